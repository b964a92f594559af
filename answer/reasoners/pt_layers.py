"""A creature's power and toughness when an effect sets it (613.4b–c): "base power and toughness 0/4" (Lignify),
"becomes a 1/1 Frog" (Turn to Frog), "have base power and toughness 1/1" (Humility) or "becomes a 2/2 creature"
(Mutavault) applies in layer 7b, replacing the printed and characteristic-defining values; anthems, pump spells and
+1/+1 or -1/-1 counters apply afterwards in layer 7c, whatever their timestamps. Fires only for one named setting
effect, a question about the creature's size, and modifiers that are named cards or counters the question states."""

from __future__ import annotations

import re
from dataclasses import dataclass

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    COPY_SAID,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    creature_label,
    ids,
    is_spell_card,
    kicked_pump_said,
    name_pattern,
)
from answer.text import capital, number
from ingest.lexicon import fold
from ingest.models import Card

#: an effect that sets base power and toughness, or animates a permanent as an N/N
#: an effect that sets a creature's base power and toughness (layer 7b): Humility, Turn to Frog, Kenrith's Transformation
SETS_SIZE = re.compile(r"base power and toughness (\d+)/(\d+)|\bbecomes an? (\d+)/(\d+) ", re.I)
#: "Creatures you control get +1/+1." (Glorious Anthem); "Target creature gets +3/+3 until end of turn." (Giant Growth)
_ANTHEM = re.compile(r"^creatures you control get ([+-]\d+)/([+-]\d+)\.", re.I | re.M)
_PUMP = re.compile(
    r"^(?:untap target creature\. it|target creature) gets ([+-]\d+)/([+-]\d+) until end of turn\.", re.I | re.M
)  # Giant Growth; Gift of Growth's "Untap target creature. It gets +2/+2 until end of turn."
#: an Equipment or Aura on it: "Equipped creature gets +4/+4 and has vigilance and lifelink." (Batterskull)
_WORN = re.compile(r"^(?:equipped|enchanted) creature gets ([+-]\d+)/([+-]\d+)\b", re.I | re.M)
_NUMBER = r"(\d+|an?|one|two|three|four|five|six|un|una|uno|dos|tres|cuatro|cinco|seis)"
_COUNTERS = re.compile(
    rf"\b{_NUMBER} ([+-]1/[+-]1) (?:counters?|contador(?:es)?)\b|\b{_NUMBER} contador(?:es)? ([+-]1/[+-]1)"
)
_ASKS_SIZE = re.compile(
    r"\bp/t\b|\bend(?:ed|s)? up (?:as|being)\b|\bacab(?:o|a) (?:siendo|como)\b|\bhow big\b|\bsize\b|\bpower\b|\btoughness\b|\bwhat is it\b|\btamano\b|\bcuanto (?:se )?queda\b|"
    r"\bcomo (?:se )?quedan?\b|\bcomo terminan\b|\bhow big are\b|\bcomo (?:termina|acaba)\b|\bcuanto (?:mide|es)\b|\bfuerza\b|\bresistencia\b|"
    r"(?<![\w/+-])\d+/\d+(?![\w/])"
)


@dataclass(frozen=True)
class _Change:
    label: str
    power: int
    toughness: int


#: a copy effect: Clone, Vizier of Many Faces, Phantasmal Image
_COPIES = re.compile(r"\bas a copy of\b", re.I)


def _animation_copied(frame: Frame, cite: Citer, setters: list[Card]) -> Verdict | None:
    """ "Opp animated Mutavault; I cast Vizier of Many Faces copying it: is my Vizier a 2/2 creature?" No: a copy gets
    only the copiable values, the card as printed, not the effect that animated it (707.2), so it's a land."""
    copier = next((c for c in frame.cards if _COPIES.search(c.oracle_text)), None)
    animated = [
        c
        for c in setters
        if c is not copier and re.search(rf"\b{re.escape(c.name)} becomes\b", c.oracle_text) and "Land" in c.type_line
    ]
    if copier is None or len(animated) != 1 or frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    if not re.search(r"\bcreature\b|\bcriatura\b|(?<![\w/+-])\d+/\d+(?![\w/])", clause):
        return None
    if not re.match(r"\W*(?:so |and |y )?(?:is|es|será|sera|would|does|queda)\b", clause) or re.search(
        r"\banimat\w*|\banim[ao]\w*|\bpay\w*|\bpag\w*|\bactivat\w*|\bactiv[oa]\w*", clause
    ):
        return None  # "can i then pay 1 to animate my copy?": the copy has the printed ability (707.2)
    rule = cite("707.2", r"copiable values", r"copiables")
    finding = t(frame.lang, "pt.copy_unanimated", copier=copier.name, card=animated[0].name)
    return answered("no", finding, rule, cite, (copier, animated[0]), "pt_layers")


#: the question asks power alone or toughness alone ("what's its power?", "¿qué resistencia tiene?")
_ASKS_ONE = re.compile(
    r"^(?!.*\b(?:toughness|resistencia|p/t|how big|size|tamano)\b.*\b(?:power|fuerza)\b)"
    r"(?!.*\b(?:power|fuerza)\b.*\b(?:toughness|resistencia)\b).*?(?:\b(power|fuerza)\b|\b(toughness|resistencia)\b)"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS, QType.HOW_MANY, QType.OTHER, QType.DEFINITION):
        return None
    if not _ASKS_SIZE.search(clause):
        return None
    if kicked_pump_said(frame):
        return None  # a kicked pump gets more ("+4/+4 instead"): not read here
    setters = [(c, m) for c in frame.cards if (m := SETS_SIZE.search(c.oracle_text))]
    if not setters:
        return _printed_plus(frame, cite, clause)
    copied = _animation_copied(frame, cite, [c for c, _ in setters])
    if copied is not None:
        return copied
    earlier: list[Card] = []
    if len(setters) > 1:  # Turn to Frog, then Ovinize: both apply in layer 7b, the one told last wins (613.7)
        told = _in_told_order(frame, [c for c, _ in setters])
        if told is None:
            return None
        setters = [next(pair for pair in setters if pair[0] is told[-1])]
        earlier = told[:-1]
    setter, found = setters[0]
    base = (int(found[1]), int(found[2])) if found[1] else (int(found[3]), int(found[4]))
    affected = _affected(frame, setter, earlier)
    if affected is False:
        return None
    creature = affected if isinstance(affected, Card) else None
    lang = frame.lang
    changes = [*_modifiers(frame, setter, creature), *_counters(frame, lang)]
    power = base[0] + sum(c.power for c in changes)
    toughness = base[1] + sum(c.toughness for c in changes)
    name = creature.name if creature is not None else t(lang, "pt.the_creature")
    sets = cite("613.4b", r"set power and/or toughness to a specific number", r"7b")
    # (cited here, before 7c and 7d, to keep the evidence in layer order)
    later = cite("613.7", r"timestamp", r"marca de tiempo") if earlier else None
    switcher = _switcher(frame)
    if switcher is not None:
        power, toughness = toughness, power
    size = f"{power}/{toughness}"
    if changes:
        modify = cite("613.4c", r"Effects and counters that modify power", r"7c")
        listed = ", ".join(f"{c.label} ({c.power:+d}/{c.toughness:+d})" for c in changes)
        finding = t(
            lang, "pt.modified", card=name, size=size, setter=setter.name, base=f"{base[0]}/{base[1]}", mods=listed
        )
        finding += ids(sets, modify)
        rules = tuple(r for r in (sets, modify) if r)
    else:
        finding = t(lang, "pt.set", card=name, size=size, setter=setter.name) + ids(sets)
        rules = (sets,) if sets else ()
    if earlier:
        names = ", ".join(c.name for c in earlier)
        finding += " " + t(lang, "pt.later_setter", setter=setter.name, earlier=names) + ids(later)
        rules = (*rules, later) if later else rules
    if switcher is not None:
        switch = cite("613.4d", r"switch a creature’s power and toughness", r"7d")
        finding += " " + t(lang, "pt.switched", card=switcher.name, size=size) + ids(switch)
        rules = (*rules, switch) if switch else rules
    steps = [Step(finding, rules)]
    only = _ASKS_ONE.search(clause)
    if only and frame.qtype is not QType.YES_NO:  # "what's its power?": that number first
        power_asked = only[1] is not None
        opener = t(lang, "pt.power" if power_asked else "pt.toughness", n=str(power if power_asked else toughness))
        return Verdict(opener + " " + finding, steps, cite.quotes, frame.cards, "pt_layers")
    if frame.qtype is QType.YES_NO:
        said = re.findall(r"(?<![\w/+-])(\d+)/(\d+)(?![\w/])", clause)
        if len(said) > 1:  # "is it 2/2 or 3/3?": the size, no yes or no
            return Verdict(finding, steps, cite.quotes, frame.cards, "pt_layers")
        if not said:
            return None
        agrees = (int(said[0][0]), int(said[0][1])) == (power, toughness)
        return Verdict(t(lang, "yes" if agrees else "no") + " " + finding, steps, cite.quotes, frame.cards, "pt_layers")
    return Verdict(finding, steps, cite.quotes, frame.cards, "pt_layers")


def _in_told_order(frame: Frame, cards: list[Card]) -> list[Card] | None:
    """The cards in the order the question tells them, when each is named once in it; None when that can't be read
    (a card named twice, or not by its name)."""
    places = []
    for card in cards:
        name = fold(card.name)
        if frame.folded.count(name) != 1:
            return None
        places.append((frame.folded.index(name), card))
    return [card for _, card in sorted(places, key=lambda place: place[0])]


#: "Switch target creature's power and toughness until end of turn." (Twisted Image)
_SWITCH = re.compile(r"^switch (?:target|enchanted|equipped) creature[’']s power and toughness\b", re.I | re.M)


def _switcher(frame: Frame) -> Card | None:
    """A named spell that switches the creature's power and toughness: it applies in layer 7d, after every effect and
    counter of 7b and 7c, whatever the timestamps (613.4d)."""
    return next((c for c in frame.cards if is_spell_card(c) and _SWITCH.search(c.oracle_text)), None)


def _affected(frame: Frame, setter: Card, earlier: list[Card] | None = None) -> Card | None | bool:
    """The creature whose size is set: the setter itself when it animates ("Mutavault becomes a 2/2"), else the one
    other named creature; None (unnamed) for an effect on all creatures; False when it can't be told. `earlier`:
    setting effects overridden by this one, no creatures of their own."""
    if re.search(rf"\b{re.escape(setter.name)} becomes an? \d+/\d+", setter.oracle_text):
        return setter
    named = [c for c in frame.cards if c is not setter and c not in (earlier or []) and "Creature" in c.type_line]
    if len(named) == 1:
        return named[0]
    if not named and re.search(r"^all creatures\b", setter.oracle_text, re.I | re.M):
        return None
    if not named and re.search(r"\b(?:target|enchanted) (?:artifact or )?creature\b", setter.oracle_text, re.I):
        # "le hago Giant Growth a mi bicho 2/2 y le tiran Turn to Frog": one creature described, not named
        described = re.findall(
            r"\b(?:creature|bicho|criatura|guy|dude|token|ficha)s?\b|\b(?:my|mi) \d+/\d+(?![\w/])|"
            # "my bears got turned into a frog": the asker's creature by a word of its name
            r"\b(?:my|mi) [a-z]+ (?:got|gets|was|is|fue|es)\b",
            frame.folded,
        )
        others = _COUNTERS.sub(" ", frame.folded)  # "two +1/+1 counters" are no second creature
        if described and not re.search(r"\b(?:two|both|dos|ambos|ambas|each|cada)\b", others):
            return None
    return False


def _modifiers(frame: Frame, setter: Card, creature: Card | None) -> list[_Change]:
    changes = []
    for card in frame.cards:
        if card is setter or card is creature:
            continue
        anthem = _ANTHEM.search(card.oracle_text)
        if anthem and "Creature" not in card.type_line:
            whose = controller(frame, card)
            if whose == "opponent" and (creature is None or controller(frame, creature) != "opponent"):
                continue  # the rival's anthem doesn't pump my creature
            changes.append(_Change(card.name, int(anthem[1]), int(anthem[2])))
        pump = _PUMP.search(card.oracle_text) if is_spell_card(card) else None
        if pump:
            changes.append(_Change(card.name, int(pump[1]), int(pump[2])))
        gear = re.search(r"Equipment|Aura", card.type_line) and _worn_said(frame, card)
        worn = _WORN.search(card.oracle_text) if gear else None
        if worn:  # "their Germ token that has Batterskull on it": the Equipment's bonus applies in layer 7c
            changes.append(_Change(card.name, int(worn[1]), int(worn[2])))
    return changes


def counters_said(frame: Frame) -> list[tuple[int, _Change]]:
    """Each "+1/+1"/"-1/-1" counters phrase of the question with where it starts and its change to P/T."""
    changes = []
    for found in _COUNTERS.finditer(frame.folded):
        count_word, kind = (found[1], found[2]) if found[1] else (found[3], found[4])
        count = number(count_word)
        if count is None:
            continue
        sign = 1 if kind.startswith("+") else -1
        label = t(frame.lang, "pt.counters", n=str(count), kind=kind)
        changes.append((found.start(), _Change(label, sign * count, sign * count)))
    if not changes and any(_PLUS_ONLY.search(c.oracle_text) and "-1/-1" not in c.oracle_text for c in frame.cards):
        # "arcbound ravager that has 3 counters on it": a creature that only uses +1/+1 counters
        bare = _BARE.search(frame.folded)
        count = number(bare[1]) if bare else None
        if bare and count:
            label = t(frame.lang, "pt.counters", n=str(count), kind="+1/+1")
            changes.append((bare.start(), _Change(label, count, count)))
    return changes


_PLUS_ONLY = re.compile(r"\+1/\+1 counter", re.I)
_BARE = re.compile(rf"\b{_NUMBER} (?:counters?|contador(?:es)?)\b(?! (?:of|de) )")


def _counters(frame: Frame, lang: str) -> list[_Change]:
    return [change for _, change in counters_said(frame)]


def _printed_plus(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "my Grizzly Bears has two +1/+1 counters and gets a -1/-1 counter, what size is it?" No effect sets its size:
    its printed power and toughness plus every counter, anthem and pump named (613.4c); +1/+1 and -1/-1 counters on
    it cancel in pairs (704.5q), which changes nothing of the size. Fires for one named creature with a printed size and
    at least one such change, asked what size it is (not yes/no)."""
    if frame.qtype is QType.YES_NO and not re.search(r"\bque tamano\b|\bwhat size\b|\bhow big\b", clause):
        return None  # "is it a 3/3 now?" is the setter path's yes/no; "¿qué tamaño tienen?" still asks the size
    named = [c for c in frame.cards if "Creature" in c.type_line and (c.toughness or "").isdigit()]
    sizes = set(re.findall(r"(?<![\w/+-])\d+/\d+(?![\w/])", frame.folded))
    described = _DESCRIBED.search(frame.folded) if not named and len(sizes) == 1 else None  # "my 1/1 token"
    if described is not None:
        creature = Card(name=f"{described[1]}/{described[2]}", power=described[1], toughness=described[2])
    elif len(named) == 1 and (named[0].power or "").isdigit():
        creature = named[0]
    else:
        return None
    if re.search(r"where X is (?:your|its controller's) life total", creature.oracle_text, re.I):
        return None  # Death's Shadow: its size follows its controller's life, which its printed size alone misses
    switcher = _switcher(frame)
    read = [c for c in frame.cards if c is creature or c is switcher or _ANTHEM.search(c.oracle_text)
            or _PUMP.search(c.oracle_text)]  # fmt: skip
    if len(read) != len(frame.cards) or COPY_SAID.search(frame.folded):
        return None  # another card (Black Sun's Zenith, Clone) may change or copy the size in a way not read here
    lang = frame.lang
    changes = [_times(frame.folded, c) for c in _modifiers(frame, creature, creature)] + _counters(frame, lang)
    if not changes:
        return None
    power = int(creature.power or 0) + sum(c.power for c in changes)
    toughness = int(creature.toughness or 0) + sum(c.toughness for c in changes)
    name = creature_label(creature.name, lang) if described else creature.name
    modify = cite("613.4c", r"Effects and counters that modify power", r"7c")
    listed = ", ".join(f"{c.label} ({c.power:+d}/{c.toughness:+d})" for c in changes)
    rules = [modify]
    if switcher is not None:  # Giant Growth on a 0/4, then Twisted Image: 3/7 in layer 7c, 7/3 after the switch
        rules.append(cite("613.4d", r"switch a creature’s power and toughness", r"7d"))
        before = t(lang, "pt.before_switch", card=capital(name), size=f"{power}/{toughness}",
                   base=f"{creature.power}/{creature.toughness}", mods=listed)  # fmt: skip
        power, toughness = toughness, power
        switched = t(lang, "pt.switched", card=switcher.name, size=f"{power}/{toughness}")
        finding = f"{power}/{toughness}. {before} {switched}"
    else:
        finding = t(lang, "pt.printed_plus", card=capital(name), size=f"{power}/{toughness}",
                    base=f"{creature.power}/{creature.toughness}", mods=listed)  # fmt: skip
        if any("+1/+1" in c.label for c in changes) and any("-1/-1" in c.label for c in changes):
            cancel = cite("704.5q", r"N \+1/\+1 and N -1/-1 counters are removed", r"contadores")
            finding += " " + t(lang, "pt.counters_cancel")
            rules.append(cancel)
    if toughness <= 0:
        dies = cite("704.5f", r"toughness 0 or less", r"resistencia 0 o menos")
        finding += " " + t(lang, "pt.zero_toughness", card=name)
        rules.append(dies)
    finding += ids(*rules)
    cards = tuple(c for c in frame.cards if c is creature or c in read)
    return Verdict(finding, [Step(finding, tuple(r for r in rules if r))], cite.quotes, cards, "pt_layers")


#: a creature told by its size, with no card named: "my 1/1 token", "mi ficha 1/1"
_DESCRIBED = re.compile(r"\b(?:my|mi|a|an|una?)\s+(?:\w+\s+)?(\d+)/(\d+)(?![\w/])")
_TIMES = r"(two|three|four|2|3|4|dos|tres|cuatro)"


def _times(folded: str, change: _Change) -> _Change:
    """An anthem said more than once: "two Glorious Anthems" count twice."""
    said = re.search(rf"\b{_TIMES}\s+{re.escape(fold(change.label))}", folded)
    times = number(said[1]) if said else None
    if not times:
        return change
    return _Change(f"{change.label} ×{times}", change.power * times, change.toughness * times)


def _worn_said(frame: Frame, gear: Card) -> bool:
    """The question puts the Equipment or Aura on the creature asked about: "their Germ that has Batterskull on it",
    "my bears with Bonesplitter", "equipped with", "enchanted with"."""
    names = name_pattern(gear)
    return bool(
        names
        and re.search(
            rf"\b(?:has|had|with|wearing|equipped with|enchanted with|con|lleva|tiene|equipad\w* con)\s+(?:\w+\s+){{0,2}}(?:{names})\b|"
            rf"\b(?:{names})\b[^.?]{{0,12}}\b(?:on (?:it|him|her|my|his|their)|attached|encima|equipad\w*)\b|"
            rf"\b(?:equip\w*|enchant\w*|equipo|encanto|puse|put)\b[^.?]{{0,20}}\b(?:{names})\b",
            frame.folded,
        )
    )
