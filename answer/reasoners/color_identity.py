"""Commander deck building by color identity (903.4, 903.5c): a card's color identity is every color in its mana cost
and rules text (a hybrid symbol counts both colors, even if one alone could pay it); a card can be in the deck only if
every one of those colors is in the commander's identity. Fires only for a Commander deck question naming the card
and giving the commander's colors ("mono green", "mono-verde") or naming a legendary commander."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import COMMANDER_WORDS, Citer, Step, Verdict, answered, ids, rules_text
from ingest.models import Card

_COMMANDER = re.compile(COMMANDER_WORDS + r"|\bedh\b")
_DECK = re.compile(
    r"\bdeck\b|\bmazo\b|\bbaraja\b|\bplay\b|\brun\b|\binclude\b|\bmeter\b|\bjugar\b|\bincluir\b|\bponer\b|"
    # "can kitchen finks go in?": into the deck, said at the end of the ask (not "goes in the graveyard")
    r"\bgo(?:es)? in\s*\??$"
)
_COLORS = {"W": "white|blanc[oa]", "U": "blue|azul", "B": "black|negr[oa]", "R": "red|roj[oa]", "G": "green|verde"}
_MONO = re.compile(r"\bmono[- ]?(white|blue|black|red|green|blanc[oa]|azul|negr[oa]|roj[oa]|verde)\b")
_SYMBOL = re.compile(r"\{([^}]+)\}")
_COLOR_WORD = r"(white|blue|black|red|green|blanc[oa]|azul|negr[oa]|roj[oa]|verde)"
#: a hybrid symbol said in words: "maná híbrido rojo/blanco", "a red/white hybrid card"
_HYBRID_SAID = re.compile(
    rf"\bhibrid\w*\s+{_COLOR_WORD}\s*(?:/|y|-|o)\s*{_COLOR_WORD}\b|\b{_COLOR_WORD}\s*/\s*{_COLOR_WORD}\s+hybrid\b"
)


def identity(card: Card) -> set[str]:
    """The colors of every mana symbol in the card's mana cost and rules text (reminder text aside)."""
    text = rules_text(card)  # 903.4c: reminder text is ignored
    found: set[str] = set()
    for symbol in _SYMBOL.findall(card.mana_cost + " " + text):
        found |= {part for part in symbol.split("/") if part in _COLORS}
    return found


#: Command Tower, Arcane Signet: mana "of any color in your commander's color identity"
_IDENTITY_MANA = re.compile(r"add one mana of any color in your commander[’']s color identity", re.I)
_NO_COMMANDER = re.compile(
    r"\bsin comandante\b|\bwithout (?:a )?commander\b|\bno commander\b|\bnon-?commander\b|\bno tengo comandante\b|"
    r"\bno (?:hay|tiene) comandante\b|\bdon'?t have a commander\b"
)
_ASKS_MANA = re.compile(
    r"\bmana\b|\bproduc\w*|\badd\w*|\bagreg\w*|\banad\w*|\bda\b|\bgive\w*|\btap\w* for\b|\bsaca\w*|\bgenera\w*"
)


def _identity_mana(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Mazo casual sin comandante: ¿la Command Tower me da maná?" No: with no commander its color identity is
    undefined, so the ability adds nothing (903.4f); a colorless commander's identity has no color either (106.5)."""
    source = next((c for c in frame.cards if _IDENTITY_MANA.search(c.oracle_text)), None)
    if source is None or not _ASKS_MANA.search(frame.clause or frame.asked):
        return None
    elsewhere = re.search(
        r"(?:commander|comandante) (?:on the battlefield|in play|en el campo|en mesa|en juego)|command zone|zona de mando",
        frame.folded,
    )  # "no commander on the battlefield": one in the command zone still has its identity
    if _NO_COMMANDER.search(frame.folded) and not elsewhere:
        rule = cite("903.4f", r"that quality is undefined if that player doesn’t have a commander", r"")
        return answered("no", t(frame.lang, "identity.no_commander", card=source.name), rule, cite, frame.cards,
                        "color_identity")  # fmt: skip
    leaders = [c for c in frame.cards if "Legendary" in c.type_line and "Creature" in c.type_line]
    if len(leaders) == 1 and not identity(leaders[0]) and _COMMANDER.search(frame.folded):
        rule = cite("106.5", r"undefined type", r"")
        finding = t(frame.lang, "identity.colorless", card=source.name, commander=leaders[0].name)
        return answered("no", finding, rule, cite, frame.cards, "color_identity")
    asked = re.findall(_COLOR_WORD, frame.clause or frame.asked)
    if len(leaders) == 1 and len(set(asked)) == 1 and _COMMANDER.search(frame.folded) and len(frame.cards) == 2:
        # "mi comandante es Atla Palani, ¿me saca azul la Command Tower?": only its commander's identity colors
        color = next(symbol for symbol, words in _COLORS.items() if re.fullmatch(words, asked[0]))
        inside = color in identity(leaders[0])
        rule = cite("903.4", r"color identity", r"")
        key = "identity.tower_color_in" if inside else "identity.tower_color_out"
        finding = t(frame.lang, key, card=source.name, commander=leaders[0].name, color=asked[0])
        return answered("yes" if inside else "no", finding, rule, cite, frame.cards, "color_identity")
    return None


#: reminder text asked about: "¿los símbolos del texto recordatorio cuentan pa la identidad de color?"
_REMINDER_SAID = re.compile(r"\breminder text\b|\btexto (?:de )?recordatorio\b")
_IDENTITY_SAID = re.compile(r"\bcolou?r identity\b|\bidentidad de color\b")
#: another part of the card asked beside reminder text: "…but does the color indicator count?", "hybrid"
_OTHER_PART = re.compile(r"\bindicator\b|\bindicador\b|\bhybrid\b|\bhibrid\w*|\bmana cost\b|\bcoste\b|\bcosto\b")
_COUNTS_ASKED = re.compile(r"\bcount\w*|\bcuenta\w*|\bmatter\w*|\bimporta\w*|\bafecta\w*|\baffect\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.YES_NO:
        tower = _identity_mana(frame, cite)
        if tower is not None:
            return tower
        clause = frame.clause or frame.asked
        said = _REMINDER_SAID.search(clause) and _IDENTITY_SAID.search(frame.folded) and not _OTHER_PART.search(clause)
        if said and _COUNTS_ASKED.search(clause) and not re.search(r"\bnot?\b|n'?t\b", clause):
            # "do mana symbols in reminder text count for color identity?": no (903.4c)
            rule = cite("903.4c", r"Reminder text is ignored", r"")
            return answered("no", t(frame.lang, "identity.reminder"), rule, cite, frame.cards, "color_identity")
    if frame.qtype is not QType.YES_NO or not _COMMANDER.search(frame.folded) or not _DECK.search(frame.folded):
        return None
    mono = _MONO.search(frame.folded)
    if mono is not None:
        allowed = {color for color, words in _COLORS.items() if re.fullmatch(words, mono[1])}
        candidates = list(frame.cards)
        label = mono[0]
        leaders = [c for c in candidates if "Legendary" in c.type_line and "Creature" in c.type_line]
        if len(candidates) == 2 and len(leaders) == 1 and identity(leaders[0]) <= allowed:
            candidates.remove(leaders[0])  # "mi mazo de Krenko, Mob Boss (mono rojo)": the commander, not the card
    else:
        leaders = [c for c in frame.cards if "Legendary" in c.type_line and "Creature" in c.type_line]
        if len(leaders) != 1 or len(frame.cards) != 2:
            return None
        allowed = identity(leaders[0])
        candidates = [c for c in frame.cards if c is not leaders[0]]
        label = leaders[0].name
    hybrid = _HYBRID_SAID.search(frame.folded)
    if mono is not None and not candidates and hybrid is not None:
        # "mono rojo: ¿puedo meter una carta con maná híbrido rojo/blanco?": both halves count (903.4)
        halves = [word for word in hybrid.groups() if word]
        colors = {color for color, words in _COLORS.items() if any(re.fullmatch(words, half) for half in halves)}
        fits = colors <= allowed
        rule = cite("903.4", r"color identity", r"identidad de color")
        key = "identity.hybrid_fits" if fits else "identity.hybrid_outside"
        finding = t(frame.lang, key, colors="/".join(halves), commander=label) + ids(rule)
        return Verdict(t(frame.lang, "yes" if fits else "no") + " " + finding, [Step(finding, (rule,) if rule else ())],
                       cite.quotes, (), "color_identity")  # fmt: skip
    typed = _basic_types(frame, candidates, mono is not None, allowed)
    if typed is not None:
        return _land_types(frame, cite, typed, allowed, label, candidates)
    if len(candidates) != 1 or not (candidates[0].mana_cost or "Land" in candidates[0].type_line):
        return None  # a land has no mana cost: its rules text still gives its identity (Murmuring Bosk's {W}/{B})
    card = candidates[0]
    colors = identity(card)
    fits = colors <= allowed
    rule = cite("903.5c", r"every color in its color identity", r"identidad de color")
    names = ", ".join(sorted(colors)) or "—"
    finding = t(frame.lang, "identity.fits" if fits else "identity.outside", card=card.name, colors=names,
                commander=label)  # fmt: skip
    finding += ids(rule)
    return Verdict(t(frame.lang, "yes" if fits else "no") + " " + finding, [Step(finding, (rule,) if rule else ())],
                   cite.quotes, (card,), "color_identity")  # fmt: skip


#: the basic land types and the color of mana each makes (305.6)
_LAND_TYPES = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
#: as a Spanish answer names them
_LAND_TYPES_SHOWN_ES = {
    "plains": "Llanura", "island": "Isla", "swamp": "Pantano", "mountain": "Montaña", "forest": "Bosque"
}  # fmt: skip
_LAND_TYPES_ES = {"llanura": "plains", "isla": "island", "pantano": "swamp", "montana": "mountain", "bosque": "forest"}
#: a dual land said by its types: "una dual vieja que es Montaña Bosque", "a mountain forest dual"
_TYPES_SAID = re.compile(
    r"\b(plains|island|swamp|mountain|forest|llanura|isla|pantano|montana|bosque)[ -/]+"
    r"(?:y |and )?(plains|island|swamp|mountain|forest|llanura|isla|pantano|montana|bosque)\b"
)


def _basic_types(frame: Frame, candidates: list[Card], mono: bool, allowed: set[str]) -> list[str] | None:
    """The basic land types of the one land asked about: a named land's type line (when its mana symbols alone don't
    already keep it out: Murmuring Bosk's {W}/{B}), or two types said of an unnamed dual in a mono-colored deck."""
    lands = [c for c in candidates if "Land" in c.type_line]
    if len(candidates) == 1 and lands and not identity(lands[0]) - allowed:
        front = lands[0].type_line.split("//")[0]
        types = [w.lower() for w in front.split("—")[-1].split()] if "—" in front else []
        return [w for w in types if w in _LAND_TYPES] or None
    said = _TYPES_SAID.search(frame.folded) if mono and not candidates else None
    if said is None:
        return None
    return [_LAND_TYPES_ES.get(w, w) for w in said.groups()]


def _land_types(
    frame: Frame, cite: Citer, types: list[str], allowed: set[str], label: str, candidates: list[Card]
) -> Verdict:
    """ "Mono-green Commander: can I play Taiga (Mountain Forest)?" No: a card with a basic land type fits only if
    every color of mana it could make is in the commander's identity (903.5d); Taiga could make red."""
    colors = {_LAND_TYPES[w] for w in types} | (identity(candidates[0]) if candidates else set())
    fits = colors <= allowed
    rule = cite("903.5d", r"each color of mana it could produce", r"")
    name = candidates[0].name if candidates else t(frame.lang, "identity.that_land")
    key = "identity.land_fits" if fits else "identity.land_outside"
    said = [_LAND_TYPES_SHOWN_ES[w] if frame.lang == "es" else w.capitalize() for w in types]
    finding = t(frame.lang, key, card=name, types=" ".join(said), commander=label)
    finding += ids(rule)
    return Verdict(t(frame.lang, "yes" if fits else "no") + " " + finding, [Step(finding, (rule,) if rule else ())],
                   cite.quotes, tuple(candidates), "color_identity")  # fmt: skip
