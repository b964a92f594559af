"""A "when you cast this spell" ability needs the card to be cast (601.2i): put onto the battlefield by Sneak Attack,
Show and Tell or a reanimation spell, Emrakul gives no extra turn and Kozilek draws nothing. Fires only for a named
card with such an ability, a named card (or the question's words) that puts it onto the battlefield instead of
casting it, and a yes/no question about that ability or what it gives."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from answer.text import capital

_CAST_TRIGGER = re.compile(r"^when you cast this spell, ([^.\n]+)", re.I | re.M)
#: a card that puts a card onto the battlefield without casting it
_PUTS = re.compile(r"\bput (?:an? |target )?[\w ,]*?card[^.\n]*? onto the battlefield", re.I)
_PUT_SAID = re.compile(
    r"\bsneak(?:ed)?\b|\bshow and tell\b|\breanimat\w*|\bput (?:it |him |her )?(?:in|into play|onto the battlefield)\b|"
    r"\bcheat\w*\b|\bpongo en el campo\b|\bponer en el campo\b|\breanim\w*"
)
_ASKS_CAST = re.compile(r"\bcast|\blanz")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    fatty = next((c for c in frame.cards if _CAST_TRIGGER.search(c.oracle_text)), None)
    if fatty is None:
        return None
    putter = next((c for c in frame.cards if c is not fatty and _PUTS.search(c.oracle_text)), None)
    if putter is None and not _PUT_SAID.search(frame.folded):
        return None
    if re.search(r"\bhard ?cast\w*|\bcast (?:it|him|her) (?:normally|from (?:my|your) hand)", frame.folded):
        return None  # cast after all
    clause = frame.clause or frame.asked
    effect = _CAST_TRIGGER.search(fatty.oracle_text)
    assert effect is not None
    effect_words = {w for w in re.findall(r"[a-z]{4,}", effect[1].lower())} - {"this", "that", "target", "after"}
    asks_it = bool(re.search(r"\btrigger|\bdispar|\bturno extra\b|\bextra turn\b|\bdestru|\brob[ao]\b", clause)) or any(
        re.search(rf"\b{w}", clause) for w in effect_words
    )
    if not asks_it or _ASKS_CAST.search(clause):
        return None
    rule = cite("601.2i", r"abilities that trigger when a spell is cast", r"lanza")
    how = putter.name if putter is not None else t(frame.lang, "not_cast.that_way")
    finding = capital(t(frame.lang, "not_cast.no_trigger", card=fatty.name, how=how))
    return answered("no", finding, rule, cite, frame.cards, "not_cast")
