"""Leaves- and enters-the-battlefield triggers (603.6a, 603.6c): a permanent that leaves the battlefield for any zone
(bounced, exiled, destroyed, sacrificed) triggers its "leaves the battlefield" ability; a flickered one triggers both
its leaves and its enters abilities; one whose control changes doesn't enter the battlefield, so its "enters"
ability doesn't trigger again; a countered permanent spell never enters (701.6a); Hushwing Gryff and Torpor Orb stop
enters triggers. Fires only when a named card has the ability and the question says what happened to it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners import extra_triggers
from answer.reasoners.base import (
    DIES_ABILITY,
    FLICKER,
    FLICKER_WORDS,
    GAINS_CONTROL,
    NO_ENTER_TRIGGERS,
    STEALS,
    Citer,
    Verdict,
    answered,
    asks_of_spell,
    is_spell_card,
)
from answer.reasoners.extra_triggers import EXTRA_TRIGGERS
from answer.reasoners.stack_order import position
from answer.text import fold
from ingest.models import Card

_LEAVES = re.compile(r"^(?:[\w' -]{3,30} — )?when [^,.]* leaves the battlefield, ([^\n]*)", re.I | re.M)
_ENTERS = re.compile(r"^(?:[\w' -]{3,30} — )?when [^,.]* enters the battlefield, ([^\n]*)", re.I | re.M)
_ASKS = re.compile(
    r"trigger|dispar|happen|\bpasa\b|\bget\b|\bsaco\b|\bgano\b|\bganan?\b|\bhace\b|\bdamage|\bdano|\bgain|\blife\b|"
    r"\bvida\b|\bdraw|\brob[oa]\b|\btokens?\b|\bfichas?\b|\bsearch\w*|\bbusc(o|a|as|ar)\b|\bme dan?\b|\bobtengo\b|\bconsigo\b"
)


#: it phases out or in: said, or a named card's effect ("Teferi's Protection": "All permanents you control phase out.")
_PHASES = re.compile(r"\bphas(?:e|es|ed|ing) (?:out|in)\b|\bphasing\b|\bfuera de fase\b|\bcambia\w* de fase\b")


def _phased(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Teferi's Protection with Thragtusk out: do I get the Beast since it left?" No: phasing changes no zone, so
    leaves- and enters-the-battlefield abilities don't trigger (702.26d)."""
    if frame.qtype is not QType.YES_NO or not re.search(r"trigger|dispar|\bget\b|\bgain|\btokens?\b|\bfichas?\b",
                                                         frame.clause or frame.asked):  # fmt: skip
        return None
    watcher = [c for c in frame.cards if _LEAVES.search(c.oracle_text) or _ENTERS.search(c.oracle_text)]
    # phasing said, or the phasing card the only other card, cast now (not last turn, not held in hand)
    by_card = (
        len(frame.cards) == 2
        and any(_PHASES.search(c.oracle_text.lower()) for c in frame.cards)
        and not re.search(
            r"\blast turn\b|\bturno pasado\b|\bin (?:my |the )?hand\b|\ben (?:la |mi )?mano\b", frame.folded
        )
    )
    if not (_PHASES.search(frame.folded) or by_card) or len(watcher) != 1:
        return None
    if re.search(
        r"\bswords?\b|\bexile\w*|\bexili\w*|\bdestroy\w*|\bdestru\w*|\bkill\w*|\bflicker\w*|\bblink\w*", frame.folded
    ):
        return None  # it also left another way: the leaves trigger's own question
    rule = cite("702.26d", r"Zone-change triggers don’t trigger", r"")
    return answered("no", t(frame.lang, "zone.phased", card=watcher[0].name), rule, cite, frame.cards, "zone_trigger")


#: asks whether the entering creature stays: "does Uro just stay?", "¿se queda?"
_STAYS = r"\bstays?\b|\bremains?\b|\bstick\w* around\b|\bse queda\w*"
#: the two-trigger Oblivion Ring: "When … enters …, exile …" and "When … leaves the battlefield, return the exiled card"
_ETB_EXILE = re.compile(r"^When [^.]+ enters the battlefield, exile ", re.I | re.M)
_LTB_RETURN = re.compile(r"leaves the battlefield, return the exiled card", re.I)
#: removed while its enters trigger waits on the stack
_BEFORE_ETB = re.compile(
    r"\b(?:etb|enters?|enter the battlefield)\b[^.?]{0,20}\btrigger\w*\b[^.?]{0,15}\bon the stack\b|"
    r"\bin response to (?:the|its) (?:etb|trigger|enters)\w*|\bwith the (?:etb|trigger)\w* on the stack\b|"
    r"\ben respuesta (?:al|a su) (?:disparo|trigger|etb)\b|\bantes de que (?:se )?resuelva\b|"
    r"\bbefore (?:the|its) (?:etb|trigger)\w* resolves\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    asked = frame.clause or frame.asked
    muzzled_sacrifice = (
        re.search(r"\bsacrific\w*|\bsacrifiqu\w*|" + _STAYS, asked)
        and any(NO_ENTER_TRIGGERS.search(c.oracle_text) for c in frame.in_play)
        and not re.search(r"\battack\w*|\bata[cq]\w*", frame.folded)
    )  # "opp has Hushbringer out, do I still have to sacrifice Uro?": its enters trigger is the asked one
    if not _ASKS.search(asked) and not muzzled_sacrifice:
        return None
    phased = _phased(frame, cite)
    if phased is not None:
        return phased
    ring = next(
        (c for c in frame.cards if _ETB_EXILE.search(c.oracle_text) and _LTB_RETURN.search(c.oracle_text)), None
    )
    if ring is not None and frame.qtype is QType.YES_NO and _BEFORE_ETB.search(frame.folded):
        # "with the ETB trigger on the stack i destroy the oblivion ring. do i get my creature back?": no
        rule = cite("405.5", r"last-added\) spell or ability on the stack resolves", r"")
        cite("603.6c", r"Leaves-the-battlefield abilities trigger", r"")
        return answered("no", t(frame.lang, "zone.ring_trick", card=ring.name), rule, cite, frame.cards,
                        "zone_trigger")  # fmt: skip
    flickered = _flickered(frame)
    flicker = [c for c in frame.cards if c is not flickered and FLICKER.search(c.oracle_text)]
    if flickered is not None and asks_of_spell(frame, frame.clause or frame.asked, tuple(flicker)):
        return None  # "i cloudshift it in response. what happens to the swords?": the removal's question
    if flickered is not None and _answered_spell_asked(frame, flickered, flicker):
        return None  # "… searing blaze on opp + their skyfisher, they ephemerated it in response: does the 3 still happen?"
    if flickered is not None and any(EXTRA_TRIGGERS.search(c.oracle_text) for c in frame.cards):
        counted = extra_triggers.reason(frame, cite)  # blinked with Panharmonicon out: how many times it triggers
        if counted is not None:
            return counted
    if flickered is not None and _KEYWORD_ASKED.search(frame.clause or frame.asked):
        return None  # "I Ephemerate my Kitchen Finks, does persist trigger?": its keyword's question, not its ETB's
    if flickered is not None:  # Restoration Angel on Thragtusk: it leaves and enters again
        leaves, enters = _LEAVES.search(flickered.oracle_text), _ENTERS.search(flickered.oracle_text)
        rule = cite("603.6c", r"moves from the battlefield to another zone", r"otra zona")
        key = "zone.flicker_both" if leaves and enters else "zone.flicker_enters" if enters else "zone.flicker_leaves"
        finding = t(
            frame.lang,
            key,
            name=flickered.name,
            leaves=leaves[1] if leaves else "",
            enters=enters[1] if enters else "",
        )
        return answered(None if frame.qtype is not QType.YES_NO else "yes", finding, rule, cite, frame.cards,
                        "zone_trigger")  # fmt: skip
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    muzzle = next((c for c in frame.in_play if NO_ENTER_TRIGGERS.search(c.oracle_text)), None)
    doubler = next((c for c in frame.in_play if EXTRA_TRIGGERS.search(c.oracle_text)), None)
    dying = next((c for c in frame.cards if DIES_ABILITY.search(c.oracle_text)), None)
    if (muzzle or doubler) and dying is not None and frame.has("dies") and not frame.has("enters"):
        return _dies_not_enters(frame, cite, muzzle, doubler, dying)
    leaving = next((c for c in frame.cards if _LEAVES.search(c.oracle_text)), None)
    said_left = _SAYS_LEAVES.search(frame.folded) or frame.has("dies")  # "thragtusk dies": it left too
    if (muzzle or doubler) and leaving is not None and said_left and not frame.has("enters"):
        return _dies_not_enters(frame, cite, muzzle, doubler, leaving)  # Thragtusk's beast under Torpor Orb
    entering = next(
        (c for c in frame.cards if c is not muzzle and "Creature" in c.type_line and _ENTERS.search(c.oracle_text)),
        None,
    )
    if muzzle is not None and entering is not None:  # Hushwing Gryff, Torpor Orb
        rule = cite("603.2", r"automatically triggers", r"dispara")
        finding = t(frame.lang, "zone.muzzled", name=entering.name, card=muzzle.name)
        # "does Uro just stay?": its sacrifice trigger never triggers, so yes
        stays = re.search(_STAYS, frame.clause or frame.asked) and re.search(
            r"\bsacrifice\b", entering.oracle_text, re.I
        )
        kept = stays or re.search(
            r"\bnot (?:have to )?sacrific|\bsin sacrific|\bno (?:lo |la )?sacrific", frame.clause or frame.asked
        )
        opener = ("yes" if kept else "no") if frame.qtype is QType.YES_NO else None
        return answered(opener, finding, rule, cite, frame.cards, "zone_trigger")
    countered = _countered(frame)
    if countered is not None:
        rule = cite("701.6a", r"countered spell is put into its owner’s graveyard", r"cementerio")
        finding = t(frame.lang, "zone.countered", name=countered.name)
        opener = "no" if frame.qtype is QType.YES_NO else None
        return answered(opener, finding, rule, cite, frame.cards, "zone_trigger")
    stolen = _stolen(frame)
    # "can it attack next turn?" asks whether it may attack, not whether its "enters" ability triggers
    if stolen is not None and not re.search(
        r"\battack|\bata[cq]|\bblock|\bbloque|\btap\b|\bgir", frame.clause or frame.asked
    ):
        rule = cite("603.6a", r"trigger when a permanent enters", r"entra")
        finding = t(frame.lang, "zone.control_no_enter", name=stolen.name)
        return answered("no" if frame.qtype is QType.YES_NO else None, finding, rule, cite, frame.cards, "zone_trigger")
    gone = next((c for c in frame.cards if _LEAVES.search(c.oracle_text) and _left(frame, c)), None)
    if gone is None:
        return None
    effect = _LEAVES.search(gone.oracle_text)
    assert effect is not None
    rule = cite("603.6c", r"moves from the battlefield to another zone", r"otra zona")
    finding = t(frame.lang, "zone.leaves", name=gone.name, effect=effect[1])
    return answered("yes" if frame.qtype is QType.YES_NO else None, finding, rule, cite, frame.cards, "zone_trigger")


_KEYWORD_ASKED = re.compile(r"\bpersist\w*|\bundying\b|\binmortal\b")
_SAYS_LEAVES = re.compile(
    r"\bleaves? the battlefield\b|\bdeja el campo\b|\bsale del campo\b|"
    r"\b(?:gets?|got|is|was) (?:exiled|bounced)\b|\b(?:es|fue|sale) exiliad[oa]\b"  # Thragtusk exiled: it left
)
_TWICE = re.compile(r"\btwice\b|\btwo\b|\bdos\b|\b2\b|dos veces|\bagain\b|otra vez|\bextra\b|\bdouble\b|\bdoble\b")


def _dies_not_enters(frame: Frame, cite: Citer, muzzle: Card | None, doubler: Card | None, dying: Card) -> Verdict:
    """Torpor Orb and Panharmonicon look only at abilities triggered by something entering: a "dies" ability
    triggers once, as usual (603.2, 603.2d)."""
    # Hushbringer: "Creatures entering the battlefield or dying don't cause abilities to trigger."
    stops_dying = muzzle is not None and re.search(r"\bor dying\b", muzzle.oracle_text)
    if muzzle is not None and stops_dying and frame.has("dies"):
        rule = cite("603.2", r"automatically triggers", r"dispara")
        finding = t(frame.lang, "zone.muzzled_dies", name=dying.name, card=muzzle.name)
        return answered("no" if frame.qtype is QType.YES_NO else None, finding, rule, cite, frame.cards, "zone_trigger")
    if muzzle is not None:
        rule = cite("603.2", r"automatically triggers", r"dispara")
        # Hushbringer stops dying too: an exiled or bounced creature didn't die, so its leaves ability still triggers
        key = "zone.muzzled_left" if stops_dying else "zone.muzzle_dies"
        finding = t(frame.lang, key, name=dying.name, card=muzzle.name)
        return answered(
            "yes" if frame.qtype is QType.YES_NO else None, finding, rule, cite, frame.cards, "zone_trigger"
        )
    assert doubler is not None
    rule = cite("603.2d", r"triggers additional times", r"veces adicionales")
    finding = t(frame.lang, "zone.doubler_dies", name=dying.name, card=doubler.name)
    asks_twice = bool(_TWICE.search(frame.clause or frame.asked))
    opener = ("no" if asks_twice else "yes") if frame.qtype is QType.YES_NO else None
    return answered(opener, finding, rule, cite, frame.cards, "zone_trigger")


_REMOVES = re.compile(
    r"^(return target [^.]*to its owner[’']s hand|exile target|destroy target|destroy all|exile all)", re.I | re.M
)


def _left(frame: Frame, card: Card) -> bool:
    """The question removes it: said ("bounced", "es destruida"), or a removal spell named before it ("le hago
    unsummon a su thragtusk", "I Swords their Thragtusk")."""
    if card.name in frame.removed:
        return True
    at = position(frame.folded, card)
    return any(
        is_spell_card(c) and _REMOVES.search(c.oracle_text) and 0 <= position(frame.folded, c) < at for c in frame.cards
    )


_PERMANENT_TRIGGER = re.compile(
    r"^(?:[\w' -]{3,30} — )?when(ever)? [^,.]*\b(enters the battlefield|dies|is put into a graveyard from the battlefield|leaves the "
    r"battlefield)\b",
    re.I | re.M,
)
_COUNTERS = re.compile(r"\bcounter target (\w+ )?spell", re.I)


def _countered(frame: Frame) -> Card | None:
    """A permanent spell with an enters, dies or leaves ability, countered ("le contrarresto el wurmcoil engine con
    counterspell", "I Counterspell their Thragtusk"): it never reached the battlefield."""
    if not any(_COUNTERS.search(c.oracle_text) for c in frame.cards):
        return None
    for card in frame.cards:
        if is_spell_card(card) or not _PERMANENT_TRIGGER.search(card.oracle_text):
            continue
        name = re.escape(fold(card.name.split(",")[0]))
        said = rf"\b(counter\w*|contrarrest\w*) (the |their |his |her |its |el |la |su )?{name}\b|{name} (is|gets|was) countered"
        if re.search(said, frame.folded):
            return card
    return None


_RESPONSE = re.compile(r"\bin response\b|\ben respuesta\b|\brespond\w*|\brespondi\w*")
_STILL = re.compile(r"\bstill\b|\banyway\b|\bigual(?:mente)?\b|\btodavia\b|\baun\b|\bsigue\b")
_TARGETS = re.compile(r"\btarget\b", re.I)
_COUNTERED = re.compile(r"(?<!/\+1 )(?<!/-1 )\bcounter(?:ed|s)?\b(?! on\b)|\bcontrarrest\w*")


def _answered_spell_asked(frame: Frame, flickered: Card, flickers: list[Card]) -> bool:
    """The flicker answered another card's spell or ability that targeted the creature, and the question asks whether
    that still happens: the targets reasoner's question (the creature is a new object, 400.7), not its triggers'."""
    clause = frame.clause or frame.asked
    if not (_RESPONSE.search(frame.folded) and _STILL.search(clause)):
        return False
    return any(
        c is not flickered and c not in flickers and _TARGETS.search(c.oracle_text) and not _ENTERS.search(c.oracle_text)
        for c in frame.cards
    ) or any(c is not flickered and c not in flickers and _ENTERS.search(c.oracle_text) and "target" in c.oracle_text
             and "Creature" not in c.type_line for c in frame.cards)  # fmt: skip


def _flickered(frame: Frame) -> Card | None:
    """The named creature a flicker exiles and returns ("flasheo Restoration Angel y blinkeo al Thragtusk"): one with
    an enters or leaves ability, the question asking what it gets."""
    flickers = [c for c in frame.cards if FLICKER.search(c.oracle_text)]
    # said ("blinkeo al Thragtusk", "if I blink my Solemn"), or a flicker spell cast at it ("I Ephemerate my Thragtusk")
    said = bool(FLICKER_WORDS.search(frame.folded))
    # "my ephemerate got countered by spellstutter sprite": a countered flicker spell flickered nothing
    cast = any(is_spell_card(c) for c in flickers) and not _COUNTERED.search(frame.folded)
    flicker = said or cast
    if not flicker or frame.qtype not in (QType.HOW_MANY, QType.WHAT_HAPPENS, QType.YES_NO):
        return None
    return next(
        (
            c
            for c in frame.cards
            if "Creature" in c.type_line
            and not FLICKER.search(c.oracle_text)
            and (_ENTERS.search(c.oracle_text) or _LEAVES.search(c.oracle_text))
        ),
        None,
    )


_GONE_SAID = re.compile(
    r"\b(?:sacrific\w*|sac(?:s|ed|ked)?|bounc\w*|exiled?|destroy\w*|dies|died|unsummon\w*|devuelv\w*|muere|murio|"
    r"exili\w*|destru\w*)\b"
)


def _stolen(frame: Frame) -> Card | None:
    """The named permanent with an "enters" ability whose control the question says was taken (Control Magic on
    Flametongue Kavu, "le robo su flametongue kavu")."""
    thief = any(GAINS_CONTROL.search(c.oracle_text) for c in frame.cards) or STEALS.search(frame.folded)
    if not thief or re.search(r"\bflicker|\bblink|\breturn\w* (it|to the battlefield)|\bvuelve\b", frame.folded):
        return None
    return next(
        (
            c
            for c in frame.cards
            if _ENTERS.search(c.oracle_text)
            and not GAINS_CONTROL.search(c.oracle_text)
            # Thragtusk stolen, then sacrificed or bounced: its leaving is the question
            and not (_LEAVES.search(c.oracle_text) and (_left(frame, c) or _GONE_SAID.search(frame.folded)))
        ),
        None,
    )
