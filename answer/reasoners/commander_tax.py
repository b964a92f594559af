"""Commander tax (903.8): a commander cast from the command zone costs an additional {2} for each previous time its
caster cast it from there that game. Fires only when the question says what the commander costs and how many
times it was cast before ("cast it twice already", "the third time") and asks what it costs now ("what's the tax
now?"); a cast from the hand adds no tax and doesn't count, and each partner has its own count."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    COMMANDER_WORDS,
    Citer,
    Verdict,
    answered,
    controller,
    mana_value,
    name_pattern,
    said_for_ask,
)
from answer.reasoners.costs import INCREASE, increase_applies
from answer.reasoners.protection import COLORS
from answer.text import capital, number

_COMMANDER = re.compile(COMMANDER_WORDS + r"|\bgeneral\b|command zone|zona de mando")
_N = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho)"
_COSTS = re.compile(
    rf"\b(?:costs?|cuesta|mana value(?: of)?|mv|cmc|coste(?: de)?)\s+(?:es\s+|is\s+|of\s+)?(?P<n>{_N[1:-1]})\b"
)
#: a mana cost typed in brackets after the name: "meren (2BG)", "(1WU)"
_COST_SAID = re.compile(r"\((?:\{)?(\d{0,2})(?:\})?((?:\{?[wubrgc]\}?){1,5})\)")
#: a mana cost typed in braces after "costs": "costs {2}{U}{U}", "cuesta {3}{G}"
_BRACED_COST = re.compile(
    r"\b(?:costs?|cuesta|coste de|cost of)\s+((?:\{[0-9WUBRGCwubrgc]\}){1,8})(?!\s*(?:more|less|extra|additional|mas|menos|de mas)\b)"
)
_TIMES = {"once": 1, "twice": 2, "thrice": 3, "una vez": 1, "dos veces": 2, "tres veces": 3, "cuatro veces": 4}
_BEFORE = re.compile(
    r"\b(once|twice|thrice|(?:one|two|three|four|\d) times|(?:una|dos|tres|cuatro|\d) (?:vez|veces))\b(?! (more|mas)\b)"
)
_NTH = {"second": 1, "third": 2, "fourth": 3, "fifth": 4, "segunda": 1, "tercera": 2, "cuarta": 3, "quinta": 4,
        "2nd": 1, "3rd": 2, "4th": 3, "5th": 4, "2a": 1, "3a": 2, "4a": 3, "5a": 4}  # fmt: skip
_NTH_TIME = re.compile(
    r"\b(second|third|fourth|fifth|segunda|tercera|cuarta|quinta|2nd|3rd|4th|5th|[2-5]a) (time|vez)\b"
)
_FROM_HAND = re.compile(
    r"\b(to|in|into|from) (my|his|her|their|its owner'?s) hand\b|\bfrom hand\b|\b(a|en|de|desde) (la|mi|su) mano\b"
)
_ASKS = re.compile(r"how much|what does it cost|cuanto|cuesta|\bcost\b")
#: the cast asked about is from the hand: "and I cast it from my hand", "lo lanzo desde la mano"
_CAST_FROM_HAND = re.compile(
    r"\b(?:cast|casts|recast|casting)\b[^.?]{0,15}\bfrom (?:my |his |her |their )?hand\b|"
    r"\b(?:lo|la) (?:lanzo|lance|vuelvo a lanzar|casteo)\b[^.?]{0,10}\b(?:desde|de) (?:la|mi) mano\b|"
    # "it got bounced to my hand and i cast it from there"
    r"\b(?:to|in|into) (?:my|his|her|their) hand\b[^.?]{0,20}\bcast (?:it|him|her) from there\b|"
    r"\ba (?:la|mi) mano\b[^.?]{0,20}\b(?:lo|la) (?:lanzo|lance|casteo) desde ahi\b"
)
_TAX_WORD = re.compile(r"\btax\b|impuesto")
_COMMAND_ZONE = re.compile(r"\bcommand zone\b|\bzona de mando\b")
_PARTNER = re.compile(r"^partner\b", re.I | re.M)
#: the tax itself asked, not the cost with it: "how much extra does she pay", "¿cuánto de impuesto?"
_TAX_ALONE = re.compile(
    r"\bhow much (?:\w+ )?(?:extra|more|additional|tax)\b|\bcuant[oa] (?:\w+ )?(?:extra|mas|de mas|adicional|impuesto)\b|"
    r"\bwhat(?:'s| is) the tax\b"
)
_ASKS_EXTRA = re.compile(r"\bextra\b|\badditional\b|\btax\b|\bmore\b|\badicional\b|\bimpuesto\b|\bde mas\b|\bmas\b")


#: an alternative cost paid for the commander: "instead of its mana cost", "without paying its mana cost", "coste
#: alternativo", "en vez de su coste de maná"
_PAY_INSTEAD = re.compile(
    r"^you may pay ((?:\{[^}]+\})+) rather than pay the mana cost for spells (?:that )?you cast\b", re.I | re.M
)
_ALTERNATIVE = re.compile(
    r"\binstead of (?:the|its|his|her|their) mana cost\b|\bwithout paying (?:its|the) mana cost\b|\balternative cost\b|"
    r"\bcoste alternativo\b|\ben (?:vez|lugar) de su coste\b|\bsin pagar su coste\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    partners = [c for c in frame.cards if _PARTNER.search(c.oracle_text)]
    clause = frame.clause or frame.asked
    if frame.qtype is QType.YES_NO and len(partners) == 2 and _previous(frame.folded) is not None:
        if _ASKS_EXTRA.search(clause) or re.search(r"\{2\}|\btax\b|impuesto", clause):
            # "Thrasios cast twice already: does Tymna cost {2} more the first time?": each commander's own casts
            tax = cite("903.8", r"for each previous time the player casting it has cast it", r"\{2\}")
            finding = t(frame.lang, "tax.partners")
            return answered("no", finding, tax, cite, tuple(partners), "commander_tax")
    # "my pod said I still owe the commander tax. Do I?": the tax told just before a bare "do I?"
    tax_said = said_for_ask(frame, _TAX_WORD, frame.asked, 4)
    if (
        frame.qtype is QType.YES_NO
        and _COMMANDER.search(frame.folded)
        and _COMMAND_ZONE.search(frame.folded)
        and re.search(r"\bcounter(?:ed|s)?\b|\bcontrarrest\w*", frame.folded)
        and (tax_said or (_ASKS_EXTRA.search(clause) and re.search(r"\{?2\}?|\bpay\w*|\bpag\w*", clause)))
        and not _FROM_HAND.search(frame.folded)
    ):
        # "lo lanzo desde la zona de mando, me lo contrarrestan: ¿la próxima vez pago los 2 extra?" Yes: it was cast
        tax = cite("903.8", r"for each previous time the player casting it has cast it", r"\{2\}")
        dodged = re.search(
            r"\bavoid|\bskip|\bsave|\bevit\w*|\bahorr\w*|\bsin pagar\b|\bno (?:pago|tengo que)\b", clause
        )
        return answered("no" if dodged else "yes", t(frame.lang, "tax.countered"), tax, cite, frame.cards,
                        "commander_tax")  # fmt: skip
    if frame.qtype is QType.YES_NO and _COMMANDER.search(frame.folded) and tax_said:
        if _ALTERNATIVE.search(frame.folded) and not _FROM_HAND.search(frame.folded):
            # "jodah lets me pay wubrg instead of the mana cost: do i still pay the {2} tax?": yes, on top of it
            tax = cite("118.9d", r"applied to that alternative cost", r"coste alternativo")
            dodged = re.search(
                r"\bavoid|\bskip|\bget around|\bsave|\bevit\w*|\bahorr\w*|\bsin pagar (?:el )?impuesto", frame.asked
            )
            return answered("no" if dodged else "yes", t(frame.lang, "tax.alternative"), tax, cite, frame.cards,
                            "commander_tax")  # fmt: skip
        if _FROM_HAND.search(frame.folded):  # "it went to my hand; do I pay commander tax when I cast it from there?"
            tax = cite("903.8", r"costs an additional \{2\} for each previous time", r"\{2\}")
            without = re.search(
                r"without paying|\bavoid|\bskip|\bsave|\bdodge|sin pagar|\bevit\w*|\bno pag|\bahorr\w*|\bme salto",
                frame.asked,
            )  # "¿me ahorro el impuesto?": yes, from the hand there is none
            return answered("yes" if without else "no", t(frame.lang, "tax.from_hand"), tax, cite, frame.cards,
                            "commander_tax")  # fmt: skip
        return None
    # "what's the tax now?" asks the amount as much as "how much is the tax?"
    tax_asked = frame.qtype in (QType.WHAT_HAPPENS, QType.OTHER) and re.search(r"\btax\b|\bimpuesto\b", clause)
    # "total mana for the 3rd cast?": the total asked without a question word
    total_asked = frame.qtype is QType.OTHER and re.search(r"\btotal\b", clause)
    if not (frame.qtype is QType.HOW_MANY or tax_asked or total_asked) or not _COMMANDER.search(frame.folded):
        return None
    if not (_ASKS.search(clause) or tax_asked or total_asked):
        return None
    if (
        (len(partners) == 2 or _PARTNERS_SAID.search(frame.folded))
        and _previous(frame.folded) is not None
        and (re.search(r"\bfirst time\b|\bprimera vez\b", clause) or _THE_OTHER.search(clause))
    ):
        # "Tymna cast twice already: how much tax the first time I cast Thrasios?": none, each has its own count
        tax = cite("903.8", r"for each previous time the player casting it has cast it", r"\{2\}")
        return answered(None, "0: " + t(frame.lang, "tax.partners"), tax, cite, tuple(partners), "commander_tax")
    cost = _COSTS.search(frame.folded)
    base = number(cost["n"]) if cost else None
    costed = [
        c
        for c in frame.cards
        if c.mana_cost
        and "{X}" not in c.mana_cost
        and "//" not in c.mana_cost
        and not re.search(r"Instant|Sorcery", c.type_line)
        and not INCREASE.search(c.oracle_text)  # Sphere of Resistance changes the cost, it isn't the commander
        and not _REDUCES.search(c.oracle_text)  # nor does Emerald Medallion
    ]  # "it got Unsummoned": the spell that bounced it is no commander
    braced = _BRACED_COST.search(frame.question)
    if base is None and braced is not None:  # "my commander costs {2}{U}{U}": its mana value
        base = mana_value(braced[1].upper())
    printed = _COST_SAID.search(frame.folded)
    if base is None and printed is not None:  # "meren (2BG)": its mana cost typed beside its name
        base = int(printed[1] or 0) + len(re.findall(r"[wubrgc]", printed[2]))
    if len(costed) > 1:  # "Krenko … returned to my hand with Unsummon": the commander is the legendary creature
        costed = [c for c in costed if "Legendary" in c.type_line and "Creature" in c.type_line]
    if base is None and len(costed) == 1:  # "I cast Atraxa from the command zone": her mana value
        base = mana_value(costed[0].mana_cost)
    previous = _previous(frame.folded)
    if previous is None:
        return None
    tax = cite("903.8", r"costs an additional \{2\} for each previous time", r"\{2\}")
    clause = frame.clause or frame.asked
    extra = _ASKS_EXTRA.search(clause)
    hand_asked = re.search(r"\bfrom (?:my |the )?hand\b|\bdesde (?:la|mi) mano\b", clause)
    from_hand = _CAST_FROM_HAND.search(frame.folded)
    if from_hand and _COMMAND_ZONE.search(frame.folded, from_hand.end()) and not hand_asked:
        from_hand = None  # "…recast it from hand. Then it died and I put it in the command zone": that cast is past
    if tax_asked:
        extra = extra or tax_asked
    if (base is not None or extra) and (from_hand or hand_asked):
        # "… and I cast it from my hand: how much (extra)?": its own cost, no tax
        finding = f"{0 if extra else base}: " + t(frame.lang, "tax.from_hand")
        return answered(None, finding, tax, cite, frame.cards, "commander_tax")
    if extra and (base is None or _TAX_ALONE.search(clause)):
        # "how much extra does she pay to cast it from the command zone again?": the tax alone, the cost known or not
        finding = t(frame.lang, "tax.extra", tax=str(2 * previous), times=str(previous))
        return answered(None, finding, tax, cite, frame.cards, "commander_tax")
    if base is None:
        return None
    reducer = next(((c, m) for c in frame.in_play if (m := _REDUCES.search(c.oracle_text))), None)
    increaser = next(((c, m) for c in frame.in_play if (m := INCREASE.search(c.oracle_text))), None)
    # Fist of Suns: "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.": a cheaper cost
    # the tax is added to (118.9d)
    instead = next(((c, m) for c in frame.in_play if (m := _PAY_INSTEAD.search(c.oracle_text))), None)
    if instead is not None and (
        reducer is not None  # Helm of Awakening or Sphere of Resistance too: the sum isn't read here
        or increaser is not None
        or controller(frame, instead[0]) == "opponent"  # "spells you cast": the opponent's Fist isn't mine
        or re.search(
            rf"\b(?:{name_pattern(instead[0])})\b[^.?]{{0,20}}\b(?:graveyard|hand|library|exile|cementerio|mano)\b",
            frame.folded,
        )  # fmt: skip
    ):
        return None
    if instead is not None and instead[0] not in costed and mana_value(instead[1][1]) < base:
        card, cheaper = instead[0], mana_value(instead[1][1])
        rule = cite("118.9d", r"applied to that alternative cost", r"coste alternativo")
        finding = t(frame.lang, "tax.alternative_total", n=str(cheaper + 2 * previous), card=card.name,
                    cost=instead[1][1], base=str(cheaper), tax=str(2 * previous), times=str(previous))  # fmt: skip
        return answered(None, finding, rule or tax, cite, frame.cards, "commander_tax")
    total = base + 2 * previous
    finding = t(frame.lang, "tax.total", n=str(total), base=str(base), tax=str(2 * previous), times=str(previous))
    commander = costed[0] if len(costed) == 1 else None
    # the commander's mana cost: its card's, or the one the question types ("mi comandante cuesta {3}{G}")
    mana_cost = commander.mana_cost if commander is not None else braced[1].upper() if braced is not None else None
    own = _SELF_REDUCTION.search(commander.oracle_text) if commander is not None else None
    power = _TOTAL_POWER.search(frame.folded)
    if (
        own is not None
        and commander is not None
        and power is not None
        and mana_cost is not None
        and reducer is None
        and increaser is None
    ):
        # Ghalta: "costs {X} less to cast, where X is the total power of creatures you control" — off the generic
        # part, tax included, never the colored part (601.2f)
        colored = mana_value(mana_cost) - sum(int(d) for d in re.findall(r"\{(\d+)\}", mana_cost))
        off = int(power[1] or power[2])
        reduced = colored + max(0, total - colored - off)
        total_rule = cite("601.2f", r"cost reductions", r"reduc")
        finding = t(frame.lang, "tax.self_reduced", n=str(reduced), total=str(total), card=commander.name,
                    less=str(off)) + " " + capital(finding.split(": ", 1)[-1])  # fmt: skip
        return answered(None, finding, total_rule or tax, cite, frame.cards, "commander_tax")
    if reducer is not None and reducer[1][1]:
        if mana_cost is None:
            return None  # Emerald Medallion beside a commander whose colors aren't known
        if COLORS[reducer[1][1].lower()] not in mana_cost:
            reducer = None  # … beside a commander that isn't green: no reduction
    if reducer is not None and mana_cost is not None:
        # Helm of Awakening: "Spells cost {1} less to cast.": off the total, tax included, never below the colored
        # part (601.2f)
        card, less = reducer
        colored = mana_value(mana_cost) - sum(int(d) for d in re.findall(r"\{(\d+)\}", mana_cost))
        reduced = max(colored, total - int(less[2]))
        total_rule = cite("601.2f", r"cost reductions", r"reduc")
        finding = t(frame.lang, "tax.reduced", n=str(reduced), total=str(total), card=card.name, less=less[2]) + (
            " " + finding.split(": ", 1)[1] if ": " in finding else ""
        )
        return answered(None, finding, total_rule or tax, cite, frame.cards, "commander_tax")
    if increaser is not None and (commander is None or increase_applies(increaser[1]["kind"], commander)):
        # Sphere of Resistance: "Spells cost {1} more to cast": added to the total, tax included (601.2f)
        card, more = increaser
        total_rule = cite("601.2f", r"plus all additional costs and cost increases", r"incrementos")
        finding = t(frame.lang, "tax.increased", n=str(total + int(more["n"])), total=str(total), card=card.name,
                    more=more["n"]) + " " + capital(finding.split(": ", 1)[-1])  # fmt: skip
        return answered(None, finding, total_rule or tax, cite, frame.cards, "commander_tax")
    return answered(None, finding, tax, cite, frame.cards, "commander_tax")


#: two commanders told without their names: "tengo dos comandantes con partner", "my partner commanders"
_PARTNERS_SAID = re.compile(
    r"\bpartners?\b|\bcompaneros?\b|\b(?:two|both|dos|mis|ambos) comandantes\b|\btwo commanders\b"
)
#: the other of the two asked about: "al otro", "my other commander"
_THE_OTHER = re.compile(r"\b(?:the|my) other\b|\b(?:al|el|la) otr[oa]\b|\b(?:al|el) segundo\b|\bthe second one\b")


#: a commander that reduces its own cost by its controller's creatures' total power (Ghalta)
_SELF_REDUCTION = re.compile(r"costs \{X\} less to cast, where X is the total power of creatures you control", re.I)
#: the total power told: "controlo criaturas con fuerza total 12", "my creatures have 12 total power"
_TOTAL_POWER = re.compile(
    r"\b(?:total power|fuerza total|power total)(?: (?:of|de|is|es))? (\d+)\b|\b(\d+) (?:de )?(?:total power|fuerza total|"
    r"power worth|power in total|de fuerza en total)\b"
)
#: a cost reducer for every spell (Helm of Awakening): "Spells cost {1} less to cast."
#: "Spells cost {1} less to cast." (Helm of Awakening), "Green spells you cast cost {1} less to cast." (Emerald Medallion)
_REDUCES = re.compile(
    r"^(?:(white|blue|black|red|green) )?spells (?:you cast )?cost \{(\d)\} less to cast\.", re.I | re.M
)


#: a later cast told in the past ("lo lancé otra vez, me lo contrarrestaron", "i cast it again and it got countered"),
#: not the cast asked about ("how much mana to cast her again?")
_CAST_AGAIN = re.compile(
    r"\b(?:cast|recast) (?:it|him|her) again(?:,| and)|\b(?:lo|la) (?:lance|volvi a lanzar) (?:otra vez|de nuevo)\b"
)


def _previous(folded: str) -> int | None:
    """How many times it was cast from the command zone before: "cast it twice" → 2; "the third time" → 2."""
    nth = _NTH_TIME.search(folded)
    if nth:
        return _NTH[nth[1]]
    said = _BEFORE.search(folded)
    if said is None:
        return None
    words = said[1]
    times = _TIMES[words] if words in _TIMES else number(words.split()[0])
    # "lo lancé una vez, murió…; lo lancé otra vez, me lo contrarrestaron": each later cast told counts too
    again = len(_CAST_AGAIN.findall(folded[said.end() :]))
    return times + again if times is not None else None
