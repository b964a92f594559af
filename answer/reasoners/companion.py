"""A companion's deck condition (702.139a): a companion can be revealed only if the starting deck fulfils its
condition, read card by card for the conditions a single named card can break (Lurrus: permanent cards of mana
value 2 or less; Gyruda: even mana values; Obosh: odd mana values or lands; Keruga: 3 or greater or lands;
Jegantha: no mana symbol twice in a mana cost; Kaheera: its creature types), and Yorion's deck size (twenty more
than the minimum). Fires only for a named companion, and a yes/no question whether another named card can be in
the deck with it, or how many cards a deck with Yorion needs."""

from __future__ import annotations

import re
from collections import Counter

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import OPPONENT_ASKED, Citer, Verdict, answered, mana_value
from ingest.models import Card

_COMPANION = re.compile(r"^Companion — (.+?)\.", re.M)
_SAID = re.compile(r"\bcompanion\b|\bcompan(?:ero|era)\b|\bde companero\b")
_PERMANENT = re.compile(r"\b(?:Creature|Artifact|Enchantment|Planeswalker|Land|Battle)\b")
_KAHEERA_TYPES = re.compile(r"\b(?:Cat|Elemental|Nightmare|Dinosaur|Beast)\b")
#: asks whether the card can be in the deck: "can I have X in my deck", "¿puedo tener X en el mazo?", "legal"
_ASKS_IN_DECK = re.compile(
    r"\b(?:can|could|may)\b[^?]{0,30}\b(?:have|run|play|include|put|use)\b|\blegal\b|\ballowed\b|"
    r"\b(?:puedo|puede|podria)\b[^?]{0,30}\b(?:tener|llevar|jugar|meter|incluir|usar|poner)\b|\bvale\b"
)
#: not the asker's starting deck with it as companion: the sideboard, the opponent's companion, played as a card
_NOT_THIS = re.compile(
    r"\bsideboard\w*|\bbanquillo\b|\bside\b|"
    + OPPONENT_ASKED.pattern
    + r"|\bnot as (?:a |my )?companion\b|\bno (?:como|de) companero\b|"
    r"\bas a normal card\b|\bcomo carta normal\b|\bin my deck as\b"
)
_COMMANDER_OR_MOST = re.compile(
    r"\bcommander\b|\bcomandante\b|\bedh\b|\bat most\b|\bmaximum\b|\bmaximo\b|\bcomo mucho\b"
)
_DECK_SAID = re.compile(
    r"\bdecks?\b|\bmazos?\b|\bbaraja\b|\bdecklist\b|\blista\b|\b(?:in|en) (?:the |my |el |mi )?main(?:deck)?\b|\bmaindeck\b"
)
_HOW_MANY_CARDS = re.compile(r"\bhow many cards\b|\bcuantas cartas\b|\bminimum\b|\bminimo\b")
_LIMITED = re.compile(r"\blimited\b|\blimitado\b|\bdraft\b|\bsealed\b|\bsellado\b|\bcube\b|\bcubo\b")


def _deck_cost(card: Card) -> str:
    """The mana cost a card has in a deck: a split card's halves combined (709.4), an Adventure or a modal
    double-faced card's front face only (715.4, 712.8a)."""
    halves = card.type_line.split(" // ")
    split = len(halves) > 1 and all(re.match(r"(?:Instant|Sorcery)\b", half) for half in halves)
    split = split and "Adventure" not in card.type_line
    return card.mana_cost.replace(" // ", "") if split else card.mana_cost.split(" // ")[0]


def _fits(condition: str, card: Card) -> bool | None:
    """Whether one card fits the companion's condition; None for a condition one card doesn't decide."""
    type_line = card.type_line.split(" // ")[0]
    value = mana_value(_deck_cost(card))
    land = "Land" in type_line
    if "permanent card in your starting deck has converted mana cost 2 or less" in condition:
        return not _PERMANENT.search(type_line) or value <= 2
    if "even converted mana costs" in condition:
        return value % 2 == 0
    if "odd converted mana costs and land cards" in condition:
        return land or value % 2 == 1
    if "converted mana cost 3 or greater and land cards" in condition:
        return land or value >= 3
    if "more than one of the same mana symbol" in condition:
        return all(n == 1 for n in Counter(re.findall(r"\{[^}]+\}", _deck_cost(card))).values())
    if "Cat, Elemental, Nightmare, Dinosaur, or Beast" in condition:
        # changeling is every creature type in every zone (702.73a)
        changeling = re.search(r"^changeling\b", card.oracle_text, re.I | re.M)
        return "Creature" not in type_line or bool(_KAHEERA_TYPES.search(type_line) or changeling)
    return None


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    companions = [(c, m[1]) for c in frame.cards if (m := _COMPANION.search(c.oracle_text))]
    if len(companions) != 1 or not _SAID.search(frame.folded):
        return None
    companion, condition = companions[0]
    clause = frame.clause or frame.asked
    if _NOT_THIS.search(frame.folded):
        return None  # the sideboard, the opponent's deck, the companion played as a normal card: not the condition
    rule = cite("702.139a", r"whose companion condition is fulfilled|condition is fulfilled", r"")
    # "can i run yorion as my companion? how many cards does my deck need": the count asked in a second question
    count_asked = (frame.qtype is QType.HOW_MANY and _HOW_MANY_CARDS.search(clause)) or (
        frame.qtype is QType.YES_NO and _HOW_MANY_CARDS.search(frame.folded)
    )
    size = re.search(r"\b(\d{2,3})(?:[- ]cards?\b| cartas\b)", frame.folded)
    # "in modern, can yorion be my companion if my deck has 60 cards?": the count said, checked against the minimum
    size_checked = size is not None and frame.qtype is QType.YES_NO and not count_asked
    if "twenty cards more than the minimum" in condition and (count_asked or size_checked):
        if len(frame.cards) != 1 or _COMMANDER_OR_MOST.search(frame.folded):
            return None  # a Commander deck is exactly 100: Yorion's condition can't be met there
        n = 60 if _LIMITED.search(frame.folded) else 80
        finding = t(frame.lang, "companion.yorion", card=companion.name, n=str(n), minimum=str(n - 20))
        if size_checked and size is not None:
            opener: str | None = "yes" if int(size[1]) >= n else "no"
        else:
            opener = "yes" if frame.qtype is QType.YES_NO else None
        return answered(opener, finding, rule, cite, (companion,), "companion")
    others = [c for c in frame.cards if c is not companion]
    if frame.qtype is not QType.YES_NO or len(others) != 1 or not _ASKS_IN_DECK.search(clause):
        return None
    if not _DECK_SAID.search(frame.folded):
        return None  # "can I pay {3} to put my companion Lurrus into my hand?": not what the deck may hold
    fits = _fits(condition, others[0])
    if fits is None:
        return None
    key = "companion.fits" if fits else "companion.breaks"
    card = others[0]
    cost = _deck_cost(card)
    finding = t(frame.lang, key, card=card.name, cost=cost, mv=str(mana_value(cost)), companion=companion.name,
                condition=condition)  # fmt: skip
    return answered("yes" if fits else "no", finding, rule, cite, (companion, card), "companion")
