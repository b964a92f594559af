"""A static ability that works only while a life total is past a number (Bloodghast: "has haste as long as an
opponent has 10 or less life"; Serra Ascendant: "as long as you have 30 or more life"): it applies whenever the
condition holds, checked all the time and not locked in (611.3a), and "10 or less" includes 10. Fires only for a named
card with such a line, the one life total it reads stated once with nothing changing it, and a yes/no question about
what the line gives (haste, flying, the bonus)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, controller

#: "<effect> as long as <who> has N or less life" or "As long as <who> have N or more life, <effect>"
_AFTER = re.compile(
    r"^(?P<effect>[^.\n]+?) as long as (?P<who>you|an opponent) ha(?:s|ve) (?P<n>\d+) or (?P<way>less|more) life\.",
    re.I | re.M,
)
_BEFORE = re.compile(
    r"As long as (?P<who>you|an opponent) ha(?:s|ve) (?P<n>\d+) or (?P<way>less|more) life, (?P<effect>[^.\n]+)\.", re.I
)
#: the asker's life total: "i'm at 30", "i have 30 life", "tengo 30 vidas", "estoy a 30"
_MINE = re.compile(
    r"\b(?:i'?m|i am|estoy) (?:at|on|a|en) (\d{1,3})\b|\b(?:i have|i got|tengo) (\d{1,3}) (?:vidas?|life|de vida)\b|"
    r"\b(?:my life|mi vida)(?: total)? (?:is|es|esta en) (\d{1,3})\b"
)
#: an opponent's: "my opponent is at 10", "opp at 8 life", "mi rival esta a 10 vidas", "el oponente tiene 9 vidas"
_THEIRS = re.compile(
    r"\b(?:opp|opponent|rival|oponente)(?:'s life| life)? (?:is |has |esta |tiene |se queda )?(?:at |on |a |en |down to )?"
    r"(\d{1,3})\b(?! ?/)"
)
#: anything that moves a total after it is said, or more totals than one
_CHANGE = re.compile(
    r"\bgain\w*|\bgan(?:o|a|ar|e)\b|\bdamage\b|\bdano\b|\blos[et]\b|\bloses\b|\bpierd\w*|\bpaga?\w*|\bpay\w*|"
    r"\bbolt\w*|\bhit\w*|\battack\w* (?:them|him|her|me)\b|\bthen\b|\bdespues\b|\bluego\b|\bshock\w*|\bfetch\w*|"
    r"\bcrack\w*|\buntapped\b|\bdestapad\w*"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    for card in frame.cards:
        line = _AFTER.search(card.oracle_text) or _BEFORE.search(card.oracle_text)
        if line is not None:
            break
    else:
        return None
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or _CHANGE.search(frame.folded) or not _asks_effect(clause, line["effect"]):
        return None
    theirs = controller(frame, card) == "opponent"
    reads_asker = (line["who"].lower() == "you") != theirs  # "you" is the card's controller
    totals = (_MINE if reads_asker else _THEIRS).findall(frame.folded)
    others = (_THEIRS if reads_asker else _MINE).findall(frame.folded)
    if len(totals) != 1 or others:
        return None
    life = int(next(g for g in totals[0] if g)) if isinstance(totals[0], tuple) else int(totals[0])
    n = int(line["n"])
    holds = life <= n if line["way"].lower() == "less" else life >= n
    rule = cite("611.3a", r"isn’t “locked in”", r"no está")
    key = "life_threshold.holds" if holds else "life_threshold.fails"
    way = t(frame.lang, "life_threshold." + line["way"].lower())
    finding = t(frame.lang, key, card=card.name, life=str(life), n=str(n), way=way, line=line.group(0).rstrip("."))
    return answered("yes" if holds else "no", finding, rule, cite, (card,), "life_threshold")


def _asks_effect(clause: str, effect: str) -> bool:
    """Whether the question asks about what the line gives: a keyword it grants, or its bonus."""
    keywords = re.findall(r"\b(?:has|have) ([a-z ]+?)(?: and|$)", effect.lower())
    words = {w for k in keywords for w in k.split()}
    spanish = {"haste": "prisa", "flying": "vuela|volar", "double": "doble", "intimidate": "intimidar"}
    asked = [re.escape(w) for w in words] + [spanish[w] for w in words if w in spanish]
    if re.search(r"\+\d+/\+\d+", effect) and re.search(r"\+\d+/\+\d+|\bget\w*|\bbigger\b|\bgrande\b", clause):
        return True
    return bool(re.search(rf"\b(?:{'|'.join(asked)})\b", clause))
