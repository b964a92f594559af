"""The monarch and the initiative change hands by combat damage (725.2, 726.2): "whenever a creature deals combat
damage to the monarch, its controller becomes the monarch", so a burn spell or any noncombat damage takes nothing;
and the initiative's trigger is "whenever one or more creatures a player controls deal combat damage" to its
holder, so two creatures connecting at once take it once, and its holder ventures once."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_MONARCH = re.compile(r"\bmonarch\b|\bmonarca\b")
_INITIATIVE = re.compile(r"\binitiative\b|\biniciativa\b")
#: asks whether the designation changes hands
_ASKS_TAKES = re.compile(
    r"\bbecomes?\b|\bsteal\w*|\btakes?\b|\bget (?:it|the)\b|\bgets (?:it|the)\b|\bvuelve\w*|\bconvierte\w*|\bpasa a ser\b|"
    r"\broba\w*|\bquita\w*|\bse (?:lo |la )?(?:queda|lleva)\w*|\bgana\w*"
)
_NONCOMBAT = re.compile(
    r"\bburn\w*|\bbolt\w*|\bspell\b|\bhechizo\w*|\bnoncombat\b|\bno de combate\b|\bquem\w*|\bping\w*|\bshock\w*|"
    r"\bactivated ability\b|\bhabilidad activada\b|\bfling\w*"
)
_COMBAT = re.compile(
    r"\bcombat damage\b|\bdano de combate\b|\battack\w*|\batac\w*|\bunblocked\b|\bsin bloquear\b|\bswing\w*|"
    r"\bcombat\b|\bcombate\b"
)
_SEVERAL = re.compile(r"\b(?:two|three|several|both|multiple|dos|tres|varios|varias|ambos|ambas)\b")
_ASKS_TWICE = re.compile(r"\btwice\b|\btwo times\b|\bdos veces\b|\bboth\b|\bcada uno\b|\beach\b|\bper creature\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or re.search(r"\bplaneswalker\b", frame.folded):
        return None
    clause = frame.clause or frame.asked
    if _MONARCH.search(frame.folded) and _ASKS_TAKES.search(clause):
        noncombat, combat = _NONCOMBAT.search(frame.folded), _COMBAT.search(frame.folded)
        if noncombat and not combat:
            opener, key = "no", "designations.monarch_noncombat"
        elif combat and not noncombat:
            opener, key = "yes", "designations.monarch_combat"
        else:
            return None
        rule = cite("725.2", r"Whenever a creature deals combat damage to the monarch", r"monarca")
        return answered(opener, t(frame.lang, key), rule, cite, frame.cards, "designations")
    if _INITIATIVE.search(frame.folded) and _SEVERAL.search(frame.folded) and _ASKS_TWICE.search(clause):
        if not _COMBAT.search(frame.folded):
            return None
        rule = cite("726.2", r"Whenever one or more creatures a player controls deal combat damage", r"iniciativa")
        return answered("no", t(frame.lang, "designations.initiative_once"), rule, cite, frame.cards, "designations")
    return None
