"""Build a searchable index from a rule store and swap it in atomically.

Layout under the index root: `builds/<stamp>/` holds manifest.json, chunks.json,
dense.faiss, lexical.sqlite and a copy of the rule store it was built from; `current`
is a symlink to the live build, replaced with one atomic rename.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import time
import weakref
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

from index.chunks import Chunk, build_chunks
from index.dense import EmbeddingCache, cache_key, embed_chunks, write_faiss
from index.embedder import Embedder
from index.lexical import build_lexical
from index.manifest import FORMAT_VERSION, IndexLoadError, Manifest
from ingest.store import RuleStore

KEEP_BUILDS = 2


def build_index(
    store_path: Path,
    embedder: Embedder,
    index_root: Path,
    cache: EmbeddingCache,
    progress: Callable[[int, int], None] = lambda _done, _total: None,
) -> Manifest:
    started = time.perf_counter()
    store = RuleStore(store_path)
    chunks = build_chunks(store)
    vectors, embedded = embed_chunks(chunks, embedder, cache, progress)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    build_dir = index_root / "builds" / stamp
    build_dir.mkdir(parents=True)
    try:
        shutil.copyfile(store_path, build_dir / "rules.sqlite")
        write_faiss(build_dir / "dense.faiss", vectors)
        build_lexical(build_dir / "lexical.sqlite", chunks)
        (build_dir / "chunks.json").write_text(
            json.dumps([_chunk_json(c) for c in chunks], ensure_ascii=False), encoding="utf-8"
        )
        manifest = Manifest(
            format_version=FORMAT_VERSION,
            cr_effective=store.edition.effective.isoformat(),
            cr_sha256=store.edition.sha256,
            model_id=embedder.model_id,
            dim=embedder.dim,
            chunk_count=len(chunks),
            chunks_sha256=hashlib.sha256("".join(c.content_hash for c in chunks).encode()).hexdigest(),
            built_at=datetime.now(UTC).isoformat(timespec="seconds"),
            build_seconds=round(time.perf_counter() - started, 2),
            embedded=embedded,
            reused=len(chunks) - embedded,
            runtime=embedder.runtime,
        )
        manifest.write(build_dir / "manifest.json")
    except BaseException:
        shutil.rmtree(build_dir, ignore_errors=True)
        raise
    activate(index_root, build_dir)
    return manifest


def chunk_vectors(build_dir: Path, cache: EmbeddingCache, embedder: Embedder) -> tuple[str, list[str], np.ndarray]:
    """(model key, content hashes, vectors) of a built index's chunks, from the cache its build filled."""
    chunks = build_chunks(RuleStore(build_dir / "rules.sqlite"))
    key = cache_key(embedder)
    hashes = list(dict.fromkeys(chunk.content_hash for chunk in chunks))
    found = cache.get_many(key, hashes)
    missing = [digest for digest in hashes if digest not in found]
    if missing:
        raise IndexLoadError(f"{len(missing)} chunk vectors of {build_dir} are not in the embedding cache")
    return key, hashes, np.stack([found[digest] for digest in hashes])


def activate(index_root: Path, build_dir: Path) -> None:
    """Point `current` at build_dir with one atomic rename, then prune old builds."""
    link = index_root / "current"
    tmp_link = index_root / f".current.{os.getpid()}"
    tmp_link.unlink(missing_ok=True)
    tmp_link.symlink_to(build_dir.relative_to(index_root))
    os.replace(tmp_link, link)
    builds = sorted((index_root / "builds").iterdir())
    for old in builds[:-KEEP_BUILDS]:
        if old.resolve() != build_dir.resolve() and not _in_use(old):
            shutil.rmtree(old, ignore_errors=True)


def hold_build(build_dir: Path, holder: object) -> None:
    """A shared lock on a build for as long as `holder` lives: a server holds one on the build it serves
    (in any process), and pruning never deletes a held build."""
    fd = os.open(build_dir / "manifest.json", os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_SH)
    weakref.finalize(holder, os.close, fd)


def _in_use(build_dir: Path) -> bool:
    try:
        with (build_dir / "manifest.json").open("rb") as probe:
            fcntl.flock(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False  # no manifest: a broken leftover, nobody can serve it
    return False


def _chunk_json(chunk: Chunk) -> dict[str, object]:
    return {
        "key": chunk.key,
        "kind": chunk.kind.value,
        "lang": chunk.lang,
        "rules": [str(r) for r in chunk.rules],
        "hash": chunk.content_hash,
    }
