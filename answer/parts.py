"""Questions that ask two things ("Do I still get the land? Do I gain life from Swords?", "does it die, and how much
life do I have?", "¿cuántos contadores… y quién decide el orden?"): each asked part, to be answered on its own with
the situation told before it. A question that asks once has one part."""

from __future__ import annotations

import re
from dataclasses import dataclass

_SENTENCE_END = re.compile(r"(?<=[.?!])\s+")
#: a question that only sets a condition for the next one ("what if I have Doubling Season? how many tokens?")
_CONDITION = re.compile(r"^\W*(what if|and if|if|y si|si|what about|and with|y con|con)\b", re.I)
#: a rewording of the question before it ("…? Like, does it use the stack?", "…? I mean…", "¿o sea…?")
_REWORDING = re.compile(r"^\W*(like|i mean|that is|or rather|o sea|es decir|osea)\b", re.I)
#: a bare tag asking the same again: "… 4 power?? does he", "…? is he right", "¿…? ¿verdad?"
_TAG = re.compile(
    r"^\W*(?:(?:does|do|did|is|are|was|will|can) (?:he|she|they|it|i|you|that)(?: right)?|right|am i right|"
    r"verdad|cierto|no es as[ií]|tiene raz[oó]n)\W*$",
    re.I,
)
#: the asker's own argument after the question: "…? total es habilidad de maná no??", "…? because it's a copy?"
_ARGUED = re.compile(r"^\W*(?:total|porque|ya que|since|because|cause|cuz)\b", re.I)
#: a bare guess at the answer after the question: "4?", "¿o 3?", "twice?"
_GUESS = re.compile(
    r"^\W*(?:or |o |u )?(?:\d+|one|two|three|four|five|six|twice|uno|una|dos|tres|cuatro|cinco|seis|dos veces)\W*\??$",
    re.I,
)
#: ", and how much…", " y quién…": a second question joined to the first in one sentence
_JOINED = re.compile(
    r",?\s+(?:and|y|e)\s+(?=(?:how|what|who|which|does|do|did|is|are|can|could|will|would|cuánt\w*|cuant\w*|qué|"
    r"quién|quien|cuál|cual|cómo|dónde|cuándo|puedo|puede)\b)",
    re.I,
)
_ASKS = re.compile(
    r"^\W*(?:and |so |y |e )?(?:how|what|who|which|does|do|did|is|are|can|could|will|would|should|may|must|has|have|"
    r"cuánt\w*|cuant\w*|qué|que|quién|quien|cuál|cual|cómo|como|dónde|cuándo|puedo|puede)\b",
    re.I,
)


@dataclass(frozen=True)
class Part:
    #: the part as the player wrote it ("do I gain life from Swords?")
    asked: str
    #: the situation told before the questions, then this part: a question of its own
    question: str


def parts(question: str) -> list[Part]:
    """The asked parts of a question in order, each with the situation; one part (the question) when it asks once."""
    text = question.strip()
    sentences = [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]
    asking: list[str] = []
    for sentence in reversed(sentences):
        # the last sentence may ask without a "?": "cuanto daño le llega y cuanta vida gano", "…? and do i gain life"
        told, asks = _told(sentence)
        unmarked = (
            not asking
            and sentence is sentences[-1]
            and (len(_JOINED.split(asks)) > 1 or (len(sentences) > 1 and bool(_ASKS.match(sentence))))
        )
        if not (sentence.endswith("?") or unmarked) or (_CONDITION.match(sentence) and not told):
            break  # a condition for the next question, not one ("what if I have Doubling Season? how many?")
        asking.insert(0, sentence)
    if not asking:
        return [Part(text, text)]
    situation = " ".join(sentences[: len(sentences) - len(asking)])
    asked: list[str] = []
    for position, sentence in enumerate(asking):
        if position and (
            _REWORDING.match(sentence) or _GUESS.match(sentence) or _TAG.match(sentence) or _ARGUED.match(sentence)
        ):
            continue  # the same question asked again in other words, or a guess at its answer ("… how many? 4?")
        clauses = _JOINED.split(sentence)
        told, clauses[0] = _told(clauses[0])
        if len(clauses) > 1 and all(_ASKS.match(c) or c.lstrip().startswith("¿") for c in clauses):
            if not _CONDITION.match(told):  # "if it does, …" points back at the answer before: no situation
                situation = f"{situation} {told}".strip()
            asked += [_asked(c) for c in clauses]
        else:
            asked.append(sentence if sentence.endswith("?") else _asked(sentence))
    if len(asked) < 2:
        return [Part(text, text)]
    return [Part(part, f"{situation} {part}".strip()) for part in asked]


_TOLD_THEN_ASKED = re.compile(
    r"^(.*?(?:,|\s[-–—:=]))\s+(?=(?:does|do|did|is|are|can|could|will|would|how|what|who|which|cuant\w*|cuánt\w*)\b)|"
    r"^([^¿]+)(?=¿)",
    re.I,
)


def _told(clause: str) -> tuple[str, str]:
    """(the situation told at the start of a sentence, the clause that asks): "Tengo X, ¿cuántos…" → both."""
    found = _TOLD_THEN_ASKED.match(clause)
    if not found:
        return "", clause
    told = (found.group(1) or found.group(2) or "").strip()
    return told, clause[found.end() :].strip()


def _asked(clause: str) -> str:
    """A clause as a question of its own: "¿Cuántos … como máximo" → "¿Cuántos … como máximo?"."""
    clause = re.sub(r"^(and|so|y|e)\s+", "", clause.strip().rstrip("?").strip(), flags=re.I)
    if "¿" in clause and not clause.startswith("¿"):
        clause = clause[clause.index("¿") :]
    spanish = clause.startswith("¿") or bool(re.search(r"[áéíóúñ]", clause))
    if spanish and not clause.startswith("¿"):
        clause = "¿" + clause
    return clause + "?"
