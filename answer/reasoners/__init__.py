"""Deterministic reasoners for the core patterns; each returns a Verdict or None when its
preconditions are not recognised with confidence (then the general verdict selection answers)."""

from __future__ import annotations

import logging

from answer.analysis import Frame
from answer.reasoners import (
    annihilate,
    anthem,
    aura_protection,
    blocking,
    cast_trigger,
    cleanup,
    combat,
    command_zone,
    commander_damage,
    commander_tax,
    control,
    copies,
    costs,
    counter_war,
    countering,
    damage_split,
    delayed_blink,
    dies_trigger,
    dredge,
    empty_library,
    enters_count,
    enters_tapped,
    evoke,
    exile_instead,
    extra_triggers,
    free_x,
    graveyard,
    hand_size,
    intervening_if,
    legend,
    lethal,
    life_from_power,
    life_totals,
    lifegain_count,
    loyalty,
    mana_ability,
    mana_pool,
    mana_value,
    must_target,
    objects,
    pay_life,
    player_damage,
    prevention,
    proliferate,
    protection,
    pt_layers,
    refund,
    replacement,
    sacrifice,
    sickness,
    source_gone,
    spell_copy,
    stack_damage,
    stack_order,
    storm,
    strike_change,
    strikes,
    survival,
    tapped,
    targets,
    timing,
    token_gone,
    trigger_count,
    undying,
    until_leaves,
    zone_trigger,
)
from answer.reasoners.base import Citer, Verdict
from ingest.store import RuleStore

log = logging.getLogger(__name__)

#: most specific first: a replacement question that mentions a response is still about 616; protection from a
#: color prevents the damage before any replacement could add to it
REASONERS = (
    timing.split_second_first,
    aura_protection.reason,
    protection.reason,
    prevention.reason,
    replacement.reason,
    command_zone.reason,
    graveyard.reason,
    exile_instead.reason,
    dies_trigger.reason,
    evoke.reason,
    refund.reason,
    cast_trigger.reason,
    counter_war.reason,
    countering.reason,
    token_gone.reason,
    mana_ability.reason,
    intervening_if.reason,
    until_leaves.reason,
    delayed_blink.reason,
    source_gone.reason,
    zone_trigger.reason,
    must_target.reason,
    targets.reason,
    anthem.reason,
    pt_layers.reason,
    proliferate.reason,
    stack_damage.reason,
    damage_split.reason,
    lethal.reason,
    loyalty.reason,
    life_from_power.reason,
    copies.reason,
    spell_copy.reason,
    control.reason,
    legend.reason,
    enters_tapped.reason,
    tapped.reason,
    blocking.reason,
    combat.reason,
    strike_change.reason,
    strikes.reason,
    player_damage.reason,
    life_totals.reason,
    empty_library.reason,
    hand_size.reason,
    sacrifice.reason,
    survival.reason,
    undying.reason,
    annihilate.reason,
    mana_pool.reason,
    free_x.reason,
    mana_value.reason,
    commander_damage.reason,
    commander_tax.reason,
    cleanup.reason,
    sickness.reason,
    pay_life.reason,
    costs.reason,
    timing.reason,
    extra_triggers.reason,
    trigger_count.reason,
    storm.reason,
    lifegain_count.reason,
    enters_count.reason,
    dredge.reason,
    objects.reason,
    stack_order.reason,
)


def run(frame: Frame, store: RuleStore) -> Verdict | None:
    """The first reasoner's verdict. One that fails on a question it misread is logged and skipped: the general
    selection still answers, where a failing reasoner would have failed the whole request."""
    for reasoner in REASONERS:
        try:
            verdict = reasoner(frame, Citer(store, frame.lang))
        except (IndexError, KeyError, ValueError, TypeError, AttributeError):
            log.exception("reasoner %s failed; the general selection answers", reasoner.__module__)  # no question text
            continue
        if verdict is not None:
            return verdict
    return None
