"""Prompt files (prompts/<version>/) loaded into a strict model; the code never writes prompt text inline."""

from __future__ import annotations

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
        findings: Sequence[str] = (),
        cards: Sequence[tuple[str, str, Sequence[str]]] = (),
    ) -> list[dict[str, str]]:
        """OpenAI chat messages: system rules, then one user message with the evidence (rules, then the
        reasoner's findings and the cards when the prompt set has places for them), the question as
        delimited data, and the language instruction last."""
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
        user = "\n\n".join([*parts, self.question.format(question=question).strip(), self.instructions[lang].strip()])
        return [
            {"role": "system", "content": self.system.format(edition=edition).strip()},
            {"role": "user", "content": user},
        ]


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
