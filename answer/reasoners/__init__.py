"""Deterministic reasoners for the core patterns; each returns a Verdict or None when its
preconditions are not recognised with confidence (then the general verdict selection answers)."""

from __future__ import annotations

from answer.analysis import Frame
from answer.reasoners import (
    annihilate,
    anthem,
    blocking,
    cast_trigger,
    cleanup,
    combat,
    commander_tax,
    control,
    copies,
    costs,
    counter_war,
    countering,
    dies_trigger,
    dredge,
    empty_library,
    evoke,
    exile_instead,
    graveyard,
    hand_size,
    legend,
    lethal,
    life_from_power,
    life_totals,
    lifegain_count,
    loyalty,
    mana_pool,
    mana_value,
    objects,
    player_damage,
    prevention,
    protection,
    refund,
    replacement,
    sickness,
    source_gone,
    spell_copy,
    stack_damage,
    stack_order,
    strikes,
    survival,
    tapped,
    targets,
    timing,
    trigger_count,
    undying,
)
from answer.reasoners.base import Citer, Verdict
from ingest.store import RuleStore

#: most specific first: a replacement question that mentions a response is still about 616; protection from a
#: color prevents the damage before any replacement could add to it
REASONERS = (
    protection.reason,
    prevention.reason,
    replacement.reason,
    graveyard.reason,
    exile_instead.reason,
    dies_trigger.reason,
    evoke.reason,
    refund.reason,
    cast_trigger.reason,
    counter_war.reason,
    countering.reason,
    source_gone.reason,
    targets.reason,
    anthem.reason,
    stack_damage.reason,
    lethal.reason,
    loyalty.reason,
    life_from_power.reason,
    copies.reason,
    spell_copy.reason,
    control.reason,
    legend.reason,
    tapped.reason,
    blocking.reason,
    combat.reason,
    strikes.reason,
    player_damage.reason,
    life_totals.reason,
    empty_library.reason,
    hand_size.reason,
    survival.reason,
    undying.reason,
    annihilate.reason,
    mana_pool.reason,
    mana_value.reason,
    commander_tax.reason,
    cleanup.reason,
    sickness.reason,
    costs.reason,
    timing.reason,
    trigger_count.reason,
    lifegain_count.reason,
    dredge.reason,
    objects.reason,
    stack_order.reason,
)


def run(frame: Frame, store: RuleStore) -> Verdict | None:
    for reasoner in REASONERS:
        verdict = reasoner(frame, Citer(store, frame.lang))
        if verdict is not None:
            return verdict
    return None
