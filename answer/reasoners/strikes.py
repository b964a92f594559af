"""One attacker and one blocker with first strike, double strike, deathtouch, lifelink or indestructible: who
dies, how much damage each takes and how much life lifelink gains, step by step (510.1, 702.7b, 702.4b,
702.2b, 702.15b, 704.5g). Keywords come from the creature's Oracle text, the question's words next to it, and an
Equipment or Aura named with it ("Equipped creature has deathtouch and lifelink")."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from answer.analysis import Frame, QType, without_negated_keywords
from answer.i18n import t
from answer.reasoners.base import (
    ANTHEM,
    PLUS_DAMAGE,
    TYPE_ES,
    Citer,
    Step,
    Verdict,
    answered,
    card_colors,
    controller,
    copies_said,
    creature_label,
    ids,
    kicked_pump_said,
    name_words,
    removal_named,
)
from answer.reasoners.combat import (
    BLOCKER_GONE,
    NO_TRAMPLE,
    WORN_ON,
    Creature,
    burn_before,
    casters_own,
    creatures,
    landfall_bonus,
    pump_targets,
    wears_trample,
    worn_by_said,
)
from answer.reasoners.protection import COLORS, UNPREVENTABLE, protected_from
from answer.text import COUNT_GROUP, PT_RE, number
from ingest.lexicon import fold
from ingest.models import Card

#: a keyword given to a named creature: "le doy first strike a mis Rats", "I give my Bears deathtouch"
_GIVES = re.compile(
    r"\b(?:le doy|les doy|doy|give|gives|gave)\s+(?P<kw>first strike|double strike|deathtouch|lifelink|danar primero|"
    r"danar dos veces|toque mortal|vinculo vital)\s+(?:a|to)\s+(?P<who>[\w' -]{3,40}?)(?=\s+(?:antes|before|en|in|"
    r"during|durante|hasta|until|y|and)\b|[.,?!]|$)"
)


#: a creature said to have a keyword by a word of its name: "mi knight tuviera doble golpe", "the Knight had
#: double strike"
_HAD = re.compile(
    r"\b(?P<who>\w{4,}) (?:also |too |tambien |ya |now |ahora )?(?:tuvieran?|tienen?|tenian?|tengan?|had|has|have|gets|got|"
    r"gains|ganan?)\s+(?P<kw>first strike|double "
    r"strike|deathtouch|lifelink|danar primero|danar dos veces|doble golpe|toque mortal|vinculo vital)\b"
)


#: every attacker said to be unblocked: no creature fights another
_ALL_UNBLOCKED = re.compile(
    r"\b(?:both|all|ambos|ambas|los dos|las dos|todos|todas) (?:are |were |go |van )?(?:unblocked|sin bloquear|no bloquead)"
)


def _name_words(name: str) -> list[str]:
    """The words a question may call the creature by: its name's words of four letters or more, folded."""
    return [w for w in re.findall(r"[a-z']+", name.lower()) if len(w) >= 4] or [name.lower()]


_KEYWORDS = {
    "double": r"double strike(?:r)?|danar dos veces|dana dos veces|doble golpe",
    "first": r"first strike(?:r)?(?! (?:combat )?(?:damage )?step)|danar primero|dana primero|golpe primero",
    "deathtouch": r"deathtouch|toque mortal",
    "indestructible": r"indestructible",
    "lifelink": r"lifelink|vinculo vital",
}
#: what an Equipment, Aura or pump spell gives the creature it is named with: "Equipped creature has deathtouch and
#: lifelink.", "Target creature gets +3/+0 and gains first strike until end of turn."
_GRANTS = re.compile(
    r"(?:equipped|enchanted|target) creature(?:\. it)? (?:you control )?(?:gets ([+-]\d+)/([+-]\d+))?(?: and )?"
    r"(?:(?:has|gains) ([^.(]+))?",
    re.I,
)
#: a keyword the question says the creature lacks ("una 5/5 sin dañar primero", "without first strike")
#: the first-named creature blocks the second: "my 2/2 blocks a 5/5", "my bears, i block his giant" (not "i block with")
_BLOCKS = re.compile(
    r"\b(blocks|blocking|bloquea|bloqueando)\b|"
    # "i block his giant": the creature blocked named right after (not "i block one with my Nighthawk")
    r"\bi block (?=(?:his|her|their|the|a|an|opp\w*)\b)|\bbloqueo (?=(?:su|el|la|al|a)\b)"
)
_ATTACKS_OR_BLOCKED = re.compile(r"\b(attack\w*|atac\w*|opponent|oponente|rival|opp|he|she|they)\b")
_BLOCKED_BY = re.compile(r"blocked by|bloquead[oa] por|is blocked|es bloquead")
#: the asker's own creature ("mi criatura 2/2", "my 2/2")
_MINE = re.compile(r"\b(my|mi)\b(?! (?:opp\w*|oponente|rival)\b)[^.,;]{0,20}$")  # not "my opponent's 2/2"
#: "my creature", "mi caballero" (a name the question doesn't spell out), not "my opponent's"
_ASKS_MINE = re.compile(r"\b(my|mi) (?!opp|opponent|oponente|rival|turn|turno)\w+|\bmine\b|\bla mia\b|\bel mio\b")
#: "how much damage…?", "¿cuánto daño…?" (also read by player_damage)
ASKS_AMOUNT = re.compile(r"how much|cuant[oa]s?\b|(?<![\w/+-])\d+ (?:or|o) \d+(?![\w/])")
_ASKS_LIFE = re.compile(r"\blife\b|\bvidas?\b")
_GAIN = re.compile(r"\bgain\w*|\bgan(?:o|a|as|amos|an|ar)\b|\blifelink\b|\bvinculo vital\b")
_ASKS_DAMAGE = re.compile(r"damage|\bdano")
#: "does Thalia take damage?", "¿Thalia recibe daño?"
#: asks whether a creature gets to deal its damage: "does my bears get to deal damage?", "¿mi wurm le llega a hacer daño?"
_DEALS_DAMAGE = re.compile(
    r"(?:\b(?:deal|deals|dealing) (?:any |its |their )?(?:combat |regular )?damage\b|\b(?:hit|hits|strike|strikes) back\b|"
    r"\b(?:llega|llegan|alcanza|alcanzan)\b(?: [^?\s]+){0,3}? a hacer(?:le)? (?:algo de |algun |su )?dano\b|"
    r"\ble hace (?:algo de |algun )?dano\b)"
    # not the damage to a player ("does the Bears deal damage to my opponent?"): the combat reasoner's
    r"(?! (?:to|a|al) (?:the |my |your |their |mi |tu |su )?(?:opponent|opp|player|me|you|face|jugador|rival|oponente|ti)\b)"
)
_TAKES_DAMAGE = re.compile(
    r"\b(take|takes|get|gets|receive|receives|is dealt)\b[^?]{0,15}\bdamage|\brecib\w*\b[^?]{0,10}\bdano|"
    r"\b(?:still )?(?:take|takes|receive|receives|recibe|recibo) (?:any|\d+)\b|"  # "does my guy still take 2?"
    # "¿le hacen daño al caballero?", not "¿le hace daño al jugador?"
    r"\ble (?:hacen?|hara|haran) (?:algo de |algun |el )?dano\b(?! (?:al|a) (?:jugador|rival|oponente|mi|ti)\b)"
)


@dataclass
class Fighter:
    creature: Creature
    keys: set[str]
    damage: int = 0
    dealt: int = 0
    dead: bool = False
    #: +N/+M from a pump spell, Equipment or Aura named with it
    power_bonus: int = 0
    toughness_bonus: int = 0
    #: the Equipment and Auras whose grant was read for it (added, or counted in a size said after it)
    gear: list[Card] = field(default_factory=list)
    #: damage added to each of its hits by a permanent that boosts its controller's sources (Torbran's "plus 2")
    extra_damage: int = 0

    @property
    def power(self) -> int:
        return self.creature.power + self.power_bonus

    @property
    def toughness(self) -> int:
        return self.creature.toughness + self.toughness_bonus

    @property
    def first(self) -> bool:
        return bool(self.keys & {"first", "double"})

    @property
    def regular(self) -> bool:
        return "double" in self.keys or "first" not in self.keys


def equip(frame: Frame, fighter: Fighter, until: int) -> None:
    """The fighter's combat keywords and P/T bonus: its Oracle text's first lines, the question's words after its
    name (up to the next creature), and what an Equipment, Aura or pump spell named there gives it."""
    creature = fighter.creature
    card = frame.named(creature.name)
    # Vault Skirge opens with the Phyrexian mana reminder: lines that are only reminder text don't count
    lines = [line for line in card.oracle_text.lower().split("\n") if not line.startswith("(")] if card else []
    own = " ".join(lines[:2])
    near = frame.folded[frame.folded_at(creature.position) : frame.folded_at(until)]
    asked = near.find("?")
    near = without_negated_keywords(
        near[:asked] if asked > 0 else near
    )  # "… Typhoid Rats? first strike vs deathtouch": a topic
    # "… blocks with grizzly bears. first strike means i kill it first": a sentence that opens with the keyword speaks
    # of the keyword, not of the creature named before it
    ended = re.search(
        r"[.!]\s+(?=(?:first strike|double strike|deathtouch|lifelink|danar primero|danar dos veces|toque mortal|"
        r"vinculo vital)\s+(?:means|is|does|works|significa|es|hace|funciona)\b)",
        near,
    )
    near = near[: ended.start()] if ended else near
    # "… blocked by Kitchen Finks. thalia does 2 first strike": a keyword whose nearest name before it is another
    # creature's is that creature's ("Bruse's trigger gives Akiri double strike" keeps it with Akiri)
    near = _others_keywords_cut(frame, creature, near)
    # "le doy first strike a mis Typhoid Rats": a keyword given by name goes to that creature, wherever it is said;
    # its Spanish name's words too ("las ratas también tuvieran dañar primero")
    words = _name_words(creature.name) + [w for es in (card.names_es if card else ()) for w in _name_words(fold(es))]
    for had in _HAD.finditer(frame.folded):  # "¿y si mi knight tuviera doble golpe?": a keyword said it has
        if any(re.fullmatch(rf"{re.escape(w)}s?", had["who"]) for w in words):
            own += " " + had["kw"]
        else:
            near = near.replace(had[0], " ")  # another creature's keyword, said after this one's name
    for given in _GIVES.finditer(frame.folded):
        if any(re.search(rf"\b{re.escape(w)}s?\b", given["who"]) for w in words):
            own += " " + given["kw"]
        else:
            near = near.replace(given[0], " ")
    found = creatures(frame)
    for gear in frame.cards:
        # its English or Spanish printed name ("le tiro crecimiento gigante")
        found_at = [i for name in (gear.name, *gear.names_es) if (i := frame.folded.find(fold(name))) >= 0]
        at = min(found_at) if found_at else -1
        # the line that grants something: Embercleave's "attach it to target creature you control" grants nothing
        granted = next((m for m in _GRANTS.finditer(gear.oracle_text) if m[1] or m[3]), None)
        if gear is card or not granted:
            continue
        # a pump spell goes to the creature it is cast on ("Opp Giant Growths the Bears"), wherever that is said
        spell = bool(re.search(r"Instant|Sorcery", gear.type_line))
        # each casting goes to the creature named for it, or with none named the caster's own ("le tiro un Giant
        # Growth"); a spell no casting of which is placed goes to the creature it is said after
        targets = [t or casters_own(frame, at_, found) for at_, t in pump_targets(frame, gear, found)] if spell else []
        times = sum(1 for t in targets if t == creature.name)
        if not any(targets):
            worn_by = worn_by_said(frame, at, found) if not spell else None
            # "El wurm llevaba rancor": an Aura or Equipment said right after a creature's name is that creature's
            times = (1 if worn_by == creature.name else 0) if worn_by else (1 if creature.position <= at < until else 0)
            folded_creature = frame.folded_at(creature.position)
            between = frame.folded[at + len(fold(gear.name)) : folded_creature] if 0 <= at < folded_creature else ""
            if not times and WORN_ON.match(between):
                times = 1  # "embercleave on my 3/3", "his bonesplitter on his 1/1": the gear said first
            elif creature.said_at > at:
                # "Nighthawk with Giant Growth on it (5/6)", "has Gorgon Flail on it so its 3/3": the size said after
                # it counts the pump or the Equipment already
                fighter.gear += [gear] if times else []
                times = 0
        if not times:
            continue
        fighter.gear += [] if spell else [gear]
        if spell:  # "con dos giant growth": the count said, when more than the castings placed
            times = max(times, copies_said(frame, gear))
        own += " " + (granted[3] or "").lower()
        bigger = landfall_bonus(frame, gear) if spell else None  # Groundswell after a land drop: +4/+4 instead
        if bigger is not None:
            fighter.power_bonus += times * int(bigger[1])
            fighter.toughness_bonus += times * int(bigger[2])
        elif granted[1]:
            each = _per_each(frame, gear)  # Cranial Plating: "+1/+0 for each artifact you control", the count told
            fighter.power_bonus += times * int(granted[1]) * each
            fighter.toughness_bonus += times * int(granted[2]) * each
    fighter.keys = {key for key, pattern in _KEYWORDS.items() if re.search(pattern, own) or re.search(pattern, near)}


_PER_EACH = re.compile(r"\bgets [+-]\d+/[+-]\d+ for each (artifact|creature|land|enchantment) you control\b", re.I)


def _per_each(frame: Frame, gear: Card) -> int:
    """The count a "for each artifact you control" bonus multiplies by, as the question tells it ("i control 5
    artifacts"); 1 when the card has no such bonus or the count isn't told."""
    per = _PER_EACH.search(gear.oracle_text)
    kind = per[1].lower() if per else ""
    said = re.search(rf"\b{COUNT_GROUP} (?:{kind}s|{TYPE_ES.get(kind, kind)}s)\b", frame.folded) if per else None
    return (number(said[1]) or 1) if said else 1


def _others_keywords_cut(frame: Frame, creature: Creature, near: str) -> str:
    """The text after a creature's name without the keywords said of another creature named later in it."""
    own = set(_name_words(creature.name))
    others = {w for c in creatures(frame) if c.name != creature.name for w in _name_words(c.name)} - own
    if not others:
        return near
    names = [(m.start(), m[0] in others) for m in re.finditer(r"[a-z']+", near) if m[0] in own | others]
    for keyword in list(re.finditer("|".join(_KEYWORDS.values()), near))[::-1]:
        before = [other for at, other in names if at < keyword.start()]
        if before and before[-1]:
            near = near[: keyword.start()] + " " * (keyword.end() - keyword.start()) + near[keyword.end() :]
    return near


#: what plain combat arithmetic doesn't read: damage prevented or redirected, a pump or a trick, regeneration,
#: protection, an ability that triggers on blocking or on damage
_OTHER_FACTORS = re.compile(
    r"prevent|preven|protection|proteccion|regenerat|regenera|[+-]\d+/[+-]\d+|counter|contador|\bpump|whenever|"
    r"\bwhen\b|trample|arroll|bushido|flanking|rampage|afflict|exalted|in response|respuesta|instead|en vez|"
    r"damage to you|\bfog\b|banding|bands with"
)


def _lifelink_into_blockers(frame: Frame, cite: Citer, found: list[Creature]) -> Verdict | None:
    """A lifelinker blocked by several creatures deals all its combat damage to them (510.1c), so its controller gains
    its power: "my Dreadmaw with Basilisk Collar is double blocked by two Bears, how much life do I gain?" is 6."""
    attacker = Fighter(found[0], set())
    equip(frame, attacker, found[1].position)
    if "lifelink" not in attacker.keys or {"double", "first"} & attacker.keys or attacker.power <= 0:
        return None
    if any({"first", "double"} & Fighter(c, set()).keys for c in found[1:]):
        return None  # a first-striking blocker may kill it before it deals damage
    link = cite("702.15b", r"gain that much life", r"gan")
    split = cite("510.1c", r"divided as its controller chooses", r"dividido")
    finding = t(frame.lang, "strikes.life", name=attacker.creature.name, n=str(attacker.power)) + ids(split, link)
    return Verdict(finding, [Step(finding, tuple(r for r in (split, link) if r))], cite.quotes, frame.cards, "strikes")


#: a Fog cast once combat damage is dealt: "after combat damage", "después del daño de combate"
_FOG_LATE = re.compile(
    r"\bafter (?:the )?(?:combat )?damage(?: is| was| has been| gets)?(?: dealt)?\b|\bonce (?:the )?(?:combat )?damage "
    r"(?:is|was|has been) dealt\b|\bdespues del dano\b|\bdespues de que se (?:haga|hizo) el dano\b"
)
#: "Prevent all combat damage that would be dealt this turn." (Holy Day, Fog)
_FOG = re.compile(r"^prevent all combat damage that would be dealt this turn", re.I | re.M)


#: "before damage", "antes del daño": the moment a blocker is removed
_BEFORE_DAMAGE = re.compile(r"\bbefore (?:combat )?damage\b|\bantes del? (?:combate|dano)\b")


#: first strike taken away, or given, after the first-strike damage step: "first strike damage goes through, then they
#: broken wings the maul", "loses first strike before the regular damage step", "después le dan dañar primero"
_FIRST_DAMAGE_DONE = re.compile(
    r"\bfirst[- ]strike (?:combat )?damage (?:goes through|is dealt|happens|resolves|done)\b|\bafter (?:the )?first[- ]strike "
    r"(?:combat )?damage\b|\b(?:deals|dealt) its (?:first[- ]strike )?damage\b|\bin the first[- ]strike (?:damage )?step\b|\bdespues del dano de (?:danar primero|first strike)\b|"
    r"\btras el (?:primer )?dano de (?:danar primero|first strike)\b"
)
_LOSES_FIRST = re.compile(
    r"\blos(?:es|t|e) first strike\b|\bpierde (?:el )?(?:danar primero|first strike)\b|"
    r"\bremov\w* (?:its |the |his |her )?first strike\b|\b(?:le )?quita\w* (?:el )?(?:danar primero|first strike)\b|\bthen\b[^.?]{0,40}\b(?:destroy|break|"
    r"broken wings|disenchant|naturaliz|shatter|remov)\w*\b[^.?]{0,25}\b(?:maul|sword|equipment|aura|equipo)\b"
)
_GAINS_FIRST = re.compile(
    r"\b(?:gains?|gets?|given) first strike\b|\b(?:gana|obtiene|le dan?) (?:danar primero|first strike)\b"
)
_HITS_AGAIN = re.compile(
    r"\bagain\b|\bsecond (?:combat )?damage step\b|\bregular (?:combat )?damage\b|\bnormal (?:combat )?damage\b|"
    r"\bde nuevo\b|\botra vez\b|\bsegundo paso\b|\bdano normal\b|\bregular step\b"
)


def _first_strike_changed(frame: Frame, cite: Citer) -> Verdict | None:
    """First strike removed after the creature dealt first-strike damage doesn't let it deal damage again (unless it
    has double strike); given after that step, it still deals damage in the second step (702.7c)."""
    done = _FIRST_DAMAGE_DONE.search(frame.folded)
    if frame.qtype is not QType.YES_NO or done is None:
        return None
    if not _HITS_AGAIN.search(frame.clause or frame.asked) or re.search(r"double strike|danar dos veces", frame.folded):
        return None
    lost = _LOSES_FIRST.search(frame.folded)
    gained = _GAINS_FIRST.search(frame.folded[done.end() :])
    if bool(lost) == bool(gained):
        return None
    rule = cite("702.7c", r"Removing first strike from a creature after it has already dealt combat damage", r"")
    key = "strikes.lost_first_strike" if lost else "strikes.gained_first_strike"
    return answered("no" if lost else "yes", t(frame.lang, key), rule, cite, frame.cards, "strikes")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    changed = _first_strike_changed(frame, cite)
    if changed is not None:
        return changed
    if not frame.has("block") or BLOCKER_GONE.search(frame.folded):
        return None  # a blocker removed before damage: no fight left to compute
    if _BEFORE_DAMAGE.search(frame.folded) and removal_named(frame):
        return None  # "i k-command the strix before damage": the blocker is gone (still_blocked's)
    if _ALL_UNBLOCKED.search(frame.folded):
        return None  # "both unblocked": nobody fights
    asks = re.search(
        r"\bdie|\bsurviv|destroy|what happens|\bmuer|sobreviv|destru|que pasa|\bkill|\bmata", frame.asked
    ) or (frame.qtype is QType.YES_NO and (_TAKES_DAMAGE.search(frame.asked) or _DEALS_DAMAGE.search(frame.asked)))
    # "Wurmcoil tiene lifelink, ¿gano 6 igual?": the life depends on whether the lifelinker deals its damage
    gains_asked = frame.qtype is QType.YES_NO and bool(
        (_ASKS_LIFE.search(frame.asked) and _GAIN.search(frame.asked))
        or (
            re.search(r"\b(?:gain|gano|gana)\s+\d+\b", frame.asked)
            and re.search(r"lifelink|vinculo vital", frame.folded)
        )
    )
    asks_fight = bool(asks) or gains_asked
    # "gano 2 vidas o solo 1?": a number asked between two is an amount too
    amount = bool(ASKS_AMOUNT.search(frame.asked) or frame.qtype is QType.HOW_MANY) and bool(
        _ASKS_LIFE.search(frame.asked) or _ASKS_DAMAGE.search(frame.asked)
    )
    found = creatures(frame)
    if len(found) == 3:  # Torbran on the side, not in the fight: it only adds to its controller's creature's damage
        found = [
            c for c in found if not ((card := frame.named(c.name)) and PLUS_DAMAGE.search(card.oracle_text))
        ] or found
    # "(no tiene arrollar)": said, denied; "with Rancor on it": worn
    trample = (frame.has("trample") or bool(found and wears_trample(frame, found))) and not NO_TRAMPLE.search(
        frame.folded
    )
    if amount and len(found) > 2 and _ASKS_LIFE.search(frame.asked) and not trample:
        return _lifelink_into_blockers(frame, cite, found)
    names = [c.name for c in found]
    if len(found) >= 3 and len(set(names)) == 2 and asks and not amount and frame.qtype is QType.YES_NO:
        # "blocked by two Typhoid Rats": one attacker against N of one blocker (creatures() lists each of them)
        single = next((c for c in found if names.count(c.name) == 1), None)
        if single is None:
            return None
        group = [c for c in found if c.name != single.name]
        attacker, blocker = _sides(frame, sorted([single, group[0]], key=lambda c: c.position))
        if attacker.creature is not single or _burned_or_protected(frame, attacker, blocker):
            return None
        return _gang_block(frame, cite, attacker, blocker, len(group))
    if asks and not amount and len(found) == 1:
        return _size_unknown(frame, cite, found[0])
    if not (asks_fight or amount) or len(found) != 2:
        return None
    fog = next((c for c in frame.in_play if _FOG.search(c.oracle_text)), None)
    late_fog = fog if fog is not None and _FOG_LATE.search(frame.folded) else None
    if late_fog is not None and re.search(
        r"first strike|double strike|danar primero|danar dos veces|doble golpe",
        frame.folded + " " + " ".join(c.oracle_text.lower() for c in frame.cards),
    ):
        return None  # "after first-strike damage": the regular step's damage is still to come
    fog = None if late_fog is not None else fog  # "they cast Fog after combat damage": nothing left to prevent
    if fog is not None:  # Holy Day cast before damage: no combat damage at all, so nobody dies of it (615.1)
        if not asks or amount:
            return None
        rule = cite("615.1", r"prevention effects", r"prevenci")
        survives = re.search(r"\bsurviv|sobreviv", frame.asked)
        opener = ("yes" if survives else "no") if frame.qtype is QType.YES_NO else None
        return answered(opener, t(frame.lang, "strikes.fogged", card=fog.name), rule, cite, frame.cards, "strikes")
    if amount and trample and not _ASKS_LIFE.search(frame.asked):
        return None  # what tramples over is the combat reasoner's; who dies is the same with trample (702.19b)
    if kicked_pump_said(frame):
        return None  # a kicked pump gets more ("+4/+4 instead"): not read here
    if any((card := frame.named(c.name)) is not None and copies_said(frame, card) > 1 for c in found):
        return None  # "they double block it with two Grizzly Bears": three creatures fight, not the two read here
    attacker, blocker = _sides(frame, found)
    _role_pumps(frame, attacker, blocker)
    boosted = _damage_boosts(frame, attacker, blocker)
    applied = _anthems(frame, attacker, blocker) | boosted
    burned = [(f, burn) for f in (attacker, blocker) if (burn := burn_before(frame, f.creature)) is not None]
    if gains_asked and not any("lifelink" in f.keys for f in (attacker, blocker)):
        return None  # life asked of a fight without a lifelinker: gained some other way
    keyed = (attacker.keys | blocker.keys) & (
        {"double", "first", "deathtouch"} | ({"lifelink"} if amount or gains_asked else set())
    )
    if boosted and not amount:
        keyed = keyed or {"boosted"}  # Torbran's extra damage: plain combat would miss it
    if burned and not amount and not _RESPONDS.search(frame.folded):
        keyed = keyed or {"burned"}  # "main phase 1 I Shock their Craw Wurm, then … it blocks": the damage stays
    else:
        burned = []
    # a role pump is read either way: added in its role (_role_pumps), or not this creature's role in this fight
    # a fighter's own role pump is read either way: added in its role (_role_pumps), or not its role in this fight
    fighting = {attacker.creature.name, blocker.creature.name}
    worn = {g.name for g in attacker.gear + blocker.gear}
    oracles = [
        (
            _without_own_pumps(c) if c.name in fighting else _without_grant(c) if c.name in worn else c.oracle_text
        ).lower()
        for c in frame.cards
        if c.name not in applied  # an anthem added to its side's fighter is read already
    ]
    if not keyed and (amount or _OTHER_FACTORS.search(" ".join([frame.folded, *oracles]))):
        return None  # plain combat: who dies, unless something else may change the damage or who dies
    if re.search(r"\bregenerat\w*|\bregenera\w*|\bregenero\b", frame.folded):
        return None  # "activo la regeneración": the destruction replaced, the survival reasoner's
    lang = frame.lang
    steps: list[Step] = []
    two_steps = attacker.first or blocker.first
    split = (
        cite("702.7b", r"only creatures that assign combat damage in that step", r"solo las criaturas")
        if two_steps
        else None
    )
    lethal = cite("704.5g", r"has been dealt lethal damage and is destroyed", r"destruye")
    touch = (
        cite("702.2b", r"is destroyed as a state-based action", r"destruye")
        if {"deathtouch"} & (attacker.keys | blocker.keys)
        else None
    )
    marked = cite("120.6", r"remains until the cleanup step", r"hasta el paso de limpieza") if burned else None
    shielded = _protected(frame, attacker, blocker) or _protected(frame, blocker, attacker)
    shield = cite("702.16e", r"is prevented", r"se previene") if shielded else None
    for fighter, (spell, n) in burned:
        fighter.damage += n
        said = t(lang, "strikes.step_marked", name=fighter.creature.name, n=str(n), spell=spell.name)
        steps.append(Step(said + ids(marked), (marked,) if marked else ()))
    touched: list[str] = []  # killed by deathtouch damage that alone wasn't lethal
    for step, who in (("first", lambda f: f.first), ("regular", lambda f: f.regular)):
        if step == "first" and not two_steps:
            continue
        dealers = [f for f in (attacker, blocker) if not f.dead and who(f)]
        if not dealers:
            continue
        for fighter in dealers:
            other = blocker if fighter is attacker else attacker
            if other.dead:
                continue
            if _protected(frame, other, fighter):
                # Mirran Crusader blocking a green creature: that damage is prevented (702.16e)
                steps.append(Step(t(lang, "strikes.step_prevented", name=fighter.creature.name,
                                    other=other.creature.name) + ids(shield), (shield,) if shield else ()))  # fmt: skip
                continue
            hit = fighter.power + (fighter.extra_damage if fighter.power > 0 else 0)
            other.damage += hit
            fighter.dealt += hit
            key = "strikes.step_first" if step == "first" and two_steps else "strikes.step_regular"
            steps.append(Step(t(lang, key, name=fighter.creature.name, n=str(hit), other=other.creature.name)))
        for fighter in (attacker, blocker):
            other = blocker if fighter is attacker else attacker
            hit = fighter.damage > 0 and "deathtouch" in other.keys
            if (
                not fighter.dead
                and "indestructible" not in fighter.keys
                and (fighter.damage >= fighter.toughness or hit)
            ):
                fighter.dead = True
                if hit and fighter.damage < fighter.toughness:
                    touched.append(fighter.creature.name)
                steps.append(
                    Step(t(lang, "strikes.step_dies", name=fighter.creature.name) + ids(touch if hit else lethal))
                )
    dead = [f.creature.name for f in (attacker, blocker) if f.dead]
    mine = _mine(frame, attacker, blocker)
    if len(dead) == 2:
        text = t(lang, "strikes.both")
    elif dead:
        fallen, alive = (attacker, blocker) if attacker.dead else (blocker, attacker)
        text = t(lang, "strikes.one", dead=fallen.creature.name, alive=alive.creature.name)
        if attacker.creature.name == blocker.creature.name and len(mine) == 1:
            # "my 2/2 first striker blocks his 2/2": "Your 2/2 survives; the other 2/2 dies."
            key = "strikes.yours_survives" if mine[0] is alive else "strikes.yours_dies"
            text = t(lang, key, name=alive.creature.name)
    else:
        text = t(lang, "strikes.none")
    saved = next(  # survived damage that would have destroyed it: say why
        (
            f
            for f in (attacker, blocker)
            if not f.dead
            and "indestructible" in f.keys
            and f.damage > 0
            and (f.damage >= f.toughness or "deathtouch" in (blocker if f is attacker else attacker).keys)
        ),
        None,
    )
    unbreakable = None
    if saved is not None:
        unbreakable = cite("702.12b", r"can’t be destroyed", r"no puede ser destruid")
        text += " " + t(lang, "strikes.indestructible", name=saved.creature.name)
    for name in touched:  # "Colossal Dreadmaw dies to Vampire Nighthawk": why a 6/6 dies to 2 damage
        text += " " + t(lang, "strikes.why_deathtouch", name=name)
    simultaneous = len(dead) == 2
    if two_steps:
        text += " " + t(lang, "strikes.why_same_step" if simultaneous else "strikes.why_first")
    life = None
    if amount:
        text = _amounts(frame, attacker, blocker) + " " + text
        if _ASKS_LIFE.search(frame.asked):
            life = cite("702.15b", r"gain that much life", r"gan")
    if burned:
        first_burn = burned[0]
        marked_name = creature_label(first_burn[0].creature.name, lang)
        text += " " + t(lang, "strikes.marked", name=marked_name, n=str(first_burn[1][1]))
    if late_fog is not None:
        text += " " + t(lang, "strikes.fog_late", card=late_fog.name)
    text += ids(split, touch, lethal, unbreakable, life, marked, shield)
    if gains_asked:  # the lifelinker's controller gains only if it deals damage
        mine = _mine(frame, attacker, blocker)
        linkers = [f for f in (attacker, blocker) if "lifelink" in f.keys]
        if re.search(r"\b(?:i|me|gano|yo)\b", frame.asked):  # "do I gain life?": the asker's lifelinker
            linkers = [f for f in linkers if f in mine]
        if len(linkers) != 1:
            return None  # neither or both, or whose isn't told: not read here
        linker = linkers[0]
        if linker.dealt > 0:
            link = cite("702.15b", r"gain that much life", r"gan")
            text = t(lang, "strikes.life", name=linker.creature.name, n=str(linker.dealt)) + ids(link) + " " + text
        text = t(lang, "yes" if linker.dealt > 0 else "no") + " " + text
        return Verdict(text, steps, cite.quotes, frame.cards, "strikes")
    if frame.qtype is QType.YES_NO:
        opener = _yes_no(frame, attacker, blocker, mine)
        if not opener:
            return None
        text = opener + " " + text
    return Verdict(text, steps, cite.quotes, frame.cards, "strikes")


#: "Whenever Borderland Marauder attacks, it gets +2/+0 until end of turn.": its own bonus in the role it fights in
_ROLE_PUMP = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever (?P<name>[^,\n]+?) (?P<role>attacks|blocks|becomes blocked), (?:it|[^,\n]+) gets "
    r"\+(?P<p>\d+)/\+(?P<t>\d+) until end of turn\.$",
    re.I | re.M,
)


#: anything beside the two sizes that decides the fight
_FIGHT_FACTORS = re.compile(
    r"first strike|double strike|deathtouch|indestructible|protection|trample|regenerat|prevent|"
    r"danar primero|dobles? golpe|danar dos veces|toque mortal|proteccion|arroll|regenera|preven|"
    r"[+-]\d+/[+-]\d+|counter|contador"
)
#: the unsized creature's size made knowable: the graveyards told (Tarmogoyf), its size said
_SIZE_TOLD = re.compile(r"graveyard|cementerio|\byards?\b|\bgys?\b|\bbins?\b|\d|\blife\b|\bvidas?\b|\bhand\b|\bmano\b")


def _size_unknown(frame: Frame, cite: Citer, sized: Creature) -> Verdict | None:
    """ "They attack with Craw Wurm; if I block with Tarmogoyf, does it die?": a creature whose card gives no number
    ("*/1+*") and whose size isn't told — who dies depends on its size when combat damage is dealt, said without a
    Yes/No."""
    unsized = [
        c for c in frame.cards
        if c.name != sized.name and "Creature" in c.type_line
        and not ((c.power or "").isdigit() and (c.toughness or "").isdigit())
    ]  # fmt: skip
    if len(unsized) != 1 or len(frame.cards) != 2 or frame.qtype is not QType.YES_NO:
        return None
    texts = frame.folded + " " + " ".join(c.oracle_text.lower() for c in frame.cards)
    if _FIGHT_FACTORS.search(texts) or _SIZE_TOLD.search(frame.folded) or removal_named(frame):
        return None
    card = unsized[0]
    if sized.power <= 0:
        return None  # a 0-power fighter can't kill it, whatever its size: not "it depends"
    rule = cite("704.5g", r"has been dealt lethal damage", r"daño letal")
    finding = t(
        frame.lang, "strikes.size_unknown", name=card.name, pt=f"{card.power}/{card.toughness}", other=sized.name,
        p=str(sized.power), t=str(sized.toughness),
    )  # fmt: skip
    return answered(None, finding, rule, cite, frame.cards, "strikes")


def _own_pumps(card: Card) -> list[re.Match[str]]:
    """The card's "whenever <this card> attacks/blocks/becomes blocked, it gets +N/+M" lines (not another
    creature's: "Whenever a creature you control attacks")."""
    own = {fold(card.name), fold(card.name.split(",")[0])}
    return [m for m in _ROLE_PUMP.finditer(card.oracle_text) if fold(m["name"]) in own]


def _without_grant(gear: Card) -> str:
    """An Equipment's or Aura's text without the grant read into a fighter's size and its equip cost: what is left
    may still change the fight ("Whenever equipped creature deals combat damage…")."""
    granted = _GRANTS.search(gear.oracle_text)
    given = [g.strip() for g in re.split(r",|\band\b", (granted[3] or "") if granted else "") if g.strip()]
    keywords = "|".join(_KEYWORDS.values())
    if any(not re.fullmatch(rf"(?:{keywords})", g.lower()) for g in given):
        return gear.oracle_text  # "… and has protection from all colors" (Spectra Ward): not read as a size
    text = _GRANTS.sub("", gear.oracle_text, count=1)
    return re.sub(r"^(?:Equip|Enchant)\b.*$", "", text, flags=re.M)


def _without_own_pumps(card: Card) -> str:
    text = card.oracle_text
    for pump in _own_pumps(card):
        text = text.replace(pump[0], "")
    return text


def _role_pumps(frame: Frame, attacker: Fighter, blocker: Fighter) -> None:
    """Adds a fighter's own "whenever it attacks/blocks, it gets +N/+M" bonus for the role it has in this fight."""
    for fighter, roles in ((attacker, ("attacks", "becomes blocked")), (blocker, ("blocks",))):
        card = frame.named(fighter.creature.name)
        for pump in _own_pumps(card) if card is not None else []:
            if pump["role"].lower() in roles:
                fighter.power_bonus += int(pump["p"])
                fighter.toughness_bonus += int(pump["t"])


def _sides(frame: Frame, pair: list[Creature]) -> tuple[Fighter, Fighter]:
    """The two fighters with their keywords and bonuses, attacker first: "my 2/2 … blocks a 5/5" names the blocker
    first."""
    first, second = (Fighter(c, set()) for c in pair)
    equip(frame, first, second.creature.position)
    equip(frame, second, len(frame.question))
    between = frame.folded[frame.folded_at(first.creature.position) : frame.folded_at(second.creature.position)]
    verb = _BLOCKS.search(between)
    blocks_first = (
        verb is not None
        and not _ATTACKS_OR_BLOCKED.search(between[: verb.start()])
        and not re.search(r"\b(?:el|ella|ellos)\s*$", between[: verb.start()])  # "… y él bloquea con su 2/2"
        and not re.search(r"\b(?:lo|la|los|las)\s*$", between[: verb.start()])  # "ataco con X, me lo bloquea un 1/4"
    )
    return (second, first) if blocks_first and not _BLOCKED_BY.search(between) else (first, second)


def _burned_or_protected(frame: Frame, attacker: Fighter, blocker: Fighter) -> bool:
    """Damage marked on either before the fight, or protection between them: the gang-block count doesn't read it."""
    return any(burn_before(frame, f.creature) is not None for f in (attacker, blocker)) or bool(
        _protected(frame, attacker, blocker) or _protected(frame, blocker, attacker)
    )


def _gang_block(frame: Frame, cite: Citer, attacker: Fighter, blocker: Fighter, many: int) -> Verdict | None:
    """One attacker blocked by `many` copies of one creature ("my Fencing Ace, Giant Growthed, is blocked by two
    Typhoid Rats: does it survive?"): with first strike it kills what it can before they strike back (702.7b), a
    deathtouch attacker needing 1 damage for each (702.2c); the blockers left deal their damage together."""
    if (
        "indestructible" in attacker.keys | blocker.keys
        or blocker.first
        or attacker.power <= 0
        or blocker.toughness <= 0
        or blocker.power_bonus  # "le tiran crecimiento gigante a uno de los osos": the blockers aren't all alike
        or blocker.toughness_bonus
    ):
        return None
    need = 1 if "deathtouch" in attacker.keys else blocker.toughness
    killed = min(many, attacker.power // need)
    first_kills = killed if attacker.first else 0
    left = many - first_kills
    hits = left * max(blocker.power, 0)
    dies = hits >= attacker.toughness or (hits > 0 and "deathtouch" in blocker.keys)
    survives_asked = bool(re.search(r"\bsurviv|\bsobreviv|\blive|\bvive\b", frame.asked))
    dies_asked = bool(re.search(r"\bdies?\b|\bmuere\b|\bkilled\b", frame.asked))
    if not (survives_asked or dies_asked):
        return None
    lethal = (
        cite("702.2c", r"any nonzero amount of combat damage", r"cualquier cantidad")
        if need == 1 and blocker.toughness > 1
        else None
    )
    split = (
        cite("702.7b", r"only creatures that assign combat damage in that step", r"solo las criaturas")
        if attacker.first
        else None
    )
    assign = cite("510.1c", r"divided as its controller chooses among them", r"dividido")
    lang = frame.lang
    name, other = attacker.creature.name, blocker.creature.name
    key = ("strikes.gang_first_all" if left == 0 else "strikes.gang_first") if attacker.first else "strikes.gang"
    strike = "double strike" if "double" in attacker.keys else "first strike"
    strike = t(lang, f"keyword.{strike}") if lang == "es" else strike
    finding = t(lang, key, name=name, other=other, n=str(many), p=str(attacker.power), killed=str(killed),
                left=str(left), hits=str(hits), strike=strike)  # fmt: skip
    finding += " " + t(lang, "strikes.gang_dies" if dies else "strikes.gang_lives", name=name)
    finding += ids(assign, split, lethal)
    opener = ("no" if dies else "yes") if survives_asked else ("yes" if dies else "no")
    steps = [Step(finding, tuple(r for r in (assign, split, lethal) if r))]
    return Verdict(t(lang, opener) + " " + finding, steps, cite.quotes, frame.cards, "strikes")


def _protected(frame: Frame, fighter: Fighter, source: Fighter) -> bool:
    """The fighter's card has protection from a color of the source's card: the source's damage to it is prevented."""
    card, other = frame.named(fighter.creature.name), frame.named(source.creature.name)
    if card is None or other is None:
        return False
    if UNPREVENTABLE.search(other.oracle_text):
        return False  # Questing Beast: "Combat damage that would be dealt by creatures you control can't be prevented."
    colors = protected_from(card, frame)
    return any(
        f"{{{COLORS[color]}}}" in other.mana_cost or f"/{COLORS[color]}}}" in other.mana_cost for color in colors
    )


#: a burn spell cast in response (a trick during combat) is no damage marked before it; after damage, burn_before says
_RESPONDS = re.compile(r"in response|respond|respuesta")


def _amounts(frame: Frame, attacker: Fighter, blocker: Fighter) -> str:
    """ "Baneslayer Angel takes 0 damage; you gain 5 life (lifelink)." for what the question asks."""
    lang = frame.lang
    said = []
    if _ASKS_DAMAGE.search(frame.asked):
        named = [f for f in (attacker, blocker) if _named(f, attacker if f is blocker else blocker, frame.asked)]
        for fighter in named or [attacker, blocker]:
            said.append(t(lang, "strikes.takes", name=fighter.creature.name, n=str(fighter.damage)))
    if _ASKS_LIFE.search(frame.asked):
        linked = [f for f in (attacker, blocker) if "lifelink" in f.keys]
        said += [t(lang, "strikes.life", name=f.creature.name, n=str(f.dealt)) for f in linked]
        if not linked:
            said.append(t(lang, "strikes.no_life"))
    return " ".join(said)


def _named(fighter: Fighter, other: Fighter, asked: str) -> bool:
    """The asked sentence names this creature by a word the other's name doesn't share ("Baneslayer", not
    "Angel" when Serra Angel is the other)."""
    own = set(fighter.creature.name.lower().split()) - set(other.creature.name.lower().split())
    return any(re.search(rf"\b{re.escape(word)}", asked) for word in own if len(word) > 3)


def _mention(fighter: Fighter, other: Fighter, asked: str, frame: Frame) -> int | None:
    """Where the asked sentence first names this creature by a word of its name the other's doesn't share
    ("Thalia" of "Thalia, Guardian of Thraben"; its Spanish name too, and a plural name word in the singular: "el
    oso" of "Osos pardos"), None when it doesn't: the first one named is the subject."""
    if PT_RE.fullmatch(fighter.creature.name) and fighter.creature.name != other.creature.name:
        at = asked.find(fighter.creature.name)  # "does the 7/7 deal any damage to glissa?": told by its size
        return at if at >= 0 else None
    own = _words(fighter, frame) - _words(other, frame)
    own |= {word[:-1] for word in own if len(word) >= 4 and word.endswith("s")}
    # a three-letter word ("Ace" of "Fencing Ace") counts only whole
    found = [
        m.start()
        for word in own
        if len(word) >= 3
        for m in [re.search(rf"\b{re.escape(word)}" + (r"\b" if len(word) == 3 else ""), asked)]
        if m
    ]
    return min(found) if found else None


def _last_mention(fighter: Fighter, other: Fighter, text: str, frame: Frame) -> int | None:
    """Where `text` last names this creature by a word of its name the other's doesn't share; None when it doesn't."""
    own = _words(fighter, frame) - _words(other, frame)
    found = [m.start() for word in own if len(word) >= 3 for m in re.finditer(rf"\b{re.escape(word)}\b", text)]
    return max(found) if found else None


def _words(fighter: Fighter, frame: Frame) -> set[str]:
    card = frame.named(fighter.creature.name)
    english = set(re.findall(r"\w+", fighter.creature.name.lower())) - _ARTICLES  # "the" of "Glissa, the Traitor"
    return english | (name_words(card) if card is not None else set())


_ARTICLES = {"the", "of", "a", "an", "el", "la", "los", "las", "de", "del"}


#: the other player's creature asked about without its name: "does his guy deal damage…?", "¿la suya muere?"
_THEIRS = re.compile(
    r"\b(?:his|her|their|opp'?s|opponent'?s|the other) (?:guy|creature|dude|one|\d+/\d+)\b|\bthe other one\b|"
    r"\b(?:la suya|el suyo|la del rival|el del rival|la de el|el de el|la otra|el otro)\b|"
    r"\b(?:his|hers|theirs)\s+(?:survive|die|live|dies|survives|lives|deal|deals|take|takes)\b"  # "does his survive?"
)


def _anthems(frame: Frame, attacker: Fighter, blocker: Fighter) -> set[str]:
    """Glorious Anthem in play: "creatures you control get +1/+1" to its controller's fighter, when the question says
    whose it is and which fighter is the asker's (a fighter whose size the question gives otherwise is left alone).
    The anthems added, by name."""
    applied: set[str] = set()
    for card in frame.in_play:
        bonus = ANTHEM.search(card.oracle_text)
        fighter = _controllers_fighter(frame, card, attacker, blocker) if bonus else None
        if bonus is None or fighter is None:
            continue
        printed = frame.named(fighter.creature.name)
        size = (str(fighter.creature.power), str(fighter.creature.toughness))
        if printed is None or size != (printed.power, printed.toughness):
            continue  # a creature told only by its size, or a size told that isn't its card's: maybe with the anthem
        fighter.power_bonus += int(bonus[1])
        fighter.toughness_bonus += int(bonus[2])
        applied.add(card.name)
    return applied


def _damage_boosts(frame: Frame, attacker: Fighter, blocker: Fighter) -> set[str]:
    """Torbran beside the fight: its controller's fighter of its color deals 2 more to the other side's creature, when
    the question says whose Torbran it is and which fighter is the asker's. The boosters read, by name."""
    applied: set[str] = set()
    for card in frame.in_play:
        boost = PLUS_DAMAGE.search(card.oracle_text)
        fighter = _controllers_fighter(frame, card, attacker, blocker) if boost else None
        if boost is None or fighter is None:
            continue
        printed = frame.named(fighter.creature.name)
        if printed is None or (boost[1] and COLORS[boost[1].lower()] not in card_colors(printed)):
            continue  # a creature told only by its size, or not of the booster's color
        fighter.extra_damage += int(boost[2])
        applied.add(card.name)
    return applied


def _controllers_fighter(frame: Frame, card: Card, attacker: Fighter, blocker: Fighter) -> Fighter | None:
    """The fighter on the side of `card`'s controller, when the question says whose the card is and which fighter is
    the asker's."""
    mine, side = _mine(frame, attacker, blocker), controller(frame, card)
    if side is None or len(mine) != 1:
        return None
    return mine[0] if side == "me" else (blocker if mine[0] is attacker else attacker)


def _mine(frame: Frame, attacker: Fighter, blocker: Fighter) -> list[Fighter]:
    """The asker's fighter: "my 2/2", "mi criatura", or the side "I attack" / "I block" tells."""
    mine = [
        f
        for f in (attacker, blocker)
        if _MINE.search(
            frame.folded[max(0, frame.folded_at(f.creature.position) - 25) : frame.folded_at(f.creature.position)]
        )
    ]
    if not mine and re.search(
        r"\bi (?:attack|swing)|\bata(?:co|que)\b|\b(?:and|then) (?:attack|swing) with\b|\b(?:they|he|she) blocks? with\b|"
        r"\bme (?:lo |la )?bloquea\b",
        frame.folded,
    ):
        return [attacker]  # "I attack with a 4/4 … Does my creature die?"
    if not mine and re.search(r"\bi block|\bbloqueo\b", frame.folded):
        return [blocker]
    return mine


def _yes_no(frame: Frame, attacker: Fighter, blocker: Fighter, mine: list[Fighter]) -> str:
    # the narrowest part of the ask that names one of the two: "my nighthawk blocks a grizzly bears, does the bear
    # die?" is about the bear, "…, se muere el oso?" too; "si bloqueo a X con Y, ¿el toque mortal lo destruye?" is
    # read whole
    clause = frame.clause or frame.asked
    parts = [clause.rsplit(",", 1)[-1], clause, frame.asked]
    asked = next(
        (
            part
            for part in parts
            if any(
                _mention(f, attacker if f is blocker else blocker, part, frame) is not None for f in (attacker, blocker)
            )
        ),
        frame.asked,
    )
    both = re.search(r"\bboth\b|las dos|los dos|ambas|ambos", asked)
    if asked is not parts[0] and (_THEIRS.search(parts[0]) or _ASKS_MINE.search(parts[0])):
        asked = parts[0]  # "my 2/2 … blocks his 2/2, does his guy deal damage to mine?": the ask names neither
    elif (
        attacker.creature.name == blocker.creature.name
        and not (_THEIRS.search(asked) or _ASKS_MINE.search(asked))
        and not both  # "do both die?" needs neither told apart
    ):
        return ""  # "my 2/2 … his 2/2: does the 2/2 without first strike die?": which one isn't read
    if both:
        answer = attacker.dead and blocker.dead
    else:
        positions = {
            id(f): _mention(f, attacker if f is blocker else blocker, asked, frame) for f in (attacker, blocker)
        }
        named = sorted(
            (f for f in (attacker, blocker) if positions[id(f)] is not None),
            key=lambda f: positions[id(f)] or 0,
        )
        theirs = _THEIRS.search(asked)
        if not named and len(mine) == 1 and theirs and not _ASKS_MINE.search(asked[: theirs.start()]):
            named = [blocker if mine[0] is attacker else attacker]  # "does his guy deal damage to mine?"
        if not named and _ASKS_MINE.search(asked) and len(mine) == 1:
            named = mine  # "¿Sobrevive mi criatura?" about "mi criatura 2/2"
        i_kill = re.search(r"\bi (?:\w+ )?kill\b|\b(?:lo |la )?mato\b", asked)  # "i kill it": "it" is the other one
        if not named and not i_kill and re.search(r"\b(?:it|he|she)\b", asked):
            # "… i giant growth the ace. does it survive combat?": "it" is the creature named last before the ask
            before = frame.folded[: max(frame.folded.rfind(asked), 0)]
            last = {
                id(f): _last_mention(f, attacker if f is blocker else blocker, before, frame)
                for f in (attacker, blocker)
            }
            said = [f for f in (attacker, blocker) if last[id(f)] is not None]
            named = [max(said, key=lambda f: last[id(f)] or 0)] if said else []
            sentence = re.split(r"[.;!?]\s", before.rstrip(" .,;!?"))[-1]
            if named == [blocker] and re.search(r"\b(?:gets|got|is|was|becomes|became) blocked by\b", sentence):
                named = [attacker]  # "Hill Giant attacks, it gets blocked by Grizzly Bears. does it die?": the subject
        subject = named[0] if named else blocker
        survive = re.search(r"surviv|sobreviv", asked)
        if not named and len(mine) == 1 and i_kill:
            # "first strike means i kill it first and take no damage, right?": the asker's creature kills the other
            # one (and, when said, takes no damage)
            other = blocker if mine[0] is attacker else attacker
            unhurt = re.search(r"\b(?:take|takes|taking) no damage\b|\bsin (?:recibir|que me hagan) da", asked)
            answer = other.dead and not (unhurt and mine[0].damage > 0)
        elif _DEALS_DAMAGE.search(asked) and not re.search(r"\bdie|\bmuer|destr|\bkill|\bmata", asked):
            answer = subject.dealt > 0  # "does my bears get to deal damage?": first strike may kill it first
        elif _TAKES_DAMAGE.search(asked) and not re.search(r"\bdie|\bmuer|destr|\bkill|\bmata", asked):
            answer = subject.damage > 0  # "¿Thalia recibe daño?"
        elif re.search(r"\bkill|\bmata", asked) and not re.search(r"\bdie|\bmuer|surviv|sobreviv", asked):
            victim = attacker if subject is blocker else blocker  # "does my Ace kill it?": the other one dies
            verb = re.search(r"\bkill|\bmata", asked)
            at = positions.get(id(subject)) if named else None
            if verb is not None and at is not None and at > verb.start():
                victim = subject  # "does my guy's damage kill the Paladin?": the one named after "kill" dies
            answer = victim.dead
        else:
            answer = (not subject.dead) if survive else subject.dead
    return t(frame.lang, "yes" if answer else "no")
