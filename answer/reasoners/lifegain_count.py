"""How many times a "whenever you gain life" ability triggers when several lifelink sources deal damage at once
(119.9, 702.15b): it is read as "whenever a source causes you to gain life", and each source with lifelink gains
life on its own, so it triggers once per source — two lifelink creatures dealing combat damage together trigger it
twice. The sources are the named creatures with lifelink and the creatures a named Equipment or Aura gives it to."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, controller, copies_said, ids
from answer.reasoners.combat import UNBLOCKED
from answer.text import number
from ingest.models import Card

_GAIN_TRIGGER = re.compile(r"^(?:[\w' -]{3,30} — )?whenever you gain life\b", re.I | re.M)
_LIFELINK = re.compile(r"(^|\n|, )lifelink\b", re.I)
_GRANTS = re.compile(r"^(equipped|enchanted) creature (has|gets [^.]*and has|gains) [^.]*\blifelink\b", re.I | re.M)
_ASKS = re.compile(r"how many|cuant[oa]s|how often")
#: sources counted in the question: "two creatures with lifelink", "tres criaturas con vínculo vital"
_COUNTED = re.compile(
    r"\b(two|three|four|five|dos|tres|cuatro|cinco|\d) (lifelink creatures|creatures (with|that have) lifelink|"
    r"criaturas con vinculo vital)"
)
_TOGETHER = re.compile(
    r"same time|simultaneous|together|at once|a la vez|al mismo tiempo|simultane\w*|juntos|los dos|both|ambos"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    # "¿le pongo 2 contadores (uno por cada vida) o solo 1?": a count asked as a choice between numbers
    choice = _NUMBER_CHOICE.search(frame.clause or frame.asked) and _ASKS_COUNTERS.search(frame.clause or frame.asked)
    if not (frame.qtype is QType.HOW_MANY and _ASKS.search(frame.clause or frame.asked)) and not choice:
        return None
    trigger = next((c for c in frame.cards if _GAIN_TRIGGER.search(c.oracle_text)), None)
    if trigger is None:
        return None
    # its own double strike, or one the question gives it ("con dañar dos veces por boros charm")
    doubled = bool(_DOUBLE_SAID.search(frame.folded))
    striker = next((c for c in frame.cards if "Creature" in c.type_line and _LIFELINK.search(c.oracle_text)
                    and (_DOUBLE.search(c.oracle_text) or doubled)), None)  # fmt: skip
    clause = frame.clause or frame.asked
    # the life gained ("¿cuántas vidas gano?"), not how often "lo de ganar vida" triggers
    asks_life = re.search(r"\blife\b|\bvidas?\b", clause) and not re.search(
        r"trigger|dispar|\btimes\b|\bveces\b|\bcounters?\b|\bcontador\w*", clause
    )
    if striker is not None and UNBLOCKED.search(frame.folded) and not asks_life:
        return _twice(frame, cite, trigger.name, striker.name)  # Drogskol Reaver unblocked: two gains, two draws
    attacking = bool(_ATTACK.search(frame.folded))  # creatures attacking together deal combat damage at once
    if asks_life or not (_TOGETHER.search(frame.folded) or attacking):
        return None
    # "ataco con dos nighthawks": each copy said is a source of its own
    sources = [c.name for c in frame.cards if c is not trigger and _is_source(c) for _ in range(copies_said(frame, c))]
    counted = _COUNTED.search(frame.folded)
    if counted and not sources:
        sources = [counted[0]] * (number(counted[1]) or 0)
    if len(sources) < 2 and not (attacking and sources and _ASKS_COUNTERS.search(frame.clause or frame.asked)):
        return None
    if _OTHER.search(frame.folded):
        return None
    return _count(frame, cite, trigger, sources)


_NUMBER_CHOICE = re.compile(
    r"\b(?:\d|one|two|three|uno|una|dos|tres)\b[^?]{0,60}\b(?:or|o) (?:just |only |solo |nada mas )?(?:\d|one|two|uno|una|dos)\b"
)
_ATTACK = re.compile(r"\battack\w*|\bswing\w*|\bata(?:co|que)\b|\batacan?\b|\batacando\b")
_ASKS_COUNTERS = re.compile(r"\bcounters?\b|\bcontador\w*")
#: what this count doesn't read: a blocker, a response, damage prevented
_OTHER = re.compile(
    r"(?<!\bno )(?<!don't )(?<!doesn't )(?<!not )(?<!\bsin )(?<!nadie (?:me|le|lo|la) )(?<!nadie )\b(?:block|bloque)\w*|"
    r"\brespon\w*|\bprevent|\bprevien|\bfog\b"
)
#: Hardened Scales: each +1/+1 counter placement gets one more
_ONE_MORE = re.compile(r"that many plus one", re.I)


_DOUBLE = re.compile(r"(^|\n|, )double strike\b", re.I)
_DOUBLE_SAID = re.compile(r"\bdouble strike\b|\bdanar dos veces\b|\bdana dos veces\b|\bdoble golpe\b")


def _twice(frame: Frame, cite: Citer, trigger: str, striker: str) -> Verdict:
    """Double strike and lifelink, unblocked: combat damage in two steps, each step's life gain its own event."""
    steps_rule = cite("702.4b", r"the phase gets a second combat damage step", r"")
    lifelink = cite("702.15b", r"Damage dealt by a source with lifelink", r"vínculo vital")
    finding = t(frame.lang, "lifegain.twice", card=trigger, striker=striker) + ids(steps_rule, lifelink)
    return Verdict(finding, [Step(finding, tuple(r for r in (steps_rule, lifelink) if r))], cite.quotes, frame.cards,
                   "lifegain_count")  # fmt: skip


def _is_source(card: Card) -> bool:
    own = "Creature" in card.type_line and bool(_LIFELINK.search(card.oracle_text))
    return own or bool(_GRANTS.search(card.oracle_text))


def _count(frame: Frame, cite: Citer, card: Card, sources: list[str]) -> Verdict:
    lang = frame.lang
    trigger = card.name
    n = str(len(sources))
    read_as = cite("119.9", r"Whenever a source causes", r"fuente")
    lifelink = cite("702.15b", r"Damage dealt by a source with lifelink", r"vínculo vital")
    names = ", ".join(dict.fromkeys(sources))
    finding = t(lang, "lifegain.count", card=trigger, n=n) + ids(read_as, lifelink)
    if _ASKS_COUNTERS.search(frame.clause or frame.asked) and re.search(r"put a \+1/\+1 counter", card.oracle_text):
        # "how many +1/+1 counters does Pridemate get?": one a trigger, one more for each Hardened Scales of mine
        more = sum(1 for c in frame.in_play if _ONE_MORE.search(c.oracle_text) and controller(frame, c) != "opponent")
        total = len(sources) * (1 + more)
        times = t(lang, "lifegain.time" if n == "1" else "lifegain.times")
        finding = t(lang, "lifegain.counters", card=trigger, c=str(total), n=n, times=times) + ids(read_as, lifelink)
    steps = [
        Step(t(lang, "lifegain.step_sources", sources=names, n=n) + ids(lifelink), (lifelink,) if lifelink else ()),
        Step(t(lang, "lifegain.step_each", card=trigger) + ids(read_as), (read_as,) if read_as else ()),
    ]
    return Verdict(finding, steps, cite.quotes, frame.cards, "lifegain_count")
