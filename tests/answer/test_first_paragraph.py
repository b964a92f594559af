"""Mechanisms that put the right verdict in the first paragraph: the subject of a yes/no combat question, dividing
damage among blockers, a trampler whose blocker is gone, and the legend reasoner staying quiet when no second
legend is made. English and Spanish, each with a case where the reasoner must not fire."""

from __future__ import annotations

import re

import pytest

from answer.analysis import analyse


def _verdict(ask, question: str, lang: str = "en"):
    return ask(question, lang)[1]


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        # the creature the question asks about is Thalia (named by her first word), not the blocker
        ("Thalia attacks and is blocked by Typhoid Rats. Does Thalia die to deathtouch?", "en", "No."),
        ("Thalia ataca y la bloquea Typhoid Rats. ¿Muere Thalia por el toque mortal?", "es", "No."),
        ("Thalia attacks and is blocked by Typhoid Rats. Do the Rats die?", "en", "Yes."),
    ],
)
def test_yes_no_combat_answers_about_the_creature_named_in_the_question(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "strikes"
    assert verdict.text.startswith(opener)


@pytest.mark.parametrize(
    ("question", "lang", "opener", "amount"),
    [
        ("Serra Angel is blocked by two Grizzly Bears. Can I split 1 damage to the first and 3 to the second?", "en",
         "Yes.", "4"),
        ("Serra Angel es bloqueada por dos Grizzly Bears. ¿Puedo repartir 1 daño al primero y 3 al segundo?", "es",
         "Sí.", "4"),
        # more than its power: no
        ("Serra Angel is blocked by two Grizzly Bears. Can I split 3 damage to the first and 3 to the second?", "en",
         "No.", "6"),
    ],
)  # fmt: skip
def test_dividing_damage_among_blockers(ask, question, lang, opener, amount):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "combat"
    assert verdict.text.startswith(opener) and amount in verdict.text and "[510.1c]" in verdict.text


def test_dividing_damage_needs_two_blockers(ask):
    verdict = _verdict(ask, "Serra Angel is blocked by Grizzly Bears. Can I split damage?")
    assert verdict is None or verdict.reasoner != "combat"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Colossal Dreadmaw attacks, is blocked by Grizzly Bears and I bounce the blocker. How much damage does my "
         "opponent take?", "en"),
        ("Ataco con Colossal Dreadmaw, me lo bloquean y devuelvo al bloqueador a la mano. ¿Cuánto daño le hago al "
         "rival?", "es"),
    ],
)  # fmt: skip
def test_trampler_by_its_oracle_text_with_its_blocker_gone(ask, question, lang):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "combat"
    assert "6" in verdict.text and "702.19d" in verdict.text


def test_trample_from_oracle_text_not_used_for_a_question_about_dying(ask):
    verdict = _verdict(ask, "Bloqueo a un Colossal Dreadmaw con mis Typhoid Rats. ¿Muere el Dreadmaw?", "es")
    assert verdict is not None and verdict.reasoner == "strikes" and verdict.text.startswith("Sí.")


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Thalia blocks another creature of mine. If I give my Colossal Dreadmaw first strike after the first "
         "combat damage step, does it deal damage in the second one?", "en"),
        ("Hay dañar primero en el combate (Thalia bloquea a otra criatura mía). Si después del primer paso de daño "
         "le doy dañar primero a mi Colossal Dreadmaw, ¿hace daño en el segundo paso?", "es"),
    ],
)  # fmt: skip
def test_legend_rule_quiet_without_a_second_legend(ask, question, lang):
    verdict = _verdict(ask, question, lang)
    assert verdict is None or verdict.reasoner != "legend"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I already control Thalia, Guardian of Thraben and I cast a second Thalia. What happens?", "en"),
        ("Controlo Thalia, Guardian of Thraben y mi oponente lanza Spark Double copiando su propia Thalia. "
         "¿Qué pasa?", "es"),
    ],
)  # fmt: skip
def test_legend_rule_fires_for_a_second_legend(ask, question, lang):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "legend"


@pytest.mark.parametrize(
    ("question", "lang", "amount"),
    [
        # Gisela doubles damage to opponents but prevents half (rounded up) of the damage dealt to you
        ("Tengo a Gisela, Blade of Goldnight y mi rival me tira un Lightning Bolt a la cara. ¿Cuánto daño recibo?",
         "es", "1"),
        ("I control Gisela, Blade of Goldnight and I Lightning Bolt my opponent. How much damage do they take?", "en",
         "6"),
    ],
)  # fmt: skip
def test_damage_modifiers_apply_to_the_player_they_name(ask, question, lang, amount):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "replacement"
    assert re.search(rf"\b{amount} (damage|de daño)", verdict.text)


def test_scoped_damage_modifier_without_a_recipient_does_not_fire(ask):
    verdict = _verdict(ask, "Gisela, Blade of Goldnight is out and a Lightning Bolt is cast. How much damage?")
    assert verdict is None or verdict.reasoner != "replacement"


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("si mi oponente ataca con Questing Beast y le tiro Fog, ¿previene el daño de combate?", "es", "No."),
        ("My opponent attacks with Questing Beast and I cast Fog. Does Fog prevent the combat damage?", "en", "No."),
    ],
)
def test_damage_that_cant_be_prevented(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "replacement"
    assert verdict.text.startswith(opener) and "615.12" in verdict.text


def test_fog_without_questing_beast_prevents(ask):
    verdict = _verdict(
        ask, "My opponent attacks with Grizzly Bears and I cast Fog. Does Fog prevent the combat damage?"
    )
    assert verdict is None or not verdict.text.startswith("No.")


@pytest.mark.parametrize(
    ("question", "lang", "who"),
    [
        ("Tengo activo Circle of Protection: Red y además un escudo de Healing Salve para mí. Cuando me llega el "
         "Lightning Bolt, ¿cuál se aplica y quién lo decide?", "es", "Tú eliges"),
        ("I have Circle of Protection: Red active and a Healing Salve shield on me. When the Lightning Bolt hits me, "
         "who decides which applies?", "en", "You choose"),
    ],
)  # fmt: skip
def test_who_orders_replacement_and_prevention_effects(ask, question, lang, who):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "replacement"
    assert verdict.text.startswith(who) and "616.1" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "amount"),
    [
        ("I attack with a 5/5 double striker with trample and they block with a 2/2. How much damage do they take?",
         "en", "8"),
        ("Ataco con una 4/4 con arrollar y dañar dos veces, me bloquean con una 2/2. ¿Cuánto daño recibe el rival?",
         "es", "6"),
    ],
)  # fmt: skip
def test_double_strike_with_trample_adds_both_steps(ask, question, lang, amount):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "combat"
    assert verdict.text.startswith(amount) or f" {amount} " in verdict.text.split(":")[0]
    assert "702.4b" in verdict.text


def test_double_strike_with_trample_quiet_when_a_blocker_strikes_first(ask):
    verdict = _verdict(
        ask, "I attack with a 5/5 double striker with trample and they block with a 2/2 with first strike. How much "
        "damage do they take?"
    )  # fmt: skip
    assert verdict is None or "702.4b" not in verdict.text


@pytest.mark.parametrize(
    "question",
    [
        "My Vampire Nighthawk blocks a Colossal Dreadmaw. How much damage tramples over to me?",
        "Colossal Dreadmaw is blocked by Vampire Nighthawk. How much damage tramples over?",
    ],
)
def test_the_blockers_deathtouch_does_not_make_the_attackers_damage_lethal(ask, question):
    verdict = _verdict(ask, question)
    assert verdict is not None and verdict.reasoner == "combat"
    assert "3 damage tramples over" in verdict.text and "Colossal Dreadmaw must" in verdict.text


@pytest.mark.parametrize(
    ("asked", "sentence", "off"),
    [
        # "come back" is a return; a sentence about triggers can't say yes to it
        ("does rancor come back to my hand", "Some zone-change triggers look back in time.", True),
        ("¿vuelve a la mano?", "Some zone-change triggers look back in time.", True),
        ("does rancor come back to my hand", "Return it to its owner's hand.", False),
        # a sentence about no game event at all is not judged off topic
        ("does rancor come back to my hand", "There are two main phases in a turn.", False),
    ],
)
def test_a_sentence_about_other_events_is_off_topic(asked, sentence, off):
    from answer.analysis import events_in
    from answer.verdict import _off_topic

    assert _off_topic(events_in(asked), sentence) is off


@pytest.mark.parametrize(
    ("question", "lang", "sentence", "required"),
    [
        ("Can I just choose no target so its trigger does nothing?", "en", "It must target itself.", True),
        ("¿Puedo no elegir objetivo para que no haga nada?", "es", "It must target itself.", True),
        # a permission, or a question that doesn't ask to skip: not a "no"
        ("Can I just choose no target?", "en", "You may choose any target.", False),
        ("Can I target my own creature?", "en", "It must target a creature.", False),
    ],
)
def test_a_requirement_answers_no_to_can_i_skip(question, lang, sentence, required):
    from answer.verdict import _required

    assert _required(analyse(question, lang), sentence) is required


@pytest.mark.parametrize(
    ("question", "lang", "key"),
    [
        ("Es mi turno y muere una criatura. Yo tengo Blood Artist y mi rival también tiene uno. ¿Qué habilidad se "
         "resuelve primero?", "es", "(es el jugador no activo)"),
        ("It's my opponent's turn and a creature dies. I have Blood Artist and my opponent has one too. Which trigger "
         "resolves first?", "en", "Your Blood Artist trigger resolves first (you are the non-active player)"),
    ],
)  # fmt: skip
def test_apnap_when_both_players_control_the_trigger(ask, question, lang, key):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "stack_order"
    assert key in verdict.text and "603.3b" in verdict.text


def test_apnap_needs_both_players(ask):
    verdict = _verdict(ask, "I have Blood Artist and a creature dies. What resolves first?")
    assert verdict is None or "603.3b" not in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "key"),
    [
        ("Both of us are at 3 and a spell deals 3 to each player. Who wins?", "en", "The game is a draw"),
        ("Ambos estamos a 2 vidas y un hechizo hace 2 de daño a cada jugador. ¿Quién gana?", "es",
         "La partida termina en empate"),
        ("We're both at 5 life and a spell deals 3 damage to each player. Who wins?", "en", "Nobody loses"),
    ],
)  # fmt: skip
def test_life_totals_reaching_zero_together(ask, question, lang, key):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "life_totals"
    assert verdict.text.startswith(key) and "704.5a" in verdict.text


def test_life_totals_need_both_totals(ask):
    verdict = _verdict(ask, "A spell deals 3 damage to each player. Who wins?")
    assert verdict is None or verdict.reasoner != "life_totals"


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("My Giant Growthed Grizzly Bears took 4 damage in combat. Does it die at end of turn when Giant Growth "
         "wears off?", "en", "No."),
        ("Mis Grizzly Bears con Giant Growth recibieron 4 de daño en combate. ¿Mueren al final del turno cuando se "
         "acaba el efecto?", "es", "No."),
    ],
)  # fmt: skip
def test_damage_and_until_end_of_turn_effects_end_together(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "cleanup"
    assert verdict.text.startswith(opener) and "514.2" in verdict.text


def test_damage_lethal_even_with_the_pump_kills_at_once(ask):
    verdict = _verdict(
        ask, "Grizzly Bears with Giant Growth took 6 damage. Does it die at end of turn when Giant Growth wears off?"
    )
    assert verdict is not None and verdict.reasoner == "cleanup"
    assert (
        verdict.text.startswith("Yes. It dies, and right away rather than at end of turn: 6 damage")
        and "704.5g" in verdict.text
    )
    survives = _verdict(
        ask, "Grizzly Bears with Giant Growth took 6 damage. Does it survive when Giant Growth wears off?"
    )
    assert survives is None or survives.reasoner != "cleanup"


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("Does a 1/1 deathtouch creature kill an indestructible blocker?", "en", "No."),
        ("¿El toque mortal mata a una criatura indestructible?", "es", "No."),
        ("Can I sacrifice a creature with indestructible?", "en", "Yes."),
        ("¿Puedo sacrificar una criatura indestructible?", "es", "Sí."),
        ("Si mi criatura tiene 0 de resistencia pero es indestructible, ¿muere?", "es", "Sí."),
    ],
)
def test_indestructible_against_deathtouch_sacrifice_and_zero_toughness(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "survival"
    assert verdict.text.startswith(opener)


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("Can I respond to a triggered ability?", "en", "Yes."),
        ("¿Puedo responder a una habilidad disparada?", "es", "Sí."),
        ("Can I respond to a Blood Artist trigger targeting me? Like, does it use the stack?", "en", "Yes."),
    ],
)
def test_triggered_abilities_use_the_stack(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "timing"
    assert verdict.text.startswith(opener) and "603.3" in verdict.text


@pytest.mark.parametrize(
    "question", ["Can I respond to Llanowar Elves' mana ability?", "Can I respond to my opponent playing a land?"]
)
def test_uses_the_stack_quiet_for_mana_abilities_and_lands(ask, question):
    verdict = _verdict(ask, question)
    assert verdict is None or verdict.reasoner != "timing"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I attack with Serra Angel and it's blocked by Grizzly Bears. How much damage does my opponent take?", "en"),
        ("Ataco con Serra Angel y me bloquean con un Grizzly Bears. ¿Cuánto daño recibe el rival?", "es"),
    ],
)
def test_blocked_without_trample_deals_the_player_nothing(ask, question, lang):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "player_damage"
    assert re.search(r"\b0 (combat damage|de daño)", verdict.text) and "510.1c" in verdict.text


def test_a_question_about_the_exception_reads_the_sentence_as_yes():
    from answer.text import stems
    from answer.verdict import _asks_the_exception

    sentence = "A creature with flying can’t be blocked except by creatures with flying and/or reach."
    assert _asks_the_exception(sentence, stems("does a creature with reach block flyers"))
    assert not _asks_the_exception(sentence, stems("can a creature without flying block a flyer"))


@pytest.mark.parametrize(
    ("sentence", "negative"),
    [
        ("Any spell you cast that doesn’t have the type creature will cause prowess to trigger.", False),
        (
            "Because a spell with overload doesn’t target when its overload cost is paid, it may affect permanents.",
            False,
        ),
        ("Damage dealt to a creature doesn’t destroy it.", True),
        ("A player can’t sacrifice something that isn’t a permanent.", True),
        ("No game effect can cause you to lose the game.", True),
    ],
)
def test_negation_read_from_the_main_clause(sentence, negative):
    from answer.verdict import _NEGATIVE, main_clause

    assert bool(_NEGATIVE.search(main_clause(sentence))) is negative


@pytest.mark.parametrize(
    ("sentence", "negative_for_an_outcome"),
    [
        ("The controller of the exiled creature isn’t required to search their library for a basic land.", False),
        ("You don’t have to attack with it.", False),
        ("It isn’t required to attack, and it can’t block.", True),
    ],
)
def test_a_duty_denied_is_an_option_unless_the_duty_is_asked(sentence, negative_for_an_outcome):
    """ "Do I get the land?" → yes (the player may search); "do I have to search?" → no."""
    from answer.verdict import _negative

    assert _negative(sentence, set(), {}) is negative_for_an_outcome
    assert _negative(sentence, set(), {}, duty_asked=True) is True


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("Mi Thalia tiene dañar primero y la bloquea una criatura 2/1. ¿Thalia recibe daño?", "es", "No."),
        ("Thalia attacks and is blocked by Grizzly Bears. Does Thalia take damage?", "en", "No."),
        ("Vampire Nighthawk attacks and is blocked by Grizzly Bears. Does Nighthawk take damage?", "en", "Yes."),
    ],
)
def test_does_the_creature_take_damage(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "strikes"  # not the legend rule, not the player's damage
    assert verdict.text.startswith(opener)


def test_a_pt_is_not_a_count_of_legends(ask):
    verdict = _verdict(ask, "Mi Thalia la bloquea una criatura 2/1. ¿Qué pasa?", "es")
    assert verdict is None or verdict.reasoner != "legend"


def test_indestructible_given_by_a_spell_to_a_named_creature(ask):
    verdict = _verdict(
        ask, "Le di indestructible a mi Baneslayer Angel con Gods Willing y el rival le da -5/-5. ¿Muere?", "es"
    )
    assert verdict is not None and verdict.reasoner == "survival" and verdict.text.startswith("Sí.")


@pytest.mark.parametrize(
    ("question", "lang", "sentence", "contrary"),
    [
        ("¿El maná que no uso se queda en mi reserva al pasar de paso?", "es",
         "As each step or phase ends, any unspent mana left in a player’s mana pool empties.", True),
        ("Does the mana stay in my pool?", "en", "Each player’s mana pool empties at the end of each step.", True),
        ("Can I block with a tapped creature?", "en", "The defending player chooses which untapped creatures block.",
         True),
        # the same word on both sides is no contradiction
        ("Can I block with an untapped creature?", "en", "The defending player chooses which untapped creatures block.",
         False),
        # damage asked for, damage prevented
        ("¿le puedo hacer daño con Pyroclasm?", "es",
         "Any damage that would be dealt by sources that have the stated quality to a permanent or player with "
         "protection is prevented.", True),
        ("Is the damage prevented?", "en", "Any damage that would be dealt by red sources is prevented.", False),
    ],
)  # fmt: skip
def test_a_sentence_saying_the_opposite_of_the_asked_clause_answers_no(question, lang, sentence, contrary):
    from answer.verdict import _contrary

    assert _contrary(analyse(question, lang), sentence) is contrary


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Mi criatura con arrollar es bloqueada y el rival saca a su bloqueadora con un parpadeo antes del daño. "
         "¿Cuánto daño me llega?", "es"),
        ("My creature with trample is blocked and the blocker is exiled before damage. How much damage goes through?",
         "en"),
    ],
)  # fmt: skip
def test_trample_with_its_blocker_removed_and_no_numbers(ask, question, lang):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "combat" and "702.19d" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Mi rival le tira Lightning Bolt a mi Grizzly Bears y lo sacrifico con Sakura-Tribe Elder. ¿Qué pasa con el "
         "Bolt?", "es", "Lightning Bolt no se resuelve"),
        ("My opponent Bolts my Grizzly Bears and I sacrifice it. What happens to the Lightning Bolt?", "en",
         "Lightning Bolt doesn't resolve"),
        # every target illegal: it doesn't resolve at all, so no card is drawn
        ("I Electrolyze two creatures, 1 damage each, and both get hexproof in response. Do I still draw?", "en",
         "No."),
        # one of two targets illegal: it resolves, and the card is drawn
        ("Tiro Electrolyze repartiendo 1 daño a dos criaturas. En respuesta, una gana protección contra el rojo con "
         "Mother of Runes. ¿Sigo robando carta?", "es", "Sí."),
    ],
)  # fmt: skip
def test_targets_on_resolution(ask, question, lang, start):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "targets"
    assert verdict.text.startswith(start) and "608.2b" in verdict.text


def test_a_spell_that_kills_its_target_is_not_a_fizzle(ask):
    verdict = _verdict(ask, "I cast Lightning Bolt at Grizzly Bears. Does the Bolt kill it?")
    assert verdict is None or verdict.reasoner != "targets"


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        # "It had deathtouch": the creature the question is about, not the blocker named just before
        ("My Colossal Dreadmaw gets blocked by a Grizzly Bears. It had deathtouch too. How much damage tramples "
         "over?", "5"),
        ("Colossal Dreadmaw is blocked by one Grizzly Bears. I'd equipped Basilisk Collar on it first. How much "
         "tramples through?", "5"),
    ],
)  # fmt: skip
def test_deathtouch_from_a_pronoun_or_an_equipment(ask, question, amount):
    verdict = _verdict(ask, question)
    assert verdict is not None and verdict.reasoner == "combat" and f"{amount} damage tramples over" in verdict.text


def test_a_trampler_said_not_to_have_trample(ask):
    verdict = _verdict(
        ask,
        "My Colossal Dreadmaw is blocked and I bounce the blocker. It didn't have trample. How much damage to the "
        "player?",
    )
    assert verdict is not None and verdict.reasoner == "player_damage" and "0 combat damage" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("I control both Kalitas, Traitor of Ghet and Leyline of the Void. My opponent's creature gets destroyed. Who "
         "decides which replacement applies?", "en", "Your opponent chooses"),
    ],
)  # fmt: skip
def test_who_chooses_between_replacement_effects(ask, question, lang, start):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "replacement"
    assert verdict.text.startswith(start) and "616.1" in verdict.text


def test_who_chooses_needs_two_effects(ask):
    verdict = _verdict(ask, "I control Leyline of the Void. Who decides where the creature goes?")
    assert verdict is None or "616.1" not in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "amount"),
    [
        ("Lanzo Fling sacrificando mi Colossal Dreadmaw contra mi rival. Tengo a Torbran, Thane of Red Fell en mesa. "
         "¿Cuánto daño le hago?", "es", "8"),
        ("I control Torbran, Thane of Red Fell and cast Fling sacrificing Grizzly Bears at my opponent. How much "
         "damage?", "en", "4"),
    ],
)  # fmt: skip
def test_damage_equal_to_the_sacrificed_creatures_power(ask, question, lang, amount):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "replacement"
    assert re.search(rf"\b{amount} (damage|de daño)", verdict.text)


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("¿Puedo responder cuando mi rival juega una tierra? La tierra es Bojuka Bog.", "es", "Sí."),
        ("Can I respond when my opponent plays Bojuka Bog?", "en", "Yes."),
    ],
)
def test_a_lands_enters_trigger_can_be_responded_to(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "timing"
    assert verdict.text.startswith(opener) and "603.3" in verdict.text


def test_a_land_without_a_trigger_is_not_the_land_trigger_case(ask):
    verdict = _verdict(ask, "Can I respond to my opponent playing a land?")
    assert verdict is None or "603.3" not in verdict.text


@pytest.mark.parametrize(("question", "lang"), [("toque mortal arrollar", "es"), ("deathtouch and trample", "en")])
def test_the_deathtouch_trample_pair_as_a_lookup(ask, question, lang):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "combat" and "1" in verdict.text and "702.2c" in verdict.text


def test_one_keyword_alone_is_not_the_pair(ask):
    verdict = _verdict(ask, "deathtouch")
    assert verdict is None or verdict.reasoner != "combat"


def test_a_contrary_sentence_decides_over_a_closer_one(card_store):
    from answer.text import Idf, stems
    from answer.verdict import select
    from ingest.ruleid import RuleId

    question = "Does unused mana stay in my pool between steps?"
    frame = analyse(question, "en")
    idf = Idf(rule.text for rule in card_store.rules.values())
    found = select(frame, [card_store.rules[RuleId.parse("106.4")]], card_store, idf, stems(question))
    assert found is not None and found.text.startswith("No.") and "empties" in found.text


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("I control two Thalia, Guardian of Thraben. Does the legend rule apply?", "en", "Yes."),
        ("My opponent and I both control Thalia, Guardian of Thraben. Does the legend rule kill one of them?", "en",
         "No."),
        ("Controlo Mirror Gallery y dos Thalia, Guardian of Thraben. ¿Se aplica la regla de leyendas?", "es", "No."),
        # one each: the rule counts per controller
        ("We each control a Thalia, Guardian of Thraben. Does one die?", "en", "No."),
        ("Tenemos una Thalia cada uno, ¿se muere alguna?", "es", "No."),
    ],
)  # fmt: skip
def test_does_the_legend_rule_apply(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "legend" and verdict.text.startswith(opener)


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("My opponent Bolts my Grizzly Bears and I respond with Giant Growth. Does my Grizzly Bears die?", "en", "No."),
        ("Lanzo Shock a su Grizzly Bears, responde con Giant Growth y yo respondo con Lightning Bolt a los Bears. "
         "¿Muere el oso?", "es", "Sí."),
    ],
)  # fmt: skip
def test_damage_and_pump_spells_resolved_in_order(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "stack_damage" and verdict.text.startswith(opener)


def test_stack_damage_quiet_for_a_spell_it_cannot_read(ask):
    verdict = _verdict(
        ask, "My opponent casts Doom Blade on my Grizzly Bears and I respond with Giant Growth. Does it die?"
    )
    assert verdict is None or verdict.reasoner != "stack_damage"


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("Le tiro Lightning Bolt a mi rival y me lo contrarresta con Counterspell. Le respondo con otro "
         "Counterspell. ¿Se resuelve mi Bolt?", "es", "Sí."),
        ("I cast Lightning Bolt, my opponent casts Counterspell on it, and I respond with my own Counterspell on "
         "theirs. Does my Bolt resolve?", "en", "Yes."),
        ("I cast Lightning Bolt and my opponent responds with Counterspell. Does my Bolt resolve?", "en", "No."),
    ],
)  # fmt: skip
def test_a_chain_of_counterspells(ask, question, lang, opener):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "counter_war" and verdict.text.startswith(opener)


def test_a_counterspell_chain_needs_the_first_spell_asked_about(ask):
    verdict = _verdict(ask, "I cast Lightning Bolt and my opponent casts Counterspell. Can I respond?")
    assert verdict is None or "701.6a" not in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "opener", "rule"),
    [
        ("Opponent attacks with Questing Beast. Can I block it with a Grizzly Bears?", "en", "No.", "509.1b"),
        ("¿Puede mi rival bloquear a Questing Beast con una ficha 1/1?", "es", "No.", "509.1b"),
        ("Can Craw Wurm block Questing Beast?", "en", "Yes.", "509.1b"),
        ("Can my Grizzly Bears block Serra Angel?", "en", "No.", "702.9b"),
        ("¿Puede mi Grizzly Bears bloquear a Serra Angel?", "es", "No.", "702.9b"),
    ],
)
def test_blocking_restrictions_from_the_attackers_oracle_text(ask, question, lang, opener, rule):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "blocking"
    assert verdict.text.startswith(opener) and rule in verdict.text


def test_blocking_quiet_without_evasion(ask):
    verdict = _verdict(ask, "Can my Grizzly Bears block Colossal Dreadmaw?")
    assert verdict is None or verdict.reasoner != "blocking"


@pytest.mark.parametrize(
    ("question", "lang", "amount"),
    [
        ("Colossal Dreadmaw is blocked by two Grizzly Bears. How much damage tramples over?", "en", "2"),
        ("Colossal Dreadmaw es bloqueado por dos Grizzly Bears. ¿Cuánto daño pasa al jugador?", "es", "2"),
    ],
)
def test_a_count_before_a_named_creature_is_that_many(ask, question, lang, amount):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "combat"
    assert re.search(rf"\b{amount} (damage|de daño)", verdict.text) and verdict.text.count("Grizzly Bears") >= 2


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("I have Blood Artist and 3 other creatures, and Wrath of God kills them all. How many Blood Artist "
         "triggers?", "en", "4 triggers"),
        ("I have two Blood Artist and 3 other creatures, and Wrath of God kills them all. How many Blood Artist "
         "triggers?", "en", "10 triggers"),
        ("Lanzo Wrath of God con Blood Artist y otras tres criaturas en el campo. ¿Cuántas veces se dispara Blood "
         "Artist?", "es", "4 disparos"),
        # every count of who dies, on both sides
        ("Wrath of God mata a mi Blood Artist, a otras 2 criaturas mías y a 3 del rival. ¿Cuántas veces se dispara "
         "Blood Artist?", "es", "6 disparos"),
    ],
)  # fmt: skip
def test_dies_triggers_counted_per_creature_and_copy(ask, question, lang, start):
    verdict = _verdict(ask, question, lang)
    assert verdict is not None and verdict.reasoner == "trigger_count"
    assert verdict.text.startswith(start) and "603.2c" in verdict.text


def test_trigger_count_needs_who_dies(ask):
    verdict = _verdict(ask, "How many times does Blood Artist trigger?")
    assert verdict is None or verdict.reasoner != "trigger_count"


def test_blocking_with_the_evasive_creature_reads_its_flying_the_other_way(ask):
    """Flying limits what can block the flier, not what it can block (702.9b); it used to stay quiet."""
    verdict = _verdict(ask, "Can my Serra Angel block a Grizzly Bears?")
    assert verdict is not None and verdict.reasoner == "blocking"
    assert verdict.text.startswith("Yes. ") and "[702.9b]" in verdict.text


@pytest.mark.parametrize(
    ("question", "opener"),
    [
        # "kill" asks about the other creature; "Ace" (three letters) names Fencing Ace
        ("Fencing Ace attacks and gets blocked by White Knight. Does my Ace get to hit it twice and kill it?", "No."),
        ("Thalia attacks and is blocked by Typhoid Rats. Do the Rats kill Thalia?", "No."),
        ("Thalia attacks and is blocked by Typhoid Rats. Does Thalia kill the Rats?", "Yes."),
    ],
)
def test_kill_asks_whether_the_other_creature_dies(ask, question, opener):
    verdict = _verdict(ask, question)
    assert verdict is not None and verdict.reasoner == "strikes" and verdict.text.startswith(opener)
