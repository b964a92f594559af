"""Spanish titles of every CR section and titled rule (ingest/data/titles_es.tsv).

No official Spanish CR exists offline, so section and keyword titles come from this table:
keyword abilities and actions under the names printed on Spanish cards. The English column
records which CR title a row translates, so a renamed or new keyword is caught by a test.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ingest.ruleid import RuleId

TITLES_PATH = Path(__file__).parent / "data" / "titles_es.tsv"


@dataclass(frozen=True)
class TitleRow:
    rule: RuleId
    english: str
    spanish: str


@lru_cache(maxsize=1)
def spanish_titles() -> dict[RuleId, TitleRow]:
    rows: dict[RuleId, TitleRow] = {}
    for line in TITLES_PATH.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        rule, english, spanish = line.split("\t")
        row = TitleRow(RuleId.parse(rule), english.strip(), spanish.strip())
        rows[row.rule] = row
    return rows
