"""Who owns what, and what a copy gets: a card goes to its owner's graveyard or hand whoever controlled it
(400.3), a dies trigger belongs to the player who controlled the creature (603.3a); a copy gets only the
copiable values, not the original's pump effects, counters or status (707.2)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids

_WHICH_ZONE = re.compile(
    r"which graveyard|whose graveyard|what graveyard|which hand|whose hand|"
    r"(a|en) (que|cual) cementerio|cementerio de quien|(a|en) (que|cual) mano|mano de quien"
)
_STOLEN = re.compile(r"gain control of|you control enchanted creature", re.I)
_WHO_GETS = re.compile(r"who (gets|controls|creates)|quien (obtiene|recibe|controla|crea|se queda)")
_COPIER = re.compile(r"as a copy of|becomes a copy of|create a token that'?s a copy", re.I)
_ASKS_EXTRA = re.compile(
    r"\balso\b|\btoo\b|tambien|[+-]\d+/[+-]\d+|counters?|contador|pump|bonus|aura|equip|enchant|still (have|has|get)"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    return _owners_zone(frame, cite) or _copy(frame, cite)


def _owners_zone(frame: Frame, cite: Citer) -> Verdict | None:
    if not _WHICH_ZONE.search(frame.asked) and not (
        frame.qtype is QType.WHO and re.search(r"graveyard|cementerio", frame.asked)
    ):
        return None
    if not (
        any(_STOLEN.search(c.oracle_text) for c in frame.cards)
        or re.search(r"\bsteal|\bstole|\bstolen|rob[oóa]|\bborrow|my opponent'?s|de mi (oponente|rival)", frame.folded)
    ):
        return None
    lang = frame.lang
    rule = cite("400.3", r"owner’s corresponding zone", r"zona correspondiente")
    text = t(lang, "objects.owners_graveyard") + ids(rule)
    steps = [Step(text, (rule,) if rule else ())]
    trigger = next((c for c in frame.cards if re.search(r"\bdies\b[^.]*\bcreate", c.oracle_text, re.I)), None)
    if trigger is not None and _WHO_GETS.search(frame.folded):
        controls = cite("603.3a", r"controlled by the player who controlled its source", r"controlada por el jugador")
        line = t(lang, "objects.dies_trigger_yours", card=trigger.name) + ids(controls)
        text += " " + line
        steps.append(Step(line, (controls,) if controls else ()))
    return Verdict(text, steps, cite.quotes, frame.cards, "objects")


def _copy(frame: Frame, cite: Citer) -> Verdict | None:
    copier = next((c for c in frame.cards if _COPIER.search(c.oracle_text)), None)
    if copier is None or frame.qtype is not QType.YES_NO or not _ASKS_EXTRA.search(frame.asked):
        return None
    lang = frame.lang
    rule = cite("707.2", r"are not copied", r"no se copian")
    return answered("no", t(lang, "objects.copy_printed", card=copier.name), rule, cite, (copier,), "objects")
