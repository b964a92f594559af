"""Who owns what, and what a copy gets: a card goes to its owner's graveyard or hand whoever controlled it
(400.3), a dies trigger belongs to the player who controlled the creature (603.3a); a copy gets only the
copiable values, not the original's pump effects, counters or status (707.2)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import GAINS_CONTROL, I_TOOK, TAKEN_FROM_ME, Citer, Step, Verdict, answered, ids
from answer.reasoners.copies import ENTERS_WITH

_WHICH_ZONE = re.compile(
    r"which graveyard|whose graveyard|what graveyard|which hand|whose hand|where does (the |it |that )?\w* ?go\b|"
    r"a donde va|adonde va|"
    r"(a|en) (que|cual) cementerio|cementerio de quien|(a|en) (que|cual) mano|mano de quien"
)
_TO_MY_ZONE = re.compile(r"\b(?:to|into|in) my (?:hand|graveyard|library)\b|\ba mi (?:mano|cementerio|biblioteca)\b")
_WHO_GETS = re.compile(r"who (gets|controls|creates|draws)|quien (obtiene|recibe|controla|crea|se queda|se lleva|roba)")
#: the asker asks whether they (still) get what the trigger makes: "¿sigo recibiendo yo la bestia?", "do I still get
#: the Beast?"
_I_GET = re.compile(
    r"\b(?:do|would|will|did) i (?:still )?(?:get|draw|gain|make|create)\b|\bi still get\b|\b(?:sigo|seguiria) "
    r"(?:recibiendo|obteniendo|ganando|robando|creando)\b|\b(?:recibo|obtengo|creo|me (?:la |lo )?(?:quedo|llevo|toca)) yo\b"
)
_COPIER = re.compile(r"as a copy of|becomes a copy of|create a token that'?s a copy", re.I)
_ASKS_EXTRA = re.compile(
    r"\balso\b|\btoo\b|tambien|[+-]\d+/[+-]\d+|counters?|contador|pump|bonus|aura|equip|enchant|still (have|has|get)"
)


_GRAVEYARD_HATER = re.compile(r"graveyard from anywhere, exile it instead|would die, exile it instead", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    return _owners_zone(frame, cite) or _copy(frame, cite)


def _owners_zone(frame: Frame, cite: Citer) -> Verdict | None:
    zone_asked = bool(_WHICH_ZONE.search(frame.asked)) or (
        frame.qtype is QType.WHO and bool(re.search(r"graveyard|cementerio", frame.asked))
    )
    i_get = frame.qtype is QType.YES_NO and bool(_I_GET.search(frame.clause or frame.asked))
    # "I Act of Treason their Wall of Omens then Snap it: does it go to my hand?": the owner's hand, not mine
    mine_asked = (
        frame.qtype is QType.YES_NO
        and _TO_MY_ZONE.search(frame.clause or frame.asked)
        and I_TOOK.search(frame.folded)
        and not re.search(r"\bmy own\b|\bmi propi[oa]\b|\bclon\w*|\bcop(?:y|ia)\w*", frame.folded)
    )
    zone_asked = zone_asked or bool(mine_asked)
    if not zone_asked and not i_get and not (frame.qtype is QType.WHO and _WHO_GETS.search(frame.asked)):
        return None
    if not (
        any(GAINS_CONTROL.search(c.oracle_text) for c in frame.cards)
        or re.search(r"\bsteal|\bstole|\bstolen|rob[oóa]|\bborrow|my opponent'?s|de mi (oponente|rival)", frame.folded)
    ):
        return None
    if any(_GRAVEYARD_HATER.search(c.oracle_text) for c in frame.in_play):
        return None  # Leyline of the Void, Rest in Peace: exiled instead, the exile reasoner's question
    lang = frame.lang
    rule = cite("400.3", r"owner’s corresponding zone", r"zona correspondiente")
    asked = frame.clause or frame.asked
    zone = "hand" if re.search(r"\bhand\b|\bmano\b", asked) else "library" if re.search(
        r"\blibrary\b|\bbiblioteca\b", asked) else "graveyard"  # fmt: skip
    text = t(lang, f"objects.owners_{zone}") + ids(rule) if zone_asked else ""
    if mine_asked:
        if TAKEN_FROM_ME.search(frame.folded):
            return None  # the asker's own card: the owner's zone is theirs, asked some other way
        text = t(lang, "no") + " " + text
    steps = [Step(text, (rule,) if rule else ())] if zone_asked else []
    # "who gets the Wurm tokens / the 3/3 Beast?": a dies or leaves-the-battlefield trigger that creates something
    made = (
        (c, m[1], m[2])
        for c in frame.cards
        if (m := re.search(r"\b(dies|leaves the battlefield)\b[^.]*\b(create|draw|gain|search)", c.oracle_text, re.I))
    )
    trigger = next(made, None)
    if trigger is not None and (_WHO_GETS.search(frame.folded) or i_get):
        controls = cite("603.3a", r"controlled by the player who controlled its source", r"controlada por el jugador")
        key = "objects.dies_trigger_yours" if trigger[1].lower() == "dies" else "objects.leaves_trigger_yours"
        if re.search(
            r"\b(?:dies|leaves the battlefield)\b[^.]*\b(?:target|each) opponent", trigger[0].oracle_text, re.I
        ):
            key = "objects.trigger_opponent"  # Thought-Knot Seer: "target opponent draws" — your opponent, not you
        elif TAKEN_FROM_ME.search(frame.folded) and not I_TOOK.search(frame.folded):
            key = "objects.trigger_theirs"  # "mi rival me roba el thragtusk y lo sacrifica": the thief is the opponent
        gives = t(lang, f"objects.made_{trigger[2].lower()}")
        line = t(lang, key, card=trigger[0].name, made=gives) + ids(controls)
        if i_get and not zone_asked:  # "¿sigo recibiendo yo la bestia?": yours unless the card names an opponent
            line = t(lang, "yes" if key.endswith("_yours") else "no") + " " + line
        text = (text + " " + line).strip()
        steps.append(Step(line, (controls,) if controls else ()))
    if not text:
        return None
    return Verdict(text, steps, cite.quotes, frame.cards, "objects")


def _copy(frame: Frame, cite: Citer) -> Verdict | None:
    copier = next((c for c in frame.cards if _COPIER.search(c.oracle_text)), None)
    if copier is None or frame.qtype is not QType.YES_NO or not _ASKS_EXTRA.search(frame.asked):
        return None
    if re.search(r"\bdies?\b|\bmuere\b|\btrigger\w*|\bdispar\w*|\bwhen it\b|\bcuando\b", frame.asked):
        return None  # "if the token copy dies, do I get the two Wurms too?": a copy has the original's abilities
    if any(ENTERS_WITH.search(c.oracle_text) for c in frame.cards if c is not copier):
        return None  # Servant of the Scale's "enters with a +1/+1 counter" is copied and applies (copies' answer)
    lang = frame.lang
    rule = cite("707.2", r"are not copied", r"no se copian")
    return answered("no", t(lang, "objects.copy_printed", card=copier.name), rule, cite, (copier,), "objects")
