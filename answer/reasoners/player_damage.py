"""Combat damage to the defending player from one attacker: unblocked, it deals its power (twice with double
strike: 510.1b, 702.4b) and lifelink gains that much (702.15b), unless a "prevent all combat damage" card stops
it all (615.6); blocked and without trample, it deals none to the player (510.1c)."""

from __future__ import annotations

import re

from answer.analysis import EITHER_OR, Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    PLUS_DAMAGE,
    Citer,
    Step,
    Verdict,
    answered,
    card_colors,
    controller,
    copies_said,
    creature_label,
    ids,
    is_spell_card,
    poison_said,
)
from answer.reasoners.combat import (
    AT_PLAYER,
    ATTACKS_WALKER,
    BLOCKER_GONE,
    BURN,
    NO_TRAMPLE,
    UNBLOCKED,
    Creature,
    attacks_walker,
    creatures,
    pumped,
)
from answer.reasoners.exalted import ALONE, EXALTED
from answer.reasoners.protection import COLORS
from answer.reasoners.strikes import ASKS_AMOUNT, Fighter, equip
from answer.text import COUNT_WORDS, PT_RE, capital
from ingest.lexicon import fold
from ingest.models import Card

_ASKS_LIFE = re.compile(
    r"\b(gain|gains|ganas?|gano)\b[^?]{0,12}\b(life|vidas?)\b|\b(life|vidas?)\b[^?]{0,12}\b(gain|gains|ganas?|gano)\b|"
    r"\b(?:gain|ganas?|gano) \d+ (?:or|o) \d+\b"
)
_ASKS_PLAYER = re.compile(
    r"(opponent|player|\bhe\b|\bshe\b|\bthey\b|oponente|jugador|rival|\brecibo\b|\brecibe\b)[^?]{0,25}"
    r"(take|lose|get|recib|pierd|\bdamage\b|dano)|(\bme\b|\bi\b)[^?]{0,25}(take|lose|get hit|recib|pierd)|\b(damage|dano)\b[^?]{0,25}\b(to|a|al) (my |mi |the |el |su )?"
    r"(opponent|player|oponente|jugador|rival|face|cara)|\b(go|goes|went|va|van|llega\w*) (to|al|a) (my |mi |the |el |su )?"
    r"(opponent|player|oponente|jugador|rival|face|cara)|\b(recibe|pierde|takes?|loses?) (el |mi |the |my |su )?"
    r"(opponent|player|oponente|jugador|rival)|"
    # "does brute get to hit the player?"
    r"\b(?:hit|hits|pega|golpea)\b[^?]{0,10}\b(?:the |my |el |al |a )?(?:opponent|player|oponente|jugador|rival|face|cara)\b|"
    # "¿me pega los 5 a mí?", "¿le pega al rival?"
    r"\b(?:me|le) (?:pega|golpea|hace)\b"
)
#: the asked clause is about a creature taking damage ("¿Thalia recibe daño?"), not a player
_ASKS_CREATURE = re.compile(
    r"^(does |do |did |will |would )?[a-z][\w,' -]{2,40}? (take|takes|get|gets|recibe)\b[^?]{0,12}\b(damage|dano)"
)
_PLAYER_WORD = re.compile(r"\b(opponent|player|rival|oponente|jugador|i|me|he|she|they|you|yo|face|cara)\b")
_PREVENT_ALL = re.compile(r"prevent all (combat )?damage", re.I)


#: damage that can't be prevented this turn (Stomp, Skullcrack): a Fog doesn't stop it
_UNPREVENTABLE = re.compile(r"damage can[’']t be prevented", re.I)
#: Questing Beast: "Combat damage that would be dealt by creatures you control can't be prevented."
UNPREVENTABLE_BY = re.compile(r"damage that would be dealt by [^.]*can[’']t be prevented", re.I)
_ASKS_TAKE = re.compile(r"\b(?:take|takes|get hit|recibo|recibe|me (?:llega|pega|hace)\w*|damage|dano)\b")


def _fogged(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They swing with 3 guys, I Fog: do I take any damage?" No creature named: the Fog's "prevent all combat
    damage" leaves 0 to the player (615.6), unless damage can't be prevented this turn."""
    shield = next((c for c in frame.in_play if _PREVENT_ALL.search(c.oracle_text)), None)
    if shield is None or not frame.has("attack") or not _ASKS_TAKE.search(frame.clause or frame.asked):
        return None
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY) or any(
        _UNPREVENTABLE.search(c.oracle_text) for c in frame.cards
    ):
        return None
    never = cite("615.6", r"it never happens", r"nunca ocurre")
    finding = t(frame.lang, "player.fogged", card=shield.name) + ids(never)
    opener = t(frame.lang, "no") if frame.qtype is QType.YES_NO else "0:"
    return Verdict(f"{opener} {finding}", [Step(finding, (never,) if never else ())], cite.quotes, (shield,),
                   "player_damage")  # fmt: skip


_STILL_DEALS = re.compile(
    r"\b(?:still )?(?:deal|deals|do|does|hit|hits)\b[^?]{0,20}\b(?:damage|dmg)\b|\b(?:take|takes)\b[^?]{0,15}\bdamage\b|"
    r"\b(?:hace|hacen|recib\w*)\b[^?]{0,15}\bdano\b|\bpega\w*\b"
)


def _unprevented(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp casts Fog during my attack. Does my Questing Beast still deal combat damage?" Yes: Questing Beast makes
    its controller's creatures' combat damage unpreventable, so the Fog's prevention doesn't stop it (615.12)."""
    shield = next((c for c in frame.in_play if _PREVENT_ALL.search(c.oracle_text)), None)
    beast = next((c for c in frame.cards if c is not shield and UNPREVENTABLE_BY.search(c.oracle_text)), None)
    if shield is None or beast is None or frame.qtype is not QType.YES_NO:
        return None
    if not _STILL_DEALS.search(frame.clause or frame.asked):
        return None
    rule = cite("615.12", r"can’t be prevented", r"")
    finding = t(frame.lang, "player.unpreventable", card=beast.name, shield=shield.name)
    return answered("yes", finding, rule, cite, (beast, shield), "player_damage")


_FOG_SAID = re.compile(
    r"\bfog\b|\bniebla\b|\bprevent(?:s|ed)? all combat damage\b|\bprevien\w* todo el dano de combate\b"
)
_LIFELINK = re.compile(r"(?:^|\n|, )lifelink\b", re.I)


def _fogged_lifelink(frame: Frame, cite: Citer) -> Verdict | None:
    """ "si el rival juega Fog, ¿mi Vampire Nighthawk gana vida igual por vínculo vital?" No: the Fog prevents its
    combat damage, and lifelink gains life only for damage actually dealt (615.1, 702.15b)."""
    shield = any(_PREVENT_ALL.search(c.oracle_text) for c in frame.in_play) or _FOG_SAID.search(frame.folded)
    linked = any(_LIFELINK.search(c.oracle_text) for c in frame.cards) or re.search(
        r"\blifelink\b|\bvinculo vital\b", frame.folded
    )
    if not (shield and linked) or frame.qtype not in (QType.YES_NO, QType.HOW_MANY):
        return None
    if not _ASKS_LIFE.search(frame.clause or frame.asked) and not re.search(
        r"\bgana\w* vida|\bgain\w* life", frame.folded
    ):
        return None
    if any(UNPREVENTABLE_BY.search(c.oracle_text) or _UNPREVENTABLE.search(c.oracle_text) for c in frame.cards):
        return None
    rule = cite("702.15b", r"causes that source’s controller", r"")
    finding = t(frame.lang, "player.fogged_lifelink")
    if frame.qtype is QType.YES_NO:
        return answered("no", finding, rule, cite, frame.cards, "player_damage")
    return answered(None, "0: " + finding, rule, cite, frame.cards, "player_damage")


_ENTERS_DAMAGE = re.compile(r"^(?:[\w' -]+ — )?When [^\n]* enters the battlefield,[^\n]*\bdeals?\b", re.M)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    unprevented = _unprevented(frame, cite) or _fogged_lifelink(frame, cite)
    if unprevented is not None:
        return unprevented
    walker = _walker_excess(frame, cite)
    if walker is not None:
        return walker
    trampler = _trampler_unblocked(frame, cite)
    if trampler is not None:
        return trampler
    struck = frame.has("attack", "block") or re.search(
        r"\b(?:le pega|me pega|hits (?:my |the |an? )?(?:opp|opponent|player))\b", frame.folded
    )
    if not struck or (frame.has("trample") and not NO_TRAMPLE.search(frame.folded)):
        return None
    if not frame.has("attack", "block") and any(_ENTERS_DAMAGE.search(c.oracle_text) for c in frame.cards):
        return None  # "¿cuánto le pega lotleth giant al pata?": its enters trigger's damage, not a combat hit
    found = creatures(frame)
    fogged = _fogged(frame, cite) if not found else None
    if fogged is not None:
        return fogged
    if not found or (
        re.search(r"\btrample\b", " ".join(c.oracle_text.lower() for c in frame.cards))
        and not NO_TRAMPLE.search(frame.folded)
        and not UNBLOCKED.search(frame.folded)  # unblocked, trample changes nothing (Temur Battle Rage's)
    ):
        return None
    infect = _infect(frame, cite, found)
    if infect is not None:
        return infect
    found, booster = _beside_booster(frame, found)
    boosts = {c.name: _boost(frame, booster, c) for c in found}
    if None in boosts.values():
        return None  # Torbran beside a red attacker, whose Torbran not said: the +2 may or may not apply
    several = _several_unblocked(frame, cite, found, boosts)
    if several is not None:
        return several
    amount = bool(ASKS_AMOUNT.search(frame.asked))
    life = bool(_ASKS_LIFE.search(frame.asked))
    player = bool(_ASKS_PLAYER.search(frame.asked)) and not (
        _ASKS_CREATURE.search(frame.asked) and not _PLAYER_WORD.search(frame.asked)
    )
    # "… lo sacrifica antes del daño. ¿cuánto daño recibe?": with its blocker gone, the one who may take it is the player
    player = player or bool(BLOCKER_GONE.search(frame.folded) and re.search(r"\bcuanto dano recibe\b", frame.asked))
    # "it's unblocked, how much damage does it deal?": an unblocked attacker's damage goes to the player
    player = player or bool(
        amount and UNBLOCKED.search(frame.folded) and re.search(r"\bdamage\b|\bdano\b", frame.asked)
    )
    # "¿qué pasa con mi lifelink?" when an opponent's card turns life gain into loss: what happens is the amount
    turned = frame.qtype is QType.WHAT_HAPPENS and any(_GAIN_TO_LOSS.search(c.oracle_text) for c in frame.in_play)
    life = life or (turned and bool(re.search(r"lifelink|vinculo vital", frame.asked)))
    if not (life or player) or not (amount or turned or frame.qtype is QType.YES_NO):
        return None
    attacker = Fighter(found[0], set(), extra_damage=boosts.get(found[0].name) or 0)
    equip(frame, attacker, found[1].position if len(found) > 1 else len(frame.question))
    walkers = [c for c in frame.cards if "Planeswalker" in c.type_line]
    if (ATTACKS_WALKER.search(frame.folded) or any(attacks_walker(frame, w) for w in walkers)) and not AT_PLAYER.search(
        frame.folded
    ):
        return None  # "I attack their planeswalker with Hill Giant": its damage isn't the player's
    if len(found) == 1 and (UNBLOCKED.search(frame.folded) or not frame.has("block")):
        burned = _burned_first(frame, cite, found[0], life)
        if burned is not None:
            return burned
        return _unblocked(frame, cite, attacker, life)  # no blocker named or said: it is unblocked
    if frame.has("block") and player and not life and not UNBLOCKED.search(frame.folded):
        if BLOCKER_GONE.search(frame.folded):
            return _still_blocked(frame, cite, attacker.creature.name)
        rule = cite("510.1c", r"assigns its combat damage to the creatures blocking it", r"bloqueando")
        opener = (
            t(frame.lang, "no")
            if frame.qtype is QType.YES_NO
            else t(frame.lang, "player.none", name=attacker.creature.name)
        )
        text = opener + " " + t(frame.lang, "combat.no_trample") + ids(rule)
        return Verdict(
            text,
            [Step(t(frame.lang, "combat.no_trample") + ids(rule), (rule,) if rule else ())],
            cite.quotes,
            frame.cards,
            "player_damage",
        )
    return None


#: the burn comes before combat damage: "they Bolt it before damage", "en respuesta", "antes del daño"
_BEFORE_DAMAGE = re.compile(
    r"\bbefore (?:combat )?damage\b|\bin response\b|\bbefore (?:it|the \w+) (?:deals|hits|connects)\b|"
    r"\bantes del dano\b|\bantes de (?:que haga|hacer) (?:el )?dano\b|\ben respuesta\b"
)


def _burned_first(frame: Frame, cite: Citer, attacker: Creature, life: bool) -> Verdict | None:
    """ "My Vampire Nighthawk attacks unblocked; they Lightning Bolt it before damage. How much life do I gain?" 0: a
    burn spell at the attacker that deals at least its toughness (after any pump) kills it before combat damage
    (704.5g), so it deals none and lifelink gains nothing."""
    if not _BEFORE_DAMAGE.search(frame.folded):
        return None
    burns = [
        int(m[1])
        for c in frame.cards
        if is_spell_card(c) and (m := BURN.search(c.oracle_text)) and c.name != attacker.name
    ]
    if len(burns) != 1 or burns[0] < pumped(frame, [attacker])[0].toughness:  # "I respond with Moment of Heroism"
        return None
    rule = cite("704.5g", r"lethal damage", r"daño letal")
    key = "player.burned_first_life" if life else "player.burned_first"
    finding = t(frame.lang, key, name=creature_label(attacker.name, frame.lang)) + ids(rule)
    opener = t(frame.lang, "no") if frame.qtype is QType.YES_NO else "0:"
    return Verdict(
        f"{opener} {finding}", [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "player_damage"
    )


_INFECT = re.compile(r"^infect\b|, infect\b", re.I | re.M)
#: poison counters the player already has: "tiene 8 contadores de veneno", "has 9 poison counters", "at 7 poison"
_ASKS_LOSES_GAME = re.compile(
    r"\blose the game\b|\blose\b(?! (?:\d+ )?life)|\bdead\b|\bdie\b|\bpierde la partida\b|\bpierde\b(?! (?:\d+ )?vida)|\bmuere\b"
)
_PUMPS = re.compile(r"(?:target|equipped|enchanted) creature gets \+\d+/\+\d+", re.I)
_ASKS_POISON = re.compile(r"poison|veneno|what happens|que (le )?pasa|que ocurre|lose|pierde|life|vida")


_PERMANENT_COUNTERS = re.compile(
    r"\bcounters? (?:would be put )?on (?:a|another) (?:permanent|creature) you control\b", re.I
)


def _infect(frame: Frame, cite: Citer, found: list[Creature]) -> Verdict | None:
    """An unblocked attacker with infect: its damage to the player is poison counters, not life loss (702.90b)."""
    card = frame.named(found[0].name)
    unblocked = len(found) == 1 and (UNBLOCKED.search(frame.folded) or not frame.has("block"))
    if card is None or not _INFECT.search(card.oracle_text) or not unblocked or not _ASKS_POISON.search(frame.asked):
        return None
    # Doubling Season, Hardened Scales: counters on a permanent, not a player's poison counters (122.1, 702.90b)
    doublers = [c for c in frame.cards if c is not card and _PERMANENT_COUNTERS.search(c.oracle_text)]
    if any(c is not card and c not in doublers and not _PUMPS.search(c.oracle_text) for c in frame.cards):
        return None  # Angel's Grace, Lich's Mirror, a prevention shield…: more than the arithmetic
    attacker = Fighter(found[0], set())
    equip(frame, attacker, len(frame.question))
    dealt = attacker.power * (2 if "double" in attacker.keys else 1)
    rule = cite("702.90b", r"that many poison counters", r"veneno")
    finding = t(frame.lang, "player.poison", name=card.name, n=str(dealt)) + ids(rule)
    clause = frame.clause or frame.asked
    total = dealt + (poison_said(frame.folded) or 0)
    if frame.qtype is QType.YES_NO and _ASKS_LOSES_GAME.search(clause):  # "¿pierde la partida?": ten or more
        finding = t(frame.lang, "yes" if total >= 10 else "no") + " " + finding
        finding += " " + t(frame.lang, "player.poison_total", n=str(total))
    elif frame.qtype is QType.YES_NO and re.search(r"poison|veneno", clause):  # "do they get poison counters?"
        finding = t(frame.lang, "yes") + " " + finding
    elif frame.qtype is QType.YES_NO and re.search(r"\blife\b|\bvidas?\b", clause):  # "do they lose life?"
        finding = t(frame.lang, "no") + " " + finding
    elif frame.qtype is QType.HOW_MANY and not re.search(r"poison|veneno", frame.clause or frame.asked):
        finding = t(frame.lang, "player.poison_no_life") + " " + finding  # "how much life do they lose?" none
    elif frame.qtype is QType.HOW_MANY and poison_said(frame.folded) and _ASKS_END.search(clause):
        # "opp is on 4 poison … how many poison counters does he end on?": the total, 4 + the damage
        finding = f"{total}: " + finding + " " + t(frame.lang, "player.poison_total", n=str(total))
    if doublers:
        finding += " " + t(frame.lang, "player.poison_not_doubled", card=doublers[0].name)
    steps = [Step(finding, (rule,) if rule else ())]
    if total >= 10:
        loses = cite("704.5c", r"ten or more poison counters", r"diez")
        steps.append(Step(t(frame.lang, "player.poison_loses") + ids(loses), (loses,) if loses else ()))
    return Verdict(finding, steps, cite.quotes, frame.cards, "player_damage")


#: the total asked: "does he end on", "end up with", "in total", "¿con cuántos queda?"
_ASKS_END = re.compile(r"\bend(?:s)? (?:on|up|with)\b|\bin total\b|\ben total\b|\bqueda\w*\b|\btermina\w*\b")
_GAIN_TO_LOSS = re.compile(r"if an opponent would gain life, that player loses that much life instead", re.I)
#: a removal or burn spell, cast before damage: at the blocker, when the question says so
_REMOVAL = re.compile(
    r"deals \d+ damage to any target|destroy target creature|exile target creature|return target", re.I
)
_BEFORE_COMBAT_DAMAGE = re.compile(r"before (combat )?damage|antes del dano|antes de(l paso de)? dano")


def _walker_excess(frame: Frame, cite: Citer) -> Verdict | None:
    """An unblocked trampler attacking a planeswalker: "does the excess go to the player?" No: without trample over
    planeswalkers none of its damage can be assigned to the player (702.19f, 510.1b)."""
    walkers = [c for c in frame.cards if "Planeswalker" in c.type_line]
    at_walker = ATTACKS_WALKER.search(frame.folded) or any(attacks_walker(frame, walker) for walker in walkers)
    if frame.qtype is not QType.YES_NO or not at_walker or not UNBLOCKED.search(frame.folded):
        return None
    if AT_PLAYER.search(frame.folded) or re.search(
        r"\bloyalty\b|\blealtad\b|\b(?:opponent|opp)'?s (?:planeswalker|walker)\b", frame.asked
    ):
        return None  # another attacker at the player, or the planeswalker's own loss asked
    texts = " ".join([frame.folded, *(c.oracle_text.lower() for c in frame.cards)])
    if "trample over planeswalkers" in texts or "arrollar sobre planeswalkers" in texts:
        return None
    to_player = re.search(r"player|opponent|\bopp\b|jugador|rival|oponente|\bface\b|\bcara\b", frame.asked)
    if not to_player:
        return None
    found = creatures(frame)
    name = creature_label(found[0].name, frame.lang) if found else t(frame.lang, "player.the_attacker")
    if frame.has("trample") or re.search(r"\btrample\b", texts):
        rule = cite("702.19f", r"none of its combat damage can be assigned to the defending player", r"jugador")
    else:  # "ataco a su planeswalker con un 4/4 y no bloquea: ¿el rival también pierde vida?"
        rule = cite("510.1b", r"assigns its combat damage to the player, planeswalker, or battle it’s attacking", r"")
    finding = t(frame.lang, "player.walker_no_excess", name=name) + ids(rule)
    return Verdict(
        t(frame.lang, "no") + " " + finding,
        [Step(finding, (rule,) if rule else ())],
        cite.quotes,
        frame.cards,
        "player_damage",
    )


def _trampler_unblocked(frame: Frame, cite: Citer) -> Verdict | None:
    """A blocked attacker with trample whose blockers are all gone before damage (killed, bounced, sacrificed):
    all its combat damage is assigned to the player (702.19d)."""
    if not frame.has("block") or NO_TRAMPLE.search(frame.folded):
        return None
    trample = frame.has("trample") or any(re.search(r"\btrample\b", c.oracle_text, re.I) for c in frame.cards)
    if not trample or not (_ASKS_PLAYER.search(frame.asked) and not _ASKS_LIFE.search(frame.asked)):
        return None
    removal = any(_REMOVAL.search(c.oracle_text) for c in frame.cards if re.search(r"Instant|Sorcery", c.type_line))
    if not (BLOCKER_GONE.search(frame.folded) or (removal and _BEFORE_COMBAT_DAMAGE.search(frame.folded))):
        return None
    found = creatures(frame)
    if len(found) != 2 or frame.qtype not in (QType.YES_NO, QType.HOW_MANY):
        return None
    attacker = Fighter(found[0], set())
    equip(frame, attacker, found[1].position)
    rule = cite("702.19d", r"no creatures blocking it", r"ninguna criatura")
    finding = t(frame.lang, "player.trample_all", name=attacker.creature.name, n=str(attacker.power)) + ids(rule)
    opener = t(frame.lang, "yes") + " " if frame.qtype is QType.YES_NO else f"{attacker.power}: "
    return Verdict(
        opener + finding, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "player_damage"
    )


#: a pump cast between the two combat damage steps
_BETWEEN_STEPS = re.compile(
    r"\bafter (the )?first[- ]strike (combat )?damage|between (the )?(two )?(combat )?damage steps|"
    r"despues del (primer )?(paso de )?dano de (combate de )?(danar primero|primer golpe)|entre los (dos )?pasos de dano"
)


def _still_blocked(frame: Frame, cite: Citer, name: str) -> Verdict:
    """A blocker removed or killed before damage: the attacker stays blocked (509.1h), and without trample none of
    its damage goes to the player (510.1c)."""
    stays = cite("509.1h", r"remains blocked even if all the creatures blocking it are removed", r"bloqueada")
    assigns = cite("510.1c", r"assigns its combat damage to the creatures blocking it", r"bloqueando")
    finding = t(frame.lang, "combat.still_blocked") + ids(stays, assigns)
    either = EITHER_OR.search(frame.clause or frame.asked)  # "¿sigue bloqueado o pasa el daño?": no Yes/No
    opener = ""
    if frame.qtype is QType.YES_NO and not either:
        opener = t(frame.lang, "no") + " "
    elif frame.qtype is QType.HOW_MANY:
        opener = t(frame.lang, "player.none", name=name) + " "
    text = opener + finding
    steps = [Step(finding, tuple(r for r in (stays, assigns) if r))]
    return Verdict(text, steps, cite.quotes, frame.cards, "player_damage")


#: a damage doubler for every source and recipient (Furnace of Rath, Dictate of the Twin Gods)
_DOUBLES = re.compile(
    r"^if a source would deal damage to a permanent or player, it deals double that damage", re.I | re.M
)


def _unblocked(frame: Frame, cite: Citer, attacker: Fighter, life: bool) -> Verdict:
    lang = frame.lang
    name = capital(creature_label(attacker.creature.name, lang))  # "La 5/5" for a creature described by its size
    exalted = sum(1 for c in frame.in_play if EXALTED.search(c.oracle_text)) if ALONE.search(frame.folded) else 0
    attacker.power_bonus += exalted  # attacking alone: +1/+1 from each exalted instance (702.83a)
    twice = "double" in attacker.keys
    dealt = attacker.power * (2 if twice else 1)
    between = twice and attacker.power_bonus and _BETWEEN_STEPS.search(frame.folded)
    if between:  # the pump comes after the first-strike damage: only the second step has it
        dealt = attacker.power - attacker.power_bonus + attacker.power
    shield = frame.card(_PREVENT_ALL.pattern)
    assigns = cite("510.1b", r"unblocked creature assigns its combat damage to the player", r"no bloqueada")
    steps = [
        Step(
            t(lang, "player.step_unblocked", name=name, n=str(attacker.power)) + ids(assigns),
            (assigns,) if assigns else (),
        )
    ]
    booster = next((c for c in frame.in_play if PLUS_DAMAGE.search(c.oracle_text)), None)
    if attacker.extra_damage and booster is not None:  # Torbran: each of its hits deals that much plus 2 (614.1a)
        dealt += attacker.extra_damage * (2 if twice else 1)
        instead = cite("614.1a", r"instead", r"en su lugar")
        key = "player.step_boost_theirs" if controller(frame, booster) == "opponent" else "player.step_boost"
        steps.append(Step(t(lang, key, card=booster.name, name=name, n=str(attacker.extra_damage))
                          + ids(instead), (instead,) if instead else ()))  # fmt: skip
    double = cite("702.4b", r"second combat damage step", r"segundo paso") if twice else None
    if exalted:
        rule = cite("702.83a", r"attacks alone", r"ataca sola")
        steps.insert(
            0, Step(t(lang, "player.step_exalted", name=name, n=str(exalted)) + ids(rule), (rule,) if rule else ())
        )
    if twice:
        steps.append(Step(t(lang, "player.step_double", name=name) + ids(double), (double,) if double else ()))
    if between:
        before = attacker.power - attacker.power_bonus
        steps.append(Step(t(lang, "player.step_pump_between", first=str(before), second=str(attacker.power))))
    if shield is not None:
        never = cite("615.6", r"it never happens", r"nunca ocurre")
        text = t(lang, "player.prevented", name=name, card=shield.name) + ids(never)
        steps.append(
            Step(t(lang, "prevention.step_prevented", card=shield.name) + ids(never), (never,) if never else ())
        )
        dealt = 0
    else:
        doublers = [c for c in frame.in_play if _DOUBLES.search(c.oracle_text)]
        if doublers and not any(_PREVENT_ALL.search(c.oracle_text) for c in frame.in_play):
            # Furnace of Rath: "… it deals double that damage … instead" (614.1a), once per copy
            copies = max(copies_said(frame, doublers[0]), 1)  # "two furnace of rath"
            dealt *= 2 ** (len(doublers) + copies - 1)
            instead = cite("614.1a", r"instead", r"en su lugar")
            steps.append(Step(t(lang, "player.step_doubled", card=doublers[0].name, n=str(dealt)) + ids(instead),
                              (instead,) if instead else ()))  # fmt: skip
        if twice and not between:
            text = t(lang, "player.deals_twice", name=name, n=str(dealt), each=str(dealt // 2)) + ids(assigns, double)
        else:
            text = t(lang, "player.deals", name=name, n=str(dealt)) + ids(assigns, double)
        if attacker.extra_damage and booster is not None:
            text += " " + steps[-1].text if not (twice or doublers) else ""
        sword = next((m for c in frame.cards if (m := _HIT_TRIGGER_DAMAGE.search(c.oracle_text))), None)
        if sword is not None and dealt and _TRIGGERS_AT_PLAYER.search(frame.folded):
            # Sword of Fire and Ice: one trigger per combat damage step in which it hits, each aimed at the player
            hits = 2 if twice and not between else 1
            extra = int(sword[2]) * hits
            trig = cite(
                "603.2", r"Whenever a game event or game state matches a triggered ability’s trigger event", r""
            )
            total = dealt + extra
            text = (
                (f"{total}: " if frame.qtype is QType.HOW_MANY else "")
                + text
                + " "
                + t(lang, f"player.hit_triggers_{hits}", card=sword[1], n=sword[2], total=str(total))
                + ids(trig)
            )
            dealt = total
    gained = dealt if "lifelink" in attacker.keys else 0
    turned = next((c for c in frame.in_play if _GAIN_TO_LOSS.search(c.oracle_text)), None) if gained else None
    if life and turned is not None and controller(frame, turned) != "me":
        # Tainted Remedy: "If an opponent would gain life, that player loses that much life instead."
        instead = cite("614.1a", r"instead", r"en su lugar")
        text += " " + t(lang, "player.life_turned", n=str(gained), card=turned.name) + ids(instead)
        gained = -gained
    elif life:
        link = cite("702.15b", r"gain that much life", r"gan")
        text += (
            " "
            + (t(lang, "player.life", n=str(gained)) if "lifelink" in attacker.keys else t(lang, "strikes.no_life"))
            + ids(link)
        )
    if frame.qtype is QType.YES_NO:
        text = t(lang, "yes" if (gained if life else dealt) > 0 else "no") + " " + text
    return Verdict(text, steps, cite.quotes, frame.cards, "player_damage")


#: "Whenever equipped creature deals combat damage to a player, Sword of Fire and Ice deals 2 damage to any target"
_HIT_TRIGGER_DAMAGE = re.compile(
    r"whenever equipped creature deals combat damage to a player, ([^,.]+?) deals (\d+) damage to any target", re.I
)
#: the triggers aimed at the player: "point both sword triggers at their face", "los triggers a la cara"
_TRIGGERS_AT_PLAYER = re.compile(
    r"\btriggers?\b[^.?]{0,30}\b(?:at|to|a|al) (?:their |his |her |the |la |el |su )?(?:face|player|opponent|cara|jugador|"
    r"rival)\b|\b(?:cara|face)\b[^.?]{0,20}\btriggers?\b"
)
_COUNT_BEFORE = re.compile(r"\b(two|three|four|five|2|3|4|5|dos|tres|cuatro|cinco)\s+(?:\w+\s+)?$")
#: what a plain sum of powers doesn't read
_NOT_PLAIN = re.compile(
    r"double strike|first strike|lifelink|infect|prevent|can[’']t attack|defender|trample|\bwither\b", re.I
)
#: the defending player's life total said: "they're at 20", "tiene 20 vidas", "con 20 de vida"
_LIFE_SAID = re.compile(
    r"\b(?:at|a|tiene|tienen|con) (\d{1,2}) (?:life|vidas?|de vida)\b|\b(?:they'?re|is|esta) at (\d{1,2})\b"
)
_ASKS_LEFT = re.compile(r"\blife\b|\bvidas?\b|\bleft\b|\bqueda\b")


def _beside_booster(frame: Frame, found: list[Creature]) -> tuple[list[Creature], Card | None]:
    """Torbran told beside the attack ("i control torbran and llanowar elves attacks unblocked") isn't an attacker
    unless the question says it attacks; the booster, if one is in play."""
    booster = next((c for c in frame.in_play if PLUS_DAMAGE.search(c.oracle_text)), None)
    if booster is None or len(found) < 2:
        return found, booster
    # "torbran" or the whole name with its epithet ("torbran, thane of red fell and my goblin guide attack")
    first = f"(?:{re.escape(fold(booster.name))}|{re.escape(fold(booster.name.split(',')[0]))})"
    attacks = re.search(
        rf"\b(?:attack|swing|ataco|atacan?)\w* (?:with|con) [^.?]{{0,40}}\b{first}\b|"
        # "torbran and my goblin guide attack" (both), "torbran attacks" — not "… and my goblin guide attacks" (one)
        rf"\b{first}\b[^,.?]{{0,40}}\b(?:attack|swing|atacan)\b|\b{first}\s+(?:attacks|swings|ataca)\b",
        frame.folded,
    )
    return (found if attacks else [c for c in found if c.name != booster.name] or found), booster


#: who attacks: the asker ("i attack", "my goblin guide attacks", "ataco") or the opponent ("opp attacks",
#: "ataca con", "how much do i take")
_I_ATTACK = re.compile(
    r"\bi (?:attack|swing)\b|\bataco\b|\b(?:my|mi|mis) [^.?,]{0,40}\b(?:attacks?|swings?|atacan?)\b|"
    r"\bof mine (?:attacks?|swings?)\b|"
    r"\bhow much damage (?:does it|do they|do i) deal\b|\bhow much damage\??$"
)
_THEY_ATTACK = re.compile(
    r"\b(?:opp\w*|they|he|she|rival|oponente)\b[^.?]{0,30}\b(?:attacks?|swings?|ataca\w*)\b|\brecibo\b|"
    r"\bdo i take\b|\bme (?:pega|hace|ataca)\b"
)


def _boost(frame: Frame, booster: Card | None, creature: Creature) -> int | None:
    """What Torbran adds to each hit of `creature` on the opponent: its +2 when Torbran is the asker's and the creature
    is of its color, 0 when it isn't; None when that can't be told (whose Torbran, or the creature's color)."""
    found = PLUS_DAMAGE.search(booster.oracle_text) if booster is not None else None
    if booster is None or found is None:
        return 0
    card = frame.named(creature.name)
    if found[1] and card is not None and COLORS[found[1].lower()] not in card_colors(card):
        return 0  # Llanowar Elves isn't red: Torbran adds nothing to it, whoever controls Torbran
    side = controller(frame, booster)
    if side is None and re.search(
        rf"\b(?:i (?:attack|swing)|ataco) (?:with|con) [^.?]{{0,30}}\b{re.escape(fold(booster.name.split(',')[0]))}\b",
        frame.folded,
    ):
        side = "me"  # "i attack with torbran and goblin guide": attacking, it is the asker's
    if side is None and re.search(
        rf"\b{re.escape(fold(booster.name.split(',')[0]))}\b[^.?]{{0,45}}\b(?:on my side|de mi lado|en mi lado)\b",
        frame.folded,
    ):
        side = "me"  # "torbran, thane of red fell on my side"
    attacker = "me" if _I_ATTACK.search(frame.folded) else "opponent" if _THEY_ATTACK.search(frame.folded) else None
    if side is None or attacker is None or card is None:
        return None  # whose Torbran, or whose attacker, isn't told
    # Torbran adds only to its controller's red sources: the asker's own attacker with the asker's Torbran, or the
    # opponent's attacker (hitting the asker) with the opponent's
    return int(found[2]) if side == attacker else 0


def _several_unblocked(
    frame: Frame, cite: Citer, found: list[Creature], boosts: dict[str, int | None]
) -> Verdict | None:
    """ "I attack with three 2/2s and they don't block: how much damage?" Each unblocked attacker deals damage equal
    to its power to the player (510.1b); the total, and the life left when the question says the life total. Fires
    only for two or more attackers (or a counted one), all unblocked, whose cards add nothing to plain power."""
    if not UNBLOCKED.search(frame.folded) or not found:
        return None
    if frame.qtype is not QType.HOW_MANY and not ASKS_AMOUNT.search(frame.asked):
        return None
    if any(_NOT_PLAIN.search(c.oracle_text) for c in frame.cards) or _NOT_PLAIN.search(frame.folded):
        return None
    if ATTACKS_WALKER.search(frame.folded) or any("Planeswalker" in c.type_line for c in frame.cards):
        return None  # "… and their Jace with Grizzly Bears": that attacker's damage may go to the planeswalker
    # "three 2/2s" comes as three creatures already; "two Grizzly Bears" as one name with a count before it
    groups: dict[str, list[int]] = {}
    for creature in found:
        expanded = PT_RE.fullmatch(creature.name) or sum(c.name == creature.name for c in found) > 1
        said = None if expanded else _COUNT_BEFORE.search(frame.folded[: frame.folded_at(creature.position)])
        n = (COUNT_WORDS.get(said[1]) or (int(said[1]) if said[1].isdigit() else 1)) if said else 1
        groups.setdefault(creature.name, [creature.power, boosts.get(creature.name) or 0, 0])[2] += n
    if sum(n for _, _, n in groups.values()) < 2:
        return None  # one attacker: the one-attacker path says it
    total = sum((power + boost) * n for power, boost, n in groups.values())
    lang = frame.lang
    rule = cite("510.1b", r"unblocked creature assigns its combat damage", r"no bloqueada")
    listed = " + ".join(
        (f"{n} × " if n > 1 else "") + f"{creature_label(name, lang)} ({power}{f' + {boost}' if boost else ''})"
        for name, (power, boost, n) in groups.items()
    )
    finding = t(lang, "player.several", n=str(total), listed=listed)
    booster = next((c for c in frame.in_play if PLUS_DAMAGE.search(c.oracle_text)), None)
    if booster is not None and any(boost for _, boost, _ in groups.values()):
        instead = cite("614.1a", r"instead", r"en su lugar")
        key = "player.boosted_theirs" if controller(frame, booster) == "opponent" else "player.boosted"
        finding += " " + t(lang, key, card=booster.name) + ids(instead)
    life = _LIFE_SAID.search(frame.folded)
    if life is not None and _ASKS_LEFT.search(frame.asked):
        left = int(next(g for g in life.groups() if g)) - total
        finding = t(lang, "player.life_left", n=str(left), total=str(total)) + " " + finding
    text = finding + ids(rule)
    return Verdict(text, [Step(text, (rule,) if rule else ())], cite.quotes, frame.cards, "player_damage")
