"""Offline tooling: retrieval evaluation, benchmarks and load tests. Not imported by the service."""
