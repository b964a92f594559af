"""The mana value of a card with {X} in its cost (202.3e): on the stack X is the number chosen for it; anywhere else
(battlefield, graveyard, hand, library) X is 0. Fires only for one named card with {X} in its mana cost and a question
asking its mana value."""

from __future__ import annotations

import re

from answer.analysis import RIGHT_TAG, Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import (
    TOKEN_SAID,
    Citer,
    Step,
    Verdict,
    answered,
    count_told,
    ids,
    is_spell_card,
    mana_value,
    name_pattern,
    named_as_verb,
    named_in,
)
from answer.reasoners.stack_order import position
from answer.rewrite import mentions
from answer.text import COUNT_GROUP, number
from ingest.lexicon import fold
from ingest.models import Card

_ASKS = re.compile(r"\bmana value|\bmv\b|\bcmc\b|converted mana cost|valor de mana|coste de mana convertido|\bvm\b")
#: where the question places it: on the stack (being cast) or elsewhere
_ON_STACK = re.compile(r"on the stack|en la pila|\bcasts?\b|\bcasting\b|\blanz\w*|\bresolv|\bcounter\w*|contrarrest")
#: X asked to count as zero: "does X count as 0", "¿cuenta la X como 0?", "is X zero there?"
_X_AS_ZERO = re.compile(
    r"\bx\b[^?.]{0,30}\b(?:as|como|=|es|is|count\w*|cuenta\w*|vale)\s*(?:0|zero|cero)\b|\b(?:0|zero|cero)\b[^?.]{0,12}\bx\b"
)
_ONLY_STACK = re.compile(r"\bon the stack\b|\ben la pila\b")
_ELSEWHERE = re.compile(
    r"on the battlefield|in play|en (el campo|juego|mesa)|in (my|the|his|her|their) (graveyard|hand|library)|"
    r"en (el|mi|su) (cementerio|mano)|en (la|mi|su) (mano|biblioteca)|\bresolved\b|se resolvio|ya (esta|entro)"
)


#: Dark Confidant: "You lose life equal to its converted mana cost."
_LOSE_EQUAL = re.compile(r"lose life equal to (?:its|that card's) (?:converted mana cost|mana value)", re.I)
#: (the life asked, or "how much do I lose?" of a card that makes you lose life)
_ASKS_LIFE = re.compile(r"\blife\b|\bvidas?\b|\bhow much do i lose\b|\bcuanto pierdo\b")


#: Counterbalance: "counter that spell if it has the same converted mana cost as the revealed card."
_SAME_VALUE = re.compile(r"counter that spell if it has the same (?:converted mana cost|mana value)", re.I)
_ASKS_COUNTERED = re.compile(
    r"\bcounter\w*|contrarrest\w*|\bcounterea\w*|\b(?:hit|hits|catch\w*|stop\w*|get|gets|eat|eats) (?:mine|it|my)\b|"
    r"\bse (?:lo|la) come\b"
)
_COUNTERED_CLAIM = re.compile(r"\bse (?:lo|la) come\b|\bcounter\w*|\bcontrarrest\w*|\bse lo traga\b")
_ASKS_CAST = re.compile(
    r"\b(?:can|could|may) i (?:still )?(?:cast|play)\b|\b(?:puedo|podria) (?:igual |todavia )?(?:lanzar|tirar|jugar)\b"
)
_CAST_BEFORE = re.compile(r"\b(?:casts?|casting|lanz\w*)\s+(?:(?:an?|the|un|una|el|la|su|his|her|their)\s+)?$", re.I)
_REVEAL_BEFORE = re.compile(
    # "bob flipped a force of will", "Bob voltea un Force of Will": the top card turned over is the one revealed
    r"\b(?:reveal\w*|revel\w*|flip\w*|turn\w* over|volte\w*|gir[oó]|sac[oó])\s+"
    r"(?:(?:an?|the|my|my own|un|una|el|la|mi|mi propi[oa])\s+)?$",
    re.I,
)


_FACE_DOWN = re.compile(r"\bface[- ]down\b|\bboca abajo\b|\bmanifest\w*|\bmorph(?:ed)? (?:it|creature)\b")


#: Mana Drain: "add an amount of {C} equal to that spell's converted mana cost"
_MANA_EQUAL = re.compile(r"add an amount of \{C\} equal to that spell[’']s (?:converted mana cost|mana value)", re.I)
_ASKS_MANA = re.compile(r"\bmana\b|\bman[aá]\b|\bcolorless\b|\bincoloro\b")


def _drained(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I Mana Drain their pitched Force of Will: how much do I get?": the spell's mana value from its printed cost,
    however it was paid (118.9c: an alternative cost doesn't change the mana cost). Fires only for one named card
    adding mana equal to that value and one other named spell card with a cost without {X}."""
    drain = next((c for c in frame.cards if _MANA_EQUAL.search(c.oracle_text)), None)
    if drain is None or not _ASKS_MANA.search(frame.clause or frame.asked):
        return None
    x = x_said(frame.folded)
    spells = [c for c in frame.cards if c is not drain and c.mana_cost and ("{X}" not in c.mana_cost or x is not None)]
    if len(spells) > 1:  # "opp forces my tinker; i mana drained the force": the one named right after the Drain
        verb = re.search(r"\bdrain\w*\s+(?:(?:the|their|his|her|su|el|la|a|al)\s+)*", frame.folded)
        spells = [c for c in spells if verb is not None and position(frame.folded[verb.end() :], c) == 0]
    if len(spells) != 1 or "//" in spells[0].mana_cost or "Land" in spells[0].type_line:
        return None
    spell = spells[0]
    n = mana_value(spell.mana_cost, x or 0)
    # "a Fireball with X=5 at two targets (7 paid)": X counts as chosen on the stack, the extra {1} is no mana cost
    rule = (
        cite("202.3e", r"X is treated as the number chosen", r"X")
        if "{X}" in spell.mana_cost
        else cite("118.9c", r"An alternative cost doesn’t change a spell’s mana cost", r"")
    )
    value = cite("202.3", r"mana value of an object is a number equal to the total amount of mana", r"valor de maná")
    key = "mv.drained_x" if "{X}" in spell.mana_cost else "mv.drained"
    finding = t(frame.lang, key, card=drain.name, spell=spell.name, cost=spell.mana_cost, n=str(n), x=str(x))
    step = finding + ids(value, rule)
    return Verdict(f"{n}: {step}", [Step(step, tuple(r for r in (value, rule) if r))], cite.quotes, (drain, spell),
                   "mana_value")  # fmt: skip


#: Spell Blast: "Counter target spell with converted mana cost X."
_COUNTERS_X = re.compile(r"counter target spell with (?:converted mana cost|mana value) X\b", re.I)
#: "what X do I need", "¿con qué X…?", "how much X"
_ASKS_X = re.compile(r"\b(?:what|which|how much|que|cual|cuanto)\s+(?:\w+\s+)?x\b|\bx\s*=\s*\?")


def _x_to_counter(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They cast Fireball with X=5: what X for my Spell Blast?" 6: on the stack X counts as the number chosen, so the
    spell's mana value is 5 + {R} (202.3e), and Spell Blast's X must equal it."""
    blasts = [c for c in frame.cards if _COUNTERS_X.search(c.oracle_text)]
    if len(blasts) != 1 or not _ASKS_X.search(frame.clause or frame.asked):
        return None
    spells = [c for c in frame.cards if c is not blasts[0] and is_spell_card(c) and c.mana_cost and "//" not in c.name]
    if len(spells) != 1:
        return None
    spell = spells[0]
    x = x_said(frame.folded) if "{X}" in spell.mana_cost else 0
    if x is None:
        return None
    n = mana_value(spell.mana_cost, x)
    rule = cite("202.3e", r"X is treated as the number chosen", r"X") if "{X}" in spell.mana_cost else None
    rule = rule or cite("202.3", r"mana value of an object is a number equal to the total amount of mana", r"")
    finding = t(frame.lang, "mv.x_to_counter", blast=blasts[0].name, spell=spell.name, cost=spell.mana_cost, n=str(n))
    step = finding + ids(rule)
    return Verdict(f"X = {n}: {step}", [Step(step, (rule,) if rule else ())], cite.quotes, (blasts[0], spell),
                   "mana_value")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        blasted = _x_to_counter(frame, cite)
        if blasted is not None:
            return blasted
    if frame.qtype is QType.HOW_MANY and _ASKS_LIFE.search(frame.clause or frame.asked):
        return _revealed(frame, cite)
    if frame.qtype is QType.HOW_MANY:
        drained = _drained(frame, cite)
        if drained is not None:
            return drained
    # "my Mox Sapphire gets countered if I cast it?": a yes/no without its verb first
    asked_yes_no = frame.qtype is QType.YES_NO or (frame.qtype is QType.OTHER and "?" in frame.question)
    # "dice que el Chalice se lo come, ¿es así?": the claim told just before a bare "is that so?"
    claimed = RIGHT_TAG.search(frame.clause or frame.asked) and _COUNTERED_CLAIM.search(frame.folded)
    if asked_yes_no and (_ASKS_COUNTERED.search(frame.clause or frame.asked) or claimed):
        found = _same_value(frame, cite) or _chalice(frame, cite) or _value_counter(frame, cite)
        if found is not None:
            return found
    if frame.qtype is QType.YES_NO and any(
        _VALUE_COUNTER.search(c.oracle_text) and named_as_verb(c, frame.clause or frame.asked) for c in frame.cards
    ):
        found = _value_counter(frame, cite)  # "can I Mental Misstep his Lightning Bolt?": the card's name as the verb
        if found is not None:
            return found
    if frame.qtype is QType.YES_NO and _ASKS_CAST.search(frame.clause or frame.asked):
        # "opp has Chalice on 1, can I still cast Swords?": yes, it can be cast; Chalice's trigger counters it or not
        found = _chalice(frame, cite, cast_asked=True)
        if found is not None:
            return found
    if frame.qtype is QType.YES_NO:
        limited = _limited(frame, cite) or _token_limited(frame, cite)
        if limited is not None:
            return limited
    clause = frame.clause or frame.asked
    if frame.qtype is QType.YES_NO and not frame.cards and _X_AS_ZERO.search(clause):
        # "una carta con X en el cementerio, ¿cuenta la X como 0?": yes off the stack, no on it (202.3e)
        there, elsewhere = bool(_ONLY_STACK.search(frame.folded)), bool(_ELSEWHERE.search(frame.folded))
        if there != elsewhere:
            rule = cite("202.3e", r"X is treated as 0 while the object is not on the stack", r"X")
            return answered("no" if there else "yes", t(frame.lang, "mv.x_rule"), rule, cite, (), "mana_value")
    # "¿qué valor de maná tiene? ¿2 o 5?": the last question only offers the numbers
    if not (
        _ASKS.search(clause) or (re.fullmatch(r"\W*\d+\s+(?:o|or)\s+\d+\W*", clause) and _ASKS.search(frame.folded))
    ):
        return None
    if _FACE_DOWN.search(frame.folded) and not re.search(
        r"\bturn\w* (?:it )?face up|\bboca arriba\b|\bunmorph", frame.folded
    ):
        # "cast Den Protector face down for 3: its mana value on the stack?": a face-down spell has no mana cost, 0
        rule = cite("708.4", r"see only the face-down spell’s characteristics", r"")
        cite("202.3a", r"with no mana cost is 0", r"")
        return answered(None, t(frame.lang, "mv.face_down"), rule, cite, frame.cards, "mana_value")
    copied = _copied(frame)
    if copied is None and TOKEN_SAID.search(frame.clause or frame.asked):
        # "¿qué valor de maná tiene una ficha de soldado de Raise the Alarm?": a token has no mana cost, so 0
        rule = cite("202.3a", r"with no mana cost is 0", r"")
        return answered(None, t(frame.lang, "mv.token"), rule, cite, (), "mana_value")
    if copied is not None:  # "a token copy of baneslayer angel with rite of replication: what's its mv?"
        rule = cite("707.2", r"copiable values", r"copiables")
        finding = t(frame.lang, "mv.copy", name=copied.name, cost=copied.mana_cost, n=str(mana_value(copied.mana_cost)))
        return answered(None, finding, rule, cite, (copied,), "mana_value")
    hybrid = _HYBRID_SAID.search(frame.question) if not frame.cards else None
    if hybrid is not None:  # "una carta cuesta {2/B}{2/B}{2/B}, ¿qué valor de maná tiene?": the cost told, no card
        typed = hybrid[0].upper()
        rule = cite("202.3f", r"hybrid mana symbol", r"")
        finding = t(frame.lang, "mv.hybrid", name=t(frame.lang, "mv.that_card"), cost=typed, n=str(mana_value(typed)))
        return answered(None, finding, rule, cite, (), "mana_value")
    costed = [c for c in frame.cards if "{X}" in c.mana_cost and "//" not in c.mana_cost]
    cost = _COST_SAID.search(frame.question) if not frame.cards else None
    if cost is not None and "{X}" in cost[0].upper():
        # "whats the mana value of an {X}{R} spell on the stack if i cast it with X=5": the cost the question gives
        costed = [Card(t(frame.lang, "mv.a_spell"), mana_cost=cost[0].upper())]
    # the one card whose value is asked: the only one named, or the only instant or sorcery beside permanents ("i
    # delve 7 for Treasure Cruise … its mana value, for their Counterbalance?")
    spells = [c for c in frame.cards if is_spell_card(c)] if len(frame.cards) > 1 else frame.cards
    if not costed and len(spells) == 1 and spells[0].mana_cost and "//" not in spells[0].mana_cost:
        # "mi comandante es Krenko, ¿cuál es su valor de maná en la pila?": its printed cost, tax or no tax
        card = spells[0]
        n = str(mana_value(card.mana_cost))
        if re.search(r"\{\d+/\w\}", card.mana_cost):  # Spectral Procession's {2/W}: its largest part, however paid
            rule = cite("202.3f", r"hybrid mana symbol", r"")
            finding = t(frame.lang, "mv.hybrid", name=card.name, cost=card.mana_cost, n=n)
            return answered(None, finding, rule, cite, (card,), "mana_value")
        rule = cite("202.3", r"mana value of an object is a number equal to the total amount of mana", r"valor de maná")
        finding = t(frame.lang, "mv.printed", name=card.name, cost=card.mana_cost, n=n)
        # "Frogmite me cuesta 0 por afinidad. ¿su valor de maná es 0?": the number asked, checked
        told = re.findall(rf"(?<![\w{{/]){COUNT_GROUP}(?![\w}}/])|\b(zero|cero)\b", frame.clause or frame.asked)
        asked = [str(number(word) or 0) for pair in told for word in pair if word]  # "es cero", "is it 3?"
        opener = ("yes" if n in asked else "no") if frame.qtype is QType.YES_NO and asked else None
        return answered(opener, finding, rule, cite, (card,), "mana_value")
    if len(costed) != 1:
        return None
    card = costed[0]
    said = x_said(frame.folded)
    where = frame.clause or frame.asked
    if _ELSEWHERE.search(where) or _ELSEWHERE.search(frame.asked):  # "mientras está en el campo, ¿cuál es…?"
        stack = False
    elif _ON_STACK.search(where) or _ON_STACK.search(frame.folded):
        stack = True
    elif _ELSEWHERE.search(frame.folded):
        stack = False
    else:
        return None  # the question doesn't place it
    if stack and said is None:
        return None  # on the stack, but the X chosen isn't said
    x = said if stack and said is not None else 0
    return _value(frame, cite, card, x, stack)


_COPY_OF = re.compile(
    r"\b(?:token )?cop(?:y|ies) of\b|\bcopia de\b|\bficha (?:que es )?copia\b|\bcopying\b|\bcopiando\b"
)
_MAKES_COPIES = re.compile(r"\bcop(?:y|ies) of\b|\bas a copy\b", re.I)


def _copied(frame: Frame) -> Card | None:
    """The one named permanent a named copy effect (Rite of Replication, Clone) is said to copy."""
    if not _COPY_OF.search(frame.folded):
        return None
    makers = [c for c in frame.cards if _MAKES_COPIES.search(c.oracle_text)]
    originals = [
        c
        for c in frame.cards
        if c not in makers and c.mana_cost and "{X}" not in c.mana_cost and "//" not in c.mana_cost
    ]
    return originals[0] if makers and len(originals) == 1 else None


def _value(frame: Frame, cite: Citer, card: Card, x: int, stack: bool) -> Verdict:
    value = mana_value(card.mana_cost, x)
    rule = cite("202.3e", r"X is treated as", r"X")
    key = "mv.stack" if stack else "mv.elsewhere"
    finding = t(frame.lang, key, name=card.name, n=str(value), x=str(x), cost=card.mana_cost)
    named = (card,) if card in frame.cards else ()  # a cost the question gives is no card to show
    return answered(None, finding, rule, cite, named, "mana_value")


#: a mana cost written in the question: "{X}{R}", "{x}{x}{g}"
_COST_SAID = re.compile(r"(?:\{(?:\d+|[wubrgcx])\})+", re.I)
#: a typed cost with a monocolored hybrid symbol: "{2/B}{2/B}{2/B}"
_HYBRID_SAID = re.compile(r"(?:\{(?:\d+|[wubrgc])\})*\{\d+/[wubrg]\}(?:\{(?:\d+|[wubrgc]|\d+/[wubrg])\})*", re.I)


def _split(card: Card) -> bool:
    """A split card (Fire // Ice): both halves instants or sorceries, no Adventure."""
    halves = card.type_line.split(" // ")
    return (
        len(halves) == 2
        and "Adventure" not in card.type_line
        and all(re.match(r"(?:Instant|Sorcery)\b", half) for half in halves)
    )


def _revealed(frame: Frame, cite: Citer) -> Verdict | None:
    """Dark Confidant reveals a card: the life lost is its mana value, with X as 0 off the stack (202.3e)."""
    revealer = next((c for c in frame.cards if _LOSE_EQUAL.search(c.oracle_text)), None)
    shown = [
        c
        for c in frame.cards
        if c is not revealer and c.mana_cost and ("//" not in c.mana_cost or _split(c) or "Adventure" in c.type_line)
    ]
    if revealer is None or len(shown) != 1:
        return None
    card = shown[0]
    # a split card: both halves' symbols count (709.4b); an adventurer off the stack: only its creature's (715.4)
    cost = card.mana_cost.split(" // ")[0] if "Adventure" in card.type_line else card.mana_cost
    value = mana_value(cost, 0)
    rule = cite("709.4b", r"combined mana costs of its two halves", r"") if _split(card) else None
    rule = rule or (cite("715.4", r"only its normal characteristics", r"") if cost != card.mana_cost else None)
    rule = rule or (cite("202.3e", r"X is treated as", r"X") if "{X}" in cost else None)
    rule = rule or cite("202.3", r"mana value of an object", r"valor de maná")
    finding = t(frame.lang, "mv.revealed", n=str(value), revealer=revealer.name, name=card.name, cost=cost)
    return answered(None, finding, rule, cite, (revealer, card), "mana_value")


def _same_value(frame: Frame, cite: Citer) -> Verdict | None:
    """Counterbalance reveals a card: the spell is countered when the two mana values match, the spell's X being the
    one chosen and the revealed card's X being 0 (202.3e)."""
    balance = next((c for c in frame.cards if _SAME_VALUE.search(c.oracle_text)), None)
    if balance is None:
        return None
    cast, shown = _after(frame, _CAST_BEFORE), _after(frame, _REVEAL_BEFORE)
    value_said = _REVEALED_VALUE.search(frame.folded) if shown is None else None
    if value_said is not None:  # "si revelo una carta de valor de maná 4": the revealed card by its value
        shown = Card(t(frame.lang, "mv.a_card", n=value_said[1]), mana_cost="{" + value_said[1] + "}")
    if cast is None or shown is None or "//" in cast.mana_cost + shown.mana_cost or not shown.mana_cost:
        return None
    x = x_said(frame.folded)
    if "{X}" in cast.mana_cost and x is None:
        return None  # the X chosen isn't said
    spell, revealed = mana_value(cast.mana_cost, x or 0), mana_value(shown.mana_cost, 0)
    rule = cite("202.3e", r"X is treated as", r"X") if "{X}" in cast.mana_cost + shown.mana_cost else None
    rule = rule or cite("202.3", r"mana value of an object", r"valor de maná")
    same = spell == revealed
    finding = t(
        frame.lang, "mv.balance_same" if same else "mv.balance_differs",
        spell=cast.name, a=str(spell), shown=shown.name, b=str(revealed), balance=balance.name,
    )  # fmt: skip
    return answered("yes" if same else "no", finding, rule, cite, (balance, cast, shown), "mana_value")


_REVEALED_VALUE = re.compile(
    r"\b(?:reveal\w*|revel\w*)\b[^.?]{0,25}\b(?:mana value|valor de mana|cmc|converted mana cost|mv) (?:of |de )?(\d{1,2})\b"
)


def _after(frame: Frame, verb: re.Pattern[str]) -> Card | None:
    """The one named card the question names right after a verb ("casts Walking Ballista", "I reveal my own …")."""
    found = {
        card.name: card
        for card in frame.cards
        for start, _ in mentions(frame.question, card.name)
        if verb.search(frame.question[max(0, start - 30) : start])
    }
    return next(iter(found.values())) if len(found) == 1 else None


#: a spell that checks its target's mana value: "nonland permanent with converted mana cost 3 or less" (Abrupt Decay),
#: "spell with converted mana cost 2" (Spell Snare), "if it has converted mana cost 2 or less" (Fatal Push)
_LIMIT = re.compile(r"(?:with|has) (?:converted mana cost|mana value) (\d+)( or less| or greater)?", re.I)
_ASKS_HIT = re.compile(
    r"\b(?:destroy|kill|target|counter|hit|snare|push|decay|exile)\w*|\b(?:destru|mat|apunt|contrarrest|exili)\w*"
)


def _limited(frame: Frame, cite: Citer) -> Verdict | None:
    """Can Abrupt Decay destroy a Hangarback Walker cast with X=3? On the battlefield its X is 0 (202.3e), so its mana
    value is 0; Spell Snare on the stack sees the X chosen. Fires for one limiting spell and one {X} card."""
    limiter = next((c for c in frame.cards if _LIMIT.search(c.oracle_text)), None)
    x_cards = [c for c in frame.cards if c is not limiter and "{X}" in c.mana_cost and "//" not in c.mana_cost]
    if limiter is not None and not x_cards and _ASKS_HIT.search(frame.clause or frame.asked):
        return _land_face(frame, cite, limiter)
    if limiter is not None and not x_cards and _ASKS_PUT.search(frame.clause or frame.asked):
        return _put_limited(frame, cite, limiter)
    if limiter is None or len(x_cards) != 1 or not _ASKS_HIT.search(frame.clause or frame.asked):
        return None
    limit = _LIMIT.search(limiter.oracle_text)
    assert limit is not None
    card = x_cards[0]
    on_stack = bool(re.search(r"counter target spell", limiter.oracle_text, re.I))
    x = x_said(frame.folded)
    if on_stack and x is None:
        return None
    value = mana_value(card.mana_cost, x if on_stack and x is not None else 0)
    fits = _fits(value, limit)
    rule = cite("202.3e", r"X is treated as", r"X")
    key = "mv.limit_stack" if on_stack else "mv.limit_elsewhere"
    finding = t(frame.lang, key, name=card.name, n=str(value), x=str(x or 0), spell=limiter.name,
                limit=limit[0]) + " " + t(frame.lang, "mv.limit_fits" if fits else "mv.limit_misses")  # fmt: skip
    return answered("yes" if fits else "no", finding, rule, cite, (limiter, card), "mana_value")


_ASKS_PUT = re.compile(r"\bput\w*|\bget\b|\bgrab\w*|\bhit\w*|\bpon\w*|\bsac\w*|\bmeter\w*|\bbaj\w*")
#: a limit on the creature cards a spell puts onto the battlefield (Collected Company: "Put up to two creature cards
#: with mana value 3 or less from among them onto the battlefield.")
_PUTS_LIMITED = re.compile(
    r"creature cards? with (?:mana value|converted mana cost) \d+ or less[^.]*onto the battlefield", re.I
)


def _put_limited(frame: Frame, cite: Citer, limiter: Card) -> Verdict | None:
    """ "Collected Company: can I put the Kitchen Finks among the six onto the battlefield?" Its mana value against
    the limit (202.3): {1}{G/W}{G/W} is 3, so yes; a Primeval Titan's 6 isn't."""
    limit = _LIMIT.search(limiter.oracle_text)
    others = [c for c in frame.cards if c is not limiter]
    if limit is None or not _PUTS_LIMITED.search(limiter.oracle_text) or len(others) != 1:
        return None
    card = others[0]
    if "Creature" not in card.type_line or " // " in card.type_line:
        return None  # not a creature card: another reason it can't be put; a two-faced one: not read here
    value = mana_value(card.mana_cost)
    fits = _fits(value, limit)
    rule = cite("202.3", r"mana value of an object is a number equal to the total amount of mana", r"valor de maná")
    finding = t(frame.lang, "mv.limit_put", name=card.name, cost=card.mana_cost or "{0}", n=str(value),
                spell=limiter.name, limit=limit[0])  # fmt: skip
    finding += " " + t(frame.lang, "mv.limit_fits" if fits else "mv.limit_misses")
    return answered("yes" if fits else "no", finding, rule, cite, (limiter, card), "mana_value")


def _land_face(frame: Frame, cite: Citer, limiter: Card) -> Verdict | None:
    """ "Elspeth Conquers Death on their Emeria, Shattered Skyclave? The card is a 7-drop on the other side": a modal
    double-faced permanent has only its face-up characteristics (712.8f), and a land face has no mana cost, so its
    mana value is 0 (202.3a). Fires for one named two-faced card whose named face is its land face."""
    limit = _LIMIT.search(limiter.oracle_text)
    if limit is None:
        return None
    line = limiter.oracle_text[: limit.end()].rsplit("\n", 1)[-1]  # the line with the limit
    if re.search(r"counter target spell|target (?:nonland|creature|artifact|enchantment|planeswalker)", line, re.I):
        return None  # on the stack: the face cast; or a land was never a legal target
    found = []
    for card in frame.cards:
        if card is limiter or len(card.faces) != 2 or " // " not in card.type_line:
            continue
        for face, types in zip(card.faces, card.type_line.split(" // "), strict=False):
            if "Land" in types and re.search(
                rf"\b{re.escape(fold(face).replace(',', ''))}\b", frame.folded.replace(",", "")
            ):
                found.append((card, face))
    if len(found) != 1:
        return None
    card, face = found[0]
    fits = _fits(0, limit)
    rule = cite("712.8f", r"it has only the characteristics of the face that’s up", r"")
    cite("202.3a", r"with no mana cost is 0", r"")
    finding = t(frame.lang, "mv.land_face", face=face, spell=limiter.name, limit=limit[0])
    finding += " " + t(frame.lang, "mv.limit_fits" if fits else "mv.limit_misses")
    return answered("yes" if fits else "no", finding, rule, cite, (limiter, card), "mana_value")


def _fits(value: int, limit: re.Match[str]) -> bool:
    """Whether a mana value meets a limit read by `_LIMIT` ("3 or greater", "2 or less", "3")."""
    n, how = int(limit[1]), (limit[2] or "").strip().lower()
    return value <= n if how == "or less" else value >= n if how == "or greater" else value == n


_PARITY = re.compile(r"choose odd or even\. exile each creature with (?:converted mana cost|mana value)", re.I)
_EVEN = re.compile(r"\beven\b|\bpar(?:es)?\b")
_ODD = re.compile(r"\bodd\b|\bimpar(?:es)?\b")
_ASKS_GONE = re.compile(
    r"\bexil\w*|\bse van\b|\bgo away\b|\bgone\b|\bdie\b|\bmuere\w*|\bsurviv\w*|\bsobreviv\w*|\bstay\w*"
)


def _token_limited(frame: Frame, cite: Citer) -> Verdict | None:
    """A token that isn't a copy has no mana cost, so its mana value is 0 (202.3a), however big it is: Elspeth
    Conquers Death's "mana value 3 or greater" misses the 5/5 Shark; Extinction Event on even exiles it (0 is even)."""
    # "2 tiburones 3/3 de shark typhoon": tokens of the named card that makes them, the word "token" unsaid
    maker = next(
        (
            c
            for c in frame.cards
            if "Creature" not in c.type_line
            and re.search(r"\bcreate [^.]*\btokens?\b", c.oracle_text, re.I)
            and re.search(
                rf"\b(?:de|from|of|off)\s+(?:(?:my|his|her|their|mi|su|el|la)\s+)?(?:{name_pattern(c) or '$^'})\b",
                frame.folded,
            )
        ),
        None,
    )
    if not (TOKEN_SAID.search(frame.folded) or maker) or re.search(r"\bcop(?:y|ies|ia|ias)\b|\bclon\w*", frame.folded):
        return None
    limiter = next((c for c in frame.cards if _LIMIT.search(c.oracle_text) or _PARITY.search(c.oracle_text)), None)
    clause = frame.clause or frame.asked
    if any("Creature" in c.type_line and c is not limiter and named_in(c, clause) for c in frame.cards):
        return None  # "… a Zombie token and Grave Titan: can Elspeth Conquers Death exile Grave Titan?": a card asked
    if not (
        TOKEN_SAID.search(clause)
        or re.search(r"\b(?:it|them|lo|la|los|las)\b", clause)
        or (maker is not None and named_in(maker, clause))
        or len(clause.split()) <= 3  # "¿se van?": the tokens told just before
    ):
        return None
    if limiter is None or not (_ASKS_HIT.search(clause) or _ASKS_GONE.search(clause)):
        return None
    limit = _LIMIT.search(limiter.oracle_text)
    if limit is not None:
        fits = _fits(0, limit)
        said = limit[0]
    else:
        even, odd = _EVEN.search(frame.folded), _ODD.search(frame.folded)
        if bool(even) == bool(odd):
            return None  # which value was chosen is not told
        fits, said = bool(even), (even or odd)[0]  # type: ignore[index]
    if re.search(r"\bsurviv\w*|\bsobreviv\w*|\bstay\w*|\bse salva\w*|\bse queda\w*", clause):
        fits = not fits  # asked whether it survives
    rule = cite("202.3a", r"with no mana cost is 0", r"0")
    key = "mv.token_zero" if limit is not None else "mv.token_zero_parity"
    finding = t(frame.lang, key, spell=limiter.name, limit=said)
    return answered("yes" if fits else "no", finding, rule, cite, frame.cards, "mana_value")


def _face_cost(frame: Frame, card: Card) -> tuple[str, str] | None:
    """The name and mana cost of what is cast: a one-face card's own, or the half of a two-faced card the question
    names ("lanza stomp": the Adventure's {1}{R}, 715.3b); None when the half cast isn't said."""
    if "//" not in card.mana_cost:
        return card.name, card.mana_cost
    halves = zip(card.faces, card.mana_cost.split(" // "), strict=False)
    said = [(face, cost) for face, cost in halves if re.search(rf"\b{re.escape(fold(face))}\b", frame.folded)]
    if len(said) == 2:  # "lanzo Petty Theft (la aventura de Brazen Borrower)": the half after the cast verb
        said = [
            (face, cost)
            for face, cost in said
            if re.search(
                rf"\b(?:cast\w*|lanz\w*|tir\w*)\s+(?:the |la |el |an? )?{re.escape(fold(face))}\b", frame.folded
            )
        ]
    return said[0] if len(said) == 1 else None


#: a counterspell limited to one mana value: Mental Misstep's "Counter target spell with converted mana cost 1."
_VALUE_COUNTER = re.compile(r"^counter target spell with (?:converted mana cost|mana value) (\d+)\.", re.I | re.M)


def _value_counter(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I Mental Misstep their Force of Will cast for free?": it can target only a spell whose mana value is its
    number, from the mana cost whatever was paid (118.9c, 202.3): Force of Will is a 5."""
    counter = next((c for c in frame.cards if _VALUE_COUNTER.search(c.oracle_text)), None)
    spells = [c for c in frame.cards if c is not counter and is_spell_card(c) and "//" not in c.mana_cost]
    if counter is None or len(spells) != 1 or "{X}" in spells[0].mana_cost or not spells[0].mana_cost:
        return None
    if re.search(r"\bpay\w*|\bpag\w*|\bstop\w*|\bprevent\w*|\bevit\w*|\bimpedi\w*", frame.clause or frame.asked):
        return None  # "can I pay 1 to stop Mental Misstep?": what stops it is another question
    limit = int(_VALUE_COUNTER.search(counter.oracle_text)[1])  # type: ignore[index]
    value = mana_value(spells[0].mana_cost)
    rule = cite("202.3", r"mana value of an object", r"valor de maná")
    key = "mv.counter_fits" if value == limit else "mv.counter_misses"
    finding = t(frame.lang, key, spell=spells[0].name, n=str(value), k=str(limit), counter=counter.name)
    if re.search(r"\bfree\b|\bgratis\b|\balternative\b|\balternativo\b|\bwithout paying\b|\bsin pagar\b|\bpitch\w*|"
                 r"\bexil\w*|\bpaying life\b|\bpagando vida\b", frame.folded):  # fmt: skip
        finding += " " + t(frame.lang, "mv.alternative_same")
    return answered("yes" if value == limit else "no", finding, rule, cite, (counter, spells[0]), "mana_value")


#: Chalice of the Void's trigger, not Aether Vial's "put a creature card with converted mana cost equal to …"
_CHARGE = re.compile(
    r"casts a spell with (?:converted mana cost|mana value) equal to the number of charge counters", re.I
)


def _chalice(frame: Frame, cite: Citer, cast_asked: bool = False) -> Verdict | None:
    """Chalice of the Void on N counters the spells whose mana value is N; an X spell's mana value on the stack counts
    the X chosen (202.3e), so Walking Ballista cast with X=1 is a 2, not a 0."""
    chalice = next((c for c in frame.cards if _CHARGE.search(c.oracle_text)), None)
    if chalice is None:
        return None
    said = count_told(frame, chalice)
    others = [c for c in frame.cards if c is not chalice and (is_spell_card(c) or "Artifact" in c.type_line)]
    cast = _after(frame, _CAST_BEFORE) or next(
        (c for c in frame.cards if c is not chalice and "{X}" in c.mana_cost), None
    )
    if cast is None and len(others) == 1:
        cast = others[0]  # "my Mox Sapphire gets countered if I cast it?", "pay 2 life for Mutagenic Growth"
    head = re.escape(fold(chalice.name.split(" of ")[0]))
    if cast is None and re.search(rf"\b(?:my own|another|a second|otro|mi propio)\s+{head}", frame.folded):
        cast = chalice  # "I want to cast my own Chalice for X=1"
    # "I want to cast my own Chalice for X=1": a second Chalice, cast with its X said after the first one's number
    own = (
        cast is chalice
        and said is not None
        and re.search(r"\b(?:my own|another|a second|otro|mi propio)\b", frame.folded)
    )
    if said is None or cast is None or (cast is chalice and not own):
        return None
    face = _face_cost(frame, cast)
    if face is None:
        return None
    name, cost = face
    x = x_said(frame.folded[said.end() :]) if own else x_said(frame.folded)
    if "{X}" in cost and x is None:
        return None
    counters, value = number(said[1]) or 0, mana_value(cost, x or 0)
    rule = (
        cite("202.3e", r"X is treated as", r"X")
        if "{X}" in cost
        else cite("202.3", r"mana value of an object", r"valor de maná")
    )
    same = counters == value
    # "can I still cast Swords?": it can be cast either way; what Chalice does to it is the rest of the answer
    key = ("mv.chalice_cast_same" if cast_asked else "mv.chalice_same") if same else "mv.chalice_differs"
    finding = t(frame.lang, key, spell=name, n=str(value), k=str(counters), chalice=chalice.name)
    if "{X}" in cost:  # "its printed mv is 0": on the stack X is the number chosen
        finding += " " + t(frame.lang, "mv.x_on_stack", x=str(x or 0))
    opener = "yes" if same or cast_asked else "no"
    return answered(opener, finding, rule, cite, (chalice, cast), "mana_value")
