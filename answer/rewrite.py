"""A follow-up's change applied to the earlier situation: the rewriting half of follow-up questions.

`answer.followup` decides whether a question is a follow-up and what it asks; this module writes the
change into the previous question's situation — a quantity ("and with two Hardened Scales?", "4 vidas",
"a 1/1"), a moment ("during their upkeep?"), who controls a card ("same but I'm the one with the
Leyline"), a swapped card ("¿y con Pyroclasm?", "what if they cast Gods Willing instead?"), a card taken
away ("¿y sin Doubling Season?"), a keyword given ("and if the Dreadmaw had deathtouch?") or a fact added
("deathtouch too") — as plain text, the way a player would ask the question alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from answer.text import ARTICLES, COLORS_ES, COUNT_GROUP, COUNT_WORDS, NUMBER_WORDS, PT_RE, capital
from answer.text import number as number_in
from ingest.lexicon import fold


@dataclass(frozen=True)
class CardRef:
    """A card named in a text. `kind` is "creature", "spell" (instant/sorcery), "permanent" or "" (unknown)."""

    name: str
    span: tuple[int, int]
    kind: str = ""
    #: card types and supertypes from the type line ({"Legendary", "Creature"}); empty when unknown
    types: frozenset[str] = frozenset()


SUBST_RE = re.compile(r"\b(?:instead|rather|had been|en vez|en lugar|en su lugar|fuera|fueran|fuese|fuesen)\b")
#: words that say the follow-up's clause takes another's place ("fuera" alone is only a hypothetical)
_INSTEAD_RE = re.compile(r"\b(?:instead|rather|en vez|en lugar|en su lugar)\b")
#: a follow-up that opens with "with": "con Hardened Scales", "and with Doubling Season?"
_WITH_RE = re.compile(r"^\W*(?:(?:and|y|what about|how about|que tal|y que tal)\s+)?(?:with|con)\b")
#: a follow-up that only names its card: "what about disfigure?", "¿y qué tal con Pyroclasm?"
_ABOUT_RE = re.compile(r"^\W*(?:(?:and|y)\s+)?(?:what about|how about|que tal)\b")
#: the follow-up's spell came first, told in the pluperfect: "if i had cast giant growth on it", "y si antes le había
#: lanzado…" (not "before damage", "ya en mesa": a moment, not an earlier spell)
_EARLIER_RE = re.compile(
    r"\b(?:habia|hubiera|hubiese) (?:\w+ )?(?:lanzado|tirado|puesto|echado)\b|\bhad (?:\w+ )?(?:cast|put|given)\b"
)
ADD_RE = re.compile(
    r"\b(?:also|too|as well|on top|plus|ademas|tambien|encima|aparte)\b|"
    r"\b(?:i|we) add\b(?! \{)|\b(?:anado|agrego|sumo)\b"  # "and if I add Anointed Procession?" (not "add {G}")
)
_SUBST_WORDS_RE = re.compile(
    r"[\s,]*\b(?:instead(?: of (?:that|this|it))?|rather|en vez de (?:eso|esto)|en lugar de (?:eso|esto)|en su lugar)\b"
    # what it replaces goes too ("… in response instead of saccing", "en vez de sacrificarlo"), not a player ("en vez de
    # a mí", "instead of me": another target)
    r"(?:(?<=instead) of (?!(?:me|you|him|her|us|them)\b)[\w'-]+(?: [\w'-]+){0,2}(?=\s*(?:[,.;?!]|$)))?"
    r"|[\s,]*\b(?:en vez|en lugar) de [a-z]+(?:ar|er|ir)(?:l[oa]s?|les?|se)?\b",
    re.IGNORECASE,
)
_COUNT = rf"(?:\d+|{'|'.join(COUNT_WORDS)})"
_COUNT_BEFORE_RE = re.compile(rf"\b(?:{_COUNT}|{'|'.join(ARTICLES)})\s+(?:(?:more|m[aá]s)\s+)?$", re.IGNORECASE)
_BARE_COUNT_RE = re.compile(
    rf"^(?:(?:with|con|there (?:are|were|is|was)|i (?:have|had|control|controlled)|they (?:have|had|were|are)|were|are|"
    rf"it (?:has|had)|tiene|"
    rf"fueran|fuesen|son|hay|hubiera|hubiese|tuviera|tuviese|tengo|controlo|controlara|"
    # "¿y si solo llevaba 10?", "what if it was only 10?": the amount so far
    rf"(?:solo |only |just )?(?:llevaba|llevara|llevase|iba|era|eran|was|were|had|had dealt|had done)(?: only| solo)?)\s+)?"
    # "¿y con una sola?": one, said in Spanish with "sola"
    rf"({_COUNT}|un|una|uno)\b(?:\s+(?:sol[oa]|single|only)\b)?"
    # "one of them is my opponent's": a clause about one of them, not a new count
    r"(?!\s+(?:of|de)\s+(?:them|those|the two|ell[oa]s|es[oa]s|l[oa]s dos)\s+\S)",
    re.IGNORECASE,
)
_COUNT_OF_THEM_RE = re.compile(rf"\b({_COUNT})\s+(?:of them|of those|de ell[oa]s|de es[oa]s)\s*$", re.IGNORECASE)
_OF_THEM_RE = re.compile(r"\b(?:of them|of those|de ell[oa]s|de es[oa]s)\s*$")
_X_RE = re.compile(r"\bX\s*=\s*(\d+)", re.IGNORECASE)
#: words that say nothing of their own next to a card ("and if it were Kor Firewalker instead?")
_FILLER = set(
    "a an the with it its were was had been instead rather if target one same card creature spell "
    "un una uno el la los las lo con fuera fueran fuese objetivo en vez de eso lugar su carta criatura hechizo "
    "mismo misma es is sea era s".split()
)
#: words of a count or number change that say nothing more ("what if there were three?", "¿y si fueran tres?")
_NOTE_FILLER = set(
    "x and y what about so of de them those ellas ellos esas esos there were are is was have had control controlled "
    "they fueran fuesen son hay hubiera hubiese tuviera tuviese tengo controlo controlara only just solo tiene has "
    "deals deal hace hiciera another second segundo segunda otro otra more mas extra one i we contra against vs "
    "versus for para sobre d cast casts casting lanza lanzo lanzan lanzara lanzase llevaba llevara llevase iba era "
    "eran dealt done".split()
)
#: the follow-up relates its new card to an earlier one by a pronoun: "lo bloquea", "blocks it", "it's blocked by",
#: "it attacks me and I block with …", "me ataca y lo bloqueo con …"
_RELATED_RE = re.compile(
    r"^(?:y |si )*(?:(?:me|te|se|nos)\s+)?(?:lo|la|los|las|le)\s+\w+|\b\w+s it\b|\bit(?:'s| is| gets) \w+ed\b|"
    r"^(?:and |if |what if )*(?:it|he|she) (?!(?:was|is|has|does)\b)\w+s\b|\b(?:lo|la|los|las)\s+\w+\s+con\b|\b(?:it|him|her|them) with\b"
)
_REDONE_WITH_RE = re.compile(
    r"\b(?:lo|la|le|los|las)\s+(?:exilio|destruyo|mato|tiro|lanzo|quito|saco)\s+con\b|"
    r"\b(?:exile|kill|destroy|hit|remove)s? (?:it|him|her|them) with\b"
)
#: the follow-up puts a permanent on the battlefield beside the rest: "¿y si tengo a Torbran en mesa?"
#: "instead of me": the attack's or spell's target changes, not a card
_INSTEAD_OF_ME = re.compile(
    r"\b(?:en vez|en lugar) de (?:a )?(?:mi|ti|el|ella|nosotros)\b|\binstead of (?:me|you|him|her|us|them)\b"
)
#: an event after the situation told: "¿y si después le tiro wrath?", "what if later that turn i cast …"
_LATER_RE = re.compile(
    r"^(?:y |and )?(?:si |if |what if )?(?:despues|luego|mas tarde|later|afterwards|after that|then)\b"
)
_HAVE_RE = re.compile(
    r"^(?:y |si |and |if )*(?:tengo|tuviera|controlo|controlara|hay|i have|i had|i control|i controlled|there is|"
    r"there's|(?:(?:mi|el|tu) )?(?:rival|oponente) (?:tiene|tuviera|controla|controlara)|(?:el|ella) (?:tiene|tuviera|"
    r"controla|controlara)|(?:he|she) (?:has|had|controls|controlled)|(?:my |the )?(?:opponent|opp) "
    r"(?:has|had|controls|controlled)|they (?:have|had|control|controlled))\b|"
    r"\b(?:en mesa|en juego|en el campo( de batalla)?|on the battlefield|in play)\s*$|"
    r"^(?:and |y )?(?:with|con)\b.{0,50}\b(?:out|in play|on the battlefield|en mesa|en juego)\s*$"  # "with oath … out"
)
#: the follow-up adds a response ("¿y si respondo con Healing Salve?"): a new card beside the rest, not instead
_RESPONSE_RE = re.compile(r"\b(?:respond\w*|respon\w+|in response|en respuesta)\b")
#: "no es bloqueado", "isn't blocked": dropped when the follow-up has it blocked
_UNBLOCKED_RE = re.compile(
    r"\s*\b(?:no es bloquead[oa]|no (?:me |le |lo |la )?bloquea\w*|is ?n[o']t blocked|is unblocked|"
    r"(?:nothing|nobody|no one) blocks(?: it)?|goes unblocked|nadie (?:me |le |lo |la )?bloquea)\b",
    re.IGNORECASE,
)
_CLAUSE_RE = re.compile(
    r",?\s+(?:and|y)\s+|,\s*(?:then|luego|despu[eé]s)\s+|;\s*|"
    # "attacking w/ white knight, they block with grizzly bears": a comma before another subject
    r",\s*(?=(?:they|opp|opponent|my opponent|he|she|el rival|mi rival)\s+\w)",
    re.IGNORECASE,
)
_KEEP_PREFIX_RE = re.compile(r"^(?:in response,?|en respuesta,?|then|luego|despu[eé]s)\s+", re.IGNORECASE)
_SENTENCE_RE = re.compile(r"[^.?!¿¡]*(?:[.?!]+|$)|[^.?!¿¡]+(?=[¿¡])|¿[^?]*\?+|¡[^!]*!+")


def mentions(text: str, name: str) -> list[tuple[int, int]]:
    """Where `text` names card `name`: in full, by the part before a comma ("Thalia", "isamaru"), or by its last
    word written capitalised ("la Dreadmaw", "the Bears"); a finder reports each card once, this finds them all."""
    short = name.split(",")[0]
    forms = [re.escape(name), re.escape(short)] + ([re.escape(short.split()[-1])] if " " in short else [])
    spans: list[tuple[int, int]] = []
    # a legend's own name before the comma, one long word, is its name in any case: "the first isamaru"
    any_case = {0} | ({1} if "," in name and " " not in short and len(short) >= 5 else set())
    for number, form in enumerate(forms):
        flags = re.IGNORECASE if number in any_case else 0
        for match in re.finditer(rf"(?<![\w'’-]){form}s?(?![\w'’-])", text, flags):
            if not any(a < match.end() and match.start() < b for a, b in spans):
                spans.append(match.span())
    return sorted(spans)


_ONE_OF_THEM_RE = re.compile(
    r"^\W*(?:(?:and|y|what|if|si|que|pasa)\s+)*(?:one|two|three|uno|una|dos|tres|\d+) (?:of|de) "
    r"(?:those|these|them|their|my|his|her|esos|esas|estos|estas|ellos|ellas|sus|mis)\b"
)


_FIRST_RE = re.compile(r"\bfirst\b|\bprimero\b")
_RESPONDS_RE = re.compile(r"\brespon\w*|\bin response\b|\ben respuesta\b")


def _retold_order(situation: str, rest: str, cards: list[CardRef], previous_cards: list[CardRef]) -> str | None:
    """The follow-up tells the same spells again in another order ("what if i cast giant growth first and they bolt
    in response?"): it takes the place of a one-sentence situation, aimed at the creature that sentence named."""
    folded = fold(rest)
    spells = {card.name for card in cards if card.kind == "spell"}
    if len(spells) < 2 or not (_FIRST_RE.search(folded) and _RESPONDS_RE.search(folded)):
        return None
    if len([p for p in _SENTENCE_RE.findall(situation) if p.strip()]) != 1:
        return None
    creatures = [card for card in previous_cards if card.kind == "creature"]
    if len({card.name for card in creatures}) != 1:
        return None
    name = creatures[0].name
    if any(card.name == name for card in cards) or re.search(rf"\b{re.escape(fold(name).split()[-1])}", folded):
        return as_statement(rest)  # "…tiro el giant growth en los elves…": the creature is told again
    found = mentions(situation, name)
    if len(found) != 1:
        return None
    start, end = found[0]
    owner = re.search(r"(?:\b(?:my|mis?|their|sus?|his|her|the|el|la|los|las)\s+)?$", situation[:start])
    phrase = situation[owner.start() if owner else start : end]
    first = min((card for card in cards if card.kind == "spell"), key=lambda card: card.span[0])
    joined = " on " if not re.search(r"[áéíóúñ¿]|\b(?:y|el|la|tiro|lanzo|primero)\b", rest) else " a "
    return as_statement(rest[: first.span[1]] + joined + phrase + rest[first.span[1] :])


_SUBJECT = r"(?:i|we|he|she|they|opp|my opponent|the opponent)"


def _retold_action(situation: str, rest: str) -> str | None:
    """The same player doing the same thing to something else ("i clone kat's atraxa" + "and if i clone my own
    atraxa?"): the new clause takes the place of the one sentence that told it, not a second action beside it."""
    said = re.match(rf"\s*{_SUBJECT}\s+(\w{{4,}})\s+(\w+)", fold(rest))
    if said is None or said[2] in ("it", "him", "her", "them", "that", "this", "one"):
        return None  # "i murder it again": the same object, a second action, not the first one retold
    if re.search(
        r"\bagain\b|\botra vez\b|\bde nuevo\b|\btwice\b|\bsecond time\b|\btoo\b|\balso\b|\bas well\b|\btambien\b|\bademas\b",
        fold(rest),
    ):
        return None
    parts = [p.strip() for p in _SENTENCE_RE.findall(situation) if p.strip()]
    told = [p for p in parts if re.match(rf"\s*{_SUBJECT}\s+{said[1]}\b", fold(p))]
    if len(told) != 1:
        return None
    return situation.replace(told[0], as_statement(rest.split("?")[0]), 1)


#: a count of an earlier card said to be the asker's: "con dos Panharmonicon míos", "with two of my Panharmonicons"
_MINE_COUNT_RE = re.compile(
    r"\b(?:\d+|two|three|four|dos|tres|cuatro)\s+[\w' ]{2,40}?\s+(?:mios|mias|mine|of mine)\b|"
    r"\b(?:two|three|four) of my\b|\bmis (?:dos|tres|cuatro)\b"
)


def apply_change(
    previous: str, rest: str, cards: list[CardRef], previous_cards: list[CardRef], focus: str | None
) -> tuple[str, str | None]:
    """Apply a follow-up that asks nothing new: a changed count, a swapped card, or an added fact."""
    folded = fold(rest)
    previous_names = {card.name for card in previous_cards}
    new = [card for card in cards if card.name not in previous_names]
    old_named = [card for card in cards if card.name in previous_names]
    situation, ask = split_ask(previous)
    if situation and _ONE_OF_THEM_RE.match(folded):
        owner = _new_controller(folded)
        held = [card.name for card in previous_cards if _swap_controller(previous, card.name, "opponent") != previous]
        split = _split_pair(previous, held[0], owner) if owner and len(set(held)) == 1 else None
        if split is not None:  # "¿y si una de ellas es de mi oponente?" after "Controlo dos Doubling Season": one each
            return split, focus
        # "what if one of those 3 is a Darksteel Myr?", "and if one of their 2 was…": a fact about some of the objects
        # told, added to the situation
        return join_text(situation, as_statement(rest), ask), focus

    recolored = _change_mana_color(previous, rest)
    if recolored is not None:  # "ese maná verde me dura…?" + "¿y el maná negro de un Swamp?": the new color, its land
        return recolored, focus

    swapped_in = _it_was(previous, rest, new, previous_cards)
    if swapped_in is not None:  # "what if it was Concentrate instead?" after "… casts Divination": the one of its kind
        return swapped_in, new[0].name

    if old_named and not new and _MINE_COUNT_RE.search(folded):
        # "¿y con dos Panharmonicon míos?" after the opponent's one: mine first, then the count changes
        mine = _swap_controller(previous, old_named[0].name, "me")
        if mine != previous:
            previous = mine
            situation, ask = split_ask(previous)

    undone = _undone_action(situation, rest) if situation and not new else None
    if undone is not None:  # "¿y si no la sacrifico?": the clause with that action leaves the situation
        return join_text(undone, ask), focus

    retold = _retold_order(situation, rest, cards, previous_cards) if not new else None
    if retold is not None:  # "what if i cast giant growth first and they bolt in response?": the new order
        return join_text(retold, ask), focus

    reacted = _retold_action(situation, rest) if situation and not new else None
    if reacted is not None:  # "i clone kat's atraxa" + "and if i clone my own atraxa?": the new clause in its place
        return join_text(reacted, ask), focus

    retargeted = _change_target(previous, rest) if not cards else None
    if retargeted is not None:  # "¿puedo tirarle un bolt a la cara?" + "¿y a una criatura suya?": the new target
        return retargeted, focus

    changed = _change_single(previous, rest) if not new else None
    if changed is not None:  # "¿puedo bloquearlo con una sola criatura?" + "¿y con dos?"
        return changed, focus
    changed = _change_on_count(previous, rest, cards, previous_cards) if not new else None
    if changed is not None:  # "chalice on 0 …" + "and if chalice had been on 1?": the card's number replaced
        return changed, focus
    changed = _change_count(previous, rest, cards, previous_cards) if not new else None
    if changed is not None:
        return _with_note(changed, rest, cards), focus
    changed = _change_x(previous, rest) if not new else None
    if changed is not None:  # the new X is applied: blank it (same length, so card spans hold)
        return _with_note(changed, _X_RE.sub(lambda m: " " * len(m.group(0)), rest), cards), focus

    requalified = _change_quality(previous, rest)
    if requalified is not None:  # "¿y si elige protección contra el negro?": the new quality in place of the old
        return requalified, focus

    rezoned = _change_zone(previous, rest) if not new else None
    if rezoned is not None:  # "lanzo X con flashback desde el cementerio" + "¿y si lo lanzo desde la mano?"
        return rezoned, focus

    reformatted = _change_format(previous, rest) if not cards else None
    if reformatted is not None:  # "1v1 game, …" + "and in a 4 player commander game?": the new table
        return reformatted, focus

    rehanded = _unnamed_to(previous, rest) if not cards else None
    if rehanded is not None:  # "… at my opponent's creature with ward" + "and if the creature with ward is mine?"
        return rehanded, focus

    retold_times = _change_times(previous, rest) if not new else None
    if retold_times is not None:  # "I cast it once from the command zone" + "and if I'd already cast it twice?"
        return retold_times, focus

    retimed = _change_timing(previous, rest) if not cards else None
    if retimed is not None:  # "what about during their upkeep?": the new moment in place of the old one
        return retimed, focus

    instead = _instead_of(rest, previous_cards, cards)
    if instead is not None and new:  # "¿y si en vez de Murder lanzo Wrath of God?", "en vez del Leyline yo
        # tengo un Rest in Peace": that card, by the new one, whoever holds it
        renamed = _with_owner(_rename(previous, instead, new[0].name, previous_cards), rest, new[0])
        x_told = re.match(r"\s*(?:con|with|for|por|at)\s+X\s*=\s*\d+", rest[new[0].span[1] :], re.IGNORECASE)
        at = mentions(renamed, new[0].name)
        if (
            x_told and at and not _X_RE.search(renamed)
        ):  # "en vez de Lava Axe, Exsanguinate con X=5": its X goes with it
            renamed = renamed[: at[0][1]] + x_told[0] + renamed[at[0][1] :]
        extra = _fact_after(rest, new[0])
        if extra:  # "… es blood artist y los oponentes tienen 5 criaturas": a fact told with the swap
            told, asked = split_ask(renamed)
            renamed = join_text(told, as_statement(extra), asked)
        return renamed, new[0].name
    if instead is not None and not new:  # "and if it had two +1/+1 counters instead of the Giant Growth?"
        swapped = _fact_instead_of_card(situation, rest, instead, previous_names)
        if swapped is not None:
            return join_text(swapped, ask), focus

    against = _against(previous, rest, new, previous_cards) if len(new) == 1 and not old_named else None
    if against is not None:  # "and against Kaya's Wrath?" after "my opponent casts Murder …, I respond …"
        return _rename(previous, against, new[0].name, previous_cards), new[0].name

    if new and not old_named and len(new) == 1:
        placed = _same_preposition(previous, rest, new[0], previous_cards)
        if placed is not None:  # "¿y sobre mi Argothian Enchantress?" after "… sobre mi Slippery Bogle": that one
            return _rename(previous, placed, new[0].name, previous_cards), new[0].name

    same_verb = _same_verb_owner(previous, rest, old_named) if not new else None
    if same_verb is not None:  # "… copy my own dark depths …" + "what if i copy my opponent's dark depths instead"
        swapped = _swap_controller(previous, same_verb[1], same_verb[0])
        if swapped != previous:
            return swapped, focus
    owner = _new_controller(folded) or _possessed(rest, old_named, cards)
    if owner is not None:  # "same but I'm the one with the Leyline": the card changes hands, nothing is added
        target = _controlled_card(rest, old_named, previous_cards, previous, owner, focus)
        split = _split_pair(previous, target, owner) if target and _ONE_OF_PAIR_RE.search(folded) else None
        if split is not None:  # "and if the second Doubling Season is my opponent's?": one each
            return split, focus
        swapped = _swap_controller(previous, target, owner) if target else previous
        if target and re.search(r"\b(?:(?:el|la) unic[oa]|the only|the one and only|the single)\b", folded):
            # "¿y si el único Furnace es del rival?": one of it now, whatever count was told before
            first = re.escape(target.split()[0])
            swapped = re.sub(rf"\b(?:two|three|dos|tres|[23])\s+(?={first})", "", swapped, flags=re.IGNORECASE)
        if swapped == previous and target:
            swapped = _mark_holder(previous, target, owner)
        if swapped != previous:
            return swapped, focus
        cut = _remove_card(situation, target) if target and mentions(rest, target) else None
        if cut is not None:  # "I control X and Y" + "and if my opponent controls the Y?": Y leaves my list
            return join_text(cut, as_statement(rest), ask), focus

    granted = (
        _grant_keywords(previous, rest, previous_cards)
        or _grant_to_mine(previous, rest)
        or _grant_to_role(previous, rest)
    )
    if granted is not None:  # "and if the Dreadmaw had deathtouch?": the keyword goes with the card
        return granted, focus

    removed = without_card(previous, rest, previous_cards, cards)
    if removed is not None:  # "¿y sin el Anthem?": the card's clause leaves the situation
        return removed, focus

    acted = _instead_of_action(previous, rest, cards) or _same_verb_object(previous, rest)
    if acted is not None:  # "¿y si en vez de sacrificarla le da antimaleficio?": that action, by the new one
        return acted, focus

    same_side = bool(new) and new[0].kind == "spell" and _same_responder(situation, folded)
    if situation and _INSTEAD_RE.search(folded) and (_RESPONSE_RE.search(folded) or same_side):
        responded = _instead_response(situation, rest)
        if responded is not None:  # "…and they sacrifice it in response" + "if they responded with Giant Growth
            # instead?": the response told gives way to the new one
            return join_text(responded, ask), (new[0].name if new else focus)

    changed = (
        (
            _change_life_total(previous, rest)
            or _change_stat(previous, rest)
            or _change_amount(previous, rest)
            or _change_bare_amount(previous, rest)
        )
        if not new
        else None
    )
    if changed is not None:  # "what if it deals 1 damage instead?", "¿y si la mía fuera 1/1?"
        return changed, focus

    substitute = bool(SUBST_RE.search(folded))
    spells = [c.name for c in previous_cards if c.kind == "spell"]
    if new and substitute and not old_named and len(set(spells)) == 1 and _used_on_it(rest, new[0]):
        # "and if he'd used a Ravenous Chupacabra on it instead?" after "… Fatal Pushed my Giant": what did it to it
        verbed = re.sub(rf"\b{re.escape(spells[0])}(?:ed|'d|d)\b", f"used {new[0].name} on", previous, flags=re.I)
        renamed = verbed if verbed != previous else _rename(previous, spells[0], new[0].name, previous_cards)
        return renamed, new[0].name
    removal = _removal_by(situation or previous, new[0]) if new and substitute and not old_named else None
    if removal is not None and not any(c.kind == "spell" for c in previous_cards):
        # "opp exiles my Kitchen Finks" + "and if they Murder it instead?": the spell does the removing
        return (join_text(removal, ask) if situation else removal), focus
    if situation and new and new[0].kind == "spell" and not substitute and _EARLIER_RE.search(folded):
        # "¿y si antes le había lanzado giant growth al wurm?": a spell cast before the situation, not in a spell's place
        return join_text(as_statement(rest), situation, ask), focus
    if new and not old_named and not ADD_RE.search(folded):
        old = (
            _same_role(previous, rest, new[0], previous_cards)
            or _same_holder(previous, rest, new[0], previous_cards)
            or _replaced_card(new[0], previous_cards, focus)
        )
        same_kinds = {c.name for c in previous_cards if new[0].kind == "spell" and c.kind == "spell"}
        said_to_be = bool(_COPULA_RE.match(rest[: new[0].span[0]]) and not re.search(r"\w", rest[new[0].span[1] :]))
        # "y si fuera un craw wurm sin arrollar?": said to be that card, with a keyword it has or lacks
        noted = _KEYWORD_NOTE.match(rest[new[0].span[1] :]) if _BARE_COPULA.match(rest[: new[0].span[0]]) else None
        noun_like = _noun_like(rest, cards) or said_to_be
        if (_WITH_RE.match(folded) or _ABOUT_RE.match(folded) or noun_like) and len(same_kinds) == 1:
            # "and with a Murder?" after "i cast swords on it", "what about disfigure?" after "does murder kill
            # darksteel myr?": the one earlier spell, not the creature it was cast at
            old = next(iter(same_kinds))
        same_kind = bool(new[0].kind) and any(c.kind == new[0].kind for c in previous_cards)
        blocks = re.search(r"\bblock|\bbloque", folded)
        related = bool(
            _RELATED_RE.search(folded)
            or _HAVE_RE.search(folded)
            or _RESPONSE_RE.search(folded)
            or _LATER_RE.match(folded)
            # "and if they block with grizzly bears?" after "nobody blocks": a blocker beside the attacker
            or (blocks and _UNBLOCKED_RE.search(situation))
        )
        # "¿y si lo exilio con swords?" after "lo mato con murder": the spell that does it changes, not a card added
        respelled = bool(same_kinds) and bool(_REDONE_WITH_RE.search(folded))
        related = related and not substitute and not respelled
        if related:  # "¿y si lo bloquea un Grizzly Bears?": a new card beside the old one, not instead of it
            # "no es bloqueado" goes only when the follow-up has it blocked, not for "¿y si controlo Doubling Season?"
            unblocked = _UNBLOCKED_RE.sub("", situation) if blocks else situation
            kept = re.sub(r"\s*,?\s+(?:y|and)\s*(?=[.?!]|$)", "", unblocked).strip()
            kept = re.sub(r"\s*,(?:\s*,)+", ",", kept)  # "attacks, nobody blocks, i giant growth it" less the middle
            return join_text(kept, as_statement(rest), ask), focus
        kinds = {c.kind for c in previous_cards if c.name == old}
        if old is not None and not substitute and _WITH_RE.match(folded) and new[0].kind and new[0].kind not in kinds:
            # "¿y con Hardened Scales?" after a spell was cast: a permanent beside the situation, not in the spell's
            # place
            return join_text(situation, as_statement(rest), ask), focus
        said_with = bool(_COPULA_RE.match(rest[: new[0].span[0]])) and not said_to_be
        if said_with and not substitute and new[0].kind == "spell" and same_kinds:
            # "and if it was a Fireball with X=4 at my face": "it" is the first spell told (the one responded to);
            # renamed, and what follows it kept as a note
            first = min((c for c in previous_cards if c.name in same_kinds), key=lambda c: c.span[0]).name
            return _with_note(_rename(previous, first, new[0].name, previous_cards), rest, cards), new[0].name
        cast_back = (
            not substitute
            and new[0].kind == "spell"
            and _cast_by_the_other(previous, old, previous_cards, rest, new[0])
        )
        if cast_back:  # "opp bolts me" + "what if i healing salve myself before it resolves?": an answer, not a swap
            return join_text(situation, as_statement(rest), ask), focus
        if old is not None and (substitute or noun_like or same_kind):
            if said_to_be:  # "el muro fuera un Hill Giant": the name is all the follow-up changes
                return _rename(previous, old, new[0].name, previous_cards), new[0].name
            if noted is not None:  # the name, and the keyword note after it ("Craw Wurm sin arrollar")
                renamed = _rename(previous, old, new[0].name, previous_cards)
                at = mentions(renamed, new[0].name)
                if at:
                    end = at[0][1]
                    return f"{renamed[:end]} {noted[1].strip()}{renamed[end:]}", new[0].name
            if noun_like or not mentions(situation, old):
                return _with_note(_rename(previous, old, new[0].name, previous_cards), rest, cards), new[0].name
            replaced = _replace_clause(situation, old, rest, previous_names)
            if replaced is not None:
                return join_text(replaced, ask), new[0].name
            if new[0].kind == "spell" and any(c.name == old and c.kind == "spell" for c in previous_cards):
                # "what if they cast Swords instead?" (of Murder), and no clause to replace: the name changes
                return _rename(previous, old, new[0].name, previous_cards), new[0].name
    if (
        _INSTEAD_RE.search(folded)
        and not cards
        and focus
        and mentions(situation, focus)
        and not _INSTEAD_OF_ME.search(folded)
    ):  # "… a mi planeswalker en vez de a mí": another target, not a card's clause
        replaced = _replace_clause(situation, focus, rest, previous_names)
        if replaced is not None:
            return join_text(replaced, ask), focus
    phrased = _swap_phrase(previous, rest, previous_names) if not cards else None
    if phrased is not None:  # "and to a mana ability?": the phrase with the same head noun gives way
        return phrased, focus
    reversed_roles = other_way_round(situation, rest)
    if reversed_roles is not None:  # "what if it was the other way round: my opponent steals MY Serra Angel …"
        return join_text(reversed_roles, ask), focus
    redone = _same_action(situation, rest)
    if redone is not None:  # "they sacrifice both" + "what if they only sac the Birds?": the action is redone
        return join_text(redone, ask), focus
    return join_text(situation, as_statement(rest), ask), focus


#: the roles swapped: "it was the other way round: …", "al revés", "¿y si es él quien roba mi Wurmcoil …?"
_OTHER_WAY_RE = re.compile(
    r"^\W*(?:(?:and|but|ok|so|y|pero|vale)\W+)?(?:(?:what|and) if |y si |what about if )?(?:it was |it'?s |it is |es |fuera |fue )?"
    r"(?:(?:the )?other way (?:a)?round|al reves|flip it (?:a)?round|(?:the )?reverse|vice versa)\W*|"
    r"^\W*(?:(?:and|y)\W+)?(?:y si |si |what if )?(?:es|fuera|fue) (?P<who>el|ella|mi (?:rival|oponente)|el (?:rival|oponente)) quien\s+",
    re.IGNORECASE,
)
_STEAL_ACTION = r"\b(?:steal|steals|stole|stolen|take control|takes control|took control|rob[oa]n?|robo|robe)\b"


def other_way_round(situation: str, rest: str) -> str | None:
    """ "I steal their Serra Angel and sacrifice it" + "what if it was the other way round: my opponent steals MY
    Serra Angel and sacrifices it?": the sentence that told the actions the follow-up retells gives way to it whole;
    None when the follow-up doesn't say the roles swapped, or no one sentence shares two of its actions."""
    swapped = _OTHER_WAY_RE.search(fold(rest))
    if swapped is None:
        return None
    told = rest[swapped.end() :].strip(" ?¿!¡.")
    if swapped.group("who"):  # "es él quien roba mi Wurmcoil" → "él roba mi Wurmcoil"
        told = swapped.group("who") + " " + told
    if len(told.split()) < 3:
        return None
    families = (*_ACTIONS, _STEAL_ACTION, *_INSTEAD_ACTIONS)
    said = {family for family in families if re.search(family, fold(told))}
    sentences = [p for p in _SENTENCE_RE.findall(situation) if p.strip()]
    shared = [len(said & {f for f in families if re.search(f, fold(sentence))}) for sentence in sentences]
    if not shared or max(shared) < 2 or shared.count(max(shared)) > 1:
        return None
    sentences[shared.index(max(shared))] = as_statement(told)
    return join_text(*sentences)


_CASTER_RE = re.compile(
    r"\b(?:(i|yo)|(opp|opponent|they|he|she|rival|oponente))(?:\s+(?:then|also|just|luego|tambien))?\s+$"
)


def _caster(text: str, start: int) -> str | None:
    """ "me" or "opponent": who the words right before a spell's name say casts it ("opp bolts me", "i healing salve
    myself"); None when they don't say."""
    found = _CASTER_RE.search(fold(text[:start]))
    return None if found is None else ("me" if found[1] else "opponent")


def _cast_by_the_other(previous: str, old: str | None, previous_cards: list[CardRef], rest: str, new: CardRef) -> bool:
    """The new spell is cast by the other player than the earlier spell `old` was: a spell added, not swapped."""
    told = [c for c in previous_cards if c.name == old and c.kind == "spell"]
    if not told:
        return False
    before, now = _caster(previous, told[0].span[0]), _caster(rest, new.span[0])
    return before is not None and now is not None and before != now


_NP_RE = re.compile(
    r"^(?:(?:to|with|for|about|on|against|in|during|of)\s+)?((?:a|an|the|my|your|their|his|her)\s+(?:[a-z'’-]+\s+){0,3}?"
    r"([a-z]+))\s*$"
)
_ARTICLE = r"\b(?:a|an|the|my|your|their|his|her|its|this|that|one)\s+"


def _swap_phrase(previous: str, rest: str, names: set[str]) -> str | None:
    """A follow-up that is only a noun phrase ("and to a mana ability?", "what about a token?") takes the place of
    the one earlier phrase with the same head noun ("a planeswalker's loyalty ability"); English only, no cards."""
    found = _NP_RE.match(rest.strip())
    if found is None:
        return None
    phrase, head = found.group(1), found.group(2)
    stem = head[:-1] if head.endswith("s") and len(head) > 3 else head
    olds = [
        m
        for m in re.finditer(rf"{_ARTICLE}(?:[\w'’-]+\s+){{0,3}}?{re.escape(stem)}s?\b", previous, re.IGNORECASE)
        if not any(mentions(m.group(0), name) for name in names)
    ]
    if len(olds) != 1:
        return None
    old = olds[0]
    return previous[: old.start()] + phrase + previous[old.end() :]


_TO_ME_RE = re.compile(
    r"\b(?:(?:i'?m|i am) the one (?:with|who (?:has|controls|owns)|controlling|having|owning)|i am the one who|(?<!while )(?<!as long as )i (?:control|have|own|controlled|had) "
    r"(?:it|them|that|the \w+)|(?:it'?s|it is|it was|it were|they'?re|they are|(?:is|are|was|were)) (?:mine|my own)|"
    r"(?:es|son|fuera|fuese|fueran|fuesen) (?:mia|mio|mias|mios)|(?:la|lo|las|los) (?:tengo|controlo|tuviera|controlara) yo|"
    r"soy yo (?:el|la|quien)(?: que)? (?:tiene|controla|tengo|controlo)|yo (?:tengo|controlo|tuviera|controlara) "
    r"(?:el|la|los|las)\b|(?:it'?s|it is|it was) me (?:who|that) (?:controls|has|owns|controlled|had)\b)"
)
_TO_OPPONENT_RE = re.compile(
    r"\b(?:(?:my |the |your )?(?:opponent|opp)|they|he|she) (?:controls|has|had|controlled|owns|control|have) "
    r"(?:it|them|that|the \w+)|(?:it'?s|it is|it was|it were|they'?re|they are|is|are|was|were|had been|have been|"
    r"has been) "
    r"(?:my opponent'?s|the opponent'?s|my opp'?s|the opp'?s|theirs|his|hers)\b|(?:es|son|fuera|fuese|fueran|fuesen) "
    r"(?:de mi rival|del rival|de mi oponente|del oponente|suy[oa]s?)\b|(?:la|lo|las|los) (?:tiene|controla|tuviera|"
    r"controlara) (?:mi|el|tu) (?:rival|oponente)|(?:mi|el|tu) (?:rival|oponente) (?:tiene|controla|tuviera|controlara) "
    r"(?:el|la|los|las|ese|esa)\b|"
    # "what if it's my opponent who controls the Panharmonicon?", "¿y si es mi rival quien tiene el Panharmonicon?"
    r"(?:it'?s|it is|it was) (?:my |the |your )?(?:opponent|opp) (?:who|that) (?:controls|has|owns|controlled|had)\b|"
    r"\bes (?:mi|el|tu) (?:rival|oponente) (?:quien|el que) (?:tiene|controla)\b|"
    # "what if the Anointed Procession belongs to the opponent?", "¿y si pertenece a mi rival?"
    r"\b(?:belongs?|belonged) to (?:my |the |an? |that )?(?:opponent|opp)\b|\b(?:pertenece|pertenecen|perteneciera) a "
    r"(?:mi|el|un|ese) (?:rival|oponente)\b"
)
_OPPONENT = r"(?:(?:my|the|your|mi|el|tu|su) )?(?:opponent|opp|rival|oponente|contrincante)"
_HELD_RE = re.compile(
    r"\b(?:controls?|has|have|had|tiene|tengo|controla|controlo)\s+(?:an? |the |un |una |el |la )?$", re.IGNORECASE
)


#: the table a game is played at: "1v1", "a 4 player commander game", "multijugador", "partida de 4 jugadores"
_FORMAT_RE = re.compile(
    # "un duelo de Brawl a dos jugadores", "a 2-player brawl game": Brawl first, its free mulligan is its own (103.5c)
    r"\b(?:(?:un |una |a )?(?:duelo|partida|game|duel|match) (?:de |of )?brawl(?: a (?:dos|2) jugadores)?|"
    r"(?:a )?(?:(?:two|2)[- ]player )?(?:historic )?brawl(?: duel| game| match)?(?: a (?:dos|2) jugadores)?)\b|"
    r"\b(?:1 ?v ?1|1 contra 1|uno contra uno|one[- ]on[- ]one|two[- ]player|2[- ]player|duel|duelo|multiplayer|multijugador|"
    # "¿y si somos cuatro en la misma mesa?"
    r"somos (?:[2-9]|dos|tres|cuatro|cinco|seis)(?: en (?:la )?(?:misma )?mesa)?|"
    r"(?:a |an )?(?:[2-9]|two|three|four|five|six)[- ]player(?:s)?(?: commander| edh| free[- ]for[- ]all)?(?: game| pod| table)?|"
    r"(?:una )?partida de (?:[2-9]|dos|tres|cuatro|cinco|seis) jugadores|(?:[2-9]|dos|tres|cuatro|cinco|seis) jugadores|"
    r"(?:a )?commander game|(?:una )?partida de commander)(?: game| pod| table)?\b|"
    # the format itself said: "a normal 40-life Commander game", "regular 100-card Commander", "Commander normal"
    r"\b(?:(?:a )?(?:normal|regular)\s+(?:(?:40[- ]life|100[- ]card)\s+)?commander(?: game)?|"
    r"(?:a )?(?:40[- ]life|100[- ]card) commander(?: game)?|commander normal(?: de 100 cartas)?)\b"
)
#: a format, not a table size: Brawl or Commander named
_FORMAT_NAMED = re.compile(r"\bbrawl\b|\bcommander\b|\bedh\b")


#: an unnamed permanent of the opponent's, told in the earlier question: "my opponent's creature", "una criatura de
#: mi oponente"
_OPPONENTS_THING_RE = re.compile(
    r"\b(?:my |the )?(?:opponent|opp)(?:'s|’s|s)? (?=(?:\w+ )?(?:creature|permanent|guy|token)s?\b)|"
    r"(?:(?<=criatura)|(?<=permanente)|(?<=ficha)|(?<=bicho)) (?:de|del) (?:mi |el )?(?:oponente|rival)\b",
    re.IGNORECASE,
)


def _unnamed_to(previous: str, rest: str) -> str | None:
    """ "¿y si la criatura con custodia es mía?" after "… a una criatura de mi oponente que tiene custodia": the one
    unnamed permanent told as the opponent's becomes the asker's."""
    if _new_controller(fold(rest)) != "me" or not re.search(
        r"\b(?:creature|permanent|guy|token|criatura|permanente|ficha|bicho)\b", fold(rest)
    ):
        return None
    told = list(_OPPONENTS_THING_RE.finditer(previous))
    if len(told) != 1:
        return None
    found = told[0]
    if found[0].lstrip().lower().startswith(("de", "del")):
        mine = " mía" if previous[: found.start()].rstrip().endswith("a") else " mío"
        return previous[: found.start()] + mine + previous[found.end() :]
    return previous[: found.start()] + "my " + previous[found.end() :]


#: how many times a thing was done: "once", "twice", "3 times", "una vez", "dos veces"
_TIMES_RE = re.compile(
    r"\b(?:once|twice|thrice|(?:two|three|four|five|six|\d) times|una vez|(?:dos|tres|cuatro|cinco|seis|\d) veces)\b",
    re.IGNORECASE,
)


def _change_times(previous: str, rest: str) -> str | None:
    """The number of times told once in the earlier question, said anew ("cast it once from the command zone" + "and if
    I'd already cast it twice from there?"): the new count in its place."""
    said = _TIMES_RE.search(rest)
    told = list(_TIMES_RE.finditer(previous))
    if said is None or len(told) != 1 or fold(said[0]) == fold(told[0][0]):
        return None
    return previous[: told[0].start()] + said[0] + previous[told[0].end() :]


def _change_format(previous: str, rest: str) -> str | None:
    """The table or format the follow-up names in place of the one told ("1v1 game, …" + "and in a 4 player commander
    game?"): "Historic Brawl 1 contra 1" + "¿y si somos cuatro?" replaces the table and keeps Brawl; "and in regular
    100-card Commander?" replaces the format and keeps the table; "a four-player Brawl pod" replaces both."""
    changed = previous
    for said in _FORMAT_RE.finditer(fold(rest)):
        every = list(_FORMAT_RE.finditer(fold(changed)))
        named = bool(_FORMAT_NAMED.search(said[0]))
        told = next(iter([m for m in every if bool(_FORMAT_NAMED.search(m[0])) == named] or every), None)
        if told is not None and fold(said[0]) != fold(told[0]):
            changed = changed[: told.start()] + rest[said.start() : said.end()] + changed[told.end() :]
    return changed if changed != previous else None


_PREPOSITION_RE = re.compile(
    r"^\W*(?:(?:and|y|what about|how about|que tal)\s+)?(on|onto|at|to|against|sobre|contra|a|al|en)\s+"
    r"(?:(?:my|your|their|his|her|the|a|an|mi|tu|su|el|la|un|una)\s+)?(?:(?:own|propi[oa])\s+)?$"
)


_SAME_PLACE = {"onto": "(?:onto|to|on)", "to": "(?:to|onto)", "on": "(?:on|onto)"}


_AGAINST_RE = re.compile(
    r"^\W*(?:(?:and|y|what about|how about|que tal)\s+)?(?:against|contra|vs\.?|versus)\s+(?:an?\s+|un\s+|una\s+)?$"
)
_OPPONENT_CASTS_RE = re.compile(
    r"\b(?:opponent|opp|they|he|she|rival|oponente)\s+(?:casts?|cast|lanza|tira|me lanza|me tira)\s+(?:an?\s+|un\s+|una\s+)?$"
)


def _against(previous: str, rest: str, new: list[CardRef], previous_cards: list[CardRef]) -> str | None:
    """ "and against Kaya's Wrath?" — a spell said with nothing but "against": it takes the place of the one spell
    the opponent was said to cast (not the asker's answer to it)."""
    if new[0].kind != "spell" or not _AGAINST_RE.match(fold(rest[: new[0].span[0]])):
        return None
    if re.search(r"\w", rest[new[0].span[1] :]):
        return None
    theirs = [
        c.name
        for c in previous_cards
        if c.kind == "spell" and _OPPONENT_CASTS_RE.search(fold(previous[max(0, c.span[0] - 30) : c.span[0]]))
    ]
    return theirs[0] if len(set(theirs)) == 1 else None


def _same_preposition(previous: str, rest: str, new: CardRef, previous_cards: list[CardRef]) -> str | None:
    """The earlier card after the same preposition the follow-up opens with ("¿y sobre mi X?", "and on their X?"),
    of the new card's kind: the one it takes the place of."""
    opened = _PREPOSITION_RE.match(fold(rest[: new.span[0]]))
    if opened is None or re.search(r"\w", rest[new.span[1] :]):
        return None
    prep = _SAME_PLACE.get(opened[1], opened[1])  # "and onto my X?" after "… to my own Y"
    folded = fold(previous)
    for card in previous_cards:
        if card.kind != new.kind or card.name == new.name:
            continue
        before = folded[max(0, card.span[0] - 30) : card.span[0]]
        if re.search(rf"\b{prep}\s+(?:\w+\s+){{0,3}}$", before):
            return card.name
    return None


def _new_controller(folded: str) -> str | None:
    """ "me" or "opponent" when the follow-up hands a card to that player ("it's mine", "¿y si la tiene mi rival?")."""
    if _TO_ME_RE.search(folded):
        return "me"
    if _TO_OPPONENT_RE.search(folded):
        return "opponent"
    return None


_EN_OWNER = r"(?:my|their|your|his|her|the|an?|each|(?:my |the |your )?(?:opponent|opp)(?:'s|’s|s))"
_EN_STEP = (
    r"(?:(?:first|second|precombat|postcombat|main|combat|declare attackers|declare blockers|combat damage|end(?:ing)?|"
    r"cleanup|upkeep|draw|beginning|untap|opponent'?s|own)\s+)*(?:turn|phase|step|upkeep|combat)"
)
_ES_STEP = (
    r"(?:turno|paso|fase|etapa|mantenimiento|combate)(?:\s+(?:de|del)\s+(?:(?:mi|su|tu|el|la)\s+)?(?:robo|mantenimiento|"
    r"combate|final|limpieza|inicio|principal|enderezar|declarar atacantes|declarar bloqueadores|dano de combate|"
    r"(?:mi |tu |el |su )?(?:rival|oponente)))*(?:\s+(?:principal|final))?"
)
#: when something is done: a turn, phase or step, or "in response" (matched on folded text)
_TIMING_RE = re.compile(
    rf"\b(?:(?:during|in|at|on)\s+(?:the\s+(?:beginning|start|end)\s+of\s+)?(?:{_EN_OWNER}\s+)?{_EN_STEP}\b|"
    rf"\bit'?s\s+(?:{_EN_OWNER}\s+)?turn\b|\bes\s+(?:mi|su|tu|el)\s+turno(?:\s+de(?:l|\s+mi|\s+tu|\s+su)\s+(?:rival|oponente))?\b|"
    r"in response(?:\s+to\s+(?:it|that|this|the \w+))?\b|at (?:instant|sorcery) speed\b|"
    # "this turn" / "¿y en mi siguiente turno?": which turn, said without a step
    r"(?:(?:on|in|during)\s+)?(?:this|next|my next|your next|their next|the next|the following)\s+turn\b|"
    r"(?:este|esta)\s+turno\b|(?:en\s+|durante\s+|al\s+)?(?:el|mi|su|tu)\s+(?:siguiente|proximo)\s+turno\b|"
    rf"(?:en|durante|al (?:comienzo|principio|inicio|final) de)\s+(?:(?:mi|su|tu|el|la|cada)\s+)?"
    rf"(?:(?:primera|segunda|primer|segundo)\s+)?{_ES_STEP}(?:\s+con la pila vacia)?\b|"
    r"en respuesta(?:\s+a\s+(?:eso|ello|esto))?\b|a velocidad de (?:instantaneo|conjuro)\b|"
    r"(?:before|after|antes de|despues de)\s+(?:the\s+|(?:el|los|la)\s+)?(?:(?:declare\s+|declaring\s+|declarar\s+)?"
    r"(?:blockers?|attackers?|blocks|bloqueadores|atacantes)|first[- ]strike (?:combat )?damage|combat damage|damage|combat|"
    r"dano(?: de combate)?|combate)"
    r"(?:\s+(?:are|is|were|was|se)\s+(?:declared|dealt|declaran|hace|asigna)\w*)?\b)"
)
#: what may stand beside a new moment in a follow-up that only changes when ("what if I do it in my end step?")
_TIMING_FILLER = _FILLER | set(
    "what about how and y so then if si i do it cast play activate que tal hago lanzo juego activo wait until espero "
    "hasta happens happened occurs pasa pasara ocurre sucede".split()
)


def _timing_kind(folded: str) -> str:
    if re.search(r"respon|respue", folded):
        return "response"
    if re.search(r"speed|velocidad", folded):
        return "speed"
    # "this turn", "en mi siguiente turno": which turn, replacing another "which turn" rather than a phase or step
    return "which" if re.search(r"\b(?:this|next|following|este|esta|siguiente|proximo)\b", folded) else "turn"


#: the zone a spell is cast from, and the cast "with flashback" that says the graveyard
_CAST_FROM_RE = re.compile(
    r"\b(?:from (?:my |your |their |the )?(?:hand|graveyard|yard|exile|command zone|library)|desde (?:la |el |mi |tu |su )?"
    r"(?:mano|cementerio|exilio|zona de mando|biblioteca))\b",
    re.IGNORECASE,
)
_FLASHBACK_SAID_RE = re.compile(r"\s*\b(?:with|by|using|con|por) (?:flashback|retrospectiva)\b", re.IGNORECASE)


def _change_zone(previous: str, rest: str) -> str | None:
    """The zone the earlier spell was cast from ("desde el cementerio", "with flashback") replaced by the one the
    follow-up says ("¿y si lo lanzo desde la mano y me lo contrarrestan?"); the follow-up's other words go as a note
    only when they repeat the situation (a cast and a counter)."""
    new = _CAST_FROM_RE.search(rest)
    old = _CAST_FROM_RE.search(previous)
    if new is None or old is None or fold(new.group(0)).split()[-1] == fold(old.group(0)).split()[-1]:
        return None
    said = fold(rest[: new.start()] + " " + rest[new.end() :])
    if not re.search(r"\b(?:cast|lanz|tir|jueg|play)\w*", said):
        return None  # a zone said without recasting the spell ("and what's in my hand?")
    if re.search(r"\b(?:vez|veces|time|times)\b", said) or not re.search(
        r"cementerio|graveyard|yard", fold(old.group(0))
    ):
        return None  # one of several casts ("¿y si la segunda vez la casteé desde la mano?"), or no flashback told
    changed = previous[: old.start()] + new.group(0) + previous[old.end() :]
    if not re.search(r"cementerio|graveyard|yard", fold(new.group(0))):
        changed = _FLASHBACK_SAID_RE.sub("", changed)  # cast from the hand: no flashback
    return changed


def _change_timing(previous: str, rest: str) -> str | None:
    """The earlier moment ("during my main phase", "en mi turno") replaced by the follow-up's, when the follow-up
    says nothing else."""
    folded_rest = fold(rest)
    new = _TIMING_RE.search(folded_rest)
    if new is None:
        return None
    others = re.findall(r"\w+", folded_rest[: new.start()] + " " + folded_rest[new.end() :])
    if any(word not in _TIMING_FILLER for word in others):
        return None
    kind = _timing_kind(new.group(0))
    folded = fold(previous)
    old = next((m for m in _TIMING_RE.finditer(folded) if _timing_kind(m.group(0)) == kind), None)
    if old is None or len(folded) != len(previous) or len(folded_rest) != len(rest):
        return None  # nothing to replace, or accents that fold to other lengths: positions would not match
    moment = rest[new.start() : new.end()]
    if not previous[: old.start()].strip() or re.search(r"[.?!]\s*$", previous[: old.start()]):
        moment = capital(moment)  # "It's my turn and…" → "During their turn and…"
    return previous[: old.start()] + moment + previous[old.end() :]


_OWNER_BEFORE_RE = re.compile(
    rf"\b(\w+)\s+(?:(my own|my|mine|mi|mis)|(their|his|her|su|sus|{_OPPONENT}(?:'s|’s)))\s+$", re.IGNORECASE
)


#: words before a possessive that are no verb: "a mi counterspell", "on my creature", "with his"
_NOT_VERBS = frozenset("a al de del en con y o to on at of for with and or in from the para sobre por contra".split())


def _same_verb_owner(previous: str, rest: str, named: list[CardRef]) -> tuple[str, str] | None:
    """ "if i copy my own dark depths …" + "what if i copy my opponent's dark depths instead": the same verb before
    the same card with the other player's possessive, so that card changes hands: (the new holder, the card)."""
    if re.search(r"\b(?:as well|too|also|tambien|ademas)\b", fold(rest)):
        return None  # "what if i bolt my own bears as well?": a second action beside the first, not in its place
    owned = [(card, now) for card in named if (now := _OWNER_BEFORE_RE.search(rest[: card.span[0]]))]
    if len(owned) != 1:  # "what if I clone my opponent's Thalia": Clone is the verb, Thalia the card owned
        return None
    card, now = owned[0]
    for start, _ in mentions(previous, card.name):
        before = _OWNER_BEFORE_RE.search(previous[:start])
        if (
            before is not None
            and before.group(1).lower() == now.group(1).lower()
            and now.group(1).lower() not in _NOT_VERBS
            and bool(before.group(2)) != bool(now.group(2))
        ):
            return ("me" if now.group(2) else "opponent"), card.name
    return None


def _possessed(rest: str, named: list[CardRef], cards: list[CardRef]) -> str | None:
    """ "what if it was my Grizzly Bears?", "¿y con la Grizzly Bears de mi rival?": an earlier card named with
    its owner and nothing else."""
    if len(named) != 1:
        return None
    card = named[0]
    before, after = rest[: card.span[0]], rest[card.span[1] :]
    owner = None
    for pattern, who, where in (
        (rf"\b{_OPPONENT}(?:'s|’s)\s+$", "opponent", "before"),
        (r"\b(?:their|his|her|su)\s+$", "opponent", "before"),
        (r"\b(?:my|mi)\s+$", "me", "before"),
        (rf"^\s+(?:de|del) {_OPPONENT}\b", "opponent", "after"),
    ):
        found = re.search(pattern, before if where == "before" else after, re.IGNORECASE)
        if found:
            owner = who
            if where == "before":
                before = before[: found.start()]
            else:
                after = after[found.end() :]
            break
    if owner is None:
        return None
    shifted = CardRef(card.name, (len(before), len(before) + card.span[1] - card.span[0]), card.kind)
    bare = before + rest[card.span[0] : card.span[1]] + after
    return owner if _noun_like(bare, [shifted]) else None


def _controlled_card(
    rest: str, named: list[CardRef], previous_cards: list[CardRef], previous: str, owner: str, focus: str | None
) -> str | None:
    """The earlier card that changes hands: named again (in full or by its first word, "the Leyline"), else
    the only one the other player was said to control, else the card the conversation is varying."""
    if named:
        return named[0].name
    names = list(dict.fromkeys(card.name for card in previous_cards))
    by_word = [n for n in names if re.search(rf"\b{re.escape(n.split()[0])}\b", rest) and len(n.split()[0]) >= 4]
    if len(by_word) == 1:
        return by_word[0]
    held = [n for n in names if _swap_controller(previous, n, owner) != previous]
    if len(held) > 1:  # "¿y si la tiene mi rival?": the permanent someone has or controls, not one named "mine"
        held = [n for n in held if _HELD_RE.search(previous[: mentions(previous, n)[0][0]])] or held
    if len(held) == 1:
        return held[0]
    return focus if focus in held else None


def _with_owner(text: str, rest: str, card: CardRef) -> str:
    """The swapped-in card keeps the holder the follow-up gives it: "my opponent's Leyline of the Void instead of Rest
    in Peace" makes the first unowned mention "my opponent's Leyline of the Void" ("… de mi rival" in Spanish), or
    "I control …" the opponent's; "en vez del Orrery tengo Leyline of Anticipation" makes it the asker's."""
    before, after = rest[: card.span[0]], rest[card.span[1] :]
    if re.search(
        r"\b(?:i (?:have|control|had)|tengo|controlo)\s+(?:an? |the |un |una |el |la )?$", before, re.IGNORECASE
    ):
        return _swap_controller(text, card.name, "me")  # "¿y si en vez del Orrery tengo Leyline of Anticipation?"
    said_before = re.search(rf"\b{_OPPONENT}(?:'s|’s)\s+$", before, re.IGNORECASE)
    said_after = re.match(rf"\s+(?:de|del) {_OPPONENT}\b", after, re.IGNORECASE)
    found = mentions(text, card.name)
    if not found or not (said_before or said_after):
        return text
    swapped = _swap_controller(text, card.name, "opponent")
    if swapped != text:  # "Tengo Rest in Peace" → "mi rival tiene Leyline of the Void"
        return swapped
    start, end = found[0]
    if re.search(r"(?:'s|’s|\b(?:my|their|his|her|mi|su|tu|your))\s+$", text[:start], re.IGNORECASE) or re.match(
        r"\s+(?:de|del)\s", text[end:]
    ):
        return text  # the mention already says whose it is
    if said_before:
        phrase = said_before[0].strip() + " "
        phrase = (
            phrase[:1].upper() + phrase[1:] if start == 0 or text[:start].rstrip().endswith((".", "?", "!")) else phrase
        )
        return text[:start] + phrase + text[start:]
    return text[:end] + said_after[0].rstrip() + text[end:] if said_after else text


#: one of a pair changes hands: "the second one", "one of them", "la segunda", "una de ellas"
_ONE_OF_PAIR_RE = re.compile(
    r"\b(?:the (?:second|other)|one of (?:them|those|the)|(?:la|el) (?:segund[oa]|otr[oa])|un[oa] de (?:ell[oa]s|l[oa]s))\b"
)
_PAIR_HELD_RE = re.compile(r"\b(?P<verb>I (?:control|have)|(?:controlo|tengo))\s+(?:two|2|dos)\s+$", re.IGNORECASE)


def _split_pair(previous: str, name: str, owner: str) -> str | None:
    """ "I control two Doubling Season" + "the second one is my opponent's" → "I control Doubling Season. My opponent
    controls Doubling Season" (one each); None unless the asker held two of that card and the other player gets one."""
    at = mentions(previous, name)
    if owner != "opponent" or len(at) != 1:
        return None
    held = _PAIR_HELD_RE.search(previous[max(0, at[0][0] - 30) : at[0][0]])
    if held is None:
        return None
    start = max(0, at[0][0] - 30) + held.start()
    spanish = held["verb"].lower() in ("controlo", "tengo")
    card = previous[at[0][0] : at[0][1]]
    other = f"mi rival tiene {card}" if spanish else f"my opponent controls {card}"
    return previous[:start] + f"{held['verb']} {card}" + (" y " if spanish else " and ") + other + previous[at[0][1] :]


def _mark_holder(text: str, name: str, owner: str) -> str:
    """ "With Vedalken Orrery out" + "n if the orrery is my opps": a card told with no holder gets one ("With my
    opponent's Vedalken Orrery out"); English text only, and only a mention no word before already places."""
    found = mentions(text, name)
    if not found or not re.search(r"\b(?:the|and|with|can|does|is)\b", text, re.IGNORECASE):
        return text
    start = found[0][0]
    before = text[:start]
    if re.search(
        r"(?:'s|’s|\b(?:my|their|his|her|your|its|control|controls|has|have|had))\s+(?:the\s+|an?\s+)?$", before, re.I
    ):
        return text
    sentence = re.split(r"[.?!]\s+", before)[-1]
    if re.search(r"\b(?:control|controls|have|has|had|got)\b", sentence, re.IGNORECASE) or re.search(
        r"\b(?:two|three|both|\d+)\s+$", before, re.IGNORECASE
    ):
        return text  # "I control X and Y", "with two X out": held already, or one of several
    article = re.search(r"\b(?:the|an?)\s+$", before, re.IGNORECASE)
    if article is not None:
        before = before[: article.start()]
    holder = "my opponent's " if owner == "opponent" else "my "
    if SENTENCE_START_RE.search(before):
        holder = capital(holder)
    return before + holder + text[start:]


#: another card listed after the one changing hands, in the same clause: "… X and Y", "… X y Y", "… X, Y"
_LISTED_AFTER_RE = re.compile(r"\s*(?:,\s*|\s(?:and|y)\s+)(?=(?:an? |the |un |una |el |la )?[A-Z])")


def _swap_controller(text: str, name: str, owner: str) -> str:
    """Every mention of card `name` said to be the other player's becomes `owner`'s: "My opponent controls X" ↔
    "I control X", "my opponent's X" ↔ "my X", "mi rival tiene X" ↔ "tengo X", "X de mi rival" ↔ "mi X"."""
    for start, end in reversed(mentions(text, name)):
        before, after = text[:start], text[end:]
        if owner == "me":
            rules = [
                (rf"\b{_OPPONENT}(?:'s|’s)\s+$", "my ", None),
                (
                    rf"\b{_OPPONENT}\s+(?:controls|has|had|controlled|control|have)\s+((?:an? |the |two |three |four )?)$",
                    "I control ",
                    1,
                ),
                (r"\b(?:their|his|her)\s+$", "my ", None),
                (
                    rf"\b{_OPPONENT}\s+(?:tiene|controla|tenia|controlaba)\s+((?:un |una |el |la |a |dos |tres |cuatro )?)$",
                    "tengo ",
                    1,
                ),
                (r"\bsu\s+$", "mi ", None),
            ]
            owned_after = re.match(rf"\s+(?:de|del) {_OPPONENT}\b", after, re.IGNORECASE)
            if owned_after:
                after = after[owned_after.end() :]
                article = re.search(r"\b(?:el|la|los|las|un|una)\s+$", before, re.IGNORECASE)
                before = (before[: article.start()] if article else before) + "mi "
        else:
            rules = [
                (
                    r"\bI\s+(?:control|have|had|controlled|own)\s+((?:an? |the |two |three |four )?)$",
                    "my opponent controls ",
                    1,
                ),
                (r"\bmy own\s+$", "my opponent's ", None),
                (r"\bmy\s+$", "my opponent's ", None),
                (
                    r"\b(?:tengo|controlo|tenia|controlaba)\s+((?:un |una |el |la |a |dos |tres |cuatro )?)$",
                    "mi rival tiene ",
                    1,
                ),
            ]
            mine = re.search(r"\bmi\s+$", before, re.IGNORECASE)
            if mine:
                before, after = before[: mine.start()], " de mi rival" + after
        for pattern, replacement, keep in rules:
            match = re.search(pattern, before, re.IGNORECASE)
            if match:
                kept = match.group(keep) if keep else ""
                new = replacement + kept
                if SENTENCE_START_RE.search(before[: match.start()]):
                    new = capital(new)
                listed = _LISTED_AFTER_RE.match(after) if keep else None
                if listed is not None:  # "I control X and Y" → "My opponent controls X. I control Y": Y stays
                    said = match.group(0)[: match.start(keep or 0) - match.start()] if kept else match.group(0)
                    after = ". " + capital(said) + after[listed.end() :]
                before = before[: match.start()] + new
                break
        text = before + text[start:end] + after
    return text


_ANOTHER_WORD_RE = re.compile(r"another|second|segund[oa]|otr[oa]|more|mas|extra|what|about|if|si|y|and|ok")
_ANOTHER_RE = re.compile(
    r"\b(?:another|a second|one more|an extra|otr[oa]|un segundo|una segunda|uno m[aá]s de|una m[aá]s de)\s+$",
    re.IGNORECASE,
)


_SINGLE_RE = re.compile(
    r"\b(?:una sola|un solo|solo una|solo un|one|a single|only one|just one) (criatura|bicho|creature|blocker)\b",
    re.IGNORECASE,
)
#: "a single" before a card's name, with no noun of its own: "a single grizzly bears"
_SINGLE_NAMED_RE = re.compile(r"\b(?:a single|just one|only one|una sola|un solo)(?= [A-Za-z])", re.IGNORECASE)
#: one creature said by name after "only": "solo con mi Grizzly Bears", "with just my Grizzly Bears"
_ONLY_WITH_RE = re.compile(
    r"\bsolo con (?:mi |un |una |el |la )?(?=[A-Z])|\b(?:only with|with only|with just|just with) (?:my |a |one |the )?(?=[A-Z])"
)
_MANY_RE = re.compile(
    r"^(?:(?:and|y) )?(?:con|with) (dos|tres|cuatro|two|three|four|[234])"
    r"(?: (?:criaturas|bichos|creatures|blockers|of them|de ellos|de ellas))?$"
)
_PLURALS = {"criatura": "criaturas", "bicho": "bichos", "creature": "creatures", "blocker": "blockers"}


#: a follow-up that is only a new target: "¿y a una criatura suya?", "and at their face?", "what about at me?"
_NEW_TARGET_RE = re.compile(
    r"^\W*(?:(?:and|y|what about|how about|que tal)\s+)*(?:a|al|at|to|contra)\s+(?P<target>[^,;.?!]{2,40}?)\W*$"
)
#: the target told before: a face, a player or a creature after "a"/"at"/"to"
_TARGET_RE = re.compile(
    r"\b(?:a la cara(?: del (?:rival|oponente))?|a su cara|al (?:rival|oponente)|a mi (?:rival|oponente)|"
    r"at (?:their|his|her|my opponent'?s|the opponent'?s|opp'?s) face|at (?:the |my )?(?:opponent|opp|player)|"
    r"to (?:their|the|his|her) face|a (?:un|una|su|el|la|mi) (?:criatura|bicho)\w*(?: (?:suy[oa]|del rival|mi[oa]))?|"
    r"at (?:a|an|their|his|her|my) (?:creature|guy|dude)s?)\b",
    re.IGNORECASE,
)


def _change_target(previous: str, rest: str) -> str | None:
    """The follow-up names only a new target ("¿y a una criatura suya?"): it takes the earlier target's place."""
    said = _NEW_TARGET_RE.match(fold(rest))
    if said is None or re.search(r"\b(?:with|con|en vez|instead)\b", said["target"]):
        return None
    told = list(_TARGET_RE.finditer(previous))
    if len(told) != 1:
        return None
    lead = re.match(r"\W*(?:(?:and|y|what about|how about|que tal)\s+)*", rest, re.IGNORECASE)
    phrase = rest[lead.end() if lead else 0 :].strip(" ?¿!.")
    return previous[: told[0].start()] + phrase + previous[told[0].end() :]


def _change_single(previous: str, rest: str) -> str | None:
    """ "¿y con dos?" after "… con una sola criatura?": the one creature becomes that many."""
    many = _MANY_RE.match(fold(rest).strip(" ?.!¿"))
    single = _SINGLE_RE.search(previous)
    if many is not None and single is None:
        # "can a single grizzly bears block my boggart brute?" + "and with two of them?": "a single" becomes the count
        named = _SINGLE_NAMED_RE.findall(previous)
        found = _SINGLE_NAMED_RE.search(previous)
        if found is not None and len(named) == 1:
            return previous[: found.start()] + many[1] + previous[found.end() :]
        only = list(_ONLY_WITH_RE.finditer(previous))
        if len(only) == 1:  # "¿puedo bloquearlo solo con mi Grizzly Bears?" + "¿y con 2?": with that many of it
            word = "con" if only[0][0].lower().startswith("solo") else "with"
            return previous[: only[0].start()] + f"{word} {many[1]} " + previous[only[0].end() :]
    if many is None or single is None or len(_SINGLE_RE.findall(previous)) != 1:
        return None
    return previous[: single.start()] + f"{many[1]} {_PLURALS[single[1].lower()]}" + previous[single.end() :]


#: the role the counted creatures keep: "what abt 2 bears blocking", "¿y con dos atacando?"
_ROLE_WORDS = frozenset("blocking block blockers attacking attack bloqueando bloquean atacando atacan".split())


def _change_count(previous: str, rest: str, cards: list[CardRef], previous_cards: list[CardRef]) -> str | None:
    """ "and with two Hardened Scales?" / "what about three?": set the count before that card."""
    if cards:
        card = cards[0]
        before = rest[: card.span[0]]
        target = next((c for c in previous_cards if c.name == card.name), None)
        spare = re.findall(r"[\w']+", fold(before + " " + rest[card.span[1] :]))
        if card.kind == "spell" or any(
            w not in _FILLER
            and w not in _NOTE_FILLER
            and w not in _HAVING_WORDS
            and w not in NUMBER_WORDS
            and w not in _ROLE_WORDS
            and not w.isdigit()
            and not _ANOTHER_WORD_RE.fullmatch(w)
            for w in spare
        ):
            return None  # "¿y si le tiran dos Bolts?", "another Lightning Bolt to my face": more spells cast
        match = re.search(rf"\b({_COUNT})\s+$", before, re.IGNORECASE)
        more = _ANOTHER_RE.search(before)
        if more and target is not None:  # "a second Anthem", "otro Parallel Lives": one more than before
            had = _COUNT_BEFORE_RE.search(previous[: target.span[0]])
            count = str((number_in(had.group(0).split()[0]) or 1 if had else 1) + 1)
        elif match:
            count = match.group(1)
        else:
            return None
    else:
        bare = _BARE_COUNT_RE.match(rest.strip()) or _COUNT_OF_THEM_RE.search(rest.strip())
        if not bare:
            return _same_verb_count(previous, rest)
        count = bare.group(1)
        so_far = re.match(
            r"(?:solo |only |just )?(?:llevaba|llevara|llevase|iba|had dealt|had done)\b", rest.strip(), re.I
        )
        target = (
            None
            if so_far
            else next((c for c in previous_cards if _COUNT_BEFORE_RE.search(previous[: c.span[0]])), None)
        )  # "¿y si solo llevaba 10?": the amount dealt so far, not a count of cards
        if target is None and _OF_THEM_RE.search(fold(rest)):  # "¿y con dos de ellas?": the permanent, not the spell
            target = next((c for c in reversed(previous_cards) if c.kind in ("permanent", "creature")), None)
        if target is None:  # "¿y si son cinco?" after "sacrifica tres criaturas": the one amount counted
            counted = list(_AMOUNT_RE.finditer(previous))
            said = re.findall(r"[\w']+", fold(rest))
            only_count = all(
                w in _FILLER or w in _NOTE_FILLER or w in NUMBER_WORDS or w.isdigit() or re.fullmatch(_UNIT, w)
                for w in said
            )
            if len(counted) == 1 and only_count:
                return previous[: counted[0].start(1)] + count + previous[counted[0].end(1) :]
    if target is None:
        return None
    start = target.span[0]
    existing = _COUNT_BEFORE_RE.search(previous[:start])
    head = previous[: existing.start()] if existing else previous[:start]
    return f"{head}{count} {previous[start:]}"


#: a number told right after a card: "chalice had been on 1", "el Chalice estaba en 2", "vial at 3"
_ON_COUNT_RE = re.compile(r"^[^.?,]{0,20}?\b(?:on|at|en)\s+(\d+)\b", re.IGNORECASE)


def _change_on_count(previous: str, rest: str, cards: list[CardRef], previous_cards: list[CardRef]) -> str | None:
    """ "opp had chalice of the void on 0 …" + "and if chalice had been on 1?": the number told after that card in
    the earlier question, replaced."""
    if len(cards) != 1:
        return None
    told = _ON_COUNT_RE.match(rest[cards[0].span[1] :])
    target = next((c for c in previous_cards if c.name == cards[0].name), None)
    if told is None or target is None:
        return None
    was = _ON_COUNT_RE.match(previous[target.span[1] :])
    if was is None:
        return None
    start, end = target.span[1] + was.start(1), target.span[1] + was.end(1)
    return previous[:start] + told.group(1) + previous[end:]


#: "¿y si ataca con 6?", "what if he attacks with 6?": the verb of the earlier count, with a new number
_VERB_COUNT_RE = re.compile(rf"^\W*(?:(?:and|y)\s+)?(?:(?:si|if|what if)\s+)?(\w+)\s+(con|with)\s+({_COUNT})\W*$", re.I)


def _same_verb_count(previous: str, rest: str) -> str | None:
    """The follow-up repeats the verb of the one count told before with a new number ("el compa ataca con 3 criaturas"
    + "¿y si ataca con 6?"): that count changes."""
    said = _VERB_COUNT_RE.match(fold(rest))
    if said is None:
        return None
    told = list(re.finditer(rf"\b{re.escape(said[1])}\s+{said[2]}\s+({_COUNT})\b", fold(previous), re.I))
    if len(told) != 1 or len(fold(previous)) != len(previous):
        return None  # several, or an accent folded away moves the offsets: not rewritten here
    return previous[: told[0].start(1)] + said[3] + previous[told[0].end(1) :]


_UNIT = (
    r"(?:damage|dano|daño|life|lives|vidas?|(?:[+-]\d/[+-]\d\s+)?(?:counters?|contador(?:es)?)(?:\s+[+-]\d/[+-]\d)?|cards?|cartas?|"
    r"mana|toughness|power|resistencia|fuerza|tokens?|fichas?|loyalty|lealtad|poison|veneno|lands?|tierras?|"
    r"creatures?|criaturas?|permanents?|permanentes?|spells?|hechizos?|blockers?|bloqueadores?|attackers?|atacantes?|"
    r"guys|dudes|bichos?)"
)
_AMOUNT_RE = re.compile(
    rf"\b({_COUNT}|un|una|uno)\s+(?:(?:of|de)\s+)?(?:(?:combat|commander)\s+)?({_UNIT})\b", re.IGNORECASE
)
_PT_RE = re.compile(r"(?<![\w/+-])(\d+/\d+)(?![\w/])")
_MINE_RE = re.compile(r"\b(?:mine|my|mia|mio|la mia|el mio|i attack|attacker|atacante|attacking)\b")
_THEIRS_RE = re.compile(r"\b(?:theirs|their|suya|suyo|blocker|bloqueador|blocking|opponent'?s?|rival)\b")
#: what may stand beside a new amount in a follow-up that only changes it ("what if it only had 2 counters?")
_AMOUNT_FILLER = (
    _FILLER
    | _NOTE_FILLER
    | set("it its if si la el mine mia mio theirs suya suyo my mi deals dealt only solo just before antes".split())
)


#: words for the creatures a count counts: "3 guys" and then "6 attackers" change the same count
_CREATURE_UNITS = frozenset({"guy", "dude", "bicho", "creature", "criatura", "attacker", "atacante"})


def _unit(text: str) -> str:
    unit = re.sub(r"(?:es|s)$", "", re.sub(r"[+-]\d/[+-]\d\s*", "", fold(text)).strip())
    return "creature" if unit in _CREATURE_UNITS else unit


def _counter_kind(unit: str) -> str | None:
    """ "+1/+1" or "-1/-1" (any minus sign) for a counters unit that names its kind, None otherwise."""
    found = re.search(r"[+\-−]\d/[+\-−]\d", unit)
    return found[0].replace("−", "-") if found else None


def _word_before(folded: str, start: int) -> str:
    words = re.findall(r"\w+", folded[:start])
    return words[-1] if words else ""


def _change_amount(previous: str, rest: str) -> str | None:
    """An amount with its unit ("1 damage", "4 vidas", "2 counters") or a power/toughness ("4/4") in place of the
    earlier one, when the follow-up says nothing else; with two P/T, "mine"/"theirs" says which."""
    folded = fold(rest)
    amount = _AMOUNT_RE.search(rest)
    size = _PT_RE.search(rest)
    found = amount or size
    if found is None or (amount and size) or len(folded) != len(rest):
        return None
    leftover = re.findall(r"\w+", folded[: found.start()] + " " + folded[found.end() :])
    if any(word not in _AMOUNT_FILLER and word not in _AMOUNT_VERBS for word in leftover):
        return None
    if amount:
        olds = [m for m in _AMOUNT_RE.finditer(previous) if _unit(m.group(2)) == _unit(amount.group(2))]
        if len(olds) > 1:  # "one +1/+1 counter" after "two +1/+1 counters … three -1/-1 counters": the same kind
            kind = _counter_kind(amount.group(2))
            # "what if it had 4 counters?" after "has 2 counters … the three -1/-1 counters": the untyped ones
            same_kind = [m for m in olds if _counter_kind(m.group(2)) == kind]
            olds = same_kind if kind or len(same_kind) == 1 else olds
        if len(olds) > 1:  # "¿y a 5 vidas?" after "estoy a 3 vidas … pagando 4 vidas": the one after the same word
            said = _word_before(folded, amount.start())
            same = [m for m in olds if said and _word_before(fold(previous), m.start()) == said]
            if not same and said in _AT_WORDS and _unit(amount.group(2)) in ("vida", "life"):
                # "¿y con 1 vida?" after "estoy en 2 vidas … pagar 2 vidas": a life total said with "en", "a", "con"
                same = [m for m in olds if _word_before(fold(previous), m.start()) in _AT_WORDS]
            olds = same
        if len(olds) != 1:
            return None
        old = olds[0]
        return previous[: old.start(1)] + amount.group(1) + previous[old.end(1) :]
    olds = list(_PT_RE.finditer(previous))
    if len(olds) > 1:
        mine, theirs = bool(_MINE_RE.search(folded)), bool(_THEIRS_RE.search(folded))
        if mine == theirs:
            return None
        clauses = [re.split(r"[,.;]|\b(?:and|y|but|pero)\b", fold(previous[: m.start()]))[-1] for m in olds]
        side = _MINE_RE if mine else _THEIRS_RE
        olds = [
            m for m, clause in zip(olds, clauses, strict=True) if side.search(clause) or (mine and "ataco" in clause)
        ]
    if len(olds) != 1:
        return None
    return previous[: olds[0].start(1)] + size.group(1) + previous[olds[0].end(1) :]  # type: ignore[union-attr]


#: the words a life total is said with: "at 3", "estoy a 3", "en 2 vidas", "con 1 vida"
_AT_WORDS = frozenset({"at", "on", "with", "a", "en", "con"})


#: verbs that say what an amount is without naming its unit ("what if it had taken 5?", "¿y si recibe 5?")
_AMOUNT_VERBS = set(
    "taken take took takes dealt deal deals done received receive receives got gets lost lose loses gained gain gains "
    "recibe recibio recibido recibiera recibiese hubiera habia hace hizo hiciera hecho pierde perdio perdiera gana "
    "gano ganara had has have tenia tenian tuviera tuvieran tiene tienen".split()
)


#: the follow-up gives the asker's life total alone: "what if I'd been at 43?", "¿y si estuviera a 43?"
_NEW_TOTAL_RE = re.compile(
    r"^(?:i'?d been|i had been|i was|i'?m|i am|i were|i'?d be|i start(?:ed)?|estuviera|estuviese|estoy|estaba|estuve|"
    r"empiezo|empezara|empezase|empezaba|tengo|tuviera|tuviese)\s+(?:my upkeep\s+|mi mantenimiento\s+)?"
    r"(?:only\s+|solo\s+)?(?:at|a|en|con|with)\s+(\d{1,3})(?:\s+(?:life|vidas?))?"
    r"(?:\s+(?:instead|en su lugar|en vez de eso))?"
    # "what if i was at 43 when they bolted me?": the moment said after the total
    r"(?:\s+(?:when|cuando)\s(?:(?!\bbut\b|\bpero\b|\bthen\b|\bluego\b)[^.?]){1,40})?\s*$"
)
#: the asker's life total in the situation: "I'm at 41 life", "estoy a 3 vidas", "at 41 life"
_TOTAL_RE = re.compile(
    r"\b(?:i'?m|i am|estoy|estaba)\s+(?:at|a|en|con)\s+(\d{1,3})\b|\bat (?:exactly )?(\d{1,3}) life\b|"
    r"\bcon (?:exactamente )?(\d{1,3}) vidas\b"
)


def _change_life_total(previous: str, rest: str) -> str | None:
    """ "what if I'd been at 43?": the life total said in the situation takes the new number."""
    new = _NEW_TOTAL_RE.match(fold(rest).strip())
    folded = fold(previous)
    olds = list(_TOTAL_RE.finditer(folded))
    if new is None or len(olds) != 1 or len(folded) != len(previous):
        return None
    group = next(i for i in (1, 2, 3) if olds[0].group(i))
    return previous[: olds[0].start(group)] + new[1] + previous[olds[0].end(group) :]


def _change_bare_amount(previous: str, rest: str) -> str | None:
    """A number alone with a verb ("what if it had taken 5?") in place of the situation's one amount with a unit."""
    folded = fold(rest)
    counts = list(re.finditer(rf"\b{_COUNT}\b", folded))
    if len(counts) != 1 or len(folded) != len(rest):
        return None
    leftover = re.findall(r"[\w']+", folded[: counts[0].start()] + " " + folded[counts[0].end() :])
    if not any(w in _AMOUNT_VERBS for w in leftover) or any(
        w not in _AMOUNT_FILLER and w not in _AMOUNT_VERBS for w in leftover
    ):
        return None
    said = fold(previous)  # "4 de daño" is found as "4 de dano"
    olds = list(_AMOUNT_RE.finditer(said if len(said) == len(previous) else previous))
    if len(olds) > 1 and any(w in _DAMAGE_VERBS for w in leftover):
        # "what if it had only done 14 before?" of "dealt 15 combat damage … at 30 life": the damage, not the life
        olds = [m for m in olds if re.match(r"damage|dano", fold(m[2]))]
    if len(olds) != 1:
        return None
    return previous[: olds[0].start(1)] + counts[0].group(0) + previous[olds[0].end(1) :]


_DAMAGE_VERBS = set("dealt deal deals done hizo hecho hiciera taken took received recibe recibio".split())


#: "and if the blocker has 3 toughness?", "¿y si la bloqueadora tuviera 4 de fuerza?"
_STAT_RE = re.compile(
    r"^\s*(?:the |its |their |el |la |su )?(?P<who>blocker|attacker|bloqueador[a]?|atacante)\s+"
    r"(?:has|had|have|got|tiene|tuviera|tenia)\s+(?P<n>\d{1,2})\s+(?:de\s+)?(?P<stat>toughness|power|resistencia|fuerza)\s*$"
)
#: a P/T written as the blocker's: "blocked by a 2/2", "bloqueada por una 2/2", "bloquea a una 2/2"
_BLOCKER_PT_RE = re.compile(
    r"\b(?:blocked by|blocks? with|bloquead[oa] por|bloquea(?:n)? (?:a|con)|la bloquea|lo bloquea)\s+(?:(?:a|an|una?|mi|my|su|their|his|her)\s+)?(\d{1,2})/(\d{1,2})\b",
    re.I,
)


#: the blocker said to be another size: "el bloqueador es una 1/1", "the blocker is a 3/3", "what if it blocks with a 1/1"
_ROLE_PT_RE = re.compile(
    r"^\s*(?:(?:the |el |la )?(?:blocker|bloqueador[a]?) (?:is|was|were|es|fuera|fuese|era) (?:a |an |una? )?|"
    r"(?:it |he |they |she )?blocks? with (?:a |an )?|(?:me |le )?bloquea con (?:una? )?)(\d{1,2})/(\d{1,2})\W*$"
)


def _change_stat(previous: str, rest: str) -> str | None:
    """The blocker's or the attacker's power or toughness changed: its P/T in the situation takes the new number."""
    blockers = _BLOCKER_PT_RE.search(previous)
    resized = _ROLE_PT_RE.match(fold(rest))
    if resized is not None and blockers is not None:  # "¿y si el bloqueador es una 1/1?": the blocker's P/T replaced
        return previous[: blockers.start(1)] + f"{resized[1]}/{resized[2]}" + previous[blockers.end(2) :]
    said = _STAT_RE.match(fold(rest))
    if said is None:
        return None
    if said["who"].startswith(("block", "bloque")):
        found = blockers
    else:  # the attacker: the P/T that isn't the blocker's
        found = next((m for m in PT_RE.finditer(previous) if not blockers or m.start(1) != blockers.start(1)), None)
    if found is None:
        return None
    power, toughness = found.start(1), found.start(2)
    at, old = (toughness, found.group(2)) if said["stat"] in ("toughness", "resistencia") else (power, found.group(1))
    return previous[:at] + said["n"] + previous[at + len(old) :]


#: a keyword with a quality a follow-up may change: "protection from white" → "from black"
_QUALITY_RE = re.compile(
    r"\b(protection from|protecci[oó]n contra(?: (?:el|lo|la|los|las))?|pro)\s+(?:the\s+)?([a-záéíóúñ]+)", re.IGNORECASE
)


_COLOR_RE = re.compile(r"\b(white|blue|black|red|green|blanco|azul|negro|rojo|verde)\b", re.IGNORECASE)


#: a color chosen for an effect ("Shelter eligiendo blanco", "Gods Willing choosing red"): the quality it gives
_CHOSEN_COLOR_RE = re.compile(
    r"\b(choos\w*|picks?|picking|picked|nam\w*|eligiendo|elige|elijo|eligi[oó]|escog\w*|nombr\w*)\s+"
    r"(?:the\s+|el\s+)?(?:colou?r\s+)?(white|blue|black|red|green|blanco|azul|negro|rojo|verde)\b",
    re.IGNORECASE,
)


#: mana of a color: "maná verde", "green mana"
_MANA_COLOR_RE = re.compile(
    r"\bman[aá]\s+(?P<es>blanco|azul|negro|rojo|verde)\b|\b(?P<en>white|blue|black|red|green)\s+mana\b", re.I
)
_COLOR_IN_ES = {en: es for es, en in COLORS_ES.items()}
#: a basic land by name, English or Spanish, as the source of its color's mana
_BASIC_LAND_RE = re.compile(
    r"\b(?:plains|islands?|swamps?|mountains?|forests?|llanuras?|islas?|pantanos?|monta[nñ]as?|bosques?)\b", re.I
)


def _change_mana_color(previous: str, rest: str) -> str | None:
    """ "¿y el maná negro de un Swamp?" after "giro dos Forest. ¿ese maná verde me dura…?": the one color of mana the
    earlier question names takes the new color, and a basic land said as its source takes the earlier one's place."""
    new = _MANA_COLOR_RE.search(rest)
    olds = list(_MANA_COLOR_RE.finditer(previous))
    if new is None or not olds or len(rest.split()) > 10:
        return None
    new_en = fold(new["en"]) if new["en"] else COLORS_ES[fold(new["es"])]
    old_colors = {fold(m["en"]) if m["en"] else COLORS_ES[fold(m["es"])] for m in olds}
    if len(old_colors) != 1 or new_en in old_colors:
        return None
    text = previous
    for old in reversed(olds):
        group = "en" if old["en"] else "es"
        word = new_en if group == "en" else _COLOR_IN_ES[new_en]
        text = text[: old.start(group)] + word + text[old.end(group) :]
    land = _BASIC_LAND_RE.search(rest)
    lands = list(_BASIC_LAND_RE.finditer(text))
    if land is not None and lands and len({fold(m[0]).rstrip("s") for m in lands}) == 1:
        for old_land in reversed(lands):
            text = text[: old_land.start()] + land[0] + text[old_land.end() :]
    return text


def _change_quality(previous: str, rest: str) -> str | None:
    """The one earlier "protection from X" takes the follow-up's new quality; a color said alone in a short
    follow-up ("what if they'd picked blue instead?") is the new quality too."""
    new = _QUALITY_RE.search(rest)
    olds = list(_QUALITY_RE.finditer(previous)) or list(_CHOSEN_COLOR_RE.finditer(previous))
    if new is None and len(olds) == 1 and _COLOR_RE.fullmatch(olds[0].group(2)) and len(rest.split()) <= 8:
        colors = _COLOR_RE.findall(rest)
        quality = colors[0] if len(colors) == 1 else None
    else:
        quality = new.group(2) if new else None
    if quality is None or len(olds) != 1 or fold(olds[0].group(2)) == fold(quality):
        return None
    return previous[: olds[0].start(2)] + quality + previous[olds[0].end(2) :]


#: the zone an object is said to be in: "on the stack", "en el cementerio"
_ZONE_RE = re.compile(
    r"\b(?:on the stack|in (?:the |my |your |their |its owner'?s )?graveyard|on the battlefield|in play|"
    r"in (?:the |my |your |their )?hand|in exile|in (?:the |my |your |their )?library|en la pila|"
    r"en (?:el |mi |tu |su )?cementerio|en (?:el )?campo de batalla|en (?:la |mi |tu |su )?mano|en (?:el )?exilio|"
    r"en (?:la |mi |tu |su )?biblioteca)\b",
    re.IGNORECASE,
)


def change_zone(previous: str, rest: str) -> str | None:
    """ "¿y cuando ya está en el cementerio?" after "…un Fireball en la pila…": the one zone the earlier question
    names gives way to the follow-up's, and the earlier question is asked again."""
    new, olds = _ZONE_RE.findall(rest), list(_ZONE_RE.finditer(previous))
    if len(new) != 1 or len(olds) != 1 or len(rest.split()) > 9 or fold(new[0]) == fold(olds[0].group(0)):
        return None
    return previous[: olds[0].start()] + new[0] + previous[olds[0].end() :]


def _change_x(previous: str, rest: str) -> str | None:
    """ "¿y con X=5?": the new value of X replaces the old one."""
    new_x = _X_RE.search(rest)
    if not new_x or not _X_RE.search(previous):
        return None
    return _X_RE.sub(f"X={new_x.group(1)}", previous)


#: the removal a spell can take the place of: "exiles", "destroys", "bolts", "exilia", "destruye"
_REMOVAL_VERB_RE = re.compile(
    r"\b(?:exiles?|exiled|destroys?|destroyed|kills?|killed|bounces?|bounced|exilia|exilian|destruye|destruyen|mata|matan)\b",
    re.I,
)


#: a removal told in the passive: "gets bolted", "was killed", "got murdered"
_REMOVED_BY_RE = re.compile(
    r"\b(?:gets|got|is|was)\s+(?:bolted|killed|destroyed|exiled|murdered|shot|pathed|sworded|removed)\b", re.I
)


def _removal_by(situation: str, spell: CardRef) -> str | None:
    """The situation with its removal verb done by a spell: "opp exiles my Finks" → "opp casts Murder on my Finks"."""
    if spell.kind != "spell":
        return None
    passive = _REMOVED_BY_RE.search(situation)
    if passive is not None:  # "my Krenko gets bolted" + "what if they swords it instead?": "is hit by Swords…"
        return situation[: passive.start()] + f"is hit by {spell.name}" + situation[passive.end() :]
    found = _REMOVAL_VERB_RE.search(situation)
    if found is None:
        return None
    spanish = found.group(0).lower() in {"exilia", "exilian", "destruye", "destruyen", "mata", "matan"}
    cast = f"lanza {spell.name} a" if spanish else f"casts {spell.name} on"
    return situation[: found.start()] + cast + situation[found.end() :]


def _same_role(previous: str, rest: str, new: CardRef, previous_cards: list[CardRef]) -> str | None:
    """The earlier card the new one takes the place of by its role: the same word before it ("and if I sac it to
    Ashnod's Altar instead?" after "… sacrifice the Elves to my Viscera Seer"); None when no single card fits."""
    owner = r"(?:(?:my|the|a|an|their|his|her|mi|su|el|la)\s+)?"
    verb_with = re.search(r"\b([a-z]{4,})\s+(with|con)\s+(?:[\w'’]+\s+){0,1}$", rest[: new.span[0]], re.I)
    if verb_with is not None:  # "what if they block with Youthful Knight instead?" after "they block with the Bears"
        said = rf"\b{re.escape(verb_with[1][:4])}\w*\s+{verb_with[2]}\s+{owner}"
        names = {
            c.name for c in previous_cards if c.name != new.name and re.search(said + re.escape(c.name), previous, re.I)
        }
        if len(names) == 1:
            return next(iter(names))
    before = re.search(r"\b(to|on|onto|at|a|al|sobre)\s+(?:[\w'’]+\s+){0,1}$", rest[: new.span[0]], re.I)
    if before is None:
        return None
    names = {
        c.name
        for c in previous_cards
        if c.name != new.name and re.search(rf"\b{before[1]}\s+{owner}{re.escape(c.name)}", previous, re.I)
    }
    return next(iter(names)) if len(names) == 1 else None


_THEIRS_BEFORE = re.compile(r"\b(?:their|his|her|opponent'?s|opp'?s|the opponent'?s)\s+$", re.IGNORECASE)
_MINE_BEFORE = re.compile(r"\b(?:my|mi|mis)\s+$", re.IGNORECASE)


def _same_holder(previous: str, rest: str, new: CardRef, previous_cards: list[CardRef]) -> str | None:
    """ "Can my opponent's Hill Giant block my Bladetusk Boar?" + "what about their Grizzly Bears?": the new card is
    said to be the opponent's, so it takes the place of the one earlier card told as the opponent's (or the asker's
    for "my …"); None when the follow-up says no holder, or not exactly one earlier card has it."""
    before = rest[: new.span[0]]
    holder = _THEIRS_BEFORE if _THEIRS_BEFORE.search(before) else _MINE_BEFORE if _MINE_BEFORE.search(before) else None
    if holder is None:
        return None
    held = {c.name for c in previous_cards if c.name != new.name and holder.search(previous[: c.span[0]])}
    return next(iter(held)) if len(held) == 1 else None


def _replaced_card(new: CardRef, previous_cards: list[CardRef], focus: str | None) -> str | None:
    """The earlier card a new card takes the place of: the one whose name shares a word with it, else the one of
    the same kind when card types are known and only one fits, else the card the conversation is varying, else the
    last one introduced."""
    names = list(dict.fromkeys(card.name for card in previous_cards))
    if not names:
        return None
    words = set(fold(new.name).split()) - {"of", "the", "a", "an"}
    kin = [name for name in names if words & set(fold(name).split())]
    if len(kin) == 1:  # "¿y si fuera un Shock normal?" after Sudden Shock: the card whose name it shares
        return kin[0]
    likeness = {c.name: _likeness(new.types, c.types) for c in previous_cards if c.types and new.types}
    if likeness and max(likeness.values()) > 0:  # the most alike by type line: a Giant Spider for Typhoid Rats
        best = max(likeness.values())
        names = [name for name in names if likeness.get(name) == best]
        if len(names) == 1:
            return names[0]
    if new.kind:
        same = list(dict.fromkeys(c.name for c in previous_cards if c.kind == new.kind and c.name in names))
        if len(same) == 1:
            return same[0]
        if same:
            names = same
    return focus if focus in names else names[-1]


_KEYWORD = (
    r"(?:deathtouch|first strike|double strike|trample|lifelink|flying|reach|vigilance|haste|menace|indestructible|"
    r"hexproof|shroud|defender|infect|wither|protection from (?:the )?\w+|toque mortal|danar primero|danar dos veces|"
    r"doble danar|arrollar|vinculo vital|vuela|volar|alcance|vigilancia|prisa|amenaza|antimaleficio|infectar|marchitar|"
    r"defensor|proteccion contra (?:el |lo )?\w+)"
)
#: "<card> had deathtouch (too)", "la Dreadmaw tuviera toque mortal": only keywords given to one earlier card
_GRANT_RE = re.compile(
    rf"^\s*(?:(?:had|has|have|got|gets|gained|gains|with|tuviera|tiene|tenia|ganara|gana|con)\s+)"
    rf"(?P<kw>{_KEYWORD}(?:(?:\s*,\s*|\s+(?:and|y)\s+){_KEYWORD})*)"
    r"(?:\s+(?:too|also|as well|tambien|ademas))?\s*$"
)


_NOT_A_NAME = frozenset(
    {"mia", "mio", "mine", "suya", "suyo", "theirs", "yours", "tuya", "tuyo", "one", "creature", "criatura", "guy",
     "bicho", "attacker", "blocker", "atacante", "bloqueador", "bloqueadora", "other", "otra", "otro"}
)  # fmt: skip


def _grant_keywords(previous: str, rest: str, previous_cards: list[CardRef]) -> str | None:
    """ "the Dreadmaw had deathtouch" → "My Colossal Dreadmaw with deathtouch is blocked…": the keyword beside
    the card's first mention, where a reader of the situation looks for it."""
    folded = fold(rest)
    if len(folded) != len(rest):
        return None
    for name in dict.fromkeys(card.name for card in previous_cards):
        spans = mentions(rest, name)
        last = fold(name.split(",")[0]).split()[-1]
        said = re.match(rf"^\s*(?:(?:the|my|his|her|their|el|la|mi|su|si|if)\s+)*({re.escape(last)})s?\b", folded)
        if not spans and said is not None:  # "¿y si el ace tuviera toque mortal?": its last word, lower case
            spans = [said.span(1)]
        if len(spans) != 1 or re.search(
            r"\w", re.sub(r"\b(?:the|my|his|her|their|el|la|mi|su|si|if)\b", "", folded[: spans[0][0]])
        ):
            continue
        granted = _GRANT_RE.match(folded[spans[0][1] :])
        at = mentions(previous, name)
        if granted is None or not at:
            continue
        keywords = rest[spans[0][1] + granted.start("kw") : spans[0][1] + granted.end("kw")]
        word = "con" if re.search(r"\b(?:tuviera|tiene|tenia|ganara|gana|con)\b", folded) else "with"
        end = at[0][1]
        return f"{previous[:end]} {word} {keywords}{previous[end:]}"
    # "what if my bears had first strike?" after "my bears attacks…": a word of the earlier question, not a card found
    subject = re.match(r"^\s*(?:(?:the|my|his|her|their|el|la|mi|su)\s+)+([a-z]{3,})\b", folded)
    if subject and subject[1] in _NOT_A_NAME:
        return None  # "la mía", "my creature": the asker's creature, _grant_to_mine's
    granted = _GRANT_RE.match(folded[subject.end(1) :]) if subject else None
    earlier = fold(previous)
    at_word = re.search(rf"\b{subject[1]}\b", earlier) if subject and granted else None
    if subject is None or granted is None or at_word is None or len(earlier) != len(previous):
        return None
    keywords = rest[subject.end(1) + granted.start("kw") : subject.end(1) + granted.end("kw")]
    word = "con" if re.search(r"\b(?:tuviera|tiene|tenia|ganara|gana|con)\b", folded) else "with"
    return f"{previous[: at_word.end()]} {word} {keywords}{previous[at_word.end() :]}"


#: "my creature also had deathtouch", "la mía tiene dañar primero": a keyword for the asker's creature
_MINE_GRANT_RE = re.compile(
    rf"^\s*(?:my (?:creature|guy|attacker|blocker|one)|mine|la mia|el mio|mi criatura|mi bicho)\s+(?:also |too |tambien )?"
    rf"(?:had|has|have|got|gets|gained|gains|with|tuviera|tiene|tenia|ganara|gana|con)\s+"
    rf"(?P<kw>{_KEYWORD}(?:(?:\s*,\s*|\s+(?:and|y)\s+){_KEYWORD})*)(?:\s+(?:too|also|as well|tambien|ademas))?\s*$"
)
#: the asker's creature in the situation: "My 5/5 trampler", "Mi criatura 3/3", "my Grizzly Bears"
_MY_CREATURE_RE = re.compile(
    r"\b(?i:my|mi)\s+(?:(?i:criatura|creature|bicho|guy)(?:\s+\d+/\d+)?|\d+/\d+(?:\s+(?i:trampler|flyer|creature|criatura))?|"
    r"[A-Z][\w'’-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\w'’-]*)*)"
)


def _grant_to_mine(previous: str, rest: str) -> str | None:
    """ "what if my creature also had deathtouch?" → "My 5/5 trampler with deathtouch is blocked…": the keyword
    beside the first creature the asker calls theirs."""
    folded = fold(rest)
    granted = _MINE_GRANT_RE.match(folded)
    mine = _MY_CREATURE_RE.search(previous)
    if granted is None or mine is None or len(folded) != len(rest):
        return None
    keywords = rest[granted.start("kw") : granted.end("kw")]
    word = "con" if re.search(r"\b(?:la mia|el mio|mi |tuviera|tiene|tenia|ganara|gana|con)\b", folded) else "with"
    return f"{previous[: mine.end()]} {word} {keywords}{previous[mine.end() :]}"


#: "and if the blocker had deathtouch instead?", "¿y si la bloqueadora tuviera toque mortal?"
_ROLE_GRANT_RE = re.compile(
    rf"^\s*(?:the |el |la )?(?P<who>blocker|attacker|bloqueador[a]?|atacante)\s+(?:also |tambien )?"
    rf"(?:had|has|have|got|gets|tuviera|tiene|tenia)\s+(?P<kw>{_KEYWORD}(?:(?:\s*,\s*|\s+(?:and|y)\s+){_KEYWORD})*)"
    r"(?P<instead>\s+(?:instead|en (?:su lugar|vez de eso)))?(?:\s+(?:too|also|as well|tambien|ademas))?\s*$"
)


def _grant_to_role(previous: str, rest: str) -> str | None:
    """A keyword for the blocker or the attacker a P/T describes: beside its P/T, or in place of the keyword already
    there when the follow-up says "instead"."""
    folded = fold(rest)
    said = _ROLE_GRANT_RE.match(folded)
    if said is None or len(folded) != len(rest):
        return None
    blockers = _BLOCKER_PT_RE.search(previous)
    if said["who"].startswith(("block", "bloque")):
        found = blockers
    else:
        found = next((m for m in PT_RE.finditer(previous) if not blockers or m.start(1) != blockers.start(1)), None)
    if found is None:
        return None
    keyword = rest[said.start("kw") : said.end("kw")]
    word = "con" if re.search(r"\b(?:tuviera|tiene|tenia|bloqueador|atacante)\b", folded) else "with"
    end = found.end(2)
    had = re.match(rf"\s+(?:with|con)\s+{_KEYWORD}", fold(previous[end:]))
    if had and said["instead"]:
        return f"{previous[:end]} {word} {keyword}{previous[end + had.end() :]}"
    return f"{previous[:end]} {word} {keyword}{previous[end:]}"


#: "without X", "¿y sin X?", "if I didn't have X", "¿y si no tengo X?": the follow-up takes a card away
_WITHOUT_RE = re.compile(
    # "same double block but without the collar": the same situation, one card less
    r"^(?:(?:the )?(?:same|igual|lo mismo|el mismo|la misma)\b[^,.?]{0,40}?\s)?(?:(?:but |pero )?(?:without|sin)|(?:i |it |he |she |my opponent |they |mi rival )?(?:didn'?t have|did not have|don'?t have|"
    r"do not have|doesn'?t have|does not have|had no|have no)|no (?:tengo|tuviera|tuviese|tiene|controlo|controla|"
    r"hay|hubiera|hubiese))\s+(?:(?:the|a|an|my|el|la|un|una|mi|su)\s+)?$"
)
#: words that only say a card is there ("I control X", "Tengo X en juego", "With X on the battlefield", "X out")
_HAVING_WORDS = set(
    "i control controls have has had tengo tiene tienes controlo controla controlas hay with con en juego mesa out on "
    "the battlefield campo de batalla in play my opponent opponent's opp mi rival tu su a an un una el la and y also "
    "ademas tambien while mientras there theres there's is too".split()
) | set(COUNT_WORDS)


#: "<card> is gone", "…leaves the battlefield", "ya no está": the card taken away, said after its name
_GONE_RE = re.compile(
    r"^\s*(?:is|was|were|gets|got) (?:gone|destroyed|removed|exiled|not there|not around|no longer there)\s*$|"
    r"^\s*(?:leaves|left|isn'?t there|wasn'?t there|weren'?t there)(?: the battlefield)?\s*$|"
    # "ok and if the collar wasnt on it?"
    r"^\s*(?:isn'?t|wasn'?t|weren'?t|was not|were not) (?:on (?:it|him|her|them)|attached|equipped|out|in play)\s*$|"
    r"^\s*(?:ya )?no (?:esta|estuviera|estaba)(?: en (?:mesa|juego|el campo(?: de batalla)?))?\s*$|"
    r"^\s*(?:se va|se fue|desaparece|desapareciera|es destruid[oa]|fuera destruid[oa])\s*$"
)


def without_card(previous: str, rest: str, previous_cards: list[CardRef], cards: Sequence[CardRef] = ()) -> str | None:
    """The previous question with an earlier card taken away (see `_remove_card`); `cards` are the finder's spans in
    `rest`, for a card it calls by a word `mentions` doesn't know ("the collar")."""
    folded = fold(rest)
    for name in dict.fromkeys(card.name for card in previous_cards):
        spans = mentions(rest, name) or [card.span for card in cards if card.name == name]
        if len(spans) != 1:
            continue
        before, after = folded[: spans[0][0]], folded[spans[0][1] :]
        gone = _GONE_RE.match(after) and not re.search(
            r"\w",
            re.sub(
                r"^\W*(?:(?:ok|okay|so|but|pero|vale)\W+)*(?:(?:what if|and if|y si|si|and|y|if)\b\W*)?(?:(?:the|el|la|my|mi)\s+)?$",
                "",
                before,
            ),
        )
        after_name = _STILL_THERE_RE.sub("", rest[spans[0][1] :])  # "if it didn't have the collar on"
        if not gone and (not _WITHOUT_RE.search(before) or re.search(r"\w", after_name)):
            continue
        situation, ask = split_ask(previous)
        cut = _remove_card(situation, name, [card.name for card in previous_cards if card.name != name])
        return None if cut is None else join_text(cut, ask)
    return None


def forget_card(previous: str, what: str, previous_cards: list[CardRef]) -> str | None:
    """ "forget the Giant Growth": the previous question without that earlier card — its mention taken out of a list
    (`without_card`), else the one later sentence that tells it ("They Giant Growth the Bears after blocking.")."""
    # what follows "forget"/"sin" is a card, so its last word names it in any case ("sin el angel")
    last = fold(what).split()[-1:]
    names = list(
        dict.fromkeys(
            card.name
            for card in previous_cards
            if mentions(what, card.name) or last == [fold(card.name.split(",")[0].split()[-1])]
        )
    )
    if len(names) != 1:
        return None
    reduced = without_card(previous, "without " + what, previous_cards)
    if reduced is not None:
        return reduced
    situation, ask = split_ask(previous)
    sentences = [m.group(0) for m in _SENTENCE_RE.finditer(situation) if m.group(0).strip()]
    told = [number for number, sentence in enumerate(sentences) if mentions(sentence, names[0])]
    if len(told) != 1 or told[0] == 0:
        return None  # the first sentence sets the scene: it stays
    return join_text("".join(s for number, s in enumerate(sentences) if number != told[0]).strip(), ask)


#: words after a card's name that only say it is there: "the collar on", "the anthem out", "en mesa"
_STILL_THERE_RE = re.compile(
    r"^\s*(?:on|on it|out|in play|anymore|equipped|attached|on the battlefield|en mesa|en juego|puest[oa])\b", re.I
)


def _remove_card(situation: str, name: str, others: Sequence[str] = ()) -> str | None:
    """The situation without card `name`: its clause removed when the clause only says the card is there
    ("Tengo Doubling Season y lanzo…" → "Lanzo…"), or the card from a list ("Tengo X y Y" → "Tengo Y"); None when
    the card does something in its clause, or is named more than once."""
    at = mentions(situation, name)
    if len(at) != 1:
        return None
    start, end = at[0]
    bounds = [0] + [m.end() for m in _LIST_RE.finditer(situation)] + [len(situation)]
    stops = [m.start() for m in _LIST_RE.finditer(situation)] + [len(situation)]
    left = max(b for b in bounds if b <= start)
    right = min(s for s in stops if s >= end)
    words = re.findall(r"[\w']+", fold(situation[left:start] + " " + situation[end:right]))
    on_it = re.match(r"\s*on (?:it|him|her)\b", situation[end:right])
    worn = _WORN_RE.search(situation[left:start]) or (_HAS_RE.search(situation[left:start]) if on_it else None)
    if worn is not None and not situation[end + (on_it.end() if on_it else 0) : right].strip(" ,"):
        # "my Dreadmaw is wearing Basilisk Collar and …" without the collar: the creature stays, the gear goes
        rest_of_it = re.sub(r"^\s*(?:and|y)\s+", " ", situation[right:])  # "… has a collar on it and attacks"
        return _tidy(situation[: left + worn.start()] + rest_of_it)
    if any(word not in _HAVING_WORDS and not word.isdigit() for word in words) and not _cast_on_it(words, others):
        return None
    after = _LIST_RE.match(situation, right)
    before = next((m for m in _LIST_RE.finditer(situation) if m.end() == left), None)
    if words and after and after.end() < len(situation) and not re.search(r"[.?!]", after.group(0)):
        following = _LIST_RE.search(situation, after.end())
        nxt = situation[after.end() : following.start() if following else len(situation)]
        if all(w in _FILLER or w[:1].isupper() for w in re.findall(r"[\w']+", nxt)) and nxt.strip():
            # "Tengo Doubling Season y Parallel Lives": the next card takes its place in the clause
            return _tidy(situation[:start] + situation[after.end() :])
    if after and after.end() < len(situation):
        return _tidy(situation[:left] + situation[after.end() :])
    if before is not None:
        return _tidy(situation[: before.start()] + situation[right:])
    return _tidy(situation[:left] + situation[right:])


#: a spell's clause that only casts it at something told before: "and giant growth it", "cast Shock on him"
_CAST_ON_IT_WORDS = frozenset("i cast casts it him her them on at targeting and y le lo la lanzo tiro sobre".split())


_ARTICLE_WORDS = frozenset("the my his her their a an el la mi su al".split())


def _cast_on_it(words: list[str], others: Sequence[str]) -> bool:
    """The clause only casts the spell at something told elsewhere: a pronoun, or another card by a name word ("i
    giant growth the ace")."""
    named = {word for name in others for word in re.findall(r"[\w']+", fold(name)) if len(word) >= 3}
    objects = {"it", "him", "her", "them", "le", "lo", "la"} | named
    return bool(words) and set(words) <= _CAST_ON_IT_WORDS | _ARTICLE_WORDS | named and bool(objects & set(words))


#: gear worn by the creature the clause names: "is wearing", "equipped with", "que lleva", "equipado con"
#: "my goliath has a basilisk collar on it": gear said with "has … on it"
_HAS_RE = re.compile(r"\s+(?:has|had)\s+(?:(?:a|an|the)\s+)?$", re.IGNORECASE)
_WORN_RE = re.compile(
    r"\s+(?:is wearing|wearing|wears|is equipped with|equipped with|with|que lleva|lleva|equipad[oa] con|con)\s+"
    r"(?:(?:a|an|the|my|his|her|their|un|una|el|la|mi|su)\s+)?$",
    re.IGNORECASE,
)


#: list and clause separators inside a situation
_LIST_RE = re.compile(r"\s*(?:,\s*(?:and|y)?|;|\.|\s(?:and|y|e|while|mientras)\s)\s*", re.IGNORECASE)


def _tidy(text: str) -> str:
    """Spaces and capitals after a clause was cut out."""
    text = re.sub(r"\s+([,.?!])", r"\1", re.sub(r"\s{2,}", " ", text)).strip(" ,;.")
    if not text:
        return ""
    text = re.sub(r"([.?!]\s+)([a-záéíóúñ])", lambda m: m.group(1) + m.group(2).upper(), text)
    return capital(text) + ("" if not text or re.search(r"[.?!]$", text) else ".")


#: "el muro fuera un Hill Giant", "the blocker were a Giant Spider": an earlier card, said to be a new one
_COPULA_RE = re.compile(
    r"^(?:[\w'’]+\s+){1,3}(?:fuera|fuese|es|sea|era|were|was|is|had been)\s+(?:(?:a|an|un|una)\s+)?$", re.IGNORECASE
)
_INSTEAD_OF_RE = re.compile(
    r"\b(?:instead of|rather than|in place of|en vez del?|en lugar del?)\s+(?:(?:the|my|his|her|their|el|la|los|las|mi|su)\s+)?$",
    re.IGNORECASE,
)


#: "en vez de sacrificarla le da antimaleficio", "instead of sacrificing it they give it hexproof"
_INSTEAD_ACTION_RE = re.compile(
    r"^\W*(?:(?:and|y|what|if|si|que|ok|okay|so|but|pero|vale)\W+)*(?:(?:en vez de|en lugar de)\s+(?P<verb>[a-z]{3,}?(?:ar|er|ir))(?:se)?"
    r"(?:la|lo|le|las|los)?|instead of\s+(?P<gerund>[a-z]{3,}?)ing(?: it| them)?)"
    r"\s*,?\s+(?:(?P<subject>they|he|she|i|you|el|ella|mi rival|my opponent)\s+)?(?P<new>.+?)\W*$"
)


#: the same said the other way round: "and if I'd Boomeranged the Solemn instead of saccing it?", "¿y si le da
#: antimaleficio en vez de sacrificarla?"
_ACTION_INSTEAD_RE = re.compile(
    r"^\W*(?:(?:and|y|what|if|si|que|ok|okay|so|but|pero|vale)\W+)*(?:(?P<subject>they|he|she|i|you|el|ella|mi rival|"
    r"my opponent)(?:'d|\s+had|\s+would)?\s+)?(?P<new>.+?)\s*,?\s+(?:(?:en vez de|en lugar de)\s+(?P<verb>[a-z]{3,}?"
    r"(?:ar|er|ir))(?:se)?(?:la|lo|le|las|los)?|instead of\s+(?P<gerund>[a-z]{3,}?)ing(?: it| them| him| her)?)\W*$"
)


#: "ok but if i blink the actual pestermite card instead?": the same verb on a new object
_VERB_OBJECT_INSTEAD = re.compile(
    r"^\W*(?:(?:ok|okay|but|and|so|what)\W+)*(?:(?:what )?if )?(?:i|you|he|she|they|we) (?P<verb>[a-z]{3,}) "
    r"(?P<object>(?:the|my|his|her|their|a|an) [^,.?!]{1,50}?) instead\W*$"
)
_OBJECT_END = r"(?=\s+(?:does|do|is|will|would|can|and|then|in response|before|after|so)\b|\s*[,.;?!]|$)"


def _same_verb_object(previous: str, rest: str) -> str | None:
    """ "… if i flash in resto and blink the token does it come back?" + "ok but if i blink the actual pestermite card
    instead?": the object of that same verb, once in the earlier question, by the new one."""
    said = _VERB_OBJECT_INSTEAD.match(rest)
    if said is None or len(fold(previous)) != len(previous):
        return None
    verb = re.escape(said["verb"])
    found = list(
        re.finditer(rf"\b{verb}\s+(?:the|my|his|her|their|a|an|its)\s+[^,.;?!]+?{_OBJECT_END}", previous, re.I)
    )
    if len(found) != 1:
        return None
    old = found[0]
    start = old.start() + len(said["verb"]) + 1
    return previous[:start] + said["object"] + previous[old.end() :]


def _instead_of_action(previous: str, rest: str, cards: list[CardRef]) -> str | None:
    """The situation with the action a follow-up replaces ("sacrificarla", "sacrificing it") swapped for the new one
    ("le da antimaleficio", "give it hexproof"), in the sentence that told it."""
    folded = fold(rest)
    said = _INSTEAD_ACTION_RE.match(folded) or _ACTION_INSTEAD_RE.match(folded)
    if said is None or len(folded) != len(rest):
        return None
    group = "verb" if said["verb"] else "gerund"
    at = said.start(group)
    if rest[at].isupper() or any(a <= at < b for a, b in (card.span for card in cards)):
        return None  # "en vez de Murder lanzo Diabolic Edict": a card, not an action
    stem = said[group][:5]
    if group == "gerund" and len(stem) >= 4 and stem[-1] == stem[-2]:
        stem = stem[:-1]  # "saccing" is "sac", "stopping" is "stop"
    situation, ask = split_ask(previous)
    if len(fold(situation)) != len(situation):
        return None
    action = re.search(rf"(?:\b(?:la|lo|le|las|los|se|it)\s+)?\b\w*{re.escape(stem)}\w*[^.?!¿]*", fold(situation))
    if action is None and stem in ("attac", "atac"):
        # "instead of attacking" when the situation says the attack as "connects", "swings", "hits"
        found = list(
            re.finditer(
                r"\b(?:connects?|swings?|hits?|gets in|got in|pega|golpea)\b[^.?!¿,]*?(?=\s+(?:and|y)\s|[.?!¿,]|$)",
                fold(situation),
            )
        )
        action = found[-1] if found else None  # the attack the question is about is the last one told
    if action is None:
        return None
    new = rest[said.start("new") : said.end("new")]
    start = action.start()
    if said["subject"] in ("i", "they", "he", "she") and stem in ("attac", "atac"):
        # "instead of attacking i fling krenko at them": a new subject, so the whole attack clause gives way — from
        # the sentence's first attack verb ("he swings at her again and connects for 5")
        sentence = max([m.end() for m in re.finditer(r"[.;?!]\s*", fold(situation[:start]))], default=0)
        # …after what the sentence says happened before ("already hit them for 14 over two turns and now connects")
        earlier = list(
            re.finditer(
                r"\balready\b[^,;]*?\bover (?:the game|(?:\w+ ){1,2}turns?)\b|\bya\b", fold(situation)[sentence:start]
            )
        )
        sentence += earlier[-1].end() if earlier else 0
        first = re.search(
            r"\b(?:attack\w*|connects?|swings?|hits?|pega|golpea|ataca\w*)\b", fold(situation)[sentence:start]
        )
        start = sentence + first.start() if first else start
        cuts = [m.end() for m in re.finditer(r"[.,;]\s*|\b(?:and|y)\s+", fold(situation[:start]))]
        start = max(cuts, default=0)
        new = rest[said.start("subject") : said.end("new")]
    return join_text(situation[:start] + new + situation[action.end() :], ask)


#: "what if it was X instead?", "¿y si fuera X?": the earlier card of X's kind, now X
_IT_WAS_RE = re.compile(
    r"^\W*(?:(?:what|and|but|ok|so|y|pero)\s+)*(?:if\s+|si\s+)?(?:it|that|that one|this one|esa|ese|eso)?\s*"
    r"(?:was|were|is|had been|fuera|fuese|era|es)\s+(?:an?\s+|una?\s+)?(?P<mine>(?:my|mi)\s+)?$"
)
#: after the new card, the rest of the situation kept and a question of its own: "instead with the same two blocking,
#: how much can i trample over to him?"
_SAME_TOLD_RE = re.compile(
    r"^\W*(?:instead\W+|en su lugar\W+)?(?:with|and|con|y) (?:the same|(?:los|las|el|la) mism[oa]s?) [^,?]*(?:,\s*|$)",
    re.I,
)
#: the asker's own card in the earlier text: "i attacked with craw wurm", "my craw wurm", "ataco con mi X"
_ASKERS_CARD_BEFORE = r"\b(?:my|mi|i attacked with|i attack with|i swung with|ataco con|ataque con)\s+(?:mi\s+)?"


def _it_was(previous: str, rest: str, new: list[CardRef], previous_cards: list[CardRef]) -> str | None:
    """The earlier text with its one card of the new card's kind renamed, when the follow-up only says "it was <new
    card> instead"; with several of that kind, "it was my <new card>" renames the asker's own one, and a question
    asked after "with the same …" takes the earlier question's place."""
    if len(new) != 1 or not new[0].kind:
        return None
    said = _IT_WAS_RE.match(fold(rest[: new[0].span[0]]))
    if said is None:
        return None
    after = rest[new[0].span[1] :]
    ask = ""
    if re.sub(r"\b(?:instead|then|en su lugar|en vez)\b|[\s?!.,¿¡]", "", fold(after)):
        kept = _SAME_TOLD_RE.match(after)
        ask = capital(after[kept.end() :].strip()) if kept else ""
        if kept is None or (ask and not ask.endswith("?")):
            return None  # more told after the card: another reading's
    same = list(dict.fromkeys(card.name for card in previous_cards if card.kind == new[0].kind))
    if len(same) != 1 and said["mine"]:
        same = [name for name in same if re.search(_ASKERS_CARD_BEFORE + re.escape(fold(name)), fold(previous))]
    if len(same) != 1:
        return None
    renamed = _rename(previous, same[0], new[0].name, previous_cards)
    return join_text(split_ask(renamed)[0], ask) if ask else renamed


def _instead_of(rest: str, previous_cards: list[CardRef], cards: Sequence[CardRef] = ()) -> str | None:
    """The earlier card the follow-up says it replaces: "instead of Murder", "en vez de los Elves", "en vez del
    swords" (`cards`: the finder's spans in `rest`, for a nickname `mentions` doesn't know)."""
    for name in dict.fromkeys(card.name for card in previous_cards):
        spans = mentions(rest, name) or [card.span for card in cards if card.name == name]
        if any(_INSTEAD_OF_RE.search(rest[:start]) for start, _ in spans):
            return name
    return None


def _likeness(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a | b else 0.0


#: "fuera un", "it was a": the copula alone, or after up to three words
_BARE_COPULA = re.compile(
    r"^\W*(?:[\w'’]+\s+){0,3}(?:fuera|fuese|es|sea|era|were|was|is|had been)\s+(?:(?:a|an|un|una)\s+)?$", re.IGNORECASE
)
#: what follows a card said to be the new one: a keyword it has or lacks ("sin arrollar", "with deathtouch")
_KEYWORD_NOTE = re.compile(
    r"^\s*,?\s*((?:sin|without|with no|con|with)\s+(?:trample|arrollar|deathtouch|toque mortal|first strike|dañar "
    r"primero|danar primero|double strike|dañar dos veces|danar dos veces|lifelink|v[ií]nculo vital|flying|volar|"
    r"reach|alcance|menace|amenaza|haste|prisa|vigilance|vigilancia|indestructible))\W*$",
    re.IGNORECASE,
)


def _noun_like(rest: str, cards: list[CardRef]) -> bool:
    """ "con Pyroclasm", "it were Kor Firewalker instead", "Diabolic Edict, if…": the card stands in for another."""
    text = rest
    for card in sorted(cards, key=lambda c: -c.span[0]):
        text = text[: card.span[0]] + " \x00 " + text[card.span[1] :]
    words = re.findall(r"[\w\x00]+", fold(text))
    if words and words[0] in ("with", "con") and len(words) > 1:
        words = words[1:]
    if words and words[0] in ("a", "an", "un", "una") and len(words) > 1:
        words = words[1:]
    if words and words[0] == "\x00":
        return True
    return all(word == "\x00" or word in _FILLER for word in words)


def _with_note(text: str, rest: str, cards: list[CardRef]) -> str:
    """Keep what the follow-up says besides the card and the count ("if it's my only creature", "X=3")."""
    spare = rest
    for card in sorted(cards, key=lambda c: -c.span[0]):
        spare = spare[: card.span[0]] + " " + spare[card.span[1] :]
    words = [
        w
        for w in re.findall(r"\w+(?:=\d+)?", fold(spare))
        if w not in _FILLER and w not in NUMBER_WORDS and not re.fullmatch(_UNIT, w)
    ]
    words = [w for w in words if not w.isdigit() and w not in _NOTE_FILLER and w not in _ROLE_WORDS]
    if not words:
        return text
    situation, ask = split_ask(text)
    return join_text(situation, as_statement(rest), ask)


def _rename(text: str, old: str, new: str, refs: Sequence[CardRef] = ()) -> str:
    """Every mention of card `old` (full or short name) becomes `new`; when `text` names it only by a nickname the
    finder knew ("swords", "bolt"), the finder's spans for it (`refs`, found in `text`) say where."""
    spans = mentions(text, old) or sorted(ref.span for ref in refs if ref.name == old)
    for start, end in reversed(spans):
        text = text[:start] + new + text[end:]
    return text


def _replace_clause(situation: str, name: str, rest: str, names: set[str]) -> str | None:
    """The clause of the situation that names card `name` gives way to the follow-up's clause; None when that
    would lose another card of `names` the clause names ("My Hill Giant is blocked by two Llanowar Elves")."""
    replacement = _SUBST_WORDS_RE.sub("", rest).strip(" ,.?")
    if not replacement:  # "y, instead?": nothing to put in its place
        return situation
    mention = mentions(situation, name)[0]
    bounds = [0] + [m.end() for m in _CLAUSE_RE.finditer(situation)] + [len(situation)]
    sentence_ends = [m.end() for m in re.finditer(r"[.?!]+\s*", situation)]
    start = max(b for b in bounds + sentence_ends if b <= mention[0])
    stops = [m.start() for m in _CLAUSE_RE.finditer(situation)] + [m.start() for m in re.finditer(r"[.?!]+", situation)]
    end = min([s for s in stops if s >= mention[1]] + [len(situation)])
    clause = situation[start:end]
    outside = situation[:start] + " " + situation[end:]
    if any(
        other != name and mentions(clause, other) and not mentions(outside, other) and not mentions(rest, other)
        for other in names
    ):
        return None
    prefix = _KEEP_PREFIX_RE.match(clause)
    subject = situation[start + (prefix.end() if prefix else 0) : mention[1]]
    if re.match(r"it\b", replacement, re.IGNORECASE) and len(subject.split()) <= 5:
        replacement = subject + replacement[2:]  # "it gets exiled" in place of "my Doomed Traveler dies"
    new_clause = (prefix.group(0) if prefix else "") + replacement
    if start == 0 or re.search(r"[.?!]\s*$", situation[:start]):
        new_clause = capital(new_clause)
    return situation[:start] + new_clause + situation[end:]


#: who acts, said first: "they sac it …", "and if they boros charm …", "i respond …"
_THEM_FIRST_RE = re.compile(
    r"^(?:and |y |but |pero |ok |okay )*(?:what )?(?:if |si )?(?:they|he|she|opp\w*|el rival|mi rival)\b"
)
_ME_FIRST_RE = re.compile(r"^(?:and |y |but |pero |ok |okay )*(?:what )?(?:if |si )?i\b")


def _same_responder(situation: str, folded: str) -> bool:
    """The follow-up's actor ("and if they boros charm … instead?") is the one who responded in the situation
    ("they sac it … in response"): the new spell is their other response, said without "in response"."""
    responses = list(_RESPONSE_RE.finditer(fold(situation)))
    if len(responses) != 1:
        return False
    clause_start = max(
        [0]
        + [m.end() for m in _CLAUSE_RE.finditer(situation) if m.end() <= responses[0].start()]
        + [m.end() for m in re.finditer(r"[.?!]+\s*", situation) if m.end() <= responses[0].start()]
    )
    clause = fold(situation[clause_start:]).lstrip()
    return bool(
        (_THEM_FIRST_RE.match(folded) and _THEM_FIRST_RE.match(clause))
        or (_ME_FIRST_RE.match(folded) and _ME_FIRST_RE.match(clause))
    )


def _instead_response(situation: str, rest: str) -> str | None:
    """The one clause of the situation that is a response gives way to the follow-up's response."""
    found = [m for m in _RESPONSE_RE.finditer(fold(situation)) if len(fold(situation)) == len(situation)]
    replacement = _SUBST_WORDS_RE.sub("", rest).strip(" ,.?")
    if len(found) != 1 or not replacement:
        return None
    at = found[0].start()
    bounds = (
        [0]
        + [m.end() for m in _CLAUSE_RE.finditer(situation)]
        + [m.end() for m in re.finditer(r"[.?!]+\s*", situation)]
    )
    stops = [m.start() for m in _CLAUSE_RE.finditer(situation)] + [m.start() for m in re.finditer(r"[.?!]+", situation)]
    start = max(b for b in bounds if b <= at)
    end = min([s for s in stops if s >= found[0].end()] + [len(situation)])
    if start == 0 or re.search(r"[.?!]\s*$", situation[:start]):
        replacement = capital(replacement)
    replacement = re.sub(r"^(?:and |y |but |pero |ok |okay )*(?:what )?(?:if |si )", "", replacement, flags=re.I)
    if not _RESPONSE_RE.search(fold(replacement)):  # "and if they boros charm … instead?": still a response
        replacement += " en respuesta" if re.search(r"\ben respuesta\b", fold(situation)) else " in response"
    return situation[:start] + replacement + situation[end:]


_EN_VERBS = (
    "block|attack|target|cast|counter|activate|kill|destroy|respond|sacrifice|deal|copy|equip|enchant|regenerate|"
    "survive|die|trample|get|gain|draw|use|play|pay|tap|untap|exile|return|stay|keep|enter|trigger|resolve|prevent|"
    "redirect|choose|search|fight|win|lose|have|go"
)
_EN_AFFIRM_RE = re.compile(
    rf"^(?:can|could|may|does|do|will|would)\s+(.+?)\s+({_EN_VERBS})\b(.*?)[\s?]*$", re.IGNORECASE
)
_ES_AFFIRM_RE = re.compile(
    r"^¿?\s*(puedo|puede|pueden|podr[ií]a|podr[ií]an)\s+(?:(.+?)\s+)??((?-i:[a-záéíóúñ])\w*?)(ar|er|ir)"
    r"(le|les|lo|la|los|las|me|te|se)?\b(.*?)[\s?]*$",
    re.IGNORECASE,
)


#: first-person present forms the regular ending gets wrong
_ES_IRREGULAR = {"haco": "hago", "pono": "pongo", "teno": "tengo", "salo": "salgo", "veno": "vengo", "deco": "digo"}


def affirmed(question: str) -> str | None:
    """A yes/no question answered yes, said as a fact: "Can my Giant Spider block Akroma?" → "My Giant Spider blocks
    Akroma.", "¿Puede el Spider bloquear a Akroma?" → "El Spider bloquea a Akroma."; None for other shapes."""
    text = question.strip()
    english = _EN_AFFIRM_RE.match(text)
    if english:
        subject, verb, rest = english.groups()
        if subject.lower() not in ("i", "you", "we", "they"):
            verb = verb[:-1] + "ies" if verb.endswith("y") and verb[-2:-1] not in "aeiou" else verb
            verb = verb + ("es" if re.search(r"(?:sh|ch|ss|x|o)$", verb) else "" if verb.endswith("ies") else "s")
            verb = "has" if verb == "haves" else verb
        return capital(f"{subject} {verb}{rest}".strip()) + "."
    spanish = _ES_AFFIRM_RE.match(text)
    if spanish:
        modal, subject, stem, ending, clitic, rest = spanish.groups()
        modal = modal.lower()
        person = "o" if modal == "puedo" else ("an" if ending == "ar" else "en") if modal.endswith("n") else None
        verb = stem + (person or ("a" if ending == "ar" else "e"))
        verb = _ES_IRREGULAR.get(verb.lower(), verb)  # "haco" → "hago", "pono" → "pongo"
        verb = f"{clitic} {verb}" if clitic else verb  # "¿puedo tirarle un bolt…?" → "le tiro un bolt…"
        return capital(" ".join(part for part in (subject, verb + rest) if part).strip()) + "."
    return None


_COMMA_ASK_RE = re.compile(
    # not the comma of a legend's name: "can Nissa, Who Shakes the World be my commander?"
    r",\s*(?-i:(?!(?:Who|What|Which|Where|How)\s+[A-Z]))¿?(?=(?:(?:se|me|te|le|lo|la|les|nos)\s+){1,2}(?:puedo|puede|pueden|podr[ií]a|puedes)\b|"
    r"(?:puedo|puede|puedes|pueden|podr[ií]a)\s+\w+r\b|"
    # "opp casts carnage tyrant, can i counterspell it?"
    r"(?:can|could|may|do|does|did|will|would|should|is|are)\s+(?:i|you|we|they|he|she|it|my|the|that|this)\b|"
    # "ataco con vampire nighthawk y me lo bloquean, cuantas vidas gano?": a question word after the comma
    r"¿?(?:cu[aá]nt[oa]s?|qui[eé]n|how (?:much|many)|who)\b|"
    # "…, a que cementerio va?", "…, which graveyard does it go to?"
    r"¿?(?:a\s+)?(?:qu[eé]|d[oó]nde|cu[aá]l|which|where|what)\s+\w+|"
    # "…, me tiran un rayo, pierdo?": a last clause that is one Spanish verb ("muere?", "lo pierdo?")
    # (not a word said to the reader: "…, tío?")
    r"¿?(?!(?:t[ií][oa]|hermano|amigo|colega|crack|macho|bro|man)\b)(?:(?:me|se|le|lo|la|te)\s+)?\w+(?:o|a|e|an|en)\s*\?+\s*$|"
    # "…, se muere el oso?": a clitic verb and its subject, the last clause
    r"¿?(?:se|me|le)\s+\w+(?:o|a|e|an|en)(?:\s+\w+){1,2}\s*\?+\s*$)",
    re.IGNORECASE,
)
_CONDITION_FIRST_RE = re.compile(
    r"^\W*(?:if|when|after|before|si|cuando|cu[aá]ndo|despu[eé]s|antes|once|una vez)\b", re.IGNORECASE
)


#: a last sentence typed without its question mark that still asks: "how many treasures", "cuantas vidas gano"
_ASK_WITHOUT_MARK_RE = re.compile(
    r"\s*¿?(?:how (?:much|many)|who|what|which|where|when|does|do|did|is|are|can|could|will|would|"
    r"cu[aá]nt[oa]s?|qui[eé]n|qu[eé]|cu[aá]l|d[oó]nde|cu[aá]ndo)\b|"
    # "if i counterspell it does it get countered": a condition, then the ask
    r"\s*if\b[^.?]{0,60}\b(?:does|do|is|are|can|will|would)\s+(?:it|i|he|she|they|we|you)\b"
)


def _fact_after(rest: str, card: CardRef) -> str:
    """A clause told after the swapped-in card ("en vez de zulaport es blood artist y los oponentes tienen 5
    criaturas"): what follows its name after "and"/"y", if it is a clause of three words or more."""
    said = mentions(rest, card.name)
    after = rest[said[-1][1] :] if said else ""
    # "…es una Leyline of the Void que controla mi oponente": whose it is, told as a fact of its own
    owned = re.match(
        r"\s*,?\s*(?:que|that|which)\s+(?:(?:la|lo)\s+)?(?:controla|tiene|controls|has)\s+(?:mi|el|my|the)\s+"
        r"(oponente|rival|opponent|opp)\b",
        after,
        re.IGNORECASE,
    )
    if owned:
        spanish = owned[1].lower() in ("oponente", "rival")
        return f"{card.name} la controla mi {owned[1]}" if spanish else f"my opponent controls {card.name}"
    told = re.match(r"\s*,?\s*(?:and|y)\s+([^?]+)", after)
    if told is None or len(told[1].split()) < 3:
        return ""
    return told[1].strip(" ,.")


def split_ask(text: str) -> tuple[str, str]:
    """(the situation, the final question): "I control X and cast Y. How many…?" → both parts."""
    parts = [p.strip() for p in _SENTENCE_RE.findall(text) if p.strip()]
    if len(parts) <= 1:
        # "mi rival tiene un gladecover scout, se lo puedo matar con wrath of god?": a told fact, then the ask
        comma = _COMMA_ASK_RE.search(text)
        if comma and text.lstrip().startswith("¿") and re.match(r"\s*(?:que|quien|donde)\s", text[comma.end() :]):
            comma = None  # "¿Muere mi Gladecover Scout, que tiene antimaleficio?": a relative clause, one question
        asks_unmarked = comma is not None and _ASK_WITHOUT_MARK_RE.match(fold(text[comma.end() :]))
        if comma and (text.strip().endswith("?") or asks_unmarked) and not _CONDITION_FIRST_RE.match(text):
            return text[: comma.start()].strip() + ".", capital(text[comma.end() :].strip())
        return "", text.strip()
    last = len(parts) - 1
    if not parts[last].endswith("?"):
        asks = [i for i, part in enumerate(parts) if part.endswith("?")]
        if not asks and _ASK_WITHOUT_MARK_RE.match(fold(parts[last])):
            # "dockside etb, one opp has 3 artifacts… how many treasures": the last sentence asks, mark or not
            return " ".join(parts[:last]), parts[last]
        if not asks:
            return text.strip(), ""
        # "Can I target my own Bogle with Giant Growth? It has hexproof.": the question, then a fact about it
        return " ".join(p for i, p in enumerate(parts) if i != asks[-1]), parts[asks[-1]]
    if parts[last].startswith("¿") and not re.search(r"[.?!:;]$", parts[last - 1]):
        if last == 1 and parts[0].rstrip().endswith(",") and not _CONDITION_FIRST_RE.match(parts[0]):
            # "el rival le tira swords a mi doomed traveler, ¿me sale el token?": a told fact, then the ask
            return parts[0].rstrip(" ,") + ".", parts[1]
        last -= 1  # "Si muere otra vez, ¿vuelve?": the clause before the "¿" belongs to the question
        if last == 0:
            return "", text.strip()
        return " ".join(parts[:last]), f"{parts[last]} {parts[last + 1]}"
    told, asked = split_ask(parts[last])  # "… en mi turno le lanzo act of treason al angel, puedo atacar con el?"
    if told:
        return " ".join([*parts[:last], told]), asked
    return " ".join(parts[:last]), parts[last]


#: a hypothetical's verb said as a fact, at the start of the statement ("fuera una ficha" → "es una ficha")
_AS_FACT = {
    "sea": "es", "fuera": "es", "fuese": "es", "sean": "son", "fueran": "son", "fuesen": "son",
    "tenga": "tiene", "tuviera": "tiene", "tuviese": "tiene", "tengan": "tienen", "tuvieran": "tienen",
    "haya": "hay", "hubiera": "hay", "hubiese": "hay", "controle": "controla", "controlara": "controla",
    "estuviera": "está", "este": "está",
}  # fmt: skip
#: "hubiera" before a past participle: "lo hubiera exiliado", "hubiese usado el -3", "la haya matado"
_PERFECT_RE = re.compile(
    r"\b(?:haya|hubiera|hubiese)n?\s+(?=(?:\w+(?:ad|id)[oa]s?|puesto|hecho|dicho|muerto|vuelto|visto|roto|devuelto)\b)",
    re.IGNORECASE,
)
_AS_FACT_RE = re.compile(rf"^(?:({'|'.join(_AS_FACT)})|(it|he|she|that) (?:were|was))\b", re.IGNORECASE)
#: the same verb after a short subject: "el ace tuviera toque mortal" → "el ace tiene toque mortal"
_SUBJECT_FACT_RE = re.compile(
    rf"^((?!(?:yo|tu|usted|nosotros|ellos|ellas)\b)(?:(?:el|la|los|las|mi|mis|su|sus|tu|tus) )?\w+(?: \w+)?) "
    rf"({'|'.join(_AS_FACT)})\b",
    re.IGNORECASE,
)


#: "tuviera seis artefactos": what a player holds (a count of permanents or cards), so the asker has it, not "it"
_I_HOLD_RE = re.compile(
    rf"^(?:tuviera|tuviese|tenga)\s+(?={COUNT_GROUP}\s+(?:\w+\s+)?(?:artefactos?|tierras?|criaturas?|cartas?|fichas?|"
    r"permanentes?|encantamientos?)\b)",
    re.IGNORECASE,
)


def as_statement(text: str) -> str:
    text = _SUBST_WORDS_RE.sub("", text).strip(" ,¿?¡!")
    text = _I_HOLD_RE.sub("tengo ", text)
    # "lo hubiera exiliado con Ugin": "hubiera" with a participle is the perfect's auxiliary, "ha", not "hay"
    text = _PERFECT_RE.sub(lambda m: "han " if m[0].rstrip().lower().endswith("n") else "ha ", text)
    # "he had two? he casts a second one": two facts, not a question
    text = re.sub(r"\?\s+([a-z])", lambda m: ". " + m[1].upper(), text)
    text = _AS_FACT_RE.sub(lambda m: _AS_FACT[m.group(1).lower()] if m.group(1) else f"{m.group(2)} is", text)
    text = _SUBJECT_FACT_RE.sub(lambda m: f"{m.group(1)} {_AS_FACT[m.group(2).lower()]}", text)
    return capital(text) + "." if text else ""


#: a part that ends mid-sentence: "… ataco con Grizzly Bears y", "… and then"
_OPEN_END = re.compile(r"\b(?:and|or|but|then|with|to|of|the|y|o|pero|luego|con|de|a|el|la|los|las)$", re.IGNORECASE)


#: a sentence that asks, its question mark left off: "… does it come back", "does Solemn get me 2 lands"
_ASKED_WITHOUT_MARK = re.compile(
    r"\b(?:does|do|did|is|are|can|could|will|would|should|what|how|who|which|puedo|puede|cuant[oa]s?)\b", re.IGNORECASE
)


def join_text(*parts: str) -> str:
    """The parts as one text; a part told without its end mark ("with Panharmonicon out does Solemn get me 2 lands")
    is closed before a part that opens a new sentence: with a period before a new question ("When he dies…?"), with
    a question mark when it asks and a new fact follows ("does it come back? Earlier i put a counter on it.")."""
    kept = [part.strip() for part in parts if part and part.strip()]
    joined = kept[:1]
    for part in kept[1:]:
        if re.search(r"\w$", joined[-1]) and re.match(r"[A-Z¿¡]", part) and not _OPEN_END.search(joined[-1]):
            last = re.split(r"[.?!]\s+", joined[-1])[-1]
            # a question followed by a new fact stays the question asked; followed by a new question, it's told
            joined[-1] += "?" if _ASKED_WITHOUT_MARK.search(last) and not part.rstrip().endswith("?") else "."
        joined.append(part)
    return " ".join(joined)


SENTENCE_START_RE = re.compile(r"(?:^|[.?!¿¡:;]\s*|\n)\s*$")


#: game actions a follow-up may redo differently: each family's words, English and Spanish (folded)
_ACTIONS = (  # verbs, not nouns ("one of the two blockers is a Typhoid Rats" is no block)
    r"\b(?:sac|sacs|sacked|sacrifices?|sacrificed|sacrificing|sacrific[oa]n?|sacrifique)\b",
    r"\b(?:block|blocks|blocked|chump\w*|bloque[oa]n?|bloqueo)\b",
    r"\b(?:attack|attacks|attacked|swings?|swung|atac[oa]n?)\b",
    r"\b(?:exile[sd]?|exiling|exili[oa]n?)\b",
    r"\b(?:bounce[sd]?|bouncing)\b",
    r"\b(?:reveal|reveals|revealed|revel[oa]n?)\b",
    r"\b(?:discard|discards|discarded|descart[oa]n?)\b",
)
#: a removal retold only with a new moment ("and if they murder the wurm after rancor already resolved?"); without one,
#: "kill"/"destroy" in a follow-up is usually what it asks ("does it kill the bears then?"), not the action redone
_REMOVAL_ACTION = (
    r"\b(?:kill|kills|killed|murder|murders|murdered|destroy|destroys|destroyed|mat[ao]n?|destruy[eo]n?)\b"
)
_RETOLD_MOMENT_RE = re.compile(
    r"\b(?:after|before|instead|in response|first|despues|antes|en vez|en lugar|en respuesta|primero)\b"
)
#: verbs so common that only a follow-up saying "instead" redoes them ("what if I cast the Skullcrack in response
#: to the Fog instead?")
_INSTEAD_ACTIONS = (r"\b(?:cast|casts|lanz[oa]n?|lanzo)\b",)
_ALSO_RE = re.compile(r"\b(also|too|as well|another|ademas|tambien|otra vez|again)\b")


_SUBJECT_VERB_RE = re.compile(r"^\W*(?:(?:and|if|what|y|si)\s+)*(?:i|yo|they|he|she|opp|el rival)\s+([a-z]{3,})\b")


#: a follow-up that takes back an action told: "¿y si no la sacrifico?", "what if i don't sacrifice it?"
_NEGATED_RE = re.compile(
    r"^\s*(?:no (?:(?:l[oa]s?|le|les|me|te|se) )?|(?:(?:i|they|he|she|opp|you|we) )?(?:don'?t|do not|didn'?t|did not|"
    r"doesn'?t|does not|never) )([a-z]{4,})"
)


def _undone_action(situation: str, rest: str) -> str | None:
    """The one clause of the situation whose verb the follow-up negates leaves it; None when no single clause has it."""
    said = _NEGATED_RE.match(fold(rest))
    if said is None:
        return None
    stem = said[1][:5]
    separators = list(_CLAUSE_RE.finditer(situation))
    cuts = [0] + [m.end() for m in separators]
    stops = [m.start() for m in separators] + [len(situation)]
    clauses = list(zip(cuts, stops, strict=True))
    hits = [(a, b) for a, b in clauses if re.search(rf"\b{re.escape(stem)}", fold(situation[a:b]))]
    if len(hits) != 1 or hits[0] == clauses[0]:
        return None  # the first clause is the situation itself: taking it back leaves nothing to ask about
    index = clauses.index(hits[0])
    start = stops[index - 1]  # from the separator before the clause
    end = hits[0][1]
    tail = situation[end:]
    return (situation[:start] + (tail if re.match(r"\s*[.?!]", tail) else "." + tail)).strip()


def _same_action(situation: str, rest: str) -> str | None:
    """The follow-up redoes an action the situation told ("In response they sacrifice both…" + "what if they only
    sac the Birds?"): the one sentence with that action gives way to the follow-up's; None when the action appears in
    no sentence or several, or the follow-up adds ("also", "another")."""
    folded_rest = fold(rest)
    if _ALSO_RE.search(folded_rest):
        return None
    families = _ACTIONS + (_INSTEAD_ACTIONS if _INSTEAD_RE.search(folded_rest) else ())
    families += (_REMOVAL_ACTION,) if _RETOLD_MOMENT_RE.search(folded_rest) else ()
    said = _SUBJECT_VERB_RE.match(folded_rest) if _INSTEAD_RE.search(folded_rest) else None
    if said is not None:  # "and if i bolt my own grizzly bears instead": the verb the situation told ("i bolt …")
        families += (rf"\b{re.escape(said[1])}\b",)
    family = next((a for a in families if re.search(a, folded_rest)), None)
    if family is None:
        return None
    verb = re.search(family, folded_rest)
    assert verb is not None
    if re.search(
        r"\b(el|del|al|un|una|la|the|a|an|of|after|before|de|with|without|con|sin|that|this|ese|esa|este|esta)\s+$",
        folded_rest[: verb.start()],
    ):
        return None  # "después del bloqueo", "without Murder?": a noun or a card, not the action redone
    sentences = [p for p in _SENTENCE_RE.findall(situation) if p.strip()]
    hits = [i for i, sentence in enumerate(sentences) if re.search(family, fold(sentence))]
    if len(hits) > 1:  # "my opponent casts Fog. … I cast Skullcrack" + "what if I cast the Skullcrack …": its object
        obj = re.match(r"\s*(?:(?:the|my|a|an|their|el|la|mi|un|una|su)\s+)?(\w+)", folded_rest[verb.end() :])
        if obj is not None:
            after = rf"{family}\s+(?:\w+\s+){{0,2}}?{re.escape(obj[1])}\b"
            hits = [i for i in hits if re.search(after, fold(sentences[i]))]
    if len(hits) != 1:
        return None
    lead = re.match(r"\s*((?:in response|en respuesta)\b,?\s*)", sentences[hits[0]], re.IGNORECASE)
    statement = as_statement(rest)
    if lead:  # "In response they sacrifice both…": the response stays one
        statement = lead[1].strip() + " " + statement[:1].lower() + statement[1:]
    sentence = sentences[hits[0]]
    cuts = [0] + [m.end() for m in _CLAUSE_RE.finditer(sentence)]
    clauses = [
        sentence[a:b]
        for a, b in zip(cuts, [m.start() for m in _CLAUSE_RE.finditer(sentence)] + [len(sentence)], strict=True)
    ]
    acting = [i for i, clause in enumerate(clauses) if re.search(family, fold(clause))]
    if not lead and len(clauses) > 1 and len(acting) == 1 and acting[0] > 0:
        # "my Dreadmaw wears Basilisk Collar and opp blocks it with a Bears" + "and if they double block?": only the
        # clause with the action is redone; what the sentence told before it stays
        kept = sentence[: cuts[acting[0]]].rstrip()
        sentences[hits[0]] = kept + " " + statement[:1].lower() + statement[1:]
        return join_text(*sentences)
    passive = _BLOCKED_SUBJECT_RE.match(sentence) if family == _ACTIONS[1] else None
    if passive is not None:
        # "my colossal dreadmaw gets blocked by a grizzly bears" + "and if they double block w/ two bears?": the
        # blocked attacker stays
        statement = passive[1].strip() + " attacks. " + statement
    if len(acting) == 1 and acting[0] + 1 < len(clauses):
        # "ghalta gets blocked by a 3/3 and i temur battle rage it" + "and if he double blocks …?": what the sentence
        # told after the action stays, as a sentence of its own
        statement += " " + capital(sentence[cuts[acting[0] + 1] :].strip())
    sentences[hits[0]] = statement
    return join_text(*sentences)


#: a passive block names the attacker first: "my colossal dreadmaw gets blocked by …"
_BLOCKED_SUBJECT_RE = re.compile(r"\s*(\S.{2,60}?)\s+(?:gets|got|is|was|get)\s+(?:double[- ])?blocked\b", re.I)


_INSTEAD_TAIL_RE = re.compile(
    r"[\s,]*\b(?:instead of|rather than|in place of|en vez del?|en lugar del?)\s+(?:(?:the|my|his|her|their|el|la|los|"
    r"las|mi|su)\s+)?[^,.?]*",
    re.IGNORECASE,
)


def _fact_instead_of_card(situation: str, rest: str, old: str, names: set[str]) -> str | None:
    """The one sentence that names card `old` gives way to the follow-up's fact, its "it" now the other card that
    sentence named ("I cast Giant Growth on my Serra Angel and it resolves." → "Serra Angel had two +1/+1
    counters."); None when that sentence names no other card or more than one."""
    sentences = [p for p in _SENTENCE_RE.findall(situation) if p.strip()]
    hits = [i for i, sentence in enumerate(sentences) if mentions(sentence, old)]
    if len(hits) != 1:
        return None
    sentence = sentences[hits[0]]
    # "what if instead of the Giant Growth it had a +1/+1 counter?": the "instead of" said first goes too
    fact = _INSTEAD_TAIL_RE.sub("", _INSTEAD_HEAD_RE.sub("", rest)).strip(" ,.?¿")
    fact = re.sub(r"^(?:and |y )?(?:what )?(?:if |si )", "", fact, flags=re.IGNORECASE)
    if not _SUBJECT_RE.match(fact):
        return None  # the fact must be about the card left in the sentence
    others = [n for n in names if n != old and mentions(sentence, n)]
    if len(others) == 1:
        sentences[hits[0]] = capital(_SUBJECT_RE.sub(others[0], fact, count=1)) + "."
        return join_text(*sentences)
    # "I Giant Growth my Bears, it resolves, then opp casts Turn to Frog on it": only the clause that named it
    clauses = _CLAUSE_SPLIT_RE.split(sentence)
    named = [c for c in clauses if mentions(c, old)]
    near = [n for n in names if n != old and named and mentions(named[0], n)]
    if len(named) != 1 or len(near) != 1:
        return None
    start = sentence.find(named[0])
    rest_of = _RESOLVES_RE.sub("", sentence[start + len(named[0]) :])
    sentences[hits[0]] = sentence[:start] + _SUBJECT_RE.sub(near[0], fact, count=1) + rest_of
    return join_text(*sentences)


#: the pronoun a fact opens with, standing for the card left in the sentence
_SUBJECT_RE = re.compile(r"^(it|he|she|they|él|ella|lo|la)\b", re.IGNORECASE)
#: "instead of the Giant Growth, …" opening the follow-up
_INSTEAD_HEAD_RE = re.compile(
    r"^[\s,]*(?:instead of|rather than|in place of|en vez del?|en lugar del?)\s+(?:(?:the|my|his|her|their|el|la|los|"
    r"las|mi|su)\s+)?[^,]*?(?=\s+(?:it|he|she|they|él|ella|lo|la)\b)",
    re.IGNORECASE,
)
_CLAUSE_SPLIT_RE = re.compile(r",\s*|\s+(?:and then|then|y luego|luego)\s+", re.IGNORECASE)
#: "…, it resolves," left behind when the spell it spoke of is gone
_RESOLVES_RE = re.compile(r"^,\s*(?:it resolves|and it resolves|se resuelve|y se resuelve)\b", re.IGNORECASE)


_USED_BEFORE_RE = re.compile(
    r"\b(?:used?|cast|casts|played|plays|went for|goes for|tried|hit (?:it|him|her) with|uso|uso|lanzo|tiro|usado|"
    r"usad[oa])\s+(?:an?\s+|the\s+|his\s+|her\s+|their\s+|my\s+|un\s+|una\s+|el\s+|la\s+|su\s+)?$",
    re.IGNORECASE,
)
_ON_IT_AFTER_RE = re.compile(r"\s+(?:on|at|against)\s+(?:it|him|her|them)\b|\s+(?:en|contra|sobre)\s+(?:el|ella)\b")


def _used_on_it(rest: str, new: CardRef) -> bool:
    """The new card is what was used on the object asked about: "he'd used a Ravenous Chupacabra on it"."""
    start, end = new.span
    return bool(_USED_BEFORE_RE.search(rest[:start]) and _ON_IT_AFTER_RE.match(rest, end))
