"""Rules questions that name no card and state the one fact that decides them, where the general selection would
quote a neighbouring rule and open with the wrong polarity: an intervening "if" false when the event occurs never
triggers, and false on resolution does nothing (603.4); "can't be prevented" beats protection's prevention (615.12);
a replacement effect applies once to an event (614.5); +1/+1 and -1/-1 counters cancel before anyone can respond
(704.5q, 117.5); exile isn't dying (700.4); a player who leaves the game takes their spells with them (800.4a); lethal
damage in response wins before a life-gain spell resolves (704.5a, 117.5); unpreventable damage leaves a prevention
shield whole (615.12); both players losing at once is a draw (104.4a)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

#: lethal damage in response to a life-gain spell: "estoy a 1 vida … me responde haciéndome 3 de daño"
_LIFE_AT = re.compile(r"\b(?:i'?m|i am|im|estoy a|estoy en|quedo a|tengo)\s+(?:at\s+|on\s+)?(\d+)\s*(?:life|vidas?)\b")
#: the opponent's life and damage at them: "my opponent is at 3 … i respond with 3 damage to him"
_THEIR_LIFE_AT = re.compile(
    r"\b(?:opp\w*|opponent|rival|oponente|he|she|they)\s+(?:is\s+|are\s+|esta\s+)?(?:at|a|en|on)\s+(\d+)\s*(?:life|vidas?)?\b"
)
_AT_THEM = re.compile(
    r"\b(?:to|at) (?:him|her|them|my opp\w*|the opp\w*|his face|their face)\b|\ba (?:el|ella|mi rival|mi oponente|su cara)\b|"
    r"\ble (?:hago|tiro|pego|respondo)\b"
)
#: the damage at the asker, not at a creature or planeswalker of theirs
_AT_ME = re.compile(
    r"\b(?:to|at) me\b|\bhits? me\b|\bmy face\b|\bme (?:hace|hacen|pega|pegan|quita|quitan|responden?|tiran?|lanzan?)\b|"
    r"\bhaciendome\b|"
    r"\ba mi cara\b|\ba la cara\b|\bme (?:bolt|burn|shock)\w*"
)
_HIT = re.compile(
    r"\b(\d+)\s+(?:de\s+)?(?:damage|dano|points? of damage)\b|\bfor (\d+)\b|\bme (?:hace|pega|quita)\s+(\d+)\b"
)


@dataclass(frozen=True)
class _Fact:
    key: str
    #: all of these match the folded question
    said: tuple[re.Pattern[str], ...]
    rule: str
    pattern: str
    pattern_es: str | None
    #: the opener ("yes"/"no") the question's own words decide, or None when they don't
    answer: Callable[[Frame], str | None]


def _no(_frame: Frame) -> str | None:
    return "no"


def _does_nothing_asked(frame: Frame) -> str | None:
    """ "does it still do anything?" no; "is it removed from the stack / does it do nothing?" yes."""
    asked = frame.clause or frame.asked
    if re.search(
        r"\brespond\w*|\brespuesta\b|\bresponder\b|\b(?:does|do|will|would) (?:it|the ability|that) (?:even |still )?"
        r"trigger\b|\bse dispara\w*|\bllega a dispararse\b",
        asked,
    ):
        return None  # responding to it while it waits, or whether it triggers at all: other questions
    if re.search(
        r"\bremoved\b|\bdoes nothing\b|\bdo nothing\b|\bfizzl\w*|\bse quita\w*|\bno hace nada\b|\bno pasa nada\b|"
        r"\bse cancela\w*|\bse pierde\b",
        asked,
    ):
        return "yes"
    if re.search(
        r"\b(?:do|does) (?:it )?(?:anything|something)\b|\bstill\b|\bresolve\w*|\bwork\w*|\bhappen\w*|\bhace algo\b|"
        r"\bse resuelve\b|\bfunciona\w*|\bpasa algo\b|\bigual\b|\bsigue\b|\bocurre\w*|\bsucede\w*",
        asked,
    ):
        return "no"
    return None


def _lethal_first(frame: Frame) -> str | None:
    """No when the damage said is at least the life said, yes when it is less; None when either is missing."""
    life, hit = _LIFE_AT.search(frame.folded), _HIT.search(frame.folded)
    if _AT_THEM.search(frame.folded) and not _AT_ME.search(frame.folded):
        life = _THEIR_LIFE_AT.search(frame.folded)  # the opponent's life-gain spell and the asker's burn
    elif not _AT_ME.search(frame.folded):
        return None
    if life is None or hit is None:
        return None
    if re.search(r"\b(?:creature|planeswalker|criatura|bicho)\b", frame.folded[hit.start() : hit.end() + 40]):
        return None  # "3 damage to my creature": not to the player
    damage = int(next(g for g in hit.groups() if g))
    return "no" if damage >= int(life.group(1)) else "yes"


def _protection_asked(frame: Frame) -> str | None:
    """ "does protection still prevent it?" no; "does the creature with protection take the damage?" yes."""
    asked = frame.clause or frame.asked
    if re.search(r"\btarget\w*|\bobjetivo\b|\bblock\w*|\bbloque\w*|\benchant\w*|\bencant\w*|\bequip\w*", asked):
        return None  # protection's other parts: targeting, blocking, enchanting (702.16b–d), not damage
    if re.search(r"\b(?:prevent\w*|previen\w*|prevenir|evita\w*|stops? the damage)\b", asked):
        return "no"
    if re.search(r"\b(?:take|takes|dealt|recibe\w*|le hace|die|dies|muere)\b", asked):
        return "yes"
    return None


def _trigger_asked(frame: Frame) -> str | None:
    """ "does it even trigger?" no."""
    asked = frame.clause or frame.asked
    return "no" if re.search(r"\btrigger\w*|\bdispar\w*", asked) else None


def _shield_asked(frame: Frame) -> str | None:
    """ "is the shield used up?" no; "is the shield still there?" yes."""
    asked = frame.clause or frame.asked
    if re.search(
        r"\bused up\b|\buse[sd]? up\b|\bconsum\w*|\bgast\w*|\breduc\w*|\bspent\b|\bwast\w*|\bburn\w* (?:through|off)\b",
        asked,
    ):
        return "no"
    if re.search(
        r"\bstill (?:there|up|have|active|intact)\b|\bsigue (?:ahi|activo|intacto|teniendo)\b|\bintact\w*|\bkeep\w*",
        asked,
    ):
        return "yes"
    return None


def _draw_asked(frame: Frame) -> str | None:
    """ "does the caster win?" no; "is it a draw?" / "do we both lose?" yes."""
    asked = frame.clause or frame.asked
    if re.search(r"\bdraw\b|\btie\b|\bempate\b|\bempat\w*|\bboth lose\b|\bperdemos\b|\bpierden los dos\b", asked):
        return "yes"
    if re.search(r"\bwins?\b|\bgana\w*|\bwinner\b|\bganador\b", asked):
        return "no"
    return None


#: damage that can't be prevented, said in English or Spanish
_UNPREVENTABLE = r"\bcan'?t be prevented\b|\bcannot be prevented\b|\bno (?:se )?puede(?:n)? prevenir(?:se)?\b"
_RESPOND = r"\b(?:respond\w*|in response|responder|respuesta)\b"
_FALSE_SAID = (
    r"\b(?:no longer|isn'?t true|is not true|not true|is false|ya no se cumple|no se cumple|deja de cumplirse|"
    r"ya no es cierta|es falsa|stops? being true|deja de ser (?:cierta|cierto|verdad))\b"
)
#: the intervening "if" named, or written out as the template "when X, if Y, do Z"
_INTERVENING = r"\b(?:intervening|interviniente|intercalad\w*)\b|\bwhen(?:ever)? \w+, if \w+\b|\bcuando \w+, si \w+\b"
_FACTS = (
    _Fact(
        "intervening_never",
        (
            re.compile(_INTERVENING),
            re.compile(_FALSE_SAID),
            re.compile(
                r"\bwhen the (?:trigger )?event (?:happens|occurs)\b|\bwhen it would trigger\b|"
                r"\bcuando (?:ocurre|sucede|pasa) el evento\b|\bal (?:ocurrir|suceder) el evento\b"
            ),
        ),
        "603.4",
        r"The ability triggers only if it is",
        None,
        _trigger_asked,
    ),
    _Fact(
        "intervening_false",
        (
            re.compile(_INTERVENING),
            re.compile(_FALSE_SAID),
        ),
        "603.4",
        r"removed from the stack and does nothing",
        None,
        _does_nothing_asked,
    ),
    _Fact(
        "unpreventable_protection",
        (
            re.compile(_UNPREVENTABLE),
            re.compile(r"\bprotection\b|\bproteccion\b"),
        ),
        "615.12",
        r"won’t prevent any damage",
        None,
        _protection_asked,
    ),
    _Fact(
        "replacement_twice",
        (
            re.compile(r"\b(?:same|mismo) (?:replacement|efecto de reemplazo)\b|\breplacement effect apply twice\b"),
            re.compile(r"\b(?:twice|again|two times|dos veces|otra vez|de nuevo|volver a aplicar\w*)\b"),
            # the same event, and one effect: two Doubling Seasons are two effects, the next draw another event
            re.compile(
                r"^(?!.*\b(?:two (?:copies|cards|of)|dos (?:copias|cartas)|different|distint\w*|both|ambos|next|"
                r"proxim\w*|siguiente|doublers?|duplicador\w*)\b).*\b(?:one|same|single|un|una|mismo|modified|"
                r"modificado)\s+(?:\w+\s+)?(?:event|evento)\b"
            ),
        ),
        "614.5",
        r"only one opportunity",
        r"una sola oportunidad",
        _no,
    ),
    _Fact(
        "counters_cancel",
        (
            re.compile(r"\+1/\+1"),
            re.compile(r"-1/-1"),
            # responding before they cancel, not to the ability that puts the -1/-1 counter
            re.compile(
                r"\b(?:before|antes de que)\b[^.?]{0,30}\b(?:cancel\w*|anul\w*|removed|se quiten|annihilat\w*)|"
                r"\bin between\b|\ben el medio\b"
            ),
            re.compile(_RESPOND + r"|\bcan i (?:do|cast|activate) (?:something|anything)\b"),
            re.compile(r"^(?!.*\b(?:to (?:the|that|its) ability|a (?:esa|la|su) habilidad|activa\w*)\b)"),
        ),
        "704.5q",
        r"counters are removed from it",
        None,
        _no,
    ),
    _Fact(
        "exile_not_dying",
        (
            re.compile(r"^(?!.*\b(?:graveyard|cementerio|later|despues|luego)\b).*\bexil\w*"),
            re.compile(
                r"\b(?:count\w* as|considered|same as|cuenta como|se considera|es lo mismo que|equivale a)\b[^.?]{0,20}"
                r"\b(?:dying|dies|die|death|morir|muere|muerte|morirse)\b"
            ),
        ),
        "700.4",
        r"is put into a graveyard from the battlefield",
        None,
        _no,
    ),
    _Fact(
        "left_game_spell",
        (
            re.compile(
                r"\b(?:concede[sd]?|conceding|left the game|leaves the game|se rindio|se rinde|abandona\w* la partida|"
                r"se retira\w*|dejo la partida)\b"
            ),
            # the leaver's own spell: "¿su hechizo se resuelve?", not the asker's spell aimed at them
            re.compile(r"\b(?:su|his|her|their)\s+(?:\w+\s+)?(?:spell|hechizo)\b"),
            re.compile(
                r"^(?!.*\b(?:player|jugador) ?(?:\d|[a-d]\b)|.*\b(?:another|other|otro) (?:player|jugador)|.*\bthird\b|"
                r".*\btercer)"
            ),
            re.compile(r"\b(?:resolve\w*|resuelv\w*)\b"),
        ),
        "800.4a",
        r"all objects \(see rule 109\) owned by that player leave the game",
        None,
        _no,
    ),
    _Fact(
        "lethal_before_gain",
        (
            re.compile(r"\b(?:gain\w* life|life ?gain|lifegain|ganar vidas?|gan\w* vidas?)\b"),
            re.compile(r"\b(?:on the stack|en la pila|casts?|lanza\w*)\b"),
            re.compile(_RESPOND + r"|\bresponde\b"),
            re.compile(r"\b(?:resolve\w*|resuelv\w*|survive\w*|sobreviv\w*)\b"),
        ),
        "704.5a",
        r"0 or less life",
        None,
        _lethal_first,
    ),
    _Fact(
        "unpreventable_shield",
        (
            re.compile(_UNPREVENTABLE),
            re.compile(
                r"\bshield\b|\bescudo\b|\bprevent(?:s|ing)? the next\b|\bpreven(?:ir)? (?:los|el) (?:siguientes?|proximos?)\b"
            ),
            re.compile(r"^(?!.*\b(?:protection|proteccion)\b)"),
        ),
        "615.12",
        r"won’t be reduced by damage that can’t be prevented",
        None,
        _shield_asked,
    ),
    _Fact(
        "both_lose_draw",
        (
            re.compile(r"\b(?:both|ambos|los dos|a mi pana y a mi|a mi rival y a mi|a mi oponente y a mi|nos deja)\b"),
            re.compile(r"\b0 (?:life|vidas?)\b|\bzero life\b|\bcero vidas?\b"),
            re.compile(r"\b(?:same time|simultaneous\w*|mismo tiempo|a la vez|simultane\w*)\b"),
            re.compile(r"^(?!.*\b(?:three|four|tres|cuatro|multiplayer|multijugador|commander|pod)\b)"),
        ),
        "104.4a",
        r"lose simultaneously, the game is a draw",
        None,
        _draw_asked,
    ),
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.cards or frame.qtype is not QType.YES_NO:
        return None
    for fact in _FACTS:
        if not all(p.search(frame.folded) for p in fact.said):
            continue
        opener = fact.answer(frame)
        if opener is None:
            return None
        rule = cite(fact.rule, fact.pattern, fact.pattern_es)
        key = f"facts.{fact.key}"
        if fact.key == "lethal_before_gain":
            key += ("_survives" if opener == "yes" else "") + ("_theirs" if _AT_THEM.search(frame.folded) else "")
        return answered(opener, t(frame.lang, key), rule, cite, (), "rule_facts")
    return None
