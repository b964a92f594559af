"""Whether a permanent "escaped" (702.138b): only a spell cast from a graveyard with escape, and the permanent it
became, escaped; the same card cast from the hand, returned by a flicker (a new object, 400.7) or put onto the
battlefield without being cast (Collected Company) didn't, so its "When this enters, sacrifice it unless it escaped"
(Uro, Kroxa) makes its controller sacrifice it. Fires only for a named card with that text and a yes/no question
whether it stays or is sacrificed; a stopped or Stifled trigger (Hushbringer: the zone_trigger reasoner) and a recast
are left to others."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import FLICKER, FLICKER_WORDS, NO_ENTER_TRIGGERS, Citer, Verdict, answered, named_in
from answer.text import number
from ingest.models import Card

_UNLESS_ESCAPED = re.compile(r"sacrifice it unless it escaped", re.I)
_ASKS_STAYS = re.compile(
    r"\bstays?\b|\bremains?\b|\bkeep (?:it|him|the \d+/\d+)\b|\bse queda\w*|\bsigue en\b|\bsurviv\w*"
)
#: asks whether it is sacrificed (not "does it die?": a removal spell may be what is asked)
_ASKS_GOES = re.compile(r"\bsacrific\w*|\bsac\b|\bgo(?:es)? (?:back )?to (?:the |my )?graveyard|\bse va\b")
#: cast from the hand: "hard cast", "from my hand", "de la mano", "normal"
_HARD_CAST = re.compile(r"\bhard ?cast\w*|\bfrom (?:my |the )?hand\b|\bde (?:la|mi) mano\b|\bnormal(?:mente)?\b")
_ESCAPED = re.compile(r"\bescap\w*|\bescapad\w*|\bescapo\b|\bcon escape\b")
_TRIGGER_COUNTERED = re.compile(
    r"\bstifl\w*|\bcounter\w* (?:the|that|its) (?:sacrifice )?trigger|\bcontrarrest\w* (?:el|su) (?:disparo|trigger)"
)
#: a card that puts a creature onto the battlefield without casting it (Collected Company, reanimation)
_PUTS_CREATURE = re.compile(r"\bput\b[^.]*\bcreature cards?\b[^.]*\bonto the battlefield", re.I)
#: a clone: "You may have Spark Double enter the battlefield as a copy of a creature …", "enter as a copy of"
_ENTERS_AS_COPY = re.compile(r"\benter(?:s)? (?:the battlefield )?as a copy of\b", re.I)
_RECAST = re.compile(r"\bre-?cast\w*|\bcast it again\b|\bvuelvo a lanzar\w*|\blo vuelvo a lanzar\b")
#: put back onto the battlefield by another effect: flickered, reanimated
_RETURNED = re.compile(r"\breanimat\w*|\breturn\w* (?:it|him|uro|kroxa) to the battlefield\b|\bvuelve al campo\b")


#: an escape cost that exiles cards: "Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard."
_ESCAPE_EXILES = re.compile(r"^Escape—[^\n]*?Exile (\w+) other cards? from your graveyard", re.M)
_ASKS_EXILED = re.compile(r"\bexil\w*|\bremove\w*|\bsac\w* de(?:l)? cementerio\b")


def _escape_count(frame: Frame, cite: Citer) -> Verdict | None:
    """ "How many cards do I exile to escape Uro, does Uro count?": the number its escape cost says, other cards, so
    not the card being cast (702.138a)."""
    found = [(c, m) for c in frame.cards if (m := _ESCAPE_EXILES.search(c.oracle_text))]
    clause = frame.clause or frame.asked
    if len(found) != 1 or not (_ASKS_EXILED.search(clause) and re.search(r"\bcards?\b|\bcartas?\b", clause)):
        return None  # "how much life do I gain?" after escaping it: not the cost
    card, said = found[0]
    n = number(said[1].lower())
    if n is None:
        return None
    rule = cite("702.138a", r"You may cast this card from your graveyard by paying \[cost\]", r"")
    finding = t(frame.lang, "escape.exile_count", card=card.name, n=str(n))
    return answered(None, f"{n}: {finding}", rule, cite, (card,), "escaped")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    card = next((c for c in frame.cards if _UNLESS_ESCAPED.search(c.oracle_text)), None)
    clause = frame.clause or frame.asked
    if frame.qtype is QType.HOW_MANY:
        return _escape_count(frame, cite)
    if frame.qtype is not QType.YES_NO:
        return None
    stays, goes = bool(_ASKS_STAYS.search(clause)), bool(_ASKS_GOES.search(clause))
    if card is not None and re.search(r"\bgain|\bdraw|\bgan[oa]\w*|\bganar\b|\brob[oa]r?\b", clause):
        return _other_trigger(frame, cite, card)  # "do I still gain 3 and draw before sacrificing it?"
    if card is None or stays == goes:
        return None
    stopper = next((c for c in frame.in_play if NO_ENTER_TRIGGERS.search(c.oracle_text)), None)
    putter = next((c for c in frame.cards if c is not card and _PUTS_CREATURE.search(c.oracle_text)), None)
    blinked = (
        FLICKER_WORDS.search(frame.folded)
        or _RETURNED.search(frame.folded)
        or any(FLICKER.search(c.oracle_text) for c in frame.cards if c is not card)
    )
    if stopper is not None or _TRIGGER_COUNTERED.search(frame.folded):
        return None  # Hushbringer, Torpor Orb, a Stifle: its sacrifice trigger never resolves (another reasoner's)
    if _RECAST.search(frame.folded):
        return None  # "it escaped last turn, got bounced, and I recast it": how it was cast now isn't read here
    copier = next((c for c in frame.cards if c is not card and _ENTERS_AS_COPY.search(c.oracle_text)), None)
    copy_asked = copier is not None and (
        named_in(copier, clause) or re.search(r"\bthe (?:copy|clone|double)\b|\bla copia\b|\bel clon\b", clause)
    )
    if copier is not None and copy_asked and not named_in(card, clause):
        # "spark double copying my escaped uro. do i have to sac the double?": the copy was never cast with escape
        rule = cite("702.138b", r"was cast from a graveyard with an escape ability", r"")
        finding = t(frame.lang, "escaped.copy", card=card.name, copier=copier.name)
        return answered("no" if stays else "yes", finding, rule, cite, (copier, card), "escaped")
    if putter is not None and not blinked:
        # "¿y si lo hubiera metido con Collected Company? ¿se queda?": put onto the battlefield, never cast
        rule = cite("702.138b", r"was cast from a graveyard with an escape ability", r"")
        finding, kept = t(frame.lang, "escaped.put", card=card.name, putter=putter.name), False
    elif blinked:
        # "Uro escaped; I blink it with Yorion: does it stay when it comes back?": a new object, which didn't escape
        rule = cite("702.138b", r"was cast from a graveyard with an escape ability", r"")
        finding, kept = t(frame.lang, "escaped.returned", card=card.name), False
    else:
        escaped = _ESCAPED.search(frame.folded.replace("unless it escaped", ""))
        hard_cast = _HARD_CAST.search(frame.folded)
        denied = re.search(r"\b(?:don'?t|didn'?t|doesn'?t|not|no|sin|without)\s+(?:\w+\s+)?escap", frame.folded)
        if denied:
            escaped = None  # "I didn't use escape", "sin escapar": cast another way, so it didn't escape
        elif bool(escaped) == bool(hard_cast):
            return None
        rule = cite("702.138b", r"was cast from a graveyard with an escape ability", r"")
        key = "escaped.escaped" if escaped else "escaped.not_escaped" if denied else "escaped.hard_cast"
        finding, kept = t(frame.lang, key, card=card.name), bool(escaped)
    return answered("yes" if kept == stays else "no", finding, rule, cite, (card,), "escaped")


#: its other enters trigger: "Whenever Uro enters the battlefield or attacks, you gain 3 life and draw a card"
_OTHER_ENTERS = re.compile(r"^whenever [^,\n]* enters the battlefield[^,\n]*, (you gain [^\n]*)", re.I | re.M)


def _other_trigger(frame: Frame, cite: Citer, card: Card) -> Verdict | None:
    """ "Uro cast from my hand: do I still gain 3 and draw, or is it sacrificed first?": both of its enters
    abilities trigger at once and each resolves on its own (603.3b, 113.7a), so the life and the card come whichever
    resolves first."""
    other = _OTHER_ENTERS.search(card.oracle_text)
    if other is None or frame.has("counter") or _TRIGGER_COUNTERED.search(frame.folded) or len(frame.cards) != 1:
        return None  # another card named (Narset, a life-gain lock) may change what the trigger does
    if any(NO_ENTER_TRIGGERS.search(c.oracle_text) for c in frame.in_play):
        return None  # Hushbringer: neither triggers
    rule = cite("113.7a", r"independently of its source", r"independientemente")
    finding = t(frame.lang, "escaped.other_trigger", card=card.name, effect=other[1])
    return answered("yes", finding, rule, cite, (card,), "escaped")
