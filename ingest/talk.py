"""Table talk ("sac", "opp's", "ETB", "dmg") read as the words the rules use, from ingest/data/table_talk.tsv.

One table for the query planner (extra lexical terms) and the question analysis (the reasoners read
"sacrifice" whether the player typed it or "sac").
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def _table() -> tuple[tuple[re.Pattern[str], str, bool], ...]:
    text = (Path(__file__).parent / "data" / "table_talk.tsv").read_text(encoding="utf-8")
    rows = [line.split("\t") for line in text.splitlines() if line.strip() and not line.startswith("#")]
    return tuple(
        (re.compile(rf"(?<![\w'/])(?:{pattern})(?![\w'/])", re.IGNORECASE), words, flag.strip() == "search")
        for pattern, words, flag in rows
    )


def search_terms(folded: str) -> list[str]:
    """The rules terms the table talk in a folded text stands for, in table order, once each."""
    return list(dict.fromkeys(words for pattern, words, search in _table() if search and pattern.search(folded)))


def spelled_out(text: str) -> str:
    """The text with its table talk replaced by the words it stands for, in any case ("ETB", "Sac")."""
    for pattern, words, _ in _table():
        text = pattern.sub(words, text)
    return text
