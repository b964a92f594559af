"""The legend rule (704.5j): it checks legendary permanents with the same name per controller."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, is_legendary
from ingest.models import Card

_SAME = re.compile(
    r"same|copy|\balso\b|\btoo\b|tambien|copie|second|third|another|both|two|mism|copia|segund|tercer|otr[oa]|ambos|\bdos\b|clon"
)
_OTHER_PLAYER = re.compile(
    r"my opponent|opponent (also|too|controls|has|plays|casts)|each (player|of us)|both (of us|players)|"
    r"\bthey (also|too)\b|mi (oponente|rival)|\bambos\b|cada (uno|jugador)|el (oponente|rival) (tambien|juega|lanza|controla)"
)
#: the asker controls two of them (and the opponent one more): the asker still chooses
_MINE_TWO = re.compile(
    r"\bi (have|control|got) (two|2|both)\b|\bmy two\b|\b(tengo|controlo) (dos|2|ambos|ambas)\b|\bmis dos\b"
)
#: one of the two is someone else's ("y si la otra la controla mi oponente?", "the other one is my opponent's")
_OTHER_ONE_THEIRS = re.compile(
    r"\bthe other (one )?(is |was )?(controlled by|belongs to|owned by) (my |an |the )?(opponent|rival)|"
    r"\bthe other (one )?is (my |the )?(opponent|rival)'?s\b|(opponent|rival) controls the other\b|"
    r"\bla otra (la )?(controla|tiene|es de) (mi |el |un )?(oponente|rival)|\bel otro (lo )?(controla|tiene|es de) "
    r"(mi |el |un )?(oponente|rival)|(oponente|rival) controla (la otra|el otro)\b"
)
_HAVE = re.compile(r"\b(can|may) (i|we) (have|keep|control)\b|\b(puedo|podemos) (tener|mantener|controlar|quedarme)")
#: Oracle text that switches the legend rule off, or a copy effect whose copy isn't legendary
_RULE_OFF = re.compile(r"[\"“]legend rule[\"”] doesn[’']t apply", re.I)
#: "If there are exactly two permanents named Brothers Yamazaki…": a third one brings the rule back
_ONLY_TWO = re.compile(r"exactly two", re.I)
_THIRD = re.compile(r"\bthird\b|\bthree\b|\btercer|\btres\b|\b3\b")
_NOT_LEGENDARY_COPY = re.compile(r"\bcopy\b[^.]*\b(isn[’']t|is not|not) legendary|\bcopy\b[^.]*\bnonlegendary", re.I)
_KEEP = re.compile(r"\bkeep|\bstay|\bremain|\bsurviv|\bboth\b|quedar|mantene|conserv|siguen|sobreviv|ambos")
_LOSE = re.compile(r"\blose|\bdie|sacrific|graveyard|\bgo(es)? away|pierd|muer|cementerio|\bperder")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    legendary = any(is_legendary(card) for card in frame.cards)
    if not (frame.has("legend") or legendary) or not _SAME.search(frame.folded):
        return None
    lang = frame.lang
    rule = cite("704.5j", r"controlled by the same player", r"mismo jugador")
    asked = frame.asked
    exception = _exception(frame)
    if exception is not None:
        key, card = exception
        text = t(lang, key, card=card.name) + ids(rule)
        if frame.qtype is QType.YES_NO:
            answer = "no" if _LOSE.search(asked) else "yes" if _KEEP.search(asked) or _HAVE.search(asked) else None
            text = (t(lang, answer) + " " if answer else "") + text
        steps = [
            Step(t(lang, "legend.step_rule") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, key, card=card.name)),
        ]
        return Verdict(text, steps, cite.quotes, (card,), "legend")
    if (
        _OTHER_PLAYER.search(frame.folded)
        and _MINE_TWO.search(frame.folded)
        and not _OTHER_ONE_THEIRS.search(frame.folded)
    ):
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
        if frame.qtype is QType.YES_NO:
            answer = "yes" if _LOSE.search(asked) else "no" if _KEEP.search(asked) or _HAVE.search(asked) else None
            text = (t(lang, answer) + " " if answer else "") + text
        steps = [
            Step(t(lang, "legend.step_rule") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, "legend.step_choose")),
            Step(t(lang, "legend.step_not_sacrifice")),
        ]
    return Verdict(text, steps, cite.quotes, tuple(c for c in frame.cards if is_legendary(c)), "legend")


def _exception(frame: Frame) -> tuple[str, Card] | None:
    """A named card whose Oracle text turns the legend rule off (Mirror Gallery) or makes a copy that isn't
    legendary (Spark Double, Helm of the Host)."""
    for card in frame.in_play:
        off = _RULE_OFF.search(card.oracle_text)
        if off and not (_ONLY_TWO.search(card.oracle_text) and _THIRD.search(frame.folded)):
            return "legend.rule_off", card
        if _NOT_LEGENDARY_COPY.search(card.oracle_text):
            return "legend.copy_not_legendary", card
    return None
