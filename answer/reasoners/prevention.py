"""What a prevention effect read from a named card's Oracle text does and doesn't stop: prevented damage never
happens, so nothing that needs damage dealt follows (615.6: no life from lifelink, no deathtouch kill); "prevent
all combat damage" doesn't touch a spell's or ability's damage (120.2a–b); a "the next time … would deal damage
… prevent that damage" shield is used up by one instance of damage (615.8: a double striker's second hit, or a
second source, gets through)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    ASKS_DIES,
    ASKS_SURVIVES,
    Citer,
    Step,
    Verdict,
    answered,
    ids,
    is_spell_card,
    says_on_line,
)
from answer.reasoners.combat import creatures
from answer.reasoners.protection import COLORS, UNPREVENTABLE
from answer.text import COLORS_ES, capital
from ingest.models import Card

_ALL_COMBAT = re.compile(r"prevent all combat damage", re.I)
_ALL = re.compile(r"prevent all (combat )?damage", re.I)
_NEXT_TIME = re.compile(r"the next time [^.]{0,80}would deal damage[^.]{0,60}prevent that damage", re.I)
_DEALS = re.compile(r"deals? (\d+|X) damage", re.I)
_DOUBLE = re.compile(r"double strike|danar dos veces|dana dos veces|doble golpe")
_SECOND = re.compile(
    r"\b(second|two|both|another|other|again)\b|\b(segund[oa]|dos|ambos|ambas|otr[oa]|de nuevo|otra vez)\b"
)
_ONCE = re.compile(r"\bonce\b|\bone time\b|\buna (sola )?vez\b|\bsolo una\b")
#: consequences that need the damage to be dealt
_NEEDS_DAMAGE = {
    "lifelink": (
        re.compile(r"lifelink|vinculo vital|gain .{0,10}life|gan\w* .{0,10}vida|\bgain anything\b"),
        "702.15b",
        r"gain that much life",
    ),
    "deathtouch": (re.compile(r"deathtouch|toque mortal"), "702.2b", r"dealt damage by a source with deathtouch"),
    # "opp fogs my Hypnotic Specter, do they still discard?": an ability that triggers on damage dealt
    "trigger": (
        re.compile(r"trigger|dispar|discard|descart|still (draw|get)|\broba"),
        "603.2g",
        r"prevented or replaced won’t trigger anything",
    ),
}
#: a named creature's ability that triggers on the damage it deals
_DAMAGE_TRIGGER = re.compile(r"^(?:[\w' -]{3,30} — )?whenever [^.]*\bdeals (combat )?damage\b", re.I | re.M)
#: the question itself says the damage is prevented
_SAID_PREVENTED = re.compile(
    r"\b(damage|it|that)\b[^.?,]{0,40}\b(is|was|gets|got|has been) prevented|prevented damage|"
    r"\bi prevent (?:all|the)\b[^.?]{0,20}\bdamage\b|\bprevengo (?:todo )?el dano\b|(se )?previen\w* (el|ese|todo el) dano|dano (es |fue )?prevenido|"
    r"\bdano se prevenga\b|\bdamage gets prevented\b|\bdano\b[^.?]{0,50}\b(?:es|fue|sea|queda) prevenido\b"
)
_ASKS_COMBAT = re.compile(r"combat damage|dano de combate|\bcombat\b|\bcombate\b")
_ASKS_STOPS = re.compile(
    r"prevent|\bstop|protect|previen|preven|previn|evita|protege|detiene|\bfrena|\bsalva\b|\bsaves?\b"
)
_ASKS_TAKES = re.compile(r"\btake|\bdeal|\bhit|\bget|recib|\bhace|\bhago|quit")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    return (
        _fog_undone(frame, cite)
        or _too_late(frame, cite)
        or _shield_against_undoer(frame, cite)
        or _next_time(frame, cite)
        or _combat_only(frame, cite)
        or _replaced_by_counters(frame, cite)
        or _never_dealt(frame, cite)
    )


#: damage to the player replaced by counters (Delaying Shield: "If damage would be dealt to you, put that many delay
#: counters on Delaying Shield instead.")
_INTO_COUNTERS = re.compile(
    r"\bif (?:\w+ )?damage would be dealt to you, put that many [^.]*counters[^.]* instead", re.I
)


def _replaced_by_counters(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I have Delaying Shield; their lifelinker hits me unblocked: do they gain the life?" No — the damage is
    replaced by counters, and a replaced event never happens (614.6), so lifelink has no damage to see (702.15b)."""
    shield = next((c for c in frame.cards if _INTO_COUNTERS.search(c.oracle_text)), None)
    if shield is None or frame.qtype not in (QType.YES_NO, QType.HOW_MANY):
        return None
    lifelink = re.search(r"\blifelink\b|\bvinculo vital\b|\bspirit link\b", frame.folded) or any(
        re.search(r"^lifelink\b|, lifelink\b|\byou gain that much life\b", c.oracle_text, re.I | re.M)
        for c in frame.cards
    )
    if not (lifelink and re.search(r"\bgain\w*|\bgana\w*|\blife\b|\bvidas?\b", frame.clause or frame.asked)):
        return None
    if frame.qtype is QType.HOW_MANY:
        never = cite("614.6", r"If an event is replaced, it never happens", r"nunca ocurre")
        finding = "0: " + t(frame.lang, "prevention.into_counters", card=shield.name) + ids(never)
        return Verdict(finding, [Step(finding, (never,) if never else ())], cite.quotes, (shield,), "prevention")
    never = cite("614.6", r"If an event is replaced, it never happens", r"nunca ocurre")
    needs = cite("702.15b", r"to gain that much life", r"")
    finding = t(frame.lang, "prevention.into_counters", card=shield.name) + ids(never, needs)
    steps = [Step(finding, tuple(r for r in (never, needs) if r))]
    return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, (shield,), "prevention")


#: the prevention cast after the damage: "lo lanzo después de que se hizo el daño", "i cast it after damage"
_AFTER_DAMAGE = re.compile(
    r"\bafter (?:the )?(?:combat )?damage(?: (?:is|was|has been) dealt| step)?\b|"
    r"\bdespues (?:de que se hizo|de que se hiciera|del) (?:el )?dano\b"
)
_BEFORE_DAMAGE = re.compile(r"\bbefore (?:the )?(?:combat )?damage\b|\bantes del dano\b")


def _too_late(frame: Frame, cite: Citer) -> Verdict | None:
    """ "And if I cast Moment's Peace only after combat damage was dealt: does my creature survive?" No — prevention
    applies only to damage not yet dealt (615.1); the damage, and what it did, stays."""
    shield = frame.card(_ALL_COMBAT.pattern)
    clause = frame.clause or frame.asked
    after = [m.start() for m in _AFTER_DAMAGE.finditer(frame.folded)]
    before = [m.start() for m in _BEFORE_DAMAGE.finditer(frame.folded)]
    if shield is None or frame.qtype is not QType.YES_NO or not after or (before and max(before) > max(after)):
        return None
    if not (ASKS_SURVIVES.search(clause) or re.search(r"\bse salva\b|\bsaved?\b", clause)):
        return None  # "does the Wurm die?": the fight read in full (strikes')
    rule = cite("615.1", r"watch for a damage event that would happen", r"")
    finding = t(frame.lang, "prevention.too_late", card=shield.name)
    return answered("no", finding, rule, cite, (shield,), "prevention")


def _shield_against_undoer(frame: Frame, cite: Citer) -> Verdict | None:
    """ "They have Circle of Protection: Red and mana up; I Skullcrack them: can they prevent the damage?" No —
    Skullcrack says damage can't be prevented this turn, and that wins over any prevention (615.12)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not re.search(r"\bprevent\w*|\bprevien\w*|\bpreven\w*", clause):
        return None
    undoer = next((c for c in frame.cards if is_spell_card(c) and UNPREVENTABLE.search(c.oracle_text)), None)
    shield = next((c for c in frame.cards if c is not undoer and re.search(r"\bprevent\b", c.oracle_text, re.I)), None)
    if undoer is None or shield is None or frame.card(_ALL_COMBAT.pattern) is not None:
        return None  # a Fog beside it: _fog_undone's order question
    burns = [
        c
        for c in frame.cards
        if c is not undoer and is_spell_card(c) and re.search(r"\bdeals? \d+ damage", c.oracle_text)
    ]
    if burns or re.search(r"\bin (?:my )?hand\b|\bholding\b|\ben (?:la )?mano\b", frame.folded):
        return None  # "I'm holding Skullcrack but bolt them first": its effect doesn't exist until it resolves
    rule = cite("615.12", r"can’t be prevented", r"no puede prevenirse")
    finding = t(frame.lang, "prevention.unpreventable", card=undoer.name, shield=shield.name)
    return answered("no", capital(finding), rule, cite, (undoer, shield), "prevention")


#: Maze of Ith: "Prevent all combat damage that would be dealt to and dealt by that creature this turn."
_PREVENTS_ITS_DAMAGE = re.compile(
    r"\bprevent all (?:combat )?damage that would be dealt (?:to and dealt )?by (?:that|target|enchanted|equipped) creature",
    re.I,
)
#: the first-strike damage told as already dealt, the rest asked about
_AFTER_FIRST = re.compile(
    r"\b(?:after|once|despues de(?:l)?|tras|recien ahi|y luego)\b[^.?]{0,40}\b(?:first[- ]strike|primer golpe|danar primero)\b|"
    r"\b(?:first[- ]strike|primer golpe|danar primero)\b[^.?]{0,40}\b(?:then|luego|recien ahi)\b"
)
_ASKS_REST = re.compile(r"\bother\b|\bregular\b|\bnormal\b|\bsecond\b|\brest\b|\botros?\b|\bsegund\w*|\bresto\b")


def between_steps(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Mirran Crusader hits me with its first-strike damage, then I activate Maze of Ith on it: does it deal the other
    2?" No: the first-strike damage stays dealt, and from then on the prevention stops its regular damage (615.1)."""
    if frame.qtype is not QType.YES_NO or not _ASKS_REST.search(frame.clause or frame.asked):
        return None
    maze = next((c for c in frame.cards if _PREVENTS_ITS_DAMAGE.search(c.oracle_text)), None)
    striker = _double_striker(frame, maze) if maze is not None else None
    if maze is None or striker is None or not _AFTER_FIRST.search(frame.folded):
        return None
    rule = cite("615.1", r"prevent", r"")
    finding = t(frame.lang, "prevention.after_first_strike", card=maze.name, source=striker.name)
    return answered("no", finding, rule, cite, (maze, striker), "prevention")


def _fog_undone(frame: Frame, cite: Citer) -> Verdict | None:
    """A Fog and a spell that says damage can't be prevented this turn (Skullcrack), cast the same turn, in either
    order (in response, or precombat before the Fog): the Fog's prevention does nothing, and the combat damage is
    dealt (615.12)."""
    shield = frame.card(_ALL_COMBAT.pattern)
    if (shield is None and not _FOG_SAID.search(frame.folded)) or frame.qtype is not QType.YES_NO:
        return None
    undoer = next((c for c in frame.cards if is_spell_card(c) and UNPREVENTABLE.search(c.oracle_text)), None)
    clause = frame.clause or frame.asked
    stops, takes = _ASKS_STOPS.search(clause), _ASKS_TAKES.search(clause)
    if undoer is None or undoer is shield or not (stops or takes):
        return None
    responded = re.search(r"\brespond\w*|\bin response\b|\brespon\w+|\ben respuesta\b", frame.folded)
    if shield is not None and not responded:
        return None  # a Fog card cast after it: the replacement reasoner reads that order
    lang = frame.lang
    shield_name = shield.name if shield is not None else t(lang, "prevention.the_fog")
    rule = cite("615.12", r"can’t be prevented", r"no puede prevenirse")
    finding = t(lang, "prevention.unpreventable", card=undoer.name, shield=shield_name)
    return answered("no" if stops else "yes", capital(finding), rule, cite, frame.cards, "prevention")


def _never_dealt(frame: Frame, cite: Citer) -> Verdict | None:
    """All of the damage is prevented (a "prevent all damage" card, or protection from the color of the creature
    that would deal it), and the question asks about something only dealt damage causes."""
    how_much_life = frame.qtype is QType.HOW_MANY and bool(re.search(r"\blife\b|\bvidas?\b", frame.asked))
    # "what happens to the 3/3 from deathtouch?" under a Fog: nothing
    what_deathtouch = frame.qtype is QType.WHAT_HAPPENS and bool(re.search(r"deathtouch|toque mortal", frame.asked))
    if frame.qtype is not QType.YES_NO and not how_much_life and not what_deathtouch:
        return None
    found = next(
        ((key, rule, pattern) for key, (ask, rule, pattern) in _NEEDS_DAMAGE.items() if ask.search(frame.asked)), None
    )
    # "opp attacks w a deathtouch guy, I block and Maze of Ith it. does my blocker die?": the deathtouch kill asked
    dies_asked = found is None and frame.qtype is QType.YES_NO and bool(ASKS_DIES.search(frame.clause or frame.asked))
    survives_asked = found is None and frame.qtype is QType.YES_NO and bool(ASKS_SURVIVES.search(frame.clause or ""))
    touch_said = re.search(r"deathtouch|toque mortal", frame.folded) or any(
        re.search(r"^deathtouch\b|, deathtouch\b", c.oracle_text, re.I | re.M) and "Creature" in c.type_line
        for c in frame.cards
    )  # "… blocks their typhoid rats and i healing salve it": the creature's own deathtouch, unsaid
    if (dies_asked or survives_asked) and touch_said and any(_NEXT_N.search(c.oracle_text) for c in frame.cards):
        found = ("deathtouch", *_NEEDS_DAMAGE["deathtouch"][1:])
    elif (dies_asked or survives_asked) and re.search(r"deathtouch|toque mortal", frame.folded):
        found = ("deathtouch", *_NEEDS_DAMAGE["deathtouch"][1:])
    if how_much_life and frame.folded.count("lifelink") + frame.folded.count("vinculo vital") == 0:
        lifelinked = any(re.search(r"^lifelink\b|, lifelink\b", c.oracle_text, re.I | re.M) for c in frame.cards)
        found = ("lifelink", *_NEEDS_DAMAGE["lifelink"][1:]) if lifelinked else None
    if found is None:
        return None
    trigger = next((c for c in frame.cards if _DAMAGE_TRIGGER.search(c.oracle_text)), None)
    if found[0] == "trigger" and trigger is None:
        return None
    shield = frame.card(_ALL.pattern)
    in_combat = frame.has("attack", "block") or bool(_ASKS_COMBAT.search(frame.folded))  # "casts fog during combat"
    if shield is not None and _ALL_COMBAT.search(shield.oracle_text) and not in_combat:
        shield = None  # "prevent all combat damage" with no combat: the damage may be a spell's
    shield = shield or _protection_against(frame, found[0]) or _covers_deathtouch(frame, found[0])
    fogged = _FOG_SAID.search(frame.folded) and frame.has("attack", "block")  # "a spell that prevents all combat…"
    if shield is None and (_SAID_PREVENTED.search(frame.folded) or fogged):
        return _said_prevented(
            frame, cite, *found, survives=what_deathtouch
        )  # "does lifelink work if the damage is prevented?"
    if shield is None and found[0] == "deathtouch" and (dies_asked or survives_asked):
        return _deathtouch_gets_through(frame, cite, survives_asked)
    if shield is None:
        return None
    one_way = re.search(r"\bdealt by (?:target|that|enchanted)\b", shield.oracle_text) and not re.search(
        r"\bdealt to and dealt by\b", shield.oracle_text
    )
    if (dies_asked or survives_asked) and one_way:
        return None  # Kor Haven stops only the damage its creature deals: which creature is asked isn't read
    key, rule_id, pattern = found
    lang = frame.lang
    unpreventable = next(
        (
            c
            for c in frame.in_play
            if c is not shield
            and says_on_line(c, UNPREVENTABLE, frame.folded)
            and ("combat" not in c.oracle_text.lower() or frame.has("attack", "block"))
        ),
        None,
    )
    if unpreventable is not None:  # Questing Beast: "Combat damage … can't be prevented"
        rule = cite("615.12", r"can’t be prevented", r"no puede prevenirse")
        finding = t(lang, "prevention.unpreventable", card=unpreventable.name, shield=shield.name)
        return answered("yes" if frame.qtype is QType.YES_NO else None, finding, rule, cite, frame.cards, "prevention")
    never = cite("615.6", r"it never happens", r"nunca ocurre")
    needs = cite(rule_id, pattern, None)
    source = trigger.name if trigger is not None else ""
    finding = t(lang, f"prevention.never_{key}", card=shield.name, source=source)
    if how_much_life:
        text = t(lang, "prevention.no_life", finding=finding) + ids(never, needs)
    elif what_deathtouch:
        text = t(lang, "prevention.survives", finding=finding) + ids(never, needs)
    else:
        text = t(lang, "yes" if survives_asked else "no") + " " + finding + ids(never, needs)
    steps = [
        Step(t(lang, "prevention.step_prevented", card=shield.name) + ids(never), (never,) if never else ()),
        Step(t(lang, f"prevention.step_{key}", source=source) + ids(needs), (needs,) if needs else ()),
    ]
    return Verdict(text, steps, cite.quotes, (shield,), "prevention")


def _covers_deathtouch(frame: Frame, key: str) -> Card | None:
    """A "prevent the next N damage" shield (Healing Salve) on the blocker, and the one deathtouch creature's power N
    or less: all of its damage is prevented ("a typhoid rats attacks into my finks with the salve shield on it")."""
    shield = next((c for c in frame.cards if _NEXT_N.search(c.oracle_text)), None)
    touchers = [c for c in frame.cards if re.search(r"^deathtouch\b|, deathtouch\b", c.oracle_text, re.I | re.M)]
    if key != "deathtouch" or shield is None or len(touchers) != 1 or not (touchers[0].power or "").isdigit():
        return None
    amount = _NEXT_N.search(shield.oracle_text)
    assert amount is not None
    return shield if int(touchers[0].power or 0) <= int(amount[1]) else None


def _deathtouch_gets_through(frame: Frame, cite: Citer, survives_asked: bool) -> Verdict | None:
    """A "prevent the next N damage" shield smaller than the one deathtouch creature's power (Samite Healer against
    Pitiless Gorgon): the rest is dealt, and any damage from a deathtouch source is lethal (702.2b, 704.5h)."""
    shield = next((c for c in frame.cards if _NEXT_N.search(c.oracle_text)), None)
    touchers = [c for c in frame.cards if re.search(r"^deathtouch\b|, deathtouch\b", c.oracle_text, re.I | re.M)]
    if shield is None or len(touchers) != 1 or not (touchers[0].power or "").isdigit():
        return None
    amount = _NEXT_N.search(shield.oracle_text)
    assert amount is not None
    power, prevented = int(touchers[0].power or 0), int(amount[1])
    if power <= prevented or re.search(r"\btwice\b|\btwo of\b|\bdos veces\b|\bboth\b", frame.folded):
        return None  # all of it prevented (_covers_deathtouch), or the shield used more than once
    rule = cite("702.2b", r"dealt damage by a source with deathtouch", r"toque mortal")
    finding = t(frame.lang, "prevention.deathtouch_rest", shield=shield.name, source=touchers[0].name,
                n=str(prevented), rest=str(power - prevented))  # fmt: skip
    return answered("no" if survives_asked else "yes", finding, rule, cite, (shield, touchers[0]), "prevention")


#: "Prevent the next 3 damage that would be dealt to any target this turn." (Healing Salve's mode)
_NEXT_N = re.compile(r"prevent the next (\d+) damage that would be dealt to (?:any target|target creature)", re.I)


def _said_prevented(frame: Frame, cite: Citer, key: str, rule_id: str, pattern: str, survives: bool = False) -> Verdict:
    lang = frame.lang
    never = cite("615.6", r"it never happens", r"nunca ocurre")
    needs = cite(rule_id, pattern, None)
    finding = t(lang, f"prevention.step_{key}")
    said = t(lang, "prevention.said_prevented") + " " + finding
    text = (t(lang, "prevention.survives", finding=said) if survives else t(lang, "no") + " " + said) + ids(
        never, needs
    )
    steps = [
        Step(t(lang, "prevention.said_prevented") + ids(never), (never,) if never else ()),
        Step(finding + ids(needs), (needs,) if needs else ()),
    ]
    return Verdict(text, steps, cite.quotes, (), "prevention")


def _protection_against(frame: Frame, keyword: str) -> Card | None:
    """A card giving protection from a color (printed, or "the color of your choice" with the choice in the
    question) when the named creature with `keyword` (lifelink, deathtouch) is of that color: its damage is
    prevented (702.16e)."""
    for card in frame.cards:
        granted = re.search(
            r"protection from (white|blue|black|red|green|the color of your choice)", card.oracle_text, re.I
        )
        if granted is None:
            continue
        color = granted[1].lower()
        if color not in COLORS:
            chosen = re.search(
                r"\b(choos\w*|nam\w*|eligiendo|elige|elijo|eligio)( the| el)?( color)? (white|blue|black|red|green|"
                r"blanco|azul|negro|rojo|verde)\b",
                frame.folded,
            )
            color = COLORS_ES.get(chosen[4], chosen[4]) if chosen else ""
        source = next(
            (
                c
                for c in frame.cards
                if c is not card
                and color in COLORS
                and keyword in c.oracle_text.lower()
                and COLORS[color] in c.mana_cost
            ),
            None,
        )
        if source is not None:
            return card
    return None


def _combat_only(frame: Frame, cite: Citer) -> Verdict | None:
    """A "prevent all combat damage" card against a spell's or ability's damage."""
    lang = frame.lang
    shield = frame.card(_ALL_COMBAT.pattern)
    said = _FOG_SAID.search(frame.folded) if shield is None else None
    if (shield is None and said is None) or frame.qtype is not QType.YES_NO:
        return None
    when = re.sub(r"\b(?:during|in|durante|en)(?: the| el)? combat[e]?\b", "", frame.clause or frame.asked)
    if _ASKS_COMBAT.search(when):
        return None  # the combat damage itself is asked about (after Skullcrack): the replacement reasoner's
    source = next(
        (c for c in frame.cards if c is not shield and is_spell_card(c) and _DEALS.search(c.oracle_text)), None
    )
    burn = _BURN_SAID.search(frame.folded) if source is None and shield is None else None
    if (source is None and burn is None) or not (_ASKS_STOPS.search(frame.asked) or _ASKS_TAKES.search(frame.asked)):
        return None
    shield_name = shield.name if shield is not None else t(lang, "prevention.the_fog")
    source_name = source.name if source is not None else t(lang, "prevention.the_burn")
    cards = tuple(c for c in (shield, source) if c is not None)
    combat = cite("120.2a", r"deals combat damage", r"daño de combate")
    spell = cite("120.2b", r"effect of a spell or ability", r"hechizo o habilidad")
    finding = t(lang, "prevention.combat_only", card=shield_name, source=source_name)
    finding = capital(finding)
    answer = "no" if _ASKS_STOPS.search(frame.asked) else "yes"
    text = t(lang, answer) + " " + finding + ids(spell, combat)
    step_combat = t(lang, "prevention.step_combat", card=shield_name)
    steps = [
        Step(capital(step_combat) + ids(combat), (combat,) if combat else ()),
        Step(t(lang, "prevention.step_spell", source=source_name) + ids(spell), (spell,) if spell else ()),
    ]
    return Verdict(text, steps, cite.quotes, cards, "prevention")


#: "prevent all combat damage" said without a card: "si prevengo todo el daño de combate (tipo niebla)", "a Fog"
_FOG_SAID = re.compile(
    r"\bprevent\w* all (?:the )?combat damage\b|\bprevien\w* todo el dano de combate\b|\bprevengo todo el dano de combate\b|"
    r"\bfog (?:effect|efecto)\b|\b(?:tipo|como|un|una|a) (?:niebla|fog)\b|\b(?:i|they|opp\w*|he|she) fog\w*\b|"
    r"\b(?:hace|hizo|juega|jugo|tira|tiro|lanza|lanzo|echa|echo|mete)\s+(?:(?:un|una|el|la)\s+)?(?:fog|niebla)\b"
)
#: a burn spell said without a card name: "a bolt", "un rayo", "a burn spell"
_BURN_SAID = re.compile(r"\bbolt\w*|\brayo\b|\bburn spell\b|\bshock\b|\bhechizo de dano\b|\bquemar\w*")


def _next_time(frame: Frame, cite: Citer) -> Verdict | None:
    """A one-shot shield ("the next time a red source of your choice would deal damage…") against two instances of
    damage: a double striker's two hits, or a second source."""
    shield = frame.card(_NEXT_TIME.pattern)
    if shield is None:
        return None
    striker = _double_striker(frame, shield)
    if striker is None and not (_SECOND.search(frame.folded) and (_ONCE.search(frame.folded) or "also" in frame.asked)):
        return None
    lang = frame.lang
    rule = cite("615.8", r"subsequent instances of damage", r"posteriores")
    if striker is not None:
        power = _power(frame, striker)
        finding = t(lang, "prevention.next_time_double", card=shield.name, source=striker.name)
        if power is not None:
            finding += " " + t(lang, "prevention.next_time_amount", n=str(power))
    else:
        finding = t(lang, "prevention.next_time_second", card=shield.name)
    text = finding + ids(rule)
    if frame.qtype is QType.YES_NO:
        if _ASKS_STOPS.search(frame.asked):
            text = t(lang, "no") + " " + text
        elif _ASKS_TAKES.search(frame.asked):
            text = t(lang, "yes") + " " + text
    steps = [
        Step(t(lang, "prevention.step_next_time", card=shield.name) + ids(rule), (rule,) if rule else ()),
        Step(t(lang, "prevention.step_again", card=shield.name)),
    ]
    return Verdict(text, steps, cite.quotes, (shield,), "prevention")


def _double_striker(frame: Frame, shield: Card) -> Card | None:
    """The named creature with double strike (Oracle or the question's words next to it)."""
    for card in frame.cards:
        if card is shield or "Creature" not in (card.type_line or "Creature"):
            continue
        if re.search(r"^double strike|\ndouble strike|^[\w ,]*double strike", card.oracle_text, re.I):
            return card
    if _DOUBLE.search(frame.folded):
        return next((c for c in frame.cards if c is not shield and "Creature" in (c.type_line or "")), None)
    return None


def _power(frame: Frame, card: Card) -> int | None:
    found = next((c for c in creatures(frame) if c.name == card.name), None)
    return found.power if found else None
