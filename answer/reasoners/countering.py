"""Counterspells against what they can't counter: an activated or triggered ability isn't a spell (113.9), and a
spell that "can't be countered" can still be targeted but isn't countered (113.6g, 101.2). Fires only when a named
card counters spells and the question asks about countering an ability or a named uncounterable spell."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import (
    LOYALTY_ADD,
    OWN_CAST_TRIGGER,
    TAP_ADD,
    Citer,
    Step,
    Verdict,
    answered,
    ids,
    is_spell_card,
    name_pattern,
    named_in,
    says_on_line,
    spell_countered,
    stifler_named,
)
from answer.reasoners.land_drop import land_asked
from ingest.lexicon import fold
from ingest.models import Card

#: "Counter target spell", "Counter target noncreature spell", "counter target spell unless…": spells only
_COUNTERS_SPELLS = re.compile(r"\bcounter target (\w+ )?spell\b", re.I)
_COUNTERS_ABILITIES = re.compile(r"counter target [^.]*abilit", re.I)
UNCOUNTERABLE = re.compile(r"can[’']t be countered", re.I)
#: the question is about an ability on the stack
#: a loyalty ability said: "-3", "loyalty", "lealtad", "ult"
_LOYALTY_SAID = re.compile(r"(?<![\w/+-])[+−-]\d+(?![\w/])|\bloyalty\b|\blealtad\b|\bult\b")
_ABILITY = re.compile(r"\babilit|\bhabilidad|\btrigger|\bdispar|\betb\b|" + _LOYALTY_SAID.pattern)
_ASKS_COUNTER = re.compile(r"\bcounter|contrarrest|\bstop|\bparar|\bfizzl")
#: asking whether the counterspell may be cast at it, not whether it counters
_ASKS_TARGET = re.compile(r"\btarget|\bobjetivo|\ballowed|\blegal|\bcast\b|\blanzar|\brespond|\bresponder")

#: "do I get my mana back?", "¿me devuelven el maná?", "is the cost refunded?"
_REFUND_ASKED = re.compile(
    r"\b(?:get|gets) (?:my |the |his |their )?(?:mana|life|cards?|costs?) back\b|\brefund\w*|"
    r"\b(?:devuelv\w*|recuper\w*|reembols\w*)\b[^?]{0,20}\b(?:mana|coste?s?|vida)\b"
)
#: a spell said countered: "my spell gets countered", "si me contrarrestan un hechizo"
_SPELL_COUNTERED = re.compile(r"\bcountered\b|\bcounters? (?:it|my|the|a)\b|\bcontrarrest\w*")
_ASKS_OUTCOME = re.compile(
    r"\benter\w*|\bresolv\w*|\bland\w*|\bhit\w*|\bentra\w*|\bresuelv\w*|\bresuelve\w*|\bllega\w*|\bstill\b|\bsigue\b"
)


#: what a counterspell does besides countering: "Counter target creature spell. Draw a card." (Exclude)
#: what a counterspell does besides countering, skipping what happens only to a spell it counters (Remand's "If that
#: spell is countered this way, …")
_REST = re.compile(
    r"^Counter target [^.]*\.\s+(?:If that spell is countered this way[^.]*\.\s+)?((?:Draw|Scry|You gain|Create)[^\n]*)",
    re.M,
)


#: the question asks about what the counterspell does besides countering
_REST_ASKED = re.compile(r"\bdraw\w*|\brob\w*|\bscry\w*|\badivin\w*|\blife\b|\bvidas?\b")


#: asks whether the spell can be countered at all: "can my opponent counter it?", "¿me lo pueden contrarrestar?"
_CAN_COUNTER = re.compile(
    r"\bcan (?:i|you|he|she|they|we|(?:my |the )?(?:opp\w*|rival)) (?:still )?counter(?:spell)?\b|"
    r"\b(?:puedo|puede|pueden|puedes|podes) contrarrest\w*|\b(?:me |se |te )?(?:lo|la) (?:puedo|puede|pueden|puedes) contrarrestar\b"
)
#: an unnamed spell cast: "then cast a creature", "lanza una criatura"
_A_SPELL_CAST = re.compile(
    r"\bcast(?:s|ed)? (?:a|an|his|her|their|my) (?:\w+ )?(?:spell|creature|instant|sorcery)\b|"
    r"\blanz(?:a|o|ó|e|é) (?:una|un|su|mi) (?:criatura|hechizo|instantaneo|conjuro)\b"
)
#: the spell already past the stack, or something else asked: "after it resolved", "on the battlefield"
_PAST_THE_STACK = re.compile(
    r"\bresolv\w*|\bresuel\w*|\bbattlefield\b|\bin play\b|\bcampo de batalla\b|\ben juego\b|\bsplit second\b|"
    r"\bsegundo dividido\b|\bcavern\b|\bcaverna\b"
)


def _plain_spell(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I played a Forest and then cast Tarmogoyf, can my opponent counter it?": nothing on the spell or around it
    stops it being countered, so it can be (701.6a); the land, by contrast, never is a spell."""
    spells = [c for c in frame.cards if "Land" not in c.type_line]
    if (
        frame.qtype is not QType.YES_NO
        or len(spells) > 1
        or not _CAN_COUNTER.search(clause)
        or _ABILITY.search(frame.folded)
        or _PAST_THE_STACK.search(frame.folded)
        or any(_COUNTERS_SPELLS.search(c.oracle_text) for c in frame.cards)  # a counterspell named: the others' case
        or any(UNCOUNTERABLE.search(c.oracle_text) or "split second" in c.oracle_text.lower() for c in frame.cards)
    ):
        return None
    if not spells and not _A_SPELL_CAST.search(frame.folded):
        return None  # a land alone: land_drop's case
    if land_asked(frame):
        return None  # "… then cast a creature, can I counter the land?": the land is asked (land_drop's)
    if spells and not re.search(
        rf"\b(?:cast\w*|lanz\w*|tir[ao]\w*)\s+(?:(?:a|an|my|his|her|their|un|una|mi|su)\s+)?(?:{name_pattern(spells[0])})",
        frame.folded,
    ):
        return None  # "opp has Teferi, can I counter their spell?": the card named isn't the spell cast
    card = spells[0].name if spells else t(frame.lang, "countering.the_spell")
    rule = cite("701.6a", r"removing it from the stack", r"quitarlo de la pila")
    return answered("yes", t(frame.lang, "countering.plain", card=card), rule, cite, tuple(spells), "countering")


#: Cavern of Souls' mana said to pay for the spell: "with mana from cavern", "tapped cavern on human for …"
_CAVERN_MANA = re.compile(
    r"\bmana (?:from|of) (?:my |the )?cavern\b|\bcavern\w* mana\b|\btap\w* (?:my |the )?cavern\b|"
    r"\bcon (?:el )?mana de (?:la |mi )?cavern\b|\bgir\w* (?:la |mi )?cavern\b|\bcavern\b[^.?]{0,30}\b(?:naming|nombrando)\b"
)
#: another land's mana: "paying with another land, not the cavern", "pagando con otra tierra"
_OTHER_MANA = re.compile(
    r"\b(?:another|other) land\b|\bnot (?:with |from )?(?:the |my )?cavern\b|\botra tierra\b|\bno con (?:la |mi )?cavern\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.HOW_MANY:
        return _damage_anyway(frame, cite)
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    clause = frame.clause or frame.asked
    if (
        frame.qtype is QType.YES_NO
        and _REFUND_ASKED.search(clause)
        and _SPELL_COUNTERED.search(frame.folded)
        and not _ABILITY.search(frame.folded)  # a countered ability: ability_countered's case
    ):
        # "si me contrarrestan un hechizo, ¿me devuelven el maná?": no refund of what was paid (701.6b)
        rule = cite("701.6b", r"doesn’t get a “refund”", r"reembolso")
        return answered("no", t(frame.lang, "countering.no_refund"), rule, cite, frame.cards, "countering")
    plain = _plain_spell(frame, cite, clause)
    if plain is not None:
        return plain
    adventure = _countered_adventure(frame, cite, clause)
    if adventure is not None:
        return adventure
    stifle = _ability_countered(frame, cite, clause)
    if stifle is not None:
        return stifle
    counters = [
        c
        for c in frame.cards
        if _COUNTERS_SPELLS.search(c.oracle_text)
        and not _COUNTERS_ABILITIES.search(c.oracle_text)
        and not re.search(r"\btarget (?:\w+ )?permanent\b", c.oracle_text)  # Pyroblast's other mode
    ]
    # "opp casts Dovin's Veto, I respond with Absorb targeting the veto": the one aimed at the uncounterable one
    counter = next(
        (
            c
            for c in counters
            if any(o is not c and says_on_line(o, UNCOUNTERABLE, frame.folded) for o in frame.cards)
            and not says_on_line(c, UNCOUNTERABLE, frame.folded)
        ),
        counters[0] if counters else None,
    )
    # "can i negate their bears?": the counterspell's name said as the verb
    verb = counter is not None and re.search(rf"\b{re.escape(fold(counter.name).split()[0])}", clause)
    # "do I at least gain the life?" of a counterspell aimed at an uncounterable spell: what else it does
    rest_asked = (
        counter is not None
        and _REST.search(counter.oracle_text) is not None
        and _REST_ASKED.search(clause) is not None
        and any(o is not counter and says_on_line(o, UNCOUNTERABLE, frame.folded) for o in frame.cards)
    )
    if counter is None or not (_ASKS_COUNTER.search(frame.folded) or _ASKS_TARGET.search(clause) or verb or rest_asked):
        return None
    lang = frame.lang
    uncounterable = next(
        (c for c in frame.cards if c is not counter and says_on_line(c, UNCOUNTERABLE, frame.folded)), None
    )
    if uncounterable is not None and "Land" in uncounterable.type_line:
        # Cavern of Souls: "that spell can't be countered" is the creature spell cast with its mana, not the land;
        # only when its mana is said to pay for it, and not another land's
        if not _CAVERN_MANA.search(frame.folded) or _OTHER_MANA.search(frame.folded):
            return None
        uncounterable = next(
            (c for c in frame.cards if c is not counter and "Creature" in c.type_line and c is not uncounterable), None
        )
        if uncounterable is None:
            return None
    if uncounterable is not None:
        on_stack = cite("113.6g", r"can’t be countered", r"no puede ser contrarrestad")
        wins = cite("101.2", r"the “can’t” effect takes precedence", r"prevalece")
        finding = t(lang, "countering.uncounterable", counter=counter.name, card=uncounterable.name) + ids(
            on_stack, wins
        )
        asks_target = bool(_ASKS_TARGET.search(clause)) and not re.search(
            r"\bcounter(ed)?\b.{0,15}$|contrarrest\w*\W*$", clause
        )
        # "does the Tyrant still enter / resolve?": yes, as "can I target it?" is
        asks_outcome = bool(_ASKS_OUTCOME.search(clause)) and not re.search(r"\bcounter\w*|contrarrest\w*", clause)
        # "can i exclude a carnage tyrant just to draw the card?": yes, the draw still happens
        rest = _REST.search(counter.oracle_text)
        asks_rest = rest is not None and bool(_REST_ASKED.search(clause))  # "… do i at least get the 3 life?"
        if asks_rest and rest is not None:
            finding += " " + t(lang, "countering.rest_happens", counter=counter.name, rest=rest[1])
        # "does veto still counter the wrath?": the uncounterable spell asked about does what it does
        asks_its_effect = re.search(
            rf"\b(?:does|will|would|is|did)\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+)?(?:{name_pattern(uncounterable)})\b",
            clause,
        )
        if re.search(r"\bcountered\b|contrarrestad", clause):
            asks_its_effect = None  # "does the tyrant get countered?": whether it is countered, no
        opener = t(lang, "yes" if asks_target or asks_outcome or asks_rest or asks_its_effect else "no")
        steps = [Step(finding, tuple(r for r in (on_stack, wins) if r))]
        return Verdict(opener + " " + finding, steps, cite.quotes, (counter, uncounterable), "countering")
    # "es solo para disparar prowess": the asker's own trigger is the purpose, not what is aimed at
    if not _ABILITY.search(OWN_CAST_TRIGGER.sub(" ", frame.folded)):
        return _spell_type(frame, cite, counter, clause)
    if stifler_named(frame):
        return None  # "if i stifle the persist trigger…": Stifle counters the ability, not the spells-only counter
    rule = cite("113.9", r"aren’t spells", r"no son hechizos")
    finding = t(lang, "countering.ability", counter=counter.name) + ids(rule)
    text = (t(lang, "no") + " " if frame.qtype is QType.YES_NO else "") + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (counter,), "countering")


#: "Counter target activated or triggered ability" (Stifle), "… activated ability" (Tale's End counters both kinds)
_ONLY_ABILITIES = re.compile(r"^counter target (activated or triggered|activated|triggered) ability\b", re.I | re.M)
_MANA_SAID = re.compile(
    r"\bmana abilit\w*|\bhabilidad de mana\b|\bfor mana\b|\bpor mana\b|\bpara (?:sacar |generar )?mana\b"
)


def _ability_countered(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "¿Puedo contrarrestar con Stifle la habilidad -3 de Chandra?" Yes: a loyalty ability is an activated ability
    (606.2), which is what Stifle counters; not a mana ability, which never uses the stack (605.3b)."""
    stifle, kinds = next(((c, m[1].lower()) for c in frame.cards if (m := _ONLY_ABILITIES.search(c.oracle_text))),
                         (None, ""))  # fmt: skip
    if stifle is None or frame.qtype is not QType.YES_NO:
        return None
    if not (_ASKS_COUNTER.search(clause) or re.search(rf"\b{re.escape(fold(stifle.name))}", clause)):
        return None  # "can i stifle it?": the card's name as the verb
    targeted_mana = any(
        re.search(r"target[^\n]*\badd\b|\badd\b[^\n]*target", c.oracle_text, re.I)
        for c in frame.cards
        if c is not stifle
    )  # Deathrite Shaman: an ability that adds mana and targets is no mana ability (the mana_ability reasoner's)
    loyalty_mana = any(LOYALTY_ADD.search(c.oracle_text) for c in frame.cards if c is not stifle) and not any(
        TAP_ADD.search(c.oracle_text) and named_in(c, frame.folded) for c in frame.cards
    )  # Chandra's "+1: Add {R}{R}": a loyalty ability, never a mana ability (the mana_ability reasoner's)
    if _MANA_SAID.search(frame.folded) and not targeted_mana and not loyalty_mana:
        rule = cite("605.3b", r"can’t be targeted, countered", r"no puede ser objetivo")
        return answered("no", t(frame.lang, "countering.mana_ability", counter=stifle.name), rule, cite, (stifle,),
                        "countering")  # fmt: skip
    others = [c for c in frame.cards if c is not stifle]
    if re.search(r"\bstatic\b|\bestatic\w*", frame.folded) or (
        len(others) == 1
        and not is_spell_card(others[0])
        and others[0].oracle_text
        and not re.search(r":|\b(?:when|whenever|at the beginning)\b", others[0].oracle_text, re.I)
    ):
        # Glorious Anthem's "+1/+1": a static ability is simply true, never on the stack to be countered
        rule = cite("604.1", r"do something all the time rather than being activated or triggered", r"todo el tiempo")
        card = others[0].name if len(others) == 1 else t(frame.lang, "countering.the_permanent")
        return answered("no", t(frame.lang, "countering.static", counter=stifle.name, card=card), rule, cite,
                        (stifle, *others), "countering")  # fmt: skip
    if not _LOYALTY_SAID.search(frame.folded) or "activated" not in kinds:
        return None
    rule = cite("606.2", r"is a loyalty ability", r"lealtad")
    return answered("yes", t(frame.lang, "countering.loyalty", counter=stifle.name), rule, cite, (stifle,),
                    "countering")  # fmt: skip


#: the kinds of spell a counterspell may target: "noncreature", "creature", "instant or sorcery"
_TARGETS_KIND = re.compile(r"\bcounter target ((?:non)?[a-z]+(?:(?:,| or) (?:non)?[a-z]+)*) spell\b", re.I)
_CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker", "battle", "land")


def _spell_type(frame: Frame, cite: Citer, counter: Card, clause: str) -> Verdict | None:
    """ "Can I Negate their Grizzly Bears?": Negate targets only a noncreature spell, so no; Essence Scatter, a
    creature spell, yes — the spell's card types against the kinds the counterspell names (601.2c)."""
    kinds = _TARGETS_KIND.search(counter.oracle_text)
    # "Counter target spell." or "… unless its controller pays {3}": any spell, no mana value or color condition
    any_spell = kinds is None and re.search(r"^counter target spell(?:\.| unless\b)", counter.oracle_text, re.I | re.M)
    if (kinds is None and not any_spell) or frame.qtype is not QType.YES_NO:
        return None
    land = next((c for c in frame.cards if c is not counter and "Land" in c.type_line), None)
    if any_spell and land is not None and not land_asked(frame):
        return None  # "to pay for Daze can I return an Island I tapped?": the land is its cost, not its target
    said = land is not None and re.search(
        rf"\b(?:es|is|it'?s|juega|plays?)\s+(?:(?:una?|an?)\s+)?{re.escape(fold(land.name))}", frame.folded
    )
    if land is not None and (
        said
        or frame.folded.rfind(fold(land.name))
        > max((frame.folded.rfind(fold(c.name)) for c in frame.cards if c not in (counter, land)), default=-1)
    ):
        # "¿y si lo que juega es una Dryad Arbor?": a land is played, never cast, so there is no spell to counter
        rule = cite("305.1", r"special action", r"acción especial")
        finding = t(frame.lang, "countering.land", counter=counter.name, card=land.name)
        return answered("no", finding, rule, cite, (counter, land), "countering")
    spell = next((c for c in frame.cards if c is not counter and "Land" not in c.type_line), None)
    if spell is None or not re.search(r"\b(?:can|could|may|puedo|puede|podemos)\b", clause):
        return None
    if kinds is None:
        # "can I counterspell a Lightning Bolt?": "Counter target spell" can target any spell — asked only as the
        # counter (or its name) as the verb with the spell right after it, no cost or other spell in the story
        verb = rf"(?:{name_pattern(counter)})\w*|counter\w*|contrarrest\w*" if name_pattern(counter) else r"counter\w*"
        aimed = re.search(
            rf"\b(?:can|could|may|puedo|puede|podes|puedes)\b[^?]{{0,15}}\b(?:{verb})\s+"
            rf"(?:(?:a|an|the|their|his|her|un|una|el|la|su)\s+)?(?:{name_pattern(spell)})\b",
            clause,
        )
        others = [c for c in frame.cards if c not in (counter, spell)]
        if land is not None or not aimed or others or UNCOUNTERABLE.search(spell.oracle_text):
            return None
        if re.search(
            r"\bbattlefield\b|\bin play\b|\bcampo\b|\ben mesa\b|\bactivat\w*|\babilit\w*|\bhabilidad\w*|"
            r"\btrigger\w*|\bdispar\w*|\balready\b|\bya\b",
            frame.folded,
        ):
            return None  # a permanent already there, or an ability: no spell to target
        rule = cite("601.2c", r"announces their choice of an appropriate object", r"objetivo")
        finding = t(frame.lang, "countering.any_spell", counter=counter.name, card=spell.name)
        return answered("yes", finding, rule, cite, (counter, spell), "countering")
    words = [w.strip().lower() for w in re.split(r",| or ", kinds[1]) if w.strip()]
    if not all(w.removeprefix("non") in _CARD_TYPES for w in words):
        return None
    if not re.search(rf"counter\w*|contrarrest\w*|target\w*|objetivo|{name_pattern(counter)}", clause):
        return None  # "… ¿y puede persistir de nuevo?": the clause asks something else of the counterspell's owner
    types = _cast_face_types(frame, spell).lower()
    legal = any((w.removeprefix("non") not in types) if w.startswith("non") else (w in types) for w in words)
    rule = cite("601.2c", r"announces their choice of an appropriate object", r"objetivo")
    key = "countering.kind_legal" if legal else "countering.kind_illegal"
    kind = t(frame.lang, "countering.or").join(t(frame.lang, f"countering.kind_{w}") for w in words)
    finding = t(frame.lang, key, counter=counter.name, card=spell.name, kind=kind)
    return answered("yes" if legal else "no", finding, rule, cite, (counter, spell), "countering")


def _cast_face_types(frame: Frame, card: Card) -> str:
    """The types of the face being cast: "casts Petty Theft, the Adventure half of Brazen Borrower" is an instant
    spell (715.3b), "flashes in the Borrower" a creature spell; the whole type line when the question doesn't say."""
    types = card.type_line.split(" // ")
    if len(card.faces) != len(types) or len(types) < 2:
        return card.type_line
    spots = {}
    for face, kind in zip(card.faces, types, strict=True):
        words = fold(face).split(",")[0].split()
        # the face by its name or its last word ("flash in the Borrower")
        name = "|".join(re.escape(w) for w in {" ".join(words), words[-1]} if len(w) >= 5)
        if not name:
            continue
        cast = [
            m.start()
            for m in re.finditer(
                rf"\b(?:cast\w*|flash\w* in|lanz\w*|juega\w*|plays?)\s+(?:the |a |an |el |la |un |una )?(?:{name})\b",
                frame.folded,
            )
        ]
        said = [m.start() for m in re.finditer(rf"\b(?:{name})\b", frame.folded)]
        if cast or said:
            spots[kind] = (1 if cast else 0, max(cast or said))  # the last one cast, else the last one said
    if not spots:
        return card.type_line
    return max(spots, key=lambda kind: spots[kind])


_DEALS = re.compile(r"deals (X|\d+) damage", re.I)


def _damage_anyway(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Banefire with X=5, they Counterspell it: how much damage?": it can't be countered, so all of it (101.2)."""
    counter = next((c for c in frame.cards if _COUNTERS_SPELLS.search(c.oracle_text)), None)
    spell = next((c for c in frame.cards if c is not counter and says_on_line(c, UNCOUNTERABLE, frame.folded)), None)
    deals = _DEALS.search(spell.oracle_text) if spell is not None else None
    if counter is None or spell is None or deals is None or not re.search(r"dano|damage", frame.clause or frame.asked):
        return None
    amount = x_said(frame.folded) if deals[1].upper() == "X" else int(deals[1])
    if amount is None:
        return None
    on_stack = cite("113.6g", r"can’t be countered", r"no puede ser contrarrestad")
    wins = cite("101.2", r"the “can’t” effect takes precedence", r"prevalece")
    finding = t(frame.lang, "countering.damage_anyway", n=str(amount), counter=counter.name, card=spell.name)
    finding += ids(on_stack, wins)
    return Verdict(finding, [Step(finding, tuple(r for r in (on_stack, wins) if r))], cite.quotes, (counter, spell),
                   "countering")  # fmt: skip


_ASKS_LATER = re.compile(
    r"\bexile\b|\bexilio\b|\blater\b|\bdespues\b|\bluego\b|\bstill cast\b|\bcast (?:it|the)\b|\blanzar\b"
)


def _countered_adventure(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """An Adventure countered goes to its owner's graveyard: only one that resolves is exiled with permission to cast
    the creature later (715.3d)."""
    card = next((c for c in frame.cards if "Adventure" in c.type_line), None)
    if card is None or not spell_countered(frame) or not _ASKS_LATER.search(clause):
        return None
    rule = cite("715.3d", r"Instead of putting a spell that was cast as an Adventure into its owner’s graveyard", r"")
    finding = t(frame.lang, "adventure.countered", card=card.name.split(" // ")[0], spell=card.name.split(" // ")[-1])
    return answered("no" if frame.qtype is QType.YES_NO else None, finding, rule, cite, (card,), "countering")
