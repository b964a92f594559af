"""Tokens made in place of dying creatures (614.1a): Kalitas's "if a nontoken creature an opponent controls would die,
instead exile that card and create a 2/2 black Zombie" replaces each such death, so a sweeper that would kill N of an
opponent's nontoken creatures makes N tokens (a Kalitas dying at the same time still applies: 614.6 and the rulings).
Fires only for such a named card, a count of the opponent's creatures the question states, and a question asking how
many tokens; or, asked yes/no, for a removal that exiles or bounces instead of killing (no token), or the asker's own
such card and an opponent's creature killed ("do I get the Zombie?": yes, unless the creature was a token)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import ASKER_GETS, Citer, Step, Verdict, answered, controller, ids, is_spell_card
from answer.text import number

_INSTEAD = re.compile(
    r"if a nontoken creature an opponent controls would die, instead exile that card and create an? ([^.]*?) token",
    re.I,
)
_THEIR_COUNT = re.compile(
    r"\b(?:opp\w*|they|rival|oponente)\b[^.?]{0,30}?\b(?:has|have|tiene|controls?|controla)\s+(\d+|\w+)\s+"
    r"(?:nontoken\s+)?(?:creatures?|criaturas?|bichos?)"
)
_SWEEP = re.compile(r"destroy all creatures|each creature|all creatures get -", re.I)
_ASKS_TOKENS = re.compile(r"\btokens?\b|\bfichas?\b|\bzombies?\b|\bzombis?\b")
#: some of the counted creatures said to be tokens: "one of those 3 was a token", "una de esas 3 era una ficha"
_SOME_TOKENS = re.compile(
    r"\b(\w+) (?:of (?:those|them|the)|de (?:esas|esos|ellas|ellos|las|los))(?: \w+)? (?:was|were|is|are|era|eran|es|son) "
    r"(?:an? |una? )?(?:tokens?|fichas?)\b"
)


#: a removal spell that moves the creature without killing it: Path to Exile, Swords to Plowshares, Unsummon,
#: Chaos Warp
_EXILES = re.compile(
    r"^(?:exile target (?:[\w-]+ ){0,2}?creature\b|return target (?:[\w-]+ ){0,2}?creature to its owner's hand|"
    r"the owner of target permanent shuffles it\b|put target (?:[\w-]+ ){0,2}?creature (?:on top|on the bottom|second from "
    r"the top) of its owner's library)",
    re.I | re.M,
)


def _exiled(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp has Kalitas and I Path my own creature: do they get a Zombie?" No — exiled (or bounced, or shuffled away),
    it never dies (700.4), and Kalitas replaces only a death (614.1a)."""
    replacer = next(((c, m) for c in frame.cards if (m := _INSTEAD.search(c.oracle_text))), None)
    removals = [c for c in frame.cards if is_spell_card(c) and _EXILES.search(c.oracle_text)]
    if replacer is None or len(removals) != 1 or not _ASKS_TOKENS.search(frame.clause or frame.asked):
        return None
    if re.search(r"\bsac\w*|\bsacrific\w*|\bin response\b|\ben respuesta\b|\bdestroy\w*|\bdestru\w*", frame.folded):
        return None  # something else may kill it first
    dies = cite("700.4", r"put into a graveyard from the battlefield", r"cementerio")
    rule = cite("614.1a", r"Effects that use the word “instead” are replacement effects", r"en vez de")
    if dies is None or rule is None:
        return None
    card, found = replacer
    finding = t(frame.lang, "instead_tokens.exiled", removal=removals[0].name, card=card.name, token=found[1])
    finding += ids(dies, rule)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (dies, rule))], cite.quotes,
                   (card, removals[0]), "instead_tokens")  # fmt: skip


#: a destroy removal: the creature dies, so the replacement has a death to replace
_DESTROYS = re.compile(r"^destroy target (?:[\w-]+ ){0,2}?creature\b", re.I | re.M)
#: the creature killed is another player's: "a mi parce", "my buddy's nontoken creature", "his creature"
_THEIRS_KILLED = re.compile(
    r"\b(?:his|her|their|opp\w*'?s?|buddy'?s|friend'?s|mate'?s)\s+(?:\w+\s+)?(?:creature|guy|dude)\b|"
    r"\ba (?:mi |el |al )?(?:parce|pata|pana|rival|oponente|amigo|compa|primo)\b|\bdel (?:rival|oponente)\b|"
    r"\b(?:le|les) (?:destruyo|mato|mate|destrui)\b"
)
_TOKEN_KILLED = re.compile(
    r"\b(?:a |an |una |un |his |their |su )?(?:token|ficha)\b(?! (?:creature )?(?:maker|generator))"
)
_NONTOKEN = re.compile(r"\bnon-?token\b|\bno (?:es|era) (?:una )?ficha\b|\bque no es ficha\b")


def _killed(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I have Kalitas and Doom Blade my buddy's nontoken creature: do I get the Zombie?" Yes — the death is replaced
    and Kalitas's controller makes the token (614.1a); a token killed isn't replaced ("nontoken")."""
    replacer = next(((c, m) for c in frame.in_play if (m := _INSTEAD.search(c.oracle_text))), None)
    clause = frame.clause or frame.asked
    if replacer is None or controller(frame, replacer[0]) != "me" or not _ASKS_TOKENS.search(clause):
        return None
    killed = any(is_spell_card(c) and _DESTROYS.search(c.oracle_text) for c in frame.cards) or re.search(
        r"\b(?:destroy|kill|murder)\w*|\bdestru\w*|\bmat[oe]\b", frame.folded
    )
    if not killed or not _THEIRS_KILLED.search(frame.folded) or not ASKER_GETS.search(clause):
        return None
    if re.search(r"\bsac\w*|\bsacrific\w*|\bin response\b|\ben respuesta\b|\bexil\w*", frame.folded):
        return None  # something else may happen to it first
    card, found = replacer
    rule = cite("614.1a", r"Effects that use the word “instead” are replacement effects", r"en vez de")
    told = frame.folded[: frame.folded.rfind(clause)] if clause in frame.folded else frame.folded
    # the last word on it decides: "… una criatura que no es ficha. Lo que mato es una ficha de él" is a token
    nontoken = [m.span() for m in _NONTOKEN.finditer(told)]
    tokens = [m.start() for m in _TOKEN_KILLED.finditer(told) if not any(a <= m.start() < b for a, b in nontoken)]
    if tokens and (not nontoken or max(tokens) > max(b for _, b in nontoken)):
        finding = t(frame.lang, "instead_tokens.token_dies", card=card.name, token=found[1])
        return answered("no", finding, rule, cite, (card,), "instead_tokens")
    finding = t(frame.lang, "instead_tokens.yours", card=card.name, token=found[1])
    return answered("yes", finding, rule, cite, (card,), "instead_tokens")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.YES_NO:
        return _exiled(frame, cite) or _killed(frame, cite)
    if frame.qtype is not QType.HOW_MANY or not _ASKS_TOKENS.search(frame.clause or frame.asked):
        return None
    replacer = next(((c, m) for c in frame.in_play if (m := _INSTEAD.search(c.oracle_text))), None)
    said = _THEIR_COUNT.search(frame.folded)
    sweeper = any(_SWEEP.search(c.oracle_text) for c in frame.cards) or re.search(
        r"\bwrath\w*|\bsweep\w*", frame.folded
    )
    if replacer is None or said is None or not sweeper:
        return None
    situation = frame.told
    some = _SOME_TOKENS.search(situation)
    tokens = number(some[1]) if some is not None else 0
    if tokens is None or (
        some is None
        and _ASKS_TOKENS.search(situation)
        and not re.search(r"nontoken|no (?:son )?fichas?|que no son fichas", situation)
    ):
        return None  # some of their creatures may be tokens, which it doesn't replace
    count = number(said[1])
    if count is None or tokens > count:
        return None
    count -= tokens  # "one of those 3 was a token": a token's death isn't replaced
    card, found = replacer
    rule = cite("614.1a", r"Effects that use the word “instead” are replacement effects", r"en vez de")
    return answered(
        None,
        t(frame.lang, "instead_tokens.count", n=str(count), card=card.name, token=found[1]),
        rule,
        cite,
        (card,),
        "instead_tokens",
    )
