"""An attack tax (Propaganda, Ghostly Prison, Windborn Muse: "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you"): a cost of declaring attackers (508.1g–h), paid for each
creature attacking that player and for each copy of the tax; creatures attacking a planeswalker don't pay one that
names only "you". Fires for a named tax card, a number of attackers the question gives, and a question about the
cost or whether it must be paid."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, copies, name_pattern
from answer.text import number
from ingest.lexicon import fold
from ingest.models import Card

_TAX = re.compile(
    r"creatures can[’']t attack you(?P<walker> or a planeswalker you control)? unless their controller pays "
    r"\{(?P<n>\d+)\} for each",
    re.I,
)
_N = r"(\d+|two|three|four|five|six|dos|tres|cuatro|cinco|seis)"
#: how many attack: "attack with 3 creatures", "atacarme con 3 criaturas", "3 attackers"
_ATTACKERS = re.compile(rf"\b{_N} (?:creatures|criaturas|attackers|atacantes|guys|bichos)\b")
#: "le ataco con las 3", "attack with all 3": the attackers by their count alone
_ATTACK_WITH = re.compile(
    rf"\b(?:atac\w*|attack\w*)[^.?]{{0,25}}\b(?:con|with) (?:las |los |mis |my |all |the )*{_N}\b"
    r"(?! (?:life|vidas?|damage|de dano|mana))"
)


def _attackers(folded: str) -> int | None:
    """How many attack, as the question says it."""
    said = _ATTACKERS.search(folded) or _ATTACK_WITH.search(folded)
    return number(said[1]) if said is not None else None


_AT_WALKER = re.compile(r"\bplaneswalker\b|\bjace\b|\bliliana\b")
_ASKS = re.compile(r"how much|cuanto|cuanta|\bpay|\bpag")
#: attacking someone other than the tax's controller: "if I attack ANOTHER player", "ataco a otro jugador"
_OTHER_PLAYER = re.compile(
    r"\battack\w* (?:an|the)? ?(?:other|another|a different) (?:player|opponent)\b|\battack\w* someone else\b|"
    # "attack with 3 creatures at the other player", "attacking with everything at another opponent"
    r"\battack\w* with (?:[\w']+ ){1,3}(?:at|on) (?:the |an )?(?:other|another|a different) (?:player|opponent)\b|"
    # "ataco con las 3 al otro jugador": the attackers' count between, nothing else
    r"\bata[cq]\w* (?:con (?:las |los |mis )?\w+ )?(?:a |al )(?:otro|otra) (?:jugador|rival|oponente|persona)\b"
)


#: a creature put onto the battlefield attacking: ninjutsu, "enters attacking", tokens "tapped and attacking"
_ENTERS_ATTACKING = re.compile(
    r"\bninjutsu\b|\benters? (?:the battlefield )?(?:tapped and )?attacking\b|\bput onto the battlefield attacking\b|"
    r"\bentra\w* (?:girad[oa] y )?atacando\b"
)


#: a player named as attacked: "i'm attacking jun with 3 creatures", "ataco a jun"
_ATTACKED_NAME = re.compile(r"\b(?:attack\w*|swing\w* at|ataco a|atacando a)\s+([a-z]{2,})\b")
_NOT_NAMES = frozenset(
    "with at you him her them me my his their the a an another other someone con al su el la los las mi tu both "
    "each everyone players player opponent opponents opp rival oponente planeswalker directly this that now first "
    "only alone again next last everything all anyway into over through here there today together freely "
    "unblocked once twice turn".split()
)


def _holder(frame: Frame, card: Card) -> str | None:
    """The player named as having the tax card: "kat has propaganda out" → "kat"."""
    name = re.escape(fold(card.name))
    found = re.search(
        rf"\b([a-z]{{2,}}) (?:has|controls|got|tiene|controla) (?:a |an |un |una |su |her |his )?{name}", frame.folded
    )
    return found[1] if found and found[1] not in _NOT_NAMES | {"i", "he", "she", "they", "who"} else None


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.HOW_MANY, QType.YES_NO, QType.OTHER):
        return None
    taxed = next(((c, m) for c in frame.cards if (m := _TAX.search(c.oracle_text))), None)
    if taxed is not None and _ENTERS_ATTACKING.search(frame.folded) and _ASKS.search(frame.clause or frame.asked):
        # "Propaganda: I ninjutsu a Ninja in; must I pay {2} more for it?": it never attacked (508.4), so no cost
        rule = cite("508.4", r"for the purposes of trigger events and effects, they never “attacked", r"")
        opener = "no" if frame.qtype is QType.YES_NO else None
        return answered(opener, t(frame.lang, "attack_tax.enters_attacking", card=taxed[0].name), rule, cite,
                        (taxed[0],), "attack_tax")  # fmt: skip
    holder = _holder(frame, taxed[0]) if taxed is not None else None
    attacked = _ATTACKED_NAME.search(frame.folded) if holder else None
    other_named = (
        attacked is not None
        and attacked[1] not in _NOT_NAMES
        and not attacked[1].endswith("ly")
        and attacked[1] != holder
    )
    # "al otro jugador, que no tiene Propaganda": the player attacked told without the tax
    without = taxed is not None and re.search(
        rf"\b(?:que no tiene|who (?:doesn'?t|does not) have) (?:la |el |a |any )?(?:{name_pattern(taxed[0])})",
        frame.folded,
    )
    # "I attack him with 3 and the other player with 2": the tax's controller attacked too
    split = re.search(
        r"\b(?:him|her|them|le|a el|a ella)\b[^.?]{0,30}\b(?:and|y)\b[^.?]{0,30}\b(?:other|otro)\b", frame.folded
    )
    if (
        taxed is not None
        and not split
        and (_OTHER_PLAYER.search(frame.folded) or other_named or without)
        and _ASKS.search(frame.clause or frame.asked)
    ):
        # "he has Ghostly Prison; if I attack ANOTHER player, do I pay?": the tax covers only attacks on its controller
        rule = cite("508.1h", r"determines the total cost to attack", r"coste")
        finding = t(frame.lang, "attack_tax.other_player", card=taxed[0].name)
        if frame.qtype is QType.HOW_MANY:
            finding = "0: " + finding
        return answered("no" if frame.qtype is QType.YES_NO else None, finding, rule, cite, (taxed[0],), "attack_tax")
    said = _attackers(frame.folded)
    most = _most_attackers(frame, taxed, cite) if taxed is not None else None
    if most is not None:
        return most
    if taxed is None or not _ASKS.search(frame.clause or frame.asked):
        return None
    tax, found = taxed
    rule = cite("508.1h", r"determines the total cost to attack", r"coste")
    lang = frame.lang
    if _AT_WALKER.search(frame.folded) and not found["walker"]:
        # "¿tengo que pagar los {2} si ataco solo a su planeswalker?": the tax covers attacks on the player only
        finding = t(lang, "attack_tax.walker", card=tax.name)
        return answered("no" if frame.qtype is QType.YES_NO else None, finding, rule, cite, (tax,), "attack_tax")
    if said is None:
        return None
    attackers, each, count = said or 0, int(found["n"]), copies(frame, tax)
    taxers = [(c, m) for c in frame.cards if (m := _TAX.search(c.oracle_text))]
    if len(taxers) > 1 and re.search(r"\b(?:other|another|otro|otra)\b", frame.folded):
        return None  # "one opp has Propaganda and the other Ghostly Prison": whose is attacked is not read here
    if len(taxers) > 1:  # "both Propaganda and Ghostly Prison": each tax is paid for each attacker (508.1h)
        per = sum(int(m["n"]) * copies(frame, c) for c, m in taxers)
        names = " + ".join(c.name for c, _ in taxers)
        finding = t(lang, "attack_tax.total_several", cards=names, total=str(attackers * per), per=str(per),
                    attackers=str(attackers))  # fmt: skip
        opener = "yes" if frame.qtype is QType.YES_NO else None
        return answered(opener, finding, rule, cite, tuple(c for c, _ in taxers), "attack_tax")
    total = attackers * each * count
    key = "attack_tax.total_one" if count == 1 else "attack_tax.total"
    finding = t(lang, key, card=tax.name, total=str(total), n=str(each), attackers=str(attackers), copies=str(count))
    return answered("yes" if frame.qtype is QType.YES_NO else None, finding, rule, cite, (tax,), "attack_tax")


#: how many may attack: "¿cuántos me pueden atacar como mucho?", "how many can he attack me with?"
_HOW_MANY_ATTACK = re.compile(
    r"\bcuant[oa]s (?:\w+ )?(?:me |le |te )?(?:pueden|puede|podria|podrian) atacar\b|"
    r"\bhow many (?:\w+ )?(?:can|could) (?:\w+ )?(?:attack|swing)\b|\bhow many can (?:he|she|they) attack\b"
)
#: the mana the attacking opponent has: "el rival tiene 5 tierras enderezadas", "opp has 5 untapped lands"
_THEIR_MANA = re.compile(
    rf"\b(?:opp\w*|rival|oponente|he|she|they)\b[^.?]{{0,30}}?\b{_N} (?:untapped )?(?:tierras|lands|manas?)"
    r"(?: (?:enderezadas|sin girar|untapped|disponibles|open|available))?\b"
)


def _most_attackers(frame: Frame, taxed: tuple[Card, re.Match[str]], cite: Citer) -> Verdict | None:
    """ "Ghostly Prison; he has 5 untapped lands and 4 creatures: how many can attack me?" 2: each attacker costs
    {2}, and 5 mana pays for two of them (508.1h), at most as many as he has."""
    if frame.qtype is not QType.HOW_MANY or not _HOW_MANY_ATTACK.search(frame.clause or frame.asked):
        return None
    tax, _ = taxed
    mana = _THEIR_MANA.search(frame.folded)
    # every tax on attacking the asker, each copy: Ghostly Prison and Propaganda are {4} a creature (508.1h)
    per = sum(int(m["n"]) * copies(frame, c) for c in frame.cards if (m := _TAX.search(c.oracle_text)))
    if mana is None or per <= 0:
        return None
    total = number(next(g for g in mana.groups() if g))
    if total is None:
        return None
    most = total // per
    if (have := _attackers(frame.folded)) is not None:
        most = min(most, have)
    rule = cite("508.1h", r"determines the total cost to attack", r"coste")
    names = " + ".join(c.name for c in frame.cards if _TAX.search(c.oracle_text))
    finding = t(frame.lang, "attack_tax.most", n=str(most), card=names, per=str(per), mana=str(total))
    return answered(None, finding, rule, cite, (tax,), "attack_tax")
