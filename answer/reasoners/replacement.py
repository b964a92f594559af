"""Replacement and prevention effects with amounts (614–616), read from the named cards' Oracle text.

Token and counter doublers, "+N" effects, damage doublers and prevention shields are applied to
the event in every order the affected player could choose (616.1, each effect once: 614.5), and
the verdict gives the result of the order that player would pick. A "put into a graveyard …
exile it instead" effect means a replaced "dies" never happens (614.6, 700.4), so dies triggers
don't trigger.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import (
    ASKER_GETS,
    ASKS_DIES,
    ASKS_SURVIVES,
    COPY_SAID,
    DESTROY_REMOVAL,
    DIES_ABILITY,
    GAIN_SAID,
    STEALS,
    TAKEN_FROM_ME,
    TOKEN_SAID,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    copies,
    copies_said,
    exiled_by_spell,
    ids,
    is_spell_card,
    mana_value,
    name_pattern,
    named_in,
    says_on_line,
    self_replacement,
)
from answer.reasoners.combat import UNBLOCKED, Creature, creatures
from answer.reasoners.dies_trigger import never_died
from answer.reasoners.protection import COLORS
from answer.text import capital, number
from ingest.lexicon import fold
from ingest.models import Card
from ingest.ruleid import RuleId

_COUNT = r"(a|an|one|two|three|four|five|six|x|\d+)"


@dataclass(frozen=True)
class Modifier:
    card: Card
    op: str  # "double", "triple", "plus", "cap", "prevent", "prevent_all", "prevent_combat", "half_up", "half_down"
    value: int
    sentence: str
    #: whose damage it modifies, from the sentence's "would deal damage to …": "you", "opponent" or "any"; "parity" when a
    #: condition on the source's mana value leaves it undecided
    scope: str = "any"
    #: "the next time a red source …": the color the source must have ("" for any)
    color: str = ""

    @property
    def prevents(self) -> bool:
        return self.op.startswith("prevent") or self.op.startswith("half")


def _scope(low: str) -> str:
    """Who the damage must be dealt to for the sentence to apply: "to an opponent or a permanent an opponent
    controls" → opponent, "to you or a permanent you control" → you, "to a permanent or player" → any."""
    to = re.search(r"would deal damage to ([^,.]*)", low) or re.search(r"damage that would be dealt to ([^,.]*)", low)
    if to is None:
        return "any"
    side = "_side" if re.search(r"\bpermanent", to[1]) else ""  # "… or a permanent an opponent controls"
    if re.search(r"\bopponent", to[1]):
        return "opponent" + side
    if re.search(r"\byou\b", to[1]):
        return "you" + side
    return "any"


def _fits(scope: str, who: str | None) -> bool:
    """A modifier's scope applies to the recipient told: "opponent_side" to the opponent or their permanent."""
    sides = {"opponent_side": ("opponent", "theirs"), "you_side": ("you", "mine")}
    return scope in ("any", who) or who in sides.get(scope, ())


def _sentences(card: Card) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.)])\s+|\n", card.oracle_text) if s.strip()]


#: a modal card that either gains life or prevents damage (the question choosing the life: `GAIN_SAID`)
_GAIN_MODE = re.compile(r"^•? ?target player gains \d+ life", re.I | re.M)


#: a condition on the source's mana value (Obosh, the Preypiercer), which an Adventure or X spell changes on the stack
_PARITY = re.compile(r"with an? (?:odd|even) (?:converted mana cost|mana value)")


def modifiers(cards: tuple[Card, ...], kind: str, frame: Frame | None = None) -> list[Modifier]:
    """The replacement/prevention effects of `cards` that modify `kind` events (tokens, counters, damage)."""
    found: list[Modifier] = []
    for card in cards:
        if (
            frame is not None
            and kind == "damage"
            and GAIN_SAID.search(frame.folded)
            and _GAIN_MODE.search(card.oracle_text)
        ):
            continue  # "I respond with Healing Salve for 3 life": its other mode, no prevention
        for sentence in _sentences(card):
            low = sentence.lower()
            mod = None
            if kind == "tokens" and re.search(r"would (create|be created)|tokens? would be created", low):
                if "creature tokens" in low and frame is not None and _noncreature_tokens(frame):
                    continue  # Parallel Lives doubles creature tokens only, not a Treasure or a Clue
                if "twice that many" in low:
                    mod = Modifier(card, "double", 2, sentence)
            elif kind == "counters" and "counter" in low and re.search(r"would (put|be put)", low):
                if "twice that many" in low:
                    mod = Modifier(card, "double", 2, sentence)
                elif m := re.search(r"that many plus (one|two|\d+)", low):
                    mod = Modifier(card, "plus", number(m[1]) or 1, sentence)
            elif kind == "damage":
                if re.search(r"double that damage|twice that much damage", low):
                    mod = Modifier(card, "double", 2, sentence, _scope(low))
                elif "triple that damage" in low:
                    mod = Modifier(card, "triple", 3, sentence, _scope(low))
                elif m := re.search(r"that much damage plus (\d+)", low):
                    mod = Modifier(card, "plus", int(m[1]), sentence, _scope(low))
                elif (
                    m := re.search(r"would deal (\d+) or more damage[^.]*deals (\d+) damage[^.]* instead", low)
                ) and int(m[1]) == int(m[2]) + 1:
                    mod = Modifier(card, "cap", int(m[2]), sentence, _scope(low))  # Divine Presence: 4 or more → 3
                elif m := re.search(r"prevent the next (\d+) damage", low):
                    mod = Modifier(card, "prevent", int(m[1]), sentence)
                elif m := re.search(r"prevent (\d+|one|two|three) of that damage", low):  # Urza's Armor, each time
                    mod = Modifier(card, "prevent", number(m[1]) or 1, sentence, _scope(low))
                elif m := re.search(r"prevent half that damage, rounded (up|down)", low):
                    mod = Modifier(card, f"half_{m[1]}", 0, sentence, _scope(low))
                elif m := re.search(
                    r"the next time an? (?:(white|blue|black|red|green) )?source[^.]*would deal damage[^.]*"
                    r"prevent that damage",
                    low,
                ):
                    mod = Modifier(card, "prevent_all", 0, sentence, _scope(low), m[1] or "")
                elif re.search(r"prevent all combat damage", low):
                    mod = Modifier(card, "prevent_combat", 0, sentence)
                elif re.search(r"prevent all damage", low):
                    mod = Modifier(card, "prevent_all", 0, sentence)
            if mod and _PARITY.search(low):
                mod = replace(mod, scope="parity")  # Obosh: "a source … with an odd mana value", not decided here
            if mod:
                found.extend([mod] * (copies(frame, card) if frame else 1))
    return found


def apply(amount: int, order: tuple[Modifier, ...]) -> int:
    for mod in order:
        if amount <= 0:
            return 0  # no event left to modify ("one or more counters would be put")
        if mod.op == "double":
            amount *= 2
        elif mod.op == "triple":
            amount *= 3
        elif mod.op == "plus":
            amount += mod.value
        elif mod.op == "cap":
            amount = min(amount, mod.value)
        elif mod.op == "prevent":
            amount = max(0, amount - mod.value)
        elif mod.op == "half_up":
            amount -= (amount + 1) // 2
        elif mod.op == "half_down":
            amount -= amount // 2
        else:  # prevent_all, prevent_combat (only kept for combat damage)
            amount = 0
    return amount


def outcomes(amount: int, mods: list[Modifier]) -> list[tuple[tuple[Modifier, ...], int]]:
    seen: dict[tuple[str, ...], tuple[tuple[Modifier, ...], int]] = {}
    for order in itertools.permutations(range(len(mods))):
        key = tuple(mods[i].card.name + mods[i].op for i in order)
        chain = tuple(mods[i] for i in order)
        seen.setdefault(key, (chain, apply(amount, chain)))
    return list(seen.values())


_COPY_WITH_COUNTER = re.compile(r"as a copy of[^\n]*additional \+1/\+1 counter", re.I)


#: "where X is the number of Goblins you control" (Krenko, Mob Boss)
_X_COUNTS = re.compile(r"where X is the number of (\w+?)s? you control", re.I)


def _base(frame: Frame, kind: str, exclude: set[str]) -> tuple[int, Card | None] | None:
    """How many tokens/counters or how much damage the event has before any replacement."""
    patterns = {
        "tokens": rf"\bcreates? {_COUNT}\b[^.]*?\btokens?\b",
        # "enters with", "put", and undying's "return it to the battlefield … with a +1/+1 counter on it"
        "counters": rf"(?:enters(?: the battlefield)? with|put|to the battlefield [^.]*?with) {_COUNT} \+1/\+1 counters?",
        "damage": rf"deals {_COUNT} damage",
    }
    if kind == "counters":  # Spark Double: its copy enters with one counter; the original's counters aren't copied
        copier = next((c for c in frame.cards if _COPY_WITH_COUNTER.search(c.oracle_text)), None)
        if copier is not None and copier.name not in exclude and re.search(r"\bcop(y|ies|ia|io)", frame.folded):
            return 1, copier
    if kind == "counters":  # Vigor: as many counters as the damage it prevented
        converter = _converter(frame, exclude)
        damage = _base(frame, "damage", exclude | {converter.name}) if converter is not None else None
        if converter is not None and damage is not None and damage[1] is not None:
            return damage[0], converter
    for card in frame.cards:
        if card.name in exclude:
            continue
        if kind == "counters" and re.search(r"^proliferate\b", card.oracle_text, re.I | re.M):
            return 1, card  # proliferate puts one more counter of each kind already there (701.34a)
        if kind == "tokens" and re.search(r"token[^.]*\bfor each \+1/\+1 counter on", card.oracle_text, re.I):
            counters = _base(frame, "counters", exclude)  # Hangarback Walker: as many tokens as it had counters
            if counters is not None and counters[1] is card:
                mods = modifiers(frame.cards, "counters", frame)
                return max((value for _, value in outcomes(counters[0], mods)), default=counters[0]), card
            if counters is not None and counters[1] is None and counters[0]:
                return counters[0], card  # "dies with 3 +1/+1 counters on it": the counters it had
        if kind == "damage" and re.search(
            r"damage equal to the sacrificed creature[’']s power", card.oracle_text, re.I
        ):
            said = re.search(r"sacrific\w*", frame.question, re.I)
            after = [c for c in creatures(frame) if c.name != card.name and said and c.position > said.start()]
            fodder = min(after, key=lambda c: c.position) if after else None  # Fling: the creature sacrificed
            if fodder is not None:
                return fodder.power, card
        m = re.search(patterns[kind], card.oracle_text, re.I)
        asks_trigger = re.search(r"\btrigger|\babilit|\bdispar|\bhabilidad|\bping", frame.clause or frame.asked)
        if m and kind == "damage" and "Creature" in card.type_line and frame.has("attack") and not asks_trigger:
            # Bonecrusher Giant attacking: its combat damage, not its trigger's 2 (Stomp's 2 still, when cast)
            untriggered = [
                found
                for found in re.finditer(patterns[kind], card.oracle_text, re.I)
                if not re.match(
                    r"(?:[\w' -]{3,30} — )?when(?:ever)?\b", card.oracle_text[: found.start()].rsplit("\n", 1)[-1], re.I
                )
            ]
            m = untriggered[0] if untriggered else None
            adventure = card.name.split(" // ")[1] if " // " in card.name and "Adventure" in card.type_line else ""
            if adventure and not re.search(rf"\b{re.escape(fold(adventure))}\b", frame.folded):
                m = None  # the Giant attacks, its Adventure isn't cast: its combat damage
        if m and m[1].lower() == "x" and x_said(frame.folded) is None:
            # Walking Ballista's "enters with X" with no X said: its "{4}: Put a +1/+1 counter" when that is used
            later = [f for f in re.finditer(patterns[kind], card.oracle_text, re.I) if f[1].lower() != "x"]
            m = later[0] if later and re.search(r"\bactivat\w*|\babilit|\bhabilidad|\bactiv[oa]", frame.folded) else m
        if m:
            value = x_said(frame.folded) if m[1].lower() == "x" else number(m[1])
            if value is None and _X_COUNTS.search(card.oracle_text):
                return None  # Krenko: "where X is the number of Goblins you control" — x_count counts the board
            if kind == "tokens" and value is not None:
                # Wurmcoil Engine: "create a … token with deathtouch and a … token with lifelink" is two tokens
                rest = card.oracle_text[m.end() :].split(".", 1)[0]
                value += len(re.findall(r"\band (?:an?|one) [^.]*?\btoken\b", rest, re.I))
            if kind == "damage" and re.search(r"kick|estimulo", frame.folded):
                kicked = re.search(r"kicked, [^.]*deals (\d+) damage", card.oracle_text, re.I)
                value = int(kicked[1]) if kicked else value
            if value is not None:
                return value, card
    # the question's own amount: "2 tokens", "un contador +1/+1"
    m = re.search(
        rf"\b({_COUNT[1:-1]}|un|una|uno) (\+1/\+1 )?(tokens?|counters?|damage|fichas?|contador(?:es)?|danos?)",
        frame.folded,
    )
    if m and number(m[1]) is not None:
        return number(m[1]) or 0, None
    named_kind = _TOKEN_KINDS.search(frame.folded) if kind == "tokens" else None
    if named_kind is not None and number(named_kind[1]) is not None:
        return number(named_kind[1]) or 0, None  # "i make one treasure", "creo dos pistas"
    unblocked = not frame.has("block") or UNBLOCKED.search(frame.folded)
    if kind == "damage" and frame.has("attack") and unblocked:  # unblocked: all of it goes to the player
        found = creatures(frame)

        def said_attacking(c: Creature) -> bool:
            if re.search(r"\b(attack\w*|atac\w*|swing\w*)\b[^.]{0,25}$", frame.question.lower()[: c.position]):
                return True
            low = frame.question.lower()
            # its first mention, or a later one by its short name ("torbran and … out, and torbran swings in")
            short = re.escape(c.name.split(",")[0].lower())
            for at in [c.position] + [m.start() for m in re.finditer(rf"\b{short}\b", low) if m.start() > c.position]:
                if at > c.position and re.search(r"\b(attack\w*|atac\w*|swing\w*)\b[^.]{0,25}$", low[:at]):
                    return True  # "tengo torbran … ataco con torbran"
                verb = re.match(
                    r"[^.]{0,40}?\b(attacks|connects|swings|is unblocked|goes unblocked|gets in|got in|unblocked|ataca)\b",
                    low[at:],
                )  # positions are the question's ("opp" is folded to "opponent")
                # "obosh on board, my bonecrusher giant gets in": the verb is the next creature's
                if verb is not None and not any(at < o.position < at + verb.end() for o in found):
                    return True
            return False

        # combat damage: the attacker's power ("attack with a red 2/2", "my Elf (3 power) connects")
        attackers = [c for c in found if said_attacking(c)]
        if len(attackers) == 1:
            attacking = frame.named(attackers[0].name)
            return attackers[0].power, attacking
    power = _POWER_SAID.search(frame.folded) if kind == "damage" and unblocked else None
    if (
        power is not None
        and (power[3] or power[4])
        and (
            len(frame.cards) > 1
            or _MORE_TOLD.search(frame.folded)
            # Gratuitous Violence doubles only its controller's creatures: the attacker's side isn't read here
            or any(re.search(r"creature you control would deal damage", c.oracle_text, re.I) for c in frame.cards)
        )
    ):
        power = None  # "attacks me with a 4-power creature and a 2-power one", equipped, double strike: not one power
    if power is not None:
        power_said = next(group for group in power.groups() if group)
        return int(power_said), None  # "my 3-power red creature hits an opponent unblocked"
    return None


_MORE_TOLD = re.compile(
    r"\band (?:a|an|another|one)\b|\by (?:otr[oa]|un|una)\b|\bequip\w*|\bdouble\b|\bdoble\b|\bdicha\b|\bfirst strike\b|"
    r"\bpariah\b|\bprevent\w*|\bprevien\w*"
)
_POWER_SAID = re.compile(
    r"\b(\d+)[- ]power\b[^.?]{0,30}\b(?:hits|connects|attacks|swings|is unblocked|goes unblocked)\b|"
    r"\b(?:de|con) (\d+) de fuerza\b[^.?]{0,30}\b(?:ataca|pega|golpea|no (?:es|fue) bloquead)|"
    # the attack told first: "el rival me ataca con un bicho de 4 de fuerza", "attacks me with a 4-power guy"
    r"\b(?:ataca|atacan|attacks?)\b (?:me )?(?:con|with) (?:un|una|a|an) (?:\w+ )?(?:de (\d+) de fuerza|(\d+)[- ]power)\b"
)


#: damage prevented and turned into as many +1/+1 counters (Vigor, Stormwild Capridor)
_PREVENTED_INTO_COUNTERS = re.compile(
    r"prevent that damage\. put a \+1/\+1 counter on [^.]*\bfor each 1 damage prevented this way", re.I
)


def _converter(frame: Frame, exclude: set[str]) -> Card | None:
    return next(
        (c for c in frame.in_play if c.name not in exclude and _PREVENTED_INTO_COUNTERS.search(c.oracle_text)), None
    )


#: "Counters can't be put on artifacts, creatures, enchantments, or lands." (Solemnity)
_NO_COUNTERS = re.compile(r"counters can[’']t be put on [^.]*\bcreatures\b", re.I)
_ENTERS_WITH = re.compile(r"enters the battlefield with (x|\w+) \+1/\+1 counters?", re.I)


def _no_counters(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Solemnity is out and I cast Walking Ballista for X=2: does it die?" It enters with no counters (the "can't"
    wins, 101.2), so a 0/0 is put into its owner's graveyard (704.5f)."""
    stopper = next((c for c in frame.in_play if _NO_COUNTERS.search(c.oracle_text)), None)
    enters = next(
        (
            c
            for c in frame.cards
            if c is not stopper and "Creature" in c.type_line and _ENTERS_WITH.search(c.oracle_text)
        ),
        None,
    )
    if stopper is None or enters is None or frame.qtype not in (QType.YES_NO, QType.HOW_MANY, QType.WHAT_HAPPENS):
        return None
    cant = cite("101.2", r"the “can’t” effect takes precedence", r"")
    lang = frame.lang
    finding = t(lang, "repl.no_counters", card=enters.name, stopper=stopper.name)
    rules = [cant]
    if enters.toughness == "0":
        dies = cite("704.5f", r"toughness 0 or less", r"resistencia 0 o menos")
        finding += " " + t(lang, "repl.no_counters_dies", card=enters.name)
        rules.append(dies)
    finding += ids(*rules)
    if frame.qtype is QType.HOW_MANY:
        text = "0: " + finding
    elif frame.qtype is QType.YES_NO and ASKS_DIES.search(frame.clause or frame.asked):
        text = t(lang, "yes" if enters.toughness == "0" else "no") + " " + finding
    elif frame.qtype is QType.YES_NO:
        return None
    else:
        text = finding
    return Verdict(text, [Step(finding, tuple(r for r in rules if r))], cite.quotes, (stopper, enters), "replacement")


#: Kalitas: "If a nontoken creature an opponent controls would die, instead exile that card and create …"
_OPPONENTS_DIE_INSTEAD = re.compile(r"if a nontoken creature an opponent controls would die, instead", re.I)
#: the one dying is the asker's own ("my Grizzly Bears would die") or a token ("a token", "una ficha de …")
_OWN_DIES = re.compile(
    r"\b(?:my|mi|mis)\s+(?!opponent|opp\b|rival|oponente)[^.?]{1,40}?\b(?:would\s+)?(?:dies?|died|muere|muera)\b"
)
_TOKEN_DIES = re.compile(
    r"\b(?:a|an|the|una|la)\s+(?:\w+\s+){0,2}?(?:token|ficha)\b[^.?]{0,30}\b(?:dies|would die|muere)\b|"
    r"\b(?:dies|muere|muera)\s+(?:a|an|the|una|la)\s+(?:\w+\s+){0,2}?(?:token|ficha)\b"
)


def _not_replaced(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I control Kalitas and Doubling Season. My Grizzly Bears would die. How many Zombies?" 0: Kalitas replaces
    only the death of a nontoken creature an opponent controls; the asker's own creature (or a token) just dies."""
    if frame.qtype is not QType.HOW_MANY or not re.search(
        r"\btokens?\b|\bfichas?\b|\bzombies?\b", frame.clause or frame.asked
    ):
        return None
    maker = next((c for c in frame.cards if _OPPONENTS_DIE_INSTEAD.search(c.oracle_text)), None)
    if maker is None or controller(frame, maker) == "opponent":
        return None
    token = _TOKEN_DIES.search(frame.folded)
    if not (token or (_OWN_DIES.search(frame.folded) and not _AFFECTS_THEIRS.search(frame.folded))):
        return None
    rule = cite("614.1a", r"instead", r"en vez de")
    key = "replacement.not_theirs_token" if token else "replacement.not_theirs"
    return answered(None, "0: " + t(frame.lang, key, card=maker.name), rule, cite, (maker,), "replacement")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    mine = _not_replaced(frame, cite)
    if mine is not None:
        return mine
    exile = _graveyard_replacement(frame, cite)
    if exile is not None:
        return exile
    stopped = _no_counters(frame, cite) or _redirected(frame, cite)
    if stopped is not None:
        return stopped
    if frame.qtype is QType.YES_NO and _ASKS_RETURN.search(frame.clause or frame.asked):
        if any(_RETURNS_ITSELF.search(c.oracle_text) for c in frame.cards):
            return None  # "with Doubling Season it got 2 counters: does it come back again?": undying's question
    if re.search(r"\bpoison\b|\bveneno\b", frame.folded):
        return None  # poison counters go on a player, not a permanent: no counter doubling read here applies
    copied = _copied_permanent_spell(frame, cite)
    if copied is not None:
        return copied
    found = _effects(frame, cite)
    if frame.qtype is QType.WHO and found is not None and not re.search(r"\bchoose|\belige", found.text, re.I):
        # "… opp shocks it. who chooses which effect applies first?": who, not only the amount
        return _who_chooses(frame, cite) or found
    return found or _who_chooses(frame, cite)


#: a copy of a permanent spell: "copy my creature spell", "copio mi hechizo de criatura"
_COPIES_PERMANENT_SPELL = re.compile(
    r"\bcop\w*\s+(?:\w+\s+){0,3}?(?:creature|artifact|enchantment|permanent)\s+spell\b|"
    r"\bcop\w*\s+(?:\w+\s+){0,3}?hechizo de (?:criatura|artefacto|encantamiento|permanente)\b"
)
_ASKS_TOKENS = re.compile(r"\btokens?\b|\bfichas?\b")


def _copied_permanent_spell(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Lithoform Engine copies my creature spell with Anointed Procession out: two tokens?" No: the copy becomes a
    token as it resolves, and that token isn't "created", so token doublers don't apply to it (111.13)."""
    clause = frame.clause or frame.asked
    doubler = next((c for c in frame.in_play if _TOKEN_DOUBLER.search(c.oracle_text)), None)
    if doubler is None or not _COPIES_PERMANENT_SPELL.search(frame.folded) or not _ASKS_TOKENS.search(clause):
        return None
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY):
        return None
    rule = cite("111.13", r"is not “created”", r"")
    finding = t(frame.lang, "repl.copy_not_created", card=doubler.name)
    if frame.qtype is QType.HOW_MANY:
        return answered(None, "1: " + finding, rule, cite, (doubler,), "replacement")
    asked_one = re.search(r"\b(?:just|only|solo|solamente) (?:one|1|una)\b|\b(?:one|1|una) (?:token|ficha)\b", clause)
    return answered("yes" if asked_one else "no", finding, rule, cite, (doubler,), "replacement")


#: a token doubler: "If an effect would create one or more tokens under your control, it creates twice that many"
_TOKEN_DOUBLER = re.compile(r"would create one or more tokens[^.]*(?:twice|that many plus|instead)", re.I)


#: a redirection of the next N damage (Harm's Way): "The next 2 damage that a source of your choice would deal to you
#: and/or permanents you control this turn is dealt to any target instead."
_REDIRECTS_NEXT = re.compile(r"the next (\d+) damage that [^.]*would deal to you[^.]* is dealt to [^.]* instead", re.I)
#: Pariah, Pariah's Shield: "All damage that would be dealt to you is dealt to enchanted creature instead."
_REDIRECTS_ALL = re.compile(r"^all damage that would be dealt to you is dealt to (?:enchanted|equipped) creature instead",
                            re.I | re.M)  # fmt: skip
#: a shield on a chosen target: "Prevent the next 3 damage that would be dealt to any target this turn."
_PREVENTS_NEXT = re.compile(
    r"prevent the next \d+ damage that would be dealt to (?:any target|target [^.]*player)", re.I
)
#: asks to apply one effect first: "can i choose for the salve to apply first", "¿puedo aplicar primero el salve?"
_ASKS_FIRST = re.compile(
    r"\b(?:choose|pick|decide)\b[^.?]{0,40}\b(?:apply|applies|go|goes|happen)\w* first\b|\bappl(?:y|ies) first\b|"
    r"\b(?:aplicar|aplique|aplico|se aplique|elegir|elijo)\b[^.?]{0,30}\bprimero\b|\bprimero\b[^.?]{0,20}\b(?:aplic\w*)"
)
_ASKS_MY_LOSS = re.compile(
    r"\b(?:do|would|will) i (?:still )?(?:lose|take)\b|\b(?:pierdo|recibo)\b|\bme (?:hace|hacen|llega)\w* (?:dano|da)"
)
_UNATTACHED = re.compile(
    r"n[o'’]t attached\b|\bunattached\b|\bisn'?t (?:on|equipped)\b|\bsin equipar\b|\bno (?:esta )?(?:anexad|equipad)"
)
#: the source Harm's Way chooses: "choosing the bolt", "eligiendo el bolt", "but choose their Craw Wurm as the source"
_CHOSEN = re.compile(
    r"\b(?:choos\w*|chose|eligiendo|elijo|elige)\s+(?:the |their |his |her |my |el |la |su |a )?([\w' ]{2,30}?)(?=\s+(?:as|como|and|y|instead|en vez)\b|[,.;?]|$)"
)
_THE_SPELL = re.compile(r"(?:it|that|this|the spell|spell|bolt|lo|eso|el hechizo)$")
_ASKS_TAKE = re.compile(r"\bi (?:actually |really |still )?take\b|\bdo i take\b|\brecibo\b|\bme (?:hace|llega)\w*")


def _put_by_me(frame: Frame, card: Card) -> bool:
    """The asker put the Aura or Equipment there: "le puse Pariah a mi Myr", "I put Pariah on my Myr"."""
    return bool(
        re.search(
            rf"\b(?:le |les )?(?:puse|pongo|i put|i attach\w*|i cast|lance|i equip\w*)\s+(?:(?:a|an|un|una|mi|my)\s+)?"
            rf"(?:{name_pattern(card)})",
            frame.folded,
        )
    )


def _redirected(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They Bolt my face; I respond with Harm's Way choosing the Bolt: how much do I take?" 1: the next 2 of the
    Bolt's 3 damage is dealt to another target instead (614.9), the rest to the asker."""
    whole = next((c for c in frame.cards if _REDIRECTS_ALL.search(c.oracle_text)), None)
    if (
        whole is not None
        and frame.qtype is QType.YES_NO
        and _ASKS_MY_LOSS.search(frame.clause or frame.asked)
        and (controller(frame, whole) == "me" or _put_by_me(frame, whole))  # "you" on it: its controller (109.5)
        and not _UNATTACHED.search(frame.folded)  # with nothing equipped, nothing to redirect to
    ):
        # Pariah: "si me atacan con 10 de daño, ¿pierdo vida?" No: all of it is dealt to the creature instead
        rule = cite("614.9", r"redirection effects", r"redirecci")
        return answered("no", t(frame.lang, "repl.redirected_all", card=whole.name), rule, cite, (whole,),
                        "replacement")  # fmt: skip
    shield = next((c for c in frame.cards if _PREVENTS_NEXT.search(c.oracle_text)), None)
    on_me = re.search(
        r"\b(?:on|to|at) (?:me|myself)\b|\bmyself\b|\ba mi mism[oa]\b|\ba mí\b|\ba mi cara\b", frame.folded
    )
    if (
        whole is not None
        and shield is not None
        and frame.qtype is QType.YES_NO
        and _ASKS_FIRST.search(frame.folded)
        and on_me
    ):
        # Pariah and a Healing Salve on the asker: "can i choose for the salve to apply first?" Yes, the damage
        # would be dealt to the asker, the affected player, who picks the order (616.1); the shield first prevents it
        if controller(frame, whole) == "opponent" or re.search(
            r"\b(?:opp|opponent|they|rival|oponente)\b[^.?]{0,20}"
            r"\b(?:choose|chooses|elige)\b",
            frame.clause or frame.asked,
        ):
            return None
        rule = cite("616.1", r"chooses one to apply", r"elige uno")
        finding = t(frame.lang, "repl.shield_before_redirect", shield=shield.name, redirect=whole.name)
        return answered("yes", finding, rule, cite, (whole, shield), "replacement")
    redirect = next((c for c in frame.cards if _REDIRECTS_NEXT.search(c.oracle_text)), None)
    if redirect is None or frame.qtype is not QType.HOW_MANY or not _ASKS_TAKE.search(frame.clause or frame.asked):
        return None
    base = _base(frame, "damage", {redirect.name})
    if base is None or base[1] is None or recipient(frame) != "you" or len(modifiers(frame.cards, "damage", frame)):
        return None  # combat damage, a damage amount not read, or another shield beside it
    if any("Planeswalker" in c.type_line for c in frame.cards) or copies_said(frame, redirect) > 1:
        return None  # the damage aimed at a planeswalker, or two redirections: not the arithmetic read here
    theirs = (
        rf"\b(?:opp\w*|they|he|she|rival|oponente)\b(?:(?!\bi\b|\byo\b)[^.]){{0,25}}\b(?:cast\w*|lanz\w*)\s+"
        rf"(?:{name_pattern(redirect)})"
    )
    chosen = _CHOSEN.search(frame.folded)
    if re.search(theirs, frame.folded) or (
        chosen and not (named_in(base[1], chosen[1]) or _THE_SPELL.match(chosen[1]))
    ):
        return None  # their Harm's Way, or another source chosen
    moved = _REDIRECTS_NEXT.search(redirect.oracle_text)
    assert moved is not None
    left = max(0, base[0] - int(moved[1]))
    rule = cite("614.9", r"redirection effects", r"redirecci")
    finding = t(frame.lang, "repl.redirected", card=redirect.name, source=base[1].name, n=moved[1],
                total=str(base[0]), left=str(left))  # fmt: skip
    return answered(None, f"{left}: {finding}", rule, cite, (redirect, base[1]), "replacement")


_ASKS_RETURN = re.compile(r"\bvuelve\w*|\bcome\w* back\b|\breturns?\b|\bregres\w*")
_RETURNS_ITSELF = re.compile(r"^(?:undying|persist)\b", re.I | re.M)


#: Oracle text of a replacement or prevention effect
_REPLACES = re.compile(r"\binstead\b|\bprevent\b|\bwould\b[^.]*\b(enter|die|deal|create|put)", re.I)
#: whose object or life the event changes, from the question's words
_AFFECTS_THEIRS = re.compile(
    r"(?:opponent|opp)'?s (?:(?:nontoken|non-token|best|only) )?(creature|permanent)|creature (an|my) opponent controls|(criatura|permanente) (no ficha )?de mi "
    r"(rival|oponente)|\bsu criatura\b|\ba (mi )?(rival|oponente)\b|\bmy opponent (takes|is dealt)|"
    # "the opponent puts a +1/+1 counter on his creature"
    r"\b(?:on|onto|to) (?:his|her|their) (?:own )?(?:creature|permanent|guy)\b|\ben su (?:propia )?(?:criatura|bicho)\b|"
    r"\b(bicho|criatura|permanente)s?\b[^.?]{0,20}\b(del|de mi) (rival|oponente)\b|"
    # "I kill their nontoken guy"
    r"\b(?:kill|destroy|bolt|murder|shock)\w* (?:one of )?(?:their|his|her)\b|"
    # damage at the opponent: "le tiro Lightning Bolt a la cara", "I bolt his face"
    r"\ble (?:tiro|lanzo|hago|pego)\b[^.?]{0,40}\ba la cara\b|\b(?:at|to) (?:his|her|their) face\b"
)
_AFFECTS_MINE = re.compile(
    r"\bmy (creature|permanent)|\bmi criatura|\bmi permanente|\bme\b|\b(to|at) me\b|\bi take\b|\brecibo\b"
)


def _who_chooses(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Who decides which applies?" with two or more replacement or prevention effects and no amounts to compute:
    the affected player, or the controller of the affected object (616.1)."""
    # "¿yo elijo cuál se aplica primero?", "do i choose the order?": who chooses, asked as yes or no
    asked = (frame.clause or frame.asked).lstrip(" ¿¡")
    i_choose = (
        frame.qtype in (QType.YES_NO, QType.ORDER)
        and _I_CHOOSE_ORDER.match(asked)
        and re.search(r"\b(?:which|order|first|cual|orden|primero)\b", asked)  # the order, not "can i choose to exile"
    )
    if not (
        _ASKS_WHO.search(frame.folded)
        or i_choose
        or frame.qtype is QType.WHO
        and re.search(r"choos|decid|elig|escog", frame.asked)
    ):
        return None
    shields = [card for card in frame.in_play if _REPLACES.search(card.oracle_text)]
    # the moving card's own replacement (Blightsteel's shuffle) applies wherever it is: sacrificed, milled
    shields += [card for card in frame.cards if card not in shields and self_replacement(card)]
    several = len(shields) >= 2 or re.search(
        r"\b(two|both|dos|ambos|ambas) (sources|fuentes|effects|efectos)|which (replacement|effect|one) appl|"
        r"(cual|que) (reemplazo|efecto) se aplica|cual se aplica",
        frame.folded,
    )
    # "two replacement effects both want to modify damage that would be dealt to me": said without cards
    said = re.search(
        r"\b(?:two|both|multiple|several|dos|ambos|varios) (?:replacement |prevention |(?:replacement|prevention) and "
        r"(?:replacement|prevention) )?effects\b|\b(?:dos|varios|ambos) efectos de (?:reemplazo|prevencion)\b",
        frame.folded,
    )
    # said without cards, only about a concrete event ("…modify damage that would be dealt to me"): "al mismo
    # evento" in general is the 616 procedure's question, which the general answer walks through
    concrete = re.search(r"\bdamage\b|\bdano\b|\btokens?\b|\bfichas?\b|\bcounters?\b|\bcontadores\b", frame.folded)
    if not (shields and several) and not (said and concrete):
        return None
    rule = cite("616.1", r"chooses one to apply", r"elige uno")
    theirs, mine = _AFFECTS_THEIRS.search(frame.folded), _AFFECTS_MINE.search(frame.folded)
    key = "repl.who_theirs" if theirs and not mine else "repl.who_mine" if mine and not theirs else "repl.who_any"
    own = [card for card in shields if self_replacement(card)]
    side = controller(frame, own[0]) if len(own) == 1 and len(shields) == 2 else None
    if side is not None:
        # Darksteel Colossus milled under Leyline of the Void: the card's own effect is on the card it changes, so
        # whose card it is says who chooses, and choosing its own effect first leaves the other nothing to do
        other = next(card for card in shields if card is not own[0])
        finding = t(frame.lang, "repl.who_own_" + ("mine" if side == "me" else "theirs"), card=own[0].name,
                    other=other.name, clause=self_replacement(own[0]) or "")  # fmt: skip
        return answered(None, finding, rule, cite, tuple(shields), "replacement")
    opener = None
    if i_choose and key != "repl.who_any":
        opener = "yes" if key == "repl.who_mine" else "no"
    return answered(opener, t(frame.lang, key), rule, cite, tuple(shields), "replacement")


_ARTIFACT_TOKEN = re.compile(
    r"\bcreates? (?:a|an|one|two|three|x|\d+) (?:tapped )?(?:treasure|clue|food|blood|gold) tokens?\b", re.I
)


def _noncreature_tokens(frame: Frame) -> bool:
    """The tokens made are Treasures, Clues, Food…: said so, or the only maker named makes them."""
    if _TOKEN_KINDS.search(frame.folded):
        return True
    makers = [c for c in frame.cards if re.search(r"\bcreates?\b[^.]*\btokens?\b", c.oracle_text, re.I)]
    return bool(makers) and all(_ARTIFACT_TOKEN.search(c.oracle_text) for c in makers)


#: a predefined token made, counted: "i make one treasure", "creo dos pistas", "create 3 food"
_TOKEN_KINDS = re.compile(
    rf"\b(?:make|makes|create|creates|get|gets|creo|crea|crear|hago|saco|obtengo)\s+({_COUNT[1:-1]}|un|una|uno|dos|tres|"
    r"cuatro)\s+"
    r"(?:treasures?|clues?|foods?|blood tokens?|tesoros?|pistas?|comidas?)\b"
)


def _effects(frame: Frame, cite: Citer) -> Verdict | None:
    if (re.search(r"loyalty|lealtad", frame.clause or frame.asked) or frame.has("loyalty")) and any(
        "Planeswalker" in c.type_line for c in frame.cards
    ):
        return None  # the counters a planeswalker enters with: the loyalty reasoner's
    for kind, wanted in (("tokens", ("token",)), ("counters", ("counters",)), ("damage", ("damage", "prevent"))):
        mods = modifiers(frame.in_play, kind, frame)
        if not mods and kind == "counters" and frame.has("counters"):
            converted = _converted(frame, cite)
            if converted is not None:
                return converted
        if not mods:
            gone = modifiers(tuple(c for c in frame.cards if c.name in frame.removed), kind, frame)
            base = _base(frame, kind, {m.card.name for m in gone}) if gone else None
            if gone and base is not None and frame.has(*wanted):
                return _gone(frame, cite, kind, gone, *base)
            continue
        base = _base(frame, kind, {m.card.name for m in mods})
        kinds_said = kind == "tokens" and bool(_TOKEN_KINDS.search(frame.folded))
        # "my 3-power red creature hits an opponent": combat damage said without the word
        hits = kind == "damage" and frame.has("attack") and bool(_POWER_SAID.search(frame.folded))
        if base is None or not (frame.has(*wanted) or base[1] is not None or kinds_said or hits):
            continue
        if base[1] is not None and base[1] is never_died(frame):
            return None  # its dies trigger makes them, and it was exiled: nothing is made (the dies-trigger reasoner)
        others: list[Modifier] = []
        gets: str | None = None
        if kind != "damage":
            gets = _holder(frame, base[1], kind)
            kept = _for_their_controller(frame, mods, gets)
            mods, others = kept, [m for m in mods if m not in kept]
            if not mods:
                return _unchanged(frame, cite, kind, others, base[0], gets)
        if kind == "damage":
            combat = (
                base[1] is None
                or not re.search(r"deals", base[1].oracle_text)
                or ("Creature" in base[1].type_line and frame.has("attack", "block"))
            )
            if (base[1] is None and not frame.has("attack")) or _AFTER_THE_FACT.search(frame.folded):
                return None  # several damage events, or prevention asked after the damage was dealt
            spell = not combat and not re.search(r"combat damage|dano de combate", frame.folded)
            mods = [m for m in mods if not (m.op == "prevent_combat" and spell)]
            parity = [m for m in mods if m.scope == "parity"]
            mods = _for_this_damage(frame, mods, base[1])
            if not mods and parity and base[1] is not None and len(parity) == len(set(m.card.name for m in parity)):
                # Obosh beside Stomp: mana value 2 on the stack, even, so the damage isn't doubled
                return _parity_missed(frame, cite, parity[0], base[0], base[1])
            if not mods:
                return None
            unpreventable = _unpreventable(frame, combat)
            if unpreventable is not None and any(m.prevents for m in mods):
                return _unpreventable_amounts(frame, cite, mods, unpreventable, *base)
        verdict = _amounts(frame, cite, kind, mods, *base, gets)
        return _with_left_out(frame, cite, verdict, others) if others else verdict
    return None


def _converted(frame: Frame, cite: Citer) -> Verdict | None:
    """Vigor and a damage spell, no counter doubler: the creature gets a counter for each damage prevented."""
    base = _base(frame, "counters", set())
    if base is None or base[1] is None or base[1] is not _converter(frame, set()):
        return None
    prevented = cite("615.5", r"may refer to the amount of damage that was prevented", r"prevenido")
    text = t(frame.lang, "repl.prevented_counters", card=base[1].name, n=str(base[0])) + ids(prevented)
    if frame.qtype is QType.YES_NO:
        text = _yes_no(frame, "counters", text, base[0], base[0])
    return Verdict(text, [], cite.quotes, (base[1],), "replacement")


def _left_out_steps(frame: Frame, cite: Citer, others: list[Modifier]) -> tuple[list[Step], RuleId | None]:
    you = cite("109.5", r"refer to the object’s controller", r"controlador")
    names = list(dict.fromkeys(m.card.name for m in others))
    return [Step(t(frame.lang, "repl.not_theirs", card=name) + ids(you), (you,) if you else ()) for name in names], you


def _yes_no(
    frame: Frame, kind: str, text: str, best: int, base: int, source: Card | None = None, theirs: bool = False
) -> str:
    """A yes/no question's Yes or No before the amount: the number it asks about, or whether damage is prevented."""
    if kind == "damage" and _I_CHOOSE.search(frame.clause or frame.asked):
        # "¿y ese orden lo escojo yo, no el que tiró el Bolt?": the player dealt the damage (or the creature's
        # controller) chooses (616.1)
        who = recipient(frame)
        if who in ("you", "mine", "opponent", "theirs"):
            return t(frame.lang, "yes" if who in ("you", "mine") else "no") + " " + text
    # the numbers of the asking clause ("do I take 6?"), not the situation's ("Healing Salve (prevent 3)")
    said = [int(n) for n in re.findall(r"(?<![\d/+-])\d+(?![\d/])", frame.asked or frame.folded)]
    asked = [n for n in said if n != base and n != x_said(frame.folded)]
    if asked:
        return t(frame.lang, "yes" if best in asked else "no") + " " + text
    if kind == "damage" and _ASKS_PREVENTS.search(frame.asked):
        return t(frame.lang, "yes" if best < base else "no") + " " + text
    hit = [c for c in creatures(frame) if source is None or c.name != source.name]
    if kind == "damage" and len(hit) == 1 and (ASKS_SURVIVES.search(frame.asked) or ASKS_DIES.search(frame.asked)):
        # "does my 3/3 survive?": the damage left against its toughness
        dies = best >= hit[0].toughness
        return t(frame.lang, "yes" if dies == bool(ASKS_DIES.search(frame.asked)) else "no") + " " + text
    if kind == "counters" and best == 0:  # "…so it enters as a 1/1?": no counters, a 0/0 that dies
        return t(frame.lang, "yes" if ASKS_DIES.search(frame.asked) else "no") + " " + text
    if best == 0 and re.search(
        r"\b(give|get|gain|deal|put|take|takes|hace|recibe|recibo|pone|da|llega|llegan)\b", frame.folded
    ):
        return t(frame.lang, "no") + " " + text
    if (
        kind in ("counters", "tokens")
        and best > base
        and _ASKS_ADDS.search(frame.clause or frame.asked)
        # the asker's own +1/+1 counters or tokens only (or the opponent's, when they get them): an opponent's
        # otherwise, or -1/-1 counters, aren't what it changes
        and (
            theirs
            or not re.search(
                r"-1/-1|\bopp\w*|\brival\b|\boponente\b|\btheir\b|\bhis\b|\bher\b|\bsu\b|\bdel otro\b", frame.folded
            )
        )
    ):
        return t(frame.lang, "yes") + " " + text  # "Scales suma uno extra ahí también?": it does, the amount said
    return text


def _unchanged(frame: Frame, cite: Citer, kind: str, others: list[Modifier], base: int, gets: str | None) -> Verdict:
    """Only the other player's doublers are named: the amount is the event's own."""
    steps, you = _left_out_steps(frame, cite, others)
    names = list(dict.fromkeys(m.card.name for m in others))
    cards = t(frame.lang, "repl.not_apply_many" if len(names) > 1 else "repl.not_apply", cards=" y ".join(names)
              if frame.lang == "es" else " and ".join(names))  # fmt: skip
    key = f"repl.unchanged_{kind}_theirs" if kind == "tokens" and gets == "opponent" else f"repl.unchanged_{kind}"
    if kind == "tokens" and base == 1:
        key += "_one"  # "Your opponent gets 1 token"
    text = t(frame.lang, key, n=str(base), not_applied=cards) + ids(you)
    if frame.qtype is QType.YES_NO:
        said = _yes_no(frame, kind, text, base, base)
        if said == text and _ASKS_EXTRA.search(frame.clause or frame.asked):
            said = t(frame.lang, "no") + " " + text  # "do I still get the extra counters?": the doublers don't apply
        text = said
    return Verdict(text, steps, cite.quotes, tuple(frame.cards), "replacement")


#: asking whether the doublers still add their share
#: whether the modifier adds to this event: "does Scales add one extra there too?", "¿se aplica?"
_ASKS_ADDS = re.compile(
    r"\b(?:add|adds|apply|applies|work|works|extra|double\w*|bonus)\b|\b(?:suma|sumo|agrega|anade|aplica|funciona|extra|"
    r"duplica\w*)\b"
)
_ASKS_EXTRA = re.compile(r"\b(still|extra|double\w*|twice|more|bonus)\b|\b(sigo|sigue|extra|doble|duplica\w*|mas)\b")


def _with_left_out(frame: Frame, cite: Citer, verdict: Verdict, others: list[Modifier]) -> Verdict:
    """The verdict with a first step saying which named doubler doesn't apply, and why."""
    steps, _ = _left_out_steps(frame, cite, others)
    return replace(verdict, steps=[*steps, *verdict.steps], quotes=cite.quotes)


def recipient(frame: Frame) -> str | None:
    """Who is dealt the damage: "you" ("me tira un Bolt a la cara", "Bolts me", "my opponent attacks"),
    "opponent" ("at my opponent", "does my opponent take", "I attack"), "mine" (a permanent of the asker's: "my own
    grizzly bears"), or None when the question doesn't say."""
    folded = frame.folded
    if re.search(r"\bmyself\b|\b(a )?mi mism[oa]\b|\bme mism[oa]\b", folded):
        return "you"  # "what if I Shock myself instead?": said last, it decides
    if re.search(
        r"\bmy own (?!face\b)\w+|\bmi propi[oa] (?!cara\b)\w+|\b(?:a )?mis? propi[oa]s? (?:criatura|bicho)", folded
    ):
        return "mine"  # "i bolt my own grizzly bears": a permanent the asker controls, neither player
    if re.search(
        r"\b(?:at|targets?|targeting|bolts?|pings?|burns?|shocks?|zaps?|a|al) (?:my|mi) (?!own\b|opp\w*|rival|oponente|"
        r"face\b|cara\b|propi\w*|mism\w*|vida\b)\w+",
        folded,
    ):
        return "mine"  # "my opponent bolts my hill giant": the asker's creature is dealt the damage
    if re.search(
        r"\b(at|to|targets?|targeting|hits?|bolts?|pings?|burns?|shocks?|zaps?) (my |an |the )?(opponent|rival)\b|\b(a|contra) (mi|su|el) (oponente|rival)\b|"
        r"\b(opponent|rival|they) (take|takes|receive|lose)\b|\b(oponente|rival) (recibe|pierde)\b|"
        r"\b(?:recibe|pierde) (?:mi|el|su) (?:rival|oponente)\b|"
        r"\b(?:their|his|her|opp'?s|opponent'?s) face\b|\ba la cara (?:al|del|de mi) (?:oponente|rival)\b|\ba su cara\b|"
        r"\b(?:opponent|opp|rival) in the face\b|\b(?:opponent|rival|they) (?:actually |really )?(?:take|takes)\b|"
        # "… opp says he gets to pick the order. if he does, how much does he take?": the opponent said before
        r"\b(?:opponent|opp)\b[^?]{0,120}\b(?:does|would|will) (?:he|she) (?:actually |really )?take\b|"
        # "i bolt the face of the guy on 12 life", "le tiro un shock a la cara del man"
        r"\bthe face of (?:the|that|my) (?:guy|lad|player|dude|bloke)\b|\ba la cara del (?:man|tipo|pana|pibe)\b|"
        # "le meto skewer the critics al man directo", "le tiro … al rival"
        r"\bal (?:rival|oponente|man|tipo|pana|pibe|chango)\b",
        folded,
    ):
        return "opponent"
    if re.search(
        r"\b(at|to|targets?|targeting|hits?|bolts?|pings?|burns?|shocks?|zaps?) me\b|\bi take\b|\bdo i take\b|"
        r"\bme (lanza|tira|hace|ataca|llega|golpea)\w*|\ba mi\b(?! (criatura|oponente|rival))|\brecibo\b|"
        r"\bmy face\b|\bmi cara\b|\bme\b[^.?]{0,20}\ba la cara\b",
        folded,
    ):
        return "you"
    if re.search(r"\b(opponent|rival) attacks\b|\b(oponente|rival) ataca\b", folded):
        return "you"
    if re.search(
        r"\b(?:at|on|targeting|bolts?|shocks?|burns?|pings?|zaps?) (?:their|his|her|opp'?s|opponent'?s) (?!face\b)\w+|"
        r"\b(?:a|al) (?:su|la|el) (?!cara\b)\w+ (?:del|de mi) (?:oponente|rival)\b|\ba su (?:criatura|bicho)\b",
        folded,
    ):
        return "theirs"  # "kicked Burst Lightning at their Thragtusk": a permanent an opponent controls
    if re.search(r"\bi attack\b|\battack with\b|\bata(?:co|que)\b", folded):
        return "opponent"
    return None


_YOUR_CONTROL = re.compile(r"under your control|(?:permanent|creature|artifact) you control", re.I)


def _holder(frame: Frame, maker: Card | None, kind: str) -> str | None:
    """Who gets the tokens or counters ("me", "opponent"): the holder the question gives the maker ("mi Walking
    Ballista") or the player casting it ("mi rival lanza Raise the Alarm", "I cast Raise the Alarm"); None when it
    doesn't say."""
    if maker is None:
        return None
    if re.search(r"\btarget opponent creates\b", maker.oracle_text, re.I):
        # Forbidden Orchard: the opponent of the player who tapped it gets the Spirit ("giro forbidden orchard
        # apuntando a mi rival": the asker tapped it, whoever it points at)
        tapped = re.search(
            rf"\b(?:i (?:tap|tapped)|toco|toque|giro|gire)\b[^.?]{{0,20}}\b{re.escape(fold(maker.name))}", frame.folded
        )
        whose = "me" if tapped else controller(frame, maker)
        return {"me": "opponent", "opponent": "me"}.get(whose or "")
    if _OTHERS_GET.search(maker.oracle_text):
        # Beast Within: the destroyed permanent's controller gets the token, whoever cast it
        if re.search(r"\bits controller creates\b", maker.oracle_text, re.I):
            their_object, my_object = _THEIR_OBJECT.search(frame.folded), _MY_OBJECT.search(frame.folded)
            if bool(their_object) != bool(my_object):
                return "opponent" if their_object else "me"
        return None
    stolen = STEALS.search(frame.folded) or _STEAL_WORD.search(frame.folded)
    if kind == "tokens" and DIES_ABILITY.search(maker.oracle_text) and stolen:
        # "robo el Wurmcoil de mi oponente … y lo sacrifico": its dies trigger is the controller's as it died, the thief
        taken = TAKEN_FROM_ME.search(frame.folded) or _THEY_STEAL.search(frame.folded)
        return "opponent" if taken else "me"
    # "I cast X" gives me what X makes when it is tokens or counters on X itself ("enters the battlefield with"),
    # not counters X puts on a target, which go to that permanent's controller
    own = kind == "tokens" or "enters the battlefield with" in maker.oracle_text
    if not own and _TARGETS_THEIRS.search(maker.oracle_text):
        theirs = list(_THEIR_OBJECT.finditer(frame.folded))
        mine = list(_MY_OBJECT.finditer(frame.folded))
        if theirs and (not mine or theirs[-1].start() > mine[-1].start()):
            return "opponent"  # Battlegrowth cast on the opponent's creature: its controller gets the counters
        if mine:
            return "me"  # "luminarch aspirant's trigger puts a +1/+1 counter on my grizzly bears"
    said = controller(frame, maker) or _cast_by(frame, maker, mine=own)
    if said is None and kind == "tokens" and _ASKS_MINE.search(frame.clause or frame.asked):
        return "me"  # "… and cast Raise the Alarm, how many soldiers do I get?": the asker casts it, untold
    return said


_STEAL_WORD = re.compile(r"\b(?:robo|robe|robas|roba|stole|stolen|steals?)\b")
#: the other player steals: "él roba mi Wurmcoil", "my opponent steals MY Serra Angel"
_THEY_STEAL = re.compile(r"\b(?:el|ella|el rival|mi rival|el oponente|mi oponente) (?:me )?roba\w*\b")
#: the asker asks what they get: "how many do I get?", "¿cuántas fichas creo?", "¿cuántos saco?"
_ASKS_MINE = re.compile(
    r"\b(?:do|will|would) i (?:get|make|create|end up with)\b|\b(?:obtengo|saco|creo|consigo|me quedan|me salen)\b"
)


#: counters put on a target permanent, which go to that permanent's controller
_TARGETS_THEIRS = re.compile(r"\bput [^.]*counters? on target\b", re.I)
_THEIR_OBJECT = re.compile(
    r"\b(?:opponent|opp)'?s (?!turn|upkeep|end|combat|draw|life|hand|graveyard|library)[\w-]+|"
    r"\b(?:criatura|bicho|permanente)s? (?:del|de mi|de su) (?:rival|oponente)\b|\bsu criatura\b"
)
_MY_OBJECT = re.compile(r"\b(?:on|at|a|en|sobre) (?:my|mi|mis) [\w-]+")


def _for_their_controller(frame: Frame, mods: list[Modifier], gets: str | None) -> list[Modifier]:
    """Token and counter doublers apply only to what their own controller gets (Doubling Season: "under your
    control", "a permanent you control"): one the question gives to the other player than the one who `gets` is
    left out ("Tengo Hardened Scales y mi Walking Ballista … mi rival tiene un Doubling Season")."""
    if gets is None:
        return mods
    split = _one_copy_theirs(frame, mods)
    if split is not None:  # "the second Parallel Lives is my opponent's": one copy each
        theirs = next(m for m in mods if m.card.name == split)
        if _YOUR_CONTROL.search(theirs.sentence):
            kept = [m for m in mods if m.card.name != split]
            held = sum(m.card.name == split for m in mods)
            if gets == "me":  # the asker keeps the first copy, and any others counted beyond the opponent's
                kept += [theirs] * max(1, held - 1)
            else:
                kept.append(theirs)  # the opponent has just that one
            return kept
    return [m for m in mods if not (_YOUR_CONTROL.search(m.sentence) and controller(frame, m.card) not in (None, gets))]


def _one_copy_theirs(frame: Frame, mods: list[Modifier]) -> str | None:
    """The card of which the asker has two or more copies and exactly one is said to be the opponent's: "the second
    Parallel Lives is my opponent's", "la segunda la controla mi rival" (a second one said is a second copy)."""
    for name in {m.card.name for m in mods}:
        key = re.escape(fold(name.split(",")[0]))
        if re.search(
            rf"\b(?:the )?(?:second|other) (?:{key} )?(?:one )?(?:is|was) (?:my |the )?(?:opponent|opp)'?s\b|"
            rf"\b(?:la|el) (?:segund[oa]|otr[oa]) (?:{key} )?(?:la |lo )?(?:controla|tiene|es de) (?:mi|el|un) "
            rf"(?:rival|oponente)\b|\bone of them is (?:my |the )?(?:opponent|opp)'?s\b",
            frame.folded,
        ):
            return name
    return None


def _cast_by(frame: Frame, maker: Card, mine: bool) -> str | None:
    """ "My opponent casts Raise the Alarm", "mi rival tiene Doubling Season y lanza Raise the Alarm": the maker right
    after their casting verb, with no other subject ("I", "yo") between; "I cast …", "lanzo …" when `mine` may say so."""
    name = re.escape(fold(maker.name.split(",")[0]))
    cast = (
        rf"\b(?:opponent|opp|rival|oponente)(?: (?:(?!i\b|yo\b)[^\s.?!;])+){{0,8}}? "
        rf"(?:casts|plays|activates|lanza|juega|activa) "
        rf"(?:an? |the |un |una |el |la |su )?{name}\b"
    )
    # "El que lanza Raise the Alarm es mi rival", "the one casting Raise the Alarm is my opponent"
    cast_told_after = (
        rf"\b(?:el|la) que (?:lanza|juega|activa) (?:el |la |un |una )?{name}\b[^.?]{{0,12}}\bes (?:mi|el|un) "
        rf"(?:rival|oponente)\b|\bthe one (?:casting|who casts|that casts) {name}\b[^.?]{{0,12}}\bis (?:my|the) "
        rf"(?:opponent|opp)\b"
    )
    if re.search(cast, frame.folded) or re.search(cast_told_after, frame.folded):
        return "opponent"
    if not mine:
        return None
    # "I cast X", "lanzo X", "i have hardened scales and cast X" (the same subject)
    mine_cast = (
        rf"\b(?:i (?:cast|play|activate)|(?:yo )?(?:lanzo|tiro|juego|activo)|\bi (?!cast)[^.?]{{0,40}}? and (?:cast|play)) "
        rf"(?:an? |the |un |una |el |la |mi )?{name}\b"
    )
    return "me" if re.search(mine_cast, frame.folded) else None


_OTHERS_GET = re.compile(
    r"\b(its controller|that player|that permanent's controller|target (opponent|player)|each (opponent|player)) "
    r"(creates?|puts?)\b",
    re.I,
)


def _applies_to_all(frame: Frame, mod: Modifier, gets: str | None) -> bool:
    """The other player's doubler without "under your control" (Primal Vigor: "If one or more tokens would be
    created"): it applies to this player's tokens too, which a player would doubt."""
    holder = controller(frame, mod.card)
    return gets is not None and holder not in (None, gets) and not _YOUR_CONTROL.search(mod.sentence)


def _for_this_damage(frame: Frame, mods: list[Modifier], source: Card | None) -> list[Modifier]:
    """The damage modifiers that apply to this damage: scoped ones ("to you", "to an opponent") only when the
    question says who is dealt the damage and it is them; "a red source" only when the named source is red. An
    empty list when a scoped one can't be decided (not confident)."""
    who = recipient(frame)
    if any(m.scope == "parity" for m in mods):
        face = _dealing_face(frame, source) if source is not None else None
        if face is None or any(m.scope not in ("parity", "any") for m in mods):
            return []
        # Obosh: "a source … with an odd mana value", the named source's value as it deals the damage
        mods = [replace(m, scope="any") for m in mods if m.scope != "parity" or _parity_fits(face[1], m)]
    if any(m.scope != "any" for m in mods) and who is None:
        return []
    # the opponent's Torbran: its "an opponent" is the asker, so the sides swap
    swap = {"opponent": "you", "you": "opponent", "theirs": "mine", "mine": "theirs"}
    kept = [
        m for m in mods
        if _fits(m.scope, swap.get(who or "", who) if controller(frame, m.card) == "opponent" and m.scope != "any" else who)
    ]  # fmt: skip
    if source is not None:
        kept = [m for m in kept if not m.color or COLORS[m.color] in source.mana_cost]
    return kept


def _parity_missed(frame: Frame, cite: Citer, mod: Modifier, base: int, source: Card) -> Verdict | None:
    """The parity modifier named doesn't apply: the source's mana value is the other parity."""
    face = _dealing_face(frame, source)
    if face is None or _parity_fits(face[1], mod) or frame.qtype not in (QType.HOW_MANY, QType.YES_NO):
        return None
    name, value = face
    rule = cite("202.3", r"mana value of an object is a number equal to the total amount of mana", r"valor de maná")
    parity = t(frame.lang, "repl.even" if value % 2 == 0 else "repl.odd")
    finding = t(frame.lang, "repl.parity_missed", source=name, n=str(value), parity=parity, card=mod.card.name,
                amount=str(base)) + ids(rule)  # fmt: skip
    opener = f"{base}:" if frame.qtype is QType.HOW_MANY else t(frame.lang, "no")
    return Verdict(f"{opener} {finding}", [Step(finding, (rule,) if rule else ())], cite.quotes, (mod.card, source),
                   "replacement")  # fmt: skip


def _dealing_face(frame: Frame, source: Card) -> tuple[str, int] | None:
    """The name and mana value of a damage source as it deals damage: an adventurer card cast as its Adventure
    ("Stomp", not attacking) has only the Adventure's cost (715.3b); any other card the cost of its front face. None
    when it isn't told: a token (no mana cost, unless a copy), an {X} cost."""
    if TOKEN_SAID.search(frame.folded) or "{X}" in source.mana_cost:
        return None
    names, costs = source.name.split(" // "), source.mana_cost.split(" // ")
    if len(names) == 2 and "Adventure" in source.type_line and len(costs) == 2:
        if re.search(rf"\b{re.escape(fold(names[1]))}\b", frame.folded) and not frame.has("attack"):
            return names[1], mana_value(costs[1])
    return names[0], mana_value(costs[0])


def _parity_fits(value: int, mod: Modifier) -> bool:
    """Whether a mana value is of the parity the modifier names ("odd" for Obosh)."""
    return (value % 2 == 1) == ("odd" in mod.sentence.lower())


#: the prevention asked negated: "the Fog does nothing?", "¿el Fog no hace nada?", "so it doesn't prevent it?"
_ASKS_DOES_NOTHING = re.compile(
    r"\bno (?:hace|sirve|previene) (?:de )?nada\b|\bno (?:le )?previene\b|\bdoes(?: ?n[o']t do anything| nothing)\b|"
    r"\bdoes ?n[o']t prevent\b|\bis useless\b"
)
_CANT_PREVENT = re.compile(r"(?P<combat>combat )?damage[^.]*can[’']t be prevented", re.I)


def _unpreventable(frame: Frame, combat: bool) -> Card | None:
    """A named card in play that says the damage can't be prevented (Questing Beast: its controller's creatures'
    combat damage; Skullcrack: all damage this turn)."""
    for card in frame.in_play:
        found = _CANT_PREVENT.search(card.oracle_text)
        if found and (combat or not found["combat"]) and says_on_line(card, _CANT_PREVENT, frame.folded):
            return card
    return None


def _unpreventable_amounts(
    frame: Frame, cite: Citer, mods: list[Modifier], card: Card, base: int, source: Card | None
) -> Verdict:
    """Damage that can't be prevented: the prevention effects still apply but prevent nothing (615.12); only the
    other modifiers change the amount."""
    lang = frame.lang
    rule = cite("615.12", r"won’t prevent any damage|won't prevent any damage", r"no prevendrán")
    others = [m for m in mods if not m.prevents]
    amount = max((value for _, value in outcomes(base, others)), default=base) if others else base
    source_name = source.name if source else t(lang, "repl.the_damage")
    shields = ", ".join(dict.fromkeys(m.card.name for m in mods if m.prevents))
    finding = t(lang, "repl.unpreventable", card=card.name, source=source_name, n=str(amount), shields=shields)
    text = finding + ids(rule)
    # "does the Beast still deal its 4 since it says damage can't be prevented?": the reason given isn't the ask
    asked = re.split(r"\b(?:since|because|cause|as it says|porque|ya que)\b", frame.clause or frame.asked)[0]
    if frame.qtype is QType.YES_NO and _ASKS_DOES_NOTHING.search(asked):
        text = t(lang, "yes") + " " + text  # "entonces el Fog no hace nada con mi bicho?": right, it prevents nothing
    elif frame.qtype is QType.YES_NO and _ASKS_PREVENTS.search(asked):
        text = t(lang, "no") + " " + text
    elif frame.qtype is QType.YES_NO and _ASKS_DEALT.search(asked):
        text = t(lang, "yes") + " " + text  # "does my damage still go through?": all of it is dealt
    steps = [
        Step(
            t(
                lang,
                "repl.step_base",
                source=_mid(lang, "damage", source),
                n=str(base),
                unit=_unit(lang, "damage", base),
            )
        ),
        Step(t(lang, "repl.step_mod", card=card.name, oracle=_CANT_PREVENT.search(card.oracle_text)[0])),  # type: ignore[index]
        Step(finding + ids(rule), (rule,) if rule else ()),
    ]
    cards = tuple(dict.fromkeys([card, *(m.card for m in mods), *([source] if source else [])]))
    return Verdict(text, steps, cite.quotes, cards, "replacement")


#: a yes/no question about whether the damage is prevented or stopped
_ASKS_PREVENTS = re.compile(r"prevent|\bstop|previen|preven|\bevita|\bdetiene")
#: a yes/no question about whether the damage is dealt anyway
_ASKS_DEALT = re.compile(
    r"go(es)? through|\bstill\b|\bdealt\b|\bdeal\b|\bhit|igual(mente)?|\bentra\b|\bhace\b|\bpasa\b"
)
#: the question asks who decides the order ("who decides which applies", "¿quién lo decide?")
_ASKS_WHO = re.compile(r"\bwho\b[^?]{0,20}\b(decide|choose|pick)s?|\bquien\b[^?]{0,20}\b(decide|elige|escoge)")
_I_CHOOSE_ORDER = re.compile(
    r"(?:and |so |y )?(?:(?:do|can) i (?:get to )?(?:choose|decide|pick)\b|(?:yo )?(?:elijo|decido|escojo)(?: yo)?\b)"
)


_EXISTING = re.compile(
    r"\b(has|have|had|with|tiene|tenia|con)\s+(a|an|one|two|three|four|five|un|una|uno|dos|tres|cuatro|cinco|\d+)"
    r"\s+\+1/\+1\s+counters?|\b(has|have|had|with|tiene|tenia|con)\s+(a|an|one|two|three|four|five|un|una|uno|dos|"
    r"tres|cuatro|cinco|\d+)\s+contador(es)?\s+\+1/\+1"
)


def _existing(frame: Frame) -> int:
    """The +1/+1 counters the permanent already has ("mi Grizzly Bears tiene un contador +1/+1")."""
    m = _EXISTING.search(frame.folded)
    if not m:
        return 0
    return number(m[2] or m[4] or "") or 0


#: the asker asks whether the order is theirs to choose: "do i choose the order?", "¿lo escojo yo?"
_I_CHOOSE = re.compile(
    r"\bdo i (?:get to )?(?:choose|pick|decide)\b|\bis it my (?:choice|call)\b|\b(?:lo |la )?(?:escojo|elijo|decido) yo\b|"
    r"\byo (?:lo |la )?(?:escojo|elijo|decido)\b"
)
_AFTER_THE_FACT = re.compile(
    r"already (resolved|dealt|happened)|ya (se )?(resolvio|hizo)|after it resolves|despues de que se resuelva"
)


def _amounts(
    frame: Frame, cite: Citer, kind: str, mods: list[Modifier], base: int, source: Card | None, gets: str | None
) -> Verdict:
    lang = frame.lang
    theirs = "_theirs" if kind == "tokens" and gets == "opponent" else ""  # "Your opponent gets 4 tokens"
    results = outcomes(base, mods)
    values = sorted({value for _, value in results})
    # damage: the affected player picks the least; counters and tokens: their controller picks the most
    best_order, best = (min if kind == "damage" else max)(results, key=lambda item: item[1])
    chooses = cite("616.1", r"chooses one to apply", r"elige uno")
    once = cite("614.5", r"only one opportunity", r"una sola oportunidad")
    repeat = cite("616.1f", r"this process is repeated", r"se repite")
    source_name = source.name if source else t(lang, f"repl.the_{kind}")
    if len(values) == 1 and best == 0 and kind == "counters":
        watch = cite("614.1", r"watch for a particular event", r"vigilan")
        zero = cite("704.5f", r"toughness 0 or less", r"resistencia 0")
        text = t(lang, "repl.result_counters_none") + ids(watch, zero)  # no event for "one or more counters"
    elif len(values) == 1:
        one = "_one" if kind == "tokens" and best == 1 else ""
        text = t(lang, f"repl.result_{kind}{theirs}{one}", n=str(best), source=source_name) + ids(once)
        if best and best_order and all(m.op in ("double", "triple", "plus") for m in best_order):
            text += " " + _chain_words(lang, best_order)  # "Doubling Season doubles the number, then …"

    else:
        other = values[-1] if best == values[0] else values[0]
        text = t(
            lang,
            f"repl.choice_{kind}{theirs}",
            n=str(best),
            other=str(other),
            first=best_order[0].card.name,
            source=source_name,
            who=_who(frame, kind),
        ) + ids(chooses)
    if frame.qtype is QType.YES_NO or (frame.qtype is QType.ORDER and _I_CHOOSE.search(frame.clause or frame.asked)):
        # "¿ese orden lo escojo yo?" reads as an order question: whether the asker picks it is a yes or no
        text = _yes_no(frame, kind, text, best, base, source, theirs=bool(theirs))
    elif len(mods) > 1 and _ASKS_WHO.search(frame.folded):
        if kind != "damage":  # the chooser first, by whose permanent gets them: "You choose …", "Your opponent …"
            others, mine = _AFFECTS_THEIRS.search(frame.folded), _AFFECTS_MINE.search(frame.folded)
            key = "repl.who_theirs" if others and not mine else "repl.who_any" if others else "repl.who_mine"
            text = t(lang, key) + ids(chooses) + " " + text
        else:
            text = t(lang, "repl.who_orders", who=_who(frame, kind)) + ids(chooses) + " " + text
    shared = [m for m in mods if _applies_to_all(frame, m, gets)]
    if shared:
        text += " " + t(lang, "repl.applies_to_all", card=shared[0].card.name)
    steps = [
        Step(t(lang, "repl.step_base", source=_mid(lang, kind, source), n=str(base), unit=_unit(lang, kind, base)))
    ]
    for mod in mods:
        steps.append(Step(t(lang, "repl.step_mod", card=mod.card.name, oracle=mod.sentence)))
    steps.append(Step(t(lang, "repl.step_once") + ids(once, repeat), tuple(r for r in (once, repeat) if r)))
    if len(values) > 1:
        steps.append(
            Step(t(lang, "repl.step_choose", who=_who(frame, kind)) + ids(chooses), (chooses,) if chooses else ())
        )
        for order, value in results:
            chain = " → ".join(m.card.name for m in order)
            steps.append(Step(t(lang, "repl.step_order", chain=chain, n=str(value), unit=_unit(lang, kind, value))))
    if len(values) == 1 and kind != "damage" and best:
        # "2 → 4 (Doubling Season: ×2)": the arithmetic belongs with the steps, the verdict says only the result
        steps.append(Step(t(lang, "repl.chain", chain=_chain(base, best_order))))
    steps.append(Step(t(lang, "repl.step_result", n=str(best), unit=_unit(lang, kind, best))))
    copying = source is not None and bool(_COPY_WITH_COUNTER.search(source.oracle_text))
    existing = _existing(frame) if kind == "counters" and not copying else 0  # a copy has none of the original's
    if existing and best:
        key = "repl.total_counters_one" if existing == 1 else "repl.total_counters"
        text += " " + t(lang, key, had=str(existing), n=str(existing + best))
    if kind == "counters" and source is not None and _ASKS_SIZE.search(frame.clause or frame.asked):
        power, toughness = source.power or "", source.toughness or ""
        if power.isdigit() and toughness.isdigit():  # "¿y cuánto mide?": its printed size plus the counters
            total = best + (existing if not copying else 0)
            size = f"{int(power) + total}/{int(toughness) + total}"
            text += " " + t(lang, "repl.size", name=source.name, size=size)
    copier = _copier(frame, source) if kind == "tokens" and len(values) == 1 and best else None
    if copier is not None and source is not None:
        # "lo copio con Twincast, ¿cuántas en total?": the copy, X and all, makes its own tokens, doubled the same way
        copied = cite("707.10", r"the value of X", r"el valor de X")
        steps.insert(0, Step(text))
        text = t(lang, f"repl.copied_tokens{theirs}", n=str(2 * best), source=source.name, copy=copier.name)
        text += ids(copied, once)
    cards = tuple(dict.fromkeys([*(m.card for m in mods), *([source] if source else [])]))
    return Verdict(text, steps, cite.quotes, cards, "replacement")


#: a spell that copies an instant or sorcery (Twincast, Reverberate, Fork)
_COPIES_SPELL = re.compile(r"^copy target (?:instant or sorcery |instant |sorcery )?spell\b", re.I | re.M)


def _copier(frame: Frame, source: Card | None) -> Card | None:
    """The named spell that copies the token-making instant or sorcery, when the question says it copies it."""
    if source is None or not re.search(r"Instant|Sorcery", source.type_line) or not COPY_SAID.search(frame.folded):
        return None
    return next((c for c in frame.cards if c is not source and _COPIES_SPELL.search(c.oracle_text)), None)


_ASKS_SIZE = re.compile(r"how big|\bsize\b|cuanto mide|\bmide\b|que tamano|\bp/t\b")


def _chain(base: int, order: tuple[Modifier, ...]) -> str:
    """ "2 → 4 (Doubling Season: ×2) → 8 (Parallel Lives: ×2)": the amount after each effect, in the order applied."""
    return f"{base} " + " ".join(
        f"→ {apply(base, order[: i + 1])} ({m.card.name}: {_OPS.get(m.op, '').format(n=m.value)})"
        for i, m in enumerate(order)
    )


def _chain_words(lang: str, order: tuple[Modifier, ...]) -> str:
    """ "Doubling Season doubles the number, then Parallel Lives doubles the number.": what each effect does, in the
    order applied, in words (the amounts after each are in the steps)."""
    said = [t(lang, f"repl.op_{m.op}", card=m.card.name, n=str(m.value)) for m in order]
    return capital(t(lang, "repl.then").join(said)) + "."


#: how each modifier changes the amount, as written in the chain
_OPS = {"double": "×2", "triple": "×3", "plus": "+{n}", "prevent": "−{n}"}


def _gone(frame: Frame, cite: Citer, kind: str, gone: list[Modifier], base: int, source: Card | None) -> Verdict:
    """The only replacement effects named left the battlefield before the event ("in response my opponent
    destroys Doubling Season"): the event happens unmodified."""
    lang = frame.lang
    works = cite("113.6", r"only while that object is on the battlefield", r"campo de batalla")
    cards = ", ".join(dict.fromkeys(m.card.name for m in gone))
    source_name = source.name if source else t(lang, f"repl.the_{kind}")
    text = t(lang, f"repl.gone_{kind}", n=str(base), cards=cards, source=source_name) + ids(works)
    unit = _unit(lang, kind, base)
    steps = [
        Step(t(lang, "repl.step_base", source=_mid(lang, kind, source), n=str(base), unit=unit)),
        Step(t(lang, "repl.step_gone", cards=cards) + ids(works), (works,) if works else ()),
        Step(t(lang, "repl.step_result", n=str(base), unit=unit)),
    ]
    return Verdict(text, steps, cite.quotes, tuple(m.card for m in gone), "replacement")


def _unit(lang: str, kind: str, n: int) -> str:
    """ "1 token", "2 tokens"; "1 ficha", "2 fichas"."""
    return t(lang, f"repl.unit_one_{kind}" if n == 1 else f"repl.unit_{kind}")


def _mid(lang: str, kind: str, source: Card | None) -> str:
    """The event's source inside a sentence: the card's name, or "the effect" / "el efecto" in lower case."""
    return source.name if source else t(lang, f"repl.mid_{kind}")


def _who(frame: Frame, kind: str) -> str:
    if kind != "damage":
        return t(frame.lang, "repl.who_controller")
    taker = recipient(frame)
    if taker is not None:
        return t(frame.lang, "repl.who_own_permanent" if taker == "mine" else f"repl.who_{taker}")
    if re.search(
        r"\b(at|to|targets?|targeting|hits?) (my )?(opponent|rival)\b|\ba (mi|su) (oponente|rival)\b", frame.folded
    ):
        return t(frame.lang, "repl.who_opponent")  # "le lanzo un Shock a mi oponente": the opponent takes it
    if re.search(r"\b(at|to|targets?|hits?) me\b|\bi take\b|\bme (lanza|hace)|\ba mi\b|\brecibo\b", frame.folded):
        return t(frame.lang, "repl.who_you")
    if re.search(r"\bmy opponent\b|\bmi (oponente|rival)\b|\ba mi oponente\b", frame.folded):
        return t(frame.lang, "repl.who_opponent")
    return t(frame.lang, "repl.who_affected")


_TO_EXILE = re.compile(
    r"would be put into (?P<whose>a|an opponent’s|an opponent's|your|enchanted player’s|enchanted player's) "
    r"graveyard from anywhere|(?P<subject>[^.]*?)would die(?:, (?:instead )?exile|\b[^.]*?, exile (?:that card|it) instead)",
    re.I,
)


def _made_instead(frame: Frame, cite: Citer, replacer: Card, killer: bool) -> Verdict | None:
    """ "With Kalitas out I kill their Soldier token: do I get a Zombie?": no — Kalitas replaces only a nontoken
    creature's death, so the token dies as usual and nothing is made (614.1a); a nontoken creature of theirs: yes."""
    sentence = next((s for s in _sentences(replacer) if _TO_EXILE.search(s)), "")
    if not re.search(r"\bnontoken\b", sentence, re.I) or not re.search(r"\bcreate\b", sentence, re.I):
        return None
    asked = frame.clause or frame.asked
    murdered = re.search(r"\bmurder\w*|\bbolt\w*|\bshock\w*|\bmat(?:o|a|an|e)\b|\bsacrific\w*|\bsac\b", frame.folded)
    if not (killer or murdered or frame.has("dies", "destroy", "kill")) or not _ASKS_MADE.search(asked):
        return None  # not "does the legend rule make one of us lose our Kalitas?"
    rule = cite("614.1a", r"Effects that use the word “instead” are replacement effects", r"en vez de")
    # a token told dies; "¿me llevo la ficha de Zombie?" asks for the one Kalitas makes
    made_asked = re.search(r"\b(?:fichas?|tokens?) de zombie\b|\bzombie tokens?\b", asked)
    if re.search(
        r"(?<!non )(?<!non-)(?<!no )\btokens?\b|(?<!no )(?<!no es )(?<!no una )\bfichas?\b(?! de zombie)", frame.told
    ) or (re.search(r"\btokens?\b|\bfichas?\b", asked) and not made_asked):
        return answered("no", t(frame.lang, "repl.token_skipped", replacer=replacer.name), rule, cite, (replacer,),
                        "replacement")  # fmt: skip
    theirs = re.search(r"\b(?:their|opp\w*|his|her)\b|\b(?:del|al|de mi) (?:rival|oponente)\b|"
                       r"\bsu (?:propi[oa] )?(?:criatura|bicho)\b", frame.folded)  # fmt: skip
    rival = next((c for c in frame.in_play if c is not replacer and _TO_EXILE.search(c.oracle_text)), None)
    made = re.search(r"\bcreate (an? [^.]*?token)", sentence, re.I)
    whose_replacer = controller(frame, replacer)
    if made is not None and (
        (
            whose_replacer == "opponent"
            and (_THEIR_OWN_DIES.search(frame.folded) or _their_creature_named(frame, replacer))
            and not _STOLEN_SAID.search(frame.folded)
        )
        or (whose_replacer == "me" and _MY_OWN_DIES.search(frame.folded))
    ):
        # "opp has Kalitas and Rest in Peace, I Bolt his own Bears: does he get a Zombie?": no, not an opponent's
        finding = t(frame.lang, "repl.own_creature", replacer=replacer.name)
        if rival is not None:
            finding += " " + t(frame.lang, "repl.own_creature_other", other=rival.name)
        return answered("no", finding, rule, cite, (replacer, *((rival,) if rival else ())), "replacement")
    if whose_replacer == "opponent" and made is not None and rival is None and _MY_OWN_DIES.search(frame.folded):
        # "opp has Kalitas, I Bolt my own Bears: does he get a Zombie?": yes, the asker's creature is his opponent's
        finding = t(frame.lang, "repl.made_instead_theirs", replacer=replacer.name, made=made[1])
        # "do I get the Zombie?" asks for the asker: no, the replacer's controller makes it
        return answered("no" if ASKER_GETS.search(asked) else "yes", finding, rule, cite, (replacer,), "replacement")
    if not theirs or controller(frame, replacer) == "opponent" or made is None:
        return None
    if rival is not None:
        # with Rest in Peace out too, the affected player chooses which applies (616.1): the choice told decides
        chosen = _chosen(frame, (replacer, rival))
        if chosen is None:
            return None
        rule = cite("616.1", r"chooses one to apply", r"elige uno")
        if chosen is rival:
            finding = t(frame.lang, "repl.other_chosen", replacer=replacer.name, other=rival.name)
            return answered("no", finding, rule, cite, (replacer, rival), "replacement")
        if _I_PICK.search(frame.folded):
            # "i just pick Kalitas so i always get my zombie?": not mine to pick, the dying creature's controller does
            finding = t(frame.lang, "repl.not_your_pick", replacer=replacer.name, other=rival.name)
            return answered("no", finding, rule, cite, (replacer, rival), "replacement")
    # "with Kalitas out I Bolt their Grizzly Bears: do I get a Zombie?": yes, exiled instead, and the Zombie is made
    finding = t(frame.lang, "repl.made_instead", replacer=replacer.name, made=made[1])
    doublers = [m for m in modifiers(frame.cards, "tokens", frame) if controller(frame, m.card) != "opponent"]
    counts = {n for _, n in outcomes(1, doublers)} if doublers else set()
    if len(counts) == 1:  # "and if I've also got Parallel Lives?": the token doubled, 2 of them
        names = t(frame.lang, "order.and").join(m.card.name for m in doublers)
        finding += " " + t(frame.lang, "repl.made_many", cards=names, n=str(counts.pop()))
    return answered("yes", finding, rule, cite, (replacer, *(m.card for m in doublers)), "replacement")


#: the dying creature said to be the opponent's own while the replacer is theirs too: "his own bears", "le mato su
#: bicho", and no creature of the asker's told
_THEIR_OWN_DIES = re.compile(
    r"^(?!.*\b(?:my|mine|mi|mis)\b(?! (?:left|right|izquierda|derecha|opp\w*|rival|oponente)))"
    r".*(?:\b(?:his|her|their) own\b|\bsu (?:propi[oa] )?(?:criatura|bicho)\b|\ble (?:mato|matamos|destruyo)\b)"
)


#: a creature taken before it died: "le robo su Grizzly Bears con Threaten y luego le mato el bicho"
_STOLEN_SAID = re.compile(r"\brob[oeé]\b|\bthreaten\w*|\bact of treason\w*|\bcontrol magic\w*|\bste(?:a|o)l\w*")


def _their_creature_named(frame: Frame, replacer: Card) -> bool:
    """A creature card said to be the opponent's while no creature of the asker's is told: "i bolt his llanowar
    elves", "le mato su llanowar elves"."""
    if re.search(r"\b(?:my|mi|mis)\b(?! (?:opp\w*|rival|oponente))", frame.folded):
        return False
    return any(
        re.search(rf"\b(?:his|her|their|su|sus) (?:own )?(?:{name_pattern(c)})", frame.folded)
        for c in frame.cards
        if c is not replacer and "Creature" in c.type_line
    )


#: the asker's own creature told dying: "i bolt my own bears", "sacrifico mi propia criatura"
_MY_OWN_DIES = re.compile(
    r"\b(?:my own|mi propi[oa])\b|\b(?:bolt|shock|kill|murder|destroy|sac|sacrifice)\w* my\b(?! opp\w*| rival)|"
    r"\b(?:mato|sacrifico) (?:a )?mi\b(?! rival| oponente)"
)


#: the asker saying the choice is theirs: "i just pick kalitas", "yo elijo kalitas"
_I_PICK = re.compile(
    r"\bi (?:just |always |can |get to |will |would )?(?:pick|choose|chose|apply)\b|\b(?:yo )?(?:elijo|escojo|aplico)\b"
)


def _chosen(frame: Frame, cards: tuple[Card, Card]) -> Card | None:
    """The one of two replacement effects the question says was chosen ("they choose Rest in Peace", "elige la
    Leyline"), or None when neither or both are."""
    said = [
        card
        for card in cards
        if re.search(
            rf"\b(?:choos\w*|chose|picks?|picked|appl(?:y|ies|ied)|elig\w*|elij\w*|escog\w*|aplic\w*)\b[^.?]{{0,20}}"
            rf"(?:{name_pattern(card)})|(?:{name_pattern(card)})[^.?]{{0,12}}\b(?:first|primero)\b",
            frame.folded,
        )
    ]
    return said[0] if len(said) == 1 else None


_ASKS_MADE = re.compile(
    r"\b(?:get|gets|give|gives|create|creates|make|makes|da|dan|doy|crea|crean|consigo|saco|saca|sacan|sacas|llevo|lleva|"
    r"llevas|quedo|queda|toca)\b"
)


#: a removal spell that kills: "Destroy target creature." (Murder), "deals 3 damage to any target" (Lightning Bolt)


#: the creature's own dies ability: persist, undying, or "When this creature dies" (the dying one is the trigger card)
_DIES_ITSELF = re.compile(r"^(?:persist|undying)\b|\bwhen (?:this creature|[^.]{0,60}?) dies\b", re.I | re.M)
#: a "when this dies" ability: the word, or persist / undying (702.79a, 702.93a)
_DIES_TRIGGER = re.compile(r"\bdies\b|^(persist|undying)\b", re.I | re.M)
#: a trigger that also sees the creature exiled: Kaya's Ghostform's "dies or is put into exile"
_SEES_EXILE = re.compile(r"\bdies or is put into exile\b|\bis put into exile or dies\b", re.I)


#: a token said, not denied: "una criatura (no ficha)", "a nontoken creature", "not a token" are no token
_TOKENS = re.compile(
    r"(?<!\bno )(?<!\bnot )(?<!\bnot a )(?<!\bno es )(?<!\bno es una )(?<!\bno una )(?<!\bnot a )\b(?:tokens?|fichas?)\b"
)
#: the ask is for tokens made: "do they get the two Wurm tokens?", "¿le salen las fichas?", "how many Wurm tokens?"
_ASKS_TOKENS_MADE = re.compile(
    r"\b(?:get|gets|create|creates|make|makes|salen?|crea\w*|consigu\w*|obtien\w*|da|dan)\b[^?]{0,25}"
    r"\b(?:tokens?|fichas?)\b|\b(?:how many|cuantas)\b[^?]{0,20}\b(?:tokens?|fichas?)\b"
)


#: whose creature dies, said with it: "my commander gets destroyed", "muere su criatura", "their bear dies"
_DYING = r"(?:\w+\s+){0,2}?(?:gets |is |was |got )?(?:destroyed|dies|died|killed|muere|murio|es destruid\w*)\b"
_MY_DYING = re.compile(rf"\b(?:my|mi|mis)\s+{_DYING}")
_THEIR_DYING = re.compile(rf"\b(?:their|his|her|opponent'?s|opp'?s|su|sus)\s+{_DYING}")


#: the asker's creature killed, told by the Spanish dative: "me mata strangleroot geist", "me lo destruyen"
_KILLS_MINE = re.compile(r"\bme (?:l[oa] )?(?:mata|matan|mato|destruye\w*|destruyo|bolte\w*)\b")
#: the creature sacrificed, by whom: "sacrifico mi Cauldron Familiar", "opp sacs his Wurmcoil"
_I_SACRIFICE_MINE = re.compile(r"\b(?:i sac\w*|sacrifico|sacrifique) (?:a )?(?:my|mi) ")
_THEY_SACRIFICE_THEIRS = re.compile(
    r"\b(?:they|he|she|opp\w*|rival|oponente) (?:sac\w*|sacrifica\w*) (?:their|his|her|su) "
)


def _dying_side(frame: Frame) -> str | None:
    mine, theirs = _MY_DYING.search(frame.folded), _THEIR_DYING.search(frame.folded)
    if not mine and not theirs:
        mine, theirs = _I_SACRIFICE_MINE.search(frame.folded), _THEY_SACRIFICE_THEIRS.search(frame.folded)
    if not mine and not theirs:
        mine = _KILLS_MINE.search(frame.folded)  # "… y me mata strangleroot geist": the asker's creature
    if bool(mine) == bool(theirs):
        return None
    return "me" if mine else "opponent"


def _graveyard_replacement(frame: Frame, cite: Citer) -> Verdict | None:
    """Rest in Peace, Leyline of the Void…: a replaced 'dies' never happens, so dies triggers don't trigger."""
    lang = frame.lang
    replacer = next((c for c in frame.in_play if _TO_EXILE.search(c.oracle_text)), None)
    triggers = [c for c in frame.cards if c is not replacer and _DIES_TRIGGER.search(c.oracle_text)]
    asked = frame.clause or frame.asked
    # "my commander Meren … does my Midnight Reaper still trigger?": the trigger asked about, of two that could
    trigger = next((c for c in triggers if named_in(c, asked)), triggers[0] if triggers else None)
    killer = any(
        is_spell_card(c) and DESTROY_REMOVAL.search(c.oracle_text) for c in frame.cards
    )  # "they murder my Kokusho"
    if exiled_by_spell(frame):
        return None  # "I Swords their Bears beside their Kalitas": exiled by the spell, no death to replace
    if replacer is not None and trigger is None and frame.qtype is QType.YES_NO:
        made = _made_instead(frame, cite, replacer, killer)
        if made is not None:
            return made
    if re.search(r"\bcommand zone\b|\bzona de mando\b", asked) and not re.search(r"\btrigger\w*|\bdispar\w*", asked):
        return None  # "can I send my commander to the command zone?": the commander's own choice (903.9a)
    if (
        replacer is None
        or trigger is None
        or not (
            frame.has("dies", "destroy", "kill", "trigger", "sacrifice")
            or killer
            or re.search(r"\bmurder\w*|\bwrath\w*|\bswept\b", frame.folded)
            # "… Fatal Pushes my Strangleroot Geist. Does undying bring it back?": the dies keyword asked
            or re.search(r"\bundying\b|\bpersist\b|\binmortal\b|\bpersistir\b", frame.clause or frame.asked)
        )
    ):
        return None
    if not named_in(trigger, asked) and any(
        named_in(c, asked) for c in frame.cards if c is not replacer and c is not trigger
    ):
        return None  # "¿cuántas veces se dispara Heliod?": another card's question, not the dying creature's
    if _SEES_EXILE.search(trigger.oracle_text) and frame.qtype in (QType.YES_NO, QType.WHAT_HAPPENS):
        # Kaya's Ghostform under Rest in Peace: "dies or is put into exile" sees the exile that replaced the death
        seen = cite("603.6c", r"moves from the battlefield to another zone", r"")
        finding = t(frame.lang, "repl.exile_seen", trigger=trigger.name, replacer=replacer.name)
        opener = "yes" if frame.qtype is QType.YES_NO else None
        return answered(opener, finding, seen, cite, (replacer, trigger), "replacement")
    scope = _TO_EXILE.search(replacer.oracle_text)
    assert scope is not None
    whose = (scope.group("whose") or "").lower()
    subject = (scope.group("subject") or "").lower()
    if re.search(r"an opponent (controls|owns)|your opponents (control|own)", subject):
        whose = "an opponent controls"  # Kalitas: "If a nontoken creature an opponent controls would die, instead…"
    elif "you control" in subject:
        whose = "your"
    sides = controller(frame, replacer), controller(frame, trigger)
    sentence = next(s for s in _sentences(replacer) if _TO_EXILE.search(s))
    # the dying creature is a token when the question says so, not when what it asks for is tokens ("do they get the
    # two Wurm tokens?" after a Wurmcoil Engine dies)
    token = bool(_TOKENS.search(frame.told) or (_TOKENS.search(asked) and not _ASKS_TOKENS_MADE.search(asked)))
    theirs = bool(re.search(r"opponent'?s|de mi (oponente|rival)|\bsu criatura\b", frame.folded))
    short = re.escape(fold(trigger.name).split(",")[0])
    if sides[1] is None and sides[0] == "me" and re.search(rf"\b(?:su|sus|their|his|her) {short}", frame.folded):
        sides = (sides[0], "opponent")  # "tengo Leyline … y mato su Wurmcoil Engine"
    dying = _dying_side(frame)
    if sides[0] is not None and dying is not None:  # "my commander gets destroyed": whose creature dies, said outright
        theirs = sides[0] != dying
    elif None not in sides:  # who controls each, from the question: is the dying creature the replacer's opponent's?
        theirs = sides[0] != sides[1]
    elif sides[0] is None and sides[1] is not None and _DIES_ITSELF.search(trigger.oracle_text):
        # "con kalitas en mesa le mato el redcap al pana": the dying creature's own trigger, the replacer the asker's
        theirs = sides[1] == "opponent"
    low = sentence.lower()
    why = None
    if token and ("nontoken" in low or ("a card" in low and "or token" not in low)):
        why = "repl.why_token"
    elif whose.startswith("an opponent") and not theirs:
        why = "repl.why_opponents_control" if whose.endswith("controls") else "repl.why_opponents"
    elif whose == "your" and theirs:
        why = "repl.why_yours"
    applies = why is None
    dies = cite("700.4", r"dies means", r"muere")
    never = cite("614.6", r"never happens", r"nunca ocurre")
    if applies:
        key = "repl.none_how_many" if frame.qtype is QType.HOW_MANY else "repl.no_trigger"
        text = t(lang, key, trigger=trigger.name, replacer=replacer.name) + ids(never, dies)
        steps = [
            Step(t(lang, "repl.step_mod", card=replacer.name, oracle=sentence)),
            Step(t(lang, "repl.step_never") + ids(never), (never,) if never else ()),
            Step(t(lang, "repl.step_dies", trigger=trigger.name) + ids(dies), (dies,) if dies else ()),
        ]
    else:
        assert why is not None
        reason_text = t(lang, why)
        text = t(lang, "repl.still_triggers", trigger=trigger.name, replacer=replacer.name, why=reason_text) + ids(dies)
        steps = [
            Step(t(lang, "repl.step_mod", card=replacer.name, oracle=sentence)),
            Step(t(lang, "repl.step_not_applies", replacer=replacer.name, why=reason_text)),
            Step(t(lang, "repl.step_dies_yes", trigger=trigger.name) + ids(dies), (dies,) if dies else ()),
        ]
    return Verdict(text, steps, cite.quotes, (replacer, trigger), "replacement")
