"""Flashback given by another card (Snapcaster Mage: "The flashback cost is equal to its mana cost"): the spell is
cast from the graveyard for its own mana cost (702.34a); a card without a mana cost (Living End) has an unpayable
flashback cost and can't be cast that way (118.6); flashback is an alternative cost, so another one (Force of Will's
exile) can't be paid with it (118.9a). Fires only for a named giver, one other named instant or sorcery, and a
yes/no question about casting it for a cost or by another alternative cost."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import THEIR_TURN, Citer, Verdict, answered, is_spell_card
from ingest.models import Card

_GIVES = re.compile(r"flashback cost is equal to its mana cost", re.I)
#: the cost said as the flashback's: "flash it back for {1}{R}", "lo lanzo pagando solo {U}", "cast it for {U}"
_COST_SAID = re.compile(
    r"\b(?:for|por|pagando|paying)\s+(?:just |only |solo |solamente )?((?:\{[0-9WUBRGC/]+\})+)(?!\S*\s*(?:to|para) "
    r"(?:flash|cast|lanz))",
    re.I,
)
_FLASHBACK_SAID = re.compile(
    r"\bflashback\b|\bflash\w* (?:it |them )?back\b|\bretrospectiva\b|\bfrom (?:my|the) graveyard\b|"
    r"\bdesde (?:mi|el) cementerio\b"
)
#: something that changes what is paid: an X, kicker, a tax or a reduction said beside it
_COST_CHANGED = re.compile(r"\bx\s*=|\bkick\w*|\bestimul\w*|\btax\w*|\bmore\b|\bless\b|\bmas\b|\bmenos\b")
_CASTS = re.compile(
    r"\bcast\w*|\blanz\w*|\btir\w*|\bflashback\b|\bflash\w* (?:it |them )?back\b|\bretrospectiva\b|\bpag\w*|\bpay\w*"
)
#: another alternative cost said with it: "exiling a blue card instead of paying", "evoke", "sin pagar"
_OTHER_ALTERNATIVE = re.compile(
    r"\binstead of paying\b|\ben vez de pagar\b|\bexil\w* (?:a|an|una?) (?:blue|azul)\b|\bpitch\w*|\bevok\w*|"
    r"\bwithout paying\b|\bsin pagar\b"
)


#: a moment that is no main phase of the asker's own turn with an empty stack
_NOT_MAIN_PHASE = re.compile(
    r"\bend step\b|\bend of (?:the )?turn\b|\beot\b|\bupkeep\b|\bcombat\b|\bin response\b|\bpaso final\b|"
    r"\bfinal del turno\b|\bmantenimiento\b|\bcombate\b|\ben respuesta\b"
)
_SORCERY = re.compile(r"\bsorcer(?:y|ies)\b|\bconjuros?\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    giver = next((c for c in frame.cards if _GIVES.search(c.oracle_text)), None)
    spells = [c for c in frame.cards if c is not giver and is_spell_card(c)]
    clause = frame.clause or frame.asked
    if giver is not None and _sorcery_given(frame, spells) and _CASTS.search(clause):
        # "Snapcaster at their end step on a sorcery: can I cast it now?" Flashback changes where, not when (702.34a)
        rule = cite("307.1", r"during a main phase of their turn when the stack is empty", r"")
        sorcery = next((c for c in spells if "Sorcery" in c.type_line), None)
        return answered("no", t(frame.lang, "flashback.sorcery_timing", giver=giver.name), rule, cite,
                        (giver, sorcery) if sorcery else (giver,), "granted_flashback")  # fmt: skip
    if giver is None or len(spells) != 1 or not _CASTS.search(clause) or not _FLASHBACK_SAID.search(frame.folded):
        return None
    spell = spells[0]
    cost = spell.mana_cost.split(" // ")[0]
    if not cost:
        # Living End: no mana cost, so the flashback cost is unpayable (118.6)
        rule = cite("118.6", r"This represents an unpayable cost", r"")
        return answered("no", t(frame.lang, "flashback.unpayable", card=spell.name, giver=giver.name), rule, cite,
                        (giver, spell), "granted_flashback")  # fmt: skip
    if _OTHER_ALTERNATIVE.search(clause):
        rule = cite("118.9a", r"Only one alternative cost can be applied", r"")
        return answered("no", t(frame.lang, "flashback.one_alternative", card=spell.name), rule, cite,
                        (giver, spell), "granted_flashback")  # fmt: skip
    said = _COST_SAID.findall(frame.question.upper())
    if not said or "{X}" in cost or _COST_CHANGED.search(frame.folded) or len(frame.cards) > 2:
        return None  # an X, kicker or a third card (Thalia) changes the total: not read here
    rule = cite("702.34a", r"by paying \[cost\] rather than paying its mana cost", r"")
    same = said[-1] == cost.upper()
    key = "flashback.its_cost" if same else "flashback.other_cost"
    return answered("yes" if same else "no", t(frame.lang, key, card=spell.name, giver=giver.name, cost=cost), rule,
                    cite, (giver, spell), "granted_flashback")  # fmt: skip


def _sorcery_given(frame: Frame, spells: list[Card]) -> bool:
    """A sorcery given flashback at a moment it can't be cast: the opponent's turn or their end step, in combat or in
    response (a sorcery waits for its caster's main phase with an empty stack)."""
    sorcery = _SORCERY.search(frame.folded) or any("Sorcery" in c.type_line for c in spells)
    if (
        not sorcery
        or any("Instant" in c.type_line for c in spells)
        or re.search(r"\bflash\b|\bdestello\b", frame.folded)
    ):
        return False  # an instant, or flash given to it (Leyline of Anticipation): another question
    if re.search(r"\bmain\b|\bfase principal\b|\bmy (?:own )?turn\b|\bmi (?:propio )?turno\b", frame.folded):
        return False  # a main phase of the asker's own turn said: cast then, the sorcery is fine
    return bool(_NOT_MAIN_PHASE.search(frame.folded) or THEIR_TURN.search(frame.folded))
