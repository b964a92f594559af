"""Does it come back with undying or persist? (702.93a, 702.79a, 704.5q): undying returns it only if it had no +1/+1
counter when it died, persist only if it had no -1/-1 counter; a +1/+1 and a -1/-1 counter on it annihilate as a
state-based action first. Fires only when the question says which counters it has and asks whether it returns."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    FLICKER,
    FLICKER_WORDS,
    MAKES_TOKEN_COPY,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    ids,
    is_spell_card,
    name_pattern,
    printed_keyword,
    rules_text,
    stifler_named,
)
from answer.text import capital
from ingest.lexicon import fold

_KEYWORDS = {"undying": ("702.93a", "+1/+1"), "persist": ("702.79a", "-1/-1")}
_SPANISH = {"undying": r"\bundying\b|\binmortal\b", "persist": r"\bpersist\b|\bpersistir\b"}
_RETURNS = re.compile(
    r"\bcome back|\breturn|\bback\b|\bvuelve|\bregres|\bvolver|\bcome(s)? back|"
    r"\b(?:persist|undying)\w*\b[^?]{0,15}\b(?:again|work|trigger\w*|de nuevo|otra vez|funciona)\b|"
    r"\b(?:will|does|would|can) it (?:persist|undying)\b|\bpersist(?:e|ira|iria)\b|"
    r"\bdispara\w*\b[^?]{0,12}\b(?:persist\w*|undying|resiliencia|inmortal)\b"
)
_PLUS = re.compile(r"\+1/\+1 counters?|contador(es)? \+1/\+1|\b(?:a|one|un|uno|el|the) \+1/\+1\b")
_MINUS = re.compile(r"-1/-1 counters?|contador(es)? -1/-1|\b(?:a|one|un|uno|el|the) -1/-1\b")
#: it has no counter: "without counters", "sin contadores", "the first time", "la primera vez"
#: the card removed from the graveyard while the trigger waits: "exile it from their yard … in response to persist"
_OUT_OF_GRAVEYARD = re.compile(
    r"\bexil\w* (?:it|him|her|the card|la carta|lo|la) (?:from|del|de) (?:their|his|her|my|the|su|mi|el)? ?"
    r"(?:yard|graveyard|gy|cementerio)\b[^.?]{0,40}\b(?:in response|en respuesta)\b"
)
_NONE = re.compile(
    r"\bno counters?\b|without (any )?counters?|sin (?:ningun |ningún )?contador|no tiene contadores|first time|primera vez"
)

#: it died and nothing says it came back before: a creature fresh on the battlefield has no counters ("Wrath of God
#: destroys my Kitchen Finks, does it come back?"); exiled or bounced, it never died
_FRESH_DEATH = re.compile(
    r"^(?!.*(\bagain\b|\balready\b|second time|de nuevo|otra vez|\bya (volvio|regreso)|segunda vez|\bexil|\bbounce|"
    r"to (its|their|his|her|my) (owner'?s? )?hand|a la mano)).*\b(dies|died|die|destroy\w*|sacrific\w*|kill\w*|muere|murio|"
    r"destru\w*|mat(a|o|an|aron)|wrath)\b"
)
#: it already came back once: with the counter its keyword put on it
_RETURNED_BEFORE = re.compile(
    r"\b(already|once)\b.{0,30}\b(came back|returned|come back)|\b(came back|returned)\b.{0,30}\b(once|already|before)\b|"
    r"\b(dies|died|die|muere|murio)\b.{0,20}\b(again|a second time|de nuevo|otra vez|por segunda vez)\b|"
    r"\bya (volvio|regreso)\b|\b(?:vuelvo|vuelve|vuelven) a (?:bolear|matar\w*|destruir\w*|tirar\w*)\b|"
    r"\b(?:bolt|kill|destroy|shock|murder|doom blade|swords|path)\w* (?:it|him|her|them) again\b"
)
#: the counters that kill it arrive together: it dies in the same check that would annihilate them (704.3)
_KILLED_BY_COUNTERS = re.compile(
    r"(?:-1/-1|\+1/\+1) counters?\b[^.?]{0,40}\b(?:at once|all at once|and (?:it )?dies|kill\w* it)\b|"
    r"\bcontador(?:es)? (?:-1/-1|\+1/\+1)[^.?]{0,40}\b(?:a la vez|de golpe|de una vez|y (?:se )?muere)\b"
)
#: Solemnity: the counter its keyword puts on it never arrives
_NO_COUNTERS = re.compile(r"counters can[’']t be put on|can[’']t have counters put on", re.I)
#: asks whether it comes back with the counter: "does it come back with a -1/-1 counter?", "¿vuelve con el -1/-1?"
_RETURNS_WITH_MINUS = re.compile(
    r"\b(?:come|comes|coming|back|return\w*|vuelv\w*|regres\w*)\b[^?]{0,20}\b(?:with|con)\b[^?]{0,25}-1/-1"
)
#: asks whether it comes back with the other keyword's counter: a -1/-1 one after undying, a +1/+1 one after persist
_RETURNS_WITH_OTHER = {
    "undying": _RETURNS_WITH_MINUS,
    "persist": re.compile(
        r"\b(?:come|comes|coming|back|return\w*|vuelv\w*|regres\w*)\b[^?]{0,20}\b(?:with|con)\b[^?]{0,25}\+1/\+1"
    ),
}
#: Melira: "Creatures you control can't have -1/-1 counters put on them"
#: Vizier of Remedies: "… that many -1/-1 counters minus one are put on it instead": persist's one counter becomes none
_NO_MINUS = re.compile(r"can[’']t have -1/-1 counters put on|-1/-1 counters minus one are put on it instead", re.I)
_CAME_BACK = re.compile(
    r"\b(?:came back|returned|come back) (?:with|from|by|via|thanks to|through) (?:persist|undying)\b|"
    r"\b(?:volvio|volvieron|regreso|regresaron|vuelve|vuelven) (?:con|por|gracias a) (?:persist|persistir|undying|inmortal)\b"
)
#: it came back once already, said without its counter: "that already persisted", "que ya persistió"
_ALREADY_RETURNED = re.compile(r"\balready (?:persisted|undied|came back)\b|\bya (?:persistio|volvio|regreso)\b")
_DIES = re.compile(r"\b(dies|died|die|kill\w*|destroy\w*|muere|murio|mat(a|o|an|aron)|destru\w*)\b")
#: a named spell that kills (destroys, deals damage) or exiles the creature
_KILLS = re.compile(r"^destroy (target|all|each)|deals \d+ damage to (target|any|each)", re.I | re.M)
_EXILES = re.compile(r"^exile (target|all|each)|return target [^.]*to its owner[’']s hand", re.I | re.M)
_PUTS_PLUS = re.compile(
    r"\bput (?:a|one|an additional) \+1/\+1 counter on (?:each of )?(?:up to (?:one|two|three) )?target creatures?",
    re.I,
)
#: exiled or bounced instead of dying
_LEFT_ALIVE = re.compile(
    r"\bexil\w*|\bbounce\w*|\bpath\w*|\bswords\b|\bto (its|their|his|her|my) (owner'?s? )?hand|\ba (la|su) mano\b"
)


#: the second time: it came back once and its ability works again ("the second time", "la segunda vez", "when it
#: comes back")
_SECOND_TIME = re.compile(
    r"\bsecond time\b|\bsegunda vez\b|\bwhen it (?:comes|came) back\b|\bcuando (?:vuelve|regresa)\b|\bal volver\b"
)
#: its own ability deals damage equal to its power (Murderous Redcap)
_DAMAGE_BY_POWER = re.compile(r"deals damage equal to its power", re.I)
_ASKS_DAMAGE = re.compile(
    r"\bhow much damage\b|\bcuanto dano\b|\bcuantos (?:puntos de )?dano\b|"
    r"\bhow much (?:does|will|would|did) (?:it|\w+) (?:ping|deal|shoot|hit)(?: for)?\b|\bcuanto (?:hace|pega|quita)\b"
)


def _damage_after_return(frame: Frame, cite: Citer) -> Verdict | None:
    """ "My Murderous Redcap came back with persist: how much does its ETB deal the second time?": it returned with the
    -1/-1 counter (a +1/+1 one for undying), and its damage is its power with the counter (702.79a, 613.4c)."""
    if frame.qtype is not QType.HOW_MANY or not _ASKS_DAMAGE.search(frame.clause or frame.asked):
        return None
    if not (_CAME_BACK.search(frame.folded) or _SECOND_TIME.search(frame.folded)):
        return None
    found = [
        (c, kw)
        for c in frame.cards
        for kw in _KEYWORDS
        if re.search(rf"^{kw}\b|\n{kw}\b", c.oracle_text, re.I) and _DAMAGE_BY_POWER.search(c.oracle_text)
    ]
    printed = found[0][0].power or "" if len(found) == 1 else ""
    if not printed.isdigit():
        return None
    card, keyword = found[0]
    other_said = "undying" if keyword == "persist" else "persist"
    if re.search(_SPANISH[other_said], frame.folded) or any(
        re.search(r"[+-]\d+/[+-]\d+|\bhave (?:undying|persist)\b|\bhas (?:undying|persist)\b", c.oracle_text, re.I)
        for c in frame.cards
        if c is not card
    ):
        return None  # the other keyword said, or another card changing its size: not counted here
    rule_id, kind = _KEYWORDS[keyword]
    power = str(int(printed) + (1 if keyword == "undying" else -1))
    lang = frame.lang
    rule = cite(rule_id, r"with a [+-]1/[+-]1 counter on it", r"contador")
    counted = cite("613.4c", r"Effects and counters that modify", r"")
    finding = t(lang, "undying.damage", card=card.name, keyword=t(lang, f"keyword.{keyword}") if lang == "es" else
                keyword, kind=kind, power=power) + ids(rule, counted)  # fmt: skip
    return Verdict(f"{power}: {finding}", [Step(finding, tuple(r for r in (rule, counted) if r))], cite.quotes,
                   (card,), "undying")  # fmt: skip


#: an effect that takes its abilities away (Turn to Frog, Humility): "… and loses all abilities"
_LOSES_ALL = re.compile(r"\blos(?:e|es) all (?:other )?abilities\b", re.I)
#: the creature that dies is a token: "the Kiki-Jiki copy", "the token", "la ficha"
_TOKEN_SAID = re.compile(r"\btokens?\b|\bfichas?\b|\bkiki\w*[- ]?(?:jiki\w*)? cop(?:y|ia)\b")


def _no_return(frame: Frame, cite: Citer, keyword: str, said: str, no_opener: bool) -> Verdict | None:
    """What keeps it from returning whatever its counters: it lost its abilities before it died (leaves-the-battlefield
    abilities look back, 603.10a), or it is a token, which can't come back to the battlefield (111.8)."""
    loser = next((c for c in frame.cards if is_spell_card(c) and _LOSES_ALL.search(c.oracle_text)), None)
    creature = next((c for c in frame.cards if printed_keyword(c, keyword)), None)
    # "they Turn to Frog my Kitchen Finks": aimed at the creature asked about
    aimed = (
        loser is not None
        and creature is not None
        and re.search(
            rf"{re.escape(fold(loser.name))}\w*\s+(?:(?:a|al|on|to|at|mi|my|su|their|his|the|la|el)\s+){{0,3}}"
            rf"(?:{name_pattern(creature)})",
            frame.folded,
        )
    )
    copy_words = r"copy|copia|" if any(MAKES_TOKEN_COPY.search(c.oracle_text) for c in frame.cards) else ""
    token_asked = _TOKEN_SAID.search(frame.clause or frame.asked) or re.search(
        rf"\b(?:{copy_words}token|ficha)\b[^.]{{0,40}}\b(?:dies|is sacrificed|gets sacrificed|muere|se sacrifica|sacrificad)",
        frame.folded,
    )  # a Clone's copy is a card, not a token
    if re.search(
        r"\blast turn\b|\bturno pasado\b|\byesterday\b|\bayer\b|\bgone now\b|\b(?:real|original)\b", frame.folded
    ):
        return None  # an effect that ended, or the card itself (not its copy) asked
    if aimed and loser is not None and not FLICKER_WORDS.search(frame.folded):
        rule = cite("603.10a", r"look back in time", r"")
        finding = t(frame.lang, "undying.lost_abilities", card=loser.name, keyword=said)
    elif token_asked and not re.search(r"\bno (?:es )?(?:a )?(?:token|ficha)", frame.folded):
        rule = cite("111.8", r"can’t move to another zone or come back onto the battlefield", r"")
        finding = t(frame.lang, "undying.token", keyword=said)
    else:
        return None
    return answered(None if no_opener else "no", capital(finding), rule, cite, frame.cards, "undying")


#: asks whether the returned creature still fights: "does the finks that came back still deal combat damage?"
_ASKS_STILL_FIGHTS = re.compile(
    r"\b(?:still )?deals? (?:combat )?damage\b|\bstill (?:attacking|blocking|in combat)\b|"
    r"\b(?:sigue|todavia|aun) (?:atacando|bloqueando|en (?:el )?combate)\b|\bhace (?:dano|el dano) de combate\b"
)
_COMBAT_SAID = re.compile(r"\battack\w*|\bblock\w*|\bfirst strike\b|\bcombat\b|\batac\w*|\bbloque\w*|\bcombate\b")


def _back_in_combat(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Kitchen Finks dies to first strike and persists back: does it still deal combat damage in the regular step?"
    No: it returned as a new object (400.7), never declared as an attacker or blocker, so it isn't in combat."""
    if frame.qtype is not QType.YES_NO or not _ASKS_STILL_FIGHTS.search(frame.clause or frame.asked):
        return None
    if not (_CAME_BACK.search(frame.folded) or re.search(r"\b(?:persists|persisted) back\b", frame.folded)):
        return None
    if not _COMBAT_SAID.search(frame.folded) or not any(
        re.search(rf"^{kw}\b|\n{kw}\b", c.oracle_text, re.I) for c in frame.cards for kw in _KEYWORDS
    ):
        return None
    rule = cite("400.7", r"becomes a new object", r"nuevo objeto")
    out = cite("506.4", r"leaves the battlefield", r"combate")
    finding = t(frame.lang, "undying.new_object") + ids(rule, out)
    rules = tuple(r for r in (rule, out) if r)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, rules)], cite.quotes, frame.cards, "undying")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    damage = _damage_after_return(frame, cite) or _back_in_combat(frame, cite)
    if damage is not None:
        return damage
    # "si me lo matan otra vez, ¿qué pasa?": what happens when it dies is whether it comes back
    what = frame.qtype is QType.WHAT_HAPPENS and bool(_DIES.search(frame.folded))
    # "and when it dies again after that?": whether it comes back this time, a yes/no question in effect
    when = frame.qtype is QType.WHEN and bool(_DIES.search(frame.clause or frame.asked))
    if not (what or when or (frame.qtype is QType.YES_NO and _RETURNS.search(frame.clause or frame.asked))):
        return None
    keyword = next(
        (
            kw
            for kw in _KEYWORDS
            if any(re.search(rf"^{kw}\b|\n{kw}\b", c.oracle_text, re.I) for c in frame.cards)
            or re.search(_SPANISH[kw], frame.folded)
        ),
        None,
    )
    if keyword is None:
        return None
    if re.search(
        r"\bunder (?:my|his|her|their|whose) control\b|\bbajo (?:mi|su) control\b", frame.clause or frame.asked
    ):
        return None  # "does it come back under my control?": whose control, returns_to_owner's
    if re.search(r"\bstifl\w*|\breprim\w*", frame.folded) or stifler_named(frame):
        return None  # "if i stifle the persist trigger": the trigger countered, ability_countered's
    rule_id, kind = _KEYWORDS[keyword]
    lang = frame.lang
    said = t(lang, f"keyword.{keyword}") if lang == "es" else keyword
    if frame.qtype is QType.YES_NO and _OUT_OF_GRAVEYARD.search(frame.folded):
        # "what if i exile it from their yard with scavenging ooze in response to persist?": the card left the
        # graveyard, so the trigger finds nothing to return (400.7)
        rule = cite("400.7", r"becomes a new object", r"objeto nuevo")
        return answered("no", t(lang, "undying.left_graveyard", keyword=said), rule, cite, frame.cards, "undying")
    cannot = _no_return(frame, cite, keyword, said, what or when)
    if cannot is not None:
        return cannot
    flickered = FLICKER_WORDS.search(frame.folded) or any(
        FLICKER.search(c.oracle_text) for c in frame.cards if is_spell_card(c)
    )
    # what the question tells, not its ask: "¿vuelve con persistir?" asks whether it comes back, it doesn't say it did
    clause = frame.clause or frame.asked
    asked_at = frame.folded.rfind(clause) if clause else -1
    told = frame.folded[:asked_at] if asked_at > 0 else ("" if asked_at == 0 else frame.folded)
    # a named spell that puts a +1/+1 counter on it ("then i battlegrowth it")
    pumped = any(is_spell_card(c) and _PUTS_PLUS.search(c.oracle_text) for c in frame.cards)
    carries = (
        _PLUS.search(frame.folded)
        or _MINUS.search(frame.folded)
        or _CAME_BACK.search(told)
        or _ALREADY_RETURNED.search(frame.folded)
    )
    if flickered and carries and not what:
        # "my Finks already persisted (it has the -1/-1); I Cloudshift it: can it persist again?": the card comes
        # back as a new object, and its counters don't follow it (122.2), so it has none when it next dies
        reset = cite("122.2", r"not retained if that object moves", r"zona")
        new = cite("400.7", r"becomes a new object", r"objeto nuevo")
        finding = t(lang, "undying.reset", keyword=said, kind=kind) + ids(reset, new)
        opener = "" if when else t(lang, "yes") + " "
        return Verdict(opener + finding, [Step(finding, tuple(r for r in (reset, new) if r))], cite.quotes,
                       frame.cards, "undying")  # fmt: skip
    wrong_kind = _RETURNS_WITH_OTHER[keyword].search(clause) if frame.qtype is QType.YES_NO else None
    if wrong_kind and not (_PLUS.search(told) or _MINUS.search(told)) and _FRESH_DEATH.search(told):
        # "my Geralf's Messenger dies, does it come back with a -1/-1 counter?" No: undying's counter is +1/+1
        rule = cite(rule_id, r"return it to the battlefield", r"campo de batalla")
        finding = t(lang, "undying.other_counter", keyword=said, kind=kind)
        return answered("no", finding, rule, cite, frame.cards, "undying")
    exiler = any(_EXILES.search(c.oracle_text) for c in frame.cards if is_spell_card(c))
    killer = any(_KILLS.search(c.oracle_text) for c in frame.cards if is_spell_card(c))
    # "le tiran path … y en respuesta la sacrifico": sacrificed before the exile resolved, so it died
    sacrificed_first = re.search(r"\bsac\w*|\bsacrific\w*", frame.folded) and re.search(
        r"\bin response\b|\ben respuesta\b", frame.folded
    )
    if (_LEFT_ALIVE.search(frame.folded) or exiler) and not (
        _FRESH_DEATH.search(frame.folded) or killer or sacrificed_first
    ):
        rule = cite(rule_id, r"When this permanent is put into a graveyard", r"cementerio")
        dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
        finding = t(lang, "undying.never_died", keyword=said) + ids(rule, dies)
        return Verdict(
            finding if what else t(lang, "no") + " " + finding,
            [Step(finding, tuple(r for r in (rule, dies) if r))],
            cite.quotes,
            frame.cards,
            "undying",
        )
    # "does it come back with a -1/-1 counter?" asks about the counter it returns with, not one it had
    said_counters = told if any(r.search(clause) for r in _RETURNS_WITH_OTHER.values()) else frame.folded
    plus, minus = bool(_PLUS.search(said_counters)) or pumped, bool(_MINUS.search(said_counters))
    # "Safehold Elite blocks a Boggart Ram-Gang": the wither creature's damage is dealt as -1/-1 counters (702.80a)
    wither = None
    others = [c for c in frame.cards if "Creature" in c.type_line and "persist" not in rules_text(c).lower()]
    if keyword == "persist" and frame.has("block", "attack") and len(others) == 1 and not plus:
        # the one creature it fought, when no +1/+1 counter is said to cancel a -1/-1 one
        wither = others[0] if printed_keyword(others[0], "wither", "infect") else None
    if (
        keyword == "persist"
        and plus
        and frame.has("block", "attack")
        and any(printed_keyword(c, "wither", "infect") for c in others)
    ):
        return None  # a +1/+1 counter against wither's several -1/-1 counters: how many are left isn't read here
    minus = minus or wither is not None
    # Melira: a persisting creature never gets its -1/-1 counter, so it persists every time it dies
    melira = next((c for c in frame.cards if keyword == "persist" and _NO_MINUS.search(c.oracle_text)), None)
    persister = next((c for c in frame.cards if printed_keyword(c, "persist")), None)
    if (
        melira is not None
        and persister is not None
        and not plus
        and not _MINUS.search(told)
        and _RETURNS_WITH_MINUS.search(clause)
        and "opponent" in (sides := {controller(frame, melira), controller(frame, persister)})
        and len(sides) > 1
    ):
        # "i have melira and their finks dies: does it come back with a -1/-1 counter?" Yes: not their creature
        rule = cite(rule_id, r"return it to the battlefield", r"campo de batalla")
        finding = t(lang, "undying.melira_theirs", card=melira.name, persister=persister.name)
        return answered("yes", finding, rule, cite, frame.cards, "undying")
    if melira is not None and (
        persister is None
        or "opponent" in (sides := {controller(frame, melira), controller(frame, persister)})
        and len(sides) > 1
        or re.search(
            r"\balready\b[^.?]{0,30}-1/-1|\bya (?:tiene|tenia)\b[^.?]{0,30}-1/-1|\b(?:antes|before)\b", frame.folded
        )
    ):
        melira = None  # "Creatures you control": not the opponent's Finks; a -1/-1 counter already on it stays
    if melira is not None and re.search(
        r"\b(?:con|with) (?:un |una |a |the |el |its )?(?:-1/-1 )?(?:counters?|contador)", frame.clause or frame.asked
    ):
        if frame.qtype is QType.YES_NO and re.search(r"-1/-1", frame.clause or frame.asked):
            # "melira finks seer combo … does it come back with the -1/-1 counter?" No: Melira stops it being put
            rule = cite(rule_id, r"return it to the battlefield", r"campo de batalla")
            minus_one = "minus one" in melira.oracle_text.lower()
            finding = t(lang, "undying.vizier_clean" if minus_one else "undying.melira_clean", card=melira.name)
            return answered("no", finding, rule, cite, frame.cards, "undying")
        return None  # "¿vuelve con un contador -1/-1?": which counters it returns with, not whether it returns
    melira_again = False
    if melira is not None and not plus:
        minus = False
        melira_again = bool(
            re.search(r"\bagain\b|otra vez|de nuevo|second time|segunda vez|\bvuelv\w* a\b", frame.folded)
        )
    if (
        any(_NO_COUNTERS.search(c.oracle_text) for c in frame.cards)
        and re.search(r"\b(?:stops?|prevents?|without|no|sin|impide\w*|evita\w*)\b[^.?]{0,12}[+-]1/[+-]1", frame.folded)
        and not re.search(
            r"\balready\b[^.?]{0,30}[+-]1/[+-]1|\bya (?:tenia|tiene)\b[^.?]{0,30}[+-]1/[+-]1", frame.folded
        )
    ):
        plus = minus = False  # "undying brings it back but Solemnity stops the +1/+1 counter": the counter said missing
    again = not (plus or minus) and (melira_again or bool(_RETURNED_BEFORE.search(frame.folded)))
    came_back = bool(_CAME_BACK.search(told))
    if came_back and melira is None:  # "came back with persist": it has the counter its keyword put on it
        plus, minus = (True, minus) if keyword == "undying" else (plus, True)
    if not (plus or minus or again or killer or _NONE.search(frame.folded) or _FRESH_DEATH.search(frame.folded)):
        return None  # which counters it has is not said
    rule = cite(rule_id, r"if it had no", r"si no tenía")
    if rule is None:
        return None
    steps = []
    blocker = next(
        (c for c in frame.cards if _NO_COUNTERS.search(c.oracle_text)),
        melira if melira is not None and (again or came_back) else None,
    )
    why = ""
    one_by_one = re.search(
        r"\bone at a time\b|\bone by one\b|\buno (?:por|a la) (?:uno|vez)\b|\bde a uno\b", frame.folded
    )
    # Skinrender: "put three -1/-1 counters on target creature" puts them all in one event
    at_once = any(
        re.search(r"\bput (?:two|three|four|five|\d+) -1/-1 counters\b", c.oracle_text, re.I) for c in frame.cards
    )
    if plus and minus and (_KILLED_BY_COUNTERS.search(frame.folded) or at_once) and not one_by_one:
        # "opp puts three -1/-1 counters on it at once and it dies": it died still carrying both kinds
        both = cite("704.3", r"performs all applicable state-based actions simultaneously", r"simult")
        why = t(lang, "undying.died_with_both", kind=kind) + ids(both)
        steps.append(Step(why, (both,) if both else ()))
        has_kind = True
    elif (again or came_back) and blocker is not None:
        # "with Solemnity out it came back without the counter": it has none when it dies again
        why = t(lang, "undying.no_counter", card=blocker.name, kind=kind)
        steps.append(Step(why))
        both, has_kind = None, False
    elif plus and minus:
        both = cite("704.5q", r"both a \+1/\+1 counter and a -1/-1 counter", r"contador")
        steps.append(Step(t(lang, "undying.annihilate") + ids(both), (both,) if both else ()))
        has_kind = False
    else:
        both = None
        has_kind = again or (plus if keyword == "undying" else minus)
        if wither is not None and not _MINUS.search(frame.folded):
            withered = cite("702.80a", r"-1/-1 counters", r"-1/-1")
            why = t(lang, "undying.withered", card=wither.name) + ids(withered)
            steps.append(Step(why, (withered,) if withered else ()))
    key = "undying.stays" if has_kind else "undying.returns"
    finding = t(lang, key, keyword=said, kind=kind) + ids(None if why else both, rule)
    if why:
        finding += " " + why  # the reason it had (or lacked) the counter, said with the verdict
    steps.append(Step(t(lang, key, keyword=said, kind=kind) + ids(rule), (rule,)))
    text = finding if what else t(lang, "no" if has_kind else "yes") + " " + finding
    return Verdict(text, steps, cite.quotes, frame.cards, "undying")
