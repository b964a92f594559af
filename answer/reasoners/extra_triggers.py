"""Panharmonicon and Yarok (603.2d): an ability of a permanent you control that triggers because an artifact or
creature (Yarok: any permanent) enters triggers one additional time for each such card you control; a rival's
Panharmonicon adds nothing to yours. Fires only when a named card makes enters triggers trigger again, another
named card has a trigger caused by something entering, and the question asks how many times or how much."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    NO_ENTER_TRIGGERS,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    copies_said,
    ids,
    mentions_of,
)
from answer.text import COUNT_GROUP, COUNT_WORDS, number
from ingest.lexicon import fold
from ingest.models import Card

EXTRA_TRIGGERS = re.compile(
    r"entering the battlefield causes a triggered ability of a permanent you control to trigger", re.I
)
_DYING_EXTRA = re.compile(r"creature dying causes a triggered ability of a permanent you control to trigger", re.I)
_DIES_TRIGGER = re.compile(r"^(?:[\w' -]{3,30} — )?(?:when|whenever) [^,]*\bdies\b[^,]*, ([^\n]+)", re.I | re.M)
_LEFT_WITHOUT_DYING = re.compile(
    r"\bexil\w*|\bswords?\b|\bpath\w*|\bbounce\w*|\brest in peace\b|\bleyline of the void\b|\binstead of dying\b|"
    r"\ben vez de morir\b"
)
_ENTERS_TRIGGER = re.compile(
    r"^(?:[\w' -]{3,30} — )?(?:when|whenever) [^,]*\benters the battlefield\b[^,]*, ([^\n]+)", re.I | re.M
)
_GAIN = re.compile(r"\byou gain (\d+) life\b", re.I)
#: how many creatures die at once: "3 creatures die in combat", "mueren 3 criaturas", "se mueren tres criaturas"
_DEATHS = re.compile(
    rf"\b{COUNT_GROUP} (?:\w+ ){{0,2}}(?:creatures?|criaturas?) (?:die|died|dying|mueren|murieron|se mueren)\b|"
    rf"\b(?:mueren|murieron|se mueren|die) {COUNT_GROUP} (?:\w+ )?(?:creatures?|criaturas?)\b"
)
_DRAWS = re.compile(r"\bdraw (a|one|two|three|\d+) cards?\b", re.I)
_ASKS_CARDS = re.compile(r"\bcards?\b|\bcartas?\b|\bdraw\b|\brob[oa]\b")
#: the asker asks about their own life: "¿gano 2 vidas?", "do I gain", "how much life do I gain"
_ASKS_MY_GAIN = re.compile(r"\bgano\b|\bdo i gain\b|\bi gain\b|\bwill i gain\b")
_ASKS = re.compile(r"how many|how much|cuant[oa]s?|\btwice\b|dos veces|\btimes\b|\bveces\b|\b(gain|gano|gana)\b")


_ASKS_HAPPENS = re.compile(
    r"\b(?:gain|gano|ganas|gana|draw|robo|roba|trigger\w*|dispar\w*|get|obtengo|happen\w*|how many|how much|"
    r"cuant[oa]s?)\b|"
    # what the entering trigger would do: "do I still destroy a creature?", "¿igual le quito 1 de vida?"
    r"\b(?:destroy\w*|destru\w*|los(?:e|es|ing)|pierd\w*|pierde\w*|quit[oa]\w*|drain\w*|exil\w*|bounce\w*|"
    r"devuelv\w*)\b"
)


_LEAVES = re.compile(r"\bleaves?\b|\bleft\b|\bdies\b|\bdied\b|\bmuere\b|\bmurio\b|\bsale del campo\b|\bdeja el campo\b")


def _stopped(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I control Soul Warden and there's a Torpor Orb out. A Grizzly Bears enters: do I gain life?" No: creatures
    entering don't cause abilities to trigger while Torpor Orb is on the battlefield, whoever controls it, and
    Panharmonicon has nothing to add to."""
    orb = next((c for c in frame.in_play if NO_ENTER_TRIGGERS.search(c.oracle_text)), None)
    if (
        orb is None
        or not _ASKS_HAPPENS.search(clause)
        or re.search(r"\b(?:forget|without|sin|quitan|remove\w*)\b[^.?]{0,30}\borb\b", frame.folded)
    ):
        return None
    trigger = next(
        (
            c
            for c in frame.cards
            if c is not orb and "Creature" in c.type_line and _ENTERS_TRIGGER.search(c.oracle_text)
        ),
        None,
    )
    if trigger is None or _landfall(trigger, orb):
        return None
    if re.search(r"leaves the battlefield|\bdies\b|\bor attacks\b", trigger.oracle_text) and re.search(
        r"\bexil\w*|\bleav\w*|\bdie[sd]?\b|\bdestroy\w*|\bsacrific\w*|\battack\w*|\bswing\w*|\bata[cq]\w*|\bmuer\w*",
        " ".join(frame.folded[at : at + 80] for at in mentions_of(frame.folded, trigger)),
    ):
        return None  # Thragtusk exiled, Uro attacking: a trigger that isn't an entering one, read elsewhere
    finding = t(frame.lang, "extra.stopped", trigger=trigger.name, orb=orb.name)

    if frame.qtype is QType.YES_NO:
        return answered("no", finding, None, cite, (orb, trigger), "extra_triggers")
    return answered(None, "0: " + finding, None, cite, (orb, trigger), "extra_triggers")


def stopped(frame: Frame, cite: Citer) -> Verdict | None:
    """Before the readers of what a trigger does (escape, a source gone): a Torpor Orb stops it triggering at all."""
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY) or _LEAVES.search(frame.asked):
        return None  # "when thragtusk leaves, do i still get the beast?": a leaving trigger, read further on
    return _stopped(frame, cite, frame.clause or frame.asked)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype in (QType.YES_NO, QType.HOW_MANY):
        stopped = _stopped(frame, cite, clause)
        if stopped is not None:
            return stopped
    count_said = frame.qtype is QType.YES_NO and re.search(r"\b(?:[2-9]|two|three|dos|tres)\b", clause)
    if frame.qtype not in (QType.HOW_MANY, QType.YES_NO) or not (_ASKS.search(clause) or count_said):
        return None
    doubler = next(
        (c for c in frame.cards if EXTRA_TRIGGERS.search(c.oracle_text) or _DYING_EXTRA.search(c.oracle_text)), None
    )
    if doubler is None:
        return None
    # Teysa Karlov: a creature dying makes abilities trigger again, as Panharmonicon does for one entering
    dying = bool(_DYING_EXTRA.search(doubler.oracle_text))
    cause = _DIES_TRIGGER if dying else _ENTERS_TRIGGER
    triggered = [c for c in frame.cards if c is not doubler and cause.search(c.oracle_text)]
    if dying and (not triggered or _LEFT_WITHOUT_DYING.search(frame.folded)):
        return None  # exiled or bounced: nothing died, another reasoner's question
    if not dying and (not triggered or all(_landfall(c, doubler) for c in triggered)):
        return _not_entering(frame, cite, doubler, clause)
    if len(triggered) != 1:
        return None
    trigger = triggered[0]
    copies = copies_said(frame, doubler)
    trigger_side = controller(frame, trigger)
    same = _same_controller(controller(frame, doubler), trigger_side)
    if same is None:
        return None
    times = 1 + (copies if same else 0)
    lang = frame.lang
    deaths_said = _DEATHS.search(frame.folded) if dying else None
    deaths = number(next(g for g in deaths_said.groups() if g)) if deaths_said else None
    rule = cite("603.2d", r"triggers additional times", r"veces adicionales")
    gain = _GAIN.search(trigger.oracle_text)
    # Yarok and Panharmonicon together: each adds its own extra trigger
    others = [
        c
        for c in frame.cards
        if c is not doubler and c is not trigger and EXTRA_TRIGGERS.search(c.oracle_text) and not _landfall(trigger, c)
    ]
    if same and not dying and others and all(_same_controller(controller(frame, c), trigger_side) for c in others):
        times += sum(copies_said(frame, c) for c in others)
        names = " + ".join(c.name for c in (doubler, *others))
        finding = t(lang, "extra.times_several", n=str(times), trigger=trigger.name, doublers=names)
    elif same:
        key = ("extra.times_theirs" if trigger_side == "opponent" else "extra.times") + ("_dies" if dying else "")
        finding = t(lang, key, n=str(times), trigger=trigger.name, doubler=doubler.name, k=str(copies))
    else:
        finding = t(lang, "extra.rivals", trigger=trigger.name, doubler=doubler.name)
    theirs_gain = gain is not None and trigger_side == "opponent" and _ASKS_MY_GAIN.search(clause)
    if deaths is not None and deaths > 1 and same:
        # "en combate mueren 3 criaturas": each death triggers it that many times
        finding = t(lang, "extra.deaths", deaths=str(deaths), n=str(times * deaths), each=str(times)) + " " + finding
        times *= deaths
    if gain is not None:
        finding += " " + t(lang, "extra.life", n=str(times * int(gain[1])))
    if theirs_gain:
        # "Mi rival tiene Panharmonicon y Soul Warden … ¿gano 2 vidas?": the life is its controller's, not the asker's
        finding += " " + t(lang, "extra.not_yours", trigger=trigger.name) + ids(rule)
        opener = "no" if frame.qtype is QType.YES_NO else None
        text = (t(lang, opener) + " " if opener else "") + ("0: " if frame.qtype is QType.HOW_MANY else "") + finding
        return Verdict(
            text, [Step(finding, (rule,) if rule else ())], cite.quotes, (doubler, trigger), "extra_triggers"
        )
    draws = _DRAWS.search(trigger.oracle_text)
    if draws is not None and _ASKS_CARDS.search(clause):
        # Mulldrifter: "¿cuántas cartas robo?" is the draws of every time it triggers
        each = number(draws[1]) or 1
        finding = t(lang, "extra.cards", n=str(times * each)) + " " + finding
    finding += ids(rule)
    if frame.qtype is QType.YES_NO:
        said = [int(n) for n in re.findall(r"\b(\d+)\b", clause)] + [
            COUNT_WORDS[w] for w in re.findall(r"[a-z]+", fold(clause)) if w in COUNT_WORDS and COUNT_WORDS[w] > 1
        ]
        if re.search(r"\btwice\b|dos veces", clause):
            said.append(2)
        if not said:
            return None
        total = times * int(gain[1]) if gain is not None and re.search(r"\blife\b|\bvidas?\b", clause) else times
        finding = t(lang, "yes" if total in said else "no") + " " + finding
    return Verdict(finding, [Step(finding, (rule,) if rule else ())], cite.quotes, (doubler, trigger), "extra_triggers")


_TRIGGERED = re.compile(r"^(?:[\w' -]{3,30} — )?(?:when|whenever) ", re.I | re.M)


def _landfall(card: Card, doubler: Card) -> bool:
    """A land entering is no artifact or creature for Panharmonicon (Yarok's "a permanent entering" counts it)."""
    cause = _ENTERS_TRIGGER.search(card.oracle_text)
    return (
        cause is not None
        # the trigger condition only, not its effect ("…, search your library for a basic land card")
        and bool(re.search(r"\bland\b", cause[0][: cause.start(1) - cause.start(0)], re.I))
        and "a permanent entering" not in (doubler.oracle_text)
    )


def _not_entering(frame: Frame, cite: Citer, doubler: Card, clause: str) -> Verdict | None:
    """Blood Artist's "dies" or Tireless Tracker's landfall beside Panharmonicon: nothing an artifact or creature
    entering causes, so it triggers once."""
    others = [c for c in frame.cards if c is not doubler and _TRIGGERED.search(c.oracle_text)]
    if len(others) != 1:
        return None
    trigger = others[0]
    rule = cite("603.2d", r"triggers additional times", r"veces adicionales")
    finding = t(frame.lang, "extra.not_entering", trigger=trigger.name, doubler=doubler.name) + ids(rule)
    if frame.qtype is QType.YES_NO:
        if not re.search(r"\btwice\b|dos veces|\b(?:2|two|dos|double|doble)\b", clause):
            return None
        text = t(frame.lang, "no") + " " + finding
    else:
        text = t(frame.lang, "count.once") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (doubler, trigger), "extra_triggers")


def _same_controller(doubler_side: str | None, trigger_side: str | None) -> bool | None:
    """Whether the doubler's controller controls the trigger, from who the question says controls each ("me",
    "opponent", None): mine by default."""
    sides = doubler_side, trigger_side
    if sides[0] is None and sides[1] is None:
        return True  # "I have Panharmonicon and Soul Warden"
    if None in sides:
        said = sides[0] or sides[1]
        return said == "me"  # one said mine, the other unsaid: both mine; one said the rival's: not the same
    return sides[0] == sides[1]
