"""A player leaving a multiplayer game (800.4a): everything that player owns leaves the game with them — a creature
someone else stole from them too — and effects that gave them control of other players' objects end, so what they
stole goes back. Their spells on the stack leave too ("concedes with a spell on the stack"). Fires only
when the question says a player lost, conceded or left and asks what happens to a stolen creature or to their spell,
or asks whether a player may concede (at any time, 104.3a)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, is_spell_card

_LEFT = re.compile(
    r"\b(?:lost|loses|lose the game|conced\w*|scoop\w*|left the game|leaves the game|dies out|is eliminated|"
    r"got eliminated|(?:rage ?)?quits|(?:rage ?)?quit|ragequit\w*)\b|"
    r"\b(?:perdio|pierde|perder la partida|ha perdido|concede\w*|abandona\w*|sale de la partida|se va de la partida|"
    r"queda eliminad\w*|acaba de (?:perder|conceder|irse))\b"
)
_STOLEN = re.compile(
    r"\bcontrol magic\b|\bmind control\b|\bstole\w*|\bsteal\w*|\btook\b|\btaken\b|\bgain\w* control\b|"
    r"\brob\w*\b|\bme quede con\b|\bcontrolo (?:su|un|una)\b|\bi control (?:a|their|his|her)\b"
)
#: the player who left had stolen the asker's creature: "me robó el bicho", "stole my creature", "took my …"
_THIEF = re.compile(
    r"\bme rob\w*|\bme quit\w*|\bstole my\b|\btook (?:control of )?my\b|\bcontrols? my\b|"
    r"\b(?:control magic|mind control|act of treason|threaten)(?:'?d|ed) my\b|\bcontrol magic on my\b"  # "the guy who Control Magic'd my …"
)
_ASKS_BACK = re.compile(r"\brecuper\w*|\bget (?:it |them |my \w+ )?back\b|\bvuelve\w*|\bregres\w*|\bback\b|\bcontrol")
_SPELL_ON_STACK = re.compile(r"\b(?:spell|hechizo)\w*\b[^.?]{0,40}\b(?:on the stack|en la pila)\b")
#: the player who cast it is the one who left: "un jugador lanza Lightning Bolt … y en respuesta concede"
_CAST_THEN_LEFT = re.compile(
    r"\b(?:lanza|casts|activa|activates)\b[^.?]{0,80}?\b(?:y|and)\s+(?:then\s+|luego\s+|despues\s+)?"
    r"(?:(?:en|in) respuesta\s+|in response\s+)?(?:conced\w*|abandona\w*|leaves the game)\b"
)
#: whether conceding is allowed: "can you concede while …", "¿se puede conceder con …?", "puedo conceder"
_ASKS_CONCEDE = re.compile(
    r"\b(?:can|could|may) (?:i|you|he|she|they|a player|my opp\w*|the opp\w*) (?:still )?conced\w*|"
    r"\b(?:se puede|puedo|puede|podes|puedes|podria) conceder\b"
)
#: their ability waiting on the stack: "tiene un disparo suyo en la pila", "his trigger is on the stack"
_ABILITY_ON_STACK = re.compile(
    r"\b(?:his|her|their|su|sus)\s+(?:own\s+)?(?:trigger|ability|disparo|habilidad)\w*\b[^.?]{0,30}\b(?:on the stack|en la pila)\b|"
    r"\b(?:trigger|ability|disparo|habilidad)\w* (?:suy[oa]|de (?:el|ella))\b[^.?]{0,30}\b(?:on the stack|en la pila)\b"
)
_ON_STACK = re.compile(r"\b(?:still )?on the stack\b|\ben la pila\b")
#: asks whether the spell still does its thing: "does it resolve?", "do I still take the 3?", "¿me hace el daño?"
_ASKS_EFFECT = re.compile(r"\bresol\w*|\bresuelve\w*|\btake\b|\bstill\b|\brecib\w*|\bhace\w*|\bdeal\w*|\bigual\b")
_ASKS_WHAT = re.compile(
    r"\bwhat happens\b|\bque pasa\b|\bque le pasa\b|\bwhere\b|\bdonde\b|\bwho\b|\bquien\b|\bstay|\bqueda"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.WHAT_HAPPENS, QType.OTHER, QType.WHO, QType.YES_NO) or not _LEFT.search(frame.folded):
        return None
    clause = frame.clause or frame.asked
    if frame.qtype is QType.YES_NO and _ASKS_CONCEDE.search(clause):
        # "can you concede while a spell is on the stack?": at any time (104.3a)
        anytime = cite("104.3a", r"can concede the game at any time", r"")
        return answered("yes", t(frame.lang, "leaves.concede_any_time"), anytime, cite, frame.cards, "leaves_game")
    rule = cite("800.4a", r"all objects \(see rule 109\) owned by that player leave the game", r"")
    asks_mine = _ASKS_WHAT.search(clause) and re.search(r"\b(?:my|mi|mis)\b", clause)  # "what happens to my creature?"
    if _THIEF.search(frame.folded) and (_ASKS_BACK.search(clause) or asks_mine):
        # "el de enfrente me robó el bicho con control magic y ha perdido: ¿recupero mi criatura?": their control ends
        # (a game that goes on after a player lost has more players)
        opener = "yes" if frame.qtype is QType.YES_NO else None
        return answered(opener, t(frame.lang, "leaves.control_ends"), rule, cite, frame.cards, "leaves_game")
    # "le robé … a la Meli y ella acaba de perder": the player robbed, named, is the one who left
    robbed_left = _robbed_left(frame.folded)
    # a player who leaves while the game goes on ("si un jugador se va de la partida") is a multiplayer game
    if not re.search(r"\bowner\b|\bpropietario\b|\bconced\w*|\bconcede\w*|\bscoop\w*|\bmultiplayer\b|\bcommander\b|"
                     r"\bpartida de\b|\bse va de la partida\b|\bsale de la partida\b|\bleaves the game\b|\bleft the game\b|"
                     r"\ba (?:3|4|5|tres|cuatro|cinco)\b|\b(?:3|4|5|three|four|five)[- ]players?\b", frame.folded) and not (
        robbed_left  # a player by name who left: the game goes on
    ):  # fmt: skip
        return None  # a two-player game ends: nothing to follow
    cast_then_left = _CAST_THEN_LEFT.search(frame.folded)
    # "Tom bolts my face and then, with the bolt still on the stack, he concedes": a named spell told on the stack
    on_stack = _SPELL_ON_STACK.search(frame.folded) or (
        _ON_STACK.search(frame.folded) and any(is_spell_card(c) for c in frame.cards)
    )
    asks_kept = re.search(r"\bstay|\bkeep|\bqued|\bsigue|\bconserv", clause)
    # "¿se va también el bicho que yo controlo?": whether it leaves, asked without a keep word
    asks_leaves = not asks_kept and re.search(
        r"\bse va\w*|\bse van\b|\bleaves?\b|\bleave with\b|\bgo(?:es)? with\b", clause
    )
    if frame.qtype is QType.YES_NO and not (asks_kept or asks_leaves):
        if not ((cast_then_left or on_stack or _ABILITY_ON_STACK.search(frame.folded)) and _ASKS_EFFECT.search(clause)):
            return None
    if not (_ASKS_WHAT.search(clause) or frame.qtype is QType.YES_NO):
        return None
    ability = _ABILITY_ON_STACK.search(frame.folded)
    if on_stack or cast_then_left or ability:
        opener = "no" if frame.qtype is QType.YES_NO else None
        key = "leaves.ability" if ability and not on_stack else "leaves.spell"
        return answered(opener, t(frame.lang, key), rule, cite, frame.cards, "leaves_game")
    if frame.qtype is QType.YES_NO and _THEIR_THINGS.search(clause) and not _STOLEN.search(frame.folded):
        # "un weon se va (concede). ¿sus permanentes se quedan en la mesa?": what they own leaves with them
        return answered("no", t(frame.lang, "leaves.owned"), rule, cite, frame.cards, "leaves_game")
    if not _STOLEN.search(frame.folded):
        return None
    # the one who left owns it: "una criatura que es suya", "a creature they own"
    owned_by_them = re.search(
        r"\bque es suy[oa]\b|\b(?:they|he|she) owns?\b|\bthat player owns\b|\bon (?:her|his|their) creature\b|"
        r"\ben (?:su|la) criatura (?:de ella|de el|suya)\b|\b(?:criaturas?|bichos?|permanentes?|cartas?) suy[oa]s?\b|"
        # "tengo una criatura del rival robada … y el rival concedió": the one who left is the one named
        r"\b(?:criatura|bicho|permanente)s? del (?:rival|oponente)\b(?=.*\bel (?:rival|oponente) (?:concedi|abandon|perdi))|"
        r"\b(?:opp'?s|opponent'?s) (?:creature|guy|permanent)\b(?=.*\b(?:opp|opponent|he|she) (?:conceded|left|lost))|"
        # "control magic on another player's lovestruck beast and that player scoops"
        r"\b(?:another|other|a different) player'?s\b[^.?]{0,60}\bthat player (?:scoop|conced|leav|left|los)\w*|"
        # "i had Control Magic on daves Craterhoof and he just scooped": a player's card, then that player left
        r"\bon (?!my\b|his\b|her\b|its\b|their\b)\w+'?s\b(?:(?!\bthen\b)[^.?,]){0,50}\b(?:and |y )(?:he|she|they) (?:just )?"
        r"(?:scoop|conced|leav|left|los)\w*",
        frame.folded,
    )  # "i had control magic on HER creature when she conceded": hers, stolen by the asker
    mine_stolen = (
        owned_by_them
        or re.search(r"\bowner\b|\bpropietario\b|\bits owner\b|\bsu dueno\b", frame.folded)
        or robbed_left
        or (_UNNAMED_VICTIM.search(frame.folded) and not _THIRD_PLAYER.search(frame.folded))
    )
    if not mine_stolen:
        return None
    opener = ("yes" if asks_leaves else "no") if frame.qtype is QType.YES_NO else None
    return answered(opener, t(frame.lang, "leaves.owned"), rule, cite, frame.cards, "leaves_game")


#: what the player who left has: "sus permanentes", "his stuff"
_THEIR_THINGS = re.compile(
    r"\bsus (?:permanentes|cartas|cosas|criaturas|bichos|tierras)\b|\b(?:his|her|their) (?:permanents|cards|stuff|"
    r"creatures|lands)\b"
)
#: "le robé un bicho a Juan … Juan acaba de perder", "I stole a creature from Bob … Bob conceded": the player stolen
#: from is the one who left
_STOLEN_FROM = re.compile(
    r"\b(?:le robe|le quite)\b[^.?]{0,50}?\ba (?:la |el )?(\w+)|\b(?:i stole|i took)\b[^.?]{0,50}?\bfrom (\w+)|"
    r"\bi control (?:player )?(\w+)'s\b|\b(?:i'?ve got|i have|i had|my) control magic on (\w+)'s\b|\bcontrolo (?:el|la|un|una) \w+ de (?:el jugador )?(\w+)"
)


#: stolen from a player the question doesn't name ("le robé un bicho al de la izquierda", "i stole a creature from
#: the guy on my left"): the only other player told, so the one who leaves
_UNNAMED_VICTIM = re.compile(
    r"\ble (?:robe|quite)\b[^.?]{0,40}?\bal (?:de|jugador|pibe|chaval|tipo|rival|oponente)\b|"
    r"\bi (?:stole|took)\b[^.?]{0,40}?\bfrom (?:the|my) (?:guy|player|opponent|opp|dude)\b"
)


#: another player told besides the one stolen from: the one who left may be that one
_THIRD_PLAYER = re.compile(
    r"\b(?:on|to) my (?:left|right)\b[^.?]*\b(?:on|to) my (?:left|right)\b|\bde la (?:izquierda|derecha)\b[^.?]*\b"
    r"de la (?:izquierda|derecha)\b|\b(?:another|other|third|a different) player\b|\b(?:otro|tercer) jugador\b|"
    r"\b(?:four|4|five|5|cuatro|cinco)[- ]player|\ba (?:cuatro|4|cinco|5)\b"
)


def _robbed_left(folded: str) -> bool:
    found = _STOLEN_FROM.search(folded)
    if found is None:
        return False
    who = next(group for group in found.groups() if group)
    if who in ("a", "an", "the", "un", "una", "la", "el", "su", "mi", "my", "their", "his", "her"):
        return False
    after = folded[found.end() :]
    # "le robé una criatura a la Meli … y ella acaba de perder": the one robbed, by name or as "she"/"ella"
    return bool(re.search(rf"\b(?:{re.escape(who)}|ella|she|he)\b[^.?]{{0,40}}?(?:{_LEFT.pattern})", after))
