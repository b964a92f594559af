"""Who gets what a triggered ability gives (603.3a): its controller is the player who controlled its source when it
triggered, and "you" in its text is that player, whoever's creature died or whoever cast the spell that set it off
(Blood Artist's life when the opponent's Wrath kills everything). Fires only for a "who gains/draws…" question
about one named permanent's trigger whose controller the question tells; `stolen` answers the same for a creature the
asker took (Act of Treason on their Grave Titan: the asker gets the Zombies)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import GAINS_CONTROL, TAKEN_FROM_ME, Citer, Verdict, answered, controller
from answer.text import capital
from ingest.lexicon import fold

#: a triggered ability that gives its controller something: "Whenever …, … you gain 1 life", "When …, draw a card"
_GIVES_YOU = re.compile(
    r"^(?:whenever|when|at)\b[^\n]*\b(?:you gain|you draw|draw (?:a|two|\w+) cards?)\b", re.I | re.M
)
_ASKS_GETS = re.compile(
    r"\bwho\b[^?]{0,15}\b(?:gains?|gets?|draws?)\b|\bquien\b[^?]{0,15}\b(?:gana|recibe|roba|se lleva)\b"
)
_TRIGGER_SAID = re.compile(
    r"\btrigger\w*|\babilit\w*|\bdispar\w*|\bhabilidad\w*|\blife\b|\bvidas?\b|\bcards?\b|\bcartas?\b|\bdamage\b|\bda[nñ]o\b|"
    r"\bdrains?\b|\bdrena\b"
)
#: the source changed hands, or the order of several triggers is asked: other reasoners' questions
_OTHER = re.compile(
    r"\bstole|\bsteal|\bcontrol magic|\bact of treason|\brob[oe]\b|\border\b|\borden\b|\btarget|\bobjetivo"
)


#: the asker took the opponent's creature: "Act of Treason on their Grave Titan", "le robé el Kokusho a mi rival"
_I_ROBBED = r"\b(?:le|se lo|se la) rob[eéo]\b"
_I_TOOK = re.compile(
    _I_ROBBED + r"|\b(?:i|yo) (?:steal|stole|take|took|gain(?:ed)? control of)\b|\brobo (?:su|el|la)\b|"
    r"\b(?:on|a) (?:their|his|her|opp'?s|opponent'?s|su) \w+"
)
#: the opponent did the taking: "they Act of Treason my Titan", "mi rival me roba …"
_THEY_TOOK = re.compile(r"\b(?:they|opponent|opp|rival|oponente|he|she)\b[^.?]{0,20}\b(?:cast|steal|stole|took|me rob)")
#: "the 2 zombies", "la vida", "the life", "the cards": what the trigger makes or gives
_ASKS_WHO_GETS = re.compile(
    r"\bwho\b[^?]{0,20}\b(?:gains?|gets?|draws?|controls?|creates?|takes?|loses?|drains?)\b|"
    r"\bquien\b[^?]{0,20}\b(?:gana|recibe|roba|se lleva|controla|crea|obtiene|pierde|se come|drena)\b"
)
_TRIGGERED = re.compile(r"^(?:whenever|when|at)\b", re.I | re.M)


def _stolen_source(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Act of Treason on their Grave Titan and swing: who gets the Zombies?" The asker controlled it when its
    ability triggered, so the asker controls the ability and gets what it gives (603.3a)."""
    takers = [c for c in frame.cards if GAINS_CONTROL.search(c.oracle_text)]
    # "i act of treason my opponent's blood artist": the taking spell's name as the asker's verb
    i_cast = any(
        re.search(rf"\b(?:i|yo)\s+(?:cast\s+|lanzo\s+)?{re.escape(fold(c.name))}", frame.folded) for c in takers
    )
    if not _ASKS_WHO_GETS.search(clause) or _THEY_TOOK.search(frame.folded):
        return None
    if not (i_cast or _I_TOOK.search(frame.folded)):
        return None
    if not takers and not re.search(_I_ROBBED, frame.folded):
        return None
    sources = [
        c for c in frame.cards if c not in takers and "Creature" in c.type_line and _TRIGGERED.search(c.oracle_text)
    ]
    if len(sources) != 1:
        return None
    rule = cite("603.3a", r"player who controlled its source", r"controlaba")
    text = capital(t(frame.lang, "trigger_controller.stolen", card=sources[0].name))
    return answered(None, text, rule, cite, tuple(frame.cards), "trigger_controller")


def stolen(frame: Frame, cite: Citer) -> Verdict | None:
    """The stolen source's trigger, after the reasoners that read a particular dies ability (objects)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.WHO or not (_TRIGGER_SAID.search(clause) or _TRIGGER_SAID.search(frame.asked)):
        return None  # "whose upkeep does the 1 damage happen in, and who takes it?": the trigger said before
    return _stolen_source(frame, cite, clause)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.WHO or not _ASKS_GETS.search(clause) or not _TRIGGER_SAID.search(clause):
        return None
    if _OTHER.search(frame.folded):
        return None
    sources = [c for c in frame.in_play if _GIVES_YOU.search(c.oracle_text)]
    if len(sources) != 1:
        return None
    source = sources[0]
    whose = controller(frame, source)
    if whose is None:
        return None
    rule = cite("603.3a", r"player who controlled its source", r"controlaba")
    key = "trigger_controller.mine" if whose == "me" else "trigger_controller.theirs"
    return answered(None, capital(t(frame.lang, key, card=source.name)), rule, cite, (source,), "trigger_controller")


#: the trigger already there: "its upkeep trigger is already on the stack", "con el disparo ya en la pila"
_ON_THE_STACK = re.compile(
    r"\b(?:trigger\w*|abilit\w*|habilidad|disparo)\b[^.?]{0,60}\b(?:on the stack|en la pila)\b|\balready triggered\b|"
    r"\bya se (?:disparo|ha disparado)\b|\ben la pila (?:el|la) (?:disparo|habilidad|trigger)\b"
)
#: the asker taking the source after that: "i steal the creature in response", "en respuesta le robo la criatura"
_TAKEN_AFTER = re.compile(
    r"\b(?:steal|stole|take control of|took control of|gain control of|gained control of|threaten\w*|robo|le robo|"
    r"gano el control de)\b[^?]{0,50}\b(?:in response|en respuesta)\b|"
    r"\b(?:in response|en respuesta)\b[^?]{0,20}\b(?:i steal|i take control|i gain control|i threaten|le robo|robo|"
    r"gano el control)\b"
)
_ASKS_CONTROL = re.compile(
    r"\bdo i (?:now |then )?control (?:the|that|its|it)\b|\bwho controls (?:the|that|its) (?:trigger|ability)\b|"
    r"\bis (?:the|that) (?:trigger|ability) (?:now )?mine\b|\b(?:ahora )?(?:lo |la )?controlo (?:yo )?(?:el|la|ese|esa)? ?"
    r"(?:trigger|habilidad|disparo)\b|\bquien controla (?:el|la|ese|esa) (?:trigger|habilidad|disparo)\b"
)


def taken_after_trigger(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Their creature's upkeep trigger is on the stack and I steal the creature in response: do I control the
    trigger now?" No: a triggered ability on the stack is controlled by whoever controlled its source when it
    triggered (113.8), and taking the source later doesn't change that."""
    clause = frame.clause or frame.asked
    if frame.qtype not in (QType.YES_NO, QType.WHO) or not _ASKS_CONTROL.search(clause):
        return None
    if not (_ON_THE_STACK.search(frame.folded) and _TAKEN_AFTER.search(frame.folded)):
        return None
    rule = cite("113.8", r"who controlled the ability’s source when it triggered", r"")
    finding = t(frame.lang, "trigger_controller.stays")
    if frame.qtype is QType.WHO:
        return answered(None, capital(t(frame.lang, "trigger_controller.stays_who")) + " " + finding, rule, cite,
                        frame.cards, "trigger_controller")  # fmt: skip
    return answered("no", finding, rule, cite, frame.cards, "trigger_controller")


#: the asker took the permanent: an Aura or spell that steals it, named
_TAKES_CONTROL = re.compile(r"\byou control enchanted (?:creature|permanent)\b|\bgain control of target\b", re.I)
#: asks which graveyard, the asker's or the owner's: "¿de mi cementerio o del suyo?", "my graveyard or his?"
_WHICH_GRAVEYARD = re.compile(
    r"\b(?:my|mi) (?:graveyard|cementerio) o(?:r)? (?:del suyo|de su cementerio|el suyo|his|hers|theirs|their|"
    r"the owner'?s|del due[nñ]o)\b|\b(?:del suyo|his|theirs) o(?:r)? (?:del mio|de mi cementerio|mine|my graveyard)\b"
)


#: the asker took it with a control effect: "i control magic'd their sheoldred", "le puse control magic a la sheoldred"
_I_ENCHANTED = re.compile(
    r"\bi (?:control magic\w*|threaten\w*|act of treason\w*|(?:put|cast|play\w*) control magic)\b|"
    r"\ble (?:puse|pongo|meto|tiro|hago) (?:un |el |la )?(?:control magic|threaten|act of treason)\b"
)


def your_graveyard(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I Control Magic'd their Sheoldred: on my upkeep do I return a creature from my graveyard or theirs?" Mine:
    "your" in a permanent's text means its controller (109.5), the asker now."""
    card = next((c for c in frame.cards if re.search(r"\byour graveyard\b", c.oracle_text, re.I)), None)
    if card is None or not _WHICH_GRAVEYARD.search(frame.clause or frame.asked):
        return None
    if not any(_TAKES_CONTROL.search(c.oracle_text) for c in frame.cards if c is not card):
        return None
    if not (_I_TOOK.search(frame.folded) or _I_ENCHANTED.search(frame.folded)) or TAKEN_FROM_ME.search(frame.folded):
        return None  # the opponent took the asker's: "your" is the opponent then
    rule = cite("109.5", r"refer to the object’s controller", r"")
    finding = t(frame.lang, "trigger_controller.your_graveyard", card=card.name)
    return answered(None, capital(finding), rule, cite, frame.cards, "trigger_controller")
