"""Rule ids in generated text: keep the verified ones, remove the rest, also while streaming.

A rule id may appear as a citation ("[608.2b]", "[608.2b, 608.2c]") or bare in prose
("rule 608.2b"). Ids that do not exist in the loaded edition or were not in the evidence are
removed: a citation disappears, a bare id becomes "[?]". Streaming text goes through the same
function, holding back a tail that could still grow into an id, so what a client sees while
streaming is exactly the final verified text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ingest.ruleid import ID_IN_TEXT, RuleId, without_prefix

_TOKEN_RE = re.compile(rf"(?P<lead>[ \t]?)\[(?P<group>[^\[\]\n]{{1,80}})\]|(?P<bare>{ID_IN_TEXT})")
_HOLD_CHARS = 80
UNVERIFIED = "[?]"


@dataclass
class Sanitized:
    text: str
    cited: list[RuleId] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)


def sanitize(text: str, is_valid: Callable[[RuleId], bool]) -> Sanitized:
    result = Sanitized("")

    def replace(match: re.Match[str]) -> str:
        if match["bare"]:
            rule_id = RuleId.try_parse(match["bare"])
            if rule_id is not None and is_valid(rule_id):
                _add(result.cited, rule_id)
                return match[0]
            result.dropped.append(_short(match["bare"]))
            return UNVERIFIED
        parts = [without_prefix(part.strip()) for part in re.split(r"[,;]", match["group"])]
        ids = [RuleId.try_parse(part) for part in parts]
        if not parts or any(rule_id is None for rule_id in ids):
            return match[0]  # a bracket that is not a citation, e.g. "[Clone]"
        kept = []
        for part, rule_id in zip(parts, ids, strict=True):
            assert rule_id is not None
            if is_valid(rule_id):
                kept.append(f"[{rule_id}]")
                _add(result.cited, rule_id)
            else:
                result.dropped.append(_short(part))
        # a citation removed whole takes its leading space with it: "also [100.1]." → "also."
        return match["lead"] + " ".join(kept) if kept else ""

    result.text = _TOKEN_RE.sub(replace, text)
    return result


def _short(text: str) -> str:
    return text if len(text) <= 20 else text[:20] + "…"


def _add(ids: list[RuleId], rule_id: RuleId) -> None:
    if rule_id not in ids:
        ids.append(rule_id)


class StreamingSanitizer:
    """Feed text deltas; get back only text that can no longer change when more arrives."""

    def __init__(self, is_valid: Callable[[RuleId], bool]):
        self._is_valid = is_valid
        self._pending = ""
        self.emitted = ""
        self.cited: list[RuleId] = []
        self.dropped: list[str] = []

    def feed(self, delta: str) -> str:
        self._pending += delta
        cut = _safe_cut(self._pending)
        ready, self._pending = self._pending[:cut], self._pending[cut:]
        return self._emit(ready)

    def flush(self) -> str:
        ready, self._pending = self._pending, ""
        return self._emit(ready)

    def _emit(self, ready: str) -> str:
        if not ready:
            return ""
        cleaned = sanitize(ready, self._is_valid)
        self.emitted += cleaned.text
        for rule_id in cleaned.cited:
            _add(self.cited, rule_id)
        self.dropped += cleaned.dropped
        return cleaned.text


def _safe_cut(text: str) -> int:
    """Where the text can be cut without splitting an id or an open bracket: before the last
    unclosed "[" (if recent), before a trailing run of id characters, and before trailing spaces
    (a removed citation takes its leading space with it)."""
    cut = len(text)
    bracket = text.rfind("[")
    if bracket != -1 and "]" not in text[bracket:] and len(text) - bracket <= _HOLD_CHARS:
        cut = bracket - 1 if bracket > 0 and text[bracket - 1] in " \t" else bracket
    tail = re.search(r"[\w.]*[ \t]*$", text[:cut])
    if tail:
        cut = tail.start()
    return cut
