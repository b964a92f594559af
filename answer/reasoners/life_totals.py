"""Who loses when damage or life loss reaches every player (704.5a, 104.4a): from the life totals the question
gives and the amount each player is dealt or loses, a player at 0 or less loses, and if all of them lose at once
the game is a draw."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import CANT_LOSE, Citer, Step, Verdict, controller, ids
from answer.text import COUNT_GROUP, number
from ingest.models import Card
from ingest.ruleid import RuleId

_N = COUNT_GROUP
#: "both of us are at 3", "we're both at 3 life", "ambos estamos a 3 vidas", "los dos tenemos 3 vidas"
_BOTH_AT = re.compile(
    rf"\b(both of us|we both|we'?re both|we are both|each of us|both players) (are |is |have |has )?(at |on )?{_N}\b|"
    rf"(?:^|,\s*|\bplayers\s+)both (?:at|on) {_N}\b|"  # "down to the last two players, both at 1 life"
    rf"\b(ambos|los dos|las dos) (estamos|tenemos|jugadores tienen)( a| en)? {_N}\b|"
    rf"\b(estamos|tenemos) (ambos|los dos|las dos)( a| en| con)? {_N}\b|"
    # "el rival y yo estamos a 1 vida", "opp and i are both at 1"
    rf"\b(?:el|mi) (?:rival|oponente) y yo (?:estamos|tenemos)(?: a| en)? {_N}\b|"
    rf"\b(?:my )?(?:opp|opponent) and i (?:are|have)(?: both)?(?: at| on)? {_N}\b|"
    # "me and my opp both at 2 life"
    rf"\b(?:me|i) and (?:my |the )?(?:opp|opponent)(?: are)? both(?: at| on)? {_N}\b|"
    rf"\b(?:me and (?:my )?(?:opp|opponent)|(?:my )?(?:opp|opponent) and me) (?:are|r)(?: both)?(?: at| on)? {_N}\b"
)
#: "deals 3 damage to each player", "each player loses 3 life", "hace 3 de daño a cada jugador"
_TO_EACH = re.compile(
    rf"\b(deals?|dealing|does|do|doing) {_N} (damage |dmg )?to (each|every|both) player|\beach player loses {_N}\b|"
    rf"\b(hace|inflige|causa) {_N} (puntos )?(de )?dano a (cada jugador|ambos|los dos)|\bcada jugador pierde {_N}\b"
)
#: each player's own total: "i'm at 2, opp is at 2", "yo estoy a 5 y el rival a 3"
_MINE_AT = re.compile(
    rf"\b(?:i'?m|i am|im|i was|i were) (?:at|on) {_N}\b|(?<!\bel )(?<!\bella )\b(?:yo )?(?:estoy|estuviera|estuviese|estaba) a {_N}\b|"
    rf"\byo (?:a|con) {_N}\b"
)
_THEIRS_AT = re.compile(
    rf"\b(?:my )?(?:opp|opponent|they|he|she)(?:'s|s| is|'re| are| was| were)? (?:at|on) {_N}\b|"
    rf"\b(?:el|mi) (?:rival|oponente)(?: esta| queda)?(?: a| en| con) {_N}\b|"
    rf"\b(?:el|ella) (?:esta|estaba|estuviera|estuviese|queda|quedaba) a {_N}\b"  # "y si él estaba a 2?"
)
#: both players reach 0 at once, no numbers to compute
_BOTH_ZERO = re.compile(
    r"\b(both|we|los dos|ambos|(?:mi|el) (?:rival|oponente) y yo|(?:my )?opp(?:onent)? and i)\b[^?.]{0,25}"
    r"\b(at|to|a|en|con|hit|hits|reach|reached) (0|zero|cero)( life| vidas?)?\b[^?.]{0,25}"
    r"\b(at the same time|simultaneously|a la vez|al mismo tiempo)\b"
)
_ASKS = re.compile(
    r"who wins|\bwins?\b|\bdraw\b|\btie\b|who loses|\blose\b|quien gana|\bgana\b|empate|quien pierde|tablas|"
    r"\bperdemos\b|\bpierdo\b|\bgano\b|\bganamos\b"
)


#: "does anyone win?", "¿gana alguien?"
_ANYONE_WINS = re.compile(
    r"\b(?:anyone|anybody|someone|somebody|alguien|alguno)\b.{0,10}\b(?:wins?|gana)\b|"
    r"\b(?:gana|wins?)\s+(?:alguien|anyone|anybody|alguno)\b"
)
_FOR_N = re.compile(r"\b(?:for|por|con) (\d{1,2})\b(?! (?:life|vidas?|damage|dano)\b)")
_CARD_TO_EACH = re.compile(r"deals (x|\d+) damage to [^.]*\beach player\b", re.I)


def _from_card(frame: Frame) -> int | None:
    """The damage a named card deals to each player ("tiro earthquake con X=3": Earthquake's X)."""
    for card in frame.cards:
        found = _CARD_TO_EACH.search(card.oracle_text)
        if found:
            if found[1].lower() != "x":
                return int(found[1])
            said = x_said(frame.folded)
            plain = _FOR_N.search(frame.folded)  # "I earthquake for 3"
            return said if said is not None else int(plain[1]) if plain else None
    return None


def _first_number(match: re.Match[str]) -> int | None:
    for group in match.groups():
        if group and (value := number(group)) is not None:
            return value
    return None


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if not _ASKS.search(frame.asked):
        return None
    at, hit = _BOTH_AT.search(frame.folded), _TO_EACH.search(frame.folded)
    amount = _first_number(hit) if hit else _from_card(frame)
    mine, theirs = _MINE_AT.search(frame.folded), _THEIRS_AT.search(frame.folded)
    told_later = mine and theirs and (at is None or min(mine.start(), theirs.start()) > at.start())
    if at is not None and amount is not None and (mine or theirs) and not told_later:
        # "we're both at 1 … and if I were at 2?": one total changed after both were told
        one = mine if mine and mine.start() > at.start() else theirs if theirs and theirs.start() > at.start() else None
        both, changed = _first_number(at), _first_number(one) if one else None
        if one is not None and both is not None and changed is not None and changed != both:
            return _two_totals(frame, cite, *((changed, both) if one is mine else (both, changed)), amount)
    life: int | None
    if told_later and mine and theirs and amount is not None:
        my_life, their_life = _first_number(mine), _first_number(theirs)
        if my_life is not None and their_life is not None and my_life != their_life:
            return _two_totals(frame, cite, my_life, their_life, amount)
        life = my_life
    elif at is None and _BOTH_ZERO.search(frame.folded):
        life, amount = 0, 0  # "if we both go to 0 at the same time, who wins?"
    elif at is None:
        return None
    else:
        life = _first_number(at)
    if life is None or amount is None:
        return None
    lang = frame.lang
    loses = cite("704.5a", r"0 or less life", r"0 o menos")
    left = life - amount
    steps = [Step(t(lang, "life.step_each", life=str(life), n=str(amount), left=str(left)))]
    keeper = next((c for c in frame.in_play if CANT_LOSE.search(c.oracle_text)), None)
    if keeper is not None and left <= 0:
        return _kept_in(frame, cite, keeper, left, loses)
    if left > 0:
        text = t(lang, "life.nobody_loses", left=str(left)) + ids(loses)
        steps.append(Step(t(lang, "life.nobody_loses", left=str(left)) + ids(loses), (loses,) if loses else ()))
        return Verdict(text, steps, cite.quotes, frame.cards, "life_totals")
    draw = cite("104.4a", r"lose simultaneously, the game is a draw", r"empate")
    text = t(lang, "life.draw", left=str(left)) + ids(loses, draw)
    if frame.qtype is QType.YES_NO:  # "do I win since it's my spell?" no; "is it a draw?", "do we both lose?" yes
        asked = frame.clause or frame.asked
        draw_asked = re.search(r"\bdraw\b|\btie\b|empate|tablas", asked)
        if draw_asked and re.search(r"\b(?:or|o)\b", asked[draw_asked.end() :] + " " + asked[: draw_asked.start()]):
            text = t(lang, "life.a_draw") + " " + text  # "¿empate o gana alguien?": the outcome, not a yes or no
        elif _ANYONE_WINS.search(asked):  # "¿gana alguien?": nobody does
            text = t(lang, "no") + " " + text
        elif re.search(r"\bdraw\b|\btie\b|empate|tablas|\bboth\b|\bambos\b|\blos dos\b|\bperdemos\b", asked):
            text = t(lang, "yes") + " " + text
        elif re.search(r"\bwin\b|\bwins\b|\bgan[oa]\b|\bganar\b", asked):
            text = t(lang, "no") + " " + text
    steps += [
        Step(t(lang, "life.step_both_lose") + ids(loses), (loses,) if loses else ()),
        Step(t(lang, "life.step_draw") + ids(draw), (draw,) if draw else ()),
    ]
    return Verdict(text, steps, cite.quotes, frame.cards, "life_totals")


_I_HOLD = re.compile(r"\b(?:yo )?(?:tengo|tenia|controlo|controlaba)\b|\bi (?:have|had|control|controlled)\b")


def _kept_in(frame: Frame, cite: Citer, keeper: Card, left: int, loses: RuleId | None) -> Verdict | None:
    """Both players reach 0 or less, and one controls Platinum Angel: that player stays in, the other loses (101.2)."""
    side = controller(frame, keeper)
    if side is None and _I_HOLD.search(frame.folded):
        side = "me"  # "y si yo tenía Platinum Angel en mesa?"
    if side is None:
        return None
    beats = cite("101.2", r"the “can’t” effect takes precedence", r"no puede")
    key = "life.kept_in_you" if side == "me" else "life.kept_in_them"
    finding = t(frame.lang, key, card=keeper.name, left=str(left)) + ids(beats, loses)
    return Verdict(finding, [Step(finding, tuple(r for r in (beats, loses) if r))], cite.quotes, frame.cards,
                   "life_totals")  # fmt: skip


def _two_totals(frame: Frame, cite: Citer, mine: int, theirs: int, amount: int) -> Verdict:
    """Different life totals, the same damage or loss to each player: whoever is left above 0 wins."""
    lang = frame.lang
    loses = cite("704.5a", r"0 or less life", r"0 o menos")
    names = {"mine": str(mine), "theirs": str(theirs), "my_left": str(mine - amount), "their_left": str(theirs - amount),
             "n": str(amount)}  # fmt: skip
    i_lose, they_lose = mine - amount <= 0, theirs - amount <= 0
    key = "life.draw_two" if i_lose and they_lose else "life.they_win" if i_lose else "life.you_win" if they_lose else (
        "life.nobody_loses_two")  # fmt: skip
    draw = cite("104.4a", r"lose simultaneously, the game is a draw", r"empate") if key == "life.draw_two" else None
    finding = t(lang, key, **names) + ids(loses, draw)
    steps = [Step(t(lang, "life.step_two", **names)), Step(finding, tuple(r for r in (loses, draw) if r))]
    text = finding
    if frame.qtype is QType.YES_NO:
        asked = frame.clause or frame.asked
        someone_wins = key in ("life.you_win", "life.they_win")
        if re.search(r"\b(do|did|will|can) i win\b|\bgano( yo)?\b", asked):
            text = t(lang, "yes" if key == "life.you_win" else "no") + " " + text
        elif re.search(r"\b(does|do|will) (anyone|someone|somebody) win\b|\bgana (alguien|alguno)\b", asked):
            text = t(lang, "yes" if someone_wins else "no") + " " + text
    return Verdict(text, steps, cite.quotes, frame.cards, "life_totals")
