"""Commander damage (903.10a, 704.6c): a player dealt 21 or more combat damage by the same commander loses; damage from
different commanders doesn't add up, and the player's life total is a separate check. Fires only when the question
gives commander damage amounts ("12 commander damage from Edgar and 10 from Rafiq") and asks whether the player
loses or is dead, or asks whether damage prevented (Fog: 615.6) or dealt by a copy of the commander (Cackling
Counterpart: 903.3) counts — it doesn't."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, without_negated_keywords
from answer.i18n import t
from answer.reasoners.base import (
    BRAWL_SAID,
    CANT_LOSE,
    COMMANDER_WORDS,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    copies_said,
    ids,
    is_spell_card,
    name_pattern,
)
from answer.reasoners.pt_layers import counters_said
from ingest.lexicon import fold
from ingest.models import Card

_COMMANDER = re.compile(r"commander damage|dano de comandante|" + COMMANDER_WORDS)
#: "12 commander damage from Edgar", "10 from Rafiq", "12 de daño de comandante de Edgar"
_AMOUNTS = re.compile(
    r"\b(\d{1,2})\b(?: (?:commander |combat )?damage| de dano(?: de (?:comandante|combate))?)?(?= (?:from|de|del) )(?! de fuerza)|"
    r"\b(?:dealt|done) (?:\w+ )?(\d{1,2}) (?:commander |combat )?damage to\b"  # "already dealt 8 commander damage to opp"
)
#: the same commander's damage over two turns: "15 de daño en un turno y 6 en otro", "12 one turn and 9 the next"
_SPLIT = re.compile(
    r"\b(\d{1,2})\b[^.?]{0,40}?\b(?:en un turno|in one turn|one turn|un turno|last turn|el turno pasado|"
    r"el turno anterior)\b[^.?]{0,10}?\b(?:y|and) (\d{1,2})\b"
    r"[^.?]{0,20}?\b(?:en otro|in another|another turn|the next|otro turno|al siguiente|in a later|this turn|"
    r"este turno)\b"
)
#: "tymna has hit one opp for 12 and thrasios for 10": two partners' hits said with "for" (read only in pairs: one
#: "hit me for 14" is a commander about to hit again, the other reasoners' case)
_PARTNER_HITS = re.compile(
    r"\b(?:hit|hits|hitting|pego|pegado|golpeado)\b[^.?]{0,25}?\b(?:for|por) (\d{1,2})\b[^.?]{0,12}?\b(?:and|y) "
    r"(?!(?:now|then|later|again|today|ahora|luego|despues|hoy|otra)\b)[a-z]+ (?:for|por) (\d{1,2})\b"
)
_ASKS = re.compile(
    r"\bdead\b|\bdie\b|\blose\b|\blost\b|\bout\b|\bmuert[oa]\b|\bpierdo\b|\bpierde\b|\bperdi\b|\bperdido\b|\bestoy fuera\b"
)
#: two commanders' hits told one after the other: "el de juan me pegó 12 y el de luis 10", "hit me for 12 and Luis's
#: for 10" (not "12 and then 10 more", one commander's)
_TWO_HITS = re.compile(
    r"\b(?:me )?(?:pego|pega|hizo|hit me for|hits me for|dealt me|did)\s+(\d{1,2})\b(?: de dano)?[^.?\d]{0,6}\b(?:y|and) "
    # a second player's, named: "el de luis", "luis's", "the one of X"
    r"(?:(?:el|la) de [a-z]+|the one of [a-z]+|[a-z]+'s)(?: commander| comandante)?(?: (?:me )?(?:pego|hizo|hit me|dealt me))?"
    r"(?: for| por)?\s+(\d{1,2})\b"
)
_LIFE = re.compile(r"\b(?:at|still at|con|a) (\d{1,3}) (?:life|vidas?)\b|\b(\d{1,3}) (?:life|vidas?)\b")


_EACH = re.compile(
    r"\b(two|2|dos) (?:different |distintos |diferentes )?(?:commanders|comandantes)\b[^.?]{0,40}\b(?:for|por|con) "
    r"(\d{1,2})(?: damage| de dano)?(?: each| cada uno)"
)
_COUNTS = re.compile(r"\bcounts?\b|\bcuenta\b|\bcuentan\b|\bsuma\b|\badd (?:up|to)\b|\btoward")
_DEALS = re.compile(r"\bdeals? [^.]*damage\b", re.I)
_NONCOMBAT = re.compile(
    r"\bnon-?combat\b|\bno (?:es )?de combate\b|\bnot combat damage\b|\bfuera de(?:l)? combate\b|"
    # "his trigger has pinged me for 23": damage from an ability, not from combat
    r"\bping(?:ed|s|ing)?\b|\b(?:trigger|triggered ability|ability|disparo|habilidad)\b[^.?]{0,25}\b(?:dealt|hit|done|hecho|"
    r"hizo|pego|pega|hago|hace)\b|\b(?:activated|triggered) abilit\w*|\bhabilidad (?:activada|disparada)\b"
)


#: asks about losing to commander damage: "do I lose to commander damage?", "¿pierdo por daño de comandante?"
_COMMANDER_LOSS = re.compile(r"\b(?:commander damage|dano de comandante)\b")
#: the commander taken by another player: "they stole my commander", "me robaron el comandante", "gained control of"
_STOLEN = re.compile(
    r"\b(?:stole|steals|stolen|steal|took control|takes control|gain(?:s|ed)? control)\b[^.?]{0,30}\b(?:my|your|his|her|their) "
    r"(?:commander|general)\b|\b(?:me|le|te) (?:robaron|robo|roba|han robado|ha robado|quito|quitaron)\b[^.?]{0,8}\b(?:el|mi|su|tu) "
    r"comandante\b"
)
#: asks whether the damage count starts over after the commander changed zones
_DAMAGE_TOLD = re.compile(
    r"\b(?:hit\w*|connect\w*|swing\w*|deal\w*|dealt|pega\w*|hace|hizo)\b[^.?,]{0,25}?\b(?:for |por )?(\d{1,2})\b"
    r"(?= (?:combat |commander |more |mas |de )?(?:damage|dmg|dano|more|mas)\b)|"
    r"\bfor (\d{1,2}) (?:combat |commander )?(?:damage|dmg|more)\b"
)
_RESET = re.compile(
    r"\breset\w*|\breinici\w*|\bse borra\w*|\bstart\w* over\b|\bvuelve a (?:cero|empezar)\b|\bback to (?:0|zero)\b"
)
_MOVED = re.compile(
    r"\bblink\w*|\bflicker\w*|\bparpade\w*|\bbounce\w*|\bdevuelv\w*|\brecast\w*|\bcommand zone\b|\bzona de mando\b|\bdies\b|\bmuere\b"
)


#: a named commander hits again: "Kraum me pega 9 más", "Kraum hits me for 9 more"
_NAMED_MORE = re.compile(r"\b([a-z]{3,}) (?:me )?(?:pega|hace|hits me for|deals me|deals)\s+(\d+) (?:mas|more)\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    # "in Brawl their commander has dealt me 22 combat damage: do I lose?": the loss asked, the damage told
    damage_told = re.search(
        r"\b2[1-9]\b[^.?]{0,30}\b(?:combat damage|commander damage|dano de combate|dano de comandante)\b", frame.folded
    ) and not re.search(r"\b\d+ (?:life|vidas?)\b|\b(?:at|a) \d+\b", frame.folded)
    # "… and i'm on 9. am i dead?": with the life left said, only the commander damage can be asked about
    life_left = re.search(
        r"\b(?:i'?m|i am|estoy|quedo) (?:on|at|a|en|con) \d+\b|\b\d+ (?:life|vidas?) left\b", frame.folded
    )
    loss_asked = _COMMANDER_LOSS.search(clause) or (
        damage_told
        and (
            re.search(r"\bpierd\w*|\blose\b|\blost\b", clause)
            or (life_left and re.search(r"\bdead\b|\bmuert[oa]\b|\beliminad[oa]\b", clause))
        )
    )
    if frame.qtype is QType.YES_NO and BRAWL_SAID.search(frame.folded) and loss_asked:
        # "en brawl su Korvold ya me ha hecho 22 de daño de combate, ¿pierdo por daño de comandante?": no (903.12h)
        rule = cite("903.12h", r"do not use the state-based action described in rule 704\.6c", r"")
        return answered("no", t(frame.lang, "cmd_damage.brawl"), rule, cite, frame.cards, "commander_damage")
    if (
        frame.qtype is QType.YES_NO
        and _STOLEN.search(frame.folded)
        and _ASKS_COUNTS.search(clause)
        and not _COPY_WORDS.search(frame.folded)  # "a clone copying my commander": a copy is no commander (903.3)
    ):
        # "me robaron el comandante con Control Magic y me pega con él, ¿cuenta como daño de comandante?": yes
        rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
        return answered("yes", t(frame.lang, "cmd_damage.stolen"), rule, cite, frame.cards, "commander_damage")
    if (
        frame.qtype is QType.YES_NO
        and _RESET.search(clause)
        and _MOVED.search(frame.folded)
        and _COMMANDER.search(frame.folded)
    ):
        # "si parpadeo a mi comandante, ¿se reinicia el daño de comandante?": no, it counts over the game (903.10a)
        rule = cite("903.10a", r"over the course of the game", r"21")
        dead = re.search(r"\bdead\b|\bmuert[oa]\b|\blose\b|\bpierde\b|\bout\b", clause)
        reset = _RESET.search(clause)
        # the damage amounts told ("for 15 combat dmg", "connects for 6 more"), not a life total, turn or tax
        counts = [int(m[1] or m[2]) for m in _DAMAGE_TOLD.finditer(frame.folded)]
        if dead and reset and dead.start() < reset.start() and len(counts) == 2:
            # "15 before it died and 6 more now: is that player dead or did it reset?": the loss asked first
            total = sum(counts)
            finding = t(frame.lang, "cmd_damage.kept_total", n=str(total)) + " " + t(frame.lang, "cmd_damage.kept")
            return answered("yes" if total >= 21 else "no", finding, rule, cite, frame.cards, "commander_damage")
        return answered("no", t(frame.lang, "cmd_damage.kept"), rule, cite, frame.cards, "commander_damage")
    if (
        frame.qtype is QType.YES_NO
        and _ADDED_ASKED.search(clause)
        and _TWO_COMMANDERS.search(frame.folded)
        and re.search(r"\b21\b|\bcommander damage\b|\bdano de comandante\b", clause)
        and not re.search(r"\bpoison\w*|\bvenen\w*|\blife\b|\bvidas?\b", frame.folded)
    ):
        # "con comandantes compañeros, ¿el daño de los dos se suma pa llegar a 21?": each is counted apart (903.10a)
        rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
        finding = t(frame.lang, "cmd_damage.partners_apart")
        return answered("no", finding, rule, cite, frame.cards, "commander_damage")
    angel = next((c for c in frame.in_play if CANT_LOSE.search(c.oracle_text)), None)
    if angel is not None:
        if (
            frame.qtype is QType.YES_NO
            and _ASKS.search(clause)
            and not re.search(r"\blose \d+|\bpierdo \d+|\blife\b|\bvidas?\b", clause)  # "do I lose 5 life?": yes
            and controller(frame, angel) == "me"
        ):
            # "… 12 last turn and 9 this turn, but I control a Platinum Angel: am I out?": the card wins (101.1)
            rule = cite("101.1", r"card takes precedence", r"")
            finding = t(frame.lang, "cmd_damage.cant_lose", card=angel.name)
            return answered("no", finding, rule, cite, (angel,), "commander_damage")
        return None  # Platinum Angel: "you can't lose the game", commander damage or not
    spell = next((c for c in frame.cards if is_spell_card(c) and _DEALS.search(c.oracle_text)), None)
    if frame.qtype is QType.YES_NO and spell and _COUNTS.search(clause) and _COMMANDER.search(frame.folded):
        # "my opponent flung their commander at me for 8: does that count toward the 21?"
        rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
        return answered(
            "no", t(frame.lang, "cmd_damage.not_combat", spell=spell.name), rule, cite, frame.cards, "commander_damage"
        )
    if frame.qtype is QType.YES_NO and _COMMANDER.search(frame.folded) and _ASKS_COUNTS.search(clause):
        walker_hit = _TO_PERMANENT.search(clause) or (
            _WALKER_HIT.search(frame.folded)
            and not re.search(r"\bplayer|\bjugador|\bface\b|\bcara\b", clause)
            # "5 went through to me … he also hit my planeswalker": the player was hit too
            and not re.search(
                r"\bto me\b|\bhits? me\b|\bthrough\b|\bme (?:pega|pego|hace|hizo)\b|\ba mi\b", frame.folded
            )
        )
        if walker_hit and re.search(r"\b21\b|commander damage|dano de comandante", frame.folded):
            # "¿el daño de combate que un comandante le hace a mis planeswalkers cuenta para los 21?": a player's only
            rule = cite("903.10a", r"A player who’s been dealt 21 or more combat damage", r"21")
            return answered("no", t(frame.lang, "cmd_damage.walker"), rule, cite, frame.cards, "commander_damage")
        special = _prevented_or_copied(frame, cite)
        if special is not None:
            return special
    flung = _flung_commander(frame, cite, spell, clause)
    if flung is not None:
        return flung
    infect = re.search(r"\binfect\w*", frame.folded) or any(
        re.search(r"^infect\b", c.oracle_text, re.I | re.M) for c in frame.cards
    )
    if frame.qtype is QType.YES_NO and infect and _COUNTS.search(clause) and _COMMANDER.search(frame.folded):
        # "cuando pega con infectar, ¿ese daño cuenta como daño de comandante?": combat damage all the same
        rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
        return answered("yes", t(frame.lang, "cmd_damage.infect"), rule, cite, frame.cards, "commander_damage")
    if (
        frame.qtype is QType.YES_NO
        and _NONCOMBAT.search(frame.folded)
        and (_COUNTS.search(clause) or re.search(r"\bcommander damage\b|\bdano de comandante\b", clause))
        and _COMMANDER.search(frame.folded)
    ):
        # "¿el daño de comandante cuenta si es daño que no es de combate?"
        rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
        return answered("no", t(frame.lang, "cmd_damage.combat_only"), rule, cite, frame.cards, "commander_damage")
    if frame.qtype is QType.HOW_MANY and _HOW_MUCH_MORE.search(clause) and _COMMANDER.search(frame.folded):
        # "I've taken 15 combat damage from my opponent's commander. How much more makes me lose?": 21 − 15
        taken = [int(m[1] or m[2]) for m in _AMOUNTS.finditer(frame.folded)]
        if len(taken) == 1 and 0 < taken[0] < 21:
            rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
            finding = t(frame.lang, "cmd_damage.left", n=str(21 - taken[0]), taken=str(taken[0]))
            return answered(None, finding, rule, cite, frame.cards, "commander_damage")
    told_power = _POWER_SAID.search(frame.folded)
    if (
        frame.qtype is QType.HOW_MANY
        and told_power is not None
        and _HITS_NOW.search(frame.folded)
        and _COMMANDER.search(frame.folded)
        and re.search(r"\bcommander damage\b|\bdano de comandante\b", clause)
        and not _AMOUNTS.search(frame.folded)
        and not frame.cards  # a pump spell or an anthem named: more than the power told
        and not re.search(r"\bcounters?\b|\bcontadores?\b|[+-]\d+/[+-]\d+", frame.folded)
    ):
        # "mi comandante tiene fuerza 7 y dañar dos veces y entra sin bloquear: ¿cuánto daño de comandante?" 14
        hit = int(next(g for g in told_power.groups() if g))
        twice = bool(_DOUBLE_STRIKE.search(without_negated_keywords(frame.folded)))  # not "no double strike"
        rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
        strikes = cite("702.4b", r"currently have double strike", r"dañar dos veces") if twice else None
        total = hit * (2 if twice else 1)
        finding = (
            t(frame.lang, "cmd_damage.double", p=str(hit), n=str(total))
            if twice
            else t(frame.lang, "cmd_damage.single", n=str(total))
        )
        text = f"{total}: {finding}" + ids(strikes, rule)
        return Verdict(text, [Step(text, tuple(r for r in (strikes, rule) if r))], cite.quotes, frame.cards,
                       "commander_damage")  # fmt: skip
    if (
        frame.qtype not in (QType.YES_NO, QType.OTHER)
        or not _ASKS.search(clause)
        or not _COMMANDER.search(frame.folded)
    ):
        return None
    amounts = [int(m[1] or m[2]) for m in _AMOUNTS.finditer(frame.folded)]
    partners = _PARTNER_HITS.search(frame.folded)
    if not amounts and partners is not None:
        amounts = [int(partners[1]), int(partners[2])]
    two = _TWO_HITS.search(frame.folded) if not amounts and _COMMANDER.search(frame.folded) else None
    if two is not None and not _MORE.search(frame.folded):  # two commanders, each its own count
        amounts = [int(two[1]), int(two[2])]
    each = _EACH.search(frame.folded)
    if each is not None:  # "two different commanders hit me for 11 each"
        amounts = [int(each[2])] * 2
    split = _SPLIT.search(frame.folded)
    # "me ha hecho 15 en un turno y 6 en otro": one commander, over two turns, adds up
    if split is not None and not _OTHER_COMMANDER.search(frame.folded):
        amounts = [int(split[1]) + int(split[2])]
    then = _AND_NOW.search(frame.folded)
    if (
        then is not None
        and not _OTHER_COMMANDER.search(frame.folded)
        and not _TWO_HITS.search(frame.folded)
        and not _COPY_WORDS.search(frame.folded)  # "… y luego me pega 6 un clone que copia su comandante": no commander
    ):
        amounts = [int(then[1]) + int(then[2])]  # "hit me for 12 and now for 10": the same commander's, added
    more = _MORE.search(frame.folded)
    if len(amounts) == 1 and more is not None and not _OTHER_COMMANDER.search(frame.folded):
        amounts = [amounts[0] + int(more[1])]  # "me ha hecho 15 … ahora me hace 6 más": the same commander's, added
    named_more = _NAMED_MORE.search(frame.folded)
    if named_more is not None and any(fold(c.name).split()[0].rstrip(",") == named_more[1] for c in frame.cards):
        # "Tymna me ha hecho 10 y Kraum 12. ¿Y si Kraum me pega 9 más?": that commander's own count, added
        told = list(
            re.finditer(
                rf"\b{named_more[1]}\b[^.?]{{0,60}}?(?<![\d/])(\d+)(?![\d/])", frame.folded[: named_more.start()]
            )
        )
        if told:  # the last count told of that commander ("… y Kraum 12")
            amounts = [int(told[-1][1]) + int(named_more[2])]
    told_power = _POWER_SAID.search(frame.folded)
    twice = False
    if not amounts and told_power is not None and _HITS_NOW.search(frame.folded):
        # "mi comandante tiene 11 de fuerza y dañar dos veces y pega sin bloquear": one hit, twice with double strike
        hit = int(next(g for g in told_power.groups() if g))
        twice = hit > 0 and bool(_DOUBLE_STRIKE.search(frame.folded))
        amounts = [hit * (2 if twice else 1)]
    if not amounts:
        return None
    life = _LIFE.search(frame.folded)
    if life is not None and int(life[1] or life[2]) <= 0:
        return None  # at 0 life they lose anyway (704.5a)
    rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
    steps = []
    if twice:
        strikes = cite("702.4b", r"currently have double strike", r"dañar dos veces")
        half = str(amounts[0] // 2)
        steps.append(Step(t(frame.lang, "cmd_damage.double", p=half, n=str(amounts[0])) + ids(strikes),
                          (strikes,) if strikes else ()))  # fmt: skip
    hitter = _hits_now(frame, amounts)
    if hitter is not None:  # "ghalta already dealt 15 … today it connects unblocked": the same commander's damage adds
        # "Uril tiene un contador +1/+1 encima": the counters said on it count toward its power (613.4c)
        before, power = amounts[0], int(hitter.power or 0) + sum(change.power for _, change in counters_said(frame))
        alone = bool(_ATTACKS_ALONE.search(frame.folded))
        exalted = sum(copies_said(frame, c) for c in frame.cards if _EXALTED.search(c.oracle_text)) if alone else 0
        if alone and any(re.search(r"\bhave exalted\b", c.oracle_text, re.I) for c in frame.cards):
            return None  # Sublime Archangel: an instance for each creature, a count the question doesn't give
        if exalted:  # "rafiq attacks alone, no other exalted on my board": +1/+1 for each instance of exalted
            pumped = cite("702.83a", r"attacks alone, that creature gets \+1/\+1", r"exaltado")
            steps.append(Step(t(frame.lang, "cmd_damage.exalted", card=hitter.name, n=str(exalted),
                                power=str(power + exalted)) + ids(pumped), (pumped,) if pumped else ()))  # fmt: skip
            power += exalted
        # double strike said, given by a named spell (Temur Battle Rage) or for attacking alone (Rafiq of the Many):
        # it hits twice
        if (
            _DOUBLE_STRIKE.search(frame.folded)
            or any(is_spell_card(c) and _GIVES_DOUBLE.search(c.oracle_text) for c in frame.cards)
            or (alone and any(_ALONE_DOUBLE.search(c.oracle_text) for c in frame.cards))
        ):
            strikes = cite("702.4b", r"currently have double strike", r"dañar dos veces")
            steps.append(Step(t(frame.lang, "cmd_damage.double", p=str(power), n=str(2 * power)) + ids(strikes),
                              (strikes,) if strikes else ()))  # fmt: skip
            power *= 2
        amounts = [before + power]
        steps.append(Step(t(frame.lang, "cmd_damage.adds", card=hitter.name, before=str(before), power=str(power),
                            n=str(amounts[0]))))  # fmt: skip
    top = max(amounts)
    key = "cmd_damage.loses" if top >= 21 else "cmd_damage.alive" if len(amounts) > 1 else "cmd_damage.alive_one"
    finding = t(frame.lang, key, n=str(top), total=str(sum(amounts))) + ids(rule)
    steps.append(Step(finding, (rule,) if rule else ()))
    return Verdict(t(frame.lang, "yes" if top >= 21 else "no") + " " + finding, steps, cite.quotes, frame.cards,
                   "commander_damage")  # fmt: skip


#: asks whether two commanders' damage is added: "¿se suma?", "does it add up?", "combined"
_ADDED_ASKED = re.compile(
    r"\bse suman?\b|\bsuman?\b|\badd(?:s|ed)? up\b|\bcombin\w*|\bstack\b|\btogether\b|\bjuntos?\b"
)
#: two commanders: partners, "los dos comandantes", "both commanders"
_TWO_COMMANDERS = re.compile(
    r"\bpartners?\b|\bcomandantes? companeros?\b|\b(?:two|both|2) (?:of )?(?:my |his |her |their )?commanders\b|"
    r"\b(?:dos|ambos|los dos) comandantes\b|\bcompaneros\b"
)
#: asks how much more it takes: "how much more combat damage … makes me lose?", "¿cuánto daño más…?"
_HOW_MUCH_MORE = re.compile(
    r"\bhow (?:much|many) more\b|\bcuant[oa]s? (?:dano |puntos )?mas\b|\bcuanto (?:dano )?me falta"
)
#: a second commander said: partners' damage is counted apart
_OTHER_COMMANDER = re.compile(r"\bpartner\b|\botro comandante\b|\bother commander\b")
#: the same commander's damage told twice: "hit me for 12 and now for 10", "me pegó 12 y ahora 10"
_AND_NOW = re.compile(
    r"\b(\d{1,2})\b(?: damage| de dano)?[^.?\d]{0,6}\b(?:and|y) (?:now|then|today|again|ahora|luego|hoy|otra vez)\b"
    r"(?: (?:for|por|me (?:pega|pego|hace|hizo)|it hits me for))? (\d{1,2})\b"
)
#: the same commander's damage told as more: "me hace 6 más", "deals 6 more"
_MORE = re.compile(r"(?<![\d/+-])(\d{1,2}) (?:mas|more)\b")
#: the commander's power said: "tiene 11 de fuerza", "has 11 power", "an 11 power commander"
_POWER_SAID = re.compile(
    r"\b(\d{1,2}) de fuerza\b|\b(\d{1,2}) power\b|\b(?:fuerza|power) (?:de )?(\d{1,2})\b"  # "tiene fuerza 7"
)
_DOUBLE_STRIKE = re.compile(r"\bdouble strike\b|\bdanar dos veces\b|\bdoble golpe\b")
#: the commander connects now: "today it hits unblocked", "hoy le pega sin bloquear", "attacks and isn't blocked"
_HITS_NOW = re.compile(
    r"\bunblocked\b|\bisn'?t blocked\b|\bnot blocked\b|\bsin (?:ser )?bloque|\bno (?:(?:lo|la|me|le) )?bloque\w*|"
    r"\bno blocks?\b|\bdoesn'?t block\b"
)
_GIVES_DOUBLE = re.compile(r"\btarget creature (?:gets [^.]*and )?gains double strike\b", re.I)
_ATTACKS_ALONE = re.compile(r"(?<!n't )(?<!not )(?<!no )\b(?:attacks? alone|ataca sol[oa]|solo ataca)\b")
_EXALTED = re.compile(r"^exalted\b", re.I | re.M)
_ALONE_DOUBLE = re.compile(r"attacks alone, it gains double strike", re.I)


def _hits_now(frame: Frame, amounts: list[int]) -> Card | None:
    """The one creature named, with a printed power, that already dealt the one amount given and connects now."""
    creatures = [c for c in frame.cards if "Creature" in c.type_line and (c.power or "").isdigit()]
    if len(amounts) != 1 or len(creatures) != 1 or not _HITS_NOW.search(frame.folded):
        return None
    return creatures[0]


_ASKS_COUNTS = re.compile(
    r"\bcounts?\b|\bcuenta\b|\bcuentan\b|\bsuman?\b|\badd (?:up|to)\b|\btoward|"
    r"\b(?:deal|deals|hace|hacen|is|es)\b[^?]{0,12}\b(?:commander damage|dano de comandante)\b"
)
#: a prevention card ("Prevent all combat damage that would be dealt this turn.") or the question's own word for it
_PREVENTS = re.compile(r"^prevent all (?:combat )?damage|\byou gain protection from everything\b", re.I | re.M)
#: the damage asked about went to a planeswalker or battle, not to the player: "a mis planeswalkers"
_TO_PERMANENT = re.compile(
    r"\b(?:to|at|a|hits?|hace a|le hace a) (?:my|his|her|their|your|mis|sus|tus|mi|su|tu|los|las) planeswalkers?\b|"
    r"\b(?:to|a) (?:my|his|her|their|your|mis|sus|tus|mi|su|tu) (?:battles?|batallas?)\b"
)
#: the commander attacked or hit a planeswalker: "ataco … a un planeswalker del rival", "i swing at his planeswalker"
_WALKER_HIT = re.compile(
    r"\b(?:attack\w*|swing\w*|hit\w*|ataco|atac\w*|pego|le saco)\b[^.?]{0,40}\b(?:at |a |an |un |una |the |al |su |his |her |"
    r"their |his opponent'?s )?planeswalker"
)
_PREVENT_WORDS = re.compile(r"\bprevent\w*|\bprevien\w*|\bprevenid\w*|\bfog\b|\bniebla\b")
#: a copy made of the commander: Cackling Counterpart's token, Helm of the Host's, a Clone
_COPY_CARD = re.compile(r"\bcopy of\b|\bas a copy\b|\btoken that'?s a copy\b", re.I)
_COPY_WORDS = re.compile(r"\b(?:token )?cop(?:y|ia)\b|\bclon\w*|\bficha copia\b")


def _prevented_or_copied(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They attack me with their commander and I Fog: does it count as commander damage?" No, prevented damage is
    never dealt (615.6). "Cackling Counterpart on my commander: does the token deal commander damage?" No, being a
    commander belongs to the card, and a copy doesn't copy it (903.3)."""
    rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
    if any(_PREVENTS.search(c.oracle_text) for c in frame.cards) or _PREVENT_WORDS.search(frame.folded):
        never = cite("615.6", r"it never happens", r"nunca")
        return answered(
            "no", t(frame.lang, "cmd_damage.prevented"), never or rule, cite, frame.cards, "commander_damage"
        )
    spell_copied = not any(_COPY_CARD.search(c.oracle_text) for c in frame.cards) and any(
        re.search(r"\bcopy target (?:instant|sorcery|spell|\w+ spell)", c.oracle_text, re.I) for c in frame.cards
    )  # Reverberate copying a Threaten: the copy is a spell, the commander is the real one
    if not spell_copied and (
        any(_COPY_CARD.search(c.oracle_text) for c in frame.cards) or _COPY_WORDS.search(frame.folded)
    ):
        card = cite("903.3", r"attribute of the card itself", r"")
        return answered("no", t(frame.lang, "cmd_damage.copy"), card or rule, cite, frame.cards, "commander_damage")
    return None


def _flung_commander(frame: Frame, cite: Citer, spell: Card | None, clause: str) -> Verdict | None:
    """ "They're at 25 with 18 commander damage taken, and I Fling my commander at them: do they lose?": Fling's damage
    is the spell's, not the commander's combat damage (903.10a), and it leaves them above 0 life."""
    if (
        frame.qtype is not QType.YES_NO
        or spell is None
        or not _ASKS.search(clause)
        or not _COMMANDER.search(frame.folded)
    ):
        return None
    if not re.search(r"equal to the sacrificed creature[’']s power", spell.oracle_text, re.I):
        return None
    creatures = [c for c in frame.cards if c is not spell and c.power and c.power.isdigit()]
    # "i fling uril at him for 7": the amount said, for a commander the question calls by a nickname
    said = re.search(rf"\b(?:{name_pattern(spell)})\w*\b[^.?]{{0,40}}\b(?:for|por) (\d{{1,2}})\b", frame.folded)
    if len(creatures) == 1:
        damage = int(creatures[0].power or 0)
    elif not creatures and said is not None:
        damage = int(said[1])
    else:
        return None
    life = _LIFE.search(frame.folded)
    # "does he lose to commander damage?" asks about the 21 alone; "do they lose?" also needs the life total above 0
    if life is None and not _COMMANDER_LOSS.search(clause):
        return None
    if life is not None and int(life[1] or life[2]) - damage <= 0:
        return None
    rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
    return answered(
        "no", t(frame.lang, "cmd_damage.not_combat", spell=spell.name), rule, cite, frame.cards, "commander_damage"
    )
