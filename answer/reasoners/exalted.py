"""Exalted and attacking with more than one creature (702.83a–b): exalted triggers only when a creature attacks
alone — the only creature declared as an attacker that combat. Fires only for exalted named (a card or the word) and
a yes/no question whether it triggers, with the attack said to be by two or more creatures or by one alone."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, name_pattern
from answer.text import capital, number

EXALTED = re.compile(r"^(?:[\w ]+, )*exalted\b", re.I | re.M)
_ASKS = re.compile(
    r"trigger|dispar|\bwork|\bfunciona|\bget the (?:bonus|\+1)|\bgets? \+1/\+1|\bse aplica|"
    r"\b(?:recibe|reciben|gana|ganan|se lleva)\b[^?]{0,10}\+1/\+1"
)
#: two or more attackers: "attack with two creatures", "ataco con dos bichos", "attack with my Bears and my Elves"
_SEVERAL = re.compile(
    r"\battack\w* with (?:two|three|four|2|3|4|both|all|several|multiple)\b|"
    r"\battack\w* with [^.?,]{1,40}\band (?!(?:my |the )?(?:opp\w*|they|he|she|block\w*|it|control\w*)\b)|"
    r"\bata[cq]\w* con (?:dos|tres|cuatro|2|3|4|ambos|ambas|los dos|las dos|varios|varias|todos)\b|"
    r"\bata[cq]\w* con [^.?,]{1,40}\by (?!(?:mi |el |su )?(?:rival|oponente|me|le|lo|la|bloque\w*|controlo|tengo)\b)"
)
ALONE = re.compile(
    r"\balone\b|\bonly one\b|\bsolo (?:uno|una|con una?)\b|\bsol[oa]\b[^.?]{0,20}\bata[cq]|\bata[cq]\w* sol[oa]\b"
)


def _alone_power(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I have two Akrasan Squires and attack with just one: how much power?" 3 — each exalted instance triggers when
    a creature attacks alone, the attacker's own included: 1 + 2 (702.83a–b)."""
    exalted = [c for c in frame.cards if EXALTED.search(c.oracle_text) and "Creature" in c.type_line]
    base = exalted[0].power if len(exalted) == 1 else None
    if base is None or not base.isdigit() or len(frame.cards) != 1 or not ALONE.search(frame.folded):
        return None
    card = exalted[0]
    said = re.search(rf"\b(two|three|four|dos|tres|cuatro|[234]) (?:{name_pattern(card)})", frame.folded)
    if re.search(r"(?<![\w/+-])\d{1,2}/\d{1,2}(?![\w/])|\btokens?\b|\bfichas?\b", frame.folded):
        return None  # "I attack alone with a 3/3 token": another creature attacks, not a Squire
    if said is None or not re.search(r"\bpower\b|\bfuerza\b|\bhow (?:big|much damage)\b|\bcuanto dano\b", frame.asked):
        return None
    n = number(said[1]) or 0
    rule = cite("702.83a", r"attacks alone", r"ataca sola")
    power = int(base) + n
    finding = t(frame.lang, "exalted.alone_power", card=card.name, n=str(n), power=str(power), base=base)
    return answered(None, f"{power}: {finding}", rule, cite, (card,), "exalted")


#: the exalted permanent is the asker's teammate's: "mi compañero … él tiene un noble hierarch", "my teammate has"
_TEAMMATE_HAS = re.compile(
    r"\b(?:teammate|partner|companero|compa de equipo)\b[^?]{0,60}\b(?:has|have|controls|tiene|controla)\b|"
    r"\b(?:my teammate's|de mi companero)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.HOW_MANY:
        return _alone_power(frame, cite)
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    if re.search(r"\bstifl\w*|\bcounter\w* (?:the|that|its|el|su) (?:exalted )?(?:trigger|disparo)", frame.folded):
        return None  # "i stifle the exalted trigger": it did trigger; whether it still gives the bonus is countering's
    exalted = next((c for c in frame.cards if EXALTED.search(c.oracle_text)), None)
    if exalted is None and not re.search(r"\bexalted\b|\bexaltado\b|\bexaltacion\b", frame.folded):
        return None
    several, alone = bool(_SEVERAL.search(frame.folded)), bool(ALONE.search(frame.folded))
    if several == alone:
        return None
    rule = cite("702.83b", r"attacks alone", r"ataca sola")
    name = exalted.name if exalted else t(frame.lang, "exalted.the_ability")
    if alone and _TEAMMATE_HAS.search(frame.folded):
        # Two-Headed Giant: "mi compañero tiene un noble hierarch": exalted sees only its controller's own creatures
        finding = capital(t(frame.lang, "exalted.teammate", card=name))
        return answered("no", finding, rule, cite, (exalted,) if exalted else (), "exalted")
    finding = t(frame.lang, "exalted.several" if several else "exalted.alone", card=name)
    return answered("no" if several else "yes", finding, rule, cite, (exalted,) if exalted else (), "exalted")
