"""Protection and blocking, when the question says the protection rather than a card printing it. Protection limits
what can block the protected creature (702.16f), not what it can block: a creature with protection from red may block
a red attacker, and the red attacker's damage to it is prevented (702.16e). And protection given after blockers are
declared undoes no block: the attacker stays blocked (509.1h)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, card_colors, named_in
from answer.reasoners.protection import COLOR_WORDS, COLORS
from ingest.lexicon import fold

_COLOR = "|".join(COLOR_WORDS)
_PROTECTION = re.compile(rf"\b(?:protection from |pro[ -]|proteccion contra (?:el |lo )?)({_COLOR})\b")
_BLOCK = re.compile(r"\bblock\w*|\bbloque\w*")
_ATTACKS = re.compile(r"\battack\w*|\bata[cq]\w*|\bswing\w*")
#: blockers already declared when the protection comes
_AFTER_BLOCKS = re.compile(
    r"\bafter (?:the )?blocks?\b|\bafter (?:blockers|it'?s? (?:was |gets |got )?blocked|they block\w*)|"
    r"\bonce (?:it'?s |it is )?blocked\b|\bdespues (?:del|de los|de) bloque\w*|\bya (?:bloquead|(?:lo|la|me lo) bloque)"
)
#: asks whether the block still stands
_ASKS_STILL_BLOCKED = re.compile(r"\bstill blocked\b|\bsigue (?:estando )?bloquead\w*|\bremains? blocked\b")
#: asks whether the block is undone or the damage reaches the player
_ASKS_UNDONE = re.compile(
    r"\bunblock\w*|\bundo\w*|\bdeshace\w*|\bdesbloque\w*|\bplayer\b|\bjugador\b|\bopp\w*|\brival\b|\bhit\w*|\bpego\b|"
    r"\bdamage to (?:the |my |their )|\bdano al\b|\bremoved from combat\b|\bremov\w*|\bquita\w*|\bsale del combate\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or re.search(r"\btrampl|\barroll", frame.folded):
        return None
    said = _PROTECTION.search(frame.folded)
    block = _BLOCK.search(frame.folded, said.end()) if said else None
    if said is None or block is None:
        return _printed(frame, cite)
    clause = frame.clause or frame.asked
    if _AFTER_BLOCKS.search(frame.folded):
        if _ASKS_STILL_BLOCKED.search(clause):
            opener = "yes"
        elif _ASKS_UNDONE.search(clause):
            opener = "no"
        else:
            return None
        rule = cite("509.1h", r"remains blocked even if all the creatures blocking it are removed", r"bloquead")
        return answered(opener, t(frame.lang, "protection_block.stays"), rule, cite, frame.cards, "protection_block")
    color = COLOR_WORDS[said[1]]
    between = frame.folded[said.end() : block.start()]
    after = frame.folded[block.end() :]
    named_color = any(COLOR_WORDS[w] == color for w in re.findall(rf"\b(?:{_COLOR})\b", after)) or (
        not _ATTACKS.search(frame.folded[: said.start()])  # "ataco con X y le doy protección…": X attacks
        and any(COLORS[color] in card_colors(card) and named_in(card, after) for card in frame.cards)
    )  # "…block Mayhem Devil": a red card named as the one blocked
    if _ATTACKS.search(between) or not named_color or not re.search(r"\b(?:can|could|may)\b|\bpued", clause):
        return None  # the protected creature attacks, or the blocked one isn't said to be of that color
    rule = cite("702.16f", r"can’t be blocked by creatures that have the stated quality", r"bloquead")
    cite("702.16e", r"damage that would be dealt by sources that have the stated quality", r"dano")
    finding = t(frame.lang, "protection_block.can_block", color=t(frame.lang, f"color.{color}"))
    return answered("yes", finding, rule, cite, frame.cards, "protection_block")


_PRINTED = re.compile(r"^protection from (white|blue|black|red|green)\b", re.I | re.M)


def _printed(frame: Frame, cite: Citer) -> Verdict | None:
    """ "my Typhoid Rats attack, can his White Knight block them?": the blocker asked about prints protection from
    black, the attacker is black, and protection doesn't stop its own creature from blocking (702.16f)."""
    clause = frame.clause or frame.asked
    asked_block = _BLOCK.search(clause)
    if not re.search(r"\b(?:can|could|may)\b|\bpued", clause) or asked_block is None:
        return None
    for blocker in frame.cards:
        printed = _PRINTED.search(blocker.oracle_text)
        if printed is None or "Creature" not in blocker.type_line:
            continue
        words = [w for w in fold(blocker.name).split() if len(w) >= 4]
        if not any(w in clause[: asked_block.start()] for w in words):
            continue  # the protected creature must be the one asked to block
        if re.search(rf"(?:{_ATTACKS.pattern})[^.?,]{{0,20}}\b(?:{'|'.join(map(re.escape, words))})\b", frame.folded):
            return None  # "ataca con black knight, ¿puedo bloquearlo…?": the protected creature attacks
        color = printed[1].lower()
        attackers = [
            c for c in frame.cards if c is not blocker and "Creature" in c.type_line and COLORS[color] in c.mana_cost
        ]
        if len(attackers) != 1 or not _ATTACKS.search(frame.folded):
            return None
        rule = cite("702.16f", r"can’t be blocked by creatures that have the stated quality", r"bloquead")
        cite("702.16e", r"damage that would be dealt by sources that have the stated quality", r"dano")
        finding = t(frame.lang, "protection_block.can_block", color=t(frame.lang, f"color.{color}"))
        return answered("yes", finding, rule, cite, (blocker, attackers[0]), "protection_block")
    return None
