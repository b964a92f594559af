"""Dedicated walkthroughs: stack resolution (CR 405, 608, 117) and replacement ordering (CR 614–616).

Each walkthrough is the CR's own procedure in CR order; a step is included when the question
or the retrieved rules make it relevant, and always quoted from the rule it names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from ingest.lexicon import fold
from ingest.ruleid import RuleId


class Topic(StrEnum):
    STACK = "stack"
    REPLACEMENT = "replacement"


@dataclass(frozen=True)
class Step:
    rule: RuleId
    always: bool = False
    #: question words (folded English or Spanish) that make an optional step relevant
    when: str = ""


def _steps(*items: tuple[str, bool, str]) -> tuple[Step, ...]:
    return tuple(Step(RuleId.parse(rule), always, when) for rule, always, when in items)


STACK_STEPS = _steps(
    ("405.5", True, ""),
    ("113.7a", False, r"source|fuente"),
    ("608.2a", False, r"intervening|intercalad|\bif\b clause"),
    ("608.2b", True, ""),
    ("608.2c", False, r"order|orden|instruction|instruccion"),
    ("608.2g", False, r"cast .* (while|during)|lanz.* (mientras|durante)"),
    ("608.2h", False, r"last known|ultima informacion|information|informacion"),
    ("608.2m", False, r"leaves the stack|abandona la pila|left the stack"),
    ("608.2n", True, ""),
    ("608.2p", False, r"trigger|dispar"),
    ("603.3b", False, r"trigger|dispar|apnap|same time|a la vez|mismo tiempo"),
    ("117.3b", True, ""),
)
PERMANENT_STACK_STEPS = _steps(
    ("405.5", True, ""),
    ("608.3a", True, ""),
    ("608.3b", True, ""),
    ("608.3e", False, r"can'?t|cannot|no puede|can not"),
    ("117.3b", True, ""),
)
REPLACEMENT_STEPS = _steps(
    ("616.1", True, ""),
    ("616.1a", True, ""),
    ("616.1b", True, ""),
    ("616.1c", True, ""),
    ("616.1d", True, ""),
    ("616.1e", True, ""),
    ("616.1f", True, ""),
    ("616.1g", False, r"token|ficha|creat|cre[ae]|enters? as|copy|copia|doubling"),
    ("615.1", False, r"prevent|prevenc|preven"),
    ("614.5", False, r"twice|more than once|dos veces|again|de nuevo|repeat"),
    ("614.6", False, r"trigger|dispar|never happens|original"),
)

_STACK_RE = re.compile(
    r"resolv|fizzl|\bcounter(ed)?\b|contrarrest|respond|respuesta|in response|illegal target|objetivo ilegal|"
    r"goes? to the graveyard|va al cementerio|(order|orden|first|primero|top|arriba).*(stack|pila)|(stack|pila).*(order|orden|first|primero)"
)
_REPLACEMENT_RE = re.compile(
    r"replacement|reemplazo|instead|en vez de|en su lugar|prevention|prevenci|self-replacement|autorreemplazo"
)
_PERMANENT_RE = re.compile(
    r"permanent spell|hechizo de permanente|creature spell|hechizo de criatura|aura spell|hechizo de aura|enters? the battlefield|entra al campo"
)


def classify(question: str, hits: Iterable[RuleId]) -> Topic | None:
    """Replacement ordering beats stack: "two replacement effects on a resolving spell" is about 616."""
    folded = fold(question)
    top = [hit.base_rule for hit in list(hits)[:5]]
    sections = {hit.section for hit in top}
    if _REPLACEMENT_RE.search(folded) and sections & {614, 615, 616}:
        return Topic.REPLACEMENT
    if _STACK_RE.search(folded) and sections & {405, 608, 117, 601, 603, 113, 701}:
        return Topic.STACK
    return None


#: The sentence that carries each step, found by a phrase of it in English or Spanish text.
KEY_PHRASES: dict[str, str] = {
    "405.5": r"top \(last-added\)|se resuelve",
    "608.2b": r"doesn’t resolve|no se resuelve",
    "608.2n": r"final part of an instant|parte final de la resolución de un hechizo",
    "608.3b": r"checks whether the target|comprueba si ese objetivo",
    "616.1": r"chooses one to apply|elige uno para aplicarlo",
}


def steps_for(topic: Topic, question: str) -> list[RuleId]:
    folded = fold(question)
    if topic is Topic.REPLACEMENT:
        plan = REPLACEMENT_STEPS
    else:
        plan = PERMANENT_STACK_STEPS if _PERMANENT_RE.search(folded) else STACK_STEPS
    return [step.rule for step in plan if step.always or (step.when and re.search(step.when, folded))]
