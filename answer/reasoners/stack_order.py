"""Resolution order from a described sequence (405.5): last in, first out, naming each card;
triggered abilities that trigger together go on the stack in APNAP order (603.3b)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, controller, copies_said, ids, is_spell_card
from ingest.lexicon import fold
from ingest.models import Card

_SEQUENCE = re.compile(
    r"respond|in response|en respuesta|responde|then (i|he|she|they|my opponent) cast|luego lanz|"
    r"holding priority|hold(s|ing)? priority|manteniendo (la )?prioridad|before .{0,40}resolves|antes de que|"
    # "he cast giant growth on it after i cast shock": cast while the other was on the stack
    r"\bafter (?:i|he|she|they|you|my opponent|opp) (?:cast|casted)\b|\bdespues de que (?:yo )?(?:lance|lanzara)\b"
)
#: the words just before a spell that was cast EARLIER than the clause's own spell: "X in response to Y",
#: "responds to Y with X", "en respuesta a Y", "X before Y resolves"
_EARLIER = re.compile(
    r"\b(in response to|responding to|responds? to|respond to|en respuesta (a|al)|respondiendo (a|al)|"
    r"after (?:i|he|she|they|you|my opponent|opp) (?:cast|casted)|despues de que (?:yo )?(?:lance|lanzara)|"
    r"responde (a|al)|before|antes de que (se )?resuelva|"
    # a spell cast on or at another spell: that one was on the stack already ("casts Counterspell on my Bolt")
    r"(cast\w*|lanz\w*) [a-z' ]{1,40} (on|targeting|at|sobre|contra))\s+((the|my|his|her|their|your|its|an?|mi|su|sus|tu|el|la|los|las|"
    r"un|una|opponent'?s|oponente|rival|de|del)\s+){0,3}$"
)
_CLAUSE_END = re.compile(r"[.;!?]")
_AGAIN = r"\b(another|a second|a 2nd|a third|a 3rd|other|otr[oa]|un segundo|una segunda|segund[oa]|un 2do|una 2da)"
_SIMULTANEOUS = re.compile(
    r"same time|simultaneous|a la vez|al mismo tiempo|simultane|\btrigger together\b|\bse disparan juntas?\b|"
    # "my blood artist and his blood artist": one of each player's said together
    r"\bmy ([\w' -]{3,30}?) and (?:his|her|their|my opponent'?s) \1\b|"
    # one of each player's said together: "both my trigger and my opponent's", "una mía y una de mi rival"
    r"\bboth (?:my|mine)\b[^.?]{0,30}\band (?:(?:my |the )?opp\w*|his|her|their)\b|"
    r"\b(?:una|uno) (?:habilidad )?mi[oa] y (?:una|uno|otra|otro) (?:de )?(?:mi|el|su) (?:rival|oponente)\b"
)
#: both players control one ("my opponent has one too", "mi rival también tiene uno"): one event triggers both
_EACH_HAS = re.compile(
    r"\bso (?:does|do|did) (?:the|my|his|her|their|that)\b|\bas does (?:the|my)\b|"  # "…and so does the player to my left"
    r"\bon each side\b|\bone each\b|\ba cada lado\b|\buna? (?:para )?cada uno\b|\b(?:has|have|had|controls?|got)\b[^.?]{0,30}\b(?:too|as well)\b|\b(?:also|too) (?:has|have|had|controls?)\b|"
    r"\b(each|both) (of us |players )?(have|has|control)|\btambien\b|cada uno (tiene|controla)|"
    r"\b(both )?(me|i) and (my )?opp\w* (both )?(have|has|control)|\bwe (both|each) (have|control)|"
    r"\b(both )?(my )?opp\w* and (i|me) (both |each )?(have|has|control)|"
    r"\b(yo|tanto yo como) y (mi |el )?(rival|oponente) (tenemos|controlamos)|\b(?:ambos|los dos|las dos) (tenemos|controlamos)|"
    r"\b(mi|el) (rival|oponente) y yo (tenemos|controlamos)|\bcada uno\b|"
    # "i have 2 blood artists … one of them is my opponent's": one of the two is the other player's
    r"\bone (?:of them )?is (?:my |the )?opp\w*\b|\buna? (?:de ell[oa]s )?es (?:de )?(?:mi|el|del) (?:rival|oponente)\b|"
    # "my doomed traveler and opps doomed traveler", "mi doomed traveler y el doomed traveler del rival"
    r"\bmy (?P<mine>[a-z][\w']*(?: [\w']+){0,3}) and (?:the |my )?opponent'?s? (?P=mine)\b|"
    r"\bmi (?P<mio>[a-z][\w']*(?: [\w']+){0,3}) y (?:el|la) (?P=mio) (?:del|de mi) (?:rival|oponente)\b"
)
_TRIGGERED = re.compile(r"^(?:[\w' -]{3,30} — )?(when|whenever|at the beginning)\b", re.I | re.M)
#: every trigger said to be the asker's: "both vortexes are mine", "if I controlled both", "los dos son míos"
_ALL_MINE = re.compile(
    r"\b(?:both|all)(?: of them|(?: [\w']+){1,3})? (?:are|were) mine\b|\bi control(?:led)? (?:both|all|them all)\b|"
    r"\b(?:two|three|both|all) of my (?:triggers|abilities|triggered abilities)\b|\bmy (?:two|three) triggers\b|"
    r"\b(?:dos|tres) de mis (?:habilidades|disparos|triggers)\b|\bmis (?:dos|tres) (?:habilidades|disparos|triggers)\b|"
    r"\b(?:dos|tres|varias) (?:habilidades|disparos|triggers)(?: disparadas)? mi[oa]s\b|"
    r"\b(?:two|three|several) (?:of )?(?:my own|my) (?:triggers|abilities|triggered abilities)\b|"
    r"\b(?:los dos|las dos|ambos|ambas|todos|todas)(?: \w+)? (?:son|eran|fueran|fuesen) mi[oa]s\b|"
    r"\b(?:controlo|controlara|controlase|controlaba) (?:los dos|las dos|ambos|ambas|todos|todas)\b"
)
_PER_OBJECT = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever [^,\n]*\b(?:another|a|an) (?:creature|permanent|nontoken creature)\b", re.I | re.M
)
#: several creatures die at once: "3 other creatures", "a wrath", "all creatures"
_SEVERAL_DIE = re.compile(
    r"\b(?:\d+|two|three|four|five|dos|tres|cuatro|cinco) (?:other |otr[oa]s )?(?:creatures|criaturas|bichos|guys)\b|"
    r"\bwrath\b|\bboard ?wipe\b|\b(?:all|todas) (?:the |las )?(?:creatures|criaturas)\b|\b(?:creatures|criaturas) (?:die|mueren)\b"
)
_BOTH_PLAYERS = re.compile(
    r"\bboth\b|each player|\bwe each\b|\bon each side\b|\bone each\b|\ba cada lado\b|\beach of us\b|\bopp(onent)?('?s)?\b|\bambos\b|\blos dos tenemos\b|(?:mi|del|su|el) (oponente|rival)|cada jugador|\btheir\b|"
    r"across from me|\b(?:el|del|al) de (?:enfrente|al lado|la izquierda|la derecha|mi izquierda|mi derecha)\b|"
    # "una mía y una del jugador de mi izquierda", "the player on my left"
    r"\b(?:el|del|al) jugador de (?:mi|la) (?:izquierda|derecha)\b|\bthe player (?:on|to) my (?:left|right)\b"
)


#: a player named before what they control: "Ana tiene Zulaport Cutthroat", "Bob controls Blood Artist"
_PLAYER_HAS = r"\b([a-z]+) (?:tiene|tenia|has|had|controls|controla)\s+(?:(?:a|an|un|una)\s+)?"
_NOT_A_PLAYER = {"yo", "i", "he", "she", "it", "que", "who", "el", "ella", "mi", "my", "tu", "su", "rival", "oponente",
                 "opponent", "opp", "also", "tambien", "and", "y", "that", "which", "still"}  # fmt: skip


def _named_players(frame: Frame, triggers: list[Card]) -> dict[str, str]:
    """Each trigger card said to belong to a player called by a name: card name → that name."""
    found = {}
    for card in triggers:
        said = re.search(_PLAYER_HAS + rf"(?:{re.escape(fold(card.name))})", frame.folded)
        if said is not None and said[1] not in _NOT_A_PLAYER:
            found[card.name] = said[1]
    return found


#: the asker's own step or turn: "in my upkeep", "en mi mantenimiento"
_MY_STEP = re.compile(r"\bmy (?:upkeep|turn|end step|draw step)\b|\bmi (?:mantenimiento|turno|paso)\b")
_CAN_I = re.compile(
    r"^\W*(?:(?:y|and|so)\s+)?(?:can i|may i|could i|do i get to|do i (?:choose|pick|decide)|puedo|podemos|se puede|"
    r"(?:yo )?(?:escojo|elijo|decido)\b)\b"
)


#: every player at a table of more than two has the trigger: "all four of us have a Blood Artist", "todos tenemos"
_EVERYONE_HAS = re.compile(
    r"\b(?:everyone|everybody|all (?:four|three|five|4|3|5) of us|each of the (?:four|three|4|3) (?:of us|players))\b"
    r"[^.?]{0,12}\b(?:has|have|had|controls?)\b|\btodos (?:tenemos|tienen|controlamos)\b|"
    # "a board wipe gives every player one death trigger", "cada jugador tiene un disparo"
    r"\b(?:every|each) player (?:has|gets|controls) (?:one|a|an)\b|\bgives every player (?:one|a|an)\b|"
    r"\bcada jugador (?:tiene|recibe|controla) (?:un|una)\b"
)
_WHOSE_FIRST = re.compile(r"\bwhose\b|\bwho'?s\b|\bde quien\b|\bcual(?:es)?\b|\bwhich\b")


def _multiplayer(frame: Frame, cite: Citer) -> Verdict | None:
    """ "4-player: Dave's turn, order Dave -> Priya -> Tom -> Sam, all four of us have Blood Artist: whose triggers
    resolve first?" In APNAP order the active player puts theirs on the stack first and the last player in turn order
    puts theirs on last, so the last player's resolve first (603.3b, 101.4)."""
    clause = frame.clause or frame.asked
    if not _EVERYONE_HAS.search(frame.folded) or not _WHOSE_FIRST.search(clause):
        return None
    if not re.search(r"\bfirst\b|primer\w*|\blast\b|ultim\w*", clause) or re.search(r"\blast\b|ultim\w*", clause):
        return None
    if re.search(r"\bonly\b|\bsolo\b|\beveryone else\b|\bel resto\b|\blos demas\b|\bexcept\b|\bmenos\b", frame.folded):
        return None  # not every player has one
    if re.search(r"\b(?:go|goes|put|placed|ponen?|van|se ponen)\b[^?]{0,25}\b(?:on the stack|en la pila)\b", clause):
        return None  # which go on the stack first (the active player's), not which resolve first
    apnap = cite("603.3b", r"APNAP order", r"orden APNAP")
    order = cite("101.4", r"next player in turn order", r"")
    # "Dave -> Priya -> Tom -> Sam", "A then B then C then D"
    seats = re.search(r"\b([a-z]+(?:(?:\s*(?:->|→|>)\s*|\s+(?:then|luego)\s+)[a-z]+){2,})", frame.folded)
    names = re.split(r"\s*(?:->|→|>)\s*|\s+(?:then|luego)\s+", seats[1]) if seats else []
    active = re.search(r"\b([a-z]+)'s turn\b|\bturno de ([a-z]+)\b", frame.folded)
    who = (active[1] or active[2]) if active else None
    if names and who in names:
        turn = names[names.index(who) :] + names[: names.index(who)]
        last = turn[-1].capitalize()
        finding = t(frame.lang, "order.table_named", last=last, active=who.capitalize(), seats=" → ".join(
            n.capitalize() for n in turn))  # fmt: skip
    else:
        finding = t(frame.lang, "order.table")
    finding += ids(apnap, order)
    rules = tuple(r for r in (apnap, order) if r)
    return Verdict(finding, [Step(finding, rules)], cite.quotes, (), "stack_order")


#: the seats told in turn order: "turn order is me, jess, tom, kel", "orden de turno: yo, ana, leo"
_SEATS = re.compile(
    r"\b(?:turn order|seating|orden de turnos?)(?: is| es|:)?\s+([a-z]+(?:\s*(?:,|->|→|>)\s*(?:and |y |then |luego )?[a-z]+){2,})"
)
_ME = {"me", "i", "yo", "mi", "myself"}


def _mine(frame: Frame, card: Card) -> bool:
    """The asker holds the card: "my X", "i've got X", "yo tengo X"."""
    name = re.escape(fold(card.name.split(",")[0]))
    return controller(frame, card) == "me" or bool(
        re.search(
            rf"\b(?:i'?ve got|i have|i got|i control|yo tengo|tengo|controlo) (?:an? |un |una |el |la )?{name}",
            frame.folded,
        )  # fmt: skip
    )


def _seated(frame: Frame, cite: Citer, triggers: list[Card]) -> Verdict | None:
    """ "turn order is me, jess, tom, kel. on my turn a creature dies. i've got poison-tip archer, tom has falkenrath
    noble and kel has deathgreeter: whose trigger resolves first?" APNAP from the active player: the last seat with a
    trigger puts it on the stack last, so it resolves first (603.3b, 101.4, 405.5)."""
    seats_said = _SEATS.search(frame.folded)
    if seats_said is None or len(triggers) < 2 or not _WHOSE_FIRST.search(frame.clause or frame.asked):
        return None
    if re.search(r"\blast\b|ultim\w*", frame.clause or frame.asked):
        return None
    seats = ["me" if n in _ME else n for n in re.split(r"\s*(?:,|->|→|>)\s*(?:and |y |then |luego )?", seats_said[1])]
    active = re.search(r"\b([a-z]+)'s turn\b|\bturno de ([a-z]+)\b", frame.folded)
    who = "me" if _MY_STEP.search(frame.folded) else (active[1] or active[2]) if active else None
    if who not in seats:
        return None
    named = _named_players(frame, triggers)
    holders = {c.name: named.get(c.name) or ("me" if _mine(frame, c) else None) for c in triggers}
    if None in holders.values() or any(h not in seats for h in holders.values()) or len(set(holders.values())) < 2:
        return None
    turn = seats[seats.index(who) :] + seats[: seats.index(who)]
    first = max(triggers, key=lambda c: turn.index(holders[c.name] or ""))
    holder = holders[first.name] or ""
    apnap = cite("603.3b", r"APNAP order", r"orden APNAP")
    order = cite("101.4", r"next player in turn order", r"")
    said = [t(frame.lang, "order.you") if s == "me" else s.capitalize() for s in turn]
    finding = t(frame.lang, "order.seat_first", card=first.name,
                holder=said[turn.index(holder)], seats=" → ".join(said)) + ids(apnap, order)  # fmt: skip
    rules = tuple(r for r in (apnap, order) if r)
    return Verdict(finding, [Step(finding, rules)], cite.quotes, tuple(triggers), "stack_order")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    lang = frame.lang
    asks_order = (
        frame.qtype in (QType.ORDER, QType.WHAT_HAPPENS)
        or re.search(r"\bfirst\b|primero|resolves?\b|se resuelve", frame.folded)
        or (frame.qtype is QType.WHO and re.search(r"\border\b|\borden\b", frame.asked))  # "who picks the order?"
        # "they say they pick what order the triggers go on the stack. who decides?"
        or (
            frame.qtype is QType.WHO
            and re.search(r"\bdecide\w*|\bchoose\w*|\bpick\w*|\bdecid\w*|\belig\w*", frame.asked)
            and re.search(r"\border\b|\borden\b", frame.folded)
        )
    )
    if not asks_order or frame.qtype is QType.HOW_MANY:
        return None  # "how many copies are created when the storm trigger resolves?": an order is no count
    if not frame.cards and frame.qtype is QType.YES_NO:
        unnamed = _first_or_last(frame, cite)
        if unnamed is not None:
            return unnamed
    claim = _CLAIMS_FIRST.search(frame.folded) if _ASKS_RIGHT.search(frame.clause or frame.asked) else None
    if frame.qtype is QType.YES_NO and claim is None and not re.search(r"\bfirst\b|\blast\b|primer|ultim", frame.asked):
        return None  # "before it resolves, … does X trigger again?": an order doesn't answer yes or no
    triggered = frame.has("trigger") or any(_TRIGGERED.search(card.oracle_text) for card in frame.cards)
    triggers = [card for card in frame.cards if _TRIGGERED.search(card.oracle_text)]
    owners = {card.name: controller(frame, card) for card in triggers}
    unsaid = None in owners.values() and "me" not in owners.values()
    if unsaid and (
        (_MY_STEP.search(frame.folded) and not _BOTH_PLAYERS.search(frame.folded)) or "opponent" in owners.values()
    ):
        # "en mi mantenimiento se disparan phyrexian arena y dark confidant": nobody else said, the asker's own;
        # "… y mi rival tiene un sulfuric vortex": the ones not said to be the rival's are the asker's
        owners = {name: side or "me" for name, side in owners.items()}
    # "Ana tiene Zulaport Cutthroat y yo tengo Blood Artist": a player named by name is another player
    named = _named_players(frame, triggers)
    owners.update({name: "opponent" for name in named if owners.get(name) is None})
    sides = set(owners.values())
    # "I control Blood Artist, my opponent controls Falkenrath Noble": one event, a trigger on each side
    together = _SIMULTANEOUS.search(frame.folded) or _EACH_HAS.search(frame.folded) or {"me", "opponent"} <= sides
    # one card of mine that triggers once per object ("Whenever Blood Artist or another creature dies"), every
    # trigger mine however many die
    many = (
        len(triggers) == 1
        and sides == {"me"}
        and not together
        and _PER_OBJECT.search(triggers[0].oracle_text)
        and (_SEVERAL_DIE.search(frame.folded) or frame.card(r"\b(?:destroy|exile) all creatures\b"))
    )
    # "i have 2 blood artists out": two of one card, both the asker's
    copies_mine = (
        len(triggers) == 1
        and sides == {"me"}
        and copies_said(frame, triggers[0]) >= 2
        and not _BOTH_PLAYERS.search(frame.folded)
    )
    table = (_multiplayer(frame, cite) or _seated(frame, cite, triggers)) if triggered else None
    if table is not None:
        return table
    if triggered and (
        _ALL_MINE.search(frame.folded) or (len(triggers) >= 2 and sides == {"me"}) or many or copies_mine
    ):
        # "and if both vortexes are mine?": one player's triggers, in the order that player chooses
        rule = cite("603.3b", r"in any order they choose", r"en el orden que elija")
        finding = t(lang, "order.you_choose") + ids(rule)
        # "¿se resuelve primero el de mi Bitterblossom?": yes, if you put it on the stack last
        text = t(lang, "order.if_you_choose") + " " + finding if frame.qtype is QType.YES_NO else finding
        if frame.qtype is not QType.YES_NO and _CAN_I.match(frame.clause or frame.asked):
            text = t(lang, "yes") + " " + finding  # "¿puedo elegir en qué orden se resuelven?": yes, you choose
        return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (), "stack_order")
    if triggered and together and (_BOTH_PLAYERS.search(frame.folded) or named):
        rule = cite("603.3b", r"APNAP order", r"orden APNAP")
        top = cite("405.5", r"top \(last-added\)", r"se resuelve")
        key = "order.apnap"
        if re.search(
            r"opponent'?s (turn|upkeep|end step)|\b(their|his|her) (turn|upkeep|end step)|turno de mi (oponente|rival)|"
            r"turno del (oponente|rival)|su turno|(upkeep|mantenimiento) (de mi|del) (oponente|rival)|su (upkeep|mantenimiento)",
            frame.folded,
        ):
            key = "order.apnap_yours_first"
        elif any(re.search(rf"\bturno de {who}\b|\b{who}'s turn\b", frame.folded) for who in named.values()):
            key = "order.apnap_yours_first"  # "en el turno de Ana": the named player is active
        elif re.search(
            r"\bmy (turn|upkeep|draw step|end step|main phase)\b|\bmi (turno|mantenimiento|paso final|upkeep|fase principal|"
            r"paso de robo|end step)\b",
            frame.folded,
        ):
            key = "order.apnap_theirs_first"
        mine = [name for name, side in owners.items() if side == "me"]
        theirs = [name for name, side in owners.items() if side == "opponent"]
        if len(triggers) == 1 and _EACH_HAS.search(frame.folded):
            mine = theirs = [triggers[0].name]  # "both my opponent and I control a Blood Artist"
        leading = theirs if key == "order.apnap_theirs_first" else mine
        if key != "order.apnap" and len(leading) == 1 and mine and theirs and len(mine + theirs) <= 4:
            key += "_named"  # "Your opponent's Falkenrath Noble trigger resolves first"
        both = t(lang, "order.and")
        text = t(lang, key, mine=both.join(mine), theirs=both.join(theirs)) + ids(rule, top)
        asked = (frame.clause or frame.asked).rsplit(",", 1)[-1]  # "…una de mi oponente, la mía se resuelve primero?"
        asks_theirs = re.search(
            r"\b(?:their|his|her|opp'?s|opponent'?s|theirs)\b|\b(?:del|de mi) (?:rival|oponente)\b|\b(?:el|la) suy[oa]\b",
            asked,
        )
        asks_mine = re.search(r"\bmy\b|\bmine\b|\bmi\b|\b(?:el|la) mi[oa]\b|\blos mios\b|\blas mias\b", asked)
        if frame.qtype is not QType.YES_NO and key != "order.apnap" and _PUT_FIRST.search(asked):
            # "whose goes on the stack first?": the active player's, which resolves last
            placed = (
                "order.placed_first_theirs" if key.startswith("order.apnap_yours_first") else "order.placed_first_yours"
            )
            text = t(lang, placed) + " " + text
        if frame.qtype is QType.YES_NO and key != "order.apnap" and bool(asks_mine) != bool(asks_theirs):
            # "does my blood artist trigger resolve first?" during their turn: yes
            yours_first = key.startswith("order.apnap_yours_first")
            text = t(lang, "yes" if yours_first == bool(asks_mine) else "no") + " " + text
        steps = [
            Step(t(lang, "order.step_apnap") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, "order.step_lifo") + ids(top), (top,) if top else ()),
        ]
        return Verdict(text, steps, cite.quotes, (), "stack_order")
    spells = [card for card in frame.cards if is_spell_card(card)]
    if any(re.search(rf"{_AGAIN}\s+{re.escape(fold(card.name))}", frame.folded) for card in spells):
        return None  # the same card cast twice ("another Counterspell"): one name can't say which copy is which
    order = cast_order(frame.folded, spells)
    if len(order) < 2 or not (_SEQUENCE.search(frame.folded) or _cast_on_a_spell(frame.folded, spells)):
        return None
    top = cite("405.5", r"top \(last-added\)", r"se resuelve")
    names = [card.name for card in reversed(order)]
    text = t(lang, "order.lifo", first=names[0], rest=", ".join(names[1:])) + ids(top)
    if claim is not None and frame.qtype is QType.YES_NO:
        # "he argued Giant Growth should resolve first because he cast it before my Bolt. Is he right?"
        claimed = max(order, key=lambda card: _said_before(frame.folded, card, claim.start()))
        if _said_before(frame.folded, claimed, claim.start()) < 0:
            return None
        text = t(lang, "yes" if claimed is order[-1] else "no") + " " + text
    first, later = order[-1], order[:-1]
    wipe = next((c for c in later if _DESTROYS_ALL.search(c.oracle_text)), None)
    if "Creature" in first.type_line.split("//")[0] and wipe is not None:
        # "opp casts wrath and i flash in brazen borrower in response": it arrives first, then the wrath destroys it
        destroy = cite("701.8a", r"move it from the battlefield to its owner’s graveyard", r"cementerio")
        text += " " + t(lang, "order.swept_after", creature=first.name, wipe=wipe.name) + ids(destroy)
    check = cite("608.2b", r"checks whether the targets are still legal", r"comprueba si")
    steps = [Step(t(lang, "order.step_lifo") + ids(top), (top,) if top else ())]
    for position, name in enumerate(names):
        steps.append(Step(t(lang, "order.step_resolves", name=name, nth=_ordinal(lang, position))))
    steps.append(Step(t(lang, "order.step_check") + ids(check), (check,) if check else ()))
    return Verdict(text, steps, cite.quotes, tuple(order), "stack_order")


#: asks which goes on the stack first, not which resolves first: "whose goes on the stack first?"
_PUT_FIRST = re.compile(
    r"\b(?:go|goes|put|placed|ponen?|van?|se ponen?)\b[^?]{0,25}\b(?:on the stack|en la pila)\b[^?]{0,12}\b(?:first|primer\w*)\b|"
    r"\b(?:first|primer\w*)\b[^?]{0,12}\b(?:on the stack|en la pila)\b"
)
#: asks whether a claim told before is right: "is he right?", "¿tiene razón?"
_ASKS_RIGHT = re.compile(r"\b(?:is|was) (?:he|she|they|my opponent|my friend) right\b|\btiene razon\b|\btenia razon\b")
#: a claim that one spell resolves first: "Giant Growth should resolve first", "el Giant Growth se resuelve primero"
_CLAIMS_FIRST = re.compile(
    r"\b(?:should|would|must|has to|had to|will|does)? ?(?:resolves?|go|goes|happen|happens) first\b|"
    r"\b(?:deberia|debe|tiene que|tenia que)? ?(?:resolverse|se resuelve|se resolvia|va|iba) primero\b"
)


def _said_before(folded: str, card: Card, end: int) -> int:
    """Where the question last names `card` before `end` (a claim's verb), or -1; at most 60 characters before it,
    so the claim's subject is the card just named."""
    start = max(0, end - 60)
    spots = [m.start() for name in _names(card) for m in re.finditer(rf"\b{re.escape(name)}\b", folded[start:end])]
    return max(spots, default=-1)


def _names(card: Card) -> list[str]:
    return [fold(card.name), *(fold(face) for face in card.name.split(" // ") if " // " in card.name)]


_DESTROYS_ALL = re.compile(r"^destroy all creatures\b", re.I | re.M)


def _cast_on_a_spell(folded: str, spells: list[Card]) -> bool:
    """ "casts Counterspell on my Lightning Bolt": a spell aimed at another spell is a sequence too."""
    for card in spells:
        at = position(folded, card)
        if at > 0 and re.search(
            r"(cast\w*|lanz\w*) [a-z' ]{1,40} (on|targeting|at|sobre|contra) ([a-z']+ ){0,3}$",
            folded[max(0, at - 60) : at],
        ):
            return True
    return False


def position(folded: str, card: Card) -> int:
    """Where the question names `card`: its name, a face name or a Spanish name, else a word of the name ("bolts" for
    Lightning Bolt), else a word that is part of the name ("goyf" for Tarmogoyf); -1 when not found."""
    names = [fold(name) for name in (card.name, *card.faces, *card.name.split(" // "), *card.names_es)]
    found = [at for name in names if (at := folded.find(name)) >= 0]
    if found:
        return min(found)
    words = {w for name in names for w in re.findall(r"[a-z]{4,}", name)}
    for match in re.finditer(r"[a-z]{4,}", folded):
        word = match.group()
        if any(word.startswith(w) or w.startswith(word) for w in words) or any(word in name for name in names):
            return match.start()
    return -1


def cast_order(folded: str, spells: list[Card]) -> list[Card]:
    """The order the spells were cast, from the order they are named corrected by "X in response to Y"
    (Y was cast first, whatever the order of mention), "responds to Y with X" and "X before Y resolves"."""
    located = sorted(((position(folded, card), index, card) for index, card in enumerate(spells)))
    order = [card for _, _, card in located]
    for at, _, earlier in located:
        if at < 0 or not _EARLIER.search(folded[max(0, at - 60) : at]):
            continue
        start = max((m.end() for m in _CLAUSE_END.finditer(folded, 0, at)), default=0)
        end = next((m.start() for m in _CLAUSE_END.finditer(folded, at)), len(folded))
        before = [card for pos, _, card in located if start <= pos < at and card is not earlier]
        after = [card for pos, _, card in located if at < pos < end and card is not earlier]
        responder = before[-1] if before else after[0] if after else None
        if responder is None or order.index(earlier) < order.index(responder):
            continue
        order.remove(earlier)
        order.insert(order.index(responder), earlier)
    return order


#: "first", "second"… for the steps of a resolution order (they are numbered already, so no "1.")
_ORDINALS = {
    "en": ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"),
    "es": ("primer", "segundo", "tercer", "cuarto", "quinto", "sexto", "séptimo", "octavo"),
}


def _ordinal(lang: str, position: int) -> str:
    words = _ORDINALS.get(lang, _ORDINALS["en"])
    if position < len(words):
        return words[position]
    return f"{position + 1}.º" if lang == "es" else f"{position + 1}th"


#: "resolves first" / "se resuelve primero" said of the one asked: the order word, not which one is meant
_RESOLVES_FIRST = re.compile(
    r"\b(?:resolv\w*|resuelv\w*|se resuelve|se resolvio|goes?|va|take|tomo|juego|play)\s+(?:first|primero)\b|"
    r"\bprimero\s+(?:se resuelve|resuelve|juego|tomo)\b"
)
_FIRST_ONE = re.compile(
    r"\b(?:first|original|initial|earliest)\b|\bdel principio\b|\b(?:el|la) (?:primer[oa]?|inicial|original)\b|"
    r"\bprimer (?:hechizo|instantaneo|conjuro|turno|efecto)\b|\bse resolvio primero\b|\bresolved first\b"
)
_LAST_ONE = re.compile(
    r"\b(?:last|latest|newest|third|most recent)\b|\b(?:el|la) (?:ultim[oa]|tercer[oa])\b|\bultim[oa] (?:hechizo|turno|"
    r"efecto|en)\b|\bse resolvio (?:despues|ultimo)\b|\bresolved (?:last|second)\b"
)
_EXTRA_TURNS = re.compile(r"\bextra turns?\b|\bturnos? extras?\b|\bturnos? adicional\w*\b")


def _first_or_last(frame: Frame, cite: Citer) -> Verdict | None:
    """No card named: "I cast an instant, they respond, I respond again: does my first one resolve first?" No, the
    last one cast resolves first (405.5); two extra turns: the one created last is taken first (500.7)."""
    asked = frame.clause or frame.asked
    if re.search(r"\brespon[dr]\w*|\bpriority\b|\bprioridad\b", asked):
        return None  # "can they respond before the first one resolves?": priority, not the order
    # the order word: "resolves first", or "first" closing the question ("do I take the first one first?")
    said_order = _RESOLVES_FIRST.search(asked) or re.search(r"\b(?:first|primero)\W*$", asked)
    if said_order is None:
        return None
    subject = asked[: said_order.start()] + " " + asked[said_order.end() :]
    first, last = _FIRST_ONE.search(subject), _LAST_ONE.search(subject)
    if bool(first) == bool(last) or re.search(r"\btrigger\w*|\bdispar\w*|\bhabilidad\w*|\babilit", frame.folded):
        return None  # neither or both asked; triggers are ordered by their controllers (603.3b)
    if _EXTRA_TURNS.search(frame.folded):
        rule = cite("500.7", r"most recently created turn will be taken first", r"")
        key = "order.extra_turns"
    elif _SEQUENCE.search(frame.folded) and re.search(r"\bspells?\b|\binstants?\b|\bhechizos?\b|\binstantane\w*|"
                                                     r"\bconjuros?\b|\bcast\w*|\blanz\w*", frame.folded):  # fmt: skip
        rule = cite("405.5", r"top \(last-added\) spell or ability on the stack resolves", r"")
        key = "order.first_cast_last"
    else:
        return None
    return answered("yes" if last else "no", t(frame.lang, key), rule, cite, (), "stack_order")
