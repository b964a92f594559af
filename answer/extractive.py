"""The extractive composer: a judge's answer built only from CR sentences, each with its citation.

Order of the answer: the verdict (from a reasoner, else the best-fitting CR sentence), the steps
behind it, the named cards' Oracle text, a walkthrough only for order/resolution questions no
reasoner answered, then the rules the verdict relies on quoted in full, and "Also relevant" only
for rules that scored close to the top. The only words it writes itself are the framing in
answer.i18n and facts the reasoners derived.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from answer import reasoners
from answer.analysis import Frame, QType, analyse
from answer.i18n import t
from answer.obsolete import obsolete_entry
from answer.parts import Part, parts
from answer.quote import Quote
from answer.reasoners.base import Step, Verdict
from answer.rewrite import affirmed
from answer.rulings import hint, superseded
from answer.text import YES_RE, Idf, best_sentence, relevance, sentences, stems
from answer.verdict import Similarity, ability_word, define, is_short_lookup, select
from answer.walkthrough import KEY_PHRASES, Topic, classify, steps_for
from index.searcher import SearchResult
from ingest.lexicon import fold, spanish_lexicon
from ingest.models import Card, Rule
from ingest.ruleid import RuleId, RuleKind, without_ids
from ingest.store import RuleStore
from ingest.words import one_line

_SHORT_CANDIDATES = 4
_FULL_RULES = 3
_CARDS_SHOWN = 4
#: the best-matching rulings quoted per card, and in all
_RULINGS_PER_CARD = 2
_RULINGS_SHOWN = 3
#: Oracle text longer than this is cut to its lines that fit the question best
_ORACLE_CHARS = 400
_ORACLE_LINES = 2
_QUOTED_RE = re.compile(r"“[^”]*”|«[^»]*»|\"[^\"]*\"")
#: "Also relevant" lists a rule only when its search score is this close to the top hit's
_RELATED_CLOSE = 0.9
#: after the rules quoted in full, the next-best rules get one sentence each
_RELATED_POOL = 6
_RELATED_RULES = 2
_LOOKUP_FILLER = set(
    "what does do say says show me explain tell about the rule rules cr que dice la el regla reglas muestra explica "
    "explicame sobre de del and y please por favor text texto of".split()
)


@dataclass
class Composed:
    answer: str
    answered: bool
    lang: str
    citations: list[Quote] = field(default_factory=list)
    evidence: list[tuple[RuleId, float]] = field(default_factory=list)
    #: the question only named rules, and the answer quotes them
    lookup: bool = False
    #: the first paragraph of the answer, and the reasoning behind it
    verdict: str = ""
    steps: list[Step] = field(default_factory=list)
    reasoner: str = ""
    frame: Frame | None = None
    #: cards the verdict brought in though the question didn't name them (a card an ability word heads): citable
    examples: tuple[str, ...] = ()


@dataclass(frozen=True)
class AbstainPolicy:
    """Dense cosines measured on on- and off-topic questions (README, "Abstention")."""

    answer_threshold: float
    vocabulary_threshold: float


#: title words that name nothing on their own ("Casting Spells" keeps "casting", "spells")
_TITLE_FILLER = frozenset({"the", "and", "for", "from", "with", "into", "its", "that", "this", "other", "general"})


class ExtractiveComposer:
    def __init__(self, store: RuleStore, policy: AbstainPolicy, similarity: Similarity | None = None):
        self.store = store
        self.policy = policy
        #: semantic similarity for the general verdict selection (None: word overlap only)
        self.similarity = similarity
        self.idf = Idf([rule.text for rule in store.rules.values()] + [tr.text for tr in store.translations.values()])
        #: the words of the CR's rule titles and glossary terms ("die" of "Rolling a Die", "coin", "sleeve"s not)
        self.title_words = frozenset(
            word
            for title in [rule.title for rule in store.rules.values() if rule.title] + list(store.glossary)
            for word in re.findall(r"[a-z][a-z'-]{2,}", title.lower())
            if word not in _TITLE_FILLER
        )

    def compose(self, question: str, result: SearchResult, lang: str) -> Composed:
        evidence = [(hit.rule, hit.score) for hit in result.hits]
        lookup = self._lookup_ids(question, result)
        if lookup:
            return self._compose_lookup(lookup, lang, evidence)
        frame = analyse(question, lang, [mention.card for mention in result.cards])
        if frame.out_of_scope is not None:
            text = t(lang, f"out.{frame.out_of_scope}")
            return Composed(text, False, lang, evidence=evidence, verdict=text, frame=frame)
        if self._should_abstain(result) and not (
            (frame.cards and frame.events)
            or ability_word(frame, self.store)
            or obsolete_entry(frame, self.store)
            or reasoners.run(frame, self.store)
        ):
            # weak evidence: answered only when it names cards and a game event ("¿Muere Thrun?"), looks up an
            # ability word ("unir fuerzas", which 207.2c lists) or a reasoner fires (its preconditions are the
            # confidence: "si los dos llegamos a 0 a la vez, ¿quién gana?")
            return self._compose_abstain(lang, evidence)
        return self._compose_answer(question, result, frame, evidence)

    def _lookup_ids(self, question: str, result: SearchResult) -> list[RuleId]:
        """A question that only names rule ids ("608.2b", "¿Qué dice la regla 608.2c?") gets those rules."""
        explicit = [rid for rid in result.plan.explicit_ids if rid in self.store.rules]
        if not explicit:
            return []
        rest = without_ids(fold(question))
        words = [w for w in re.findall(r"[a-z]+", rest) if w not in _LOOKUP_FILLER]
        return explicit[:5] if not words else []

    def _should_abstain(self, result: SearchResult) -> bool:
        plan = result.plan
        if not result.hits:
            return True
        if plan.explicit_ids or plan.intents:
            return False
        if plan.glossary and result.dense_top >= self.policy.vocabulary_threshold:
            return False
        if plan.lang == "es" and spanish_lexicon().names_one_term(plan.text):
            return False  # "enésima desde arriba": a term of the Spanish vocabulary table, looked up as a glossary term
        if plan.lang == "es" and len(plan.text.split()) <= 4 and result.dense_top >= self.policy.vocabulary_threshold:
            # "guardar resultado dado": a short Spanish look-up naming a word of the CR's titles ("dado" → die, 706)
            # is a vocabulary look-up, held to the vocabulary threshold like an English glossary term
            english = [word for term in spanish_lexicon().translate_terms(plan.text) for word in term.lower().split()]
            # every other word is one the rules use too: "dado de parchís", "combate de boxeo" stay refused
            unknown = [
                word
                for word in re.findall(r"\w{4,}", fold(plan.text))
                if not self.idf.knows(word[:5]) and not spanish_lexicon().translate_terms(word)
            ]
            if any(word in self.title_words for word in english) and not unknown:
                return False
        return result.dense_top < self.policy.answer_threshold

    def _compose_lookup(self, ids: list[RuleId], lang: str, evidence: list[tuple[RuleId, float]]) -> Composed:
        composed = Composed("", True, lang, evidence=_with(evidence, ids), lookup=True)
        blocks = []
        for rule_id in ids:
            rule = self.store.rules[rule_id]
            blocks.append(self._full_rule_block(rule, lang, composed))
        blocks.append(t(lang, "edition", edition=self.store.edition.effective.isoformat()))
        composed.answer = "\n\n".join(blocks)
        return composed

    def _compose_abstain(self, lang: str, evidence: list[tuple[RuleId, float]]) -> Composed:
        closest = []
        for rule_id, _ in evidence[:3]:
            rule = self.store.rules[rule_id]
            closest.append(f"- {rule_id} {self._title_of(rule, lang) or one_line(rule.text, 90)}")
        answer = t(lang, "abstain")
        if closest:
            answer += f"\n\n{t(lang, 'closest')}:\n" + "\n".join(closest)
        return Composed(answer, False, lang, evidence=evidence)

    def _compose_answer(
        self, question: str, result: SearchResult, frame: Frame, evidence: list[tuple[RuleId, float]]
    ) -> Composed:
        lang = frame.lang
        composed = Composed("", True, lang, frame=frame)
        question_stems = stems(question) | (stems(spanish_lexicon().gloss(question)) if lang == "es" else set())
        candidates = self._candidates(result, question_stems, lang)
        # card names say which cards, not which rule sentence answers: they would pull CR examples that
        # merely mention the same card ("A player casts Lightning Bolt…")
        named = set().union(*(stems(card.name) for card in frame.cards)) if frame.cards else set()
        # a bare keyword ("dañar dos veces") is a look-up: what it does, before any reasoner reads it as a situation
        looked_up = (
            define(frame, self.store, candidates)
            if (frame.qtype is QType.DEFINITION or is_short_lookup(frame)) and not frame.cards
            else None
        )
        verdict = looked_up or self._verdict(frame, candidates, (question_stems - named) or question_stems)
        asked = parts(question) if looked_up is None else []
        if len(asked) > 1 and verdict is not None:
            verdict = self._each_part(verdict, asked, frame, candidates, named)
        sections: list[str] = []
        if verdict is not None:
            text, verdict_steps = verdict.text, verdict.steps
            if lang == "es":
                text, *step_texts = _spanish_names([text, *(step.text for step in verdict.steps)], frame.cards)
                verdict_steps = [replace(step, text=new) for step, new in zip(verdict.steps, step_texts, strict=True)]
            composed.verdict, composed.steps, composed.reasoner = text, verdict_steps, verdict.reasoner
            composed.examples = tuple(card.name for card in verdict.cards if card not in frame.cards)
            composed.citations.extend(verdict.quotes)
            sections.append(text)
            if verdict.steps:
                lines = [f"{t(lang, 'steps_title')}:"]
                lines += [f"{n}. {step.text}" for n, step in enumerate(verdict_steps, start=1)]
                sections.append("\n".join(lines))
        cards = list(dict.fromkeys([*(verdict.cards if verdict else ()), *frame.cards]))[:_CARDS_SHOWN]
        card_block = self._cards_block(cards, result, question_stems, lang, composed)
        if card_block:
            sections.append(card_block)

        topic = classify(question, [hit.rule for hit in result.hits])
        steps: list[RuleId] = []
        about_order = frame.qtype in (QType.ORDER, QType.WHAT_HAPPENS, QType.OTHER, QType.WHEN) or (
            topic is Topic.REPLACEMENT and frame.qtype is QType.WHO  # "who chooses" is the 616.1 procedure
        )
        if topic is not None and about_order and (verdict is None or verdict.reasoner == "general"):
            steps = [rid for rid in steps_for(topic, question) if rid in self.store.rules]
            title = t(lang, "stack_title" if topic is Topic.STACK else "replacement_title")
            lines = [f"{title}:"]
            for number, rule_id in enumerate(steps, start=1):
                sentence = self._sentence(
                    self.store.rules[rule_id], question_stems, lang, composed, KEY_PHRASES.get(str(rule_id))
                )
                lines.append(f"{number}. {t(lang, f'step.{rule_id}')} — {sentence}")
            sections.append("\n".join(lines))

        # quoted in full: the rules the verdict relies on first, then the best candidates
        relied = [q.rule for q in (verdict.quotes if verdict else []) if q.rule is not None]
        full = list(dict.fromkeys(relied + [rule.id for rule in candidates]))[:_FULL_RULES]
        rule_blocks = [self._full_rule_block(self.store.rules[rid], lang, composed, with_parent=True) for rid in full]
        sections.append(f"{t(lang, 'rules')}:\n\n" + "\n\n".join(rule_blocks))
        top = result.hits[0].score if result.hits else 0.0
        close = {hit.rule for hit in result.hits if top and hit.score >= _RELATED_CLOSE * top}
        related = [
            rule
            for rule in self._candidates(result, question_stems, lang, _RELATED_POOL)
            if rule.id not in full and (rule.id in close or rule.parent in close)
        ]
        if related:
            lines = [f"{t(lang, 'related')}:"]
            for rule in related[:_RELATED_RULES]:
                sentence = self._sentence(rule, question_stems, lang, composed)
                lines.append(f"- {self._title_of(rule, lang) or rule.id}: {sentence}")
            sections.append("\n".join(lines))
        sections.append(t(lang, "edition", edition=self.store.edition.effective.isoformat()))
        composed.answer = "\n\n".join(sections)
        cited = [q.rule for q in composed.citations if q.rule is not None]
        composed.evidence = _with(evidence, cited + steps)
        return composed

    def _verdict(self, frame: Frame, candidates: list[Rule], question_stems: set[str]) -> Verdict | None:
        """A reasoner's verdict, else the general selection's."""
        return reasoners.run(frame, self.store) or select(
            frame, candidates, self.store, self.idf, question_stems, self.similarity
        )

    def _each_part(
        self, whole: Verdict, asked: list[Part], frame: Frame, candidates: list[Rule], named: set[str]
    ) -> Verdict:
        """A question that asks two things gets each part answered with the situation told before it: the first
        part's verdict opens the paragraph, then "As for “…”: …" for each other part. The verdict for the whole
        question stands when one reasoner answers every part (it covers both, each once), when no reasoner answers
        a part, or when a reasoner answered the whole and the general selection would answer a part."""
        lang = frame.lang
        found: list[Verdict] = []
        facts: list[str] = []  # "can I block with my Spider?" answered yes: "I block with my Spider." for what follows
        for part in asked:
            question = part.question
            if facts and question.endswith(part.asked):
                question = " ".join([question[: -len(part.asked)].strip(), *facts, part.asked]).strip()
            part_frame = analyse(question, lang, frame.cards)
            part_stems = stems(question) | (stems(spanish_lexicon().gloss(question)) if lang == "es" else set())
            verdict = self._verdict(part_frame, candidates, (part_stems - named) or part_stems)
            if verdict is None:
                return whole
            found.append(verdict)
            fact = affirmed(part.asked) if YES_RE.match(verdict.text) else None
            if fact:
                facts.append(fact)
        texts = {verdict.text for verdict in found}
        if len({verdict.reasoner for verdict in found}) < 2 and (len(texts) < 2 or whole.text not in texts):
            # one reasoner for every part reads the whole question best (and says each part once) — unless its
            # verdict for the whole is its answer to one part only, and another part has an answer of its own
            return whole
        reasoned = [verdict.reasoner not in ("general", "definition") for verdict in found]
        if not any(reasoned) or (whole.reasoner != "general" and not all(reasoned)):
            return (
                whole  # a part only the general selection answers: the reasoner that read the whole question knows more
            )
        text = " ".join(
            [found[0].text]
            + [
                t(lang, "parts.next", part=part.asked, verdict=v.text)
                for part, v in zip(asked[1:], found[1:], strict=True)
            ]
        )
        steps = [step for verdict in found for step in (verdict.steps or [Step(verdict.text)])]
        quotes = [quote for verdict in found for quote in verdict.quotes]
        cards = tuple(dict.fromkeys(card for verdict in found for card in verdict.cards))
        names = list(dict.fromkeys(verdict.reasoner for verdict in found))
        return Verdict(text, steps, quotes, cards, "+".join(names) if len(names) > 1 else names[0])

    def _cards_block(
        self, cards: list[Card], result: SearchResult, question_stems: set[str], lang: str, composed: Composed
    ) -> str:
        """The named cards as evidence: each card's relevant Oracle text, then the rulings that best match the
        question, dated, each a verified citation; a ruling whose wording or rule the current CR has replaced
        says so (the CR wins). Oracle text and rulings are English: the Spanish heading labels them once.
        Empty when no card has either (cards known only from CR examples)."""
        lines = [f"{t(lang, 'cards.heading')}:"]
        shown = 0
        for card in cards:
            oracle = _relevant_oracle(card, question_stems)
            for line in oracle:
                composed.citations.append(Quote(None, None, line, "en", "oracle", card.name))
            if oracle:
                abilities = " ".join(
                    f"“{line}”" for line in oracle
                )  # one quote per Oracle line: "First strike" stays apart
                lines.append(f"- {t(lang, 'cards.oracle', card=card_label(card, lang))}: {abilities}")
            for ruling in result.rulings.get(card.name, [])[:_RULINGS_PER_CARD]:
                if shown == _RULINGS_SHOWN:
                    break
                shown += 1
                composed.citations.append(Quote(None, None, ruling.text, "en", "ruling", card.name, ruling.date))
                label = t(lang, "cards.ruling", date=ruling.date)
                if not oracle:
                    label += f" ({card_label(card, lang)})"
                lines.append(f"  {label}: “{ruling.text}”")
                found = superseded(ruling.text, self.store)
                if found is not None:
                    if found.rule is not None:
                        rule = self.store.rules[found.rule]
                        composed.citations.append(Quote(rule.id, self._title_of(rule, lang), found.quote, "en"))
                    lines.append(f"  {hint(found, lang)}")
        return "\n".join(lines) if len(lines) > 1 else ""

    def _candidates(
        self, result: SearchResult, question_stems: set[str], lang: str, limit: int = _SHORT_CANDIDATES
    ) -> list[Rule]:
        """Top hits with content, rules named by a judge intent first; a titled rule
        ("702.19. Trample") stands for its most relevant sub-rule."""
        rules: list[Rule] = []
        hit_ids = [hit.rule for hit in result.hits]
        for rule_id in [rid for rid in result.plan.intents if rid in hit_ids] + hit_ids:
            rule = self.store.rules[rule_id]
            if rule.is_heading:
                children = [self.store.rules[c] for c in self.store.children.get(rule.id, [])]
                if not children:
                    continue
                rule = max(
                    children, key=lambda child: best_sentence(question_stems, self._text(child, lang)[0], self.idf)[1]
                )
            if rule not in rules:
                rules.append(rule)
            if len(rules) == limit:
                break
        return rules

    def _text(self, rule: Rule, lang: str) -> tuple[str, str]:
        """The rule's text in the answer's language when ingested, else the English CR text."""
        if lang == "es":
            translation = self.store.translation(rule.id, "es")
            if translation is not None:
                return translation.text, "es"
        return rule.text, "en"

    def _sentence(
        self, rule: Rule, question_stems: set[str], lang: str, composed: Composed, key: str | None = None
    ) -> str:
        text, text_lang = self._text(rule, lang)
        keyed = [s for s in sentences(text) if key and re.search(key, s)]
        sentence = keyed[0] if keyed else best_sentence(question_stems, text, self.idf)[0]
        composed.citations.append(Quote(rule.id, self._title_of(rule, lang), sentence, text_lang))
        if lang == "es" and text_lang == "en":
            return t("es", "says", rule=str(rule.id), quote=sentence)
        if lang == "es":  # official Spanish text is quoted too: card names in it stay English
            return f"“{sentence}” [{rule.id}]"
        return f"{sentence} [{rule.id}]"

    def _full_rule_block(self, rule: Rule, lang: str, composed: Composed, with_parent: bool = False) -> str:
        text, text_lang = self._text(rule, lang)
        title = self._title_of(rule, lang)
        heading = f"[{rule.id}]" + (f" {title}" if title else "")
        if text_lang != lang:
            heading += t(lang, "english_only")
        lines = [heading]
        if with_parent and rule.kind is RuleKind.SUBRULE and rule.parent in self.store.rules:
            parent = self.store.rules[rule.parent]
            parent_text, parent_lang = self._text(parent, lang)
            parent_sentence = parent_text.split("\n")[0]
            if len(parent_sentence) > 400:
                parent_sentence, _ = best_sentence(set(), parent_text)
            composed.citations.append(Quote(parent.id, self._title_of(parent, lang), parent_sentence, parent_lang))
            lines.append(f"  ({t(lang, 'parent', rule=str(parent.id))}: “{parent_sentence}”)")
        lines.append(f"“{text}”")
        composed.citations.append(Quote(rule.id, title, text, text_lang))
        examples = self._examples(rule, lang)
        if examples and lang != "en":
            label = "example_english" if examples is rule.examples else "example"
            lines.append(f"  {t(lang, label)}: “{examples[0]}”")
        elif examples:
            lines.append(f"  {t(lang, 'example')}: {examples[0]}")
        return "\n".join(lines)

    def _examples(self, rule: Rule, lang: str) -> tuple[str, ...]:
        if lang == "es":
            translation = self.store.translation(rule.id, "es")
            if translation is not None and translation.examples:
                return translation.examples
        return rule.examples

    def _title_of(self, rule: Rule, lang: str = "en") -> str | None:
        return self.store.title(rule.id, lang)


def _with(evidence: list[tuple[RuleId, float]], extra: list[RuleId]) -> list[tuple[RuleId, float]]:
    """Evidence plus rules the answer quotes by structure (walkthrough steps, parents), score 0."""
    known = {rid for rid, _ in evidence}
    added = [(rid, 0.0) for rid in dict.fromkeys(extra) if rid not in known]
    return evidence + added


def card_label(card: Card, lang: str) -> str:
    """How an answer names a card: "Relámpago (Lightning Bolt)" in Spanish when the card data has its Spanish
    name, else its Oracle name."""
    spanish = card.names_es[0] if card.names_es else None
    if lang == "es" and spanish and fold(spanish) != fold(card.name):
        return f"{spanish} ({card.name})"
    return card.name


def _spanish_names(texts: Sequence[str], cards: Sequence[Card]) -> list[str]:
    """The cards' Spanish names in a Spanish answer's own words (the verdict, then each step): the first
    mention outside quotation marks as "Relámpago (Lightning Bolt)", later ones as "Relámpago". Quotes keep
    the official English text."""
    texts = list(texts)
    for card in cards:
        label = card_label(card, "es")
        if label == card.name:
            continue
        spanish = card.names_es[0]
        introduced = False
        for index, text in enumerate(texts):
            quoted = [m.span() for m in _QUOTED_RE.finditer(text)]
            parts, last = [], 0
            for match in re.finditer(rf"(?<!\w){re.escape(card.name)}(?!\w)", text):
                if any(a <= match.start() < b for a, b in quoted):
                    continue
                parts += [text[last : match.start()], spanish if introduced else label]
                introduced, last = True, match.end()
            texts[index] = "".join(parts) + text[last:]
    return texts


def _relevant_oracle(card: Card, question_stems: set[str]) -> list[str]:
    """The card's Oracle text as verbatim lines (abilities): all of it when short, else the lines that share
    the most with the question (in printed order)."""
    lines = [line.strip() for line in card.oracle_text.split("\n") if line.strip() and line.strip() != "//"]
    if sum(len(line) for line in lines) <= _ORACLE_CHARS:
        return lines
    scored = sorted(lines, key=lambda line: -relevance(question_stems, line, 0))
    best = set(scored[:_ORACLE_LINES])
    return [line for line in lines if line in best]
