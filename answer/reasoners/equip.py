"""Who may move an Equipment (301.5d): only the Equipment's controller can activate its equip ability, whoever
controls the creature it is attached to. Fires only for a named Equipment said to be the other player's and a
question asking whether the asker can equip or move it; when it may be done is the timing reasoner's (702.6a)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import GAINS_CONTROL, STEALS, Citer, Verdict, answered
from ingest.lexicon import fold

_ASKS_EQUIP = re.compile(
    r"\b(?:can|could|may)\b[^?]{0,40}\b(?:equip\w*|re-?equip\w*|move\w*|attach\w*|unequip\w*)|"
    r"\b(?:puedo|puede|podria|podra)\b[^?]{0,40}\b(?:equip\w*|reequip\w*|re-equip\w*|mover\w*|mueve\w*|cambiar\w*|"
    r"pasar\w*|anexar\w*|desanexar\w*)"
)
_OPPONENT_ASKS = re.compile(
    r"\b(?:could|can|may) (?:my |the )?(?:opponent|opp)\b|\b(?:could|can|may) (?:they|he|she)\b|"
    r"\b(?:puede|podria|podra) (?:mi |el |tu )?(?:rival|oponente)\b|\b(?:mi |el )?(?:rival|oponente) (?:puede|podria)\b"
)


#: equipping onto the other player's creature
_ONTO_THEIRS = re.compile(
    r"\b(?:to|onto|on) (?:one of )?(?:my |the )?(?:opponent'?s|opponents'?|opp'?s|their)\b[^?]{0,20}\bcreatures?\b|"
    r"\b(?:a|en|sobre) (?:una )?criatura (?:de mi|del|de su) (?:rival|oponente)\b|"
    r"\b(?:a|en|sobre) (?:un |el )?bicho (?:de mi|del) (?:rival|oponente)\b"
)


#: "who controls the boots now?", "¿quién controla las botas ahora?"
_ASKS_WHO_CONTROLS = re.compile(
    r"\bwho (?:controls|has|gets|owns)\b|\bquien (?:controla|tiene|se queda)\b|\bde quien (?:es|son)\b"
)


def _who_controls(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "They Act of Treason my creature wearing my Swiftfoot Boots: who controls the boots?" The Equipment's
    controller doesn't change with the creature's (301.5d): it stays with whoever controlled it."""
    gear = next((c for c in frame.cards if "Equipment" in c.type_line), None)
    if gear is None or not _ASKS_WHO_CONTROLS.search(clause) or not _stolen(frame):
        return None
    holder = _holder(frame.folded, fold(gear.name.split(",")[0]))
    if holder is None:
        return None
    rule = cite("301.5d", r"separate from the equipped creature’s controller", r"controlador")
    key = "equip.who_mine" if holder == "me" else "equip.who_theirs"
    return answered(None, t(frame.lang, key, card=gear.name), rule, cite, (gear,), "equip")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    who = _who_controls(frame, cite, clause)
    if who is not None:
        return who
    if frame.qtype is QType.YES_NO and _ASKS_CONTROL.search(clause):
        aura = _aura_not_yours(frame, cite, clause)
        if aura is not None:
            return aura
    if frame.qtype is QType.YES_NO and _ASKS_STAYS.search(clause):
        return _stays_attached(frame, cite)
    if frame.qtype is QType.YES_NO and _ASKS_STILL_MINE.search(clause):
        return _still_yours(frame, cite)
    if frame.qtype is not QType.YES_NO or not _ASKS_EQUIP.search(clause):
        return None
    if _ONTO_THEIRS.search(clause) and not _OPPONENT_ASKS.search(clause):
        # "can I equip my Bonesplitter to my opponent's creature?": equip targets a creature you control — which a
        # creature stolen from them now is ("y si antes le robo su grizzly bears con act of treason?")
        rule = cite("702.6a", r"target creature you control", r"criatura objetivo que controlas")
        if _stolen(frame):
            return answered("yes", t(frame.lang, "equip.stolen_yours"), rule, cite, frame.cards, "equip")
        return answered("no", t(frame.lang, "equip.only_yours"), rule, cite, frame.cards, "equip")
    gear = next((c for c in frame.cards if "Equipment" in c.type_line), None)
    if gear is None:
        return None
    asker = "opponent" if _OPPONENT_ASKS.search(clause) else "me"
    holder = _holder(frame.folded, fold(gear.name.split(",")[0]))
    stolen = _stolen(frame)
    timed = re.search(r"\bduring\b|\bturn\b|\bturno\b|\bcombat\w*|\brespon\w*|\brespuesta\b|\bstep\b|\bpaso\b", clause)
    if holder is not None and holder == asker and stolen and not timed:  # my Bonesplitter on my stolen Bears
        rule = cite("301.5d", r"Only the Equipment’s controller can activate its abilities", r"controlador")
        return answered("yes", t(frame.lang, "equip.still_mine", card=gear.name), rule, cite, (gear,), "equip")
    if holder is None or holder == asker:
        return None
    rule = cite("301.5d", r"Only the Equipment’s controller can activate its abilities", r"controlador")
    finding = t(frame.lang, "equip.controller", card=gear.name)
    return answered("no", finding, rule, cite, (gear,), "equip")


def _holder(folded: str, name: str) -> str | None:
    """Whose the Equipment is, said right beside its name ("their Bonesplitter", "el Bonesplitter de mi rival", "my
    Jitte"); None when not said so closely ("el bonesplitter en el turno del rival" says nothing of it)."""
    name = re.escape(name)
    theirs = re.search(
        rf"\b(?:their|his|her|(?:my |the )?(?:opponent|opp)'?s) {name}|{name} (?:de mi|del) (?:rival|oponente)|"
        # "mi rival tiene un grizzly bears con bonesplitter": on the other player's creature, theirs
        rf"\b(?:rival|oponente|opponent|opp) (?:tiene|has|controls|controla) [^.,;?]{{0,40}}?\b(?:con|with) "
        rf"(?:(?:un|una|a|an|su|their|his|her) )?{name}\b",
        folded,
    )
    mine = re.search(rf"\b(?:my|mis?) {name}", folded)
    if bool(theirs) == bool(mine):
        return None
    return "opponent" if theirs else "me"


_ASKS_STAYS = re.compile(
    r"\bstay\w* (?:equipped|attached|on)\b|\bkeep\w* (?:the|its) \+|\bremain\w* (?:equipped|attached)\b|"
    r"\bsigue (?:equipad|anexad)\w*|\bmantiene (?:el|la|los) \+|\bse queda (?:equipad|anexad|puest)\w*|"
    # "¿sigue con el +3/+0 y arrollar cuando ataco con ella?", "does it still have the +2/+0?"
    r"\bsigue con (?:el|la|los|las) \+|\bstill (?:has|have|get|gets) (?:the|its) \+"
)


#: "do I control the Rancor now too?", "¿controlo yo el Rancor?"
_ASKS_CONTROL = re.compile(
    r"\b(?:do|would|will) i (?:also |now )?control\b|\bis (?:the |their |his |her )?[\w' -]{3,30} (?:now |also )?mine\b|"
    r"\b(?:controlo|pasa a ser mi[oa]|es mi[oa] (?:tambien|ahora))\b"
)


def _aura_not_yours(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """A stolen creature wearing its controller's Aura: the Aura stays theirs (303.4e)."""
    stolen = _stolen(frame)
    auras = [
        c for c in frame.cards if "Aura" in c.type_line and not GAINS_CONTROL.search(c.oracle_text)
        and fold(c.name.split(",")[0].split()[-1]) in clause
    ]  # fmt: skip
    if not stolen or len(auras) != 1:
        return None
    rule = cite("303.4e", r"changing control of the object doesn’t change control of the Aura", r"control")
    return answered(
        "no", t(frame.lang, "equip.aura_stays_theirs", card=auras[0].name), rule, cite, (auras[0],), "equip"
    )


def _stays_attached(frame: Frame, cite: Citer) -> Verdict | None:
    """The creature is stolen (Control Magic, Act of Treason) with an Equipment on it: the Equipment stays attached
    and keeps working for the new controller — its own control doesn't change (301.5d)."""
    gear = next((c for c in frame.cards if "Equipment" in c.type_line), None)
    stolen = _stolen(frame)
    if (gear is None and not _EQUIPMENT_SAID.search(frame.folded)) or not stolen:
        return None
    rule = cite("301.5d", r"Changing control of the creature doesn’t change control of the Equipment", r"control")
    label = gear.name if gear else t(frame.lang, "equip.the_equipment")  # "their bonespliter": a name mistyped
    finding = t(frame.lang, "equip.stays", card=label)
    return answered("yes", finding, rule, cite, (gear,) if gear else (), "equip")


#: "is the Equipment still mine?", "¿el equipo sigue siendo mío?", "do I still control the Jitte?"
_ASKS_STILL_MINE = re.compile(
    r"\bstill (?:mine|my equipment|yours)\b|\b(?:do|would) i still (?:control|own)\b|"
    r"\bsigue siendo (?:mio|mia|tuyo|tuya)\b|\bsigo (?:controlando|siendo (?:el )?(?:dueno|controlador))\b"
)
_EQUIPMENT_SAID = re.compile(r"\bequip\w*|\bequipo\b|\bequipamiento\b")


def _still_yours(frame: Frame, cite: Citer) -> Verdict | None:
    """ "If my opponent steals my equipped creature, is the Equipment still mine?": yes, changing control of the
    creature doesn't change control of the Equipment (301.5d)."""
    gear = next((c for c in frame.cards if "Equipment" in c.type_line), None)
    stolen = _stolen(frame)
    if not stolen or (gear is None and not _EQUIPMENT_SAID.search(frame.folded)):
        return None
    rule = cite("301.5d", r"Changing control of the creature doesn’t change control of the Equipment", r"control")
    label = gear.name if gear else t(frame.lang, "equip.the_equipment")
    finding = t(frame.lang, "equip.yours", card=label)
    return answered("yes", finding, rule, cite, (gear,) if gear else (), "equip")


def _stolen(frame: Frame) -> bool:
    """The question says a creature is stolen, or names a card that gains control of one (Control Magic)."""
    return bool(STEALS.search(frame.folded)) or any(GAINS_CONTROL.search(c.oracle_text) for c in frame.cards)
