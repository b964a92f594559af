"""Combat damage with trample and deathtouch, with the numbers (510.1c, 702.19b–d, 702.2c)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from answer.analysis import Frame, QType, without_negated_keywords
from answer.i18n import t
from answer.reasoners.base import (
    ASKS_DIES,
    ASKS_SURVIVES,
    TOKEN_SAID,
    Citer,
    Step,
    Verdict,
    answered,
    creature_label,
    first_mention,
    ids,
    is_spell_card,
    name_pattern,
    name_words,
    named_in,
    poison_said,
    rules_text,
)
from answer.rewrite import mentions
from answer.text import COUNT_WORDS, PT_RE, capital
from ingest.lexicon import fold
from ingest.models import Card

#: words between a card's name and a P/T that make it another creature's ("Torbran … and attack with a red 2/2";
#: "Grizzly Bears con Rancor (4/2)" is still the Bears')
_ANOTHER = re.compile(
    r"\b(and|y|attack\w*|atac\w*|block\w*|bloque\w*|cast\w*|lanz\w*|tokens?|fichas?)\b|"
    r"\b(?:with (?:the|his|her|their|my)|con (?:el|la|su|mi))\s*$",  # "block my champion with the 2/2 knight token"
    re.I,
)
#: the attacker isn't blocked ("nothing blocks", "no me bloquean")
UNBLOCKED = re.compile(
    r"\b(nothing|no one|nobody|nadie) (blocks|blocked|me bloquea|le bloquea|bloquea)|\bunblocked\b|"
    r"\b(isn'?t|is not|wasn'?t|not|goes) (blocked|unblocked)|\bno (?:(?:me|le|la|lo|los|las|se) ){0,2}bloque\w*|"
    r"\b(?:they|he|she|opp\w*|nobody|i|we) (?:don'?t|do not|didn'?t|did not|doesn'?t|does not|won'?t) block\b|"
    r"\b(?:doesn'?t|does not|didn'?t|did not|won'?t) get blocked\b|"
    r"\bsin (ser )?bloque\w*|\bno (?:es|esta|estaba|fue|queda|quedo) bloquead\w*|\bno (?:blocks|blockers)\b"
)
BLOCKER_GONE = re.compile(
    r"removed from combat|leaves? the battlefield|left the battlefield|salen? del campo|sacrific|bounce|"
    r"\b(return\w*|bounc\w*|exile\w*|destroy\w*|kill\w*|murder\w*|devuelv\w*|regres\w*|exili\w*|destru\w*|mat[oa]|"
    r"bolt\w*|unsummon\w*)"
    r" (the |its |that |al |el |la |a la |a su |su |both |all |all the |both of the |a los dos |a las dos |a los |a sus |los dos |"
    r"las dos |los |sus )?(blocker|blocking creature|bloqueador\w*|criatura bloqueadora|blockers|criaturas bloqueadoras)|"
    r"\b(saca\w*|quita\w*|retira\w*|blink\w*|flicker\w*|parpade\w*) (a )?(the |its |su |la |el |sus )?"
    r"(blocker|bloqueador\w*)|\b(blocker|bloqueador\w*) (is |gets |was |es |fue )?(removed|exiled|destroyed|bounced|"
    r"blinked|flickered|exiliad\w*|destruid\w*|devuelt\w*)"
    # "mato uno con Shock", "I kill one of them": one of the blockers
    r"|\b(mat[oa]|destru\w*|exili\w*|kill\w*|destroy\w*|murder\w*|bolt\w*) (a )?(uno|una|one)( of them| de ellos| de ellas)?\b"
    # "como ya no hay bloqueador", "with no blocker left": gone, said without how
    r"|\bya no (?:hay|tiene) bloqueador\w*|\bno blockers? left\b"
    # "i shock the blocker and it dies", "le tiro Shock al bloqueador y se muere": killed by a spell before damage
    r"|\b(?:shock\w*|bolt\w*|burn\w*|ping\w*)\s+(?:the |that |his |her |their )?blocker\b[^.?]{0,6}\band it (?:dies|died)\b|"
    r"\b(?:tiro|lanzo|tire|lance|meto|meti)\b[^.?]{0,25}\bal bloqueador\b[^.?]{0,6}\by (?:(?:se )?muere|lo mato|la mato)\b"
)
#: the question asks about dividing the damage among the blockers ("split 1 and 3", "repartir")
#: two or more blockers said without names: "bloqueo con dos criaturas", "two of my creatures block it"
_TWO_BLOCK = re.compile(
    r"\b(?:two|three|2|3|dos|tres)(?: of my)? (?:creatures|criaturas|bichos|blockers|bloqueadoras)\b[^.?]{0,30}\b"
    r"(?:block|bloque)\w*|\b(?:block|bloque)\w* (?:it |him |lo |la |a un atacante )?(?:with|con) (?:two|three|2|3|dos|tres) "
    r"(?:creatures|criaturas|bichos)\b|\b(?:double|triple)[- ]block\w*|\bdoble bloqueo\b"
)
_ASKS_DIVIDE = re.compile(
    r"\bsplit|\bdivid|\brepart\w*|\bdistribu|"
    # "can I put 4 on the 3/3 and 1 on the 2/2?", "¿puedo asignar 1 a un oso y 5 al otro?"
    r"\b(?:put|assign|deal|do|poner|pongo|asignar|asigno|hacer|hago|meter|meto|meterle|dar|doy)\b[^?]{0,15}\b\d+\b[^?]{0,30}"
    r"\b(?:and|y)\b[^?]{0,10}\b(?:\d+|dejar|leave|nothing|nada|none|ninguno)\b"
)
NO_TRAMPLE = re.compile(
    r"\b(no|without|sin) (trample|arrollar)|\b(didn'?t|doesn'?t|did not|does not|no) (have|had|tiene|tuviera|tenia) "
    r"(trample|arrollar)|\b(loses|lost|pierde|perdio) (trample|arrollar)|"
    r"\b(?:quit\w*|remov\w*|takes? away|took away) (?:el |its |the |su )?(?:trample|arrollar)"
)
_ASKS_ASSIGN = re.compile(r"assign|per blocker|each blocker|\bneed|asign|cada bloquead|necesit")
_MARKED = re.compile(
    r"(\d+) (?:damage|dmg) (marked|already|on it)|already (dealt|took|has taken|has) (\d+) damage|ya (?:tiene|tenia|llevaba|lleva) (\d+) (de )?dano|"
    r"(\d+) (de )?dano marcado|ya (le )?(hice|hizo|hicieron|habia hecho|recibio) (\d+) (de )?dano|"
    # "a 3/3 that already took 2 from a shock", "a grizzly bears that was shocked for 1 earlier"
    r"\b(?:that|which|que) (?:already |ya )?(?:took|has taken|had taken|was dealt|got dealt|recibio) (\d+)\b|"
    r"\b(?:that|which) (?:already )?(?:was|got) (?:shocked|bolted|pinged|burned|hit) for (\d+)\b"
)
#: damage dealt earlier in the turn to a creature told by its size: "le hice 3 de daño con un hechizo a un 5/5",
#: "i dealt 2 damage to their 4/4 in main 1"
_DEALT_TO = re.compile(
    r"\b(?:le )?(?:hice|hizo|hicieron|dealt|did|deal)\s+(?P<n>\d+)\s+(?:de )?(?:dano|damage|dmg)\b[^.?]{0,40}?"
    r"\b(?:a|to)\s+(?:un|una|a|an|the|his|her|their|su|el|la|that|ese|esa)\s+(?P<pt>\d+/\d+)"
)
#: damage dealt on an earlier turn, removed in its cleanup step (514.2)
_EARLIER_TURN = re.compile(
    r"\b(?:last|previous|their|his|her|your|the other) turn\b|\bturno (?:pasado|anterior)\b|\bhace \w+ turnos?\b|"
    r"\b(?:a|one|two|three|\d+) turns? ago\b|\byesterday\b|\bayer\b|\ben (?:su|tu) turno\b"
)
#: a count word just before a P/T, perhaps with "creatures" between ("two 2/2s", "dos criaturas 2/2")
#: a count before a name or a P/T: "two Grizzly Bears", "three 1/1s", "tres fichas de soldado 1/1",
#: "three soldier tokens 1/1"
_MANY = re.compile(
    rf"\b(\w+) (?:(?:(?!(?:\d+|{'|'.join(COUNT_WORDS)})\b)\w+ )?"
    r"(?:creatures?|criaturas?|tokens?|fichas?|blockers?|bloqueador\w*|bichos?|guys|dudes|critters|fliers|flyers|voladore?s|voladoras) (?:de \w+ )?)?$",
    re.I,
)
_ASKS_PLAYER = re.compile(r"player|jugador|\bme\b|\bto me\b|\bmi\b")
#: "Sacrifice Spore Frog: Prevent all combat damage that would be dealt this turn."
_FOGS = re.compile(r"prevent all combat damage that would be dealt this turn", re.I)
#: attacking a planeswalker the question names by its loyalty or as a planeswalker ("I attack their Jace (3
#: loyalty)", "ataco al planeswalker del rival")
ATTACKS_WALKER = re.compile(
    r"\b(?:attack\w*|swing\w*|ataco|atacan?d?o?)\b[^.?!]{0,40}(?:\bplaneswalker\b|\bwalker\b|"
    r"\(?\d+ (?:loyalty|de lealtad)\b)"
)


def attacks_walker(frame: Frame, walker: Card) -> bool:
    """The question says the attacker attacks this planeswalker: "attacks his Teferi", "ataco al Oko del rival", or a
    planeswalker's loyalty said as what is attacked."""
    return bool(
        ATTACKS_WALKER.search(frame.folded)
        or re.search(
            rf"\b(?:attack\w*|atac\w*|swing\w* at)\s+(?:(?:al|a|the|opp'?s|his|her|their|su|el|del|rival|my|"
            rf"opponent'?s)\s+)*"
            rf"(?:{name_pattern(walker)})",
            frame.folded,
        )
    )


#: the amount asked is the damage that reaches a player ("how much do I take?", "¿cuánto me llega?")
_TO_PLAYER = re.compile(
    r"player|jugador|opponent|oponente|rival|\bme\b|\bi take\b|\brecibo\b|\bthrough\b|\btrample over\b|\bface\b|\bcara\b"
)
#: an amount proposed for the player ("4 on the player", "4 al jugador", "4 to my opponent")
_LEGIT = re.compile(r"\blegit\b|\blegal\b|\ballowed\b|\bvalid\b|\bcorrect\b|\bes (?:legal|valido|correcto)\b")
_TO_PLAYER_AMOUNT = re.compile(
    r"\b(\d+) (?:(?:damage|de dano|dano) )?(?:on|to|at|a|al|para) (?:the |my |el |mi |su |your )?"
    r"(?:player|opponent|opp|jugador|rival|oponente|face|cara)\b"
)
#: "where does the excess damage go?", "¿a dónde va el daño que sobra?"
_WHERE_TO = re.compile(r"\bwhere\b|\ba ?donde\b|\badonde\b")
_EXCESS = re.compile(r"\b(extra|excess|rest|leftover|remaining|sobra\w*|exceso|resto|restante)\b")


@dataclass(frozen=True)
class Creature:
    name: str
    power: int
    toughness: int
    position: int
    #: where the question says its P/T (-1 from the card): a size said after a pump already counts the pump
    said_at: int = -1


#: a P/T said again after "the" ("blocked by a 2/2. does the 2/2 still hit back?") is the same creature
_THAT = re.compile(r"\b(that|the same|this|the|ese|esa|este|esta|mismo|misma|el|la|al|del)\s+$", re.I)


#: words that stand between two creatures, not between a size and its creature: "a 7/7 with Glissa"
_BETWEEN_TWO = re.compile(r"\b(?:with|con|by|por|and|y|blocks?|bloque\w*|vs|against|contra)\b")


def _count(question: str, many: re.Match[str] | None) -> int:
    """How many of a card a count word before its name says: "two Grizzly Bears", "2 grizzly bears" (not the "4" of
    a "4/4" before it)."""
    if many is None:
        return 1
    word = fold(many[1])
    if word.isdigit():
        return int(word) if 1 < int(word) <= 10 and question[many.start(1) - 1 : many.start(1)] != "/" else 1
    return COUNT_WORDS.get(word, 1)


#: words that say the size right after a creature's name: "my swiftspear ended up 5/6", "mi swiftspear quedó 3/4"
_SIZE_SAID = re.compile(
    r"^\s*(?:ended up(?: as| at)?|ends up(?: as| at)?|is now|was now|became|becomes|is|was|now|got to|gets to|"
    r"quedo|quedó|queda|acabo|acabó|es|era)\s+(?:an?\s+|una?\s+)?$",
    re.I,
)


#: a size said of the creature just named, by a pronoun: "… has Gorgon Flail on it so its 8/8", "making it a 5/5"
_ITS_SIZE = re.compile(
    r"\b(?:it'?s|it is|it'?s now|its now|making it|so it'?s|so they'?re|so they are|making them)\s+(?:an?\s+|now\s+)?$",
    re.I,
)


#: a size said as the creature's own, after its name: "no se muere porque es 4/5", "it lives, it's a 4/5"
_ITS_SIZE_AGAIN = re.compile(r"\b(?:es|era|is|was|it'?s|its|being)\s+(?:an?\s+|una?\s+)?$")
#: a creature called by a part of its name, its size in brackets after it: "the wolf (4/4 double strike trample)"
_ALIAS_SIZE = re.compile(
    r"\b(?:the|el|la|my|mi|his|her|their|su|los|las) (\w{4,})(?:\s*\(|\s+(?:is|are|was|were|becomes?|es|son|queda|quedan)"
    r"\s+(?:now\s+|ahora\s+)?(?:an?\s+|una?\s+)?)$"  # "(4/4 …)" or "so the bears are a 3/3 now"
)


def creatures(frame: Frame) -> list[Creature]:
    """Creatures in the order the question names them, with P/T from the question or the card."""
    found: list[Creature] = []
    taken: set[int] = set()
    for card in frame.cards:
        if card.type_line and not re.search(r"Creature|Vehicle", card.type_line):
            continue  # an Aura or Equipment named beside its creature ("Typhoid Rats con Rancor (3/1)")
        # its first mention, in any case ("rampaging baloths (6/6) … ¿se muere el Rampaging Baloths?")
        at, length = frame.question.lower().find(card.name.lower()), len(card.name)
        by_word = False
        if at < 0 and ", " in card.name:  # a legend by its short name: "zetalpa (4/8 …)"
            length = len(card.name.split(",")[0])
            at = frame.question.lower().find(card.name.split(",")[0].lower())
        if at < 0:  # by one word of its name: "nighthawk with giant growth on it (5/6)"
            folded = fold(frame.question)
            word = min(
                (m for w in name_words(card) if (m := re.search(rf"\b{w}\b", folded))),
                key=lambda m: m.start(),
                default=None,
            )
            if word is not None and len(folded) == len(frame.question):
                at, length = word.start(), word.end() - word.start()
                by_word = True
        near = None
        if at >= 0:  # "Grizzly Bears (2/2)" or "a 2/2 Grizzly Bears"
            after = PT_RE.search(frame.question, at + length, at + length + 30)
            if after and _ANOTHER.search(frame.question[at + length : after.start()]):
                after = None  # "Torbran … and attack with a red 2/2": another creature's P/T
            if after and re.search(r"[.?!;]\s", frame.question[at + length : after.start()]):
                after = None  # "… with my goblin guide. does his 3/4 die?": a size in the next sentence
            if (
                after
                and after[0] in frame.question[:at]
                and _THAT.search(frame.question[max(0, after.start() - 12) : after.start()])
            ):
                after = None  # "i block a 7/7 with glissa. does the 7/7 deal damage?": the size said before, another's
            if (
                after
                and by_word
                and frame.question[after.start() - 1] != "("
                and frame.question[at + length : after.start()].strip()
                and not _SIZE_SAID.match(frame.question[at + length : after.start()])
            ):
                after = None  # "opp chumps my dreadmaw with a 1/1": by a word of its name, only "(5/6)" is its size
            before = PT_RE.search(frame.question, max(0, at - 12), at)
            if before is not None and before.start() in taken:
                before = None  # "Wall of Omens (0/4) and a Siege Mastodon": the P/T is the first one's
            if before is not None and _BETWEEN_TWO.search(frame.question[before.end() : at].lower()):
                before = None  # "i block a 7/7 with glissa": another creature's P/T
            near = after or before
        if near:
            taken.add(near.start())
            found.append(Creature(card.name, int(near[1]), int(near[2]), at, near.start()))
            continue
        power, toughness = card.power, card.toughness
        if power and toughness and power.isdigit() and toughness.isdigit():
            # "blocked by two Grizzly Bears": that many of the card
            many = _MANY.search(frame.question, max(0, at - 30), at) if at > 0 else None
            count = _count(frame.question, many)
            found += [Creature(card.name, int(power), int(toughness), max(at, 0) + i) for i in range(count)]
    for match in PT_RE.finditer(frame.question):
        if match.start() not in taken:
            named = [c for c in found if c.position < match.start() and not PT_RE.fullmatch(c.name)]
            # "attach it to the wolf (4/4 double strike trample)": a named creature by a part of its name, its size now
            alias = _ALIAS_SIZE.search(frame.question[: match.start()].lower())
            owners = [c for c in named if alias and alias[1] in fold(c.name)]
            if len(owners) == 1:
                found[found.index(owners[0])] = replace(owners[0], power=int(match[1]), toughness=int(match[2]),
                                                        said_at=match.start())  # fmt: skip
                continue
            last = max(found, key=lambda c: c.position) if found else None
            if (
                last is not None
                and PT_RE.fullmatch(last.name)
                and re.search(
                    r"\((?:queda|quedando|now|becomes|ahora|so it'?s|es)\s+$", frame.question[: match.start()], re.I
                )
            ):
                # "mi criatura 3/3 (queda 4/4 con dañar dos veces)": the size the one just told by its size has now
                found[found.index(last)] = replace(
                    last, power=int(match[1]), toughness=int(match[2]), said_at=match.start()
                )
                continue
            if named and named[-1].said_at < 0 and _ITS_SIZE.search(frame.question[: match.start()]):
                # "my Pelakka Wurm has Gorgon Flail on it so its 8/8": the size of the creature just named
                last = named[-1]
                found[found.index(last)] = Creature(
                    last.name, int(match[1]), int(match[2]), last.position, match.start()
                )
                continue
            echoed = _ITS_SIZE_AGAIN.search(frame.question[: match.start()].lower()) and any(
                c.said_at < 0
                and not PT_RE.fullmatch(c.name)
                and (c.power, c.toughness) == (int(match[1]), int(match[2]))
                and any(0 <= match.start() - at <= 40 for at in positions(frame, c))
                for c in found
            )
            if echoed:
                continue  # "bolt al rhino (3 de daño, no se muere porque es 4/5)": the named one's own size again
            same = any(c.name == match[0] for c in found)
            if same and _THAT.search(frame.question[max(0, match.start() - 12) : match.start()]):
                continue  # "le hago Shock a su 4/4 … me bloquea con ese 4/4": the same creature again
            if same and _asked_about(frame, match.start()):
                continue  # "i attack with a 6/6 … does my 6/6 survive?": the ask names the one told before
            # "two 2/2 creatures", "dos criaturas 2/2": that many creatures of that size
            many = _MANY.search(frame.question, max(0, match.start() - 30), match.start())
            count = _count(frame.question, many)
            found += [Creature(match[0], int(match[1]), int(match[2]), match.start() + i) for i in range(count)]
    return sorted(found, key=lambda c: c.position)


#: a pump spell's Oracle text: "Target creature gets +3/+3 until end of turn."
PUMP = re.compile(
    r"\btarget (?:(?:attacking|blocking|attacking or blocking|nonattacking) )?creature(?: you control)?(?:\. it)? gets "
    r"\+(\d+)/\+(\d+)",  # Gift of Growth: "Untap target creature. It gets +2/+2 until end of turn."
    re.I,
)
#: what may stand between a pump spell's name and the creature it is cast on ("Giant Growth on the Giant")
_PUMP_TO = re.compile(
    r"^\W*(?:(?:on|onto|to|targeting|a|al|sobre|en|en el|en la|the|el|la|los|las|their|his|her|its|my|your|su|mi|"
    r"tu|sus|mis|tus)\s+)*$",
    re.I,
)


def _asked_about(frame: Frame, at: int) -> bool:
    """The size at `at` is in the asking clause that follows the told situation, after a possessive ("does my 6/6
    survive?"): a creature of the situation named again, not a new one."""
    clause = frame.clause
    start = frame.folded.rfind(clause) if clause else -1
    if start <= 0 or frame.folded_at(at) < start:
        return False
    return bool(re.search(r"\b(?:my|mi|his|her|their|su|your|tu)\s+$", frame.question[max(0, at - 8) : at], re.I))


def positions(frame: Frame, creature: Creature) -> list[int]:
    """Where the question names the creature: every mention of its card ("the Giant" too), or its P/T."""
    if PT_RE.fullmatch(creature.name):
        # "… un 2/2 y un 3/3, le tiro un shock al 2/2": the same size again, pointed at, is the same creature
        again = [
            m.start()
            for m in PT_RE.finditer(frame.question, creature.position + 1)
            if m[0] == creature.name and _THAT.search(frame.question[max(0, m.start() - 12) : m.start()])
        ]
        return [creature.position, *again]
    last = creature.name.split(",")[0].split()[-1]
    lower = (
        [m.start() for m in re.finditer(rf"(?<![\w'’-]){re.escape(last)}(?![\w'’-])", frame.question, re.I)]
        if len(last) >= 4 and " " in creature.name
        else []
    )  # "the bears" written in lower case
    return sorted({creature.position, *(at for at, _ in mentions(frame.question, creature.name)), *lower})


#: a spell that deals a fixed amount to a creature (Shock, Lightning Bolt): read by combat and stack_damage
BURN = re.compile(r"deals (\d+) damage to (any target|target creature)", re.I)


#: its blocker died in the first-strike damage step: "the first strike hit kills the token", "first strike kills it"
_FIRST_STRIKE_KILLS = re.compile(
    r"first[- ]strike[^.?]{0,30}\b(kills?|destroys?|mata|destruye)\b|\b(kills?|mata) (the|its|el|la|su) "
    r"(blocker|token|chump\w*|bloqueador\w*|ficha)\b|"
    # "en el primer paso de daño la mato"
    r"\bprimer paso de dano\b[^.?]{0,12}\b(?:la |lo |le )?(?:mato|mata|destruyo|destruye)\b"
)
_ASKS_WHERE = re.compile(r"\bwhere\b|\bto the player\b|\bplayer\b|\bdonde\b|\bal jugador\b|\bal rival\b|\bface\b")


def _blocked_without_blockers(frame: Frame, cite: Citer, found: list[Creature]) -> Verdict | None:
    """ "Fencing Ace is chump-blocked and its first-strike hit kills the token: where does the regular damage go?": it
    stays blocked, and a blocked creature with no creature left blocking it assigns no combat damage (509.1h,
    510.1c) — unless it has trample."""
    if not (_FIRST_STRIKE_KILLS.search(frame.folded) and _ASKS_WHERE.search(frame.clause or frame.asked)):
        return None
    attacker = found[0] if found else None
    if attacker is None or not has_keyword(frame, attacker, found, "double_strike"):
        return None
    if frame.has("trample") or _has_trample(frame, attacker):
        return None  # 702.19d: a trampler assigns it all to the player
    rule = cite("510.1c", r"If no creatures are currently blocking it", r"ninguna criatura")
    finding = t(frame.lang, "combat.stays_blocked", name=attacker.name)
    opener = {QType.YES_NO: t(frame.lang, "no") + " ", QType.HOW_MANY: "0: "}.get(frame.qtype) or (
        t(frame.lang, "combat.nowhere") + " "
    )
    return Verdict(opener + finding + ids(rule), [Step(finding + ids(rule), (rule,) if rule else ())], cite.quotes,
                   frame.cards, "combat")  # fmt: skip


def burn_before(frame: Frame, creature: Creature) -> tuple[Card, int] | None:
    """A burn spell cast at the creature before combat damage ("I Shock the Mastodon before damage", "main phase 1 I
    shock their Craw Wurm"): the spell and its damage, which stays marked (120.6) and counts toward lethal."""
    if _AFTER_DAMAGE.search(frame.folded):
        return None  # "after combat damage I shock it": not marked before the damage
    spots = positions(frame, creature)
    # "i bolt a 4/4 and then it blocks my 2/2": the creature named first after the spell is the one it hit
    others = [at for other in creatures(frame) if other.name != creature.name for at in positions(frame, other)]
    for spell in frame.cards:
        burn = BURN.search(spell.oracle_text)
        if burn is not None and is_spell_card(spell) and _cast_at(frame, spell, creature, spots, others):
            return spell, int(burn[1])
    text = fold(frame.question)
    for typed in _TYPED_BURN.finditer(text):  # "i shocked her serra angel": the common burn spells typed as verbs
        near = [spot for spot in spots if typed.end() <= spot <= typed.end() + 30]
        if near and not any(typed.end() <= other < near[0] for other in others):
            name, amount = _BURNS[typed[1]]
            return Card(name=name), amount
    return None


def _cast_at(frame: Frame, spell: Card, creature: Creature, spots: list[int], others: list[int]) -> bool:
    """Whether the question casts the spell at the creature: named right after the spell, with no other creature
    between, or the spell named after "I kill the Bears with"."""
    text = fold(frame.question)
    for at, end in mentions(frame.question, spell.name) or _lower_case_mentions(frame, spell.name):
        near = [spot for spot in spots if at < spot <= at + len(spell.name) + 30]
        if any(not any(at < other < spot for other in others) for spot in near) or _aimed_at(frame, end, creature):
            return True
        # "I kill the Bears with Lightning Bolt": the creature named first, the spell after "with"
        if any(_KILLED_WITH.search(text[max(0, spot - 20) : at]) and 0 < at - spot <= 40 for spot in spots):
            return True
    return False


#: a removal spell's Oracle text: it destroys, exiles or bounces target creature, or gives it -N/-N
_REMOVAL = re.compile(
    r"\b(?:destroy|exile) target (?:attacking |blocking |tapped )?creature|"
    r"\breturn target (?:attacking |blocking |tapped )?creature to its owner'?s hand|"
    r"\btarget creature gets -(\d+)/-\1\b",
    re.I,
)
#: the lone blocker called so after a spell's name: "le tiro Fatal Push a la ficha", "Murder on the blocker"
_AT_BLOCKER = re.compile(
    r"^\W{0,3}(?:(?:on|at|to|a|al|a la|sobre)\s+)?(?:(?:the|his|her|their|its|el|la|su)\s+)?"
    r"(?:blocker|blocking creature|bloqueador\w*|criatura bloqueadora|token|ficha)\b"
)


def removed_before(frame: Frame, creature: Creature, lone: bool) -> Card | None:
    """A removal spell cast at the creature before combat damage ("antes del daño le tiro Fatal Push a la ficha",
    "Disfigure al oso"): the spell, when it destroys, exiles or bounces it or its -N/-N is at least its toughness. A
    lone blocker may be called "the blocker"."""
    if _AFTER_DAMAGE.search(frame.folded):
        return None
    spots = positions(frame, creature)
    others = [at for other in creatures(frame) if other.name != creature.name for at in positions(frame, other)]
    for spell in frame.cards:
        removal = _REMOVAL.search(spell.oracle_text)
        if removal is None or not is_spell_card(spell) or (removal[1] and int(removal[1]) < creature.toughness):
            continue
        if re.match(r" if\b", spell.oracle_text[removal.end() :]) and not TOKEN_SAID.search(frame.folded):
            continue  # Fatal Push's "if it has mana value 2 or less": met by a token (mana value 0), not read else
        if _cast_at(frame, spell, creature, spots, others):
            return spell
        after = [fold(frame.question[end : end + 40]) for _, end in mentions(frame.question, spell.name)]
        if lone and any(_AT_BLOCKER.match(text) for text in after):
            return spell
    return None


#: the common burn spells typed as verbs, not named as cards: "I shocked her Serra Angel", "le bolteé el bicho"
_TYPED_BURN = re.compile(r"\b(shock|bolt)(?:ed|s|eo|ie|ee)?\b")
_BURNS = {"shock": ("Shock", 2), "bolt": ("Lightning Bolt", 3)}


_KILLED_WITH = re.compile(
    r"\b(?:kill\w*|burn\w*|shoot\w*|zap\w*|mat[oa]|quem[oa])\s+(?:the |their |his |her |el |la |los |las |su |sus )?"
    r"[\w' -]{2,30}?\s+(?:with|con)\s+(?:an? |un |una |mi |my )?$"
)


def _lower_case_mentions(frame: Frame, name: str) -> list[tuple[int, int]]:
    """ "i bolt the bears": the spell called by its last word in lower case, as players type it."""
    last = fold(name.split(",")[0].split()[-1])
    return [m.span() for m in re.finditer(rf"(?<![\w'’-]){re.escape(last)}(?![\w'’-])", fold(frame.question))]


_AIMED = re.compile(r"\s+(?:(?:at|to|on|a|al|en)\s+)?(?:(?:the|their|his|her|its|el|la|su|mi|my)\s+)?(\w{3,})")


def _aimed_at(frame: Frame, end: int, creature: Creature) -> bool:
    """The spell's name is followed by the creature called by a word of its name, in any number ("le tiro Lightning
    Bolt al elfo" for Llanowar Elves / Elfos de Llanowar)."""
    aimed = _AIMED.match(fold(frame.question), end)
    card = frame.named(creature.name)
    if aimed is None or card is None:
        return False
    word = aimed[1]
    return any(known.startswith(word) or word.startswith(known) for known in name_words(card))


_PUMP_FROM = re.compile(
    r"^\s+(?:que\s+)?(?:ya\s+)?(?:tiene|tenía|tenia|llevaba|has|had|with|con|got|que ha recibido|que recibio)\s+"
    r"(?:(?:a|an|un|una|el|la)\s+)?$",
    re.I,
)


def _mention_end(frame: Frame, creature: Creature, at: int) -> int:
    """Where the creature's mention starting at `at` ends (its full name, or one word: "the Bears")."""
    text = frame.question[at:]
    if text.lower().startswith(creature.name.lower()):
        return at + len(creature.name)
    word = re.match(r"[\w'’-]+", text)
    return at + (len(word[0]) if word else 0)


_ON_IT = re.compile(
    r"\s+(?:on|onto|to|sobre|en|a)\s+(?:it|him|her|ella|el)\b(?!\s+\w+\b(?<!\bin)(?<!\bresponse))", re.I
)


_I_CAST = re.compile(
    r"\b(?:i|yo)\s+(?:(?:cast|give|pump|throw)\w*\s+(?:\w+\s+){0,2})?$|\ble\s+(?:tiro|lanzo|doy|meto|hago)\s+(?:\w+\s+){0,2}$"
)
_THEY_CAST = re.compile(
    r"\b(?:opp|opponent|they|he|she|rival|oponente)\s+(?:\w+\s+){0,2}$|\b(?:me|le)\s+(?:tira|tiran|lanza|lanzan|mete|meten|da|dan)\s+(?:\w+\s+){0,2}$"
)
_MY_CREATURE = re.compile(
    r"\b(?:my|mi|mis)\s+(?:\w+\s+){0,2}$|\b(?:ataco con|i attack(?: with| w/?)?|attacking(?: with| w/)|i swing(?: with| w/?)?)"
    r"\s+(?:\w+\s+){0,2}$"
)


#: a pump spell said of the asker's creature by a plain word: "rush of adrenaline my guy", "… a mi bicho"
_MY_GUY = re.compile(
    r"\s+(?:on\s+|onto\s+|a\s+|sobre\s+|en\s+)?(?:my|mi)\s+(?:guy|dude|creature|attacker|boy|bicho|criatura|atacante)\b",
    re.I,
)


def casters_own(frame: Frame, at: int, found: list[Creature]) -> str | None:
    """A pump spell (named at `at`) cast with no creature named for it goes to its caster's one creature in the
    fight."""
    text = frame.question.lower()
    mine = [c.name for c in found if _MY_CREATURE.search(text[: max(c.position, 0)])]
    theirs = [c.name for c in found if c.name not in mine]
    if _I_CAST.search(text[:at]) and len(set(mine)) == 1:
        return mine[0]
    if _THEY_CAST.search(text[:at]) and len(set(theirs)) == 1:
        return theirs[0]
    return None


#: Groundswell: "Landfall — If you had a land enter the battlefield under your control this turn, that creature gets
#: +4/+4 instead.", used when the question tells a land played this turn
_LANDFALL_BONUS = re.compile(
    r"^Landfall — If you had a land enter [^\n]*?gets \+(\d+)/\+(\d+)[^\n]*? instead", re.I | re.M
)
_LAND_TOLD = re.compile(
    r"\bi(?:'ve| have)? played (?:a|my) land\b|\ba land (?:entered|came in) under my control\b|"
    r"\bjugu[eé] (?:una|la|mi) tierra\b|\bbaj[eé] (?:una|la|mi) tierra\b"
)


def landfall_bonus(frame: Frame, spell: Card) -> re.Match[str] | None:
    """Groundswell's bigger bonus, when the question tells a land played this turn: its "+4/+4 … instead"."""
    return _LANDFALL_BONUS.search(spell.oracle_text) if _LAND_TOLD.search(frame.folded) else None


def pumped(frame: Frame, found: list[Creature]) -> list[Creature]:
    """The creatures with the bonus of a pump spell cast on them: the spell's name followed by the creature's
    ("they Giant Growth the Giant", "Giant Growth on my Dreadmaw")."""
    result = []
    for creature in found:
        power = toughness = 0
        for spell in frame.cards:
            bonus = PUMP.search(spell.oracle_text)
            if bonus is None or not re.search(r"Instant|Sorcery", spell.type_line):
                continue
            bonus = landfall_bonus(frame, spell) or bonus
            for start, end in spell_mentions(frame, spell):
                # on the creature it is said to be cast on, else its caster's own one ("y después le tiro titanic
                # growth" in "ataco con rampaging baloths …")
                aimed = [c.name for c in found if _cast_on(frame, c, found, start, end)]
                if not aimed and _MY_GUY.match(frame.question[end:]):
                    # "… and rush of adrenaline my guy": the asker's one creature in the fight
                    mine = {c.name for c in found if _MY_CREATURE.search(frame.question.lower()[: max(c.position, 0)])}
                    aimed = list(mine) if len(mine) == 1 else []
                if creature.name in aimed or (not aimed and casters_own(frame, start, found) == creature.name):
                    power, toughness = power + int(bonus[1]), toughness + int(bonus[2])
        worn_power, worn_toughness = _worn(frame, creature, found)
        power, toughness = power + worn_power, toughness + worn_toughness
        result.append(replace(creature, power=creature.power + power, toughness=creature.toughness + toughness))
    return result


#: a creature's activated pump: "{2}{G}: Another target creature gets +2/+0 and gains trample until end of turn."
_ACTIVATED_PUMP = re.compile(r"^[^\n:]*\{[^\n:]*:[^\n]*?" + PUMP.pattern, re.I | re.M)


def _pumped_by_tools(frame: Frame, tools: list[Creature], found: list[Creature]) -> list[Creature]:
    """The creature a tool creature's activated ability pumps, said just before it: "pump my Ambush Viper with
    Rhonas" (+2/+0). A size said after the pump already counts it."""
    result = list(found)
    for tool in tools:
        card = frame.named(tool.name)
        bonus = _ACTIVATED_PUMP.search(card.oracle_text) if card is not None else None
        target = worn_by_said(frame, tool.position, found) if bonus is not None else None
        if bonus is None or target is None or target == tool.name:
            continue
        result = [
            replace(c, power=c.power + int(bonus[1]), toughness=c.toughness + int(bonus[2]))
            if c.name == target and c.said_at < tool.position
            else c
            for c in result
        ]
    return result


#: an Aura's or Equipment's bonus to the creature wearing it
_WORN_BONUS = re.compile(r"^(?:enchanted|equipped) creature gets ([+-]\d+)/([+-]\d+)", re.I | re.M)


def worn_by_said(frame: Frame, at: int, found: list[Creature]) -> str | None:
    """The creature whose name is said in the few words just before position `at` ("my Craw Wurm wearing Rancor",
    "el wurm llevaba rancor"): the last one said there."""
    before = frame.folded[max(0, at - 40) : at]
    if re.search(r"(?:^|[.;?!]\s*)(?:it|he|she)\s+(?:has|had|is wearing|was wearing)\s+(?:an?\s+|the\s+)?$", before):
        return _mine_first(frame, found)  # "… It had basilisk collar on it.": the asker's creature
    best: tuple[int, str] | None = None
    for creature in found:
        card = frame.named(creature.name)
        for word in name_words(card) if card else ():
            spot = before.rfind(word)
            if spot >= 0 and (best is None or spot > best[0]):
                best = (spot, creature.name)
    return best[1] if best else None


def _mine_first(frame: Frame, found: list[Creature]) -> str | None:
    """The first creature the question says is the asker's ("my colossal dreadmaw")."""
    for said in re.finditer(r"\b(?:my|mi|mis)\s+", frame.folded):
        after = frame.folded[said.end() : said.end() + 40]
        for creature in found:
            card = frame.named(creature.name)
            if card is not None and any(after.startswith(word) for word in name_words(card)):
                return creature.name
    return None


def _worn(frame: Frame, creature: Creature, found: list[Creature]) -> tuple[int, int]:
    """The P/T bonus of the Auras and Equipment the question says this creature wears; none when the question gives
    a size of its own ("Typhoid Rats con Rancor (3/1)": the bonus is in it)."""
    power = toughness = 0
    card = frame.named(creature.name)
    if card is None:
        return _worn_by_unnamed(frame, creature)
    if (card.power, card.toughness) != (str(creature.power), str(creature.toughness)):
        return power, toughness
    for gear in frame.cards:
        bonus = _WORN_BONUS.search(gear.oracle_text)
        if bonus is None or re.search(r"Instant|Sorcery", gear.type_line):
            continue
        spots = mentions(frame.question, gear.name) or _lower_case_mentions(frame, gear.name)
        # put on another creature ("he blocks with grizzly bears, then i flash in embercleave and attach it to the
        # wolf"): not the one said just before it
        elsewhere = spots and any(_worn_by(frame, gear, other) for other in found if other.name != creature.name)
        # the creature said before the gear ("my Wurm wearing Rancor") or after it ("Embercleave on the Beast")
        if (not elsewhere and any(worn_by_said(frame, start, found) == creature.name for start, _ in spots)) or (
            spots and _worn_by(frame, gear, creature)
        ):
            power, toughness = power + int(bonus[1]), toughness + int(bonus[2])
    return power, toughness


#: between a creature told by its size and the gear it wears: "mi 4/4 con Embercleave", "a 2/2 equipped with"
_WEARING = re.compile(
    r"^\S*\s+(?:with|con|equipped with|equipad[oa] con|wearing|que lleva|llevando)\s+(?:an?\s+|una?\s+)?$"
)

#: between the gear and the creature told by its size after it: "embercleave on my 3/3", "rancor en mi 2/2"
WORN_ON = re.compile(r"^\s+(?:on|onto|en|sobre)\s+(?:(?:my|mi|the|el|a|an|un|una|his|her|their|su)\s+)?$")


def _worn_by_unnamed(frame: Frame, creature: Creature) -> tuple[int, int]:
    """ "mi 4/4 con Embercleave": a creature told by its size, the Equipment or Aura said right after it, adds its
    bonus (the size is the creature's own)."""
    for gear in frame.cards:
        bonus = _WORN_BONUS.search(gear.oracle_text)
        if bonus is None or re.search(r"Instant|Sorcery", gear.type_line):
            continue
        for start, end in mentions(frame.question, gear.name) or _lower_case_mentions(frame, gear.name):
            if 0 <= creature.position - end <= 12 and WORN_ON.match(frame.question[end : creature.position].lower()):
                after = frame.question[creature.position : creature.position + 40].lower()
                if re.search(r"\b(?:now|queda|ahora)\b[^)]{0,12}\d+/\d+", after):
                    return 0, 0  # "embercleave on my 3/3 (now 4/4 …)": the size said after counts it
                return int(bonus[1]), int(bonus[2])  # "embercleave on my 3/3 trample": the gear said first
            if 0 <= start - creature.position <= 30 and _WEARING.match(
                frame.question[creature.position : start].lower()
            ):
                if creature.said_at > start:
                    return 0, 0  # "mi 2/2 con loxodon warhammer (queda 5/2 …)": the size said after counts it
                return int(bonus[1]), int(bonus[2])
    return 0, 0


def spell_mentions(frame: Frame, spell: Card) -> list[tuple[int, int]]:
    """Where the question names the spell, by its English or its Spanish printed name ("le tiro crecimiento
    gigante")."""
    return sorted({span for name in (spell.name, *spell.names_es) for span in mentions(frame.question, name)})


def pump_targets(frame: Frame, spell: Card, found: list[Creature]) -> list[tuple[int, str | None]]:
    """For each mention of the spell (its start), the one creature (by name) it is cast on, by where the names
    stand ("Giant Growths the Bears", "Giant Growth on it"); None for a mention that names no single creature."""
    result = []
    for start, end in spell_mentions(frame, spell):
        names = {creature.name for creature in found if _cast_on(frame, creature, found, start, end)}
        result.append((start, next(iter(names)) if len(names) == 1 else None))
    return result


def _cast_on(frame: Frame, creature: Creature, found: list[Creature], start: int, end: int) -> bool:
    """The spell named at start:end is cast on the creature: its name follows the spell's, or "on it" with one
    creature, or the creature is said to have it ("the Bears with a Giant Growth on it")."""
    if creature.said_at >= end:
        return False  # "Nighthawk with Giant Growth on it (5/6)": the size said after the pump counts it already
    after = [at for at in positions(frame, creature) if at >= end]
    before = [at for at in positions(frame, creature) if at < start]
    on_it = len(found) == 1 and _ON_IT.match(frame.question[end:])  # "Giant Growth on it"
    # "a Grizzly Bears que ya tiene Giant Growth encima", "the Bears with a Giant Growth on it"
    carried = before and _PUMP_FROM.match(frame.question[_mention_end(frame, creature, max(before)) : start])
    return bool((after and _PUMP_TO.match(frame.question[end : min(after)])) or on_it or carried)


#: deathtouch said of the blocker: "my creature with deathtouch blocks", "bloqueo con mi bicho con toque mortal"
_BLOCKER_TOUCH = re.compile(
    r"\b(?:with|con) (?:deathtouch|toque mortal)\b[^.?]{0,15}\b(?:blocks?|bloquea\w*)\b|"
    r"\b(?:block\w*|bloque\w*) (?:it |him |lo |la )?(?:with|con) [^.?]{0,30}\b(?:with|con) (?:deathtouch|toque mortal)\b"
)
_NO_BLOCKS = re.compile(r"\bno blocks\b|\bno blockers\b|\bsin bloqueos\b|\bsin bloqueadores\b")


def no_blocks(frame: Frame) -> bool:
    """No blockers were declared: "no blocks", and no block told anywhere else ("they bolt my blocker, so no blockers
    remain" had one)."""
    said = _NO_BLOCKS.search(frame.folded)
    if said is None:
        return False
    rest = frame.folded[: said.start()] + " " + frame.folded[said.end() :]
    return not re.search(r"\bblock\w*|\bbloque\w*|\bchump\w*", rest)


_GETS_THROUGH = re.compile(r"\bdamage\b|\bdmg\b|\bdano\b|\bpasa\b|\bthrough\b|\bover\b|\bllega\b|\bhit")


#: a planeswalker said to leave before combat damage: "the knight's first strike kills Kiora", "Kiora se muere"
_WALKER_LEAVES = (
    r"\b(?:kills?|killed|destroys?|destroyed|exiles?|bounces?|mata|matan|destruye|exilia)\b[^.?]{{0,12}}\b(?:{walker})|"
    r"\b(?:{walker})\b[^.?]{{0,20}}\b(?:dies|died|is gone|leaves|left|muere|se muere|se va|desaparece)\b"
)
#: another attacker said to attack the player: "I attack the player with …", "and my opponent with Hill Giant"
AT_PLAYER = re.compile(
    r"\b(?:attack\w*|and) (?:the |their |my |that )?(?:player|opponent|opp|face)\b(?! ?'s)|"
    r"\bata\w* al (?:jugador|rival|oponente)\b|\by al (?:jugador|rival|oponente) con\b"
)
#: the asked damage reaches the player or the planeswalker: "trample over onto Kiora", "hit the player", "le pega"
_ASKS_REACHES = re.compile(r"\btrampl\w*|\barroll\w*|\bdamage\b|\bdano\b|\bhits?\b|\bpega\b|\bllega\b|\bover\b")


def _with_walker(folded: str, attacker: Card, walker_names: str) -> bool:
    """The attacker is said in the same stretch of the sentence as the planeswalker ("I attack Jace, Architect of
    Thought with Colossal Dreadmaw and attack the player with Grizzly Bears": the Dreadmaw, not the Bears)."""
    parts = re.split(r"\band\b|\by\b|[.;]", folded)
    mine = [part for part in parts if re.search(rf"\b(?:{name_pattern(attacker)})", part)]
    return bool(mine) and all(
        re.search(rf"\b(?:{walker_names})\b", part) and not AT_PLAYER.search(part) for part in mine
    )


def _walker_gone(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Both attack their Kiora, no blocks; the knight's first strike kills Kiora: does Horde's 7 trample over?" No:
    a creature attacking a planeswalker that left combat attacks no one, and unblocked it deals no combat damage
    (506.4c); trample doesn't send it to the player (702.19f) — only trample over planeswalkers would (702.19e)."""
    walker = next((c for c in frame.cards if "Planeswalker" in c.type_line), None)
    clause = frame.clause or frame.asked
    if walker is None or frame.qtype is not QType.YES_NO or not _ASKS_REACHES.search(clause):
        return None
    names = name_pattern(walker)
    attacked = attacks_walker(frame, walker) or re.search(
        rf"\b(?:attack\w*|swing\w*|swung|atac\w*)\b[^.?]*\b(?:at|a|al) (?:their |his |her |opp'?s |su |el |del )?"
        rf"(?:{names})",
        frame.folded,
    )
    unblocked = no_blocks(frame) or (
        re.search(r"\bunblocked\b|\bsin bloquear\b", frame.folded) and not frame.has("block")
    )
    # left before damage, as told: not "will the damage destroy Jace?", not "if Jace dies to the damage"
    leaves = re.search(_WALKER_LEAVES.format(walker=names), frame.told)
    if (
        not attacked
        or not unblocked
        or leaves is None
        # "if Jace dies to the damage": not removed before damage ("bounces Jace before damage" is)
        or re.match(
            r"\s*(?:to|from|by|por|con|de) (?:the |el |la |its )?(?:combat )?(?:damage|dano)",
            frame.told[leaves.end() :],
        )
    ):
        return None
    tramplers = [c for c in frame.cards if "Creature" in c.type_line and "trample" in rules_text(c).lower()]
    if any("trample over planeswalkers" in rules_text(c).lower() for c in tramplers):
        return None
    asked = next(
        (c for c in frame.cards if c is not walker and "Creature" in c.type_line and named_in(c, clause)), None
    )
    attacker = asked or (tramplers[0] if len(tramplers) == 1 else None)
    if attacker is None:
        return None
    if AT_PLAYER.search(frame.folded) and not _with_walker(frame.told, attacker, names):
        return None  # "… and Grizzly Bears attacks the player": this one must be the one said at the planeswalker
    gone = cite("506.4c", r"it will deal no combat damage", r"")
    walker_only = cite("702.19f", r"none of its combat damage can be assigned to the defending player", r"")
    finding = t(frame.lang, "combat.walker_gone", name=attacker.name, walker=walker.name) + ids(gone, walker_only)
    rules = tuple(rule for rule in (gone, walker_only) if rule)
    return Verdict(
        t(frame.lang, "no") + " " + finding, [Step(finding, rules)], cite.quotes, (attacker, walker), "combat"
    )


def _sizeless_blockers(frame: Frame, attacker: Creature, blockers: list[Creature]) -> list[Creature]:
    """Creature cards named after the attacker whose P/T the card doesn't fix (Tarmogoyf's "*/1+*"), none said:
    under deathtouch their size doesn't matter (702.2c), so they block as well."""
    known = {attacker.name, *(b.name for b in blockers)}
    folded = fold(frame.question)
    return [
        Creature(c.name, 0, 1, at)
        for c in frame.cards
        if "Creature" in c.type_line
        and c.name not in known
        and not (c.power or "").isdigit()
        and (at := first_mention(folded, c)) is not None
        and at > attacker.position
    ]


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.has("deathtouch") and frame.has("trample") and _KEYWORDS_ONLY.match(frame.folded):
        return _deathtouch_trample(frame, cite)  # "toque mortal arrollar", "deathtouch + trample": how they combine
    if (gone := _walker_gone(frame, cite)) is not None:
        return gone
    if not frame.has("block") or no_blocks(frame):
        return None  # "no blocks": every creature named attacks, none is a blocker to assign damage to
    lang = frame.lang
    if NO_TRAMPLE.search(frame.folded) and frame.qtype is QType.YES_NO:
        rule = cite("510.1c", r"assigns all its combat damage to that creature", r"todo su daño")
        to_player = re.search(
            r"player|jugador|opponent|oponente|rival|\bface\b|\bcara\b|\bme (?:pega|hace|llega|golpea)\b|\ba mi\b|"
            r"\bhits? (?:me|him|her|you)\b|\bto (?:me|him|her)\b|\bdamage (?:me|him|her)\b",
            frame.asked,
        )
        key, rules = "combat.no_trample", [rule]
        deals = not to_player
        if BLOCKER_GONE.search(frame.folded):
            # its blocker removed before damage: still blocked (509.1h), and nothing of it reaches the player; with
            # every blocker gone it deals no combat damage at all ("does my 5/5 deal any damage?")
            stays = cite("509.1h", r"remains blocked even if all the creatures blocking it are removed", r"bloqueada")
            key, rules = "combat.still_blocked", [stays, rule]
            deals = deals and not re.search(r"\bdeal\w*|\bhits?\b|\binflig\w*|\bhace\w* (?:algun )?dano", frame.asked)
        finding = t(lang, key) + ids(*rules)
        text = t(lang, "yes" if deals else "no") + " " + finding
        return Verdict(text, [Step(finding, tuple(r for r in rules if r))], cite.quotes, frame.cards, "combat")
    if _LET_THROUGH.search(frame.folded):
        return None  # "they block the bears and let the wolf through": one attacker unblocked, not read here
    found = creatures(frame)
    stuck = _blocked_without_blockers(frame, cite, found)
    if stuck is not None:
        return stuck
    # a trampler by its Oracle text, when the question is about its damage reaching the player
    about_player = (
        BLOCKER_GONE.search(frame.folded)
        or (
            (re.search(r"how much|cuant[oa]", frame.asked) or frame.qtype is QType.HOW_MANY)
            and _TO_PLAYER.search(frame.asked)
        )
        or (_WHERE_TO.search(frame.asked) and _EXCESS.search(frame.asked))  # "¿a dónde va el daño que sobra?"
        # "¿le pasa algo de daño al jugador?", "does any damage get through to the player?"
        or (frame.qtype is QType.YES_NO and _TO_PLAYER.search(frame.asked) and _GETS_THROUGH.search(frame.asked))
        or (frame.qtype is QType.YES_NO and _LEGIT.search(frame.asked) and _TO_PLAYER_AMOUNT.search(frame.folded))
    )
    said = frame.has("trample") and not NO_TRAMPLE.search(frame.folded)
    # its own text or worn ("Fencing Ace with Rancor on it": "Enchanted creature gets +2/+0 and has trample")
    worn = bool(found and about_player and not NO_TRAMPLE.search(frame.folded) and wears_trample(frame, found))
    trample = said or worn or bool(found and about_player and _has_trample(frame, found[0]))
    clause = frame.clause or frame.asked
    if (
        trample
        and frame.qtype is QType.YES_NO
        and not about_player
        and (ASKS_DIES.search(clause) or ASKS_SURVIVES.search(clause))
        and not _FIRST_PERSON.search(clause)  # "sobrevivo?": the asker, the player it tramples over to
    ):
        return None  # "(6/6 arrollar) … ¿se muere el Baloths?": who dies, not what tramples over
    if not trample and frame.has("deathtouch"):
        return _deathtouch_blockers(frame, cite)
    if not trample and found and has_keyword(frame, attacker_first(frame, found)[0], found, "deathtouch"):
        touched = _deathtouch_blockers(frame, cite)  # Glissa, the Traitor's own deathtouch, the question not saying it
        if touched is not None:
            return touched
    if not trample:
        return _divide(frame, cite, found)
    asks_amount = frame.qtype is QType.HOW_MANY or re.search(r"how much|most|cuanto|maximo", frame.folded)
    if frame.has("deathtouch") and len(found) < 2 and (asks_amount or _ASKS_ASSIGN.search(frame.folded)):
        if _BLOCKER_TOUCH.search(frame.folded):
            return None  # "mi criatura con toque mortal bloquea a un 5/5 con arrollar": the blocker's deathtouch
        return _deathtouch_trample(frame, cite)
    if not (asks_amount or frame.qtype is QType.YES_NO or _WHERE_TO.search(frame.asked)):
        return None
    if not found:
        if not (frame.has("trample") and BLOCKER_GONE.search(frame.folded)):
            return None
        rule = cite("702.19d", r"no creatures blocking it", r"ninguna criatura")  # no numbers: all of it
        return answered(None, t(lang, "combat.step_no_blockers"), rule, cite, frame.cards, "combat")
    attacker, blockers = attacker_first(frame, found)
    text = frame.question.lower()
    tools = [b for b in blockers if _USED_WITH.search(text[max(0, b.position - 60) : b.position])]
    if tools and len(tools) < len(blockers):
        # "opp gives the blocker pro red with Mother of Runes": a creature used, not a blocker
        blockers = [b for b in blockers if b not in tools]
    attacker, *blockers = pumped(frame, [attacker, *blockers])
    attacker, *blockers = _pumped_by_tools(frame, tools, [attacker, *blockers])
    burned_dead = (
        len(blockers) == 1
        and not _MARKED.search(frame.folded)
        and (burn := burn_before(frame, blockers[0])) is not None
        and burn[1] >= blockers[0].toughness
    ) or (
        len(blockers) == 1 and removed_before(frame, blockers[0], lone=True) is not None
    )  # "I Bolt the Elves before damage", "Fatal Push a la ficha": its only blocker gone, so it is blocked by none
    staying = [b for b in blockers if b.name not in frame.removed]
    if len(staying) == len(blockers) > 1 and (removed := _described_gone(text, blockers)) is not None:
        staying = [b for b in blockers if b is not removed]  # "… una ficha bestia 4/4 … sacrifica la bestia"
    all_gone = bool(blockers) and not staying  # "the Bears get killed by a Shock before combat damage"
    burned_off = len(blockers) > 1 and not _MARKED.search(frame.folded) and _burned_off(frame, blockers, staying)
    if burned_off:
        staying = [b for b in staying if b not in burned_off]  # "… a 2/2 and a 3/3. i shock the 2/2 before damage"
        all_gone = not staying  # "i bolt the 3/3 and shock the 2/2": both gone, all of it to the player
    names = {b.name for b in blockers}
    fog = next((c for c in frame.cards if _FOGS.search(c.oracle_text)), None)
    if fog is not None and re.search(r"\bsacrific\w*|\bactivat\w*|\bactiv[oa]\b", frame.folded):
        # Spore Frog sacrificed as it blocks: all combat damage this turn is prevented, the trampler's too (615.1)
        never = cite("615.1", r"prevention effects", r"prevenci")
        text = t(lang, "player.prevented", card=fog.name, name=attacker.name) + ids(never)
        if frame.qtype is QType.YES_NO:
            text = t(lang, "no") + " " + text
        return Verdict(text, [Step(text, (never,) if never else ())], cite.quotes, frame.cards, "combat")
    walker = next((c for c in frame.cards if "Planeswalker" in c.type_line), None)
    if (
        (BLOCKER_GONE.search(frame.folded) or burned_off)
        and len(names) > 1
        and staying
        and len(staying) < len(blockers)
    ):
        blockers = staying  # "I block with the Elder and a Grizzly Bears and sacrifice only the Elder"
    elif BLOCKER_GONE.search(frame.folded) or burned_dead or all_gone:
        rule = cite("702.19d", r"no creatures blocking it", r"ninguna criatura")
        if walker is not None and attacks_walker(frame, walker):
            # "i attack opp's oko with my trampler … i shock the blocker and it dies": all of it to Oko
            text = t(lang, "combat.all_to_walker", n=str(attacker.power), name=attacker.name, walker=walker.name)
        else:
            text = t(lang, "combat.all_to_player", n=str(attacker.power), name=attacker.name)
        text += ids(rule)
        if frame.qtype is QType.YES_NO and attacker.power > 0:  # "does the Dreadmaw deal damage to me?"
            text = t(lang, "yes") + " " + text
        return Verdict(
            text,
            [Step(t(lang, "combat.step_no_blockers") + ids(rule), (rule,) if rule else ())],
            cite.quotes,
            frame.cards,
            "combat",
        )
    if not blockers:
        return None
    killed = _killed_first(frame, cite, attacker, blockers, found)
    if killed is not None:
        return killed
    deathtouch = has_keyword(frame, attacker, found, "deathtouch")
    if has_keyword(frame, attacker, found, "double_strike") and not already_marked(frame):
        return _double_trample(frame, cite, attacker, blockers, deathtouch)
    marked = _MARKED.search(frame.folded)
    already = int(next(g for g in marked.groups() if g and g.isdigit())) if marked else 0
    burned = burn_before(frame, blockers[0]) if not marked else None
    if burned is not None:  # "I Shock the Mastodon before damage": 2 damage already marked on it
        already = burned[1]
    earlier = _DEALT_TO.search(frame.folded) if not (marked or burned or _EARLIER_TURN.search(frame.folded)) else None
    if earlier is not None and earlier["pt"] == f"{blockers[0].power}/{blockers[0].toughness}":
        already = int(earlier["n"])  # "le hice 3 de daño con un hechizo a un 5/5 … me bloquea ese 5/5"
    marks = {0: already}
    hit = [(i, burn) for i, b in enumerate(blockers) if (burn := burn_before(frame, b))] if not marked else []
    if burned is None and len(blockers) > 1 and len(hit) == 1:
        # "… a 2/2 and a 3/3. i shock the 3/3 before damage": the damage marked on the one it hit
        marks, already = {hit[0][0]: hit[0][1][1]}, hit[0][1][1]
    if deathtouch:  # "double block with Goyf and Wall of Omens": a blocker of unknown size needs 1 all the same
        blockers += _sizeless_blockers(frame, attacker, blockers)
    lethal = [1 if deathtouch else max(0, b.toughness - marks.get(i, 0)) for i, b in enumerate(blockers)]
    excess = max(0, attacker.power - sum(lethal))
    assign = cite("702.19b", r"any excess damage is assigned", r"exceso")
    touch = cite("702.2c", r"considered to be lethal damage", r"letal") if deathtouch else None
    marked_rule = cite("702.19b", r"take into account damage already", r"daño ya") if already else None
    split = ", ".join(f"{n} → {b.name}" for n, b in zip(lethal, blockers, strict=True))
    if deathtouch:
        split += "; " + t(lang, "combat.by_deathtouch")
    at_walker = walker is not None or bool(ATTACKS_WALKER.search(frame.folded))
    if at_walker:  # attacking a planeswalker: the excess goes to it, not to its controller (702.19f)
        key = "combat.trample_walker" if walker is not None else "combat.trample_unnamed_walker"
        text = t(lang, key, n=str(excess), name=attacker.name, split=split, walker=walker.name if walker else "")
        assign = assign or cite("702.19f", r"none of its combat damage can be assigned", r"jugador defensor")
    else:
        key = "combat.trample" if excess else "combat.trample_none"
        text = t(lang, key, n=str(excess), name=attacker.name, split=split)
    text += ids(assign, touch)
    doubler = next((c for c in frame.in_play if _DOUBLES_ALL.search(c.oracle_text)), None)
    dealt = excess
    if doubler is not None and excess and not at_walker:
        # Furnace of Rath: lethal is assigned without it (702.19b), then every amount is doubled as it is dealt
        unchanged = cite("702.19b", r"might change the amount of damage that’s actually dealt", r"cambiar")
        dealt = excess * 2
        text += " " + t(lang, "combat.trample_doubled", card=doubler.name, n=str(dealt)) + ids(unchanged)
        if frame.qtype is not QType.YES_NO:
            text = f"{dealt}: {text}"  # "¿cuánto daño le llega?": the doubled amount is the answer, said first
    if frame.qtype is not QType.YES_NO and at_walker and _ASKS_PLAYER.search(frame.asked):
        text = f"0: {text}"  # "how much of the excess can I push onto the player?": none, it all goes to the walker
    if frame.qtype is QType.YES_NO:
        asked = [n for n in frame.numbers if n != already]
        # "arena let me put 1 on the blocker and 11 on my opponent. legit?": the assignment told, its legality asked
        proposed = _TO_PLAYER_AMOUNT.search(frame.asked) or (
            _TO_PLAYER_AMOUNT.search(frame.folded) if _LEGIT.search(frame.asked) else None
        )
        infect = has_keyword(frame, attacker, found, "infect")
        poisoned = poison_said(frame.folded) if infect and _ASKS_LOSES.search(frame.asked) else None
        if at_walker and _ASKS_PLAYER.search(frame.asked):
            text = t(lang, "no") + " " + text
        elif poisoned is not None:  # "opp is at 8 poison … chump it … the elf had trample": 8 + the excess
            total = poisoned + excess
            counters = cite("702.90b", r"poison counters", r"veneno")
            loses = cite("704.5c", r"ten or more poison counters", r"diez o más")
            text = " ".join(
                [t(lang, "yes" if total >= 10 else "no"), text, t(lang, "player.poison_total", n=str(total))]
            ) + ids(counters, loses)
        elif proposed:  # "could I put 1 on each Bear and 4 on the player?": at most the excess can go there
            text = t(lang, "yes" if int(proposed[1]) <= excess else "no") + " " + text
        elif asked:
            text = t(lang, "yes" if {dealt, sum(lethal)} & set(asked) else "no") + " " + text
        elif _TO_PLAYER.search(frame.asked) and _GETS_THROUGH.search(frame.asked):  # "¿le pasa algo de daño?"
            text = t(lang, "yes" if excess else "no") + " " + text
    steps = [
        Step(
            t(lang, "combat.step_lethal", split=split) + ids(touch, marked_rule),
            tuple(r for r in (touch, marked_rule) if r),
        ),
        Step(
            t(lang, "combat.step_excess", n=str(excess), power=str(attacker.power)) + ids(assign),
            (assign,) if assign else (),
        ),
    ]
    if deathtouch and "indestructible" in frame.folded:
        text += " " + t(lang, "combat.indestructible")
    if re.search(r"\blife\b|\bvidas?\b", frame.asked) and has_keyword(frame, attacker, found, "lifelink"):
        link = cite("702.15b", r"gain that much life", r"vida")
        gained = t(lang, "combat.lifelink_total", n=str(attacker.power)) + ids(link)
        text += " " + gained
        steps.append(Step(gained, (link,) if link else ()))
    return Verdict(text, steps, cite.quotes, frame.cards, "combat")


#: the asker's own survival: "sobrevivo?", "do i die?", "am i dead?"
_FIRST_PERSON = re.compile(r"\b(?:sobrevivo|muero|pierdo|do i|am i|i die|i survive|i lose)\b")
#: a replacement that doubles all damage (Furnace of Rath, Dictate of the Twin Gods)
_DOUBLES_ALL = re.compile(r"if a source would deal damage to a permanent or player, it deals double that damage", re.I)
#: whether the defending player loses the game: "do they lose?", "¿pierde?", "is he dead?"
_ASKS_LOSES = re.compile(r"\blose\b(?! life)|\bdead\b|\bpierde\b(?! vida)|\bmuere\b(?! la| el)|\bgana(?:n|mos)?\b")
_BLOCKS = re.compile(r"\b(blocks|blocking|bloquea|bloqueando)\b")
_AFTER_DAMAGE = re.compile(r"after (combat )?damage|despues del dano|in response to (the )?damage")
#: a look-up made of the two keywords alone
_KEYWORDS_ONLY = re.compile(r"^\W*(deathtouch|toque mortal|trample|arrollar)( (and|y|with|con|\+|&|plus|mas))?\W*"
                            r"(deathtouch|toque mortal|trample|arrollar)\W*$")  # fmt: skip
_ATTACK_WORDS = re.compile(r"\b(attack\w*|swing\w*|swung|atac\w*|blocked by|bloquead[oa] por)\b")
_KEYWORD_WORDS = {
    "deathtouch": r"deathtouch|toque mortal",
    "lifelink": r"lifelink|vinculo vital",
    "double_strike": r"double strike|double striker|danar dos veces|dana dos veces|doble golpe",
    "first_strike": r"first strike|first striker|danar primero|dana primero",
    "infect": r"infect|infectar",
    "trample": r"trample|arrollar",
}


#: a sentence about a creature named before it ("It had deathtouch too.", "Tiene toque mortal.")
_PRONOUN_START = re.compile(
    r"(it|it'?s|its|he|she|tiene|ademas tiene|tambien tiene|y tiene|"
    # "Mi rinoceronte tuviera toque mortal.": the asker's creature called by a common noun
    r"(?:mi|my) \w+ (?:tuviera|tuviese|tiene|had|has|gets|gains|gana))\b"
)


#: an attack verb just before a creature's name: "I swing Colossal Dreadmaw", "attack with my Bears", "ataco con"
_SWUNG = re.compile(
    r"\b(?:swing\w*|swung|attack\w*|ataco|atacas?|atacan?)(?: (?:with|con))?\s+(?:(?:my|a|an|the|his|her|their|mi|un|una|el|la|"
    r"su)\s+)?$"
)


#: an attack verb just after a creature's name and its size: "mi Titanic Bulvox 7/4 trample ataca y Glissa bloquea"
_ATTACKS_AFTER = re.compile(r"^[^.,;?]{0,25}?\b(?:attacks|swings|is attacking|ataca|esta atacando)\b")


#: a creature named as what an effect is given with: "gives the blocker pro red with Mother of Runes"
_USED_WITH = re.compile(
    r"\b(?:gives?|gave|giving|grants?|makes?|pump(?:s|ed|ing)?|boost(?:s|ed|ing)?|da|dio|le da|le dio|hace)\b[^.,;]{0,40}"
    r"\b(?:with|con|using|usando)\s+"
    r"(?:(?:my|his|her|their|a|an|the|su|mi|el|la)\s+)?$|"
    # "they block with a 2/2 and tap Mother of Runes to give it pro green": tapped for its ability, not blocking
    r"\b(?:and|then|y|luego)\s+(?:they\s+|he\s+|she\s+)?(?:taps?|tapped|activat\w*|gira\w*|activa\w*)\s+"
    r"(?:(?:my|his|her|their|a|an|the|su|mi|el|la)\s+)?$"
)


def attacker_first(frame: Frame, found: list[Creature]) -> tuple[Creature, list[Creature]]:
    """The attacker and its blockers: the creature named first attacks, unless the question says it blocks the
    next one ("My Vampire Nighthawk blocks a Colossal Dreadmaw")."""
    text = frame.question.lower()
    swung = [
        c for c in found if _SWUNG.search(text[: c.position]) or _ATTACKS_AFTER.match(text[c.position + len(c.name) :])
    ]
    if len(found) >= 2 and len(swung) == 1 and swung[0] is not found[0]:
        # "bolted their Baloth precombat, then I swing Colossal Dreadmaw and they block with the Baloth"
        return swung[0], [c for c in found if c is not swung[0]]
    if len(found) >= 2:
        between = frame.question.lower()[found[0].position : found[1].position]
        verb = _BLOCKS.search(between)
        # "blocks my attacking Akroma": "attacking" says which one attacks, it is not a second action; "ataco con
        # Dreadmaw y me bloquea con Darksteel Myr", "they block with": the second one blocks
        blocks_with = verb is not None and re.match(
            r"\s+(?:(?:it|him|her|them)\s+)?(with\b|w/|con\b)", between[verb.end() :]
        )
        # "tengo un 5/5 … y me lo bloquea un 3/3": a clitic before the verb is the first creature, blocked
        # "ataco con Dreadmaw … y me bloquea un angel de serra": "me" is the attacker's player, the next one blocks
        blocked_it = verb is not None and re.search(r"\b(?:lo|la|le|los|las|me)\s+$", between[: verb.start()])
        if (
            verb is not None
            and not blocks_with
            and not blocked_it
            and not _ATTACK_WORDS.search(re.sub(r"\battacking\s+$", "", between))
        ):
            return found[1], [found[0], *found[2:]]
    return found[0], found[1:]


#: an attacker said to go unblocked beside a blocked one: "let the wolf through", "deja pasar al lobo"
_LET_THROUGH = re.compile(r"\blets? (?:the |my |his |her |their )?[\w' ]{2,25}? through\b|\bdeja(?:n)? pasar\b")
#: what ends the words describing an unnamed blocker: "una ficha zombie 2/2 y una ficha bestia 4/4"
_DESCRIPTION_END = re.compile(r",|\.|\by\b|\band\b|\bcon\b|\bwith\b|\bby\b|\bpor\b")
_PLAIN_WORDS = frozenset("ficha fichas token tokens creature criatura otra another their other".split())
#: a removal said with what it removes after it: "sacrifica la bestia", "exiles the beast token"
_REMOVES = re.compile(
    r"\b(?:sac\w*|destroy\w*|kill\w*|exil\w*|bounc\w*|murder\w*|mat[oa]|destru\w*|devuelv\w*)"
    r"((?:\s+[\w']+){1,4})"
)


def _burned_off(frame: Frame, blockers: list[Creature], staying: list[Creature]) -> list[Creature]:
    """The one of several blockers a burn spell cast before damage kills (its damage at least its toughness); none
    when the spell's target isn't told apart."""
    if re.search(r"\bpro\b|\bprotection\b|\bproteccion\b|\bhexproof\b|\bantimaleficio\b|\bin response\b|\ben respuesta\b",
                 frame.folded):  # fmt: skip
        return []  # the spell may fizzle: which one it still hits isn't read here
    burned = [
        b
        for b in staying
        if ((burn := burn_before(frame, b)) is not None and burn[1] >= b.toughness)
        or removed_before(frame, b, lone=False) is not None
    ]
    # each told apart by its own name or size; two of one size can't be ("two 3/3s, bolt one")
    return burned if len({b.name for b in blockers}) == len(blockers) else []


def _described_gone(text: str, blockers: list[Creature]) -> Creature | None:
    """The one blocker told only by its size whose description a removal names: "bloquean con una ficha zombie 2/2 y
    una ficha bestia 4/4 … sacrifica la bestia" removes the 4/4."""
    words = {}
    for blocker in blockers:
        if not PT_RE.fullmatch(blocker.name):
            return None
        before = _DESCRIPTION_END.split(text[max(0, blocker.position - 30) : blocker.position])[-1]
        end = blocker.position + len(blocker.name)
        after = _DESCRIPTION_END.split(text[end : end + 25])[0]
        words[id(blocker)] = {w for w in re.findall(r"[a-z]{4,}", before + " " + after) if w not in _PLAIN_WORDS}
    said = {w for m in _REMOVES.finditer(text) for w in re.findall(r"[a-z]{4,}", m[1])}
    named = [b for b in blockers if words[id(b)] & said]
    return named[0] if len(named) == 1 else None


def _killed_first(
    frame: Frame, cite: Citer, attacker: Creature, blockers: list[Creature], found: list[Creature]
) -> Verdict | None:
    """A lone blocker with first strike (or double strike) that kills the attacker in the first-strike damage step
    — deathtouch, or power at least its toughness — when the attacker has neither: the attacker is destroyed
    before the regular damage step and deals no damage, trample or not (702.7b, 510.4)."""
    if len(blockers) != 1 or frame.qtype not in (QType.YES_NO, QType.HOW_MANY):
        return None
    blocker = blockers[0]
    if not _strikes_early(frame, blocker, found) or _strikes_early(frame, attacker, found):
        return None
    if not (has_keyword(frame, blocker, found, "deathtouch") or blocker.power >= attacker.toughness):
        return None
    card = frame.named(attacker.name)
    if "indestructible" in frame.folded or (card is not None and "indestructible" in card.oracle_text.lower()):
        return None  # it survives the first strike
    rule = cite("510.4", r"the only creatures that assign combat damage in that step", r"")
    finding = t(frame.lang, "combat.killed_first", attacker=attacker.name, blocker=blocker.name) + ids(rule)
    opener = t(frame.lang, "no") + " " if frame.qtype is QType.YES_NO else "0: "
    return Verdict(opener + finding, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "combat")


def _strikes_early(frame: Frame, creature: Creature, found: list[Creature]) -> bool:
    return any(has_keyword(frame, creature, found, keyword) for keyword in ("first_strike", "double_strike"))


#: a sentence opening with a creature called by its type: "The dino had deathtouch too.", "El ángel tiene …"
_TYPE_NOUN = re.compile(r"(?:the|el|la|my|his|her|mi|su) ([a-z]{3,}) (?:had|has|got|gets|gains|tiene|tenia|tuviera)\b")


def _by_type(frame: Frame, found: list[Creature], noun: re.Match[str] | None) -> Creature | None:
    """The one found creature whose card's subtype the noun starts ("dino" → Dinosaur), when only one has it."""
    if noun is None:
        return None
    word = noun[1].rstrip("s")
    typed = [
        c
        for c in found
        if (card := frame.named(c.name)) is not None
        and any(sub.lower().startswith(word) for sub in card.type_line.split("—")[-1].split())
        and "—" in card.type_line
    ]
    return typed[0] if len(typed) == 1 else None


def has_keyword(frame: Frame, creature: Creature, found: list[Creature], keyword: str) -> bool:
    """The creature has the keyword: in its card's Oracle text, or the question's word for it is nearest after
    its name or P/T ("a 2/2 with deathtouch"), or before it with no creature between ("a deathtouch 1/1")."""
    pattern = _KEYWORD_WORDS[keyword]
    card = frame.named(creature.name)
    if card is not None and re.search(rf"^({pattern})\b|^[\w ,]*\b({pattern})\b", card.oracle_text, re.I | re.M):
        return True
    text = fold(frame.question)
    named = [(at, c) for c in found for at in positions(frame, c)]
    for word in re.finditer(pattern, without_negated_keywords(text)):
        start = max((m.end() for m in re.finditer(r"[.;!?]\s+", text[: word.start()])), default=0)
        before = [(at, c) for at, c in named if at <= word.start()]
        typed = _by_type(frame, found, _TYPE_NOUN.match(text[start:]))
        if typed is not None and not [at for at, _ in before if at >= start]:
            owner = typed  # "The dino had deathtouch too.": the creature whose type the noun names
        elif _PRONOUN_START.match(text[start:]) and not [at for at, _ in before if at >= start]:
            owner = min(found, key=lambda c: c.position)  # "It had deathtouch too.": the creature the question is about
        else:
            owner = max(before, key=lambda n: n[0])[1] if before else min(found, key=lambda c: c.position)
        if (owner.name, owner.position) == (creature.name, creature.position):  # the same, pumped or not
            return True
    for gear in frame.cards:  # "Basilisk Collar on my Colossal Dreadmaw", "Dreadmaw con Basilisk Collar"
        if (
            re.search(r"Equipment|Aura", gear.type_line)
            and _worn_by(frame, gear, creature)
            and re.search(
                rf"(equipped|enchanted) creature (gets [^.]*and )?(has|gains) [^.]*\b({pattern})",
                gear.oracle_text,
                re.I,
            )
        ):
            return True
    equipped = re.search(r"\bequip|\benchant|\bequipad|\bequipo|\bencant|\battach", text)
    if equipped and creature.position == min(c.position for c in found):
        for gear in frame.cards:  # "Equipped creature has deathtouch and lifelink." on the creature it is put on
            if re.search(
                rf"(equipped|enchanted) creature (gets [^.]*and )?(has|gains) [^.]*\b({pattern})",
                gear.oracle_text,
                re.I,
            ):
                return True
    if creature.position == min(c.position for c in found):
        for spell in frame.cards:  # "cast temur battle rage" on the attacker: "Target creature gains double strike"
            words = name_pattern(spell)
            theirs = words and re.search(
                rf"\b(?:they|opp|opponent|he|she|rival|oponente)\b[^.?]{{0,25}}\b(?:{words})", text
            )  # the opponent's trick, on their own creature
            if (
                is_spell_card(spell)
                and not theirs
                and re.search(
                    rf"\btarget creature(?: you control)? gains [^.]*\b({pattern})|\bthat creature also gains ({pattern})",
                    spell.oracle_text,
                    re.I,
                )
            ):
                return True
    return False


def _worn_by(frame: Frame, gear: Card, creature: Creature) -> bool:
    """The question puts the Equipment or Aura on the creature: "<gear> on my <creature>", "<creature> with <gear>"."""
    text = fold(frame.question)
    gear_name, name = re.escape(fold(gear.name)), fold(creature.name)
    if re.search(rf"\b(without|sin|no longer has|ya no tiene) (the |its |el |la |su )?{gear_name}", text):
        return False  # "Without the Basilisk Collar."
    forms = "|".join(re.escape(form) for form in {name, name.split(",")[0], name.split(",")[0].split()[-1]})
    owner = r"(?:(?:my|the|a|an|his|her|their|mi|el|la|un|una|su)\s+)?"
    if re.search(
        rf"{gear_name}\s+(?:on|onto|attached to|equipped to|en|sobre|a|al)\s+{owner}(?:{forms})\b", text
    ) or re.search(
        rf"\b(?:{forms})\s+(?:\([^)]{{0,30}}\)\s+)?(?:\d+/\d+\s+)?(?:(?:trample|flying|haste|vigilance|reach|menace|"
        rf"lifelink|arrollar|vuela|prisa)\s+){{0,3}}(?:is\s+|es\s+|was\s+|estaba\s+)?(?:with|con|equipped with|equipad[oa] con|wearing|"
        rf"que lleva|has|had|wears|wore|tiene|tenia|lleva|llevaba)\s+(?:an?\s+|una?\s+|the\s+|el\s+|la\s+)?{gear_name}",
        text,
    ):
        return True
    # "flash in embercleave and attach it to the wolf": put on the creature called by a part of its name
    put = re.search(
        rf"{gear_name}\s+(?:and\s+|y\s+)?(?:attach\w*|equip\w*|put\w*|se la pongo|se lo pongo|la pongo|lo pongo)\s+"
        rf"(?:it\s+)?(?:on|onto|to|a|al|en)\s+{owner}(\w{{4,}})",
        text,
    )
    if put and put[1] in name:
        return True
    # "…blocks my colossal dreadmaw… It had basilisk collar on it.": "it" is the asker's creature, the first one
    # said with "my"
    pronoun = re.search(
        rf"\b(?:it|he|she)(?:'s|s)?\s+(?:has|had|is wearing|was wearing|wearing|wears)\s+(?:an?\s+|the\s+)?{gear_name}|"
        # "…and if i had basilisk collar on it?": put on "it" by the asker
        rf"\b(?:i|we)\s+(?:had|have|put|equip|equipped|attach|attached)\s+(?:an?\s+|the\s+|my\s+)?{gear_name}\s+"
        rf"(?:on|onto|to)\s+(?:it|him|her)\b",
        text,
    )
    return bool(pronoun) and _mine_first(frame, creatures(frame)) == creature.name


def already_marked(frame: Frame) -> bool:
    return bool(_MARKED.search(frame.folded))


_PROTECTED = re.compile(r"\bprotection from\b", re.I)


def _double_trample(
    frame: Frame, cite: Citer, attacker: Creature, blockers: list[Creature], deathtouch: bool
) -> Verdict | None:
    """A double striker with trample: lethal damage to its blockers and the rest to the player in the first-strike
    step; with its blockers dead, all its damage goes to the player in the second step (702.4b, 702.19d)."""
    if not blockers or re.search(
        r"indestructible|(?<!\bno )(?<!\bwithout )first strike|(?<!\bsin )danar primero", frame.folded
    ):
        return None  # a blocker that survives or strikes first changes the second step
    if any((card := frame.named(b.name)) is not None and _PROTECTED.search(card.oracle_text) for b in blockers):
        return None  # Guardian of the Guildpact: its protection may prevent the first step's damage, and it survives
    lang = frame.lang
    lethal = [1 if deathtouch else b.toughness for b in blockers]
    first = max(0, attacker.power - sum(lethal))
    if sum(lethal) > attacker.power:
        # some blocker survives the first step: with one, its damage stays marked and the rest of lethal is less
        return _double_trample_survivor(frame, cite, attacker, blockers[0]) if len(blockers) == 1 else None
    total = first + attacker.power
    split = ", ".join(f"{n} → {b.name}" for n, b in zip(lethal, blockers, strict=True))
    assign = cite("702.19b", r"any excess damage is assigned", r"exceso")
    second = cite("702.4b", r"second combat damage step", r"segundo paso")
    alone = cite("702.19d", r"no creatures blocking it", r"ninguna criatura")
    touch = cite("702.2c", r"considered to be lethal damage", r"letal") if deathtouch else None
    text = t(
        lang,
        "combat.double_trample",
        name=creature_label(attacker.name, lang),
        n=str(total),
        first=str(first),
        power=str(attacker.power),
    )
    text += ids(assign, second, alone, touch)
    if frame.qtype is QType.YES_NO:
        asked = set(frame.numbers) - {attacker.power, attacker.toughness, *(b.toughness for b in blockers)}
        if not asked:
            return None
        text = t(lang, "yes" if total in asked else "no") + " " + text
    steps = [
        Step(t(lang, "combat.step_lethal", split=split) + ids(touch), (touch,) if touch else ()),
        Step(t(lang, "combat.step_excess", n=str(first), power=str(attacker.power)) + ids(assign), (assign,) if assign else ()),
        Step(t(lang, "combat.step_double_second", name=attacker.name, n=str(attacker.power)) + ids(second, alone),
             tuple(r for r in (second, alone) if r)),
    ]  # fmt: skip
    return Verdict(text, steps, cite.quotes, frame.cards, "combat")


def _double_trample_survivor(frame: Frame, cite: Citer, attacker: Creature, blocker: Creature) -> Verdict | None:
    """Zetalpa (4/8, double strike, trample) blocked by a 2/7: all 4 first-strike damage to the blocker, which survives
    with 4 marked; in the second step 3 more is lethal (702.19b counts damage already marked), so 1 tramples over."""
    if frame.qtype is not QType.HOW_MANY or re.search(r"\b(?:no|not|without|sin) (?:double strike|danar dos veces)",
                                                           frame.folded):  # fmt: skip
        return None  # "(no double strike)": said, denied
    lang = frame.lang
    left = blocker.toughness - attacker.power  # lethal damage still needed in the second step
    second = max(0, attacker.power - left)
    assign = cite("702.19b", r"damage already marked on the creature", r"exceso")
    steps_rule = cite("702.4b", r"second combat damage step", r"segundo paso")
    key = "combat.double_trample_survivor" if second else "combat.double_trample_none"
    text = t(lang, key, name=creature_label(attacker.name, lang), n=str(second),
             power=str(attacker.power), blocker=creature_label(blocker.name, lang), left=str(left))  # fmt: skip
    text += ids(steps_rule, assign)
    return Verdict(text, [Step(text, tuple(r for r in (steps_rule, assign) if r))], cite.quotes, frame.cards, "combat")


def _has_trample(frame: Frame, creature: Creature) -> bool:
    """The named creature's own Oracle text gives it trample (Colossal Dreadmaw), and the question doesn't take it
    away."""
    card = frame.named(creature.name)
    return (
        card is not None
        and bool(
            re.search(r"^(?:[a-z ]+, )*trample(?:,|\s*\(|$)", card.oracle_text, re.I | re.M)
        )  # "Flying, …, trample"
        and not NO_TRAMPLE.search(frame.folded)
    )


def wears_trample(frame: Frame, found: list[Creature]) -> bool:
    """The attacker (named first) wears an Aura or Equipment that gives trample (Rancor, Loxodon Warhammer)."""
    return any(
        re.search(r"Equipment|Aura", gear.type_line)
        and re.search(
            r"(?:equipped|enchanted) creature (?:gets [^.]*and )?(?:has|gains) [^.]*\btrample", gear.oracle_text, re.I
        )
        and _worn_by(frame, gear, found[0])
        for gear in frame.cards
    )


def _divide(frame: Frame, cite: Citer, found: list[Creature]) -> Verdict | None:
    """A creature without trample blocked by two or more: its controller divides its damage among them as they
    choose (510.1c), up to its power; "can I split 1 and 3?" is yes when the amounts fit its power."""
    who = frame.qtype is QType.WHO and _ASKS_DIVIDE.search(frame.asked)
    if who and len(found) < 2 and _TWO_BLOCK.search(frame.folded):
        # "si bloqueo con dos criaturas a un atacante, ¿quién elige cómo se reparte el daño?": the attacking player
        rule = cite("510.1c", r"divided as its controller chooses", r"dividido")
        name = found[0].name if len(found) == 1 else t(frame.lang, "combat.the_attacker")
        finding = capital(t(frame.lang, "combat.divide_who", name=name))
        return answered(None, finding, rule, cite, frame.cards, "combat")
    if not who and (frame.qtype is not QType.YES_NO or not _ASKS_DIVIDE.search(frame.asked)) or len(found) < 2:
        return None
    if re.search(r"player|jugador|opponent|oponente|rival|\bface\b|\bcara\b", frame.asked):
        return None  # damage to the player is the player-damage reasoner's (none goes there without trample)
    attacker = found[0]
    if who:  # "who decides how the damage is split?": the attacking creature's controller
        rule = cite("510.1c", r"divided as its controller chooses", r"dividido")
        return answered(None, t(frame.lang, "combat.divide_who", name=attacker.name), rule, cite, frame.cards, "combat")
    if len(found) == 2:  # "blocked by two Grizzly Bears": one name, a count before it
        many = _MANY.search(frame.question, max(0, found[1].position - 30), found[1].position)
        if not many or COUNT_WORDS.get(fold(many[1]), int(many[1]) if many[1].isdigit() else 1) < 2:
            return None
    asked = [n for n in frame.numbers if f"{n}/" not in frame.question and f"/{n}" not in frame.question]
    lang = frame.lang
    rule = cite("510.1c", r"divided as its controller chooses", r"dividido")
    fits = sum(asked) <= attacker.power
    key = "combat.divide" if fits else "combat.divide_too_much"
    finding = t(lang, key, name=attacker.name, power=str(attacker.power), n=str(sum(asked))) + ids(rule)
    text = t(lang, "yes" if fits else "no") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "combat")


#: how many block it, said as a word: "triple blocked", "blocked by three creatures", "lo bloquean tres"
_BLOCKED_BY_N = re.compile(
    r"\b(double|triple|quadruple)[- ]?block\w*|\bblocked by (two|three|four|2|3|4)\b|"
    r"\b(dos|tres|cuatro|2|3|4) bloqueadores\b|\b(?:lo|la) bloquean (dos|tres|cuatro|2|3|4)\b"
)
_BLOCK_COUNTS = {"double": 2, "triple": 3, "quadruple": 4, "two": 2, "three": 3, "four": 4, "dos": 2, "tres": 3,
                 "cuatro": 4, "2": 2, "3": 3, "4": 4}  # fmt: skip


def _deathtouch_trample(frame: Frame, cite: Citer) -> Verdict:
    """Deathtouch and trample without blockers' sizes: 1 damage to each blocker is lethal, the rest tramples over;
    with the attacker's power and the number of blockers said, that rest is a number."""
    lang = frame.lang
    touch = cite("702.2c", r"considered to be lethal damage", r"letal")
    assign = cite("702.19b", r"any excess damage is assigned", r"exceso")
    text = t(lang, "combat.deathtouch_trample") + ids(touch, assign)
    sizes = PT_RE.findall(frame.question)
    blocked = _BLOCKED_BY_N.search(frame.folded)
    blockers = _BLOCK_COUNTS[next(g for g in blocked.groups() if g)] if blocked else 0
    if frame.qtype is not QType.YES_NO and len(sizes) == 1 and blockers and int(sizes[0][0]) >= blockers:
        over = int(sizes[0][0]) - blockers  # power short of one per blocker: not every blocker gets lethal damage
        text = t(lang, "combat.deathtouch_trample_n", n=str(over), blockers=str(blockers)) + " " + text
    if frame.qtype is QType.YES_NO and (
        1 in frame.numbers or re.search(r"\b(one|un|uno) (damage|de dano|dano)", frame.folded)
    ):
        text = t(lang, "yes") + " " + text
    steps = [
        Step(t(lang, "combat.step_lethal", split="1") + ids(touch), (touch,) if touch else ()),
        Step(t(lang, "combat.step_excess_any") + ids(assign), (assign,) if assign else ()),
    ]
    return Verdict(text, steps, cite.quotes, frame.cards, "combat")


#: the words just before a blocked creature: "double block my Craw Wurm", "bloquean a mi Wurm"
_BLOCK_BEFORE = re.compile(r"\b(?:block\w*|bloque\w*)\s+(?:a\s+)?(?:my|his|her|their|the|mi|su|el|la)\s+$")
_KILLS_ALL = re.compile(r"\bkill|\bdestroy|\bdie|\bmat(ar|o)|\bmuer|destru")
_HOW_WENT = re.compile(
    r"\bhow (?:did|does|would) (?:that|the|this) (?:combat|fight|block) (?:actually )?go\b|\bcomo (?:fue|queda|quedo) (?:el|ese) combate\b"
)


def _deathtouch_blockers(frame: Frame, cite: Citer) -> Verdict | None:
    """A deathtouch attacker blocked by several creatures: 1 damage to each is lethal, so it kills as many
    blockers as it has power (510.1c divides the damage, 702.2b)."""
    found = creatures(frame)
    if len(found) < 3:  # an attacker and at least two blockers
        return None
    attacker, blockers = attacker_first(frame, found)
    text = frame.question.lower()
    blocked = [c for c in found if _BLOCK_BEFORE.search(text[: c.position])]
    if len(blocked) == 1:  # "Typhoid Rats and Grizzly Bears double block my Craw Wurm": the Wurm attacks
        attacker, blockers = blocked[0], [c for c in found if c is not blocked[0]]
    if not (frame.has("deathtouch") or has_keyword(frame, attacker, found, "deathtouch")):
        return None  # the deathtouch is a blocker's, not the attacker's
    # "I attacked with Glissa, the Traitor … triple-blocked … how did that combat go?": deathtouch on its card
    if not (_KILLS_ALL.search(frame.asked) or frame.qtype is QType.WHAT_HAPPENS or _HOW_WENT.search(frame.asked)):
        return None
    lang = frame.lang
    divide = cite("510.1c", r"divided as its controller chooses", r"dividido")
    touch = cite("702.2b", r"destroyed as a state-based action", r"destruye")
    killed = min(attacker.power, len(blockers))
    names = ", ".join(b.name for b in blockers)
    text = t(lang, "combat.deathtouch_split", name=attacker.name, n=str(killed), power=str(attacker.power), names=names)
    text += ids(divide, touch)
    first = (
        killed == len(blockers)
        and has_keyword(frame, attacker, found, "first_strike")
        and not any(_strikes_early(frame, b, found) for b in blockers)
    )
    early = cite("702.7b", r"the only creatures that assign combat damage in that step", r"") if first else None
    if first:  # they die in the first-strike damage step, before dealing theirs
        text += " " + t(lang, "combat.first_strike_clean", name=attacker.name) + ids(early)
    if frame.qtype is QType.YES_NO:
        text = t(lang, "yes" if killed == len(blockers) else "no") + " " + text
    steps = [
        Step(
            t(lang, "combat.step_lethal", split=", ".join(f"1 → {b.name}" for b in blockers)) + ids(divide),
            (divide,) if divide else (),
        ),
        Step(t(lang, "combat.step_deathtouch") + ids(touch), (touch,) if touch else ()),
    ]
    return Verdict(text, steps, cite.quotes, frame.cards, "combat")
