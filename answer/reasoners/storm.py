"""Storm counts (702.40a): a storm spell is copied once for each other spell cast before it this turn, so with N
spells before it there are N copies and N + 1 resolutions. Fires only when a named card has storm, the question says
how many spells were cast before it, and asks how many copies, or how much damage or life."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, first_mention, named_in, nicknames
from answer.text import COUNT_GROUP, number
from ingest.lexicon import fold
from ingest.models import Card

_STORM = re.compile(r"^storm\b", re.I | re.M)
_N = COUNT_GROUP
#: the spells cast before it: "I cast 3 spells this turn", "ya tiré 3 hechizos", "after four other spells"
_BEFORE = re.compile(rf"\b{_N} (other |otros )?(spells|hechizos|instants|sorceries|instantaneos|conjuros)\b")
#: "storm count is 4", "con tormenta 4"
_COUNT_SAID = re.compile(rf"\bstorm count (?:is |of |at )?{_N}|\btormenta (?:de |es )?{_N}")
#: "the 4th spell I cast this turn", "mi quinto hechizo": that many minus one before it
_ORDINAL = re.compile(
    r"\b(\d+)(?:st|nd|rd|th|o|º|a) (?:spell|hechizo)\b|\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
    r"segundo|tercer|tercero|cuarto|quinto|sexto|septimo|octavo|noveno|decimo) (?:spell|hechizo)\b"
)
_ORDINALS = {
    word: n + 2
    for words in (
        ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"),
        ("segundo", "tercero", "cuarto", "quinto", "sexto", "septimo", "octavo", "noveno", "decimo"),
    )
    for n, word in enumerate(words)
} | {"tercer": 3}
_DEALS = re.compile(r"deals (\d+) damage", re.I)
_MILLS = re.compile(
    rf"\bmills {COUNT_GROUP} cards?\b|\bputs the top {COUNT_GROUP} cards of their library into their graveyard", re.I
)
_ON_CAST = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever (?:you|a player|an opponent) casts? (a|an) [^,]*spell|^prowess\b", re.I | re.M
)
_DRAINS = re.compile(r"target player loses (\d+) life", re.I)
_ASKS_LIFE = re.compile(r"\blife\b|\bvidas?\b")
_ASKS_DAMAGE_ONLY = re.compile(r"^\W*how much damage|cuanto dano")
_ASKS_DAMAGE = re.compile(r"damage|\bdano|\bhow much|\bcuanto")


#: "does storm count my opponent's spells too?", "¿cuentan los hechizos del rival para la tormenta?"
_ASKS_WHOSE = re.compile(
    r"\b(?:opponent|opp|their|other players?|rival|oponente|everyone|any player|both players)\b[^?]*\b(?:count|cuenta\w*)|"
    r"\b(?:count|cuenta\w*)\b[^?]*\b(?:opponent|opp|their|other players?|rival|oponente|any player|both players)\b"
)


#: "do the copies count as spells cast (for storm)?", "¿las copias cuentan como hechizos lanzados?"
_COPIES_CAST = re.compile(
    r"\bcop(?:y|ies)\b[^?]{0,40}\b(?:count|counts|cast)\b[^?]{0,30}\b(?:cast|storm|spells?)\b|"
    r"\bcopias?\b[^?]{0,40}\b(?:cuenta\w*|lanzad\w*)\b[^?]{0,30}\b(?:lanzad\w*|tormenta|hechizos?)\b|"
    # "does copying a spell trigger prowess?", "¿copiar un hechizo dispara la destreza?"
    r"\bcop(?:y|ying|ies)\b[^?]{0,30}\b(?:trigger\w*)\b[^?]{0,20}\b(?:prowess|storm|cast)\w*|"
    r"\bcopi(?:ar|a|as)\b[^?]{0,30}\bdispar\w*\b[^?]{0,20}\b(?:destreza|tormenta)\b"
)


_COUNT_AS_CAST = re.compile(
    r"\bcount\w* as (?:a )?(?:spells? )?cast\b|\btrigger\w* (?:my )?prowess\b|\bcuenta\w* como (?:hechizos? )?lanzad\w*|"
    r"\bdispar\w* (?:la )?destreza\b"
)


def _copies_cast(frame: Frame, cite: Citer) -> Verdict | None:
    """A copy of a spell isn't cast (707.10): it doesn't add to a storm count or trigger "whenever you cast"."""
    asked = frame.clause or frame.asked
    # "las copias que crea storm, ¿cuentan como hechizos lanzados para el prowess?": the copies told before the ask
    told = _ASKS_COPIES.search(frame.folded) and _COUNT_AS_CAST.search(asked)
    if frame.qtype is not QType.YES_NO or not (_COPIES_CAST.search(asked) or told):
        return None
    rule = cite("707.10", r"a copy of a spell isn’t cast", r"no se lanza")
    return answered("no", t(frame.lang, "storm.copies_not_cast"), rule, cite, (), "storm")


#: the storm trigger itself is countered: "I Stifle the storm trigger", "le stifleo el trigger de tormenta"
_TRIGGER_COUNTERED = re.compile(
    r"\bstifl\w*[^.?]{0,30}\b(?:storm|tormenta)\b|\b(?:storm|tormenta)\b[^.?]{0,15}\b(?:trigger|disparo|habilidad)\b"
    r"[^.?]{0,20}\b(?:stifl\w*|counter\w*|contrarrest\w*)|\b(?:counter\w*|contrarrest\w*) (?:the |el |la )?"
    r"(?:storm |tormenta )?(?:trigger|disparo|habilidad)(?: de (?:storm|tormenta))?"
)
#: the storm spell itself is countered: "I Counterspell the original Grapeshot", "le contrarresto el original"
_COUNTERED = re.compile(r"\bcounter\w*|\bcontrarrest\w*|\bcontrahechizo\b")
_COUNTERS = re.compile(r"^counter target (?:\w+ )*spell", re.I | re.M)
_ASKS_COPIES = re.compile(r"\bcop(?:y|ies)\b|\bcopias?\b")
#: asks whether the copies go too: "do the copies go away too", "¿se van también las copias?"
_ASKS_GONE_TOO = re.compile(
    r"\btoo\b|\balso\b|\bas well\b|\btambien\b|\bgo away\b|\bvan\b|\bse van\b|\bdesaparec\w*|\bcountered\b|\bcancel\w*|"
    r"\bcontrarrestad\w*|\bfizzl\w*"
)
_ASKS_STILL = re.compile(r"\bstill\b|\bresolve\w*|\bsiguen?\b|\bse resuelven\b|\bigual\b")
#: asks whether each copy may have its own target
_ASKS_TARGETS = re.compile(
    r"\b(?:new|different|other|own|separate) targets?\b|\bobjetivos? (?:distint|diferent|nuev)\w*|"
    r"\b(?:distint|diferent|nuev)\w* objetivos?\b|\bsplit (?:them|the copies)\b|\brepartir\w*"
)


def _copies_stay(frame: Frame, cite: Citer, card: Card) -> Verdict | None:
    """Storm is a cast trigger that makes copies on the stack (702.40a): countering the original does nothing to
    them; and each copy may get new targets."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_COPIES.search(frame.folded):
        return None
    rule = cite("702.40a", r"copy it for each other spell that was cast before it this turn", r"cada otro hechizo")
    if _ASKS_TARGETS.search(clause):
        return answered("yes", t(frame.lang, "storm.new_targets", card=card.name), rule, cite, (card,), "storm")
    # said, or a counterspell named at it ("el rival hace Force of Will al Grapeshot original")
    if not (_COUNTERED.search(frame.folded) or any(_COUNTERS.search(c.oracle_text) for c in frame.cards)):
        return None
    if _ASKS_GONE_TOO.search(clause):
        opener = "no"
    elif _ASKS_STILL.search(clause):
        opener = "yes"
    else:
        return None
    return answered(opener, t(frame.lang, "storm.copies_stay", card=card.name), rule, cite, frame.cards, "storm")


#: a cast watcher that pumps itself: Kiln Fiend's "gets +3/+0 until end of turn"
_SELF_PUMP = re.compile(r"\bgets \+(\d+)/\+(\d+) until end of turn", re.I)
#: its size asked: "what's its power after?", "¿cuánto de fuerza tiene?", "how big is it?"
_ASKS_SIZE = re.compile(r"\bpower\b|\bfuerza\b|\bhow big\b|\bsize\b|\btamano\b|\bque tan grande\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    copies = _copies_cast(frame, cite)
    if copies is not None:
        return copies
    card = next((c for c in frame.cards if _STORM.search(c.oracle_text)), None)
    stay = _copies_stay(frame, cite, card) if card is not None else None
    if stay is not None:
        return stay
    keyword = card is None and not frame.cards and re.search(r"\bstorm\b|\btormenta\b", frame.folded)
    if (card is not None or keyword) and _ASKS_WHOSE.search(frame.clause or frame.asked):
        # storm counts each spell cast before it this turn, whoever cast it (702.40a)
        rule = cite("702.40a", r"copy it for each other spell that was cast before it this turn", r"cada otro hechizo")
        key = "storm.any_player" if card is not None else "storm.any_player_keyword"
        finding = t(frame.lang, key, card=card.name if card else "")
        opener = "yes" if frame.qtype is QType.YES_NO and not re.search(r"\bonly\b|\bsolo\b", frame.folded) else None
        return answered(opener, finding, rule, cite, (card,) if card else (), "storm")
    if frame.qtype is not QType.HOW_MANY:
        return None
    card = next((c for c in frame.cards if _STORM.search(c.oracle_text)), None)
    watcher = next((c for c in frame.cards if c is not card and _ON_CAST.search(c.oracle_text)), None)
    if card is not None and watcher is not None and not _ASKS_DAMAGE_ONLY.search(frame.clause or frame.asked):
        # Young Pyromancer: "Whenever you cast an instant or sorcery spell" sees the storm spell, not its copies
        rule = cite("707.10", r"a copy of a spell isn’t cast", r"no se lanza")
        key = "storm.cast_trigger"
        if re.search(r"\bcounter that spell\b", watcher.oracle_text, re.I) and _ASKS_COPIES.search(
            frame.clause or frame.asked
        ):
            key = "storm.copies_uncast"  # Chalice of the Void counters none of the copies: they aren't cast
        finding = t(frame.lang, key, card=card.name, watcher=watcher.name)
        pump = _SELF_PUMP.search(watcher.oracle_text)
        power, toughness = watcher.power or "", watcher.toughness or ""
        if key == "storm.cast_trigger" and pump and power.isdigit() and toughness.isdigit():
            if _ASKS_SIZE.search(frame.clause or frame.asked):
                # Kiln Fiend and a storm spell: one trigger, one +3/+0 ("¿cuánto de fuerza tiene el fiend después?")
                size = f"{int(power) + int(pump[1])}/{int(toughness) + int(pump[2])}"
                finding = t(frame.lang, "storm.size", size=size, watcher=watcher.name) + " " + finding
        return answered(None, finding, rule, cite, (card, watcher), "storm")
    before = _BEFORE.search(frame.folded) or _COUNT_SAID.search(frame.folded)
    ordinal = _ORDINAL.search(frame.folded)
    if card is None and keyword and _ASKS_COPIES.search(frame.clause or frame.asked):
        # "opp cast 2 spells during my turn and I cast 6 before my storm spell": every spell before it counts
        counts = [
            number(m[1])
            for m in _BEFORE.finditer(frame.folded)
            # not a part of another count ("5 spells, including 2 instants"), nor another turn's ("last turn I cast 4")
            if not re.search(
                r"\bincluding\b|\bof which\b|\bincluid\w*|\bde los cuales\b",
                frame.folded[max(0, m.start() - 20) : m.start()],
            )
            and not re.search(
                r"\blast turn\b|\bprevious turn\b|\bturno (?:pasado|anterior)\b", _sentence_at(frame.folded, m.start())
            )
        ]
        if counts and None not in counts:
            rule = cite("702.40a", r"copy it for each other spell that was cast before it this turn", r"copia")
            before_it = str(sum(n for n in counts if n is not None))
            finding = t(frame.lang, "storm.copies", card=t(frame.lang, "storm.the_spell"), n=before_it)
            return answered(None, finding, rule, cite, (), "storm")
    listed = _listed_before(frame, card) if card is not None and before is None and ordinal is None else None
    if card is None or (before is None and ordinal is None and listed is None):
        return None
    if listed is not None:
        count: int | None = listed
    elif before is not None:
        count = number(before[1])
        # "3 spells, then a Grapeshot … now a second Grapeshot": the first one counts among the spells before
        name = re.escape(fold(card.name))
        again = re.search(rf"\b(?:second|another|segund[oa]|otro)\s+{name}", frame.folded)
        if count is not None and again and re.search(rf"\b{name}\b", frame.folded[: again.start()]):
            count += 1
    else:
        assert ordinal is not None
        count = (int(ordinal[1]) if ordinal[1] else _ORDINALS[ordinal[2]]) - 1
    if count is None:
        return None
    rule = cite("702.40a", r"copy it for each other spell that was cast before it this turn", r"copia")
    asked = frame.clause or frame.asked
    deals = _DEALS.search(card.oracle_text)
    stiflers = [
        c
        for c in frame.cards
        if re.search(r"counter target (?:activated or )?triggered ability", c.oracle_text, re.I)
        and _aimed_at(
            frame, c, rf"\b(?:storm|tormenta|trigger|disparo|original|{re.escape(fold(card.name).split()[0])})"
        )
    ]
    if _TRIGGER_COUNTERED.search(frame.folded) or stiflers:
        # "I Stifle the storm trigger": no copies; the original still resolves (701.6a)
        countered = cite("701.6a", r"none of its effects occur", r"ninguno de sus efectos")
        each = deals[1] if deals is not None and _ASKS_DAMAGE.search(asked) else None
        key = "storm.trigger_countered_damage" if each else "storm.trigger_countered"
        drains = _DRAINS.search(card.oracle_text)
        if each is None and drains is not None and _ASKS_LIFE.search(asked):  # Tendrils: the original's 2 life
            each, key = drains[1], "storm.trigger_countered_life"
        finding = t(frame.lang, key, card=card.name, each=each or "")
        return answered(None, finding, countered, cite, (card,), "storm")
    mills = _MILLS.search(card.oracle_text)
    each_mill = number(mills[1] or mills[2]) if mills else None
    milled = re.search(r"\bmill\w*|\bmuel\w*", asked) and not re.search(r"\bleft\b|\bquedan?\b|\bremain\w*", asked)
    if each_mill and milled and not _ASKS_COPIES.search(asked):
        # Brain Freeze with 3 spells before it: 4 resolutions of "mills three cards"
        total = (count + 1) * each_mill
        finding = t(frame.lang, "storm.mill", card=card.name, n=str(count), total=str(total), each=str(each_mill))
    elif (drains := _DRAINS.search(card.oracle_text)) and _ASKS_LIFE.search(asked) and not _ASKS_COPIES.search(asked):
        # Tendrils of Agony with 5 spells before it: 6 resolutions of "loses 2 life"; the original countered, 5
        counterspells = [
            c
            for c in frame.cards
            if c is not card
            and re.search(r"\bcounter target spell\b", c.oracle_text, re.I)
            and _aimed_at(frame, c, rf"\b(?:original|{re.escape(fold(card.name).split()[0])})")
        ]
        if counterspells or re.search(r"\b(?:counter\w*|contrarrest\w*)\b[^.?]{0,30}\boriginal\b", frame.folded):
            total = count * int(drains[1])
            finding = t(frame.lang, "storm.life_original_countered", card=card.name, n=str(count), total=str(total),
                        each=drains[1])  # fmt: skip
        else:
            total = (count + 1) * int(drains[1])
            finding = t(frame.lang, "storm.life", card=card.name, n=str(count), total=str(total), each=drains[1])
    elif _ASKS_COPIES.search(asked) or deals is None or not _ASKS_DAMAGE.search(asked):
        finding = t(frame.lang, "storm.copies", card=card.name, n=str(count))
    else:
        total = (count + 1) * int(deals[1])
        finding = t(frame.lang, "storm.damage", card=card.name, n=str(count), total=str(total), each=deals[1])
    return answered(None, finding, rule, cite, (card,), "storm")


def _aimed_at(frame: Frame, spell: Card, aim: str) -> bool:
    """The spell is said to be used on the storm spell or its trigger: "they Stifle the storm trigger", "le tira
    Force of Will al Tendrils original" — not a Counterspell used earlier on something else."""
    first = re.escape(fold(spell.name).split()[0])
    return bool(re.search(rf"\b{first}\w*\b[^.?,;]{{0,40}}?{aim}", frame.folded))


def _sentence_at(text: str, at: int) -> str:
    """The sentence of `text` around position `at`."""
    start = max((m.end() for m in re.finditer(r"[.?!]\s+", text[:at])), default=0)
    end = re.search(r"[.?!](?:\s|$)", text[at:])
    return text[start : at + end.start()] if end else text[start:]


def _listed_before(frame: Frame, card: Card) -> int | None:
    """The spells listed one by one before the storm card: "dark ritual, dark ritual, LED, brainstorm, infernal
    tutor, then tendrils" is 5 (a name said twice, cast twice). Every item of the list must be a named card."""
    at = first_mention(frame.folded, card)
    if at is None:
        return None
    start = max((m.end() for m in re.finditer(r"[.?!:;]\s*", frame.folded[:at])), default=0)
    pieces = [p.strip() for p in re.split(r",|\bthen\b|\band\b|\by\b|\bluego\b|\bdespues\b", frame.folded[start:at])]
    pieces = [p for p in pieces if p]
    others = [c for c in frame.cards if c is not card and "Land" not in c.type_line]

    def names(piece: str) -> bool:
        return len(piece.split()) <= 4 and any(
            named_in(c, piece) or piece in nicknames(every=True).get(c.name, ()) for c in others
        )

    return len(pieces) if len(pieces) >= 2 and all(names(p) for p in pieces) else None
