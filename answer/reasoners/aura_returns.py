"""An Aura like Rancor whose creature leaves the battlefield after the Aura resolved (704.5m, 603.10a): attached to
nothing, the Aura is put into its owner's graveyard as a state-based action, from the battlefield, so its own "When
this is put into a graveyard from the battlefield, return it to its owner's hand" triggers and it goes back to the
hand. Fires only for a named Aura with that trigger, a creature said to leave (killed, destroyed, exiled, flickered,
bounced) while the Aura is on it — not in response to the Aura spell, which then never resolves — and a question
whether it comes back or where it ends up."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, is_spell_card

RETURNS_ITSELF = re.compile(
    r"^(?:[\w' -]{3,30} — )?when [^,]* is put into a graveyard from the battlefield, return [^.]* to its owner[’']s hand",
    re.I | re.M,
)
#: the creature wearing it leaves: dies, is destroyed, exiled, flickered or bounced
_LEAVES = re.compile(
    r"\b(?:kill\w*|murder\w*|destroy\w*|dies|died|exile\w*|bolt\w*|cloudshift\w*|flicker\w*|blink\w*|ephemerat\w*|"
    r"bounce\w*|unsummon\w*|mat[ao]n?|matan|muere|destru\w*|exili\w*|blinke\w*|parpade\w*)\b"
)
#: the Aura is on it already: "has rancor on it", "after rancor resolved", "con rancor encima"
_ON_IT = re.compile(
    r"\b(?:has|had|with|wearing|enchanted by)\b[^.?]{0,25}\bon (?:it|him|her)\b|\bafter [^.?]{0,30}\bresolv\w*|"
    r"\balready resolved\b|\bencima\b|\bya (?:se )?resolvi\w*|\bdespues de que (?:se )?resuelva|\bequipad\w*|"
    r"\b(?:tiene|lleva)\b[^.?]{0,25}\b(?:puesto|puesta|encima)\b|\bque (?:lleva|llevaba)\b|\bwearing\b|"
    r"\bthat (?:has|had) (?:a |the )?\w+ on\b|\benchanted with\b|\bencantad[oa] con\b"
)
_REMOVES_CREATURE = re.compile(
    r"^(?:return|destroy|exile) target (?:nonland permanent|creature|permanent|nonblack creature|artifact or creature)",
    re.I | re.M,
)
_IN_RESPONSE = re.compile(r"\bin response\b|\ben respuesta\b")
_ASKS = re.compile(
    r"\bcome back|\breturn|\bback to|\bhand\b|\bwhere\b|\bend up\b|what happens|\bvuelve|\bmano\b|\ba ?donde\b|\bdonde\b|"
    r"que pasa|\bregres"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    aura = next((c for c in frame.cards if "Aura" in c.type_line and RETURNS_ITSELF.search(c.oracle_text)), None)
    clause = frame.clause or frame.asked
    # its creature leaves: said, or a named spell that removes a creature ("my opponent Snaps my creature")
    removal = any(is_spell_card(c) and _REMOVES_CREATURE.search(c.oracle_text) for c in frame.cards if c is not aura)
    if aura is None or not _ASKS.search(clause) or not (_LEAVES.search(frame.folded) or removal):
        return None
    if any(re.search(r"graveyard from anywhere, exile it instead", c.oracle_text, re.I) for c in frame.cards):
        return None  # Rest in Peace: the Aura is exiled instead of going to the graveyard, so nothing triggers
    if not _ON_IT.search(frame.folded) or (_IN_RESPONSE.search(frame.folded) and "resolv" not in frame.folded):
        return None  # in response to the Aura spell: it never resolves, the targets reasoner's case
    sba = cite("704.5m", r"is not attached to an object or player", r"anexad")
    back = cite("603.10a", r"look back in time", r"hacia atrás")
    finding = t(frame.lang, "aura_returns.hand", aura=aura.name) + ids(sba, back)
    text = (t(frame.lang, "yes") + " " + finding) if frame.qtype is QType.YES_NO else finding
    return Verdict(text, [Step(finding, tuple(r for r in (sba, back) if r))], cite.quotes, (aura,), "aura_returns")
