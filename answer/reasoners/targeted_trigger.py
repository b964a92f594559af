"""A trigger on becoming the target of a spell (Bonecrusher Giant: "Whenever Bonecrusher Giant becomes the target of a
spell"): an activated or triggered ability that targets it is no spell (113.9), so it doesn't trigger (603.2); a spell
that targets it triggers it as it is cast, whoever casts it, and the trigger goes on the stack above the spell and
resolves first (603.3), even when the spell will kill it (113.7a). Fires only for such a named card and a question
that targets it with an ability (a pinger's ability, an equip, an enters trigger) or with one named spell, and asks
whether the trigger happens."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    Citer,
    Step,
    Verdict,
    ids,
    is_spell_card,
    name_pattern,
    rules_text,
    targets_a_permanent,
)
from ingest.lexicon import fold
from ingest.models import Card

_ON_SPELL = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever [^,]+ becomes the target of a spell,(?! or ability)", re.I | re.M
)
#: a {T} ability or a planeswalker's loyalty ability ("−3: Return up to one target …") that targets
_ABILITY_CARD = re.compile(
    r"^(?:\{T\}[^:\n]*|[+−-]?\d+): [^\n]*(?:deals|destroy|exile|return|tap)[^\n]*\btarget|"
    r"^When [^\n]* enters the battlefield, [^\n]*\btarget",  # Ravenous Chupacabra "used on it"
    re.I | re.M,
)
_ABILITY_SAID = re.compile(
    r"\bused? (?:an? |the |his |her |their )?[\w ,']{3,40} on (?:it|him|her|my|your|his|their)\b|\babilit\w*|\bhabilidad\w*|\bactivat\w*|\bactiv[oa]\b|\bping\w*|\bequip\w*|\btrigger\w*|\b(?:the|its|his|their) enters the battlefield\b|(?<![\w/+-])[+-]\d+\b(?!/)"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    card = next((c for c in frame.cards if _ON_SPELL.search(c.oracle_text)), None)
    if card is None:
        return None
    first = _spell_first(frame, cite, card) or _untargeted(frame, cite, card)
    if first is not None:
        return first
    pinger = next((c for c in frame.cards if c is not card and _ABILITY_CARD.search(c.oracle_text)), None)
    if pinger is None or not _ABILITY_SAID.search(frame.folded):
        return None
    if any(c is not card and re.search(r"Instant|Sorcery", c.type_line) for c in frame.cards):
        return None  # a spell is named too: which one targets it is not read here
    not_spell = cite("113.9", r"aren’t spells", r"no son hechizos")
    name = card.name.split(" // ")[0]  # "Bonecrusher Giant", not its Adventure
    finding = t(frame.lang, "targeted_trigger.ability", card=name, source=pinger.name) + ids(not_spell)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (not_spell,) if not_spell else ())],
                   cite.quotes, (card, pinger), "targeted_trigger")  # fmt: skip


#: the punishment: "…, Bonecrusher Giant deals 2 damage to that spell's controller."
_EFFECT = re.compile(r"becomes the target of a spell, ([^.\n]+)\.", re.I)
#: asks whether it still happens: "does he still take the 2", "¿igual le hace 2?"
#: (who takes it, "do I take 2?", is the target_punish reasoner's)
_ASKS = re.compile(r"\bstill\b|\banyway\b|\bigual\w*|\btodavia\b|\baun\b|\beven (?:tho|though|if)\b")


def _spell_first(frame: Frame, cite: Citer, card: Card) -> Verdict | None:
    """ "opp Fatal Pushed my Bonecrusher Giant: does he still take the 2?" Yes: the trigger resolves before the spell."""
    spells = [c for c in frame.cards if c is not card and is_spell_card(c) and targets_a_permanent(c)]
    effect = _EFFECT.search(card.oracle_text)
    if len(spells) != 1 or effect is None or not _ASKS.search(frame.clause or frame.asked):
        return None
    # the spell aimed at it, said so: "Fatal Pushed my Bonecrusher Giant", "target my own giant with Ram Through"
    spell = "|".join(filter(None, [re.escape(fold(spells[0].name.split(" // ")[0])), name_pattern(spells[0])]))
    watcher = _front_words(card)
    if not watcher or not re.search(
        rf"\b(?:{spell})\w*\s+(?:on\s+|at\s+)?(?:my|his|her|their|your|the|opp'?s)?\s*(?:own\s+)?(?:{watcher})|"
        rf"\btarget\w*\s+(?:my|his|her|their|your|the)?\s*(?:own\s+)?(?:{watcher})\b[^.?]{{0,20}}\bwith\s+(?:{spell})",
        frame.folded,
    ):
        return None
    on_top = cite("603.3", r"becomes the topmost object on the stack", r"")
    independent = cite("113.7a", r"exists on the stack independently of its source", r"independiente")
    name = card.name.split(" // ")[0]
    finding = t(frame.lang, "targeted_trigger.first", watcher=name, spell=spells[0].name, effect=effect[1])
    finding += ids(on_top, independent)
    steps = [Step(finding, tuple(r for r in (on_top, independent) if r))]
    return Verdict(f"{t(frame.lang, 'yes')} {finding}", steps, cite.quotes, (card, spells[0]), "targeted_trigger")


#: asks whether the trigger's effect happens: "does he take 2?", "do I get hit for 2", "does it trigger?"
_ASKS_EFFECT = re.compile(
    r"\btake\w*\b|\bhit\w*\b|\bdeal\w*\b|\beat\b|\beats\b|\btrigger\w*|\bdispar\w*|\brecib\w*|\bhace\b|\ble hace\b"
)


def _untargeted(frame: Frame, cite: Citer, card: Card) -> Verdict | None:
    """ "opp pyroclasmed and my bonecrusher giant died, does he take 2?" No: a spell without the word "target"
    targets nothing (115.10a), so the watcher never becomes a target."""
    spells = [c for c in frame.cards if c is not card and is_spell_card(c)]
    if (
        len(spells) != 1
        or re.search(r"\btarget", rules_text(spells[0]), re.I)
        or not _ASKS_EFFECT.search(frame.clause or frame.asked)
    ):
        return None
    watcher = _front_words(card)
    if re.search(
        rf"\b(?:to|a|al) (?:my |mi |the |el |his |her |their |su )?(?:{watcher})\b", frame.clause or frame.asked
    ):
        return None  # "does Anger of the Gods deal 3 to my Bonecrusher Giant?": the sweeper's own damage is asked
    untargeted = cite("115.10a", r"it’s not a target", r"no es un objetivo")
    if untargeted is None:
        return None
    name = card.name.split(" // ")[0]
    finding = t(frame.lang, "targeted_trigger.untargeted", watcher=name, spell=spells[0].name) + ids(untargeted)
    return Verdict(f"{t(frame.lang, 'no')} {finding}", [Step(finding, (untargeted,))], cite.quotes,
                   (card, spells[0]), "targeted_trigger")  # fmt: skip


def _front_words(card: Card) -> str:
    """The watcher's name words by its front face only, as pattern alternatives: "my stomp" is the Giant's Adventure
    cast, not the Giant targeted."""
    return "|".join(re.escape(w) for w in fold(card.name.split(" // ")[0]).split() if len(w) >= 4)
