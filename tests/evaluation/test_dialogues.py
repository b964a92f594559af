"""The dialogue eval: set loading, and the figures it computes, with a scripted judge."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

import pytest

from answer.followup import capitalised_cards
from answer.results import AnswerContext
from evaluation import SETS
from evaluation.dialogues import evaluate_dialogues, format_report, load_dialogues
from evaluation.evaluate import EvalSetError


@dataclass
class Cited:
    rule: str


@dataclass
class Reply:
    answer: str
    citations: list[Cited]
    context: AnswerContext = field(default_factory=AnswerContext)


class ScriptedJudge:
    """First turns answer "6 [614.1a]"; follow-ups answer "No." unless their history says two Scales."""

    def __init__(self):
        self.calls = []

    async def ask(self, question, lang="auto", mode="auto", history=()):
        self.calls.append((question, list(history)))
        if not history or "lifelink" in question:
            return Reply("6 tokens [614.1a].\n\nRules: …", [Cited("614.1a")])
        return Reply("No.\n\nRules: …", [Cited("616.1")], AnswerContext(True, [], "resolved " + question))


SET = """
dialogues:
  - id: d1
    lang: en
    turns:
      - question: "I control Anointed Procession. How many tokens?"
        cards: ["Anointed Procession"]
        gold: ["614.1a"]
        expect: ['\\b6\\b']
      - question: "and with Parallel Lives?"
        cards: []
        gold: ["616.1"]
        expect: ['^No']
        reject: ['Yes']
unrelated:
  - id: u1
    turns:
      - question: "I control Anointed Procession. How many tokens?"
        gold: ["614.1a"]
        expect: ['\\b6\\b']
      - question: "How does lifelink work?"
        expect: ['tokens']
"""


def test_the_tuning_set_loads():
    dialogues = load_dialogues(SETS / "dialogues.yaml")
    assert sum(not d.unrelated for d in dialogues) >= 20 and sum(d.unrelated for d in dialogues) >= 4
    assert all(len(d.turns) >= 2 and all(t.expect for t in d.turns) for d in dialogues)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("questions: []", "not a dialogue set"),
        ("dialogues:\n  - id: x\n    turns:\n      - question: q\n", "at least two turns"),
        ("dialogues:\n  - turns: [{question: a}, {question: ''}]\n", "turn 2: no question"),
        ("dialogues:\n  - turns: [{question: a, expect: ['(']}, {question: b}]\n", "bad regex"),
    ],
)
def test_bad_sets_are_one_clear_error(tmp_path, content, message):
    path = tmp_path / "set.yaml"
    path.write_text(content)
    with pytest.raises(EvalSetError, match=message):
        load_dialogues(path)


def test_figures(tmp_path):
    path = tmp_path / "set.yaml"
    path.write_text(SET)
    judge = ScriptedJudge()
    report = asyncio.run(evaluate_dialogues(judge, load_dialogues(path), "set.yaml", capitalised_cards))
    figures = report.as_json()
    assert figures["correct_first"] == 1.0 and figures["correct_later"] == 1.0 and figures["ratio"] == 1.0
    assert figures["cites_gold_first"] == 1.0 and figures["cites_gold_later"] == 1.0
    assert figures["later_read_as_follow_up"] == 1.0 and figures["unrelated_same_as_without_history"] == 1.0
    # the second turn was asked with the first turn and the judge's own answer as history
    question, history = judge.calls[1]
    assert question == "and with Parallel Lives?" and history[0].answer.startswith("6 tokens")
    assert "ratio 1.0" in format_report(report)


def test_card_citations_never_count_as_gold():
    from evaluation.evaluate import cites_gold

    assert cites_gold([{"rule": None}, {"rule": "608.2b"}], ("608.2",))
    assert not cites_gold([{"rule": None, "card": "Lightning Bolt"}], ("608.2",))
    assert cites_gold([{"rule": "704.5j"}], ("704",))  # a section as gold: any rule of it


def test_a_stand_alone_version_tells_rewriting_failures_from_verdict_failures(tmp_path):
    from evaluation.dialogues import load_standalone, with_standalone

    path = tmp_path / "set.yaml"
    path.write_text(SET.replace("expect: ['^No']", "expect: ['tokens']"))  # the follow-up's "No." is now wrong
    side = tmp_path / "standalone.yaml"
    side.write_text('d1#2: "I control Anointed Procession and Parallel Lives. How many tokens?"\n')
    dialogues = with_standalone(load_dialogues(path), load_standalone(side))
    report = asyncio.run(evaluate_dialogues(ScriptedJudge(), dialogues, "set.yaml", capitalised_cards))
    figures = report.as_json()
    # asked alone, the stand-alone version gets the scripted "6 tokens": right, so the rewriting is to blame
    assert figures["standalone_turns"] == 1 and figures["correct_standalone"] == 1.0
    assert figures["rewrite_failures"] == 1 and figures["verdict_failures"] == 0
    assert "d1#2 [rewrite]" in format_report(report)


@pytest.mark.parametrize("content", ["- a list", "d1: no turn number", "'d1#2': ''"])
def test_a_bad_stand_alone_file_is_one_clear_error(tmp_path, content):
    from evaluation.dialogues import load_standalone

    path = tmp_path / "standalone.yaml"
    path.write_text(content)
    with pytest.raises(EvalSetError, match="dialogue-id#turn"):
        load_standalone(path)


def test_the_stand_alone_versions_name_later_turns_of_the_even_half():
    from evaluation.dialogues import load_standalone

    standalone = load_standalone(SETS / "standalone" / "dialogues_d_even.yaml")
    later = {f"{d.id}#{n}" for d in load_dialogues(SETS / "dialogues_d.yaml") for n in range(2, len(d.turns) + 1)}
    assert standalone and set(standalone) <= later
    assert all(int(key.split("#")[0][-2:]) % 2 == 0 for key in standalone)
