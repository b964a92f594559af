"""A "whenever this creature becomes blocked" ability triggers once each combat, however many creatures block it
(509.3c): afflict 2 makes the defending player lose 2, not 2 per blocker; only "becomes blocked by a creature" triggers
once for each blocker (509.3d). Fires only for one named creature with such an ability, blocked by two or more
creatures, asked how many times it triggers or how much it gives."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

#: "Whenever this creature becomes blocked, defending player loses 2 life." (afflict), bushido's "blocks or becomes
#: blocked", a card's own "Whenever ~ becomes blocked," — not "becomes blocked by a creature"
_ONCE = re.compile(r"\bwhenever [^,.]*\bbecomes blocked(?! by)\b[^.]*", re.I)
_LOSES = re.compile(r"\bloses (\d+) life\b", re.I)
_GETS = re.compile(r"\bgets \+(\d+)/\+(\d+)\b", re.I)
#: blocked by several: "blocked by two creatures", "double block", "me lo bloquea con dos criaturas"
_SEVERAL_BLOCK = re.compile(
    r"\b(?:block\w*|bloque\w*)\b[^.?]{0,30}\b(?:two|three|2|3|dos|tres|multiple|several|varias)\b|"
    r"\b(?:double|triple)[- ]block\w*|\bdoble bloqueo\b|\bbloqueo doble\b"
)
_ASKS = re.compile(
    r"\bhow many times\b|\bhow much\b|\bhow many\b|\bcuant[ao]s?\b|\btwice\b|\bdos veces\b|\bfor each\b|\bpor cada\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.HOW_MANY, QType.YES_NO) or not _SEVERAL_BLOCK.search(frame.folded):
        return None
    asked = frame.clause or frame.asked
    number_asked = re.search(r"\b(?:lose|loses|pierde|pierdo|get|gets|obtiene)\s+\+?(\d+)", asked)
    if not (_ASKS.search(asked) or (frame.qtype is QType.YES_NO and number_asked)):
        return None
    found = [(c, m) for c in frame.cards if "Creature" in c.type_line and (m := _ONCE.search(c.oracle_text))]
    if len(found) != 1:
        return None
    card, line = found[0]
    rule = cite("509.3c", r"generally triggers only once each combat", r"")
    lost, gets = _LOSES.search(line[0]), _GETS.search(line[0])
    if lost is not None:
        finding = t(frame.lang, "blocked_once.loses", card=card.name, n=lost[1])
        count = lost[1]
    elif gets is not None:
        finding = t(frame.lang, "blocked_once.gets", card=card.name, p=gets[1], q=gets[2])
        count = "1"
    else:
        finding = t(frame.lang, "blocked_once.once", card=card.name)
        count = "1"
    if frame.qtype is QType.YES_NO:  # "does afflict trigger twice?", "afflict 2 double blocked, lose 4?"
        once = (
            number_asked is not None and number_asked[1] == count and not re.search(r"\btwice\b|\bdos veces\b", asked)
        )
        return answered("yes" if once else "no", finding, rule, cite, (card,), "blocked_once")
    times = re.search(r"\bhow many times\b|\bcuantas veces\b", frame.clause or frame.asked)
    return answered(None, f"{'1' if times else count}: " + finding, rule, cite, (card,), "blocked_once")
