"""Sacrifice gets past indestructible, hexproof and regeneration (701.21a, 702.12b): an edict ("target player
sacrifices a creature") makes the player choose and move their own creature to the graveyard; nothing is destroyed or
targeted. Fires only for a named edict, a named creature with indestructible (its Oracle text or the question), and a
question asking whether it must be sacrificed, dies or survives."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    Citer,
    Step,
    Verdict,
    answered,
    asked_first,
    controller,
    ids,
    is_spell_card,
    name_pattern,
    named_in,
)
from ingest.lexicon import fold
from ingest.models import Card

_EDICT = re.compile(r"\bsacrifices an? (?:attacking )?creature\b", re.I)  # "Target player sacrifices", not Fling's cost
_INDESTRUCTIBLE = re.compile(r"^indestructible\b|\bhas indestructible\b|, indestructible\b", re.I | re.M)
_MUST = re.compile(r"\bhave to\b|\bhas to\b|\bmust\b|\bforced\b|\b(?:tengo|tiene) que\b|\bdebo\b|\bobligad\w*")
_DIES = re.compile(
    r"\bdie\w*|\bmuer\w*|\bsacrific\w*|\bsac\b|\bpierd\w*|\blose\b|\bkill\w*|\bmat(?:ar|o|arla|arlo)\b|"
    r"\bse (?:lo|la) lleva\b|\b(?:get|gets|take|takes) (?:it|him|her)\b"  # "does the edict still get it?"
)
#: "their only creature", "su único bicho": no other creature for the edicted player to choose
_ONLY = re.compile(r"\bonly\b|\bsolo\b|\bunic[oa]\b")
_SURVIVES = re.compile(
    r"\bsurviv\w*|\bsobreviv\w*|\bsave\w*|\bsalva\w*|\bkeep\w*|\bqued\w*|\bi'?m (?:fine|safe|ok)\b|\bestoy a salvo\b"
)
#: Darksteel Colossus: "If … would be put into a graveyard from anywhere, reveal it and shuffle it into its owner's
#: library instead."
_SHUFFLED_INSTEAD = re.compile(
    r"would be put into a graveyard from anywhere, [^.]*shuffle it into its owner[’']s library instead", re.I
)


#: "who chooses which creature each opponent sacrifices?", "¿quién elige qué criatura sacrifica?"
_WHO_CHOOSES = re.compile(
    r"\bwho (?:chooses|picks|decides)\b|\bquien (?:elige|escoge|decide)\b|"
    # "do i get to pick which creature they sacrifice, or do they?": the two choosers offered
    r"\bdo i (?:get to )?(?:pick|choose|decide)\b[^?]{0,60}\bor (?:do )?(?:they|them|he|she)\b|"
    r"\b(?:elijo|escojo|decido) yo\b[^?]{0,60}\bo (?:el|ella|ellos|mi rival|el rival)\b|"
    # "yo elijo cuál criatura sacrifica, no?", "do i choose which creature they sac?": the asker offered as chooser
    r"\b(?:yo )?(?:elijo|escojo|decido)\b[^?]{0,20}\b(?:cual|que)\b|\b(?:do )?i (?:get to )?(?:pick|choose|decide) (?:which|what)\b"
)
_EITHER = re.compile(r"\bor (?:do )?(?:they|them|he|she)\b|\bo (?:el|ella|ellos|mi rival|el rival)\b")
#: "yo?", "do I?": the asker offered as the chooser
_ME_OFFERED = re.compile(r"\b(?:yo|me|i|do i|mine)\W*$")
_I_CHOOSE = re.compile(
    r"\byo (?:elijo|escojo|decido)\b|\b(?:do )?i (?:get to )?(?:pick|choose|decide) (?:which|what)\b"
)
_ANY_EDICT = re.compile(
    r"\bsacrifices an? (?:attacking )?creature\b|\beach (?:other player|opponent) sacrifices\b", re.I
)


def _who_chooses(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Grave Pact: who chooses which creature each opponent sacrifices? me?" The player who sacrifices chooses
    what to sacrifice among their own permanents (701.21a); the edict's controller doesn't."""
    edict = next((c for c in frame.cards if _ANY_EDICT.search(c.oracle_text)), None)
    # "uso el -2 de liliana … ¿quién elige?": a planeswalker's edict said by its minus, the sacrifice left unsaid
    minus = "Planeswalker" in edict.type_line and re.search(r"(?<![\w/])[−-]\d\b(?!/)", frame.folded) if edict else None
    if (
        edict is None
        or not _WHO_CHOOSES.search(frame.folded)
        or not (re.search(r"sacrific|\bsac\b", frame.folded) or minus)
    ):
        return None
    if re.search(r"\bfirst\b|\bprimero\b|\border\b|\borden\b", frame.folded):
        return None  # "¿quién elige primero?": the order of the choices (101.4), not whose choice
    rule = cite("701.21a", r"moves it from the battlefield directly", r"directamente")
    finding = t(frame.lang, "sacrifice.who_chooses", edict=edict.name) + ids(rule)
    # "le tiro chainer's edict al rival, ¿yo elijo cuál sacrifica?": the opponent sacrifices, so not the asker's pick
    theirs = re.search(
        r"\bal rival\b|\ba mi rival\b|\bat (?:my )?opp\w*|\b(?:they|he|she) sacrific\w*|\bsacrifica\b", frame.folded
    )
    offered = _ME_OFFERED.search(frame.question.lower().rstrip(" ?¿!.")) or (_I_CHOOSE.search(frame.folded) and theirs)
    opener = t(frame.lang, "no") + " " if offered else ""
    aimed = theirs or re.search(r"\bcontra (?:el|mi|su)\b|\bon (?:my |the |an? )?opp\w*", frame.folded)
    if _EITHER.search(frame.folded) or (frame.qtype is QType.WHO and aimed and not offered):
        opener = t(frame.lang, "sacrifice.they_do") + " "  # "do I pick, or do they?", "¿quién elige?": the other one
    return Verdict(opener + finding, [Step(finding, (rule,) if rule else ())], cite.quotes, (edict,), "sacrifice")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    chooser = _who_chooses(frame, cite)
    if chooser is not None:
        return chooser
    if frame.qtype is not QType.YES_NO:
        return None
    tapped = _tapped_sacrifice(frame, cite)
    if tapped is not None:
        return tapped
    # a spell, or a planeswalker whose minus ability is said ("lili of the veil -2 a mi rival")
    said_minus = re.search(r"(?<![\w/])[−-]\d\b(?!/)", frame.folded)
    edict = next(
        (
            c
            for c in frame.cards
            if (
                is_spell_card(c)
                or ("Planeswalker" in c.type_line and said_minus)
                or _TRIGGERED_EDICT.search(c.oracle_text)
            )
            and _EDICT.search(c.oracle_text)
        ),
        None,
    )
    if edict is None:
        return None
    if re.search(r"\bif it was kicked\b", edict.oracle_text, re.I) and _NOT_KICKED.search(frame.folded):
        # "¿y si no pagué el kicker?" of Gatekeeper of Malakir: its ability triggers only if it was kicked (603.4)
        rule = cite("603.4", r"The ability triggers only if it is", r"")
        return answered(
            "no", t(frame.lang, "sacrifice.not_kicked", edict=edict.name), rule, cite, (edict,), "sacrifice"
        )
    guard = next((c for c in frame.cards if _NO_SACRIFICE.search(c.oracle_text)), None)
    if guard is not None:
        return _guarded(frame, cite, edict, guard, clause)
    tough = [
        c for c in frame.cards
        if "Creature" in c.type_line and c is not edict
        and (_INDESTRUCTIBLE.search(c.oracle_text) or "indestructible" in frame.folded)
    ]  # fmt: skip
    others = [c for c in frame.cards if "Creature" in c.type_line and c is not edict]
    if not tough and "indestructible" in frame.folded and not others:
        return _unnamed(frame, cite, edict, clause)  # "mi única criatura es avacyn… aunque sea indestructible?"
    if not tough:
        return _hexproof(frame, cite, edict, clause)
    if len(tough) != 1 or not (_MUST.search(clause) or _DIES.search(clause) or _SURVIVES.search(clause)):
        return None
    creature = tough[0]
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    lang = frame.lang
    if len(creatures) > 1 and not _ONLY.search(frame.folded):
        if not re.search(r"\b(?:i|me|mi|mis|my|tengo|controlo|control)\b", frame.folded):
            return None
        # "tengo darksteel colossus y llanowar elves, ¿pierdo el colossus?": the edicted player picks the other one
        sacrifice = cite("701.21a", r"moves it from the battlefield directly", r"directamente")
        finding = t(lang, "sacrifice.choose", card=creature.name, edict=edict.name) + ids(sacrifice)
        survives = bool(_SURVIVES.search(clause)) and not _MUST.search(clause)
        return Verdict(t(lang, "yes" if survives else "no") + " " + finding, [Step(finding, (sacrifice,) if sacrifice
                       else ())], cite.quotes, (edict, creature), "sacrifice")  # fmt: skip
    sacrifice = cite("701.21a", r"moves it from the battlefield directly", r"directamente")
    indestructible = cite("702.12b", r"can’t be destroyed", r"no puede ser destruid")
    finding = t(lang, "sacrifice.indestructible", card=creature.name, edict=edict.name) + ids(sacrifice, indestructible)
    survives = bool(_SURVIVES.search(clause)) and not _MUST.search(clause)
    steps = [Step(finding, tuple(r for r in (sacrifice, indestructible) if r))]
    if _SHUFFLED_INSTEAD.search(creature.oracle_text):  # its own replacement: the library, not the graveyard
        shuffled = t(lang, "sacrifice.shuffled", card=creature.name)
        finding += " " + shuffled
        steps.append(Step(shuffled))
    return Verdict(t(lang, "no" if survives else "yes") + " " + finding, steps, cite.quotes, (edict, creature),
                   "sacrifice")  # fmt: skip


#: "Spells and abilities your opponents control can't cause you to sacrifice permanents." (Sigarda, Host of Herons)
_NO_SACRIFICE = re.compile(r"your opponents control can[’']t cause you to sacrifice", re.I)


def _guarded(frame: Frame, cite: Citer, edict: Card, guard: Card, clause: str) -> Verdict | None:
    """An opponent's edict against Sigarda's controller: the "can't" wins (101.2), nothing is sacrificed."""
    if re.search(r"\bmyself\b|\bmi mism[oa]\b", frame.folded):
        return None  # cast at oneself: not an opponent's spell
    edict_name = name_pattern(edict)
    mine = re.search(
        rf"\bi (?:cast|play|fire|tiro|lanzo)\b|\b(?:my|mi) (?:{edict_name})|\b(?:lanzo|tiro|juego)\b", frame.folded
    )
    theirs = re.search(
        r"\b(?:opp\w*|they|he|she|rival|oponente)\b[^.?]{0,25}\b(?:cast|casts|play|plays|fires?|lanza|tira|juega)\b|"
        r"\b(?:on|targets?|targeting) me\b|\bme (?:tira|hace|lanza)\b",
        frame.folded,
    )
    guard_side = controller(frame, guard)
    caster = "me" if mine and not theirs else "opponent" if theirs and not mine else None
    if guard_side is None or caster is None:
        return None
    if not (_MUST.search(clause) or _DIES.search(clause) or _SURVIVES.search(clause)):
        return None
    survives = bool(_SURVIVES.search(clause)) and not _MUST.search(clause)
    if guard_side == caster:
        # "I have Sigarda and I cast Diabolic Edict at my opponent": Sigarda guards only against its controller's
        # opponents, so its controller's own edict works as usual
        rule = cite("701.21a", r"moves it from the battlefield directly", r"directamente")
        finding = t(frame.lang, "sacrifice.unguarded", card=guard.name, edict=edict.name)
        return answered("no" if survives else "yes", finding, rule, cite, (edict, guard), "sacrifice")
    rule = cite("101.2", r"the “can’t” effect takes precedence", r"prevalece")
    finding = t(frame.lang, "sacrifice.guarded", card=guard.name, edict=edict.name)
    return answered("yes" if survives else "no", finding, rule, cite, (edict, guard), "sacrifice")


def _unnamed(frame: Frame, cite: Citer, edict: Card, clause: str) -> Verdict | None:
    """An edict against an indestructible creature the question doesn't name as a card: sacrificed all the same."""
    if not (_MUST.search(clause) or _DIES.search(clause) or _SURVIVES.search(clause)) or not _ONLY.search(frame.folded):
        return None
    sacrifice = cite("701.21a", r"moves it from the battlefield directly", r"directamente")
    indestructible = cite("702.12b", r"can’t be destroyed", r"no puede ser destruid")
    finding = t(frame.lang, "sacrifice.indestructible_unnamed", edict=edict.name) + ids(sacrifice, indestructible)
    survives = bool(_SURVIVES.search(clause)) and not _MUST.search(clause)
    steps = [Step(finding, tuple(r for r in (sacrifice, indestructible) if r))]
    return Verdict(t(frame.lang, "no" if survives else "yes") + " " + finding, steps, cite.quotes, (edict,),
                   "sacrifice")  # fmt: skip


#: a permanent whose trigger is an edict: "Whenever a creature you control dies, each other player sacrifices a
#: creature" (Grave Pact, Dictate of Erebos)
#: the kicker not paid: "¿y si no pagué el kicker?", "without kicking it", "cast it unkicked"
_NOT_KICKED = re.compile(
    r"\bno (?:le )?pag\w* (?:el )?(?:kicker|estimulo)\b|\bsin (?:pagar )?(?:el )?(?:kicker|estimulo|patear)\b|\bno (?:lo )?pate\w*|"
    r"\bunkicked\b|\bwithout (?:the )?kick\w*|\b(?:didn'?t|don'?t|did not) (?:pay (?:the )?)?kick\w*|\bnot kicked\b"
)
_TRIGGERED_EDICT = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever [^.\n]*, each (?:other player|opponent) sacrifices an? creature|"
    # Gatekeeper of Malakir: "When ~ enters the battlefield, if it was kicked, target player sacrifices a creature."
    r"^when [^.\n]* enters the battlefield, (?:if [^,\n]*, )?(?:target player|each opponent) sacrifices an? creature",
    re.I | re.M,
)
#: an Aura or Equipment that gives shroud or hexproof (Lightning Greaves, Swiftfoot Boots)
_GIVES_SHROUD = re.compile(
    r"^(?:equipped|enchanted) creature (?:has|gets [^.]*and has) [^.]*\b(?:shroud|hexproof)\b", re.I | re.M
)
_HEXPROOF = re.compile(r"^(?:hexproof|shroud)\b|, (?:hexproof|shroud)\b", re.I | re.M)
_HEXPROOF_SAID = re.compile(r"\bhexproof\b|\bshroud\b|\bantimaleficio\b")
_STOPS = re.compile(r"\bstop\w*|\bprotect\w*|\bsave\w*|\bprevent\w*|\bevit\w*|\bprotege\w*|\bsalva\w*|\bimpide\w*")


def _hexproof(frame: Frame, cite: Citer, edict: Card, clause: str) -> Verdict | None:
    """An edict against a player whose only creature has hexproof: the spell targets the player, so it still makes
    them sacrifice it (702.11b, 701.21a)."""
    if any(re.search(r"^you have (?:hexproof|shroud)\b", c.oracle_text, re.I | re.M) for c in frame.cards):
        return None  # Leyline of Sanctity: the player can't be targeted, which the targets reasoner reads
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    shielded = [c for c in creatures if _HEXPROOF.search(c.oracle_text) or _HEXPROOF_SAID.search(frame.folded)]
    gear = next((c for c in frame.cards if _GIVES_SHROUD.search(c.oracle_text)), None)
    # "mi única criatura es mi comandante, equipado con Lightning Greaves": an unnamed creature, shielded by its gear
    unnamed = not creatures and (gear is not None or _HEXPROOF_SAID.search(frame.folded))
    if not unnamed and (len(shielded) != 1 or len(creatures) != 1) or not _ONLY.search(frame.folded):
        return None
    # "¿le puedo hacer Chainer's Edict aunque tenga antimaleficio?": whether the edict may be cast at them
    cast_asked = re.search(r"\b(?:can|could) i\b|\bpuedo\b", clause) and named_in(edict, clause)
    if not (_MUST.search(clause) or _DIES.search(clause) or _STOPS.search(clause) or cast_asked):
        return None
    lang = frame.lang
    name = t(lang, "sacrifice.your_creature") if unnamed else shielded[0].name
    hexproof = cite("702.11b", r"can’t be the target", r"objetivo")
    sacrifice = cite("701.21a", r"moves it from the battlefield directly", r"directamente")
    key = (
        "sacrifice.hexproof"
        if re.search(r"\btarget (?:player|opponent)\b", edict.oracle_text, re.I)
        else "sacrifice.untargeted"
    )
    finding = t(lang, key, card=name, edict=edict.name) + ids(hexproof, sacrifice)
    # "can i make them sac it … or does hexproof stop that?": the first alternative asked is the one answered
    stops = asked_first(clause, _STOPS, _DIES)
    steps = [Step(finding, tuple(r for r in (hexproof, sacrifice) if r))]
    shown = (edict, gear) if unnamed and gear is not None else (edict,) if unnamed else (edict, shielded[0])
    return Verdict(t(lang, "no" if stops else "yes") + " " + finding, steps, cite.quotes, shown,
                   "sacrifice")  # fmt: skip


#: a sacrifice cost in the card's text that doesn't ask for untapped permanents: Fireblast's "Sacrifice two Mountains"
_SACRIFICE_COST = re.compile(r"\bsacrifice (?:a|an|one|two|three|\w+) (?!untapped)[^.:]*", re.I)
#: the permanents to sacrifice said tapped: "esas mismas 2 montañas giradas", "my tapped mountains"
_TAPPED_ONES = re.compile(r"\bgirad[oa]s\b|\btapped\b|\bya gir\w*|\bgire mis\b|\btapped (?:my|both|the)\b")
#: the question asks whether they must be untapped: "tienen q estar enderezadas", "do they have to be untapped?"
_MUST_BE_UNTAPPED = re.compile(
    r"\b(?:estar|esten|estén|ser) enderezad\w*|\bhave to be untapped\b|\bneed to be untapped\b|\bmust be untapped\b|"
    r"\buntapped\b[^.?]{0,20}\b(?:required|needed)\b|\bcan i sacrifice (?:tapped|them tapped)\b|\bsacrificar\w* girad\w*"
)


def _tapped_sacrifice(frame: Frame, cite: Citer) -> Verdict | None:
    """ "gire mis 2 mountains para tirar un bolt y después quería fireblast sacrificándolas: ¿tienen que estar
    enderezadas?" No: sacrificing doesn't care whether a permanent is tapped (701.21a); only a cost that says
    "untapped" asks for that."""
    card = next((c for c in frame.cards if _SACRIFICE_COST.search(c.oracle_text)), None)
    # "can i still sacrifice them … or do they have to be untapped?": the "can I" asked first is answered yes
    may = re.search(r"\b(?:can|could|may) i\b[^?]{0,25}\bsacrific|\bpuedo\b[^?]{0,25}\bsacrific", frame.folded)
    if card is None or not _TAPPED_ONES.search(frame.folded) or not (_MUST_BE_UNTAPPED.search(frame.folded) or may):
        return None
    if re.search(r"\b(?:opponent'?s|opp'?s|his|her|their)\s+(?:\w+\s+)?tapped\b|\bdel (?:rival|oponente)\b|\bde mi (?:rival|oponente)\b|"
                 r"\b(?:sus|las de mi rival)\s+\w+\s+girad", frame.folded):  # fmt: skip
        return None  # only your own permanents can be sacrificed (701.21a): another question  # "para Fireblast, ¿puedo sacrificar dos Mountain que ya giré?": asked without the claim too
    rule = cite("701.21a", r"moves it from the battlefield directly to its owner’s graveyard", r"cementerio")
    must = _MUST_BE_UNTAPPED.search(frame.folded)
    # the last sentence typed: "¿Es legal?" asks about the play (yes); "¿es así?", "do they have to be untapped?"
    # about the claim (no)
    clause = fold(frame.question.rstrip(" ?¿!").rsplit(".", 1)[-1])
    legal = re.search(r"\blegal\b|\bcan i\b|\bpuedo\b|\bse puede\b|\ballowed\b", clause)
    first = may is not None and (must is None or may.start() < must.start())
    opener = "yes" if first or (legal and not _MUST_BE_UNTAPPED.search(clause)) else "no"
    return answered(opener, t(frame.lang, "sacrifice.tapped_ok", card=card.name), rule, cite, (card,), "sacrifice")
