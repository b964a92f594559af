"""An "enters" trigger and several creatures entering at once (603.2c): "whenever a creature enters" triggers once for
each creature in the event, so a spell that creates two tokens triggers it twice, each time for its full amount.
Fires only for a named card with such a trigger that deals damage or gains life, a named card that creates a stated
number of creature tokens, and a question asking how much. With a "whenever you gain life, put a +1/+1 counter"
card (Ajani's Pridemate) and a question about counters, each life gain triggers it once, and counter replacement
effects (Hardened Scales, Doubling Season) apply to each of its counters."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, controller, copies
from answer.reasoners.replacement import modifiers, outcomes
from answer.text import number
from ingest.lexicon import fold
from ingest.models import Card
from ingest.ruleid import RuleId

_TRIGGER = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever (?:a|another) (?:nontoken )?creature(?: with power (?P<most>\d+) or less)? enters the battlefield"
    r"(?P<yours> under your control)?, (?P<pay>you may pay \{\d+\}\. If you do, )?(?:[^.]*?)"
    r"(?:deals (?P<damage>\d+) damage to each opponent|you gain (?P<gain>\d+) life|(?P<draws>draw a card))",
    re.I | re.M,
)
_TOKEN_POWER = re.compile(r"\bcreate \w+ (\d+)/\d+ ", re.I)
_TOKENS = re.compile(r"\bcreate (two|three|four|five|\d|X) [^.]*?creature tokens\b", re.I)
#: creatures the question says enter together, no card making them: "entran 3 fichas de criatura a la vez"
_ENTER_SAID = re.compile(
    r"\b(\d+|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:\w+ ){0,2}?(?:creature tokens|tokens|creatures|"
    r"fichas|criaturas)\b(?=.{0,60}\b(?:at once|at the same time|simultaneous\w*|a la vez|al mismo tiempo|"
    r"simultane\w*)\b)|"
    r"\b(?:enter|entran|entering)\w* (\d+|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:\w+ ){0,2}?"
    r"(?:creature tokens|tokens|creatures|fichas|criaturas)\b(?=.{0,60}\b(?:at once|at the same time|a la vez|al mismo "
    r"tiempo)\b)"
)
_ASKS = re.compile(r"how much|how many|cuant[oa]s?\b")
_GROWS = re.compile(r"^(?:[\w' -]{3,30} — )?whenever you gain life, put a \+1/\+1 counter on\b", re.I | re.M)
_ASKS_COUNTERS = re.compile(r"\bcounters?\b|\bcontador")
_ASKS_I_GAIN = re.compile(r"\b(?:i|do i|would i|will i) gain\b|\bgano\b|\bganaria\b|\bgano yo\b")
_ASKS_TOKENS = re.compile(r"\btokens?\b|\bfichas?\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    found = _entering(frame)
    if found is None or _ASKS_TOKENS.search(frame.clause or frame.asked):
        return None
    card, trigger, maker, count = found
    if trigger["yours"] and controller(frame, card) == "opponent":
        return None  # "my opponent has Impact Tremors and I cast Beetleback Chief": my creatures, not under theirs
    rule = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    if (
        maker is not None
        and trigger["gain"]
        and controller(frame, card) == "opponent"
        and _ASKS_I_GAIN.search(frame.clause or frame.asked)
    ):
        # "if the Soul Warden were my opponent's, how much would I gain?": "you gain" is its controller
        total = str(count * int(trigger["gain"]))
        return answered(None, t(frame.lang, "enters.theirs", card=card.name, total=total), rule, cite,
                        (card, maker), "enters_count")  # fmt: skip
    if trigger["draws"]:
        return _draws(frame, cite, card, trigger, maker, count, rule)
    key = "enters.damage" if trigger["damage"] else "enters.life"
    each = int(trigger["damage"] or trigger["gain"])
    held = _copies_held(frame, card)
    if maker is None:  # the question told the creatures entering, no card made them
        if held > 1:
            return None
        names = {"card": card.name, "k": str(count), "n": str(each), "total": str(count * each)}
        return answered(None, t(frame.lang, key + "_said", **names), rule, cite, (card,), "enters_count")
    if held == 1 and _maker_enters_too(frame, maker, trigger):
        # "my son has Impact Tremors out and casts Beetleback Chief": the Chief's own entering triggers it too
        names = {"card": card.name, "maker": maker.name, "k": str(count), "n": str(each),
                 "all": str(count + 1), "total": str((count + 1) * each)}  # fmt: skip
        return answered(None, t(frame.lang, key + "_maker", **names), rule, cite, (card, maker), "enters_count")
    names = {"card": card.name, "maker": maker.name, "k": str(count), "n": str(each), "total": str(count * each * held)}
    if held > 1:  # "ya con las dos Soul Warden en mesa": each copy triggers for each token
        key += "_copies"
        names["copies"] = str(held)
    return answered(None, t(frame.lang, key, **names), rule, cite, (card, maker), "enters_count")


#: the question casts or plays the token maker: "casts Beetleback Chief", "bajo a Beetleback Chief"
_CASTS = re.compile(r"\bcast\w*|\bplay(?:s|ed)?\b|\blanz\w*|\bbaj[oa]\b|\bjueg[oa]\b|\bresolv\w*|\bhardcast\w*")


def _maker_enters_too(frame: Frame, maker: Card, trigger: re.Match[str]) -> bool:
    """A creature whose own enters ability makes the tokens, cast in the question: it enters first and triggers
    "whenever a creature enters" too, unless the trigger is for nontoken creatures only or its power is too high."""
    own_etb = re.search(rf"^When {re.escape(maker.name.split(' // ')[0])} enters the battlefield, create", maker.oracle_text,
                        re.I | re.M)  # fmt: skip
    if "Creature" not in maker.type_line or own_etb is None or not _CASTS.search(frame.folded):
        return False
    if trigger["most"] and not (maker.power or "").isdigit():
        return False
    return not (trigger["most"] and int(maker.power or 0) > int(trigger["most"]))


def _draws(
    frame: Frame, cite: Citer, card: Card, trigger: re.Match[str], maker: Card | None, count: int, rule: RuleId | None
) -> Verdict | None:
    """Mentor of the Meek and Raise the Alarm: one trigger per token small enough, one card each (paying {1} each time
    when the ability asks)."""
    power = _TOKEN_POWER.search(maker.oracle_text) if maker is not None else None
    if maker is None or power is None or (trigger["most"] and int(power[1]) > int(trigger["most"])):
        return None
    key = "enters.cards_paid" if trigger["pay"] else "enters.cards"
    names = {"card": card.name, "maker": maker.name, "k": str(count), "total": str(count)}
    return answered(None, t(frame.lang, key, **names), rule, cite, (card, maker), "enters_count")


def _copies_held(frame: Frame, card: Card) -> int:
    """How many of the trigger card are on the battlefield: "two Soul Wardens", or a second one told ("bajo una
    segunda Soul Warden", "another Soul Warden")."""
    held = copies(frame, card)
    name = re.escape(fold(card.name))
    if held == 1 and re.search(rf"\b(?:second|a 2nd|another|segund[oa]|otr[oa]) {name}", frame.folded):
        return 2
    return held


def counters(frame: Frame, cite: Citer) -> Verdict | None:
    """The +1/+1 counters a "whenever you gain life" creature gets: one trigger per life gain, each of its counters
    modified by the counter replacement effects (before those effects are read as the question's subject)."""
    found = _entering(frame)
    grower = next((c for c in frame.cards if _GROWS.search(c.oracle_text)), None)
    if (
        found is None
        or grower is None
        or not found[1]["gain"]
        or not _ASKS_COUNTERS.search(frame.clause or frame.asked)
    ):
        return None
    card, _, maker, count = found
    if maker is None:
        return None
    mods = modifiers(frame.cards, "counters", frame)
    per = max(result for _, result in outcomes(1, mods)) if mods else 1
    rule = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    names = {"card": card.name, "maker": maker.name, "k": str(count), "grower": grower.name, "per": str(per)}
    key = "enters.counters_one" if per == 1 else "enters.counters"
    text = t(frame.lang, key, total=str(count * per), **names)
    return answered(None, text, rule, cite, (card, maker, grower), "enters_count")


def _entering(frame: Frame) -> tuple[Card, re.Match[str], Card | None, int] | None:
    """The "whenever a creature enters" card, its trigger, the token maker (None when the question only tells the
    creatures entering together) and how many tokens enter (after token doubling), for a how-many question; None
    when they aren't all there."""
    if frame.qtype is not QType.HOW_MANY or not _ASKS.search(frame.clause or frame.asked):
        return None
    found = [(c, m) for c in frame.cards if (m := _TRIGGER.search(c.oracle_text))]
    makers = [(c, m) for c in frame.cards if (m := _TOKENS.search(c.oracle_text))]
    if len(found) != 1:
        return None
    card, trigger = found[0]
    if trigger["yours"] and not re.search(r"\b(my|mine|i|mi|mis|yo|tengo|controlo)\b", frame.folded):
        return None  # "under your control": whose the tokens are must be said
    if not makers and len(frame.cards) == 1:
        said = _ENTER_SAID.search(frame.folded)
        count = number(said[1] or said[2]) if said else None
        return (card, trigger, None, count) if count else None
    if len(makers) != 1:
        return None
    maker, tokens = makers[0]
    count = x_said(frame.folded) if tokens[1] in "xX" else number(tokens[1])
    if count is None:
        return None
    mods = modifiers(frame.cards, "tokens", frame)
    return card, trigger, maker, max(result for _, result in outcomes(count, mods)) if mods else count
