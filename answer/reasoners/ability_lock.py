"""Abilities locked by card type (602.5): Cursed Totem stops activated abilities of creatures, Null Rod and Stony Silence
those of artifacts (mana abilities included), Grand Abolisher those of artifacts, creatures and enchantments — and
nothing else: Ashnod's Altar under Cursed Totem, Evolving Wilds under Grand Abolisher still work. Fires for a yes/no
"can … activate/use/sacrifice …?" naming one such lock and the cards asked about; a locked card whose lock depends on
whose turn it is or who controls it (Grand Abolisher, Linvala) is read only when the question says whose, and a
lock that spares mana abilities (Damping Matrix) is left to others when the asked card has one."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Step, Verdict, controller, ids
from ingest.models import Card

#: "Activated abilities of artifacts and creatures [your opponents control] can't be activated [unless they're mana
#: abilities]", Grand Abolisher's "can't cast spells or activate abilities of artifacts, creatures, or enchantments"
_LOCK = re.compile(
    r"\bActivated abilities of ((?:artifacts|creatures|enchantments|lands)(?:,? (?:and|or) (?:artifacts|creatures|"
    r"enchantments|lands))*)( your opponents control)? can[’']t be activated( unless they[’']re mana abilities)?|"
    r"\bcan[’']t cast spells or activate abilities of ((?:artifacts|creatures|enchantments|planeswalkers)"
    r"(?:,? (?:or )?(?:artifacts|creatures|enchantments|planeswalkers))*)",
    re.I,
)
_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")
#: an act that activates an ability: "can I still sac creatures to the Altar?", "¿puede sacrificar su Evolving Wilds?"
_ACTS = re.compile(
    r"\b(?:activat\w*|use|using|sac\w*|tap\w*|crack\w*|pop\w*|equip\w*|activ\w*|us(?:ar|o|a)|sacrific\w*|gir\w*|"
    r"romp\w*)\b"
)
#: what isn't an activated ability of a permanent on the battlefield: an ability used from the hand or graveyard
#: (ninjutsu, cycling, unearth), a cost another spell's static ability pays (convoke, crew is activated but of the
#: Vehicle), blocking
_NOT_HERE = re.compile(
    r"\bninjutsu\b|\bcycl\w*|\bciclo\b|\bchannel\b|\bunearth\w*|\bescape\w*|\bfrom (?:my |the )?(?:hand|graveyard)\b|"
    r"\bdesde (?:la |mi |el )?(?:mano|cementerio)\b|\bconvok\w*|\bconvoc\w*|\bimprovis\w*|\bblock\w*|\bbloque\w*"
)
#: a card the question makes a creature (an animated manland, March of the Machines): printed types don't decide
_ANIMATED = re.compile(
    r"\banimat\w*|\bis an? (?:artifact )?creature\b|\bbecomes? an? [^.]*creature\b|\bes una criatura\b"
)
#: the card whose ability is used, after "to"/"with": "sacrifice my Viscera Seer to Ashnod's Altar"
_TOOL_BEFORE = re.compile(r"\b(?:to|with|using|con|al|a|usando)\s+(?:my |mi |the |el |la |his |su )?$")


def _types(card: Card) -> set[str]:
    """The card types on its type line, lower-case ("artifact", "creature", …)."""
    front = card.type_line.split("—")[0].lower()
    return {kind for kind in _TYPES if kind in front}


def _activates(card: Card) -> bool:
    """The card has an activated ability ("Cost: effect"), equip and crew included."""
    return bool(re.search(r"^[^\n:\"“]{1,80}:|^(?:Equip|Crew|Cycling)\b", card.oracle_text, re.M))


#: whether the ability still works, asked without "can": "¿mi Sol Ring sigue dando 2 manás?", "does it still tap for 2?"
_STILL_WORKS = re.compile(
    r"\bstill (?:gives?|taps?|makes?|produces?|works?|adds?)\b|\bsigue (?:dando|produciendo|funcionando|sirviendo)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    still = bool(_STILL_WORKS.search(frame.clause or frame.asked))
    if frame.qtype is not QType.YES_NO or not (CAN_SAID.search(frame.folded) or still):
        return None
    locks = [(c, m) for c in frame.cards if (m := _LOCK.search(c.oracle_text))]
    if len(locks) != 1:
        return None
    lock, found = locks[0]
    asked = [c for c in frame.cards if c is not lock and _activates(c)]
    if not asked or not (_ACTS.search(frame.folded) or still) or any(not _types(c) for c in asked):
        return None
    if _NOT_HERE.search(frame.folded) or re.search(r"\bcan[’']?t\b|\bcannot\b|\bno (?:puedo|puede|se puede)\b",
                                                  frame.clause or frame.asked):  # fmt: skip
        return None  # an ability from another zone, a block, or "so I can't use it?" (a negated ask)
    if any(c is not lock and _ANIMATED.search(c.oracle_text) for c in frame.cards) or _ANIMATED.search(frame.folded):
        return None  # a creature for now whatever its printed types (613.1d)
    tools = [c for c in asked if any(_TOOL_BEFORE.search(frame.folded[:at]) for at in mentions(frame, c))]
    asked = tools or asked  # the Altar's ability is the one used; the creature sacrificed to it is its cost
    locked = {kind.rstrip("s") for kind in re.findall(r"[a-z]+", (found[1] or found[4]).lower())} & set(_TYPES)
    conditional = bool(found[2]) or bool(found[4])  # "your opponents control", Grand Abolisher's "during your turn"
    spares_mana = bool(found[3])
    order = sorted(asked, key=lambda c: _at(frame, c))
    findings = []
    answers = []
    for card in order:
        hit = sorted(_types(card) & locked)
        if hit and spares_mana and "Add {" in card.oracle_text:
            return None  # which of its abilities is asked: not read here
        applies = _applies(frame, lock, card, during_turn=bool(found[4])) if hit and conditional else True
        if applies is None:
            return None  # whose turn or whose card isn't said
        kind = t(frame.lang, "ability_lock.kind_" + (hit[0] if hit else sorted(_types(card))[0]))
        bound = "ability_lock.not_bound_" + ("turn" if found[4] else "owner")
        key = "ability_lock.free" if not hit else "ability_lock.locked" if applies else bound
        findings.append(t(frame.lang, key, card=card.name, lock=lock.name, kind=kind))
        answers.append(not (hit and applies))
    rule = cite("602.5", r"prohibited from being activated", r"")
    text = " ".join(findings) + ids(rule)
    opener = t(frame.lang, "yes" if answers[0] else "no")
    steps = [Step(finding, ()) for finding in findings[:-1]] + [Step(findings[-1] + ids(rule), (rule,) if rule else ())]
    return Verdict(f"{opener} {text}", steps, cite.quotes, (lock, *order), "ability_lock")


#: who would activate: "can I …", "¿puedo …?" / "can my opponent …", "¿puede el rival …?"
_I_ACT = re.compile(r"\b(?:can|could|may) i\b|\bpuedo\b|\bpodria\b(?! (?:el|mi) (?:rival|oponente))")
_THEY_ACT = re.compile(
    r"\b(?:can|could|may) (?:my |the )?(?:opponent|opp|they|he|she)\b|\b(?:puede|podria) (?:el |mi )?(?:rival|oponente)\b|"
    r"\b(?:el |mi )?(?:rival|oponente) (?:puede|podria)\b"
)
_MY_TURN = re.compile(r"\b(?:on|during|in) my (?:own )?turn\b|\ben mi (?:propio )?turno\b|\bit'?s my turn\b")
_THEIR_TURN = re.compile(
    r"\b(?:on|during|in) (?:his|her|their|the opponent'?s|my opponent'?s|opp'?s) turn\b|\ben (?:su|el) turno\b(?! mio)|"
    r"\ben el turno (?:de mi|del) (?:rival|oponente)\b"
)


def _applies(frame: Frame, lock: Card, card: Card, during_turn: bool) -> bool | None:
    """Whether a lock that binds only its controller's opponents (Linvala's "your opponents control"; Grand
    Abolisher's "During your turn, your opponents can't …") reaches the asked card; None when the question doesn't
    say whose lock, whose turn or who acts."""
    owner = controller(frame, lock)
    actor = "me" if _I_ACT.search(frame.folded) else "opponent" if _THEY_ACT.search(frame.folded) else None
    if owner is None or actor is None:
        return None
    if during_turn:
        turn = "me" if _MY_TURN.search(frame.folded) else "opponent" if _THEIR_TURN.search(frame.folded) else None
        if turn is None:
            return None
        return actor != owner and turn == owner
    held = controller(frame, card) or actor
    return held != owner


def mentions(frame: Frame, card: Card) -> list[int]:
    """Where the question names the card, by its first name word."""
    word = re.escape(card.name.lower().split()[0])
    return [m.start() for m in re.finditer(rf"\b{word}", frame.folded)]


def _at(frame: Frame, card: Card) -> int:
    """Where the question first names the card (its end when it doesn't)."""
    spots = [m.start() for word in card.name.lower().split()[:1] for m in re.finditer(re.escape(word), frame.folded)]
    return min(spots, default=len(frame.folded))
