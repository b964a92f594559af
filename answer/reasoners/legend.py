"""The legend rule (704.5j): it checks legendary permanents with the same name per controller."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, is_legendary

_SAME = re.compile(r"same|copy|copie|second|third|another|both|two|mism|copia|segund|tercer|otr[oa]|ambos|\bdos\b|clon")
_OTHER_PLAYER = re.compile(
    r"my opponent|opponent (also|too|controls|has|plays|casts)|each (player|of us)|both (of us|players)|"
    r"\bthey (also|too)\b|mi (oponente|rival)|\bambos\b|cada (uno|jugador)|el (oponente|rival) (tambien|juega|lanza|controla)"
)
#: the asker controls two of them (and the opponent one more): the asker still chooses
_MINE_TWO = re.compile(
    r"\bi (have|control|got) (two|2|both)\b|\bmy two\b|\b(tengo|controlo) (dos|2|ambos|ambas)\b|\bmis dos\b"
)
_KEEP = re.compile(r"\bkeep|\bstay|\bremain|\bsurviv|\bboth\b|quedar|mantene|conserv|siguen|sobreviv|ambos")
_LOSE = re.compile(r"\blose|\bdie|sacrific|graveyard|\bgo(es)? away|pierd|muer|cementerio|\bperder")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    legendary = any(is_legendary(card) for card in frame.cards)
    if not (frame.has("legend") or legendary) or not _SAME.search(frame.folded):
        return None
    lang = frame.lang
    rule = cite("704.5j", r"controlled by the same player", r"mismo jugador")
    asked = frame.asked
    if _OTHER_PLAYER.search(frame.folded) and _MINE_TWO.search(frame.folded):
        text = t(lang, "legend.choose") + " " + t(lang, "legend.theirs_stays") + ids(rule)
        steps = [
            Step(t(lang, "legend.step_rule") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, "legend.step_choose")),
            Step(t(lang, "legend.step_different")),
        ]
    elif _OTHER_PLAYER.search(frame.folded):
        text = t(lang, "legend.each_keeps") + ids(rule)
        if frame.qtype is QType.YES_NO:
            answer = "yes" if _KEEP.search(asked) else "no" if _LOSE.search(asked) else None
            text = (t(lang, answer) + " " if answer else "") + text
        steps = [
            Step(t(lang, "legend.step_rule") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, "legend.step_different")),
        ]
    else:
        text = t(lang, "legend.choose") + ids(rule)
        steps = [
            Step(t(lang, "legend.step_rule") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, "legend.step_choose")),
            Step(t(lang, "legend.step_not_sacrifice")),
        ]
    return Verdict(text, steps, cite.quotes, tuple(c for c in frame.cards if is_legendary(c)), "legend")
