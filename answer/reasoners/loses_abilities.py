"""A creature that loses all abilities (613.1f, layer 6): under Humility, Turn to Frog or Lignify it has no flying,
trample or any other keyword, printed or not. Fires only when a named card makes a creature lose all abilities, the
question asks whether a named creature still has a keyword, and no other named card grants that keyword (then the
timestamps of the two layer-6 effects decide, 613.7)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from answer.reasoners.copies import KEYWORDS
from answer.rewrite import mentions
from ingest.models import Card

_LOSES_ALL = re.compile(r"\blose all abilities\b|\bloses all abilities\b", re.I)
_ASKS_HAS = re.compile(
    r"\b(?:still )?(?:have|has|had|keep|keeps)\b|\btiene\b|\bsigue teniendo\b|\bconserva\b|\bmantiene\b|"
    r"\bvuela\b|\bflies\b|\bfly\b"
)


#: every creature loses its abilities (Humility), so one entering has none when its triggers would be checked
_ALL_LOSE = re.compile(r"\ball creatures lose all abilities\b", re.I)
_ETB = re.compile(r"^(?:[\w' -]{3,30} — )?when [^,]*\benters the battlefield\b", re.I | re.M)
_ASKS_TRIGGER = re.compile(r"\btrigger\w*|\bdraw\w*|\betb\b|\bdispar\w*|\brob[oa]\b|\brobar\b|\bsalta\b")


def _enters_without(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Humility is out and I play Wall of Omens: do I draw?" It enters with no abilities, so nothing triggers (a
    trigger is checked on the object as it exists right after the event, 603.10)."""
    source = next((c for c in frame.in_play if _ALL_LOSE.search(c.oracle_text)), None)
    entering = [c for c in frame.cards if c is not source and "Creature" in c.type_line and _ETB.search(c.oracle_text)]
    if source is None or len(entering) != 1 or not _ASKS_TRIGGER.search(frame.clause or frame.asked):
        return None
    rule = cite("603.10", r"immediately after an event", r"inmediatamente después")
    finding = t(frame.lang, "abilities.enters_without", name=entering[0].name, source=source.name)
    return answered("no", finding, rule, cite, (source, entering[0]), "loses_abilities")


#: its own "shuffle it into its owner's library instead" (Blightsteel Colossus, Darksteel Colossus, Emrakul)
_SHUFFLES_INSTEAD = re.compile(r"would be put into a graveyard from anywhere, [^.]*shuffle", re.I)
_ASKS_WHERE = re.compile(r"\bwhere\b|\bdonde\b|\bgraveyard\b|\byard\b|\bcementerio\b|\bshuffle\w*|\bbaraj\w*")


def _no_shuffle(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Oko made their Blightsteel an Elk, then I Dismembered it: where does it go?" The graveyard: with its abilities
    lost (613.1f) it has no replacement left to shuffle it away, and none of indestructible either."""
    source = next((c for c in frame.in_play if _LOSES_ALL.search(c.oracle_text)), None)
    card = next((c for c in frame.cards if c is not source and _SHUFFLES_INSTEAD.search(c.oracle_text)), None)
    if source is None or card is None or not _ASKS_WHERE.search(frame.clause or frame.asked):
        return None
    rule = cite("613.1f", r"ability-removing effects", r"capa 6")
    finding = t(frame.lang, "abilities.no_shuffle", name=card.name, source=source.name)
    return answered(None, finding, rule, cite, (source, card), "loses_abilities")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    shuffled = _no_shuffle(frame, cite)
    if shuffled is not None:
        return shuffled
    if frame.qtype is QType.YES_NO:
        entered = _enters_without(frame, cite)
        if entered is not None:
            return entered
    if frame.qtype is not QType.YES_NO or not _ASKS_HAS.search(clause):
        return None
    source = next((c for c in frame.in_play if _LOSES_ALL.search(c.oracle_text)), None)
    keyword = next((kw for kw, words in KEYWORDS.items() if re.search(words, clause)), None)
    if source is None or keyword is None:
        return None
    creatures = [c for c in frame.cards if c is not source and "Creature" in c.type_line]
    granters = [
        c
        for c in frame.cards
        if c is not source and "Creature" not in c.type_line and re.search(rf"\b{keyword}\b", c.oracle_text, re.I)
    ]
    if granters:
        return _timestamps(frame, cite, source, granters, creatures, keyword)
    if len(creatures) != 1:
        return None
    rule = cite("613.1f", r"ability-removing effects", r"capa 6")
    said = t(frame.lang, f"keyword.{keyword}") if frame.lang == "es" else keyword
    finding = t(frame.lang, "abilities.lost", name=creatures[0].name, source=source.name, keyword=said)
    return answered("no", finding, rule, cite, (source, creatures[0]), "loses_abilities")


def _timestamps(
    frame: Frame, cite: Citer, source: Card, granters: list[Card], creatures: list[Card], keyword: str
) -> Verdict | None:
    """A keyword granted by an Equipment, Aura or spell and all abilities taken away by another effect: both layer 6,
    applied in timestamp order (613.7), so the one told last wins ("…has had Loxodon Warhammer since last turn. I
    Turn to Frog it" → no trample; "Turn to Frog … then Jump" → flying)."""
    if len(granters) != 1 or len(creatures) > 1:
        return None
    granter = granters[0]
    lost_at, granted_at = mentions(frame.question, source.name), mentions(frame.question, granter.name)
    if not lost_at or not granted_at:
        return None
    kept = granted_at[0][0] > lost_at[0][0]
    rule = cite("613.7", r"timestamp system", r"marca de tiempo")
    name = creatures[0].name if creatures else t(frame.lang, "abilities.the_creature")
    said = t(frame.lang, f"keyword.{keyword}") if frame.lang == "es" else keyword
    key = "abilities.later_grant" if kept else "abilities.later_loss"
    finding = t(frame.lang, key, name=name, source=source.name, granter=granter.name, keyword=said)
    return answered("yes" if kept else "no", finding, rule, cite, (source, granter), "loses_abilities")
