"""A stolen permanent leaving the battlefield (400.3): it goes to its owner's graveyard, hand or library, never the
controller's — "I took their creature with Control Magic and it died: does it go to my graveyard?" no, to theirs.
Fires only when the question says the permanent was taken (a control-changing card or words), that it died or went
to a graveyard, hand or library, and asks whose zone."""

from __future__ import annotations

import re

from answer.analysis import EITHER_OR, Frame, QType
from answer.i18n import t
from answer.reasoners.base import GAINS_CONTROL, I_TOOK, STEALS, TAKEN_FROM_ME, Citer, Verdict, answered

_LEAVES = re.compile(
    r"\bdie[sd]?\b|\bkill\w*|\bdestroy\w*|\bbounc\w*|\bmuer\w*|\bmat\w*|\bdestru\w*|\bdevuelv\w*|\bmurio\b|"
    r"\bsac(?:s|ked|rific\w*)?\b|\bsacrifiq\w*|\bmuri\w*"
)
#: the asker put the opponent's card onto the battlefield: "I reanimated HIS Griselbrand out of his yard"
_THEIRS_REANIMATED = re.compile(
    r"\b(?:i )?(?:reanimat\w*|return\w*|animate dead\w*)\b[^.?]{0,15}\b(?:his|her|their|opponent'?s|opp'?s)\b|"
    r"\breanim\w* (?:la|el|a) [^.?]{0,20}\b(?:del|de mi) (?:rival|oponente)\b"
)
#: a bounce: "he taps Karakas targeting it", "returned to hand"
_TO_HAND = re.compile(
    r"\b(?:to|into) (?:a|the|its owner'?s|their|his|her) hand\b|\bwhich hand\b|\bque mano\b|\ba la mano\b"
)
#: asking whether it goes to my zone: "does it go to my graveyard?", "¿va a mi cementerio?"
_MINE = re.compile(r"\b(?:my|mi) (?:graveyard|hand|library|cementerio|mano|biblioteca)\b|\bto me\b|\bme lo quedo\b")
#: mine proposed after asking whose: "a qué cementerio va, al mío?", "which graveyard, mine?"
_MINE_TAG = re.compile(r"(?:,\s*|\bo\s+|\bor\s+)(?:al mio|a mi cementerio|mine|to mine|my graveyard)\W*$")
#: the asker owns what the opponent controls: "a creature card I own", "una criatura que es carta mía"
_I_OWN = re.compile(r"\bi own\b|\bque es (?:carta )?mia\b|\bsoy (?:el )?propietario\b|\bcarta mia\b|\bmy card\b")
_THEY_CONTROL = re.compile(r"\b(?:opponent|opp|rival|oponente) (?:controls?|controla|has|tiene)\b")
#: asking whether it goes to the controller's zone: "does it go to their graveyard?", "¿va a su cementerio?"
_THEIRS_ASKED = re.compile(r"\b(?:their|his|her|su) (?:graveyard|hand|library|cementerio|mano|biblioteca)\b")
#: asking whose: "whose graveyard?", "¿a qué cementerio va?"
_WHOSE = re.compile(
    r"\bwhose\b|\bwhich (?:graveyard|hand)\b|\bque (?:cementerio|mano)\b|\bde quien\b(?! es\b)|\bwhere does\b[^?]{0,40}\bend up\b|"
    r"\ba donde va\b|\bdonde (?:acaba|termina|va)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    stolen = (
        STEALS.search(frame.folded)
        or any(GAINS_CONTROL.search(c.oracle_text) for c in frame.cards)
        or _THEIRS_REANIMATED.search(frame.folded)
        or (_I_OWN.search(frame.folded) and _THEY_CONTROL.search(frame.folded))
    )
    if not stolen or not (_LEAVES.search(frame.folded) or _TO_HAND.search(frame.folded)):
        return None
    if re.search(r"\bwho (?:gets|controls|creates)\b|\bquien (?:se lleva|controla|crea)\b", frame.folded):
        return None  # "… and who gets the two Wurm tokens?": the leaves trigger too, the objects reasoner's
    mine, whose = _MINE.search(clause), _WHOSE.search(clause)
    # "an opponent controls a creature card I own and it dies: does it go to their graveyard?" No, to mine
    theirs_asked = (
        frame.qtype is QType.YES_NO
        and _I_OWN.search(frame.folded)
        and _THEIRS_ASKED.search(clause)
        and not re.search(r"\bsuy[oa]s?\b|\bhis own\b|\bher own\b|\btheir own\b|\btokens?\b|\bfichas?\b", frame.folded)
    )  # (his own land or token sacrificed goes to his graveyard)
    if theirs_asked and not mine and not EITHER_OR.search(clause):
        rule = cite("400.3", r"goes to its owner’s corresponding zone", r"propietario")
        finding = t(frame.lang, "owner_zone.owners")
        if re.search(r"\bgraveyard|\bcementerio", clause):
            finding = t(frame.lang, "owner_zone.yours") + " " + finding
        return answered("no", finding, rule, cite, frame.cards, "owner_zone")
    if not (mine and frame.qtype is QType.YES_NO) and not whose:
        return None
    rule = cite("400.3", r"goes to its owner’s corresponding zone", r"propietario")
    # "my graveyard or theirs?" asks whose, no yes or no
    opener = "no" if mine and frame.qtype is QType.YES_NO and not EITHER_OR.search(clause) else None
    finding = t(frame.lang, "owner_zone.owners")
    graveyard = re.search(r"\bgraveyard|\byard\b|\bcementerio", frame.folded)
    mine_took = I_TOOK.search(frame.folded) or _THEIRS_REANIMATED.search(frame.folded)
    if (
        whose
        and mine_took
        and not TAKEN_FROM_ME.search(frame.folded)
        and _MINE_TAG.search(clause)
        and not EITHER_OR.search(clause)
        and not re.search(r"\bo al\b|\bor (?:to )?mine\b", clause)
    ):
        opener = "no"  # "¿a qué cementerio va, al mío?": whose, then mine proposed — no, the owner's
    if re.search(r"\bwhich hand\b|\bque mano\b", clause) and mine_took and not TAKEN_FROM_ME.search(frame.folded):
        finding = t(frame.lang, "owner_zone.their_hand") + " " + finding  # Karakas on his Griselbrand I reanimated
    elif graveyard and opener is None and mine_took and not TAKEN_FROM_ME.search(frame.folded):
        finding = (
            t(frame.lang, "owner_zone.theirs") + " " + finding
        )  # "le robé una criatura al rival … ¿a qué cementerio?"
    elif graveyard and opener is None and TAKEN_FROM_ME.search(frame.folded) and not I_TOOK.search(frame.folded):
        finding = t(frame.lang, "owner_zone.yours") + " " + finding
    return answered(opener, finding, rule, cite, frame.cards, "owner_zone")
