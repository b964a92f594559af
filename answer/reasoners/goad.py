"""Goaded creatures (701.15b): a goaded creature attacks each combat if able, and attacks a player other than the one
who goaded it if able; it can still block. In a two-player game the only player it can attack is the goader, so it
attacks them. Fires only when the question says goad ("incitar") or names a card that goads, and asks whether the
goaded creature can attack its goader, stay home, or block."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_GOAD = re.compile(r"\bgoad\w*|\bincit\w*")
_GOADS = re.compile(r"\bgoad\b", re.I)
#: attacking the player who goaded it: "can I attack him with them?", "¿puedo atacarle a él?"
_ASKS_GOADER = re.compile(
    r"\battack\w*\s+(?:\w+\s+){0,2}?(?:him|her|them|that player|that opponent|the goader|the (?:player|opponent|one) (?:who|that))\b|"
    r"\batacar(?:le|lo|la|les)?\b[^?]{0,12}\b(?:a el|a ella|a ese jugador|al que|a quien|al jugador que|a ese rival)\b|"
    r"\batacarle\b|\batacarlo\b|\batacarla\b"
)
_ASKS_STAY = re.compile(
    r"\b(?:not|never|don'?t) attack\b|\bstay (?:back|home)\b|\bhold (?:it|them) back\b|\bskip attacking\b|"
    r"\bno atacar\b|\bsin atacar\b|\bno (?:le |les )?ataque\w*\b|\bquedar\w* (?:en casa|atras)\b"
)
_ASKS_BLOCK = re.compile(r"\bblock\w*|\bbloque\w*")
_TWO_PLAYERS = re.compile(
    r"\b(?:1v1|1 ?vs ?1|1 contra 1|one on one|two[- ]player|2[- ]player|duel|head to head|a dos|uno contra uno|somos dos|"
    r"partida de dos|cara a cara)\b|"
    # the others gone: "the other two are dead so it's just me and him", "solo quedamos él y yo"
    r"\bjust (?:me and (?:him|her|them)|(?:him|her) and me|the two of us)\b|\bonly (?:the )?two of us (?:left|remain)|"
    r"\bsolo quedamos (?:el y yo|ella y yo|los dos|nosotros dos)\b|\bquedamos solo (?:el y yo|los dos)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    if not (_GOAD.search(frame.folded) or any(_GOADS.search(c.oracle_text) for c in frame.cards)):
        return None
    clause = frame.clause or frame.asked
    rule = cite("701.15b", r"attacks each combat if able", r"")
    if _ASKS_BLOCK.search(clause) and not re.search(r"\battack|\bata[cq]", clause):
        return answered("yes", t(frame.lang, "goad.can_block"), rule, cite, frame.cards, "goad")
    if _ASKS_STAY.search(clause):
        return answered("no", t(frame.lang, "goad.must_attack"), rule, cite, frame.cards, "goad")
    if _ASKS_GOADER.search(clause):
        if _TWO_PLAYERS.search(frame.folded):
            return answered("yes", t(frame.lang, "goad.only_goader"), rule, cite, frame.cards, "goad")
        return answered("no", t(frame.lang, "goad.not_goader"), rule, cite, frame.cards, "goad")
    return None
