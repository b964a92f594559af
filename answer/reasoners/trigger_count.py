"""How many times a dies trigger triggers when several creatures die at once (603.2c, 603.10a): "Whenever X or
another creature dies" triggers once for each creature that dies, itself included, for each copy of X; the
numbers come from the question ("Blood Artist and 3 other creatures", "two Blood Artists") and a board wipe named
with them ("Destroy all creatures"). Also the life from N creatures sacrificed (Zulaport Cutthroat), and Grave Pact's
"whenever a creature you control dies" sacrifices per death, per copy and at a table of N players."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    copies_said,
    ids,
    name_pattern,
    opponents_said,
)
from answer.text import number
from ingest.lexicon import fold
from ingest.models import Card

_OR_ANOTHER = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever (.+?) or another creature(?: or planeswalker)?( you control)? dies\b", re.I | re.M
)
#: every creature destroyed, or dealt more damage than almost any creature survives (Blasphemous Act's 13)
_WIPE = re.compile(r"destroy all creatures|deals (?:1\d|[2-9]\d) damage to each creature", re.I)
#: a single creature of the trigger's controller dies: "one of my creatures dies", "muere una de mis criaturas"
_ONE_DIES = re.compile(
    r"\b(?:one of my creatures|a creature (?:of mine|i control)|one of my (?:guys|dudes)) dies\b|"
    r"\bmuere una de mis criaturas\b|\buna de mis criaturas muere\b"
)
#: every creature exiled, not destroyed: "Exile all creatures." (Merciless Eviction's mode), "exiling all creatures"
_EXILE_WIPE = re.compile(r"^exile all (?:nonland permanents|creatures)\.", re.I | re.M)
_SACRIFICES = re.compile(r"\bsacrifices? (?:all|each)\b", re.I)
_EXILE_ONE = re.compile(r"^exile target creature\b", re.I | re.M)
_KILL_ONE = re.compile(r"^destroy target|deals \d+ damage to", re.I | re.M)
_EXILES_ALL = re.compile(r"\bexil\w* all (?:the )?creatures\b|\bexili\w* (?:a )?todas las criaturas\b")
_ASKS = re.compile(r"how many|cuant[oa]s")
_LIFE = re.compile(
    r"how much life|how much (?:do i |does it |will i )?drain|cuanta vida|\blife\b[^?]{0,30}\b(lose|gain)|\bvida\b[^?]{0,30}\b(pierde|gan)|"
    # "how much does each opponent lose?", "¿cuánto pierde cada rival?": life, the only thing a drain takes
    r"\bhow much (?:do|does|will) (?:each |every |my |the |all )?(?:opponents?|opps?|players?|they|them) (?:lose|gain)\b|"
    r"\bcuanto (?:pierden?|ganan?) (?:cada|el|los|mis?|mi) (?:rival|rivales|oponentes?|jugador\w*)\b"
)
_LOSES = re.compile(r"loses (\d+) life and you gain \1 life", re.I)  # Blood Artist, Zulaport Cutthroat
_TRIGGERS = re.compile(r"trigger|dispar|\btimes\b|\bveces\b")
_N = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)"
_OTHERS = re.compile(
    rf"\b{_N} (other|otras|otros|otra|otro) (creatures?|criaturas?|bichos?|dudes?|guys?)|\b(otras|otros) {_N} (criaturas|bichos)\b|"
    rf"\b{_N} (criaturas|bichos) mas\b|"
    # "mueren Zulaport Cutthroat y las 3 fichas", "it and my 3 tokens die": the others, tokens said as such
    rf"\b(?:and|y) (?:the|my|las|los|mis) {_N} (tokens|fichas|creatures|criaturas)\b|"
    # "Blood Artist plus four Spirit tokens", "Blood Artist y cuatro fichas de Espíritu"
    rf"\b(?:plus|and|with|y|mas|con) {_N} (?:[\w']+ )?(?:tokens|fichas)\b"
)
#: the asker sacrifices that many of their own creatures, no wipe: "sacrifico 3 fichas", "I sac 3 tokens"
_SACRIFICED = re.compile(
    rf"\b(?:sacrific\w*|sacs?|sacked) {_N} (?:other |otras |otros )?(?:\w+ )?(?:tokens|fichas|creatures|criaturas|bichos)\b"
)
_ALL_DIE = re.compile(
    r"\b(kills?|destroys?) (them )?all\b|\ball (of them )?die|mueren todas|las mata|los mata|todas mueren|"
    r"\b(?:i|opp|opponent|they|he|she|someone|somebody)\s+wrath\w*\b|\bboard ?wipe\w*|\bwipe\w* the board\b|"
    r"\b(?:cast|casts|tira|tiran|lanza|lanzan) (?:a |un )?wrath\b|\balguien (?:tira|lanza) (?:un )?wrath\b"
)


#: "does it trigger for all of them even though it dies too?", "¿se dispara por todas aunque muera también?"
_ALL_OF_THEM = re.compile(
    r"\b(?:all|each|every)(?: one)? of them\b|\bfor all\b|\bfor (?:each|every)\b|\bitself\b|\beven (?:though|if) it dies\b|"
    r"\bpor (?:todas|todos|cada una|cada uno)\b|\baunque (?:[eé]l |ella )?(?:tambi[eé]n )?muera\b|\bpor s[ií] mism[oa]\b"
)


def _all_of_them(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Blood Artist and 5 others die to Wrath: does it trigger for all of them, even though it dies too?" Yes: the
    creatures that die at once all see each other die (603.10a)."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _TRIGGERS.search(clause) or not _ALL_OF_THEM.search(clause):
        return None
    trigger = next((c for c in frame.cards if _OR_ANOTHER.search(c.oracle_text)), None)
    wiped = any(_WIPE.search(c.oracle_text) for c in frame.cards) or _ALL_DIE.search(frame.folded)
    if trigger is None or not wiped or _EXILES_ALL.search(frame.folded):
        return None
    back = cite("603.10a", r"look back in time", r"miran hacia atrás")
    return answered(
        "yes", t(frame.lang, "count.all_of_them", card=trigger.name), back, cite, (trigger,), "trigger_count"
    )


#: "Whenever a creature you control dies, draw a card." (Liliana, Dreadhorde General); not "another"/"nontoken" ones,
#: whose count depends on which creatures are tokens or the trigger's own card
_DRAWS_PER_DEATH = re.compile(r"^(?:[\w' -]{3,30} — )?whenever a creature you control dies, draw a card\.", re.I | re.M)
_MY_CREATURES = re.compile(rf"\b{_N} (?:creatures|criaturas|bichos)\b")
_ASKS_CARDS = re.compile(r"\bcards?\b|\bcartas?\b|\bdraw\b|\brob[oa]\b")
#: exiles every nonland permanent that isn't legendary (Urza's Ruinous Blast): the creatures don't die
_EXILES_NONLEGENDARY = re.compile(r"^exile all nonland permanents that aren[’']t legendary\.", re.I | re.M)


def _draws_per_death(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Liliana, Dreadhorde General and three creatures; they cast Kaya's Wrath: how many cards do I draw?" 3: each
    creature that dies triggers it once (603.2c); with the creatures exiled instead (Urza's Ruinous Blast), none die
    (700.4), so 0. Fires only for a noncreature trigger card, one count of creatures and one named board wipe."""
    if frame.qtype is not QType.HOW_MANY or not _ASKS_CARDS.search(frame.clause or frame.asked):
        return None
    trigger = next((c for c in frame.cards if _DRAWS_PER_DEATH.search(c.oracle_text)), None)
    counts = _MY_CREATURES.findall(frame.folded)
    if trigger is None or "Creature" in trigger.type_line or len(counts) != 1 or (n := number(counts[0])) is None:
        return None
    if re.search(r"\btokens?\b|\bfichas?\b|\bindestructible\b|\bregenera\w*", frame.folded) or any(
        re.search(r"\bindestructible\b|\bregenerate\b", c.oracle_text, re.I) for c in frame.cards if c is not trigger
    ):
        return None  # tokens, or a creature that survives the wipe: not read here
    # the asker's own trigger and creatures, the asker drawing: "I have Liliana and three creatures … do I draw?"
    mine = re.search(
        rf"\b(?:i have|i control|i got|tengo|controlo)\b[^.?]{{0,15}}\b(?:{name_pattern(trigger)})", frame.folded
    )
    theirs = re.search(r"\b(?:opp\w*|rival|oponente|they|he|she)\b[^.?]{0,20}\b(?:have|has|controls?|tiene|controla)\b",
                       frame.folded)  # fmt: skip
    asks_me = re.search(r"\bdo i\b|\bi draw\b|\brobo\b", frame.clause or frame.asked)
    if not (mine and asks_me) or theirs:
        return None
    wipes = [c for c in frame.cards if _WIPE.search(c.oracle_text) or _EXILES_NONLEGENDARY.search(c.oracle_text)]
    if len(wipes) != 1:
        return None
    if _EXILES_NONLEGENDARY.search(wipes[0].oracle_text):
        dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
        finding = t(frame.lang, "count.exiled_draws", card=trigger.name, wipe=wipes[0].name) + ids(dies)
        return Verdict("0: " + finding, [Step(finding, (dies,) if dies else ())], cite.quotes, (trigger,),
                       "trigger_count")  # fmt: skip
    once = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"")
    finding = t(frame.lang, "count.draws_per_death", card=trigger.name, wipe=wipes[0].name, n=str(n)) + ids(once)
    return Verdict(f"{n}: " + finding, [Step(finding, (once,) if once else ())], cite.quotes, (trigger,),
                   "trigger_count")  # fmt: skip


#: Midnight Reaper: "Whenever a nontoken creature you control dies, Midnight Reaper deals 1 damage to you and you draw
#: a card." — a creature that sees itself die along with the others
_NONTOKEN_DRAWS = re.compile(r"^whenever a nontoken creature you control dies, [^\n]*\bdraw a card\.", re.I | re.M)


def _nontoken_deaths(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Kaya's Wrath: I have Midnight Reaper, two other nontoken creatures and a zombie token; how many cards do I
    draw?" 3 — the Reaper sees itself and the two others die at once (603.10a); the token isn't a nontoken creature."""
    if frame.qtype is not QType.HOW_MANY or not _ASKS_CARDS.search(frame.clause or frame.asked):
        return None
    trigger = next((c for c in frame.cards if _NONTOKEN_DRAWS.search(c.oracle_text)), None)
    wipes = [c for c in frame.cards if _WIPE.search(c.oracle_text)]
    if trigger is None or "Creature" not in trigger.type_line or len(wipes) != 1:
        return None
    mine = re.search(
        rf"\b(?:i have|i control|i got|my|tengo|controlo|mi)\b[^.?]{{0,20}}\b(?:{name_pattern(trigger)})", frame.folded
    )
    if not mine or not re.search(r"\bdo i\b|\bi draw\b|\brobo\b", frame.clause or frame.asked):
        return None  # the asker's own Reaper and the asker's draws
    if re.search(rf"\b(?:two|2|three|3|dos|tres|both|ambos)\s+(?:\w+\s+)?(?:{name_pattern(trigger)})", frame.folded):
        return None  # several copies of the trigger: each sees every death, not read here
    others = re.findall(
        rf"\b{_N} other nontoken (?:creatures|guys|dudes)\b|\b{_N} (?:otras|otros) (?:criaturas|bichos) (?:que )?no (?:son )?fichas?\b|"
        # "otras dos criaturas que no son fichas"
        rf"\b(?:otras|otros) {_N} (?:criaturas|bichos) (?:que )?no (?:son )?fichas?\b",
        frame.folded,
    )
    counts = [number(a or b or c) for a, b, c in others]
    if (
        len(counts) != 1
        or counts[0] is None
        or re.search(r"\bindestructible\b|\bregenera\w*|\bexil\w*|\binclud\w*", frame.folded)
    ):
        return None
    n = counts[0] + 1  # the trigger's own card dies with the others
    back = cite("603.10a", r"look back in time", r"miran hacia atrás")
    finding = f"{n}: " + t(frame.lang, "count.nontoken_draws", card=trigger.name, wipe=wipes[0].name, n=str(n),
                           others=str(counts[0])) + ids(back)  # fmt: skip
    return Verdict(finding, [Step(finding, (back,) if back else ())], cite.quotes, (trigger, wipes[0]), "trigger_count")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    every = (
        _all_of_them(frame, cite)
        or _sacrifices_per_death(frame, cite)
        or _draws_per_death(frame, cite)
        or _nontoken_deaths(frame, cite)
    )
    if every is not None:
        return every
    life_asked = bool(_LIFE.search(frame.asked))  # "how much life does my opponent lose from Blood Artist?"
    if frame.qtype is not QType.HOW_MANY or not (_TRIGGERS.search(frame.asked) or life_asked):
        return None
    if not (_ASKS.search(frame.asked) or life_asked):
        return None
    trigger = next((c for c in frame.cards if _OR_ANOTHER.search(c.oracle_text)), None)
    if trigger is None:
        return None
    other_wipe = any(_WIPE.search(c.oracle_text) or _SACRIFICES.search(c.oracle_text) for c in frame.cards)
    exiled = _EXILES_ALL.search(frame.folded) or any(_EXILE_WIPE.search(c.oracle_text) for c in frame.cards)
    # "my opponent's Grizzly Bears gets Swords to Plowshares": the one creature said to leave is exiled, not killed
    one_exiled = (
        any(_EXILE_ONE.search(c.oracle_text) for c in frame.cards if c is not trigger)
        and not any(_KILL_ONE.search(c.oracle_text) for c in frame.cards if c is not trigger)
        and not re.search(r"\bdies?\b|\bdied\b|\bmuere\w*|\bmurio\b|\bkill\w*|\bdestroy\w*|\bsacrific\w*", frame.folded)
    )
    if (exiled or one_exiled) and not other_wipe:
        dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
        finding = t(frame.lang, "count.exiled", card=trigger.name) + ids(dies)
        return Verdict(finding, [Step(finding, (dies,) if dies else ())], cite.quotes, (trigger,), "trigger_count")
    per = _LOSES.search(trigger.oracle_text)
    if life_asked and per is not None and _ONE_DIES.search(frame.folded):
        return _one_death(frame, cite, trigger, int(per[1]))
    wiped = any(_WIPE.search(c.oracle_text) for c in frame.cards) or _ALL_DIE.search(frame.folded)
    sacrificed = _SACRIFICED.search(frame.folded)
    if not wiped and sacrificed is not None and life_asked and per is not None:
        return _sacrificed(frame, cite, trigger, number(sacrificed[1]) or 0, int(per[1]))
    others = _OTHERS.search(frame.folded)
    if not wiped and others is None and (died := _N_DIE.search(frame.folded)) is not None:
        return _others_only(frame, cite, trigger, number(died[1] or died[2]) or 0, per)
    trigger_said, copies = _copies(frame.folded, trigger)
    mine_only = bool(trigger and (m := _OR_ANOTHER.search(trigger.oracle_text)) and m[2])  # Zulaport: "you control"
    named = [c for c in frame.cards if c is not trigger and "Creature" in c.type_line]
    total_said = _TOTAL.search(frame.folded)
    plain_total = (
        total_said
        and any(re.search(r"destroy all creatures", c.oracle_text, re.I) or _WIPE.search(c.oracle_text) for c in frame.cards)
        and not re.search(r"\bopp\w*|\brival\b|\boponente\b|indestruct|\btokens?\b|\bfichas?\b|\bcop(?:y|ia)\b|\d+/\d+",
                          frame.folded)
    )  # fmt: skip
    if wiped and others is None and plain_total and not named and not mine_only and _AMONG_THEM.search(frame.folded):
        # "6 creatures on board total, one of them is my Blood Artist": the others are the total less its copies
        count_others: int | None = max((number(total_said[1]) or 0) - copies, 0) if total_said else None
    elif wiped and others is None and named and not mine_only:
        # "the only creatures are my Blood Artist and my two Grizzly Bears": the named creatures, as many as said
        count_others = sum(copies_said(frame, c) for c in named)
    elif not wiped or others is None:
        return None  # who dies is not said
    else:
        count_others = _others_dying(frame.folded, others, trigger_said, mine_only)
    if count_others is None:
        return None
    survivors = _indestructible_among(frame, trigger.name) if not exiled else 0
    deaths = copies + count_others - survivors
    total = copies * deaths
    lang = frame.lang
    once = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    back = cite("603.10a", r"look back in time", r"miran hacia atrás")
    key = "count.triggers_one" if copies == 1 else "count.triggers"
    finding = t(lang, key, card=trigger.name, n=str(total), deaths=str(deaths), copies=str(copies))
    finding += ids(once, back)
    if mine_only and _THEIRS_ANYWHERE.search(frame.folded):
        finding += " " + t(lang, "count.mine_only", card=trigger.name)
    if life_asked and per is not None:
        life = t(lang, "count.life", n=str(total * int(per[1])), per=per[1], triggers=str(total), card=trigger.name)
        finding = life + " " + finding
    steps = [
        Step(t(lang, "count.step_deaths", n=str(deaths)) + ids(back), (back,) if back else ()),
        Step(t(lang, "count.step_each", card=trigger.name, copies=str(copies), n=str(deaths)) + ids(once),
             (once,) if once else ()),
    ]  # fmt: skip
    return Verdict(finding, steps, cite.quotes, (trigger,), "trigger_count")


#: every creature counted together, the trigger's card among them: "6 creatures on board total, one of them is my
#: Blood Artist", "6 criaturas en total en el campo, una es mi Blood Artist"
_TOTAL = re.compile(
    rf"\b{_N} (?:creatures|criaturas|bichos)(?: in total| en total)? (?:on (?:the )?(?:board|battlefield)|in play|"
    r"en (?:el )?(?:campo|mesa|juego))(?: in total| total| en total)?\b"
)
_AMONG_THEM = re.compile(
    r"\bone (?:of them )?is (?:my |their |his |her |the )?|\bincluding (?:my |the )?|\buna? (?:de ell[oa]s )?es (?:mi |el |la )?|"
    r"\bincluid[oa] (?:mi |el |la )?"
)


#: some creatures die and the trigger's card isn't said to: "mueren dos fichas", "two of my tokens die"
_N_DIE = re.compile(
    rf"\b{_N} (?:of my |de mis |other |otras |otros )?(?:[\w']+ )?(?:tokens?|fichas?|creatures?|criaturas?|bichos?) "
    r"(?:die|dies|mueren|muere)\b|"
    rf"\b(?:mueren|muere) {_N} (?:\w+ )?(?:tokens?|fichas?|creatures?|criaturas?|bichos?)\b"
)


def _copies(folded: str, card: Card) -> tuple[re.Match[str] | None, int]:
    """How many of the trigger's card the question counts ("two Blood Artists", "dos Grave Pact"), with where it
    says so; one when it doesn't."""
    said = re.search(rf"\b{_N} {re.escape(fold(card.name))}", folded)
    return said, (number(said[1]) or 1) if said else 1


def _others_only(frame: Frame, cite: Citer, trigger: Card, deaths: int, per: re.Match[str] | None) -> Verdict | None:
    """ "tengo Blood Artist y mueren dos fichas, ¿cuántas veces se dispara?": once per other creature that dies
    (603.2c), the trigger's card still on the battlefield."""
    mine_only = bool((m := _OR_ANOTHER.search(trigger.oracle_text)) and m[2])
    if not deaths or _dies_too(frame.folded, fold(trigger.name)):
        return None  # the trigger's own card dying too: the wipe count reads that
    if mine_only and _THEIRS_ANYWHERE.search(frame.folded):
        return None
    lang = frame.lang
    _, copies = _copies(frame.folded, trigger)  # "two blood artists"
    triggers = deaths * copies
    once = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    finding = t(lang, "count.others_die" if triggers > 1 else "count.other_dies", card=trigger.name, n=str(triggers))
    finding += ids(once)
    if copies > 1:
        key = "count.others_die_copies" if deaths > 1 else "count.other_dies_copies"
        finding = t(lang, key, card=trigger.name, n=str(triggers), copies=str(copies), deaths=str(deaths)) + ids(once)
    if per is not None and _LIFE.search(frame.asked):
        life = t(lang, "count.life" if triggers > 1 else "count.life_once", n=str(triggers * int(per[1])), per=per[1],
                 triggers=str(triggers), card=trigger.name)  # fmt: skip
        finding = life + " " + finding
    return Verdict(finding, [Step(finding, (once,) if once else ())], cite.quotes, (trigger,), "trigger_count")


def _dies_too(folded: str, name: str) -> bool:
    """ "Blood Artist dies", "Blood Artist and two tokens die", but not "I have Blood Artist and two tokens die" or
    "tengo Blood Artist y mueren dos fichas", where it is only the card on the battlefield."""
    for said in re.finditer(rf"\b{re.escape(name)}\b", folded):
        after = folded[said.end() : said.end() + 40]
        if re.match(r"\s+(?:also |tambien )?(?:dies|muere)\b", after):
            return True
        held = re.search(
            r"\b(?:have|got|control|controlo|tengo|with|con)\s+(?:a |an |my |un |una |mi )?$", folded[: said.start()]
        )
        if not held and re.match(r"\s+(?:and|y)\s+[^.?,]{0,25}\b(?:die|mueren)\b", after):
            return True
    return False


def _sacrificed(frame: Frame, cite: Citer, trigger: Card, deaths: int, per: int) -> Verdict | None:
    """ "Tengo Zulaport Cutthroat y sacrifico 3 fichas: ¿cuánta vida gano?" One trigger per creature sacrificed
    (each dies), and each trigger gains `per` life however many opponents lose it."""
    if not deaths:
        return None
    once = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
    finding = t(frame.lang, "count.sacrificed", card=trigger.name, n=str(deaths * per), deaths=str(deaths),
                per=str(per)) + ids(once, dies)  # fmt: skip
    return Verdict(
        finding, [Step(finding, tuple(r for r in (once, dies) if r))], cite.quotes, (trigger,), "trigger_count"
    )


#: "Whenever a creature you control dies, each other player sacrifices a creature." (Grave Pact, Dictate of Erebos)
_PACT = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever (?:a|[^,\n]+? or another) creature you control dies, each (?:other player|opponent) "
    r"sacrifices a creature",  # Grave Pact; Butcher of Malakir ("Butcher of Malakir or another creature")
    re.I | re.M,
)
_ASKS_SACRIFICED = re.compile(r"\bsacrific\w*")
#: the asker sacrifices one creature of their own: "i sacrifice a creature to my altar", "sacrifico una criatura"
_I_SACRIFICE_ONE = re.compile(
    r"\b(?:i (?:sacrifice|sac)|sacrifico) (?:a|one|una|un) (?:creature|criatura|token|ficha)\b"
)
#: how many of the asker's creatures die: "me mata 3 fichas", "3 of my tokens die", "muere una de mis criaturas"
_MINE_DIE = re.compile(
    rf"\b(?:me (?:mata|matan|destruye|destruyen)|kills? (?:my|3 of my)|destroys? my|i lose|pierdo)\s+{_N}\s+"
    r"(?:\w+ )?(?:tokens|fichas|creatures|criaturas|bichos)\b|"
    rf"\b{_N}\s+(?:of my|de mis)\s+(?:tokens|fichas|creatures|criaturas|bichos)\s+(?:die|mueren)\b|"
    # "se mueren mis tres 1/1", "my three 1/1s die"
    rf"\b(?:se )?mueren mis {_N}\b|\bmy {_N} (?:[\w/]+ ){{0,2}}(?:die|died)\b"
)
_THEIRS_DIES = re.compile(
    r"\b(?:la|el|that|the) (?:criatura|creature|bicho) (?:que muere )?(?:es|is) (?:de (?:un|mi|el) (?:oponente|rival)|"
    r"(?:an? |my )?opponent'?s)\b"
)
_IN_ALL = re.compile(r"\ben total\b|\bin total\b|\btotal\b|\bin all\b")


def _sacrifices_per_death(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Grave Pact, and 3 of my tokens die to Pyroclasm: how many creatures does each opponent sacrifice?" One trigger
    per creature of mine that dies (603.2c), each making every other player sacrifice one; an opponent's creature
    dying triggers nothing."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.HOW_MANY or not _ASKS_SACRIFICED.search(clause):
        return None
    # the asker's cards (or ones whose controller isn't said): an opponent's Grave Pact sees only its controller's
    # creatures die, not the asker's (109.5)
    pacts = [c for c in frame.cards if _PACT.search(c.oracle_text) and controller(frame, c) != "opponent"]
    if not pacts or len(pacts) > 2:
        return None
    pact = pacts[0]
    # Grave Pact beside Butcher of Malakir: each card's trigger, each making every other player sacrifice one
    copies = sum(_copies(frame.folded, card)[1] for card in pacts)
    if _THEIRS_DIES.search(frame.folded):
        deaths = 0
    elif (
        _ONE_DIES.search(frame.folded)
        or _I_SACRIFICE_ONE.search(frame.folded[: frame.folded.find(clause)])
        # "i sac the butcher itself to viscera seer": "Butcher of Malakir or another creature" sees itself die
        or any(
            re.search(
                rf"\b(?:i (?:sacrifice|sac)|sacrifico) (?:the |my |a |al |el |mi )?(?:{name_pattern(c)})", frame.folded
            )
            for c in pacts
            if "Creature" in c.type_line
        )
    ):
        deaths = 1
    elif (mine := _MINE_DIE.search(frame.folded)) is not None:
        deaths = number(next(g for g in mine.groups() if g)) or 0
    else:
        return None
    each = deaths * copies
    total = each
    if _IN_ALL.search(clause):
        opponents = opponents_said(frame.folded)
        if opponents is None:
            return None
        total = each * opponents
    once = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    key = "count.pact_none" if deaths == 0 else "count.pact"
    several = t(frame.lang, "count.pact_copies", n=str(copies)) if copies > 1 else ""
    card = pact.name
    if len(pacts) > 1 and deaths:  # "Grave Pact and Butcher of Malakir each trigger …"
        key, card = "count.pact_cards", t(frame.lang, "count.pact_and", first=pact.name, last=pacts[1].name)
    finding = t(frame.lang, key, n=str(total), card=card, deaths=str(deaths), copies=several, each=str(each))
    return Verdict(finding + ids(once), [Step(finding + ids(once), (once,) if once else ())], cite.quotes, (pact,),
                   "trigger_count")  # fmt: skip


def _one_death(frame: Frame, cite: Citer, trigger: Card, per: int) -> Verdict:
    """One creature of its controller dies: one trigger, and "each opponent loses 1 life and you gain 1 life" gains
    1, however many opponents lose it."""
    once = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    finding = t(frame.lang, "count.one_death", card=trigger.name, n=str(per)) + ids(once)
    return Verdict(finding, [Step(finding, (once,) if once else ())], cite.quotes, (trigger,), "trigger_count")


#: one of the creatures counted is named: "one of those 3 is a Darksteel Myr", "one of their 2 was …"
_ONE_OF_THEM = re.compile(
    r"\b(?:one|uno|una) (?:of|de) (?:those|them|these|their|his|her|my|the|esos|esas|ellos|ellas|estos|estas|sus|mis|"
    r"los|las)(?: \w+)?\b"
)


def _indestructible_among(frame: Frame, trigger: str) -> int:
    """An indestructible creature said to be one of the creatures counted survives a "destroy" wipe."""
    if not _ONE_OF_THEM.search(frame.folded):
        return 0
    return sum(
        1
        for card in frame.cards
        if card.name != trigger
        and "Creature" in card.type_line
        and re.search(r"^indestructible\b", card.oracle_text, re.I | re.M)
    )


#: a count in the sentence of the deaths that is not a count of creatures dying
#: a count of players, not of creatures: "somos 4", "we are 4", "a 4-player game", "partida a 4"
_PLAYERS_BEFORE = re.compile(r"(?:\bsomos|\bwe are|\bwe're|\bpartida a|\bgame of|\bmesa de|\bmesa a)\s+$")
_NOT_DEATHS = re.compile(
    r"^\W*(times|veces|life|vida|damage|dano|danos|cards?|cartas?|counters?|contadores?|players?|jugadores|-player)\b"
)


_THEIRS_AFTER = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:del|de mi|de su) (?:rival|oponente)\b|^\W*(?:\w+\W+){0,2}?(?:of )?(?:my )?opponent'?s?\b"
)
_THEIRS_ANYWHERE = re.compile(r"\b(?:opponent|opp|rival|oponente)\b")
_THEIRS_BEFORE = re.compile(r"\b(?:opponent|opp|rival|oponente|they)\s+(?:has|have|had|controls?|tiene|controla)\s+$")


def _others_dying(
    folded: str, others: re.Match[str], copies: re.Match[str] | None, mine_only: bool = False
) -> int | None:
    """How many other creatures die: every count in the sentence that says who dies ("a otras 2 criaturas mías y a 3
    del rival" → 5, "Blood Artist and 3 other creatures" → 3), except the trigger's own copies and P/T."""
    start = max(folded.rfind(".", 0, others.start()), folded.rfind("?", 0, others.start())) + 1
    ends = [at for at in (folded.find(".", others.end()), folded.find("?", others.end())) if at >= 0]
    sentence_end = min(ends) if ends else len(folded)
    total = 0
    # "4 other creatures (2 mine 2 theirs)": a breakdown in parentheses counts the same creatures again
    asides = [m.span() for m in re.finditer(r"\([^)]*\)", folded)]
    for match in re.finditer(rf"(?<![\w/+-]){_N}(?![\w/])", folded[start:sentence_end]):
        at = start + match.start()
        if (copies is not None and copies.start() == at) or any(a < at < b for a, b in asides):
            continue
        if _NOT_DEATHS.search(folded[start + match.end() : start + match.end() + 12]) or _PLAYERS_BEFORE.search(
            folded[max(0, at - 16) : at]
        ):
            continue
        value = number(match[1])
        after = folded[start + match.end() : start + match.end() + 40]
        if value is None or (match[1] in ("una", "uno", "one") and re.match(r"\s+(?:de|of)\b", after)):
            continue  # "one of them", "una de ellas": not a count of others
        theirs = _THEIRS_AFTER.search(after) or _THEIRS_BEFORE.search(folded[max(0, at - 30) : at])
        if mine_only and theirs:
            continue  # Zulaport Cutthroat: only creatures its controller controls
        total += value
    if not mine_only:  # "… Opp loses 2 creatures to it too.": the other player's deaths told after
        total += sum(number(next(g for g in m.groups() if g)) or 0 for m in _THEY_LOSE.finditer(folded, sentence_end))
    return total or None


#: the other player's creatures dying, told in a sentence of its own: "opp loses 2 creatures to it too", "el rival
#: pierde 3 criaturas"
_THEY_LOSE = re.compile(
    rf"\b(?:opp|opponent|they|he|she|rival|oponente)\s+(?:also\s+)?(?:loses?|lost|pierde|perdio)\s+{_N}\s+"
    r"(?:other\s+)?(?:creatures|criaturas|bichos|guys|dudes)\b|"
    # "they had 2 creatures out too", "el rival tenía 2 criaturas también": the wipe takes those as well
    rf"\b(?:opp|opponent|they|he|she|rival|oponente)\s+(?:also\s+)?(?:had|has|have|tenia|tiene)\s+{_N}\s+"
    r"(?:other\s+)?(?:creatures|criaturas|bichos|guys|dudes)\b(?:\s+(?:out|in play|en mesa))?\s+(?:too|also|as well|tambien)\b|"
    # "los oponentes tienen 5 criaturas entre todos", "my opponents have 5 creatures between them"
    rf"\b(?:(?:los|mis) (?:oponentes|rivales)|(?:my |the )?opponents|opps)\s+(?:also\s+)?(?:had|have|tenian|tienen)\s+"
    rf"{_N}\s+(?:creatures|criaturas|bichos)\b"
)
