"""Paying for a "counter target spell unless its controller pays {N}" (Mana Leak, Daze, Spell Pierce): the choice to
pay is made as the counterspell resolves (118.12a), and a player offered a mana payment may activate mana abilities
then, tapping lands while it resolves (608.2g). Fires only when a named card says so and the question asks whether
the payment can be made, or lands tapped for it, when the counterspell resolves."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, controller, ids, name_pattern

_UNLESS_PAYS = re.compile(r"counter target [^.]*spell unless its controller pays (\{[^.]*?\}|X)", re.I)
_ASKS_PAY = re.compile(r"\bpay\w*|\btap\w*|\bpag\w*|\bgir\w*|\bmana\b")
#: the moment: as it resolves, or later than when it was cast
_THEN = re.compile(
    r"\bresolv\w*|\bwhen (?:it|the \w+|mana leak|daze)\b|\bat that point\b|\bthen\b|\blater\b|\bse resuelv\w*|"
    r"\bal resolver\w*|\bcuando se resuelv\w*|\bdespues\b|\bin the middle\b|\bluego\b"
)


#: asks who pays: "who pays the 3, me or them?", "¿quién paga los 3?"
_WHO_PAYS = re.compile(
    r"\bwho (?:pays|has to pay|gets to pay|chooses|decides)\b|\bquien (?:paga|tiene que pagar|decide|elige)\b"
)


#: a trigger that offers the payment to the player who did something: Smothering Tithe, Rhystic Study
_THAT_PLAYER_PAYS = re.compile(
    r"^whenever an opponent (draws a card|casts a spell), [^\n]*?\b(?:that player may pay|unless that player pays)\b",
    re.I | re.M,
)


def _that_player_pays(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They have Smothering Tithe; when I draw, who decides whether the 2 is paid, me or them?" You — "that player
    may pay" offers the payment to the opponent who drew, as the trigger resolves (118.12a); the card's controller only
    gets the Treasure if that player doesn't pay."""
    found = [(c, m) for c in frame.cards if (m := _THAT_PLAYER_PAYS.search(c.oracle_text))]
    if len(found) != 1:
        return None
    card, said = found[0]
    if controller(frame, card) == "me" or re.search(
        rf"\b(?:i have|i control|tengo|controlo)\b[^.?]{{0,10}}\b(?:{name_pattern(card)})", frame.folded
    ):
        return None  # the asker's own Tithe or Study: it watches only the asker's opponents
    event = "draw" if said[1].lower().startswith("draws") else "cast"
    choice = cite("118.12a", r"unless", r"a menos que")
    finding = t(frame.lang, f"soft_counter.that_player_{event}", card=card.name) + ids(choice)
    # the asker did it against the opponent's card: "el rival tiene Smothering Tithe. cuando robo …": you decide
    mine = re.search(r"\bi draw\b|\bwhen i (?:draw|cast)\b|\brobo\b|\blanzo\b", frame.folded)
    if mine:
        finding = t(frame.lang, "soft_counter.you_decide") + " " + finding
    return Verdict(finding, [Step(finding, (choice,) if choice else ())], cite.quotes, (card,), "soft_counter")


#: a mana ability limited to instant timing (Lion's Eye Diamond): not available in the middle of a resolution
_INSTANT_ONLY_MANA = re.compile(
    r"\bAdd [^.]*\.\s*Activate (?:this ability )?only (?:as an instant|any time you could cast an instant)", re.I
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if _WHO_PAYS.search(clause):
        card = next((c for c in frame.cards if _UNLESS_PAYS.search(c.oracle_text)), None)
        if card is None:
            return _that_player_pays(frame, cite)
        # "its controller" is the targeted spell's: the player who cast it may pay, the counterspell's caster never
        choice = cite("118.12a", r"unless", r"a menos que")
        finding = t(frame.lang, "soft_counter.who_pays", card=card.name) + ids(choice)
        return Verdict(finding, [Step(finding, (choice,) if choice else ())], cite.quotes, (card,), "soft_counter")
    ferocious = _ferocious(frame, cite, clause)
    if ferocious is not None:
        return ferocious
    if frame.qtype is not QType.YES_NO or not _ASKS_PAY.search(clause) or not _THEN.search(frame.folded):
        return None
    if not re.search(r"\b(?:can|could|may)\b|\bpued\w*|\bpodr\w*|\ballowed\b", clause):
        return None
    card = next((c for c in frame.cards if _UNLESS_PAYS.search(c.oracle_text)), None)
    if card is None:
        return None
    choice = cite("118.12a", r"unless", r"a menos que")
    source = next((c for c in frame.cards if _INSTANT_ONLY_MANA.search(c.oracle_text)), None)
    if source is not None:
        # "can I crack Lion's Eye Diamond while Daze is resolving to pay the 1?": not as an instant, so no
        timing = cite("602.5e", r"timing rules for casting an instant", r"instantáneo") or choice
        finding = t(frame.lang, "soft_counter.instant_only", source=source.name, card=card.name) + ids(timing)
        steps = [Step(finding, (timing,) if timing else ())]
        return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, (card, source), "soft_counter")
    mana = cite("608.2g", r"may activate mana abilities before taking that action", r"habilidades de maná")
    finding = t(frame.lang, "soft_counter.pay_then", card=card.name) + ids(choice, mana)
    steps = [Step(finding, tuple(r for r in (choice, mana) if r))]
    return Verdict(t(frame.lang, "yes") + " " + finding, steps, cite.quotes, (card,), "soft_counter")


#: Stubborn Denial: "Ferocious — If you control a creature with power 4 or greater, counter that spell instead."
_FEROCIOUS = re.compile(
    r"^Ferocious — If you control a creature with power 4 or greater, counter that spell instead", re.M
)
#: a creature's size said, not the asker's own: "their only creature is a 2/2", "they've got a 4/5 tarmogoyf"
_SIZE = re.compile(r"(?<![\w/+-])(\d{1,2})/\d{1,2}(?![\w/])")
_MINE_BEFORE = re.compile(r"\b(?:my|i have|i control|mi|tengo|controlo)\b[^.,;?]{0,30}$")


def _ferocious(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I cast Thoughtseize, they Stubborn Denial with a 2/2 as their only creature: can I pay {1}?" Yes; with their
    4/5 Tarmogoyf out as it resolves, ferocious counters it outright (608.2h: checked on resolution)."""
    card = next((c for c in frame.cards if _FEROCIOUS.search(c.oracle_text)), None)
    if card is None or frame.qtype is not QType.YES_NO or not _ASKS_PAY.search(clause):
        return None
    if re.search(r"\bin response\b|\ben respuesta\b|\bkill\w*|\bmat[oa]\b|\bdestroy\w*|\bdestru\w*", frame.folded):
        return None  # a creature removed before it resolves: what is left then isn't read here
    sizes = [int(m[1]) for m in _SIZE.finditer(frame.folded) if not _MINE_BEFORE.search(frame.folded[: m.start()])]
    if not sizes:
        return None  # their creatures' power isn't told
    choice = cite("118.12a", r"unless", r"a menos que")
    if max(sizes) >= 4:
        finding = t(frame.lang, "soft_counter.ferocious_hard", card=card.name) + ids(choice)
        return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (choice,) if choice else ())],
                       cite.quotes, (card,), "soft_counter")  # fmt: skip
    finding = t(frame.lang, "soft_counter.ferocious_soft", card=card.name) + ids(choice)
    return Verdict(t(frame.lang, "yes") + " " + finding, [Step(finding, (choice,) if choice else ())], cite.quotes,
                   (card,), "soft_counter")  # fmt: skip
