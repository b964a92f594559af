"""Index build, persistence, cache and hybrid search on the fixture corpus with the small model."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

from index.build import build_index, chunk_vectors
from index.chunks import build_chunks
from index.dense import EmbeddingCache, cache_key, export_vectors, shipped_vectors
from index.manifest import IndexLoadError, Manifest
from index.searcher import Searcher
from ingest.ruleid import RuleId
from ingest.store import RuleStore


@pytest.fixture(scope="module")
def built(tmp_path_factory, small_index_root):
    """A private copy of the session's small index (building a second one would cost half a minute)."""
    root = tmp_path_factory.mktemp("index")
    shutil.copytree(small_index_root, root, symlinks=True, dirs_exist_ok=True)
    manifest = Manifest.read(root / "index" / "current" / "manifest.json")
    return root, manifest, EmbeddingCache(root / "embeddings.sqlite")


def test_manifest_records_edition_model_and_hashes(built, small_embedder):
    root, manifest, _ = built
    on_disk = Manifest.read(root / "index" / "current" / "manifest.json")
    assert on_disk == manifest
    assert manifest.cr_effective == "2026-06-19"
    assert manifest.model_id == small_embedder.model_id and manifest.dim == 384
    assert manifest.embedded == manifest.chunk_count and manifest.reused == 0
    chunks = json.loads((root / "index" / "current" / "chunks.json").read_text())
    assert {c["kind"] for c in chunks} == {"rule", "glossary", "translation"}
    assert all(len(c["hash"]) == 64 for c in chunks)


def test_rebuild_reuses_cached_embeddings(built, fixture_store, small_embedder):
    root, first, cache = built
    second = build_index(fixture_store, small_embedder, root / "index", cache)
    assert second.embedded == 0 and second.reused == first.chunk_count
    assert second.chunks_sha256 == first.chunks_sha256


def test_shipped_vectors_spare_a_fresh_build_the_embedding(built, fixture_store, small_embedder, tmp_path):
    root, first, cache = built
    key, hashes, vectors = chunk_vectors((root / "index" / "current").resolve(), cache, small_embedder)
    shipped = tmp_path / "vectors"
    path = export_vectors(shipped, key, hashes, vectors)
    assert path.name.endswith(".npz") and "|" not in path.name
    fresh = build_index(
        fixture_store, small_embedder, tmp_path / "index", EmbeddingCache(tmp_path / "a.sqlite", shipped)
    )
    assert fresh.embedded == 0 and fresh.chunks_sha256 == first.chunks_sha256
    # another model's file, or a corrupt one, is not used: the build embeds as without it
    export_vectors(shipped, "some-other-model|onnx", hashes, vectors)
    (shipped / path.name).write_bytes(b"not a numpy file")
    shipped_vectors.cache_clear()
    again = build_index(
        fixture_store, small_embedder, tmp_path / "index2", EmbeddingCache(tmp_path / "b.sqlite", shipped)
    )
    assert again.embedded == again.chunk_count


def test_explicit_rule_ids_come_first(built, small_embedder):
    searcher = Searcher(built[0] / "index" / "current", small_embedder)
    for question, expected in [
        ("What does rule 616.1e say?", "616.1e"),
        ("¿Qué dice la regla 608.2c?", "608.2c"),
        ("CR 613.1f", "613.1f"),
    ]:
        assert str(searcher.search(question, k=5).hits[0].rule) == expected


def test_english_questions_find_their_rules(built, small_embedder):
    searcher = Searcher(built[0] / "index" / "current", small_embedder)
    cases = {
        "What happens if the target of my spell becomes illegal before it resolves?": "608.2",
        "Two replacement effects apply to the same event. Who chooses which one applies first?": "616.1",
        "When are state-based actions checked?": "704.3",
    }
    for question, rule in cases.items():
        top = [str(h.rule.base_rule) for h in searcher.search(question, k=5).hits]
        assert rule in top, (question, top)


def test_spanish_question_uses_lexicon_and_detects_language(built, small_embedder):
    searcher = Searcher(built[0] / "index" / "current", small_embedder)
    result = searcher.search("¿Quién elige el orden si dos efectos de reemplazo se aplican al mismo evento?", k=5)
    assert result.plan.lang == "es"
    assert "replacement effect" in " ".join(result.plan.lexical_terms)
    assert RuleId.parse("616.1") in [h.rule.base_rule for h in result.hits]


def test_index_built_with_another_model_is_refused(built, small_embedder):
    class OtherModel:
        model_id = "some-other-model"
        runtime = small_embedder.runtime
        dim = 384

    with pytest.raises(IndexLoadError, match="built with model"):
        Searcher(built[0] / "index" / "current", OtherModel())  # type: ignore[arg-type]


def test_index_built_with_another_runtime_is_refused(built, small_embedder):
    class OtherRuntime:
        model_id = small_embedder.model_id
        runtime = "onnx"
        dim = 384

    manifest = Manifest.read(built[0] / "index" / "current" / "manifest.json")
    assert manifest.runtime == "sentence-transformers"
    with pytest.raises(IndexLoadError, match="built with the sentence-transformers runtime"):
        Searcher(built[0] / "index" / "current", OtherRuntime())  # type: ignore[arg-type]


def test_corrupt_index_is_refused_with_a_clear_error(built, small_embedder, tmp_path):
    copy = tmp_path / "copy"
    shutil.copytree((built[0] / "index" / "current").resolve(), copy)
    (copy / "dense.faiss").write_bytes(b"garbage")
    with pytest.raises(IndexLoadError, match="unreadable"):
        Searcher(copy, small_embedder)
    (copy / "manifest.json").write_text("{not json")
    with pytest.raises(IndexLoadError, match="corrupt index manifest"):
        Searcher(copy, small_embedder)


def test_cached_vectors_equal_fresh_ones(built, fixture_store, small_embedder):
    """The vectors a rebuild reuses are the ones a fresh embedding would give."""
    _, _, cache = built
    chunks = build_chunks(RuleStore(fixture_store))[:5]
    cached = cache.get_many(cache_key(small_embedder), [c.content_hash for c in chunks])
    assert len(cached) == len(chunks)
    fresh = small_embedder.embed_passages([c.text for c in chunks])
    for chunk, vector in zip(chunks, fresh, strict=True):
        assert np.allclose(cached[chunk.content_hash], vector, atol=1e-5)


@pytest.mark.parametrize(
    ("spanish", "section"),
    [
        ("Las reglas de oro de Magic", 101),
        ("Objetivos", 115),
        ("Momento de juego y prioridad", 117),
        ("Pila", 405),
        ("Lanzar hechizos", 601),
        ("Cómo se manejan las habilidades disparadas", 603),
        ("Resolver hechizos y habilidades", 608),
        ("Interacción de efectos continuos", 613),
        ("Efectos de reemplazo", 614),
        ("Efectos de prevención", 615),
        ("Acciones basadas en estado", 704),
    ],
)
def test_spanish_section_titles_alone_find_their_section(small_searcher, spanish, section):
    """The fast twin of the full-CR keyword test: the fixture corpus has no 701/702, so section titles."""
    result = small_searcher.search(spanish, k=3)
    assert result.plan.lang == "es"
    assert result.hits[0].rule.section == section
