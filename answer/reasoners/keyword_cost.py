"""What a keyword's cost is on a named card, read from its Oracle text ("Flashback {5}{B}{B}", "Escape—{R}{R}{G}{G},
Exile five other cards from your graveyard."): the cost printed after the keyword, paid instead of (or, for kicker and
buyback, on top of) the mana cost. Fires only for one named card with that keyword, the keyword said in a question
asking how much it costs, and no other named card that could change the cost."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, mana_value

#: keyword → its rule: the keywords whose cost follows them on the card ("Flashback {5}{B}{B}")
_RULES = {
    "flashback": "702.34a", "escape": "702.138a", "unearth": "702.84a", "embalm": "702.128a",
    "eternalize": "702.129a", "ninjutsu": "702.49a", "evoke": "702.74a", "dash": "702.109a", "madness": "702.35a",
    "kicker": "702.33a", "cycling": "702.29a", "overload": "702.96a", "miracle": "702.94a", "spectacle": "702.137a",
    "surge": "702.117a", "prowl": "702.76a", "bestow": "702.103a",
    "buyback": "702.27a", "entwine": "702.42a", "transmute": "702.53a", "scavenge": "702.97a",
    "disturb": "702.146a", "blitz": "702.152a", "encore": "702.141a", "mutate": "702.140a", "echo": "702.30a",
    "outlast": "702.107a",
}  # fmt: skip
#: the keyword as Spanish players type it
_SPANISH = {
    "retrospectiva": "flashback", "escapar": "escape", "desenterrar": "unearth", "embalsamar": "embalm",
    "eternizar": "eternalize", "evocar": "evoke", "arremeter": "dash", "locura": "madness", "estimulo": "kicker",
    "ciclo": "cycling", "ciclar": "cycling", "sobrecarga": "overload", "milagro": "miracle", "espectaculo": "spectacle",
    "oleada": "surge", "merodear": "prowl", "otorgar": "bestow",
    "recuperacion": "buyback", "entrelazar": "entwine", "transmutar": "transmute", "carronear": "scavenge",
    "perturbar": "disturb", "arrasar": "blitz", "bis": "encore", "mutar": "mutate", "eco": "echo",
    "superar": "outlast",
}  # fmt: skip
#: costs paid on top of the mana cost, and costs of an ability rather than of casting the spell
_ADDITIONAL = {"kicker", "buyback", "entwine"}
_ACTIVATED = {
    "cycling", "ninjutsu", "unearth", "embalm", "eternalize", "scavenge", "transmute", "outlast", "encore", "echo",
}  # fmt: skip
#: something else asked about ("how much damage / life"), or the cost changed by what the question tells
_NOT_THE_COST = re.compile(r"\bdamage\b|\bdano\b|\blife\b|\bvidas?\b|\bcards?\b|\bcartas?\b|\btokens?\b|\bfichas?\b")
_CHANGED_SAID = re.compile(
    r"\bsacrific\w*|\bdelv\w*|\breduc\w*|\bless\b|\bmenos\b|\bmore\b|\bmas\b|\bextra\b|\btax\b|\bimpuesto\b"
)
_ASKS_COST = re.compile(
    r"\bhow much\b[^?]{0,40}\b(?:cost|pay|mana|kick)\w*|\bwhat(?:'s| is| does)\b[^?]{0,30}\bcost\b|\bcuanto (?:mana )?(?:en total )?(?:me |le |te )?cuesta\w*|"
    r"\bcuanto (?:mana )?(?:pago|paga|pagas)\b|\bque coste\b|\bcuanto mana\b"
)
#: another card that could change what is paid: a cost reducer or increaser, a free-cast effect
_CHANGES_COST = re.compile(r"\bcosts? (?:\{\d+\}|\w+) (?:more|less)\b|without paying|\bcost(?:s)? \{", re.I)


#: Elder Deep-Fiend's "Emerge {5}{U}{U}"
_EMERGE = re.compile(r"^emerge (\{[^\n]*?\})(?=$|[\s(])", re.I | re.M)
#: the sacrificed creature's mana value told: "my 3 drop", "a 3-drop", "(valor de maná 5)", "mv 4", "cmc 2"
_MV_SAID = re.compile(
    r"\b(\d)[- ]?drop\b|\b(?:mv|cmc|mana value|valor de mana|coste de mana|cmc de|cmc of)\s*(?:de |of |is |es |=)?\s*(\d)\b|"
    r"\b(?:que cuesta|costing|that costs) (\d)\b"
)


def _emerge(frame: Frame, cite: Citer) -> Verdict | None:
    """ "i emerge elder deep-fiend saccing my 3 drop: how much mana?" 4 — the emerge cost {5}{U}{U} less the sacrificed
    creature's mana value, generic mana only (702.119a): {2}{U}{U}."""
    if not re.search(r"\bemerg\w*", frame.folded):
        return None
    found = [(c, m[1]) for c in frame.cards if (m := _EMERGE.search(c.oracle_text))]
    if len(found) != 1:
        return None
    card, cost = found[0]
    fodder = [c for c in frame.cards if c is not card and "Creature" in c.type_line and c.mana_cost]
    said = _MV_SAID.search(frame.folded)
    if said is not None:
        value = int(next(g for g in said.groups() if g))
    elif re.search(r"\btoken\b|\bficha\b", frame.folded) and not fodder:
        value = 0  # a token that isn't a copy has mana value 0 (202.3a)
    elif len(fodder) == 1:
        value = mana_value(fodder[0].mana_cost)
    else:
        return None
    generic = sum(int(g) for g in re.findall(r"\{(\d+)\}", cost))
    colored = mana_value(cost) - generic
    left = max(0, generic - value)
    paid = (f"{{{left}}}" if left else "") + "".join(re.findall(r"\{[WUBRGC]\}", cost))
    rule = cite("702.119a", r"reduced by an amount of generic mana equal to the sacrificed creature", r"")
    finding = t(frame.lang, "keyword_cost.emerge", card=card.name, cost=cost, value=str(value), paid=paid or "{0}")
    return answered(None, f"{left + colored}: " + finding, rule, cite, (card,), "keyword_cost")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype not in (QType.HOW_MANY, QType.OTHER, QType.WHAT_HAPPENS) or not _ASKS_COST.search(clause):
        return None
    emerged = _emerge(frame, cite)
    if emerged is not None:
        return emerged
    if _NOT_THE_COST.search(clause) or _CHANGED_SAID.search(frame.folded):
        return None  # "how much damage with overload?", "emerge sacrificing a Tarmogoyf": not the printed cost
    words = set(re.findall(r"[\w-]+", frame.clause or frame.asked))
    said = {_SPANISH.get(word, word) for word in words} & set(_RULES)
    if re.search(r"\bkick(?:ed|ing)?\b|\bpatear\b", frame.clause or frame.asked):
        said.add("kicker")  # "how much to kick it?"
    if len(said) != 1:
        return None
    keyword = next(iter(said))
    line = re.compile(rf"^{keyword}(?:—| )(\{{[^\n]*?\}})(?=$|[\s,.(])([^\n(]*)", re.I | re.M)
    found = [(card, m[1], m[2].strip(" .")) for card in frame.cards if (m := line.search(card.oracle_text))]
    if len(found) != 1 or any(c is not found[0][0] and _CHANGES_COST.search(c.oracle_text) for c in frame.cards):
        return None
    card, cost, rest = found[0]
    if not re.fullmatch(r"(?:\{[\dWUBRGCX/P]+\})+", cost):
        return None
    rule = cite(_RULES[keyword], keyword, keyword)
    kind = "additional" if keyword in _ADDITIONAL else "activated" if keyword in _ACTIVATED else "alternative"
    total = mana_value(cost) + (mana_value(card.mana_cost) if kind == "additional" else 0)
    # "Escape—{R}{R}{G}{G}, Exile five other cards from your graveyard.": the rest of the cost, as printed
    more = rest.lstrip(", ")
    extra = t(frame.lang, "keyword_cost.rest", rest=f"{more[:1].lower()}{more[1:]}")
    printed = f"{cost} + {extra}" if rest.startswith(",") and more else cost
    finding = t(frame.lang, f"keyword_cost.{kind}", card=card.name, keyword=keyword, cost=printed,
                mana_cost=card.mana_cost or "—")  # fmt: skip
    opener = t(frame.lang, "keyword_cost.total", n=str(total))
    if kind != "additional":
        opener = f"{opener} ({cost})"
    return answered(None, f"{opener}: {finding}", rule, cite, (card,), "keyword_cost")
