"""A blocked creature stays blocked (509.1h): once blockers are declared, an attacker with a blocker remains blocked
even if every creature blocking it is removed from combat (killed, bounced, sacrificed), and menace's "two or more"
is checked only as blockers are declared. It deals no combat damage then, unless it has trample or a rule lets it
(510.1c). Fires only when the question says a blocker was removed after blocks and asks whether the attacker is still
blocked or now unblocked, or says the blocker died to first-strike damage and asks whether the attacker then hits."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids, is_spell_card, name_pattern, removal_named
from answer.reasoners.combat import attacks_walker, burn_before
from answer.reasoners.combat import creatures as combat_creatures
from answer.text import PT_RE
from ingest.lexicon import fold
from ingest.models import Card
from ingest.ruleid import RuleId

#: asks about the attacker's blocked status
_ASKS_STILL = re.compile(
    r"\bstill blocked\b|\bremain\w* blocked\b|\bsigue bloquead[oa]\b|\bsigue estando bloquead[oa]\b|"
    r"\bcontinua bloquead[oa]\b|\bqueda bloquead[oa]\b"
)
_ASKS_UNBLOCKED = re.compile(
    r"\b(?:become|becomes|now|count as|counts as|considered)\s+unblocked\b|\bpasa a (?:estar )?(?:no bloquead[oa]|desbloquead[oa])\b|"
    r"\bdeja de estar bloquead[oa]\b|\bqueda desbloquead[oa]\b"
)
#: a blocker leaves combat after blocks: killed, bounced, sacrificed, exiled ("mato a uno", "i bolt the blocker")
_BLOCKER_GONE = re.compile(
    r"\b(?:bolt|kill|killed|destroy\w*|bounce\w*|sacrific\w*|exile\w*|remove\w*|shock)\w*\b[^.?]{0,30}\b(?:blocker|one|it|"
    r"them|bloqueador\w*)\b|\b(?:mato|matan|destruyo|destruyen|sacrifico|sacrifica|exilio|exilian|quito)\b[^.?]{0,20}"
    r"\b(?:a uno|al bloqueador|a la bloqueadora|a una|uno|una|el bloqueador|la bloqueadora|al otro|a ambos|a los dos)\b|"
    r"\bblocker\w* (?:dies|died|is killed|leaves|left)\b|\b(?:muere|murio) (?:el|la) bloquead\w*"
)


_AFTER_BLOCKS = re.compile(
    r"\bafter (?:the )?(?:blocks?|blockers)\b|\bonce (?:it'?s |it is )?blocked\b|\bdespues de (?:los )?bloqueos\b|"
    r"\bya (?:esta )?bloquead[oa]\b"
)
_GAINS_EVASION = re.compile(
    r"\bjump\w*|\bflying\b|\bfly\b|\bunblockable\b|\bcan'?t be blocked\b|\bvolar\b|\bvuela\b|\bimbloqueable\b|"
    r"\bshadow\b|\bmenace\b|\bamenaza\b|\bintimidat\w*|\bfear\b"
)
#: its only blocker died in the first-strike damage step: "token dies to the first strike damage"
_DIED_FIRST = re.compile(
    r"\b(?:die|dies|died|killed|muere|murio)\b[^.?]{0,25}\b(?:first[- ]strike|danar primero|double strike|danar dos veces)\b"
)
#: asks whether the attacker then deals damage to the player: "does the ace then hit me for 1", "¿me pega?"
_ASKS_HITS = re.compile(
    r"\b(?:hit|hits|deal|deals|damage)\b[^?]{0,30}\b(?:me|player|face|opponent|them|you)\b|"
    r"\b(?:me|le) (?:pega|hace|llega)\w*\b|\bal jugador\b"
)


def _after_first_strike(frame: Frame, cite: Citer) -> Verdict | None:
    """Its blocker killed by first-strike damage, the attacker stays blocked and, without trample, deals nothing in the
    regular combat damage step (509.1h, 510.1c)."""
    if not (_DIED_FIRST.search(frame.folded) and _ASKS_HITS.search(frame.clause or frame.asked)):
        return None
    if frame.has("trample") or any(re.search(r"\btrample\b", c.oracle_text, re.I) for c in frame.cards):
        return None
    stays = cite("509.1h", r"This remains unchanged until the creature is removed from combat", r"")
    none = cite("510.1c", r"assigns its combat damage to the creatures blocking it", r"bloqueando")
    finding = t(frame.lang, "blocked.no_damage_after_first") + ids(stays, none)
    steps = [Step(finding, tuple(r for r in (stays, none) if r))]
    return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, frame.cards, "still_blocked")


#: the blocker is removed between blocks and damage: "i shock the elves before damage", "le tiro un bolt antes del daño"
_BEFORE_DAMAGE = re.compile(
    r"\bbefore (?:combat )?damage\b|\bafter (?:the )?blocks?\b|\bantes del? (?:combate |dano)|\bdespues de (?:los )?bloqueos\b|"
    r"\btras (?:los )?bloqueos\b|"
    # "i chump their Goyf with a spirit then sac the spirit" (folded: "i block … then sacrifice …")
    r"\bblock\w*\b[^?]{0,80}\bthen\b"
)
_REMOVES = re.compile(
    r"\b(?:bolt|shock|kill|destroy|murder|bounce|unsummon|exile|sacrifice|path|swords)\w*|\b(?:mato|matan|tiro|tira|"
    r"destruyo|destruye|sacrifica|sacrifico|exilio|exilia|rayo)\b"
)
#: the blocker named: "blocked by grizzly bears", "block with llanowar elves", "bloqueado por unos grizzly bears"
_BLOCKED_BY = re.compile(
    r"\b(?:blocked by|blocks? with|chumps? with|bloquead[oa] por|bloquea con|me bloquea con)\b|"
    r"\bblock (?:their |his |her |the )\w+(?: \w+)? with\b"
)
_ASKS_DAMAGE = re.compile(
    r"\bdamage\b|\bdmg\b|\bdano\b|\bhit\w*|\bpega\w*|\bhace\b|\bhago\b|\btrample\w* (?:all|over|through)\b|\barrolla\w*"
)
#: a sacrifice outlet: "Sacrifice a creature: Scry 1."
_OUTLET = re.compile(r"^sacrifice (?:an?|another) creature\b[^:\n]*:", re.I | re.M)
_TRAMPLE_SAID = re.compile(r"\btrample\b|\barrollar\b")
_NO_TRAMPLE = re.compile(
    r"\b(?:no|without|sin|lacks|doesn'?t have|does not have|no tiene)\s+(?:\w+\s+)?(?:trample|arrollar)\b"
)
_DAMAGE_REMOVAL = re.compile(r"\bbolt\w*|\bshock\w*|\bping\w*|\bburn\w*|\b\d+ (?:damage|de dano|dano)\b")


_GIVES_TRAMPLE = re.compile(
    r"^(?:enchanted|equipped) creature (?:gets [^.]*and )?(?:has|gains) [^.]*\btrample\b", re.I | re.M
)


def _worn(frame: Frame, gear: Card) -> bool:
    """The question puts the Aura or Equipment on a creature: "<creature> wearing/with <gear>", "<gear> on …"."""
    name = re.escape(fold(gear.name))
    return bool(
        re.search(
            rf"\b(?:wearing|with|con|equipped with|equipad[oa] con|lleva|llevando|has|tiene)\s+(?:an?\s+|el\s+|la\s+)?{name}",
            frame.folded,
        )
        or re.search(rf"{name}\s+(?:on|onto|attached to|en|sobre)\b", frame.folded)
    )


def _blocker_removed(frame: Frame, cite: Citer, trample_only: bool = False) -> Verdict | None:
    """ "My Craw Wurm is blocked by bears and I bolt the bears before damage: whom does it hit?" It stays blocked and,
    without trample, deals no combat damage (509.1h, 510.1c); with trample, all of it goes to the player (702.19d).
    Fires for one named attacker and one named blocker, the blocker removed before damage, the damage asked."""
    clause = frame.clause or frame.asked
    # "i k-command the strix before damage": a named removal spell is the removal said
    removed = _REMOVES.search(frame.folded) or removal_named(frame)
    if not (_BEFORE_DAMAGE.search(frame.folded) and removed and _ASKS_DAMAGE.search(clause)):
        return None
    by = _BLOCKED_BY.search(frame.folded)
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    outlets = [c for c in creatures if _OUTLET.search(c.oracle_text)]
    if len(outlets) == 1 and (len(creatures) == 3 or re.search(rf"\bto (?:my |his |her |their )?{name_pattern(outlets[0])}",
                                                                frame.folded)):  # fmt: skip
        # "… I sac the Solemn to my Viscera Seer": the sacrifice outlet isn't in the combat
        creatures = [c for c in creatures if c not in outlets]
    if by is None or not 1 <= len(creatures) <= 2:
        return None
    names = {c.name for c in creatures}
    sized = [c for c in combat_creatures(frame) if c.name in names or PT_RE.fullmatch(c.name)]
    if len(sized) > 2:
        return None  # "they block with a 2/2 and a 4/4, i murder the 4/4": another blocker is left
    if any((burn := burn_before(frame, c)) is not None and burn[1] < c.toughness for c in sized):
        return None  # "blocked by a 4/4 and i bolt the 4/4": damage that doesn't kill it; the combat reasoner counts
    # the blocker is the creature named right after "blocked by"; a lone named creature said elsewhere is the attacker
    after = {c.name: frame.folded.find(fold(c.name).split(",")[0], by.end()) - by.end() for c in creatures}
    blockers = [c for c in creatures if 0 <= after[c.name] <= 12]
    attackers = [c for c in creatures if c not in blockers]
    if len(attackers) != 1 or len(blockers) != len(creatures) - 1:
        return None
    attacker = attackers[0]
    # an Aura or Equipment the question puts on the attacker ("tarmogoyf wearing Rancor") gives it trample
    worn = [c for c in frame.cards if c is not attacker and _GIVES_TRAMPLE.search(c.oracle_text) and _worn(frame, c)]
    if any(c is not attacker and c not in worn and re.search(r"\btrample\b", c.oracle_text, re.I) for c in frame.cards):
        return None  # a Berserk: trample given in a way not read here
    power = attacker.power or ""
    if not power.isdigit() and frame.qtype is not QType.YES_NO:
        return None  # the damage is counted from a printed power; a yes/no needs none
    tramples = (
        bool(worn)
        or bool(re.search(r"^trample\b|, trample\b", attacker.oracle_text, re.I | re.M))
        or bool(_TRAMPLE_SAID.search(frame.folded) and not _NO_TRAMPLE.search(frame.folded))
    )
    lang = frame.lang
    if trample_only and not tramples:
        return None  # without trample the combat and player_damage reasoners say the same, read first
    if tramples and not power.isdigit() and not worn:
        return None  # Tarmogoyf's "*": how much tramples over isn't read
    if tramples:
        rule = cite("702.19d", r"there are no creatures blocking it when damage is assigned", r"arrollar")
        key = "blocked.trample_all" if power.isdigit() else "blocked.trample_all_worn"
        gear = worn[0].name if worn else ""
        finding = t(lang, key, card=attacker.name, n=power, gear=gear) + ids(rule)
        walker = next((c for c in frame.cards if "Planeswalker" in c.type_line), None)
        if walker is not None and power.isdigit() and attacks_walker(frame, walker):
            # "my Carnage Tyrant attacks his Teferi … he bounces his blocker": all of it to Teferi, not the player
            finding = t(lang, "combat.all_to_walker", n=power, name=attacker.name, walker=walker.name) + ids(rule)
        opener = {QType.YES_NO: t(lang, "yes"), QType.HOW_MANY: f"{power}:"}.get(frame.qtype)
        rules: tuple[RuleId, ...] = (rule,) if rule else ()
    else:
        stays = cite("509.1h", r"This remains unchanged until the creature is removed from combat", r"")
        none = cite("510.1c", r"If no creatures are currently blocking it", r"bloqueando")
        finding = t(lang, "blocked.no_damage_removed", card=attacker.name) + ids(stays, none)
        opener = {QType.YES_NO: t(lang, "no"), QType.HOW_MANY: "0:", QType.WHO: t(lang, "blocked.nobody")}.get(
            frame.qtype
        )
        rules = tuple(r for r in (stays, none) if r)
    if opener is None:
        return None
    return Verdict(opener + " " + finding, [Step(finding, rules)], cite.quotes, tuple(creatures), "still_blocked")


def blocker_removed(frame: Frame, cite: Citer) -> Verdict | None:
    """Before the combat reasoner fights the two: a trampler's blocker destroyed, exiled, bounced or sacrificed before
    damage is gone, so nothing is left to fight. Damage dealt to it (a Shock) may not kill it: the combat reasoner
    counts."""
    burned = _DAMAGE_REMOVAL.search(frame.folded) or any(
        is_spell_card(c) and re.search(r"\bdeals? (?:\d+|X) damage\b", c.oracle_text) for c in frame.cards
    )
    return None if burned else _blocker_removed(frame, cite, trample_only=True)


def died_to_first_strike(frame: Frame, cite: Citer) -> Verdict | None:
    """Before the strikes reasoner fights the two again: the blocker is already dead, so nothing is left to fight."""
    return _after_first_strike(frame, cite) if frame.qtype is QType.YES_NO else None


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    removed = _blocker_removed(frame, cite)
    if removed is not None:
        return removed
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    still, unblocked = _ASKS_STILL.search(clause), _ASKS_UNBLOCKED.search(clause)
    # "if i jump it after blocks does it become unblocked?": an evasion gained once blocked changes nothing either
    gained_after = _AFTER_BLOCKS.search(frame.folded) and _GAINS_EVASION.search(frame.folded)
    gone = _BLOCKER_GONE.search(frame.folded)
    if not (still or unblocked) or not (gone or gained_after):
        return None
    rule = cite("509.1h", r"This remains unchanged until the creature is removed from combat", r"")
    key = "blocked.stays" if gone else "blocked.stays_evasion"
    return answered("yes" if still else "no", t(frame.lang, key), rule, cite, frame.cards, "still_blocked")
