"""Damage against a toughness an anthem raises (611.3a, 120.6, 704.5g): "Creatures you control get +N/+N" applies
only while its source is on the battlefield, and damage stays marked until the cleanup step, so a creature that
survived thanks to the anthem dies as soon as the anthem leaves that turn if its damage is lethal to its printed
toughness. Fires only for a named anthem its controller holds, one named creature the question asks about, and a
damage amount it states."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import ANTHEM, Citer, Step, Verdict, controller, ids, name_pattern
from answer.reasoners.protection import COLORS
from ingest.lexicon import fold
from ingest.models import Card

_DAMAGE_SAID = re.compile(
    r"\b(\d{1,2}) (?:de |puntos de )?(?:damage|dmg|dano)\b|\b(?:took|takes|taken|recibio|recibe)\s+(\d{1,2})\b(?! life| vidas?)"
)
_REMOVES = re.compile(r"^(?:destroy|exile) target (?:\w+ )?(?:creature|permanent|artifact or creature)\b", re.I | re.M)
#: an anthem for its controller's other creatures: "Other creatures you control get +1/+1." (Benalish Marshal)
_OTHERS = re.compile(r"^other creatures you control get \+(\d+)/\+(\d+)\.", re.I | re.M)
#: an anthem for every creature of one color, whoever controls it: "White creatures get +1/+1." (Crusade)
_COLOR_ANTHEM = re.compile(r"^(white|blue|black|red|green) creatures get \+(\d+)/\+(\d+)\.", re.I | re.M)
_ASKS_DIES = re.compile(r"\bdie|\bmuer|\bmori|destroy|destru")
_ASKS_SURVIVES = re.compile(r"surviv|sobreviv|\blive")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not (_ASKS_DIES.search(clause) or _ASKS_SURVIVES.search(clause)):
        return None
    anthem, boost = next(
        ((c, m) for c in frame.cards if (m := ANTHEM.search(c.oracle_text) or _OTHERS.search(c.oracle_text))),
        (None, None),
    )
    colored = None
    if anthem is None:  # Crusade pumps white creatures on both sides: whose it is doesn't matter
        anthem, colored = next(
            ((c, m) for c in frame.cards if (m := _COLOR_ANTHEM.search(c.oracle_text))), (None, None)
        )
    if anthem is None or (boost is None and colored is None) or (boost is not None and not _mine(frame.folded, anthem)):
        return None
    asked = [c for c in frame.cards if c is not anthem and (c.toughness or "").isdigit() and _named_in(clause, c)]
    said = list(_DAMAGE_SAID.finditer(frame.folded))
    if len(asked) != 1 or len({int(m[1] or m[2]) for m in said}) != 1:
        return None  # no damage said, or several amounts ("my Marshal took 1 and my Bears took 3")
    damage = said[0]
    if boost is not None and controller(frame, asked[0]) == "opponent":
        return None  # "Creatures you control get …": the opponent's creature doesn't get it
    if colored is not None and COLORS[colored[1].lower()] not in asked[0].mana_cost:
        return None  # a white anthem and a creature of another color
    toughness_boost = int(colored[3]) if colored is not None else int(boost[2]) if boost is not None else 0
    return _outcome(frame, cite, asked[0], anthem, toughness_boost, int(damage[1] or damage[2]))


def _removed_by_spell(frame: Frame, anthem: Card) -> bool:
    """A named removal spell used as the verb on the anthem: "they Doom Blade the Marshal"."""
    return any(
        removal is not anthem
        and _REMOVES.search(removal.oracle_text)
        and re.search(
            rf"\b(?:{name_pattern(removal)})\w*\s+(?:the |my |his |her |their |al |el |la |a mi )?(?:{name_pattern(anthem)})",
            frame.folded,
        )  # fmt: skip
        for removal in frame.cards
    )


def _mine(folded: str, anthem: Card) -> bool:
    name = re.escape(fold(anthem.name))
    return bool(re.search(rf"\b(i (have|control)|tengo|controlo|my|mi)\s+(a |an |un |una )?{name}", folded))


def _named_in(clause: str, card: Card) -> bool:
    return any(len(word) >= 4 and re.search(rf"\b{re.escape(word)}\b", clause) for word in fold(card.name).split())


def _outcome(frame: Frame, cite: Citer, creature: Card, anthem: Card, boost: int, damage: int) -> Verdict:
    lang = frame.lang
    gone = anthem.name in frame.removed or _removed_by_spell(frame, anthem)
    printed = int(creature.toughness or 0)
    toughness = printed if gone else printed + boost
    dies = damage >= toughness
    lethal = cite("704.5g", r"greater than or equal to its toughness", r"daño letal")
    names = {"card": creature.name, "anthem": anthem.name, "t": str(toughness), "d": str(damage)}
    steps = []
    if gone:
        applies = cite("611.3a", r"isn’t “locked in”", r"no está")
        marked = cite("120.6", r"remains until the cleanup step", r"paso de limpieza")
        key = "anthem.gone_dies" if dies else "anthem.gone_survives"
        steps.append(Step(t(lang, "anthem.step_gone", **names) + ids(applies), (applies,) if applies else ()))
        steps.append(Step(t(lang, "anthem.step_marked", **names) + ids(marked), (marked,) if marked else ()))
        finding = t(lang, key, **names) + ids(applies, marked, lethal)
    else:
        key = "anthem.dies" if dies else "anthem.survives"
        finding = t(lang, key, **names) + ids(lethal)
    steps.append(Step(t(lang, key, **names) + ids(lethal), (lethal,) if lethal else ()))
    answer = dies if _ASKS_DIES.search(frame.clause or frame.asked) else not dies
    return Verdict(t(lang, "yes" if answer else "no") + " " + finding, steps, cite.quotes, (creature, anthem), "anthem")
