"""A creature removed from combat (506.4) stops attacking or blocking and deals no combat damage: its controller
changes (the Aura or effect that stole it is destroyed, or someone steals it mid-combat) or it phases out (702.26b).
Fires only when the question tells a creature in combat, one of those two events before damage, and asks whether it
still deals its damage, or what happens to the attack."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, is_spell_card
from ingest.lexicon import fold
from ingest.models import Card

#: in combat: attacking, attacked with, blocking
_IN_COMBAT = re.compile(r"\battack\w*|\bswing\w*|\bswung\b|\bblock\w*|\batac\w*|\bbloque\w*|\bcombat\b|\bcombate\b")
#: a control-changing Aura or effect of the asker's that can be removed: "You control enchanted creature."
_STEALS = re.compile(r"^you control enchanted (?:creature|permanent)\b", re.I | re.M)
#: that Aura destroyed, bounced or exiled: "they nature's claim my confiscate", "destroy the control magic"
_AURA_GONE = (
    r"(?:destroy\w*|kill\w*|disenchant\w*|naturaliz\w*|bounce\w*|exile\w*|remov\w*|destru\w*|quita\w*|exili\w*)"
)
#: phasing told or done: "phases out", "le hago fase", a card that phases out a permanent (Teferi, Master of Time)
_PHASES_SAID = re.compile(r"\bphas(?:e|es|ed|ing) (?:it |him |her |them )?out\b|\bdesfas\w*|\bfase fuera\b")
_PHASES_CARD = re.compile(r"\btarget [^.]*\bphases out\b", re.I)
#: asks whether it still deals its damage, or what happens to the attack
_ASKS_DAMAGE = re.compile(
    r"\b(?:still|anyway|even)\b[^?]{0,30}\b(?:deal|hit|damage)\w*|\b(?:deal|deals|hit|hits)\b[^?]{0,30}\bdamage\b|"
    r"\bdamage\b|\bhace\w* (?:el |su )?dano\b|\bpega\w*\b|\bdano\b|\bsigue atacando\b|\bstill attacking\b"
)
_ASKS_WHAT = re.compile(r"\bwhat happens\b|\bque pasa\b|\bque ocurre\b")


def _aura_removed(frame: Frame, aura: Card) -> bool:
    """The question destroys, bounces or exiles the stealing Aura by its name, or by a removal spell aimed at it."""
    name = re.escape(fold(aura.name))
    if re.search(rf"\b{_AURA_GONE}\b[^.?]{{0,25}}\b{name}|\b{name}\b[^.?]{{0,15}}\b(?:is|gets|got|es|fue) "
                 rf"(?:destroyed|exiled|bounced|removed|destruid\w*|exiliad\w*)", frame.folded):  # fmt: skip
        return True
    # "they nature's claim my confiscate": a removal spell's name as the verb, the Aura right after it
    for spell in frame.cards:
        if spell is aura or not is_spell_card(spell):
            continue
        said = re.search(rf"\b{re.escape(fold(spell.name))}\w*\s+(?:my|the|his|her|their|mi|su|el|la)?\s*{name}",
                         frame.folded)  # fmt: skip
        if said and re.search(r"\bdestroy target\b|\bexile target\b|\breturn target\b", spell.oracle_text, re.I):
            return True
    return False


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS) or not _IN_COMBAT.search(frame.folded):
        return None
    asked = frame.clause or frame.asked
    if not (_ASKS_DAMAGE.search(asked) or _ASKS_WHAT.search(asked)):
        return None
    aura = next((c for c in frame.cards if _STEALS.search(c.oracle_text)), None)
    phaser = next((c for c in frame.cards if _PHASES_CARD.search(c.oracle_text)), None)
    if aura is not None and _aura_removed(frame, aura):
        finding = t(frame.lang, "out_of_combat.control", card=aura.name)
        cards: tuple[Card, ...] = (aura,)
    elif phaser is not None or _PHASES_SAID.search(frame.folded):
        finding = t(frame.lang, "out_of_combat.phased_by" if phaser else "out_of_combat.phased",
                    card=phaser.name if phaser else "")  # fmt: skip
        cards = (phaser,) if phaser else ()
    else:
        return None
    rule = cite("506.4", r"is removed from combat if it leaves the battlefield, if its controller changes", r"")
    opener = "no" if frame.qtype is QType.YES_NO and _ASKS_DAMAGE.search(asked) else None
    return answered(opener, finding, rule, cite, cards, "out_of_combat")
