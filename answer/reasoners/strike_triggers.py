"""A "whenever … deals combat damage" trigger on a creature with double strike that isn't blocked: it deals combat
damage in both combat damage steps (702.4b, 510.4), so the trigger fires twice and its effect happens twice (Umezawa's
Jitte on Mirran Crusader: two charge counters each time, four in all). Fires only for one such trigger (the creature's
own or an Equipment's or Aura's), double strike on the creature (its text, or said), the attack said to be
unblocked, and a question how many (counters, tokens, cards, times)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, name_pattern
from answer.text import COUNT_GROUP, number

#: the trigger: "Whenever equipped creature deals combat damage, …", "Whenever ~ deals combat damage to a player, …"
_TRIGGER = re.compile(
    r"^(?:[\w' -]{3,30} — )?Whenever (?:equipped creature|enchanted creature|this creature|[^,\n]{2,40}?) deals combat damage"
    r"(?: to a player| to an opponent)?, ([^\n]+)",
    re.I | re.M,
)
_DOUBLE = re.compile(r"^double strike\b|, double strike\b|\bhas double strike\b", re.I | re.M)
_DOUBLE_SAID = re.compile(r"\bdouble strike\b|\bdoble golpe\b|\bdanar dos veces\b|\bdana dos veces\b")
_UNBLOCKED = re.compile(
    r"\bunblocked\b|\bnot blocked\b|\bno blocks?\b|\bnobody blocks\b|\bisn'?t blocked\b|\bconnects?\b|"
    r"\bsin (?:ser )?bloque\w*|\bno (?:(?:me|te|se|le|lo|la|les|los|las) ){0,2}bloque\w*|\bnadie (?:lo |la )?bloquea\b|"
    r"\bno (?:es|fue|esta) bloquead\w*"
)
#: what the effect makes each time: "put two charge counters", "create a Treasure token", "draw a card"
_EACH_TIME = re.compile(
    rf"\b(?:put|create|draw)s? (a|an|{COUNT_GROUP[1:-1]})\b[^.]*?\b(counters?|tokens?|cards?)\b", re.I
)
#: the creature said to carry the Equipment: "mirran crusader with jitte", "lleva la espada"
_CARRY_WORDS = r"with|carr\w*|wear\w*|equipped|has|lleva\w*|con|equipad\w*|tiene"
_ASKS_TIMES = re.compile(r"\bhow many times\b|\bcuantas veces\b|\btwice\b|\bdos veces\b")
_ASKS = {
    "counter": re.compile(
        r"\bhow many (?:\w+ )?counters\b|\bcuantos (?:\w+ )?contadores\b|\bcontadores\b|\bcounters\b"
    ),
    "token": re.compile(r"\bhow many (?:\w+ )?tokens\b|\bcuantas (?:\w+ )?fichas\b|\btreasures?\b|\btesoros?\b"),
    "card": re.compile(r"\bhow many cards\b|\bcuantas cartas\b|\bdraw\b|\brob\w*"),
}


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.HOW_MANY or not _UNBLOCKED.search(frame.folded):
        return None
    found = [(c, m) for c in frame.cards if (m := _TRIGGER.search(c.oracle_text))]
    if len(found) != 1:
        return None
    source, trigger = found[0]
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    worn = re.match(r"Whenever (?:equipped|enchanted) creature", trigger[0], re.I) is not None
    holder = (
        next(iter(c for c in creatures if c is not source), None) if worn else source
    )  # the Equipment's wearer, or the creature itself
    if holder is None or (worn and len([c for c in creatures if c is not source]) != 1):
        return None
    wearer, gear = name_pattern(holder), name_pattern(source)
    carries = rf"(?:{wearer})\w*\b[^.?]{{0,25}}\b(?:{_CARRY_WORDS})\b[^.?]{{0,12}}(?:{gear})"
    put_on = rf"(?:{gear})\w*\s+(?:on|onto|en|sobre)\s+(?:(?:my|mi|the|el|la)\s+)?(?:{wearer})"
    if worn and not (re.search(carries, frame.folded) or re.search(put_on, frame.folded)):
        return None  # the creature isn't said to carry it ("the Jitte on my other creature")
    if "Creature" not in holder.type_line or not re.match(
        rf"Whenever (?:equipped creature|enchanted creature|this creature|{re.escape(holder.name)}) deals",
        trigger[0],
        re.I,
    ):
        return None  # Coastal Piracy's "a creature you control": which attackers deal damage isn't read here
    if not (_DOUBLE.search(holder.oracle_text) or _DOUBLE_SAID.search(frame.folded)):
        return None
    if any(_DOUBLE.search(c.oracle_text) and c is not holder for c in frame.cards if "Creature" in c.type_line):
        return None  # another double striker: which one carries it isn't read here
    asked = frame.clause or frame.asked
    lang = frame.lang
    rule = cite("702.4b", r"the phase gets a second combat damage step", r"")
    twice = t(lang, "strike_triggers.twice", creature=holder.name, source=source.name)
    made = _EACH_TIME.search(trigger[1])
    kind = made[2].lower().rstrip("s") if made else ""
    if made and kind in _ASKS and _ASKS[kind].search(asked) and not _ASKS_TIMES.search(asked):
        each = number(made[1].lower())
        if each is None:
            return None
        total = 2 * each
        finding = twice + " " + t(lang, f"strike_triggers.total_{kind}", each=str(each), n=str(total)) + ids(rule)
        return Verdict(f"{total}: {finding}", [Step(finding, (rule,) if rule else ())], cite.quotes,
                       (holder, source), "strike_triggers")  # fmt: skip
    if not _ASKS_TIMES.search(asked):
        return None
    finding = twice + ids(rule)
    return Verdict(f"2: {finding}", [Step(finding, (rule,) if rule else ())], cite.quotes, (holder, source),
                   "strike_triggers")  # fmt: skip
