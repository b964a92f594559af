"""Costs stay paid when the spell or ability is countered (701.6b): the creature sacrificed to Fling, the Sakura-Tribe
Elder sacrificed to its own ability that was Stifled, the card discarded or the life paid. Fires only when a named
card has such a cost, the question counters what it paid for, and the asked clause is about getting it back."""

from __future__ import annotations

import re

from answer.analysis import RIGHT_TAG, Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, asked_first, ids
from ingest.models import Card

#: a cost beyond mana: an additional cost to cast, or the cost before the colon of an activated ability
_SPELL_COST = re.compile(r"as an additional cost to cast this spell, (sacrifice|discard|exile|pay)", re.I)
_ABILITY_COST = re.compile(r"^[^:\n]*\b(sacrifice|discard|exile|pay \d+ life)\b[^:\n]*:|^[−-]\d+:", re.I | re.M)
_COUNTERS = re.compile(r"\bcounter target (spell|activated|triggered|[^.]*\babilit)", re.I)
#: a spell or ability countered, not counters on a permanent ("it has the +1/+1 counter")
_COUNTERING_SAID = re.compile(
    r"\bcountered\b|\bcounter(?:s|ing)? (?:it|that|this|my|his|her|their|the)\b|\bcontrarrest\w*|\bstifl\w*|"
    r"\bcounterea\w*|\bcountea\w*"
)
#: asking whether what was paid comes back, or whether it is lost
_BACK = re.compile(r"\bback\b|\breturn|\brefund|\bundo|\brecuper|\bdevuelv|\bvuelve|\breembols|\bdeshac")
_LOST = re.compile(r"\bgone\b|for good|\blose\b|\blost\b|\bpierd|\bperd|se queda en el cementerio|stays? in")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    clause = frame.clause or frame.asked
    back, lost = _BACK.search(clause), _LOST.search(clause)
    if not (back or lost) and RIGHT_TAG.search(clause) and frame.qtype is QType.YES_NO:
        # "él dice que … la fetch le vuelve al campo. ¿tiene razón?": the claim told before the tag is what is asked
        claim = frame.told or frame.folded
        back, lost = _BACK.search(claim), _LOST.search(claim)
        clause = claim
    if not (back or lost):
        return None
    if re.search(r"\bpersist\w*|\bundying\b|\binmortal\b", frame.folded):
        return None  # "sacrifico la Glen Elendra para contrarrestar, vuelve por persistir": whether it returns again
    counterer = next((card for card in frame.cards if _COUNTERS.search(card.oracle_text)), None)
    if counterer is None and not _COUNTERING_SAID.search(frame.folded):
        return None
    payer = _paid_for(frame, counterer)
    if payer is None:
        return None
    rule = cite("701.6b", r"doesn’t get a “refund”", r"reembolso")
    if rule is None:
        return None
    lang = frame.lang
    loyalty = "Planeswalker" in payer.type_line and not _SPELL_COST.search(payer.oracle_text)
    finding = t(lang, "refund.loyalty" if loyalty else "refund.paid", card=payer.name) + ids(rule)
    text = finding
    if frame.qtype is QType.YES_NO:
        # "¿vuelve mi criatura o la perdí?": an either-or is answered by its first alternative
        either = back and lost and re.search(r"\b(?:or|o)\b", clause)
        comes_back = asked_first(clause, _BACK, _LOST) if either else back and not lost
        text = t(lang, "no" if comes_back else "yes") + " " + finding
    steps = [Step(t(lang, "refund.step_cost", card=payer.name)), Step(finding, (rule,))]
    return Verdict(text, steps, cite.quotes, tuple(c for c in (payer, counterer) if c is not None), "refund")


def _paid_for(frame: Frame, counterer: Card | None) -> Card | None:
    """The named card whose spell or ability had a cost beyond mana (not the card doing the countering)."""
    for card in frame.cards:
        if card is counterer:
            continue
        if _SPELL_COST.search(card.oracle_text) or _ABILITY_COST.search(card.oracle_text):
            return card
    return None
