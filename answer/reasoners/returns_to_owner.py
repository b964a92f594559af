"""Who controls a creature that persist or undying brought back (702.79a, 702.93a, 400.7): it returns "under its
owner's control" as a new object, so a control-changing effect that had taken it (Act of Treason, Threaten) no longer
applies and its owner controls it. Fires only for a "who controls it" question about a named creature with persist or
undying that the question says was stolen."""

from __future__ import annotations

import re

from answer.analysis import EITHER_OR, Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    FLICKER,
    I_TOOK,
    STEALS,
    TAKEN_FROM_ME,
    THEY_CAST,
    Citer,
    Step,
    Verdict,
    flicker_card,
    ids,
    name_pattern,
)
from answer.text import capital
from ingest.models import Card

_KEYWORDS = (("persist", "702.79a"), ("undying", "702.93a"))
_ASKS_CONTROL = re.compile(
    r"\bcontrol\w*|\bcontrola\w*|\bwhose\b|\bde quien\b|\bwho gets (?:it|them|the \w+|\w+) back\b|"
    r"\bquien (?:se )?(?:lo |la )?(?:queda|recupera)\b"
)
#: taken for the turn: the cards and words STEALS doesn't already read
_STOLEN = re.compile(r"\bact of treason|\bthreaten|\bstole\b|\brob[oe]\b|\bcontrol magic")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    # "¿vuelve bajo mi control o bajo el del dueño?" asks whose control, between two
    either = frame.qtype is QType.YES_NO and EITHER_OR.search(clause)
    # "i stole their finks and sacrificed it: does it come back under my control?" No, its owner's
    mine_asked = frame.qtype is QType.YES_NO and re.search(
        r"\bunder my control\b|\bbajo mi control\b|\bon my side\b|\bde mi lado\b|\ben mi lado\b|"
        r"\bcome (?:back )?(?:back )?to me\b|\bvuelve (?:a mi|conmigo|para mi)\b",
        clause,
    )
    targets_asked = frame.qtype is QType.WHO and _WHO_TARGETS.search(clause)
    if targets_asked and STEALS.search(frame.folded) and (I_TOOK.search(frame.folded) or _STOLEN.search(frame.folded)):
        return _returned_trigger_targets(frame, cite)
    if not (frame.qtype is QType.WHO or either or mine_asked) or not (_ASKS_CONTROL.search(clause) or mine_asked):
        return None
    if (
        mine_asked
        and not either
        and (TAKEN_FROM_ME.search(frame.folded) or not (STEALS.search(frame.folded) or _STOLEN.search(frame.folded)))
    ):
        return None  # the asker is the owner, or who took it isn't said: the plain reading below doesn't say yes/no
    keyed = [
        (card, rule)
        for card in frame.cards
        for keyword, rule in _KEYWORDS
        if re.search(rf"(^|\n){keyword}\b", card.oracle_text, re.I)
    ]
    stolen = (
        _STOLEN.search(frame.folded)
        or STEALS.search(frame.folded)
        or any(re.search(r"gain control of target", c.oracle_text, re.I) for c in frame.cards)
    )
    if not stolen:
        return None
    if not keyed:
        return flicker_control(frame, cite)
    if len(keyed) != 1:
        return None
    card, rule_id = keyed[0]
    if frame.qtype is QType.WHO and re.search(r"\b(?:trigger|ability|disparo|habilidad)\b", clause):
        return _trigger_controller(frame, cite, card, rule_id)
    back = cite(rule_id, r"under its owner’s control", r"propietario")
    new = cite("400.7", r"becomes a new object", r"nuevo objeto")
    finding = capital(t(frame.lang, "owner.returns", card=card.name)) + ids(back, new)
    steps = [Step(finding, tuple(r for r in (back, new) if r))]
    text = t(frame.lang, "no") + " " + finding if mine_asked and not either else finding
    return Verdict(text, steps, cite.quotes, (card,), "returns_to_owner")


#: who chooses the target: "who picks the target, me or him?", "¿quién elige el objetivo?"
_WHO_TARGETS = re.compile(
    r"\bwho (?:picks|chooses|gets to (?:pick|choose)|targets|decides)\b[^?]{0,20}\btarget|"
    r"\bquien (?:elige|escoge|decide)\b[^?]{0,20}\bobjetivo"
)
_ENTERS = re.compile(r"^when (?:this creature|[^,\n]+?) enters\b", re.I | re.M)


def _returned_trigger_targets(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I stole their Murderous Redcap and sacrificed it; persist brings it back: who picks its enters trigger's
    target?" Its owner — it returns under its owner's control (702.79a), and the enters trigger is controlled by the
    controller of its source (603.3a), who chooses its targets (603.3d)."""
    keyed = [
        (card, rule)
        for card in frame.cards
        for keyword, rule in _KEYWORDS
        if re.search(rf"(^|\n){keyword}\b", card.oracle_text, re.I) and _ENTERS.search(card.oracle_text)
    ]
    if len(keyed) != 1:
        return None
    card, rule_id = keyed[0]
    # "my murderous redcap got stolen by opp's threaten": the asker owns it; "i stole opp's redcap": the opponent does
    mine = _asker_owns(frame, card)
    if mine is None:
        return None
    back = cite(rule_id, r"under its owner’s control", r"propietario")
    rule = cite("603.3a", r"controlled by the player who controlled its source", r"controlada por el jugador")
    if back is None or rule is None:
        return None
    key = "owner.returned_targets_mine" if mine else "owner.returned_targets"
    finding = capital(t(frame.lang, key, card=card.name)) + ids(back, rule)
    return Verdict(finding, [Step(finding, (back, rule))], cite.quotes, (card,), "returns_to_owner")


def _asker_owns(frame: Frame, card: Card) -> bool | None:
    """Whether the stolen `card` is the asker's own ("they stole my Finks") or the opponent's ("I stole their Finks");
    None when the question says both or neither."""
    mine = TAKEN_FROM_ME.search(frame.folded) or re.search(rf"\b(?:my|mi)\s+(?:{name_pattern(card)})", frame.folded)
    theirs = I_TOOK.search(frame.folded) or re.search(
        rf"\b(?:their|his|her|su|opp'?s|opponent'?s)\s+(?:{name_pattern(card)})", frame.folded
    )
    return None if bool(mine) == bool(theirs) else bool(mine)


def _trigger_controller(frame: Frame, cite: Citer, card: Card, rule_id: str) -> Verdict | None:
    """ "They Act of Treason'd my Finks and sacrificed it: who controls the persist trigger?" They do — it is
    controlled by whoever controlled the creature when it died (603.3a); it still returns it under its owner's."""
    mine = _asker_owns(frame, card)
    if mine is None:
        return None  # who took it isn't clear
    rule = cite("603.3a", r"controlled by the player who controlled its source", r"controlada por el jugador")
    back = cite(rule_id, r"under its owner’s control", r"propietario")
    if rule is None or back is None:
        return None
    key = "owner.trigger_theirs" if mine else "owner.trigger_yours"
    finding = capital(t(frame.lang, key, card=card.name)) + ids(rule, back)
    return Verdict(finding, [Step(finding, (rule, back))], cite.quotes, (card,), "returns_to_owner")


_RETURNS_UNDER = re.compile(
    r"return (?:it|that card|those cards) to the battlefield under (its owner[’']s|your) control", re.I
)


#: a flicker that brings the card back later: "Exile target creature. At the beginning of the next end step, return
#: that card to the battlefield under its owner's control" (Otherworldly Journey)
_DELAYED = re.compile(
    r"exile target [^.]*creature\. at the beginning of the next end step, return (?:it|that card)", re.I
)


def flickers(card: Card) -> bool:
    """The card exiles a creature and returns it, now or at the next end step."""
    return bool(FLICKER.search(card.oracle_text) or _DELAYED.search(card.oracle_text))


def flicker_control(frame: Frame, cite: Citer, opener: str | None = None) -> Verdict | None:
    """ "Le robo un bicho con Threaten y le tiro Ephemerate para quedármelo, ¿quién lo controla cuando vuelve?" The
    flicker says: Ephemerate returns it "under its owner's control" (a new object, so the steal no longer applies);
    Cloudshift "under your control", and then its caster keeps it (400.7). `opener`: the yes/no a "do I keep it?"
    question gets ("yes" for a keep, said of the asker)."""
    flicker = flicker_card(frame.cards, lambda c: flickers(c) and bool(_RETURNS_UNDER.search(c.oracle_text)))
    if flicker is None or THEY_CAST.search(frame.folded) or TAKEN_FROM_ME.search(frame.folded):
        return None  # their steal: a flicker of mine can't target it, theirs keeps it — who flickers isn't read here
    under = _RETURNS_UNDER.search(flicker.oracle_text)
    assert under is not None
    owner = "owner" in under[1]
    new = cite("400.7", r"becomes a new object", r"nuevo objeto")
    key = "owner.flicker_owner" if owner else "owner.flicker_yours"
    finding = t(frame.lang, key, card=flicker.name) + ids(new)
    # a yes/no answer drops the "You:" / "Its owner:" that answers "who controls it?"
    text = (t(frame.lang, "no" if owner else "yes") + " " + capital(finding.split(": ", 1)[-1])) if opener else finding
    return Verdict(text, [Step(finding, (new,) if new else ())], cite.quotes, (flicker,), "returns_to_owner")
