"""The library's error base class, and the errors raised while reading rule texts.

    JudgeError             any failure a user can act on: the CLI and HTTP edges print its message
    └── IngestError            any input that cannot be turned into rules
    ├── InputFormatError   the file is not what it claims to be (empty, truncated, wrong encoding, not the CR)
    └── DuplicateRuleError the same rule id appears twice

Each carries the file and line so the CLI can print one precise line.
"""

from __future__ import annotations

from pathlib import Path


class JudgeError(Exception):
    """Base of every user-facing error in ingest/, index/, answer/ and the tooling; handled once at the edges."""


class IngestError(JudgeError):
    def __init__(self, message: str, path: Path | str | None = None, line: int | None = None):
        self.message = message
        self.path = Path(path) if path is not None else None
        self.line = line
        super().__init__(str(self))

    def __str__(self) -> str:
        where = ""
        if self.path is not None:
            where = f"{self.path}:{self.line}: " if self.line else f"{self.path}: "
        return f"{where}{self.message}"


class InputFormatError(IngestError):
    pass


class DuplicateRuleError(IngestError):
    pass
