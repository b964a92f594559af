"""An activated or triggered ability countered by a Stifle-like card (701.6a–b): it leaves the stack and none of its
effects happen, and the costs paid to activate it (tapping, life, a sacrificed permanent) are not refunded. Fires only
when a named card counters abilities (or the question says "stifle") and the question tells an ability it counters."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    COUNTERING_TRIGGER,
    Citer,
    Step,
    Verdict,
    answered,
    count_told,
    ids,
    is_spell_card,
    mana_value,
    name_pattern,
    named_in,
)
from answer.text import capital, number
from ingest.models import Card

_COUNTERS_ABILITY = re.compile(
    r"counter target activated ability, triggered ability|"  # Tale's End
    r"counter target (?:activated|triggered)(?: or triggered)? ability|counter target spell, activated ability, or "
    r"triggered ability|counter target spell or ability|counter target activated ability",
    re.I,
)
_STIFLE_SAID = re.compile(r"\bstifl\w*")
#: an activated ability told: "{T}, Sacrifice ~: …" on a named permanent, activated or tapped in the question
_ACTIVATED = re.compile(r"^[^\n:]*\{T\}[^\n:]*:|^[^\n:]*[Ss]acrifice [^\n:]*:", re.M)
_ACTIVATES = re.compile(
    r"\bactivat\w*|\bactiv[ao]\b|\bactivad[ao]s?\b|\bactivan?\b|\btap\w*|\bgir[ao]\b|\bping\w*|\bcrack\w*|\bfetch\w*|\bsacrific\w*|"
    r"\bsac(?:s|ks)?\b"
)
#: asks whether its effect still happens
_ASKS_HAPPENS = re.compile(
    r"\bstill\b|\bhappen\w*|\bwork\w*|\bresolv\w*|\bdeal\w*|\bget\w*|\bsearch\w*|\bfunciona\w*|\bigual\b|\bsigue\b|"
    r"\bse resuelve\b|\bhace\b|\bbusca\w*"
)
_ASKS_REFUND = re.compile(r"\bback\b|\brefund\w*|\bvuelve\w*|\brecuper\w*|\bdevuelv\w*|\bregresa\w*")
#: asks whether the ability can be countered: "can I Stifle someone cracking Polluted Delta…?", "¿puedo stifflear…?"
_ASKS_CAN = re.compile(
    r"^(?:can|could) (?:i|you|we) (?:\w+ )?(?:stifl\w*|counter\w*)\b|^(?:can|could) [\w' ]{1,25}? counter\b|"
    r"^(?:puedo|se puede|podes|puedes) (?:\w+ )?(?:stifl\w*|contrarrest\w*)"
)
#: an activated ability that adds no mana: "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library …"
_NON_MANA_ABILITY = re.compile(r"^[^\n:]*\{[^}]*\}[^\n:]*:\s+(?!add\b)", re.I | re.M)
_ASKS_COUNTERED = re.compile(r"\bcounter\w*|\bcontrarrest\w*|\bfizzl\w*")


#: a state-based action named: the legend rule, a creature dying to 0 toughness or lethal damage
_SBA_SAID = re.compile(
    r"\blegend(?:ary)? rule\b|\bregla de (?:las )?leyendas?\b|\bstate[- ]based\b|\bsbas?\b|\bbasadas? en (?:el )?estado\b|"
    r"\b0 toughness\b|\bresistencia 0\b|\bempty library\b|\bbiblioteca vacia\b|\b0 cards in (?:my |their |his )?library\b|"
    r"\bcombat damage\b|\bdano de combate\b"
)
#: the commander moved to the command zone from a graveyard or exile: "lo voy a mandar a la zona de mando"
_TO_COMMAND_ZONE = re.compile(r"\b(?:to|into) (?:the )?command zone\b|\ba la zona de mando\b|\bal command zone\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    if re.search(
        r"\bstorm\b|\btormenta\b|\bmana abilit|\bhabilidad de mana\b|\bsplit second\b|\bcelerid", frame.folded
    ):
        return None  # the storm trigger, mana abilities and split second are other answers
    counter = next((c for c in frame.cards if _COUNTERS_ABILITY.search(c.oracle_text)), None)
    if counter is None and not _STIFLE_SAID.search(frame.folded):
        return None
    if (
        frame.qtype is QType.YES_NO
        and _TO_COMMAND_ZONE.search(frame.folded)
        and not re.search(r"\btrigger\w*|\bdispar\w*|\babilit\w*|\bhabilidad\w*", frame.folded)
    ):
        # "se me muere el comandante y el de enfrente me lo stiflea pa que se quede en el cementerio, ¿puede?": No, the
        # move to the command zone is a state-based action, not a triggered ability: nothing on the stack to counter
        rule = cite("903.9a", r"This is a state-based action", r"")
        if rule is None:
            return None
        finding = t(frame.lang, "ability_countered.command_zone", card=counter.name if counter else "Stifle")
        return answered("no", finding, rule, cite, frame.cards, "ability_countered")
    if frame.qtype is QType.YES_NO and _ASKS_CAN.search(frame.clause or frame.asked) and _SBA_SAID.search(frame.folded):
        # "can i stifle the legend rule?": No, a state-based action doesn't use the stack: nothing there to counter
        combat = re.search(r"\bcombat damage\b|\bdano de combate\b", frame.folded)
        rule = (
            cite("510.2", r"This turn-based action doesn’t use the stack", r"")
            if combat
            else cite("704.1", r"State-based actions don’t use the stack", r"")
        )
        if rule is None:
            return None
        key = "ability_countered.combat_damage" if combat else "ability_countered.sba"
        finding = t(frame.lang, key, card=counter.name if counter else "Stifle")
        return answered("no", finding, rule, cite, frame.cards, "ability_countered")
    keyword = _keyword_trigger(frame, cite, counter)
    if keyword is not None:
        return keyword
    returns = _return_countered(frame, cite, counter)
    if returns is not None:
        return returns
    trigger = (
        _trigger_targetable(frame, cite, counter)
        or _trigger_countered(frame, cite, counter)
        or _spell_stays(frame, cite, counter)
        or _counter_trigger_countered(frame, cite, counter)
    )
    if trigger is not None:
        return trigger
    activated = [c for c in frame.cards if c is not counter and _ACTIVATED.search(c.oracle_text)]
    source = next((c for c in activated if "Land" in c.type_line), activated[0] if activated else None)
    if source is None or not _ACTIVATES.search(frame.folded):
        return None
    if not re.search(r"\b(?:stifl\w*|counter\w*|contrarrest\w*|respond\w*|respuesta)\b", frame.folded):
        return None
    clause = frame.clause or frame.asked
    lang = frame.lang
    countered = cite("701.6a", r"none of its effects occur", r"ninguno de sus efectos")
    refund = cite("701.6b", r"doesn’t get a “refund”", r"reembolso")
    sacrificed = bool(re.search(r"^[^\n:]*[Ss]acrifice[^\n:]*:", source.oracle_text, re.M))
    searches = bool(
        re.search(
            r":[^\n]*search your library for [^\n]*land|:[^\n]*search your library for an? \w+ or \w+ card",
            source.oracle_text,
            re.I,
        )
    )
    finding = t(lang, "ability_countered.countered", source=source.name)
    if searches:
        finding += " " + t(lang, "ability_countered.no_search")
    finding += ids(countered)
    cost = t(lang, "ability_countered.sacrificed" if sacrificed else "ability_countered.costs", source=source.name)
    cost += ids(refund)
    text = finding + " " + cost
    if frame.qtype is QType.YES_NO:
        if _ASKS_CAN.search(clause) and _NON_MANA_ABILITY.search(source.oracle_text):
            opener = "yes"  # "can I Stifle someone cracking Polluted Delta so they don't get the land?": it can
        elif _ASKS_CAN.search(clause):
            return None  # Lotus Petal, Gaea's Cradle: a mana ability doesn't use the stack (mana_ability's)
        elif _ASKS_REFUND.search(clause):
            opener = "no"
        elif _ASKS_COUNTERED.search(clause) and not _ASKS_HAPPENS.search(clause):
            opener = "yes"
        elif _ASKS_HAPPENS.search(clause):
            opener = "no"
        else:
            return None
        text = t(lang, opener) + " " + text
    steps = [Step(finding, (countered,) if countered else ()), Step(cost, (refund,) if refund else ())]
    cards: tuple[Card, ...] = tuple(c for c in (source, counter) if c is not None)
    return Verdict(text, steps, cite.quotes, cards, "ability_countered")


#: a triggered ability printed on a card, not one that adds mana: "When Cauldron Familiar enters the battlefield, …"
_TRIGGERED = re.compile(r"^(?:[\w' -]{3,30} — )?(?:when|whenever|at the beginning of)\b(?![^\n]*\badd \{)", re.I | re.M)


def _trigger_targetable(frame: Frame, cite: Citer, counter: Card | None) -> Verdict | None:
    """ "Can I Tale's End the drain trigger when Cauldron Familiar comes in?" Yes: a triggered ability waits on the
    stack like a spell, so a card that counters triggered abilities can target it (701.6a)."""
    clause = frame.clause or frame.asked
    if (
        counter is None
        or frame.qtype is not QType.YES_NO
        or not re.search(r"trigger\w*|\bdisparo\b|\bdispar\w*|\bhabilidad\b|\babilit(?:y|ies)\b", clause)
    ):
        return None
    if not re.search(r"\btriggered ability\b|counter target spell or ability", counter.oracle_text, re.I):
        return None
    can = re.search(
        rf"\b(?:can|could) (?:i|you|we) (?:{name_pattern(counter)}|stifl\w*|counter\w*)\b|"
        rf"\b(?:puedo|podes|puedes|se puede) (?:\w+ )?(?:{name_pattern(counter)}|stifl\w*|contrarrest\w*)",
        clause,
    )
    sources = [c for c in frame.cards if c is not counter and _TRIGGERED.search(c.oracle_text)]
    if can is None or len(sources) != 1 or re.search(r"\bfor mana\b|\b(?:para|pa) (?:sacar )?mana\b", frame.folded):
        return None  # "stifling Sol Ring when they tap it for mana": a mana ability, not the trigger (mana_ability's)
    rule = cite("701.6a", r"none of its effects occur", r"ninguno de sus efectos")
    finding = t(frame.lang, "ability_countered.trigger_targetable", source=sources[0].name, counter=counter.name)
    return answered("yes", finding, rule, cite, (counter, sources[0]), "ability_countered")


#: a creature's own enters or dies trigger that harms: "When Flametongue Kavu enters, it deals 4 damage …"
_HARMFUL_TRIGGER = re.compile(
    r"^(?:[\w' -]{3,30} — )?when(?:ever)? [^\n,]* (?:enters|dies)[^\n]*?(?:deals \d+ damage|destroy target|exile target)",
    re.I | re.M,
)
_ASKS_HARM = re.compile(
    r"\bdie\w*|\bdestroy\w*|\bexile\w*|\bmuer\w*|\bdestru\w*|\bexili\w*|\bdamage\b|\bdano\b|\bsurviv\w*|\bsobreviv\w*"
)
_AT_TRIGGER = re.compile(r"\btrigger\w*|\bdisparo\b|\bdispar\w*|\betb\b|\bhabilidad\b|\bability\b")


#: persist or undying on a named card: "Persist (When this creature dies, if it had no -1/-1 counters on it, return …"
_RETURNS = re.compile(r"^(?:persist|undying)\b", re.I | re.M)
_ASKS_STAYS = re.compile(r"\bstays?\b|\bremains?\b|\bse queda\b|\bsigue en el cementerio\b")
_ASKS_BACK = re.compile(r"\bcomes? back\b|\breturns?\b|\bvuelve\b|\bregresa\b")


def _return_countered(frame: Frame, cite: Citer, counter: Card | None) -> Verdict | None:
    """ "Their Archmage died and persist triggered; if I Stifle the persist trigger it stays in the graveyard?" Yes: the
    countered trigger leaves the stack and none of its effects happen (701.6a), so nothing returns it."""
    clause = frame.clause or frame.asked
    card = next((c for c in frame.cards if c is not counter and _RETURNS.search(c.oracle_text)), None)
    if (
        card is None
        or frame.qtype is not QType.YES_NO
        or not re.search(r"\bpersist\w*|\bundying\b|\btrigger", frame.folded)
    ):
        return None
    stays, back = _ASKS_STAYS.search(clause), _ASKS_BACK.search(clause)
    if bool(stays) == bool(back):
        return None
    countered = cite("701.6a", r"none of its effects occur", r"ninguno de sus efectos")
    finding = t(frame.lang, "countered.return_countered", card=card.name)
    return answered("yes" if stays else "no", finding, countered, cite, frame.cards, "ability_countered")


def _trigger_countered(frame: Frame, cite: Citer, counter: Card | None) -> Verdict | None:
    """ "Their Flametongue Kavu enters targeting my Bears and I Stifle the trigger: does my Bears die?" No: the countered
    ability leaves the stack and none of its effects happen (701.6a)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_HARM.search(clause) or not _AT_TRIGGER.search(frame.folded):
        return None
    source = next((c for c in frame.cards if c is not counter and _HARMFUL_TRIGGER.search(c.oracle_text)), None)
    if source is None:
        return None
    countered = cite("701.6a", r"none of its effects occur", r"ninguno de sus efectos")
    finding = t(frame.lang, "countered.trigger_harm", card=source.name) + ids(countered)
    survives = bool(re.search(r"surviv|sobreviv", clause))
    opener = t(frame.lang, "yes" if survives else "no")
    cards = tuple(c for c in (counter, source) if c is not None)
    return Verdict(opener + " " + finding, [Step(finding, (countered,) if countered else ())], cite.quotes, cards,
                   "ability_countered")  # fmt: skip


_ASKS_THROUGH = re.compile(
    r"\bresolv\w*|\bgo(?:es)? through\b|\bse resuelve\b|\bresuelve\b|\bcountered\b|\bcontrarrestad\w*|\bpasa\b"
)


def _counter_trigger_countered(frame: Frame, cite: Citer, counter: Card | None) -> Verdict | None:
    """ "Chalice on 2, I cast Mana Leak and Stifle the Chalice trigger: does the Leak go through?" Yes: the trigger
    that would counter it is countered, so none of its effects happen (701.6a) and the spell resolves — unless the
    countering spell has the Chalice's mana value itself (Stifle under a Chalice on 1 is countered first)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_THROUGH.search(clause) or not _AT_TRIGGER.search(frame.folded):
        return None
    source = next((c for c in frame.cards if c is not counter and COUNTERING_TRIGGER.search(c.oracle_text)), None)
    spell = next((c for c in frame.cards if c not in (counter, source) and is_spell_card(c)), None)
    if source is None or spell is None or counter is None or not is_spell_card(counter):
        return None
    # "Chalice on 1 … I Stifle the trigger": Stifle is a spell cast too, and at the same mana value Chalice counters it
    on = count_told(frame, source)
    if on is None or (value := number(on[1])) is None:
        return None
    if mana_value(spell.mana_cost) != value:
        # "Chalice on 1, I cast Mana Leak …": a 2 never made Chalice trigger, so nothing was there to counter it
        rule = cite("603.2", r"trigger event", r"")
        finding = t(frame.lang, "countered.not_its_value", source=source.name, card=spell.name,
                    mv=str(mana_value(spell.mana_cost)), n=str(value))  # fmt: skip
        return answered("no" if re.search(r"\bcountered\b|\bcontrarrestad\w*", clause) else "yes", finding, rule,
                        cite, (source, spell), "ability_countered")  # fmt: skip
    if mana_value(counter.mana_cost) == value:
        return None  # Stifle at the Chalice's own value: countered by a second trigger first
    countered = cite("701.6a", r"none of its effects occur", r"ninguno de sus efectos")
    finding = t(frame.lang, "countered.trigger_countered", source=source.name, card=spell.name) + ids(countered)
    asks_countered = bool(re.search(r"\bcountered\b|\bcontrarrestad\w*", clause))
    opener = t(frame.lang, "no" if asks_countered else "yes")
    cards = tuple(c for c in (counter, source, spell) if c is not None)
    return Verdict(opener + " " + finding, [Step(finding, (countered,) if countered else ())], cite.quotes, cards,
                   "ability_countered")  # fmt: skip


#: a spell's own cast trigger: cascade, "When you cast this spell, …"
_CAST_TRIGGER = re.compile(r"^cascade\b|^when you cast this spell\b", re.I | re.M)
_ASKS_SPELL = re.compile(r"\bresolv\w*|\bgone\b|\bse resuelve\b|\bsigue\b")


def _spell_stays(frame: Frame, cite: Citer, counter: Card | None) -> Verdict | None:
    """ "Opp casts Shardless Agent and I Stifle the cascade trigger: does the Agent still resolve?" Yes: the trigger
    is an ability on the stack of its own (113.7a); countering it doesn't touch the spell."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _AT_TRIGGER.search(frame.folded) or not _ASKS_SPELL.search(clause):
        return None
    if re.search(r"\b(?:can|could|may) (?:i|we|he|she|they)\b|\bpued\w*", clause):
        return None  # "can I still counter Shardless Agent?": what may be done, not what happens
    spell = next((c for c in frame.cards if c is not counter and _CAST_TRIGGER.search(c.oracle_text)), None)
    if spell is None or not named_in(spell, clause) and not re.search(r"\bitself\b|\bmismo\b", clause):
        return None
    rule = cite("113.7a", r"exists on the stack independently of its source", r"")
    finding = t(frame.lang, "countered.spell_stays", card=spell.name) + ids(rule)
    gone = bool(re.search(r"\bgone\b", clause)) and not re.search(r"\bresolv\w*|\bresuelve", clause)
    opener = t(frame.lang, "no" if gone else "yes")
    cards = tuple(c for c in (counter, spell) if c is not None)
    return Verdict(opener + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes, cards,
                   "ability_countered")  # fmt: skip


#: keyword abilities that are triggered abilities, with the rule that says so: Stifle can counter each of them
_KEYWORD_TRIGGERS = {
    "exalted": ("702.83a", r"exaltad[oa]|exaltaci[oó]n", "exaltado"),
    "prowess": ("702.108a", r"destreza", "destreza"),
    "annihilator": ("702.86a", r"aniquilador", "aniquilador"),
    "rampage": ("702.23a", r"desenfreno", "desenfreno"),
    "flanking": ("702.25a", r"flanqueo", "flanqueo"),
    "bushido": ("702.45a", r"bushido", "bushido"),
    "afflict": ("702.130a", r"afligir", "afligir"),
    "myriad": ("702.116a", r"miríada|miriada", "miríada"),
}
#: asks whether the creature keeps its size: "¿Swiftspear se queda 1/2?", "does it stay a 1/2?"
_STAYS_SIZE = re.compile(r"\b(?:se queda|sigue|stays?|remains?|still)\b[^?]{0,20}\d+/\d+")
#: asks whether the keyword's effect still happens: "does it get the +1/+1?", "¿sacrifico igual?"
_ASKS_EFFECT = re.compile(
    r"\bget\w*\b[^?]{0,20}\+\d|\+\d/\+\d|\bbonus\b|\bstill\b|\bhappen\w*|\bsacrific\w*|\bigual\b|\bsigue\b|"
    r"\b(?:recibe|gana|se lleva)\b"
)


def _keyword_trigger(frame: Frame, cite: Citer, counter: Card | None) -> Verdict | None:
    """ "can i stifle the exalted trigger?" Yes: exalted is a triggered ability, so it waits on the stack and can be
    countered; "… i stifle it, does it get the +1/+1?" No: a countered ability has none of its effects (701.6a)."""
    if frame.qtype is not QType.YES_NO:
        return None
    found = [
        (word, rule, spanish_name)
        for word, (rule, spanish, spanish_name) in _KEYWORD_TRIGGERS.items()
        if re.search(rf"\b(?:{word}|{spanish})\b", frame.folded)
    ]
    if len(found) != 1 or re.search(
        r"\b(?:two|three|2|3|dos|tres|several|varios|varias)\b[^.?]{0,40}\b(?:exalted|exaltad\w*|prowess|destreza)\b|"
        r"\b(?:exalted|prowess)\b[^.?]{0,10}\b(?:twice|two times|instances)\b",
        frame.folded,
    ):
        return None  # two exalted instances, one countered: the other still gives its bonus, not read here
    english, rule_id, spanish_name = found[0]
    word = spanish_name if frame.lang == "es" else english
    clause = frame.clause or frame.asked
    name = counter.name if counter else "Stifle"
    is_trigger = cite(rule_id, r"is a triggered ability", r"habilidad disparada")
    if _ASKS_CAN.search(clause):
        finding = capital(t(frame.lang, "ability_countered.keyword_can", keyword=word, card=name))
        return answered("yes", finding, is_trigger, cite, frame.cards, "ability_countered")
    if not _ASKS_EFFECT.search(clause) and not _STAYS_SIZE.search(clause):
        return None
    countered = cite("701.6a", r"none of its effects occur", r"ninguno de sus efectos")
    finding = t(frame.lang, "ability_countered.keyword_countered", keyword=word, card=name)
    # "¿Swiftspear se queda 1/2?": yes, the bonus never comes; "does it get the +1/+1?": no
    opener = "yes" if _STAYS_SIZE.search(clause) else "no"
    return answered(opener, finding, countered, cite, frame.cards, "ability_countered")
