"""What a player may do at a given moment: nothing but mana abilities and special actions under split second
(702.61a–b); a player who casts a spell keeps priority and may cast another (117.3c); a creature that came
under its controller's control this turn can't attack or use {T} abilities unless it has haste (302.6)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, without_negated_keywords
from answer.i18n import t
from answer.reasoners.base import (
    CAN_SAID,
    DAMAGE_SAID,
    GAINS_CONTROL,
    OPPONENT_ASKED,
    STEALS,
    THEIR_SIDE,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    ids,
    last_mention,
    mana_value,
    name_pattern,
    named_in,
)
from answer.reasoners.land_drop import spell_after
from answer.reasoners.sickness import NEXT_TURN, next_turn
from ingest.lexicon import fold
from ingest.models import Card

_ASKS_IF_I_CAN = re.compile(
    r"\b(can|may|could) (i|we|he|she|they|(?:my |the )?(?:opponent|opp))\b|"
    r"^(?:reckon |think |do you think )?(?:they|he|she|opp) (?:can|could)\b|(?:^|,\s*)¿?(?:y )?(?:(?:lo|la|los|las|le|les|me|te|se) )?(puedo|podemos|puede)\b|"
    r"\b(?:en la pila|on the stack) (?:puedo|podemos)\b|"  # "con eso en la pila puedo activar …?"
    r"^(?:el|mi) (?:compa|amigo|pana|colega|companero) (?:puede|podria)\b|"  # "¿el compa puede tirar …?"
    r"^(?:en|durante) (?:mi|su|tu|el) \w+(?: \w+)? (?:puedo|podemos)\b|"  # "en mi mantenimiento puedo tirar opt?"
    # mid-sentence with no comma, as a spoken message runs on: "…que tiene split second puedo sacrificar criaturas…"
    r"\b(?:puedo|podemos) (?:\w+ )?(?:sacrificar|activar|lanzar|responder|jugar|girar|usar|tirar|equipar|mover|"
    r"dar(?:lo|la|le)?|voltear\w*)\b"
)
_ACTS = re.compile(
    r"respon|cast|activat|sacrific|play|counter|regenerat|\btap|lanzar|activar|sacrificar|jugar|contrarrestar|girar|"
    r"regenerar|\bdar(?:lo|la|le)? (?:la )?vuelta|\bvoltear\w*|\bunmorph|\bturn\w* (?:it |him |her )?face"
)
_MANA_OR_SPECIAL = re.compile(
    r"mana abilit|for mana|tap\w* .{0,30}for .{0,10}mana|habilidad(es)? de mana|\bpa(?:ra)? (generar |sacar |producir |obtener |agregar |conseguir |hacer )?mana|"
    r"(?:turn|flip|unmorph)\w* .{0,30}face.?up|morph|boca arriba|voltear\w*|\bgirarl[ao] boca|"
    r"\b(?:doy|dar|darle|da|das|dan) la vuelta|\bdar(?:lo|la) vuelta\b"
)
_HOLDS = re.compile(
    r"before (my |the |his |her |their )?opponents? (gets?|receives?|has|have) priority|without passing priority|"
    r"hold(ing)? priority|manteniendo (la )?prioridad|mantener (la )?prioridad|"
    r"antes de que (mi |el )?(oponente|rival) (reciba|tenga) (la )?prioridad|sin pasar (la )?prioridad|"
    # "can i cast an instant on top of my own sorcery before my opponent gets to do anything?"
    r"before (my |the )?opponents? (gets? to|can) (do|respond|act)\w*|"
    r"\b(on top of|in response to|respond(ing)? to) my own (spell|sorcery|instant|creature spell)\b|"
    r"antes de que (mi |el )?(oponente|rival) (pueda|haga) (hacer )?(nada|algo|responder)|"
    r"\b(encima de|en respuesta a|responder a) mi propio (hechizo|conjuro|instantaneo)\b"
)
_WHO_PRIORITY = re.compile(r"priority|prioridad")
#: asks whether the asker gets priority: "do i get priority first?", "¿recibo yo la prioridad primero?"
_I_GET_PRIORITY = re.compile(
    r"\b(?:do|would|will) i (?:get|receive|have)\b[^?]{0,15}\bpriority\b|"
    r"\b(?:recibo|tengo|obtengo)(?: yo)?\b[^?]{0,15}\bprioridad\b"
)
_CASTING = re.compile(
    r"started casting|(middle|midst) of casting|while (i'?m |i am )?casting|during casting|as i cast|"
    r"mientras (lo )?lanzo|empec\w* a lanzar|en medio de lanzar|durante el lanzamiento|al lanzar"
)
_CAN_IT_ATTACK = re.compile(r"\b(?:can|could|may) (?:it|he|she|they)\b.{0,20}\b(?:attack|tap|swing)")
#: it was taken on an earlier turn
_EARLIER = re.compile(
    r"\bfor (?:\w+ )?turns\b|\blast turn\b|\bsince\b|\bturno (?:pasado|anterior)\b|\bhace (?:\w+ )?turnos?\b|\bdesde hace\b"
)
#: taken during another player's turn: "at the end of my opponent's turn", "en su paso final"
_TAKEN_ON_THEIR_TURN = re.compile(
    r"\b(?:at|during|in|on)\b[^.?]{0,25}\b(?:my )?(?:opponent|opp|their|his|her)(?:'?s)? (?:turn|end step|upkeep)\b|"
    r"\b(?:end step|paso final|mantenimiento|turno) (?:de mi|del) (?:rival|oponente)\b|"
    r"\bat the end of (?:my )?(?:opponent|opp|their|his|her)'?s? turn\b|\ben su (?:paso final|mantenimiento|turno)\b|"
    r"\ben el (?:paso final|final|mantenimiento) del turno de (?:mi |el |la )?"
    r"(?:rival|oponente|otro)\b|\ben el turno (?:de mi|del) (?:rival|oponente)\b"
)
#: asked for the asker's own turn: "on my turn", "en mi turno"
_ASKS_MY_TURN = re.compile(r"\b(?:on|in|during) my (?:own |next )?turn\b|\ben mi (?:propio |siguiente )?turno\b")
_TAPS = re.compile(r"\btap\b|\{t\}|\battack|\bswing|\bgirar|\bgirarl|\batacar|for mana|para mana")
_THIS_TURN = re.compile(r"this turn|este turno|just (gained|took|stole)|acabo de|\bhaste\b")
#: the creature was taken this turn: "on my turn … can I attack with it that same turn?"
_SAME_TURN_STOLEN = re.compile(
    r"\b(?:this|that|the same|same) turn\b|\b(?:este|ese|el mismo|mismo) turno\b|\bjust (?:stole|took)\b|"
    r"\bacabo de robar"
)


#: "can I respond with a creature?", "¿puedo responder con una criatura?", "can i flash in a creature" (not flash)
_RESPOND_WITH_CREATURE = re.compile(
    r"\b(?:respond\w*|in response)\b[^?]{0,25}\b(?:cast\w* )?(?:an? |una? )?(?:creature|criatura|bicho)\b(?! with flash| con destello)|"
    r"\b(?:respond\w*|responder)\b[^?]{0,15}\b(?:by casting|lanzando) (?:an? |una? )?(?:creature|criatura|bicho)\b"
)


def _creature_in_response(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Mi rival lanza un hechizo, ¿puedo responder con una criatura?" No, unless it has flash: a creature spell is
    cast only in your main phase with the stack empty (302.1); flash lets it be cast any time you could cast an
    instant (702.8a)."""
    if frame.qtype is not QType.YES_NO or not _RESPOND_WITH_CREATURE.search(clause):
        return None
    if frame.cards or re.search(r"\bflash\b|\bdestello\b", frame.folded):
        return None  # a named creature (its flash read elsewhere) or flash said
    rule = cite("302.1", r"during a main phase of their turn when the stack is empty", r"")
    return answered("no", t(frame.lang, "timing.creature_response"), rule, cite, (), "timing")


#: when the value of X is chosen: "when do you choose X?", "¿cuándo se elige el valor de X, al lanzarlo o al resolverse?"
_X_WHEN = re.compile(
    r"\b(?:when|cuando|at what point|en que momento)\b[^?]{0,40}\b(?:choose|chosen|choice|announce\w*|elige|eligen|"
    r"elegir|escoge|decide)\b[^?]{0,25}\b(?:x|value of x|valor de (?:la )?x)\b"
)


#: ninjutsu asked for before blockers are declared (it returns an unblocked attacker: there is none yet)
_NINJUTSU_EARLY = re.compile(
    r"\bninjutsu\b[^?]{0,60}\b(?:declare attackers step|before (?:blocks|blockers)|paso de declarar atacantes|"
    r"antes de (?:que (?:el rival |mi rival |se )?declare\w* (?:los )?bloqueador\w*|los bloqueos|bloquear))"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    # an X its card defines ("where X is the number of creatures you control") is counted on resolution instead
    counted_x = any(re.search(r"\bwhere X is\b", c.oracle_text) and "{X}" not in c.mana_cost for c in frame.cards)
    if _X_WHEN.search(frame.clause or frame.asked) and frame.qtype is not QType.YES_NO and not counted_x:
        rule = cite("601.2b", r"announces the value of that variable", r"variable")
        return answered(None, t(frame.lang, "timing.x_on_cast"), rule, cite, frame.cards, "timing")
    if _ASSIGNED_NOT_DEALT.search(frame.folded) and frame.qtype is QType.YES_NO:
        # "can opp kill the attacker after damage is assigned but before it's dealt?": no window (510.2)
        window = cite("510.2", r"between the time combat damage is assigned and the time it’s dealt", r"")
        return answered("no", t(frame.lang, "timing.assign_window"), window, cite, frame.cards, "timing")
    flipped = _flipped_in_response(frame, cite)
    if flipped is not None:
        return flipped
    if frame.qtype is QType.YES_NO and _NINJUTSU_EARLY.search(frame.clause or frame.asked):
        # "can i activate ninjutsu in the declare attackers step, before blockers?": no creature is unblocked yet
        rule = cite("509.1h", r"becomes an unblocked creature", r"no bloqueada")
        return answered("no", t(frame.lang, "timing.ninjutsu_early"), rule, cite, frame.cards, "timing")
    creature = _creature_in_response(frame, cite, frame.clause or frame.asked)
    if creature is not None:
        return creature
    if frame.qtype is QType.WHEN and (told := _companion(frame, cite, when=True)) is not None:
        return told  # "when exactly can i pay the 3 to put lurrus in hand?"
    if frame.qtype is QType.WHO and _WHO_PRIORITY.search(frame.asked):
        return _who_priority(frame, cite)
    if frame.qtype is QType.YES_NO and _I_GET_PRIORITY.search(frame.clause or frame.asked):
        # "it's my friend's turn, my instant resolves: do I get priority first because it was mine?" No, the active
        # player does
        key = _priority_key(frame)
        if key != "timing.priority_active":
            return _who_priority(frame, cite, "yes" if key == "timing.priority_you" else "no")
    clause = frame.clause or frame.asked
    if (
        frame.qtype is QType.YES_NO
        and _COUNTER_IT.search(clause)
        and not re.search(r"trigger|abilit|habilidad|dispar", clause)
    ):
        land = next((c for c in frame.cards if _plain_land(c)), None)
        # "I played a Forest and then cast Tarmogoyf, can they counter it?": the spell is what is asked
        if (
            land is not None
            and _PLAYED.search(frame.folded)
            and not spell_after(frame, last_mention(frame.folded, land))
        ):
            return _land_played(frame, cite, land)
    if frame.qtype is QType.YES_NO and _RESPOND.search(frame.folded):
        land = next((c for c in frame.cards if "Land" in c.type_line and _ENTERS_TRIGGER.search(c.oracle_text)), None)
        if land is not None:
            return _land_trigger(frame, cite, land)
    if frame.qtype is QType.YES_NO and _THEY_RESPOND.search(clause) and _FLIPS.search(frame.folded):
        return _face_up_unanswerable(frame, cite)
    if (
        frame.qtype is QType.YES_NO
        and _I_RESPOND.search(clause)
        and _COMPANION.search(frame.folded)
        and _COMPANION_PAID.search(frame.folded)
        and not _COMPANION_CAST.search(frame.folded)
    ):
        # "opp pays 3 to put his companion in his hand: can I respond?": a special action, nothing on the stack
        rule = cite("116.1", r"don’t use the stack", r"pila")
        return answered("no", t(frame.lang, "timing.companion_no_response"), rule, cite, frame.cards, "timing")
    # "my opponent said they could respond to the trigger?? is that real?": the claim told, its truth asked
    claimed = _ON_THE_STACK.search(frame.folded) and (_IS_IT_TRUE.search(clause) or _SAID_CAN.search(clause))
    if (frame.qtype is QType.YES_NO and _ON_THE_STACK.search(frame.asked)) or claimed:
        return _uses_stack(frame, cite)
    if frame.qtype is QType.YES_NO and _MUST_WAIT.search(clause):
        return _summoning_sick(frame, cite, wait=True)  # "do I have to wait until my next turn to attack with it?"
    if frame.qtype is QType.YES_NO and _CAN_IT_ATTACK.search(clause):
        sick = _summoning_sick(frame, cite)  # "Control Magic on their creature this turn. can it attack?"
        if sick is not None:
            return sick
    if frame.qtype is QType.YES_NO and _EMPTY_STACK_ASKED.search(frame.folded) and _SORCERY_SAID.search(frame.folded):
        # "para lanzar un conjuro la pila tiene que estar vacía?": yes, main phase and empty stack (307.1)
        rule = cite("307.1", r"during a main phase of their turn when the stack is empty", r"fase principal")
        return answered("yes", t(frame.lang, "timing.sorcery_empty_stack"), rule, cite, frame.cards, "timing")
    if frame.qtype is QType.YES_NO and _CAN_IT_BLOCK.search(clause):
        flashed = _flash_block(frame, cite)  # "after blockers are declared i flash in ambush viper. can it block?"
        if flashed is not None:
            return flashed
    if frame.qtype is QType.YES_NO and (_RIVAL_CAN.search(clause) or _STOPS_ME.search(clause)):
        locked = _sorcery_lock(frame, cite)  # "tengo Teferi: ¿mi rival puede lanzar Opt en mi paso final?"
        if locked is not None:
            return locked
    if frame.qtype is not QType.YES_NO or not _ASKS_IF_I_CAN.search(frame.clause or frame.asked):
        return None
    return (
        _split_second(frame, cite)
        or _companion(frame, cite)
        or _sorcery_lock(frame, cite)
        or _before_declaration(frame, cite)
        or _face_up(frame, cite)
        or _after_lethal(frame, cite)
        or _flash_block(frame, cite)
        or _sorcery_timing(frame, cite)
        or _instant_timing(frame, cite)
        or _creature_timing(frame, cite)
        or _land_timing(frame, cite)
        or _loyalty_timing(frame, cite)
        or _equip_timing(frame, cite)
        or _sorcery_speed_ability(frame, cite)
        or _priority(frame, cite)
        or _mana_while_casting(frame, cite)
        or _summoning_sick(frame, cite)
    )


#: Teferi, Time Raveler: "Each opponent can cast spells only any time they could cast a sorcery."
_SORCERY_LOCK = re.compile(r"each opponent can cast spells only any time they could cast a sorcery", re.I)
_HE_CAN = re.compile(
    r"\b(?:can|could|may) (?:he|she|they|(?:my |the )?(?:opponent|opp))\b|\bpuede (?:el|ella|mi rival|el rival)\b"
)
_OPPONENT_HAS = re.compile(
    r"\b(?:opponent|opp|he|she|they) (?:has|had|controls|got)\b|\b(?:opponent|opp) (?:is )?on (?!\d)(?!\w+ life\b)|"
    r"\b(?:mi |el )?(?:rival|oponente) tiene\b"
)
#: "el rival activa el -3 de Teferi", "opp used T3feri's +1": the lock's own ability used by the opponent
_THEY_USE = r"\b(?:rival|oponente|opponent|opp) (?:activa|activo|activates?|activated|usa|uso|uses?|used|hace|hizo)\b"
_MAIN_PHASE_SAID = re.compile(r"\b(?:my|mi) (?:own |propia )?(?:main phase|fase principal)\b|\bstack (?:is )?empty\b")
_STOPS_ME = re.compile(
    r"\b(?:stop|stops|prevent|prevents|keep|keeps)\b(?: \w+)? me from\b|\bme (?:impide|impediria|impedira|prohibe)\b"
)
_FLASH_SAID = re.compile(r"\bflash\w*|\bdestello\b|\bflashe\w*|\binstant\b|\binstantaneo\b")


def _sorcery_lock(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp has Teferi, Time Raveler: can I flash in a creature on their end step?": no — the "can't" of its
    static ability beats flash (101.2)."""
    lock = next((c for c in frame.cards if _SORCERY_LOCK.search(c.oracle_text)), None)
    if lock is None:
        return None
    # "tengo Teferi, Time Raveler: ¿mi rival puede lanzar Opt en mi paso final?": mine, asked of the opponent
    theirs_asked = controller(frame, lock) != "opponent" and (
        OPPONENT_ASKED.search(frame.clause or frame.asked) or _RIVAL_CAN.search(frame.clause or frame.asked)
    )
    owner = controller(frame, lock)
    clause = frame.clause or frame.asked
    # "can T3feri stop me from animating my Mutavault?": asked of a lock that binds the asker, the polarity turned
    stop_asked = _STOPS_ME.search(clause)
    # "opponent has T3feri out": a nickname controller() can't place, the opponent's by the words before it
    used = re.search(rf"{_THEY_USE}[^.?]{{0,20}}\b(?:{name_pattern(lock)})", frame.folded)
    if owner is None and (_OPPONENT_HAS.search(frame.folded) or THEIR_SIDE.search(frame.folded) or stop_asked or used):
        owner = "opponent"
    if stop_asked and re.search(r"\bland\b|\btierra\b|\bequip\w*", clause):
        return None  # "… stop me from playing a land on their turn?": no spell, not the lock's
    if stop_asked and _MAIN_PHASE_SAID.search(frame.folded):
        # "can it stop me from casting an instant in my main phase with the stack empty?": that is sorcery timing
        rule = cite("101.2", r"the “can’t” effect takes precedence", r"no puede")
        return answered("no", t(frame.lang, "timing.sorcery_lock", card=lock.name), rule, cite, frame.cards, "timing")
    if owner != "opponent" and not theirs_asked:
        return None
    if owner == "opponent" and _HE_CAN.search(frame.clause or frame.asked):
        return None  # "opp has Teferi: can he flash in …?": the lock binds his opponents, not him
    # "I have Teferi: can my opponent cycle on my turn?": never their sorcery time
    their_off_turn = theirs_asked and _MY_TURN.search(frame.folded)
    # "el rival tiene Teferi … En su turno quiero ciclar": the lock's controller's turn, never the asker's sorcery time
    # "¿puedo sacrificar una Food para regresar mi Cauldron Familiar?": a named card's sacrifice-cost ability
    sacrifice_cost = re.search(r"\bsacrific\w*|\bsac\b", clause) and any(
        _SACRIFICE_COST.search(c.oracle_text) for c in frame.cards if c is not lock
    )
    on_their_turn = (
        owner == "opponent"
        and re.search(r"\ben su turno\b", frame.folded)
        and (_CYCLES.search(frame.folded) or _ACTIVATES.search(frame.folded) or sacrifice_cost)
    )
    own_main = re.search(
        r"\b(?:my|mi) (?:own |propia )?(?:main phase|fase principal)\b|"
        r"\b(?:su|his|her|their) (?:own|propia) (?:main phase|fase principal)\b",
        frame.folded,
    )
    emptied = re.search(r"\bempty stack\b|\bstack (?:is )?empty\b|\bpila vacia\b", frame.folded)
    responding = re.search(
        r"\brespon\w*|\brespuesta\b|\bcounter\w*|\bcontrarrest\w*|\b(?:on|at) (?:his|her|their) spell\b|\ba su hechizo\b",
        frame.folded,
    )
    if owner == "opponent" and own_main and emptied and CAN_SAID.search(clause) and not stop_asked and not responding:
        # "opp has Teferi: can I cast Heartless Act in my own main phase with the stack empty?": that is sorcery time
        rule = cite("307.1", r"during a main phase of their turn when the stack is empty", r"")
        return answered("yes", t(frame.lang, "timing.sorcery_time_ok", card=lock.name), rule, cite, frame.cards,
                        "timing")  # fmt: skip
    # "opp has Teferi: can I counter their spell?": a spell on the stack is never sorcery time
    countering = (
        owner == "opponent"
        and _COUNTER_IT.search(clause)
        and not stop_asked
        and not re.search(r"\babilit\w*|\bactivat\w*|\bsacrific\w*|\bhabilidad\w*", clause)
        and not any(re.search(r"^[^\n]*:\s*Counter target", c.oracle_text, re.M) for c in frame.cards)
    )
    if not (
        _NOT_SORCERY_TIME.search(frame.folded)
        or _FLASH_SAID.search(frame.folded)
        or their_off_turn
        or on_their_turn
        or countering
    ):
        return None
    # "quiero ciclar Shark Typhoon. ¿Puedo o Teferi me lo bloquea?": the cycling told, "can I" asked of it
    cycling_meant = (
        _CYCLES.search(frame.folded)
        and not _CASTS.search(clause)
        and not _FLASH_SAID.search(clause)
        and len(clause.split()) <= 6
        and not any(named_in(c, clause) for c in frame.cards if c is not lock)
    )
    if _CYCLES.search(clause) or _ACTIVATES.search(clause) or cycling_meant or sacrifice_cost:
        # "can I still cycle cards on their turn?": it restricts casting spells, not activating abilities
        cycling = _CYCLES.search(frame.folded)
        rule = (
            cite("702.29a", r"Cycling is an activated ability", r"ciclo")
            if cycling
            else cite("602.2", r"To activate an ability", r"activar")
        )
        polarity = "no" if stop_asked else "yes"
        return answered(polarity, t(frame.lang, "timing.lock_abilities", card=lock.name), rule, cite, frame.cards,
                        "timing")  # fmt: skip
    rule = cite("101.2", r"the “can’t” effect takes precedence", r"no puede")
    key = "timing.sorcery_lock_theirs" if theirs_asked else "timing.sorcery_lock"
    return answered("yes" if stop_asked else "no", t(frame.lang, key, card=lock.name), rule, cite, frame.cards,
                    "timing")  # fmt: skip


_COMPANION = re.compile(r"\bcompan(?:ion|ero|era)\b")
_TO_HAND = re.compile(r"\b(?:pay|pagar|pago)\w*\b[^.?]{0,20}(?:\{?3\}?|three|tres)\b|\bhand\b|\bmano\b")


def _companion(frame: Frame, cite: Citer, when: bool = False) -> Verdict | None:
    """ "Can I pay 3 to put my companion into my hand on their end step?" No: a special action, main phase with an
    empty stack on your own turn (116.2g). `when`: "when can I pay the 3?" is told the moment, no yes or no."""
    companion = _COMPANION.search(frame.folded) or any(  # Lurrus named: "Companion — …" on its card
        re.search(r"^Companion —", c.oracle_text, re.M) for c in frame.cards
    )
    asked = frame.clause or frame.asked
    # "¿cuánto cuesta meterlo a la mano? ¿y lo puedo hacer en el turno del otro?": the action told a sentence before
    done_again = re.search(r"\b(?:lo|eso) puedo hacer\b|\bpuedo hacerlo\b|\bcan i do (?:it|that|this)\b", asked)
    if not (companion and (_TO_HAND.search(asked) or (done_again and _TO_HAND.search(frame.folded)))):
        return None
    if not when and not _NOT_SORCERY_TIME.search(frame.folded):
        return None
    rule = cite("116.2g", r"any time they have priority and the stack is empty during a main phase", r"fase principal")
    return answered(None if when else "no", t(frame.lang, "timing.companion"), rule, cite, frame.cards, "timing")


_CYCLES = re.compile(r"\bcycl\w*|\bciclo\b|\bciclar\b")
#: the opponent as the one who would cast: "mi rival puede lanzar …", "my opponent can cast …"
_RIVAL_CAN = re.compile(
    r"\b(?:mi |el )?(?:rival|oponente) (?:puede|podria)\b|\b(?:my )?(?:opponent|opp) (?:can|could)\b"
)
_ACTIVATES = re.compile(
    r"\bactivat\w*|\bactivar\b|\babilit\w*|\bhabilidad\w*|\bping\w*|\banimat\w*|\banimar\w*|\bcrew\w*|\btripul\w*"
)
_EQUIP = re.compile(r"^equip\b", re.I | re.M)
#: an activated ability whose cost sacrifices something: "Sacrifice a Food: Return Cauldron Familiar …"
_SACRIFICE_COST = re.compile(r"^[^\n:]*\bsacrifice\b[^\n:]*:", re.I | re.M)
_MY_TURN = re.compile(r"\b(?:during|on|in) my turn\b|\b(?:en|durante) mi turno\b")
_ASKS_EQUIP = re.compile(r"\bequip|\bmove\b|\battach|\bequipar|\bequipo\b|\bmover(lo|la)?\b|\bpasar(lo|la)?\b")
#: a moment outside the controller's main phase with an empty stack
_NOT_SORCERY_TIME = re.compile(
    r"\bcombat\b|\bafter (blocks|blockers|attacks|attackers)|declare (attackers|blockers)|\bblock(ed|ers)\b|"
    r"\battack(ing|er|ers)\b|in response|\brespond\w*|opponent'?s turn|\b(?:their|his|her) turn\b|end step|end of turn|upkeep|instant speed|on the stack|"
    r"\bcombate\b|\bbloque\w*|\batacante|en respuesta|\bresponder\w*|turno de(l| mi| tu| su) (oponente|rival|opponent)|turno del otro\b|turno ajeno|"
    r"\b(?:another|other|someone else'?s) player'?s turn\b|paso final|final del turno|"
    r"mantenimiento|velocidad de instantaneo|en la pila"
)


#: a loyalty ability: "-1 Jace", "+1 her", "use Liliana's +1", "activar el -2 de Jace"
_LOYALTY = re.compile(
    r"(?<![\w/])[+-]\d+\b(?!/)|\bloyalty abilit|\bhabilidad(es)? de lealtad|\bplaneswalker|\bwalker\b|"
    r"(?:'s|’s|\bhis|\bher|\bits|\bel|\bsu) 0\b(?![/.,]\d)|\b(?:plus|minus) (?:it|him|her)\b"
)
#: a planeswalker's 0 ability said as "jace's 0", "his 0", "el 0 de jace"
_ZERO = re.compile(r"(?:'s|’s|\bhis|\bher|\bits|\bel|\bsu) 0\b(?![/.,]\d)")
_FACE_UP = re.compile(
    r"\bunmorph|\bturn\w* (it |him |her )?face[- ]up|\bflip\w* (it |him |her )?(?:face[- ])?up\b|\bboca arriba|\bdesmorf|"
    r"\bvoltear|\b(?:doy|dar|darle|da|das|dan) la vuelta"
)


#: after lethal damage was dealt, a trick to save the creature: "after combat damage, can I Giant Growth it to save
#: it?", "después de que se haga el daño de combate, ¿puedo tirar giant growth para salvar a mi bicho?"
_AFTER_DAMAGE = re.compile(
    r"\bafter (the )?(combat )?damage|\bonce (the )?(combat )?damage (is|has been) dealt|\bafter (it|he|she) (took|takes)|"
    r"\bdespues de(l| que se haga el| que se haga| que reciba| recibir)? (el )?dano|\bya (recibio|tiene) (el )?dano"
)
_SAVE = re.compile(r"\bsave|\bsurviv|\bkeep (it|him|her) alive|\bsalvar\w*|\bsobreviv\w*|para que no muera")


def _after_lethal(frame: Frame, cite: Citer) -> Verdict | None:
    """Lethal damage already dealt: state-based actions destroy the creature before anyone gets priority, so there
    is no moment to cast the trick (704.3, 704.5g)."""
    if not (_AFTER_DAMAGE.search(frame.folded) and _SAVE.search(frame.folded)):
        return None
    size = re.search(r"(?<![\d+-])\d+/(\d+)(?![\d/])", frame.folded)
    dealt = DAMAGE_SAID.search(frame.folded)
    # lethal said, or told in numbers: "mi 2/2 recibe 3 de daño de combate"
    told = size is not None and dealt is not None and int(dealt[1]) >= int(size[1])
    if not (told or re.search(r"\blethal|\bletal|\bwould die|\benough damage", frame.folded)):
        return None
    rule = cite("704.3", r"Whenever a player would get priority", r"prioridad")
    return answered("no", t(frame.lang, "timing.after_lethal"), rule, cite, frame.cards, "timing")


_BLOCK_ASKED = re.compile(r"\bblock\w*|\bbloque\w*")
#: whether the stack must be empty: "does the stack have to be empty", "la pila tiene que estar vacía"
_EMPTY_STACK_ASKED = re.compile(
    r"\bstack (?:has to|must|needs to|have to) be empty\b|\bpila (?:tiene que|debe|ha de) estar vacia\b|"
    r"\bonly (?:with|when) (?:the|an) (?:empty )?stack(?: is)?(?: empty)?\b|\bsolo con la pila vacia\b"
)
_SORCERY_SAID = re.compile(r"\bsorcer(?:y|ies)\b|\bconjuros?\b")
#: a flash-giver for its controller's spells only (Vedalken Orrery: "You may cast spells as though they had flash")
_SPELLS_YOU_CAST = re.compile(r"\byou may cast\b", re.I)
#: "can it block?", "can the viper block?", "¿puede bloquear?": whether a creature just cast may block
_CAN_IT_BLOCK = re.compile(
    r"\b(?:can|could) (?:it|they|the \w+|my \w+) (?:still )?block\b|\bpuede(?:n)? (?:todavia |aun )?bloquear\b"
)
_AFTER_BLOCKS = re.compile(
    r"after (blockers|blocks) (are |were |have been |had been )?(already )?declared|after (declaring|i declare|they declare) blockers|"
    r"despues de (que se (hayan|han|) ?declar\w*|declarar) (los )?bloque\w*|ya (declare|se declararon) (los )?bloque\w*|"
    r"despues de (los )?bloqueos\b|after blocks\b|once blockers (are|were|have been) declared|"
    r"\b(?:during|in) (?:the )?declare blockers(?: step)?\b|\b(?:durante|en) el paso de declarar bloqueadores\b|"
    r"\bse declaran (?:las |los )?bloquead\w* y (?:despues|luego)\b"
)


_BEFORE_BLOCKS = re.compile(
    r"beginning of combat|inicio (de|del) combate|antes de que (me )?ataque|before (they|he|she|it) attacks?|"
    r"declare attackers step|paso de declarar atacantes|before blockers|\b(?:during|in) declare attackers\b"
)


def _flash_block(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They attack with a 4/4, can I flash in Ambush Viper and block with it?": yes, cast in the declare attackers
    step it is on the battlefield when blockers are declared (702.8a); cast after blockers are declared it is too late
    (509.1)."""
    flash = next(
        (c for c in frame.cards if "Creature" in c.type_line and re.search(r"(^|\n)flash\b", c.oracle_text, re.I)), None
    )
    if flash is None or not _BLOCK_ASKED.search(frame.clause or frame.asked):
        return None
    if re.search(r"can block only", flash.oracle_text, re.I):
        return None  # Brazen Borrower: what it may block, not when it arrives
    late = [m.start() for m in _AFTER_BLOCKS.finditer(frame.folded)]
    early = [m.start() for m in _BEFORE_BLOCKS.finditer(frame.folded)]
    if late and max(late) > max(early, default=-1):  # the moment said last counts ("¿y si la lanzo en el inicio…?")
        rule = cite("509.1", r"declares blockers", r"declara")
        return answered("no", t(frame.lang, "timing.flash_too_late", card=flash.name), rule, cite, (flash,), "timing")
    rule = cite("702.8a", r"any time you could cast an instant", r"instantáneo")
    return answered("yes", t(frame.lang, "timing.flash_block", card=flash.name), rule, cite, (flash,), "timing")


#: a sorcery asked for without a card: in response, with something on the stack, or on another player's turn
_NOT_MY_MAIN = re.compile(
    r"\bin response\b|\brespond\w*|\bon the stack\b|\b(?:opponent'?s|opp'?s|their|his|her) turn\b|\ben respuesta\b|"
    r"\bresponder\w*|\ben la pila\b|\bturno de(?:l| mi| su) (?:oponente|rival)\b|\bend step\b|\bupkeep\b|"
    r"\bpaso final\b|\bmantenimiento\b"
)
_CASTS = re.compile(r"\bcast\b|\bflashback\b|\bplay\b|\blanzar\w*|\bhacer flashback\b|\bretrospectiva\b|\bjugar\b")


def _sorcery_timing(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I flashback Deep Analysis in my opponent's end step?": a sorcery is cast only in your main phase with an
    empty stack (307.1); flashback changes where it is cast from, not when."""
    sorcery = next((c for c in frame.cards if c.type_line.startswith("Sorcery")), None)
    asked = frame.clause or frame.asked
    if sorcery is None and not frame.cards and frame.qtype is QType.YES_NO and _SORCERY_SAID.search(asked):
        # "mi rival tiene un hechizo en la pila, ¿puedo responderle con un conjuro?": no card, the card type asked
        if not (re.search(r"\b(?:can|could|may) i\b|\bpuedo\b", asked) and _NOT_MY_MAIN.search(frame.folded)):
            return None
        if re.search(r"\bmain phase\b|\bfase principal\b|\bpostcombat\b|\bposcombate\b", frame.folded):
            return None  # "after combat, in my second main phase": a sorcery's time
        if re.search(r"\bflash\b|\bdestello\b|\bas though\b|\bcomo si\b", frame.folded):
            return None
        rule = cite("307.1", r"during a main phase of their turn when the stack is empty", r"fase principal")
        return answered("no", t(frame.lang, "timing.sorcery_any"), rule, cite, frame.cards, "timing")
    # "can i wrath at the end of opp's turn": the card's name used as the verb casts it
    verbed = sorcery is not None and re.match(rf"(?:can|may|could) i (?:{name_pattern(sorcery)})\b", asked)
    if sorcery is None or not (_CASTS.search(asked) or verbed) or not _NOT_SORCERY_TIME.search(frame.folded):
        return None
    if any(re.search(r"(^|\n)flash\b|as though (it|they) had flash", c.oracle_text, re.I) for c in frame.cards):
        return None  # something gives it flash
    rule = cite("307.1", r"during a main phase of their turn when the stack is empty", r"fase principal")
    key = "timing.sorcery_flashback" if re.search(r"flashback|retrospectiva", frame.folded) else "timing.sorcery"
    return answered("no", t(frame.lang, key, card=sorcery.name), rule, cite, (sorcery,), "timing")


#: an instant whose own text limits casting (split second, "can't cast"): another reading than "any time"
_LIMITS_CASTING = re.compile(r"only any time they could cast a sorcery|can[’']t cast|split second", re.I)
_NO_PRIORITY = re.compile(
    r"\bmana abilit\w*|\bhabilidad(?:es)? de mana\b|\bsplit second\b|\btiempo dividido\b|\buntap step\b|\bcleanup\b|"
    r"\blimpieza\b|\bpaso de enderezar\b|\bwhile (?:i'?m |you'?re )?casting\b|\bmientras lanzo\b"
)
#: an alternative or additional cost said with the cast: overload, kicker, flashback, "sobrecarga", "estímulo"
_WITH_COST = re.compile(r"\boverload\w*|\bsobrecarga\w*|\bkick\w*|\bestimulo\b|\bflashback\b|\bretrospectiva\b")


def _instant_timing(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I overload Cyclonic Rift at my opponent's end step?": an instant is cast any time its caster has
    priority (117.1a), and paying an alternative cost doesn't change when."""
    instant = next((c for c in frame.cards if c.type_line.startswith("Instant")), None)
    asked = frame.clause or frame.asked
    verbed = instant is not None and re.match(rf"(?:can|may|could) i (?:{name_pattern(instant)}|overload)\b", asked)
    if instant is None or len(frame.cards) != 1 or not (_cast_named(asked, instant) or verbed):
        return None
    if not _NOT_SORCERY_TIME.search(frame.folded) or _LIMITS_CASTING.search(instant.oracle_text):
        return None
    if _NO_PRIORITY.search(frame.folded):
        return None  # a moment without priority (a mana ability, split second, the untap or cleanup step)
    rule = cite("117.1a", r"may cast an instant spell any time they have priority", r"instantáneo")
    key = "timing.instant_cost" if _WITH_COST.search(frame.folded) else "timing.instant"
    return answered("yes", t(frame.lang, key, card=instant.name), rule, cite, (instant,), "timing")


def _creature_timing(frame: Frame, cite: Citer) -> Verdict | None:
    """ "My Bonecrusher is on an Adventure in exile: can I cast the Giant at the end of their turn?": a creature spell
    without flash is cast only in your main phase with an empty stack (302.1), from exile too."""
    asked = frame.clause or frame.asked
    creature = next((c for c in frame.cards if c.type_line.startswith("Creature") and _cast_named(asked, c)), None)
    if creature is None and len(frame.cards) == 1 and frame.cards[0].type_line.startswith("Creature"):
        creature = frame.cards[0]  # "can I cast the Giant …?": the one card, by another word
    if creature is None or not _CASTS.search(asked):
        return None
    if not _NOT_SORCERY_TIME.search(frame.folded):
        return None
    own_flash = re.search(r"(^|\n)flash\b", creature.oracle_text, re.I | re.M)
    giver = next((c for c in frame.in_play if c is not creature and _GIVES_FLASH.search(c.oracle_text)), None)
    if (
        giver is not None
        and not own_flash
        and controller(frame, giver) == "opponent"
        and _SPELLS_YOU_CAST.search(giver.oracle_text)
    ):
        # "mi rival tiene Vedalken Orrery": "you" on it is its controller (109.5), so it gives the asker nothing
        rule = cite("109.5", r"refer to the object’s controller", r"controlador")
        finding = t(frame.lang, "timing.flash_theirs", card=creature.name, giver=giver.name)
        return answered("no", finding, rule, cite, (creature, giver), "timing")
    if giver is not None and not own_flash:
        # "with Vedalken Orrery out, can I cast Llanowar Elves on my opponent's turn?": yes, as though it had flash
        rule = cite("702.8a", r"any time you could cast an instant", r"instantáneo")
        finding = t(frame.lang, "timing.given_flash", card=creature.name, giver=giver.name)
        return answered("yes", finding, rule, cite, (creature, giver), "timing")
    flash = own_flash or any(
        _GIVES_FLASH.search(c.oracle_text) for c in frame.cards
    )  # its own flash, or a card giving it (Vedalken Orrery, Harbinger of the Tides)
    if flash or re.search(r"\bflash\b|\bdestello\b", frame.folded):
        return None  # it has flash, or the question gives it flash
    adventure = creature.type_line.split("//")[-1] if "//" in creature.type_line else ""
    if adventure and creature.faces and len(creature.faces) > 1 and fold(creature.faces[-1]) in asked:
        return None  # "can I cast Stomp …?": the Adventure, an instant
    rule = cite("302.1", r"during a main phase of their turn when the stack is empty", r"fase principal")
    name = creature.faces[0] if creature.faces else creature.name
    key = "timing.creature_adventure" if adventure else "timing.creature"
    return answered("no", t(frame.lang, key, card=name), rule, cite, (creature,), "timing")


_GIVES_FLASH = re.compile(r"as though (it|they) had flash", re.I)


def _cast_named(asked: str, card: Card) -> bool:
    """The asked clause casts this card: its name, or a word of it, right after a casting verb."""
    words = name_pattern(card)
    return bool(words) and bool(
        re.search(rf"\b(?:cast|lanz\w*|play|jug\w*|flash in)\W+(?:\w+\W+){{0,2}}?(?:{words})\b", asked)
    )


_PLAYS_LAND = re.compile(
    r"\bplay (?:a |my |the |an? extra )?(?:land|forest|island|swamp|mountain|plains)\b|"
    r"\b(?:jugar|bajar|poner) (?:una |mi |la |un )?(?:tierra|bosque|isla|pantano|montana|llanura)\b|\bland drop\b"
)


def _land_timing(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I play my land in response?": a land is played only in your main phase with an empty stack (305.1)."""
    if not _PLAYS_LAND.search(frame.clause or frame.asked) or not _NOT_SORCERY_TIME.search(frame.folded):
        return None
    rule = cite("305.1", r"during a main phase of their turn when the stack is empty", r"pila (está )?vacía")
    return answered("no", t(frame.lang, "timing.land"), rule, cite, frame.cards, "timing")


_TWICE_A_TURN = re.compile(r"loyalty abilities of planeswalkers you control twice", re.I)


def _loyalty_timing(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They bolt my Jace, can I -1 Jace in response?": loyalty abilities only in a main phase of your turn, with
    an empty stack (606.3)."""
    walker = any("Planeswalker" in c.type_line for c in frame.cards)
    asked = frame.clause or frame.asked
    # "can they plus it in response?": a loyalty activation said by its sign's name
    signed = re.search(r"(?<![\w/])[+-]\d+\b(?!/)|\b(?:plus|minus) (?:it|him|her)\b", asked) or _ZERO.search(asked)
    if not (_LOYALTY.search(asked) and (walker or signed)):
        return None
    twice = len(re.findall(r"(?<![\w/+−-])[+−-]\d+\b(?!/)", asked)) >= 2 and _SAME_TURN.search(frame.folded)
    if twice and any(_TWICE_A_TURN.search(c.oracle_text) for c in frame.cards):
        return None  # Oath of Teferi: twice each turn (the loyalty reasoner says so)
    if twice:  # "+1 to untap lands and then the -1 for a Beast in the same turn?": one loyalty ability per turn
        rule = cite(
            "606.3", r"only if no player has previously activated a loyalty ability", r"ninguna habilidad de lealtad"
        )
        return answered("no", t(frame.lang, "timing.loyalty_once"), rule, cite, frame.cards, "timing")
    if not _NOT_SORCERY_TIME.search(frame.folded):
        return None
    rule = cite("606.3", r"the stack is empty during a main phase", r"pila (está )?vacía")
    return answered("no", t(frame.lang, "timing.loyalty"), rule, cite, frame.cards, "timing")


_SAME_TURN = re.compile(r"same turn|this turn|mismo turno|este turno|then|and then|despues|luego|both|ambas|las dos")


_FLIPS = re.compile(
    r"\bunmorph\w*|\bflip\w*|\bturn\w* (it |him |her )?face[- ]up|\bboca arriba|\bvolte\w*|\bdesmorf\w*|"
    r"\b(?:doy|dar|darle|da|das|dan) la vuelta"
)
_FACE_DOWN = re.compile(r"face[- ]down|boca abajo|\bmorph")
_LIVES = re.compile(r"\bliv\w*|\bsurviv\w*|\bdie\w*|\bsobreviv\w*|\bmuer\w*|\bviv\w*")


def _flipped_in_response(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They Bolt my face-down Exalted Angel; I turn it face up in response. Does it live?": turning it up is a
    special action (702.37e, 116.2b), so the burn resolves against the face-up creature's toughness."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _LIVES.search(clause):
        return None
    in_response = re.search(r"\brespon\w*|\brespuesta", frame.folded)
    if not (_FACE_DOWN.search(frame.folded) and _FLIPS.search(frame.folded) and in_response):
        return None
    burns = [(c, int(m[1])) for c in frame.cards if (m := _BURN.search(c.oracle_text)) and "Instant" in c.type_line]
    faces = [c for c in frame.cards if "Creature" in c.type_line and (c.toughness or "").isdigit()]
    if len(burns) != 1 or len(faces) != 1:
        return None
    (spell, damage), card = burns[0], faces[0]
    lives = damage < int(card.toughness or 0)
    rule = cite("702.37e", r"Any time you have priority", r"prioridad")
    key = "timing.flip_lives" if lives else "timing.flip_dies"
    finding = t(frame.lang, key, card=card.name, spell=spell.name, n=str(damage), pt=f"{card.power}/{card.toughness}")
    asks_dies = re.search(r"\bdie\w*|\bmuer\w*", clause)
    opener = "yes" if lives != bool(asks_dies) else "no"
    return answered(opener, finding, rule, cite, (card, spell), "timing")


_BURN = re.compile(r"deals (\d+) damage to (?:any target|target creature)", re.I)


#: the {3} paid to put the companion into the hand: "pays 3 to put his companion in his hand", "paga 3 por su compañero"
_COMPANION_PAID = re.compile(r"\bpa(?:y|ys|id|ying|ga|gar|go|gando)\b[^.?]{0,12}(?:\{?3\}?|three|tres)\b")
#: the companion itself cast: that spell can be answered like any other
_COMPANION_CAST = re.compile(r"\bcast(?:s|ing)?\b[^.?]{0,30}\bcompan|\blanz\w*\b[^.?]{0,30}\bcompa[nñ]er")
#: "can I respond to that?", "¿puedo responder?", "can i counter it?": the asker answering the other's action
_I_RESPOND = re.compile(
    r"\b(?:can|could|may)\s+i\s+(?:even\s+)?(?:respond|counter|stifle)\b|\bpuedo\s+(?:responder|contrarrestar)\w*"
)
#: "can my opponent respond (to that)?", "¿mi rival puede responder a eso?"
_THEY_RESPOND = re.compile(
    r"\b(?:can|could|may)\s+(?:my\s+|the\s+)?(?:opponent|opp|they|he|she|anyone|anybody)\s+respond|"
    r"\b(?:rival|oponente|alguien|nadie)\s+(?:le\s+)?(?:puede|pueden|podria)\s+responder|"
    r"\b(?:puede|pueden|podria)\s+(?:mi\s+|el\s+)?(?:rival|oponente|alguien)\s+responder"
)


def _face_up_unanswerable(frame: Frame, cite: Citer) -> Verdict | None:
    """ "If I turn my face-down Exalted Angel face up, can my opponent respond?": no, it's a special action that
    doesn't use the stack (702.37e, 116.2b)."""
    if not _FACE_DOWN.search(frame.folded):
        return None
    rule = cite("702.37e", r"Any time you have priority", r"prioridad")
    return answered("no", t(frame.lang, "timing.face_up"), rule, cite, frame.cards, "timing")


#: "in the declare blockers step before they declare blocks", "en el paso de declarar bloqueadores antes de que
#: bloquee": a moment that doesn't exist
_BEFORE_DECLARED = re.compile(
    r"\bdeclare (?P<en>blockers|attackers) step\b[^?]{0,40}\bbefore\b[^?]{0,30}\b(?:declar\w*|block\w*|attack\w*)|"
    r"\bpaso de declarar (?P<es>bloqueadores|atacantes)\b[^?]{0,40}\bantes de que\b[^?]{0,30}\b(?:declar\w*|bloque\w*|"
    r"ataque\w*)"
)


def _before_declaration(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I cast an instant in the declare blockers step before blocks are declared?": no — the declaration is the
    step's first, turn-based action, and players get priority only after it (509.1, 509.2; 508.1, 508.2)."""
    found = _BEFORE_DECLARED.search(frame.folded)
    if found is None:
        return None
    blockers = (found["en"] or found["es"]) in ("blockers", "bloqueadores")
    rule = cite("509.2" if blockers else "508.2", r"gets priority", r"prioridad")
    key = "timing.before_blocks" if blockers else "timing.before_attacks"
    return answered("no", t(frame.lang, key), rule, cite, frame.cards, "timing")


def _face_up(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I unmorph it in response?": turning a face-down permanent face up is a special action, any time you
    have priority, and doesn't use the stack (702.37e, 116.2b)."""
    if not _FACE_UP.search(frame.clause or frame.asked):
        return None
    rule = cite("702.37e", r"Any time you have priority", r"prioridad")
    return answered("yes", t(frame.lang, "timing.face_up"), rule, cite, frame.cards, "timing")


#: responding to an equip activation, not equipping: "¿puedo responder con Shock antes de que se equipe?"
_RESPONDS_TO_EQUIP = re.compile(
    r"\b(?:respond\w*|respuesta)\b[^?]{0,60}\b(?:antes de que (?:se )?(?:le )?equipe\w*|before (?:it|the \w+) (?:gets )?"
    r"(?:equipped|attached)|before it attaches|to (?:the|my opponent'?s|his|her|their) equip\w*|al equipar|a la habilidad de "
    r"equipar|al equip)\b"
)


#: an activated ability limited to sorcery timing (Recurring Nightmare, Tarmogoyf-less "Activate only as a sorcery")
_SORCERY_ONLY = re.compile(
    r"^[^\n]*:[^\n]*\bActivate (?:this ability )?only (?:as a sorcery|any time you could cast a sorcery)", re.M
)


def _sorcery_speed_ability(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp Swords my Griselbrand: in response can I activate Recurring Nightmare?" No: an ability that reads
    "Activate only as a sorcery" follows a sorcery's timing (602.5d)."""
    clause = frame.clause or frame.asked
    limited = [c for c in frame.cards if _SORCERY_ONLY.search(c.oracle_text) and not _EQUIP.search(c.oracle_text)]
    if len(limited) != 1 or not _ACTIVATES.search(clause) and not named_in(limited[0], clause):
        return None
    card = limited[0]
    if re.search(r"^[^\n]*:", card.oracle_text, re.M) and len(re.findall(r"^[^\n]*:", card.oracle_text, re.M)) > 1:
        return None  # several activated abilities: which one is asked isn't read here
    if not _NOT_SORCERY_TIME.search(frame.folded):
        return None
    rule = cite("602.5d", r"must follow the timing rules for casting a sorcery spell", r"")
    return answered("no", t(frame.lang, "timing.sorcery_ability", card=card.name), rule, cite, (card,), "timing")


def _instant_attach(equipment: Card) -> str | None:
    """The cost of an Equipment's own attach ability that isn't equip ("{B}{B}: Attach Cranial Plating to target
    creature you control."), when nothing limits it to sorcery speed."""
    own = re.search(
        rf"^((?:\{{[^}}]+\}})+): Attach {re.escape(equipment.name)} to target creature you control\.$",
        equipment.oracle_text,
        re.M,
    )
    return own[1] if own else None


def _equip_timing(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Can I move my Equipment onto an unblocked attacker after blocks?": equip only as a sorcery (702.6a)."""
    equipment = next((c for c in frame.cards if _EQUIP.search(c.oracle_text)), None)
    # "could my opponent re-equip it during my turn?": not their main phase either
    their_move = OPPONENT_ASKED.search(frame.clause or frame.asked) and _MY_TURN.search(frame.folded)
    said = (
        equipment is None and not frame.cards and re.search(r"\bequip(?:ment)?\b|\bequipar\b|\bequipo\b", frame.asked)
    )
    if _RESPONDS_TO_EQUIP.search(frame.asked) and (equipment is not None or re.search(r"\bequip\w*", frame.asked)):
        # "¿puedo responder con Shock a los osos antes de que se equipe?": equip goes on the stack, so yes (602.2a)
        rule = cite("602.2a", r"created on the stack", r"pila")
        finding = t(frame.lang, "timing.equip_respond", card=equipment.name if equipment else "")
        return answered("yes", finding, rule, cite, (equipment,) if equipment else (), "timing")
    if (equipment is None and not said) or not _ASKS_EQUIP.search(frame.asked):
        return None  # no Equipment named, and equip itself not asked about ("¿se puede equipar en el turno del rival?")
    if not (_NOT_SORCERY_TIME.search(frame.folded) or their_move):
        return None
    equip_cost = re.search(
        r"\bequip (?:cost|ability)\b|\bpay\w* (?:its |the )?equip\b|\b(?:coste|costo) de equipar\b|\bpag\w* (?:el )?equip\w*|"
        r"\bequip(?:ar)? \{",
        frame.folded,
    )
    other = _instant_attach(equipment) if equipment is not None and not equip_cost else None
    if equipment is not None and other is not None:
        # Cranial Plating's "{B}{B}: Attach …": an ability of its own, without equip's timing (117.1b)
        rule = cite("117.1b", r"may activate an activated ability any time they have priority", r"")
        finding = t(frame.lang, "timing.equip_other_ability", card=equipment.name, cost=other)
        return answered("yes", finding, rule, cite, (equipment,), "timing")
    rule = cite("702.6a", r"Activate only as a sorcery", r"como un conjuro")
    if equipment is None:
        finding = t(frame.lang, "timing.equip_any") + ids(rule)
    else:
        finding = t(frame.lang, "timing.equip", card=equipment.name) + ids(rule)
    return Verdict(
        t(frame.lang, "no") + " " + finding,
        [Step(finding, (rule,) if rule else ())],
        cite.quotes,
        (equipment,) if equipment else (),
        "timing",
    )


#: "can I respond to a triggered ability?", "does Blood Artist's trigger use the stack?", "¿puedo responder a la
#: habilidad disparada?", "¿usa la pila?"
_ON_THE_STACK = re.compile(
    r"\brespond\w* to [^?]{0,40}\b(trigger|ability|abilities)|\b(use|uses|go|goes|put) (on )?the stack|"
    r"\brespond\w* a [^?]{0,40}\b(habilidad|disparad)|\b(usa|usan|va a|van a) (la )?pila"
)
_IS_IT_TRUE = re.compile(
    r"\b(?:is that|is it|was that) (?:real|true|right|correct|legit|a thing)\b|\b(?:es|era) (?:verdad|cierto|correcto)\b"
)
#: "my opponent said they could respond to the trigger??": a claim asked about
_SAID_CAN = re.compile(
    r"\b(?:said|says|told me|claims?|claimed|dijo|dice) (?:that )?(?:they|he|she|i|you|que) (?:can|could|puede|podia)\b"
)
_NOT_ON_THE_STACK = re.compile(
    r"mana abilit|habilidad(es)? de mana|static|estatic|special action|accion especial|land|tierra"
)


_RESPOND = re.compile(r"\brespond|\brespuesta|\bresponder")
#: a land with an enters trigger (Bojuka Bog: "When Bojuka Bog enters, exile target player's graveyard.")
_ENTERS_TRIGGER = re.compile(r"^(?:[\w' -]{3,30} — )?when [^.]*\benters\b", re.I | re.M)


_COUNTER_IT = re.compile(r"\bcounter\w*|\bcontrarrest\w*")
_PLAYED = re.compile(r"\bplay\w*|land drop|\bjueg\w*|\bbaj\w*|\bpone\b")


def _plain_land(card: Card) -> bool:
    return "Land" in card.type_line and "Creature" not in card.type_line and "//" not in card.name


def _land_played(frame: Frame, cite: Citer, land: Card) -> Verdict:
    """A land played isn't a spell: it doesn't use the stack, so it can't be countered (305.1)."""
    rule = cite("305.1", r"doesn’t go on the stack", r"no va a la pila")
    return answered("no", t(frame.lang, "timing.land_played", card=land.name), rule, cite, (land,), "timing")


def _land_trigger(frame: Frame, cite: Citer, land: Card) -> Verdict:
    """Playing the land can't be responded to (it doesn't use the stack), but its enters trigger can (305.1,
    603.3)."""
    lang = frame.lang
    land_rule = cite("305.1", r"doesn’t go on the stack", r"no va a la pila")
    stack = cite("603.3", r"puts it on the stack", r"pone en la pila")
    finding = t(lang, "timing.land_trigger", card=land.name) + ids(land_rule, stack)
    steps = [Step(finding, tuple(r for r in (land_rule, stack) if r))]
    return Verdict(t(lang, "yes") + " " + finding, steps, cite.quotes, (land,), "timing")


#: turn-based actions asked about ("does combat damage use the stack?"), each with the rule that says it doesn't
_TURN_BASED = (
    (re.compile(r"\bcombat damage\b|\bdano de combate\b"), "510.1"),
    (re.compile(r"\bdeclar\w* (?:the )?attack\w*|\bdeclar\w* (?:los )?atacantes\b"), "508.1"),
    (re.compile(r"\bdeclar\w* (?:the )?block\w*|\bdeclar\w* (?:los )?bloqueadores\b"), "509.1"),
)


#: a moment between combat damage being assigned and dealt: "after damage is assigned but before it's dealt"
_ASSIGNED_NOT_DEALT = re.compile(
    r"\bafter (?:combat )?damage (?:is|gets|has been) assigned\b[^.?]{0,40}\bbefore\b|\bbetween (?:combat )?damage "
    r"(?:being )?assign\w*(?: and| but)\b|\bdespues de (?:que se )?asign\w* (?:el )?dano\b[^.?]{0,40}\bantes\b|"
    r"\bentre que se asigna (?:el )?dano\b"
)


def _turn_based(frame: Frame, cite: Citer) -> Verdict | None:
    """ "¿el daño de combate usa la pila?": a turn-based action doesn't use the stack (510.1, 508.1, 509.1), so
    nobody can respond to it; players get priority only after it."""
    asked = frame.clause or frame.asked
    rule_id = next((rule for pattern, rule in _TURN_BASED if pattern.search(asked)), None)
    if rule_id is None or re.search(r"trigger|disparad|abilit|habilidad", asked):
        return None
    rule = cite(rule_id, r"doesn’t use the stack", r"pila")
    if rule is None:
        return None
    return answered("no", t(frame.lang, "timing.turn_based"), rule, cite, frame.cards, "timing")


def _uses_stack(frame: Frame, cite: Citer) -> Verdict | None:
    """Triggered and (non-mana) activated abilities go on the stack, so players can respond to them (603.3, 117.7);
    quiet for mana abilities, static abilities, special actions and lands, which don't."""
    turn_based = _turn_based(frame, cite)
    if turn_based is not None:
        return turn_based
    if _NOT_ON_THE_STACK.search(frame.folded) or _MANA_OR_SPECIAL.search(frame.folded):
        return None
    if any(re.search(r"\badd \{", card.oracle_text, re.I) for card in frame.cards):
        return None  # a mana ability may be the one asked about
    if not re.search(r"trigger|disparad|whenever|when\b|cuando|activat|activad", frame.folded):
        return None
    lang = frame.lang
    stack = cite("603.3", r"puts it on the stack", r"pone en la pila")
    respond = cite("117.7", r"in response to", r"en respuesta a")
    return Verdict(
        t(lang, "yes") + " " + t(lang, "timing.uses_stack") + ids(stack, respond),
        [Step(t(lang, "timing.uses_stack") + ids(stack, respond), tuple(r for r in (stack, respond) if r))],
        cite.quotes,
        frame.cards,
        "timing",
    )


#: whose turn it is, said with the turn or a step of it: "my main phase", "en su turno"
_STEPS = r"(?:turn|main phase|upkeep|draw step|combat(?! trick)|end step|turno|fase principal|mantenimiento|paso final|combate)"
_MY_STEP = re.compile(rf"\b(?:my|mi) (?:own )?{_STEPS}\b")
_THEIR_STEP = re.compile(
    rf"\b(?:(?:his|her|their|opp'?s|opponent'?s) {_STEPS}|su {_STEPS}|{_STEPS} (?:del|de mi) (?:rival|oponente))\b|"
    # "el turno de mi pata", "my buddy's turn": another player's
    r"\bturno de (?:mi |un |otro )?(?:pata|amigo|amiga|compa|parce|pana|primo|colega|rival|oponente|jugador)\b|"
    r"\b(?:my )?(?:friend|buddy|mate|pal)'?s turn\b"
)


def _priority_key(frame: Frame) -> str:
    """Who the active player is, from whose turn or step the question names."""
    if _MY_STEP.search(frame.folded):
        return "timing.priority_you"
    return "timing.priority_them" if _THEIR_STEP.search(frame.folded) else "timing.priority_active"


def _who_priority(frame: Frame, cite: Citer, opener: str | None = None) -> Verdict | None:
    if not re.search(r"resolv|resuelv|resolvio", frame.folded):
        return None
    rule = cite("117.3b", r"active player receives priority after", r"jugador activo recibe")
    return answered(opener, t(frame.lang, _priority_key(frame)), rule, cite, frame.cards, "timing")


def _mana_while_casting(frame: Frame, cite: Citer) -> Verdict | None:
    if not (_CASTING.search(frame.folded) and _MANA_OR_SPECIAL.search(frame.folded)):
        return None
    lang = frame.lang
    rule = cite("601.2g", r"chance to activate mana abilities", r"habilidades de maná")
    return answered("yes", t(lang, "timing.mana_while_casting"), rule, cite, frame.cards, "timing")


def split_second_first(frame: Frame, cite: Citer) -> Verdict | None:
    """Split second decides "can I … in response?" before any reasoner reads what the response would do."""
    if frame.qtype is not QType.YES_NO or not _ASKS_IF_I_CAN.search(frame.clause or frame.asked):
        return None
    return _split_second(frame, cite)


#: asks whether a triggered ability still triggers or resolves: "¿si se dispara una habilidad, esa sí va?"
_TRIGGER_ASKED = re.compile(r"\btrigger\w*|\bdispar\w*")
_GOES = re.compile(
    r"\bva\b|\bfunciona|\bresuelve|\bresolve|\bwork|\bgo(?:es)? on\b|\bpila\b|\bstack\b|\btrigger\w*|\bdispara"
)


_CAST_TRIGGER = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever (?:a player|an opponent|a spell is cast|a player casts)\b[^.]*\bcasts?\b",
    re.I | re.M,
)
#: asks whether the trigger's effect still happens: "¿le hace igual los 2 de daño?", "does it still deal 2?"
_STILL_DOES = re.compile(r"\bstill\b|\bigual\b|\baun\b|\bdeal\w*|\bhace\b|\bdamage\b|\bdano\b")


def _triggers_on(watcher: Card, spell: Card) -> bool:
    """The watcher's "whenever a player casts …" condition is met by `spell`, when it can be read: a mana value bound
    or a spell type; anything else unread, so not claimed."""
    line = _CAST_TRIGGER.search(watcher.oracle_text)
    said = watcher.oracle_text[line.start() :].split("\n")[0] if line else ""
    bound = re.search(r"(?:mana value|converted mana cost) (\d+) or (less|greater)", said)
    if bound is not None:
        value = mana_value(spell.mana_cost)
        return value <= int(bound[1]) if bound[2] == "less" else value >= int(bound[1])
    kind = re.search(r"casts? an? ((?:non)?\w+(?: or \w+)?) spell", said)
    if kind is None or kind[1] == "spell":
        return True
    types = spell.type_line.lower()
    wanted = kind[1].split(" or ")
    return any((w[3:] not in types) if w.startswith("non") else (w in types) for w in wanted)


#: Oblivion Ring's return: "When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield …"
_RETURNS_EXILED = re.compile(r"leaves the battlefield, return the exiled card", re.I)


def split_second_triggers(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp casts Sudden Shock: if an ability triggers meanwhile, does it still go?" Yes: split second stops casting
    and activating, not triggering (702.61b). Fires for a named split second card and a yes/no ask about a trigger."""
    card = next((c for c in frame.cards if re.search(r"^split second", c.oracle_text, re.I | re.M)), None)
    clause = frame.clause or frame.asked
    # Eidolon of the Great Revel: "Whenever a player casts a spell …" triggers on the split second spell itself
    watcher = next((c for c in frame.cards if c is not card and _CAST_TRIGGER.search(c.oracle_text)), None)
    # Eidolon's "mana value 3 or less" must hold for the split second spell (Word of Seizing, 5, doesn't trigger it)
    cast_trigger = watcher is not None and card is not None and _triggers_on(watcher, card)
    ring = next((c for c in frame.cards if _RETURNS_EXILED.search(c.oracle_text)), None)
    ring_first = re.search(
        r"\btrigger\w*|\betb\b|\bdisparo\b|\bhabilidad\b|\bability\b|\ben la pila\b|\bon the stack\b|\bin response\b|"
        r"\ben respuesta\b|\bwhen it enters\b|\bcuando entra\b|\bas it enters\b|\btargeting\b|\bapuntando\b",
        frame.folded,
    )
    if (
        card is not None
        and ring is not None
        and frame.qtype is QType.WHAT_HAPPENS
        and not named_in(card, clause)
        and not ring_first  # the Ring's own enters trigger still waiting: the until_leaves reasoner's
    ):
        # "I Krosan Grip the O-Ring that exiled my Griselbrand: what happens to it?" It comes back
        rule = cite("702.61b", r"Triggered abilities trigger and are put on the stack as normal", r"disparadas")
        finding = t(frame.lang, "timing.split_second_returns", card=card.name, ring=ring.name)
        return answered(None, finding, rule, cite, (card, ring), "timing")
    if card is None or frame.qtype is not QType.YES_NO or not (_TRIGGER_ASKED.search(frame.folded) or cast_trigger):
        return None
    goes = _GOES.search(clause) or (cast_trigger and _STILL_DOES.search(clause))
    if not goes or _ASKS_IF_I_CAN.search(clause) or _ACTS.search(clause):
        return None
    rule = cite("702.61b", r"Triggered abilities trigger and are put on the stack as normal", r"disparadas")
    return answered("yes", t(frame.lang, "timing.split_second_triggers", card=card.name), rule, cite, (card,), "timing")


def _split_second(frame: Frame, cite: Citer) -> Verdict | None:
    card = next((c for c in frame.cards if re.search(r"^split second", c.oracle_text, re.I | re.M)), None)
    if (
        card is None
        and _SPLIT_SAID.search(without_negated_keywords(frame.folded))
        and _ACTS.search(frame.asked)
        and not _SPLIT_SAID.search(frame.clause or frame.asked)  # "can I cast a split second spell in response?"
        and not re.search(
            r"\balready resolved\b|\bse resolvio\b|\bya se resolvi\w*|\bafter it resolves\b", frame.folded
        )
    ):
        # "they cast a split second spell: can I still tap my rock for mana?": the keyword told, no card named
        said = t(frame.lang, "timing.the_split_second_spell")
        if _MANA_OR_SPECIAL.search(frame.asked):
            rule = cite("702.61b", r"may activate mana abilities", r"habilidades de maná")
            return answered("yes", t(frame.lang, "timing.split_second_mana", card=said), rule, cite, (), "timing")
        rule = cite("702.61a", r"players can’t cast other spells", r"no pueden lanzar")
        return answered("no", t(frame.lang, "timing.split_second", card=said), rule, cite, (), "timing")
    # "opp casts sudden shock on my guy, can i giant growth in response?": the casting told is not the one asked
    if card is None or not _ACTS.search(frame.asked) or _casts_it(frame.clause or frame.asked, card):
        return None
    lang = frame.lang
    # "can I sac it to Ashnod's Altar?": the card asked about has a mana ability ("Sacrifice a creature: Add {C}{C}.")
    makers = [
        c
        for c in frame.cards
        if c is not card
        and re.search(r":\s*add (?:\{|\w+ mana\b)", c.oracle_text, re.I)
        and "target" not in c.oracle_text.lower()
    ]
    mana_card = any(
        re.search(
            rf"\b(to|with|using|a|al|con|tap|untap|girar|giro|activate|activar|activo|use|usar|uso|crack|pop|sac"
            # "sacrificar la esfera": sacrificing it is its mana ability only when that is the ability's cost
            rf"{'|sacrifice|sacrificar|sacrifico' if _sacrificed_for_mana(c) else ''})\s+"
            rf"(?:my |mi |the |el |la )?(?:{re.escape(fold(c.name))}|{name_pattern(c)}"
            # "can I still crack it?": the one mana card named, by a pronoun
            rf"{'|it|lo|la' if len(makers) == 1 else ''})\b",
            frame.asked,
        )
        for c in makers
    )
    # "krosan grip on the stack, can i tap deathrite for mana?": an ability that adds mana and targets is no mana ability
    targeted = next(
        (
            c
            for c in frame.cards
            if c is not card
            and re.search(r"target[^\n]*\badd\b|\badd\b[^\n]*target", c.oracle_text, re.I)
            and named_in(c, frame.asked)
        ),
        None,
    )
    if targeted is not None:
        rule = cite("605.1a", r"doesn’t require a target", r"no requiere un objetivo")
        finding = t(lang, "timing.split_second_targeted_mana", card=card.name, source=targeted.name)
        return answered("no", finding, rule, cite, (card, targeted), "timing")
    # "Mind Stone's draw ability": the card's other ability, not its mana one
    other_ability = re.search(r"\bdraw ability\b|\bto draw\b|\bhabilidad de robar\b|\bpara robar\b", frame.asked)
    allowed = bool(_MANA_OR_SPECIAL.search(frame.asked)) or (mana_card and not other_ability)
    if allowed:
        rule = cite("702.61b", r"may activate mana abilities", r"habilidades de maná")
        return answered("yes", t(lang, "timing.split_second_mana", card=card.name), rule, cite, (card,), "timing")
    rule = cite("702.61a", r"players can’t cast other spells", r"no pueden lanzar")
    return answered("no", t(lang, "timing.split_second", card=card.name), rule, cite, (card,), "timing")


#: split second told without a card: "a split second spell", "un hechizo con tiempo dividido"
_SPLIT_SAID = re.compile(r"\bsplit second\b|\btiempo dividido\b|\bfraccion de segundo\b")


def _sacrificed_for_mana(card: Card) -> bool:
    """Chromatic Sphere: "{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color." """
    return bool(re.search(rf"\bsacrifice {re.escape(card.name)}[^:\n]*:\s*add\b", card.oracle_text, re.I))


def _casts_it(asked: str, card: Card) -> bool:
    """ "Can they cast Angel's Grace…?": casting the split second card itself, which split second doesn't stop (it
    only works while the card is on the stack)."""
    names = "|".join(re.escape(fold(name)) for name in (card.name, *card.names_es))
    # only after the asking words: "mi rival lanza Sudden Shock …, ¿puedo responder…?" told the casting first
    opens = re.search(r"\b(?:can|could|may|puedo|puede|pueden|podemos|se puede)\b", asked)
    asked = asked[opens.start() :] if opens else asked
    return bool(re.search(rf"\b(cast|casts|casting|lanz\w*|jug\w*)\W+(\w+\W+){{0,2}}({names})", asked))


def _priority(frame: Frame, cite: Citer) -> Verdict | None:
    if not _HOLDS.search(frame.folded):
        return None
    lang = frame.lang
    rule = cite("117.3c", r"receives priority afterward", r"recibe la prioridad")
    return answered("yes", t(lang, "timing.hold_priority"), rule, cite, frame.cards, "timing")


_NO_HASTE = re.compile(
    r"\b(?:no|sin|without|doesn'?t have|does not have|lacks?|not having|no tiene|no tuviera|nada que(?: le)?|"
    r"nothing (?:that )?(?:gives?|giving|grants?))\s+(?:\w+\s+)?(?:haste|prisa)\b"
)
#: asked the other way round: must the creature wait ("¿tengo que esperar a mi próximo turno para atacar con él?")
_MUST_WAIT = re.compile(r"\b(?:have to|need to|must|got to|tengo que|tienes que|hay que|debo|toca) (?:wait|esperar)\b")


def _summoning_sick(frame: Frame, cite: Citer, wait: bool = False) -> Verdict | None:
    """Can a creature taken this turn attack or tap? No, unless it has haste (302.6); `wait` asks whether it must
    wait, so the same finding answers yes."""
    no, yes = ("yes", "no") if wait else ("no", "yes")
    thieves = [c for c in frame.cards if GAINS_CONTROL.search(c.oracle_text)]
    # the last named one is how it was taken ("… with Control Magic. Taken with Act of Treason instead", "… I had used
    # Control Magic after all"): the one whose name is said last
    thief = max(thieves, key=lambda c: frame.folded.rfind(fold(c.name).split(",")[0]), default=None)
    if (
        thief is None
        and _TAPS.search(frame.asked)
        and STEALS.search(frame.folded)
        and _SAME_TURN_STOLEN.search(frame.folded)
    ):  # "on my turn I steal their creature with an Aura: can I attack with it that same turn?"
        # "si no tiene prisa", "without haste": said to be missing, the same as unsaid
        if re.search(r"\bhaste\b|\bprisa\b", _NO_HASTE.sub(" ", frame.folded)):
            return None
        rule = cite("302.6", r"continuously since their most recent turn began", r"desde el comienzo de su turno")
        name = t(frame.lang, "timing.the_creature")
        return answered(no, t(frame.lang, "timing.summoning_sick", name=name), rule, cite, frame.cards, "timing")
    if thief is None or not _TAPS.search(frame.asked) or _EARLIER.search(frame.folded):
        return None  # not "I've had Control Magic on it for three turns"
    if not wait and NEXT_TURN.search(frame.clause or frame.asked):  # "¿y en mi siguiente turno?": by then, or back
        return next_turn(frame, cite, thief, "timing")
    stolen = next((c for c in frame.cards if c is not thief and "Creature" in c.type_line), None)
    name = stolen.name if stolen else t(frame.lang, "timing.the_creature")
    lang = frame.lang
    rule = cite("302.6", r"continuously since their most recent turn began", r"desde el comienzo de su turno")
    cards = tuple(c for c in (thief, stolen) if c)
    if re.search(r"\bhaste\b", thief.oracle_text, re.I):
        return answered(yes, t(lang, "timing.stolen_haste", name=name, card=thief.name), rule, cite, cards, "timing")
    if _TAKEN_ON_THEIR_TURN.search(frame.folded) and _ASKS_MY_TURN.search(frame.clause or frame.asked):
        # "le robo su noble hierarch en el end step del rival … en mi turno ya lo puedo girar?": held
        # since before the asker's turn began
        return answered(yes, t(lang, "timing.held_since", name=name), rule, cite, cards, "timing")
    if stolen is not None and re.search(r"(?:^|\n|, )haste\b", stolen.oracle_text, re.I):
        # Treachery on a Goblin Guide: its own haste lets it attack and tap at once (702.10b)
        hasty = cite("702.10b", r"can attack even if", r"")
        return answered(yes, t(lang, "timing.own_haste", name=name), hasty, cite, cards, "timing")
    return answered(no, t(lang, "timing.summoning_sick", name=name), rule, cite, cards, "timing")
