"""Can a tapped creature attack or block? (508.1a, 509.1a): attackers and blockers must be untapped. Fires only when
the asked clause asks whether a tapped creature can attack or block; vigilance (attacking doesn't tap) and "untap"
effects are left to other answers."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids, name_words

_TAPPED = re.compile(r"\btapped\b|\bgirad[oa]s?\b|\btapead[oa]s?\b")
#: the asker tapping it: "giro mis Llanowar Elves para agregar maná", "I tap my elves for mana"
_TAPS = re.compile(r"\b(?:giro|gire|tapeo|tapee|i tap|i tapped)\b")
_CAN = re.compile(r"\b(can|could|may)\b|\bpued\w*|\bpodr\w*")
_BLOCK = re.compile(r"\bblock|\bbloque")
_ATTACK = re.compile(r"\battack|\bata[cq]")
_OTHER = re.compile(r"vigilance|vigilancia|\buntap|\bendere|\bwhile tapped|aunque este girad|as though")


_VIGILANCE = re.compile(r"\bvigilance\b|\bvigilancia\b")
_ATTACKED = re.compile(r"\battack\w*|\bata[cq]\w*|\bswing\w*")
#: blocking later: "on my opponent's turn", "en el turno del rival", "next turn"
_LATER = re.compile(
    r"\b(?:opponent'?s|opp'?s|their|his|her|next) turn\b|\bturno (?:del|de mi|de su) (?:rival|oponente)\b|"
    r"\bturno (?:siguiente|del otro)\b|\bsiguiente turno\b|\bproximo turno\b"
)


def _vigilant(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "My creature has vigilance and attacks: can it block on my opponent's turn?" Yes: attacking didn't tap it
    (702.20b), so it is untapped and can block, as an untapped creature can (509.1a)."""
    printed = any(re.search(r"(?:^|, )vigilance\b", c.oracle_text, re.I | re.M) for c in frame.cards)
    if not ((_VIGILANCE.search(frame.folded) or printed) and _ATTACKED.search(frame.folded) and _BLOCK.search(clause)):
        return None
    if not (_LATER.search(frame.folded) or re.search(r"\bblock\w* (?:later|afterwards)\b|\bdespues\b", clause)):
        return None
    rule = cite("702.20b", r"Attacking doesn’t cause creatures with vigilance to tap", r"vigilancia")
    return answered("yes", t(frame.lang, "tapped.vigilance"), rule, cite, frame.cards, "tapped")


#: an attack told as done: "i attacked with it", "ataqué con mis grizzly bears" (not "declare attackers")
_ATTACKED_WITH = re.compile(
    r"\battacked\b|\battack(?:s|ed)? with\b|\bi attack\b|\bswung\b|\bswing with\b|\bataque\b|\bataco\b|"
    r"\batacaron\b|\bata[cq]\w* con\b"
)
_THEY_ATTACK = re.compile(
    r"\b(?:me|nos) ata[cq]\w*|\battacks? me\b|\b(?:opp\w*|they|rival|oponente|he|she)\b[^.?]{0,20}\b(?:ata[cq]\w*|attack\w*)"
)


def _attacked_then_blocks(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "If I attack with Grizzly Bears on my turn, can it block on my opponent's next turn?" No: attacking tapped it
    (508.1f), and it untaps only in its controller's own untap step, after the opponent's turn."""
    printed = any(re.search(r"(?:^|, )vigilance\b|\buntap\b", c.oracle_text, re.I | re.M) for c in frame.cards)
    if printed or _OTHER.search(frame.folded) or not (_ATTACKED.search(frame.folded) and _BLOCK.search(clause)):
        return None
    if not _LATER.search(frame.folded) or not _CAN.search(clause) and not re.search(r"\bable to\b", clause):
        return None
    if _THEY_ATTACK.search(frame.folded):
        return None  # "when they attack me, can I block?": their attack, not this creature's
    blocks = [m.start() for m in _BLOCK.finditer(frame.folded)]
    if not _ATTACKED_WITH.search(frame.folded[: blocks[-1]]):
        return None  # the attack is told before the block asked ("can it attack and then block?" is another question)
    rule = cite("508.1f", r"attacking simply causes creatures to become tapped", r"")
    return answered("no", t(frame.lang, "tapped.attacked_stays"), rule, cite, frame.cards, "tapped")


#: asks whether attacking taps it: "does it tap when it attacks?", "¿se gira al atacar?"
_TAPS_ON_ATTACK = re.compile(
    r"\b(?:tap|taps|tapped|get tapped|become tapped)\b[^?]{0,25}\b(?:attack\w*|swing\w*)|"
    r"\bse (?:gira|tapea)\b[^?]{0,20}\b(?:atac\w*)|\b(?:atacar|atacando)\b[^?]{0,20}\b(?:la |lo )?(?:gira|tapea)\b"
)


def _taps_on_attack(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Ataco con Vampire Nighthawk, ¿se gira al atacar?" Yes: attacking taps the attacker (508.1f); with vigilance,
    no (702.20b). Fires for one named creature."""
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    if not _TAPS_ON_ATTACK.search(clause) or len(creatures) != 1:
        return None
    card = creatures[0]
    if re.search(r"(?:^|, )vigilance\b", card.oracle_text, re.I | re.M) or _VIGILANCE.search(frame.folded):
        rule = cite("702.20b", r"Attacking doesn’t cause creatures with vigilance to tap", r"vigilancia")
        return answered("no", t(frame.lang, "tapped.attack_vigilance", card=card.name), rule, cite, (card,), "tapped")
    rule = cite("508.1f", r"attacking simply causes creatures to become tapped", r"")
    return answered("yes", t(frame.lang, "tapped.attack_taps", card=card.name), rule, cite, (card,), "tapped")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is QType.YES_NO:
        taps = _taps_on_attack(frame, cite, clause) or _attacked_then_blocks(frame, cite, clause)
        if taps is not None:
            return taps
    if frame.qtype is not QType.YES_NO or not _CAN.search(clause):
        return None
    vigilant = _vigilant(frame, cite, clause)
    if vigilant is not None:
        return vigilant
    if not (
        _TAPPED.search(clause)
        or _creature_tapped(frame)
        and re.search(r"\b(?:still|it|todavia|aun|igual|later|mas tarde|luego|despues)\b", clause)
    ):
        return None
    if _OTHER.search(frame.folded) or any(
        re.search(r"as though it were(n[’']t)? untapped|untap", c.oracle_text, re.I) for c in frame.cards
    ):
        return None
    block, attack = _BLOCK.search(clause), _ATTACK.search(clause)
    if bool(block) == bool(attack):
        return None  # neither, or both: another question
    rule = (
        cite("509.1a", r"must be untapped", r"enderezad")
        if block
        else cite("508.1a", r"must be untapped", r"enderezad")
    )
    finding = t(frame.lang, "tapped.block" if block else "tapped.attack") + ids(rule)
    return Verdict(
        t(frame.lang, "no") + " " + finding,
        [Step(finding, (rule,) if rule else ())],
        cite.quotes,
        frame.cards,
        "tapped",
    )


def _creature_tapped(frame: Frame) -> bool:
    """The situation taps a named creature ("tapped my Llanowar Elves for mana … can it still block?")."""
    said = _TAPPED.search(frame.folded) or _TAPS.search(frame.folded)
    if said is None:
        return False
    near = frame.folded[max(0, said.start() - 40) : said.end() + 40]
    creatures = [card for card in frame.cards if "Creature" in card.type_line]
    return len(creatures) == 1 and any(re.search(rf"\b{word}", near) for word in name_words(creatures[0]))
