"""Two alternative costs at once (118.9a, 702.34a): flashback is itself an alternative cost ("rather than paying its
mana cost"), so a Force of Will cast with flashback can't also use its own "pay 1 life and exile a blue card" cost;
only one alternative cost applies to a spell. Fires only when the question casts with flashback (said, or given by
Snapcaster Mage) and also pays the named card's own alternative cost."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

_FLASHBACK = re.compile(r"\bflash(?:ing)? ?back\w*|\bflashbackea\w*|\bretrospectiva\b")
_ALTERNATIVE = re.compile(r"rather than pay (?:this spell's|its) mana cost", re.I)
#: the question pays that other cost: "by paying 1 life + exiling a blue card", "pitching", "gratis"
_PAYS_OTHER = re.compile(
    r"\bexil\w* (?:a |an |un |una )?(?:blue|green|red|black|white|azul|verde|roja|negra|blanca)\b|\bpitch\w*|"
    r"\bpay\w* \d+ life\b|\bpag\w* \d+ vidas?\b|\bfor free\b|\bgratis\b|\balternative cost\b|\bcoste alternativo\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _FLASHBACK.search(frame.folded):
        return None
    card = next((c for c in frame.cards if _ALTERNATIVE.search(c.oracle_text)), None)
    if card is None or not _PAYS_OTHER.search(frame.clause or frame.asked):
        return None
    one = cite("118.9a", r"Only one alternative cost can be applied", r"un coste alternativo")
    back = cite("702.34a", r"rather than paying its mana cost", r"en lugar de pagar")
    finding = t(frame.lang, "alt_costs.one", card=card.name) + ids(one, back)
    steps = [Step(finding, tuple(r for r in (one, back) if r))]
    return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, frame.cards, "alt_costs")
