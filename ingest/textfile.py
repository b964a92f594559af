"""Read a text file the way the CR is published: UTF-8 (BOM optional), CRLF, LF or CR line ends."""

from __future__ import annotations

from pathlib import Path

from ingest.errors import InputFormatError


def read_bytes(path: Path) -> bytes:
    """The file's bytes, or a clear error for a missing path or a directory."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise InputFormatError("file not found", path) from None
    except IsADirectoryError:
        raise InputFormatError("is a directory, expected a text file", path) from None


def read_lines(path: Path) -> list[str]:
    """Lines without line endings; a clear error for missing, empty or non-UTF-8 files."""
    return decode_lines(read_bytes(path), path)


def decode_lines(raw: bytes, path: Path | str = "<input>") -> list[str]:
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    if not raw.strip():
        raise InputFormatError("file is empty", path)
    if b"\x00" in raw[:4096]:
        raise InputFormatError("file is binary or UTF-16, expected UTF-8 text", path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw[: err.start].count(b"\n") + 1
        byte = raw[err.start : err.start + 1].hex()
        raise InputFormatError(
            f"not valid UTF-8 (byte 0x{byte}); the file may be CP1252/Latin-1, re-save it as UTF-8",
            path,
            line,
        ) from None
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
