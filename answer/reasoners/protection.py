"""Protection from a color prevents all damage sources of that color would deal (702.16e), targeted or not
(a Pyroclasm too), before any effect that would add to it; and a prevention shield can't undo damage already
dealt: prevention effects watch for damage that would happen (615.1)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import SIDE_GRANT, Citer, Step, Verdict, answered, ids, is_spell_card
from answer.text import COLORS_ES, capital
from ingest.lexicon import fold
from ingest.models import Card

COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
#: folded color words, English and Spanish (with the feminine forms), to the English color
COLOR_WORDS = {**{color: color for color in COLORS}, **COLORS_ES, "blanca": "white", "negra": "black", "roja": "red"}
_ASKS = re.compile(
    r"surviv|\bdie|\bkill|\bmata\b|how much damage|damage .{0,20}(take|deal)|\b(take|takes|get|gets) (any )?damage|sobreviv|\bmuer|cuanto dano|recibe|\bdano"
)
_AFTER_THE_FACT = re.compile(
    r"already (resolved|dealt|happened)|ya (se )?(resolvio|hizo|hicieron)|after (it|the \w+) (resolved|dealt)|"
    r"despues de que se resolviera|ya ha (hecho|resuelto)|"
    # "¿puedo esperar a que resuelva y luego activar…?", "can I wait until it resolves and then activate…?"
    r"esperar a que (se )?resuelva\w*[^?]{0,20}\b(y )?(luego|despues)\b|wait (until|for) (it|the \w+) (to )?resolves?\b"
    r"[^?]{0,20}\b(and )?then\b"
)
_PREVENTS = re.compile(r"\bprevent\b", re.I)
#: asking whether a spell may be cast at it: "can i bolt it?", "¿le puedo hacer/tirar stomp a…?"
_ASKS_TO_CAST = re.compile(
    r"\b(?:can|could|may) (?:i|you|we) (?:cast|target|aim|point|bolt|shock|stomp)\b|"
    r"\b(?:le |lo |la )?(?:puedo|puede|podemos) (?:hacer|tirar|tirarle|lanzar|lanzarle|echar|apuntar)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if any(SIDE_GRANT.search(c.oracle_text) and "Creature" not in c.type_line for c in frame.cards):
        return None  # Akroma's Memorial gives the protection to the creatures: the survival reasoner's side shield
    return _player_attacked(frame, cite) or _too_late(frame, cite) or _protection(frame, cite)


#: a card that gives its controller protection (Teferi's Protection: "You gain protection from everything")
_GIVES_PLAYER = re.compile(r"\byou (?:gain|have) protection from\b", re.I)
#: asks whether the protected player can still be attacked: "can they attack me?", "¿pueden atacarme?"
_ASKS_ATTACK_ME = re.compile(
    r"\battack (?:me|you|him|her|them)\b|\bbe attacked\b|\batacarme\b|\batacarte\b|\batacarle\b|\bme (?:pueden|puede) atacar\b"
)


def _player_attacked(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I cast Teferi's Protection: can my opponents still attack me?" Yes: protection doesn't stop a player from
    being attacked; the damage their sources would deal to that player is prevented (702.16e)."""
    giver = next((c for c in frame.cards if _GIVES_PLAYER.search(c.oracle_text)), None)
    if giver is None or frame.qtype is not QType.YES_NO or not _ASKS_ATTACK_ME.search(frame.clause or frame.asked):
        return None
    rule = cite("702.16e", r"to a permanent or player with protection is prevented", r"")
    return answered("yes", t(frame.lang, "protection.player_attacked", card=giver.name), rule, cite, (giver,),
                    "protection")  # fmt: skip


def _protection(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.WHAT_HAPPENS:
        return _swept_anyway(frame, cite)
    described = _described_protected(frame, cite)
    if described is not None:
        return described
    if not _ASKS.search(frame.asked):
        return None
    if _ASKS_TO_CAST.search(frame.clause or frame.asked):
        return None  # "¿le puedo hacer stomp a su kor firewalker?": whether it can be targeted, the targets reasoner's
    unnamed = _unnamed_unpreventable(frame, cite)
    if unnamed is not None:
        return unnamed
    # "… does the mother still die?": the card the question asks about, when it names one
    asked = [
        c
        for c in frame.cards
        if not is_spell_card(c) and any(w in frame.asked.split() for w in re.findall(r"\w{4,}", fold(c.name)))
    ]  # a spell named in the ask ("how much does electrolyze deal to the birds?") is the source, not the one asked
    for card in frame.cards:
        if is_spell_card(card):
            continue  # Apostle's Blessing gives protection; it is no permanent dealt the damage
        colors = protected_from(card, frame)
        if not colors or (len(asked) == 1 and card not in asked):
            continue
        # "Protection from black and from red": the color of a named damage source, if one is
        color = next((c for c in colors if any(COLORS[c] in other.mana_cost for other in frame.cards)), colors[0])
        # Skullcrack cast earlier: damage can't be prevented this turn, so protection's prevention does nothing
        undoer = next(
            (c for c in frame.cards if c is not card and is_spell_card(c) and UNPREVENTABLE.search(c.oracle_text)), None
        )
        sources = [
            c for c in frame.cards if c is not card and COLORS[color] in c.mana_cost and _DEALS.search(c.oracle_text)
        ]
        source = next((c for c in sources if c is not undoer), sources[0] if sources else None)
        if source is None:
            swept = _untargeted(frame, cite, card, color)
            if swept is not None:
                return swept
            continue
        lang = frame.lang
        if undoer is not None and source is undoer:
            # Skullcrack is the only red card with damage: the damage asked about is a creature's ("then attack with
            # goblin guide and they block with kor firewalker")
            source = next((c for c in frame.cards if c not in (card, undoer) and "Creature" in c.type_line), None)
            if source is None:
                return None
        if undoer is not None:
            return _unpreventable(frame, cite, card, source, undoer, color)
        rule = cite("702.16e", r"is prevented", r"se previene")
        text = t(lang, "protection.prevents", name=card.name, source=source.name, color=t(lang, f"color.{color}"))
        text += ids(rule)
        if frame.qtype is QType.YES_NO:
            harmed = bool(
                re.search(
                    r"\bdie|\bkill|\bmata\b|\bmuer|\btakes?\b|\bgets? (any )?damage|\brecib|\bdealt\b", frame.asked
                )
            )
            harmed = harmed and not re.search(r"prevent|previen", frame.asked)
            text = t(lang, "no" if harmed else "yes") + " " + text
        return Verdict(text, [Step(text, (rule,) if rule else ())], cite.quotes, (card, source), "protection")
    return None


#: "una criatura con protección contra el rojo", "a creature with pro red": a protected creature the question doesn't name
_UNNAMED_PROTECTED = re.compile(
    r"\b(?:creature|criatura|guy|bicho)\w* (?:with|con) (?:protection from|pro|proteccion contra(?: el)?) ?(white|blue|black|"
    r"red|green|blanco|azul|negro|rojo|verde)\b"
)


def _unnamed_unpreventable(frame: Frame, cite: Citer) -> Verdict | None:
    """Skullcrack cast, then a creature the question doesn't name, with protection, is dealt damage: the damage can't
    be prevented this turn, so it is dealt (615.12)."""
    said = _UNNAMED_PROTECTED.search(frame.folded)
    undoer = next((c for c in frame.cards if is_spell_card(c) and UNPREVENTABLE.search(c.oracle_text)), None)
    if said is None or undoer is None or frame.qtype is not QType.YES_NO:
        return None
    if any(protected_from(c, frame) for c in frame.cards):
        return None  # a named protected creature: the reading below
    rule = cite("615.12", r"can’t be prevented", r"no puede prevenirse")
    finding = t(frame.lang, "protection.unpreventable_unnamed", card=undoer.name)
    harmed = not re.search(r"prevent|previen", frame.clause or frame.asked)
    return answered("yes" if harmed else "no", finding, rule, cite, (undoer,), "protection")


def _unpreventable(frame: Frame, cite: Citer, card: Card, source: Card, undoer: Card, color: str) -> Verdict:
    """Protection from the source's color, but a spell made damage unpreventable this turn: the damage is dealt
    (615.12), and the creature dies if it is lethal."""
    rule = cite("615.12", r"can’t be prevented", r"no puede prevenirse")
    said_color = t(frame.lang, f"color.{color}")
    text = t(frame.lang, "protection.unpreventable", source=source.name, card=undoer.name, color=said_color)
    cards = (card, source, undoer)
    if frame.qtype is not QType.YES_NO:
        return answered(None, text, rule, cite, cards, "protection")
    dealt = re.search(r"deals? (\d+) damage", source.oracle_text)
    amount = dealt[1] if dealt is not None else source.power if "Creature" in source.type_line else None
    toughness = card.toughness or ""
    lethal = (amount or "").isdigit() and toughness.isdigit() and int(amount or 0) >= int(toughness)
    if re.search(r"prevent|previen", frame.asked):
        answer = "no"
    elif re.search(r"\bdie|\bmuer|\bkill|\bmata", frame.asked):
        answer = "yes" if lethal else "no"
    else:
        answer = "yes"
    return answered(answer, text, rule, cite, cards, "protection")


_CREATURE_SAID = re.compile(r"\b(?:bicho|criatura|creature|guy|dude|dork|commander|comandante)s?\b")
#: "Damage can't be prevented this turn." (Stomp, Skullcrack): what no prevention effect gets past
UNPREVENTABLE = re.compile(r"damage [^.]*can[’']t be prevented", re.I)


def _described_protected(frame: Frame, cite: Citer) -> Verdict | None:
    """ "they give their creature pro red with Mother of Runes in response to my Anger of the Gods": an unnamed
    creature given protection from the color of the one named damage source takes none of its damage (702.16e) —
    unless a named card made damage unpreventable this turn (Stomp: 615.12)."""
    color = _said_color(frame)
    if color is None or frame.qtype is not QType.YES_NO or not _CREATURE_SAID.search(frame.folded):
        return None
    unpreventable = next((c for c in frame.cards if UNPREVENTABLE.search(c.oracle_text)), None)
    others = [c for c in frame.cards if c is not unpreventable]
    creatures = [c for c in others if "Creature" in c.type_line and not _GIVES_ANY.search(c.oracle_text)]
    if any(COLORS[color] not in c.mana_cost for c in creatures):
        return None  # a named creature that may be the protected one: the card path reads it
    the_creature = t(frame.lang, "pt.the_creature")
    mine = re.search(r"\b(?:my|mi|mis) (?:guy|dude|creature|bicho|criatura|commander|comandante)s?\b", frame.folded)
    swept = _untargeted(frame, cite, Card(name=the_creature[:1].lower() + the_creature[1:]), color) if mine else None
    if swept is not None:  # "my guy has pro black from mom, does damnation still kill it?": yes
        return swept
    # a spell that deals damage, or a creature of that color fighting it ("my guy with pro red blocks their mayhem devil")
    fighting = frame.has("block") or bool(re.search(r"\battack\w*|\bataca\w*|\bswing\w*", frame.folded))
    sources = [
        c
        for c in others
        if COLORS[color] in c.mana_cost and ((c in creatures and fighting) or _DEALS.search(c.oracle_text))
    ]
    if len(sources) != 1:
        return None
    source, lang = sources[0], frame.lang
    named_words = re.findall(r"\w{4,}", fold(source.name))
    if any(re.search(rf"\b{w}", fold(frame.clause or frame.asked)) for w in named_words):
        return None  # "…, does their devil survive?": asked about the source, not the protected creature
    harmed = bool(re.search(r"\bdie|\bmuer|\btakes?\b|\brecib|\bdealt\b|\bcarga|\bkill|\bmata", frame.asked))
    survives = bool(re.search(r"surviv|sobreviv|\bsave|\bsalva|\blive", frame.asked))
    if harmed == survives:
        return None
    if unpreventable is not None:
        rule = cite("615.12", r"can’t be prevented", r"no puede prevenirse")
        finding = t(lang, "protection.unpreventable", card=unpreventable.name, source=source.name,
                    color=t(lang, f"color.{color}"))  # fmt: skip
        return answered("yes" if harmed else "no", finding, rule, cite, frame.cards, "protection")
    rule = cite("702.16e", r"is prevented", r"se previene")
    finding = t(lang, "protection.prevents", name=t(lang, "pt.the_creature"), source=source.name,
                color=t(lang, f"color.{color}"))  # fmt: skip
    return answered("no" if harmed else "yes", capital(finding), rule, cite, frame.cards, "protection")


_GIVES_ANY = re.compile(r"gains? protection from|protection from the color of your choice", re.I)
_DEALS = re.compile(r"deals? \d+ damage")


#: a spell that removes every creature without targeting or dealing damage (Damnation, Wrath of God, Toxic Deluge)
_SWEEPS = re.compile(r"^(destroy|exile) all\b|\ball (other )?creatures get -|each creature gets -", re.I | re.M)


def _untargeted(frame: Frame, cite: Citer, card: Card, color: str) -> Verdict | None:
    """Protection from the sweeper's color doesn't save the creature: the sweeper neither targets it nor deals
    damage (702.16b, 702.16e say what protection stops)."""
    source = next(
        (
            c
            for c in frame.cards
            if c is not card
            and COLORS[color] in c.mana_cost
            and _SWEEPS.search(c.oracle_text)
            and "target" not in c.oracle_text.lower()
        ),
        None,
    )
    if source is None:
        return None
    lang = frame.lang
    targeting = cite("702.16b", r"can’t be targeted by spells", r"objetivo")
    damage = cite("702.16e", r"is prevented", r"se previene")
    fate = re.search(r"^(destroy|exile) all\b", source.oracle_text, re.I | re.M)
    shrink = re.search(r"get -(\d+)/-(\d+)", source.oracle_text)
    kind, pt = (fate[1].lower(), "") if fate else ("shrink", "")
    if shrink and (card.power or "").isdigit() and (card.toughness or "").isdigit():
        toughness = int(card.toughness or 0) - int(shrink[2])
        if toughness <= 0:  # Infest on White Knight: a 0/0
            kind, pt = "shrink_dies", f"{int(card.power or 0) - int(shrink[1])}/{toughness}"
    text = t(lang, "protection.untargeted", name=card.name, source=source.name, color=t(lang, f"color.{color}"),
             fate=t(lang, f"protection.fate_{kind}", pt=pt))  # fmt: skip
    text += ids(targeting, damage)
    if frame.qtype is QType.YES_NO:
        survives = bool(re.search(r"surviv|sobreviv|\bsave|\bsalva|\blives?\b|\bvive\b", frame.asked))
        text = t(lang, "no" if survives else "yes") + " " + text
    rules = tuple(r for r in (targeting, damage) if r)
    return Verdict(text, [Step(text, rules)], cite.quotes, (card, source), "protection")


_SAID_PROTECTION = re.compile(
    r"(?:protection from|\bpro)[- ](?P<en>white|blue|black|red|green)\b|"
    r"(?:proteccion (?:contra|del|de) (?:el |lo )?|\bpro )(?P<es>blanco|azul|negro|rojo|verde)"
)
_GIVES = re.compile(r"gains? protection from", re.I)
#: the color chosen for a "protection from the color of your choice" card: "gods willing choosing white", "eligiendo blanco"
_CHOSEN = re.compile(
    r"\b(?:choos\w*|chose|nam\w*|pick\w*) (?P<en>white|blue|black|red|green)\b|"
    r"\b(?:eligiendo|elijo|elegi|eligio|nombrando|nombro) (?:el )?(?P<es>blanco|azul|negro|rojo|verde)\b"
)


def _said_color(frame: Frame) -> str | None:
    """The color of the protection the question gives: said ("pro white"), or chosen for a card that gives protection
    from the color of its controller's choice (Gods Willing "eligiendo blanco")."""
    said = _SAID_PROTECTION.search(frame.folded)
    if said is None and any(_GIVES_ANY.search(c.oracle_text) for c in frame.cards):
        said = _CHOSEN.search(frame.folded)
    return (said["en"] or COLORS_ES[said["es"]]) if said else None


def _swept_anyway(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp casts Wrath of God, I give my guy pro white with Mother of Runes. What happens to him?": destroyed
    anyway (702.16b, 702.16e say what protection stops). The creature is the named one that doesn't give it, or an
    unnamed one."""
    color = _said_color(frame)
    if color is None:
        return None
    named = [c for c in frame.cards if "Creature" in c.type_line and not _GIVES.search(c.oracle_text)]
    if len(named) > 1:
        return None
    creature = named[0] if named else Card(t(frame.lang, "protection.your_creature"), "")
    return _untargeted(frame, cite, creature, color)


def protected_from(card: Card, frame: Frame) -> list[str]:
    """The colors `card` has protection from: its Oracle text ("Protection from black and from red"), or the
    question ("Kor Firewalker (protección contra el rojo)")."""
    found = re.search(r"protection from (white|blue|black|red|green)((?: and from (?:white|blue|black|red|green))*)",
                      card.oracle_text, re.I)  # fmt: skip
    if found:
        return [found[1].lower(), *re.findall(r"white|blue|black|red|green", found[2].lower())]
    spots = _spots(frame, card)
    for said in _SAID_PROTECTION.finditer(frame.folded):
        for at, end in spots:
            after = 0 <= said.start() - end <= 40  # "Kor Firewalker (protección…)", "give the confidant pro red"
            if after and _given_to_another(frame, card, said.start(), said.end()):
                after = False  # "… su Mother of Runes. él gira la Mother y le da protección del rojo al Confidant"
            # "le doy protección del rojo a mi Llanowar Elves", not "… pro red. does the confidant die?"
            before = 0 <= at - said.end() <= 12 and not re.search(r"[.?!;]", frame.folded[said.end() : at])
            if after or before:
                return [said["en"] or COLORS_ES[said["es"]]]
    return []


def _spots(frame: Frame, card: Card) -> list[tuple[int, int]]:
    """Where the question names the card: its first mention in full, and any later one by the last word of its name
    ("the confidant")."""
    at = frame.folded.find(fold(card.name))
    if at < 0:
        return []
    last = fold(card.name.split(",")[0]).split()[-1]
    later = [(m.start(), m.end()) for m in re.finditer(rf"\b{re.escape(last)}\b", frame.folded[at + len(card.name) :])]
    shift = at + len(card.name)
    return [(at, shift), *((start + shift, end + shift) for start, end in later if len(last) >= 4)]


def _given_to_another(frame: Frame, card: Card, start: int, end: int) -> bool:
    """The protection said is given to another named card, called right after it ("… al Confidant") or just before
    it ("give the confidant pro red")."""
    aimed = re.match(r"\s*(?:to|on|onto|a|al|a la|sobre)\s+(?:(?:the|his|her|their|its|el|la|su|mi|my)\s+)?(\w+)",
                     frame.folded[end:])  # fmt: skip
    given = re.search(r"\b(?:give|gives|gave|giving)\s+(?:(?:the|his|her|their|its|my)\s+)?(\w+)\s+$",
                      frame.folded[max(0, start - 40) : start])  # fmt: skip
    said = {found[1] for found in (aimed, given) if found}
    return any(other is not card and said & set(re.findall(r"\w{4,}", fold(other.name))) for other in frame.cards)


def _too_late(frame: Frame, cite: Citer) -> Verdict | None:
    shield = next((c for c in frame.cards if _PREVENTS.search(c.oracle_text)), None)
    if shield is None or frame.qtype is not QType.YES_NO or not _AFTER_THE_FACT.search(frame.folded):
        return None
    lang = frame.lang
    rule = cite("615.1", r"watch for a damage event that would happen", r"daño que fuera a")
    return answered("no", t(lang, "protection.too_late", card=shield.name), rule, cite, (shield,), "protection")
