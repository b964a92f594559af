"""Deck construction numbers (100.2a–b, 903.5a–b): a Commander deck is exactly 100 cards, commander included, one
copy of each card but basic lands; a constructed deck is at least 60 cards with at most four copies of a card (basic
lands aside); a limited deck at least 40. Fires only for a card-free question that asks one of these numbers, or a
yes/no question whether a deck may hold a stated number of copies ("¿puedo llevar dos copias en Commander?"), unless a
named card says how many a deck can have (Relentless Rats)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import BRAWL_SAID, COMMANDER_WORDS, Citer, Verdict, answered, name_pattern, named_in
from answer.text import COUNT_GROUP, number

_DECK = re.compile(r"\bdecks?\b|\bmazos?\b|\bbaraja\w*")
_COMMANDER = re.compile(COMMANDER_WORDS + r"|\bedh\b")
#: the singleton formats: Commander, and Brawl, which uses its deck rules (903.12a)
_SINGLETON = re.compile(COMMANDER_WORDS + r"|\bedh\b|\bbrawl\b")
_LIMITED = re.compile(r"\blimited\b|\blimitado\b|\bdraft\b|\bsealed\b|\bsellado\b")
_CONSTRUCTED = re.compile(r"\b(?:modern|standard|estandar|legacy|vintage|pioneer|pauper|constructed|construido)\b")
_COPIES = re.compile(r"\bcop(?:y|ies)\b|\bcopias?\b|\bof the same card\b|\bde la misma carta\b|\bduplicates?\b")
#: "dos copias de la misma carta", "4 copies of": the number of copies a yes/no question asks about
_COUNTED_COPIES = re.compile(rf"\b{COUNT_GROUP}\s+(?:cop(?:y|ies)|copias?)\b")
#: a basic land the question doesn't set aside ("que no sea tierra básica", "other than basic lands")
_BASIC = re.compile(r"\bbasic|\bbasica")
_NOT_BASIC = re.compile(
    r"\bnon-?basic|\bother than (?:a )?basic|\bno sea\w* (?:una )?tierras? basica|\bnot (?:a )?basic|"
    r"\bque no (?:sea|son) (?:una )?tierras? basica|\bexcept (?:for )?basic|\bsalvo (?:las )?tierras? basica|"
    r"\bsi no (?:es|son) (?:una )?tierras? basica|\bif (?:it'?s|it is|they'?re) not (?:a )?basic"
)
_SIZE = re.compile(r"\bhow many cards\b|\bcuantas cartas\b|\bdeck size\b|\btamano del mazo\b|\bminimum\b|\bminimo\b")


_SIDEBOARD = re.compile(r"\bsideboard\w*|\bbanquillo\b|\bside\b")
_FIFTH = re.compile(r"\bfifth\b|\b5th\b|\bquint[oa]\b|\b(?:one|another|una?|otra) (?:more )?(?:copy|copia)\b")


#: copies said in the main deck and in the sideboard: "4 copias en el main y otras 2 en el banquillo"
_IN_MAIN = re.compile(
    rf"\b{COUNT_GROUP} (?:cop(?:y|ies)|copias?)\b[^.?]{{0,30}}\b(?:main(?:deck)?|mazo principal|in (?:the |my )?deck)\b"
)
_IN_SIDE = re.compile(
    rf"\b{COUNT_GROUP} (?:more |other |extra |otras? |mas )?(?:cop(?:y|ies) |copias? )?(?:in (?:the |my )?|en el |en mi )"
    r"(?:sideboard|side|banquillo)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    four = re.search(r"\b(?:4|four|cuatro)\b", frame.folded)
    if frame.qtype is QType.YES_NO and _SIDEBOARD.search(clause) and _FIFTH.search(clause) and four and not frame.cards:
        # "4 copias en el main, ¿puedo tener una quinta en el banquillo?": the limit counts both (100.4a)
        rule = cite("100.4a", r"applies to the combined deck and sideboard", r"")
        return answered("no", t(frame.lang, "deck.sideboard_fifth"), rule, cite, (), "deck_size")
    if (
        _SIDEBOARD.search(clause)
        and _SIDE_SIZE.search(clause)
        and not frame.cards
        and not re.search(r"\bminim\w*|\bat least\b|\bal menos\b|\bneed\b|\bhave to\b|\bdebe\b|\btiene que\b", clause)
    ):
        return _sideboard_size(frame, cite)
    main, side = _IN_MAIN.search(frame.folded), _IN_SIDE.search(frame.folded)
    unlimited = (
        _BASIC.search(frame.folded)
        or _LIMITED.search(frame.folded)
        or any(re.search(r"\bA deck can have\b", c.oracle_text) or "Basic" in c.type_line for c in frame.cards)
    )  # basic lands, limited play, Relentless Rats: no four-copy limit
    if frame.qtype is QType.YES_NO and main and side and not _SINGLETON.search(frame.folded) and not unlimited:
        # "4 copias en el main y otras 2 en el banquillo": the four-card limit counts both together (100.4a)
        total = (number(main[1]) or 0) + (number(side[1]) or 0)
        rule = cite("100.4a", r"applies to the combined deck and sideboard", r"")
        finding = t(frame.lang, "deck.combined", n=str(total))
        return answered("yes" if total <= 4 else "no", finding, rule, cite, (), "deck_size")
    formats = _SINGLETON.search(frame.folded) or _CONSTRUCTED.search(frame.folded)
    if not (_DECK.search(frame.folded) or (formats and _COPIES.search(clause))):
        return None  # "en commander, ¿puedo llevar dos copias…?": the deck is said by its format
    if frame.qtype is QType.YES_NO:
        # a card that says how many copies a deck may have (Relentless Rats, Seven Dwarves) decides for itself
        if any(re.search(r"\bA deck can have\b", card.oracle_text) for card in frame.cards):
            return None
        return _copies_allowed(frame, cite, clause) or _size_allowed(frame, cite)
    # "how many Tarmogoyf can I have in my modern deck?": the copies of a card asked by its name
    by_name = any(
        re.search(rf"\b(?:how many|cuant[oa]s)\s+(?:copies of |copias de )?(?:[\w']+\s+)?(?:{name_pattern(c)})", clause)
        for c in frame.cards
        if name_pattern(c) and "Basic" not in c.type_line
    )
    if any(re.search(r"\bA deck can have\b", c.oracle_text) for c in frame.cards) or (
        not by_name and any(named_in(c, clause) for c in frame.cards)
    ):
        return None  # a card asked about; "pienso jugar 4 Tarmogoyf" told beside the deck's size is no such card
    if _CONSTRUCTED.search(frame.folded) and any(named_in(c, clause) for c in frame.cards):
        return None  # "how many Sol Ring in Vintage?": that format's banned and restricted lists decide (100.6)
    copies_asked = bool(_COPIES.search(clause)) or by_name
    if frame.qtype not in (QType.HOW_MANY, QType.OTHER, QType.WHAT_HAPPENS, QType.DEFINITION):
        return None
    if _SINGLETON.search(frame.folded) and copies_asked:
        rule = cite("903.5b", r"must have a different English name", r"")
        return answered(None, t(frame.lang, "deck.commander_copies"), rule, cite, (), "deck_size")
    if re.search(r"\bbrawl\b", frame.folded) and _SIZE.search(clause):  # "how many cards in a brawl deck?": 60
        rule = cite("903.12d", r"must contain exactly 60 cards", r"")
        return answered(None, t(frame.lang, "deck.brawl_size"), rule, cite, (), "deck_size")
    if _COMMANDER.search(frame.folded):
        if copies_asked:
            rule = cite("903.5b", r"must have a different English name", r"")
            return answered(None, t(frame.lang, "deck.commander_copies"), rule, cite, (), "deck_size")
        if _SIZE.search(clause):
            rule = cite("903.5a", r"exactly 100 cards, including its commander", r"")
            return answered(None, t(frame.lang, "deck.commander_size"), rule, cite, (), "deck_size")
        return None
    if _LIMITED.search(frame.folded):
        if not _SIZE.search(clause):
            return None
        rule = cite("100.2b", r"minimum deck size of 40 cards", r"")
        return answered(None, t(frame.lang, "deck.limited_size"), rule, cite, (), "deck_size")
    rule = cite("100.2a", r"no more than four of any card", r"")
    if copies_asked:
        return answered(None, t(frame.lang, "deck.constructed_copies"), rule, cite, (), "deck_size")
    if _SIZE.search(clause):
        return answered(None, t(frame.lang, "deck.constructed_size"), rule, cite, (), "deck_size")
    return None


#: asks the sideboard's size: "how many cards max in a sideboard?", "¿cuántas cartas máximo en el banquillo?"
_SIDE_SIZE = re.compile(r"\bhow (?:many|big)\b|\bcuant[oa]s\b|\bmax\w*\b|\bmaxim\w*|\blimit\w*|\bsize\b|\btamano\b")


def _sideboard_size(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Pauper: how many cards at most in the sideboard?" 15 in constructed play (100.4a); in limited play every card
    of the pool not in the deck is in the sideboard (100.4b); a Commander game has no sideboard rule of its own."""
    if _SINGLETON.search(frame.folded):
        return None
    if _LIMITED.search(frame.folded):
        rule = cite("100.4b", r"not included in their deck are in that player’s sideboard", r"")
        return answered(None, t(frame.lang, "deck.sideboard_limited"), rule, cite, (), "deck_size")
    rule = cite("100.4a", r"no more than fifteen cards", r"")
    return answered(None, t(frame.lang, "deck.sideboard_size"), rule, cite, (), "deck_size")


def _copies_allowed(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "¿Puedo llevar dos copias de la misma carta en Commander?": no; "can I run 4 copies in Modern?": yes."""
    counted = _COUNTED_COPIES.search(clause)
    copies = number(counted[1]) if counted else None
    if copies is None or (_BASIC.search(frame.folded) and not _NOT_BASIC.search(frame.folded)):
        return None
    if _SINGLETON.search(frame.folded):
        rule, key, limit = cite("903.5b", r"must have a different English name", r""), "deck.commander_copies", 1
    elif _LIMITED.search(frame.folded):
        return None  # limited play has no copy limit of its own
    else:
        rule, key, limit = cite("100.2a", r"no more than four of any card", r""), "deck.constructed_copies", 4
    return answered("yes" if copies <= limit else "no", t(frame.lang, key), rule, cite, (), "deck_size")


#: a deck's size said: "un mazo de 61 cartas", "a 99-card deck", "my deck has 58 cards"
_SIZE_SAID = re.compile(
    r"\b(?:mazo|deck|baraja)(?: de \w+| \w+)? (?:de|with|has|tiene|con) (\d{2,3}) (?:cards|cartas)\b|"
    r"\b(\d{2,3})[- ]cards? deck\b"
)
#: a bare legality question about the deck told before it: "is it legal?", "¿es legal?", "can I play it?"
_BARE_LEGAL = re.compile(
    r"^(?:(?:so|and|y|entonces) )?(?:is (?:it|that|this|my deck) (?:legal|valid|allowed)|(?:es|seria) (?:legal|valido)|"
    r"(?:lo )?puedo jugar(?:lo)?|can i (?:play|use) it|legal)\W*$"
)
_NOT_SIZE = re.compile(r"\bsideboard\w*|\bbanquillo\b|\bproxy\w*|\bproxies\b|\bhistoric\b|\bhistorico\b")
#: the size is asked about (not "my 60-card deck: can I run four copies?")
_SIZE_ASKED = re.compile(r"\b(?:play|use|jugar|usar|legal|valid|valido|allowed|permitid\w*)\b")


def _size_allowed(frame: Frame, cite: Citer) -> Verdict | None:
    """ "¿Puedo jugar brawl con un mazo de 61 cartas?": no, exactly 60 (903.12d); a Commander deck exactly 100
    (903.5a); a constructed deck at least 60 (100.2a), a limited one at least 40 (100.2b)."""
    clause = frame.clause or frame.asked
    last = re.split(r"[.?!]\s+", frame.folded.rstrip("?!. "))[-1]  # "my deck has 59 cards. is it legal?"
    said = _SIZE_SAID.search(clause)
    if said is None and _BARE_LEGAL.search(last) and len(_SIZE_SAID.findall(frame.folded)) == 1:
        said = _SIZE_SAID.search(frame.folded)  # "mi mazo tiene 61 cartas, ¿es legal?": the one deck told, then asked
    if said is None or not (_SIZE_ASKED.search(clause) or _BARE_LEGAL.search(last)) or _NOT_SIZE.search(frame.folded):
        return None  # "in my 60-card deck, can I use proxies?", a sideboard, Historic Brawl: not the size asked
    if frame.cards and not (_COMMANDER.search(frame.folded) and all("Legendary" in c.type_line for c in frame.cards)):
        return None  # a card named but no commander: what the card does with the deck, not its size
    n = int(said[1] or said[2])
    if BRAWL_SAID.search(frame.folded):
        rule, key, legal = cite("903.12d", r"exactly 60 cards", r""), "deck.brawl_size", n == 60
    elif _COMMANDER.search(frame.folded):
        if n == 99 and not re.search(r"\binclud\w*|\bcontando\b|\bincluid\w*|\bcounting\b", frame.folded):
            return None  # "the 99": players count the deck without the commander
        rule, key, legal = cite("903.5a", r"exactly 100 cards", r""), "deck.commander_size", n == 100
    elif _LIMITED.search(frame.folded):
        rule, key, legal = cite("100.2b", r"minimum deck size of 40", r""), "deck.limited_size", n >= 40
    else:
        rule, key, legal = cite("100.2a", r"minimum deck size of 60", r""), "deck.constructed_size", n >= 60
    return answered("yes" if legal else "no", t(frame.lang, key), rule, cite, (), "deck_size")
