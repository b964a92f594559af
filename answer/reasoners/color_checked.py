"""A color checked on resolution, not on targeting (Hydroblast, Pyroblast: "Counter target spell if it's red"): the
target is any spell or permanent (601.2c asks only what follows "target"), so the spell may be aimed at one of another
color, and as it resolves (608.2c) it does nothing to it. Red and Blue Elemental Blast ("Counter target blue spell")
are the other kind and are left to others. Fires only for such a named card, one other named card with a mana cost it
is aimed at (no hexproof, shroud or protection, no ability of it said), and a yes/no question whether it may be cast or
aimed at it, or whether it counters or destroys it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import OWN_CAST_TRIGGER, PURPOSE_SAID, Citer, Step, Verdict, card_colors, ids, named_in
from answer.reasoners.protection import COLOR_WORDS, COLORS
from ingest.lexicon import fold
from ingest.models import Card

_CHECKED = re.compile(
    r"\b(?:counter|destroy) target (?:spell|permanent) if it[’']s (white|blue|black|red|green)\b", re.I
)
_ASKS_AIM = re.compile(r"\btarget\w*|\bobjetivo\b|\bapunt\w*|\bcast\b|\blanz\w*|\baim\w*")
_ASKS_EFFECT = re.compile(r"\bcounter\w*|\bcontrarrest\w*|\bdestroy\w*|\bdestru\w*|\bwork\w*|\bfunciona\w*")
#: what the card can't be aimed at, or an ability of it being what is aimed at (a loyalty ability is no spell)
_SHIELDED = re.compile(r"\b(?:hexproof|shroud|protection from)\b", re.I)
_ABILITY_SAID = re.compile(r"\babilit\w*|\bhabilidad\w*|\btrigger\w*|\bdispar\w*|\betb\b|(?<![\w/+-])[+−-]\d+\b(?!/)")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    card = next((c for c in frame.cards if _CHECKED.search(c.oracle_text)), None)
    others = [c for c in frame.cards if c is not card]
    purpose = PURPOSE_SAID.search(frame.folded)
    if purpose is not None and len(others) > 1:  # "… just to trigger my Young Pyromancer": not what is aimed at
        others = [c for c in others if not named_in(c, purpose[0])]
    if card is not None and not others:
        return _unnamed(frame, cite, card)
    if card is None or len(others) != 1 or not others[0].mana_cost or _SHIELDED.search(others[0].oracle_text):
        return None  # a colour indicator or no mana cost: the colour isn't read here; a shield: not a legal target
    if _ABILITY_SAID.search(OWN_CAST_TRIGGER.sub(" ", PURPOSE_SAID.sub(" ", frame.folded))):
        return None  # "does Pyroblast counter Jace's +2?": an ability, not a spell
    checked = _CHECKED.search(card.oracle_text)
    assert checked is not None
    other, color = others[0], checked[1].lower()
    matches = COLORS[color] in card_colors(other)
    clause = frame.clause or frame.asked
    for name in (other.name, *other.names_es):  # "¿lo puedo apuntar a un Counterspell?": the name is no verb
        clause = clause.replace(fold(name), " ")
    if _ASKS_EFFECT.search(clause):
        key, answer = ("color_checked.works", "yes") if matches else ("color_checked.nothing", "no")
    elif _ASKS_AIM.search(clause) or re.search(
        rf"\b(?:can|could|may) (?:i|you|we) {re.escape(fold(card.name))}", clause
    ):
        # "can I pyroblast his tarmogoyf?": the spell's name used as the verb
        key, answer = ("color_checked.aim_matches" if matches else "color_checked.aim"), "yes"
    else:
        return None
    aimed = cite("601.2c", r"announces their choice of an appropriate object or player for each target", r"objetivo")
    resolves = cite("608.2c", r"follows its instructions in the order written", r"")
    rules = tuple(r for r in (aimed, resolves) if r)
    finding = t(frame.lang, key, card=card.name, other=other.name, color=t(frame.lang, f"color.{color}")) + ids(*rules)
    return Verdict(t(frame.lang, answer) + " " + finding, [Step(finding, rules)], cite.quotes, (card, other),
                   "color_checked")  # fmt: skip


#: a spell of a colour said, none named: "a green creature spell", "un hechizo verde"
_COLOR_SAID = re.compile(
    r"\b(?:an?|un|una)\s+(?:(white|blue|black|red|green)\s+(?:\w+\s+)?(?:spell|permanent|creature)|"
    r"(?:hechizo|permanente|criatura)\s+(?:\w+\s+)?(blanc|azul|negr|roj|verde)\w*)\b"
)


def _unnamed(frame: Frame, cite: Citer, card: Card) -> Verdict | None:
    """ "Can Pyroblast target a green creature spell?" Yes: it targets any spell; the colour is read on resolution."""
    clause = frame.clause or frame.asked
    said = _COLOR_SAID.search(clause)
    if said is None or not _ASKS_AIM.search(clause.replace(said[0], " ")) or _ASKS_EFFECT.search(clause):
        return None
    checked = _CHECKED.search(card.oracle_text)
    assert checked is not None
    # a Spanish colour by its stem, whatever its gender and number ("roja", "verdes")
    color = checked[1].lower()
    named = said[1] or next(en for es, en in COLOR_WORDS.items() if es.startswith(said[2]))
    aimed = cite("601.2c", r"announces their choice of an appropriate object or player for each target", r"objetivo")
    key = "color_checked.aim_matches" if named == color else "color_checked.aim"
    finding = t(frame.lang, key, card=card.name, other=said[0], color=t(frame.lang, f"color.{color}")) + ids(aimed)
    return Verdict(t(frame.lang, "yes") + " " + finding, [Step(finding, (aimed,) if aimed else ())], cite.quotes,
                   (card,), "color_checked")  # fmt: skip
