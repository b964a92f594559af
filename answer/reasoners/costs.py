"""Cost increases apply to alternative costs too (118.9d, 601.2f): Thalia's "{1} more" is paid on a Force of Will
cast by exiling a blue card, a spell cast without paying its mana cost, an evoked creature. Fires only when a
named card in play increases the cost of the named spell's kind and the question casts it for an alternative cost
and asks what it pays. A minimum (Trinisphere: "each spell that would cost less than three mana to cast costs three
mana") is applied to the total cost last (601.2f), so a spell cast for no mana costs the minimum."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import (
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    copies_said,
    ids,
    mana_value,
    name_pattern,
)
from answer.reasoners.protection import COLOR_WORDS, COLORS
from answer.text import COUNT_GROUP, number
from ingest.lexicon import fold
from ingest.models import Card

#: "Noncreature spells cost {1} more to cast.", "Spells cost {1} more to cast."; not "spells your opponents cast"
#: (whose controller the question may not say)
INCREASE = re.compile(
    r"^(?P<kind>noncreature |creature |instant and sorcery )?spells cost \{(?P<n>\d+)\} more", re.I | re.M
)
#: asking whether it stays free: "can I still Force of Will for free?" — no, the increase is paid
#: one colored mana asked as the whole cost: "does it cost just U?", "¿me cuesta solo una U?"
_ONLY_ONE = re.compile(r"\b(?:just|only|solo|solamente|nomas)\s+(?:one |a |an |una |un |1 )?\{?([wubrg])\}?(?![\w{])")
_FREE = (
    r"\bfor free\b|\b(?:is|es|sale) [^.?]{0,30}\bfree\b|\bbecomes? free\b|\bfree to cast\b|\b(?:totally|completely|fully|still) free\b|\bgratis\b|\bwithout paying\b|\bsin pagar\b|"
    r"\b(?:cost|costs|cuesta|sale)\b[^.?]{0,12}\b(?:zero|0|cero|nothing|nada)\b"
)
_BROKE = re.compile(
    r"\bno (untapped )?lands\b|\bno (available |spare )?mana\b|\btapped out\b|\bsin (tierras|mana)\b|"
    r"\bno tengo (tierras|mana)\b|\btodas? (mis )?tierras (estan )?girad|\ball (?:of )?(?:my )?lands (?:are )?tapped"
)
_ALT_SAID = re.compile(
    r"alternative cost|\bfor \d+ life\b|\bpay(?:ing)? \d+ life\b|\bpagando \d+ vidas?\b|without paying|for free|\bfree\b|gratis|sin pagar|coste alternativo|\bevok|\bevoc|"
    r"\bpitch|exil\w* (a|an|una?) [\w ]{0,12}(card|carta)|cascade|cascada|flashback|retrospectiva|\boverload|\bsobrecarga"
)
_MINIMUM = re.compile(r"each spell that would cost less than (\w+) mana to cast costs (\w+) mana", re.I)
#: an alternative cost with no mana in it: Force of Will's pitch, "without paying its mana cost"
_NO_MANA = re.compile(
    r"without paying|for free|\bfree\b|gratis|sin pagar|\bpitch|exil\w* (a|an|una?) [\w ]{0,12}(card|carta)"
)
_ASKS = re.compile(
    r"\bpay|\bextra\b|\bmore\b|\btax|\bcost|\bcuest|\bpag|\bimpuesto|\bmas\b|\bpitch\w*|\bhow much mana\b|"
    r"\bcuanto mana\b|\bhow much (?:total )?mana\b|\bhow much is\b|\bcuanto (?:es|sale|vale)\b|" + _FREE
)
_KICKED = re.compile(r"\bkicked\b|\bkick(?:ing|er)\b|\bestimulad\w*|\bcon (?:el )?(?:kicker|estimulo)\b")
_KICKER = re.compile(r"^Kicker ((?:\{[^}]+\})+)\s*(?:\(|$)", re.M)


#: a colored part of the cost asked about: "pay the {B} too", "el maná negro", "colored mana"
_COLORED_ASKED = re.compile(
    r"\{[wubrg]\}|\bcolou?red\b|\bde color\b|\b(?:white|blue|black|red|green) mana\b|"
    r"\bmana (?:blanco|azul|negro|rojo|verde)\b"
)


#: the cards delved: "delve all 7", "delving 5", "exilio 6 cartas con delve"
_DELVED = re.compile(
    rf"\bdelv\w* (?:away |all |todas? |las )*{COUNT_GROUP}\b|"
    rf"\bexil\w* {COUNT_GROUP} (?:cards|cartas)?\b[^.?]{{0,30}}\b(?:delve|excavar)"
)


def _delve_colored(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I exiled 6 cards for Gurmag Angler: can I exile a seventh for the {B}?" No: delve pays only generic mana
    (702.66a)."""
    card = next((c for c in frame.cards if re.search(r"^Delve\b", c.oracle_text, re.M)), None)
    asked = frame.clause or frame.asked
    if card is None or frame.qtype is not QType.YES_NO or not _COLORED_ASKED.search(asked):
        return None
    if not re.search(r"\bexil\w*|\bdelv\w*|\bexcav\w*", frame.folded):
        return None
    rule = cite("702.66a", r"For each generic mana in this spell’s total cost", r"genérico")
    return answered("no", t(frame.lang, "costs.delve_generic", card=card.name), rule, cite, (card,), "costs")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    delved = _delve_colored(frame, cite)
    if delved is not None:
        return delved
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY) or not _ASKS.search(frame.clause or frame.asked):
        return None
    discounted = _target_discount(frame, cite) or _attackers_discount(frame, cite) or _reduced(frame, cite)
    if discounted is not None:
        return discounted
    increaser, found = next(
        ((card, m) for card in frame.in_play if (m := INCREASE.search(card.oracle_text))), (None, None)
    )
    if increaser is None or found is None:
        return _minimum(frame, cite)
    if len({c.name for c in frame.in_play if INCREASE.search(c.oracle_text)}) > 1:
        return _several_increases(frame, cite)  # Thalia and Sphere of Resistance: each adds its own
    castable = [card for card in frame.cards if card is not increaser and _castable(card)]
    # "what does my lightning bolt cost?" beside the opponent's Electromancer: the spell, not the reducer beside it
    spell = next((c for c in castable if not _REDUCES.search(c.oracle_text)), castable[0] if castable else None)
    if spell is not None and not increase_applies(found["kind"], spell):
        return _unchanged(frame, cite, increaser, found["kind"], spell)
    if spell is None:
        return None
    if not _ALT_SAID.search(frame.folded):
        return _plain(frame, cite, increaser, int(found["n"]), spell)
    lang = frame.lang
    alternative = cite("118.9d", r"applied to that alternative cost", r"coste alternativo")
    total = cite("601.2f", r"plus all additional costs and cost increases", r"incrementos")
    if alternative is None:
        return None
    if frame.qtype is QType.HOW_MANY:
        return _alternative_total(frame, cite, increaser, int(found["n"]) * _held(frame, increaser), spell)
    finding = t(lang, "costs.increase", card=increaser.name, n=found["n"], spell=spell.name) + ids(alternative, total)
    free = re.search(_FREE, frame.clause or frame.asked)
    broke = _BROKE.search(frame.folded)  # "I have no untapped lands. Can I still cast it by pitching?"
    if re.search(
        r"\b(?:one|an?|1|una?) untapped\b|(?<!\bno )\buntapped (?:island|land|mountain|swamp|forest|plains)|"
        r"\b(?:una?|1) (?:isla|tierra|montana|pantano|bosque|llanura) (?:sin girar|enderezad)",
        frame.folded,
    ):
        broke = None  # "and with one untapped Island?": the extra {1} can be paid
    text = (t(lang, "no" if free or broke else "yes") + " " if frame.qtype is QType.YES_NO else "") + finding
    steps = [Step(finding, tuple(r for r in (alternative, total) if r))]
    return Verdict(text, steps, cite.quotes, (increaser, spell), "costs")


def _several_increases(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They have Thalia and Sphere of Resistance: how much is my Lightning Bolt?" {2}{R}: each increase that applies
    to the spell is added to its mana cost (601.2f). Fires for one named spell, plain costs and an amount asked."""
    found = [(c, m) for c in frame.in_play if (m := INCREASE.search(c.oracle_text))]
    increasers = [c for c, _ in found]
    spell = next((c for c in frame.cards if c not in increasers and _castable(c)), None)
    if spell is None or frame.qtype is not QType.HOW_MANY or not spell.mana_cost or "{X}" in spell.mana_cost:
        return None
    if _ALT_SAID.search(frame.folded) or _KICKED.search(frame.folded) or _DELVED.search(frame.folded):
        return None
    if any(_held(frame, c) > 1 for c, _ in found) or any(_REDUCES.search(c.oracle_text) for c in frame.in_play):
        return None  # two of one increaser, or a reduction beside them: not read here
    adding = [(c, int(m["n"])) for c, m in found if increase_applies(m["kind"], spell)]
    more = sum(n for _, n in adding)
    cost = _with_generic(spell.mana_cost, more) if more else spell.mana_cost
    rule = cite("601.2f", r"plus all additional costs and cost increases", r"incrementos")
    finding = t(frame.lang, "costs.increases", spell=spell.name, cost=cost, total=str(mana_value(cost)),
                cards=", ".join(c.name for c, _ in adding) or "—", n=str(more), printed=spell.mana_cost)  # fmt: skip
    return answered(None, finding, rule, cite, (spell, *(c for c, _ in found)), "costs")


def _unchanged(frame: Frame, cite: Citer, increaser: Card, kind: str, spell: Card) -> Verdict | None:
    """ "Their Thalia is out: how much is my Gurmag Angler, delving all 5?" Thalia taxes noncreature spells only, so
    the creature costs what it would anyway (delve still paying generic mana)."""
    if (
        frame.qtype is not QType.HOW_MANY
        or "{X}" in spell.mana_cost
        or not spell.mana_cost
        or _ALT_SAID.search(frame.folded)
        or "//" in spell.name  # an Adventurer or split card: which half is cast decides its type (715.3b)
    ):
        return None
    cost = spell.mana_cost
    delved = _DELVED.search(frame.folded) if re.search(r"^Delve\b", spell.oracle_text, re.M) else None
    exiled = number(next((g for g in delved.groups() if g), "")) if delved is not None else None
    if exiled is not None:
        cost = _with_generic(cost, -min(_split_generic(cost)[0], exiled)) or "{0}"
    rule = cite("601.2f", r"plus all additional costs and cost increases", r"incrementos")
    finding = t(frame.lang, "costs.not_increased", card=increaser.name, kind=kind.strip().lower(), spell=spell.name,
                cost=cost, total=str(mana_value(cost)))  # fmt: skip
    return answered(None, finding, rule, cite, (increaser, spell), "costs")


def _plain(frame: Frame, cite: Citer, increaser: Card, n: int, spell: Card) -> Verdict | None:
    """ "Their Thalia is out, how much do I pay for a Lightning Bolt?": its mana cost plus the increase (601.2f)."""
    if frame.qtype is not QType.HOW_MANY or "{X}" in spell.mana_cost or not spell.mana_cost:
        return None
    held = _held(frame, increaser)
    if held > 1:  # "hay dos Thalia, una mía y otra suya": each one adds its increase, whoever controls it
        return _increased_by_each(frame, cite, increaser, n, held, spell)
    cost = _with_generic(spell.mana_cost, n)
    total = cite("601.2f", r"plus all additional costs and cost increases", r"incrementos")
    delved = _DELVED.search(frame.folded) if re.search(r"^Delve\b", spell.oracle_text, re.M) else None
    exiled = number(next((g for g in delved.groups() if g), "")) if delved is not None else None
    if delved is not None and exiled is not None:
        # "thalia is out, i delve all 7 for treasure cruise: how much do i pay?" {7}{U} + {1}, 7 of it delved
        paid = min(_split_generic(cost)[0], exiled)
        rest = _with_generic(cost, -paid) or "{0}"
        rule = cite("702.66a", r"For each generic mana in this spell’s total cost", r"genérico")
        finding = t(frame.lang, "costs.delve_increase", rest=rest, left=str(mana_value(rest)), card=increaser.name,
                    spell=spell.name, cost=cost, paid=str(paid), delved=str(exiled))  # fmt: skip
        return answered(None, finding, rule or total, cite, (increaser, spell), "costs")
    kicker = _KICKER.search(spell.oracle_text) if _KICKED.search(frame.folded) else None
    if kicker is not None:  # "how much mana do I need to cast Burst Lightning kicked?": the kicker is added too
        extra, more = _split_generic(kicker[1])
        cost = _with_generic(spell.mana_cost, n + extra) + more
        finding = t(frame.lang, "costs.kicked_increase", spell=spell.name, cost=cost, card=increaser.name, n=str(n),
                    total=str(mana_value(spell.mana_cost) + mana_value(kicker[1]) + n), printed=spell.mana_cost,
                    kicker=kicker[1])  # fmt: skip
        return answered(None, finding, total, cite, (increaser, spell), "costs")
    finding = t(
        frame.lang,
        "costs.plain_increase",
        spell=spell.name,
        cost=cost,
        total=str(mana_value(spell.mana_cost) + n),
        card=increaser.name,
        n=str(n),
        printed=spell.mana_cost,
    )
    return answered(None, finding, total, cite, (increaser, spell), "costs")


#: an alternative cost printed on the card, by the word the question uses for it
_PRINTED_ALTERNATIVE = {
    "overload": (re.compile(r"\boverload\w*|\bsobrecarga\w*"), re.compile(r"^Overload ((?:\{[^}]+\})+)", re.M)),
    "flashback": (
        re.compile(r"\bflashback\w*|\bretrospectiva\b"),
        re.compile(r"^Flashback ((?:\{[^}]+\})+)", re.M),
    ),
    "evoke": (re.compile(r"\bevok\w*|\bevoc\w*"), re.compile(r"^Evoke ((?:\{[^}]+\})+)", re.M)),
}
#: a card that gives flashback at the spell's own mana cost (Snapcaster Mage)
_FLASHBACK_AT_COST = re.compile(r"flashback cost is equal to its mana cost", re.I)


def _alternative_total(frame: Frame, cite: Citer, increaser: Card, more: int, spell: Card) -> Verdict | None:
    """ "Thalia out: how much is Electrickery overloaded?" Its overload cost plus the increase (118.9d, 601.2f); a
    flashback given by Snapcaster Mage costs the spell's mana cost; a cast for no mana costs the increase alone."""
    if _NO_MANA.search(frame.folded):
        paid = ""
    else:
        paid = None
        for kind, (said, printed) in _PRINTED_ALTERNATIVE.items():
            if said.search(frame.folded):
                found = printed.search(spell.oracle_text)
                if found is not None:
                    paid = found[1]
                elif kind == "flashback" and any(_FLASHBACK_AT_COST.search(c.oracle_text) for c in frame.cards):
                    paid = spell.mana_cost
                break
    if paid is None or "{X}" in paid:
        return None
    cost = _with_generic(paid, more)
    alternative = cite("118.9d", r"applied to that alternative cost", r"coste alternativo")
    finding = t(frame.lang, "costs.alt_total", spell=spell.name, cost=cost, total=str(mana_value(paid) + more),
                card=increaser.name, n=str(more), paid=paid or "{0}")  # fmt: skip
    return answered(None, finding, alternative, cite, (increaser, spell), "costs")


def _held(frame: Frame, increaser: Card) -> int:
    """How many of the increasing card are out: a count said ("dos Thalia"), or one of the asker's own beside the
    opponent's ("I also have my own thalia out")."""
    said = copies_said(frame, increaser)
    if said > 1:
        return said
    name = re.escape(fold(increaser.name.split(",")[0]))
    own = re.search(
        rf"\b(?:my own|mi propia|mi propio)\s+{name}\b|\b(?:also|tambien)\b[^.?]{{0,25}}\b{name}\b", frame.folded
    )
    if re.search(
        rf"\bwe both have (?:an? )?{name}|\b(?:ambos|los dos) (?:tenemos|tienen) (?:una? )?{name}|"
        r"\bmine and (?:his|hers|theirs|yours)\b|\b(?:la|el) mi[oa] y (?:la|el) suy[oa]\b|\buna mia y otra suya\b",
        frame.folded,
    ):
        return 2  # "we both have a thalia out (mine and his)"
    return 2 if own and controller(frame, increaser) != "me" and re.search(_OPPONENT_SAID, frame.folded) else 1


_OPPONENT_SAID = r"\b(?:opponent|opp|rival|oponente)\b"


def _increased_by_each(frame: Frame, cite: Citer, increaser: Card, n: int, held: int, spell: Card) -> Verdict:
    more = n * held
    cost = _with_generic(spell.mana_cost, more)
    total = cite("601.2f", r"plus all additional costs and cost increases", r"incrementos")
    finding = t(frame.lang, "costs.increase_each", spell=spell.name, cost=cost, total=str(mana_value(spell.mana_cost) + more),
                card=increaser.name, n=str(n), held=str(held), printed=spell.mana_cost)  # fmt: skip
    return answered(None, finding, total, cite, (increaser, spell), "costs")


def _minimum(frame: Frame, cite: Citer) -> Verdict | None:
    floor, found = next(((card, m) for card in frame.in_play if (m := _MINIMUM.search(card.oracle_text))), (None, None))
    spell = next((card for card in frame.cards if card is not floor and _castable(card)), None)
    if floor is None or found is None or spell is None or frame.qtype is not QType.HOW_MANY:
        return None
    least = number(found[2])
    if least is None:
        return None
    if _NO_MANA.search(frame.folded):
        paid = 0
    elif _ALT_SAID.search(frame.folded) or "{X}" in spell.mana_cost:
        return None  # an alternative cost with mana in it, or an X: the question would have to say how much
    else:
        paid = mana_value(spell.mana_cost)
    total = cite("601.2f", r"directly affect the total cost", r"coste total")
    key = "costs.above_minimum" if paid >= least else "costs.minimum"
    finding = t(frame.lang, key, card=floor.name, spell=spell.name, n=str(paid), least=str(least))
    return answered(None, finding, total, cite, (floor, spell), "costs")


def _split_generic(cost: str) -> tuple[int, str]:
    """ "{2}{U}" → (2, "{U}"): the generic mana of a cost, and the rest of it."""
    generic = re.match(r"\{(\d+)\}", cost)
    return (int(generic[1]), cost[generic.end() :]) if generic else (0, cost)


def _with_generic(cost: str, more: int) -> str:
    """`cost` with `more` generic mana added (or taken away, never below none): "{2}{U}" and 1 → "{3}{U}"."""
    generic, rest = _split_generic(cost)
    left = max(0, generic + more)
    return ("{" + str(left) + "}" if left else "") + rest


def _castable(card: Card) -> bool:
    return bool(card.type_line) and "Land" not in card.type_line


def increase_applies(kind: str | None, spell: Card) -> bool:
    """A cost change covers this spell's kind: "Spells" every one, "Noncreature spells" not a creature, "Instant and
    sorcery spells" either, "Creature/Artifact/Instant/Sorcery spells" that type. Used for increases and reductions."""
    kind = (kind or "").strip().lower()
    if not kind:
        return True
    if kind == "noncreature":
        return "Creature" not in spell.type_line
    if kind == "instant and sorcery":
        return "Instant" in spell.type_line or "Sorcery" in spell.type_line
    return kind.capitalize() in spell.type_line


#: "This spell costs {2} less to cast if it targets a blue spell." (Mystical Dispute)
_TARGET_DISCOUNT = re.compile(
    r"costs \{(\d)\} less to cast if it targets an? (white|blue|black|red|green) (spell|permanent|creature)", re.I
)


def _target_discount(frame: Frame, cite: Citer) -> Verdict | None:
    """ "How much is Mystical Dispute aimed at a blue spell?" {U}: its discount applies when the target has the color
    (a blue-red spell is blue, 105.2); at a red spell it costs its full {2}{U}. The target's color is said once in
    words, or read from the one other card named."""
    if frame.qtype is not QType.HOW_MANY:
        return None
    found = next(((c, m) for c in frame.cards if (m := _TARGET_DISCOUNT.search(c.oracle_text))), None)
    if found is None:
        return None
    spell, discount = found
    others = [c for c in frame.cards if c is not spell]
    said = {COLORS[COLOR_WORDS[w]] for w in re.findall(r"\b(" + "|".join(COLOR_WORDS) + r")\b", frame.folded)}
    if len(others) == 1 and others[0].mana_cost:
        colors = {symbol for symbol in "WUBRG" if symbol in others[0].mana_cost}
    elif not others and len(said) == 1:
        colors = said
    else:
        return None
    wanted = COLORS[discount[2].lower()]
    less = int(discount[1]) if wanted in colors else 0
    cost = _with_generic(spell.mana_cost, -less)
    rule = cite("601.2f", r"minus all cost reductions", r"reduc")
    key = "costs.target_discount" if less else "costs.no_target_discount"
    color = t(frame.lang, f"color.{discount[2].lower()}")
    finding = t(frame.lang, key, spell=spell.name, cost=cost, total=str(mana_value(cost)), n=discount[1], color=color)
    return answered(None, finding, rule, cite, (spell, *others), "costs")


_ATTACKERS_DISCOUNT = re.compile(r"costs \{(\d)\} less to cast for each attacking creature you control", re.I)
_ATTACKING_COUNT = re.compile(
    rf"\b(?:attack\w*|swing\w*|swung|ataco|ataque|atacando|atacan|ataca)\s+(?:con\s+|with\s+)?{COUNT_GROUP}"
    r"\s+(?:\w+\s+)?(?:criaturas?|creatures?|bichos?|guys?|critters?)\b"
)


def _attackers_discount(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Attacking with 3 creatures, how much is Embercleave?" {1}{R}{R}: {1} less for each attacker, off the generic
    part only (601.2f)."""
    if frame.qtype is not QType.HOW_MANY:
        return None
    found = next(((c, m) for c in frame.cards if (m := _ATTACKERS_DISCOUNT.search(c.oracle_text))), None)
    count = _ATTACKING_COUNT.search(frame.folded)
    if count and re.search(
        r"\b(?:opponent|opp|he|she|they|rival|oponente)\b[^.?,]{0,15}$", frame.folded[: count.start()]
    ):
        return None  # "my opponent swung with 3 creatures at me": only the asker's own attackers count
    if found is None or count is None or (attackers := number(count[1])) is None:
        return None
    spell, discount = found
    generic, _ = _split_generic(spell.mana_cost)
    less = min(generic, int(discount[1]) * attackers)
    cost = _with_generic(spell.mana_cost, -less)
    rule = cite("601.2f", r"minus all cost reductions", r"reduc")
    finding = t(frame.lang, "costs.attackers_discount", spell=spell.name, cost=cost, total=str(mana_value(cost)),
                n=discount[1], count=str(attackers), less=str(less), printed=spell.mana_cost)  # fmt: skip
    return answered(None, finding, rule, cite, (spell,), "costs")


_REDUCES = re.compile(
    r"^(?:(?P<kind>instant and sorcery|noncreature|creature|artifact|instant|sorcery) spells you cast|spells) "
    r"cost \{(?P<n>\d)\} less to cast\.",  # Helm of Awakening's "Spells cost {1} less to cast." too
    re.I | re.M,
)


def _reduced(frame: Frame, cite: Citer) -> Verdict | None:
    """ "With Goblin Electromancer out, is Lightning Bolt free?" No: the reduction takes only generic mana (601.2f),
    and {R} has none. Fires for one named reducer and one spell of the kind it reduces."""
    found = next(((c, m) for c in frame.in_play if (m := _REDUCES.search(c.oracle_text))), None)
    if found is None or any(_MINIMUM.search(c.oracle_text) for c in frame.in_play):
        return None  # Trinisphere applies after the reduction: the minimum reasoner's
    reducer, reduction = found
    if controller(frame, reducer) == "opponent" or re.search(rf"\bno (?:{name_pattern(reducer)})\b", frame.folded):
        return None  # the opponent's Goblin Electromancer reduces only their own spells; "no baral out"
    # Thalia beside Goblin Electromancer: the increase is added first, the reduction then takes generic mana (601.2f)
    increasers = [(c, m) for c in frame.in_play if c is not reducer and (m := INCREASE.search(c.oracle_text))]
    spells = [c for c in frame.cards if c is not reducer and _castable(c) and increase_applies(reduction["kind"], c)]
    if len(spells) != 1 or not spells[0].mana_cost:
        return None
    spell = spells[0]
    printed = spell.mana_cost
    if "{X}" in printed:  # "fireball one guy for 3": X is said, and counts as generic mana
        name = re.escape(fold(spell.name).split()[0])
        said = x_said(frame.folded) or (
            int(m[1]) if (m := re.search(rf"\b{name}\w*\b[^.?]{{0,25}}\bfor (\d{{1,2}})\b", frame.folded)) else None
        )
        if said is None:
            return None
        printed = _with_generic(printed.replace("{X}", ""), said)
    adding = [(c, int(m["n"])) for c, m in increasers if increase_applies(m["kind"], spell)]
    more = sum(n for _, n in adding)
    printed = _with_generic(printed, more) if more else printed
    generic, _ = _split_generic(printed)
    cost = _with_generic(printed, -min(generic, int(reduction["n"])))
    free = re.search(_FREE + r"|\bfree\b", frame.clause or frame.asked)
    # "¿mi Counterspell me cuesta solo una U?": one colored mana asked as the whole cost
    only = _ONLY_ONE.search(frame.clause or frame.asked)
    if frame.qtype is QType.YES_NO and not (free or only):
        return None
    rule = cite("601.2f", r"minus all cost reductions", r"reduc")
    delved = _DELVED.search(frame.folded) if re.search(r"^Delve\b", spell.oracle_text, re.M) else None
    paid = cost
    if delved is not None:  # Treasure Cruise: delve pays generic mana of the total the reduction left (702.66a)
        exiled = number(next(g for g in delved.groups() if g))
        if exiled is None or exiled > _split_generic(cost)[0] or frame.qtype is QType.YES_NO:
            return None
        paid = _with_generic(cost, -exiled)
    key = "costs.reduced_generic" if generic >= int(reduction["n"]) else "costs.reduced"
    finding = t(frame.lang, key, spell=spell.name, card=reducer.name, n=reduction["n"], cost=cost,
                total=str(mana_value(cost)), printed=printed, generic=str(generic))  # fmt: skip
    if delved is not None:
        finding = (
            f"{mana_value(paid)} ({paid}): "
            + finding.split(": ", 1)[1]
            + " "
            + t(frame.lang, "costs.then_delve", n=str(exiled), cost=cost, paid=paid)
        )
    if adding:  # "… of its {1}{R}": the increase said first, then the reduction from that total
        added = t(frame.lang, "costs.increase_first", cards=", ".join(c.name for c, _ in adding), n=str(more))
        head, tail = finding.split(": ", 1)
        finding = f"{head}: {added} {tail}"
    opener = None
    if frame.qtype is QType.YES_NO:  # "is it free?": the yes or no, then the reduction without the total before it
        paid = "{" + only[1].upper() + "}" if only and not free else "{0}"
        opener, finding = (
            ("yes" if cost == paid or (paid == "{0}" and mana_value(cost) == 0) else "no"),
            finding.split(": ", 1)[1],
        )
    return answered(opener, finding, rule, cite, (reducer, spell), "costs")
