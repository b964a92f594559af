"""Which creatures are untapped to block (509.1a: blockers must be untapped, each blocks one attacker). A creature
with vigilance doesn't tap to attack (702.20b), so it can block on the next turn; any other attacker stays tapped
until its controller's next untap step (502.3) — not "at the end of my turn" — so it can't block on the opponent's
turn; a creature returned or put onto the battlefield tapped (Reassembling Skeleton) can't block until it untaps;
one creature blocks one attacker unless its text says otherwise. Fires only for a named creature (or the asker's
single creature) and a yes/no question about blocking with it, or about it untapping or staying untapped."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, name_pattern
from ingest.models import Card

_VIGILANCE_TEXT = re.compile(r"^(?:[\w ,]*, )?vigilance\b", re.I | re.M)
_VIGILANCE_SAID = re.compile(r"\bvigilance\b|\bvigilancia\b")
_ASKS_BLOCK = re.compile(r"\bblock\w*|\bbloque\w*")
_ASKS_UNTAPPED = re.compile(
    r"\buntap\w*|\bstays? untapped\b|\benderez\w*|\bdesgir\w*|\bqueda (?:enderezad|sin girar)\w*|\bdoesn'?t tap\b|"
    r"\bno se gira\b"
)
#: the asker expects it to untap at the end of their own turn: "don't they untap at the end of my turn"
_UNTAP_AT_END = re.compile(
    r"\buntap\w* (?:at|by|before|during) (?:the )?end of (?:my|the) turn\b|\buntap\w* (?:before|on|for|during) "
    r"(?:her|his|their|your|the opponent'?s|my opponent'?s) turn\b|\bse endereza\w* (?:al|en el) final de mi turno\b|"
    r"\bse endereza\w* (?:antes de|en) (?:su|el) turno\b"
)
#: asks about the creature's own next untap: "will it untap during my next untap step?", "¿se endereza en mi próximo turno?"
_NEXT_UNTAP_ASKED = re.compile(
    r"\bnext untap\b|\bmy next turn\b|\bmi (?:proximo|siguiente) turno\b|\bsiguiente paso de enderezar\b"
)
#: the asker has a single creature to block with: "only have my Giant Spider", "solo tengo mi araña"
_ONE_OF_MINE = re.compile(
    r"\b(?:only|just) (?:have|got|control)\b|\bsolo (?:tengo|me queda|controlo)\b|\bi have (?:one|a single|only)\b|"
    r"\bmy only creature\b|\bmi unica criatura\b|\bnada mas (?:tengo|que)\b"
)
#: it came back from the graveyard just now: "si lo regreso", "I return it", "from my graveyard"
_RETURNED = re.compile(
    r"\breturn\w*|\bcome(?:s)? back\b|\bcame back\b|\bvuelv\w*|\bregres\w*|\bdevuelv\w*|\breanimat\w*|\bfrom (?:my|the) graveyard\b|"
    r"\bdel cementerio\b|\ben el cementerio\b"
)
#: "Return this card from your graveyard to the battlefield tapped.", "enters the battlefield tapped"
_ENTERS_TAPPED = re.compile(r"\bto the battlefield tapped\b|\benters the battlefield tapped\b", re.I)
#: one creature asked to block two attackers: "block both with the spider", "bloquear a las dos"
_BLOCKS_TWO = re.compile(
    r"\bblock (?:both|the two|two|2) (?:of them|attackers|creatures)?|\bblock both\b|"
    r"\bbloquear? (?:a )?(?:las dos|los dos|ambas|ambos|dos)\b"
)
#: it came back on an earlier turn, so an untap step may have passed: "last turn", "el turno pasado"
_EARLIER_TURN = re.compile(r"\blast turn\b|\bprevious turn\b|\bturno (?:pasado|anterior)\b")
_BLOCKS_MORE = re.compile(r"\bcan block an additional\b|\bcan block any number\b", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    lang = frame.lang
    blocks = cite("509.1a", r"must be untapped", r"")
    if _BLOCKS_TWO.search(clause) and len(creatures) <= 1 and _ONE_OF_MINE.search(frame.folded):
        # "me atacaron con dos criaturas y solo tengo mi Giant Spider. ¿puedo bloquear a las dos?"
        if creatures and _BLOCKS_MORE.search(creatures[0].oracle_text):
            return None
        return answered("no", t(lang, "untapped.one_each"), blocks, cite, frame.cards, "untapped")
    tapped = _tapped_by_asker(frame, creatures)
    if tapped is not None and _ASKS_BLOCK.search(clause):
        # "if i tap his spider with my icy manipulator after i declare attackers, can it still block?": no (509.1a)
        return answered("no", t(lang, "untapped.tapped_now", card=tapped.name), blocks, cite, (tapped,), "untapped")
    if len(creatures) != 1:
        return None
    creature = creatures[0]
    asks_block, asks_untapped = _ASKS_BLOCK.search(clause), _ASKS_UNTAPPED.search(clause)
    if not (asks_block or asks_untapped):
        return None
    if (
        _ENTERS_TAPPED.search(creature.oracle_text)
        and asks_block
        and _RETURNED.search(frame.folded)
        and not _EARLIER_TURN.search(frame.folded)
    ):
        # Reassembling Skeleton returned before the attack: it comes back tapped, so it can't block that turn
        return answered("no", t(lang, "untapped.enters_tapped", card=creature.name), blocks, cite, (creature,),
                        "untapped")  # fmt: skip
    names = name_pattern(creature)
    attacked_with = names and re.search(
        rf"\b(?:attack\w*|ata(?:c|qu)\w*|swung|swing\w*)\s+(?:with\s+|con\s+)?(?:(?:my|mi|the|el|la|los|las|mis)\s+)?(?:{names})|"
        # "i tapped my grizzly bears to attack my sister"
        rf"\b(?:my|mi|mis)\s+(?:{names})\b[^.?]{{0,30}}\b(?:attack\w*|ata(?:c|qu)\w*)",
        frame.folded,
    )
    if not attacked_with:
        return None  # "he attacks me with a menace creature: can my Serra Angel block it?": not its own attack
    if _VIGILANCE_TEXT.search(creature.oracle_text) or _VIGILANCE_SAID.search(frame.folded):
        rule = cite("702.20b", r"Attacking doesn’t cause creatures with vigilance to tap", r"")
        return answered("yes", t(lang, "untapped.vigilance", card=creature.name), rule, cite, (creature,), "untapped")
    rule = cite("502.3", r"untaps? them all simultaneously", r"")
    if _NEXT_UNTAP_ASKED.search(clause):
        # "it's still tapped. will it untap during my next untap step?": yes, then
        return answered("yes", t(lang, "untapped.next_untap", card=creature.name), rule, cite, (creature,), "untapped")
    if _UNTAP_AT_END.search(frame.folded):
        # "they were still sideways. don't they untap at the end of my turn so i can block?"
        return answered("no", t(lang, "untapped.next_untap", card=creature.name), rule, cite, (creature,), "untapped")
    return None


#: the asker taps a creature: "if i tap his spider with my icy manipulator", "le giro su araña con el icy"
_TAPS_IT = r"\b(?:tap|taps|tapped|tapping|giro|gire|girar|le giro)\s+(?:his|her|their|the|its|opp'?s|su|el|la)\s+"


def _tapped_by_asker(frame: Frame, creatures: list[Card]) -> Card | None:
    """The one creature the question says gets tapped before blockers are declared."""
    found = [
        c
        for c in creatures
        if (words := name_pattern(c)) and re.search(rf"{_TAPS_IT}(?:\w+\s+)?(?:{words})", frame.folded)
    ]
    if len(found) != 1 or re.search(r"\buntap\w*|\bendere\w*", frame.folded):
        return None
    if re.search(
        r"\bafter (?:\w+ )?(?:block|blocks|blocked|blocking|blockers)\b|\bdespues de (?:que )?(?:\w+ )?bloque",
        frame.folded,
    ):
        return None  # tapped once it blocks: it stays blocking (506.4), another question
    if re.search(
        r"\bnext turn\b|\bsiguiente turno\b|\bend step\b|\bpaso final\b|\blast turn\b|\bturno pasado\b|\bupkeep\b|"
        r"\bmantenimiento\b|\bfor mana\b|\bpara (?:sacar )?mana\b",
        frame.folded,
    ):
        return None  # tapped in an earlier step or turn: it may have untapped since (502.3)
    return found[0]
