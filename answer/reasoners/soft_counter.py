"""Paying for a "counter target spell unless its controller pays {N}" (Mana Leak, Daze, Spell Pierce): the choice to
pay is made as the counterspell resolves (118.12a), and a player offered a mana payment may activate mana abilities
then, tapping lands while it resolves (608.2g). Fires only when a named card says so and the question asks whether
the payment can be made, or lands tapped for it, when the counterspell resolves."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, controller, ids, is_spell_card, name_pattern, name_words
from ingest.models import Card

_UNLESS_PAYS = re.compile(r"counter target [^.]*spell unless its controller pays (\{[^.]*?\}|X)", re.I)
_ASKS_PAY = re.compile(r"\bpay\w*|\btap\w*|\bpag\w*|\bgir\w*|\bmana\b")
#: the moment: as it resolves, or later than when it was cast
_THEN = re.compile(
    r"\bresolv\w*|\bwhen (?:it|the \w+|mana leak|daze)\b|\bat that point\b|\bthen\b|\blater\b|\bresuelv\w*|"
    r"\bal resolver\w*|\bcuando se resuelv\w*|\bdespues\b|\bin the middle\b|\bluego\b|\bahi mismo\b|"
    r"\ben ese momento\b|\bright (?:then|there)\b|\bat that moment\b"
)


#: asks who pays: "who pays the 3, me or them?", "¿quién paga los 3?"
_WHO_PAYS = re.compile(
    r"\bwho (?:pays|has to pay|gets to pay|chooses|decides)\b|\bquien (?:paga|tiene que pagar|decide|elige)\b"
)


#: a trigger that offers the payment to the player who did something: Smothering Tithe, Rhystic Study
_THAT_PLAYER_PAYS = re.compile(
    r"^whenever an opponent (draws a card|casts a spell), [^\n]*?\b(?:that player may pay|unless that player pays)\b",
    re.I | re.M,
)


#: the asker's payment told: "if I pay the 1", "si pago el 1"
_I_PAY = re.compile(r"\b(?:if|when|once) i pay\b|\bsi (?:le )?pago\b|\bpagando\b")
#: the asker's payment not made: "i can't pay", "if i don't pay", "si no pago", "no puedo pagar", "tapped out"
_UNPAID = re.compile(
    r"\b(?:can'?t|cannot|don'?t|do not|didn'?t|won'?t) pay\b|\bno (?:puedo |pude |lo |le )?pag\w*\b|\bsin pagar\b|"
    r"\btapped out\b"
)
#: the other player is the one who pays or doesn't: "el de al lado … no paga el 1", "he doesn't pay"
_OTHER_PAYS = re.compile(
    r"\b(?:el|ella|he|she|they|opp\w*|rival|oponente)\b[^.?]{0,40}\b(?:no paga|paga|pays|doesn'?t pay|don'?t pay)\b"
)
_ASKS_DRAW = re.compile(r"\bdraws?\b|\brob(?:a|ar|e)\b|\broba\w*")


def _where_it_goes(frame: Frame, cite: Citer, card: Card | None) -> Verdict | None:
    """ "They Syncopate my spell and I can't pay: where does my spell go?" Exile — Syncopate counters it and exiles
    it instead of putting it into the graveyard (its own replacement, 614.1a)."""
    clause = frame.clause or frame.asked
    # "does my spell go to the graveyard?": a yes/no about the graveyard, answered no; not "graveyard or exile?"
    to_graveyard = (
        frame.qtype is QType.YES_NO
        and re.search(r"\bgraveyard\b|\bcementerio\b|\byard\b", clause)
        and not re.search(r"\bexil\w*", clause)
    )
    either = re.search(r"\b(?:graveyard|cementerio)\b[^?]{0,12}\b(?:or|o)\b[^?]{0,12}\bexil", clause)
    # Dissipate: a hard counter that exiles what it counters, no payment to refuse
    card = card or next((c for c in frame.cards if re.search(r"^counter target spell\.", c.oracle_text, re.I)), None)
    if card is None or not (re.search(r"\bwhere\b|\bdonde\b|\badonde\b", clause) or to_graveyard or either):
        return None
    unless = "unless" in card.oracle_text.lower()
    if not re.search(r"\bexile it instead\b", card.oracle_text, re.I) or (unless and not _UNPAID.search(frame.folded)):
        return None
    if re.search(rf"\b(?:{name_pattern(card)})\b|\bitself\b|\bmism[oa]\b", clause):
        return None  # "where does Syncopate itself go?": its owner's graveyard, not the countered spell's exile
    rule = cite("614.1a", r"instead", r"en vez de")
    finding = t(frame.lang, "soft_counter.exiled", card=card.name) + ids(rule)
    text = t(frame.lang, "no") + " " + finding if to_graveyard else finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (card,), "soft_counter")


def _watcher_paid(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They have Rhystic Study; if I pay the 1, do they still draw?" No — "unless that player pays" gives its
    controller the draw only when the payment isn't made (118.12a); not paid, yes, they may draw."""
    found = [c for c in frame.cards if _THAT_PLAYER_PAYS.search(c.oracle_text)]
    clause = frame.clause or frame.asked
    if len(found) != 1 or frame.qtype is not QType.YES_NO or not _ASKS_DRAW.search(clause):
        return None
    card = found[0]
    if not re.search(r"\bdraw a card\b", card.oracle_text, re.I) or controller(frame, card) == "me":
        return None
    if _OTHER_PAYS.search(frame.folded) or re.search(r"\bobligad\w*|\bhave to\b|\bmust\b|\btengo que\b", clause):
        return None  # the other player is the one paying (the asker's own Study), or "must I draw?" (it's "may")
    unpaid = _UNPAID.search(frame.folded)
    if not unpaid and not _I_PAY.search(frame.folded):
        return None
    choice = cite("118.12a", r"unless", r"a menos que")
    key = "soft_counter.watcher_unpaid" if unpaid else "soft_counter.watcher_paid"
    finding = t(frame.lang, key, card=card.name) + ids(choice)
    opener = t(frame.lang, "yes" if unpaid else "no")
    return Verdict(f"{opener} {finding}", [Step(finding, (choice,) if choice else ())], cite.quotes, (card,),
                   "soft_counter")  # fmt: skip


def _that_player_pays(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They have Smothering Tithe; when I draw, who decides whether the 2 is paid, me or them?" You — "that player
    may pay" offers the payment to the opponent who drew, as the trigger resolves (118.12a); the card's controller only
    gets the Treasure if that player doesn't pay."""
    found = [(c, m) for c in frame.cards if (m := _THAT_PLAYER_PAYS.search(c.oracle_text))]
    if len(found) != 1:
        return None
    card, said = found[0]
    if controller(frame, card) == "me" or re.search(
        rf"\b(?:i have|i control|tengo|controlo)\b[^.?]{{0,10}}\b(?:{name_pattern(card)})", frame.folded
    ):
        return None  # the asker's own Tithe or Study: it watches only the asker's opponents
    event = "draw" if said[1].lower().startswith("draws") else "cast"
    choice = cite("118.12a", r"unless", r"a menos que")
    finding = t(frame.lang, f"soft_counter.that_player_{event}", card=card.name) + ids(choice)
    # the asker did it against the opponent's card: "el rival tiene Smothering Tithe. cuando robo …": you decide
    mine = re.search(r"\bi draw\b|\bwhen i (?:draw|cast)\b|\brobo\b|\blanzo\b", frame.folded)
    if mine:
        finding = t(frame.lang, "soft_counter.you_decide") + " " + finding
    return Verdict(finding, [Step(finding, (choice,) if choice else ())], cite.quotes, (card,), "soft_counter")


#: a mana ability limited to instant timing (Lion's Eye Diamond): not available in the middle of a resolution
_INSTANT_ONLY_MANA = re.compile(
    r"\bAdd [^.]*\.\s*Activate (?:this ability )?only (?:as an instant|any time you could cast an instant)", re.I
)


#: someone else offering to pay for the asker: "my mate wants to pay it for me", "¿me lo puede pagar mi pana?"
_PAYS_FOR_ME = re.compile(
    r"\bpay (?:it |that |the \w+ )?for me\b|\bpagar(?:lo|la)? por mi\b|\b(?:me )?(?:lo|la) (?:puede|quiere) pagar\b|"
    r"\bpay (?:it |that )?on my behalf\b|"
    # a third player paying for the one asked: "can another opponent pay the 1 for him?", "¿puede otro jugador pagar?"
    r"\bpay (?:it |that |the \w+ )?(?:for|on behalf of) (?:him|her|them)\b|"
    r"\b(?:another|other|a third|third) (?:player|opponent|opp)s? (?:can |could |may )?pay\b|"
    r"\botro (?:jugador|rival|oponente) (?:puede |podria )?pagar\b|\bpagar(?:lo|la)? por (?:el|ella)\b|"
    # a friend or teammate paying, or the asker paying for their own trigger: "can my teammate pay the 1?",
    # "¿puede pagar mi compañero?", "can i pay for my own smothering tithe trigger?"
    r"\b(?:my|mi|su|his|her|their) (?:friend|mate|teammate|partner|ally|buddy|companero|amigo|aliado|pana|compa)\b"
    r"[^.?]{0,20}\b(?:pay|pag\w*)|"
    r"\b(?:pay|pag\w*)\b[^.?]{0,10}\b(?:my|mi|su|his|her|their) (?:friend|mate|teammate|partner|ally|companero|amigo|"
    r"aliado)\b|"
    r"\bpay (?:it |the \w+ )?for my own\b|\bpagar (?:yo )?(?:lo de |el \w+ de )?mi propi[oa]\b"
)


def _only_controller_pays(frame: Frame, cite: Citer, clause: str, card: Card | None) -> Verdict | None:
    """ "They cast 'counter target spell unless its controller pays {3}' on my spell; my teammate wants to pay it for
    me: can he?" No — only the spell's controller may pay (118.12a)."""
    if frame.qtype is not QType.YES_NO or not _PAYS_FOR_ME.search(frame.folded):
        return None
    watcher = next((c for c in frame.cards if _THAT_PLAYER_PAYS.search(c.oracle_text)), None)
    if card is None and watcher is None and not _UNLESS_SAID.search(frame.folded):
        return None
    choice = cite("118.12a", r"unless", r"a menos que")
    if card is None and watcher is not None:
        # Rhystic Study, Smothering Tithe: "that player" is the opponent who cast or drew, no one else
        card = watcher
        finding = t(frame.lang, "soft_counter.only_that_player", card=watcher.name) + ids(choice)
    else:
        name = card.name if card is not None else t(frame.lang, "soft_counter.the_counterspell")
        finding = t(frame.lang, "soft_counter.only_controller", card=name) + ids(choice)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (choice,) if choice else ())], cite.quotes,
                   (card,) if card else (), "soft_counter")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    card = next((c for c in frame.cards if _UNLESS_PAYS.search(c.oracle_text)), None)
    others = (
        _only_controller_pays(frame, cite, clause, card)
        or _watcher_paid(frame, cite)
        or _where_it_goes(frame, cite, card)
    )
    if others is not None:
        return others
    if _WHO_PAYS.search(clause):
        if card is None:
            return _that_player_pays(frame, cite)
        # "its controller" is the targeted spell's: the player who cast it may pay, the counterspell's caster never
        choice = cite("118.12a", r"unless", r"a menos que")
        finding = t(frame.lang, "soft_counter.who_pays", card=card.name) + ids(choice)
        return Verdict(finding, [Step(finding, (choice,) if choice else ())], cite.quotes, (card,), "soft_counter")
    ferocious = _ferocious(frame, cite, clause)
    if ferocious is not None:
        return ferocious
    paid = _paid(frame, cite, clause, card) if card is not None and frame.qtype is QType.YES_NO else None
    if paid is not None:
        return paid
    spell = _spell_to_pay(frame, cite, clause, card)
    if spell is not None:
        return spell
    if card is not None and frame.qtype is QType.HOW_MANY:
        return _copied_total(frame, cite, clause, card)
    if card is None or frame.qtype is not QType.YES_NO:
        return None
    short = _short_payment(frame, cite, clause, card)
    if short is not None:
        return short
    if not _ASKS_PAY.search(clause) or not _THEN.search(frame.folded):
        return None
    if not re.search(r"\b(?:can|could|may)\b|\bpued\w*|\bpodr\w*|\ballowed\b", clause):
        return None
    choice = cite("118.12a", r"unless", r"a menos que")
    source = next((c for c in frame.cards if _INSTANT_ONLY_MANA.search(c.oracle_text)), None)
    if source is not None:
        # "can I crack Lion's Eye Diamond while Daze is resolving to pay the 1?": not as an instant, so no
        timing = cite("602.5e", r"timing rules for casting an instant", r"instantáneo") or choice
        finding = t(frame.lang, "soft_counter.instant_only", source=source.name, card=card.name) + ids(timing)
        steps = [Step(finding, (timing,) if timing else ())]
        return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, (card, source), "soft_counter")
    mana = cite("608.2g", r"may activate mana abilities before taking that action", r"habilidades de maná")
    finding = t(frame.lang, "soft_counter.pay_then", card=card.name) + ids(choice, mana)
    steps = [Step(finding, tuple(r for r in (choice, mana) if r))]
    return Verdict(t(frame.lang, "yes") + " " + finding, steps, cite.quotes, (card,), "soft_counter")


#: a card that copies a spell on the stack: "Copy target instant or sorcery spell." (Twincast, Reverberate)
_COPIES_SPELL = re.compile(r"\bcopy target (?:instant or sorcery|instant|sorcery)? ?spell\b", re.I)
_NEW_TARGET = re.compile(
    r"\bnew targets?\b|\bretarget\w*|\bredirect\w*|\bnuevos? objetivos?\b|\botro objetivo\b|\bcambi\w* (?:el|los) objetivos?\b|"
    r"\btargeting (?:his|her|their|the|my)\b|\bapuntando a\b"  # the copy aimed at something said
)


def _copied_total(frame: Frame, cite: Citer, clause: str, card: Card) -> Verdict | None:
    """ "They Mana Leak my spell and Twincast the Leak: how much do I pay in total?" Each counter asks on its own as it
    resolves (the copy first, 707.10): twice the amount to keep the spell."""
    copier = next((c for c in frame.cards if c is not card and _COPIES_SPELL.search(c.oracle_text)), None)
    amount = _generic(card)
    if copier is None or amount is None or not _ASKS_PAY.search(clause) or _NEW_TARGET.search(frame.folded):
        return None
    copied = cite("707.10", r"copies both the characteristics", r"")
    choice = cite("118.12a", r"unless", r"a menos que")
    finding = t(frame.lang, "soft_counter.copied_total", card=card.name, copier=copier.name, n=str(amount),
                total=str(2 * amount)) + ids(copied, choice)  # fmt: skip
    rules = tuple(r for r in (copied, choice) if r)
    return Verdict(finding, [Step(finding, rules)], cite.quotes, (card, copier), "soft_counter")


#: Stubborn Denial: "Ferocious — If you control a creature with power 4 or greater, counter that spell instead."
_FEROCIOUS = re.compile(
    r"^Ferocious — If you control a creature with power 4 or greater, counter that spell instead", re.M
)
#: a creature's size said, not the asker's own: "their only creature is a 2/2", "they've got a 4/5 tarmogoyf"
_SIZE = re.compile(r"(?<![\w/+-])(\d{1,2})/\d{1,2}(?![\w/])")
_MINE_BEFORE = re.compile(r"\b(?:my|i have|i control|mi|tengo|controlo)\b[^.,;?]{0,30}$")


def _ferocious(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I cast Thoughtseize, they Stubborn Denial with a 2/2 as their only creature: can I pay {1}?" Yes; with their
    4/5 Tarmogoyf out as it resolves, ferocious counters it outright (608.2h: checked on resolution)."""
    card = next((c for c in frame.cards if _FEROCIOUS.search(c.oracle_text)), None)
    if card is None or frame.qtype is not QType.YES_NO or not _ASKS_PAY.search(clause):
        return None
    if re.search(r"\bin response\b|\ben respuesta\b|\bkill\w*|\bmat[oa]\b|\bdestroy\w*|\bdestru\w*", frame.folded):
        return None  # a creature removed before it resolves: what is left then isn't read here
    sizes = [int(m[1]) for m in _SIZE.finditer(frame.folded) if not _MINE_BEFORE.search(frame.folded[: m.start()])]
    if not sizes:
        return None  # their creatures' power isn't told
    choice = cite("118.12a", r"unless", r"a menos que")
    if max(sizes) >= 4:
        finding = t(frame.lang, "soft_counter.ferocious_hard", card=card.name) + ids(choice)
        return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (choice,) if choice else ())],
                       cite.quotes, (card,), "soft_counter")  # fmt: skip
    finding = t(frame.lang, "soft_counter.ferocious_soft", card=card.name) + ids(choice)
    return Verdict(t(frame.lang, "yes") + " " + finding, [Step(finding, (choice,) if choice else ())], cite.quotes,
                   (card,), "soft_counter")  # fmt: skip


#: the payment made: "i pay the 3", "they paid", "pago los 3", "pagó el 1"
_PAID = re.compile(
    r"\b(?:i|we|they|he|she|opp|opponent)\s+(?:just\s+)?(?:pay|pays|paid)\b|\b(?:pago|pague|pagué|pagamos|pago|pagó|pagaron)\b|"
    r"\btap\w* (?:\w+ ){1,2}and pay\b"  # "i tap 3 lands and pay"
)
#: the payment refused or missing: "no pago", "i don't pay", "they didn't pay"
_REFUSED = re.compile(
    r"\b(?:no|don'?t|didn'?t|do not|did not|won'?t)\s+(?:lo |la )?(?:pay|pays|pago|pague|pagué|pagó|pagamos|pagaron)\b|"
    # "i choose not to pay", "i decline to pay", "decido no pagar", "no quiero pagarlo"
    r"\bnot to pay\b|\bdeclin\w* to pay\b|\bno (?:quiero |voy a )?pagar(?:lo|la)?\b"
)
_NOT_PAID = re.compile(
    r"\b(?:can'?t|cannot|couldn'?t|don'?t|doesn'?t|didn'?t|won'?t|not|no|sin)\s+(?:\w+\s+)?(?:pay|pag\w*)|"
    r"\b(?:can|could|may)\s+(?:i|we|they|he|she)\s+(?:still\s+)?pay\b|\bpued\w*\s+pagar\b"
)
_ASKS_COUNTERED = re.compile(r"\bcounter(?:ed|s)?\b|\bcontrarrest\w*")
_ASKS_RESOLVES = re.compile(r"\bresolv\w*|\bse resuelv\w*")
_AMOUNT = re.compile(r"(?<![\w/{+-])(\d{1,2})(?![\w/}])")


def _generic(card: Card) -> int | None:
    """The amount an "unless its controller pays {N}" card asks for; None for an X or a colored cost."""
    cost = _UNLESS_PAYS.search(card.oracle_text)
    amount = re.fullmatch(r"\{(\d+)\}", cost[1]) if cost else None
    return int(amount[1]) if amount else None


def _paid(frame: Frame, cite: Citer, clause: str, card: Card) -> Verdict | None:
    """ "They Mana Leak my spell and I pay the 3: is it countered?" No — "unless its controller pays" counters only
    if that player doesn't pay (118.12a), and the payment is made as the counterspell resolves; "no pago": it is."""
    if any(re.search(r"\bcan[’']t be countered\b", c.oracle_text, re.I) for c in frame.cards if c is not card):
        return None  # Veil of Summer, an uncounterable spell: whether it is countered at all isn't the payment's
    words = "|".join(re.escape(w) for w in name_words(card) if w not in ("mana", "spell"))
    if any(re.search(r"^counter target\b", c.oracle_text, re.I | re.M) for c in frame.cards if c is not card) or (
        words and len(re.findall(rf"\b(?:{words})\b", frame.folded)) > 1
    ):
        return None  # another counterspell, or a second Mana Leak, on the stack too: a counter war, not one payment
    # "me hacen mana leak y no pago, ¿se contrarresta?": unpaid, the spell is countered
    # "… and I don't pay: can I pay later?" asks whether it can be paid; "can I still get it to resolve?" doesn't
    can_pay = re.search(r"\b(?:can|could|may|pued\w*)\b[^?]*\b(?:pay|pag\w*)", clause)
    refused = bool(_REFUSED.search(frame.folded)) and not can_pay
    if not refused and (not _PAID.search(frame.folded) or _NOT_PAID.search(frame.folded)):
        return None  # "can i still pay?", "i can't pay the 3": whether it can be paid, another question
    asked_countered = _ASKS_COUNTERED.search(clause)
    if not asked_countered and not _ASKS_RESOLVES.search(clause):
        return None
    said = {int(m[1]) for m in _AMOUNT.finditer(frame.folded)}
    amount = _generic(card)
    if not refused and (amount is None or (said and said != {amount})):
        return None  # an X cost, or an amount said that isn't the card's: not read here
    choice = cite("118.12a", r"unless", r"a menos que")
    finding = t(frame.lang, "soft_counter.unpaid" if refused else "soft_counter.paid", card=card.name) + ids(choice)
    word = "yes" if bool(asked_countered) == refused else "no"
    return Verdict(t(frame.lang, word) + " " + finding, [Step(finding, (choice,) if choice else ())], cite.quotes,
                   (card,), "soft_counter")  # fmt: skip


#: the payment offered said in words, no card named: "a menos que su controlador pague {3}"
_UNLESS_SAID = re.compile(r"\bunless (?:its controller|you|they) pays?\b|\ba menos que (?:su controlador )?pague\b")
#: a spell cast to pay: "can i cast dark ritual to pay?", "¿puedo lanzar el ritual pa pagar?"
_CAST_TO_PAY = re.compile(r"\b(?:cast|casting|lanzar|lanzo|tirar|tiro)\b[^?]{0,40}\b(?:pay|pag\w*|pa pagar)\b")
_MANA_SPELL_SAID = re.compile(r"\britual\b|\binstant\b|\binstantaneo\b|\bspell\b|\bhechizo\b")


def _spell_to_pay(frame: Frame, cite: Citer, clause: str, card: Card | None) -> Verdict | None:
    """ "While their Mana Leak resolves, can I cast Dark Ritual to pay?" No — the payment is made in the middle of the
    resolution, when only mana abilities may be activated (605.3a, 608.2g); no one can cast a spell then."""
    if frame.qtype is not QType.YES_NO or (card is None and not _UNLESS_SAID.search(frame.folded)):
        return None
    if not _CAST_TO_PAY.search(clause):
        return None
    spells = [
        c for c in frame.cards if is_spell_card(c) and c is not card and re.search(r"\badd \{", c.oracle_text, re.I)
    ]
    if not spells and not _MANA_SPELL_SAID.search(frame.folded):
        return None
    rule = cite("605.3a", r"in the middle of casting or resolving a spell", r"resolviendo")
    mana = cite("608.2g", r"may activate mana abilities before taking that action", r"habilidades de maná")
    if rule is None or mana is None:
        return None
    counter = card.name if card is not None else t(frame.lang, "soft_counter.the_counter")
    finding = t(frame.lang, "soft_counter.no_spells", card=counter) + ids(rule, mana)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (rule, mana))], cite.quotes,
                   tuple(frame.cards), "soft_counter")  # fmt: skip


#: the asker offering less than asked: "can i pay the 2 and have it go through?", "¿puedo pagar solo 2?"
_PAYS_LESS = re.compile(
    r"\b(?:can|could|may) i (?:just |only )?pay (?:the |only |just )?(\d+)\b|"
    r"\bpuedo pagar (?:los |solo |solamente |nada mas )?(\d+)\b|"
    # "¿pago 3 y se resuelve?", "if i pay 2 does it resolve?"
    r"\b(?:pago|if i pay) (?:solo |solamente |los |only |just )?(\d+)\b(?= (?:y|and|does|will|se)\b)"
)


def _short_payment(frame: Frame, cite: Citer, clause: str, card: Card) -> Verdict | None:
    """ "He Mana Leaks my spell and I have only 2 lands: can I pay the 2 and have it resolve?" No — a cost is paid
    fully or not at all (118.3), and Mana Leak asks for {3}: unpaid, the spell is countered (118.12a)."""
    offered = _PAYS_LESS.search(clause)
    asked = _generic(card)
    if asked is None and re.search(r"pays \{X\}", card.oracle_text):
        asked = x_said(frame.folded)  # Power Sink "con X=3": the X said is the amount asked
    if offered is None or asked is None or int(next(g for g in offered.groups() if g)) >= asked:
        return None
    if any(
        re.search(
            rf"\b(?:{name_pattern(c)})\b[^.?,]{{0,15}}\b(?:untapped|as well|also|too|tambien|sin girar|enderezad\w*)\b",
            frame.folded,
        )
        for c in frame.cards
        if re.search(r"\{T\}: Add \{", c.oracle_text)
    ):
        return None  # "what if my Sol Ring is untapped as well?": more mana told than the amount offered
    fully = cite("118.3", r"pay it fully", r"pagarlo por completo")
    choice = cite("118.12a", r"unless", r"a menos que")
    if fully is None or choice is None:
        return None
    finding = t(frame.lang, "soft_counter.short", card=card.name, n=str(asked)) + ids(fully, choice)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (fully, choice))], cite.quotes, (card,),
                   "soft_counter")  # fmt: skip
