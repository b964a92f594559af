"""A claim someone made, checked: "opp reckons I don't get the extra turn cause I didn't cast it. is he right?" asks
whether the claim is true, so the claim is asked as a yes/no question of its own ("do I get the extra turn?"), the
reasoners answer it, and the claim is right when that answer agrees with what was claimed (a negated claim is right
when the answer is no). Quiet when no reasoner answers the claim's question with a yes or a no."""

from __future__ import annotations

import re
from collections.abc import Callable

from answer.analysis import Frame, analyse
from answer.i18n import t
from answer.reasoners.base import Verdict

#: the asked sentence only asks whether the claim is right
_IS_IT_RIGHT = re.compile(
    r"(?:^|[,;.?!]\s*|\s-+\s*)\W*(?:(?:so |and |but )?(?:is|are) (?:he|she|they|that|it|this|my opp\w*|the opp\w*) (?:right|correct|true)|"
    r"(?:is )?that (?:right|correct|true)|(?:tiene|tienen) razon|es (?:verdad|cierto|asi)|(?:esta|estan) en lo cierto)"
    r"\W*$"
)
#: who claims, then the claim: "opp reckons …", "el rival dice que …"
_CLAIM = re.compile(
    r"\b(?:opp\w*|(?:my |the )?opponent|he|she|they|(?:my |the |a )?(?:friend|buddy|mate|pal|bro|judge)|"
    r"(?:el |mi |un )?(?:rival|oponente|amigo|colega|compa|pana|juez))\s+"
    r"(?:reckons?|says?|said|claims?|thinks?|insists?|dice|dijo|cree|piensa|asegura|insiste)\s+(?:that\s+|que\s+)?"
    r"(?P<claim>[^.?!;]+)"
)
#: the asker's reason after the claim: "… cause I didn't cast it", "… porque no lo lance"
_REASON_TAIL = re.compile(r"\s+(?:cause|because|since|cuz|bc|porque|ya que|pues)\b.*$")
_AUX = {
    "don't": "do", "dont": "do", "doesn't": "does", "doesnt": "does", "didn't": "did", "didnt": "did",
    "can't": "can", "cant": "can", "cannot": "can", "won't": "will", "wont": "will", "isn't": "is", "isnt": "is",
    "aren't": "are", "arent": "are", "wasn't": "was", "wasnt": "was", "shouldn't": "should", "wouldn't": "would",
    "hasn't": "has", "haven't": "have",
}  # fmt: skip
_NEGATED_EN = re.compile(
    rf"^(?P<subject>(?:[\w'/]+\s+){{1,4}}?)(?P<aux>{'|'.join(map(re.escape, _AUX))})\s+(?P<rest>.+)$"
)
_NEGATED_ES = re.compile(r"^(?P<subject>(?:[\w'/]+\s+){0,2}?)no\s+(?P<rest>.+)$")
#: a claim with a contrast in it ("it can block though it can't attack"): two claims, not read here
_CONTRAST = re.compile(r"\b(?:though|although|but|while|whereas|aunque|pero|mientras)\b")


def _as_question(claim: str, lang: str) -> tuple[str, bool] | None:
    """The claim as a yes/no question, and whether it was negated: "i don't get the extra turn" → ("do i get the
    extra turn?", True); "it dies" → ("so it dies?", False); "no me toca" → ("¿me toca?", True)."""
    if lang == "es":
        negated = _NEGATED_ES.match(claim)
        if negated:
            return f"¿{negated['subject']}{negated['rest']}?", True
        return f"¿{claim}?", False
    negated = _NEGATED_EN.match(claim)
    if negated:
        return f"{_AUX[negated['aux']]} {negated['subject'].strip()} {negated['rest']}?", True
    if re.search(r"\bnot\b|\bnever\b|\bno longer\b", claim):
        return None  # "it does not …", "it never …": another negation, not read here
    return f"so {claim}?", False


def check(frame: Frame, run: Callable[[Frame], Verdict | None]) -> Verdict | None:
    """The claim's own question answered by `run`, then said right or wrong."""
    tag = _IS_IT_RIGHT.search(frame.folded.rstrip())
    if tag is None:
        return None
    told = frame.folded[: tag.start()]
    claims = list(_CLAIM.finditer(told))
    if not claims:
        return None
    claim = _REASON_TAIL.sub("", claims[-1]["claim"]).strip(" ,")
    if _CONTRAST.search(claim):
        return None
    asked = _as_question(claim, frame.lang)
    if asked is None or len(claim.split()) < 2:
        return None
    question, negated = asked
    situation = told[: claims[-1].start()].strip(" ,")
    claimed = analyse(f"{situation} {question}".strip(), frame.lang, frame.cards)
    verdict = run(claimed)
    if verdict is None:
        return None
    yes, no = t(frame.lang, "yes"), t(frame.lang, "no")
    polarity = "yes" if verdict.text.startswith(yes) else "no" if verdict.text.startswith(no) else None
    if polarity is None:
        return None
    right = (polarity == "no") if negated else (polarity == "yes")
    finding = verdict.text[len(yes if polarity == "yes" else no) :].strip()
    opener = t(frame.lang, "yes" if right else "no") + " " + t(frame.lang, "claims.right" if right else "claims.wrong")
    return Verdict(f"{opener} {finding}", verdict.steps, verdict.quotes, verdict.cards, f"claims/{verdict.reasoner}")
