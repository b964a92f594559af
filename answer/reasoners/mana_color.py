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

#: "{T}: Add {C}{C}.", "{T}: Add {R} or {G}."; "any color" and "any type" are not fixed types
_ADDS = re.compile(r"^\(?\{T\}[^:\n]*: Add ((?:\{[WUBRGC\d]\})+)((?: or (?:\{[WUBRGC]\})+)*)\.", re.M)
_ANY = re.compile(r"\bAdd [^.\n]*\bany (?:color|type|combination)\b", re.I)
_ASKS = re.compile(r"\bcast\w*|\bpay\w*|\buse\b|\bspend\b|\bfor\b|\blanz\w*|\bpag\w*|\busar\b|\bpara\b")
_COLOR = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    sources = [c for c in frame.cards if _ADDS.search(c.oracle_text) and not _ANY.search(c.oracle_text)]
    # the card paid for: any nonland card with a mana cost (Thought-Knot Seer's {C} too)
    spells = [c for c in frame.cards if c not in sources and c.mana_cost and "Land" not in c.type_line]
    if len(sources) != 1 or len(spells) != 1:
        return None
    source, spell = sources[0], spells[0]
    if not (named_in(spell, frame.clause or frame.asked) or re.search(r"\bit costs\b|\bcuesta\b", frame.folded)):
        return None  # "i act of treason their llanowar elves. can i tap it for mana?": the spell was cast already
    made = {symbol for line in _ADDS.finditer(source.oracle_text) for symbol in re.findall(r"\{([WUBRGC])\}", line[0])}
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
    return answered("no", finding, rule, cite, (source, spell), "mana_color")
