"""A creature with +1/+1 counters gets -1/-1 counters (704.5q, 122.3): as a state-based action the two kinds remove
each other in pairs, so it keeps only the difference, and its power and toughness change by it; with toughness 0 or
less it is put into its owner's graveyard (704.5f). Fires only when the question says how many +1/+1 counters the
named creature has and a named card puts a stated number of -1/-1 counters on a creature."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import ASKS_DIES, ASKS_SURVIVES, Citer, Step, Verdict, ids
from answer.reasoners.stack_order import position
from answer.text import number
from ingest.models import Card
from ingest.ruleid import RuleId

_N = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a|an|uno|un|una|dos|tres|cuatro|cinco|seis|siete|ocho)"
#: "has 4 counters", "with four +1/+1 counters", "con 4 contadores (+1/+1)"
_PLUS_SAID = re.compile(rf"(?<![-+/])\b{_N} (\+1/\+1 )?(counters?|contador(es)?)( \+1/\+1)?\b")
_MINUS_CARD = re.compile(rf"\bput ({_N[1:-1]}|x) -1/-1 counters? on (target|each|another target) creature", re.I)
_ASKS = re.compile(
    r"what (is|will) it|how big|what size|\bp/t\b|power|toughness|how many counters|does it (die|survive)|"
    r"what happens|\bafter\b|como queda|que queda|tamano|cuantos contadores|muere|sobrevive|que pasa|fuerza|resistencia|"
    r"\bmiden?\b|\bdespues\b"
)


#: a dies ability that counts the creature's +1/+1 counters (Hangarback Walker's Thopters)
_COUNTS_ON_DEATH = re.compile(
    r"^(?:[\w' -]{3,30} — )?when [^,]* dies, [^.]*\bfor each \+1/\+1 counter on\b|"
    r"\bwhen it dies, you may put its \+1/\+1 counters on\b",  # modular (Arcbound Ravager)
    re.I | re.M,
)


def _counted_on_death(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Hangarback Walker with 2 +1/+1 counters gets 3 -1/-1 counters at once: how many Thopters?": it dies in the
    same state-based action check that would remove the counters in pairs (704.3), so it still had both +1/+1
    counters, and its dies ability looks back at it (603.10a): 2."""
    card = next((c for c in frame.cards if _COUNTS_ON_DEATH.search(c.oracle_text)), None)
    said, minus_said = _PLUS_SAID.search(frame.folded), _MINUS_SAID.search(frame.folded)
    # "le meten 3 contadores -1/-1 … a mi Hangarback que tiene 2 contadores +1/+1": the count said with +1/+1
    marked = [m for m in _PLUS_SAID.finditer(frame.folded) if "+1/+1" in m[0]]
    if said is not None and "-1/-1" in frame.folded[said.end() : said.end() + 7] and marked:
        said = marked[0]
    if card is None or frame.qtype is not QType.HOW_MANY or said is None:
        return None
    if minus_said is not None:
        minus = number(next(g for g in minus_said.groups() if g))
    else:  # "… and the opponent casts Black Sun's Zenith with X=3": the shrinking card's count
        shrinker = next(((c, m) for c in frame.cards if (m := _MINUS_CARD.search(c.oracle_text))), None)
        minus = _count(frame, *shrinker) if shrinker is not None else None
    plus = number(said[1])
    if plus is None or minus is None or not (card.toughness or "").isdigit():
        return None
    if int(card.toughness or 0) + plus - minus > 0:
        # it lives: the counters annihilate first; killed later ("then they doom blade it"), the rest are counted
        if minus >= plus or not _KILLED_LATER.search(frame.folded) or frame.folded.count("+1/+1") > 1:
            return None  # "… and then it gets another +1/+1 counter": more counters than the count told
        left = cite("704.5q", r"N \+1/\+1 and N -1/-1 counters are removed from it", r"")
        looks = cite("603.10a", r"look back in time", r"hacia atrás")
        n = str(plus - minus)
        finding = t(frame.lang, "annihilate.counted_later", card=card.name, n=n, plus=str(plus), minus=str(minus))
        finding += ids(left, looks)
        return Verdict(finding, [Step(finding, tuple(r for r in (left, looks) if r))], cite.quotes, (card,),
                       "annihilate")  # fmt: skip
    together = cite("704.3", r"performs all applicable state-based actions simultaneously", r"simult")
    looks = cite("603.10a", r"look back in time", r"hacia atrás")
    finding = t(frame.lang, "annihilate.counted_on_death", card=card.name, n=str(plus)) + ids(together, looks)
    return Verdict(finding, [Step(finding, tuple(r for r in (together, looks) if r))], cite.quotes, (card,),
                   "annihilate")  # fmt: skip


#: the creature killed after the counters were put: "then later that turn they doom blade the hangarback"
_KILLED_LATER = re.compile(
    r"\b(?:then|later|after(?:wards)?|despues|luego|mas tarde)\b[^?]{0,60}\b(?:doom blade|murder|kill\w*|destroy\w*|"
    r"bolt\w*|dies|mata\w*|destru\w*|muere)"
)


#: a replacement that changes how many counters are put: "that many plus one", "twice that many … counters"
_MORE_COUNTERS = re.compile(
    r"counters? would be put on [^.]*, (?:that many plus one|twice that many)|"
    r"would put one or more counters on [^.]*, (?:it puts|that player puts) twice that many",
    re.I,
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    counted = _counted_on_death(frame, cite)
    if counted is not None:
        return counted
    asked = frame.clause or frame.asked
    if not (
        _ASKS.search(asked)
        or _ASKS_COUNT.search(asked)
        or ASKS_DIES.search(asked)
        or ASKS_SURVIVES.search(asked)
        or _ASKS_KEPT.search(asked)
        or _ASKS_CANCEL.search(asked)
    ):
        return None
    if any(_MORE_COUNTERS.search(c.oracle_text) for c in frame.in_play):
        return None  # Winding Constrictor, Hardened Scales: how many counters arrive is a replacement's question
    shrinkers = [(c, _MINUS_CARD.search(c.oracle_text)) for c in frame.cards]
    found = [(c, m) for c, m in shrinkers if m]
    creatures = [c for c in frame.cards if _is_creature(c) and all(c is not s for s, _ in found)]
    said = _PLUS_SAID.search(frame.folded)
    minus_said = _MINUS_SAID.search(frame.folded)
    kept_asked = frame.qtype is QType.YES_NO and (_ASKS_KEPT.search(asked) or _ASKS_CANCEL.search(asked))
    counters_asked = _ASKS_COUNT.search(asked) or (frame.qtype is QType.WHAT_HAPPENS and not frame.cards) or kept_asked
    if not found and said and minus_said and "-1/-1" not in (said[0] or "") and counters_asked:
        # "my guy has two +1/+1 counters and gets a -1/-1 counter: how many counters after?" (or "what happens?"
        # with no card named): the counters alone
        plus, minus = number(said[1]), number(next(g for g in minus_said.groups() if g))
        if plus is not None and minus is not None:
            return _left(frame, cite, plus, minus)
    if len(found) == 1 and not creatures and said and "-1/-1" not in (said[0] or "") and counters_asked:
        # "mi criatura tiene 4 contadores +1/+1 y le lanzan torment of venom": an unnamed creature, the counters alone
        plus, minus = number(said[1]), _count(frame, *found[0])
        if plus is not None and minus is not None:
            return _left(frame, cite, plus, minus)
    if len(found) != 1 or len(creatures) != 1 or said is None or "-1/-1" in (said[0] or ""):
        return None
    plus, minus = number(said[1]), _count(frame, *found[0])
    target = creatures[0]
    if plus is None or minus is None or not (target.power or "").isdigit() or not (target.toughness or "").isdigit():
        return None
    return _result(frame, cite, target, found[0][0], plus, minus)


def _count(frame: Frame, card: Card, puts: re.Match[str]) -> int | None:
    """How many -1/-1 counters the card puts: its number, or the X the question gives ("X=3", "Black Sun's Zenith for
    1")."""
    if puts[1].lower() != "x":
        return number(puts[1])
    said = x_said(frame.folded)
    if said is not None:
        return said
    at = position(frame.folded, card)
    paid = _PAID_FOR.match(frame.folded, at) if at >= 0 else None
    return int(paid[1]) if paid else None


#: the X paid, just after the spell's name: "black sun's zenith for 1", "… por 2"
_PAID_FOR = re.compile(r"[^.?,]{0,30}?\b(?:for|por)\s+(\d{1,2})\b")


#: "-1/-1 counters" the question puts: "gets a -1/-1 counter", "le ponen dos contadores -1/-1"
_MINUS_SAID = re.compile(
    rf"\b{_N} -1/-1 (?:counters?|contador(?:es)?)\b|\b{_N} contador(?:es)? -1/-1|\b(?:and|y) {_N} -1/-1(?!\w)|"
    rf"\b(?:pone|ponen|puts?|gets?) {_N} -1/-1(?![\w/])(?! until| hasta)"
)
_ASKS_COUNT = re.compile(
    r"how many (?:\+1/\+1 )?counters|cuantos contadores|what counters|que contadores|counters (?:are )?left|"
    r"contadores (?:\+1/\+1 )?le quedan"
)
#: "does it keep all three counters?", "¿se quedan los tres contadores?": no, a pair goes; "do they cancel?": yes
_ASKS_KEPT = re.compile(
    r"\b(?:stay|stays|remain|remains|keep|keeps|se queda|se quedan|siguen?|conserva\w*|mantiene\w*)\b"
)
_ASKS_CANCEL = re.compile(r"\bcancel\w*|\banula\w*|\bremove each other|\bse (?:eliminan|quitan|van)\b")


def _pairs(frame: Frame, cite: Citer, plus: int, minus: int) -> tuple[RuleId | None, str, str]:
    """704.5q cited, the counters left ("1 -1/-1 counter") and the step that says how the pairs went."""
    left = plus - minus
    both = cite("704.5q", r"both a \+1/\+1 counter and a -1/-1 counter", r"contador")
    kind = "+1/+1" if left >= 0 else "-1/-1"
    key = "annihilate.none" if left == 0 else "annihilate.one" if abs(left) == 1 else "annihilate.many"
    counters = t(frame.lang, key, n=str(abs(left)), kind=kind)
    pair = t(frame.lang, "annihilate.pairs", n=str(min(plus, minus)), counters=counters) + ids(both)
    return both, counters, pair


def _left(frame: Frame, cite: Citer, plus: int, minus: int) -> Verdict:
    """The counters left when +1/+1 and -1/-1 counters meet on a permanent the question doesn't size."""
    both, _, finding = _pairs(frame, cite, plus, minus)
    count = "" if frame.qtype is QType.WHAT_HAPPENS else f"{abs(plus - minus)}: "
    if frame.qtype is QType.YES_NO:
        cancels = bool(_ASKS_CANCEL.search(frame.clause or frame.asked))
        count = t(frame.lang, "yes" if cancels else "no") + " "
    return Verdict(count + finding, [Step(finding, (both,) if both else ())], cite.quotes,
                   frame.cards, "annihilate")  # fmt: skip


def _is_creature(card: Card) -> bool:
    return "Creature" in card.type_line and "//" not in card.type_line


def _result(frame: Frame, cite: Citer, target: Card, source: Card, plus: int, minus: int) -> Verdict:
    lang = frame.lang
    left = plus - minus
    power, toughness = int(target.power or 0) + left, int(target.toughness or 0) + left
    both, counters, pair = _pairs(frame, cite, plus, minus)
    size = f"{power}/{toughness}"
    names = {"card": target.name, "source": source.name, "pt": size, "counters": counters}
    if toughness <= 0:
        dies = cite("704.5f", r"toughness 0 or less", r"resistencia 0 o menos")
        finding = t(lang, "annihilate.dies", **names) + ids(both, dies)
        steps = [Step(pair, (both,) if both else ()), Step(t(lang, "annihilate.step_dies", **names) + ids(dies),
                                                            (dies,) if dies else ())]  # fmt: skip
    else:
        finding = t(lang, "annihilate.stays", **names) + ids(both)
        steps = [Step(pair, (both,) if both else ())]
    return Verdict(_opener(frame, toughness > 0) + finding, steps, cite.quotes, (target, source), "annihilate")


def _opener(frame: Frame, survives: bool) -> str:
    """ "Yes. "/"No. " when the yes/no question asks whether the creature dies or survives; "" otherwise."""
    asked = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO:
        return ""
    if ASKS_SURVIVES.search(asked):
        return t(frame.lang, "yes" if survives else "no") + " "
    if ASKS_DIES.search(asked):
        return t(frame.lang, "no" if survives else "yes") + " "
    return ""
