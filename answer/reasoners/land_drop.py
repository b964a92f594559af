"""One land a turn (305.2, 305.2a): a land played from exile, the graveyard or the top of the library (Light Up the
Stage, Crucible of Worlds, Courser of Kruphix) still counts against the one land a turn, so after the land drop is
used it can't be played unless an effect allows an additional land. Fires only when the question says a land was
already played this turn and asks whether another can be played."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import THEIR_TURN, Citer, Verdict, answered, is_spell_card, name_pattern

_PLAYED = re.compile(
    r"\balready (?:played|dropped) (?:a |my |the |one )?land\b|\bused my land drop\b|\bland drop (?:is )?(?:used|gone)\b|"
    r"\bya (?:jugue|baje|puse|he jugado|he bajado) (?:una |mi |la )?tierra\b|\bya use mi (?:tierra|jugada de tierra)\b"
)
_ASKS_PLAY = re.compile(
    r"\b(?:can|could|may) i (?:still )?play\b|\bpuedo (?:volver a )?(?:jugar|bajar|poner)\w*\b|"
    r"\b(?:la|lo) (?:puedo|podria) (?:volver a )?(?:jugar|bajar)\b"  # "la puedo volver a jugar este turno?"
)
_COUNTERS_SPELLS = re.compile(r"^counter target", re.I | re.M)
_MORE_LANDS = re.compile(r"play an additional land|play (?:two|three|any number of) (?:additional )?lands", re.I)


#: an effect that puts a land card from the hand onto the battlefield (Growth Spiral, Arboreal Grazer)
_PUTS_LAND = re.compile(r"\bput (?:a|up to \w+) land cards? from your hand onto the battlefield\b", re.I)


#: a land being played: "opp plays a land", "mi rival baja una tierra", "their land drop"
_LAND_PLAY = re.compile(
    r"\b(?:play\w*|drop\w*|put\w*) (?:down )?(?:a |an |their |his |her |the |my )?(?:\w+ )?land\b|\bland drop\b|"
    r"\b(?:baja\w*|jueg\w*|juga\w*|jugo|jugue|pon\w*|tira\w*) (?:una |la |su )?tierra\b|"
    # "a land my opponent plays", "una tierra que juega el rival"
    r"\b(?:counter\w*|contrarrest\w*)\s+(?:an? |the |una |la )(?:land|tierra)\b(?! (?:ability|trigger|habilidad))"
)
#: "is that a thing?", "is that legal?", "¿se puede?": whether what was told is allowed
_IS_IT_ALLOWED = re.compile(r"\bis (?:that|this|it) (?:a thing|legal|allowed|possible)\b|\bse puede\b|\bes legal\b")
#: a spell cast after the land: "I played a Forest and then cast Tarmogoyf"
_SPELL = re.compile(r"\bcast\w*|\blanz\w*|\bspell|\bhechizo|\bcreature|\bcriatura")
#: asks to counter it or respond to it
_ASKS_COUNTER = re.compile(r"\bcounter\w*|\bcontrarrest\w*|\bcontrahechizo\b|\brespond\w*|\brespuesta\b|\bstifle\b")
#: an ability of the land or one it triggers: those use the stack (fetch lands, landfall)
_LAND_ABILITY = re.compile(
    r"\babilit\w*|\bhabilidad\w*|\btrigger\w*|\bdispar\w*|\blandfall\b|\baterrizaje\b|\bfetch\w*|\bsacrific\w*"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    return (
        _put_by_spell(frame, cite)
        or _used(frame, cite)
        or _no_stack(frame, cite)
        or _land_face(frame, cite)
        or _their_turn(frame, cite)
    )


#: a spell that puts a land card from the library onto the battlefield: Cultivate, Rampant Growth, Kodama's Reach
_FETCHES_LAND = re.compile(r"\bsearch your library for [^.]*\bland cards?\b[^.]*\bonto the battlefield\b", re.I)
#: asks whether the land drop is used, or whether a land can still be played
_ASKS_DROP_LEFT = re.compile(
    r"\bstill (?:play|drop)\b|\bland drop\b|\bland for (?:the|this) turn\b|\btodavia puedo (?:bajar|jugar)\b|"
    r"\btierra del turno\b|\bgaste mi tierra\b|\bcuenta como (?:mi )?tierra\b|\bcount as (?:my )?land\b"
)


#: asks to put a land onto the battlefield with the spell: "¿puedo poner otra en el campo con Rampant Growth?"
_ASKS_PUT = re.compile(r"\b(?:can i|could i|puedo|podria)\s+(?:still |also |igual )?(?:put|poner|meter|sacar)\b")


#: a land played told: "I played a Forest", "jugué un bosque", "baje una tierra"
_LAND_PLAYED_TOLD = re.compile(
    r"\b(?:i )?(?:played|dropped) (?:a|an|my|the) (?:\w+ )?(?:land|forest|island|swamp|mountain|plains)\b|"
    r"\b(?:jugue|baje) (?:un|una|mi) (?:tierra|bosque|isla|pantano|montana|llanura)\b|"
    # "después de jugar mi tierra del turno", "after playing my land"
    r"\b(?:despues de|tras|after) (?:jugar|bajar|playing|dropping) (?:mi|la|my|the|a|una) (?:\w+ )?(?:tierra|land)\b"
)


def _put_by_spell(frame: Frame, cite: Citer) -> Verdict | None:
    """ "jugué Cultivate y puse un bosque en el campo. ¿ya gasté mi tierra del turno?" No: a land put onto the
    battlefield by an effect isn't played (305.4); the land drop is still there. "After my land drop, can I put
    another onto the battlefield with Rampant Growth?" Yes, for the same reason."""
    clause = frame.clause or frame.asked
    # a fetch land (Evolving Wilds) is itself played; only the land it fetches is put
    putter = next((c for c in frame.cards if "Land" not in c.type_line and _FETCHES_LAND.search(c.oracle_text)), None)
    if (
        frame.qtype is QType.YES_NO
        and putter is not None
        and is_spell_card(putter)
        and _ASKS_PUT.search(clause)
        and re.search(r"\blands?\b|\btierras?\b|\banother\b|\botra\b", clause)
        and len(frame.cards) == 1
        and not re.search(
            r"opponent'?s turn|their turn|turno del (?:rival|oponente)|\bsu turno\b|nonbasic|no basica|untapped|"
            r"enderezad|sin girar",
            frame.folded,
        )
    ):
        rule = cite("305.4", r"isn’t the same as “playing a land”", r"")
        return answered("yes", t(frame.lang, "land_drop.put", card=putter.name), rule, cite, (putter,), "land_drop")
    if frame.qtype is not QType.YES_NO or not _ASKS_DROP_LEFT.search(clause):
        return None
    if putter is None or _PLAYED.search(frame.folded) or _LAND_PLAYED_TOLD.search(frame.folded):
        return None  # "I played a Forest this turn and then cast Rampant Growth": the drop is used
    rule = cite("305.4", r"isn’t the same as “playing a land”", r"")
    used_asked = re.search(r"\bused\b|\bgaste\b|\bgastado\b|\bcount as\b|\bcuenta como\b", frame.clause or frame.asked)
    still_asked = re.search(r"\bstill\b|\btodavia\b|\baun\b", frame.clause or frame.asked)
    answer: str | None = "yes" if still_asked or not used_asked else "no"
    if used_asked and still_asked:  # "¿ya gasté mi tierra o todavía puedo bajar una?": the finding says which
        answer = None
    finding = t(frame.lang, "land_drop.put", card=putter.name)
    return answered(answer, finding, rule, cite, (putter,), "land_drop")


_LAND_ASKED = re.compile(r"\b(?:play|drop|put down)\b[^?]{0,20}\bland\b|\b(?:jugar|bajar|poner)\b[^?]{0,20}\btierra\b")


_LANDS_BY_PRONOUN = re.compile(
    r"\b(?:la|las) (?:puedo|podria) (?:jugar|bajar)\b|\b(?:jugarla|jugarlas|bajarla|bajarlas)\b|"
    r"\bplay (?:it|them|one|those)\b"
)


def _their_turn(frame: Frame, cite: Citer) -> Verdict | None:
    """ "si tengo un efecto que me deja jugar tierras adicionales, ¿puedo jugar una tierra en el turno de otro jugador?"
    No: a land is played only in a main phase of your own turn with an empty stack (305.1); extra land drops don't
    change when (305.2)."""
    clause = frame.clause or frame.asked
    # "un efecto me deja jugar tierras del tope… ¿las puedo jugar en el turno del rival?": the lands told, a pronoun asked
    pronoun = _LANDS_BY_PRONOUN.search(clause) and re.search(r"\blands?\b|\btierras?\b", frame.folded)
    if frame.qtype is not QType.YES_NO or not (
        (_LAND_ASKED.search(clause) or pronoun) and THEIR_TURN.search(frame.folded)
    ):
        return None
    if any(
        re.search(r"play lands? (?:any time|at instant speed|as though it had flash)", c.oracle_text, re.I)
        for c in frame.cards
    ):
        return None
    rule = cite("305.1", r"during a main phase of their turn when the stack is empty", r"")
    extra = re.search(r"\badditional\b|\bextra\b|\badicional\w*", frame.folded)
    key = "land_drop.own_turn_extra" if extra else "land_drop.own_turn"
    return answered("no", t(frame.lang, key), rule, cite, frame.cards, "land_drop")


#: a land played from somewhere other than the hand
_OTHER_ZONE = re.compile(
    r"\bfrom (?:the |my |your |their )?(?:graveyard|yard|gy|exile|library)\b|\b(?:del|desde el) cementerio\b|"
    r"\b(?:del|desde el) exilio\b|\bmilled\b"
)


def _land_face(frame: Frame, cite: Citer) -> Verdict | None:
    """ "can I play Agadeem's Awakening as my land for the turn (the Undercrypt side)?": yes, a modal double-faced
    card with a land face is played as a land with that face up (712.12), as the turn's land drop."""
    if frame.qtype is not QType.YES_NO or _PLAYED.search(frame.folded) or _OTHER_ZONE.search(frame.folded):
        return None  # "with Lurrus out, can I play it from the graveyard as the land side?": a permission, not this
    card = next(
        (
            c
            for c in frame.cards
            if len(c.faces) == 2
            and "Land" in c.type_line.split(" // ")[-1]
            and "Land" not in c.type_line.split(" // ")[0]
        ),
        None,
    )
    if card is None or not (
        _ASKS_PLAY.search(frame.clause or frame.asked) and re.search(r"\bland\b|\btierra\b", frame.folded)
    ):
        return None
    rule = cite("712.12", r"chooses one of its faces that’s a land", r"")
    return answered(
        "yes",
        t(frame.lang, "land_drop.land_face", card=card.name, land=card.faces[-1]),
        rule,
        cite,
        (card,),
        "land_drop",
    )


def spell_after(frame: Frame, start: int | None) -> bool:
    """A spell cast after the land play told ("I played a Forest and then cast a creature"): the spell is asked,
    unless the asked clause names the land ("… can I counter the Forest?")."""
    if start is None or not _SPELL.search(frame.folded, start):
        return False
    return not land_asked(frame)


def land_asked(frame: Frame) -> bool:
    """ "… can I counter the land / the Forest?" asks about the land; "… counter the Stone Rain to save my land?"
    doesn't."""
    names = "|".join(p for c in frame.cards if "Land" in c.type_line and (p := name_pattern(c)))
    basics = r"forests?|islands?|mountains?|plains|swamps?|bosques?|islas?|montanas?|llanuras?|pantanos?"
    land = rf"lands?|tierras?|{basics}|{names}" if names else rf"lands?|tierras?|{basics}"
    return bool(
        re.search(
            rf"\b(?:counter\w*|respond\w*|contrarrest\w*)\s+(?:to\s+|a\s+)?(?:the |that |his |her |their |la |su |esa )?"
            rf"(?:{land})\b",
            frame.clause or frame.asked,
        )
    )


def _no_stack(frame: Frame, cite: Citer) -> Verdict | None:
    """Playing a land is a special action (116.2a, 505.6b): it doesn't use the stack, so it can't be countered or
    responded to — "can I counterspell their land?" is no."""
    played = _LAND_PLAY.search(frame.folded)
    if frame.qtype is not QType.YES_NO or not played or spell_after(frame, played.end()):
        return None
    clause = frame.clause or frame.asked
    # "lad played a land and i wanted to counterspell it, is that a thing?": the counter told, whether it's allowed asked
    asks = _ASKS_COUNTER.search(clause) or (_IS_IT_ALLOWED.search(clause) and _ASKS_COUNTER.search(frame.folded))
    if not asks or _LAND_ABILITY.search(frame.folded) or _ASKS_PLAY.search(clause):
        return None  # "can I play my land in response?" asks about my own land play's timing
    if any("Land" not in c.type_line and not _COUNTERS_SPELLS.search(c.oracle_text) for c in frame.cards):
        return None  # a card named in the situation may be what is countered
    if any(re.search(r"\b(?:when|whenever)\b", c.oracle_text, re.I) for c in frame.cards if "Land" in c.type_line):
        return None  # Bojuka Bog: its enters trigger uses the stack and can be responded to
    rule = cite("505.6b", r"can’t be countered", r"contrarrest")
    return answered("no", t(frame.lang, "land_drop.no_stack"), rule, cite, frame.cards, "land_drop")


#: asked outright: "¿puedo jugar dos tierras en el mismo turno?", "can i play a second land this turn?"
_TWO_LANDS = re.compile(
    r"\b(?:two|2|dos|a second|another|una segunda|otra) (?:lands?|tierras?)\b[^.?]{0,30}\b(?:turn|turno)\b|"
    # "ahora tengo 2 (tierras) en la mano. ¿puedo jugar las dos este turno?"
    r"\b(?:play|drop|jugar|bajar|poner) (?:las |los |the )?(?:both|two|2|dos|ambas)\b[^.?]{0,20}\b(?:turn|turno)\b"
)


def _land_played_told(frame: Frame) -> bool:
    """A land play this turn told: "I played a Forest", "I played Evolving Wilds and cracked it" (a named land)."""
    if re.search(r"\blast turn\b|\bprevious turn\b|\bturno (?:pasado|anterior)\b", frame.folded):
        return False
    lands = [c for c in frame.cards if "Land" in c.type_line]
    return bool(_LAND_PLAYED_TOLD.search(frame.folded)) or any(
        re.search(
            rf"\b(?:played|dropped|jugue|baje)\s+(?:(?:a|an|my|un|una|mi)\s+)?(?:{name_pattern(c)})\b", frame.folded
        )
        for c in lands
        if name_pattern(c)
    )


def _used(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    played = bool(_PLAYED.search(frame.folded)) or _land_played_told(frame)
    if frame.qtype is not QType.YES_NO or not (played or _TWO_LANDS.search(clause)):
        return None
    if not _ASKS_PLAY.search(frame.clause or frame.asked):
        return None
    if re.search(r"\bnext turn\b|\bsiguiente turno\b|\bproximo turno\b|\bmanana\b", clause):
        return None  # a later turn: a new land drop
    if any(_MORE_LANDS.search(c.oracle_text) for c in frame.cards):
        return None  # Exploration, Azusa: another land drop
    putter = next((c for c in frame.cards if _PUTS_LAND.search(c.oracle_text)), None)
    if putter is not None and played:
        # "ya bajé mi tierra, si lanzo Growth Spiral ¿puedo poner otra?": put onto the battlefield, not played (305.4)
        rule = cite("305.4", r"isn’t the same as “playing a land”", r"")
        return answered("yes", t(frame.lang, "land_drop.put", card=putter.name), rule, cite, (putter,), "land_drop")
    if not played:  # asked outright, no land said to be played yet
        rule = cite("305.2", r"can normally play one land", r"una tierra")
        return answered("no", t(frame.lang, "land_drop.one_a_turn"), rule, cite, frame.cards, "land_drop")
    rule = cite("305.2a", r"already played this turn", r"ya ha jugado")
    return answered("no", t(frame.lang, "land_drop.used"), rule, cite, frame.cards, "land_drop")
