"""A "whenever you cast" ability when the spell is countered (601.2i, 701.6a): it triggers as the spell becomes cast,
so countering the spell afterwards doesn't stop it — the trigger is not part of the spell. Fires only for a named card
whose ability triggers on casting the kind of spell the question casts (Young Pyromancer and an instant, prowess and
a noncreature spell) and a question that counters that spell and asks whether the ability still happens. A copy of a
spell (Fork, Twincast) isn't cast, so it doesn't trigger such an ability (707.10)."""

from __future__ import annotations

import re

from answer.analysis import EITHER_OR, Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import (
    COPY_SAID,
    COUNTERING_TRIGGER,
    Citer,
    Step,
    Verdict,
    answered,
    ids,
    is_spell_card,
    stifler_named,
)
from ingest.lexicon import fold
from ingest.models import Card

#: (Edgewall Innkeeper's "a creature spell that has an Adventure" is a creature spell for this reading)
_ON_CAST = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever you cast (an? )?([^,]*?)\s*spell(?: that has an Adventure)?,", re.I | re.M
)
_PROWESS = re.compile(r"^prowess\b", re.I | re.M)
#: a spell countered, not "+1/+1 counters" on a permanent
_COUNTERED = re.compile(
    r"\bcountered\b|\bcounter(s|ing)?\s+(it|the|that|this|my|his|her|their|your|target|[a-z]+'s)\b|"
    r"\bcontrarrest\w*|\bcounterspell\w*|\bcounter(?:ea|ean|eo|earon|eado|eada)\b"
)


#: a card that copies a spell without casting the copy (Fork, Twincast, Dualcaster Mage)
#: Fork's "copy target instant or sorcery spell", Chain Lightning's "they may copy this spell"
_COPIES_SPELL = re.compile(r"\bcopy (?:target (?:instant or sorcery |instant |sorcery )?spell|this spell)\b", re.I)
_ASKS_TRIGGER = re.compile(
    r"\btrigger\w*|\bdispar\w*|\btokens?\b|\bfichas?\b|\bgive\b|\bget\b|\bda\b|\bprowess\b|\bmakes? another\b|"
    r"\bcreates? another\b|\bcrea otr[ao]\b|\bgenera otr[ao]\b"
)


#: no cards, the rule asked: "si copio un hechizo, ¿la copia dispara las habilidades de cuando lanzas un hechizo?"
_COPY_OF_SPELL = re.compile(
    r"\bcop(?:y|ies|ied|io|ia|iar) (?:of )?(?:a |an |un |una )?(?:spell|hechizo)\b|\bspell copy\b"
)
_CAST_ABILITIES = re.compile(
    r"\b(?:whenever|when) you cast\b|\bcast triggers?\b|\bcuando lanz\w+|\bal lanzar\b|\bde lanzar\b|"
    r"\b(?:prowess|magecraft|storm|destreza|tormenta)\b"
)


def _copy_said_not_cast(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Si copio un hechizo, ¿la copia dispara lo de cuando lanzas un hechizo?" No: a copy isn't cast (707.10)."""
    if frame.cards or not (_COPY_OF_SPELL.search(frame.folded) and _CAST_ABILITIES.search(frame.folded)):
        return None
    if not _ASKS_TRIGGER.search(frame.clause or frame.asked) and not re.search(r"\bcount|\bcuenta", frame.asked):
        return None
    rule = cite("707.10", r"a copy of a spell isn’t cast", r"")
    return answered("no", t(frame.lang, "cast_trigger.copy_rule"), rule, cite, frame.cards, "cast_trigger")


def _copy_not_cast(frame: Frame, cite: Citer) -> Verdict | None:
    """ "If I copy a spell with Fork, does Young Pyromancer trigger?" No: a copy of a spell isn't cast (707.10)."""
    if not frame.cards:
        return _copy_said_not_cast(frame, cite)
    copier = next((c for c in frame.cards if _COPIES_SPELL.search(c.oracle_text)), None)
    watcher = next((c for c in frame.cards if COUNTERING_TRIGGER.search(c.oracle_text)), None)
    if copier is not None and watcher is not None and "cast the copy" not in copier.oracle_text.lower():
        # "chalice on 1, i reverberate their bolt. does chalice counter my copy too?": Chalice sees only casting
        # the copy asked about, not the original ("… I copy it. Does Chalice counter their Bolt?" is yes)
        if COPY_SAID.search(frame.clause or frame.asked) and _COUNTERED.search(frame.clause or frame.asked):
            rule = cite("707.10", r"a copy of a spell isn’t cast", r"")
            finding = t(frame.lang, "cast_trigger.copy_uncountered", card=watcher.name, copier=copier.name)
            return answered("no", finding, rule, cite, (watcher, copier), "cast_trigger")
    triggers = [c for c in frame.cards if _trigger_kind(c) is not None]
    if copier is None or "cast the copy" in copier.oracle_text.lower() or len(triggers) != 1:
        return None
    asked = frame.clause or frame.asked
    if re.fullmatch(r"(?:does|do|did|will|would) (?:it|they|that)", asked.strip()):
        asked = frame.folded  # "they said their swiftspear gets prowess off the copy. does it?": the claim asks
    if not (COPY_SAID.search(frame.folded) and _ASKS_TRIGGER.search(asked)):
        return None
    rule = cite("707.10", r"a copy of a spell isn’t cast", r"")
    finding = t(frame.lang, "cast_trigger.copy", card=triggers[0].name, copier=copier.name) + ids(rule)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes,
                   (triggers[0], copier), "cast_trigger")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    # "if i copy a spell with fork does young pyromancer …?" reads as a condition; it asks yes or no
    asks_whether = frame.qtype is QType.OTHER and re.search(r"\b(?:does|do|will|would|se dispara)\b", frame.asked)
    counter_said = _COUNTERED.search(frame.folded) or any(_counters(c) for c in frame.cards)
    if frame.qtype is QType.HOW_MANY and counter_said:
        return _own_cast_trigger(frame, cite, counted=True)  # "it got countered: do I still draw, and how many?"
    # "they Daze the bolt and I can't pay: what happens with the pyromancer trigger?": the trigger asked after a counter
    what = (
        frame.qtype is QType.WHAT_HAPPENS
        and bool(counter_said)
        and bool(re.search(r"\btrigger\w*|\bdispar\w*|\babilit\w*|\bhabilidad\b", frame.clause or frame.asked))
        # the asker's own spell, and the spell countered, not the trigger (Stifle)
        and bool(re.search(r"\bi (?:\w+ )?(?:cast|bolt\w*)\b|\b(?:lanzo|le tiro|tiro)\b", frame.folded))
        and not re.search(r"\bstifl\w*|\b(?:counter\w*|contrarrest\w*) (?:the |el |mi |my )?(?:trigger|disparo|habilidad)",
                          frame.folded)
        and not stifler_named(frame)
    )  # fmt: skip
    if frame.qtype is not QType.YES_NO and not asks_whether and not what:
        return None
    copied = _copy_not_cast(frame, cite) if not what else None
    if copied is not None:
        return copied
    if frame.qtype is QType.YES_NO and not _COUNTERED.search(frame.folded):
        return _of_the_kind(frame, cite)
    if frame.qtype is not QType.YES_NO and not what:
        return None
    own = (_own_cast_trigger(frame, cite) or _unnamed_counted(frame, cite)) if not what else None
    if own is not None:
        return own
    spells = [c for c in frame.cards if is_spell_card(c) and not _counters(c)]
    triggers = [(c, kind) for c in frame.cards if (kind := _trigger_kind(c)) is not None]
    if len(spells) != 1 or len(triggers) != 1:
        return None
    spell, (card, kind) = spells[0], triggers[0]
    if not _matches(kind, spell):
        return None
    lang = frame.lang
    cast = cite("601.2i", r"abilities that trigger when a spell is cast", r"lanza")
    countered = cite("701.6a", r"none of its effects occur", r"contrarrestar")
    finding = t(lang, "cast_trigger.still", card=card.name, spell=spell.name)
    made = re.search(r"spell, (create [^.\n]*token[^.\n]*\.)", card.oracle_text, re.I)
    if made is not None:  # Young Pyromancer: what its ability does, said with the verdict
        finding += " " + t(lang, "cast_trigger.makes", effect=made[1][0].upper() + made[1][1:])
    finding += ids(cast, countered)
    steps = [
        Step(t(lang, "cast_trigger.step_cast", card=card.name, spell=spell.name) + ids(cast), (cast,) if cast else ()),
        Step(
            t(lang, "cast_trigger.step_counter", spell=spell.name) + ids(countered), (countered,) if countered else ()
        ),
    ]
    # "does it deal 1 damage or two?" asks which, not whether
    text = finding if what or EITHER_OR.search(frame.clause or frame.asked) else t(lang, "yes") + " " + finding
    return Verdict(text, steps, cite.quotes, (card, spell), "cast_trigger")


#: a cast trigger said in words: "for prowess", "las cosas de 'siempre que lances un hechizo'", "cast triggers"
_CAST_TRIGGER_SAID = re.compile(
    r"\bprowess\b|\bdestreza\b|\bwhenever you cast\b|\bsiempre que lances\b|\bcast triggers?\b|\bstorm\b|\btormenta\b"
)
_ASKS_CAST = re.compile(
    r"\b(?:count|counts|counted) as (?:being )?cast\b|\bstill (?:count as )?cast\b|\bcuenta\w*\b[^?]{0,15}\blanzad[oa]\b|"
    r"\bsigue (?:contando como )?lanzad[oa]\b|\btrigger\w*|\bdispar\w*"
)


def _unnamed_counted(frame: Frame, cite: Citer) -> Verdict | None:
    """ "If my spell gets countered, does it still count as cast for prowess?" Yes: it was cast, and abilities that
    trigger on casting trigger then (601.2i); countering it later undoes neither (701.6a). For no named card."""
    if frame.cards or not (_CAST_TRIGGER_SAID.search(frame.folded) and _ASKS_CAST.search(frame.clause or frame.asked)):
        return None
    cast = cite("601.2i", r"abilities that trigger when a spell is cast", r"lanza")
    countered = cite("701.6a", r"none of its effects occur", r"contrarrestar")
    finding = t(frame.lang, "cast_trigger.unnamed") + ids(cast, countered)
    steps = [Step(finding, tuple(r for r in (cast, countered) if r))]
    return Verdict(t(frame.lang, "yes") + " " + finding, steps, cite.quotes, (), "cast_trigger")


_KINDS = ("noncreature", "instant or sorcery", "creature")
_CAST_SAID = re.compile(r"\bcast\w*|\blanz\w*|\bflash\w*|\bdestello\b")
_THEY_CAST = re.compile(r"\b(?:opp|opponent|rival|oponente|they|he|she)\b[^.?]{0,15}\b(?:cast\w*|lanza\w*)")
_ASKS_IT_TRIGGERS = re.compile(
    r"\btrigger\w*|\bdispar\w*|\bprowess\b|\bget (?:the )?\+1/\+1\b|\bdo i (?:still )?draw\b|\brobo\b"
)


def _of_the_kind(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I flash in Brineborn Cutthroat: does Monastery Swiftspear's prowess trigger?" — no, a creature spell; an
    ability that triggers on a kind of spell sees the spell's types (603.2, 702.108a)."""
    if not _ASKS_IT_TRIGGERS.search(frame.clause or frame.asked) or not _CAST_SAID.search(frame.folded):
        return None
    if _THEY_CAST.search(frame.folded) or COPY_SAID.search(frame.folded):
        return None  # the opponent's spell, or a copy: other readings
    triggers = [(c, kind) for c in frame.cards if (kind := _trigger_kind(c)) in _KINDS]
    spells = [c for c in frame.cards if c not in [card for card, _ in triggers] and "Land" not in c.type_line]
    if len(triggers) != 1 or len(spells) != 1:
        return None
    (card, kind), spell = triggers[0], spells[0]
    if (
        "draw" in frame.folded
        and "draw" not in card.oracle_text.lower()
        and not _ASKS_IT_TRIGGERS.search((frame.clause or frame.asked).replace("draw", ""))
    ):
        return None  # "do I draw?" of a trigger that draws nothing
    face = _cast_face(frame, spell)
    fits = _matches(kind, face)
    shown = face.name if face is not spell else spell.name.split(" // ")[0]
    rule = (
        cite("702.108a", r"Whenever you cast a noncreature spell", r"")
        if _PROWESS.search(card.oracle_text)
        else cite("603.2", r"matches a triggered ability’s trigger event", r"")
    )
    said_kind = t(frame.lang, f"cast_trigger.kind.{kind.replace(' ', '_')}")
    key = "cast_trigger.kind_yes" if fits else "cast_trigger.kind_no"
    finding = t(frame.lang, key, card=card.name, spell=shown, kind=said_kind) + ids(rule)
    return Verdict(t(frame.lang, "yes" if fits else "no") + " " + finding, [Step(finding, (rule,) if rule else ())],
                   cite.quotes, (card, spell), "cast_trigger")  # fmt: skip


def _cast_face(frame: Frame, spell: Card) -> Card:
    """The spell as cast: an adventurer card cast as its Adventure ("I cast Stomp") has only the Adventure's
    characteristics on the stack (715.3b), an instant or sorcery, not a creature spell."""
    if " // " not in spell.name or "Adventure" not in spell.type_line:
        return spell
    adventure = re.escape(fold(spell.name.split(" // ")[1]))
    cast_as = re.search(
        rf"\b(?:cast\w*|lanz\w*|tir[oa]|play\w*)\s+(?:(?:the|its|el|la|su)\s+)?{adventure}\b|\bas (?:an|its) adventure\b|"
        r"\badventure (?:side|half)\b|\bcomo aventura\b|\b(?:lado|parte|mitad) (?:de )?(?:la )?aventura\b",
        frame.folded,
    )
    if cast_as is None or re.search(r"\bfrom exile\b|\bdesde el exilio\b|\bdel exilio\b", frame.folded):
        return spell  # the creature cast (from exile after its Adventure): a creature spell
    adventure = spell.name.split(" // ")[1]
    return Card(adventure, type_line=spell.type_line.split(" // ")[1])


def _counters(card: Card) -> bool:
    return bool(re.search(r"^counter target", card.oracle_text, re.I | re.M))


def _trigger_kind(card: Card) -> str | None:
    if is_spell_card(card):
        return None
    found = _ON_CAST.search(card.oracle_text)
    if found:
        return found[2].strip().lower()
    return "noncreature" if _PROWESS.search(card.oracle_text) else None


def _matches(kind: str, spell: Card) -> bool:
    """The spell is of the kind the ability triggers on: "" (any), "instant or sorcery", "noncreature", "creature"."""
    types = spell.type_line
    if kind in ("", "a"):
        return True
    if kind == "instant or sorcery":
        return "Instant" in types or "Sorcery" in types
    if kind == "noncreature":
        return "Creature" not in types
    if kind == "creature":
        return "Creature" in types
    return False


#: the spell's own cast trigger: "When you cast this spell, draw four cards." (Kozilek), cascade (702.85a)
_WHEN_CAST = re.compile(r"^(?:[\w' -]{3,30} — )?when you cast this spell, ([^\n]+)", re.I | re.M)
_CASCADE = re.compile(r"^cascade\b|, cascade\b", re.I | re.M)
_HALF_X = re.compile(r"half x", re.I)


def _own_cast_trigger(frame: Frame, cite: Citer, counted: bool = False) -> Verdict | None:
    """ "Opp counters my Kozilek: do I still draw 4?": the ability triggered as the spell was cast and resolves on
    its own (601.2i, 113.7a), whatever happens to the spell. `counted`: a how-many question, answered only with the
    number Hydroid Krasis's half X gives."""
    casters = [
        c
        for c in frame.cards
        if not _counters(c) and (_WHEN_CAST.search(c.oracle_text) or _CASCADE.search(c.oracle_text))
    ]
    if len(casters) != 1:
        return None
    card = casters[0]
    lang = frame.lang
    effect = _WHEN_CAST.search(card.oracle_text)
    cast = cite("601.2i", r"abilities that trigger when a spell is cast", r"lanza")
    alone = cite("113.7a", r"independently of its source", r"independientemente")
    if effect is not None and "can't be countered" not in card.oracle_text:
        finding = t(lang, "cast_trigger.own", card=card.name, effect=effect[1])
    elif effect is None:
        finding = t(lang, "cast_trigger.cascade", card=card.name)
    else:
        return None
    said_x = x_said(frame.folded)
    halved = effect is not None and _HALF_X.search(effect[1]) and said_x is not None
    if halved and said_x is not None:
        finding += " " + t(lang, "cast_trigger.half_x", x=str(said_x), n=str(said_x // 2))
    elif counted:
        return None  # how many, without a number to give
    finding += ids(cast, alone)
    steps = [Step(finding, tuple(r for r in (cast, alone) if r))]
    opener = f"{(said_x or 0) // 2}:" if counted else t(lang, "yes")
    return Verdict(opener + " " + finding, steps, cite.quotes, (card,), "cast_trigger")
