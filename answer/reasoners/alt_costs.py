"""Two alternative costs at once (118.9a, 702.34a): flashback is itself an alternative cost ("rather than paying its
mana cost"), so a Force of Will cast with flashback can't also use its own "pay 1 life and exile a blue card" cost;
only one alternative cost applies to a spell. Fires only when the question casts with flashback (said, or given by
Snapcaster Mage) and also pays the named card's own alternative cost."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids

_FLASHBACK = re.compile(r"\bflash(?:ing|ed)? ?(?:it |them )?back\w*|\bflashbackea\w*|\bretrospectiva\b")
_ALTERNATIVE = re.compile(r"rather than pay (?:this spell's|its) mana cost", re.I)
#: the question pays that other cost: "by paying 1 life + exiling a blue card", "pitching", "gratis"
_PAYS_OTHER = re.compile(
    r"\bexil\w* (?:a |an |un |una )?(?:blue|green|red|black|white|azul|verde|roja|negra|blanca)\b|\bpitch\w*|"
    r"\bpay\w* \d+ life\b|\bpag\w* \d+ vidas?\b|\bfor free\b|\bgratis\b|\balternative cost\b|\bcoste alternativo\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    tapped = _tapped_permanent(frame, cite)
    if tapped is not None:
        return tapped
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


#: an alternative cost named by its keyword: "evoke Mulldrifter", "dash it", "overload"
_KEYWORD_ALTERNATIVE = re.compile(
    r"\bevok\w*|\bevoc\w*|\bdash\w*|\boverload\w*|\bsobrecarga\w*|\bspectacle\b|\bsurge\b|\bprowl\w*|\bemerge\b"
)
#: a permanent that gives an alternative cost to every spell (Fist of Suns, Jodah)
_GIVES_ALTERNATIVE = re.compile(r"rather than pay the mana cost for spells|without paying their mana costs", re.I)


def two_alternatives(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I have Fist of Suns: can I evoke Mulldrifter paying WUBRG instead of the evoke cost?" No: evoke and Fist of
    Suns' cost are both alternative costs, and only one can be applied to a spell (118.9a)."""
    if frame.qtype is not QType.YES_NO or not _KEYWORD_ALTERNATIVE.search(frame.clause or frame.asked):
        return None
    giver = next((c for c in frame.in_play if _GIVES_ALTERNATIVE.search(c.oracle_text)), None)
    if giver is None:
        return None
    one = cite("118.9a", r"Only one alternative cost can be applied", r"un coste alternativo")
    return answered("no", t(frame.lang, "alt_costs.two", card=giver.name), one, cite, frame.cards, "alt_costs")


#: a cost that returns or sacrifices a permanent you control, without asking for an untapped one (Daze's Island)
_RETURNS_PERMANENT = re.compile(
    r"(?:return|sacrifice) (?:an?|two|one) (?!untapped)(\w+)(?: or \w+)? you control(?: to its owner[’']s hand)?"
    r"(?: rather than pay (?:this spell[’']s|its) mana cost)?",
    re.I,
)
_TAPPED = re.compile(r"\btapped\b|\bgirad[oa]s?\b|\bya (?:esta|estan) girad")


def _tapped_permanent(frame: Frame, cite: Citer) -> Verdict | None:
    """ "The Island I'd return for Daze is tapped: can I still use it?": returning or sacrificing a permanent as a
    cost doesn't need it untapped, unless the cost says so (118.3 asks only that the permanent be there)."""
    if frame.qtype is not QType.YES_NO or not _TAPPED.search(frame.folded):
        return None
    if not re.search(r"\b(can|could|may)\b|\bpued\w*|\bsirve\b|\bvale\b", frame.clause or frame.asked):
        return None
    found = next(((c, m) for c in frame.cards if (m := _RETURNS_PERMANENT.search(c.oracle_text))), None)
    if found is None:
        return None
    card, kind = found[0], found[1][1]
    if not re.search(
        rf"\b{re.escape(kind.lower())}|\b(?:isla|island|land|tierra|bosque|pantano|montana|llanura)", frame.folded
    ):
        return None
    rule = cite("601.2h", r"pays the total cost", r"paga el coste total")
    finding = t(frame.lang, "alt_costs.tapped_ok", card=card.name)
    basic_types = ("Plains", "Island", "Swamp", "Mountain", "Forest")
    land = next((c for c in frame.cards if c is not card and kind in basic_types and kind in c.type_line), None)
    typed = None
    if land is not None and "Basic" not in land.type_line:
        # "aunque no es una isla básica": a nonbasic land with the type the cost asks for pays it too (205.3i)
        typed = cite("205.3i", r"Lands have their own unique set of subtypes", r"")
        kind_name = t(frame.lang, f"evasion.type_{kind.lower()}")
        finding += " " + t(frame.lang, "alt_costs.nonbasic_ok", land=land.name, type=kind_name)
    step = finding + ids(rule, typed)
    rules = tuple(r for r in (rule, typed) if r is not None)
    cards = (card, land) if typed is not None and land is not None else (card,)
    return Verdict(t(frame.lang, "yes") + " " + step, [Step(step, rules)], cite.quotes, cards, "alt_costs")
