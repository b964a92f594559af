"""How many times a cast trigger fires when a spell is copied (707.10, 702.108a): Prowess and "whenever you cast an
instant or sorcery spell" (Young Pyromancer) trigger once for each spell cast — Twincast itself included — but the
copy Twincast or Fork makes isn't cast, so it triggers nothing. Fires only when a named card has such a trigger, a
named spell copies a spell, and the question asks how many triggers, tokens or times, or how much damage a watcher
that deals damage per trigger (Guttersnipe) deals."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, is_spell_card
from answer.rewrite import mentions
from ingest.models import Card

_WATCHES = re.compile(r"^prowess\b|whenever you cast an? (?:noncreature|instant or sorcery) spell", re.I | re.M)
_COPIES_SPELL = re.compile(r"(?:^|, )copy target (?:instant or sorcery|instant|sorcery)? ?spell", re.I | re.M)
_ASKS = re.compile(r"how many|cuant[oa]s|\btimes\b|\bveces\b")
#: the watcher's damage per trigger (Guttersnipe) and a question that asks the damage
_DEALS = re.compile(r"deals (\d+) damage to each opponent", re.I)
_ASKS_DAMAGE = re.compile(r"how much damage|cuanto dano")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.HOW_MANY or not (_ASKS.search(clause) or _ASKS_DAMAGE.search(clause)):
        return None
    watcher = next((c for c in frame.cards if _WATCHES.search(c.oracle_text)), None)
    copier = next((c for c in frame.cards if _COPIES_SPELL.search(c.oracle_text)), None)
    if watcher is None or copier is None:
        return None
    cast = [c for c in frame.cards if c is not watcher and is_spell_card(c) and not _theirs(frame, c)]
    if any(re.search(r"^storm\b", c.oracle_text, re.I | re.M) for c in cast):
        return None  # storm's copies: the storm reasoner's
    n = len(cast)
    rule = cite("707.10", r"a copy of a spell isn’t cast", r"no se lanza")
    spells = ", ".join(c.name for c in cast)
    finding = t(frame.lang, "cast_count.n", n=str(n), watcher=watcher.name, spells=spells, copier=copier.name)
    per = _DEALS.search(watcher.oracle_text)
    if _ASKS_DAMAGE.search(clause):
        if per is None:
            return None
        finding = t(frame.lang, "cast_count.damage", total=str(n * int(per[1])), per=per[1], watcher=watcher.name,
                    spells=spells, copier=copier.name)  # fmt: skip
    finding += ids(rule)
    return Verdict(finding, [Step(finding, (rule,) if rule else ())], cite.quotes, (watcher, *cast), "cast_count")


_THEIRS_BEFORE = re.compile(r"\b(?:opp|opponent|rival|oponente|they|he|she)\b[^.,;]{0,20}$")


def _theirs(frame: Frame, card: Card) -> bool:
    """The spell is said to be cast by the other player ("opp bolts me, I Twincast it"): it triggers nothing of mine."""
    return any(
        _THEIRS_BEFORE.search(frame.question[max(0, start - 30) : start].lower())
        for start, _ in mentions(frame.question, card.name)
    ) or bool(re.search(rf"\b(?:opp|opponent|rival)\w*\s+{re.escape(card.name.split()[-1].lower())}\w*", frame.folded))
