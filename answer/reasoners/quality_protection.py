"""Protection from a quality other than one color (702.16a): "protection from monocolored" (Guardian of the
Guildpact), "multicolored", "colorless" or "everything". A source has that quality by its colors, read from its mana
cost (0 colors: colorless; 1: monocolored; 2 or more: multicolored): a spell or ability from such a source can't
target it (702.16b) and damage from such a source is prevented (702.16e); a colorless Myr Enforcer's damage to a
creature with protection from monocolored is not. Fires only for one named protected card, one other named source
and a yes/no question about targeting it or about damage."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, card_colors, name_pattern, named_in
from ingest.models import Card

_QUALITY = re.compile(r"(?:^|, )protection from (monocolored|multicolored|colorless|everything)\b", re.I | re.M)
_ASKS_TARGET = re.compile(
    r"\btarget\w*|\baim\w*|\bapunt\w*|\bobjetivo\b|\bencant\w*|\benchant\w*|\bexil\w* (?:it|him|her|a|al|con)\b|"
    r"\b(?:cast|lanz\w*|tir\w*|poner\w*|put)\b[^?]{0,30}\b(?:on|onto|sobre)\b|"
    # "¿le puedo tirar un Lightning Bolt?": the clitic is the creature aimed at
    r"\ble (?:puedo |podria |puede )?(?:tirar|lanzar|echar|hacer|meter)\w*"
)
#: asks whether the damage happens: "does the Guardian take damage?", "¿recibe daño?", "does it die?"
_ASKS_TAKES = re.compile(r"\btake\w*\b[^?]{0,20}\bdamage\b|\brecib\w*\b[^?]{0,15}\bdano\b|\bdie\w*\b|\bmuer\w*")
_ASKS_DIES = re.compile(r"\bdie\w*|\bmuer\w*")
#: the source makes a player sacrifice (an edict targets the player, never the protected creature)
_MAKES_SACRIFICE = re.compile(r"\bsacrifices? an? (?:creature|permanent)\b", re.I)
_SACRIFICE = re.compile(r"\bsacrific\w*")
_ONLY_ONE = re.compile(r"\bonly creature\b|\bonly one\b|\bunica criatura\b|\bsu unica\b|\bsolo tiene\b")
_ASKS_AVOIDS = re.compile(r"\bavoid\w*|\bsav\w*|\bsalv\w*|\bevit\w*|\blibr\w*")
#: asks whether protection stops it: "does protection stop the damage?", "¿lo previene?"
_ASKS_STOPS = re.compile(r"\bstop\w*|\bprevent\w*|\bprevien\w*|\bimpid\w*|\bevit\w*|\bprotect\w*|\bproteg\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    protected = next((c for c in frame.cards if _QUALITY.search(c.oracle_text)), None)
    sources = [c for c in frame.cards if c is not protected and (c.mana_cost or "Artifact" in c.type_line)]
    clause = frame.clause or frame.asked
    if len(sources) > 1:  # "…si el Guardian bloquea a sus Typhoid Rats, ¿se muere?": the one the ask names
        sources = [c for c in sources if named_in(c, clause)]
    if protected is None or len(sources) != 1:
        return None
    quality = _QUALITY.search(protected.oracle_text)[1].lower()  # type: ignore[index]
    source = sources[0]
    kind = colors_kind(source)
    has = quality in ("everything", kind)
    # a bare "¿puede?" after "intentó exiliar a mi Guardian con Journey to Nowhere": the situation says the act
    asked = frame.folded if len(clause.split()) <= 3 else clause
    values = {"card": protected.name, "source": source.name, "quality": t(frame.lang, f"qprot.{quality}"),
              "kind": t(frame.lang, f"qprot.kind_{kind}")}  # fmt: skip
    if _SACRIFICE.search(asked) and _MAKES_SACRIFICE.search(source.oracle_text):
        # "Chainer's Edict and their only creature is Guardian of the Guildpact: must they sacrifice it?" Yes: the
        # edict targets the player (or none), never the creature
        if not _ONLY_ONE.search(frame.folded):
            return None  # with other creatures, which one is sacrificed is the player's choice
        rule = cite("702.16b", r"can’t be targeted by spells with the stated quality", r"")
        key = "qprot.sacrifice" if re.search(r"\btarget player\b", source.oracle_text, re.I) else "qprot.sacrifice_each"
        return answered("no" if _ASKS_AVOIDS.search(asked) else "yes", t(frame.lang, key, **values), rule, cite,
                        (protected, source), "quality_protection")  # fmt: skip
    # "can i bolt a guardian of the guildpact?": the spell's name as the verb aims it
    # (right after "can I", not "¿puede sacrificar el Sprite?", where the card is what is acted on)
    aims = _ASKS_TARGET.search(asked) or re.search(
        rf"\b(?:(?:can|could|may) (?:i|you|we|they|he|she|my opponent|my opp|opp|the opponent)|puedo|puede)\s+"
        rf"(?:{name_pattern(source)})\b",
        asked,
    )
    if aims and re.search(r"\btarget", source.oracle_text, re.I):
        rule = cite("702.16b", r"can’t be targeted by spells with the stated quality", r"")
        key = "qprot.no_target" if has else "qprot.may_target"
        return answered("no" if has else "yes", t(frame.lang, key, **values), rule, cite, (protected, source),
                        "quality_protection")  # fmt: skip
    takes, stops = _ASKS_TAKES.search(clause), _ASKS_STOPS.search(clause)
    if not (takes or stops):
        return None
    rule = cite("702.16e", r"to a permanent or player with protection is prevented", r"")
    key = "qprot.prevented" if has else "qprot.dealt"
    answer = ("yes" if has else "no") if stops and not takes else ("no" if has else "yes")
    if takes and _ASKS_DIES.search(clause) and not has:
        # "does the Guardian die?" with the damage dealt: only if the source's power reaches its toughness
        power, toughness = source.power or "", protected.toughness or ""
        if not (power.isdigit() and toughness.isdigit()) or frame.has("deathtouch"):
            return None
        answer = "yes" if int(power) >= int(toughness) else "no"
    return answered(answer, t(frame.lang, key, **values), rule, cite, (protected, source), "quality_protection")


def colors_kind(card: Card) -> str:
    """ "colorless", "monocolored" or "multicolored", by the card's colors (its mana cost; devoid is colorless)."""
    colors = card_colors(card)
    return "colorless" if not colors else "monocolored" if len(colors) == 1 else "multicolored"
