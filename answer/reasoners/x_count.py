"""An X counted as the ability resolves (608.2h): Craterhoof Behemoth's "+X/+X, where X is the number of creatures you
control" counts the creatures on the battlefield then, itself included once it has entered, and not those removed
in response. Fires only for a named
creature card with such an enters ability, a number of other creatures the question gives, and a question how big X
(or the bonus) is."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, controller, ids
from answer.text import COUNT_GROUP, number

_COUNTS_CREATURES = re.compile(
    r"^(?:[\w' -]{3,30} — )?when [^,]* enters[^.]*\bget \+X/\+X[^.]*where X is the number of creatures you control",
    re.I | re.M,
)
_N = COUNT_GROUP
#: "tengo 4 criaturas en mesa", "i have four other creatures"
_OTHERS_SAID = re.compile(rf"\b{_N} (?:other |otras )?(?:creatures|criaturas|bichos|guys|dudes)\b")
#: creatures removed while the trigger waits: "kills one in response", "me mata una en respuesta"
_REMOVED = re.compile(
    rf"\b(?:kill\w*|destroy\w*|remov\w*|bolt\w*|exile\w*|swords?|path\w*|push\w*|shock\w*|murder\w*|mata\w*|destruy\w*|"
    rf"exili\w*)\s+(?:me\s+)?(?:(una?|an?)|{_N})\b(?! (?:more|mas)\b)"
)
_IN_RESPONSE = re.compile(r"\bin response\b|\ben respuesta\b|\bon the stack\b|\ben la pila\b")
#: the maker itself removed while its ability waits: "opp swords my krenko in response"
_GONE = r"(?:swords?|plowshare\w*|path\w*|bolt\w*|kill\w*|destroy\w*|exile\w*|remov\w*|murder\w*|bounce\w*|mata\w*|destruy\w*|exili\w*|rebota\w*)"
#: a sweeper: "Pyroclasm deals 2 damage to each creature.", "Destroy all creatures."
_SWEEPS = re.compile(r"\b(?:to each creature|destroy all creatures|each creature gets -|all creatures get -)", re.I)
#: more of the kind made while the ability waits: "en respuesta creo 2 goblins más", "i make 2 more goblins"
_ADDED = re.compile(
    r"\b(?:creo|hago|saco|create|make|makes|get)\s+(?:\w+\s+)?(?:goblins?|trasgos?|fichas?|tokens?|elfos?|elves|zombi\w*)\s+"
    r"(?:mas|more)\b|\b(?:create|make)\s+(?:\w+\s+)?more\b"
)
_ASKS = re.compile(r"\+x|\bhow (?:much|big)\b|\bcuant[oa]s?\b|\bwhat(?:'s| is) x\b|\bx\b")


#: Krenko, Mob Boss: "Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control."
_TOKENS_PER = re.compile(r"\bcreate X [^.]*?\btokens?, where X is the number of (\w+?)s? you control\b", re.I)
#: the Spanish printed names of the creature types such a count names most often
_TYPE_ES = {"goblin": "trasgo", "elf": "elfo", "zombie": "zombi", "soldier": "soldado", "human": "humano"}
#: token doublers: Anointed Procession, Doubling Season, Parallel Lives
_DOUBLES_TOKENS = re.compile(r"\bit creates twice that many of those tokens instead\b", re.I)


def _tokens_counted(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Krenko and 3 Goblin tokens: how many tokens does Krenko make?" 4: X counts the Goblins as the ability resolves,
    Krenko itself included (608.2h); a token doubler then doubles them (614.1a)."""
    makers = [(c, m) for c in frame.cards if (m := _TOKENS_PER.search(c.oracle_text))]
    if frame.qtype is not QType.HOW_MANY or len(makers) != 1:
        return None
    card, found = makers[0]
    kind = found[1].lower()
    kinds = f"{kind}|{_TYPE_ES[kind]}" if kind in _TYPE_ES else kind
    # "how many tokens?", or the kind made asked: "how many goblins do i make?"
    made_asked = rf"\b(?:{kinds})s?\b[^?]{{0,25}}\b(?:make|makes|get|create|creates|creo|saco|hago|consigo)\b"
    if not re.search(rf"\btokens?\b|\bfichas?\b|{made_asked}", frame.clause or frame.asked):
        return None
    said = re.search(
        rf"\b{_N} (?:other |otr[oa]s )?(?:(?:{kinds})s?|fichas? de (?:{kinds})s?)\b(?: tokens?)?", frame.folded
    ) or re.search(rf"\b{_N} (?:fichas|tokens)\b", frame.folded)  # "con 3 fichas": the maker's own kind
    if said is None or number(said[1]) is None:
        return None
    others = number(said[1]) or 0
    itself = kind in card.type_line.lower()
    # "una ficha de trasgo (o sea 2 trasgos)": the total told, Krenko included
    total = re.search(rf"\b(?:o sea|that'?s|so|total of|en total) {_N} (?:{kinds})s?\b", frame.folded)
    if total is not None and number(total[1]) is not None:
        others, itself = (number(total[1]) or 0) - (1 if itself else 0), itself
    if re.search(r"\bincluding\b|\bincluid\w*|\bcontando\b|\bcounting\b", frame.folded):
        return None  # "5 goblins including Krenko": whether the count holds Krenko is read elsewhere
    short = re.escape(card.name.split(",")[0].split()[0].lower())
    responded = _IN_RESPONSE.search(frame.folded) or re.search(r"\brespon\w+", frame.folded)
    if responded and any(_SWEEPS.search(c.oracle_text) for c in frame.cards):
        return None  # "opp pyroclasms in response": how many of the kind survive is not told, not read here
    gone = responded and re.search(
        rf"\b{_GONE}\s+(?:(?:(?:my|mi|the|el|a|al)\s+){{0,2}}{short}|it|him)\b|\blo\s+{_GONE}|"
        r"\b(?:matandolo|exiliandolo|destruyendolo|rebotandolo|sacandolo)\b",
        frame.folded,
    )
    if responded and _ADDED.search(frame.folded):
        return None  # "en respuesta creo 2 goblins más": the count grows before it resolves, not read here
    removed = _REMOVED.search(frame.folded) if responded and not gone else None
    if removed:
        # "they bolt one token in response": gone before the ability resolves, so not counted
        lost = 1 if removed[1] else number(removed[2])
        if lost is None or lost > others:
            return None
        said_n, others = others, others - lost
    named = [c for c in frame.cards if c is not card and kind in c.type_line.lower()]
    others += len(named)  # "krenko, goblin guide and 2 goblin tokens": the Guide is a Goblin too
    # Krenko removed in response: its ability still resolves (113.7a) but Krenko is no longer counted
    x = others + (1 if itself and not gone else 0)
    # the opponent's Parallel Lives doubles only tokens made under its controller's control
    doublers = [c for c in frame.cards if _DOUBLES_TOKENS.search(c.oracle_text) and controller(frame, c) != "opponent"]
    made = x * 2 ** len(doublers)
    rule = cite("608.2h", r"the answer is determined only once", r"una sola vez")
    finding = t(
        frame.lang,
        "x_count.tokens_self_gone" if itself and gone else "x_count.tokens" if itself else "x_count.tokens_not_self",
        card=card.name,
        x=str(x),
        others=str(others),
        kind=kind,
    )
    if removed:
        finding += " " + t(frame.lang, "x_count.tokens_lost", had=str(said_n), lost=str(lost))
    if doublers:
        doubled = cite("614.1a", r"instead", r"en vez de")
        names = ", ".join(c.name for c in doublers)
        finding += " " + t(frame.lang, "x_count.tokens_doubled", doublers=names, n=str(made)) + ids(doubled)
    return answered(None, f"{made}: {finding}", rule, cite, (card, *doublers), "x_count")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    counted = _tokens_counted(frame, cite)
    if counted is not None:
        return counted
    if frame.qtype not in (QType.HOW_MANY, QType.OTHER, QType.WHAT_HAPPENS) or not _ASKS.search(frame.folded):
        return None
    card = next((c for c in frame.cards if "Creature" in c.type_line and _COUNTS_CREATURES.search(c.oracle_text)), None)
    said = _OTHERS_SAID.search(frame.folded)
    if card is None or said is None:
        return None
    others = number(said[1])
    if others is None:
        return None
    removed = _REMOVED.search(frame.folded) if _IN_RESPONSE.search(frame.folded) else None
    if removed and re.search(
        r"\b(?:his|her|their) own\b|\bone of (?:his|her|their)\b|\bsus propi\w*|\bde los suyos\b", frame.folded
    ):
        return None  # a creature of the opponent's removed: not one Craterhoof counts
    lost = (1 if removed[1] else number(removed[2])) if removed else 0
    if lost is None or lost > others:
        return None
    others -= lost  # "kills one in response": gone before the ability resolves and counts
    x = others + 1  # it has entered: it counts itself
    rule = cite("608.2h", r"the answer is determined only once", r"una sola vez")
    finding = t(frame.lang, "x_count.creatures", card=card.name, n=str(x), others=str(others))
    return answered(None, finding, rule, cite, (card,), "x_count")
