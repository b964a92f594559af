"""The creature a card puts in "until the end step" (603.7): Kiki-Jiki's token, Sneak Attack's creature, an unearthed
card — the card sets up a delayed triggered ability that sacrifices or exiles it at the beginning of the next end step,
so it doesn't stay. Fires only for one named card with that delayed trigger right after what it puts onto the
battlefield, a yes/no question whether it's sacrificed, exiled or kept, and nothing that moves or steals it first
(a blink is delayed_blink's, a steal turns whose end step it is and who sacrifices)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import FLICKER_WORDS, Citer, Verdict, answered

#: what the card puts in, then its end-step sacrifice or exile in the next sentence (no "If …" before it)
_PUTS_THEN_DELAYED = re.compile(
    r"(?:create|put|return)[^.\n]*\.(?:[^.\n]*\bgains? haste\.)?\s*"
    r"(?:(sacrifice|exile) (?:it|them|the (?:creature|token)s?|that (?:creature|token|permanent)s?) at the beginning "
    r"of the next end step|at the beginning of the next end step, (sacrifice|exile) (?:it|them|that (?:creature|token)))",
    re.I,
)
_ASKS = re.compile(
    r"\bsac\w*|\bexil\w*|\bsacrific\w*|\bkeep\b|\bstay\w*|\bqued\w*|\bgo(?:es)? away\b|\bse va\b|\bpermanent(?:ly)?\b"
)
_KEEPS = re.compile(r"\bkeep\b|\bstay\w*|\bqued\w*|\bpermanent(?:ly)?\b")
#: something that moves or steals it before the end step, or a second card that could
_MOVED = re.compile(
    r"\bin response\b|\ben respuesta\b|\bbounce\w*|\bsteal\w*|\bgain\w* control|\bcontrol magic|\bdies\b|\bmuere\b|"
    r"\bif (?:it|the token) (?:left|leaves)\b|\bhaste\b"
)


#: put in during an end step: "during my opponent's end step", "en el paso final del rival"
#: asks about the end step it was put in during: "in this same end step?", "¿ya en este mismo paso final?"
_THIS_END_STEP = re.compile(
    r"\b(?:this|the same|this same)\s+end step\b|\b(?:este|ese)\s+(?:mismo\s+)?paso final\b|\bright away\b|\bya mismo\b"
)
_DURING_END_STEP = re.compile(
    r"\b(?:during|in|on) (?:the |my |his |her |their )?(?:opponent'?s |opp'?s )?end step\b|"
    r"\b(?:durante|en) (?:el|su|mi) paso final\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS.search(clause) or _MOVED.search(frame.folded):
        return None
    if FLICKER_WORDS.search(frame.folded):
        return None
    sources = [(c, m) for c in frame.cards if (m := _PUTS_THEN_DELAYED.search(c.oracle_text))]
    if len(sources) != 1:
        return None
    source, delayed = sources[0]
    others = [c for c in frame.cards if c is not source]
    if len(others) > 1 or (others and "Creature" not in others[0].type_line):
        return None  # a second card beside the put-in creature could change the outcome
    if others and re.search(r"\bcopy of\b", others[0].oracle_text, re.I):
        return None  # a Clone of the creature: the delayed trigger points only at the one the card put in (603.7c)
    if _DURING_END_STEP.search(frame.folded):
        if _THIS_END_STEP.search(clause) and not _KEEPS.search(clause):
            # "put in during their end step: do I sacrifice it in this same end step?" No, the next turn's (513.2)
            rule = cite("513.2", r"won’t trigger until the next turn’s end step", r"")
            finding = t(frame.lang, "delayed.next_turn", source=source.name)
            return answered("no", finding, rule, cite, frame.cards, "delayed_sacrifice")
        return None  # put in during an end step: "the next end step" is the next turn's (513.2), kept or not
    sacrifice = (delayed[1] or delayed[2]).lower() == "sacrifice"
    rule = cite("603.7", r"delayed triggered ability", r"disparada retrasada")
    what = others[0].name if others else t(frame.lang, "delayed.it")
    if others and re.search(r"\bcreate a token that[’']s a copy\b", source.oracle_text, re.I):
        what = t(frame.lang, "delayed.token_copy", card=what)
    finding = t(frame.lang, "delayed.sacrifice" if sacrifice else "delayed.exile", source=source.name, what=what)
    return answered("no" if _KEEPS.search(clause) else "yes", finding, rule, cite, frame.cards, "delayed_sacrifice")
