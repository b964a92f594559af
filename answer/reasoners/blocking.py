"""Can this creature block that one? The attacker's evasion read from its Oracle text: flying needs flying or
reach (702.9b), menace needs two or more blockers (702.111b), "can't be blocked by creatures with power N or
less" is a restriction checked when blockers are declared (509.1b). Quiet when the attacker has none of them."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    Citer,
    Step,
    Verdict,
    answered,
    creature_label,
    ids,
    is_spell_card,
    mentions_of,
    name_words,
    rules_text,
)
from answer.reasoners.combat import PUMP, Creature, creatures, pump_targets
from answer.reasoners.protection import COLORS
from answer.reasoners.quality_protection import colors_kind
from answer.text import capital
from ingest.models import Card
from ingest.ruleid import RuleId

_ASKS_BLOCK = re.compile(r"\bblock|\bchump|\bbloque")
_KEYWORD = r"^(?:[\w ,]*,\s*)?{kw}\b|\n(?:[\w ,]*,\s*)?{kw}\b"
#: only one creature to block with
_ONE_BLOCKER = re.compile(
    r"\b(only|just) (one|1|a single)\b|\bsolo (me queda |tengo )?(un|una)\b|\bun solo\b|\buna sola\b|\bone creature\b"
)
_POWER_LIMIT = re.compile(r"can[’']t be blocked by creatures with power (\d+) or less", re.I)


def _has(card_text: str, keyword: str) -> bool:
    return bool(re.search(_KEYWORD.format(kw=keyword), card_text, re.I))


#: in a multiplayer game, an attack on someone else: "ataca a otro jugador", "attacks another player", "attacking my
#: friend", "para echarle una mano"
_ANOTHER_ATTACKED = re.compile(
    r"\batta\w* (?:another|other|a different) player\b|\battack\w* (?:my )?(?:friend|ally|teammate|someone else)\b|"
    r"\bata\w* a otro jugador\b|\bata\w* a (?:un|otro) (?:rival|oponente) (?:que no soy yo|distinto)\b|"
    r"\bata\w* a otro (?:rival|oponente)\b|\batta\w* (?:another|a different) (?:opponent|opp)\b|\bpara ayudarle\b|"
    r"\bechar(?:le)? una mano\b|\bdefender a otro jugador\b|\bblock for (?:another|someone|my)\b|"
    # "A mí no me ataca nadie, ¿puedo bloquear para ayudarla?", "nobody is attacking me", "swings at my friend"
    r"\ba mi no me ataca nadie\b|\bnadie me ataca\b|\bpara ayudarla\b|\bnobody(?:'s| is) attacking me\b|"
    r"\bswing\w* at (?:my )?(?:friend|ally|teammate|someone else)\b"
)


#: a creature tapped after it was declared as a blocker or attacker: "después de bloquear me giran la bloqueadora"
_TAPPED_AFTER = re.compile(
    r"\b(?:after|once) (?:it |he |she |they )?(?:block\w*|attack\w*|blockers|attackers)\b[^.?]{0,60}\btap\w*|"
    r"\btap\w*[^.?]{0,40}\b(?:after|once) (?:it |he |she |they )?(?:block\w*|attack\w*|blockers are declared)\b|"
    r"\bdespues de (?:bloquear|atacar|declarar\w*)\b[^.?]{0,60}\b(?:gir|tape)\w*|"
    r"\b(?:gir|tape)\w*[^.?]{0,40}\bdespues de (?:bloquear|atacar)\b|"
    # "ya fue declarada como bloqueadora y después me la giran", "declared as a blocker and then it gets tapped"
    r"\bdeclarad\w* como (?:bloqueador\w*|atacante\w*)\b[^.?]{0,40}\bgir\w*|"
    r"\bdeclared as (?:a |an )?(?:blocker|attacker)\b[^.?]{0,40}\btap\w*|"
    # "i block with my factory and then tap it to pump itself", "bloqueo y luego la giro", "a tapped blocker"
    r"\bblock\w*[^.?]{0,60}\b(?:and )?then (?:i |he |she |they )?tap\w*|\btapped blockers?\b|"
    r"\bbloque\w*[^.?]{0,60}\by (?:luego|despues) (?:me |le )?(?:la |lo )?gir\w*|\bbloqueador\w* girad\w*"
)
_ASKS_STILL_FIGHTS = re.compile(
    r"\bstill (?:block\w*|attack\w*|deal\w*|hit\w*|do damage)\b|\bdeal\w* (?:its )?(?:combat )?damage\b|\bsigue (?:bloqueando|atacando)\b|"
    r"\bhace (?:su )?dano\b|\bhace dano\b"
)


def _tapped_in_combat(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Si después de bloquear me giran la bloqueadora, ¿sigue bloqueando y hace daño?": yes — tapping a creature
    already declared doesn't remove it from combat or stop its damage (506.4b)."""
    if not (_TAPPED_AFTER.search(frame.folded) and _ASKS_STILL_FIGHTS.search(frame.clause or frame.asked)):
        return None
    rule = cite("506.4b", r"doesn’t remove it from combat and doesn’t prevent its combat damage", r"combate")
    return answered("yes", t(frame.lang, "blocking.tapped_stays"), rule, cite, frame.cards, "blocking")


#: something changed once attackers or blockers were declared: "opp killed the token after attackers were declared"
_AFTER_DECLARED = re.compile(
    r"\bafter (?:attackers|blockers|attacks|blocks) (?:were|are|got|had been) declared\b|"
    r"\bafter (?:declaring|i declared|he declared|they declared) (?:attackers|blockers|the attack|the block)\b|"
    r"\bdespues de (?:declarar|que declar\w+) (?:los |las )?(?:atacantes|bloqueador\w*|el ataque|el bloqueo)\b|"
    r"\b(?:ya|una vez) declarad\w* (?:como )?(?:atacantes?|bloqueador\w*)\b"
)
#: "my only 1/1 dies before blocks": attackers are declared by then — read only with what let it attack said (the
#: only 1/1, a token), not for the attacker itself killed before blocks
_BEFORE_BLOCKS = re.compile(
    r"\bbefore (?:declaring |they declare |he declares |the )?(?:blocks|blockers)\b|"
    r"\bantes de (?:declarar |que declare )?(?:los )?bloque\w*"
)
_CONDITION_SAID = re.compile(r"\bonly\b|\b1/1\b|\btokens?\b|\bfichas?\b|\bunic[oa]\b|\bsolo\b")
#: asking whether the attacker or blocker leaves combat: "does the beast get pulled out of combat now?"
_ASKS_REMOVED = re.compile(
    r"\b(?:pulled|removed|taken|kicked) (?:out )?(?:of|from) combat\b|\bleaves? combat\b|\bstops? (?:attacking|blocking)\b|"
    r"\bstill (?:attacking|blocking)\b|\b(?:sale|saca\w*|se va|va) del combate\b|\bdeja de (?:atacar|bloquear)\b|"
    r"\bsigue (?:atacando|bloqueando)\b|\bstays? in combat\b|\bremains? in combat\b|\bsigue en (?:el )?combate\b|"
    r"\bse queda en (?:el )?combate\b"
)
#: what does remove the creature itself from combat (506.4): it leaves the battlefield, changes control, phases out,
#: regenerates or stops being a creature
_REMOVES = re.compile(
    r"\b(?:bounc|flicker|blink|exil|destroy|kill|sacrific|devolv|devuelv|destru|mat|sacrifiqu)\w* (?:it|him|her|"
    # ("me mataron la 1/1": the token that let it attack, not the attacker)
    r"the (?:attacker|blocker|beast)|my (?:attacker|blocker)|his (?:attacker|blocker)|la|lo)\b(?! \d+/\d+| ficha)|"
    r"\b(?:it|he|she) (?:dies|died|leaves|left|phases? out|phased out|regenerat\w*)\b|\bgain\w* control\b|"
    r"\bsteal\w*|\bphas\w* out\b|\bunsummon\w*|\bregenerat\w*|\bstops? being a creature\b|\bgan\w* el control\b|"
    r"\bregener\w*|\bdeja de ser (?:una )?criatura\b"
)
#: the change that happened: "opp killed the token", "I lost the 1/1", "la destruyeron"
_CHANGED = re.compile(
    r"\b(?:killed|kills?|destroyed|destroys?|lost|removed|bounced|bounces?|exiled|exiles?|died|dies|sacrificed|"
    r"sacrifices?|shocked|bolted|zapped|burned|mat\w+|destru\w+|perd\w+)\b"
)


def _condition_lost(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp killed my 1/1 after attackers were declared: does Lovestruck Beast get pulled out of combat?": no — what
    would have kept it from attacking or blocking doesn't remove it once declared (506.4a). Quiet when the creature
    itself left, changed control, phased out, regenerated or stopped being a creature (506.4: those remove it)."""
    asked = frame.clause or frame.asked
    declared = _AFTER_DECLARED.search(frame.folded) or (
        _BEFORE_BLOCKS.search(frame.folded) and _CONDITION_SAID.search(frame.folded.replace(asked, " "))
    )
    if not (declared and _ASKS_REMOVED.search(asked) and _CHANGED.search(frame.folded)):
        return None
    if _REMOVES.search(frame.folded) or _asked_one_changed(frame.folded, asked):
        return None
    rule = cite("506.4a", r"don’t remove the creature from combat", r"combate")
    opener = "yes" if _STILL.search(asked) else "no"
    return answered(opener, t(frame.lang, "blocking.condition_lost"), rule, cite, frame.cards, "blocking")


#: one blocker asked to block several attackers: "block two attackers", "bloquear a dos atacantes a la vez"
_BLOCKS_TWO = re.compile(
    r"\bblock (?:two|2|both|multiple|several) (?:attackers|attacking creatures|creatures|of them)\b|"
    r"\bbloquear a (?:dos|2|ambos|ambas|varios|varias) (?:atacantes|criaturas)\b"
)
_ONE_SAID = re.compile(
    r"\b(?:one|a single|una|un|una sola|un solo) (?:\w+ )?(?:creature|criatura|bicho|blocker|bloqueador\w*)\b"
)
#: several blockers said: "my two creatures", "they block …, one each"
_SEVERAL = re.compile(
    r"\b(?:two|2|both|my) (?:\w+ )?creatures\b|\b(?:dos|mis) (?:\w+ )?criaturas\b|\bone each\b|\buna cada\b|"
    r"\bcan they\b|\bpueden\b"
)


def _asked_one_changed(folded: str, asked: str) -> bool:
    """ "My opponent destroyed my Grizzly Bears after attackers were declared. Is the Grizzly Bears still attacking?":
    the creature changed is the one asked about, which left the battlefield (506.4)."""
    asked_words = {w for w in re.findall(r"[a-z]{4,}", asked)} - _NOT_NAMES
    for changed in _CHANGED.finditer(folded):
        said = re.split(r"[,.;?!]", folded[changed.end() : changed.end() + 40])[0]  # in its own clause
        after = set(re.findall(r"[a-z]{4,}", said)) - _NOT_NAMES
        if after & asked_words:
            return True
    return False


_NOT_NAMES = frozenset(
    "after attackers blockers were declared still attacking blocking combat pulled removed does will creature "
    "token tokens their with that this from then".split()
)
_STILL = re.compile(r"\bstill\b|\bsigue\b|\bstays?\b|\bremains?\b|\bse queda\b")


#: "una criatura con defensor, ¿puede bloquear?", "can my Wall of Omens block?": defender stops attacking only
#: (the keyword said of a creature, not "the defender", the defending player)
_DEFENDER_SAID = re.compile(r"\b(?:with|has|have|con|tiene)\s+(?:defender|defensor)\b")
_ASKS_IF_BLOCKS = re.compile(
    r"^(?:and |y )?(?:can|could|may|does|is|puede|podria|se puede)\b[^?]{0,30}\b(?:block\w*|bloque\w*)"
)


def _defender_blocks(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    walls = [c for c in frame.cards if re.search(r"^Defender\b", c.oracle_text, re.M)]
    said = _DEFENDER_SAID.search(frame.folded) and not frame.cards
    asked = clause.split(",")[-1].strip(" ¿?")  # "una criatura con defensor, ¿puede bloquear?"
    if not (said or (walls and len(frame.cards) == 1)) or not _ASKS_IF_BLOCKS.search(asked):
        return None
    if not re.search(r"(?:block|bloquear)\W*$", asked):
        return None  # "… block a creature with protection", "… two attackers": what it blocks is another question
    if re.search(r"\btapped\b|\bgirad\w*|\bflying|\bvol\w*|\bmenace|\bamenaza|\bshadow|\bsombra", frame.folded):
        return None  # another reason it couldn't block: not read here
    rule = cite("702.3b", r"A creature with defender can’t attack", r"defensor")
    return answered("yes", t(frame.lang, "blocking.defender"), rule, cite, frame.cards, "blocking")


#: a pump told by its numbers, not a counter: "un instantáneo de +2/+0", "a +3/+3 trick"
_PUMP_SAID = re.compile(r"(?<![\w/+])\+(\d+)/[+-]\d+(?!\s*(?:counters?|contador))")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.OTHER and re.match(r"(?:still|sigue)\b[^.?]* (?:or|o) ", frame.clause or frame.asked):
        # "¿sigue bloqueando o se sale del combate?": the first choice asked as a yes or no
        return _tapped_in_combat(frame, cite)
    if frame.qtype is QType.YES_NO:
        walled = _defender_blocks(frame, cite)
        if walled is not None:
            return walled
        tapped = _tapped_in_combat(frame, cite)
        if tapped is not None:
            return tapped
        lost = _condition_lost(frame, cite)
        if lost is not None:
            return lost
        if (
            _BLOCKS_TWO.search(frame.clause or frame.asked)
            and _ONE_SAID.search(frame.folded)
            and not _SEVERAL.search(frame.folded)
            and not any(
                re.search(r"can block (?:an additional|any number|two)", c.oracle_text, re.I) for c in frame.cards
            )
            and not re.search(r"\badditional\b|\badicional\w*\b|\bany number\b", frame.folded)
        ):
            # "¿una criatura sin ninguna habilidad especial puede bloquear a dos atacantes a la vez?": one each
            rule = cite("509.1a", r"chooses one creature for it to block", r"una criatura")
            return answered("no", t(frame.lang, "blocking.one_attacker"), rule, cite, frame.cards, "blocking")
    # "why couldnt opp block X with Y?", "¿por qué no pudo bloquear…?": asked about the block the same way
    why_not = re.search(
        r"\bwhy (?:couldn'?t|can'?t|couldnt|cant)\b|\bpor ?que\b[^?]{0,30}\bno (?:pudo|puede|pudieron|pueden)\b",
        frame.asked,
    )
    if not (frame.qtype is QType.YES_NO or why_not) or not _ASKS_BLOCK.search(frame.asked):
        return None
    if not re.search(r"\b(can|could|may)\b|\b(?:allowed|able) to\b|\bpued", frame.asked) and not why_not:
        return None
    ninja = next((c for c in frame.cards if re.search(r"^(?:commander )?ninjutsu\b", c.oracle_text, re.I | re.M)), None)
    if (
        ninja is not None
        and re.search(r"\bninjutsu\b", frame.folded)
        and _ASKS_BLOCK.search(frame.clause or frame.asked)
    ):
        # "hago ninjutsu con ninja of the deep hours: ¿lo pueden bloquear?": it comes in after blockers were declared
        rule = cite("506.3d", r"that creature enters the battlefield unblocked", r"sin bloquear")
        return answered("no", t(frame.lang, "blocking.ninjutsu", card=ninja.name), rule, cite, (ninja,), "blocking")
    if _ANOTHER_ATTACKED.search(frame.folded):
        # "si alguien ataca a otro jugador, ¿puedo bloquear yo?": only the attacked player blocks (802.4a)
        rule = cite("802.4a", r"can block only creatures attacking that player", r"solo puede bloquear")
        return answered("no", t(frame.lang, "blocking.other_player"), rule, cite, frame.cards, "blocking")
    tapped_said = re.search(
        r"\btapped\b|\bgirad[oa]s?\b|\btap (?:his|her|their|the|its|opp'?s)\b|\b(?:giro|gire|le giro) (?:su|el|la|sus)\b",
        frame.folded,
    )  # "if i tap his spider with my icy manipulator": a tapped creature can't block (509.1a), not read here
    if tapped_said and not _ONE_BLOCKER.search(frame.folded):
        return None  # "two bears, but one is tapped": which creatures may block at all is not read here
    shielded = _protected_from_blocker(frame, cite)
    if shielded is not None:
        return shielded
    found = creatures(frame)
    evasive = [(c, card) for c in found for card in frame.cards if card.name == c.name and _evasion(card.oracle_text)]
    if (
        len(evasive) == 1
        and len(found) == 1
        and _has(evasive[0][1].oracle_text, "menace")
        and _ONE_BLOCKER.search(frame.folded)
    ):  # "solo me queda un bicho sin girar, ¿puedo bloquear al Boggart Brute?"
        rule = cite("702.111b", r"two or more creatures", r"dos o más")
        return answered(
            "no", t(frame.lang, "block.menace_one", attacker=evasive[0][0].name), rule, cite, frame.cards, "blocking"
        )
    menace = _menace_count(frame, cite, evasive)
    if menace is not None:
        return menace
    if len(found) == 1 and _SAID_FLIER.search(frame.folded):
        # "tengo un Serra Angel, ¿puede bloquear a un bicho con volar?": the named one flies or has reach
        named = next((k for k in frame.cards if k.name == found[0].name), None)
        kw = next((k for k in ("flying", "reach") if named is not None and _has(named.oracle_text, k)), None)
        if named is not None and kw is not None and not re.search(r"can[’']t block", named.oracle_text, re.I):
            rule = cite("702.9b", r"can’t be blocked except by creatures with flying", r"volar")
            said = t(frame.lang, f"keyword.{kw}") if frame.lang == "es" else kw
            finding = t(frame.lang, "block.flier_said", blocker=named.name, kw=said)
            return answered("yes", finding, rule, cite, frame.cards, "blocking")
        if (
            named is not None
            and kw is None
            and "Creature" in named.type_line
            and not re.search(r"flying|reach|as though", named.oracle_text, re.I)
            and not re.search(r"\b(?:flying|reach|volar|alcance)\b", _SAID_FLIER.sub(" ", frame.folded))
        ):  # "can my grizzly bears block a flier?": no
            rule = cite("702.9b", r"can’t be blocked except by creatures with flying", r"volar")
            finding = t(frame.lang, "block.flier_said_cant", blocker=named.name)
            return answered("no", finding, rule, cite, frame.cards, "blocking")
    if len(evasive) == 2 and len(found) == 2:
        # "my shivan dragon attacks, can his serra angel block it?": both evasive, one of them the blocker
        as_blocker = [pair for pair in evasive if _named_as_blocker(frame, pair[0])]
        if len(as_blocker) == 1:
            flier_blocker = as_blocker[0][1]
            attacker, card = next(pair for pair in evasive if pair is not as_blocker[0])
            text = rules_text(card)
            reaches = _has(flier_blocker.oracle_text, "flying") or _has(flier_blocker.oracle_text, "reach")
            if (
                reaches
                and _has(card.oracle_text, "flying")
                and not _POWER_LIMIT.search(text)
                and not _has(text, "menace")
                and not _UNREAD.search(text)
                and not re.search(r"can[’']t block", flier_blocker.oracle_text, re.I)
            ):
                rule = cite("702.9b", r"can’t be blocked except by creatures with flying", r"volar")
                key = "block.can_reach" if _has(flier_blocker.oracle_text, "reach") else "block.can_fly"
                finding = t(frame.lang, key, blocker=flier_blocker.name, attacker=attacker.name)
                return answered("yes", finding, rule, cite, frame.cards, "blocking")
        return None
    if len(evasive) != 1 or len(found) < 2:
        return None
    attacker, card = evasive[0]
    if _named_as_blocker(frame, attacker):
        # "can my Serra Angel block …?": the evasive creature is the one blocking; flying limits only what blocks it
        return _flier_blocks(frame, cite, attacker, card, [c for c in found if c is not attacker])
    blockers = [c for c in found if c is not attacker]
    blocker = blockers[0]
    if (
        len(blockers) >= 2
        and _has(card.oracle_text, "flying")
        and re.search(r"\b(?:both|double|dos|ambos|ambas)\b", frame.asked)
    ):
        # "can I double block it with both?": each of them must be able to block it; the first that can't decides
        grounded = [
            b for b in blockers
            if (k := next((k for k in frame.cards if k.name == b.name), None)) is not None
            and not (_has(k.oracle_text, "flying") or _has(k.oracle_text, "reach"))
        ]  # fmt: skip
        blocker = grounded[0] if grounded else blocker
    blocker_card = next((k for k in frame.cards if k.name == blocker.name), None)
    blocker_text = blocker_card.oracle_text if blocker_card else ""
    at = frame.folded_at(blocker.position)
    said = frame.folded[at : at + 60] if blocker_card is None else ""
    if blocker_card is not None:  # "can my Grizzly Bears with reach block it?": a keyword given to the named one
        after = frame.folded[at : frame.folded_at(blocker.position + len(blocker.name)) + 25]
        given = re.search(
            r"\b(?:with|has|had|gets|got|con|tiene|tenia|tuviera)\s+(flying|reach|volar|alcance)\b", after
        )
        said = given[1] if given else ""
    lang = frame.lang
    other = _POWER_LIMIT.sub("", rules_text(card))
    if _UNREAD.search(other) or re.search(r"can[’']t block", blocker_text, re.I):
        return None  # a restriction this reasoner doesn't read
    reasons: list[tuple[str, RuleId | None]] = []
    limit = _POWER_LIMIT.search(card.oracle_text)
    if limit is not None and blocker.power <= int(limit[1]):
        if any(is_spell_card(c) and PUMP.search(c.oracle_text) for c in frame.cards):
            return None  # "before blocks he casts Gift of Growth on the knight": its power as blockers are declared
        pumped = _PUMP_SAID.search(frame.folded)
        mine = (
            pumped is not None
            and (
                re.search(r"\b(?:a|to|on) (?:mi|my)\b|\bmi bicho\b", frame.folded[pumped.end() : pumped.end() + 30])
                # "i give it +2/+0", "le tiro un instantáneo de +2/+0": the asker pumps the creature asked about
                or re.search(
                    r"\bi (?:give|pump) (?:it|my \w+)\b[^.?]{0,12}$|\ble (?:tiro|doy|lanzo|pongo)\b[^.?]{0,30}$",
                    frame.folded[max(0, pumped.start() - 45) : pumped.start()],
                )
            )
        )
        if pumped is not None and mine and _BEFORE_BLOCKS.search(frame.folded) and frame.qtype is QType.YES_NO:
            # "antes de declarar bloqueadores le tiro un instantáneo de +2/+0 a mi bicho": its power as it blocks
            power = blocker.power + int(pumped[1])
            rule = cite("509.1b", r"restrictions are being disobeyed", r"restricciones")
            key = "block.pumped" if power > int(limit[1]) else "block.pumped_short"
            finding = capital(t(lang, key, blocker=creature_label(blocker.name, lang), attacker=attacker.name,
                                n=limit[1], p=str(power)))  # fmt: skip
            return answered("yes" if power > int(limit[1]) else "no", finding, rule, cite, frame.cards, "blocking")
        rule = cite("509.1b", r"restrictions are being disobeyed", r"restricciones")
        reasons.append((t(lang, "block.power", blocker=blocker.name, attacker=attacker.name, n=limit[1],
                          p=str(blocker.power)), rule))  # fmt: skip
    # "i mighty leap the bears before blocks": a spell that gives the blocker flying
    leapt = any(
        is_spell_card(c)
        and re.search(r"gains? (?:flying|reach)", c.oracle_text, re.I)
        and any(target == blocker.name for _, target in pump_targets(frame, c, found))
        for c in frame.cards
    )
    flies = (
        _has(blocker_text, "flying")
        or _has(blocker_text, "reach")
        or re.search(r"flying|reach|vuela|alcance", said)
        or leapt
    )
    if _has(card.oracle_text, "flying") and not flies:
        rule = cite("702.9b", r"can’t be blocked except by creatures with flying", r"volar")
        reasons.append((t(lang, "block.flying", blocker=blocker.name, attacker=attacker.name), rule))
    if (
        _has(card.oracle_text, "menace")
        and len(blockers) < 2
        and not re.search(r"\b(two|both|dos|ambas|ambos)\b", frame.asked)
    ):
        rule = cite("702.111b", r"two or more creatures", r"dos o más")
        reasons.append((t(lang, "block.menace", blocker=blocker.name, attacker=attacker.name), rule))
    if reasons:
        finding, rule = reasons[0]
        return answered("no", finding, rule, cite, frame.cards, "blocking")
    if _has(card.oracle_text, "flying") and flies:
        # the flier can be blocked by this one: say which keyword lets it
        rule = cite("702.9b", r"can’t be blocked except by creatures with flying", r"volar")
        key = "block.can_reach" if _has(blocker_text, "reach") or re.search(r"reach|alcance", said) else "block.can_fly"
        return answered(
            "yes", t(lang, key, blocker=blocker.name, attacker=attacker.name), rule, cite, frame.cards, "blocking"
        )
    rule = cite("509.1b", r"restrictions are being disobeyed", r"restricciones")
    return answered(
        "yes", t(lang, "block.can", blocker=blocker.name, attacker=attacker.name), rule, cite, frame.cards, "blocking"
    )


#: an attacker with flying the question doesn't name: "un bicho con volar", "a creature with flying", "a flier"
_SAID_FLIER = re.compile(
    r"\b(?:bicho|criatura|creature|guy|dude)s? (?:con|with) (?:volar|flying)\b|\b(?:a|an|un|una) (?:flier|flyer|"
    r"volador[a]?)\b|\b(?:bicho|criatura) (?:que vuela|voladora)\b"
)
_UNREAD = re.compile(
    r"can[’']t be blocked|unblockable|\bshadow\b|horsemanship|\bfear\b|intimidate|\bskulk\b|\w+walk\b|"
    r"can block only|blocks each combat",
    re.I,
)


def _flier_blocks(frame: Frame, cite: Citer, flier: object, card: object, others: list) -> Verdict | None:
    """A creature with flying blocking one without evasion: flying doesn't stop it from blocking (702.9b)."""
    named = [k for other in others for k in frame.cards if k.name == other.name]
    if len(others) != 1 or len(named) != 1 or not _has(getattr(card, "oracle_text", ""), "flying"):
        return None
    attacker = named[0]
    if _evasion(attacker.oracle_text) or _UNREAD.search(attacker.oracle_text):
        return None  # the attacker's own evasion decides it: not read here
    if re.search(r"can[’']t block", getattr(card, "oracle_text", ""), re.I):
        return None
    rule = cite("702.9b", r"can block a creature with or without flying", r"puede bloquear")
    if rule is None:
        return None
    lang = frame.lang
    return answered(
        "yes",
        t(lang, "block.flier_blocks", blocker=getattr(flier, "name", ""), attacker=attacker.name),
        rule,
        cite,
        frame.cards,
        "blocking",
    )


#: how many creatures block, said: "with three creatures", "con dos grizzly bears", "by two"
_BLOCKERS_SAID = re.compile(
    r"\b(?:with|by|con|por)\s+(?:(?:a|an|un|una)\s+)?(one|two|three|four|1|2|3|4|dos|tres|cuatro|single|solo|sola)\b"
)
_COUNT = {"one": 1, "1": 1, "single": 1, "solo": 1, "sola": 1, "two": 2, "2": 2, "dos": 2, "three": 3, "3": 3,
          "tres": 3, "four": 4, "4": 4, "cuatro": 4}  # fmt: skip


#: flying told as given to the attacker ("y si además tuviera volar?", "what if it also had flying?"), not denied
_FLYING_GIVEN = re.compile(
    r"\b(?:had|has|have|gets?|got|with|tuviera|tiene|tenia|gana|con)\s+(?:\w+\s+)?(?:flying|volar)\b"
)


def _menace_count(frame: Frame, cite: Citer, evasive: list[tuple[Creature, Card]]) -> Verdict | None:
    """ "Can they block my Boggart Brute with three creatures?" Menace asks for two or more (702.111b): yes from two
    on. Fires for one attacker whose only evasion is menace and a number of blockers said."""
    said = _BLOCKERS_SAID.search(frame.asked)
    if len(evasive) != 1 or said is None:
        return None
    attacker, card = evasive[0]
    if (
        not _has(card.oracle_text, "menace")
        or _has(card.oracle_text, "flying")
        or _POWER_LIMIT.search(card.oracle_text)
    ):
        return None
    if _UNREAD.search(rules_text(card)):
        return None
    name = attacker.name
    blockers = [c for c in frame.cards if c is not card and "Creature" in c.type_line]
    if (
        _FLYING_GIVEN.search(frame.folded)
        and len(blockers) == 1
        and not (_has(blockers[0].oracle_text, "flying") or _has(blockers[0].oracle_text, "reach"))
    ):
        # "¿y si además tuviera volar?": flying given to the attacker, and the blockers named can't block a flier
        rule = cite("702.9b", r"can’t be blocked except by creatures with flying", r"volar")
        finding = t(frame.lang, "block.flying", blocker=blockers[0].name, attacker=name)
        return answered("no", finding, rule, cite, frame.cards, "blocking")
    rule = cite("702.111b", r"two or more creatures", r"dos o más")
    if _COUNT[said[1]] < 2:
        return answered("no", t(frame.lang, "block.menace_one", attacker=name), rule, cite, frame.cards, "blocking")
    finding = t(frame.lang, "block.menace_many", attacker=name, n=said[1])
    return answered("yes", finding, rule, cite, frame.cards, "blocking")


def _evasion(text: str) -> bool:
    return bool(_POWER_LIMIT.search(text) or _has(text, "flying") or _has(text, "menace"))


def _named_as_blocker(frame: Frame, creature: object) -> bool:
    """The asked clause makes this creature the blocker: named before "block" ("can my Serra Angel block…") or
    after "with" ("block it with a Grizzly Bears")."""
    text = frame.question.lower()
    at = getattr(creature, "position", -1)
    if at >= 0 and _ATTACKS_WITH.search(text[max(0, at - 40) : at]):
        return False  # "el man me ataca con un Grizzly Bears", "my uncle attacks with shivan dragon": the attacker
    named = creatures(frame)
    if any(
        c.name != getattr(creature, "name", None)
        and c.position >= 0
        and _ATTACKS_WITH.search(text[max(0, c.position - 40) : c.position])
        for c in named
    ):
        return True  # another creature is said to attack: this one is the blocker
    word = None
    for match in re.finditer(r"\bblock\w*|\bbloque\w*|\bchump\w*", text):
        word = match
    if word is None or at < 0:
        return False
    sentence = max((m.end() for m in re.finditer(r"[.?!¿]\s*", text[: word.start()])), default=0)
    if at < sentence:
        # named in the situation before the asked sentence ("Opponent attacks with Questing Beast."), unless the asked
        # sentence blocks with "it" ("Birds of Paradise is a flyer… or can it block Grizzly Bears?")
        # "it" is the creature named last before the asked sentence ("i have a giant spider … can it block the dragon?")
        latest = max((c.position for c in named if c.position < sentence), default=-1)
        return at == latest and bool(re.search(r"\b(?:can|could|may|does)\s+it\s+$", text[sentence : word.start()]))
    if at < word.start():
        return not re.search(r"\b(blocked by|bloquead[oa] por|attack\w*|atac\w*)\b", text[at : word.end() + 3])
    # "¿me lo puede bloquear un Ornithopter?": with the attacker a pronoun before the verb, the one after it blocks
    clitic = re.search(r"\b(?:lo|la|los|las)\s+(?:(?:puede|pueden|podria|podrian)\s+)?bloque\w*\s+(?:un|una|el|la|su)?\s*$",
                       text[:at])  # fmt: skip
    return bool(re.search(r"\b(with|con)\b", text[word.end() : at]) or clitic)


#: the words just before an attacking creature's name: "attacks with", "swung at me with his", "me ataca con un"
_ATTACKS_WITH = re.compile(
    r"\b(?:attack\w*|swing\w*|swung)(?: (?:me|you|him|her|us))?(?: at (?:me|you|him|her|us))? with(?: (?:a|an|his|her|their|the))?\s+$|"
    r"\b(?:me |te |le |nos )?atac\w*(?: a mi| a el| a ella)? con(?: (?:un|una|el|la|su|sus))?\s+$"
)
_PROTECTION = re.compile(r"protection from ([^\n.(]+)", re.I)
#: a creature type named in the plural ("Dragons", "Demons", "Humans")
_SUBTYPE = re.compile(r"[a-z]+s")


def _qualities(text: str) -> list[str]:
    """ "protection from Demons and from Dragons" → ["demons", "dragons"]."""
    found = _PROTECTION.search(text)
    if found is None:
        return []
    return [q.strip().lower() for q in re.split(r",? and from |, from |,? and ", found[1]) if q.strip()]


#: qualities that are no color or creature type: read from the blocker's colors and types
_BROAD = {"monocolored", "multicolored", "colorless", "artifacts", "creatures", "everything"}
#: the qualities read from the blocker's colors, as a question says them
_BY_COLORS = {
    "monocolored": r"\bmonocolor\w*",
    "multicolored": r"\bmulticolor\w*",
    "colorless": r"\bcolorless\b|\bincolor\w*",
}


def _has_quality(card: Card, quality: str) -> bool:
    type_line = card.type_line
    if quality in COLORS:
        cost = card.mana_cost or ""
        return "/" not in cost and COLORS[quality] in cost
    if quality in _BROAD:
        colors = {symbol for symbol in COLORS.values() if symbol in (card.mana_cost or "")}
        return {
            "monocolored": len(colors) == 1,
            "multicolored": len(colors) > 1,
            "colorless": not colors,
            "artifacts": "Artifact" in type_line,
        }.get(quality, True)  # creatures, everything
    subtypes = type_line.split("—")[1].split() if "—" in type_line else []
    return any(quality.rstrip("s") == sub.lower() or quality == sub.lower() for sub in subtypes)


def _protected_from_blocker(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can their Shivan Dragon block my Baneslayer?": an attacker with protection from Dragons can't be blocked by a
    Dragon (702.16f). The blocker is the one named before "block", the attacker the one after it."""
    asked = frame.asked
    verb = re.search(r"\bblock\w*|\bbloque\w*", asked)
    if verb is None:
        return None
    cards = [c for c in frame.cards if "Creature" in c.type_line]
    if len(cards) == 2 and not any(_named_at(asked, c, 0, len(asked)) for c in cards):
        # "… el rival quiere bloquearla con su glorybringer, que también vuela. ¿puede bloquearla?": the block told
        asked = frame.folded
        verb = re.search(r"\bblock\w*|\bbloque\w*", asked)
        if verb is None:
            return None
    before = [c for c in cards if _named_at(asked, c, 0, verb.start())]
    after = [c for c in cards if _named_at(asked, c, verb.end(), len(asked))]
    with_it = re.search(r"\b(?:block\w*|bloque\w*)\s*(?:it|him|her|them|lo|la|le)?\s+(?:with|con)\s", asked)
    if with_it and len(cards) == 2 and len(after) == 1:
        # "can they block it with Grizzly Bears?", "¿puede bloquearlo con su Grizzly Bears?": the one after "with"
        # blocks, the other attacks
        before, after = after, [c for c in cards if c is not after[0]]
    split = re.search(r"\s(?:with|con)\s", asked[verb.end() :])
    if len(cards) == 2 and not before and len(after) == 2 and split is not None:
        # "why couldnt opp block the stonecoil serpent with hydroid krasis?": blocked before "with", blocker after it
        cut = verb.end() + split.start()
        first = [c for c in cards if _named_at(asked, c, verb.end(), cut)]
        second = [c for c in cards if _named_at(asked, c, cut, len(asked))]
        if len(first) == 1 and len(second) == 1 and first[0] is not second[0]:
            before, after = second, first
    if (
        len(cards) == 2
        and len(before) == 1
        and not after
        and re.search(r"\bblock\w*\s+(?:it|him|her)\b|\bbloquearl[oa]\b", asked)
    ):
        after = [c for c in cards if c is not before[0]]  # "opp attacks with White Knight. can my Nighthawk block it?"
    if (
        len(cards) == 2
        and not before
        and len(after) == 1
        and re.search(
            r"\bbloquearl[oa]s?\b|\b(?:lo|la|los|las)\s+(?:(?:puede|pueden|podria|podrian)\s+)?bloque\w*", asked
        )
    ):
        # "ataco con White Knight. ¿puede bloquearlo el Vampire Nighthawk?": the subject follows the verb
        before, after = after, [c for c in cards if c is not after[0]]
    clitic = re.search(
        r"\b(?:lo|la|le)\s+(?:puede\w*\s+|podr\w+\s+)?bloque\w*|\bblock\s+(?:it|him|her)\b(?!\s+with\b)", asked
    )
    if len(cards) == 2 and len(before) == 2 and not after and clitic is not None:
        # "Guardian … tiene protección contra monocolor, ¿mi Myr Enforcer lo puede bloquear?", "guardian attacks, can
        # my myr enforcer block it?": the one named last before the verb blocks, the pronoun is the other
        nearest = max(before, key=lambda c: max(mentions_of(asked[: clitic.start()], c), default=-1))
        before, after = [nearest], [c for c in cards if c is not nearest]
    if len(before) != 1 or len(after) != 1 or before[0] is after[0]:
        return None
    blocker, attacker = before[0], after[0]
    qualities = _qualities(attacker.oracle_text)
    quality = next((q for q in qualities if _has_quality(blocker, q)), None)
    rule = cite("702.16f", r"can’t be blocked by creatures that have the stated quality", r"bloquead")
    if quality is None:
        readable = qualities and all(q in COLORS or q in _BY_COLORS or _SUBTYPE.fullmatch(q) for q in qualities)
        own_text = rules_text(attacker)
        given = re.search(r"protection from|\bpro[ -]\w|proteccion contra|mother of runes", frame.folded)
        if given and qualities and all(q in _BY_COLORS and re.search(_BY_COLORS[q], frame.folded) for q in qualities):
            given = None  # "Guardian tiene protección contra monocolor": its own protection, said again
        if not readable or given or _evasion(own_text) or _UNREAD.search(own_text):
            return None  # another quality ("everything", "monocolored") or evasion: not read here
        hybrid = "/" in (blocker.mana_cost or "")
        if re.search(r"can[’']t block", blocker.oracle_text, re.I) or (hybrid and any(q in COLORS for q in qualities)):
            return None  # a hybrid blocker against a color: not read here (its colors by "monocolored" are)
        said = [
            t(frame.lang, f"color.{q}") if q in COLORS else t(frame.lang, f"qprot.{q}") if q in _BY_COLORS else q
            for q in qualities
        ]
        finding = t(frame.lang, "block.protection_other", blocker=blocker.name, attacker=attacker.name,
                    quality=" / ".join(said))  # fmt: skip
        if any(q in _BY_COLORS for q in qualities):  # "…, y Myr Enforcer no la tiene (es incoloro)"
            finding = finding.rstrip(".") + " (" + t(frame.lang, f"qprot.kind_{colors_kind(blocker)}") + ")."
        finding += ids(rule)
        return Verdict(t(frame.lang, "yes") + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes,
                       frame.cards, "blocking")  # fmt: skip
    # "contra blanco", not "white"; "monocolor", not "monocolored"
    named = (
        t(frame.lang, f"color.{quality}")
        if quality in COLORS
        else t(frame.lang, f"quality.{quality}")
        if quality in _BROAD
        else quality
    )
    finding = t(frame.lang, "block.protection", blocker=blocker.name, attacker=attacker.name, quality=named)
    finding += ids(rule)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (rule,) if rule else ())], cite.quotes,
                   frame.cards, "blocking")  # fmt: skip


def _named_at(text: str, card: Card, start: int, end: int) -> bool:
    return any(re.search(rf"\b{re.escape(word)}", text[start:end]) for word in name_words(card))
