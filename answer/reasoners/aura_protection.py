"""An Aura on a permanent that gains protection from the Aura's color (702.16c, 704.5m): a permanent with
protection can't be enchanted by Auras with that quality, so the Aura is put into its owner's graveyard as a
state-based action. Fires only for a named Aura, a protection color the question states, and a question asking
whether the Aura stays or goes."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, named_in
from answer.reasoners.protection import COLORS, COLORS_ES

_FROM = re.compile(
    r"(?:protection from|\bpro)[ -](white|blue|black|red|green)\b|"
    r"(?:proteccion contra|\bpro)(?: el)? (blanco|azul|negro|rojo|verde)\b"
)
_GOES = re.compile(
    r"graveyard|cementerio|fall[s]? off|\bgo(es)? away|\bse va\b|se cae|\bleaves?\b|\bsale\b|se desengancha"
)
_STAYS = re.compile(r"\bstay\w*|\bremain\w*|\bqueda\w*|\bsigue\b|\bpermanece\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    said = _FROM.search(frame.folded)
    auras = [c for c in frame.cards if "Aura" in c.type_line]
    if said is None or len(auras) != 1:
        return None
    what_happens = frame.qtype is QType.WHAT_HAPPENS and named_in(auras[0], clause)  # "what happens to the pacifism?"
    if not what_happens and (frame.qtype is not QType.YES_NO or not (_GOES.search(clause) or _STAYS.search(clause))):
        return None
    color = said[1] or COLORS_ES[said[2]]
    aura = auras[0]
    lang = frame.lang
    rule = cite("702.16c", r"can’t be enchanted by Auras", r"encantad")
    if not aura.mana_cost or "/" in aura.mana_cost:
        return None  # colorless or hybrid: its colors aren't read here
    if COLORS[color] not in aura.mana_cost:  # an Aura of another color stays
        finding = t(lang, "aura_prot.stays", aura=aura.name, color=t(lang, f"color.{color}")) + ids(rule)
        falls = False
    else:
        sba = cite("704.5m", r"attached to an illegal object", r"ilegal")
        finding = t(lang, "aura_prot.falls_off", aura=aura.name) + ids(rule, sba)
        falls = True
    steps = [Step(finding, tuple(r for r in (rule,) if r))]
    if what_happens:
        return Verdict(finding, steps, cite.quotes, (aura,), "aura_protection")
    goes = bool(_GOES.search(clause))
    return Verdict(
        t(lang, "yes" if goes == falls else "no") + " " + finding, steps, cite.quotes, (aura,), "aura_protection"
    )
