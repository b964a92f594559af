"""A token that left the battlefield (111.7, 111.8): it ceases to exist the next time state-based actions are checked,
so it can't be cast from a hand, return, or be played again. Fires only for a question about a token sent to a hand,
a graveyard or exile that asks whether it can be cast, played or brought back; not for a card copying a token
(Clone copying a Wurm token is a card)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import FLICKER, FLICKER_WORDS, TOKEN_SAID, Citer, Step, Verdict, answered, ids

_LEFT = re.compile(
    r"\bunsummon\w*|\bbounce\w*|to (my|the|its owner'?s?|their) hand|\bexile\w*|\bdies\b|\bdied\b|\bgraveyard|"
    r"\ba (la|mi) mano|\bdevuelv\w*|\bexili\w*|\bmuere\b|\bmurio\b|\bcementerio|\bsacrifi\w*|\bsac(?:ed|ked|s)?\b"
)
_AGAIN = re.compile(
    r"\b(cast|play|replay|recast|return|come back|get it back|reanimat\w*)\b|\b(lanzar|jugar|volver|vuelve|recuper\w*|"
    r"reanim\w*|devolver|revivir)(?:la|lo|las|los)?\b"
)
#: asks whether it stops existing: "does it cease to exist?", "¿deja de existir?"
_CEASES = re.compile(r"\bceas\w* to exist|\bdej\w* de existir|\bdisappear\w*|\bdesaparec\w*|\bvanish\w*")
_DEVUELVE = re.compile(r"\bdevuelv\w*|\bexil\w*")
#: a named spell that returns permanents to their owners' hands (Cyclonic Rift, Evacuation)
_BOUNCES = re.compile(r"\breturn [^.]*to (?:its|their) owners?[’']s? hands?", re.I)
_COPIER = re.compile(r"\bas a copy of\b|\bcopy of\b", re.I)
_TO_HAND = re.compile(r"\bunsummon\w*|\bbounce\w*|\brebot\w*|\bhand\b|\bmano\b")
#: a flicker spell: "Exile target … creature you control, then return it/that card to the battlefield" (Ephemerate)


#: a token dying, asked whether a dies trigger sees it: "si muere una ficha de criatura se dispara blood artist?"
_TOKEN_DIES = re.compile(
    r"\b(?:tokens?|fichas?)\b[^.?]{0,40}\b(?:dies|die|died|dying|muere|mueren|murio)\b|"
    r"\b(?:dies|die|died|muere|mueren|murio)\b[^.?]{0,25}\b(?:tokens?|fichas?)\b"
)
_ASKS_TRIGGER = re.compile(
    r"\btrigger\w*|\bdispar\w*|\bcount\w*|\bcuenta\w*|\bgraveyard\b|\bcementerio\b|\bstill draw\b|\bsigo robando\b|"
    r"\brobo (?:igual|las|2|dos)\b"
)
_OTHER_WAY = re.compile(r"\bexil\w*|\bbounce\w*|\bunsummon\w*|\bhand\b|\bmano\b|\bcopy|\bcopi\w*")


def _token_dies(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Does Blood Artist trigger when a token dies?" Yes: a token goes to the graveyard like any creature (it has
    died) and only then ceases to exist."""
    # "cuando muere una ficha, ¿se dispara…?" reads as a "when" question; it asks yes or no
    if frame.qtype not in (QType.YES_NO, QType.WHEN) or not _TOKEN_DIES.search(frame.folded):
        return None
    if _OTHER_WAY.search(frame.folded):
        return None
    if not _ASKS_TRIGGER.search(frame.clause or frame.asked):
        return None
    dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
    gone = cite("111.7", r"ceases to exist", r"deja de existir")
    finding = t(frame.lang, "token.dies") + ids(dies, gone)
    steps = [Step(finding, tuple(r for r in (dies, gone) if r))]
    # "tokens don't actually go to the graveyard, right?": a Yes or No would be read either way; the fact answers
    # "…does Blood Artist trigger? Tokens don't really go to the graveyard right?": the first ask decides; a
    # negated aside before a plain ask ("tokens dont go there tho so do i still draw 2?") doesn't
    negation = r"\b(?:don'?t|doesn'?t|do not|does not|never|no van|no va)\b"
    first_asked = frame.folded.split("?", 1)[0]
    negated = re.search(negation, first_asked) and re.search(negation, frame.clause or frame.asked)
    opener = "" if negated else t(frame.lang, "yes") + " "
    return Verdict(opener + finding, steps, cite.quotes, frame.cards, "token_gone")


#: "does a token count as a card?", "¿una ficha cuenta como carta?", "is a token a card?"
_ASKS_CARD = re.compile(
    r"\b(?:token|ficha)s?\b[^?]{0,20}\b(?:count\w* as|is|are|es|son|cuenta\w* como) (?:an? |una? )?(?:cards?|cartas?)\b|"
    r"\b(?:is|es) (?:an? |una )?(?:token|ficha) (?:an? |una )?(?:card|carta)\b"
)


#: an instant or sorcery that makes creature tokens (Raise the Alarm): "the soldiers" it made are tokens
_MAKES_TOKENS = re.compile(r"\bcreate[s]? [^.]*\bcreature tokens?\b", re.I)


def _tokens_told(frame: Frame) -> bool:
    """Tokens said, or made by a named instant or sorcery ("opp made 2 soldiers with Raise the Alarm")."""
    return bool(TOKEN_SAID.search(frame.folded)) or any(
        _MAKES_TOKENS.search(c.oracle_text) and re.search(r"\bInstant\b|\bSorcery\b", c.type_line) for c in frame.cards
    )


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    dying = _token_dies(frame, cite)
    if dying is not None:
        return dying
    if frame.qtype is QType.YES_NO and _ASKS_CARD.search(frame.clause or frame.asked):
        # a token is a marker for a permanent no card represents (111.1): it isn't a card
        rule = cite("111.1", r"isn’t represented by a card", r"carta")
        return answered("no", t(frame.lang, "token.not_a_card"), rule, cite, (), "token_gone")
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS) or not _tokens_told(frame):
        return None
    flickered = FLICKER_WORDS.search(frame.folded) or any(FLICKER.search(c.oracle_text) for c in frame.cards)
    bounced = not flickered and any(_BOUNCES.search(c.oracle_text) for c in frame.cards)  # Cyclonic Rift
    if not (_LEFT.search(frame.folded) or flickered or bounced):
        return None
    # "¿qué pasa con una ficha si me la devuelven a la mano?"; not "when it dies" (it does reach the graveyard)
    what = frame.qtype is QType.WHAT_HAPPENS and bool(
        _TO_HAND.search(frame.folded)
        or _DEVUELVE.search(frame.folded)
        or bounced
        or (flickered and not _AGAIN.search(frame.folded))
    )
    ceases = _CEASES.search(frame.clause or frame.asked)
    if ceases and re.search(r"\s(?:or|o)\s", frame.clause or frame.asked):
        return None  # "¿vuelve o desaparece?": which of the two, not yes or no
    if not (what or _AGAIN.search(frame.clause or frame.asked) or ceases):
        return None
    copier = next((c for c in frame.cards if _COPIER.search(c.oracle_text) and "Creature" in c.type_line), None)
    if copier is not None:
        # "I Clone their token and Clone gets bounced: back to my hand?": a card copying a token is still a card
        if not (_LEFT.search(frame.folded) and _TO_HAND.search(frame.folded)) or flickered:
            return None
        rule = cite("707.2", r"The copiable values are", r"")
        finding = t(frame.lang, "token.copier_card", card=copier.name) + ids(rule)
        steps = [Step(finding, (rule,) if rule else ())]
        opener = t(frame.lang, "no" if ceases else "yes")
        return Verdict(opener + " " + finding, steps, cite.quotes, frame.cards, "token_gone")
    gone = cite("111.7", r"ceases to exist", r"deja de existir")
    stuck = cite("111.8", r"can’t move to another zone or come back", r"no puede")
    finding = t(frame.lang, "token.gone") + ids(gone, stuck)
    steps = [Step(finding, tuple(r for r in (gone, stuck) if r))]
    text = finding if what else t(frame.lang, "yes" if ceases else "no") + " " + finding
    return Verdict(text, steps, cite.quotes, frame.cards, "token_gone")
