"""Who gets what "its controller" gets (608.2h, 109.4): Swords to Plowshares, Beast Within, Path to Exile give the life,
the token or the land to the controller of the permanent they remove, not to the player who cast them; a creature
someone stole is its thief's as the spell resolves. Fires only for such a named spell and a "who gets/gains" question
whose removed permanent's controller the question tells (the opponent's, mine, one taken with a control effect)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    GAINS_CONTROL,
    TAKEN_FROM_ME,
    THEY_CAST,
    Citer,
    Verdict,
    answered,
    is_spell_card,
    name_pattern,
    printed_keyword,
)

_ITS_CONTROLLER = re.compile(
    r"^(?:destroy|exile) target [^.]*\. its controller (creates|gains|may search)", re.I | re.M
)
_ASKS = re.compile(r"\b(?:gain|gets?|create|makes?|search|draw|gana|recibe|crea|se queda|busca)\w*|\blife\b|\bvidas?\b")
#: a control change told with who made it: "that i stole with Act of Treason", "el rival me robó mi Craw Wurm"
_STEAL = r"(?:stole|steals?|stolen|took|takes|rob[oe]|quito|act of treason\w*|control magic\w*|threaten\w*)"
_STOLEN_BY_ME = re.compile(
    rf"\bi (?:\w+ )?{_STEAL}|\bthat i {_STEAL}|\b(?:le|les) {_STEAL}\b|\brobe\b|\bgane el control\b"
)
#: by them: a verb after them ("opp stole", "el rival me robó"), not a card named after them ("le robo una criatura
#: al rival con Act of Treason" is mine)
_STEAL_VERB = r"(?:stole|steals?|stolen|took|takes|rob[oe]|quito)"
_STOLEN_BY_THEM = re.compile(
    rf"\b(?:opp\w*|they|he|she|rival|oponente)\b[^.?]{{0,12}}\b(?:me )?{_STEAL_VERB}|\bme (?:robo|quito)\b|"
    # "opp act of treasons my serra angel": the stealing card used as their verb
    r"\b(?:opp\w*|they|he|she)\s+(?:act of treason\w*|threaten\w*|control magic\w*)"
)
_THEIRS = re.compile(r"\bopp\w*|\btheir\b|\bhis\b|\bher\b|\brival\b|\boponente\b|\bdel otro\b")
_MINE = re.compile(r"\bmy\b|\bmi\b|\bmis\b|\bmine\b|\bmio\b|\bmia\b")


_ASKS_LIFE = re.compile(r"\blife\b|\bvidas?\b|\blifelink\b|\bvinculo vital\b")


_ASKS_GAIN = re.compile(r"\bgain\w*|\bgets? the life\b|\bgana\w*|\bse queda con la vida\b")


def _lifelink(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Act of Treason on their Child of Night, I swing: who gains the lifelink life?" Its controller — the one who
    took it (702.15b)."""
    clause = frame.clause or frame.asked
    if not _ASKS_LIFE.search(clause) or not _ASKS_GAIN.search(clause):
        return None  # "who loses life?" is the damage's question
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    linked = [c for c in creatures if printed_keyword(c, "lifelink")]
    steal = next((c for c in frame.cards if is_spell_card(c) and GAINS_CONTROL.search(c.oracle_text)), None)
    if len(linked) != 1 or len(creatures) != 1 or steal is None:
        return None  # the one creature, stolen and with lifelink
    by_them = (
        _STOLEN_BY_THEM.search(frame.folded) or TAKEN_FROM_ME.search(frame.folded) or THEY_CAST.search(frame.folded)
    )
    if by_them and _STOLEN_BY_ME.search(frame.folded):
        return None
    rule = cite("702.15b", r"causes that source’s controller", r"controlador")
    key = "its_controller.lifelink_them" if by_them else "its_controller.lifelink_you"
    return answered(None, t(frame.lang, key, card=steal.name), rule, cite, (linked[0], steal), "its_controller")


#: a spell that makes a token copy of a target: "Create a token that's a copy of target creature …" (Heat Shimmer)
_COPY_TOKEN = re.compile(
    r"\bcreate (?:a|an|one) (?:\w+ )?token that'?s a copy of (?:target|another target) (?:\w+ )?(?:creature|permanent)\b"
    r"(?! you control)",  # Cackling Counterpart copies only the caster's own creature
    re.I,
)
_ASKS_TOKEN = re.compile(
    r"\b(?:controls?|owns?|gets?|controla|controlan|es dueno|se queda con)\b[^?]{0,20}\b(?:tokens?|fichas?)\b"
)
_MAKES_TOKEN = re.compile(r"\bcreates? (?:a|an|one|two|three|x|\d+) [^.]*\btokens?\b", re.I)


def _copy_token(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Heat Shimmer on my opponent's creature: who controls the token?" The player who created it, the spell's
    caster, whoever controlled the creature copied (111.2)."""
    if not _ASKS_TOKEN.search(frame.clause or frame.asked):
        return None
    spell = next((c for c in frame.cards if is_spell_card(c) and _COPY_TOKEN.search(c.oracle_text)), None)
    if spell is None or any(c is not spell and _MAKES_TOKEN.search(c.oracle_text) for c in frame.cards):
        return None  # "… then they Beast Within the token: who gets the Beast?": another token
    theirs = THEY_CAST.search(frame.folded) or re.search(r"\b(?:me|on me)\b[^.?]{0,6}$", frame.told)
    rule = cite("111.2", r"player who creates a token is its owner", r"propietario")
    key = "its_controller.copy_token_them" if theirs else "its_controller.copy_token_you"
    return answered(None, t(frame.lang, key, card=spell.name), rule, cite, (spell,), "its_controller")


def _steal_named(frame: Frame, situation: str, subject: str) -> bool:
    """A control-changing card used by the subject as a verb: "they Treachery'd my Griselbrand", "I threaten it"."""
    return any(
        re.search(rf"\b(?:{subject})\s+(?:{name_pattern(card)})", situation)
        for card in frame.cards
        if GAINS_CONTROL.search(card.oracle_text) and name_pattern(card)
    )


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.WHO:
        return None
    if (found := _lifelink(frame, cite) or _copy_token(frame, cite)) is not None:
        return found
    if not _ASKS.search(frame.clause or frame.asked):
        return None
    spell = next((c for c in frame.cards if is_spell_card(c) and _ITS_CONTROLLER.search(c.oracle_text)), None)
    if spell is None:
        return None
    situation = frame.told
    asked_at = re.search(r"\b(?:who|quien(?:es)?)\b", frame.folded)
    if not situation.strip() and asked_at is not None:
        situation = frame.folded[: asked_at.start()]  # "when i swords opp's 4/4 who gets the life": told before "who"
    by_me = _STOLEN_BY_ME.search(situation) or _steal_named(frame, situation, r"i")
    by_them = _STOLEN_BY_THEM.search(situation) or _steal_named(frame, situation, r"they|opp\w*|he|she|rival|oponente")
    if by_me and not by_them:
        whose = "stolen"
    elif by_them and not by_me:
        whose = "stolen_theirs"
    elif _THEIRS.search(situation) and not _MINE.search(situation):
        whose = "theirs"
    elif _MINE.search(situation) and not _THEIRS.search(situation):
        whose = "mine"
    else:
        return None
    rule = cite("608.2h", r"last known information", r"última información conocida")
    return answered(
        None, t(frame.lang, f"its_controller.{whose}", spell=spell.name), rule, cite, (spell,), "its_controller"
    )
