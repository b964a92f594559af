"""Whether a card can be exiled for a pitch cost ("exile a blue card from your hand": Force of Will, Force of
Negation): a card is the colors of the mana symbols in its mana cost (202.2), not of the mana it makes, so Mox Sapphire
({0}) is colorless and can't pay it. Fires only for a named card with such a cost, one other named card with a printed
mana cost (no Devoid) the question asks about pitching, and a yes/no question."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, named_in
from answer.reasoners.protection import COLORS
from ingest.lexicon import fold

_PITCH = re.compile(r"exile an? (white|blue|black|red|green) card from your hand", re.I)
_RECOLORS = re.compile(
    r"\bchosen color\b|\bcolor of your choice\b|\bbecomes? (?:the color|white|blue|black|red|green)\b", re.I
)
_COLOR_ASKED = re.compile(
    r"\b(?:is it|es|is \w+(?: \w+)?) (?:a |an )?(?:white|blue|black|red|green|blanc[oa]|azul|negr[oa]|roj[oa]|verde)\b"
)
_ASKS_PITCH = re.compile(
    r"\bpitch\w*|\bexil\w*|\bpay\w* (?:for )?(?:the |my )?(?:force|fow|it)\b|\bpagar?\b|\bpa pagar\b|"
    r"\b(?:is it|es) (?:a |an )?(?:white|blue|black|red|green|blanc[oa]|azul|negr[oa]|roj[oa]|verde)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS_PITCH.search(frame.clause or frame.asked):
        return None
    pitcher, pitch = next(((c, m) for c in frame.cards if (m := _PITCH.search(c.oracle_text))), (None, None))
    if pitcher is None or pitch is None or re.search(r"\bif it[’']s not your turn\b", pitcher.oracle_text, re.I):
        return None  # Force of Negation, Force of Vigor: whose turn it is decides first
    others = [c for c in frame.cards if c is not pitcher]
    # the card said to be pitched ("puedo pitchear el mox", "can i pitch brainstorm"), or named where its color is
    # asked ("is mox sapphire blue?"); a card merely beside the pitch spell (Thalia, Snapcaster) is not it
    pitched = re.search(r"\b(?:pitch\w*|exil\w*) (?:el |la |un |una |my |the |a |an |mi )?([a-z]\w+)", frame.folded)
    asked = [c for c in others if pitched and pitched[1] in fold(c.name).split()]
    if not asked and _COLOR_ASKED.search(frame.clause or frame.asked):
        asked = [c for c in others if named_in(c, frame.clause or frame.asked)]
        asked = asked or (others if len(others) == 1 and pitched else [])
    if len(asked) != 1:
        return None
    others = asked
    card = others[0]
    if any(_RECOLORS.search(c.oracle_text) for c in frame.cards if c is not card and c is not pitcher):
        return None  # Painter's Servant: another card changes colors, read elsewhere
    if not card.mana_cost or re.search(r"^Devoid\b", card.oracle_text, re.M) or "//" in card.mana_cost:
        return None  # a color indicator or Devoid decides the color, and the card data doesn't say it here
    if re.search(r"\bis (?:all colors|colorless|every color|white|blue|black|red|green)\b", card.oracle_text, re.I):
        return None  # its own text sets its color (Transguild Courier, Ghostfire: 604.3)
    if re.search(r"\bgraveyard\b|\bcementerio\b|\bbattlefield\b|\bcampo\b|\bexile zone\b", frame.folded):
        return None  # the cost exiles a card from the hand: one elsewhere is another question
    color = pitch[1].lower()
    symbols = re.findall(r"\{([^}]+)\}", card.mana_cost)
    has = any(COLORS[color] in s.split("/") for s in symbols)
    colorless = not any(re.search(r"[WUBRG]", s) for s in symbols)
    rule = cite("202.2", r"the color or colors of the mana symbols in its mana cost", r"")
    key = "pitch.yes" if has else "pitch.colorless" if colorless else "pitch.other_color"
    name = t(frame.lang, "color." + color)
    finding = t(frame.lang, key, card=card.name, cost=card.mana_cost, pitcher=pitcher.name, color=name)
    return answered("yes" if has else "no", finding, rule, cite, (pitcher, card), "pitch_color")
