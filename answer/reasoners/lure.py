"""Lure and its kin ("All creatures able to block enchanted creature do so."): a block requirement (509.1c). A creature
able to block the lured one must block it; one that can't (tapped, or without flying or reach against a flier) isn't
made to. A flier can block a creature without flying (702.9b), so "it's on the ground" changes nothing. Fires only for
a yes/no "must/does it have to block" naming the lure, the lured creature and one would-be blocker."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, first_mention, ids

_LURE = re.compile(
    r"\ball creatures able to block (enchanted creature|equipped creature|it|target creature)?[^.]*? do so\b", re.I
)
_MUST_ASKED = re.compile(
    r"\b(?:have|has|had) to block|\bmust block|\bforced to block|\bobligad\w* a bloquear|\b(?:tiene|tengo) que bloquear|"
    r"\bdebe bloquear|\bblock(?:ing)? (?:is )?(?:mandatory|forced)\b"
)
#: restrictions on the blocker ("can't block", "can block only creatures with flying") or on blocking the lured one
_RESTRICTED = re.compile(r"can[’']t block|can block only", re.I)
_EVADES = re.compile(
    r"(?:^|\n)(?:[\w ,]*,\s*)?(?:fear|intimidate|menace|shadow|horsemanship|\w+walk)\b|can[’']t be blocked", re.I
)
_FLYING = re.compile(r"(?:^|\n)(?:[\w ,]*,\s*)?flying\b", re.I)
_REACH = re.compile(r"(?:^|\n)(?:[\w ,]*,\s*)?reach\b", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _MUST_ASKED.search(frame.clause or frame.asked):
        return None
    lures = [c for c in frame.cards if _LURE.search(c.oracle_text)]
    if len(lures) != 1:
        return None
    lure = lures[0]
    found = _LURE.search(lure.oracle_text)
    creatures = [c for c in frame.cards if c is not lure and "Creature" in c.type_line]
    if found is not None and not found[1] and "Creature" in lure.type_line:
        lured, blockers = lure, creatures  # Prized Unicorn: itself
    else:
        # the creature the Lure is put on: named right after it ("Lure on his Serra Angel", "Lure a mi Craw Wurm")
        at = first_mention(frame.folded, lure)
        after = [
            (start, c) for c in creatures
            if at is not None and (start := first_mention(frame.folded, c)) is not None and start > at
            and re.fullmatch(r"\W*(?:on|onto|a|al|en|sobre)\s+(?:\w+'?s?\s+){0,3}", frame.folded[at + len(lure.name) : start])
        ]  # fmt: skip
        if len(after) != 1:
            return None
        lured = after[0][1]
        blockers = [c for c in creatures if c is not lured]
    if len(blockers) != 1:
        return None
    blocker = blockers[0]
    if _RESTRICTED.search(blocker.oracle_text) or _EVADES.search(lured.oracle_text):
        return None  # a restriction the requirement can't override (509.1c): read by the evasion reasoners
    if re.search(r"\btapped\b|\bgirad\w*|\btapead\w*", frame.folded):
        return None  # a tapped creature can't block at all: which one is tapped isn't read here
    requirement = cite("509.1c", r"requirements", r"")
    reaches = _FLYING.search(blocker.oracle_text) or _REACH.search(blocker.oracle_text)
    if _FLYING.search(lured.oracle_text) and not reaches:
        flier = cite("702.9b", r"can’t be blocked except by creatures with flying and/or reach", r"")
        finding = t(frame.lang, "lure.cant", blocker=blocker.name, lured=lured.name) + ids(flier)
        return answered("no", finding, requirement, cite, (lure, lured, blocker), "lure")
    finding = t(frame.lang, "lure.must", blocker=blocker.name, lured=lured.name, lure=lure.name)
    if _FLYING.search(blocker.oracle_text) and not _FLYING.search(lured.oracle_text):
        flier = cite("702.9b", r"can block a creature with or without flying", r"")
        finding += " " + t(frame.lang, "lure.flier_blocks", blocker=blocker.name) + ids(flier)
    return answered("yes", finding, requirement, cite, (lure, lured, blocker), "lure")
