"""The rules judge service: HTTP API and CLI on top of ingest and index."""
