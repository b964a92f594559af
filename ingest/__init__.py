"""Rule texts in, structured rules out: the first stage of ingest → index → app."""
