"""Exile "until" it leaves, or with a separate return ability, when the exiler leaves before its "enters" ability
resolves (610.3b, 405.5, 113.7a). Banisher Priest ("exile … until Banisher Priest leaves the battlefield"): the
event already happened, so the creature is never exiled. Fiend Hunter or Oblivion Ring (two abilities): the
"leaves" ability resolves first with nothing to return, then the "enters" ability exiles the creature for good.
Fires only when the question removes the named exiler in response to its own trigger and asks about the exile."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import FLICKER, FLICKER_WORDS, Citer, Step, Verdict, answered, ids, is_spell_card
from ingest.lexicon import fold
from ingest.models import Card

_UNTIL = re.compile(
    r"^(?:[\w' -]{3,30} — )?when [^,]+ enters the battlefield, (?:[^.\n]*\.\s*){0,2}exile [^.]*until [^.]* leaves the "
    r"battlefield",
    re.I | re.M,
)
_ETB_EXILE = re.compile(
    r"^(?:[\w' -]{3,30} — )?when [^,]+ enters the battlefield, (you may )?exile [^.]*target", re.I | re.M
)
_LTB_RETURN = re.compile(
    r"^(?:[\w' -]{3,30} — )?when [^,]+ leaves the battlefield, return the exiled card", re.I | re.M
)
_KILLS = re.compile(
    r"\b(bolt\w*|shock\w*|kill\w*|destroy\w*|murder\w*|path\w*|swords?|bounce\w*|unsummon\w*|sacrific\w*|remove\w*|"
    r"mat\w*|destru\w*|romp\w*|le (tiro|meto|lanzo)|exili\w*)\b"
)
#: a removal spell's target: "Destroy target artifact or enchantment." (Disenchant), "Exile target creature."
_REMOVAL_TARGET = re.compile(
    r"^(?:destroy|exile|return) target ([a-z ,]+?)(?: to its owner's hand| and all other\b[^.]*)?\.", re.I | re.M
)  # Echoing Truth: "Return target nonland permanent and all other permanents with the same name …"
_PRONOUN_KILL = re.compile(
    r"\b(?:me |te |se |nos )?(?:lo|la) (?:matan|mata|destruyen|destruye|exilian|exilia|rebotan|devuelven|quitan)\b|"
    r"\b(?:they|he|she|opp|opponent) (?:kills?|bolts?|shocks?|murders?|destroys?|exiles?|bounces?) it\b"
)
_RESPONSE = re.compile(
    r"in response|respond|\bon the stack\b|en respuesta|respondo|\ben la pila\b|"
    # "con el disparo de exiliar apuntando a mi criatura", "while its trigger is pending": before it resolves
    r"\bcon (?:el|su) (?:disparo|trigger|habilidad)\b[^.?]{0,30}\b(?:apuntando|en la pila|pendiente)\b|"
    r"\bwhile (?:the|its) (?:trigger|ability|etb)\b"
)
_ASKS = re.compile(
    r"\bexile\w*|\bexili\w*|\bquitar? una carta\b|\btake (?:a|my) card\b|\bcome back|\breturn\w*|\bforever|\bfor good\b|\bvuelve|\bregres\w*|\bpara siempre|"
    r"\bget (?:\w+ ){0,3}back\b|\brecuper\w*"
)
#: asks whether the creature comes back (not whether it stays exiled)
_ASKS_BACK = re.compile(r"come back|return|vuelve|regres|\bget (?:\w+ ){0,3}back\b|\brecuper\w*")


#: asks whether the exiled card comes back: "does it come back?", "¿vuelve al campo?"
_COMES_BACK = re.compile(r"\bcomes? back\b|\breturns?\b|\bget (?:it|them) back\b|\bvuelve\w*|\bregresa\w*")


#: the exiled commander is moved on: "if I move Edgar to the command zone", "lo mando a la zona de mando"
_MOVED_TO_COMMAND = re.compile(
    r"\b(?:move|moved|put|send|sent|take|took)\b[^.?]{0,30}\b(?:to|in|into) the command zone\b|"
    r"\b(?:mando|mande|muevo|movi|pongo|puse|paso|pase)\b[^.?]{0,30}\ba la zona de mando\b"
)


def _to_command_zone(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Banisher Priest exiled my commander. If I move it to the command zone, does it still come back when the
    Priest dies?" No: in the command zone it is a new object, which the Priest's return can't find (400.7)."""
    if frame.qtype is not QType.YES_NO or not _COMES_BACK.search(frame.clause or frame.asked):
        return None
    exiler = next((c for c in frame.cards if _UNTIL.search(c.oracle_text) or _LTB_RETURN.search(c.oracle_text)), None)
    if exiler is None or not _MOVED_TO_COMMAND.search(frame.folded):
        return None
    new = cite("400.7", r"becomes a new object", r"nuevo objeto")
    return answered("no", t(frame.lang, "until_leaves.command_zone", card=exiler.name), new, cite, frame.cards,
                    "until_leaves")  # fmt: skip


def _flickered(frame: Frame, cite: Citer) -> Verdict | None:
    """ "si le hago Ephemerate a mi Fiend Hunter, ¿la criatura que tenía exiliada vuelve al campo?" Yes: leaving the
    battlefield, even for a moment, triggers its return (or ends Banisher Priest's "until"), and the exiler comes
    back as a new object whose "enters" ability triggers again (400.7, 610.3)."""
    if frame.qtype is not QType.YES_NO or not _COMES_BACK.search(frame.clause or frame.asked):
        return None
    exiler = next((c for c in frame.cards if _UNTIL.search(c.oracle_text) or _LTB_RETURN.search(c.oracle_text)), None)
    flicker = any(FLICKER.search(c.oracle_text) for c in frame.cards) or FLICKER_WORDS.search(frame.folded)
    if exiler is None or not flicker or _RESPONSE.search(frame.folded):
        return None
    rule = cite("610.3", r"leaves the battlefield", r"") if _UNTIL.search(exiler.oracle_text) else None
    new = cite("400.7", r"becomes a new object", r"nuevo objeto")
    finding = t(frame.lang, "until_leaves.flickered", card=exiler.name) + ids(rule, new)
    steps = [Step(finding, tuple(r for r in (rule, new) if r))]
    return Verdict(t(frame.lang, "yes") + " " + finding, steps, cite.quotes, frame.cards, "until_leaves")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    for read in (_flickered, _to_command_zone):
        verdict = read(frame, cite)
        if verdict is not None:
            return verdict
    # "they bolt the priest in response. what happens to thragtusk?", "where does my creature end up?"
    what_happens = frame.qtype is QType.WHAT_HAPPENS or (
        frame.qtype is QType.OTHER and bool(re.search(r"^where\b|^a ?donde\b|^donde\b", frame.clause or frame.asked))
    )
    if not (what_happens or (frame.qtype is QType.YES_NO and _ASKS.search(frame.clause or frame.asked))):
        return None
    exiler = next((c for c in frame.cards if _UNTIL.search(c.oracle_text) or _two_abilities(c)), None)
    if (
        exiler is not None
        and not what_happens
        and _AFTER_RESOLVED.search(frame.folded)
        and _removed(frame, exiler)
        and not any(c.faces for c in frame.cards)  # a transformed card returns front face up: another question
    ):
        return _returns(frame, cite, exiler)  # it left only after its trigger resolved
    if not _RESPONSE.search(frame.folded):
        return None
    if exiler is None or not _removed(frame, exiler):
        return None
    lang = frame.lang
    if _UNTIL.search(exiler.oracle_text):
        rule = cite("610.3b", r"the object doesn’t move", r"no se mueve")
        card_only = re.search(r"\bexile that card until\b", exiler.oracle_text, re.I)
        finding = t(lang, "until.never_card" if card_only else "until.never", card=exiler.name) + ids(rule)
        exiled = False
        steps = [Step(finding, (rule,) if rule else ())]
    else:
        order = cite("405.5", r"top \(last-added\)", r"se resuelve")
        alone = cite("113.7a", r"exists on the stack independently of its source", r"independientemente")
        finding = t(lang, "until.forever", card=exiler.name) + ids(order, alone)
        exiled = True
        steps = [
            Step(t(lang, "until.step_leaves", card=exiler.name) + ids(order), (order,) if order else ()),
            Step(t(lang, "until.step_enters", card=exiler.name) + ids(alone), (alone,) if alone else ()),
        ]
    asks_back = _ASKS_BACK.search(frame.clause or frame.asked)
    yes = (not exiled) if asks_back and not re.search(r"forever|para siempre", frame.folded) else exiled
    text = finding if what_happens else t(lang, "yes" if yes else "no") + " " + finding
    return Verdict(text, steps, cite.quotes, (exiler,), "until_leaves")


_AFTER_RESOLVED = re.compile(
    r"\bafter (?:its|the|that) (?:trigger|ability|etb)\w* (?:has )?resolv\w*|\bafter it resolv\w*|"
    r"\bdespues de que (?:se )?resuelva|\buna vez resuelt[oa]\b|\bya resuelt[oa]\b"
)


def _returns(frame: Frame, cite: Citer, exiler: Card) -> Verdict:
    """The exile already happened; the exiler leaving now returns the card, under its owner's control (610.3,
    610.3c; Fiend Hunter's separate "leaves" ability does the same)."""
    rule = cite("610.3c", r"returns under its owner’s control", r"propietario")
    finding = t(frame.lang, "until.returns", card=exiler.name) + ids(rule)
    asks_back = _ASKS_BACK.search(frame.clause or frame.asked)
    yes = bool(asks_back) and not re.search(r"forever|para siempre", frame.clause or frame.asked)
    text = t(frame.lang, "yes" if yes else "no") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (exiler,), "until_leaves")


def _two_abilities(card: Card) -> bool:
    return bool(_ETB_EXILE.search(card.oracle_text) and _LTB_RETURN.search(card.oracle_text))


def _removal_spell_fits(frame: Frame, exiler: Card) -> bool:
    """A named removal spell whose target can only be the exiler among the named permanents ("in response I
    Disenchant the O-Ring": Disenchant destroys an artifact or enchantment, and the Ring is the only one)."""
    permanents = [c for c in frame.cards if not is_spell_card(c)]
    for spell in (c for c in frame.cards if is_spell_card(c)):
        target = _REMOVAL_TARGET.search(spell.oracle_text)
        if target is None:
            continue
        kinds = [k for k in re.findall(r"[a-z]+", target[1].lower()) if k not in ("or", "and", "nonland")]
        if kinds == ["permanent"]:
            kinds = ["artifact", "creature", "enchantment", "planeswalker"]
        fits = [c for c in permanents if any(k.capitalize() in c.type_line for k in kinds)]
        if fits == [exiler]:
            return True
    return False


def _removed(frame: Frame, exiler: Card) -> bool:
    """The exiler is the one removed: named (or its last word, "the hunter") right after a removal verb."""
    if exiler.name in frame.removed or _removal_spell_fits(frame, exiler):
        return True
    # "bajo banisher priest apuntando a su bicho y me lo matan con un shock en respuesta al trigger": the pronoun
    # stands for the exiler, the only named creature before it
    at = frame.folded.find(fold(exiler.name).split(",")[0])
    pronoun = _PRONOUN_KILL.search(frame.folded, at) if at >= 0 else None
    others = [c for c in frame.cards if c is not exiler and "Creature" in c.type_line]
    if pronoun is not None and not others:
        return True
    # "le meto un Shock y muere": a spell cast, then the only creature named dies
    if (
        not others
        and any(is_spell_card(c) for c in frame.cards)
        and re.search(r"\by muere\b|\band (?:it )?dies\b", frame.folded)
    ):
        return True
    words = [re.escape(w) for w in fold(exiler.name).split() if len(w) >= 4]
    full = fold(exiler.name).split(",")[0].split()
    # "the o-ring": the first letter and the last word, as players shorten Oblivion Ring
    short = [rf"{re.escape(full[0][0])}-?{re.escape(full[-1])}"] if len(full) > 1 else []
    names = "|".join([re.escape(fold(exiler.name)), *words, *short])
    # "I Chain Lightning the Hunter": a spell's name as the removal verb
    verbs = "|".join([_KILLS.pattern, *(re.escape(fold(c.name)) for c in frame.cards if is_spell_card(c))])
    return bool(
        re.search(rf"(?:{verbs})\s+(?:(?:the|his|her|their|its|my|a|al|el|la|su|mi)\s+)?(?:{names})\b", frame.folded)
    )
