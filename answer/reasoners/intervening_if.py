"""Intervening "if" clauses (603.4): "When/Whenever/At [event], if [condition], [effect]" checks the condition when
the event happens and again as the ability resolves; if it is false then, the ability does nothing. Fires only when
a named card has such an ability and the question changes the situation in response to it. A life condition ("if
you have 40 or more life") is checked against the life total the question says; any other is stated as a rule."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import GAIN_SAID, Citer, Verdict, answered, name_pattern
from ingest.models import Card

_INTERVENING = re.compile(r"^(?:[\w' -]{3,30} — )?(?:when|whenever|at) [^,\n]+, if ([^,\n]+), ([^\n.]+)", re.I | re.M)
_RESPONSE = re.compile(
    r"in response|respond\w*|en respuesta|before it resolves|antes de que se resuelva|"
    r"(?:trigger|ability|habilidad|disparo) (?:is |esta )?(?:on the stack|en la pila)"
)
#: damage or life loss said as a number, at the asker: "me hace 2 de daño", "hits me for 3", "deals 2 damage to me"
_HIT_SAID = re.compile(
    r"\bme (?:hace|hacen|pega|pegan|quita|quitan) (\d+) (?:de )?(?:dano|vidas?)\b|\bme hace perder (\d+)\b|"
    r"\b(?:deals?|does) (\d+) (?:damage )?to me\b|\bhits? me for (\d+)\b|\bmakes? me lose (\d+)\b"
)
_LIFE_AT_LEAST = re.compile(r"you have (\d+) or more life", re.I)
_LIFE_NOW = re.compile(
    r"\b(?:i'?m|i am|im|now at|now|down to|goes? to|go to|me to|me down to|quedo a|quedo en|estoy a|estoy en|tengo|bajo a|me deja a|"
    r"ahora (?:a|en|con)|(?:se )?queda (?:a|en|con)|esta (?:a|en)|(?:lo|la|le) (?:dejo|bajo) (?:a|en)|"
    r"me (?:baja|bajan|dejan?) a)\s+(?:at\s+|on\s+)?(?:exactly\s+|only\s+|just\s+|exactamente\s+|justo\s+)?(\d+)"
    r"(?:\s+(?:life|vidas?))?\b(?![^.?]*\bso it triggers)"
)

#: a burn spell and the question pointing it at the asker ("opp bolts me in response", "me tira un Lightning Bolt")
_BURN = re.compile(r"deals (\d+) damage to (?:any target|target player|target creature or player|each opponent)", re.I)
_AT_ME = re.compile(
    r"\b(?:bolt\w*|burn\w*|shock\w*|hits?)\s+me\b|\bme\s+(?:tira|tiran|lanza|lanzan|hace|hacen|bolte\w*|quema\w*)\b|"
    r"\b(?:at|to) my face\b|"
    r"\ba mi cara\b|\ba la cara\b"
)
#: the burn at the card's controller when the question told that player's life ("opp is at 41 with Felidar … i bolt
#: them in response"): their life total is the one the condition reads
_AT_THEM = re.compile(
    r"\b(?:bolt\w*|burn\w*|shock\w*)\s+(?:them|him|her|(?:the |my )?opp\w*)\b(?! ?'?s)|"
    r"\ble (?:tiro|lanzo|meto)\b[^.?]*\ba (?:la|su) cara\b"
)
_THEIR_LIFE = re.compile(
    r"\b(?:opp\w*|they'?r?e?|he|she|rival|oponente)\s+(?:is\s+|are\s+|esta\s+|está\s+)?(?:at|a|en)\s+(\d+)\b"
)
#: the life total after the burn is said already ("… bolts me, now I'm at 38")
_SAID_AFTER = re.compile(
    r"\b(?:bolt\w*|burn\w*|shock\w*|hits?|tira|lanza|hacen?|pegan?|damage|dano)\b[^.?]*"
    r"\b(?:now|ahora|quedo|queda|down to|me deja|me (?:to|a) \d+)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    never = _never_triggered(frame, cite) or _tapped_before(frame, cite)
    if never is not None or not _RESPONSE.search(frame.folded):
        return never
    card, found = next(((c, m) for c in frame.cards if (m := _INTERVENING.search(c.oracle_text))), (None, None))
    if card is None or found is None:
        return None
    rule = cite("603.4", r"checks the stated condition again as it resolves", r"comprueba")
    condition, effect = found[1], found[2]
    life = _LIFE_AT_LEAST.search(condition)
    now = _life_after(frame.folded)
    burn = next((int(m[1]) for c in frame.cards if (m := _BURN.search(c.oracle_text))), None)
    hit = _HIT_SAID.search(frame.folded) if burn is None else None
    if now is not None and hit is not None and not _SAID_AFTER.search(frame.folded):
        now -= int(next(g for g in hit.groups() if g))  # "con el trigger en la pila me hace 2 de daño"
    if now is not None and burn is not None and _AT_ME.search(frame.folded) and not _SAID_AFTER.search(frame.folded):
        now -= burn  # "i'm at 41. opp bolts me in response": 38 as it resolves
        gains = [int(m[1]) for c in frame.cards if (m := re.search(r"gains (\d+) life", c.oracle_text, re.I))]
        if GAIN_SAID.search(frame.folded) and gains:
            now += gains[0]  # "I respond to the bolt with Healing Salve for 3 life": it resolves first
    paid = re.search(r"\bpay\w* (\d+) life\b|\bpag\w* (\d+) (?:de )?vidas?\b", frame.folded)
    if now is not None and paid is not None and not _SAID_AFTER.search(frame.folded):
        now -= int(next(g for g in paid.groups() if g))  # "i pay 4 life for dismember in response": 36 as it resolves
    theirs = _THEIR_LIFE.search(frame.folded)
    if (
        burn is not None
        and theirs is not None
        and _AT_THEM.search(frame.folded)
        and not _SAID_AFTER.search(frame.folded)
    ):
        now = int(theirs[1]) - burn  # "opp is at 41 with Felidar … i bolt them in response": 38 as it resolves
    if life is not None and now is not None:
        holds = now >= int(life[1])
        key = "if.holds" if holds else "if.fails"
        finding = t(frame.lang, key, card=card.name, condition=condition, effect=effect, n=str(now))
        opener = ("yes" if holds else "no") if frame.qtype is QType.YES_NO else None
        return answered(opener, finding, rule, cite, (card,), "intervening_if")
    tapped = _tapped_state(condition, card, frame.folded)
    if tapped is None:  # "if no creatures are on the battlefield" and "I flash in a creature in response"
        tapped = _no_creatures_state(condition, frame)
    if tapped is None:  # "if you control another creature named Faerie Miscreant" and "opp kills the first one"
        tapped = _other_copy_state(condition, frame.folded)
    if tapped is not None:  # "if Howling Mine is untapped" and "opp taps it with Icy in response"
        key = "if.state_holds" if tapped else "if.state_fails"
        finding = t(frame.lang, key, card=card.name, condition=condition, effect=effect)
        kept = re.search(
            r"\bsurviv\w*|\bstays?\b|\bse queda\w*|\bsobreviv\w*|\b(?:i )?keep\b|\bme quedo con\b|\bquedarme con\b|"
            r"\bconserv\w*",
            frame.clause or frame.asked,
        )
        # "can i respond by tapping it so he doesn't get the card?": asks whether the response stops it
        stops = re.search(
            r"\bso (?:that )?(?:he|she|they|it|opp\w*) (?:doesn'?t|does not|won'?t|can'?t|don'?t)\b|\bpara que no\b",
            frame.clause or frame.asked,
        )
        opener = ("yes" if tapped != bool(kept or stops) else "no") if frame.qtype is QType.YES_NO else None
        return answered(opener, finding, rule, cite, (card,), "intervening_if")
    if frame.qtype is QType.YES_NO or not _condition_said(condition, card, frame.folded):
        return None  # a yes or no this reasoner can't decide, or a response about something else
    finding = t(frame.lang, "if.rechecked", card=card.name, condition=condition, effect=effect)
    return answered(None, finding, rule, cite, (card,), "intervening_if")


_ANOTHER_NAMED = re.compile(r"\byou control another (?:creature|permanent) named\b", re.I)
#: the other copy removed in response: "opp electrickery'd the first one", "me mataron el otro"
_OTHER_COPY_GONE = re.compile(
    r"\b(?:kill\w*|destroy\w*|exile\w*|bounc\w*|bolt\w*|sacrific\w*|\w+'d|mat\w*|destru\w*|exili\w*|devolv\w*|"
    r"devuelv\w*)\s+(?:my |mi |the |el |la )?(?:first|other|old|primer\w*|otr[oa]|viej[oa])(?: one| copy| copia)?\b|"
    r"\b(?:the|my|el|la|mi) (?:first|other|old|primer\w*|otr[oa]|viej[oa])(?: one| copy| copia)? (?:dies|died|got \w+|muere|murio)\b"
)


def _other_copy_state(condition: str, folded: str) -> bool | None:
    """False when the condition needs another copy of the card and the question removes that copy in response."""
    if not _ANOTHER_NAMED.search(condition):
        return None
    return False if _OTHER_COPY_GONE.search(folded) else None


#: the life total as the triggering step began: "i was at 38 when my upkeep began", "a 38 vidas al empezar mi upkeep"
_LIFE_AS_IT_BEGAN = re.compile(
    r"\b(?:at|on|with) (\d+)(?: life)? (?:when|as) (?:my|the|their|his|her) (?:upkeep|turn|end step|draw step)"
    r"(?: step)? (?:starts|started|begins|began)\b|"
    r"\b(?:a|con) (\d+)(?: vidas?)? (?:al (?:empezar|comenzar)|cuando (?:empieza|empezo|comienza|comenzo)) (?:mi|el|su) "
    r"(?:mantenimiento|upkeep|turno)\b|"
    # "if i start the upkeep at 38", "empiezo el mantenimiento a 38"
    r"\b(?:start|begin)s? (?:the |my )?(?:upkeep|turn) (?:at|on|with) (\d+)\b|"
    r"\b(?:empiezo|comienzo) (?:el |mi )?(?:mantenimiento|upkeep|turno) (?:a|con) (\d+)\b"
)


def _never_triggered(frame: Frame, cite: Citer) -> Verdict | None:
    """A life condition false as the event happened ("i was at 38 when my upkeep began" with Felidar Sovereign):
    the ability never triggers, whatever the life total later in that step (603.4)."""
    began = _LIFE_AS_IT_BEGAN.search(frame.folded)
    card, found = next(((c, m) for c in frame.cards if (m := _INTERVENING.search(c.oracle_text))), (None, None))
    life = _LIFE_AT_LEAST.search(found[1]) if found else None
    if began is None or card is None or found is None or life is None:
        return None
    at = int(next(g for g in began.groups() if g))
    if at >= int(life[1]):
        return None
    rule = cite("603.4", r"The ability triggers only if it is", r"")
    finding = t(frame.lang, "if.never", card=card.name, condition=found[1], n=str(at))
    return answered("no" if frame.qtype is QType.YES_NO else None, finding, rule, cite, (card,), "intervening_if")


_STOP = frozenset("you your if is are the a an of at least or more other control controls have has".split())


def _condition_said(condition: str, card: Card, folded: str) -> bool:
    """The question speaks of what the condition counts ("destroy one of the other Mountains" for "if you control at
    least five other Mountains"), not only of the card."""
    name = set(re.findall(r"[a-z]+", card.name.lower()))
    words = {w.rstrip("s") for w in re.findall(r"[a-z]{4,}", condition.lower())} - _STOP - name
    return any(re.search(rf"\b{re.escape(w)}", folded) for w in words)


_DRAW_STEP_TRIGGER = re.compile(r"^at the beginning of [^,]*draw step, if ([^,]+), ([^\n.]+)", re.I | re.M)
_TAPPED_IN_UPKEEP = re.compile(
    r"\b(?:tap|taps|tapped|tapping|icy|icy'?d|gir\w*|tapea\w*)\b[^.?]{0,50}\b(?:during|in|on|en|durante) (?:his|her|their|its|my|the|su|mi|el) "
    r"(?:upkeep|mantenimiento)\b"
)


def _tapped_before(frame: Frame, cite: Citer) -> Verdict | None:
    """ "what if i tap it during his upkeep instead?" of Howling Mine: "if ~ is untapped" is already false as the draw
    step begins, so the ability never triggers (603.4)."""
    card, found = next(((c, m) for c in frame.cards if (m := _DRAW_STEP_TRIGGER.search(c.oracle_text))), (None, None))
    if card is None or found is None or frame.qtype is not QType.YES_NO:
        return None
    tapped = _TAPPED_IN_UPKEEP.search(frame.folded)
    if not re.search(r"\bis untapped\b", found[1], re.I) or tapped is None:
        return None
    words = name_pattern(card)
    if not re.search(rf"\b(?:it|lo|la|le)\b|{words}", tapped[0]) if words else True:
        return None  # "I tap two lands during my upkeep": what was tapped must be the card itself
    rule = cite("603.4", r"checks whether the stated condition is true", r"comprueba")
    finding = t(frame.lang, "if.never_state", card=card.name, condition=found[1])
    return answered("no", finding, rule, cite, (card,), "intervening_if")


def _tapped_state(condition: str, card: Card, folded: str) -> bool | None:
    """Whether "if ~ is untapped/tapped" still holds after the response the question tells ("taps it", "la gira");
    None when the condition isn't about that or the question doesn't say."""
    wanted = re.search(r"\bis (untapped|tapped)\b", condition, re.I)
    if wanted is None:
        return None
    taps = re.search(r"\b(taps?|tapped|tapping|gir[ao]\w*|la gira|lo gira|tapea\w*)\b", folded)
    untaps = re.search(r"\b(untaps?|untapped|endereza\w*)\b", folded)
    if bool(taps) == bool(untaps):
        return None
    now_tapped = bool(taps)
    return now_tapped if wanted[1].lower() == "tapped" else not now_tapped


#: a creature put onto the battlefield in response: "bajo una criatura con destello", "I flash in a creature"
_CREATURE_ARRIVES = re.compile(
    r"\b(?:flash\w* in|flasheo|flasheas|cast\w*|play\w*|bajo|lanzo|juego|meto)\b[^.?]{0,30}\b(?:creature|criatura|bicho)\b|"
    r"\b(?:creature|criatura) (?:con|with) (?:flash|destello)\b"
)


def _no_creatures_state(condition: str, frame: Frame) -> bool | None:
    """Whether "if no creatures are on the battlefield" (Pestilence) still holds after the response: a creature put
    onto the battlefield then makes it false (one said, or a named creature with flash cast in response); None when
    the condition isn't that or no creature arrives."""
    if not re.search(r"\bno creatures are on the battlefield\b", condition, re.I):
        return None
    flashed = any(
        "Creature" in c.type_line
        and re.search(r"(?:^|\n)Flash\b", c.oracle_text)
        and re.search(
            rf"\b(?:flash\w*|cast\w*|lanz\w*|bajo|tiro)\s+(?:in\s+)?(?:an?\s+|una?\s+)?(?:{name_pattern(c)})",
            frame.folded,
        )
        for c in frame.cards
    )  # "en respuesta flasheo Spellstutter Sprite": cast in response, not one in a hand or a graveyard
    return False if _CREATURE_ARRIVES.search(frame.folded) or flashed else None


def _life_after(folded: str) -> int | None:
    """The life total the question gives last ("im at 41 so it triggers … im at 39 now"): the one at resolution."""
    found = [int(m[1]) for m in _LIFE_NOW.finditer(folded)]
    if not found:  # "the trigger goes on the stack at 41 life", "con 41 vidas"
        found = [int(next(g for g in m.groups() if g)) for m in _AT_LIFE.finditer(folded)]
    return found[-1] if found else None


_AT_LIFE = re.compile(r"\bat (\d+) life\b|\b(?:a|con) (\d+) (?:de )?vidas?\b|\b(?:with|and|have) (\d+) life\b")
