"""Shared paths and fixtures: the real CR files, the real seed pages."""

from __future__ import annotations

import os
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
