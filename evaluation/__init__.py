"""Offline tooling: retrieval evaluation, benchmarks and load tests. Not imported by the service."""

from pathlib import Path

# The question sets, shipped as package data so `judge eval/bench/load` work from an installed package too.
SETS = Path(__file__).resolve().parent / "sets"
