"""Can this mana pay for that spell? (107.4a, 202.1a): a colored mana symbol in a cost can be paid only with mana of
its color, so a source that adds only colorless mana (Sol Ring's {C}{C}) or only other colors can't pay it — its mana
pays only the generic part (107.4b). Fires only for one named mana source whose abilities add fixed types, one named
spell whose mana cost has a colored symbol none of those types match, and a yes/no question about paying for or
casting that spell with the source."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, named_in

#: a mana ability's line: "{T}: Add {C}{C}.", "({T}: Add {R}.)", "{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}."
_ADDS = re.compile(r"^\(?[^:\n]*\{T\}[^:\n]*: Add ([^.\n]*)\.", re.M)
#: a choice the line leaves open: "any color", "one mana of any type", "Choose a color"
_ANY = re.compile(r"\bany (?:color|type|combination)\b|\bchoose a colou?r\b|\bchosen colou?r\b", re.I)
#: the clause pairs the source with paying: "can i tap it to cast …", "use Sol Ring to pay for …", "con el maná de …"
_PAYS_WITH = re.compile(
    r"\btap\w*\b|\buse\b|\busing\b|\bwith\b|\bpay\w*|\busar\b|\bgirar\w*|\bcon (?:el|la|mi|su|una|un)\b|\bmana\b"
)
_GENERIC = re.compile(r"\{\d+\}|\{X\}")
_ASKS = re.compile(r"\bcast\w*|\bpay\w*|\buse\b|\bspend\b|\bfor\b|\blanz\w*|\bpag\w*|\busar\b|\bpara\b")
_COLOR = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS.search(clause):
        return None
    if not _PAYS_WITH.search(clause):
        return None  # "I tapped Sol Ring and cast a creature: can he Counterspell it?": no payment asked
    sources = [c for c in frame.cards if _ADDS.search(c.oracle_text) and not _ANY.search(c.oracle_text)]
    # the card paid for: any nonland card with a mana cost (Thought-Knot Seer's {C} too)
    spells = [c for c in frame.cards if c not in sources and c.mana_cost and "Land" not in c.type_line]
    if len(sources) != 1 or len(spells) != 1:
        return None
    source, spell = sources[0], spells[0]
    if not (named_in(spell, clause) or re.search(r"\bit costs\b|\bcuesta\b", frame.folded)):
        return None  # "i act of treason their llanowar elves. can i tap it for mana?": the spell was cast already
    made = {symbol for line in _ADDS.finditer(source.oracle_text) for symbol in re.findall(r"\{([WUBRGC])\}", line[1])}
    needed = re.findall(r"\{([WUBRGC])\}", spell.mana_cost)
    missing = sorted({s for s in needed if s not in made})
    if not needed or not missing or "/" in spell.mana_cost:
        return None
    if missing[0] == "C":  # "can I pay Thought-Knot Seer's {C} with an Island?": only colorless mana pays it
        rule = cite("107.4c", r"can be paid only with one colorless mana", r"")
        color = t(frame.lang, "mana_color.colorless_kind")
    else:
        rule = cite("107.4a", r"can be paid only with the appropriate color of mana", r"")
        color = t(frame.lang, f"color.{_COLOR[missing[0]]}")
    kind = t(frame.lang, "mana_color.colorless") if made == {"C"} else None
    finding = t(frame.lang, "mana_color.cant", source=source.name, spell=spell.name, symbol="{" + missing[0] + "}",
                color=color, made=kind or "".join("{" + s + "}" for s in sorted(made)))  # fmt: skip
    if _GENERIC.search(spell.mana_cost) and not re.search(r"\{[wubrgc]\}", clause):  # not "pay the {C}" asked
        # "use Sol Ring to help pay for Wrath of God": it pays the {2}, not the {W}{W}
        finding += " " + t(frame.lang, "mana_color.generic_part", spell=spell.name)
        helps = re.search(r"\bhelp\w*|\bpart\b|\bayud\w*|\bparte\b", clause)
        return answered("yes" if helps else None, finding, rule, cite, (source, spell), "mana_color")
    return answered("no", finding, rule, cite, (source, spell), "mana_color")
