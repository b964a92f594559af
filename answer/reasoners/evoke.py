"""An evoked creature's "enters" ability (702.74a, 603.3b, 113.7a): cast for its evoke cost it still enters, so its
own "when this enters" ability triggers together with evoke's sacrifice trigger; its controller controls both and
puts them on the stack in the order they choose, and the "enters" ability resolves even after the creature is
sacrificed. Fires only for a named card with evoke and an "enters" ability, in a question that evokes it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    FLICKER,
    FLICKER_WORDS,
    NO_ENTER_TRIGGERS,
    Citer,
    Step,
    Verdict,
    answered,
    ids,
    name_pattern,
)
from answer.text import number

_EVOKE = re.compile(r"^evoke \{", re.I | re.M)
_ENTERS = re.compile(r"^(?:[\w' -]{3,30} — )?when [^,]+ enters the battlefield, ([^.]+)\.", re.I | re.M)
_EVOKED = re.compile(r"\bevok\w*|\bevoc\w*|\bevoq\w*")  # "evoqué"
#: asks whether the "enters" effect still happens: "do I still draw", "¿llego a robar?", "does the ETB trigger?"
_GETS = re.compile(
    r"\b(draw|draws|get|gets|trigger\w*|etb|happen|resolve\w*|destroy\w*|still|rob\w*|llego|dispar\w*|resuelv\w*|"
    r"destru\w*|igual|sigue|funciona)\b"
)
_CAN_I_CHOOSE = re.compile(
    r"^\W*(?:(?:y|and|so)\s+)?(?:can i|do i get to|may i|puedo|podemos)\b[^?]{0,20}\b(?:choose|pick|decide|order|elegir|"
    r"escoger|decidir|ordenar)\w*"
)
_ORDER = re.compile(r"\border\b|\borden\w*|\bwhich first|\bcual primero|\bquien (ordena|elige|decide)")


_ASKS_STAYS = re.compile(r"\bstays?\b|\bremains?\b|\bse queda\w*|\bsigue en\b|\bkeep (?:it|him|her)\b")
_YES_NO_AUX = re.compile(r"\b(?:do|does|did|will|would|can|could|still|sigo|sigue|puedo|llego a|consigo)\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHO, QType.ORDER, QType.HOW_MANY) or not _EVOKED.search(frame.folded):
        return None
    card = next((c for c in frame.cards if _EVOKE.search(c.oracle_text) and _ENTERS.search(c.oracle_text)), None)
    if card is None:
        return None
    if any(re.search(r"^counter target", c.oracle_text, re.I | re.M) for c in frame.cards):
        return None  # "can I Negate an evoked Mulldrifter?": the counterspell's target is asked, not evoke's triggers
    if re.search(
        r"\btokens?\b|\bfichas?\b|\bcop(?:y|ies|ia|ias)\b|\bcopied\b|\bi clone\w*|\bmy clone\b|\bclono\b|\bmi clon\b",
        frame.folded,
    ):
        return None  # a token copy or a Clone of it was never evoked: its own triggers, not the ones read here
    flickers = [c for c in frame.cards if c is not card and FLICKER.search(c.oracle_text)]
    verbs = "|".join([FLICKER_WORDS.pattern, *(name_pattern(c) for c in flickers)])
    # flickered itself, with the sacrifice trigger waiting: "with the sacrifice trigger on the stack I Ghostly Flicker
    # it", not another creature flickered, nor after the sacrifice resolved
    flicker = re.search(rf"(?:{verbs})\w*\b[^.?]{{0,30}}\b(?:it|him|her|{name_pattern(card)})\b", frame.folded)
    # "le tiro Ephemerate": the clitic says it is aimed at the evoked creature, unless it doubles another object said
    # just before it ("a mi otra criatura le tiro Ephemerate")
    clitic = re.search(
        rf"\b(?:le|lo|la) (?:tiro|lanzo|hago|meto|echo)\s+(?:un |una |el |la )?(?:{verbs})", frame.folded
    )
    if (
        flicker is None
        and clitic
        and not re.search(r"\ba (?:mi|su|tu|la|el|otra|otro)\b[^.,?]{0,30}$", frame.folded[: clitic.start()])
    ):
        flicker = clitic
    waiting = re.search(r"\bon the stack\b|\ben la pila\b|\bin response\b|\ben respuesta\b", frame.folded)
    resolved = re.search(r"\bresolv\w* first\b|\balready\b|\bya se\b|\bse resolvi\w*\b", frame.folded)
    if (
        flicker
        and waiting
        and not resolved
        and frame.qtype is QType.YES_NO
        and _ASKS_STAYS.search(frame.clause or frame.asked)
    ):
        # "with the sacrifice trigger on the stack I Ghostly Flicker it: does Mulldrifter stay?" Yes: it comes back as
        # a new object the sacrifice trigger can't find (400.7), and it wasn't evoked this time
        new = cite("400.7", r"becomes a new object", r"objeto nuevo")
        return answered("yes", t(frame.lang, "evoke.flickered", card=card.name), new, cite, frame.cards, "evoke")
    orb = next((c for c in frame.in_play if NO_ENTER_TRIGGERS.search(c.oracle_text)), None)
    if orb is not None and frame.qtype is QType.YES_NO and _ASKS_STAYS.search(frame.clause or frame.asked):
        # "el oponente tiene Torpor Orb. si evoco Mulldrifter, ¿se queda en el campo?" Yes: evoke's sacrifice is an
        # enters trigger, and Torpor Orb stops creatures entering from causing abilities to trigger
        rule = cite("702.74a", r"its controller sacrifices it", r"sacrifica")
        finding = t(frame.lang, "evoke.orb", card=card.name, orb=orb.name)
        return answered("yes", finding, rule, cite, (card, orb), "evoke")
    if frame.qtype is QType.HOW_MANY:  # "I evoke Mulldrifter: how many cards do I draw?"
        enters = _ENTERS.search(card.oracle_text)
        draws = re.search(r"\bdraw (\w+) cards?", enters[1], re.I) if enters else None
        count = number(draws[1]) if draws else None
        if count is None or not re.search(r"\bcards?\b|\bcartas?\b|\bdraw|\brob", frame.clause or frame.asked):
            return None
        if len(frame.cards) > 1:
            return None  # another card (Panharmonicon, a Stifle) may change the count: not read here
        evoke = cite("702.74a", r"its controller sacrifices it", r"sacrifica")
        alone = cite("113.7a", r"exists on the stack independently of its source", r"independientemente")
        finding = t(frame.lang, "evoke.both", card=card.name) + ids(evoke, alone)
        steps = [Step(finding, tuple(r for r in (evoke, alone) if r))]
        return Verdict(f"{count}. {finding}", steps, cite.quotes, (card,), "evoke")
    order_asked = frame.qtype is not QType.YES_NO or bool(_ORDER.search(frame.folded))
    # asked besides "who orders them?": another question in the text asks whether the effect happens
    rest = frame.folded if frame.qtype is QType.YES_NO else frame.folded.replace(frame.clause or frame.asked, "")
    gets_asked = bool(_GETS.search(rest)) and (
        frame.qtype is QType.YES_NO or ("?" in rest and bool(_YES_NO_AUX.search(rest)))
    )  # "which goes first, the sacrifice or the draw 2? who decides?" asks no yes or no
    if frame.qtype is QType.YES_NO and not gets_asked:
        return None
    if frame.qtype is QType.YES_NO and _ASKS_STAYS.search(frame.clause or frame.asked):
        return None  # "does Mulldrifter stay?": whether it is still there, not whether its enters ability resolves
    lang = frame.lang
    evoke = cite("702.74a", r"its controller sacrifices it", r"sacrifica")
    order = cite("603.3b", r"in any order they choose", r"en el orden que elija")
    alone = cite("113.7a", r"exists on the stack independently of its source", r"independientemente")
    finding = t(lang, "evoke.both", card=card.name) + ids(evoke, order, alone)
    opener = ""
    if gets_asked or _CAN_I_CHOOSE.search(frame.clause or frame.asked):
        opener = t(lang, "yes") + " "  # "¿puedo elegir yo en qué orden van a la pila?": yes, you choose
    elif order_asked:
        opener = t(lang, "evoke.you_choose") + " "
    steps = [
        Step(t(lang, "evoke.step_triggers", card=card.name) + ids(evoke), (evoke,) if evoke else ()),
        Step(t(lang, "evoke.step_order") + ids(order), (order,) if order else ()),
        Step(t(lang, "evoke.step_resolves", card=card.name) + ids(alone), (alone,) if alone else ()),
    ]
    return Verdict(opener + finding, steps, cite.quotes, (card,), "evoke")
