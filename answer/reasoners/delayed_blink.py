"""What a flickered creature leaves behind (400.7): it comes back as a new object, so a delayed "sacrifice it at the
next end step" (Sneak Attack) finds nothing to sacrifice (603.7c), and an Aura that was on it (Pacifism) is attached
to nothing and goes to the graveyard (704.5m). Fires only when the question flickers the creature (a named flicker
card or "blink") and asks about a named delayed trigger's sacrifice or exile, or about a named Aura."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.aura_returns import RETURNS_ITSELF
from answer.reasoners.base import (
    FLICKER,
    FLICKER_WORDS,
    TAKEN_FROM_ME,
    THEY_CAST,
    Citer,
    Step,
    Verdict,
    answered,
    flicker_card,
    ids,
    name_pattern,
    named_in,
)
from ingest.models import Card
from ingest.ruleid import RuleId

_DELAYED = re.compile(
    r"\b(sacrifice|exile) (?:the|that) (?:creature|permanent|token)s? at the beginning of the next end step|"
    r"\bat the beginning of the next end step, (sacrifice|exile) (?:it|that creature|that permanent)\b",
    re.I,
)
#: Lightning Greaves: "Whenever a creature enters the battlefield under your control, you may attach …"
_ATTACHES_ON_ENTER = re.compile(
    r"\bwhenever a creature enters the battlefield under your control, you may attach\b", re.I
)
_ASKS = re.compile(r"\bsac\w*|\bexil\w*|\bsacrific\w*|\bkeep\b|\bstay\w*|\bqued\w*|\bme lo quedo\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    flicker = FLICKER_WORDS.search(frame.folded) or any(FLICKER.search(c.oracle_text) for c in frame.cards)
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS, QType.WHO, QType.OTHER) or not flicker:
        return None
    if frame.qtype in (QType.WHO, QType.OTHER) or (frame.qtype is QType.YES_NO and _ASKS_WHO.search(clause)):
        # "who controls it when it comes back?", "¿bajo el control de quién vuelve?" (read as yes/no: "bajo" a verb)
        return _kept_after_blink(frame, cite, clause, who=True) if _ASKS_WHO.search(clause) else None
    aura = next((c for c in frame.cards if "Aura" in c.type_line and named_in(c, clause)), None)
    if aura is not None:
        return _aura_left(frame, cite, aura)
    equipment = next((c for c in frame.cards if "Equipment" in c.type_line and named_in(c, clause)), None)
    worn = equipment is not None and re.search(
        rf"\b(?:had|has|with|wearing|equipped with|con|lleva\w*|tenia|tiene|equipad\w* con)\s+(?:\w+\s+){{0,2}}(?:{name_pattern(equipment)})\b|"
        rf"\b(?:{name_pattern(equipment)})\b[^.?]{{0,12}}\b(?:on (?:it|him|her)|attached|equipped|encima|equipad\w*)\b",
        frame.folded,
    )
    if equipment is not None and worn and frame.qtype is QType.WHAT_HAPPENS:
        # "it had Bonesplitter on it. What happens to the Bonesplitter?": it stays, unattached
        stays, stays_rule = _equipment_stays(frame, cite, equipment)
        return answered(None, stays, stays_rule, cite, frame.cards, "delayed_blink")
    if frame.qtype is not QType.YES_NO:
        return None
    blocker_gone = re.search(
        r"\b(blink\w*|flicker\w*|parpade\w*)\W+(the |their |his |her |su |el |al )?(blocker|bloqueador)", frame.folded
    )
    if frame.has("attack", "block") and _ASKS_COMBAT.search(clause) and not blocker_gone:
        return _out_of_combat(frame, cite)
    borrowed = _kept_after_blink(frame, cite, clause)
    if borrowed is not None:
        return borrowed
    source = next((c for c in frame.cards if _DELAYED.search(c.oracle_text)), None)
    if source is None or not _ASKS.search(clause):
        return None
    delayed = _DELAYED.search(source.oracle_text)
    assert delayed is not None
    sacrifice = (delayed[1] or delayed[2]).lower() == "sacrifice"
    creature = next(
        (c for c in frame.cards if c is not source and "Creature" in c.type_line and not FLICKER.search(c.oracle_text)),
        None,
    )
    lang = frame.lang
    name = creature.name if creature else t(lang, "blink.the_creature")
    new = cite("400.7", r"becomes a new object", r"objeto nuevo")
    gone = cite("603.7c", r"won’t affect it", r"no le afectará")
    key = "blink.no_sacrifice" if sacrifice else "blink.no_exile"
    finding = t(lang, key, card=name, source=source.name) + ids(new, gone)
    keeps = re.search(r"\bkeep\b|\bstay\w*|\bqued\w*", clause)
    return Verdict(
        t(lang, "yes" if keeps else "no") + " " + finding,
        [Step(finding, tuple(r for r in (new, gone) if r))],
        cite.quotes,
        frame.cards,
        "delayed_blink",
    )


_ASKS_COMBAT = re.compile(
    r"\bdamage\b|\bdano\b|still (attacking|blocking|in combat)|siguen? (atacando|bloqueando|en (el )?combate)|"
    r"\b(?:come|comes|came) back (?:attacking|blocking)\b|\bvuelven? (?:atacando|bloqueando)\b|"
    r"\bdeal\w*\b|\bhace\w*\b|\bhit\w*\b|\bpega\w*\b"
)
_AURA_GOES = re.compile(
    r"\bcome\w* off|\bfall\w* off|\bgo(es)? away|\bgraveyard|\bleave\w*|\bse va\b|\bse cae\b|\bcementerio|\bsale\b"
)
_AURA_STAYS = re.compile(r"\bstay\w*|\bremain\w*|\bstill (on|attached)|\bsigue\b|\bqueda\w*|\bpermanece\w*")


def _aura_left(frame: Frame, cite: Citer, aura: Card) -> Verdict | None:
    """ "They Pacifism'd my Goyf; I blink it with Restoration Angel. Does the Pacifism come off?": yes; "what
    happens to the Pacifism?": it goes to the graveyard."""
    clause = frame.clause or frame.asked
    goes, stays = _AURA_GOES.search(clause), _AURA_STAYS.search(clause)
    what = frame.qtype is QType.WHAT_HAPPENS
    if not (goes or stays or what):
        return None
    new = cite("400.7", r"becomes a new object", r"objeto nuevo")
    sba = cite("704.5m", r"attached to an illegal object or player, or is not attached to", r"no está anexad")
    finding = t(frame.lang, "blink.aura", aura=aura.name) + ids(new, sba)
    steps = [Step(finding, tuple(r for r in (new, sba) if r))]
    if RETURNS_ITSELF.search(aura.oracle_text):  # Rancor: its own trigger brings it back to the hand
        back = t(frame.lang, "blink.aura_back", aura=aura.name)
        steps.append(Step(back, ()))
        finding += " " + back
    equipment = next((c for c in frame.cards if "Equipment" in c.type_line), None)
    if equipment is not None:  # "… and Lightning Greaves on it": an Equipment stays, unattached
        unattached, stays_rule = _equipment_stays(frame, cite, equipment)
        stays_step = unattached + ids(stays_rule)
        steps.append(Step(stays_step, (stays_rule,) if stays_rule else ()))
        finding += " " + stays_step
    opener = "" if what else t(frame.lang, "yes" if goes else "no") + " "
    return Verdict(opener + finding, steps, cite.quotes, frame.cards, "delayed_blink")


def _equipment_stays(frame: Frame, cite: Citer, equipment: Card) -> tuple[str, RuleId | None]:
    """What an Equipment on a blinked creature does: it stays on the battlefield, unattached (301.5c) — and its own
    trigger may attach it again as the creature comes back (Stormrider Rig)."""
    rule = cite("301.5c", r"remains on the battlefield", r"campo de batalla")
    reattaches = _ATTACHES_ON_ENTER.search(equipment.oracle_text)
    key = "blink.equipment_reattaches" if reattaches else "blink.equipment_stays"
    return t(frame.lang, key, equipment=equipment.name), rule


def _out_of_combat(frame: Frame, cite: Citer) -> Verdict:
    """ "I attack with Thragtusk; after blocks I Ephemerate it. Does it still deal damage?": no — it left the
    battlefield, so it was removed from combat, and it comes back as a new object that isn't attacking (506.4)."""
    removed = cite("506.4", r"removed from combat if it leaves the battlefield", r"combate")
    new = cite("400.7", r"becomes a new object", r"objeto nuevo")
    finding = t(frame.lang, "blink.out_of_combat") + ids(removed, new)
    steps = [Step(finding, tuple(r for r in (removed, new) if r))]
    if re.search(r"\btapped\b|\bgirad[oa]s?\b", frame.clause or frame.asked):  # "¿vuelven girados?": untapped
        fresh = cite("110.5b", r"Permanents enter the battlefield untapped", r"")
        untapped = t(frame.lang, "blink.untapped") + ids(fresh)
        steps.append(Step(untapped, (fresh,) if fresh else ()))
        finding += " " + untapped
    return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, frame.cards, "delayed_blink")


_UNTIL_EOT_CONTROL = re.compile(r"gain control of target [^.]*until end of turn", re.I)
_AURA_CONTROL = re.compile(r"^you control enchanted (?:creature|permanent)", re.I | re.M)
_UNDER_YOUR = re.compile(r"return (?:it|that card) to the battlefield under your control", re.I)
_UNDER = re.compile(r"return (?:it|that card) to the battlefield under (?:your|its owner's) control", re.I)
_ASKS_WHO = re.compile(r"\bwho\b|\bwhose\b|\bquien\b")
_ASKS_KEEP = re.compile(
    r"\bkeep\b|\bfor good\b|\bforever\b|\bpermanent\w*|\bme l[ao] quedo\b|\bpara siempre\b|\bquedar\w*"
)


def _kept_after_blink(frame: Frame, cite: Citer, clause: str, who: bool = False) -> Verdict | None:
    """Act of Treason, then Cloudshift: the creature returns as a new object under the flickerer's control, and the
    "until end of turn" control effect doesn't apply to the new object (400.7), so it is kept; Ephemerate returns it
    to its owner instead."""
    # an "until end of turn" steal, or an Aura's ("You control enchanted creature"), which falls off the new object
    thief = next(
        (c for c in frame.cards if _UNTIL_EOT_CONTROL.search(c.oracle_text) or _AURA_CONTROL.search(c.oracle_text)),
        None,
    )
    # a card that flickers a target (not persist's "return it")
    blink = flicker_card(frame.cards, lambda c: bool(FLICKER.search(c.oracle_text) and _UNDER.search(c.oracle_text)))
    if thief is None or blink is None or not (who or _ASKS_KEEP.search(clause)):
        return None
    if THEY_CAST.search(frame.folded) or TAKEN_FROM_ME.search(frame.folded):
        return None  # their steal: a flicker of mine can't target it, theirs keeps it — who flickers isn't read here
    new = cite("400.7", r"becomes a new object", r"objeto nuevo")
    kept = bool(_UNDER_YOUR.search(blink.oracle_text))
    finding = t(frame.lang, "blink.kept" if kept else "blink.to_owner", thief=thief.name, blink=blink.name) + ids(new)
    opener = t(frame.lang, ("blink.who_you" if kept else "blink.who_owner") if who else "yes" if kept else "no")
    return Verdict(opener + " " + finding, [Step(finding, (new,) if new else ())], cite.quotes, (thief, blink),
                   "delayed_blink")  # fmt: skip
