"""Mana that may be spent only on some spells (Mishra's Workshop: "Spend this mana only to cast artifact spells"):
it pays any part of casting such a spell, its X included, and nothing else — not another spell, not an activated
ability unless the restriction names abilities too (106.6). Fires only for a named source with a plain restriction
(types or subtypes, not "kicked" or "the chosen type"), one other named card it is spent on, and a yes/no question
about casting or paying for that card or activating its ability."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_RESTRICTION = re.compile(
    r"Spend this mana only to cast (?:an? )?(?P<cast>[\w ]+?) spells?(?: or (?:to )?activate abilities of (?P<act>[\w ]+?))?"
    r"(?=[.,)]|$)",
    re.I | re.M,
)
#: adjectives the type line can't check: "kicked spells", "of the chosen type", "with flashback"
_UNREAD = re.compile(r"\b(?:kicked|chosen|with|last|colorless|multicolored|monocolored|legendary)\b", re.I)
_ACTIVATES = re.compile(
    r"\bactivat\w*|\babilit\w*|\bactivar\b|\bhabilidad\w*|\bequip\w*|\bcrew\w*|\btripul\w*|\bninjutsu\b|\bcycl\w*|"
    r"\bciclar\b|\bunearth\w*|\bdesenterr\w*|\bembalm\w*|\beternaliz\w*|\bscaveng\w*|\bchannel\w*|\bcanaliz\w*|"
    r"\btransmut\w*|\blevel up\b|\boutlast\b|\bmorph\w*|\bface up\b|\bboca arriba\b"
)
_CASTS = re.compile(r"\bcast\w*|\blanz\w*")
#: a permanent said without its name: "an artifact I already have out", "un artefacto que ya tengo en mesa"
_THING = re.compile(
    r"\b(?:an?|my|un|una|mi|mis|su) (?:artifacts?|artefactos?|creatures?|criaturas?|permanents?|permanentes?)\b"
)
_SPENDS = re.compile(
    r"\bcast\w*|\bpay\w*|\bpag\w*|\blanz\w*|\bspend\w*|\bgast\w*|\buse\b|\busar\b|\bx\b|\{x\}|\bcost\w*|\bcoste\b"
)


def _fits(kinds: str, card_type: str) -> bool:
    """The card's type line has every word of one of the alternatives ("instant or sorcery", "artifact")."""
    alternatives = [a.strip() for a in re.split(r",? or |, ", kinds) if a.strip()]
    line = card_type.lower()
    return any(all(re.search(rf"\b{re.escape(w.rstrip('s'))}", line) for w in a.lower().split()) for a in alternatives)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    found = [(c, m) for c in frame.cards if (m := _RESTRICTION.search(c.oracle_text))]
    clause = frame.clause or frame.asked
    if len(found) == 1 and len(frame.cards) == 1 and not found[0][1]["act"]:
        # "¿el maná del Workshop sirve para activar la habilidad de un artefacto?": no card named, no ability at all
        if _ACTIVATES.search(clause) and not _CASTS.search(clause) and _THING.search(clause):
            source = found[0][0]
            rule = cite("106.6", r"restrict how that mana can be spent", r"")
            finding = t(frame.lang, "restricted_mana.no_abilities", source=source.name, kinds=found[0][1]["cast"])
            return answered("no", finding, rule, cite, (source,), "restricted_mana")
    if len(found) != 1 or len(frame.cards) != 2:
        return None
    source, restriction = found[0]
    spent_on = next(c for c in frame.cards if c is not source)
    if _UNREAD.search(restriction.group(0)) or not spent_on.type_line or "//" in spent_on.type_line:
        return None  # (an Adventure or split card: which half is cast decides its type, not read here)
    if not _SPENDS.search(clause) and not _ACTIVATES.search(clause):
        return None
    card_type = spent_on.type_line.split(" // ")[0]
    rule = cite("106.6", r"restrict how that mana can be spent", r"")
    # "cast a spell with crew in it": casting said outright is the casting question
    if _ACTIVATES.search(clause) and not _CASTS.search(clause):
        allowed = bool(restriction["act"]) and _fits(restriction["act"], card_type)
        key = "restricted_mana.ability_ok" if allowed else "restricted_mana.not_abilities"
        return answered("yes" if allowed else "no", t(frame.lang, key, source=source.name, card=spent_on.name),
                        rule, cite, (source, spent_on), "restricted_mana")  # fmt: skip
    fits = _fits(restriction["cast"], card_type)
    key = "restricted_mana.cast_ok" if fits else "restricted_mana.cast_no"
    finding = t(frame.lang, key, source=source.name, card=spent_on.name, kinds=restriction["cast"])
    if fits and "{X}" in spent_on.mana_cost:
        finding += " " + t(frame.lang, "restricted_mana.x_too")  # Walking Ballista's X is paid while casting it
    return answered("yes" if fits else "no", finding, rule, cite, (source, spent_on), "restricted_mana")
