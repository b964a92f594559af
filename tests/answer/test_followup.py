"""Follow-up resolution with a fake card finder: what is carried, what is replaced, and that a
self-contained question is left exactly as it was."""

from __future__ import annotations

import re

import pytest

from answer.followup import (
    CardRef,
    HistoryError,
    Turn,
    capitalised_cards,
    check_history,
    context_of,
    is_follow_up,
    resolve,
    trim_history,
    types_of,
)
from answer.rewrite import affirmed, as_statement, split_ask

KINDS = {
    "Vedalken Orrery": "permanent",
    "Leyline of Anticipation": "permanent",
    "Hardened Scales": "permanent",
    "Soul Warden": "creature",
    "Ajani's Pridemate": "creature",
    "Skinrender": "creature",
    "Walking Ballista": "creature",
    "Kitchen Finks": "creature",
    "Doubling Season": "permanent",
    "Darksteel Myr": "creature",
    "Carnage Tyrant": "creature",
    "Murder": "spell",
    "Diabolic Edict": "spell",
    "Black Sun's Zenith": "spell",
    "Swords to Plowshares": "spell",
    "Giant Growth": "spell",
    "Grizzly Bears": "creature",
    "Pacifism": "permanent",
    "Fireball": "spell",
    "Shelter": "spell",
    "Blossoming Defense": "spell",
    "Gods Willing": "spell",
    "Serra Angel": "creature",
    "Turn to Frog": "spell",
    "Typhoid Rats": "creature",
    "Youthful Knight": "creature",
    "Sure Strike": "spell",
    "Brothers Yamazaki": "creature",
    "Torbran, Thane of Red Fell": "creature",
    "Furnace of Rath": "permanent",
    "Shock": "spell",
    "Thalia, Guardian of Thraben": "creature",
    "Parallel Lives": "permanent",
    "Raise the Alarm": "spell",
    "Vampire Nighthawk": "creature",
    "Boros Charm": "spell",
    "Healing Salve": "spell",
    "Lightning Bolt": "spell",
    "Counterspell": "spell",
    "Rest in Peace": "permanent",
    "Kalitas, Traitor of Ghet": "creature",
    "Leyline of Sanctity": "permanent",
    "Blood Artist": "creature",
    "Young Wolf": "creature",
    "Questing Beast": "creature",
    "Fog": "spell",
    "Boros Swiftblade": "creature",
    "Slippery Bogle": "creature",
    "Leyline of the Void": "permanent",
    "Doomed Traveler": "creature",
    "Sudden Shock": "spell",
    "Llanowar Elves": "creature",
    "Viscera Seer": "creature",
    "Ashnod's Altar": "permanent",
    "Fiend Hunter": "creature",
    "Carrion Feeder": "creature",
    "Banisher Priest": "creature",
    "Electrolyze": "spell",
    "Birds of Paradise": "creature",
    "Thragtusk": "creature",
    "Torpor Orb": "permanent",
    "Mulldrifter": "creature",
    "Humility": "permanent",
    "Glorious Anthem": "permanent",
    "Felidar Sovereign": "creature",
    "Opalescence": "permanent",
    "Phantasmal Image": "creature",
    "Colossal Dreadmaw": "creature",
    "Basilisk Collar": "permanent",
    "Mother of Runes": "creature",
    "Hangarback Walker": "creature",
    "Incremental Blight": "spell",
    "Platinum Angel": "creature",
    "Panharmonicon": "permanent",
    "Argothian Enchantress": "creature",
}


def fake_cards(with_kinds: bool = True):
    """Known names and their last word ("the Bears"), every mention, in order."""

    def find(text: str) -> list[CardRef]:
        found: list[CardRef] = []
        taken: list[tuple[int, int]] = []
        variants = [(n, n) for n in KINDS] + [(n, n.split(",")[0].split()[-1]) for n in KINDS if " " in n]
        for name, surface in variants:
            for match in re.finditer(rf"\b{re.escape(surface)}s?\b", text):
                if any(a < match.end() and match.start() < b for a, b in taken):
                    continue
                taken.append(match.span())
                found.append(CardRef(name, match.span(), KINDS[name] if with_kinds else ""))
        return sorted(found, key=lambda card: card.span)

    return find


FIND = fake_cards()


def ask(*questions: str, find=FIND):
    history = [Turn(q, None) for q in questions[:-1]]
    return resolve(questions[-1], history, find)


def test_without_history_the_question_is_unchanged():
    resolved = resolve("¿Y si además tengo Parallel Lives?", [], FIND)
    assert resolved.question == "¿Y si además tengo Parallel Lives?" and not resolved.follow_up
    assert context_of(resolved).follow_up is False and context_of(resolved).carried == []


@pytest.mark.parametrize(
    "question",
    [
        "¿Cuántas tierras puedo jugar por turno?",
        "¿Cómo funciona el vínculo vital?",
        "What happens to an Aura if the creature it enchants leaves the battlefield?",
        "¿Una criatura con prisa puede atacar el mismo turno en que entra al campo de batalla?",
        "What if my spell's only target becomes illegal before it resolves?",
    ],
)
def test_a_self_contained_question_ignores_the_history(question):
    resolved = ask("My Youthful Knight attacks and is blocked by Typhoid Rats. Does my knight die?", question)
    assert resolved.question == question and not resolved.follow_up and resolved.carried == ()


def test_an_added_card_keeps_the_situation_and_the_question():
    resolved = ask(
        "Tengo Doubling Season y lanzo Walking Ballista con X=3. ¿Con cuántos contadores entra?",
        "¿Y si además tengo Hardened Scales?",
    )
    assert resolved.follow_up
    assert resolved.question == (
        "Tengo Doubling Season y lanzo Walking Ballista con X=3. Además tengo Hardened Scales. "
        "¿Con cuántos contadores entra?"
    )
    cards = [item.value for item in resolved.carried if item.kind == "card"]
    assert cards == ["Doubling Season", "Walking Ballista"]
    assert ("situation", "Tengo Doubling Season y lanzo Walking Ballista con X=3.") in [
        (item.kind, item.value) for item in resolved.carried
    ]


def test_a_count_replaces_only_the_count():
    first = "I control Hardened Scales and cast Walking Ballista with X=2. How many +1/+1 counters does it get?"
    resolved = ask(first, "and with two Hardened Scales?")
    assert resolved.question == first.replace("control Hardened", "control two Hardened")
    bare = ask("I control two Brothers Yamazaki. Do I keep both?", "what about three?")
    assert bare.question == "I control three Brothers Yamazaki. Do I keep both?"
    x = ask("I cast Walking Ballista with X=2. How many counters?", "and with X=5?")
    assert x.question == "I cast Walking Ballista with X=5. How many counters?"


def test_a_bare_amount_a_quality_or_a_pronoun_takes_the_earlier_ones_place():
    took = "My Grizzly Bears got Giant Growth and took 4 damage in combat. Does it die at end of turn?"
    assert ask(took, "what if it had taken 5?").question == took.replace("took 4", "took 5")
    es = "Mi Grizzly Bears recibió Giant Growth y 4 de daño en combate. ¿Muere al final del turno?"
    assert ask(es, "¿y si recibe 5?").question == es.replace("y 4 de", "y 5 de")
    white = "He responds with Mother of Runes giving it protection from white. Does Swords to Plowshares resolve?"
    assert ask(white, "and if he picks protection from black?").question == white.replace("white", "black")
    died = "I control Parallel Lives and my Young Wolf dies. How many tokens?"
    exiled = ask(died, "what if it gets exiled by Swords to Plowshares instead?")
    assert exiled.question.startswith("I control Parallel Lives and my Young Wolf gets exiled by Swords to Plowshares.")


def test_a_hypothetical_with_an_unbound_it_is_a_follow_up_and_moves_the_moment():
    first = "My Boros Swiftblade attacks unblocked and I Giant Growth it before combat damage. How much damage?"
    later = ask(first, "what if I wait and cast it after first-strike damage?")
    assert later.question == first.replace("before combat damage", "after first-strike damage")


def test_their_turn_takes_the_place_of_my_turn():
    first = "It's my turn and a Grizzly Bears dies. I control Blood Artist. Whose trigger resolves first?"
    later = ask(first, "and if it happens during their turn?")
    assert later.question == first.replace("It's my turn", "During their turn")


def test_a_new_card_of_the_same_kind_takes_the_old_ones_place():
    resolved = ask("Can my opponent kill my Darksteel Myr with Murder?", "and Diabolic Edict?")
    assert resolved.question == "Can my opponent kill my Darksteel Myr with Diabolic Edict?"
    # the swapped card is what a third turn varies again, and the note of turn two is kept
    third = ask(
        "Can my opponent kill my Darksteel Myr with Murder?",
        "what about Diabolic Edict, if it's my only creature?",
        "And Black Sun's Zenith with X=1?",
    )
    assert third.question.endswith("Can my opponent kill my Darksteel Myr with Black Sun's Zenith?")
    assert "X=1" in third.question and "Murder" not in third.question and "Edict" not in third.question


def test_without_card_types_the_last_card_introduced_is_swapped():
    resolved = ask(
        "Can my opponent kill my Darksteel Myr with Murder?", "¿Y con Diabolic Edict?", find=fake_cards(False)
    )
    assert resolved.question == "Can my opponent kill my Darksteel Myr with Diabolic Edict?"


def test_instead_replaces_the_clause_that_named_the_old_card():
    resolved = ask(
        "My Pacifism is enchanting my opponent's Grizzly Bears. They cast Blossoming Defense on the Bears. "
        "Does Pacifism fall off?",
        "what if they cast Gods Willing choosing white instead?",
    )
    assert resolved.question == (
        "My Pacifism is enchanting my opponent's Grizzly Bears. They cast Gods Willing choosing white. "
        "Does Pacifism fall off?"
    )
    without_card = ask(
        "Lanzo Swords to Plowshares sobre la Grizzly Bears de mi oponente y en respuesta él le lanza Giant Growth. "
        "¿Cuántas vidas gana?",
        "¿Y si en vez de eso la sacrifica?",
    )
    assert without_card.question == (
        "Lanzo Swords to Plowshares sobre la Grizzly Bears de mi oponente y en respuesta la sacrifica. "
        "¿Cuántas vidas gana?"
    )
    # "en vez del X yo tengo Y": the card is swapped, not a second holder added
    swapped = ask(
        "Tengo Leyline of the Void en mesa. Mi Doomed Traveler muere en combate. ¿Me llevo la ficha?",
        "¿y si en vez del Leyline yo tengo un Rest in Peace?",
    )
    assert swapped.question == "Tengo Rest in Peace en mesa. Mi Doomed Traveler muere en combate. ¿Me llevo la ficha?"


def test_a_new_spell_next_to_creatures_is_added_not_swapped():
    resolved = ask(
        "My Youthful Knight attacks and my opponent blocks it with Typhoid Rats. Does my knight die?",
        "what if my opponent casts Sure Strike on the Rats before damage?",
    )
    assert "Youthful Knight" in resolved.question and "Typhoid Rats" in resolved.question
    assert resolved.question.endswith("My opponent casts Sure Strike on the Rats before damage. Does my knight die?")


def test_a_new_question_about_the_same_situation():
    resolved = ask(
        "Controlo a Torbran, Thane of Red Fell y le lanzo un Shock a mi oponente. ¿Cuánto daño recibe?",
        "¿Y si además hay un Furnace of Rath en el campo?",
        "En ese caso, ¿quién elige el orden?",
    )
    assert resolved.question == (
        "Controlo a Torbran, Thane of Red Fell y le lanzo un Shock a mi oponente. "
        "Además hay un Furnace of Rath en el campo. ¿Quién elige el orden?"
    )
    assert [i.value for i in resolved.carried if i.kind == "card"] == [
        "Torbran, Thane of Red Fell",
        "Shock",
        "Furnace of Rath",
    ]


def test_a_new_question_replaces_an_earlier_question_followed_by_a_fact():
    resolved = ask(
        "Can I target my own Slippery Bogle with Giant Growth? It has hexproof.",
        "and can my opponent Lightning Bolt it?",
    )
    assert resolved.question.startswith("It has hexproof. Can my opponent Lightning Bolt")
    assert "Can I target" not in resolved.question  # before: both questions, and the first one was answered


def test_a_self_contained_turn_in_the_middle_starts_afresh():
    resolved = ask(
        "Can my opponent kill my Darksteel Myr with Murder?",
        "How does the stack resolve when both players pass priority?",
        "and then?",
    )
    assert "Darksteel Myr" not in resolved.question


def test_the_rules_cited_by_the_previous_answer_are_carried():
    history = [Turn("I control two Brothers Yamazaki. Do I keep both?", "Yes: the legend rule (704.5j) doesn't apply.")]
    resolved = resolve("what about three?", history, FIND)
    assert ("rule", "704.5j") in [(item.kind, item.value) for item in resolved.carried]
    context = context_of(resolved)
    assert context.follow_up and context.question == "I control three Brothers Yamazaki. Do I keep both?"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("and with deathtouch?", True),
        ("¿Y con tres?", True),
        ("En ese caso, ¿quién elige?", True),
        ("Does it still die?", True),
        ("same but with two of them", True),
        ("What is the legend rule?", False),
        ("Can a creature with defender attack?", False),
    ],
)
def test_follow_up_detection(question, expected):
    assert is_follow_up(question, [], []) is expected


def test_history_limits():
    assert check_history([Turn("  q  ", "  ")], 6, 100) == [Turn("q", None)]
    with pytest.raises(HistoryError, match="too many turns") as many:
        check_history([Turn("q")] * 7, 6, 8000)
    assert many.value.status == 422
    with pytest.raises(HistoryError, match="too long") as long:
        check_history([Turn("q" * 50, "a" * 60)], 6, 100)
    assert long.value.status == 413
    with pytest.raises(HistoryError, match="turn 2 has an empty question"):
        check_history([Turn("q"), Turn("   ")], 6, 100)


def test_trim_history_keeps_the_latest_turns_that_fit():
    turns = [Turn(f"question {n}", "x" * 1000) for n in range(10)]
    kept = trim_history(turns, 6, 1300)
    assert [t.question for t in kept] == ["question 8", "question 9"]
    assert all(len(t.answer or "") == 600 for t in kept)


def test_the_stand_in_card_finder():
    text = "Equipo Basilisk Collar a mi Prodigal Pyromancer contra la Colossal Dreadmaw. ¿Muere la Dreadmaw?"
    names = [card.name for card in capitalised_cards(text)]
    assert names == ["Basilisk Collar", "Prodigal Pyromancer", "Colossal Dreadmaw", "Colossal Dreadmaw"]
    assert [c.name for c in capitalised_cards("Tengo dos Thalia, Guardian of Thraben. ¿Qué pasa?")] == [
        "Thalia, Guardian of Thraben"
    ]


def test_history_with_control_characters_is_refused():
    with pytest.raises(HistoryError, match="turn 1 contains control characters"):
        check_history([Turn("q", "bell\x07")], 6, 100)


def test_kind_of_a_type_line():
    from answer.followup import kind_of

    assert kind_of("Artifact Creature — Myr") == "creature"
    assert kind_of("Instant") == kind_of("Sorcery") == "spell"
    assert kind_of("Enchantment — Aura") == "permanent" and kind_of("") == ""


def test_the_card_matcher_as_a_finder_and_every_mention_of_a_card():
    from types import SimpleNamespace

    from answer.followup import matched_cards, mentions

    card = SimpleNamespace(name="Colossal Dreadmaw", type_line="Creature — Dinosaur")
    matcher = SimpleNamespace(find=lambda text: [SimpleNamespace(card=card, span=(20, 37))])
    text = "Uso su habilidad en Colossal Dreadmaw. ¿Muere la Dreadmaw?"
    assert matched_cards(matcher)(text) == [  # type: ignore[arg-type]
        CardRef("Colossal Dreadmaw", (20, 37), "creature", frozenset({"Creature", "Dinosaur"}))
    ]
    assert [text[a:b] for a, b in mentions(text, "Colossal Dreadmaw")] == ["Colossal Dreadmaw", "Dreadmaw"]
    two = "Two Thalia, Guardian of Thraben; the other Thalia"
    assert [two[a:b] for a, b in mentions(two, "Thalia, Guardian of Thraben")] == [
        "Thalia, Guardian of Thraben",
        "Thalia",
    ]
    assert mentions("the dreadmaw", "Colossal Dreadmaw") == []  # a lone last word counts only capitalised


@pytest.mark.parametrize(
    ("first", "follow", "expected"),
    [
        # a change, then its own question: the change is a fact, the new question replaces the old one
        ("Le pongo un escudo de Healing Salve a mi criatura. ¿Cuánto daño le hace un Lightning Bolt?",
         "¿y si le hacen daño dos fuentes a la vez, en ese caso quién elige qué daño se previene?",
         "Le pongo un escudo de Healing Salve a mi criatura. Le hacen daño dos fuentes a la vez. "
         "¿Quién elige qué daño se previene?"),
        ("Tengo Kalitas, Traitor of Ghet y muere una criatura de mi rival. ¿Qué pasa?",
         "¿Y si mi rival tiene Rest in Peace? ¿En ese caso quién elige?",
         "Tengo Kalitas, Traitor of Ghet y muere una criatura de mi rival. Mi rival tiene Rest in Peace. "
         "¿Quién elige?"),
        ("I cast Lightning Bolt and my opponent counters it with Counterspell. Can I respond?",
         "and if I respond with another Counterspell, does my Bolt resolve?",
         "I cast Lightning Bolt and my opponent counters it with Counterspell. I respond with another Counterspell. "
         "Does my Bolt resolve?"),
    ],
)  # fmt: skip
def test_a_conditional_follow_up_with_its_own_question(first, follow, expected):
    assert ask(first, follow).question == expected


def test_n_of_them_counts_the_permanent_not_the_spell():
    resolved = ask("Tengo Parallel Lives y lanzo Raise the Alarm, ¿cuántas fichas creo?", "¿y con dos de ellas?")
    assert resolved.question == "Tengo dos Parallel Lives y lanzo Raise the Alarm, ¿cuántas fichas creo?"


@pytest.mark.parametrize(
    ("first", "follow", "kept", "dropped"),
    [
        ("Mi Vampire Nighthawk con dañar dos veces (Boros Charm) no es bloqueado. ¿Cuánta vida gano?",
         "¿y si lo bloquea un Grizzly Bears?", "Vampire Nighthawk", "no es bloqueado"),
        ("My Vampire Nighthawk isn't blocked. How much life do I gain?", "and what if a Grizzly Bears blocks it?",
         "Vampire Nighthawk", "isn't blocked"),
    ],
)  # fmt: skip
def test_a_card_related_by_a_pronoun_is_added_not_swapped(first, follow, kept, dropped):
    resolved = ask(first, follow)
    assert kept in resolved.question and "Grizzly Bears" in resolved.question and dropped not in resolved.question


def test_a_new_card_of_the_same_kind_without_a_pronoun_still_swaps():
    resolved = ask(
        "My Youthful Knight attacks and is blocked by Typhoid Rats. Does my knight die?", "and Grizzly Bears?"
    )
    assert "Grizzly Bears" in resolved.question and "Typhoid Rats" not in resolved.question


def test_having_a_permanent_is_added_not_swapped():
    resolved = ask(
        "Lanzo Murder sobre su Grizzly Bears y mi Youthful Knight ataca. ¿Qué pasa?", "¿y si tengo a Torbran en mesa?"
    )
    assert "Grizzly Bears" in resolved.question and "Youthful Knight" in resolved.question
    assert "Torbran" in resolved.question


def test_ok_and_n_of_them_sets_the_count():
    resolved = ask("Thalia is blocked by one Grizzly Bears. Does Thalia die?", "ok and blocked by two of them?")
    assert "blocked by two Grizzly Bears" in resolved.question


@pytest.mark.parametrize(
    "follow_up",
    [
        "does that change if it's a token?",
        "Would the answer be different if it's a token?",
        "and if it's a token, does that change anything?",
    ],
)
def test_asking_whether_the_answer_changes_applies_the_change_and_asks_again(follow_up):
    first = "My Grizzly Bears with a +1/+1 counter on it dies. Does it come back?"
    resolved = ask(first, follow_up)
    assert resolved.follow_up
    assert resolved.question == "My Grizzly Bears with a +1/+1 counter on it dies. It's a token. Does it come back?"


@pytest.mark.parametrize("follow_up", ["¿cambia algo si es una ficha?", "y si es una ficha, ¿cambia algo?"])
def test_spanish_asks_whether_the_answer_changes(follow_up):
    first = "Mi Grizzly Bears murió y volvió con un contador +1/+1. Si muere otra vez, ¿vuelve?"
    resolved = ask(first, follow_up)
    # the clause before the "¿" stays with the question it conditions
    assert resolved.question == (
        "Mi Grizzly Bears murió y volvió con un contador +1/+1. Es una ficha. Si muere otra vez, ¿vuelve?"
    )


def test_a_change_asked_about_can_swap_a_card():
    resolved = ask(
        "I cast Murder on my opponent's Grizzly Bears. What happens?",
        "If it were a Darksteel Myr, would the answer be different?",
    )
    assert resolved.question == "I cast Murder on my opponent's Darksteel Myr. What happens?"


def test_it_before_anything_it_could_stand_for_is_a_follow_up():
    first = "Opponent attacks with Typhoid Rats and I cast Murder. Does my creature survive?"
    resolved = ask(first, "can I at least chump it with a Grizzly Bears?")
    assert resolved.follow_up and resolved.question.startswith("Opponent attacks with Typhoid Rats")
    # a pronoun after a noun it can stand for, or an expletive "it", is the question's own
    for question in (
        "What happens to an Aura if the creature it enchants leaves the battlefield and comes back right away?",
        "Is it possible to respond to a spell that has split second with a mana ability?",
        "If my opponent casts a spell and I counter it, does the spell go to the graveyard?",
    ):
        assert not ask(first, question).follow_up


@pytest.mark.parametrize(
    ("question", "follow_up"),
    [
        ("Otra cosa: ¿y si mi criatura tiene toque mortal?", False),
        ("Separate question: and what about first strike?", False),
        ("y otra: ¿en commander se usa banquillo?", False),
        ("another one: does trample work with deathtouch?", False),
        ("ok, and what about Darksteel Myr", True),
        ("Thanks! What if it had deathtouch too?", True),
    ],
)
def test_openers_that_change_the_subject_or_say_nothing(question, follow_up):
    assert ask("I cast Murder on my opponent's Grizzly Bears. What happens?", question).follow_up is follow_up


def test_would_that_work_on_another_card_swaps_it():
    first = "I cast Murder on my opponent's Grizzly Bears. What happens?"
    expected = "I cast Murder on my opponent's Darksteel Myr. What happens?"
    assert ask(first, "would that work on a Darksteel Myr?").question == expected
    assert ask(first, "ok, and what about Darksteel Myr").question == expected


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        (
            "My opponent controls Leyline of Sanctity. Can I target them with Lightning Bolt?",
            "same but I'm the one with the Leyline",
            "I control Leyline of Sanctity. Can I target them with Lightning Bolt?",
        ),
        (
            "Mi rival tiene Leyline of Sanctity. ¿Puedo hacerle objetivo con Lightning Bolt?",
            "¿y si la Leyline es mía?",
            "Tengo Leyline of Sanctity. ¿Puedo hacerle objetivo con Lightning Bolt?",
        ),
        (  # the permanent someone has, not the creature called "mine"
            "Tengo Rest in Peace y muere mi Young Wolf. ¿Vuelve?",
            "¿y si la tiene mi rival?",
            "Mi rival tiene Rest in Peace y muere mi Young Wolf. ¿Vuelve?",
        ),
        (
            "I control Blood Artist and my opponent's Grizzly Bears dies. Do I drain?",
            "what if it was my Grizzly Bears?",
            "I control Blood Artist and my Grizzly Bears dies. Do I drain?",
        ),
        (
            "I control Blood Artist and my opponent's Grizzly Bears dies. Do I drain?",
            "what if my opponent controls the Blood Artist?",
            "My opponent controls Blood Artist and my opponent's Grizzly Bears dies. Do I drain?",
        ),
        (
            "Le tiro Lightning Bolt a la Grizzly Bears de mi rival. ¿Muere?",
            "¿y si es mía?",
            "Le tiro Lightning Bolt a mi Grizzly Bears. ¿Muere?",
        ),
    ],
)
def test_a_card_changing_hands_is_rewritten_not_added(first, follow_up, expected):
    assert ask(first, follow_up).question == expected


def test_an_owner_beside_a_change_is_not_a_change_of_hands():
    resolved = ask(
        "I control Blood Artist and my Grizzly Bears dies. Do I drain?", "what if my Grizzly Bears had deathtouch?"
    )
    assert resolved.question == "I control Blood Artist and my Grizzly Bears with deathtouch dies. Do I drain?"


def test_a_follow_up_that_leaves_nothing_keeps_the_question():
    resolved = ask("Grizzly Bears ¡ $ é", "y , instead")
    assert resolved.question.strip()


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        (
            "I cast Lightning Bolt during my main phase. Can my opponent respond?",
            "what about during their upkeep?",
            "I cast Lightning Bolt during their upkeep. Can my opponent respond?",
        ),
        (
            "¿Puedo lanzar Giant Growth durante mi paso de mantenimiento?",
            "¿y en el turno de mi rival?",
            "¿Puedo lanzar Giant Growth en el turno de mi rival?",
        ),
        (  # a turn does not stand in for "in response"
            "Mi rival lanza Lightning Bolt a mi Grizzly Bears y en respuesta le pongo Giant Growth. ¿Muere?",
            "¿y si lo hago en su turno?",
            "Mi rival lanza Lightning Bolt a mi Grizzly Bears y en respuesta le pongo Giant Growth. Lo hago en su turno. "
            "¿Muere?",
        ),
    ],
)
def test_a_new_moment_replaces_the_old_one(first, follow_up, expected):
    assert ask(first, follow_up).question == expected


def test_a_pronoun_in_a_new_question_stands_for_the_one_earlier_card_it_can_be():
    first = "Opponent attacks with Questing Beast, I cast Fog. Does Fog stop the damage?"
    resolved = ask(first, "can I at least chump it with a Grizzly Bears?")
    assert resolved.question == (
        "Opponent attacks with Questing Beast, I cast Fog. Can I at least chump Questing Beast with a Grizzly Bears?"
    )
    spanish = ask(
        "Mi rival ataca con Questing Beast y lanzo Fog. ¿Previene el daño?", "¿puedo bloquearla con un Grizzly Bears?"
    )
    assert spanish.question.endswith("¿Puedo bloquear a Questing Beast con un Grizzly Bears?")
    # two creatures it could be: left as it was
    unsure = ask(
        "Typhoid Rats and Questing Beast attack. Does Fog stop the damage?", "can I chump it with a Grizzly Bears?"
    )
    assert unsure.question.endswith("Can I chump it with a Grizzly Bears?")


def test_a_new_card_replaces_the_earlier_card_most_like_it():
    typed = {
        "Typhoid Rats": {"Creature"},
        "Akroma, Angel of Wrath": {"Legendary", "Creature"},
        "Giant Spider": {"Creature"},
    }

    def find(text: str) -> list[CardRef]:
        return [
            CardRef(name, m.span(), "creature", frozenset(types))
            for name, types in typed.items()
            for m in re.finditer(re.escape(name), text)
        ]

    resolved = ask(
        "Can my opponent's Typhoid Rats block my attacking Akroma, Angel of Wrath?",
        "what about a Giant Spider?",
        find=find,
    )
    assert resolved.question == "Can my opponent's Giant Spider block my attacking Akroma, Angel of Wrath?"


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        (
            "Le lanzo Murder al Grizzly Bears de mi rival. ¿Se destruye el Bears?",
            "¿y si en vez de Murder lanzo Diabolic Edict?",
            "Le lanzo Diabolic Edict al Grizzly Bears de mi rival. ¿Se destruye el Bears?",
        ),
        (  # the card replaced may be named by its short name
            "Ataco con Youthful Knight y me lo bloquea un Typhoid Rats. ¿Sobrevive?",
            "¿y si en vez de las Rats lo bloquea un Grizzly Bears?",
            "Ataco con Youthful Knight y me lo bloquea un Grizzly Bears. ¿Sobrevive?",
        ),
    ],
)
def test_instead_of_a_named_card_replaces_that_card(first, follow_up, expected):
    assert ask(first, follow_up).question == expected


def test_a_keyword_given_to_a_named_card_goes_beside_it():
    resolved = ask(
        "My Grizzly Bears is double-blocked by Typhoid Rats and Youthful Knight. Does it die?",
        "and if the Bears had first strike?",
    )
    assert resolved.question == (
        "My Grizzly Bears with first strike is double-blocked by Typhoid Rats and Youthful Knight. Does it die?"
    )


def test_a_new_clause_does_not_drop_a_card_only_the_old_clause_named():
    resolved = ask(
        "My Youthful Knight is double-blocked by two Grizzly Bears. Does my Knight die?",
        "what if one of the two blockers is a Typhoid Rats instead?",
    )
    assert resolved.question == (
        "My Youthful Knight is double-blocked by two Grizzly Bears. One of the two blockers is a Typhoid Rats. "
        "Does my Knight die?"
    )


def test_what_opens_a_new_question_about_the_same_situation():
    resolved = ask(
        "My opponent casts Shock on my Walking Ballista and in response I remove its counters. How much damage?",
        "and what happens to the Shock?",
    )
    assert resolved.question == (
        "My opponent casts Shock on my Walking Ballista and in response I remove its counters. What happens to the Shock?"
    )


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        (
            "I control two Brothers Yamazaki. Do I keep both?",
            "what if there were three?",
            "I control three Brothers Yamazaki. Do I keep both?",
        ),
        (
            "Tengo dos Brothers Yamazaki en juego. ¿Me quedo con los dos?",
            "¿y si fueran tres?",
            "Tengo tres Brothers Yamazaki en juego. ¿Me quedo con los dos?",
        ),
        (
            "Shock deals 2 damage to my Grizzly Bears. Does it die?",
            "what if it deals 1 damage instead?",
            "Shock deals 1 damage to my Grizzly Bears. Does it die?",
        ),
        (
            "Mi rival tiene 3 vidas y le lanzo Lightning Bolt. ¿Gano la partida?",
            "¿y si tiene 4 vidas?",
            "Mi rival tiene 4 vidas y le lanzo Lightning Bolt. ¿Gano la partida?",
        ),
        (
            "My Walking Ballista has 3 +1/+1 counters and takes 2 damage. Does it die?",
            "what if it only had 2 counters?",
            "My Walking Ballista has 2 +1/+1 counters and takes 2 damage. Does it die?",
        ),
        (  # two sizes: "la mía" says which
            "Ataco con una criatura 3/3 y mi rival bloquea con una 2/2. ¿Muere mi criatura?",
            "¿y si la mía fuera 1/1?",
            "Ataco con una criatura 1/1 y mi rival bloquea con una 2/2. ¿Muere mi criatura?",
        ),
        (  # two sizes and "it": not guessed
            "I attack with a 3/3 and my opponent blocks with a 2/2. Does my creature die?",
            "and if it's a 4/4 instead?",
            "I attack with a 3/3 and my opponent blocks with a 2/2. It's a 4/4. Does my creature die?",
        ),
        (  # two kinds of counters: the sign says which count changes
            "My Grizzly Bears has two +1/+1 counters on it. My opponent casts Skinrender and puts its three -1/-1 "
            "counters on the Bears. Does my Bears survive?",
            "what if it only had one +1/+1 counter?",
            "My Grizzly Bears has one +1/+1 counters on it. My opponent casts Skinrender and puts its three -1/-1 "
            "counters on the Bears. Does my Bears survive?",
        ),
        (
            "Can I cast Giant Growth after blockers are declared?",
            "what about before blockers?",
            "Can I cast Giant Growth before blockers?",
        ),
    ],
)
def test_a_new_amount_or_moment_replaces_the_old_one(first, follow_up, expected):
    assert ask(first, follow_up).question == expected


def test_a_short_question_varying_a_card_of_the_previous_turn_is_a_follow_up():
    first = "I control Blood Artist and Wrath of God kills three creatures. How many triggers?"
    assert ask(first, "Does Blood Artist still trigger if they're exiled instead?").follow_up
    # a question that sets up its own situation is its own, even with a shared card and "still"
    own = "My opponent's Lightning Bolt already resolved and killed my Grizzly Bears. Can I still cast Giant Growth?"
    assert not ask("I Lightning Bolt a Grizzly Bears. Does it die?", own).follow_up


@pytest.mark.parametrize(
    "question",
    [
        "¿Aunque tenga indestructible?",
        "Same question with Parallel Lives.",
        "¿Con dos?",
        "In multiplayer?",
        "How many would I get then?",
        "¿Lo puedo bloquear con un Grizzly Bears?",
        "¿Qué pasa si mi rival responde sacrificando la criatura con un Viscera Seer?",
        "Wait, and if it had flying?",
        "Would I still get it back if it were a token?",
        "¿Sigue volviendo si es una ficha?",
        "How many do I get now?",
        "¿Cuántas fichas creo ahora?",
    ],
)
def test_more_ways_a_follow_up_opens(question):
    assert ask("I cast Murder on my opponent's Grizzly Bears. What happens?", question).follow_up


@pytest.mark.parametrize(
    "question",
    [
        "Y otra cosa: ¿cuántas cartas robo al empezar?",
        "Now, a different question: what is trample?",
        "With split second, can I respond to it with a mana ability?",
        "Le tiro un Lightning Bolt a mi rival, ¿puede responder?",
        "In what step do I untap?",
        "During combat can I cast sorceries?",
        "¿lo de exiliar tierras es una habilidad de maná? o sea, ¿el rival puede responder?",
    ],
)
def test_more_ways_a_new_question_opens(question):
    assert not ask("I cast Murder on my opponent's Grizzly Bears. What happens?", question).follow_up


def test_a_new_question_after_a_yes_takes_what_was_asked_as_a_fact():
    history = [
        Turn("Can my opponent's Typhoid Rats block my attacking Youthful Knight?", "Yes. Typhoid Rats can block it."),
    ]
    resolved = resolve("and how much damage does it take then?", history, FIND)
    assert resolved.question == (
        "My opponent's Typhoid Rats blocks my attacking Youthful Knight. How much damage does it take then?"
    )
    spanish = resolve(
        "¿y cuánto daño hace entonces?",
        [Turn("¿Puede el Typhoid Rats bloquear a mi Youthful Knight?", "Sí. Puede bloquearlo.")],
        FIND,
    )
    assert spanish.question == "El Typhoid Rats bloquea a mi Youthful Knight. ¿Cuánto daño hace entonces?"
    # after a "no", or without the answer, the question stays a question
    answered_no = resolve("and how much damage does it take then?", [Turn(history[0].question, "No.")], FIND)
    assert answered_no.question.startswith("Can my opponent's Typhoid Rats block")


@pytest.mark.parametrize(
    "follow_up", ["Same for Diabolic Edict?", "¿Igual con Diabolic Edict?", "lo mismo con Diabolic Edict"]
)
def test_same_for_another_card_swaps_it(follow_up):
    resolved = ask("Can my opponent kill my Darksteel Myr with Murder?", follow_up)
    assert resolved.question == "Can my opponent kill my Darksteel Myr with Diabolic Edict?"


@pytest.mark.parametrize(
    "question",
    ["Does the Spirit token still come?", "What does the copy look like in that case?", "Can I still respond?"],
)
def test_still_and_in_that_case_read_as_follow_ups(question):
    assert ask("I cast Murder on my opponent's Grizzly Bears. What happens?", question).follow_up


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        (
            "Tengo Parallel Lives y lanzo Raise the Alarm. ¿Cuántas fichas creo?",
            "¿y si tengo otro Parallel Lives?",
            "Tengo 2 Parallel Lives y lanzo Raise the Alarm. ¿Cuántas fichas creo?",
        ),
        (
            "I control two Parallel Lives and cast Raise the Alarm. How many tokens?",
            "what about with another Parallel Lives?",
            "I control 3 Parallel Lives and cast Raise the Alarm. How many tokens?",
        ),
        (  # a short name, in capitals or not, is the earlier card
            "I control Hardened Scales and cast Walking Ballista with X=2. How many counters?",
            "and with two scales?",
            "I control two Hardened Scales and cast Walking Ballista with X=2. How many counters?",
        ),
    ],
)
def test_one_more_of_a_card_and_short_names(first, follow_up, expected):
    assert ask(first, follow_up).question == expected


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        (
            "Tengo Doubling Season y lanzo Walking Ballista con X=2. ¿Con cuántos contadores entra?",
            "¿y sin Doubling Season?",
            "Lanzo Walking Ballista con X=2. ¿Con cuántos contadores entra?",
        ),
        (  # from a list, the next card takes the verb
            "Tengo Doubling Season y Parallel Lives y lanzo Raise the Alarm. ¿Cuántas fichas?",
            "¿y sin Doubling Season?",
            "Tengo Parallel Lives y lanzo Raise the Alarm. ¿Cuántas fichas?",
        ),
        (
            "Tengo Doubling Season y Parallel Lives y lanzo Raise the Alarm. ¿Cuántas fichas?",
            "¿y si no tengo Parallel Lives?",
            "Tengo Doubling Season y lanzo Raise the Alarm. ¿Cuántas fichas?",
        ),
        (
            "With Rest in Peace on the battlefield, my Young Wolf dies. Does it come back?",
            "and without Rest in Peace?",
            "My Young Wolf dies. Does it come back?",
        ),
        (  # by its first word
            "My opponent controls Leyline of Sanctity. Can I target them with Lightning Bolt?",
            "what if they didn't have the Leyline?",
            "Can I target them with Lightning Bolt?",
        ),
        (  # a card that does something in its clause is not taken away: the change is added
            "I cast Murder on my opponent's Grizzly Bears. What happens?",
            "without Murder?",
            "I cast Murder on my opponent's Grizzly Bears. Without Murder. What happens?",
        ),
    ],
)
def test_without_a_card_takes_its_clause_away(first, follow_up, expected):
    assert ask(first, follow_up).question == expected


def test_a_hypothetical_change_is_said_as_a_fact_and_replaces_no_clause():
    first = "Mi Grizzly Bears murió y volvió con un contador +1/+1. Si muere otra vez, ¿vuelve?"
    expected = "Mi Grizzly Bears murió y volvió con un contador +1/+1. Es una ficha. Si muere otra vez, ¿vuelve?"
    assert ask(first, "¿y si fuera una ficha?").question == expected
    assert ask(first, "¿Cambia en algo que sea una ficha?").question == expected
    assert ask("My Grizzly Bears dies. Does it come back?", "what if it were a token?").question == (
        "My Grizzly Bears dies. It is a token. Does it come back?"
    )


def test_a_permanent_the_opponent_has_is_added_not_swapped():
    resolved = ask(
        "Tengo Hardened Scales y lanzo Walking Ballista con X=2. ¿Con cuántos contadores entra?",
        "¿cambia algo si mi rival tiene Pacifism?",
    )
    assert resolved.question == (
        "Tengo Hardened Scales y lanzo Walking Ballista con X=2. Mi rival tiene Pacifism. ¿Con cuántos contadores entra?"
    )


def test_without_a_card_kept_in_numbers():
    resolved = ask(
        "I control two Doubling Season and I cast Raise the Alarm. How many tokens?", "¿y sin Doubling Season?"
    )
    assert resolved.question == "I cast Raise the Alarm. How many tokens?"


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        (  # a response is added beside the spell it answers, even one of the same kind
            "Mi rival me tira Lightning Bolt a la cara y tengo 3 vidas. ¿Pierdo?",
            "¿y si respondo con Healing Salve?",
            "Mi rival me tira Lightning Bolt a la cara y tengo 3 vidas. Respondo con Healing Salve. ¿Pierdo?",
        ),
        (  # another spell is another cast, not a count
            "I cast Counterspell on my opponent's Lightning Bolt. What happens to the Bolt?",
            "and if they respond with another Lightning Bolt to my face?",
            "I cast Counterspell on my opponent's Lightning Bolt. They respond with another Lightning Bolt to my face. "
            "What happens to the Bolt?",
        ),
        (  # a bare count with no counted card: the one amount counted
            "Tengo Blood Artist y mi rival sacrifica tres criaturas. ¿Cuántas veces se dispara?",
            "¿y si son cinco?",
            "Tengo Blood Artist y mi rival sacrifica cinco criaturas. ¿Cuántas veces se dispara?",
        ),
        (  # a noun phrase in place of the earlier one with the same head noun
            "Can I respond when my opponent activates a planeswalker's loyalty ability?",
            "and to a mana ability?",
            "Can I respond when my opponent activates a mana ability?",
        ),
    ],
)
def test_responses_counts_and_phrases(first, follow_up, expected):
    assert ask(first, follow_up).question == expected


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        (  # "es X": the card stands in for the one most like it
            "Lanzo Murder sobre la Grizzly Bears de mi rival. ¿Qué pasa?",
            "¿y si es Diabolic Edict?",
            "Lanzo Diabolic Edict sobre la Grizzly Bears de mi rival. ¿Qué pasa?",
        ),
        (
            "My opponent has Pacifism and I have two cards in hand. Can my 3/3 attack?",
            "what if I had four cards?",
            "My opponent has Pacifism and I have four cards in hand. Can my 3/3 attack?",
        ),
        (  # an amount with more said is a new fact, not a changed number
            "If my Youthful Knight is on the battlefield and I'm at 0 life, do I lose?",
            "and if I have 5 life when it's destroyed?",
            "I have 5 life when it's destroyed. If my Youthful Knight is on the battlefield and I'm at 0 life, do I lose?",
        ),
    ],
)
def test_copulas_and_amounts_with_more_said(first, follow_up, expected):
    assert ask(first, follow_up).question == expected


def test_an_earlier_card_said_to_be_another_is_renamed():
    resolved = ask(
        "Ataco con mi Youthful Knight y mi rival bloquea con un Typhoid Rats. ¿Muere mi Knight?",
        "¿y si la rata fuera un Grizzly Bears?",
    )
    assert (
        resolved.question == "Ataco con mi Youthful Knight y mi rival bloquea con un Grizzly Bears. ¿Muere mi Knight?"
    )


def test_a_card_in_a_list_handed_to_the_opponent_leaves_the_list():
    resolved = ask(
        "I control Parallel Lives and Doubling Season and cast Raise the Alarm. How many tokens?",
        "and if my opponent controls the Doubling Season?",
    )
    assert resolved.question == (
        "I control Parallel Lives and cast Raise the Alarm. My opponent controls the Doubling Season. How many tokens?"
    )


def test_it_had_three_and_against_another_card():
    counted = ask("My Walking Ballista has two +1/+1 counters. Can I ping twice?", "what if it had three?")
    assert counted.question == "My Walking Ballista has three +1/+1 counters. Can I ping twice?"
    against = ask("Can I cast Giant Growth in response to Murder on my creature?", "¿y contra Diabolic Edict?")
    assert against.question == "Can I cast Giant Growth in response to Diabolic Edict on my creature?"


def test_self_contained_questions_of_the_tuning_sets_are_rarely_read_as_follow_ups():
    """A leakage guard: the question sets' own questions, each after another question of its set."""
    import yaml

    from evaluation import SETS

    flagged = total = 0
    for path in sorted(SETS.glob("*.yaml")):
        if "dialogues" in path.name:
            continue
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        items = data.get("questions") or [] if isinstance(data, dict) else []
        questions = [str(item["question"]) for item in items if isinstance(item, dict) and item.get("question")]
        for before, question in zip(questions, questions[1:], strict=False):
            total += 1
            flagged += resolve(question, [Turn(before)], capitalised_cards).follow_up
    assert total > 500 and flagged / total < 0.005, (flagged, total)


def test_a_removal_spell_instead_of_a_removal_verb_does_the_removing():
    english = ask("opp exiles my Kitchen Finks, does it come back?", "and if they Murder it instead?")
    assert english.question == "opp casts Murder on my Kitchen Finks. Does it come back?"
    spanish = ask("mi rival exilia mi Kitchen Finks, ¿vuelve?", "¿y si en vez de eso le tira un Murder?")
    assert spanish.question == "mi rival lanza Murder a mi Kitchen Finks. ¿vuelve?"
    swapped = ask(
        "My opponent casts Murder on my Kitchen Finks. Does it come back?",
        "what if they cast Swords to Plowshares instead?",
    )
    assert swapped.question == "My opponent casts Swords to Plowshares on my Kitchen Finks. Does it come back?"


def test_a_keyword_for_my_creature_goes_beside_it():
    english = ask(
        "My 5/5 trampler is blocked by a 2/2. How much damage goes to my opponent?",
        "what if my creature also had deathtouch?",
    )
    assert (
        english.question == "My 5/5 trampler with deathtouch is blocked by a 2/2. How much damage goes to my opponent?"
    )
    spanish = ask(
        "Mi criatura 3/3 bloquea a una 2/2 con toque mortal. ¿Muere la mía?", "¿y si la mía tiene dañar primero?"
    )
    assert spanish.question == "Mi criatura 3/3 con dañar primero bloquea a una 2/2 con toque mortal. ¿Muere la mía?"


def test_the_blockers_toughness_changes_its_pt():
    resolved = ask(
        "My 5/5 trampler is blocked by a 2/2. How much damage goes to my opponent?",
        "and if the blocker has 3 toughness?",
    )
    assert resolved.question == "My 5/5 trampler is blocked by a 2/3. How much damage goes to my opponent?"
    attacker = ask(
        "My 5/5 trampler is blocked by a 2/2. How much damage goes to my opponent?", "and if the attacker had 7 power?"
    )
    assert attacker.question == "My 7/5 trampler is blocked by a 2/2. How much damage goes to my opponent?"


def test_a_keyword_for_the_blocker_goes_beside_its_pt():
    instead = ask(
        "I attack with a 4/4 and my opponent blocks with a 2/2 with first strike. Does my creature die?",
        "and if the blocker had deathtouch instead?",
    )
    assert (
        instead.question
        == "I attack with a 4/4 and my opponent blocks with a 2/2 with deathtouch. Does my creature die?"
    )
    added = ask(
        "I attack with a 4/4 and my opponent blocks with a 2/2. Does my creature die?",
        "and if the blocker has first strike and deathtouch?",
    )
    assert added.question == (
        "I attack with a 4/4 and my opponent blocks with a 2/2 with first strike and deathtouch. Does my creature die?"
    )


def test_one_of_them_is_not_a_new_count():
    """ "one of them is my opponent's": one each (not one Thalia left, not two of the opponent's)."""
    resolved = ask("I have two Thalia, Guardian of Thraben. What happens?", "what if one of them is my opponent's?")
    assert resolved.question.startswith(
        "I have Thalia, Guardian of Thraben and my opponent controls Thalia, Guardian of Thraben."
    ), resolved.question


def test_he_has_a_card_is_a_card_beside_the_rest():
    resolved = ask(
        "Controlo Furnace of Rath y lanzo Lightning Bolt a la cara de mi rival. ¿Cuánto daño recibe?",
        "¿y si él tiene Healing Salve?",
    )
    assert resolved.question == (
        "Controlo Furnace of Rath y lanzo Lightning Bolt a la cara de mi rival. Él tiene Healing Salve. "
        "¿Cuánto daño recibe?"
    )


def test_instead_of_an_action_replaces_that_action():
    spanish = ask(
        "Lanzo Swords to Plowshares a la Tarmogoyf de mi rival. En respuesta la sacrifica. ¿Gana vidas?",
        "¿y si en vez de sacrificarla le da antimaleficio?",
    )
    assert spanish.question == (
        "Lanzo Swords to Plowshares a la Tarmogoyf de mi rival. En respuesta le da antimaleficio. ¿Gana vidas?"
    )
    english = ask(
        "I cast Swords to Plowshares on my opponent's Tarmogoyf. In response they sacrifice it. Do they gain life?",
        "what if instead of sacrificing it they give it hexproof?",
    )
    assert english.question == (
        "I cast Swords to Plowshares on my opponent's Tarmogoyf. In response they give it hexproof. Do they gain life?"
    )


def test_a_card_that_is_gone_leaves_the_situation():
    resolved = ask(
        "My opponent has Rest in Peace. My Kitchen Finks dies. Does it come back?", "what if Rest in Peace is gone?"
    )
    assert resolved.question == "My Kitchen Finks dies. Does it come back?"


def test_a_gerund_action_is_asked_the_way_the_earlier_question_asked():
    first = (
        "Opponent casts Sudden Shock targeting my Llanowar Elves. Can I still tap the Elves for mana while Sudden "
        "Shock is on the stack?"
    )
    resolved = ask(first, "ok what about sacrificing the Elves to my Viscera Seer in response?")
    assert resolved.question == (
        "Opponent casts Sudden Shock targeting my Llanowar Elves. Can I sacrifice the Elves to my Viscera Seer in "
        "response?"
    )
    # "instead", with the new card in the old one's role ("to my Viscera Seer" → "to Ashnod's Altar")
    again = ask(first, "ok what about sacrificing the Elves to my Viscera Seer in response?", "and if I sac it to "
                "Ashnod's Altar instead?")  # fmt: skip
    assert "Viscera Seer" not in again.question and "to my Ashnod's Altar in response?" in again.question


def test_a_new_card_replaces_the_most_alike_by_subtype_too():
    kinds = {"Fiend Hunter": "Creature — Human Cleric", "Carrion Feeder": "Creature — Zombie",
             "Banisher Priest": "Creature — Human Cleric", "Tarmogoyf": "Creature — Lhurgoyf"}  # fmt: skip

    def find(text: str) -> list[CardRef]:
        found = [
            CardRef(name, m.span(), "creature", types_of(kinds[name]))
            for name in kinds
            for m in re.finditer(re.escape(name), text)
        ]
        return sorted(found, key=lambda card: card.span)

    first = (
        "My Fiend Hunter enters and I target my opponent's Tarmogoyf with its exile trigger. With that trigger still "
        "on the stack, I sacrifice Fiend Hunter to my Carrion Feeder. Does the Goyf end up exiled for good?"
    )
    resolved = ask(first, "what about with Banisher Priest instead?", find=find)
    assert "My Banisher Priest enters" in resolved.question and "Carrion Feeder" in resolved.question


def test_a_permanent_put_beside_the_situation_is_a_follow_up():
    first = "My Kitchen Finks has a -1/-1 counter. If it dies, does persist bring it back again?"
    resolved = ask(first, "what if my opponent has Rest in Peace out?")
    assert resolved.follow_up and resolved.question == (
        "My Kitchen Finks has a -1/-1 counter. My opponent has Rest in Peace out. If it dies, does persist bring it "
        "back again?"
    )


def test_a_redone_action_takes_the_place_of_the_told_one():
    first = (
        "I cast Electrolyze dealing 1 damage to my opponent's Llanowar Elves and 1 to their Birds of Paradise. In "
        "response they sacrifice both to their Carrion Feeder. Do I still draw a card?"
    )
    resolved = ask(first, "what if they only sac the Birds?")
    assert "sacrifice both" not in resolved.question
    assert "In response they only sac the Birds of Paradise." in resolved.question or (
        "In response they only sac the Birds." in resolved.question
    )
    # an added action keeps the told one; a noun ("después del bloqueo") is no action redone
    added = ask(first, "what if they also sac another creature?")
    assert "sacrifice both" in added.question
    noun = ask(
        "Mi oponente ataca con una Grizzly Bears y yo bloqueo con Vampire Nighthawk. ¿Gano vidas?",
        "¿Y si después del bloqueo él le lanza Gods Willing a la Bears eligiendo el negro?",
    )
    assert "Vampire Nighthawk" in noun.question


def test_a_fact_instead_of_a_card_keeps_the_card_it_was_about():
    resolved = ask(
        "I cast Giant Growth on my Serra Angel and it resolves. Then my opponent casts Turn to Frog on it. Is it just a "
        "1/1 now?",
        "and if it had two +1/+1 counters instead of the Giant Growth?",
    )
    assert resolved.question == (
        "Serra Angel had two +1/+1 counters. Then my opponent casts Turn to Frog on it. Is it just a 1/1 now?"
    )


def test_an_amount_after_the_same_word_replaces_that_one():
    resolved = ask(
        "Controlo un Swamp y estoy a 3 vidas. ¿Puedo lanzar Snuff Out pagando 4 vidas en lugar de su coste de maná?",
        "¿y a 5 vidas?",
    )
    assert "estoy a 5 vidas" in resolved.question and "pagando 4 vidas" in resolved.question
    assert "A 5 vidas." not in resolved.question


def test_i_am_the_one_controlling_swaps_the_controller():
    resolved = ask(
        "My opponent controls Leyline of the Void. I sacrifice my Sakura-Tribe Elder to fetch a land. Does my Blood "
        "Artist trigger?",
        "same but I'm the one controlling the Leyline",
    )
    assert resolved.question.startswith("I control Leyline of the Void.")


def test_an_outcome_asked_without_si_is_a_new_question():
    first = "Mi rival ataca con Ball Lightning y lo bloqueo con Kor Firewalker. ¿Cuánto daño me puede llegar?"
    asked = ask(first, "¿y se muere mi Firewalker?")
    assert (
        asked.question.endswith("Firewalker?") and asked.question.count("¿") == 1 and "¿Se muere mi" in asked.question
    )
    # with "si" it is a change, and the earlier question is asked again
    told = ask(
        "Tengo Mirror Gallery en el campo y controlo dos Thalia, Guardian of Thraben. ¿Tengo que mandar una al "
        "cementerio?",
        "¿Y si destruyen Mirror Gallery?",
    )
    assert told.question.endswith("¿Tengo que mandar una al cementerio?")


def test_a_second_asking_sentence_or_clause_is_the_follow_ups_own_question():
    two = ask(
        "Tengo a Thalia, Guardian of Thraben en el campo y lanzo otra Thalia. ¿Qué pasa?",
        "¿y si la segunda Thalia es de mi oponente? ¿va alguna al cementerio?",
    )
    assert two.question.lower().endswith("va alguna al cementerio?") and "¿Qué pasa?" not in two.question
    could = ask(
        "My Craw Wurm is blocked by two Grizzly Bears. Can I assign 1 damage to one Bear and 5 to the other?",
        "and if it had trample, could I put 1 on each Bear and 4 on the player?",
    )
    assert could.question.endswith("Could I put 1 on each Bear and 4 on the player?")
    how_many = ask(
        "Mi Grizzly Bears tiene dos contadores +1/+1 y mi oponente le lanza Puncture Blast. ¿Sobrevive?",
        "¿y con cuántos contadores se queda?",
    )
    assert how_many.question.endswith("¿Con cuántos contadores se queda?")


def test_the_change_before_an_own_question_is_applied_to_the_situation():
    resolved = ask(
        "It's my upkeep. I control Phyrexian Arena and my opponent controls Sulfuric Vortex, so both trigger. Which "
        "trigger resolves first?",
        "and on my opponent's upkeep, how many of them trigger?",
    )
    assert resolved.question.startswith("It's my opponent's upkeep.") and resolved.question.endswith(
        "How many of them trigger?"
    )


def test_a_redone_reveal_or_an_instead_cast_replaces_the_told_one():
    reveal = ask(
        "I have Counterbalance and my opponent casts Walking Ballista with X=2. I reveal Jace, the Mind Sculptor. Is "
        "the Ballista countered?",
        "what if I reveal my own Walking Ballista instead?",
    )
    assert "Jace" not in reveal.question and "I reveal my own Walking Ballista." in reveal.question
    cast = ask(
        "I attack with Vampire Nighthawk and my opponent casts Fog. After the Fog resolves I cast Skullcrack "
        "targeting them. Does the Nighthawk still deal its combat damage?",
        "what if I cast the Skullcrack in response to the Fog instead?",
    )
    assert "After the Fog resolves" not in cast.question and "my opponent casts Fog" in cast.question
    x = ask(reveal.question, "and if they'd cast it with X=0?")
    assert "X=0" in x.question and "cast it with." not in x.question


def test_a_response_instead_replaces_the_told_response():
    resolved = ask(
        "I cast Swords to Plowshares on my opponent's Craw Wurm and they sacrifice it to Viscera Seer in response. Do "
        "they gain 6 life?",
        "and if they responded with Giant Growth on it instead, how much life would they gain?",
    )
    assert "Viscera Seer" not in resolved.question and "Swords to Plowshares" in resolved.question
    assert "they responded with Giant Growth on it" in resolved.question


def test_a_new_life_total_replaces_the_told_one():
    resolved = ask(
        "I'm at 41 life when my upkeep starts and I control Felidar Sovereign. My opponent responds to the trigger "
        "with Searing Spear to my face. Do I still win?",
        "what if I'd been at 43?",
    )
    assert resolved.question.startswith("I'm at 43 life when my upkeep starts") and "I'd been" not in resolved.question


def test_that_order_and_the_earlier_cards_asked_again_are_follow_ups():
    order = ask(
        "Earlier this turn I cast Healing Salve on myself to prevent the next 3 damage. Now my opponent, who controls "
        "Furnace of Rath, hits me with Lightning Bolt. What's the least damage I can end up taking?",
        "who decides that order?",
    )
    assert order.follow_up and "Furnace of Rath" in order.question
    again = ask(
        "My opponent casts Swords to Plowshares on my Thragtusk. Do I get the 3/3 Beast token?",
        "how much life do I gain from Swords to Plowshares?",
    )
    assert again.follow_up and "Thragtusk" in again.question


def test_it_in_an_own_question_is_the_card_the_earlier_question_asked_about():
    resolved = ask(
        "I control Humility and Glorious Anthem. What are my Serra Angel's power and toughness?",
        "does it still have flying?",
    )
    assert resolved.question.endswith("Does Serra Angel still have flying?")


def test_a_dash_or_a_first_person_verb_starts_the_follow_ups_own_question():
    dash = ask(
        "My opponent controls Torpor Orb and I cast Mulldrifter for its full cost. Do I draw two cards?",
        "what if the Orb is mine — do I draw then?",
    )
    assert dash.question.startswith("I control Torpor Orb") and dash.question.endswith("Do I draw then?")
    verb = ask(
        "Mi rival tiene Rest in Peace y Blood Artist. Mi rival destruye mi Grizzly Bears con Murder. ¿Se dispara Blood "
        "Artist?",
        "¿y si lo que destruye es mi Thragtusk, consigo la Bestia?",
    )
    assert verb.question.endswith("¿Consigo la Bestia?")


def test_a_spanish_life_total_is_replaced_too():
    resolved = ask(
        "Controlo Felidar Sovereign y empiezo mi mantenimiento con exactamente 40 vidas. Con el disparo en la pila, mi "
        "rival me lanza Lightning Bolt. ¿Gano la partida?",
        "¿y si empezaba con 43?",
    )
    assert "con exactamente 43 vidas" in resolved.question and "Empezaba" not in resolved.question


def test_spanish_own_questions_after_a_card_or_de_que():
    told = "Controlo Opalescence y Glorious Anthem. ¿Qué fuerza y resistencia tiene mi Glorious Anthem?"
    asked = ask(told, "¿y la Opalescence es una criatura?")
    assert asked.question.endswith("¿La Opalescence es una criatura?")
    counted = ask(told, "¿y si tengo dos Opalescence, de qué tamaño es cada Opalescence?")
    assert counted.question.endswith("¿De qué tamaño es cada Opalescence?") and "dos Opalescence" in counted.question


def test_a_swap_said_with_en_vez_del_before_an_own_question_keeps_the_new_card():
    resolved = ask(
        "Lanzo Phantasmal Image copiando el Thragtusk de mi rival. Mi rival le lanza un Shock. ¿Me quedo con una "
        "Bestia?",
        "¿y si en vez del Shock es un Swords to Plowshares, cuánta vida gano con el Swords?",
    )
    assert "Swords to Plowshares" in resolved.question and "Shock" not in resolved.question


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        (  # a permanent "with" after a spell was cast: beside it, not in the spell's place
            "Controlo Soul Warden y Ajani's Pridemate y lanzo Raise the Alarm. ¿Cuántos contadores recibe la Pridemate?",
            "¿y con Hardened Scales?",
            "Controlo Soul Warden y Ajani's Pridemate y lanzo Raise the Alarm. Con Hardened Scales. ¿Cuántos "
            "contadores recibe la Pridemate?",
        ),
        (  # the same kind "with" still swaps: one spell for another
            "I cast Murder on the Grizzly Bears. Does it die?",
            "and with Swords to Plowshares?",
            "I cast Swords to Plowshares on the Grizzly Bears. Does it die?",
        ),
    ],
)
def test_with_a_card_of_another_kind_adds_it(first, follow_up, expected):
    assert ask(first, follow_up).question == expected


@pytest.mark.parametrize(
    ("first", "follow_up"),
    [
        ("attacking with colossal dreadmaw, opp blocks with grizzly bears. how much trample damage goes through?",
         "what if i equip basilisk collar to it first?"),  # a pronoun after a preposition
        ("my serra angel attacks and opp blocks with Grizzly Bears. does my angel die?",
         "what if opp giant growths the bears after blocks?"),  # an earlier card by its last word, lower case
        ("opp has furnace of rath and bolts my serra angel. i respond with healing salve. does the angel live?",
         "who gets to pick that order, me or opp?"),  # "that order": a reference back
        ("opp casts hangarback walker with x=1. can i spell snare it?",
         "whats its mana value once its on the battlefield then?"),  # "then" in ten words
        ("my commander has been cast from the command zone twice. how much does it cost now?",
         "what if one of those two casts was from my hand after it got bounced?"),  # "those" in a hypothetical
        ("i electrolyze two of opp's creatures, 1 each. they sac one in response. do i still draw?",
         "back to just one getting sacked, does the other one take the full 2 then?"),  # "back to"
        ("i play Banisher Priest on opp's Serra Angel. what happens to the angel?",
         "say the angel had a +1/+1 counter when it got exiled. does it still have it when it comes back?"),
        ("i put pacifism on opp's serra angel. they give it pro white. what happens to pacifism?",
         "so can the angel attack that turn?"),  # "that turn"
    ],
)  # fmt: skip
def test_more_references_back_make_a_follow_up(first, follow_up):
    assert ask(first, follow_up).follow_up


@pytest.mark.parametrize(
    "question",
    [
        "what if a creature with protection from white is enchanted by a white aura?",
        "who chooses the order of replacement effects?",
        "can a creature that entered this turn attack?",
        "say i control two legendary creatures with the same name, what happens?",
    ],
)
def test_self_contained_questions_stay_new(question):
    assert not ask("I cast Murder on the Grizzly Bears. Does it die?", question).follow_up


def test_a_color_said_alone_is_the_new_protection():
    resolved = ask(
        "i put pacifism on opp's serra angel. they tap mother of runes to give the angel pro white. can it attack?",
        "what if theyd picked blue instead?",
    )
    assert resolved.question == (
        "i put pacifism on opp's serra angel. they tap mother of runes to give the angel pro blue. can it attack?"
    )


def test_spanish_amounts_with_their_verb_and_a_second_question_after_a_condition():
    fewer = ask(
        "mi Grizzly Bears tiene 2 contadores +1/+1 y el rival pone 3 contadores -1/-1. ¿sobrevive?",
        "y si solo tenia un contador +1/+1?",
    )
    assert fewer.question.startswith("mi Grizzly Bears tiene un contadores +1/+1 y el rival pone 3 contadores -1/-1")
    poison = ask("el rival tiene 6 contadores de veneno y le ataco. ¿pierde?", "y si tenia 5?")
    assert poison.question == "el rival tiene 5 contadores de veneno y le ataco. ¿pierde?"
    both = ask(
        "tengo a Thalia, Guardian of Thraben en mesa y juego Clone copiándola. ¿qué pasa?",
        "y si la thalia que copio es la de mi rival? se quedan las dos?",
    )
    assert both.question.endswith("¿Se quedan las dos?")


@pytest.mark.parametrize(
    ("first", "follow_up"),
    [
        ("opp casts Sudden Shock on my Grizzly Bears. can i give it +3/+3 in response?",
         "can i at least tap Llanowar Elves for mana while it's on the stack?"),
        ("My Grizzly Bears has two +1/+1 counters. Does it survive Skinrender?",
         "what if they use Incremental Blight and it gets the three -1/-1 counters?"),
    ],
)  # fmt: skip
def test_at_least_and_it_gets_are_follow_ups(first, follow_up):
    assert ask(first, follow_up).follow_up


def test_a_reminder_and_a_self_contained_at_least_stay_new():
    assert not ask("I cast Murder on the Grizzly Bears. Does it die?", "whats the legend rule again").follow_up
    assert not ask(
        "I cast Murder on the Grizzly Bears. Does it die?",
        "opp casts Krosan Grip on my Jitte. can i crack a fetch in response at least",
    ).follow_up


def test_instead_of_a_spell_said_first_replaces_its_clause():
    resolved = ask(
        "i cast Giant Growth on my Grizzly Bears, it resolves, then opp casts Turn to Frog on it. what size is it?",
        "what if instead of the Giant Growth it had a +1/+1 counter?",
    )
    assert resolved.question == "Grizzly Bears had a +1/+1 counter, then opp casts Turn to Frog on it. what size is it?"


def test_a_response_in_a_hypothetical_and_a_card_back_on_are_follow_ups():
    assert ask(
        "opp is at -3 life but has Platinum Angel. if i murder the angel, do they lose right away?",
        "what if they healing salve themselves for 3 in response?",
    ).follow_up
    assert ask(
        "my Colossal Dreadmaw is wearing Basilisk Collar and attacks. how much tramples over?",
        "ok collar back on, but they double block with two bears?",
    ).follow_up


def test_one_said_in_spanish_sets_the_count():
    resolved = ask("tengo 2 Doubling Season y lanzo Raise the Alarm, ¿cuántas fichas?", "¿y con una sola?")
    assert "tengo una Doubling Season y lanzo Raise the Alarm" in resolved.question


def test_a_zone_said_alone_takes_the_earlier_zones_place():
    resolved = ask(
        "¿cuál es el valor de maná de un Fireball en la pila si lo lanzo con X=5?",
        "¿y cuando ya está en el cementerio?",
    )
    assert resolved.follow_up
    assert resolved.question == "¿cuál es el valor de maná de un Fireball en el cementerio si lo lanzo con X=5?"


def test_a_chosen_color_takes_the_earlier_choices_place():
    resolved = ask(
        "le puse Pacifism a la Grizzly Bears del rival. le lanza Shelter eligiendo blanco. ¿puede atacar?",
        "¿y si elige azul?",
    )
    assert (
        resolved.question
        == "le puse Pacifism a la Grizzly Bears del rival. le lanza Shelter eligiendo azul. ¿puede atacar?"
    )


def test_there_at_the_end_points_back():
    resolved = ask(
        "I control Hardened Scales and Doubling Season and put a counter on my Grizzly Bears. How many counters?",
        "who gets to pick the order there?",
    )
    assert resolved.follow_up and "Hardened Scales" in resolved.question
    assert not ask("I control Hardened Scales.", "is there a limit to how many lands I can play per turn?").follow_up


def test_one_of_those_is_a_fact_added_to_the_situation():
    resolved = ask(
        "I cast Black Sun's Zenith with my Kitchen Finks and 3 other creatures out. How many die?",
        "what if one of those 3 is a Darksteel Myr?",
    )
    assert resolved.question == (
        "I cast Black Sun's Zenith with my Kitchen Finks and 3 other creatures out. One of those 3 is a Darksteel Myr. "
        "How many die?"
    )
    # "one of their 2": the objects told by whose they are, not a new count of them
    first = "i have blood artist plus 3 other creatures, opp has 2 creatures. i cast wrath of god. how many die?"
    resolved = ask(first, "and if one of their 2 was a darksteel myr?")
    assert resolved.question == first.replace(" how many", " One of their 2 was a darksteel myr. how many")


@pytest.mark.parametrize(
    ("question", "fact"),
    [
        ("¿Puede el Spider bloquear a Akroma?", "El Spider bloquea a Akroma."),
        # an object pronoun on the infinitive stays with the verb, not a card name read as a verb
        ("¿puedo tirarle un bolt al gladecover scout?", "Le tiro un bolt al gladecover scout."),
        # an irregular first person: "hacer" → "hago", not "haco"
        (
            "¿puedo hacerle giant growth a mi propio gladecover scout?",
            "Le hago giant growth a mi propio gladecover scout.",
        ),
    ],
)
def test_a_yes_no_question_affirmed_as_a_fact(question, fact):
    assert affirmed(question) == fact


def test_back_to_the_first_turn_changes_the_first_situation():
    first = "I attack with my Grizzly Bears and my opponent blocks with Darksteel Myr. Does the Myr die?"
    second = "what if they Murder the Bears in response?"
    resolved = ask(first, second, "ok back to just the block, and if I cast Giant Growth on the Bears, does it die?")
    assert resolved.follow_up
    assert resolved.question.startswith("I attack with my Grizzly Bears and my opponent blocks with Darksteel Myr.")
    assert "Murder" not in resolved.question and "Giant Growth" in resolved.question


def test_back_to_needs_an_earlier_change_and_a_question_after_it():
    # one earlier turn only: nothing to go back over, read as usual
    resolved = ask("I attack with my Grizzly Bears. Does it die?", "back to the start, what if it's a Darksteel Myr?")
    assert resolved.follow_up and "Darksteel Myr" in resolved.question


def test_what_before_a_subject_is_a_relative_clause_not_a_new_question():
    resolved = ask(
        "My opponent controls Leyline of the Void. I sacrifice my Grizzly Bears. Does my Blood Artist trigger?",
        "same but I control the Leyline",
        "ok back to their Leyline, but what I sac is a Darksteel Myr?",
    )
    assert resolved.question.startswith("My opponent controls Leyline of the Void.")
    assert resolved.question.endswith("trigger?") and "Darksteel Myr" in resolved.question


def test_a_card_named_by_a_nickname_is_swapped_where_the_finder_saw_it():
    def find(text: str) -> list[CardRef]:
        surfaces = {"swords": ("Swords to Plowshares", "spell"), "Murder": ("Murder", "spell"),
                    "Serra Angel": ("Serra Angel", "creature")}  # fmt: skip
        found = [
            CardRef(name, match.span(), kind)
            for surface, (name, kind) in surfaces.items()
            for match in re.finditer(rf"\b{surface}\b", text)
        ]
        return sorted(found, key=lambda card: card.span)

    resolved = ask("my opponent controls a Serra Angel. i cast swords on it. do they gain life?", "and with a Murder?",
                   find=find)  # fmt: skip
    assert resolved.follow_up and "Murder on it" in resolved.question and "swords" not in resolved.question


def test_the_other_player_asking_its_own_can_question():
    resolved = ask("¿puedo tirarle un Giant Growth a mi Grizzly Bears?", "¿y el rival puede tirarle un Lightning Bolt?")
    assert resolved.follow_up and resolved.question.endswith("¿El rival puede tirarle un Lightning Bolt?")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("whats the commander tax on atraxa after casting it twice from the command zone?",
         "does attacking with a vigilance creature tap it?"),
        ("how does the legend rule work?", "what does prowess do again"),
    ],
)  # fmt: skip
def test_a_self_contained_question_is_not_a_follow_up(first, second):
    assert not ask(first, second).follow_up


def test_a_condition_told_before_its_ask_without_a_comma():
    resolved = ask(
        "My opponent casts Murder on my Darksteel Myr. Does it die?",
        "and if i respond with Giant Growth on the Myr does it survive?",
    )
    assert resolved.question.endswith("I respond with Giant Growth on the Myr. Does it survive?")


def test_an_object_pronoun_after_a_named_subject_is_a_follow_up():
    resolved = ask(
        "My opponent enchants my Grizzly Bears with Pacifism and I give it protection from white. What happens?",
        "nice. so can their Serra Angel block it this turn?",
    )
    # "it" is the enchanted creature, not the Angel the question names as the blocker
    assert resolved.follow_up and resolved.question.endswith("Can their Serra Angel block Grizzly Bears this turn?")


def test_him_and_a_what_question_after_a_comma():
    resolved = ask("I cast Serra Angel with Doubling Season out. How many counters?", "then i +2 him, what's he at?")
    assert resolved.follow_up and resolved.question.endswith("What's he at?")


def _finder(surfaces: dict[str, tuple[str, str]]):
    def find(text: str) -> list[CardRef]:
        found = [
            CardRef(name, match.span(), kind)
            for surface, (name, kind) in surfaces.items()
            for match in re.finditer(rf"\b{surface}\b", text, re.IGNORECASE)
        ]
        return sorted(found, key=lambda card: card.span)

    return find


COLLAR = _finder({
    "colossal dreadmaw": ("Colossal Dreadmaw", "creature"), "basilisk collar": ("Basilisk Collar", "permanent"),
    "collar": ("Basilisk Collar", "permanent"), "grizzly bears": ("Grizzly Bears", "creature"),
    "bears": ("Grizzly Bears", "creature"),
})  # fmt: skip


def test_a_redone_action_replaces_only_its_clause_and_gear_can_be_taken_off():
    first = (
        "my colossal dreadmaw is wearing basilisk collar and opp blocks it with a grizzly bears. how much damage can "
        "i trample over?"
    )
    second = ask(first, "and if they double block with two bears?", find=COLLAR)
    assert second.question.startswith("my colossal dreadmaw is wearing basilisk collar and they double block")
    third = ask(first, "and if they double block with two bears?", "ok and same double block but without the collar?",
                find=COLLAR)  # fmt: skip
    assert "collar" not in third.question.lower() and "double block" in third.question


def test_it_was_another_spell_renames_the_first_spell_told():
    find = _finder({"bolt": ("Lightning Bolt", "spell"), "reverberate": ("Reverberate", "spell"),
                    "fireball": ("Fireball", "spell")})  # fmt: skip
    resolved = ask(
        "opp casts bolt at my face and i reverberate it. can i aim the copy at their creature?",
        "and if it was a fireball with x=4 at my face, how much does my copy deal to their guy?",
        find=find,
    )
    assert "opp casts Fireball at my face and i reverberate it" in resolved.question and "x=4" in resolved.question


@pytest.mark.parametrize(
    ("follow_up", "own_ask"),
    [
        ("¿y si el kami tuviera deathtouch también, me puede matar?", "me puede matar?"),
        ("¿y si liliana estuviera a 1 de lealtad, lo que sobra le llega al rival?", "lo que sobra le llega al rival?"),
        ("¿y si hubiera sido un wooded foothills, pierde la vida igual?", "pierde la vida igual?"),
    ],
)
def test_a_spanish_condition_then_its_own_question(follow_up, own_ask):
    from answer.followup import _conditional_ask

    assert _conditional_ask(follow_up)[1] == own_ask


def test_a_removal_told_in_the_passive_is_done_by_the_new_spell():
    find = _finder({"krenko": ("Krenko, Mob Boss", "creature"), "zulaport cutthroat": ("Zulaport Cutthroat", "creature"),
                    "swords": ("Swords to Plowshares", "spell")})  # fmt: skip
    resolved = ask(
        "my commander krenko gets bolted and i move it to the command zone. does my zulaport cutthroat trigger?",
        "what if they swords it instead?",
        find=find,
    )
    assert (
        "krenko is hit by Swords to Plowshares" in resolved.question
        and "zulaport cutthroat trigger" in resolved.question
    )


def test_instead_of_attacking_replaces_the_last_attack_told():
    resolved = ask(
        "opp is at 30 life. my Grizzly Bears already hit them for 14 over two turns and now connects again for 7. "
        "do they lose?",
        "what if instead of attacking i fling Grizzly Bears at them for 7?",
    )
    assert "hit them for 14 over two turns" in resolved.question and "connects" not in resolved.question


@pytest.mark.parametrize(
    ("follow_up", "own_ask"),
    [
        ("¿y si me contrarrestan el grapeshot original, se pierden las copias?", "se pierden las copias?"),
        ("what if she died last time and i left her in the yard. how much from hand?", "how much from hand?"),
    ],
)
def test_a_condition_then_its_own_question_after_a_comma_or_a_full_stop(follow_up, own_ask):
    from answer.followup import _conditional_ask

    assert _conditional_ask(follow_up)[1] == own_ask


@pytest.mark.parametrize(
    "follow_up",
    ["y mi rival le puede tirar un bolt?", "¿y me queda enderezada para bloquear despues?",
     "¿y el copter puede atacar si tambien lo jugue este turno?"],
)  # fmt: skip
def test_spanish_own_questions_about_the_same_situation(follow_up):
    from answer.followup import _OUTCOME_ASK_RE
    from ingest.lexicon import fold

    assert _OUTCOME_ASK_RE.search(fold(follow_up))


def test_a_pronoun_for_the_commander_opens_a_long_what_if():
    find = _finder({"kaalia of the vast": ("Kaalia of the Vast", "creature")})
    resolved = ask(
        "edh, kaalia of the vast is my commander and i've already cast her twice from the command zone. how much "
        "mana to cast her now?",
        "what if she died last time and i left her in the yard, then got her back to my hand. how much from hand?",
        find=find,
    )
    assert resolved.follow_up and resolved.question.startswith("edh, kaalia of the vast is my commander")
    assert resolved.question.endswith("How much from hand?")


def test_a_plural_short_name_is_the_earlier_card():
    find = _finder({"anointed procession": ("Anointed Procession", "permanent"),
                    "raise the alarm": ("Raise the Alarm", "spell")})  # fmt: skip
    resolved = ask(
        "with anointed procession out, how many soldiers do i get from raise the alarm?",
        "and with two processions?",
        find=find,
    )
    assert "two anointed procession" in resolved.question.lower()


def test_a_condition_then_a_when_question():
    from answer.followup import _conditional_ask

    assert _conditional_ask("and if i dont sac it, when does opp get it back?") == (
        "and if i dont sac it",
        "when does opp get it back?",
    )


def test_a_spanish_fact_then_a_clitic_question_splits_at_the_comma():
    from answer.rewrite import split_ask

    assert split_ask("mi rival tiene un gladecover scout, se lo puedo matar con wrath of god?") == (
        "mi rival tiene un gladecover scout.",
        "Se lo puedo matar con wrath of god?",
    )
    assert split_ask("si muere otra vez, ¿vuelve?") == ("", "si muere otra vez, ¿vuelve?")


@pytest.mark.parametrize(
    ("first", "follow_up"),
    [
        ("me and my opp each have a sulfuric vortex out. how much damage do i take in my upkeep?",
         "whose trigger resolves first?"),
        ("my colossal dreadmaw is wearing a basilisk collar and opp blocks it with grizzly bears. how much can i "
         "trample over?", "how much life do i gain off that?"),
        ("i have thalia guardian of thraben out and i cast a second thalia. what happens?",
         "what if the first one is my opp's thalia, not mine? does one still die?"),
    ],
)  # fmt: skip
def test_bare_asks_and_back_references_are_follow_ups(first, follow_up):
    assert ask(first, follow_up).follow_up


def test_a_new_life_total_said_with_instead():
    resolved = ask(
        "i'm at exactly 40 life at the start of my upkeep with felidar sovereign out. opp bolts me in response to the "
        "trigger. do i still win?",
        "what if i was at 43 instead?",
    )
    assert "43 life" in resolved.question and "40" not in resolved.question


def test_the_comma_split_reads_accented_spanish():
    from answer.rewrite import split_ask

    assert split_ask("mi rival tiene un gladecover scout, se lo podría matar con wrath of god?")[1].startswith("Se lo")
    assert split_ask("después de atacar, puedo equipar?") == ("", "después de atacar, puedo equipar?")


@pytest.mark.parametrize(
    ("first", "later", "resolved"),
    [
        ("opp casts carnage tyrant, can i counterspell it?",
         "and if it attacks me and i block with vampire nighthawk, does it die?",
         "opp casts carnage tyrant. It attacks me and i block with vampire nighthawk. Does it die?"),
        ("el rival lanza carnage tyrant, se lo puedo contrarrestar con counterspell?",
         "y si me ataca y lo bloqueo con mi vampire nighthawk, se muere?",
         "el rival lanza carnage tyrant. Me ataca y lo bloqueo con mi vampire nighthawk. ¿Se muere?"),
    ],
)  # fmt: skip
def test_a_new_creature_said_beside_it_by_a_pronoun_is_added_not_swapped(first, later, resolved):
    """The earlier ask after a comma gives way to the new one; "it attacks … I block with X" keeps the creature "it"
    stands for, rather than X taking its place."""
    assert ask(first, later).question == resolved


def test_without_a_spell_cast_at_it_drops_that_clause():
    find = _finder({"blighted agent": ("Blighted Agent", "creature"), "giant growth": ("Giant Growth", "spell")})
    resolved = ask(
        "opp is on 8 poison. i swing with blighted agent and giant growth it, do they lose?",
        "and if i don't have the giant growth?",
        find=find,
    )
    assert resolved.question == "Opp is on 8 poison. I swing with blighted agent. Do they lose?"


def test_a_spanish_infinitive_is_asked_the_way_the_earlier_question_asked():
    find = _finder({"sudden shock": ("Sudden Shock", "spell"), "counterspell": ("Counterspell", "spell"),
                    "llanowar elves": ("Llanowar Elves", "creature")})  # fmt: skip
    resolved = ask(
        "el rival me tira un sudden shock a mi llanowar elves. ¿puedo responderle con un counterspell, tío?",
        "¿y girar mis llanowar elves para sacar maná?",
        find=find,
    )
    assert (
        resolved.question
        == "el rival me tira un sudden shock a mi llanowar elves. ¿Puedo girar mis llanowar elves para sacar maná?"
    )


def test_with_a_card_out_adds_it_and_a_pronoun_block_keeps_the_attacker():
    walkers = _finder({"chandra, torch of defiance": ("Chandra, Torch of Defiance", "permanent"),
                       "oath of teferi": ("Oath of Teferi", "permanent")})  # fmt: skip
    first = "can i +1 chandra, torch of defiance and then -3 her in the same turn?"
    assert ask(first, "and with oath of teferi out?", find=walkers).question == f"With oath of teferi out. {first}"
    creatures = _finder({"vampire nighthawk": ("Vampire Nighthawk", "creature"),
                         "grizzly bears": ("Grizzly Bears", "creature")})  # fmt: skip
    resolved = ask("tengo vampire nighthawk. ataco, ¿cuánta vida gano?", "¿y si me la bloquea un grizzly bears?",
                   find=creatures)  # fmt: skip
    assert "tengo vampire nighthawk" in resolved.question and "Me la bloquea un grizzly bears" in resolved.question


def test_without_gear_on_it_or_a_pump_cast_at_it_by_name():
    gear = _finder({"vulpine goliath": ("Vulpine Goliath", "creature"), "basilisk collar": ("Basilisk Collar", "permanent"),
                    "collar": ("Basilisk Collar", "permanent"), "serra angel": ("Serra Angel", "creature")})  # fmt: skip
    resolved = ask(
        "my vulpine goliath has a basilisk collar on it and attacks, opp blocks with serra angel. how much damage can "
        "i trample over to opp?",
        "and if it didnt have the collar on?",
        find=gear,
    )
    assert resolved.question == (
        "My vulpine goliath attacks, opp blocks with serra angel. how much damage can i trample over to opp?"
    )
    pump = _finder({"fencing ace": ("Fencing Ace", "creature"), "giant growth": ("Giant Growth", "spell"),
                    "serra angel": ("Serra Angel", "creature")})  # fmt: skip
    resolved = ask(
        "my fencing ace attacks and gets blocked by serra angel. i giant growth the ace. does it survive combat?",
        "and without the giant growth?",
        find=pump,
    )
    assert resolved.question == "My fencing ace attacks and gets blocked by serra angel. does it survive combat?"


def test_a_legends_first_name_in_lower_case_is_the_card():
    find = _finder({"isamaru, hound of konda": ("Isamaru, Hound of Konda", "creature")})
    resolved = ask(
        "i already control isamaru, hound of konda and i cast a second one. what happens?",
        "what if the first isamaru is actually my opp's and not mine, do i still have to get rid of one?",
        find=find,
    )
    assert resolved.follow_up and resolved.question.startswith("i already control isamaru, hound of konda and i cast")


def test_so_with_an_earlier_card_continues_and_instead_redoes_the_verb_told():
    find = _finder({"torbran, thane of red fell": ("Torbran, Thane of Red Fell", "creature"),
                    "furnace of rath": ("Furnace of Rath", "permanent"), "bolt": ("Lightning Bolt", "spell"),
                    "grizzly bears": ("Grizzly Bears", "creature")})  # fmt: skip
    first = (
        "i control torbran, thane of red fell and there's a furnace of rath on the battlefield. i bolt my opp's face. "
        "who chooses the order of the damage effects?"
    )
    so = ask(first, "so how much does the bolt actually deal if they pick the best order for them?", find=find)
    assert so.follow_up and so.question.endswith("i bolt my opp's face. How much does the bolt actually deal if they "
                                                 "pick the best order for them?")  # fmt: skip
    instead = ask(first, "and if i bolt my own grizzly bears instead, how much damage does it take?", find=find)
    assert "bolt my own grizzly bears." in instead.question and "opp's face" not in instead.question
    assert not ask(first, "so can i respond to a mana ability?", find=find).follow_up
    # a long question of several sentences opening with "so" tells its own situation
    told = (
        "so i have furnace of rath and bolt my grizzly bears in my main phase. then my opponent casts a spell. what "
        "happens to the bears now?"
    )
    assert not ask(first, told, find=find).follow_up


def test_the_angel_the_damage_done_before_and_block_it_read_against_the_earlier_turn():
    blockers = _finder({"vulpine goliath": ("Vulpine Goliath", "creature"), "serra angel": ("Serra Angel", "creature"),
                        "grizzly bears": ("Grizzly Bears", "creature")})  # fmt: skip
    resolved = ask(
        "my vulpine goliath attacks, opp blocks with serra angel. how much damage can i trample over to opp?",
        "what if they double block with the angel and a grizzly bears?",
        find=blockers,
    )
    assert "the Serra Angel and a grizzly bears" in resolved.question
    rorix = _finder({"rorix bladewing": ("Rorix Bladewing", "creature")})
    first = (
        "commander game. my commander rorix bladewing has already dealt 15 combat damage to one opp this game, they're "
        "still at 30 life. rorix swings at them again and isn't blocked. do they lose?"
    )
    resolved = ask(first, "what if it had only done 14 before?", find=rorix)
    assert resolved.question == first.replace("dealt 15", "dealt 14")
    infect = _finder({"glistener elf": ("Glistener Elf", "creature"), "giant growth": ("Giant Growth", "spell"),
                      "grizzly bears": ("Grizzly Bears", "creature")})  # fmt: skip
    resolved = ask(
        "glistener elf attacks, nobody blocks, i giant growth it. how many poison counters does opp get?",
        "what if they block it with a grizzly bears, does the bear die?",
        find=infect,
    )
    assert resolved.question == (
        "glistener elf attacks, i giant growth it. They block it with a grizzly bears. Does the bear die?"
    )


def test_instead_of_a_card_called_by_its_nickname():
    find = _finder({"swords": ("Swords to Plowshares", "spell"), "serra angel": ("Serra Angel", "creature"),
                    "blossoming defense": ("Blossoming Defense", "spell"), "wrath of god": ("Wrath of God", "spell")})  # fmt: skip
    resolved = ask(
        "le tiro swords a la serra angel del rival y en respuesta le da hexproof con blossoming defense. ¿se exilia?",
        "¿y si en vez del swords tiro un wrath of god? ¿se muere igual?",
        find=find,
    )
    assert resolved.question.startswith("le tiro Wrath of God a la serra angel del rival")


def test_volviendo_al_goes_back_and_a_spanish_fact_before_its_ask_is_the_situation():
    find = _finder({"swords to plowshares": ("Swords to Plowshares", "spell"), "swords": ("Swords to Plowshares", "spell"),
                    "doomed traveler": ("Doomed Traveler", "creature"), "bolt": ("Lightning Bolt", "spell")})  # fmt: skip
    resolved = ask(
        "el rival le tira swords to plowshares a mi doomed traveler, ¿me sale el token de espíritu?",
        "¿y si en vez de eso le mete un bolt?",
        "volviendo al swords, ¿cuánta vida gano?",
        find=find,
    )
    assert resolved.question == "el rival le tira swords to plowshares a mi doomed traveler. ¿Cuánta vida gano?"


@pytest.mark.parametrize(
    ("first", "later", "resolved"),
    [
        ("opp bolts my grizzly bears and i respond with giant growth on it. does the bear survive?",
         "what if i cast giant growth first and they bolt in response?",
         "I cast giant growth on my grizzly bears first and they bolt in response. does the bear survive?"),
        ("el rival le tira sudden shock a mis llanowar elves, ¿puedo responder con giant growth?",
         "¿y si primero tiro yo el giant growth en los elves y el rival responde con el sudden shock, se salvan?",
         "Primero tiro yo el giant growth en los Llanowar Elves y el rival responde con el sudden shock. ¿Se salvan?"),
    ],
)  # fmt: skip
def test_the_same_spells_retold_in_another_order_take_the_situations_place(first, later, resolved):
    find = _finder({"bolts": ("Lightning Bolt", "spell"), "bolt": ("Lightning Bolt", "spell"),
                    "giant growth": ("Giant Growth", "spell"), "grizzly bears": ("Grizzly Bears", "creature"),
                    "sudden shock": ("Sudden Shock", "spell"), "llanowar elves": ("Llanowar Elves", "creature")})  # fmt: skip
    assert ask(first, later, find=find).question == resolved


def test_still_with_a_told_change_and_a_number_told_again_and_before_it_resolves_are_follow_ups():
    find = _finder({"colossal dreadmaw": ("Colossal Dreadmaw", "creature"), "grizzly bears": ("Grizzly Bears", "creature"),
                    "giant growth": ("Giant Growth", "spell"), "felidar sovereign": ("Felidar Sovereign", "creature"),
                    "healing salve": ("Healing Salve", "spell"), "bolts": ("Lightning Bolt", "spell")})  # fmt: skip
    resolved = ask(
        "my colossal dreadmaw attacks and opp blocks with a grizzly bears. how much damage can i trample over?",
        "and if it had deathtouch?",
        "still with deathtouch, what if they giant growth the bear first?",
        find=find,
    )
    assert resolved.follow_up and "They giant growth the bear first." in resolved.question
    assert "Still with" not in resolved.question
    felidar = "i'm at 40 life at the start of my upkeep with felidar sovereign. opp bolts me in response. do i win?"
    salve = ask(felidar, "what if i healing salve myself back to 40 before it resolves?", find=find)
    # the opponent's Bolt stays: a spell the other player casts is an answer to it, not a swap
    assert salve.follow_up and "opp bolts me" in salve.question and "I healing salve myself" in salve.question
    renumbered = ask(
        felidar, "what if i was at 38 when my upkeep began and i cast healing salve to go to 41?", find=find
    )
    assert renumbered.follow_up
    # "my spell's only target … before it resolves": the pronoun has its noun in the question itself
    alone = ask(felidar, "What if my spell's only target becomes illegal before it resolves?", find=find)
    assert not alone.follow_up


def test_the_order_they_go_on_the_stack_asks_about_the_triggers_told():
    find = _finder({"blood artist": ("Blood Artist", "creature"), "wrath of god": ("Wrath of God", "spell")})
    resolved = ask(
        "i have blood artist plus 3 other creatures and opp casts wrath of god. how many times does it trigger?",
        "who decides the order they go on the stack?",
        find=find,
    )
    assert resolved.follow_up and resolved.question.startswith("i have blood artist plus 3 other creatures")


def test_a_spell_recast_from_another_zone_and_a_spanish_comma_question_word():
    find = _finder({"think twice": ("Think Twice", "spell"), "vampire nighthawk": ("Vampire Nighthawk", "creature"),
                    "serra angel": ("Serra Angel", "creature"), "angel": ("Serra Angel", "creature"),
                    "giant growth": ("Giant Growth", "spell")})  # fmt: skip
    rezoned = ask(
        "lanzo think twice con flashback desde el cementerio y me lo contrarrestan, ¿vuelve al cementerio?",
        "¿y si lo lanzo desde la mano y me lo contrarrestan?",
        find=find,
    )
    assert rezoned.question == "lanzo think twice desde la mano y me lo contrarrestan, ¿vuelve al cementerio?"
    first = "ataco con vampire nighthawk y el rival lo bloquea con su serra angel, cuantas vidas gano?"
    pumped = ask(first, "y si le tiro un giant growth antes del daño?", find=find)
    assert pumped.question.endswith("Le tiro un giant growth antes del daño. Cuantas vidas gano?")
    fate = ask(first, "y si le tiro un giant growth antes del daño?", "¿y el angel se muere?", find=find)
    assert fate.question.endswith("Le tiro un giant growth antes del daño. ¿El angel se muere?")


def test_a_block_redone_keeps_the_blocked_attacker_and_the_blocker_it_replaces():
    find = _finder({"colossal dreadmaw": ("Colossal Dreadmaw", "creature"), "grizzly bears": ("Grizzly Bears", "creature"),
                    "bears": ("Grizzly Bears", "creature"), "white knight": ("White Knight", "creature"),
                    "youthful knight": ("Youthful Knight", "creature")})  # fmt: skip
    doubled = ask(
        "my colossal dreadmaw gets blocked by a grizzly bears. how much dmg can i trample over to the player?",
        "and if they double block w/ two bears?",
        find=find,
    )
    assert doubled.question.startswith("my colossal dreadmaw attacks. They double block")
    first = "attacking w/ white knight, they block with grizzly bears. does my knight survive combat?"
    swapped = ask(first, "what if they block with youthful knight instead", find=find)
    assert swapped.question.startswith("attacking w/ white knight, they block with youthful knight.")
    same = ask(first, "what if they block with youthful knight instead", "same block but i pump my knight. survive now?",
               find=find)  # fmt: skip
    assert same.question.startswith("attacking w/ white knight, they block with youthful knight. I pump my knight.")


def test_an_action_taken_back_leaves_the_situation():
    find = _finder({"swords to plowshares": ("Swords to Plowshares", "spell"), "serra angel": ("Serra Angel", "creature"),
                    "viscera seer": ("Viscera Seer", "creature")})  # fmt: skip
    first = "el opp le tira swords to plowshares a mi serra angel y en respuesta la sacrifico con viscera seer. ¿gano las 4 vidas?"
    undone = ask(first, "¿y si no la sacrifico, cuántas vidas gano?", find=find)
    assert undone.question == "el opp le tira swords to plowshares a mi serra angel. ¿Cuántas vidas gano?"


def test_one_creature_becomes_the_count_the_follow_up_says():
    find = _finder({"boggart brute": ("Boggart Brute", "creature")})
    resolved = ask("puedo bloquear al boggart brute de mi rival con una sola criatura?", "y con dos?", find=find)
    assert resolved.question == "puedo bloquear al boggart brute de mi rival con dos criaturas?"


def test_instead_of_attacking_with_a_new_subject_replaces_the_attack_clause():
    find = _finder({"krenko": ("Krenko, Mob Boss", "creature"), "fling": ("Fling", "spell")})
    first = "my commander krenko has hit opp for 18 so far. they're at 25 life and krenko swings in unblocked for 3. do they lose?"
    resolved = ask(first, "what if instead of attacking i fling krenko at them?", find=find)
    assert resolved.question.endswith("they're at 25 life and i fling krenko at them. do they lose?")


def test_a_spell_named_alone_takes_the_one_earlier_spells_place():
    find = _finder({"murder": ("Murder", "spell"), "disfigure": ("Disfigure", "spell"),
                    "darksteel myr": ("Darksteel Myr", "creature")})  # fmt: skip
    resolved = ask("does murder kill darksteel myr?", "what about disfigure?", find=find)
    assert resolved.question == "does Disfigure kill darksteel myr?"


def test_a_new_question_with_its_pronoun_bound_drops_an_earlier_question_that_told_nothing():
    find = _finder({"murder": ("Murder", "spell"), "pyroclasm": ("Pyroclasm", "spell"),
                    "gladecover scout": ("Gladecover Scout", "creature")})  # fmt: skip
    resolved = ask("can i murder my opponents gladecover scout?", "does pyroclasm kill it tho?", find=find)
    assert resolved.question == "Does pyroclasm kill Gladecover Scout tho?"


def test_a_removal_told_again_replaces_the_clause_that_told_it():
    find = _finder(
        {"rancor": ("Rancor", "spell"), "craw wurm": ("Craw Wurm", "creature"), "murder": ("Murder", "spell")}
    )
    first = "i cast rancor on my craw wurm, they murder the wurm in response. does rancor come back to my hand?"
    resolved = ask(first, "and if they murder the wurm after rancor already resolved?", find=find)
    assert resolved.question == (
        "i cast rancor on my craw wurm, they murder the wurm after rancor already resolved. does rancor come back to "
        "my hand?"
    )


def test_a_single_card_becomes_the_count_and_the_story_goes_on():
    find = _finder({"grizzly bears": ("Grizzly Bears", "creature"), "boggart brute": ("Boggart Brute", "creature"),
                    "brute": ("Boggart Brute", "creature"), "bolt": ("Lightning Bolt", "spell")})  # fmt: skip
    first = "can a single grizzly bears block my boggart brute?"
    assert ask(first, "and with two of them?", find=find).question == "can two grizzly bears block my boggart brute?"
    later = ask(first, "and with two of them?", "after they double block i bolt one bear. does brute get to hit the player?",
                find=find)  # fmt: skip
    assert later.follow_up and "bolt one bear" in later.question


def test_a_removal_verb_without_a_new_moment_is_what_the_follow_up_asks():
    find = _finder({"lightning bolt": ("Lightning Bolt", "spell"), "grizzly bears": ("Grizzly Bears", "creature")})
    first = "I cast Lightning Bolt at their Grizzly Bears, they kill my elf in response. Do I still deal 3?"
    resolved = ask(first, "and does it kill the bears?", find=find)
    assert "they kill my elf in response" in resolved.question


def test_a_new_target_an_earlier_spell_and_a_spanish_ask_after_a_comma():
    find = _finder({"leyline of sanctity": ("Leyline of Sanctity", "permanent"),
                    "lightning bolt": ("Lightning Bolt", "spell"), "fling": ("Fling", "spell"),
                    "giant growth": ("Giant Growth", "spell"), "craw wurm": ("Craw Wurm", "creature")})  # fmt: skip
    first = "mi oponente tiene leyline of sanctity. ¿puedo tirarle un lightning bolt a la cara?"
    assert ask(first, "¿y a una criatura suya?", find=find).question == (
        "mi oponente tiene leyline of sanctity. ¿puedo tirarle un lightning bolt a una criatura suya?"
    )
    fling = "lanzo fling sacrificando mi craw wurm. ¿cuánto daño hace?"
    earlier = ask(fling, "¿y si antes le había lanzado giant growth al wurm?", find=find)
    assert (
        earlier.question
        == "Antes le había lanzado giant growth al wurm. lanzo fling sacrificando mi craw wurm. ¿cuánto daño hace?"
    )
    countered = ask(fling, "¿y si me contrarrestan el fling, vuelve mi wurm?", find=find)
    assert countered.question == "lanzo fling sacrificando mi craw wurm. Me contrarrestan el fling. ¿Vuelve mi wurm?"
    # a moment, not an earlier spell: "before damage" stays where it is told
    find_knight = _finder({"giant growth": ("Giant Growth", "spell"), "white knight": ("White Knight", "creature")})
    later = ask("attacking w/ white knight, they block. does my knight survive?",
                "what if i giant growth my knight before damage?", find=find_knight)  # fmt: skip
    assert later.question.startswith("attacking w/ white knight")


def test_twenty_first_round_follow_ups():
    # "the ace": an earlier card by a three-letter last word after an article
    find = _finder({"fencing ace": ("Fencing Ace", "creature"), "grizzly bears": ("Grizzly Bears", "creature"),
                    "giant growth": ("Giant Growth", "spell")})  # fmt: skip
    later = ask("i attack with fencing ace and they block with grizzly bears. does my ace survive?",
                "what if i giant growth the ace after blocks?", find=find)  # fmt: skip
    assert later.follow_up and later.question.startswith("i attack with fencing ace and they block")
    # "instead of saccing": the doubled consonant of the gerund, and an "ok and if" before it
    find = _finder({"stp": ("Swords to Plowshares", "spell"), "sakura-tribe elder": ("Sakura-Tribe Elder", "creature"),
                    "giant growth": ("Giant Growth", "spell")})  # fmt: skip
    swapped = ask("they stp my sakura-tribe elder and i sac it in response. do i still gain life?",
                  "ok and if instead of saccing i giant growth it in response, how much life?", find=find)  # fmt: skip
    assert swapped.question == "they stp my sakura-tribe elder and i giant growth it in response. How much life?"
    # "si la lanzo …": a first-person verb with a clitic on the card just asked about
    find = _finder({"ambush viper": ("Ambush Viper", "creature")})
    clitic = ask("puedo lanzar ambush viper en el turno de mi oponente?",
                 "si la lanzo en el paso de declarar atacantes, puede bloquear?", find=find)  # fmt: skip
    assert clitic.follow_up and "ambush viper" in clitic.question
    alone = ask("puedo lanzar ambush viper en el turno de mi oponente?", "si la mano esta vacia pierdo?", find=find)
    assert not alone.follow_up


def test_twenty_second_round_follow_ups():
    # "does the angel die?": an earlier card by its last word after an article, in a short question of its own
    find = _finder({"vampire nighthawk": ("Vampire Nighthawk", "creature"), "serra angel": ("Serra Angel", "creature")})
    first = "my vampire nighthawk attacks and they block with serra angel. how much life do i gain?"
    later = ask(first, "does the angel die?", find=find)
    assert later.follow_up and later.question.startswith("my vampire nighthawk attacks and they block")
    assert not ask(first, "does the sun rise?", find=find).follow_up
    # "what if they cast <another spell> …": the spell takes the earlier one's place
    find = _finder({"bolt": ("Lightning Bolt", "spell"), "grizzly bears": ("Grizzly Bears", "creature"),
                    "gods willing": ("Gods Willing", "spell"), "apostle's blessing": ("Apostle's Blessing", "spell")})  # fmt: skip
    swapped = ask("i bolt their grizzly bears, they respond with gods willing naming red. does the bears still die?",
                  "what if they cast apostle's blessing but choose artifacts?", find=find)  # fmt: skip
    assert swapped.follow_up and "apostle's blessing" in swapped.question and "gods willing" not in swapped.question

    # "y si después le tiro …": an event after the situation, added to it, not in a spell's place
    find = _finder({"murder": ("Murder", "spell"), "grizzly bears": ("Grizzly Bears", "creature"),
                    "heroic intervention": ("Heroic Intervention", "spell"), "wrath of god": ("Wrath of God", "spell")})  # fmt: skip
    later = ask("le tiro murder a su grizzly bears y responde con heroic intervention. se muere el oso?",
                "y si despues le tiro wrath of god ese mismo turno?", find=find)  # fmt: skip
    assert "heroic intervention" in later.question and "wrath of god" in later.question
    # "… a mi planeswalker en vez de a mí, ¿tiene que pagar?": another target, not the focus card's clause; its own ask
    find = _finder({"propaganda": ("Propaganda", "permanent")})
    target = ask("tengo propaganda y mi rival quiere atacarme con 3 criaturas. cuanto tiene que pagar?",
                 "y si las 3 atacan a mi planeswalker en vez de a mi, tiene que pagar?", find=find)  # fmt: skip
    assert target.question == (
        "tengo propaganda y mi rival quiere atacarme con 3 criaturas. Las 3 atacan a mi planeswalker en vez de a mi. "
        "¿Tiene que pagar?"
    )
    # "ya con las dos en mesa …": the copies just told, on the battlefield
    find = _finder({"soul warden": ("Soul Warden", "creature"), "grizzly bears": ("Grizzly Bears", "creature"),
                    "raise the alarm": ("Raise the Alarm", "spell")})  # fmt: skip
    both = resolve("ya con las dos en mesa lanzo raise the alarm, cuantas vidas gano?",
                   [Turn("tengo soul warden y mi oponente juega un grizzly bears. gano vida?", None),
                    Turn("y si bajo una segunda soul warden, cuanta vida gano?", None)], find)  # fmt: skip
    assert both.follow_up and "segunda soul warden" in both.question.lower()


def test_twenty_fifth_round_follow_ups():
    # "it was murder instead of bolt": a lower-case common word in an earlier card's place is read as a card's name
    def find(text: str) -> list[CardRef]:
        found = [CardRef("Lightning Bolt", m.span(), "spell") for m in re.finditer(r"\bbolt\b", text)]
        found += [CardRef("Murder", m.span(), "spell") for m in re.finditer(r"\bMurder\b", text)]  # capitalised only
        found += [CardRef("Hill Giant", m.span(), "creature") for m in re.finditer(r"\bhill giant\b", text)]
        return sorted(found, key=lambda card: card.span)

    swapped = ask("they bolt my hill giant, does it die?", "what if it was murder instead of bolt?", find=find)
    assert "Murder" in swapped.question and "bolt" not in swapped.question, swapped.question
    # "…, a que cementerio va?", "…, me tiran un rayo, pierdo?": the ask after the last comma
    assert split_ask("le robo su doomed traveler y lo sacrifico, a que cementerio va?") == (
        "le robo su doomed traveler y lo sacrifico.",
        "A que cementerio va?",
    )
    assert split_ask("estoy a 2 vidas con worship y una criatura, me tiran un rayo, pierdo?")[1] == "Pierdo?"
    assert split_ask("can i block with bears, elves, or goblins?")[0] == ""
    # "y si fuera un craw wurm sin arrollar?": the attacker renamed, its keyword note kept beside it
    lines = {"rampaging baloths": ("Rampaging Baloths", "Creature — Beast"), "craw wurm": ("Craw Wurm", "Creature — Wurm"),
             "sakura-tribe elder": ("Sakura-Tribe Elder", "Creature — Snake Shaman")}  # fmt: skip

    def find(text: str) -> list[CardRef]:  # with type lines: the Wurm is most like the Beast
        found = [
            CardRef(name, m.span(), "creature", types_of(line))
            for surface, (name, line) in lines.items()
            for m in re.finditer(rf"\b{surface}\b", text, re.IGNORECASE)
        ]
        return sorted(found, key=lambda card: card.span)

    renamed = ask("ataco con rampaging baloths, me bloquea con sakura-tribe elder y lo sacrifica antes del daño. "
                  "cuanto daño recibe?", "y si fuera un craw wurm sin arrollar?", find=find)  # fmt: skip
    assert renamed.question.startswith("ataco con Craw Wurm sin arrollar, me bloquea con sakura-tribe elder")
    # "instead of saccing": what the follow-up replaces leaves with the word "instead", not "… of saccing"
    assert as_statement("they giant growth it in response instead of saccing") == "They giant growth it in response."
    assert as_statement("y si en vez de robarlo hago un clone") == "Y si hago un clone."
    assert (
        as_statement("las 3 atacan a mi planeswalker en vez de a mi")
        == "Las 3 atacan a mi planeswalker en vez de a mi."
    )
    # "…, se muere el oso?": a clitic verb and its subject after the last comma are the ask
    assert (
        split_ask("mi boros swiftblade ataca y lo bloquea un grizzly bears, se muere el oso?")[1] == "Se muere el oso?"
    )


def test_twenty_sixth_round_an_ask_typed_without_its_question_mark():
    # "… how many treasures" with no "?": still the ask, so a condition told after it goes before it
    assert split_ask("dockside etb, one opp has 3 artifacts. how many treasures") == (
        "dockside etb, one opp has 3 artifacts.",
        "how many treasures",
    )
    assert split_ask("kokusho dies in a 4 player game, how much life do i gain") == (
        "kokusho dies in a 4 player game.",
        "How much life do i gain",
    )
    # a last sentence that tells, not asks, stays told
    assert split_ask("i attack with my bears. they block with a wall") == (
        "i attack with my bears. they block with a wall",
        "",
    )
    turned = ask(
        "dockside etb, one opp has 3 artifacts and another has 4 enchantments. how many treasures",
        "ok and if the enchantment guy concedes in response to the trigger?",
    )
    assert turned.question.endswith("in response to the trigger. how many treasures"), turned.question


def test_twenty_sixth_round_a_pronoun_before_the_question_word_asks_its_own_question():
    # "¿y yo cuánta vida gano?" asks anew (not a fact "Yo cuánta vida gano."); a fact told with a swap stays told
    first = (
        "mesa de 4, tengo zulaport cutthroat y otras 3 criaturas y tiro wrath of god. cuanta vida pierde cada oponente?"
    )
    mine = ask(first, "¿y yo cuánta vida gano?")
    assert mine.question.endswith("wrath of god. ¿Yo cuánta vida gano?"), mine.question

    def find(text: str) -> list[CardRef]:
        names = {
            "zulaport cutthroat": "Zulaport Cutthroat",
            "blood artist": "Blood Artist",
            "wrath of god": "Wrath of God",
        }
        found = [CardRef(n, m.span(), "x") for k, n in names.items() for m in re.finditer(k, text, re.I)]
        return sorted(found, key=lambda card: card.span)

    swapped = ask(
        first,
        "y si en vez de zulaport es blood artist y los oponentes tienen 5 criaturas entre todos? cuantas veces se dispara",
        find=find,
    )
    assert "Blood Artist" in swapped.question and "5 criaturas entre todos" in swapped.question, swapped.question


def test_twenty_seventh_round_still_and_that_one_asks_are_their_own_questions():
    # "¿y la tierra la consigue igual?" asks about the same situation; it is not a fact added to the old ask
    land = ask(
        "le tiro swords to plowshares a su Grizzly Bears y lo sacrifica en respuesta. gana la vida?",
        "¿y la tierra la consigue igual?",
    )
    assert land.question.endswith("en respuesta. ¿La tierra la consigue igual?"), land.question
    # "…, esa sí va?": the demonstrative asks; the condition before it is told
    assert (
        "Esa si va?"
        in ask(
            "me tiran un Shock a mi Grizzly Bears. puedo sacrificarla en respuesta?",
            "¿y si se dispara alguna habilidad mientras esta en la pila, esa si va?",
        ).question
    )


def test_twenty_seventh_round_a_keyword_granted_to_a_name_said_in_lower_case():
    granted = ask(
        "ataco con Grizzly Bears y me bloquea un Serra Angel, muere el angel?", "¿y si el bears tuviera toque mortal?"
    )
    assert granted.question.startswith("ataco con Grizzly Bears con toque mortal y me bloquea"), granted.question
    assert as_statement("el ace tuviera toque mortal") == "El ace tiene toque mortal."


def test_twenty_seventh_round_a_keyword_for_a_word_of_the_earlier_question():
    # "my bears" is no card found, but the keyword still goes beside it; "la mía" stays _grant_to_mine's
    bears = ask(
        "my bears attacks, they block with Typhoid Rats. does my bears die?", "what if my bears had first strike?"
    )
    assert bears.question.startswith("my bears with first strike attacks"), bears.question
    mine = ask(
        "Mi criatura 3/3 bloquea a una 2/2 con toque mortal. ¿Muere la mía?", "¿y si la mía tiene dañar primero?"
    )
    assert mine.question.startswith("Mi criatura 3/3 con dañar primero bloquea"), mine.question


def test_twenty_seventh_round_another_removal_spell_takes_the_first_ones_place():
    # "¿y si lo exilio con swords?" after Murder: Swords in Murder's place, not a second spell told beside it
    swapped = ask(
        "mato el Blood Artist de mi rival con Murder, se dispara su habilidad?",
        "y si lo exilio con Swords to Plowshares?",
    )
    assert "con Swords to Plowshares" in swapped.question and "Murder" not in swapped.question, swapped.question


def test_twenty_eighth_round_doing_that_again_is_a_follow_up():
    # "if i do that" / "for that" point back at the move just told; "I'm at 39" retells the player's number
    assert ask(
        "my dreadmaw has lifelink and tramples over a bears for 5", "if i do that, how much life do i gain?"
    ).follow_up
    assert ask("i cast fireball with x=4 at three creatures", "how much mana do i pay for that in total?").follow_up
    assert ask(
        "i'm at 41 when my upkeep starts with felidar sovereign out. do i win?",
        "what if I'm at 39 when the upkeep starts and I gain 2 life during the upkeep?",
    ).follow_up


def test_twenty_eighth_round_a_new_table_replaces_the_one_told():
    table = ask(
        "1v1 game, I mulligan twice and keep. How many cards do I put on the bottom of my library?",
        "and in a 4 player commander game?",
    )
    assert table.question.startswith("a 4 player commander game, I mulligan twice"), table.question
    assert "1v1" not in table.question


def test_twenty_eighth_round_it_is_the_opponent_who_controls_it():
    moved = ask(
        "I control Panharmonicon and cast Mulldrifter for its normal mana cost. How many cards do I draw?",
        "What if it's my opponent who controls the Panharmonicon?",
    )
    assert moved.question.startswith("My opponent controls Panharmonicon"), moved.question


def test_twenty_eighth_round_the_card_after_the_same_preposition_is_swapped():
    # "¿y sobre mi X?": X takes the place of the card told after "sobre", not a fact added beside it
    swapped = ask(
        "¿Puedo lanzar Giant Growth sobre mi propio Slippery Bogle, que tiene antimaleficio?",
        "¿Y sobre mi Argothian Enchantress?",
    )
    assert swapped.question.startswith("¿Puedo lanzar Giant Growth sobre mi propio Argothian Enchantress"), (
        swapped.question
    )


def test_twenty_ninth_round_a_card_added_keeps_what_was_told_unblocked():
    """ "no es bloqueado" stays when the follow-up only adds a card; a blocker named after "nobody blocks" joins the
    attacker instead of taking its place."""
    kept = ask(
        "Mi oponente tiene 8 contadores de veneno y le ataco con un elfo con infectar, que no es bloqueado. ¿Pierde?",
        "¿y si controlo Doubling Season?",
    )
    assert "que no es bloqueado" in kept.question, kept.question
    blocked = ask(
        "I attack with Serra Angel and nobody blocks. how much damage?", "and if they block with Grizzly Bears?"
    )
    assert blocked.question.startswith("I attack with Serra Angel. They block with Grizzly Bears."), blocked.question


def test_twenty_ninth_round_a_brawl_duel_replaces_the_table_told():
    table = ask(
        "En una partida a duelo hago mulligan dos veces. ¿Cuántas cartas pongo en el fondo de mi biblioteca?",
        "¿Y en un duelo de Brawl a dos jugadores?",
    )
    assert "duelo de brawl a dos jugadores hago mulligan" in table.question.lower(), table.question


def test_twenty_ninth_round_the_outcome_of_what_was_allowed():
    """ "¿Puedo lanzar Counterspell sobre él?" answered yes, then "¿y lo contrarresta?": the casting is now told."""
    resolved = resolve(
        "¿Y lo contrarresta?",
        [Turn("Mi oponente lanza Carnage Tyrant. ¿Puedo lanzar Counterspell con él como objetivo?", "Sí. Puedes.")],
        FIND,
    )
    assert resolved.question == (
        "Mi oponente lanza Carnage Tyrant. Lanzo Counterspell con él como objetivo. Lo contrarresta?"
    ), resolved.question
    unanswered = ask(
        "Mi oponente lanza Carnage Tyrant. ¿Puedo lanzar Counterspell con él como objetivo?", "¿Y lo contrarresta?"
    )
    assert "Lanzo Counterspell" not in unanswered.question


def test_twenty_ninth_round_a_count_of_times_and_an_unnamed_permanent_handed_over():
    """ "cast it once" becomes "twice" when the follow-up says so; "the creature with ward is mine" turns the one
    unnamed creature told as the opponent's into the asker's."""
    times = ask(
        "My commander is Kaalia of the Vast. I cast it once from the command zone. How much do I pay to cast it again?",
        "and if I'd already cast it twice from there?",
    )
    assert times.question.startswith("My commander is Kaalia of the Vast. I cast it twice from the command zone."), (
        times.question
    )
    mine = ask(
        "Lanzo Lightning Bolt con objetivo a una criatura de mi oponente que tiene custodia {2} y no pago la custodia. "
        "¿Se contrarresta mi Lightning Bolt?",
        "¿y si la criatura con custodia es mía?",
    )
    assert "a una criatura mía que tiene custodia" in mine.question, mine.question
    english = ask(
        "I cast Lightning Bolt targeting my opponent's creature with ward {2} and don't pay. Is Bolt countered?",
        "and if the creature with ward is mine?",
    )
    assert english.question.startswith("I cast Lightning Bolt targeting my creature with ward"), english.question


def test_twenty_ninth_round_a_can_question_of_the_other_player_keeps_the_creature():
    """ "¿y yo le puedo poner rancor?" after "¿el rival le puede tirar path a mi slippery bogle?": "le" is that
    Bogle, still the asker's."""
    resolved = resolve(
        "¿y yo le puedo poner rancor?",
        [Turn("che, ¿el rival le puede tirar path to exile a mi Slippery Bogle?", "No. El antimaleficio…")],
        FIND,
    )
    assert resolved.question.endswith("¿Yo le puedo poner rancor a mi Slippery Bogle?"), resolved.question


def test_twenty_ninth_round_a_relative_clause_and_a_swapped_card_told_as_the_opponents():
    """ "¿Muere mi Gladecover Scout, que tiene antimaleficio?" is one question, not a fact and an ask; a card swapped
    in "que controla mi oponente" is told as the opponent's."""
    from answer.rewrite import split_ask

    assert split_ask("Mi oponente lanza Wrath of God. ¿Muere mi Gladecover Scout, que tiene antimaleficio?") == (
        "Mi oponente lanza Wrath of God.",
        "¿Muere mi Gladecover Scout, que tiene antimaleficio?",
    )
    swapped = ask(
        "Hay un Rest in Peace en el campo de batalla y destruyo con Murder el Solemn Simulacrum de mi oponente. ¿Se "
        "dispara su habilidad?",
        "¿y si en vez de Rest in Peace es una Leyline of the Void que controla mi oponente?",
    )
    assert "Leyline of the Void la controla mi oponente." in swapped.question, swapped.question


def test_twenty_ninth_round_an_outcome_verb_after_y_asks_about_the_same_situation():
    resolved = ask(
        "le lanzo path to exile a su solemn simulacrum y lo sacrifica en respuesta con viscera seer. roba carta?",
        "y busca la tierra basica del path?",
    )
    assert resolved.question.endswith("¿Busca la tierra basica del path?"), resolved.question
    assert "roba carta" not in resolved.question


def test_thirtieth_round_chat_shorthand_in_a_follow_up():
    """ "n if …", "wat abt w/ …": chat shorthand for "and if", "what about with" opens a follow-up like the words."""
    reach = ask("My opponent attacks with Serra Angel. Can my Grizzly Bears block it?", "n if the bears had reach")
    assert reach.follow_up and "Grizzly Bears with reach" in reach.question, reach.question
    artists = ask(
        "I cast Wrath of God. The only creatures on the battlefield are my Blood Artist and my two Grizzly Bears. How "
        "many times does Blood Artist trigger?",
        "wat abt w/ 2 blood artists",
    )
    assert artists.follow_up and "2 blood artist" in artists.question.lower(), artists.question


def test_thirtieth_round_a_dummy_it_is_no_follow_up():
    """ "How many poison counters does it take…?" stands alone: its "it" stands for nothing told before."""
    alone = ask("And what if he sacrifices it in response instead?", "How many poison counters does it take for a "
                "player to lose the game?")  # fmt: skip
    assert not alone.follow_up, alone.question


def test_thirtieth_round_the_swapped_in_card_keeps_its_owner():
    """ "my opponent's Leyline of the Void instead of Rest in Peace": the new card is the opponent's; "I control
    Rest in Peace" becomes "My opponent controls Leyline of the Void"."""
    told = ask(
        "Rest in Peace is on the battlefield and my Doomed Traveler is destroyed. Do I get the Spirit token?",
        "And if it's my opponent's Leyline of the Void instead of Rest in Peace?",
    )
    assert told.question.startswith("My opponent's Leyline of the Void is on the battlefield"), told.question
    held = ask(
        "I control Rest in Peace and my Doomed Traveler dies. Do I get the token?",
        "And if it's my opponent's Leyline of the Void instead of Rest in Peace?",
    )
    assert held.question.startswith("My opponent controls Leyline of the Void"), held.question
    mine = ask(
        "Mi rival tiene Vedalken Orrery. ¿Puedo lanzar Llanowar Elves durante el paso final del turno de mi oponente?",
        "¿Y si en vez del Orrery tengo Leyline of Anticipation?",
    )
    assert mine.question.startswith("Tengo Leyline of Anticipation."), mine.question


def test_thirtieth_round_whose_card_and_how_many_blockers():
    """ "what abt if the leyline is my opps" hands "my own leyline" to the opponent; "what abt 2 bears blocking" sets
    the blockers' count."""
    theirs = ask(
        "Its my own Leyline of the Void and my Doomed Traveler gets destroyed. Do I get the Spirit token?",
        "what abt if the Leyline is my opps",
    )
    assert "my opponent's Leyline of the Void" in theirs.question, theirs.question
    two = ask(
        "My Colossal Dreadmaw attacks and gets blocked by one Grizzly Bears. How much trample damage can I assign?",
        "what abt 2 bears blocking",
    )
    assert "blocked by 2 Grizzly Bears" in two.question, two.question


def test_thirty_first_round_a_spell_named_as_the_verb_takes_the_earlier_creature():
    """ "and can I Giant Growth it myself?" after "Can my opponent Shock my Gladecover Scout?": "it" is the Scout,
    told with its owner, and the earlier question (answered no) is not carried."""
    find = _finder(
        {
            "gladecover scout": ("Gladecover Scout", "creature"),
            "giant growth": ("Giant Growth", "spell"),
            "shock": ("Shock", "spell"),
        }
    )
    resolved = ask("Can my opponent Shock my Gladecover Scout?", "and can I Giant Growth it myself?", find=find)
    assert resolved.question == "Can I Giant Growth my Gladecover Scout myself?", resolved.question


def test_thirty_first_round_the_other_way_round_retells_the_sentence():
    """ "what if it was the other way round: my opponent steals MY Serra Angel and sacrifices it?" replaces the one
    sentence that told the steal and the sacrifice; "¿y si es él quien roba mi Wurmcoil…?" likewise."""
    find = _finder(
        {
            "grave pact": ("Grave Pact", "permanent"),
            "serra angel": ("Serra Angel", "creature"),
            "act of treason": ("Act of Treason", "spell"),
            "viscera seer": ("Viscera Seer", "creature"),
            "wurmcoil engine": ("Wurmcoil Engine", "creature"),
            "anointed procession": ("Anointed Procession", "permanent"),
        }
    )
    swapped = ask(
        "I control Grave Pact. I steal my opponent's Serra Angel with Act of Treason and sacrifice it to Viscera Seer. "
        "Does Grave Pact trigger?",
        "what if it was the other way round: my opponent steals MY Serra Angel and sacrifices it?",
        find=find,
    )
    assert swapped.question == (
        "I control Grave Pact. My opponent steals MY Serra Angel and sacrifices it. Does Grave Pact trigger?"
    ), swapped.question
    el = ask(
        "Tengo Anointed Procession. Robo el Wurmcoil Engine de mi oponente con Act of Treason y lo sacrifico con "
        "Viscera Seer. ¿Cuántas fichas creo?",
        "¿y si es él quien roba mi Wurmcoil y lo sacrifica? ¿cuántas obtiene?",
        find=find,
    )
    assert el.question == "Tengo Anointed Procession. El roba mi Wurmcoil Engine y lo sacrifica. ¿Cuántas obtiene?", (
        el.question
    )


def test_thirty_first_round_that_block_is_no_block_redone():
    """ "and if I Giant Growth my Knight after that block?": "that block" names the block told, it doesn't redo it."""
    find = _finder(
        {
            "youthful knight": ("Youthful Knight", "creature"),
            "knight": ("Youthful Knight", "creature"),
            "vampire nighthawk": ("Vampire Nighthawk", "creature"),
            "giant growth": ("Giant Growth", "spell"),
        }
    )
    resolved = ask(
        "My Youthful Knight attacks and they block with Vampire Nighthawk. Does my Knight die to the deathtouch?",
        "and if I Giant Growth my Knight after that block?",
        find=find,
    )
    assert "they block with Vampire Nighthawk" in resolved.question, resolved.question


def test_thirty_first_round_flip_it_around_with_its_own_question():
    """ "flip it around: my Rats … attack and the Wurm blocks. how much tramples over?": the told attack and block
    give way to the retold ones, then the new question."""
    find = _finder(
        {
            "craw wurm": ("Craw Wurm", "creature"),
            "wurm": ("Craw Wurm", "creature"),
            "typhoid rats": ("Typhoid Rats", "creature"),
            "rats": ("Typhoid Rats", "creature"),
            "rancor": ("Rancor", "permanent"),
        }
    )
    resolved = ask(
        "My opponent's Craw Wurm attacks and I block with Typhoid Rats. Does the Wurm die?",
        "flip it around: my Rats, wearing a Rancor, attack and the Wurm blocks. how much tramples over?",
        find=find,
    )
    assert resolved.question == "My Rats, wearing a Rancor, attack and the Wurm blocks. How much tramples over?", (
        resolved.question
    )
    assert "I block with" not in resolved.question


def test_thirty_first_round_their_card_takes_the_place_of_their_card():
    """ "what about their Grizzly Bears?" after "Can my opponent's Hill Giant block my Bladetusk Boar?": the
    opponent's card is swapped, not the asker's."""
    find = _finder(
        {
            "hill giant": ("Hill Giant", "creature"),
            "bladetusk boar": ("Bladetusk Boar", "creature"),
            "grizzly bears": ("Grizzly Bears", "creature"),
        }
    )
    resolved = ask(
        "Can my opponent's Hill Giant block my Bladetusk Boar?", "what about their Grizzly Bears?", find=find
    )
    assert "Can my opponent's Grizzly Bears block my Bladetusk Boar?" in resolved.question, resolved.question


def test_thirty_first_round_the_story_goes_on_with_a_pronoun():
    """ "then it got Unsummoned …" and "it died after that …" continue the story told before: follow-ups."""
    first = "I have cast my commander from the command zone twice already this game. How much extra does it cost?"
    then = ask(first, "then it got Unsummoned and I kept it in my hand. how much extra if I cast it from my hand?")
    assert then.follow_up and then.question.startswith("I have cast my commander"), then.question
    after = ask(first, "it died after that and I moved it to the command zone. what's the tax next time?")
    assert after.follow_up, after.question


def test_thirty_second_round_it_was_another_card_of_its_kind():
    """ "what if it was Concentrate instead?" after "… my opponent casts Divination …": the one earlier card of
    Concentrate's kind (a spell) becomes Concentrate; with two spells told, this reading doesn't choose."""
    find = _finder(
        {
            "smothering tithe": ("Smothering Tithe", "permanent"),
            "divination": ("Divination", "spell"),
            "concentrate": ("Concentrate", "spell"),
        }
    )
    resolved = ask(
        "I control Smothering Tithe and my opponent casts Divination. How many times does Tithe trigger?",
        "what if it was Concentrate instead?",
        find=find,
    )
    assert resolved.question == (
        "I control Smothering Tithe and my opponent casts Concentrate. How many times does Tithe trigger?"
    ), resolved.question


def test_thirty_second_round_at_least_asks_an_outcome():
    """ "¿y al menos le toca una ficha?" asks about the situation told, not "at least …" added to it as a fact."""
    find = _finder({"skyclave apparition": ("Skyclave Apparition", "creature"), "ephemerate": ("Ephemerate", "spell")})
    resolved = ask(
        "Mi Skyclave Apparition exilió una criatura de mi rival. Si le hago Ephemerate a mi Apparition, ¿recupera mi "
        "rival su criatura?",
        "¿y al menos le toca una ficha?",
        find=find,
    )
    assert resolved.question.endswith("le toca una ficha?") and "recupera" not in resolved.question, resolved.question


_ROUND_34 = _finder(
    {
        "panharmonicon": ("Panharmonicon", "permanent"),
        "soul warden": ("Soul Warden", "creature"),
        "grizzly bears": ("Grizzly Bears", "creature"),
        "torpor orb": ("Torpor Orb", "permanent"),
        "doubling season": ("Doubling Season", "permanent"),
        "raise the alarm": ("Raise the Alarm", "spell"),
        "anointed procession": ("Anointed Procession", "permanent"),
        "beast within": ("Beast Within", "spell"),
        "sol ring": ("Sol Ring", "permanent"),
        "boggart brute": ("Boggart Brute", "creature"),
        "worship": ("Worship", "permanent"),
        "lava axe": ("Lava Axe", "spell"),
        "exsanguinate": ("Exsanguinate", "spell"),
        "colossal dreadmaw": ("Colossal Dreadmaw", "creature"),
        "control magic": ("Control Magic", "permanent"),
        "kalitas, traitor of ghet": ("Kalitas, Traitor of Ghet", "creature"),
        "zulaport cutthroat": ("Zulaport Cutthroat", "creature"),
        "act of treason": ("Act of Treason", "spell"),
        "wall of stone": ("Wall of Stone", "creature"),
        "craw wurm": ("Craw Wurm", "creature"),
        "furnace of rath": ("Furnace of Rath", "permanent"),
        "lightning bolt": ("Lightning Bolt", "spell"),
        "basilisk collar": ("Basilisk Collar", "permanent"),
        "panharmonicons": ("Panharmonicon", "permanent"),
        "murder": ("Murder", "spell"),
        "gods willing": ("Gods Willing", "spell"),
        "kaya's wrath": ("Kaya's Wrath", "spell"),
        "endless one": ("Endless One", "creature"),
        "vedalken orrery": ("Vedalken Orrery", "permanent"),
        "llanowar elves": ("Llanowar Elves", "creature"),
    }
)


def test_thirty_fourth_round_forget_a_card_then_change_hands():
    """ "forget the Orb. what if the Panharmonicon is my opponent's and the Warden still mine?": the Orb's sentence
    leaves, and only the Panharmonicon changes hands out of "I control X and Y"."""
    resolved = ask(
        "I control Panharmonicon and Soul Warden. My opponent casts Grizzly Bears. How much life do I gain?",
        "and if there's a Torpor Orb out too?",
        "forget the Orb. what if the Panharmonicon is my opponent's and the Warden still mine?",
        find=_ROUND_34,
    )
    assert resolved.question == (
        "My opponent controls Panharmonicon. I control Soul Warden. My opponent casts Grizzly Bears. How much life do "
        "I gain?"
    ), resolved.question


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        # "belongs to the opponent": a new controller
        ("An opponent casts Beast Within on my Sol Ring. I control Anointed Procession. How many Beast tokens do I get?",
         "What if the Anointed Procession belongs to the opponent who cast Beast Within, not to me?",
         "An opponent casts Beast Within on my Sol Ring. My opponent controls Anointed Procession. How many Beast "
         "tokens do I get?"),
        # a count kept when both change hands; one of the pair when "the second" / "una de ellas" does
        ("Controlo dos Doubling Season y lanzo Raise the Alarm. ¿Cuántas fichas creo?", "y si las 2 son de mi oponente",
         "Mi rival tiene dos Doubling Season y lanzo Raise the Alarm. ¿Cuántas fichas creo?"),
        ("I control two Doubling Season. I cast Raise the Alarm. How many tokens do I get?",
         "And if the second Doubling Season is my opponent's?",
         "I control Doubling Season and my opponent controls Doubling Season. I cast Raise the Alarm. How many tokens "
         "do I get?"),
        ("Controlo dos Doubling Season y lanzo Raise the Alarm. ¿Cuántas fichas creo?",
         "y si una de ellas es de mi oponente?",
         "Controlo Doubling Season y mi rival tiene Doubling Season y lanzo Raise the Alarm. ¿Cuántas fichas creo?"),
        # "solo con mi X" + "¿y con 2?": that many of it
        ("Mi oponente ataca con Boggart Brute. ¿Puedo bloquearlo solo con mi Grizzly Bears?", "y con 2?",
         "Mi oponente ataca con Boggart Brute. ¿Puedo bloquearlo con 2 Grizzly Bears?"),
        # the X told with the card swapped in goes with it
        ("Estoy a 5 vidas, controlo Worship y mi oponente me lanza Lava Axe. ¿A cuántas vidas quedo?",
         "¿Y si en vez de Lava Axe me lanza Exsanguinate con X=5?",
         "Estoy a 5 vidas, controlo Worship y mi oponente me lanza Exsanguinate con X=5. ¿A cuántas vidas quedo?"),
        # "I add X": beside the rest, not in place of a card of its kind
        ("I control Kalitas, Traitor of Ghet and Doubling Season. My opponent's Grizzly Bears would die. How many "
         "Zombies do I get?", "and if I add Anointed Procession?",
         "I control Kalitas, Traitor of Ghet and Doubling Season. My opponent's Grizzly Bears would die. I add Anointed "
         "Procession. How many Zombies do I get?"),
        # "¿y a qué cementerio va la carta?": its own question about the same situation
        ("Mi oponente me roba Zulaport Cutthroat con Act of Treason y lo sacrifica. ¿Quién gana la vida?",
         "¿y a qué cementerio va la carta?",
         "Mi oponente me roba Zulaport Cutthroat con Act of Treason y lo sacrifica. ¿A qué cementerio va la carta?"),
        # "¿y bloquear a un Craw Wurm?" after "¿Puede atacar mi Wall of Stone?": the same creature, another verb
        ("¿Puede atacar mi Wall of Stone?", "¿y bloquear a un Craw Wurm?",
         "¿Puede atacar mi Wall of Stone? ¿Puede mi Wall of Stone bloquear a un Craw Wurm?"),
        # "el único": one of it, whoever had two
        ("Le tiro un Lightning Bolt al rival. Tengo dos Furnace of Rath. ¿Cuánto daño le hace?",
         "¿y si el único furnace es del rival?",
         "Le tiro un Lightning Bolt al rival. Mi rival tiene Furnace of Rath. ¿Cuánto daño le hace?"),
        # "this turn" → "next turn"
        ("I steal my opponent's Colossal Dreadmaw with Control Magic. Can it attack this turn?", "and next turn?",
         "I steal my opponent's Colossal Dreadmaw with Control Magic. Can it attack next turn?"),
    ],
)  # fmt: skip
def test_thirty_fourth_round_follow_up_readings(first, follow_up, expected):
    resolved = ask(first, follow_up, find=_ROUND_34)
    assert resolved.follow_up and resolved.question == expected, resolved.question


def test_thirty_fourth_round_a_count_of_mine():
    """ "¿y con dos Panharmonicon míos?" after the opponent's one: the Panharmonicon is the asker's again."""
    resolved = ask(
        "Mi rival tiene Panharmonicon. Tengo Soul Warden. Mi rival lanza Grizzly Bears. ¿Cuántas vidas gano?",
        "¿y con dos Panharmonicon míos, cuántas gano?",
        find=_ROUND_34,
    )
    assert resolved.question.startswith("Tengo Panharmonicon. Tengo Soul Warden."), resolved.question


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        # "onto" takes the place of "to"
        ("Can I equip my Basilisk Collar to my own Grizzly Bears?", "And onto my Colossal Dreadmaw?",
         "Can I equip my Basilisk Collar to my own Colossal Dreadmaw?"),
        # "had been my opponent's": a new controller
        ("I control two Panharmonicon and cast Soul Warden. How much life do I gain?",
         "What if both Panharmonicons had been my opponent's instead?",
         "My opponent controls two Panharmonicon and cast Soul Warden. How much life do I gain?"),
    ],
)  # fmt: skip
def test_thirty_fourth_round_places_and_holders(first, follow_up, expected):
    resolved = ask(first, follow_up, find=_ROUND_34)
    assert resolved.question == expected, resolved.question


@pytest.mark.parametrize(
    ("first", "follow_ups", "expected"),
    [
        # "and against X?": in place of the spell the opponent cast, the asker's answer kept
        ("My opponent casts Murder on my creature and I respond with Gods Willing. Does my creature die?",
         ["and against Kaya's Wrath?"],
         "My opponent casts Kaya's Wrath on my creature and I respond with Gods Willing. Does my creature die?"),
        # "n while …": chat shorthand for "and"; the X told with the new zone is kept
        ("My opponent has an Endless One on the battlefield with four counters on it. What's its mana value?",
         ["n while its on the stack cast for X=4"],
         "My opponent has an Endless One on the stack with four counters on it. Cast for X=4. What's its mana value?"),
        # a card told with no holder gets the one the follow-up gives
        ("Can I cast Llanowar Elves during my opponent's turn?", ["n w/ vedalken orrery out", "n if the orrery is my opps"],
         "With my opponent's vedalken orrery out. Can I cast Llanowar Elves during my opponent's turn?"),
    ],
)  # fmt: skip
def test_thirty_fourth_round_swaps_zones_and_holders(first, follow_ups, expected):
    resolved = ask(first, *follow_ups, find=_ROUND_34)
    assert resolved.question == expected, resolved.question


_ROUND_35 = _finder(
    {
        "urza's tower": ("Urza's Tower", "permanent"),
        "urza's mine": ("Urza's Mine", "permanent"),
        "urza's power plant": ("Urza's Power Plant", "permanent"),
        "counterspell": ("Counterspell", "spell"),
        "mulldrifter": ("Mulldrifter", "creature"),
        "seat of the synod": ("Seat of the Synod", "permanent"),
        "frogmite": ("Frogmite", "creature"),
        "thoughtcast": ("Thoughtcast", "spell"),
    }
)


@pytest.mark.parametrize(
    ("first", "follow_up", "expected"),
    [
        # "my Power Plant" is Urza's Power Plant whole, not "Power Urza's Power Plant"
        ("I have Urza's Tower, Urza's Mine and Urza's Power Plant out. How much does the Tower tap for?",
         "what if he kills my Power Plant, what does the Tower make then?",
         "I have Urza's Tower, Urza's Mine and Urza's Power Plant out. He kills my Urza's Power Plant. What does the "
         "Urza's Tower make then?"),
        # "if he had two? he casts a second one": two facts, not a question inside the situation
        ("He cast Counterspell on my Mulldrifter and I Counterspelled his Counterspell. Mulldrifter resolves, right?",
         "ok and if he had two? he casts a second Counterspell on my Counterspell",
         "He cast Counterspell on my Mulldrifter and I Counterspelled his Counterspell. He had two. He casts a second "
         "Counterspell on my Counterspell. Mulldrifter resolves, right?"),
        # "tuviera seis artefactos": the asker holds them; "me sale gratis?" is the new question
        ("Controlo Seat of the Synod y Frogmite. ¿Cuánto maná me cuesta Thoughtcast?",
         "¿y si tuviera seis artefactos, me sale gratis?",
         "Controlo Seat of the Synod y Frogmite. Tengo seis artefactos. Me sale gratis?"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_follow_up_readings(first, follow_up, expected):
    resolved = ask(first, follow_up, find=_ROUND_35)
    assert resolved.follow_up and resolved.question == expected, resolved.question


@pytest.mark.parametrize(
    ("follow_up", "statement"),
    [
        # "hubiera" + participle is the perfect's auxiliary ("ha"), not "there is" ("hay")
        ("lo hubiera exiliado con Ugin", "Lo ha exiliado con Ugin."),
        ("le hubieran contrarrestado el Stomp", "Le han contrarrestado el Stomp."),
        ("hubiera dos fichas", "Hay dos fichas."),
    ],
)
def test_thirty_sixth_round_a_hypothetical_perfect_is_told_as_done(follow_up, statement):
    assert as_statement(follow_up) == statement


def test_thirty_seventh_round_it_was_my_card_renames_my_one_with_the_same_blockers():
    """ "what if it was my colossal dreadmaw instead with the same two blocking, how much …?" after "i attacked with
    craw wurm, he blocked with grizzly bears AND hill giant": of three creatures told, the asker's own is renamed,
    the blockers stay, and the follow-up's own question is asked."""
    find = _finder(
        {
            "craw wurm": ("Craw Wurm", "creature"),
            "grizzly bears": ("Grizzly Bears", "creature"),
            "hill giant": ("Hill Giant", "creature"),
            "colossal dreadmaw": ("Colossal Dreadmaw", "creature"),
        }
    )
    resolved = ask(
        "i attacked with craw wurm, he blocked with grizzly bears AND hill giant. can i just put all 6 dmg on the hill "
        "giant and 0 on the bears?",
        "ok what if it was my colossal dreadmaw instead with the same two blocking, how much can i trample over to him?",
        find=find,
    )
    assert resolved.question == (
        "i attacked with Colossal Dreadmaw, he blocked with grizzly bears AND hill giant. How much can i trample over "
        "to him?"
    ), resolved.question


def test_thirty_seventh_round_a_mana_color_and_its_land_take_the_earlier_ones_place():
    """ "¿y el maná negro de un Swamp?" after "giro dos Forest. ¿ese maná verde me dura…?": the color and the land
    that made it change, the question stays."""
    find = _finder(
        {
            "omnath, locus of mana": ("Omnath, Locus of Mana", "creature"),
            "forest": ("Forest", "land"),
            "swamp": ("Swamp", "land"),
        }
    )
    resolved = ask(
        "tengo Omnath, Locus of Mana. en mi mantenimiento giro dos Forest. ese mana verde me dura hasta la fase "
        "principal?",
        "y el mana negro de un Swamp?",
        find=find,
    )
    assert resolved.question == (
        "tengo Omnath, Locus of Mana. en mi mantenimiento giro dos Swamp. ese mana negro me dura hasta la fase "
        "principal?"
    ), resolved.question


def test_thirty_seventh_round_a_card_forgotten_by_its_last_word_in_lower_case():
    """ "sin el angel, y si él estaba a 2?": "el angel" is the Platinum Angel told before, taken out first."""
    find = _finder({"pestilence": ("Pestilence", "permanent"), "platinum angel": ("Platinum Angel", "creature")})
    resolved = ask(
        "estamos los dos a 1 vida y activo Pestilence una vez. en arena nunca vi esto, quien gana?",
        "y si yo tenia Platinum Angel en mesa?",
        "sin el angel, y si el estaba a 2?",
        find=find,
    )
    assert "Platinum Angel" not in resolved.question and "estaba a 2" in resolved.question, resolved.question


def test_forty_first_round_the_same_action_retold_takes_the_earlier_ones_place():
    """ "and if i bolt my own bears?" after "I bolt their grizzly bears. does it die?": the same player doing the same
    thing to another object replaces the sentence that told it; "i murder it again" is a second action, kept beside."""
    find = _finder({"grizzly bears": ("Grizzly Bears", "creature"), "bears": ("Grizzly Bears", "creature")})
    resolved = ask("I bolt their grizzly bears. does it die?", "and if i bolt my own bears?", find=find)
    assert resolved.question == "I bolt my own bears. does it die?", resolved.question
    again = ask("i murder their grizzly bears. does it die?", "and if i murder it again next turn?", find=find)
    assert "i murder their grizzly bears" in again.question, again.question
    # "as well", "too": an action added beside the first one, not in its place
    added = ask("I bolt their grizzly bears. does it die?", "what if i bolt my own bears as well?", find=find)
    assert "I bolt their grizzly bears" in added.question, added.question


def test_forty_first_round_the_blocker_said_to_be_another_size_takes_the_old_one_s_place():
    """ "¿y si el bloqueador es una 1/1?" after "… me bloquea con una 2/5. ¿Cuánto daño…?": one blocker, resized."""
    resolved = ask(
        "Mi Ghalta (12/12 con arrollar) ataca y me bloquea con una 2/5. ¿Cuánto daño le paso al jugador?",
        "¿y si el bloqueador es una 1/1?",
        find=_finder({"ghalta": ("Ghalta, Primal Hunger", "creature")}),
    )
    assert "bloquea con una 1/1" in resolved.question and "2/5" not in resolved.question, resolved.question


def test_an_action_said_instead_of_another_after_it():
    """ "… instead of saccing it" after the new action: the sacrifice told gives way to the bounce."""
    resolved = ask(
        "my opponent's Etali, Primal Storm attacks me. I block with Solemn Simulacrum and before damage I sac the "
        "Solemn to my Viscera Seer. does Etali hit me?",
        "what if I'd Boomeranged the Solemn back to my hand instead of saccing it?",
    )
    assert "Boomeranged the Solemn back to my hand" in resolved.question and "sac the" not in resolved.question


def test_instead_of_attacking_replaces_the_whole_attack_of_that_sentence():
    resolved = ask(
        "my commander already dealt Niamh 18 combat damage over the game. he swings at her again and connects for 5. "
        "is she out?",
        "and if instead of attacking he hit her for 3 with his trigger?",
    )
    assert "18 combat damage" in resolved.question and "swings" not in resolved.question
    assert "connects" not in resolved.question and "hit her for 3" in resolved.question


def test_a_new_question_after_at_least_is_asked_as_is():
    """ "¿y por lo menos la puedo mandar a la zona de mando?": its own question, not a fact under the old one."""
    resolved = ask(
        "mi comandante Atraxa tiene la Darksteel Plate y el rival lanza Diabolic Edict. ¿sobrevive Atraxa?",
        "¿y por lo menos la puedo mandar a la zona de mando?",
    )
    assert resolved.question.endswith("¿Por lo menos la puedo mandar a la zona de mando?")
    assert "sobrevive" not in resolved.question


def test_a_still_asked_after_the_change_is_its_own_question():
    resolved = ask(
        "lanzo Hydroid Krasis con X=6. ¿cuál es su valor de maná en la pila?",
        "y si me la contrarrestan, ¿igual robo las cartas?",
    )
    assert resolved.question.endswith("¿Igual robo las cartas?") and "valor de" not in resolved.question


def test_forty_third_round_an_objection_to_the_answer_is_a_follow_up():
    """ "teferi only needs 3 tho, can the extra 2 spill onto him?": the same card, objected to with "tho"."""
    find = _finder({"teferi, hero of dominaria": ("Teferi, Hero of Dominaria", "planeswalker"),
                    "carnage tyrant": ("Carnage Tyrant", "creature")})  # fmt: skip
    resolved = ask(
        "my Carnage Tyrant attacks his Teferi, Hero of Dominaria on 3 loyalty and he chumps with a 2/2. max damage i "
        "can put on teferi?",
        "teferi only needs 3 tho, can the extra 2 spill onto him (the player)?",
        find=find,
    )
    assert resolved.follow_up and "Carnage Tyrant" in resolved.question, resolved.question


def test_forty_third_round_what_the_new_card_was_used_on_replaces_the_spell():
    """ "and if he'd used a Ravenous Chupacabra on it instead?" after "… Fatal Pushed my Bonecrusher Giant": the
    Chupacabra takes the Push's place, not the Giant's; "lol ok what if …" opens a follow-up too."""
    find = _finder({"fatal push(?:ed)?": ("Fatal Push", "spell"), "bonecrusher giant": ("Bonecrusher Giant // Stomp", "creature"),
                    "ravenous chupacabra": ("Ravenous Chupacabra", "creature"), "ram through": ("Ram Through", "spell")})  # fmt: skip
    first = "the lad just Fatal Pushed my Bonecrusher Giant. does he still take the 2 from the giant?"
    resolved = ask(first, "and if he'd used a Ravenous Chupacabra on it instead?", find=find)
    assert "used Ravenous Chupacabra on my Bonecrusher Giant" in resolved.question, resolved.question
    again = ask(first, "lol ok what if *I* target my own giant with Ram Through, do I eat the 2?", find=find)
    assert again.follow_up and "Bonecrusher Giant" in again.question, again.question


def test_forty_fourth_round_a_table_size_replaces_the_table_not_the_format():
    """ "¿y si somos cuatro en la misma mesa?" after "jugamos Historic Brawl 1 contra 1": the table changes, Brawl
    stays."""
    find = _finder({"korvold": ("Korvold, Fae-Cursed King", "creature")})
    resolved = ask(
        "jugamos Historic Brawl 1 contra 1, mi comandante es Korvold. ¿con cuántas vidas empieza cada uno?",
        "¿y si somos cuatro en la misma mesa?",
        find=find,
    )
    assert "Brawl somos cuatro" in resolved.question and "1 contra 1" not in resolved.question, resolved.question


def test_forty_fourth_round_a_legends_comma_is_no_clause_break():
    """ "can Nissa, Who Shakes the World be my commander?": one question, not a situation and "Who …?"."""
    from answer.rewrite import split_ask

    assert split_ask("can Nissa, Who Shakes the World be my commander?") == (
        "",
        "can Nissa, Who Shakes the World be my commander?",
    )
    assert split_ask("opp casts carnage tyrant, who can counter it?") == (
        "opp casts carnage tyrant.",
        "Who can counter it?",
    )


def test_forty_fourth_round_a_format_named_replaces_the_format_and_a_table_the_table():
    """ "and in regular 100-card Commander?" after a Brawl question replaces Brawl; "a four-player Brawl pod" after a
    1v1 Commander game replaces both."""
    find = _finder({"nissa, who shakes the world": ("Nissa, Who Shakes the World", "planeswalker"),
                    "gishath, sun's avatar": ("Gishath, Sun's Avatar", "creature")})  # fmt: skip
    resolved = ask(
        "new to historic brawl on the server: can Nissa, Who Shakes the World be my commander?",
        "and if I port the deck to regular 100-card Commander?",
        find=find,
    )
    assert "regular 100-card Commander on the server" in resolved.question, resolved.question
    both = ask(
        "a normal Commander game, 1v1: Gishath, Sun's Avatar has hit me for 21 combat damage. Do I lose?",
        "what about a four-player Brawl pod, does the 21 rule come back there?",
        find=find,
    )
    assert "Brawl" in both.question and "1v1" not in both.question and "Commander game" not in both.question, (
        both.question
    )


def test_forty_fifth_round_a_statement_to_confirm_is_the_follow_ups_own_ask():
    """ "and force of will? if i pitch a blue card it's still free right": its own question after the condition, no
    comma between, replaces the earlier ask ("does my Force of Will cost 2 mana now?")."""
    find = _finder({"thalia, guardian of thraben": ("Thalia, Guardian of Thraben", "creature"),
                    "force of will": ("Force of Will", "spell")})  # fmt: skip
    resolved = ask(
        "the guy across from me has Thalia, Guardian of Thraben out. does my Force of Will actually cost 2 mana now??",
        "and force of will? if i pitch a blue card it's still free right",
        find=find,
    )
    assert resolved.question.rstrip().endswith("still free right?"), resolved.question
    assert "cost 2 mana" not in resolved.question, resolved.question


def test_forty_fifth_round_an_ordinal_main_phase_replaces_the_moment():
    """ "¿y en mi primera fase principal con la pila vacía?" after "en el turno de mi rival, ¿puedo pagar {3} …?":
    the new moment in place of the old one, not told beside it."""
    find = _finder({"lurrus": ("Lurrus of the Dream-Den", "creature")})
    resolved = ask(
        "en el turno de mi rival, ¿puedo pagar {3} para poner a mi lurrus de compañero en la mano?",
        "¿y en mi primera fase principal con la pila vacía?",
        find=find,
    )
    assert "rival" not in resolved.question and "primera fase principal" in resolved.question, resolved.question


def test_forty_fifth_round_which_turn_replaces_which_turn_not_the_phase():
    """ "¿y en mi siguiente turno?" after "en mi primera fase principal le robo … ¿puedo atacar con ella este turno?":
    the next turn replaces "este turno", and the main phase the theft happened in stays."""
    find = _finder({"serra angel": ("Serra Angel", "creature"), "control magic": ("Control Magic", "permanent")})
    resolved = ask(
        "en mi primera fase principal le robo al rival su serra angel con control magic, ¿puedo atacar con ella este "
        "turno?",
        "¿y en mi siguiente turno?",
        find=find,
    )
    assert "primera fase principal" in resolved.question and "siguiente turno" in resolved.question, resolved.question
    assert "este turno" not in resolved.question, resolved.question


def test_forty_sixth_round_the_same_verb_with_a_new_count_changes_that_count():
    """ "¿y si ataca con 6?" after "el compa ataca con 3 criaturas y tira Embercleave …": the count of the one
    "ataca con" told before becomes 6."""
    find = _finder({"embercleave": ("Embercleave", "permanent")})
    resolved = ask(
        "el compa ataca con 3 criaturas y tira Embercleave con destello. ¿cuánto maná paga?",
        "¿y si ataca con 6?",
        find=find,
    )
    assert "ataca con 6 criaturas" in resolved.question and "con 3" not in resolved.question, resolved.question


def test_forty_sixth_round_a_new_life_total_replaces_the_one_told():
    """ "what if i was at 43 when they bolted me?" after "im at exactly 40 life …": the total told becomes 43."""
    find = _finder({"felidar sovereign": ("Felidar Sovereign", "creature")})
    resolved = ask(
        "im at exactly 40 life and my felidar sovereign triggers in my upkeep. opp responds to the trigger by bolting "
        "me. do i still win?",
        "what if i was at 43 when they bolted me?",
        find=find,
    )
    assert "exactly 43 life" in resolved.question and "40 life" not in resolved.question, resolved.question


def test_forty_sixth_round_a_life_total_then_a_change_is_no_bare_total():
    """ "and if i was at 39 when the upkeep began but salved up to 42 during upkeep?": a story after the total, not a
    new total alone, so the upkeep total isn't just replaced."""
    find = _finder({"felidar sovereign": ("Felidar Sovereign", "creature")})
    resolved = ask(
        "im at exactly 40 life and my felidar sovereign triggers in my upkeep. opp bolts me in response. do i win?",
        "and if i was at 39 when the upkeep began but salved up to 42 during upkeep?",
        find=find,
    )
    assert "salved up to 42" in resolved.question, resolved.question


def test_forty_seventh_round_a_number_after_the_card_replaces_its_number():
    """ "and if chalice had been on 1?" after "opp had chalice of the void on 0 …": Chalice is on 1 now."""
    find = _finder(
        {
            "chalice(?: of the void)?": ("Chalice of the Void", "permanent"),
            "ancestral vision": ("Ancestral Vision", "spell"),
        }
    )
    resolved = ask(
        "opp had chalice of the void on 0 and my ancestral vision came off suspend. does it get countered?",
        "ok and if chalice had been on 1?",
        find=find,
    )
    assert "chalice of the void on 1" in resolved.question and "on 0" not in resolved.question, resolved.question


def test_forty_seventh_round_the_same_verb_with_the_other_players_card_swaps_its_controller():
    """ "what if i copy my opponent's dark depths instead" after "… copy my own dark depths …": the Dark Depths
    copied becomes the opponent's, the rest of the question stays."""
    find = _finder({"dark depths": ("Dark Depths", "permanent"), "thespian's stage": ("Thespian's Stage", "permanent")})
    resolved = ask(
        "if i use thespian's stage to copy my own dark depths the legend rule makes me ditch one of them, right?",
        "what if i copy my opponent's dark depths instead",
        find=find,
    )
    assert "copy my opponent's dark depths the legend rule" in resolved.question, resolved.question


def test_forty_seventh_round_a_preposition_before_the_possessive_is_no_verb():
    """ "¿y si él responde con un negate a mi counterspell?": "a mi counterspell" against "a su counterspell" told
    before is no change of hands (the review's counter war)."""
    find = _finder({"counterspell": ("Counterspell", "spell"), "bolt": ("Lightning Bolt", "spell")})
    resolved = ask(
        "le tiro un bolt a la cara al rival, me responde con counterspell y yo contesto con mi propio counterspell a "
        "su counterspell. ¿el bolt hace daño?",
        "¿y si él responde con un negate a mi counterspell?",
        find=find,
    )
    assert "mi propio counterspell a su counterspell" in resolved.question, resolved.question


def test_forty_eighth_round_attackers_replace_the_guys_counted_before():
    """ "and with 6 attackers" after "i attack with 3 guys …": guys, creatures and attackers count the same
    creatures, so the count changes instead of a second one being added."""
    find = _finder({"embercleave": ("Embercleave", "spell")})
    resolved = ask("i attack with 3 guys this turn, what does embercleave cost me then?", "and with 6 attackers",
                   find=find)  # fmt: skip
    assert "attack with 6 guys" in resolved.question and "3" not in resolved.question, resolved.question


def test_forty_eighth_round_a_life_total_said_with_another_preposition_replaces_it():
    """ "¿y con 1 vida?" after "estoy en 2 vidas … pagar 2 vidas": the life total (said with "en") changes, not the
    payment."""
    find = _finder({"doom whisperer": ("Doom Whisperer", "permanent")})
    resolved = ask("estoy en 2 vidas con Doom Whisperer en mesa. ¿puedo pagar 2 vidas para vigilar 2?", "¿y con 1 vida?",
                   find=find)  # fmt: skip
    assert "estoy en 1 vidas" in resolved.question and "pagar 2 vidas" in resolved.question, resolved.question


def test_forty_ninth_round_a_spell_cast_at_an_earlier_card_by_its_last_word_follows_up():
    """ "can i counterspell the grip tho" after a Krosan Grip question: the new card is a spell cast at "the grip",
    the earlier card named by its last word, so the story goes on."""
    find = _finder({"krosan grip": ("Krosan Grip", "spell"), "sol ring": ("Sol Ring", "permanent"),
                    "counterspell": ("Counterspell", "spell")})  # fmt: skip
    resolved = ask("opp casts Krosan Grip on my Sol Ring. can i tap it for mana before it resolves?",
                   "can i counterspell the grip tho", find=find)  # fmt: skip
    assert resolved.question.startswith("opp casts Krosan Grip on my Sol Ring."), resolved.question


def test_forty_ninth_round_an_earlier_question_without_its_mark_is_closed_before_the_next():
    """ "with Panharmonicon out does Solemn get me 2 lands" (no "?") + "and when he dies do i draw 2?": the two are
    joined as two sentences, so the later question is read alone as the one asked."""
    find = _finder({"panharmonicon": ("Panharmonicon", "permanent"),
                    "solemn simulacrum": ("Solemn Simulacrum", "permanent")})  # fmt: skip
    resolved = ask("with Panharmonicon out does Solemn Simulacrum get me 2 lands", "and when he dies do i draw 2?",
                   find=find)  # fmt: skip
    assert "get me 2 lands. When he dies" in resolved.question, resolved.question


def test_forty_ninth_round_then_i_act_on_her_goes_on_with_the_story():
    """ "then i +1 her, 11 or 12?" after Nissa entered: "then" and an object pronoun carry the earlier situation."""
    find = _finder({"doubling season": ("Doubling Season", "permanent"),
                    "nissa": ("Nissa, Who Shakes the World", "permanent")})  # fmt: skip
    resolved = ask("Doubling Season on board and i cast Nissa. what loyalty does she enter with",
                   "then i +1 her, 11 or 12?", find=find)  # fmt: skip
    assert resolved.question.startswith("Doubling Season on board"), resolved.question


def test_forty_ninth_round_a_part_ending_mid_sentence_gets_no_period():
    from answer.rewrite import join_text

    assert (
        join_text("en mi turno ataco con Grizzly Bears y", "¿muere?") == "en mi turno ataco con Grizzly Bears y ¿muere?"
    )
    assert join_text("with Panharmonicon out", "When it dies?") == "with Panharmonicon out. When it dies?"
    assert (
        join_text("does it come back", "Earlier i put a counter on it.")
        == "does it come back? Earlier i put a counter on it."
    )


def test_fifty_third_round_an_unmarked_if_question_is_the_earlier_ask():
    """ "opp casts abrupt decay on my bob. if i counterspell it does it get countered" (no "?") + a new question: the
    earlier "if …, does it …" is what was asked, so only its situation is carried."""
    find = _finder({"abrupt decay": ("Abrupt Decay", "spell"), "bob": ("Dark Confidant", "permanent"),
                    "counterspell": ("Counterspell", "spell"), "blossoming defense": ("Blossoming Defense", "spell")})  # fmt: skip
    resolved = ask("opp casts abrupt decay on my bob. if i counterspell it does it get countered",
                   "ok can i save bob with blossoming defense in response then", find=find)  # fmt: skip
    assert "counterspell" not in resolved.question.lower(), resolved.question
    assert resolved.question.startswith("opp casts abrupt decay on my bob."), resolved.question


def test_fifty_third_round_an_amount_so_far_replaces_the_told_one():
    """ "¿y si solo llevaba 10?" after "ya le ha hecho 11 de daño de comandante": the damage so far changes."""
    find = _finder(
        {"uril": ("Uril, the Miststalker", "permanent"), "temur battle rage": ("Temur Battle Rage", "spell")}
    )
    resolved = ask("mi Uril ya le ha hecho 11 de daño de comandante a un rival. ataco, no bloquea y le tiro temur battle "
                   "rage a Uril. ¿pierde?", "¿y si solo llevaba 10?", find=find)  # fmt: skip
    assert "hecho 10 de daño" in resolved.question and "11" not in resolved.question, resolved.question


def test_fifty_seventh_round_an_if_question_naming_earlier_cards_by_a_word_follows_up():
    """ "last one, if opp exiles my seer does the artist trigger?": the earlier cards, by their last words."""
    find = _finder({"viscera seer": ("Viscera Seer", "permanent"), "blood artist": ("Blood Artist", "permanent"),
                    "swords to plowshares": ("Swords to Plowshares", "spell")})  # fmt: skip
    resolved = ask("can i sac viscera seer to itself and still drain with blood artist?",
                   "last one, if opp swords to plowshares my seer does the artist trigger?", find=find)  # fmt: skip
    assert resolved.follow_up and "viscera seer" in resolved.question.lower(), resolved.question
    alone = ask("can i sac viscera seer to itself and still drain with blood artist?",
                "if opp casts swords to plowshares on his own creature, do i gain life?", find=find)  # fmt: skip
    assert not alone.follow_up, alone.question


def test_fifty_seventh_round_an_event_of_her_said_before_follows_up():
    """ "does my zulaport trigger off her dying?": "her" is the commander of the turn before."""
    find = _finder({"rest in peace": ("Rest in Peace", "permanent"), "meren": ("Meren of Clan Nel Toth", "permanent"),
                    "zulaport cutthroat": ("Zulaport Cutthroat", "permanent")})  # fmt: skip
    resolved = ask("opp has rest in peace and kills my meren. does she go to the command zone?",
                   "cool. does my zulaport cutthroat trigger off her dying?", find=find)  # fmt: skip
    assert resolved.follow_up and "rest in peace" in resolved.question.lower(), resolved.question


def test_fifty_seventh_round_what_the_sentence_told_after_a_redone_block_stays():
    """ "ghalta is blocked by a 3/3 and i temur battle rage it" + "and if he blocks with two?": the pump stays."""
    find = _finder(
        {"ghalta": ("Ghalta, Primal Hunger", "permanent"), "temur battle rage": ("Temur Battle Rage", "spell")}
    )
    resolved = ask("ghalta gets blocked by a 3/3 and i temur battle rage it. how much does opp take?",
                   "and if he double blocks with a 3/3 and a 4/4?", find=find)  # fmt: skip
    assert "temur battle rage" in resolved.question.lower() and "4/4" in resolved.question, resolved.question


def test_fifty_eighth_round_the_untyped_counters_change():
    """ "what if it had 4 counters?" after "has 2 counters … the three -1/-1 counters": the untyped ones change."""
    find = _finder({"walking ballista": ("Walking Ballista", "permanent"), "skinrender": ("Skinrender", "permanent")})
    resolved = ask("my walking ballista has 2 counters and opp casts skinrender, putting three -1/-1 counters on it. "
                   "does it die?", "what if it had 4 counters?", find=find)  # fmt: skip
    assert "has 4 counters" in resolved.question and "three -1/-1" in resolved.question, resolved.question


def test_fifty_eighth_round_the_follow_ups_own_question_is_asked():
    """ "¿con ese golpe ya pierde?": the follow-up's own question, not the earlier one's "¿cuánto…?"."""
    find = _finder({"furnace of rath": ("Furnace of Rath", "permanent"), "fireshrieker": ("Fireshrieker", "permanent")})
    resolved = ask("mi comandante es un 6/6 y tengo Furnace of Rath. le pego al rival sin bloqueo, ¿cuánto daño de "
                   "comandante le hago?", "y si le equipo Fireshrieker, ¿con ese golpe ya pierde?", find=find)  # fmt: skip
    assert resolved.question.rstrip().endswith("pierde?") and "cuánto" not in resolved.question, resolved.question


@pytest.mark.parametrize(
    ("first", "follow_up", "ends"),
    [
        # where it goes, asked of something of the situation: its own question, not a fact added
        ("le robo su Thragtusk y después lo sacrifico a mi Viscera Seer. ¿para quién es la ficha?",
         "¿y el thragtusk a qué cementerio va?", "¿El thragtusk a qué cementerio va?"),
        # a share moved onto the other target, asked with "can I"
        ("le tiro Electrolyze 1 y 1 a sus dos Llanowar Elves y le hacen Unsummon a uno en respuesta. ¿igual robo?",
         "¿y el daño del que se devolvió se lo puedo meter al otro elfo?",
         "¿El daño del que se devolvió se lo puedo meter al otro elfo?"),
        # whether the asker picks the order
        ("hay Furnace of Rath y me tiran Lightning Bolt a mi bicho; le tiro Healing Salve en respuesta. ¿se muere?",
         "¿y ese orden lo escojo yo?", "Ese orden lo escojo yo?"),
    ],
)  # fmt: skip
def test_a_follow_up_that_asks_about_the_situation_asks_its_own_question(first, follow_up, ends):
    resolved = ask(first, follow_up)
    assert resolved.follow_up and resolved.question.endswith(ends), resolved.question


def test_a_bare_amount_after_the_table_size_continues_the_situation():
    resolved = ask(
        "por la regla de leyendas mando mi copia al cementerio. ¿se dispara su habilidad?",
        "mesa de 4, ¿cuánta vida gano?",
    )
    assert resolved.follow_up and resolved.question.startswith("por la regla de leyendas"), resolved.question


def test_a_permanent_added_to_the_same_fight_is_a_follow_up():
    resolved = ask("i swing with a 3/3 and he blocks with Youthful Knight. does my guy die?",
                   "ah hold on he has Glorious Anthem out. does it die now?")  # fmt: skip
    assert resolved.follow_up and "Youthful Knight" in resolved.question, resolved.question


def test_sixty_first_round_gear_said_gone_leaves_the_situation():
    """ "ok and if the collar wasnt on it?": the collar's clause leaves; the rest of the fight stays."""
    first = "my colossal dreadmaw has a basilisk collar on it and attacks; the opponent blocks it with two 2/2s. " \
            "how much can i trample over?"  # fmt: skip
    resolved = ask(first, "ok and if the collar wasnt on it?", find=COLLAR)
    assert resolved.follow_up and "collar" not in resolved.question.lower(), resolved.question
    assert "two 2/2s" in resolved.question and resolved.question.endswith("trample over?"), resolved.question


def test_sixty_first_round_the_same_verb_takes_a_new_object():
    """ "ok but if i blink the actual card instead?": the object of that verb changes, the ask stays."""
    find = _finder({"restoration angel": ("Restoration Angel", "creature"), "resto": ("Restoration Angel", "creature"),
                    "pestermite": ("Pestermite", "creature")})  # fmt: skip
    resolved = ask("i made a token copy of my pestermite. if i flash in resto and blink the token, does it return?",
                   "ok but if i blink the real pestermite instead?", find=find)  # fmt: skip
    assert resolved.question.endswith("blink the real pestermite, does it return?"), resolved.question


def test_sixty_first_round_a_colombian_interjection_opens_the_follow_up():
    """ "bacano. ¿y cuánto …?": the interjection says nothing; the new ask replaces the old one."""
    resolved = ask("mi kitchen finks volvió una vez por persistir y lleva su contador -1/-1. si muere de nuevo, ¿vuelve?",
                   "bacano. ¿y cuánta vida gano cuando vuelve?")  # fmt: skip
    assert resolved.follow_up and resolved.question.endswith("¿Cuánta vida gano cuando vuelve?"), resolved.question


def test_sixty_first_round_the_attack_this_turn_gives_way_to_the_fling():
    """ "instead of attacking i fling …": the attack told this turn ("gets in unblocked") is replaced, not the earlier
    hits over the game."""
    resolved = ask("my commander has hit steve for 16 commander damage over the game. this turn it gets in unblocked "
                   "for 5. is steve out?", "what if instead of attacking i fling it at him for 5?")  # fmt: skip
    assert "16 commander damage over the game" in resolved.question, resolved.question
    assert "i fling it at him for 5" in resolved.question and "unblocked" not in resolved.question, resolved.question


def test_sixty_first_round_while_i_have_it_is_no_change_of_holder():
    """ "and if it dies while i have it": a time clause, not "I have it" handing the card over."""
    find = _finder({"atraxa": ("Atraxa, Praetors' Voice", "creature")})
    resolved = ask("next turn i hit him with his own atraxa for 4. does that count as commander damage?",
                   "and if atraxa dies while i have it, do i get to decide if it goes to the command zone?",
                   find=find)  # fmt: skip
    assert "his own atraxa" in resolved.question and "my atraxa" not in resolved.question, resolved.question


def test_sixty_second_round_a_condition_then_its_own_pay_question():
    """ "¿y si la dejo en la mano y la lanzo desde ahí, pago el impuesto de comandante?": the new fact is told and the
    payment is the question, not the earlier one about the command zone."""
    resolved = ask("mi pana me tira cyclonic rift a mi comandante (kaalia of the vast). ¿va a la mano o la puedo poner "
                   "en la zona de mando?",
                   "¿y si la dejo en la mano y la lanzo desde ahí, pago el impuesto de comandante?")  # fmt: skip
    assert resolved.question.endswith("¿Pago el impuesto de comandante?"), resolved.question


def test_sixty_second_round_a_pronoun_subject_opens_the_new_question():
    """ "¿y si no pago, él puede robar?": "él puede robar" is the question asked after the condition."""
    resolved = ask("mi pana tiene rhystic study. si pago el 1 cuando lanzo algo, ¿él roba igual?",
                   "vale, ¿y si no pago, él puede robar?")  # fmt: skip
    assert resolved.question.endswith("¿Él puede robar?"), resolved.question


def test_sixty_third_round_the_same_side_s_other_spell_replaces_its_response():
    """ "and if they boros charm for indestructible instead?" after "…, they sac it to their altar in response": the
    new spell is their other response, in the response's place and still in response."""
    find = _finder(
        {
            "rapid hybridization": ("Rapid Hybridization", "spell"),
            "boros charm": ("Boros Charm", "spell"),
            "altar": ("Ashnod's Altar", "permanent"),
        }
    )
    resolved = ask("rapid hybridization on their guy, they sac it to their altar in response. lizard token for them?",
                   "and if they boros charm for indestructible instead?", find=find)  # fmt: skip
    assert "they boros charm for indestructible in response" in resolved.question, resolved.question
    assert "rapid hybridization on their guy" in resolved.question and "altar" not in resolved.question, (
        resolved.question
    )


def test_sixty_third_round_the_other_side_s_spell_is_no_response_swap():
    """ "and if i giant growth it instead?" when the opponent was the one who responded: not their response replaced."""
    find = _finder({"doom blade": ("Doom Blade", "spell"), "giant growth": ("Giant Growth", "spell")})
    resolved = ask("i doom blade their elf, they sac it in response. do they get anything?",
                   "and if i giant growth it instead?", find=find)  # fmt: skip
    assert "i giant growth it in response" not in resolved.question, resolved.question


@pytest.mark.parametrize(
    "opener",
    ["righto. and if the bloke had cast damnation instead of the sweeper, does memorial still save my team?",
     "fair. what if they'd also fetched out a basic island, unblockable then?",
     "ya, ¿y si el standard bearer lo tiene él en su mesa y no yo?"],
)  # fmt: skip
def test_sixty_fourth_round_australian_and_chilean_acknowledgements_open_a_follow_up(opener):
    """ "righto.", "fair.", "ya," acknowledge the answer before the follow-up, like "ok," does."""
    assert is_follow_up(opener, [], [])


def test_sixty_fourth_round_a_follow_up_said_to_be_one():
    """ "follow up: say i feed their commander to my phyrexian altar…": the asker says it follows on."""
    resolved = ask("i cast zealous conscripts, nick their commander and swing it back at them for 7. does that count "
                   "toward their commander damage?",
                   "follow up: say i feed their commander to my phyrexian altar. is it my call whether it heads to the "
                   "command zone?")  # fmt: skip
    assert resolved.question.startswith("i cast zealous conscripts"), resolved.question


def test_sixty_fourth_round_whether_it_must_is_its_own_question():
    """ "¿y el turno que lo escapo está obligado a atacar?": a question of its own about the same situation."""
    resolved = ask("escapé underworld rage-hound y me lo mataron al tiro. ¿lo puedo volver a escapar desde el cementerio?",
                   "ya, ¿y el turno que lo escapo está obligado a atacar?")  # fmt: skip
    assert resolved.question.endswith("¿El turno que lo escapo está obligado a atacar?"), resolved.question
