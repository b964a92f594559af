"""Does it come back with undying or persist? (702.93a, 702.79a, 704.5q): undying returns it only if it had no +1/+1
counter when it died, persist only if it had no -1/-1 counter; a +1/+1 and a -1/-1 counter on it annihilate as a
state-based action first. Fires only when the question says which counters it has and asks whether it returns."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, is_spell_card

_KEYWORDS = {"undying": ("702.93a", "+1/+1"), "persist": ("702.79a", "-1/-1")}
_SPANISH = {"undying": r"\bundying\b|\binmortal\b", "persist": r"\bpersist\b|\bpersistir\b"}
_RETURNS = re.compile(
    r"\bcome back|\breturn|\bback\b|\bvuelve|\bregres|\bvolver|\bcome(s)? back|"
    r"\b(?:persist|undying)\w*\b[^?]{0,15}\b(?:again|work|trigger\w*|de nuevo|otra vez|funciona)\b|"
    r"\b(?:will|does|would|can) it (?:persist|undying)\b|\bpersist(?:e|ira|iria)\b"
)
_PLUS = re.compile(r"\+1/\+1 counters?|contador(es)? \+1/\+1|\b(?:a|one|un|uno) \+1/\+1\b")
_MINUS = re.compile(r"-1/-1 counters?|contador(es)? -1/-1|\b(?:a|one|un|uno) -1/-1\b")
#: it has no counter: "without counters", "sin contadores", "the first time", "la primera vez"
_NONE = re.compile(r"\bno counters?\b|without (any )?counters?|sin contador|first time|primera vez")

#: it died and nothing says it came back before: a creature fresh on the battlefield has no counters ("Wrath of God
#: destroys my Kitchen Finks, does it come back?"); exiled or bounced, it never died
_FRESH_DEATH = re.compile(
    r"^(?!.*(\bagain\b|\balready\b|second time|de nuevo|otra vez|\bya (volvio|regreso)|segunda vez|\bexil|\bbounce|"
    r"to (its|their|his|her|my) (owner'?s? )?hand|a la mano)).*\b(dies|died|die|destroy\w*|sacrific\w*|kill\w*|muere|murio|"
    r"destru\w*|mat(a|o|an|aron)|wrath)\b"
)
#: it already came back once: with the counter its keyword put on it
_RETURNED_BEFORE = re.compile(
    r"\b(already|once)\b.{0,30}\b(came back|returned|come back)|\b(came back|returned)\b.{0,30}\b(once|already|before)\b|"
    r"\b(dies|died|die|muere|murio)\b.{0,20}\b(again|a second time|de nuevo|otra vez|por segunda vez)\b|"
    r"\bya (volvio|regreso)\b|\b(?:vuelvo|vuelve|vuelven) a (?:bolear|matar\w*|destruir\w*|tirar\w*)\b|"
    r"\b(?:bolt|kill|destroy|shock)\w* (?:it|him|her) again\b"
)
_DIES = re.compile(r"\b(dies|died|die|kill\w*|destroy\w*|muere|murio|mat(a|o|an|aron)|destru\w*)\b")
#: a named spell that kills (destroys, deals damage) or exiles the creature
_KILLS = re.compile(r"^destroy (target|all|each)|deals \d+ damage to (target|any|each)", re.I | re.M)
_EXILES = re.compile(r"^exile (target|all|each)|return target [^.]*to its owner[’']s hand", re.I | re.M)
#: exiled or bounced instead of dying
_LEFT_ALIVE = re.compile(
    r"\bexil\w*|\bbounce\w*|\bpath\w*|\bswords\b|\bto (its|their|his|her|my) (owner'?s? )?hand|\ba (la|su) mano\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    # "si me lo matan otra vez, ¿qué pasa?": what happens when it dies is whether it comes back
    what = frame.qtype is QType.WHAT_HAPPENS and bool(_DIES.search(frame.folded))
    if not (what or (frame.qtype is QType.YES_NO and _RETURNS.search(frame.clause or frame.asked))):
        return None
    keyword = next(
        (
            kw
            for kw in _KEYWORDS
            if any(re.search(rf"^{kw}\b|\n{kw}\b", c.oracle_text, re.I) for c in frame.cards)
            or re.search(_SPANISH[kw], frame.folded)
        ),
        None,
    )
    if keyword is None:
        return None
    rule_id, kind = _KEYWORDS[keyword]
    lang = frame.lang
    said = t(lang, f"keyword.{keyword}") if lang == "es" else keyword
    exiler = any(_EXILES.search(c.oracle_text) for c in frame.cards if is_spell_card(c))
    killer = any(_KILLS.search(c.oracle_text) for c in frame.cards if is_spell_card(c))
    if (_LEFT_ALIVE.search(frame.folded) or exiler) and not (_FRESH_DEATH.search(frame.folded) or killer):
        rule = cite(rule_id, r"When this permanent is put into a graveyard", r"cementerio")
        dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
        finding = t(lang, "undying.never_died", keyword=said) + ids(rule, dies)
        return Verdict(
            finding if what else t(lang, "no") + " " + finding,
            [Step(finding, tuple(r for r in (rule, dies) if r))],
            cite.quotes,
            frame.cards,
            "undying",
        )
    plus, minus = bool(_PLUS.search(frame.folded)), bool(_MINUS.search(frame.folded))
    again = not (plus or minus) and bool(_RETURNED_BEFORE.search(frame.folded))
    if not (plus or minus or again or killer or _NONE.search(frame.folded) or _FRESH_DEATH.search(frame.folded)):
        return None  # which counters it has is not said
    rule = cite(rule_id, r"if it had no", r"si no tenía")
    if rule is None:
        return None
    steps = []
    if plus and minus:
        both = cite("704.5q", r"both a \+1/\+1 counter and a -1/-1 counter", r"contador")
        steps.append(Step(t(lang, "undying.annihilate") + ids(both), (both,) if both else ()))
        has_kind = False
    else:
        both = None
        has_kind = again or (plus if keyword == "undying" else minus)
    key = "undying.stays" if has_kind else "undying.returns"
    finding = t(lang, key, keyword=said, kind=kind) + ids(both, rule)
    steps.append(Step(t(lang, key, keyword=said, kind=kind) + ids(rule), (rule,)))
    text = finding if what else t(lang, "no" if has_kind else "yes") + " " + finding
    return Verdict(text, steps, cite.quotes, frame.cards, "undying")
