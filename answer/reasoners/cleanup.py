"""Damage and "until end of turn" effects end together (514.2): a creature kept alive by a pump this turn doesn't
die when the pump wears off, because its damage is removed in the same cleanup-step action."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids, said_for_ask
from answer.reasoners.combat import BURN, creatures

_ASKS_DIES = re.compile(r"\bdie|\bmuer|\bmori|\bmuri|destroy|destru|graveyard|cementerio")
_ASKS_SURVIVES = re.compile(r"surviv|sobreviv|\blive|\bstay")
#: the question places it when the effect ends ("at end of turn", "when Giant Growth wears off")
_WEARS_OFF = re.compile(
    r"end of (the )?turn|wears? off|cleanup|\bfin(al)? del turno|limpieza|se (le )?(acaba|pasa|termina|va) el efecto|"
    r"(acaba|termina|pasa) el efecto|deja de (tener|hacer) efecto"
)
_PUMP = re.compile(r"\+(\d+)/\+(\d+)[^.]*until end of turn|until end of turn[^.]*\+(\d+)/\+(\d+)", re.I)
#: a pump the question states: "+3/+3 until end of turn", "un +3/+3 hasta el final del turno"
_SAID_PUMP = re.compile(
    r"\+(\d+)/\+(\d+)(?=[^.?]{0,30}\b(?:until end of turn|this turn|hasta el final del turno|este turno|wears? off|"
    r"at (?:the )?end of (?:the )?turn|se (?:le )?(?:acaba|pasa|va)|al final del turno))"
)
#: a spell that sets a creature's base power and toughness (Turn to Frog, Ovinize): a pump still applies on top
_SETS_BASE = re.compile(r"base power and toughness (\d+)/(\d+)", re.I)
_TOOK = re.compile(r"(\d+) (?:combat )?(damage|de dano|dano|puntos de dano)")


#: the cleanup step named as the moment of the question
_CLEANUP = re.compile(r"\bcleanup\b|paso de limpieza|\blimpieza\b")
#: casting or activating then ("can they Bolt…", "can I respond", "do they get to", "¿puede lanzar…?")
_ACTS = re.compile(
    r"\bcast|\bbolt|\brespond|\binstant|\bactivat|\bget to\b|\bpriority|\blanz|\btir(ar|a)\b|\brespond|"
    r"instantaneo|\bactiv|prioridad"
)
_TRIGGER_THEN = re.compile(r"trigger|dispar|madness|locura|state-based|accion(es)? basada")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    return _priority(frame, cite) or _wears_off(frame, cite) or _damage_lasts(frame, cite) or turns_apart(frame, cite)


#: two moments told on different turns: "en mi turno … en el turno del rival", "on my turn … on their turn"
_MY_TURN = re.compile(r"\b(?:on|during|in) my (?:own )?turn\b|\ben mi turno\b|\bdurante mi turno\b")
_OTHER_TURN = re.compile(
    r"\b(?:on|during|in) (?:their|his|her|my opponent'?s|the opponent'?s|the next|next) turn\b|\bnext turn\b|"
    r"\ben (?:el|su) turno (?:del|de mi|de su) (?:rival|oponente)\b|\ben su turno\b|\bal (?:turno|dia) siguiente\b|"
    r"\ben el siguiente turno\b|\ben el proximo turno\b"
)


#: …or an earlier turn and now: "le hicieron 3 el turno pasado y ahora le tiran shock", "took 3 last turn, now …"
_LAST_TURN = re.compile(r"\b(?:last turn|previous turn|the turn before|el turno pasado|el turno anterior)\b")
_NOW = re.compile(r"\b(?:now|this turn|ahora|este turno)\b")


def turns_apart(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Mi Centaur Courser recibe un Shock en mi turno y otro Shock en el turno del rival, ¿muere?" No: the damage
    from the first turn is removed in that turn's cleanup step (514.2), so it never has more marked than one Shock."""
    apart = (_MY_TURN.search(frame.folded) and _OTHER_TURN.search(frame.folded)) or (
        _LAST_TURN.search(frame.folded) and _NOW.search(frame.folded)
    )
    if frame.qtype is not QType.YES_NO or not apart:
        return None
    if not _ASKS_DIES.search(frame.clause or frame.asked) or re.search(r"\bsame turn\b|\bmismo turno\b", frame.folded):
        return None  # "…los dos shocks son en el mismo turno": the other question
    creatures_named = [c for c in frame.cards if "Creature" in c.type_line and (c.toughness or "").isdigit()]
    burners = list(frame.cards)
    for word in set(re.findall(r"\b(shock|bolt|lightning bolt)s?\b", frame.folded)):
        # "takes a shock", "gets bolted": the common burn spells typed as words, looked up by name
        found = cite.store.card("Lightning Bolt" if "bolt" in word else "Shock")
        burners += [found] if found is not None else []
    burns = [int(m[1]) for c in burners if (m := BURN.search(c.oracle_text))]
    if len(creatures_named) != 1 or not burns or max(burns) >= int(creatures_named[0].toughness or 0):
        return None
    rule = cite("514.2", r"all damage marked on permanents", r"daño")
    finding = t(frame.lang, "cleanup.turns_apart", card=creatures_named[0].name.split(" // ")[0], n=str(max(burns)),
                t=creatures_named[0].toughness or "")  # fmt: skip
    return answered("no", finding, rule, cite, frame.cards, "cleanup")


#: asks whether marked damage lasts into another turn: "does the damage stay until next turn?"
_LASTS = re.compile(
    r"\b(?:stay|stays|remain|remains|last|lasts|carr(?:y|ies) over|still there|se queda|queda|sigue|permanece|dura)\b"
    r"[^.?]{0,40}\b(?:next turn|following turn|their turn|opponent'?s turn|siguiente turno|proximo turno|otro turno|"
    r"turno (?:del|de mi) (?:rival|oponente))|"
    # "en el turno del oponente sigue con ese daño marcado?": the turn first, then whether it stays
    r"\b(?:next turn|following turn|their turn|his turn|her turn|opponent'?s turn|siguiente turno|proximo turno|"
    r"otro turno|turno (?:del|de mi) (?:rival|oponente))\b[^.?]{0,30}\b(?:still (?:has|have|there|marked)|stay|stays|"
    r"remain|remains|sigue|siguen|queda|quedan|tiene todavia|tiene aun|permanece|todavia esta|sigue ahi)\b"
)
_MARKED = re.compile(r"\bdamage\b|\bdano\b")


def _damage_lasts(frame: Frame, cite: Citer) -> Verdict | None:
    """Marked damage doesn't outlast the turn (514.2): "does the damage stay on it until next turn?" is no."""
    if frame.qtype is not QType.YES_NO or frame.cards or not _MARKED.search(frame.folded):
        return None
    clause = frame.clause or frame.asked
    removed = _REMOVED.search(clause) and _END_OF_TURN.search(clause)
    if not _LASTS.search(clause) and not _LASTS.search(frame.asked) and not removed:
        return None
    rule = cite("514.2", r"all damage marked on permanents", r"daño")
    opener = "yes" if removed else "no"
    return answered(opener, t(frame.lang, "cleanup.damage_wears_off"), rule, cite, frame.cards, "cleanup")


#: asks whether marked damage goes away: "does the damage go away at end of turn?", "¿se quita el daño…?"
_REMOVED = re.compile(
    r"\b(?:go(?:es)? away|removed|wears? off|heal\w*|reset\w*|se (?:le )?(?:quita|borra|va|cura|elimina|resetea)|"
    r"desaparece|se limpia)\b"
)
_END_OF_TURN = re.compile(r"\bend of (?:the )?turn\b|\bfinal del turno\b|\bfin del turno\b|\bcleanup\b|\blimpieza\b")


#: the untap step named as the moment of the question
_UNTAP = re.compile(r"\buntap step\b|\bpaso de enderezar\b|\bpaso de desgirar\b")


def _priority(frame: Frame, cite: Citer) -> Verdict | None:
    """No player gets priority in the cleanup step unless a state-based action or a trigger happens then (514.3,
    514.3a): so no spell is cast there, normally. In the untap step, never (502.4)."""
    if frame.qtype is not QType.YES_NO or not _ACTS.search(frame.folded):
        return None
    if _UNTAP.search(frame.folded) and not _CLEANUP.search(frame.folded):
        rule = cite("502.4", r"No player receives priority during the untap step", r"prioridad")
        return answered("no", t(frame.lang, "cleanup.untap_no_priority"), rule, cite, frame.cards, "cleanup")
    if not _CLEANUP.search(frame.folded):
        return None
    if _WEARS_OFF.search(frame.asked) and (_ASKS_DIES.search(frame.asked) or _ASKS_SURVIVES.search(frame.asked)):
        return None  # "does it die at cleanup?": the other question
    lang = frame.lang
    if _TRIGGER_THEN.search(frame.folded):
        rule = cite("514.3a", r"active player gets priority", r"prioridad")
        key, allowed = "cleanup.priority_trigger", True
    else:
        rule = cite("514.3", r"no player receives priority", r"prioridad")
        key, allowed = "cleanup.no_priority", False
    finding = t(lang, key) + ids(rule)
    text = t(lang, "yes" if allowed else "no") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "cleanup")


def _wears_off(frame: Frame, cite: Citer) -> Verdict | None:
    asked = frame.asked
    # "…cuando se acaba el pump al final del turno queda 2/2 con 4 de daño. ¿Se muere?": the moment told just before
    if frame.qtype is not QType.YES_NO or not said_for_ask(frame, _WEARS_OFF, asked, 4):
        return None
    dies, survives = _ASKS_DIES.search(asked), _ASKS_SURVIVES.search(asked)
    if not (dies or survives) or not frame.has("damage"):
        return None
    pump = next((m for card in frame.cards if (m := _PUMP.search(card.oracle_text))), None)
    if pump is None:
        pump = _SAID_PUMP.search(frame.folded)  # "mi 2/2 con un +3/+3 hasta el final del turno"
    if pump is None:
        return None
    bonus = int(pump[2] or pump[4])
    found = creatures(frame)
    took = _TOOK.search(frame.folded)
    lang = frame.lang
    shrunk = next(((c, m) for c in frame.cards if (m := _SETS_BASE.search(c.oracle_text))), None)
    if shrunk is not None and found and took and dies:
        # Turn to Frog after the damage, before the cleanup: base 1/1 plus the pump, checked at once (613.4b, 704.5g)
        shrinker, base = shrunk
        toughness = int(base[2]) + bonus
        if int(took[1]) >= toughness:
            rule = cite("704.5g", r"lethal damage", r"daño letal")
            finding = t(lang, "cleanup.shrunk", card=shrinker.name, t=str(toughness), n=took[1]) + ids(rule)
            return Verdict(t(lang, "yes") + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes,
                           frame.cards, "cleanup")  # fmt: skip
    if found and took and int(took[1]) >= found[0].toughness + bonus:  # lethal even with the pump
        if not dies:
            return None
        rule = cite("704.5g", r"lethal damage", r"daño letal")
        creature = found[0]
        finding = t(
            lang,
            "cleanup.dies_at_once",
            n=took[1],
            p=str(creature.power + int(pump[1] or pump[3])),
            t=str(creature.toughness + bonus),
            name=creature.name,
        )
        finding += ids(rule)
        return Verdict(t(lang, "yes") + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes,
                       frame.cards, "cleanup")  # fmt: skip
    rule = cite("514.2", r"happen simultaneously", r"simultáneamente")
    finding = t(lang, "cleanup.survives") + ids(rule)
    text = t(lang, "no" if dies else "yes") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "cleanup")


#: the pump said to wear off, anywhere in the question: "when giant growth wears off", "cuando se le acaba el efecto"
_WORN = re.compile(
    r"\bwears? off\b|\bse (?:le )?(?:acaba|pasa|termina|va) el (?:efecto|giant growth|aumento)|"
    r"\b(?:acaba|termina|pasa) el efecto\b|\bdeja de (?:tener|hacer) efecto\b"
)
#: a shrink that lasts the turn: Dismember's "-5/-5 until end of turn"
_SHRINK = re.compile(r"-(\d+)/-(\d+) until end of turn", re.I)


def shrink_wears_off(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They Dismember my 5/3 Thragtusk and I Giant Growth it in response; when Giant Growth wears off at end of
    turn, doesn't it die to the -5/-5?" No — both "until end of turn" effects end at once in the cleanup step (514.2),
    so it is back to its own size with neither. Fires only for a named shrink and a named or told pump, no damage."""
    asked = frame.asked
    worn = said_for_ask(frame, _WEARS_OFF, asked, 4) or _WORN.search(frame.folded)
    if frame.qtype is not QType.YES_NO or not worn:
        return None
    dies = _ASKS_DIES.search(asked)
    if not (dies or _ASKS_SURVIVES.search(asked)) or _TOOK.search(frame.folded):
        return None
    shrink = next((c for c in frame.cards if _SHRINK.search(c.oracle_text)), None)
    pump = next((c for c in frame.cards if c is not shrink and _PUMP.search(c.oracle_text)), None)
    if shrink is None or (pump is None and not _SAID_PUMP.search(frame.folded)):
        return None
    rule = cite("514.2", r"happen simultaneously", r"simultáneamente")
    if rule is None:
        return None
    finding = t(frame.lang, "cleanup.shrink_ends", shrink=shrink.name) + ids(rule)
    text = t(frame.lang, "no" if dies else "yes") + " " + finding
    return Verdict(text, [Step(finding, (rule,))], cite.quotes, frame.cards, "cleanup")
