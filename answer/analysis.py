"""Question analysis: what kind of answer the question wants, the cards it names, the events it
describes, and whether it is a Comprehensive Rules question at all."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from ingest.lexicon import fold
from ingest.models import Card
from ingest.talk import spelled_out


class QType(StrEnum):
    YES_NO = "yes_no"
    HOW_MANY = "how_many"
    WHO = "who"
    ORDER = "order"
    WHAT_HAPPENS = "what_happens"
    WHEN = "when"
    DEFINITION = "definition"
    OTHER = "other"


class OutOfScope(StrEnum):
    POLICY = "policy"
    PRICE = "price"
    DECK = "deck"
    EVENT = "event"


#: folded English and Spanish words for each event; "counters" (the noun) is apart from "counter" (the verb)
EVENTS: dict[str, str] = {
    "cast": r"\bcast|\blanz",
    "counter": r"\bcounter(ed|s it|spell)?\b(?! on)|contrarrest",
    "target": r"target|objetivo",
    "sacrifice": r"sacrific|\boven(?:ed|s|'d)\b|\bedict(?:s|ed)?\s+(?:my|his|her|their|it|them|me)\b",  # "opp ovened it": sacrificed to Witch's Oven
    "destroy": r"destroy|destru",
    "exile": r"exile|exili",
    "bounce": r"(return|bounce|devuelv|regres)\w*\b.{0,40}\b(hand|mano)|\bbounce",
    "dies": r"\bdie[sd]?\b|\bmuer[ea]n?\b|\bmori|\bmuri|surviv|sobreviv",
    "damage": r"damage|\bdano|\bdanos|\bdeals?\b|\bhace \d",
    "prevent": r"prevent|preven",
    "token": r"\btokens?\b|\bfichas?\b",
    "counters": r"\+1/\+1|-1/-1|\bcounters? on\b|\bcontador|\b(?:how many|the most|max\w*) counters\b|\badd-a-counter\b",
    "enters": r"\benters?\b|\bentra",
    "copy": r"\bcop(y|ies|ia)",
    "control": r"gain(s|ed)? control|control of|gana el control|toma el control",
    "attack": r"attack|atac|unblocked|connects|sin bloquear|no (?:me |le )?bloquea|\bswing(?:s|ing)?\b|\bswung\b",
    "block": r"block|bloque|\bchump",
    "respond": r"in response|respond|respuesta|\bresponde",
    "resolve": r"resolv|fizzl",
    "hexproof": r"hexproof|antimaleficio",
    "shroud": r"shroud|\bvelo\b",
    "protection": r"protection from|proteccion contra",
    "ward": r"\bward\b|custodia|\brebatir\b",
    "legend": r"legend|legendari|leyenda",
    "trample": r"trample|arroll",
    "deathtouch": r"deathtouch|toque mortal",
    "first_strike": r"first strike|danar primero|dana primero|golpe primero",
    "double_strike": r"double strike|danar dos veces|dana dos veces|doble golpe",
    "trigger": r"trigger|dispar",
    "kill": r"\bkill|\bmat(a|an|as|o|e|ar)\b|\bmatarl[ao]s?\b",  # apart from "dies": the reasoners read that one
    "life": r"\blife\b|\bvidas?\b",
    "size": r"\bsize\b|how big|\btamano\b|\bpower\b|toughness|\bfuerza\b|\bresistencia\b|(?<![\w/+-])\d+/\d+(?![\w/])|[+-]\d+/[+-]\d+",
    "loyalty": r"loyalty|lealtad|(?<![\w/+-])[+-]\d+(?![\w/])",
    "draw": r"\bdraws?\b|\bdrew\b|\bdrawn\b|\brob[ao]\b|\broba[rns]?\b|\brobe\b",
    "discard": r"discard|descart",
    "reveal": r"reveal|revel[ao]",
    "return": r"\breturn|\bcomes? back|\bget \w+( \w+)? back|\bregres|\bvuelve|\bdevuelv",
}
_EVENT_RES = {name: re.compile(pattern) for name, pattern in EVENTS.items()}

_OUT_OF_SCOPE = {
    OutOfScope.POLICY: re.compile(
        r"penalt|infraction|\bwarning\b|game loss|match loss|disqualif|deck check|\bipg\b|\bmtr\b|"
        r"tournament rules|infraction procedure|\bcheating\b|slow play|"
        r"sancion|penaliza|infraccion|amonestacion|perdida de (la )?partida|descalifica|revision de mazo|"
        r"reglas de torneo|hacer trampa|juego lento"
    ),
    OutOfScope.PRICE: re.compile(
        r"\bprice|\bprecio|how much (is|are) .{0,40}\bworth|\bworth\b.{0,20}\b(money|dollars?|euros?)|"
        r"\$\s?\d|\b\d+\s?(dollars?|euros?|usd|eur)\b|\bdolares\b|cuanto (vale|cuesta) (la carta|una|un)\b|"
        r"valor de mercado|(sell|buy|vender|comprar)\b.{0,30}\b(card|carta)"
    ),
    # where, when and how an event runs: "Where can I park near the tournament?" names the glossary's "Tournament"
    OutOfScope.EVENT: re.compile(
        r"\bpark(ing)?\b|\baparca|\bestaciona|\bvenue\b|entry fee|\bprizes?\b|\bpremios?\b|\binscri(pcion|bir)|"
        r"what time (does|do|is)\b.{0,30}\b(start|begin|open|tournament|event|fnm|prerelease|draft)|"
        r"a que hora (empieza|comienza|abre)\b"
    ),
    OutOfScope.DECK: re.compile(
        r"should i (play|run|put) .{0,40}\b(deck|list)|best deck|(build|make|improve) (a|my) deck|deck ?list|"
        r"what deck|good (card|deck) for|sideboard (against|plan)|meta ?game|"
        r"mejor mazo|que mazo|deberia (jugar|meter|poner) .{0,40}\bmazo|(construir|mejorar) (un|mi) mazo|"
        r"lista de mazo|buena carta para"
    ),
}

_YES_NO_EN = re.compile(
    r"^((and|so|but|then|now|like|ok|okay|well|also|wait|i mean|(?:do )?(?:you )?reckon)\W+)?((?:can|could|does|do|did|is|are|was|were|will|would|should|may|must|has|have|"
    # "reckon my guy still gets to deal its damage?": the Australian "do you reckon" opens a yes/no question
    r"(?:(?:do )?you )?reckon\b|"
    r"am)\b|(?:isnt|doesnt|dont|didnt|cant|couldnt|wont|wouldnt|shouldnt|arent|wasnt|werent|hasnt|havent)\b|(?:legal|allowed|possible)\W*$|(?:is (?:that|it|this) )?(?:legit|legal|allowed|valid)\b(?: (?:at|in|on) [^?]{0,25})?\W*$|(if|after|before|when|once|while) .{0,120}?,\s*(can|does|do|is|are|will|would|should|may|must)|"
    # "with doubling season out does chandra's +1 put 2 counters?": a permanent set beside, then the ask
    r"(with|without) .{0,60}?\b(out|in play|on the battlefield|around)\b,?\s*(can|does|do|is|are|will|would|should)|"
    # "if it dies again does persist work?": the condition, no comma, then the ask
    # "if i have hushbringer out and cast uro from hand does uro just stay on the battlefield?": up to four words after
    # "i have blood artist out, if i put it back in the command zone does blood artist still trigger?"
    r"(?:[^,?]{1,60},\s+)?(if|when|after) (?:(?!\b(?:which|why|where|what|how|who)\b)[^,?]){1,90}? "
    r"(does|do|will|would|can) (it|he|she|they|\w+(?: \w+)?) "
    r"(still |just |really |actually )?(work|"
    r"trigger|come back|return|survive|die|resolve|happen|get|keep|count|stay|lose|gain|win|apply|fizzle|bring|put|go|"
    r"deal|stop|prevent|kill)\w*(\s+[\w']+){0,4}\W*$)"
)
_NUMBER_CHOICE = re.compile(
    r"(?<![\w/+{-])\d+ (?:(?:life|lives|vidas?) )?(?:or|o|u) "
    r"(?:(?:just|only|solo|solamente) )?\d+(?![\w/}])"
)
_HOW_MANY = re.compile(
    r"how (many|much)|cuant[oa]s?\b|what('s| is) the (total|amount|number)|^(the )?total (damage|life)\b|"
    # "max i can trample over to the player?", "most damage I can deal?": an amount asked without "how much"
    r"^(the )?(max|maximum|most) (damage |life )?(i|you|we|it|that|can)\b|"
    # "max total damage to opp?", "maximum damage through?": the amount asked as a bare noun phrase
    r"^(the )?(max|maximum) (total )?(damage|dmg|life)\b|"
    # "whats the max dmg i can get thru", "¿cuál es el máximo de daño…?"
    r"\b(what'?s|what is) the (max|maximum|most)\b|\bcual es el (maximo|max)\b|"
    # "what does my lightning bolt cost?", "what's the total cost?": the mana cost asked as an amount
    r"\bwhat (does|do|will|would) (\w+ ){1,5}cost( me)?\b(?! to\b)|\bwhat'?s (the|its|my) (total )?cost\b|"
    r"\bque (me |te |le )?(cuesta|costaria|va a costar)\b"  # "¿qué me cuesta mi lightning bolt?"
)
#: "who"/"quién" asking, in the first words: not a relative clause ("does it die if a creature whose power…")
_WHO = re.compile(r"^(\W*\w+\W+){0,2}(who|whose|quien(es)?)\b")
#: the situation told first and "who" asked last with no comma: "si quedamos los dos a 0 a la vez quien gana??"
#: a "when" clause telling the situation, then "who" asked: "cuando me tiran hymn, quién elige las cartas…?"
_WHEN_THEN_WHO = re.compile(
    r"^(?:when|cuando)\s+[^,?]{3,80},\s*¿?(?:who|quien(?:es)?)\b|"
    r"^(?:when|cuando)\s+[^?]{3,80}?\b(?:who|quien(?:es)?)\s+(?:gets|gains|chooses|takes|controls|wins|loses|draws|"
    r"decides|recibe|gana|elige|controla|pierde|roba|decide)\b"
)
_WHO_LAST = re.compile(r"\b(who|quien(es)?) (wins|loses|gana|pierde|ganan|pierden)\W*$")
_ORDER = re.compile(
    r"(what|which) order|in order|\border\b.{0,40}\b(resolve|stack|apply)|(which|what) (one )?(resolves|happens|applies|goes) first|"
    r"en que orden|\borden\b|cual (se resuelve|va|ocurre|se aplica) primero|que (se resuelve|pasa) primero"
)
_CHANGE_ORDER = re.compile(
    r"^(?:can|could|may|puedo|puede|se puede|podemos)\b.{0,30}\b(?:change|rearrange|reorder|cambiar|alterar|reordenar|"
    r"mover)\b.{0,12}\b(?:order|orden)\b"
)
_OR_WHAT_BARE = re.compile(r"\s(?:o que|or what)\W*$")
_YES_OR_WHAT = re.compile(r"[\s¿](?:si o (?:que|no)|yes or (?:no|what))\W*$")
_OR_WHAT_TAIL = re.compile(r",?\s+(or what( happens| then| else)?|o que (pasa|ocurre|sucede)|o como)\W*$")
_WHAT_HAPPENS = re.compile(
    r"what (?:actually |exactly |really )?(?:happens|happened)|what would (?:actually |really )?happen|"
    r"what does .{0,60}\bdo\b|"
    r"(?<!\ben )que (?:le |les |me |te |nos )?(?:realmente |exactamente )?(pasa|ocurre|sucede|paso|ocurrio|sucedio|pasaria)\b|"
    r"(?<!\bdano )que hace\b|"  # not "el daño que hace X …", a relative clause
    r"como funciona|"
    r"how does .{0,60} work|"
    r"^que onda con\b"  # Argentine chat: "¿qué onda con el crusher?"
)
_WHEN = re.compile(r"^(when|cuando)\b|\b(at what point|en que momento|en que (?:paso|fase))\b")
#: "cuando pega con infectar, ¿ese daño cuenta…?": a "when" clause, then a question of its own with no question word
_WHEN_CLAUSE_ASKS = re.compile(
    r"^(?:when|cuando)\s+(?!(?:do|does|did|is|are|will|would|can|could|se|me|le|exactly)\b)[^,?]{3,80},\s*¿?"
    r"(?!\W*(?:que|como)\b)(?=(?:\W*\w+){3})"
    r"(?![^?]*\b(?:cuando|quien|quienes|cual|cuales|cuant\w*|donde|when|what|who|how|which)\b)\w"
)
#: "cuando el rival juega una tierra le puedo responder…?": a "cuando" clause told without a comma, then a yes/no
#: question of its own ("puedo", "tengo que"), not "¿cuándo puedo responder?"
_WHEN_CLAUSE_ASKS_ES = re.compile(
    r"^cuando\s+(?!(?:puedo|puede|pueden|podemos|se|me|le|lo|la|tengo|debo|hay)\b)\w+\b[^,?]{3,80}?\s"
    r"(?:(?:le|lo|la|les|me|te|se|yo)\s+)?(?:puedo|puede|pueden|podemos|tengo que|tiene que|debo|hay que)\b|"
    # "cuando se resuelve el chaos warp igual revela la de arriba?": whether it still does it, not when
    r"^cuando\s+se\s+resuelv\w+\s+[^,?]{3,60}?\s(?:igual|igualmente|todavia|aun asi|sigue|siguen)\b"
)
#: "when" asking with its own auxiliary: "when does it trigger?", "¿cuándo se sacrifica?" (not "when it dies, does…")
_WHEN_DOES = re.compile(r"^\W*(?:when|cuando)\s+(?:does|do|did|is|are|will|would|should|can|could|exactly|se|me|le)\b")
_DEFINITION = re.compile(
    r"^(what|que) (is|are|es|son|significa)\b|what does .{0,40} mean|\bmeaning of\b|\bdefine\b|que significa|definicion"
)
#: an opening "como" before what is already so is "since", not "how": "como ya no hay bloqueador le pego los 6?"
_SINCE = (
    r"(?! (?:ya|ahora|mi|mis|su|sus|no hay)\b)(?! no\b[^?]*,)"
    # "como combust no se puede contrarrestar …, le hace los 5?": "since", a told clause with its subject, then a comma
    r"(?! (?:\w+ ){1,3}(?:no|ya|tiene|tienen|esta|estan)\b[^?]*,)"
)
_SPANISH_OPENS = re.compile(
    r"^(y |pero |entonces )?((a|de|en|por|para|con|desde|hasta|sobre) )?"
    rf"(que|quien|quienes|cual|cuales|cuant[oa]s?|como{_SINCE}|cuando|donde|adonde)\b"
)
#: a question word opening a clause, read stricter than at the start ("que" alone is too common after a comma)
_SPANISH_OPENS_ASK = re.compile(
    rf"^(y |pero |entonces )?((a|de|en|por|para|con) )?(quien|quienes|cual|cuales|cuant[oa]s?|como{_SINCE}|cuando|donde|"
    r"adonde)\b"
)
_SPANISH_ACCENTED = re.compile(r"\b(qué|quién|quiénes|cuál|cuáles|cuánt[oa]s?|cómo|cuándo|dónde|adónde|por qué)\b")
_NUMBER_RE = re.compile(r"(?<![\w./+-])(\d{1,3})(?![\w/]|\.\d)")


@dataclass(frozen=True)
class Frame:
    question: str
    lang: str
    qtype: QType
    folded: str
    cards: tuple[Card, ...] = ()
    events: frozenset[str] = field(default_factory=frozenset)
    numbers: tuple[int, ...] = ()
    out_of_scope: OutOfScope | None = None
    #: the folded sentence that asks (after any described situation)
    asked: str = ""
    #: the clause of `asked` that asks, without a situation told before it in the same sentence
    clause: str = ""
    #: named cards the situation removes ("destruyen Mirror Gallery", "Doubling Season is exiled"): their
    #: static abilities no longer apply
    removed: frozenset[str] = field(default_factory=frozenset)

    @property
    def told(self) -> str:
        """The question without the clause that asks: the situation it tells ("… ¿me llevo la ficha?" asks for a
        token, it doesn't tell one)."""
        ask = self.clause or self.asked
        return self.folded.replace(ask, " ") if ask else self.folded

    @property
    def in_play(self) -> tuple[Card, ...]:
        """The named cards whose static abilities still apply: all but those the situation removes."""
        return tuple(card for card in self.cards if card.name not in self.removed)

    def card(self, pattern: str) -> Card | None:
        """The first named card whose Oracle text matches `pattern` (case-insensitive)."""
        regex = re.compile(pattern, re.I)
        return next((card for card in self.cards if regex.search(card.oracle_text)), None)

    def named(self, name: str) -> Card | None:
        """The named card with exactly this name (a creature the reasoners found by its card's name)."""
        return next((card for card in self.cards if card.name == name), None)

    def has(self, *events: str) -> bool:
        return any(event in self.events for event in events)

    def folded_at(self, index: int) -> int:
        """Where the question's character `index` is in `folded`: table talk spelled out before it ("my 2/2 first
        striker" → "creature with first strike") moves it."""
        return len(spelled_out(fold(self.question[:index])))


def events_in(text: str) -> frozenset[str]:
    """The game events a text speaks of (a question, or a rule sentence: both folded the same way)."""
    folded = fold(text)
    return frozenset(name for name, pattern in _EVENT_RES.items() if pattern.search(folded))


#: where the asking clause starts after a situation told in the same sentence: "opp bolts my goyf in response,
#: does goyf die", "she dies right away - does opp still sacrifice?", "si hago X y no gasto el maná, ¿me lo guardo…?"
_ASKING_TAIL = re.compile(
    r"(?:,|\s[-–—:])\s+(?:(?:and|so|but|then|now)\s+)?(?=(?:does|do|did|is|are|was|were|can|could|will|would|should|may|must|"
    r"has|have|what|who|how|which|where|why|when (?:do|does|did|is|are|will|would|should|can|could|exactly)|"
    # "…, doesnt indestructible save it?": a negative auxiliary typed without its apostrophe
    r"isnt|doesnt|dont|didnt|cant|couldnt|wont|wouldnt|shouldnt|arent|wasnt)\b)|(?<=\S)\s*¿|"
    # "i know split second means i can't respond but does persist still bring it back": the asking after "but"
    r"\sbut\s+(?=(?:does|do|did|is|are|can|could|will|would|should|must)\s)|"
    # "tengo notion thief y mi rival lanza divination, quien roba las cartas": a Spanish question word typed bare
    r",\s+(?=(?:quien|quienes|cuant[oa]s?|a donde|adonde)\s+\w+\s+\w+)"
)
#: the asking clause typed without a comma: "if i path my guy do i have to search", "opp bolts it in response does
#: it die"; not inside a wh-question ("whose graveyard does it go to")
_UNMARKED_TAIL = re.compile(
    r"(?<!\bthat)(?<!\bwhich)(?<!\bwho)\s(?=(?:does|do|did|can|could|will|would|should|must|is|are|doesn'?t|isn'?t|"
    r"won'?t|didn'?t)\s+(?:i|you|he|she|it|they|we|my|your|his|her|its|their|"
    r"the|that|this|those|these|opp\w*|both|each|any|anything|nothing)\b)|"
    # "if i sac it in response does murder just fizzle": a told response ends the situation, whatever is named next
    r"(?<=\bin response)\s(?=(?:does|do|did|can|could|will|would|is|are)\s+\w)"
)
#: a wh-question, where a "do i…" inside is no clause of its own ("when" only with its auxiliary: "when do i take it?",
#: not "when it dies, do i…")
_WH = re.compile(r"\b(what|which|whose|who|whom|how|where|why|when (do|does|did|is|are|will|would|should|can|could))\b")
_OPENS_ASKING = re.compile(
    r"^(?:(?:and|so|but|then|now|y|pero|entonces)\s+)?(?:does|do|did|is|are|was|were|can|could|will|would|should|may|"
    r"must|has|have|what|who|how|which|where|why|que|quien|cual|cuant\w*|como|cuando|donde|puedo|puede)\b"
)


#: an either-or question ("does it go to the graveyard or is it exiled?", "¿va al cementerio o se exilia?"): a
#: Yes/No would answer neither; "…or not?" is still yes/no
EITHER_OR = re.compile(
    r"\b(or|o|u)\s+(?!not\b|no\b)(is|are|does|do|will|would|can|it|they|se|va|van|vuelve|lo|la|le|queda|sigue|muere|"
    r"sobrevive|pasa|pasan|bajo|under|goes|go|stays?|dies|survives?|gets?|returns?|el|the|to|al|a|en|in|into|exiled|exiliad\w*|"
    r"theirs|mine|yours|his|hers|suyo|suya|mio|mia|tuyo|tuya)\b|"
    # "does it deal 1 damage or two?"
    r"\b(\d+|one|two|three|four|uno|dos|tres|cuatro)\b[\w ]{0,15}\b(or|o)\s+(\d+|one|two|three|four|uno|dos|tres|cuatro)\b"
)


def _sentences(folded: str) -> list[str]:
    text = folded.strip()
    return [part for part in re.split(r"(?<=[.!?])\s+", text) if part.strip()] or [text]


def asking_sentences(folded: str) -> list[str]:
    """The sentences that ask (with a "?"), without those that only tell the situation."""
    return [part for part in _sentences(folded) if "?" in part]


#: a bare "legal?" after the move it asks about: "i wanna flash in ambush viper and block with it. legal?"
_PERMISSION_TAG = re.compile(
    r"^(?:is (?:that|this|it) )?(?:allowed|legal|ok|okay|possible)$|^can i(?: do (?:that|this|it))?$|"
    r"^(?:se puede|es legal|vale|puedo|puedo hacerlo|esta permitido|es posible)$"
)
#: the move the player means to make: "i want to +2 jace", "gonna wrath…", "quiero lanzar…"
_INTENT = re.compile(
    r"\b(?:i want to|i wanna|i'?d like to|i'?m going to|i'?m gonna|gonna|i plan to|quiero|voy a|me gustaria)\s+"
)


#: an English question's opening: an auxiliary or a wh-word, after a filler
_QUESTION_FORM = re.compile(
    r"^(?:(?:so|and|but|ok|okay|then|wait|also)\W+)*(?:can|could|do|does|did|is|are|was|were|will|would|should|may|"
    r"might|must|has|have|had|how|what|who|whose|which|when|where|why)\b"
)
#: the asker's own argument after the question, not a question: "its an ability not a spell so protection shouldnt
#: matter??", "he says 1 since narset allows one?"
_ARGUMENT = re.compile(r"\b(?<!if )(?:so|since|because|cause|cuz|shouldn'?t|should not)\b(?! (?:much|many)\b)")


#: a claim someone made, quoted with question marks: "opp reckons tapped blockers dont deal damage??"
_CLAIMED = re.compile(
    r"\b(?:reckons?|says?|saying|said|thinks?|claims?|claiming|insists?|insisting|argues?|arguing|dice|dijo|diciendo|cree|"
    r"piensa|insiste)\b"
)


#: the asker's own reason after the question, in Spanish: "total es habilidad de maná no??", "porque es una copia?"
_ARGUED = re.compile(r"(?:total|porque|ya que) ")


#: a bare tag after a claim: "does he", "is he right", "¿tiene razón?"
_TAG = re.compile(r"(?:(?:does|did|is|can|was) (?:he|she|they)(?: right)?|(?:tiene|tienen) razon)$")


#: a question that only restates the one before it: "like with the land on the stack?", "o sea, en la pila?"
_RESTATED = re.compile(
    r"(?:like|i mean|as in|o sea|es decir|tipo)\b"
    r"(?!.*\b(?:can|could|does|do|is|puedo|puede|what|how|which|who|when|where|que|cuanto|cuanta|cual|quien)\b)"
)


def asked_sentence(folded: str) -> str:
    """The last sentence that asks something: the question after a described situation. A bare "legal?" asks
    whether the move told just before may be made: "can i <move>". An argument with a question mark after an
    English question ("can i -1 jace to bounce it? its an ability so protection shouldnt matter??") is not it."""
    asking = asking_sentences(folded)
    said = _sentences(folded)
    if (
        asking
        and said
        and "?" not in said[-1]
        and _QUESTION_FORM.match(said[-1].strip(" ¿¡?!."))
        and _CLAIMED.search(asking[-1])
    ):
        # "opp reckons tapped blockers dont deal damage?? does my factory still hit it": the last question, unmarked
        asking = [*asking, said[-1]]
    elif (
        asking
        and said
        and "?" not in said[-1]
        and re.match(r"(?:or|o) (?:(?:can|could) i|puedo)\b", said[-1].strip(" ¿¡?!."))
    ):
        # "split second so I can't do anything right? or can I at least sac my dudes for mana": the other way asked
        asking = [*asking, said[-1]]
    if (
        len(asking) >= 2
        and _QUESTION_FORM.match(asking[-2].strip(" ¿¡?!."))
        and not _QUESTION_FORM.match(asking[-1].strip(" ¿¡?!."))
        and _ARGUMENT.search(asking[-1])
        and not re.search(r"\b(?:how|what|which|who|whom|where|when|why)\b", asking[-1])
    ):
        asking = asking[:-1]
    if len(asking) >= 2 and _ARGUED.match(asking[-1].strip(" ¿¡?!.")):
        asking = asking[:-1]  # "¿mi Sol Ring sigue dando 2 manás? total es habilidad de maná no??": the asker's reason
    claimed = _CLAIMED.search(asking[-2]) if len(asking) >= 2 else None
    negated = claimed is not None and re.search(
        r"\b(?:can'?t|cannot|doesn'?t|don'?t|isn'?t|won'?t|not|no)\b", asking[-2]
    )
    if claimed is not None and not negated and _TAG.match(asking[-1].strip(" ¿¡?!.")):
        # "he says he still gets 4 life off my swords?? does he": the tag asks whether the claim holds
        return "is it true that " + asking[-2][claimed.end() :].strip(" ¿¡?!.").removeprefix("that ")
    if (
        len(asking) >= 2
        and _QUESTION_FORM.match(asking[-2].strip(" ¿¡?!."))
        and _RESTATED.match(asking[-1].strip(" ¿¡"))
    ):
        # "can my opp respond to me playing a land? like with the land on the stack?": the restatement explains
        asking = asking[:-1]
    last = (asking[-1] if asking else said[-1]).strip(" ¿¡?!.")
    if _PERMISSION_TAG.match(last) and len(said) > 1:
        move = said[-2].strip(" ¿¡?!.")
        intent = _INTENT.search(move)
        spanish = last.startswith(("se ", "es ", "vale", "puedo", "esta"))
        return ("puedo " if spanish else "can i ") + (move[intent.end() :] if intent else move)
    return last


#: a Spanish verb that asks on its own after a comma: "…, ¿sobrevivo?", "…, muere?", "…, pierdo?"
_ASKING_VERB = re.compile(
    r"(?:y )?(?:me |se )?(?:sobrevivo|sobrevive|muero|muere|pierdo|pierde|gano|gana|robo|roba|resuelve|funciona|cuenta)$"
)


def asking_clause(asked: str) -> str:
    """The clause of the asked sentence that asks, when the sentence first tells the situation ("opp bolts my goyf
    in response, does goyf die" → "does goyf die"); the whole sentence when it opens by asking ("how much damage
    does it take, and how much life do I gain?" asks both)."""
    headed = asked.rfind(": ")
    if headed > 0 and _YES_NO_EN.match(asked[headed + 2 :]) and len(asked[headed + 2 :].split()) >= 3:
        # "new to historic brawl on the server: can nissa … be my commander?": a heading, then the question
        return asking_clause(asked[headed + 2 :])
    opened = asked.rfind("¿")
    inside = asked[opened + 1 :].strip(" ¿¡?!.")
    tagged = RIGHT_TAG.search(inside) if opened >= 0 else None
    if tagged and tagged.start() > 0 and _YES_OR_WHAT.search(" " + inside):
        # "…, ¿el zombi me queda a mí, sí o qué?": the claim is the ¿…? part before its tag
        return asking_clause(inside[: tagged.start()].rstrip(" ,;"))
    if opened > 0 and tagged and not re.search(r"\bno\b|\bnot\b|n't\b|\bnunca\b|\bnever\b|\bni\b", asked[:opened]):
        # "me dice que ahora mi goyf queda exiliado para siempre, ¿es así posta?": the claim is what is asked (a
        # negated claim is not: its yes would be the claim's polarity, not the question's)
        return asking_clause(asked[:opened].rstrip(" ,;"))
    opening = asked[opened + 1 :].split()
    if opened > 0 and (
        len(opening) >= 3 or (len(opening) == 2 and re.match(r"(?:quien|quienes|cuant[oa]s?|cual|cuales)$", opening[0]))
    ):
        # "cuando muere una criatura ¿blood artist se dispara dos veces?": the Spanish "¿" opens what is asked; two
        # words when the first asks who or how many ("…y sacrifico un bicho mío, ¿quién drena?")
        return asking_clause(asked[opened + 1 :].strip(" ¿¡?!."))
    tails = list(_ASKING_TAIL.finditer(asked))
    if not tails and not _WH.search(asked):
        tails = list(_UNMARKED_TAIL.finditer(asked))
    # a tail of one or two words is a tag ("…, does it?"), not the clause that asks ("…, do i win?"), unless it is a
    # Spanish verb that asks alone ("como la weather ya estaba en la pila, sobrevivo?")
    short_verb = asked.rsplit(",", 1)[-1].strip(" ¿¡?!.") if "," in asked else ""
    # (an opening "como" is then "since", not "how": "como ya estaba en la pila, ¿sobrevivo?")
    if _ASKING_VERB.match(short_verb) and (not _OPENS_ASKING.match(asked) or asked.startswith("como ")):
        return short_verb
    # "como combust no se puede contrarrestar …, le hace los 5 igualmente": an opening "since" clause, then the ask
    rest = asked.split(",", 1)[1].strip() if asked.startswith("como ") and "," in asked else ""
    if rest and len(rest.split()) >= 3 and not _SPANISH_OPENS.match(asked):
        return asking_clause(rest)
    if not tails or len(asked[tails[-1].end() :].split()) < 3 or _OPENS_ASKING.match(asked):
        return asked
    return asked[tails[-1].end() :].strip(" ¿¡?!.")


#: a statement typed with a question mark, opened by "so"/"and"/"but" ("so my goblin guide comes in tapped even tho it
#: has haste?"), without a question word
_CONFIRMS = re.compile(
    r"(?:so|and so|and|but|then|ok so|wait so)\s+(?:my|the|their|his|her|it|its|this|that|i|you|they|he|she|opp)\b"
)
_ASKS_WHAT_EN = re.compile(r"\b(?:what|who|how|which|where|why|when|whose)\b")
#: a yes/no asked without its verb: "dead to commander damage?", "lethal?", "still legal?"
_ELLIPTIC_EN = re.compile(
    r"(?:so |and |then )?(?:still )?(?:dead|lethal|legal|illegal|alive|allowed|exiled|destroyed)\b|"
    # "… redirect the damage to his Jace. still a thing?": whether an old play still works
    r"(?:is (?:it|that|this) )?still (?:a thing|a rule|possible|valid|true|works?|allowed)\b|"
    # "still dies?", "bolt goes through?", "my spell just gets countered?": an outcome told to confirm, no auxiliary
    r"(?:(?:so |and |then )?(?:(?:my|the|their|his|her|its|this|that|your)\s+)?[\w']+\s+)?(?:just |still )?"
    r"(?:dies|survives|resolves|goes through|gets? countered|is countered|fizzles|gets? exiled)\W*$"
)
#: "opp has ensnaring bridge, my 4/4 can attack?": the ask in statement order after the situation's comma
_SUBJECT_CAN_EN = re.compile(
    r".*,\s*(?:my|the|his|her|their|your|our|this|that|it|he|she|they|i|opp'?s|opponent'?s)\b(?:\s+[\w'/]+){0,3}?\s+"
    r"(?:can|could|may|still can)\s+(?:still\s+)?\w+(?:\s+[\w']+){0,3}\W*$"
)
#: the situation, then the outcome stated with "just" to confirm: "…, swords just gets countered?"
_SUBJECT_STATES_EN = re.compile(
    r".*,\s*(?:my|the|his|her|their|your|it|he|she|they|[a-z]+)(?:\s+[\w']+){0,2}?\s+just\s+"
    r"(?:gets?|is|are|dies|resolves|fizzles|triggers|works|survives|stays|goes|counts|does)\b[^,]*$|"
    # "…with the salve shield on it, deathtouch kills it anyway?": an outcome told with "anyway", to confirm
    r".*,\s*[^,]{3,60}\b(?:anyway|anyways|regardless)\W*$"
)
#: a statement asked for confirmation: "it just gets shuffled back instead, right?", "se exilia, ¿verdad?"
#: "…and in response i sac it to viscera seer, can i?": the ask as a tag after the situation
CAN_I_TAG = r",\s*(?:can|could|may) (?:i|we)(?: do (?:that|this|it))?\W*$"
_TAG_QUESTION = re.compile(
    r"[,;]?\s+(right|correct|yes|no|aye|yeah|eh|isn'?t it|doesn'?t it|verdad|cierto|no es asi|o no|no)\W*$|" + CAN_I_TAG
)
#: an asking sentence that only asks whether a claim told before it is right: "thats right aye?", "¿es así?"
RIGHT_TAG = re.compile(
    r"(?:^|[,;]\s*)\W*(?:(?:is )?that'?s? (?:right|correct|true)|is (?:he|she|that|it) right|right|correct|true|"
    r"es asi|es verdad|tiene razon|verdad|cierto|si o que|si o no)\b"
    r"(?:\W+(?:aye|eh|yeah|no|mate|bro|tio|posta|che|boludo|wey|guey|po|pe|causa|pana|loco))?\W*$"
)
#: a Spanish yes/no question typed without "¿?": "si mi criatura tiene toque mortal … se muere", "puedo responder a…"
_SPANISH_UNMARKED_YES_NO = re.compile(
    r"(si|y si|puedo|puede|pueden|podemos|tengo que|tiene que|debo|debe|hay que|se puede|sigue|es legal|vale)\b"
)


def _spanish_asks_what(asked: str, question: str) -> bool:
    """An interrogative word opens the asked clause ("¿en qué momento…?", "¿a quién…?"), or is written with its
    accent; "¿tengo que…?", "¿el daño que sobra…?" are yes/no questions."""
    # "…una criatura de mi oponente, a donde va?": the question word opens the last comma's clause
    last = asked.rsplit(",", 1)[-1].strip()
    return bool(
        _SPANISH_OPENS.match(asked)
        or _SPANISH_OPENS_ASK.match(last)
        or _SPANISH_ACCENTED.search(question.lower().rsplit("¿", 1)[-1])
    )


#: a condition told mid-sentence, then the ask with no comma: "…, if i clone their atraxa does one of us have to…"
_IF_THEN_ASKS = re.compile(
    r"\b(?:if|after|once|since)\b [^,?]{1,80}? (?:does|do|did|will|would|can|could|is|are|should|must) "
    r"(?:one of|it|he|she|they|i|we|you|my|his|her|their|the|this|that|either|both|any\w*|some\w*)\b|"
    # "… since menace needs 2 blockers does brute become unblocked": a creature by a word of its name, then its verb
    r"\b(?:if|after|once|since)\b [^,?]{1,80}? (?:does|do|did|will|would|can|could) (?!not\b)[\w']+ (?:still |even )?"
    r"(?:become|get|deal|hit|die|survive|trigger|count|lose|gain|stay|block|attack)\b"
)
#: a Spanish "can it" ask with its subject first and no "¿?": "la giant spider puede bloquear a un serra angel"
_SUBJECT_CAN_ES = re.compile(
    r"(?:el|la|los|las|mi|mis|tu|tus|su|sus)\s+(?:[\w']+\s+){1,4}?(?:puede|pueden)\s+\w+|"
    # "en un multi de 4 ataco al jugador A, puede el jugador B bloquear…": the ask after the situation's comma
    r".*,\s*(?:puede|pueden|puedo|podemos)\s+(?:el|la|los|las|mi|un|una|yo)?\s*\w+"
)
#: a Spanish "do I have to" ask after the situation, without "¿?": "cuando sale la ficha tengo que sacrificar uno"
_MUST_ES = re.compile(
    r"(?:^|,\s*|\b(?:cuando|si)\b[^,?]{1,80}?\s)(?:tengo que|tiene que|tienes que|debo|debe|hay que)\b"
)


#: fillers opening a spoken message: "oye", "o sea", "tipo", "bueno", "una pregunta"
_SPOKEN_FILLER_ES = re.compile(
    r"^(?:(?:oye|o sea|osea|tipo|bueno|pues|mira|una pregunta|pregunta|hola|eh|ey)\b[\s,]*)+"
)
#: what a message without "¿?" asks for other than yes or no: a question word, "explícame…", "X o Y"
_SPOKEN_NOT_YES_NO_ES = re.compile(
    r"\b(?:que pasa|que ocurre|que hace|que sucede|cuant[oa]s?|quien(?:es)?|cual(?:es)?|donde|por que|para que|"
    r"como (?:funciona\w*|se \w+|hago|hace\w*|puedo|es que|seria|queda\w*)|"
    # a request, not a yes/no: "quiero saber…", "no sé qué tengo que hacer…" ("dime si…" still asks yes or no)
    r"quiero (?:saber|entender)|necesito (?:saber|entender)|no se (?:que|como)|que (?:tengo|debo|hago)|"
    r"explica\w*|dime(?! si\b)|cuentame|describe|resume)\b"
)


def _spoken_yes_no(folded: str, asked: str, question: str) -> bool:
    """A Spanish message with no "¿?" and no question word, long enough to tell a situation: a yes/no question, since
    Spanish tells one from a statement only by intonation (a voice message transcribed, a quick chat line)."""
    if "?" in folded or len(folded.split()) < 6 or _SPANISH_ACCENTED.search(question.lower()):
        return False
    spoken = _SPOKEN_FILLER_ES.sub("", asked)
    last = spoken.rsplit(",", 1)[-1]
    return not (_SPOKEN_NOT_YES_NO_ES.search(spoken) or _spanish_asks_what(spoken, question) or EITHER_OR.search(last))


#: a may-I question about finding out a number: "can I count how many cards…", "¿puedo saber/contar cuántas…?"
_MAY_I_COUNT = re.compile(
    r"\b(?:can|may) (?:i|we|you)\s+(?:\w+\s+){0,2}?(?:count|check|ask|know|look|see)\w*\s+how (?:many|much)\b|"
    r"\b(?:puedo|podemos|se puede)\s+(?:\w+\s+){0,2}?(?:contar|saber|preguntar|mirar|ver|revisar)\s+cuant\w+"
)


def question_type(folded: str, lang: str, question: str = "") -> QType:
    text = folded.strip()
    asked = asking_clause(asked_sentence(folded))
    if _YES_OR_WHAT.search(asked_sentence(folded)) and not (_WHO.search(asked) or _HOW_MANY.search(asked)):
        return QType.YES_NO  # "el zombie me queda es a mí, ¿sí o qué?": the tag asks the claim before it
    if _WHO.search(asked) or _WHO_LAST.search(asked) or _WHEN_THEN_WHO.match(asked):
        return QType.WHO
    if _ORDER.search(asked) and not _CHANGE_ORDER.search(asked):
        return QType.ORDER  # not "¿puedo cambiar el orden de mi cementerio?", a yes/no question
    if _MAY_I_COUNT.search(asked):
        return QType.YES_NO  # "¿puedo contar cuántas cartas le quedan?": whether it may be done, not how many
    if _HOW_MANY.search(asked) or _NUMBER_CHOICE.search(asked):
        return QType.HOW_MANY  # "does fling deal 2 or 5?", "¿gano 5 o 2?": a number asked between two
    if _YES_OR_WHAT.search(asked) or (
        _OR_WHAT_BARE.search(asked)
        and not re.search(r"\b(?:what|who|how|which|where|why|when|quien|cual|cuant\w*|donde|como|cuando)\b", asked)
        and not re.search(r"\bque\b", _OR_WHAT_BARE.sub("", asked))
    ):
        return QType.YES_NO  # "¿se muere sí o qué?", "robo o qué?": yes/no said outright
    untailed = _OR_WHAT_TAIL.sub("", asked)
    if untailed != asked and (_YES_NO_EN.search(untailed) or _SPANISH_UNMARKED_YES_NO.match(untailed)):
        return QType.YES_NO  # "do I still get the 3 life or what happens?": a yes/no question with a tail
    if _WHAT_HAPPENS.search(asked):
        return QType.WHAT_HAPPENS
    if _DEFINITION.search(asked):
        return QType.DEFINITION
    sentence = asked_sentence(folded)
    if _WHEN_DOES.match(sentence) and "," not in sentence and not (lang == "es" and _WHEN_CLAUSE_ASKS_ES.match(asked)):
        return QType.WHEN  # "when does opp get it back?": not a yes/no question for its "does"
    if _YES_NO_EN.search(asked) or _TAG_QUESTION.search(asked):
        return QType.YES_NO
    if (
        lang == "es"
        and ("?" in folded or _SPANISH_UNMARKED_YES_NO.match(_SPOKEN_FILLER_ES.sub("", asked)))
        and not _spanish_asks_what(asked, question)
    ):
        return QType.YES_NO
    if lang == "es" and "?" in folded and _WHEN_CLAUSE_ASKS_ES.match(asked):
        return QType.YES_NO  # "cuando el rival juega una tierra le puedo responder?"
    if (_WHEN_CLAUSE_ASKS.match(asked) or _WHEN_CLAUSE_ASKS.match(sentence)) and "?" in folded:
        return QType.YES_NO  # "cuando pega con infectar, ¿ese daño cuenta como daño de comandante?"
    if_then = _IF_THEN_ASKS.search(asked) if lang == "en" else None
    if if_then and not _ASKS_WHAT_EN.search(asked[if_then.start() :]):
        return QType.YES_NO  # "opp has atraxa out, if i clone their atraxa does one of us have to get rid of it?"
    if (
        lang == "es"
        and (_MUST_ES.search(asked) or _SUBJECT_CAN_ES.match(asked))
        and not _SPANISH_ACCENTED.search(question.lower())
    ):
        return QType.YES_NO  # "…, cuando sale la ficha copia tengo que sacrificar uno por la regla de leyendas"
    if _WHEN.search(asked):
        return QType.WHEN
    if lang == "es" and _spoken_yes_no(folded, asked, question):
        return QType.YES_NO  # "…y en respuesta lo sacrifica con Ashnod's Altar gana la vida igual"
    if len(text.split()) <= 3 and "?" not in folded:
        return QType.DEFINITION
    if lang == "en" and folded.rstrip().endswith("?") and _CONFIRMS.match(asked) and not _ASKS_WHAT_EN.search(asked):
        return QType.YES_NO  # "so my goblin guide comes in tapped even tho it has haste?": a statement to confirm
    if (
        lang == "en"
        and folded.rstrip().endswith("?")
        and _ELLIPTIC_EN.match(asked)
        and len(asked.split()) <= 6
        and not _ASKS_WHAT_EN.search(asked)  # "what dies?", "then what fizzles?": not a yes/no
    ):
        return QType.YES_NO  # "now he flings it at that player. dead to commander damage?"
    stated = asked.rsplit(",", 1)[-1]
    if lang == "en" and "?" in folded and _SUBJECT_STATES_EN.match(asked) and not _ASKS_WHAT_EN.search(stated):
        return QType.YES_NO  # "i swords it with no mana left to pay, swords just gets countered?": to confirm
    if lang == "en" and folded.rstrip().endswith("?") and _SUBJECT_CAN_EN.match(asked):
        tail = asked[asked.rfind(",") :]
        # "…, the biggest power i can still attack with?": an amount asked as a noun phrase, not a yes/no
        if not _ASKS_WHAT_EN.search(tail) and not re.search(
            r"\b(?:biggest|highest|largest|most|max\w*|least|lowest|smallest|best|fewest)\b", tail
        ):
            return QType.YES_NO
    return QType.OTHER


def out_of_scope(folded: str, cards: Sequence[Card] = ()) -> OutOfScope | None:
    """Prices, deck advice, tournament policy, event logistics: read without the names of the named cards ("Price
    of Progress", "Price of Fame" are no price questions)."""
    for card in cards:
        for name in (card.name, *card.names_es):
            folded = folded.replace(fold(name), " ")
    for reason, pattern in _OUT_OF_SCOPE.items():
        if pattern.search(folded):
            return reason
    return None


_REMOVED = (
    r"(?:destroy\w*|exile[sd]?|exiling|sacrific\w*|sac|sacs|sac'?d|sacced|sacked|bounce[sd]?|boomerang(?:s|ed)|"
    r"murder(?:s|ed)?|removes?|removed|destruy\w*|destruid[oa]s?|exilia\w*|exiliad[oa]s?|sacrifica\w*|sacrificad[oa]s?)"
)


#: the value of X the question states: "X=3", "with X of 2", "x es 4", "for X = 5", "x3"
_X_SAID = re.compile(
    r"\bx\s*(?:=|is|es|of|de|igual a)\s*(\d{1,2})\b|\bfor x\s*=?\s*(\d{1,2})\b|\bx(\d{1,2})\b|"
    # "paying 2 for x", "pagando 3 por la x", "x being 2", "con la x en 3"
    r"\b(\d{1,2})\s+(?:for|por|en)\s+(?:the\s+|la\s+)?x\b|\bx\s+(?:being|as|at|siendo|en|vale|valiendo)\s+(\d{1,2})\b|"
    # "cast walking ballista for 0", "lanzo fireball por 5": a spell cast "for" a number is its X
    r"\b(?:cast|casts|casting|lanzo|lanza|lanzar)\s+(?:\w+\s+){1,4}?(?:for|por)\s+(\d{1,2})\b"
    r"(?!\s*(?:life|lives|damage|dmg|dano|vidas?|mana|more|less|cards?|cartas?|turns?|turnos?))"
)


def x_said(folded: str) -> int | None:
    """The value of X the (folded) question states, if any."""
    found = _X_SAID.search(folded)
    return int(next(g for g in found.groups() if g)) if found else None


#: all the counters taken off ("I remove both counters to ping", "quito todos los contadores")
_EMPTIED = re.compile(
    r"\bremov\w* (all|both|every|each of) (of )?(its |the |his |her |their |those )?(\w+ )?(\+1/\+1 )?counters\b|"
    r"\bquit\w* (todos|los dos|ambos) (los )?contadores\b"
)


def removed_cards(folded: str, cards: Sequence[Card]) -> frozenset[str]:
    """Named cards the text removes: a removal verb just before the name, or the name then "is destroyed",
    "leaves the battlefield", "es destruida"; a 0/0 whose counters are all removed."""
    removed = set()
    for card in cards:
        for name in (card.name, *card.names_es):
            key = re.escape(fold(name))
            if re.search(
                rf"\b{_REMOVED}\b (?:\w+ ){{0,2}}{key}\b|\b{key} (?:is |gets |get |got |was |were |are |has been |"
                rf"have been |es |fue |ha sido )"
                rf"(?:{_REMOVED}|killed)\b|\b{key} (?:leaves|left|deja|sale)\b",
                folded,
            ):
                removed.add(card.name)
        last = fold(card.name.split(",")[0]).split()[-1] if card.name.strip() else ""
        if (
            len(last) >= 4
            and " " in card.name.split(",")[0]
            and re.search(
                rf"\b(?:the|their|his|her|my|los|las|el|la|mi|su) {re.escape(last)} (?:is |gets |get |got |was |were |are |"
                rf"es |son |fue |fueron )(?:{_REMOVED}|killed)\b",
                folded,
            )
        ):
            removed.add(card.name)  # "the Bears get killed by a Shock": the card by the last word of its name
        first = fold(card.name.split(",")[0]).split()[0] if card.name.strip() else ""
        if (
            len(first) >= 5
            and " " in card.name.split(",")[0]
            and re.search(rf"\b{_REMOVED} (?:the|their|his|her|my|el|la|mi|su) {re.escape(first)}\b", folded)
        ):
            removed.add(card.name)  # "I sac the Solemn to my Viscera Seer": the card by the first word of its name
        if card.toughness == "0" and _EMPTIED.search(folded):
            removed.add(card.name)  # a 0/0 whose counters are all removed dies (Walking Ballista pinging)
        for removal in cards:
            if removal is card or not _REMOVAL_TEXT.search(removal.oracle_text):
                continue
            verb = re.escape(fold(removal.name.split(",")[0]))
            words = {re.escape(fold(card.name)), re.escape(last)} if len(last) >= 4 else {re.escape(fold(card.name))}
            if re.search(rf"\b{verb}\w* (?:\w+ ){{0,2}}(?:{'|'.join(words)})\b", folded):
                removed.add(card.name)  # "opp krosan gripped the gallery": the removal's name as the verb
    return frozenset(removed)


#: a removal spell's own text: "Destroy target artifact or enchantment." (Krosan Grip), "Exile target creature."
_REMOVAL_TEXT = re.compile(r"^(?:destroy|exile|return) target\b", re.I | re.M)


#: a keyword said to be absent: "my 5/5 trampler with no deathtouch", "sin toque mortal", "doesn't have flying"
_NEGATED_KEYWORD = re.compile(
    r"\b(?:with no|without|no|sin|not|lacks?|(?:does|do|did) ?n[o']?t have|no tiene)\s+"
    r"(?:(?:any|a|el|la|the ability|la habilidad de)\s+)?"
    r"(?:deathtouch|toque mortal|trample|arrollar|first strike|double strike|danar primero|danar dos veces|"
    r"dana dos veces|dana primero|doble golpe|golpe primero|lifelink|"
    r"vinculo vital|flying|volar|hexproof|antimaleficio|indestructible|reach|alcance|menace|amenaza|haste|prisa|"
    r"ward|custodia|split second|tiempo dividido)\b"
)


def without_negated_keywords(folded: str) -> str:
    """`folded` with each keyword said to be absent blanked out, the same length so positions still hold."""
    return _NEGATED_KEYWORD.sub(lambda m: " " * len(m[0]), folded)


def analyse(question: str, lang: str, cards: Sequence[Card] = ()) -> Frame:
    """`cards`: the cards the question names (the search found them: index.cards.CardMatcher)."""
    folded = spelled_out(fold(question))
    said = without_negated_keywords(folded)
    events = frozenset(name for name, pattern in _EVENT_RES.items() if pattern.search(said))
    numbers = tuple(int(n) for n in _NUMBER_RE.findall(question))
    # a legend's epithet is no clause: "can nissa, who shakes the world be my commander?" asks "can nissa be …?"
    plain = folded
    for card in cards:
        name = fold(card.name.split(" // ")[0])
        if ", " in name:
            plain = plain.replace(name, name.split(",")[0])
    return Frame(
        question=question,
        lang=lang,
        qtype=question_type(plain, lang, question if plain == folded else plain),
        folded=folded,
        cards=tuple(cards),
        events=events,
        numbers=numbers,
        out_of_scope=out_of_scope(folded, cards),
        asked=asked_sentence(plain),
        clause=asking_clause(asked_sentence(plain)),
        removed=removed_cards(folded, cards),
    )
