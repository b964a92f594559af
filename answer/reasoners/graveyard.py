"""Two replacement effects on the same trip to a graveyard, read from the named cards' Oracle text ("If a card
would be put into an opponent's graveyard from anywhere, exile it instead." against "If Darksteel Colossus would
be put into a graveyard from anywhere, … shuffle it into its owner's library instead."): the affected object's
controller, or its owner if it has none (a card in hand or library), chooses which one applies (616.1); the
other then has nothing left to replace, since the replaced event never happens (614.6)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, controller, ids, name_pattern, self_replacement
from ingest.models import Card

#: "If … would be put into … graveyard …, <what happens> instead." / "If … would die, instead <what happens>."
_INSTEAD = re.compile(
    r"If [^.]*?would (?:be put into [^.]*?graveyard|die)[^.]*?, (?:instead )?([^.]+?)(?: instead)?\.", re.I
)
_OPPONENTS_ONLY = re.compile(r"opponent", re.I)
_THEIRS = re.compile(
    r"\b(my )?opponent('s)?\b[^.]{0,30}\b(discard|mill|creature|card|library)|\b(he|she|they) discards?\b|"
    r"\b(mi )?(oponente|rival)\b[^.]{0,30}\b(descarta|muele|criatura|carta)|\bdel (oponente|rival)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    theirs = bool(_THEIRS.search(frame.folded))
    # "an opponent's graveyard" / "an opponent controls" touches a card only when its owner is an opponent of the
    # effect's controller: my card under their Leyline of the Void, their card under mine
    # a card the question says was destroyed replaces nothing, unless its replacement is about itself (Darksteel
    # Colossus sacrificed under Leyline of the Void: its own "if ~ would be put into a graveyard")
    effects = [
        (card, found[1])
        for card in frame.cards
        if (found := _INSTEAD.search(card.oracle_text))
        and (card in frame.in_play or _own(card, found))
        and (not _OPPONENTS_ONLY.search(found[0]) or theirs != (controller(frame, card) == "opponent"))
    ]
    if len(effects) < 2 or not (frame.has("dies", "destroy", "sacrifice") or _moves(frame)):
        return None
    if not (frame.has("sacrifice") or _moves(frame)) and any(
        card not in frame.in_play and re.search(r"^(?:[\w ]+, )*indestructible\b", card.oracle_text, re.I | re.M)
        for card, _ in effects
    ):
        return None  # "my Darksteel Colossus is destroyed": indestructible, it goes nowhere (survival's reading)
    lang = frame.lang
    chooses = cite("616.1", r"chooses one to apply", r"elige uno")
    never = cite("614.6", r"it never happens", r"nunca ocurre")
    who = t(lang, "graveyard.owner_theirs" if theirs else "graveyard.owner")
    listed = "; ".join(f"{card.name}: “{effect}”" for card, effect in effects)
    finding = t(lang, "graveyard.choice", effects=listed, who=who)
    text = finding + ids(chooses, never)
    if frame.qtype is QType.YES_NO:
        # "can I choose to shuffle it into my library instead?": the asker is the one who chooses
        # "can I choose to shuffle it into my library instead?": the asker chooses when the affected card is theirs
        chooses_asked = re.search(
            r"\b(?:can|may) i (?:choose|pick|decide)\b|\bdo i get to (?:choose|pick|decide)\b|\bpuedo (?:elegir|escoger|decidir)\b",
            frame.clause or frame.asked,
        )
        own = next((card for card, effect in effects if card not in frame.in_play), None)
        mine = own is not None and (
            controller(frame, own) == "me" or re.search(rf"\b(?:my|mi) (?:{name_pattern(own)})", frame.folded)
        )
        key = "yes" if chooses_asked and mine and not theirs else "graveyard.not_necessarily"
        text = t(lang, key) + " " + text
    steps = [
        Step(t(lang, "graveyard.step_both", n=str(len(effects))) + ids(chooses), (chooses,) if chooses else ()),
        Step(t(lang, "graveyard.step_other") + ids(never), (never,) if never else ()),
    ]
    return Verdict(text, steps, cite.quotes, tuple(card for card, _ in effects), "graveyard")


def _own(card: Card, found: re.Match[str]) -> bool:
    """The replacement found is the card's own ("If Darksteel Colossus would be put into a graveyard …")."""
    own = self_replacement(card)
    return own is not None and found[0].startswith(own)


def _moves(frame: Frame) -> bool:
    """The question sends a card toward a graveyard without the usual event words (discard, mill)."""
    return bool(re.search(r"discard|\bmill|graveyard|descart|muele|cementerio", frame.folded))
