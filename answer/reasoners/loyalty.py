"""A planeswalker's loyalty after its abilities and the damage dealt to it (306.5b, 606.4, 120.3c, 704.5i): it enters
with its printed loyalty, each loyalty ability adds or removes its number, and damage removes that many counters; at 0
it goes to the graveyard. Fires only for one named planeswalker with a printed loyalty and the question asking its
loyalty or whether it dies, with each change said as a number ("+2", "-3") or by a damage card."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Step, Verdict, answered, controller, ids, named_in
from answer.rewrite import mentions
from answer.text import capital
from ingest.lexicon import fold
from ingest.models import Card

_DOUBLES_COUNTERS = re.compile(r"counters on a permanent you control, it puts twice that many", re.I)
_ASKS_LOYALTY = re.compile(
    r"loyalty|lealtad|how many counters|cuantos contadores|"
    # "¿y si activo su +2, con cuántos se queda?", "how many is she at after?"
    r"\bcon cuantos (?:se queda|queda|termina|acaba|entra)\b|\bcuantos tiene\b|"
    r"\bhow many (?:is (?:she|he|it) (?:at|on)|does (?:she|he|it) "
    r"(?:have|end up))\b"
)
_ASKS_WHERE = re.compile(r"\ba donde va\b|\badonde va\b|\bdonde (?:va|acaba|termina)\b|\bwhere does (?:it|she|he) go\b")
_ASKS_DIES = re.compile(r"\bdie|\bdies|graveyard|\bmuer|cementerio|\bsurviv|sobreviv|\bstay|\bqueda|\bkill|\bmata\b")
#: a loyalty ability used: "+2", "I -3 him", "uso el +1" (not a P/T or a counter kind)
_ACTIVATION = re.compile(r"(?<![\w/+−-])([+−-])(\d{1,2})(?![\w/])(?!\s*/)")
_DAMAGE_CARD = re.compile(
    r"deals (\d+) damage to (any target|target (creature or )?planeswalker|target player or planeswalker)", re.I
)
#: damage said as a number: "attacks it for 3", "le hace 3 de daño", "takes 2 damage"
#: the loyalty the question says it has now: "has 4 loyalty counters", "con 5 de lealtad", "at 2 loyalty"
_SAID_LOYALTY = re.compile(
    r"(\d{1,2}) (?:loyalty|de lealtad|contadores de lealtad)|\blealtad (\d{1,2})\b|"
    # "what if jace was on 5", "it's on 3" (not a player's life: "opp is at 5")
    r"\b(?!(?:opp|opponent|player|i|you|they|we|he|she)\b)[a-z]+(?: was| is|'s) (?:on|at) (\d{1,2})\b(?! (?:life|damage|poison))"
)


def _said_loyalty(folded: str) -> int | None:
    """The loyalty the question gives last ("it's on 3 loyalty. Jace was on 5." → 5), None when it gives none."""
    every = list(_SAID_LOYALTY.finditer(folded))
    return int(next(g for g in every[-1].groups() if g)) if every else None


_SAID_DAMAGE = re.compile(r"(?<![\d/+-])(\d{1,2}) (?:damage|de dano|dano)\b|\bfor (\d{1,2})\b")


#: an attacker said by its P/T ("swing at her with a 3/3", "la ataca con shivan dragon (5/5)") left unblocked
_UNBLOCKED_ATTACKER = re.compile(r"\b(?:swing|attack|atac|hit|pega)\w*\b[^.?]{0,50}?(?<![\d/])(\d{1,2})/\d{1,2}\b")
_UNBLOCKED = re.compile(
    r"\b(?:don'?t|do not|doesn'?t|didn'?t|no one|nobody) blocks?\b|\bunblocked\b|\bnot blocked\b|\bno blocks?\b|"
    r"\bno (?:lo |la |le |los |las |les )?bloque\w*|\bsin bloque\w*|\bnadie (?:lo |la )?bloquea|"
    r"\bno (?:es|fue|son|esta) bloquead\w*|\bis ?n'?t blocked\b"
)
_ATTACKS = re.compile(r"\b(?:swing|attack|atac|hit|pega)\w*")
#: a moment when no loyalty ability may be activated at all (606.3)
_OFF_TIMING = re.compile(
    r"in response|\brespond\w*|opponent'?s turn|their turn|\bcombat\b|end step|upkeep|\battack\w*|\bblock\w*|"
    r"en respuesta|\brespond\w*|turno del (rival|oponente)|su turno|\bcombate\b|paso final|mantenimiento|\bata[cq]\w*|"
    r"\bbloque\w*|on the stack|en la pila"
)
_MINUS_X = re.compile(r"(?<![\w/+])[−-]x\b")
_HIGHEST = re.compile(r"\b(highest|biggest|max\w*|most|largest)\b|\bmas alta\b|\bmas grande\b|\bmaxim\w*")


_DEATHTOUCH_SAID = re.compile(r"\bdeathtouch\b|\btoque mortal\b")
_UNPREVENTABLE = re.compile(r"damage can[’']t be prevented", re.I)
_PREVENTS = re.compile(r"\bprevent all (?:combat )?damage\b", re.I)
_WALKER_SAID = re.compile(r"\bplaneswalkers?\b|\bwalkers?\b")
_LOYALTY_LEFT = re.compile(r"\b(?:w|with|at|on|con|en) \d+ (?:loyalty|de lealtad)\b|\b\d+ loyalty left\b")


def _deathtouch_walker(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Deathtouch damage to my planeswalker: does it die?" Not by deathtouch, which destroys only creatures (702.2b):
    the damage removes that many loyalty counters (120.3c), and only at 0 loyalty does it go (704.5i). Fires with no
    number said, where the loyalty left can't be counted."""
    clause = frame.clause or frame.asked
    left_told = _LOYALTY_LEFT.search(frame.folded)  # "hes still there w 1 loyalty": the count is no question
    if (
        frame.qtype is not QType.YES_NO
        or not _DEATHTOUCH_SAID.search(frame.folded)
        or (frame.numbers and not left_told)
    ):
        return None
    walker = any("Planeswalker" in c.type_line for c in frame.cards) or _WALKER_SAID.search(frame.folded) or left_told
    asks = _ASKS_DIES.search(clause) or re.search(r"\bdead\b|\bmuert[oa]\b", clause)
    if not walker or not asks or re.search(r"surviv|sobreviv", clause):
        return None
    rule = cite("702.2b", r"dealt damage by a source with deathtouch", r"toque mortal")
    hurt = cite("120.3c", r"loyalty counters to be removed", r"lealtad")
    finding = t(frame.lang, "loyalty.deathtouch_only") + ids(rule, hurt)
    steps = [Step(finding, tuple(r for r in (rule, hurt) if r))]
    return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, frame.cards, "loyalty")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    touched = _deathtouch_walker(frame, cite) or _counters_removed(frame, cite)
    if touched is not None:
        return touched
    cost = _kept_new(frame, cite) or _cost_check(frame, cite) or _once_check(frame, cite) or _new_walker(frame, cite)
    if cost is not None:
        return cost
    clause = frame.clause or frame.asked
    if (
        frame.qtype is QType.YES_NO
        and CAN_SAID.search(clause)
        and _ACTIVATION.search(clause)
        and _OFF_TIMING.search(frame.folded)
    ):
        return None  # "opp bolts my Chandra, can I +1 in response so she survives?": when it may be done (606.3)
    asks_loyalty = bool(_ASKS_LOYALTY.search(clause)) and frame.qtype in (
        QType.HOW_MANY,
        QType.WHAT_HAPPENS,
        QType.OTHER,
        QType.DEFINITION,
    )
    asks_dies = frame.qtype is QType.YES_NO and bool(_ASKS_DIES.search(clause))
    # "¿a dónde va?", "where does it go?": the loyalty left says whether it goes to the graveyard
    asks_where = frame.qtype is QType.OTHER and bool(_ASKS_WHERE.search(clause))
    # "¿Doubling Season duplica los contadores de lealtad con los que entra un planeswalker?": yes, and how many
    doubled_asked = frame.qtype is QType.YES_NO and bool(
        _ASKS_LOYALTY.search(clause) and _ENTERS.search(clause) and _DOUBLES.search(clause)
    )
    if not (asks_loyalty or asks_dies or asks_where or doubled_asked):
        return None
    walkers = [c for c in frame.cards if "Planeswalker" in c.type_line and (c.loyalty or "").isdigit()]
    if not walkers and (asks_loyalty or asks_dies):
        return _unnamed_walker(frame, cite, asks_dies)
    if len(walkers) != 1:
        return None
    walker = walkers[0]
    others_asked = any(named_in(c, clause) for c in frame.cards if c is not walker) or (
        re.search(r"\b(?:my|mis|mi)\b", clause)
        and not named_in(walker, clause)
        and not re.search(r"walker|\bpw", clause)
    )
    if asks_dies and others_asked:
        return None  # "Ugin −3: do my Moxen stay?", "does my tarmogoyf stay?": another permanent's fate
    if any(c is not walker and re.search(r"\bgets? -\d+/-\d+|\bgets? -x/-x", c.oracle_text, re.I) for c in frame.cards):
        return None  # Gideon a 5/5 creature this turn, Dismembered: its toughness, not its loyalty (704.5f)
    entering = _enters_doubled(frame, cite, walker) if asks_loyalty and _ENTERS.search(clause) else None
    if entering is not None:
        return entering
    entering = _enters_doubled(frame, cite, walker) if doubled_asked else None
    if entering is not None:
        entering.text = t(frame.lang, "yes") + " " + entering.text
        return entering
    if not (asks_loyalty or asks_dies or asks_where):
        return None
    # "… and +1 her right away. how much loyalty does she have after the +1?": the asked clause names an activation
    # the situation already told; it counts once
    asked_at = frame.question.lower().rfind((frame.clause or frame.asked)[:12]) if (frame.clause or frame.asked) else -1
    told = frame.question[:asked_at] if asked_at > 0 else frame.question
    activations = list(_ACTIVATION.finditer(told)) or list(_ACTIVATION.finditer(frame.question))
    said_at = _SAID_LOYALTY.search(frame.question.lower())
    if said_at and activations and said_at.start() > activations[-1].end():
        activations = []  # "+1'd her, so she's at 4 loyalty": the number said already counts the activation
    changes = [int(m[1].replace("−", "-") + "1") * int(m[2]) for m in activations]
    hits = [int(m[1]) for c in frame.cards if c is not walker and (m := _DAMAGE_CARD.search(c.oracle_text))]
    said = [int(a or b) for a, b in _SAID_DAMAGE.findall(frame.folded)]
    attacker = _UNBLOCKED_ATTACKER.search(frame.folded) if _UNBLOCKED.search(frame.folded) else None
    if attacker and not said:
        said = [int(attacker[1])]  # "swing at her with a 3/3 and I don't block": its power in damage
    named = next(
        (c for c in frame.cards if c is not walker and "Creature" in c.type_line and (c.power or "").isdigit()), None
    )
    if named is not None and not said and _UNBLOCKED.search(frame.folded) and _ATTACKS.search(frame.folded):
        said = [int(named.power or 0)]  # "Typhoid Rats attacks their Jace and goes unblocked": its power
    if len(hits) > 1 or (hits and said) or len(changes) > 2 or not (changes or hits or said):
        return None
    damage = sum(said) + sum(hits)
    return _loyalty(frame, cite, walker, changes, damage, asks_dies)


_LOYALTY_NUMBER = re.compile(r"\b(\d{1,2}) (?:de )?(?:loyalty|lealtad)\b|\b(?:loyalty|lealtad) (?:of |de )?(\d{1,2})\b")
_POWER_SAID = re.compile(r"\b(\d{1,2}) (?:de )?(?:power|fuerza)\b|\b(?:power|fuerza) (?:of |de )?(\d{1,2})\b")


def _unnamed_walker(frame: Frame, cite: Citer, asks_dies: bool) -> Verdict | None:
    """ "ataco a un planeswalker con 5 de lealtad con una criatura de 3 de fuerza y no la bloquean, ¿con cuánta
    lealtad queda?" 2: damage dealt to a planeswalker removes that many loyalty counters (120.3c); at 0 it goes to
    the graveyard (704.5i). Fires for a planeswalker named by its type, its loyalty and the damage said as numbers."""
    loyalty = _LOYALTY_NUMBER.findall(frame.folded)
    if not _WALKER_SAID.search(frame.folded) or len(loyalty) != 1 or _ACTIVATION.search(frame.question):
        return None
    said = [int(a or b) for a, b in _SAID_DAMAGE.findall(frame.folded)]
    if not said and _UNBLOCKED.search(frame.folded) and _ATTACKS.search(frame.folded):
        sized = _UNBLOCKED_ATTACKER.search(frame.folded)  # "with a 4/4": its power
        powers = [int(a or b) for a, b in _POWER_SAID.findall(frame.folded)]  # "una criatura de 3 de fuerza"
        if sized:
            said = [int(sized[1])]
        elif len(powers) == 1:
            said = powers
    if len(said) != 1:
        return None
    start = int(loyalty[0][0] or loyalty[0][1])
    left = max(0, start - said[0])
    hurt = cite("120.3c", r"loyalty counters to be removed", r"lealtad")
    gone = cite("704.5i", r"loyalty 0", r"lealtad 0") if left == 0 else None
    key = "loyalty.unnamed_dies" if left == 0 else "loyalty.unnamed_left"
    finding = t(frame.lang, key, n=str(left), d=str(said[0]), start=str(start)) + ids(hurt, gone)
    text = finding
    if asks_dies:
        survives = bool(re.search(r"surviv|sobreviv|\bstay|\bqueda", frame.clause or frame.asked))
        text = t(frame.lang, "yes" if (left == 0) != survives else "no") + " " + finding
    steps = [Step(finding, tuple(r for r in (hurt, gone) if r))]
    return Verdict(text, steps, cite.quotes, frame.cards, "loyalty")


#: asks whether the doubler doubles the activation: "does the +1 put 2 counters", "¿el +1 pone 2?", "is it doubled"
_ASKS_DOUBLED = re.compile(
    r"\b(?:put|puts|give|gives|get|gets|gain|gains|add|adds|remove|removes|take|takes|pone|pon|da|recibe|gana|sube|"
    r"quita|quitas|quito|saca|sacas|saco|pongo|baja|pierde)\b[^?]{0,25}\b(?:2|4|6|two|four|six|dos|cuatro|seis|"
    r"double|twice|el doble)\b|\bdoubl\w*\b|\bduplic\w*\b"
)


def cost_doubled(frame: Frame, cite: Citer) -> Verdict | None:
    """ "With Doubling Season out, does Chandra's +1 put 2 loyalty counters on her?": no — a loyalty ability's counters
    are its cost (606.4), and the doubler doubles only counters an effect puts on; a "-2" removes 2, never 4."""
    if frame.qtype is not QType.YES_NO:
        return None
    doubler = next((c for c in frame.in_play if _DOUBLES_COUNTERS.search(c.oracle_text)), None)
    used = next(_ACTIVATION.finditer(frame.question), None)
    if doubler is None or used is None or not _ASKS_DOUBLED.search(frame.clause or frame.asked):
        return None
    if not _LOYALTY_ABILITY.search(frame.folded) and not any("Planeswalker" in c.type_line for c in frame.cards):
        return None
    rule = cite("606.4", r"put on or remove from that permanent a certain number of loyalty counters", r"lealtad")
    # a "-2" removes counters: the doubler, which changes only counters put on, has nothing to double
    key = "loyalty.cost_exact" if used[1] == "+" else "loyalty.cost_removed"
    finding = t(frame.lang, key, n=used[2], card=doubler.name)
    return answered("no", finding, rule, cite, (doubler,), "loyalty")


#: how many counters the activation gives, not how many the planeswalker ends with
_ASKS_GETS = re.compile(
    r"\b(?:gets?|receives?|puts?|adds?|recibe|pone|anade|gana|ganas)\b(?!.*\b(?:total|in all|en total|left|quedan?)\b)"
)


_DOUBLES = re.compile(r"\bdoubl\w*|\btwice\b|\bduplic\w*|\bel doble\b")
_ENTERS = re.compile(r"\benter\w*|\bentra\w*|\bcome[s]? in\b")
_MANY = re.compile(r"\b(two|three|four|dos|tres|cuatro|2|3|4)\s+$")


def _enters_doubled(frame: Frame, cite: Citer, walker: Card) -> Verdict | None:
    """ "How many loyalty counters does it enter with?" under counter doublers: each of its controller's doublers
    applies once, so its printed loyalty doubles for each (306.5b, 614.1c, 616.1); a rival's doubles nothing here."""
    doublers = [c for c in frame.in_play if _DOUBLES_COUNTERS.search(c.oracle_text)]
    if len(doublers) != 1 or not (walker.loyalty or "").isdigit():
        return None
    doubler = doublers[0]
    spans = mentions(frame.question, doubler.name)
    if not spans or controller(frame, walker) == "opponent":
        return None
    mine, counted = 0, None
    for start, _ in spans:
        before = fold(frame.question[max(0, start - 40) : start])
        many = _MANY.search(before)
        theirs = re.search(r"\b(?:opponent|opp|rival|oponente|their|su)\b[^.,]{0,25}$", before)
        if not theirs:
            count = {"two": 2, "dos": 2, "2": 2, "three": 3, "tres": 3, "3": 3, "four": 4, "cuatro": 4, "4": 4}.get(
                many[1], 1
            ) if many else 1  # fmt: skip
            mine += count
            if count > 1:
                counted = count  # "and if I'd had two Doubling Seasons?": the number said, not one more
    if counted is not None:
        mine = counted
    printed = int(walker.loyalty or 0)
    enters = cite("306.5b", r"equal to its printed loyalty number", r"lealtad impresa")
    each = cite("616.1", r"affected object", r"afectado")
    total = printed * 2**mine
    finding = t(frame.lang, "loyalty.enters_doubled", name=walker.name, n=str(total), printed=str(printed),
                card=doubler.name, k=str(mine))  # fmt: skip
    finding += ids(enters, each)
    steps = [Step(finding, tuple(r for r in (enters, each) if r))]
    changes = [int(m[1].replace("−", "-") + "1") * int(m[2]) for m in _ACTIVATION.finditer(frame.question)]
    if len(changes) == 1:  # "… and after I +1 him?": the cost's counter is added as is, not doubled (606.4)
        cost = cite("606.4", r"put on or remove from that permanent a certain number of loyalty counters", r"lealtad")
        after = total + changes[0]
        then = t(frame.lang, "loyalty.then_activated", change=f"{changes[0]:+d}", n=str(after), card=doubler.name)
        steps.append(Step(then + ids(cost), (cost,) if cost else ()))
        return Verdict(f"{after}: {finding} {then}{ids(cost)}", steps, cite.quotes, frame.cards, "loyalty")
    return Verdict(finding, steps, cite.quotes, frame.cards, "loyalty")


def _loyalty(frame: Frame, cite: Citer, walker: Card, changes: list[int], damage: int, asks_dies: bool) -> Verdict:
    lang = frame.lang
    said = _said_loyalty(frame.folded)
    start = said if said is not None else int(walker.loyalty or 0)
    enters = None if said is not None else cite("306.5b", r"equal to its printed loyalty number", r"lealtad impresa")
    doubler = (
        None if said is not None else next((c for c in frame.in_play if _DOUBLES_COUNTERS.search(c.oracle_text)), None)
    )
    cost = cite("606.4", r"put on or remove from that permanent a certain number of loyalty counters", r"lealtad")
    hurt = cite("120.3c", r"loyalty counters to be removed", r"lealtad") if damage else None
    loyalty = start + sum(changes)
    steps = [
        Step(t(lang, "loyalty.step_enters", name=walker.name, n=str(start)) + ids(enters), (enters,) if enters else ())
    ]
    if doubler is not None:  # Doubling Season: the counters it enters with are doubled; a loyalty cost is not
        start *= 2
        loyalty = start + sum(changes)
        steps.append(Step(t(lang, "loyalty.step_doubled", card=doubler.name, n=str(start))))
    entered = start
    for change in changes:
        steps.append(
            Step(
                t(lang, "loyalty.step_ability", change=f"{change:+d}", n=str(start + change)) + ids(cost),
                (cost,) if cost else (),
            )
        )
        start += change
    if damage:
        left = max(0, loyalty - damage)
        steps.append(
            Step(t(lang, "loyalty.step_damage", d=str(damage), n=str(left)) + ids(hurt), (hurt,) if hurt else ())
        )
        loyalty = left
    gone = cite("704.5i", r"loyalty 0", r"lealtad 0") if loyalty <= 0 else None
    key = "loyalty.dies" if loyalty <= 0 else "loyalty.left_one" if loyalty == 1 else "loyalty.left"
    finding = t(lang, key, name=walker.name, n=str(loyalty)) + ids(cost if changes else None, hurt, gone)
    if doubler is not None and changes:
        finding += " " + t(lang, "loyalty.cost_not_doubled", card=doubler.name, n=str(entered))
    text = finding
    clause = frame.clause or frame.asked
    if doubler is not None and len(changes) == 1 and changes[0] > 0 and _ASKS_GETS.search(clause):
        # "¿cuántos contadores de lealtad recibe?" with the +1: the cost's own number, not doubled
        text = t(lang, "loyalty.gets", n=str(changes[0]), card=doubler.name) + " " + finding
    if loyalty > 0 and _DEATHTOUCH_SAID.search(frame.folded):
        # "does deathtouch kill Jace?": deathtouch destroys only creatures (702.2b); the walker just loses loyalty
        text += " " + t(lang, "loyalty.deathtouch")
    unpreventable = next((c for c in frame.cards if _UNPREVENTABLE.search(c.oracle_text)), None)
    if damage and unpreventable is not None and _PREVENTS.search(walker.oracle_text):
        # Stomp on Gideon Blackblade in his controller's turn: "Damage can't be prevented this turn."
        text += " " + t(lang, "loyalty.unpreventable", card=unpreventable.name.split(" // ")[-1], name=walker.name)
    if asks_dies:
        dies = loyalty <= 0
        survives = bool(re.search(r"surviv|sobreviv|\bstay|\bqueda", frame.clause or frame.asked))
        text = t(lang, "yes" if dies != survives else "no") + " " + text
    return Verdict(text, steps, cite.quotes, (walker,), "loyalty")


#: the question is about loyalty abilities: the word, or a planeswalker's "+1"/"-2" said
_LOYALTY_ABILITY = re.compile(r"\bloyalty abilit|\bhabilidad(?:es)? de lealtad|\blealtad\b|\bloyalty\b")
#: asks how many activations a turn: "how many times", "cuántas veces"
_ASKS_TIMES = re.compile(r"\bhow many times\b|\bhow often\b|\bcuantas veces\b")
#: asks for a second activation in the same turn: "twice", "both the +1 and the -2", "otra vez"
_ASKS_AGAIN = re.compile(
    r"\btwice\b|\btwo times\b|\bagain\b|\bboth\b|\bsecond (?:loyalty )?abilit|\bdos veces\b|\botra vez\b|"
    r"\bde nuevo\b|\bambas\b|\blas dos\b|\bdos habilidades\b|\bsegunda habilidad\b|\bthen\b.*[+−-]\d|"
    # "i brainstormed (the 0) this turn, can i also -1 …?", "¿puedo también usar su -2?"
    r"\b(?:also|tambien)\b[^?]{0,25}[+−-]\d"
)
#: the ask is about another planeswalker's ability too: "one of hers too", "each of them", "cada uno", "ambos"
_EACH_WALKER = re.compile(
    r"\beach\b|\bboth\b|\btoo\b|\balso\b|\bas well\b|\bother\b|\bdifferent\b|\bcada (?:uno|una)\b|\blos dos\b|"
    r"\bambos\b|\btambien\b|\botr[oa]\b|\bdistint"
)
#: a card that allows more loyalty activations (Oath of Teferi, The Chain Veil)
_MORE_ACTIVATIONS = re.compile(r"loyalty abilities of planeswalkers you control twice|additional time", re.I)


def _once_check(frame: Frame, cite: Citer) -> Verdict | None:
    """A permanent's loyalty abilities: one activation each turn, of any one of them (606.3). "How many times a turn
    can I use a loyalty ability?" is once; "can I +1 and then -2 the same turn?" is no."""
    clause = frame.clause or frame.asked
    walker = any("Planeswalker" in c.type_line for c in frame.cards) or bool(
        re.search(r"\bplaneswalkers?\b|\bwalkers?\b", frame.folded)
    )
    if not (_LOYALTY_ABILITY.search(frame.folded) or (walker and _ACTIVATION.search(frame.question))):
        return None
    more = next((c for c in frame.cards if _MORE_ACTIVATIONS.search(c.oracle_text)), None)
    if more is not None:
        if frame.qtype is QType.YES_NO and CAN_SAID.search(clause) and _ASKS_AGAIN.search(clause):
            # "and with Oath of Teferi out?": twice each turn, the same ability or two different ones
            rule = cite("606.3", r"only if no player has previously activated a loyalty ability", r"lealtad")
            return answered("yes", t(frame.lang, "loyalty.twice", card=more.name), rule, cite, frame.cards, "loyalty")
        return None
    if re.search(r"\b(?:turns?|turno)\b", frame.folded) is None and not _ASKS_AGAIN.search(clause):
        return None
    walkers = list(dict.fromkeys(c.name for c in frame.cards if "Planeswalker" in c.type_line))
    if len(walkers) >= 2 and frame.qtype is QType.YES_NO and CAN_SAID.search(clause) and _EACH_WALKER.search(clause):
        # "I also have Liliana out: can I activate one of hers that turn too?": one activation per permanent
        rule = cite("606.3", r"only if no player has previously activated a loyalty ability", r"lealtad")
        said = t(frame.lang, "loyalty.once_each", first=walkers[0], second=walkers[1])
        return answered("yes", said, rule, cite, frame.cards, "loyalty")
    if frame.qtype is QType.HOW_MANY and _ASKS_TIMES.search(clause):
        opener = None
    elif frame.qtype is QType.YES_NO and CAN_SAID.search(clause) and _ASKS_AGAIN.search(clause):
        opener = "no"
    else:
        return None
    rule = cite("606.3", r"only if no player has previously activated a loyalty ability", r"lealtad")
    return answered(opener, t(frame.lang, "loyalty.once"), rule, cite, frame.cards, "loyalty")


#: the turn the planeswalker arrived: "the same turn he came down", "el mismo turno que entra"
_JUST_ARRIVED = re.compile(
    r"\b(?:same turn|the turn|this turn)\b[^?]{0,25}\b(?:came down|comes? down|enters?|entered|cast|played|resolved?)\b|"
    r"\b(?:right|just) (?:after|when) (?:i )?(?:cast|play|played|casting|it enters)\b|"
    r"\bel (?:mismo )?turno (?:que|en que) (?:entra|entro|lo jugue|la jugue|lo lance|la lance|baja|bajo|llega)\b"
)


#: the second copy kept by the legend rule: "me quedo con la nueva por la regla de leyendas", "kept the new one"
_KEPT_NEW = re.compile(
    r"\b(?:kept|keep|keeping)\b[^.?]{0,20}\bnew\b|\b(?:me quedo|me quede|quedarme|conservo)\b[^.?]{0,15}\b(?:la nueva|el nuevo)\b|"
    r"\b(?:the (?:planeswalker|one|walker) i kept)\b|\bleft me (?:with )?the new(?:er)?\b"
)
_ASKS_NEW = re.compile(r"\bthe new (?:one|jace|\w+)\b|\b(?:la nueva|el nuevo)\b")


def _kept_new(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I +1'd Nissa, cast a second Nissa and kept the new one by the legend rule: can I +1 the new one this turn?"
    Yes — it is a new object (400.7) that hasn't activated a loyalty ability this turn (606.3)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not CAN_SAID.search(clause) or not _KEPT_NEW.search(frame.folded):
        return None
    if not (
        (_ASKS_NEW.search(clause) or re.search(r"\bsu habilidad\b|\bits (?:\+|loyalty|abilit)|\bi kept\b", clause))
        and (_ACTIVATION.search(clause) or re.search(r"[+−-]\d|\babilit|\bhabilidad|\bactiv\w*|\bus(?:e|ar)\b", clause))
    ):
        return None
    walker = next((c for c in frame.cards if "Planeswalker" in c.type_line), None)
    if walker is None and not re.search(
        r"\bjace|\bplaneswalker|\bwalker|\bpw\b|\bnissa|\bchandra|\bliliana", frame.folded
    ):
        return None
    new = cite("400.7", r"becomes a new object with no memory", r"nuevo objeto")
    rule = cite("606.3", r"only if no player has previously activated a loyalty ability", r"lealtad")
    name = walker.name if walker else t(frame.lang, "loyalty.the_walker")
    finding = t(frame.lang, "loyalty.kept_new", card=capital(name)) + ids(new, rule)
    steps = [Step(finding, tuple(r for r in (new, rule) if r))]
    return Verdict(t(frame.lang, "yes") + " " + finding, steps, cite.quotes, frame.cards, "loyalty")


def _new_walker(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I -1 Jace the same turn he came down?" Yes: summoning sickness limits creatures' {T} abilities and
    attacks (302.6), not loyalty abilities (606.3)."""
    clause = frame.clause or frame.asked
    walker = next((c for c in frame.cards if "Planeswalker" in c.type_line), None)
    if walker is None or frame.qtype is not QType.YES_NO or not CAN_SAID.search(clause):
        return None
    if not (_JUST_ARRIVED.search(clause) and (_ACTIVATION.search(clause) or re.search(r"[+−-]\d", clause))):
        return None
    if "Creature" in walker.type_line or re.search(r"\battack\w*|\bata[cq]\w*", clause):
        return None
    if re.search(
        r"\balready\b|\bya\b|\bused\b|\bactivated\b|\buse\b|\busé\b|\bflash\w*|\bdestello\b|\bend step\b|\bend of turn\b|"
        r"\b(?:opp'?s?|opponent'?s|their|his|her) turn\b|\bpaso final\b|\bturno (?:del|de mi) (?:rival|oponente)\b",
        frame.folded,
    ):
        return None  # an activation already made, or a moment outside the main phase: not the new walker's reading
    rule = cite("606.3", r"only if no player has previously activated a loyalty ability", r"lealtad")
    return answered("yes", t(frame.lang, "loyalty.new_walker", card=walker.name), rule, cite, frame.cards, "loyalty")


def _cost_check(frame: Frame, cite: Citer) -> Verdict | None:
    """A negative loyalty cost needs at least that many loyalty counters (606.6): "it has 5 loyalty, can I -6 it and
    let it die?" is no; "what's the highest X for its -X?" is its loyalty."""
    said = _said_loyalty(frame.folded)
    clause = frame.clause or frame.asked
    if said is None:
        return None
    have = said
    lang = frame.lang
    rule = cite("606.6", r"can’t be activated unless the permanent has at least", r"al menos")
    if _MINUS_X.search(frame.folded) and _HIGHEST.search(clause):
        return answered(None, t(lang, "loyalty.max_x", have=str(have)), rule, cite, frame.cards, "loyalty")
    minus = [int(n) for sign, n in _ACTIVATION.findall(clause) if sign in "-−"]
    if frame.qtype is not QType.YES_NO or not CAN_SAID.search(clause) or len(minus) != 1:
        return None
    need = minus[0]
    if need <= have and _OFF_TIMING.search(frame.folded):
        return None  # "can I -1 him in response?": the timing decides that, not the loyalty (606.3)
    key = "loyalty.cost_too_high" if need > have else "loyalty.cost_ok"
    finding = t(lang, key, n=str(need), have=str(have)) + ids(rule)
    opener = t(lang, "no" if need > have else "yes")
    return Verdict(
        opener + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "loyalty"
    )


#: Vampire Hexmage: "Sacrifice Vampire Hexmage: Remove all counters from target permanent."
_REMOVES_ALL = re.compile(r"\bremove all counters from target (?:permanent|planeswalker)\b", re.I)
_ASKS_GONE = re.compile(r"\bdie\w*|\bmuer\w*|\bgraveyard\b|\bcementerio\b|\bsurviv\w*|\bsobreviv\w*|\bgo(?:es)? away\b")


def _counters_removed(frame: Frame, cite: Citer) -> Verdict | None:
    """ "If I sacrifice Vampire Hexmage targeting their Oko, does Oko die?" Yes: with every counter removed its loyalty
    is 0, and it goes to the graveyard as a state-based action (704.5i)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_GONE.search(clause):
        return None
    remover = next((c for c in frame.cards if _REMOVES_ALL.search(c.oracle_text)), None)
    walker = next((c for c in frame.cards if "Planeswalker" in c.type_line), None)
    if remover is None or walker is None:
        return None
    rule = cite("704.5i", r"has loyalty 0", r"")
    survives = bool(re.search(r"\bsurviv\w*|\bsobreviv\w*", clause))
    finding = t(frame.lang, "loyalty.all_removed", card=remover.name, walker=walker.name)
    return answered("no" if survives else "yes", finding, rule, cite, (remover, walker), "loyalty")
