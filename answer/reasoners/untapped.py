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
from answer.reasoners.base import Citer, Verdict, answered, named_in

_VIGILANCE_TEXT = re.compile(r"^(?:[\w ,]*, )?vigilance\b", re.I | re.M)
_VIGILANCE_SAID = re.compile(r"\bvigilance\b|\bvigilancia\b")
_ATTACKED = re.compile(r"\battack\w*|\bata(?:c|qu)\w*|\bswung\b|\bswing\w*|\bpegu[eé]\b|\bhit (?:her|him|them|me)\b")
_ASKS_BLOCK = re.compile(r"\bblock\w*|\bbloque\w*")
_ASKS_UNTAPPED = re.compile(
    r"\buntap\w*|\bstays? untapped\b|\benderez\w*|\bdesgir\w*|\bqueda (?:enderezad|sin girar)\w*|\bdoesn'?t tap\b|"
    r"\bno se gira\b"
)
#: the asker expects it to untap at the end of their own turn: "don't they untap at the end of my turn"
_UNTAP_AT_END = re.compile(
    r"\buntap\w* (?:at|by|before|during) (?:the )?end of (?:my|the) turn\b|\buntap\w* (?:before|on|for|during) "
    r"(?:her|his|their|your|the opponent'?s|my opponent'?s) turn\b|\bse endereza\w* (?:al|en el) final de mi turno\b|"
    r"\bse endereza\w* (?:antes de|en) (?:su|el) turno\b|\bstill (?:tapped|sideways)\b|\bseguia girad\w*|\bsigue girad\w*"
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
    if _BLOCKS_TWO.search(clause) and len(creatures) <= 1:
        # "me atacaron con dos criaturas y solo tengo mi Giant Spider. ¿puedo bloquear a las dos?"
        if creatures and _BLOCKS_MORE.search(creatures[0].oracle_text):
            return None
        return answered("no", t(lang, "untapped.one_each"), blocks, cite, frame.cards, "untapped")
    if len(creatures) != 1:
        return None
    creature = creatures[0]
    asks_block, asks_untapped = _ASKS_BLOCK.search(clause), _ASKS_UNTAPPED.search(clause)
    if not (asks_block or asks_untapped):
        return None
    if _ENTERS_TAPPED.search(creature.oracle_text) and asks_block and not _EARLIER_TURN.search(frame.folded):
        # Reassembling Skeleton returned before the attack: it comes back tapped, so it can't block that turn
        return answered("no", t(lang, "untapped.enters_tapped", card=creature.name), blocks, cite, (creature,),
                        "untapped")  # fmt: skip
    if not _ATTACKED.search(frame.folded) or not named_in(creature, frame.folded):
        return None
    if _VIGILANCE_TEXT.search(creature.oracle_text) or _VIGILANCE_SAID.search(frame.folded):
        rule = cite("702.20b", r"Attacking doesn’t cause creatures with vigilance to tap", r"")
        return answered("yes", t(lang, "untapped.vigilance", card=creature.name), rule, cite, (creature,), "untapped")
    if _UNTAP_AT_END.search(frame.folded):
        # "they were still sideways. don't they untap at the end of my turn so i can block?"
        rule = cite("502.3", r"untaps? them all simultaneously", r"")
        asks_stays = re.search(r"\bstill tapped\b|\bstay\w* tapped\b|\bsigue girad\w*", clause)
        return answered("yes" if asks_stays else "no", t(lang, "untapped.next_untap", card=creature.name), rule,
                        cite, (creature,), "untapped")  # fmt: skip
    return None
