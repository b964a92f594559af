"""The legend rule (704.5j): it checks legendary permanents with the same name per controller."""

from __future__ import annotations

import re

from answer.analysis import RIGHT_TAG, Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    DIES_ABILITY,
    GAINS_CONTROL,
    SACRIFICE_WATCHER,
    STEALS,
    Citer,
    Step,
    Verdict,
    answered,
    asked_first,
    ids,
    is_legendary,
)
from answer.reasoners.copies import KEYWORDS
from ingest.lexicon import fold
from ingest.models import Card

_SAME = re.compile(
    r"same|\bcop(?:y|i)|\balso\b|\btoo\b|tambien|second|third|another|both|two|mism|segund|tercer|otr[oa]|ambos|\bdos\b|clon|"
    r"\bmine\b|\bmy own\b|\bla mia\b|\bel mio\b|\bcada uno\b|\bone each\b"
)
#: one copy per player: "one each", "we each control a Thalia", "tenemos una cada uno"
_ONE_EACH = (
    r"\bone each\b|\beach (control|have|has|play|cast|got)\w* (one|a|an|their own)\b|\buna? por cabeza\b|"
    r"\bcada (uno|una)\b(?! de)|"
    # "both of us have a thalia out", "los dos tenemos una thalia"
    r"\bboth of us (?:have|control|got|play|cast)\w* (?:a|an|one)\b|\b(?:los|las) dos (?:tenemos|controlamos) (?:un|una)\b"
)
_OTHER_PLAYER = re.compile(
    _ONE_EACH
    + r"|my opponent|\b(?:opp|opponent) (also|too|controls|has|plays|casts)|each (player|of us)|both (of us|players)|"
    r"\bthey (also|too)\b|mi (oponente|rival)|\bambos\b|cada (uno|jugador)|"
    r"el (oponente|rival) (tambien|juega|lanza|controla|tiene)|\b(?:del|de mi|de su) (?:oponente|rival)\b|"
    # "la Atraxa del de al lado", "del man de enfrente"
    r"\bdel (?:\w+ )?de (?:al lado|enfrente)\b|"
    # "mi pana lo copia con clone", "my opponent clones it": the copy is the other player's
    r"\b(?:pana|rival|oponente|opp|opponent|compa|colega|amigo)\b[^.?]{0,10}\b(?:lo |la )?(?:copia|clona|copies|clones)\b|"
    # "mi rival tiene un clone copiando mi kalitas"
    r"\b(?:rival|oponente|opp|opponent|pana)\b[^.?]{0,15}\b(?:tiene|has|controls|controla)\b[^.?]{0,25}"
    r"\b(?:copiando|copying)\b|"
    r"\btanto yo como\b|\b(?:otro|un) jugador (?:tambien|tiene|controla)\b|\byo y (?:otro|un|mi) (?:jugador|rival|oponente)\b|"
    r"\b(?:otro|un) (?:jugador|rival|oponente) y yo\b|\b(?:both )?me and (?:another|a|an|my|one) "
    r"(?:player|opponent)\b|\banother player (?:also |too )?(?:has|controls|plays)\b|"
    # "me and the guy across from me both have thalia out"
    r"\bme and (?:the|a|an|my|this|that) \w+\b[^.?]{0,40}\bboth (?:have|control|got|play|cast)\b|"
    # "we both put Griselbrand in", "my friend's commander is Korvold. i clone it"
    r"\bwe both (?:put|have|control|got|play|cast|drop|reanimat)\w*\b|\b(?:my )?(?:friend|buddy|teammate)'?s\b|"
    # "la Thalia de mi amigo", "mi amigo tiene…": not "mi amigo dice que…", a friend in the argument
    r"\bde mi (?:amigo|colega|compa|companero)\b|\bmi (?:amigo|colega|compa|companero) (?:tambien |me |la |lo )?"
    r"(?:tiene|controla|juega|lanza|baja|copia|clona)\w*|"
    # "el otro la copia con Clone": the other player copies it
    r"\bel otro (?:jugador )?(?:me |la |lo |le )?(?:copia|clona|tiene|controla)\w*\b|"
    # "los dos tienen teferi en mesa", "both players have", "both of them have": one each
    r"\b(?:los|las) dos (?:jugadores )?(?:tienen|controlan|juegan|bajaron|lanzaron)\b|\bboth (?:of them )?(?:have|control|got)\b|"
    # "en la mesa dos jugamos con el mismo comandante", "two of us run the same commander"
    r"\b(?:dos|ambos) (?:jugadores )?(?:jugamos|tenemos|usamos)\b|\btwo of us (?:play|run|have|use)\b"
)
#: another player acting with a legend, which makes two controllers only when the asker has one too: "si yo tengo un
#: legendario y el weon de al lado baja otro", "mi hija tiene a su comandante … y yo lanzo Clone" — not "my son has
#: Thalia out and casts a second Thalia"
_OTHER_PLAYER_WEAK = re.compile(
    r"\bel (?:\w+ )?de (?:al lado|enfrente)\b[^.?]{0,20}\b(?:baja|juega|lanza|tiene|controla)\w*|"
    r"\bthe (?:guy|player|dude) (?:next to|across from) me\b[^.?]{0,20}\b(?:plays|casts|has|controls)\b|"
    r"\b(?:opp|opponent) (?:plays|casts|drops|resolves)\b|\bel (?:oponente|rival) baja\b|"
    # "él tiene Teferi y yo bajo el mío", "he has Thalia and I cast mine"
    r"^(?:el|ella|he|she) (?:tiene|controla|juega|has|controls|plays)\b|"
    r"\bmi (?:hij[oa]|padre|madre|herman[oa]|prim[oa]|novi[oa]|espos[oa]|pareja|papa|mama) (?:tambien )?"
    r"(?:tiene|controla|juega|lanza|baja)\w*|\bmy (?:son|daughter|dad|mom|brother|sister|wife|husband|kid) "
    r"(?:also )?(?:has|controls|plays|casts|got)\b"
)
_ASKER_HAS = re.compile(
    r"\bi (?:just )?(?:have|control|got|had|cast|play|copy|clone|resolved?)\b|\b(?:yo )?tengo\b|\bcontrolo\b|\byo (?:lanzo|juego|bajo|copio)\b|"
    r"\blanzo\b|\bcopio\b|\bmine\b|\bla mia\b|\bel mio\b"
)
#: the asker controls two of them (and the opponent one more): the asker still chooses
_MINE_TWO = re.compile(
    r"\bi (have|control|got) (two|2|both)\b|\bmy two\b|\b(tengo|controlo) (dos|2|ambos|ambas)\b|\bmis dos\b"
)
#: one of the two is someone else's ("y si la otra la controla mi oponente?", "the other one is my opponent's")
_OTHER_ONE_THEIRS = re.compile(
    r"\bthe other (one )?(is |was )?(controlled by|belongs to|owned by) (my |an |the )?(opponent|rival)|"
    r"\bthe other (one )?is (my |the )?(opponent|rival)'?s\b|(opponent|rival) controls the other\b|"
    r"\bla otra (la )?(controla|tiene|es de) (mi |el |un )?(oponente|rival)|\bel otro (lo )?(controla|tiene|es de) "
    r"(mi |el |un )?(oponente|rival)|(oponente|rival) controla (la otra|el otro)\b|"
    r"\b(una|uno) (de ellas |de ellos |de las dos |de los dos )?(es|la controla|lo controla) (de )?(mi|el|un) (oponente|rival)|"
    r"\bone (of them |of the two )?(is|belongs to|is controlled by) (my |an |the )?(opponent|rival)('?s)?\b|\bone is theirs\b"
)
#: the asker's own copy of a legend an opponent has: "¿puedo jugar el mío?", "can I play mine?"
_MINE_TOO = re.compile(
    r"\b(jugar|lanzar|bajar|tirar|tener|controlar|juego|lanzo|bajo|tiro) (el mio|la mia|uno mio|una mia)\b|"
    r"\b(play|cast|have|keep|control|plays|casts) (mine|my own|one of my own)\b"
)
#: "their own Thalia", not "in their own favor"
_THEIR_OWN = re.compile(
    r"\b(?:their|his|her) own\b(?! (?:favou?r|interest|benefit|advantage|good)\b)|\bsu propi[oa]\b|\bel suyo\b|\bla suya\b"
)
#: "without either dying", "sin que se muera ninguno": asking to keep both
_WITHOUT_LOSS = re.compile(
    r"\bsin que (se )?(muera|mueran|pierda|pierdan|vaya|vayan)\b|\bwithout (either|any|one|both)?\s*(of (us|them) )?"
    r"(losing|dying|sacrificing|going)\b"
)
_PLAY = re.compile(r"\b(can|may|could) (i|we) (play|cast)\b|\b(puedo|podemos) (jugar|lanzar|bajar|tirar)\b")
_HAVE = re.compile(r"\b(can|may) (i|we) (have|keep|control)\b|\b(puedo|podemos) (tener|mantener|controlar|quedarme)")
#: Oracle text that switches the legend rule off, or a copy effect whose copy isn't legendary
_RULE_OFF = re.compile(r"[\"“]legend rule[\"”] doesn[’']t apply", re.I)
#: the opponent asked to keep theirs: "can he keep both?", "¿puede quedarse el rival con las dos?"
_THEIRS_KEPT = re.compile(r"\b(?:he|she|they|opp\w*|rival|oponente)\b[^.?]{0,20}\b(?:keep|quedar\w*|conserv\w*)")
#: the card that lifts the rule removed: "if my opponent kills Sakashima"
_REMOVED = re.compile(r"\bkill\w*|\bdestroy\w*|\bexile\w*|\bbounce\w*|\bmata\w*|\bdestru\w*|\bexili\w*")
#: "If there are exactly two permanents named Brothers Yamazaki…": a third one brings the rule back
_ONLY_TWO = re.compile(r"exactly two", re.I)
_THIRD = re.compile(r"\bthird\b|\bthree\b|\btercer|\btres\b|\b3\b")
#: "except the token isn't legendary" (Helm of the Host) — not Kiki-Jiki's "copy of target nonlegendary creature"
_NOT_LEGENDARY_COPY = re.compile(
    r"\bcopy\b[^.]*\bexcept\b[^.]*\b(isn[’']t|is not|not) legendary|\bcopy\b[^.]*\bexcept\b[^.]*\bnonlegendary", re.I
)
_KEEP = re.compile(
    r"\bkeep|\bstay|\bremain|\bsurviv|\bboth\b|quedar|\bqued(o|a|as|an|amos|e|en)\b|mantene|conserv|siguen|sobreviv|"
    r"ambos"
)
_LOSE = re.compile(
    r"\blose|\bdie|\bkill|sacrific|\bditch\w*|\bbin\b|\bbotar\b|\btoss\w*|graveyard|\bgo(es)? away|\bgo\b|\bleaves?\b|\brid of|pierd|muer|\bmata|cementerio|\bperder|deshacer|\bse (va|van|muere)\b|"
    r"\bappl(y|ies)\b|\baplica|\bdeal w(ith)?\b|\btienen? que ir|\bhay que (elegir|quitar|sacrificar)|"
    r"\b(?:tengo|tienes|tiene) que elegir|\b(?:have|has) to (?:choose|pick)"
)


#: responding to the legend rule itself: "in response to the legend rule", "responder a la regla de leyendas"
_RESPOND = re.compile(
    r"\b(?:respond\w*|in response|responder|respuesta)\b(?: to| a)?(?: the| la)? (?:legend rule|regla de (?:las )?leyendas?)\b|"
    # "can I sac the original before the legend rule takes it?": before it, as if it waited for priority
    r"\b(?:before|antes de(?: que)?) (?:the |la )?(?:legend rule|regla de (?:las )?leyendas?)\b|"
    # "can I tap the first one for mana before I have to put one in the graveyard?"
    r"\b(?:before|antes de(?: que)?) (?:i |yo )?(?:have to |tenga que |tener que )?(?:put|choose|pick|ditch|bin|toss|lose|sacrific\w*|poner|botar|"
    r"elegir|mandar)\b[^.?]{0,30}\b(?:graveyard|cementerio|one|uno|una)\b"
)


#: a word that makes a second one of a named legend: just before its name ("a second Thalia", "dos Thalia") or
#: a few words after it ("Brothers Yamazaki and cast a third one", "Thalia too")
_SAME_BEFORE = (
    # ("el otro tiene Avacyn", "the other player has Avacyn": the other player, not another Avacyn)
    r"(?<![\d/+−-])\b(two|2(?![\d/])|both|second|third|another|other(?! (?:player|guy|one) (?:has|controls))|dos|"
    r"ambos|ambas|segund[oa]|tercer[oa]?|otr[oa](?! (?:tiene|controla|juega|lanza|baja|pone|jugador|rival|bloquea|ataca|me)\b)|"
    r"cop(y|ies|ying) (of )?(my |his |her |their |your )?|copia\w* (de )?(a )?(mi |su |tu )?)[^\w.?!]+(?:\w+[^\w.?!]+){0,2}"
)
_SAME_AFTER = (
    r"[^\w.?!]+(?:\w+[^\w.?!]+){0,5}?(too|also|as well|tambien|a second|a third|another one|one more|un segundo|"
    r"(?:my|a) 2nd one|my second one|"
    r"una segunda|un tercer|otr[oa] mas|(?:bajo|juego|lanzo|saco|pongo|tiro|meto|cast|play|drop|put) "
    r"(?:another|otr[oa]|(?:el|la) segund[oa]|a second))\b"
)
_COPIES = re.compile(r"\bcopy of\b|\bas a copy\b|\bcopies of\b", re.I)


def _called(card: Card) -> set[str]:
    """What a question may call a legend, folded: its names in English and Spanish and their short forms before the
    comma ("Thalia")."""
    return {fold(short) for name in (card.name, *card.names_es) for short in (name, name.split(",")[0])}


def _two_of_a_legend(frame: Frame) -> bool:
    """The question makes a second one of a named legend: a count or copy word beside its name, or a named card
    that copies; a word like "other" elsewhere ("Thalia blocks another creature") does not."""
    legends = [card for card in frame.cards if is_legendary(card)]
    if legends and (
        any(_copies_a_legend(frame.folded, card, legends) for card in frame.cards if _COPIES.search(card.oracle_text))
        or re.search(_ONE_EACH, frame.folded)
        or (_MINE_TOO.search(frame.folded) and _other_player(frame))
        # "i have thalia and my opp just played their own thalia" — not "el rival sacrifica su propio bicho"
        or any(
            re.search(rf"(?:{_THEIR_OWN.pattern})\s+(?:\w+\s+){{0,2}}?{re.escape(name)}\b", frame.folded)
            for card in legends
            for name in _called(card)
        )
        or (_THEIR_OWN.search(frame.folded) and not re.search(r"\bsu propi[oa] (?:bicho|criatura)\b", frame.folded))
    ):
        return True
    for card in legends:
        for name in _called(card):
            key = re.escape(name)
            if re.search(rf"{_SAME_BEFORE}{key}s?\b", frame.folded):  # "two Thalias"
                return True
            too = re.search(rf"\b{key}s?{_SAME_AFTER}", frame.folded)
            if too is not None and not _GONE_TOO.search(frame.folded, max(0, too.start() - 12), too.end()):
                return True  # "… Thalia too", not "se muere Kalitas también" (it dies too)
            # "my thalia and his thalia", "yo tengo mi thalia y le pongo control magic a la thalia del rival", "opp
            # has jace out, i resolve my own jace": mine and theirs, one each (or theirs taken)
            if re.search(
                rf"\b(?:my|mi|i have|i control|tengo|controlo) (?:own |propia |propio |an? |mi )?{key}\b", frame.folded
            ) and re.search(
                rf"\b(their|his|her|su) {key}\b|\b{key} (del|de mi|al|a mi|de otro|de un|de una) (rival|oponente|jugadora?)\b|"
                rf"(opponent|opp|rival|another player|someone else)'?s {key}\b|"
                rf"\b(?:opponent|opp|rival|oponente) (?:has|controls|tiene|controla) (?:an? |una? |su )?{key}\b",
                frame.folded,
            ):
                return True
    return False


#: "too" said of a legend leaving, not of a second one: "se muere Kalitas también", "Kalitas dies too"
_GONE_TOO = re.compile(r"\b(?:dies|die|died|destroyed|exiled|sacrificed|muere\w*|murio|destruid\w*|exiliad\w*)\b")


#: between a copier's name and the legend it copies: "Clone my own Thalia", "Spark Double copying my Thalia"
_COPYING = (
    r"\W+(?:(?:cop\w*|propi\w*|my|own|your|his|her|their|an?|the|mi|mis|su|sus|tu|la|el|una?|that|which|que|to|para|"
    r"as|como|of|de|del|entering|enters|entra|choos\w*|eligiendo|elijo|elige|on|sobre|into|en|"
    # "Rite of Replication con estímulo (kicker) sobre mi comandante Krenko"
    r"kick\w*|con|with|estimulo|comandante|commander|"
    # "Rite of Replication con kicker haciendo objetivo a Ghalta", "targeting my Krenko"
    r"haciendo|objetivo|targeting|apuntando|at|al)\W+){0,6}"
)
#: a copy word and a pronoun after the copier: "a Clone that copies it", "Clon copiándola"
_COPYING_IT = r"\w*\W+(?:\w+\W+){0,3}?cop\w*?(?:\W+(?:it|her|him|them|that one|esa|ese)\b|(?:la|lo)\b)"


_ASKS_COPY_LEGENDARY = re.compile(
    r"\bis (?:the|that|my|this) (?:token|copy) legendary\b|\b(?:la|esa) (?:ficha|copia) es legendaria\b"
)


def _copy_legendary_asked(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Kiki-Jiki copies my Pestermite: is the token legendary?" No: a copy has the copied creature's supertypes
    (707.2), and Pestermite isn't legendary; a copy of a legend is one, unless the copy effect says otherwise."""
    if frame.qtype is not QType.YES_NO or not _ASKS_COPY_LEGENDARY.search(clause):
        return None
    copiers = [c for c in frame.cards if _COPIES.search(c.oracle_text)]
    copied = [c for c in frame.cards if c not in copiers and "Creature" in c.type_line]
    if len(copiers) != 1 or len(copied) != 1 or _NOT_LEGENDARY_COPY.search(copiers[0].oracle_text):
        return None
    rule = cite("707.2", r"copiable values", r"")
    legendary = is_legendary(copied[0])
    finding = t(frame.lang, "legend.copy_is" if legendary else "legend.copy_is_not", card=copied[0].name)
    return answered("yes" if legendary else "no", finding, rule, cite, (copiers[0], copied[0]), "legend")


def _copies_a_legend(folded: str, copier: Card, legends: list[Card]) -> bool:
    """The question has the copier copy a legend ("I Clone my own Thalia", "copio mi Brimaz con Clone", "a Clone
    that copies it"), not only name both ("Essence of the Wild and Xantcha"; Sakashima, a legend itself, as a copy
    of a Loyal Cathar)."""
    others = [legend for legend in legends if legend is not copier]
    copier_names = [re.escape(name) for name in _called(copier)]
    if others and any(re.search(rf"\b{name}{_COPYING_IT}", folded) for name in copier_names):
        return True
    # "opp has griselbrand, i phantasmal image it": the copier's name made the verb
    if others and any(re.search(rf"\bi {name}\W+(?:it|her|him|that one)\b", folded) for name in copier_names):
        return True
    # "mi comandante es kiki-jiki y lo copio con clone", "… and I copy it with Clone": the legend, then a pronoun
    pronoun = [
        rf"\b{legend}\b[^.?]{{0,30}}\b(?:(?:lo|la) (?:copio|clono|copia)\w*|cop(?:y|ied|ies) (?:it|her|him)) "
        rf"(?:con|with) (?:an? |un |una |mi |my )?{name}"
        for legend in {re.escape(n) for o in others for n in _called(o)}
        for name in copier_names
    ]
    if others and any(re.search(p, folded) for p in pronoun):
        return True
    copy_words = [*copier_names, "cop"]  # "copy my Thalia with Clone"
    legend_names = {re.escape(name) for legend in others for name in _called(legend)}
    return any(re.search(rf"\b{word}\w*{_COPYING}{name}", folded) for word in copy_words for name in legend_names)


#: the asker says they control no legendary creature or planeswalker (a commander in the command zone is none)
_NO_LEGEND_SAID = re.compile(
    r"\b(?:no|don'?t|do not) (?:controlo|control|tengo|have)\b[^.?]{0,50}\blegend\w*|"
    r"\b(?:commander|comandante)\b[^.?]{0,30}\b(?:command zone|zona de mando)\b|\bno legend\w*|\bningun\w* legendari\w*"
)
_CAST_ASKED = re.compile(r"\bcast\w*|\blanz\w*")
#: what stops only destruction, asked as a way out of the legend rule: "would indestructible save it?"
_SAVER = re.compile(r"\bindestructib\w*|\bregenera\w*")
_SAVES = re.compile(
    r"\bsave\w*|\bsurviv\w*|\bstay\w*|\bkeep\w*|\bprotect\w*|\bhelp\w*|\bmatter\w*|\bstop\w*|\bprevent\w*|"
    r"\bsalva\w*|\bsobreviv\w*|\bqued\w*|\bprotege\w*|\bayuda\w*|\bimpide\w*|\bevita\w*|\bsirve\w*"
)


def _saved_from_the_rule(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "My Thalia is about to go to the legend rule: would indestructible save it?" No — the rule puts the rest
    into their owners' graveyards (704.5j); indestructible and regeneration stop only destruction (702.12b, 701.19a)."""
    said = _SAVER.search(clause)
    if frame.qtype is not QType.YES_NO or not frame.has("legend") or said is None or not _SAVES.search(clause):
        return None
    rule = cite("704.5j", r"put into their owners", r"cementerio")
    regenerate = said[0].startswith("regenera")
    saver = (
        cite("701.19a", r"next time it would be destroyed", r"destru")
        if regenerate
        else cite("702.12b", r"can.t be destroyed", r"destru")
    )
    if rule is None or saver is None:
        return None
    name = t(frame.lang, "legend.saver_regeneration" if regenerate else "legend.saver_indestructible")
    finding = t(frame.lang, "legend.not_destroyed", saver=name) + ids(rule, saver)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (rule, saver))], cite.quotes, tuple(frame.cards),
                   "legend")  # fmt: skip


_COST_ASKED = re.compile(r"\bhow much mana\b|\bcosts?\b|\bcuanto mana\b|\bcuesta\b|\bcoste\b")


#: "can both stay?", "¿pueden estar los dos?"
_BOTH_STAY = re.compile(
    r"\b(?:both|los dos|las dos|ambos|ambas)\b[^?]{0,20}\b(?:stay|remain|quedan?|se quedan|siguen)\b|"
    r"\b(?:stay|remain|estar|quedarse|quedar|seguir)\b[^?]{0,12}\b(?:both|los dos|las dos|ambos|ambas)\b"
)


#: makes every nonland permanent legendary (Leyline of Singularity), or one it takes (In Bolas's Clutches: "It's legendary.")
_ALL_LEGENDARY = re.compile(r"\ball nonland permanents are legendary\b", re.I)
_ONE_LEGENDARY = re.compile(r"\bit[’']s legendary\b|\benchanted permanent is legendary\b", re.I)
#: a token's name from its maker's text: "create a 1/1 red Goblin creature token" → "Goblin"
_TOKEN_NAME = re.compile(
    r"\bcreates? (?:a|an|one) (?:\d+/\d+ )?(?:(?:white|blue|black|red|green|colorless) )?(\w+) creature token\b"
)
_SECOND_SAID = r"\b(?:second|another|other|2nd|two|segund[oa]|otr[oa]|dos)\b"


def _made_legendary(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """Permanents made legendary by an effect follow the legend rule only with the same name, both legendary (704.5j):
    Leyline of Singularity with Goblin Instigator and its Goblin token (two names) — nothing goes; In Bolas's Clutches
    on their Sol Ring beside mine (mine isn't legendary) — nothing goes; a second Grizzly Bears under the Leyline — one
    goes."""
    if frame.qtype is not QType.YES_NO or not (_LOSE.search(clause) or _KEEP.search(clause) or frame.has("legend")):
        return None
    every = next((c for c in frame.cards if _ALL_LEGENDARY.search(c.oracle_text)), None)
    one = next((c for c in frame.cards if _ONE_LEGENDARY.search(c.oracle_text)), None)
    others = [c for c in frame.cards if c is not every and c is not one and not is_legendary(c)]
    if len(others) != 1 or (every is None) == (one is None):
        return None
    card = others[0]
    name = re.escape(fold(card.name))
    if every is not None and (
        "Land" in card.type_line
        or re.search(
            rf"\b(?:their|his|her|opp\w*'?s?|su|sus)\s+(?:own\s+)?{name}|\b{name}\b[^.?]{{0,12}}\b(?:del|de mi) (?:rival|oponente)",
            frame.folded,
        )
    ):
        return None  # Leyline of Singularity makes nonland permanents legendary; one each side is no pair
    rule = cite("704.5j", r"two or more legendary permanents with the same name", r"mismo nombre")
    if every is not None:
        token = _TOKEN_NAME.search(card.oracle_text)
        if token and re.search(r"\btokens?\b|\bfichas?\b", frame.folded) and token[1].lower() != card.name.lower():
            same, key = False, "legend.made_two_names"
            extra = {"token": token[1]}
        elif re.search(rf"{_SECOND_SAID} (?:\w+ )?{name}|\b{name}\b[^.?]{{0,30}}{_SECOND_SAID}", frame.folded):
            same, key, extra = True, "legend.made_same_name", {}
        else:
            return None
        maker: Card | None = every
    else:
        if not (
            re.search(rf"\b(?:mi|my|tengo|i have)\b[^.?]{{0,12}}{name}", frame.folded)
            and fold(card.name) in frame.folded
        ):
            return None
        same, key, extra = False, "legend.made_one_only", {}
        maker = one
    assert maker is not None
    finding = t(frame.lang, key, card=card.name, maker=maker.name, **extra)
    loses = bool(_LOSE.search(clause))
    answer = ("yes" if same else "no") if loses else ("no" if same else "yes")
    return answered(answer, finding, rule, cite, (maker, card), "legend")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    made = _made_legendary(frame, cite, clause)
    if made is not None:
        return made
    saved = _saved_from_the_rule(frame, cite, clause)
    if saved is not None:
        return saved
    spell = next((c for c in frame.cards if re.search(r"Legendary (?:Sorcery|Instant)", c.type_line)), None)
    if spell is not None and frame.qtype is QType.YES_NO and _CAST_ASKED.search(clause):
        # "¿puedo lanzar Kamahl's Druidic Vow?" with my commander in the command zone: only with a legendary
        # creature or planeswalker under my control (205.4e)
        rule = cite(
            "205.4e", r"unless that player controls a legendary creature or a legendary planeswalker", r"legendari"
        )
        held = [
            c
            for c in frame.in_play
            if c is not spell and is_legendary(c) and re.search(r"Creature|Planeswalker", c.type_line)
        ]
        answer = "no" if _NO_LEGEND_SAID.search(frame.folded) else "yes" if held else None
        if answer is None:
            return None
        finding = t(frame.lang, "legend.sorcery", card=spell.name)
        if re.search(r"\bcommand zone\b|\bzona de mando\b", frame.folded):
            finding += " " + t(frame.lang, "legend.sorcery_zone")
        return answered(answer, finding, rule, cite, (spell,), "legend")
    copy_asked = _copy_legendary_asked(frame, cite, clause)
    if copy_asked is not None:
        return copy_asked
    if not frame.has("legend") and _COST_ASKED.search(clause):
        return None  # "we both have a thalia out: how much does my brainstorm cost?": the cost, not which one stays
    keep_both = re.search(r"\b(?:keep|stay|remain|quedar\w*|qued\w+|mantener\w*|conservar\w*)\b.{0,25}"
                          r"\b(?:both|las dos|los dos|ambos|ambas)\b", clause)  # fmt: skip
    lifted = next((c for c in frame.in_play if _RULE_OFF.search(c.oracle_text)), None)
    if lifted is not None and (
        _REMOVED.search(frame.folded) or ("you control" in lifted.oracle_text and _THEIRS_KEPT.search(clause))
    ):
        # "… if my opponent kills Sakashima, do I keep both?", "my Sakashima: can he keep his two Thalias?": the rule
        # lifted no longer, or lifted only for its controller's permanents
        return None
    if any(re.search(words, clause) for words in KEYWORDS.values()) and not frame.has("legend") and not keep_both:
        return None  # "does the copy have haste?": about what the copy has, not which one stays
    legends = {c.name: c for c in frame.cards if is_legendary(c)}
    # "can I have Jace Beleren and Jace, the Mind Sculptor both out?": the legend rule asked without being named
    both_out = _HAVE.search(frame.asked) and re.search(r"\bboth\b|\blos dos\b|\blas dos\b|\bambos\b|\bambas\b", clause)
    # "isn't there a rule that you can only have one Chandra?": the old planeswalker uniqueness rule, asked by name
    only_one = _ONLY_ONE.search(frame.asked)
    exception = _exception(frame)
    if (
        (frame.has("legend") or both_out or only_one or _BOTH_STAY.search(frame.asked))
        and exception is not None
        and exception[0] == "legend.copy_not_legendary"
        and exception[1].name in legends
        and len(legends) >= 2
    ):
        # "my commander is Ghalta and I put Helm of the Host on it: legend rule when the token is made?": the copy
        # isn't legendary (Helm of the Host is a legend itself, but no second one of it is made)
        return _excepted(frame, cite, exception)
    if (
        (frame.has("legend") or both_out or only_one or _BOTH_STAY.search(frame.asked))
        and len(legends) >= 2
        and frame.qtype is QType.YES_NO
        and not _two_of_a_legend(frame)
    ):
        # "tengo teferi y quiero bajar jace: ¿tengo que sacrificar uno?": different names, nothing to choose
        rule = cite("704.5j", r"controlled by the same player", r"mismo jugador")
        finding = t(frame.lang, "legend.different_names", a=next(iter(legends)), b=list(legends)[1])
        asked = frame.asked
        kept = _KEEP.search(asked) or _HAVE.search(asked) or _BOTH_STAY.search(asked)
        answer = "no" if _LOSE.search(asked) or only_one else "yes" if kept else None
        if answer == "no" and kept and re.search(r"\b(?:or|o)\b", asked):
            answer = None  # "¿se muere uno … o pueden estar los dos?": the outcome, not yes or no
        return answered(answer, finding, rule, cite, tuple(legends.values()), "legend")
    if (
        frame.has("legend")
        and frame.qtype is QType.YES_NO
        and _COUNTS_AS.search(clause)
        and not frame.cards
        and not re.search(r"\bclon\w*|\bcop(?:y|ies|ia|io)\w*", frame.folded)
        and not any(SACRIFICE_WATCHER.search(c.oracle_text) or DIES_ABILITY.search(c.oracle_text) for c in frame.cards)
    ):
        # "cuando por la regla de leyendas mando una al cementerio, ¿cuenta como sacrificarla?": no, put there
        rule = cite("704.5j", r"put into their owners’ graveyards", r"cementerio")
        return answered("no", t(frame.lang, "legend.not_a_sacrifice"), rule, cite, frame.cards, "legend")
    if frame.has("legend"):
        if (
            not _SAME.search(frame.folded)
            and not (_stolen(frame) and _other_player(frame))
            and not _two_of_a_legend(frame)  # "opp plays their own thalia. legend rule, …?"
        ):
            return None
    elif not _two_of_a_legend(frame):
        return None
    asked = frame.asked
    if frame.qtype is QType.YES_NO and _RESPOND.search(frame.folded):
        # "can I respond to the legend rule by sacrificing one?": no window, it doesn't use the stack
        rule = cite("704.1", r"don’t use the stack", r"pila")
        cite("704.5j", r"controlled by the same player", r"mismo jugador")
        return answered("no", t(frame.lang, "legend.no_response"), rule, cite, frame.cards, "legend")
    if not _about_the_rule(frame, asked):
        return None
    lang = frame.lang
    rule = cite("704.5j", r"controlled by the same player", r"mismo jugador")
    if exception is not None:
        return _excepted(frame, cite, exception)
    if (
        _other_player(frame)
        and (_MINE_TWO.search(frame.folded) or _copies_my_own(frame))
        and not _OTHER_ONE_THEIRS.search(frame.folded)
    ):
        text = t(lang, "legend.choose") + " " + t(lang, "legend.theirs_stays") + ids(rule)
        if frame.qtype is QType.YES_NO:
            answer = "yes" if _LOSE.search(asked) else "no" if _KEEP.search(asked) or _HAVE.search(asked) else None
            text = (t(lang, answer) + " " if answer else "") + text
        steps = [
            Step(t(lang, "legend.step_rule") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, "legend.step_choose")),
            Step(t(lang, "legend.step_different")),
        ]
    elif _other_player(frame) and not _stolen(frame):
        if any(re.search(r"\bcreate (?:five|\w+) of those tokens instead\b", c.oracle_text, re.I) for c in frame.cards):
            return None  # a kicked Rite of Replication on their legend: five of mine, and one of those stays
        text = t(lang, "legend.each_keeps") + ids(rule)
        if frame.qtype is QType.WHO:
            # "who has to bin theirs?": neither of them; another "who" ("who pays extra?", "who draws?") or a
            # second copy of one's own is not this reading
            if not _LOSE.search(frame.asked) or re.search(r"\b(?:second|another|otr[oa]|segund[oa])\b", frame.folded):
                return None
            text = t(lang, "legend.neither") + " " + text
        elif frame.qtype is not QType.YES_NO and "?" in frame.question and _LOSE.search(frame.asked):
            text = t(lang, "no") + " " + text  # "legend rule kills one of them?": a yes/no without its verb
        elif frame.qtype is QType.YES_NO:
            keeps = _KEEP.search(asked) or _WITHOUT_LOSS.search(asked) or _HAVE.search(asked) or _PLAY.search(asked)
            answer = "yes" if keeps else "no" if _LOSE.search(asked) else None
            text = (t(lang, answer) + " " if answer else "") + text
        steps = [
            Step(t(lang, "legend.step_rule") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, "legend.step_different")),
        ]
    else:
        text = t(lang, "legend.choose") + ids(rule)
        if _stolen(frame) and _THEY_TOOK_MINE.search(frame.folded) and _they_had_one(frame):
            # "opp casts Sower taking MY Thalia. now they have two": they control both, so they choose
            text = t(lang, "legend.they_choose") + ids(rule)
        enters = next((c for c in frame.cards if is_legendary(c) and _ENTERS_TRIGGER.search(c.oracle_text)), None)
        made_asked = (
            enters is not None and _ASKS_MADE.search(asked) and re.search(r"\bcreate\b", enters.oracle_text, re.I)
        )  # "¿igual me dan el Construct del nuevo?": what its enters trigger makes
        if frame.qtype is QType.YES_NO and enters is not None and (_ASKS_TRIGGER.search(asked) or made_asked):
            # "I'll bin one to legend rule. do I still get the new Clique's trigger?": it triggered as it entered
            # (603.2), and the legend rule doesn't stop it (603.10a looks back; 113.7a: independent of its source)
            fired = cite("603.6a", r"trigger when a permanent enters the battlefield", r"entra al campo")
            alone = cite("113.7a", r"independently of its source", r"independiente")
            finding = t(lang, "legend.trigger_stays", card=enters.name) + ids(fired, rule, alone)
            rules = tuple(r for r in (fired, rule, alone) if r)
            return Verdict(t(lang, "yes") + " " + finding, [Step(finding, rules)], cite.quotes, (enters,), "legend")
        if frame.qtype is QType.HOW_MANY:
            if _COUNTS_ELSE.search(asked):
                return None  # "¿cuántas veces se dispara Falkenrath Noble?": a count of something else
            text = "1: " + text  # "¿con cuántas me quedo?": one stays, the other goes to the graveyard
        dying = next((c for c in frame.cards if is_legendary(c) and DIES_ABILITY.search(c.oracle_text)), None)
        watcher = next((c for c in frame.cards if SACRIFICE_WATCHER.search(c.oracle_text)), None)
        if frame.qtype is QType.YES_NO and watcher is not None and _ASKS_DYING.search(asked) and not dying:
            # "does Korvold trigger, since I basically sacrificed it?": put into the graveyard, not sacrificed
            text = t(lang, "no") + " " + t(lang, "legend.not_sacrificed", card=watcher.name) + ids(rule)
            return Verdict(text, [Step(text, (rule,) if rule else ())], cite.quotes, (watcher,), "legend")
        if frame.qtype is QType.YES_NO and dying is not None and _ASKS_DYING.search(asked):
            # "does that count as dying and drain them?": into the graveyard from the battlefield is dying
            dies = cite("700.4", r"is put into a graveyard from the battlefield", r"cementerio")
            text = t(lang, "yes") + " " + t(lang, "legend.dies", card=dying.name) + ids(rule, dies)
            return Verdict(text, [Step(text, tuple(r for r in (rule, dies) if r))], cite.quotes, (dying,), "legend")
        if frame.qtype is QType.YES_NO:
            answer = "yes" if _LOSE.search(asked) else "no" if _KEEP.search(asked) or _HAVE.search(asked) else None
            if re.search(r"\bkeep (?:the )?(?:new|newer|old|older|first|second|original)\b|\bquedarme con (?:la|el) "
                         r"(?:nuev|viej|original|primer|segund)", asked):  # fmt: skip
                answer = "yes"  # "can i keep the new one?": one of the two, the controller's choice
            if _COUNTS_AS.search(asked):
                answer = "no"  # "¿el original cuenta como sacrificado?": put into the graveyard, not sacrificed
            if re.search(r"\bboth\b|\blas dos\b|\blos dos\b|\bambos\b|\bambas\b", asked) and not re.search(
                r"\b(?:alguno|alguna|uno|una|either|one) (?:de (?:los|las) dos|of (?:the two|them))\b", asked
            ):
                answer = "no"  # "do both die?", "can I keep both?": one of them stays, one goes
            if re.search(r"\b(?:solo|solamente|only|just) (?:con |keep )?(?:una|uno|one)\b", asked):
                answer = "yes"  # "¿tengo que quedarme solo con una?", "do I have to keep only one?"
            # "opp says the stage has to go cos its the newer one. thats right?": no, its controller picks (a claim
            # said with "no tiene que ir" is the rule's own point, left to the readings above)
            claim = _ORDER_CLAIM.search(frame.folded)
            before = frame.folded[: claim.start()] if claim else ""
            negated = re.search(r"\b(?:no|not|doesn'?t|don'?t|isn'?t|nunca|never)\b[^.?]{0,12}$", before)
            if claim and not negated and RIGHT_TAG.search(asked):
                answer = "no"
            text = (t(lang, answer) + " " if answer else "") + text
        steps = [
            Step(t(lang, "legend.step_rule") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, "legend.step_choose")),
            Step(t(lang, "legend.step_not_sacrifice")),
        ]
    return Verdict(text, steps, cite.quotes, tuple(c for c in frame.cards if is_legendary(c)), "legend")


#: the opponent took the asker's legend: "casts Sower of Temptation taking MY Thalia", "me roba mi Thalia"
_THEY_TOOK_MINE = re.compile(
    r"\b(?:opp\w*|they|he|she|rival|oponente)\b[^.?]{0,50}\b(?:tak\w*|took|steal\w*|stole|rob\w*|gain\w* control of)\s+"
    r"(?:\w+ )?(?:my|mi)\b|\bme rob\w*"
)


def _they_had_one(frame: Frame) -> bool:
    """The opponent had their own copy of the legend they took ("my opp has a Thalia and … taking MY Thalia"), and
    the asker keeps no other: then the opponent controls both."""
    names = "|".join(re.escape(name) for card in frame.cards if is_legendary(card) for name in _called(card))
    if not names:
        return False
    theirs = re.search(
        rf"\b(?:opp\w*|they|he|she|rival|oponente)\b (?:already )?(?:has|had|have|controls?|tiene|tenia|controla)\b"
        rf"[^.?]{{0,12}}\b(?:{names})",
        frame.folded,
    )
    kept = re.search(
        r"\bi (?:still )?(?:cast|play|have|control)\w* (?:another|a second|my (?:other|second))\b|"
        r"\b(?:lanzo|juego|tengo|controlo) (?:otra|otro|mi otr[oa]|una segunda|un segundo)\b",
        frame.folded,
    )
    return bool(theirs) and not kept


#: a count asked of something other than the legends kept: triggers, life, damage
_COUNTS_ELSE = re.compile(r"\btrigger\w*|\bdispar\w*|\btimes\b|\bveces\b|\blife\b|\bvidas?\b|\bdamage\b|\bdano\b")
#: an enters-the-battlefield trigger of the legend itself
_ENTERS_TRIGGER = re.compile(r"\bwhen [^.]*\benters the battlefield\b", re.I)
_ASKS_TRIGGER = re.compile(
    # "do i still draw off the new one's etb?" (read as "enters the battlefield")
    r"\btrigger\w*|\betb\b|\bdispar\w*|\bhabilidad\b|\bability\b|\benters the battlefield\b|\bdraw off\b"
)


_ASKS_MADE = re.compile(r"\b(?:me dan|me da|consigo|obtengo|do i (?:still )?get|i (?:still )?get)\b")


#: a claim that the order decides which one goes: "the stage has to go cos its the newer one", "se va la más nueva"
_ORDER_CLAIM = re.compile(
    r"\b(?:has to|must|have to|needs? to|tiene que|debe)\b[^.?]{0,40}\b(?:go|die|graveyard|yard|cementerio|ir|morir)\b"
    r"[^.?]{0,40}\b(?:newer|newest|new one|older|oldest|first one|latest|ultim[oa]|mas nuev[oa]|primer[oa]|mas viej[oa])\b|"
    r"\b(?:newer|newest|older|oldest|latest|ultim[oa]|mas nuev[oa]|mas viej[oa]) (?:one )?(?:has to go|must go|goes|dies|se va|muere)\b"
)
#: whether the one put into the graveyard was sacrificed or destroyed: it was neither (704.5j)
_COUNTS_AS = re.compile(
    r"\b(?:count\w* as|considered|treated as|cuenta como|se considera|es)\s+(?:being )?(?:a |un |una )?"
    r"(?:sacrific\w*|destroy\w*|destru\w*)|\b(?:is it|was it|does it get|se)\s+(?:sacrific\w*|destroy\w*|destru\w*)"
)
_ONLY_ONE = re.compile(
    r"\b(?:only|just|solo|solamente) (?:have|control|keep|play|tener|controlar|jugar) (?:one|a single|una?|1)\b"
)
_ASKS_DYING = re.compile(r"\bdie\w*|\bdying\b|\btrigger\w*|\bdrain\w*|\bmuer\w*|\bmori\w*|\bdispar\w*")


#: the opponent as the subject just before a copy verb ("my opponent copies", "el rival me copia")
_THEY_COPY = r"\b(?:opponent|opp|they|he|she|rival|oponente)\W+(?:\w+\W+){0,3}\w$"


def _other_player(frame: Frame) -> bool:
    """The opponent has one of the legends: said outright, or the legend named as theirs ("if i clone opps
    thalia", "the opponent's Thalia")."""
    if _OTHER_PLAYER.search(frame.folded):
        return True
    if _OTHER_PLAYER_WEAK.search(frame.folded) and _ASKER_HAS.search(frame.folded):
        return True
    names = "|".join(re.escape(name) for card in frame.cards if is_legendary(card) for name in _called(card))
    # "if i clone their atraxa", "i clone kat's atraxa": a player named by name owns it
    return bool(names) and bool(
        re.search(rf"\b(?:opponent|opp)'?s? (?:{names})\b|\b(?:their|his|her) (?:{names})\b", frame.folded)
        or re.search(
            rf"\b(?!(?:my|your|its|one|it|that|this|what|who|he|she|there|here|let)'s)[a-z]{{3,}}'s (?:{names})\b",
            frame.folded,
        )
    )


def _copies_my_own(frame: Frame) -> bool:
    """ "I copy my own Kalitas with Phantasmal Image": the asker now controls two of that legend."""
    if not any(_COPIES.search(c.oracle_text) for c in frame.cards):
        return False
    names = "|".join(re.escape(name) for card in frame.cards if is_legendary(card) for name in _called(card))
    mine = r"(?:my own|my|mi propi[oa]|mi)"
    if not names or re.search(
        rf"\b(?:don'?t|do not|no) (?:control|have|tengo|controlo)\b[^.]{{0,20}}(?:{names})", frame.folded
    ):
        return False  # "if I don't control a Questing Beast myself and I Clone my opponent's one"
    copied = re.search(rf"\b(?:cop\w*|clon\w*) (?:a )?{mine} (?:{names})\b", frame.folded)
    # "my opponent copies my Thalia with Phantasmal Image": their copy, not mine
    return copied is not None and not re.search(_THEY_COPY, frame.folded[: copied.start() + 1])


def _stolen(frame: Frame) -> bool:
    """The other player's legend is taken ("then I steal their Thalia with Control Magic"): the same player now
    controls both, so the rule applies."""
    return bool(STEALS.search(frame.folded)) or any(GAINS_CONTROL.search(c.oracle_text) for c in frame.cards)


_IT_OR_ANOTHER = re.compile(
    r"^\W*(it|mine|my own|one|another|a second|the (second|other)|la|lo|el mio|la mia|otr[oa]|una? segund[oa])\b"
)
#: what the legend rule answers besides yes/no: what happens, who chooses, which one stays
_ASKS_OUTCOME = {QType.WHAT_HAPPENS, QType.WHO, QType.OTHER}


def _about_the_rule(frame: Frame, asked: str) -> bool:
    """Two of a legend in the situation, but is the legend rule what is asked? "Does The Scarab God trigger?",
    "can they cast Sakashima copying it?" ask about something else, and the reasoner has no Yes/No for them."""
    if frame.has("legend"):
        return True
    if frame.qtype is QType.YES_NO:
        return bool(
            _KEEP.search(asked)
            or _LOSE.search(asked)
            or _HAVE.search(asked)
            or _WITHOUT_LOSS.search(asked)
            or _plays_the_legend(frame, asked)
        )
    if frame.qtype is QType.HOW_MANY:  # "¿con cuántas Thalias me quedo?": how many stay
        return bool(_KEEP.search(asked))
    return frame.qtype in _ASKS_OUTCOME


def _plays_the_legend(frame: Frame, asked: str) -> bool:
    """ "Can I play mine / a second one / Thalia?", not "can I cast Lightning Bolt?"."""
    play = _PLAY.search(asked)
    if play is None:
        return False
    then = asked[play.end() :]
    names = (name for card in frame.cards if is_legendary(card) for name in _called(card))
    return bool(_IT_OR_ANOTHER.search(then)) or any(name in then for name in names)


def _excepted(frame: Frame, cite: Citer, exception: tuple[str, Card]) -> Verdict:
    """The legend rule turned off by a named card, or a copy made that isn't legendary: both stay."""
    key, card = exception
    asked, lang = frame.asked, frame.lang
    rule = cite("704.5j", r"controlled by the same player", r"mismo jugador")
    text = t(lang, key, card=card.name) + ids(rule)
    if frame.qtype is QType.YES_NO:
        # "me quedo con los dos o me muere uno?": an either-or answered by its first alternative
        either = re.search(r"\b(?:or|o)\b", asked) and _KEEP.search(asked) and _LOSE.search(asked)
        lose = asked_first(asked, _LOSE, _KEEP) if either else _LOSE.search(asked)
        # "¿tengo que quedarme solo con una?", "do I have to keep only one?": a loss asked with "keep"
        lose = lose or re.search(r"\bsolo (?:con )?(?:una|uno)\b|\bonly (?:keep )?one\b|\bjust one\b", asked)
        answer = "no" if lose else "yes" if _KEEP.search(asked) or _HAVE.search(asked) else None
        text = (t(lang, answer) + " " if answer else "") + text
    steps = [
        Step(t(lang, "legend.step_rule") + ids(rule), (rule,) if rule else ()),
        Step(t(lang, key, card=card.name)),
    ]
    return Verdict(text, steps, cite.quotes, (card,), "legend")


def _exception(frame: Frame) -> tuple[str, Card] | None:
    """A named card whose Oracle text turns the legend rule off (Mirror Gallery) or makes a copy that isn't
    legendary (Spark Double, Helm of the Host)."""
    for card in frame.in_play:
        off = _RULE_OFF.search(card.oracle_text)
        if off and not (_ONLY_TWO.search(card.oracle_text) and _THIRD.search(frame.folded)):
            return "legend.rule_off", card
        if _NOT_LEGENDARY_COPY.search(card.oracle_text):
            return "legend.copy_not_legendary", card
        short = re.escape(fold(card.name).split()[0])
        if re.search(
            rf"\bas a copy of [^.]*\bexcept its name is {re.escape(card.name)}\b", card.oracle_text
        ) and re.search(
            rf"\b{short}\w*\b[^.?]{{0,40}}\b(?:cop(?:y|ying|ies|ia|iando|iar)|as (?:a|an) \w+)\b", frame.folded
        ):
            # Sakashima the Impostor told copying a legend: the copy is named Sakashima, not the original
            return "legend.copy_other_name", card
    return None
