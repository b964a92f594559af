"""Error texts in the request's language. One rule, for every endpoint and every error: a request whose
Accept-Language header ranks Spanish above English gets Spanish error texts; any other request gets English.
(It is the one signal every request carries before its body is read, so 413, 429 and malformed-JSON errors
follow it too; the widget sends its page's language in it.)

The code below the edges raises English messages; the error handlers and middleware translate them here by
matching them against the English templates of answer.i18n ("error.*" keys), so each message is written once
per language. A message no template matches stays English."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from answer.i18n import STRINGS, t

_LANG_RE = re.compile(r"^\s*([A-Za-z]{1,8})(?:-[A-Za-z0-9]{1,8})*\s*(?:;\s*q\s*=\s*([0-9.]{1,5}))?\s*$")


def preferred_language(accept_language: str | None) -> str | None:
    """'es' or 'en', whichever the Accept-Language header ranks higher (the first listed on a tie);
    None when it names neither or is malformed."""
    best: tuple[float, int, str] | None = None
    for position, part in enumerate((accept_language or "").split(",")[:20]):
        match = _LANG_RE.match(part)
        if not match or match[1].lower() not in ("es", "en"):
            continue
        try:
            quality = float(match[2]) if match[2] else 1.0
        except ValueError:
            continue
        if quality > 0 and (best is None or (quality, -position) > (best[0], best[1])):
            best = (quality, -position, match[1].lower())
    return best[2] if best else None


def error_language(headers: Mapping[str, str] | Iterable[tuple[bytes, bytes]]) -> str:
    """The language of error texts for a request with these headers (Starlette's or raw ASGI ones)."""
    if isinstance(headers, Mapping):
        value = headers.get("accept-language")
    else:
        value = next((v.decode("latin-1") for k, v in headers if k.lower() == b"accept-language"), None)
    return preferred_language(value) or "en"


@lru_cache(maxsize=1)
def _templates() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(key, regex) for every English error template: "{field}: too long (…)" → r"(?P<field>.+?): too long \\(…\\)"."""
    rows = []
    for key, text in STRINGS["en"].items():
        if not key.startswith("error.") or key.startswith("error.what."):
            continue
        pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", re.escape(text))
        rows.append((key, re.compile(f"^{pattern}$", re.DOTALL)))
    return tuple(rows)


def localize(detail: str, lang: str) -> str:
    """The English error message `detail` in `lang` (unchanged for English or a message without a template)."""
    if lang == "en":
        return detail
    for key, regex in _templates():
        match = regex.match(detail)
        if match:
            values = match.groupdict()
            if "what" in values and f"error.what.{values['what']}" in STRINGS[lang]:
                values["what"] = t(lang, f"error.what.{values['what']}")
            return t(lang, key, **values)
    return detail


def validation_detail(errors: Iterable[Mapping[str, Any]], lang: str) -> str:
    """Pydantic's validation errors as one line: "field: problem; field: problem" in `lang`."""
    parts = []
    for error in errors:
        where = ".".join(str(part) for part in error.get("loc", ()) if part != "body")
        message = str(error.get("msg", "invalid value")) if lang == "en" else _problem_text(error, lang)
        parts.append(f"{where}: {message}" if where else message)
    return "; ".join(parts) or t(lang, "error.invalid")


def _problem_text(error: Mapping[str, Any], lang: str) -> str:
    kind = error.get("type", "")
    context = error.get("ctx") or {}
    if kind == "missing":
        return t(lang, "error.missing")
    if kind == "extra_forbidden":
        return t(lang, "error.extra")
    if kind in ("literal_error", "enum") and "expected" in context:
        return t(lang, "error.one_of", expected=str(context["expected"]).replace(" or ", " o "))
    if kind == "string_pattern_mismatch":
        return t(lang, "error.control", field="").removeprefix(": ")
    if kind == "string_too_short":
        return t(lang, "error.empty", field="").removeprefix(": ")
    return t(lang, "error.invalid")
