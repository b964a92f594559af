"""Who controls a stolen permanent when the stealing effect ends (611.3b, 514.2): an Aura's "You control enchanted
creature" applies only while the Aura is on the battlefield, and "gain control … until end of turn" ends in the
cleanup step; then the permanent goes back. Fires only when the question ends that effect (removes the Aura, or
asks about after the turn) and asks who controls it or whether it comes back."""

from __future__ import annotations

import re

from answer.analysis import EITHER_OR, Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    FLICKER,
    FLICKER_WORDS,
    I_TOOK,
    STEALS,
    Citer,
    Step,
    Verdict,
    answered,
    ids,
    name_pattern,
)
from answer.reasoners.returns_to_owner import flicker_control, flickers
from ingest.lexicon import fold
from ingest.models import Card

_AURA_STEALS = re.compile(r"^you control enchanted (creature|permanent|artifact|land)", re.I | re.M)
_UNTIL_EOT = re.compile(r"gain control of [^.]*until end of turn", re.I)
#: asking who controls it, or whether it comes back / is kept
_ASKS_BACK = re.compile(r"\bback\b|\breturn|\brecuper|\bvuelve|\bdevuelv|\bregres")
_ASKS_KEEP = re.compile(
    r"\bkeep|\bstill (control|have)|\bme (lo|la) quedo|\bme quedo con\b|\bsigo controlando|\bconserv"
)
_ASKS_WHO = re.compile(
    r"\bwho controls|\bwho (gets|has|keeps)\b|\bwhose\b|\bquien (lo|la )?(controla|tiene)|\bquien se (lo|la) queda|\bde quien es"
)
_AFTER_TURN = re.compile(
    r"end of (the )?turn|next turn|after (my|the|this) turn|\bcleanup|fin(al)? del turno|siguiente turno|"
    r"despues de(l| mi) turno|\blimpieza|\b(?:acaba|termina|se acaba|se termina) (?:el|mi|su) turno|"
    r"\b(?:the|his|her|their|my) turn (?:ends|is over)\b"
)
_REMOVES = re.compile(
    r"\b(destroy\w*|disenchant\w*|naturaliz\w*|bounce[sd]?|return\w* .{0,20}hand|exile[sd]?|remove[sd]?|leaves?)\b|"
    r"\b(destru\w*|exili\w*|devuelv\w*|quit\w*|sale)\b"
)


#: the player who took the permanent leaves the game: "y después yo pierdo la partida", "then I concede"
_TAKER_LEAVES = re.compile(
    r"\b(?:i|yo) (?:lose|lost|concede\w*|pierdo|perdi|me rindo|abandono)\b|\bi(?:'m| am) (?:out|eliminated)\b|"
    r"\bquedo (?:fuera|eliminad[oa])\b|\bleave the game\b"
)
#: a named player steals and then that same player leaves: "ana le robó a bruno un bicho … y luego ana se rinde"
_NAMED_TAKER_LEAVES = re.compile(
    r"\b([a-z]{3,})\s+(?:le\s+)?(?:steals|stole|takes|took|gains control|gained control|roba|robo)\b"
    r"[^?]{0,120}?\b\1\b[^.?]{0,12}?\b(?:loses|lost|concedes?|conceded|leaves the game|left the game|pierde|perdio|"
    r"se rinde|se rindio|abandona|abandono)\b"
)


def _taker_left(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Le robé una criatura al jugador B con Control Magic y después yo pierdo la partida: ¿quién la controla?" Its
    owner: when a player leaves the game, the effects that gave them control end (800.4a)."""
    if not _taker_gone(frame.folded):
        return None
    rule = cite("800.4a", r"any effects which give that player control of any objects or players end", r"control")
    # "un rival me había robado mi comandante … ese rival se rindió": the asker owns it, so it's theirs again
    key = "control.taker_left_mine" if _STOLE_FROM_ME.search(frame.folded) else "control.taker_left"
    return answered(None, t(frame.lang, key), rule, cite, frame.cards, "control")


#: the opponent took the asker's permanent: "stole my commander", "me había robado mi comandante" (not "took 3 damage")
_STOLE_FROM_ME = re.compile(
    r"\b(?:stole|stolen|steals|took control of|gained control of|gains control of)\b[^.?]{0,20}\bmy\b|"
    r"\bme (?:l[oa]s? )?(?:roba|robo|robaron|quito|quitaron|(?:habia|ha|han|habian) robado)\b"
)
#: a player leaving the game, not losing life: "conceded", "left the game", "se rindió", "perdió la partida"
_LEFT_GAME = re.compile(
    r"\bconced\w*|\bleaves the game\b|\bleft the game\b|\bloses the game\b|\blost the game\b|\bse rindi\w*|"
    r"\bse rinde\b|\babandon\w*|\bperdio la partida\b|\bpierde la partida\b|\bse fue\b|\bse va de la partida\b"
)


def _taker_gone(folded: str) -> bool:
    """Whether the player who took the permanent left the game: the asker ("then I concede"), a named player, or the
    opponent who took it from the asker ("un rival me había robado mi comandante … ese rival se rindió")."""
    return bool(
        (_TAKER_LEAVES.search(folded) and I_TOOK.search(folded))
        or _NAMED_TAKER_LEAVES.search(folded)
        or (_STOLE_FROM_ME.search(folded) and _LEFT_GAME.search(folded))
    )


#: the owner of what was taken leaves: "y después él pierde la partida", "then the owner concedes"
_OWNER_LEAVES = re.compile(
    r"\bfrom the player who (?:just )?(?:conceded|left|lost)\b|\bdel jugador que (?:se rindio|abandono|perdio)\b|"
    r"\b(?:he|she|they|the owner|its owner|(?:my |the |that )?opponent|that player|el|ella|(?:el|ese|un) rival|"
    r"(?:el|ese|un) oponente|ese jugador|su (?:dueno|propietario))\b"
    r"[^.?]{0,12}?\b(?:loses|lost|concedes?|conceded|leaves the game|left the game|pierde|perdio|se rinde|se rindio|"
    r"abandona|abandono|"
    r"queda (?:fuera|eliminad[oa]))\b"
)


#: "I've had bob's Consecrated Sphinx under Control Magic": the asker's steal told as a state
_UNDER_MY_STEAL = re.compile(
    r"\bunder (?:my )?(?:control magic|mind control|treachery|threaten)\b|\bbajo (?:mi )?control magic\b"
)


def _named_owner_out(folded: str) -> bool:
    """The owner named ("bob's Consecrated Sphinx") is out of the game: "bob just got killed", "bob lost"."""
    return any(
        re.search(
            rf"\b{re.escape(owner)}\b (?:just |already )?(?:got killed|died|is dead|was eliminated|got eliminated|is out|"
            rf"lost|loses|conceded|concedes|left)\b",
            folded,
        )
        for owner in set(re.findall(r"\b([a-z]+)'s\b", folded)) - {"it", "that", "opponent", "opp", "he", "she", "what"}
    )


def _owner_left(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Le robé una criatura con Control Magic y después él pierde la partida, ¿me quedo con la criatura?" No: when a
    player leaves the game, every object that player owns leaves with them (800.4a)."""
    took = I_TOOK.search(frame.folded) or _UNDER_MY_STEAL.search(frame.folded)
    if not ((_OWNER_LEAVES.search(frame.folded) or _named_owner_out(frame.folded)) and took) or _taker_gone(
        frame.folded
    ):
        return None
    rule = cite("800.4a", r"all objects \(see rule 109\) owned by that player leave the game", r"")
    opener = "no" if frame.qtype is QType.YES_NO and _ASKS_KEEP.search(frame.clause or frame.asked) else None
    if opener is None and frame.qtype is not QType.WHAT_HAPPENS:
        return None
    return answered(opener, t(frame.lang, "control.owner_left"), rule, cite, frame.cards, "control")


#: whether the permanent keeps its counters when control goes back: "¿se queda con los contadores?", "does it keep
#: the counters?"
_ASKS_COUNTERS_KEPT = re.compile(
    r"\b(?:keep|keeps|stay|stays|still (?:have|has)|conserv\w*|qued\w*|mantien\w*|sigue con)\b[^?]{0,25}\b(?:counters?|contador\w*)"
)


def _counters_kept(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "I Act of Treason their Scavenging Ooze and give it 3 counters: when it goes back at end of turn, does it
    keep them?" Yes — a change of control isn't a change of zone, and counters are lost only when the object moves
    to another zone (122.2)."""
    if frame.qtype is not QType.YES_NO or not _ASKS_COUNTERS_KEPT.search(clause):
        return None
    spell = next(
        (c for c in frame.cards if _UNTIL_EOT.search(c.oracle_text) or _AURA_STEALS.search(c.oracle_text)), None
    )
    if spell is None or FLICKER_WORDS.search(frame.folded) or any(FLICKER.search(c.oracle_text) for c in frame.cards):
        return None
    if re.search(r"\bsacrific\w*|\bdies\b|\bmuere\b|\bexil\w*|\bbounce\w*|\bmano\b|\bhand\b", frame.folded):
        return None  # it left the battlefield: another question
    rule = cite("122.2", r"not retained if that object moves from one zone to another", r"")
    return answered("yes", t(frame.lang, "control.counters_kept", card=spell.name), rule, cite, (spell,), "control")


#: who controls the Aura itself: "who controls the aura?", "¿quién controla el aura?", "who controls Pacifism now?"
_ASKS_AURA_CONTROLLER = re.compile(
    r"\bwho (?:controls|control|has|owns)\b[^?]{0,15}\b(?:aura|enchantment)|\bquien (?:controla|tiene)\b[^?]{0,15}\b(?:aura|encantamiento)"
)


def _aura_controller_stays(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "They Pacifism my Bears, then I take the Bears with Act of Treason: who controls the Aura?" Not the enchanted
    creature's controller: an Aura's controller is its own (303.4e), and taking the creature doesn't move it."""
    auras = [c for c in frame.cards if "Aura" in c.type_line and not _AURA_STEALS.search(c.oracle_text)]
    if len(auras) != 1 or not STEALS.search(frame.folded):
        return None
    aura = auras[0]
    if not (
        _ASKS_AURA_CONTROLLER.search(clause)
        or re.search(rf"\b(?:who controls|quien controla) (?:the |el |la )?(?:{name_pattern(aura)})", clause)
    ):
        return None
    rule = cite("303.4e", r"separate from the enchanted object", r"")
    creature = next((c.name for c in frame.cards if "Creature" in c.type_line), None)
    finding = t(
        frame.lang, "control.aura_stays", aura=aura.name, creature=creature or t(frame.lang, "control.the_creature")
    )
    return answered(None, finding, rule, cite, (aura,), "control")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is QType.WHO:
        stays = _aura_controller_stays(frame, cite, clause)
        if stays is not None:
            return stays
    kept = _counters_kept(frame, cite, clause)
    if kept is not None:
        return kept
    gone = _owner_left(frame, cite)
    if gone is not None:
        return gone
    if (frame.qtype is QType.WHO and _ASKS_WHO.search(clause)) or frame.qtype is QType.WHAT_HAPPENS:
        left = _taker_left(frame, cite)  # "¿qué pasa con mi comandante?" once the player who took it left
        if left is not None:
            return left
    if frame.qtype is QType.WHEN and _ASKS_BACK.search(clause):
        # "when does opp get it back?" after Act of Treason: in the cleanup step, when "until end of turn" ends
        spell = next((card for card in frame.cards if _UNTIL_EOT.search(card.oracle_text)), None)
        if spell is None:
            return None
        rule = cite("514.2", r"“until end of turn” and “this turn” effects end", r"hasta el final del turno")
        return answered(None, t(frame.lang, "control.until_eot", card=spell.name), rule, cite, (spell,), "control")
    # "…, cuando acaba el turno vuelve a su dueño?": a yes/no question that opens with "cuando"
    yes_no = frame.qtype is QType.YES_NO or (
        frame.qtype is QType.OTHER and frame.question.rstrip().endswith("?") and _ASKS_BACK.search(clause) is not None
    )
    if not (yes_no or frame.qtype is QType.WHO):
        return None
    back, keep, who = _ASKS_BACK.search(clause), _ASKS_KEEP.search(clause), _ASKS_WHO.search(clause)
    whose = re.search(
        r"\bcontrol\w*|\bmine\b|\btheirs\b|\bowner|\bsuy[oa]\b|\bmi[oa]\b|\bdueno\b|\bpropietario", clause
    )
    if (who or EITHER_OR.search(clause)) and whose and any(flickers(c) for c in frame.cards):
        # "… then I cast Otherworldly Journey on it: back under my control or theirs?": whose, not yes or no
        return flicker_control(frame, cite)
    if not (back or keep or who):
        return None
    if keep and (FLICKER_WORDS.search(frame.folded) or any(FLICKER.search(c.oracle_text) for c in frame.cards)):
        # "act of treason on their angler, then ghostly flickered it: do i keep it?": the flicker says under whose
        # control it came back, as a new object the steal no longer applies to
        return flicker_control(frame, cite, opener="yes" if yes_no else None)
    if who and not (back or keep) and re.search(r"\btokens?\b|\bfichas?\b|\bbeast\b|\bbestia\b", clause):
        return None  # "who gets the Beast token?": a trigger's controller, not who controls the permanent
    lang = frame.lang
    aura = next((card for card in frame.cards if _AURA_STEALS.search(card.oracle_text)), None)
    if aura is not None and _aura_removed(frame, aura):
        rule = cite("611.3b", r"applies at all times that the permanent generating it is on the battlefield", r"campo")
        finding = t(lang, "control.aura_gone", card=aura.name) + ids(rule)
        source: Card = aura
    else:
        spell = next((card for card in frame.cards if _UNTIL_EOT.search(card.oracle_text)), None)
        # "does he keep my dragon now?": kept for good, past this turn
        kept_for_good = (
            # "do I keep it?", "does he keep my dragon?" (a player keeping the creature, not "does it keep the counters")
            re.search(
                r"\b(?:i|he|she|they|you|my opponent|opp|cousin|friend)\s+(?:still\s+)?keeps?\b|\bme (?:lo|la) quedo\b|"
                r"\bme quedo con\b|\bse (?:lo|la) queda\b",
                clause,
            )
            and aura is None  # Control Magic named too: an open-ended steal outlasts the "until end of turn" one
            and not re.search(r"\bthis turn\b|\beste turno\b|\buntil\b|\bhasta\b", clause)
            and not FLICKER_WORDS.search(frame.folded)  # "robo un bicho con threaten y le hago cloudshift": kept
            and not any(FLICKER.search(c.oracle_text) for c in frame.cards)
        )
        if spell is None or not (_AFTER_TURN.search(frame.folded) or kept_for_good):
            return None
        source = spell
        rule = cite("514.2", r"“until end of turn” and “this turn” effects end", r"hasta el final del turno")
        finding = t(lang, "control.until_eot", card=spell.name) + ids(rule)
        if aura is not None and who:  # Act of Treason over Control Magic: when it ends, the Aura's effect is left
            if _asker_has(frame, aura):  # "encanto la criatura del rival con control magic": the asker's Aura
                finding = t(lang, "control.aura_again_you", card=spell.name, aura=aura.name) + ids(rule)
            else:
                holder = _player_with(frame, aura)
                finding = t(lang, "control.aura_again", card=spell.name, aura=aura.name, who=holder) + ids(rule)
    text = finding
    if yes_no:
        text = t(lang, "no" if keep and not back else "yes") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (source,), "control")


def _aura_removed(frame: Frame, aura: Card) -> bool:
    """The question removes the stealing Aura: a removal word within a few words of its name, or Frame.removed."""
    if aura.name in frame.removed:
        return True
    names = "|".join(re.escape(fold(name)) for name in (aura.name, *aura.names_es))
    gap = r"[\s,']+(?:\w+[\s,']+){0,3}?"
    return bool(re.search(rf"({_REMOVES.pattern}){gap}({names})\b|\b({names}){gap}({_REMOVES.pattern})", frame.folded))


_NOT_A_NAME = {"i", "my", "opp", "opponent", "they", "he", "she", "you", "we", "it", "rival", "oponente", "yo", "el"}


def _asker_has(frame: Frame, aura: Card) -> bool:
    """The asker put the stealing Aura: "I control magic'd their guy", "encanto la criatura del rival con…"."""
    names = "|".join(re.escape(fold(name)) for name in (aura.name, *aura.names_es))
    return bool(
        re.search(
            rf"\b(?:i|i've|yo)\b (?:\w+ ){{0,2}}?(?:cast|put|have|enchant\w*|steal\w*|stole|took|control)\b[^.?]{{0,40}}\b({names})\b|"
            rf"\b(?:encanto|lanzo|le pongo|le echo|pongo|tengo|robo)\b[^.?]{{0,40}}\b({names})\b|\bmy ({names})\b|"
            rf"\bmi ({names})\b",
            frame.folded,
        )
    )


def _player_with(frame: Frame, aura: Card) -> str:
    """Who controls the stealing Aura, as the question names them ("ana has control magic on …" → "Ana"), else a
    description ("Control Magic's controller")."""
    names = "|".join(re.escape(fold(name)) for name in (aura.name, *aura.names_es))
    said = re.search(rf"\b([a-z]+) (?:has|controls|cast|casts|put|puts|tiene|controla|lanza|lanzo) (?:an? |una? )?({names})\b",
                     frame.folded)  # fmt: skip
    if said is not None and said[1] not in _NOT_A_NAME:
        return said[1].capitalize()
    if said is not None and said[1] in ("opp", "opponent", "rival", "oponente"):
        return t(frame.lang, "control.your_opponent")  # "opp has control magic on my bears"
    return t(frame.lang, "control.aura_controller", aura=aura.name)
