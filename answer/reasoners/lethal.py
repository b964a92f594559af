"""Does this damage kill it? (120.6, 704.5g, 122.1a, 702.2b): one amount of damage to one creature whose toughness the
question or its card gives, with the +1/+1 or -1/-1 counters and the damage already marked the question says.
Declines on anything else that could change the answer (a second spell or card, a response, combat, prevention,
protection, indestructible, regeneration, a pump, infect or wither): other reasoners or the general selection answer
those."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    ASKS_DIES,
    ASKS_SURVIVES,
    Citer,
    Step,
    Verdict,
    answered,
    creature_label,
    ids,
    name_words,
)
from answer.reasoners.combat import creatures
from answer.reasoners.goyf import types_told
from answer.reasoners.stack_order import _SEQUENCE
from answer.text import COUNT_WORDS, NUMBER_WORDS, PT_RE, capital, number
from ingest.lexicon import fold
from ingest.models import Card

_ASKS_RETURN = re.compile(r"\breturn|\bcome(s)? back|\bvuelve|\bregres|\bvolver")
#: a card that deals an amount of damage to a creature it picks
_CARD_DAMAGE = re.compile(r"deals (\d+) damage to (any target|target creature|target [\w\s,]*creature)", re.I)
#: the question says the amount: "3 damage", "3 de daño", "hace 3"
_SAID_DAMAGE = re.compile(
    r"(?<![\d/+-])(\d{1,2}) (?:points? of )?(?:damage|de dano|puntos de dano|dano)\b|\bhace (\d{1,2})\b"
)
_NUMBER = r"(\d+|a|an|one|two|three|four|five|un|una|uno|dos|tres|cuatro|cinco)"
_PLUS = re.compile(rf"\b{_NUMBER} \+1/\+1 counters?|\b{_NUMBER} contador(?:es)? \+1/\+1")
_MINUS = re.compile(rf"\b{_NUMBER} -1/-1 counters?|\b{_NUMBER} contador(?:es)? -1/-1")
#: damage already on it: "already has 2 damage", "took 1 damage earlier", "ya tiene 2 de daño"
_MARKED = re.compile(
    r"\b(?:already (?:has|took|taken|been dealt|dealt)|took|has taken|ya (?:tiene|recibio|tenia)|con) (\d{1,2}) "
    r"(?:damage|de dano|puntos de dano)|\b(\d{1,2}) (?:damage|de dano) (?:marked|already|marcado)"
)
#: anything that changes whether the damage is dealt or is lethal
_OTHER_FACTORS = re.compile(
    r"respond|response|respuesta|prevent|preven|protection|proteccion|indestructible|regenera|hexproof|antimaleficio|"
    r"shroud|\bward\b|custodia|\brebatir\b|infect|infectar|wither|marchitar|\bblock|bloque|\battack|\bata[cq]|combat|combate|"
    r"\bpump|[+-]\d+/[+-]\d+(?! counter| contador)|\bdouble|\bdobl|\btrample|arroll|\bx damage|\bx de dano|lifelink|"
    r"damage (to|a) (me|you|the player|my face|face)|copy|copia|sacrific|exile|exili|counterspell|contrarrest"
)
#: "opp bolts it. dead?": the creature's death asked in one word
_ASKS_DEAD = re.compile(r"\bdead\b|\bmuert[oa]\b")
_DEATHTOUCH = re.compile(r"deathtouch|toque mortal")
#: a creature's own text that may change whether damage kills it: indestructible, protection, damage prevented
_OWN_FACTORS = re.compile(
    # a keyword line ("Flying, indestructible") counts like one that starts with the keyword
    r"^(?:[a-z ]+, )*indestructible(?:,|\s*\(|$)|"
    # protection from a colour or from everything (not Baneslayer's "from Demons and from Dragons")
    r"^(?:[a-z ]+, )*protection from (?:white|blue|black|red|green|everything|all|each|instants|sorceries|"
    r"monocolored|multicolored|colored)|"
    r"prevent all (combat )?damage that would be dealt to (it|this creature|~)",
    re.I | re.M,
)
#: a -N/-N effect: "gets -2/-2", "recibe -2/-2", "le doy -1/-1 hasta el final del turno"
_SHRINK = re.compile(r"\b(?:gets?|given|gives?|obtiene|recibe|le doy|le da)\s+-(\d+)/-\d+|-\d+/-(\d+) (?:until|hasta)")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is QType.WHAT_HAPPENS:
        return _what_happens_to_goyf(frame, cite)
    if frame.qtype is not QType.YES_NO or _SEQUENCE.search(frame.folded):
        return None
    if _ASKS_RETURN.search(clause):
        return None  # "if it dies again, does it come back?": undying's question, not this one
    pinged = _deathtouch_ping(frame, cite, clause)
    if pinged is not None:
        return pinged
    dies_asked, survives_asked = ASKS_DIES.search(clause) or _ASKS_DEAD.search(clause), ASKS_SURVIVES.search(clause)
    shrink = sum(int(m[1] or m[2]) for m in _SHRINK.finditer(frame.folded))
    if not (dies_asked or survives_asked) or _OTHER_FACTORS.search(_SHRINK.sub(" ", _without_counters(frame.folded))):
        return None
    sources = [card for card in frame.cards if _CARD_DAMAGE.search(card.oracle_text)]
    amounts = {int(m[1]) for card in sources for m in _CARD_DAMAGE.finditer(card.oracle_text)}
    said = {int(m[1] or m[2]) for m in _SAID_DAMAGE.finditer(_without_marked(frame.folded))}
    if not (sources or said):
        return _toughness(frame, cite, shrink)
    if len(sources) > 1:
        # "i shock and bolt their serra angel": several burn spells at it, their damage adds up (120.6)
        if said or shrink or not all(re.search(r"Instant|Sorcery", s.type_line) for s in sources):
            return None
        each = [_CARD_DAMAGE.findall(s.oracle_text) for s in sources]
        if any(len(found) != 1 for found in each):
            return None
        amounts = {sum(int(found[0][0]) * _casts(frame, s) for found, s in zip(each, sources, strict=True))}
    elif len(amounts | said) != 1 or shrink:
        return None
    others = [c for c in frame.cards if c not in sources]
    source = sources[0] if len(sources) == 1 else None
    if source is not None and "Creature" in source.type_line:
        return None  # a creature's ability or its combat damage: its own keywords may matter
    if source is not None and re.search(r"^(?:wither|infect)\b", source.oracle_text, re.I | re.M):
        return None  # Puncture Blast: its damage is -1/-1 counters, not marked damage
    amount = next(iter(amounts | said))
    counter = next((c for c in frame.cards if _TYPE_COUNT.search(c.oracle_text)), None)
    if counter is not None and source is not None and re.search(r"Instant|Sorcery", source.type_line):
        by_types = _card_types(frame, cite, counter, source, amount)  # Tarmogoyf: the Bolt lands in a graveyard
        if by_types is not None:
            return by_types
    found = [c for c in creatures(frame) if c.name not in {s.name for s in sources}]
    if not found and len(others) == 1 and "Creature" in others[0].type_line:
        if any(word in COUNT_WORDS for word in frame.folded.split()) or set(frame.numbers) - {amount}:
            return None  # "with two card types in graveyards": the question gives what its toughness counts
        if resists_damage(frame, others[0].name):
            return None
        return _depends(frame, cite, others[0], amount)  # Tarmogoyf: a toughness no number gives
    if len(found) != 1 or len(others) > 1 or (others and others[0].name != found[0].name):
        return None  # one creature, and no card beyond it and the source
    creature = found[0]
    if resists_damage(frame, creature.name):
        return None  # "Does Darksteel Myr die if I Bolt it?": its indestructible decides (702.12b)
    plus, minus = _count(_PLUS, frame.folded), _count(_MINUS, frame.folded)
    marked = sum(int(m[1] or m[2]) for m in _MARKED.finditer(frame.folded))
    marked += amount * (_casts(frame, source) - 1)  # "otro Shock en la segunda fase principal": the first one's stays
    toughness = creature.toughness + plus - minus
    if toughness <= 0:
        return None  # it was already dead before the damage: another question
    deathtouch = bool(_DEATHTOUCH.search(frame.folded)) or bool(
        source and _DEATHTOUCH.search(source.oracle_text.lower())
    )
    total = amount + marked
    dies = (deathtouch and amount > 0) or total >= toughness
    lang = frame.lang
    name = creature_label(creature.name, lang)
    steps: list[Step] = []
    if plus or minus:
        counters = cite("122.1a", r"adds X to that object’s power and Y to that object’s toughness", r"contador")
        counted = t(lang, "lethal.counters", name=name, t=str(toughness))
        steps.append(Step(capital(counted) + ids(counters), (counters,) if counters else ()))
    if marked:
        kept = cite("120.6", r"remains until the cleanup step", r"hasta el paso de limpieza")
        already = t(lang, "lethal.marked", name=name, m=str(marked), d=str(total))
        steps.append(Step(capital(already) + ids(kept), (kept,) if kept else ()))
    lethal = cite("704.5g", r"has been dealt lethal damage", r"daño letal")
    if deathtouch and total < toughness:
        touch = cite("704.5h", r"deathtouch", r"toque mortal")
        finding = t(lang, "lethal.deathtouch", name=name) + ids(touch)
    elif dies:
        finding = t(lang, "lethal.dies", name=name, d=str(total), t=str(toughness)) + ids(lethal)
    else:
        cleanup = cite("514.2", r"all damage marked on permanents", r"daño marcado")
        finding = t(lang, "lethal.survives", name=name, d=str(total), t=str(toughness)) + ids(lethal, cleanup)
    finding = capital(finding)
    steps.append(Step(finding, tuple(r for r in (lethal,) if r)))
    answer = dies if dies_asked else not dies
    cards: tuple[Card, ...] = tuple(frame.cards)
    return Verdict(t(lang, "yes" if answer else "no") + " " + finding, steps, cite.quotes, cards, "lethal")


def resists_damage(frame: Frame, name: str) -> bool:
    """The named creature's card says something that may keep damage from killing it ("Does Darksteel Myr die if I
    Bolt it?": its indestructible decides, 702.12b): damage arithmetic alone is not the answer."""
    return any(card.name == name and _OWN_FACTORS.search(card.oracle_text) for card in frame.cards)


def _toughness(frame: Frame, cite: Citer, shrink: int) -> Verdict | None:
    """No damage: a creature whose counters or a -N/-N effect the question gives lives while its toughness is above 0
    ("does a 0/0 token with a +1/+1 counter survive?", "¿una 2/2 que recibe -2/-2 muere?")."""
    plus, minus = _count(_PLUS, frame.folded), _count(_MINUS, frame.folded)
    found = creatures(frame)
    if not (plus or minus or shrink) or len(found) != 1 or len(frame.cards) > 1:
        return None
    creature = found[0]
    if frame.cards and frame.cards[0].name != creature.name:
        return None
    lang = frame.lang
    toughness = creature.toughness + plus - minus - shrink
    name = creature_label(creature.name, lang)
    # "mi 3/3 tiene 2 de daño marcado y le tiran un -1/-1": the smaller toughness against the damage already there
    # the same damage may be told twice ("took 2 damage, so it has 2 damage marked"); damage from an earlier turn
    # was removed in that turn's cleanup step (514.2)
    marked = max((int(m[1] or m[2]) for m in _MARKED.finditer(frame.folded)), default=0)
    if re.search(r"\blast turn\b|\bprevious turn\b|\bturno (?:pasado|anterior)\b|\bel otro turno\b", frame.folded):
        marked = 0
    if marked and toughness > 0:
        rule = cite("704.5g", r"greater than or equal to its toughness", r"daño letal")
        key = "lethal.marked_shrunk_dies" if marked >= toughness else "lethal.marked_shrunk_survives"
        finding = t(lang, key, name=name, t=str(toughness), m=str(marked)) + ids(rule)
        dies = marked >= toughness
    else:
        rule = cite("704.5f", r"toughness 0 or less", r"resistencia 0")
        key = "lethal.zero" if toughness <= 0 else "lethal.positive"
        finding = t(lang, key, name=name, t=str(toughness)) + ids(rule)
        dies = toughness <= 0
    finding = capital(finding)
    answer = dies if ASKS_DIES.search(frame.clause or frame.asked) else not dies
    return Verdict(
        t(lang, "yes" if answer else "no") + " " + finding,
        [Step(finding, (rule,) if rule else ())],
        cite.quotes,
        tuple(frame.cards),
        "lethal",
    )


_TYPE_COUNT = re.compile(r"toughness is equal to that number plus 1", re.I)
_PING = re.compile(r"deals 1 damage to (?:any target|target creature)", re.I)
_GIVES_DEATHTOUCH = re.compile(r"(?:equipped|enchanted) creature has [^.]*\bdeathtouch\b", re.I)
_ASKS_KILL = re.compile(r"\bkill\w*|\bmat[oa]s?\b|\bmatar\w*|\bdestroy\w*|\bdestru\w*")


def _deathtouch_ping(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """A pinger with deathtouch (Basilisk Collar on Prodigal Sorcerer): its 1 damage destroys any creature it is
    dealt to (702.2b), whatever the toughness — an indestructible one excepted."""
    pinger = next((c for c in frame.cards if "Creature" in c.type_line and _PING.search(c.oracle_text)), None)
    giver = next((c for c in frame.cards if _GIVES_DEATHTOUCH.search(c.oracle_text)), None)
    if pinger is None or not (giver or _DEATHTOUCH.search(frame.folded)) or not _ASKS_KILL.search(clause):
        return None
    if re.search(r"indestructible|regenera", frame.folded) or any(resists_damage(frame, c.name) for c in frame.cards):
        return None
    rule = cite("702.2b", r"dealt damage by a source with deathtouch", r"toque mortal")
    return answered(
        "yes", t(frame.lang, "lethal.deathtouch_ping", name=pinger.name), rule, cite, tuple(frame.cards), "lethal"
    )


def _card_types(frame: Frame, cite: Citer, creature: Card, spell: Card, amount: int) -> Verdict | None:
    """Tarmogoyf's toughness counts the card types in all graveyards, and the damage spell is one of those cards by
    the time state-based actions look (608.2n): its type counts if no card in a graveyard had it."""
    sizes = PT_RE.findall(frame.question)
    where = " ".join(p for p in re.split(r"(?<=[.;()])\s*", frame.folded) if re.search(r"graveyard|cementerio", p))
    types = types_told(where)
    if len(sizes) == 1:
        before = int(sizes[0][1]) - 1  # "my goyf is 2/3": two card types
    elif types:
        before = len(types)
    else:
        return None
    spell_type = next((k for k in ("instant", "sorcery") if k in spell.type_line.lower()), "")
    added = spell_type not in types if types else True
    toughness = before + 1 + (1 if added else 0)
    resolves = cite("608.2n", r"put into its owner’s graveyard", r"cementerio")
    lethal = cite("704.5g", r"has been dealt lethal damage", r"daño letal")
    key = "lethal.goyf_grows" if added else "lethal.goyf_same"
    dies = amount >= toughness
    finding = t(
        frame.lang, key, name=creature.name, spell=spell.name, t=str(toughness), d=str(amount),
        kind=t(frame.lang, f"type.{spell_type}"),
    )  # fmt: skip
    finding += " " + t(frame.lang, "lethal.goyf_dies" if dies else "lethal.goyf_lives", d=str(amount), t=str(toughness))
    finding += ids(resolves, lethal)
    asks_dies = bool(ASKS_DIES.search(frame.clause or frame.asked) or _ASKS_DEAD.search(frame.clause or frame.asked))
    answer = dies if asks_dies else not dies
    steps = [Step(finding, tuple(r for r in (resolves, lethal) if r))]
    text = finding if frame.qtype is QType.WHAT_HAPPENS else t(frame.lang, "yes" if answer else "no") + " " + finding
    return Verdict(text, steps, cite.quotes, tuple(frame.cards), "lethal")


def _what_happens_to_goyf(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp bolts my 2/3 Tarmogoyf, what happens to it?": the card-type count, said without a Yes/No."""
    counter = next((c for c in frame.cards if _TYPE_COUNT.search(c.oracle_text)), None)
    spells = [
        c for c in frame.cards if _CARD_DAMAGE.search(c.oracle_text) and re.search(r"Instant|Sorcery", c.type_line)
    ]
    if counter is None or len(spells) != 1 or len(frame.cards) != 2 or _SEQUENCE.search(frame.folded):
        return None
    amounts = {int(m[1]) for m in _CARD_DAMAGE.finditer(spells[0].oracle_text)}
    if len(amounts) != 1:
        return None
    return _card_types(frame, cite, counter, spells[0], next(iter(amounts)))


def _depends(frame: Frame, cite: Citer, creature: Card, amount: int) -> Verdict:
    """A creature whose card gives no number for its toughness ("*/1+*"): whether the damage is lethal depends on its
    toughness at that moment, said without a Yes/No."""
    lethal = cite("704.5g", r"has been dealt lethal damage", r"daño letal")
    finding = t(
        frame.lang, "lethal.depends", name=creature.name, d=str(amount), pt=f"{creature.power}/{creature.toughness}"
    )
    finding += ids(lethal)
    return Verdict(finding, [Step(finding, (lethal,) if lethal else ())], cite.quotes, tuple(frame.cards), "lethal")


def _casts(frame: Frame, source: Card | None) -> int:
    """How many times the damage spell is cast at it: "another Shock", "otro Shock", "Shock it again", "two bolts",
    "le tiro dos rayos", "bolt it twice"."""
    if source is None:
        return 1
    names = "|".join(re.escape(word) for word in {fold(source.name), *map(fold, source.names_es), *name_words(source)})
    again = re.findall(rf"\b(?:otro|otra|another|a second|second|un segundo|segundo)\s+(?:{names})\b", frame.folded)
    repeated = re.findall(r"\b(?:it|him|her|them|lo|la|le) again\b|\bde nuevo\b|\botra vez\b", frame.folded)
    counted = [
        number(m[1]) or 1 for m in re.finditer(rf"\b(two|three|dos|tres|2|3)\s+(?:{names})(?:s|es)?\b", frame.folded)
    ]
    twice = 2 if re.search(r"\btwice\b|\btwo times\b|\bdos veces\b", frame.folded) else 1
    return max(1 + len(again) + len(repeated), *counted, twice)


def _count(pattern: re.Pattern[str], folded: str) -> int:
    return sum(NUMBER_WORDS.get(m[1] or m[2], None) or int(m[1] or m[2]) for m in pattern.finditer(folded))


def _without_counters(folded: str) -> str:
    return _MINUS.sub(" ", _PLUS.sub(" ", folded))


def _without_marked(folded: str) -> str:
    return _MARKED.sub(" ", folded)
