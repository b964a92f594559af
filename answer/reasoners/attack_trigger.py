"""A creature put onto the battlefield attacking was never declared as an attacker (508.3a): its "whenever this
creature attacks" abilities — and other "whenever a creature attacks" abilities — don't trigger for it. Ninjutsu,
"enters tapped and attacking" tokens and the like. Fires only when the question says the creature came in attacking
and asks whether an "attacks" trigger triggers."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, mentions_of, named_in

#: put onto the battlefield attacking: ninjutsu, "enters tapped and attacking", "put it into play attacking"
_ENTERS_ATTACKING = re.compile(
    r"\bninjutsu\w*|\bninjitsu\w*|\b(?:enters?|entered|put\w* (?:it |them )?(?:onto the battlefield|into play)|comes? in|came in)"
    r"(?: tapped)?(?: and)? attacking\b|\b(?:tapped and attacking)\b|\bentra\w*(?: girad[oa]s?)?(?: y)? atacando\b|"
    r"\bninjutsear\w*|\bhago ninjutsu\b|\bgirad[oa]s? y atacando\b"
)
#: asks whether an attack trigger triggers: "does its 'whenever this creature attacks' ability trigger?"
_ASKS_ATTACK_TRIGGER = re.compile(
    r"\b(?:whenever|when)\b[^?]{0,30}\battacks?\b|\battack trigger|\b(?:trigger|dispara)\w*\b[^?]{0,40}\bata[cq]\w*|"
    # "does his mentor trigger since he's attacking?"
    r"\btrigger\w*\b[^?]{0,30}\battack\w*|"
    r"\bsiempre que\b[^?]{0,30}\bata[cq]\w*|\bal atacar\b|\bcuando ataca\b|"
    # "¿cuenta como que atacó para habilidades de 'cuando ataca'?"
    r"\bcount\w* as (?:having )?attack\w*|\bcuenta como (?:que )?(?:ha )?atac\w*"
)


#: a named card's own attack trigger ("Mentor (Whenever this creature attacks, …)"), asked whether it goes off
_OWN_ATTACK_TRIGGER = re.compile(r"\bwhenever (?:this creature|[^,.\n]{2,40}) attacks\b", re.I)
_ASKS_GOES_OFF = re.compile(r"\bgo(?:es)? off\b|\btrigger\w*|\bwork\w*|\bdispar\w*|\bfunciona\w*|\bsalta\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ENTERS_ATTACKING.search(frame.folded):
        return None
    # "winota put tajic in tapped and attacking. does tajic's mentor go off?": its own attack trigger, asked
    clause = frame.clause or frame.asked
    entered = _ENTERS_ATTACKING.search(frame.folded)
    assert entered is not None
    # the card said to come in attacking, its own attack trigger asked about by its name
    own = _ASKS_GOES_OFF.search(clause) and any(
        _OWN_ATTACK_TRIGGER.search(c.oracle_text)
        and named_in(c, clause)
        and 0 <= entered.start() - max(mentions_of(frame.folded[: entered.start()], c), default=-999) <= 40
        for c in frame.cards
    )
    if not own and (
        not _ASKS_ATTACK_TRIGGER.search(frame.folded)
        or not re.search(r"\btrigger\w*|\bdispar\w*|\babilit\w*|\bhabilidad\w*", frame.folded)
    ):
        return None
    rule = cite("508.3a", r"won’t trigger if a creature is put onto the battlefield attacking", r"")
    return answered("no", t(frame.lang, "attack_trigger.not_declared"), rule, cite, frame.cards, "attack_trigger")


#: asks whether the creature that came in attacking can be blocked: "¿el rival puede bloquear a ese humano?"
_ASKS_BLOCK = re.compile(
    r"\b(?:can|could|may) (?:he|she|they|opp\w*|my opponent|the opponent) (?:still )?block\b(?! with)|"
    r"\bcan (?:it|that|the \w+) be blocked\b|\bpuede(?:n)? (?:el rival |mi rival |el oponente |mi oponente )?bloque\w*|"
    r"\bse puede bloquear\b|\bes bloqueable\b|\bis (?:it|that \w+) blockable\b"
)
#: after blockers were declared: what comes in then is unblocked (506.3d)
_AFTER_BLOCKS = re.compile(
    r"\bafter (?:the )?blocks?\b|\bafter blockers\b|\bdeclare blockers step\b|\bdespues de (?:los )?bloqueos\b|"
    r"\bpaso de declarar bloqueadores\b"
)


def blockable(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Winota's trigger puts a Human onto the battlefield tapped and attacking: can he block it?" Yes: it is an
    attacking creature when blockers are declared (509.1a); one put in after blocks (ninjutsu) enters unblocked
    (506.3d)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ENTERS_ATTACKING.search(frame.folded) or not _ASKS_BLOCK.search(clause):
        return None
    if re.search(r"\bninjutsu\w*|\bninjitsu\w*|\bninjutsear\w*", frame.folded):
        return None  # ninjutsu returns an unblocked attacker: the blocking reasoner's
    if _AFTER_BLOCKS.search(frame.folded):
        rule = cite("506.3d", r"that creature enters the battlefield unblocked", r"")
        return answered("no", t(frame.lang, "attack_trigger.unblocked"), rule, cite, frame.cards, "attack_trigger")
    rule = cite("509.1a", r"chooses one creature for it to block that’s attacking", r"")
    return answered("yes", t(frame.lang, "attack_trigger.blockable"), rule, cite, frame.cards, "attack_trigger")
