"""Cascade (702.85a): exile cards until a nonland card whose mana value is less than the cascading spell's, and you
*may* cast it without paying its mana cost. So a card of equal or greater mana value is never hit, a card with no mana
cost (mana value 0, 202.3a — Ancestral Vision, Living End) can be cast, and declining to cast it is allowed (it goes
to the bottom with the rest). Fires only for one named card with cascade and a question whether a card (named, or
said by its mana value) can be cast, or whether casting it is optional."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, mana_value, named_in
from answer.text import capital
from ingest.lexicon import fold
from ingest.models import Card

_CASCADE = re.compile(r"^cascade\b|, cascade\b", re.I | re.M)
#: a mana value said: "mana value 4", "valor de maná 4", "cmc 3", "a 4-drop"
_MV_SAID = re.compile(
    r"\b(?:mana value|converted mana cost|cmc|mv|valor de mana|coste de mana convertido|cmc de)\s*(?:of |de )?(\d{1,2})\b|"
    r"\b(\d{1,2})[ -]drop\b"
)
_ASKS_CAST = re.compile(
    r"\b(?:can|could|may)\b.{0,30}\b(?:cast|hit|get|flip|reveal|find|cascade into)\b|\bpued\w*\b.{0,30}\b(?:lanzar\w*|sacar\w*|"
    r"salir|pegar\w*|encontrar\w*|dar\w*)\b|\bcan it hit\b|\bpuede salir\b"
)
#: asks whether casting the hit is optional: "can I choose not to cast it?", "do I have to cast it?"
_ASKS_OPTIONAL = re.compile(
    r"\b(?:choose|decide|opt) not to\b|\bnot cast\b|\bhave to cast\b|\bmust (?:i )?cast\b|\bforced to\b|"
    r"\bdecidir no\b|\belegir no\b|\bno lanzar\w*\b|\btengo que lanzar\w*\b|\bobligad\w*\b|\bpuedo no\b"
)
#: the hit's timing asked: a sorcery with the cascading spell still on the stack, at instant speed, on their turn
_TIMING_ASKED = re.compile(
    r"\b(?:still )?on the stack\b|\bsiga en la pila\b|\bsigue en la pila\b|\ben la pila\b|\bsorcery speed\b|"
    r"\baunque sea (?:un )?conjuro\b|\binstant speed\b|\bopponent'?s turn\b|\bturno del (?:rival|oponente)\b"
)
#: asks to play a land the cascade exiled: "can i play the land?", "¿puedo jugar esa tierra?"
_LAND_PLAYED = re.compile(
    r"\b(?:play|put|keep)\b.{0,20}\blands?\b|\b(?:jugar|bajar|poner|quedarme)\w*\b.{0,20}\btierras?\b"
)
_MUST = re.compile(r"\bhave to\b|\bmust\b|\bforced\b|\btengo que\b|\bobligad\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHEN):
        return None
    cascaders = [c for c in frame.cards if _CASCADE.search(c.oracle_text)]
    clause = frame.clause or frame.asked
    if _ASKS_OPTIONAL.search(clause) and (cascaders or re.search(r"\bcascad\w*", frame.folded)):
        rule = cite("702.85a", r"You may cast that card without paying its mana cost", r"cascada")
        opener = "no" if _MUST.search(clause) else "yes"
        return answered(opener, t(frame.lang, "cascade.optional"), rule, cite, tuple(cascaders), "cascade")
    if (
        (cascaders or re.search(r"\bcascad\w*", frame.folded))
        and frame.qtype is QType.YES_NO
        and _LAND_PLAYED.search(clause)
    ):  # "the cascade exiles a land first, can I play that land?": lands exiled are passed over, to the bottom
        rule = cite("702.85a", r"exile cards from the top of your library until you exile a nonland card", r"tierra")
        return answered("no", t(frame.lang, "cascade.land"), rule, cite, tuple(cascaders), "cascade")
    if len(cascaders) != 1 or frame.qtype is not QType.YES_NO or not _ASKS_CAST.search(clause):
        return None
    cascader = cascaders[0]
    # "can I cast Bloodbraid Elf on their turn?": the cascader's own timing, not what its cascade hits
    own_cast = named_in(cascader, clause) and not re.search(
        r"\bcascad\w*|\bhit\w*|\bflip\w*|\brevea?l\w*", frame.folded
    )
    if _TIMING_ASKED.search(frame.folded) and not own_cast:
        # "a sorcery, while the elf is still on the stack?": cast during cascade's resolution, timing doesn't apply
        rule = cite("608.2g", r"allows a player to cast a spell during resolution", r"")
        cite("702.85a", r"You may cast that card without paying its mana cost", r"cascada")
        finding = t(frame.lang, "cascade.during_resolution", cascader=cascader.name)
        return answered("yes", finding, rule, cite, frame.cards, "cascade")
    rule = cite("702.85a", r"You may cast that card without paying its mana cost", r"cascada")
    own = mana_value(cascader.mana_cost)
    others = [c for c in frame.cards if c is not cascader and "Land" not in c.type_line]
    said = _MV_SAID.search(frame.folded)
    if len(others) == 1 and said is None:
        hit: Card | None = others[0]
        value = 0 if hit is None or not hit.mana_cost else mana_value(hit.mana_cost.split(" // ")[0])
    elif not others and said is not None:
        hit, value = None, int(said[1] or said[2])
    elif not others and len(re.findall(rf"\b{re.escape(fold(cascader.name))}\b", frame.folded)) > 1:
        hit, value = cascader, own  # "can the cascade hit another Bloodbraid Elf?": the same mana value
    else:
        return None
    name = hit.name if hit is not None else t(frame.lang, "cascade.a_card", n=str(value))
    key = "cascade.hits" if value < own else "cascade.misses"
    if hit is not None and not hit.mana_cost:
        key = "cascade.no_cost"
        cite("202.3a", r"object with no mana cost is 0", r"coste de maná")
    finding = t(frame.lang, key, card=name, n=str(value), cascader=cascader.name, own=str(own))
    finding = capital(finding)  # "A card (mana value 3) …" opens the sentence
    return answered("yes" if value < own else "no", finding, rule, cite, frame.cards, "cascade")
