"""How many times a landfall ability triggers (603.2, 305.1): "Whenever a land enters the battlefield under your
control" triggers once for each land that enters — the fetch land played, then the land it fetches. Fires only for
one named card with such an ability already out, one named fetch land the question says was played and cracked this
turn, nothing said that stops a trigger, and a question asking how many (Clues, triggers, times)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, name_pattern

#: "Whenever a land enters the battlefield under your control, investigate." (Tireless Tracker, Lotus Cobra)
_LANDFALL = re.compile(
    r"^(?:landfall — )?whenever a land enters the battlefield under your control, ([^.\n]+)", re.I | re.M
)
#: a land that fetches one land onto the battlefield: "{T}, Sacrifice Evolving Wilds: Search your library for a
#: basic land card, put it onto the battlefield tapped"
_FETCHES_ONE = re.compile(
    r"^\{T\},[^:\n]*sacrifice [^:\n]+: search your library for an? [^.\n]+ card, put it onto the battlefield",
    re.I | re.M,
)
#: the fetch land played and cracked: "juego evolving wilds y la rompo", "i play wilds and crack it"
_CRACKED = re.compile(r"\b(?:crack\w*|sacrific\w*|sac(?:s|ked|ced)?|rompo|romp\w*|activ\w*|uso|use\w*)\b")
_PLAYED = re.compile(r"\b(?:play\w*|juego|jugue|bajo|baje|pongo|drop\w*)\b")
_EARLIER_TURN = re.compile(
    r"\blast turn\b|\bprevious turn\b|\byesterday\b|\bturno (?:pasado|anterior)\b|\bel otro turno\b|\bayer\b"
)
_ASKS = re.compile(r"\bclues?\b|\bpistas?\b|\btrigger\w*|\bdispar\w*|\bveces\b|\btimes\b")
#: something that stops a trigger or adds to the count: a Stifle, a Clue sacrificed
_OTHER_EVENTS = re.compile(
    r"\bstifl\w*|\breprim\w*|\bcounter\w* (?:the|that|its|la|el)\b|\bcontrarrest\w*|\bsac\w* (?:a|the|one) clue"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.HOW_MANY or not _ASKS.search(clause):
        return None
    watchers = [c for c in frame.cards if _LANDFALL.search(c.oracle_text)]
    fetches = [c for c in frame.cards if "Land" in c.type_line and _FETCHES_ONE.search(c.oracle_text)]
    if len(watchers) != 1 or len(fetches) != 1 or len(frame.cards) != 2:
        return None
    fetch = fetches[0]
    said = re.search(rf"\b(?:{name_pattern(fetch)})\b", frame.folded)
    if (
        said is None
        or not _PLAYED.search(frame.folded[: said.start()][-30:])
        or not _CRACKED.search(frame.folded[said.end() :])
    ):
        return None  # the fetch land played, then cracked: two lands enter
    watcher = watchers[0]
    watched = [m.start() for m in re.finditer(rf"\b(?:{name_pattern(watcher)})\b", frame.folded)]
    if (
        not watched
        or max(watched) > said.start()
        or _EARLIER_TURN.search(frame.folded)
        or _OTHER_EVENTS.search(frame.folded)
    ):
        return None  # the watcher arrived after the land, or the land was played another turn: not both counted
    rule = cite("603.2", r"trigger event", r"")
    finding = t(frame.lang, "landfall.two", watcher=watcher.name, fetch=fetch.name)
    return answered(None, finding, rule, cite, (watcher, fetch), "landfall")
