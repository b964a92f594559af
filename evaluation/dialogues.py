"""Dialogue eval: are follow-ups answered as well as first questions, and do unrelated questions stay clean?

Each turn is asked with the earlier turns as history, the way the chat widget sends them (each earlier
answer as the judge gave it, cut to its opening). A turn is *correct* when the first paragraph of its
answer matches every `expect` regex and no `reject` regex; it *cites gold* when a cited rule is in the
same "NNN.N" rule as a gold id. Later-turn figures are compared with first-turn figures (target: later
turns correct at ≥ 0.9 of the first-turn rate). For `unrelated` pairs the second question must get
exactly the answer it gets without history (target: 100%). Resolver figures say whether later turns were
read as follow-ups and whether the resolved question names the turn's cards.

A later turn may come with a hand-written stand-alone version of it (`standalone:` in the turn, or a side
file of "id#turn: question"): asked alone, it separates rewriting failures (the stand-alone version is answered
right, the follow-up wrong) from verdict failures (both wrong).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from answer.followup import Turn, trim_history
from evaluation.evaluate import EvalSetError, cites_gold


@dataclass(frozen=True)
class DialogueTurn:
    question: str
    cards: tuple[str, ...]
    gold: tuple[str, ...]
    expect: tuple[re.Pattern[str], ...]
    reject: tuple[re.Pattern[str], ...]
    #: the same question written to stand alone, by hand (later turns only; optional)
    standalone: str | None = None


@dataclass(frozen=True)
class Dialogue:
    id: str
    lang: str
    turns: tuple[DialogueTurn, ...]
    unrelated: bool


@dataclass
class TurnResult:
    dialogue: str
    position: int  # 0 = first turn
    correct: bool
    cites_gold: bool
    follow_up: bool
    cards_found: bool
    first_paragraph: str
    resolved: str | None
    #: the same turn asked alone, without the conversation (later turns only): what the history adds
    correct_alone: bool = False
    cites_gold_alone: bool = False
    #: the hand-written stand-alone version answered right (None: the turn has none)
    correct_standalone: bool | None = None


@dataclass
class DialogueReport:
    name: str
    turns: list[TurnResult] = field(default_factory=list)
    unrelated_same: list[tuple[str, bool]] = field(default_factory=list)

    def rate(self, first: bool, attr: str) -> tuple[int, int]:
        chosen = [t for t in self.turns if (t.position == 0) is first]
        return sum(bool(getattr(t, attr)) for t in chosen), len(chosen)

    def as_json(self) -> dict[str, Any]:
        def share(pair: tuple[int, int]) -> float:
            return round(pair[0] / pair[1], 3) if pair[1] else 0.0

        first, later = self.rate(True, "correct"), self.rate(False, "correct")
        written = [t for t in self.turns if t.position > 0 and t.correct_standalone is not None]
        return {
            "set": self.name,
            "first_turns": first[1],
            "later_turns": later[1],
            "correct_first": share(first),
            "correct_later": share(later),
            "ratio": round(share(later) / share(first), 3) if share(first) else None,
            "cites_gold_first": share(self.rate(True, "cites_gold")),
            "cites_gold_later": share(self.rate(False, "cites_gold")),
            "correct_later_alone": share(self.rate(False, "correct_alone")),
            "cites_gold_later_alone": share(self.rate(False, "cites_gold_alone")),
            "later_read_as_follow_up": share(self.rate(False, "follow_up")),
            "later_cards_found": share(self.rate(False, "cards_found")),
            "standalone_turns": len(written),
            "correct_standalone": share((sum(bool(t.correct_standalone) for t in written), len(written))),
            "rewrite_failures": sum(bool(t.correct_standalone) and not t.correct for t in written),
            "verdict_failures": sum(not t.correct_standalone and not t.correct for t in written),
            "unrelated_pairs": len(self.unrelated_same),
            "unrelated_same_as_without_history": share(
                (sum(same for _, same in self.unrelated_same), len(self.unrelated_same))
            ),
        }


def load_standalone(path: Path) -> dict[str, str]:
    """A side file of hand-written stand-alone versions of later turns: {"dd14#2": "My Colossal Dreadmaw…?"}."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as err:
        raise EvalSetError(f"{path}: cannot read stand-alone questions: {err}") from None
    if not isinstance(data, dict) or not all(
        isinstance(k, str) and re.fullmatch(r".+#\d+", k) and isinstance(v, str) and v.strip() for k, v in data.items()
    ):
        raise EvalSetError(f'{path}: expected a map of "dialogue-id#turn": question')
    return dict(data)


def with_standalone(dialogues: list[Dialogue], standalone: dict[str, str]) -> list[Dialogue]:
    """The dialogues with the side file's stand-alone versions set on their later turns."""
    return [
        replace(
            dialogue,
            turns=tuple(
                replace(turn, standalone=standalone.get(f"{dialogue.id}#{number}", turn.standalone))
                if number > 1
                else turn
                for number, turn in enumerate(dialogue.turns, start=1)
            ),
        )
        for dialogue in dialogues
    ]


def load_dialogues(path: Path) -> list[Dialogue]:
    """`dialogues:` and `unrelated:` lists of {id, lang, turns: [{question, cards, gold, expect, reject,
    standalone}]}."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as err:
        raise EvalSetError(f"{path}: cannot read dialogue set: {err}") from None
    if not isinstance(data, dict) or not (data.get("dialogues") or data.get("unrelated")):
        raise EvalSetError(f"{path}: not a dialogue set (no `dialogues:` or `unrelated:` list)")
    dialogues = []
    for key in ("dialogues", "unrelated"):
        for index, item in enumerate(data.get(key) or [], start=1):
            where = f"{path}: {key} item {index}"
            if not isinstance(item, dict) or not isinstance(item.get("turns"), list) or len(item["turns"]) < 2:
                raise EvalSetError(f"{where}: needs at least two turns")
            turns = []
            for number, turn in enumerate(item["turns"], start=1):
                if not isinstance(turn, dict) or not str(turn.get("question") or "").strip():
                    raise EvalSetError(f"{where}, turn {number}: no question")
                try:
                    expect = tuple(re.compile(p) for p in turn.get("expect") or [])
                    reject = tuple(re.compile(p) for p in turn.get("reject") or [])
                except re.error as err:
                    raise EvalSetError(f"{where}, turn {number}: bad regex: {err}") from None
                turns.append(
                    DialogueTurn(
                        str(turn["question"]),
                        tuple(str(c) for c in turn.get("cards") or []),
                        tuple(str(g) for g in turn.get("gold") or []),
                        expect,
                        reject,
                        str(turn["standalone"]) if turn.get("standalone") else None,
                    )
                )
            dialogues.append(
                Dialogue(str(item.get("id", index)), str(item.get("lang", "")), tuple(turns), key == "unrelated")
            )
    return dialogues


async def evaluate_dialogues(
    judge: Any,
    dialogues: list[Dialogue],
    name: str,
    find_cards: Callable[[str], list[Any]],
    max_turns: int = 6,
    max_chars: int = 8000,
) -> DialogueReport:
    """`judge` has `async ask(question, lang, mode, history)`; `find_cards(text)` returns objects with `.name`."""
    report = DialogueReport(name)
    for dialogue in dialogues:
        history: list[Turn] = []
        for position, turn in enumerate(dialogue.turns):
            response = await judge.ask(turn.question, "auto", "extractive", trim_history(history, max_turns, max_chars))
            if dialogue.unrelated and position > 0:
                alone = await judge.ask(turn.question, "auto", "extractive")
                report.unrelated_same.append((dialogue.id, alone.answer == response.answer))
            paragraph = response.answer.strip().split("\n\n", 1)[0]
            resolved = response.context.question
            found = {card.name for card in find_cards(resolved or turn.question)}
            if not dialogue.unrelated or position == 0:
                result = TurnResult(
                    dialogue.id,
                    position,
                    _matches(paragraph, turn),
                    cites_gold([{"rule": c.rule} for c in response.citations], turn.gold),
                    response.context.follow_up,
                    set(turn.cards) <= found,
                    paragraph,
                    resolved,
                )
                if position > 0:
                    alone = await judge.ask(turn.question, "auto", "extractive")
                    result.correct_alone = _matches(alone.answer.strip().split("\n\n", 1)[0], turn)
                    result.cites_gold_alone = cites_gold([{"rule": c.rule} for c in alone.citations], turn.gold)
                    if turn.standalone:
                        written = await judge.ask(turn.standalone, "auto", "extractive")
                        result.correct_standalone = _matches(written.answer.strip().split("\n\n", 1)[0], turn)
                report.turns.append(result)
            history.append(Turn(turn.question, response.answer))
    return report


def _failure(turn: TurnResult) -> str:
    if turn.correct_standalone is None:
        return ""
    return " [rewrite]" if turn.correct_standalone else " [verdict]"


def _matches(paragraph: str, turn: DialogueTurn) -> bool:
    return all(p.search(paragraph) for p in turn.expect) and not any(p.search(paragraph) for p in turn.reject)


def format_report(report: DialogueReport, misses: int = 10) -> str:
    figures = report.as_json()
    lines = [
        f"{report.name}: {figures['first_turns']} first turns, {figures['later_turns']} later turns, "
        f"{figures['unrelated_pairs']} unrelated pairs",
        f"  correct (first paragraph matches): first {figures['correct_first']:.3f}, later "
        f"{figures['correct_later']:.3f}, ratio {figures['ratio'] if figures['ratio'] is not None else 'n/a'} "
        "(target ≥ 0.9)",
        f"  cites a gold rule: first {figures['cites_gold_first']:.3f}, later {figures['cites_gold_later']:.3f}",
        f"  later turns asked alone (no history): correct {figures['correct_later_alone']:.3f}, "
        f"cites a gold rule {figures['cites_gold_later_alone']:.3f}",
        f"  later turns read as follow-ups {figures['later_read_as_follow_up']:.3f}; "
        f"resolved question names the turn's cards {figures['later_cards_found']:.3f}",
        f"  unrelated second questions answered exactly as without history: "
        f"{figures['unrelated_same_as_without_history']:.3f} (target 1.000)",
    ]
    if figures["standalone_turns"]:
        lines.append(
            f"  later turns with a hand-written stand-alone version: {figures['standalone_turns']}, answered right "
            f"{figures['correct_standalone']:.3f}; rewriting failures (stand-alone right, follow-up wrong) "
            f"{figures['rewrite_failures']}, verdict failures (both wrong) {figures['verdict_failures']}"
        )
    wrong = [t for t in report.turns if t.position > 0 and not t.correct][:misses]
    if wrong:
        lines.append(
            "  later turns not correct (first paragraph; [rewrite] or [verdict] when a stand-alone version says):"
        )
        lines.extend(f"    {t.dialogue}#{t.position + 1}{_failure(t)}: {t.first_paragraph[:110]}" for t in wrong)
    leaks = [d for d, same in report.unrelated_same if not same]
    if leaks:
        lines.append("  unrelated pairs whose answer changed: " + ", ".join(leaks))
    return "\n".join(lines)
