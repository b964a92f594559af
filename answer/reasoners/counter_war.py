"""A counterspell war (405.5, 701.6a): "I Bolt, they Counterspell it, I Counterspell their Counterspell". Each
counterspell is aimed at the one just below it; the top one resolves first and counters the one below, so every other
one is countered: with an odd number the first one cast survives and counters the spell, with an even number the
spell resolves. Fires only for one non-counter spell and counterspells cast at it (by name), all named cards; a lone
counterspell only when the question asks what becomes of the spell."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    Citer,
    Step,
    Verdict,
    answered,
    card_colors,
    ids,
    is_spell_card,
    name_pattern,
    named_as_verb,
    named_in,
)
from answer.reasoners.protection import COLORS
from answer.rewrite import mentions
from answer.text import capital
from ingest.models import Card

#: "Counter target spell.", "Counter target noncreature spell." — not "unless its controller pays"
_COUNTERS = re.compile(r"^counter target (?:\w+ )?spell\.", re.I | re.M)
#: words just before a counterspell's name that say it is cast, not aimed at ("con otro Counterspell", "casts Negate")
_CAST_BEFORE = re.compile(
    r"\b(?:with|con|casts?|lanz\w*|tir\w*|us\w*|play\w*|jueg\w*|met[eoi]n?|mand[oa]n?)\s+"
    r"(?:(?:an?|another|a second|a third|a fourth|his|her|their|my|own|un|una|otro|otra|segundo|tercer|tercero|"
    r"cuarto|mi|su|propio)\s+)*$|"
    # the name as a verb: "they Counterspell it"
    r"\b(?:they|he|she|i|we|opp|(?:my )?opponent)\s+(?:then\s+)?$|"
    # "and if i have a second counterspell for their counterspell?": one more held for the war
    r"\b(?:have|had|tengo|tenia)\s+(?:a second|another|un segundo|otro)\s+$",
    re.I,
)
#: "Counter target spell unless its controller pays {3}." (Mana Leak)
_COUNTERS_UNLESS = re.compile(r"^counter target (?:\w+ )?spell unless its controller pays\b", re.I | re.M)
#: the payment told as impossible or refused: "tapped out so cant pay", "no puedo pagar", "doesn't pay"
_CANT_PAY = re.compile(
    r"\b(?:can'?t|cannot|couldn'?t|don'?t|doesn'?t|didn'?t|won'?t|unable to) pay\b|(?<!not )(?<!n't )\btapped out\b|"
    r"\bno (?:puedo|puede|pudo|pude) pagar\w*|\bno (?:pago|paga|pagó)\b|\bsin man[aá] para pagar\b"
)
_DAMAGE = re.compile(r"deals (\d+) damage", re.I)
_ASKS_DAMAGE = re.compile(r"damage|\bdano|\blife\b|\bvida")
#: the ask is about the spell under the countered counterspell: "does my original spell resolve?"
_ASKS_ORIGINAL = re.compile(
    r"\b(?:my|mi) (?:original |first |primer )?(?:spell|hechizo)\b|\boriginal (?:spell|hechizo)\b|\bhechizo original\b"
)
_ASKS_COUNTERED = re.compile(r"\bcounter|contrarrest|\bfizzl")
#: a counterspell cast without its name: "my opponent counters it", "me lo contrarresta" (not "… with Counterspell")
_COUNTERS_IT = re.compile(
    r"\b(?:counters? it|counter(?:ed|s)? (?:my|his|her|their) \w+|(?:me |se )?(?:lo|la) contrarresta\w*)\b"
    r"(?! (?:with|con)\b)"
)
_ASKS_IF_ALLOWED = re.compile(r"^(?:and |so |y )?(?:can|could|may|puedo|puede|podria|se puede)\b")
#: what a lone counterspell question asks: whether the spell resolves, or what it does
_ASKS_OUTCOME = re.compile(
    r"resolv|resuelv|\bcounter|contrarrest|fizzl|damage|\bdano|happen|\bpasa\b|\blife\b|\bvida|play(s|ed)? out|"
    r"\btake the \d+\b|\brecibo (?:los )?\d+\b|\bme (?:hace|llegan?) (?:los )?\d+\b|"
    r"how does it (go|end)|como (queda|termina|acaba)|"
    # what the spell does, asked: "do the creatures die?", "¿se destruyen las criaturas?"
    r"\bdie\b|\bdies\b|\bdestroy\w*|\bdestru\w*|\bmuere\w*|\bexiled?\b|\bexilia\w*"
)


#: "counter" used as a verb, card-free: "i counter it", "they counter my counter", "se lo contrarresto"
_COUNTER_VERB = re.compile(
    r"(?<![/\d] )(?<!\ba )(?<!\ban )(?<!\bone )(?<!\btwo )\bcounter(?:s|ed)?\b"
    r"(?=\s+(?:it|that|this|back|my|his|her|their|the|our|your)\b)|"
    r"\bcontrarrest(?:o|a|an|amos)\b|"
    # the card's name as a past verb: "I Counterspelled his Counterspell" (no mention of the card: "counterspell it" is)
    r"\bcounterspelled\b"
)
_CASTS = re.compile(r"\bcast\w*|\blanz\w*|\bplays?\b|\bjuega\b|\btira\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if re.search(r"\bcop(?:y|ies|ia|ias)\b|\bstorm\b|\btormenta\b", frame.folded):
        return None  # a storm count or copies on the stack: more objects than one spell and its counterspells
    if any(
        re.search(r"^counter target spell with\b", c.oracle_text, re.I | re.M)
        and (named_as_verb(c, frame.folded) or re.search(rf"\b(?:with|con) (?:{name_pattern(c)})\b", frame.folded))
        for c in frame.cards
    ):
        return None  # "can I Mental Misstep their Force of Will?": whether it may target it (mana_value's)
    counters = [
        c
        for c in frame.cards
        if (_COUNTERS.search(c.oracle_text) and "unless" not in c.oracle_text)
        or _COUNTERS_IF.search(c.oracle_text)
        # "they mana leak my counterspell and im tapped out so cant pay": a Mana Leak not paid counters outright
        or (_COUNTERS_UNLESS.search(c.oracle_text) and _CANT_PAY.search(frame.folded))
    ]
    spells = [c for c in frame.cards if c not in counters and is_spell_card(c)]
    others = [c for c in frame.cards if c not in counters]
    if not spells and len(others) == 1 and "Land" not in others[0].type_line and len(counters) == 2:
        spells = others  # "they Counterspell my Tarmogoyf, I Negate their Counterspell": a creature spell under the war
    if not spells:
        if any(re.search(r"can[’']t be countered", c.oracle_text, re.I) for c in frame.cards):
            return None  # "lanza Carnage Tyrant. Lanzo Counterspell…": the countering reasoner's
        return _unnamed_war(frame, cite, counters)
    leaks = [c for c in spells if _COUNTERS_UNLESS.search(c.oracle_text) or _COUNTERS.search(c.oracle_text)]
    if len(spells) == 2 and len(leaks) == 1 and counters:
        spells = leaks  # "opp casts Mana Leak on my Ponder, I Counterspell the Mana Leak": the war is over the Leak
    if not counters or len(spells) != 1 or _ASKS_IF_ALLOWED.search(frame.asked) or frame.qtype is QType.ORDER:
        return None
    if re.search(r"\bfirst\b|primero", frame.asked):
        return None  # "which resolves first?": the stack-order reasoner's
    spell = spells[0]
    if re.search(r"can[’']t be countered", spell.oracle_text, re.I):
        return None  # the countering reasoner's: it can't be countered at all
    if _ASKS_HAND.search(frame.clause or frame.asked):
        return _back_to_hand(frame, cite, spell, counters)
    cast = [card for card in counters for _ in _cast_starts(frame.question, card)]
    told = frame.folded.replace(frame.clause or frame.asked, " ") if (frame.clause or frame.asked) else frame.folded
    cast += [counters[0]] * len(_COUNTERS_IT.findall(told))  # "they counter it" names none; "¿me lo contrarresta?" asks
    if re.search(r"\bgain\w*|\bgana\w*", frame.clause or frame.asked) and any(
        re.search(r"\byou gain \d+ life\b", c.oracle_text, re.I) for c in cast
    ):
        return None  # "el rival me responde con Absorb, ¿gana 3 vidas?": Absorb's own life, not the spell's fate
    if _uncounterable_below(frame, cast):
        return None  # "i dovin's veto their wrath, they counterspell my veto": a link the war can't cancel
    if "Adventure" in spell.type_line and len(cast) == 1 and re.search(r"\bexil", frame.clause or frame.asked):
        return None  # "can I cast the Giant from exile later?": countering says where a countered Adventure goes
    named = named_in(spell, frame.asked)
    if not cast or not (_ASKS_OUTCOME.search(frame.asked) or named):
        return None
    if any(_COUNTERS_IF.search(c.oracle_text) for c in cast) and not _conditions_hold(frame, spell, cast):
        return None  # a Hydroblast at a blue Counterspell does nothing: the chain isn't every other one
    aimed = _aimed_at(frame, spell)
    if aimed is not None:
        return _shielded(frame, cite, spell, cast, aimed)
    return _war(frame, cite, spell, cast)


def _aimed_at(frame: Frame, spell: Card) -> Card | None:
    """The creature spell the war's counterspell was cast at, when the ask is about it: "I Counterspell the Mana Leak
    they cast on my Tarmogoyf: does my Tarmogoyf resolve?" """
    if not re.search(r"^counter target (?:\w+ )?spell\b", spell.oracle_text, re.I | re.M):
        return None
    others = [c for c in frame.cards if c is not spell and not _COUNTERS.search(c.oracle_text)]
    return next((c for c in others if named_in(c, frame.clause or frame.asked)), None) or next(
        (c for c in others if named_in(c, frame.asked)), None
    )


def _shielded(frame: Frame, cite: Citer, spell: Card, cast: list[Card], aimed: Card) -> Verdict | None:
    """The spell under a countered counterspell resolves; under one that resolves it is countered, unless the
    counterspell asks for a payment (Mana Leak), which the question doesn't settle."""
    countered = len(cast) % 2 == 1
    if not countered and ("unless" in spell.oracle_text or len(cast) != 2):
        return None
    if frame.qtype is not QType.YES_NO:
        return None
    top = cite("405.5", r"top \(last-added\) spell or ability on the stack resolves", r"parte superior")
    cancel = cite("701.6a", r"To counter a spell or ability means to cancel it", r"contrarrestar")
    asks_countered = bool(_ASKS_COUNTERED.search((frame.clause or frame.asked).rsplit(",", 1)[-1]))
    key = "war.shielded" if countered else "war.shield_fails"
    finding = t(frame.lang, key, spell=spell.name, target=aimed.name, counter=cast[-1].name) + ids(top, cancel)
    opener = t(frame.lang, "yes" if asks_countered != countered else "no")
    step = Step(finding, tuple(r for r in (top, cancel) if r))
    return Verdict(f"{opener} {finding}", [step], cite.quotes, (spell, aimed, *cast), "counter_war")


#: Pyroblast, Hydroblast: "Counter target spell if it's blue." — it can target any spell, but counters only that color
_COUNTERS_IF = re.compile(r"^(?:• )?counter target spell if it'?s (white|blue|black|red|green)\.", re.I | re.M)


def _conditions_hold(frame: Frame, spell: Card, cast: list[Card]) -> bool:
    """Each color-conditional counterspell, in the order cast, is aimed at one of its color (the one just below it):
    "murder, they counterspell it, I pyroblast the counterspell" holds; a Hydroblast at Counterspell doesn't."""
    if len(_COUNTERS_IT.findall(frame.folded)):
        return False  # an unnamed counter has no place in the order
    told = sorted((a, card) for card in set(cast) for a in _cast_starts(frame.question, card))
    if len(told) != len(cast):
        return False
    below = spell
    for _, card in told:
        color = _COUNTERS_IF.search(card.oracle_text)
        if color is not None and COLORS[color[1].lower()] not in card_colors(below):
            return False
        below = card
    return True


def _uncounterable_below(frame: Frame, cast: list[Card]) -> bool:
    """A counterspell that can't be countered (Dovin's Veto) cast before another one: the one above can't cancel it,
    so counting every other link is wrong; the countering reasoner reads it. Cast last, nothing is aimed at it."""
    firsts = {c.name: min((a for a, _ in mentions(frame.question, c.name)), default=-1) for c in cast}
    last = max(firsts.values(), default=-1)
    return any(re.search(r"can[’']t be countered", c.oracle_text, re.I) and firsts[c.name] < last for c in cast)


def _unnamed_war(frame: Frame, cite: Citer, counters: list[Card]) -> Verdict | None:
    """ "opp casts a creature, i counter it, they counter my counter. what happens?": the counterspells are the
    counter verbs told, or a named counterspell cast ("they counterspell it, i counterspell their counterspell"), the
    spell the one cast first; two or more of them, and the question asks the outcome."""
    named = [card for card in counters for _ in _cast_starts(frame.folded, card)]
    told = _COUNTER_VERB.findall(frame.folded[: frame.folded.rfind(frame.asked)] if frame.asked else frame.folded)
    # the asked clause's own verb ("does Negate counter it?") counts only when no counterspell was named as cast
    told = (told or ([] if named else _COUNTER_VERB.findall(frame.folded))) + named
    if len(told) < (1 if counters else 2) or not _CASTS.search(frame.folded) or _ASKS_IF_ALLOWED.search(frame.asked):
        return None
    if len(told) == 1 and (
        not re.search(r"resolv|resuelv|\bcountered\b|contrarrestad|fizzl", frame.asked)
        or re.search(r"\b(?:can|could) i\b|\bpuedo\b", frame.asked)
    ):
        return None  # one counterspell: only "does it resolve?" is the war's, not "can I play a land in response?"
    if frame.qtype not in (QType.WHAT_HAPPENS, QType.YES_NO) or not _ASKS_OUTCOME.search(frame.asked):
        return None
    if re.search(r"\bfirst\b|primero|\bunless\b|\bsalvo que\b|\ba menos que\b", frame.folded):
        return None
    spell = Card(name=t(frame.lang, "war.the_spell"))
    verdict = _war(frame, cite, spell, [counters[0] if len(counters) == 1 else spell] * len(told))
    if verdict is None:
        return None
    verdict.text = _capitalized(verdict.text, spell.name)
    verdict.steps = [Step(_capitalized(step.text, spell.name), step.rules) for step in verdict.steps]
    return verdict


def _capitalized(text: str, name: str) -> str:
    """The unnamed spell's label opens a sentence with a capital: "Yes. The original spell resolves"."""
    return re.sub(rf"(^|[.:] )({re.escape(name)})", lambda m: m[1] + capital(m[2]), text)


def _war(frame: Frame, cite: Citer, spell: Card, cast: list[Card]) -> Verdict | None:
    lang = frame.lang
    countered = len(cast) % 2 == 1
    damage = _DAMAGE.search(spell.oracle_text)
    asks_damage = bool(damage) and bool(_ASKS_DAMAGE.search(frame.asked))
    if frame.qtype is QType.HOW_MANY and not asks_damage:
        return None
    top = cite("405.5", r"top \(last-added\) spell or ability on the stack resolves", r"parte superior")
    cancel = cite("701.6a", r"To counter a spell or ability means to cancel it", r"contrarrestar")
    said = ""
    if asks_damage and damage:
        said = t(lang, "war.no_damage" if countered else "war.damage", n=damage[1])
    if len(cast) == 1:
        finding = t(lang, "war.single", spell=spell.name, counter=cast[0].name, dmg=said) + ids(top, cancel)
    else:
        key = "war.countered" if countered else "war.resolves"
        finding = t(lang, key, spell=spell.name, n=str(len(cast)), dmg=said) + ids(top, cancel)
    text = finding
    last = _cast_last(frame)
    asked = frame.clause or frame.asked
    if (
        frame.qtype is QType.YES_NO
        and not asks_damage
        and (_COUNTERS_UNLESS.search(spell.oracle_text) or _COUNTERS.search(spell.oracle_text))
        and _ASKS_ORIGINAL.search(asked)
        and not named_in(spell, asked)
        # the opponent's counterspell aimed at the asker's spell, no payment told: "opp cast mana leak on my spell"
        and re.search(rf"\b(?:{name_pattern(spell)})\w*\s+(?:on |at |a |al |sobre )?(?:my|mi)\b", frame.folded)
        and not re.search(r"\bpa(?:y|ys|id|ying)\b|\bpag\w*", frame.folded)
    ):
        # "they mana leak my spell, i counterspell the leak, they counterspell mine. does my original spell resolve?":
        # the war is over the Leak; the spell under it resolves only if the Leak is countered (or paid for)
        unless = _COUNTERS_UNLESS.search(spell.oracle_text) is not None
        after = t(lang, "war.original_safe" if countered else "war.original_unless" if unless else "war.original_lost",
                  spell=spell.name)  # fmt: skip
        text = t(lang, "yes" if countered else "no") + " " + finding + " " + after
    elif (
        frame.qtype is QType.YES_NO
        and not asks_damage
        and last is not None
        and re.search(rf"\b(?:does|will|would|can)\s+(?:{name_pattern(last)})\s+counter\b", frame.clause or frame.asked)
    ):
        # "does Negate counter it?" of the counterspell cast last: it resolves first, so yes, what it targets is
        text = t(lang, "yes") + " " + finding
    elif frame.qtype is QType.YES_NO and not asks_damage:
        asks_countered = bool(_ASKS_COUNTERED.search((frame.clause or frame.asked).rsplit(",", 1)[-1]))
        text = t(lang, "yes" if asks_countered == countered else "no") + " " + finding
    elif frame.qtype is QType.YES_NO:  # "¿el bolt hace daño?": only if it isn't countered
        text = t(lang, "no" if countered else "yes") + " " + finding
    if len(cast) == 1:
        return Verdict(
            text, [Step(finding, tuple(r for r in (top, cancel) if r))], cite.quotes, tuple(frame.cards), "counter_war"
        )
    steps = [
        Step(t(lang, "war.step_order", n=str(len(cast))) + ids(top), (top,) if top else ()),
        Step(t(lang, "war.step_every_other") + ids(cancel), (cancel,) if cancel else ()),
        Step(t(lang, "war.step_first_survives" if countered else "war.step_first_countered", spell=spell.name)),
    ]
    return Verdict(text, steps, cite.quotes, tuple(frame.cards), "counter_war")


def _cast_last(frame: Frame) -> Card | None:
    """The named counterspell cast last (its first cast mention latest in the question): it resolves first."""
    found = [
        (min(starts), card)
        for card in frame.cards
        if _COUNTERS.search(card.oracle_text) and (starts := _cast_starts(frame.folded, card))
    ]
    return max(found, key=lambda item: item[0])[1] if len(found) >= 2 else None


def _cast_starts(text: str, card: Card) -> list[int]:
    """Where the counterspell's name is told as cast ("casts Negate", "with another Counterspell"), not aimed at."""
    return [a for a, _ in mentions(text, card.name) if _CAST_BEFORE.search(text[max(0, a - 40) : a])]


#: asks whether the countered spell returns to its owner's hand: "does the bolt go back to my hand?"
_ASKS_HAND = re.compile(r"\bback to (?:my |his |her |their |the |its owner'?s )?hand\b|\bvuelve a (?:la|mi|su) mano\b")
_TO_HAND = re.compile(r"into its owner[’']s hand instead", re.I)
_FLASHBACK_SAID = re.compile(r"\bflash(?:ed|es)? ?it back\b|\bflashback\w*|\bretrospectiva\b|\bsnap(?:ped)? ?back\b")


def _back_to_hand(frame: Frame, cite: Citer, spell: Card, counters: list[Card]) -> Verdict | None:
    """ "he Remands my Lightning Bolt: does it go back to my hand?": yes, Remand's "instead" (614.1a); cast with
    flashback, it is exiled instead (702.34a)."""
    counter = next((c for c in counters if _TO_HAND.search(c.oracle_text)), None)
    if counter is None or named_in(counter, frame.clause or frame.asked) or not named_in(spell, frame.folded):
        return None  # "does Remand go back to my hand?": the counterspell asked, which goes to the graveyard
    flashback = _FLASHBACK_SAID.search(frame.folded)
    normal = re.search(r"\bnormal\w*|\bfrom (?:my|the|his|her) hand\b|\b(?:desde|de) (?:la|mi) mano\b", frame.folded)
    if flashback and not (normal and normal.start() > flashback.start()):  # "and if it was a normal bolt?": not
        rule = cite("702.34a", r"exile this card instead of putting it anywhere else", r"")
        finding = t(frame.lang, "counter_war.flashback_exiled", spell=spell.name, counter=counter.name)
        return answered("no", finding, rule, cite, (spell, counter), "counter_war")
    rule = cite("614.1a", r"use the word “instead” are replacement effects", r"")
    finding = t(frame.lang, "counter_war.to_hand", spell=spell.name, counter=counter.name)
    return answered("yes", finding, rule, cite, (spell, counter), "counter_war")
