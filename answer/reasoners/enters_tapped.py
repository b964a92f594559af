"""A permanent that enters tapped (614.1d, 603.6d, 107.5): "Artifacts and creatures your opponents control enter the
battlefield tapped" (Blind Obedience) or "Carrion Crow enters the battlefield tapped" applies as the permanent
arrives, so it is tapped from the start: it can't pay a {T} cost (tap for mana), attack or block until it untaps.
Fires only when a named card's Oracle text makes the other named permanent (or itself) enter tapped without a
condition, the effect reaches its controller, and the question asks whether it can be tapped, used, attack or block."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    MAKES_TOKEN_COPY,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    ids,
    is_spell_card,
    named_in,
)
from ingest.models import Card

#: "Artifacts and creatures your opponents control enter the battlefield tapped." (another permanent's effect)
_OTHERS = re.compile(
    r"^((?:nonbasic )?(?:artifacts|creatures|lands|permanents)(?:,? (?:and|or) (?:nonbasic )?(?:artifacts|creatures|"
    r"lands))*)( your opponents control| you control)? enter the battlefield tapped\.$",
    re.I | re.M,
)
_ASKS = re.compile(
    r"\btap\w*|\bmana\b|\buse\b|\battack\w*|\bblock\w*|\bswing\b|\bgir\w*|\busar\w*|\bata\w*|\bbloque\w*"
)
_LATER = re.compile(
    r"next turn|following turn|siguiente turno|proximo turno|turno que viene|my next untap|"
    # it has been there a while: "on the battlefield for three turns", "since last turn", "lleva tres turnos"
    r"\bfor (?:a few |several |\w+ )?turns\b|\bsince (?:my )?last turn\b|\blast turn\b|\bturns ago\b|"
    r"\blleva\w* (?:\w+ )?turnos\b|\bhace (?:\w+ )?turnos\b|\bturno pasado\b|\bturno anterior\b"
)
_UNTAPS = re.compile(r"\buntap\w*|\bendere\w*")


#: a card that puts a land onto the battlefield: "put that card onto the battlefield tapped" (Solemn Simulacrum)
_PUTS_LAND = re.compile(
    r"\bsearch your library for (?:a|an|up to \w+) [^.]*?\bland cards?\b[^.]*?\bput (?:that card|it|them|those cards|"
    r"one of them) onto the battlefield( tapped)?",
    re.I,
)


def _fetched_land(frame: Frame, cite: Citer) -> Verdict | None:
    """ "does the land Solemn Simulacrum gets me come in tapped?": as its text says; a permanent enters untapped
    unless the effect says otherwise (110.5b)."""
    clause = frame.clause or frame.asked
    if not _ASKS_ENTERS_TAPPED.search(clause) or not re.search(r"\blands?\b|\btierras?\b", frame.folded):
        return None
    found = [(c, m) for c in frame.cards if (m := _PUTS_LAND.search(c.oracle_text))]
    if len(found) != 1 or len(frame.cards) != 1:
        return None
    card, said = found[0]
    if named_in(card, clause) and (
        re.search(r"\bitself\b|\bmism[oa]\b", clause) or not re.search(r"\blands?\b|\btierras?\b", clause)
    ):
        return None  # the card that fetches asked about ("does Solemn itself come in tapped?"), not the land
    rule = cite("110.5b", r"Permanents enter the battlefield untapped", r"")
    tapped = bool(said[1])
    finding = t(frame.lang, "enters_tapped.fetched" if tapped else "enters_tapped.fetched_untapped", card=card.name)
    return answered("yes" if tapped else "no", finding, rule, cite, (card,), "enters_tapped")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.YES_NO:
        fetched = _fetched_land(frame, cite)
        if fetched is not None:
            return fetched
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    if _UNTAPS.search(frame.folded) or _LATER.search(frame.folded):
        return None  # an untap effect (Amulet of Vigor, "I untap it"), or after my next untap step: not this case
    entering = _entering_tapped(frame)
    if entering is None:
        return None
    card, source = entering
    lang = frame.lang
    rule = cite("614.1d", r"enter \[the battlefield\]", r"reemplazo") if source is not card else None
    static = cite("603.6d", r"enters tapped", r"entra girad") if source is card else None
    tap = cite("107.5", r"already tapped can’t be tapped again", r"girad")
    key = "enters_tapped.self" if source is card else "enters_tapped.other"
    finding = t(lang, key, card=card.name, source=source.name) + ids(rule or static, tap)
    steps = [Step(finding, tuple(r for r in (rule or static, tap) if r))]
    if "Creature" in card.type_line:
        attack = cite("508.1a", r"must be untapped", r"enderezad")
        steps.append(Step(t(lang, "enters_tapped.creature") + ids(attack), (attack,) if attack else ()))
        finding += " " + steps[-1].text
    # "so it comes in tapped even though it has haste?" asks the entering itself: yes
    opener = "yes" if _ASKS_ENTERS_TAPPED.search(frame.clause or frame.asked) else "no"
    return Verdict(t(lang, opener) + " " + finding, steps, cite.quotes, (card, source), "enters_tapped")


_ASKS_ENTERS_TAPPED = re.compile(
    r"\b(?:comes?|coming|enters?|entering)(?: in| into play| the battlefield)? tapped\b|\bentra\w* (?:girad|tapead)\w*"
)


_COPIED = re.compile(r"\bcop(?:y|ies|ia|io)\b|\btokens?\b|\bfichas?\b")


def _entering_tapped(frame: Frame) -> tuple[Card, Card] | None:
    """(the permanent entering, the card that makes it enter tapped), or None."""
    permanents = [c for c in frame.cards if not is_spell_card(c)]
    for source in permanents:
        if re.search(
            rf"^(?:{re.escape(source.name)}|This \w+) enters the battlefield tapped\.$", source.oracle_text, re.M
        ):
            return (source, source) if len(permanents) == 1 else None
        found = _OTHERS.search(source.oracle_text)
        if found is None:
            continue
        kinds = re.findall(r"artifact|creature|land|permanent", found[1].lower())
        others = [c for c in permanents if c is not source and _fits(c, kinds, found[1].lower())]
        if len(others) == 2 and _COPIED.search(frame.folded):
            # "I tap Kiki-Jiki to copy my Pestermite": the token copy enters, not the card that makes it
            others = [c for c in others if not MAKES_TOKEN_COPY.search(c.oracle_text)]
        if len(others) != 1:
            return None
        whose = found[2] or ""
        owner, entering_owner = controller(frame, source), controller(frame, others[0])
        if "opponents" in whose and not (owner == "opponent" and entering_owner != "opponent"):
            return None  # the question must say the rival has the effect and the entering permanent isn't theirs
        if "you control" in whose and owner == "opponent":
            return None
        return others[0], source
    return None


def _fits(card: Card, kinds: list[str], said: str) -> bool:
    if "permanent" in kinds:
        return True
    if "nonbasic lands" in said and "Land" in card.type_line and "Basic" in card.type_line:
        return any(k.capitalize() in card.type_line for k in kinds if k != "land")
    return any(k.capitalize() in card.type_line for k in kinds)
