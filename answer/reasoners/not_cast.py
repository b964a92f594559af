"""A "when you cast this spell" ability needs the card to be cast (601.2i): put onto the battlefield by Sneak Attack,
Show and Tell or a reanimation spell, Emrakul gives no extra turn and Kozilek draws nothing. Fires only for a named
card with such an ability, a named card (or the question's words) that puts it onto the battlefield instead of
casting it, and a yes/no question about that ability or what it gives."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    ARRIVES_AFTER,
    COUNTERING_TRIGGER,
    Citer,
    Verdict,
    answered,
    is_spell_card,
    name_pattern,
    named_as_verb,
    named_in,
)
from answer.text import COUNT_GROUP, capital, number
from ingest.lexicon import fold

_CAST_TRIGGER = re.compile(r"^(?:[\w' -]{3,30} — )?when you cast this spell, ([^.\n]+)", re.I | re.M)
#: a card that puts a card onto the battlefield without casting it
_PUTS = re.compile(r"\bput (?:an? |target )?[\w ,]*?card[^.\n]*? onto the battlefield", re.I)
_PUT_SAID = re.compile(
    r"\bsneak(?:ed)?\b|\bshow and tell\b|\breanimat\w*|\bput (?:it |him |her )?(?:in|into play|onto the battlefield)\b|"
    r"\bcheat\w*\b|\bpongo en el campo\b|\bponer en el campo\b|\breanim\w*|\bpong\w* en juego\b|\bponer en juego\b"
)
_ASKS_CAST = re.compile(r"\bcast|\blanz")


#: Containment Priest: "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead."
_EXILES_UNCAST = re.compile(r"would enter the battlefield and it wasn[’']t cast, exile it instead", re.I)
_ASKS_ENTERS = re.compile(
    r"\benter\w*|\bstay\w*|\bcome(?:s)? in\b|\bresolv\w*|\bwhere\b|\bentra\w*|\bqueda\w*|\bdonde\b|\bexil\w*"
)


#: a watcher of the player's casting: "Whenever you cast a creature spell that has an Adventure, draw a card."
_WATCHES_CASTING = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever you cast (?:an? )?[^,\n]*spell[^,\n]*, ([^\n]+)", re.I | re.M
)
#: Collected Company: "… put them onto the battlefield"
_PUTS_THEM = re.compile(r"\bput (?:them|it|that card|those cards) onto the battlefield", re.I)


def _watcher_not_cast(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I have Edgewall Innkeeper and Collected Company puts Bonecrusher Giant onto the battlefield: do I draw?":
    no — a card put onto the battlefield wasn't cast, so "whenever you cast" doesn't trigger (601.2i)."""
    watcher = next((c for c in frame.in_play if _WATCHES_CASTING.search(c.oracle_text)), None)
    if watcher is None or not re.search(r"whenever you cast an? creature spell", watcher.oracle_text, re.I):
        return None  # only a creature-spell watcher: Young Pyromancer sees the Reanimate itself cast
    putter = next(
        (
            c
            for c in frame.cards
            if c is not watcher and (_PUTS.search(c.oracle_text) or _PUTS_THEM.search(c.oracle_text))
        ),
        None,
    )
    if putter is None and not _PUT_SAID.search(frame.folded):
        return None
    put = [c for c in frame.cards if c not in (watcher, putter) and "Creature" in c.type_line]
    if len(put) != 1 or re.search(r"\bhard ?cast\w*|\bcast (?:it|him|her)\b", frame.folded):
        return None
    effect = _WATCHES_CASTING.search(watcher.oracle_text)
    assert effect is not None
    clause = frame.clause or frame.asked
    words = {w for w in re.findall(r"[a-z]{4,}", effect[1].lower())} - {"this", "that", "target", "card", "cards"}
    if not (
        re.search(r"\btrigger|\bdispar|\bdraw|\brob[oa]\b", clause) or any(re.search(rf"\b{w}", clause) for w in words)
    ):
        return None
    rule = cite("601.2i", r"abilities that trigger when a spell is cast", r"lanza")
    how = putter.name if putter is not None else t(frame.lang, "not_cast.that_way")
    finding = t(frame.lang, "not_cast.watcher", card=put[0].name.split(" // ")[0], how=how, watcher=watcher.name)
    return answered("no", finding, rule, cite, (watcher, put[0]), "not_cast")


#: "When Siege-Gang Commander enters the battlefield, create three 1/1 red Goblin creature tokens."
_ENTERS = re.compile(r"^When [^,\n]+ enters the battlefield, ([^.\n]+)", re.M)
_NOT_CAST_SAID = re.compile(
    r"\b(?:didn'?t|did not|without|never) cast\w*|\bwasn'?t cast\b|\bsin lanzar\w*|\bno (?:lo |la )?lanc\w*|"
    r"\bno (?:lo |la )?casteo\b|\bno (?:lo |la )?castee\b"
)
#: a card that puts a permanent card from a hand onto the battlefield: Goblin Lackey, Sneak Attack, Elvish Piper
_PUTS_FROM_HAND = re.compile(r"\bput an? [\w ]*card from your hand onto the battlefield", re.I)
_ASKS_STILL = re.compile(r"\bstill\b|\banyway\b|\bigual\w*|\btodavia\b|\baun\b|\btrigger\w*|\bdispar\w*|\bget\b")
_TOKENS = re.compile(rf"\bcreate {COUNT_GROUP} [^.\n]*tokens?\b", re.I)


def _enters_anyway(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Lackey connects, I drop Siege-Gang Commander off the trigger: does it still make its tokens even though I
    didn't cast it?" Yes: an enters ability triggers when the permanent enters, however it got there (603.6a)."""
    entering = [c for c in frame.cards if "Creature" in c.type_line and _ENTERS.search(c.oracle_text)]
    putter = next((c for c in frame.cards if c not in entering and _PUTS_FROM_HAND.search(c.oracle_text)), None)
    if len(entering) != 1 or not (_NOT_CAST_SAID.search(frame.folded) or putter is not None):
        return None
    card = entering[0]
    clause = frame.clause or frame.asked
    effect = _ENTERS.search(card.oracle_text)
    assert effect is not None
    # what is asked is the enters ability itself: "does it still make its tokens?", "¿se dispara igual?"
    words = {w.rstrip("s") for w in re.findall(r"[a-z]{4,}", effect[1].lower())} - {"this", "that", "target", "with"}
    about = re.search(r"\btrigger\w*|\bdispar\w*|\betb\b", clause) or any(re.search(rf"\b{w}", clause) for w in words)
    if not (_ASKS_STILL.search(clause) and about) or _CAST_TRIGGER.search(card.oracle_text):
        return None
    if re.match(r"if\b", effect[1], re.I):
        return None  # "When Dread Cacodemon enters, if you cast it from your hand, …": an intervening if (603.4)
    rule = cite("603.6a", r"trigger when a permanent enters the battlefield", r"")
    finding = t(frame.lang, "not_cast.enters_anyway", card=card.name)
    tokens = _TOKENS.search(effect[1])
    count = number(tokens[1]) if tokens else None
    if count is not None:
        finding += " " + t(frame.lang, "not_cast.tokens", n=str(count))
    return answered("yes", finding, rule, cite, (card,), "not_cast")


_LIVING_WEAPON = re.compile(r"^Living weapon\b", re.M)
_ASKS_GERM = re.compile(
    r"\bgerm\w*|\bgermen\b|\btoken\b|\bficha\b|\bliving weapon\b|\barma viviente\b|\btrigger\w*|\bdispar\w*"
)


def _living_weapon(frame: Frame, cite: Citer) -> Verdict | None:
    """ "If I put Batterskull in with Stoneforge's ability instead of casting it, do I still get the Germ?" Yes: living
    weapon triggers on entering, however it entered (702.92a, 603.6a)."""
    card = next((c for c in frame.cards if _LIVING_WEAPON.search(c.oracle_text)), None)
    putter = next((c for c in frame.cards if c is not card and _PUTS_FROM_HAND.search(c.oracle_text)), None)
    if card is None or not (putter is not None or _NOT_CAST_SAID.search(frame.folded)):
        return None
    clause = frame.clause or frame.asked
    if not (_ASKS_STILL.search(clause) and _ASKS_GERM.search(clause)):
        return None
    rule = cite("702.92a", r"Living weapon is a triggered ability", r"")
    how = putter.name if putter is not None else t(frame.lang, "not_cast.that_way")
    return answered("yes", t(frame.lang, "not_cast.living_weapon", card=card.name, how=how), rule, cite,
                    (card,), "not_cast")  # fmt: skip


_COUNTERSPELL = re.compile(r"\bcounter target (?:\w+ )?spell\b", re.I)
_ASKS_COUNTER = re.compile(r"\bcounter\w*|\bcontrarrest\w*|\bcounterea\w*")


#: the creature put in, asked without its name: "Counterspell the creature", "Mana Leak on the creature"
_THE_CREATURE = (
    r"\b(?:counter\w*|contrarrest\w*|{counter})\s+(?:(?:on|at|a|al|sobre) )?(?:the |that |this |his |her |their |la |el |"
    r"esa |ese |su |an? |una? )?(?:creature|criatura|bicho)\b(?! ability| spell)"
)


def _nothing_to_counter(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I put Thalia in with Aether Vial: can they Counterspell it?" No: a card put onto the battlefield is never
    cast, so it is never a spell on the stack a counterspell could target (601.2i, 701.6a)."""
    counters = [c for c in frame.cards if _COUNTERSPELL.search(c.oracle_text) and is_spell_card(c)]
    # Chalice of the Void: its trigger counters only a spell cast, the same nothing to counter
    counters += [c for c in frame.cards if COUNTERING_TRIGGER.search(c.oracle_text)]
    asked = frame.clause or frame.asked
    cast_at = any(named_as_verb(c, asked) for c in counters)
    if not (_ASKS_COUNTER.search(asked) or cast_at):
        return None  # neither "counter" nor the counterspell cast as the verb ("can I Mana Leak it?")
    putters = [c for c in frame.cards if c not in counters and (_PUTS.search(c.oracle_text) or _PUTS_THEM.search(
        c.oracle_text))]  # fmt: skip
    put = [c for c in frame.cards if c not in counters and c not in putters and not is_spell_card(c)]
    unnamed = not put and (
        re.search(_THE_CREATURE.format(counter="|".join(name_pattern(c) for c in counters) or "counter"), asked)
        # "can I counterspell the Emrakul they put in with Show and Tell?": its name not read as a card
        or re.search(
            r"\b(?:counter\w*|contrarrest\w*)\b[^?]{0,30}\b(?:put|puso|pone|meti\w*)\b[^?]{0,20}\b(?:in|en)\b", asked
        )
        or (
            re.search(r"\b(?:counter\w*|contrarrest\w*) (?:it|him|her)\b|\bcontrarrestarl[oa]\b", asked)
            and _PUT_SAID.search(frame.folded)
        )
    )
    if unnamed and re.search(r"\b(?:cast\w*|lanz\w*)\s+(?:\w+\s+){0,2}?(?:creature|criatura|bicho)\b", frame.folded):
        return None  # "opponent casts a creature with Aether Vial out": cast after all
    if len(putters) != 1 or (len(put) != 1 and not unnamed) or not (counters or _ASKS_COUNTER.search(asked)):
        return None
    # "… Chalice on 2. can they Counterspell it?": the one asked about; "counter it" with none named: a counterspell
    spell = next((c for c in counters if named_in(c, asked)), counters[0]).name if counters else None
    spell = spell or t(frame.lang, "not_cast.a_counterspell")
    shown = tuple(counters[:1])
    if unnamed:  # "can I Counterspell the creature they put in with Sneak Attack?": no card named for it
        rule = cite("701.6a", r"removing it from the stack", r"")
        finding = t(frame.lang, "not_cast.nothing_to_counter", card=t(frame.lang, "not_cast.the_creature"),
                    how=putters[0].name, spell=spell)  # fmt: skip
        return answered("no", finding, rule, cite, (putters[0], *shown), "not_cast")
    first = re.escape(put[0].name.split(",")[0].split()[0].lower())
    if re.search(
        rf"\bhard ?cast\w*|\bcast (?:it|him|her)\b|\bla lanzo\b|\blo lanzo\b|\bcast\w* (?:my |the |a |an )?{first}|"
        rf"\blanz\w* (?:a |el |la |mi )?{first}",
        frame.folded,
    ):
        return None  # cast after all: a spell on the stack
    if re.search(
        rf"\b(?:{name_pattern(putters[0])})\w*\b[^.?]{{0,40}}\b(?:counter|contrarrest)", frame.folded
    ) or re.search(rf"\b(?:counter\w*|contrarrest\w*)\s+(?:\w+\s+){{0,2}}(?:{name_pattern(putters[0])})", frame.folded):
        return None  # the putter itself countered ("can they Stifle the Vial?", "counter his Collected Company")
    rule = cite("701.6a", r"removing it from the stack", r"")
    finding = t(frame.lang, "not_cast.nothing_to_counter", card=put[0].name, how=putters[0].name, spell=spell)
    return answered("no", finding, rule, cite, (putters[0], put[0], *shown), "not_cast")


#: a cost only a cast pays: "This spell costs {X} less to cast…" (Ghalta), "As an additional cost to cast this spell…"
_CAST_COST = re.compile(
    r"\bthis spell costs [^.\n]*? (?:less|more) to cast\b|\bas an additional cost to cast this spell\b", re.I
)
_ASKS_CAN_PUT = re.compile(
    r"\b(?:can|could) (?:i|you|he|she|they) (?:still )?(?:put|sneak|cheat|drop|reanimate|bring)\b|"
    r"\b(?:puedo|podes|podés|puede) (?:igual )?(?:poner\w*|meter\w*|reanimar\w*|colar\w*)\b"
)
_ASKS_COST_MATTERS = re.compile(
    r"\b(?:cost|costs|coste|costo|reduction|reduccion)\b[^?]{0,30}\b(?:matter|apply|count|importa|aplica|cuenta)\w*|"
    r"\b(?:need|have to|tengo que|hace falta|necesito)\b[^?]{0,20}\b(?:power|poder|fuerza|sacrific\w*|discard\w*|descart\w*|pay|pagar)\b"
)


def _cost_not_paid(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I Sneak Attack Ghalta in without 12 power on the board?" Yes: a card put onto the battlefield isn't cast,
    so its cost, and what reduces or adds to it, is never determined or paid (601.2f is a step of casting)."""
    costly = next(
        (
            c
            for c in frame.cards
            if _CAST_COST.search(c.oracle_text) and ("Creature" in c.type_line or "Artifact" in c.type_line)
        ),
        None,
    )
    if costly is None:
        return None  # Natural Order's own additional cost is its cast's, not the creature's it fetches
    putter = next(
        (
            c
            for c in frame.cards
            if c is not costly
            and (
                _PUTS.search(c.oracle_text) or _PUTS_FROM_HAND.search(c.oracle_text) or _PUTS_THEM.search(c.oracle_text)
            )
        ),
        None,
    )
    if putter is None or re.search(r"\bhard ?cast\w*|\bcast (?:it|him|her)\b|\blanz\w* (?:lo|la)\b", frame.folded):
        return None
    clause = frame.clause or frame.asked
    if _ASKS_COST_MATTERS.search(clause):
        word = "no"
    elif _ASKS_CAN_PUT.search(clause) or re.search(rf"\bcan i (?:{name_pattern(putter)})", clause):
        word = "yes"
    else:
        return None
    rule = cite("601.2f", r"determines the total cost", r"coste total")
    finding = t(frame.lang, "not_cast.cost_unpaid", card=costly.name, how=putter.name)
    return answered(word, finding, rule, cite, (putter, costly), "not_cast")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    hated = _exiled_instead(frame, cite)
    if hated is not None:
        return hated
    if frame.qtype is QType.OTHER and re.match(r"\W*(?:counter\w*|contrarrest\w*)\b", frame.asked):
        return _nothing_to_counter(frame, cite)  # "Counterspell on a creature put in with Show and Tell?"
    if frame.qtype is not QType.YES_NO:
        return None
    watched = (
        _watcher_not_cast(frame, cite)
        or _cost_not_paid(frame, cite)
        or _enters_anyway(frame, cite)
        or _living_weapon(frame, cite)
        or _nothing_to_counter(frame, cite)
    )
    if watched is not None:
        return watched
    fatty = next((c for c in frame.cards if _CAST_TRIGGER.search(c.oracle_text)), None)
    if fatty is None:
        return _if_cast(frame, cite)
    putter = next((c for c in frame.cards if c is not fatty and _PUTS.search(c.oracle_text)), None)
    if putter is None and not _PUT_SAID.search(frame.folded):
        return None
    if re.search(r"\bhard ?cast\w*|\bcast (?:it|him|her) (?:normally|from (?:my|your) hand)", frame.folded):
        return None  # cast after all
    clause = frame.clause or frame.asked
    effect = _CAST_TRIGGER.search(fatty.oracle_text)
    assert effect is not None
    effect_words = {w for w in re.findall(r"[a-z]{4,}", effect[1].lower())} - {"this", "that", "target", "after"}
    asks_it = bool(re.search(r"\btrigger|\bdispar|\bturno extra\b|\bextra turn\b|\bdestru|\brob[ao]\b", clause)) or any(
        re.search(rf"\b{w}\b", clause) for w in effect_words
    )
    # "¿me llevo el turno extra o eso solo va si la lanzo?": the cast named only in the alternative after "o"
    first_choice = re.split(r",? \b(?:or|o)\b ", clause, maxsplit=1)[0]
    if not asks_it or _ASKS_CAST.search(first_choice):
        return None
    rule = cite("601.2i", r"abilities that trigger when a spell is cast", r"lanza")
    how = putter.name if putter is not None else t(frame.lang, "not_cast.that_way")
    finding = capital(t(frame.lang, "not_cast.no_trigger", card=fatty.name, how=how))
    return answered("no", finding, rule, cite, frame.cards, "not_cast")


#: an enters ability with the condition "if you cast it" (Zacama, Primal Calamity)
_IF_CAST = re.compile(
    r"^when [^\n]*? enters the battlefield, if you cast it(?: from your hand)?, ([^.\n]+)", re.I | re.M
)
#: a card that makes a token copy of a creature (Helm of the Host), or the copy said
_COPIES_AS_TOKEN = re.compile(
    r"\bcreate a token that[’']s a copy of\b|\breturn [^.]*\bcreature card\b[^.]* to the battlefield\b|"
    r"\bexile [^.]*\b(?:then|and) return (?:it|that card|them|those cards) to the battlefield\b",
    re.I,
)  # or returns a creature card from a graveyard (Animate Dead), or flickers it (Ephemerate, Restoration Angel)
_COPY_SAID = re.compile(r"\btoken cop(?:y|ies)\b|\bcop(?:y|ies) token\b|\bfichas? copia\b|\bcopia de ficha\b")


def _if_cast(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Helm of the Host makes a token copy of my Zacama: do my lands untap?" No — "if you cast it" is checked as it
    enters (603.4), and a token copy, or a card put onto the battlefield, was never cast."""
    fatty = next((c for c in frame.cards if _IF_CAST.search(c.oracle_text)), None)
    if fatty is None:
        return None
    putter = next(
        (
            c
            for c in frame.cards
            if c is not fatty and (_PUTS.search(c.oracle_text) or _COPIES_AS_TOKEN.search(c.oracle_text))
        ),
        None,
    )
    if putter is None and not (_PUT_SAID.search(frame.folded) or _COPY_SAID.search(frame.folded)):
        return None
    if _CAST_AFTER_ALL.search(frame.folded) or re.search(
        rf"\b(?:cast\w*|lanz\w*|castea\w*)\s+(?:\w+\s+){{0,2}}?{re.escape(fold(fatty.name).split(',')[0])}",
        frame.folded,
    ):
        return None  # cast after all, from any zone ("i cast zacama from my graveyard with yawgmoth's will")
    clause = frame.clause or frame.asked
    effect = _IF_CAST.search(fatty.oracle_text)
    assert effect is not None
    words = {w for w in re.findall(r"[a-z]{4,}", effect[1].lower())} - {"this", "that", "target", "your", "control"}
    if not (
        re.search(r"\btrigger|\bdispar|\benderez\w*|\buntap\w*", clause)
        or any(re.search(rf"\b{w}", clause) for w in words)
    ):
        return None
    rule = cite("603.4", r"checks whether the stated condition is true", r"condición")
    how = putter.name if putter is not None else t(frame.lang, "not_cast.that_way")
    finding = capital(t(frame.lang, "not_cast.if_cast", card=fatty.name, how=how))
    return answered("no", finding, rule, cite, frame.cards, "not_cast")


#: the creature cast after all: "lo lanza normal, pagando su maná", "he hard casts it", "casts it normally"
_CAST_AFTER_ALL = re.compile(
    r"\bhard ?cast\w*|\bcast\w* (?:it|him|her) (?:normally|from (?:his|her|their|my) hand)|"
    r"\b(?:lo|la) (?:lanza|lanzo|castea|casteo)\b[^.?]{0,10}\b(?:normal\w*|pagando|desde la mano)"
)


def _exiled_instead(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I flashed in Containment Priest in response to Show and Tell; he puts Griselbrand in. What happens?" It is
    exiled instead of entering: it wasn't cast (614.1a)."""
    hater = next((c for c in frame.cards if _EXILES_UNCAST.search(c.oracle_text)), None)
    if hater is None or frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS, QType.OTHER):
        return None
    putter = next((c for c in frame.cards if c is not hater and _PUTS.search(c.oracle_text)), None)
    if putter is None and not _PUT_SAID.search(frame.folded):
        return None
    names = name_pattern(hater)
    if names and re.search(
        rf"\b(?:put\w*|pone\w*|pongo|puse|sneak\w*|mete\w*|meto|drop\w*)\s+(?:in\s+)?(?:\w+\s+)?(?:{names})\b",
        frame.folded,
    ):
        return None  # "Show and Tell: he puts Containment Priest in, I put Griselbrand": they enter at the same time
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.WHAT_HAPPENS and not _ASKS_ENTERS.search(clause):
        return None
    if re.search(r"\btokens?\b|\bfichas?\b", frame.folded) or ARRIVES_AFTER.search(frame.folded):
        return None  # a token isn't stopped ("nontoken creature"); nor a creature that entered before the Priest
    others = [c for c in frame.cards if c is not hater and c is not putter]
    if not any("Creature" in c.type_line for c in others) or any("Creature" not in c.type_line for c in others):
        return None  # Omniscience or a Forest put in: only a creature is exiled (a nontoken creature)
    if _CAST_AFTER_ALL.search(frame.folded):
        # "¿y si lo lanza normal, pagando su maná?": cast, it resolves and enters; the Priest stops only the uncast
        rule = cite("608.3", r"permanent spell", r"hechizo de permanente")
        finding = t(frame.lang, "not_cast.cast_enters", card=hater.name)
        opener = ("no" if re.search(r"\bexil\w*", clause) else "yes") if frame.qtype is QType.YES_NO else None
        return answered(opener, finding, rule, cite, frame.cards, "not_cast")
    rule = cite("614.1a", r"instead", r"en vez de")
    finding = t(frame.lang, "not_cast.exiled_instead", card=hater.name)
    opener = None
    if frame.qtype is QType.YES_NO:
        opener = "yes" if re.search(r"\bexil\w*", clause) else "no"
    return answered(opener, finding, rule, cite, frame.cards, "not_cast")
