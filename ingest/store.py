"""The rule store: one SQLite file per build holding rules, translations, glossary, cards and the edition.

Writes go to a temporary file beside the target and are swapped in with os.replace, so a
failed ingest never damages the store that is already there.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from collections.abc import Iterable
from contextlib import closing
from datetime import date
from pathlib import Path

from ingest.errors import IngestError
from ingest.models import Card, Edition, GlossaryEntry, Rule, RuleBook, Translation
from ingest.ruleid import RuleId, RuleKind
from ingest.titles import spanish_titles

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE chapters (number INTEGER PRIMARY KEY, title TEXT NOT NULL);
CREATE TABLE rules (
    id TEXT PRIMARY KEY, sort_key INTEGER NOT NULL UNIQUE, kind TEXT NOT NULL, parent TEXT,
    title TEXT, text TEXT NOT NULL, examples TEXT NOT NULL, refs TEXT NOT NULL, line INTEGER NOT NULL
);
CREATE INDEX rules_parent ON rules(parent);
CREATE TABLE glossary (term TEXT PRIMARY KEY COLLATE NOCASE, definition TEXT NOT NULL, refs TEXT NOT NULL);
CREATE TABLE translations (
    rule TEXT NOT NULL, lang TEXT NOT NULL, text TEXT NOT NULL, title TEXT, examples TEXT NOT NULL,
    source TEXT NOT NULL, PRIMARY KEY (rule, lang)
);
CREATE TABLE cards (
    name TEXT PRIMARY KEY COLLATE NOCASE, oracle_text TEXT NOT NULL, rulings TEXT NOT NULL,
    rules TEXT NOT NULL, source TEXT NOT NULL
);
"""


def write_store(
    path: Path,
    book: RuleBook,
    translations: Iterable[Translation] = (),
    cards: Iterable[Card] = (),
) -> None:
    """Build the whole store in a temporary file, then atomically replace `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(handle)
    tmp = Path(tmp_name)
    try:
        with closing(sqlite3.connect(tmp)) as db:
            db.executescript(_SCHEMA)
            _insert(db, book, translations, cards)
            db.commit()
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _insert(db: sqlite3.Connection, book: RuleBook, translations: Iterable[Translation], cards: Iterable[Card]) -> None:
    edition = book.edition
    meta = {
        "schema_version": str(SCHEMA_VERSION),
        "effective": edition.effective.isoformat(),
        "source": edition.source,
        "sha256": edition.sha256,
    }
    db.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
    db.executemany("INSERT INTO chapters VALUES (?, ?)", book.chapters.items())
    db.executemany(
        "INSERT INTO rules VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            (
                str(r.id),
                r.id.sort_key,
                r.kind.value,
                str(r.parent) if r.parent else None,
                r.title,
                r.text,
                json.dumps(list(r.examples), ensure_ascii=False),
                json.dumps([str(x) for x in r.references]),
                r.line,
            )
            for r in book.rules
        ),
    )
    db.executemany(
        "INSERT INTO glossary VALUES (?, ?, ?)",
        ((g.term, g.definition, json.dumps([str(x) for x in g.references])) for g in book.glossary),
    )
    db.executemany(
        "INSERT OR REPLACE INTO translations VALUES (?, ?, ?, ?, ?, ?)",
        (
            (str(t.rule), t.lang, t.text, t.title, json.dumps(list(t.examples), ensure_ascii=False), t.source)
            for t in translations
        ),
    )
    merged: dict[str, Card] = {}
    for card in cards:
        known = merged.get(card.name.lower())
        if known is not None:
            card = Card(
                known.name,
                known.oracle_text or card.oracle_text,
                known.rulings or card.rulings,
                tuple(dict.fromkeys(known.rules + card.rules)),
                known.source or card.source,
            )
        merged[card.name.lower()] = card
    db.executemany(
        "INSERT INTO cards VALUES (?, ?, ?, ?, ?)",
        (
            (
                c.name,
                c.oracle_text,
                json.dumps(list(c.rulings), ensure_ascii=False),
                json.dumps([str(x) for x in c.rules]),
                c.source,
            )
            for c in merged.values()
        ),
    )


class RuleStore:
    """Read access to a built store; everything is loaded once (the whole CR is ~1 MB)."""

    def __init__(self, path: Path):
        if not path.exists():
            raise IngestError("no rule store here; run `judge ingest` first", path)
        try:
            with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
                self._load(db)
        except sqlite3.DatabaseError as err:
            raise IngestError(f"not a readable rule store ({err}); rebuild it with `judge ingest`", path) from None
        self.path = path

    def _load(self, db: sqlite3.Connection) -> None:
        meta = dict(db.execute("SELECT key, value FROM meta"))
        if meta.get("schema_version") != str(SCHEMA_VERSION):
            raise IngestError(f"rule store schema {meta.get('schema_version')} != {SCHEMA_VERSION}; rebuild it")
        self.edition = Edition(date.fromisoformat(meta["effective"]), meta["source"], meta["sha256"])
        self.chapters = dict(db.execute("SELECT number, title FROM chapters"))
        self.rules: dict[RuleId, Rule] = {}
        self.children: dict[RuleId, list[RuleId]] = {}
        for rid, _kind, parent, title, text, examples, refs, line in db.execute(
            "SELECT id, kind, parent, title, text, examples, refs, line FROM rules ORDER BY sort_key"
        ):
            rule_id = RuleId.parse(rid)
            self.rules[rule_id] = Rule(
                rule_id,
                text,
                title,
                tuple(json.loads(examples)),
                tuple(RuleId.parse(x) for x in json.loads(refs)),
                line,
            )
            if parent:
                self.children.setdefault(RuleId.parse(parent), []).append(rule_id)
        self.glossary = {
            term: GlossaryEntry(term, definition, tuple(RuleId.parse(x) for x in json.loads(refs)))
            for term, definition, refs in db.execute("SELECT term, definition, refs FROM glossary")
        }
        self.translations: dict[tuple[RuleId, str], Translation] = {}
        for rid, lang, text, title, examples, source in db.execute("SELECT * FROM translations"):
            rule_id = RuleId.parse(rid)
            self.translations[(rule_id, lang)] = Translation(
                rule_id, lang, text, title, tuple(json.loads(examples)), source
            )
        self.cards = {
            name.lower(): Card(
                name, text, tuple(json.loads(rulings)), tuple(RuleId.parse(x) for x in json.loads(rules)), source
            )
            for name, text, rulings, rules, source in db.execute("SELECT * FROM cards")
        }

    def get(self, rule_id: RuleId) -> Rule | None:
        return self.rules.get(rule_id)

    def translation(self, rule_id: RuleId, lang: str) -> Translation | None:
        return self.translations.get((rule_id, lang))

    def section_title(self, rule_id: RuleId) -> str | None:
        section = self.rules.get(RuleId(rule_id.section))
        return section.title if section else None

    def title(self, rule_id: RuleId, lang: str = "en") -> str | None:
        """The title a reader sees for a rule: its own, else its titled parent rule's ("702.19b" →
        Trample), else its section's. In Spanish: an ingested Spanish page's title first, then the
        title table (ingest/data/titles_es.tsv), then the English title."""
        rule = self.rules.get(rule_id)
        if rule is None:
            return None
        if lang == "es":
            for candidate in (rule_id, rule_id.base_rule):
                translation = self.translation(candidate, "es")
                if translation is not None and translation.title:
                    return translation.title
        source = RuleId(rule_id.section)
        parent = self.rules.get(rule.parent) if rule.parent else None
        if rule.title is not None:
            source = rule_id
        elif parent is not None and parent.title and parent.kind is RuleKind.RULE:
            source = parent.id
        if lang == "es" and source in spanish_titles():
            return spanish_titles()[source].spanish
        titled = self.rules.get(source)
        return titled.title if titled else None

    def spanish_text_count(self) -> int:
        """How many rules have official Spanish text (ingested Spanish pages)."""
        return sum(1 for _rule, lang in self.translations if lang == "es")

    def glossary_entry(self, term: str) -> GlossaryEntry | None:
        wanted = term.strip().lower()
        return next((entry for key, entry in self.glossary.items() if key.lower() == wanted), None)
