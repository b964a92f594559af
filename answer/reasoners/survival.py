"""Does it survive? Indestructible and regeneration against the ways a permanent leaves (702.12b, 701.19a,
701.21a, 704.5f): they stop destruction and lethal damage, not sacrifice, exile or toughness 0 or less."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import (
    CREATURE_ON_MY_TURN,
    GIVES_INDESTRUCTIBLE,
    SIDE_GRANT,
    THEIR_TURN,
    Citer,
    Step,
    Verdict,
    answered,
    card_colors,
    controller,
    ids,
    is_spell_card,
    name_words,
    named_in,
    rules_text,
)
from answer.reasoners.protection import COLORS
from answer.text import fold
from ingest.models import Card

_ASKS = re.compile(
    r"surviv|\bdie|\bdestroy|graveyard|\bsave|\bstay|sobreviv|\bmuer|\bmori|\bdestru|cementerio|\bsalva|para que no|"
    r"\balive\b|\blives?\b|\bviv[oa]\b|\bno (?:le )?pasa nada\b|\bnothing happens\b|"
    r"so (it|that it) (doesn|won)|\bkill|\bmata|\bse (?:lo|la) carga\b|\b(can|may|could) (i|you|we|he|she|they) sacrifice|"
    r"\b(puedo|puede|puedes|podemos) sacrificar|"
    # "can I regenerate my River Boa?" against Wrath of God: whether the shield saves it
    r"\b(can|may|could) (i|you|we) regenerate|\b(puedo|puedes|podemos) regenerar"
)
_ASKS_SURVIVES = re.compile(
    r"surviv|\bno (?:le )?pasa nada\b|\bnothing happens\b|\bsave|\bstay|\blive|\balive\b|\bviv[oa]\b|sobreviv|\bsalva|para que no|so (it|that it) (doesn|won)|"
    r"\b(?:can|could|may) (?:i|you|we) regenerate|\b(?:puedo|puedes|podemos) regenerar"
)
_REGENERATES = re.compile(r"\bregenerat|\bregenera|\bregenero\b")
#: also asked: does the regenerating creature still deal its combat damage?
_STILL_DEALS = re.compile(
    r"\b(still )?deals? (its |his |her )?(\d+ )?(combat )?damage|\bhace (su |sus )?(\d+ (de )?)?dano"
)
_IN_COMBAT = re.compile(r"\bblock\w*|\battack\w*|\bbloque\w*|\bata[cq]\w*|\bcombat\w*")
#: how the other card (or the question) removes it, most decisive first
#: a card's -N/-N or -X/-X ("All creatures get -X/-X until end of turn.")
_GETS_MINUS = re.compile(r"get[s]? -(\d+|x)/-(\d+|x)", re.I)
_REMOVAL = (
    # a sacrifice the card makes, not one it forbids (Sigarda: "can't cause you to sacrifice permanents")
    (
        "sacrifice",
        re.compile(r"\bsacrifices? (?:a|an|one|two|three|x|\d+|target|all|each|it|that|this)\b", re.I),
        re.compile(r"sacrific"),
    ),
    (
        "toughness",
        _GETS_MINUS,
        re.compile(r"-\d+/-\d+|-x/-x|toughness (of )?(0|zero)|resistencia (de )?0|(0|zero) toughness|0 de resistencia"),
    ),
    # Terminus: "Put all creatures on the bottom of their owners' libraries."
    (
        "bottom",
        re.compile(r"\bput (?:all|target|each) [^.]*\bon the bottom of (?:its|their) owners?'? librar", re.I),
        re.compile(r"\bbottom of\b|\bfondo de\b"),
    ),
    ("exile", re.compile(r"\bexile (target|all|each)", re.I), re.compile(r"\bexile|\bexili")),
    ("destroy", re.compile(r"\bdestroy", re.I), re.compile(r"\bdestroy|\bdestru|wrath")),
    (
        "damage",
        re.compile(r"deals? (\d+|x) damage", re.I),
        re.compile(r"damage|\bdano|\bbolt|\bletal|\blethal|deathtouch|toque mortal"),
    ),
)


#: what a destroy spell gives after destroying: "Its controller creates a 3/3 green Beast creature token." (Beast Within)
_GIVES_AFTER = re.compile(r"\bits controller creates\b", re.I)
_ASKS_GIVEN = re.compile(
    r"\btokens?\b|\bfichas?\b|\bstill get\b|\ble toca\b|\bse lleva\w*\b|\b(?:get|gets|recibe) (?:the |el |la )?\d+/\d+"
)


def _rest_happens(frame: Frame, cite: Citer, card: Card | None, by: Card | None) -> Verdict | None:
    """ "I Beast Within their Darksteel Myr: do they still get the 3/3?" Yes: the destroy part can't happen, the rest of
    the spell still does (609.3)."""
    asked = (frame.clause or frame.asked).rsplit(",", 1)[-1]  # the ask after the told situation
    if by is None or not _GIVES_AFTER.search(by.oracle_text) or not _ASKS_GIVEN.search(asked):
        return None
    if frame.qtype is not QType.YES_NO:
        return None
    rule = cite("609.3", r"it does only as much as possible", r"")
    name = card.name if card is not None else t(frame.lang, "timing.the_creature")  # "una criatura indestructible"
    finding = t(frame.lang, "survival.rest_happens", card=name, spell=by.name) + ids(rule)
    return Verdict(t(frame.lang, "yes") + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes,
                   tuple(c for c in (card, by) if c is not None), "survival")  # fmt: skip


#: damage already marked on it: "it already took 3 damage in combat", "ya recibió 3 de daño"
_DAMAGE_MARKED = re.compile(r"\b(?:took|taken|has|had|with) (\d+) damage\b|\brecibi\w* (\d+) (?:de )?dano\b")


#: a toughness told as a number: "biggest toughness i have is 5", "toughness 5", "la resistencia más alta es 5"
_TOUGHNESS_SAID = re.compile(
    r"\btoughness (?:i have |of |it has )?(?:is |of )?(\d+)\b|\b(\d+) toughness\b|"
    r"\bresistencia (?:mas alta |maxima )?(?:es |de )?(\d+)\b|\b(\d+) de resistencia\b"
)


#: a sweeper: destroys all or each, or deals damage to each creature
_SWEEPS = re.compile(
    r"\bdestroy (?:all|each)\b|\bdeals? (?:\d+|x) damage to each (?:creature|artifact|other creature)\b", re.I
)
_ASKS_LOSS = re.compile(r"\blose\b|\bpierdo\b|\bme quedo sin\b")
_MAKES_IT = re.compile(r"\bmake it\b|\bpull through\b|\bse salvan?\b")


def _side_shield(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I've got Darksteel Forge and a pile of rocks; they overload Vandalblast: do I lose any?" No — indestructible
    permanents aren't destroyed (702.12b); "Akroma's Memorial vs Anger of the Gods": its damage is red, and protection
    from red prevents it (702.16e), while Damnation's "destroy" isn't stopped by protection."""
    if frame.qtype is not QType.YES_NO or not (
        _ASKS.search(frame.asked) or _ASKS_LOSS.search(frame.asked) or _MAKES_IT.search(frame.asked)
    ):
        return None
    granter = next((c for c in frame.cards if SIDE_GRANT.search(c.oracle_text) and controller(frame, c) != "opponent"),
                   None)  # fmt: skip
    overloaded = re.search(r"\boverload\w*|\bsobrecarg\w*", frame.folded)
    sweeper = next(
        (
            c
            for c in frame.cards
            if c is not granter
            and is_spell_card(c)
            and (_SWEEPS.search(c.oracle_text) or (overloaded and re.search(r"^Overload\b", c.oracle_text, re.M)))
        ),
        None,
    )  # "they overload vandalblast": each artifact instead of target
    if (
        granter is None
        or sweeper is None
        or re.search(r"\bexile (?:all|each|target)\b|\bsacrific|-\d+/-\d+|-x/-x", sweeper.oracle_text, re.I)
    ):
        return None
    if any(
        c not in (granter, sweeper) and is_spell_card(c) and re.search(r"\bexile\b", c.oracle_text, re.I)
        for c in frame.cards
    ):
        return None  # "… and if they Return to Dust the Forge itself?": another spell that exiles, not the sweeper's question
    grant = SIDE_GRANT.search(granter.oracle_text)
    assert grant is not None
    what = grant["what"].lower()
    damage = bool(re.search(r"\bdeals? (?:\d+|x) damage to (?:each|target)\b", sweeper.oracle_text, re.I))
    shielded_from = {code for word, code in COLORS.items() if re.search(rf"\bprotection from [^.]*\b{word}\b", what)}
    colors = card_colors(sweeper)
    if "indestructible" in what:
        rule = cite("702.12b", r"can’t be destroyed", r"no puede ser destruido")
        key = "survival.side_indestructible"
        survives = True
    elif shielded_from and damage and colors and colors <= shielded_from:
        rule = cite("702.16e", r"damage that would be dealt by sources that have the stated quality", r"")
        key = "survival.side_protected"
        survives = True
    elif shielded_from and not damage:
        # Damnation's "destroy all creatures" targets nothing and deals no damage: protection doesn't stop it
        rule = cite("702.16e", r"damage that would be dealt by sources that have the stated quality", r"")
        key = "survival.side_not_protected"
        survives = False
    else:
        return None
    asks_survival = bool(_ASKS_SURVIVES.search(frame.asked) or _MAKES_IT.search(frame.asked))
    kind = t(frame.lang, f"survival.kind_{grant['kind'].lower()}")
    finding = t(frame.lang, key, card=granter.name, spell=sweeper.name, kind=kind)
    return answered("yes" if survives == asks_survival else "no", finding, rule, cite, (granter, sweeper), "survival")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    side = _side_shield(frame, cite)
    if side is not None:
        return side
    saver = _saver(frame)
    if saver is None:
        return None
    if any(re.search(r"\bloses all abilities\b", c.oracle_text, re.I) for c in frame.cards):
        return None  # Oko's Elk: the indestructible creature lost that ability first (613.1f), read elsewhere
    card, how = saver
    clause = frame.clause or frame.asked
    asked = next((c for c in frame.cards if c is not card and "Creature" in c.type_line and _said(c, clause)), None)
    if card is not None and asked is not None and not _said(card, clause):
        # "opp has Avacyn and Grizzly Bears: does the bear die to Languish?": the bear is asked about, indestructible
        # only if Avacyn gives it; otherwise this reasoner has nothing to say about it
        if not _GRANTS_OTHERS.search(card.oracle_text):
            return None
        card = asked
    if how == "armor" and not _ASKS_ARMOR.search(frame.clause or frame.asked):
        return None  # an umbra named beside something else ("a Spell Queller that exiled a Spider Umbra")
    removal, by = _removal(frame, card)
    if removal is None:
        return None
    rest = _rest_happens(frame, cite, card, by)
    if rest is not None:
        return rest
    # "I cast Murder on my opponent's Darksteel Myr. What happens?": a removal spell at a named permanent
    what_happens = (
        frame.qtype is QType.WHAT_HAPPENS
        and card is not None
        and by is not None
        and ("Instant" in by.type_line or "Sorcery" in by.type_line)
    )
    asks_untapped = re.search(r"\buntapped\b|\benderezad\w*|\bdesgirad\w*|\bblock\w*|\bbloque\w*", frame.asked)
    if how == "regenerate" and frame.qtype is QType.YES_NO and asks_untapped and not _ASKS.search(frame.asked):
        # "¿y me queda enderezada para bloquear después?": regenerating taps it (701.19a), and tapped it can't block
        rule = cite("701.19a", r"its controller taps it", r"gira")
        return answered(
            "no",
            t(frame.lang, "survival.regenerated_tapped"),
            rule,
            cite,
            tuple(c for c in (card, by) if c),
            "survival",
        )
    first_strike = re.search(r"first strike|danar primero|dana primero|first striker", frame.folded)
    if how == "regenerate" and first_strike and _STILL_DEALS.search(frame.asked) and frame.qtype is QType.YES_NO:
        # regenerated in the first-strike damage step: out of combat before the regular step, so it deals nothing
        rule = cite("701.19a", r"remove it from combat", r"combate")
        name = card.name if card else t(frame.lang, "timing.the_creature")
        return answered(
            "no",
            t(frame.lang, "survival.regen_first_strike", name=name),
            rule,
            cite,
            tuple(c for c in (card, by) if c),
            "survival",
        )
    if not (_ASKS.search(frame.asked) or what_happens or _casts_at_it(frame, by)):
        return None
    name = card.name if card else t(frame.lang, "timing.the_creature")
    lang = frame.lang
    if how == "indestructible" and removal in ("destroy", "damage") and by is not None and _casts_at_it(frame, by):
        rule = cite("702.12b", r"can’t be destroyed", r"no puede ser destruido")
        it = name if card else name.lower()  # "the creature" inside the sentence
        text = t(lang, "survival.can_cast_indestructible", name=it, card=by.name) + ids(rule)
        steps = [Step(text, (rule,) if rule else ())]
        return Verdict(t(lang, "yes") + " " + text, steps, cite.quotes, tuple(c for c in (card, by) if c), "survival")
    aura = next((c for c in frame.cards if _ARMOR.search(c.oracle_text)), None) if how == "armor" else None
    how_text = t(lang, f"survival.by_{how}", aura=aura.name if aura else "")
    rule = None
    extra: dict[str, str] = {}
    if removal == "sacrifice":
        rule = cite("701.21a", r"doesn’t destroy it", r"no lo destruye")
        key, survives = "survival.dies_sacrifice", False
        if card is not None and re.search(r"shuffle it into its owner[’']s library instead", card.oracle_text, re.I):
            key = "survival.sacrificed_shuffled"  # Darksteel Colossus: its own replacement sends it to the library
    elif removal == "toughness":
        rule = cite("704.5f", r"toughness 0 or less", r"resistencia 0")
        key, survives = "survival.dies_toughness", False
        minus = _minus(frame, by)
        sized = card is None or not (card.toughness or "").isdigit()  # Gideon Blackblade: "es un 4/4"
        described = re.search(r"(?<![\w/+-])\d+/(\d+)(?![\w/])", frame.folded) if sized else None
        named = [c for c in frame.cards if "Creature" in c.type_line and (c.toughness or "").isdigit()]
        told = _TOUGHNESS_SAID.search(frame.folded) if sized and not described else None
        toughness = described[1] if described else card.toughness if card is not None else None
        if told is not None:  # "biggest toughness i have is 5": the toughness told without a size
            toughness = next(g for g in told.groups() if g)
            biggest = re.search(r"\b(?:biggest|highest|largest|max\w*|mayor)\b|\bmas alta\b", frame.folded)
            if biggest and minus is not None and int(toughness) > minus:
                toughness = None  # the biggest one survives; whether the others do, the question doesn't say
        if toughness is None and len(named) == 1:  # "le di indestructible a mi Baneslayer Angel con Gods Willing"
            toughness = named[0].toughness
        if minus is not None and (toughness or "").isdigit():
            left = int(toughness or 0) + _pumped_first(frame, by) - minus
            if left > 0:  # "Toxic Deluge pagando 7" on an 8/8 Avacyn: 1/1, alive
                key, survives, extra = "survival.survives_toughness", True, {"n": str(minus), "left": str(left)}
                power = card.power if card is not None else None
                if power and power.isdigit():  # "it gets -4/-4, a 1/1 now"
                    key = "survival.survives_shrunk"
                    extra["pt"] = f"{max(0, int(power) + _pumped_first(frame, by) - minus)}/{left}"
                marked = _DAMAGE_MARKED.search(frame.folded)
                if (
                    marked is not None
                    and int(next(g for g in marked.groups() if g)) >= left
                    and how == "indestructible"
                ):
                    # "it already took 3 damage this turn": lethal damage now, but indestructible isn't destroyed
                    key = "survival.survives_lethal_indestructible"
        elif minus is not None and toughness is None and not _ZERO_SAID.search(frame.folded):
            # "mi criatura tiene indestructible y le ponen -3/-3": whether it dies depends on a toughness not said
            key, survives, extra = "survival.toughness_unknown", None, {"n": str(minus)}
    elif removal == "bottom":
        rule = cite("702.12b", r"can’t be destroyed", r"no puede ser destruido") if how == "indestructible" else None
        rule = rule or cite("701.19a", r"would be destroyed", r"fuera a ser destruido")
        key, survives = "survival.dies_bottom", False
        if re.search(r"\bdie\w*|\bmuer\w*|\bmori\w*", frame.asked) and not _ASKS_SURVIVES.search(frame.asked):
            # "does my indestructible Tarmogoyf die to Terminus?": no, it never goes to a graveyard (700.4)
            rule = cite("700.4", r"dies", r"muere") or rule
            key, survives = "survival.bottom_not_dies", True
    elif removal == "exile":
        rule = cite("702.12b", r"can’t be destroyed", r"no puede ser destruido") if how == "indestructible" else None
        rule = rule or cite("701.19a", r"would be destroyed", r"fuera a ser destruido")
        key, survives = "survival.dies_exile", False
    elif how == "regenerate" and by is not None and re.search(r"can[’']t be regenerated", by.oracle_text, re.I):
        rule = cite("701.19c", r"can’t be regenerated", r"no puede ser regenerad")
        key, survives = "survival.dies_no_regen", False
    elif how == "indestructible":
        rule = cite("702.12b", r"can’t be destroyed", r"no puede ser destruido")
        key, survives = "survival.survives_indestructible", True
    elif how == "armor":
        rule = cite("702.89a", r"instead remove all damage", r"en vez de eso")
        key, survives = "survival.survives_armor", True
    else:
        rule = cite("701.19a", r"instead remove all damage", r"en vez de eso")
        key, survives = "survival.survives_regenerate", True
    text = t(lang, key, name=name, how=how_text, card=by.name if by else "", **extra) + ids(rule)
    if frame.qtype is QType.YES_NO and survives is not None:
        asks_survival = bool(_ASKS_SURVIVES.search(frame.asked))
        text = t(lang, "yes" if survives == asks_survival else "no") + " " + text
    steps = [
        Step(
            t(lang, key, name=name, how=how_text, card=by.name if by else "", **extra) + ids(rule),
            (rule,) if rule else (),
        )
    ]
    if key == "survival.survives_regenerate" and _STILL_DEALS.search(frame.folded) and _IN_COMBAT.search(frame.folded):
        together = cite("510.2", r"dealt simultaneously", r"simultáneamente")
        dealt = t(lang, "survival.still_deals", name=name) + ids(together)
        text += " " + dealt
        steps.append(Step(dealt, (together,) if together else ()))
    return Verdict(text, steps, cite.quotes, tuple(c for c in (card, by) if c is not None), "survival")


_PUMP = re.compile(r"gets? \+\d+/\+(\d+)", re.I)
_RESPONSE = re.compile(r"\brespon\w*|\ben respuesta\b")


def _pumped_first(frame: Frame, by: Card | None) -> int:
    """The toughness a named pump spell adds before the shrinking spell resolves: the pump cast in response to it
    ("they respond to the disfigure by giant growthing the myr") resolves first (405.5); cast first and answered
    by the shrink, it comes too late, and unordered it isn't counted."""
    if by is None:
        return 0
    responded = _RESPONSE.search(frame.folded)
    if responded is None:
        return 0
    shrink_word = fold(by.name).split()[0]
    shrink_at = frame.folded.find(shrink_word)
    # "they respond to the disfigure by giant growthing the myr": the shrink named as what is responded to
    to = re.match(r"\w*\s+(?:to|a|al)\s+(?:the |el |la |su |their |his |her )?(\w+)", frame.folded[responded.start() :])
    below = 0 <= shrink_at < responded.start() or (to is not None and to[1] == shrink_word)
    total = 0
    for card in frame.cards:
        pump = _PUMP.search(card.oracle_text) if card is not by and is_spell_card(card) else None
        at = frame.folded.find(fold(card.name).split()[0].rstrip("s")) if pump else -1
        # the spell named after "respond" is the response; the other one is below it on the stack
        if pump and below and at > responded.start() and at != shrink_at:
            total += int(pump[1])
    return total


def _casts_at_it(frame: Frame, by: Card | None) -> bool:
    """ "Can I Murder an indestructible creature?", "can I cast Murder on it?": whether the spell may be cast at it,
    not whether it dies ("can I kill it with Murder?" asks that)."""
    if by is None or frame.qtype is not QType.YES_NO:
        return False
    spell = re.escape(fold(by.name.split(",")[0]))
    can = r"\b(?:can|may|could) (?:i|you|we|they|he|she)|\b(?:puedo|puede|puedes|podemos)"
    verbs = rf"(?:cast|target|use|aim|point|lanzar(?:le)?|usar|apuntar(?:le)?|hacer objetivo)\b|{spell}\b"
    return bool(re.search(rf"(?:{can}) (?:still )?(?:{verbs})", frame.asked))


#: asks about the enchanted creature's fate: "does umbra armor save it?", "¿lo salva?", "does it die?"
_ASKS_ARMOR = re.compile(
    r"surviv|sobreviv|\bsaves?\b|\bsalva|\bdies?\b|\bmuere|\bdestroy|\bdestru|\bexiled?\b|\bexili|\bsacrific|"
    r"\bprotect|\bprotege"
)
#: umbra armor, printed as "totem armor" on older cards (702.89b)
_ARMOR = re.compile(r"^(?:totem|umbra) armor\b", re.I | re.M)


def _said(card: Card, clause: str) -> bool:
    """The clause calls the card by a name word, or by a plural name word in the singular ("el oso" of "Osos pardos")."""
    singular = [w[:-1] for w in name_words(card) if w.endswith("s") and len(w) >= 4]
    return named_in(card, clause) or any(re.search(rf"\b{re.escape(w)}\b", clause) for w in singular)


#: a permanent that gives indestructible to the others of its controller (Avacyn, Angel of Hope)
_GRANTS_OTHERS = re.compile(r"\b(?:other )?(?:permanents|creatures) you control have indestructible", re.I)


_GIVES_WORN = re.compile(r"\b(?:Equipped|Enchanted) creature (?:gets [^.\n]* and )?has indestructible", re.I)


def _my_turn(frame: Frame) -> bool:
    """The question puts it on the asker's turn, and not on the opponent's: Gideon Blackblade is a creature with
    indestructible only then."""
    mine = re.search(r"\b(?:my|mi) (?:own )?turn\w*\b|\ben mi turno\b", frame.folded)
    return bool(mine) and not THEIR_TURN.search(frame.folded)


def _saver(frame: Frame) -> tuple[Card | None, str] | None:
    """The permanent that should survive and how: indestructible, or a regeneration shield the question uses; a
    creature the question only describes ("mi criatura indestructible") is None."""
    for card in frame.cards:
        if re.search(r"^indestructible|\bindestructible\b", card.oracle_text, re.I) and (
            "creature" in card.type_line.lower() or (CREATURE_ON_MY_TURN.search(card.oracle_text) and _my_turn(frame))
        ):
            return card, "indestructible"
    # "my Sigarda wears Darksteel Plate": an Equipment or Aura that gives indestructible, on the creature named
    granter = next((c for c in frame.cards if _GIVES_WORN.search(c.oracle_text)), None)
    if granter is not None:
        wearers = [c for c in frame.cards if c is not granter and "creature" in c.type_line.lower()]
        return (wearers[0] if len(wearers) == 1 else None), "indestructible"
    # a creature that can regenerate itself, against a card that destroys ("Day of Judgment", "Wrath of God")
    destroyer = any(re.search(r"\bdestroy", card.oracle_text, re.I) for card in frame.cards)
    if _REGENERATES.search(frame.folded) or destroyer:
        for card in frame.cards:
            if re.search(r"\bregenerate\b", card.oracle_text, re.I) and "creature" in card.type_line.lower():
                return card, "regenerate"
    creature_named = any("creature" in card.type_line.lower() for card in frame.cards)
    if any(GIVES_INDESTRUCTIBLE.search(card.oracle_text) for card in frame.cards if is_spell_card(card)):
        return None, "indestructible"  # "Heroic Intervention in response to Wrath of God": they gain it
    if any(_ARMOR.search(card.oracle_text) for card in frame.cards):
        # "mi 2/2 lleva hyena umbra": the Aura is destroyed instead of the creature it enchants
        worn = next(
            (c for c in frame.cards if "creature" in c.type_line.lower() and not _ARMOR.search(c.oracle_text)), None
        )
        return worn, "armor"
    if re.search(r"\bindestructible\b", frame.folded) and (
        creature_named or re.search(r"creature|criatura|\bit\b|(?<![\w/+-])\d+/\d+(?![\w/])", frame.folded)
    ):
        return None, "indestructible"
    # "tengo un escudo de regeneración en mi bicho": a shield said, on a creature the question doesn't name
    if re.search(r"\bregeneration shield|\bescudo de regeneracion|\bi regenerate\b|\bregenero\b", frame.folded):
        return None, "regenerate"
    return None


#: the life or mana paid for X: "paying 7", "pays 7 life", "pagando 7"
_PAID = re.compile(
    r"\b(?:paying|pays?|paid|pagando|pago|paga|pag[oó])\s+(\d{1,2})\b|\bdeluges? for (\d{1,2})\b|\bpor (\d{1,2})\b"
)


#: the question says the toughness ends at 0: "0 toughness", "a 0 de resistencia", "toughness 0"
_ZERO_SAID = re.compile(
    r"\b0 (?:toughness|de resistencia)\b|\b(?:toughness|resistencia) (?:de )?0\b|"
    r"\b(?:toughness|resistencia) (?:hits|goes to|drops to|is|becomes|reaches|llega a|queda en|baja a) (?:0|zero|cero)\b"
)


def _minus(frame: Frame, by: Card | None) -> int | None:
    """How much toughness the card takes away: its printed -N/-N, or -X/-X with the X the question gives."""
    if by is None:  # no card: the amount the question says ("le ponen -3/-3")
        told = re.findall(r"(?<![\w/+])-(\d+)/-\1(?![\w/])", frame.folded)
        return int(told[0]) if len(set(told)) == 1 else None
    every = list(_GETS_MINUS.finditer(by.oracle_text))
    if len(every) != 1:
        return None  # none, or an amount with a condition for another ("-13/-13 instead" with morbid): not read
    found = every[0]
    if found[2].isdigit():
        return int(found[2])
    paid = [
        int(next(g for g in m.groups() if g)) for m in _PAID.finditer(frame.folded)
    ]  # the last said: "… pagando 8. Pagando 7 …"
    said = x_said(frame.folded)
    return said if said is not None else (paid[-1] if paid else None)


def _removal(frame: Frame, saved: Card | None) -> tuple[str | None, Card | None]:
    """How it is being removed: from another named card's Oracle text, else from the question's words."""
    for kind, oracle, _ in _REMOVAL:
        for card in frame.cards:
            if card is not saved and oracle.search(rules_text(card)):
                return kind, card
    for kind, _, words in _REMOVAL:
        if words.search(frame.folded):
            return kind, None
    return None, None
