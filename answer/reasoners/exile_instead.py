"""Where does it go? Exiled instead (614.1a): a card cast with flashback or jump-start is exiled whenever it would
leave the stack (702.34a, 702.133a); an unearthed creature that would leave the battlefield is exiled (702.84a); with
Rest in Peace out, a spell card that resolves or is countered is exiled instead of going to the graveyard. Fires only
when the question says the card was cast or returned that way (or names the graveyard-hater) and asks where it goes
or whether it comes back."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    ARRIVES_AFTER,
    Citer,
    Step,
    Verdict,
    answered,
    countered_said,
    ids,
    is_spell_card,
    mana_value,
    name_pattern,
    named_in,
)
from ingest.models import Card
from ingest.ruleid import RuleId

#: keyword → (its rule, the words that say it was used, the key that finds its exile sentence)
_KEYWORDS = {
    "flashback": (
        "702.34a",
        r"flashback|\bflashed back\b|\bflash(?:es|ed)? (?:it|that|them|the \w+) back\b|retrospectiva",
        r"exile this card instead",
    ),
    "jump-start": ("702.133a", r"jump-?start|impulso", r"exile this card instead"),
    "unearth": ("702.84a", r"unearth|desenterr", r"exile it instead"),
}
_WHERE = re.compile(
    r"graveyard|cementerio|\bhand\b|\bmano\b|\breturn|\bback\b|\bvuelve|\bregres|\bagain\b|otra vez|de nuevo|"
    r"\breuse|\bexil|where does|where will|a donde|adonde|donde va|\bva (a|al)\b|\bgo(es)? to\b|"
    r"\b(?:que|which|what) (?:zona|zone)\b"
)
_FROM_HAND = re.compile(r"\bfrom (?:my |your |their |his |her )?hand\b|\bdesde (?:la |mi |tu |su )?mano\b")
#: the spell was countered or resolved ("can I flashback it from my graveyard?" is not)
_LEFT_THE_STACK = re.compile(r"\bresolv|se resuelve|fizzl")


def _left_the_stack(folded: str) -> bool:
    return countered_said(folded) or bool(_LEFT_THE_STACK.search(folded))


#: a card that gives another flashback: Snapcaster Mage, Past in Flames
_GRANTS_FLASHBACK = re.compile(r"\b(?:gains?|has|have) flashback\b", re.I)
_EVERYWHERE = re.compile(r"graveyard from anywhere, exile it instead", re.I)
#: the spell leaves the stack: it resolves, is countered, fizzles
_LEAVES_STACK = re.compile(
    r"resolv|counter|contrarrest|fizzl|se resuelve|\bto (my|your|his|her|their|the) face|a la cara|\btira\b|\bcast"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS, QType.OTHER):
        return None
    clause = frame.clause or frame.asked
    kept_out = _kept_out(frame, cite) or _damage_exile(frame, cite, clause)
    if kept_out is not None:
        return kept_out
    if not (_WHERE.search(clause) or frame.qtype is QType.WHAT_HAPPENS):
        return None
    lang = frame.lang
    rebound = _rebound(frame, cite, clause)
    if rebound is not None:
        return rebound
    for card in frame.cards:
        for keyword, (rule_id, said, key) in _KEYWORDS.items():
            if re.search(rf"^{keyword}\b", card.oracle_text, re.I | re.M) and re.search(said, frame.folded):
                if _about_another(frame, clause, (card,)):
                    return None  # "… Past in Flames … can I cast Deadly Complication from my graveyard?"
                rule = cite(rule_id, key, r"exili")
                finding = t(lang, f"exile_instead.{keyword}", card=card.name) + ids(rule)
                return _verdict(frame, cite, clause, finding, rule, (card,))
    escaped = _escaped(frame, cite, clause)
    if escaped is not None:
        return escaped
    from_hand = _FROM_HAND.search(frame.folded) and _left_the_stack(frame.folded)
    for card in frame.cards if from_hand else ():
        # "lanzo think twice desde la mano y me lo contrarrestan": not cast with flashback, so no exile
        printed = next(
            (k for k in ("flashback", "jump-start") if re.search(rf"^{k}\b", card.oracle_text, re.I | re.M)), None
        )
        if printed is not None and is_spell_card(card):
            rule = cite("701.6a", r"put into its owner’s graveyard", r"cementerio")
            said = t(lang, f"keyword.{printed}") if lang == "es" else printed
            finding = t(lang, "exile_instead.from_hand", card=card.name, keyword=said) + ids(rule)
            text = finding
            if frame.qtype is QType.YES_NO and not re.search(r"\bor\b|\bo\b", clause):
                text = t(lang, "no" if re.search(r"\bexil", clause) else "yes") + " " + finding
            return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (card,), "exile_instead")
    granter = next((c for c in frame.cards if _GRANTS_FLASHBACK.search(c.oracle_text)), None)
    # "snapped back a lightning bolt … the flashback bolt": flashback said of a spell that doesn't print it
    given_said = re.search(r"\bflashback\w* (?:bolt|spell|card|it)\b|\bsnap(?:ped|caster)? back\b", frame.folded)
    if (not frame.cards or granter is not None or given_said) and _left_the_stack(frame.folded):
        # "mi rival me contrarresta un hechizo con flashback": the keyword said, no card named, and the spell left;
        # "con Snapcaster Mage le doy flashback a un relámpago": the flashback given by another card
        given = next((c for c in frame.cards if c is not granter and is_spell_card(c)), None)
        for keyword, (rule_id, said, key) in _KEYWORDS.items():
            if keyword != "unearth" and re.search(said, frame.folded):
                rule = cite(rule_id, key, r"exili")
                subject = given.name if given is not None else t(lang, "exile_instead.the_card")
                finding = t(lang, f"exile_instead.{keyword}", card=subject) + ids(rule)
                return _verdict(frame, cite, clause, finding, rule, tuple(frame.cards))
    hater = next((c for c in frame.in_play if _EVERYWHERE.search(c.oracle_text)), None)
    spell = next((c for c in frame.cards if c is not hater and is_spell_card(c)), None)
    if spell is not None and re.search(r"^counter target", spell.oracle_text, re.I) and countered_said(frame.folded):
        spell = None  # "I Counterspell their spell": the one asked about is the countered spell, not named
    # "… le mato el grizzly bears con murder. ¿a dónde va?": the creature the spell kills, not the spell, is asked of
    killer = spell is not None and bool(_KILLS.search(spell.oracle_text)) and not named_in(spell, clause)
    if (
        hater is not None
        and (spell is None or killer)
        and frame.qtype is not QType.YES_NO
        and _ASKS_WHERE.search(clause)
    ):
        return _unnamed_to_exile(frame, cite, hater)
    if hater is None or spell is None or not _LEAVES_STACK.search(frame.folded):
        return None
    if _about_another(frame, clause, (hater, spell)):
        return None
    rule = cite("614.1a", r"Effects that use the word “instead” are replacement effects", r"en vez de")
    finding = t(lang, "exile_instead.everywhere", card=spell.name, hater=hater.name) + ids(rule)
    return _verdict(frame, cite, clause, finding, rule, (hater, spell))


#: asks where it goes, not whether it comes back
_ASKS_WHERE = re.compile(
    r"where (?:does|do|will|would)|a ?donde (?:va|van|se va|iria|acaba)|donde (?:va|acaba|termina)"
)
#: what moves toward the graveyard when no card is named: a countered spell, a creature that dies
_DIES = re.compile(r"\bdies?\b|\bkill\w*|\bdestroy\w*|\bmat(?:an|a|o|e)\b|\bmuere\w*|\bdestru\w*|\bwrath\w*")


def _rebound(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """Rebound exiles the spell only as it resolves (702.88a): countered, it goes to the graveyard like any spell
    (701.6a); resolved after being cast from the hand, it is exiled, to be cast again next upkeep."""
    card = next((c for c in frame.cards if re.search(r"^rebound\b", c.oracle_text, re.I | re.M)), None)
    if card is None or not _left_the_stack(frame.folded) or _about_another(frame, clause, (card,)):
        return None
    countered = bool(countered_said(frame.folded)) and not re.search(r"\bresolv|se resuelve", frame.folded)
    if countered:
        rule = cite("702.88a", r"instead of putting it into your graveyard as it resolves", r"resuelve")
        goes = cite("701.6a", r"put into its owner’s graveyard", r"cementerio")
        finding = t(frame.lang, "exile_instead.rebound_countered", card=card.name) + ids(rule, goes)
        rules = tuple(r for r in (rule, goes) if r)
    else:
        rule = cite("702.88a", r"as it resolves, exile it", r"exili")
        finding = t(frame.lang, "exile_instead.rebound_resolved", card=card.name) + ids(rule)
        rules = (rule,) if rule else ()
    text = finding
    if frame.qtype is QType.YES_NO and not re.search(r"\bor\b|\bo\b", clause):
        exiled = re.search(r"\bexil", clause)
        text = t(frame.lang, "yes" if bool(exiled) != countered else "no") + " " + finding
    return Verdict(text, [Step(finding, rules)], cite.quotes, (card,), "exile_instead")


def _unnamed_to_exile(frame: Frame, cite: Citer, hater: Card) -> Verdict | None:
    """ "Rest in Peace is out and I counter their spell: where does it go?", "con Rest in Peace me matan una criatura,
    ¿a dónde va?": no card named, and the graveyard-hater sends whatever it is to exile (614.1a)."""
    if countered_said(frame.folded):
        thing = "spell"
    elif _DIES.search(frame.folded) or any("Creature" in c.type_line for c in frame.cards if c is not hater):
        thing = "creature"  # "with Rest in Peace out, where does my Doomed Traveler end up?": when it dies
    elif _DISCARDED.search(frame.folded):
        if re.search(r"an opponent[’']s graveyard", hater.oracle_text, re.I) and _I_DISCARD.search(frame.folded):
            return None  # Leyline of the Void sends only the opponents' cards away
        thing = "card"  # "tengo Leyline of the Void y el rival descarta: ¿a dónde va la carta?"
    else:
        return None
    rule = cite("614.1a", r"Effects that use the word “instead” are replacement effects", r"en vez de")
    return answered(
        None, t(frame.lang, f"exile_instead.unnamed_{thing}", hater=hater.name), rule, cite, (hater,), "exile_instead"
    )


_KILLS = re.compile(
    r"^destroy target (?:\w+ )*creature|deals \d+ damage to (?:any target|target creature)", re.I | re.M
)
_DISCARDED = re.compile(r"\bdiscard\w*|\bdescart\w*|\bmill\w*|\bmuel\w*|\bmolid\w*")
_I_DISCARD = re.compile(r"\bi (?:discard|mill)\w*|\bdescarto\b|\bmuelo\b|\bmy (?:own )?(?:card|library)\b")


def _about_another(frame: Frame, clause: str, cards: tuple[Card, ...]) -> bool:
    """The asked clause names another card and none of these: it asks where that one goes."""
    named = [card for card in frame.cards if named_in(card, clause)]
    return bool(named) and not any(card in named for card in cards)


def _verdict(
    frame: Frame, cite: Citer, clause: str, finding: str, rule: RuleId | None, cards: tuple[Card, ...]
) -> Verdict:
    """An either-or question ("¿va al cementerio o se exilia?") gets the finding without a Yes/No."""
    text = finding
    if frame.qtype is QType.YES_NO and not re.search(r"\bor\b|\bo\b", clause):
        text = t(frame.lang, "yes" if re.search(r"\bexil", clause) else "no") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, cards, "exile_instead")


def _escaped(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """Cast with escape and countered: escape has no exile clause (unlike flashback), so the card is put into its
    owner's graveyard (701.6a) and may escape again."""
    card = next((c for c in frame.cards if re.search(r"^Escape\W", c.oracle_text, re.M)), None)
    if card is None or not re.search(r"\bescap\w*", frame.folded) or not countered_said(frame.folded):
        return None
    graveyard = cite("701.6a", r"put into its owner’s graveyard", r"cementerio")
    escape = cite("702.138a", r"cast this card from your graveyard", r"cementerio")
    finding = t(frame.lang, "exile_instead.escape", card=card.name) + ids(graveyard, escape)
    text = finding
    if frame.qtype is QType.YES_NO and not re.search(r"\bor\b|\bo\b", clause):
        text = t(frame.lang, "no" if re.search(r"\bexil", clause) else "yes") + " " + finding
    return Verdict(
        text, [Step(finding, tuple(r for r in (graveyard, escape) if r))], cite.quotes, (card,), "exile_instead"
    )


#: Containment Priest: "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead."
_NOT_CAST_EXILED = re.compile(r"would enter the battlefield and it wasn[’']t cast, exile it instead", re.I)
#: a flicker or reanimation that puts it onto the battlefield without casting it (Ephemerate, Cloudshift)
_RETURNS = re.compile(r"return (it|that card|the exiled card|target creature card)[^.]*to the battlefield", re.I)
#: a creature card put onto the battlefield from a hand or a graveyard (Sneak Attack, Reanimate)
_PUTS = re.compile(r"put (?:a|target) creature card from (?:your hand|a graveyard)[^.]* onto the battlefield", re.I)


def _kept_out(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I Ephemerate my creature but my opponent has Containment Priest": returned without being cast, it is exiled
    instead of entering (614.1a), and stays in exile."""
    blocker = next((c for c in frame.in_play if _NOT_CAST_EXILED.search(c.oracle_text)), None)
    returner = next(
        (
            c
            for c in frame.cards
            if c is not blocker and (_RETURNS.search(c.oracle_text) or _PUTS.search(c.oracle_text))
        ),
        None,
    )
    if blocker is None or returner is None or frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    if ARRIVES_AFTER.search(frame.folded):
        return None  # "I flash in the Priest after Reanimate resolves": the creature entered before it was there
    rule = cite("614.1a", r"instead", r"en su lugar")
    key = "exile.kept_out" if _RETURNS.search(returner.oracle_text) else "exile.kept_out_put"
    finding = t(frame.lang, key, card=blocker.name, by=returner.name) + ids(rule)
    opener = t(frame.lang, "no") + " " if frame.qtype is QType.YES_NO and _COMES_BACK.search(frame.asked) else ""
    steps = [Step(finding, (rule,) if rule else ())]
    put = [c for c in frame.cards if c not in (blocker, returner) and "Creature" in c.type_line and c.mana_cost]
    theirs = re.search(
        rf"\b(?:opp\w*|they|he|she|rival|oponente)\b[^.]{{0,15}}\b(?:{name_pattern(returner)})", frame.folded
    )
    if _LOSE_ITS_VALUE.search(returner.oracle_text) and len(put) == 1 and not theirs:
        # Reanimate still finishes resolving: the life loss uses the card's mana value
        info = cite("608.2h", r"last known information", r"información")
        loss = t(frame.lang, "exile.still_lose", by=returner.name, n=str(mana_value(put[0].mana_cost))) + ids(info)
        steps.append(Step(loss, (info,) if info else ()))
        finding += " " + loss
    return Verdict(opener + finding, steps, cite.quotes, (blocker, returner), "exile_instead")


#: Reanimate: "You lose life equal to its mana value."
_LOSE_ITS_VALUE = re.compile(r"you lose life equal to its (?:converted mana cost|mana value)", re.I)


_COMES_BACK = re.compile(
    r"come back|return|vuelve|regresa|enter|entra|\bhits? the battlefield\b|\bstick|\bllega\b|"
    # "does it stay on the battlefield?" (not "does it stay in exile?", which is yes)
    r"\bstays? (?:on the battlefield|in play|around|out)\b|\bse queda en (?:el )?(?:campo|mesa|juego)\b"
)


#: Anger of the Gods, Magma Spray: "If a creature dealt damage this way would die this turn, exile it instead."
_DAMAGE_EXILE = re.compile(r"dealt damage this way would die this turn, exile it instead", re.I)
_ASKS_BACK = re.compile(r"\bback\b|\breturn\w*|\bvolv\w*|\bvuelv\w*|\bregres\w*|\brecurs\w*|\bdevolv\w*")


def _damage_exile(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "They Anger of the Gods'd and my Cauldron Familiar died… can it come back by sacrificing a Food?" No: it was
    exiled instead of dying (614.1a), so it is not in the graveyard."""
    spell = next((c for c in frame.cards if _DAMAGE_EXILE.search(c.oracle_text)), None)
    if spell is None or frame.qtype is not QType.YES_NO or not _ASKS_BACK.search(clause):
        return None
    if re.search(r"\brespon\w*|\ben respuesta\b", frame.folded):
        return None  # sacrificed in response, it died before the sweeper resolved
    creatures = [c for c in frame.cards if c is not spell and "Creature" in c.type_line]
    if len(creatures) != 1:
        return None
    rule = cite("614.1a", r"Effects that use the word “instead” are replacement effects", r"en vez de")
    finding = t(frame.lang, "exile_instead.damage_exile", spell=spell.name, card=creatures[0].name) + ids(rule)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes,
                   (spell, creatures[0]), "exile_instead")  # fmt: skip
