"""General verdict selection, for questions no reasoner recognises: the one CR sentence (rule text
or CR example) that best answers the question, by word overlap with the question, by fit to the
question type (yes/no → can't/doesn't/may; how many → numbers; who → chooses/controller) and by
specificity (a sub-rule over its parent; the consequence over a definition). A yes/no question
gets "Yes."/"No." only when the chosen sentence's polarity is plain."""

from __future__ import annotations

import re
from dataclasses import dataclass

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.quote import Quote
from answer.reasoners.base import Step, Verdict
from answer.text import Idf, relevance, sentences
from ingest.models import Rule
from ingest.ruleid import RuleKind
from ingest.store import RuleStore

_NEGATIVE = re.compile(
    r"\b(can’t|cannot|can't|doesn’t|doesn't|don’t|don't|isn’t|isn't|aren’t|won’t|wouldn’t|never|no longer|"
    r"not|no player|none|no se|no puede|no pueden|nunca|ningun)\b",
    re.I,
)
_FIT = {
    QType.YES_NO: re.compile(r"\b(can|can’t|cannot|may|doesn’t|does|isn’t|won’t|still|even if|puede|no)\b", re.I),
    QType.HOW_MANY: re.compile(r"\b(\d+|one|two|three|twice|double|half|that many|that much|equal to)\b", re.I),
    QType.WHO: re.compile(r"\b(chooses?|controller|owner|player who|active player|decides?|elige|controlador)\b", re.I),
    QType.ORDER: re.compile(r"\b(first|then|order|APNAP|before|after|last|top)\b", re.I),
    QType.WHEN: re.compile(r"\b(when|whenever|until|before|after|step|phase|beginning|end)\b", re.I),
}
_DEFINITIONAL = re.compile(
    r"is (a|an) (static|triggered|activated|keyword|evasion) ability|this is called|^\d+\.\d+[a-z]? \w+ is a|"
    r"is a keyword|means “|is a variant",
    re.I,
)
#: "Deathtouch is a static ability.": true, and answers nothing
_EMPTY_DEFINITION = re.compile(
    r"^[\w\s’'-]{1,40} is an? (static|triggered|activated|keyword|evasion) ability\.?$", re.I
)
_ACTIONS = ("cast", "activate", "target", "block", "attack", "respond", "sacrifice", "play", "counter", "copy")
_CONSEQUENCE = re.compile(r"\b(destroyed|doesn’t resolve|is put into|dies|can’t|instead|is dealt|loses|wins)\b", re.I)


@dataclass(frozen=True)
class Candidate:
    rule: Rule
    sentence: str
    lang: str
    score: float
    example: bool = False


def candidates(
    frame: Frame, rules: list[Rule], store: RuleStore, idf: Idf, question_stems: set[str]
) -> list[Candidate]:
    found: list[Candidate] = []
    for rank, rule in enumerate(rules):
        text, lang = _text(rule, frame.lang, store)
        pieces = [(s, False) for s in sentences(text)]
        if frame.lang == "en" or lang == "en":
            pieces += [(ex, True) for ex in rule.examples[:2]]
        for position, (sentence, example) in enumerate(pieces):
            score = relevance(question_stems, sentence, position, idf)
            if score <= 0:
                continue
            if _EMPTY_DEFINITION.search(sentence):
                score *= 0.1
            if frame.qtype is QType.YES_NO and any(
                re.search(rf"\b{action}", frame.asked)
                and re.search(rf"\b(can’t|can|may|cannot|can't) {action}", sentence)
                for action in _ACTIONS
            ):
                score *= 1.5  # "can I cast…?" answered by "players can’t cast…"
            score *= 1.0 / (1.0 + 0.25 * rank)
            fit = _FIT.get(frame.qtype)
            if fit is not None and fit.search(sentence):
                score *= 1.25
            if _CONSEQUENCE.search(sentence):
                score *= 1.15
            if frame.qtype is not QType.DEFINITION:
                if _DEFINITIONAL.search(sentence):
                    score *= 0.5
            elif not example:
                score *= 0.6 if _DEFINITIONAL.search(sentence) else 1.0
                score *= 1.3 if position == 0 else 1.0
                score *= 1.0 / (1.0 + 0.05 * _letter(rule))  # 702.2b before 702.2d
            if rule.kind is RuleKind.SUBRULE:
                score *= 1.1
            if example:
                score *= 0.9
            found.append(Candidate(rule, sentence, lang, score, example))
    return sorted(found, key=lambda c: -c.score)


def select(frame: Frame, rules: list[Rule], store: RuleStore, idf: Idf, question_stems: set[str]) -> Verdict | None:
    ranked = candidates(frame, rules, store, idf, question_stems)
    if not ranked:
        return None
    best = ranked[0]
    quote = Quote(best.rule.id, best.rule.title, best.sentence, best.lang)
    cited = f"{best.sentence} [{best.rule.id}]"
    if frame.lang == "es" and best.lang == "en":
        cited = t("es", "says", rule=str(best.rule.id), quote=best.sentence)
    prefix = ""
    if frame.qtype is QType.YES_NO and not best.example:
        prefix = t(frame.lang, "no" if _NEGATIVE.search(best.sentence) else "yes") + " "
    steps = [Step(cited, (best.rule.id,))]
    quotes = [quote]
    for other in ranked[1:]:
        if other.rule.id != best.rule.id and other.score >= 0.6 * best.score and len(steps) < 3:
            if frame.lang == "es" and other.lang == "en":
                steps.append(Step(t("es", "says", rule=str(other.rule.id), quote=other.sentence), (other.rule.id,)))
            else:
                steps.append(Step(f"{other.sentence} [{other.rule.id}]", (other.rule.id,)))
            quotes.append(Quote(other.rule.id, other.rule.title, other.sentence, other.lang))
    return Verdict(prefix + cited, steps if len(steps) > 1 else [], quotes, frame.cards, "general")


def _letter(rule: Rule) -> int:
    """0 for a rule, 1 for its sub-rule a, 2 for b…"""
    last = str(rule.id)[-1]
    return ord(last) - ord("a") + 1 if last.isalpha() else 0


def _text(rule: Rule, lang: str, store: RuleStore) -> tuple[str, str]:
    if lang == "es":
        translation = store.translation(rule.id, "es")
        if translation is not None:
            return translation.text, "es"
    return rule.text, "en"
