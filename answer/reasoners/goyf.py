"""Tarmogoyf's size (205.2a, 604.3): its power is the number of card types among the cards in all graveyards, its
toughness that plus 1. A card counts each of its types once (Dryad Arbor: land and creature); a split card both halves;
an Adventurer card only its creature (715.4). Fires only for a named card with that ability, the graveyard's cards
named after the question says graveyards, and a question about its size."""

from __future__ import annotations

import re

from answer.analysis import Frame
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, named_in
from answer.reasoners.pt_layers import SETS_SIZE
from ingest.models import Card

_COUNTS_TYPES = re.compile(r"number of card types among cards in all graveyards", re.I)
#: the graveyards' contents told: "graveyards have …", "yards have …", "en todos los cementerios hay …"
_GRAVEYARDS = re.compile(
    r"\b(?:graveyards?|yards?|gys?|cementerios?)\b(?=\s+(?:\w+\s+)?(?:have|has|had|got|contain\w*|hay|habia|tienen|tenian|are|were)\b|\s*:)"
)
#: a sentence that adds to the graveyards told: "Además hay un Bitterblossom.", "There's also a Fatal Push."
_ALSO_THERE = re.compile(
    r"\s*(?:ademas|tambien|also|plus|and)\s+(?:hay|there'?s|there is|there are)\b|\s*there'?s also\b"
)
_ASKS_SIZE = re.compile(
    r"\bhow big\b|\bsize\b|\bpower\b|\btoughness\b|\bp/t\b|\bfuerza\b|\bresistencia\b|\btamano\b|\bcuanto mide\b|"
    r"\bde que tamano\b|\bcomo de grande\b|"
    r"\bwhat(?:'s|s| is) (?:my |the |his |her |their )?\w+ at\b"  # "whats my goyf at": its size now
)
_TYPES = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "kindred",
    "tribal",
    "land",
    "planeswalker",
    "sorcery",
)


#: a card in a graveyard told by its type, or a basic land by its name
_TYPE_WORDS = {
    "land": r"lands?|tierras?|forests?|islands?|swamps?|mountains?|plains|bosques?|islas?|pantanos?|montanas?|llanuras?",
    "creature": r"creatures?|criaturas?",
    "artifact": r"artifacts?|artefactos?",
    "enchantment": r"enchantments?|encantamientos?",
    "instant": r"instants?|instantaneos?",
    "sorcery": r"sorcery|sorceries|conjuros?",
    "planeswalker": r"planeswalkers?",
    "kindred": r"tribal(?:es)?|kindred",
    "battle": r"battles?|batallas?",
}
#: "no creatures", "sin tierras", "not any artifact": a type said as absent
_NOT_BEFORE = re.compile(r"\b(?:no|sin|ningun\w*|not? an?y?|without)\s+(?:\w+\s+)?$")


def types_told(told: str) -> set[str]:
    """The card types a folded text says a graveyard holds, a type said as absent ("no creatures") left out."""
    return {
        kind
        for kind, words in _TYPE_WORDS.items()
        for m in re.finditer(rf"\b(?:{words})\b", told)
        if not _NOT_BEFORE.search(told[: m.start()])
    }


def card_types(card: Card) -> set[str]:
    """The card types a card has in a graveyard: each face of a split card, only the main face of an Adventurer."""
    faces = card.type_line.split(" // ")
    if len(faces) > 1 and "Adventure" in faces[-1]:
        faces = faces[:1]
    found = set()
    for face in faces:
        before = face.split("—")[0].lower()
        found |= {kind for kind in _TYPES if re.search(rf"\b{kind}\b", before)}
    return {"kindred" if kind == "tribal" else kind for kind in found}


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    goyf = next((c for c in frame.cards if _COUNTS_TYPES.search(c.oracle_text)), None)
    said = _GRAVEYARDS.search(frame.folded)
    if goyf is None or said is None or not _ASKS_SIZE.search(frame.clause or frame.asked):
        return None
    if any(SETS_SIZE.search(c.oracle_text) for c in frame.in_play):
        return None  # Humility sets its base size: the layers reasoner's
    # the cards told after the graveyards are said, up to the end of that sentence
    end = frame.folded.find(".", said.end())
    more = _ALSO_THERE.match(frame.folded, end + 1) if end > 0 else None
    if more is not None:  # "… un Lightning Bolt. Además hay un Bitterblossom.": the next sentence adds to them
        later = frame.folded.find(".", more.end())
        end = later if later > 0 else len(frame.folded)
    told = frame.folded[said.start() : end if end > 0 else len(frame.folded)]
    buried = [c for c in frame.cards if c is not goyf and named_in(c, told)]  # "a bolt": by a word of its name
    # "a forest", "a creature and a land": a basic land typed in lower case, or a card said by its type
    said_kinds = types_told(told)
    if not buried and not said_kinds:
        return None
    kinds = sorted(set().union(said_kinds, *(card_types(c) for c in buried)))
    n = len(kinds)
    rule = cite("205.2a", r"The card types are", r"tipos de carta")
    listed = ", ".join(t(frame.lang, f"goyf.type_{kind}") for kind in kinds)
    finding = t(frame.lang, "goyf.size", card=goyf.name, p=str(n), t=str(n + 1), n=str(n), types=listed)
    return answered(None, finding, rule, cite, (goyf, *buried), "goyf")
