"""Chunks: the texts we index. One per rule/sub-rule, one per glossary term, one per Spanish translation.

A chunk carries the context a reader needs to recognise the rule out of place: the
section title, the head of its parent rule, its own text and examples. How much of each
to include was chosen by measurement (README, "Retrieval").
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from enum import StrEnum

from ingest.models import Rule
from ingest.ruleid import RuleId, RuleKind
from ingest.store import RuleStore

_PARENT_HEAD_CHARS = 160
_EXAMPLE_CHARS = 300


class ChunkKind(StrEnum):
    RULE = "rule"
    GLOSSARY = "glossary"
    TRANSLATION = "translation"


@dataclass(frozen=True)
class Chunk:
    key: str
    kind: ChunkKind
    lang: str
    text: str
    rules: tuple[RuleId, ...]

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


def build_chunks(store: RuleStore) -> list[Chunk]:
    # Sections are headings ("305. Lands"); their words reach the index through every rule's context line.
    chunks = [rule_chunk(rule, store) for rule in store.rules.values() if rule.kind is not RuleKind.SECTION]
    for entry in store.glossary.values():
        text = f"{entry.term}: {entry.definition}"
        rules = tuple(rule for rule in entry.references if rule in store.rules)
        chunks.append(Chunk(f"glossary:{entry.term}", ChunkKind.GLOSSARY, "en", text, rules))
    for (rule_id, lang), translation in sorted(store.translations.items(), key=lambda item: (item[0][0], item[0][1])):
        title = translation.title or (store.section_title(rule_id) or "")
        body = " ".join((translation.text, *(f"Ejemplo: {e}" for e in translation.examples)))
        chunks.append(
            Chunk(f"{lang}:{rule_id}", ChunkKind.TRANSLATION, lang, f"{rule_id} {title}\n{body}".strip(), (rule_id,))
        )
    return chunks


def rule_chunk(rule: Rule, store: RuleStore) -> Chunk:
    parts: list[str] = []
    section_title = store.section_title(rule.id)
    if rule.kind is RuleKind.SECTION:
        parts.append(f"{rule.id}. {rule.title}")
    else:
        parent = store.get(rule.parent) if rule.parent else None
        if parent is not None and parent.kind is RuleKind.RULE:
            head = parent.title or _head(parent.text, _PARENT_HEAD_CHARS)
            parts.append(f"{section_title} — {head}")
        elif section_title:
            parts.append(section_title)
        parts.append(f"{rule.id} {rule.text}")
        parts.extend(f"Example: {_head(example, _EXAMPLE_CHARS)}" for example in rule.examples[:1])
    return Chunk(f"rule:{rule.id}", ChunkKind.RULE, "en", "\n".join(parts), (rule.id,))


def _head(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat.rfind(" ", 0, limit)
    return flat[: cut if cut > 0 else limit] + "…"
