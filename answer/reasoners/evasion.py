"""Fear, intimidate and landwalk (702.36b, 702.13b, 702.14c), read from the attacker's Oracle text: a creature with
fear can be blocked only by artifact and/or black creatures; with intimidate only by artifact creatures and/or
creatures sharing a color with it; with landwalk it can't be blocked at all while the defending player controls a land
of that type. Fires only for one named attacker with one of them, a yes/no "can I block it?", and a named blocker (for
fear and intimidate) or a named land of that type (for landwalk)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from ingest.models import Card

_KEYWORD = r"(?:^|\n)(?:[\w ,]*,\s*)?{kw}\b"
_LANDWALK = re.compile(r"(?:^|\n)(?:[\w ,]*,\s*)?(plains|island|swamp|mountain|forest)walk\b", re.I)
_ASKS_BLOCK = re.compile(r"\bblock\w*|\bbloque\w*|\bchump\w*")
_COLOR_SYMBOLS = "WUBRG"


def _colors(card: Card) -> set[str]:
    return {
        symbol for symbol in _COLOR_SYMBOLS if "{" + symbol in card.mana_cost or "/" + symbol + "}" in card.mana_cost
    }


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_BLOCK.search(clause) or not re.search(r"\bcan\b|\bpued", clause):
        return None
    attackers = [
        c
        for c in frame.cards
        if "Creature" in c.type_line
        and (re.search(_KEYWORD.format(kw="fear"), c.oracle_text, re.I) or re.search(
            _KEYWORD.format(kw="intimidate"), c.oracle_text, re.I) or _LANDWALK.search(c.oracle_text))
    ]  # fmt: skip
    if len(attackers) != 1:
        return None
    attacker = attackers[0]
    others = [c for c in frame.cards if c is not attacker]
    walk = _LANDWALK.search(attacker.oracle_text)
    if walk is not None:
        land_type = walk[1].capitalize()
        lands = [c for c in others if "Land" in c.type_line and re.search(rf"\b{land_type}\b", c.type_line)]
        if not lands:
            return None
        rule = cite("702.14c", r"can’t be blocked as long as the defending player controls", r"")
        kind = t(frame.lang, f"evasion.type_{land_type.lower()}")
        finding = t(frame.lang, "evasion.landwalk", attacker=attacker.name, land=lands[0].name, type=kind)
        return answered("no", finding, rule, cite, frame.cards, "evasion")
    blockers = [c for c in others if "Creature" in c.type_line]
    if len(blockers) != 1:
        return None
    blocker = blockers[0]
    artifact = "Artifact" in blocker.type_line
    if re.search(_KEYWORD.format(kw="fear"), attacker.oracle_text, re.I):
        allowed = artifact or "B" in _colors(blocker)
        rule = cite("702.36b", r"artifact creatures and/or black creatures", r"")
        key = "evasion.fear_can" if allowed else "evasion.fear_cant"
    else:
        allowed = artifact or bool(_colors(blocker) & _colors(attacker))
        rule = cite("702.13b", r"share a color with it", r"")
        key = "evasion.intimidate_can" if allowed else "evasion.intimidate_cant"
    finding = t(frame.lang, key, attacker=attacker.name, blocker=blocker.name)
    return answered("yes" if allowed else "no", finding, rule, cite, frame.cards, "evasion")
