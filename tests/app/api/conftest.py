"""A live app over the small index, configured like `judge serve`, and one whose index can be rebuilt."""

from __future__ import annotations

import shutil

import pytest

from app.core.config import Settings
from app.main import build_judge, create_app
from evaluation.serving import LiveServer
from index.searcher import Searcher


def serve(searcher, **overrides):
    settings = Settings(data_dir=overrides.pop("data_dir", "/nonexistent"), answer_threshold=0.0, **overrides)
    return LiveServer(create_app(settings, loader=lambda s: build_judge(searcher, s)), settings)


@pytest.fixture()
def reloadable(tmp_path, small_index_root, small_embedder):
    """An app whose data dir has its own index root, so tests can build and activate new builds."""
    data_dir = tmp_path / "data"
    shutil.copytree(small_index_root / "index", data_dir / "index", symlinks=True)
    searcher = Searcher(data_dir / "index" / "current", small_embedder)
    with serve(searcher, data_dir=data_dir, admin_api_key="s3cret", rate_limit_per_minute=0) as live:
        yield live, data_dir
