"""A creature whose size follows its controller's life total (Death's Shadow: "gets -X/-X, where X is your life
total"): X is the life total now, not locked in as it entered, so paying or losing life grows it at once (613.4c);
at toughness 0 or less it is put into the graveyard as a state-based action (704.5f). Fires only for a named card with
that text the asker controls, the asker's life total stated with nothing else changing it but life paid (no gain,
damage, pump or counters), and a question whether it dies or how big it is."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, controller

_LIFE_MINUS = re.compile(r"gets -X/-X, where X is your life total", re.I)
#: the asker's life total said: "tengo 13 vidas", "i'm at 12 life", "i am at 12", "my life is 12"
_LIFE_SAID = re.compile(
    r"\b(?:tengo|i have|i got) (\d{1,2}) (?:vidas?|life|de vida)\b|\b(?:i'?m|i am|estoy) (?:at|on|a|en) (\d{1,2})\b|"
    r"\b(?:my life|mi vida) (?:is|es|esta en|total is) (\d{1,2})\b"
)
#: life paid after the total was said: "pagando 1 vida", "then i pay 2 life" (not "after paying 2", already counted)
_PAID = re.compile(
    r"(?<!after )(?<!despues de )\b(?:pay(?:ing|s)?|pag(?:ando|o|ar|ue)) (\d{1,2}) (?:vidas?|life|de vida)\b"
)
#: anything else that changes it: life gained or lost otherwise, damage, a pump, counters, another player's life
_OTHER_CHANGE = re.compile(
    r"\bgain\w*|\bgan(?:o|a|ar|e)\b|\bdamage\b|\bdano\b|\blose\w*|\bpierd\w*|[+-]\d+/[+-]\d+|\bcounters?\b|"
    r"\btak\w* \d|\bhit\b|\bpay\w* life\b|\bpag\w* (?:con )?vidas?\b|"
    r"\bcontador\w*|\b(?:opp|opponent|rival|oponente)\w*\b[^.?]{0,20}\b\d{1,2} (?:life|vidas?)\b|"
    r"\b(?:two|three|2|3|dos|tres) death'?s shadows?\b"
)
#: the life total moved to a new number: "gain life back up to 13", "bajo a 5 vidas", "i go down to 4"
_MOVED_TO = re.compile(
    r"\b(?:gain|go|get|lose|drop|pay)\w*\b[^.?]{0,20}?\b(?:back up to|up to|down to|back to) (\d{1,2})\b(?![/\d]| mana)|"
    r"\b(?:subo|bajo|gano|pierdo|pago|quedo|me curan?|me curo|i(?:'m| am)? (?:get )?heal\w*)\b[^.?]{0,20}?\b(?:hasta|a|en|to) "
    r"(\d{1,2})\b(?![/\d]| mana)"
)
_ASKS_DIES = re.compile(r"\bdie\w*|\bmuer\w*|\bmori\w*|\bsurviv\w*|\bsobreviv\w*|\bgraveyard\b|\bcementerio\b")
_ASKS_SIZE = re.compile(
    r"\bsize\b|\bhow big\b|\bp/t\b|\btamano\b|\bque tamano\b|\bcuanto (?:mide|es)\b|\bfuerza\b|\bpower\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    card = next((c for c in frame.cards if _LIFE_MINUS.search(c.oracle_text)), None)
    said = _LIFE_SAID.search(frame.folded)
    pumped = any(c is not card and re.search(r"gets? \+\d+/\+\d+", c.oracle_text) for c in frame.cards)
    # "and if I gain life back up to 13?": the new total told, the change that made it already counted
    # the total told last counts: "pago 2 y quedo en 3. ¿y si me curan hasta 13?" is at 13
    all_moved = list(_MOVED_TO.finditer(frame.folded, said.end())) if said is not None else []
    moved = all_moved[-1] if all_moved else None
    rest = _MOVED_TO.sub(" ", frame.folded) if moved else frame.folded
    if said is None or pumped or _OTHER_CHANGE.search(rest):
        return None
    if card is None or not (card.power or "").isdigit() or not (card.toughness or "").isdigit():
        return None
    if controller(frame, card) == "opponent":
        return None  # their Death's Shadow follows their life, which the question may not be telling
    clause = frame.clause or frame.asked
    asks_dies = frame.qtype is QType.YES_NO and _ASKS_DIES.search(clause)
    if not asks_dies and not _ASKS_SIZE.search(clause):
        return None
    life = int(next(g for g in said.groups() if g))
    paid = sum(int(m[1]) for m in _PAID.finditer(frame.folded[said.end() :]))
    life = int(next(g for g in moved.groups() if g)) if moved else life - paid
    power, toughness = int(card.power or 0) - life, int(card.toughness or 0) - life
    rule = cite("704.5f", r"toughness 0 or less", r"resistencia 0")
    dies = toughness <= 0
    key = "life_size.dies" if dies else "life_size.size"
    finding = t(frame.lang, key, card=card.name, life=str(life), size=f"{power}/{toughness}")
    if not asks_dies and re.search(r"\bpower\b|\bfuerza\b", clause):
        finding = f"{power}: {finding}"  # "what's its power right now?": the number first
    opener = ("yes" if dies else "no") if asks_dies else None
    if asks_dies and re.search(r"\bsurviv\w*|\bsobreviv\w*", clause):
        opener = "no" if dies else "yes"
    return answered(opener, finding, rule, cite, (card,), "life_size")
