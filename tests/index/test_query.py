"""Query reading: language, explicit ids, glossary terms, Spanish gloss, intents."""

from __future__ import annotations

import pytest

from index.intents import match_intents
from index.lang import detect_language
from index.query import narrowing_words, plan_query
from ingest.lexicon import spanish_lexicon
from ingest.models import GlossaryEntry
from ingest.ruleid import RuleId


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("¿Qué dice la regla 608.2c?", "es"),
        ("Que dice la regla 608.2c", "es"),
        ("What does rule 608.2c say?", "en"),
        ("Mi oponente lanza Clone", "es"),
        ("trample deathtouch", "en"),
        ("¿Y si la criatura muere?", "es"),
        ("Can I respond to my own spell?", "en"),
        ("Puedo responder a mi propio hechizo", "es"),
        # one- and two-word lookups are decided by the Spanish lexicon
        ("antimaleficio", "es"),
        ("custodia", "es"),
        ("regla de leyenda", "es"),
        ("daño letal arrollar", "es"),
        ("volar", "es"),
        ("tiempo dividido", "es"),
        ("orden APNAP", "es"),
        ("dado planar", "es"),
        ("archienemigo esquemas", "es"),
        ("hexproof", "en"),
        ("ward", "en"),
        ("legend rule", "en"),
        ("indestructible", "en"),  # the same word in both languages: ties go to English
        ("trample", "en"),
        # a term with its English name in brackets is how Spanish players write; English ones around stay English
        ("convergencia (converge)", "es"),
        ("what is raid (incursion)?", "en"),
        ("my bears (2/2) attack", "en"),
        # "mana" is written so in both languages ("maná" with its accent is Spanish)
        ("mana burn", "en"),
        ("quemadura de maná", "es"),
        ("interrupción", "es"),
        # words neither list knows: a Spanish ending decides a short look-up, English stays the default
        ("x definida", "es"),
        ("control continuo", "es"),
        ("planeswalker", "en"),
        ("tornado", "en"),
    ],
)
def test_language_detection_on_short_questions(text, lang):
    assert detect_language(text) == lang


def test_explicit_ids_in_both_languages(book):
    glossary = {g.term: g for g in book.glossary}
    assert plan_query("regla 616.1e y 608.2c–e", glossary).explicit_ids == [
        RuleId.parse(x) for x in ["616.1e", "608.2c", "608.2d", "608.2e"]
    ]
    assert RuleId.parse("702") in plan_query("what is in rule 702?", glossary).explicit_ids


def test_glossary_terms_are_matched_as_whole_words(book):
    glossary = {g.term: g for g in book.glossary}
    terms = [g.term for g in plan_query("how does trample work with deathtouch?", glossary).glossary]
    assert "Trample" in terms and "Deathtouch" in terms


def test_a_variant_is_named_without_the_word_variant(book):
    glossary = {g.term: g for g in book.glossary}
    terms = [g.term for g in plan_query("vida gigante dos cabezas", glossary, "es").glossary]
    assert "Two-Headed Giant Variant" in terms


def test_spanish_gloss_translates_mtg_terms():
    assert (
        spanish_lexicon().gloss("¿Qué pasa si una criatura tiene resistencia 0?")
        == "what happens if a creature has toughness 0"
    )
    assert "replacement effects" in spanish_lexicon().translate_terms("dos efectos de reemplazo")


@pytest.mark.parametrize(
    ("spanish", "english"),
    [
        ("¿Puedo girarlos este turno?", "can I tap this turn"),  # an infinitive with its object pronoun
        ("responde sacrificándola", "responds sacrifice"),  # a gerund with one: "sacrificandola" folded
        ("¿Un hechizo puede tenerse a sí mismo como objetivo?", "a spell can have itself how target"),
    ],
)
def test_spanish_gloss_reads_verbs_with_pronouns_and_itself(spanish, english):
    assert spanish_lexicon().gloss(spanish) == english


@pytest.mark.parametrize(
    ("spanish", "english"),
    [
        ("como hechizo en vez de jugarla", "as a spell instead of play"),  # "como" is "as" before what it names
        ("ya no está en la pila. ¿Robo igual?", "no longer is on the stack draw anyway"),
        ("¿Qué le pasa a Rancor?", "what happens to rancor"),
        ("su fuerza es igual a su resistencia", "its power is equal to its toughness"),
        ("si no declaro atacantes, ¿se saltan los pasos?", "if not declare attackers are skipped the steps"),
    ],
)
def test_spanish_gloss_reads_how_players_phrase_questions(spanish, english):
    assert spanish_lexicon().gloss(spanish) == english


@pytest.mark.parametrize(
    ("spanish", "english"),
    [
        # conjugated verbs and inflected adjectives reach the infinitive or singular the table lists
        ("ambas se disparan y los jugadores controlan", "both trigger and the players control"),
        ("elija", "choose"),
        ("pierden", "lose"),
        ("mueren", "die"),
        ("habilidades legendarias", "abilities legendary"),
        # a phrase in the plural in every word
        ("criaturas atacantes", "attacking creature"),
        ("varios turnos adicionales", "several extra turn"),
        ("las criaturas siguen siendo criaturas atacantes", "the creatures are still attacking creature"),
        ("lo puedo lanzar a velocidad de instantáneo", "it can I cast at instant speed"),
        ("¿Puedo hacerle objetivo con el hechizo?", "can I target it with the spell"),
        ("¿los hechizos que no son de permanente?", "the nonpermanent spells"),
        # a phrase inside a longer one is not split off it
        ("los permanentes en el campo de batalla", "the permanents on the battlefield"),
    ],
)
def test_spanish_gloss_reads_conjugations_and_inflections(spanish, english):
    assert spanish_lexicon().gloss(spanish) == english


@pytest.mark.parametrize(
    ("spanish", "english"),
    [
        # chat words for the game's places and objects
        ("tengo un volador en la mesa", "I have a creature with flying on the battlefield"),
        ("¿cruzar pantanos?", "swampwalk"),
        ("todas mis tierras son islas", "all my lands are Islands"),
        # "acabar de" is "just", not "end"; irregular verbs the conjugation reader cannot reach
        ("la criatura acaba de entrar", "the creature just enter"),
        ("le doy la habilidad", "it give the ability"),
        ("tengo que pagar", "must pay"),
        # "equipo" is a team, not an Equipment, in the phrases of team games
        ("el equipo activo roba", "the active team draws"),
        ("si el objetivo desaparece", "if the target is gone"),
    ],
)
def test_spanish_gloss_reads_chat_words_and_irregular_verbs(spanish, english):
    assert spanish_lexicon().gloss(spanish) == english


@pytest.mark.parametrize(
    ("typed", "english"),
    [
        ("destresa", "prowess"),  # a letter wrong
        ("antimalefisio", "hexproof"),
        ("vigilanica", "vigilance"),  # two letters swapped
        ("sacrifcar", "sacrifice"),  # a letter missing
    ],
)
def test_a_misspelt_spanish_term_reads_as_the_term(typed, english):
    assert spanish_lexicon().gloss(typed) == english
    assert detect_language(typed) == "es"


@pytest.mark.parametrize(
    "word",
    [
        "cascade",  # an English keyword one letter from "cascada"
        "resolved",  # English endings are never misspelt Spanish ("resolver")
        "intervention",
        "carga",  # short words are too often another real word
    ],
)
def test_english_and_short_words_are_not_read_as_misspelt_spanish(word):
    assert spanish_lexicon().spanish_terms(word) == []
    assert spanish_lexicon().respelt(word) == word


def test_a_misspelt_keyword_alone_opens_its_rule(book):
    glossary = {g.term: g for g in book.glossary}
    assert RuleId.parse("702.108") in plan_query("destresa", glossary).intents


def test_a_word_found_only_as_a_conjugation_is_no_evidence_of_spanish():
    # "guardian" reads as a form of "guardar", but an English card name must not make the text Spanish
    assert spanish_lexicon().gloss("guardian") == "keep"
    assert spanish_lexicon().spanish_terms("Thalia, Guardian of Thraben") == []
    assert spanish_lexicon().spanish_terms("controlan") == []


def test_keyword_titles_are_not_reached_through_conjugations():
    assert spanish_lexicon().gloss("escala") == "escala"  # a scale, not Escalate ("escalar")


def test_words_that_only_look_like_verbs_with_pronouns_stay_as_they_are():
    assert spanish_lexicon().gloss("la perla escala") == "the perla escala"


def test_acronyms_reach_the_lexical_terms(book):
    glossary = {g.term: g for g in book.glossary}
    plan = plan_query("when are SBAs checked?", glossary)
    assert "state-based actions" in plan.lexical_terms


def test_card_names_from_cr_examples_point_to_their_rules(book):
    from index.cards import CardMatcher
    from ingest.cards import cards_in_examples, fold_name

    cards = {card.name: card for card in cards_in_examples(book)}
    matcher = CardMatcher([(fold_name(n), n, "name") for n in cards], cards.get, nicknames=())
    glossary = {g.term: g for g in book.glossary}
    question = "Lancé Sorin's Thirst y la criatura ganó protección contra el negro"
    plan = plan_query(question, glossary, cards=matcher.find(question))
    assert RuleId.parse("608.2b") in plan.card_rules and plan.cards[0].card.name == "Sorin’s Thirst"
    assert plan_query("what is a token?", glossary, cards=matcher.find("what is a token?")).card_rules == []


def test_a_bare_spanish_keyword_name_points_to_its_rule(book):
    glossary = {g.term: g for g in book.glossary}
    assert plan_query("contrarrestar", glossary).intents == [RuleId.parse("701.6")]
    assert plan_query("¿Qué es custodia?", glossary).intents == [RuleId.parse("702.21")]
    # the printed name and the name players also type: both open the keyword
    assert plan_query("rebatir", glossary).intents == [RuleId.parse("702.21")]
    assert plan_query("predecir", glossary).intents == plan_query("profetizar", glossary).intents
    assert plan_query("velocidad máxima", glossary).intents == [RuleId.parse("702.178")]
    # not in a sentence, and not for English
    assert (
        RuleId.parse("701.6")
        not in plan_query("¿Puedo contrarrestar un hechizo con tiempo dividido?", glossary).intents
    )
    assert plan_query("counter", glossary).intents == []


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("My opponent destroyed the creature I was pumping in response. Does my spell do anything?", "608.2b"),
        ("Mi rival sacrifica la criatura en respuesta a mi hechizo, ¿qué pasa?", "608.2b"),
        ("He responde matando a la criatura que activó la habilidad.", "113.7a"),
        ("With the draw trigger on the stack my opponent kills the creature. Do I still draw?", "113.7a"),
        ("Uso Cloudshift sobre una ficha. ¿Vuelve la ficha al campo de batalla?", "111.8"),
        ("Can a spell choose itself as a target?", "115.5"),
        ("I stole a creature with a control spell. Can I tap it for mana this turn?", "302.6"),
        ("Robé una criatura este mismo turno, ¿la puedo girar?", "302.6"),
        ("What happens as the spell resolves, does it still exile both?", "608.2"),
        ("How many times does my Blood Artist trigger?", "603.10"),
        ("Can I sacrifice the creature to pay for the spell's additional cost?", "601.2h"),
        ("I'm at 1 life and pay 2 life for the Phyrexian mana. Do I lose?", "704.5a"),
        ("Can they cast Wane while Iona names green?", "601.3"),
        ("I block with my Elder and sacrifice it before damage. Does the attacker hit me?", "509.1h"),
        ("bloqueo con mi criatura y antes del daño la sacrifico, ¿me pega?", "510.1c"),
        ("¿Puedo lanzar el hechizo desde el cementerio?", "601.3"),
        ("Can Anne activate the planeswalker's first ability?", "602.5"),
        ("I attack with a face-down creature and it gets blocked. Where does it go?", "708.2"),
        ("What are the Clone's power and toughness after that?", "613.4"),
        ("After Blood Moon resolves, what land types does the Triome have?", "205.1a"),
        ("He taps his Elves for mana; can I kill them in response so he doesn't get it?", "605.3b"),
        ("¿Sol Ring se puede jugar en un mazo de Krenko, Mob Boss?", "903.5c"),
        ("Can I run Sol Ring in my Krenko deck?", "903.4"),
        ("My double strike creature is blocked and kills the blocker with first strike damage.", "509.1h"),
        ("¿Puedo usar el +2 y el 0 de mi planeswalker en el mismo turno?", "606.3"),
        ("¿Estoy muerto por daño de comandante?", "903.10a"),
        ("If I blink my token, does it come back?", "111.8"),
        ("bloqueo con mi elfo y lo sacrifico, ¿el atacante me pega igual?", "510.1c"),
        ("does my goyf survive the bolt because the bolt hits the yard?", "608.2n"),
        ("si le hacen Path a mi comandante y lo mando a la zona de mando, ¿me busco la básica?", "903.9a"),
        ("cmdr dies and i send it to the command zone. does it still trigger?", "903.9b"),
        ("I've cast my commander twice; what's the commander tax now?", "903.8"),
        ("Mi criatura encantada con Rancor gana protección contra el verde. ¿Qué le pasa a Rancor?", "704.5m"),
        (
            "solo hay una criatura y una tierra en los cementerios, el tarmo es 2/3. le tiro un bolt, ¿se muere?",
            "608.2n",
        ),
        ("Toxic Deluge: if I pay 4 life during resolution and go to 0, do I lose right away?", "704.3"),
        ("Si en medio de la resolución de un hechizo pago vida y me quedo a 0, ¿pierdo ya?", "704.3"),
        ("Si se disparan habilidades mías y de mi rival a la vez, ¿cuál va primero?", "603.3b"),
        ("Lo parpadeo con Restoration Angel. ¿Vuelve con el contador?", "400.7"),
        ("¿Puedo activar la habilidad de lealtad de mi planeswalker en el turno de mi rival?", "606.3"),
        ("Si un clon entra como copia, ¿se dispara su habilidad?", "603.2"),
        ("¿puedo responder mientras se paga un coste?", "601.2h"),
        ("Tengo 1 vida. ¿Puedo pagar el maná pirexiano con 2 vidas?", "119.4"),
        ("Can I pay 2 life for the Phyrexian mana at 1 life?", "119.4"),
        ("Can a creature that just entered the battlefield block?", "302.6"),
        ("Esta criatura acaba de entrar, ¿puede atacar?", "302.6"),
        ("Can I play a land in response to my opponent's spell?", "116.2a"),
        ("¿Puedo jugar una tierra en el turno de mi oponente en respuesta?", "116.2a"),
        ("If my creature with +1/+1 counters is bounced to my hand, does it keep the counters?", "122.2"),
        ("Si la devuelvo a la mano, ¿conserva los contadores?", "122.2"),
        ("Does a token exiled by my spell still exist?", "111.7"),
        ("¿Cuántas veces por turno puedo usar la lealtad de un planeswalker?", "606.3"),
        ("if we both go to 0 life at the same time who wins?", "104.4a"),
        ("does the damage on my creature go away next turn?", "514.2"),
        ("¿puedo usar ese maná en la fase de combate?", "106.4"),
        ("puedo responder cuando mi rival gira una tierra pa sacar mana?", "605.3b"),
        ("can I attack my opponent's planeswalker directly?", "508.1b"),
        ("what's the mana value of a card with X in its cost in my hand?", "202.3e"),
        ("sorcery speed", "307.1"),
        ("velocidad de conjuro", "307.1"),
        ("limite 4 copias", "100.2a"),
        ("four-card limit", "100.2a"),
        ("layer 7c", "613.4c"),
        ("capa 7b", "613.4b"),
        ("can i rearrange the cards in my graveyard?", "404.2"),
    ],
)
def test_question_shapes_open_the_rules_a_judge_would(question, rule):
    # as plan_query matches them: the question and, for Spanish, its English gloss
    assert RuleId.parse(rule) in match_intents(question, spanish_lexicon().gloss(question))


def test_a_sublayer_opens_before_the_layers_rule():
    found = match_intents("layer 7c")
    assert found.index(RuleId.parse("613.4c")) < found.index(RuleId.parse("613.1"))


def test_four_copies_of_a_card_is_no_question_of_the_limit():
    assert RuleId.parse("100.2a") not in match_intents("I have four copies of Doubling Season out. How many tokens?")


def test_an_ability_whose_source_dies_opens_113_7a_before_the_target_rule():
    found = match_intents("I activate the ability and in response they kill the creature. Does it still resolve?")
    assert found.index(RuleId.parse("113.7a")) < found.index(RuleId.parse("608.2b"))
    # a spell whose target dies is about the target, not about an ability's source
    found = match_intents("They kill my creature in response to my Giant Growth.")
    assert found.index(RuleId.parse("608.2b")) < found.index(RuleId.parse("113.7a"))


def test_life_mentioned_without_a_low_total_opens_no_state_based_action():
    assert RuleId.parse("704.5a") not in match_intents("I gain 3 life with my lifelink creature, right?")


def test_a_block_without_removal_opens_no_blocked_creature_rule():
    assert RuleId.parse("509.1h") not in match_intents("I block with my Elder before damage. Who chooses the order?")


def test_a_turn_mentioned_without_tapping_or_attacking_opens_no_summoning_rule():
    assert RuleId.parse("302.6") not in match_intents("How many lands can I play this turn?")


def test_card_names_do_not_decide_the_language(book):
    from index.cards import CardMatcher
    from ingest.cards import fold_name
    from ingest.models import Card

    cards = {name: Card(name, "") for name in ("Thalia, Guardian of Thraben", "Spark Double", "Rest in Peace")}
    matcher = CardMatcher([(fold_name(n), n, "name") for n in cards], cards.get, nicknames=())
    glossary = {g.term: g for g in book.glossary}
    spanish = "Thalia, Guardian of Thraben y Spark Double"
    assert plan_query(spanish, glossary).lang == "en"  # the names' English words outvote one Spanish "y"
    assert plan_query(spanish, glossary, cards=matcher.find(spanish)).lang == "es"
    english = "Rest in Peace and Spark Double: does it work?"
    assert plan_query(english, glossary, cards=matcher.find(english)).lang == "en"


def test_card_names_are_not_glossed(book):
    from index.cards import CardMatcher
    from ingest.cards import fold_name
    from ingest.models import Card

    cards = {name: Card(name, "") for name in ("Thalia, Guardian of Thraben", "Brainstorm")}
    matcher = CardMatcher([(fold_name(n), n, "name") for n in cards], cards.get, nicknames=())
    glossary = {g.term: g for g in book.glossary}
    question = "Con Thalia, Guardian of Thraben en la mesa, ¿mi Brainstorm cuesta 2?"
    plan = plan_query(question, glossary, cards=matcher.find(question))
    # without the card spans "Guardian" would read as a form of "guardar" ("keep")
    assert plan.dense_text == "with thalia, guardian of thraben on the battlefield my brainstorm costs 2"


def test_quotes_around_spanish_words_do_not_hide_them():
    assert spanish_lexicon().gloss("las habilidades de 'cuando lances'") == "the abilities of when cast"
    assert spanish_lexicon().gloss("opp's") == "opp's"


def test_table_talk_is_spelled_out_for_the_dense_channel(book):
    glossary = {g.term: g for g in book.glossary}
    plan = plan_query("if i sac it in response does the spell fizzle", glossary)
    assert plan.dense_text == "if i sacrifice it in response does the spell fizzle"


def test_a_pump_or_deck_without_the_shape_opens_no_commander_or_loyalty_rule():
    assert RuleId.parse("903.4") not in match_intents("I draw the top card of my library. Is my deck empty?")
    assert RuleId.parse("606.3") not in match_intents("It gets +2/+2 until end of turn, the same turn it attacked.")


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("el maná que me sobra en el mantenimiento lo puedo guardar para la fase principal?", "500.5"),
        ("can I keep my mana for the next step?", "500.5"),
        ("si algo se dispara mientras estoy lanzando un hechizo, ¿cuándo va a la pila?", "603.3"),
        ("aterrizaje", "207.2c"),
        ("how does landfall work?", "207.2c"),
    ],
)
def test_mana_left_triggers_while_casting_and_ability_words_have_intents(text, rule):
    assert RuleId.parse(rule) in match_intents(text)


def test_ordinary_words_are_no_ability_word_intent():
    assert RuleId.parse("207.2c") not in match_intents("What happens when a creature with flying blocks?")
    # an ability word inside a scenario is the card's condition, not a look-up of the term
    scenario = "opp casts tragic slip on it (nothing died this turn so no morbid). is it dead"
    assert RuleId.parse("207.2c") not in match_intents(scenario)


@pytest.mark.parametrize(
    ("text", "planned"),
    [("champion mtg", "champion"), ("regla de leyendas magic", "regla de leyendas"), ("Magic", "Magic")],
)
def test_the_games_name_in_a_short_lookup_is_no_part_of_it(text, planned):
    """ "champion mtg" looks up champion; a query that is only the game's name stays as typed (it is refused)."""
    assert plan_query(text, {}).text == planned


_RANGE = GlossaryEntry("Limited Range of Influence", "", (RuleId.parse("801"),))
_DRAW = GlossaryEntry("Draw", "", (RuleId.parse("121"),))


def test_a_short_lookup_names_the_words_that_narrow_its_glossary_term():
    plan = plan_query("empate rango limitado", {"limited range of influence": _RANGE, "draw": _DRAW}, "es")
    assert "draw" in narrowing_words(plan) and "range" in narrowing_words(plan)


def test_a_question_or_a_longer_text_is_not_narrowed():
    glossary = {"limited range of influence": _RANGE, "draw": _DRAW}
    assert narrowing_words(plan_query("is a draw in limited range of influence?", glossary, "en")) == []
    assert narrowing_words(plan_query("what happens to a draw with limited range of influence", glossary, "en")) == []
