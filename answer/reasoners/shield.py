"""A prevention shield hit by two sources at once (615.7): "prevent the next N damage" counts only damage, and when
two or more sources would deal damage to the shielded permanent or player at the same time, that player (or the
permanent's controller) chooses which damage the shield prevents. Fires only for a shield the question names (a card
or "prevent the next N"), several sources at once, and a question about who chooses — or, for a shield of N on the
asker hit by creatures told by size, a question about how much damage gets through."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from answer.text import COUNT_GROUP, PT_RE, number
from ingest.lexicon import fold

_SHIELD_TEXT = re.compile(r"prevent the next (\d+|x) damage", re.I)
#: a shield's amount said: "prevent the next 3", "previene los siguientes 4"
_SHIELD_AMOUNT = re.compile(r"prevent\w* (?:the )?next (\d+)|previ?en\w* (?:los )?(?:siguientes|proximos) (\d+)")
_SHIELD_SAID = re.compile(_SHIELD_AMOUNT.pattern + r"|\bescudo\b|\bshield\b")
_TWO_SOURCES = re.compile(
    r"\b(?:two|2|both|several|multiple) sources\b|\b(?:dos|2|varias|ambas) fuentes\b|\bat the same time\b|\ba la vez\b|"
    r"\bsimultane\w*|\bal mismo tiempo\b|\bboth (?:connect|hit|get through|deal)\w*|\b(?:pegan|entran) (?:las|los) dos\b"
)
#: the shield on the opponent: "opp cast Healing Salve on himself", "el rival se lo tira a sí mismo"
_ON_THEM = re.compile(r"\bon (?:himself|herself|themselves)\b|\ba si mismo\b|\bse (?:lo|la) (?:tira|lanza|pone)\b")
_ASKS_CHOOSE = re.compile(r"\bchoos\w*|\bdecid\w*|\bpick\w*|\belij\w*|\belig\w*|\bquien\b|\bescoj\w*")
_ON_MINE = re.compile(
    r"\b(?:on|to) (?:my|me|myself)\b|\b(?:a|sobre) mi\b|\bmi (?:criatura|bicho)\b|\bmy (?:creature|guy)\b|"
    r"\ba mi mism[oa]\b|\bme lo (?:tiro|lanzo|pongo)\b"
)
#: a shield on a creature, not the player: "on his creature", "sobre su criatura"
_ON_A_CREATURE = re.compile(
    r"\b(?:on|to) (?:his|her|their|its|a|the) (?:creature|guy|\d+/\d+)|\b(?:sobre|a|en) (?:su|la|una) (?:criatura|bicho)\b"
)
_I_CHOOSE = re.compile(
    r"\b(?:do|can|would|will) i (?:choose|decide|pick|get to)|\bi choose\b|\belijo\b|\bdecido\b|\bescojo\b"
)


#: attackers told by size that hit the asker: "two unblocked 2/2s", "a 3/3 and a 2/2", "dos 2/2 sin bloquear"
_HITTER = re.compile(rf"(?:\b{COUNT_GROUP} )?(?:unblocked )?{PT_RE.pattern}")
_HIT_ME = re.compile(
    r"\b(?:hits?|connect|attack)\w* me\b|\bme (?:pegan|pega|atacan|ataca)\b|\bunblocked\b|\bsin bloquear\b"
)
_ASKS_TAKEN = re.compile(r"\bhow much damage\b[^?]*\b(?:i|me)\b|\bcuanto dano\b[^?]*\b(?:recibo|me)\b")
#: the same asked of a shielded opponent the asker attacks: "i swing with two unblocked 3/3s, how much does he take?"
_ASKS_THEY_TAKE = re.compile(
    r"\bhow much (?:damage )?(?:does|will|would) (?:he|she|they|(?:my )?opp\w*) (?:take|get)\b|"
    r"\bhow much (?:damage )?(?:gets|goes|get|go) (?:thr(?:ough|u)|in)\b|"  # "… at him, how much gets thru?"
    r"\bcuanto dano (?:recibe|le (?:hago|entra|pego|llega))\b"
)
_HIT_THEM = re.compile(r"\bi (?:swing|attack)\w*\b|\bataco\b|\ble pego\b")
#: what makes the damage more than the attackers' sizes added: a block, double strike, trample, infect, wither, or a
#: size said and taken back ("a 4/4 … nah, a 3/3")
_NOT_PLAIN = re.compile(
    r"\bi block\w*|\b(?:they|he|she|opp\w*) block\w*|\bblocks?\b(?! me)|\bbloque[oa]\b|\bbloquean\b|"
    r"\bdouble strike\b|\bdanar dos veces\b|\btrampl\w*|\barroll\w*|\binfect\b|\binfectar\b|\bwither\b|"
    r"\bnah\b|\bi mean\b|\bno wait\b|\bquiero decir\b|\bperdon\b"
)
_UNPREVENTABLE_SAID = re.compile(r"can'?t be prevented|no (?:se )?puede(?:n)? (?:ser )?preven")


#: a burn spell's damage: "Shock deals 2 damage to any target."
_BURN = re.compile(r"deals (\d+) damage to (?:any target|target (?:player|creature or player))", re.I)
#: asks whether the shield stops it all: "can i prevent both?", "¿las prevengo todas?"
_ASKS_ALL = re.compile(r"\b(?:both|all|every|each|ambos|ambas|todos|todas|las dos|los dos)\b")


def _same_burn_twice(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They Shock me twice: does my one Healing Salve prevent both?" No: the shield counts only damage, not events
    (615.7), so "the next 3" prevents 3 of the 4 and the rest is dealt."""
    shields = [(c, found) for c in frame.cards if (found := _SHIELD_TEXT.search(c.oracle_text))]
    burns = [(c, found) for c in frame.cards if (found := _BURN.search(c.oracle_text)) and c not in dict(shields)]
    if len(shields) != 1 or len(burns) != 1 or not shields[0][1][1].isdigit():
        return None
    burn, dealt = burns[0]
    first = re.escape(fold(burn.name).split()[0])
    guard = re.escape(fold(shields[0][0].name).split()[0])
    if re.search(rf"\b(?:two|2|dos|both|ambos|ambas) {guard}", frame.folded):
        return None  # "two healing salves": two shields, more than the one this reads
    if not re.search(rf"\b(?:twice|two times|dos veces|2 veces)\b|\b(?:two|2|dos) {first}", frame.folded):
        return None
    clause = frame.clause or frame.asked
    total, shield = 2 * int(dealt[1]), int(shields[0][1][1])
    taken, prevented = max(0, total - shield), min(shield, total)
    rule = cite("615.7", r"reduces the remaining shield by 1", r"escudo")
    finding = t(frame.lang, "shield.spread", shield=shields[0][0].name, burn=burn.name, total=str(total),
                prevented=str(prevented), taken=str(taken), n=str(shield))  # fmt: skip
    if frame.qtype is QType.HOW_MANY:
        return answered(None, f"{taken}: {finding}", rule, cite, (shields[0][0], burn), "shield")
    if frame.qtype is not QType.YES_NO or not re.search(r"\bprevent\w*|\bprevien\w*|\bpreveng\w*", clause):
        return None
    if not _ASKS_ALL.search(clause):
        return None
    return answered("yes" if taken == 0 else "no", finding, rule, cite, (shields[0][0], burn), "shield")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    twice = _same_burn_twice(frame, cite)
    if twice is not None:
        return twice
    if frame.qtype is QType.HOW_MANY:
        return _damage_taken(frame, cite)
    if frame.qtype not in (QType.YES_NO, QType.WHO, QType.OTHER):
        return None
    shielded = any(_SHIELD_TEXT.search(c.oracle_text) for c in frame.cards) or _SHIELD_SAID.search(frame.folded)
    clause = frame.clause or frame.asked
    if not shielded or not _TWO_SOURCES.search(frame.folded) or not _ASKS_CHOOSE.search(clause):
        return None
    rule = cite("615.7", r"chooses which damage the shield prevents", r"elige")
    # "do I choose?", "¿elijo yo…?": yes, the shielded one is the asker
    asks_me = frame.qtype is not QType.WHO and _I_CHOOSE.search(clause)
    opener = "yes" if asks_me else None
    # the shield is on the asker or the asker's creature ("a mi criatura", "on my creature", "on me"): you choose
    key = "shield.you_choose" if asks_me or _ON_MINE.search(frame.folded) else "shield.chooses"
    if _ON_THEM.search(frame.folded) and not _ON_MINE.search(frame.folded):
        # "opp cast Healing Salve on himself … I get to pick, right?": no, the shielded opponent does
        key, opener = "shield.they_choose", ("no" if asks_me else None)
    return answered(opener, t(frame.lang, key), rule, cite, frame.cards, "shield")


def _damage_taken(frame: Frame, cite: Citer) -> Verdict | None:
    """ "a 'prevent the next 3 damage' shield on me, two unblocked 2/2s hit me: how much do I take?" 1: each 1 damage
    dealt to the shielded player is prevented until the shield is used up, and the rest is dealt (615.7)."""
    said = _SHIELD_AMOUNT.search(frame.folded)
    printed = [found for c in frame.cards if (found := _SHIELD_TEXT.search(c.oracle_text))]
    clause = frame.clause or frame.asked
    them = bool(_ASKS_THEY_TAKE.search(clause) and _HIT_THEM.search(frame.folded))
    if them and (_ON_MINE.search(frame.folded) or _ON_A_CREATURE.search(frame.folded)):
        return None  # a shield of mine, or on a creature, while I attack them: not the shielded one asked about
    if not them and (not _ASKS_TAKEN.search(clause) or not _HIT_ME.search(frame.folded)):
        return None
    if _UNPREVENTABLE_SAID.search(frame.folded) or len(printed) != len(frame.cards):
        return None  # unpreventable damage (615.12), or cards whose own damage and shields this doesn't read
    if _NOT_PLAIN.search(frame.folded):
        return None  # blocks, double strike, trample or infect, or a size taken back: more than adding sizes
    amount = (said[1] or said[2]) if said else printed[0][1] if len(printed) == 1 else None
    if amount is None or not amount.isdigit():
        return None
    shield = int(amount)
    told = frame.folded[: frame.folded.find(clause)] if clause in frame.folded else frame.folded
    hits = [(number(m[1]) if m[1] else 1, int(m[2])) for m in _HITTER.finditer(told)]
    if not hits or any(count is None for count, _ in hits):
        return None
    total = sum((count or 1) * power for count, power in hits)
    rule = cite("615.7", r"reduces the remaining shield by 1", r"escudo")
    taken = max(0, total - shield)
    finding = t(
        frame.lang,
        "shield.taken_them" if them else "shield.taken",
        taken=str(taken),
        total=str(total),
        prevented=str(min(shield, total)),
    )
    return answered(None, finding, rule, cite, frame.cards, "shield")
