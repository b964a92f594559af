"""Fear, intimidate and landwalk (702.36b, 702.13b, 702.14c), read from the attacker's Oracle text: a creature with
fear can be blocked only by artifact and/or black creatures; with intimidate only by artifact creatures and/or
creatures sharing a color with it; with landwalk it can't be blocked at all while the defending player controls a land
of that type. Fires only for one named attacker with one of them, a yes/no "can I block it?", and a named blocker (for
fear and intimidate) or a named land of that type (for landwalk). Also flying's other half: a flier can block a creature
without flying (702.9b)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, card_colors
from ingest.lexicon import fold
from ingest.models import Card

_KEYWORD = r"(?:^|\n)(?:[\w ,]*,\s*)?{kw}\b"
_LANDWALK = re.compile(r"(?:^|\n)(?:[\w ,]*,\s*)?(plains|island|swamp|mountain|forest)walk\b", re.I)
_ASKS_BLOCK = re.compile(r"\bblock\w*|\bbloque\w*|\bchump\w*")


#: a flier asked to block a creature without flying: "¿una criatura con volar puede bloquear a una que no vuela?"
_FLIER_BLOCKS = re.compile(
    r"\b(?:creature|criatura|bicho|flier|flyer|volador[a]?)s?(?: (?:with|con) (?:flying|volar))?\b[^?]{0,25}"
    r"\b(?:block|bloque)\w*\b[^?]{0,30}(?:\bwithout flying\b|\bque no vuel[ae]n?\b|\bsin volar\b|\bno voladora\b|"
    r"\bground (?:creature|guy)\b|\bterrestre\b)"
)


#: and the other way round: "can a ground creature block a flier?"
_GROUND_BLOCKS = re.compile(
    r"(?:\bground (?:creature|guy)|\bcreature without flying|\bcriatura (?:sin volar|que no vuela|terrestre))\b[^?]{0,20}"
    r"\b(?:block|bloque)\w*\b[^?]{0,25}(?:\bflier\b|\bflyer\b|\bflying creature\b|\bcreature with flying\b|"
    r"\bcriatura (?:con volar|voladora)\b|\bvolador[a]?\b|\bque vuela\b)"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_BLOCK.search(clause) or not re.search(r"\bcan\b|\bpued", clause):
        return None
    if not frame.cards and _GROUND_BLOCKS.search(clause) and not re.search(r"\breach\b|\balcance\b", frame.folded):
        rule = cite("702.9b", r"can’t be blocked except by creatures with flying and/or reach", r"")
        return answered("no", t(frame.lang, "evasion.ground_blocks"), rule, cite, (), "evasion")
    if (
        not frame.cards
        and _FLIER_BLOCKS.search(clause)
        and re.search(r"\bflying\b|\bvol\w+\b|\bflier\b|\bflyer\b", clause)
    ):
        # flying limits what can block it, not what it can block (702.9b)
        rule = cite("702.9b", r"can block a creature with or without flying", r"")
        return answered("yes", t(frame.lang, "evasion.flier_blocks"), rule, cite, (), "evasion")
    reaching = (
        _reach_only(frame, cite) or _blocks_only_fliers(frame, cite, clause) or _shield_blocks(frame, cite, clause)
    )
    if reaching is not None:
        return reaching
    attackers = [
        c
        for c in frame.cards
        if "Creature" in c.type_line
        and (re.search(_KEYWORD.format(kw="fear"), c.oracle_text, re.I) or re.search(
            _KEYWORD.format(kw="intimidate"), c.oracle_text, re.I) or _LANDWALK.search(c.oracle_text))
    ]  # fmt: skip
    granted = _granted_walk(frame) if not attackers else None
    if granted is not None:
        return _landwalk(frame, cite, granted[0], granted[1], list(frame.cards))
    if len(attackers) != 1:
        return None
    attacker = attackers[0]
    others = [c for c in frame.cards if c is not attacker]
    walk = _LANDWALK.search(attacker.oracle_text)
    if walk is not None:
        return _landwalk(frame, cite, attacker.name, walk[1], others)
    blockers = [c for c in others if "Creature" in c.type_line]
    if len(blockers) != 1:
        return None
    blocker = blockers[0]
    artifact = "Artifact" in blocker.type_line
    if re.search(_KEYWORD.format(kw="fear"), attacker.oracle_text, re.I):
        allowed = artifact or "B" in card_colors(blocker)
        rule = cite("702.36b", r"artifact creatures and/or black creatures", r"")
        key = "evasion.fear_can" if allowed else "evasion.fear_cant"
    else:
        allowed = artifact or bool(card_colors(blocker) & card_colors(attacker))
        rule = cite("702.13b", r"share a color with it", r"")
        key = "evasion.intimidate_can" if allowed else "evasion.intimidate_cant"
    finding = t(frame.lang, key, attacker=attacker.name, blocker=blocker.name)
    return answered("yes" if allowed else "no", finding, rule, cite, frame.cards, "evasion")


#: what could make a creature hard to block, read from its Oracle text
_EVASIVE = re.compile(
    r"\b(?:flying|fear|intimidate|shadow|horsemanship|menace|skulk|\w+walk)\b|can[’']t be blocked|blocked only|protection from|"
    r"can block only|can[’']t block",
    re.I,
)


def _reach_only(frame: Frame, cite: Citer) -> Verdict | None:
    """ "can my bears block their Giant Spider?" Yes: reach lets a creature block fliers (702.17b); it doesn't make
    the creature with it any harder to block, nor stop it from blocking a creature without flying. Fires for one named
    creature with reach, one other named creature, and nothing evasive or restricting blocks in either."""
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    reachers = [c for c in creatures if re.search(_KEYWORD.format(kw="reach"), c.oracle_text, re.I)]
    if len(creatures) != 2 or len(reachers) != 1:
        return None
    if any(_EVASIVE.search(re.sub(r"\([^)]*\)", " ", c.oracle_text)) for c in creatures):
        return None  # reminder text ("This creature can block creatures with flying.") is no evasion
    if re.search(r"\btapped\b|\bgirad[ao]\b|\bcan[’']?t block\b|\bno puede bloquear\b", frame.folded):
        return None  # a tapped blocker, or a restriction the question tells
    asked = frame.clause or frame.asked
    verb = _ASKS_BLOCK.search(asked)
    if verb is None:
        return None
    # the one named after "block" is the one blocked: "can my bears block their Giant Spider?"
    after = asked[verb.end() :]
    blocked = next((c for c in creatures if fold(c.name).split()[0] in after), None)
    if blocked is None:
        return None
    blocker = next(c for c in creatures if c is not blocked)
    rule = cite("702.17b", r"flying and/or reach", r"")
    finding = t(frame.lang, "evasion.reach_only", attacker=blocked.name, blocker=blocker.name)
    return answered("yes", finding, rule, cite, (blocker, blocked), "evasion")


_BLOCKS_ONLY_FLIERS = re.compile(r"can block only creatures with flying", re.I)
#: the creature to be blocked has no flying: "a 2/2 sin volar", "a ground creature", "a non-flyer"
_NO_FLYING_SAID = re.compile(
    r"\bwithout flying\b|\bsin volar\b|\bque no vuel[ae]n?\b|\bno (?:vuela|voladora)\b|\bground (?:creature|guy)\b|"
    r"\bterrestre\b|\bnon-?fl[iy]er\b|\bdoesn'?t (?:have|fly)\b"
)


def _blocks_only_fliers(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "puede brazen borrower bloquear a un 2/2 sin volar?" No: it can block only creatures with flying (its own
    restriction, checked as blockers are declared, 509.1b); yes against a named creature with flying."""
    blocker = next((c for c in frame.cards if _BLOCKS_ONLY_FLIERS.search(c.oracle_text)), None)
    verb = _ASKS_BLOCK.search(clause)
    if blocker is None or verb is None:
        return None
    others = [c for c in frame.cards if c is not blocker and "Creature" in c.type_line]
    if len(others) == 1 and fold(others[0].name).split()[0] in clause[verb.end() :]:
        allowed = bool(re.search(_KEYWORD.format(kw="flying"), others[0].oracle_text, re.I))
        attacker = others[0].name
    elif not others and _NO_FLYING_SAID.search(clause[verb.end() :]):
        allowed, attacker = False, None
    else:
        return None
    rule = cite("509.1b", r"restrictions", r"")
    key = (
        "evasion.only_fliers_can"
        if allowed
        else "evasion.only_fliers_cant"
        if attacker
        else "evasion.only_fliers_ground"
    )
    finding = t(frame.lang, key, blocker=blocker.name, attacker=attacker or "")
    return answered("yes" if allowed else "no", finding, rule, cite, frame.cards, "evasion")


_SHIELD_KEYWORD = re.compile(_KEYWORD.format(kw="(hexproof|shroud)"), re.I)


def _shield_blocks(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Can their Grizzly Bears block my Gladecover Scout?" Yes: hexproof and shroud stop targeting, and declaring a
    blocker targets nothing; neither creature has evasion or a blocking restriction. Fires for two named creatures,
    the one asked to be blocked with hexproof or shroud."""
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    verb = _ASKS_BLOCK.search(clause)
    if len(creatures) != 2 or verb is None:
        return None
    after = clause[verb.end() :]
    blocked = next((c for c in creatures if fold(c.name).split()[0] in after), None)
    shield = _SHIELD_KEYWORD.search(blocked.oracle_text) if blocked is not None else None
    if blocked is None or shield is None:
        return None
    blocker = next(c for c in creatures if c is not blocked)
    if any(_EVASIVE.search(re.sub(r"\([^)]*\)", " ", c.oracle_text)) for c in creatures):
        return None
    if re.search(r"\btapped\b|\bgirad[ao]\b|\bcan[’']?t block\b|\bno puede bloquear\b", frame.folded):
        return None
    keyword = shield[1].lower()
    rule = cite("702.11b" if keyword == "hexproof" else "702.18a", r"can’t be the target", r"")
    finding = t(frame.lang, "evasion.shield_blocks", attacker=blocked.name, blocker=blocker.name)
    return answered("yes", finding, rule, cite, (blocker, blocked), "evasion")


#: landwalk another card gives: "Other Merfolk get +1/+1 and have islandwalk" (Lord of Atlantis)
_GIVES_WALK = re.compile(r"\b(?:have|has|gains?|get [^.]*and have) (plains|island|swamp|mountain|forest)walk\b", re.I)


def _granted_walk(frame: Frame) -> tuple[str, str] | None:
    """The creature said to have landwalk from another named card ("lord of atlantis gives my merfolk islandwalk"):
    (what the question calls it, the land type), or None."""
    lords = [(c, m) for c in frame.cards if (m := _GIVES_WALK.search(c.oracle_text))]
    if len(lords) != 1 or not re.search(
        rf"\b(?:gives?|grants?|da|le da)\b[^.?]{{0,40}}\b{lords[0][1][1].lower()}walk\b", frame.folded
    ):
        return None  # "Lord of Atlantis gives my merfolk islandwalk": the landwalk said given to the attacker
    lord = lords[0][0]
    kind = re.search(r"\bOther (\w+)\b", lord.oracle_text)
    others = [c for c in frame.cards if c is not lord and "Creature" in c.type_line]
    if kind is None or any(kind[1] not in c.type_line for c in others):
        return None  # a creature named that the lord doesn't give it to (not a Merfolk, or the lord itself)
    if re.search(r"\b(?:i|yo) (?:control|have|tengo|controlo)\b[^.?]{0,30}\b(?:island|isla|swamp|forest|mountain|plains)",
                 frame.folded):  # fmt: skip
        return None  # a land the attacker's controller has: landwalk looks at the defending player's lands
    land = lords[0][1][1].lower()
    walk_es = {
        "island": "islas",
        "swamp": "pantanos",
        "forest": "bosques",
        "mountain": "montañas",
        "plains": "llanuras",
    }[land]
    return t(frame.lang, "evasion.the_creature", walk=land + "walk", walk_es=walk_es), lords[0][1][1]


def _landwalk(frame: Frame, cite: Citer, attacker: str, land_type: str, others: list[Card]) -> Verdict | None:
    """Landwalk looks for a land of that subtype, basic or not: a Tropical Island is an Island (702.14c)."""
    land_type = land_type.capitalize()
    lands = [c for c in others if "Land" in c.type_line and re.search(rf"\b{land_type}\b", c.type_line)]
    if not lands:
        return None
    rule = cite("702.14c", r"can’t be blocked as long as the defending player controls", r"")
    kind = t(frame.lang, f"evasion.type_{land_type.lower()}")
    finding = t(frame.lang, "evasion.landwalk", attacker=attacker, land=lands[0].name, type=kind)
    return answered("no", finding, rule, cite, frame.cards, "evasion")
