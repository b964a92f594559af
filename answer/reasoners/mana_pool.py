"""Does unused mana stay? (106.4, 500.4): mana empties from each player's pool at the end of each step and phase.
Fires only when the question asks whether mana made now can be kept or spent in a later step or phase; an effect
that keeps mana (Upwelling, Omnath) is left to its rulings."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids, said_for_ask

_MANA = re.compile(
    r"\bmana\b|\bmana pool\b|dark ritual|ritual|\bfloat|\{[wubrgc]\}|\b(la|el|una|the|a) [wubrgc]\b|\b([wubrgc])\2{1,4}\b"
)
#: kept for later: "keep", "save", "stay", "carry over", "float it into", "me lo guardo", "usarlo en el paso de…"
_KEEP = re.compile(
    r"\b(keep|kept|save|saved|stays?|remain|carr(y|ies) over|float\w*|hold|holding|store|still (have|use))\b|"
    r"\bguard\w*|\bconserv\w*|\b(?:se|me|te|le) queda|\bflot\w*|\bsigue\b|\bmantien\w*|\bdura(?:n|ra|ria)?\b|\blasts?\b|\busarlo (en|para) (el|la) (paso|fase)|"
    r"\b(use|spend) (it|them|that mana|this mana|the mana) (in|during) (my |the |his |her |their )?"
    r"(next|main|draw|combat|end|upkeep)\w*|"
    r"\b(usar|gastar|usarlo|gastarlo) (ese |este |el )?(mana )?(en|durante) (el |la |mi |su )?(paso|fase|combate)"
)
#: a later step or phase than the one the mana was made in
_LATER = re.compile(
    r"\bnext (step|phase|turn)|\bmain phase|\bdraw step|\bcombat|\bend step|\bupkeep|\bfase principal|\bpaso de robo|"
    r"\bpaso de robar|\bcombate|\bpaso final|\bmantenimiento|\bsiguiente (paso|fase|turno)|\blater\b|\bdespues\b"
)
_UNSPENT = re.compile(
    r"\b(don'?t|do not|didn'?t|never) (use|spend)|\bunused|\bunspent|\bno (lo |la |los )?(gasto|uso|usas|gastas)|"
    r"\bsin (gastar|usar)"
)
_KEEPS_MANA = re.compile(
    r"don[’']t lose (this|unspent) mana|mana .{0,40}doesn[’']t empty|mana[^.]{0,60}until end of turn|"
    r"would lose unspent mana",  # Kruphix: "that mana becomes colorless instead"
    re.I,
)
#: a keeper of one color only (Omnath, Locus of Mana: "You don't lose unspent green mana")
_GONE = re.compile(
    r"\b(?:mana|it) (?:is|was|gets?) (?:gone|lost)\b|\bse (?:pierde|vacia|va)\b|\bdesaparec\w*|\bempt(?:y|ies)\b"
)
_KEEPS_COLOR = re.compile(r"don[’']t lose unspent (white|blue|black|red|green) mana", re.I)
_COLOR_SAID = {
    "white": r"\{w\}|\bwhite\b|\bblanc", "blue": r"\{u\}|\bblue\b|\bazul", "black": r"\{b\}|\bblack\b|\bnegr",
    "red": r"\{r\}|\bred\b|\broj", "green": r"\{g\}|\bgreen\b|\bverde",
}  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    # "¿qué pasa con ese maná si no lo gasto?", "what happens to the mana I don't use?"
    unspent = frame.qtype is QType.WHAT_HAPPENS and bool(_UNSPENT.search(frame.folded))
    if frame.qtype is QType.YES_NO and _BURN.search(frame.folded):
        return _no_burn(frame, cite)
    if not (frame.qtype is QType.YES_NO or unspent) or not _MANA.search(frame.folded):
        return None
    # "my brother says the mana is gone. is it?": asked whether it is lost, not whether it stays
    gone = bool(said_for_ask(frame, _GONE, frame.asked, 4)) and not _KEEP.search(frame.asked)
    if not (unspent or ((_KEEP.search(frame.folded) or gone) and _LATER.search(frame.folded))):
        return None
    if any(_KEEPS_MANA.search(c.oracle_text) for c in frame.cards):
        return None
    keeper = next(((c, m[1].lower()) for c in frame.in_play if (m := _KEEPS_COLOR.search(c.oracle_text))), None)
    if keeper is not None and re.search(_COLOR_SAID[keeper[1]], frame.folded):
        return None  # the kept color is the one asked about
    rule = cite("106.4", r"empties", r"se vacía")
    finding = t(frame.lang, "mana.empties") + ids(rule)
    if keeper is not None:  # "¿y si tengo Omnath?" with black mana: Omnath keeps green only
        finding += " " + t(
            frame.lang, "mana.other_color", card=keeper[0].name, color=t(frame.lang, f"color.{keeper[1]}")
        )
    return Verdict(
        finding if unspent else t(frame.lang, "yes" if gone else "no") + " " + finding,
        [Step(finding, (rule,) if rule else ())],
        cite.quotes,
        frame.cards,
        "mana_pool",
    )


_BURN = re.compile(
    r"\bmana ?burn\b|\bquemadura de mana\b|\bmana quemad\w*|"
    # "¿pierdo vida por el maná que sobra?", "do i lose life for the mana i didn't use?"
    r"\b(?:lose|losing|pierd\w*|take) (?:any )?(?:life|vidas?|damage|dano)\b[^.?]{0,30}\bmana\b|"
    # "si me sobra maná al final de una fase, ¿pierdo vida?": the mana told first
    r"\bmana\b[^.?]{0,50}\b(?:lose|losing|pierdo|pierde|take|recibo) (?:any )?(?:life|vidas?|damage|dano)\b"
)


def _no_burn(frame: Frame, cite: Citer) -> Verdict:
    """ "Do I take mana burn?": no such thing under the current rules; unspent mana just empties (106.4)."""
    rule = cite("106.4", r"empties", r"se vacía")
    return answered("no", t(frame.lang, "mana.no_burn"), rule, cite, frame.cards, "mana_pool")
