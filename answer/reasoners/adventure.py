"""Where an adventurer card goes from the stack (715.3d): an Adventure that resolves is exiled instead of going to the
graveyard, and may be cast as the creature from exile later; one that is countered never resolves, so it goes to its
owner's graveyard like any spell (701.6a). Fires only for a named adventurer card and a question asking where the card
goes after its Adventure was cast or countered."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Verdict, answered, spell_countered
from ingest.lexicon import fold
from ingest.models import Card

_ASKS_WHERE = re.compile(
    r"\bwhere\b|\ba ?donde\b|\bque zona\b|\bwhich zone\b|\bwhat zone\b|\bgraveyard\b|\bcementerio\b|"
    r"\b(?:is it|gets?|se|queda) exil\w*"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.OTHER, QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    card = next((c for c in frame.cards if re.search(r"\bAdventure\b", c.type_line)), None)
    clause = frame.clause or frame.asked
    if card is not None and frame.qtype is QType.YES_NO and CAN_SAID.search(clause) and _FROM_EXILE.search(clause):
        return _creature_from_exile(frame, cite, card)
    if card is not None and frame.qtype is QType.YES_NO:
        side = _adventure_side(frame, cite, card)
        if side is not None:
            return side
    if card is None or not _ASKS_WHERE.search(clause) or CAN_SAID.search(clause):
        return None  # "can I cast the Giant from exile?": when it may be cast, another question
    adventure = card.faces[-1].lower() if card.faces else ""
    if not (adventure and adventure in frame.question.lower()) and not re.search(
        r"\badventure\b|\baventura\b", frame.folded
    ):
        return None  # the creature half cast, or the card only named: not the Adventure's way off the stack
    if spell_countered(frame):
        rule = cite("701.6a", r"put into its owner’s graveyard", r"cementerio")
        finding = t(frame.lang, "adventure.countered_where", card=card.name)
        opener = "yes" if frame.qtype is QType.YES_NO and re.search(r"\bgraveyard\b|\bcementerio\b", clause) else None
    else:
        rule = cite("715.3d", r"its controller exiles it", r"")
        finding = t(frame.lang, "adventure.exiled", card=card.name)
        opener = "no" if frame.qtype is QType.YES_NO and re.search(r"\bgraveyard\b|\bcementerio\b", clause) else None
    return answered(opener, finding, rule, cite, (card,), "adventure")


_FROM_EXILE = re.compile(r"\bfrom (?:the )?exile\b|\bdesde el exilio\b|\bdel exilio\b")
_RESOLVED = re.compile(r"\bresolv\w*|\bresuelv\w*|\bresolvi\w*|\bwent through\b")
_NOT_RESOLVED = re.compile(
    r"\b(?:didn'?t|did not|doesn'?t|does not|never|no|nunca)\s+(?:\w+\s+)?(?:resolv\w*|resuelv\w*|se resolvi\w*)|"
    r"\bfizzl\w*|\bwas countered\b|\bgot countered\b|\bsacrific\w*"
)
_WHEN_SAID = re.compile(r"\bturn\b|\bturno\b|\bend\b|\bfinal\b|\bcombat\w*|\brespon\w*|\bupkeep\b|\bmantenimiento\b")


def _creature_from_exile(frame: Frame, cite: Citer, card: Card) -> Verdict | None:
    """ "I cast Fertile Footsteps and it resolved: can I cast Beanstalk Giant from exile later?" Yes: the Adventure
    that resolves is exiled, and may be cast from there as the creature (715.3d)."""
    adventure = card.faces[-1].lower() if card.faces else ""
    if not adventure or adventure not in frame.question.lower():
        return None
    if spell_countered(frame) or not _RESOLVED.search(frame.folded) or _NOT_RESOLVED.search(frame.folded):
        return None  # countered (the countering reasoner's), fizzled, or whether it resolved isn't said
    if adventure in fold(frame.clause or frame.asked):
        return None  # "can I cast Petty Theft again from exile?": the Adventure half, which exile doesn't allow
    if _WHEN_SAID.search(frame.folded):
        return None  # "at the end of opp's turn": when a creature spell may be cast, the timing reasoner's
    rule = cite("715.3d", r"its controller exiles it", r"")
    return answered("yes", t(frame.lang, "adventure.exiled", card=card.name), rule, cite, (card,), "adventure")


#: a permission that looks at the spell's type: Lurrus's "you may cast one permanent spell … from your graveyard"
_PERMANENT_ONLY = re.compile(
    r"\byou may cast (?:one |a )?(?:permanent|creature) spells?\b[^.]*\bfrom your graveyard\b", re.I
)


def _adventure_side(frame: Frame, cite: Citer, card: Card) -> Verdict | None:
    """The Adventure half cast: only its Adventure's characteristics, an instant or sorcery, decide whether it may be
    cast (715.3a) — so Lurrus's permanent-spell permission doesn't let Profane Insight be cast. (A creature-spell cast
    trigger that doesn't see it, Edgewall Innkeeper's, is the cast_trigger reasoner's.)"""
    adventure = card.faces[-1] if card.faces else ""
    said = adventure and re.search(rf"\b{re.escape(fold(adventure))}\b", frame.folded)
    if not said and not re.search(r"\badventure (?:side|half|spell)\b|\b(?:como|la) aventura\b|\bas an adventure\b",
                                  frame.folded):  # fmt: skip
        return None
    if re.search(r"\b(?:creature|criatura) (?:side|half|lado|parte)\b", frame.folded):
        return None  # both halves talked about: which one is cast isn't read here
    kind = next((k for k in ("Instant", "Sorcery") if k in card.type_line.split(" // ")[-1]), None)
    permit = next((c for c in frame.cards if c is not card and _PERMANENT_ONLY.search(c.oracle_text)), None)
    if kind is None or permit is None or not CAN_SAID.search(frame.clause or frame.asked):
        return None
    if not re.search(r"\bgraveyard\b|\byard\b|\bcementerio\b", frame.folded):
        return None  # cast from the hand: the permission isn't what lets it be cast
    kind_said = t(frame.lang, "adventure.kind_" + kind.lower())
    rule = cite("715.3a", r"only the alternative characteristics are evaluated", r"")
    finding = t(frame.lang, "adventure.not_permanent", face=adventure, kind=kind_said, card=permit.name)
    return answered("no", finding, rule, cite, (card, permit), "adventure")
