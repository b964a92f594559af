"""An "at the beginning of" trigger (603.2b): it triggers once, as its step begins. A permanent that arrives later in
that step (Jin-Gitaxias flashed in during your own end step) waits for the next such step, and a condition the
trigger checks then ("if you have exactly 1 life", 603.4) that becomes true only later in the step doesn't make it
trigger. Fires only for one named card with such a trigger, the question placing the arrival or the change in that
very step, and a yes/no question about what the trigger gives."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, name_pattern

_AT_BEGINNING = re.compile(
    r"^at the beginning of (?:your|each|each player[’']s|the) (upkeep|draw step|end step)(?:, if ([^,\n]+))?",
    re.I | re.M,
)
#: the step as a player names it
_STEP_SAID = {
    "upkeep": r"upkeep|mantenimiento",
    "draw step": r"draw step|paso de robo|paso de robar",
    "end step": r"end step|paso final|fase final",
}
_OWNER = r"(?:(?:my|your|the|his|her|their|mi|tu|el|su)\s+)?(?:own\s+|propio\s+)?"
#: the card put onto the battlefield: "flash in", "flasheo", "cast", "lanzo", "enters"
_ARRIVES = re.compile(r"\bflash\w*|\bcast\b|\blanz\w*|\benters?\b|\bentra\b|\bbaj[oa]\b|\bput\w* (?:it )?onto\b")
#: something that changes the life total said: "crack Marsh Flats … to go to 1", "pago 1 vida"
_CHANGES = re.compile(
    r"\bgo(?:es)? (?:down )?to \d+\b|\bcrack\w*|\bpay\w* \d+ life\b|\btake \d+\b|\bquedo (?:a|en) \d+\b|\bpag\w* \d+ vidas?\b|"
    r"\bbaj\w* a \d+\b|\bgain\w* \d+\b|\bgan[oa] \d+\b|"
    # the board changed: "activé Pestilence hasta matar todas las criaturas", "killed every creature"
    r"\bkill\w* (?:all|every)\b|\bdestroy\w* (?:all|every)\b|\bmat\w* (?:a )?tod[oa]s\b|\bwip\w* the board\b"
)
_ASKS = re.compile(
    r"\btrigger\w*|\bdraw\w*|\bwin\w*|\bget\b|\bdispar\w*|\brob[oa]\b|\brobar\b|\bgan[oa]\b|\bganar\b|\bsalta\b|"
    r"\bsacrific\w*|\bsac\b"  # Pestilence's "sacrifice Pestilence"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    found = [(card, m) for card in frame.cards if (m := _AT_BEGINNING.search(card.oracle_text))]
    if len(found) != 1:
        return None
    card, trigger = found[0]
    step = trigger[1].lower()
    during = re.search(rf"\b(?:during|in|en|durante)\s+{_OWNER}(?:{_STEP_SAID[step]})\b", frame.folded)
    if during is None:
        return None
    gains = any(c is not card and re.search(r"\bgain \d+ life\b", c.oracle_text, re.I) for c in frame.cards)
    if trigger[2] and (_CHANGES.search(frame.folded) or gains):
        # Near-Death Experience: at 2 as the upkeep began, so it didn't trigger; going to 1 later doesn't help
        checked = cite("603.4", r"checks whether the stated condition is true", r"")
        finding = t(frame.lang, "began.condition", card=card.name)
        return answered("no", finding, checked, cite, (card,), "step_began")
    words = name_pattern(card)
    arrives = re.search(rf"(?:{_ARRIVES.pattern})\W+(?:\w+\W+){{0,2}}?(?:{words})\b", frame.folded) if words else None
    if arrives is not None:  # the card itself put onto the battlefield then: "flasheo Jin-Gitaxias en mi paso final"
        rule = cite("603.2b", r"When a phase or step begins", r"")
        finding = t(frame.lang, "began.arrived", card=card.name)
        return answered("no", finding, rule, cite, (card,), "step_began")
    return None
