"""A trigger that watches only an opponent's spells and abilities targeting a permanent (Thunderbreak Regent's
"becomes the target of a spell or ability an opponent controls"): the asker's own spell at their own permanent
doesn't trigger it (603.2). Fires only for a named card with such a trigger, the asker said to target their own
permanent with their own spell or ability, and a yes/no question whether it triggers or does what it does."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_OPPONENT_ONLY = re.compile(r"becomes the target of a spell or ability an opponent controls", re.I)
#: the asker's own spell or ability at their own permanent: "its MY bolt and i target my own regent"
_MINE_AT_MINE = re.compile(
    r"\b(?:my|mi) (?:own )?(?:bolt|spell|hechizo|ability|habilidad|\w+)\b[^.?]{0,40}\b(?:my own|mi propi[oa])\b|"
    r"\bi (?:target|bolt|shock|cast \w+ (?:on|at)) my own\b|\ble tiro [^.?]{0,20}\ba mi propi[oa]\b"
)
_ASKS = re.compile(r"\btrigger\w*|\bdispar\w*|\btake\w*|\bdeal\w*|\bdamage\b|\bdano\b|\brecib\w*|\bhace\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    watcher = next((c for c in frame.cards if _OPPONENT_ONLY.search(c.oracle_text)), None)
    if watcher is None or not _MINE_AT_MINE.search(frame.folded):
        return None
    rule = cite("603.2", r"Whenever a game event or game state matches a triggered ability’s trigger event", r"")
    finding = t(frame.lang, "opponent_target.own", card=watcher.name)
    return answered("no", finding, rule, cite, (watcher,), "opponent_target")
