"""Does an instant or sorcery that counts cards in your graveyard count itself? No: it is on the stack while it
resolves and goes to the graveyard only as the final part of its resolution (608.2n) — Zenith Flare with 5 cycling
cards in the graveyard deals 5, not 6."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

#: a spell whose effect counts what is in its controller's graveyard
_COUNTS_GRAVEYARD = re.compile(
    r"(?:number of|for each)[^.]*\b(?:cards?|instant|sorcery|creature)[^.]*\bin your graveyard|"
    r"\bseven or more cards are in your graveyard",  # threshold
    re.I,
)
#: Cabal Ritual: "Add {B}{B}{B}. Threshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard."
_THRESHOLD_MANA = re.compile(r"^Add ((?:\{[^}]+\})+)\.\s*Threshold — Add ((?:\{[^}]+\})+) instead", re.I | re.M)
#: the question asks whether it counts itself
_ITSELF = re.compile(
    r"\bcounts? (?:it)?self\b|\bcount (?:the \w+ )?itself\b|\binclud\w* itself\b|\bitself (?:count|too)\b|"
    r"\bcuenta a si mism\w*|\bcontarse a si mism\w*|\bse incluye a si mism\w*|\bse cuenta (?:el|la) propi[oa]\b|"
    r"\bcuenta (?:el|la) (?:mism[oa]|propi[oa])\b"
)
#: the spell's damage or life is its X: "deals X damage to any target and you gain X life, where X is …"
_X_DAMAGE = re.compile(r"deals X damage|gain X life", re.I)
#: the count said with the graveyard: "with 5 cycling cards in my gy"
_SAID_COUNT = re.compile(r"\b(\d+) [\w ]{0,30}?\b(?:cards? )?(?:in|en) (?:my|mi|el) (?:gy|graveyard|yard|cementerio)\b")


#: what a spell counts in the graveyard, as the question may say it
_KINDS = {
    "cycling": r"cycl\w*|ciclo",
    "instant": r"instant\w*",
    "sorcery": r"sorcer\w*|conjuros?",
    "creature": r"creatures?|criaturas?",
    "land": r"lands?|tierras?",
    "artifact": r"artifacts?|artefactos?",
}


def _counted_kind_said(oracle: str, said: str) -> bool:
    """The count said names what the spell counts: "4 cycling cards" for Zenith Flare's "cards with a cycling
    ability"; any count of cards for a spell that counts every card."""
    counted = re.search(r"number of ([^.]*?) in your graveyard", oracle, re.I)
    kinds = [k for k in _KINDS if counted is not None and k in counted[1].lower()]
    return not kinds or any(re.search(rf"\b(?:{_KINDS[k]})", said) for k in kinds)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY):
        return None
    spells = [c for c in frame.cards if re.search(r"\b(?:Instant|Sorcery)\b", c.type_line)]
    counting = [c for c in spells if _COUNTS_GRAVEYARD.search(c.oracle_text)]
    if len(counting) != 1:
        return None
    spell = counting[0]
    rule = cite("608.2n", r"the spell is put into its owner’s graveyard", r"cementerio")
    said = _SAID_COUNT.search(frame.folded)
    if not _ITSELF.search(frame.folded):
        # "zenith flare with 4 cycling cards in my graveyard, how much damage?": X is the count told, itself not in it
        if frame.qtype is not QType.HOW_MANY or said is None or not _X_DAMAGE.search(spell.oracle_text):
            return None
        if not _counted_kind_said(spell.oracle_text, said[0]):
            return None  # "4 cards in my graveyard (2 with cycling)": not the count the spell makes
        if not re.search(r"\bdamage\b|\bdano\b|\blife\b|\bvida", frame.clause or frame.asked):
            return None
        finding = (
            t(frame.lang, "counts_itself.count", n=said[1])
            + " "
            + t(frame.lang, "counts_itself.no", card=spell.name.split(" // ")[0])
        )
        return answered(None, f"{said[1]}: " + finding, rule, cite, frame.cards, "counts_itself")
    name = spell.name.split(" // ")[0]
    finding = t(frame.lang, "counts_itself.no", card=name)
    if said is not None:
        finding += " " + t(frame.lang, "counts_itself.count", n=said[1])
        mana = _THRESHOLD_MANA.search(spell.oracle_text)
        if mana is not None:  # "6 in the graveyard, how much mana does Cabal Ritual give?": threshold off at 6
            finding += " " + t(frame.lang, "counts_itself.threshold", mana=mana[2] if int(said[1]) >= 7 else mana[1])
    return answered("no" if frame.qtype is QType.YES_NO else None, finding, rule, cite, frame.cards, "counts_itself")
