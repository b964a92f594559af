"""Damage "equal to the sacrificed creature's power" (Fling; 608.2h): the creature was sacrificed as a cost, so the
spell uses its last known information — its power as it last existed on the battlefield, with a pump spell cast on
it before. Fires only for a named card with that text, one creature the question sacrifices (or the only creature it
names), and a question asking how much damage."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import ANTHEM, Citer, Verdict, answered, creature_label
from answer.reasoners.combat import PUMP, creatures, pumped
from answer.text import COUNT_GROUP, number
from ingest.lexicon import fold
from ingest.models import Card

_FLINGS = re.compile(r"damage equal to the sacrificed creature[’']s power", re.I)
_SACRIFICED = re.compile(r"\bsac\w*|\bsacrific\w*")
_ASKS = re.compile(r"how much|how many|cuant[oa]s?\b|\d+ (?:or|o) \d+")
#: the sacrificed creature's power told: "una criatura de fuerza 5", "a creature with 5 power", "a 5-power guy"
_POWER_TOLD = re.compile(
    r"[^.?]{0,40}?\b(?:(?:de|con) fuerza|with power|power of)\s+(\d+)\b|[^.?]{0,40}?\b(\d+)[- ](?:power|de fuerza)\b"
)
#: a card that copies a spell: "copy target instant or sorcery spell"
_COPIER = re.compile(r"\bcopy target (?:instant or sorcery )?spell\b", re.I)
_IN_RESPONSE = re.compile(r"in response|\brespond\w*|en respuesta")
#: the creature's size said in parentheses after it: "(5/5)"
_SIZE_SAID = re.compile(r"\((?:(?:queda|now|is|es|ahora) )?(\d+)/(\d+)\)")
_BARE_COUNTERS = re.compile(
    r"\b(\d+|one|two|three|four|five|un|una|dos|tres|cuatro|cinco) (?:counters?|contador(?:es)?)\b"
)
_COUNTERS_SAID = re.compile(
    r"\b(\d+|an?|one|two|three|four|five|un|una|dos|tres|cuatro|cinco) (?:\+1/\+1 counters?|contador(?:es)? \+1/\+1)"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    # "Hace 9?": a yes/no on the amount, answered by the same count
    guess = _GUESS.search(frame.clause or frame.asked) if frame.qtype is QType.YES_NO else None
    if guess is not None and re.search(r"\beach\b|\bcada\b|\ball\b|\btodas?\b", frame.clause or frame.asked):
        return None  # "does it do 2 to each of his creatures?": how many it hits, not how much
    if guess is None and (frame.qtype is not QType.HOW_MANY or not _ASKS.search(frame.clause or frame.asked)):
        return None
    if guess is None and not re.search(
        r"\bdamage\b|\bdano\b|\bdmg\b|\bdeal\w*|\bhace\w*|\bpega\w*|\bhit\w*|\bquita\w*|\blife\b|\bvidas?\b|\bdo\W*$",
        frame.clause or frame.asked,
    ):
        return None  # "how many elementals do I get?": a count of something else, not Fling's damage
    card = next((c for c in frame.cards if _FLINGS.search(c.oracle_text)), None)
    if card is None:
        return None
    # "opp flings his 6 power creature": the sacrifice said by the spell's own name as a verb
    said = _SACRIFICED.search(frame.question.lower()) or re.search(r"\bfling(?:s|ed|ing)?\b", frame.question.lower())
    found = creatures(frame)
    size = _SIZE_SAID.search(frame.question)
    if size is not None and len(found) == 2 and found[1].name == f"{size[1]}/{size[2]}":
        # "mi Grizzly Bears tiene un Giant Growth encima (5/5)": its size now, pump included
        rule = cite("608.2h", r"last known information", r"última información conocida")
        finding = t(frame.lang, "fling.power", card=card.name, n=size[1], creature=found[0].name)
        return answered(_opener(guess, int(size[1])), finding, rule, cite, (card,), "fling")
    told = _POWER_TOLD.match(frame.folded, said.start()) if said else None
    if told is not None:
        # "hizo Fling sacrificando una criatura de fuerza 5": the power told; a copy of the spell (Dualcaster Mage)
        # uses the same sacrificed creature, its cost copied with it (707.10)
        power = int(told[1] or told[2])
        rule = cite("608.2h", r"last known information", r"última información conocida")
        finding = t(frame.lang, "fling.power", card=card.name, n=str(power), creature=t(frame.lang, "fling.sacrificed"))
        return answered(_opener(guess, power), finding, rule, cite, (card,), "fling")
    # a creature that copies the spell (Dualcaster Mage) is not the one sacrificed
    found = [c for c in found if not _COPIER.search((frame.named(c.name) or Card(name="")).oracle_text)]
    after = [c for c in found if said and c.position > said.start()]
    # "i giant growth my bears then fling it": the one creature, sacrificed to it
    fodder = found[0] if len(found) == 1 else (after[0] if len(after) == 1 else None)
    if fodder is None:
        return None
    power = pumped(frame, [fodder])[0].power
    if power == fodder.power and len(found) == 1 and not _IN_RESPONSE.search(frame.folded):
        # "si antes de lanzarlo le había dado un Giant Growth": a pump told with no creature named is on the one
        # creature, given before it was sacrificed (in response to Fling it couldn't be: it was already gone)
        power += sum(int(m[1]) for c in frame.cards if (m := PUMP.search(c.oracle_text)) and c is not card)
    if any(re.search(r"Equipment|Aura", c.type_line) and "for each" in c.oracle_text for c in frame.cards):
        return None  # Cranial Plating's "+1/+0 for each artifact you control": a count not read here
    fodder_card = frame.named(fodder.name)
    power += _self_pumps(frame, fodder_card)
    counters = _COUNTERS_SAID.search(frame.folded)
    if counters is None and fodder_card is not None and "+1/+1 counter" in fodder_card.oracle_text:
        counters = _BARE_COUNTERS.search(frame.folded)  # Walking Ballista "that has 3 counters on it": its +1/+1 ones
    if counters is not None and len(found) == 1 and (extra := number(counters[1])) is not None:
        power += extra  # "un bicho 2/2 que tiene tres contadores +1/+1": they count for its power
    # "… y glorious anthem en mesa": the caster's anthem counts too, as it last existed on the battlefield
    power += sum(
        int(m[1]) for c in frame.in_play if (m := ANTHEM.search(c.oracle_text)) and not _theirs(frame.folded, c.name)
    )
    rule = cite("608.2h", r"last known information", r"última información conocida")
    creature = creature_label(fodder.name, frame.lang)  # "the 2/2" for a creature described by its size
    finding = t(frame.lang, "fling.power", card=card.name, n=str(power), creature=creature)
    return answered(_opener(guess, power), finding, rule, cite, (card,), "fling")


#: the amount guessed in a yes/no: "does it deal 9?", "¿hace 9?"
_GUESS = re.compile(r"\b(?:deal|deals|do|does|hit|hits|hace|hacen|pega|pegan)\s+(?:for\s+)?(\d+)\b")


def _opener(guess: re.Match[str] | None, power: int) -> str | None:
    return None if guess is None else ("yes" if int(guess[1]) == power else "no")


#: a creature's own pump for a sacrifice ("Sacrifice an artifact: Atog gets +2/+2 until end of turn.")
_SACRIFICE_PUMP = re.compile(r"^Sacrifice an? (\w+): [^.]*?\bgets \+(\d+)/\+\d+", re.M)


#: what it sacrifices, as Spanish players say it: "le sacrifico 3 artefactos"
_NOUN_ES = {"artifact": "artefacto", "creature": "criatura", "land": "tierra", "enchantment": "encantamiento"}


def _self_pumps(frame: Frame, card: Card | None) -> int:
    """The power its own sacrifice ability added before it was flung: "i sac 4 artifacts to it" (Atog)."""
    found = _SACRIFICE_PUMP.search(card.oracle_text) if card is not None else None
    if found is None:
        return 0
    noun = found[1].lower()
    said_as = f"(?:{noun}|{_NOUN_ES[noun]})s?" if noun in _NOUN_ES else f"{noun}s?"
    told = re.search(rf"\b(?:sac|sacs|sacked|sacrific\w*)\s+{COUNT_GROUP}\s+{said_as}\b", frame.folded)
    return (number(told[1]) or 0) * int(found[2]) if told else 0


def _theirs(folded: str, name: str) -> bool:
    """The anthem is said to be the opponent's: "opp has glorious anthem", "el glorious anthem del rival"."""
    key = re.escape(fold(name))
    return bool(
        re.search(rf"\b(?:opp\w*|their|his|her|rival|oponente|su)\b\W+(?:\w+\W+){{0,2}}{key}\b", folded)
        or re.search(rf"\b{key}\b (?:del|de mi|de su) (?:rival|oponente)\b", folded)
    )


#: "{R}, Sacrifice Heartfire Immolator: It deals damage equal to its power to target creature or planeswalker."
_SELF_FLING = re.compile(r"sacrifice [^:\n]*: (?:it|this creature|[^.:\n]{2,40}) deals damage equal to its power", re.I)
#: a pump told after the sacrifice: "con eso en la pila lanzo Opt pa que el prowess le suba la fuerza"
_AFTER = re.compile(r"\bon the stack\b|\ben la pila\b|\bin response\b|\ben respuesta\b|\bafter(?:wards)?\b|\bdespues\b")


def self_sacrificed(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I sacrifice Heartfire Immolator (a 2/2) and with that on the stack cast Opt for prowess: how much damage?" 2:
    it was sacrificed as the cost, so its ability uses its power as it last existed on the battlefield (608.2h); a
    pump after that can't reach it."""
    card = next((c for c in frame.cards if _SELF_FLING.search(c.oracle_text)), None)
    if card is None or frame.qtype is not QType.HOW_MANY or not _ASKS.search(frame.clause or frame.asked):
        return None
    if not _SACRIFICED.search(frame.folded):
        return None
    if re.search(r"[+-]1/[+-]1 counter|contador(?:es)? [+-]1/[+-]1", frame.folded):
        return None  # counters on it: its size isn't the printed or told one read here
    name = fold(card.name.split(",")[0])
    at = frame.folded.find(name)
    # "my heartfire immolator (a 3/3)", "(está 2/2)": its own size, right after its name, not a target's
    told = (
        re.match(r"\s*\((?:a |an |is |it'?s |esta |es |un |una )?(\d+)/(\d+)\)", frame.folded[at + len(name) :])
        if at >= 0
        else None
    )
    power = int(told[1]) if told else int(card.power or 0) if (card.power or "").isdigit() else None
    others = [c for c in frame.cards if c is not card]
    if power is None or (others and not _AFTER.search(frame.folded)):
        return None  # a pump told before the sacrifice would count: not read here
    rule = cite("608.2h", r"last known information", r"")
    finding = t(frame.lang, "fling.self_sacrificed", card=card.name, n=str(power))
    return answered(None, f"{power}: {finding}", rule, cite, (card,), "fling")
