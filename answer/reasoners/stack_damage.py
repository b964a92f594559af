"""Damage, pump and shrink spells on one creature, resolved last in, first out (405.5): each resolution changes its
toughness or marks damage, state-based actions put it into the graveyard as soon as the damage is lethal (704.5g) or
its toughness is 0 or less (704.5f), and the spells still on the stack then have no legal target (608.2b). A spell
cast "after X resolves" comes after X. Only spells whose Oracle text gives the numbers are read."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, creature_label, ids, is_spell_card, name_words
from answer.reasoners.combat import BURN, creatures
from answer.reasoners.lethal import resists_damage
from answer.reasoners.stack_order import _AGAIN, _SEQUENCE, cast_order
from answer.text import capital
from ingest.lexicon import fold
from ingest.models import Card
from ingest.ruleid import RuleId

_PUMP = re.compile(r"target creature gets ([+-]\d+)/([+-]\d+) until end of turn", re.I)
#: a spell that destroys its creature whatever its toughness (Murder, Hero's Downfall)
_DESTROYS = re.compile(r"^destroy target creature(?: or planeswalker)?\.", re.I | re.M)
#: a creature said without a name or size: "their guy", "mi criatura"
_SOME_CREATURE = re.compile(r"\b(?:guy|dude|creature|critter|criatura|bicho)\b")
_IN_COMBAT = re.compile(r"\bcombat|\bcombate")
_ASKS_DIES = re.compile(r"\bdie|\bdestroy|\bmuer|\bmori|destru")
_ASKS_SURVIVES = re.compile(r"surviv|sobreviv|\blive|\bse salvan?\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    what = frame.qtype is QType.WHAT_HAPPENS  # "¿qué pasa con los bears?": checked below to be about the creature
    if not (frame.qtype is QType.YES_NO or what) or not _SEQUENCE.search(frame.folded):
        return None
    dies_asked, survives_asked = _ASKS_DIES.search(frame.asked), _ASKS_SURVIVES.search(frame.asked)
    found = [
        c for c in creatures(frame) if not any(card.name == c.name and is_spell_card(card) for card in frame.cards)
    ]
    spells = [card for card in frame.cards if is_spell_card(card)]
    asked_spell = (
        None
        if dies_asked or survives_asked or (found and _asks_about_creature(frame.asked, found[0].name))
        else _asked_spell(frame.asked, spells)
    )  # "so what happens to my giant growth?", "does my giant growth do anything?"
    if not (dies_asked or survives_asked or what or asked_spell):
        return None
    if not found and len(spells) == 2:
        # Tarmogoyf (a toughness no number on the card says) or "their guy" (no creature named at all); whether it
        # dies is what is asked
        return _depends(frame, cite, spells, survives_asked, bool(dies_asked or survives_asked))
    in_combat = len(found) > 1
    if in_combat:  # "my bear blocks their Hill Giant … Shock on the bear. does the bear survive?": the one asked
        asked_ones = {c.name for c in found if _called(frame, c.name, frame.asked)}
        if len(asked_ones) != 1:
            return None
        found = [next(c for c in found if c.name in asked_ones)]
    if len(found) != 1 or len(spells) < 2 or resists_damage(frame, found[0].name):
        return None
    # a bare "what happens?" after the sequence is about its one creature; "what happens to my Giant Growth?" isn't
    bare = re.fullmatch(
        r"\W*(?:so |then |and |y |entonces )?(?:what happens|que pasa|que sucede|que ocurre)\W*", frame.asked
    )
    if what and asked_spell is None and not bare and not _asks_about_creature(frame.asked, found[0].name):
        return None
    if not all(
        _damage(frame, s) is not None or _PUMP.search(s.oracle_text) or _DESTROYS.search(s.oracle_text) for s in spells
    ):
        return None  # a spell whose effect can't be read as damage, +N/+N or destruction
    if sum(bool(_DESTROYS.search(s.oracle_text)) for s in spells) > 1:
        return None  # two destroy spells: which one finds its target decides, not any number
    order = cast_order(frame.folded, spells)
    if len(order) != len(spells):
        return None
    asked_at = frame.folded.rfind(frame.asked) if frame.asked else -1
    again = _cast_again(frame.folded, order, asked_at if asked_at > 0 else len(frame.folded))
    if again is not None:  # "…what if they respond with a second Lightning Bolt?": one more on top
        order = [*order, again]
    creature = found[0]
    lang = frame.lang
    name = creature_label(creature.name, lang)
    toughness, damage, dead_after, destroyed = creature.toughness, 0, None, False
    steps: list[Step] = []
    skipped: list[str] = []  # the spells that found their target gone
    resolution = _resolution(frame.folded, order)
    for spell in resolution:
        if dead_after is not None:
            steps.append(Step(t(lang, "stackdmg.no_target", spell=spell.name)))
            skipped.append(spell.name)
            continue
        hit, pump = _damage(frame, spell), _PUMP.search(spell.oracle_text)
        if _DESTROYS.search(spell.oracle_text):
            dead_after, destroyed = spell.name, True
            continue
        if hit is not None:
            damage += hit
        elif pump:
            toughness += int(pump[2])
        steps.append(Step(t(lang, "stackdmg.resolves", spell=spell.name, name=name, t=str(toughness), d=str(damage))))
        if damage >= toughness or toughness <= 0:
            dead_after = spell.name
    top = cite("405.5", r"top \(last-added\)", r"se resuelve")
    lethal = (
        cite("704.5f", r"toughness 0 or less", r"resistencia 0 o menos")
        if toughness <= 0
        else cite("704.5g", r"has been dealt lethal damage", r"daño letal")
    )
    if destroyed and dead_after is not None:
        lethal = cite("701.8a", r"move it from the battlefield to its owner’s graveyard", r"cementerio")
        steps.append(
            Step(t(lang, "stackdmg.destroyed", name=name, spell=dead_after) + ids(lethal), (lethal,) if lethal else ())
        )
    if dead_after is not None:
        key = "stackdmg.destroyed" if destroyed else "stackdmg.dies" if toughness > 0 else "stackdmg.dies_toughness"
        finding = t(lang, key, name=name, spell=dead_after)
        fizzle = cite("608.2b", r"doesn’t resolve", r"no se resuelve") if skipped else None
        finding += ids(top, lethal, fizzle)
    else:
        finding = t(lang, "stackdmg.survives", name=name, first=resolution[0].name, t=str(toughness), d=str(damage))
        finding += ids(top, lethal)
    dead = dead_after is not None
    if in_combat and not dead:
        return None  # it lives through the spells, and the combat damage still to come decides the rest
    if asked_spell is not None:
        return _spell_fate(frame, cite, asked_spell, name, dead_after, asked_spell.name in skipped, steps, finding)
    finding = capital(finding)
    if frame.qtype is not QType.YES_NO:
        return Verdict(finding, steps, cite.quotes, frame.cards, "stack_damage")
    answer = dead if dies_asked else not dead
    return Verdict(t(lang, "yes" if answer else "no") + " " + finding, steps, cite.quotes, frame.cards, "stack_damage")


#: Fling's damage: "damage equal to the sacrificed creature's power", and that power said in the question
_SACRIFICED_POWER = re.compile(r"damage equal to the sacrificed creature[’']s power", re.I)
_POWER_SAID = re.compile(
    r"\b(\d+) (?:de )?(?:power|fuerza)\b|\b(?:power|fuerza) (?:of |de )?(\d+)\b|"
    r"\bsacrific\w* (?:a |an |un |una |my |mi )?(\d+)/\d+"
)


def _damage(frame: Frame, spell: Card) -> int | None:
    """The damage the spell deals to its creature: printed ("deals 3 damage"), or Fling's sacrificed creature's
    power when the question says it ("sacrificando un bicho de 5 de fuerza")."""
    printed = BURN.search(spell.oracle_text)
    if printed:
        return int(printed[1])
    said = list(_POWER_SAID.finditer(frame.folded)) if _SACRIFICED_POWER.search(spell.oracle_text) else []
    # "… un bicho de 5 de fuerza … el que sacrifiqué era de 7 de fuerza": the power said last is the one
    return int(next(g for g in said[-1].groups() if g)) if said else None


#: the ask is whether the spell came to nothing: "does it fizzle?", "¿se pierde?"
_ASKS_FIZZLE = re.compile(r"fizzl|\bcounter|contrarrest|wasted|desperdici|\bse pierde\b")


def _asked_spell(asked: str, spells: list[Card]) -> Card | None:
    """The pump spell the ask is about: "what happens to my giant growth?", "¿mi giant growth hace algo?"."""
    for spell in spells:
        words = [re.escape(w) for w in fold(spell.name).split() if len(w) >= 4]
        if _PUMP.search(spell.oracle_text) and words and re.search(rf"\b(?:{'|'.join(words)})\b", asked):
            return spell
    return None


def _spell_fate(
    frame: Frame,
    cite: Citer,
    spell: Card,
    name: str,
    dead_after: str | None,
    fizzled: bool,
    steps: list[Step],
    outcome: str,
) -> Verdict:
    """Whether the asked pump spell resolves: not once its creature died to what resolved before it (608.2b)."""
    lang = frame.lang
    if fizzled and dead_after is not None:
        rule = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
        finding = t(lang, "stackdmg.spell_fizzles", spell=spell.name, name=name, dead=dead_after) + ids(rule)
    else:
        finding = t(lang, "stackdmg.spell_resolves", spell=spell.name, name=name) + " " + capital(outcome)
    if frame.qtype is QType.YES_NO:
        answer = fizzled if _ASKS_FIZZLE.search(frame.asked) else not fizzled
        finding = t(lang, "yes" if answer else "no") + " " + finding
    return Verdict(finding, steps, cite.quotes, frame.cards, "stack_damage")


def _called(frame: Frame, name: str, asked: str) -> bool:
    """The ask calls the creature by a word of its name, singular or plural ("the bear", "el oso")."""
    card = frame.named(name)
    words = name_words(card) if card is not None else {w for w in fold(name).split() if len(w) >= 4}
    stems = {w[:-1] if w.endswith("s") else w for w in words}
    return any(re.search(rf"\b{re.escape(stem)}s?\b", asked) for stem in stems)


def _asks_about_creature(asked: str, name: str) -> bool:
    """ "what happens to my Grizzly Bears?", "¿qué pasa con los bears?", "what happens to it?": the creature, not a
    spell."""
    words = [re.escape(w) for w in fold(name).split() if len(w) >= 4]
    generic = r"\b(it|creature|guy|criatura|bicho|ella|el)\b"
    bare = re.fullmatch(r"\W*(so |and |then |y |entonces )?(what happens|que pasa|que sucede|que ocurre)\W*", asked)
    return bool(bare or re.search(generic, asked) or (words and re.search(rf"\b({'|'.join(words)})", asked)))


def _resolution(folded: str, order: list[Card]) -> list[Card]:
    """The order the cast spells resolve in: last in, first out, except that a spell said to have resolved before
    a later one was cast ("after my Giant Growth resolves", "después de que se resuelva mi Giant Growth") resolves
    first, then the spells cast after it, then those below it."""
    for i, card in enumerate(order):
        if _resolved_first(folded, card):
            return [card, *reversed(order[i + 1 :]), *reversed(order[:i])]
    return list(reversed(order))


def _resolved_first(folded: str, card: Card) -> re.Match[str] | None:
    name = re.escape(fold(card.name))
    found = re.search(
        rf"\b(after|once|despues de que|una vez que)\s+(se resuelv\w*\s+)?((my|mi|su|your|the|el|la)\s+)?{name}"
        rf"(\s+(resolves|resolved|has resolved|se resuelv\w*|se haya resuelto))?",
        folded,
    )
    return found if found and (found[2] or found[5]) else None


def _cast_again(folded: str, order: list[Card], asked_at: int) -> Card | None:
    """A spell already cast, cast again last: "a second Lightning Bolt", "otro Lightning Bolt", "shock it again"
    after every other mention of a spell before the asking sentence (which may name a spell again: "so what happens
    to my giant growth?")."""
    resolved = [found.span() for card in order if (found := _resolved_first(folded, card))]
    last = max(
        (
            m.end()
            for card in order
            for m in re.finditer(re.escape(fold(card.name)), folded[:asked_at])
            if not any(a <= m.start() < b for a, b in resolved)
        ),
        default=0,
    )
    for card in order:
        # its name or a name word ("a second Bolt")
        name = "(?:" + "|".join(re.escape(w) for w in sorted({fold(card.name), *name_words(card)}, key=len)[::-1]) + ")"
        mentions = re.finditer(  # "another Shock", "I shock it again", "lanzo Shock de nuevo"
            rf"{_AGAIN}\s+{name}|\b{name}\w*\s+(?:(?:it|him|her|them|that|lo|la)\s+)?(?:again|de nuevo|otra vez)\b",
            folded,
        )
        if any(mention.end() >= last for mention in mentions):
            return card
    return None


def _depends(frame: Frame, cite: Citer, spells: list[Card], survives_asked: object, fate_asked: bool) -> Verdict | None:
    """A damage spell and a pump spell on a creature whose toughness isn't given: one the card doesn't give as a
    number ("*/1+*"), or a creature not named at all ("their guy"). Damage cast in response comes first, without
    the pump, and whether that is lethal depends on its toughness then: stated without a Yes/No. A pump cast in
    response to the damage resolves first, and damage no greater than the toughness it adds is never lethal to a
    creature with no damage marked yet (out of combat)."""
    creature = [card for card in frame.cards if "Creature" in card.type_line and not is_spell_card(card)]
    if len(creature) > 1 or (creature and (creature[0].toughness or "").isdigit()):
        return None
    order = cast_order(frame.folded, spells)
    if len(order) != 2:
        return None
    below, top = order
    lang = frame.lang
    first = cite("405.5", r"top \(last-added\)", r"se resuelve")
    lethal = cite("704.5g", r"has been dealt lethal damage", r"daño letal")
    if not creature and not (fate_asked and _SOME_CREATURE.search(frame.folded)):
        return None  # "his bear" is a 2/2 to a player, and not a number read here; "does it die?" asked
    name = creature[0].name if creature else t(lang, "pt.the_creature").lower()  # inside a sentence
    if frame.events & {"attack", "block"} or _IN_COMBAT.search(frame.folded):
        return None  # a creature in combat may have damage marked already
    hit, pump = BURN.search(top.oracle_text), _PUMP.search(below.oracle_text)
    if not (hit and pump):
        return _pumped_first(frame, cite, name, (below, top), (first, lethal), survives_asked)
    fizzle = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
    finding = t(lang, "stackdmg.depends", first=top.name, later=below.name, name=name, d=hit[1], t=pump[2])
    text = finding + ids(first, lethal, fizzle)
    steps = [
        Step(
            t(lang, "stackdmg.resolves_first", first=top.name, later=below.name) + ids(first), (first,) if first else ()
        ),
        Step(t(lang, "stackdmg.step_lethal", name=name, d=hit[1]) + ids(lethal), (lethal,) if lethal else ()),
        Step(t(lang, "stackdmg.no_target", spell=below.name) + ids(fizzle), (fizzle,) if fizzle else ()),
    ]
    return Verdict(text, steps, cite.quotes, (*creature, *spells), "stack_damage")


def _pumped_first(
    frame: Frame,
    cite: Citer,
    name: str,
    order: tuple[Card, Card],
    rules: tuple[RuleId | None, RuleId | None],
    survives_asked: object,
) -> Verdict | None:
    """ "i bolt their guy and they giant growth it in response": the pump resolves first, and the damage after it is
    at most the toughness it added, so it isn't lethal whatever the creature's own toughness, unless it was already
    damaged (the caller leaves combat out, where it may be)."""
    (below, top), (first, lethal) = order, rules
    hit, pump = BURN.search(below.oracle_text), _PUMP.search(top.oracle_text)
    if not (hit and pump) or int(hit[1]) > int(pump[2]):
        return None
    lang = frame.lang
    finding = t(
        lang, "stackdmg.pumped_first", name=name, first=top.name, later=below.name, d=hit[1], t=str(int(pump[2]))
    )
    steps = [
        Step(
            t(lang, "stackdmg.resolves_first", first=top.name, later=below.name) + ids(first), (first,) if first else ()
        ),
        Step(
            t(lang, "stackdmg.step_not_lethal", d=hit[1], t=str(int(pump[2]))) + ids(lethal),
            (lethal,) if lethal else (),
        ),
    ]
    opener = t(lang, "yes" if survives_asked else "no")
    return Verdict(opener + " " + finding + ids(first, lethal), steps, cite.quotes, frame.cards, "stack_damage")
