"""Cumulative upkeep (702.24a): at the beginning of its controller's upkeep the permanent gets another age counter,
then the cost is paid once for each age counter on it — the counters it had plus the new one. Fires when a named
card has cumulative upkeep, the question gives the age counters on it and asks what keeping it costs."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from answer.text import number

_CUMULATIVE = re.compile(r"^cumulative upkeep(?:—| )(.+?)\.?(?: \(|$)", re.I | re.M)
#: the age counters said: "has 3 age counters", "tiene 3 contadores de edad", "with two age counters on it"
_AGE = re.compile(
    r"\b(\d+|one|two|three|four|five|un|uno|dos|tres|cuatro|cinco) (?:age counters?|contadores? de edad)\b"
)
_ORDINALS = {"second": 2, "2nd": 2, "segundo": 2, "third": 3, "3rd": 3, "tercer": 3, "tercero": 3, "fourth": 4,
             "4th": 4, "cuarto": 4, "fifth": 5, "5th": 5, "quinto": 5}  # fmt: skip
#: which upkeep with it this is: "my third upkeep with it", "es mi tercer mantenimiento"
_NTH = re.compile(r"\b(" + "|".join(_ORDINALS) + r")\s+(?:upkeep|mantenimiento)\b")
_ASKS = re.compile(r"\bhow much|\bwhat do i (?:have to )?pay|\bcuanto|\bque (?:tengo que )?pag")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.HOW_MANY, QType.OTHER, QType.WHAT_HAPPENS) or not _ASKS.search(frame.asked):
        return None
    found = next(((c, m) for c in frame.cards if (m := _CUMULATIVE.search(c.oracle_text))), None)
    age, nth = _AGE.search(frame.folded), _NTH.search(frame.folded)
    if found is None or not (age or nth):
        return None
    card, upkeep = found
    if age is not None:
        counters = (number(age[1]) if not age[1].isdigit() else int(age[1])) or 0
    else:  # "my third upkeep with Mystic Remora": it had a counter from each earlier upkeep
        assert nth is not None
        counters = _ORDINALS[nth[1]] - 1
    times = counters + 1
    cost = upkeep[1].strip()
    generic = re.fullmatch(r"\{(\d+)\}", cost)
    if generic:
        total = "{" + str(times * int(generic[1])) + "}"
    elif re.fullmatch(r"(?:\{[WUBRGC]\})+", cost):
        total = cost * times
    else:
        return None  # a cost that is no mana ("Pay 2 life"): said once per counter, not summed here
    rule = cite("702.24a", r"for each age counter on it", r"por cada contador")
    finding = t(
        frame.lang, "upkeep.cumulative", card=card.name, had=str(counters), n=str(times), cost=cost, total=total
    )
    return answered(None, finding, rule, cite, (card,), "cumulative_upkeep")
