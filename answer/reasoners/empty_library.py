"""Does an empty library lose the game? (704.5b, 121.4): only an attempt to draw from it does, the next time
state-based actions are checked; milling or searching it empty doesn't. Declines when a named card changes losing or
drawing (Platinum Angel, Laboratory Maniac)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids, is_spell_card
from answer.text import number

_EMPTY = re.compile(
    r"empty library|library (is|was|becomes|gets) empty|no (more )?cards (left )?in (my|your|his|her|their|the) library|"
    r"(0|zero) cards in (my|your|his|her|their|the) library|out of cards|mill\w* (my|your|his|her|their) (whole|entire) "
    r"library|biblioteca (esta |se queda |queda )?vacia|sin cartas en (la|mi|tu|su) biblioteca|(me|se|te) qued\w+ sin cartas|"
    r"(0|cero) cartas en (la|mi|tu|su) biblioteca|muele toda (la|mi|tu|su) biblioteca|"
    r"\b(me|se|te|le) (acabaron|terminaron) las cartas|\b(?:se )?(?:me|le|te) (?:acaba|termina|vacia) (?:la|mi|su) biblioteca\b|\bran out of cards|\bdr[ae]w (my|the|his|her|their) last card|"
    r"\brob\w* (la|mi|su) ultima( carta)?|\b(?:se )?(?:me|le|te) (?:acabo|termino|vacio) (?:la|mi|su) biblioteca\b|"
    # "my library is at 0 cards", "0 cards left in library", "mi biblioteca se quedo en 0 cartas"
    r"\blibrary (?:is |was |went |goes )?(?:at|to|down to) (?:0|zero) cards|\b(?:0|zero) cards (?:left )?in (?:the )?library|"
    r"\bbiblioteca (?:se )?qued\w* (?:en|con|a) (?:0|cero) cartas|\bbiblioteca tiene (?:0|cero) cartas|"
    r"\blibrary has (?:0|zero|no) cards|"
    # "opp just got milled to 0 cards", "milled out", "lo molieron entero"
    r"\bmill\w* (?:\w+ )?(?:to|down to) (?:0|zero|no) cards\b|\bmill\w* (?:\w+ )?out\b|\bmol\w* (?:a|hasta) (?:0|cero) cartas\b|"
    # "me han molido la biblioteca entera", "molieron toda mi biblioteca"
    r"\bmol\w* (?:la|mi|su|tu) biblioteca (?:entera|completa)\b|\bmol\w* toda (?:la|mi|su|tu) biblioteca\b|"
    r"\bmill\w* (?:my|your|his|her|their|the) library\b"
)
#: asking whether the player is still in the game ("¿sigo vivo?", "am I still alive?")
_ASKS_ALIVE = re.compile(r"\bstill (alive|in the game)|\bsigo (vivo|viva|en (la )?partida|jugando)")
#: a draw that is not an attempt on the empty library: the last card drawn, or one still to come
_NOT_AN_ATTEMPT = re.compile(
    r"\bhasta que (tenga|tengas|tenga que|tengas que)? ?robar|\brob\w* (la|mi|su) ultima( carta)?|"
    r"\b(?:after|despues de|tras) (?:i )?(?:drew|drawing|draw|robar|robo)\b|"  # the draw that emptied it: no attempt
    # "i drew the last card of my deck in my draw step": the draw that emptied it
    r"\bdr[ae]w (?:my|the|his|her|their) last card(?: (?:of|in|from) (?:my|the|his|her|their) (?:deck|library))?"
    r"(?: (?:in|during) (?:my|his|her|their|the) draw step)?|"
    r"\b(?:todavia|aun|aún)? ?no (?:tengo|tienes|tiene) que robar\b|\b(?:don'?t|do not|doesn'?t) (?:have to )?draw yet\b|"
    r"\bnot (?:drawing|having to draw) yet\b|\b(?:nadie|nada) me (?:hace|obliga a) robar\b|\bsin robar\b|"
    r"\b(?:nobody|no one|nothing) makes me draw\b|\bwithout drawing\b|"
    # "pero no robo hasta mi siguiente turno", "i don't draw until my next turn"
    r"\bno (?:robo|robas|roba|voy a robar) hasta\b|\b(?:don'?t|doesn'?t|won'?t|will not) draw (?:again )?until\b"
)
_ASKS_LOSS = re.compile(r"\blose|\blost\b|\bwin|\bpierd|\bperd|\bgan[ao]\b|\bganar")
#: the asked moment is an attempt to draw ("when I draw", "in my draw step", "si tengo que robar")
_DRAWS = re.compile(r"\bdraws?\b|\bdrawing\b|\bdraw step|\brob(ar|o|a|e)\b|\brobando\b|paso de robo")
#: a named card that changes who loses or what a draw does
_CHANGES = re.compile(r"can[’']t lose|win the game|\blose\b[^.]*\binstead|draw|don[’']t lose", re.I)


#: "can I cast an instant before I lose?", "¿puedo responder antes de perder?"
_ACTS_BEFORE = re.compile(
    r"\b(?:can|could|may) i\b[^?]{0,80}\bbefore (?:i|you) (?:lose|actually lose)\b|"
    r"\bpuedo\b[^?]{0,80}\bantes de (?:perder|que pierda)\b"
)
#: "If you would draw a card while your library has no cards in it, you win the game instead." (Laboratory Maniac)
_WINS_INSTEAD = re.compile(r"would draw a card while your library has no cards in it, you win the game instead", re.I)
_ASKS_LOSS_OR_WIN = re.compile(
    r"\b(?:lose|loses|pierde|pierdo)\b \w* ?\b(?:or|o)\b \w* ?\b(?:win|wins|gana|gano)\b|"
    r"\b(?:win|wins|gana|gano)\b \w* ?\b(?:or|o)\b \w* ?\b(?:lose|loses|pierde|pierdo)\b"
)
_CANT_WIN = re.compile(r"can[’']t win the game", re.I)


_RIGHT_AWAY = re.compile(
    r"\b(?:right away|immediately|instantly|at that (?:exact )?moment|on the spot|mid[- ]?(?:spell|resolution)|"
    r"en ese (?:mismo )?(?:momento|instante)|en el acto|al instante|inmediatamente|en mitad del? \w+ mismo)\b"
)


#: a library with a few cards left: "1 card left in library", "me queda 1 carta en la biblioteca"
_LEFT = re.compile(
    r"\b(\d|one|two|a single|una|dos) cards? (?:left )?in (?:my |the |his |her |their )?library\b|"
    r"\bqueda(?:n)? (\d|una|dos) cartas? en (?:la |mi |su )?biblioteca\b|"
    r"\b(\d|una|dos) cartas? (?:en|de) (?:la |mi |su )?biblioteca\b"
)
_DRAW_CARD = re.compile(r"\bdraws? (two|three|four|five|seven|\d+) cards\b", re.I)


def _draws_past_the_end(frame: Frame) -> bool:
    """A named spell draws more cards than the library holds: Brainstorm with 1 card left tries to draw from an empty
    library."""
    left = _LEFT.search(frame.folded)
    count = number(next(g for g in left.groups() if g)) if left else None
    if count is None:
        return False
    drawn = [number(m[1]) for c in frame.cards if is_spell_card(c) and (m := _DRAW_CARD.search(c.oracle_text))]
    return any(n is not None and n > count for n in drawn)


#: asks to skip the draw step's draw: "¿puedo decidir no robar en mi paso de robar?", "can I choose not to draw?"
_SKIP_DRAW = re.compile(
    r"\b(?:choose|decide|elect|opt) (?:not to|to not) draw\b|\bskip (?:my |the )?draw\b|\bnot draw\b|"
    r"\b(?:decidir|elegir|optar por) no robar\b|\bno robar\b|\bsaltar(?:me)? (?:el|mi) (?:robo|paso de robar)\b"
)
_DRAW_STEP = re.compile(r"\bdraw step\b|\bpaso de robar\b|\bpaso de robo\b|\bmy draw\b|\bmi robo\b")


def _must_draw(frame: Frame, cite: Citer) -> Verdict | None:
    """ "¿Puedo decidir no robar en mi paso de robar?" No: the draw is a turn-based action, not a choice (504.1)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not (_SKIP_DRAW.search(clause) and _DRAW_STEP.search(frame.folded)):
        return None
    if frame.cards or not re.search(r"\b(?:can|may|could) i\b|\bpuedo\b|\bse puede\b", clause):
        return None  # a card that skips or replaces draws is its own question
    if re.search(
        r"\bdredg\w*|\bdragar\w*|\bfirst turn\b|\bprimer turno\b|\bon the play\b|\bgoing first\b|\bempiezo\b",
        frame.folded,
    ):
        return None  # dredge replaces the draw (702.52a); the starting player skips the first draw (103.8a)
    rule = cite("504.1", r"the active player draws a card", r"roba una carta")
    return answered("no", t(frame.lang, "library.must_draw"), rule, cite, frame.cards, "empty_library")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    must = _must_draw(frame, cite)
    if must is not None:
        return must
    clause = frame.clause or frame.asked
    alive = bool(_ASKS_ALIVE.search(clause))
    short = _draws_past_the_end(frame)
    if frame.qtype is not QType.YES_NO or not (_EMPTY.search(frame.folded) or short):
        return None
    if not (_ASKS_LOSS.search(clause) or alive):
        return None
    if _ACTS_BEFORE.search(clause) and _DRAWS.search(frame.folded):
        # "can i cast an instant in response before i lose?": the check comes before anyone gets priority
        sba = cite("117.5", r"state-based actions", r"acciones basadas en estado")
        return answered("no", t(frame.lang, "library.no_window"), sba, cite, frame.cards, "empty_library")
    winner = next((c for c in frame.in_play if _WINS_INSTEAD.search(c.oracle_text)), None)
    if (
        winner is not None
        and (short or _DRAWS.search(frame.folded))
        and not any(_CANT_WIN.search(c.oracle_text) for c in frame.cards)
    ):
        # Laboratory Maniac: the draw from the empty library is replaced, its controller wins
        rule = cite("614.1a", r"instead", r"en vez de")
        asks_win = bool(re.search(r"\bwin|\bgan[ao]\b|\bganar", clause))
        finding = t(frame.lang, "library.wins_instead", card=winner.name)
        if asks_win and _ASKS_LOSS_OR_WIN.search(clause):  # "¿pierde o gana?": the outcome, not yes or no
            return answered(None, t(frame.lang, "library.wins") + " " + finding, rule, cite, (winner,), "empty_library")
        return answered("yes" if asks_win else "no", finding, rule, cite, (winner,), "empty_library")
    if re.search(r"\bwin|\bgan[ao]\b|\bganar", clause) and not re.search(r"\blos[et]|\bpierd|\bperd", clause):
        return None  # "oracle etb on the stack … do i still win?": a win the question's card gives, not read here
    # (a spell that only draws, Brainstorm past the library's end, is what makes the attempt, not a change)
    if any(_CHANGES.search(card.oracle_text) for card in frame.cards if not (short and is_spell_card(card))):
        return None
    lang = frame.lang
    if short and not alive:  # Brainstorm with 2 cards left: it draws those two, then the third draw fails (104.3c)
        rule = cite("104.3c", r"draw more cards than are left", r"robar")
        if rule is not None:
            loses = not _RIGHT_AWAY.search(clause)
            return answered("yes" if loses else "no", t(lang, "library.draws_past"), rule, cite, frame.cards,
                            "empty_library")  # fmt: skip
    rule = cite("704.5b", r"attempted to draw a card from a library with no cards", r"robar")
    draws = short or bool(_DRAWS.search(_NOT_AN_ATTEMPT.sub(" ", frame.folded)))
    finding = t(lang, "library.draws" if draws else "library.alive" if alive else "library.not_yet") + ids(rule)
    steps = [Step(finding, (rule,) if rule else ())]
    # "¿pierdo en ese mismo momento?": not then, but the next time state-based actions are checked
    loses = draws and not _RIGHT_AWAY.search(clause)
    return Verdict(
        t(lang, "yes" if loses != alive else "no") + " " + finding, steps, cite.quotes, frame.cards, "empty_library"
    )
