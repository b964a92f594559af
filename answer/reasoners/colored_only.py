"""An effect only on colored permanents (202.2, 105.2c): Ugin, the Spirit Dragon's −X ("each permanent … that's one or
more colors") and All Is Dust never touch a colorless one — an artifact with no colored mana symbol in its cost (the
Moxen, Wurmcoil Engine), a land, a devoid card. Fires for a yes/no question naming such an effect's card and a
colorless permanent, asking whether that permanent stays or goes; a card that could give it a color declines."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    ASKS_DIES,
    ASKS_SURVIVES,
    Citer,
    Verdict,
    answered,
    card_colors,
    mana_value,
    named_in,
)
from ingest.models import Card

#: "Exile each permanent with mana value X or less that's one or more colors", "all permanents … that are one or
#: more colors"
_COLORED_ONLY = re.compile(
    r"\b(?:each|all) permanents?\b[^.]*\bthat(?:'s| is| are) one or more colors\b|\ball colored permanents\b", re.I
)
#: the X said as a value: "X es 2", "X is 2", "si X fuera 2"
_X_IS = re.compile(r"\bx (?:es|is|was|were|fuera|fuese|de|=)\s?(\d{1,2})\b")
#: Ugin's "−X: Exile each permanent with mana value X or less …", the X said after a minus: "ugin -3", "minus 5",
#: "-X for 4", "x=4" (not a "-1/-1" counter)
_MINUS_SAID = re.compile(
    r"(?<![\d/+-])(?:[-−]\s?|\bminus\s|\bmenos\s|\bx\s?=\s?|[-−]x (?:for|por|de|=)\s?)(\d{1,2})\b(?!\s*/)"
)
#: a card that could give a permanent a color (Painter's Servant, Darkest Hour)
_PAINTS = re.compile(r"\bis the chosen color\b|\bare the chosen color\b|\bin addition to (?:its|their) other colors\b"
                     r"|\bbecomes? (?:the color|white|blue|black|red|green)\b", re.I)  # fmt: skip
#: asks whether it stays: "do my Moxen stay?", "¿se quedan mis moxen?", "does Wurmcoil survive?"
_STAYS = re.compile(r"\bstay\w*|\bremain\w*|\bse queda\w*|\bsigue\w*|\bquedan?\b|\bkeep\b|\bme quedo\b|\bsafe\b")
#: asks whether it goes: "does it exile my Mox?", "¿se exilian?"
_GOES = re.compile(r"\bexil\w*|\bsacrific\w*|\bget hit\b|\bgone\b|\bse va\w*|\bse van\b|\bwipe\w*|\bsweep\w*")


def _colorless(card: Card) -> bool:
    """A permanent card that is colorless: no colored mana symbol in its cost (or devoid), not an instant or sorcery."""
    permanent = re.search(r"Artifact|Creature|Land|Enchantment|Planeswalker", card.type_line)
    # a color indicator (Dryad Arbor) or a text that colors it (Transguild Courier "is all colors") isn't read
    colored_otherwise = ("Land" in card.type_line and "Creature" in card.type_line) or re.search(
        r"\bis (?:all colors|every color|white|blue|black|red|green)\b", card.oracle_text, re.I
    )
    return bool(permanent) and not card.faces and not card_colors(card) and not colored_otherwise


def _asks_stays(clause: str) -> bool | None:
    """True when the ask is whether the permanent stays ("do my Moxen stay?"), False when whether it goes ("does it
    exile my Mox?"), None when neither."""
    if _STAYS.search(clause) or ASKS_SURVIVES.search(clause):
        return True
    if _GOES.search(clause) or ASKS_DIES.search(clause):
        return False
    return None


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    effect = next((c for c in frame.cards if _COLORED_ONLY.search(c.oracle_text)), None)
    if effect is None or any(_PAINTS.search(c.oracle_text) for c in frame.cards):
        return None
    clause = frame.clause or frame.asked
    if effect.loyalty and not re.search(r"[-−]\s?(?:\d|x\b)|\bminus\b|\bmenos\b|\bx\s?=", frame.folded):
        return None  # Ugin's +2 deals damage to any target: color doesn't matter
    spared = [c for c in frame.cards if c is not effect and _colorless(c)]
    colored = [c for c in frame.cards if c is not effect and not _colorless(c)]
    if not spared and len(colored) == 1 and named_in(colored[0], clause):
        return _colored_hit(frame, cite, effect, colored[0], clause)
    if len(spared) != 1 or any(named_in(c, clause) for c in colored):
        return None
    if re.search(r"\bpaint\w*|\bpint\w*|\bcolou?r(?:ed)? (?:it|them)\b", frame.folded):
        return None  # "after I paint it blue": a color the question gives it
    stays = _asks_stays(clause)
    if stays is None:
        return None
    opener = "yes" if stays else "no"
    rule = cite("105.2c", r"A colorless object has no color", r"")
    finding = t(frame.lang, "colored_only.spared", card=spared[0].name, effect=effect.name)
    return answered(opener, finding, rule, cite, (effect, spared[0]), "colored_only")


def _colored_hit(frame: Frame, cite: Citer, effect: Card, card: Card, clause: str) -> Verdict | None:
    """A colored permanent against Ugin's −X with X said: exiled when its mana value is X or less, else it stays;
    against All Is Dust, always sacrificed. Lands and two-faced cards are not read."""
    if card.faces or "Land" in card.type_line or not re.search(r"Artifact|Creature|Enchantment|Planeswalker",
                                                                card.type_line):  # fmt: skip
        return None
    hit = True
    if "mana value X or less" in effect.oracle_text or "converted mana cost X or less" in effect.oracle_text:
        # the last X said wins: "Ugin -X por 3: X es 2" (a follow-up's new X) is 2
        said = [*_MINUS_SAID.finditer(frame.folded), *_X_IS.finditer(frame.folded)]
        x = max(said, key=lambda m: m.start(), default=None)
        if x is None:
            return None
        hit = mana_value(card.mana_cost) <= int(x[1])
        rule = cite("202.3", r"mana value", r"valor de maná")
        key = "colored_only.exiled" if hit else "colored_only.too_big"
        finding = t(frame.lang, key, card=card.name, effect=effect.name, n=x[1], mv=str(mana_value(card.mana_cost)))
    else:
        rule = cite("202.2", r"An object is the color or colors of the mana symbols in its mana cost", r"")
        finding = t(frame.lang, "colored_only.swept", card=card.name, effect=effect.name)
    stays = _asks_stays(clause)
    if stays is None:
        return None
    opener = "yes" if stays != hit else "no"
    return answered(opener, finding, rule, cite, (effect, card), "colored_only")
