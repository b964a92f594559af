"""Lifelink in the same combat damage step as the damage a player takes (510.2, 702.15b): all combat damage is dealt at
once, and the life a lifelink creature gains comes with it, so a player at 2 who takes 3 while their Vampire
Nighthawk deals 2 ends at 1 and survives. Fires only when the question gives the asker's life, the combat damage
they take, a named lifelink creature of theirs attacking or blocking, and asks whether they die or survive; first
strike said anywhere splits the damage into two steps and is left alone."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, name_pattern
from ingest.models import Card

#: the asker's life: "im at 2 life", "estoy a 2 vidas"
_LIFE = re.compile(
    r"\b(?:i'?m|im|i am|i was|estoy|estaba|ando)\s+(?:at|on|a|en)\s+(\d{1,2})\b(?!/)|"
    r"\b(?:i have|tengo|me quedan?)\s+(\d{1,2})\s+(?:life|vidas?)\b"
)
#: the combat damage the asker takes: "take 3 from the giant", "me entran 3", "recibo 3 del gigante"
_TAKES = re.compile(
    r"\b(?:take|takes|taking|took)\s+(?:the\s+)?(\d{1,2})\b|\b(?:recibo|recibiria|me entran?|me pega|me hace)\s+(\d{1,2})\b|"
    r"\b(?:hits?|hit) me for\s+(\d{1,2})\b"  # "my friend's hill giant hits me for 3"
)
_FIGHTS = r"\b(?:block\w*|attack\w*|swing\w*|bloque\w*|ata(?:c|qu)\w*)\b[^.?]{0,40}\b(?:with|con)\s+(?:my\s+|mi\s+)?"
_ASKS = re.compile(
    r"\bdie\b|\bdead\b|\blose\b|\bsurviv\w*|\bmuero\b|\bpierdo\b|\bsobreviv\w*|\bestoy muerto\b|\balive\b|\bvivo\b|"
    r"\b(?:i'?m|am i) (?:fine|ok|okay|safe)\b|\bestoy (?:bien|a salvo)\b"
)
#: "so I'm fine right?", "¿estoy vivo?": survival asked
_ASKS_SURVIVE = re.compile(
    r"\bsurviv\w*|\bsobreviv\w*|\balive\b|\bvivo\b|\bfine\b|\bok\b|\bokay\b|\bsafe\b|\bbien\b|\bsalvo\b"
)
#: life gained by a trigger, not lifelink: "Whenever Exalted Angel deals damage, you gain that much life."
_GAIN_TRIGGER = re.compile(
    r"\bwhenever [^.]*\bdeals (?:combat )?damage\b[^.]*, you gain (?:that much|\d+) life\b", re.I
)
_ASKS_LAST = re.compile(r"\b(?:am i dead|do i (?:die|lose|survive)|muero|estoy muerto|sobrevivo)\W*$")
_FIRST_STRIKE = re.compile(r"\bfirst strike\b|\bdouble strike\b|\bdanar primero\b|\bdanar dos veces\b")
_LIFELINK = re.compile(r"(?:^|\n|, )lifelink\b", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    # "…, im at 2 life, am i dead?": a run-on message whose last words ask yes or no
    tail_asks = _ASKS_LAST.search(frame.asked)
    if not (frame.qtype is QType.YES_NO or tail_asks) or not _ASKS.search(frame.clause or frame.asked):
        return None
    life, takes = _LIFE.search(frame.folded), _TAKES.search(frame.folded)
    if life is None or takes is None:
        return None
    drainer = _fighting_lifelinker(frame)
    if drainer is None:
        return _too_late(
            frame, cite, int(next(g for g in life.groups() if g)), int(next(g for g in takes.groups() if g))
        )
    if not (drainer.power or "").isdigit():
        return None
    if re.search(r"\bdouble strike\b|\bdanar dos veces\b", frame.folded):
        return None  # a double striker deals damage (and gains life) in both steps: not counted here
    first = _first_striker(frame, drainer) if _FIRST_STRIKE.search(frame.folded) else "neither"
    if first is None:
        return None  # first strike said of a creature not read here
    start = int(next(g for g in life.groups() if g))
    damage, gain = int(next(g for g in takes.groups() if g)), int(drainer.power or 0)
    end = start - damage + gain
    if start - damage > 0:
        return None  # alive without the lifelink: nothing races
    names = {"card": drainer.name, "n": str(gain), "end": str(end), "start": str(start), "damage": str(damage)}
    link = cite("702.15b", r"to gain that much life", r"gane esa cantidad")
    if first == "neither":
        dealt = cite("510.2", r"dealt simultaneously", r"simultáneamente")
        finding = t(frame.lang, "lifelink.survives" if end > 0 else "lifelink.dies", **names) + ids(dealt, link)
    else:
        # a first striker deals its damage in a step of its own, and state-based actions are checked in between
        dealt = cite("510.4", r"has first strike", r"")
        if first == "theirs":
            end = start - damage
        key = "lifelink.first_mine" if first == "mine" else "lifelink.first_theirs"
        names.update(end=str(end), start_gain=str(start + gain))
        finding = t(frame.lang, key, **names) + ids(dealt, link)
    asks_survive = _ASKS_SURVIVE.search(frame.clause or frame.asked)
    opener = ("yes" if end > 0 else "no") if asks_survive else ("no" if end > 0 else "yes")
    steps = [Step(finding, tuple(r for r in (dealt, link) if r))]
    return Verdict(t(frame.lang, opener) + " " + finding, steps, cite.quotes, (drainer,), "lifelink_race")


def _too_late(frame: Frame, cite: Citer, start: int, damage: int) -> Verdict | None:
    """Exalted Angel's "whenever it deals damage, you gain that much life" is a trigger, not lifelink: it goes on the
    stack only after state-based actions, so a player the same damage brings to 0 loses first (704.3, 704.5a)."""
    gainer = _fighting_lifelinker(frame, _GAIN_TRIGGER)
    if gainer is None or start - damage > 0 or _FIRST_STRIKE.search(frame.folded):
        return None
    first = cite("117.5", r"first performs all applicable state-based actions", r"")
    zero = cite("704.5a", r"0 or less life", r"0 o menos")
    finding = t(frame.lang, "lifelink.trigger_late", card=gainer.name, start=str(start), end=str(start - damage))
    opener = "no" if _ASKS_SURVIVE.search(frame.clause or frame.asked) else "yes"
    step = finding + ids(first, zero)
    return Verdict(t(frame.lang, opener) + " " + step, [Step(step, tuple(r for r in (first, zero) if r))],
                   cite.quotes, (gainer,), "lifelink_race")  # fmt: skip


def _fighting_lifelinker(frame: Frame, gains: re.Pattern[str] = _LIFELINK) -> Card | None:
    """The one named lifelink creature (or one with `gains`) the question says the asker blocks or attacks with."""
    found = [
        card
        for card in frame.cards
        if gains.search(card.oracle_text)
        and "Creature" in card.type_line
        and (words := name_pattern(card))
        and re.search(rf"{_FIGHTS}(?:\w+\s+)?(?:{words})", frame.folded)
    ]
    return found[0] if len(found) == 1 else None


def _first_striker(frame: Frame, drainer: Card) -> str | None:
    """Whose creature the question last says has first strike: "mine" (the lifelinker: its life comes first), "theirs"
    (the one hitting the asker: that damage comes first), or None when it doesn't read which."""
    said = list(_FIRST_STRIKE.finditer(frame.folded))[-1]
    before = frame.folded[max(0, said.start() - 45) : said.start()]
    before = re.split(r"[.;]|\bbut\b|\bpero\b", before)[-1]
    words = name_pattern(drainer)
    if words and re.search(rf"\b(?:{words})\b[^.;,]{{0,25}}$", before):
        return "mine"  # "my nighthawk has first strike"
    # the first striker is the one hitting the asker, not the one the lifelinker blocks ("his 3/3 first striker")
    if re.search(r"\b(?:unblocked|other one|sin bloquear|no bloquead[oa])\b[^.;,]{0,25}$", before):
        return "theirs"
    return None
