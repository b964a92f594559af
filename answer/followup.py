"""Follow-up questions: turn "¿y si además tengo Parallel Lives?" into a question that stands alone.

The service is stateless: the client sends the previous turns. Each turn is resolved against the one
before it (so a three-turn conversation carries what the second turn changed), and the new question
is resolved last. A question that is not a follow-up is returned unchanged, so a self-contained
question is answered exactly as it would be without history.

Resolution is plain text in, plain text out: the previous question's situation (its sentences before
the final question) is kept, and the follow-up either asks something new about it ("en ese caso,
¿quién elige el orden?"), asks the same again under a change ("does that change if it's a token?"), or
changes the situation — how a change is written into it is `answer.rewrite`. This module holds the
history (validation, trimming), decides what is a follow-up and carries the earlier turns. Cards come
from a `find_cards` callable so the card matcher can be swapped in without touching this module.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from answer.results import AnswerContext, CarriedItem
from answer.rewrite import (
    ADD_RE,
    SENTENCE_START_RE,
    SUBST_RE,
    CardRef,
    affirmed,
    apply_change,
    as_statement,
    change_zone,
    forget_card,
    join_text,
    mentions,
    other_way_round,
    split_ask,
)
from answer.text import YES_RE, capital
from index.cards import CardMatcher
from ingest.errors import JudgeError
from ingest.lexicon import fold
from ingest.ruleid import RuleId, find_references


@dataclass(frozen=True)
class Turn:
    question: str
    answer: str | None = None


FindCards = Callable[[str], list[CardRef]]


def kind_of(type_line: str) -> str:
    """A card's role in a situation, from its type line: what a new card can stand in for."""
    if "Creature" in type_line:
        return "creature"
    if "Instant" in type_line or "Sorcery" in type_line:
        return "spell"
    return "permanent" if type_line else ""


def types_of(type_line: str) -> frozenset[str]:
    """ "Legendary Creature — Angel" → {"Legendary", "Creature", "Angel"}: what a card is, for likeness between cards
    (Banisher Priest is more like Fiend Hunter, both Human Clerics, than like Carrion Feeder)."""
    return frozenset(word for face in type_line.split("//") for word in face.replace("—", " ").split())


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
    r"same|igual|lo mismo|the same|back to|going back to|volviendo al?|still with|still without|todavia con|"
    r"aun con|sigue con|seguimos con|follow[- ]?up|pregunta de seguimiento"
)
_OPENER_RE = re.compile(rf"^(?:{_OPENERS})\b")
#: the story told before goes on, its subject a pronoun: "then it got Unsummoned", "it died after that and…",
#: "luego lo devuelven a mi mano"
_STORY_GOES_ON_RE = re.compile(
    r"^(?:(?:and|ok|so|y)\s+)?then\s+(?:it|he|she|they)\b|"
    r"^(?:(?:and|ok|so|y)\s+)?then\s+(?:i|we)\s+\S+\s+(?:it|him|her|them)\b|"  # "then i +1 her"
    r"^(?:it|he|she|they)\s+\w+[^.?]{0,30}\b(?:after that|afterwards|"
    r"then)\b|^(?:y\s+)?(?:luego|despues|entonces)\s+(?:lo|la|los|las|le)\s+\w+"
)
#: "so …" continues only when it speaks of what was said: an earlier card or a pronoun
_SO_RE = re.compile(r"^(?:ok(?:ay)? )?so\b")
#: "what if my opponent has Rest in Peace out?": a permanent put beside the situation
_IN_PLAY_RE = re.compile(
    r"\b(?:has|have|had|controls?|tiene|tengo|controla)\b[^.?]{0,40}\b(?:out|in play|on the battlefield|en mesa|"
    r"en juego|en el campo|on (?:the |my |his |their )?board)\b"
)
_HYPOTHETICAL_RE = re.compile(
    r"^(?:what if|what happens if|que pasa si|que pasaria si|y que pasa si|say|suppose|supposing|let'?s say|"
    r"digamos que|supongamos que|pongamos que)\b"
)
#: a reference back that a self-contained question can't hold: "one of those", "the other one", "that order"
_BACK_REF_RE = re.compile(
    r"\b(?:those|the other(?: one)?|that one|this one|"
    r"(?:that|this) (?:order|choice|ability|effect|replacement|token)s?|"
    r"(?:esos|esas|ese|esa|este|esta) (?:orden|eleccion|disparo|habilidad|efecto|reemplazo|ficha|contador)\w*|"
    r"la otra|el otro|that turn|ese turno|the (?:first|second) one|(?:el|la) (?:primer[oa]|segund[oa])(?: que)?)\b"
)
#: "with the same two blocking", "con los mismos bloqueadores": the situation just told, kept as it was
_SAME_SITUATION_RE = re.compile(
    r"\b(?:with|and|but) the same (?:\w+ )?(?:blocking|blockers?|attackers?|board|setup|situation|cards?|creatures?|"
    r"targets?|stack)\b|\bcon (?:los|las|el|la) mism[oa]s? (?:\w+ )?(?:bloque\w*|atacantes?|cartas?|criaturas?|"
    r"objetivos?|pila|situacion|mesa)\b"
)
#: "ya con las dos en mesa", "with both of them out": the copies just told, on the battlefield
_BOTH_OUT_RE = re.compile(
    r"\bcon (?:los|las) (?:dos|tres) (?:en (?:mesa|juego|el campo)|ya)\b|\bwith (?:both|all three)(?: of them)? (?:out|in play)\b"
)
#: "it" or "them" after a preposition: "equip the Collar to it", "cast Giant Growth on them"; "it" doing or having
#: something ("and it gets the three counters")
_OBJECT_PRONOUN_RE = re.compile(
    r"\b(?:to|on|onto|at|with|from|into|targeting) (?:it|them)\b|\bit (?:gets|got|had|has|takes|took|is|was)\b|"
    r"\b(?:block|blocks|blocked|chump|chumps|bolt|bolts|kill|kills|exile|exiles|bounce|bounces|copy|copies|sac|sacs|"
    r"sacrifice|sacrifices) (?:it|him|her|them)\b"  # "what if they block it with a grizzly bears"
)
#: "can I at least …?", "¿y al menos puedo …?": asking what is left of the situation just answered
_AT_LEAST_RE = re.compile(r"\b(?:at least|al menos|por lo menos)\b")
_ANAPHOR_RE = re.compile(
    r"\b(?:it|they|them|him|that one|this one|those|the other( one)?|the same|that (?:card|creature|spell)|"
    r"(?:that|this) (?:order|choice|trigger|ability|damage|effect|replacement|life|token|counter)s?|"
    r"(?:ese|esa|este|esta) (?:orden|eleccion|disparo|habilidad|dano|efecto|reemplazo|vida|ficha|contador)|"
    r"eso|esa|ese|esto|ella|ellas|ellos|ello|la otra|el otro|lo mismo|esa carta|both|ambos|ambas|los dos|las dos|"
    r"the (?:blockers?|attackers?|copy|token|original)|(?:el|los) (?:bloqueador(?:es)?|atacantes?)|la copia|la ficha|"
    r"el original)\b|\b\w{3,}(?:ar|er|ir)(?:la|lo|las|los|le|les)\b|"
    # "how much life do i gain off that?": "that" ending the question, after a preposition
    r"\b(?:off|from|after|by|with|for|de|con|por) (?:that|this|eso|esto)\W*$"
)
#: a bare ask about something just said: "whose trigger resolves first?", "¿cuál se resuelve primero?"
_BARE_ASK_RE = re.compile(
    r"^(?:whose|which|who|quien|cual)\b[^.?]{0,40}\b(?:triggers?|abilit\w*|effects?|ones?|disparos?|habilidad\w*|"
    r"efectos?|first|primero)\b"
)
#: a bare amount asked of what was just told, after at most the table's size: "how much life do i gain?", "mesa de 4,
#: ¿cuánta vida gano?", "4 player pod so how much life do i gain off it?"
_BARE_AMOUNT_RE = re.compile(
    r"^(?:(?:(?:en )?(?:una )?(?:mesa|partida) (?:de|a) \d+|\d+[- ]?(?:player|players|jugadores)(?: pod| game| table)?)"
    r"[\s,]*(?:so\s+)?)?¿?(?:how (?:much|many)|cuant[oa]s?)\s+(?:life|damage|tokens?|counters?|cards?|vida|vidas|dano|"
    r"fichas?|contadores?|cartas?)\b(?:\s+[^\s,.?]+){0,5}\W*$"
)
#: Latin-American "that's great / ok" openers, read as nothing both before the follow-up and as its opening words
_SLANG_OK = (
    r"bacano|bacana|bacan|chevere|joya|listo|brutal|ya pues|"
    # Australian and Chilean acknowledgements: "righto.", "fair.", "cheers", "yeah nah", "ya,", "pucha", "ya po"
    r"righto|fair enough|fair|cheers|yeah nah|yeah|yep|nah|ya po|ya|pucha|ah ya|oka"
)
#: words that open a reply without saying anything ("ok,", "thanks!", "vale,"): skipped before reading the rest
_INTERJECTION_RE = re.compile(
    r"^(?:(?:ok(?:ay)?|lol|lmao|haha|jaja|xd|vale|bueno|right|alright|all right|got it|i see|entiendo|ya veo|gracias|thanks|thank you|wait|"
    r"espera|a ver|"
    r"perfect|perfecto|cool|genial|great|nice|awesome|sweet|hmm+|ah|oh|vaya|interesting|interesante|understood|entendido|"
    r"makes sense|tiene sentido|sick|dope|neat|sweet|bet|wepa|buenisimo|dale|de una|last one|ultima|"
    + _SLANG_OK
    + r")\b[\s,.!:;]*)+"
)
#: the question says it leaves the conversation ("Otra cosa: …", "Separate question: …", "unrelated, …")
_NEW_TOPIC_RE = re.compile(
    r"^(?:(?:and|y|now|ahora|also|so|but|pero|tambien|ademas|then|entonces|ok|vale|bueno)\W+)*(?:(?:a |an |one )?(?:separate|different|unrelated|new|other|another) (?:question|topic|thing|subject)|"
    r"unrelated|off[- ]topic|changing (?:the )?(?:topic|subject)|on another (?:note|topic)|"
    r"otra (?:cosa|pregunta|duda|consulta)|(?:una )?(?:pregunta|duda|consulta) (?:aparte|distinta|nueva|diferente)|"
    r"cambiando de tema|(?:otro|nuevo|distinto) tema|aparte de eso)\b|"
    # "y otra: ¿en commander se usa banquillo?", "another one: …": a new question announced by a colon
    r"^(?:(?:and|y|ok|vale|bueno)\W+)*(?:otra|another(?: one)?|one more|una mas)\s*:"
)
#: a pronoun that needs something said before it
_PRONOUN_RE = re.compile(r"\b(?:it|them|that one|this one)\b|\b\w{3,}(?:ar|er|ir)(?:la|lo|las|los)\b")
#: "is it possible…", "does it matter…", "it's legal…": "it" that stands for nothing
_EXPLETIVE_RE = re.compile(
    r"\b(?:is it|it is|it's|it was|was it|would it be|will it be)\s+(?:possible|legal|illegal|allowed|true|ok|okay|"
    r"necessary|mandatory|required|correct|right|wrong|better|worth|important|the case)\b|\b(?:does|did) it matter\b|"
    r"\bhow does it work\b|\bwhat is it\b|\bwhat does it (?:mean|do)\b|"
    r"\b(?:does|will|would|did) it take (?:for|to)\b|\bhow (?:long|many \w+(?: \w+)?) (?:does|will|would) it take\b"
)
#: an article or possessive: a noun follows that a later pronoun can stand for
_DETERMINER_RE = re.compile(
    r"\b(?:a|an|the|my|your|his|her|their|our|its|this|that|these|those|each|every|any|some|another|"
    r"un|una|unos|unas|el|los|las|mi|mis|tu|tus|su|sus|este|esta|ese|esa|cada)\b"
)
_THEN_RE = re.compile(
    r"\b(?:then|entonces|in that case|en ese caso|en tal caso|that way|de esa forma|asi|now|ahora|this time|esta vez|"
    r"(?<!is )(?<!are )there|ahi|alli)\s*\W*$"
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
    r"\w+|^(?:me|te|se|nos)\s+(?:la|las|los)\s+\w+|"
    # "si la lanzo en el paso de declarar atacantes, ¿puede bloquear?": a first-person verb on the thing told
    r"^(?:y\s+)?si\s+(?:la|las|los)\s+(?!mano\b)\w{3,}o\b"
)
_INSTEAD_WORD_RE = re.compile(r"\b(?:instead|en vez|en lugar)\b")
#: a definite reference back in a hypothetical ("what if the blocker…", "¿qué pasa si la criatura…?")
_DEFINITE_RE = re.compile(
    r"\bthe (?:thing|one) (?:i|you|they|he|she|we)\b|"  # "what if the thing I stole and sacrificed was a token?"
    r"\b(?:the (?:creature|spell|token|blocker|attacker|copy|target|ability|trigger|permanent|aura)|la (?:criatura|ficha|"
    r"copia|habilidad)|el (?:hechizo|bloqueador|atacante|objetivo|permanente|aura))\b"
)
#: words that vary something already said; with a card of the previous turn, a follow-up
_STILL_RE = re.compile(
    r"\b(?:still|anymore|instead|too|as well|again|todavia|aun|sigue|siguen|en vez|en lugar|tambien|ademas)\b"
)
#: the opening words stripped before reading what the follow-up changes (matched on the original text)
_MARKER_RE = re.compile(
    r"^(?:[¿¡\s,.!:;]+|(?:and|but|then|so|what about|how about|what if|what happens if|in that case|same but|"
    r"thanks|thank you|got it|i see|alright|right|gracias|entiendo|ya veo|perfecto|perfect|genial|great|cool|nice|"
    r"awesome|sweet|" + _SLANG_OK + r"|"
    r"even (?:if|though)|even|aunque|incluso(?: si)?|ni siquiera(?: si)?|wait|espera|"
    r"say|suppose|supposing|let'?s say|digamos que|supongamos que|pongamos que|"
    r"same (?:block|blocks|attack|combat|setup|spot|play|stack)(?: (?:as before|again))?,? but|"
    r"(?:el )?mismo (?:bloqueo|ataque|combate),? pero|"
    r"same (?:question|scenario|situation|thing|board)|(?:the )?same (?:for|with)|igual (?:con|para)|lo mismo (?:con|para)|(?:la )?misma (?:pregunta|situaci[oó]n)|(?:el )?mismo caso|"
    r"same thing but|if|ok|okay|y|e|pero|vale|bueno|entonces|qu[eé] tal|qu[eé] pasa(?:r[ií]a)? si|en (?:ese|tal) caso|"
    r"lo mismo pero|igual pero|si)\b[\s,]*|"
    # "still with deathtouch, …": a change already told, so already in the situation
    r"(?:still with(?:out)?|todav[ií]a con|a[uú]n con|sigue con|seguimos con) [^,?]{1,30},\s*)",
    re.IGNORECASE,
)
#: the follow-up asks its own question: about the same situation, with its own question word
_OWN_ASK_RE = re.compile(
    # "¿y por lo menos la puedo mandar a la zona de mando?": "at least" and a clitic before the question word
    r"^(?:(?:por lo menos|al menos|at least)\s+)?(?:(?:la|lo|le|los|las|me|te|se)\s+)?"
    r"(?:who|whom|which|how|when|why|where|whose|can|could|does|do|did|is|are|will|would|should|must|"
    r"quien|quienes|cual|cuales|cuant\w*|como|cuando|donde|por que|puedo|puede|pueden|debo|debe|tengo que|"
    r"hay que|sigue|siguen|what(?! about| if| i | you | we | they | he | she )|whats|que (?:pasa|ocurre|sucede|le pasa|hace|hago)|"
    r"(?:con|de|a|en|por|para|with|to|for) (?:cuant\w*|quien\w*|how many|how much|whom)|"
    r"(?:a|en|de|con|por|para) (?:que|cual) (?:cementerio|zona|mano|jugador|turno|paso|fase|pila|biblioteca))\b|"
    # "¿y yo cuánta vida gano?", "and me, how much do I get?": a pronoun before the question word
    r"(?:^|,\s*|\bso\s+|^(?:yo|tu|el|ella|me|i|you)\s*,?\s*)(?:who|which|how many|how much|quien|quienes|cual|cuant\w+)\b"
)
#: "¿y se muere mi Firewalker?", "¿y la Opalescence es una criatura?" (no "si"): an outcome asked about the same
#: situation, not a fact added to it
_OUTCOME_ASK_RE = re.compile(
    r"^\W*(?:y|and)\s+(?:se )?(?:muere|mueren|sobrevive|sobreviven|se dispara|se disparan|se resuelve|se resuelven|"
    r"recib(?:e|o|es|en) (?:dano|algo)|me (?:llega|hace) dano)\b|"
    r"^\W*y\s+(?:el|la|los|las|mi|mis|su|sus)\s+[^?,]{1,40}?\s(?:es|son|sigue|siguen|tiene|tienen|puede|pueden)\s|"
    # "¿y la tierra la consigue igual?": something of the situation asked about "still" ("igual", "todavía")
    r"^\W*y\s+(?!si\b)(?:el|la|los|las|mi|mis|su|sus)\s+[^?,]{1,50}?\s(?:igual|todavia|aun|tambien)\s*\??\s*$|"
    # "¿y el daño del que se devolvió se lo puedo meter al otro elfo?": something of the situation, then "can I"
    r"^\W*y\s+(?:el|la|los|las|mi|mis|su|sus)\s+[^?,]{1,50}?\s(?:(?:se\s+)?(?:lo|la|le|los|las)\s+)?(?:puedo|podria)\s|"
    # "¿y ese orden lo escojo yo?": something of the situation, then whether the asker picks it
    r"^\W*y\s+(?:ese|esa|este|esta|el|la)\s+[^?,]{1,30}?\s(?:lo|la|los|las)\s+(?:escojo|elijo|decido|ordeno)\b|"
    # "¿y el thragtusk a qué cementerio va?": something of the situation, then where it goes asked
    r"^\W*y\s+(?:el|la|los|las|mi|mis|su|sus)\s+[^?,]{1,40}?\s(?:a|en|de|para) (?:que|cual)\s+(?:cementerio|zona|mano|"
    r"biblioteca|jugador)\b|"
    # "¿y el turno que lo escapo está obligado a atacar?": something of the situation, then whether it must
    r"^\W*y\s+(?:el|la|los|las|mi|mis|su|sus)\s+[^?,]{1,40}?\s(?:esta|estan|queda|quedan)\s+obligad[oa]s?\b|"
    # "¿y el angel se muere?": a creature of the situation, its fate asked
    r"^\W*y\s+(?:el|la|los|las|mi|mis|su|sus)\s+[^?,]{1,30}?\s(?:se )?(?:muere|mueren|sobrevive|sobreviven|vuelve|"
    r"vuelven)\b|"
    # "¿y el rival pierde 2 vidas otra vez cuando vuelve?": the other player as subject, an outcome asked
    r"^\W*y\s+(?:el|mi|su) (?:rival|oponente)\s+(?:(?:le|lo|la|me|te|se|les)\s+)?(?:pierde|gana|recibe|roba|sacrifica|"
    r"descarta)\b[^?]*\?\s*$|"
    # "¿y el rival puede tirarle un bolt?": the other player as subject, its own "can" question
    r"^\W*y\s+(?:el|mi|su) (?:rival|oponente)\s+(?:(?:le|lo|la|me|te|se|les)\s+)?(?:puede|podria|pueden)\s|"
    # "¿y me queda enderezada para bloquear?": how the asker's permanent ends up, its own question
    r"^\W*y\s+(?:me|se|le)\s+(?:queda|quedan)\s|"
    # "¿y le puedo poner pacifism?": a clitic and "can I", its own question about the same permanent
    r"^\W*y\s+(?:le|lo|la|les|los|las|se)\s+(?:puedo|podria|puedes)\s|"
    # "¿y una vez en mesa me lo puede matar con doom blade?": a clitic and a modal, its own question
    r"^\W*y\s+(?:[^?,]{0,30}?\s)?(?:me|te|se|le|nos)\s+(?:lo|la|los|las)\s+(?:puede|pueden|podria|podrian)\b|"
    # "¿y un earthquake del rival con X=1 lo mata?": a new card as subject, the outcome as the last verb
    r"^\W*y\s+(?:un|una|el|la|mi|su)\s+[^?,]{1,50}?\s(?:lo|la|los|las)\s+(?:mata|matan|destruye|destruyen|exilia|"
    r"salva|salvan)\W*$|"
    # "¿y busca la tierra básica del path?", "¿y gana la vida?": an outcome verb right after "y", asked about the same
    # situation (not "y si …", a new fact)
    r"^\W*y\s+(?:(?:me|te|le|se|lo|la|les)\s+)?(?:busca|roba|robo|gana|gano|pierde|pierdo|recibe|recibo|consigue|"
    r"consigo|saca|saco|entra|cuenta|cuentan|funciona|funcionan)\b[^?]*\?\s*$|"
    # "¿y yo le puedo poner rancor?": the other player as subject, a "can" question of their own
    r"^\W*y\s+(?:yo|tu|el|ella)\s+(?:(?:le|lo|la|les|los|las|se|me|te)\s+)?(?:puedo|puedes|puede|podria)\s|"
    # "¿y al menos le toca una ficha?", "but at least do I get a token?": an outcome of the same situation, asked
    r"^\W*(?:(?:y|and|but|pero)\s+)?(?:al menos|por lo menos|at least)\b[^?]*\?\s*$|"
    # "¿y lo contrarresta?": a clitic and the outcome's verb, nothing else: the outcome of what was just asked
    r"^\W*y\s+(?:lo|la|los|las|le|les)\s+(?:contrarresta|contrarrestan|mata|matan|destruye|destruyen|exilia|exilian|"
    r"salva|salvan)\W*$"
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
    contexts: list[Resolved] = []
    for index, turn in enumerate(history):
        contexts.append(_resolve_step(turn.question, contexts, find, history[:index]))
    resolved = _resolve_step(question, contexts, find, history)
    if not resolved.follow_up or not history or not history[-1].answer:
        return resolved
    rules = tuple(CarriedItem("rule", str(rid)) for rid in _cited(history[-1].answer))
    return Resolved(resolved.question, True, resolved.carried + rules, resolved.focus)


#: the follow-up goes back to the first turn's situation before changing it: "ok back to 40 and getting bolted. if I
#: respond with Healing Salve, do I win?", "y volviendo a los dos a 1, si tengo un Vampire Nighthawk…"
_BACK_TO_FIRST_RE = re.compile(
    r"^[\W]*(?:(?:ok(?:ay)?|and|y|but|pero|so)\W+)*(?:back to|going back to|volviendo al?|volvamos al?|de vuelta al?|"
    r"regresando a)\b[^,.;?]*[,.;]\s*",
    re.IGNORECASE,
)


#: the follow-up first takes an earlier card back out: "forget the Orb. what if …", "ok forget the Giant Growth, …",
#: "olvida el Torpor Orb, ¿y si …?"
_FORGET_RE = re.compile(
    r"^[\W]*(?:(?:ok(?:ay)?|and|y|vale|bueno|but|pero)\W+)*(?:forget(?: about)?|never ?mind|scratch|olvida(?:te de)?|"
    r"olvidate de|sin)\s+(?P<what>[^,.;?]{2,40}?)\s*[,.;]\s*",
    re.IGNORECASE,
)


def _resolve_step(question: str, contexts: list[Resolved], find: FindCards, history: Sequence[Turn]) -> Resolved:
    """One turn read against the turn before it — or, when it says it goes back, against the first turn; a card
    it says to forget leaves the situation first."""
    back = _BACK_TO_FIRST_RE.match(question) if len(contexts) >= 2 else None
    if back is not None and question[back.end() :].strip():
        return _resolve_turn(question[back.end() :], contexts[0], find, history[0].answer, forced=True)
    context = contexts[-1] if contexts else None
    if len(contexts) >= 2 and context is not None and context.follow_up and _OTHER_CHANGE_RE.search(fold(question)):
        # "¿y si le doy Titanic Growth a mi Monstrosaur?" + "¿y si en cambio es el rival quien se lo da a la Spider?":
        # another change in place of the last one, read against the situation before it
        return _resolve_turn(question, contexts[-2], find, history[-2].answer)
    forget = _FORGET_RE.match(question) if context is not None else None
    if context is not None and forget is not None and question[forget.end() :].strip():
        reduced = forget_card(context.question, forget["what"], find(context.question))
        if reduced is not None:
            kept = Resolved(reduced, True, context.carried, context.focus)
            return _resolve_turn(question[forget.end() :], kept, find, None, forced=True)
    return _resolve_turn(question, context, find, history[-1].answer if history else None)


#: a change said to replace the last one: "¿y si en cambio …?" ("en vez de eso" replaces within the last one: a
#: response replaced by another response)
_OTHER_CHANGE_RE = re.compile(r"^\W*(?:(?:and|y|but|pero|ok|vale)\W+)*(?:y si|si)\W+en cambio\b")


#: the words said in place of an earlier card: "what if it was murder instead of bolt?", "y si fuera murder en vez de
#: bolt?": there a lower-case common word ("murder", "fog") is a card's name
_SLOT_RE = re.compile(
    r"\b(?:was|were|is|it'?s|fuera|fueran|fuese|es|era|with|w|con|cast|casts|lanzo|lanza|tiro|tira)\s+"
    r"(?:an?\s+|un\s+|una\s+|el\s+|la\s+)?([a-z][a-z'-]{2,20}(?:\s+[a-z][a-z'-]{1,20}){0,3}?)\s+"
    r"(?:instead|rather than|en vez|en lugar)\b"
)


def _capitalise_slot(question: str, find: FindCards) -> tuple[str, list[CardRef]]:
    """A card named in lower case in the place of an earlier one, written as its name ("… it was Murder instead of
    bolt?") when the finder then reads exactly those words as that card; with the cards found in what is returned."""
    found = find(question)
    for slot in _SLOT_RE.finditer(question):
        start, end = slot.span(1)
        if any(card.span[0] < end and start < card.span[1] for card in found):
            continue  # already read as a card as written
        written = question[:start] + question[start:end].title() + question[end:]
        cards = find(written)
        if any(card.span == (start, end) and fold(card.name) == fold(slot[1]) for card in cards):
            return written, cards
    return question, found


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
    if (
        _SO_RE.match(folded)
        and words <= 18
        and not re.search(r"[.;!?]\s+\w", folded)  # one sentence
        and (
            any(mentions(question, card.name) for card in previous_cards)
            or _said_by_last_word(folded, previous_cards)
            or _PRONOUN_RE.search(folded)
        )
    ):
        return True  # "so how much does the bolt actually deal if they pick the best order?"
    opened = _HYPOTHETICAL_RE.match(folded)
    if opened:
        shares = any(mentions(question, card.name) for card in previous_cards) or _said_by_last_word(
            folded, previous_cards
        )
        varied = bool(
            SUBST_RE.search(folded)
            or ADD_RE.search(folded)
            or _DEFINITE_RE.search(folded)
            or _IN_PLAY_RE.search(folded)
            or _OBJECT_PRONOUN_RE.search(folded)
            or re.search(r"\b(?:in response|en respuesta)\b", folded)  # a response to the situation just told
            or _on_the_stack_told(folded)
            or re.search(r"\balongside\b|\balong with\b|\bjunto (?:a|con)\b", folded)  # a second attacker added
            # "what if they cast apostle's blessing but choose artifacts?": another spell in the same spot
            or (any(card.kind == "spell" for card in cards) and _CAST_INSTEAD_RE.match(folded[opened.end() :]))
        )
        # "what if someone Unsummons it, …": a spell named, but "it" still stands for something said before
        unbound = all(card.kind == "spell" for card in cards) and _pronoun_first(folded[opened.end() :])
        back = bool(_BACK_REF_RE.search(folded))
        # "what if i was at 38 when my upkeep began and …": the told situation with another number
        renumbered = bool(_RENUMBERED_RE.search(folded))
        # "what if she died last time and I left her in the yard…": a pronoun first, with nothing it could stand for
        return (
            shares
            or words <= 8
            # up to 16 words ("what if i cloudshift one of my own goblin tokens instead, does it come back?"), but a
            # question opening "¿qué pasa si…" with no "y" before it reads as a new one from 15 words on
            or (words <= (14 if re.match(r"que pasa si\b", folded) else 16) and varied)
            # "what if it was a Colossal Dreadmaw attacking instead, how much trample damage gets through to me?":
            # "instead" or "it" after a verb says what it varies, up to 18 words
            or (words <= 18 and bool(_INSTEAD_WORD_RE.search(folded) or _OBJECT_PRONOUN_RE.search(folded)))
            or (words <= 20 and back)
            or (words <= 24 and (unbound or renumbered or bool(_SAME_SITUATION_RE.search(folded))))
        )
    anaphor = _ANAPHOR_RE.search(folded)
    if anaphor and anaphor[0] in ("it", "them") and re.search(r"\b(?:a|an|un|una)\s+\w+", folded[: anaphor.start()]):
        anaphor = None  # "does attacking with a vigilance creature tap it?": "it" is the creature just introduced
    if words <= 8 and bool(anaphor or ADD_RE.search(folded) or SUBST_RE.search(folded)):
        return True
    if words <= 12 and _BACK_REF_RE.search(folded) and _ASKING_RE.search(folded):
        return True  # "who gets to pick that order, me or opp?"
    if words <= 14 and _DO_THAT_RE.search(folded) and not cards:
        return True  # "if i do that, how much life do i gain?", "how much mana do i pay for that in total?"
    if words <= 16 and _BOTH_OUT_RE.search(folded) and _ASKING_RE.search(folded):
        return True  # "ya con las dos en mesa lanzo raise the alarm, ¿cuántas vidas gano?"
    earlier = {card.name for card in previous_cards}
    if (
        words <= 8
        and all(card.name in earlier or card.kind == "spell" for card in cards)
        and _ASKING_RE.search(folded)
        and _said_by_last_word(folded, previous_cards)
    ):
        # "does the angel die?" after "… they block with serra angel": an earlier card, by its last word; "can i
        # counterspell the grip tho": a spell cast at it
        return True
    if words <= 12 and not cards and _ORDER_OF_THEM_RE.search(folded):
        return True  # "who decides the order they go on the stack?": they are the triggers just told
    if words <= 6 and not cards and _BARE_ASK_RE.match(folded):
        return True  # "whose trigger resolves first?"
    if (
        words <= 14
        and _IN_PLAY_RE.search(folded)
        and re.search(
            r"\b(?:it|them)\b[^.?]{0,20}\b(?:now|then)\b|\b(?:se|lo|la) \w+ (?:ahora|entonces)\b|"
            r"\b(?:ahora|entonces) (?:se|lo|la) \w+",
            folded,
        )
        and _ASKING_RE.search(folded)
    ):
        return True  # "ah hold on he has glorious anthem out. does it die now?": a permanent added to the same fight
    if words <= 12 and not cards and _BARE_AMOUNT_RE.search(folded):
        return True  # "mesa de 4, ¿cuánta vida gano?": an amount of what was just told
    if words <= 12 and _BACK_ON_RE.search(folded) and _said_by_last_word(folded, previous_cards, article=False):
        return True  # "ok collar back on, but they double block with two bears?"
    if words <= 16 and _AT_LEAST_RE.search(folded) and _ASKING_RE.search(folded) and not re.search(r"[.;]", folded):
        return True  # "can i at least tap llanowar elves for mana while it's on the stack?" (one sentence)
    reminder = re.match(r"(?:what'?s|what is|what does|que es|cual es)\b.*\bagain\W*$", folded)  # "whats … again"
    if words <= 10 and _THEN_RE.search(folded) or words <= 6 and _STILL_RE.search(folded) and not reminder:
        return True  # "How many would I get then?", "Does the Spirit still come?"
    if words <= 20 and _STILL_OPENS_RE.match(folded):
        return True  # "Would I still get the Spirit if it's exiled?", "¿Sigo robando si…?"
    if _IN_THAT_CASE_RE.search(folded):
        return True  # "what does the Clone copy in that case?"
    previous_names = {card.name for card in previous_cards}
    if (
        words <= 16
        and _said_by_last_word(folded, previous_cards, article=False)
        and all(card.name in previous_names or card.kind == "spell" for card in cards)
        and _TOLD_ON_RE.match(folded)
    ):
        return True  # "after they double block i bolt one bear. does brute get to hit the player?": the story goes on
    if (
        words <= 16
        and re.match(r"(?:and |y )?(?:if|si)\b", folded)
        and _said_by_last_word(folded, previous_cards)
        and all(card.name in previous_names or card.kind == "spell" for card in cards)
    ):
        return True  # "if opp swords to plowshares my seer does the artist trigger?": the earlier cards, by a word
    # "teferi only needs 3 tho, can the extra 2 spill onto him?": an objection to the answer, a few words longer
    objection = re.search(r"\b(?:tho|though)\b", folded)
    if (
        objection
        and words <= 16
        and all(card.name in previous_names for card in cards)
        and any(mentions(question, card.name) for card in previous_cards)
        and _ASKING_RE.search(folded)
    ):
        return True
    if cards and words <= 10 and all(card.name in previous_names for card in cards) and _ASKING_RE.search(folded):
        return True  # "how much life do I gain from the Swords?": only the earlier cards, asked about again
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
    if words <= 20 and _THEIR_DEATH_RE.search(folded):
        return True  # "does my zulaport cutthroat trigger off her dying tho?": "her" is the commander told before
    if words <= 24 and _STORY_GOES_ON_RE.match(folded):
        return True  # "then it got Unsummoned and I kept it in my hand. how much extra if I cast it from my hand?"
    return words <= 20 and _unbound_pronoun(folded, [fold(card.name) for card in cards])


#: an event of someone said before, by a personal pronoun: "off her dying", "from his death", "cuando se muere ella"
_THEIR_DEATH_RE = re.compile(
    r"\b(?:off|of|from|on|when|after|by) (?:her|him|his) (?:dying|death|dies|died|leaving|being (?:destroyed|exiled))\b"
)
#: a spell cast by someone, opening what a hypothetical says: "they cast …", "i play …", "opp casts …"
_CAST_INSTEAD_RE = re.compile(r"\s*(?:they|i|you|he|she|opp|opponent|my opponent)\s+(?:cast|casts|play|plays)\b")
#: a player's own state told again with a number: "i was at 38", "opp had 5 life", "tuviera 3 vidas", "estaba a 10"
_RENUMBERED_RE = re.compile(
    r"\b(?:i|we|you|they|he|she|opp|opponent|my opponent)\s+(?:was|were|had|am|are|is|have|has)\s+(?:at|on|only)?\s*\d+\b|"
    r"\b(?:estaba|estuviera|estuviese|tuviera|tuviese|tenia|tengo|tiene|estoy|esta)\s+(?:a|en|con|solo)?\s*\d+\b|"
    r"\b(?:i'?m|im|we'?re|they'?re|he'?s|she'?s)\s+(?:at|on|only)\s*\d+\b"
)
#: the move just told, done again by a demonstrative: "if i do that", "how much do i pay for that", "si hago eso"
_DO_THAT_RE = re.compile(
    r"\b(?:do|does|did|doing) (?:that|this|so)\b|\b(?:pay|paid|cost\w*) for (?:that|this)\b|"
    r"\b(?:hago|hace|haces|hacer|hacemos|hiciera) (?:eso|esto|asi)\b|\bpor (?:eso|esto)\b"
)
#: the order of things told before, by a pronoun: "the order they go on the stack", "el orden en que se ponen"
_ORDER_OF_THEM_RE = re.compile(
    r"\border (?:in which |that )?(?:they|them|those|these)\b|"
    r"\borden (?:en (?:el )?que (?:se )?(?:ponen|resuelven|van|apilan|disparan)|de (?:esos|esas|ellos|ellas|estos|estas))\b"
)
#: the situation goes on from where it was told: "after they double block …", "then they …", "despues de bloquear …"
_TOLD_ON_RE = re.compile(r"^(?:and |y )?(?:after|then|afterwards|despues|luego|once|una vez que)\b")
_BACK_ON_RE = re.compile(r"\bback (?:on|in|to)\b|\bagain\b|\bde nuevo\b|\botra vez\b|\bvuelve a\b")


_ARTICLE = r"\b(?:the|my|your|their|his|her|el|la|los|las|mi|su|tu) "


_UNTIL_RESOLVES_RE = re.compile(
    r"\b(?:before|after|while|until) (?:it|they|that|the trigger|the ability) (?:resolves?|triggers?)\b|"
    r"\b(?:antes|despues) de que (?:se )?(?:resuelva|dispare)\b"
)


def _on_the_stack_told(folded: str) -> bool:
    """ "… before it resolves", "antes de que se resuelva" with no spell or ability said before it: what was on the
    stack in the situation told (not "what if my spell's only target … before it resolves?")."""
    found = _UNTIL_RESOLVES_RE.search(folded)
    return found is not None and not re.search(
        r"\b(?:spell|ability|trigger|hechizo|habilidad|disparo)\w*", folded[: found.start()]
    )


def _said_by_last_word(folded: str, cards: list[CardRef], article: bool = True) -> bool:
    """An earlier card called by the last word of its name (four letters or more; three after an article), in any
    case: after an article ("the bears", "la angel", "the ace"), or with `article` False however written ("collar"
    for Basilisk Collar)."""
    fronts = [card.name.split(" // ")[0].split(",")[0] for card in cards]  # "Bonecrusher Giant // Stomp": the Giant
    words = {fold(front).split()[-1] for front in fronts if " " in front}
    before = _ARTICLE + r"(?:own |propi[oa] )?" if article else r"\b"
    shortest = 3 if article else 4
    return any(re.search(rf"{before}{re.escape(word)}s?\b", folded) for word in words if len(word) >= shortest)


def _pronoun_first(text: str) -> bool:
    """ "it", "them", "he" or "she" before any noun phrase: "I wait and cast it after …", "what if she died …" (not
    "my spell's target … before it")."""
    pronoun = re.search(r"\b(?:it|them|he|she|him)\b", text)
    return pronoun is not None and not re.search(r"\b(?:a|an|the|my|your|their|his|her|its)\b", text[: pronoun.start()])


#: an asked clause whose subject is named and whose verb takes the pronoun as object: "can their serra angel block"
_SUBJECT_VERB_IT_RE = re.compile(
    r"^(?:so |and |but |then |ok |y |entonces )?(?:can|could|does|do|did|will|would|is|are)\s+(?:their|my|his|her|the|"
    r"your|a|an|opp'?s|opponent'?s)\s+[\w'’ -]{2,40}?\s+(?:block|target|kill|destroy|exile|attack|enchant|copy|steal|"
    r"bolt|fight|damage|counter|bounce)\w*\s*$"
)


def _unbound_pronoun(folded: str, names: list[str]) -> bool:
    """ "it" or "them" (or a Spanish pronoun joined to its verb, "bloquearla") before anything it could stand for:
    a card, or a noun after an article or possessive ("the creature it enchants" is bound)."""
    pronoun = _PRONOUN_RE.search(folded)
    if pronoun is None or _EXPLETIVE_RE.search(folded):
        return False
    before = folded[: pronoun.start()]
    if _SUBJECT_VERB_IT_RE.match(before):
        return True  # "so can their serra angel block it?": "it" is the object, so not the subject just named
    if len(before.split()) > 6 or re.search(r"[,.;:?!]|\b(?:and|y|when|if|si|cuando|then)\b", before):
        return False  # only in the opening clause: later, "it" can stand for something said in the question
    if re.match(r"[a-z][\w'-]+(?: [a-z][\w'-]+)? (?:with|wearing|con)\b", before):
        return False  # "nighthawk with giant growth on it": "it" is the noun the question opens with
    return not _DETERMINER_RE.search(before) and not any(name and name in before for name in names)


#: chat shorthand in a follow-up, with what it stands for: "n if it had flying", "what abt 2 of them", "n w/ a
#: counter", "y si en vez d eso", "y si el vortex tmb es mio"
_SHORTHAND = (
    (
        re.compile(
            r"^(\W*)n(?= (?:w/|(?:if|what|with|how|now|then|the|my|their|his|her|it|its|when|after|before|while|"
            r"during|on|in|for|against|without)\b))",
            re.I,
        ),
        r"\1and",
    ),
    (re.compile(r"\b(?:wat|wht|what|whta)\s+(?:abt|bout|about)\b", re.I), "what about"),
    (re.compile(r"\babt\b", re.I), "about"),
    (re.compile(r"\bw/o\b", re.I), "without"),
    (re.compile(r"\bw/(?=\s|\w)", re.I), "with "),
    (re.compile(r"\ben vez d\b", re.I), "en vez de"),
    (re.compile(r"\b(?:tmb|tb|tbn)\b", re.I), "también"),
)


def _unabbreviated(question: str) -> str:
    """The follow-up with its chat shorthand written out, so the markers and readings find their words."""
    for pattern, full in _SHORTHAND:
        question = pattern.sub(full, question)
    return re.sub(r"\s{2,}", " ", question)


def _resolve_turn(
    question: str, context: Resolved | None, find: FindCards, answer: str | None = None, forced: bool = False
) -> Resolved:
    """`forced`: the question said it continues the context ("back to …"), whatever its own shape."""
    question, cards = _capitalise_slot(question, find)
    typed = question
    question = _unabbreviated(question)
    if context is None or not (forced or is_follow_up(question, cards, find(context.question))):
        return Resolved(typed, focus=_last_introduced(cards))
    asked, previous = question, context.question
    # "listo, ¿y el rival pierde …?": the interjection says nothing, the outcome asked starts after it
    opened = _INTERJECTION_RE.match(fold(asked))
    asked = asked[opened.end() :] if opened and len(fold(asked)) == len(asked) else asked
    previous_cards = find(previous)
    # "and with two Scales?" → "…two Hardened Scales?": the finder and the reasoners see the card
    expanded = _full_names(question, previous_cards, cards)
    if expanded != question:
        question, cards = expanded, find(expanded)
    rest = _strip_marker(question)
    situation, ask = split_ask(previous)
    focus = context.focus
    condition, own_ask = _conditional_ask(rest)
    change = _same_ask_change(rest, condition, own_ask)
    if change:  # "does that change if it's a token?": apply the change, ask the earlier question again
        rest, condition, own_ask = change, "", ""
    # a new question about a yes/no question answered yes: what it asked is now a fact ("Can X block Y?" → "X blocks Y.")
    base = situation or (affirmed(previous) if answer and YES_RE.match(answer) else None) or previous
    action = _gerund_action(rest, ask)
    rezoned = change_zone(previous, rest) if not cards else None
    if action:  # "what about sacrificing the Elves … in response?" after "Can I still tap the Elves …?"
        text = join_text(situation or previous, action)
    elif rezoned is not None:  # "¿y cuando ya está en el cementerio?": the earlier question, in the new zone
        text = rezoned
        x_told = re.search(r"\b(?:cast\w* |lanzad[oa] )?(?:for|with|con) X\s*=\s*\d+", rest, re.IGNORECASE)
        if x_told and not re.search(r"\bX\s*=", rezoned, re.IGNORECASE):  # "n while its on the stack cast for X=4"
            told_zone, asked_zone = split_ask(rezoned)
            text = join_text(told_zone, as_statement(x_told[0]), asked_zone)
    elif own_ask and situation and _changes_only(condition, _cards_in(question, condition, cards), previous_cards):
        # "and if the Soul Warden were my opponent's, how much would I gain?": the change applied to the earlier
        # situation (a new controller, a new moment, a swap said with "instead"), then its own question
        in_condition = _cards_in(question, condition, cards)
        changed, new_focus = apply_change(previous, condition, in_condition, previous_cards, focus)
        told = split_ask(changed)[0]
        earlier = {card.name for card in previous_cards}
        if all(mentions(told, card.name) for card in in_condition if card.name not in earlier):
            text, focus = join_text(told, _as_question(own_ask)), new_focus
        else:  # the card it swapped lived in the earlier ask, now gone: the condition is told beside the rest
            text = join_text(base, as_statement(condition), _as_question(own_ask))
    elif own_ask and situation and (swapped := other_way_round(situation, condition)) is not None:
        # "flip it around: my Rats attack and the Wurm blocks. how much tramples over?": the roles retold
        text = join_text(swapped, _as_question(own_ask))
    elif own_ask:  # "¿y si X, en ese caso quién elige?": X is a new fact, then its own question
        text = join_text(base, as_statement(condition), _as_question(own_ask))
    elif _OWN_ASK_RE.search(fold(rest)) or _OUTCOME_ASK_RE.search(fold(asked)):
        named_in_ask = [c for c in previous_cards if mentions(ask, c.name) and not mentions(situation, c.name)]
        if _INSTEAD_WORD_RE.search(fold(asked)):
            named_in_ask = []  # "¿y puedo usar su habilidad de maná en vez de eso?": the earlier move is replaced
        if situation and answer and YES_RE.match(answer) and (_OUTCOME_ASK_RE.search(fold(asked)) or named_in_ask):
            # "¿Puedo lanzar Counterspell sobre él?" (yes) + "¿y lo contrarresta?": what was allowed is now done;
            # "does my zulaport cutthroat trigger?" (yes) + "how much life do i gain off it?": the card stays told
            done = affirmed(ask)
            base = join_text(situation, done) if done else base
        bound = _bind_pronoun(rest, cards, previous_cards, previous)
        bound = _bind_it_to_asked(bound, ask, situation, find) if situation and bound == rest else bound
        if base is previous and bound != rest:
            # "can i murder their gladecover scout?" (no) + "does pyroclasm kill it tho?": the earlier question told
            # nothing that stays true; the new one, its pronoun bound, stands alone
            text = _as_question(bound)
        else:
            text = join_text(base, _as_question(bound))
    else:
        text, focus = apply_change(previous, rest, _cards_in(question, rest, cards), previous_cards, focus)
    if not text.strip():  # nothing usable came of it: the question as asked
        return Resolved(asked, focus=_last_introduced(find(asked)))
    named = {card.name for card in cards}
    kept = [card.name for card in find(text) if card.name not in named]
    carried = [CarriedItem("card", name) for name in dict.fromkeys(kept)]
    if situation:
        carried.append(CarriedItem("situation", situation))
    return Resolved(text, True, tuple(carried), focus)


def _changes_only(condition: str, cards: list[CardRef], previous_cards: list[CardRef]) -> bool:
    """The condition before an own question changes the situation rather than adding to it: it names no new card,
    or says "instead" ("and if I Tragic Slip it after combat, …?" adds an action, kept beside the rest)."""
    names = {card.name for card in previous_cards}
    kinds = {card.kind for card in previous_cards if card.kind}
    # "and vs Swords to Plowshares with pro white?" after a Bolt: a spell in a spell's place
    return all(card.name in names or card.kind in kinds for card in cards) or bool(SUBST_RE.search(fold(condition)))


def _cards_in(question: str, part: str, cards: list[CardRef]) -> list[CardRef]:
    """The cards named in `part` of the question, their spans counted from the start of `part`."""
    offset = question.find(part)
    return [
        CardRef(c.name, (c.span[0] - offset, c.span[1] - offset), c.kind, c.types)
        for c in cards
        if offset >= 0 and c.span[0] >= offset and c.span[1] <= offset + len(part)
    ]


#: where a conditional follow-up's own question starts: after "?" ("¿Y si X? ¿En ese caso quién elige?") or a
#: comma ("¿y si le respondo con X, se resuelve mi Bolt?")
_ASK_AFTER_RE = re.compile(
    # a second sentence asked on its own ("¿y si la segunda Thalia es de mi oponente? ¿va alguna al cementerio?"),
    # after any "en ese caso"
    r"\?\s*¿(?:(?:en ese caso|en tal caso|entonces),?\s*)?(?=\w)|"
    # "if i respond with giant growth on the myr does it survive?": the ask after the condition, no comma between
    r"\s(?=(?:does|do|did|is|are|will|would|can|doesn'?t|won'?t|isn'?t) (?:it|he|she|they)\s+(?:still\s+)?"
    r"(?:survive|die|live|resolve|"
    r"trigger|work|stay|take|deal|get|have|lose)\b)|"
    # "if i pitch a blue card it's still free right": a statement to confirm after the condition, no comma between
    r"\s(?=(?:it'?s|its|it is|he'?s|she'?s|they'?re|that'?s)\s[^?,]{1,40}\b(?:right|correct|yeah|eh)\W*$)|"
    r"(?:\?\s*¿?|,\s*¿?|\.\s+¿?|\s[—–-]\s*¿?)(?:(?:en ese caso|en tal caso|in that case|then|entonces),?\s*)?"
    r"(?=(?:who|which|how|when|where|what(?:'s|s| is| are| does| do| would| will| happens)|does|do|did|is|are|can|could|will|"
    r"would|should|quien|quienes|cual|cuales|cuant\w*|como|cuando|donde|"
    r"puedo|puede|podria|podrian|se (?:resuelve|aplica|dispara|destruye|exilia|previene|queda|quedan|van?|pierden?|"
    r"cuentan?|anulan?|deshace|mueren?|salvan?)|sigue|sigo|"
    # "…, ¿igual robo las cartas?": "still" before the verb asked
    r"(?:igual|aun|todavia) (?!que\b)\w+|"
    r"muere|mueren|vuelve|vuelven|regresa|regresan|"
    r"cambia\w*|seria|varia\w*|es (?:igual|distinto|diferente|lo mismo)|que cambia\w*|what changes|"
    r"cuentan? como\b|"
    r"consigo|obtengo|gano|robo|pierdo|recibo|me quedo|sobrevive|do i|does it|is it|are they|"
    # "¿y si el kami tuviera deathtouch, me puede matar?", "…, lo que sobra le llega al rival?", "…, pierde la vida?"
    r"(?:me|te|le|les|nos|se|lo|la|los|las)(?: (?:lo|la|los|las))? (?:puede|pueden|puedo|podria|llega|llegan|mata|matan|hace|hacen|"
    r"llevo|dan|toca|sale|salen|cuesta|cuestan)|"
    r"lo que \w+|pierde|pierden|gana|ganan|busca|entra|(?:tiene|tienen|tengo|hay) que|has to|have to|"
    r"(?:ya|todavia|aun|tambien) (?:puedo|puede|pueden|podria)|"  # "…, ¿ya puedo girarlos en mi siguiente turno?"
    r"con (?:ese|esa|eso|este|esta) \w+,? (?:ya |igual |todavia |aun )?\w+|"  # "…, ¿con ese golpe ya pierde?"
    r"(?:con|de|a|en|por|para|with|to|for) (?:cuant\w*|quien\w*|cual\w*|que|how many|how much|whom|which)|"
    # ", la copia sigue haciendo daño?": a subject, then the verb that asks
    r"(?:el|la|los|las|mi|mis|su|sus|tu|tus) \w+ (?:sigue|siguen|muere|mueren|recibe|reciben|gana|pierde|hace|"
    r"puede|pueden|se \w+)|"
    # "¿y si se dispara alguna habilidad mientras está en la pila, esa sí va?": a demonstrative, then the verb
    r"(?:esa|ese|eso|esas|esos) (?:si |tambien |no )?(?:va|van|funciona|funcionan|sirve|resuelve|se \w+)|"
    # "¿y si no pago, él puede robar?", "…, pago el impuesto de comandante?": a pronoun subject or the payment asked
    r"(?:el|ella|ellos|yo) (?:puede|pueden|puedo|roba|robo|gana|gano|paga|pago)|pago|paga|pagas)\b)",
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


_AUX_IT_RE = re.compile(r"^((?:does|did|is|was|can|could|will|would|do)\s+)it\b", re.IGNORECASE)


def _bind_it_to_asked(rest: str, ask: str, situation: str, find: FindCards) -> str:
    """ "does it still have flying?" after "What are my Serra Angel's power and toughness?": the one card the earlier
    question asked about, and the situation never named, is what "it" stands for."""
    match = _AUX_IT_RE.match(rest)
    if match is None:
        return rest
    asked = [card.name for card in find(ask) if not mentions(situation, card.name)]
    if len(set(asked)) != 1:
        return rest
    return f"{match.group(1)}{asked[0]}{rest[match.end() :]}"


def _bind_pronoun(rest: str, cards: list[CardRef], previous_cards: list[CardRef], previous: str = "") -> str:
    """ "can I at least chump it with a Grizzly Bears?" → "…chump Questing Beast with…": the pronoun becomes the
    one earlier creature (or spell, by the verb) the follow-up does not name itself; left alone when unsure."""
    named = {card.name for card in cards}
    earlier = list(dict.fromkeys(c.name for c in previous_cards if c.kind == "creature" and c.name not in named))
    for spell in (c for c in cards if c.kind == "spell"):
        # "can I Giant Growth it myself?": a spell's name used as the verb, the pronoun its target
        cast_on = re.search(rf"\b{re.escape(spell.name.split(' // ')[0])}\s+it\b", rest, re.IGNORECASE)
        if cast_on is not None and len(earlier) == 1:
            told = next(c for c in previous_cards if c.name == earlier[0])
            whose = re.search(r"\b(my|your|his|her|their)\s+$", previous[: told.span[0]], re.IGNORECASE)
            target = f"{whose[1]} {earlier[0]}" if whose else earlier[0]  # "my Gladecover Scout", as it was told
            return f"{rest[: cast_on.end() - 2]}{target}{rest[cast_on.end() :]}"
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
    clitic = _CLITIC_CAN_RE.search(rest)
    if clitic is not None and not re.search(r"\ba\s+\w", rest[clitic.end() :]):
        # "¿y yo le puedo poner rancor?": "le" is the one earlier creature, said after the verb's object
        creatures = [c for c in previous_cards if c.kind == "creature" and c.name not in named]
        if len({c.name for c in creatures}) == 1:
            # with the possessive it was told with: "a mi slippery bogle" stays the asker's
            whose = re.search(r"\b(mi|mis|su|sus|tu|tus)\s+$", previous[: creatures[0].span[0]], re.IGNORECASE)
            end = len(rest.rstrip(" ?!."))
            return f"{rest[:end]} a {whose[1] + ' ' if whose else ''}{creatures[0].name}{rest[end:]}"
    return rest


#: a Spanish "le" before "can" and a verb: "yo le puedo poner rancor", "¿le puedo tirar un bolt?"
_CLITIC_CAN_RE = re.compile(r"\ble\s+(?:puedo|puedes|puede|podria)\s+\w+", re.IGNORECASE)


#: last words of card names that are also ordinary words, not read as the card when written in lower case
_COMMON_WORDS = set(
    "lives life growth giant season spirit image double angel knight token tokens counter counters creature creatures "
    "spell spells land lands player damage peace rest wrath shock fog murder clone bolt storm".split()
)


def _only_one_ends(cards: list[CardRef], last: str) -> bool:
    return len({card.name for card in cards if card.name.split(",")[0].split()[-1].lower() == last.lower()}) == 1


def _full_names(question: str, previous_cards: list[CardRef], cards: list[CardRef]) -> str:
    """Earlier cards the follow-up names by a short name ("the Scales", "la Dreadmaw", "the bears") written in
    full, so the card finder and the reasoners see them; full names and cards already found are left alone."""
    found = [card.span for card in cards]
    spans: list[tuple[int, int, str]] = []
    for name in dict.fromkeys(card.name for card in previous_cards):
        words = name.split(",")[0].split()
        last, first = words[-1], words[0]
        lower = [  # "the scales", "two processions": the plural ends the short name too
            (m.start(), m.end(1))
            for m in re.finditer(rf"(?<![\w'’-])({re.escape(last.lower())})(?:s|es)?(?![\w'’-])", question)
            if len(last) >= 5 and last.lower() not in _COMMON_WORDS and " " in name
        ]
        if last.lower() in _COMMON_WORDS and len(last) >= 5 and " " in name and _only_one_ends(previous_cards, last):
            # "the angel" after Serra Angel: a common word, but with "the" and one earlier card it ends
            lower += [
                (m.start(2), m.end(2))
                for m in re.finditer(
                    rf"\b(the|that|their|his|her|my|el|la|ese|esa)\s+({re.escape(last.lower())})\b", question
                )
            ]
        # "the Leyline" for Leyline of Sanctity; "dos corpsejack" in lower case when the word is long and no common one
        any_case = re.IGNORECASE if len(first) >= 7 else 0
        opening = [
            m.span()
            for m in re.finditer(rf"(?<![\w'’-]){re.escape(first)}(?![\w'’-])", question, any_case)
            if len(words) > 1 and len(first) >= 5 and first.lower() not in _COMMON_WORDS
        ]
        for start, end in sorted(set(mentions(question, name)) | set(lower) | set(opening)):
            start = _with_words_before(question, start, end, words)  # "Power Plant": not "Power Urza's Power Plant"
            taken = found + [(a, b) for a, b, _ in spans]
            if question[start:end].lower() != name.lower() and not any(a < end and start < b for a, b in taken):
                spans.append((start, end, name))
    for start, end, name in sorted(spans, reverse=True):
        question = question[:start] + name + question[end:]
    return question


def _with_words_before(question: str, start: int, end: int, words: list[str]) -> int:
    """Where a short mention starts once the name's own words typed just before it are taken in ("my Power Plant" for
    Urza's Power Plant: the mention is "Power Plant", not "Plant")."""
    said = question[start:end].lower()
    at = next((i for i, word in enumerate(words) if word.lower().startswith(said.split()[0])), None)
    while at:
        before = re.search(rf"{re.escape(words[at - 1])}\s+$", question[:start], re.IGNORECASE)
        if before is None:
            break
        start, at = before.start(), at - 1
    return start


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
    # a bare space before "does it survive" splits a told condition from its ask ("(if) i respond with giant growth on
    # the myr does it survive"), not a question word from its verb ("how much damage does it take")
    found = [
        m
        for m in _ASK_AFTER_RE.finditer(folded)
        if m.group().strip()
        or not re.search(
            r"\b(?:how|what|which|who|whose|why|cuant\w*|que|cual\w*|quien\w*|como)\b", folded[: m.start()]
        )
    ]
    if not found:
        return "", ""
    split = found[-1]
    condition, ask = rest[: split.start()].strip(" ,¿?"), rest[split.end() :].strip()
    if not condition or not ask:
        return "", ""
    return condition, ask


def same_card(mention: str, name: str) -> bool:
    """ "Dreadmaw" / "Thalia" stand for "Colossal Dreadmaw" / "Thalia, Guardian of Thraben"."""
    short = name.split(",")[0]
    return mention in (name, short, short.split()[-1])


def _last_introduced(cards: list[CardRef]) -> str | None:
    names = list(dict.fromkeys(card.name for card in cards))
    return names[-1] if names else None


#: a game action as a gerund: what a "what about …ing?" follow-up proposes to do instead
_GERUNDS = {
    "sacrificing": "sacrifice", "saccing": "sac", "tapping": "tap", "casting": "cast", "activating": "activate",
    "using": "use", "responding": "respond", "blocking": "block", "attacking": "attack", "paying": "pay",
    "equipping": "equip", "regenerating": "regenerate", "countering": "counter", "flashing": "flash",
}  # fmt: skip
_CAN_ASK_RE = re.compile(r"^\W*(?:and |so |ok )?(?:can|could|may) (i|we|you)\b", re.IGNORECASE)
#: "¿puedo responderle…?", "¿se puede…?": a Spanish ask whose verb a bare infinitive follow-up replaces
_PUEDO_ASK_RE = re.compile(r"^\W*(?:y |entonces )?(puedo|podemos|podr[ií]a|se puede)\b", re.IGNORECASE)
#: "¿Puede atacar mi Wall of Stone?": a creature's own "can" ask, its verb then its subject
_IT_CAN_ASK_RE = re.compile(
    r"^\W*((?i:puede|pueden))\s+[a-záéíóúñ]+(?:ar|er|ir)\s+((?:mi|mis|tu|tus|su|sus|el|la|los|las)\s+[A-Z][^?]*?)\W*$"
)
#: "¿y (al menos) girar mis elves para sacar maná?": an infinitive opening the follow-up, after its filler
_INFINITIVE_RE = re.compile(
    r"^\W*(?:(?:y|al menos|por lo menos|entonces|tampoco|o)\s+)*([a-záéíóúñ]+(?:ar|er|ir)(?:l[oa]s?|les?|se)?)\s+(.+)$",
    re.IGNORECASE,
)


def _gerund_action(rest: str, ask: str) -> str:
    """ "sacrificing the Elves to my Viscera Seer in response" after "Can I still tap the Elves …?": a new action
    asked about the same way, "Can I sacrifice the Elves to my Viscera Seer in response?"; "" else."""
    first, _, remainder = rest.strip(" ¿?").partition(" ")
    verb = _GERUNDS.get(first.lower())
    found = _CAN_ASK_RE.match(ask)
    if verb is None or not found or not remainder:
        spanish, infinitive = _PUEDO_ASK_RE.match(ask), _INFINITIVE_RE.match(rest.strip(" ¿?"))
        if spanish and infinitive:  # "¿y girar mis llanowar elves para sacar maná?" after "¿puedo responderle…?"
            return f"¿{capital(spanish[1])} {infinitive[1]} {infinitive[2].strip(' ?')}?"
        its = _IT_CAN_ASK_RE.match(ask)
        if its and infinitive:  # "¿y bloquear a un Craw Wurm?" after "¿Puede atacar mi Wall of Stone?"
            return f"¿{capital(its[1])} {its[2]} {infinitive[1]} {infinitive[2].strip(' ?')}?"
        return ""
    return f"Can {found[1]} {verb} {remainder.strip(' ?')}?"


def _strip_marker(question: str) -> str:
    text = question.strip()
    while True:
        stripped = _MARKER_RE.sub("", text, count=1)
        if stripped == text:
            break
        text = stripped
    return text.rstrip(" ?!").strip() or question.strip()


def _as_question(text: str) -> str:
    text = text.strip(" ,¿?¡!")
    if re.search(
        r"[áéíóúñ¿]|\b(?:que|como|cuant\w*|quien|cual|puedo|tengo|se|mi|sigue|sigo|consigo|obtengo|gano|robo|pierdo|"
        r"recibo|quedo|la|el|los|las)\b",
        fold(text) + text,
    ):
        return f"¿{capital(text)}?"
    return capital(text) + "?"


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
        if full is None and " " not in name and SENTENCE_START_RE.search(text[:start]):
            continue  # a capitalised word opening a sentence says nothing
        found.append(CardRef(full or name, (start, start + len(name))))
    return found
