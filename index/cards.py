"""Find the cards a question names: exact names and faces, [bracketed] / "quoted" names, Spanish names, a
legend's short name, curated nicknames (index/data/card_nicknames.tsv) and typos of long names.

Precision comes from context: a name that is also ordinary rules prose ("Fog", "Island", "Counterspell")
counts only when the text writes it like a name (capitalised mid-sentence, bracketed or quoted), and
a lowercase match needs a distinctive name of two or more words.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import ahocorasick
from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from index.lang import language_of
from ingest.cards import fold_name, fold_with_offsets
from ingest.lexicon import spanish_lexicon
from ingest.models import Card
from ingest.store import RuleStore
from ingest.words import FUNCTION_WORDS

_NICKNAMES = Path(__file__).parent / "data" / "card_nicknames.tsv"
_BRACKET_RE = re.compile(r"\[\[([^\[\]\n]{2,80})\]\]|\[([^\[\]\n]{2,80})\]")
_QUOTE_RE = re.compile(r"\"([^\"\n]{2,60})\"|“([^”\n]{2,60})”|«([^»\n]{2,60})»")
#: the words before "Arena" when it names the digital client: "on arena", "en Arena", "MTG Arena"
_ON_ARENA_RE = re.compile(r"(?:\b(?:on|in|en|de|mtg|magic|the|el)\s+)$", re.I)
_SENTENCE_START_RE = re.compile(r"(?:^|[.!?:;¿¡(\"“«\n]|\s-)\s*$")
_LOWER_WORD_RE = re.compile(r"\b[a-z][a-z'’\-]+\b")
_TITLE_WORD_RE = re.compile(r"[^\W\d_][\w'’\-]*|\d+")
_VARIANT_RE = re.compile(r" (?:variant|option)$")
#: what ends a legend's short name: "Thalia, Guardian of Thraben", "Tymna the Weaver", "Rafiq of the Many"
_LEGEND_HEAD_RE = re.compile(r", | the | of the ")
#: endings of a card name used as a verb: "counterspelled", "boltea", "counterspellear" (Spanish chat)
_SUFFIXES = ("ing", "ed", "es", "s", "d", "earlo", "earla", "ear", "eo", "ea", "eado")
_SPANISH_VERB_ENDINGS = frozenset(("earlo", "earla", "ear", "eo", "ea", "eado"))
_SPANISH_OF_RE = re.compile(r"\s+del?\b", re.IGNORECASE)
#: what comes before a Spanish card name typed in lower case: a possessive, or a verb that casts, copies or answers
#: a spell, with an article or "a" between ("me tiran un relampago", "su relámpago", "respondo a la descarga",
#: "en respuesta al relampago")
_CAST_BEFORE_RE = re.compile(
    r"(?:\b(?:mis?|tus?|sus?|nuestr[oa]s?)|\bcon\s+una?|\b(?:(?:le|les|me|te)\s+(?:(?:puedo|puede|puedes|voy a|va a)\s+)?ha[cg]|hago|hacen?|tir|lanz|jug|respond|respuest|contest|contrarrest|copi|usar|uso|usas?|usando)\w*"
    r"(?:\s+(?:a|al|con|un|una|el|la|los|las|mi|su|tu))*)\s+$",
    re.IGNORECASE,
)
#: a verb casting the spell named next, for a card named after a rules term: "respond with Absorb", "casts Explore"
#: (not "use": "I use Unearth on my Bloodghast" is the keyword)
_CAST_KEYWORD_RE = re.compile(
    r"\b(?:cast|casts|casting|casted|respond(?:s|ed|ing)? with|counter(?:ed|s)? (?:it|that|him|her) with|"
    r"respond(?:e|o|en|ió|io) con|lanz(?:a|o|an|ó|é))\s+"
    r"(?:(?:an?|my|his|her|their|the|un|una|su|mi)\s+)?$",
    re.I,
)
_TARGETING_AFTER_RE = re.compile(r"\s+(?:targeting|apuntando)\b", re.I)
#: "token(s)" right after a legend's short name: it is read as a creature type ("four Spirit tokens"), not the legend
#: (Spirit of the Night); a legend whose tokens are meant ("Krenko tokens") is missed, which is rarer
_TOKEN_AFTER_RE = re.compile(r"\s+(?:creature\s+)?tokens?\b", re.I)
#: a guild's name as a deck's colours: "rakdos sac", "izzet phoenix", "golgari midrange" — not Rakdos, Lord of Riots
_GUILDS = frozenset({"azorius", "dimir", "rakdos", "gruul", "selesnya", "orzhov", "izzet", "golgari", "boros", "simic"})
_ARCHETYPE_AFTER_RE = re.compile(
    r"\s+(?:sac(?:rifice)?|aggro|midrange|control|tempo|deck|mirror|phoenix|prowess|burn|ramp|pile|list|"
    r"knights?|tokens?|combo|spells)\b",
    re.I,
)


def _deck_colours(short: str, text: str, end: int) -> bool:
    """A guild's name followed by an archetype at `end` ("rakdos sac"): the deck's colours, no legend's short name."""
    return short in _GUILDS and bool(_ARCHETYPE_AFTER_RE.match(text, end))


#: a count before a plural short name: "two Thalias", "both Thalias", "dos Thalias"
_COUNT_BEFORE_RE = re.compile(r"(?:\b(?:two|three|four|both|dos|tres|cuatro|ambas|ambos)|\d)\s+$", re.IGNORECASE)
#: a spell's nickname used as an English verb in lower case: "if i path my own guy", "opp helixes me"
_VERB_BEFORE_RE = re.compile(
    r"\b(?:i|you|he|she|they|we|opp|opponent|to|then|and|can|could|should|would)\s+$", re.IGNORECASE
)
_VERB_AFTER_RE = re.compile(
    r"(?:[bdgmnprt]?(?:ed|ing)|e?s)?\s+(?:my|your|his|her|their|its|it|the|a|an|target|me|him|them|our|that|this|one|two|"
    r"three|both|"
    r"all|each|every|any|some|opp[’']s|opponent[’']s)\b",
    re.IGNORECASE,
)
#: …or in the passive: "my commander gets Doom Bladed", "it was lightning bolted"
_PASSIVE_BEFORE_RE = re.compile(r"\b(?:gets?|got|getting|was|were|been|is|be)\s+$", re.IGNORECASE)
#: …or with nothing after it, where the spell takes no target: "they swing with everything and i fog."
_CLAUSE_END_RE = re.compile(r"\s*(?:[,.;!?]|$)|\s+(?:and|then|in response)\b", re.IGNORECASE)
#: verbs of the game itself that name a sorcery too: "can i reanimate my bears?" is any reanimation, "with Reanimate"
#: the card; "redirect the damage" (a redirection effect), "i flicker it with Cloudshift" and "removes all three
#: counters" likewise
_GAME_VERBS = frozenset({"reanimate", "redirect", "flicker", "remove"})
#: …or named right after "with" or a casting verb, without an article: "can i counter it with counterspell"
_WITH_BEFORE_RE = re.compile(
    r"\b(?:with|con|cast|casts|casting|lanzo|lanza|tiro|tira|go(?:es)? for|went for)\s+$", re.IGNORECASE
)
#: a question about a game: what a card's name used as a verb needs around it ("I fling my 5/5")
_GAME_WORDS_RE = re.compile(
    r"\b(?:creatures?|spells?|opp\w*|targets?|damage|attack\w*|block\w*|stack|graveyard|battlefield|counters?|"
    r"tokens?|life|mana|guy|dude|bichos?|criaturas?|hechizos?|rival|oponente|lands?|library|cards?|planeswalker|"
    r"objetivos?|cop(?:y|ia|io|iar)|pila|cementerio|vidas?|dano|fichas?|"
    r"resolve\w*|respon\w*|turn|cast\w*|counterspell\w*|hand|owner\w*|control\w*|dies?|died|surviv\w*|come back|"
    r"instead|(?:their|your|his|her|opp\w*) face|dmg)\b|\d+/\d+|\btak(?:e|es|ing) \d+\b",
    re.IGNORECASE,
)
#: a card's ordinary-word name by its use: the subject of what a spell does ("does murder kill darksteel myr?") or an
#: Aura or spell put on something ("i put mind control on opps creature", "le pongo control magic a su bicho")
_EFFECT_SUBJECT_BEFORE_RE = re.compile(r"\b(?:does|did|will|would|can|could|should)\s+$", re.IGNORECASE)
_EFFECT_VERB_AFTER_RE = re.compile(
    r"\s+(?:kill|destroy|exile|deal|hit|target|counter|work|affect|stop|prevent|bounce|remove|save)\w*\b",
    re.IGNORECASE,
)
#: a removal verb or a response and the spell it is done with: "can I kill their Tyrant with a murder?", "they
#: respond with a shock"
_REMOVED_WITH_BEFORE_RE = re.compile(
    r"\b(?:kill|destroy|exile|remove|get rid of|deal with)\b[^.?!]{1,50}\bwith\s+(?:an?\s+|my\s+)?$|"
    r"\brespond\w*\s+with\s+(?:an?\s+|my\s+)?$",
    re.IGNORECASE,
)
_PUT_BEFORE_RE = re.compile(
    r"\b(?:put|puts|putting|cast|casts|casting|slap|slaps|slapped|pongo|pone|ponen|puse|puso)\s+$", re.IGNORECASE
)
_ON_AFTER_RE = re.compile(
    r"\s+(?:on|onto|en|sobre|a|al)\s+(?:my|your|his|her|their|opp\w*|the|a|an|target|its|it|that|this|su|sus|mi|mis|"
    r"tu|el|la|un|una|los|las)\b",
    re.IGNORECASE,
)
#: keywords a question says of any creature ("my flying blocker"): no sign of which legend is meant
_EVERGREEN = frozenset(
    "flying trample lifelink hexproof vigilance deathtouch menace indestructible defender protection".split()
)
_BASIC_LANDS = {"plains", "island", "swamp", "mountain", "forest", "wastes"}
#: a possessive before a lower-case name of ordinary words ("their blood moon"), or "in play" after it ("blood moon
#: is in play"): said of a permanent, so the card
_OWNED_BEFORE_RE = re.compile(
    r"\b(?:my|their|your|his|her|opp'?s|opponent'?s)\s+$|"
    r"\b(?:opp|opponent|i|he|she|they)\s+(?:has|have|had|controls|control)\s+(?:an?\s+|the\s+)?$|"
    # "opp plays blood moon", "they resolve wrath of god": a name of two or more words, played or cast
    r"\b(?:opp|opponent|i|he|she|they)\s+(?:plays?|played|casts?|resolves?|resolved|drops?|dropped|slams?|slammed)\s+"
    r"(?:an?\s+|the\s+)?$|"
    # "i stole opps creature with mind control": what a permanent is taken with is a card
    r"\b(?:steal|steals|stole|stolen|took|take|takes|gain(?:ed|s)? control of)\b[^.?]{0,40}\bwith\s+$|"
    # "mi oponente tiene mind control", "tengo blood moon": held or cast, in Spanish chat
    r"\b(?:oponente|rival|opp)\s+(?:tiene|controla|juega|lanza|baja)\s+(?:una?\s+|el\s+|la\s+)?$|"
    r"\b(?:tengo|controlo|juego|lanzo|bajo)\s+(?:una?\s+|el\s+|la\s+|mi\s+)?$",
    re.IGNORECASE,
)
#: a possessive right before a name: "my stomp", "opp's bolt" (not "opp has a …")
_POSSESSIVE_BEFORE_RE = re.compile(r"\b(?:my|their|your|his|her|opp's|opponent's)\s+$", re.IGNORECASE)
#: a verb that casts or pays for a spell, right before its one-word name: "pay for counterspell", "to cast shock"
_CAST_VERB_BEFORE_RE = re.compile(r"\b(?:(?:pay|pays|paying|paid)\s+for|cast|casts|casting)\s+$", re.IGNORECASE)
#: who controls a permanent, right before its one-word name: "i have worship", "tengo worship", "opp has humility"
_HELD_BEFORE_RE = re.compile(
    r"\b(?:(?:opp|opponent|i|he|she|they)\s+(?:has|have|had|controls|control)|(?:tengo|tiene|tienes|controlo|"
    r"controla|esta a \d+ con|estoy a \d+ con)(?:\s+(?:en mesa|en juego))?|"
    # "im at 2 life with worship", "estoy a 2 vidas con worship"
    r"\b(?:at|a)\s+\d+\s+(?:life|vidas?)\s+(?:with|con))(?:\s+(?:two|three|both|2|3|dos|tres))?\s+$",
    re.IGNORECASE,
)
#: an instant held open: "i have counterspell up", "holding a bolt up", "with swords up"
_HOLDING_BEFORE_RE = re.compile(
    r"\b(?:have|has|had|holding|hold|holds|held|got|leave|leaves|leaving|left|with)\s+(?:an?\s+|my\s+)?$", re.IGNORECASE
)
_UP_AFTER_RE = re.compile(r"\s+up\b", re.IGNORECASE)
_IN_PLAY_AFTER_RE = re.compile(
    r"\s+(?:is\s+|are\s+)?(?:both\s+)?(?:in play|on the battlefield|on (?:the )?board|on the table|out)\b(?!\s+of\b)|"
    r"\s+(?:just\s+)?(?:hit|hits|landed|lands|resolved|resolves)\s+(?:the\s+)?(?:table|board|battlefield)\b|"
    r"\s+(?:just\s+|has\s+|had\s+)?(?:resolved|resolves)\b",  # "blood moon just resolved": a spell that resolved
    re.IGNORECASE,
)
#: …or a list of cards opening the question: "blood moon + urborg on the table", "blood moon and urborg, are…"
#: a spell cast in response, right after its name: "heroic intervention in response to …"
_RESPONSE_AFTER_RE = re.compile(r"\s+(?:in response\b|en respuesta\b)", re.IGNORECASE)
_LISTED_FIRST_RE = re.compile(r"\s*(?:\+|&|,|\band\b|\by\b)\s*\w", re.IGNORECASE)
_KIND_OF_RE = re.compile(r"(?:\s+|-)(?:effects?|style|like|type|efectos?)\b", re.IGNORECASE)
#: how a mention was found, for callers who weigh them (the verdict engine trusts brackets most)
HOW = ("bracket", "quote", "name", "face", "es", "nickname", "short", "typo")


@dataclass(frozen=True)
class CardMention:
    card: Card
    #: the words as the question wrote them
    surface: str
    #: character offsets of `surface` in the question
    span: tuple[int, int]
    how: str


@dataclass(frozen=True)
class _Entry:
    name: str
    kind: str  # name | face | es | nickname | short
    words: int
    #: for nicknames and short names, how the text must write it: "" any case, "cap:X" capitalised, "exact:X"
    cased: str = ""
    #: for Spanish names, the name as printed ("Relámpago"): its case and accents are the ones to compare
    form: str = ""


class CardMatcher:
    """Built once per loaded store from its card names; `find` costs one automaton pass per question."""

    def __init__(
        self,
        names: Iterable[tuple[str, str, str]],
        lookup: Callable[[str], Card | None],
        rules_text: str = "",
        keywords: Iterable[str] = (),
        nicknames: Iterable[tuple[str, str, str]] | None = None,
        prose: Iterable[str] = (),
    ):
        """`names`: (folded key, card name, kind) rows as RuleStore.card_names gives them; `lookup`: a card by
        its exact name; `rules_text`: ordinary rules prose (the CR's rule texts), whose lower-case words are
        common words; `keywords`: rules terms that a card may also be named after ("Flash", "Two-Headed
        Giant Variant"), never a card unless bracketed or quoted; `prose`: words the card data's Oracle text
        and rulings write in lower case (ordinary English a one-word name may also be)."""
        self._lookup = lookup
        self.vocabulary = {fold_name(w) for w in _LOWER_WORD_RE.findall(rules_text)} | FUNCTION_WORDS
        #: adjacent lower-case word pairs of the rules prose: a lower-case window made of them is rules talk ("double
        #: strike"), never a typo of a card name ("Double Stroke")
        rules_words = re.findall(r"[a-z]+", rules_text)  # lower-case ASCII: already folded
        self._rules_pairs = set(zip(rules_words, rules_words[1:], strict=False))
        #: words that make a name ordinary prose when they open a sentence: rules words and the one-word names
        #: that are ordinary words ("¿Robo las dos cartas?" is not the card Robo-)
        self.common = self.vocabulary | _common_card_words()
        #: the same for a Spanish name: also the words of the Spanish rules terms and titles (ingest.lexicon)
        self.spanish_words = {w for phrase in spanish_lexicon().phrases for w in phrase}
        self.common_es = self.common | self.spanish_words
        #: words card texts use in lower case: a one-word name among them is prose when typed in lower case
        self.prose = self.common | {fold_name(w) for w in prose}
        self.keywords = {_VARIANT_RE.sub("", fold_name(k)) for k in keywords}
        self._entries: dict[str, list[_Entry]] = {}
        #: short names several legends share, with each one's own keyword stems (_keyword_stems), when any has one
        self._shared: dict[str, dict[str, tuple[str, ...]]] = {}
        #: for a short name several legends share, the word pairs only one of their Oracle texts has, by card name
        self._shared_pairs: dict[str, dict[str, frozenset[str]]] = {}
        self.names: dict[str, str] = {}  # folded name or face name -> card name
        self._searchable: dict[str, str] = {}  # the same with Spanish names, for name search
        for key, name, kind in names:
            if len(key) < 3:
                continue
            self._add(
                key, _Entry(name, kind, key.count(" ") + 1, form=self._spanish_form(key, name) if kind == "es" else "")
            )
            if kind in ("name", "face"):
                self.names.setdefault(key, name)
            self._searchable.setdefault(key, name)
        self._name_keys = list(self.names)
        self._search_keys = list(self._searchable)
        self._add_short_names()
        for nickname, name, mode in nicknames if nicknames is not None else read_nicknames():
            key = fold_name(nickname)
            if fold_name(name) in self.names:
                self._entries[key] = [
                    _Entry(
                        self.names[fold_name(name)],
                        "nickname",
                        key.count(" ") + 1,
                        "" if mode == "any" else f"{mode}:{nickname}",
                    )
                ]
        self._automaton = ahocorasick.Automaton()
        for key, entries in self._entries.items():
            self._automaton.add_word(key, (key, entries))
        self._automaton.make_automaton()
        # typo candidates: long names, grouped by word count and first letter
        self._long: dict[tuple[int, str], list[str]] = {}
        for key in self.names:
            if len(key) >= 12:
                self._long.setdefault((key.count(" ") + 1, key[0]), []).append(key)
        #: the first words of those names: a lower-case misspelling must start with one, so other words aren't tried
        self._long_first_words = {key.split()[0] for keys in self._long.values() for key in keys}

    @classmethod
    def from_store(cls, store: RuleStore) -> CardMatcher:
        """The store's card names, read against the CR's rule texts (not its examples, which name cards)
        and glossary terms."""
        rules_text = "\n".join(
            [rule.text for rule in store.rules.values()] + [t.text for t in store.translations.values()]
        )
        return cls(store.card_names(), store.card, rules_text, list(store.glossary), prose=store.card_prose_words)

    def _spanish_form(self, key: str, name: str) -> str:
        card = self._lookup(name)
        return next((es for es in getattr(card, "names_es", ()) if fold_name(es) == key), "")

    def _add(self, key: str, entry: _Entry) -> None:
        entries = self._entries.setdefault(key, [])
        if all(e.name != entry.name for e in entries):
            entries.append(entry)

    def _keyword_stems(self, owners: list[str]) -> dict[str, tuple[str, ...]]:
        """For legends sharing a short name, the stems of the keyword abilities only one of them has ("escap" for
        Polukranos, Unchained's escape, not Polukranos, World Eater's); evergreen keywords say nothing."""
        words: dict[str, set[str]] = {}
        for name in owners:
            card = self._lookup(name)
            lines = getattr(card, "oracle_text", "").split("\n")
            found = {fold_name(m[1]) for line in lines if (m := re.match(r"([A-Z][a-z]+)(?:—|\s\{|\s\d|$)", line))}
            words[name] = {w for w in found if w in self.keywords and len(w) >= 6 and w not in _EVERGREEN}
        stems = {}
        for name, own in words.items():
            others = set().union(*(w for n, w in words.items() if n != name))
            stems[name] = tuple(w[:-1] for w in sorted(own - others))
        return stems

    def _own_pairs(self, owners: list[str]) -> dict[str, frozenset[str]]:
        """For legends sharing a short name, the pairs of adjacent Oracle words and the keywords only one of them has
        ("card type" for Emrakul, the Promised End; "annihilator" for Emrakul, the Aeons Torn)."""
        texts = {name: fold_name(getattr(self._lookup(name), "oracle_text", "")) for name in owners}
        # pairs, and the keywords of the CR each text says ("vigilance" for Heliod, God of the Sun)
        pairs = {
            name: _word_pairs(text) | {w for w in re.findall(r"[a-z]{5,}", text) if w in self.keywords}
            for name, text in texts.items()
        }
        return {
            name: frozenset(own - set().union(*(p for n, p in pairs.items() if n != name)))
            for name, own in pairs.items()
        }

    def _shared_short(
        self, text: str, folded: str, offsets: list[int], taken: list[tuple[int, int]], named: set[str]
    ) -> list[CardMention]:
        """A short name several legends share, told apart by a keyword only one of them has said next to it ("my
        escaped polukranos", "polukranos escapado"), or else by words only one of their texts uses said anywhere in
        the question ("how much does emrakul cost with 8 card types in my graveyard?"): that one. None when one of them
        is named in full in the question."""
        mentions = []
        asked: frozenset[str] | None = None  # the question's word pairs and words, read once a shared name is met
        for short, stems in self._shared.items():
            if named & stems.keys():
                continue  # "Teferi, Time Raveler … can Teferi stop it?": the one already named in full
            for match in re.finditer(rf"\b{re.escape(short)}\b", folded):
                a, b = offsets[match.start()], offsets[match.end() - 1] + 1
                if any(a < t_end and t_start < b for t_start, t_end in taken):
                    continue
                if _deck_colours(short, text, b):
                    continue  # "rakdos sac in pioneer": a deck's colours
                near = folded[max(0, match.start() - 12) : match.end() + 12]
                said = [name for name, own in stems.items() if any(re.search(rf"\b{s}", near) for s in own)]
                if not said:
                    if asked is None:
                        asked = _word_pairs(folded) | frozenset(re.findall(r"[a-z]{5,}", folded))
                    said = [name for name, own in self._shared_pairs.get(short, {}).items() if own & asked]
                card = self._lookup(said[0]) if len(said) == 1 else None
                if card is not None:
                    mentions.append(CardMention(card, text[a:b], (a, b), "short"))
                    taken.append((a, b))
        return mentions

    def _add_short_names(self) -> None:
        """ "Thalia" for "Thalia, Guardian of Thraben": the part before the comma of a legend's name, when
        exactly one card has it and it is not a card name or an ordinary word itself; and a name without its
        leading "The"."""
        shorts: dict[str, set[str]] = {}
        for name in self.names.values():
            head = _LEGEND_HEAD_RE.split(name)[0]
            if head != name and " // " not in name:
                if ", " not in name and "Legendary" not in getattr(self._lookup(name), "type_line", ""):
                    continue  # "Tymna the Weaver" is a legend; "Defend the Hearth" is not
                short = fold_name(head)
                if len(short) >= 4 and short not in self.vocabulary:
                    shorts.setdefault(short, set()).add(name)
        for short, owners in shorts.items():
            if len(owners) > 1 and " " not in short and len(short) >= 5 and short not in self.prose | self.common_es:
                stems = self._keyword_stems(sorted(owners))
                pairs = self._own_pairs(sorted(owners))
                if any(stems.values()) or any(pairs.values()):  # none to tell them apart by: never read, not kept
                    self._shared[short] = stems
                    self._shared_pairs[short] = pairs
            if len(owners) == 1 and short not in self._entries:
                name = next(iter(owners))
                # a one-word short name no text uses as a word may be typed in lower case ("rafiq", "krenko")
                lower_ok = " " not in short and len(short) >= 5 and short not in self.prose | self.common_es
                cased = "" if lower_ok else "cap:" + _LEGEND_HEAD_RE.split(name)[0]
                self._add(short, _Entry(name, "short", short.count(" ") + 1, cased))
        # "eldest reborn", "scarab god": a name of two or more words after "The", said without the article, read
        # like a full name (a lower-case one of ordinary words only, "big idea", stays prose)
        for name in self.names.values():
            rest = fold_name(name[4:]) if name.startswith("The ") and " // " not in name else ""
            if " " in rest and rest not in self._entries:
                # "big idea" (all ordinary words), "fallen apart" (one short word the card texts don't use): capitals
                odd = [word for word in rest.split() if word not in self.prose | self.common_es]
                ordinary = not odd or (len(odd) == 1 and len(odd[0]) <= 5)
                self._add(rest, _Entry(name, "short", rest.count(" ") + 1, "cap:" + name[4:] if ordinary else ""))

    # ------------------------------------------------------------------ finding

    def find(self, text: str) -> list[CardMention]:
        """Cards named in `text`, in order of appearance, each card once."""
        found: list[CardMention] = []
        taken: list[tuple[int, int]] = []
        for regex, how in ((_BRACKET_RE, "bracket"), (_QUOTE_RE, "quote")):
            for match in regex.finditer(text):
                group = next(i for i in range(1, regex.groups + 1) if match.group(i))
                inner = match.group(group)
                card = self._lookup_loose(inner, fuzzy=how == "bracket")
                if card is not None:
                    span = (match.start(group), match.end(group))
                    found.append(CardMention(card, inner, span, how))
                    taken.append((match.start(), match.end()))
                elif how == "bracket":
                    taken.append((match.start(), match.end()))  # a card we don't hold: no name inside it either
        folded, offsets = fold_with_offsets(text)  # once for both name passes
        found += self._scan(text, folded, offsets, taken)
        found += self._shared_short(text, folded, offsets, taken, {mention.card.name for mention in found})
        found += self._typos(text, taken)
        # a mention inside a longer one is part of it ("felidar" in "felidar soverign")
        found = [m for m in found if not any(_inside(m.span, o.span) for o in found if o is not m)]
        found.sort(key=lambda m: m.span[0])
        seen: set[str] = set()
        unique = []
        for mention in found:
            if mention.card.name not in seen and not _short_for_another(mention, found):
                seen.add(mention.card.name)
                unique.append(mention)
        return unique

    def _scan(self, text: str, folded: str, offsets: list[int], taken: list[tuple[int, int]]) -> list[CardMention]:
        if not self._entries:
            return []
        spanish = language_of(text) == "es"
        candidates: list[tuple[int, int, _Entry]] = []
        for end, (key, entries) in self._automaton.iter(folded):
            start = end - len(key) + 1
            if start > 0 and folded[start - 1] != " ":
                continue
            stop = end + 1
            plural = inflected = verbed = apostrophed = False
            suffix = ""
            if stop < len(folded) and folded[stop] != " ":
                # "Thalia's", "two Wild Beastmasters": a possessive or plural s still ends the name;
                # "counterspelled", "hexmage'd": a card name used as a verb
                suffix = next((x for x in _SUFFIXES if folded.startswith(x, stop) and _ends(folded, stop + len(x))), "")
                if not suffix and key[-1] in "bdgmnprt" and key[-2:-1] in tuple("aeiou") and folded[stop] == key[-1]:
                    # "krosan gripped", "zapping": the consonant doubled before the ending
                    suffix = next(
                        (
                            x
                            for x in ("ed", "ing")
                            if folded.startswith(x, stop + 1) and _ends(folded, stop + 1 + len(x))
                        ),
                        "",
                    )
                if not suffix:
                    continue
                if suffix == "s":
                    plural = text[offsets[stop] - 1] not in "'’"
                else:
                    inflected = True
                    verbed = suffix in _SPANISH_VERB_ENDINGS  # "counterspellear": no English prose word
                    # "oko'd": a name made a verb with an apostrophe
                    apostrophed = suffix in ("d", "ed") and text[offsets[stop] - 1] in "'’"
            a, b = offsets[start], offsets[end] + 1
            if any(a < t_end and t_start < b for t_start, t_end in taken):
                continue
            for entry in entries:
                if plural and entry.kind not in ("name", "face") and (entry.kind != "nickname" or entry.cased):
                    # "Mountains", "bolts"; not "Alexis" for Alexi; but a legend counted: "two Thalias"
                    counted = entry.kind == "short" and _COUNT_BEFORE_RE.search(text[:a])
                    if not (counted or self._verb_use(text, offsets[start], offsets[end] + 1, entry)):
                        continue
                # "Shocked", "Unsummoned" capitalised inside a sentence: the card however ordinary the word
                named = not _SENTENCE_START_RE.search(text[: offsets[start]]) and text[offsets[start]].isupper()
                # "giant growthing the myr": a spell's two-word name made a verb, with its object after it
                spell_verb = (
                    (
                        " " in key
                        # "doom bladed": a name ending in e takes a d; "fatal pushes my geist": its present
                        and suffix in ("ing", "ed", "d", "es")
                        and self._spell_named(entry)
                        and bool(
                            _VERB_AFTER_RE.match(text, b) or (suffix != "ing" and _PASSIVE_BEFORE_RE.search(text[:a]))
                        )
                    )
                    or (
                        # "they unsummoned the angel": a one-word spell's name made a verb, between subject and object
                        " " not in key
                        and key not in self.common  # "he insisted the wall survives": an English verb, not Insist
                        and suffix in ("ed", "d", "s", "es")
                        and self._verb_use(text, a, b, entry)
                    )
                    or (
                        # "ram through'd with my 5/5": a spell's longer name made a verb with an apostrophe
                        " " in key and apostrophed and self._spell_named(entry)
                    )
                    or (
                        # "they respond by shocking the bears": a one-word spell's name made a gerund after "by"
                        " " not in key
                        and suffix == "ing"
                        and bool(re.search(r"\bby\s+$", text[:a]))
                        and self._verb_use(text, a, b, entry)
                    )
                )
                if (
                    inflected
                    and not spell_verb
                    and not (apostrophed and " " not in key and key not in self.prose)
                    and (" " in key or (key in self.prose and not verbed and not named) or len(key) < 5)
                ):
                    continue
                if entry.kind == "short" and _TOKEN_AFTER_RE.match(text, b):
                    continue  # "four Spirit tokens": a creature type, not Spirit of the Night
                if entry.kind == "short" and _deck_colours(key, text, b):
                    continue  # "rakdos sac in pioneer": a deck's colours
                spanish_verb = verbed and key not in self.keywords and self._spell_named(entry)  # not "flashear"
                if self._plausible(text, a, b, key, entry, spanish) or spanish_verb:
                    candidates.append((a, b, entry))
        # longest first, then leftmost: "Fire // Ice" beats "Fire", "Lightning Bolt" beats "Bolt"
        candidates.sort(key=lambda c: (-(c[1] - c[0]), c[0]))
        chosen: list[tuple[int, int, _Entry]] = []
        for a, b, entry in candidates:
            if all(b <= x or a >= y for x, y, _ in chosen):
                chosen.append((a, b, entry))
        starts = {a for a, _, _ in chosen}
        mentions = []
        for a, b, entry in chosen:
            if entry.kind != "nickname" and _inside_longer_name(text, a, b, starts):
                continue
            card = self._lookup(entry.name)
            if card is not None:
                mentions.append(CardMention(card, text[a:b], (a, b), entry.kind))
                taken.append((a, b))
        return mentions

    def _plausible(self, text: str, a: int, b: int, key: str, entry: _Entry, spanish: bool = False) -> bool:
        """Whether these words, written this way here, name the card rather than being ordinary prose (in a
        Spanish text, English words are no prose)."""
        surface = text[a:b]
        if key == "arena" and _ON_ARENA_RE.search(text[:a]):
            return False  # "on arena", "en Arena", "MTG Arena": the digital client, not the Legends land
        initial = bool(_SENTENCE_START_RE.search(text[:a]))
        if entry.cased:
            mode, _, form = entry.cased.partition(":")
            if mode == "exact":
                return surface == form
            if _written_like(surface, form, initial=False) or self._verb_use(text, a, b, entry):
                return True
            if spanish and entry.kind == "nickname" and self._spell_named(entry) and _CAST_BEFORE_RE.search(text[:a]):
                return True  # "le hago path a su criatura": a spell's nickname cast in Spanish chat
            # a legend's short name typed in lower case ("thrasios", "elesh norn") when none of its words is an
            # ordinary word
            words = key.split()
            return (
                entry.kind == "short"
                and len(key) >= 5
                and key not in self.prose
                and all(len(word) >= 4 and word not in self.prose for word in words)
            )
        if entry.kind == "nickname" and _KIND_OF_RE.match(text, b):
            return False  # "Wrath effects", "a wrath-style spell": a kind of card, not the card
        if entry.kind == "nickname":
            # a nickname that is also a Spanish word, in its Spanish phrase: "el resto del daño" is the rest, and so
            # is "arrollo con el resto" in Spanish chat, unless a verb casts it ("flasheo un resto")
            spanish_word = key in self.spanish_words and surface.islower()
            in_phrase = _SPANISH_OF_RE.match(text, b) or (spanish and not _CAST_BEFORE_RE.search(text[:a]))
            return not (spanish_word and in_phrase)
        written = entry.form or entry.name
        if _accented(surface) and not _accented(written):
            return False  # "Lancé" is Spanish for "I cast", not the card Lance
        words = key.split()
        common = all(w in (self.common_es if entry.kind == "es" else self.common) for w in words)
        if key in self.keywords and key not in _BASIC_LANDS:
            # a rules term ("Flash", "Two-Headed Giant") names a card only in brackets or quotes, or capitalised
            # and cast: "I respond with Absorb targeting the veto", "he casts Explore"
            return (
                _written_like(surface, written, initial=False)
                and not initial
                and bool(_CAST_KEYWORD_RE.search(text[:a]) or _TARGETING_AFTER_RE.match(text, b))
            )
        if _written_like(surface, written, initial):
            # a common word opening a sentence is prose
            return len(words) > 1 or not (initial and common)
        # typed in lower case: distinctive names only ("humility", "doubling season"; not "fog", "alive")
        if len(words) == 1 and entry.kind == "es":
            # a Spanish printed name typed in lower case, accents or not ("me tiran un relampago", "su relámpago"):
            # a name that is no Spanish rules word, after a possessive or a verb that casts or answers a spell
            # ("Tuve un relámpago de ideas", "El choque entre las dos criaturas" are the words); an infinitive
            # ("optar", "negar") is read as the verb
            return (
                len(key) >= 5
                and key not in self.common_es
                and not key.endswith(("ar", "er", "ir"))
                and bool(_CAST_BEFORE_RE.search(text[:a]))
            )
        if len(words) == 1:
            distinct = (
                len(key) >= 5
                and key not in self.prose
                and key not in _GAME_VERBS
                and entry.kind in ("name", "face", "short")
            )
            return (
                distinct
                or (entry.kind in ("name", "face") and self._verb_use(text, a, b, entry))
                or (entry.kind in ("name", "face") and _named_by_use(text, a, b))
                or (entry.kind in ("name", "face") and len(key) >= 5 and bool(_REMOVED_WITH_BEFORE_RE.search(text[:a])))
                or (entry.kind in ("name", "face") and self._held_permanent(text, a, entry))
                # "kat has propaganda out": held by someone named, and said to be on the battlefield
                or (
                    entry.kind == "name"
                    and bool(_IN_PLAY_AFTER_RE.match(text, b))
                    and bool(re.search(r"\b(?:has|have|had|controls?|got)\s+$", text[:a], re.IGNORECASE))
                )
                or (entry.kind == "name" and self._held_up(text, a, b, entry))
                or (entry.kind in ("name", "face") and key not in self.vocabulary and self._owned_spell(text, a, entry))
                or self._cast_in_spanish(text, a, key, entry, spanish)
            )
        if spanish and entry.kind in ("name", "face") and not any(w in self.spanish_words for w in words):
            return True  # "con el blood moon del rival": English words in Spanish chat name a card
        if entry.kind in ("name", "face") and (
            _OWNED_BEFORE_RE.search(text[:a])
            or _IN_PLAY_AFTER_RE.match(text, b)
            or (not text[:a].strip() and _LISTED_FIRST_RE.match(text, b))
        ):
            return True  # "their blood moon", "blood moon is in play", "blood moon + urborg…": a permanent, so the card
        if entry.kind in ("name", "face") and (_named_by_use(text, a, b) or _RESPONSE_AFTER_RE.match(text, b)):
            return True  # "heroic intervention in response to wrath": cast, so the card
        if self._verb_use(text, a, b, entry):
            return True  # "opp chaos warps my commander": a spell's name made a verb, between subject and object
        return len(words) >= 3 or not common

    def _cast_in_spanish(self, text: str, a: int, key: str, entry: _Entry, spanish: bool) -> bool:
        """An instant's or sorcery's English one-word name (or an Adventure's) in Spanish chat, right after a verb that
        casts it ("le tiran un shock", "respondo con un shock"): an ordinary English word ("shock") but no Spanish or
        rules word, so the card."""
        # "le hago unsummon a su thragtusk": a clitic pronoun before the verb says Spanish, however short the text
        clitic = re.search(r"\b(?:le|les|me|te)\s+\w+\s+$", text[:a], re.IGNORECASE)
        # an Adventure or split half is aimed at too: "un counterspell al stomp", "contrarresta mi stomp"
        aimed_at = spanish and entry.kind == "face" and re.search(r"\b(?:al|del)\s+$", text[:a], re.IGNORECASE)
        if not (
            (spanish or clitic)
            and entry.kind in ("name", "face")
            and key not in self.spanish_words
            and key not in self.vocabulary
            and (_CAST_BEFORE_RE.search(text[:a]) or aimed_at)
        ):
            return False
        card = self._lookup(entry.name)
        return card is not None and ("Instant" in card.type_line or "Sorcery" in card.type_line)

    def _held_permanent(self, text: str, a: int, entry: _Entry) -> bool:
        """A permanent's one-word name right after who controls it ("i have worship", "tengo worship", "opp has
        humility"): a card on the battlefield, however ordinary the word."""
        if not _HELD_BEFORE_RE.search(text[:a]):
            return False
        card = self._lookup(entry.name)
        return card is not None and not ("Instant" in card.type_line or "Sorcery" in card.type_line)

    def _held_up(self, text: str, a: int, b: int, entry: _Entry) -> bool:
        """An instant held open with its mana: "i have counterspell up", "holding bolt up"."""
        if not (_HOLDING_BEFORE_RE.search(text[:a]) and _UP_AFTER_RE.match(text, b)):
            return False
        card = self._lookup(entry.name)
        return card is not None and "Instant" in card.type_line

    def _owned_spell(self, text: str, a: int, entry: _Entry) -> bool:
        """An instant's or sorcery's one-word name after a possessive ("opp counters my stomp") or a verb that casts
        or pays for it ("pay for counterspell"): a spell someone holds or casts, so the card, however ordinary the
        word."""
        if not (_POSSESSIVE_BEFORE_RE.search(text[:a]) or _CAST_VERB_BEFORE_RE.search(text[:a])):
            return False
        card = self._lookup(entry.name)
        if card is None or (entry.kind == "face" and "Adventure" not in card.type_line):
            return False  # a split card's half ("my fire", "their burn") is ordinary words; an Adventure is no split
        return "Instant" in card.type_line or "Sorcery" in card.type_line

    def _spell_named(self, entry: _Entry) -> bool:
        """An instant's or sorcery's own name or nickname: what a Spanish verb made of it ("counterspellear",
        "boltear") stands for."""
        card = self._lookup(entry.name) if entry.kind in ("name", "nickname") else None
        return card is not None and ("Instant" in card.type_line or "Sorcery" in card.type_line)

    def _verb_use(self, text: str, a: int, b: int, entry: _Entry) -> bool:
        """An instant's or sorcery's name or nickname used as a verb between a subject and an object ("i path my
        guy", "I fling my 5/5", "I shock the creature"), or right after "with" or a casting verb ("with
        counterspell"): the lower-case form counts although the word is ordinary prose elsewhere ("the path of",
        "a counterspell", "it was a shock")."""
        if entry.kind not in ("nickname", "name", "face"):
            return False
        # "they respond by shocking the bears": a gerund after "by" has its subject earlier ("by redirecting the
        # damage" is the English verb, not Redirect)
        gerund = (
            re.search(r"\bby\s+$", text[:a])
            and text.startswith("ing", b)
            and not re.match(r"ing\s+(?:the\s+|that\s+|its\s+)?(?:damage|spell|attack|ability)\b", text[b:], re.I)
        )
        subject = _VERB_BEFORE_RE.search(text[:a]) or gerund
        verb = (
            subject
            and (_VERB_AFTER_RE.match(text, b) or _CLAUSE_END_RE.match(text, b))
            and not (text[a:b].islower() and fold_name(text[a:b]) in _GAME_VERBS)
        )
        if not (verb or _WITH_BEFORE_RE.search(text[:a])):
            return False
        if entry.kind in ("name", "face") and not _GAME_WORDS_RE.search(text):
            return False  # "How do I reset my router password?": a verb, in a question about no game
        card = self._lookup(entry.name)
        if card is None or not ("Instant" in card.type_line or "Sorcery" in card.type_line):
            return False
        if entry.kind == "face" and "Adventure" not in card.type_line:
            return False  # a split card's half made a verb ("i fire their face") is ordinary words; an Adventure isn't
        # "i shock and bolt their angel": the object after the verb it is coordinated with
        chained = re.match(r"\s+(?:and|or)\s+\w+", text[b:])
        if chained and _VERB_AFTER_RE.match(text, b + chained.end()):
            return True
        # "they attack and i fog.": no object after it, so only a spell that takes none
        return not (verb and not _VERB_AFTER_RE.match(text, b) and "target" in card.oracle_text.lower())

    def _typos(self, text: str, taken: list[tuple[int, int]]) -> list[CardMention]:
        """Long names one or two edits away from a card name: capitalised ("Dobuling Season"), or typed in lower
        case with the first word right ("felidar soverign", which no longer reads as the nickname Felidar)."""
        words = [m for m in _TITLE_WORD_RE.finditer(text)]
        mentions: list[CardMention] = []
        i = 0
        while i < len(words):
            first = words[i]
            lower = first.group().islower()
            if not (first.group()[0].isupper() or lower) or any(
                first.start() < y and x < first.end() and not lower for x, y in taken
            ):
                i += 1
                continue
            if lower and fold_name(first.group()) not in self._long_first_words:
                i += 1  # no long name starts with this word (the common case in lower-case chat)
                continue
            best: tuple[int, int, str] | None = None
            for size in range(min(6, len(words) - i), 1, -1):
                last = words[i + size - 1]
                # a lower-case window may swallow a shorter mention inside it, never cut one
                if any(
                    first.start() < y and x < last.end() and not (lower and first.start() <= x and y <= last.end())
                    for x, y in taken
                ):
                    continue
                surface = text[first.start() : last.end()]
                window = fold_name(surface)
                pool = self._long.get((size, window[:1]), [])
                if len(window) < 12 or not pool:
                    continue
                said = window.split()
                if lower and all(pair in self._rules_pairs for pair in zip(said, said[1:], strict=False)):
                    continue
                limit = 1 if len(window) < 18 else 2
                hit = process.extractOne(window, pool, scorer=OSA.distance, score_cutoff=limit)
                if hit is None or hit[1] == 0:
                    continue
                name = self.names[hit[0]]
                if lower:
                    if not surface.islower() or window.split()[0] != hit[0].split()[0]:
                        continue
                elif ("," in surface and "," not in name) or not _written_like(surface, name, initial=False):
                    continue
                best = (size, hit[1], hit[0])
                break
            if best is None:
                i += 1
                continue
            size, _distance, key = best
            a, b = first.start(), words[i + size - 1].end()
            card = self._lookup(self.names[key])
            if card is not None:
                mentions.append(CardMention(card, text[a:b], (a, b), "typo"))
                taken.append((a, b))
            i += size
        return mentions

    # ------------------------------------------------------------------ names as the API asks for them

    def _lookup_loose(self, name: str, fuzzy: bool) -> Card | None:
        key = fold_name(name)
        entries = self._entries.get(key)
        if entries:
            return self._lookup(entries[0].name)
        if fuzzy:
            hit = process.extractOne(key, self._name_keys, scorer=fuzz.ratio, score_cutoff=88)
            if hit is not None:
                return self._lookup(self.names[hit[0]])
        return None

    def resolve(self, name: str) -> Card | None:
        """A card by exact name, face, Spanish name or nickname, else the closest name (small typos)."""
        return self._lookup_loose(name, fuzzy=True)

    def suggest(self, query: str, limit: int = 5) -> list[str]:
        """Card names for a partial or misspelt name (English or Spanish): names starting with it, then
        names with every word of it as a word start, then the closest spellings."""
        key = fold_name(query)
        if not key:
            return []
        words = key.split()
        exact = [e.name for e in self._entries.get(key, [])]
        prefixed = sorted({n for k, n in self._searchable.items() if k.startswith(key)}, key=lambda n: (len(n), n))
        worded = sorted(
            {n for k, n in self._searchable.items() if all(f" {w}" in f" {k}" for w in words)},
            key=lambda n: (len(n), n),
        )
        found = list(dict.fromkeys(exact + prefixed + worded))
        if len(found) < limit:
            close = process.extract(key, self._search_keys, scorer=fuzz.ratio, limit=limit, score_cutoff=50)
            found = list(dict.fromkeys(found + [self._searchable[k] for k, _, _ in close]))
        return found[:limit]


_NEXT_NAME_RE = re.compile(r",?\s+(?:the\s+)?([A-Z][\w'’\-]*)")
_PREVIOUS_WORD_RE = re.compile(r"([A-Za-z][\w'’\-]*)\s+$")


#: words too common to tell two cards apart in a pair ("of the", "has counters", "you control")
_PAIR_FILLER = frozenset(
    "the and for from with you your this that its are may can each any all one two three has have had get gets put "
    "puts when whenever then into onto other another target creature creatures control controls player players "
    "counter damage deal deals dealt enter enters battlefield turn number equal".split()
)


def _word_pairs(text: str) -> frozenset[str]:
    """Adjacent word pairs of a folded text, plural "s" dropped, neither word a filler."""
    words = [w[:-1] if len(w) > 4 and w.endswith("s") else w for w in re.findall(r"[a-z]{3,}", text)]
    return frozenset(
        f"{x} {y}" for x, y in zip(words, words[1:], strict=False) if x not in _PAIR_FILLER and y not in _PAIR_FILLER
    )


def _inside_longer_name(text: str, a: int, b: int, starts: set[int]) -> bool:
    """Whether the match is only part of a longer capitalised name the card data does not know
    ("Down" in "Barrel Down Sokenzan", "Urza" in "Urza, Lord High Artificer"); another card's name right
    after it ("Fog, Shock"), a list after a longer name, or a possessive before it ("Nia's Clone") is fine."""
    after = _NEXT_NAME_RE.match(text, b)
    if (
        after
        and " " not in text[a:b].strip()
        and after.start(1) not in starts
        and fold_name(after[1]) not in FUNCTION_WORDS
        and after[1] != "X"  # "Banefire X=5": the value of X, not a name's next word
    ):
        return True
    before = _PREVIOUS_WORD_RE.search(text, 0, a)
    # (a word in capitals is shouted, not a name's first word: "tengo DOS Furnace of Rath")
    shouted = before is not None and len(before[1]) > 1 and before[1].isupper()
    if before and before[1][0].isupper() and not shouted and not before[1].endswith(("'s", "’s", "s'")):
        word = fold_name(before[1])
        initial = bool(_SENTENCE_START_RE.search(text[: before.start(1)]))
        if not initial and word not in FUNCTION_WORDS and before.start(1) not in starts:
            return True
    return False


def _inside(span: tuple[int, int], other: tuple[int, int]) -> bool:
    return other[0] <= span[0] and span[1] <= other[1] and span != other


def _ends(folded: str, index: int) -> bool:
    return index == len(folded) or folded[index] == " "


def _accented(text: str) -> bool:
    return any(unicodedata.combining(ch) for ch in unicodedata.normalize("NFD", text))


def _named_by_use(text: str, a: int, b: int) -> bool:
    """The words at a:b do what a card does: "does murder kill …", "put mind control on …"."""
    return bool(
        (_EFFECT_SUBJECT_BEFORE_RE.search(text[:a]) and _EFFECT_VERB_AFTER_RE.match(text, b))
        or (_PUT_BEFORE_RE.search(text[:a]) and _ON_AFTER_RE.match(text, b))
    )


def _written_like(surface: str, name: str, initial: bool) -> bool:
    """Whether the surface is capitalised where the name is (the first word excused at a sentence start)."""
    got = _TITLE_WORD_RE.findall(surface)
    want = _TITLE_WORD_RE.findall(name)
    if len(got) != len(want):
        # punctuation differences ("Kiki Jiki" for "Kiki-Jiki"): compare the first letters of each word
        got = [w[0] for w in surface.replace("-", " ").split() if w[:1].isalpha()]
        want = [w[0] for w in name.replace("-", " ").split() if w[:1].isalpha()]
    for index, (g, w) in enumerate(zip(got, want, strict=False)):
        if index == 0 and initial:
            continue
        if w[:1].isupper() and not g[:1].isupper():
            return False
    return bool(got)


@lru_cache(maxsize=1)
def _common_card_words() -> frozenset[str]:
    text = (Path(__file__).parent / "data" / "common_card_words.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


@lru_cache(maxsize=1)
def read_nicknames() -> tuple[tuple[str, str, str], ...]:
    """(nickname, card name, mode) rows; mode "cap" means the nickname counts only when capitalised."""
    rows = []
    for line in _NICKNAMES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            nickname, name, mode = (line.split("\t") + ["any"])[:3]
            rows.append((nickname.strip(), name.strip(), mode.strip() or "any"))
    return tuple(rows)


def _short_for_another(mention: CardMention, found: list[CardMention]) -> bool:
    """One word that is a face of a split card ("Colossus" of Collision // Colossus) but also the last word of another
    card named in full in the same text ("Darksteel Colossus … does the Colossus die?"): the other card, said short."""
    if mention.how != "face" or " " in mention.surface.strip():
        return False
    word = mention.surface.strip().lower()
    return any(
        other.card.name != mention.card.name and other.card.name.split(",")[0].lower().split()[-1] == word
        for other in found
        if " " in other.card.name
    )
