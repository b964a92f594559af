"""Lands that add more when their controller has certain other land types (Urza's Tower: "If you control an Urza's
Mine and an Urza's Power-Plant, add {C}{C}{C} instead."): how much a named one adds, or all of them together, from
the lands the question says are controlled — a land said destroyed or absent doesn't count. The card's Oracle text
decides; the land types it names are in the CR's list (205.3i). Fires only for such named lands and a question
asking how much mana."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids
from answer.text import number
from ingest.lexicon import fold
from ingest.models import Card

#: "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead."
_MORE_WITH = re.compile(
    r"^\{T\}: Add (\{[^.]+\})\. If you control an? ([^.]+?) and an? ([^.]+?), add ((?:\{\w\})+) instead\.", re.M
)
_ASKS_MANA = re.compile(
    r"\bhow much\b|\bhow many\b|\btap(?:s)? for\b|\bmake\b|\badd\b|\bcuant[oa]s?\b|\bda\b|\bgenera\b|\bsaca\b|\bproduce\b"
)
_TOGETHER = re.compile(r"\btogether\b|\bin total\b|\ball (?:four|five|three|of them|my lands)\b|\ben total\b|\bjunt[ao]s\b|"
                       r"\btodas\b")  # fmt: skip
#: a land said gone or missing: "he kills my Power Plant", "ninguna Power Plant", "without a Mine", "sin Mine"
_GONE_BEFORE = (
    r"\b(?:kill\w*|destroy\w*|wasteland\w*|ston\w+|lost|lose|no|without|sin|ningun[oa]?|destruy\w*|destruid[oa]|"
    r"mata\w*|rompe\w*|pierdo|perdi)\s+(?:(?:my|mi|la|el|una?|an?|the|his|her|su)\s+)?"
)


_PLAYED = r"\b(?:play\w*|drop\w*|bajo|baje|juego|jugue|pongo|puse)\s+(?:(?:my|mi|la|el|una?|an?|the)\s+)?"


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.HOW_MANY, QType.OTHER, QType.WHAT_HAPPENS):
        return None  # "how much does the Tower tap for?", "what does the Tower make then?"
    lands = [c for c in frame.cards if "Land" in c.type_line and _MORE_WITH.search(c.oracle_text)]
    if not lands or any(re.search(r"nonbasic lands are mountains", c.oracle_text, re.I) for c in frame.cards):
        return None  # a Blood Moon: the blood_moon reasoner's
    clause = frame.clause or frame.asked
    if not _ASKS_MANA.search(clause):
        return None
    held = {land.name: 0 if _gone(frame, land) else _copies(frame, land) for land in lands}
    types = {kind for land in lands if held[land.name] for kind in _types(land)} | _types_said(frame)
    outputs = {land.name: _adds(land, types) for land in lands}
    rule = cite("205.3i", r"The land types are", r"")
    lang = frame.lang
    if _TOGETHER.search(clause):
        total = sum(outputs[name][0] * count for name, count in held.items())
        parts = ", ".join(f"{count} × {name} ({outputs[name][1]})" for name, count in held.items() if count)
        finding = t(lang, "tron.total", n=str(total), parts=parts) + ids(rule)  # "9: together they add 9 …"
        return Verdict(f"{total}: {finding}", [Step(finding, (rule,) if rule else ())], cite.quotes, tuple(lands),
                       "tron")  # fmt: skip
    # "how much does the Tower tap for with Mine and Power Plant?": the land asked about is the one named first
    said = [(m.start(), land.name) for land in lands if (m := re.search(_own_words(land), clause))]
    if not said:
        return None
    land = next(land for land in lands if land.name == min(said)[1])
    amount, mana = outputs[land.name]
    found = _MORE_WITH.search(land.oracle_text)
    needs = t(lang, "tron.both", a=found[2], b=found[3]) if found else ""
    key = "tron.more" if amount > 1 else "tron.alone"
    finding = t(lang, key, land=land.name, mana=mana, needs=needs) + ids(rule)
    return Verdict(f"{amount}: {finding}", [Step(finding, (rule,) if rule else ())], cite.quotes, (land,), "tron")


def _types(land: Card) -> set[str]:
    """The land's subtypes with its "Urza's" made part of each: "Urza's Mine", "Urza's Power-Plant"."""
    subtypes = land.type_line.split("—")[-1].split() if "—" in land.type_line else []
    prefix = "Urza's " if "Urza's" in subtypes else ""
    return {prefix + kind for kind in subtypes if kind != "Urza's"}


def _types_said(frame: Frame) -> set[str]:
    """Urza land types said in words though no card was found for them ("si tengo la mine y la power plant"), each
    named in a land's Oracle text and not said destroyed or missing."""
    said = set()
    for land in frame.cards:
        found = _MORE_WITH.search(land.oracle_text)
        for kind in (found[2], found[3]) if found else ():
            own = fold(kind.replace("Urza's", "")).replace("-", " ").strip()
            words = rf"(?:urza'?s\s+)?\b{re.escape(own)}(?:s|es)?\b"
            if re.search(words, frame.folded.replace("-", " ")) and not re.search(_GONE_BEFORE + words, frame.folded):
                said.add(kind.replace("’", "'"))
    return said


def _adds(land: Card, types: set[str]) -> tuple[int, str]:
    """How much the land adds with these land types controlled, and the mana as written."""
    found = _MORE_WITH.search(land.oracle_text)
    if found is None:
        return 0, ""
    more = found[2].replace("’", "'") in types and found[3].replace("’", "'") in types
    mana = found[4] if more else found[1]
    return mana.count("{"), mana


def _own_words(land: Card) -> str:
    """A pattern for the land's own name, not the "Urza's" such lands share: "Power Plant" or its last word "Plant"
    (never "Power" alone: "4 power"), "Tower"."""
    own = fold(land.name.replace("Urza's", "")).strip()
    forms = [re.escape(own), re.escape(own.split()[-1])] if own else [re.escape(fold(land.name))]
    return rf"(?:urza'?s\s+)?\b(?:{'|'.join(forms)})(?:s|es)?\b"


def _copies(frame: Frame, land: Card) -> int:
    """ "two Urza's Mines", "dos Mine": how many of the land, by its own words (one when no count is said)."""
    counts = [number(m[1]) for m in re.finditer(rf"(?<![\w/+-])([a-z0-9]+) {_own_words(land)}", frame.folded)]
    said = [n for n in counts if n is not None]
    return max(said) if said else 1


def _gone(frame: Frame, land: Card) -> bool:
    """The question says this land was destroyed or isn't there."""
    if land.name in frame.removed:
        return True
    names = _own_words(land)
    gone = [m.end() for m in re.finditer(rf"{_GONE_BEFORE}{names}", frame.folded)]
    # "ninguna Power Plant … y si bajo la Power Plant": played after it was said missing
    played = [m.end() for m in re.finditer(rf"{_PLAYED}{names}", frame.folded)]
    return bool(gone) and max(gone) > max(played, default=-1)
