"""Lexical channel: SQLite FTS5 with its built-in bm25 ranking (Porter stemming, accents folded)."""

from __future__ import annotations

import re
import sqlite3
import threading
from collections.abc import Iterable
from contextlib import closing
from pathlib import Path

from index.chunks import Chunk
from ingest.words import QUERY_STOPWORDS

_TOKEN_RE = re.compile(r"[\w+/]+", re.UNICODE)


def build_lexical(path: Path, chunks: Iterable[Chunk]) -> None:
    with closing(sqlite3.connect(path)) as db:
        db.execute(
            "CREATE VIRTUAL TABLE chunks USING fts5(key UNINDEXED, text, tokenize='porter unicode61 remove_diacritics 2')"
        )
        db.executemany("INSERT INTO chunks (key, text) VALUES (?, ?)", ((c.key, c.text) for c in chunks))
        db.commit()


class LexicalIndex:
    def __init__(self, path: Path):
        self._path = path
        self._local = threading.local()

    def _db(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(f"file:{self._path}?mode=ro", uri=True, check_same_thread=False)
            self._local.db = db
        return db

    def count(self) -> int:
        """Rows in the index; reads the file, so a missing, truncated or foreign file fails here."""
        return int(self._db().execute("SELECT count(*) FROM chunks").fetchone()[0])

    def search(self, terms: Iterable[str], limit: int = 50) -> list[tuple[str, float]]:
        """Chunk keys by bm25 (best first); a term list joined with OR so any term can match."""
        words = []
        for term in terms:
            for token in _TOKEN_RE.findall(term.lower()):
                if token not in QUERY_STOPWORDS and len(token) > 1 and token not in words:
                    words.append(token)
        if not words:
            return []
        query = " OR ".join('"' + w.replace('"', "") + '"' for w in words[:64])
        rows = (
            self._db()
            .execute(
                "SELECT key, bm25(chunks) AS score FROM chunks WHERE chunks MATCH ? ORDER BY score LIMIT ?",
                (query, limit),
            )
            .fetchall()
        )
        return [(key, -score) for key, score in rows]
