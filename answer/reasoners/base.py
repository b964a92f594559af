"""What a reasoner returns, and the one way it quotes the CR and cards.

A reasoner writes only framing (templates in answer.i18n) around facts it derived from the
question and the cards' Oracle text; every rule it relies on is quoted verbatim through `cite`,
so the engine's citation check sees it like any other quote.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from answer.analysis import Frame, x_said
from answer.i18n import t
from answer.quote import Quote
from answer.rewrite import mentions
from answer.text import COUNT_GROUP, number, sentences
from index.cards import read_nicknames
from ingest.lexicon import fold
from ingest.models import Card
from ingest.ruleid import RuleId
from ingest.store import RuleStore


@dataclass(frozen=True)
class Step:
    text: str
    rules: tuple[RuleId, ...] = ()


@dataclass
class Verdict:
    """The first paragraph, the numbered steps behind it, and the quotes they rely on."""

    text: str
    steps: list[Step] = field(default_factory=list)
    quotes: list[Quote] = field(default_factory=list)
    cards: tuple[Card, ...] = ()
    reasoner: str = ""


class Citer:
    """Quotes the sentence of a rule that carries a fact, in the answer's language when the rule
    has a translation whose sentence matches the Spanish key."""

    def __init__(self, store: RuleStore, lang: str):
        self.store = store
        self.lang = lang
        self.quotes: list[Quote] = []

    def __call__(self, rule: str, key: str, key_es: str | None = None) -> RuleId | None:
        rule_id = RuleId.parse(rule)
        found = self.store.get(rule_id)
        if found is None:
            return None
        quote = None
        if self.lang == "es" and key_es:
            translation = self.store.translation(rule_id, "es")
            if translation is not None:
                quote = _sentence(translation.text, key_es, rule_id, found.title, "es")
        quote = quote or _sentence(found.text, key, rule_id, found.title, "en")
        if quote is None:
            return None
        self.quotes.append(quote)
        return rule_id


def _sentence(text: str, key: str, rule_id: RuleId, title: str | None, lang: str) -> Quote | None:
    pattern = re.compile(key, re.I)
    for sentence in sentences(text):
        if pattern.search(sentence):
            return Quote(rule_id, title, sentence, lang)
    return None


def answered(
    answer: str | None, finding: str, rule: RuleId | None, cite: Citer, cards: tuple[Card, ...], reasoner: str
) -> Verdict:
    """A verdict resting on one finding and one rule: "No. <finding> [rule]", with the finding as its step.
    `answer` is the i18n key of the opener ("yes"/"no"), in the citer's (the answer's) language; None for a
    question that is not a yes/no one (no opener)."""
    step = finding + ids(rule)
    opener = t(cite.lang, answer) + " " if answer else ""
    return Verdict(opener + step, [Step(step, (rule,) if rule else ())], cite.quotes, cards, reasoner)


def mana_value(cost: str, x: int = 0) -> int:
    """The mana value of a mana cost ("{X}{R}" with X=3 → 4): a number counts as itself, X as `x`, a hybrid symbol
    as its largest part ("{2/W}" is 2: 202.3f), any other symbol (a colored one) as 1 (202.3)."""
    return sum(_symbol_value(s, x) for s in re.findall(r"\{([^}]+)\}", cost))


def _symbol_value(symbol: str, x: int) -> int:
    parts = symbol.split("/")
    return max(int(p) if p.isdigit() else x if p == "X" else 1 for p in parts)


def creature_label(name: str, lang: str) -> str:
    """A creature the question describes only by its P/T ("my 3/3") is "the 3/3"; a card keeps its name."""
    return t(lang, "lethal.the_pt", pt=name) if re.fullmatch(r"\d+/\d+", name) else name


def ids(*rules: RuleId | None) -> str:
    """ " [608.2b, 115.7]" for the rules that were found, "" when none."""
    found = [str(r) for r in rules if r is not None]
    return f" [{', '.join(dict.fromkeys(found))}]" if found else ""


def type_line(card: Card) -> str:
    return card.type_line


def is_legendary(card: Card) -> bool:
    """From the type line; without one, a name with a comma ("Thalia, Guardian of Thraben") is a legend's."""
    kind = type_line(card)
    return "Legendary" in kind if kind else ", " in card.name


def name_words(card: Card) -> set[str]:
    """The card's name words of four letters or more, English and Spanish, folded: what a question may call it by
    ("Bolt", "Relámpago", "Pyromancer")."""
    words = {word for name in (card.name, *card.names_es) for word in re.findall(r"[a-z]{4,}", fold(name))}
    return words | set(nicknames().get(card.name, ()))


def name_pattern(card: Card) -> str:
    """The card's name words, longest first, as the alternatives of a pattern ("" when it has none)."""
    return "|".join(re.escape(w) for w in sorted(name_words(card), key=len, reverse=True))


def mentions_of(folded: str, card: Card) -> list[int]:
    """Where the (folded) text calls the card by one of its name words, in order."""
    words = name_pattern(card)
    return [m.start() for m in re.finditer(rf"\b(?:{words})", folded)] if words else []


def first_mention(folded: str, card: Card) -> int | None:
    """Where the (folded) text first calls the card by one of its name words, or None."""
    return next(iter(mentions_of(folded, card)), None)


def last_mention(folded: str, card: Card) -> int | None:
    """Where the (folded) text last calls the card by one of its name words, or None."""
    return next(reversed(mentions_of(folded, card)), None)


@lru_cache(maxsize=2)
def nicknames(every: bool = False) -> dict[str, tuple[str, ...]]:
    """One-word nicknames players type in any case ("ftk", "goyf"), by card name: what else a question calls it;
    `every`: every nickname, whatever its case mode ("led" for Lion's Eye Diamond, said in a list of spells)."""
    found: dict[str, list[str]] = {}
    for nickname, name, mode in read_nicknames():
        if every or (mode == "any" and " " not in nickname):
            found.setdefault(name, []).append(fold(nickname))
    return {name: tuple(words) for name, words in found.items()}


def named_in(card: Card, text: str) -> bool:
    """The (folded) text calls the card by one of its name words, or a longer word starting with one ("bolts")."""
    return any(re.search(rf"\b{re.escape(word)}", text) for word in name_words(card))


def named_as_verb(card: Card, text: str) -> bool:
    """The card's name used as the verb of a "can I …?" question: "can I Mana Leak it?", "can they Misstep my Bolt?"."""
    pattern = name_pattern(card)
    return bool(pattern) and bool(re.search(rf"\b(?:can|could|may) (?:i|we|you|he|she|they) (?:{pattern})\b", text))


#: a card that counters abilities, Stifle's "Counter target activated or triggered ability."
_COUNTERS_ABILITIES = re.compile(r"counter target (?:activated|triggered)", re.I)


def stifler_named(frame: Frame) -> bool:
    """A named card counters activated or triggered abilities (Stifle): the ability's fate is ability_countered's."""
    return any(_COUNTERS_ABILITIES.search(c.oracle_text) for c in frame.cards)


def is_spell_card(card: Card) -> bool:
    kind = type_line(card)
    if kind:
        return "Instant" in kind or "Sorcery" in kind
    return not re.search(r"^(Flying|Trample|Haste|Vigilance|Deathtouch|Lifelink|Reach|\{T\})", card.oracle_text)


#: Torbran: "If a red source you control would deal damage to an opponent or a permanent an opponent controls, it
#: deals that much damage plus 2 instead." (the source's color, then the amount)
PLUS_DAMAGE = re.compile(
    r"if an? (?:(white|blue|black|red|green) )?source you control would deal damage to an opponent[^.]*, it deals "
    r"that much damage plus (\d+) instead",
    re.I,
)
#: a removal spell that exiles (Swords to Plowshares, Path to Exile): the creature never dies, whatever replaces deaths
_EXILE_REMOVAL = re.compile(r"^exile target (?:\w+ )?creature\b", re.I | re.M)
#: a removal that kills: "Destroy target … creature", "deals N damage to any target" (Murder, Lightning Bolt)
DESTROY_REMOVAL = re.compile(
    r"^destroy target [^.]*creature|deals \d+ damage to (any target|target creature)", re.I | re.M
)


def exiled_by_spell(frame: Frame) -> bool:
    """The question's removal is an exile spell and no destroy or damage spell is named beside it."""
    spells = [c for c in frame.cards if is_spell_card(c)]
    return any(_EXILE_REMOVAL.search(c.oracle_text) for c in spells) and not any(
        DESTROY_REMOVAL.search(c.oracle_text) for c in spells
    )


#: a cast trigger of the asker's the spell would set off: "to trigger prowess", "para disparar la destreza"
#: the purpose said after an aim: "just to trigger my Young Pyromancer", "solo para disparar mi Young Pyromancer"
PURPOSE_SAID = re.compile(r"\b(?:just |only |solo )?(?:to|para) (?:trigger|disparar)\b[^.?]*")
OWN_CAST_TRIGGER = re.compile(
    r"\b(?:trigger\w*|dispar\w*)\s+(?:my |mi |la |el |the )?(?:prowess|destreza|magecraft|storm|tormenta)\b"
)
#: a card that takes control of a permanent (Control Magic, Act of Treason, Threaten)
#: a flicker: "Exile target creature you control, then return it to the battlefield" (Ephemerate, Cloudshift,
#: Restoration Angel, Ghostly Flicker's "two target …, then return those cards")
FLICKER = re.compile(
    r"exile (?:target|another target|up to one target|two target) [^.]*?(?:creature|permanent)[^.]*?(?:,|\.) ?"
    r"(?:then )?return (?:it|that card|those cards)",
    re.I,
)
#: a spell that gives indestructible: "Permanents you control gain hexproof and indestructible" (Heroic Intervention)
GIVES_INDESTRUCTIBLE = re.compile(r"\b(?:gains?|gets?|have)\b[^.]{0,40}\bindestructible\b", re.I)
#: a permanent that gives the asker's whole side indestructible or protection from colors: "Artifacts you control have
#: indestructible." (Darksteel Forge), "Creatures you control have … protection from black and from red." (Akroma's
#: Memorial)
SIDE_GRANT = re.compile(
    r"^(?:\w+ and )?(?:other )?(?P<kind>artifacts|creatures|permanents|lands) you control (?:get [^.\n]* and )?have "
    r"(?P<what>[^.\n]*)",
    re.I | re.M,
)
#: the question flickers in words: "blink", "flicker", "parpadear"
FLICKER_WORDS = re.compile(r"\bblink\w*|\bflicker\w*|\bparpade\w*")
#: a loyalty ability that adds mana (Chandra, Torch of Defiance's "+1: Add {R}{R}."), never a mana ability (605.1a)
LOYALTY_ADD = re.compile(r"^[+−-]?\d+:\s*add\b", re.I | re.M)
#: an activated ability that adds mana with {T} in its cost ("{T}: Add {G}.")
TAP_ADD = re.compile(r"^[^\n:]*\{T\}[^\n:]*:\s*add\b", re.I | re.M)


def flicker_card(cards: tuple[Card, ...] | list[Card], flickers: Callable[[Card], bool]) -> Card | None:
    """The flickering card among those found, one named by its own name before one named by a flicker word ("I
    flicker it with Cloudshift" finds the card Flicker too)."""
    found = [c for c in cards if flickers(c)]
    return min(found, key=lambda c: bool(FLICKER_WORDS.fullmatch(c.name.lower())), default=None)


#: a card that makes a token copy of a creature: "Create a token that's a copy of target nonlegendary creature …"
#: (Kiki-Jiki, Mirror Breaker)
MAKES_TOKEN_COPY = re.compile(r"create a token that's a copy of", re.I)
GAINS_CONTROL = re.compile(r"gain control of|you control enchanted (creature|permanent)", re.I)
#: the question says a permanent is taken: "I steal their Thalia", "le robo su Flametongue Kavu", "gains control"
STEALS = re.compile(
    r"\bsteal\w*|\b(gain|take)s? control|\b(le|me) rob(o|a|an|e|aron)\b|\bgan\w* (el )?control|"
    r"\b(?:con|with) (?:mind control|control magic|treachery|act of treason|threaten)\b|"
    r"\bstol(?:e|en)\b|\brobad[oa]s? (?:por|con)\b"  # "my creature stolen by…", "mi bicho robado por…"
)
#: the Brawl variant named (903.12)
BRAWL_SAID = re.compile(r"\bbrawl\b")
#: the format or its commanders named, singular or plural: "commander", "mis dos comandantes"
COMMANDER_WORDS = r"\bcommanders?\b|\bcomandantes?\b"
#: a token said: "tokens", "una ficha"
TOKEN_SAID = re.compile(r"\btokens?\b|\bfichas?\b")
#: an amount of damage the question states: "takes 10 damage", "recibe 3 de daño"
DAMAGE_SAID = re.compile(r"\b(\d+) (?:de )?(?:damage|dmg|dano)\b")
#: counters on a permanent, not a spell countered ("three +1/+1 counters on it", "with 3 lore counters")
_COUNTER_NOUNS = re.compile(
    r"[+\-−]\d+/[+\-−]\d+ counters?\b|\bcounters? (?:on|left|remaining)\b|\b(?:loyalty|lore|poison|charge|time|"
    r"stun|oil|shield|finality|age|fade|quest|level|ice|energy|experience|\d+|one|two|three|four|five|six|seven|no|"
    r"any|all|its|the|those|more|fewer) (?:\w+ )?counters\b"
)
#: a counterspell's name made a verb counters too: "opp absorbed it", "they quench'd it", "got mana leaked"
_COUNTERED = re.compile(
    r"\bcounter(?:spell\w*|ed|ing|s)?\b|contrarrest\w*|\b(?:absorb|quench|mana leak|stifl)(?:ed|'d|d)\b|"
    r"\bcounter(?:ea|e[oó]|ear)\w*"  # Spanish chat: "me lo counterearon", "le counterearon el uro"
)


def countered_said(folded: str) -> bool:
    """The question counters a spell or ability ("it gets countered", "le contrarrestan"), not counters on a
    permanent ("Ephemerate my creature with three +1/+1 counters on it")."""
    return bool(_COUNTERED.search(_COUNTER_NOUNS.sub(" ", folded)))


def spell_countered(frame: Frame) -> bool:
    """A spell countered: said, or a named counterspell cast at it ("they quench'd it"); not when the question denies
    it ("it wasn't countered") or its tax was paid ("Quench, but I paid the 2")."""
    if re.search(
        r"\b(?:not|wasn'?t|isn'?t|never|didn'?t get) (?:\w+ )?counter|\bno (?:\w+ )?(?:lo |la )?contrarrest",
        frame.folded,
    ):
        return False
    taxes = [c for c in frame.cards if re.search(r"^counter target spell unless", c.oracle_text, re.I | re.M)]
    if taxes and re.search(r"\b(?:i|we|he|she|they) (?:paid|pay)\b|\bpag(?:ue|o|a)\b", frame.folded):
        if not re.search(r"\b(?:didn'?t|did not|don'?t|couldn'?t|can'?t) pay\b|\bno (?:\w+ )?pag", frame.folded):
            return False
    if countered_said(re.sub(r"\bcounterspell\b", " ", frame.folded)):  # the card named alone is read below
        return True
    text = frame.question.lower()
    for card in frame.cards:
        if not re.search(r"^counter target spell", card.oracle_text, re.I | re.M):
            continue
        for start, end in mentions(frame.question, card.name):
            # cast at it: "they quench'd it", "he casts Mana Leak on my Stomp", "responds with Quench"
            if _COUNTERSPELL_USED_BEFORE.search(text[max(0, start - 30) : start]) or re.match(
                r"(?:'?d|ed)\b", text[end:]
            ):
                return True
    return False


#: a counterspell named right after the words that cast it
_COUNTERSPELL_USED_BEFORE = re.compile(
    r"\b(?:cast|casts|casted|casting|respond\w* with|hit\w* (?:it|me) with|uses?|tira\w*|lanza\w*|usa|responde\w* con)"
    r"\s+(?:an?\s+|his\s+|her\s+|their\s+|un\s+|una\s+|su\s+)?$"
)


#: Torpor Orb, Hushwing Gryff: "Creatures entering the battlefield don't cause abilities to trigger."
NO_ENTER_TRIGGERS = re.compile(
    r"creatures entering the battlefield (?:or dying )?don[’']t cause abilities to trigger", re.I
)
#: a copy said: "I copy it", "lo copio con Twincast"
COPY_SAID = re.compile(r"\bcop(?:y|ies|ied|ying|io|ia|iar|iado|iada)\b")
#: another player's turn: "on my opponent's turn", "at the end of opp's turn", "en el turno del rival", "en su turno"
#: a planeswalker that is a creature on its controller's turn (Gideon Blackblade): summoning sick like any creature,
#: indestructible only then
CREATURE_ON_MY_TURN = re.compile(r"as long as it[’']s your turn, [^.]* is an? \d+/\d+ [^.]*creature", re.I)
THEIR_TURN = re.compile(
    r"\b(?:opp|opponent|opponent'?s|opp'?s|their|his|her|another player'?s|someone else'?s) turn\b|"
    r"\bturno (?:del|de mi|de tu|de su|de un) (?:rival|oponente|contrincante)\b|\bturno (?:ajeno|rival)\b|"
    r"\bturno del? (?:otro(?: jugador)?|el|ella|otra persona)\b|\ben su turno\b"
)
#: the opponent is the one a yes/no asks about: "can my opponent cast…?", "¿puede el rival…?"
OPPONENT_ASKED = re.compile(
    r"\b(?:can|could|may) (?:my |the )?(?:opponent|opp|they|he|she)\b|\b(?:puede|podria) (?:mi |el )?(?:rival|oponente)\b"
)
#: Platinum Angel, Lich's Mastery: "You can't lose the game"
CANT_LOSE = re.compile(r"\byou can[’']t lose the game\b", re.I)
#: an ability that triggers on a sacrifice (Mayhem Devil, Korvold), whose sacrificer it names
SACRIFICE_WATCHER = re.compile(r"\bwhenever (you|a player|an opponent) sacrifices? (?:a|an|another)\b", re.I)
#: asks whether the asker gets the token: "do i get the zombie?", "el zombie me queda es a mí", "¿me llevo el zombi?"
ASKER_GETS = re.compile(
    r"\b(?:do|would|will) i get\b|\bi get\b|\bme (?:lo |la )?(?:queda|quedo|llevo|sale|toca|dan)\b|\ba mi\b|\bpara mi\b|\bobtengo\b|\bes mio\b"
)
#: the asker's steal told first with no subject: "act of treason on a lad's creature…", "control magic'd the lad's atraxa"
STEAL_TOLD_FIRST = (
    r"^\W*(?:threaten|act of treason|control magic)(?:'d|ed)?\s+(?:on\s+)?(?:the\s+)?(?:their|his|her|(?:my )?opp\w*'?s|"
    r"(?:an? )?(?!it's)[a-z]+'s)\s"
)
#: the asker took the other player's permanent: "I stole it", "le robé su bicho", "con control magic"
I_TOOK = re.compile(
    STEAL_TOLD_FIRST + r"|"
    r"\bi (?:steal|stole|took|take|gain(?:ed)? control|control magic\w*|act of treason\w*)\b|\ble robe\b|\ble robo\b|"
    r"\bi have (?:control magic|mind control) on\b|"
    r"\bcon control magic\b|\bcon mind control\b|\b(?:yo )?le (?:habia|he) robado\b"
)
#: the opponent casts the spell: "opp casts Heat Shimmer", "el rival lanza …"; not "on my opponent's turn I cast"
THEY_CAST = re.compile(
    r"\b(?:opp\w*|they|he|she)\b(?!'s|’s)[^.?]{0,12}\b(?:cast\w*|us\w*|play\w*)\b|"
    # "mi rival lanzó …" (folded "lanzo"), not "en el turno del rival lanzo …", which is the asker's cast
    r"(?<!del )(?<!de mi )\b(?:rival|oponente)\s+(?:me\s+)?(?:lanza|lanzo|tira|tiro|usa|uso|juega|jugo)\b"
)
TAKEN_FROM_ME = re.compile(
    r"\b(?:they|opp|opponent|he|she|buddy|friend|brother|sister|cousin|dad|mom|uncle|son|daughter) (?:had |has )?"
    r"(?:steal|stole|stolen|took|taken|gain(?:ed)? control|control magic|"
    r"act of treason)\w*|"
    r"\bme (?:l[oa]s? )?(?:roba|robo|robaron|robaste|quita|quito|quitaron|(?:habia|ha|han|habian) robado)\b|\b(?:rival|oponente) (?:me roba|me robo|gana el control)\b"
)
_MINE_WORDS = (
    r"(?:i (?:also |still |now |just |then )?(?:control|have|had|controlled|played|cast|casted)|"
    r"i'?m the one (?:with|who controls)|my|mi|mis|"
    r"(?:tambien |ademas )?(?:controlo|tengo))"
)
_THEIRS_WORDS = (
    r"(?:(?:opponent|opp|rival|oponente|they|he|she)(?: who| (?:is|are) the one (?:who|that))? "
    r"(?:controls|control|has|have|had|tiene|controla)|(?:opponent|opp|rival|oponente) is the one with|"
    r"(?:opponent|opp|they|he|she)(?:'s|'ve| has| have) got|"
    r"(?:opponent|opp|rival|oponente) (?:plays|played|casts|cast|juega|jugo|lanza|lanzo|baja|bajo)|"
    # "el pata de al lado baja su hornet queen": a player of the table by a local word, casting it
    r"el (?:(?:man|pana|pibe|tipo|compa|pata|chango|chabon|loco)(?: de (?:al lado|enfrente))?|de (?:al lado|enfrente)) "
    r"(?:baja|bajo|lanza|lanzo|juega|jugo|tira|tiro|saca|saco)|"
    r"(?:opponent|opp|rival|oponente)'?s|(?<!\bto )(?<!\bat )(?:opponent|opp)(?= (?!the\b|a\b|an\b))|their|del (?:rival|oponente)|de mi (?:rival|oponente)|"
    r"(?:opponent|opp|rival|oponente) is the one (?:controlling|who controls|that controls|casting|who casts|that casts)|"
    r"(?:the (?:guy|player|person) across from me|el de enfrente|el otro|la otra|the other (?:guy|player)|"
    r"el (?:man |pana |pibe |tipo |compa )?de (?:al lado|enfrente)|the (?:guy|lad|player) (?:next to me|on my (?:left|right))|"
    r"el (?:man|chango|pibe|tipo|chabon|pata)) "
    r"(?:has|controls|tiene|controla))"
)


def said_for_ask(frame: Frame, pattern: re.Pattern[str], asked: str, words: int) -> bool:
    """`pattern` is in the ask, or anywhere in the question when the ask is a bare one of at most `words` words that
    leans on what was told just before ("My pod said I still owe the commander tax. Do I?", "…so I'm dead. Am I?")."""
    return bool(pattern.search(asked) or (len(asked.split()) <= words and pattern.search(frame.folded)))


def card_colors(card: Card) -> set[str]:
    """The card's colors as mana symbols ("W", "U", "B", "R", "G") from its mana cost, hybrid and Phyrexian symbols
    included; a card with devoid is colorless."""
    if re.search(r"^devoid\b", card.oracle_text, re.I | re.M):
        return set()
    return {symbol for symbol in "WUBRG" if re.search(rf"\{{[^}}]*{symbol}[^}}]*\}}", card.mana_cost or "")}


def copies_said(frame: Frame, card: Card) -> int:
    """ "two Panharmonicons", "dos Panharmonicon", "two furnace of rath", "two furnaces", "dos procesiones": how
    many of the card; one when no count is said, and a P/T is not a count ("a 2/2 grizzly bears")."""
    forms = set()
    for called in (card.name, *card.names_es):
        short = fold(called.split(",")[0])
        words = [w for w in short.split() if len(w) >= 4 and w not in ("with", "from", "that", "this")]
        forms |= {re.escape(short), *(rf"{re.escape(w)}(?:s|es)?" for w in words[:1] + words[-1:])}
    # the largest count said: "with furnace of rath out … and with two furnaces?"; "they kill one hellrider" of two
    ordinals = {"second": 2, "third": 3, "segundo": 2, "segunda": 2, "tercer": 3, "tercero": 3, "tercera": 3}
    counts = [
        ordinals.get(m[1]) or number(m[1])
        for m in re.finditer(rf"(?<![\w/+-])([a-z0-9]+) (?:{'|'.join(forms)})\b", frame.folded)
    ]
    said = [n for n in counts if n is not None]
    # "and a Spark Double copying Teysa": each named copier said to copy it is one more
    copied = sum(
        1
        for other in frame.cards
        if other is not card
        and re.search(r"\bcopy of\b|\bas a copy\b", other.oracle_text, re.I)
        and re.search(
            rf"\b(?:{name_pattern(other)})\b[^.?]{{0,12}}\b(?:copying|copy of|that copies|copiando(?: a)?|copia de|que copia(?: a)?)"
            rf"\s+(?:(?:my|your|his|her|their|mi|tu|su|el|la)\s+)?(?:{'|'.join(forms)})\b",
            frame.folded,
        )
    )
    return (max(said) if said else 1) + copied


def asked_first(clause: str, pattern: re.Pattern[str], other: re.Pattern[str]) -> bool:
    """`pattern` is what the clause asks, not `other`: it matches, and before `other` if both do ("can my copy hit
    their creature instead or is it stuck on the same target?" asks the first alternative)."""
    found, rival = pattern.search(clause), other.search(clause)
    return found is not None and (rival is None or found.start() < rival.start())


def last_part(clause: str) -> str:
    """The clause's last comma- or colon-separated part: a question without "¿" asks there ("el rival lanza Fling
    sacrificando un Tarmogoyf, puedo matarla en respuesta?")."""
    return re.split(r"[,;:]\s", clause)[-1]


def asked_part(clause: str, pattern: re.Pattern[str]) -> str:
    """The last comma- or stop-separated part of the clause that asks `pattern`, "" if none: a Spanish question
    without "¿" is the whole sentence ("le tiro prey upon con mis rats a su baloth, se muere el baloth?")."""
    return next((part for part in reversed(re.split(r"[,.;:]\s", clause)) if pattern.search(part)), "")


def asks_of_spell(frame: Frame, clause: str, exclude: tuple[Card, ...] = ()) -> bool:
    """The asked clause is about what a named instant or sorcery does or where it goes ("do i still get the life
    from swords?", "what happens to the swords?"), not about a permanent's ability."""
    for card in frame.cards:
        if is_spell_card(card) and card not in exclude:
            first = re.escape(fold(card.name).split()[0])
            if re.search(rf"\b(?:from|of|to|de|del|al|a) (?:the |el |la |mi |su |my |their )?{first}", clause):
                return True
    return False


def copies(frame: Frame, card: Card) -> int:
    """How many of `card` the question says are there ("two Hardened Scales", "dos Hardened Scales"; "I control
    Furnace of Rath … my opponent also has a Furnace of Rath": one each)."""
    text = frame.question.lower()
    m = re.search(
        rf"\b(two|three|dos|tres|2|3|both)\s+(copies of\s+|copias de\s+)?{re.escape(card.name.lower())}", text
    )
    if m and not (m[1] == "both" and re.match(r"[^.,;?]{0,40}? and ", text[m.end() :])):
        return number(m[1]) or 2  # not "both Hardened Scales and Doubling Season": one of each
    beside = copies_said(frame, card)
    if beside > 1:  # "two furnaces", "dos procesiones": the count beside a short or plural name
        return beside
    said = len(re.findall(rf"(?<!\w){re.escape(card.name.lower())}(?!\w)", text))
    mine_only = re.search(r"\byou control\b|\bunder your control\b", card.oracle_text, re.I)
    if (
        said > 1
        and not mine_only
        and re.search(r"\b(?:also|too|another|second|tambien|también|otro|otra|segund[oa])\b", text)
    ):
        return said  # an effect on every player's events (Furnace of Rath): each player's copy applies
    return 1


def controller(frame: Frame, card: Card) -> str | None:
    """Who the question says controls `card`: "me", "opponent", or None when it doesn't say or says both."""
    front = card.name.split(" // ")[0].split(",")[0]  # "my Murderous Rider": a two-faced card by its front name
    name = re.escape(fold(front))
    article = r"(?:an? |the |el |la |los |las |un |una |su |sus )?(?:own |propi[oa]s? )?(?:two |2 |both |dos |ambas? )?"
    mine = re.search(rf"\b{_MINE_WORDS} {article}{name}", frame.folded)
    # a legend's epithet between its name and what is said of it: "kalitas, traitor of ghet es del rival"
    epithet = rf"(?:, {re.escape(fold(card.name.split(',', 1)[1]).strip())})?" if "," in card.name else ""
    theirs = (
        re.search(rf"\b{_THEIRS_WORDS} {article}{name}", frame.folded)
        # "la Leyline del rival", "le mato el murderous redcap al pana", "… a mi oponente": the opponent's, said after
        or re.search(
            rf"\b{name}\b[^.,]{{0,20}}\b(?:de mi|del|a mi|al) (?:rival|oponente|opponent|opp|pana|carnal|compa|man|tipo|"
            rf"pibe|chabon)\b",
            frame.folded,
        )
        # "the doubling season is my opponent's", "la doubling season es de mi rival"
        or re.search(rf"\b{name}{epithet} (?:is|was|are) (?:my |the )?(?:opponent|opp)'?s\b", frame.folded)
        # "la Parallel Lives es del man de al lado y no mía", "kalitas, traitor of ghet es del rival"
        or re.search(
            rf"\b{name}{epithet} (?:es|era|fuera|fue) (?:de mi |del |de el )(?:rival|oponente|man|pana|tipo|pibe|pata|chango)"
            rf"(?: de (?:al lado|enfrente))?",
            frame.folded,
        )
        # "rival con Teferi en mesa", "opp with Teferi out"
        or re.search(rf"\b(?:rival|oponente|opponent|opp) (?:con|with) {article}{name}", frame.folded)
        # "la Anointed Procession la controla mi rival", "the procession is controlled by my opponent"
        or re.search(
            rf"\b{name}\b[^.,]{{0,8}}\b(?:(?:la |lo )?(?:controla|tiene) (?:mi |el |un )?(?:rival|oponente)|"
            rf"(?:is|was) controlled by (?:my |the |an )?(?:opponent|opp)\b)",
            frame.folded,
        )
    )
    if not mine and not theirs:
        # "torbran, thane of red fell is on my side", "the anthem is mine"
        mine = re.search(
            rf"\b{name}\b[^.;?]{{0,30}}?\b(?:is|are) (?:on my side|mine|under my control)\b|"
            rf"\b{name}\b[^.;?]{{0,30}}?\b(?:esta|es) (?:de mi lado|en mi lado|mi[oa])\b",
            frame.folded,
        )
    last = re.escape(fold(front).split()[-1])
    if not mine and not theirs and " " in front and len(last) >= 4:
        # "my kichen finks": a misspelt first word, the last word said after "my"
        mine = re.search(rf"\b{_MINE_WORDS} {article}\w+ {last}\b", frame.folded)
        theirs = re.search(rf"\b{_THEIRS_WORDS} {article}\w+ {last}\b", frame.folded)
    if not mine and not theirs:
        # "i control hardened scales and doubling season": the second card of the list is mine too
        mine = re.search(
            rf"\b(?:i (?:control|have)|controlo|tengo) (?:(?!opponent|opp\b|rival|oponente|they|he|she)[^.,;?]){{1,40}}?"
            rf"(?:,|\band|\by) {article}{name}",
            frame.folded,
        )
        # "mi rival tiene doubling season y hardened scales": the second card of their list is theirs too
        theirs = re.search(
            rf"\b(?:opponent|opp|rival|oponente) (?:controls|has|tiene|controla) "
            rf"(?:(?!\bi\b|\byo\b|\bmy\b|\bmi\b)[^.,;?]){{1,40}}?(?:,|\band|\by) {article}{name}",
            frame.folded,
        )
        if mine and theirs:
            return None
    # "oppo has Narset … Narset was mine": a follow-up's changed controller, stated after the first telling
    stated = re.search(
        rf"\b{name} (?:is|was|were) (?:mine|my own)\b|\b{name} (?:es|era|fuera|fue) (?:mia|mio)\b", frame.folded
    )
    if stated and theirs and stated.start() > theirs.start():
        return "me"
    if theirs and _BOTH_MINE.search(frame.folded, theirs.end()):
        return "me"  # "… my opp is the one controlling Parallel Lives. … while I control both": told again, later
    if mine and theirs:
        # a correction said after the first telling wins: "tengo anointed procession … la controla mi rival y no yo"
        later = theirs if theirs.start() > mine.start() else mine
        if _CORRECTED.match(frame.folded, later.end()):
            return "opponent" if later is theirs else "me"
    if not mine and not theirs and _OPPONENT_SAID.search(frame.folded) and not _FIRST_PERSON.search(frame.folded):
        # "why didnt his cavalier trigger? opp has leyline": told of a player seen from outside, "his" is the side
        # the question takes, the way "my" would be
        mine = re.search(rf"\b(?:his|her) {article}{name}", frame.folded)
    elif not mine and not theirs and _FIRST_PERSON.search(frame.folded) and _OPPONENT_SAID.search(frame.folded):
        # "en el mantenimiento del rival … mi Black Vise y su Ivory Tower": the asker tells of the opponent, so "his"
        # is the opponent's (without an opponent said, "su Rancor" is as likely the creature's own)
        short = rf"|{last}\b" if len(last) >= 4 else ""  # "his efreet" for Ifh-Bíff Efreet
        theirs = re.search(rf"\b(?:his|her|su|sus) {article}(?:{name}{short})", frame.folded)
    if bool(mine) == bool(theirs):
        return None
    return "me" if mine else "opponent"


_OPPONENT_SAID = re.compile(r"\b(?:opp|opps|opponent|opponents|rival|oponente)\b")
_FIRST_PERSON = re.compile(r"\b(?:i|i'?m|im|i'?ve|my|me|mine|mi|mis|yo|tengo|controlo)\b")


#: the asker says, later, that they control every one of them: "while I control both", "y controlo las dos"
_BOTH_MINE = re.compile(
    r"\b(?:i (?:control|have) (?:both|them both|all of them|all three)|(?:controlo|tengo) (?:ambas|ambos|las dos|los dos))\b"
)
#: a telling that corrects an earlier one: "… la controla mi rival y no yo", "… is my opponent's, not mine"
_CORRECTED = re.compile(
    r"\W*(?:y no (?:yo|el|ella|mi rival|mi oponente|mia|mio)\b|not (?:me|mine|them|theirs)\b|instead\b|en vez\b|"
    r"\((?:just|only) one\)|\(solo una?\))"
)


_IF_X_AT_LEAST = re.compile(r"\bif x is (\d+) or (?:more|greater)\b", re.I)


def says_on_line(card: Card, pattern: re.Pattern[str], folded: str) -> bool:
    """The card's Oracle text says `pattern` on a line whose "If X is 5 or more" (Banefire) holds for the X the
    question gives; a condition the question leaves open counts as holding."""
    for line in card.oracle_text.split("\n"):
        if not pattern.search(line):
            continue
        needs, x = _IF_X_AT_LEAST.search(line), x_said(folded)
        if needs is None or x is None or x >= int(needs[1]):
            return True
    return False


#: poison counters a player is said to have: "tiene 8 contadores de veneno", "9 venenos", "has 9 poison counters"
POISON_SAID = re.compile(
    r"\b(\d+) (?:poison(?: counters?)?|contadores de veneno|(?:de )?venenos?)\b|\bat (\d+) poison\b"
)


def poison_said(folded: str) -> int | None:
    """The poison counters the (folded) question gives a player, if any."""
    found = POISON_SAID.search(folded)
    return int(found[1] or found[2]) if found else None


#: a permanent's own dies trigger, its effect in group 1: "When Kokusho, the Evening Star dies, each opponent loses 5 life"
DIES_ABILITY = re.compile(r"^(?:[\w' -]{3,30} — )?when [^\n.]*? dies, ([^\n]*)", re.I | re.M)


#: a permanent said to be the opponent's by its side of the table: "Narset on their side", "del lado del rival"
THEIR_SIDE = re.compile(
    r"\bon (?:their|his|her|(?:my )?opp(?:onent)?'?s) side\b|\b(?:del|en el) lado (?:del|de mi) (?:rival|oponente)\b"
)


def self_replacement(card: Card) -> str | None:
    """The card's replacement of its own event, "If Darksteel Colossus would be put into a graveyard from anywhere,
    …": the sentence, or None."""
    names = "|".join(re.escape(name) for name in {card.name, card.name.split(",")[0]})
    found = re.search(rf"\bif (?:{names}) would\b[^.]*", card.oracle_text, re.I)
    return found[0] if found else None


#: a permanent's trigger that counters the spell cast: "Whenever a player casts a spell with mana value equal to …,
#: counter that spell." (Chalice of the Void)
COUNTERING_TRIGGER = re.compile(r"^whenever [^\n]*\bcasts? [^\n]*, counter that spell\b", re.I | re.M)


def count_told(frame: Frame, card: Card) -> re.Match[str] | None:
    """The number a counting permanent is said to be on, the one said last (group 1): "Chalice on 2", "chalice at
    x=1", "Chalice with 1 charge counter … The chalice had 2 counters." is on 2."""
    head = re.escape(fold(card.name.split(" of ")[0]))
    told = [
        *re.finditer(
            rf"\b{head}\w*(?: of the void)?\s+(?:is |are |'s |esta |sits )?(?:on|at|en|a|con|for|set to|para|with x|"
            rf"con x|x)\s*=?\s*{COUNT_GROUP}\b",
            frame.folded,
        ),
        *re.finditer(
            rf"\b{head}\w*[^.?]{{0,30}}?\b{COUNT_GROUP} (?:charge )?(?:counters?|contadores?)\b", frame.folded
        ),
    ]
    return max(told, key=lambda m: m.start()) if told else None


#: the question asks whether a creature dies, or whether it survives (folded text)
ASKS_DIES = re.compile(r"\bdie|\bkill|\bdestroy|\bmuer|\bmori|\bmata|destru|\bletal|\blethal|\bse (?:lo|la) carga\b")
ASKS_SURVIVES = re.compile(r"surviv|sobreviv|\blive\b|\bse salvan?\b|\b(?:is|gets?) saved\b")


#: the asker gains life with a spell that could also prevent (Healing Salve): "for 3 life", "to gain 3", "ganar 3
#: vidas", "i healing salve myself back to 40", "to go to 41", "respond with healing salve for 3?" (no damage said)
GAIN_SAID = re.compile(
    r"\bfor \d+ life\b|\b(?:to gain|gain|gaining|ganar|gano|para ganar) \d+(?: life| vidas?)?\b|"
    r"\b(?:back|up) to \d+\b|\bto go to \d+\b|\bfor \d+(?=\s*[.?!,;]|$)|\bsubo a \d+\b"
)


#: a card that arrives only after the spell that moved a creature resolved: "I flash in the Priest after Reanimate
#: resolves", "después de que se resuelva el Reanimate"
ARRIVES_AFTER = re.compile(
    r"\bafter (?:\w+ ){1,3}(?:resolves|resolved|has resolved)\b|\bdespues de que (?:\w+ ){1,3}(?:se )?resuelv\w*"
)
#: the question asks whether something may be done: "can I", "could they", "¿puedo…?", "¿podría…?"
CAN_SAID = re.compile(r"\b(?:can|could|may)\b|\bpued\w*|\bpodr\w*")


_REMOVAL_TEXT = re.compile(
    r"\b(?:destroy|exile|return) target\b[^.]*\b(?:creature|permanent)|\bdeals \d+ damage to (?:any target|target creature)",
    re.I,
)


def removal_named(frame: Frame) -> bool:
    """A named instant or sorcery that removes a creature ("i k-command the strix"): removal said by the card."""
    return any(
        ("Instant" in c.type_line or "Sorcery" in c.type_line) and _REMOVAL_TEXT.search(c.oracle_text)
        for c in frame.cards
    )


def targets_a_permanent(card: Card) -> bool:
    """The card's text targets something other than players ("target creature", "any target"), not only "target
    player" or "target opponent" (Diabolic Edict)."""
    aimed = re.findall(r"\btargets?\b(?: (\w+))?", rules_text(card).lower())
    return bool(aimed) and any(word not in ("player", "players", "opponent", "opponents") for word in aimed)


def kicked_pump_said(frame: Frame) -> bool:
    """A pump spell said to be kicked ("a kicked Gift of Growth"): it gets more ("+4/+4 instead"), which the P/T
    readings don't add."""
    return any(
        "was kicked" in c.oracle_text
        and is_spell_card(c)
        and re.search(rf"(?<!un)kicked (?:\w+ )?(?:{name_pattern(c)})", frame.folded) is not None
        for c in frame.cards
    )


def printed_keyword(card: Card, *keywords: str) -> bool:
    """The card's Oracle text has one of these keywords on a keyword line ("Flying, deathtouch"), not in a sentence
    that merely names it ("creatures with deathtouch you control")."""
    words = "|".join(re.escape(keyword) for keyword in keywords)
    return re.search(rf"^(?:[\w ]+, )*(?:{words})\b", rules_text(card), re.I | re.M) is not None


def rules_text(card: Card) -> str:
    """The card's Oracle text without its reminder text (in parentheses), which the rules don't read: menace's
    "(This creature can't be blocked except by two or more creatures.)" is no "can't be blocked"."""
    return re.sub(r"\([^)]*\)", "", card.oracle_text)


#: an anthem for its controller's creatures: "Creatures you control get +1/+1." (Glorious Anthem)
#: the Spanish card-type nouns, singular ("artefacto"), for counts told in Spanish ("se destruyen 3 artefactos")
TYPE_ES = {"artifact": "artefacto", "creature": "criatura", "land": "tierra", "enchantment": "encantamiento"}
ANTHEM = re.compile(r"^creatures you control get \+(\d+)/\+(\d+)\.", re.I | re.M)


_PLAYERS = r"(\d|two|three|four|five|six|dos|tres|cuatro|cinco|seis)"
#: how many players the game has: "somos 4", "4-player", "a 4 player game", "mesa de 4", "partida a 4"; or how many
#: opponents: "3 opponents", "tres rivales"
_PLAYER_COUNT = re.compile(
    rf"\bsomos {_PLAYERS}\b|\b{_PLAYERS}[- ]player\b|\b(?:partida|mesa|pod) (?:a|de) {_PLAYERS}\b|"
    rf"\b{_PLAYERS} (?:players|jugadores)\b"
)
_OPPONENT_COUNT = re.compile(rf"\b{_PLAYERS} (?:opponents|opps|oponentes|rivales)\b")


def opponents_said(folded: str) -> int | None:
    """How many opponents the question's game has: the players said minus the asker, or the opponents said."""
    if (players := _PLAYER_COUNT.search(folded)) is not None:
        count = number(next(g for g in players.groups() if g))
        return count - 1 if count and count >= 2 else None
    if (opponents := _OPPONENT_COUNT.search(folded)) is not None:
        return number(opponents[1])
    return None
