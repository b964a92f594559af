"""A "whenever a player sacrifices a permanent" trigger (Mayhem Devil; "whenever you sacrifice" for Korvold) and a
permanent sacrificed to pay its own ability's cost (cracking Fabled Passage, Evolving Wilds, a Treasure): sacrificing as
a cost is sacrificing (701.21a), so the trigger fires (603.2) — if who sacrificed is one the trigger watches. Fires
only for one named watcher, one other named card whose cost sacrifices itself, a sacrifice said ("crack", "sac",
"rompe"), and a yes/no question."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, controller, ids, is_spell_card, name_pattern

_WATCHES = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever (a player|you|an opponent) sacrifices? (?:a|an|another) (permanent|creature|artifact|"
    r"land)\b",
    re.I | re.M,
)
#: the card's own ability sacrifices it as part of its cost: "{T}, Sacrifice Fabled Passage: Search …"
_SELF_SACRIFICE = r"^[^:\n]*\bSacrifice (?:{name}|this \w+|it)\b[^:\n]*:"
_SACRIFICED = re.compile(r"\bcrack\w*|\bsac\w*|\brompe\w*|\bromp\w*|\bsacrific\w*|\bfetch\w*|\bpop\w*")
_ASKS = re.compile(
    r"\bping\w*|\btrigger\w*|\bdispar\w*|\bget\b|\bdamage\b|\bdano\b|\bdraw\w*|\bcounter\w*|\bme llevo\b|\bsalta\w*|"
    r"\bwork\w*|\bfunciona\w*|\bcount\w*|\bcuenta\b"
)


#: a spell that sacrifices as its additional cost: "As an additional cost to cast this spell, sacrifice a creature."
_SACRIFICE_COST = re.compile(r"As an additional cost to cast this spell, sacrifice", re.I)
_ASKS_FIRST = re.compile(r"\bbefore\b|\bfirst\b|\bantes\b|\bprimero\b")
#: a spell whose effect makes a player sacrifice: "Each opponent sacrifices a creature."
_SACRIFICE_EFFECT = re.compile(r"\bsacrifices? an? (?:creature|permanent|artifact)\b", re.I)
#: asked while the spell is still resolving: "before it finishes", "antes de que termine"
_ASKS_DURING = re.compile(
    r"\bbefore (?:it|the spell|\w+) (?:finish|end|is done)\w*|\bantes de que (?:termine|acabe|se termine)\b"
)


def _before_the_spell(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I have Mayhem Devil and opp casts Village Rites sacrificing a creature: does the Devil's damage resolve before
    Village Rites?" Yes: the sacrifice is paid while casting (601.2h), and the trigger goes on the stack the next time
    a player would receive priority, on top of the spell (603.3), so it resolves first."""
    # Mayhem Devil's "whenever a player sacrifices" (Korvold's "you" needs whose spell it was, not read here)
    watching = [
        c
        for c in frame.cards
        if (m := _WATCHES.search(c.oracle_text)) and m[1].lower() == "a player" and c in frame.in_play
    ]
    spells = [c for c in frame.cards if _SACRIFICE_COST.search(c.oracle_text)]
    clause = frame.clause or frame.asked
    if len(watching) != 1 or not _ASKS_FIRST.search(clause):
        return None
    effects = [
        c for c in frame.cards if is_spell_card(c) and _SACRIFICE_EFFECT.search(c.oracle_text) and c not in spells
    ]
    if not spells and len(effects) == 1 and _ASKS_DURING.search(clause):
        # Liliana's Triumph: the sacrifice happens while it resolves, and the trigger waits until it has finished
        waits = cite("603.3", r"the next time a player would receive priority", r"")
        finding = t(frame.lang, "sac_trigger.after_spell", watcher=watching[0].name, spell=effects[0].name)
        finding += ids(waits)
        steps = [Step(finding, (waits,) if waits else ())]
        return Verdict(f"{t(frame.lang, 'no')} {finding}", steps, cite.quotes, (watching[0], effects[0]),
                       "sacrifice_trigger")  # fmt: skip
    if len(spells) != 1:
        return None
    paid = cite("601.2h", r"The player pays the total cost", r"")
    on_top = cite("603.3", r"becomes the topmost object on the stack", r"")
    finding = t(frame.lang, "sac_trigger.before_spell", watcher=watching[0].name, spell=spells[0].name)
    finding += ids(paid, on_top)
    steps = [Step(finding, tuple(r for r in (paid, on_top) if r))]
    return Verdict(
        f"{t(frame.lang, 'yes')} {finding}", steps, cite.quotes, (watching[0], spells[0]), "sacrifice_trigger"
    )


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.YES_NO:
        first = _before_the_spell(frame, cite)
        if first is not None:
            return first
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    watching = [(c, m) for c in frame.cards if (m := _WATCHES.search(c.oracle_text))]
    if len(watching) != 1 or not _SACRIFICED.search(frame.folded):
        return None
    watcher, watch = watching[0]
    name = name_pattern(watcher)
    if watcher not in frame.in_play or re.search(
        rf"\b(?:cast\w*|lanz\w*|in (?:my|his|her|their) (?:graveyard|hand)|en (?:mi|su) (?:cementerio|mano))\b[^.?]{{0,25}}"
        rf"\b(?:{name})|\b(?:{name})\w*\b[^.?]{{0,25}}\b(?:is |esta )?(?:in (?:my|his|her|their|the) (?:graveyard|hand|exile)|"
        rf"en (?:mi|su|el) (?:cementerio|mano|exilio))",
        frame.folded,
    ):
        return None  # not on the battlefield: cast, or in a graveyard or a hand
    fodder = [
        c
        for c in frame.cards
        if c is not watcher and re.search(_SELF_SACRIFICE.format(name=re.escape(c.name)), c.oracle_text, re.I | re.M)
    ]
    if len(fodder) != 1:
        return None
    card = fodder[0]
    kind = watch[2].lower()
    if kind != "permanent" and kind not in card.type_line.lower():
        return None  # Korvold watches permanents; a creature-only watcher doesn't see a land sacrificed
    scope = watch[1].lower()
    if scope != "a player":
        mine, theirs = controller(frame, watcher), controller(frame, card)
        if mine is None or theirs is None:
            return None  # whose sacrifice it was isn't read
        fires = (mine == theirs) == (scope == "you")
    else:
        fires = True
    sacrifice = cite("701.21a", r"To sacrifice a permanent", r"sacrificar")
    if fires:
        trigger = cite("603.2", r"Whenever a game event or game state matches a triggered ability", r"")
        finding = t(frame.lang, "sac_trigger.fires", watcher=watcher.name, card=card.name) + ids(sacrifice, trigger)
        rules = tuple(r for r in (sacrifice, trigger) if r)
    else:
        finding = t(frame.lang, "sac_trigger.not_theirs", watcher=watcher.name, card=card.name) + ids(sacrifice)
        rules = (sacrifice,) if sacrifice else ()
    opener = t(frame.lang, "yes" if fires else "no")
    return Verdict(f"{opener} {finding}", [Step(finding, rules)], cite.quotes, (watcher, card), "sacrifice_trigger")
