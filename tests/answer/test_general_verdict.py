"""The general verdict: the sentence that fits the question type, with Yes/No from its polarity."""

from __future__ import annotations

import pytest

from answer.analysis import analyse
from answer.text import Idf, sentences, stems
from answer.verdict import define, select
from ingest.lexicon import spanish_lexicon
from ingest.ruleid import RuleId
from tests.answer.conftest import card_finder


def verdict(card_store, question: str, rule_ids: list[str], lang: str = "en"):
    frame = analyse(question, lang, card_finder(card_store)(question))
    rules = [card_store.rules[RuleId.parse(r)] for r in rule_ids]
    idf = Idf(rule.text for rule in card_store.rules.values())
    asked = stems(question) | (stems(spanish_lexicon().gloss(question)) if lang == "es" else set())  # as the engine
    return select(frame, rules, card_store, idf, asked)


def test_yes_no_from_a_negative_sentence(card_store):
    found = verdict(card_store, "Can I cast a spell in response to a spell with split second?", ["702.61a", "702.61b"])
    assert found is not None and found.text.startswith("No. ") and "[702.61a]" in found.text


def test_yes_no_from_a_permissive_sentence(card_store):
    found = verdict(
        card_store, "Can I activate mana abilities while a split second spell is on the stack?", ["702.61a", "702.61b"]
    )
    assert found is not None and found.text.startswith("Yes. ") and "[702.61b]" in found.text


def test_consequence_over_definition(card_store):
    found = verdict(card_store, "deathtouch", ["702.2a", "702.2b", "702.2c"])
    assert found is not None and "is a static ability" not in found.text


def test_spanish_frame_around_an_english_quote(card_store):
    found = verdict(
        card_store, "¿Puedo lanzar hechizos con tiempo dividido (split second) en la pila?", ["702.61a"], "es"
    )
    # Spanish frame that says the outcome in Spanish (the question's verb repeated); the English-only rule text is
    # quoted once and labeled as the official English text
    assert found is not None and found.text.startswith("No, no puedes lanzar. “")
    assert "[702.61a, texto oficial en inglés]" in found.text


def test_keyword_lookup_says_what_the_keyword_does(card_store):
    """'deathtouch' / 'toque mortal': the sub-rules that say what it does, not 'Deathtouch is a static ability.'"""
    found = verdict(card_store, "deathtouch", ["702.2d"])
    assert found is not None and found.reasoner == "definition"
    assert "is destroyed" in found.text and "[702.2b]" in found.text and "static ability" not in found.text
    spanish = verdict(card_store, "¿Qué es la amenaza?", ["701.60c"], "es")
    assert spanish is not None and "can’t be blocked except by two or more" in spanish.text
    assert "redundant" not in spanish.text
    storm = verdict(card_store, "tormenta", ["702.40a"], "es")
    assert storm is not None and "copy it for each other spell" in storm.text


def test_keyword_in_a_situation_is_not_a_lookup(card_store):
    found = verdict(
        card_store,
        "My 5/5 deathtouch attacker is blocked by two creatures, what is the order of damage assignment?",
        ["702.2c", "510.1c"],
    )
    assert found is None or found.reasoner == "general"


def test_a_ruling_of_the_named_card_can_be_the_verdict(card_store):
    from answer.verify import verify_citations

    question = "Does the controller lose life if Swords to Plowshares exiles a creature whose power is negative?"
    found = verdict(card_store, question, ["701.21a", "119.3"])
    assert found is not None and found.text.startswith("No. “If the creature’s power is negative")
    quote = found.quotes[0]
    assert quote.kind == "ruling" and quote.card == "Swords to Plowshares" and quote.date == "2018-03-16"
    accepted, rejected = verify_citations(found.quotes, card_store, [], ["Swords to Plowshares"])
    assert quote in accepted and not rejected


class _CountingEmbedder:
    """Vectors from a word's presence: 'damage' sentences point the way of the question."""

    def __init__(self):
        self.passages = 0

    def _vector(self, text: str):
        import numpy as np

        vector = np.array([1.0 if "damage" in text else 0.0, 1.0, 0.0])
        return vector / np.linalg.norm(vector)

    def embed_queries(self, texts):
        import numpy as np

        return np.stack([self._vector(text) for text in texts])

    def embed_passages(self, texts, progress=False):
        import numpy as np

        self.passages += len(texts)
        return np.stack([self._vector(text) for text in texts])


def test_semantic_similarity_ranks_and_caches_sentences():
    from answer.verdict import SentenceSimilarity

    embedder = _CountingEmbedder()
    similarity = SentenceSimilarity(embedder)  # type: ignore[arg-type]
    texts = ["It deals damage.", "It has no effect."]
    first = similarity("damage?", texts)
    assert first[0] > first[1]
    assert similarity("damage again?", texts) == first and embedder.passages == 2  # cached by sentence text


def test_yes_no_polarity_from_the_sentence_that_answers(card_store):
    from answer.verdict import _negative

    idf = Idf(rule.text for rule in card_store.rules.values())
    ruling = (
        "Once it triggers, prowess isn’t connected to the spell that caused it to trigger. "
        "If that spell is countered, prowess will still resolve."
    )
    assert not _negative(ruling, stems("If my spell is countered, does prowess still resolve?"), idf)
    assert _negative(ruling, stems("Is prowess connected to the spell that caused it to trigger?"), idf)
    # a short sentence saying the asked words decides over a long one that shares one more of them
    long_then_short = (
        "An opponent taking an extra turn may gain control of the creature during that turn with a spell or an "
        "ability it controls. It can’t attack during that extra turn."
    )
    assert _negative(
        long_then_short, stems("Can it attack during the extra turn after the opponent gains control?"), None
    )


def test_still_enters_tapped_denies_untapped_only_with_a_card_that_taps_lands(ask):
    """ "…, but it still enters tapped": the half that says what happens all the same, which answers "untapped?" no
    only when a named card puts lands onto the battlefield tapped (Thalia, Heretic Cathar), not for a fetched one."""
    from answer.verdict import _negative

    ruling = "If an effect puts this land onto the battlefield tapped, you may pay 2 life, but it still enters tapped."
    taxed, _ = ask(
        "my opponent has thalia, heretic cathar. i play breeding pool paying 2 life, does it come in untapped?"
    )
    fetched, _ = ask("i fetch breeding pool with flooded strand paying 2 life, does it come in untapped?")
    assert _negative(ruling, stems(taxed.folded), None, frame=taxed)
    assert not _negative(ruling, stems(fetched.folded), None, frame=fetched)


def test_what_happens_is_answered_by_the_outcome_not_a_variant_rule(card_store):
    """A two-player question: the Two-Headed Giant rule (810.10) gives way to 704.5c, which says what happens."""
    found = verdict(card_store, "What happens if a player has 10 poison counters?", ["810.10", "704.5c", "904.13c"])
    assert (
        found is not None
        and found.text.startswith("If a player has ten or more poison counters")
        and "[704.5c]" in found.text
    )
    spanish = verdict(card_store, "¿Qué pasa si un jugador tiene 10 contadores de veneno?", ["810.10", "704.5c"], "es")
    assert spanish is not None and "[704.5c" in spanish.text


def test_a_variant_question_keeps_its_variant_rule(card_store):
    found = verdict(card_store, "In Two-Headed Giant, are poison counters shared by the team?", ["810.10", "704.5c"])
    assert found is not None and "810.10" in found.text


def test_a_main_phase_permission_answers_no_for_another_moment(card_store):
    found = verdict(card_store, "Can I cast a sorcery during my opponent's turn?", ["307.1"])
    assert found is not None and found.text.startswith("No. ") and "[307.1]" in found.text
    spanish = verdict(card_store, "¿Puedo jugar una tierra durante el combate?", ["305.1"], "es")
    assert spanish is not None and spanish.text.startswith("No, no puedes jugar. ")
    own = verdict(card_store, "Can I cast a sorcery during my main phase?", ["307.1"])
    assert own is not None and own.text.startswith("Yes. ")  # the moment it allows: no contradiction


def test_have_to_answered_by_a_permission_is_no(card_store):
    found = verdict(card_store, "Do I have to reveal the card I draw?", ["121.9"])
    assert found is not None and found.text.startswith("No. ") and "[121.9]" in found.text
    must = verdict(card_store, "Do all creatures in an attacking band have to attack the same player?", ["702.22d"])
    assert must is not None and must.text.startswith("Yes. ")  # the sentence requires it ("must")


@pytest.mark.parametrize(
    ("question", "lang", "retrieved", "first"),
    [
        # keyword names whose short stems collide with another keyword's (Exploit/Explore, Afterlife/Aftermath)
        ("Explotar", "es", [], "702.110"),
        ("Más allá", "es", [], "702.135"),
        ("Destello", "es", [], "702.8"),
        # a title inside a longer one ("Double" in "Double Strike") is not a second keyword
        ("Dañar dos veces", "es", [], "702.4"),
        # a look-up that names no title exactly quotes the rule retrieval ranked first, whatever its words suggest
        ("regla de leyendas", "es", ["704.5j", "205.4d"], "704.5j"),
        ("orden APNAP", "es", ["101.4", "616.1"], "101.4"),
        ("daño de combate", "es", ["510", "120.2a"], "510"),
        # "how it works" words around the keyword are no narrowing; 702.19a's "has no effect when…" says nothing of it
        ("arrollar como funciona", "es", [], "702.19b"),
        # a token by its Spanish name: the sub-rule defining it, not the list's opening on predefined tokens
        ("ficha de sangre", "es", ["111.10"], "111.10g"),
        ("ficha de comida", "es", ["111.10"], "111.10b"),
        # a predefined token by its glossary entry: "Powerstone Token" points at 111.10, whose 111.10h says it; "Map"
        # and "Role" are one-word entries named with "token"; an English name in brackets adds no word
        ("powerstone", "en", ["111.10"], "111.10h"),
        ("map token", "en", ["701.44"], "111.10s"),
        ("ficha de papel (role)", "es", ["111.10j"], "303.7a"),
        ("piedra de poder (powerstone)", "es", ["702.160a"], "111.10h"),
        # a keyword with a question mark is still a look-up; "manifestar" names Manifest, not "Manifest Dread"
        ("menace?", "en", ["702.111", "701.60c"], "702.111"),
        ("manifestar", "es", ["701.40", "701.62"], "701.40"),
        ("tierra basica", "es", ["205.4", "305.6"], "205.4"),
        # "outlaw" shares Outlast's first five letters, not its word; "activada" names Activating Activated Abilities
        ("forajido outlaw", "es", ["700.12", "702.107"], "700.12"),
        ("habilidad activada", "es", ["602.1", "113.3b"], "602"),
    ],
)
def test_short_lookups_quote_the_rule_they_name(card_store, question, lang, retrieved, first):
    frame = analyse(question, lang)
    found = define(frame, card_store, [card_store.rules[RuleId.parse(r)] for r in retrieved])
    assert found is not None and found.reasoner == "definition"
    assert str(found.quotes[0].rule).startswith(first), found.text


def test_a_naming_sentence_is_not_a_definition(card_store):
    found = define(analyse("orden APNAP", "es"), card_store, [card_store.rules[RuleId.parse("101.4")]])
    assert found is not None and "often referred to" not in found.text


def test_two_keywords_written_out_are_not_a_lookup(card_store):
    assert define(analyse("deathtouch trample", "en"), card_store, []) is None


def test_a_short_label_opens_the_sentence_after_it():
    # "Layer 7c:" is no sentence of its own: quoted alone it would say nothing
    assert sentences("Layer 7c: Effects and counters that modify power are applied. More text.") == [
        "Layer 7c: Effects and counters that modify power are applied.",
        "More text.",
    ]


def test_sentences_do_not_split_inside_a_quoted_ability():
    text = (
        "An Incubator token is a double-faced token. Its front face is a colorless Incubator artifact with "
        "“{2}: Transform this token.” Its back face is a 0/0 colorless Phyrexian artifact creature."
    )
    # not inside the quote; after it, where the sentence that quotes it ends
    assert sentences(text) == [
        "An Incubator token is a double-faced token.",
        "Its front face is a colorless Incubator artifact with “{2}: Transform this token.”",
        "Its back face is a 0/0 colorless Phyrexian artifact creature.",
    ]


def test_sentences_after_a_see_rule_reference_are_kept():
    text = (
        "Miracle is a static ability linked to a triggered ability. (See rule 603.11.) “Miracle [cost]” means “You "
        "may reveal this card from your hand as you draw it.”"
    )
    assert sentences(text) == [
        "Miracle is a static ability linked to a triggered ability.",
        "“Miracle [cost]” means “You may reveal this card from your hand as you draw it.”",
    ]
    # a reference that ends in a quoted title, ".”)", ends its sentence too
    text = (
        "Flanking is a triggered ability that triggers during the declare blockers step. (See rule 509, “Declare "
        "Blockers Step.”) “Flanking” means “Whenever this creature becomes blocked by a creature without flanking, the "
        "blocking creature gets -1/-1 until end of turn.”"
    )
    assert sentences(text)[1].startswith("“Flanking” means “Whenever this creature becomes blocked")


@pytest.mark.parametrize(
    ("question", "lang", "clause"),
    [
        ("opp bolts my goyf in response to my giant growth, does goyf die", "en", "does goyf die"),
        ("kiki jiki copying pestermite, does the copy have haste", "en", "does the copy have haste"),
        ("Si hago Dark Ritual y no gasto el maná, ¿me lo guardo para la fase principal?", "es", "me lo guardo"),
        # a sentence that opens by asking asks every part of it
        ("How much damage does it take, and how much life do I gain?", "en", "how much damage does it take"),
    ],
)
def test_the_asking_clause_after_a_situation_told_in_the_same_sentence(question, lang, clause):
    frame = analyse(question, lang)
    assert frame.clause.startswith(clause)
    assert frame.qtype.value == ("how_many" if "how much" in question else "yes_no")


def test_how_many_times_says_the_count_first(card_store):
    question = "Two creatures with lifelink deal combat damage at the same time. How many times does Ajani's Pridemate trigger?"
    found = verdict(card_store, question, ["702.15e"])
    assert found is not None and found.text.startswith("2 times: ")
    es = "Dos criaturas con vínculo vital hacen daño a la vez. ¿Cuántas veces se dispara Ajani's Pridemate?"
    spanish = verdict(card_store, es, ["702.15e"], "es")
    assert spanish is not None and spanish.text.startswith("2 veces: ")


def test_a_look_up_that_says_more_than_a_section_title_quotes_the_narrower_rule(card_store):
    """ "What is commander damage?" names the Commander section, but retrieval's 903.10a says its other word."""
    found = verdict(card_store, "What is commander damage?", ["903.10a", "903.10", "704.6c"])
    assert found is not None and found.text.startswith("A player who’s been dealt 21 or more combat damage")


def test_definition_opens_with_what_the_rule_says_not_its_name(card_store):
    """The naming sentence never stands for the rule; it is kept after what the rule says only when it gives the
    very name the look-up asked for (it ties the quoted rule to the question's words)."""
    found = verdict(card_store, "what is summoning sickness", ["302.6"])
    assert found is not None and found.text.startswith("A creature’s activated ability with the tap symbol")
    assert "[302.6]" in found.text and "can’t attack" in found.text
    assert found.text.index("can’t attack") < found.text.index("informally called")
    apnap = define(analyse("orden APNAP", "es"), card_store, [card_store.rules[RuleId.parse("101.4")]])
    assert apnap is not None and "often referred to" not in apnap.text  # a name the look-up did not ask for


def test_assigns_no_damage_is_a_no(card_store):
    found = verdict(
        card_store,
        "I block with Sakura-Tribe Elder and sacrifice it before damage. Does the attacker deal damage?",
        ["510.1c"],
    )
    assert found is not None and found.text.startswith("No. ") and "[510.1c]" in found.text


def test_removed_from_combat_answers_still_attacking(card_store):
    found = verdict(card_store, "I regenerate my attacking River Boa. Is it still attacking?", ["701.19b"])
    assert found is not None and found.text.startswith("No. ") and "[701.19b]" in found.text


def test_skipping_the_draw_step_answers_do_i_draw(card_store):
    two = verdict(card_store, "does the player who goes first draw a card on their first turn?", ["103.8a"])
    assert two is not None and two.text.startswith("No. ") and "[103.8a]" in two.text
    many = verdict(
        card_store, "in a 4 player commander game does the first player draw on their first turn?", ["103.8a"]
    )
    assert many is not None and not many.text.startswith("No. ")


@pytest.mark.parametrize(
    ("question", "lang"), [("¿qué es la regla de leyendas?", "es"), ("what is the legend rule?", "en")]
)
def test_a_naming_rule_points_the_definition_at_the_rule_it_names(card_store, question, lang):
    retrieved = [card_store.rules[RuleId.parse(r)] for r in ("205.4d", "704.5j")]
    found = define(analyse(question, lang), card_store, retrieved)
    assert found is not None and str(found.quotes[0].rule) == "704.5j", found and found.text


def test_a_short_look_up_of_a_titled_rules_first_sub_rule_adds_the_next_one(card_store):
    # "goad incitar criatura": 701.15a only says a creature can be goaded; 701.15b says what a goaded creature does
    found = define(analyse("goad incitar criatura", "es"), card_store, [card_store.rules[RuleId.parse("701.15a")]])
    assert found is not None and [str(q.rule) for q in found.quotes][-1] == "701.15b", found.text
    # an untitled list (704.5's state-based actions) gets no neighbour
    poison = define(analyse("contadores de veneno", "es"), card_store, [card_store.rules[RuleId.parse("704.5c")]])
    assert poison is not None and {str(q.rule) for q in poison.quotes} == {"704.5c"}, poison.text


def test_a_lookup_past_its_topic_quotes_the_sentence_its_other_words_ask_for(card_store):
    # every 810 sentence is about the Two-Headed Giant: "vida compartida" picks the shared life total
    found = verdict(card_store, "gigante de dos cabezas vida compartida", ["810.4", "810.2"], "es")
    assert found is not None and str(found.quotes[0].rule) == "810.4", found.text
    # the same words as a question keep their full weight
    asked = verdict(card_store, "in two-headed giant, do we share the turns?", ["810.4", "810.2"])
    assert asked is not None and str(asked.quotes[0].rule) == "810.2", asked.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        # a section's title and one more word: the first rule under it that says the word
        ("vida gigante dos cabezas", "810.4"),
        # a variant's title said without "Option", in three words besides "de"
        ("rango de influencia limitado", "801.1"),
    ],
)
def test_lookups_of_a_section_and_a_word(card_store, question, first):
    found = define(analyse(question, "es"), card_store, [card_store.rules[RuleId.parse(first[:3] + ".1")]])
    assert found is not None and str(found.quotes[0].rule) == first, found and found.text


def test_who_is_not_answered_by_nobody_or_by_a_later_step(card_store):
    """ "who gets priority first?": the active player at the beginning of most steps, not "No player receives priority
    during the untap step." nor a step's "Second, the active player gets priority.\""""
    found = verdict(card_store, "who gets priority first in each step?", ["117.3a", "504.2"])
    assert found is not None and found.text.startswith("The active player receives priority at the beginning")


@pytest.mark.parametrize(
    ("question", "retrieved", "rule", "said"),
    [
        # "X represents three abilities: …" only classifies; the sentence saying what it means is quoted
        ("irrupcion", ["702.152a"], "702.152a", "sacrifice the permanent"),
        # the informal name the look-up asked for is kept: it ties the rule to the question's words
        ("mareo de invocacion", ["302.6"], "302.6", "summoning sickness"),
        # of a keyword's sub-rules, the first that says every word of the look-up
        ("coste de despertar", ["702.113b", "702.113a"], "702.113a", "awaken cost was paid"),
    ],
)
def test_twenty_third_round_lookups(card_store, question, retrieved, rule, said):
    found = define(analyse(question, "es"), card_store, [card_store.rules[RuleId.parse(r)] for r in retrieved])
    assert found is not None and str(found.quotes[0].rule) == rule and said in found.text, found and found.text


def test_a_rule_number_question_is_a_lookup_of_its_term(card_store):
    """ "what's the rule number for ward?": the keyword's own rule, not disguise's "ward {2}"."""
    retrieved = [card_store.rules[RuleId.parse(r)] for r in ("702.168b", "702.21a")]
    for question, lang in (
        ("what's the rule number for ward?", "en"),
        ("¿cuál es el número de regla de custodia?", "es"),
    ):
        found = define(analyse(question, lang), card_store, retrieved)
        assert found is not None and str(found.quotes[0].rule) == "702.21a", found and found.text


def test_a_term_look_up_names_the_term_first(card_store):
    """ "paso de limpieza": the quoted sub-rules come under the looked-up title, in the reader's language."""
    found = define(analyse("paso de limpieza", "es"), card_store, [card_store.rules[RuleId.parse("514.1")]])
    assert found is not None and found.text.startswith("Paso de limpieza (514): ")
    english = define(analyse("trample", "en"), card_store, [])
    assert english is not None and english.text.startswith("Trample (702.19): ")


def test_two_kinds_of_counter_said_as_marks_narrow_the_look_up(card_store):
    """ "contadores +1/+1 -1/-1": the rule under Counters that says both (122.3), not 122.1's definition."""
    frame = analyse("contadores +1/+1 -1/-1", "es")
    found = define(frame, card_store, [card_store.rules[RuleId.parse("122.1")]])
    assert found is not None and str(found.quotes[0].rule) == "122.3"


@pytest.mark.parametrize(
    ("question", "lang", "rule"),
    [
        ("what is lethal damage", "en", "120.6"),  # not 120.4a, the first rule retrieval finds on excess damage
        ("daño letal", "es", "120.6"),
        ("what does intervening if mean", "en", "603.4"),
    ],
)
def test_a_glossary_term_look_up_quotes_the_rule_saying_its_definition(card_store, question, lang, rule):
    """The glossary entry's references that say the term, the one sharing most words with its definition."""
    found = define(analyse(question, lang), card_store, [card_store.rules[RuleId.parse("120.4a")]])
    assert found is not None and str(found.quotes[0].rule) == rule, found and found.text


def test_a_glossary_term_pointing_at_a_heading_is_left_to_retrieval(card_store):
    """ "Combat Damage" points only at the heading 510: the look-up quotes what retrieval found, not the heading."""
    found = define(analyse("combat damage", "en"), card_store, [card_store.rules[RuleId.parse("510.2")]])
    assert found is None or str(found.quotes[0].rule) != "510"


@pytest.mark.parametrize(
    ("question", "lang", "clause", "qtype"),
    [
        # a Spanish "¿" in the middle opens what is asked: "cuando…" before it tells the situation
        ("tengo panharmonicon y blood artist. cuando muere una criatura ¿blood artist se dispara dos veces?", "es",
         "blood artist se dispara dos veces", "yes_no"),
        # a bare "legal?" asks whether the move told just before may be made
        ("i cast wall of omens and while the trigger is on the stack i want to +2 jace. allowed?", "en",
         "can i +2 jace", "yes_no"),
        ("quiero lanzar un wrath en el turno del rival. ¿se puede?", "es", "puedo lanzar un wrath", "yes_no"),
    ],
)  # fmt: skip
def test_twenty_eighth_round_what_is_asked(question, lang, clause, qtype):
    frame = analyse(question, lang)
    assert frame.clause.startswith(clause)
    assert frame.qtype.value == qtype


def test_twenty_eighth_round_the_ruling_sentence_on_the_asked_clause_gives_the_polarity(card_store):
    """The words of the asked clause outweigh the scene's: the kicker sentence, not the "without paying" one."""
    from answer.verdict import _negative

    ruling = (
        "If you cast a spell “without paying its mana cost,” you can’t choose to cast it for any alternative costs. "
        "You can, however, pay additional costs, such as kicker costs."
    )
    question = "omniscience lets me cast stuff without paying mana cost. can i still pay the kicker on it?"
    idf = Idf(rule.text for rule in card_store.rules.values())
    frame = analyse(question, "en")
    assert not _negative(ruling, stems(question), idf, frame=frame)
    # without the frame (the scene's words only), the "can't" sentence would decide
    assert _negative(ruling, stems(question), idf)


@pytest.mark.parametrize(
    ("question", "lang", "clause", "qtype"),
    [
        ("4 player pod. if I cast nexus of fate during seat 2's turn, when do I actually take the extra turn?", "en",
         "when do i actually take the extra turn", "when"),
        ("geralf's messenger has a +1/+1 counter. if it dies again does undying bring it back?", "en",
         "if it dies again does undying bring it back", "yes_no"),
        ("opp's bears got giant growth. if i clone it now is my clone a 5/5 too?", "en", "is my clone a 5/5 too",
         "yes_no"),
        ("cuando el rival juega una tierra le puedo responder con un instantaneo?", "es",
         "cuando el rival juega una tierra le puedo responder con un instantaneo", "yes_no"),
        ("cuando puedo responder a una tierra?", "es", "cuando puedo responder a una tierra", "when"),
    ],
)  # fmt: skip
def test_twenty_ninth_round_what_is_asked(question, lang, clause, qtype):
    frame = analyse(question, lang)
    assert (frame.clause, frame.qtype.value) == (clause, qtype)


def test_twenty_ninth_round_polarity_of_a_relative_negation_and_of_an_unchanged_state(card_store):
    """ "each spell that’s not a creature spell, including your own" says yes to "do my own spells cost more?"; "won’t
    change or undo that block" says yes to "is it still blocked?"."""
    from answer.verdict import _negative

    idf = Idf(rule.text for rule in card_store.rules.values())
    thalia = "tengo thalia. mis propios hechizos que no son criatura también cuestan 1 más?"
    said = "Thalia’s ability affects each spell that’s not a creature spell, including your own."
    assert not _negative(said, stems(thalia), idf, frame=analyse(thalia, "es"))
    brute = "bloqueo el boggart brute con dos criaturas y una muere. sigue bloqueado el brute?"
    ruled = (
        "Once an attacking creature with menace is legally blocked by two or more creatures, removing one or more of "
        "those blockers from combat won’t change or undo that block."
    )
    assert not _negative(ruled, stems(brute), idf, frame=analyse(brute, "es"))
    # without a "still" asked, the same sentence denies
    undone = "does removing a blocker undo the block?"
    assert _negative(ruled, stems(undone), idf, frame=analyse(undone, "en"))


def test_thirtieth_round_a_spanish_word_and_the_english_keyword_typed_beside_it(card_store):
    """ "fusionar meld" looks up Meld, the keyword typed in English; "deathtouch trample" still names two."""
    meld = verdict(card_store, "fusionar meld", ["702.102a"], "es")
    assert meld is not None and meld.reasoner == "definition" and meld.text.startswith("Fundir (701.42)"), meld
    two = verdict(card_store, "deathtouch trample", ["702.2c"])
    assert two is None or "701.42" not in two.text


def test_thirty_first_round_produces_no_mana_denies(card_store):
    """ "Command Tower's ability produces no mana" answers "¿me da algún maná?" no."""
    from answer.verdict import _negative

    idf = Idf(rule.text for rule in card_store.rules.values())
    question = "mi comandante es incoloro. la command tower me da algun mana?"
    ruling = (
        "If your commander is a card that has no colors in its color identity, Command Tower’s ability produces no "
        "mana. It doesn’t produce {C}."
    )
    assert _negative(ruling, stems(question), idf, frame=analyse(question, "es"))
    assert not _negative("Command Tower’s ability produces one mana.", stems(question), idf)


@pytest.mark.parametrize(
    ("question", "lang", "qtype"),
    [
        ("opp has atraxa as their commander, if i clone their atraxa does one of us have to get rid of it?", "en",
         "yes_no"),
        ("opp has a walking ballista with 4 counters on it. if i clone it what do i end up with", "en", "other"),
        ("tengo helm of the host equipado, cuando sale la ficha copia tengo que sacrificar uno", "es", "yes_no"),
        ("la giant spider puede bloquear a un serra angel", "es", "yes_no"),
    ],
)  # fmt: skip
def test_thirty_first_round_yes_no_asked_mid_sentence(question, lang, qtype):
    assert analyse(question, lang).qtype.value == qtype


def test_thirty_fifth_round_an_ability_word_is_shown_on_a_card(card_store):
    """ "umbral" (threshold): 207.2c lists it and gives it no rules meaning, so the look-up says so and quotes the line
    it heads on a card, where what it asks for is written; the card line is the card's own Oracle text."""
    found = define(analyse("umbral", "es"), card_store, [card_store.rules[RuleId.parse("207.2c")]])
    assert found is not None and found.text.startswith("Umbral (threshold) es una palabra de habilidad"), found
    assert "[207.2c]" in found.text and "seven or more cards are in your graveyard" in found.text
    # the card shown is one of the fixture's threshold cards (Werebear, Cabal Ritual), with the line quoted above
    assert [card.name for card in found.cards] in (["Werebear"], ["Cabal Ritual"])
    oracle = [quote for quote in found.quotes if quote.kind == "oracle"]
    assert oracle and all(quote.quote in found.cards[0].oracle_text for quote in oracle)


def test_thirty_fifth_round_an_ability_word_line_that_only_opens_modes_is_not_shown(card_store):
    """Felidar Retreat's "Landfall — …, choose one —" says nothing of what landfall does alone: Lotus Cobra's line."""
    assert card_store.card("Felidar Retreat") is not None
    found = define(analyse("what is landfall?", "en"), card_store, [])
    assert found is not None and found.text.startswith("Landfall is an ability word"), found
    assert [card.name for card in found.cards] == ["Lotus Cobra"] and "choose one" not in found.text


def test_thirty_fifth_round_a_question_naming_a_card_is_not_an_ability_word_lookup(card_store):
    from answer.verdict import ability_word

    assert ability_word(analyse("threshold", "en"), card_store) == "threshold"
    werebear = card_store.card("Werebear")
    assert ability_word(analyse("threshold werebear", "en", [werebear]), card_store) is None
    assert ability_word(analyse("what is the stack", "en"), card_store) is None


def test_thirty_sixth_round_a_skipped_step_answers_no(card_store):
    """ "do we still go through the declare blockers step?" / 508.8 "…, skip the declare blockers and combat damage
    steps.": skipping is the "no" (not when the question asks whether it is skipped)."""
    found = verdict(card_store, "if nobody attacks, do we still go through the declare blockers step?", ["508.8"])
    assert found is not None and found.text.startswith("No. ") and "[508.8]" in found.text
    skipped = verdict(card_store, "if nobody attacks, do we skip the declare blockers step?", ["508.8"])
    assert skipped is not None and skipped.text.startswith("Yes. "), skipped.text


def test_thirty_sixth_round_a_walk_keyword_is_looked_up_as_landwalk(card_store):
    """ "forestwalk": only 702.14d's example says the word; the keyword's rule says what it does (702.14c), framed as
    a kind of landwalk."""
    rules = [card_store.rules[RuleId.parse("702.14d")]]
    found = define(analyse("forestwalk", "en"), card_store, rules)
    assert found is not None and found.text.startswith("Forestwalk is a kind of Landwalk (702.14): "), found
    assert "[702.14c]" in found.text
    spanish = define(analyse("cruzar bosques", "es"), card_store, rules)
    assert spanish is not None and spanish.text.startswith("Cruzar bosques (forestwalk) es un tipo de cruzar"), spanish


@pytest.mark.parametrize(
    ("question", "qtype"),
    [
        ("What actually happens to the remaining elf?", "what_happens"),
        ("¿qué pasa realmente con el elfo que queda?", "what_happens"),
    ],
)
def test_thirty_sixth_round_what_actually_happens(question, qtype):
    assert analyse(question, "es" if "¿" in question else "en").qtype.value == qtype


@pytest.mark.parametrize(
    ("question", "lang", "qtype"),
    [
        # may I find out a number: yes/no, not how many
        ("antes de lanzar Traumatize puedo contar cuantas cartas le quedan a mi rival en la biblioteca?", "es",
         "yes_no"),
        ("can I count how many cards are in my opponent's library?", "en", "yes_no"),
        ("how many cards are in my opponent's library?", "en", "how_many"),
    ],
)  # fmt: skip
def test_thirty_sixth_round_may_i_count(question, lang, qtype):
    assert analyse(question, lang).qtype.value == qtype


def test_thirty_sixth_round_skip_decides_only_a_step_asked(card_store):
    """508.8's "skip" answers whether the declare blockers step happens, not whether Icy Manipulator may tap."""
    found = verdict(
        card_store, "on my opponent's turn, can I tap his creature with Icy Manipulator so it can't attack?", ["508.8"]
    )
    assert found is None or not found.text.startswith("No. "), found.text


def test_forty_first_round_an_ability_word_typed_in_spanish_with_its_english_name_in_brackets(card_store):
    """ "aquelarre (coven)", "incursión (raid)": the bracketed English name is the one 207.2c lists; the Spanish is
    kept as typed beside it, and the English isn't added twice."""
    from answer.verdict import ability_word

    assert ability_word(analyse("incursión (raid)", "es"), card_store) == "raid"
    found = define(analyse("aquelarre (coven)", "es"), card_store, [card_store.rules[RuleId.parse("207.2c")]])
    assert found is not None and found.text.startswith("Aquelarre (coven) es una palabra de habilidad"), found
    assert ability_word(analyse("mi criatura (una 2/2)", "es"), card_store) is None


@pytest.mark.parametrize(
    ("ruling", "question", "negative"),
    [
        # a requirement checked only as the ability is activated, "not again when it resolves": it still works
        ("You may tap multiples of these in response to each other because the requirement for 7 cards is checked "
         "only at the time the ability is announced and not again when it resolves.",
         "i had 7 cards when i tapped it and 9 when it resolves. does the library still draw me a card?", False),
        ("You may tap multiples of these in response to each other because the requirement for 7 cards is checked "
         "only at the time the ability is announced and not again when it resolves.",
         "do i still need exactly seven cards in hand when the ability resolves?", True),
        # "won't … until after it's finished resolving": afterwards, it is
        ("This card won’t be put into your graveyard until after it’s finished resolving, which means it won’t be "
         "shuffled into your library as part of its own effect.",
         "does timetwister end up in my graveyard after it resolves?", False),
        ("Diminishing Returns won’t be put into your graveyard until after it’s finished resolving, which means it "
         "won’t be shuffled into your library as part of its own effect.",
         "does diminishing returns shuffle itself into my library after resolving?", True),
        ("This card won’t be put into your graveyard until after it’s finished resolving.",
         "is timetwister shuffled into my library?", True),
        # "two cards which may or may not be enchantments" allows both, it denies nothing
        ("You can discard either one enchantment card or two cards which may or may not be enchantments.",
         "can i discard two enchantment cards to thirst for meaning?", False),
        ("You can’t discard a land card this way.", "can i discard two lands to it?", True),
    ],
)  # fmt: skip
def test_forty_sixth_round_polarity_of_a_ruling(card_store, ruling, question, negative):
    from answer.verdict import _negative

    frame = analyse(question, "en", card_finder(card_store)(question))
    assert _negative(ruling, stems(question), None, frame=frame) is negative
