"""An ability whose source is removed after it was activated or triggered still resolves (113.7a): "opp Bolts my
Mulldrifter in response to the ETB, do I still draw?", "he kills Prodigal Pyromancer in response, is the damage
still dealt?", "I -2 Liliana at 2 loyalty, does opp still sacrifice?". It fires only when the question removes a
named permanent that has such an ability while the ability is on the stack, and asks about what that ability does;
a card that counters abilities (Stifle) or a question about the removal spell itself is left to other reasoners."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    FLICKER,
    FLICKER_WORDS,
    Citer,
    Step,
    Verdict,
    answered,
    first_mention,
    ids,
    is_spell_card,
    last_part,
    name_pattern,
    name_words,
    named_in,
    printed_keyword,
)
from answer.reasoners.targets import walker_target_left
from answer.text import stems
from ingest.lexicon import fold, spanish_lexicon
from ingest.models import Card

#: Oracle lines that are activated ("{T}: …", "−2: …", "Sacrifice …: …") or triggered ("When …", "Whenever …")
_ACTIVATED = re.compile(r"^[^\n\"“]{1,80}?:\s", re.M)
#: …or a Saga's chapter ability ("III — Knights you control get +2/+1 until end of turn.")
#: (after an ability word: "Landfall — Whenever a land enters …")
_TRIGGERED = re.compile(r"^(?:[\w' -]{3,30} — )?(when|whenever|at the beginning)\b|^[IVX]+(?:, [IVX]+)* —", re.I | re.M)
_PERMANENT = re.compile(r"Creature|Planeswalker|Artifact|Enchantment|Land|Battle")
#: the source leaves: killed, destroyed, exiled, bounced or sacrificed, or a planeswalker that dies of its cost
_REMOVED = re.compile(
    r"\b(dies|died|die|kill\w*|destroy\w*|exile[sd]?|exiling|sacrific\w*|bolt(s|ed)?|shock(s|ed)?|murder\w*|bounce[sd]?|"
    r"unsummon\w*|swords?|path\w*|hits? (0|zero)|goes to (0|zero)|reach\w* (0|zero))\b|\bllega a (0|cero)\b|\bmuer[ea]n?\b|\bmuri\w*|\bmat(a|an|ando|o|arl[oa])\b|\bdestru\w*|\bexili\w*|"
    r"\bsacrific\w*|\bdevuelv\w*|\brompe\w*|\bromper\w*|\bya no esta\b|\bno longer (?:there|on the battlefield)\b"
)
#: asking whether it still happens ("still", "anyway", "igualmente") or about the ability itself
_STILL = re.compile(r"\bstill\b|\banyway\b|\bigual(mente)?\b|\baun\b|\btodavia\b|\bsigue\b|\bat least\b|\bal menos\b")
_ASKS_FAILS = re.compile(
    r"fizzl|\bcounter|\bcancel|contrarrest|se cancela|no se resuelve|doesn'?t resolve|"
    # "¿se evita que vuelva la criatura?", "does that stop it from coming back?": asks whether removing it stops it
    r"\bse evita\b|\bevito\b|\bevitar\b|\bdoes (?:that|it|this) (?:stop|prevent)\b|\b(?:stops?|prevents?) (?:it|the)\b"
)
#: the source leaves while its ability is on the stack: in response, before it resolves, or by paying the cost
_MEANWHILE = re.compile(
    r"in response|\brespond\w*|\bresponde\w*|respuesta|before (it|the \w+|that|[a-z]+) resolves|on the stack|"
    r"antes de que [\w ]{0,30}resuelva|en la pila|(hits?|goes to|reach\w*|drops? to|llega a|queda en) (0|zero|cero)\b"
)
#: the source's own leave trigger returns what it exiled (Oblivion Ring, Banishing Light)
_RETURNS_LATER = re.compile(r"leaves the battlefield, return the exiled", re.I)
#: asks whether the ability's target is spared: "does my hoof stay on the battlefield?", "¿se queda mi criatura?"
_ASKS_KEPT = re.compile(r"\bstays?\b|\bremains?\b|\bse queda\w*|\bse salva\w*|\bsaved\b|\bsigue en el campo\b")
#: asks whether removing the source stops its ability: "can I save the Elves by killing the Fanatic in response?"
_SAVES_BY_REMOVING = re.compile(
    r"\b(?:save|stop|prevent|salvar|evitar|parar)\w*\b[^?]{0,50}\b(?:by )?(?:killing|destroying|bolting|shocking|"
    r"exiling|bouncing|matando|destruyendo|exiliando|si mato|si destruyo)\b"
)
#: a card that counters activated or triggered abilities (Stifle): the ability doesn't resolve then
_COUNTERS_ABILITIES = re.compile(r"counter target (activated|triggered)|counter target [^.]*\babilit", re.I)
_SOURCE_ACTS = re.compile(r"\b(deals|gains|draws|gets)\b", re.I)
#: a removal spell's Oracle text: named in the question, its name is a removal word ("they Shock it in response")
_REMOVAL_SPELL = re.compile(
    r"\b(destroy|exile) target\b[^.]*\b(creature|permanent|planeswalker|artifact|enchantment)|"
    r"deals \d+ damage to (any target|target creature)|return target [^.]*\bto its owner's hand",
    re.I,
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS, QType.HOW_MANY):
        return None
    if walker_target_left(frame) is not None:
        return None  # "le hizo el -3 … y la sacrifico en respuesta": the ability's target left, not its source
    if frame.qtype is QType.YES_NO and any(
        re.search(r"^split second\b", c.oracle_text, re.I | re.M) for c in frame.cards
    ):
        asked = frame.clause or frame.asked
        if re.search(r"\b(?:can|could|may) (?:they|he|she|i|you)\b|\b(?:they|he|she|i|you) (?:can|could|may)\b|"
                     r"\bpuede\w*|\bpuedo\b", asked):  # fmt: skip
            return None  # "i sudden shock their hart: can they sac it for lands in response?": split second's (timing)
    if re.search(
        r"\bbring (?:it|them) back\b|\bcomes? back\b|\bvuelv\w*|\bregres\w*", frame.clause or frame.asked
    ) and any(printed_keyword(c, "persist", "undying") for c in frame.cards):
        return None  # "does saccing it in response still bring it back?": whether persist returns it, undying's
    unnamed = _unnamed_target_flickered(frame, cite)
    if unnamed is not None:
        return unnamed
    moved = _target_moved(frame)
    left = _target_left(frame, cite, moved) if moved is not None else None
    if left is not None:
        return left
    saving = _SAVES_BY_REMOVING.search(frame.clause or frame.asked)
    asked_last = last_part(frame.clause or frame.asked)
    # "¿igual puedo recuperar la carta?", "can i still get the card back?": whether the ability still does its thing
    still_gets = _STILL.search(frame.clause or frame.asked) and re.search(
        r"\b(?:recuperar|robar|devolver|ganar|get|draw|return|gain)\b", frame.clause or frame.asked
    )
    if (
        not saving
        and not still_gets
        and re.match(
            r"(?:(?:and|so|still|y|pero|igual|entonces) )?(?:(?:can|may|could) (?:i|we)|"
            r"(?:(?:lo|la|los|las|le|les|me|te) )?(?:puedo|podemos))\b",  # the asker's own act ("puede" is the ability's)
            asked_last,
        )
    ):
        return None  # "el rival tiene Pithing Needle nombrando Wasteland, puedo sacrificarla igual"
    if (
        not saving
        and not still_gets
        and re.match(
            r"(and |so |still )?(can|may|could) (i|we|he|she|they)\b|"
            r"((lo|la|los|las|le|les|me|te) )?(puedo|podemos|puede)\b|"
            r"(?:y|pero|igual|entonces|aun|todavia) ((lo|la|los|las|le|les|me|te) )?(puedo|podemos)\b",
            frame.clause or frame.asked,
        )
    ):
        return None  # "can I sacrifice it in response?": about what may be done
    if re.search(r"\btrigger|\bdispara", frame.clause or frame.asked) and not _STILL.search(
        frame.clause or frame.asked
    ):
        return None  # "does it trigger?": whether the ability exists at all
    if any(_COUNTERS_ABILITIES.search(card.oracle_text) for card in frame.cards):
        return None
    if any(re.search(r"Nonbasic lands are Mountains", card.oracle_text) for card in frame.cards):
        return None  # Blood Moon: the land's own abilities are gone, which blood_moon reads
    if re.search(r"\btrigger|\bdispar", frame.clause or frame.asked) and re.search(
        r"\ba la vez\b|\bat the same time\b|\bal mismo tiempo\b|\bsimultane", frame.folded
    ):
        return None  # "muere a la vez que los otros, ¿dispara por todos?": whether it sees them (trigger_count's)
    if not (_REMOVED.search(frame.folded) or any(named_in(spell, frame.folded) for spell in _removal_spells(frame))):
        return None
    if not (_MEANWHILE.search(frame.folded) or _STILL.search(frame.clause or frame.asked)):
        return None  # nothing says the source left while its ability waited on the stack
    source = _source(frame, saving=bool(saving))
    if moved is not None and source is not moved:
        return None  # the removed permanent was another ability's target, not this ability's source
    if source is not None and re.search(r"\bdevotion to\b", _ability_text(source), re.I):
        return None  # Thassa's Oracle: it resolves, but its X is recounted without it (devotion's)
    if source is None:
        return _unnamed(frame, cite)
    clause = frame.clause or frame.asked
    if re.search(r"\b(surviv\w*|sobreviv\w*|die|dies|muere)\b", clause) and not _STILL.search(clause):
        return None  # "does it die?": about the source, not its ability
    lang = frame.lang
    if _LASTS_WHILE_THERE.search(_ability_text(source)):
        return _duration_over(frame, cite, source)
    rule = cite("113.7a", r"exists on the stack independently of its source", r"independientemente")
    if rule is None:
        return None
    finding = t(lang, "source_gone.resolves", source=source.name)
    damage = re.search(r"deals (\d+) damage", _ability_text(source), re.I)
    if damage:  # Flametongue Kavu: "¿igual hace los 4 de daño?"
        finding += " " + t(lang, "source_gone.deals", n=damage[1])
    acts = cite("113.7a", r"can still perform the action") if _SOURCE_ACTS.search(_ability_text(source)) else None
    text = finding + ids(rule, acts)
    if frame.qtype is QType.HOW_MANY:
        amount = _amount(clause, _ability_text(source))
        if amount is None:
            return None
        text = f"{amount}: " + text  # "how much life does the opponent lose?" after Siege Rhino is Pathed: 3
    if frame.qtype is QType.YES_NO:
        # "can I save the Elves by killing the Fanatic in response?": no, the ability resolves anyway
        # "i naturalize the o-ring with its trigger on the stack. does my hoof stay?": no, the exile still happens
        kept = _ASKS_KEPT.search(clause) and not named_in(source, clause)
        # "¿igual me counterea el sol ring?" of Chalice's trigger: countering is what the ability does, not its failing
        own_counter = re.search(r"\bcounter (?:target|that|it|the)\b", _ability_text(source), re.I) and not re.search(
            r"fizzl|se cancela|no se resuelve|doesn'?t resolve|\bcounter\w* (?:the|its|that) (?:ability|trigger)",
            clause,
        )
        stops = re.search(
            r"\bse evita\b|\bevito\b|\bevitar\b|\bdoes (?:that|it|this) (?:stop|prevent)\b|\b(?:stops?|prevents?) (?:it|the)\b",
            clause,
        )  # "does that stop it from countering my Sol Ring?": the stop is asked, whatever it would do
        fails = (_ASKS_FAILS.search(clause) and (stops or not own_counter)) or _SAVES_BY_REMOVING.search(clause) or kept
        text = t(lang, "no" if fails else "yes") + " " + text
        if kept and _RETURNS_LATER.search(source.oracle_text):  # Oblivion Ring: its return resolves first, empty
            text += " " + t(lang, "source_gone.exiled_for_good", source=source.name)
    steps = [
        Step(t(lang, "source_gone.step_stack", source=source.name) + ids(rule), (rule,)),
        Step(t(lang, "source_gone.step_removed", source=source.name) + ids(rule, acts), (rule,)),
    ]
    return Verdict(text, steps, cite.quotes, (source,), "source_gone")


#: the ability of a permanent the question doesn't name: "su habilidad", "its ability", "the trigger"
_ITS_ABILITY = re.compile(r"\b(?:its|the|that|su|la|esa) (?:ability|activated ability|trigger|habilidad)\b")
_ASKS_RESOLVES = re.compile(r"\bresolv\w*|\bresuelv\w*|\bhappen\w*|\bwork\w*|\bfunciona\w*|\bpasa\b")


def _unnamed(frame: Frame, cite: Citer) -> Verdict | None:
    """ "si destruyen la criatura después de activar su habilidad, ¿la habilidad se resuelve igual?": no card named,
    the rule alone answers (113.7a)."""
    clause = frame.clause or frame.asked
    if frame.cards or frame.qtype is not QType.YES_NO or not _ITS_ABILITY.search(frame.folded):
        return None
    if not (_ASKS_RESOLVES.search(clause) and re.search(r"\babilit|\bhabilidad|\btrigger", clause)):
        return None
    if not _ACTIVATES.search(frame.folded) and not re.search(r"\btrigger\w*|\bdispar\w*", frame.folded):
        return None
    rule = cite("113.7a", r"exists on the stack independently of its source", r"independientemente")
    if rule is None:
        return None
    opener = "no" if _ASKS_FAILS.search(clause) else "yes"
    return answered(opener, t(frame.lang, "source_gone.resolves_unnamed"), rule, cite, (), "source_gone")


#: what a "how much/many" question asks, and where the ability's text says that number
_AMOUNTS = (
    (re.compile(r"\blos[ei]\w*|\bpierd\w*"), re.compile(r"loses? (\d+) life", re.I)),
    (re.compile(r"\bgain\w*|\bgan[ao]\w*"), re.compile(r"gains? (\d+) life", re.I)),
    (re.compile(r"\bdamage\b|\bdano\b"), re.compile(r"deals (\d+) damage", re.I)),
)


def _amount(clause: str, ability: str) -> str | None:
    for asked, said in _AMOUNTS:
        found = said.search(ability)
        if asked.search(clause) and found:
            return found[1]
    return None


#: Sower of Temptation: "gain control of target creature for as long as Sower of Temptation remains on the battlefield"
_LASTS_WHILE_THERE = re.compile(r"for as long as [^.]{1,60} remains on the battlefield", re.I)


def _duration_over(frame: Frame, cite: Citer, source: Card) -> Verdict | None:
    """The ability resolves, but its effect lasts "for as long as" the source remains on the battlefield, and the
    source is already gone: that duration ended before the effect began, so it does nothing (611.2b)."""
    rule = cite("611.2b", r"the effect does nothing", r"no hace nada")
    if rule is None:
        return None
    opener = None
    if frame.qtype is QType.YES_NO:
        fails = _ASKS_FAILS.search(frame.clause or frame.asked) or re.search(r"nothing|nada", frame.clause or "")
        opener = "yes" if fails else "no"
    finding = t(frame.lang, "source_gone.duration_over", source=source.name)
    return answered(opener, finding, rule, cite, (source,), "source_gone")


def _ability_text(card: Card) -> str:
    """The card's activated and triggered ability lines; not a trigger on leaving the battlefield (the removal
    itself triggers that one, unless it also watches other creatures: Blood Artist) nor an ability whose effect lasts until its source leaves (610.3c)."""
    lines = card.oracle_text.split("\n")
    return "\n".join(
        line
        for line in lines
        if (_ACTIVATED.search(line) or _TRIGGERED.search(line)) and not _LEAVES_TRIGGER.search(line)
    )


#: the source said to enter, or to be cast or played (its enters trigger may then be waiting)
_ENTERED_SAID = re.compile(
    r"\benter\w*|\betb\b|\bcast\w*|\bplay\w*|\bresolv\w*|\bflash\w*|\bcomes? in\b|\bcame in\b|\bentr[ao]\w*|"
    r"\blanz\w*|\bbaj[oe]\b|\bjueg\w*|\bblink\w*|\bflicker\w*|\breanimat\w*|\btrigger\w*|\bdispar\w*"
)
_LEAVES_TRIGGER = re.compile(
    r"^(?![^,]*\banother creature\b)(when|whenever)[^,]*\b(dies|leaves the battlefield|put into a graveyard)|until [^.]*leaves the battlefield",
    re.I,
)
#: the question puts the ability on the stack: activates it, pays a loyalty cost, or says it triggered
_ACTIVATES = re.compile(
    r"\bactivat\w*|\bactiv(o|a|e|ar)\b|\buse[sd]?\b|\busa(r|ndo)?\b|\btap(s|ped)?\b|\bgiro\b|"
    r"(?<![\w/+-])[+-]\d+(?![\w/])|\bsac(rific\w*)?\b|\bping\w*|\bremov\w* [^.]{0,25}counters?|\bult(s|ed|ing)?\b|"
    r"\bultimate\b"
)
_TRIGGERS = re.compile(
    r"\btrigger\w*|\betb\b|\bdispar\w*|\benters?\b|\bentra\b|\bhabilidad\b|\babilit|\bchapter\b|\bcapitulo\b"
)


#: being dealt damage, said without the word "damage"
_TAKES = re.compile(r"\b(take|takes|taken|taking|dealt|recib\w*)\b")


#: "¿recupero algo?", "do I get it back?": what a returning ability would give
_GETS_BACK = re.compile(r"\brecuper\w*|\bget (?:it|anything|something) back\b")
_MOVES_IT = (
    r"(?:ephemerat|blink|flicker|bounc|sacrific|sac|sack|exil|kill|bolt|murder|parpade|devolv|devuelv|sacrifiqu)\w*"
)


def _target_moved(frame: Frame) -> Card | None:
    """The ability's target, the one removed: "Journey to Nowhere targeting my Kor Skyfisher, I ephemerated the
    Skyfisher in response" — its target left, not its source."""
    for card in frame.cards:
        names = name_pattern(card)
        if not names:
            continue
        # "targeting my Skyfisher", "apunto los 2 de daño a su Sakura-Tribe Elder", "aimed the 2 at his Elder"
        targeted = re.search(
            rf"\b(?:target\w*|apuntando a|que apunta a|con objetivo en|(?:apunt|aim)\w*\s+(?:[\w{{}}]+\s+){{0,5}}?"
            rf"(?:a|al|at))\s+(?:\w+\s+){{0,2}}(?:{names})",
            frame.folded,
        )
        if targeted is None:
            continue
        moved = re.search(rf"\b{_MOVES_IT}\s+(?:\w+\s+){{0,2}}(?:{names})", frame.folded)
        # "… and he sacrificed it in response", "y el rival lo sacrifica en respuesta": the target by a pronoun
        pronoun = re.search(
            rf"\b(?:lo|la)\s+{_MOVES_IT}|\b{_MOVES_IT}\s+(?:it|him|her)\b", frame.folded[targeted.end() :]
        )
        if (moved and moved.start() > targeted.start()) or pronoun:
            return card
    return None


#: the ability's target told without a name: "targeting their creature", "apuntando a su criatura"
_UNNAMED_TARGET = re.compile(
    r"\b(?:target\w*|apuntando a|con objetivo en) (?:their|his|her|my|a|an|the|su|mi|una?|la) "
    r"(?:creature|guy|dude|criatura|bicho)\b"
)
#: the target flickered by a pronoun: "flicker of fate on it", "le tira ephemerate"
_FLICKERED_IT = re.compile(r"\b(?:on|to) it\b|\b(?:blink|flicker)\w* it\b|\b(?:lo|la|le) (?:blinkea|parpadea)\w*")


def _unnamed_target_flickered(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I cast Ravenous Chupacabra targeting their creature, they respond with Flicker of Fate on it: does the
    trigger still destroy it?" No: the creature comes back as a new object (400.7), the ability's only target is
    gone and it doesn't resolve (608.2b)."""
    told = _UNNAMED_TARGET.search(frame.folded)
    clause = frame.clause or frame.asked
    if told is None or frame.qtype is not QType.YES_NO or not _STILL.search(clause):
        return None
    flicker = next((c for c in frame.cards if FLICKER.search(c.oracle_text)), None)
    after = frame.folded[told.end() :]
    if flicker is None:
        return None
    at = after.find(fold(flicker.name))
    if at < 0 or not _FLICKERED_IT.match(after, at + len(flicker.name) + 1):
        return None
    sources = [
        c
        for c in frame.cards
        if c is not flicker
        and not is_spell_card(c)
        and len(re.findall(r"\btarget\b", _ability_text(c) or "", re.I)) == 1
        and (mention := first_mention(frame.folded, c)) is not None
        and mention < told.start()
    ]
    if len(sources) != 1:
        return None
    source = sources[0]
    rule = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
    new = cite("400.7", r"becomes a new object", r"nuevo objeto")
    target = t(frame.lang, "source_gone.the_creature")
    finding = t(frame.lang, "source_gone.target_left", source=source.name, target=target) + ids(rule, new)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, tuple(r for r in (rule, new) if r))],
                   cite.quotes, (source, flicker), "source_gone")  # fmt: skip


def _target_left(frame: Frame, cite: Citer, target: Card) -> Verdict | None:
    """ "he sacrificed Fume Spitter targeting my Kor Skyfisher and I Ephemerated the Skyfisher in response. does the
    counter still go on it?" No: the creature that comes back is a new object (400.7), so the ability's only target is
    gone and it doesn't resolve (608.2b)."""
    clause = frame.clause or frame.asked
    # the permanent whose ability targeted it: named before the target, the nearest such (not the responder's card)
    target_at = first_mention(frame.folded, target)
    candidates = [
        (at, c)
        for c in frame.cards
        if c is not target
        and not is_spell_card(c)
        and re.search(r"\btarget\b", c.oracle_text)
        and (at := first_mention(frame.folded, c)) is not None
        and target_at is not None
        and at < target_at
    ]
    source = max(candidates, key=lambda pair: pair[0])[1] if candidates else None
    flickered = FLICKER_WORDS.search(frame.folded) or any(FLICKER.search(c.oracle_text) for c in frame.cards)
    gets_back = _GETS_BACK.search(clause)
    asks = _STILL.search(clause) or gets_back
    if source is None or frame.qtype is not QType.YES_NO or not asks or named_in(target, clause):
        return None  # "does the Kor Skyfisher still come back?": the flicker's question, not the ability's
    ability = _ability_text(source) or source.oracle_text
    if len(re.findall(r"\btarget\b", ability, re.I)) != 1:
        return None  # an ability with several targets still resolves for the legal ones
    # the asked effect is the source's: its name, or words of its ability ("does the -1/-1 counter still go on it?")
    words = stems(clause) | (stems(spanish_lexicon().gloss(clause)) if frame.lang == "es" else set())
    returns = gets_back and re.search(r"\breturn\b", ability, re.I)
    if not (named_in(source, clause) or (words & stems(ability)) - stems(source.name) or returns):
        return None  # "do I still get the land?" of the target's own ability
    rule = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
    new = cite("400.7", r"becomes a new object", r"nuevo objeto") if flickered else None
    key = "source_gone.target_left" if flickered else "source_gone.target_gone"
    finding = t(frame.lang, key, source=source.name, target=target.name) + ids(rule, new)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, tuple(r for r in (rule, new) if r))],
                   cite.quotes, (source, target), "source_gone")  # fmt: skip


def _source(frame: Frame, saving: bool = False) -> Card | None:
    """The named permanent with an activated or triggered ability whose words the asked clause uses ("draw",
    "sacrifice", "damage"), put on the stack by the question and then removed; the asked clause must not be
    about another named card instead ("does the Bolt still deal damage?")."""
    clause = frame.clause or frame.asked
    words = stems(clause) | (stems(spanish_lexicon().gloss(clause)) if frame.lang == "es" else set())
    if _TAKES.search(clause):  # "does my opponent still take 1?": the ability's damage
        words.add("damag")
    if re.search(r"\bdrain\w*|\bdren\w*", clause):  # "does the drain still happen?": a life loss and gain
        words |= stems("loses gains life")
    if re.search(
        r"\brecuper\w*|\bget (?:it|a card|the card|\w+) back\b", clause
    ):  # "¿igual puedo recuperar una carta?"
        words |= stems("return")
    for card in frame.cards:
        if not _PERMANENT.search(card.type_line or ""):
            continue
        ability = _ability_text(card)
        activated = any(_ACTIVATED.search(line) for line in ability.split("\n") if line)
        lines = [line for line in ability.split("\n") if line and _TRIGGERED.search(line)]
        # "Imprint — When Isochron Scepter enters the battlefield …": on the stack only if the question has it enter
        entering = [line for line in lines if re.search(r"\bwhen [^,]* enters the battlefield\b", line, re.I)]
        triggered = bool(lines) and (len(entering) < len(lines) or bool(_ENTERED_SAID.search(frame.folded)))
        on_stack = (activated and _ACTIVATES.search(frame.folded)) or (triggered and _TRIGGERS.search(frame.folded))
        if not ability or not on_stack:
            continue
        shared = words & stems(ability) - stems(card.name)
        if re.search(r"\bdie|\bdies|\bmuer|\bmuere", clause) and re.search(r"\bdestroy target\b", ability, re.I):
            shared.add("destroy")  # "does goyf still die?" of Chupacabra's "destroy target creature"
        # `saving`: "can I save the Elves by killing the Fanatic?" asks about the ability without its words
        if (
            not shared
            and not saving
            and not re.search(r"\babilit|\bhabilidad|\btrigger|\bdispar|\bping|\bult\b|\bultimate|\betb\b", clause)
        ):
            continue
        spells = [c for c in frame.cards if c is not card and is_spell_card(c)]
        if not saving and any(named_in(other, clause) for other in spells):
            return None  # the asked clause is about a spell (the removal spell, usually), not the ability
        if _removed(frame, card):
            return card
    return None


#: the removed card as the subject: "she dies", "it gets exiled"; not "they sac both of them" (they act)
_LEAVES = (
    r"dies|died|die|(?:is|gets|got|was) (?:destroyed|exiled|killed|sacrificed|bounced|returned)|"
    r"hits? (?:0|zero)|goes to (?:0|zero)|muere|murio"
)


def _removal_spells(frame: Frame) -> list[Card]:
    """The named instants and sorceries that destroy, exile, bounce or deal damage to a creature (Shock, Murder)."""
    return [card for card in frame.cards if is_spell_card(card) and _REMOVAL_SPELL.search(card.oracle_text)]


def _removed(frame: Frame, card: Card) -> bool:
    """The question removes this card: its name just before a removal word ("Mulldrifter dies", "Liliana … she
    dies") or just after one ("kills the Pyromancer", "Bolts my Mulldrifter", "lo mata" right after naming it); a
    named removal spell's name is a removal word ("they Shock it", "casts Murder on the Pyromancer", "le tiran un
    shock", not "le tiran un shock a mi rival")."""
    keys = [re.escape(word) for word in name_words(card)]
    if "Saga" in card.type_line:
        keys.append("saga")  # "me destruyen la saga": a Saga called by its type
    if not keys:
        return False
    name = "|".join(keys)
    removal = "|".join(
        [_REMOVED.pattern]
        + [
            rf"\b{re.escape(word)}\w*"
            for spell in _removal_spells(frame)
            if spell is not card
            for word in name_words(spell)
        ]
    )
    gap = r"[\s,']+"  # words of one clause: not across a sentence's end ("…Lightning Bolt. Does my Pyromancer…")
    near = re.compile(
        rf"\b({name})\w*\b({gap}\w+){{0,2}}?{gap}({removal})|({removal})({gap}\w+){{0,2}}?{gap}({name})|"
        rf"\b({name})\w*\b(\W+\w+){{0,20}}?\W+((it|she|he|they){gap}({_LEAVES})|({removal}){gap}(it|him|her)\b|"
        rf"\b(lo|la){gap}({removal})|\ble{gap}\w+{gap}(?:un|una){gap}({removal})(?!\w*{gap}a\b))"
    )
    return bool(near.search(frame.folded))
