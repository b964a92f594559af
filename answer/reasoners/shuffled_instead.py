"""A card whose own replacement effect keeps it out of the graveyard (614.1a, 614.6): "If Progenitus would be put
into a graveyard from anywhere, reveal Progenitus and shuffle it into its owner's library instead." Destroyed,
sacrificed, discarded or milled, it goes to its owner's library, never to the graveyard, so it doesn't die and dies
triggers don't see it. Indestructible against destruction is survival's question (it stays), and a second graveyard
replacement (Rest in Peace) is graveyard's (its owner chooses). Fires only for a named card with such text and a
question that sends it toward the graveyard."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_SELF_INSTEAD = re.compile(
    r"^If [^.]*? would be put into a graveyard from anywhere, (?:reveal [^.]*? and )?(shuffle it into its owner[’']s "
    r"library) instead\.",
    re.I | re.M,
)
_OTHER_INSTEAD = re.compile(r"would (?:be put into [^.]*?graveyard|die)[^.]*?instead", re.I)
_INDESTRUCTIBLE = re.compile(r"(?:^|, )indestructible\b", re.I | re.M)
#: destroyed, and the other ways toward a graveyard that indestructible doesn't stop
_DESTROY_WORDS = r"\bwrath\w*|\bdestroy\w*|\bdestru\w*|\bkill\w*|\bmat[ao]\w*"
_OTHER_ROUTES = re.compile(r"\bsacrific\w*|\bsac\b|\bedict\b|-\d+/-\d+|\bdiscard\w*|\bdescart\w*|\bmill\w*|\bmuel\w*")
_SENT = re.compile(
    rf"{_DESTROY_WORDS}|\bdies\b|\bdie\b|\bmuere\w*|{_OTHER_ROUTES.pattern}|\bcounter\w*|\bcontrarrest\w*"
)
_DESTROYS = re.compile(_DESTROY_WORDS, re.I)
_ASKS_GRAVEYARD = re.compile(r"\bgraveyard\b|\bcementerio\b|\byard\b|\bgy\b")
_ASKS_DIES = re.compile(r"\bdies?\b|\bmuere\b")
#: a dies trigger asked about ("does Blood Artist trigger?"): only a named card that watches deaths
_ASKS_TRIGGER = re.compile(r"\btrigger\w*|\bdispar\w*")
_WATCHES_DEATHS = re.compile(r"\bdies\b|\bput into a graveyard from the battlefield\b", re.I)
#: removal that sends a permanent somewhere other than a graveyard
_ELSEWHERE = re.compile(
    r"\bon the bottom of (?:its|their) owners?[’']s? librar|^exile (?:target|all|each)\b|"
    r"^return (?:target|all|each) [^.]*\bto (?:its|their) owners?[’']s? hands?",
    re.I | re.M,
)
_ASKS_LIBRARY = re.compile(r"\blibrary\b|\bbiblioteca\b|\bshuffl\w*|\bbaraj\w*|\bdeck\b|\bmazo\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    card = next((c for c in frame.cards if _SELF_INSTEAD.search(c.oracle_text)), None)
    # "I Mana Drained their Nexus of Fate": a counterspell named sends it toward the graveyard too
    countered = any(re.match(r"Counter target", c.oracle_text) for c in frame.cards if c is not card)
    if card is None or not (_SENT.search(frame.folded) or countered):
        return None
    if any(c is not card and _OTHER_INSTEAD.search(c.oracle_text) for c in frame.in_play):
        return None  # two replacements on the same trip: its owner chooses (graveyard)
    spells = [c for c in frame.cards if c is not card]
    if any(_ELSEWHERE.search(c.oracle_text) and not _DESTROYS.search(c.oracle_text) for c in spells):
        return None  # Terminus, Swords, a bounce: no trip to a graveyard for its replacement to change
    destroyed = _DESTROYS.search(frame.folded) or any(_DESTROYS.search(c.oracle_text) for c in spells)
    if _INDESTRUCTIBLE.search(card.oracle_text) and destroyed and not _OTHER_ROUTES.search(frame.folded):
        return None  # Darksteel Colossus against Wrath: it stays (survival)
    clause = frame.clause or frame.asked
    opener = None
    if frame.qtype is QType.YES_NO:
        if _ASKS_LIBRARY.search(clause):
            opener = "yes"
        elif _ASKS_GRAVEYARD.search(clause) or _ASKS_DIES.search(clause):
            opener = "no"
        elif _ASKS_TRIGGER.search(clause) and any(_WATCHES_DEATHS.search(c.oracle_text) for c in spells):
            opener = "no"  # Blood Artist doesn't see it die
        else:
            return None
    elif frame.qtype not in (QType.WHAT_HAPPENS, QType.OTHER):
        return None
    rule = cite("614.6", r"it never happens", r"nunca ocurre")
    cite("614.1a", r"Effects that use the word “instead” are replacement effects", r"")
    return answered(opener, t(frame.lang, "shuffled.instead", card=card.name), rule, cite, (card,), "shuffled_instead")
