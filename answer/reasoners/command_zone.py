"""A commander going to the command zone (903.9a–b): from a graveyard or exile its owner may move it there as a
state-based action, so an effect that exiles it instead of putting it into the graveyard (Rest in Peace) doesn't
stop that; going to a hand or library, a replacement effect puts it there instead. Its owner decides, whoever
controls it. The choice comes once, at the first check after it got there (one left in a graveyard for turns can't go
later), and after the spell that moved it has resolved: Path to Exile's land still comes, and a commander flickered
by Ephemerate is back on the battlefield before any check. Fires only when the question is about a commander and
asks about the command zone, where it goes, who decides, or the removal's bonus."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    COMMANDER_WORDS,
    FLICKER,
    GAINS_CONTROL,
    I_TOOK,
    OPPONENT_ASKED,
    STEALS,
    TAKEN_FROM_ME,
    Citer,
    Verdict,
    answered,
    controller,
    stifler_named,
)

#: a commander said, or the zone only commanders go to ("sending her back to the command zone")
_COMMANDER = re.compile(COMMANDER_WORDS + r"|\bgeneral\b|\bcommand zone\b|\bzona de (?:mando|comando)\b|\bcz\b")
#: the commander left the battlefield or was sent somewhere ("killed", "exiled", "shuffled", "bounced")
_MOVED_ANYWHERE = re.compile(
    r"\b(?:di(?:e|es|ed)|killed|destroy\w*|exil\w*|bounc\w*|shuffl\w*|tuck\w*|sacrific\w*|murder\w*|wrath\w*|"
    r"muer\w*|mat\w*|destru\w*|devuelv\w*|baraj\w*|returned|to (?:my|its owner'?s?|their) hand)\b"
)
_ASKS_ZONE = re.compile(r"command zone|zona de mando|zona de comando|\bcz\b")
#: the asker asks whether the choice is theirs: "do i get to decide…?", "¿decido yo…?", "¿puedo elegir yo…?"
_I_DECIDE = re.compile(
    r"\bdo i (?:get to )?(?:decide|choose|pick)\b|\bis it my (?:choice|call)\b|\bdecido yo\b|\belijo yo\b|"
    r"\b(?:puedo|podria) (?:decidir|elegir)(?: yo)?\b"
)
#: asks whether the other player chooses: "¿elige él …?", "does he decide …?"
_THIEF_DECIDES = re.compile(
    r"\b(?:does|do|can|will) (?:he|she|they) (?:get to )?(?:decide|choose|pick)\b|\b(?:elige|decide|escoge) (?:el|ella)\b|"
    r"\b(?:el|ella) (?:elige|decide|escoge)\b"
)
#: the commander held for a while by the asker, so another player's: "if it dies while i have it", "mientras lo tengo yo"
_WHILE_I_HOLD = re.compile(
    r"\bwhile i (?:have|control|still have) (?:it|him|her|them)\b|\bmientras (?:lo|la) (?:tengo|controlo)\b"
)
#: the move itself asked: "can I move it now?", "¿puedo moverlo / pasarlo / mandarlo ahora?"
_MOVE_IT = re.compile(r"\bmove (?:it|him|her)\b|\bput (?:it|him|her) there\b|\b(?:mover|pasar|mandar|poner)l[oa]\b")
_TO_HAND = re.compile(r"\b(hand|library|mano|biblioteca|bounce\w*|tuck\w*|devuelv\w*)\b")


#: a card that sends its target to a hand or a library (Chaos Warp, Condemn, Hinder, Unsummon)
_MOVES_TO_HAND = re.compile(
    r"(shuffles? it into (?:its owner[’']s|their) library|on the (?:top|bottom) of its owner[’']s library|"
    r"return target [^.]*to its owner[’']s hand)",
    re.I,
)
_ASKS_WHERE = re.compile(r"\bwhere\b|\bdonde\b|a donde|\bzone\b|\bzona\b")
_ASKS_MUST = re.compile(r"\bha(?:ve|s) to\b|\bmust\b|\bt(?:iene|engo|ienes) que\b|\bdebo\b|\bdebe\b|\bobligad\w*")
_ASKS_WHO = re.compile(r"\bwho\b|\bquien\b")
#: the move itself asked about ("does it have to get shuffled into my library?"), not what a recast costs
_ASKS_MOVE = re.compile(
    r"\bshuffl\w*|\blibrary\b|\bbaraj\w*|\bbiblioteca\b|\bgo(?:es)? (?:back )?to (?:my |its |their )?hand\b|"
    r"\b(?:vuelve|volver|regresa|regresar) a (?:mi |la |su )?mano\b|\ba la mano\b"
)
#: a card that limits its controller's opponents to casting from their hands (Drannith Magistrate)
_HAND_ONLY = re.compile(r"can[’']t cast spells from anywhere other than their hands?", re.I)
#: Vedalken Orrery, Leyline of Anticipation: "You may cast spells as though they had flash."
_GIVES_FLASH = re.compile(r"\byou may cast (?:\w+ )?spells as though they had flash", re.I)
_ASKS_CAST = re.compile(r"\bcast\w*|\blanz\w*|\bjugar\b")
_ASKS_STUCK = re.compile(r"para siempre|\bforever\b|for good|\bstuck\b|volver a lanzar|cast it again|no (?:lo )?puedo")
_ASKS_BACK = re.compile(r"come(?:s)? back|return\w*|\bvuelve\w*|\bregres\w*|\bback\b")
#: an exile until the exiler leaves (Oblivion Ring, Banishing Light)
_RETURNS_EXILED = re.compile(
    r"leaves the battlefield, return the exiled card|exile [^.]* until [^.]*leaves the battlefield", re.I
)
_MOVED_TO_ZONE = re.compile(
    r"\b(?:moved?|put|sent|send|pase|pasé|mande|mandé|puse|movi|lleve)\b[^.?]{0,20}\b(?:command zone|zona de mando)"
)
#: the moving spell gives something besides (Path to Exile's land, Swords to Plowshares' life)
_BONUS = re.compile(r"its controller (?:may search|gains life)", re.I)
_ASKS_BONUS = re.compile(r"\bland\b|\btierra\b|\blife\b|\bvida\b|\bsearch\w*|\bbusc\w*|\bgain\w*|\bgan\w*")
_ASKS_STILL = re.compile(r"\bstill\b|\bigual\b|\btodavia\b|\baun\b|\banyway\b")
_ASKS_LOSE = re.compile(r"\blose\b|\bpierd\w*|\bno (?:me )?(?:da|dan|gano|busco)\b|\bmiss\w*")
#: put there turns ago: the choice was at the first check after it arrived
_LONG_AGO = re.compile(
    r"turns ago|a few turns|for (?:a few|several|two|\d+) turns|earlier this game|hace (?:un par de|unos|varios|dos|\d+) "
    r"turnos|desde hace|lleva (?:un par de|unos|varios) turnos|\blast turn\b|\bel turno (?:pasado|anterior)\b|"
    r"\bforgot\b|\bleft it (?:in|there)\b|\bse me olvid\w*|\bme olvide\b|\blo deje (?:en|ahi)\b|"
    # "no lo mandé en ese momento. Un turno después…", "i didn't move it then, a turn later…"
    r"\b(?:un|dos|\d+) turnos? despues\b|\b(?:a|one|two|\d+) turns? later\b|\bno lo mande\b|\bdidn'?t (?:move|send) it\b|"
    # "if i let my commander stay in the graveyard, can i move it to the command zone later, like on my next turn?"
    r"\b(?:let|leave|leaving|letting) (?:it|him|her|my commander) (?:stay |sit )?in (?:the |my )?(?:graveyard|exile)\b|"
    r"\b(?:lo|la) dejo (?:quedarse )?en el (?:cementerio|exilio)\b|"
    r"\bcommand zone (?:later|on (?:my|the|their) next turn|next turn)\b|\bzona de mando (?:mas tarde|en mi (?:proximo|siguiente) turno)\b"
)
_DIES = re.compile(
    r"\bdies\b|\bdied\b|\bmuere\b|\bmurio\b|\bkill\w*|\bbolted\b|\bdestroy\w*|\bdestruid\w*|\bmatan?\b|\bse muere\b|"
    r"\bmurder\w*|\bmataron\b|\bwrath\w*|\bacaba de morir\b|\bsacrific\w*|\bsac(?:s|ed|ced|ked)\b"
)
_EXILED = re.compile(r"\bexil\w*|\bswords?\b|\bpath\w*|\bplowshares\b")
#: a commander as an object, not the format ("commander night", "mesa de commander")
_A_COMMANDER = re.compile(
    r"\b(?:my|his|her|their|your|the|a|opp'?s?|mi|su|tu|el|al|del|un) (?:commander|comandante|general)\b|"
    r"\bcommand zone\b|\bzona de (?:mando|comando)\b"
)
_IN_RESPONSE = re.compile(r"\bin response\b|\ben respuesta\b")
#: the asker casting or activating something before the move: "can I Reanimate it in response", "¿le puedo tirar…?"
_CAN_I_CAST = re.compile(
    r"\b(?:can|could|may) i (?:cast|reanimate|activate|respond|target|steal|exile)\b|"
    r"\bpuedo (?:tirar|lanzar|castear|activar|responder|reanimar|robarl)\w*|\b(?:le|lo|la) puedo (?:tirar|lanzar|castear)\b"
)
_ASKS_TRIGGER = re.compile(r"\btrigger\w*|\bdispar\w*|\bgo(?:es)? off\b")
_DIES_TRIGGER = re.compile(r"\bdies\b", re.I)


#: a copy of the commander is what moved: "it is just a token copy of Kenrith", "una ficha copia de Kaalia"
_COPY_OF_IT = re.compile(
    r"\bficha copia\b|\btoken copy\b|\bcopia de (?:mi )?comandante\b|\bcopy of (?:my )?commander\b"
)
_REAL_ONE = re.compile(
    r"\bde verdad\b|\bla (?:original|real)\b|\bel (?:original|real)\b|\bthe real\b|\bthe original\b|\breal one\b"
)
#: its abilities asked about while it sits in the command zone: "¿funcionan sus estáticas en la zona de mando?"
_ASKS_ABILITIES = re.compile(r"\babilit\w*|\bhabilidad\w*|\bstatic\b|\bestatic\w*|\btrigger\w*|\bdispar\w*")
_ASKS_WORKS = re.compile(r"\bwork\w*|\bfunction\w*|\bapply|\bfuncion\w*|\baplica\w*|\bsirve\w*|\bactiv\w*")
#: the tax asked about is commander_tax's question, not where the commander goes
_ASKS_TAX = re.compile(r"\btax\b|\bimpuesto\b")
#: "¿tiene que volver a la mano o puedo mandarlo a la zona de mando?": the option asked last
_OR_CAN = re.compile(r"\b(?:or|o) (?:can|could|may) (?:i|he|she|they)\b|\bo (?:puedo|puede|podemos|podria)\b")
#: the card said not to be a commander: "que no es comandante", "which isn't my commander"
_NOT_COMMANDER = re.compile(
    r"\b(?:que )?no es (?:mi |un |el )?comandante\b|\b(?:isn'?t|is not|not) (?:a |my |the )?commander\b"
)


#: cast from somewhere other than a hand: exile (an Adventure, an impulse draw), a graveyard (escape, flashback)
_ELSEWHERE = re.compile(
    r"\bfrom (?:the |my |your |his |her |their )?(?:exile|graveyard|yard|library|top of)|\bdesde (?:el |mi |su |la )?"
    r"(?:exilio|cementerio|biblioteca)|\bdel (?:exilio|cementerio)\b|\bescape\w*|\bescapar\b|\bflashback\b|"
    r"\bretrospectiva\b|\bon an adventure\b|\bde aventura\b"
)


def _hand_only(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp has Drannith Magistrate: can I cast my Brazen Borrower from exile / Kroxa with escape?" No: its
    controller's opponents can cast spells only from their hands (101.2). Fires for a Magistrate that isn't the
    asker's, a cast asked, and a zone other than a hand said."""
    limiter = next((c for c in frame.in_play if _HAND_ONLY.search(c.oracle_text)), None)
    clause = frame.clause or frame.asked
    if limiter is None or frame.qtype is not QType.YES_NO or controller(frame, limiter) == "me":
        return None
    if not (_ASKS_CAST.search(clause) and _ELSEWHERE.search(clause)) or OPPONENT_ASKED.search(clause):
        return None
    if re.search(r"\blands?\b|\btierras?\b", clause):
        return None  # playing a land isn't casting a spell (305.1)
    rule = cite("101.2", r"the “can’t” effect takes precedence", r"no puede")
    return answered("no", t(frame.lang, "command.hand_only_zone", card=limiter.name), rule, cite, frame.cards,
                    "command_zone")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    only = _hand_only(frame, cite) if not _COMMANDER.search(frame.folded) else None
    if only is not None:
        return only
    if re.search(r"\bstifl\w*|\breprimir\b", frame.folded) or stifler_named(frame):
        return None  # "can I Stifle their commander going to the command zone?": ability_countered's
    where = frame.qtype is QType.OTHER and _ASKS_WHERE.search(frame.clause or frame.asked)
    if not (where or frame.qtype in (QType.YES_NO, QType.WHAT_HAPPENS, QType.WHO)) or not _COMMANDER.search(
        frame.folded
    ):
        return None
    zone_asked = re.search(r"\bcommand zone\b|\bzona de mando\b", frame.clause or frame.asked)
    if _ASKS_TAX.search(frame.clause or frame.asked):
        return None
    if any(re.search(r"\bif you control a commander\b", c.oracle_text, re.I) for c in frame.cards):
        return None  # Deflecting Swat "if you control a commander": what controlling one means (903.3d), read elsewhere
    abilities_asked = (
        frame.qtype is QType.YES_NO
        and zone_asked
        and _ASKS_ABILITIES.search(frame.clause or frame.asked)
        and _ASKS_WORKS.search(frame.clause or frame.asked)
        and not _MOVED_ANYWHERE.search(frame.folded)
    )
    if abilities_asked and (
        re.search(r"\beminence\b|\beminencia\b", frame.folded)
        or any(re.search(r"command zone", c.oracle_text, re.I) for c in frame.cards)
    ):
        return None  # Edgar Markov's eminence works from the command zone: its own text says so (113.6b)
    if abilities_asked:
        # "¿las habilidades de mi comandante funcionan mientras está en la zona de mando?": not there (113.6)
        rule = cite("113.6", r"function only while that object is on the battlefield", r"campo de batalla")
        return answered(None, t(frame.lang, "command.abilities_off"), rule, cite, frame.cards, "command_zone")
    copy_said = [m.start() for m in _COPY_OF_IT.finditer(frame.folded)]
    real_said = [m.start() for m in _REAL_ONE.finditer(frame.folded)]
    # "… ficha copia de Kaalia. ¿Y si es la Kaalia de verdad …?": the real card said last
    copied = bool(copy_said) and max(copy_said) > max(real_said, default=-1)
    if frame.qtype is QType.YES_NO and zone_asked and copied:
        # "lo exiliado es una ficha copia de Kaalia creada por Helm of the Host": a copy of a commander isn't one (903.3)
        rule = cite("903.3", r"attribute of the card itself", r"")
        return answered("no", t(frame.lang, "command.copy_not_commander"), rule, cite, frame.cards, "command_zone")
    if (
        frame.qtype is QType.YES_NO
        and _NOT_COMMANDER.search(frame.folded)
        and re.search(r"\bcommand zone\b|\bzona de mando\b", frame.clause or frame.asked)
    ):
        # "exilian a mi Solemn Simulacrum, que no es comandante: ¿puede ir a la zona de mando?" No, only a commander
        rule = cite("903.9a", r"If a commander is in a graveyard or in exile", r"comandante")
        return answered("no", t(frame.lang, "command.not_commander"), rule, cite, frame.cards, "command_zone")
    limiter = next((c for c in frame.cards if _HAND_ONLY.search(c.oracle_text)), None)
    # "tengo Drannith Magistrate. El de al lado quiere lanzar su comandante, ¿puede?": mine stops them
    they_cast = re.search(
        r"\b(?:rival|oponente|opp|opponent|pibe|el de al lado|el de enfrente)\b[^.?]{0,20}\b(?:quiere|wants to|tries to) "
        r"(?:lanzar|cast)\b",
        frame.folded,
    ) or OPPONENT_ASKED.search(frame.clause or frame.asked)
    theirs_asked = they_cast and re.search(r"\b(?:he|she|they) (?:controls?|has)\b", frame.folded)
    if (
        limiter is not None
        and not theirs_asked  # "can my opponent cast his commander while he controls Drannith?": not theirs stopped
        and (controller(frame, limiter) != "me" or they_cast)  # my own Magistrate stops only my opponents
        and frame.qtype is QType.YES_NO
        and (_ASKS_CAST.search(frame.clause or frame.asked) or they_cast)
    ):
        # "opp has drannith magistrate. can i still cast my commander from the command zone?": only from a hand
        rule = cite("101.2", r"the “can’t” effect takes precedence", r"no puede")
        return answered(
            "no", t(frame.lang, "command.hand_only", card=limiter.name), rule, cite, frame.cards, "command_zone"
        )
    if limiter is not None and frame.qtype is QType.YES_NO and _ASKS_CAST.search(frame.clause or frame.asked):
        # "i have drannith magistrate out, can i cast my commander?": it stops only its controller's opponents
        rule = cite("903.8", r"may cast a commander they own from the command zone", r"zona de mando")
        finding = t(frame.lang, "command.hand_only_mine", card=limiter.name)
        return answered("yes", finding, rule, cite, frame.cards, "command_zone")
    aura = next((c for c in frame.cards if "Aura" in c.type_line and "Enchant creature" in c.oracle_text), None)
    if (
        aura is not None
        and frame.qtype is QType.YES_NO
        and re.search(r"\bcommand zone\b|\bzona de mando\b|\bcz\b", frame.clause or frame.asked)
        and not _MOVED_ANYWHERE.search(frame.folded)
    ):
        # "they put Darksteel Mutation on my Narset: can I move her to the command zone?": it never left
        rule = cite("903.9a", r"If a commander is in a graveyard or in exile", r"comandante")
        return answered("no", t(frame.lang, "command.still_there", card=aura.name), rule, cite, frame.cards,
                        "command_zone")  # fmt: skip
    if _died_first(frame):
        # "mi comandante muere y lo mando a la zona de mando, ¿se dispara mi Midnight Reaper?": it died first
        rule = cite("903.9a", r"in a graveyard or in exile", r"cementerio")
        return answered("yes", t(frame.lang, "command.died_first"), rule, cite, frame.cards, "command_zone")
    if _exiled_first(frame):
        # "my commander gets exiled and I put it in the command zone: does Blood Artist trigger?": it never died
        rule = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
        return answered("no", t(frame.lang, "command.exiled_first"), rule, cite, frame.cards, "command_zone")
    clause = frame.clause or frame.asked
    if (
        frame.qtype is QType.YES_NO
        and _IN_RESPONSE.search(frame.folded)
        and _ASKS_ZONE.search(frame.folded)
        and (_DIES.search(frame.folded) or _EXILED.search(frame.folded))
        and _CAN_I_CAST.search(clause)
    ):
        # "su comandante se acaba de morir, ¿le puedo tirar Reanimate en respuesta, antes que lo mande a la zona de
        # mando?": the move is a state-based action, checked before anyone gets priority (117.5)
        rule = cite("117.5", r"state-based actions", r"acciones basadas en estado")
        return answered("no", t(frame.lang, "command.no_window"), rule, cite, frame.cards, "command_zone")
    later = _later_choice(frame, cite, clause)
    if later is not None:
        return later
    flash = next((c for c in frame.in_play if _GIVES_FLASH.search(c.oracle_text)), None)
    if flash is not None and frame.qtype is QType.YES_NO and _ASKS_CAST.search(clause):
        # "Tengo Vedalken Orrery. ¿Puedo lanzar a mi comandante en el turno de Diego?": any time an instant could be
        rule = cite("702.8a", r"any time you could cast an instant", r"")
        finding = t(frame.lang, "command.flash", card=flash.name)
        return answered("yes", finding, rule, cite, (flash,), "command_zone")
    mover = next((c for c in frame.cards if _MOVES_TO_HAND.search(c.oracle_text)), None)
    # "does it have to get shuffled into my library?": the replacement says no
    moved = mover is not None and (
        _ASKS_WHERE.search(clause) or (_ASKS_MUST.search(clause) and _ASKS_MOVE.search(clause))
    )
    if (
        not _ASKS_ZONE.search(clause)
        and frame.qtype is QType.YES_NO
        and _DIES.search(frame.folded)
        and re.search(r"\b(?:(?:to|in|into) (?:my|its owner'?s?) hand|a (?:mi|la|su) mano)\b", clause)
        and mover is None
    ):
        # "si mi comandante muere, ¿vuelve a mi mano?": no; it goes to the graveyard, or its owner may move it to
        # the command zone from there
        rule = cite("903.9a", r"This is a state-based action", r"acción basada en estado")
        return answered("no", t(frame.lang, "command.dies_not_hand"), rule, cite, frame.cards, "command_zone")
    if not _ASKS_ZONE.search(clause) and not moved:
        if _ASKS_STUCK.search(clause) and _EXILED.search(frame.folded):
            # "queda exiliado para siempre?": no, the command zone is still open to it
            rule = cite("903.9a", r"This is a state-based action", r"acción basada en estado")
            return answered("no", t(frame.lang, "command.sba"), rule, cite, frame.cards, "command_zone")
        return None
    owner_asked, opener = _owner_decides_asked(frame, clause)
    if owner_asked:
        rule = cite("903.9a", r"its owner may put it into the command zone", r"propietario")
        return answered(opener, t(frame.lang, "command.owner_decides"), rule, cite, frame.cards, "command_zone")
    stolen = _stolen_stays(frame, cite)
    if stolen is not None:
        return stolen
    must_said = _ASKS_MUST.search(clause)
    # "must I …, or can I …?" and "can I …, or must I …?": the may is what's asked
    must = (
        must_said is not None
        and not _OR_CAN.search(clause, must_said.end())
        and not re.search(
            r"\b(?:can|could|may) (?:i|he|she|they)\b[^?]*\b(?:or|o)\b|\b(?:puedo|puede|podemos|podria)\b[^?]*\bo\b",
            clause[: must_said.start()],
        )
    )
    opener = ("no" if must else "yes") if frame.qtype is QType.YES_NO else None
    if mover is not None or _TO_HAND.search(frame.folded):
        rule = cite("903.9b", r"would be put into its owner’s hand or library", r"mano")
        return answered(opener, t(frame.lang, "command.replacement"), rule, cite, frame.cards, "command_zone")
    rule = cite("903.9a", r"This is a state-based action", r"acción basada en estado")
    return answered(opener, t(frame.lang, "command.sba"), rule, cite, frame.cards, "command_zone")


def _owner_decides_asked(frame: Frame, clause: str) -> tuple[bool, str | None]:
    """Whether the question asks who chooses to move the commander to the command zone, and the yes/no opener its
    owner's choosing gives (None for a "who" question)."""
    if frame.qtype is QType.WHO or _ASKS_WHO.search(clause):
        return True, None
    if frame.qtype is not QType.YES_NO:
        return False, None
    taken_from_me = TAKEN_FROM_ME.search(frame.folded)
    if _THIEF_DECIDES.search(clause) and taken_from_me:
        return True, "no"  # "me roba el comandante y lo sacrifica, ¿elige él …?": No, the owner chooses
    if _I_DECIDE.search(clause) and taken_from_me:
        return True, "yes"  # "they stole my commander and sacrificed it: do i decide …?" Yes, its owner
    # "if it dies while i have it": another player's commander, unless the question calls it the asker's own
    held = _WHILE_I_HOLD.search(frame.folded) and not re.search(
        r"\bmy (?:own )?commander\b|\bmi (?:propio )?comandante\b", frame.folded
    )
    if _I_DECIDE.search(clause) and (I_TOOK.search(frame.folded) or held):
        return True, "no"  # "i control magic'd their commander: if it dies while i have it, do i decide?" No
    return False, None


#: the asker's commander taken, said as a steal: "got stolen", "el rival me lo roba"
_TAKEN = re.compile(r"\bstol(?:e|en)\b|\b(?:me|te) (?:lo|la) rob(?:a|o|an|aron|e)\b|\brobad[oa]\b")


def _stolen_stays(frame: Frame, cite: Citer) -> Verdict | None:
    """ "My commander went back to my hand; then they steal it with Agent of Treachery: can I send it to the command
    zone?" No: a change of control is no change of zone (903.9a–b need a graveyard, exile, hand or library)."""
    steal = STEALS.search(frame.folded) or _TAKEN.search(frame.folded)
    if frame.qtype is not QType.YES_NO or steal is None:
        return None
    after = frame.folded[steal.end() :]
    if _DIES.search(after) or _EXILED.search(after) or _TO_HAND.search(after):
        return None  # it left the battlefield after it was taken
    if not re.search(r"\b(?:me|my)\b", frame.folded[max(0, steal.start() - 20) : steal.end() + 12]):
        return None  # not the asker's commander taken
    rule = cite("903.9a", r"If a commander is in a graveyard or in exile", r"comandante")
    thief = next((c for c in frame.cards if GAINS_CONTROL.search(c.oracle_text)), None)
    finding = (
        t(frame.lang, "command.still_there", card=thief.name)
        if thief is not None
        else t(frame.lang, "command.stolen_stays")
    )
    return answered("no", finding, rule, cite, frame.cards, "command_zone")


def _later_choice(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """What the command-zone choice can't change: the moving spell's bonus ("si lo mando a la zona de mando, ¿pierdo
    la tierra básica?"), a flicker that returns it at once, and a commander left in a graveyard turns ago."""
    exiler = next((c for c in frame.cards if _RETURNS_EXILED.search(c.oracle_text)), None)
    if exiler is not None and _MOVED_TO_ZONE.search(frame.folded) and _ASKS_WHERE.search(clause):
        # "O-Ring exiled my commander and I moved it to the command zone; they destroy the O-Ring: where is it?"
        rule = cite("400.7", r"becomes a new object with no memory", r"nuevo objeto")
        finding = t(frame.lang, "command.stays", card=exiler.name)
        return answered(None, finding, rule, cite, frame.cards, "command_zone")
    if frame.qtype is not QType.YES_NO and not _ASKS_ZONE.search(clause):
        return None
    flicker = next((c for c in frame.cards if FLICKER.search(c.oracle_text)), None)  # back before any check
    if (
        flicker is not None
        and (_ASKS_ZONE.search(clause) or _ASKS_BACK.search(clause))
        and _A_COMMANDER.search(frame.folded)
    ):
        rule = cite("903.9a", r"since the last time state-based actions were checked", r"acciones basadas en estado")
        finding = t(frame.lang, "command.flickered", card=flicker.name)
        either = re.search(r"\bor\b|\bo\b", clause)  # "does she come back or do i put her in the command zone?"
        opener = "yes" if frame.qtype is QType.YES_NO and _ASKS_BACK.search(clause) and not either else None
        return answered(opener, finding, rule, cite, frame.cards, "command_zone")
    bonus = next((c for c in frame.cards if _BONUS.search(c.oracle_text)), None)
    # with the commander's card named, the life Swords to Plowshares gives and its amount are life_from_power's answer
    named = any("Creature" in c.type_line for c in frame.cards)
    kept = _ASKS_LOSE.search(clause) or (_ASKS_STILL.search(clause) and not named)
    # "i sac it to ashnod's altar in response": the removal lost its only target, the targets reasoner's case
    fizzled = re.search(r"\bin response\b|\ben respuesta\b", frame.folded) and re.search(
        r"\bsac\w*|\bsacrific\w*|\bblink\w*|\bflicker\w*|\bbounce\w*", frame.folded
    )
    if bonus is not None and frame.qtype is QType.YES_NO and _ASKS_BONUS.search(clause) and kept and not fizzled:
        rule = cite("903.9a", r"This is a state-based action", r"acción basada en estado")
        lose = bool(_ASKS_LOSE.search(clause))
        finding = t(frame.lang, "command.bonus_kept", card=bonus.name)
        return answered("no" if lose else "yes", finding, rule, cite, frame.cards, "command_zone")
    # "me olvidé de pasarlo a la zona de mando. ¿Puedo moverlo ahora?": the zone told before, the move asked
    moved_there = _ASKS_ZONE.search(clause) or (_MOVE_IT.search(clause) and _ASKS_ZONE.search(frame.folded))
    # "… and later it gets exiled by bojuka bog, can i move it then?": a new zone change, a new chance (903.9a)
    moved_again = re.search(r"\b(?:gets|got|is|was) (?:exiled|shuffled|milled)\b|\bbojuka\b|\bse exilia\b|\blo exilian\b",
                            frame.folded)  # fmt: skip
    if frame.qtype is QType.YES_NO and moved_there and _LONG_AGO.search(frame.folded) and not moved_again:
        rule = cite("903.9a", r"since the last time state-based actions were checked", r"acciones basadas en estado")
        return answered("no", t(frame.lang, "command.too_late"), rule, cite, frame.cards, "command_zone")
    return None


def _exiled_first(frame: Frame) -> bool:
    """The commander was exiled, not destroyed, then moved to the command zone, and a dies trigger is asked about."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_TRIGGER.search(clause) or not _ASKS_ZONE.search(frame.folded):
        return False
    if not _EXILED.search(frame.folded) or re.search(
        r"\bgraveyard\b|\bcementerio\b|\bfrom exile\b|\bdel exilio\b", frame.folded
    ):
        return False  # "from my graveyard", "from exile" later: which way it went isn't that simple
    return any(_DIES_TRIGGER.search(c.oracle_text) for c in frame.cards)


def _died_first(frame: Frame) -> bool:
    """The commander died and was then moved to the command zone, and the question asks whether a dies trigger of a
    named card triggers."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_TRIGGER.search(clause) or not _ASKS_ZONE.search(frame.folded):
        return False
    # "my commander just ate a Swift End": a named destroy spell said the death
    destroyed = any(re.search(r"\bdestroy target\b", c.oracle_text, re.I) for c in frame.cards)
    if not (_DIES.search(frame.folded) or destroyed) or _EXILED.search(frame.folded):
        return False
    return any(_DIES_TRIGGER.search(c.oracle_text) for c in frame.cards)
