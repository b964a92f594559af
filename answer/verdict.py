"""General verdict selection, for questions no reasoner recognises. A look-up of a keyword ("deathtouch",
"¿cómo funciona arrollar?") states what it does from its first sub-rules. Otherwise the one sentence that best
answers the question, among the candidate rules' sentences, their CR examples and the named cards' rulings:
by word overlap with the question (and, when enabled, semantic similarity with the index's embedder), by fit to
the question type (yes/no → can't/doesn't/may; how many → numbers; who → chooses/controller) and by
specificity (a sub-rule over its parent; a ruling of the named card over a general rule; the consequence over a
definition). A yes/no question gets "Yes."/"No." from the polarity of the sentence closest to the question.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from answer.analysis import EITHER_OR, Frame, QType, events_in
from answer.i18n import t
from answer.obsolete import obsolete_term
from answer.quote import Quote
from answer.reasoners.base import Step, Verdict
from answer.restate import answer_opener
from answer.text import Idf, relevance, sentences, stems
from index.embedder import Embedder
from ingest.lexicon import fold, spanish_lexicon
from ingest.models import GlossaryEntry, Rule
from ingest.ruleid import ID_IN_TEXT, RuleId, RuleKind
from ingest.store import RuleStore
from ingest.words import STOPWORDS

_NEGATIVE = re.compile(
    r"\b(can’t|cannot|can't|doesn’t|doesn't|don’t|don't|isn’t|isn't|aren’t|won’t|wouldn’t|never|no longer|"
    r"not|no player|none|no se|no puede|no pueden|nunca|ningun)\b|^no\b|"
    # "…, it assigns no combat damage" (not "if it has no targets, …": a condition's negation isn't the answer's)
    r"(?:^|,\s)(?:(?!\bif\b)[^,])*\b(assigns|deals|produces|adds|gains|causes) no\b",
    re.I | re.M,
)
_FIT = {
    QType.YES_NO: re.compile(r"\b(can|can’t|cannot|may|doesn’t|does|isn’t|won’t|still|even if|puede|no)\b", re.I),
    QType.HOW_MANY: re.compile(
        r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twice|double|half|that many|that much|equal to)\b",
        re.I,
    ),
    QType.WHO: re.compile(r"\b(chooses?|controller|owner|player who|active player|decides?|elige|controlador)\b", re.I),
    QType.ORDER: re.compile(r"\b(first|then|order|APNAP|before|after|last|top)\b", re.I),
    QType.WHEN: re.compile(r"\b(when|whenever|until|before|after|step|phase|beginning|end)\b", re.I),
}
#: a sentence whose subject is nobody: it names no one for a "who" question
_NOBODY = re.compile(r"(?:No player|No one|Nobody|Players usually don’t)\b")
_ASKS_FIRST = re.compile(r"\bfirst\b|\bprimero\b")
#: the second or a later item of a numbered process
_LATER_STEP = re.compile(r"(?:Second|Third|Fourth|Fifth|Then|Finally),")
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
#: sentences that say what happens (an object moves, is countered or destroyed, a player loses)
_OUTCOME = re.compile(
    r"\b(is put into|are put into|is destroyed|are destroyed|doesn’t resolve|is countered|counter (that|the|it)|"
    r"loses the game|wins the game|is exiled|ceases to exist|is removed from)\b",
    re.I,
)
#: a question about a variant or multiplayer game (chapters 8 and 9 of the CR)
_VARIANT = re.compile(
    r"multiplayer|two-headed|2hg|commander|\bteam|planechase|archenemy|vanguard|conspiracy|free-for-all|emperor|"
    r"multijugador|dos cabezas|comandante|equipo|\bbrawl|oathbreaker|attack (the )?left|range of influence"
)


#: sentences embedded per request at most (the rest keep their word-overlap score)
MAX_EMBEDDED = 40
#: weight of the semantic similarity beside word overlap, and the cosine below which it adds nothing: e5
#: cosines of any rules sentence to a question crowd into 0.78–0.88, so it can only nudge (README: measured)
SEMANTIC_WEIGHT = 6.0
SEMANTIC_FLOOR = 0.8
#: for a yes/no question, a rule sentence replaces a closer CR example when its score is at least this share
EXAMPLE_SHARE = 0.85
#: what a "what happens…?" question gets for a sentence that states the outcome
OUTCOME_BOOST = 1.5
#: a rule of chapters 8–9 (multiplayer, casual variants) for a question that names none
VARIANT_DISCOUNT = 0.6
#: a look-up's word past its topic that is rare enough in the rules to tell one sentence from another ("life",
#: "shared"; not "creature", "card")
TELLING_IDF = 3.5
#: a ruling of a named card is about that very card: it outranks a general rule sentence of equal fit
RULING_BOOST = 1.4
#: for a yes/no verdict, a lower-ranked sentence about the asked event replaces a closest one about other events
#: when its score is at least this share of the best
DECIDING_SHARE = 0.6
#: …and a sentence that says the opposite of the asked clause ("the mana pool empties" for "does the mana stay?")
#: replaces it at a lower share: it decides the question outright
CONTRARY_SHARE = 0.4
_RULING_MAX_CHARS = 360


class SentenceSimilarity:
    """Cosine between the question ("query: " prompt) and candidate sentences ("passage: " prompt) with the
    index's embedder (the e5 model the searcher holds). Sentence vectors are cached by text: rule sentences
    recur across questions."""

    def __init__(self, embedder: Embedder, cache_size: int = 20_000):
        self.embedder = embedder
        self.cache_size = cache_size
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, question: str, texts: list[str]) -> list[float]:
        with self._lock:
            missing = [text for text in dict.fromkeys(texts) if text not in self._cache]
        vectors = list(self.embedder.embed_passages(missing)) if missing else []
        query = self.embedder.embed_queries([question])[0]
        with self._lock:
            for text, vector in zip(missing, vectors, strict=True):
                self._cache[text] = vector
            found = {text: self._cache[text] for text in texts if text in self._cache}
            for text in found:
                self._cache.move_to_end(text)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return [float(np.dot(query, found[text])) for text in texts]


#: (question, candidate sentences) → cosine of each
Similarity = Callable[[str, list[str]], list[float]]


@dataclass(frozen=True)
class Candidate:
    #: the rule the sentence comes from; None for a card's ruling
    rule: Rule | None
    sentence: str
    lang: str
    score: float
    example: bool = False
    #: a ruling: the card's name and the ruling's date
    card: str | None = None
    date: str | None = None

    def quote(self) -> Quote:
        if self.rule is None:
            return Quote(None, None, self.sentence, self.lang, kind="ruling", card=self.card, date=self.date)
        return Quote(self.rule.id, self.rule.title, self.sentence, self.lang)

    def cited(self, lang: str) -> str:
        """The sentence with its citation, in the answer's frame."""
        if self.rule is None:
            dated = t(lang, "cards.ruling", date=self.date or "") + t(lang, "english_only")
            return f"“{self.sentence}” [{self.card}, {dated}]"
        if lang == "es" and self.lang == "en":
            return t("es", "says", rule=str(self.rule.id), quote=self.sentence)
        return f"{self.sentence} [{self.rule.id}]"


@dataclass
class _Piece:
    rule: Rule | None
    sentence: str
    lang: str
    example: bool
    overlap: float
    weight: float
    card: str | None = None
    date: str | None = None


def candidates(
    frame: Frame,
    rules: list[Rule],
    store: RuleStore,
    idf: Idf,
    question_stems: set[str],
    similarity: Similarity | None = None,
) -> list[Candidate]:
    """Every sentence of the candidate rules, their first CR examples and the named cards' rulings, scored by
    word overlap and (when `similarity` is given) semantic similarity to the question, times the fit to the
    question type, the specificity and the consequence-over-definition weights."""
    pieces: list[_Piece] = []
    asked = _past_topic(question_stems, rules, store, idf) if rules and _looks_up(frame) and not frame.cards else None
    for rank, rule in enumerate(rules):
        text, lang = _text(rule, frame.lang, store)
        parts = [(s, False) for s in sentences(text)]
        if frame.lang == "en" or lang == "en":
            parts += [(ex, True) for ex in rule.examples[:2]]
        for position, (sentence, example) in enumerate(parts):
            overlap = relevance(asked or question_stems, sentence, position, idf)
            weight = _weight(frame, sentence, example, position, rule) / (1.0 + 0.25 * rank)
            pieces.append(_Piece(rule, sentence, lang, example, overlap, weight))
    for card in frame.cards:
        for ruling in card.rulings:
            said = [ruling.text] if len(ruling.text) <= _RULING_MAX_CHARS else sentences(ruling.text)
            for sentence in said:
                overlap = relevance(question_stems, sentence, 1, idf)
                weight = _weight(frame, sentence, False, 1, None) * RULING_BOOST
                pieces.append(_Piece(None, sentence, "en", False, overlap, weight, card.name, ruling.date))
    semantic = [0.0] * len(pieces)
    if similarity is not None and pieces:
        order = sorted(range(len(pieces)), key=lambda i: -pieces[i].overlap * pieces[i].weight)[:MAX_EMBEDDED]
        cosines = similarity(frame.question, [pieces[i].sentence for i in order])
        for index, cosine in zip(order, cosines, strict=True):
            semantic[index] = max(0.0, cosine - SEMANTIC_FLOOR) * SEMANTIC_WEIGHT
    found = [
        Candidate(p.rule, p.sentence, p.lang, (p.overlap + sem) * p.weight, p.example, p.card, p.date)
        for p, sem in zip(pieces, semantic, strict=True)
        if p.overlap + sem > 0
    ]
    return sorted(found, key=lambda c: -c.score)


def _looks_up(frame: Frame) -> bool:
    """A look-up, not a question: no question mark and a few words besides "de", "of", "the"…"""
    return "?" not in frame.question and sum(1 for w in frame.folded.split() if w not in STOPWORDS) <= _LOOKUP_WORDS


def _past_topic(question_stems: set[str], rules: list[Rule], store: RuleStore, idf: Idf) -> set[str]:
    """The look-up's words beyond the titles above the rule retrieval ranked first ("gigante de dos cabezas vida
    compartida" under Two-Headed Giant: "shared life"): they name the topic, every sentence under it is about it,
    so they can't tell which sentence the look-up asks for (810.2 "the Two-Headed Giant variant uses…" over 810.4
    "a shared life total"). Only when a telling word is left that the rules say ("en una criatura" tells nothing,
    and Spanish words never match the English text)."""
    titled = [store.rules[a] for a in rules[0].id.ancestors() if a in store.rules]
    topic = set().union(*(stems(rule.title) for rule in titled if rule.title))
    rest = question_stems - topic
    said = set().union(*(stems(rule.text or "") for rule in rules))
    telling = any(idf(stem) >= TELLING_IDF for stem in rest & said)
    return rest if telling and rest != question_stems else question_stems


#: "how many phases …", "how many types of mana …" (the English gloss of "cuántas fases …"): the thing counted
_HOW_MANY_NOUN = re.compile(r"\bhow many (\w+)")
#: a number word or numeral and the thing it counts: "five phases", "six types of mana"
_NUMBER_NOUN = re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:\w+\s+)?([a-z]+)", re.I)
COUNTED_BOOST = 2.5


def _counts_the_asked(frame: Frame, sentence: str) -> bool:
    """The sentence gives a number of the very thing the question counts."""
    asked = _HOW_MANY_NOUN.search(_glossed(frame).lower())
    if asked is None:
        return False
    said = {stem for found in _NUMBER_NOUN.finditer(sentence) for stem in stems(found[1])}
    return bool(stems(asked[1]) & said)


def _weight(frame: Frame, sentence: str, example: bool, position: int, rule: Rule | None) -> float:
    """How much the sentence's form fits the question, whatever its words."""
    weight = 1.0
    if _EMPTY_DEFINITION.search(sentence):
        weight *= 0.1
    if frame.qtype is QType.YES_NO and any(
        re.search(rf"\b{action}", frame.asked) and re.search(rf"\b(can’t|can|may|cannot|can't) {action}", sentence)
        for action in _ACTIONS
    ):
        weight *= 1.5  # "can I cast…?" answered by "players can’t cast…"
    fit = _FIT.get(frame.qtype)
    if fit is not None and fit.search(sentence):
        weight *= 1.25
    if frame.qtype is QType.HOW_MANY and _counts_the_asked(frame, sentence):
        weight *= COUNTED_BOOST  # "how many phases are in a turn?" / "A turn consists of five phases"
    if frame.qtype is QType.WHO and _NOBODY.match(sentence):
        weight *= 0.6  # "who gets priority first?" is not answered by "No player receives priority during …"
    if _ASKS_FIRST.search(frame.folded) and _LATER_STEP.match(sentence):
        weight *= 0.7  # "Second, the active player gets priority." for "who gets priority first?"
    if _CONSEQUENCE.search(sentence):
        weight *= 1.15
        if frame.qtype is QType.WHAT_HAPPENS and _OUTCOME.search(sentence):
            weight *= OUTCOME_BOOST  # "what happens…?" is answered by what happens, not by what can't be
    if rule is not None and str(rule.id)[0] in "89" and not _VARIANT.search(frame.folded):
        weight *= VARIANT_DISCOUNT  # a multiplayer or casual-variant rule for a question about neither
    elif rule is None and _VARIANT.search(fold(sentence)) and not _VARIANT.search(frame.folded):
        weight *= VARIANT_DISCOUNT  # a card's ruling about a Two-Headed Giant or Commander game, likewise
    if frame.qtype is not QType.DEFINITION:
        if _DEFINITIONAL.search(sentence):
            weight *= 0.5
    elif not example:
        weight *= 0.6 if _DEFINITIONAL.search(sentence) else 1.0
        weight *= 1.3 if position == 0 else 1.0
        if rule is not None:
            weight /= 1.0 + 0.05 * _letter(rule)  # 702.2b before 702.2d
    if rule is not None and rule.kind is RuleKind.SUBRULE:
        weight *= 1.1
    if example:
        weight *= 0.9
    return weight


def select(
    frame: Frame,
    rules: list[Rule],
    store: RuleStore,
    idf: Idf,
    question_stems: set[str],
    similarity: Similarity | None = None,
) -> Verdict | None:
    defined = define(frame, store, rules)
    if defined is not None:
        return defined
    ranked = candidates(frame, rules, store, idf, question_stems, similarity)
    if not ranked:
        return None
    best = ranked[0]
    looked_up = frame.qtype is QType.DEFINITION or _looks_up(frame)
    if looked_up and best.rule is not None and _SAYS_NOTHING.search(best.sentence):
        # "This rule is informally called the “summoning sickness” rule.": the rule it names says what it is
        described = _describe(frame, store, [best.rule])
        if described is not None:
            return described
    if frame.qtype is QType.YES_NO and best.example:
        # a CR example tells a story and carries no Yes/No; a rule sentence nearly as close can say it
        best = next((c for c in ranked[1:6] if not c.example and c.score >= EXAMPLE_SHARE * best.score), best)
    prefix = ""
    if frame.qtype is QType.YES_NO and not best.example and not EITHER_OR.search(frame.clause or frame.asked):
        asked = events_in(frame.asked)
        duty_asked = bool(_MUST_ASKED.search(frame.asked))
        contrary = next(
            (c for c in ranked[:8] if c.score >= CONTRARY_SHARE * best.score and _contrary(frame, c.sentence)), None
        )
        if contrary is not None:
            best = contrary  # "the mana pool empties" against "do I keep the mana?": it decides the question
        elif _off_topic(asked, best.sentence) and not _negative(best.sentence, question_stems, idf, duty_asked, frame):
            # "Yes" would rest on no more than the absence of a negation in a sentence about other events: a
            # sentence about the asked event, nearly as close, decides it better
            best = next(
                (c for c in ranked[1:8] if c.score >= DECIDING_SHARE * best.score and asked & events_in(c.sentence)),
                best,
            )
        negative = (
            _negative(best.sentence, question_stems, idf, duty_asked, frame)
            or _out_of_time(frame, best.sentence)
            or _optional(duty_asked, best.sentence)
            or _required(frame, best.sentence)
            or _contrary(frame, best.sentence)
        )
        opener = answer_opener(frame.question, negative) if frame.lang == "es" else None
        prefix = (opener or t(frame.lang, "no" if negative else "yes")) + " "
    if frame.qtype is QType.HOW_MANY and _ASKS_TIMES.search(frame.clause or frame.asked):
        said = _TIMES.search(best.sentence)  # "…will trigger twice.": the count, said first
        if said:
            times = _TIMES_COUNT[said[0].lower()]
            prefix = t(frame.lang, "count.once" if times == 1 else "count.times", n=str(times)) + " "
    elif frame.qtype is QType.HOW_MANY and _ASKS_TOKENS.search(frame.clause or frame.asked):
        if _TRIGGERS_ONCE.search(best.sentence):  # "how many Gold tokens?" and "…triggers only once…": one
            prefix = "1: "
    steps = [Step(best.cited(frame.lang), (best.rule.id,) if best.rule else ())]
    quotes = [best.quote()]
    seen = {best.rule.id if best.rule else best.sentence}
    for other in ranked[1:]:
        key = other.rule.id if other.rule else other.sentence
        if key not in seen and other.score >= 0.6 * best.score and len(steps) < 3:
            seen.add(key)
            steps.append(Step(other.cited(frame.lang), (other.rule.id,) if other.rule else ()))
            quotes.append(other.quote())
    return Verdict(prefix + best.cited(frame.lang), steps if len(steps) > 1 else [], quotes, frame.cards, "general")


_ASKS_TIMES = re.compile(r"how many times|cuantas veces")
_ASKS_TOKENS = re.compile(r"\bhow many (?:\w+ )?tokens\b|\bcuantas fichas\b")
#: a ruling that says the token-making trigger happens once: "Each Curse's ability triggers only once, no matter …"
_TRIGGERS_ONCE = re.compile(r"\btriggers? only once\b|\bonly triggers? once\b", re.I)
_TIMES_COUNT = {"once": 1, "twice": 2, "two times": 2, "three times": 3, "four times": 4, "una vez": 1, "dos veces": 2}
_TIMES = re.compile(r"\b(" + "|".join(_TIMES_COUNT) + r")\b", re.I)
_HOW_IT_WORKS = re.compile(
    r"how does .{1,40} work|how do(es)? .{1,40} works?|como funciona|que hace\b|what does .{1,40} do\b|"
    # "what's the rule number for ward?", "¿cuál es el número de regla de custodia?"
    r"\b(?:rule|cr) number (?:for|of)\b|\bnumero de (?:la )?regla (?:de|del|para)\b|\bwhich rule (?:is|covers)\b|"
    r"\bque regla (?:es|habla de|trata)\b"
)
#: a keyword rule's empty opening ("Deathtouch is a static ability.", "Storm is a triggered ability that functions
#: on the stack.", "Trample is a static ability that modifies the rules for assigning…"): true, and says nothing
_SAYS_NOTHING = re.compile(
    r"^[\w\s’'-]{1,40} (is|are) an? (static|triggered|activated|keyword|spell|evasion)[\w\s-]{0,20}"
    r"(ability|abilities|action)( that (functions|modifies|has)[^.]*| linked to an? \w+ ability)?\.$|^(See|Véase) |"
    r"^[\w\s’'-]{1,40} appears on (some|certain) [\w\s,-]+\.$|^[\w\s’'-]{1,40} is a generic term\b|"
    r"^Multiple instances of [\w\s-]+ are redundant\.$|^[\w\s’'-]{1,40} represents \w+ (?:\w+ )?abilit(?:y|ies)\b[^.“]*\.$|^It is written “[^”]+,?” where N is a number\.$|"
    r"^The ability has no effect when\b|^[\w\s’'-]{1,40} is a keyword that represents [\w\s-]+\.$|^This is an exception to rules? [\d.a-z]+(, [\d.a-z]+)*( and [\d.a-z]+)?\.$|"
    r"^(This|That|These)( \w+)? (is|are) (often |also |sometimes |commonly |informally )?(referred to as|called|known as)\b",
    re.I,
)
_DEFINITION_SENTENCES = 5
_DEFINITION_RULES = 2
_DEFINITION_CHARS = 600
_LOOKUP_STEMS = 4
#: at most this many words besides "de", "of"… and no question mark: a look-up ("gigante de dos cabezas vida
#: compartida"), not a question
_LOOKUP_WORDS = 5


@cache
def _titled(store: RuleStore) -> tuple[tuple[frozenset[str], Rule], ...]:
    """Keyword actions and abilities (701, 702) and sections with their title stems: what a look-up names."""
    found = []
    for rule in store.rules.values():
        keyword = rule.kind is RuleKind.RULE and str(rule.id).split(".")[0] in ("701", "702")
        if rule.title and (keyword or rule.kind is RuleKind.SECTION) and store.children.get(rule.id):
            title_stems = frozenset(stems(rule.title)) - _SAID_WITHOUT
            if title_stems:
                found.append((title_stems, rule))
    return tuple(found)


#: title words a look-up leaves out: "Two-Headed Giant Variant" is looked up as "gigante de dos cabezas"
_SAID_WITHOUT = frozenset(stems("variant option"))
_TITLE_WORD_RE = re.compile(r"[\w'-]+")


def named_term(frame: Frame, store: RuleStore, retrieved: Sequence[Rule] = ()) -> Rule | None:
    """The keyword or section a look-up names ("deathtouch", "¿qué es la prisa?", "how does trample work?"), when
    the question is only that: Spanish through the lexicon's gloss (English words pass through it). Of several
    named ("daño letal arrollar": Damage and Trample), the longest title, then the one retrieval ranked first."""
    asked = frame.qtype is QType.DEFINITION or bool(_HOW_IT_WORKS.search(frame.asked)) or is_short_lookup(frame)
    if not asked and not _looks_up(frame):
        return None
    text = _glossed(frame)
    words = stems(text)
    typed_words = _TITLE_WORD_RE.findall(fold(text))
    named = [
        (len(title), rule)
        for title, rule in _titled(store)
        if title <= words and _written(rule.title or "", typed_words)
    ]  # "outlaw" shares Outlast's five-letter stem, not its word
    if not named:
        return None
    # stems are short, so "Exploit" also names Explore: a title written out in full counts first
    written = " " + " ".join(_TITLE_WORD_RE.findall(fold(text))) + " "
    titles = {
        rule.id: f" {fold(rule.title)} " for _, rule in named if rule.title and f" {fold(rule.title)} " in written
    }
    # a title inside a longer one ("Double" in "Double Strike") is not named on its own
    spelled = {
        rid for rid, title in titles.items() if not any(title in other and title != other for other in titles.values())
    }
    rank: dict[RuleId, int] = {}
    for position, hit in enumerate(retrieved):
        rule_id: RuleId | None = hit.id
        while rule_id is not None:
            rank.setdefault(rule_id, position)
            rule_id = rule_id.parent
    size, rule = max(
        named,
        key=lambda item: (
            item[0],
            item[1].id in spelled,
            -rank.get(item[1].id, len(retrieved)),
            -len(str(item[1].id)),
        ),
    )
    keywords = [other for _, other in named if other.id in spelled and other.id.section in (701, 702)]
    if len(keywords) > 1:
        # "fusionar meld": a Spanish word and the English keyword typed beside it name one keyword, the one typed
        typed = " " + " ".join(_TITLE_WORD_RE.findall(fold(frame.question))) + " "
        verbatim = [other for other in keywords if f" {fold(other.title or '')} " in typed]
        if not (is_short_lookup(frame) and len(verbatim) == 1 and frame.lang == "es"):
            return None  # two keywords named together ("deathtouch and trample"): how they interact, not a look-up
        return verbatim[0]
    if len(words) - size > _LOOKUP_STEMS:
        return None  # a situation that mentions a keyword, not a look-up
    if is_short_lookup(frame) and size < len(words - _ASKING_WORDS):
        return None  # "daño de combate" says more than "Damage": the rule retrieval ranked first answers it
    if not asked and (size < 2 or len(words - _ASKING_WORDS) - size > 1):
        # a longer look-up ("rango de influencia limitado", "vida gigante dos cabezas") names a title of several
        # words, with at most one word more; "10 contadores de veneno" is no look-up of Counters
        return None
    return rule


def _written(title: str, typed: list[str]) -> bool:
    """Every content word of the title is typed, as itself or an inflection ("trampling" for Trample, "blocks" for
    Block), not a different word sharing its first five letters ("outlaw" for Outlast, "explore" for Exploit)."""
    return all(
        any(_same_word(word, other) for other in typed)
        for word in _TITLE_WORD_RE.findall(fold(title))
        if word not in STOPWORDS and len(word) > 1 and stems(word) - _SAID_WITHOUT
    )


def _same_word(a: str, b: str) -> bool:
    """One word in two forms: "trample" / "trampling", "activated" / "activating", "ability" / "abilities"."""
    return _lemma(a) == _lemma(b) or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)))


def _lemma(word: str) -> str:
    for suffix in ("ings", "ing", "ies", "ied", "ed", "es", "s", "e", "y"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def _glossed(frame: Frame) -> str:
    """The question in English words: a Spanish one through the lexicon's gloss (English words pass through it)."""
    return spanish_lexicon().gloss(frame.question) if frame.lang == "es" else frame.question


def is_short_lookup(frame: Frame) -> bool:
    """One to three words and no question mark: "regla de leyendas", "orden APNAP", "toque mortal" (whatever
    question type their words suggest: "orden" is not asking for an order)."""
    # "piedra de poder (powerstone)": the English name typed beside it in brackets adds no word to the look-up
    words = _BRACKETED.sub(" ", frame.question).split() or frame.question.split()
    # "menace?", "¿antimaleficio?": a keyword asked with a question mark is still a look-up
    return 0 < len(words) <= 3 and ("?" not in frame.question or (len(words) <= 2 and words[-1].endswith("?")))


def define(frame: Frame, store: RuleStore, retrieved: Sequence[Rule] = ()) -> Verdict | None:
    """A look-up of a keyword or term: what it does, from the first sub-rules of its rule, skipping the openings
    that only classify it ("… is a static ability"); each sentence quoted verbatim with its rule. A one- to
    three-word look-up that names no title exactly ("regla de leyendas") quotes the rule retrieval ranked first."""
    outdated = obsolete_term(frame, store)
    if outdated is not None:  # "mana burn": the glossary says what the old term meant and what replaced it
        return outdated
    shown_on_a_card = _ability_word_verdict(frame, store)
    if shown_on_a_card is not None:  # "umbral": 207.2c gives it no rules of its own; a card shows what it asks for
        return shown_on_a_card
    term = named_term(frame, store, retrieved)
    glossed = _glossary_rule(frame, store, term)
    if glossed is not None:  # "lethal damage": not Damage's first rule on it (120.4a, excess damage) but 120.6
        return _describe(frame, store, [glossed, *(store.rules[c] for c in store.children.get(glossed.id, []))])
    narrower = _narrower(frame, term, retrieved, store)
    if narrower is not None:  # "what is commander damage?": not all of Commander, its rule on damage
        children = [store.rules[c] for c in store.children.get(narrower.id, [])]
        return _describe(frame, store, [narrower, *children])
    if term is not None:
        described = _describe(frame, store, [store.rules[c] for c in store.children.get(term.id, [])])
        title = store.title(term.id, frame.lang) if described is not None else None
        if described is not None and title and not described.text.startswith(title):
            # "Paso de limpieza (514): …": the quoted sub-rules under the name the reader looked up, in their language
            described.text = f"{title} ({term.id}): {described.text}"
        return described
    if _KEYWORD_PAIR.match(frame.folded):
        return None  # "toque mortal arrollar": how two keywords combine is a reasoner's question, not one rule's text
    pointed = _pointed(frame, store, retrieved)
    if pointed is not None:  # "¿qué es la regla de leyendas?": 205.4d names it and points at 704.5j, which says it
        return _describe(frame, store, [pointed])
    if is_short_lookup(frame) and retrieved and not frame.cards:
        top = _earliest_saying(frame, store, retrieved[0])
        children = [store.rules[c] for c in store.children.get(top.id, [])]
        named = _child_naming(frame, top, children)
        if named is not None:  # "ficha de sangre" (Blood token): not 111.10 on predefined tokens, its 111.10g
            return _describe(frame, store, [named])
        parent = store.rules.get(top.id.parent) if top.id.parent is not None else None
        if not children and top.text and parent is not None and parent.title:
            # a titled rule's sub-rule with nothing under it ("goad incitar criatura" → 701.15a): the sub-rule after
            # it says more (not in an untitled list such as 704.5's state-based actions)
            siblings = store.children.get(parent.id, [])
            at = siblings.index(top.id) if top.id in siblings else -1
            children = [store.rules[siblings[at + 1]]] if 0 <= at < len(siblings) - 1 else []
        described = _describe(frame, store, [top, *children] if top.text and not top.is_heading else children or [top])
        title = store.title(top.id, frame.lang) if top is not retrieved[0] and top.is_heading else None
        if described is not None and title:
            # "cruzar bosques": quoted from Landwalk's rules, which never say "forestwalk": say what kind it is
            title = title[0].lower() + title[1:] if frame.lang == "es" else title  # "un tipo de cruzar tierras"
            kind = t(frame.lang, "define.kind_of", term=_asked_as(frame, _glossed(frame).strip()), title=title)
            described.text = f"{kind} ({top.id}): {described.text}"
        return described
    return None


#: 207.2c's list of ability words: "The ability words are adamant, addendum, …, and will of the council."
_ABILITY_WORDS_RULE = RuleId.parse("207.2c")
_ABILITY_WORDS_RE = re.compile(r"The ability words are (.+)\.$")
#: words a look-up may wrap a term in: "what is", "¿qué es…?", "how does … work", "qué hace"
_WRAPPING_WORDS = frozenset(
    # the gloss of "¿qué quiere decir…?" keeps "qué" and "decir": "qué wants decir threshold"
    "what whats what's is are does do how work works mean means meaning it explain the a an que wants decir".split()
)


def ability_word(frame: Frame, store: RuleStore) -> str | None:
    """The ability word a look-up asks about ("umbral", "what is metalcraft?", "unir fuerzas"), as 207.2c lists it."""
    listing = store.rules.get(_ABILITY_WORDS_RULE)
    said = _ABILITY_WORDS_RE.search(listing.text) if listing is not None else None
    if said is None or frame.cards:
        return None
    words = [w for w in _TITLE_WORD_RE.findall(fold(_glossed(frame)).replace("’", "'")) if w not in _WRAPPING_WORDS]
    if not words or len(words) > 4:
        return None
    listed = {fold(name).replace("’", "'"): name for name in re.split(r", (?:and )?", said[1])}
    # "incursión (raid)": a Spanish name with the English one in brackets
    bracketed = re.fullmatch(r"[^()]{1,40}\(([^()]{2,40})\)\W*", fold(frame.question).replace("’", "'"))
    if bracketed is not None and bracketed[1].strip() in listed:
        return listed[bracketed[1].strip()]
    return listed.get(" ".join(words))


def _ability_word_verdict(frame: Frame, store: RuleStore) -> Verdict | None:
    """A look-up of an ability word: 207.2c lists it and gives it no rules meaning, so the answer says that and
    quotes a card line it heads ("Threshold — … seven or more cards are in your graveyard"), where what it asks
    for is written: of the lines that say it all (not "choose one —"), the shortest."""
    name = ability_word(frame, store)
    listing = store.rules.get(_ABILITY_WORDS_RULE)
    if name is None or listing is None:
        return None
    no_meaning = next((s for s in sentences(listing.text) if "no special rules meaning" in s), None)
    if no_meaning is None:
        return None
    opening = f"{name[0].upper()}{name[1:]} — ".replace("’", "'")  # "Council’s dilemma" in the CR, ' on cards
    lines = sorted(
        (len(line), card.name, line, card)
        for card in store.cards_with_line(opening)
        for line in card.oracle_text.split("\n")
        if line.startswith(opening) and not line.rstrip().endswith(("—", ":"))
    )
    quote = Quote(listing.id, listing.title, no_meaning, "en")
    first = t(frame.lang, "define.ability_word", term=_asked_as(frame, name)) + f" [{listing.id}]."
    if not lines:
        return Verdict(first, [Step(first, (listing.id,))], [quote], (), "definition")
    _, _, line, card = lines[0]
    shown = t(frame.lang, "define.ability_word_card", card=card.name, line=line)
    steps = [Step(first, (listing.id,)), Step(shown)]
    oracle = Quote(None, None, line, "en", "oracle", card.name)
    return Verdict(f"{first} {shown}", steps, [quote, oracle], (card,), "definition")


def _asked_as(frame: Frame, english: str) -> str:
    """The ability word as the reader typed it, with the English beside a Spanish one: "Umbral (threshold)"."""
    if frame.lang != "es":
        return english[0].upper() + english[1:]
    unbracketed = re.sub(r"\([^()]*\)", " ", frame.question)  # "incursión (raid)": the English is added below
    typed = [w for w in re.findall(r"[\w’'-]+", unbracketed) if fold(w) not in STOPWORDS and fold(w) not in _ES_ASKING]
    spanish = " ".join(typed)
    if not spanish or fold(spanish) == fold(english):  # "¿qué es metalcraft?": the English name typed
        return english[0].upper() + english[1:]
    return f"{spanish[0].upper()}{spanish[1:]} ({english})"


_ES_ASKING = frozenset("que es hace hacen significa funciona como sirve para quiere decir".split())


def _child_naming(frame: Frame, top: Rule, children: Sequence[Rule]) -> Rule | None:
    """The one sub-rule whose text says the whole looked-up term of two or more words (its English gloss), when the
    rule above it doesn't."""
    term = fold(_glossed(frame)).strip()
    if len(term.split()) < 2 or term in fold(top.text):
        return None
    naming = [child for child in children if re.search(rf"\b{re.escape(term)}s?\b", fold(child.text))]
    return naming[0] if len(naming) == 1 else None


def _glossary_rule(frame: Frame, store: RuleStore, term: Rule | None) -> Rule | None:
    """A look-up that is a glossary term of several words saying more than any title in it ("lethal damage",
    "intervening if"): of the rules its entry points to that say the term, the one saying most of the entry's
    definition (120.6, "greater than or equal to its toughness", over 120.4a on excess damage)."""
    asked = {w for w in _TITLE_WORD_RE.findall(fold(_glossed(frame))) if w not in STOPWORDS} - _ASKING_PLAIN
    if not asked:
        return None
    best: tuple[int, GlossaryEntry] | None = None
    # "map token", "ficha de papel": a predefined token's one-word entry ("Map", "Role") when "token" is said
    token = asked & _TOKEN_WORDS and is_short_lookup(frame)
    for entry in store.glossary.values():
        words = {w for w in _TITLE_WORD_RE.findall(fold(entry.term)) if w not in STOPWORDS}
        spare = len(words - asked)
        several = len(words) > 1 and asked <= words
        named_token = bool(token) and words == asked - _TOKEN_WORDS and "token" in entry.definition.lower()
        if (several or named_token) and spare <= 1 and (best is None or spare < best[0]):
            best = (spare, entry)
    if best is None or (term is not None and term.title and stems(best[1].term) <= stems(term.title)):
        return None
    if term is not None and term.title and stems(" ".join(asked)) <= stems(term.title):
        return None  # "manifestar" names Manifest (701.40) itself, not the longer entry "Manifest Dread"
    entry = best[1]
    referenced = [store.rules[r] for r in entry.references if r in store.rules]
    rules = referenced
    if token or "token" in entry.term.lower():  # "Powerstone Token" points at 111.10, whose sub-rule 111.10h says it
        rules = [*referenced, *(store.rules[c] for rule in referenced for c in store.children.get(rule.id, []))]
    said = [rule for rule in rules if rule.text and not rule.is_heading and stems(entry.term) <= stems(rule.text)]
    defined = stems(entry.definition)
    return max(said, key=lambda rule: len(defined & stems(rule.text or "")), default=None)


_TOKEN_WORDS = frozenset({"token", "tokens"})
_BRACKETED = re.compile(r"\([^()]{1,40}\)")
#: the asking words as typed, for comparing whole words with a glossary term
_ASKING_PLAIN = frozenset("mean means meaning work works explain explained rule rules happen happens".split())


def _earliest_saying(frame: Frame, store: RuleStore, top: Rule) -> Rule:
    """Of a keyword's sub-rules, the first that says every word of the look-up ("coste de despertar": 702.113a,
    which defines the awaken cost, before 702.113b which retrieval ranked first)."""
    parent = store.rules.get(top.id.parent) if top.id.parent is not None else None
    if parent is None or not parent.title or parent.id.section not in (701, 702):
        return top
    wanted = stems(_glossed(frame)) - _ASKING_WORDS
    for sibling_id in store.children.get(parent.id, []):
        if sibling_id == top.id:
            break
        sibling = store.rules[sibling_id]
        if sibling.text and wanted <= stems(sibling.text) | stems(parent.title):
            return sibling
    if wanted and not wanted & (stems(top.text) | stems(parent.title)):
        # "forestwalk": only 702.14d's example says it; the keyword's rule from its start says what it does
        return parent
    return top


#: a rule that only names a term and points at the rule that says it: "also called the “legend rule” (see rule
#: 704.5j)"
_CALLED = re.compile(rf"called the “([^”]+)” \(see rule ({ID_IN_TEXT})\)")


def _pointed(frame: Frame, store: RuleStore, retrieved: Sequence[Rule]) -> Rule | None:
    if frame.qtype is not QType.DEFINITION:
        return None
    asked = stems(_glossed(frame))
    for rule in retrieved[:3]:
        found = _CALLED.search(rule.text or "")
        if found and stems(found[1]) <= asked:
            target = RuleId.try_parse(found[2])
            return store.rules.get(target) if target is not None else None
    return None


#: words a look-up uses around its term without narrowing it
_ASKING_WORDS = stems("work works mean means do does happen happens rule rules explain explained number which what")


def _narrower(frame: Frame, term: Rule | None, retrieved: Sequence[Rule], store: RuleStore) -> Rule | None:
    """The rule under the named title that says the look-up's other words too: the one retrieval ranked first
    ("commander damage": 903.10a under Commander), else the first in CR order ("vida gigante dos cabezas": 810.4,
    "a shared life total, which starts at 30 life")."""
    if term is None or not retrieved or not term.title:
        return None
    extra = stems(_glossed(frame)) - stems(term.title) - _ASKING_WORDS - _SAID_WITHOUT
    # "contadores +1/+1 -1/-1": two kinds of counter said as marks, not words (one alone names the counter, 122.1a)
    marks = set(re.findall(r"[+-]\d+/[+-]\d+", frame.question))
    if not extra and len(marks) > 1:
        children = (store.rules[c] for c in store.children.get(term.id, []))
        return next((child for child in children if all(m in (child.text or "") for m in marks)), None)
    if not extra:
        return None
    top = retrieved[0]
    if top.id != term.id and str(top.id).startswith(str(term.id)) and top.text and extra <= stems(top.text):
        return top
    pending = list(store.children.get(term.id, []))
    while pending:
        rule = store.rules[pending.pop(0)]
        if rule.text and extra <= stems(rule.text):
            return rule
        pending[:0] = store.children.get(rule.id, [])
    return None


def _describe(frame: Frame, store: RuleStore, rules: Sequence[Rule]) -> Verdict | None:
    chosen: list[tuple[Rule, str, str]] = []
    size = 0
    for rule in rules:
        text, lang = _text(rule, frame.lang, store)
        for sentence in sentences(text):
            if (_SAYS_NOTHING.search(sentence) and not _calls_it(frame, sentence)) or _SEE_ONLY.search(sentence):
                continue
            if chosen and size + len(sentence) > _DEFINITION_CHARS:
                break
            chosen.append((rule, sentence, lang))
            size += len(sentence)
        if len({rule.id for rule, _, _ in chosen}) >= _DEFINITION_RULES or size >= _DEFINITION_CHARS * 0.6:
            break
    if not chosen:
        return None
    chosen = chosen[:_DEFINITION_SENTENCES]
    groups: dict[RuleId, list[tuple[Rule, str, str]]] = {}
    for item in chosen:
        groups.setdefault(item[0].id, []).append(item)
    parts = []
    for rule_id, items in groups.items():
        joined = " ".join(sentence for _, sentence, _ in items)
        if frame.lang == "es" and items[0][2] == "en":
            parts.append(t("es", "says", rule=str(rule_id), quote=joined))
        else:
            parts.append(f"{joined} [{rule_id}]")
    quotes = [Quote(rule.id, rule.title, sentence, lang) for rule, sentence, lang in chosen]
    return Verdict(" ".join(parts), [], quotes, frame.cards, "definition")


#: the informal name a rule gives itself: "This rule is informally called the “summoning sickness” rule."
_CALLED_NAME = re.compile(r"\b(?:called|known as|referred to as) (?:the )?“([^”]+)”")


def _calls_it(frame: Frame, sentence: str) -> bool:
    """The sentence gives the rule the very name the look-up asked for ("mareo de invocación": the “summoning
    sickness” rule): it ties the quoted rule to the question's words."""
    called = _CALLED_NAME.search(sentence)
    return called is not None and bool(stems(called[1])) and stems(called[1]) <= stems(_glossed(frame))


_KEYWORD_PAIR = re.compile(
    r"^\W*(deathtouch|toque mortal|trample|arrollar)( (and|y|with|con|\+|&|plus|mas))?\W*(deathtouch|toque mortal|trample|"
    r"arrollar)\W*$"
)
_SEE_ONLY = re.compile(r"^\(?(See|Véase) (rule|regla|also)", re.I)


#: a duty denied is an option, not a denial, unless the question asks about the duty: "isn’t required to search"
#: answers "do I get the land?" yes (the player may search) and "do I have to search?" no
_DUTY_DENIED = re.compile(
    r"\b(?:(?:isn’t|isn't|is not|aren’t|aren't|are not) required|(?:doesn’t|doesn't|does not|don’t|don't|do not) "
    r"(?:have|need) to|need not)\b",
    re.I,
)


def _negative(
    text: str, question_stems: set[str], idf: Idf, duty_asked: bool = False, frame: Frame | None = None
) -> bool:
    """The polarity of the part that answers: a ruling of several sentences ("Once it triggers, prowess isn’t
    connected to the spell… If that spell is countered, prowess will still resolve.") is read from the sentence
    closest to the question."""
    parts = sentences(text)
    # a short sentence that says the asked words ("Clone is not a token.") is the closest, not a long one that
    # shares one more of them
    asked, modal = None, False
    if frame is not None and len(parts) > 1:  # the asked clause's words and form, read once for every part
        clause = frame.clause or frame.asked
        asked, modal = stems(clause) & question_stems, bool(_MODAL_ASKED.search(clause))
    closest = (
        max(parts, key=lambda part: _closeness(part, question_stems, idf, asked, modal)) if len(parts) > 1 else text
    )
    # (not "but only if …", "but not …": a restriction on the first half, not a second statement)
    halves = re.split(r",?\s+but\s+(?!only\b|not\b)|,?\s+pero\s+(?!solo\b|no\b)", closest)
    if len(halves) == 2 and _STILL_HALF.match(halves[1]):
        closest = halves[1]  # "you may pay 2 life, but it still enters tapped": what happens all the same
    elif len(halves) == 2:  # "It won't trigger on itself, but it will trigger on any other creature": the half asked
        closest = max(halves, key=lambda half: relevance(question_stems, half, 0, idf, 3))
    clause = main_clause(closest)
    asked_clause = (frame.clause or frame.asked) if frame is not None else ""
    if _UNTAPPED_ASKED.search(asked_clause) and _TAPPED_SAID.search(clause) and _taps_lands(frame):
        return True  # "¿entra enderezada?" against "it still enters tapped", with Thalia, Heretic Cathar out
    if re.match(r"\W*(?:previously|formerly|anteriormente)\b", closest, re.I):
        return True  # "Previously, planeswalkers were subject to a redirection effect…": no longer so
    if _asks_the_exception(clause, question_stems):
        return False
    if (
        _STILL_ASKED.search(asked_clause)
        and _CHECKED_ONCE.search(closest)
        and not _CONDITION_ASKED.search(asked_clause)
    ):
        return False  # "the requirement … is checked only at the time the ability is announced and not again"
    until = _NOT_UNTIL.search(clause)
    if until and _AFTER_ASKED.search(asked_clause) and stems(until[0]) & question_stems - _PLAIN_STEMS:
        return False  # "won't be put into your graveyard until after it's finished resolving": after, it is
    if frame is not None and _STILL_ASKED.search(frame.clause or frame.asked) and _UNCHANGED.search(clause):
        return False  # "is the Brute still blocked?" / "removing a blocker won’t change or undo that block": it is
    if (
        frame is not None
        and _SKIP.search(clause)
        and not _SKIP_ASKED.search(frame.clause or frame.asked)
        and _STEP_ASKED.search(frame.clause or frame.asked)  # whether a step, phase or turn happens
        and not re.match(r"\W*In (?:a|an|all) ", closest)  # "In a two-player game, …": a variant's, read elsewhere
    ):
        return True  # "do the declare blockers steps still happen?" / "…, skip the declare blockers … steps": no
    if frame is not None and _OR_ONLY.search(frame.folded):
        clause = _NOT_ONLY.sub(" ", clause)  # "¿a un Counterspell o solo a hechizos rojos?" / "…, not just a red one"
    clause = _EITHER_WAY.sub(" ", clause)  # "two cards which may or may not be enchantments" denies nothing
    return bool(_NEGATIVE.search(clause if duty_asked else _DUTY_DENIED.sub(" ", clause)))


#: the second half of "A, but it still B": B happens all the same
_STILL_HALF = re.compile(r"\s*(?:(?:it|they|that|this|he|she|you)\s+)?(?:still|aun|todavia)\b", re.I)
#: untapped asked ("does it come in untapped?", "¿entra enderezada?") and a sentence saying it enters tapped
_UNTAPPED_ASKED = re.compile(r"\buntapped\b|\benderezad[oa]s?\b|\bsin girar\b")
_TAPPED_SAID = re.compile(r"\b(?:enters?|entering|put onto the battlefield)(?: the battlefield)? tapped\b", re.I)


def _taps_lands(frame: Frame | None) -> bool:
    """A named card that isn't a land puts lands onto the battlefield tapped (Thalia, Heretic Cathar; Farseek)."""
    return frame is not None and any(
        "Land" not in card.type_line and re.search(r"\b(?:enter|onto) the battlefield tapped\b", card.oracle_text, re.I)
        for card in frame.cards
    )


#: "can target any spell …, not just a red one": widens what was said, denies nothing
_OR_ONLY = re.compile(r"\b(?:or|o) (?:only|just|solo|solamente)\b")
_NOT_ONLY = re.compile(r"\b(?:not|no) (?:just|only|merely|solo|sólo|solamente)\b[^,.;]*", re.I)
#: both outcomes allowed: "may or may not", "whether or not", "sea o no"
_EITHER_WAY = re.compile(
    r"\b(?:may|might|can) or (?:may|might|can)(?:’|')?(?:n’t|n't| not)\b|\bwhether or not\b|\bo no\b(?=\s*[,.;)]|$)",
    re.I,
)
#: a condition checked once, not again as it resolves (Library of Alexandria's seven cards)
_CHECKED_ONCE = re.compile(r"\bchecked only\b[^.]*\bnot (?:again|checked again|rechecked)\b", re.I)
#: the condition itself asked about ("do I still need seven cards when it resolves?"), not the effect
_CONDITION_ASKED = re.compile(r"\bneed|\bcheck|\brequir|\bcount|\bhave to\b|\bmust\b|\bnecesit|\bcomprueb|\bhace falta")
#: words too common to tie a "won't … until after" clause to the question
_PLAIN_STEMS = frozenset({"it", "be", "is", "won", "not", "until", "after", "your", "my", "the", "put"})
#: a question about afterwards, and a sentence saying something doesn't happen until then
_AFTER_ASKED = re.compile(r"\bafter\w*\b|\bdespues\b|\bluego\b|\bonce it\b")
_NOT_UNTIL = re.compile(r"\b(?:won[’']t|doesn[’']t|isn[’']t|aren[’']t|not|no)\b[^.,;]{0,60}\buntil after\b", re.I)
_SKIP = re.compile(r"\bskips?\b|\bskipped\b", re.I)
_STEP_ASKED = re.compile(r"\bsteps?\b|\bphases?\b|\bpasos?\b|\bfases?\b")
_SKIP_ASKED = re.compile(r"\bskip\w*|\bsalt\w*|\bomit\w*|\bse pierde\w*")
#: a question asking whether a state lasts ("still", "sigue", "todavía"), and a sentence denying that it changes
_STILL_ASKED = re.compile(r"\b(still|remains?|sigue|siguen|todavia|aun)\b")
_UNCHANGED = re.compile(
    r"\b(?:won’t|won't|doesn’t|doesn't|don’t|don't|will not|does not|do not|no)\s+(?:\w+\s+)?(?:change|undo|affect|"
    r"alter|cambia|deshace|afecta)\b",
    re.I,
)
#: a question asking what a player can or may do, and a sentence saying what can or can't be done
_MODAL_ASKED = re.compile(r"^(?:\W*\w+\W+){0,3}?(?:can|could|may|puedo|puedes|puede|pueden)\b")
_MODAL_SAID = re.compile(r"\b(?:can|can’t|can't|cannot|may|puede|pueden)\b", re.I)
#: "Evoke is an alternative cost to cast the spell with evoke.": what a thing is, not what can be done with it
_IS_A = re.compile(r"^[\w\s’'-]{1,40} (?:is|are) (?:an?|the) ", re.I)


def _closeness(part: str, question_stems: set[str], idf: Idf, asked: set[str] | None, modal: bool) -> float:
    """How closely one sentence of a ruling answers the question: the words of the asked clause count twice
    over the scene's ("omniscience lets me cast stuff without paying mana cost. can i still pay the kicker…?": the
    kicker sentence, not the "without paying" one), a "can I…?" is answered by what can or can't be done, and a
    sentence saying what something is answers neither. `asked`: the asked clause's stems (None without a frame);
    `modal`: the clause asks what can be done."""
    score = relevance(question_stems, part, 0, idf, 3)
    if asked is None:
        return score
    score += relevance(asked, part, 0, idf, 3)
    if modal and _MODAL_SAID.search(part):
        score *= 1.5
    if _IS_A.search(part):
        score *= 0.5
    return score


def _asks_the_exception(clause: str, question_stems: set[str]) -> bool:
    """ "Can't be blocked except by creatures with flying and/or reach" answers "can reach block flyers?" yes: the
    question names what only the exception speaks of."""
    found = re.search(r"\b(except|unless|other than|salvo|excepto|a menos que)\b", clause, re.I)
    if found is None:
        return False
    only_there = stems(clause[found.end() :]) - stems(clause[: found.start()])
    return bool(only_there & question_stems)


#: a leading subordinate clause ("Because a spell with overload doesn’t target…, it may affect…", "If it’s day and no
#: player … cast a spell…, it becomes night") and a relative
#: clause's negation ("Any spell you cast that doesn’t have the type creature will cause prowess to trigger"): a
#: negation there doesn't deny what the sentence says
_LEADING_CLAUSE = re.compile(r"^(because|since|although|though|as long as|if|when|whenever)\b[^,]*,\s*(?=\w)", re.I)
_RELATIVE_NEGATION = re.compile(
    r"\b(that|which|who)\s+(doesn’t|doesn't|don’t|don't|isn’t|isn't|aren’t|aren't|can’t|can't|won’t|won't|"
    r"wasn’t|wasn't|never|no longer)\b|"
    # "each spell that’s not a creature spell"
    r"\b(that|which|who)(’s|'s| is| are| was)\s+not\b"
)


def main_clause(sentence: str) -> str:
    """The sentence without the parts whose negation is not its own."""
    return _RELATIVE_NEGATION.sub(" ", _LEADING_CLAUSE.sub("", sentence))


#: a permission limited to the player's own main phase with an empty stack ("may cast a sorcery card … during a
#: main phase of their turn when the stack is empty")
_SORCERY_TIMING = re.compile(
    r"during (a|their|your) main phase|main phase of (their|your) turn|when the stack is empty|"
    r"any time (they|you) could cast a sorcery|only as a sorcery|durante (una|su|tu) fase principal|"
    r"cuando la pila est[aá] vac[ií]a",
    re.I,
)
#: …asked about a moment outside it
_OTHER_TIME = re.compile(
    r"opponent'?s turn|opponents'? turn|opponent (has|holds|gets) priority|\bcombat\b|in response|end step|end of turn|upkeep|draw step|"
    r"declare (attackers|blockers)|instant speed|on the stack|while .{0,30} resolv|"
    r"turno de(l| mi| tu| su) (oponente|rival)|\bcombate\b|en respuesta|paso final|final del turno|mantenimiento|"
    r"paso de robo|velocidad de instantaneo|en la pila"
)


def _out_of_time(frame: Frame, sentence: str) -> bool:
    """A permission that holds only in your own main phase with an empty stack answers "no" to a question about
    another moment ("can I cast a sorcery during my opponent's turn?", "¿puedo jugar una tierra en combate?")."""
    return bool(_SORCERY_TIMING.search(sentence) and _OTHER_TIME.search(frame.folded))


_MUST_ASKED = re.compile(
    r"\b(have to|has to|must i|must you|must a|need to|needs to|required to|forced to|obligad\w*|tengo que|"
    r"tiene que|debo|debe)\b"
)
_PERMITS = re.compile(r"\b(may|option|optional|chooses whether|puede|opcional)\b", re.I)
_REQUIRES = re.compile(r"\b(must|required|has to|have to|debe|tiene que)\b", re.I)


def _optional(duty_asked: bool, sentence: str) -> bool:
    """ "Do I have to…?" (`duty_asked`) answered by a sentence that only permits it ("that player may look at that
    card"): no, it's optional."""
    return bool(duty_asked and _PERMITS.search(sentence) and not _REQUIRES.search(sentence))


def _off_topic(asked: frozenset[str], sentence: str) -> bool:
    """The sentence speaks of other game events than the asked clause ("does Rancor come back?" and "Some
    zone-change triggers look back in time."): it can't say yes to it."""
    said = events_in(sentence)
    return bool(asked and said and not asked & said)


_CAN_SKIP = re.compile(
    r"\b(can|may|could)\b[^?]{0,30}\b(not|no|just|skip|without|choose not)\b|\bpuedo\b[^?]{0,30}\b(no|sin|solo)\b"
)


def _required(frame: Frame, sentence: str) -> bool:
    """ "Can I choose no target / not attack?" answered by a sentence that requires it ("it must target itself"):
    no."""
    return bool(_CAN_SKIP.search(frame.asked) and _REQUIRES.search(sentence) and not _PERMITS.search(sentence))


#: the asked clause says one thing and the sentence its opposite: "does the mana stay?" / "the mana pool empties";
#: "can I block with a tapped creature?" / "chooses which untapped creatures … will block"
_CONTRARIES = (
    (
        re.compile(
            r"\b(stays?|remains?|keep|kept|carr(y|ies) over|se queda|me lo guardo|guardo|conserv\w*|sigue en)\b"
        ),
        re.compile(r"\b(empties|emptied|empty|ends|lose|loses|is removed|ceases?|wears? off|se vacia|termina)\b", re.I),
    ),
    (
        re.compile(r"\b(tapped|girad[oa]s?)\b"),
        re.compile(r"\buntapped\b|\benderezad", re.I),
    ),
    # "does the starting player draw on their first turn?" / "skips the draw step"
    (
        re.compile(
            r"^(?!.*\b(multiplayer|multijugador|commander|two-headed|[3-9] players?|[3-9] jugadores|three players|four "
            r"players|tres jugadores|cuatro jugadores)\b).*\b(draws?|drawing|roba|robar|robo)\b"
        ),
        re.compile(r"\bskips the draw step\b|\bse salta el paso de robar\b", re.I),
    ),
    # "is it still attacking?" / "remove it from combat" (regenerated)
    (
        re.compile(
            r"\b(still|remain\w*) (attacking|blocking|in combat)\b|\bsigue (atacando|bloqueando|en (el )?combate)\b"
        ),
        re.compile(r"\bremoved? (it |them )?from combat\b|\bse retira del combate\b", re.I),
    ),
    # "can I damage it with Pyroclasm?" / "any damage … is prevented"
    (
        re.compile(
            r"\b(deal|deals|do|does|take|takes|hit|hits)\b (\w+ ){0,3}damage|\bdamage (it|him|her|them)\b|"
            r"\b(hace|hacer|hacerle|recibe|recibir|le hace|le puedo hacer)\b (\w+ ){0,2}dano"
        ),
        re.compile(r"\bis prevented\b|\bare prevented\b|\bse previene", re.I),
    ),
)


def _contrary(frame: Frame, sentence: str) -> bool:
    folded = fold(sentence)
    return any(
        asked.search(frame.asked) and said.search(folded) and not said.search(frame.asked)
        for asked, said in _CONTRARIES
    )


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
