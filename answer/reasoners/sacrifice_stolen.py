"""Sacrificing a creature whose control changed (701.21a): only its controller can sacrifice it. The player who took
it can (to an edict or a sacrifice outlet), its owner can't while it is taken; either way it goes to its owner's
graveyard (400.3). Fires only for a yes/no "can I sacrifice…" that says which player took it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import TAKEN_FROM_ME, Citer, Step, Verdict, answered, controller, ids

_ASKS = re.compile(r"\b(?:can|could|may) i (?:still )?sac(?:rifice)?\b|\b(?:puedo|podria) sacrificar\w*\b")
#: the asker took it: "i steal", "le robo", "i control magic their bears", "i act of treason it"
_I_TOOK = re.compile(
    r"\bi (?:steal|stole|took|take|gain(?:ed)? control|control magic|act of treason|threaten)\w*|\ble robo\b|"
    r"\ble robe\b|\b(?:criatura|bicho|permanente) robad[oa]\b|\bstolen (?:creature|one|guy)\b|\bgano el control\b"
)


#: "Whenever a creature you control dies" (Grave Pact, Blood Artist's cousins): the controller as it died
_YOURS_DIES = re.compile(r"\bwhenever (?:a|another) (?:nontoken )?creature you control dies\b", re.I)
_ASKS_TRIGGER = re.compile(r"\btrigger\w*|\bdispar\w*|\bgo(?:es)? off\b|\bsalta\b")
_DIES_SAID = re.compile(r"\bsac\w*|\bdies?\b|\bdied\b|\bkill\w*|\bmuere\b|\bmurio\b|\bsacrific\w*")


def _dies_as_mine(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I Act of Treason their creature and sacrifice it: does my Grave Pact trigger?" Yes: it died under my
    control, and a leaves-the-battlefield ability looks back at the game as it was (603.10a)."""
    watcher = next((c for c in frame.cards if _YOURS_DIES.search(c.oracle_text)), None)
    if watcher is None or not _DIES_SAID.search(frame.folded):
        return None
    took = _I_TOOK.search(frame.folded)
    if not took and TAKEN_FROM_ME.search(frame.folded) and controller(frame, watcher) != "opponent":
        # "my opponent steals MY Serra Angel and sacrifices it: does my Grave Pact trigger?" No: it died under their
        # control, and "a creature you control dies" looks back at who controlled it then (603.10a)
        rule = cite("603.10a", r"leaves-the-battlefield abilities", r"dejar el campo")
        return answered("no", t(frame.lang, "sac.stolen_trigger_theirs", card=watcher.name), rule, cite, frame.cards,
                        "sacrifice_stolen")  # fmt: skip
    if not took:
        return None
    rule = cite("603.10a", r"leaves-the-battlefield abilities", r"dejar el campo")
    finding = t(frame.lang, "sac.stolen_trigger", card=watcher.name) + ids(rule)
    return Verdict(t(frame.lang, "yes") + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes,
                   frame.cards, "sacrifice_stolen")  # fmt: skip


_OWN_DIES_TRIGGER = re.compile(r"^(?:[\w' -]{3,30} — )?when(?:ever)? [^,.]+ dies, ", re.I | re.M)
_ASKS_WHO_GETS = re.compile(r"\b(?:gain|gains|gets?|draws?|gana|recibe|roba|obtiene|controla)\w*")


def _whose_trigger(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Mi oponente me roba Zulaport Cutthroat con Act of Treason y lo sacrifica. ¿Quién gana la vida?" Your opponent:
    a creature's own "when it dies" ability is controlled by whoever controlled it as it died (603.3a, 603.10a). The
    asker's own theft is trigger_controller's."""
    if not _ASKS_WHO_GETS.search(frame.clause or frame.asked) or not _DIES_SAID.search(frame.folded):
        return None
    creature = next(
        (c for c in frame.cards if "Creature" in c.type_line and _OWN_DIES_TRIGGER.search(c.oracle_text)), None
    )
    mine, theirs = _I_TOOK.search(frame.folded), TAKEN_FROM_ME.search(frame.folded)
    if creature is None or mine or not theirs:
        return None  # the asker took it: trigger_controller's reading
    rule = cite("603.3a", r"controlled by the player who controlled its source", r"")
    return answered(None, t(frame.lang, "sac.trigger_theirs", card=creature.name), rule, cite, (creature,),
                    "sacrifice_stolen")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.WHO:
        return _whose_trigger(frame, cite)
    if frame.qtype is QType.YES_NO and _ASKS_TRIGGER.search(frame.clause or frame.asked):
        return _dies_as_mine(frame, cite)
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    mine, theirs = _I_TOOK.search(frame.folded), TAKEN_FROM_ME.search(frame.folded)
    if bool(mine) == bool(theirs):
        return None  # who took it is not said, or both are
    rule = cite("701.21a", r"its controller moves it from the battlefield", r"controlador")
    owner = cite("400.3", r"its owner’s", r"propietario")
    key = "sac.stolen_yes" if mine else "sac.stolen_no"
    finding = t(frame.lang, key) + ids(rule, owner)
    steps = [Step(finding, tuple(r for r in (rule, owner) if r))]
    return Verdict(t(frame.lang, "yes" if mine else "no") + " " + finding, steps, cite.quotes, frame.cards,
                   "sacrifice_stolen")  # fmt: skip
