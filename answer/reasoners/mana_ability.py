"""Can a mana ability be responded to? (605.3b): an activated mana ability doesn't use the stack and resolves right
away, so "they Bolt my Llanowar Elves in response to me tapping it for mana" never happens — the mana is already
made. Fires only when the question has a response aimed at a named permanent's mana ability (tapping it for mana,
"its mana ability", "su habilidad de maná"); whether mana abilities may be used under split second, or mana kept
for later, is another question."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    LOYALTY_ADD,
    Citer,
    Step,
    Verdict,
    answered,
    asked_part,
    ids,
    is_spell_card,
    name_pattern,
    name_words,
    named_in,
)
from ingest.models import Card

#: "{T}: Add {G}.": the card has an activated mana ability
_MANA_ABILITY = re.compile(r"^[^\n:]*:\s*add\b", re.I | re.M)
#: a response aimed at the mana ability itself
_IN_RESPONSE_TO_MANA = re.compile(
    r"\b(?:in response to|respond(?:s|ing|ed)? to)\s+(?:(?:me|him|her|them|my|his|her|their|the|its)\s+)*"
    r"(?:tapping\b[^.?]{0,30}\bfor mana|mana abilit\w*|\w+ (?:for|to make|to add) mana)|"
    r"\b(?:en respuesta|respond\w*)\s+a\s+(?:(?:su|sus|mi|mis|que|lo|la|los|las)\s+)*(?:habilidad de mana|"
    r"gir\w*[^.?]{0,30}\b(?:para|por) (?:sacar )?mana)"
)
#: asking whether the response can happen, rather than what the player gets
_ASKS_CAN = re.compile(
    r"^(?:can|could|may|is it possible)\b|^(?:pued\w*|podr\w*|se puede)\b|\brespond|\brespuesta|\bresponder"
)
_ASKS_MANA = re.compile(
    r"\b(?:get|gets|keep|have|still)\b[^.?]{0,20}\bmana\b|\bmana\b[^.?]{0,20}\b(?:still|anyway)\b|"
    r"\b(?:saco|obtengo|tengo|recibo|consigo|me quedo con|genero|produzco)\b[^.?]{0,15}\bmana\b"
)


#: "I sac a Treasure for mana", "giro mi Sol Ring para sacar maná": the mana ability, told before the ask
_FOR_MANA = re.compile(
    r"\b(?:tap\w*|sac|sacs|saco|sacrific\w*|gir\w*)\b[^.?]{0,40}\b(?:for|para(?: sacar)?)\s+(?:\w+\s+)?mana\b"
)
_RIVAL_RESPONDS = re.compile(
    r"\b(?:rival|opp\w*|oponente|they|he|she)\b[^.?]{0,20}\b(?:puede|pueden|can|could|may)\b[^.?]{0,12}\brespond\w*|"
    r"\b(?:can|could|may|puede|pueden)\s+(?:my |the |your |mi |el |tu )?(?:rival|opp\w*|oponente|they|he|she)\b"
    r"[^.?]{0,12}\brespond\w*"
)
#: "saccing a creature to Ashnod's Altar", "sacrifico una criatura al Altar": fed to a card's ability
_SAC_TO = re.compile(r"\b(?:sac|sacs|sacking|saccing|sacrific\w*)\b[^.?]{0,30}?\b(?:to|into|a|al|en)\b\s+(.{3,40})")
_TREASURE = re.compile(r"\btreasures?\b|\btesoros?\b")
_CAN_RESPOND = re.compile(r"\b(?:respond|response|counter\w*)\b|\brespond\w*|\brespuesta\b|\bcontrarrest\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    triggered = _triggered_mana(frame, cite, clause) or _ritual(frame, cite, clause) or _on_tapped(frame, cite, clause)
    if triggered is not None:
        return triggered
    targeted = (
        _targeted_mana(frame, cite, clause)
        or _loyalty_mana(frame, cite, clause)
        or _tapped_in_response(frame, cite, clause)
    )
    if targeted is not None:
        return targeted
    if not _IN_RESPONSE_TO_MANA.search(frame.folded):
        return _sacrificed_as_cost(frame, cite, clause) or _told_then_asked(frame, cite, clause)
    producers = [card for card in frame.cards if _MANA_ABILITY.search(card.oracle_text)]
    if len(producers) != 1:
        return None
    if _ASKS_MANA.search(clause):
        answer = "yes"
    elif _ASKS_CAN.search(clause):
        answer = "no"
    else:
        return None
    rule = cite("605.3b", r"doesn’t go on the stack", r"no usa la pila")
    if rule is None:
        return None
    lang = frame.lang
    finding = t(lang, "mana_ability.no_response", name=producers[0].name) + ids(rule)
    steps = [Step(finding, (rule,))]
    return Verdict(t(lang, answer) + " " + finding, steps, cite.quotes, tuple(frame.cards), "mana_ability")


#: asks to tap the permanent for mana: "can I tap the sea for mana in response?", "¿puedo girarla por maná?"
_ASKS_TAP_FOR_MANA = re.compile(
    r"^(?:can|could|may) i\b[^?]{0,30}\btap\b[^?]{0,40}\bfor (?:mana\b|(?P<spell>an? ))|"
    r"^(?:puedo|se puede)\b[^?]{0,30}\bgir\w*[^?]{0,40}\b(?:por|para)(?: sacar)? (?:mana\b|(?P<spell_es>un ))"
)
_RESPONSE = re.compile(r"\bin response\b|\ben respuesta\b")
#: what keeps the answer from a plain yes: cast this turn (summoning sickness), tapped already, mana wanted later or
#: for a sorcery
_CANT_TAP_NOW = re.compile(
    r"\bthis turn\b|\beste turno\b|\bjust (?:cast|played)\b|\bacabo de\b|\bmy tapped\b|\b(?:already|ya) (?:tapped|girad)\w*|"
    r"\bgirad[oa]s?\b|\bnext turn\b|\blater\b|\bsiguiente turno\b|\bproximo turno\b|\bsorcery\b|"
    r"\bconjuro\b|\bsummoning sick\w*|\bmareo\b"
)
_REMOVAL_TOLD = re.compile(
    r"\b(?:bolt|kill|destroy|murder|exile|wasteland|strip mine|shock|path|swords?)\w*\b|\b(?:mata|destru|exili)\w*"
)
#: what shuts off activated abilities (Pithing Needle, Null Rod): not read here
_STOPS_ACTIVATED = re.compile(r"activated abilities [^.]*can[’']t be activated", re.I)


def _tapped_in_response(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "They Wasteland my Underground Sea: can I tap it for mana in response?" Yes: with the removal on the stack
    the player gets priority, and a mana ability may be activated whenever its player has priority (605.3a); the
    mana stays until the step ends (106.4), so it can pay for an instant then."""
    part = asked_part(clause, _ASKS_TAP_FOR_MANA)
    asked = _ASKS_TAP_FOR_MANA.search(part)
    if not asked or not _RESPONSE.search(frame.folded):
        return None  # (a Spanish question without "¿" is the whole sentence: its last part asks)
    said = asked["spell"] or asked["spell_es"]
    if said:
        after = part[asked.end() :]
        named = next((c for c in frame.cards if name_pattern(c) and re.match(rf"(?:{name_pattern(c)})", after)), None)
        if named is None or "Instant" not in named.type_line:
            return None  # "tap it for a Brainstorm" is mana for an instant; "for a blocker", "for a Grizzly Bears" not
    if any(_STOPS_ACTIVATED.search(c.oracle_text) for c in frame.cards):
        return None
    # the permanent tapped: a mana producer that targets nothing (not Wasteland itself)
    tapped = [c for c in frame.cards if _MANA_ABILITY.search(c.oracle_text) and "target" not in c.oracle_text.lower()]
    if len(tapped) != 1 or re.search(r"enters the battlefield tapped", tapped[0].oracle_text, re.I):
        return None
    to_cast = [
        c
        for c in frame.cards
        if "Sorcery" in c.type_line and not re.search(r"destroy|exile|damage", c.oracle_text, re.I)
    ]
    if _CANT_TAP_NOW.search(frame.folded) or to_cast:
        return None  # summoning sick, already tapped, mana kept for later, a sorcery to cast with it: not so simple
    # the removal aimed at it: a named card that targets, or a removal verb told ("they bolt my Llanowar Elves")
    removal = any(c is not tapped[0] and "target" in c.oracle_text.lower() for c in frame.cards)
    if not (removal or _REMOVAL_TOLD.search(frame.folded)):
        return None
    anytime = cite("605.3a", r"whenever they have priority", r"prioridad")
    pool = cite("106.4", r"empties at the end of each step and phase", r"")
    finding = t(frame.lang, "mana_ability.tap_in_response", name=tapped[0].name) + ids(anytime, pool)
    rules = tuple(rule for rule in (anytime, pool) if rule)
    return Verdict(t(frame.lang, "yes") + " " + finding, [Step(finding, rules)], cite.quotes, frame.cards,
                   "mana_ability")  # fmt: skip


#: "respond to the Altar's ability", "responder a la habilidad del altar"
_TO_ITS_ABILITY = re.compile(
    r"\brespond\w*\s+(?:to|a)\s+(?:the\s+|la\s+|su\s+|its\s+|their\s+)?(?:([\w'’ ]{2,40}?)(?:'s|’s)?\s+ability|"
    r"(?:habilidad\s+(?:del|de\s+la|de\s+el|de)|ability\s+of)\s+([\w'’ ]{2,40}))"
)
#: an activated ability that isn't a mana ability: the card has one the question could be about
_OTHER_ACTIVATED = re.compile(r"^[^\n:]*:\s+(?!add\b)", re.I | re.M)


def _its_ability(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "They sac it to Ashnod's Altar. Can I respond to the Altar's ability?": its only activated ability is a mana
    ability, which doesn't use the stack (605.3b): no."""
    asked = _TO_ITS_ABILITY.search(clause)
    if asked is None or not _ASKS_CAN.search(clause):
        return None
    said = asked[1] or asked[2] or ""
    producers = _only_mana_named(frame.cards, said)
    if len(producers) != 1:
        return None
    rule = cite("605.3b", r"doesn’t go on the stack", r"no usa la pila")
    if rule is None:
        return None
    return answered(
        "no", t(frame.lang, "mana_ability.no_response", name=producers[0].name), rule, cite, frame.cards, "mana_ability"
    )


def _told_then_asked(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I sac a Treasure for mana. Can they respond to that with a Counterspell?": no (605.3b)."""
    own = _its_ability(frame, cite, clause)
    if own is not None:
        return own
    at = frame.folded.rfind(clause) if clause else -1
    told = _FOR_MANA.search(frame.folded[:at] if at > 0 else "")  # said before the question, not asked in it
    if told is None and _RIVAL_RESPONDS.search(clause):  # "can my opponent respond when I sac my Lotus Petal for mana?"
        told = _FOR_MANA.search(clause) or _fed_to_mana_only(frame, frame.folded)
    if told is None or not _CAN_RESPOND.search(clause) or not _ASKS_CAN.search(clause):
        return None
    producers = [card for card in frame.cards if _MANA_ABILITY.search(card.oracle_text)]
    if _TREASURE.search(told[0]):
        finding = t(frame.lang, "mana_ability.treasure")
    elif len(producers) == 1:
        finding = t(frame.lang, "mana_ability.no_response", name=producers[0].name)
    else:
        return None
    rule = cite("605.3b", r"doesn’t go on the stack", r"no usa la pila")
    if rule is None:
        return None
    finding += ids(rule)
    return Verdict(
        t(frame.lang, "no") + " " + finding, [Step(finding, (rule,))], cite.quotes, frame.cards, "mana_ability"
    )


#: "can opp kill my guy in response to me saccing it", "en respuesta a que la sacrifique": answering the sacrifice
_IN_RESPONSE_TO_SAC = re.compile(
    r"\bin response to\s+(?:(?:me|him|her|them|my|his|their|the)\s+)?(?:sac|sacs|sacking|saccing|sacrific\w*)\b|"
    r"\ben respuesta a que\s+(?:\w+\s+)?sacrifiq\w*"
)
#: a mana ability whose cost sacrifices a creature (Ashnod's Altar, Phyrexian Altar)
_SAC_FOR_MANA = re.compile(r"^[^\n:]*\bsacrifice an?(?:other)? creature\b[^\n:]*:\s*add\b", re.I | re.M)


def _sacrificed_as_cost(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Ashnod's Altar: can my opponent kill my creature in response to me sacrificing it?": no — the sacrifice is
    the cost of a mana ability, paid as it is activated, and the ability doesn't use the stack (605.3b)."""
    if not (_IN_RESPONSE_TO_SAC.search(clause) and _ASKS_CAN.search(clause)):
        return None
    outlets = [card for card in frame.cards if _SAC_FOR_MANA.search(card.oracle_text)]
    if len(outlets) != 1 or not _only_mana(outlets[0]):
        return None
    rule = cite("605.3b", r"doesn’t go on the stack", r"no usa la pila")
    if rule is None:
        return None
    return answered(
        "no", t(frame.lang, "mana_ability.sac_cost", name=outlets[0].name), rule, cite, frame.cards, "mana_ability"
    )


def _fed_to_mana_only(frame: Frame, clause: str) -> re.Match[str] | None:
    """ "saccing a creature to Ashnod's Altar": the sacrifice is the cost of a card whose only activated abilities
    are mana abilities."""
    fed = _SAC_TO.search(clause)
    return fed if fed is not None and _only_mana_named(frame.cards, fed[1]) else None


def _only_mana(card: Card) -> bool:
    """Whether every activated ability of the card is a mana ability."""
    return not _OTHER_ACTIVATED.search(_MANA_ABILITY.sub("", card.oracle_text))


def _only_mana_named(cards: tuple[Card, ...] | list[Card], said: str) -> list[Card]:
    """The cards whose only activated abilities are mana abilities (Ashnod's Altar), named in `said` by a word of
    four or more letters."""
    words = set(re.findall(r"[a-z]{4,}", said))
    return [
        card
        for card in cards
        if _MANA_ABILITY.search(card.oracle_text) and _only_mana(card) and name_words(card) & words
    ]


#: an activated ability that adds mana and targets (Deathrite Shaman: "{T}: Exile target land card from a graveyard.
#: Add one mana of any color."): no mana ability (605.1a)
_TARGETED_MANA = re.compile(r"^[^\n:]*:[^\n]*\btarget\b[^\n]*\badd\b", re.I | re.M)
_ASKS_ANSWERED = re.compile(r"\bstifl\w*|\bcounter\w*|\bcontrarrest\w*|\brespond\w*|\brespuesta\b|\bresponder\b")


def _targeted_mana(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Can I Stifle Deathrite Shaman's first ability (exile a land, add mana)?": it targets, so it isn't a mana
    ability; it uses the stack and can be responded to and countered (605.1a)."""
    card = next((c for c in frame.cards if _TARGETED_MANA.search(c.oracle_text)), None)
    counter = next((c for c in frame.cards if _COUNTERS_ABILITY.search(c.oracle_text)), None)
    # "¿le puedo meter trickbind a esa habilidad?": the card that counters abilities, named in the ask
    if card is None or not (_ASKS_ANSWERED.search(clause) or (counter is not None and named_in(counter, clause))):
        return None
    if not re.search(r"\bmana\b|\bfirst abilit|\bprimera habilidad|\bexil\w*", frame.folded):
        return None
    rule = cite("605.1a", r"doesn’t require a target", r"objetivo")
    return answered("yes", t(frame.lang, "mana_ability.targets", name=card.name), rule, cite, (card,), "mana_ability")


#: a card that counters an activated ability (Disallow, Stifle)
_COUNTERS_ABILITY = re.compile(r"\bcounter target (?:spell, )?activated", re.I)


def _loyalty_mana(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "They +1 Chandra for RR: can I Disallow it? He says it's a mana ability." Yes — a loyalty ability is never a
    mana ability (605.1a), so it uses the stack and can be responded to and countered."""
    walker = next((c for c in frame.cards if LOYALTY_ADD.search(c.oracle_text)), None)
    if walker is None:
        return None
    counter = next((c for c in frame.cards if _COUNTERS_ABILITY.search(c.oracle_text)), None)
    if not (_ASKS_ANSWERED.search(clause) or (counter is not None and named_in(counter, clause))):
        return None
    if not re.search(r"\+\d|\bloyalty\b|\blealtad\b", frame.folded):
        return None
    if any(c is not walker and _MANA_ABILITY.search(c.oracle_text) and named_in(c, frame.folded) for c in frame.cards):
        return None  # "opp has Chandra out: can I Stifle his Birds' mana ability?": another card's mana ability
    rule = cite("605.1a", r"it’s not a loyalty ability", r"lealtad")
    cards = (walker, counter) if counter is not None else (walker,)
    return answered("yes", t(frame.lang, "mana_ability.loyalty", name=walker.name), rule, cite, cards, "mana_ability")


#: a triggered ability that adds mana on another event (Lotus Cobra's landfall): no mana ability (605.1b)
_TRIGGERED_ADD = re.compile(r"^(?:[\w ]+ — )?Whenever (?![^,]*\bfor mana\b|[^,]*mana ability)[^,]*, add\b", re.M)
_ASKS_IS_MANA_ABILITY = re.compile(r"\bmana abilit\w*|\bhabilidad(?:es)? de man[aá]\b")
_ASKS_RESPOND = re.compile(r"\brespon[ds]\w*|\brespuesta\b|\bresponder\b|\bstack\b|\bpila\b")


def _triggered_mana(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Is Lotus Cobra's landfall mana a mana ability? Can they respond to it?" No, and yes: it triggers on a land
    entering, not on a mana ability, so it uses the stack (605.1b)."""
    card = next((c for c in frame.cards if _TRIGGERED_ADD.search(c.oracle_text)), None)
    if card is None:
        return None
    if _ASKS_IS_MANA_ABILITY.search(clause):
        answer = "no"
    elif _ASKS_RESPOND.search(clause):
        answer = "yes"
    else:
        return None
    rule = cite("605.1b", r"triggers from the activation or resolution of an activated mana ability", r"maná")
    return answered(answer, t(frame.lang, "mana_ability.not_triggered_mana", name=card.name), rule, cite, (card,),
                    "mana_ability")  # fmt: skip


#: a spell that adds mana: Dark Ritual's "Add {B}{B}{B}."
_ADDS = re.compile(r"^add\b", re.I)


def _respond_first(clause: str) -> str | None:
    """Which the question asks first: whether it can be responded to ("respond"), or whether it is a mana ability."""
    respond, is_mana = _ASKS_RESPOND.search(clause), _ASKS_IS_MANA_ABILITY.search(clause)
    if respond and (is_mana is None or respond.start() < is_mana.start()):
        return "respond"
    return "is_mana" if is_mana else None


def _ritual(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Can my opponent respond to my Dark Ritual, or is it a mana ability?" Yes: a spell is never a mana ability,
    whatever it adds; it's cast and resolves like any other spell (605.5b)."""
    spell = next((c for c in frame.cards if is_spell_card(c) and _ADDS.search(c.oracle_text)), None)
    asked = _respond_first(clause)
    if spell is None or asked is None:
        return None
    # "can I cast Dark Ritual in response to Krosan Grip?": the ritual is the response, not what is responded to
    if asked == "respond" and not re.search(
        rf"\b(?:respond\w* to|responder a|in response to|en respuesta a)\b[^?]{{0,25}}"
        rf"(?:{name_pattern(spell)})",
        clause,
    ):
        return None
    rule = cite("605.5b", r"A spell can never be a mana ability", r"")
    answer = "yes" if asked == "respond" else "no"
    return answered(answer, t(frame.lang, "mana_ability.spell", name=spell.name), rule, cite, (spell,), "mana_ability")


#: a triggered mana ability: "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
_ON_TAPPED = re.compile(r"^(?:[\w' -]{3,30} — )?Whenever [^,]*\btapped for mana\b[^,]*, [^.]*\badds?\b", re.I | re.M)


def _on_tapped(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I tap my Forest enchanted with Wild Growth: can they Naturalize the Wild Growth in response so I don't get the
    extra {G}?" No: a trigger on tapping for mana is a mana ability and resolves at once, off the stack (605.4a)."""
    card = next((c for c in frame.cards if _ON_TAPPED.search(c.oracle_text)), None)
    asked = _respond_first(clause)
    if card is None or asked is None or not re.search(r"\btap\w*|\bgir\w*", frame.folded):
        return None  # "in response to my Llanowar Elves": no tapping for mana told, so no trigger to respond to
    rule = cite("605.4a", r"resolves immediately after the mana ability that triggered it", r"")
    answer = "no" if asked == "respond" else "yes"
    return answered(
        answer, t(frame.lang, "mana_ability.on_tapped", name=card.name), rule, cite, (card,), "mana_ability"
    )
