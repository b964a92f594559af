"""What an overloaded spell affects (702.96a): paying overload changes the text's "target" to "each", so Cyclonic
Rift's "Return target nonland permanent you don't control" becomes "each nonland permanent you don't control": the
caster's own permanents stay unless the text reaches them. Fires only for one named card with overload, the overload
said, and a yes/no question whether it affects the asker's own permanents or creatures."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_OVERLOAD = re.compile(r"^Overload \{", re.M)
_OVERLOAD_SAID = re.compile(r"\boverload\w*|\bsobrecarg\w*")
#: the asker's own things asked about: "my own permanents", "mis propias criaturas", "los míos"
_OWN_ASKED = re.compile(
    r"\bmy (?:own )?(?:permanents?|creatures?|stuff|things|lands?|artifacts?)\b|\bmine\b|"
    r"\bmis (?:propi[oa]s )?(?:permanentes|criaturas|cosas|tierras|artefactos)\b|\b(?:los|las) mi[oa]s\b"
)
#: the targeted object of the spell's first sentence: "target nonland permanent you don't control"
_TARGETED = re.compile(r"\btarget ([^.,]+?)(?= to | and |\.|,)", re.I)


_KIND_EN = {"criatura": "creature", "tierra": "land", "artefacto": "artifact", "encantamiento": "enchantment"}


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _OVERLOAD_SAID.search(frame.folded):
        return None
    spells = [c for c in frame.cards if _OVERLOAD.search(c.oracle_text)]
    clause = frame.clause or frame.asked
    if len(spells) != 1 or not _OWN_ASKED.search(clause):
        return None
    spell = spells[0]
    found = _TARGETED.search(spell.oracle_text)
    if found is None:
        return None
    what = found[1]
    # whose spell: "you" in its text is its caster ("my opponent overloaded Cyclonic Rift": mine are hit)
    mine = re.search(r"\bi (?:overload\w*|cast\w*)\b|\bif i\b|\b(?:hago|lanzo|tiro)\b", frame.folded)
    theirs = re.search(
        r"\b(?:opp\w*|they|he|she|rival|oponente)\b[^.?]{0,25}\b(?:overload\w*|cast\w*|lanza\w*|tira\w*|hace\w*)\b",
        frame.folded,
    )
    if bool(mine) == bool(theirs):
        return None
    kind = re.search(r"\b(creature|land|artifact|enchantment|criatura|tierra|artefacto|encantamiento)s?\b", clause)
    if kind is not None and not re.search(rf"\b{_KIND_EN.get(kind[1], kind[1])}", what):
        return None  # "my lands" against a spell that reaches creatures only: not read here
    excludes_caster = bool(
        re.search(r"\byou don[’']t control\b|\byour opponents control\b|\ban opponent controls\b", what)
    )
    spared = excludes_caster if mine else False
    rule = cite("702.96a", r"replacing all instances of the word", r"")
    key = "overloaded.spared" if spared else "overloaded.hits_all" if mine else "overloaded.hits_yours"
    finding = t(frame.lang, key, card=spell.name, what=what)
    return answered("no" if spared else "yes", finding, rule, cite, (spell,), "overloaded")
