"""Embedders behind one small interface: ONNX Runtime for exported models, sentence-transformers otherwise.

Tests pass the small sentence-transformers model; torch is imported only on that path.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import numpy as np


class EmbedderError(RuntimeError):
    pass


RUNTIMES = ("auto", "onnx", "onnx-int8", "sentence-transformers")


class Embedder(Protocol):
    model_id: str
    #: what computed the vectors ("onnx", "onnx-int8", "sentence-transformers"); recorded in the manifest
    runtime: str
    dim: int

    def embed_queries(self, texts: list[str]) -> np.ndarray: ...

    def embed_passages(self, texts: list[str], progress: bool = False) -> np.ndarray: ...


def open_embedder(model: str, runtime: str, threads: int, batch_size: int) -> Embedder:
    """The embedder for `model`: "auto" is ONNX Runtime when the folder has an export, else sentence-transformers."""
    from index.onnx_embedder import OnnxEmbedder, export_path

    if runtime not in RUNTIMES:
        raise EmbedderError(f"unknown embedding runtime {runtime!r}; use one of {', '.join(RUNTIMES)}")
    path = Path(model)
    if runtime == "auto":
        runtime = "onnx" if export_path(path).exists() else "sentence-transformers"
    if runtime == "sentence-transformers":
        return SentenceTransformerEmbedder(model, threads, batch_size)
    if not path.is_dir():
        raise EmbedderError(f"runtime {runtime} needs a model folder with an ONNX export, not {model!r}")
    return OnnxEmbedder(path, runtime, threads, batch_size)


def model_fingerprint(path: Path | None, name: str) -> str:
    """Identity of the weights, so a manifest can tell whether its vectors came from this model."""
    if path is None:
        return name
    digest = hashlib.sha256()
    for file in sorted(path.rglob("*.json")):
        digest.update(file.name.encode())
        digest.update(file.read_bytes())
    weights = next(iter(sorted(path.glob("*.safetensors"))), None)
    if weights is not None:
        digest.update(str(weights.stat().st_size).encode())
        with weights.open("rb") as handle:
            digest.update(handle.read(1 << 20))
    return f"{path.name}@{digest.hexdigest()[:16]}"


class SentenceTransformerEmbedder:
    """Loads a sentence-transformers model from a folder (or a hub name where a hub is reachable).

    Models that declare "query"/"passage" prompts (e5) get them; others embed the raw text.
    """

    def __init__(self, model: str, threads: int = 2, batch_size: int = 16):
        import torch
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging

        hf_logging.set_verbosity_error()
        hf_logging.disable_progress_bar()
        torch.set_num_threads(threads)
        path = Path(model)
        if not path.exists() and (path.is_absolute() or model.startswith(".")):
            raise EmbedderError(f"embedding model folder {model} does not exist; run `judge build-model`")
        try:
            self._model = SentenceTransformer(model, device="cpu")
        except OSError as err:
            raise EmbedderError(f"cannot load embedding model {model!r}: {err}") from None
        self.model_id = model_fingerprint(path if path.exists() else None, model)
        self.runtime = "sentence-transformers"
        dim = self._model.get_embedding_dimension()
        if dim is None:
            raise EmbedderError(f"embedding model {model!r} does not declare its dimension")
        self.dim = dim
        self.batch_size = batch_size
        prompts = self._model.prompts or {}
        self._query_prompt = "query" if "query" in prompts else None
        self._passage_prompt = "passage" if "passage" in prompts else None
        self._lock = threading.Lock()

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            return self._encode(texts, self._query_prompt, progress=False)

    def embed_passages(self, texts: list[str], progress: bool = False) -> np.ndarray:
        with self._lock:
            return self._encode(texts, self._passage_prompt, progress=progress)

    def _encode(self, texts: list[str], prompt_name: str | None, progress: bool) -> np.ndarray:
        vectors = self._model.encode(
            texts,
            prompt_name=prompt_name,
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=progress,
        )
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), self.dim)


class BatchingQueryEmbedder:
    """Micro-batches concurrent query embeddings: requests arriving together share one forward pass.

    On 2 cores a batch of 16 queries costs far less than 16 single calls, so a busy server answers
    several times more searches per second. With `max_wait_ms` 0 (the default) nothing waits: a batch is
    whatever queued while the previous one ran, so a lone request starts at once and a busy server still
    batches; a positive wait holds each batch open that long for company.
    """

    def __init__(self, inner: Embedder, max_batch: int, max_wait_ms: float):
        import queue

        self.inner = inner
        self.model_id = inner.model_id
        self.runtime = inner.runtime
        self.dim = inner.dim
        self._max_batch = max_batch
        self._max_wait = max_wait_ms / 1000.0
        self._queue: queue.Queue[tuple[str, _Slot]] = queue.Queue()
        self._worker = threading.Thread(target=self._run, name="query-batcher", daemon=True)
        self._worker.start()

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        slots = [self.submit(text) for text in texts]
        return np.stack([slot.wait() for slot in slots]) if slots else np.zeros((0, self.dim), np.float32)

    def submit(self, text: str) -> _Slot:
        """Queue one query; its vector is computed on the batcher's thread while the caller goes on."""
        slot = _Slot()
        self._queue.put((text, slot))
        return slot

    def embed_passages(self, texts: list[str], progress: bool = False) -> np.ndarray:
        return self.inner.embed_passages(texts, progress)

    def _run(self) -> None:
        import queue

        while True:
            batch = [self._queue.get()]
            deadline = time.monotonic() + self._max_wait
            while len(batch) < self._max_batch:
                remaining = deadline - time.monotonic()
                try:
                    batch.append(
                        self._queue.get(timeout=max(remaining, 0)) if remaining > 0 else self._queue.get_nowait()
                    )
                except queue.Empty:
                    break
            try:
                vectors = self.inner.embed_queries([text for text, _ in batch])
                for (_, slot), vector in zip(batch, vectors, strict=True):
                    slot.set(vector)
            except Exception as err:  # noqa: BLE001 - handed to the waiting callers
                for _, slot in batch:
                    slot.fail(err)


def start_query(embedder: Embedder, text: str) -> Callable[[], np.ndarray]:
    """Start embedding one query and return the call that waits for its vector. Through the micro-batcher
    the forward pass runs on the batcher's thread, so the caller can do other work meanwhile (the search
    runs its lexical channel); any other embedder computes the vector now."""
    if isinstance(embedder, BatchingQueryEmbedder):
        return embedder.submit(text).wait
    vector = embedder.embed_queries([text])[0]
    return lambda: vector


class _Slot:
    def __init__(self) -> None:
        self._done = threading.Event()
        self._value: np.ndarray | None = None
        self._error: BaseException | None = None

    def set(self, value: np.ndarray) -> None:
        self._value = value
        self._done.set()

    def fail(self, error: BaseException) -> None:
        self._error = error
        self._done.set()

    def wait(self) -> np.ndarray:
        self._done.wait()
        if self._error is not None:
            raise self._error
        assert self._value is not None
        return self._value
