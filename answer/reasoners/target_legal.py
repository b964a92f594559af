"""Can this spell even target that card? (601.2c, 115.1a): a spell's "target nonblack creature" or "target artifact or
enchantment" describes what may be chosen, and a card its printed colours or types keep out can't be chosen at all:
"can I Doom Blade a Vampire Nighthawk?" is no. A card that fits the words is a legal target only when nothing on it
or said in the question (hexproof, protection, indestructible, a response) may still stop the spell; those are other
reasoners', as are a counterspell's "target … spell" (the countering reasoner). Fires for a yes/no "can I …" naming
one targeting spell and one other card."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    CAN_SAID,
    I_TOOK,
    PURPOSE_SAID,
    TAKEN_FROM_ME,
    Citer,
    Step,
    Verdict,
    answered,
    card_colors,
    controller,
    ids,
    is_spell_card,
    name_pattern,
)
from answer.reasoners.protection import COLORS
from ingest.lexicon import fold
from ingest.models import Card

_QUALIFIER = r"(?:non)?(?:white|blue|black|red|green|artifact|creature|enchantment|land|planeswalker)"
#: "target nonartifact, nonblack creature", "target noncreature spell", "target artifact or enchantment"
_TARGET = re.compile(
    rf"\btarget ((?:{_QUALIFIER},? )*)(creature|spell|permanent|artifact|enchantment|planeswalker|land)"
    r"(?: or (creature|planeswalker|enchantment|artifact|land))?\b(?! (?:card|you control|an opponent controls))",
    re.I,
)
#: what may still stop a spell aimed at a card that fits its words: read by other reasoners
_HURDLES = re.compile(
    r"hexproof|shroud|protection|indestructible|\bward\b|can[’']t be (?:the )?target|can[’']t be countered|"
    r"regenerate|split second|phasing",
    re.I,
)
_HURDLES_SAID = re.compile(
    r"hexproof|shroud|protection|\bpro\b|indestructible|\bward\b|antimaleficio|protecci|custodia|"
    r"in response|respon|\btapped\b|\bflash|on the stack|en la pila|\bcopy|\bcopia|\bcontrol|\bsteal|\brob|"
    r"\bredirect\w*|\bredirig\w*"  # "bolt the player and then redirect it to his Chandra": the old rule asked
)


def _colors(card: Card) -> set[str]:
    """The card's colors by name ("white", …)."""
    symbols = card_colors(card)
    return {color for color, symbol in COLORS.items() if symbol in symbols}


def _misfit(card: Card, qualifiers: list[str], nouns: set[str]) -> tuple[str, str] | None:
    """The first word of the spell's target phrase the card fails, as (i18n key, the word): None when it fits."""
    types = card.type_line.lower()
    if not nouns & {"spell", "permanent"} and not any(noun in types for noun in nouns):
        return "target_legal.not_type", " ".join(sorted(nouns))
    for word in qualifiers:
        negated = word.startswith("non")
        bare = word[3:] if negated else word
        has = bare in _colors(card) if bare in COLORS else bare in types
        if has == negated:
            kind = "color" if bare in COLORS else "type"
            return f"target_legal.{'is' if negated else 'not'}_{kind}", bare
    return None


#: the ask is about aiming the spell at the card: a targeting verb, or the spell's name used as the verb
_AIMS = re.compile(
    r"\b(?:target|kill|destroy|exile|counter|hit|matar|mato|destruir|exiliar|contrarrestar|apunt|objetivo)\w*"
)
#: the ask is about something else the card or the spell does: the target isn't what is asked
_OTHER_ASK = re.compile(
    r"\btrigger|\babilit|\bhabilidad|\betb\b|\bdispar|\btap\b|\bgir|\battack|\bata[cq]|\bblock|\bbloque|\bequip|"
    r"\bface|\bboca\b|\bmorph|\bmana\b|\bfree\b|\bgratis\b|\bpitch|\bcop(?:y|ia)|\bsac\w*|\bcommand|\bmando\b|"
    r"\bhand\b|\bmano\b|\blibrary|\bbiblioteca|\bdraw|\brob[oa]\b|\bdamage\b|\bdano\b|\blife\b|\bvida|\bcast\w* it\b|"
    r"\bin response\b|\ben respuesta\b|\bstill\b|\btodavia\b|\bigual\b"
)


def _aimed(frame: Frame, spell: Card, card: Card) -> bool:
    """The asked clause names both and aims the spell at the card: "can I Doom Blade their Nighthawk?", "¿puedo
    matar un Vampire Nighthawk con Doom Blade?", and asks nothing else about them."""
    # "… solo para disparar mi Young Pyromancer", "just to trigger prowess": the purpose, not what is asked
    clause = PURPOSE_SAID.sub("", frame.clause or frame.asked)
    if _OTHER_ASK.search(clause):
        return False
    spell_words = fold(spell.name).split()
    card_words = [w for w in fold(card.name.split(",")[0]).split() if len(w) > 3] or fold(card.name).split()
    if not (
        any(re.search(rf"\b{re.escape(w)}", clause) for w in spell_words if len(w) > 3) or spell.name.lower() in clause
    ):
        return False
    if not any(re.search(rf"\b{re.escape(w)}", clause) for w in card_words):
        return False
    as_verb = re.search(rf"\b(?:can|could|may) (?:i|you|we)(?: even)? {re.escape(spell_words[0])}", clause)
    return bool(as_verb or _AIMS.search(clause))


#: what a named creature or Aura could be saved by: not read here
_SAVES = re.compile(r"hexproof|shroud|protection|indestructible|regenerate|totem armor|umbra armor|\bward\b", re.I)
_DESTROYS = re.compile(r"\bdestroy target tapped creature\b", re.I)
#: what could still spare the tapped creature: not read here
_SPARED_SAID = re.compile(
    r"hexproof|shroud|protection|\bpro\b|indestructible|\bward\b|regenerat|totem|respon|untap|antimaleficio|"
    r"protecci|custodia|regener|endereza|\bstack\b|\bpila\b|sacrific|"
    # the ability's own {T} unpayable: the card arrived this turn or is tapped already
    r"\bthis turn\b|\beste turno\b|\bjust (?:cast|played)\b|\bacaba de\b|\bya (?:esta )?girad|\balready tapped\b|"
    r"\bsummoning sick|\bmareo\b"
)
_KILLS_SAID = re.compile(r"\b(?:kills?|destroys?|targets?|hits?|mata|matar|destruye|destruir|apunta)\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    old = _old_redirect(frame, cite)  # "… redirect it to his Jace like the old rule? still a thing?"
    if old is not None:
        return old
    if not CAN_SAID.search(frame.asked):  # "royal assassin mata a un bicho destapado?" asks it without "can"
        return _tapped_only(frame, cite, kills=True) if _KILLS_SAID.search(frame.asked) else None
    anywhere = _any_target(frame, cite) or _tapped_only(frame, cite, kills=bool(_KILLS_SAID.search(frame.asked)))
    if anywhere is not None:
        return anywhere
    spells = [c for c in frame.cards if is_spell_card(c) and _TARGET.search(c.oracle_text)]
    others = [c for c in frame.cards if c not in spells and not is_spell_card(c)]
    if len(spells) != 1 or not others or len(spells) + len(others) != len(frame.cards):
        return None
    spell = spells[0]
    others = [c for c in others if _aimed(frame, spell, c)]  # a third card only as the purpose ("to trigger …")
    if len(others) != 1:
        return None
    card = others[0]
    if card.faces or "//" in card.name:
        return None  # two faces, two sets of characteristics
    phrases = list(_TARGET.finditer(spell.oracle_text))
    if re.search(r"\bon the stack\b|\ben la pila\b", frame.folded):
        return None  # a spell on the stack aimed at: the countering reasoners' (and a modal blast's spell mode)
    if len(phrases) > 1 and re.search(r"^Choose one\b", spell.oracle_text, re.M):
        # Red Elemental Blast aimed at a permanent: only its mode that targets a permanent can choose it
        phrases = [p for p in phrases if p[2].lower() != "spell" and (p[3] or "").lower() != "spell"]
    if len(phrases) != 1:
        return None  # several targets or modes: which one is asked is not read here
    found = phrases[0]
    qualifiers = [w.strip(", ").lower() for w in found[1].split() if w.strip(", ")]
    nouns = {found[2].lower(), *([found[3].lower()] if found[3] else [])}
    if "spell" in nouns:
        return None  # a counterspell's target: the countering reasoner reads spells on the stack
    misfit = _misfit(card, qualifiers, nouns)
    lang = frame.lang
    phrase = found[0][len("target ") :]
    rule = cite("601.2c", r"appropriate object or player for each target", r"objetivo")
    if misfit is None:
        if not re.match(r"[.,]", spell.oracle_text[found.end() :]):
            return None  # "… with mana value 3 or less", "… that attacked this turn": more words than read here
        if _HURDLES.search(card.oracle_text) or _HURDLES_SAID.search(frame.folded):
            return None  # it fits the words, but something else may still stop the spell
        finding = t(lang, "target_legal.can", spell=spell.name, phrase=phrase, card=card.name)
        return answered("yes", finding, rule, cite, (spell, card), "target_legal")
    key, word = misfit
    words = [t(lang, f"target_legal.word.{w}") if lang == "es" else w for w in word.split()]
    what = t(lang, "target_legal.either", a=words[0], b=words[1]) if len(words) == 2 else words[0]
    article = "an" if what[:1] in "aeiou" else "a"
    reason_text = t(lang, key, card=card.name, word=what, a=article)
    finding = t(lang, "target_legal.cant", spell=spell.name, phrase=phrase, reason=reason_text)
    return answered("no", finding, rule, cite, (spell, card), "target_legal")


#: a kind of target asked without a card: "can i Bolt a planeswalker directly?", "¿le puedo tirar el Bolt al jugador?"
_KIND_ASKED = {
    "planeswalker": r"\b(?:a|un|su|their|his|her|the|'s|s) planeswalker\b",
    "player": r"\b(?:the|a|that) player\b(?!'s)|\b(?:their|his|her|my opp\w*'?s?) face\b|\bal jugador\b|\ba la cara\b",
    "battle": r"\ba battle\b|\buna batalla\b",
    "artifact": r"\ba noncreature artifact\b|\ban artifact\b|\bun artefacto\b",
    "enchantment": r"\ban enchantment\b|\bun encantamiento\b",
    "land": r"\ba land\b|\buna tierra\b",
}


_REDIRECT_SAID = re.compile(r"\bredirect\w*|\bredirig\w*|\bredireccion\w*")
_WALKER_SAID = re.compile(r"\bplaneswalkers?\b|\bwalkers?\b")


def _old_redirect(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I Bolt the player and then redirect the damage to his Jace, like the old rule?" No: that redirection rule
    is gone (306.7); a planeswalker is targeted directly by "any target" (115.4)."""
    walker = (
        any("Planeswalker" in c.type_line for c in frame.cards)
        or _WALKER_SAID.search(frame.folded)
        # "redirect it to his Chandra": a name said as theirs after the redirect
        or re.search(r"\bredirect\w*\b[^.?]{0,30}\bto (?:his|her|their|the opponent'?s) [A-Z][a-z]+", frame.question)
    )
    if not (_REDIRECT_SAID.search(frame.folded) and walker):
        return None
    if any(
        re.search(r"\bis dealt to [^.]* instead\b|\bredirect|change the target|new targets?", c.oracle_text, re.I)
        for c in frame.cards
    ) or re.search(r"\b(?:use|with|con|usar)\b[^.?]{0,20}\bto redirect\b", frame.folded):
        return None  # a card that redirects (Harm's Way, Deflecting Palm): its own question
    old = cite("306.7", r"Previously, planeswalkers were subject to a redirection effect", r"")
    direct = cite("115.4", r"may be creatures, players, planeswalkers, or battles", r"objetivo")
    finding = t(frame.lang, "target_legal.old_redirect") + ids(old, direct)
    rules = tuple(r for r in (old, direct) if r)
    return Verdict(
        t(frame.lang, "no") + " " + finding, [Step(finding, rules)], cite.quotes, frame.cards, "target_legal"
    )


#: Royal Assassin: "{T}: Destroy target tapped creature."; its target said untapped, or tapped
_TAPPED_TARGET = re.compile(r"\btarget (un)?tapped creature\b", re.I)
_UNTAPPED_SAID = re.compile(r"\buntapped\b|\bdestapad\w*|\benderezad\w*|\bsin girar\b|\bno (?:esta )?girad\w*")
_TAPPED_SAID = re.compile(r"\b(?<!un)tapped\b|\bgirad\w*|\btapead\w*")


def _tapped_only(frame: Frame, cite: Citer, kills: bool = False) -> Verdict | None:
    """ "Can Royal Assassin kill an untapped creature?" No: "target tapped creature" can choose only a tapped one
    (115.1, 601.2c). Said tapped and asked whether it kills ("does royal assassin kill my tapped elf"), yes when
    the card destroys and nothing that could stop it is said. One card that targets so; beside it, for a kill, only
    creatures or Auras with nothing that could save them ("my tapped Llanowar Elves", "with a Rancor on it")."""
    killer = next((c for c in frame.cards if _TAPPED_TARGET.search(c.oracle_text)), None)
    others = [c for c in frame.cards if c is not killer]
    if killer is None or (others and not kills) or any(_SAVES.search(c.oracle_text) for c in others):
        return None
    found = _TAPPED_TARGET.search(killer.oracle_text)
    if found is None:
        return None
    clause = frame.clause or frame.asked
    untapped, tapped = _UNTAPPED_SAID.search(clause), _TAPPED_SAID.search(_UNTAPPED_SAID.sub(" ", clause))
    if not (untapped or tapped) and kills and not found[1] and len(others) == 1:
        return _attacker_tapped(frame, cite, killer, others[0])
    if bool(untapped) == bool(tapped):
        return None
    wants_untapped = bool(found[1])
    legal = bool(untapped) == wants_untapped
    if legal and not (kills and _DESTROYS.search(killer.oracle_text) and not _SPARED_SAID.search(frame.folded)):
        return None  # the state fits; hexproof, protection, its type or timing may still decide (not read here)
    rule = cite("601.2c", r"announces their choice of an appropriate object", r"objetivo")
    state = t(frame.lang, "target_legal.untapped" if wants_untapped else "target_legal.tapped")
    key = "target_legal.kills_tapped" if legal else "target_legal.state_wrong"
    finding = t(frame.lang, key, card=killer.name, state=state)
    return answered("yes" if legal else "no", finding, rule, cite, frame.cards, "target_legal")


#: the other creature said to attack: "they attack with Craw Wurm", "el rival ataca con su Grizzly Bears"
_ATTACKS_WITH = re.compile(r"\battack\w* (?:me |us )?with\b|\bata(?:ca|co|can|caron)\w* con\b")


def _attacker_tapped(frame: Frame, cite: Citer, killer: Card, attacker: Card) -> Verdict | None:
    """ "They attack with Craw Wurm: can my Royal Assassin kill it?" Yes — attacking taps it (508.1f), so it's a
    tapped creature to target; with vigilance it stays untapped (702.20b), and it can't be chosen."""
    said = re.search(
        rf"(?:{_ATTACKS_WITH.pattern})\s+(?:(?:his|her|their|a|an|the|su|un|una|el|la) )?(?:{name_pattern(attacker)})",
        frame.folded,
    )
    if said is None or "Creature" not in attacker.type_line or _SPARED_SAID.search(frame.folded):
        return None
    if re.search(
        r"\bbefore\b|\bantes\b|\bon my turn\b|\ben mi turno\b|\b(?:i )?(?:cast|play|played)\b[^.?]{0,30}\b(?:royal|assassin)",
        frame.folded,
    ):
        return None  # untapped before attackers are declared, or a killer that can't use {T} yet: not read here
    if re.search(r"\bvigilance\b|\bvigilancia\b", frame.folded):
        return None  # vigilance granted or said: whose, not read here
    if re.search(r"^(?:[\w ]+, )*vigilance\b", attacker.oracle_text, re.I | re.M):
        rule = cite("702.20b", r"Attacking doesn’t cause creatures with vigilance to tap", r"")
        finding = t(frame.lang, "target_legal.vigilant", card=killer.name, attacker=attacker.name)
        return answered("no", finding, rule, cite, (killer, attacker), "target_legal")
    if not _DESTROYS.search(killer.oracle_text) or _SAVES.search(attacker.oracle_text):
        return None
    rule = cite("508.1f", r"attacking simply causes creatures to become tapped", r"")
    finding = t(frame.lang, "target_legal.attacker_tapped", card=killer.name, attacker=attacker.name)
    return answered("yes", finding, rule, cite, (killer, attacker), "target_legal")


def _any_target(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I Lightning Bolt a planeswalker directly?" Yes: "any target" is a creature, a player, a planeswalker or a
    battle (115.4), and nothing else; one damage spell named, the kind of target said without a card."""
    if len(frame.cards) != 1 or not is_spell_card(frame.cards[0]):
        return None
    spell = frame.cards[0]
    if not re.search(r"\bdeals? (?:\d+|x) damage to any target\b", spell.oracle_text, re.I):
        return None
    clause = frame.clause or frame.asked
    kinds = [kind for kind, pattern in _KIND_ASKED.items() if re.search(pattern, clause)]
    if len(kinds) != 1 or _HURDLES_SAID.search(frame.folded):
        return None
    if re.search(
        r"\b(?:artifact|enchantment|land) creatures?\b|\bcriaturas? (?:artefacto|encantamiento|tierra)\b|"
        r"\b(?:animated|animad[oa]) (?:into|en|como)\b|\bmanland\b",
        clause,
    ) and not re.search(r"\bnot\b|\bisn'?t\b|\bhasn'?t\b|\bno\b|\bnon-?creature", clause):
        kinds = ["creature"]  # "an artifact creature", "a land animated into a creature": a creature, a legal target
    rule = cite("115.4", r"may be creatures, players, planeswalkers, or battles", r"objetivo")
    allowed = kinds[0] in ("creature", "planeswalker", "player", "battle")
    key = "target_legal.any_target" if allowed else "target_legal.not_any_target"
    finding = t(frame.lang, key, spell=spell.name, kind=t(frame.lang, f"target_legal.kind.{kinds[0]}"))
    return answered("yes" if allowed else "no", finding, rule, cite, (spell,), "target_legal")


#: the asker's own permanent as the target: "swords my own creature", "¿puedo tirarle X a mi propia criatura?"
_OWN = re.compile(
    r"\b(?:my own|one of my(?: own)?) (creature|permanent|artifact|enchantment|land|guy|dude)s?\b|"
    r"\b(?:mi|mis|una de mis|uno de mis) propi[oa]s? (criatura|permanente|artefacto|encantamiento|tierra|bicho)s?\b"
)
_NOUN_ES = {"criatura": "creature", "bicho": "creature", "guy": "creature", "dude": "creature", "permanente": "permanent",
            "artefacto": "artifact", "encantamiento": "enchantment", "tierra": "land"}  # fmt: skip


def own_target(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Is it legal to Swords to Plowshares my own creature?" Yes: "target creature" says nothing of who controls
    it, so any creature may be chosen, the asker's own included (601.2c). Fires only for one named targeting spell
    whose one target phrase has no qualifier, and no other card named."""
    if frame.qtype is not QType.YES_NO or len(frame.cards) != 1:
        return None
    if not (CAN_SAID.search(frame.folded) or re.search(r"\blegal\b|\ballowed\b|\bse vale\b", frame.folded)):
        return None
    own = _OWN.search(frame.clause or frame.asked)
    spell = frame.cards[0]
    phrases = list(_TARGET.finditer(spell.oracle_text)) if is_spell_card(spell) else []
    if own is None or len(phrases) != 1 or phrases[0][1] or phrases[0][3]:
        return None
    noun = _NOUN_ES.get(own[1] or own[2], own[1] or own[2])
    if phrases[0][2].lower() not in (noun, "permanent"):
        return None
    if not re.match(r"[.,]", spell.oracle_text[phrases[0].end() :]) or re.search(
        r"\bprotection|\bpro\b|\bshroud|\bprotecci|\bvelo\b", frame.folded
    ):
        return None  # more words than read here ("… with power 3 or less"), or what stops even its controller
    rule = cite("601.2c", r"appropriate object or player for each target", r"objetivo")
    finding = t(frame.lang, "target_legal.own", spell=spell.name, phrase=phrases[0][0][len("target ") :])
    return answered("yes", finding, rule, cite, (spell,), "target_legal")


#: a target phrase limited by who controls it: "target creature you control", "target creature an opponent controls"
_BY_CONTROLLER = re.compile(
    r"\btarget (?:[\w-]+ )?(creature|permanent|artifact|enchantment|planeswalker|land) "
    r"(you control|an opponent controls|you don[’']t control)\b",
    re.I,
)
#: the asker uses the card: "can I tap Mother of Runes…", "¿puedo darle…?"
_I_USE = re.compile(r"\b(?:can|could|may) i\b|\bpuedo\b|\bpodria\b")


def _controlled_by(frame: Frame, card: Card) -> str | None:
    """Who controls `card` now, by the question: taken from the asker ("opp stole my Angel") is the opponent's."""
    words = [w for w in fold(card.name.split(",")[0]).split() if len(w) > 3]
    for sentence in re.split(r"[.?!]", frame.folded):
        if any(re.search(rf"\b{re.escape(w)}", sentence) for w in words):
            if TAKEN_FROM_ME.search(sentence):
                return "opponent"
            if I_TOOK.search(sentence):
                return "me"
    return controller(frame, card)


def by_controller(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They Control Magic'd my Exalted Angel: can I give it protection with Mother of Runes?" No: "target creature
    you control" can choose only a creature the asker controls now, whoever owns it (109.5, 601.2c); the reverse for
    "target creature an opponent controls" aimed at the asker's own."""
    if frame.qtype is not QType.YES_NO or not _I_USE.search(frame.asked):
        return None
    users = [c for c in frame.cards if _BY_CONTROLLER.search(c.oracle_text)]
    if len(users) != 1 or controller(frame, users[0]) == "opponent":
        return None
    user = users[0]
    if len(re.findall(r"\btarget\b", user.oracle_text, re.I)) > 1:
        return None  # Rabid Bite's second target ("target creature you don't control"): which is asked isn't read
    if re.search(r"\b(?:got|get|took|take) (?:it|him|her|them) back\b|\brecuper\w*|\bback under\b", frame.folded):
        return None  # taken and then taken back: who controls it now isn't read here
    found = _BY_CONTROLLER.search(user.oracle_text)
    assert found is not None
    noun, limit = found[1].lower(), found[2].lower()
    clause = frame.clause or frame.asked
    aimed = [
        c
        for c in frame.cards
        if c is not user
        and noun in c.type_line.lower() + (" permanent" if "instant" not in c.type_line.lower() else "")
        and any(re.search(rf"\b{re.escape(w)}", clause) for w in fold(c.name.split(",")[0]).split() if len(w) > 3)
    ]
    fitting = [c for c in frame.cards if c is not user and noun in c.type_line.lower()]
    if not aimed and len(fitting) == 1 and re.search(r"\b(?:it|him|her|lo|la|le|darle|ponerle)\b", clause):
        aimed = fitting  # "can I give it protection with Mother of Runes?": the one creature told
    if len(aimed) != 1:
        return None
    target = aimed[0]
    holder = _controlled_by(frame, target)
    mine_needed = limit == "you control"
    if holder is None or (holder == "me") == mine_needed:
        return None  # who controls it isn't said, or the limit allows it: other hurdles are other reasoners'
    you = cite("109.5", r"refer to the object’s controller", r"controlador")
    rule = cite("601.2c", r"appropriate object or player for each target", r"objetivo")
    key = "target_legal.not_yours" if mine_needed else "target_legal.yours"
    finding = t(frame.lang, key, user=user.name, phrase=found[0][len("target ") :], card=target.name)
    return answered("no", finding + ids(you), rule, cite, (user, target), "target_legal")
