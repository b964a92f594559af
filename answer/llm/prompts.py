"""Prompt files (prompts/<version>/) loaded into a strict model; the code never writes prompt text inline."""

from __future__ import annotations

import re
import secrets
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict

#: prompts/ at the project root, beside the packages.
PROMPTS_DIR = Path(__file__).resolve().parents[2] / "prompts"


class PromptSet(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    version: str
    system: str
    instructions: dict[str, str]
    evidence_header: str
    evidence_item: str
    question: str
    history: str
    history_turn: str
    #: v2: the reasoner's findings and the named cards (empty in v1: not sent)
    findings_header: str = ""
    finding_item: str = ""
    cards_header: str = ""
    card_item: str = ""

    def messages(
        self,
        question: str,
        lang: str,
        edition: str,
        evidence: list[tuple[str, str | None, str]],
        history: list[tuple[str, str]] | None = None,
        findings: Sequence[str] = (),
        cards: Sequence[tuple[str, str, Sequence[str]]] = (),
    ) -> list[dict[str, str]]:
        """OpenAI chat messages: system rules, then one user message with the evidence (rules, then the
        reasoner's findings and the cards when the prompt set has places for them), the earlier turns
        (question, answer) and the question as delimited data, and the language instruction last.

        The delimiters are made here for every prompt version: random per request (a question cannot
        close a block whose marker it cannot know) around the question and the earlier turns, with
        marker-like runs escaped."""
        nonce = secrets.token_hex(8)
        block = f"<<<QUESTION-{nonce}\n{_escape(question)}\nQUESTION-{nonce}>>>"
        items = "\n\n".join(
            self.evidence_item.format(rule=rule, title=title or "", text=text).strip() for rule, title, text in evidence
        )
        parts = [self.evidence_header.format(edition=edition).strip(), items]
        if cards and self.card_item:
            blocks = [
                self.card_item.format(name=name, oracle=oracle, rulings="\n".join(f"- {r}" for r in rulings)).strip()
                for name, oracle, rulings in cards
            ]
            parts += [self.cards_header.strip(), "\n\n".join(blocks)]
        if findings and self.finding_item:
            parts += [
                self.findings_header.strip(),
                "\n".join(self.finding_item.format(text=f).strip() for f in findings),
            ]
        turns = "\n\n".join(self.history_turn.format(question=q, answer=a).strip() for q, a in history or [])
        if turns:
            parts.append(self.history.format(turns=f"<<<HISTORY-{nonce}\n{_escape(turns)}\nHISTORY-{nonce}>>>").strip())
        user = "\n\n".join([*parts, self.question.format(question=block).strip(), self.instructions[lang].strip()])
        return [
            {"role": "system", "content": self.system.format(edition=edition).strip()},
            {"role": "user", "content": user},
        ]

    def echoed(self, answer: str, messages: list[dict[str, str]]) -> bool:
        """Does the answer reproduce the prompt rather than answer it? Any run of 12 words of the prompt's
        own prose (system prompt, instructions, headers), or the question block's random marker."""
        user = messages[-1]["content"]
        marker = re.search(r"<<<QUESTION-([0-9a-f]{16})", user)
        if marker and marker[1] in answer:
            return True
        prose = " ".join([messages[0]["content"], *self.instructions.values(), self.evidence_header, self.question])
        return bool(_shingles(prose) & _shingles(answer))


_SHINGLE_WORDS = 12


def _shingles(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i : i + _SHINGLE_WORDS]) for i in range(len(words) - _SHINGLE_WORDS + 1)}


def _escape(question: str) -> str:
    """Runs of angle brackets become look-alikes, so nothing in a question reads as a block marker."""
    return re.sub(r"<{2,}|>{2,}", lambda m: ("‹" if m[0][0] == "<" else "›") * len(m[0]), question)


@lru_cache(maxsize=4)
def load_prompts(version: str = "v1", root: Path = PROMPTS_DIR) -> PromptSet:
    """prompt.yaml names a file for each part; the parts' texts are validated strictly (unknown keys fail)."""
    folder = root / version
    spec = yaml.safe_load((folder / "prompt.yaml").read_text(encoding="utf-8"))

    def read(value: object) -> object:
        if isinstance(value, dict):
            return {key: read(name) for key, name in value.items()}
        return (folder / str(value)).read_text(encoding="utf-8")

    return PromptSet.model_validate({key: value if key == "version" else read(value) for key, value in spec.items()})
