"""The London mulligan (103.5, 103.5c): each mulligan draws a new seven and then puts one card on the bottom per
mulligan taken, so after N mulligans a player keeps 7 − N; in a multiplayer game (Commander with more than two
players) the first mulligan is free, so they keep 7 − (N − 1). Fires only when the question says how many mulligans
were taken and asks how many cards are kept or put on the bottom. The rest of a game's start lives here too: who
chooses play or draw in a later game of a match (103.1), the starting player's skipped draw (103.8a), a Leyline in
the opening hand."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids
from answer.text import number

_N = r"(\d|one|two|three|four|five|once|twice|thrice|una|uno|dos|tres|cuatro|cinco)"
#: "me hago mi primer mulligan", "I take my second mulligan": the ordinal read as the count
_ORDINAL_SAID = r"\b(?:my|mi)\s+(first|1st|primer|second|2nd|segundo|third|3rd|tercer)\s+mulligan\b"
_TAKEN = re.compile(
    rf"\b(?:mulligan\w*|mull(?:ed|ing)?)\s+(?:(?:my|mi|the|la) (?:7|seven|siete|hand|mano|opener)\s+)?(?:{_N}\s+(?:times|veces)|(once|twice|thrice)|(una|one)\s+(?:sola\s+)?(?:vez|time))|"
    rf"\b{_N}\s+mulligans?\b|"
    rf"\bhago\s+{_N}\s+mulligans?|\bmulligan(?:eo|ear)?\s+{_N}\s+veces|"
    # "si hago mulligan por segunda vez", "when I mulligan for the third time"
    r"\bmulligan\w*\s+(?:por|for)\s+(?:la\s+|the\s+)?(second|segunda|third|tercera|fourth|cuarta)\s+(?:vez|time)\b|"
    + _ORDINAL_SAID
)
_ORDINAL = re.compile(_ORDINAL_SAID)
_ANOTHER = re.compile(r"\b(?:another|one more) (?:one|mulligan)\b|\botro (?:mas|mulligan)\b|\buno mas\b")
_MULTI = re.compile(r"\bmultiplayer\b|\bmultijugador\b|\bcommander\b|\bedh\b|\bbrawl\b|\b[3-9] (?:players|jugadores)\b|"
                    r"\b(?:[3-9]|three|four|five|six)[- ]players?\b|\bpod\b|\bpartida de [3-9]\b|"
                    r"\b(?:partida|juego|mesa) (?:a|de) (?:[3-9]|tres|cuatro|cinco|seis)\b|\bfree[- ]for[- ]all\b|"
                    r"\btodos contra todos\b")  # fmt: skip
#: a two-player game, not one compared with ("skip it like in 1v1?", "como en un duelo")
_TWO = re.compile(r"(?<!\blike )(?<!\blike in )(?<!\bcomo en )(?<!\bcomo en un )"
                  r"(?:\b1 ?v ?1\b|\bone[- ]on[- ]one\b|\btwo[- ]player\b|\b2 jugadores\b|\bduel\b|\bduelo\b)")  # fmt: skip
_ASKS = re.compile(r"how many|cuant[oa]s")


def _free(folded: str) -> bool:
    """The first mulligan is free (103.5c): in a multiplayer game, and in any Brawl game, even a two-player one."""
    return bool(re.search(r"\bbrawl\b", folded)) or (bool(_MULTI.search(folded)) and not _TWO.search(folded))


_BOTTOM = re.compile(r"\bbottom\b|\bfondo\b|\bdebajo\b|\babajo\b")
#: one more mulligan told after the count: "and if i mull again", "y si hago otro mulligan"
_AGAIN = re.compile(
    r"(?:^|[.?!,;]\s*|\b(?:i|yo|and|y|if|si|then|luego|despues)\s+)mull\w*\s+(?:again|otra vez|de nuevo)\b|"
    r"\b(?:hago|hice|tomo) otro mulligan\b|\bi (?:take|took|do) another mulligan\b"
)  # the asker's own: "mi rival hizo otro mulligan" is another player's
_WORDS = {
    "once": 1, "twice": 2, "thrice": 3, "second": 2, "segunda": 2, "third": 3, "tercera": 3, "fourth": 4, "cuarta": 4,
    "first": 1, "1st": 1, "primer": 1, "2nd": 2, "segundo": 2, "3rd": 3, "tercer": 3,
}  # fmt: skip


#: "is the first mulligan free?", "¿el primer mulligan es gratis?"
_ASKS_FREE = re.compile(
    r"\b(?:first|1st|primer)\s+mulligan\w*\b[^?]{0,20}\b(?:free|gratis)\b|\bfree mulligan\b|\bmulligan gratis\b"
)


_FIRST_TURN = re.compile(r"\bfirst turn\b|\bturn (?:one|1)\b|\bprimer turno\b|\bturno (?:uno|1)\b")
_GOES_FIRST = re.compile(
    r"\b(?:go|goes|going|play|plays|playing) first\b|\bon the play\b|\bstart(?:s|ing)?\b|\bempiez\w*|\bcomienz\w*|"
    r"\b(?:juego|juega|voy|va) primero\b|\bsoy (?:el )?primero\b|\b(?:el )?primer jugador\b|\bthe first player\b|"
    r"\bstarting player\b|\bjugador inicial\b"
)
_DRAW = re.compile(r"\bdraw\w*|\brob\w*")


def _first_draw(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "¿Cuántas cartas robo en mi primer turno si empiezo yo?" None in a two-player game: the starting player skips
    the draw step of their first turn (103.8a); in other multiplayer games nobody skips it (103.8c)."""
    if frame.qtype not in (QType.HOW_MANY, QType.YES_NO) or not _DRAW.search(clause):
        return None
    if not (_FIRST_TURN.search(frame.folded) and _GOES_FIRST.search(frame.folded)):
        return None
    multi = bool(_MULTI.search(frame.folded)) and not _TWO.search(frame.folded)
    if multi:
        rule = cite("103.8c", r"no player skips the draw step", r"")
        key, count, answer = "mulligan.first_draw_multi", "1", "yes"
    else:
        rule = cite("103.8a", r"skips the draw step", r"")
        key, count, answer = "mulligan.first_draw_skip", "0", "no"
    finding = t(frame.lang, key)
    if frame.qtype is QType.HOW_MANY:
        return answered(None, f"{count}: {finding}", rule, cite, frame.cards, "mulligan")
    return answered(answer, finding, rule, cite, frame.cards, "mulligan")


#: "If Leyline of Sanctity is in your opening hand, you may begin the game with it on the battlefield."
_OPENING_HAND = re.compile(r"is in your opening hand, you may begin the game with it on the battlefield", re.I)
#: the card drawn after the game began: "drew it on turn 3", "la robé después"
_DRAWN_LATER = re.compile(
    r"\bdr[ae]w it (?:on|in|later|this turn)\b|\btopdeck\w*|\bon turn \d|\bla robe (?:despues|luego|en el turno)\b|"
    r"\bmid[- ]game\b|\bya empezada\b|\bin play later\b"
)
_BEGINS = re.compile(
    r"\bbegin\w*|\bstart\w*|\bempezar\b|\bempiez\w*|\bcomenzar\b|\bput it (?:into play|onto the battlefield)\b|"
    r"\bbajar(?:la|lo)?\b|\bponer(?:la|lo)?\b|\bcampo de batalla\b|\bon the battlefield\b|\bfor free\b|\bgratis\b"
)


def _opening_hand(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """A Leyline in the hand kept after mulligans: the kept hand is the opening hand (103.5), and its ability lets
    its owner begin the game with it on the battlefield (103.6a); one drawn later can't."""
    card = next((c for c in frame.cards if _OPENING_HAND.search(c.oracle_text)), None)
    if card is None or frame.qtype is not QType.YES_NO or not _BEGINS.search(clause):
        return None
    later = bool(_DRAWN_LATER.search(frame.folded))
    rule = cite("103.6a", r"begin the game with that card on the battlefield", r"")
    key = "mulligan.opening_later" if later else "mulligan.opening_hand"
    if not later and not re.search(r"\bmulligan", frame.folded):
        key = "mulligan.opening_hand_plain"  # no mulligan said: just the card's own permission
    finding = t(frame.lang, key, card=card.name)
    return answered("no" if later else "yes", finding, rule, cite, (card,), "mulligan")


_ASKS_DRAWN = re.compile(r"\bdraw\w*|\brob[oa]\b|\brobar\b|\brobas\b")


#: a later game of a match: "game 2", "i won game 1", "la segunda partida", "la próxima partida del match"
_LATER_GAME = re.compile(
    r"\bgames? (?:1|2|3|one|two|three)\b|\b(?:previous|last|first|next) game\b|"
    r"\bpartida (?:2|3|dos|tres|1|uno)\b|\b(?:segunda|tercera|primera|siguiente|proxima|anterior) partida\b|"
    r"\bjuego (?:2|3|dos|tres)\b|"
    # "perdi la primera, me toca elegir si empiezo en la segunda?": the game left unsaid after a won or lost one
    r"\b(?:perdi|gane|perdimos|ganamos|lost|won) (?:la|the) (?:primera|segunda|first|second|1st|2nd)\b"
    r"(?! (?:die|dice|dado|roll|tirada|coin|moneda|flip))"
)
#: who picks play or draw: "who chooses", "do i get to pick play or draw", "¿quién elige empezar?"
_ASKS_PICK = re.compile(
    r"\b(?:pick|picks|choose|chooses|choice|decide\w*|call\w*)\b|\belig\w*|\beleg\w*|\belij\w*|\bdecid\w*|\bescog\w*"
)
_PLAY_OR_DRAW = re.compile(r"\bplay or draw\b|\bdraw or play\b|\bgo(?:es)? first\b|\bplays? first\b|\bon the play\b|"
                           r"\bempez\w*|\bempiez\w*|\bjugar primero\b|\bcomenzar\b|\bquien empieza\b|\bplay/draw\b")  # fmt: skip
_I_WON = re.compile(r"\bi won\b|\bi win\b|\bi took\b|\bgane\b|\bme lleve\b")
_I_LOST = re.compile(r"\bi lost\b|\bi lose\b|\bperdi\b|\bperdimos\b")


def _first_player(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I won game 1: for game 2 do I pick play or draw, or does my opponent?" The loser of the previous game
    chooses (103.1)."""
    asked = frame.asked  # the whole asking sentence: "do I pick … or does my opponent?" is split at "or" in clause
    if not (_LATER_GAME.search(frame.folded) and _ASKS_PICK.search(asked) and _PLAY_OR_DRAW.search(frame.folded)):
        return None
    if re.search(
        r"\bdraw(?:n)? game\b|\bempat\w*|\btablas\b|\b(?:was|had|ended in|end in) a draw\b|\bwe drew\b|\bdrew game\b",
        frame.folded,
    ):
        # after a drawn game, whoever made the choice in that game makes it again (103.1)
        rule = cite("103.1", r"the player who made the choice in that game makes the choice", r"")
        return answered(None, t(frame.lang, "mulligan.draw_same_chooser"), rule, cite, frame.cards, "mulligan")
    rule = cite("103.1", r"the loser of the previous game chooses who takes the first turn", r"")
    finding = t(frame.lang, "mulligan.loser_chooses")
    results = re.findall(r"\b(?:won|win|lost|lose|conced\w*|gane|perdi\w*|gano|pierd\w*)\b", frame.folded)
    if len(results) > 1:
        return None  # "I lost game 1 but my opponent conceded game 2": which game was the last isn't read here
    won, lost = _I_WON.search(frame.folded), _I_LOST.search(frame.folded)
    if bool(won) == bool(lost):
        return answered(None, finding, rule, cite, frame.cards, "mulligan")
    mine = bool(lost)
    # "do I get to pick …?" said yes or no; "do I pick or does my opponent?" said who
    either = re.search(r"\bor (?:does|do|is|will) (?:my |the )?opp\w*|\bo (?:elige|decide) (?:el|mi) rival\b", asked)
    opener = None if either or frame.qtype is not QType.YES_NO else ("yes" if mine else "no")
    who = t(frame.lang, "mulligan.loser_is_you" if mine else "mulligan.loser_is_them")
    return answered(opener, f"{finding[:-1]}: {who}", rule, cite, frame.cards, "mulligan")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    picks = _first_player(frame, cite)
    if picks is not None:
        return picks
    first = _first_draw(frame, cite, clause)
    if first is not None:
        return first
    opening = _opening_hand(frame, cite, clause)
    if opening is not None:
        return opening
    if (
        frame.qtype is QType.HOW_MANY
        and _ASKS.search(clause)
        and _ASKS_DRAWN.search(clause)
        and re.search(r"\bmulligan", frame.folded)
        and not _TAKEN.search(frame.folded)
    ):
        # "cuando hago mulligan, ¿cuántas cartas robo?": a new seven, then the bottom ones
        rule = cite("103.5", r"draws a new hand of cards equal to their starting hand size", r"")
        return answered(None, "7: " + t(frame.lang, "mulligan.draws_seven"), rule, cite, frame.cards, "mulligan")
    if frame.qtype is QType.YES_NO and _ASKS_FREE.search(frame.folded):
        # 103.5c: free in a multiplayer game and in any Brawl game; in another two-player game every mulligan counts
        free = _free(frame.folded)
        if not (free or _TWO.search(frame.folded)):
            return None  # the game is not said
        rule = cite("103.5c", r"first mulligan a player takes doesn’t count", r"primer mulligan")
        finding = t(frame.lang, "mulligan.free" if free else "mulligan.not_free")
        return answered("yes" if free else "no", finding, rule, cite, frame.cards, "mulligan")
    if frame.qtype is not QType.HOW_MANY or not _ASKS.search(clause):
        return None
    taken = _TAKEN.search(frame.folded)
    if taken is None:
        return None
    said = next(g for g in taken.groups() if g)
    n = _WORDS.get(said) or number(said) or (int(said) if said.isdigit() else None)
    if not n:
        return None
    n += len(_AGAIN.findall(frame.folded, taken.end()))  # "i mulligan once. and if i mull again?"
    ordinals = [_WORDS[m[1]] for m in _ORDINAL.finditer(frame.folded)]
    if ordinals:  # "my first mulligan and then my second": the last one said; "after my first I took another one"
        n = max(n, *ordinals) + len(_ANOTHER.findall(frame.folded, taken.end()))
    if n > 7:
        return None
    free = _free(frame.folded)
    counted = n - 1 if free else n
    rule = cite("103.5c", r"first mulligan a player takes doesn’t count", r"primer mulligan") if free else None
    rule = rule or cite("103.5", r"puts a number of those cards equal to the number of times", r"fondo")
    if _BOTTOM.search(clause):
        finding = t(frame.lang, "mulligan.bottom", n=str(counted), taken=str(n))
    else:
        finding = t(frame.lang, "mulligan.keep", n=str(7 - counted), taken=str(n), bottom=str(counted))
    if free:
        finding += " " + t(frame.lang, "mulligan.free")
    finding += ids(rule)
    return Verdict(finding, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "mulligan")
