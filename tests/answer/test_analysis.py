"""Question analysis helpers read one fact each, in one place."""

from __future__ import annotations

import pytest

from answer.analysis import QType, analyse, x_said


@pytest.mark.parametrize(
    ("folded", "x"),
    [("lanzo fireball con x=5", 5), ("walking ballista with x of 2", 2), ("x es 4 y", 4), ("for x = 3", 3),
     ("i cast it for x3", 3), ("i cast lightning bolt", None), ("i slam endless one paying 2 for x", 2),
     ("lo bajo pagando 3 por la x", 3), ("with x being 4", 4), ("i pay 2 for the kicker", None)],
)  # fmt: skip
def test_the_value_of_x_is_read_in_one_place(folded, x):
    assert x_said(folded) == x


def test_a_three_word_asking_tail_is_the_clause_a_two_word_one_a_tag():
    assert analyse("im at 40, trigger on the stack, opp bolts me in response, do i win?", "en").clause == "do i win"
    assert analyse("it dies, does it?", "en").clause == "it dies, does it"


@pytest.mark.parametrize(
    ("question", "qtype"),
    [
        ("i act of treason their elder. When does opp get it back?", QType.WHEN),
        ("¿cuándo se sacrifica la saga?", QType.WHEN),
        ("when my creature dies, does blood artist trigger?", QType.YES_NO),
        # a permanent set beside the ask, or a condition with no comma, then a yes/no ask
        ("with doubling season out does chandra's +1 put 2 loyalty counters on her?", QType.YES_NO),
        ("if it dies again does persist work?", QType.YES_NO),
        # a number asked between two; a "cuando" clause before a yes/no ask with no question word
        ("I giant growth my 2/2 and then fling it. does fling deal 2 or 5?", QType.HOW_MANY),
        ("cuando pega con infectar, ¿ese daño cuenta también como daño de comandante?", QType.YES_NO),
        ("cuando muere mi criatura, ¿cuándo se dispara?", QType.WHEN),
    ],
)
def test_when_with_its_own_auxiliary_asks_when(question, qtype):
    assert analyse(question, "auto").qtype is qtype


@pytest.mark.parametrize(
    ("question", "lang", "qtype"),
    [
        # "do" opens "donde", "dos": a yes/no auxiliary only as a whole word
        ("me tiran un pacifism y devuelvo mi bicho con unsummon. donde acaba el pacifism?", "es", QType.OTHER),
        ("dos thalias en mesa, se va una?", "es", QType.YES_NO),
        # a question word opening the last clause after a comma
        ("tengo leyline of the void y mato una criatura de mi oponente, a donde va?", "es", QType.OTHER),
        # a statement typed with a question mark, to confirm
        (
            "opp has thalia heretic cathar. so my goblin guide comes in tapped even tho it has haste?",
            "en",
            QType.YES_NO,
        ),
    ],
)
def test_question_words_and_confirmations(question, lang, qtype):
    assert analyse(question, lang).qtype is qtype


@pytest.mark.parametrize(
    ("question", "qtype"),
    [
        ("now he flings it at that player. dead to commander damage?", "yes_no"),
        ("i swing with the 5/5 into his 2/2 chump. lethal?", "yes_no"),
        ("now he flings it at that player. how much damage?", "how_many"),
    ],
)
def test_forty_sixth_round_a_yes_no_asked_without_its_verb(question, qtype):
    assert analyse(question, "en", []).qtype.value == qtype
