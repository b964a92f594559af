"""Does a "when this dies" ability trigger? (700.4, 603.6c, 603.10a): only if the creature goes from the battlefield
to a graveyard. Exiled (Swords to Plowshares, Path to Exile) or returned to a hand, it never died; destroyed or dealt
lethal damage, it did. Fires only when a named creature has such a trigger and the question says how it leaves."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    STEAL_TOLD_FIRST,
    TAKEN_FROM_ME,
    TYPE_ES,
    Citer,
    Step,
    Verdict,
    answered,
    asks_of_spell,
    controller,
    copies,
    exiled_by_spell,
    ids,
    is_spell_card,
    name_pattern,
    named_in,
    printed_keyword,
)
from answer.text import COUNT_GROUP, number
from ingest.lexicon import fold
from ingest.models import Card

#: "When Kokusho, the Evening Star dies, …": a comma inside the card's name doesn't end the trigger condition
_DIES = re.compile(
    r"^(?:[\w' -]{3,30} — )?when(ever)? (?:[^,.\n]|, the |, (?-i:[A-Z]))*\b(dies|is put into a graveyard from the battlefield)\b[^.]*",
    re.I | re.M,
)
#: how it leaves, from a named spell's Oracle text or from the question's words
_EXILES = re.compile(
    r"^exile target|^return target [^.]*to its owner[’']s hand|^the owner of target permanent shuffles it into",
    re.I | re.M,
)
_KILLS = re.compile(r"^destroy target|deals \d+ damage to (target|any)", re.I | re.M)
_EXILE_WORDS = re.compile(
    r"\bexil\w*|\bbounce\w*|\bunsummon\w*|\bto (its|their|his|her|my) (owner'?s? )?hand|\ba (la|su) mano\b"
)
_KILL_WORDS = re.compile(
    r"\bdestroy\w*|\bdestru\w*|\bkill\w*|\bmat(a|an|o)\b|\bmurder\w*|\bsacrific\w*|\bsac(?:s|ked|cing)?\b|"
    r"\b(?:if|when|si|cuando) (?:the |la |el )?(?:token|ficha|copy|copia) (?:dies|muere)\b"
)
#: sacrificed in response to the exile ("opp swords my traveler" + "i sac it to fling in response"): it died first
_SACRIFICED_IN_RESPONSE = re.compile(
    r"\b(?:sac|sacs|sacked|sacrific\w*)\b[^.?]{0,50}\b(?:in response|en respuesta)\b|"
    r"\b(?:in response|en respuesta)\b[^.?]{0,50}\b(?:sac|sacs|sacked|sacrific\w*)\b"
)
#: Phantasmal Image: "When this creature becomes the target of a spell or ability, sacrifice it."
_SACRIFICED_WHEN_TARGETED = re.compile(r"becomes the target of a spell or ability, sacrifice it", re.I)
#: an exile that targets: "Exile target creature" (Path, Swords), or said so ("paths it", "targets it")
_TARGETED_EXILE = re.compile(r"\bexile (?:up to one )?target\b", re.I)


def _image_targeted(frame: Frame) -> bool:
    """A Phantasmal Image named and the exile targeting: its own trigger sacrifices it first (Merciless Eviction,
    which doesn't target, exiles it)."""
    if not any(_SACRIFICED_WHEN_TARGETED.search(c.oracle_text) for c in frame.cards):
        return False
    spells = [c for c in frame.cards if is_spell_card(c)]
    if spells:
        return any(_TARGETED_EXILE.search(c.oracle_text) for c in spells)
    return bool(re.search(r"\bpath\w*|\bswords?\b|\btarget\w*|\bobjetivo\b", frame.folded))


#: the asked clause is about the trigger or what it does
_ASKS = re.compile(
    r"trigger|dispar|\bdraw|\brob(o|a|ar)\b|\bget (the|my|a|any|its|their|it\b|them\b)|\bpasa algo|\bhappen|"
    r"\b(?:salen?|sale|consigue|obtiene|crea)\b[^?]{0,20}\b(?:fichas?|tokens?)|\b(?:tokens?|fichas?)\b[^?]{0,12}\b(?:salen?|come)|"
    r"\bme (?:llevo|dan?|quedo con)\b|\b(?:recibo|consigo|obtengo)\b"  # "¿me llevo el espíritu igual?"
)
#: "how many Spirit tokens do I get?": a count of what the trigger makes
_ASKS_COUNT = re.compile(r"tokens?|fichas?|cards?|cartas?")
_REPLACED = re.compile(r"rest in peace|leyline of the void|kalitas|instead|en vez|en su lugar")


#: "Blood Artist triggered, and in response opp exiles Blood Artist": the ability is on the stack before it leaves
_TRIGGERED_THEN_GONE = re.compile(
    r"\b(?:triggered|triggers|trigger (?:is|on the stack)|se (?:disparo|dispara)|disparo)\b[^?]{0,60}?"
    r"\b(?:in response|en respuesta)\b[^?]{0,40}?\b(?:exil\w*|bounce\w*|destroy\w*|destru\w*|kill\w*|mat(?:a|an|o)\b)"
)
#: a dies ability that also watches other creatures ("Whenever Blood Artist or another creature dies")
_OTHERS_DIE = re.compile(r"\bor another creature dies|\bwhenever (?:another|a) creature\b[^.]*\bdies", re.I)


def never_died(frame: Frame) -> Card | None:
    """The named creature with a dies trigger, when the question says it was exiled or bounced and not killed."""
    if _REPLACED.search(frame.folded):
        return None
    creature = next((c for c in frame.cards if "Creature" in c.type_line and _DIES.search(c.oracle_text)), None)
    return creature if creature is not None and _left(frame) == "exiled" else None


#: the card is exiled from the graveyard after its ability triggered ("with the trigger on the stack they exile my
#: graveyard", "con el trigger en la pila … exilia todos los cementerios"): it died first
_AFTER_DEATH = re.compile(
    r"\b(trigger|ability|disparo|habilidad)\w* (is |esta )?(on the stack|en la pila)|"
    r"\bin response to (the|its|that) (trigger|ability)|\ben respuesta (al|a la) (trigger|disparo|habilidad)"
)


def _left(frame: Frame) -> str | None:
    """How the creature left: "exiled", "killed", or None when neither or both are said."""
    if _AFTER_DEATH.search(frame.folded) and re.search(r"\bdie[sd]\b|\bmuer[eio]\w*|\bmurio\b", frame.folded):
        return "killed"
    spells = [c for c in frame.cards if is_spell_card(c)]
    exiled = (
        any(_EXILES.search(c.oracle_text) for c in spells)
        or bool(_EXILE_WORDS.search(frame.folded))
        or _walker_exiles(frame)
    )
    killed = any(_KILLS.search(c.oracle_text) for c in spells) or bool(_KILL_WORDS.search(frame.folded))
    if exiled and killed and _SACRIFICED_IN_RESPONSE.search(frame.folded):
        return "killed"
    if exiled and _image_targeted(frame):
        return "killed"  # Phantasmal Image targeted by Path: its own trigger sacrifices it before Path resolves
    if exiled and killed and spells and all(_EXILES.search(c.oracle_text) for c in spells):
        return "exiled"  # "mato el blood artist con swords to plowshares": the only spell said exiles it
    return None if exiled == killed else "exiled" if exiled else "killed"


#: a watcher of any creature leaving, not dying: The Ozolith's "Whenever a creature you control leaves the battlefield"
_LEAVES_WATCHER = re.compile(
    r"^whenever (?:a|another) (?:nontoken )?creature (?:you control )?leaves the battlefield", re.I | re.M
)


def _leaves_watcher(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "The Ozolith out; they Declaration in Stone my Pelt Collector — exiled, not dead: does the Ozolith still get
    the counters?" Yes — a leaves-the-battlefield ability triggers on any move from the battlefield (603.6c), exile
    included; only "dies" needs a graveyard."""
    if frame.qtype is not QType.YES_NO:
        return None
    watcher = next((c for c in frame.in_play if _LEAVES_WATCHER.search(c.oracle_text)), None)
    if watcher is None or not named_in(watcher, clause) or _left(frame) is None:
        return None
    if re.search(
        r"\b(?:opponent'?s|their|his|her|su|sus|del rival)\b[^.?]{0,20}\b(?:leaves|sale|creature|criatura|bicho|side|lado)|"
        r"\bphas\w*|\bfase\b|\b(?:taken|took|stole|steal\w*|rob\w*)\b",
        frame.folded,
    ):
        return None  # whose creature it was, or phasing: not read here
    if "you control" in watcher.oracle_text and not re.search(r"\b(?:my|mi|mis)\b", frame.folded):
        return None  # "a creature you control": the creature not said to be the asker's
    if re.search(r"\bif it had counters on it\b", watcher.oracle_text, re.I) and (
        not re.search(r"\bcounters?\b|\bcontador", frame.folded)
        or re.search(r"\bno counters?\b|\bsin contador", frame.folded)
    ):
        return None  # The Ozolith's intervening "if": no counters said on it, no trigger to speak of
    rule = cite("603.6c", r"moves from the battlefield to another zone", r"")
    finding = t(frame.lang, "dies_trigger.leaves_watcher", card=watcher.name)
    return answered("yes", finding, rule, cite, (watcher,), "dies_trigger")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is QType.HOW_MANY and _ASKS_COUNT.search(clause):
        return _none_made(frame, cite)
    if frame.qtype is QType.HOW_MANY and _ASKS_LIFE.search(clause):
        return _gained_per_death(frame, cite) or _life_lost(frame, cite)
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    watcher = _leaves_watcher(frame, cite, clause) or _nontoken_watch(frame, cite, clause)
    if watcher is not None:
        return watcher
    if not _ASKS.search(clause) or (_REPLACED.search(frame.folded) and not exiled_by_spell(frame)):
        return None
    unearthed = _unearthed(frame, cite)
    if unearthed is not None:
        return unearthed
    creature = next((c for c in frame.cards if "Creature" in c.type_line and _DIES.search(c.oracle_text)), None)
    if creature is None or asks_of_spell(frame, clause):
        return None
    if _TRIGGERED_THEN_GONE.search(frame.folded) and _OTHERS_DIE.search(creature.oracle_text):
        return None  # Blood Artist triggered on another creature, then exiled: whether its ability still resolves
    left = _left(frame)
    if left is None:
        return None  # neither said, or both: which happened is not clear
    exiled, killed = left == "exiled", left == "killed"
    lang = frame.lang
    if (
        killed
        and frame.qtype is QType.YES_NO
        and _YOURS_DIES.search(creature.oracle_text)
        and TAKEN_FROM_ME.search(frame.folded)
        and not _TAKEN_BACK.search(frame.folded)
    ):
        # "they stole my guy with Claim the Firstborn and sacrificed it: does my Zulaport trigger?" No: it died under
        # their control, and "another creature you control" looks back at its controller then (603.10a)
        back = cite("603.10a", r"look back in time", r"")
        finding = t(lang, "dies_trigger.stolen", name=creature.name)
        return answered("no", finding, back, cite, (creature,), "dies_trigger")
    if (
        killed
        and frame.qtype is QType.YES_NO
        and _YOURS_DIES.search(creature.oracle_text)
        and controller(frame, creature) == "opponent"
        and _I_STEAL.search(frame.folded)
        and not re.search(r"\bback\b|\bwore off\b|\bde vuelta\b|\bdevolv\w*|\brecuper\w*", frame.folded)
    ):
        # "I Threaten their Serra Angel and sac it: does their Zulaport trigger?" No: it died under the asker's control
        back = cite("603.10a", r"look back in time", r"")
        finding = t(lang, "dies_trigger.stolen_theirs", name=creature.name)
        return answered("no", finding, back, cite, (creature,), "dies_trigger")
    dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
    sacrificed = killed and (
        re.search(r"\bsacrific|\bsac(?:s|ced|ked|king|cing)?\b", frame.folded)
        and not any(_KILLS.search(c.oracle_text) for c in frame.cards if is_spell_card(c))
        or _image_targeted(frame)
    )
    key = "dies_trigger.never_died" if exiled else "dies_trigger.sacrificed" if sacrificed else "dies_trigger.died"
    finding = t(lang, key, name=creature.name) + ids(dies)
    steps = [Step(finding, (dies,) if dies else ())]
    if sacrificed and re.search(r"\bcounter|contrarrest", frame.folded):  # Village Rites countered: the cost stays paid
        finding += " " + t(lang, "dies_trigger.cost_paid")
    if killed and _AFTER_DEATH.search(frame.folded):
        alone = cite("113.7a", r"independently of its source", r"independiente")
        finding += " " + t(lang, "dies_trigger.independent") + ids(alone)
        steps.append(Step(t(lang, "dies_trigger.independent") + ids(alone), (alone,) if alone else ()))
    text = finding
    if frame.qtype is QType.YES_NO:
        text = t(lang, "yes" if killed else "no") + " " + finding
    return Verdict(text, steps, cite.quotes, tuple(frame.cards), "dies_trigger")


#: a watcher of the asker's own creatures dying: Zulaport Cutthroat's "or another creature you control dies"
_YOURS_DIES = re.compile(r"\b(?:another|a) (?:nontoken )?creature you control dies\b", re.I)
#: the creature back under the asker's control before it died: "got my creature back", "wore off", "la recuperé"
_TAKEN_BACK = re.compile(
    r"\b(?:got|get|took|take|gets)\b[^.?]{0,25}\bback\b|\bback (?:under|to) (?:me|my)\b|\bregain\w*|\bwore off\b|"
    r"\bcame back to me\b|\brecuper\w*|\bde vuelta\b|\bvolvi\w* a (?:controlar|tener)\b|\bme la devolv\w*|"
    r"\bme lo devolv\w*|\bi (?:stole|steal|took|take)\b|\b(?:le|se la|se lo) rob[eé]\b|\brobe\b"
)
#: the asker taking the opponent's creature: "i threaten their angel", "le hago Threaten a la Serra Angel del rival"
_I_STEAL = re.compile(
    r"\bi (?:steal|stole|take control|took control|gain(?:ed)? control|threaten\w*|act of treason\w*|control magic\w*)\b|"
    r"\ble (?:hago|hice|tiro|meto|pongo|puse) (?:un |el |la )?(?:threaten|act of treason|control magic)\b|"
    r"\ble (?:robo|robe)\b|\b(?:robo|robe) (?:la|el|su) \w+(?: \w+)? (?:del|de mi) (?:rival|oponente)|"
    # "act of treason on a lad's creature, attacked, then sacrificed it": the steal told first, on someone else's
    + STEAL_TOLD_FIRST
)
_UNEARTHED = re.compile(r"\bunearth\w*|\bdesenterr\w*")
_LATER = re.compile(
    r"\bplan to\b|\bwill unearth\b|\blater\b|\bnext turn\b|\bvoy a desenterr\w*|\bdespues lo desenterr\w*|\bproximo turno\b"
)


#: a watcher of nontoken creatures only: Midnight Reaper's "Whenever a nontoken creature you control dies"
_NONTOKEN_WATCH = re.compile(
    r"^whenever (?:[^,\n]*? or )?(?:a|another) (?P<nontoken>nontoken )?creature(?P<walkers> or planeswalker)?"
    r"(?: you control)? dies\b",
    re.I | re.M,
)
#: an unnamed creature of the other player told dying: "my opponent's creature dies", "muere una criatura del rival"
_THEIR_UNNAMED_DIES = re.compile(
    r"\b(?:opponent|opp)'?s (?:creature|guy|dude)\b|\b(?:their|his|her) (?:creature|guy|dude)\b|"
    r"\b(?:criatura|bicho) (?:del|de mi) (?:rival|oponente)\b|\bsu (?:criatura|bicho)\b"
)
_TOKEN_SAID = re.compile(r"\btokens?\b|\bfichas?\b")
_DEATH_SAID = re.compile(
    r"\bdie[sd]?\b|\bdying\b|\bkill\w*|\bping\w*|\bbolt\w*|\bshock\w*|\bdestroy\w*|\bsac\w*|\bchump\w*|"
    r"\bmuer\w*|\bmuri\w*|\bmat(?:a|an|o|aron|e)\b|\bdestru\w*|\bsacrific\w*"
)
#: what the watcher does when it triggers, asked: "do I draw off the reaper?", "¿robo?", "does it trigger?"
_ASKS_PAYOFF = re.compile(
    r"\bdraw\w*|\brob[oa]\b|\brobar\b|\btrigger\w*|\bdispar\w*|\bdamage\b|\bdano\b|\blife\b|\bvidas?\b|\bcards?\b|"
    r"\bcartas?\b|\bping\w* me\b|\bdo i (?:get|take|lose)\b|\bme (?:hace|pega)\b|\blose\b|\bpierde\w*\b|\bgain\b|\bgana\w*\b"
)


def _token_maker_said(frame: Frame, watcher: Card) -> bool:
    """A token named by the card that made it: "one of my lingering souls spirits", "un espíritu del lingering"."""
    for card in frame.cards:
        if card is watcher:
            continue
        for kind in re.findall(r"\bcreate[^.]*? (\w+) creature tokens?\b", card.oracle_text, re.I):
            if re.search(rf"\b{re.escape(fold(kind))}s?\b", frame.folded):
                return True
    return False


def _nontoken_watch(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "midnight reaper out and one of my spirit tokens dies: do I draw?" No: the watcher sees only nontoken
    creatures; the token dies (700.4) but doesn't match the trigger event (603.2)."""
    watcher = next(
        (
            c
            for c in frame.cards
            if (m := _NONTOKEN_WATCH.search(c.oracle_text)) and ("you control" in m[0] or m["nontoken"])
        ),
        None,
    )  # Blood Artist watches every creature: whose it was doesn't matter, not read here
    if watcher is None or frame.qtype is not QType.YES_NO or not _ASKS_PAYOFF.search(clause):
        return None
    if re.search(r"\bfirst\b|\bprimer\w*|\border\b|\borden\b|\bresolv\w*|\bresuelv\w*", clause):
        return None  # "does my blood artist trigger resolve first?": the order, not whether it triggers
    if TAKEN_FROM_ME.search(frame.folded) or _I_STEAL.search(frame.folded):
        return None  # a creature taken before it died: whose control it died under is told below
    if not _DEATH_SAID.search(frame.folded) or re.search(r"\bcop(?:y|ies|ia|ias)\b", frame.folded):
        return None  # a token copy of the watcher itself is another question
    trigger = _NONTOKEN_WATCH.search(watcher.oracle_text)
    assert trigger is not None
    said = trigger.group(0)
    rule = cite("603.2", r"matches a triggered ability’s trigger event", r"")
    others = [c for c in frame.cards if c is not watcher and re.search(r"Creature|Planeswalker", c.type_line)]
    watched = controller(frame, watcher) or "me"  # "i have midnight reaper" or told without an owner: mine
    if not others and watched == "me" and _THEIR_UNNAMED_DIES.search(frame.folded) and "you control" in said:
        # "cruel celebrant out and my opponent's creature dies": died under another player's control
        other = t(frame.lang, "dies_trigger.their_creature")
        finding = t(frame.lang, "dies_trigger.other_side", name=watcher.name, trigger=said, dead=other)
        return answered("no", finding, rule, cite, (watcher,), "dies_trigger")
    token_said = _TOKEN_SAID.search(frame.folded) or _token_maker_said(frame, watcher)
    if not token_said or not trigger["nontoken"]:
        dead = others[0] if len(others) == 1 else None
        side = controller(frame, dead) if dead is not None else None
        if dead is None or side is None:
            return None
        if "Creature" not in dead.type_line and not trigger["walkers"]:
            # "I have Zulaport Cutthroat and my Jace dies": a planeswalker, and it sees only creatures
            finding = t(frame.lang, "dies_trigger.not_a_creature", name=watcher.name, trigger=said, dead=dead.name)
            return answered("no", finding, rule, cite, (watcher, dead), "dies_trigger")
        if watched != side and "you control" in said:
            # "i have midnight reaper and i kill their grizzly bears": it died under another player's control
            finding = t(frame.lang, "dies_trigger.other_side", name=watcher.name, trigger=said, dead=dead.name)
            return answered("no", finding, rule, cite, (watcher, dead), "dies_trigger")
        if watched != side:
            return None
        # "midnight reaper out and my grizzly bears dies": a nontoken creature of mine, the trigger event matched
        finding = t(frame.lang, "dies_trigger.nontoken_seen", name=watcher.name, trigger=said, dead=dead.name)
        return answered("yes", finding, rule, cite, (watcher, dead), "dies_trigger")
    if others or re.search(r"\band (?:a|my|an?other|one)\b[^.?]{0,30}\b(?:nontoken|card|creature)\b", frame.folded):
        return None  # "a token and my Grizzly Bears die": one of them is seen
    if not trigger["nontoken"]:
        return None
    finding = t(frame.lang, "dies_trigger.token_unseen", name=watcher.name, trigger=said)
    return answered("no", finding, rule, cite, (watcher,), "dies_trigger")


def _unearthed(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Unearthed Dregscape Zombie, sac it to Viscera Seer: does my Blood Artist trigger?" No: a creature returned
    with unearth that would leave the battlefield is exiled instead (702.84a), so it never dies."""
    back = [c for c in frame.cards if "Creature" in c.type_line and printed_keyword(c, "unearth")]
    if len(back) != 1 or not _UNEARTHED.search(frame.folded) or frame.qtype is not QType.YES_NO:
        return None
    if _LATER.search(frame.folded) or re.search(
        r"\bfrom (?:my|the) hand\b|\bnormally\b|\bde (?:la|mi) mano\b", frame.folded
    ):
        return None  # "I plan to unearth it later", "cast from my hand normally": not returned with unearth now
    watcher = next((c for c in frame.cards if c is not back[0] and _DIES.search(c.oracle_text)), None)
    # another creature said to die ("then my Grizzly Bears dies in combat"): it may be the one asked about
    others = [
        c
        for c in frame.cards
        if c not in (back[0], watcher)
        and "Creature" in c.type_line
        and re.search(
            rf"(?:{name_pattern(c)})\w*\s+(?:dies|died|muere|murio|is destroyed)\b|"
            rf"\b(?:sacrific\w*|sac|kill\w*|destroy\w*|bolt\w*|mat[oa]\w*|destru\w*)\s+(?:(?:my|mi|the|a|el|la|su|their)\s+)?"
            rf"(?:{name_pattern(c)})",
            frame.folded,
        )
    ]
    if watcher is None or others:
        return None
    rule = cite("702.84a", r"exile it instead of putting it anywhere else", r"")
    finding = t(frame.lang, "dies_trigger.unearthed", name=back[0].name, watcher=watcher.name)
    return answered("no", finding, rule, cite, (back[0], watcher), "dies_trigger")


def _none_made(frame: Frame, cite: Citer) -> Verdict | None:
    """ "How many tokens do I get?" when the creature whose dies trigger makes them was exiled: none."""
    creature = never_died(frame)
    if creature is None:
        return None
    dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
    finding = t(frame.lang, "dies_trigger.never_died", name=creature.name) + ids(dies)
    text = t(frame.lang, "dies_trigger.none", finding=finding)
    return Verdict(text, [Step(finding, (dies,) if dies else ())], cite.quotes, tuple(frame.cards), "dies_trigger")


_ASKS_LIFE = re.compile(r"\blife\b|\bvidas?\b")
_LOSES = re.compile(r"\b(each opponent|target player|that player|each player) loses (\d+) life", re.I)
#: it went to the graveyard by a rule: the legend rule or a state-based action
_TO_GRAVEYARD = re.compile(
    r"legend rule|regla de (las )?leyendas?|goes to (the|its owner'?s?|my|his|her|their) graveyard|"
    r"\bva al cementerio|\bmando al cementerio"
)


_MORE_DIE = re.compile(
    r"\b(?:other|others|otras?|otros?|all|todas?|todos)\b|"
    r"\b(?:[2-9]|\d\d|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:\w+ )?(?:tokens|fichas|creatures|criaturas)\b"
)


#: a watcher that gains life for each one that goes: Fangren Marauder's "Whenever an artifact is put into a graveyard
#: from the battlefield, you may gain 5 life."
_GAINS_PER = re.compile(
    r"^whenever an? (artifact|creature|land|enchantment) (?:is put into a graveyard from the battlefield|dies), "
    r"you (?:may )?gain (\d+) life\.",
    re.I | re.M,
)
_GONE_VERBS = (
    r"(?:destroyed|die|died|go to (?:the )?graveyard|destroys?|destroying|kills?|se destruyen|destruyo|destruye|mueren|"
    r"murieron|van al cementerio|shatterstorm\w*|vandalblast\w*)"
)


def _gained_per_death(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I have Fangren Marauder and cast Shatterstorm: 3 artifacts are destroyed. How much life do I gain?" 15: the
    ability triggers once for each artifact put into a graveyard (603.2c), 5 each."""
    found = [(c, m) for c in frame.cards if (m := _GAINS_PER.search(c.oracle_text))]
    if len(found) != 1:
        return None
    card, per = found[0]
    kind = per[1].lower()
    if re.search(
        r"\bdiscard\w*|\bdescart\w*|\bfrom (?:my |the |their )?hand\b|\bde la mano\b|\bmill\w*|\bmuel\w*", frame.folded
    ):
        return None  # discarded or milled: put into a graveyard from elsewhere, not from the battlefield
    said = re.search(
        rf"\b{COUNT_GROUP} (?:{kind}s?|{TYPE_ES[kind]}s?)\b[^.?]{{0,25}}\b{_GONE_VERBS}\b|"
        rf"\b{_GONE_VERBS}\b[^.?]{{0,15}}\b{COUNT_GROUP} (?:{kind}s?|{TYPE_ES[kind]}s?)\b",
        frame.folded,
    )
    count = number(next(g for g in said.groups() if g)) if said else None
    if not count or controller(frame, card) == "opponent":
        return None
    once = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    total = count * int(per[2])
    finding = t(frame.lang, "dies_trigger.gains_per", card=card.name, n=str(count), each=per[2], total=str(total))
    return answered(None, f"{total}: {finding}", once, cite, (card,), "dies_trigger")


def _life_lost(frame: Frame, cite: Citer) -> Verdict | None:
    """ "How much life does my opponent lose?" when a creature whose dies trigger drains them died (destroyed, or
    put into the graveyard by the legend rule, "el viejo va al cementerio"): the trigger's amount."""
    creature = next((c for c in frame.cards if "Creature" in c.type_line and _own_death(c)), None)
    loses = _LOSES.search(creature.oracle_text) if creature else None
    if creature is None or loses is None:
        return None
    watches_others = re.search(r"or another creature", creature.oracle_text, re.I)
    both = re.search(r"\bboth\b[^.?]{0,40}\band\b([^.?]{0,30})\bdie\b|\bmueren (?:los|las) dos\b", frame.folded)
    counted = re.search(r"\d|\btwo\b|\bthree\b|\btokens\b|\bcreatures\b", both[1] or "") if both else None
    if watches_others and both and not counted:  # "both X and my 3 goblin tokens die": not two deaths
        # "both Blood Artist and the Bears die": it sees itself and the other die at once, two triggers (603.10a)
        once = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
        finding = t(frame.lang, "dies_trigger.itself_and_other", card=creature.name, n=loses[2]) + ids(once)
        text = t(frame.lang, "dies_trigger.loses", n=str(2 * int(loses[2])), finding=finding)
        return Verdict(text, [Step(finding, (once,) if once else ())], cite.quotes, tuple(frame.cards), "dies_trigger")
    if watches_others and _MORE_DIE.search(frame.folded):
        return None  # Zulaport Cutthroat and others dying with it: the trigger count's question
    if not (_left(frame) == "killed" or _TO_GRAVEYARD.search(frame.folded)):
        return None
    dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
    held = copies(frame, creature)
    if held > 1 and re.search(r"or another creature", creature.oracle_text, re.I):
        # "with two Blood Artists out … how much life do they lose?": each copy triggers for the one death
        once = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
        total = str(held * int(loses[2]))
        finding = t(frame.lang, "dies_trigger.each_copy", card=creature.name, copies=str(held), n=loses[2]) + ids(once)
        text = t(frame.lang, "dies_trigger.loses", n=total, finding=finding)
        return Verdict(text, [Step(finding, (once,) if once else ())], cite.quotes, tuple(frame.cards), "dies_trigger")
    key = "dies_trigger.died" if _left(frame) == "killed" else "dies_trigger.died_by_rule"
    finding = t(frame.lang, key, name=creature.name) + ids(dies)
    text = t(frame.lang, "dies_trigger.loses", n=loses[2], finding=finding)
    return Verdict(text, [Step(finding, (dies,) if dies else ())], cite.quotes, tuple(frame.cards), "dies_trigger")


def _own_death(card: Card) -> bool:
    """Its own death triggers it ("When Kokusho, the Evening Star dies"), not another creature's (Massacre Wurm's
    "Whenever a creature an opponent controls dies")."""
    found = _DIES.search(card.oracle_text)
    head = card.name.split(",")[0].lower()
    return found is not None and (head in found[0].lower() or "this creature" in found[0].lower())


def _walker_exiles(frame: Frame) -> bool:
    """ "Karn Liberated -3 on opp's Wurmcoil": the loyalty ability said by its cost exiles its target, and that
    target is the creature named right after it (not "-3 on my land … later my Wurmcoil died")."""
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    for walker in (c for c in frame.cards if "Planeswalker" in c.type_line):
        for said in re.finditer(r"(?<![\w/])([+\-−])(\d+)\b(?!/)", frame.folded):
            signs = r"\+" if said[1] == "+" else "[−-]"
            line = re.search(rf"^{signs}{said[2]}: (.*)$", walker.oracle_text, re.M)
            after = frame.folded[said.end() : said.end() + 40].split(".")[0]
            if line and re.match(r"exile target", line[1], re.I) and any(named_in(c, after) for c in creatures):
                return True
    return False
