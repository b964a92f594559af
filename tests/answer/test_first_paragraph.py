"""Mechanisms that put the right verdict in the first paragraph: the subject of a yes/no combat question, dividing
damage among blockers, a trampler whose blocker is gone, and the legend reasoner staying quiet when no second
legend is made. English and Spanish, each with a case where the reasoner must not fire."""

from __future__ import annotations

import pytest


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
