"""An attack gate on power against a hand (Ensnaring Bridge: "Creatures with power greater than the number of cards in
your hand can't attack."): a creature whose power is at most the number of cards in the gate's controller's hand may
attack; only a strictly greater power is stopped. Checked as attackers are declared (508.1c). Fires only for a named
gate, the controller's hand size said in the same sentence as the gate, one creature's power known (a named
creature's printed power, or one P/T said), and "can it attack?" asked."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, controller
from answer.rewrite import mentions
from answer.text import COUNT_GROUP, number
from ingest.lexicon import fold
from ingest.models import Card

_GATE = re.compile(r"creatures with power greater than the number of cards in your hand can[’']t attack", re.I)
#: "exactly 2 cards in hand", "con 3 cartas en la mano"
#: who holds the hand a count is said of: the last player word before it in its sentence
_HOLDER = re.compile(
    r"\b(i|i'?m|i'?d|my|me|yo|tengo|mi|opp\w*|they|they'?d|he|he'?d|she|she'?d|rival|oponente|tiene)\b"
)
_MINE = {"i", "im", "i'm", "id", "i'd", "my", "me", "yo", "tengo", "mi"}
_HAND = re.compile(
    rf"\b(?:exactly |only |just |exactamente |solo )?{COUNT_GROUP} (?:cards?|cartas?) (?:in|en) (?:\w+ )?(?:hand|mano)\b"
)
#: a hand count told again as what is left: "so only 1 card left", "me queda 1 carta"
_LEFT = re.compile(
    rf"\b(?:only |just |solo )?{COUNT_GROUP} (?:cards?|cartas?) (?:left|remaining)\b|\bme quedan? {COUNT_GROUP} cartas?\b"
)
_OTHER_PILE = re.compile(r"\blibrar\w*|\bdeck\b|\bgraveyard\b|\bbiblioteca\b|\bmazo\b|\bcementerio\b")
#: a power said: "my thalia (2 power)", "a 3/3", "con fuerza 2"
_POWER_SAID = re.compile(
    rf"\(?{COUNT_GROUP} power\b|\bpower (?:of )?{COUNT_GROUP}\b|\bfuerza {COUNT_GROUP}\b|\b(\d+)/\d+\b"
)
#: a pump that changes the power checked as attackers are declared (Giant Growth)
_PUMP = re.compile(r"\bgets? \+\d+/\+\d+", re.I)
_ASKS_ATTACK = re.compile(r"\battack\w*|\bswing\w*|\batac\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS_ATTACK.search(frame.clause or frame.asked):
        return None
    gate = next((c for c in frame.cards if _GATE.search(c.oracle_text)), None)
    if gate is None:
        return None
    sentence = next((s for s in re.split(r"[.?!;]\s+", frame.folded) if _names(gate, s)), "")
    hand = _HAND.search(sentence)
    if hand is None:
        return None
    # whose hand: the gate's controller's ("opp has ensnaring bridge and exactly 2 cards in hand"), not another's
    holder = _HOLDER.findall(sentence[: hand.start()])
    owner = controller(frame, gate)
    if holder and owner is not None and (holder[-1] in _MINE) != (owner == "me"):
        return None
    cards = number(hand[1])
    gate_mine = owner == "me" if owner is not None else (holder[-1] in _MINE if holder else None)
    if gate_mine is None and re.search(r"\b(?:my|mi) (?:hand|mano)\b", hand[0]):
        gate_mine = True  # "Ensnaring Bridge out, exactly 2 cards in my hand"
    start = frame.folded.find(sentence) + len(sentence)
    # "only 1 card left" of the hand, not of a library or graveyard told in the same sentence
    left = [
        m
        for m in _LEFT.finditer(frame.folded, start)
        if not _OTHER_PILE.search(
            re.split(r"[.?!;]", frame.folded[: m.end()])[-1] + frame.folded[m.end() : m.end() + 25]
        )
    ]
    told = sorted([*_HAND.finditer(frame.folded, start), *left], key=lambda m: m.start())
    for later in told:
        # "… and had 3 cards in hand. He'd had 4 cards in hand.": the same player's count told again, the last counts;
        # "I'd played a land first so only 1 card left": the asker's own
        upto = later.end() if later.re is _LEFT else later.start()  # "me quedan 2 cartas": its own "me"
        said_by = _HOLDER.findall(re.split(r"[.?!;]", frame.folded[:upto])[-1])
        if gate_mine is not None and said_by and (said_by[-1] in _MINE) == gate_mine:
            cards = number(next(g for g in later.groups() if g))
    creatures = [c for c in frame.cards if c is not gate and "Creature" in c.type_line]
    if len(creatures) > 1 or any(_PUMP.search(c.oracle_text) for c in frame.cards if c is not gate):
        return None  # which one attacks isn't clear, or a pump changes its power
    printed = creatures[0].power if creatures else None
    sizes = list(_POWER_SAID.finditer(frame.folded))
    if printed is not None and printed.isdigit():
        power: int | None = int(printed)  # the named creature's own power, not another's P/T said beside it
    elif len(sizes) == 1 and (
        not creatures or (printed is not None and "*" in printed and _said_of(frame, creatures[0], sizes[0]))
    ):
        # one P/T said, of no named creature or right after one whose power is "*" (Tarmogoyf "(3/4 right now)")
        power = number(next((g for g in sizes[0].groups() if g), ""))
    else:
        return None
    if cards is None or power is None:
        return None
    rule = cite("508.1c", r"restrictions", r"restricciones")
    finding = t(frame.lang, "hand_gate.attack" if power <= cards else "hand_gate.stopped", card=gate.name,
                power=str(power), cards=str(cards))  # fmt: skip
    return answered("yes" if power <= cards else "no", finding, rule, cite, frame.cards, "hand_gate")


def _names(card: Card, text: str) -> bool:
    """The (folded) sentence calls the card by its name or its last name word ("bridge")."""
    front = fold(card.name.split(",")[0])
    return bool(re.search(rf"\b{re.escape(front)}\b|\b{re.escape(front.split()[-1])}\b", text))


def _said_of(frame: Frame, creature: Card, size: re.Match[str]) -> bool:
    """The P/T told right beside the creature's name ("his Tarmogoyf (3/4 right now)", "my 4/5 Tarmogoyf"), not
    another creature's."""
    return any(
        0 <= size.start() - end <= 4 or 0 <= start - size.end() <= 2
        for start, end in mentions(frame.folded, creature.name)
    )
