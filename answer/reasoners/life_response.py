"""A burn spell at a player who answers with life gain or a prevention shield (405.5, 704.5a, 117.5): cast in
response, the answer resolves first, so the life is gained (or the damage prevented) before the burn is dealt; cast
only after the burn resolved, it comes too late — state-based actions see 0 or less life before anyone gets
priority. Fires only when the question gives the player's life, names a spell that deals a stated amount to a
player, and says the gain or prevention amount (or names a card that gives it) and when it was cast."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, first_mention, ids, is_spell_card
from ingest.models import Card

#: the asker's life: "i'm at 3", "estoy a 3 vidas", "I have 3 life", "me quedan 3 vidas"
_LIFE = re.compile(
    r"(?<!\bel )(?<!\bella )\b(?:i'?m|i am|im|i was|estoy|estaba|ando|andaba)\s+(?:at|on|a|en)\s+(\d{1,2})\b(?!/)|\b(?:i have|tengo|me quedan?)\s+(\d{1,2})\s+"
    r"(?:life|vidas?)\b"
)
_BURN = re.compile(r"deals (\d+) damage to (?:any target|target player|target creature or player|target player or "
                   r"planeswalker|each opponent)", re.I)  # fmt: skip
_AT_ME = re.compile(
    r"\bme\b|\bat me\b|\bmy face\b|\bmi cara\b|\b(?:bolts?|shocks?|burns?|hits?|targets?) me\b|\bme (?:tira|lanza)\w*"
)
_RESPONDS = re.compile(r"\bin response\b|\brespond\w*|\ben respuesta\b|\brespondo\b")
#: cast only once the burn has resolved: "I wait for the Bolt to resolve", "espero a que se resuelva", "after it resolves"
_LATE = re.compile(
    r"\bespero a que\b[^.?]{0,30}\bresuelva\b|\bwait (?:for|until)\b[^.?]{0,30}\bresolv\w*|\bafter (?:it|the \w+) "
    r"resolves\b|\bdespues de que (?:se )?resuelva\b|\bquedo (?:en|a) 0\b|\bgo to 0\b|\bam at 0\b"
)
_GAIN = re.compile(r"\b(?:gain|gains|gaining|ganar|gano|gana|ganando)\s+(\d{1,2})\b|\bfor (\d{1,2}) life\b")
_PREVENT = re.compile(r"\b(?:prevent|prevenir|prevengo|prevenga|previene)\w*\s+(\d{1,2})\b")
_CARD_GAIN = re.compile(r"\btarget player gains (\d+) life|\byou gain (\d+) life", re.I)
_CARD_PREVENT = re.compile(r"\bprevent the next (\d+) damage", re.I)
_ASKS_LOSE = re.compile(r"\blose\b|\bdie\b|\bdead\b|\bpierdo\b|\bmuero\b|\bperder\b")
_ASKS_SURVIVE = re.compile(r"\bsurviv\w*|\bsobreviv\w*|\balive\b|\bvivo\b")
_ASKS_CAST = re.compile(r"\b(?:can|could) i cast\b|\bpuedo lanzar\b|\bpuedo (?:usar|jugar)\b")


#: the player is at 0 life already: "si me quedo a 0 vidas", "if i go to 0 life", "once i'm at 0"
_AT_ZERO = re.compile(
    r"\b(?:at|to|on|a|en|con) (?:0|zero|cero) (?:life|vidas?)\b|\b(?:0|zero|cero) (?:life|vidas?) (?:left|restantes)\b"
)
#: asks to act before losing: "can I respond … before I lose?", "¿puedo responder … antes de perder?"
_BEFORE_LOSING = re.compile(
    r"\b(?:can|could|may) (?:i|they|he|she)\b[^?]{0,80}\bbefore (?:i|they|he|she) (?:lose|die)\b|"
    r"\b(?:puedo|puede)\b[^?]{0,80}\bantes de (?:perder|que pierda)\b"
)


def _no_window(frame: Frame, cite: Citer) -> Verdict | None:
    """ "si me quedo a 0 vidas, ¿puedo responder con un instantáneo de ganar vida antes de perder?": no; state-based
    actions are checked before any player gets priority, and a player at 0 life loses then (117.5, 704.5a)."""
    if frame.qtype is not QType.YES_NO or not _AT_ZERO.search(frame.folded):
        return None
    if not _BEFORE_LOSING.search(frame.clause or frame.asked):
        return None
    checked = cite("117.5", r"state-based actions", r"acciones basadas en estado")
    loses = cite("704.5a", r"0 or less life", r"0 o menos")
    if checked is None:
        return None
    return answered(
        "no", t(frame.lang, "life.no_window") + ids(checked, loses), None, cite, frame.cards, "life_response"
    )


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    window = _no_window(frame, cite)
    if window is not None:
        return window
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY):
        return None
    life_said = _LIFE.search(frame.folded)
    burn = next(((c, int(m[1])) for c in frame.cards if is_spell_card(c) and (m := _BURN.search(c.oracle_text))), None)
    if life_said is None or burn is None or not _AT_ME.search(frame.folded):
        return None
    if any(re.search(r"\bwins? the game\b", c.oracle_text, re.I) for c in frame.cards):
        return None  # Felidar Sovereign: whether it still wins is the intervening-if question
    answer_card = next((c for c in frame.cards if c is not burn[0]), None)
    gain, prevent = _amounts(frame, answer_card)
    if gain is None and prevent is None:
        return None
    waited = _LATE.search(frame.folded)
    # the moment said last counts: "…I wait for it to resolve… and if instead I respond with the other mode?"
    late = waited is not None and not any(m.start() > waited.start() for m in _RESPONDS.finditer(frame.folded))
    if not late and not _RESPONDS.search(frame.folded):
        return None
    life = int(next(g for g in life_said.groups() if g))
    card, damage = burn
    clause = frame.clause or frame.asked
    lang = frame.lang
    if gain is not None and answer_card is not None and _burn_answers(frame, card, answer_card):
        # "tiré Weather the Storm y el rival me respondió con un Bolt a la cara": the Bolt is on top, so it resolves
        # first, and a player at 0 or less life loses before the gain resolves
        left = life - damage
        if left > 0 or not (_ASKS_SURVIVE.search(clause) or _ASKS_LOSE.search(clause)):
            return None
        top = cite("405.5", r"top \(last-added\) spell or ability on the stack resolves", r"pila")
        loses = cite("704.5a", r"0 or less life", r"0 o menos")
        finding = t(lang, "life_response.burn_first", card=card.name, gain=answer_card.name, left=str(left))
        survive_asked = "no" if _ASKS_SURVIVE.search(clause) else "yes"
        return Verdict(t(lang, survive_asked) + " " + finding + ids(top, loses), [Step(finding + ids(top, loses),
                       tuple(r for r in (top, loses) if r))], cite.quotes, frame.cards, "life_response")  # fmt: skip
    if late:
        left = life - damage
        if left > 0:
            return None  # the burn alone doesn't kill: nothing is too late
        sba = cite("117.5", r"performs all applicable state-based actions", r"acciones basadas en estado")
        loses = cite("704.5a", r"0 or less life", r"0 o menos")
        finding = t(lang, "life_response.too_late", card=card.name, left=str(left)) + ids(sba, loses)
        asks_cast = _ASKS_CAST.search(clause)
        opener = "no" if asks_cast or _ASKS_SURVIVE.search(clause) else "yes" if _ASKS_LOSE.search(clause) else None
        steps = [Step(finding, tuple(r for r in (sba, loses) if r))]
        return Verdict((t(lang, opener) + " " if opener else "") + finding, steps, cite.quotes, frame.cards,
                       "life_response")  # fmt: skip
    top = cite("405.5", r"top \(last-added\) spell or ability on the stack resolves", r"pila")
    loses = cite("704.5a", r"0 or less life", r"0 o menos")
    if prevent is not None and gain is None:
        dealt = max(0, damage - prevent)
        left = life - dealt
        first = t(lang, "life_response.prevent_first", n=str(prevent), card=card.name, dealt=str(dealt))
    else:
        assert gain is not None
        left = life + gain - damage
        first = t(lang, "life_response.gain_first", n=str(gain), up=str(life + gain), card=card.name, dmg=str(damage))
    key = "life_response.loses" if left <= 0 else "life_response.survives"
    finding = first + " " + t(lang, key, left=str(left)) + ids(top, loses)
    if frame.qtype is QType.HOW_MANY:
        text = f"{left}: {finding}"
    elif _ASKS_SURVIVE.search(clause):
        text = t(lang, "yes" if left > 0 else "no") + " " + finding
    elif _ASKS_LOSE.search(clause):
        text = t(lang, "yes" if left <= 0 else "no") + " " + finding
    else:
        return None
    steps = [Step(first + ids(top), (top,) if top else ()), Step(t(lang, key, left=str(left)) + ids(loses),
                                                               (loses,) if loses else ())]  # fmt: skip
    return Verdict(text, steps, cite.quotes, frame.cards, "life_response")


#: the opponent answered: "el rival me respondió con", "opp responded with", "in response, opp bolts me"
_THEY_RESPOND = re.compile(
    r"\b(?:rival|oponente|opp|opponent|he|she|they)\b[^.?]{0,12}\b(?:me |le )?(?:respond\w*|respondi\w*)\b"
)


def _burn_answers(frame: Frame, burn: Card, gain: Card) -> bool:
    """The gain spell was cast first and the opponent cast the burn in response to it."""
    gain_at = first_mention(frame.folded, gain)
    burn_at = first_mention(frame.folded, burn)
    responds = _THEY_RESPOND.search(frame.folded)
    return gain_at is not None and burn_at is not None and responds is not None and gain_at < responds.start() < burn_at


def _amounts(frame: Frame, card: Card | None) -> tuple[int | None, int | None]:
    """The life gained or the damage prevented: said ("para ganar 3", "prevent 3"), or the answering card's only
    amount of that kind when the question says which mode ("gain"/"prevent") or the card has only one."""
    said_gain, said_prevent = _GAIN.search(frame.folded), _PREVENT.search(frame.folded)
    gain = int(next(g for g in said_gain.groups() if g)) if said_gain else None
    prevent = int(said_prevent[1]) if said_prevent else None
    if said_prevent and said_gain and said_prevent.start() > said_gain.start():
        gain = None  # "…para ganar 3 … y si uso el otro modo, prevenir 3": the mode said last
    elif said_prevent and said_gain:
        prevent = None
    if gain is not None or prevent is not None:
        return gain, prevent
    text = card.oracle_text if card is not None else ""
    card_gain, card_prevent = _CARD_GAIN.search(text), _CARD_PREVENT.search(text)
    words_prevent = re.search(r"\bprevent\w*|\bprevenir\b|\bprevengo\b", frame.folded)
    if card_prevent and (words_prevent or not card_gain):
        return None, int(card_prevent[1])
    if card_gain and not words_prevent:
        return int(next(g for g in card_gain.groups() if g)), None
    return None, None
