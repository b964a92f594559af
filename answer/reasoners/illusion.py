"""A creature sacrificed when it becomes a target (Phantasmal Image, Phantasmal Bear: "When this creature becomes the
target of a spell or ability, sacrifice it"): the trigger goes on the stack above the spell that targeted it (603.3)
and resolves first (405.5), so the creature is sacrificed and the spell, its only target gone, doesn't resolve
(608.2b) — a pump spell of its own controller's included. Fires only for such a named creature and a named spell
that targets, with the question asking what happens, whether it dies or whether the spell's effect happens."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, is_spell_card
from ingest.models import Card

_SACRIFICED = re.compile(r"becomes the target of a spell or ability, sacrifice it", re.I)
_ASKS_DIES = re.compile(
    r"\bsacrific\w*|\bdie\w*|\bgraveyard\b|\bmuer\w*|\bmuere\b|\bcementerio\b|\bsurviv\w*|\bsobreviv\w*"
)
_ASKS_SURVIVES = re.compile(r"\bsurviv\w*|\bsobreviv\w*|\bstay\w*|\bqueda\w*")
_ASKS_EFFECT = re.compile(
    r"\bget\w*\b|\bresolv\w*|\bpump\w*|\bbigger\b|\bresuelv\w*|\bse hace\b|\bgana\w*|\brecibe\w*|[+-]\d+/[+-]\d+"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.WHAT_HAPPENS, QType.YES_NO):
        return None
    illusion = next((c for c in frame.cards if _SACRIFICED.search(c.oracle_text)), None)
    spell = next(
        (c for c in frame.cards if c is not illusion and is_spell_card(c) and "target" in c.oracle_text.lower()), None
    )
    if illusion is None or spell is None:
        return None
    clause = frame.clause or frame.asked
    copied = _copied_trigger(frame, illusion, spell, clause, cite)
    if copied is not None:
        return copied
    opener = None
    if frame.qtype is QType.YES_NO:
        if _ASKS_SURVIVES.search(clause) or (_ASKS_EFFECT.search(clause) and not _ASKS_DIES.search(clause)):
            opener = "no"
        elif _ASKS_DIES.search(clause):
            opener = "yes"
        else:
            return None
    lang = frame.lang
    trigger = cite("603.3", r"the next time a player would receive priority", r"prioridad")
    top = cite("405.5", r"top \(last-added\) spell or ability on the stack resolves", r"pila")
    fails = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
    finding = t(lang, "illusion.sacrificed", card=illusion.name, spell=spell.name) + ids(trigger, top, fails)
    steps = [
        Step(
            t(lang, "illusion.step_trigger", card=illusion.name, spell=spell.name) + ids(trigger, top),
            tuple(r for r in (trigger, top) if r),
        ),  # fmt: skip
        Step(t(lang, "illusion.step_fizzle", spell=spell.name) + ids(fails), (fails,) if fails else ()),
    ]
    text = (t(lang, opener) + " " if opener else "") + finding
    return Verdict(text, steps, cite.quotes, (illusion, spell), "illusion")


#: the copied creature's own leave or dies trigger: "When Thragtusk leaves the battlefield, create a 3/3 …"
_LEAVES_TRIGGER = re.compile(r"^When [^,.]*? (?:leaves the battlefield|dies), [^\n]*", re.M)
_COPYING = re.compile(r"\bcopy\w*|\bcopi\w*|\bas a\b|\bcomo\b")


def _copied_trigger(frame: Frame, illusion: Card, spell: Card, clause: str, cite: Citer) -> Verdict | None:
    """ "My Phantasmal Image copying Thragtusk gets targeted by a Lightning Bolt and I sacrifice it: do I get the
    Beast?" Yes: as a copy it has Thragtusk's leave ability (707.2), and being sacrificed makes it leave (603.6c)."""
    if "copy" not in illusion.oracle_text or not _COPYING.search(frame.folded) or frame.qtype is not QType.YES_NO:
        return None
    others = [c for c in frame.cards if c not in (illusion, spell) and _LEAVES_TRIGGER.search(c.oracle_text)]
    if len(others) != 1 or not _ASKS_EFFECT.search(clause):
        return None
    original = others[0]
    ability = _LEAVES_TRIGGER.search(original.oracle_text)[0]  # type: ignore[index]
    copies = cite("707.2", r"the copy acquires the copiable values", r"")
    leaves = cite(
        "603.6c", r"Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield", r""
    )
    dies = cite("603.10a", r"look back in time", r"")
    finding = t(frame.lang, "illusion.copied_trigger", card=illusion.name, original=original.name, ability=ability)
    why = leaves if "leaves the battlefield" in ability else dies
    finding += ids(copies, why)
    rules = tuple(r for r in (copies, why) if r)
    return Verdict(
        t(frame.lang, "yes") + " " + finding, [Step(finding, rules)], cite.quotes, (illusion, original), "illusion"
    )
