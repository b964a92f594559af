"""Finding the cards a question names, on the bundled card data: recall on real names, precision on prose."""

from __future__ import annotations

import pytest

from app.core.config import BUNDLED_CARDS
from index.cards import CardMatcher, read_nicknames
from ingest.cards import fold_name, load_card_files
from ingest.models import Card
from ingest.store import prose_words


@pytest.fixture(scope="module")
def matcher(book):
    cards, _ = load_card_files([BUNDLED_CARDS])
    cards.append(Card("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", names_es=("Relámpago",)))
    by_name = {card.name: card for card in cards}
    rows = []
    for card in by_name.values():
        rows.append((fold_name(card.name), card.name, "name"))
        rows += [(fold_name(face), card.name, "face") for face in card.faces]
        rows += [(fold_name(es), card.name, "es") for es in card.names_es]
    rules_text = "\n".join(rule.text for rule in book.rules)
    prose = prose_words(by_name.values())
    return CardMatcher(rows, by_name.get, rules_text, [g.term for g in book.glossary], prose=prose)


def names(matcher, text):
    return [mention.card.name for mention in matcher.find(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Does UMEZAWA’S JITTE get counters?", ["Umezawa's Jitte"]),
        ("how does doubling season work with planeswalkers", ["Doubling Season"]),
        ("If I [[Fog]] and then [Shock] my own creature", ["Fog", "Shock"]),
        ('Can "Counterspell" counter an ability?', ["Counterspell"]),
        ("My opponent cast Fog during combat", ["Fog"]),
        ("I cast Stomp, then Bonecrusher Giant from exile", ["Bonecrusher Giant // Stomp"]),
        ("Can I cast Fire // Ice with only red mana?", ["Fire // Ice"]),
        (
            "Thalia's tax and Kiki Jiki copying Pestermite",
            ["Thalia, Guardian of Thraben", "Kiki-Jiki, Mirror Breaker", "Pestermite"],
        ),
        ("Dobuling Season and a token copy", ["Doubling Season"]),
        ("Le lancé Relámpago (Lightning Bolt) a Thalia", ["Lightning Bolt", "Thalia, Guardian of Thraben"]),
        ("Mi rival responde a mi Relámpago sacrificando la criatura", ["Lightning Bolt"]),
        # a Spanish name typed in lower case, with or without its accent, in a text about the game
        ("me tiran un relampago a la criatura", ["Lightning Bolt"]),
        ("¿puedo responder a su relámpago?", ["Lightning Bolt"]),
        ("le doy antimaleficio en respuesta al relampago", ["Lightning Bolt"]),
        # an instant's English name that is an ordinary English word, after a Spanish casting verb
        ("en respuesta le tiran un shock al piromante", ["Shock"]),
        (
            "Can I respond to SFM with Bolt? and what about BoP?",
            ["Stoneforge Mystic", "Lightning Bolt", "Birds of Paradise"],
        ),
        ("Path my blocker after damage?", ["Path to Exile"]),
        ("tengo dos thalia en el campo, ¿qué pasa?", ["Thalia, Guardian of Thraben"]),
        # a legend's short name in the plural after a count
        ("what happens if I control two Thalias", ["Thalia, Guardian of Thraben"]),
        ("tengo 2 Thalias en mesa", ["Thalia, Guardian of Thraben"]),
        # a two-word short name typed in lower case, neither word an ordinary one
        ("i land elesh norn, opp has darksteel myr", ["Elesh Norn, Grand Cenobite", "Darksteel Myr"]),
        # the nickname of Oblivion Ring
        ("in response i disenchant the o-ring", ["Disenchant", "Oblivion Ring"]),
        ("Clone copying Clone copying Clone", ["Clone"]),
        # a spell's nickname typed in lower case as a verb, between a subject and an object
        ("if i path my own guy do i have to search for a land", ["Path to Exile"]),
        ("opp paths my goyf, do i get a land", ["Path to Exile", "Tarmogoyf"]),
        ("Controls 5 Mountains and Valakut, the Molten Pinnacle", ["Mountain", "Valakut, the Molten Pinnacle"]),
        # English words in Spanish chat: a lower-case name of ordinary English words is the card
        ("con el blood moon del rival, ¿mis tierras son montañas?", ["Blood Moon"]),
        # ordinary English words said of a permanent: a possessive before, or "in play" after
        ("blood moon is in play and i drop my forest", ["Blood Moon"]),
        ("opp has their blood moon out, are my lands mountains?", ["Blood Moon"]),
        # …or a list of cards opening the question
        ("blood moon + urborg on the table. are all lands swamps?", ["Blood Moon", "Urborg, Tomb of Yawgmoth"]),
        ("blood moon and urborg, are my swamps mountains?", ["Blood Moon", "Urborg, Tomb of Yawgmoth"]),
        # a card name capitalised inside a sentence, inflected as a verb, whatever the word
        ("My commander got Unsummoned and I let it go", ["Unsummon"]),
        ("Earlier this turn I Shocked their Serra Angel", ["Shock", "Serra Angel"]),
        # a spell's name as a verb in a question about whose hand or control
        (
            "i control magic'd their grizzly bears. if i unsummon it, whose hand does it go to?",
            ["Control Magic", "Grizzly Bears", "Unsummon"],
        ),
        # a permanent's one-word name that is a Spanish word, counted after who holds it
        ("tengo dos propagandas y mi rival me ataca con 3 criaturas", ["Propaganda"]),
        # a spell's two-word name of ordinary words as a verb between a subject and an object
        ("opp chaos warps my commander. where can it go?", ["Chaos Warp"]),
        # a spell's name as a verb with "one"/"all"/"each" as its object
        ("i shock one of the blockers before damage", ["Shock"]),
        # a misspelt name typed in lower case, whose first word is a shorter nickname
        ("felidar soverign trigger on the stack", ["Felidar Sovereign"]),
        ("I control both Kalitas and Leyline of the Void", ["Kalitas, Traitor of Ghet", "Leyline of the Void"]),
        (
            "[[Rest in Peace]] out, i wrath. do my finks persist back",
            ["Rest in Peace", "Wrath of God", "Kitchen Finks"],
        ),
        # nicknames typed in lower case: a three-letter legend's name, a card without its last words
        ("opp has hushbringer out and i hardcast uro off 3 lands", ["Hushbringer", "Uro, Titan of Nature's Wrath"]),
        (
            "tengo Gray Merchant y un Phyrexian Obliterator en mesa",
            ["Gray Merchant of Asphodel", "Phyrexian Obliterator"],
        ),
        # a short legend name made a verb with an apostrophe
        ("my baloth gorger gets oko'd with the +1", ["Baloth Gorger", "Oko, Thief of Crowns"]),
    ],
)
def test_names_players_type_are_found_in_order_once(matcher, text, expected):
    assert names(matcher, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Can a counterspell counter a triggered ability?",
        "Is there a fog of war in the rules, or a shock land?",
        "In the fog, can an island be a creature?",
        "Is the path of my spell's targets fixed once cast?",
        "Which path does the damage take to the player?",
        "In a Two-Headed Giant game, does the team skip its first draw?",
        "Lancé un hechizo y mi oponente respondió.",
        "Cayó un relámpago sobre la mesa.",
        "Con arrollar, ¿el resto del daño va al jugador?",  # "resto" is Resto (Restoration Angel) only as a name
        "Does Flash let me cast creatures at instant speed?",
        "Wrath effects: are they opt-in?",
        "Does the Upside Down Mirror copy it?",
        "Mi oponente lo mata. ¿Robo las dos cartas?",  # a verb opening a question, not the card Robo-
        "with the blood moon rising, are my lands mountains?",  # English prose stays prose
        "the blood moon is out of sight",
        "¿Qué pasa en el paso final del turno?",  # Spanish words are no English card name
        "Aubriella casts [Archangel of Wrath], paying the kicker.",  # a bracketed card we don't hold: nothing inside
        "Shocked, I looked at the stack.",  # a capitalised word opening a sentence is prose
        "i'd say he'd attack and we'd block",  # contractions are no card made a verb
    ],
)
def test_ordinary_prose_names_no_card(matcher, text):
    assert names(matcher, text) == []


def test_mentions_carry_surface_and_span(matcher):
    text = "Does [[Lightning Bolt]] kill Tarmogoyf?"
    first, second = matcher.find(text)
    assert (first.surface, first.how) == ("Lightning Bolt", "bracket") and text[slice(*first.span)] == "Lightning Bolt"
    assert (second.card.name, second.how) == ("Tarmogoyf", "name") and text[slice(*second.span)] == "Tarmogoyf"


def test_resolve_and_suggest(matcher):
    assert matcher.resolve("lightnin bolt").name == "Lightning Bolt"
    assert matcher.resolve("Relampago").name == "Lightning Bolt"
    assert "Jace, the Mind Sculptor" in matcher.suggest("jace mind sculptor")
    assert matcher.suggest("") == []


def test_every_nickname_names_a_bundled_card(matcher):
    assert len(read_nicknames()) >= 150
    missing = [(nick, name) for nick, name, _ in read_nicknames() if fold_name(name) not in matcher.names]
    assert missing == []


def test_card_recognition_eval_counts_recall_and_false_detections(matcher, tmp_path):
    import json

    from evaluation.cards import evaluate_cards

    rulesguru = tmp_path / "rg.jsonl"
    rulesguru.write_text(
        "\n".join(
            json.dumps(item)
            for item in [
                {"id": "a", "question": "Alice casts [Fog] and [Shock].", "cards": ["Fog", "Shock"]},
                {
                    "id": "b",
                    "question": "Does [Tarmogoyf] count [Nonexistent Card]?",
                    "cards": ["Tarmogoyf", "Nonexistent Card"],
                },
            ]
        ),
        encoding="utf-8",
    )
    prose = tmp_path / "prose.yaml"
    prose.write_text(
        'questions:\n  - {id: p1, question: "can a counterspell counter an ability?"}\n'
        '  - {id: p2, question: "Does Thalia tax my spells?"}\n'
        '  - {id: p3, cards: [Clone], question: "Clone copies what?"}\n',
        encoding="utf-8",
    )
    report = evaluate_cards(matcher, lambda name: name != "Nonexistent Card", rulesguru, [prose])
    assert (report.names, report.names_known, report.found_known) == (4, 3, 3)
    assert report.no_card_questions == 3 and [q[0] for q in report.false_questions] == ["p2"]


def test_a_spell_named_in_lower_case_after_with_or_as_a_verb(matcher):
    assert names(matcher, "can i counter carnage tyrant with counterspell?") == ["Carnage Tyrant", "Counterspell"]
    assert names(matcher, "Can a counterspell counter a triggered ability?") == []


def test_a_spell_name_as_a_verb_needs_a_game_around_it(matcher):
    assert names(matcher, "How do I reset my router password?") == []
    assert names(matcher, "I fling my 5/5 at their blocker") == ["Fling"]


def test_a_verb_of_the_game_is_no_card_in_lower_case(matcher):
    # "reanimate" is any reanimation; cast, capitalised or listed it is the sorcery
    assert names(matcher, "can i reanimate my bears after they die?") == []
    assert names(matcher, "i cast reanimate on my bears") == ["Reanimate"]
    assert names(matcher, "can i Reanimate my griselbrand") == ["Reanimate", "Griselbrand"]
    # "redirect the damage" and "i flicker it" are game actions; with the card named after "with" they are the cards
    assert "Redirect" not in names(matcher, "then i redirect the damage to their planeswalker")
    assert "Flicker" not in names(matcher, "in response i flicker it with cloudshift")
    assert "Redirect" in names(matcher, "i respond with redirect on their bolt")
    # "removes all three counters" is the verb; cast, it is the card
    assert "Remove" not in names(matcher, "opp casts doom blade and then removes the last counter from my walker")
    assert "Remove" not in names(matcher, "they remove my blocker from combat")
    assert "Remove" in names(matcher, "i cast Remove on their blocker")


def test_a_spell_after_a_possessive_or_a_spanish_name_after_con_un(matcher):
    # "my stomp" is the Adventure; a split card's half ("my turn", "their burn") and rules words stay prose
    assert names(matcher, "opp counters my stomp. can i still cast the giant?") == ["Bonecrusher Giant // Stomp"]
    assert names(matcher, "it's my turn, can i attack") == [] and names(matcher, "their burn") == []
    assert names(matcher, "le puedo contrarrestar un abrupt decay con un contrahechizo?") == [
        "Abrupt Decay",
        "Counterspell",
    ]
    assert names(matcher, "opp has chalice on 2") == ["Chalice of the Void"]


def test_a_spell_after_a_verb_that_casts_or_pays_for_it(matcher):
    assert names(matcher, "can i use my sol ring to pay for counterspell") == ["Sol Ring", "Counterspell"]
    assert names(matcher, "can i cast fog during combat?") == ["Fog"]
    # a creature's ordinary one-word name is not read as a spell that way
    assert names(matcher, "can i pay for it with treasure") == []


def test_a_spanish_verb_made_of_a_spell_name(matcher):
    # "counterspellear" is casting Counterspell; "flasheo" is casting something with flash, not the card Flash
    assert names(matcher, "¿puedo counterspellear el trigger de ETB de su ravenous chupacabra?") == [
        "Counterspell",
        "Ravenous Chupacabra",
    ]
    assert "Flash" not in names(matcher, "tengo thragtusk en mesa, flasheo restoration angel y blinkeo al thragtusk")
    # "le hago unsummon": a clitic before the verb says Spanish, however short the text
    assert names(matcher, "le hago unsummon a su thragtusk") == ["Unsummon", "Thragtusk"]


def test_a_face_word_that_ends_a_card_named_in_full_is_that_card(matcher):
    # "Colossus" is a face of Collision // Colossus, and the last word of Darksteel Colossus named just before
    text = "My opponent attacks with Darksteel Colossus and I block. Does the Colossus die?"
    assert names(matcher, text) == ["Darksteel Colossus"]
    assert "Collision // Colossus" in names(matcher, "Can I cast Colossus on my Grizzly Bears?")


def test_rules_words_are_no_typo_and_a_lower_case_legend_short_name_is_found(matcher):
    # "double strike" is rules talk one edit from the card Double Stroke; "rafiq" is no word but Rafiq of the Many's
    assert names(matcher, "4/4 with double strike and trample gets blocked by a 2/2") == []
    assert names(matcher, "rafiq es mi comandante y ataca solo") == ["Rafiq of the Many"]
    assert names(matcher, "felidar soverign in play, am i winning?") == ["Felidar Sovereign"]
    assert names(matcher, "i plow opps 5/5") == ["Swords to Plowshares"]
    assert names(matcher, "puedo usar counterspell contra la habilidad activada del prodigal pyromancer?") == [
        "Counterspell",
        "Prodigal Pyromancer",
    ]


def test_an_ordinary_word_name_read_by_what_it_does(matcher):
    # the subject of what a spell does, an Aura put on something, a permanent someone holds, a two-word spell made a
    # verb with its object: the card; the same words as prose stay prose
    assert names(matcher, "does murder kill darksteel myr?") == ["Murder", "Darksteel Myr"]
    assert names(matcher, "i put mind control on opps creature") == ["Mind Control"]
    assert names(matcher, "i have worship and a creature, am i dead?") == ["Worship"]
    assert names(matcher, "tengo worship y un bicho") == ["Worship"]
    assert names(matcher, "they respond by giant growthing the myr") == ["Giant Growth"]
    assert names(matcher, "is murder a crime in this game?") == []
    assert names(matcher, "i have faith in my deck") == []


def test_a_spell_with_no_target_made_a_verb_with_nothing_after_it(matcher):
    # "… and i fog." is Fog, which takes no target; a spell that takes one still needs its object ("i murder their
    # bears"), and the words in a question about no game stay words
    assert names(matcher, "they attack with 3 guys and i fog, do i take damage?") == ["Fog"]
    assert names(matcher, "they swing with everything, i fog. do i take damage?") == ["Fog"]
    assert names(matcher, "i murder their bears, does it die?") == ["Murder"]
    assert names(matcher, "they attack and i murder, does it die?") == []
    assert names(matcher, "i think we should fog the windows") == []


def test_a_two_word_ordinary_name_cast_in_response_is_the_card(matcher):
    # right before "in response" the words were cast; a Spanish "hago <name>" casts an English one-word instant
    assert names(matcher, "heroic intervention in response to wrath of god, do my creatures survive?") == [
        "Heroic Intervention",
        "Wrath of God",
    ]
    assert "Fork" in names(matcher, "hago fork al bolt del rival, ¿mi copia se resuelve?")
    assert names(matcher, "a heroic intervention by the firefighters") == []


def test_an_ordinary_word_name_done_with_or_responded_with_is_the_card(matcher):
    # the spell a removal verb is done with, or a response is made with: the card; "kill it with fire" stays prose
    assert "Murder" in names(matcher, "can i kill my opponent's carnage tyrant with a murder?")
    assert "Shock" in names(matcher, "i giant growth my bear and they respond with a shock on it")
    assert names(matcher, "can i kill it with fire") == []


def test_the_bears_by_the_name_spanish_players_type(matcher):
    assert names(matcher, "me bloquean con dos osos grizzly") == ["Grizzly Bears"]


def test_an_adventure_half_aimed_at_in_spanish_chat_is_the_card(matcher):
    # "un counterspell al stomp", "contrarresta mi stomp": the Adventure's English name after "al" or a possessive;
    # a Spanish sentence without it names nothing
    assert "Bonecrusher Giant // Stomp" in names(matcher, "mi rival me lanza un counterspell al stomp, ¿qué pasa?")
    assert "Bonecrusher Giant // Stomp" in names(matcher, "mi rival contrarresta mi stomp, ¿puedo lanzar el gigante?")
    assert names(matcher, "el gigante pisa fuerte al final del turno") == []


def test_a_short_name_two_legends_share_is_told_apart_by_a_keyword_beside_it(matcher):
    # "escaped polukranos" is the one with escape; "polukranos" alone, or beside an evergreen keyword, stays unread
    assert names(matcher, "my escaped polukranos has 12 counters") == ["Polukranos, Unchained"]
    assert names(matcher, "el rival tiene polukranos escapado con 12 contadores") == ["Polukranos, Unchained"]
    assert names(matcher, "my polukranos has 12 counters") == []


def test_a_short_name_two_legends_share_is_told_apart_by_words_only_one_of_them_uses(matcher):
    # words only one Oracle text has, anywhere in the question; words both texts have ("extra turn") tell nothing
    assert names(matcher, "how much does emrakul cost if I have 8 card types in my graveyard?") == [
        "Emrakul, the Promised End"
    ]
    assert names(matcher, "emrakul annihilator trigger, how many permanents?") == ["Emrakul, the Aeons Torn"]
    assert names(matcher, "do i get the extra turn from emrakul?") == []
    # one of them named in full: the short name later in the question is that one, not another
    assert names(matcher, "opp has Teferi, Time Raveler. on their end step can i cycle or does teferi stop it?") == [
        "Teferi, Time Raveler"
    ]


def test_a_permanent_held_by_a_player_named_by_name_or_said_to_hit_the_table(matcher):
    assert names(matcher, "kat has propaganda out. i'm attacking jun") == ["Propaganda"]
    assert names(matcher, "blood moon just hit the table. what does my dryad arbor tap for?") == [
        "Blood Moon",
        "Dryad Arbor",
    ]
    assert names(matcher, "the propaganda posters are out") == []
    # a split card's half held "out" is a spell's name, not a permanent's
    assert names(matcher, "the opponent has order on the battlefield") == []


def test_a_two_word_spell_name_in_the_present_before_its_object_is_the_card(matcher):
    # "Fatal Pushes my Strangleroot Geist": the spell as a verb; "the fatal pushes were used" names nothing
    assert "Fatal Push" in names(matcher, "opponent Fatal Pushes my Strangleroot Geist. Does undying bring it back?")
    assert names(matcher, "the fatal pushes were all used") == []


def test_a_spell_name_made_a_gerund_after_by(matcher):
    # "respond by shocking the bears" is casting Shock; the English adjective elsewhere is no card
    assert names(matcher, "i giant growth my grizzly bears and they respond by shocking the bears") == [
        "Giant Growth",
        "Grizzly Bears",
        "Shock",
    ]
    assert names(matcher, "the crowd was stunned by shocking news") == []
    # "by redirecting the damage" is the English verb, not Redirect
    assert names(matcher, "they respond by redirecting the damage with deflecting palm") == ["Deflecting Palm"]


def test_a_card_named_after_a_keyword_counts_when_cast_capitalised(matcher):
    """Absorb, Explore: rules terms, so only a cast and a capital make them the card ("respond with Absorb
    targeting the veto"); the keyword itself ("a creature with absorb 2") stays a keyword."""
    assert names(matcher, "opp casts Counterspell, i respond with Absorb targeting it") == ["Counterspell", "Absorb"]
    assert names(matcher, "he casts Explore on turn two") == ["Explore"]
    assert "Absorb" not in names(matcher, "does absorb prevent trample damage?")
    assert "Absorb" not in names(matcher, "my creature has Absorb 2, how much damage do I take?")
    # the keyword used or worn, capitalised: still the keyword
    assert names(matcher, "Can I cast Ambush Viper using Flash in combat?") == ["Ambush Viper"]
    assert names(matcher, "my Serra Angel has Vigilance on the attack") == ["Serra Angel"]
    assert names(matcher, "I use Unearth on my Bloodghast") == ["Bloodghast"]


def test_a_shouted_word_before_a_name_is_not_part_of_it(matcher):
    """ "tengo DOS Furnace of Rath": a count in capitals, not the first word of a longer name."""
    assert names(matcher, "tengo DOS Furnace of Rath y le tiro Lightning Bolt") == ["Furnace of Rath", "Lightning Bolt"]


def test_a_guild_name_before_an_archetype_is_a_decks_colours(matcher):
    # "rakdos sac": the deck, not Rakdos, Lord of Riots; the legend still found when named in full
    assert names(matcher, "rakdos sac in pioneer, my opp cracks a treasure, does my mayhem devil trigger?") == [
        "Mayhem Devil"
    ]
    assert names(matcher, "does Rakdos, Lord of Riots make my creature spells cheaper?") == ["Rakdos, Lord of Riots"]
