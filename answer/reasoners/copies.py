"""What a copy of a creature has (707.2, 707.9): the copiable values printed on the original — its rules text, so its
keywords, and its printed power and toughness — plus the exceptions the copying card's Oracle text states ("except
it has haste", "That token gains haste", "an additional +1/+1 counter"); not counters, Auras or other effects on
the original. Fires only when the asked clause is about a keyword or the size of the copy."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.quote import Quote
from answer.reasoners.base import ANTHEM, Citer, Step, Verdict, controller, copies_said, ids, name_words
from answer.reasoners.protection import COLORS
from answer.reasoners.pt_layers import counters_said
from answer.text import capital, number
from ingest.lexicon import fold
from ingest.models import Card

#: keyword abilities a player asks a copy about: Oracle spelling → folded English and Spanish words for it
KEYWORDS = {
    "haste": r"haste|prisa",
    "flying": r"flying|\bvuela\b|\bvolar\b|\bvuelo\b",
    "flash": r"\bflash\b|destello",
    "trample": r"trample|arrollar",
    "vigilance": r"vigilance|vigilancia",
    "lifelink": r"lifelink|vinculo vital",
    "deathtouch": r"deathtouch|toque mortal",
    "first strike": r"first strike|danar primero",
    "double strike": r"double strike|danar dos veces",
    "hexproof": r"hexproof|antimaleficio",
    "reach": r"\breach\b|\balcance\b",
    "menace": r"\bmenace\b|\bamenaza\b",
    "indestructible": r"indestructible",
}
_COPY_WORD = re.compile(
    r"\bcop(y|ies|ying|ied|ia|io|ie|iar|iando|iado|iada|iandol[oa]s?|iarl[oa]s?)\b|\bclon\w*|\btoken\b|\bficha\b"
)
_MAKES_COPY = re.compile(r"\b(as a copy of|a copy of|copy of)\b", re.I)
_ASKS_SIZE = re.compile(
    r"\bsize\b|how big|\bpower\b|\btoughness\b|\btamano\b|\bfuerza\b|\bresistencia\b|que tan grande|\bmide\b|\bp/t\b|"
    r"\bde cuanto es\b|\bcomo (?:se )?queda\b|\bwhat size\b|"
    r"what (?:do|did) (?:i|you) (?:actually |really )?get|que (obtengo|saco|consigo|obtuve|saque|consegui)|"
    r"(?<![\w/+-])\d+/\d+(?![\w/])"
)
_ASKS_TRIGGER = re.compile(
    r"trigger|\betb\b|dispar|\bdraw\b|\brobo\b|\bmato\b|\bkill\b|\bdestroy\b|\bdestru|\bsearch\w*|\bbusc[oa]\b|\bfetch\b"
)
#: asking about damage: the enters trigger's only when that trigger deals damage (Flametongue Kavu)
_ASKS_DAMAGE = re.compile(r"\bdamage\b|\bdeals?\b|\bdanos?\b")
_ASKS_LIFE = re.compile(r"\bgain\w*|\bgan[oa]s?\b|\blife\b|\bvidas?\b")
_ASKS_COUNTERS = re.compile(r"how many (\+1/\+1 )?counters|cuantos contadores")
#: whether the copy gets counters: "does my clone get a +1/+1 counter?", "¿entra con dos contadores?"
_GETS_COUNTERS = re.compile(
    r"\b(?:get|gets|have|has|enters?|come|comes|tiene|recibe|entra)\b[^?]{0,12}?\b(?:with )?(?:(\d+|an?|one|two|three|four|"
    r"un|uno|dos|tres|cuatro)\s+)?(?:\+1/\+1 )?(?:counters?|contador(?:es)?)\b"
)
_EXTRA_COUNTER = re.compile(r"additional \+1/\+1 counter", re.I)
#: a copy effect's exception fixing the size: "except it's 7/7"
_EXCEPT_PT = re.compile(r"\bexcept (?:it'?s|it is|they'?re|they are) (\d+)/(\d+)", re.I)
#: a permanent that stays itself and takes the copiable values (Cytoshape), unlike a new object entering as a copy
_BECOMES_COPY = re.compile(r"\bbecomes? a copy of\b", re.I)
_POWER_ONLY = re.compile(r"\bpower\b|\bfuerza\b")
_BOTH_ASKED = re.compile(r"\btoughness\b|\bresistencia\b|\bsize\b|\btamano\b|\bp/t\b|\d+/\d+")
#: asking what the copy is: "what does mine become", "what is my clone", "en que se convierte", "que copia"
_ASKS_BECOMES = re.compile(
    r"\bwhat (?:does|do|will) (?:it|mine|my \w+|the \w+) (?:become|end up as|copy)\b|\bwhat (?:is|'s) (?:it|mine|my \w+) (?:now|a copy of)\b|"
    r"\bcopy of what\b|\ben que se convierte\b|\bque (?:es|copia) (?:el mio|mi \w+|la mia)\b|\bcopia de que\b|\bque copia\b"
)


_FACE_DOWN = re.compile(r"\bface[- ]down\b|\bboca abajo\b|\bmorph\b|\bmanifest\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype in (QType.WHO, QType.ORDER, QType.WHEN):
        return None
    clause = frame.clause or frame.asked
    copier = next((card for card in frame.cards if _MAKES_COPY.search(card.oracle_text)), None)
    if copier is None or not _COPY_WORD.search(frame.folded):
        return None
    if _FACE_DOWN.search(frame.folded) and frame.qtype in (QType.OTHER, QType.WHAT_HAPPENS, QType.DEFINITION):
        # "opp has a face-down morph (it was Hooded Hydra) and I Clone it: what is my Clone?" A face-up 2/2 with no
        # name, text, types or mana cost: the face-down values are the ones copied (707.2, 708.2a)
        copied = cite("707.2", r"copiable values", r"copiables")
        listed = cite("708.2a", r"2/2 face-down creature with no text", r"")
        finding = t(frame.lang, "copies.face_down", copier=copier.name) + ids(copied, listed)
        return Verdict(
            finding, [Step(finding, tuple(r for r in (copied, listed) if r))], cite.quotes, (copier,), "copies"
        )
    loyalty = _loyalty(frame, cite, copier, clause)
    if loyalty is not None:
        return loyalty
    through = _copied_through(frame, copier)
    original = through or next(
        (card for card in frame.cards if card is not copier and "Creature" in card.type_line), None
    )
    if original is None:
        return None
    if "Legendary" in original.type_line and _KEEP_BOTH.search(clause):
        return None  # "both are indestructible so i keep both, right?": the legend rule's question
    if (
        frame.qtype is QType.HOW_MANY
        and _ENTERS_WITH_X.search(original.oracle_text)
        and _TOKENS_PER_COUNTER.search(original.oracle_text)
        and _ASKS_MADE.search(clause)
    ):
        # "quasiduplicate de mi hangarback walker con 3 contadores: ¿cuántos tópteros me da la copia?" None: the copy
        # has no counters (707.2) and X is 0 for it (107.3m), so it dies a 0/0 with nothing to count
        rule = cite("707.2", r"counters, and stickers are not copied", r"contadores")
        zero = cite("107.3m", r"the value of X for that permanent is 0", r"")
        who = copier.name if "Creature" in copier.type_line else t(frame.lang, "copies.the_token_copy")
        finding = (
            capital(t(frame.lang, "copies.dies_zero", copier=who))
            + " "
            + t(frame.lang, "copies.no_tokens", card=original.name)
        )
        steps = [Step(finding + ids(rule, zero), tuple(r for r in (rule, zero) if r))]
        return Verdict("0: " + finding + ids(rule, zero), steps, cite.quotes, (copier, original), "copies")
    found = _found(frame, cite, clause, copier, original)
    if through is None or (found is None and not _ASKS_BECOMES.search(clause)):
        return found
    # the Clone copied was copying X: its copiable values are X's (707.3), a step of the answer or the answer itself
    rule = cite("707.3", r"Objects that copy the object will use the new copiable values", r"707\.3")
    said = t(frame.lang, "copies.through", copier=copier.name, card=original.name) + ids(rule)
    step = Step(said, (rule,) if rule else ())
    if found is None:
        return Verdict(said, [step], cite.quotes, (copier, original), "copies")
    found.steps.insert(0, step)
    return found


#: whether both a legend and its copy stay asked: "so i keep both, right?", "¿me quedo con los dos?"
_KEEP_BOTH = re.compile(
    r"\bkeep (?:them )?both\b|\bboth (?:stay|survive|remain)\b|\bme quedo con (?:los|las|ambos|ambas)(?: dos)?\b|"
    r"\b(?:conservo|mantengo) (?:los|las|ambos|ambas)(?: dos)?\b"
)
#: the loyalty the copy enters with asked: "what loyalty does it come in with?", "¿con cuánta lealtad entra?"
_ASKS_LOYALTY = re.compile(r"\bloyalty\b|\blealtad\b")
#: Spark Double's exception: "it enters with an additional loyalty counter on it if it's a planeswalker"
_EXTRA_LOYALTY = re.compile(r"enters with an additional loyalty counter", re.I)


def _loyalty(frame: Frame, cite: Citer, copier: Card, clause: str) -> Verdict | None:
    """ "Spark Double copying my Nissa (5 loyalty): what loyalty does the Double come in with?" 6 — a copy of a
    planeswalker enters with its printed loyalty (306.5b), counters on the original aren't copied (707.2), plus what
    the copy's own exception adds (707.9)."""
    walkers = [c for c in frame.cards if c is not copier and "Planeswalker" in c.type_line and c.loyalty]
    if len(walkers) != 1 or not _ASKS_LOYALTY.search(clause) or frame.qtype not in (QType.HOW_MANY, QType.OTHER):
        return None
    walker = walkers[0]
    if not (walker.loyalty or "").isdigit() or not re.search(
        r"copy of (?:a |any )?(?:(?:creature or )?planeswalker|(?:nonland )?permanent)\b", copier.oracle_text, re.I
    ):
        return None  # Clone copies only creatures: only a copier that can copy a planeswalker gives it loyalty
    if re.search(r"\battack\w*|\bdamage\b|\bdano\b|\blos[et]\w*|\bhit\b|\bpierd\w*|\bleft\b|\bqueda\b", clause):
        return None  # the loyalty after damage or a cost, not the one it enters with
    n = int(walker.loyalty or 0) + (1 if _EXTRA_LOYALTY.search(copier.oracle_text) else 0)
    printed = cite("306.5b", r"enters with a number of loyalty counters", r"lealtad")
    extra = cite("707.9", r"except", r"excepto") if n != int(walker.loyalty or 0) else None
    key = "copies.loyalty_extra" if extra is not None else "copies.loyalty"
    finding = f"{n}: " + t(
        frame.lang, key, copier=copier.name, card=walker.name, printed=walker.loyalty or "", n=str(n)
    )
    finding += ids(printed, extra)
    rules = tuple(r for r in (printed, extra) if r)
    return Verdict(finding, [Step(finding, rules)], cite.quotes, (copier, walker), "copies")


def _found(frame: Frame, cite: Citer, clause: str, copier: Card, original: Card) -> Verdict | None:
    """What the question asks of the copy of `original`: its enters trigger, a keyword, its counters or its size."""
    etb = re.search(r"^when [^,]* enters the battlefield, ([^\n]+)", original.oracle_text, re.I | re.M)
    asks_etb = etb is not None and (
        _ASKS_TRIGGER.search(clause)
        or (_ASKS_DAMAGE.search(clause) and re.search(r"deals \d+ damage", etb[1]))
        or (_ASKS_LIFE.search(clause) and re.search(r"gain \d+ life", etb[1]))  # Thragtusk: "¿gano los 5 de vida?"
    )
    if etb is not None and asks_etb and "enter" in copier.oracle_text.lower():
        rule = cite("707.5", r"becomes a copy as it enters the battlefield", r"como copia")
        finding = t(frame.lang, "copies.etb", copier=copier.name, card=original.name, effect=etb[1])
        opener = t(frame.lang, "yes") + " " if frame.qtype is QType.YES_NO else ""
        steps = [Step(finding + ids(rule), (rule,) if rule else ())]
        return Verdict(opener + finding + ids(rule), steps, cite.quotes, (copier, original), "copies")
    keyword = next((kw for kw, words in KEYWORDS.items() if re.search(words, clause)), None)
    if keyword is not None and frame.qtype is QType.YES_NO:
        return _keyword(frame, cite, copier, original, keyword)
    if keyword is None and _ASKS_COUNTERS.search(clause):
        return _counters(frame, cite, copier, original)[0]
    gets = _GETS_COUNTERS.search(clause)
    # "when the Clone dies, do I put counters …": its dies trigger, not what it enters with
    dies = re.search(r"\bdies?\b|\bmuere\b|\bmuera\b", frame.asked)
    if gets and not dies and frame.qtype is QType.YES_NO and ENTERS_WITH.search(original.oracle_text):
        # "does my Clone of Servant of the Scale get a +1/+1 counter?": its "enters with" is copied (707.5)
        found = _counters(frame, cite, copier, original)[0]
        if found is None:
            return None
        count, rest = found.text.split(": ", 1)
        n, asked = int(count), number(gets[1]) if gets[1] else None
        found.text = t(frame.lang, "yes" if n and asked in (None, n) else "no") + " " + capital(rest)
        return found
    if keyword is None and _ASKS_SIZE.search(clause):
        return _size(frame, cite, copier, original)
    asks_dies = frame.qtype is QType.YES_NO and re.search(r"\bdies?\b|\bmuere\b|sobreviv|surviv", clause)
    # "if i clone it what do i end up with": what the copy is, a what-happens question in other words
    ends_up = frame.qtype is QType.OTHER and re.search(
        r"\bend up\b|\bwhat do i get\b|\bcon que me quedo\b|\bque obtengo\b", clause
    )
    if original.toughness == "0" and (frame.qtype is QType.WHAT_HAPPENS or asks_dies or ends_up):
        # a Clone of a Walking Ballista with counters: none are copied, so a 0/0 that dies
        found, dead = _counters(frame, cite, copier, original, death_first=True)
        if found is not None and asks_dies:
            survives = bool(re.search(r"sobreviv|surviv", clause))
            found.text = t(frame.lang, "yes" if dead != survives else "no") + " " + found.text
        return found
    return None


def _copied_through(frame: Frame, copier: Card) -> Card | None:
    """The creature a copy that is copied was copying: "their Clone that is currently copying a Serra Angel" — the copy
    effect is part of that Clone's copiable values (707.3), so a copy of it is a Serra Angel. Said last wins (a
    follow-up's change)."""
    found = None
    for card in frame.cards:
        if card is copier or "Creature" not in card.type_line:
            continue
        names = "|".join(re.escape(fold(name)) for name in (card.name, *card.names_es))
        said = list(re.finditer(
            rf"\b(?:that is|that's|thats|which is|que esta|que estaba|currently|ahora|(?:another|their|his|her|opponent's|opp's|otro|su) (?:clone|clon))\s+(?:currently\s+|ahora\s+)?"
            rf"(?:copying|copiando)\s+(?:(?:a|an|una?|al?|the|their|his|her|my|el|la|su|mi)\s+)?(?:{names})\b",
            frame.folded,
        ))  # fmt: skip
        if said and (found is None or said[-1].start() > found[0]):
            found = (said[-1].start(), card)
    return found[1] if found else None


def _copy_lines(copier: Card) -> list[str]:
    """The Oracle lines of the copying card that make the copy (with what they add to it)."""
    return [line for line in copier.oracle_text.split("\n") if _MAKES_COPY.search(line)]


def _keyword(frame: Frame, cite: Citer, copier: Card, original: Card, keyword: str) -> Verdict | None:
    lang = frame.lang
    said = t(lang, f"keyword.{keyword}") if lang == "es" else keyword
    rule = cite("707.2", r"copiable values of the original", r"valores copiables")
    granted = next(
        (line for line in _copy_lines(copier) if re.search(rf"\b(has|have|gains?)\b[^.]*\b{keyword}\b", line, re.I)),
        None,
    )
    if granted is not None:
        cite.quotes.append(Quote(None, None, granted, "en", "oracle", copier.name))
        text = t(lang, "yes") + " " + t(lang, "copies.granted", copier=copier.name, keyword=said) + ids(rule)
        step = t(lang, "copies.step_exception", copier=copier.name, keyword=said)
    elif re.search(rf"(^|\n|, ){keyword}\b", original.oracle_text, re.I):
        text = t(lang, "yes") + " " + t(lang, "copies.copied", card=original.name, keyword=said) + ids(rule)
        step = t(lang, "copies.copied", card=original.name, keyword=said)
    else:
        return None  # neither the original nor the copy effect gives it: another effect might
    steps = [Step(t(lang, "copies.step_values", card=original.name) + ids(rule), (rule,) if rule else ()), Step(step)]
    return Verdict(text, steps, cite.quotes, (copier, original), "copies")


def _counters(
    frame: Frame, cite: Citer, copier: Card, original: Card, death_first: bool = False
) -> tuple[Verdict | None, bool]:
    """ "How many counters does my Clone of their Walking Ballista get?": none are copied (707.2); only what the
    copying card adds, and an "enters with X counters" that wasn't cast has X = 0 (107.3); at 0 toughness it dies,
    unless the asker's anthem ("Creatures you control get +1/+1") keeps it above 0. Also says whether it dies."""
    power, toughness = original.power, original.toughness
    if not (power and toughness and power.isdigit() and toughness.isdigit()):
        return None, False
    lang = frame.lang
    rule = cite("707.2", r"counters, and stickers are not copied", r"contadores")
    n = 1 if any(_EXTRA_COUNTER.search(line) for line in _copy_lines(copier)) else 0
    key = "copies.counter" if n == 1 else "copies.counters"
    enters_with = ENTERS_WITH.search(original.oracle_text)
    entered = None
    if enters_with is not None and not _BECOMES_COPY.search(copier.oracle_text):
        # Spike Feeder's "enters with two +1/+1 counters" is copied and applies as the copy enters (707.5), beside
        # the one Spark Double's exception adds
        count = number(enters_with[1]) or 1
        key = "copies.counters_enters_with_extra" if n else "copies.counters_enters_with"
        n += count
        entered = cite("707.5", r"those abilities will take effect", r"")
    p, th = int(power) + n, int(toughness) + n
    finding = t(lang, key, n=str(n), copier=copier.name, card=original.name, count=str(n - 1)) + ids(rule, entered)
    steps = [Step(t(lang, "copies.step_values", card=original.name) + ids(rule), (rule,) if rule else ())]
    anthem = next(
        (c for c in frame.in_play if ANTHEM.search(c.oracle_text) and controller(frame, c) != "opponent"), None
    )
    if anthem is not None and th <= 0:  # "what if i have glorious anthem out?": +N/+N in layer 7c
        bonus = ANTHEM.search(anthem.oracle_text)
        assert bonus is not None
        p, th = p + int(bonus[1]), th + int(bonus[2])
        pumped = cite("613.4c", r"Effects and counters that modify power", r"7c")
        alive = t(lang, "copies.anthem", card=anthem.name, p=str(p), t=str(th)) + ids(pumped)
        if th > 0:
            steps.append(Step(alive, (pumped,) if pumped else ()))
            return Verdict(alive + " " + finding, steps, cite.quotes, (copier, original, anthem), "copies"), False
    if th <= 0:
        dies = cite("704.5f", r"toughness 0 or less", r"resistencia 0")
        dead = t(lang, "copies.zero", p=str(p), t=str(th)) + ids(dies)
        finding = dead + " " + finding if death_first else finding + " " + dead
        steps.append(Step(dead, (dies,) if dies else ()))
    return Verdict(finding, steps, cite.quotes, (copier, original), "copies"), th <= 0


#: Hangarback Walker: enters with X counters, and its dies trigger makes a token for each counter it had
_ENTERS_WITH_X = re.compile(r"enters the battlefield with X \+1/\+1 counters", re.I)
_TOKENS_PER_COUNTER = re.compile(r"\btokens?\b[^.]*\bfor each \+1/\+1 counter on\b", re.I)
_ASKS_MADE = re.compile(r"\btokens?\b|\bfichas?\b|\bthopters?\b|\btopteros?\b|\bhow many\b[^?]*\bget\b")
#: an anthem, for all the asker's creatures or those of a color: Glorious Anthem, Honor of the Pure
_ANY_ANTHEM = re.compile(r"^(?:(white|blue|black|red|green) )?creatures you control get \+(\d+)/\+(\d+)\.", re.I | re.M)


def _anthems(frame: Frame, original: Card) -> tuple[list[Card], int, int]:
    """The asker's anthems that apply to a copy of `original` (a colored one only to a copy of that color), each
    counted as many times as the question says it is held ("two glorious anthems"), and their summed bonus."""
    found, plus_p, plus_t = [], 0, 0
    for card in frame.in_play:
        m = _ANY_ANTHEM.search(card.oracle_text)
        if m is None or controller(frame, card) == "opponent":
            continue
        if m[1] and f"{{{COLORS[m[1].lower()]}" not in original.mana_cost:
            continue
        held = max(copies_said(frame, card), 1)
        found.append(card)
        plus_p, plus_t = plus_p + held * int(m[2]), plus_t + held * int(m[3])
    return found, plus_p, plus_t


#: "enters the battlefield with four +1/+1 counters on it": a fixed number, not X
ENTERS_WITH = re.compile(
    r"enters the battlefield with (\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten) \+1/\+1 counters? on it",
    re.I,
)


def _size(frame: Frame, cite: Citer, copier: Card, original: Card) -> Verdict | None:
    power, toughness = original.power, original.toughness
    if not (power and toughness and power.isdigit() and toughness.isdigit()):
        return None  # "*/*": defined by an ability, not a number to state
    lang = frame.lang
    rule = cite("707.2", r"counters, and stickers are not copied", r"contadores")
    p, th = int(power), int(toughness)
    extra = any(_EXTRA_COUNTER.search(line) for line in _copy_lines(copier))
    if extra:
        p, th = p + 1, th + 1
    key = "copies.size_counter" if extra else "copies.size"
    fixed = next((m for line in _copy_lines(copier) if (m := _EXCEPT_PT.search(line))), None)
    if fixed is not None:  # Quicksilver Gargantuan: "except it's 7/7", part of the copiable values (707.9b)
        p, th, key = int(fixed[1]), int(fixed[2]), "copies.size_except"
    enters_with = ENTERS_WITH.search(original.oracle_text)
    count = (number(enters_with[1]) or 1) if enters_with else 0
    if enters_with is not None and key == "copies.size" and not _BECOMES_COPY.search(copier.oracle_text):
        # Kalonian Hydra's "enters with four +1/+1 counters" is copied and applies as the copy enters (707.5)
        p, th, key = p + count, th + count, "copies.size_enters_with"
    entered = cite("707.5", r"those abilities will take effect", r"") if key == "copies.size_enters_with" else None
    kept = _kept_counters(frame, original) if _BECOMES_COPY.search(copier.oracle_text) else 0
    if kept:  # "my 1/1 with two +1/+1 counters becomes a copy of their bears": the counters stay on it (613.4c)
        p, th = p + kept, th + kept
        key = "copies.size_kept"
    modify = cite("613.4c", r"Effects and counters that modify power", r"7c") if kept else None
    finding = t(lang, key, card=original.name, copier=copier.name, p=str(p), t=str(th), n=f"{kept:+d}/{kept:+d}",
                count=str(count))  # fmt: skip
    text = finding + ids(rule, entered, modify)
    if th <= 0:  # Walking Ballista, Hangarback Walker: "enters with X counters", and X is 0 for a copy
        zero = cite("704.5f", r"toughness 0 or less", r"resistencia 0")
        text += " " + t(lang, "copies.dies_zero", copier=copier.name) + ids(zero)
    anthems, plus_p, plus_t = _anthems(frame, original)
    if anthems and th > 0:  # "tengo un clone y un glorious anthem": +N/+N on top, in layer 7c
        p, th = p + plus_p, th + plus_t
        pumped = cite("613.4c", r"Effects and counters that modify power", r"7c")
        names = ", ".join(c.name for c in anthems)
        text = (
            f"{p}/{th}: "
            + text
            + " "
            + t(lang, "copies.size_anthem", card=names, p=str(p), t=str(th), bonus=f"+{plus_p}/+{plus_t}")
        )
        text += ids(pumped)
    clause = fold(frame.clause or frame.asked)
    if frame.qtype is not QType.YES_NO and _POWER_ONLY.search(clause) and not _BOTH_ASKED.search(clause):
        text = f"{p}: " + text  # "de cuánta fuerza es el Clone?": the power, then the size
    if frame.qtype is QType.YES_NO:
        asked = [(int(a), int(b)) for a, b in re.findall(r"(?<![\w/+-])(\d+)/(\d+)(?![\w/])", fold(frame.clause))]
        if asked:
            text = t(lang, "yes" if (p, th) in asked else "no") + " " + text
    steps = [Step(t(lang, "copies.step_values", card=original.name) + ids(rule), (rule,) if rule else ())]
    if modify is not None:
        steps.append(Step(finding + ids(modify), (modify,)))
    return Verdict(text, steps, cite.quotes, (copier, original), "copies")


def _kept_counters(frame: Frame, original: Card) -> int:
    """The +1/+1 and -1/-1 counters said on the creature that becomes a copy, summed; those said right after the
    original's name ("their bears with two counters") are the original's and aren't copied."""
    words = name_words(original)
    return sum(
        change.power
        for start, change in counters_said(frame)
        if not words & set(re.findall(r"[a-z]+", frame.folded[max(0, start - 40) : start]))
    )
