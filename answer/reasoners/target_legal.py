"""Can this spell even target that card? (601.2c, 115.1a): a spell's "target nonblack creature" or "target artifact or
enchantment" describes what may be chosen, and a card its printed colours or types keep out can't be chosen at all:
"can I Doom Blade a Vampire Nighthawk?" is no. A card that fits the words is a legal target only when nothing on it
or said in the question (hexproof, protection, indestructible, a response) may still stop the spell; those are other
reasoners', as are a counterspell's "target … spell" (the countering reasoner). Fires for a yes/no "can I …" naming
one targeting spell and one other card."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Verdict, answered, card_colors, is_spell_card
from answer.reasoners.protection import COLORS
from ingest.lexicon import fold
from ingest.models import Card

_QUALIFIER = r"(?:non)?(?:white|blue|black|red|green|artifact|creature|enchantment|land|planeswalker)"
#: "target nonartifact, nonblack creature", "target noncreature spell", "target artifact or enchantment"
_TARGET = re.compile(
    rf"\btarget ((?:{_QUALIFIER},? )*)(creature|spell|permanent|artifact|enchantment|planeswalker|land)"
    r"(?: or (creature|planeswalker|enchantment|artifact|land))?\b(?! (?:card|you control|an opponent controls))",
    re.I,
)
#: what may still stop a spell aimed at a card that fits its words: read by other reasoners
_HURDLES = re.compile(
    r"hexproof|shroud|protection|indestructible|\bward\b|can[’']t be (?:the )?target|can[’']t be countered|"
    r"regenerate|split second|phasing",
    re.I,
)
_HURDLES_SAID = re.compile(
    r"hexproof|shroud|protection|\bpro\b|indestructible|\bward\b|antimaleficio|protecci|custodia|"
    r"in response|respon|\btapped\b|\bflash|on the stack|en la pila|\bcopy|\bcopia|\bcontrol|\bsteal|\brob"
)


def _colors(card: Card) -> set[str]:
    """The card's colors by name ("white", …)."""
    symbols = card_colors(card)
    return {color for color, symbol in COLORS.items() if symbol in symbols}


def _misfit(card: Card, qualifiers: list[str], nouns: set[str]) -> tuple[str, str] | None:
    """The first word of the spell's target phrase the card fails, as (i18n key, the word): None when it fits."""
    types = card.type_line.lower()
    if not nouns & {"spell", "permanent"} and not any(noun in types for noun in nouns):
        return "target_legal.not_type", " ".join(sorted(nouns))
    for word in qualifiers:
        negated = word.startswith("non")
        bare = word[3:] if negated else word
        has = bare in _colors(card) if bare in COLORS else bare in types
        if has == negated:
            kind = "color" if bare in COLORS else "type"
            return f"target_legal.{'is' if negated else 'not'}_{kind}", bare
    return None


#: the ask is about aiming the spell at the card: a targeting verb, or the spell's name used as the verb
_AIMS = re.compile(
    r"\b(?:target|kill|destroy|exile|counter|hit|matar|mato|destruir|exiliar|contrarrestar|apuntar|objetivo)\w*"
)
#: the ask is about something else the card or the spell does: the target isn't what is asked
_OTHER_ASK = re.compile(
    r"\btrigger|\babilit|\bhabilidad|\betb\b|\bdispar|\btap\b|\bgir|\battack|\bata[cq]|\bblock|\bbloque|\bequip|"
    r"\bface|\bboca\b|\bmorph|\bmana\b|\bfree\b|\bgratis\b|\bpitch|\bcop(?:y|ia)|\bsac\w*|\bcommand|\bmando\b|"
    r"\bhand\b|\bmano\b|\blibrary|\bbiblioteca|\bdraw|\brob[oa]\b|\bdamage\b|\bdano\b|\blife\b|\bvida|\bcast\w* it\b|"
    r"\bin response\b|\ben respuesta\b|\bstill\b|\btodavia\b|\bigual\b"
)


def _aimed(frame: Frame, spell: Card, card: Card) -> bool:
    """The asked clause names both and aims the spell at the card: "can I Doom Blade their Nighthawk?", "¿puedo
    matar un Vampire Nighthawk con Doom Blade?", and asks nothing else about them."""
    clause = frame.clause or frame.asked
    if _OTHER_ASK.search(clause):
        return False
    spell_words = fold(spell.name).split()
    card_words = [w for w in fold(card.name.split(",")[0]).split() if len(w) > 3] or fold(card.name).split()
    if not (
        any(re.search(rf"\b{re.escape(w)}", clause) for w in spell_words if len(w) > 3) or spell.name.lower() in clause
    ):
        return False
    if not any(re.search(rf"\b{re.escape(w)}", clause) for w in card_words):
        return False
    as_verb = re.search(rf"\b(?:can|could|may) (?:i|you|we)(?: even)? {re.escape(spell_words[0])}", clause)
    return bool(as_verb or _AIMS.search(clause))


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not CAN_SAID.search(frame.asked):
        return None
    spells = [c for c in frame.cards if is_spell_card(c) and _TARGET.search(c.oracle_text)]
    others = [c for c in frame.cards if c not in spells and not is_spell_card(c)]
    if len(spells) != 1 or len(others) != 1 or len(frame.cards) != 2:
        return None
    spell, card = spells[0], others[0]
    if not _aimed(frame, spell, card):
        return None
    if card.faces or "//" in card.name:
        return None  # two faces, two sets of characteristics
    phrases = list(_TARGET.finditer(spell.oracle_text))
    if len(phrases) != 1:
        return None  # several targets or modes: which one is asked is not read here
    found = phrases[0]
    qualifiers = [w.strip(", ").lower() for w in found[1].split() if w.strip(", ")]
    nouns = {found[2].lower(), *([found[3].lower()] if found[3] else [])}
    if "spell" in nouns:
        return None  # a counterspell's target: the countering reasoner reads spells on the stack
    misfit = _misfit(card, qualifiers, nouns)
    lang = frame.lang
    phrase = found[0][len("target ") :]
    rule = cite("601.2c", r"appropriate object or player for each target", r"objetivo")
    if misfit is None:
        if not re.match(r"[.,]", spell.oracle_text[found.end() :]):
            return None  # "… with mana value 3 or less", "… that attacked this turn": more words than read here
        if _HURDLES.search(card.oracle_text) or _HURDLES_SAID.search(frame.folded):
            return None  # it fits the words, but something else may still stop the spell
        finding = t(lang, "target_legal.can", spell=spell.name, phrase=phrase, card=card.name)
        return answered("yes", finding, rule, cite, (spell, card), "target_legal")
    key, word = misfit
    words = [t(lang, f"target_legal.word.{w}") if lang == "es" else w for w in word.split()]
    what = t(lang, "target_legal.either", a=words[0], b=words[1]) if len(words) == 2 else words[0]
    article = "an" if what[:1] in "aeiou" else "a"
    reason_text = t(lang, key, card=card.name, word=what, a=article)
    finding = t(lang, "target_legal.cant", spell=spell.name, phrase=phrase, reason=reason_text)
    return answered("no", finding, rule, cite, (spell, card), "target_legal")
