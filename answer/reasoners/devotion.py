"""Devotion counted from the named permanents' mana costs (700.5): each mana symbol of the color among the mana
costs of permanents you control, a hybrid symbol once for each of its colors. Gray Merchant of Asphodel entering
beside Lurrus of the Dream-Den and Murderous Rider drains 6; Heliod, Sun-Crowned with a devotion to white of 4
isn't a creature, so it can't attack."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    Citer,
    Step,
    Verdict,
    controller,
    copies,
    ids,
    is_spell_card,
    mentions_of,
    name_pattern,
    named_in,
    opponents_said,
)
from answer.reasoners.protection import COLORS
from answer.text import COUNT_WORDS, fold, number
from ingest.models import Card
from ingest.ruleid import RuleId

_DEVOTION = re.compile(r"devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))?", re.I)
#: "As long as your devotion to white is less than five, Heliod isn't a creature."
_THRESHOLD = re.compile(r"devotion to [\w ]+ is less than (\w+), [^.]*isn[’']t a creature", re.I)
#: the named cards are the asker's: "I control", "on my board", "tengo", "enters"
_MINE = re.compile(
    r"\bi (?:control|have|got)\b|\bi'?ve got\b|\bi cast\b|\blanzo\b|\bon (?:my )?board\b|\bin play\b|\bmy (?:board|side|battlefield)\b|\benter(?:s|ing)\b|"
    r"\btengo\b|\bcontrolo\b|\ben (?:mi )?mesa\b|\bentra(?:ndo)?\b|\bbajo\b|\bmy devotion\b|\bmi devocion\b"
)
#: a card said to be someone else's: "opp's Lurrus", "su Lurrus"
_THEIRS = r"\b(?:opp'?s|opponent'?s|his|her|their|su|del rival)\s+$"
_ASKS_ATTACK = re.compile(r"\battack|\bblock|\ba creature\b|\bata[cq]\w*|\bbloque\w*|\bes (?:una )?criatura\b")
_ASKS_AMOUNT = re.compile(r"\bhow (?:much|many)\b|\bcuant\w+|\bwhat(?:'?s| is) (?:my |the )?devotion\b")


#: the devotion told: "mi devoción al negro es 5", "my devotion to black is 5"
_SAID = re.compile(
    r"\b(?:devotion|devocion)(?: (?:to|al?) \w+)? (?:(?:is|es|of|de|should be|would be|is at|seria|deberia ser) )?"
    r"(?:(?:only|just|solo|apenas|de) )?(\d+)\b"
)


def _drain(frame: Frame, devotion: int) -> tuple[int, str]:
    """Gray Merchant's drain: each opponent loses the devotion, and the life gained is the total lost; the number
    asked (the gain when the question asks what is gained) and the finding."""
    opponents = opponents_said(frame.folded) or 1
    gained = devotion * opponents
    asks_gain = re.search(r"\bgain|\bgan[oa]|\bgano\b", frame.clause or frame.asked)
    key = "devotion.drain_each" if opponents > 1 else "devotion.drain_one"
    finding = t(frame.lang, key, n=str(devotion), opponents=str(opponents), total=str(gained))
    return (gained if asks_gain else devotion), finding


def _verdict(frame: Frame, cite: Citer, opener: str, finding: str, rule: RuleId | None) -> Verdict:
    return Verdict(opener + finding + ids(rule), [Step(finding + ids(rule), (rule,) if rule else ())], cite.quotes,
                   frame.cards, "devotion")  # fmt: skip


#: permanents the question counts without naming them: "2 other black permanents", "3 permanentes negros más"
_UNNAMED = re.compile(
    r"(?<!\bno )(?<!\bnot )(?<!\bany )(?<!\bningun )(?<!\bninguna )(?<!\bsin )\b(?:\d+|one|two|three|four|five|un|una|dos|tres|cuatro|cinco|other|otros|otras)\b[^.?]{0,20}\b(?:permanents?|"
    r"permanentes?|creatures|criaturas|bichos)\b"
)
#: a card said to be somewhere else than the battlefield
_ELSEWHERE = re.compile(
    r"^[^,.;]{0,45}\b(?<!left )(?<!cards )(?<!cartas )"
    r"(?:in (?:my |his |her |the )?(?:hand|graveyard|library|deck)|en (?:la |mi )?(?:mano|cementerio|biblioteca))\b"
)


#: Thassa's Oracle: "If X is greater than or equal to the number of cards in your library, you win the game."
_WINS = re.compile(r"if X is greater than or equal to the number of cards in your library, you win the game", re.I)
_ASKS_WIN = re.compile(r"\bwin\w*|\bgan[oa]\b|\bgano la partida\b|\bganar\b")
_EMPTY = re.compile(
    r"\b(?:library|biblioteca|deck|mazo)\b[^.?]{0,25}\b(?:is |esta |está )?(?:empty|vacia)\b|\bempty library\b"
)
_LEFT = re.compile(
    rf"\b(\d+|{'|'.join(COUNT_WORDS)}) (?:cards? )?(?:left )?in (?:my )?library\b|"
    rf"\b(\d+|{'|'.join(COUNT_WORDS)}) cartas? (?:en|de) (?:mi )?(?:biblioteca|mazo)\b|"
    rf"\bme quedan? (\d+|{'|'.join(COUNT_WORDS)}) cartas?\b|"
    rf"\b(?:library|biblioteca) (?:is )?(?:down to|at|en|a) (\d+|{'|'.join(COUNT_WORDS)})(?: cards?| cartas?)?\b"
)


#: the devotion card's trigger waiting while the card is removed: "opp kills it in response to the ETB", "with the
#: trigger on the stack", "con el trigger en la pila"
_WITH_TRIGGER_WAITING = re.compile(
    r"\bin response\b|\ben respuesta\b|\bwith (?:the|its|my) (?:etb |enters(?: the battlefield)? )?(?:trigger|ability|etb|"
    r"enters the battlefield)(?: trigger)?(?: still)? on the stack\b|\bcon (?:el|su) (?:trigger|disparo|habilidad) en la pila\b"
)
_REMOVED = re.compile(
    r"\bkill\w*|\bdestroy\w*|\bexile[sd]?\b|\bbounce[sd]?\b|\bpetty thefts?\b|\bunsummon\w*|\bmurder\w*|\bpush\w*|"
    r"\bmata\w*|\bdestru\w*|\bexili\w*|\bdevuelv\w*|\brebot\w*"
)


def _removed_itself(frame: Frame, card: Card) -> bool:
    """The devotion card is what was removed: "opp kills it / the oracle", "la mata", "petty thefts the oracle" —
    not another permanent ("opp kills Jace") nor cards of the library ("exiling cards")."""
    short = re.escape(fold(card.name.split(",")[0]).split(" ")[-1])  # "oracle"
    after = rf"(?:it|her|him|that one|(?:the |my |your |su |la |el )?(?:{short}|{name_pattern(card)}))\b"
    return bool(
        re.search(rf"(?:{_REMOVED.pattern})\s+{after}", frame.folded)
        or (
            _WINS.search(card.oracle_text)
            and re.search(r"\b(?:la|lo)\s+(?:mata|destruye|exilia|rebota|devuelve)\w*", frame.folded)
        )
    )


def _cast_as_adventure(frame: Frame, card: Card) -> bool:
    """An Adventure card whose Adventure half is said ("opp petty thefts the oracle"): cast as that spell, not a
    permanent of the asker's."""
    return len(card.faces) > 1 and any(
        re.search(rf"\b{re.escape(fold(face))}", frame.folded) for face in card.faces[1:]
    )


def _library_left(folded: str) -> int | None:
    """How many cards the question says are left in the library: "my library is empty" 0, "2 cards in library" 2."""
    if _EMPTY.search(folded):
        return 0
    found = _LEFT.search(folded)
    if found is None:
        return None
    return number(next(g for g in found.groups() if g))


def _per_card(frame: Frame, cards: list[Card], letters: set[str]) -> list[tuple[Card, int]]:
    """Each permanent's share of the devotion: its front face's symbols of the colors, times its copies said."""
    return [(c, _symbols(c.mana_cost.split(" // ")[0], letters) * copies(frame, c)) for c in cards]


def _symbols(cost: str, letters: set[str]) -> int:
    return sum(1 for s in re.findall(r"\{([^}]+)\}", cost) if letters & set(s.split("/")))


def _wins(frame: Frame, cite: Citer, card: Card, total: int, counted: str, rule: RuleId | None) -> Verdict | None:
    """Thassa's Oracle: X is the devotion as its ability resolves, the Oracle itself counted while it's there; you
    win when X is at least the cards left in your library."""
    left = _library_left(frame.folded)
    if left is None or not _ASKS_WIN.search(frame.clause or frame.asked):
        return None
    key = "devotion.wins" if total >= left else "devotion.no_win"
    finding = counted + " " + t(frame.lang, key, card=card.name, n=str(total), left=str(left))
    return _verdict(frame, cite, t(frame.lang, "yes" if total >= left else "no") + " ", finding, rule)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY) and not _ASKS_AMOUNT.search(frame.asked):
        return None
    asked = frame.clause or frame.asked
    if frame.qtype is QType.HOW_MANY and re.search(r"\b(?:times|veces)\b", asked) and not re.search(r"devo", asked):
        return None  # "¿cuántas veces se dispara Heliod?": how often it triggers, not a devotion count
    devoted = [(c, m) for c in frame.cards if (m := _DEVOTION.search(c.oracle_text))]
    if len(devoted) == 1 and frame.qtype is QType.YES_NO and _theirs(frame, devoted[0][0]):
        return _theirs_not_creature(frame, cite, *devoted[0])
    if len(devoted) != 1 or not _MINE.search(frame.folded):
        return None
    card, said = devoted[0]
    letters = {COLORS[g.lower()] for g in said.groups() if g}
    text = frame.question.lower()
    permanents = [
        c
        for c in frame.cards
        if not re.search(r"\b(?:Instant|Sorcery)\b", c.type_line.split(" // ")[0])
        and not re.search(_THEIRS, text[: max(0, text.find(c.name.split(",")[0].split(" // ")[0].lower()))])
    ]
    if card not in permanents or re.search(r"\btokens?\b|\bfichas?\b|\bcop(?:y|ies|ia)\b|\bclon", frame.folded):
        return None  # a token or a copy counts another cost: not read here
    if controller(frame, card) == "opponent" or re.search(
        r"\b(?:opponent|opp|rival|oponente) (?:casts|cast|plays|lanza|baja)", frame.folded
    ):
        return None  # the opponent's Gray Merchant: their devotion, their permanents — not told here
    if _UNNAMED.search(frame.folded):
        return None  # "2 other black permanents with BB each": permanents told without a card, not counted here
    if any(_ELSEWHERE.search(frame.folded[at : at + 70]) for c in frame.cards for at in mentions_of(frame.folded, c)):
        return None  # "… while Lurrus is in my hand": not every card named is a permanent on the battlefield
    waiting = _WITH_TRIGGER_WAITING.search(frame.folded)
    if waiting and any(_removed_itself(frame, c) for c in permanents if c is not card):
        return None  # another permanent removed while the trigger waits ("opp kills Jace"): not counted here
    gone = waiting and _removed_itself(frame, card)
    if gone:  # "opp kills the Oracle with its trigger on the stack": X is counted without it as the trigger resolves
        permanents = [c for c in permanents if c is not card and not _cast_as_adventure(frame, c)]
    shares = _per_card(frame, permanents, letters)
    total = sum(n for _, n in shares)
    rule = cite("700.5", r"number of mana symbols of that color", r"símbolos")
    drains = bool(re.search(r"loses X life", card.oracle_text))
    told = _SAID.search(frame.folded)
    if told is not None and re.search(
        r"\bwithout\b|\bsin contar\b|\bnot counting\b|\bexcluding\b|\bbefore (?:it|the oracle|\w+) enters\b|"
        r"\bantes de que entre\b|\bsin (?:el|la|thassa)",
        frame.folded,
    ):
        return None  # a count said without the card itself: its own symbols count as it resolves (700.5)
    if told is not None:  # "mi devoción al negro es 5 contando al propio Gary": the count the asker gives
        if frame.qtype is QType.YES_NO and _WINS.search(card.oracle_text):
            return _wins(frame, cite, card, int(told[1]), t(frame.lang, "devotion.told", n=told[1]), rule)
        if not drains or frame.qtype is QType.YES_NO:
            return None
        n, finding = _drain(frame, int(told[1]))
        return _verdict(frame, cite, f"{n}: ", finding, rule)
    parts = ", ".join(f"{c.name.split(' // ')[0]} {n}" for c, n in shares if n) or "—"
    color = said.group(0)[len("devotion to ") :]
    if frame.lang == "es":  # "devotion to green and blue": each color in Spanish
        color = " y ".join(t(frame.lang, "devotion.color_" + c) for c in color.lower().split(" and "))
    counted = t(frame.lang, "devotion.total", color=color, n=str(total), parts=parts)
    costs = "".join(c.mana_cost.split(" // ")[0] for c in permanents)
    if any("/" in s and letters & set(s.split("/")) for s in re.findall(r"\{([^}]+)\}", costs)):
        counted += " " + t(frame.lang, "devotion.hybrid")
    if gone:
        counted += " " + t(frame.lang, "devotion.without", card=card.name)
    if frame.qtype is QType.YES_NO and _WINS.search(card.oracle_text):
        return _wins(frame, cite, card, total, counted, rule)
    if gone:
        return None  # another devotion card removed: what it does then isn't read here
    if frame.qtype is QType.YES_NO:
        threshold = _THRESHOLD.search(card.oracle_text)
        if threshold is None or not _ASKS_ATTACK.search(frame.clause or frame.asked):
            return None
        needed = COUNT_WORDS.get(threshold[1].lower(), int(threshold[1]) if threshold[1].isdigit() else 0)
        if not needed or total >= needed:
            return None  # a creature then, but whether it can attack is another question (302.6)
        short = card.name.split(",")[0]
        finding = counted + " " + t(frame.lang, "devotion.not_creature", card=short, n=str(needed))
        return _verdict(frame, cite, t(frame.lang, "no") + " ", finding, rule)
    if drains and re.search(r"\blos[ei]|\bpierd|\bdrain|\bdren|\bgain|\bgan", frame.folded):
        n, drained = _drain(frame, total)
        return _verdict(frame, cite, f"{n}: ", drained + " " + counted, rule)
    return _verdict(frame, cite, f"{total}: ", counted, rule)


#: the opponent's devotion told: "opp's devotion to white is only 3", "su devoción al blanco es 3"
_THEIRS_SAID = re.compile(
    r"\b(?:opp'?s|opponent'?s|his|her|their|su|la) (?:devotion|devocion)(?: (?:to|al|a) (\w+))?(?: (?:del|de mi) "
    r"(?:rival|oponente))? (?:is|es|=)? ?(?:(?:only|just|solo|apenas|de) )?(\d+)\b"
)
_COLOR_ES = {"blanco": "white", "azul": "blue", "negro": "black", "rojo": "red", "verde": "green"}
#: the opponent's whole board told: "opp has heliod and a thalia, nothing else", "el rival solo tiene …"
_ONLY_THOSE = re.compile(
    r"\bnothing else\b|\bno other (?:permanents|creatures)\b|\b(?:are|is) all (?:he|she|they) (?:has|have|controls?)\b|"
    r"\bthat'?s all\b|\bnada mas\b|\bsolo tiene\b|\bes todo lo que tiene\b"
)
#: asked of the god as a creature: attacked into, blocked by, targeted or destroyed as one
_ASKS_AS_CREATURE = (
    _ASKS_ATTACK.pattern + r"|\btarget\w*|\bobjetivo\b|\bkill\w*|\bdestroy\w*|\bdestru\w*|\bmat\w*|\bhit\b"
)


def _theirs(frame: Frame, card: Card) -> bool:
    """The god is the opponent's: said so, or "his Heliod" / "her Heliod" beside its short name."""
    short = re.escape(fold(card.name.split(",")[0]))
    return controller(frame, card) == "opponent" or bool(re.search(rf"\b(?:his|her|their|su) {short}\b", frame.folded))


def _theirs_not_creature(frame: Frame, cite: Citer, card: Card, said: re.Match[str]) -> Verdict | None:
    """ "opp has Heliod, Sun-Crowned and a Thalia, nothing else: can my Chupacabra target Heliod?" Their devotion
    from their permanents the question lists is under the threshold, so Heliod isn't a creature (700.5)."""
    threshold = _THRESHOLD.search(card.oracle_text)
    told = _THEIRS_SAID.search(frame.folded)  # "opp's devotion to white is only 3": the count the asker gives
    if (
        told
        and told[1]
        and COLORS.get(_COLOR_ES.get(told[1], told[1])) not in {COLORS[g.lower()] for g in said.groups() if g}
    ):
        told = None  # their devotion to another color than the god's
    if threshold is None or not (told or _ONLY_THOSE.search(frame.folded)):
        return None
    clause = frame.clause or frame.asked
    aimed = any(is_spell_card(c) and "target creature" in c.oracle_text and named_in(c, clause) for c in frame.cards)
    if not (re.search(_ASKS_AS_CREATURE, clause) or aimed):  # "can I murder his Heliod?"
        return None
    letters = {COLORS[g.lower()] for g in said.groups() if g}
    theirs = [c for c in frame.cards if controller(frame, c) != "me" and not is_spell_card(c)]
    if any("Creature" not in c.type_line and c is not card and "Artifact" not in c.type_line for c in theirs):
        return None  # a non-creature card among the named ones: whose it is isn't read here
    mine = [c for c in frame.cards if c not in theirs]
    # the asker's card reaches creatures only ("destroy target creature an opponent controls"), not any nonland
    # permanent (Anguished Unmaking, Council's Judgment)
    if re.search(
        r"\btarget\w*|\bobjetivo\b|\bkill\w*|\bdestroy\w*|\bdestru\w*|\bmat\w*|\bhit\b", frame.clause or frame.asked
    ):
        if not mine or not all(
            re.search(r"\bcreature\b", c.oracle_text) and not re.search(r"\bpermanent\b", c.oracle_text) for c in mine
        ):
            return None
    needed = COUNT_WORDS.get(threshold[1].lower(), int(threshold[1]) if threshold[1].isdigit() else 0)
    shares = _per_card(frame, theirs, letters)
    total = int(told[2]) if told else sum(n for _, n in shares)
    if not needed or total >= needed:
        return None
    rule = cite("700.5", r"number of mana symbols of that color", r"símbolos")
    if told:
        finding = t(frame.lang, "devotion.theirs_told", card=card.name.split(",")[0], n=str(total), needed=str(needed))
        return _verdict(frame, cite, t(frame.lang, "no") + " ", finding, rule)
    parts = ", ".join(f"{c.name.split(' // ')[0]} {n}" for c, n in shares)
    finding = t(frame.lang, "devotion.theirs_not_creature", card=card.name.split(",")[0], n=str(total),
                needed=str(needed), parts=parts)  # fmt: skip
    return _verdict(frame, cite, t(frame.lang, "no") + " ", finding, rule)
