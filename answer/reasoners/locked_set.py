"""A spell's "until end of turn" effect on a group (Rally the Peasants: "Creatures you control get +2/+0 until end of
turn.") affects only the objects in that group as it resolves (611.2c): a creature that enters afterwards — flashed
in, cast in the second main phase — doesn't get it, unlike a static ability's anthem. Fires only for such a named
spell, one named creature said to arrive after it resolved, and a yes/no question about that creature."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, is_spell_card, name_pattern

#: "Creatures you control get +2/+0 until end of turn.", "Creatures you control gain flying until end of turn."
_GROUP_UNTIL_EOT = re.compile(
    r"\bcreatures (?:you control|your opponents control)? ?(?:get [+-]\d+/[+-]\d+|gain [^.]+?) until end of turn\b",
    re.I,
)
#: the creature arrives after: "then I flashed in", "after it resolved I cast", "después bajé", "luego lancé"
_AFTER = r"\b(?:then|after(?:wards)?|later|luego|despues|mas tarde)\b"
_ARRIVES = (
    r"\b(?:flash\w*|cast\w*|play\w*|summon\w*|drop\w*|bajo|baje|lanzo|lance|juego|jugue|entr\w*|meto|meti|tiro|tire)\b"
)
#: a spell that makes creature tokens: "Create two 1/1 white Soldier creature tokens."
_MAKES_TOKENS = re.compile(r"^create [^.]*\bcreature tokens?\b", re.I | re.M)
_ASKS_GETS = re.compile(
    r"\bget\w*\b|\bhave\b|\bhas\b|\bbonus\b|\bpump\w*|\brecib\w*|\btiene\b|\bllev\w*|\bgana\b|[+-]\d+/[+-]\d+"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS_GETS.search(frame.clause or frame.asked):
        return None
    spell = next((c for c in frame.cards if is_spell_card(c) and _GROUP_UNTIL_EOT.search(c.oracle_text)), None)
    # a creature, or a spell making creature tokens ("después tiro Raise the Alarm": its two Soldiers)
    creatures = [
        c for c in frame.cards if "Creature" in c.type_line or (c is not spell and _MAKES_TOKENS.search(c.oracle_text))
    ]
    if spell is None or len(creatures) != 1:
        return None
    creature = creatures[0]
    tokens = "Creature" not in creature.type_line
    names = name_pattern(creature)
    # "then I flashed in Spellstutter Sprite": the creature is what the arrival verb brings (not "then I cast Giant
    # Growth on my Grizzly Bears")
    told = re.search(
        rf"{_AFTER}[^.?]{{0,40}}{_ARRIVES}(?:\s+in)?\s+(?:(?:a|an|my|the|un|una|mi|el|la|con destello a)\s+)?(?:{names})\b",
        frame.folded,
    )
    spell_said = name_pattern(spell)
    if (
        not names
        or told is None
        or not spell_said
        or not re.search(rf"\b(?:{spell_said})", frame.folded[: told.start()])
    ):
        return None  # the creature must be said to arrive after the spell is told
    rule = cite("611.2c", r"the set of objects it affects is determined when that continuous effect begins", r"")
    key = "locked.after_tokens" if tokens else "locked.after"
    finding = t(frame.lang, key, spell=spell.name, creature=creature.name)
    return answered("no", finding, rule, cite, (spell, creature), "locked_set")
