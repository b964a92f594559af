"""The query micro-batcher: concurrent queries share forward passes, each caller gets its own vector."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from index.embedder import BatchingQueryEmbedder, start_query


class GatedEmbedder:
    """Vectors that encode their text; the first call blocks until the test opens the gate."""

    model_id, runtime, dim = "fake", "fake", 4

    def __init__(self, fail_on: str = ""):
        self.batches: list[list[str]] = []
        self.first_call = threading.Event()
        self.gate = threading.Event()
        self.fail_on = fail_on

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        self.batches.append(list(texts))
        self.first_call.set()
        assert self.gate.wait(10)
        if self.fail_on in texts:
            raise RuntimeError("model failed")
        return np.array([[len(t), ord(t[0]), ord(t[-1]), 1.0] for t in texts], dtype=np.float32)

    def embed_passages(self, texts: list[str], progress: bool = False) -> np.ndarray:
        return self.embed_queries(texts)


def test_queries_that_queue_while_a_batch_runs_share_the_next_one():
    inner = GatedEmbedder()
    batcher = BatchingQueryEmbedder(inner, max_batch=16, max_wait_ms=0.0)
    first = batcher.submit("alone")
    assert inner.first_call.wait(10)
    texts = [f"query {n}{'x' * n}" for n in range(7)]
    waits = [start_query(batcher, text) for text in texts]
    inner.gate.set()
    assert first.wait()[0] == len("alone")
    for text, wait in zip(texts, waits, strict=True):
        assert wait().tolist() == [len(text), ord(text[0]), ord(text[-1]), 1.0]
    assert inner.batches == [["alone"], texts]


def test_a_failed_batch_reaches_every_caller_in_it():
    inner = GatedEmbedder(fail_on="bad")
    batcher = BatchingQueryEmbedder(inner, max_batch=16, max_wait_ms=0.0)
    inner.gate.set()
    with pytest.raises(RuntimeError, match="model failed"):
        batcher.embed_queries(["good", "bad"])
    assert batcher.embed_queries(["fine"]).shape == (1, 4)


def test_without_a_batcher_the_vector_is_computed_at_once():
    inner = GatedEmbedder()
    inner.gate.set()
    wait = start_query(inner, "now")
    assert inner.batches == [["now"]]
    assert wait().tolist() == [3, ord("n"), ord("w"), 1.0]
