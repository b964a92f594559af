"""Ward not paid (702.21a): ward's trigger counters the whole spell or ability that targeted the permanent, so none
of its effects happen, even those aimed at other targets; a spell that can't be countered resolves anyway, because
the "can't" wins (101.2). Fires only when the question says ward and that its cost isn't paid."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids, is_spell_card, rules_text
from answer.reasoners.countering import UNCOUNTERABLE
from answer.text import number

_WARD = re.compile(r"\bward\b|\bcustodia\b|\brebatir\b")
_NOT_PAID = re.compile(
    r"\b(?:don'?t|do not|didn'?t|did not|won'?t|will not|can'?t|cannot|not) (?:\w+ )?pay\b|\bwithout paying\b|"
    r"\bno (?:la |lo |le )?(?:pago|pague|pagar|puedo pagar|quiero pagar)\b|\bsin pagar\b|"
    # no mana left to pay it: "I'm tapped out", "no me queda maná", "estoy girado"
    r"\b(?:i'?m|i am|im|was|i was) tapped out\b|\bno (?:mana|untapped lands?) (?:left|open)\b|"
    r"\bno me queda\w* mana\b|\bsin mana\b|\b(?:estoy|me quede) (?:sin mana|girad[oa])\b"
)
_SAID_UNCOUNTERABLE = re.compile(
    r"can'?t be countered|uncounterable|no (?:se )?puede ser contrarrestad\w*|incontrarrestable"
)
#: the asker targets their own warded permanent: "yo mismo la hago objetivo con mi propia aura"
_OWN_TARGETING = re.compile(
    r"\bmy own\b|\bmi propi[oa]\b|\byo mismo\b|\bmyself\b|\bmis propi[oa]s\b|"
    # "I cast Lightning Bolt targeting my creature with ward", "lanzo … a una criatura mía"
    r"\b(?:i cast|i target|lanzo|tiro)\b[^.?]{0,60}\b(?:my|mi) (?:\w+ )?(?:creature|criatura|permanent|permanente|bicho)\b|"
    r"\b(?:i cast|lanzo|tiro)\b[^.?]{0,60}\b(?:criatura|bicho|permanente) mi[ao]\b|"
    # the asker's own equip ability: "le equipo el colossus hammer", "i equip my sword to it"
    r"\ble equipo\b|\bi equip\b|\bequipo (?:el|la|mi|un|una)\b"
)
#: taken and now the asker's: "it's mine till end of turn now", "ahora la controlo yo"
_MINE_NOW = re.compile(
    r"\bit'?s mine\b(?! if)|\bi (?:now )?control it(?: now)?\b|\bahora (?:es mi[ao]|la controlo|lo controlo)\b"
)
#: the asker is the one targeting it afterwards: "if I Titanic Growth it", "le tiro …", not "my opponent targets it"
_I_TARGET = re.compile(r"\bif i\b|\bi (?:cast|target|pump)\b|\b(?:lanzo|le tiro|le pongo)\b")
_THEY_TARGET = re.compile(
    r"\b(?:opp\w*|he|she|they|rival|oponente)\b[^.?]{0,10}\b(?:targets?|bolts?|cast\w*|lanza|tira)\b"
)


#: a spell that targets nothing, told by what it does: "a spell that destroys all creatures", "un wrath"
_SWEEP_SAID = re.compile(
    r"\b(?:destroys?|destruye|exiles?|exilia) (?:all|each|todas las|todos los|cada)\b|\bboard ?wipe\b|\bwrath\b|"
    r"\bsweeper\b|\bbarrida\b"
)
#: ward given to the creature only after it was targeted: "in response I gave it ward", "en respuesta le di custodia"
_GRANTED_AFTER = re.compile(
    r"\b(?:in response|en respuesta)\b[^.?]{0,40}\b(?:gave|give|gives|granted|di|doy|le da|dio)\b[^.?]{0,25}"
    r"\b(?:ward|custodia)\b"
)


#: the ward cost paid: "i swords it and pay the 1", "y pago las 2"
_PAID = re.compile(r"\b(?:and|then|y|luego) (?:i )?(?:pay|paid|pago|pague)\b(?! (?:life|vida))")


def _paid(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Ward {1}: I Swords it and pay the 1 — still countered?" No: ward counters only if its cost isn't paid."""
    if frame.qtype is not QType.YES_NO or not _PAID.search(frame.folded):
        return None
    spells = [card for card in frame.cards if is_spell_card(card)]
    name = spells[0].name if len(spells) == 1 else t(frame.lang, "targets.the_spell")
    rule = cite("702.21a", r"counter that spell or ability unless that player pays", r"contrarresta")
    countered_asked = bool(_ASKS_COUNTERED.search(frame.clause or frame.asked))
    return answered("no" if countered_asked else "yes", t(frame.lang, "ward.paid", spell=name), rule, cite,
                    tuple(spells), "ward")  # fmt: skip


def _own_now(frame: Frame) -> bool:
    """The warded creature is the asker's by the time the asked spell targets it, and the asker casts it."""
    mine = _MINE_NOW.search(frame.folded)
    after = frame.folded[mine.end() :] if mine else ""
    return bool(mine and _I_TARGET.search(after) and not _THEY_TARGET.search(after))


#: a card that counters a triggered ability (Stifle, Tale's End), and the question aiming it at ward's trigger
_COUNTERS_TRIGGER = re.compile(
    r"\bcounter target (?:activated or triggered|activated ability, triggered) ability", re.I
)
_WARD_TRIGGER_HIT = re.compile(
    r"\b(?:ward|custodia)\b[^.?]{0,15}\b(?:trigger\w*|abilit\w*|habilidad|disparo)\b|"
    r"\b(?:stifl\w*|counter\w*|contrarrest\w*)\b[^.?]{0,25}\b(?:ward|custodia)\b"
)
_ASKS_WARD_WORKS = re.compile(
    r"\b(?:ward|custodia)\b[^?]{0,15}\b(?:do|does|work\w*|help\w*|stop\w*|hace|sirve|funciona|protege|impide)\b"
)
_ASKS_TRIGGER_OR_PAY = re.compile(r"\btrigger\w*|\bpay\b|\bdispar\w*|\bpag\w*|\bsalta\b|\bcounter\w*|\bcontrarrest\w*")
#: asks whether it is countered, not whether its effect happens
_ASKS_COUNTERED = re.compile(r"\bcounter(?:ed|s)?\b|\bcontrarrest\w*|\bfizzl\w*")


#: several warded targets of one spell: "dos criaturas del rival, y cada una tiene custodia {1}", "two creatures with
#: ward 2 each"
_WARDED_COUNT = re.compile(r"\b(two|three|dos|tres|2|3) (?:\w+ ){0,2}(?:creatures|criaturas|permanents|permanentes)\b")
_WARD_COST = re.compile(r"\b(?:ward|custodia) \{?(\d+)\}?")
_THEIRS = re.compile(
    r"\b(?:their|his|her|opp\w*|opponent'?s)\b|\b(?:del|de mi|de su|al) (?:rival|oponente|pana)\b|"
    r"\b(?:playing |up )?(?:vs|versus|against) (?:a|an|the)\b|\b(?:contra|jugando contra) (?:un|una|el|la)\b"  # "vs a deck with …"
)
_MINE = re.compile(r"\b(?:my own|mis propias|mis|my) (?:two |dos )?(?:creatures|criaturas)\b")
#: the asker's creatures targeted: "targets two of my creatures", "a dos de mis criaturas"
_MINE_TARGETED = re.compile(
    r"\b(?:two|three|dos|tres|2|3) (?:of|de) (?:my|mis) (?:creatures|criaturas|permanents|permanentes)\b"
)
_EACH = re.compile(r"\beach\b|\bcada un[oa]\b|\bboth\b|\bambas\b|\blas dos\b|\bthe two\b")


def _total_paid(frame: Frame, cite: Citer) -> Verdict | None:
    """One spell targets two creatures with ward {1} each: "how much do I pay in all?" 2 — each one's ward triggers
    on its own when it becomes a target (702.21a), and each trigger counters the spell unless its cost is paid."""
    count, cost = _WARDED_COUNT.search(frame.folded), _WARD_COST.findall(frame.folded)
    if count is None or len(set(cost)) != 1 or not _EACH.search(frame.folded) or frame.cards:
        return None
    theirs_by_me = _THEIRS.search(frame.folded) and not _MINE.search(frame.folded)
    mine_by_them = _MINE_TARGETED.search(frame.folded) and _THEY_TARGET.search(frame.folded)
    if not (theirs_by_me or mine_by_them):
        return None  # ward triggers only for an opponent's spell (702.21a): the targets must be said to be theirs
    if not re.search(r"\bpay\w*|\bpag\w*|\bmana\b|\bcost\w*", frame.clause or frame.asked):
        return None
    n = number(count[1]) or 0
    rule = cite("702.21a", r"becomes the target of a spell or ability", r"objetivo")
    key = "ward.total" if theirs_by_me else "ward.total_theirs"
    finding = t(frame.lang, key, total=str(n * int(cost[0])), n=str(n), cost=cost[0])
    return answered(None, finding, rule, cite, (), "ward")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.HOW_MANY and _WARD.search(frame.folded):
        return _total_paid(frame, cite)
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS) or not _WARD.search(frame.folded):
        return None
    if (_OWN_TARGETING.search(frame.folded) or _own_now(frame)) and _ASKS_TRIGGER_OR_PAY.search(
        frame.clause or frame.asked
    ):
        # "my own Aura on my own creature with ward: does ward trigger?": only an opponent's spell triggers it
        rule = cite("702.21a", r"an opponent controls", r"oponente")
        opener = "no" if frame.qtype is QType.YES_NO else None
        finding = t(frame.lang, "ward.own") + ids(rule)
        text = (t(frame.lang, opener) + " " if opener else "") + finding
        return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, frame.cards, "ward")
    stifler = next((c for c in frame.cards if _COUNTERS_TRIGGER.search(c.oracle_text)), None)
    # the spells besides a Stifle-like card (said earlier, it is no sweeper), and those that target nothing
    spells = [c for c in frame.cards if is_spell_card(c) and c is not stifler]
    untargeted = [c for c in spells if "target" not in rules_text(c).lower()]
    if stifler is not None and _WARD_TRIGGER_HIT.search(frame.folded) and not untargeted:
        # "i Swords it and Stifle the ward trigger: does Swords resolve?" Yes: the ability that would counter it is
        # gone (701.6a)
        name = spells[0].name if len(spells) == 1 else t(frame.lang, "targets.the_spell")
        rule = cite("701.6a", r"removing it from the stack", r"pila")
        asked = frame.clause or frame.asked
        opener = ("no" if _ASKS_COUNTERED.search(asked) else "yes") if frame.qtype is QType.YES_NO else None
        finding = t(frame.lang, "ward.stifled", stifler=stifler.name, spell=name)
        return answered(opener, finding, rule, cite, (stifler, *spells), "ward")
    # "un hechizo que destruye todas las criaturas": a sweeper told, not named
    told_sweep = not spells and bool(_SWEEP_SAID.search(frame.folded))
    if _GRANTED_AFTER.search(frame.folded) and frame.qtype is QType.YES_NO:
        # "they targeted my creature and in response I gave it ward": it was already a target (702.21a)
        rule = cite("702.21a", r"becomes the target of a spell or ability", r"objetivo")
        return answered("no", t(frame.lang, "ward.too_late"), rule, cite, frame.cards, "ward")
    if told_sweep or (len(untargeted) == 1 and len(spells) == 1):
        # Pyroclasm, Wrath of God: nothing becomes a target, so ward never triggers and the effect happens
        sweeper = None if told_sweep else untargeted[0]
        rule = cite("702.21a", r"becomes the target of a spell or ability", r"objetivo")
        name = sweeper.name if sweeper is not None else t(frame.lang, "ward.the_sweeper")
        finding = t(frame.lang, "ward.untargeted", spell=name) + ids(rule)
        text = finding
        if frame.qtype is QType.YES_NO:
            asks_stopped = _ASKS_COUNTERED.search(frame.clause or frame.asked) or _ASKS_TRIGGER_OR_PAY.search(
                frame.clause or frame.asked
            )
            # "does ward do anything against that?": no, it never triggers
            asks_stopped = asks_stopped or _ASKS_WARD_WORKS.search(frame.clause or frame.asked)
            # "¿mi bicho se salva por la custodia?": no, the effect happens to it like to any other
            asks_stopped = asks_stopped or re.search(
                r"\bse salva\b|\bsurviv\w*|\bsaved?\b|\bsobreviv\w*", frame.clause or frame.asked
            )
            text = t(frame.lang, "no" if asks_stopped else "yes") + " " + finding
        shown = (sweeper,) if sweeper is not None else ()
        return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, shown, "ward")
    if not _NOT_PAID.search(frame.folded):
        return _paid(frame, cite)
    spells = [card for card in frame.cards if is_spell_card(card)]
    if len(spells) > 1:
        return None  # which one targeted the warded permanent is not read here
    spell = spells[0] if spells else None
    lang = frame.lang
    name = spell.name if spell else t(lang, "targets.the_spell")
    uncounterable = bool(spell and UNCOUNTERABLE.search(spell.oracle_text)) or bool(
        _SAID_UNCOUNTERABLE.search(frame.folded)
    )
    rule = cite("702.21a", r"counter that spell or ability unless that player pays", r"contrarresta")
    if uncounterable:
        wins = cite("101.2", r"the “can’t” effect takes precedence", r"prevalece")
        finding = t(lang, "ward.uncounterable", spell=name) + ids(rule, wins)
        rules = tuple(r for r in (rule, wins) if r)
    else:
        finding = t(lang, "ward.countered", spell=name) + ids(rule)
        rules = (rule,) if rule else ()
    text = finding
    if frame.qtype is QType.YES_NO:
        countered = not uncounterable
        asks_countered = bool(_ASKS_COUNTERED.search(frame.clause or frame.asked))
        text = t(lang, "yes" if countered == asks_countered else "no") + " " + finding
    return Verdict(text, [Step(finding, rules)], cite.quotes, (spell,) if spell else (), "ward")
