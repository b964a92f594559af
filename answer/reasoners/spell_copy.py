"""What a copy of a kicked or X spell does (707.10): a copy copies the decisions made for the original — modes,
targets, the value of X, additional and alternative costs such as kicker — so a copy of a kicked Burst Lightning
is kicked too and a copy of a Fireball has the same X. Fires only when a named card copies a spell, the other named
instant or sorcery deals damage depending on kicker or X, and the question says it was kicked or what X is."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Verdict, answered, asked_first
from ingest.models import Card

_COPIES_SPELL = re.compile(r"\bcopy target (instant or sorcery |instant |sorcery )?spell", re.I)
_KICKED_DAMAGE = re.compile(r"deals (\d+) damage[^.]*\. if this spell was kicked, it deals (\d+) damage instead", re.I)
_X_DAMAGE = re.compile(r"\bdeals X damage\b", re.I)
_X_DRAWS = re.compile(r"\bdraws X cards\b", re.I)
_KICKED_SAID = re.compile(
    r"\bkick(ed|s|ing)?\b|\bkicker\b|\bestimul\w*|\bcon (el )?kicker|\bpag\w* (el )?(kicker|estimulo)"
)
_ASKS = re.compile(r"how much|how many|damage|\bdo (\d+|it)\b|\bkicked\b|cuant\w*|dano|hace (\d+)|\bdraw|\brob[oa]\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    copier = next((c for c in frame.cards if _COPIES_SPELL.search(c.oracle_text)), None)
    amount = _amount(frame, cite, copier)  # kicker or X, the copy's damage: asked first when asked at all
    return (
        amount
        or _kicked_too(frame, cite, copier)
        or _whose(frame, cite, copier)
        or _new_targets(frame, cite, copier)
        or _copy_gone(frame, cite)
        or _original_countered(frame, cite, copier)
        or _counter_the_copy(frame, cite)
        or _cost_not_paid(frame, cite, copier)
    )


_ADDITIONAL_COST = re.compile(r"\bas an additional cost to cast this spell, (\w+)", re.I)
#: asks whether the copy's controller pays it again: "do i have to sac a creature for my copy?"
_ASKS_PAY_AGAIN = re.compile(
    r"\b(?:have to|need to|must|got to|tengo que|hay que|debo|necesito)\b[^?]{0,25}"
    r"\b(?:sac\w*|sacrific\w*|discard\w*|descart\w*|pay\w*|pag\w*|exile\w*|exili\w*)"
)


def _cost_not_paid(frame: Frame, cite: Citer, copier: Card | None) -> Verdict | None:
    """ "They Fling a 4/4 and I Reverberate it: do I sacrifice a creature for my copy?" No — a copy isn't cast, so no
    cost is paid for it, additional costs included (707.10); it copies the choices made for the original."""
    clause = frame.clause or frame.asked
    if copier is None or frame.qtype is not QType.YES_NO or not _ASKS_PAY_AGAIN.search(clause):
        return None
    costly = next((c for c in frame.cards if c is not copier and _ADDITIONAL_COST.search(c.oracle_text)), None)
    if costly is None:
        return None
    rule = cite("707.10", r"a copy of a spell isn’t cast", r"no se lanza")
    return answered("no", t(frame.lang, "copy.no_cost", spell=costly.name), rule, cite, (copier, costly), "spell_copy")


_COUNTERS_SPELL = re.compile(r"^counter target (?:\w+ )?spell\b", re.I | re.M)


def _counter_the_copy(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I Counterspell the copy?" Yes: a copy of a spell on the stack is a spell, only not cast (707.10), so a
    counterspell can target it."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not re.search(r"\bcounter\w*|\bcontrarrest\w*", clause):
        return None
    if not _COPY_SAID.search(clause) or not CAN_SAID.search(clause):
        return None
    counter = next((c for c in frame.cards if _COUNTERS_SPELL.search(c.oracle_text)), None)
    if counter is None or any("can't be countered" in c.oracle_text or "can’t be countered" in c.oracle_text
                              for c in frame.cards):  # fmt: skip
        return None
    rule = cite("707.10", r"a copy of a spell isn’t cast", r"no se lanza")
    return answered("yes", t(frame.lang, "copy.counter_it", card=counter.name), rule, cite, (counter,), "spell_copy")


_KICKED_TEXT = re.compile(r"\bif this spell was kicked\b", re.I)
_NOT_KICKED = re.compile(
    r"\b(?:hadn'?t|didn'?t|did not|had not|wasn'?t|was not|never|no)\s+(?:\w+\s+)?kick\w*|\bunkicked\b|"
    r"\bsin (?:el )?(?:kicker|estimulo)\b|\bno (?:lo |la )?(?:kicke\w*|estimul\w*)|\bpay (?:the )?kicker\b|\bpagar (?:el )?kicker\b"
)
_ASKS_KICKED = re.compile(r"\bkick\w*|\bestimulad\w*|\bcon (?:el )?kicker\b")


def _kicked_too(frame: Frame, cite: Citer, copier: Card | None) -> Verdict | None:
    """ "Kicked Rite of Replication copied with Twincast: is the copy kicked too?" Yes: a copy copies the choices made
    for the original, additional costs such as kicker included (707.10)."""
    clause = frame.clause or frame.asked
    # "…kicked Rite of Replication. if i reverberate it, do i get 5 tokens too?": what the kicked spell does, also
    also = re.search(r"\btoo\b|\balso\b|\btambien\b", clause)
    if copier is None or frame.qtype is not QType.YES_NO or not (_ASKS_KICKED.search(clause) or also):
        return None
    kicked = next((c for c in frame.cards if c is not copier and _KICKED_TEXT.search(c.oracle_text)), None)
    if kicked is None or not _KICKED_SAID.search(frame.folded) or _NOT_KICKED.search(frame.folded):
        return None  # "They hadn't kicked it. Could I pay the kicker for my copy?": another question
    rule = cite("707.10", r"copies both the characteristics", r"copia")
    return answered("yes", t(frame.lang, "spell_copy.kicked_too", spell=kicked.name), rule, cite, (kicked, copier),
                    "spell_copy")  # fmt: skip


#: the original is countered ("the opponent counters their own Bolt with Counterspell"), not the copy
_ORIGINAL_COUNTERED = re.compile(
    r"\b(?:counter\w*|contrarrest\w*)\b(?![^.?]{0,30}\b(?:copy|copia|copies|copias)\b)[^.?]{0,40}"
    r"\b(?:original|own|propio|propia|su \w+|their \w+|his \w+|her \w+|the \w+|el \w+)\b"
)
_ASKS_RESOLVES = re.compile(r"\bresolv\w*|\bresuelv\w*|\bstill\b|\bigual\b|\bwork\w*|\bfunciona\w*|\bhappen\w*")


def _original_countered(frame: Frame, cite: Citer, copier: Card | None) -> Verdict | None:
    """ "I Fork their Bolt and they counter their own Bolt: does my copy still resolve?": yes — the copy is an object
    of its own on the stack, with its own targets (707.10); countering the original doesn't touch it."""
    clause = frame.clause or frame.asked
    if copier is None or frame.qtype is not QType.YES_NO or not _COPY_SAID.search(clause):
        return None
    asked = clause.rsplit(",", 1)[-1]  # "si alguien contrarresta el original, la copia se resuelve?": the condition too
    situation = frame.folded.replace(asked, " ")
    if not _ORIGINAL_COUNTERED.search(situation) or not _ASKS_RESOLVES.search(asked):
        return None
    rule = cite("707.10", r"copies both the characteristics", r"copia")
    return answered("yes", t(frame.lang, "spell_copy.original_countered", copier=copier.name), rule, cite, (copier,),
                    "spell_copy")  # fmt: skip


_COPY_SAID = re.compile(r"\bcop(?:y|ia|ie|io)\b|\bcopied\b|\bcopiad[oa]\b|\bla copia\b|\bmy copy\b")
#: the copy leaves the stack: countered, resolved, fizzled
_COPY_LEAVES = re.compile(r"\bcounter\w*|\bcontrarrest\w*|\bresolv\w*|\bresuelv\w*|\bfizzl\w*")
#: asks where the copy goes: "where does the copy go?", "¿a dónde va la copia?", "does it go to my graveyard?"
_ASKS_WHERE = re.compile(r"\bwhere\b|\ba ?donde\b|\bgraveyard\b|\bcementerio\b|\bexile\b|\bexilio\b")


def _copy_gone(frame: Frame, cite: Citer) -> Verdict | None:
    """A copy of a spell that leaves the stack (countered or resolved) ceases to exist as a state-based action: it
    goes to no graveyard (704.5e, 707.10a)."""
    clause = frame.clause or frame.asked
    if frame.qtype not in (QType.YES_NO, QType.OTHER, QType.WHAT_HAPPENS) or not _ASKS_WHERE.search(clause):
        return None
    if not (_COPY_SAID.search(clause) or _COPY_SAID.search(frame.folded) and re.search(r"\b(?:it|la|lo)\b", clause)):
        return None
    if not _COPY_LEAVES.search(frame.folded) or re.search(r"\btoken\b|\bficha\b|\bclone\b|\bclon\b", frame.folded):
        return None  # a token copy or a Clone on the battlefield is another question
    rule = cite(
        "704.5e", r"If a copy of a spell is in a zone other than the stack, it ceases to exist", r"deja de existir"
    )
    finding = t(frame.lang, "copy.ceases")
    opener = "no" if frame.qtype is QType.YES_NO and not re.search(r"cease|deja de existir|desaparec", clause) else None
    return answered(opener, finding, rule, cite, (), "spell_copy")


#: whose the copy is: "¿de quién es la copia?", "who controls the copy?", "whose copy is it?"
_ASKS_WHOSE = re.compile(
    r"\bde quien es la copia\b|\bquien controla la copia\b|\bwho (?:controls|owns) the copy\b|\bwhose (?:is the )?copy\b"
)
#: who copied the spell: "yo lo copio con twincast", "i copy it with", "opp copies my bolt"
_I_COPY = re.compile(
    r"\b(?:i|yo)\s+(?:\w+\s+)?cop(?:y|io|ie)\b|\blo copio\b|\bla copio\b|"
    # "i flash in dualcaster and copy it": no other player between ("i cast it, they respond and copy it")
    r"\b(?:i|yo)\s+(?:(?!(?:they|he|she|opp\w*|rival|oponente)\b)\w+\s+){1,4}(?:and|y)\s+(?:lo |la )?cop(?:y|io)\b"
)
#: who gets what the copy does for "you": "who gets the 3 life from my copy", "¿quién gana la vida?"
_ASKS_WHO_GETS = re.compile(r"\bwho (?:gets|gains|draws)\b|\bquien (?:gana|roba|recibe|se lleva)\b")
_YOU_GET = re.compile(r"\byou (?:gain \d+ life|draw)\b", re.I)
_THEY_COPY = re.compile(r"\b(?:opp|opponent|they|he|she|rival|oponente)\s+(?:\w+\s+)?cop(?:y|ies|ia)\b|\bme lo copia\b")


def _whose(frame: Frame, cite: Citer, copier: Card | None) -> Verdict | None:
    """A copy of a spell is controlled (and owned) by the player under whose control it was put on the stack —
    whoever copied it, not the original's caster (707.10)."""
    clause = frame.clause or frame.asked
    # "who gains the life from the copy?" (not "from the original", still its caster's)
    gets = frame.qtype is QType.WHO and _ASKS_WHO_GETS.search(clause) and re.search(r"\bcop(?:y|ia)\b", clause)
    if not (_ASKS_WHOSE.search(frame.folded) or (gets and any(_YOU_GET.search(c.oracle_text) for c in frame.cards))):
        return None
    mine, theirs = _I_COPY.search(frame.folded), _THEY_COPY.search(frame.folded)
    if copier is None or bool(mine) == bool(theirs):
        return None
    rule = cite("707.10", r"controlled by the player under whose control it was put on the stack", r"controla")
    key = (
        ("copy.gets_mine" if mine else "copy.gets_theirs")
        if gets
        else ("copy.whose_mine" if mine else "copy.whose_theirs")
    )
    finding = t(frame.lang, key, card=copier.name)
    return answered(None, finding, rule, cite, (copier,), "spell_copy")


def _amount(frame: Frame, cite: Citer, copier: Card | None) -> Verdict | None:
    if frame.qtype in (QType.WHO, QType.ORDER, QType.WHEN) or not _ASKS.search(frame.clause or frame.asked):
        return None
    spells = [c for c in frame.cards if c is not copier and re.search(r"\b(Instant|Sorcery)\b", c.type_line)]
    if copier is None or len(spells) != 1:
        return None
    spell = spells[0]
    kicked = _KICKED_DAMAGE.search(spell.oracle_text)
    if kicked and _KICKED_SAID.search(frame.folded):
        return _copied(frame, cite, copier, spell, int(kicked[2]), "spell_copy.kicked", r"additional or alternative")
    x = x_said(frame.folded)
    if _X_DAMAGE.search(spell.oracle_text) and x is not None:
        return _copied(frame, cite, copier, spell, x, "spell_copy.x", r"the value of X")
    if _X_DRAWS.search(spell.oracle_text) and x is not None:  # Stroke of Genius copied: the copy draws X too
        return _copied(frame, cite, copier, spell, x, "spell_copy.x_draws", r"the value of X")
    return None


_MAY_RETARGET = re.compile(r"you may choose new targets for the copy", re.I)
_ASKS_RETARGET = re.compile(
    r"new target|change (the |its )?target|redirect|retarget|send (the |my )?copy|\bat (their|his|her|my opponent'?s) "
    r"(face|creature)|nuevo objetivo|cambiar (el |de )?objetivo|redirigir|a su cara|a la cara|"
    r"\b(?:hit|target|go at|point)\b[^?]{0,30}\binstead\b|different target|another target|otro objetivo|"
    r"distinto objetivo|otra criatura|\ba mi criatura\b|\b(?:to|on|at) my (?:own )?(?:creature|guy)\b"
)
#: asked the other way round: "is the copy stuck on the same target?" (yes only when it can't be changed)
_ASKS_SAME = re.compile(r"\bstuck\b|\bsame target|\bmismo objetivo|\bobligad\w* a|\bhas to (?:target|hit)")


def _new_targets(frame: Frame, cite: Citer, copier: Card | None) -> Verdict | None:
    """ "Can I Twincast their Bolt and send the copy at their face?": the copier lets its controller choose new
    targets for the copy (707.10c)."""
    clause = frame.clause or frame.asked
    retarget, same = _ASKS_RETARGET.search(clause), _ASKS_SAME.search(clause)
    if copier is None or frame.qtype is not QType.YES_NO or not (retarget or same):
        return None
    if _KICKED_SAID.search(frame.folded) or x_said(frame.folded) is not None:
        return None  # a kicked or X spell copied: what the copy deals is the question, not only where it goes
    may = bool(_MAY_RETARGET.search(copier.oracle_text))
    rule = cite("707.10c", r"may choose new targets", r"nuevos objetivos")
    key = "spell_copy.new_targets" if may else "spell_copy.same_targets"
    asks_same = asked_first(clause, _ASKS_SAME, _ASKS_RETARGET)
    opener = "yes" if may != asks_same else "no"
    return answered(opener, t(frame.lang, key, copier=copier.name), rule, cite, (copier,), "spell_copy")


#: where the copy is said to be aimed: "the copy targeting their face", "copy also at face", "la copia al rival"
_COPY_AIMED = re.compile(r"\b(?:copy|copia)\b[^.?]{0,12}\b(?:at|targeting|aimed|to|a|al|hacia|apunta\w*)\b[^.?]{0,20}")
#: asks the two spells' damage together: "total damage?", "¿cuánto en total?"
_TOTAL = re.compile(r"\btotal\b|\bin all\b|\bcombined\b|\baltogether\b|\ben total\b|\bentre (?:los |las )?dos\b")


def _copied(frame: Frame, cite: Citer, copier: Card, spell: Card, damage: int, key: str, clause: str) -> Verdict:
    rule = cite("707.10", clause, r"valor de X|costes adicionales")
    finding = t(frame.lang, key, copier=copier.name, spell=spell.name, n=str(damage))
    opener = None
    aimed = _COPY_AIMED.search(frame.folded)
    same_target = aimed is None or re.search(r"\balso\b|\btoo\b|\bsame\b|\btambien\b|\bmismo\b", aimed[0])
    if (
        key != "spell_copy.x_draws"
        and same_target
        and _TOTAL.search(frame.clause or frame.asked)
        and frame.qtype is not QType.YES_NO
    ):
        # "total damage?": the original and its copy each deal it, both at the same target
        finding = t(frame.lang, "spell_copy.total", n=str(2 * damage), each=str(damage)) + " " + finding
    if frame.qtype is QType.YES_NO:
        asked = re.findall(r"\b\d{1,2}\b", frame.clause or frame.asked)
        if len(asked) <= 1:  # "does it do 4?" is answered yes or no; "4 or 2?" by the number alone
            opener = "no" if asked and int(asked[0]) != damage else "yes"
    return answered(opener, finding, rule, cite, (copier, spell), "spell_copy")
