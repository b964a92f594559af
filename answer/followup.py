"""Follow-up questions: turn "¿y si además tengo Parallel Lives?" into a question that stands alone.

The service is stateless: the client sends the previous turns. Each turn is resolved against the one
before it (so a three-turn conversation carries what the second turn changed), and the new question
is resolved last. A question that is not a follow-up is returned unchanged, so a self-contained
question is answered exactly as it would be without history.

Resolution is plain text in, plain text out: the previous question's situation (its sentences before
the final question) is kept, and the follow-up either asks something new about it ("en ese caso,
¿quién elige el orden?"), asks the same again under a change ("does that change if it's a token?"),
changes a quantity ("and with two Hardened Scales?", "4 vidas", "a 1/1"), a moment ("during their
upkeep?") or who controls a card ("same but I'm the one with the Leyline"), swaps a card ("¿y con
Pyroclasm?", "what if they cast Gods Willing instead?"), takes one away ("¿y sin Doubling Season?"), gives
one a keyword ("and if the Dreadmaw had deathtouch?") or adds a fact ("deathtouch too"). The rewrite is
written the way a player would ask the question alone, because the reasoners read it as such. Cards come
from a `find_cards` callable so the card matcher can be swapped in without touching this module.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from answer.results import AnswerContext, CarriedItem
from answer.text import ARTICLES, COUNT_WORDS, NUMBER_WORDS
from answer.text import number as number_in
from index.cards import CardMatcher
from ingest.errors import JudgeError
from ingest.lexicon import fold
from ingest.ruleid import RuleId, find_references


@dataclass(frozen=True)
class Turn:
    question: str
    answer: str | None = None


@dataclass(frozen=True)
class CardRef:
    """A card named in a text. `kind` is "creature", "spell" (instant/sorcery), "permanent" or "" (unknown)."""

    name: str
    span: tuple[int, int]
    kind: str = ""
    #: card types and supertypes from the type line ({"Legendary", "Creature"}); empty when unknown
    types: frozenset[str] = frozenset()


FindCards = Callable[[str], list[CardRef]]


def kind_of(type_line: str) -> str:
    """A card's role in a situation, from its type line: what a new card can stand in for."""
    if "Creature" in type_line:
        return "creature"
    if "Instant" in type_line or "Sorcery" in type_line:
        return "spell"
    return "permanent" if type_line else ""


def types_of(type_line: str) -> frozenset[str]:
    """ "Legendary Creature — Angel" → {"Legendary", "Creature"}: what a card is, for likeness between cards."""
    return frozenset(word for face in type_line.split("//") for word in face.split("—")[0].split())


_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


class HistoryError(JudgeError):
    """A history the service will not read: `status` is 413 when too long, else 422."""

    def __init__(self, message: str, status: int = 422):
        super().__init__(message)
        self.status = status


def check_history(history: Sequence[Turn], max_turns: int, max_chars: int) -> list[Turn]:
    """The turns, trimmed of surrounding blanks; too many, too long or blank ones are refused."""
    if len(history) > max_turns:
        raise HistoryError(f"history: too many turns ({len(history)}; the limit is {max_turns})")
    turns = [Turn(turn.question.strip(), (turn.answer or "").strip() or None) for turn in history]
    for number, turn in enumerate(turns, start=1):
        if not turn.question:
            raise HistoryError(f"history: turn {number} has an empty question")
        if _CONTROL_RE.search(turn.question + (turn.answer or "")):
            raise HistoryError(f"history: turn {number} contains control characters")
    size = sum(len(turn.question) + len(turn.answer or "") for turn in turns)
    if size > max_chars:
        raise HistoryError(f"history: too long ({size} characters; the limit is {max_chars})", 413)
    return turns


@dataclass(frozen=True)
class Resolved:
    #: the question to answer: the follow-up rewritten to stand alone, or the question unchanged
    question: str
    follow_up: bool = False
    carried: tuple[CarriedItem, ...] = ()
    #: the card the conversation is varying; a later "¿y con X?" swaps this one
    focus: str | None = field(default=None, compare=False)


# -- what a follow-up looks like (matched on folded text: lower case, no accents) -------------------------

_OPENERS = (
    r"and|but|what about|how about|in that case|same but|same thing but|and if|then what|instead|"
    r"y|e|pero|que tal|y que tal|en ese caso|en tal caso|lo mismo pero|igual pero|y si|entonces|en vez de eso|"
    r"en lugar de eso|even if|even though|even with|even without|aunque|incluso si|incluso con|ni siquiera|"
    r"same question|same scenario|same situation|same thing|same board|misma pregunta|misma situacion|mismo caso|"
    r"same|igual|lo mismo|the same"
)
_OPENER_RE = re.compile(rf"^(?:{_OPENERS})\b")
_HYPOTHETICAL_RE = re.compile(r"^(?:what if|what happens if|que pasa si|que pasaria si|y que pasa si)\b")
_ANAPHOR_RE = re.compile(
    r"\b(?:it|they|them|that one|this one|those|the other( one)?|the same|that (?:card|creature|spell)|"
    r"eso|esa|ese|esto|ella|ellas|ellos|ello|la otra|el otro|lo mismo|esa carta|both|ambos|ambas|los dos|las dos|"
    r"the (?:blockers?|attackers?|copy|token|original)|(?:el|los) (?:bloqueador(?:es)?|atacantes?)|la copia|la ficha|"
    r"el original)\b|\b\w{3,}(?:ar|er|ir)(?:la|lo|las|los|le|les)\b"
)
#: words that open a reply without saying anything ("ok,", "thanks!", "vale,"): skipped before reading the rest
_INTERJECTION_RE = re.compile(
    r"^(?:(?:ok(?:ay)?|vale|bueno|right|alright|all right|got it|i see|entiendo|ya veo|gracias|thanks|thank you|wait|"
    r"espera|a ver|"
    r"perfect|perfecto|cool|genial|great|hmm+|ah|oh|vaya|interesting|interesante|understood|entendido|"
    r"makes sense|tiene sentido)\b[\s,.!:;]*)+"
)
#: the question says it leaves the conversation ("Otra cosa: …", "Separate question: …", "unrelated, …")
_NEW_TOPIC_RE = re.compile(
    r"^(?:(?:and|y|now|ahora|also|so|but|pero|tambien|ademas|then|entonces|ok|vale|bueno)\W+)*(?:(?:a |an |one )?(?:separate|different|unrelated|new|other|another) (?:question|topic|thing|subject)|"
    r"unrelated|off[- ]topic|changing (?:the )?(?:topic|subject)|on another (?:note|topic)|"
    r"otra (?:cosa|pregunta|duda|consulta)|(?:una )?(?:pregunta|duda|consulta) (?:aparte|distinta|nueva|diferente)|"
    r"cambiando de tema|(?:otro|nuevo|distinto) tema|aparte de eso)\b"
)
#: a pronoun that needs something said before it
_PRONOUN_RE = re.compile(r"\b(?:it|them|that one|this one)\b|\b\w{3,}(?:ar|er|ir)(?:la|lo|las|los)\b")
#: "is it possible…", "does it matter…", "it's legal…": "it" that stands for nothing
_EXPLETIVE_RE = re.compile(
    r"\b(?:is it|it is|it's|it was|was it|would it be|will it be)\s+(?:possible|legal|illegal|allowed|true|ok|okay|"
    r"necessary|mandatory|required|correct|right|wrong|better|worth|important|the case)\b|\b(?:does|did) it matter\b|"
    r"\bhow does it work\b|\bwhat is it\b|\bwhat does it (?:mean|do)\b"
)
#: an article or possessive: a noun follows that a later pronoun can stand for
_DETERMINER_RE = re.compile(
    r"\b(?:a|an|the|my|your|his|her|their|our|its|this|that|these|those|each|every|any|some|another|"
    r"un|una|unos|unas|el|los|las|mi|mis|tu|tus|su|sus|este|esta|ese|esa|cada)\b"
)
_SUBST_RE = re.compile(r"\b(?:instead|rather|had been|en vez|en lugar|en su lugar|fuera|fueran|fuese|fuesen)\b")
_THEN_RE = re.compile(
    r"\b(?:then|entonces|in that case|en ese caso|en tal caso|that way|de esa forma|asi|now|ahora|this time|esta vez)\s*\W*$"
)
_IN_THAT_CASE_RE = re.compile(
    r"\b(?:in that case|in this case|en ese caso|en tal caso|en este caso|that way|de esa forma|de ese modo)\b"
)
#: a bare phrase ("¿Con dos?", "In multiplayer?", "Against a token?"): a follow-up when short
_WITH_RE = re.compile(
    r"(?:with|without|in|on|at|for|during|before|after|against|versus|vs|con|sin|en|para|durante|antes|despues|contra)\b"
)
_STILL_OPENS_RE = re.compile(
    r"^(?:(?:would|do|does|did|can|could|will|is|are|should)\s+(?:i|it|they|you|we|he|she|that|this|the \w+)\s+still|"
    r"(?:sigo|sigue|siguen|seguiria|seguirian|todavia|aun)\b)"
)
_ASKING_RE = re.compile(
    r"\b(?:what|which|how|who|when|why|where|can|could|do|does|did|is|are|will|would|should|must|may|que|cual|cuales|"
    r"como|cuando|cuanto|cuanta|cuantos|cuantas|quien|donde|puedo|puede|pueden|debo|hay|es|son)\b"
)
#: a Spanish object pronoun opening the question ("¿Lo puedo bloquear…?", "¿Se la puedo robar?")
_CLITIC_RE = re.compile(
    r"^(?:(?:me|te|se|nos)\s+)?lo\s+(?!(?:mismo|que|de|del|en|con|a|al|sobre|mas|malo|bueno|normal|unico|primero)\b)"
    r"\w+|^(?:me|te|se|nos)\s+(?:la|las|los)\s+\w+"
)
#: a definite reference back in a hypothetical ("what if the blocker…", "¿qué pasa si la criatura…?")
_DEFINITE_RE = re.compile(
    r"\b(?:the (?:creature|spell|token|blocker|attacker|copy|target|ability|trigger|permanent|aura)|la (?:criatura|ficha|"
    r"copia|habilidad)|el (?:hechizo|bloqueador|atacante|objetivo|permanente|aura))\b"
)
#: words that vary something already said; with a card of the previous turn, a follow-up
_STILL_RE = re.compile(
    r"\b(?:still|anymore|instead|too|as well|again|todavia|aun|sigue|siguen|en vez|en lugar|tambien|ademas)\b"
)
#: words that say the follow-up's clause takes another's place ("fuera" alone is only a hypothetical)
_INSTEAD_RE = re.compile(r"\b(?:instead|rather|en vez|en lugar|en su lugar)\b")
_ADD_RE = re.compile(r"\b(?:also|too|as well|on top|plus|ademas|tambien|encima|aparte)\b")
#: the opening words stripped before reading what the follow-up changes (matched on the original text)
_MARKER_RE = re.compile(
    r"^(?:[¿¡\s,.!:;]+|(?:and|but|then|so|what about|how about|what if|what happens if|in that case|same but|"
    r"thanks|thank you|got it|i see|alright|right|gracias|entiendo|ya veo|perfecto|perfect|genial|great|cool|"
    r"even (?:if|though)|even|aunque|incluso(?: si)?|ni siquiera(?: si)?|wait|espera|"
    r"same (?:question|scenario|situation|thing|board)|(?:the )?same (?:for|with)|igual (?:con|para)|lo mismo (?:con|para)|(?:la )?misma (?:pregunta|situaci[oó]n)|(?:el )?mismo caso|"
    r"same thing but|if|ok|okay|y|e|pero|vale|bueno|entonces|qu[eé] tal|qu[eé] pasa(?:r[ií]a)? si|en (?:ese|tal) caso|"
    r"lo mismo pero|igual pero|si)\b[\s,]*)",
    re.IGNORECASE,
)
_SUBST_WORDS_RE = re.compile(
    r"[\s,]*\b(?:instead(?: of (?:that|this|it))?|rather|en vez de (?:eso|esto)|en lugar de (?:eso|esto)|en su lugar)\b",
    re.IGNORECASE,
)
#: the follow-up asks its own question: about the same situation, with its own question word
_OWN_ASK_RE = re.compile(
    r"^(?:who|whom|which|how|when|why|where|whose|can|could|does|do|did|is|are|will|would|should|must|"
    r"quien|quienes|cual|cuales|cuant\w*|como|cuando|donde|por que|puedo|puede|pueden|debo|debe|tengo que|"
    r"hay que|sigue|siguen|what(?! about| if)|que (?:pasa|ocurre|sucede|le pasa|hace|hago))\b|"
    r"(?:^|,\s*)(?:who|which|how many|how much|quien|quienes|cual|cuant\w+)\b"
)
#: the follow-up asks whether the earlier answer still holds under a change ("does that change if it's a token?",
#: "¿cambia algo si la sacrifica?"): the change is applied and the earlier question asked again
_SAME_ASK_RE = re.compile(
    r"^(?:(?:and|y|but|pero)\s+)?(?:"
    r"(?:does|would|will|is|could|do|did)\s+(?:that|this|it|the answer|anything|the result|the outcome)\s+"
    r"(?:(?:still\s+)?change(?:\s+(?:anything|things|the answer|the result|at all))?|be (?:any )?(?:different|the same)|"
    r"differ|work the same|still (?:work|apply|happen|hold|be (?:true|the case|the same))|(?:any )?different|the same|"
    r"(?:still )?(?:work|apply)(?=\s+(?:on|against|with|for)\b))"
    r"|what changes|anything (?:different|change)"
    r"|(?:(?:eso|esto|ello|la respuesta|el resultado|algo|la cosa)\s+)?(?:cambia(?:ria)?|varia(?:ria)?|seria (?:igual|"
    r"distinto|diferente|lo mismo)|es (?:igual|distinto|diferente|lo mismo)|sigue (?:siendo )?(?:igual|asi)|"
    r"funciona(?:ria)? igual|sigue funcionando|pasa(?:ria)? lo mismo|que cambia(?:ria)?|"
    r"(?:funciona(?:ria)?|serviria|sirve)(?=\s+(?:con|contra|en|para)\b))"
    r"(?:\s+(?:algo|eso|esto|la respuesta|el resultado|la cosa|en algo|nada))?"
    r")(?![\w'])[\s,]*(?:(?:if|when|in case|si|cuando|que|on|against|with|for|con|contra|en|para)\b[\s,]*)?"
)
#: "if it were a token, does that change anything?": the same ask after the change
_SAME_ASK_AFTER_RE = re.compile(r"[,?]\s*¿?(?=" + _SAME_ASK_RE.pattern[1:] + r"\s*\?*$)")
_COUNT = rf"(?:\d+|{'|'.join(COUNT_WORDS)})"
_COUNT_BEFORE_RE = re.compile(rf"\b(?:{_COUNT}|{'|'.join(ARTICLES)})\s+(?:(?:more|m[aá]s)\s+)?$", re.IGNORECASE)
_BARE_COUNT_RE = re.compile(
    rf"^(?:(?:with|con|there (?:are|were|is|was)|i (?:have|had|control|controlled)|they (?:have|had|were|are)|were|are|"
    rf"it (?:has|had)|tiene|"
    rf"fueran|fuesen|son|hay|hubiera|hubiese|tuviera|tuviese|tengo|controlo|controlara)\s+)?({_COUNT})\b",
    re.IGNORECASE,
)
_COUNT_OF_THEM_RE = re.compile(rf"\b({_COUNT})\s+(?:of them|of those|de ell[oa]s|de es[oa]s)\s*$", re.IGNORECASE)
_OF_THEM_RE = re.compile(r"\b(?:of them|of those|de ell[oa]s|de es[oa]s)\s*$")
_X_RE = re.compile(r"\bX\s*=\s*(\d+)", re.IGNORECASE)
#: words that say nothing of their own next to a card ("and if it were Kor Firewalker instead?")
_FILLER = set(
    "a an the with it its were was had been instead rather if target one same card creature spell "
    "un una uno el la los las lo con fuera fueran fuese objetivo en vez de eso lugar su carta criatura hechizo "
    "mismo misma es is sea era s".split()
)
#: words of a count or number change that say nothing more ("what if there were three?", "¿y si fueran tres?")
_NOTE_FILLER = set(
    "x and y what about so of de them those ellas ellos esas esos there were are is was have had control controlled "
    "they fueran fuesen son hay hubiera hubiese tuviera tuviese tengo controlo controlara only just solo tiene has "
    "deals deal hace hiciera another second segundo segunda otro otra more mas extra one i we contra against vs "
    "versus for para sobre".split()
)
#: the follow-up relates its new card to an earlier one by a pronoun: "lo bloquea", "blocks it", "it's blocked by"
_RELATED_RE = re.compile(r"^(?:y |si )*(?:lo|la|los|las|le)\s+\w+|\b\w+s it\b|\bit(?:'s| is| gets) \w+ed\b")
#: the follow-up puts a permanent on the battlefield beside the rest: "¿y si tengo a Torbran en mesa?"
_HAVE_RE = re.compile(
    r"^(?:y |si |and |if )*(?:tengo|tuviera|controlo|controlara|hay|i have|i had|i control|i controlled|there is|"
    r"there's|(?:(?:mi|el|tu) )?(?:rival|oponente) (?:tiene|tuviera|controla|controlara)|(?:my |the )?(?:opponent|opp) "
    r"(?:has|had|controls|controlled)|they (?:have|had|control|controlled))\b|"
    r"\b(?:en mesa|en juego|en el campo( de batalla)?|on the battlefield|in play)\s*$"
)
#: the follow-up adds a response ("¿y si respondo con Healing Salve?"): a new card beside the rest, not instead
_RESPONSE_RE = re.compile(r"\b(?:respond\w*|respon\w+|in response|en respuesta)\b")
#: "no es bloqueado", "isn't blocked": dropped when the follow-up has it blocked
_UNBLOCKED_RE = re.compile(
    r"\s*\b(?:no es bloquead[oa]|no (?:me |le |lo |la )?bloquea\w*|is ?n[o']t blocked|is unblocked|nothing blocks(?: it)?|"
    r"goes unblocked)\b",
    re.IGNORECASE,
)
_CLAUSE_RE = re.compile(r",?\s+(?:and|y)\s+|,\s*(?:then|luego|despu[eé]s)\s+|;\s*", re.IGNORECASE)
_KEEP_PREFIX_RE = re.compile(r"^(?:in response,?|en respuesta,?|then|luego|despu[eé]s)\s+", re.IGNORECASE)
_SENTENCE_RE = re.compile(r"[^.?!¿¡]*(?:[.?!]+|$)|[^.?!¿¡]+(?=[¿¡])|¿[^?]*\?+|¡[^!]*!+")


def trim_history(history: Sequence[Turn], max_turns: int, max_chars: int, answer_chars: int = 600) -> list[Turn]:
    """What a client keeps: the most recent turns that fit the limits, each answer cut to its opening
    (the verdict and the rules it cites are at the start)."""
    kept: list[Turn] = []
    size = 0
    for turn in reversed(history[-max_turns:] if max_turns else []):
        answer = turn.answer[:answer_chars] if turn.answer else None
        size += len(turn.question) + len(answer or "")
        if size > max_chars:
            break
        kept.insert(0, Turn(turn.question, answer))
    return kept


def resolve(question: str, history: Sequence[Turn], find_cards: FindCards | None = None) -> Resolved:
    """The question to answer given the earlier turns (most recent last)."""
    find = find_cards or capitalised_cards
    context: Resolved | None = None
    answer: str | None = None  # the answer to the turn before the one being resolved
    for turn in history:
        context = _resolve_turn(turn.question, context, find, answer)
        answer = turn.answer
    resolved = _resolve_turn(question, context, find, answer)
    if not resolved.follow_up or not history or not history[-1].answer:
        return resolved
    rules = tuple(CarriedItem("rule", str(rid)) for rid in _cited(history[-1].answer))
    return Resolved(resolved.question, True, resolved.carried + rules, resolved.focus)


def context_of(resolved: Resolved) -> AnswerContext:
    """What the response tells the client it understood."""
    if not resolved.follow_up:
        return AnswerContext()
    return AnswerContext(True, list(resolved.carried), resolved.question)


def is_follow_up(question: str, cards: list[CardRef], previous_cards: list[CardRef]) -> bool:
    """Short and anaphoric, or opening like a continuation ("and…", "¿y si…?", "en ese caso"), or speaking of
    "it" before naming anything it could be ("can I at least chump it with a Grizzly Bears?"). A question
    that says it changes the subject ("Otra cosa: …", "unrelated, …") never is."""
    folded = _INTERJECTION_RE.sub("", fold(question).lstrip("¿¡ \t")).lstrip("¿¡ \t").strip()
    if _NEW_TOPIC_RE.match(folded):
        return False
    if _OPENER_RE.match(folded) or _SAME_ASK_RE.match(folded) or _SAME_ASK_AFTER_RE.search(folded):
        return True
    words = len(folded.split())
    if _HYPOTHETICAL_RE.match(folded):
        shares = any(mentions(question, card.name) for card in previous_cards)
        varied = bool(_SUBST_RE.search(folded) or _ADD_RE.search(folded) or _DEFINITE_RE.search(folded))
        return shares or words <= 8 or (words <= 14 and varied)
    if words <= 8 and bool(_ANAPHOR_RE.search(folded) or _ADD_RE.search(folded) or _SUBST_RE.search(folded)):
        return True
    if words <= 8 and _THEN_RE.search(folded) or words <= 6 and _STILL_RE.search(folded):
        return True  # "How many would I get then?", "Does the Spirit still come?"
    if words <= 20 and _STILL_OPENS_RE.match(folded):
        return True  # "Would I still get the Spirit if it's exiled?", "¿Sigo robando si…?"
    if _IN_THAT_CASE_RE.search(folded):
        return True  # "what does the Clone copy in that case?"
    if words <= 5 and _WITH_RE.match(folded) and not re.search(r"[,;:]", folded) and not _ASKING_RE.search(folded):
        return True  # a bare phrase: "¿Con dos?", "Without trample?", "In multiplayer?" (not "In what step…?")
    one_clause = not re.search(r"[.,;:!?]", folded.rstrip(" ?!."))
    if (
        words <= 14
        and one_clause
        and _STILL_RE.search(folded)
        and any(mentions(question, c.name) for c in previous_cards)
    ):
        return True  # "Does Blood Artist still trigger if they're exiled instead?": the same cards, varied
    if words <= 20 and _CLITIC_RE.match(folded):
        return True
    return words <= 20 and _unbound_pronoun(folded, [fold(card.name) for card in cards])


def _unbound_pronoun(folded: str, names: list[str]) -> bool:
    """ "it" or "them" (or a Spanish pronoun joined to its verb, "bloquearla") before anything it could stand for:
    a card, or a noun after an article or possessive ("the creature it enchants" is bound)."""
    pronoun = _PRONOUN_RE.search(folded)
    if pronoun is None or _EXPLETIVE_RE.search(folded):
        return False
    before = folded[: pronoun.start()]
    if len(before.split()) > 6 or re.search(r"[,.;:?!]|\b(?:and|y|when|if|si|cuando|then)\b", before):
        return False  # only in the opening clause: later, "it" can stand for something said in the question
    return not _DETERMINER_RE.search(before) and not any(name and name in before for name in names)


def _resolve_turn(question: str, context: Resolved | None, find: FindCards, answer: str | None = None) -> Resolved:
    cards = find(question)
    if context is None or not is_follow_up(question, cards, find(context.question)):
        return Resolved(question, focus=_last_introduced(cards))
    asked, previous = question, context.question
    previous_cards = find(previous)
    # "and with two Scales?" → "…two Hardened Scales?": the finder and the reasoners see the card
    expanded = _full_names(question, previous_cards, cards)
    if expanded != question:
        question, cards = expanded, find(expanded)
    rest = _strip_marker(question)
    situation, ask = _split_ask(previous)
    focus = context.focus
    condition, own_ask = _conditional_ask(rest)
    change = _same_ask_change(rest, condition, own_ask)
    if change:  # "does that change if it's a token?": apply the change, ask the earlier question again
        rest, condition, own_ask = change, "", ""
    # a new question about a yes/no question answered yes: what it asked is now a fact ("Can X block Y?" → "X blocks Y.")
    base = situation or (_affirmed(previous) if answer and _YES_RE.match(answer) else None) or previous
    if own_ask:  # "¿y si X, en ese caso quién elige?": X is a new fact, then its own question
        text = _join(base, _as_statement(condition), _as_question(own_ask))
    elif _OWN_ASK_RE.search(fold(rest)):
        text = _join(base, _as_question(_bind_pronoun(rest, cards, previous_cards)))
    else:
        offset = question.find(rest)
        in_rest = [
            CardRef(c.name, (c.span[0] - offset, c.span[1] - offset), c.kind, c.types)
            for c in cards
            if offset >= 0 and c.span[0] >= offset and c.span[1] <= offset + len(rest)
        ]
        text, focus = _modify(previous, rest, in_rest, previous_cards, focus)
    if not text.strip():  # nothing usable came of it: the question as asked
        return Resolved(asked, focus=_last_introduced(find(asked)))
    named = {card.name for card in cards}
    kept = [card.name for card in find(text) if card.name not in named]
    carried = [CarriedItem("card", name) for name in dict.fromkeys(kept)]
    if situation:
        carried.append(CarriedItem("situation", situation))
    return Resolved(text, True, tuple(carried), focus)


#: where a conditional follow-up's own question starts: after "?" ("¿Y si X? ¿En ese caso quién elige?") or a
#: comma ("¿y si le respondo con X, se resuelve mi Bolt?")
_ASK_AFTER_RE = re.compile(
    r"(?:\?\s*¿?|,\s*¿?)(?:(?:en ese caso|en tal caso|in that case|then|entonces),?\s*)?"
    r"(?=(?:who|which|how|does|do|did|is|are|can|will|would|quien|quienes|cual|cuales|cuant\w*|como|puedo|puede|"
    r"se (?:resuelve|aplica|dispara|destruye|exilia|previene)|sigue|sigo|muere|mueren|cambia\w*|seria|varia\w*|"
    r"es (?:igual|distinto|diferente|lo mismo)|que cambia\w*|what changes)\b)",
    re.IGNORECASE,
)


#: a pronoun standing for an earlier creature ("chump it", "bloquearla") or spell ("counter it"), by its verb
_CREATURE_PRONOUN_RE = re.compile(
    r"\b(?:block|chump|chump-block|attack|kill|destroy|exile|bounce|sacrifice|sac|target|damage|fight|tap|untap)\s+it\b|"
    r"\b(bloquear|matar|destruir|exiliar|sacrificar|devolver|girar|enderezar|atacar)(?:la|lo)\b",
    re.IGNORECASE,
)
_SPELL_PRONOUN_RE = re.compile(
    r"\b(?:counter|copy|redirect|respond to)\s+it\b|\b(contrarrestar|copiar|redirigir)(?:la|lo)\b", re.IGNORECASE
)


def _bind_pronoun(rest: str, cards: list[CardRef], previous_cards: list[CardRef]) -> str:
    """ "can I at least chump it with a Grizzly Bears?" → "…chump Questing Beast with…": the pronoun becomes the
    one earlier creature (or spell, by the verb) the follow-up does not name itself; left alone when unsure."""
    named = {card.name for card in cards}
    for pattern, kind in ((_CREATURE_PRONOUN_RE, "creature"), (_SPELL_PRONOUN_RE, "spell")):
        found = pattern.search(rest)
        if found is None:
            continue
        fits = list(dict.fromkeys(c.name for c in previous_cards if c.kind == kind and c.name not in named))
        if len(fits) != 1:
            return rest
        if found.group(1):  # Spanish: "bloquearla" → "bloquear a Questing Beast"
            return f"{rest[: found.start()]}{found.group(1)} a {fits[0]}{rest[found.end() :]}"
        return f"{rest[: found.end() - 2]}{fits[0]}{rest[found.end() :]}"
    return rest


_YES_RE = re.compile(r"^\W*(?:yes|s[ií])\b", re.IGNORECASE)
_EN_VERBS = (
    "block|attack|target|cast|counter|activate|kill|destroy|respond|sacrifice|deal|copy|equip|enchant|regenerate|"
    "survive|die|trample|get|gain|draw|use|play|pay|tap|untap|exile|return|stay|keep|enter|trigger|resolve|prevent|"
    "redirect|choose|search|fight|win|lose|have|go"
)
_EN_AFFIRM_RE = re.compile(
    rf"^(?:can|could|may|does|do|will|would)\s+(.+?)\s+({_EN_VERBS})\b(.*?)[\s?]*$", re.IGNORECASE
)
_ES_AFFIRM_RE = re.compile(
    r"^¿?\s*(puedo|puede|pueden|podr[ií]a|podr[ií]an)\s+(?:(.+?)\s+)??((?-i:[a-záéíóúñ])\w*?)(ar|er|ir)\b(.*?)[\s?]*$",
    re.IGNORECASE,
)


def _affirmed(question: str) -> str | None:
    """A yes/no question answered yes, said as a fact: "Can my Giant Spider block Akroma?" → "My Giant Spider blocks
    Akroma.", "¿Puede el Spider bloquear a Akroma?" → "El Spider bloquea a Akroma."; None for other shapes."""
    text = question.strip()
    english = _EN_AFFIRM_RE.match(text)
    if english:
        subject, verb, rest = english.groups()
        if subject.lower() not in ("i", "you", "we", "they"):
            verb = verb[:-1] + "ies" if verb.endswith("y") and verb[-2:-1] not in "aeiou" else verb
            verb = verb + ("es" if re.search(r"(?:sh|ch|ss|x|o)$", verb) else "" if verb.endswith("ies") else "s")
            verb = "has" if verb == "haves" else verb
        return _capital(f"{subject} {verb}{rest}".strip()) + "."
    spanish = _ES_AFFIRM_RE.match(text)
    if spanish:
        modal, subject, stem, ending, rest = spanish.groups()
        modal = modal.lower()
        person = "o" if modal == "puedo" else ("an" if ending == "ar" else "en") if modal.endswith("n") else None
        verb = stem + (person or ("a" if ending == "ar" else "e"))
        return _capital(" ".join(part for part in (subject, verb + rest) if part).strip()) + "."
    return None


#: last words of card names that are also ordinary words, not read as the card when written in lower case
_COMMON_WORDS = set(
    "lives life growth giant season spirit image double angel knight token tokens counter counters creature creatures "
    "spell spells land lands player damage peace rest wrath shock fog murder clone bolt storm".split()
)


def _full_names(question: str, previous_cards: list[CardRef], cards: list[CardRef]) -> str:
    """Earlier cards the follow-up names by a short name ("the Scales", "la Dreadmaw", "the bears") written in
    full, so the card finder and the reasoners see them; full names and cards already found are left alone."""
    found = [card.span for card in cards]
    spans: list[tuple[int, int, str]] = []
    for name in dict.fromkeys(card.name for card in previous_cards):
        words = name.split(",")[0].split()
        last, first = words[-1], words[0]
        lower = [
            m.span()
            for m in re.finditer(rf"(?<![\w'’-]){re.escape(last.lower())}(?![\w'’-])", question)
            if len(last) >= 5 and last.lower() not in _COMMON_WORDS and " " in name
        ]
        opening = [  # "the Leyline" for Leyline of Sanctity
            m.span()
            for m in re.finditer(rf"(?<![\w'’-]){re.escape(first)}(?![\w'’-])", question)
            if len(words) > 1 and len(first) >= 5 and first.lower() not in _COMMON_WORDS
        ]
        for start, end in sorted(set(mentions(question, name)) | set(lower) | set(opening)):
            taken = found + [(a, b) for a, b, _ in spans]
            if question[start:end].lower() != name.lower() and not any(a < end and start < b for a, b in taken):
                spans.append((start, end, name))
    for start, end, name in sorted(spans, reverse=True):
        question = question[:start] + name + question[end:]
    return question


def _same_ask_change(rest: str, condition: str, own_ask: str) -> str:
    """The change a follow-up asks about when it asks whether the earlier answer still holds: "it's a token"
    from "does that change if it's a token?" or "if it's a token, does that change anything?"; "" else."""
    if own_ask:
        match = _SAME_ASK_RE.match(fold(own_ask).strip(" ¿?"))
        if match and match.end() >= len(own_ask.strip(" ¿?")):
            return _strip_marker(condition)
        return ""
    folded = fold(rest)
    match = _SAME_ASK_RE.match(folded)
    if not match or match.end() >= len(folded):
        return ""
    return _strip_marker(rest[len(rest) - (len(folded) - match.end()) :])  # counted from the end: fold may widen


def _conditional_ask(rest: str) -> tuple[str, str]:
    """("X", "who chooses") for a follow-up that states a change and asks its own question; ("", "") else."""
    folded = fold(rest)
    found = list(_ASK_AFTER_RE.finditer(folded))
    if not found:
        return "", ""
    split = found[-1]
    condition, ask = rest[: split.start()].strip(" ,¿?"), rest[split.end() :].strip()
    if not condition or not ask:
        return "", ""
    return condition, ask


def mentions(text: str, name: str) -> list[tuple[int, int]]:
    """Where `text` names card `name`: in full, by the part before a comma ("Thalia"), or by its last word
    written capitalised ("la Dreadmaw", "the Bears"); a finder reports each card once, this finds them all."""
    short = name.split(",")[0]
    forms = [re.escape(name), re.escape(short)] + ([re.escape(short.split()[-1])] if " " in short else [])
    spans: list[tuple[int, int]] = []
    for number, form in enumerate(forms):
        flags = re.IGNORECASE if number == 0 else 0
        for match in re.finditer(rf"(?<![\w'’-]){form}s?(?![\w'’-])", text, flags):
            if not any(a < match.end() and match.start() < b for a, b in spans):
                spans.append(match.span())
    return sorted(spans)


def same_card(mention: str, name: str) -> bool:
    """ "Dreadmaw" / "Thalia" stand for "Colossal Dreadmaw" / "Thalia, Guardian of Thraben"."""
    short = name.split(",")[0]
    return mention in (name, short, short.split()[-1])


def _last_introduced(cards: list[CardRef]) -> str | None:
    names = list(dict.fromkeys(card.name for card in cards))
    return names[-1] if names else None


def _modify(
    previous: str, rest: str, cards: list[CardRef], previous_cards: list[CardRef], focus: str | None
) -> tuple[str, str | None]:
    """Apply a follow-up that asks nothing new: a changed count, a swapped card, or an added fact."""
    folded = fold(rest)
    previous_names = {card.name for card in previous_cards}
    new = [card for card in cards if card.name not in previous_names]
    old_named = [card for card in cards if card.name in previous_names]
    situation, ask = _split_ask(previous)

    changed = _change_count(previous, rest, cards, previous_cards) if not new else None
    if changed is not None:
        return _with_note(changed, rest, cards), focus
    changed = _change_x(previous, rest) if not new else None
    if changed is not None:  # the new X is applied: blank it (same length, so card spans hold)
        return _with_note(changed, _X_RE.sub(lambda m: " " * len(m.group(0)), rest), cards), focus

    retimed = _change_timing(previous, rest) if not cards else None
    if retimed is not None:  # "what about during their upkeep?": the new moment in place of the old one
        return retimed, focus

    owner = _new_controller(folded) or _possessed(rest, old_named, cards)
    if owner is not None:  # "same but I'm the one with the Leyline": the card changes hands, nothing is added
        target = _controlled_card(rest, old_named, previous_cards, previous, owner, focus)
        swapped = _swap_controller(previous, target, owner) if target else previous
        if swapped != previous:
            return swapped, focus
        cut = _remove_card(situation, target) if target and mentions(rest, target) else None
        if cut is not None:  # "I control X and Y" + "and if my opponent controls the Y?": Y leaves my list
            return _join(cut, _as_statement(rest), ask), focus

    granted = _grant_keywords(previous, rest, previous_cards)
    if granted is not None:  # "and if the Dreadmaw had deathtouch?": the keyword goes with the card
        return granted, focus

    removed = _without(previous, rest, previous_cards)
    if removed is not None:  # "¿y sin el Anthem?": the card's clause leaves the situation
        return removed, focus

    instead = _instead_of(rest, previous_cards)
    if instead is not None and new:  # "¿y si en vez de Murder lanzo Wrath of God?": that card, by the new one
        return _rename(previous, instead, new[0].name), new[0].name

    changed = _change_amount(previous, rest) if not new else None
    if changed is not None:  # "what if it deals 1 damage instead?", "¿y si la mía fuera 1/1?"
        return changed, focus

    substitute = bool(_SUBST_RE.search(folded))
    if new and not old_named and not _ADD_RE.search(folded):
        old = _replaced_card(new[0], previous_cards, focus)
        said_to_be = bool(_COPULA_RE.match(rest[: new[0].span[0]]) and not re.search(r"\w", rest[new[0].span[1] :]))
        noun_like = _noun_like(rest, cards) or said_to_be
        same_kind = bool(new[0].kind) and any(c.kind == new[0].kind for c in previous_cards)
        related = bool(_RELATED_RE.search(folded) or _HAVE_RE.search(folded) or _RESPONSE_RE.search(folded))
        related = related and not substitute
        if related:  # "¿y si lo bloquea un Grizzly Bears?": a new card beside the old one, not instead of it
            return _join(_UNBLOCKED_RE.sub("", situation).strip(), _as_statement(rest), ask), focus
        if old is not None and (substitute or noun_like or same_kind):
            if said_to_be:  # "el muro fuera un Hill Giant": the name is all the follow-up changes
                return _rename(previous, old, new[0].name), new[0].name
            if noun_like or not mentions(situation, old):
                return _with_note(_rename(previous, old, new[0].name), rest, cards), new[0].name
            replaced = _replace_clause(situation, old, rest, previous_names)
            if replaced is not None:
                return _join(replaced, ask), new[0].name
    if _INSTEAD_RE.search(folded) and not cards and focus and mentions(situation, focus):
        replaced = _replace_clause(situation, focus, rest, previous_names)
        if replaced is not None:
            return _join(replaced, ask), focus
    phrased = _swap_phrase(previous, rest, previous_names) if not cards else None
    if phrased is not None:  # "and to a mana ability?": the phrase with the same head noun gives way
        return phrased, focus
    return _join(situation, _as_statement(rest), ask), focus


_NP_RE = re.compile(
    r"^(?:(?:to|with|for|about|on|against|in|during|of)\s+)?((?:a|an|the|my|your|their|his|her)\s+(?:[a-z'’-]+\s+){0,3}?"
    r"([a-z]+))\s*$"
)
_ARTICLE = r"\b(?:a|an|the|my|your|their|his|her|its|this|that|one)\s+"


def _swap_phrase(previous: str, rest: str, names: set[str]) -> str | None:
    """A follow-up that is only a noun phrase ("and to a mana ability?", "what about a token?") takes the place of
    the one earlier phrase with the same head noun ("a planeswalker's loyalty ability"); English only, no cards."""
    found = _NP_RE.match(rest.strip())
    if found is None:
        return None
    phrase, head = found.group(1), found.group(2)
    stem = head[:-1] if head.endswith("s") and len(head) > 3 else head
    olds = [
        m
        for m in re.finditer(rf"{_ARTICLE}(?:[\w'’-]+\s+){{0,3}}?{re.escape(stem)}s?\b", previous, re.IGNORECASE)
        if not any(mentions(m.group(0), name) for name in names)
    ]
    if len(olds) != 1:
        return None
    old = olds[0]
    return previous[: old.start()] + phrase + previous[old.end() :]


_TO_ME_RE = re.compile(
    r"\b(?:i'?m the one (?:with|who (?:has|controls|owns))|i am the one (?:with|who)|i (?:control|have|own|controlled|had) "
    r"(?:it|them|that|the \w+)|(?:it'?s|it is|it was|it were|they'?re|they are|(?:is|are|was|were)) (?:mine|my own)|"
    r"(?:es|son|fuera|fuese|fueran|fuesen) (?:mia|mio|mias|mios)|(?:la|lo|las|los) (?:tengo|controlo|tuviera|controlara) yo|"
    r"soy yo (?:el|la|quien)(?: que)? (?:tiene|controla|tengo|controlo)|yo (?:tengo|controlo|tuviera|controlara) "
    r"(?:el|la|los|las)\b)"
)
_TO_OPPONENT_RE = re.compile(
    r"\b(?:(?:my |the |your )?(?:opponent|opp)|they|he|she) (?:controls|has|had|controlled|owns|control|have) "
    r"(?:it|them|that|the \w+)|(?:it'?s|it is|it was|it were|they'?re|they are|is|are|was|were) "
    r"(?:my opponent'?s|the opponent'?s|theirs|his|hers)\b|(?:es|son|fuera|fuese|fueran|fuesen) "
    r"(?:de mi rival|del rival|de mi oponente|del oponente|suy[oa]s?)\b|(?:la|lo|las|los) (?:tiene|controla|tuviera|"
    r"controlara) (?:mi|el|tu) (?:rival|oponente)|(?:mi|el|tu) (?:rival|oponente) (?:tiene|controla|tuviera|controlara) "
    r"(?:el|la|los|las|ese|esa)\b"
)
_OPPONENT = r"(?:(?:my|the|your|mi|el|tu|su) )?(?:opponent|opp|rival|oponente|contrincante)"
_HELD_RE = re.compile(
    r"\b(?:controls?|has|have|had|tiene|tengo|controla|controlo)\s+(?:an? |the |un |una |el |la )?$", re.IGNORECASE
)


def _new_controller(folded: str) -> str | None:
    """ "me" or "opponent" when the follow-up hands a card to that player ("it's mine", "¿y si la tiene mi rival?")."""
    if _TO_ME_RE.search(folded):
        return "me"
    if _TO_OPPONENT_RE.search(folded):
        return "opponent"
    return None


_EN_OWNER = r"(?:my|their|your|his|her|the|an?|each|(?:my |the |your )?(?:opponent|opp)(?:'s|’s|s))"
_EN_STEP = (
    r"(?:(?:first|second|precombat|postcombat|main|combat|declare attackers|declare blockers|combat damage|end(?:ing)?|"
    r"cleanup|upkeep|draw|beginning|untap|opponent'?s|own)\s+)*(?:turn|phase|step|upkeep|combat)"
)
_ES_STEP = (
    r"(?:turno|paso|fase|etapa|mantenimiento|combate)(?:\s+(?:de|del)\s+(?:(?:mi|su|tu|el|la)\s+)?(?:robo|mantenimiento|"
    r"combate|final|limpieza|inicio|principal|enderezar|declarar atacantes|declarar bloqueadores|dano de combate|"
    r"(?:mi |tu |el |su )?(?:rival|oponente)))*(?:\s+(?:principal|final))?"
)
#: when something is done: a turn, phase or step, or "in response" (matched on folded text)
_TIMING_RE = re.compile(
    rf"\b(?:(?:during|in|at|on)\s+(?:the\s+(?:beginning|start|end)\s+of\s+)?(?:{_EN_OWNER}\s+)?{_EN_STEP}\b|"
    r"in response(?:\s+to\s+(?:it|that|this|the \w+))?\b|at (?:instant|sorcery) speed\b|"
    rf"(?:en|durante|al (?:comienzo|principio|inicio|final) de)\s+(?:(?:mi|su|tu|el|la|cada)\s+)?{_ES_STEP}\b|"
    r"en respuesta(?:\s+a\s+(?:eso|ello|esto))?\b|a velocidad de (?:instantaneo|conjuro)\b|"
    r"(?:before|after|antes de|despues de)\s+(?:the\s+|(?:el|los|la)\s+)?(?:(?:declare\s+|declaring\s+|declarar\s+)?"
    r"(?:blockers?|attackers?|blocks|bloqueadores|atacantes)|combat damage|damage|combat|dano(?: de combate)?|combate)"
    r"(?:\s+(?:are|is|were|was|se)\s+(?:declared|dealt|declaran|hace|asigna)\w*)?\b)"
)
#: what may stand beside a new moment in a follow-up that only changes when ("what if I do it in my end step?")
_TIMING_FILLER = _FILLER | set(
    "what about how and y so then if si i do it cast play activate que tal hago lanzo juego activo".split()
)


def _timing_kind(folded: str) -> str:
    if re.search(r"respon|respue", folded):
        return "response"
    return "speed" if re.search(r"speed|velocidad", folded) else "turn"


def _change_timing(previous: str, rest: str) -> str | None:
    """The earlier moment ("during my main phase", "en mi turno") replaced by the follow-up's, when the follow-up
    says nothing else."""
    folded_rest = fold(rest)
    new = _TIMING_RE.search(folded_rest)
    if new is None:
        return None
    others = re.findall(r"\w+", folded_rest[: new.start()] + " " + folded_rest[new.end() :])
    if any(word not in _TIMING_FILLER for word in others):
        return None
    kind = _timing_kind(new.group(0))
    folded = fold(previous)
    old = next((m for m in _TIMING_RE.finditer(folded) if _timing_kind(m.group(0)) == kind), None)
    if old is None or len(folded) != len(previous) or len(folded_rest) != len(rest):
        return None  # nothing to replace, or accents that fold to other lengths: positions would not match
    return previous[: old.start()] + rest[new.start() : new.end()] + previous[old.end() :]


def _possessed(rest: str, named: list[CardRef], cards: list[CardRef]) -> str | None:
    """ "what if it was my Grizzly Bears?", "¿y con la Grizzly Bears de mi rival?": an earlier card named with
    its owner and nothing else."""
    if len(named) != 1:
        return None
    card = named[0]
    before, after = rest[: card.span[0]], rest[card.span[1] :]
    owner = None
    for pattern, who, where in (
        (rf"\b{_OPPONENT}(?:'s|’s)\s+$", "opponent", "before"),
        (r"\b(?:their|his|her|su)\s+$", "opponent", "before"),
        (r"\b(?:my|mi)\s+$", "me", "before"),
        (rf"^\s+(?:de|del) {_OPPONENT}\b", "opponent", "after"),
    ):
        found = re.search(pattern, before if where == "before" else after, re.IGNORECASE)
        if found:
            owner = who
            if where == "before":
                before = before[: found.start()]
            else:
                after = after[found.end() :]
            break
    if owner is None:
        return None
    shifted = CardRef(card.name, (len(before), len(before) + card.span[1] - card.span[0]), card.kind)
    bare = before + rest[card.span[0] : card.span[1]] + after
    return owner if _noun_like(bare, [shifted]) else None


def _controlled_card(
    rest: str, named: list[CardRef], previous_cards: list[CardRef], previous: str, owner: str, focus: str | None
) -> str | None:
    """The earlier card that changes hands: named again (in full or by its first word, "the Leyline"), else
    the only one the other player was said to control, else the card the conversation is varying."""
    if named:
        return named[0].name
    names = list(dict.fromkeys(card.name for card in previous_cards))
    by_word = [n for n in names if re.search(rf"\b{re.escape(n.split()[0])}\b", rest) and len(n.split()[0]) >= 4]
    if len(by_word) == 1:
        return by_word[0]
    held = [n for n in names if _swap_controller(previous, n, owner) != previous]
    if len(held) > 1:  # "¿y si la tiene mi rival?": the permanent someone has or controls, not one named "mine"
        held = [n for n in held if _HELD_RE.search(previous[: mentions(previous, n)[0][0]])] or held
    if len(held) == 1:
        return held[0]
    return focus if focus in held else None


def _swap_controller(text: str, name: str, owner: str) -> str:
    """Every mention of card `name` said to be the other player's becomes `owner`'s: "My opponent controls X" ↔
    "I control X", "my opponent's X" ↔ "my X", "mi rival tiene X" ↔ "tengo X", "X de mi rival" ↔ "mi X"."""
    for start, end in reversed(mentions(text, name)):
        before, after = text[:start], text[end:]
        if owner == "me":
            rules = [
                (rf"\b{_OPPONENT}(?:'s|’s)\s+$", "my ", None),
                (rf"\b{_OPPONENT}\s+(?:controls|has|had|controlled|control|have)\s+((?:an? |the )?)$", "I control ", 1),
                (r"\b(?:their|his|her)\s+$", "my ", None),
                (rf"\b{_OPPONENT}\s+(?:tiene|controla|tenia|controlaba)\s+((?:un |una |el |la |a )?)$", "tengo ", 1),
                (r"\bsu\s+$", "mi ", None),
            ]
            owned_after = re.match(rf"\s+(?:de|del) {_OPPONENT}\b", after, re.IGNORECASE)
            if owned_after:
                after = after[owned_after.end() :]
                article = re.search(r"\b(?:el|la|los|las|un|una)\s+$", before, re.IGNORECASE)
                before = (before[: article.start()] if article else before) + "mi "
        else:
            rules = [
                (r"\bI\s+(?:control|have|had|controlled|own)\s+((?:an? |the )?)$", "my opponent controls ", 1),
                (r"\bmy\s+$", "my opponent's ", None),
                (r"\b(?:tengo|controlo|tenia|controlaba)\s+((?:un |una |el |la |a )?)$", "mi rival tiene ", 1),
            ]
            mine = re.search(r"\bmi\s+$", before, re.IGNORECASE)
            if mine:
                before, after = before[: mine.start()], " de mi rival" + after
        for pattern, replacement, keep in rules:
            match = re.search(pattern, before, re.IGNORECASE)
            if match:
                kept = match.group(keep) if keep else ""
                new = replacement + kept
                if _SENTENCE_START_RE.search(before[: match.start()]):
                    new = _capital(new)
                before = before[: match.start()] + new
                break
        text = before + text[start:end] + after
    return text


_ANOTHER_WORD_RE = re.compile(r"another|second|segund[oa]|otr[oa]|more|mas|extra|what|about|if|si|y|and|ok")
_ANOTHER_RE = re.compile(
    r"\b(?:another|a second|one more|an extra|otr[oa]|un segundo|una segunda|uno m[aá]s de|una m[aá]s de)\s+$",
    re.IGNORECASE,
)


def _change_count(previous: str, rest: str, cards: list[CardRef], previous_cards: list[CardRef]) -> str | None:
    """ "and with two Hardened Scales?" / "what about three?": set the count before that card."""
    if cards:
        card = cards[0]
        before = rest[: card.span[0]]
        target = next((c for c in previous_cards if c.name == card.name), None)
        spare = re.findall(r"[\w']+", fold(before + " " + rest[card.span[1] :]))
        if card.kind == "spell" or any(
            w not in _FILLER
            and w not in _NOTE_FILLER
            and w not in _HAVING_WORDS
            and w not in NUMBER_WORDS
            and not w.isdigit()
            and not _ANOTHER_WORD_RE.fullmatch(w)
            for w in spare
        ):
            return None  # "¿y si le tiran dos Bolts?", "another Lightning Bolt to my face": more spells cast
        match = re.search(rf"\b({_COUNT})\s+$", before, re.IGNORECASE)
        more = _ANOTHER_RE.search(before)
        if more and target is not None:  # "a second Anthem", "otro Parallel Lives": one more than before
            had = _COUNT_BEFORE_RE.search(previous[: target.span[0]])
            count = str((number_in(had.group(0).split()[0]) or 1 if had else 1) + 1)
        elif match:
            count = match.group(1)
        else:
            return None
    else:
        bare = _BARE_COUNT_RE.match(rest.strip()) or _COUNT_OF_THEM_RE.search(rest.strip())
        if not bare:
            return None
        count = bare.group(1)
        target = next((c for c in previous_cards if _COUNT_BEFORE_RE.search(previous[: c.span[0]])), None)
        if target is None and _OF_THEM_RE.search(fold(rest)):  # "¿y con dos de ellas?": the permanent, not the spell
            target = next((c for c in reversed(previous_cards) if c.kind in ("permanent", "creature")), None)
        if target is None:  # "¿y si son cinco?" after "sacrifica tres criaturas": the one amount counted
            counted = list(_AMOUNT_RE.finditer(previous))
            said = re.findall(r"[\w']+", fold(rest))
            only_count = all(
                w in _FILLER or w in _NOTE_FILLER or w in NUMBER_WORDS or w.isdigit() or re.fullmatch(_UNIT, w)
                for w in said
            )
            if len(counted) == 1 and only_count:
                return previous[: counted[0].start(1)] + count + previous[counted[0].end(1) :]
    if target is None:
        return None
    start = target.span[0]
    existing = _COUNT_BEFORE_RE.search(previous[:start])
    head = previous[: existing.start()] if existing else previous[:start]
    return f"{head}{count} {previous[start:]}"


_UNIT = (
    r"(?:damage|dano|life|lives|vidas?|(?:[+-]\d/[+-]\d\s+)?(?:counters?|contadores?)(?:\s+[+-]\d/[+-]\d)?|cards?|cartas?|"
    r"mana|toughness|power|resistencia|fuerza|tokens?|fichas?|loyalty|lealtad|poison|veneno|lands?|tierras?|"
    r"creatures?|criaturas?|permanents?|permanentes?|spells?|hechizos?|blockers?|bloqueadores?|attackers?|atacantes?)"
)
_AMOUNT_RE = re.compile(rf"\b({_COUNT})\s+(?:(?:of|de)\s+)?({_UNIT})\b", re.IGNORECASE)
_PT_RE = re.compile(r"(?<![\w/+-])(\d+/\d+)(?![\w/])")
_MINE_RE = re.compile(r"\b(?:mine|my|mia|mio|la mia|el mio|i attack|attacker|atacante|attacking)\b")
_THEIRS_RE = re.compile(r"\b(?:theirs|their|suya|suyo|blocker|bloqueador|blocking|opponent'?s?|rival)\b")
#: what may stand beside a new amount in a follow-up that only changes it ("what if it only had 2 counters?")
_AMOUNT_FILLER = (
    _FILLER | _NOTE_FILLER | set("it its if si la el mine mia mio theirs suya suyo my mi deals dealt".split())
)


def _unit(text: str) -> str:
    return re.sub(r"(?:es|s)$", "", re.sub(r"[+-]\d/[+-]\d\s*", "", fold(text)).strip())


def _change_amount(previous: str, rest: str) -> str | None:
    """An amount with its unit ("1 damage", "4 vidas", "2 counters") or a power/toughness ("4/4") in place of the
    earlier one, when the follow-up says nothing else; with two P/T, "mine"/"theirs" says which."""
    folded = fold(rest)
    amount = _AMOUNT_RE.search(rest)
    size = _PT_RE.search(rest)
    found = amount or size
    if found is None or (amount and size) or len(folded) != len(rest):
        return None
    leftover = re.findall(r"\w+", folded[: found.start()] + " " + folded[found.end() :])
    if any(word not in _AMOUNT_FILLER for word in leftover):
        return None
    if amount:
        olds = [m for m in _AMOUNT_RE.finditer(previous) if _unit(m.group(2)) == _unit(amount.group(2))]
        if len(olds) != 1:
            return None
        old = olds[0]
        return previous[: old.start(1)] + amount.group(1) + previous[old.end(1) :]
    olds = list(_PT_RE.finditer(previous))
    if len(olds) > 1:
        mine, theirs = bool(_MINE_RE.search(folded)), bool(_THEIRS_RE.search(folded))
        if mine == theirs:
            return None
        clauses = [re.split(r"[,.;]|\b(?:and|y|but|pero)\b", fold(previous[: m.start()]))[-1] for m in olds]
        side = _MINE_RE if mine else _THEIRS_RE
        olds = [
            m for m, clause in zip(olds, clauses, strict=True) if side.search(clause) or (mine and "ataco" in clause)
        ]
    if len(olds) != 1:
        return None
    return previous[: olds[0].start(1)] + size.group(1) + previous[olds[0].end(1) :]  # type: ignore[union-attr]


def _change_x(previous: str, rest: str) -> str | None:
    """ "¿y con X=5?": the new value of X replaces the old one."""
    new_x = _X_RE.search(rest)
    if not new_x or not _X_RE.search(previous):
        return None
    return _X_RE.sub(f"X={new_x.group(1)}", previous)


def _replaced_card(new: CardRef, previous_cards: list[CardRef], focus: str | None) -> str | None:
    """The earlier card a new card takes the place of: the one of the same kind when card types are
    known and only one fits, else the card the conversation is varying, else the last one introduced."""
    names = list(dict.fromkeys(card.name for card in previous_cards))
    if not names:
        return None
    likeness = {c.name: _likeness(new.types, c.types) for c in previous_cards if c.types and new.types}
    if likeness and max(likeness.values()) > 0:  # the most alike by type line: a Giant Spider for Typhoid Rats
        best = max(likeness.values())
        names = [name for name in names if likeness.get(name) == best]
        if len(names) == 1:
            return names[0]
    if new.kind:
        same = list(dict.fromkeys(c.name for c in previous_cards if c.kind == new.kind and c.name in names))
        if len(same) == 1:
            return same[0]
        if same:
            names = same
    return focus if focus in names else names[-1]


_KEYWORD = (
    r"(?:deathtouch|first strike|double strike|trample|lifelink|flying|reach|vigilance|haste|menace|indestructible|"
    r"hexproof|shroud|defender|infect|wither|protection from (?:the )?\w+|toque mortal|danar primero|danar dos veces|"
    r"doble danar|arrollar|vinculo vital|vuela|volar|alcance|vigilancia|prisa|amenaza|antimaleficio|infectar|marchitar|"
    r"defensor|proteccion contra (?:el |lo )?\w+)"
)
#: "<card> had deathtouch (too)", "la Dreadmaw tuviera toque mortal": only keywords given to one earlier card
_GRANT_RE = re.compile(
    rf"^\s*(?:(?:had|has|have|got|gets|gained|gains|with|tuviera|tiene|tenia|ganara|gana|con)\s+)"
    rf"(?P<kw>{_KEYWORD}(?:(?:\s*,\s*|\s+(?:and|y)\s+){_KEYWORD})*)"
    r"(?:\s+(?:too|also|as well|tambien|ademas))?\s*$"
)


def _grant_keywords(previous: str, rest: str, previous_cards: list[CardRef]) -> str | None:
    """ "the Dreadmaw had deathtouch" → "My Colossal Dreadmaw with deathtouch is blocked…": the keyword beside
    the card's first mention, where a reader of the situation looks for it."""
    folded = fold(rest)
    if len(folded) != len(rest):
        return None
    for name in dict.fromkeys(card.name for card in previous_cards):
        spans = mentions(rest, name)
        if len(spans) != 1 or re.search(
            r"\w", re.sub(r"\b(?:the|my|his|her|their|el|la|mi|su|si|if)\b", "", folded[: spans[0][0]])
        ):
            continue
        granted = _GRANT_RE.match(folded[spans[0][1] :])
        at = mentions(previous, name)
        if granted is None or not at:
            continue
        keywords = rest[spans[0][1] + granted.start("kw") : spans[0][1] + granted.end("kw")]
        word = "con" if re.search(r"\b(?:tuviera|tiene|tenia|ganara|gana|con)\b", folded) else "with"
        end = at[0][1]
        return f"{previous[:end]} {word} {keywords}{previous[end:]}"
    return None


#: "without X", "¿y sin X?", "if I didn't have X", "¿y si no tengo X?": the follow-up takes a card away
_WITHOUT_RE = re.compile(
    r"^(?:(?:but |pero )?(?:without|sin)|(?:i |my opponent |they |mi rival )?(?:didn'?t have|did not have|don'?t have|"
    r"do not have|doesn'?t have|does not have|had no|have no)|no (?:tengo|tuviera|tuviese|tiene|controlo|controla|"
    r"hay|hubiera|hubiese))\s+(?:(?:the|a|an|my|el|la|un|una|mi|su)\s+)?$"
)
#: words that only say a card is there ("I control X", "Tengo X en juego", "With X on the battlefield", "X out")
_HAVING_WORDS = set(
    "i control controls have has had tengo tiene tienes controlo controla controlas hay with con en juego mesa out on "
    "the battlefield campo de batalla in play my opponent opponent's opp mi rival tu su a an un una el la and y also "
    "ademas tambien while mientras".split()
) | set(COUNT_WORDS)


def _without(previous: str, rest: str, previous_cards: list[CardRef]) -> str | None:
    """The previous question with an earlier card taken away (see `_remove_card`)."""
    folded = fold(rest)
    for name in dict.fromkeys(card.name for card in previous_cards):
        spans = mentions(rest, name)
        if len(spans) != 1 or not _WITHOUT_RE.search(folded[: spans[0][0]]) or re.search(r"\w", rest[spans[0][1] :]):
            continue
        situation, ask = _split_ask(previous)
        cut = _remove_card(situation, name)
        return None if cut is None else _join(cut, ask)
    return None


def _remove_card(situation: str, name: str) -> str | None:
    """The situation without card `name`: its clause removed when the clause only says the card is there
    ("Tengo Doubling Season y lanzo…" → "Lanzo…"), or the card from a list ("Tengo X y Y" → "Tengo Y"); None when
    the card does something in its clause, or is named more than once."""
    at = mentions(situation, name)
    if len(at) != 1:
        return None
    start, end = at[0]
    bounds = [0] + [m.end() for m in _LIST_RE.finditer(situation)] + [len(situation)]
    stops = [m.start() for m in _LIST_RE.finditer(situation)] + [len(situation)]
    left = max(b for b in bounds if b <= start)
    right = min(s for s in stops if s >= end)
    words = re.findall(r"[\w']+", fold(situation[left:start] + " " + situation[end:right]))
    if any(word not in _HAVING_WORDS and not word.isdigit() for word in words):
        return None
    after = _LIST_RE.match(situation, right)
    before = next((m for m in _LIST_RE.finditer(situation) if m.end() == left), None)
    if words and after and after.end() < len(situation) and not re.search(r"[.?!]", after.group(0)):
        following = _LIST_RE.search(situation, after.end())
        nxt = situation[after.end() : following.start() if following else len(situation)]
        if all(w in _FILLER or w[:1].isupper() for w in re.findall(r"[\w']+", nxt)) and nxt.strip():
            # "Tengo Doubling Season y Parallel Lives": the next card takes its place in the clause
            return _tidy(situation[:start] + situation[after.end() :])
    if after and after.end() < len(situation):
        return _tidy(situation[:left] + situation[after.end() :])
    if before is not None:
        return _tidy(situation[: before.start()] + situation[right:])
    return _tidy(situation[:left] + situation[right:])


#: list and clause separators inside a situation
_LIST_RE = re.compile(r"\s*(?:,\s*(?:and|y)?|;|\.|\s(?:and|y|e|while|mientras)\s)\s*", re.IGNORECASE)


def _tidy(text: str) -> str:
    """Spaces and capitals after a clause was cut out."""
    text = re.sub(r"\s+([,.?!])", r"\1", re.sub(r"\s{2,}", " ", text)).strip(" ,;.")
    if not text:
        return ""
    text = re.sub(r"([.?!]\s+)([a-záéíóúñ])", lambda m: m.group(1) + m.group(2).upper(), text)
    return _capital(text) + ("" if not text or re.search(r"[.?!]$", text) else ".")


#: "el muro fuera un Hill Giant", "the blocker were a Giant Spider": an earlier card, said to be a new one
_COPULA_RE = re.compile(
    r"^(?:[\w'’]+\s+){1,3}(?:fuera|fuese|es|sea|era|were|was|is|had been)\s+(?:(?:a|an|un|una)\s+)?$", re.IGNORECASE
)
_INSTEAD_OF_RE = re.compile(
    r"\b(?:instead of|rather than|in place of|en vez de|en lugar de)\s+(?:(?:the|my|his|her|their|el|la|los|las|mi|su)\s+)?$",
    re.IGNORECASE,
)


def _instead_of(rest: str, previous_cards: list[CardRef]) -> str | None:
    """The earlier card the follow-up says it replaces: "instead of Murder", "en vez de los Elves"."""
    for name in dict.fromkeys(card.name for card in previous_cards):
        if any(_INSTEAD_OF_RE.search(rest[:start]) for start, _ in mentions(rest, name)):
            return name
    return None


def _likeness(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a | b else 0.0


def _noun_like(rest: str, cards: list[CardRef]) -> bool:
    """ "con Pyroclasm", "it were Kor Firewalker instead", "Diabolic Edict, if…": the card stands in for another."""
    text = rest
    for card in sorted(cards, key=lambda c: -c.span[0]):
        text = text[: card.span[0]] + " \x00 " + text[card.span[1] :]
    words = re.findall(r"[\w\x00]+", fold(text))
    if words and words[0] in ("with", "con") and len(words) > 1:
        words = words[1:]
    if words and words[0] in ("a", "an", "un", "una") and len(words) > 1:
        words = words[1:]
    if words and words[0] == "\x00":
        return True
    return all(word == "\x00" or word in _FILLER for word in words)


def _with_note(text: str, rest: str, cards: list[CardRef]) -> str:
    """Keep what the follow-up says besides the card and the count ("if it's my only creature", "X=3")."""
    spare = rest
    for card in sorted(cards, key=lambda c: -c.span[0]):
        spare = spare[: card.span[0]] + " " + spare[card.span[1] :]
    words = [
        w
        for w in re.findall(r"\w+(?:=\d+)?", fold(spare))
        if w not in _FILLER and w not in NUMBER_WORDS and not re.fullmatch(_UNIT, w)
    ]
    words = [w for w in words if not w.isdigit() and w not in _NOTE_FILLER]
    if not words:
        return text
    situation, ask = _split_ask(text)
    return _join(situation, _as_statement(rest), ask)


def _rename(text: str, old: str, new: str) -> str:
    """Every mention of card `old` (full or short name) becomes `new`."""
    for start, end in reversed(mentions(text, old)):
        text = text[:start] + new + text[end:]
    return text


def _replace_clause(situation: str, name: str, rest: str, names: set[str]) -> str | None:
    """The clause of the situation that names card `name` gives way to the follow-up's clause; None when that
    would lose another card of `names` the clause names ("My Hill Giant is blocked by two Llanowar Elves")."""
    replacement = _SUBST_WORDS_RE.sub("", rest).strip(" ,.?")
    if not replacement:  # "y, instead?": nothing to put in its place
        return situation
    mention = mentions(situation, name)[0]
    bounds = [0] + [m.end() for m in _CLAUSE_RE.finditer(situation)] + [len(situation)]
    sentence_ends = [m.end() for m in re.finditer(r"[.?!]+\s*", situation)]
    start = max(b for b in bounds + sentence_ends if b <= mention[0])
    stops = [m.start() for m in _CLAUSE_RE.finditer(situation)] + [m.start() for m in re.finditer(r"[.?!]+", situation)]
    end = min([s for s in stops if s >= mention[1]] + [len(situation)])
    clause = situation[start:end]
    outside = situation[:start] + " " + situation[end:]
    if any(
        other != name and mentions(clause, other) and not mentions(outside, other) and not mentions(rest, other)
        for other in names
    ):
        return None
    prefix = _KEEP_PREFIX_RE.match(clause)
    new_clause = (prefix.group(0) if prefix else "") + replacement
    if start == 0 or re.search(r"[.?!]\s*$", situation[:start]):
        new_clause = _capital(new_clause)
    return situation[:start] + new_clause + situation[end:]


def _split_ask(text: str) -> tuple[str, str]:
    """(the situation, the final question): "I control X and cast Y. How many…?" → both parts."""
    parts = [p.strip() for p in _SENTENCE_RE.findall(text) if p.strip()]
    if len(parts) <= 1:
        return "", text.strip()
    last = len(parts) - 1
    if not parts[last].endswith("?"):
        return text.strip(), ""
    if parts[last].startswith("¿") and not re.search(r"[.?!:;]$", parts[last - 1]):
        last -= 1  # "Si muere otra vez, ¿vuelve?": the clause before the "¿" belongs to the question
        if last == 0:
            return "", text.strip()
        return " ".join(parts[:last]), f"{parts[last]} {parts[last + 1]}"
    return " ".join(parts[:last]), parts[last]


def _strip_marker(question: str) -> str:
    text = question.strip()
    while True:
        stripped = _MARKER_RE.sub("", text, count=1)
        if stripped == text:
            break
        text = stripped
    return text.rstrip(" ?!").strip() or question.strip()


#: a hypothetical's verb said as a fact, at the start of the statement ("fuera una ficha" → "es una ficha")
_AS_FACT = {
    "sea": "es", "fuera": "es", "fuese": "es", "sean": "son", "fueran": "son", "fuesen": "son",
    "tenga": "tiene", "tuviera": "tiene", "tuviese": "tiene", "tengan": "tienen", "tuvieran": "tienen",
    "haya": "hay", "hubiera": "hay", "hubiese": "hay", "controle": "controla", "controlara": "controla",
    "estuviera": "está", "este": "está",
}  # fmt: skip
_AS_FACT_RE = re.compile(rf"^(?:({'|'.join(_AS_FACT)})|(it|he|she|that) (?:were|was))\b", re.IGNORECASE)


def _as_statement(text: str) -> str:
    text = _SUBST_WORDS_RE.sub("", text).strip(" ,¿?¡!")
    text = _AS_FACT_RE.sub(lambda m: _AS_FACT[m.group(1).lower()] if m.group(1) else f"{m.group(2)} is", text)
    return _capital(text) + "." if text else ""


def _as_question(text: str) -> str:
    text = text.strip(" ,¿?¡!")
    if re.search(r"[áéíóúñ¿]|\b(?:que|como|cuant\w*|quien|cual|puedo|tengo|se|mi|sigue|sigo)\b", fold(text) + text):
        return f"¿{_capital(text)}?"
    return _capital(text) + "?"


def _join(*parts: str) -> str:
    return " ".join(part.strip() for part in parts if part and part.strip())


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _cited(answer: str) -> list[RuleId]:
    """The rules the previous answer cited ("[616.1e]", "(704.5j)"): what decided it."""
    return list(dict.fromkeys(find_references(answer)))[:6]


# -- a stand-in card finder, until the card matcher (index/cards.py) is available ----------------------

_NAME_WORD = r"[A-ZÁÉÍÓÚÑ][\w'’\-]*"
_CONNECTOR = r"(?:of|the|to|from)"
_NAME_RE = re.compile(rf"{_NAME_WORD}(?:(?:\s+{_CONNECTOR})*\s+{_NAME_WORD}|,\s+{_NAME_WORD})*")
_NOT_NAMES = set(
    "i my your if when what which who how can does do did is are and but or in on the a an so then it its "
    "mi tu si y o el la los las un una que qué cuántas cuántos cuánto cuándo cómo quién puedo puede hay tengo "
    "controlo lanzo equipo ataco le lo en de con ese esa en mientras cuando tras x they he she we además después "
    "también luego entonces".split()
)
_SENTENCE_START_RE = re.compile(r"(?:^|[.?!¿¡:;]\s*|\n)\s*$")


def matched_cards(matcher: CardMatcher) -> FindCards:
    """The card matcher (index/cards.py) as a finder: each card once, with its kind from the type line."""

    def find(text: str) -> list[CardRef]:
        return [
            CardRef(m.card.name, m.span, kind_of(m.card.type_line), types_of(m.card.type_line))
            for m in matcher.find(text)
        ]

    return find


def capitalised_cards(text: str) -> list[CardRef]:
    """Card names guessed from capitalised words (with "of", "to", ", Guardian of…" joining them); a lone
    capitalised word that ends an earlier name ("the Bears") is that card. Used only without a card matcher."""
    found: list[CardRef] = []
    for match in _NAME_RE.finditer(text):
        start, name = match.start(), match.group(0)
        words = name.split()
        while words and words[0].strip(",").lower() in _NOT_NAMES:
            start = text.index(words[1], start) if len(words) > 1 else match.end()
            words = words[1:]
        name = " ".join(words).rstrip(",")
        if not name or name.lower() in _NOT_NAMES:
            continue
        known = next((c.name for c in found if name.endswith(" " + c.name)), None)
        if known is not None:  # "Destruyen Mirror Gallery" after "Mirror Gallery"
            start, name = start + len(name) - len(known), known
        full = next((c.name for c in found if c.name != name and same_card(name, c.name)), None)
        if full is None and " " not in name and _SENTENCE_START_RE.search(text[:start]):
            continue  # a capitalised word opening a sentence says nothing
        found.append(CardRef(full or name, (start, start + len(name))))
    return found
