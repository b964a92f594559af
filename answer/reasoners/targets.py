"""Targets on resolution (608.2b, 702.11b, 702.18a): a spell whose only target left or became
illegal doesn't resolve; hexproof stops only opponents; shroud stops everyone."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import (
    ASKS_DIES,
    ASKS_SURVIVES,
    GIVES_INDESTRUCTIBLE,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    ids,
    is_spell_card,
    name_pattern,
    name_words,
    named_in,
    rules_text,
    targets_a_permanent,
)
from answer.reasoners.protection import COLORS
from answer.reasoners.stack_order import position
from answer.text import capital
from ingest.lexicon import fold
from ingest.models import Card

#: asks whether the exchange still takes something away: "do I lose my 1/1?", "¿pierdo mi 1/1?"
_ASKS_LOSS = re.compile(
    r"\blose\b|\bpierdo\b|\bpierde\b|\bswap\w*|\bexchang\w*|\bintercambi\w*|\bgets? my\b|\bse queda\b"
)
#: the target left or became illegal before the spell resolved
_GONE = re.compile(
    r"sacrific|sacrifiqu|\boven(?:ed|s|'d)\s+(?:it|the|that|their|his|her)\b|\bcrack\w*\s+(?:it|the|that|their|his|her)\b|\bbounce[sd]?\s+(?:it|the|that|my|his|her|their|its)\b|\b(exile[sd]?|flicker\w*|blink\w*|ephemerat\w*)\s+(it|the|that|my|his|her|their|its)\b|\bexili\w*\s+(la|el|a|mi|su|lo)\b|\b(?:la|lo|las|los) (?:flicke|blinke|parpade)\w*|\b(?:flicke|blinke)a\w* (?:a )?(?:la|el|mi|su|sus)\b|(return|bounce|devuelv|regres)\w*\b.{0,40}\b(hand|mano)|"
    r"gains? (hexproof|shroud|protection)|gets? (hexproof|shroud|protection)|"
    r"\bgiv(e|es|ing)\b.{0,40}(hexproof|shroud|protection|\bpro (?:white|blue|black|red|green)\b)|"
    r"\bd(oy|a|arle|andole)\b.{0,40}(antimaleficio|velo|proteccion|\bpro (?:blanco|azul|negro|rojo|verde)\b)|"
    r"(gana|obtiene|le (doy|da)) (antimaleficio|velo|proteccion)|"
    r"(hexproof|shroud|protection from \w+|antimaleficio|velo|proteccion contra \w+) in response|"
    # destroyed, killed or gone from the battlefield before the spell resolves
    r"\b(destroy(s|ed)?|kill(s|ed)?|murdered)\s+(it|the|that|my|his|her|their|its|them)\b|\b(is|was|gets|got) (destroyed|killed|exiled|bounced)|"
    r"\band (it|she|he|the creature|my creature|that creature) (dies|died)\b|\by (se )?(muere|murio)\b|"
    # the targeted player leaves the game: "that opp concedes with the trigger on the stack"
    r"\b(concedes?|conceded|leaves the game|left the game|se rinde|abandona la partida)\b|"
    r"\bphas(e|es|ed|ing) (\w+ )?out\b|\bleaves? the battlefield|\b(la|lo|las|los) (destruyen?|matan?|exilian?)\b|"
    r"\b(destruye|mata|exilia)n? (a )?(la|el|mi|su|esa|ese)\b|\b(es|fue) (destruid|exiliad)|(vuelve|regresa) a (la|su) mano|"
    # stopped matching what it targets
    r"\bno longer (a|an) \w+|\bstops? being (a|an) \w+|\bdeja de ser (un|una) \w+|\bya no es (un|una) \w+|"
    # said outright: "one of them becomes illegal", "uno se vuelve ilegal"
    r"\b(becomes?|became|is now|are now|turns?) (an )?illegal\b|\bse (vuelve|vuelven|volvio|hace|hacen) ilegal|"
    r"\b(deja|dejo|dejan) de ser legal\b|"
    r"\b(es|son) ahora ilegal"
)
_RESPONSE = re.compile(
    r"in response|respond|respuesta|before (it|the \w+|[a-z]+) resolves|antes de que (se )?resuelva|"
    r"\bantes de resolverse\b|\bbefore resolving\b|\bby the time it resolves\b|\bon resolution\b|"
    r"antes de que [\w ]{1,30} se resuelva|\b(with|while) [\w ,']{1,40} (is )?on the stack|"
    r"\b(con|mientras) [\w ,]{1,40} (esta )?en la pila"
)
_SEVERAL = re.compile(
    r"\btwo targets|\bboth targets|each target|one of (the|its|my) (two )?targets|other target|"
    r"dos objetivos|ambos objetivos|uno de (los|sus) (dos )?objetivos|otro objetivo|"
    # the spell's text quoted or described: "destroy two target creatures", "destruye dos criaturas objetivo"
    r"\b(two|three|dos|tres) target \w+|\b(dos|tres) \w+ objetivo|\bup to (two|three) target|"
    r"\bone of (them|the two|the creatures)\b.{0,40}\b(leaves|left|dies|died|sacrific|exile|bounce)|"
    r"\b(una|uno) de (ellas|ellos|las dos|los dos)\b|"
    r"\b(?:one|uno|una) of (?:those|the|these) (?:two|three|four|\d)\b|\b(?:uno|una) de (?:esos|esas|los|las|estos|estas) "
    r"(?:dos|tres|cuatro|\d)\b"
)
#: asking whether the legal target is still affected ("¿se destruye la otra?", "is the other one destroyed?")
_ASKS_OTHER = re.compile(r"\b(the )?other( one)?\b|\bla otra\b|\bel otro\b")
_BITES = re.compile(r"deals damage equal to its power to (?:another )?target")
_ASKS_DAMAGE = re.compile(r"\bdamage\b|\bdano\b|\bdeal\w*\b|\bkill\w*|\bmata\w*|\bpega\w*|\bhace\w* dano\b")
_ASKS_IF_FIZZLES = re.compile(
    r"fizzl|countered|contrarrest|no se resuelve|doesn'?t resolve|(?:se )?queda sin objetivo|lose[sd]? (?:its|the) "
    r"target|(?:has|have) no (?:legal )?target|sin objetivo legal"
)
_ASKS_IF_WORKS = re.compile(
    r"resolve|still|do anything|deal (its )?damage|hit|work|get (it|the)|redirect|new target|"
    r"resuelve|sigue|sigo|hace algo|hace dano|funciona|cambiar? (el|de) objetivo|nuevo objetivo|\bdraw|\brob(o|a|ando)\b|"
    r"\banyway\b|\bigual(mente)?\b|de todas (formas|maneras)|\baun asi\b|\bdestroy(ed|s)?\b|\bse destruyen?\b"
)
#: every target became illegal: "both get hexproof", "ambas ganan antimaleficio"
_ALL_ILLEGAL = re.compile(
    r"\b(both|all|each) (of them |targets )?(get|gets|gain|gains|have|has|are|leave|die|become|becomes)\b|"
    r"\b(ambas|ambos|todas|todos|las dos|los dos) (ganan|obtienen|tienen|reciben|salen|mueren|son|se vuelven)\b|"
    r"\b(sacrific\w*|exil\w*|bounce[sd]?|destroy\w*|destruye\w*|protects?|protege\w*|shields?) (a )?(both|all|them all|"
    r"los dos|las dos|ambos|ambas|todos|todas)\b|"
    # "they unsummon both of them", "me devuelve los dos elfos": both targets bounced or removed
    r"\b(?:unsummon\w*|bounce\w*|return\w*|kill\w*|sac\w*) (?:both|all) of them\b|"
    r"\b(?:devuelve\w*|devolvio|mata\w*|sacrifica\w*|exilia\w*) (?:a )?(?:los dos|las dos|ambos|ambas)\b"
)
#: a divided spell told with all of its damage on one target ("electrolyze con los 2 de daño a una sola criatura",
#: "I had put both damage on the Elder"): one target, so losing it is losing them all (601.2d, 608.2b)
_ONE_TARGET = re.compile(
    r"\b(?:both|all(?: the)?|all (?:2|3|two|three)|the (?:2|3|two|three)|todo el|todos los|ambos|los (?:2|3|dos|tres))"
    r" (?:damage|points?(?: of damage)?|dano|danos|de dano|puntos(?: de dano)?)\b[^.?]{0,15}?\b(?:to|at|on|into|a|al|en|sobre)\b"
    r"|\b(?:to|at|on|a) (?:una sola|un solo|a single|only one|just one)\b|\ba single target\b|\bun (?:solo|unico) objetivo\b"
)
#: a divided spell's two targets told: "split between their angel and their face", "entre su bicho y su cara"
_TWO_SAID = re.compile(
    r"\b(?:split|divided|repartid\w*|dividid\w*) (?:\w+ )?(?:between|entre)\b[^.?,]{1,40}\b(?:and|y)\b"
)
_SPLIT_SAID = re.compile(r"\b\d+ (?:at|to|on|a|al) [^.?]{1,30}\b(?:and|y) \d+\b|\brepart\w*|\bsplit\w*|\bdivid\w*")
#: a card played in response that makes the target illegal or removes it
#: a spell that targets only spells (Stubborn Denial, Counterspell) and one that targets something on the battlefield
_AT_SPELLS_ONLY = re.compile(r"\btarget (?:\w+ )?(?:spell|activated or triggered ability)", re.I)
_AT_PERMANENT = re.compile(
    r"\btarget (?:\w+ )*?(?:creature|permanent|artifact|enchantment|land|planeswalker|player)", re.I
)
#: a trigger named by what it will do: "the evoke sacrifice trigger", "el trigger de sacrificar"
_TRIGGER_NAMED = re.compile(
    r"\b(?:trigger|disparo|habilidad) de (?:sacrificar\w*|sacrificio|evocar|evoke)\b|\b(?:sacrifice|sac|evoke) trigger\b"
)
_GONE_ORACLE = re.compile(
    r"hexproof|shroud|protection from|can[’']t be the target of spells or abilities your opponents|"
    r"return target [^.]*to its owner[’']s hand|exile target|sacrifice a|destroy target",
    re.I,
)
#: a named card that gives hexproof or shroud to a player or permanents (Leyline of Sanctity: "You have hexproof.")
_GRANTS_SHIELD = re.compile(r"\b(you|creatures you control|permanents you control) (have|gain) (hexproof|shroud)", re.I)
#: an Equipment or Aura that gives hexproof or shroud, and nothing else that could save from a sweeper
_WORN_SHIELD = re.compile(r"^(?:equipped|enchanted) creature has (?:hexproof|shroud)(?: and haste)?\.", re.I | re.M)
_BLANKET = re.compile(r"(permanents|creatures) you control (gain|have) (hexproof|shroud|protection)", re.I)
#: casting a targeted spell at something: "I cast Lightning Bolt on/at…", "lanzo Relámpago sobre/a…", "Bolt his Bogle"
_CAST_AT = re.compile(
    r"\b(cast\w*|target\w*|bolt\w*|aim\w*|lanz\w*|apunt\w*|tir(o|a|ar|arle|ale|ando)|echarle)\b.{0,60}"
    r"\b(on|at|targeting|sobre|a|contra)\b|"
    r"\b(can|may|could) i [a-z ]{1,30}? (my|his|her|their|an?|the)\b"
)
#: a card that gives its controller hexproof or shroud (Leyline of Sanctity, True Believer)
_PLAYER_SHIELD = re.compile(r"\byou have (hexproof|shroud)\b", re.I)
#: a spell aimed at a player ("at my opponent", "to their face", "lanzarle … a él", "a mi oponente")
_AT_PLAYER = re.compile(
    r"\b(at|to|targeting|target) (my |the |an? |that )?(opponent|player|him|her|them|me|myself|their face)\b|\bface\b|"
    r"\b(bolt|burn|shock|hit)s? (him|her|them|my opponent|the opponent|that player|myself|me)\b|"
    r"\b(lanzarle|apuntarle|hacerle)\b|\ba (el|ella|mi (oponente|rival)|un jugador|ese jugador|mi mismo)\b|"
    r"\bsobre (mi (oponente|rival)|el jugador)\b"
)
_TARGETS_PLAYER = re.compile(r"\btarget (?:player|opponent)\b", re.I)
#: the asker aims a spell at the opponent: "can i thoughtseize them?", "¿le puedo tirar thoughtseize?"
_THEY_AIMED = re.compile(
    r"\b(?:can|could|may) i \w+ (?:them|him|her|my opponent|the opponent)\b|\b(?:le|les) (?:puedo|podria) (?:tirar|lanzar)\b|"
    r"\b(?:tirarle|lanzarle)\b|\b(?:target|targeting|at) (?:them|him|her|my opponent|the opponent)\b"
)
_SHIELDED_CARD = re.compile(
    # its first line ("Equipped creature has haste and shroud."), or a keyword line anywhere ("Trample, hexproof")
    r"\A[\w ,]*\b(hexproof|shroud)\b|^(?:[a-z]+(?: [a-z]+)?, )*(hexproof|shroud)\b(?:,|\s*\(|$)",
    re.I | re.M,
)
#: the target became illegal but is still there (not sacrificed, exiled or bounced): it can't die from the spell
_STAYS = re.compile(
    r"hexproof|shroud|protection|antimaleficio|\bvelo\b|proteccion|\bpro (?:white|blue|black|red|green)\b"
)
#: "Exile target creature you control, then return it to the battlefield under its owner's control."
_FLICKERS = re.compile(
    r"^exile target creature you control, then return (?:it|that card) to the battlefield", re.I | re.M
)
_LEAVES = re.compile(r"sacrific|exil|destroy|destru|return|devuelv|bounce|phas|kill|mata")
_SHIELDS = re.compile(
    r"can[’']t be the target of spells or abilities your opponents|\b(?:gains?|gets?)\b[^.]{0,40}\b(?:hexproof|shroud|"
    r"protection from)",
    re.I,
)
_HARMS = re.compile(r"damage|destroy|\bexile target|-\d+/-\d+|sacrifices", re.I)
_ASKS_IF_I_CAN = re.compile(r"^(and |so )?(can|may|could) (i|we|he|she|they)\b|^(puedo|podemos|puede)\b")
_OWN = re.compile(
    r"\bmy own\b|\bmy\b(?! (opponent|rival))|\bi (?:control|have|got)\b|\bi've got\b|\bmine\b|\bmi propi|"
    r"\bmi\b(?! (oponente|rival))|\bmis\b|\bcontrolo\b|\btengo\b|\bes m[ií][oa]\b"
)
_OPPONENTS = re.compile(
    r"opponent'?s|their\b|del (oponente|rival)|de mi (oponente|rival)|\bsu (criatura|permanente)|"
    r"(opponent|rival|oponente) (has|controls|tiene|controla)\b"
)
_CAN_TARGET = re.compile(
    r"\b(can|may|could)\b.{0,40}\b(target|enchant|equip)|"
    # an Aura or a targeted spell put or cast on it: "can I put Rancor on…", "¿le puedo poner Rancor a…?"
    r"\b(can|may|could) (i|you|we) (?:still |even |also |just )?(put|cast|play)\b.{0,40}\b(on|onto)\b|"
    r"\b(puedo|puede|podemos)\b.{0,20}\b(?:(poner|lanzar|echar|tirar|hacer)\b.{0,40}\b(a|al|sobre|en)\b|"
    r"(ponerle|poniendole|lanzarle|lanzandole|echarle|tirarle|tirandole|hacerle)\b)|"
    r"\b(puedo|puede|se puede)\b.{0,40}\b(objetivo|encantar|equipar|hacer objetivo|lanzar .{0,30} sobre|"
    r"(lanzar|tirar|echar)(le|les)\b)|"
    r"\b(stop|prevent|keep)s? (me|you|him|her|them|my opponent)\b.{0,30}\b(target|cast\w* .{0,30}\bon)|"
    r"\b(impide|impedir|evita)\b.{0,30}\b(lanzar\w*|objetivo|apuntar)"
)


#: "a spell with two targets, if one becomes illegal, does it still resolve?": said without cards
_TWO_TARGETS = re.compile(r"\b(?:two|2|several|multiple|dos|varios) (?:targets|objetivos)\b")
_ONE_ILLEGAL = re.compile(
    r"\b(?:one|uno|una) (?:of them |de ellos )?(?:becomes?|became|is|was|gets|got|se vuelve|se volvio|es|era|queda|quedo) "
    r"(?:illegal|ilegal)\b|"
    r"\b(?:one|uno|una) (?:of them |de ellos )?(?:leaves|left|is gone|dies|died|se va|se fue|muere|murio|desaparece)\b|"
    r"\b(?:uno|una) (?:de ellos )?(?:deja|dejo) de ser legal\b"
)
#: its one target lost: "the only target becomes illegal", "el único objetivo deja de ser legal"
_ONLY_TARGET_LOST = re.compile(
    r"\b(?:only|single|sole|unico) (?:target|objetivo)\b[^.?]{0,40}\b(?:illegal|ilegal|deja de ser legal|no (?:es|sea) "
    r"legal|(?:is|gets) (?:gone|removed|exiled|bounced)|leaves|desaparece|se va)\b"
)
_ASKS_RESOLVES = re.compile(r"\bresolv\w*|\bresuelv\w*|\bfizzl\w*|\bwork\w*|\bfunciona\w*")


_GIVES_SHIELD = re.compile(r"\b(?:gains?|gets?|have|has)\b[^.]{0,40}\b(?:hexproof|shroud|protection from)\b", re.I)


def _some_targets_left(frame: Frame, cite: Citer) -> Verdict | None:
    """A spell with several targets, one of them illegal, asked without cards: it resolves for the legal ones."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or frame.cards or not _ASKS_RESOLVES.search(clause):
        return None
    if _ONLY_TARGET_LOST.search(frame.folded):
        # "si el único objetivo de mi hechizo deja de ser legal, ¿se resuelve igual?": no
        rule = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
        name = capital(t(frame.lang, "targets.the_spell"))
        fizzle = bool(re.search(r"\bfizzl\w*|\bcounter\w*|\bcontrarrest\w*", clause))
        return answered("yes" if fizzle else "no", t(frame.lang, "targets.fizzle", name=name), rule, cite, (),
                        "targets")  # fmt: skip
    if not (_TWO_TARGETS.search(frame.folded) and _ONE_ILLEGAL.search(frame.folded)):
        return None
    rule = cite("608.2b", r"Otherwise, the spell or ability will resolve normally", r"se resolverá normalmente")
    name = t(frame.lang, "targets.the_spell")
    fizzle = bool(re.search(r"\bfizzl\w*|\bcounter\w*|\bcontrarrest\w*", clause))
    return answered("no" if fizzle else "yes", capital(t(frame.lang, "targets.partial", name=name)), rule, cite, (),
                    "targets")  # fmt: skip


_ASKS_WHERE = re.compile(r"\bwhere\b|\bend(?:s)? up\b|\bgraveyard\b|\bd[oó]nde\b|\bcementerio\b|\bacaba\b|\btermina\b")


#: the same removal cast again: "otro doom blade", "a second murder"
_AGAIN = r"\b(?:another|a second|a 2nd|one more|otr[oa]|un segundo|una segunda|el segundo|la segunda)"


def _cast_again(frame: Frame, spell: Card) -> bool:
    """The removal is cast a second time, after the response that protects its target ("… y responde con Blossoming
    Defense. Respondo a la Blossoming Defense con otro doom blade")."""
    name = re.escape(fold(spell.name))
    again = re.search(rf"{_AGAIN}\s+{name}\b", frame.folded)
    return again is not None and bool(_RESPONSE.search(frame.folded[: again.start()]))


def _again_first(frame: Frame, cite: Citer, spell: Card) -> Verdict:
    """The second copy resolves first, while the target is still legal (405.5); the first then fizzles (608.2b)."""
    top = cite("405.5", r"top \(last-added\)", r"se resuelve")
    gone = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
    finding = t(frame.lang, "targets.again_first", spell=spell.name) + ids(top, gone)
    steps = [Step(finding, tuple(r for r in (top, gone) if r))]
    clause = frame.clause or frame.asked
    text = finding
    if frame.qtype is QType.YES_NO and (ASKS_DIES.search(clause) or ASKS_SURVIVES.search(clause)):
        text = t(frame.lang, "yes" if ASKS_DIES.search(clause) else "no") + " " + finding
    return Verdict(text, steps, cite.quotes, frame.cards, "targets")


#: asks to move a spell to a new target after casting it: "can I change the target of my spell?", "¿puedo cambiar el
#: objetivo de mi hechizo?"
_CHANGE_TARGET = re.compile(
    r"\b(?:change|switch|move|redirect|retarget)\w* (?:the |its |my |his |her )?(?:targets?|spell'?s? targets?)\b|"
    r"\bcambiar (?:el|los|de) objetivos?\b|\bredirigir\w*\b|"
    r"\b(?:redirect|retarget)\w* (?!(?:the |that |all |its )?damage\b)"
)
#: an effect that changes targets (Redirect, Misdirection, Deflecting Swat)
_CHANGES_TARGETS = re.compile(r"change the targets? of\b|choose new targets\b", re.I)


#: a second removal cast after the shield: "they respond with a second bolt", "me tira otro bolt"
_SECOND = re.compile(r"\b(?:another|a second|second|otro|otra|un segundo|una segunda)\s+([a-z]{4,})")
_DEALS = re.compile(r"\bdeals (\d+) damage to (?:any target|target creature)", re.I)
#: Vines of Vastwood: "Target creature can't be the target of spells or abilities your opponents control this turn."
_OPPONENTS_CANT = re.compile(r"can[’']t be the target of spells or abilities your opponents control", re.I)


def _beaten_to_it(frame: Frame, cite: Citer) -> Verdict | None:
    """ "they bolt my Pyromancer, I respond with Blossoming Defense, they respond with another Bolt: does it survive?"
    No: the second Bolt is on top and resolves before the shield (405.5), so the creature dies before it is saved."""
    if frame.qtype is not QType.YES_NO:
        return None
    shield = next(
        (c for c in frame.cards if is_spell_card(c) and (_GIVES_SHIELD.search(c.oracle_text) or _OPPONENTS_CANT.search(
            c.oracle_text))),
        None,
    )  # fmt: skip
    at = position(frame.folded, shield) if shield is not None else -1
    second = _SECOND.search(frame.folded, at) if at >= 0 else None
    if shield is None or second is None:
        return None
    word = second[1]
    burn = next(
        (c for c in frame.cards if c is not shield and is_spell_card(c) and any(
            w.startswith(word[:4]) for w in re.findall(r"[a-z]{4,}", fold(c.name)))),
        None,
    )  # fmt: skip
    creatures = [c for c in frame.cards if "Creature" in c.type_line and c.toughness and c.toughness.isdigit()]
    deals = _DEALS.search(burn.oracle_text) if burn is not None else None
    if burn is None or deals is None or len(creatures) != 1 or int(deals[1]) < int(creatures[0].toughness or 0):
        return None
    clause = frame.clause or frame.asked
    survives, dies = ASKS_SURVIVES.search(clause), ASKS_DIES.search(clause)
    if bool(survives) == bool(dies):
        return None
    rule = cite("405.5", r"top \(last-added\)", r"parte superior")
    finding = t(frame.lang, "targets.beaten", spell=burn.name, shield=shield.name, creature=creatures[0].name)
    return answered("yes" if dies else "no", finding, rule, cite, (burn, shield, creatures[0]), "targets")


def _retarget(frame: Frame, cite: Citer) -> Verdict | None:
    """ "¿Puedo cambiar el objetivo de mi hechizo después de lanzarlo?": no; targets are chosen as it is cast and stay
    unless an effect changes them (115.7)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_IF_I_CAN.search(clause) or not _CHANGE_TARGET.search(clause):
        return None
    if any(_CHANGES_TARGETS.search(c.oracle_text) for c in frame.cards):
        return None  # a card that does change targets: whether it can is the card's question
    rule = cite("115.7", r"change the target", r"cambiar (el|los) objetivo")
    if rule is None:
        return None
    return answered("no", t(frame.lang, "targets.cant_retarget"), rule, cite, frame.cards, "targets")


#: a planeswalker's loyalty ability said as used: "he minus 3 teferi", "Teferi -3", "le hizo el +1"
_LOYALTY_USED = re.compile(r"(?:^|\s)[-+−]\s?(\d+)\b|\b(?:minus|plus|menos|mas) (\d+)\b")
#: what that ability targeted leaves in response: "opp just ovened it in response", "la sacrifica en respuesta"
_TARGET_LEFT = re.compile(
    r"\b(?:sacrific\w*|sac(?:s|ced|ked)?|oven(?:ed|s|'d)|bounce[sd]?|exile[sd]?|flicker\w*|blink\w*)\s+(?:it|them|"
    r"the creature|that creature)\b[^.?]{0,20}\bin response\b|\b(?:la|lo|las|los)\s+(?:sacrific|exili|devuelv|"
    r"parpade)\w*\s+en respuesta\b"
)


def walker_target_left(frame: Frame) -> tuple[Card, str] | None:
    """The named planeswalker and the text of its targeted loyalty ability used, when the question says its target
    left in response ("… and opp ovened it in response"); None otherwise."""
    walker = next((c for c in frame.cards if "Planeswalker" in c.type_line), None)
    used = _LOYALTY_USED.search(frame.folded)
    if walker is None or used is None or not _TARGET_LEFT.search(frame.folded):
        return None
    cost = used[1] or used[2]
    line = next(
        (
            ln.split(":", 1)[1]
            for ln in walker.oracle_text.splitlines()
            if re.match(rf"^[−+-]{cost}:", ln) and "target" in ln.lower()
        ),
        None,
    )
    return (walker, line) if line is not None else None


def _walker_target_gone(frame: Frame, cite: Citer) -> Verdict | None:
    """ "He minus 3 Teferi on opp's creature and opp ovened it in response: does he still draw?" No: the loyalty
    ability's only target is gone, so it doesn't resolve and none of its effects happen (608.2b) — the draw too."""
    found = walker_target_left(frame)
    if found is None or frame.qtype is not QType.YES_NO:
        return None
    walker, line = found
    lang = frame.lang
    name = t(lang, "targets.walker_ability", card=walker.name)
    fails = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
    text = t(lang, "targets.fizzle", name=name)
    other = next((c.strip(" .") for c in re.split(r"(?<=\.)\s+", line) if c.strip() and "target" not in c.lower()), "")
    if other:  # Teferi's "Draw a card.": it doesn't happen either
        text += " " + t(lang, "targets.not_either", effect=other)
    return answered(_works_answer(frame, None, works=False), text, fails, cite, (walker,), "targets")


#: equipping at a moment: "on my opponent's turn", "en respuesta", "during combat" (702.6a), not onto a shielded one
_EQUIP_WHEN = re.compile(
    r"\bequip\w*\b.*\b(?:turn|turno|in response|en respuesta|combat\w*|instant\w*|instantane\w*)\b"
)
#: asks whether the asker may act: "can I sacrifice creatures to the Altar in response?", "¿puedo sacrificar…?"
_MAY_I = re.compile(r"\b(?:can|could|may) i\b|\bpuedo\b|\bpodria\b")


def _entering_replaced(frame: Frame, spell: Card | None) -> bool:
    """A spell that returns a card from a graveyard to the battlefield, and a card that replaces a creature entering
    ("If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead"): the card is still a
    legal target as the spell resolves, and is exiled only as it would enter (614.1a)."""
    returns = spell is not None and re.search(r"graveyard onto the battlefield", spell.oracle_text)
    return bool(returns) and any(
        re.search(r"would enter the battlefield[^.]*, exile it instead", c.oracle_text) for c in frame.cards
    )


#: moving an Equipment off the creature it's on: "pass it to my creature B", "move the boots to my other guy"
_MOVE_TO = re.compile(
    r"\b(?:move|moving|switch|pass|shift|re-?equip)\w*\b.{0,40}\b(?:to|onto)\b|"
    r"\b(?:pas\w*|mov\w*|muev\w*|cambi\w*|reequip\w*)\b.{0,40}\ba (?:mi|otra|la|el|otro)\b"
)


def _equipment_moved(frame: Frame, cite: Citer) -> Verdict | None:
    """Equip targets only the creature the Equipment is being attached to (702.6a): the shroud or hexproof of the
    creature wearing it now (Lightning Greaves gives it shroud) doesn't stop moving it to another creature."""
    said = frame.clause or frame.asked
    gear = next((c for c in frame.cards if re.search(r"^Equip\b", c.oracle_text, re.M)), None)
    move = _MOVE_TO.search(said)
    if gear is None or move is None or not _MAY_I.search(said):
        return None
    shield = re.search(r"\b(?:has|have)\b[^.\n]{0,20}\b(?:hexproof|shroud)\b", gear.oracle_text) or re.search(
        r"hexproof|shroud|antimaleficio|\bvelo\b", frame.folded
    )
    if not shield or re.search(r"\b(?:opp\w*|rival\w*|oponente\w*|their|his|her)\b", frame.folded):
        return None  # whose Equipment it is and whose creature it goes to are the equip reasoner's (301.5d)
    if re.search(r"hexproof|shroud|antimaleficio|\bvelo\b|protec", said[move.end() :]):
        return None  # the creature it would go to is the shielded one
    if re.search(r"\bcombat\w*|\bcombate\b|\binstant\w*|\brespon\w*|\brespuesta\b|\bduring\b|\bdurante\b|"
                 r"\bend step\b|\bpaso final\b|\bwithout paying\b|\bsin pagar\b|\bfree\b|\bgratis\b|\bturn\b|\bturno\b",
                 said):  # fmt: skip
        return None  # when equip may be activated, or without its cost: the timing reasoner's (702.6a)
    rule = cite("702.6a", r"Attach this permanent to target creature", r"objetivo")
    return answered("yes", t(frame.lang, "targets.equip_move", card=gear.name), rule, cite, (gear,), "targets")


#: an ability that acts only with every target still legal (Goblin Welder)
_BOTH_LEGAL = re.compile(r"\bIf both targets are still legal\b")
#: "so it just does nothing and I keep the Mox?", "¿no hace nada y me quedo el Mox?"
_NOTHING_ASKED = re.compile(
    r"\b(?:does|do|did) nothing\b|\bdoesn'?t do anything\b|\bno hace nada\b|\bkeep\b|\bme quedo\b|\bfizzl"
)


def _both_needed(frame: Frame, cite: Citer) -> Verdict | None:
    """One of the two targets of an ability that acts only "if both targets are still legal" is removed in
    response: the ability does nothing at all (608.2b with its own condition), so neither part happens."""
    source = next((c for c in frame.cards if _BOTH_LEGAL.search(c.oracle_text)), None)
    if source is None or frame.qtype is not QType.YES_NO or not _RESPONSE.search(frame.folded):
        return None
    told = frame.told
    gone = re.search(r"\bexil\w*|\booze\w*|\bremov\w*|\bsacrific\w*|\bdestr\w*|\bbounce\w*|\bdevuelv\w*", told)
    if _MAY_I.search(frame.clause or frame.asked) or gone is None:
        return None  # "can I activate Welder in response?": not one of its targets gone
    kinds = set(re.findall(r"\btarget (\w+)", source.oracle_text.lower()))
    if not any(
        c is not source
        and named_in(c, told[gone.start() : gone.end() + 40])
        and any(kind in c.type_line.lower() for kind in kinds)
        for c in frame.cards
    ):
        return None  # "he sacrifices a different artifact", "I sac my Viscera Seer": no target of its gone
    rule = cite("608.2b", r"checks whether the targets are still legal", r"comprueba si (sus|los) objetivos")
    opener = "yes" if _NOTHING_ASKED.search(frame.clause or frame.asked) else "no"
    return answered(opener, t(frame.lang, "targets.both_needed", name=source.name), rule, cite, (source,), "targets")


#: the game's outcome asked, not the targeting: "does he lose to commander damage?", "¿pierde?"
_ASKS_GAME_OUTCOME = re.compile(
    r"\blose\b(?! \d| (?:any |the )?life)|\blost\b|\bpierde\b(?! \d| vida)|\bpierdo\b(?! \d| vida)|\bcommander damage\b|"
    r"\bdano de comandante\b|\bwin\b|\bdead\b|\bmuerto\b"
)


#: a spell whose effect depends on a count checked as it resolves (metalcraft, threshold)
_COUNTED_CONDITION = re.compile(r"\bif you control (?:two|three|four|\w+) or more\b|\bmetalcraft\b|\bthreshold\b", re.I)
#: one of a counted group removed: "me rompe uno", "destroys one of my artifacts"
_ONE_OF_GROUP = re.compile(
    r"\b(?:rompe|destruye|mata|quita|exilia|rompen|destruyen)\w* (?:uno|una)\b|\buno de (?:mis|los|las)\b|"
    r"\b(?:destroy|kill|break|exile)\w* one of (?:my|them|those)\b"
)


#: a target restricted by power: "target creature an opponent controls with power 2 or less" (Enthralling Victor)
_POWER_LIMIT = re.compile(r"\btarget creature[^.]*? with power (\d+) or less\b", re.I)
#: its power raised after it was targeted: "se pone 4/4", "it becomes a 4/4", "pumps it to 4/4"
_NOW_SIZE = re.compile(
    r"\b(?:se pone|queda|now|becomes?|pump\w* (?:it )?to|ahora es|es ahora)\s+(?:an?\s+|una?\s+)?(\d+)/\d+\b"
)


def _outgrew(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Enthralling Victor's trigger targets their 2/2; in response they Mutagenic Growth it to 4/4: do I still steal
    it?" No — "with power 2 or less" is checked again on resolution; the only target is illegal (608.2b)."""
    limit = next(((c, m) for c in frame.cards if (m := _POWER_LIMIT.search(c.oracle_text))), None)
    if limit is None or frame.qtype is not QType.YES_NO or not _RESPONSE.search(frame.folded):
        return None
    card, cap = limit
    now = _NOW_SIZE.search(frame.folded)
    pump = next(
        (int(m[1]) for c in frame.cards if c is not card and (m := re.search(r"\bgets \+(\d+)/\+\d+", c.oracle_text))),
        None,
    )
    said = re.search(r"(?<![\w/+-])(\d+)/\d+(?![\w/])", frame.folded)
    power = int(now[1]) if now else (int(said[1]) + pump if said and pump is not None else None)
    if power is None or power <= int(cap[1]):
        return None
    rule = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
    finding = capital(t(frame.lang, "targets.outgrew", card=card.name, n=cap[1], power=str(power)))
    return answered("no", finding, rule, cite, (card,), "targets")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    outgrew = _outgrew(frame, cite)
    if outgrew is not None:
        return outgrew
    if re.search(r"\bwin\w*|\bgan[oa]\b|\bganar\b", frame.clause or frame.asked) and any(
        re.search(r"\bdevotion to\b", c.oracle_text) and "you win the game" in c.oracle_text for c in frame.cards
    ):
        return None  # Thassa's Oracle removed with its trigger waiting: whether X still wins is devotion's
    split_second = any(re.search(r"^split second", c.oracle_text, re.I | re.M) for c in frame.cards)
    if split_second and _MAY_I.search(frame.clause or frame.asked):
        return None  # what split second lets a player do in response is the timing reasoner's (702.61)
    if _MAY_I.search(frame.clause or frame.asked) and _EQUIP_WHEN.search(frame.clause or frame.asked):
        return None  # "¿puedo equipar Lightning Greaves en el turno del oponente?": when equip may be activated
    early = _equipment_moved(frame, cite) or _both_needed(frame, cite) or _beaten_to_it(frame, cite)
    if early is not None:
        return early
    fizzled = _walker_target_gone(frame, cite)
    if fizzled is not None:
        return fizzled
    retarget = _retarget(frame, cite)
    if retarget is not None:
        return retarget
    partial = _some_targets_left(frame, cite)
    if partial is not None:
        return partial
    # an overloaded spell targets nothing (702.96b): Cyclonic Rift overloaded against a hexproof Carnage Tyrant
    overloaded = next(
        (
            c
            for c in frame.cards
            if is_spell_card(c)
            and re.search(r"^Overload\b", c.oracle_text, re.M)
            and _OVERLOAD_SAID.search(frame.folded)
            and not _NOT_OVERLOADED.search(frame.folded)
        ),
        None,
    )
    untargeted = overloaded or next(
        (c for c in frame.cards if is_spell_card(c) and "target" not in c.oracle_text.lower()), None
    )
    # a spell that only gives the shield (Blossoming Defense in response) is no removal aimed at it
    targeting = any(
        "target" in c.oracle_text.lower() and is_spell_card(c) and not _GIVES_SHIELD.search(c.oracle_text)
        for c in frame.cards
        if c is not overloaded
    )
    shielded = (
        frame.has("hexproof", "shroud")
        or any(_GRANTS_SHIELD.search(c.oracle_text) for c in frame.cards)
        or (
            any(_SHIELDED_CARD.search(c.oracle_text) for c in frame.cards if not is_spell_card(c))
            and bool(_ASKS_IF_I_CAN.search(frame.clause or frame.asked))
            and not re.search(r"\bdie|\bsurviv|\bmuer|\bsobreviv", frame.clause or frame.asked)
        )  # "can I get rid of their Bogle with Council's Judgment?", not "does Thrun survive Toxic Deluge?"
        or any(_WORN_SHIELD.search(c.oracle_text) for c in frame.cards)  # "my commander wears Swiftfoot Boots"
        or (frame.has("protection") and untargeted is not None and "damage" not in untargeted.oracle_text.lower())
    )  # protection still prevents damage from an untargeted spell (702.16e)
    saved = any(GIVES_INDESTRUCTIBLE.search(c.oracle_text) for c in frame.cards if is_spell_card(c)) or any(
        _ARMOR.search(c.oracle_text) for c in frame.cards
    )  # a spell giving indestructible, or Spider Umbra's totem armor: whether it dies isn't the targets' question
    if untargeted is not None and not targeting and shielded and not saved:
        return _no_targets(frame, cite, untargeted.name)  # Wrath of God against hexproof
    if untargeted is not None and not targeting and not saved and _sweeps_the_shielded(frame, untargeted):
        return _no_targets(frame, cite, untargeted.name)  # "their Slippery Bogle … Pyroclasm, does that kill it?"
    protected = (
        _protected_target(frame, cite)
        or _protected_from_type(frame, cite)
        or _worn_protection(frame, cite)
        or _protected_from_me(frame, cite)
    )
    if protected is not None:
        return protected  # "can I Bolt their Paladin en-Vec?"
    shielded_card = any(_SHIELDED_CARD.search(c.oracle_text) for c in frame.cards)
    outcome_asked = _ASKS_GAME_OUTCOME.search(frame.clause or frame.asked)
    if (
        (frame.has("hexproof", "shroud") or shielded_card)
        and _CAN_TARGET.search(frame.folded)
        and not _RESPONSE.search(frame.folded)
        and not outcome_asked
    ):
        return _can_target(frame, cite)
    # an edict targets a player ("Target player sacrifices a creature"), never the creature with hexproof
    aimed = next((c for c in frame.cards if is_spell_card(c) and targets_a_permanent(c)), None)
    if aimed is not None and _aims_at_shielded(frame) and not _RESPONSE.search(frame.folded) and not outcome_asked:
        return _can_target(frame, cite, aimed.name)  # "what happens if I Bolt a creature with hexproof?"
    if (
        aimed is not None
        and shielded_card
        and _aims_at_it(frame, aimed)
        and not _RESPONSE.search(frame.folded)
        and not outcome_asked  # "… ¿pierde por daño de comandante?"
    ):
        return _can_target(frame, cite, aimed.name)  # "their carnage tyrant: can i path it?", "¿le puedo tirar path?"
    shield = next((c for c in frame.in_play if _PLAYER_SHIELD.search(c.oracle_text)), None)
    sweeping = next((c for c in frame.cards if c is not shield and _EACH_PLAYER.search(c.oracle_text)), None)
    if shield is not None and sweeping is not None and frame.qtype is QType.YES_NO and aimed is None:
        # "guy across has leyline of sanctity. does my gary still drain him?": no target, so hexproof doesn't matter
        rule = cite("702.11c", r"on a player means", r"jugador")
        finding = t(frame.lang, "targets.player_shield_untargeted", card=shield.name, other=sweeping.name)
        return answered("yes", finding, rule, cite, (shield, sweeping), "targets")
    # "opp started with Leyline of Sanctity: can I Thoughtseize them?": a spell that targets only a player
    at_player = next(
        (c for c in frame.cards if is_spell_card(c) and _TARGETS_PLAYER.search(c.oracle_text)
         and not targets_a_permanent(c)),
        None,
    )  # fmt: skip
    if (
        shield is not None
        and at_player is not None
        and frame.qtype is QType.YES_NO
        and not _RESPONSE.search(frame.folded)
        and _THEY_AIMED.search(frame.clause or frame.asked)
        and controller(frame, shield) != "me"
        and not re.search(r"\bmy leyline\b|\bmi leyline\b", frame.folded)
        and not re.search(r"\bdestroy\w*|\bdestru\w*|\bremov\w*|\bexil\w*|\bquit\w*|\bgone\b", frame.folded)
    ):
        return _player_shielded(frame, cite, at_player.name, shield)
    if shield is not None and aimed is not None and not _RESPONSE.search(frame.folded):
        asked = frame.clause or frame.asked
        if _THEIR_WALKER.search(asked) and not _AT_PLAYER.search(asked):
            # "can't bolt their face. can i still bolt their planeswalker?": the asked target is a permanent
            walker = Card(name=t(frame.lang, "targets.their_planeswalker"))
            return _player_only(frame, cite, aimed.name, shield, walker)
        if _AT_PLAYER.search(frame.folded):
            return _player_shielded(frame, cite, aimed.name, shield)  # "¿Puedo lanzarle un Relámpago?" vs Leyline
        creature = next((c for c in frame.cards if "Creature" in c.type_line and c is not aimed), None)
        if creature is not None and _CAST_AT.search(frame.folded):
            return _player_only(frame, cite, aimed.name, shield, creature)  # "… Bolt his Grizzly Bears?"
        if creature is None and _THEIR_CREATURE.search(frame.clause or frame.asked):
            # "¿puedo tirarle un lightning bolt a una criatura suya?": a creature of theirs, unnamed
            return _player_only(frame, cite, aimed.name, shield, Card(name=t(frame.lang, "targets.their_creature")))
    if _ASKS_IF_I_CAN.search(frame.asked) or _ASKS_IF_I_CAN.search(frame.clause or ""):
        return None  # "can I sacrifice it in response?": about what may be done, not how it resolves
    if re.search(
        r"\bcomes? back\b|\bbring (?:it|them) back\b|\breturns?\b|\bvuelve\b|\bregresa\b", frame.clause or frame.asked
    ) and any(re.search(r"^(?:persist|undying)\b", c.oracle_text, re.I | re.M) for c in frame.cards):
        return None  # "i sac finks in response. finks comes back right?": persist's question, not the removal's
    aura = _aura_cast(frame)
    aiming = [c for c in frame.cards if "target" in c.oracle_text.lower() and is_spell_card(c)]
    # "opp swords my dreadmaw in response to my giant growth": the spell responded to is the one whose target left
    spell = aura or next((c for c in aiming if _RESPONDED_TO.search(frame.folded, *_name_at(frame, c))), None)
    if spell is None and frame.qtype is QType.HOW_MANY:
        # "… how much damage does Fling deal?": the spell the count is asked of
        counted = re.split(r"\b(?:if|si|when|cuando|after|despues)\b", frame.clause or frame.asked)[0]
        spell = next((c for c in aiming if named_in(c, counted)), None)
    # "… i flickered it with ephemerate in response, does the bolt still do damage?": the spell the question asks about
    if spell is None and frame.qtype is QType.YES_NO:
        spell = next((c for c in aiming if named_in(c, frame.clause or frame.asked)), None)
    spell = spell or next(iter(aiming), None)
    if _entering_replaced(frame, spell):
        return (
            None  # Containment Priest before Reanimate resolves: the target is still there, only its entering changes
        )
    responder = any(_GONE_ORACLE.search(c.oracle_text) for c in frame.cards if c is not spell)
    emptied = any(c.toughness == "0" and c.name in frame.removed for c in frame.cards)  # a 0/0 stripped of counters
    # "lanzo un aura sobre mi bicho y me lo matan en respuesta": an Aura the question doesn't name
    aura_said = aura is None and spell is None and bool(_AURA_CAST.search(frame.folded))
    aura_lost = (aura or aura_said) and (_DIED.search(_situation(frame)) or _KILLED.search(frame.folded))
    # "con el trigger de sacrificar en la pila": a sacrifice still to come is no target gone
    told = _by_itself(_SACRIFICES_OTHERS.sub(" ", _TRIGGER_NAMED.sub(" ", frame.folded)), spell)
    if not (_GONE.search(told) or responder or emptied or aura_lost):
        return None
    if spell is not None and _AT_SPELLS_ONLY.search(spell.oracle_text) and not _AT_PERMANENT.search(spell.oracle_text):
        return None  # "lanzo stubborn denial … y me matan mi 4/4": a spell's target never leaves the battlefield
    if _SACRIFICES_OTHERS.search(frame.clause or frame.asked):
        return None  # "how many artifacts do I sac in response to keep it alive?": a count, not a target gone
    asked = frame.clause or frame.asked
    if (
        spell is not None
        and frame.qtype is QType.YES_NO
        and not named_in(spell, asked)
        and not re.search(r"\bdie|\bsurviv|\bdestroy|\bmuer|\bsobreviv|\bdestru|\bdamage|\bdano", asked)
        and any(
            named_in(c, asked) and re.search(r"^[^\n:]*\bsacrifice [^\n:]*:", c.oracle_text, re.I | re.M)
            for c in frame.cards
            if c is not spell and not is_spell_card(c)
        )
    ):
        return None  # "¿igual busco la tierra del elder?": the sacrificed creature's own ability, not the spell's
    if _only_pumped_in_response(frame):
        return None  # "… Twisted Image on the Wall. He responded with Giant Growth": the target is still legal
    if spell is not None and _aimed_at_a_player(frame, spell):
        # "I Galvanic Blasted his face; he responded with Ancient Grudge on Frogmite": the face is still there
        return None
    if spell is not None and _COUNTED_CONDITION.search(spell.oracle_text) and _ONE_OF_GROUP.search(frame.folded):
        return None  # "… 3 artefactos (metalcraft) … me rompe uno": one of the counted, not the target, is gone
    if not (
        _RESPONSE.search(frame.folded)
        or (_asks_about(frame, spell) and _GONE.search(_by_itself(_situation(frame), spell)))
        or _gone_after_cast(frame, spell)
    ):
        return None
    if (
        frame.has("dies")
        and frame.qtype is QType.YES_NO
        and not _ASKS_IF_WORKS.search(frame.asked)
        and not (aura and _asks_about(frame, aura))
    ):
        # the shield said ("gives it hexproof"), or a named card that gives it (Vines of Vastwood, Heroic Intervention)
        guarded = bool(_STAYS.search(frame.folded)) or any(
            _SHIELDS.search(c.oracle_text) for c in frame.cards if c is not spell
        )
        # flickered in response (Ephemerate, Cloudshift): it comes back as a new object the removal can't find
        flickered = any(_FLICKERS.search(c.oracle_text) for c in frame.cards if c is not spell) or bool(
            re.search(r"\b(?:flicker|blink)\w*\b", frame.folded)
        )
        # Walking Ballista flickered comes back with X = 0, a 0/0 that dies anyway: not the removal's question
        flickered = flickered and not any(c.toughness == "0" for c in frame.cards if "Creature" in c.type_line)
        stays = guarded and not _LEAVES.search(frame.folded)
        told = frame.told  # the situation, without the ask
        sacrificed = re.search(r"\bsacrific\w*|\bsac(?:s|ced|ked)?\b", told)
        if sacrificed and spell is not None and _HARMS.search(spell.oracle_text) and ASKS_DIES.search(frame.asked):
            # "i doom blade their bears and they sacrifice it in response, does it die?": yes, by the sacrifice
            dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
            gone = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
            finding = t(frame.lang, "targets.sacrificed_dies", spell=spell.name) + ids(dies, gone)
            steps = [Step(finding, tuple(r for r in (dies, gone) if r))]
            return Verdict(t(frame.lang, "yes") + " " + finding, steps, cite.quotes, frame.cards, "targets")
        if not ((stays or flickered) and spell is not None and _HARMS.search(spell.oracle_text)):
            return None  # "does my creature die?": not about the spell's targets
        # it got hexproof or protection and stays: the removal spell doesn't resolve, so it doesn't die
    if spell is None and not frame.has("target") and not aura_said:
        return None
    if spell is not None and _protection_misses(frame.folded, spell):
        return None  # "Apostle's Blessing choosing protection from artifacts" against a black Doom Blade
    if spell is not None and _spell_is_the_response(frame.folded, spell):
        return None  # "… sacrificing the Horde. In response, Nikolas casts Sudden Spoiling": nothing left after it
    if spell is not None and _removes_a_trigger_source(frame, spell):
        return None  # "they unsummon the chupacabra in response. does goyf still die?": the trigger's, not this spell's
    if spell is not None and _HARMS.search(spell.oracle_text) and _cast_again(frame, spell):
        return _again_first(frame, cite, spell)  # "respondo a la Blossoming Defense con otro doom blade"
    clause = frame.clause or frame.asked
    if (
        frame.qtype is QType.HOW_MANY
        and spell is not None
        and not named_in(spell, clause)
        and any(named_in(c, clause) for c in frame.cards if c is not spell and is_spell_card(c))
    ):
        return None  # "… I sac it to fling in response. how much damage does the fling do?": another spell's count
    if spell is not None and _sacrificed_as_its_cost(frame, spell):
        return None  # "I sac my Doomed Traveler to Fling": the cost paid, not a target gone
    lang = frame.lang
    ability = re.search(r"abilit|habilidad|\btrigger|\bdispar", frame.folded)
    name = spell.name if spell else t(lang, "targets.the_ability" if ability else "targets.the_spell")
    name = t(lang, "targets.the_aura") if aura_said else name
    # a blanket response ("Permanents you control gain hexproof…") makes every target of that player illegal at once
    blanket = any(_BLANKET.search(c.oracle_text) for c in frame.cards if c is not spell)
    # the last said wins: "… los 2 de daño a su oso … lo hubiera repartido, 1 al oso y 1 a su cara" is split
    last_one = max((m.start() for m in _ONE_TARGET.finditer(frame.folded)), default=-1)
    last_split = max((m.start() for m in _SPLIT_SAID.finditer(frame.folded)), default=-1)
    one_target = (
        spell is not None and re.search(r"divided as you choose", spell.oracle_text, re.I) and last_one > last_split
    ) or (spell is not None and last_split < 0 and _all_on_one(frame, spell))
    several = (
        not blanket
        and not one_target
        and not _ALL_ILLEGAL.search(frame.folded)
        and (
            bool(_SEVERAL.search(frame.folded))
            # "fireball x=6 split between their angel and their face": a divided spell told with two targets
            or bool(spell and last_split >= 0 and re.search(r"\bdivided\b", spell.oracle_text, re.I))
            or bool(
                spell
                and (
                    re.search(
                        r"two targets|up to two target|another target|each of (one|two)|\b(two|three) target\b",
                        spell.oracle_text,
                        re.I,
                    )
                    or _most_targets(spell) >= 2
                    # Curse of the Swine "Exile X target creatures" with X=3
                    or (re.search(r"\bX target\b", spell.oracle_text) and (_x_of(frame, spell) or 0) >= 2)
                )
            )
        )
    )
    off_color = _off_color(frame, cite, spell)
    if off_color is not None:
        return off_color
    check = cite("608.2b", r"checks whether the targets are still legal", r"comprueba si (sus|los) objetivos")
    gone = cite("608.2b", r"no longer in the zone", r"ya no está en la zona")
    if several and spell is not None and re.search(r"\bexchange\b", spell.oracle_text, re.I):
        # Switcheroo with one target gone: the exchange can't be completed, so none of it happens (701.12a)
        whole = cite("701.12a", r"if the entire exchange can’t be completed, no part of the exchange occurs", r"")
        finding = t(lang, "targets.no_exchange", name=name) + ids(check, whole)
        # "do I lose my Bears?" / "¿me quedo igual con el Hill Giant?": no part of the exchange happens either way
        asks_part = _ASKS_LOSS.search(frame.clause or frame.asked) or re.search(
            r"\b(?:still )?get\b|\bkeep\b|\bme quedo\b|\bme llevo\b|\bobtengo\b|\brecibo\b", frame.clause or frame.asked
        )
        opener = "no" if frame.qtype is QType.YES_NO and asks_part else None
        if frame.qtype is QType.YES_NO and opener is None:
            return None
        return answered(opener, finding, None, cite, (spell,), "targets")
    bite = spell if spell is not None and _BITES.search(rules_text(spell)) else None
    if (
        several
        and bite is not None
        and frame.qtype is QType.YES_NO
        and _ASKS_DAMAGE.search(frame.clause or frame.asked)
    ):
        # Domri's Ambush with one of its creatures gone: the damage needs both, the one dealing it and the one dealt
        # it, so none is dealt (608.2b: an effect needing information about an illegal target doesn't happen)
        needs = cite("608.2b", r"requires information about an illegal target", r"")
        return answered("no", t(lang, "targets.no_bite", name=name), needs, cite, (bite,), "targets")
    if (
        several
        and spell is not None
        and frame.qtype is QType.YES_NO
        and re.search(r"\bput an? \+1/\+1 counter on target creature\b", rules_text(spell), re.I)
        and re.search(r"\bcounter\b|\bcontador", frame.clause or frame.asked)
        and re.search(r"\bfights?\b", rules_text(spell), re.I)
    ):
        # Dromoka's Command, the fight's creature gone: the counter's target is still legal, so that part happens
        rest = cite("608.2b", r"Otherwise, the spell or ability will resolve normally", r"se resolverá normalmente")
        return answered("yes", t(lang, "targets.partial", name=name), rest, cite, (spell,), "targets")
    if several and spell is not None and re.search(r"\bfights?\b", rules_text(spell), re.I):
        # Prey Upon with one of its creatures gone: neither fights, no damage (701.14b)
        fight = cite("701.14b", r"neither of them fights or deals damage", r"")
        opener = "no" if frame.qtype is QType.YES_NO else None
        return answered(opener, t(lang, "targets.no_fight", name=name), fight, cite, (spell,), "targets")
    if several:
        rest = cite("608.2b", r"Otherwise, the spell or ability will resolve normally", r"se resolverá normalmente")
        spared = cite("608.2b", r"Illegal targets, if any, won’t be affected", r"objetivos ilegales")
        text = t(lang, "targets.partial", name=name) + ids(rest, spared)
        moved = re.search(r"damage|\bmove|reassign|redirect|how much|\bpoint|\btake|dano|\bmover|cuanto|punto|recibe",
                          frame.clause or frame.asked)  # fmt: skip
        if frame.qtype in (QType.WHAT_HAPPENS, QType.HOW_MANY):  # "split 1 and 1 … what happens to the other elf?"
            moved = moved or _SHARE_SAID.search(frame.folded)
        fixed = spell is not None and moved and re.search(r"divided as you choose", spell.oracle_text, re.I)
        if fixed:
            # Forked Bolt: "can I move the other point onto it?" — the division was announced as it was cast
            divided = cite("601.2d", r"announces the division", r"anuncia")
            text += " " + t(lang, "targets.division_fixed") + ids(divided)
        share = _SHARE_SAID.search(frame.folded) if fixed else None
        evenly = spell is not None and re.search(r"divided evenly", spell.oracle_text, re.I)
        x = x_said(frame.folded)
        if evenly and x is not None and frame.qtype is QType.HOW_MANY and _TWO_SAID.search(frame.folded):
            # Fireball split between two targets, one gone: its damage is divided as it resolves, among the legal
            # targets only, so the one left is dealt all of X
            text = f"{x}: " + t(lang, "targets.evenly_left", name=name, n=str(x)) + ids(spared)
        elif (
            spell is not None
            and (x_of := _x_of(frame, spell)) is not None
            and frame.qtype is QType.HOW_MANY
            and re.search(r"\bX target\b", spell.oracle_text)
            and re.search(r"\bfor each [^.]*\bthis way\b", spell.oracle_text, re.I)
            and (lost_said := _GONE_COUNT.search(frame.folded)) is not None
            and not _ALL_ILLEGAL.search(frame.folded)
        ):
            # Curse of the Swine with X=3, one target sacrificed: a Boar for each creature exiled this way, two
            lost = 2 if lost_said[1] in ("two", "dos") else 3 if lost_said[1] in ("three", "tres") else 1
            text = f"{max(0, x_of - lost)}: " + text
        elif share is not None and frame.qtype is QType.HOW_MANY:
            # "1 de daño a cada uno … ¿cuánto daño le hace al otro?": its announced share
            text = f"{next(g for g in share.groups() if g)}: " + text
        elif share is not None and frame.qtype is QType.WHAT_HAPPENS:  # "what happens to the remaining elf?"
            text = t(lang, "targets.share_left", n=next(g for g in share.groups() if g)) + " " + text
        if fixed and frame.qtype is QType.YES_NO and _MORE.search(frame.clause or frame.asked):
            text = t(lang, "no") + " " + text  # "does the Elf take both damage now?": no, only its share
        elif frame.qtype is QType.YES_NO and (
            _ASKS_IF_WORKS.search(frame.folded)
            or _ASKS_IF_FIZZLES.search(frame.folded)
            or _ASKS_OTHER.search(frame.asked)
        ):
            # "¿se contrarresta igual su hechizo?" of a counterspell asks about its target being countered: yes
            counters = spell is not None and re.search(r"\bcounter target\b", spell.oracle_text, re.I)
            # a fizzle told in the narration ("he said the whole spell fizzles") is not what "do I still draw?" asks
            clause = frame.clause or frame.asked
            told_only = not _ASKS_IF_FIZZLES.search(clause) and _ASKS_IF_WORKS.search(clause)
            fizzle_asked = _ASKS_IF_FIZZLES.search(frame.folded) and not counters and not told_only
            text = t(lang, "no" if fizzle_asked else "yes") + " " + text
        steps = [
            Step(t(lang, "targets.step_check", name=name) + ids(check), (check,) if check else ()),
            Step(t(lang, "targets.step_partial") + ids(rest), (rest,) if rest else ()),
            Step(t(lang, "targets.step_spared") + ids(spared), (spared,) if spared else ()),
        ]
    else:
        fails = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
        text = t(lang, "targets.fizzle", name=name) + ids(fails)
        clause = frame.clause or frame.asked
        # "paid 4 life … is that gone for good?", "do i get my mana back?": the costs stay paid
        refund = (_COST_PAID.search(frame.folded) or re.search(r"\bmana\b", clause)) and _ASKS_REFUND.search(clause)
        other = "" if refund else _other_effect(frame, spell)
        if other:  # "do I at least still get the 3 life?" after Lightning Helix lost its target
            text += " " + t(lang, "targets.not_either", effect=other)
        if refund:
            # "paid 4 life to dismember … is that 4 life just gone for good?": costs paid stay paid (601.2h)
            paid = cite("601.2h", r"pays the total cost", r"paga el coste total")
            text += " " + t(lang, "targets.cost_kept", name=name) + ids(paid)
            if frame.qtype is QType.YES_NO:
                text = t(lang, "no" if _ASKS_BACK.search(clause) else "yes") + " " + text
        elif frame.qtype is QType.YES_NO:
            text = t(lang, _works_answer(frame, spell, works=False)) + " " + text
        elif frame.qtype is QType.WHO and re.search(r"\b(?:gain|gets?|gana|recibe|draw|roba)", frame.asked):
            text = t(lang, "targets.nobody") + " " + text  # "who gains the life?" after Swords lost its target
        elif frame.qtype is QType.HOW_MANY and re.search(r"\b(?:life|vida|damage|dano|cards?|cartas?)\b", frame.asked):
            text = "0: " + text  # "how much life do I gain?" after Swords lost its target: none
        steps = [
            Step(t(lang, "targets.step_check", name=name) + ids(check), (check,) if check else ()),
            Step(t(lang, "targets.step_gone") + ids(gone), (gone,) if gone else ()),
            Step(t(lang, "targets.step_fizzle", name=name) + ids(fails), (fails,) if fails else ()),
        ]
        if aura is not None and _FROM_BATTLEFIELD.search(aura.oracle_text):
            # "When Rancor is put into a graveyard from the battlefield…": it never was on the battlefield
            grave = cite("608.2b", r"put into its owner’s graveyard", r"cementerio")
            said = t(lang, "targets.aura_graveyard", name=aura.name)
            text += " " + said + ids(grave)
            steps.append(Step(said + ids(grave), (grave,) if grave else ()))
            if frame.qtype is not QType.YES_NO and _BACK_TO_HAND.search(frame.asked):
                text = t(lang, "no") + " " + text  # "what happens to rancor, do i at least get it back?"
            elif _BACK_TO_HAND.search(frame.asked) and text.startswith(t(lang, "yes") + " "):
                # "Rancor fizzles — does it at least come back to my hand?": the return is asked, not the fizzle
                text = t(lang, "no") + text[len(t(lang, "yes")) :]
        elif (
            spell is not None
            and (is_spell_card(spell) or "Aura" in spell.type_line)
            and _ASKS_WHERE.search(frame.clause or frame.asked)
        ):
            # "where does the Pacifism end up?": the spell that didn't resolve goes to its owner's graveyard
            grave = cite("608.2b", r"put into its owner’s graveyard", r"cementerio")
            said = t(lang, "targets.to_graveyard", name=spell.name)
            text += " " + said + ids(grave)
            steps.append(Step(said + ids(grave), (grave,) if grave else ()))
        if aura_said:
            grave = cite("608.3b", r"put into its owner’s graveyard", r"cementerio")
            said = t(lang, "targets.aura_to_graveyard")
            text += " " + said + ids(grave)
            steps.append(Step(said + ids(grave), (grave,) if grave else ()))
        redirect = cite("115.7", r"change the target", r"cambiar (el|los) objetivo")
        if redirect:
            steps.append(Step(t(lang, "targets.step_redirect") + ids(redirect), (redirect,)))
    return Verdict(text, steps, cite.quotes, (spell,) if spell else (), "targets")


_BACK_TO_HAND = re.compile(
    r"\b(?:get|gets|getting) (?:it|rancor|\w+) back\b|\b(?:back|return\w*) to (?:my |its owner'?s )?hand\b|"
    r"\bvuelve a (?:mi |la )?mano\b|\blo recupero\b|\bla recupero\b|\bregresa a (?:mi |la )?mano\b"
)
_COLORS = {
    "white": "W", "blanco": "W", "blanca": "W", "blue": "U", "azul": "U", "black": "B", "negro": "B", "negra": "B",
    "red": "R", "rojo": "R", "roja": "R", "green": "G", "verde": "G",
}  # fmt: skip
_PROTECTION_FROM = re.compile(r"\b(?:protection from|proteccion contra(?: el| la| lo)?|pro) (\w+)")
_QUALITY_TYPE = {"artifact": "Artifact", "artefacto": "Artifact", "creature": "Creature", "criatura": "Creature",
                 "instant": "Instant", "instantaneo": "Instant", "sorcer": "Sorcery", "conjuro": "Sorcery",
                 "enchantment": "Enchantment", "encantamiento": "Enchantment"}  # fmt: skip


#: how many of the targets left: "sacrifica uno de esos tres", "he sacs two of them"
_GONE_COUNT = re.compile(
    r"\b(one|two|three|uno|una|dos|tres) (?:of them|of those|of the|de (?:ellos|ellas|esos|esas|los|las))\b"
)


def _x_of(frame: Frame, spell: Card) -> int | None:
    """The X of an X spell: said as "X=3", or right after its name ("curse of the swine for 3", "con X=3")."""
    said = x_said(frame.folded)
    if said is not None:
        return said
    after = re.search(rf"\b{re.escape(fold(spell.name))}\w* (?:for|por|con|with|de) (\d{{1,2}})\b", frame.folded)
    return int(after[1]) if after else None


def _protection_misses(folded: str, spell: Card) -> bool:
    """The protection the question gives is from a card type the spell isn't (artifacts, against an instant): it
    doesn't make the target illegal."""
    said = _PROTECTION_FROM.search(folded)
    if said is None:
        return False
    quality = said[1].lower()
    if quality in _COLORS:
        return False  # a color: read below, where another color lets the spell resolve normally
    kind = next((v for k, v in _QUALITY_TYPE.items() if quality.startswith(k)), None)
    return kind is not None and kind not in spell.type_line


#: asking whether the remaining target now gets the share of the one that left
#: the same share announced for each target: "1 dmg each", "1 de daño a cada uno"
_SHARE_SAID = re.compile(
    r"\b(\d+) (?:damage |dmg |de dano |dano )?(?:to )?each\b|\b(\d+) (?:de )?(?:dano )?a cada (?:uno|una)\b|"
    r"\b(\d+) (?:and|y) \3 (?:between|entre)\b|"  # "split electrolyze 1 and 1 between a 1/1 and a 2/2"
    # "3 a su skyfisher y 3 a la cara", "1 de daño a su Viscera Seer y 1 a otro bicho"
    r"\b(\d+) (?:damage |dmg |de dano |dano )?(?:at|to|on|a|al) [^.?]{1,30}?\b(?:and|y) \4 (?:at|to|on|a|al)\b"
)
_MORE = re.compile(
    r"\b(both|all|the whole|the rest|the other|full|everything|extra)\b|\b(todo|ambos|los dos|el resto|el otro|entero)\b|"
    # "¿se lo puedo meter al otro elfo?": its share moved onto the other target
    r"\b(?:meter|pasar|mover|poner|mandar|asignar|redirigir)\w*\b[^?]{0,20}\bal otro\b"
)


def _off_color(frame: Frame, cite: Citer, spell: Card | None) -> Verdict | None:
    """Protection from a colour the spell doesn't have, and nothing else making its target illegal: it resolves."""
    said = _PROTECTION_FROM.findall(frame.folded)
    if (
        frame.qtype is QType.HOW_MANY
        or spell is None
        or len(set(said)) != 1
        or said[0] not in _COLORS
        or "{" not in spell.mana_cost
    ):
        return None
    color = said[0]
    if f"{{{_COLORS[color]}" in spell.mana_cost or f"/{_COLORS[color]}" in spell.mana_cost:
        return None  # the spell is that colour: the target is illegal
    rest = _PROTECTION_FROM.sub(" ", _situation(frame))
    # "they sac a creature to give it protection": another creature sacrificed as the cost, not the target gone
    rest = re.sub(
        r"\bsacrific\w* (?:a|an|another|other|one|un|una|otro|otra) (?:creature|dude|guy|bicho|criatura)\b", " ", rest
    )
    if _GONE.search(rest) or re.search(r"hexproof|shroud|antimaleficio|\bvelo\b", rest):
        return None
    lang = frame.lang
    rule = cite("702.16b", r"can’t be targeted by spells with the stated quality", r"no puede ser objetivo")
    finding = t(lang, "targets.off_color", name=spell.name, color=color) + ids(rule)
    text = finding
    if frame.qtype is QType.YES_NO:
        text = t(lang, _works_answer(frame, spell, works=True)) + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (spell,), "targets")


#: the colors a permanent's own Oracle text gives it protection from: "Protection from black and from red"
_PRINTED_PROTECTION = re.compile(r"^(?:[\w ]+, )*protection from ([^\n.(]+)", re.I | re.M)


def _protected_target(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I Bolt their Paladin en-Vec?": a named permanent with printed protection from the named targeted spell's
    color can't be its target (702.16b), whoever controls either; asked before anything is cast or in response."""
    asks = (
        _CAN_TARGET.search(frame.folded)
        or _ASKS_IF_I_CAN.search(frame.clause or frame.asked)
        or re.search(r"\ble (?:puedo|podes|puedes|podria) (?:tirar|lanzar|echar|meter)\b", frame.folded)
    )  # "¿le puedo tirar Swords to Plowshares?"
    if frame.qtype is not QType.YES_NO or not asks or _RESPONSE.search(frame.folded):
        return None
    # an Adventure's instant half counts ("le puedo hacer stomp a…"): "Creature — Giant // Instant — Adventure"
    spells = [
        c
        for c in frame.cards
        if (is_spell_card(c) or re.search(r"//.*\b(?:Instant|Sorcery)\b", c.type_line))
        and "target" in c.oracle_text.lower()
    ]
    shielded = [
        (c, m)
        for c in frame.cards
        if not is_spell_card(c) and c not in spells and (m := _PRINTED_PROTECTION.search(c.oracle_text))
    ]
    if len(spells) != 1 or len(shielded) != 1:
        return None
    spell, (card, found) = spells[0], shielded[0]
    if re.search(r"\b(?:al rival|al oponente|a la cara|al jugador|to (?:his|her|their|the) face|at (?:his|her|their) "
                 r"face|at (?:the )?player|the player)\b", frame.clause or frame.asked):  # fmt: skip
        return None  # "¿le puedo tirar Lightning Bolt al rival en la cara?": aimed at the player
    spell_at = position(frame.folded, spell)
    removed_with = _KILL_WITH.search(frame.folded)
    # "me atacan con Stormbreath Dragon. ¿Le puedo tirar Swords?", "can I swords it?": the spell aimed at it, the
    # spell's own name (or nickname) used as the verb, or "le puedo tirar <spell>" with no player or face after it
    clause = frame.clause or frame.asked
    spell_words = "|".join(re.escape(w) for w in name_words(spell))
    at_it = (
        re.search(rf"\b(?:can|could|may) i (?:{spell_words})\w* (?:it|him|her)\b", clause)
        or (
            re.search(
                rf"\ble (?:puedo|podes|puedes|podria) (?:tirar|lanzar|echar|meter) (?:un |una |el |la )?"
                rf"(?:{spell_words})",
                clause,
            )  # fmt: skip
            and not re.search(r"\b(?:al rival|al oponente|a la cara|a el|al jugador|a mi rival)\b", clause)
        )
    ) and not re.search(r"\bsacrific\w*|\bsac\b|\bsaco\b", frame.folded)
    if (
        position(frame.folded, card) < spell_at
        and not at_it
        and not (removed_with and removed_with.start(removed_with.lastindex or 0) == spell_at)
    ):
        # "can I sacrifice my White Knight to Fling?": it isn't what the spell is cast at; "can I kill White Knight
        # with Doom Blade?" is
        return None
    colors = [c for c in COLORS if re.search(rf"\b{c}\b", found[1], re.I)]
    color = next((c for c in colors if f"{{{COLORS[c]}" in spell.mana_cost), None)
    lang = frame.lang
    rule = cite("702.16b", r"can’t be targeted by spells with the stated quality", r"no puede ser objetivo")
    if color is not None:
        finding = t(lang, "targets.protected", card=card.name, spell=spell.name, color=t(lang, f"color.{color}"))
        return answered("no", finding, rule, cite, (spell, card), "targets")
    if len(colors) != 1 or not re.search(r"\{[WUBRG]", spell.mana_cost):
        return None  # a colorless spell, or protection from more than a color: not told here
    finding = t(lang, "targets.off_color", name=spell.name, color=t(lang, f"color.{colors[0]}"))
    return answered("yes", finding, rule, cite, (spell, card), "targets")


#: the protection an Equipment or Aura gives the creature wearing it: "Equipped creature gets +2/+2 and has protection
#: from red and from blue"
_WORN_PROTECTION = re.compile(
    r"^(?:equipped|enchanted) creature (?:gets [^.\n]* and )?has protection from ([^\n.(]+)", re.I | re.M
)
#: the question says the creature wears it: "their goyf is carrying sword of fire and ice", "mi goyf lleva la espada"
_CARRIES = re.compile(r"\b(?:carr\w*|wear\w*|equipped|has|had|with|w/|lleva\w*|equipad\w*|tiene|con)\b")


def _worn_protection(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Their Goyf carries Sword of Fire and Ice: can I -1 Jace to bounce it?": protection from a color, from what
    the creature wears, stops spells and abilities from sources of that color targeting it (702.16b). Fires only for
    one named Equipment or Aura giving it, one other creature said to wear it, and one colored card whose text
    targets, asked whether it can."""
    if frame.qtype is not QType.YES_NO or not _ASKS_IF_I_CAN.search(frame.clause or frame.asked):
        return None
    if _RESPONSE.search(frame.folded):
        return None
    gear = [(c, m) for c in frame.cards if (m := _WORN_PROTECTION.search(c.oracle_text))]
    if len(gear) != 1:
        return None
    worn, found = gear[0]
    rest = [c for c in frame.cards if c is not worn]
    sources = [c for c in rest if "target" in c.oracle_text.lower() and re.search(r"\{[WUBRG]", c.mana_cost)]
    wearers = [c for c in rest if c not in sources and "Creature" in c.type_line]
    if len(sources) != 1 or len(wearers) != 1:
        return None
    source, wearer = sources[0], wearers[0]
    clause = frame.clause or frame.asked
    if named_in(worn, clause) or re.search(r"\bface\b|\bplayer\b|\bcara\b|\bjugador\b|\bopp\w*\b|\brival\b", clause):
        return None  # the Sword itself, or the player, targeted: not the creature wearing it
    if not (named_in(wearer, clause) or re.search(r"\b(?:it|him|her|lo|la|le)\b|\w+(?:lo|la|le)\b", clause)):
        return None
    at, gear_at = position(frame.folded, wearer), position(frame.folded, worn)
    carried = 0 <= at < gear_at <= at + 60 and _CARRIES.search(frame.folded[at:gear_at])
    # "sword of fire and ice on their goyf": the gear first, then the creature it is on
    put_on = 0 <= gear_at < at <= gear_at + 60 and re.search(r"\b(?:on|onto|en|sobre)\b", frame.folded[gear_at:at])
    if at < 0 or not (carried or put_on):
        return None  # the creature isn't said to wear it
    colors = [c for c in COLORS if re.search(rf"\b{c}\b", found[1], re.I)]
    color = next((c for c in colors if f"{{{COLORS[c]}" in source.mana_cost), None)
    if color is None:
        return None
    lang = frame.lang
    rule = cite("702.16b", r"can’t be targeted by spells with the stated quality", r"no puede ser objetivo")
    finding = t(lang, "targets.worn_protection", card=wearer.name, gear=worn.name, source=source.name,
                color=t(lang, f"color.{color}"))  # fmt: skip
    return answered("no", finding, rule, cite, (source, wearer, worn), "targets")


#: protection from creature types: "protection from Demons and from Dragons" (Baneslayer Angel)
_PROTECTION_TYPES = re.compile(r"protection from ([A-Z][a-z]+)s(?: and from ([A-Z][a-z]+)s)?")


def _protected_from_type(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I exert Glorybringer: can its 4 damage hit their Baneslayer Angel?" No: protection from Dragons stops the
    abilities of a Dragon source from targeting it (702.16b)."""
    clause = frame.clause or frame.asked
    asks = re.search(r"\b(?:can|could|may)\b|\bpued\w*|\bpodr\w*", clause)
    if frame.qtype is not QType.YES_NO or not asks or re.search(r"\bblock|\bbloque", clause):
        return None  # "can Baneslayer block their Glorybringer?": protection never stops the protected one blocking
    if not re.search(
        r"\bexert|\babilit|\bhabilidad|\bdamage|\bdano\b|\btarget|\bobjetivo|\bhit\b|\bmeter\b|\bpegar", clause
    ):
        return None  # only the source's ability aimed at it is read here
    shielded = [(c, m) for c in frame.cards if (m := _PROTECTION_TYPES.search(c.oracle_text))]
    if len(shielded) != 1:
        return None
    card, found = shielded[0]
    kinds = [k for k in found.groups() if k]
    source = next(
        (
            c
            for c in frame.cards
            if c is not card
            and not is_spell_card(c)
            and "target" in c.oracle_text
            and any(re.search(rf"\b{k}\b", c.type_line.split("—")[-1]) for k in kinds)
        ),
        None,
    )
    if source is None:
        return None
    kind = next(k for k in kinds if re.search(rf"\b{k}\b", source.type_line.split("—")[-1]))
    rule = cite("702.16b", r"can’t be targeted by spells with the stated quality", r"no puede ser objetivo")
    finding = t(frame.lang, "targets.protected_type", card=card.name, source=source.name, kind=kind)
    return answered("no", finding, rule, cite, (source, card), "targets")


def _works_answer(frame: Frame, spell: Card | None, works: bool) -> str:
    """Yes or No to the asked clause when the spell does (or doesn't) resolve: "does it fizzle?" and "does my Angel
    survive?" (a spell that harms it) are answered the other way round from "does it work?"."""
    survives = bool(ASKS_SURVIVES.search(frame.asked)) and spell is not None and bool(_HARMS.search(spell.oracle_text))
    # "swift end fizzled — do i still lose the 2 life?": the fizzle told before the asking clause isn't what it asks
    inverted = bool(_ASKS_IF_FIZZLES.search(frame.clause or frame.asked)) or survives
    return "no" if works == inverted else "yes"


_AURA_CAST = re.compile(r"\b(?:cast\w*|lanz\w*|tir\w*|pong\w*|play\w*)\s+(?:an?|una?)\s+aura\b")
#: what an Aura was cast on is killed in response: "opp bolts the 2/2 in response", "me lo matan en respuesta"
_KILLED = re.compile(
    r"\b(?:bolt|kill|murder|destroy|shock)s?\b[^.?]{0,30}\bin response\b|\b(?:mata|matan|destruye|destruyen)\b"
)
_DIED = re.compile(r"\bse muere\b|\bmuri[oó]\b|\bdie[sd]\b|\bmuere\b")
_FROM_BATTLEFIELD = re.compile(r"put into a graveyard from the battlefield", re.I)


def _aura_cast(frame: Frame) -> Card | None:
    """An Aura the question casts ("I cast Rancor on my creature", "lanzo Rancor a mi bicho"): an Aura spell
    targets what it will enchant, so it is a targeted spell on the stack."""
    for card in frame.cards:
        if "Aura" not in card.type_line:
            continue
        names = [re.escape(fold(name)) for name in (card.name, *card.names_es)]
        if re.search(rf"\b(cast\w*|lanz\w*|play\w*|jueg\w*|tir\w*)\s+(an? |una? )?({'|'.join(names)})\b", frame.folded):
            return card
    return None


#: the spell aimed at "it": "can i path it?", "can i giant growth it?" (the spell's name as the verb, its first word
#: captured), "¿le puedo tirar path to exile?"
_AT_IT_EN = re.compile(
    r"\b(?:can|could|may) (?:i|you|we|they|he|she|(?:my |the )?opponent) (\w+)(?: \w+){0,3}? "
    r"(?:it|him|her|them|(?:my|your|his|their|the|opponent'?s) \w+)\b"
)
_AT_IT_ES = re.compile(r"\bles? (?:puedo|puede|podemos|podria) (?:tirar|lanzar|poner|echar|meter)\b")


#: removal asked by what it does, the spell named after "with": "can I kill their Tyrant with Murder?",
#: "¿puedo matar el carnage tyrant del rival con un murder?"
_KILL_WITH = re.compile(
    r"\b(?:can|could|may) (?:i|you|we) (?:kill|destroy|remove|exile|get rid of|deal with)\b[^?]{0,60}?\bwith (?:an? |my )?(\w+)|"
    r"\b(?:puedo|puede|podemos|podria) (?:matar|destruir|quitar|eliminar|exiliar|sacar)\w*\b[^?]{0,60}?\bcon (?:una? |mi |el |la )?(\w+)"
)


def _aims_at_it(frame: Frame, aimed: Card) -> bool:
    verb = _AT_IT_EN.search(frame.folded)
    words = fold(aimed.name).split()
    killed = _KILL_WITH.search(frame.folded)
    with_it = bool(killed and (killed[1] or killed[2]) in words)
    return bool(_AT_IT_ES.search(frame.folded) or (verb and verb[1] in words) or with_it)


def _aims_at_shielded(frame: Frame) -> bool:
    """A targeted spell is cast at the thing with hexproof or shroud: the words after "cast … on/at" name it (the
    keyword, or a named card that has it), not a player's face."""
    shielded = [fold(c.name).split(",")[0] for c in frame.cards if _SHIELDED_CARD.search(c.oracle_text)]
    names = [re.escape(name.split()[-1]) for name in shielded]
    aimed_at = re.compile("|".join([r"hexproof|shroud|antimaleficio|\bvelo\b", *names]))
    return any(aimed_at.search(frame.folded, m.end(), m.end() + 60) for m in _CAST_AT.finditer(frame.folded))


#: an effect on each opponent or player, without a target: "each opponent loses X life" (Gray Merchant of Asphodel)
_EACH_PLAYER = re.compile(
    r"^(?:(?!target)[^\n])*\beach (?:opponent|player) (?:loses|discards|sacrifices)\b", re.I | re.M
)
#: the opponent casts at the asker: "can opp bolt me?", "¿me puede tirar un bolt el rival?"
_THEY_AIM_AT_ME = re.compile(
    r"\b(?:can|could|may|does|will) (?:my )?(?:opp|opponent|he|she|they)\b[^?]{0,30}\b(?:me|my face)\b|"
    r"\bme (?:puede|podria|pueden) (?:tirar|lanzar|hacer)\b"
)


def _player_shielded(frame: Frame, cite: Citer, spell: str, shield: Card) -> Verdict:
    """A targeted spell cast at a player a named card gives hexproof or shroud ("You have hexproof.": Leyline of
    Sanctity); hexproof stops only that player's opponents. The card's controller is the asker when they say so."""
    lang = frame.lang
    card = shield.name
    if re.search(r"you have shroud", shield.oracle_text, re.I):
        rule = cite("702.18a", r"can’t be the target", r"objetivo")
        said, allowed = t(lang, "targets.player_shroud", card=card, spell=spell), False
    else:
        rule = cite("702.11c", r"on a player means", r"jugador")
        first = fold(shield.name).split(",")[0]
        mine = bool(
            re.search(
                rf"\b(i (have|control|got)|(yo )?(tengo|controlo)) (an? |el |la |mi |my )?{re.escape(first)}",
                frame.folded,
            )
        )
        said = t(lang, "targets.player_hexproof_own" if mine else "targets.player_hexproof", card=card, spell=spell)
        allowed = mine
        if _THEY_AIM_AT_ME.search(frame.folded):
            # "can opp bolt me?": I am the target; only the shield's controller has hexproof
            theirs = controller(frame, shield) == "opponent"
            key = "targets.player_hexproof_theirs_only" if theirs else "targets.player_hexproof_you"
            said, allowed = t(lang, key, card=card, spell=spell), theirs
    opener = ("yes" if allowed else "no") if frame.qtype is QType.YES_NO else None
    return answered(opener, said, rule, cite, (shield,), "targets")


#: a creature of the shielded player's, unnamed: "a una criatura suya", "at one of their creatures", "their guy"
_THEIR_CREATURE = re.compile(
    r"\b(?:una criatura suya|un bicho suyo|(?:su|sus) (?:criatura|bicho)s?|(?:their|his|her) (?:creature|guy|dude)s?|"
    r"one of their creatures|a creature of theirs)\b"
)


#: a planeswalker of the shielded player's: "their planeswalker", "su planeswalker"
_THEIR_WALKER = re.compile(r"\b(?:their|his|her|su|sus|the|el|al) (?:planeswalker|walker|pw)s?\b")


def _player_only(frame: Frame, cite: Citer, spell: str, shield: Card, creature: Card) -> Verdict:
    """The card shields only its controller ("You have hexproof."), not the permanents they control."""
    rule = cite("702.11c", r"on a player means", r"jugador")
    said = t(frame.lang, "targets.player_only", card=shield.name, spell=spell, creature=creature.name)
    return answered("yes" if frame.qtype is QType.YES_NO else None, said, rule, cite, (shield,), "targets")


#: totem armor (umbra armor): "If enchanted creature would be destroyed, instead remove all damage from it and destroy
#: this Aura."
_ARMOR = re.compile(r"\b(?:totem|umbra) armor\b|enchanted creature would be destroyed, instead", re.I)


def _sweeps_the_shielded(frame: Frame, sweeper: Card) -> bool:
    """A named creature with printed hexproof or shroud, asked whether an untargeted sweeper kills it, and the
    sweeper destroys all creatures or deals each one at least its toughness."""
    if frame.qtype is not QType.YES_NO or not ASKS_DIES.search(frame.clause or frame.asked):
        return False
    shielded = [c for c in frame.cards if not is_spell_card(c) and _SHIELDED_CARD.search(c.oracle_text)]
    if len(shielded) != 1 or not (shielded[0].toughness or "").isdigit():
        return False
    if any(re.search(r"gets \+\d+/\+[1-9]", c.oracle_text) for c in frame.cards if c is not sweeper):
        return False  # an Aura or anthem that adds toughness: not computed here
    if re.search(r"\bregenerate\b|\bindestructible\b", shielded[0].oracle_text, re.I):
        return False  # whether it survives is the survival reasoner's (Thrun regenerates, unless Wrath forbids it)
    if any(_ARMOR.search(c.oracle_text) for c in frame.cards):
        return False  # Spider Umbra on it: the Aura is destroyed instead (702.89a)
    if re.search(r"^destroy all creatures\b", sweeper.oracle_text, re.I | re.M):
        return True
    each = re.search(r"deals (\d+) damage to each creature", sweeper.oracle_text, re.I)
    return each is not None and int(each[1]) >= int(shielded[0].toughness or 0)


_OVERLOAD_SAID = re.compile(r"\boverload\w*|\bsobrecarga\w*")
_NOT_OVERLOADED = re.compile(r"\b(?:don'?t|do not|not|without|sin|no)\s+(?:\w+\s+)?(?:overload\w*|sobrecarga\w*)")


def _no_targets(frame: Frame, cite: Citer, name: str) -> Verdict:
    rule = cite("115.1a", r"is targeted if", r"objetivo")
    text = t(frame.lang, "targets.untargeted", name=name) + ids(rule)
    if frame.qtype is QType.WHAT_HAPPENS:
        text += _sweep_outcome(frame, cite, name)  # "what happens to their Bogle if I cast Anger of the Gods?"
    if frame.qtype is QType.YES_NO:
        # "does it save it?" asks the other way round; "with protection from white" is no such question
        # "does wrath still kill her or does hexproof stop it?": the first alternative is the one answered
        first = re.split(r"\s(?:or|o)\s(?=(?:does|do|is|will|can|would|se|lo|la|le|el)\b)", frame.asked)[0]
        saves = re.search(
            r"\bsaves?\b|\bprotects?\b|\bstops?\b|\bprevents?\b|surviv|\bsalva|\bproteg[ea]\b|\bimpide|\bevita|sobrevive|"
            r"\bsafe\b|\ba salvo\b|\bprotected\b|\bprotegid[oa]s?\b",  # "¿estoy a salvo?", "am I safe?"
            first,
        )
        text = t(frame.lang, "no" if saves else "yes") + " " + text
    return Verdict(text, [Step(t(frame.lang, "targets.untargeted", name=name) + ids(rule))], cite.quotes, (), "targets")


_SWEEP_DAMAGE = re.compile(r"deals (\d+) damage to each creature", re.I)
_EXILE_INSTEAD = re.compile(r"would die this turn, exile it instead", re.I)


def _sweep_outcome(frame: Frame, cite: Citer, name: str) -> str:
    """What the untargeted sweeper does to the shielded creature: destroyed, or dealt lethal damage and so dies —
    or is exiled, when the sweeper says so (Anger of the Gods)."""
    sweeper = frame.named(name)
    shielded = next(
        (c for c in frame.cards if _SHIELDED_CARD.search(c.oracle_text) and c.toughness and c.toughness.isdigit()),
        None,
    )
    if sweeper is None or shielded is None or not shielded.toughness:
        return ""
    damage = _SWEEP_DAMAGE.search(sweeper.oracle_text)
    if damage is None or int(damage[1]) < int(shielded.toughness):
        return ""
    lethal = cite("704.5g", r"has been dealt lethal damage", r"daño letal")
    if _EXILE_INSTEAD.search(sweeper.oracle_text):
        instead = cite("614.6", r"never happens", r"nunca ocurre")
        said = t(frame.lang, "targets.swept_exiled", name=shielded.name, n=damage[1], spell=sweeper.name)
        return " " + said + ids(lethal, instead)
    return " " + t(frame.lang, "targets.swept_dies", name=shielded.name, n=damage[1]) + ids(lethal)


def _can_target(frame: Frame, cite: Citer, spell: str | None = None) -> Verdict | None:
    """Whether a permanent with hexproof or shroud can be targeted; with `spell`, what casting it at one does (it
    can't be cast with that target). An unnamed owner ("a creature with hexproof") is taken to be an opponent."""
    lang = frame.lang
    opener = (lambda answer: t(lang, answer) + " ") if frame.qtype is QType.YES_NO else (lambda answer: "")
    # a printed shroud keyword (Argothian Enchantress) decides even when the asker says "hexproof"
    if (
        frame.has("shroud")
        or (frame.card(r"^shroud\b|\nshroud\b") and not frame.card(r"^hexproof\b|\nhexproof\b"))
        or (not frame.has("hexproof") and frame.card(r"\b(?:has|have|gains?)\b[^.\n]*\bshroud\b"))
    ):
        rule = cite("702.18a", r"can’t be the target", r"no puede ser objetivo")
        said = t(lang, "targets.shroud") + (" " + t(lang, "targets.cant_cast_at", spell=spell) if spell else "")
        text = opener("no") + said + ids(rule)
        steps = [Step(t(lang, "targets.shroud") + ids(rule), (rule,) if rule else ())]
        return Verdict(text, steps, cite.quotes, reasoner="targets")
    rule = cite("702.11b", r"can’t be the target", r"no puede ser objetivo")
    mine = _OWN.search(frame.folded) and not _OPPONENTS.search(frame.folded)
    key = "targets.hexproof_own" if mine else "targets.hexproof_theirs"
    allowed = bool(mine)
    if mine and _OPPONENT_ASKS.search(frame.clause or frame.asked):
        # "¿y el rival puede tirarle un bolt?" at my hexproof creature: exactly what hexproof stops
        key, allowed = "targets.hexproof_by_opponent", False
    if re.search(r"\b(stop|prevent|keep)s?\b|impide|evita", frame.asked) and not _ASKS_IF_I_CAN.search(frame.asked):
        allowed = not allowed  # "does hexproof stop me…?": the answer is the opposite of "can I…?"
    said = t(lang, key) + (" " + t(lang, "targets.cant_cast_at", spell=spell) if spell and not mine else "")
    text = opener("yes" if allowed else "no") + said + ids(rule)
    steps = [Step(t(lang, "targets.hexproof_rule") + ids(rule), (rule,) if rule else ())]
    return Verdict(text, steps, cite.quotes, reasoner="targets")


#: the opponent is the one asking to target: "can my opponent bolt it?", "¿el rival puede tirarle…?"
_OPPONENT_ASKS = re.compile(
    r"\b(?:can|could|may) (?:my )?(?:opp|opponent|they|he|she)\b|"
    r"\b(?:el|mi) (?:rival|oponente) (?:(?:le|lo|la|les|se) )?(?:puede|podria)\b|"
    r"\bpuede (?:el|mi) (?:rival|oponente)\b"
)
#: "in response," opening a response, not "in response to my Bolt" naming what was responded to
_RESPONSE_OPENS = re.compile(r"\bin response\b(?!\s+to\b)|\ben respuesta\b(?!\s+al?\b)")


#: what was responded to, named right after "in response to": "in response to my giant growth"
_RESPONDED_TO = re.compile(
    r"\b(?:in response to|en respuesta (?:a|al))\s+(?:(?:my|his|her|their|the|mi|su|el|la)\s+)?$"
)


def _name_at(frame: Frame, card: Card) -> tuple[int, int]:
    """(0, where the card is first named): the span _RESPONDED_TO must end at, or (0, 0) when it isn't named."""
    return 0, max(0, position(frame.folded, card))


#: artifacts or lands sacrificed (to Atog, for mana), not the target: "how many artifacts do I sac in response?"
def _by_itself(folded: str, spell: Card | None) -> str:
    """The text without the removal the spell itself does: "my opponent killed my Wurmcoil Engine with Swords to
    Plowshares" tells what Swords did, not a target gone before it resolved."""
    if spell is None:
        return folded
    name = re.escape(fold(spell.name.split(" // ")[0]))
    return re.sub(
        rf"\b(?:kill|destroy|exile|murder|remove)\w*\s+(?:[\w']+\s+){{1,4}}?(?:with|con)\s+(?:a |an |un |una )?{name}",
        " ",
        folded,
    )


_SACRIFICES_OTHERS = re.compile(
    r"\b(?:sac|sacs|sacked|sacrific\w*)\s+(?:(?:\d+|two|three|four|five|six|some|all|my|a few|dos|tres|cuatro|cinco|"
    r"mis|unos|varios)\s+)*(?:artifacts|lands|treasures|clues|foods|artefactos|tierras|tesoros|pistas)\b|"
    r"\b(?:artifacts|lands|artefactos|tierras)\b[^.?]{0,25}\b(?:sac|sacrific\w*)\b"
)


def _sacrificed_as_its_cost(frame: Frame, spell: Card) -> bool:
    """The creature was sacrificed to the spell itself, whose additional cost is a sacrifice (Fling, Village Rites)."""
    if not re.search(r"additional cost to cast this spell, sacrifice", spell.oracle_text, re.I):
        return False
    words = name_pattern(spell)
    sacrificed_to = (
        rf"\b(?:sac|sacs|sacked|sacrific\w*)\b[^.?]{{0,60}}\b(?:to|into|for|a|al|con|para)\s+"
        rf"(?:(?:cast|lanzar|pay for|pagar)\s+)?(?:my |mi |the |el |la |an? |una? )?(?:{words})"
    )
    # "then fling the atog" (nothing in response): the spell's name as the verb, the creature sacrificed to it after
    flung = rf"\b(?:{words})(?:s|ed|ing|eo|ea)?\s+(?:the|my|his|her|their|el|la|mi|a)\b"
    if words and not _RESPONSE.search(frame.folded) and re.search(flung, frame.folded):
        return True
    # "Lanzo Fling sacrificando a Frogmite como costo", "I cast Fling sacrificing my Atog"
    while_cast = rf"\b(?:{words})\b[^.?]{{0,12}}\b(?:sacrificando|sacrificing)\b"
    return bool(words) and (
        re.search(sacrificed_to, frame.folded) is not None
        or (not _RESPONSE.search(frame.folded) and re.search(while_cast, frame.folded) is not None)
    )


def _spell_is_the_response(folded: str, spell: Card) -> bool:
    """The targeted spell is itself the response, and every removal was told before it: the removal came first
    (a cost, an earlier event), so no target of this spell left in response to it."""
    opens = _RESPONSE_OPENS.search(folded)
    if opens is None or position(folded, spell) < opens.end():
        return False
    return all(gone.start() < opens.start() for gone in _GONE.finditer(folded))


_TRIGGER_TEXT = re.compile(r"^(?:[\w' -]{3,30} — )?(?:when|whenever)\b", re.I | re.M)


def _removes_a_trigger_source(frame: Frame, spell: Card) -> bool:
    """The targeted spell is cast in response at a permanent whose triggered ability is on the stack, and the ask is
    not about that spell: whether the trigger still resolves is the source-gone question (113.7a)."""
    at = position(frame.folded, spell)
    responds = (
        at >= 0
        and (
            re.search(r"\bin response\b|\ben respuesta\b", frame.folded[at : at + 60])
            # "mi rival responde exiliando a krenko con path": the response told before the spell
            or re.search(r"\brespon(?:de|den|dio|ds|ded)\b", frame.folded[max(0, at - 60) : at])
            # "con el trigger en la pila … le tiro Lightning Bolt al Hunter": the stack told before the spell
            or re.search(_WITH_TRIGGER_ON_STACK, frame.folded[max(0, at - 120) : at])
        )
    )
    activated = _ACTIVATED_SAID.search(frame.folded)  # "they tap mother of runes targeting their goyf"
    sources = [
        c
        for c in frame.cards
        if not is_spell_card(c)
        and (_TRIGGER_TEXT.search(c.oracle_text) or (activated and _TAP_ABILITY.search(c.oracle_text)))
    ]
    # the trigger or ability is told ("with the trigger on the stack"); Dream Trawler's draw trigger is not
    told = re.search(
        r"\btrigger\w*|\bdispar\w*|\babilit\w*|\bhabilidad\w*|\betb\b|on the stack|en la pila", frame.folded
    )
    return bool(responds and sources and (told or activated) and not named_in(spell, frame.clause or frame.asked))


_WITH_TRIGGER_ON_STACK = re.compile(
    r"\b(?:with|con) (?:the |its |his |their |el |la |su )?(?:\w+ )?(?:trigger|ability|habilidad|disparo)\w*"
    r"(?: [\w ]{0,40}?)? (?:on the stack|en la pila)\b"
)
_ACTIVATED_SAID = re.compile(r"\b(?:tap|taps|tapped|activat\w*|gir[oa]\w*|activ[oa]\w*)\b")
_TAP_ABILITY = re.compile(r"^\{T\}(?:, [^:]*)?:", re.M)


def _asks_about(frame: Frame, spell: Card | None) -> bool:
    """The asked clause names the targeted spell ("¿qué pasa con el Bolt?", "does the Bolt still hit?"): a
    situation where its target is removed after it was cast, even without the words "in response"."""
    if spell is None:
        return False
    return named_in(spell, frame.asked)


#: a cost paid to cast it told: "paid 4 life to dismember", "pagué 4 vidas", "sacrificed a creature to cast it"
_COST_PAID = re.compile(r"\bpaid \d+ life\b|\bpay(?:ing)? \d+ life\b|\bpagu?[ée] \d+ vidas?\b|\bpagando \d+ vidas?\b")
#: asks whether the cost comes back, or is lost: "is that 4 life just gone for good?", "¿recupero las vidas?"
_ASKS_REFUND = re.compile(
    r"\bgone\b|\blost\b|\bwasted\b|\bback\b|\brefund\w*|\brecuper\w*|\bdevuelv\w*|\bpierdo\b|\bperd\w*"
)
_ASKS_BACK = re.compile(r"\bback\b|\brefund\w*|\brecuper\w*|\bdevuelv\w*")
_OTHER_EFFECT = {
    "life": r"\blife\b|\bvida",
    "draw": r"\bdraw|\brob[oa]\b|\bcard\b|\bcarta",
    "land": r"\bland|\btierra",
}


def _other_effect(frame: Frame, spell: Card | None) -> str:
    """The part of the spell's Oracle text the asked clause is about besides its target ("you gain 3 life" when asked
    "do I at least still get the 3 life?"); "" when none."""
    if spell is None:
        return ""
    asked = frame.clause or frame.asked
    for word, said in _OTHER_EFFECT.items():
        if re.search(said, asked):
            for clause in re.split(r"[.,;]| and ", re.sub(r"\([^)]*\)", "", spell.oracle_text)):
                if re.search(rf"\b{word}s?\b", clause, re.I) and "target" not in clause.lower():
                    return clause.strip()
    return ""


#: a spell that only pumps its target: "Target creature gets +3/+3 until end of turn."
_PUMP_ONLY = re.compile(r"^target creature gets [+-]\d+/[+-]\d+ until end of turn\.$", re.I)


#: a spell aimed at a player, told right after its name: "Galvanic Blasted his face", "Bolt a la cara del rival"
_AT_A_PLAYER = re.compile(
    r"^\s+(?:at\s+)?(?:(?:his|her|their|my|your|the opponent'?s|opp'?s)\s+(?:face|head)|"
    r"(?:him|her|them|me)(?=\s*(?:[.,;!?]|$|(?:with|for|and|then|in|y|con)\b))|"
    r"(?:a|en)\s+(?:la|su|mi)\s+cara|al (?:rival|oponente|jugador))\b"
)


def _aimed_at_a_player(frame: Frame, spell: Card) -> bool:
    """The spell whose target the question might think gone was aimed at a player, who never leaves."""
    if re.match(r"^target (?:player|opponent) sacrifices\b", spell.oracle_text, re.I) and not re.search(
        r"\byou have (?:hexproof|shroud)\b|\bplayers? (?:gains?|have) (?:hexproof|shroud)\b",
        " ".join(c.oracle_text for c in frame.cards),
        re.I,
    ):
        return True  # an edict (Diabolic Edict) targets the player: a shield on permanents doesn't stop it
    said = re.finditer(rf"\b{re.escape(fold(spell.name))}\w*", frame.folded)  # "galvanic blasted"
    return any(_AT_A_PLAYER.match(frame.folded[m.end() :]) for m in said)


def _only_pumped_in_response(frame: Frame) -> bool:
    """Every card named after the response is a plain pump (Giant Growth): it leaves the target where it was and
    as legal as before, so "kill it" told earlier is only what the first spell was meant to do."""
    said = _RESPONSE.search(frame.folded)
    if said is None or re.match(r"\s+(?:to|a|al)\b", frame.folded[said.end() :]):
        return False  # "opp swords my dreadmaw in response to my giant growth": the pump is what was responded to
    after = [c for c in frame.cards if named_in(c, frame.folded[said.start() :])]
    responders = [c for c in after if not named_in(c, frame.folded[: said.start()])]
    if not responders:
        # "he bolts my ooze and i giant growth it in response": the response named in its own clause, just before
        start = max(frame.folded.rfind(x, 0, said.start()) for x in (". ", ", ", " and ", " y ", " then "))
        clause = frame.folded[max(start, 0) : said.start()]
        responders = [c for c in frame.cards if named_in(c, clause) and not named_in(c, frame.folded[: max(start, 0)])]
    return bool(responders) and all(_PUMP_ONLY.match(c.oracle_text.strip()) for c in responders)


def _gone_after_cast(frame: Frame, spell: Card | None) -> bool:
    """ "le tiro doom blade a su bicho y él tapea la mother of runes y le da protección de negro. ¿qué pasa?": told
    after the spell was cast at it, the target's change is a response, without the words "in response"."""
    if spell is None:
        return False
    if frame.qtype is not QType.WHAT_HAPPENS and not (
        frame.qtype is QType.YES_NO and re.search(r"\bstill\b|\banyway\b|\bigual(?:mente)?\b|\baun asi\b", frame.asked)
    ):
        return False  # "… y el rival le da protección. ¿igual busca la tierra?": whether the spell still does its part
    situation = _situation(frame) or frame.folded  # all told in the asking sentence: "le tiro un path … ¿igual …?"
    cast = position(situation, spell)
    change = _GONE.search(situation, cast) if cast >= 0 else None
    if change is None:
        return False
    # "i path their cartel aristocrat and they …": the spell's name said as the verb, aimed at their creature
    aimed = re.search(r"\b(?:their|his|her|opp\w*|a su|al rival|su|my|mi|a mi)\b", situation[cast : change.start()])
    return bool(_CAST_AT.search(situation[: change.start()]) or aimed)


def _most_targets(spell: Card) -> int:
    """How many times the spell's text says "target" in one casting: its spell face only (Stomp, not Bonecrusher
    Giant's "becomes the target"), and one mode of a modal spell (Heartless Act's two modes target once each)."""
    faces = spell.oracle_text.split("\n//\n")
    kinds = spell.type_line.split(" // ")
    if len(faces) == len(kinds) > 1:
        faces = [face for face, kind in zip(faces, kinds, strict=True) if re.search(r"Instant|Sorcery", kind)] or faces
    counts = []
    for face in faces:
        # "Choose one —" only: "choose one or more", "choose two" and escalate pick several modes, each with its targets
        one_mode = re.search(r"^choose one\s*—", face, re.I | re.M) and not re.search(r"\bescalate\b", face, re.I)
        modes = re.split(r"\n•", face) if one_mode else [face]
        counts.append(max(len(re.findall(r"\btarget\b", mode, re.I)) for mode in modes))
    return max(counts)


def _situation(frame: Frame) -> str:
    """The folded question before its asked clause: what happened, not what is asked."""
    at = frame.folded.rfind(frame.asked) if frame.asked else -1
    return frame.folded[:at] if at > 0 else ""


_FROM_CHOSEN_PLAYER = re.compile(r"protection from the chosen player", re.I)
#: the asker is the chosen player: "naming me", "it chose me", "que me eligió"
_CHOSE_ME = re.compile(
    r"\b(?:nam\w*|chos\w*|choos\w*|picked|picking) me\b|\bme (?:eligio|escogio|nombro|elige|nombra)\b|"
    r"\beligiendo(?:me| a mi)\b|\bcontra mi\b|\bfrom me\b"
)
#: a card that can aim at the creature: "target creature", "target artifact or creature", "any target"
_AT_A_CREATURE = re.compile(
    r"\btarget (?:artifact or )?creature\b|\bany target\b|\btarget (?:nonland )?permanent\b", re.I
)
#: aimed somewhere else: the player, an edict, equipment onto one's own creature
_ELSEWHERE_AIMED = re.compile(
    r"\bface\b|\bhim\b|\bher\b|\bthem\b|\bplayer\b|\bjugador\b|\bsacrific\w*|\bequip\w*|\bmy own\b|\bmi propi\w*|"
    r"\bedict\b|\ba el\b|\ba ella\b"
)
_MY_TARGETING = re.compile(
    r"\b(?:can|could|may) i\b|\b(?:puedo|podria)\b|\bmy\b[^?]{0,30}\btarget\w*|\bmi\b[^?]{0,30}\bobjetivo\b"
)


def _protected_from_me(frame: Frame, cite: Citer) -> Verdict | None:
    """ "opp's True-Name Nemesis named me: can I target it with Oko's +1?" No: protection from a player stops
    everything that player controls from targeting it (702.16k, 702.16b)."""
    clause = frame.clause or frame.asked
    nemesis = next((c for c in frame.cards if _FROM_CHOSEN_PLAYER.search(c.oracle_text)), None)
    if nemesis is None or frame.qtype is not QType.YES_NO or not _CHOSE_ME.search(frame.folded):
        return None
    others = [c for c in frame.cards if c is not nemesis]
    aims = re.search(r"\btarget\w*|\bobjetivo\b", frame.folded) or (
        others and all(_AT_A_CREATURE.search(c.oracle_text) for c in others)
    )
    if not (_MY_TARGETING.search(clause) and aims):
        return None  # Wrath of God targets nothing: protection doesn't stop it
    if _ELSEWHERE_AIMED.search(clause) or (others and not all(_AT_A_CREATURE.search(c.oracle_text) for c in others)):
        return None  # at the player, an edict, one's own creature: not the protected creature
    rule = cite("702.16k", r"protection from each object that player controls", r"")
    return answered("no", t(frame.lang, "targets.from_you", card=nemesis.name), rule, cite, frame.cards, "targets")


def _all_on_one(frame: Frame, spell: Card) -> bool:
    """A divided spell's whole amount said on one target: "electrolyze 2 al birds", "2 damage to a grizzly bears"."""
    total = re.search(r"deals (\d+) damage divided as you choose", spell.oracle_text, re.I)
    if total is None:
        return False
    return bool(
        re.search(
            rf"(?<![\d/]){total[1]} (?:damage |dmg |de dano |dano |points? )?(?:to|at|on|a|al) (?!each\b|cada\b)",
            frame.folded,
        )
    )
