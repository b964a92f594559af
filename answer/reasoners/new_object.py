"""A flickered permanent comes back as a new object (400.7, 122.2): exiled and returned, it keeps none of its
counters, damage, Auras or effects from before. "I blink my creature with two +1/+1 counters: does it keep them?" is
no. Fires only for a flicker (a named card that exiles and returns, or "blink"/"flicker"/"parpadear" said), something
said on the creature, and a yes/no question whether it keeps that or loses it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import FLICKER, FLICKER_WORDS, Citer, Step, Verdict, ids, is_spell_card

_COUNTERS = re.compile(r"\bcounters?\b|\bcontador\w*")
_DAMAGE = re.compile(r"\bdamage\b|\bdmg\b|\bdano\b")
_ATTACHED = re.compile(r"\baura\b|\bequip\w*|\benchant\w*|\bencantamiento\b|\bpacifism\b|\brancor\b")
_KEEPS = re.compile(
    r"\bkeep\w*|\bstill (?:have|has|there|on it|on him|on her)\b|\bis the \w+ still\b|\bstay\w*|\bconserv\w*|\bmantien\w*|"
    r"\bsigue (?:teniendo|con)\b|\btodavia (?:tiene|esta)\b|\bse queda con\b|\bvuelve con\b|\bcome back with\b|"
    r"\breturn\w* with\b"
)
#: "if I exile my creature with counters and it comes back", "si la exilio y vuelve al campo": left, then back
_LEFT_AND_BACK = re.compile(
    r"\b(?:exil\w*|bounc\w*|devuelv\w*)\b[^?]{0,60}\b(?:comes? back|returns?|returned|vuelve|regresa)\b"
)
#: a card that returns with its own counter (undying, persist): another reasoner's
_RETURNS_ITSELF = re.compile(r"\bundying\b|\bpersist\w*|\bfull circle\b", re.I)
_LOSES = re.compile(r"\blose\w*|\bpierde\w*|\bgone\b|\bdesaparec\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO:
        return None
    keeps, loses = _KEEPS.search(clause), _LOSES.search(clause)
    if not (keeps or loses):
        return None
    flicker = (
        FLICKER_WORDS.search(frame.folded)
        or any(FLICKER.search(c.oracle_text) for c in frame.cards if is_spell_card(c))
        or (_LEFT_AND_BACK.search(frame.folded) and not _RETURNS_ITSELF.search(frame.folded))
    )
    if re.search(r"\benerg\w*|\bpoison\w*|\bvenen\w*|\bexperienc\w*", frame.folded):
        return None  # a player's counters stay with the player (122.1f): not the object's
    if not flicker:
        return None
    if _COUNTERS.search(clause) or (_COUNTERS.search(frame.folded) and not _DAMAGE.search(clause)):
        what = "counters"
    elif _DAMAGE.search(frame.folded):
        what = "damage"
    elif _ATTACHED.search(frame.folded):
        what = "attached"
    else:
        return None
    new = cite("400.7", r"becomes a new object with no memory", r"objeto nuevo")
    kept = cite("122.2", r"not retained if that object moves", r"zona") if what == "counters" else None
    finding = t(frame.lang, f"new_object.{what}") + ids(new, kept)
    opener = t(frame.lang, "no" if keeps else "yes")
    rules = tuple(r for r in (new, kept) if r)
    return Verdict(opener + " " + finding, [Step(finding, rules)], cite.quotes, frame.cards, "new_object")
