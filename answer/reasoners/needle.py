"""A named card's activated abilities stopped "unless they're mana abilities" (Pithing Needle, Sorcerous Spyglass):
an ability that adds mana and has no target is a mana ability (605.1a), so it can still be activated; any other
activated ability of that card can't. Fires only for such a card, one other named card whose activated abilities are
all mana abilities or all not, and a yes/no question whether it can be activated (sacrificed, tapped, cracked)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, asked_part, controller

_STOPS = re.compile(r"can[’']t be activated unless they[’']re mana abilities", re.I)
#: the Needle named only to compare: "like with Needle?", "como con Pithing Needle"
_LIKE_NEEDLE = re.compile(
    r"\b(?:like|as|unlike|como|igual que)\s+(?:with |con )?(?:a |the |un |el )?(?:pithing )?needle\b"
)
#: Phyrexian Revoker: every activated ability of the named card, mana abilities too
_STOPS_ALL = re.compile(r"activated abilities of sources with the chosen name can[’']t be activated\.", re.I)
#: an activated ability: its cost, a colon, its effect
_ACTIVATED = re.compile(r"^[^\n:“\"]{1,80}:\s*([^\n]+)", re.M)
#: the Needle said to name the card asked about: "named my mother of runes", "needled black lotus", "nombró mi X"
_NAMED = re.compile(
    r"\bnam(?:e|es|ed|ing) (?:my |their |his |her |the |a )?\w|\bneedl\w* (?:my |their |his |her |the )?\w|\bnombr\w* (?:mi |su |el |la )?\w|\bon (?:my |their |his |her )?\w[^.?]{0,30}\bwith (?:pithing )?needle\b"
)
_ASKS = re.compile(
    r"\b(?:(?:can|could|may) (?:i|he|she|they|we)|(?:i|he|she|they|we) (?:can|could))\b[^?]{0,30}\b(?:sac\w*|tap\w*|"
    r"crack\w*|activat\w*|use)\b|"
    r"\bpued\w*[^?]{0,30}\b(?:sacrific\w*|gir\w*|activ\w*|usar|romper|sacar(?:le)? mana)\b|"
    r"\b(?:stop|prevent|keep)\w* (?:me|him|her|them|us|you)\b[^?]{0,12}\bfrom (?:sac\w*|tap\w*|crack\w*|activat\w*|using)|"
    r"\bimpide\w*[^?]{0,20}\b(?:sacrific\w*|gir\w*|activ\w*|usar|romper)"
)
#: the ability asked about stopped: "does it stop me from sacrificing it?" — yes means it can't be activated
_ASKS_STOPPED = re.compile(r"\b(?:stop|prevent|keep)\w* (?:me|him|her|them|us|you)\b|\bimpide")
#: the asked use is the sacrifice ("sac it", "crack", "sacrificarla"): the abilities with a sacrifice in their cost
_ASKS_SAC = re.compile(r"\b(?:sac(?!ar)\w*|crack\w*|romper)\b")
#: the asked use is the mana ("tap it for mana", "sacarle maná")
_ASKS_MANA = re.compile(r"\bfor (?:\w+ )?mana\b|\bsacar(?:le)? man[aá]\b")


#: a static restriction on casting, which the Needle doesn't touch: "Each opponent can cast spells only any time they
#: could cast a sorcery", "Your opponents can't cast spells during your turn"
_CASTING_LOCK = re.compile(r"^each opponent can cast spells only any time they could cast a sorcery", re.I | re.M)
#: the asker named the card with their Needle: "named teferi with my needle", "i needled their teferi"
_ASKER_NAMED = re.compile(
    r"^\W*(?:i )?(?:nam\w*|needl\w*)\b|\bi (?:nam\w*|needl\w*)\b|\bmy (?:pithing )?needle\b|\bmi (?:pithing )?needle\b"
)
_ASKS_CAST = re.compile(
    r"\b(?:(?:can|could|may) (?:i|we|he|she|they)|(?:i|we|he|she|they) (?:can|could))\b[^?]{0,30}\b(?:cast|play|flash)\w*|\bpued\w*[^?]{0,30}\b(?:lanzar|jugar)\b"
)


def _static_kept(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Named Teferi, Time Raveler with Pithing Needle: can I cast instants on his turn again?": no — the Needle
    stops activated abilities only; Teferi's restriction is a static ability and keeps applying (604.1)."""
    if frame.qtype is not QType.YES_NO or not _ASKS_CAST.search(frame.clause or frame.asked):
        return None
    needle = next((c for c in frame.cards if _STOPS.search(c.oracle_text)), None)
    locks = [c for c in frame.cards if c is not needle and _CASTING_LOCK.search(c.oracle_text)]
    if needle is None or len(locks) != 1 or not _NAMED.search(frame.folded):
        return None
    owner = controller(frame, locks[0])
    if (
        owner is None
        and _ASKER_NAMED.search(frame.folded)
        and not re.search(r"\b(?:opp\w*|he|she|they|rival)\b[^.?]{0,12}\bnam", frame.folded)
    ):
        owner = "opponent"  # the asker named it: the lock is the opponent's
    casts_needle = re.search(r"\b(?:cast\w*|play\w*|lanz\w*)\s+(?:an? |my |mi )?(?:pithing )?needle", frame.folded)
    if owner != "opponent" or casts_needle:
        return None  # the asker's own Teferi binds only the opponent; casting the Needle itself is another question
    rule = cite("604.1", r"Static abilities do something all the time", r"")
    finding = t(frame.lang, "needle.static", card=locks[0].name, needle=needle.name)
    return answered("no", finding, rule, cite, (needle, locks[0]), "needle")


#: whether a card may be named: "can I name Wasteland with Needle?", "¿puedo nombrar Wasteland con el Revoker?"
_ASKS_NAME = re.compile(
    r"\b(?:can|could|may) (?:i|he|she|they|we|you|(?:my )?opp\w*)\b[^?]{0,30}\bnam(?:e|ing)\b|"
    r"\bpued\w*[^?]{0,30}\bnombr(?:ar|ando)\b"
)


def _name_allowed(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I name Wasteland with Pithing Needle?": any card's name may be chosen (201.4) — Phyrexian Revoker asks
    for a nonland card name, so a land can't be named with it."""
    if frame.qtype is not QType.YES_NO or not _ASKS_NAME.search(frame.clause or frame.asked):
        return None
    namer = [c for c in frame.cards if re.search(r"\bchoose (?:a|any) (?:nonland )?card name\b", c.oracle_text)]
    others = [c for c in frame.cards if c not in namer]
    if len(namer) != 1 or len(others) != 1:
        return None
    rule = cite("201.4", r"must choose the name of a card", r"")
    if "nonland card name" in namer[0].oracle_text and "Land" in others[0].type_line:
        finding = t(frame.lang, "needle.no_land", card=others[0].name, needle=namer[0].name)
        return answered("no", finding, rule, cite, (namer[0], others[0]), "needle")
    finding = t(frame.lang, "needle.any_name", card=others[0].name, needle=namer[0].name)
    return answered("yes", finding, rule, cite, (namer[0], others[0]), "needle")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    kept = _static_kept(frame, cite) or _name_allowed(frame, cite)
    if kept is not None:
        return kept
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    needle = next((c for c in frame.cards if _STOPS.search(c.oracle_text)), None)
    revoker = next((c for c in frame.cards if _STOPS_ALL.search(c.oracle_text)), None)
    if revoker is not None and needle is not None and _LIKE_NEEDLE.search(frame.folded):
        needle = None  # "… como con Needle?": the Needle only compared, the Revoker in play
    elif needle is not None:
        revoker = None
    others = [c for c in frame.cards if c is not (needle or revoker) and not _STOPS.search(c.oracle_text)]
    if (
        revoker is not None
        and len(others) == 1
        and _NAMED.search(frame.folded)
        and _ACTIVATED.search(others[0].oracle_text)
        # (Phyrexian Revoker can't name a land: "names Wasteland" is no premise to answer)
        and not (re.search(r"\bnonland card name\b", revoker.oracle_text) and "Land" in others[0].type_line)
    ):
        # Phyrexian Revoker: no exception for mana abilities, unlike the Needle ("like with Needle?" is no)
        rule = cite("602.5", r"can’t begin to activate an ability that’s prohibited", r"")
        finding = t(frame.lang, "needle.all_stopped", card=others[0].name, needle=revoker.name)
        return answered("no", finding, rule, cite, (revoker, others[0]), "needle")
    if needle is None or len(others) != 1:
        return None
    card = others[0]
    # (a question without "¿" or "?" before its last part: that part asks)
    asked = asked_part(frame.clause or frame.asked, _ASKS) or frame.clause or frame.asked
    if " // " in card.name or re.search(
        r"\b(?:can|could|may|should|to|which|what)\b[^?]{0,20}\bname\b|\bpued\w*[^?]{0,20}\bnombr\w*|\bqu[eé]\b[^?]{0,20}\bnombr",
        asked,
    ):
        return None  # a two-faced card, or which name may be chosen: not what its abilities do under the Needle
    if not _NAMED.search(frame.folded) or re.search(
        r"\b(?:another|a different|other) (?:card|name)\b|\botra carta\b", frame.folded
    ):
        return None  # the Needle's name isn't said to be this card's
    abilities = [(m[0].split(":")[0], m[1]) for m in _ACTIVATED.finditer(card.oracle_text)]
    mana = [bool(re.search(r"\bAdd\b", e) and "target" not in e) for _, e in abilities]
    mixed = len(set(mana)) > 1
    if mixed:
        # some of each (Wasteland): the asked use picks them — the sacrifice in the cost, or the mana
        if _ASKS_MANA.search(asked):  # "¿puedo sacarle maná?": the mana, not a sacrifice
            mana = [m for m in mana if m]
        elif _ASKS_SAC.search(asked):
            mana = [m for m, (c, _) in zip(mana, abilities, strict=True) if re.search(r"\bSacrifice\b", c)]
    if not mana or len(set(mana)) != 1:
        return None  # no activated ability, or some of each and the use asked not told
    rule = cite("605.1a", r"is a mana ability if it meets all of the following criteria", r"")
    stopped = bool(_ASKS_STOPPED.search(asked))  # "does it stop me from …": the opener flips
    if mana[0]:
        finding = t(frame.lang, "needle.mana", card=card.name, needle=needle.name)
        return answered("no" if stopped else "yes", finding, rule, cite, (needle, card), "needle")
    finding = t(frame.lang, "needle.sac_stopped" if mixed else "needle.stopped", card=card.name, needle=needle.name)
    return answered("yes" if stopped else "no", finding, rule, cite, (needle, card), "needle")
