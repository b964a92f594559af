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
    r"\bbecomes?\b|\bsteal\w*|\btakes?\b|\bget (?:it|the)\b|\bgets (?:it|the)\b|\bvuelve\w*|\bme vuelvo\b|\bconvierte\w*|\bpasa a ser\b|"
    r"\broba\w*|\bquita\w*|\bse (?:lo |la )?(?:queda|lleva)\w*|\bgana\w*|\bpas[oa] a ser\b|\bme (?:hago|convierto)\b|"
    r"\btom[oa]\w*"
)
#: "what happens if my creatures deal combat damage to the player with the initiative?"
_ASKS_WHAT = re.compile(r"\bwhat happens\b|\bque pasa\b|\bque ocurre\b")
_NONCOMBAT = re.compile(
    r"\bburn\w*|\bbolt\w*|\bspell\b|\bhechizo\w*|\bnoncombat\b|\bno de combate\b|\bquem\w*|\bping\w*|\bshock\w*|"
    r"\bactivated ability\b|\bhabilidad activada\b|\bfling\w*"
)
_COMBAT = re.compile(
    r"\bcombat damage\b|\bdano de combate\b|\battack\w*|\bata[cq]\w*|\bunblocked\b|\bsin bloquear\b|\bswing\w*|"
    r"\bcombat\b|\bcombate\b|\bconnect\w*"
)
#: a hit that is combat damage unless a spell is said: "two of my creatures hit the player with the initiative"
_HITS = re.compile(r"\bhits?\b|\bpeg\w*")
_SEVERAL = re.compile(r"\b(?:two|three|several|both|multiple|dos|tres|varios|varias|ambos|ambas)\b")
_ASKS_TWICE = re.compile(r"\btwice\b|\btwo times\b|\bdos veces\b|\bboth\b|\bcada uno\b|\beach\b|\bper creature\b")


#: the monarch leaves the game: concedes, loses, is eliminated
_MONARCH_LEAVES = re.compile(
    r"\bmonarch\b[^.?]{0,30}\b(?:concede\w*|lost the game|loses the game|leaves? the game|left the game|died|is out|"
    r"(?:got |gets )?eliminated)\b|\bmonarca\b[^.?]{0,30}\b(?:concede\w*|pierde|perdio|abandona\w*|sale de la partida|"
    r"eliminad\w*)\b"
)
_ASKS_WHO = re.compile(r"\bwho\b|\bquien\b|\bwhos\b|\bwho's\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if re.search(r"\bplaneswalker\b", frame.folded):
        return None
    if _MONARCH_LEAVES.search(frame.folded) and (_ASKS_WHO.search(clause) or frame.qtype is QType.WHO):
        # "the monarch just conceded in the middle of my turn. who's the monarch now?" (725.4)
        rule = cite("725.4", r"the active player becomes the monarch", r"jugador activo")
        mine = re.search(r"\b(?:my|mi) turn\w*|\ben mi turno\b|\bduring my\b", frame.folded)
        key = "designations.monarch_left_you" if mine else "designations.monarch_left"
        return answered(None, t(frame.lang, key), rule, cite, frame.cards, "designations")
    drawer = _monarch_draws(frame, cite, clause)
    if drawer is not None:
        return drawer
    takes = frame.qtype is QType.YES_NO and _ASKS_TAKES.search(clause)
    asked_what = frame.qtype is QType.WHAT_HAPPENS and _ASKS_WHAT.search(clause)
    if _INITIATIVE.search(frame.folded) and (takes or asked_what) and not _SEVERAL.search(frame.folded):
        if not _combat(frame.folded) or _NONCOMBAT.search(frame.folded):
            return None
        rule = cite("726.2", r"the controller of those creatures takes the initiative", r"iniciativa")
        opener = "yes" if takes else None
        mine = re.search(
            r"\bi (?:hit|deal|attack|swing)|\b(?:le )?(?:hago|pego|ataco)\b|\bmy (?:creature|guy)s? (?:hit|deal)",
            frame.folded,
        )
        key = "designations.initiative_take_you" if mine else "designations.initiative_take"
        return answered(opener, t(frame.lang, key), rule, cite, frame.cards, "designations")
    if frame.qtype is not QType.YES_NO:
        return None
    if _MONARCH.search(frame.folded) and _ASKS_TAKES.search(clause):
        noncombat, combat = _NONCOMBAT.search(frame.folded), _combat(frame.folded)
        if noncombat and not combat:
            opener, key = "no", "designations.monarch_noncombat"
        elif combat and not noncombat:
            opener, key = "yes", "designations.monarch_combat"
        else:
            return None
        rule = cite("725.2", r"Whenever a creature deals combat damage to the monarch", r"monarca")
        return answered(opener, t(frame.lang, key), rule, cite, frame.cards, "designations")
    if _INITIATIVE.search(frame.folded) and _SEVERAL.search(frame.folded) and _ASKS_TWICE.search(clause):
        if not _combat(frame.folded):
            return None
        rule = cite("726.2", r"Whenever one or more creatures a player controls deal combat damage", r"iniciativa")
        return answered("no", t(frame.lang, "designations.initiative_once"), rule, cite, frame.cards, "designations")
    return None


#: the asker is the monarch and is hit: "I'm the monarch … their 1/1 deals combat damage to me", "soy monarca … me pega"
_I_AM_MONARCH = re.compile(r"\b(?:i'?m|i am|i was) (?:the )?monarch\b|\b(?:soy|era) (?:el |la )?monarca\b")
_HIT_ME = re.compile(
    r"\b(?:deals?|dealt) (?:\w+ )?(?:combat )?damage to me\b|\bhits? me\b|\bme (?:pega|pegan|ataca|atacan|hace|hacen)\b"
)
_ASKS_DRAWS = re.compile(r"\bdraws?\b|\broba\w*")


def _monarch_draws(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I'm the monarch; on their turn their 1/1 deals combat damage to me. Who draws at the end of that turn?" They
    do: its controller became the monarch (725.2), and the monarch draws at the beginning of their end step."""
    if not (frame.qtype is QType.WHO or _ASKS_WHO.search(clause)) or not _ASKS_DRAWS.search(clause):
        return None
    if not (_I_AM_MONARCH.search(frame.folded) and _HIT_ME.search(frame.folded)) or _NONCOMBAT.search(frame.folded):
        return None
    if re.search(
        r"\b(?:then|and then|after that|luego|despues) i\b|\bi (?:deal|hit|attack)|\bmy (?:next )?end step\b|"
        r"\bmi (?:proximo )?paso final\b|\ble pego yo\b|\bnext turn\b|\bsiguiente turno\b",
        frame.folded,
    ):
        return None  # the monarchy taken back, or another end step asked
    rule = cite("725.2", r"Whenever a creature deals combat damage to the monarch", r"monarca")
    return answered(None, t(frame.lang, "designations.monarch_draws_them"), rule, cite, frame.cards, "designations")


def _combat(folded: str) -> bool:
    return bool(_COMBAT.search(folded) or (_HITS.search(folded) and not _NONCOMBAT.search(folded)))
