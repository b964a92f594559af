"""The Spanish framing check finds English the service wrote, and accepts labeled English quotes."""

from __future__ import annotations

import asyncio

from answer.i18n import STRINGS
from evaluation.framing import check_answers, framing_problems, split_quotes


def test_old_formula_and_english_titles_are_caught():
    answer = (
        "Respuesta breve: La regla 702.12a dice: «Indestructible is a static ability.»\n\n"
        "Las reglas:\n\n[510.2] Combat Damage Step\n“Each creature deals damage.”\n  Ejemplo: If a creature dies."
    )
    problems = framing_problems(answer)
    assert any("unlabeled English quote" in p for p in problems)
    assert any("'Combat Damage Step'" in p for p in problems)
    assert any("'If'" in p or "'creature'" in p for p in problems)


def test_labeled_english_quotes_and_spanish_framing_pass():
    answer = (
        "Respuesta breve: “Indestructible is a static ability.” [702.12a, texto oficial en inglés]\n\n"
        "[510.2] Paso de daño de combate (texto oficial en inglés)\n“Each creature assigns “lethal” damage.”\n"
        "  Ejemplo (texto oficial en inglés): “If a creature dies, it’s put into the graveyard.”\n\n"
        "Reglas Completas, edición del 2026-06-19."
    )
    assert framing_problems(answer) == []
    assert check_answers([("q", answer)]).rate == 1.0


def test_nested_quotes_stay_inside():
    outside, quotes = split_quotes("dice “a “b” c” fin")
    assert outside == "dice  fin"
    assert quotes == ["a “b” c"]


class _Filled(dict):
    """Placeholders the test does not name (card names, numbers) are filled with a number."""

    def __missing__(self, key: str) -> str:
        return "3"


def test_spanish_strings_have_no_english_left():
    for key, text in STRINGS["es"].items():
        filled = text.format_map(_Filled(rule="702.19b", quote="x", edition="2026-06-19"))
        assert framing_problems(filled) == [], key


def test_spanish_answers_of_the_extractive_composer_are_framed_in_spanish(small_searcher):
    from app.core.config import Settings
    from app.main import build_judge

    judge = build_judge(small_searcher, Settings())
    questions = [
        "¿Qué pasa si el objetivo de mi hechizo se vuelve ilegal antes de que se resuelva?",
        "¿Quién elige el orden si dos efectos de reemplazo se aplican al mismo evento?",
        "¿Cuándo se comprueban las acciones basadas en estado?",
        "¿Qué dice la regla 704.5j?",
        "¿Cuál es la mejor receta de paella?",
    ]
    answers = [(q, asyncio.run(judge.ask(q, mode="extractive"))) for q in questions]
    assert all(a.lang == "es" for _, a in answers)
    assert not answers[-1][1].answered
    report = check_answers((q, a.answer) for q, a in answers)
    assert report.problems == []
    # English-only rule text is labeled, and its titles are Spanish
    assert "texto oficial en inglés" in answers[2][1].answer
    assert "Acciones basadas en estado" in answers[2][1].answer


def test_card_names_are_names_not_english_framing():
    answer = (
        "Las cartas: texto Oracle y resoluciones (texto oficial en inglés):\n"
        "- Texto Oracle de Raise the Alarm: “Create two 1/1 white Soldier creature tokens.”"
    )
    assert framing_problems(answer) == ["English word outside quotes: 'the'"]
    assert framing_problems(answer, names=["Raise the Alarm"]) == []
    assert check_answers([("q", answer, ["Raise the Alarm"])]).rate == 1.0
    assert check_answers([("q", answer)]).rate == 0.0


def test_words_are_whole_words_with_accents_and_curly_apostrophes():
    # "prohíbe" is one Spanish word, not "proh" + the English "be"
    assert framing_problems("Ninguna regla ni efecto le prohíbe lanzarlo. [601.3]") == []
    problems = framing_problems("No, it can’t: that’s the rule.")
    assert 'English word outside quotes: "can\'t"' in problems
    assert 'English word outside quotes: "that\'s"' in problems


def test_a_quote_cut_inside_a_nested_quote_leaves_english_outside():
    # a sentence split inside “{2}: Transform this token.” quoted on its own is caught, not passed
    answer = "3. “Transform this token.” Its back face is a 0/0 artifact creature.” [111.10i, texto oficial en inglés]"
    assert "English word outside quotes: 'Its'" in framing_problems(answer)


def test_each_list_item_needs_its_own_label_or_the_heads():
    steps = (
        "Por qué, paso a paso:\n"
        "1. “Dryad Arbor is played as a land.” [Dríada enramada, Resolución del 2007-05-01 (texto oficial en inglés)]\n"
        "2. “You can’t play Dryad Arbor during another player’s turn.” [601.3]"
    )
    assert framing_problems(steps) == [
        "unlabeled English quote: “You can’t play Dryad Arbor during another player’s turn.”"
    ]
    cards = (
        "Las cartas: texto Oracle y resoluciones (texto oficial en inglés):\n"
        "- Texto Oracle de Dríada enramada: “Dryad Arbor isn't a spell, it's affected by summoning sickness.”"
    )
    assert framing_problems(cards) == []


def test_a_count_of_one_counter_is_singular_in_both_languages():
    from answer.i18n import t

    assert "gives them 1 poison counter instead" in t("en", "player.poison", name="Blighted Agent", n="1")
    assert "le dan 1 contador de veneno" in t("es", "player.poison", name="Blighted Agent", n="1")
    assert "gives them 11 poison counters" in t("en", "player.poison", name="Blighted Agent", n="11")


def test_no_framing_key_is_written_twice():
    """A key written twice in a dict literal silently keeps the later text: one of the two templates is lost."""
    import ast
    from pathlib import Path

    import answer.i18n

    tree = ast.parse(Path(answer.i18n.__file__).read_text(encoding="utf-8"))
    tables = [node for node in ast.walk(tree) if isinstance(node, ast.Dict) and len(node.keys) > 50]
    assert len(tables) == 2
    for table in tables:
        keys = [key.value for key in table.keys if isinstance(key, ast.Constant)]
        assert len(keys) == len(set(keys)), sorted({k for k in keys if keys.count(k) > 1})


def test_an_english_color_or_keyword_in_a_spanish_sentence_is_english_framing():
    leak = "No. Serra Angel no puede bloquear a Black Knight: Black Knight tiene protección contra white."
    assert framing_problems(leak, names=["Serra Angel", "Black Knight"]) == ["English word outside quotes: 'white'"]
    fixed = "No. Serra Angel no puede bloquear a Black Knight: Black Knight tiene protección contra blanco."
    assert framing_problems(fixed, names=["Serra Angel", "Black Knight"]) == []


def test_every_english_template_has_a_spanish_one():
    """A Spanish answer looks its templates up by the English key: one missing would fail the answer, not the build.
    (Spanish has more: the keyword, colour and type words an English sentence writes as they are.)"""
    missing = sorted(set(STRINGS["en"]) - set(STRINGS["es"]))
    assert missing == []
    extra = {key.rsplit(".", 1)[0] for key in set(STRINGS["es"]) - set(STRINGS["en"])}
    assert extra <= {"keyword", "color", "target_legal.word"}, extra


def test_a_spanish_template_quoting_an_oracle_line_labels_it_as_english():
    """The life-threshold answers quote the card's line as printed: in Spanish the quote says it is the official
    English text."""
    from answer.i18n import t

    line = "Bloodghast has haste as long as an opponent has 10 or less life"
    for key in ("life_threshold.holds", "life_threshold.fails"):
        text = t("es", key, card="Bloodghast", line=line, life="10", n="10", way="menos")
        assert framing_problems(text, names=["Bloodghast"]) == [], text


def test_the_eval_passes_the_quoted_cards_as_proper_names():
    """An ability word's example card ("Spell Snuff") is quoted, not named in the question: its name is a proper
    name, not English framing."""
    from types import SimpleNamespace

    from app.cli.tools import _quoted_cards

    response = SimpleNamespace(citations=[SimpleNamespace(card="Spell Snuff"), SimpleNamespace(card=None)])
    assert _quoted_cards(response) == ["Spell Snuff"]
    text = (
        "Hora fatídica (fateful hour) es una palabra de habilidad. Por ejemplo, Spell Snuff (texto oficial en inglés)."
    )
    assert framing_problems(text, names=_quoted_cards(response)) == []
