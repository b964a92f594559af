"""The rule store: one SQLite file per build holding rules, translations, glossary, cards and the edition.

Writes go to a temporary file beside the target and are swapped in with os.replace, so a
failed ingest never damages the store that is already there.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import tempfile
import threading
from collections.abc import Iterable
from contextlib import closing
from dataclasses import asdict, dataclass, replace
from datetime import date
from functools import lru_cache
from pathlib import Path

from ingest.cards import fold_name
from ingest.errors import IngestError
from ingest.models import Card, Edition, GlossaryEntry, Rule, RuleBook, Ruling, Translation
from ingest.ruleid import RuleId, RuleKind
from ingest.titles import spanish_titles

SCHEMA_VERSION = 2
_LOWER_WORD_RE = re.compile(r"(?<![\w'’-])[a-z][a-z'’-]*[a-z](?![\w'’-])")

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
CREATE TABLE cards (name TEXT PRIMARY KEY, has_rules INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE card_names (key TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (key, name, kind));
"""

#: how a card_names key was derived, most trusted first: the full name, a face's name, a Spanish name
NAME_KINDS = ("name", "face", "es")


def write_store(
    path: Path,
    book: RuleBook,
    translations: Iterable[Translation] = (),
    cards: Iterable[Card] = (),
    cards_date: str = "",
) -> None:
    """Build the whole store in a temporary file, then atomically replace `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(handle)
    tmp = Path(tmp_name)
    try:
        with closing(sqlite3.connect(tmp)) as db:
            db.executescript(_SCHEMA)
            _insert(db, book, translations, cards, cards_date)
            db.commit()
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _insert(
    db: sqlite3.Connection,
    book: RuleBook,
    translations: Iterable[Translation],
    cards: Iterable[Card],
    cards_date: str,
) -> None:
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
        key = fold_name(card.name)
        known = merged.get(key)
        if known is not None:
            # the same card from two files, or from a file and a CR example: one card with all of it
            richer, other = (known, card) if known.oracle_text or not card.oracle_text else (card, known)
            card = replace(
                richer,
                rules=tuple(dict.fromkeys(known.rules + card.rules)),
                rulings=richer.rulings or other.rulings,
                names_es=tuple(dict.fromkeys(richer.names_es + other.names_es)),
            )
        merged[key] = card
    # a CR example naming one face ("Akki Lavarunner") belongs to the whole card
    faces = {fold_name(face): key for key, card in merged.items() for face in card.faces}
    for key, card in list(merged.items()):
        whole = faces.get(key)
        if card.source == "cr-examples" and whole is not None and whole != key:
            owner = merged[whole]
            merged[whole] = replace(owner, rules=tuple(dict.fromkeys(owner.rules + card.rules)))
            del merged[key]
    db.executemany(
        "INSERT INTO cards VALUES (?, ?, ?)",
        ((c.name, bool(c.rules), json.dumps(_card_json(c), ensure_ascii=False)) for c in merged.values()),
    )
    names = set()
    for card in merged.values():
        names.add((fold_name(card.name), card.name, "name"))
        names.update((fold_name(face), card.name, "face") for face in card.faces)
        names.update((fold_name(es), card.name, "es") for es in card.names_es)
    db.executemany("INSERT OR IGNORE INTO card_names VALUES (?, ?, ?)", sorted(n for n in names if n[0]))
    files = sorted({c.source for c in merged.values() if c.source != "cr-examples"})
    card_meta = {
        "cards_sources": json.dumps(files),
        "cards_count": str(sum(1 for c in merged.values() if c.source != "cr-examples")),
        "cards_rulings": str(sum(len(c.rulings) for c in merged.values())),
        "cards_date": cards_date,
        # words the card texts write in lower case: ordinary prose, which a card's name may also be
        "cards_prose_words": json.dumps(sorted(prose_words(merged.values()))),
    }
    db.executemany("INSERT INTO meta VALUES (?, ?)", card_meta.items())


def prose_words(cards: Iterable[Card]) -> set[str]:
    words: set[str] = set()
    for card in cards:
        words.update(_LOWER_WORD_RE.findall(card.oracle_text))
        for ruling in card.rulings:
            words.update(_LOWER_WORD_RE.findall(ruling.text))
    return {fold_name(w) for w in words}


def _card_json(card: Card) -> dict[str, object]:
    data = asdict(card)
    data["rules"] = [str(r) for r in card.rules]
    return data


def _card_from_json(raw: str) -> Card:
    data = json.loads(raw)
    data["rulings"] = tuple(Ruling(**r) for r in data["rulings"])
    data["rules"] = tuple(RuleId.parse(r) for r in data["rules"])
    data["faces"] = tuple(data["faces"])
    data["names_es"] = tuple(data["names_es"])
    return Card(**data)


@dataclass(frozen=True)
class CardStats:
    sources: list[str]
    date: str
    cards: int
    rulings: int
    example_cards: int = 0


class RuleStore:
    """Read access to a built store. Rules are loaded once (the whole CR is ~1 MB); the 20k+ cards stay in
    SQLite and are read on demand (`card`), so a loaded store stays small."""

    def __init__(self, path: Path):
        if not path.exists():
            raise IngestError("no rule store here; run `judge ingest` first", path)
        try:
            self._db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
            self._load(self._db)
        except sqlite3.DatabaseError as err:
            raise IngestError(f"not a readable rule store ({err}); rebuild it with `judge ingest`", path) from None
        self._lock = threading.Lock()
        self._card_by_key = lru_cache(maxsize=4096)(self._lookup)
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
        self.example_cards = {
            fold_name(card.name): card
            for card in (_card_from_json(raw) for (raw,) in db.execute("SELECT data FROM cards WHERE has_rules"))
        }
        self.card_stats = CardStats(
            json.loads(meta.get("cards_sources", "[]")),
            meta.get("cards_date", ""),
            int(meta.get("cards_count", 0)),
            int(meta.get("cards_rulings", 0)),
            len(self.example_cards),
        )
        self.card_prose_words = frozenset(json.loads(meta.get("cards_prose_words", "[]")))

    def card(self, name: str) -> Card | None:
        """The card with this name or face name (case, accents, apostrophes and punctuation ignored), or
        with this Spanish printed name."""
        return self._card_by_key(fold_name(name))

    def _lookup(self, key: str) -> Card | None:
        if not key:
            return None
        with self._lock:
            row = self._db.execute(
                "SELECT c.data FROM card_names n JOIN cards c ON c.name = n.name WHERE n.key = ? "
                "ORDER BY CASE n.kind WHEN 'name' THEN 0 WHEN 'face' THEN 1 ELSE 2 END, c.name LIMIT 1",
                (key,),
            ).fetchone()
        return _card_from_json(row[0]) if row else None

    def cards_with_line(self, opening: str, limit: int = 200) -> list[Card]:
        """Cards whose Oracle text has a line opening with `opening` ("Threshold — "): the cards an ability word
        heads, which the rules list but never define (207.2c). A substring search (the shortest cards first), then a
        check on the lines."""
        # the stored JSON escapes non-ASCII ("—" as \u2014); look for both spellings of the opening
        escaped = json.dumps(opening)[1:-1]
        with self._lock:
            rows = self._db.execute(
                "SELECT data FROM cards WHERE data LIKE ? OR data LIKE ? ORDER BY length(data), name LIMIT ?",
                (f"%{opening}%", f"%{escaped}%", limit),
            ).fetchall()
        found = (_card_from_json(raw) for (raw,) in rows)
        return [card for card in found if any(line.startswith(opening) for line in card.oracle_text.split("\n"))]

    def card_names(self) -> list[tuple[str, str, str]]:
        """Every (folded key, card name, kind) the matcher can look for; kind is one of NAME_KINDS."""
        with self._lock:
            return list(self._db.execute("SELECT key, name, kind FROM card_names"))

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
