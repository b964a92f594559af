"""Can a creature attack (or use a {T} ability) the turn it came under your control? (302.6, 702.10b): not unless it
has haste; vigilance, flash or flying don't change that. Fires only when the question says the creature arrived
this turn and asks whether it can attack or tap."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    CREATURE_ON_MY_TURN,
    FLICKER_WORDS,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    ids,
    name_pattern,
)
from ingest.lexicon import fold
from ingest.models import Card

#: it came under the asker's control this turn
_THIS_TURN = re.compile(
    r"\b(the|same) turn (i|you|he|she|they|it) (cast|play|played|got|gain|enter|entered|came)|"
    # "juego Mutavault como mi tierra del turno", "played it as my land for the turn"
    r"\b(?:juego|jugue|play|played)\b[^.?]{0,40}\b(?:como|as) (?:mi|my) (?:tierra|land) (?:del turno|de este turno|for the turn|this turn)\b|"
    r"\bthe turn it (enters|entered|comes in|came in)|\bjust (cast|played|came)|"
    # "just Control Magic'd their Walking Ballista", "just stole it"
    r"\bjust (?:\w+ )?\w+'d\b|\bjust (?:stole|took|stolen|gained control)\b|"
    r"\bel (mismo )?turno (en )?que (la|lo|las|los) (lanzo|lance|juego|jugue|robo|baje|bajo|puse|pongo)|"
    r"\brecien (lanzad|jugad)|"
    r"\bacabo de (lanzar|jugar|bajar|poner)|\bel turno que entra\b|summoning sick|mareo de invocacion|"
    r"\b(entered|came in|came into play|was cast|i cast it|i played it) (this|that) turn|"
    r"\b(entro|entra|la jugue|lo jugue|la lance|lo lance) (este|ese)( mismo)? turno|"
    r"\b(bajo|baje|casteo|juego|jugue|lanzo|lance|jugo|jugaron|bajaron|lanzaron)\b[^.?]{0,70}\b(este|ese|el)( mismo)? "
    r"turno\b(?! pasado| anterior)|"
    r"\b(cast|play|played|drop|dropped)\b[^.?]{0,40}\b(the )?same turn\b|"
    # stolen this turn: "i steal their guy on my turn", "le robo un bicho al rival en mi turno"
    r"\b(steal|stole|took control|gain control|gained control)\b[^.?]{0,40}\b(this|my) turn\b|"
    r"\b(steal|stole|took control|gain control|gained control)\b[^.?]{0,40}\b(my|this) (first |1st )?main phase\b|"
    r"\b(robo|robe|le robo|le robe)\b[^.?]{0,40}\b(en )?(mi|este) turno\b|"
    # "si en mi turno gano el control de una criatura", "on my turn i gain control of"
    r"\b(?:en mi turno|este turno|on my turn|this turn),? (?:i |yo )?(?:gano el control|gain control|steal|take control)\b|"
    # "bajo Gideon en mi fase principal. … ¿puedo atacar con él ese mismo turno?": the turn it arrived, asked later
    r"\b(?:bajo|baje|casteo|juego|jugue|lanzo|lance|pongo|puse|meto|meti|tiro|tire|cast|played)\b[^?]{0,120}\b(?:ese|el) "
    r"mismo turno\b"
)


def _creature_like(card: Card) -> bool:
    return "Creature" in card.type_line or bool(CREATURE_ON_MY_TURN.search(card.oracle_text))


#: "i cast a grizzly bears this turn": what was cast is told between the verb and "this turn"
_CAST_THIS_TURN = re.compile(r"\b(?:cast|casted|played|dropped|summoned)\b([^.?]{0,40})\bthis turn\b")
#: asked the other way round: must it wait ("do i have to wait a turn to attack with it?")
_MUST_WAIT = re.compile(r"\b(?:have to|need to|must|got to|tengo que|tienes que|hay que|debo|toca) (?:wait|esperar)\b")
#: it was just cast or played, said without "this turn" ("i cast a grizzly bears, do i have to wait…")
_ARRIVED = re.compile(r"\b(?:cast|casted|play|played|drop|dropped|summon\w*|bajo|baje|lanzo|lance|juego|jugue)\b")
#: tapping it for someone else's cost is allowed (302.6 limits only its own {T} abilities and attacking)
_OTHER_COST = re.compile(r"\bconvoke|\bcrew|\bimprovise|\bconvocar|\btripul|\bimprovis")
#: a cost that taps a creature you control: Springleaf Drum's "{T}, Tap an untapped creature you control: …",
#: Prismatic Strands' "Flashback—Tap an untapped white creature you control."
_TAPS_ANOTHER = re.compile(
    r"\btap (?:an|one|two|three|\w+) untapped (?:\w+ ){0,2}?(?:creatures?|\w+s) you control\b", re.I
)
_ASKS_ATTACK = re.compile(r"\battack|\bata[cq]|\bswing")
_ASKS_BLOCK = re.compile(r"\bblock|\bbloque")
_ASKS_TAP = re.compile(
    r"\btap\b|\{t\}|\bgir(ar|o|a)(l[oa]s?)?\b|\btape(ar|o|a)(l[oa]s?)?\b|\bfor mana\b|\bpara mana\b|\bmana ability|"
    r"\bhabilidad de mana\b|\bsacar(le)? mana\b"
)
_HASTE = re.compile(r"\bhaste\b|\bprisa\b")
#: cast with suspend: "off suspend", "the last time counter", "el último contador de suspender"
_SUSPENDED = re.compile(r"\bsuspend\w*|\bsuspender\b|\blast time counter\b|\bultimo contador de (?:tiempo|suspender)\b")
_GIVES_HASTE = re.compile(r"(?:^all creatures|creatures you control) (have|gain) [^.]*\bhaste\b", re.I | re.M)
#: haste for every creature, whoever controls the giver (Concordant Crossroads: "All creatures have haste.")
_ALL_HASTE = re.compile(r"^all creatures (have|gain) [^.]*\bhaste\b", re.I | re.M)


_SICKNESS_SAID = re.compile(r"summoning sick\w*|\bmareo\w*(?: de invocacion)?|\bsickness\b")
_CAN = re.compile(r"\b(?:can|could|may)\b|\bpued\w*")
_STOPS = re.compile(r"\bstop\w*|\bprevent\w*|\bkeep\w* \w+ from\b|\baffect\w*|\bimpide\w*|\bafecta\w*|\bevita\w*")


#: a loyalty ability asked right away: "can i +1 her straight away", "¿puedo usar su -3 este turno?"
_ASKS_LOYALTY_NOW = re.compile(
    r"(?:[+-]\d|\bloyalty\b|\blealtad\b|\bactivat\w*|\bactiv\w*|\bus(?:e|ar)\b)[^?]{0,40}"
    r"(?:\bstraight away\b|\bright away\b|\bthis turn\b|\bimmediately\b|\bsummoning sick\w*|\beste (?:mismo )?turno\b|"
    r"\bya\b|\benseguida\b|\bmareo\b)|\bsummoning sick\w*|\bmareo de invocacion\b"
)


#: a loyalty ability already activated this turn: "already used her +1", "got Stifled", "ya usé el +1"
_ACTIVATED_BEFORE = re.compile(
    r"\balready (?:used|activated|did)\b|\b(?:got|was|been|gets) (?:stifled|countered|disallowed)\b|\bcounter(?:ed|s)\b|"
    r"\bstifl\w*|\bcontrarrest\w*|\bya (?:la |lo |le )?(?:use|active|hice|usado|activado)\b"
)
#: a second activation asked: "another ability", "her -2 too", "otra habilidad", "again"
_ANOTHER = re.compile(r"\b(?:again|twice|second|another|other|too|also|otra|otro|tambien|dos veces|segunda)\b")


def _walker_now(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I take their Nissa with Agent of Treachery: can I +1 her this turn, or do walkers have summoning sickness?"
    Yes — summoning sickness is about creatures attacking or using {T} (302.6); a loyalty ability can be activated
    the turn the planeswalker arrives, once that turn, at sorcery speed (606.3). One already activated this turn,
    countered or not, leaves no second one (unless an Oath of Teferi or a Chain Veil says otherwise)."""
    walkers = [c for c in frame.cards if "Planeswalker" in c.type_line and "Creature" not in c.type_line]
    if len(walkers) != 1 or not re.search(r"[+-]\d|\bloyalty|\blealtad|\bwalker|\bplaneswalker", frame.folded):
        return None
    if any(re.search(r"loyalty abilit", c.oracle_text, re.I) for c in frame.cards if c is not walkers[0]):
        return None  # Oath of Teferi, The Chain Veil: more activations than one, not read here
    if re.search(r"\bin response\b|\ben respuesta\b|\bon the stack\b|\ben la pila\b|\binstant speed\b", frame.folded):
        return None  # a loyalty ability needs an empty stack: the timing reasoner's
    itself = re.escape(walkers[0].name)
    if (
        re.search(rf"\b{itself} (?:becomes|is) an? [^.]*creature", walkers[0].oracle_text)
        and re.search(r"\bcreature\b|\bcriatura\b|\d+/\d+", frame.folded)
        and re.search(r"\battack\w*|\bsick\w*|\bmareo\b|\bata[cq]\w*", clause)
    ):
        return None  # Gideon as a creature: whether it can attack is summoning sickness's own question
    rule = cite("606.3", r"during a main phase of their turn", r"fase principal")
    if _ACTIVATED_BEFORE.search(frame.folded) and (_ANOTHER.search(clause) or re.search(r"[+-]\d", clause)):
        # "they countered Chandra's 0 with Tale's End: can I activate another loyalty ability?": no, one per turn
        countered = re.search(r"stifl|counter|contrarrest|disallow", frame.folded)
        finding = t(frame.lang, "sickness.walker_once" if countered else "sickness.walker_used", card=walkers[0].name)
        return answered("no", finding, rule, cite, (walkers[0],), "sickness")
    if not _ASKS_LOYALTY_NOW.search(clause) or _ANOTHER.search(clause) or _ACTIVATED_BEFORE.search(frame.folded):
        return None
    if re.search(r"\b(?:opponent'?s|their|his|her|su) turn\b|\bturno (?:del|de mi) (?:rival|oponente)\b", frame.folded):
        return None  # on another player's turn it can't be activated at all
    return answered(
        "yes", t(frame.lang, "sickness.walker", card=walkers[0].name), rule, cite, (walkers[0],), "sickness"
    )


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    walker = _walker_now(frame, cite, clause)
    if walker is not None:
        return walker
    if len(clause.split()) <= 2 and not (_ASKS_ATTACK.search(clause) or _ASKS_BLOCK.search(clause)):
        clause = frame.folded  # "… y la activa para atacar con ella. ¿puede?": the bare ask leans on what was told
    if _SICKNESS_SAID.search(frame.folded) and _ASKS_BLOCK.search(clause) and _STOPS.search(clause):
        # "does summoning sickness stop a creature from blocking?": no, only attacking and {T} abilities (302.6)
        rule = cite("302.6", r"can’t attack unless", r"no puede atacar")
        return answered("no", t(frame.lang, "sickness.can_block"), rule, cite, frame.cards, "sickness")
    if _SICKNESS_SAID.search(clause) and _ASKS_BLOCK.search(clause) and _CAN.search(clause):
        # "una criatura con mareo de invocacion puede bloquear?": yes, 302.6 stops attacking and {T} abilities only
        rule = cite("302.6", r"can’t attack unless", r"no puede atacar")
        return answered("yes", t(frame.lang, "sickness.can_block"), rule, cite, frame.cards, "sickness")
    blinked = _blinked(frame, cite, clause)
    if blinked is not None:
        return blinked
    arrived = _THIS_TURN.search(frame.folded)
    earlier = re.search(r"\b(?:turno pasado|turno anterior|last turn|previous turn|a turn ago)\b", frame.folded)
    if arrived and earlier and earlier.start() > arrived.start():
        return None  # "… played it this turn" corrected to "it came down last turn": not the arrival read here
    wait = bool(_MUST_WAIT.search(clause))
    if not (_THIS_TURN.search(frame.folded) or _creature_cast_now(frame) or (wait and _ARRIVED.search(frame.folded))):
        # "cast smuggler's copter this turn and crewed it": the Vehicle's own arrival, said by its name
        crewed = _OTHER_COST.search(frame.folded) and _ASKS_ATTACK.search(clause)
        return _new_vehicle(frame, cite) if crewed else None
    attack, tap = _ASKS_ATTACK.search(clause), _ASKS_TAP.search(clause)
    if (attack or tap) and NEXT_TURN.search(clause) and not wait:  # not "must I wait until my next turn?"
        return next_turn(frame, cite)
    payer = next((c for c in frame.cards if _TAPS_ANOTHER.search(c.oracle_text)), None)
    if _OTHER_COST.search(frame.folded) or payer is not None:
        if attack:
            return _new_vehicle(frame, cite)  # "I cast Heart of Kiran this turn and crew it: can it attack?"
        if not (tap or _OTHER_COST.search(clause) or re.search(r"\buse\b|\busar\w*", clause)):
            return None
        return _for_another_cost(frame, cite, payer)
    asks_can = re.search(r"\b(can|could|may|let|lets|allow)\b|\bpued|\bdeja|\bpermite", clause)
    flash = any(re.search(r"(^|\n)flash\b", c.oracle_text, re.I) for c in frame.cards)
    timing = re.search(
        r"\bdeclar\w*|\bflash\w*|\bdestello\b|\bafter block|\bdespues de (?:que )?(?:se )?bloque", frame.folded
    )
    if not (attack or tap) and asks_can and _ASKS_BLOCK.search(clause) and not (flash or timing):
        # "can a creature I just played block on their turn?": 302.6 stops attacking and {T} abilities, not blocking
        # (one cast with flash during combat is a question of when blockers are declared: the timing reasoner's)
        rule = cite("302.6", r"can’t attack unless", r"no puede atacar")
        return answered("yes", t(frame.lang, "sickness.can_block"), rule, cite, frame.cards, "sickness")
    if not (attack or tap) and asks_can and (use := _ASKS_USE.search(clause)):
        return _no_tap_cost(frame, cite, use)  # "can i shoot counters off it this turn"
    if not (attack or tap) or not (asks_can or wait):
        return None
    if wait:  # the same findings answer "must it wait?" the other way round
        return _flipped(_can_it(frame, cite, attack, tap), frame.lang)
    return _can_it(frame, cite, attack, tap)


#: asked about its controller's next turn, not this one: "can it attack next turn?", "¿y en mi siguiente turno?"
NEXT_TURN = re.compile(r"\bnext turn\b|\bfollowing turn\b|\b(?:siguiente|proximo) turno\b|\bturno siguiente\b")
_STEALS = re.compile(r"\bgain control of\b", re.I)


def next_turn(frame: Frame, cite: Citer, thief: Card | None = None, reasoner: str = "sickness") -> Verdict | None:
    """By its controller's next turn a creature has been controlled since that turn began (302.6): it can attack —
    unless it was taken only until end of turn (Act of Treason), then it is back with its owner. `thief`: the card
    it was taken with, when the caller knows which one holds."""
    creature = next((card for card in frame.cards if "Creature" in card.type_line and card is not thief), None)
    if creature is None:
        return None
    steals = [thief] if thief else [c for c in frame.cards if c is not creature and _STEALS.search(c.oracle_text)]
    rule = cite("302.6", r"continuously since their most recent turn began", r"no puede atacar")
    if steals and all("until end of turn" in c.oracle_text for c in steals):
        finding = t(frame.lang, "sickness.next_turn_returned", name=creature.name, card=steals[0].name)
        return answered("no", finding, rule, cite, (creature, steals[0]), reasoner)
    if any("until end of turn" in c.oracle_text for c in steals):
        return None  # one steal for the turn, another for good: which one holds isn't said
    return answered("yes", t(frame.lang, "sickness.next_turn", name=creature.name), rule, cite, frame.cards, reasoner)


#: the blink told on an earlier turn: "on my opponent's end step", "en el turno de mi rival", "last turn"
_EARLIER_TURN = re.compile(
    r"\b(?:opponent'?s|their|his|her) (?:turn|end step|upkeep|combat)\b|\bend step\b|\blast turn\b|\bpaso final\b|"
    r"\bturno (?:de mi|del|de su) (?:rival|oponente)\b|\bsu turno\b|\bturno pasado\b"
)
#: a card that exiles a creature and returns it to the battlefield
_BLINKS = re.compile(
    r"\bexile [^.]*\breturn (?:it|that card|those cards|the exiled card)[^.]* to the battlefield\b", re.I
)


def _blinked(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I blinked my Llanowar Elves with Restoration Angel: can I tap it for mana this turn?" No: it came back as a new
    object (400.7), which hasn't been under its controller's control since the turn began (302.6)."""
    said = FLICKER_WORDS.search(frame.folded)
    attack, tap = _ASKS_ATTACK.search(clause), _ASKS_TAP.search(clause)
    if said is None or not (attack or tap) or NEXT_TURN.search(clause) or _HASTE.search(frame.folded):
        return None
    if _EARLIER_TURN.search(frame.folded):
        return None  # blinked on the opponent's end step: by the asker's turn it has been theirs since it began
    creatures = [c for c in frame.cards if "Creature" in c.type_line and not _BLINKS.search(c.oracle_text)]
    after = frame.folded[said.end() : said.end() + 40]
    told = [c for c in creatures if fold(c.name).split(",")[0] in after]
    creature = told[0] if len(told) == 1 else creatures[0] if len(creatures) == 1 else None
    if creature is None or re.search(r"(^|\n|, )haste\b", creature.oracle_text, re.I):
        return None
    new = cite("400.7", r"becomes a new object with no memory of", r"")
    rule = cite("302.6", r"can’t attack unless" if attack else r"can’t be activated unless", r"no puede")
    finding = t(frame.lang, "sickness.blinked", name=creature.name) + ids(new, rule)
    steps = [Step(finding, tuple(r for r in (new, rule) if r))]
    return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, frame.cards, "sickness")


def _creature_cast_now(frame: Frame) -> bool:
    """A creature was cast this turn, by its name or as "a creature" ("I cast a Grizzly Bears this turn"), not
    another spell ("I cast a Lightning Bolt this turn, can my Grizzly Bears attack?")."""
    found = _CAST_THIS_TURN.search(frame.folded)
    if found is None:
        return False
    told = frame.folded[max(0, found.start() - 25) : found.start()] + found[1]  # "a creature i cast this turn" too
    if re.search(r"\b(?:creature|guy|dude|it|him|her)\b", told):
        return True
    return any(_creature_like(c) and fold(c.name).split(",")[0] in told for c in frame.cards)


def _flipped(verdict: Verdict | None, lang: str) -> Verdict | None:
    """ "Yes. …" as "No. …" and back: a "must it wait?" question answered by what "can it?" found."""
    if verdict is None:
        return None
    yes, no = t(lang, "yes"), t(lang, "no")
    if verdict.text.startswith(yes + " "):
        text = no + verdict.text[len(yes) :]
    elif verdict.text.startswith(no + " "):
        text = yes + verdict.text[len(no) :]
    else:
        return None
    return Verdict(text, verdict.steps, verdict.quotes, verdict.cards, verdict.reasoner)


def _can_it(frame: Frame, cite: Citer, attack: re.Match[str] | None, tap: re.Match[str] | None) -> Verdict | None:
    """Can the creature that arrived this turn attack or use its {T} abilities?"""
    creature = next((card for card in frame.cards if _creature_like(card)), None)
    thing = next(
        (c for c in frame.cards if re.search(r"Artifact|Land", c.type_line) and "Creature" not in c.type_line), None
    )
    land_said = re.search(r"\b(?:lands?|forest|island|swamp|mountain|plains|tierras?|bosque|isla|pantano|montana|llanura)\b",
                          frame.folded)  # fmt: skip
    animated = re.search(r"\banimat\w*|\bcreature\b|\bcriatura\b|\bmanland\b|\bactiv\w*", frame.folded)
    tapped = re.search(r"\btapped\b|\bgirad[oa]\b|\bgiradas?\b", frame.folded)
    if creature is None and thing is None and land_said and tap and not attack and not animated:
        if tapped or frame.cards:
            return None  # a land that entered tapped, or a card named beside it (Root Maze): not summoning sickness
        # "jugué un bosque este turno, ¿puedo girarlo para maná?": a land isn't a creature
        rule = cite("302.6", r"A creature’s activated ability with the tap symbol", r"criatura")
        name = t(frame.lang, "sickness.the_land")
        return answered("yes", t(frame.lang, "sickness.not_creature", name=name), rule, cite, (), "sickness")
    if (
        creature is None and thing is not None and tap and not attack
    ):  # "¿puedo tapear mi Sol Ring el turno que lo bajé?"
        rule = cite("302.6", r"A creature’s activated ability with the tap symbol", r"criatura")
        return answered(
            "yes", t(frame.lang, "sickness.not_creature", name=thing.name), rule, cite, (thing,), "sickness"
        )
    said = bool(_HASTE.search(frame.folded)) and not re.search(
        # "no haste", "sin prisa", "(nada que le dé prisa)", "nothing giving it haste"
        r"\b(no|without|sin|sin que|nada que(?: le)?|nothing (?:that )?(?:gives?|giving|grants?))(?: \w+)? (haste|prisa)\b",
        frame.folded,
    )
    printed = creature is not None and bool(re.search(r"(^|\n|, )haste\b", creature.oracle_text, re.I))
    giver = next((c for c in frame.in_play if c is not creature and _GIVES_HASTE.search(c.oracle_text)), None)

    for_all = giver is not None and bool(_ALL_HASTE.search(giver.oracle_text))
    theirs = giver is not None and controller(frame, giver) == "opponent" and not for_all
    hasty = said or printed or (giver is not None and not theirs)
    lang = frame.lang
    name = creature.name if creature else t(lang, "timing.the_creature")
    if giver is not None and not said and not printed:  # Fervor: "Creatures you control have haste."
        rule = (
            cite("702.10b", r"can attack even if", r"puede atacar")
            if not theirs
            else cite("302.6", r"continuously since their most recent turn began", r"no puede")
        )
        key = "sickness.all_haste" if for_all else "sickness.theirs_haste" if theirs else "sickness.given_haste"
        finding = t(lang, key, name=name, card=giver.name) + ids(rule)
        text = t(lang, "no" if theirs else "yes") + " " + finding
        return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "sickness")
    suspended = _SUSPENDED.search(frame.folded) and (
        not frame.cards if creature is None else "suspend" in creature.oracle_text.lower()
    )
    if suspended and not hasty and attack:  # cast as its last time counter was removed: it has haste
        rule = cite("702.62a", r"it gains haste", r"prisa")
        finding = t(lang, "sickness.suspend", name=name) + ids(rule)
        return Verdict(
            t(lang, "yes") + " " + finding,
            [Step(finding, (rule,) if rule else ())],
            cite.quotes,
            frame.cards,
            "sickness",
        )
    if hasty and not attack:  # "just cast Kiki-Jiki, can I activate it?": haste lets its {T} abilities be used
        rule = cite("702.10c", r"can activate its activated abilities whose cost includes the tap symbol", r"")
        finding = t(lang, "sickness.haste_tap", name=name) + ids(rule)
        text = t(lang, "yes") + " " + finding
    elif hasty:
        rule = cite("702.10b", r"can attack even if", r"puede atacar")
        finding = t(lang, "sickness.haste", name=name) + ids(rule)
        text = t(lang, "yes") + " " + finding
    else:
        rule = cite("302.6", r"can’t attack unless" if attack else r"can’t be activated unless", r"no puede")
        finding = t(lang, "sickness.attack" if attack else "sickness.tap", name=name) + ids(rule)
        text = t(lang, "no") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "sickness")


#: an ability used, not by tapping: "shoot counters off it", "activate it", "usar su habilidad"
_ASKS_USE = re.compile(
    r"\b(?:use|activate|shoot|ping|remove (?:a |the )?counters?)\b|\busar\w*|\bactivar\w*|\bquitar\w* (?:un )?contador"
)
#: an activated ability's cost (before the colon), one line each
_ACTIVATED_COST = re.compile(r"^([^\n:—(“\"]{1,80}):", re.M)


def _no_tap_cost(frame: Frame, cite: Citer, use: re.Match[str] | None) -> Verdict | None:
    """Summoning sickness stops attacking and abilities with {T} or {Q} in their cost (302.6), nothing else: Walking
    Ballista, which arrived this turn, can remove its counters at once; Prodigal Sorcerer's "{T}: …" waits. One
    creature named, its activated abilities all with or all without {T} or {Q}."""
    creatures = [c for c in frame.cards if _creature_like(c)]
    if len(creatures) != 1:
        return None
    clause = frame.clause or frame.asked
    if any(
        c is not creatures[0] and name_pattern(c) and re.search(rf"\b(?:{name_pattern(c)})", clause)
        for c in frame.cards
    ):
        return None  # "can I use my Swords to Plowshares on it?": another card used, not its own ability
    arrived = _THIS_TURN.search(frame.folded)
    near = frame.folded
    # the arrival's own clause: "just Control Magic'd their Walking Ballista", not "…, can my sorcerer ping it"
    if arrived:
        after = re.split(r"[,.;?]", frame.folded[arrived.end() : arrived.end() + 30])[0]
        near = frame.folded[max(0, arrived.start() - 30) : arrived.end()] + after
    said = re.search(rf"\b(?:{name_pattern(creatures[0])})", near) or (
        arrived and re.search(r"\b(?:it|lo|la)\b", arrived[0])  # "i cast it this turn"
    )
    if not said:
        return None  # "my buddy just played a planeswalker, can tim ping it?": something else arrived
    costs = _ACTIVATED_COST.findall(creatures[0].oracle_text)
    tapping = ["{T}" in cost or "{Q}" in cost for cost in costs]
    if costs and all(tapping):
        return _can_it(frame, cite, None, use)  # its only abilities tap it: as "can I tap it?" (haste counts)
    if not costs or any(tapping):
        return None
    rule = cite("302.6", r"activated ability with the tap symbol", r"símbolo")
    finding = t(frame.lang, "sickness.no_tap_cost", name=creatures[0].name)
    return answered("yes", finding, rule, cite, (creatures[0],), "sickness")


def _for_another_cost(frame: Frame, cite: Citer, payer: Card | None) -> Verdict:
    """Tapping a creature that arrived this turn to crew, convoke, improvise or pay Springleaf Drum's cost: allowed,
    since 302.6 stops only the creature's own {T} abilities (and its attacking)."""
    rule = cite("302.6", r"activated ability with the tap symbol", r"símbolo")
    how = payer.name if payer is not None else t(frame.lang, "sickness.crew_or_convoke")
    return answered("yes", t(frame.lang, "sickness.other_cost", how=how), rule, cite, frame.cards, "sickness")


def _new_vehicle(frame: Frame, cite: Citer) -> Verdict | None:
    """A Vehicle that arrived this turn and is crewed can't attack: it is the creature that must have been controlled
    since the turn began (302.6), whatever crewed it."""
    vehicle = next((c for c in frame.cards if "Vehicle" in c.type_line), None)
    if vehicle is None:
        return None
    name = re.escape(fold(vehicle.name))
    arrived = re.search(
        rf"\b(cast|casted|play|played|casteo|juego|jugue|lanzo|lance|bajo|baje)\b[^.?]{{0,10}}\b{name}\b[^.?]{{0,20}}"
        rf"\b(this|este|ese) turn|"
        # "¿el copter puede atacar si también lo jugué este turno?": the Vehicle named, then cast as "it"
        rf"\b{name}\b[^.?]{{0,40}}\b(?:lo|la|it) (?:jugue|baje|lance|casteo|cast|casted|played)\b[^.?]{{0,12}}"
        rf"\b(?:this|este|ese) turn",
        frame.folded,
    )
    if arrived is None:
        return None
    rule = cite("302.6", r"can’t attack unless", r"no puede")
    return answered("no", t(frame.lang, "sickness.vehicle", name=vehicle.name), rule, cite, frame.cards, "sickness")
