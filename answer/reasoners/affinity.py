"""Affinity (702.41a, 601.2f): "costs {1} less to cast for each [artifact] you control" reduces only the generic part
of the cost, so with five artifacts Thoughtcast ({4}{U}) costs {U}. Fires only for one named card with affinity, the
number of those permanents the question says the caster controls, and a question about what it costs."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, copies, ids, last_mention, mana_value
from answer.reasoners.costs import INCREASE, increase_applies
from answer.text import number
from ingest.models import Card

_AFFINITY = re.compile(r"(?:^|\n)affinity for (artifacts|\w+)", re.I)
_N = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)"
_ARTIFACTS_SAID = re.compile(rf"\b{_N} (?:artifacts?|artefactos?)\b")
#: "is Thoughtcast free with affinity?", "¿me sale gratis?"
_FREE = re.compile(r"\bfree\b|\bfor free\b|\bgratis\b|\bfor nothing\b|\bsin pagar nada\b")
_ASKS_COST = re.compile(
    r"\bcost\w*|\bpay\w*|\bcuest\w*|\bpag\w*|\bhow much mana\b|\bcuanto mana\b|\bhow much is\b|"
    r"\bcuanto (?:es|sale|me sale|te sale)\b|\b(?:least|minimum) (?:mana|lands?)\b|"
    r"\bcon cuantas tierras\b|\bhow many lands\b|\bcuantas tierras (?:necesito|me hacen falta)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    free_asked = frame.qtype is QType.YES_NO and _FREE.search(frame.clause or frame.asked)
    if not free_asked and (
        frame.qtype not in (QType.HOW_MANY, QType.WHAT_HAPPENS, QType.OTHER) or not _ASKS_COST.search(frame.asked)
    ):
        return None
    spells = [c for c in frame.cards if (m := _AFFINITY.search(c.oracle_text)) and m[1].lower() == "artifacts"]
    if not spells:
        return _each_reduction(frame, cite)
    if len(spells) > 1:
        spells = _asked_about(frame, spells)  # "7 artefactos (frogmite, myr enforcer…), el thoughtcast me sale gratis?"
    said = _ARTIFACTS_SAID.search(frame.folded)
    if len(spells) != 1:
        return None
    spell = spells[0]
    count = number(said[1]) if said is not None else _artifacts_named(frame, spell)
    if count is None:
        return None
    # increases first (Thalia's {1} more), then the reduction, which takes away generic mana only (601.2f)
    taxes = [
        (card, int(m["n"]))
        for card in frame.in_play
        if card is not spell and (m := INCREASE.search(card.oracle_text)) and increase_applies(m["kind"], spell)
    ]
    more = sum(n for _, n in taxes)
    cost = reduced_cost(spell, count, more)
    opener = (t(frame.lang, "yes" if cost == "{0}" else "no") + " ") if free_asked else ""
    rule = cite("702.41a", r"costs \{1\} less to cast for each", r"")
    finding = t(
        frame.lang,
        "affinity.cost",
        cost=cost,
        total=str(mana_value(cost)),
        card=spell.name,
        printed=spell.mana_cost,
        n=str(count),
    )
    if taxes:
        total = cite("601.2f", r"plus all additional costs and cost increases", r"incrementos")
        finding = t(
            frame.lang, "affinity.cost_taxed", cost=cost, total=str(mana_value(cost)), card=spell.name, printed=spell.mana_cost, n=str(count),
            tax=taxes[0][0].name, more=str(more),
        ) + ids(total, rule)  # fmt: skip
        cited = tuple(r for r in (total, rule) if r)
        return Verdict(finding, [Step(finding, cited)], cite.quotes, frame.cards, "affinity")
    return answered(None, opener + finding, rule, cite, frame.cards, "affinity")


def reduced_cost(spell: Card, less: int, more: int = 0) -> str:
    """The spell's cost after {more} generic added and {less} taken away: a reduction takes generic mana only
    (601.2f), so Thoughtcast ({4}{U}) less 5 is {U}; "{0}" when nothing is left."""
    symbols = re.findall(r"\{([^}]+)\}", spell.mana_cost.split(" // ")[0])
    generic = sum(int(s) for s in symbols if s.isdigit())
    colored = "".join("{" + s + "}" for s in symbols if not s.isdigit())
    left = max(0, generic + more - less)
    return (("{" + str(left) + "}") if left else "") + colored or "{0}"


#: "This spell costs {1} less to cast for each creature on the battlefield." (Blasphemous Act, Ghalta)
_EACH = re.compile(r"costs \{1\} less to cast for each (creature|artifact|land|card) ([^.]*)\.", re.I)
#: The Great Henge: "This spell costs {X} less to cast, where X is the greatest power among creatures you control."
_GREATEST = re.compile(r"costs \{X\} less to cast, where X is the greatest power among creatures you control", re.I)
_POWER_SAID = re.compile(
    r"\b(?:biggest|largest|greatest|highest|best|mas grande|mayor|mas alta)\b[^.?,]{0,40}?\b(?:power|fuerza)"
    r"(?: (?:is|of|de|es|=))? (\d{1,2})\b|\b(\d{1,2}) (?:power|de fuerza)\b[^.?,]{0,20}\b(?:biggest|largest|greatest|"
    r"highest|mas grande|mayor)\b|"
    r"\b(?:biggest|largest|greatest|highest|best|mas grande|mayor)\b[^.?,]{0,40}?\b(\d{1,2}) (?:power|de fuerza)\b"
)
_NOUNS_ES = {"creature": "criaturas?", "artifact": "artefactos?", "land": "tierras?", "card": "cartas?"}


def _each_reduction(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Between the four of us there are 6 creatures out: how much mana does Blasphemous Act need?" {8}{R} less {6}:
    {2}{R}. The reduction takes generic mana only (601.2f); the count said in the question."""
    found = [(c, m) for c in frame.cards if (m := _EACH.search(c.oracle_text))]
    if not found:
        return _greatest_power(frame, cite) or _delve_count(frame, cite)
    if len(found) != 1:
        return None
    spell, each = found[0]
    noun = each[1].lower()
    counted = list(re.finditer(rf"\b{_N} (?:\w+ )?(?:{noun}s?|{_NOUNS_ES[noun]})\b", frame.folded))
    if len(counted) != 1:
        return None  # "I control 3 creatures and my opponents control 5": several counts, not added up here
    said = counted[0]
    if said is None or (count := number(said[1])) is None or INCREASE_SAID.search(frame.folded):
        return None
    cost = reduced_cost(spell, count)
    rule = cite("601.2f", r"cost reductions", r"reducciones")
    finding = t(frame.lang, "affinity.cost_each", cost=cost, total=str(mana_value(cost)), card=spell.name,
                printed=spell.mana_cost, n=str(count), each=each[0].split(" for each ", 1)[1].rstrip("."),
                noun=_NOUNS_ES[noun].rstrip("s?"))  # fmt: skip
    return answered(None, finding, rule, cite, frame.cards, "affinity")


#: something else changes the cost: not read here
INCREASE_SAID = re.compile(r"\bthalia\b|\bsphere\b|\bmore to cast\b|\bcuesta\w* mas\b")


#: the caster says what they control: "Controlo dos Seat of the Synod y dos Frogmite."
_I_CONTROL = re.compile(r"\bi (?:control|have|got)\b|\b(?:controlo|tengo)\b")


def _artifacts_named(frame: Frame, spell: Card) -> int | None:
    """The artifacts the caster names as theirs, each as many times as said ("dos Frogmite"): the count when the
    question gives no number of artifacts. None when it names none, or another player's."""
    if not _I_CONTROL.search(frame.folded) or re.search(r"\b(?:opp\w*|rival|oponente|their|his|her|su|sus)\b",
                                                        frame.folded):  # fmt: skip
        return None
    if re.search(r"\bhand\b|\bmano\b|\bdestroy\w*|\bdestru\w*|\bexil\w*|\bgraveyard\b|\bcementerio\b|\blibrary\b|"
                 r"\bbiblioteca\b|\bhad\b|\btenia\b|\bsacrific\w*", frame.folded):  # fmt: skip
        return None  # "two Frogmite in my hand", "one got destroyed": not every artifact named is on the battlefield
    artifacts = [c for c in frame.cards if c is not spell and "Artifact" in c.type_line]
    return sum(copies(frame, c) for c in artifacts) or None


def _asked_about(frame: Frame, spells: list[Card]) -> list[Card]:
    """Of several affinity cards named (the artifacts counted, and the spell cast), the one the asking clause names
    ("¿cuánto maná pago para lanzar Myr Enforcer?"), else the one named last before the words that ask its cost."""
    in_clause = [c for c in spells if last_mention(frame.clause or frame.asked, c) is not None]
    if len(in_clause) == 1:
        return in_clause
    asks = _FREE.search(frame.folded) or _ASKS_COST.search(frame.folded)
    if asks is None:
        return spells
    named = [(at, c) for c in spells if (at := last_mention(frame.folded[: asks.start()], c)) is not None]
    return [max(named, key=lambda pair: pair[0])[1]] if named else spells


def _greatest_power(frame: Frame, cite: Citer) -> Verdict | None:
    """ "My biggest creature has 4 power: what does The Great Henge cost me?" {7}{G}{G} less {4}: {3}{G}{G}; the
    reduction takes generic mana only (601.2f)."""
    spell = next((c for c in frame.cards if _GREATEST.search(c.oracle_text)), None)
    said = _POWER_SAID.search(frame.folded)
    if spell is None or said is None or INCREASE_SAID.search(frame.folded):
        return None
    window = frame.folded[max(0, said.start() - 20) : said.end()]
    if not re.search(r"\b(?:my|mi|mis)\b", window) or re.search(r"\b(?:opp\w*|rival|oponente|his|her|their)\b", window):
        return None  # "my opponent's biggest creature has 6 power": only the asker's creatures count
    power = int(next(g for g in said.groups() if g))
    cost = reduced_cost(spell, power)
    rule = cite("601.2f", r"cost reductions", r"reducciones")
    finding = t(frame.lang, "affinity.cost_power", cost=cost, total=str(mana_value(cost)), card=spell.name,
                printed=spell.mana_cost, n=str(power))  # fmt: skip
    return answered(None, finding, rule, cite, frame.cards, "affinity")


_GRAVEYARD_COUNT = re.compile(
    rf"\b{_N} (?:cards? |cartas? )?(?:in|en) (?:my|his|her|their|the|mi|su|el) (?:graveyard|yard|cementerio|gy)\b|"
    rf"\b(?:graveyard|yard|cementerio) (?:has|with|con|tiene) (?:apenas |solo |only |just )?{_N}\b"
)
#: the least it can cost asked, with a graveyard said to be big: "heaps of stuff in my yard. whats the least mana…?"
_LEAST_ASKED = re.compile(r"\b(?:least|minimum|cheapest|minimo|menos)\b")
_FULL_YARD = re.compile(
    r"\b(?:heaps|lots|tons|loads|plenty|a bunch|full)\b[^.?]{0,20}\b(?:graveyard|yard|gy)\b|"
    r"\b(?:graveyard|yard|gy) (?:is )?(?:full|stacked|loaded)\b|\bcementerio (?:lleno|cargado|repleto)\b|"
    r"\b(?:muchas|un monton de|un mont[oó]n de) (?:cartas|cosas) en (?:el|mi) cementerio\b"
)


def _delve_count(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Seven cards in my graveyard and I cast Treasure Cruise: how much do I pay?" {U}: each card exiled with delve
    pays {1} of the generic part only (702.66a), so at most the generic mana comes off."""
    spell = next((c for c in frame.cards if re.search(r"^Delve\b", c.oracle_text, re.M)), None)
    said = _GRAVEYARD_COUNT.search(frame.folded)
    generic = sum(int(s) for s in re.findall(r"\{(\d+)\}", spell.mana_cost)) if spell is not None else 0
    if said is None and _LEAST_ASKED.search(frame.clause or frame.asked) and _FULL_YARD.search(frame.folded):
        count: int | None = generic  # enough cards to exile for the whole generic part
    elif spell is None or said is None:
        return None
    else:
        count = number(next(g for g in said.groups() if g))
    if spell is None or INCREASE_SAID.search(frame.folded):
        return None
    if count is None:
        return None
    cost = reduced_cost(spell, count)
    rule = cite("702.66a", r"For each generic mana in this spell’s total cost", r"genérico")
    finding = t(frame.lang, "affinity.delve", cost=cost, total=str(mana_value(cost)), card=spell.name,
                printed=spell.mana_cost, n=str(count), paid=str(min(count, generic)))  # fmt: skip
    return answered(None, finding, rule, cite, frame.cards, "affinity")
