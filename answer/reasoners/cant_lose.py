"""A player at 0 or less life kept alive by "you can't lose the game" (Platinum Angel): once that permanent leaves the
battlefield, the next check of state-based actions finds them at 0 or less life and they lose (704.5a, 104.3b);
life total isn't reset by surviving. Fires only for a named permanent with that text, a life total of 0 or less the
question states, the permanent being removed, and a yes/no question whether the player loses."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CANT_LOSE, TAKEN_FROM_ME, Citer, Verdict, answered, controller

#: a life total of 0 or less: "at -3", "a -3 vidas", "0 life", "negative life", "vida negativa"
_DEAD_LIFE = re.compile(
    r"(?:\bat|\ba|\bcon|\bon|\ben)\s+(?:-|−|menos\s+)\d+\b|(?<![\w/])(?:-|−)\d+\s+(?:de\s+)?(?:life|vidas?)\b|\b(?:at|a|con|en|have|has|tengo|tiene|tienes)\s+(?:0|zero|cero)\s+(?:life|vidas?)\b|"
    r"\bnegative life\b|\bvidas? negativas?\b|\bbelow (?:0|zero)\b|\bbajo cero\b|"
    # "mi vida llega a 0", "my life goes to 0", "drops to zero"
    r"\b(?:llega|llego|baja|bajo|queda|quedo|quede|cae|go|goes|going|went|drops?|dropped|hits?|falls?|fell|reach\w*|"
    r"gets?) "
    r"(?:a|to|at|en) (?:0|cero|zero)\b|"
    # another way to lose said: 21 or more commander damage, 10 or more poison counters
    r"\b(?:2[1-9]|[3-9]\d)\s+(?:(?:points of |de )?commander damage|de dano de comandante)|"
    r"\b(?:1\d|[2-9]\d)\s+(?:poison|venenos?|contadores de veneno)|"
    # "opp's commander has now hit me for 21 total", "su comandante ya me hizo 23"
    r"\b(?:commander|comandante)\b[^.?]{0,40}(?<![\d/+-])(?:2[1-9]|[3-9]\d)(?![\d/])|"
    # "me acaban de meter el daño 21 con el mismo comandante": the count said before the commander
    r"\b(?:dano|damage) (?:numero |number )?(?:2[1-9]|[3-9]\d)\b[^.?]{0,30}\b(?:commander|comandante)\b|"
    # "ya recibí 21 de daño de combate del mismo comandante"
    r"\b(?:2[1-9]|[3-9]\d) (?:de )?(?:combat )?(?:dano|damage)\b[^.?]{0,30}\b(?:commander|comandante)\b|"
    # "just took my 21st point of combat damage from the same commander"
    r"\b(?:2[1-9]|[3-9]\d)(?:st|nd|rd|th)? (?:points? of )?(?:combat )?damage\b[^.?]{0,30}\bcommander\b"
)
#: the asker asks about themself: "do I lose?", "¿pierdo?"
_ASKS_ME = re.compile(r"\b(?:do|would|will|did) i\b|\bam i\b|\bpierdo\b|\bmuero\b|\bi lose\b")
#: the permanent goes away: killed, destroyed, exiled, bounced
_REMOVED = re.compile(
    r"\bkill\w*|\bdestroy\w*|\bexile\w*|\bbounce\w*|\bswords?\b|\bpath\w*|\bdies\b|\bleaves\b|\bremov\w*|"
    r"\bmat\w*|\bdestru\w*|\bexili\w*|\bmuere\b|\bquit\w*|\bsale\b|\bdevuelv\w*|\ble tiro\b"
)
#: a named removal spell: Murder, Doom Blade, Swords, Lightning Bolt
_REMOVAL_CARD = re.compile(
    r"^(?:destroy|exile) target (?:\w+ )*creature|deals \d+ damage to (?:any target|target creature)", re.I | re.M
)
#: life itself asked about: "do I lose 5 life?", "¿pierdo las 3 vidas?"
_ASKS_LIFE_LOST = re.compile(
    r"\b(?:do|does|would|will|still) (?:i|you|he|she|they|my opp\w*|it) (?:still )?lose (?:the )?(?:\d+|x|that) life\b|"
    r"\bpierd[oe] (?:igual |las |los )*(?:\d+|x) (?:de )?vidas?\b"
)
_ASKS_LOSE = re.compile(
    r"\blose\b|\bloses\b|\bdie\b|\bdead\b|\bpierd\w*|\bpierde\b|\bmuero\b|\bgan[oa]\b|\bwin\b|\bam i out\b|"
    r"\beliminad\w*|\beliminated\b|\bout of the game\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    keeper = next((c for c in frame.cards if CANT_LOSE.search(c.oracle_text)), None)
    if (
        keeper is not None
        and _ASKS_LIFE_LOST.search(frame.clause or frame.asked)
        and not re.search(r"would reduce your life total", keeper.oracle_text, re.I)  # Angel's Grace: kept at 1
    ):
        # "Platinum Angel out, Bob flips a 5 drop. do I lose 5 life?": only losing the game is stopped
        rule = cite("119.3", r"life total is adjusted", r"vidas? se ajusta")
        return answered(
            "yes", t(frame.lang, "cant_lose.life_lost", card=keeper.name), rule, cite, (keeper,), "cant_lose"
        )
    removal = any(c is not keeper and _REMOVAL_CARD.search(c.oracle_text) for c in frame.cards)
    if keeper is None or not _DEAD_LIFE.search(frame.folded) or not _ASKS_LOSE.search(frame.clause or frame.asked):
        return None
    if controller(frame, keeper) == "opponent" and _ASKS_ME.search(frame.clause or frame.asked):
        # "my opponent controls Platinum Angel and my life drops to 0. do I lose?": "you" is its controller
        rule = cite("109.5", r"refer to the object’s controller", r"controlador")
        return answered("yes", t(frame.lang, "cant_lose.theirs", card=keeper.name), rule, cite, (keeper,), "cant_lose")
    if TAKEN_FROM_ME.search(frame.folded):
        # "me lo roba con control magic": it now protects its new controller, not the asker
        rule = cite("704.5a", r"has 0 or less life", r"0 o menos")
        return answered("yes", t(frame.lang, "cant_lose.taken", card=keeper.name), rule, cite, (keeper,), "cant_lose")
    if not (removal or _REMOVED.search(frame.folded)):
        # still on the battlefield: "can't" beats the state-based action that would make them lose (101.2)
        beats = cite("101.2", r"the “can’t” effect takes precedence", r"no puede")
        return answered("no", t(frame.lang, "cant_lose.kept", card=keeper.name), beats, cite, (keeper,), "cant_lose")
    rule = cite("704.5a", r"has 0 or less life", r"0 o menos")
    # Swords to Plowshares on the Angel: its controller gains life equal to its power first
    healer = next((c for c in frame.cards if _GIVES_POWER.search(c.oracle_text)), None)
    life = _life(frame.folded)
    if healer is not None and life is not None and (keeper.power or "").isdigit():
        after = life + int(keeper.power or 0)
        if after > 0:
            finding = t(frame.lang, "cant_lose.healed", card=keeper.name, spell=healer.name, n=str(after))
            return answered("no", finding, rule, cite, (keeper, healer), "cant_lose")
    return answered("yes", t(frame.lang, "cant_lose.gone", card=keeper.name), rule, cite, (keeper,), "cant_lose")


_GIVES_POWER = re.compile(r"\bits controller gains life equal to its power\b", re.I)
_LIFE_SAID = re.compile(r"(?:-|−|menos\s+)(\d+)\b|\b(?:at|a|con)\s+(0)\s+(?:life|vidas?)\b")


def _life(folded: str) -> int | None:
    """The life total of 0 or less the question gives: "at -3" → -3."""
    found = _LIFE_SAID.search(folded)
    return -int(found[1]) if found and found[1] else (0 if found else None)
