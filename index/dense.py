"""Dense channel: normalized embeddings in a faiss inner-product index, with a content-hash cache."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from contextlib import closing
from functools import lru_cache
from pathlib import Path

import faiss
import numpy as np

from index.chunks import Chunk
from index.embedder import Embedder


class EmbeddingCache:
    """Vectors keyed by (model, content hash): re-indexing a new CR edition embeds only what changed.
    `shipped`: a folder of vectors that come with the project (`judge index --export-vectors`), read when the
    cache lacks a vector, so a fresh checkout with the same model does not embed the bundled CR again."""

    def __init__(self, path: Path, shipped: Path | None = None):
        path.parent.mkdir(parents=True, exist_ok=True)
        self._path = path
        self._shipped = shipped
        with closing(sqlite3.connect(path)) as db:
            db.execute(
                "CREATE TABLE IF NOT EXISTS vectors (model TEXT, hash TEXT, vector BLOB, PRIMARY KEY (model, hash))"
            )
            db.commit()

    def get_many(self, model: str, hashes: list[str]) -> dict[str, np.ndarray]:
        found: dict[str, np.ndarray] = {}
        with closing(sqlite3.connect(self._path)) as db:
            for start in range(0, len(hashes), 500):
                batch = hashes[start : start + 500]
                marks = ",".join("?" * len(batch))
                for digest, blob in db.execute(
                    f"SELECT hash, vector FROM vectors WHERE model = ? AND hash IN ({marks})", (model, *batch)
                ):
                    found[digest] = np.frombuffer(blob, dtype=np.float32)
        missing = [digest for digest in hashes if digest not in found]
        if missing and self._shipped is not None:
            shipped = shipped_vectors(self._shipped, model)
            found.update({digest: shipped[digest] for digest in missing if digest in shipped})
        return found

    def put_many(self, model: str, vectors: dict[str, np.ndarray]) -> None:
        with closing(sqlite3.connect(self._path)) as db:
            db.executemany(
                "INSERT OR REPLACE INTO vectors VALUES (?, ?, ?)",
                ((model, digest, np.asarray(v, dtype=np.float32).tobytes()) for digest, v in vectors.items()),
            )
            db.commit()


def shipped_file(folder: Path, model: str) -> Path:
    """One file per model and runtime: "multilingual-e5-small@5ce5…|onnx" → multilingual-e5-small@5ce5….onnx.npz"""
    return folder / (model.replace("|", ".").replace("/", "_") + ".npz")


@lru_cache(maxsize=2)
def shipped_vectors(folder: Path, model: str) -> dict[str, np.ndarray]:
    """The shipped vectors of one model, by content hash; none when the file is missing or not readable as
    one (a build then embeds what it needs, as without it)."""
    path = shipped_file(folder, model)
    try:
        with np.load(path, allow_pickle=False) as data:
            if str(data["model"]) != model:
                return {}
            return dict(zip((str(h) for h in data["hashes"]), data["vectors"].astype(np.float32), strict=True))
    except (OSError, KeyError, ValueError):
        return {}


def export_vectors(folder: Path, model: str, hashes: list[str], vectors: np.ndarray) -> Path:
    """Write the vectors of these chunks for shipping (replacing the model's previous file atomically)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = shipped_file(folder, model)
    tmp = path.with_suffix(".tmp.npz")
    np.savez_compressed(tmp, model=np.array(model), hashes=np.array(hashes), vectors=vectors.astype(np.float32))
    os.replace(tmp, path)
    shipped_vectors.cache_clear()
    return path


def cache_key(embedder: Embedder) -> str:
    """Runtimes agree only to ~1e-5 (int8 far less): each model and runtime keeps its own vectors."""
    return f"{embedder.model_id}|{embedder.runtime}"


def embed_chunks(
    chunks: list[Chunk],
    embedder: Embedder,
    cache: EmbeddingCache,
    progress: Callable[[int, int], None] = lambda _done, _total: None,
) -> tuple[np.ndarray, int]:
    """Vectors for every chunk in order, and how many had to be computed (the rest came from the cache)."""
    hashes = [c.content_hash for c in chunks]
    key = cache_key(embedder)
    cached = cache.get_many(key, sorted(set(hashes)))
    missing = {h: c.text for h, c in zip(hashes, chunks, strict=True) if h not in cached}
    # similar lengths in one batch waste less padding: sort before batching
    todo = sorted(missing.items(), key=lambda item: len(item[1]))
    step = 64
    for start in range(0, len(todo), step):
        batch = todo[start : start + step]
        vectors = embedder.embed_passages([text for _, text in batch])
        fresh = {digest: vector for (digest, _), vector in zip(batch, vectors, strict=True)}
        cache.put_many(key, fresh)
        cached.update(fresh)
        progress(min(start + step, len(todo)), len(todo))
    matrix = (
        np.stack([cached[h] for h in hashes]).astype(np.float32) if hashes else np.zeros((0, embedder.dim), np.float32)
    )
    return matrix, len(todo)


def write_faiss(path: Path, vectors: np.ndarray) -> None:
    index = faiss.IndexFlatIP(vectors.shape[1])
    index.add(vectors)
    faiss.write_index(index, str(path))


class DenseIndex:
    def __init__(self, path: Path):
        self._index = faiss.read_index(str(path))

    @property
    def size(self) -> int:
        return int(self._index.ntotal)

    @property
    def dim(self) -> int:
        return int(self._index.d)

    def search(self, query_vector: np.ndarray, limit: int = 50) -> list[tuple[int, float]]:
        scores, ids = self._index.search(query_vector.reshape(1, -1).astype(np.float32), min(limit, self.size))
        return [(int(i), float(s)) for i, s in zip(ids[0], scores[0], strict=True) if i >= 0]
