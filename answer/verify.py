"""Citations are checked before an answer leaves: the rule exists in the loaded edition, it was part
of the evidence, and the quote is a verbatim substring of that rule's text or of one of its CR
examples, in the quoted language. Quotes inside generated text are checked too: text put in quotation
marks next to a rule id must be that rule's text. Card citations alike: the card is loaded and named by
the question (or brought in by the verdict as an example of a rule), and the quote is verbatim text of its Oracle text or of its ruling of that date. A CR glossary citation: the entry is loaded and the quote is its text."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from answer.citations import UNVERIFIED
from answer.quote import Quote
from ingest.ruleid import RuleId, ids_in_text
from ingest.store import RuleStore
from ingest.words import one_line


@dataclass(frozen=True)
class Rejected:
    quote: Quote
    reason: str


def verify_citations(
    quotes: Iterable[Quote], store: RuleStore, evidence: Iterable[RuleId], cards: Iterable[str] = ()
) -> tuple[list[Quote], list[Rejected]]:
    """`evidence`: the rules the answer may cite; `cards`: the names of the cards it may cite."""
    allowed = set(evidence)
    named = set(cards)
    valid: list[Quote] = []
    rejected: list[Rejected] = []
    seen: set[tuple[object, ...]] = set()
    for quote in quotes:
        key = (quote.kind, quote.rule, quote.card, quote.date, quote.quote, quote.lang)
        if key in seen:
            continue
        seen.add(key)
        if quote.kind == "rule":
            reason = _problem(quote, store, allowed)
        elif quote.kind == "glossary":
            reason = _glossary_problem(quote, store)
        else:
            reason = _card_problem(quote, store, named)
        if reason:
            rejected.append(Rejected(quote, reason))
        else:
            valid.append(quote)
    return valid, rejected


def _glossary_problem(quote: Quote, store: RuleStore) -> str | None:
    """A CR glossary citation: the entry (its term in `title`) is in the loaded edition and the quote is its text."""
    entry = store.glossary_entry(quote.title or "")
    if entry is None:
        return f"no glossary term {quote.title!r} in the CR of {store.edition.effective}"
    if quote.lang != "en":
        return f"the glossary has no {quote.lang} text"
    if not quote.quote.strip() or quote.quote not in entry.definition:
        return f"quote is not verbatim text of the glossary entry {entry.term!r}"
    return None


def _card_problem(quote: Quote, store: RuleStore, named: set[str]) -> str | None:
    card = store.card(quote.card) if quote.card else None
    if card is None:
        return f"no loaded card named {quote.card!r}"
    if card.name not in named:
        return f"{card.name} was not named by the question"
    if not quote.quote.strip():
        return "empty quote"
    if quote.kind == "oracle":
        return None if quote.quote in card.oracle_text else f"quote is not verbatim Oracle text of {card.name}"
    if quote.kind == "ruling":
        if any(r.date == quote.date and quote.quote in r.text for r in card.rulings):
            return None
        return f"quote is not verbatim text of a {quote.date} ruling on {card.name}"
    return f"unknown citation kind {quote.kind!r}"


def _problem(quote: Quote, store: RuleStore, allowed: set[RuleId]) -> str | None:
    if quote.rule is None:
        return "a rule citation without a rule id"
    rule = store.get(quote.rule)
    if rule is None:
        return f"{quote.rule} is not in the CR of {store.edition.effective}"
    if quote.rule not in allowed:
        return f"{quote.rule} was not part of the evidence"
    if quote.lang == "en":
        sources = (rule.text, *rule.examples)
    else:
        translation = store.translation(quote.rule, quote.lang)
        if translation is None:
            return f"{quote.rule} has no {quote.lang} text"
        sources = (translation.text, *translation.examples)
    if not quote.quote.strip() or not any(quote.quote in source for source in sources):
        return f"quote is not verbatim text of {quote.rule}"
    return None


# --- quotes in generated text ------------------------------------------------------------------------

_QUOTE_RE = re.compile(r'"(?P<a>[^"\n]{1,600})"|“(?P<b>[^”\n]{1,600})”|«(?P<c>[^»\n]{1,600})»')
_OPENING = '"“«'


@dataclass
class QuoteCheck:
    text: str
    #: quoted text attributed to a rule that the rule does not contain (shortened)
    made_up: list[str] = field(default_factory=list)
    #: rule ids cited in at least one sentence without a made-up quote: what the answer still rests on
    supported: set[RuleId] = field(default_factory=set)


def first_sentence_end(text: str) -> int:
    """Where the first complete sentence ends (0: none yet): after ".", "!" or "?" (or a quotation that
    ends with one) followed by white space, or after a newline; never inside a quotation."""
    inside: str | None = None
    for i, char in enumerate(text):
        if inside is None and char in _OPENING:
            inside = char
        elif inside is not None and (char == '"' if inside == '"' else char in "”»"):
            inside = None
            if i > 0 and text[i - 1] in ".!?" and i + 1 < len(text) and text[i + 1].isspace():
                return i + 1  # 'says "… seven cards." Then'
        elif inside is None and (char == "\n" or (char in ".!?" and i + 1 < len(text) and text[i + 1].isspace())):
            return i + 1
    return 0


def check_quotes(text: str, sources: Callable[[RuleId], list[str]]) -> QuoteCheck:
    """Quoted text in a sentence that cites rules must be verbatim text of one of them (case, spacing and
    an ellipsis aside). A quote that is not is replaced by "[?]" and reported; the rules that sentence
    cites no longer count as support."""
    check = StreamingQuoteCheck(sources)
    check.feed(text)
    check.flush()
    return check.result


class StreamingQuoteCheck:
    """The same check on streamed text: text before a sentence's first quotation mark goes out at once
    (a check never changes it); from there on it waits for the end of the sentence."""

    def __init__(self, sources: Callable[[RuleId], list[str]]):
        self._sources = sources
        self._sentence = ""
        self._sent = 0  # characters of the current sentence already passed on
        self.result = QuoteCheck("")

    def feed(self, clean: str) -> str:
        self._sentence += clean
        out = []
        while end := first_sentence_end(self._sentence):
            out.append(self._close(end))
        quote = min((i for i in (self._sentence.find(q) for q in _OPENING) if i != -1), default=len(self._sentence))
        if quote > self._sent:
            out.append(self._sentence[self._sent : quote])
            self._sent = quote
        return "".join(out)

    def flush(self) -> str:
        return self._close(len(self._sentence)) if self._sentence else ""

    def _close(self, end: int) -> str:
        sentence, self._sentence = self._sentence[:end], self._sentence[end:]
        checked, made_up, ids = _check_sentence(sentence, self._sources)
        out, self._sent = checked[self._sent :], 0
        self.result.text += checked
        self.result.made_up += made_up
        if not made_up:
            self.result.supported |= ids
        return out


def _check_sentence(sentence: str, sources: Callable[[RuleId], list[str]]) -> tuple[str, list[str], set[RuleId]]:
    ids = ids_in_text(sentence)
    if not ids:
        return sentence, [], ids
    texts = [_normal(source) for rid in ids for source in sources(rid)]
    made_up: list[str] = []

    def replace(match: re.Match[str]) -> str:
        quoted = match["a"] or match["b"] or match["c"] or ""
        fragments = [_normal(part) for part in re.split(r"\.\.\.|…", quoted)]
        fragments = [f for f in fragments if f]
        if sum(len(f.split()) for f in fragments) < 2:
            return match[0]  # a quoted word is a term or a name, not a quotation
        if all(any(fragment in source for source in texts) for fragment in fragments):
            return match[0]
        made_up.append(one_line(quoted, 61))
        return UNVERIFIED  # the same mark as an unverified rule id

    return _QUOTE_RE.sub(replace, sentence), made_up, ids


def _normal(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s'’-]", " ", text.lower()).split())
