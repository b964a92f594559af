"""Every reasoner on real cards, in English and Spanish, including questions where it must not fire."""

from __future__ import annotations

import re

import pytest

from answer.analysis import OutOfScope, QType, analyse
from answer.verify import verify_citations
from tests.answer.conftest import card_finder


def verdict_of(ask, question: str, lang: str = "en", reasoner: str | None = None):
    _, verdict = ask(question, lang)
    assert verdict is not None, question
    if reasoner:
        assert verdict.reasoner == reasoner
    return verdict


def test_quotes_are_verbatim_rule_text(ask, card_store):
    verdict = verdict_of(ask, "My opponent sacrificed the creature in response to my Lightning Bolt, what happens?")
    valid, rejected = verify_citations(verdict.quotes, card_store, [q.rule for q in verdict.quotes])
    assert valid and not rejected


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("My opponent sacrificed the creature in response to my Lightning Bolt, what happens?", "en",
         r"^Lightning Bolt doesn't resolve.*\[608\.2b\]"),
        ("I Lightning Bolt his Grizzly Bears and he sacrifices them in response. Does the Bolt still deal damage?",
         "en", r"^No\. Lightning Bolt doesn't resolve"),
        ("Mi oponente sacrificó la criatura en respuesta a mi Relámpago (Lightning Bolt). ¿Qué pasa?", "es",
         r"^Lightning Bolt no se resuelve.*\[608\.2b\]"),
        ("My opponent casts Swords to Plowshares on my Tarmogoyf. I respond with Vines of Vastwood on Tarmogoyf. "
         "What happens to the Swords?", "en", r"^Swords to Plowshares doesn't resolve"),
        # table talk: "sac" is sacrifice
        ("opp bolts my grizzly bears, i sac it in response. does the bolt do anything?", "en",
         r"^No\. Lightning Bolt doesn't resolve"),
    ],
)  # fmt: skip
def test_targets_fizzle(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "targets").text)


def test_targets_hexproof_and_untargeted(ask):
    own = verdict_of(ask, "Mi Slippery Bogle tiene antimaleficio. ¿Puedo encantarlo yo mismo con Rancor?", "es")
    assert own.text.startswith("Sí.") and "702.11b" in own.text
    wrath = verdict_of(
        ask, "My opponent casts Wrath of God. In response I give my creature hexproof. Does that save it?"
    )
    assert wrath.text.startswith("No.") and "doesn't target" in wrath.text


def test_targets_must_not_fire(ask):
    # asking whether an action is allowed, not how the spell resolves
    _, verdict = ask("Can I sacrifice Sakura-Tribe Elder in response to Krosan Grip?")
    assert verdict is None or verdict.reasoner != "targets"
    # a plain rules question with no response in it
    _, verdict = ask("What does Lightning Bolt do?")
    assert verdict is None


def test_replacement_tokens_doubling_season(ask):
    verdict = verdict_of(ask, "Doubling Season + Raise the Alarm?", reasoner="replacement")
    assert verdict.text.startswith("You get 4 tokens")
    es = verdict_of(ask, "Tengo Doubling Season y lanzo Raise the Alarm. ¿Cuántas fichas creo?", "es")
    assert es.text.startswith("Obtienes 4 fichas")


def test_replacement_steps_agree_in_number_and_case(ask):
    """A step inside a sentence says "el efecto", and one token is "1 ficha", not "El efecto daría 1 fichas"."""
    es = verdict_of(ask, "Si tengo dos Anointed Procession y creo una ficha, ¿cuántas fichas obtengo?", "es")
    steps = [step.text for step in es.steps]
    assert "Sin efectos de reemplazo, el efecto daría 1 ficha." in steps
    assert steps[-1] == "Resultado: 4 fichas."


def test_replacement_prevention_first_gives_zero(ask):
    question = (
        "I control Furnace of Rath. My opponent casts Lightning Bolt at me and I respond with Healing Salve "
        "preventing the next 3 damage. How much damage do I take?"
    )
    verdict = verdict_of(ask, question, reasoner="replacement")
    assert verdict.text.startswith("You choose") and "0 damage" in verdict.text and "[616.1]" in verdict.text
    assert any("Healing Salve → Furnace of Rath: 0" in step.text for step in verdict.steps)
    es = verdict_of(
        ask,
        "Hay un Furnace of Rath en juego. Mi oponente me lanza Lightning Bolt y en respuesta lanzo Healing Salve "
        "para prevenir 3. ¿Cuánto daño recibo?",
        "es",
    )
    assert es.text.startswith("Tú eliges") and "0 de daño" in es.text


def test_replacement_counters_order_matters(ask):
    verdict = verdict_of(
        ask,
        "Con Hardened Scales y Corpsejack Menace en el campo lanzo Walking Ballista con X=2. ¿Cuántos contadores tiene?",
        "es",
    )
    assert re.search(r"\b6\b", verdict.text) and "elige" in verdict.text
    two = verdict_of(
        ask, "Tengo dos Hardened Scales y lanzo Walking Ballista con X=1. ¿Con cuántos contadores entra?", "es"
    )
    assert re.search(r"\b3\b", two.text)


def test_replacement_damage_doublers(ask):
    verdict = verdict_of(
        ask, "I control Furnace of Rath and Dictate of the Twin Gods and I Shock my opponent. How much damage?"
    )
    assert re.search(r"\b8 damage", verdict.text)


def test_replacement_rest_in_peace_stops_dies_triggers(ask):
    verdict = verdict_of(ask, "I have Rest in Peace and Blood Artist. A creature dies. Does Blood Artist trigger?")
    assert verdict.text.startswith("No: Blood Artist's ability doesn't trigger")
    assert "614.6" in verdict.text and "700.4" in verdict.text
    # Leyline of the Void only exiles cards: a token still dies
    token = verdict_of(
        ask,
        "Controlo Leyline of the Void y Blood Artist. Destruyo una ficha de criatura de mi oponente. ¿Se dispara Blood Artist?",
        "es",
    )
    assert token.text.startswith("Sí") and "ficha" in token.text
    # "matan" (they kill it) is the death the question turns on, as "dies" is
    killed = verdict_of(
        ask, "Con Rest in Peace en el campo, si matan a mi Hangarback Walker, ¿me da los tópteros?", "es"
    )
    assert killed.text.startswith("No")
    # tokens in the plural; a removal spell named as the verb ("they murder my Kokusho")
    tokens = verdict_of(
        ask,
        "el rival tiene leyline of the void. si me matan las 2 fichas de raise the alarm, ¿mi blood artist dispara?",
        "es",
    )
    assert tokens.text.startswith("Sí")
    murdered = verdict_of(ask, "opp has rest in peace out and they murder my kokusho. do i still get the drain 5?")
    assert murdered.text.startswith("No: Kokusho, the Evening Star's ability doesn't trigger")
    # persist is a dies trigger; "my own Finks" is mine, so the rival's Kalitas exiles it
    persist = verdict_of(ask, "opp has kalitas, traitor of ghet and i kill my own kitchen finks. does it persist back?")
    assert persist.text.startswith("No: Kitchen Finks's ability doesn't trigger")


def test_replacement_must_not_fire(ask):
    # Fog prevents combat damage only: a Lightning Bolt is not modified
    _, verdict = ask(
        "After my opponent casts Fog, I Lightning Bolt their creature. Does Fog prevent the Bolt's damage?"
    )
    assert verdict is None or verdict.reasoner != "replacement"
    _, verdict = ask("How many tokens does Raise the Alarm create?")
    assert verdict is None


def test_legend_rule(ask):
    mine = verdict_of(
        ask, "I control Thalia, Guardian of Thraben and cast a second Thalia. What happens with the legend rule?"
    )
    assert "choose" in mine.text and "graveyard" in mine.text and "704.5j" in mine.text
    theirs = verdict_of(
        ask, "My opponent and I both control Thalia, Guardian of Thraben. Does one of us lose our legendary Thalia?"
    )
    assert theirs.text.startswith("No.") and "same player" in theirs.text
    rid = verdict_of(
        ask, "I cast Spark Double copying my Thalia, Guardian of Thraben. Do I have to get rid of one of them?"
    )
    assert rid.text.startswith("No.")
    plural = verdict_of(ask, "what happens if I control two Thalias", reasoner="legend")
    assert "704.5j" in plural.text


def test_combat_trample(ask):
    verdict = verdict_of(
        ask,
        "Mi Colossal Dreadmaw (6/6, arrollar) es bloqueado por Grizzly Bears (2/2) y Hill Giant (3/3). ¿Cuánto daño le puede pasar al jugador?",
        "es",
        "combat",
    )
    assert re.search(r"\b1 de daño", verdict.text)
    touch = verdict_of(
        ask, "My 5/5 with trample and deathtouch is blocked by a 4/4. How much damage can I assign to the player?"
    )
    assert re.search(r"\b4 damage", touch.text) and "702.2c" in touch.text
    # the blocker named first, the attacker marked "attacking"
    blocked = verdict_of(
        ask, "My opponent's Grizzly Bears blocks my attacking Colossal Dreadmaw. How much damage tramples over?"
    )
    assert re.search(r"\b4 damage", blocked.text) and "Colossal Dreadmaw must" in blocked.text


def test_combat_must_not_fire(ask):
    _, verdict = ask("My 5/5 with trample attacks and is not blocked. Does it deal damage?")
    assert verdict is None or verdict.reasoner != "combat"


def test_stack_order_and_apnap(ask):
    verdict = verdict_of(
        ask,
        "I cast Giant Growth, my opponent responds with Lightning Bolt, and I respond with Counterspell. What resolves first?",
    )
    assert verdict.text.startswith("Counterspell resolves first") and "405.5" in verdict.text
    order = [step.text for step in verdict.steps if "resolves" in step.text and step.text[0].isupper()]
    assert "Counterspell resolves first." in order and "Giant Growth resolves third." in order
    assert not any(step.text[:1].isdigit() for step in verdict.steps)  # the list numbers them once
    apnap = verdict_of(
        ask,
        "En el turno de mi oponente, mueren a la vez mi Blood Artist y su Blood Artist. ¿Qué disparos se resuelven primero?",
        "es",
    )
    assert apnap.text.startswith("Tus habilidades se resuelven primero") and "603.3b" in apnap.text


def test_analysis_question_types_and_scope(card_store):
    names = card_finder(card_store)
    assert analyse("How many tokens do I get?", "en", names("How many tokens do I get?")).qtype is QType.HOW_MANY
    assert (
        analyse("Can I respond to split second?", "en", names("Can I respond to split second?")).qtype is QType.YES_NO
    )
    assert analyse("¿Se mueren los osos?", "es", names("¿Se mueren los osos?")).qtype is QType.YES_NO
    assert analyse("¿Quién elige el orden?", "es", names("¿Quién elige el orden?")).qtype is QType.WHO
    assert (
        analyse(
            "What's the penalty for a missed trigger at Competitive REL?",
            "en",
            names("What's the penalty for a missed trigger at Competitive REL?"),
        ).out_of_scope
        is OutOfScope.POLICY
    )
    assert (
        analyse(
            "¿Cuál es la sanción por robar una carta de más?",
            "es",
            names("¿Cuál es la sanción por robar una carta de más?"),
        ).out_of_scope
        is OutOfScope.POLICY
    )
    assert (
        analyse(
            "What is the price of Doubling Season?", "en", names("What is the price of Doubling Season?")
        ).out_of_scope
        is OutOfScope.PRICE
    )
    assert (
        analyse(
            "Should I play Lightning Bolt in my deck?", "en", names("Should I play Lightning Bolt in my deck?")
        ).out_of_scope
        is OutOfScope.DECK
    )
    for question, lang in (("¿Dónde puedo aparcar cerca del torneo?", "es"), ("What time does FNM start?", "en")):
        assert analyse(question, lang, []).out_of_scope is OutOfScope.EVENT  # "Tournament" is a glossary term
    timing = "At what time does a delayed triggered ability trigger?"
    assert analyse(timing, "en", []).out_of_scope is None
    assert (
        analyse(
            "What happens if I pay the mana cost with Lightning Bolt on the stack?",
            "en",
            names("What happens if I pay the mana cost with Lightning Bolt on the stack?"),
        ).out_of_scope
        is None
    )
    found = [
        c.name
        for c in analyse(
            "Doubling Season + raise the alarm, and a Shock",
            "en",
            names("Doubling Season + raise the alarm, and a Shock"),
        ).cards
    ]
    assert found == ["Doubling Season", "Raise the Alarm", "Shock"]
    # an instant's name used as a verb between a subject and an object is the card; the same word as a noun is not
    assert [c.name for c in analyse("I shock the creature", "en", names("I shock the creature")).cards] == ["Shock"]
    prose = "It was a shock to the creature's controller"
    assert [c.name for c in analyse(prose, "en", names(prose)).cards] == []


def test_first_and_double_strike_and_deathtouch(ask):
    both = verdict_of(
        ask,
        "Ataco con Fencing Ace (1/1, daña dos veces) y me bloquea un Youthful Knight (2/1, daña primero). ¿Mueren las dos?",
        "es",
        "strikes",
    )
    assert both.text.startswith("Sí. Mueren las dos") and "702.7b" in both.text
    first = verdict_of(
        ask, "My Youthful Knight (2/1 first strike) is blocked by a 2/2 Grizzly Bears. Does my Knight survive?"
    )
    assert first.text.startswith("Yes. Grizzly Bears dies and Youthful Knight survives")
    touch = verdict_of(ask, "I block a Colossal Dreadmaw (6/6) with a 1/1 deathtouch creature. Does the Dreadmaw die?")
    assert touch.text.startswith("Yes.") and "702.2b" in touch.text


def test_strikes_plain_combat_reads_who_dies(ask):
    # no strike keyword: both deal damage at once (510.2), each lethal or not
    plain = verdict_of(
        ask, "My Hill Giant (3/3) is blocked by Grizzly Bears (2/2). Does the Giant die?", "en", "strikes"
    )
    assert plain.text.startswith("No. Grizzly Bears dies and Hill Giant survives")
    spider = verdict_of(ask, "Ataca Serra Angel y bloqueo con Giant Spider. ¿Sobrevive Giant Spider?", "es", "strikes")
    assert spider.text.startswith("No. Muere Giant Spider")


def test_strikes_plain_combat_leaves_other_factors_alone(ask):
    for question in (
        "My Hill Giant is blocked by Grizzly Bears and I cast Giant Growth on the Bears. Does the Giant die?",
        "My Hill Giant is blocked by Grizzly Bears, but I prevent all damage. Does the Giant die?",
    ):
        _, verdict = ask(question)
        assert verdict is None or verdict.reasoner != "strikes"


@pytest.mark.parametrize(
    ("question", "lang", "first"),
    [
        ("My opponent casts Lightning Bolt in response to my Giant Growth. Which resolves first?", "en", "Lightning Bolt"),
        ("Mi oponente lanza Lightning Bolt en respuesta a mi Giant Growth. ¿Qué se resuelve primero?", "es", "Primero se resuelve Lightning Bolt"),
        ("In response to my Giant Growth, my opponent casts Lightning Bolt. What resolves first?", "en", "Lightning Bolt resolves first"),
        ("I cast Lightning Bolt and, holding priority, cast Shock. Which resolves first?", "en", "Shock resolves first"),
    ],
)  # fmt: skip
def test_stack_order_reads_in_response_to_as_cast_earlier(ask, question, lang, first):
    verdict = verdict_of(ask, question, lang, "stack_order")
    assert verdict.text.startswith(first), verdict.text


def test_stack_damage_what_happens_with_a_toughness_no_number_gives(ask):
    """Tarmogoyf: the order, and what each toughness means (was the bare order from stack_order)."""
    verdict = verdict_of(ask, "opp bolts my goyf in response to giant growth, what happens", "en", "stack_damage")
    assert verdict.text.startswith("It depends on Tarmogoyf's toughness: Lightning Bolt resolves first")


def test_legend_rule_in_spanish_and_with_the_opponents_copy(ask):
    words = verdict_of(ask, "Si tengo dos copias de un legendario, ¿qué dice la regla de leyendas?", "es", "legend")
    assert words.text.startswith("Tú eliges") and "704.5j" in words.text
    mixed = verdict_of(ask, "Tengo dos Thalia, Guardian of Thraben y mi oponente tiene una. ¿Qué pasa?", "es", "legend")
    assert mixed.text.startswith("Tú eliges") and "tu oponente se queda" in mixed.text


def test_deathtouch_trample_without_numbers(ask):
    verdict = verdict_of(
        ask, "how much damage must I assign to the blocker with deathtouch and trample", "en", "combat"
    )
    assert verdict.text.startswith("1 damage to each blocker") and "702.2c" in verdict.text
    yes = verdict_of(ask, "does deathtouch + trample only need 1 damage per blocker", "en", "combat")
    assert yes.text.startswith("Yes.")


def test_combat_aura_is_not_a_blocker(ask):
    verdict = verdict_of(
        ask,
        "Mi Grizzly Bears con Rancor (4/2, arrollar) y toque mortal es bloqueado por un Hill Giant (3/3). ¿Cuánto daño llega al jugador como máximo?",
        "es",
        "combat",
    )
    assert re.search(r"\b3 de daño", verdict.text) and "Rancor" not in verdict.text.split(":")[1]


@pytest.mark.parametrize(
    ("question", "lang", "clause"),
    [
        # typed without a comma or "¿?"
        ("if i path my own guy do i have to search for a land", "en", "do i have to search for a land"),
        ("opp bolts my goyf in response does it die", "en", "does it die"),
        ("puedo responder a una habilidad de mana", "es", "puedo responder a una habilidad de mana"),
    ],
)
def test_an_unpunctuated_question_is_read_as_yes_no(question, lang, clause):
    frame = analyse(question, lang)
    assert frame.qtype is QType.YES_NO and frame.clause == clause


def test_question_type_who_only_when_it_asks_who():
    relative = "Does the controller lose life if Swords to Plowshares exiles a creature whose power is negative?"
    assert analyse(relative, "en").qtype is QType.YES_NO
    assert analyse("Who chooses the order of the replacement effects?", "en").qtype is QType.WHO
    assert analyse("And whose graveyard does it go to?", "en").qtype is QType.WHO
    assert analyse("¿A quién va el daño?", "es").qtype is QType.WHO


def test_trample_marked_damage_planeswalker_and_asked_amounts(ask):
    marked = verdict_of(
        ask,
        "Mi oponente bloquea mi Colossal Dreadmaw con un Hill Giant al que ya le hice 2 de daño con Shock este turno. ¿Cuánto daño de arrollar puede ir al jugador?",
        "es",
        "combat",
    )
    assert re.search(r"\b5 de daño", marked.text) and "1 → Hill Giant" in marked.text
    walker = verdict_of(
        ask,
        "Ataco al Garruk Wildspeaker de mi oponente con Colossal Dreadmaw (6/6, arrollar) y me bloquean con Grizzly Bears. ¿El daño que sobra puede ir al jugador?",
        "es",
        "combat",
    )
    assert walker.text.startswith("No.") and "Garruk Wildspeaker" in walker.text
    # a planeswalker the card file doesn't name, attacked as the question says, and "where does the rest go?"
    unnamed = verdict_of(
        ask,
        "ataco al jace del rival (3 de lealtad) con mi colossal dreadmaw y me bloquean con un llanowar elves. ¿a dónde "
        "va el daño que sobra?",
        "es",
        "combat",
    )
    assert unnamed.text.startswith("Como máximo 5 de daño pasa, y va al planeswalker atacado, no al jugador")
    asked = verdict_of(
        ask,
        "Mi Colossal Dreadmaw (6/6, arrollar) es bloqueado por Grizzly Bears. ¿Tengo que asignarles 5 daños antes de pasarle daño al jugador?",
        "es",
        "combat",
    )
    assert asked.text.startswith("No.") and "2 → Grizzly Bears" in asked.text


def test_spanish_yes_no_with_que_inside():
    assert analyse("¿Tengo que asignarle 5 daños antes de pasar daño al jugador?", "es").qtype is QType.YES_NO
    assert analyse("¿El daño que sobra puede ir al jugador?", "es").qtype is QType.YES_NO
    assert analyse("¿En qué momento decido si pago?", "es").qtype is not QType.YES_NO
    assert analyse("¿A que cementerio va la criatura?", "es").qtype is not QType.YES_NO


def test_legend_rule_exceptions_from_oracle_text(ask):
    spark = verdict_of(
        ask,
        "I cast Spark Double copying my Thalia, Guardian of Thraben. Do I have to put one of the two into my graveyard?",
        "en",
        "legend",
    )
    assert spark.text.startswith("No.") and "isn't legendary" in spark.text
    gallery = verdict_of(
        ask, "Con Mirror Gallery en juego, ¿puedo tener dos Thalia, Guardian of Thraben?", "es", "legend"
    )
    assert gallery.text.startswith("Sí.") and "no se aplica" in gallery.text
    also = verdict_of(
        ask,
        "Yo controlo a Thalia, Guardian of Thraben y mi oponente también controla una Thalia. ¿Tiene que irse alguna al cementerio?",
        "es",
        "legend",
    )
    assert also.text.startswith("No.")


@pytest.mark.parametrize(
    ("question", "lang", "start", "rule"),
    [
        ("Does my Darksteel Myr survive Wrath of God?", "en", "Yes. Darksteel Myr survives", "702.12b"),
        ("My opponent casts Toxic Deluge with X=4 while I control Thrun, the Last Troll and have mana to regenerate it. Does Thrun still die?", "en", "Yes. Thrun, the Last Troll dies anyway", "704.5f"),
        ("Mi oponente le lanza Lightning Bolt a mi River Boa y en respuesta pago {G} para regenerarla. ¿Sobrevive?", "es", "Sí. River Boa sobrevive", "701.19a"),
        ("Mi oponente lanza Diabolic Edict y solo controlo un River Boa. ¿Puedo regenerarlo para que no vaya al cementerio?", "es", "No. River Boa va al cementerio", "701.21a"),
        ("I cast Wrath of God and regenerate my River Boa. Does it survive?", "en", "No. River Boa is destroyed", "701.19c"),
        # the question needn't say "regenerate": the card that can't be regenerated, or the shield, is the point
        ("Lanzo Wrath of God con Thrun, the Last Troll en el campo. ¿Muere Thrun?", "es", "Sí. Thrun, the Last Troll", "701.19c"),
        ("I cast Day of Judgment while my opponent controls Thrun, the Last Troll with mana up. Does Thrun survive?", "en", "Yes. Thrun, the Last Troll survives", "701.19a"),
        # damage against a card whose Oracle text says indestructible: not the damage arithmetic (lethal, stack_damage)
        ("Does Darksteel Myr die if I Lightning Bolt it?", "en", "No. Darksteel Myr survives", "702.12b"),
        ("Opponent Shocks my Darksteel Myr and I respond with Giant Growth on it. Does it die?", "en", "No. Darksteel Myr survives", "702.12b"),
    ],
)  # fmt: skip
def test_survival_indestructible_and_regeneration(ask, question, lang, start, rule):
    verdict = verdict_of(ask, question, lang, "survival")
    assert verdict.text.startswith(start) and rule in verdict.text


def test_survival_must_not_fire(ask):
    for question in ("Does my Grizzly Bears survive Wrath of God?", "Does Darksteel Myr have indestructible?"):
        _, verdict = ask(question)
        assert verdict is None or verdict.reasoner != "survival", question


@pytest.mark.parametrize(
    ("question", "lang", "start", "rule"),
    [
        ("Mi oponente lanza Sudden Shock a mi criatura. ¿Puedo responder con Giant Growth para salvarla?", "es", "No.", "702.61a"),
        ("My opponent casts Krosan Grip on my Rancor. Can I sacrifice Sakura-Tribe Elder in response?", "en", "No.", "702.61a"),
        ("My opponent casts Krosan Grip. Can I tap Llanowar Elves for mana in response?", "en", "Yes.", "702.61b"),
        ("After I cast Lightning Bolt, can I cast a second Lightning Bolt before my opponent gets priority?", "en", "Yes.", "117.3c"),
        ("En mi fase principal le pongo Control Magic a los Llanowar Elves de mi oponente. ¿Puedo girarlos para maná este turno?", "es", "No.", "302.6"),
    ],
)  # fmt: skip
def test_timing_split_second_priority_and_summoning_sickness(ask, question, lang, start, rule):
    verdict = verdict_of(ask, question, lang, "timing")
    assert verdict.text.startswith(start) and rule in verdict.text


def test_timing_must_not_fire(ask):
    for question in (
        "Can I cast Giant Growth in response to Lightning Bolt?",
        "Does Krosan Grip destroy Rancor?",
        "I cast Control Magic on Llanowar Elves. Who controls it?",
    ):
        _, verdict = ask(question)
        assert verdict is None or verdict.reasoner != "timing", question


def test_yes_no_after_a_leading_clause():
    assert analyse("After I cast Lightning Bolt, can I cast another spell?", "en").qtype is QType.YES_NO
    assert analyse("When it dies, does it trigger?", "en").qtype is QType.YES_NO


def test_split_second_allows_mana_in_spanish_and_a_third_yamazaki_brings_the_rule_back(ask):
    mana = verdict_of(
        ask,
        "Mi oponente lanza Sudden Shock sobre mis Llanowar Elves. ¿Puedo al menos girar los Elves para sacar maná antes de que se resuelva?",
        "es",
        "timing",
    )
    assert mana.text.startswith("Sí.") and "702.61b" in mana.text
    third = verdict_of(ask, "I control two Brothers Yamazaki and cast a third one. What happens?", "en", "legend")
    assert third.text.startswith("You choose one")
    second = verdict_of(ask, "I control Brothers Yamazaki and cast a second one. What happens?", "en", "legend")
    assert "doesn't apply" in second.text


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "start", "rule"),
    [
        ("I've started casting Giant Growth and need one more mana. Can I tap my Llanowar Elves for mana in the middle of casting it?", "en", "timing", "Yes.", "601.2g"),
        ("Es mi turno y se acaba de resolver mi Lightning Bolt. ¿Quién recibe la prioridad ahora?", "es", "timing", "Tú", "117.3b"),
        ("Mi oponente me robó una criatura con Control Magic, así que le lanzo Lightning Bolt. ¿A qué cementerio va?", "es", "objects", "Va al cementerio de su propietario", "400.3"),
        ("Mi oponente le lanzó Giant Growth a su Tarmogoyf. Si lo copio con Spark Double, ¿mi copia también tiene el +3/+3?", "es", "objects", "No.", "707.2"),
        ("Mi Slippery Bogle tiene antimaleficio. ¿Eso me impide lanzarle mi propio Giant Growth?", "es", "", "No.", "702.11b"),
        ("My Grizzly Bears (3/3 deathtouch) is blocked by Hill Giant and Colossal Dreadmaw. Can I kill both blockers?", "en", "combat", "Yes.", "702.2b"),
    ],
)  # fmt: skip
def test_priority_zones_copies_hexproof_and_deathtouch_blocks(ask, question, lang, reasoner, start, rule):
    verdict = verdict_of(ask, question, lang, reasoner or None)
    assert verdict.text.startswith(start) and rule in verdict.text


def test_objects_must_not_fire(ask):
    for question in ("Which graveyard does my own Grizzly Bears go to?", "Does Spark Double copy Tarmogoyf?"):
        _, verdict = ask(question)
        assert verdict is None or verdict.reasoner != "objects", question


def test_protection_prevents_damage_and_prevention_after_the_fact(ask):
    survives = verdict_of(
        ask,
        "Mi oponente lanza Pyroclasm y yo tengo un Kor Firewalker (protección contra el rojo). ¿Sobrevive?",
        "es",
        "protection",
    )
    assert survives.text.startswith("Sí. Kor Firewalker no recibe daño") and "702.16e" in survives.text
    torbran = verdict_of(
        ask,
        "Controlo Torbran, Thane of Red Fell y lanzo Pyroclasm. Mi oponente tiene un Kor Firewalker (protección contra el rojo). ¿Cuánto daño recibe el Firewalker?",
        "es",
        "protection",
    )
    assert torbran.text.startswith("Kor Firewalker no recibe daño")
    late = verdict_of(
        ask,
        "My opponent's Lightning Bolt already resolved and killed my Grizzly Bears. Can I still cast Healing Salve to prevent that damage?",
        "en",
        "protection",
    )
    assert late.text.startswith("No. It's too late") and "615.1" in late.text
    _, fresh = ask(
        "My opponent casts Lightning Bolt at my Grizzly Bears. Can I cast Healing Salve in response to prevent it?"
    )
    assert fresh is None or fresh.reasoner != "protection"


def test_zero_counters_is_no_event(ask):
    verdict = verdict_of(
        ask,
        "I control Hardened Scales and cast Walking Ballista with X=0. Does Hardened Scales give it a counter so it survives?",
        "en",
        "replacement",
    )
    assert verdict.text.startswith("No. It gets no counters") and "704.5f" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        # prevented damage is never dealt: no lifelink, no deathtouch (615.6)
        ("I attack with Vampire Nighthawk, it isn't blocked, and my opponent casts Holy Day. Do I gain life from "
         "lifelink?", "en", r"^No\. Holy Day prevents that damage.*\[615\.6, 702\.15b\]"),
        ("Ataco con Vampire Nighthawk, no me bloquean, y mi oponente lanza Fog. ¿Gano vida por el vínculo vital?",
         "es", r"^No\. Fog previene ese daño.*\[615\.6, 702\.15b\]"),
        # "prevent all combat damage" doesn't stop a spell's damage (120.2a-b)
        ("After my opponent casts Fog during combat, I Lightning Bolt his creature. Does Fog prevent the Bolt's "
         "damage?", "en", r"^No\. Fog prevents only combat damage.*\[120\.2b, 120\.2a\]"),
        ("Durante el combate, después de que mi oponente lance Fog, le lanzo un Lightning Bolt a su criatura. "
         "¿Fog previene el daño?", "es", r"^No\. Fog previene solo el daño de combate"),
        # a "next time" shield is used up by one instance of damage (615.8)
        ("My opponent attacks me with Dragon-Style Twins and I activate Circle of Protection: Red once, choosing "
         "the Twins. Do I take any damage?", "en", r"^Yes\. .*second hit.*You take 3 damage\. \[615\.8\]"),
        ("Mi oponente lanza dos Lightning Bolt contra mí. Activo Circle of Protection: Red una vez eligiendo el "
         "primero. ¿Evita también el segundo?", "es", r"^No\. El escudo de Circle of Protection: Red .*\[615\.8\]"),
    ],
)  # fmt: skip
def test_prevention(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "prevention").text)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        # a shield that prevents only part of the damage: lifelink still gains for the rest
        ("My Vampire Nighthawk deals damage to a creature with a Healing Salve shield. Do I gain life?", "en"),
        # combat-only prevention with no combat: the question's damage may well be a spell's
        ("I cast Fog. Does my opponent gain life from lifelink?", "en"),
        # one Bolt against a "next time" shield: nothing is left over
        ("I activate Circle of Protection: Red choosing Lightning Bolt. Do I take damage from it?", "en"),
        ("Lanzo Fog. ¿Qué hace?", "es"),
    ],
)  # fmt: skip
def test_prevention_must_not_fire(ask, question, lang):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != "prevention"


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        # first strike + lifelink from the card's Oracle text: the blocker dies before it deals damage
        ("Baneslayer Angel attacks and is blocked by Serra Angel. How much damage does Baneslayer take, and how "
         "much life do I gain?", "en", r"^Baneslayer Angel takes 0 damage\. Baneslayer Angel has lifelink and deals 5"),
        # keywords granted by an Equipment: double strike + deathtouch kills the blocker in the first step
        ("My Boros Swiftblade is equipped with Basilisk Collar. It attacks and is blocked by Craw Wurm. How much "
         "life do I gain?", "en", r"^Boros Swiftblade has lifelink and deals 1 damage in all, so its controller gains 1 life"),
        ("Ataco con Baneslayer Angel y me bloquea Serra Angel. ¿Cuánta vida gano?", "es",
         r"^Baneslayer Angel tiene vínculo vital y hace 5 de daño en total"),
    ],
)  # fmt: skip
def test_strikes_amounts(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "strikes").text)


def test_strikes_amounts_must_not_fire_without_keywords(ask):
    _, verdict = ask("My Hill Giant is blocked by Grizzly Bears. How much damage does the Giant take?")
    assert verdict is None or verdict.reasoner != "strikes"


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("I cast Giant Growth on my Grizzly Bears and my opponent destroys them with Doom Blade in response. What "
         "happens to Giant Growth?", "en", r"^Giant Growth doesn't resolve.*\[608\.2b\]"),
        ("I cast Lightning Bolt at his Grizzly Bears; with the Bolt on the stack he phases them out. Does the Bolt "
         "still deal damage?", "en", r"^No\. Lightning Bolt doesn't resolve"),
        ("Lanzo Giant Growth sobre mis Grizzly Bears y mi oponente los destruye con Doom Blade en respuesta. ¿Qué "
         "pasa con Giant Growth?", "es", r"^Giant Growth no se resuelve.*\[608\.2b\]"),
        ("Mi oponente lanza Swords to Plowshares sobre mi criatura y antes de que se resuelva la criatura deja de "
         "ser una criatura. ¿Se resuelve?", "es", r"^No\. Swords to Plowshares no se resuelve"),
    ],
)  # fmt: skip
def test_targets_more_ways_to_become_illegal(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "targets").text)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        # destroyed, but not in response to a targeted spell: not about targets on resolution
        ("My opponent destroys my Grizzly Bears with Doom Blade. Does it go to my graveyard?", "en"),
        ("Mi oponente destruye mis Grizzly Bears con Doom Blade. ¿Puedo regenerarlos?", "es"),
    ],
)  # fmt: skip
def test_targets_must_not_fire_without_a_response(ask, question, lang):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != "targets"


def test_targets_blanket_hexproof_makes_every_target_illegal(ask):
    both = verdict_of(
        ask,
        "I cast Electrolyze dealing 1 damage to each of two of my opponent's creatures. In response they cast Heroic "
        "Intervention. Do I still draw a card?",
        reasoner="targets",
    )
    assert both.text.startswith("No. Electrolyze doesn't resolve")


def test_strikes_pump_spell_gives_first_strike_and_power(ask):
    """Sure Strike on the deathtouch Rats: 4/1 first strike, so both deal damage in the first-strike step."""
    both = verdict_of(
        ask,
        "My Youthful Knight attacks and my opponent blocks it with Typhoid Rats. My opponent casts Sure Strike on the "
        "Rats before damage. Does my knight die?",
        reasoner="strikes",
    )
    assert both.text.startswith("Yes. Both creatures die")


def test_prevention_by_protection_of_the_lifelinker_color(ask):
    found = verdict_of(
        ask,
        "Mi oponente ataca con una Grizzly Bears y yo bloqueo con Vampire Nighthawk. Después del bloqueo él le lanza "
        "Gods Willing a la Bears eligiendo el negro. ¿Gano vidas?",
        "es",
        "prevention",
    )
    assert found.text.startswith("No.") and "702.15b" in found.text
    _, other = ask(
        "My opponent attacks with Grizzly Bears and I block with Vampire Nighthawk. He casts Gods Willing on the "
        "Bears choosing red. Do I gain life?"
    )
    assert other is None or other.reasoner != "prevention"  # a red shield doesn't stop a black creature


def test_replacement_chooser_is_the_player_dealt_damage(ask):
    found = verdict_of(
        ask,
        "Controlo a Torbran, Thane of Red Fell y le lanzo un Shock a mi oponente. Además hay un Furnace of Rath en el "
        "campo. ¿Quién elige el orden?",
        "es",
        "replacement",
    )
    assert "Tu oponente elige" in found.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("I control Leyline of the Void. I +1 Liliana of the Veil and my opponent discards Darksteel Colossus. Does "
         "it get exiled?", "en", r"^Not necessarily\. .*shuffle.*Your opponent.*chooses.*\[616\.1, 614\.6\]"),
        ("Controlo Leyline of the Void y mi oponente descarta Darksteel Colossus. ¿Se exilia?", "es",
         r"^No necesariamente\. .*Tu oponente.*elige.*\[616\.1, 614\.6\]"),
    ],
)  # fmt: skip
def test_two_graveyard_replacements_the_owner_chooses(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "graveyard").text)


@pytest.mark.parametrize(
    "question",
    [
        # an indestructible Colossus "destroyed" goes nowhere: no trip to a graveyard to replace
        "My opponent controls Leyline of the Void and my Darksteel Colossus is destroyed. Where does it go?",
        # one replacement effect: nothing to choose between
        "I control Rest in Peace and my Grizzly Bears dies. Does Blood Artist trigger?",
    ],
)
def test_graveyard_must_not_fire_with_one_replacement(ask, question):
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != "graveyard"


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("What happens if I cast Lightning Bolt on a creature with hexproof?", "en",
         r"^Hexproof means your opponent's permanent can't be the target.*can't cast Lightning Bolt.*\[702\.11b\]"),
        ("¿Qué pasa si lanzo Relámpago sobre una criatura con antimaleficio?", "es",
         r"^El antimaleficio .*no puedes lanzar .*\[702\.11b\]"),
        ("Can I Lightning Bolt my opponent's Slippery Bogle?", "en", r"^No\. Hexproof"),
        ("I cast Giant Growth on my Slippery Bogle. What happens?", "en", r"^Hexproof only stops .*your own"),
    ],
)  # fmt: skip
def test_targets_cast_at_a_hexproof_creature(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "targets").text)


def test_targets_cast_at_a_player_beside_a_hexproof_creature_does_not_fire(ask):
    _, verdict = ask("My opponent has Slippery Bogle. I cast Lightning Bolt at his face. How much damage does he take?")
    assert verdict is None or verdict.reasoner != "targets"


@pytest.mark.parametrize(
    ("question", "lang", "first"),
    [
        ("My opponent casts Counterspell on my Lightning Bolt. Which resolves first?", "en", "Counterspell resolves first"),
        ("Mi oponente lanza Counterspell sobre mi Relámpago. ¿Qué se resuelve primero?", "es",
         "Primero se resuelve Counterspell"),
    ],
)  # fmt: skip
def test_stack_order_a_spell_cast_on_another_spell_came_later(ask, question, lang, first):
    assert verdict_of(ask, question, lang, "stack_order").text.startswith(first)


def test_stack_order_does_not_guess_between_two_copies_of_one_card(ask):
    """No resolution order naming one copy or the other: the counter war's outcome, which needs no copy told apart."""
    _, verdict = ask(
        "My opponent casts Counterspell on my Lightning Bolt and I respond with another Counterspell targeting his. "
        "What happens?"
    )
    assert verdict is not None and verdict.text.startswith("Lightning Bolt resolves: with 2 counterspells")


def test_targets_a_removal_spell_whose_target_got_hexproof_does_not_kill_it(ask):
    found = verdict_of(
        ask,
        "Mi oponente lanza Lightning Bolt a mi Grizzly Bears y en respuesta le doy antimaleficio con Vines of "
        "Vastwood. ¿Muere la criatura?",
        "es",
        "targets",
    )
    assert found.text.startswith("No.") and "608.2b" in found.text
    _, sacrificed = ask(
        "My opponent casts Lightning Bolt at my Grizzly Bears and I sacrifice it in response. Does the Bears die?"
    )
    assert sacrificed is not None and sacrificed.text.startswith("Yes. It dies, but from being sacrificed")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("I attack with Boros Swiftblade and nothing blocks. How much damage does my opponent take?", "en",
         r"^Boros Swiftblade isn't blocked and has double strike, so it deals 2 combat damage.*\[510\.1b, 702\.4b\]"),
        ("Ataco con Baneslayer Angel y no me bloquean. ¿Cuánta vida gano?", "es", r"hace 5 de daño.*gana 5 vidas"),
        ("Ataco con Vampire Nighthawk y no me bloquean. ¿Gano vida?", "es", r"^Sí\. .*hace 2 de daño.*gana 2 vidas"),
        ("My Grizzly Bears is blocked by Hill Giant. Does the Bears deal damage to my opponent?", "en",
         r"^No\. Without trample.*\[510\.1c\]"),
    ],
)  # fmt: skip
def test_combat_damage_to_the_player(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "player_damage").text)


@pytest.mark.parametrize(
    "question",
    [
        "I attack with Colossal Dreadmaw and my opponent blocks with Grizzly Bears. How much damage does he take?",
        "I attack with Grizzly Bears. Can my opponent block it with Hill Giant?",
    ],
)
def test_combat_damage_to_the_player_must_not_fire(ask, question):
    _, verdict = ask(question)  # trample (from the Dreadmaw's Oracle text) is the combat reasoner's; blocking isn't
    assert verdict is None or verdict.reasoner != "player_damage"


def test_combat_damage_amounts_go_through_the_replacement_effects(ask):
    """The attacker's power is the damage event that Holy Day, Furnace of Rath or Torbran modify."""
    fog = verdict_of(
        ask, "I attack with Hill Giant and my opponent casts Holy Day. How much damage does my opponent take?"
    )
    assert fog.text.startswith("Hill Giant deals 0 damage")
    furnace = verdict_of(
        ask, "I control Furnace of Rath and attack with Hill Giant. How much damage does my opponent take?"
    )
    assert furnace.text.startswith("Hill Giant deals 6 damage")
    torbran = verdict_of(
        ask, "I control Torbran, Thane of Red Fell and attack with a red 2/2. How much damage does my opponent take?"
    )
    assert "4 damage" in torbran.text


def test_prevention_said_in_the_question_and_protection_asked_as_taking_damage(ask):
    said = verdict_of(ask, "Does lifelink work if the damage is prevented?", reasoner="prevention")
    assert said.text.startswith("No.") and "615.6" in said.text
    firewalker = verdict_of(ask, "My opponent has Kor Firewalker. I cast Pyroclasm. Does Kor Firewalker take damage?")
    assert firewalker.text.startswith("No.")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Mi criatura indestructible recibe daño letal. ¿Muere?", "es", "No. La criatura sobrevive"),
        ("My creature has 0 toughness after a -2/-2 effect, but it is indestructible. Does it die?", "en",
         "Yes. The creature dies anyway"),
    ],
)  # fmt: skip
def test_survival_of_a_described_indestructible_creature(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "survival").text.startswith(start)


def test_survival_must_not_fire_without_indestructible_or_regeneration(ask):
    _, verdict = ask("My creature is dealt lethal damage. Does it die?")
    assert verdict is None or verdict.reasoner != "survival"


def test_replacement_tokens_for_each_counter_count_the_doubled_counters(ask):
    """Hangarback Walker X=2 under Doubling Season enters with 4 counters, so it dies into 4 Thopters, doubled: 8."""
    found = verdict_of(
        ask,
        "Con Doubling Season en mesa lanzo Hangarback Walker con X=2. Si después muere, ¿cuántos Thopters consigo?",
        "es",
        "replacement",
    )
    assert found.text.startswith("Obtienes 8 fichas")
    alone = verdict_of(ask, "With Anointed Procession I cast Hangarback Walker with X=2. It dies. How many tokens?")
    assert alone.text.startswith("You get 4 tokens")  # counters not doubled: 2 Thopters, doubled once


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("Controlo Hardened Scales y mi Grizzly Bears tiene un contador +1/+1. Lanzo Steady Progress y elijo la Bears "
         "al proliferar. ¿Cuántos contadores +1/+1 tendrá?", "es", r"^Recibe 2 contadores.*Con el que tenía, tendrá 3"),
        ("I control Hardened Scales and Doubling Season and my Grizzly Bears has two +1/+1 counters. I cast Steady "
         "Progress and proliferate the Bears. How many +1/+1 counters will it have?", "en",
         r"^It gets 4 \+1/\+1 counters at most.*With the 2 it had, it has 6"),
    ],
)  # fmt: skip
def test_replacement_proliferate_adds_to_the_counters_already_there(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "replacement").text)


def test_an_exception_card_said_to_be_destroyed_no_longer_applies(ask):
    gone = verdict_of(
        ask,
        "Tengo Mirror Gallery en el campo y controlo dos Thalia, Guardian of Thraben. Destruyen Mirror Gallery. "
        "¿Tengo que mandar una al cementerio?",
        "es",
        "legend",
    )
    assert gone.text.startswith("Sí. Tú eliges")
    there = verdict_of(
        ask,
        "Tengo Mirror Gallery en el campo y controlo dos Thalia, Guardian of Thraben. ¿Tengo que mandar una al "
        "cementerio?",
        "es",
        "legend",
    )
    assert there.text.startswith("No.")  # Mirror Gallery still there: the legend rule doesn't apply


def test_an_untargeted_spell_against_a_player_with_hexproof_from_a_card(ask):
    found = verdict_of(
        ask,
        "Mi oponente tiene Leyline of Sanctity en el campo. ¿Puedo lanzarle un Earthquake con X=3?",
        "es",
        "targets",
    )
    assert found.text.startswith("Sí.") and "115.1a" in found.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a count word before the blockers' size: two blockers, lethal (1 each with deathtouch) to both
        ("Ataco con una criatura 6/6 con arrollar y toque mortal y me la bloquean dos criaturas 2/2. ¿Cuánto daño le puedo hacer al jugador?", "es", "Al jugador le pueden llegar como máximo 4", "combat"),
        ("I attack with a 6/6 with trample and it is blocked by two 2/2 creatures. How much damage can I deal to the player?", "en", "At most 2 damage", "combat"),
        # the creature named first blocks; "without first strike" takes the keyword away; "my creature" is the asker's
        ("Mi criatura 2/2 con dañar primero y toque mortal bloquea a una criatura 5/5 sin dañar primero. ¿Sobrevive mi criatura?", "es", "Sí. Muere 5/5 y 2/2 sobrevive", "strikes"),
        ("My 2/2 with first strike and deathtouch blocks a 5/5 without first strike. Does my creature survive?", "en", "Yes. 5/5 dies and 2/2 survives", "strikes"),
        # a spell with two targets described in the question resolves for the one left
        ("Lanzo un hechizo que dice 'destruye dos criaturas objetivo' y una de ellas sale del campo de batalla en respuesta. ¿Se destruye la otra?", "es", "Sí. El hechizo se resuelve igualmente", "targets"),
    ],
)  # fmt: skip
def test_reasoners_read_counts_roles_and_negations_in_the_question(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_a_blocked_attacker_named_first_keeps_its_role(ask):
    verdict = verdict_of(
        ask, "My Youthful Knight attacks and my opponent blocks it with Typhoid Rats. Does my knight die?"
    )
    assert verdict.text.startswith("No. Typhoid Rats dies and Youthful Knight survives")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        (
            "I hardcast Mulldrifter, opp Bolts it in response to the ETB. Do I still draw 2?",
            "en",
            r"^Yes\. Mulldrifter's ability still resolves.*\[113\.7a\]",
        ),
        (
            "Liliana of the Veil is at 2 loyalty. If I -2 her, she dies right away - does opp still have to sacrifice a "
            "creature?",
            "en",
            r"^Yes\. Liliana of the Veil's ability still resolves",
        ),
        (
            "Activo Prodigal Pyromancer apuntando a mi oponente y él responde matando al Pyromancer con Lightning Bolt. "
            "¿Se hace igualmente el daño?",
            "es",
            r"^Sí\. La habilidad de .*Prodigal Pyromancer.* se resuelve igualmente",
        ),
        # the asked clause names the ability's target (a permanent), not the removal spell
        (
            "My opponent activates Prodigal Pyromancer targeting my Grizzly Bears and I kill the Pyromancer in "
            "response with Shock. Does my Bears still take the damage?",
            "en",
            r"^Yes\. Prodigal Pyromancer's ability still",
        ),
        # a named removal spell's name is the removal: "they shock it", "cast Shock on the Pyromancer"
        (
            "i ping with prodigal pyromancer and they shock it in response, does the ping still happen",
            "en",
            r"^Yes\. Prodigal Pyromancer's ability still resolves",
        ),
        (
            "I activate Prodigal Pyromancer targeting my opponent, in response they cast Shock on the Pyromancer. Is "
            "my opponent still dealt 1 damage?",
            "en",
            r"^Yes\. Prodigal Pyromancer's ability still resolves",
        ),
        # "take 1" asks about the ability's damage; Spanish "le tiran un shock" removes the source
        (
            "if they shock my prodigal pyromancer in response to the ping does my opponent still take 1",
            "en",
            r"^Yes\. Prodigal Pyromancer's ability still resolves",
        ),
        (
            "activo el piromante prodigo y en respuesta le tiran un shock, ¿mi rival igual recibe el daño?",
            "es",
            r"^Sí\. La habilidad de .*Prodigal Pyromancer.* se resuelve igualmente.*Sigue haciendo 1 de daño",
        ),
    ],
)
def test_an_ability_resolves_without_its_source(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "source_gone").text)


@pytest.mark.parametrize(
    "question",
    [
        # the Aura's own trigger is not on the stack: the Aura spell loses its target
        "I cast Rancor on my creature, opponent Murders the creature in response. Does Rancor come back to my hand?",
        # an exile that lasts until the source leaves: 610.3c, not this reasoner
        "My opponent's Banisher Priest enters and its trigger targets my creature. In response, I Lightning Bolt the "
        "Banisher Priest. Does my creature get exiled?",
        # whether it may be done, and whether a copy triggers: other questions
        "My opponent casts Krosan Grip on my Mind Control. Can I at least sacrifice Sakura-Tribe Elder in response to "
        "get a land?",
        "I Twincast opp's Lightning Bolt. Does my Young Pyromancer trigger for the copy?",
        # the source is not removed
        "Mi rival le lanza Doom Blade a mi criatura y en respuesta le doy protección contra el negro con Mother of "
        "Runes. ¿Se destruye mi criatura?",
        # Stifle counters the ability
        "I sacrifice Sakura-Tribe Elder and my opponent Stifles the ability. Do I get the Elder back?",
        # "they sac both": they act, the sacrifice outlet isn't what leaves
        "I cast Electrolyze on two of my opponent's creatures. In response they sacrifice one of them to Viscera "
        "Seer. They sac both of them. Do I still get to draw a card?",
        # "le tiran un shock a mi rival": the Shock goes at the player, the source stays
        "Activo el Prodigal Pyromancer apuntando a su criatura y en respuesta le tiran un shock a mi rival. ¿Igual "
        "recibe el daño su criatura?",
        # a removal spell named, but cast at something else: the source stays
        "My opponent activates Prodigal Pyromancer targeting my Llanowar Elves. In response I cast Shock on my "
        "opponent. Does the ping still happen?",
    ],
)
def test_an_ability_without_its_source_must_not_fire(ask, question):
    _, verdict = ask(question, "es" if "¿" in question else "en")
    assert verdict is None or verdict.reasoner != "source_gone"


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        # the legend rule is not what "does the copy have haste?" asks: Kiki-Jiki's Oracle text gives it haste
        ("kiki jiki copying pestermite, does the copy have haste", "en", r"^Yes\. The copy has haste: Kiki-Jiki"),
        ("kiki jiki copying pestermite, does the copy have flying", "en", r"^Yes\. The copy has flying: it copies"),
        ("Copio a Pestermite con Kiki-Jiki, ¿la ficha tiene prisa?", "es", r"^Sí\. La copia tiene prisa"),
        # counters are not copied: the printed 2/2
        (
            "El rival tiene unos Grizzly Bears con tres contadores +1/+1 (5/5). Si los copio con Clone, ¿mi Clone qué "
            "tamaño tiene?",
            "es",
            r"^La copia es 2/2",
        ),
    ],
)
def test_what_a_copy_has(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "copies").text)


def test_copies_must_not_fire_and_the_legend_rule_answers_whether_one_goes(ask):
    found = verdict_of(ask, "I Clone my own Thalia. Do I have to get rid of one of them?", "en", "legend")
    assert found.text.startswith("Yes. ")
    _, verdict = ask("Kiki-Jiki copies my Pestermite. What happens at the end step?")
    assert verdict is None or verdict.reasoner != "copies"


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        # flying limits what can block the flier, not what it can block
        ("¿Mi Serra Angel puede bloquear al Hill Giant del rival, que no vuela?", "es",
         r"^Sí\. .*Serra Angel.* puede bloquear a .*Hill Giant.*\[702\.9b\]"),
        ("Can my Serra Angel block opp's Grizzly Bears?", "en", r"^Yes\. Serra Angel can block Grizzly Bears"),
        ("Can my Grizzly Bears block opp's Serra Angel?", "en", r"^No\. Grizzly Bears can't block Serra Angel"),
        ("Can my Giant Spider block opp's Serra Angel?", "en", r"^Yes\. .*has reach, so it can block it\. \[702\.9b\]"),
    ],
)  # fmt: skip
def test_blocking_a_flier_and_blocking_with_one(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "blocking").text)


@pytest.mark.parametrize(
    ("question", "opener"),
    [
        # "tirar" is how players say cast; "mi oponente tiene…" is the opponent's creature, not mine
        ("Mi bicho tiene hexproof por Blossoming Defense. ¿Puedo tirarle yo un Giant Growth?", "Sí."),
        ("Mi oponente tiene un bicho con antimaleficio. ¿Puedo tirarle un Lightning Bolt?", "No."),
    ],
)
def test_hexproof_reads_who_controls_it(ask, question, opener):
    assert verdict_of(ask, question, "es", "targets").text.startswith(opener)


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("I sacrifice Sakura-Tribe Elder and my opponent Stifles the ability. Do I get the Elder back?", "en", "No."),
        ("I Fling my big guy and opp Counterspells it. Is my creature gone for good?", "en", "Yes."),
        ("Lanzo Fling sacrificando mi criatura y mi rival lo contrarresta. ¿Recupero la criatura?", "es", "No."),
    ],
)
def test_costs_stay_paid_when_countered(ask, question, lang, opener):
    found = verdict_of(ask, question, lang, "refund")
    assert found.text.startswith(opener) and "[701.6b]" in found.text


def test_refund_must_not_fire_without_a_counter_or_a_cost(ask):
    for question in ("I Fling my big guy at my opponent. Do I get the creature back?",
                     "My opponent Counterspells my Lightning Bolt. Do I get the Bolt back?"):  # fmt: skip
        _, verdict = ask(question)
        assert verdict is None or verdict.reasoner != "refund", question


def test_unpreventable_damage_answers_whether_it_goes_through(ask):
    found = verdict_of(
        ask, "I Skullcrack opp precombat, then swing. They cast Fog. Does my combat damage still go through?"
    )
    assert found.reasoner == "replacement" and found.text.startswith("Yes. ") and "[615.12]" in found.text
    stopped = verdict_of(ask, "I Skullcrack opp precombat, then swing. They cast Fog. Does Fog prevent the damage?")
    assert stopped.text.startswith("No. ")


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        ("My Young Wolf already came back once with undying and has a +1/+1 counter. It dies again. Does it come "
         "back?", "en", "No. It doesn't return"),
        # a +1/+1 and a -1/-1 counter annihilate first (704.5q)
        ("Mi Young Wolf volvió con su contador +1/+1 por undying y luego le ponen un contador -1/-1. Si vuelve a "
         "morir, ¿regresa otra vez?", "es", "Sí. Vuelve"),
        ("My Kitchen Finks with a -1/-1 counter dies. Does it come back?", "en", "No. It doesn't return: persist"),
    ],
)  # fmt: skip
def test_undying_and_persist_read_the_counters(ask, question, lang, opener):
    assert verdict_of(ask, question, lang, "undying").text.startswith(opener)


@pytest.mark.parametrize(
    ("question", "lang", "opener"),
    [
        # a creature fresh on the battlefield has no counters; one that came back has its keyword's counter
        ("My Young Wolf dies. Does it come back?", "en", "Yes. It returns"),
        ("Wrath of God destroys my Kitchen Finks. Does it come back?", "en", "Yes. It returns"),
        ("My Kitchen Finks already came back once and dies again. Does it return?", "en", "No. It doesn't return"),
        ("Mi Young Wolf ya volvió una vez y muere otra vez, ¿regresa?", "es", "No. No vuelve"),
        # exiled, it never died
        ("Opp exiles my Kitchen Finks, does it come back?", "en", "No. It doesn't return: persist triggers only"),
        ("Mi rival exilia mi Kitchen Finks, ¿vuelve con persistir?", "es", "No. No vuelve: persistir solo se dispara"),
    ],
)  # fmt: skip
def test_undying_reads_a_plain_death_and_a_second_one(ask, question, lang, opener):
    assert verdict_of(ask, question, lang, "undying").text.startswith(opener)


def test_undying_needs_the_counters_readable(ask):
    _, verdict = ask("My Young Wolf gets bounced and I cast it again. Does it have a counter?")
    assert verdict is None or verdict.reasoner != "undying"


def test_protection_does_not_stop_a_sweeper(ask):
    found = verdict_of(ask, "Opp casts Damnation. My White Knight has pro black - does it survive?", "en", "protection")
    assert found.text.startswith("No. Protection from black doesn't save White Knight") and "702.16b" in found.text
    # a sweeper of another color: not this reasoner's question
    _, verdict = ask("Mi oponente lanza Wrath of God. ¿Sobrevive mi White Knight?", "es")
    assert verdict is None or verdict.reasoner != "protection"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I cast Rancor on my creature, opponent Murders the creature in response. Does Rancor come back to my hand?",
         "en"),
        ("Lanzo Rancor a mi bicho y el rival le hace Bolt en respuesta y se muere. ¿Rancor vuelve a mi mano por su "
         "habilidad?", "es"),
    ],
)  # fmt: skip
def test_an_aura_spell_loses_its_target_and_never_reaches_the_battlefield(ask, question, lang):
    found = verdict_of(ask, question, lang, "targets")
    assert found.text.startswith("No. ") and re.search(
        r"graveyard from the stack|cementerio .*desde la pila", found.text
    )


def test_a_counter_war_says_what_happens_to_the_first_spell(ask):
    found = verdict_of(
        ask,
        "Opponent casts Counterspell on my Lightning Bolt, I respond with another Counterspell on theirs. What happens?",
        "en",
        "counter_war",
    )
    assert found.text.startswith("Lightning Bolt resolves") and "[405.5, 701.6a]" in found.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp bolts my goyf in response to my giant growth, does goyf die", "en",
         "It depends on Tarmogoyf's toughness: Lightning Bolt resolves first, before Giant Growth"),
        ("Mi rival le tira Lightning Bolt a mi Tarmogoyf en respuesta a mi Giant Growth. ¿Muere?", "es",
         "Depende de la resistencia de Tarmogoyf"),
    ],
)  # fmt: skip
def test_damage_over_a_pump_on_a_star_toughness_says_what_it_depends_on(ask, question, lang, start):
    """No Yes/No the card's */1+* can't support: the order, and what follows either way."""
    found = verdict_of(ask, question, lang, "stack_damage")
    assert found.text.startswith(start) and "[405.5, 704.5g, 608.2b]" in found.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Judge call: in my cleanup step after discarding to hand size, my opponent wants to Bolt my creature. Do "
         "they get to?", "en", "No. Normally no player receives priority in the cleanup step"),
        ("¿puedo lanzar un instantáneo durante el paso de limpieza?", "es", "No. Normalmente ningún jugador"),
        ("I discard a madness card in my cleanup step. Can my opponent respond to the madness trigger?", "en",
         "Yes. A state-based action or a trigger in the cleanup step"),
    ],
)  # fmt: skip
def test_priority_in_the_cleanup_step(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "cleanup").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Does vigilance let my Serra Angel attack the turn I cast it?", "en",
         "No. Serra Angel can't attack until you have controlled it continuously"),
        ("¿Puedo atacar con Goblin Guide el turno que lo lanzo?", "es", "Sí. "),
        ("Can I tap my Llanowar Elves for mana the turn I play it?", "en", "No. Llanowar Elves can't use an ability"),
        ("can i tap a creature that has summoning sickness for mana if it's a Llanowar Elves", "en", "No. "),
        ("si mi Llanowar Elves entró este turno puedo usarlo para maná", "es", "No. "),
    ],
)  # fmt: skip
def test_summoning_sickness(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "sickness").text.startswith(start)


def test_summoning_sickness_needs_the_creature_to_have_just_arrived(ask):
    _, verdict = ask("Can my Serra Angel attack this turn?")
    assert verdict is None or verdict.reasoner != "sickness"
    # crewing or convoking taps it for another permanent's cost: 302.6 doesn't stop that
    verdict = verdict_of(ask, "Can I crew my Smuggler's Copter with a summoning sick Grizzly Bears?", "en", "sickness")
    assert verdict.text.startswith("Yes. Summoning sickness stops only")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("With Thalia, Guardian of Thraben on the battlefield, do I still have to pay extra if I cast Force of Will "
         "for its alternative cost (exiling a blue card and paying 1 life)?", "en", "Yes. You pay {1} more for Force"),
        ("Mi rival tiene Thalia. Si lanzo Fireball gratis con cascada, ¿tengo que pagar el impuesto?", "es",
         "Sí. Pagas {1} más por Fireball"),
    ],
)  # fmt: skip
def test_cost_increases_apply_to_alternative_costs(ask, question, lang, start):
    found = verdict_of(ask, question, lang, "costs")
    assert found.text.startswith(start) and "[118.9d, 601.2f]" in found.text


def test_cost_increase_of_another_kind_of_spell_is_not_read(ask):
    """Thalia taxes noncreature spells: a creature cast for free is not this reasoner's answer."""
    _, verdict = ask("With Thalia out, do I pay more for my Grizzly Bears cast for free?")
    assert verdict is None or verdict.reasoner != "costs"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("My opponent has Control Magic on my Serra Angel. If I destroy Control Magic, do I get my Angel back?", "en",
         "Yes. The creature goes back"),
        ("Mi rival me robó la criatura con Mind Control. Si destruyo Mind Control, ¿la recupero?", "es",
         "Sí. La criatura vuelve"),
        ("I Act of Treason my opponent's Tarmogoyf. Do I keep it after the end of turn?", "en",
         "No. The creature goes back at the end of the turn"),
    ],
)  # fmt: skip
def test_control_ends_with_its_effect(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "control").text.startswith(start)


def test_control_needs_the_effect_to_end(ask):
    _, verdict = ask("My opponent has Control Magic on my Serra Angel. Do I get my Angel back?")
    assert verdict is None or verdict.reasoner != "control"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Does Lightning Bolt kill a 3/3?", "en", "Yes. The 3/3 dies: 3 damage against toughness 3"),
        ("Does Lightning Bolt kill a 4/4?", "en", "No. The 4/4 survives"),
        # counters change the toughness (122.1a); damage already marked adds up (120.6)
        ("Does Lightning Bolt kill a 3/3 that has a +1/+1 counter?", "en", "No. The 3/3 survives: 3 damage against toughness 4"),
        ("¿Un Lightning Bolt mata a una 3/3 con dos contadores -1/-1?", "es", "Sí. La 3/3 muere"),
        ("Does 2 damage kill a 3/3 that already took 1 damage this turn?", "en", "Yes. The 3/3 dies: 3 damage"),
        ("¿Mi Grizzly Bears sobrevive a un Lightning Bolt?", "es", "No. "),
        ("i bolt my opponent's Serra Angel, does it die", "en", "No. Serra Angel survives"),
        # a toughness the card gives as */1+*: no Yes/No
        ("Does Lightning Bolt kill Tarmogoyf?", "en", "It depends on Tarmogoyf's toughness"),
    ],
)  # fmt: skip
def test_lethal_damage(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "lethal").text.startswith(start)


@pytest.mark.parametrize(
    "question",
    [
        "Does Lightning Bolt kill an indestructible 2/2?",
        "My opponent Bolts my 3/3 and I respond with Giant Growth. Does it die?",
        "Does Lightning Bolt kill a 3/3 if I prevent 2 of the damage?",
        "I block a 3/3 with my 2/2. Does my 2/2 die?",
    ],
)
def test_lethal_damage_leaves_other_factors_to_others(ask, question):
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != "lethal"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        # only an attempt to draw loses (704.5b); milling the library away doesn't
        ("if my opponent mills me with an empty library do i lose right away", "en", "No. Not by itself"),
        ("My library is empty. Do I lose when I have to draw in my draw step?", "en", "Yes. A player who attempts"),
        ("si mi biblioteca está vacía, ¿pierdo?", "es", "No. No por sí sola"),
        ("si tengo que robar con la biblioteca vacía, ¿pierdo la partida?", "es", "Sí. Un jugador que intenta robar"),
    ],
)  # fmt: skip
def test_empty_library(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "empty_library").text.startswith(start)


def test_empty_library_reads_a_card_that_wins_instead(ask):
    """Laboratory Maniac replaces the draw: no loss, a win (614.1a); Platinum Angel's "can't win" is left alone."""
    assert verdict_of(
        ask, "I have Laboratory Maniac and an empty library. Do I lose if I draw?", "en", "empty_library"
    ).text.startswith("No. Laboratory Maniac replaces the draw")
    _, verdict = ask("I have Laboratory Maniac and an empty library, opp has Platinum Angel. Do I win if I draw?")
    assert verdict is None or verdict.reasoner != "empty_library"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        # an ability isn't a spell (113.9); a "-2" is a loyalty ability, not a second Liliana
        ("el rival hace el -2 de Liliana of the Veil. ¿le puedo contrarrestar la habilidad con counterspell?", "es",
         "No. Counterspell solo contrarresta hechizos"),
        ("Can Counterspell counter a triggered ability?", "en", "No. Counterspell counters only spells"),
        # can't be countered: a legal target all the same (113.6g, 101.2)
        ("opp casts carnage tyrant. am i even allowed to counterspell it or is it an illegal target?", "en",
         "Yes. You can cast Counterspell targeting Carnage Tyrant"),
        ("Can I counter Carnage Tyrant with Counterspell?", "en", "No. You can cast Counterspell targeting"),
    ],
)  # fmt: skip
def test_countering_what_a_counterspell_cannot_counter(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "countering").text.startswith(start)


def test_countering_an_ordinary_spell_is_left_to_others(ask):
    _, verdict = ask("My opponent casts Lightning Bolt. Can I Counterspell it?")
    assert verdict is None or verdict.reasoner != "countering"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("it just gets shuffled back into my library instead, right?", "en"),
        ("se exilia en vez de ir al cementerio, ¿verdad?", "es"),
    ],
)
def test_a_statement_asked_for_confirmation_is_yes_no(question, lang):
    assert analyse(question, lang).qtype is QType.YES_NO


def test_an_ability_pinged_or_ulted_before_its_source_leaves_still_resolves(ask):
    pinged = (
        "Opp bolts my Walking Ballista with 2 counters. In response I remove both counters to ping. It dies as a 0/0 "
        "before the pings resolve - do the pings still happen?"
    )
    assert verdict_of(ask, pinged, "en", "source_gone").text.startswith("Yes. Walking Ballista's ability")
    ulted = "Liliana of the Veil has 6 loyalty. Does the ult still resolve even though she hits 0 and dies?"
    assert verdict_of(ask, ulted, "en", "source_gone").text.startswith("Yes. Liliana of the Veil's ability")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("llego al final de mi turno con 9 cartas en la mano. cuantas tengo que descartar", "es", "Descartas 2"),
        ("I have 8 cards in my hand at the end of my turn, how many do I discard?", "en", "You discard 1"),
        ("I end my turn with 6 cards in hand, do I have to discard?", "en", "No. None"),
        ("I have 9 cards in hand at the end of my opponent's turn, how many do I discard?", "en", "At the end of an opponent's turn you discard none"),
    ],
)  # fmt: skip
def test_hand_size_in_the_cleanup_step(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "hand_size").text.startswith(start)


def test_hand_size_answers_both_turns_when_both_are_asked(ask):
    both = "termino mi turno con 9 cartas en la mano, ¿cuántas descarto? ¿y si es al final del turno del rival?"
    verdict = verdict_of(ask, both, "es", "hand_size")
    assert verdict.text.startswith("Descartas 2") and "turno de un rival no descartas ninguna" in verdict.text
    assert len(verdict.steps) == 2


def test_hand_size_reads_no_maximum_hand_size(ask):
    question = "I control Reliquary Tower and have 9 cards in hand at the end of my turn. How many do I discard?"
    assert verdict_of(ask, question, "en", "hand_size").text.startswith("0: With Reliquary Tower")


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("can i move my loxodon warhammer onto an unblocked attacker after blocks", "en"),
        ("¿puedo equipar Loxodon Warhammer en respuesta a un Lightning Bolt?", "es"),
    ],
)
def test_equip_only_as_a_sorcery(ask, question, lang):
    verdict = verdict_of(ask, question, lang, "timing")
    assert verdict.text.startswith("No. ") and "702.6a" in verdict.text


def test_equip_in_the_main_phase_is_not_refused(ask):
    _, verdict = ask("Can I equip Loxodon Warhammer in my main phase?")
    assert verdict is None or "702.6a" not in verdict.text


def test_a_cost_increase_answers_can_i_still_cast_it_for_free(ask):
    verdict = verdict_of(
        ask, "opp has Thalia out. can i still Force of Will for free (exile blue card + 1 life)", "en", "costs"
    )
    assert verdict.text.startswith("No. You pay {1} more")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("el rival lanza think twice con flashback y se lo contrarresto. ¿vuelve al cementerio?", "es",
         "No. Think Twice se exilia"),
        ("I unearth Dregscape Zombie and my opponent Unsummons it. Does it go back to my hand?", "en",
         "No. Dregscape Zombie is exiled"),
        # an either-or question gets the finding without a Yes/No
        ("tengo Rest in Peace y el rival me tira un Lightning Bolt a la cara. ¿el bolt va a su cementerio o se exilia?",
         "es", "Lightning Bolt se exilia"),
    ],
)  # fmt: skip
def test_exiled_instead(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "exile_instead").text.startswith(start)


def test_exiled_instead_needs_the_way_it_was_cast(ask):
    _, verdict = ask("I cast Think Twice from my hand. Does it go to the graveyard?")
    assert verdict is None or verdict.reasoner != "exile_instead"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("can i block with a tapped creature", "en", "No. A tapped creature can't block"),
        ("¿puedo bloquear con una criatura girada?", "es", "No. Una criatura girada no puede bloquear"),
        ("Can a tapped creature attack?", "en", "No. A tapped creature can't attack"),
    ],
)
def test_a_tapped_creature_neither_attacks_nor_blocks(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "tapped").text.startswith(start)


def test_tapped_leaves_vigilance_alone(ask):
    _, verdict = ask("My creature has vigilance. Can it block after attacking, or is it tapped?")
    assert verdict is None or verdict.reasoner != "tapped"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("does a 0/0 token with a +1/+1 counter survive", "en", "Yes. The 0/0 survives: its toughness is 1"),
        ("¿una 2/2 que recibe -2/-2 muere?", "es", "Sí. La 2/2 muere: su resistencia es 0"),
        ("my 3/3 gets -1/-1 until end of turn, does it die?", "en", "No. The 3/3 survives"),
    ],
)
def test_toughness_zero_without_damage(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "lethal").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp Swords my Solemn Simulacrum, do I draw a card?", "en", "No. Solemn Simulacrum's “dies” ability doesn't"),
        ("opp Murders my Solemn Simulacrum, do I draw?", "en", "Yes. Solemn Simulacrum's “dies” ability triggers"),
        ("el rival le tira Swords to Plowshares a mi Solemn Simulacrum. ¿robo carta por el trigger de morir?", "es",
         "No. La habilidad de Solemn Simulacrum"),
    ],
)  # fmt: skip
def test_dies_trigger_needs_a_death(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "dies_trigger").text.startswith(start)


def test_an_exiled_token_maker_makes_none_even_with_a_doubler(ask):
    exiled = "I control Anointed Procession and my Doomed Traveler gets exiled by Swords to Plowshares. How many Spirit tokens do I get?"
    assert verdict_of(ask, exiled, "en", "dies_trigger").text.startswith("None (0): Doomed Traveler's")
    died = verdict_of(
        ask, "I control Anointed Procession and my Doomed Traveler dies. How many Spirit tokens do I get?"
    )
    assert died.reasoner == "replacement" and "2 tokens" in died.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("My Solemn Simulacrum dies in combat while my opponent controls Kalitas, Traitor of Ghet. Do I get to draw?",
         "en", "No: Solemn Simulacrum's ability doesn't trigger"),
        ("My Solemn Simulacrum dies in combat while I control Kalitas, Traitor of Ghet. Do I get to draw?",
         "en", "Yes: Kalitas, Traitor of Ghet's replacement effect doesn't apply"),
        ("Mi Solemn Simulacrum muere en combate y yo controlo a Kalitas, Traitor of Ghet. ¿Robo una carta?",
         "es", "Sí: el efecto de reemplazo de Kalitas"),
    ],
)  # fmt: skip
def test_kalitas_replaces_only_its_opponents_creatures_deaths(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "replacement").text.startswith(start)


def test_protection_from_another_colour_does_not_stop_the_spell(ask):
    black = (
        "Le lanzo Swords to Plowshares al Serra Angel de mi rival y él responde con Mother of Runes dándole protección "
        "contra el negro. ¿Se exilia el Angel?"
    )
    assert verdict_of(ask, black, "es", "targets").text.startswith("Sí. Swords to Plowshares se resuelve")
    white = black.replace("negro", "blanco")
    assert verdict_of(ask, white, "es", "targets").text.startswith("No. Swords to Plowshares no se")


def test_trample_counts_a_pump_on_the_blocker_and_the_attackers_deathtouch(ask):
    pumped = (
        "My Colossal Dreadmaw attacks and gets blocked by a Hill Giant. They Giant Growth the Hill Giant after blocks. "
        "How much damage can I trample over to my opponent?"
    )
    assert verdict_of(ask, pumped, "en", "combat").text.startswith("No damage (0) tramples over")
    touch = pumped.replace("after blocks.", "after blocks. My Colossal Dreadmaw had deathtouch on top of that.")
    assert verdict_of(ask, touch, "en", "combat").text.startswith("At most 5 damage tramples over")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("if I Swords my opponent's 4/4, how much life do they gain", "en", "Its controller gains 4 life"),
        ("Le tiro Swords to Plowshares a mi Grizzly Bears, ¿cuántas vidas gano?", "es", "Su controlador gana 2 vidas"),
    ],
)
def test_life_equal_to_power(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "life_from_power").text.startswith(start)


def test_life_equal_to_power_counts_a_pump_cast_on_it_in_response(ask):
    # "they Giant Growth it in response": the pump resolves first, so Swords reads the pumped power (4 + 3)
    question = "I Swords my opponent's Serra Angel and they Giant Growth it in response. How much life?"
    assert verdict_of(ask, question, "en", "life_from_power").text.startswith("Its controller gains 7 life")


def test_apnap_when_both_players_have_the_trigger(ask):
    question = "both me and opp have a blood artist. its my turn and a creature dies. whose trigger resolves first"
    assert verdict_of(ask, question, "en", "stack_order").text.startswith(
        "Your opponent's Blood Artist trigger resolves first"
    )
    spanish = "mi rival y yo tenemos un Blood Artist cada uno. es mi turno y muere una criatura, ¿qué habilidad se resuelve primero?"
    assert verdict_of(ask, spanish, "es", "stack_order").text.startswith("La habilidad de Blood Artist de tu oponente")


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Si genero maná en mi mantenimiento y no lo gasto, ¿puedo usarlo en el paso de robar?", "es"),
        ("can i float mana from my upkeep into my main phase?", "en"),
    ],
)
def test_mana_empties_between_steps(ask, question, lang):
    verdict = verdict_of(ask, question, lang, "mana_pool")
    assert verdict.text.startswith("No. ") and "106.4" in verdict.text


def test_mana_pool_leaves_mana_spent_now_alone(ask):
    _, verdict = ask("Can I tap Llanowar Elves for mana and cast Giant Growth with it?")
    assert verdict is None or verdict.reasoner != "mana_pool"


def test_stack_damage_reads_a_spell_cast_again_on_top(ask):
    question = (
        "My opponent casts Lightning Bolt on my Grizzly Bears, I respond with Giant Growth and they respond with "
        "another Lightning Bolt. Does my Bears die?"
    )
    verdict = verdict_of(ask, question, "en", "stack_damage")
    assert verdict.text.startswith("Yes. Grizzly Bears dies") and "608.2b" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp bolts my grizzly bears and i respond with giant growth. They respond to my giant growth with a second "
         "bolt. What happens to my giant growth?", "en", "Giant Growth doesn't resolve: when its turn comes, Grizzly "
         "Bears is already gone"),
        ("mi rival le tira un bolt a mis grizzly bears, respondo con giant growth y él responde con otro bolt. mi giant "
         "growth hace algo?", "es", "No. Giant Growth no se resuelve"),
        ("opp bolts my grizzly bears and i respond with giant growth. does my giant growth resolve?", "en",
         "Yes. Giant Growth resolves: its target, Grizzly Bears, is still on the battlefield"),
    ],
)  # fmt: skip
def test_stack_damage_says_whether_the_asked_pump_resolves(ask, question, lang, start):
    """The ask names the pump spell, not the creature: whether it resolves, once what was cast above it resolved."""
    verdict = verdict_of(ask, question, lang, "stack_damage")
    assert verdict.text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("lanzo village rites sacrificando un doomed traveler y me lo contrarrestan. me llevo el espiritu?", "es",
         "Sí. La habilidad de Doomed Traveler que se dispara al morir se dispara: sacrificada"),
        ("i sacrifice doomed traveler to viscera seer. do i get the spirit?", "en",
         "Yes. Doomed Traveler's “dies” ability triggers: sacrificed"),
    ],
)  # fmt: skip
def test_a_creature_sacrificed_as_a_cost_died(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "dies_trigger")
    assert verdict.text.startswith(start)
    assert ("contrarrestar el hechizo no lo deshace" in verdict.text) == (lang == "es")  # said only when countered


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("tengo un 5/5 con arrollar y toque mortal y me lo bloquea un 3/3. cuanto daño le paso al jugador como "
         "maximo?", "es", "Al jugador le pueden llegar como máximo 4 de daño", "combat"),
        ("my vampire nighthawk blocks a grizzly bears, does the bear die?", "en", "Yes. Grizzly Bears dies",
         "strikes"),
        ("mi vampire nighthawk bloquea un grizzly bears, se muere el oso?", "es", "Sí. Muere Grizzly Bears",
         "strikes"),
        ("mi vampire nighthawk bloquea un grizzly bears, se muere el halcon?", "es", "No. Muere Grizzly Bears",
         "strikes"),
        ("my 2/2 first striker attacks and gets blocked by a plain 2/2. mine kills it in the first strike step. does my "
         "guy still take 2?", "en", "No. Your 2/2 survives and the other one dies. First-strike damage", "strikes"),
    ],
)  # fmt: skip
def test_who_blocks_whom_and_which_one_is_asked_about(ask, question, lang, start, reasoner):
    """ "me lo bloquea un 3/3": the clitic is the first creature, blocked; the ask after the comma names the creature
    asked about, by a Spanish name word or a name word in the singular ("el oso" of Osos pardos)."""
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("mi biblioteca se quedo en 0 cartas despues de robar. pierdo ya?", "es", "No. No por sí sola",
         "empty_library"),
        ("my library is at 0 cards after i drew. do i lose now?", "en", "No. Not by itself", "empty_library"),
        ("i have 0 cards in library. do i lose when i draw?", "en", "Yes. A player who attempts to draw",
         "empty_library"),
        ("le tiro un pyroclasm y mi rival tiene un paladin en-vec, se muere el paladin?", "es",
         "No. Paladin en-Vec no recibe daño de Pyroclasm", "protection"),
    ],
)  # fmt: skip
def test_an_emptied_library_and_a_second_protection_color(ask, question, lang, start, reasoner):
    """The draw that emptied the library was no attempt to draw from it; "protection from black and from red"
    protects from red too."""
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("mi rival hace fog en combate y le respondo con un skullcrack. el fog sigue previniendo el daño de mis "
         "bichos?", "es", "No. Skullcrack hace que ese daño no pueda prevenirse"),
        ("opp casts fog and i respond with skullcrack. do my creatures deal damage?", "en",
         "Yes. Skullcrack makes that damage unpreventable, so Fog doesn't stop it"),
        ("opp casts fog and i respond with lightning bolt to his face. does fog stop the bolt?", "en",
         "No. Fog prevents only combat damage"),
    ],
)  # fmt: skip
def test_a_fog_undone_by_damage_that_cant_be_prevented(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "prevention").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "start", "reasoner"),
    [
        ("opp swords to plowshares my doomed traveler. I sac it to fling in response. do i get the spirit token?",
         "Yes. Doomed Traveler's “dies” ability triggers: sacrificed", "dies_trigger"),
        ("opp swords to plowshares my doomed traveler. I sac it to fling in response. How much damage does the fling "
         "do?", "1: Fling uses Doomed Traveler's power", "fling"),
        ("I sac my doomed traveler to fling. How much damage does the fling do?", "1: Fling uses", "fling"),
        ("I pump my Grizzly Bears with Giant Growth, then cast Fling sacrificing the Bears and targeting my opponent. I "
         "target their Grizzly Bears and they respond with Blossoming Defense. How much damage does Fling deal?",
         "0: Fling doesn't resolve", "targets"),  # a count asked: none
        ("mi Grizzly Bears tiene un Giant Growth encima (5/5) y la sacrifico para lanzar Fling. ¿cuánto daño hace el "
         "fling?", "5: Fling usa la fuerza de Grizzly Bears", "fling"),
    ],
)  # fmt: skip
def test_a_creature_sacrificed_to_fling_is_its_cost_not_a_lost_target(ask, question, start, reasoner):
    """Sacrificed in response to Swords, it died (the exile never happens); sacrificed to Fling, it paid Fling's
    cost, which no target check undoes."""
    lang = "es" if "¿" in question else "en"
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("i steal one of their creatures in my first main phase (permanent control change, no haste). can i attack "
         "with it this turn?", "en", "No. The creature can't attack", "sickness"),
        ("me and my opp are both on 2 life and i cast something that does 2 to each player. we both go to 0. who wins",
         "en", "The game is a draw", "life_totals"),
        ("two replacement effects both want to modify damage that would be dealt to me. who picks which one applies "
         "first?", "en", "You choose", "replacement"),
        ("mis grizzly bears tienen un contador +1/+1 y mi rival les tira ovinize. como quedan?", "es",
         "Grizzly Bears queda 1/2", "pt_layers"),
        ("if i cast teferi's protection and my banishing light phases out, does opp get their exiled permanent back?",
         "en", "No. Phasing out isn't leaving the battlefield", "phasing"),
        ("cuanto cuesta bajar un bicho boca abajo con metamorfosis (morph)?", "es", "3 de maná genérico ({3})",
         "face_down"),
        ("i made a token copy of baneslayer angel with rite of replication. what's the token's mv?", "en",
         "5: a copy (a token copy too) copies the original's mana cost", "mana_value"),
        ("me and my opp both control a blood artist. my grizzly bears dies during their turn. does my blood artist "
         "trigger resolve first?", "en", "Yes. Your Blood Artist trigger resolves first", "stack_order"),
        ("i'm at 38 life when my upkeep starts with felidar sovereign out. i cast healing salve during the upkeep to "
         "go to 41. do i win?", "en", "No. Felidar Sovereign's ability never triggers", "intervening_if"),
        ("que valor de mana tiene Spectral Procession? la pague con WWW", "es", "6: cada símbolo híbrido",
         "mana_value"),
        ("tio, si mi biblioteca se queda vacia pero todavia no tengo que robar, pierdo la partida?", "es",
         "No. No por sí sola", "empty_library"),
        ("mi rival lanza Krosan Grip a mi artefacto. con eso en la pila puedo activar habilidades de mana?", "es",
         "Sí. Tiempo dividido (split second) de Krosan Grip no impide las habilidades de maná", "timing"),
        ("opp put pacifism on my creature and i cast teferi's protection. does the pacifism phase out too?", "en",
         "Yes. Pacifism phases out with it", "phasing"),
        ("un hechizo con dos objetivos, si uno se vuelve ilegal se resuelve igual?", "es",
         "Sí. El hechizo se resuelve igualmente, pero solo para sus objetivos legales", "targets"),
        ("i have panharmonicon and cast mulldrifter. how many cards do i draw?", "en",
         "4 cards in all: Mulldrifter's ability triggers 2 times", "extra_triggers"),
        ("i control torbran, thane of red fell and there's a furnace of rath on the battlefield. I bolt my own grizzly "
         "bears. How much damage does it take?", "en", "Lightning Bolt deals 6 damage", "replacement"),
        ("commander game. my commander rorix bladewing has already dealt 14 combat damage to one opp this game, "
         "they're still at 30 life. rorix swings at them again and isn't blocked. do they lose?", "en",
         "No. A player loses only after 21 or more combat damage from the same commander, and here it is 20.",
         "commander_damage"),
        ("my commander is meren of clan nel toth and i've already cast her from the command zone twice this game. "
         "With a helm of awakening on the battlefield. how much mana to cast her again?", "en",
         "7: Helm of Awakening makes it cost {1} less than the 8", "commander_tax"),
        ("le tiro Wrath of God a la serra angel del rival y en respuesta le da hexproof con blossoming defense. ¿Se "
         "muere igual?", "es", "Sí. Wrath of God no hace objetivo", "targets"),
        ("tengo vampire nighthawk y hay un furnace of rath en mesa. ataco y no me bloquean, ¿cuánta vida gano?", "es",
         "Vampire Nighthawk no está bloqueada, así que hace 4 de daño", "player_damage"),
        ("i have vampire nighthawk and two furnace of rath. it attacks unblocked. how much life do i gain?", "en",
         "Vampire Nighthawk isn't blocked, so it deals 8 combat damage", "player_damage"),
        ("Tengo Urborg, Tomb of Yawgmoth en juego y mi rival lanza Blood Moon. ¿Pueden mis Forest seguir produciendo "
         "maná negro?", "es", "No. Con Blood Moon, Urborg, Tomb of Yawgmoth es una Montaña", "blood_moon"),
    ],
)  # fmt: skip
def test_seventeenth_round_card_free_and_card_verdicts(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("lili of the veil -2 a mi rival que solo tiene un slippery bogle, tiene que sacrificarlo?", "es",
         "Sí. Liliana of the Veil hace objetivo al jugador", "sacrifice"),
        ("mi kitchen finks ya volvió con el contador -1/-1 y le pongo un +1/+1. si muere otra vez vuelve?", "es",
         "Sí. Vuelve", "undying"),
        ("stomp dice que el daño no se puede prevenir, entonces le puedo hacer stomp a su kor firewalker con "
         "proteccion del rojo?", "es", "No. Kor Firewalker tiene protección contra el rojo", "targets"),
        ("grafdiggers cage is out, can i still put guys in with collected company?", "en",
         "No. Grafdigger's Cage says creature cards in libraries can't enter the battlefield", "cant_enter"),
        ("does copying a spell trigger prowess? like copying my own instant", "en", "No. A copy of a spell isn't cast",
         "storm"),
        ("my guy has pro black from mom, does damnation still kill it", "en",
         "Yes. Protection from black doesn't save the creature", "protection"),
        ("commander tax: 3rd time casting my commander from the command zone, how much extra", "en", "4 extra",
         "commander_tax"),
        ("que pasa si le hago daño de combate al que tiene la iniciativa", "es", "Tomas tú la iniciativa",
         "designations"),
        ("fling my walking ballista that has 3 counters on it, how much dmg does fling do", "en", "3: Fling uses",
         "fling"),
        ("opp has leyline of the void out. my kichen finks dies, does persist still bring it back?", "en",
         "No: Kitchen Finks's ability doesn't trigger", "replacement"),
        ("puedo mutar encima de un bicho de mi rival?", "es", "No. Un hechizo que muta solo puede", "mutate"),
        ("se puede equipar en el turno del rival?", "es", "No. Equipar solo se puede activar como un conjuro",
         "timing"),
        ("my stomp got countered, can i still cast bonecrusher later from exile?", "en",
         "No. A countered Stomp goes to its owner's graveyard", "countering"),
        ("bob revealed fire//ice, how much life do i lose", "en", "You lose 4 life", "mana_value"),
        ("its my upkeep, i have dark confidant and I control sulfuric vortex. Who picks the order?", "en",
         "You choose: all of those triggers are yours", "stack_order"),
        ("i act of treason opp's doomed traveler, attack with it, then sac it to my viscera seer. Where does the "
         "Doomed Traveler card end up?", "en", "It goes to its owner's graveyard", "owner_zone"),
        ("I Act of Treason my opponent's Wurmcoil Engine, attack with it, then sacrifice it to Fling. Which graveyard "
         "does Wurmcoil go to, and who gets the two Wurm tokens?", "en", "It goes to its owner's graveyard", "objects"),
        ("le tiro un bolt a la cara al rival, me responde con counterspell y yo contesto con mi propio counterspell a "
         "su counterspell. Él responde con un negate a mi counterspell. ¿el bolt hace daño?", "es",
         "No. Lightning Bolt queda contrarrestado", "counter_war"),
        ("Primero tiro yo el giant growth en los Llanowar Elves y el rival responde con el sudden shock. ¿Se salvan?",
         "es", "No. Llanowar Elves muere", "stack_damage"),
        ("Empieza mi mantenimiento; yo tengo Bitterblossom y tengo Sulfuric Vortex. ¿Se resuelve primero el disparo de "
         "mi Bitterblossom?", "es", "Sí, si quieres. Eliges tú", "stack_order"),
    ],
)  # fmt: skip
def test_seventeenth_round_table_questions(ask, question, lang, start, reasoner):
    """Questions as players type them at an FNM: a planeswalker's edict, a counter said as "a +1/+1", an Adventure's
    instant half aimed at a protected creature, a "can't enter" card, copies and prowess, a sweeper against a said
    protection, "3rd time", the initiative taken by the asker, counters on a flung Ballista, a misspelt creature's
    owner, mutate onto a rival's creature, equip's timing, a countered Adventure, a split card's mana value."""
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_strikes_reads_i_attack_as_my_creature(ask):
    verdict = verdict_of(
        ask, "I attack with a 4/4 and my opponent blocks with a 2/2. Does my creature die?", "en", "strikes"
    )
    assert verdict.text.startswith("No. 2/2 dies and 4/4 survives")


def test_legend_one_of_them_is_the_opponents(ask):
    for question, lang, start in (
        ("tengo dos Thalia en mesa. una es de mi rival, ¿qué pasa?", "es", "Cada uno conserva el suyo"),
        (
            "I have two Thalia, Guardian of Thraben. One of them is my opponent's. What happens?",
            "en",
            "Each of you keeps",
        ),
    ):
        assert verdict_of(ask, question, lang, "legend").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("does Wrath of God kill a creature with protection from white", "en", "Yes. Wrath of God doesn't target"),
        ("does hexproof save my creature from Wrath of God?", "en", "No. Wrath of God doesn't target"),
    ],
)
def test_an_untargeted_sweeper_and_the_word_protection(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "targets").text.startswith(start)


def test_lethal_steps_open_with_a_capital(ask):
    verdict = verdict_of(ask, "¿Un Lightning Bolt mata a una 3/3 con un contador +1/+1?", "es", "lethal")
    assert verdict.steps and all(step.text[0].isupper() for step in verdict.steps)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("mi rival me contrarresta un hechizo con flashback, ¿vuelve al cementerio?", "es", "No. La carta se exilia"),
        ("if my flashback spell gets countered does it go back to my graveyard", "en", "No. The card is exiled"),
    ],
)
def test_exiled_instead_with_the_keyword_said_and_no_card(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "exile_instead").text.startswith(start)


def test_exiled_instead_needs_the_spell_to_have_left_the_stack(ask):
    _, verdict = ask("Can I flashback a card from my graveyard at instant speed?")
    assert verdict is None or verdict.reasoner != "exile_instead"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("I cast Lightning Bolt at my opponent's face, they respond with Counterspell, and I respond with Counterspell "
         "on their Counterspell. Does my Bolt resolve?", "en", "Yes. Lightning Bolt resolves: with 2 counterspells"),
        ("I cast Lightning Bolt, they Counterspell it, I cast Counterspell on their Counterspell, they cast Counterspell "
         "on mine. Is my Bolt countered?", "en", "Yes. Lightning Bolt is countered: with 3 counterspells"),
        ("I Bolt their Grizzly Bears and they Counterspell it. Does the Bolt resolve?", "en",
         "No. Lightning Bolt is countered: Counterspell resolves first"),
        ("My opponent responds to my Lightning Bolt with Counterspell. What happens?", "en",
         "Lightning Bolt is countered: Counterspell resolves first"),
        ("Le tiro Lightning Bolt a mi rival, él responde con Counterspell al Bolt y yo respondo con otro Counterspell a "
         "su Counterspell. ¿Cuánto daño recibe?", "es", "Lightning Bolt se resuelve y hace sus 3 de daño"),
    ],
)  # fmt: skip
def test_a_counterspell_war_counts_from_the_top(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "counter_war").text.startswith(start)


def test_a_counterspell_war_must_not_fire(ask):
    for question in ("Can I Counterspell a Lightning Bolt?", "Does Counterspell counter an activated ability?"):
        _, verdict = ask(question)
        assert verdict is None or verdict.reasoner != "counter_war", question


def test_a_pump_between_the_damage_steps_counts_once(ask):
    question = (
        "My Boros Swiftblade attacks unblocked and I Giant Growth it {when}. How much damage does my opponent take?"
    )
    before = verdict_of(ask, question.format(when="before combat damage"), "en", "player_damage")
    assert "deals 8 combat damage" in before.text
    between = verdict_of(ask, question.format(when="after first-strike damage"), "en", "player_damage")
    assert "deals 5 combat damage" in between.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("I +2 Garruk Wildspeaker the turn I play him, and my opponent Lightning Bolts him. What's his loyalty?", "en",
         "Garruk Wildspeaker is left with 2 loyalty."),
        ("Juego Liliana of the Veil y uso su -2. Mi rival le hace 1 de daño. ¿Muere?", "es",
         "Sí. Liliana of the Veil se queda con 0 de lealtad"),
        ("My Garruk Wildspeaker has 4 loyalty counters and gets attacked for 3. Does it survive?", "en",
         "Yes. Garruk Wildspeaker is left with 1 loyalty."),
        ("cuantos contadores de lealtad le quedan a mi liliana of the veil si tiene 3 y le pegan con un bicho 2/2 sin "
         "bloquear?", "es", "A Liliana of the Veil le queda 1 contador de lealtad."),
    ],
)  # fmt: skip
def test_loyalty_counts_printed_loyalty_abilities_and_damage(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "loyalty").text.startswith(start)


def test_each_player_keeps_a_legend_of_their_own(ask):
    mine = verdict_of(ask, "My opponent has Thalia, Guardian of Thraben. Can I play mine?", "en", "legend")
    assert mine.text.startswith("Yes. Each of you keeps yours")
    es = "el rival tiene Thalia, Guardian of Thraben, ¿puedo jugar la mía sin que se muera ninguna?"
    assert verdict_of(ask, es, "es", "legend").text.startswith("Sí.")
    _, other = ask(
        "I cast Doom Blade on my opponent's Thalia, Guardian of Thraben. Nothing of mine died. Does it work?"
    )
    assert other is None or other.reasoner != "legend"


def test_shroud_on_a_named_card_stops_its_own_controller(ask):
    verdict = verdict_of(ask, "¿le puedo poner Rancor a mi propio Slippery Bogle?", "es", "targets")
    assert verdict.text.startswith("Sí.")
    hexproof = verdict_of(ask, "can i giant growth my own slippery bogle or does hexproof stop me too", "en", "targets")
    assert hexproof.text.startswith("Yes.")


def test_timing_reads_the_asking_clause_after_a_situation(ask):
    question = "en combate después de bloqueos, ¿puedo equipar Loxodon Warhammer al bicho que no bloquearon?"
    assert verdict_of(ask, question, "es", "timing").text.startswith("No.")


def test_an_empty_library_loses_only_on_a_draw(ask):
    alive = (
        "se me acabaron las cartas de la biblioteca en mi turno después de robar la última. ¿sigo vivo hasta que "
        "tenga que robar?"
    )
    assert verdict_of(ask, alive, "es", "empty_library").text.startswith("Sí. Sigues en la partida")


def test_a_second_cast_of_the_same_damage_spell_adds_up(ask):
    question = "le meto Shock a un 3/3 en la primera fase principal y otro Shock en la segunda. ¿se muere?"
    assert verdict_of(ask, question, "es", "lethal").text.startswith("Sí. La 3/3 muere: 4 de daño")
    again = (
        "I shock their 2/2, they giant growth it in response, I shock it again in response to the growth. does it die"
    )
    assert verdict_of(ask, again, "en", "stack_damage").text.startswith("Yes.")


def test_a_triggered_ability_whose_source_left_still_deals_its_damage(ask):
    question = (
        "My Mulldrifter's trigger is on the stack and my opponent kills Mulldrifter in response. Do I still draw?"
    )
    assert verdict_of(ask, question, "en", "source_gone").text.startswith("Yes.")


def test_gear_named_on_a_trampler_gives_it_deathtouch_and_lifelink(ask):
    question = "Basilisk Collar on my Colossal Dreadmaw, they block with a 4/4. how much tramples over and how much life do i gain"
    verdict = verdict_of(ask, question, "en", "combat")
    assert verdict.text.startswith("At most 5 damage tramples over") and "you gain 6 life" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("It's my turn and a Grizzly Bears dies. I control Blood Artist, my opponent controls Falkenrath Noble. "
         "Whose trigger resolves first?", "en", "Your opponent's Falkenrath Noble trigger resolves first"),
        ("It's my turn. Both my opponent and I control a Blood Artist, and I Murder a Grizzly Bears. Whose Blood Artist "
         "trigger resolves first?", "en", "Your opponent's Blood Artist trigger resolves first"),
        ("During their turn a Grizzly Bears dies. I control Blood Artist, my opponent controls Falkenrath Noble. "
         "Whose trigger resolves first?", "en", "Your Blood Artist trigger resolves first"),
    ],
)  # fmt: skip
def test_apnap_names_each_players_trigger(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "stack_order").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("My Grizzly Bears is blocked by a Hill Giant and I Murder the blocker. Does my opponent take damage?", "en",
         "No. It stays blocked"),
        ("mi Grizzly Bears lo bloquean dos bichos y mato uno con Shock antes del daño. ¿sigue bloqueado o pasa el daño "
         "al jugador?", "es", "Sigue bloqueada"),
    ],
)  # fmt: skip
def test_a_creature_whose_blocker_is_removed_stays_blocked(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "player_damage").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp casts walking ballista with X=3. for my counterspell that cares about mana value, what's its MV on the "
         "stack", "en", "6: on the stack X is the number chosen"),
        ("What is the mana value of Walking Ballista on the battlefield?", "en", "0: anywhere but the stack"),
        ("Mi rival lanza Fireball con X=5. ¿Cuál es su valor de maná en la pila?", "es", "6: en la pila X vale"),
    ],
)  # fmt: skip
def test_mana_value_counts_x_only_on_the_stack(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "mana_value").text.startswith(start)


def test_a_copy_gets_no_counters_and_a_zero_zero_dies(ask):
    clone = verdict_of(ask, "opp has a walking ballista with 3 counters, I clone it. how many counters do i get")
    assert clone.reasoner == "copies" and clone.text.startswith("0: counters aren't copied") and "704.5f" in clone.text
    spark = verdict_of(
        ask,
        "Tengo un Walking Ballista con 3 contadores +1/+1 y lo copio con Spark Double. ¿Con cuántos contadores entra?",
        "es",
        "copies",
    )
    assert spark.text.startswith("1: los contadores no se copian") and "704.5f" not in spark.text


def test_plus_and_minus_counters_annihilate_and_the_rest_decides(ask):
    shrunk = verdict_of(ask, "my walking ballista has 4 counters, opp plays skinrender targeting it. what is it after")
    assert shrunk.reasoner == "annihilate" and shrunk.text.startswith(
        "Walking Ballista ends up a 1/1 with 1 +1/+1 counter"
    )
    killed = verdict_of(
        ask, "mi Walking Ballista tiene 2 contadores y el rival juega Skinrender apuntándola, ¿qué pasa?", "es"
    )
    assert killed.reasoner == "annihilate" and "muere" in killed.text and "704.5f" in killed.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("My Grizzly Bears has two +1/+1 counters on it. My opponent casts Skinrender and puts its three -1/-1 "
         "counters on the Bears. Does my Bears survive?", "en", "Yes. Grizzly Bears ends up a 1/1"),
        ("Mis Grizzly Bears tienen un contador +1/+1 y el rival lanza Skinrender poniéndoles sus tres contadores "
         "-1/-1. ¿Se muere?", "es", "Sí. Grizzly Bears muere"),
        ("My Grizzly Bears has one +1/+1 counter and my opponent's Skinrender puts three -1/-1 counters on it. "
         "Does it survive?", "en", "No. Grizzly Bears dies"),
    ],
)  # fmt: skip
def test_annihilation_says_yes_or_no_to_whether_it_survives(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "annihilate").text.startswith(start)


def test_annihilation_needs_the_number_of_counters(ask):
    _, verdict = ask("opp plays skinrender targeting my walking ballista. what is it after")
    assert verdict is None or verdict.reasoner != "annihilate"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("I kick Burst Lightning, opp Twincasts it. does their copy do 4 or 2", "en", "The copy deals 4 damage"),
        ("Lanzo Fireball con X=5 y el rival lo copia con Fork. ¿cuánto daño hace la copia?", "es", "La copia hace 5 de daño"),
    ],
)  # fmt: skip
def test_a_spell_copy_keeps_kicker_and_x(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "spell_copy")
    assert verdict.text.startswith(start) and "707.10" in verdict.text


def test_a_spell_copy_says_yes_or_no_to_the_number_asked(ask):
    asked = "Hago Fork a un Burst Lightning con kicker del rival. ¿Mi copia hace 4?"
    assert verdict_of(ask, asked, "es", "spell_copy").text.startswith("Sí. La copia hace 4 de daño")
    wrong = "I fork my opponent's kicked Burst Lightning. Does my copy do 2?"
    assert verdict_of(ask, wrong, "en", "spell_copy").text.startswith("No. The copy deals 4 damage")


def test_an_unkicked_copy_is_not_called_kicked(ask):
    _, verdict = ask("I cast Burst Lightning, opp Twincasts it. how much damage does their copy do")
    assert verdict is None or verdict.reasoner != "spell_copy"


def test_each_lifelink_source_is_its_own_life_gain(ask):
    question = (
        "tengo Ajani's Pridemate y ataco con Vampire Nighthawk y otro bicho con Basilisk Collar, los dos hacen daño a "
        "la vez. ¿cuántos contadores le pongo al Pridemate?"
    )
    verdict = verdict_of(ask, question, "es", "lifegain_count")
    assert verdict.text.startswith("2: la habilidad de") and "119.9" in verdict.text


def test_dredge_replaces_any_one_of_several_draws(ask):
    question = (
        "tengo Life from the Loam en el cementerio y tiro Brainstorm. ¿puedo dragar en vez de robar una de las tres?"
    )
    verdict = verdict_of(ask, question, "es", "dredge")
    assert verdict.text.startswith("Sí. Los 3 robos de") and "121.2" in verdict.text and "702.52a" in verdict.text
    single = verdict_of(ask, "Life from the Loam is in my graveyard, can I dredge it in my draw step?", "en", "dredge")
    assert single.text.startswith("Yes. Instead of the draw, you may mill 3 cards")


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("Mi oponente lanza Disfigure sobre mis Grizzly Bears y respondo con Giant Growth. Responde a mi Giant Growth "
         "con otro Disfigure. ¿Sobreviven mis Bears?", "No. Grizzly Bears muere"),
        ("Mi oponente lanza Disfigure sobre mis Grizzly Bears y respondo con Giant Growth. Después de que se resuelva "
         "mi Giant Growth lanza otro Disfigure. ¿Sobreviven mis Bears?", "Sí. Grizzly Bears sobrevive"),
    ],
)  # fmt: skip
def test_stack_damage_reads_shrinking_and_a_spell_cast_after_one_resolved(ask, question, start):
    verdict = verdict_of(ask, question, "es", "stack_damage")
    assert verdict.text.startswith(start)
    assert ("704.5f" in verdict.text) == start.startswith("No")


def test_damage_i_deal_myself_is_not_an_opponents(ask):
    mine = "I control Torbran, Thane of Red Fell and Furnace of Rath and I Shock myself. How much damage do I take?"
    assert verdict_of(ask, mine, "en", "replacement").text.startswith("Shock deals 4 damage")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Con Trinisphere en juego, lanzo Force of Will pagando 1 vida y exiliando una carta azul. ¿Cuánto maná tengo "
         "que pagar?", "es", "3 de maná"),
        ("With Trinisphere out, how much do I pay for Lightning Bolt?", "en", "3 mana"),
        ("Trinisphere is on the battlefield. How much mana does Force of Will cost if I hard cast it?", "en", "5 mana"),
    ],
)  # fmt: skip
def test_a_minimum_cost_is_applied_to_the_total(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "costs")
    assert verdict.text.startswith(start) and "601.2f" in verdict.text


def test_lifelink_sources_counted_in_the_question(ask):
    question = "Dos criaturas con vínculo vital hacen daño a la vez. ¿Cuántas veces se dispara Ajani's Pridemate?"
    assert verdict_of(ask, question, "es", "lifegain_count").text.startswith("2: la habilidad de Ajani's Pridemate")
    _, alone = ask("A creature with lifelink deals damage. How many times does Ajani's Pridemate trigger?")
    assert alone is None or alone.reasoner != "lifegain_count"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("evoco Mulldrifter, ¿llego a robar las dos cartas aunque se sacrifique? ¿quién ordena los triggers?", "es",
         "Sí. Evocada, Mulldrifter entra igualmente"),
        ("If I evoke Shriekmaw, who orders the triggers?", "en", "You do: Evoked, Shriekmaw still enters"),
        ("I evoke Mulldrifter. Do I still draw two?", "en", "Yes. Evoked, Mulldrifter still enters"),
    ],
)  # fmt: skip
def test_an_evoked_creature_still_gets_its_enters_ability(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "evoke")
    assert verdict.text.startswith(start) and "603.3b" in verdict.text and "113.7a" in verdict.text


def test_evoke_needs_the_card_to_be_evoked(ask):
    _, verdict = ask("I cast Mulldrifter. Do I draw two cards?")
    assert verdict is None or verdict.reasoner != "evoke"


def test_a_regenerated_blocker_still_deals_its_combat_damage(ask):
    question = (
        "I attack with a 5/5, they block with River Boa and pay G to regenerate before damage. Does the Boa survive, "
        "and does it still deal its 2 damage to my guy?"
    )
    verdict = verdict_of(ask, question, "en", "survival")
    assert verdict.text.startswith("Yes. River Boa survives") and "still deals its combat damage" in verdict.text
    assert "510.2" in verdict.text
    _, alone = ask("They Wrath of God with my River Boa out and I regenerate it. Does it survive?")
    assert alone is None or "510.2" not in alone.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("tiro un bolt con young pyromancer en mesa y el rival me lo contrarresta. me dan la ficha igual?", "es",
         "Sí. La habilidad de Young Pyromancer se resuelve igualmente"),
        ("I cast Lightning Bolt with Monastery Swiftspear out, they Counterspell the Bolt. Does Swiftspear still get "
         "+1/+1?", "en", "Yes. Monastery Swiftspear's ability still happens"),
    ],
)  # fmt: skip
def test_a_cast_trigger_survives_the_spell_being_countered(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "cast_trigger")
    assert verdict.text.startswith(start) and "601.2i" in verdict.text


def test_a_cast_trigger_needs_a_spell_of_its_kind(ask):
    _, verdict = ask("I cast Grizzly Bears with Young Pyromancer out and they Counterspell it. Do I get a token?")
    assert verdict is None or verdict.reasoner != "cast_trigger"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Mi comandante cuesta 3. Ya lo lancé dos veces desde la zona de mando. ¿Cuánto me cuesta la tercera vez?",
         "es", "7: su coste 3 más un impuesto de comandante de 4"),
        ("my commander costs 4 and I've cast it once already. how much is it now?", "en", "6: its cost 4"),
    ],
)  # fmt: skip
def test_commander_tax_adds_two_for_each_previous_cast(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "commander_tax").text.startswith(start)


def test_an_x_shrink_reads_x_from_the_question(ask):
    question = (
        "mi walking ballista tiene 3 contadores +1/+1 y el rival tira black sun's zenith con X=2. cuantos contadores "
        "le quedan y como queda?"
    )
    assert verdict_of(ask, question, "es", "annihilate").text.startswith("Walking Ballista queda como 1/1")


def test_damage_marked_outlasts_an_anthem_that_leaves(ask):
    told = "Tengo Glorious Anthem y mi rival le hace 1 daño a mi Llanowar Elves con Walking Ballista."
    with_it = verdict_of(ask, told + " ¿Muere el Elves?", "es", "anthem")
    assert with_it.text.startswith("No. Llanowar Elves sobrevive") and "resistencia es 2" in with_it.text
    gone = verdict_of(ask, told + " Más tarde ese turno destruyen el Glorious Anthem. ¿Muere el Elves?", "es", "anthem")
    assert gone.text.startswith("Sí. Llanowar Elves muere") and "120.6" in gone.text and "611.3a" in gone.text


def test_an_opponents_anthem_is_not_read_as_mine(ask):
    _, verdict = ask("My opponent has Glorious Anthem and I Shock their Llanowar Elves for 2 damage. Does it die?")
    assert verdict is None or verdict.reasoner != "anthem"


def test_a_zero_zero_stripped_of_its_counters_is_a_target_gone(ask):
    question = (
        "My opponent Shocks my Walking Ballista, which has two +1/+1 counters. In response I remove both counters to "
        "ping them. What happens to the Shock?"
    )
    verdict = verdict_of(ask, question, "en", "targets")
    assert verdict.text.startswith("Shock doesn't resolve") and "608.2b" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Mi 5/5 es bloqueado por dos 3/3. ¿Tengo que asignarle daño letal al primero antes de poder pasar daño al "
         "segundo?", "es", "No. Cualquier reparto vale: una criatura bloqueada"),
        ("serra angel gets double blocked by two 3/3 flyers. do i have to put lethal on one before damaging the other "
         "or can i just split 2 and 2", "en", "No. Any split works: a creature blocked"),
        ("My Colossal Dreadmaw is blocked by two 2/2s. Can I split the damage 3 and 3?", "en", "Yes. Any split works"),
    ],
)  # fmt: skip
def test_damage_among_several_blockers_is_divided_freely(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "damage_split")
    assert verdict.text.startswith(start) and "510.1c" in verdict.text
    assert ("702.19b" in verdict.text) == ("Dreadmaw" in question)  # trample: lethal first only for the player


def test_damage_split_needs_several_blockers(ask):
    _, verdict = ask("My Colossal Dreadmaw is blocked by a 2/2. Can I split the damage between it and the player?")
    assert verdict is None or verdict.reasoner != "damage_split"


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("My Youthful Knight (2/1 first strike) is blocked by a Hill Giant. After the first-strike damage step, my "
         "opponent makes the Knight lose first strike. Does the Knight deal combat damage again in the regular combat "
         "damage step?", "No. It dealt its damage in the first-strike step"),
        ("My Hill Giant is blocked by a Youthful Knight. After the first-strike combat damage step I give my Hill Giant "
         "first strike. Does it still deal damage?", "Yes. It hadn't dealt damage yet"),
    ],
)  # fmt: skip
def test_first_strike_changed_after_the_first_damage_step(ask, question, start):
    verdict = verdict_of(ask, question, "en", "strike_change")
    assert verdict.text.startswith(start) and "702.7c" in verdict.text


def test_first_strike_changed_before_damage_is_not_this_case(ask):
    _, verdict = ask(
        "My Hill Giant is blocked by a Youthful Knight. I give my Hill Giant first strike. Does it survive?"
    )
    assert verdict is None or verdict.reasoner != "strike_change"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Mi oponente encantó a mi criatura con Pacifism. Le lanzo Apostle's Blessing y elijo protección contra el "
         "blanco. ¿Se va Pacifism al cementerio?", "es", "Sí. Pacifism va al cementerio"),
        ("My creature has Rancor and gains protection from white. Does Rancor fall off?", "en", "No. Rancor stays"),
        ("My creature has Rancor and gains protection from green. Does Rancor stay?", "en", "No. Rancor is put"),
        # "pro white" as players say it, and "what happens to the Aura?"
        ("opp pacifism'd my guy. if i tap mother of runes and give him pro white, what happens to the pacifism?", "en",
         "Pacifism is put into its owner's graveyard"),
        ("mi rival le puso pacifism a mi criatura; con mother of runes le doy pro rojo. ¿qué pasa con el pacifism?",
         "es", "Pacifism se queda"),
        # can it attack: Pacifism gone, nothing stops it; Pacifism still there, it still can't
        ("i put pacifism on opp's serra angel. they give it pro white with mother of runes. can the angel attack?",
         "en", "Yes. Pacifism is put"),
        ("le puse pacifism a su serra angel y con mother of runes le da protección contra el azul. ¿puede atacar?",
         "es", "No. Pacifism se queda"),
    ],
)  # fmt: skip
def test_an_aura_of_the_protected_color_falls_off(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "aura_protection")
    assert verdict.text.startswith(start) and "702.16c" in verdict.text


def test_a_pump_spell_goes_to_the_creature_it_is_cast_on_wherever_it_is_said(ask):
    grown = verdict_of(
        ask,
        "my youthful knight attacks and opp blocks with grizzly bears. Opp Giant Growths the Grizzly Bears after "
        "blocks. does my knight die?",
        "en",
        "strikes",
    )
    assert grown.text.startswith("Yes. Youthful Knight dies and Grizzly Bears survives")
    mine = verdict_of(
        ask,
        "my youthful knight attacks and opp blocks with grizzly bears. I cast Giant Growth on my knight. does my "
        "knight die?",
        "en",
        "strikes",
    )
    assert mine.text.startswith("No. Grizzly Bears dies and Youthful Knight survives")


def test_an_indestructible_survivor_is_said_to_be_one(ask):
    verdict = verdict_of(
        ask, "mi darksteel myr ataca y lo bloquea typhoid rats. sobrevive al toque mortal?", "es", "strikes"
    )
    assert verdict.text.startswith("Sí. No muere ninguna") and "es indestructible" in verdict.text
    assert "702.12b" in verdict.text
    plain = verdict_of(ask, "my grizzly bears attacks and is blocked by typhoid rats. does it die?", "en", "strikes")
    assert "indestructible" not in plain.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("My opponent's Banisher Priest enters and its trigger targets my creature. In response, I Lightning Bolt the "
         "Banisher Priest. Does my creature get exiled?", "en", "No. The creature is never exiled"),
        ("opp casts fiend hunter targeting my dude, i bolt the hunter with the ETB on the stack. does my dude get "
         "exiled forever??", "en", "Yes. The target is exiled for good"),
        ("Mi rival juega Oblivion Ring apuntando a mi criatura y en respuesta destruyo el Oblivion Ring. ¿Vuelve mi "
         "criatura?", "es", "No. El objetivo se exilia para siempre"),
        # removed by a named removal spell that can only hit the exiler, the exiler called by its nickname
        ("el rival baja oblivion ring apuntando a mi jace y en respuesta le rompo el o-ring con disenchant. ¿qué pasa "
         "con mi jace?", "es", "El objetivo se exilia para siempre"),
        ("opp casts o-ring on my tarmogoyf, in response i naturalize it. does goyf come back?", "en",
         "No. The target is exiled for good"),
    ],
)  # fmt: skip
def test_an_exiler_gone_before_its_enters_ability_resolves(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "until_leaves").text.startswith(start)


def test_an_exiler_that_stays_is_not_this_case(ask):
    _, verdict = ask("Oblivion Ring exiles my creature. Later I destroy Oblivion Ring. Does my creature come back?")
    assert verdict is None or verdict.reasoner != "until_leaves"
    # the removal spell could hit another named permanent too: who it removed isn't known
    _, verdict = ask(
        "opp casts oblivion ring on my tarmogoyf, in response i cast disenchant on their cursed scroll. does goyf "
        "come back?"
    )
    assert verdict is None or verdict.reasoner != "until_leaves"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("3-player pod: I have Impact Tremors and cast Raise the Alarm. How much damage does each opponent take?", "en",
         "2 to each opponent: Raise the Alarm puts 2 creature tokens"),
        ("Tengo Soul Warden y lanzo Dragon Fodder. ¿Cuántas vidas gano?", "es", "2 vidas: Dragon Fodder pone 2 fichas"),
    ],
)  # fmt: skip
def test_an_enters_trigger_fires_for_each_token(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "enters_count")
    assert verdict.text.startswith(start) and "603.2c" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Controlo Soul Warden y Ajani's Pridemate y lanzo Raise the Alarm. ¿Cuántos contadores +1/+1 recibe la "
         "Pridemate?", "es", "2 contadores +1/+1: Raise the Alarm pone 2 fichas"),
        ("I control Soul Warden, Ajani's Pridemate and Hardened Scales and cast Raise the Alarm. How many counters "
         "does the Pridemate get?", "en", "4 +1/+1 counters: Raise the Alarm puts 2 creature tokens"),
        ("I control Soul Warden, Doubling Season and Ajani's Pridemate and cast Raise the Alarm. How many counters "
         "does Pridemate get?", "en", "8 +1/+1 counters: Raise the Alarm puts 4 creature tokens"),
        ("I control Soul Warden and Doubling Season and cast Raise the Alarm. How much life do I gain?", "en",
         "4 life: Raise the Alarm puts 4 creature tokens"),
    ],
)  # fmt: skip
def test_each_life_gain_triggers_a_lifegain_creature_and_tokens_doubled_trigger_too(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "enters_count").text.startswith(start)


def test_tokens_asked_are_the_replacement_reasoners(ask):
    question = "I control Soul Warden and Doubling Season and cast Raise the Alarm. How many tokens do I get?"
    assert verdict_of(ask, question, "en", "replacement").text.startswith("You get 4 tokens")


def test_a_failing_reasoner_is_skipped_not_fatal(ask, monkeypatch, caplog):
    from answer import reasoners

    def broken(frame, cite):
        raise IndexError("no such group")

    monkeypatch.setattr(reasoners, "REASONERS", (broken, *reasoners.REASONERS))
    question = "3-player pod: I have Impact Tremors and cast Raise the Alarm. How much damage does each opponent take?"
    verdict = verdict_of(ask, question, "en", "enters_count")
    assert verdict.text.startswith("2 to each opponent")
    assert "failed" in caplog.text and "Impact Tremors" not in caplog.text  # no question text in the log


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("My Hill Giant wearing Basilisk Collar gets triple blocked by three 4/4s. How many of them can I kill?", "en",
         "3: with deathtouch 1 damage is lethal"),
        ("Mi Vampire Nighthawk es bloqueado por tres 2/2. ¿Cuántas mato?", "es", "2: con toque mortal"),
    ],
)  # fmt: skip
def test_a_deathtouch_attacker_kills_as_many_blockers_as_its_power(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "damage_split")
    assert verdict.text.startswith(start) and "702.2c" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp unsummons one of my soldier tokens. can i cast it again from my hand lol", "en",
         "No. The token ceases to exist"),
        ("Mi ficha de Zombie muere. ¿Puedo volver a jugarla?", "es", "No. La ficha deja de existir"),
        # flickered: by a named flicker spell, or "blink"
        ("le hago ephemerate a una ficha de soldado de raise the alarm. ¿qué pasa, vuelve?", "es",
         "No. La ficha deja de existir"),
        ("i blink my goblin token with restoration angel, does it come back?", "en", "No. The token ceases to exist"),
    ],
)  # fmt: skip
def test_a_token_that_left_the_battlefield_is_gone(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "token_gone")
    assert verdict.text.startswith(start) and "111.8" in verdict.text


def test_a_card_copying_a_token_is_not_a_token_gone(ask):
    question = "My Clone copied a token. If they Unsummon my Clone, can I cast it again?"
    verdict = verdict_of(ask, question, "en", "token_gone")
    assert verdict.text.startswith("Yes. Clone is a card")


def test_a_creature_without_first_strike_is_not_one_that_lost_it(ask):
    question = (
        "My Hill Giant without first strike is blocked by a Youthful Knight. After the first-strike damage step, does "
        "my Hill Giant deal damage?"
    )
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != "strike_change"


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        # two of a legend in the situation, something else asked (RulesGuru-style questions)
        ("I control Kiki-Jiki, Mirror Breaker and make a copy of my Pestermite. Does Pestermite's ability trigger?",
         "legend"),
        ("My opponent and I each control a Thalia, Guardian of Thraben. Can I cast Lightning Bolt for {R}?", "legend"),
        # a copier and a legend both named, nothing copying the legend
        ("I control Spark Double and Thalia, Guardian of Thraben. My opponent bolts Thalia. What happens?", "legend"),
        # a discard told in the situation, casting asked
        ("I have 8 cards in my hand. In my cleanup step I discard Lightning Bolt. Can my opponent cast Shock then?",
         "hand_size"),
        # spells on the stack, a yes/no about something other than their order
        ("I cast Lightning Bolt on my opponent's Grizzly Bears. Before it resolves, they cast Giant Growth on it. "
         "Does my opponent draw a card?", "stack_order"),
    ],
)  # fmt: skip
def test_a_reasoner_declines_what_its_situation_does_not_ask(ask, question, reasoner):
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != reasoner, verdict


def test_the_same_situations_still_reach_their_reasoners(ask):
    assert verdict_of(ask, "My opponent and I each control a Thalia, Guardian of Thraben. Do we keep both?", "en",
                      "legend").text.startswith("Yes.")  # fmt: skip
    assert verdict_of(ask, "I have 8 cards in my hand in my cleanup step. How many do I discard?", "en", "hand_size")
    assert verdict_of(
        ask, "I cast Lightning Bolt on my opponent's Grizzly Bears. In response they cast Giant Growth. Which resolves "
        "first?", "en", "stack_order")  # fmt: skip


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        # the source left, but not while its ability waited on the stack
        ("My Mulldrifter's enters trigger resolved. Later my opponent kills Mulldrifter with Murder. Do I draw a "
         "card?", "source_gone"),
        # casting the split second card itself, which split second doesn't stop
        ("I'm at 1 life with Sudden Shock in hand. Can I cast Sudden Shock on my opponent's Grizzly Bears?", "timing"),
        # spells on the stack and a count asked
        ("My opponent casts Lightning Bolt at my Grizzly Bears. In response I cast Giant Growth. How much damage "
         "does the Bolt deal when it resolves?", "stack_order"),
        # the removal came first (a cost), the targeted spell is the response
        ("I sacrifice Sakura-Tribe Elder to search for a land. In response, my opponent casts Lightning Bolt "
         "targeting me. What happens?", "targets"),
        # a flashback card in the story, another card asked about
        ("I cast Think Twice with flashback, then I cast Brainstorm. Does Brainstorm go to my graveyard?",
         "exile_instead"),
    ],
)  # fmt: skip
def test_reasoners_leave_lookalike_situations_alone(ask, question, reasoner):
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != reasoner, verdict


def test_split_second_still_stops_a_response_and_cast_triggers_answer_which_not_whether(ask):
    stopped = verdict_of(
        ask, "My opponent casts Sudden Shock on my Grizzly Bears. Can I cast Giant Growth in response?"
    )
    assert stopped.reasoner == "timing" and stopped.text.startswith("No.")
    which = verdict_of(
        ask,
        "I attack with Monastery Swiftspear, cast Lightning Bolt and my opponent counters it with Counterspell. Does "
        "Swiftspear deal 1 damage or 2?",
        "en",
        "cast_trigger",
    )
    assert not which.text.startswith("Yes")


@pytest.mark.parametrize(
    "question",
    [
        "My opponent casts Lightning Bolt on my Grizzly Bears. In response, I sacrifice them to Viscera Seer. What "
        "happens?",
        "I sacrifice my Grizzly Bears in response to my opponent's Lightning Bolt. Does the Bolt resolve?",
    ],
)
def test_a_target_removed_in_response_still_fizzles_the_spell(ask, question):
    assert verdict_of(ask, question, "en", "targets")


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I control Thalia, Guardian of Thraben and cast a Clone that copies it. What happens?", "en"),
        ("I control Thalia, Guardian of Thraben and cast Clone, choosing Thalia. Which one stays?", "en"),
        ("Tengo a Thalia, Guardian of Thraben y lanzo un Clone copiándola. ¿Qué pasa?", "es"),
        ("Copio mi propia Thalia, Guardian of Thraben con Clone. ¿Qué pasa?", "es"),
    ],
)
def test_a_copier_that_copies_the_legend_brings_the_legend_rule(ask, question, lang):
    assert verdict_of(ask, question, lang, "legend")


def test_a_card_name_is_no_price_question(ask):
    frame, _ = ask("My opponent casts Price of Progress and I control two nonbasic lands. How much damage do I take?")
    assert frame.out_of_scope is None and [card.name for card in frame.cards] == ["Price of Progress"]
    asked_price, _ = ask("What is the price of Price of Progress?")
    assert asked_price.out_of_scope is OutOfScope.PRICE


def test_keeping_both_legends_asked_in_spanish_reaches_the_legend_rule(ask):
    verdict = verdict_of(ask, "tengo dos thalias en mesa, me quedo con las dos?", "es", "legend")
    assert verdict.text.startswith("No.")


def test_en_respuesta_al_names_what_was_responded_to():
    from answer.reasoners.targets import _RESPONSE_OPENS

    assert _RESPONSE_OPENS.search("en respuesta, lanza shock") and _RESPONSE_OPENS.search("in response, he bolts")
    assert not _RESPONSE_OPENS.search("la sacrifico en respuesta al relampago")
    assert not _RESPONSE_OPENS.search("sacrifices it in response to my bolt")


def test_the_pump_a_damage_spell_beats_is_written_once_signed(ask):
    verdict = verdict_of(ask, "opp bolts my goyf in response to my giant growth, does goyf die", "en", "stack_damage")
    assert "without the +3 toughness" in verdict.text and "++" not in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("My opponent controls Doubling Season. My Raise the Alarm resolves. How many tokens do I get?", "en",
         r"^You get 2 tokens: Doubling Season doesn't apply\. \[109\.5\]"),
        ("Tengo Hardened Scales y mi Walking Ballista entra con X=2. Mi rival tiene Doubling Season. ¿Cuántos "
         "contadores recibe?", "es", r"^Recibe 3 contadores"),
        ("tengo doubling season y mi rival lanza raise the alarm, cuantas fichas saca", "es",
         r"^Tu rival obtiene 2 fichas: .*Doubling Season.* no se aplica"),
    ],
)  # fmt: skip
def test_replacement_a_doubler_only_changes_what_its_controller_gets(ask, question, lang, pattern):
    verdict = verdict_of(ask, question, lang, "replacement")
    assert re.search(pattern, verdict.text)
    assert "109.5" in verdict.steps[0].text  # the step says why the other player's doubler doesn't apply


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("if they bolt my llanowar elves in response to me tapping it for mana, do i still get the mana?", "en",
         r"^Yes\. Llanowar Elves's mana ability doesn't use the stack.*\[605\.3b\]"),
        ("si me bolean el llanowar en respuesta a su habilidad de mana, ¿saco el maná?", "es",
         r"^Sí\. La habilidad de maná de .*no usa la pila"),
        ("¿puede mi rival matar a mis Llanowar Elves en respuesta a que los gire para sacar maná?", "es",
         r"^No\. La habilidad de maná de .*nadie puede responder"),
    ],
)  # fmt: skip
def test_a_mana_ability_cannot_be_responded_to(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "mana_ability").text)


@pytest.mark.parametrize(
    "question",
    [
        # split second and mana abilities: another rule (702.61b)
        "Opponent casts Sudden Shock targeting my Llanowar Elves. Can I still tap the Elves for mana while Sudden "
        "Shock is on the stack?",
        # a response to a spell, not to the mana ability
        "I tap Llanowar Elves for mana and cast Giant Growth; in response they Bolt the Elves. Do I get the +3/+3?",
    ],
)
def test_a_mana_ability_must_not_fire(ask, question):
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != "mana_ability"


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        # the player casting the maker gets the tokens; only their own doublers (or one for every player) apply
        ("My opponent has Doubling Season and casts Raise the Alarm. How many tokens?", "en",
         r"^Your opponent gets 4 tokens"),
        ("my opponent has Doubling Season and I cast Raise the Alarm, how many tokens do I get?", "en",
         r"^You get 2 tokens: Doubling Season doesn't apply"),
        ("el rival tiene primal vigor en mesa y yo tiro raise the alarm. ¿cuántos soldados saco?", "es",
         r"^Obtienes 4 fichas: .*Primal Vigor se aplica a las fichas de todos los jugadores"),
        # with one result, the amount after each effect, among the steps
        ("doubling season and parallel lives both out, I cast raise the alarm. how many soldiers do i get?", "en",
         r"^You get 8 tokens: .*Step by step: 2 → 4 \(Doubling Season: ×2\) → 8 \(Parallel Lives: ×2\)\."),
    ],
)  # fmt: skip
def test_replacement_who_gets_the_tokens_and_the_chain(ask, question, lang, pattern):
    verdict = verdict_of(ask, question, lang, "replacement")
    assert re.search(pattern, " ".join([verdict.text, *(step.text for step in verdict.steps)]))


def test_replacement_who_chooses_for_the_opponents_creature(ask):
    verdict = verdict_of(
        ask, "tengo Kalitas, Traitor of Ghet y hay rest in peace en mesa. mato un bicho del rival. ¿quién elige?", "es"
    )
    assert verdict.text.startswith("Tu rival elige") and "616.1" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("I cast Murder on my opponent's Darksteel Myr. What happens?", "en", r"^Darksteel Myr survives.*\[702\.12b\]"),
        ("Can I Murder an indestructible creature?", "en",
         r"^Yes\. Indestructible doesn't stop Murder from targeting the creature, and Murder resolves, but the "
         r"creature isn't destroyed"),
        ("can i cast murder on darksteel myr?", "en", r"^Yes\. .*Darksteel Myr isn't destroyed"),
        ("Can I kill Darksteel Myr with Murder?", "en", r"^No\. Darksteel Myr survives"),
    ],
)  # fmt: skip
def test_survival_a_removal_spell_cast_at_an_indestructible_creature(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "survival").text)


def test_combat_blocks_with_names_the_blocker(ask):
    verdict = verdict_of(
        ask,
        "ataco con colossal dreadmaw y me bloquea con darksteel myr. ¿cuánto le puedo pasar al rival con el trample?",
        "es",
        "combat",
    )
    assert re.search(r"como máximo 5 de daño: .*Colossal Dreadmaw.* debe asignar", verdict.text)


def test_damage_split_answers_the_question_not_the_claim(ask):
    question = (
        "my craw wurm gets double blocked by grizzly bears and centaur courser. opp says i have to put lethal on the "
        "first blocker before anything goes on the second. can i just put all 6 on the courser?"
    )
    assert verdict_of(ask, question, "en", "damage_split").text.startswith("Yes.")
    told = verdict_of(ask, "my craw wurm gets double blocked. do i have to put lethal on the first blocker?")
    assert told.text.startswith("No.")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        # a response told after the cast, without "in response"
        ("le tiro doom blade a su bicho y él tapea la mother of runes y le da protección de negro. ¿qué pasa?", "es",
         r"^Doom Blade no se resuelve"),
        ("I cast Doom Blade on his Llanowar Elves and he gives it protection from black with Mother of Runes. What "
         "happens?", "en", r"^Doom Blade doesn't resolve"),
        # "le hace unsummon": the Spanish chat verb casting an English-named spell
        ("le tiro un bolt a su bicho y en respuesta él le hace unsummon a su propio bicho, ¿qué pasa con mi bolt?",
         "es", r"^Lightning Bolt no se resuelve"),
    ],
)  # fmt: skip
def test_targets_a_target_made_illegal_after_the_cast(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "targets").text)


def test_split_second_answers_can_i_respond_before_targets(ask):
    question = "me tira sudden shock a un bicho mío, ¿puedo sacrificarlo a viscera seer en respuesta para hacer scry?"
    verdict = verdict_of(ask, question, "es", "timing")
    assert verdict.text.startswith("No.") and "702.61a" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("se muere mi solemn simulacrum y con el trigger en la pila el rival usa la segunda habilidad de relic of "
         "progenitus y exilia todos los cementerios. ¿robo igual?", "es", r"^Sí\. .*\[700\.4\].*\[113\.7a\]"),
        ("my Solemn Simulacrum dies and in response to the trigger they exile my graveyard with Relic of Progenitus. "
         "Do I still draw?", "en", r"^Yes\. .*independently of its source"),
    ],
)  # fmt: skip
def test_dies_trigger_already_on_the_stack_when_the_card_is_exiled(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "dies_trigger").text)


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("they bolt my liliana of the veil, can i -1 her in response?", "en", r"^No\. .*\[606\.3\]"),
        ("me tiran un bolt a mi liliana of the veil, ¿puedo usar su -2 en respuesta?", "es", r"^No\. .*\[606\.3\]"),
        ("my face-down exalted angel (morphed) gets bolted. can i unmorph it in response?", "en",
         r"^Yes\. Turning a face-down permanent face up is a special action.*\[702\.37e\]"),
    ],
)  # fmt: skip
def test_timing_loyalty_abilities_and_turning_face_up(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "timing").text)


def test_timing_a_pump_is_no_loyalty_ability(ask):
    _, verdict = ask("Can I attack with a 2/2 and pump it +1/+1 in response to blocks?")
    assert verdict is None or "606.3" not in verdict.text


def test_stack_order_their_trigger_in_my_upkeep(ask):
    question = "my upkeep: my phyrexian arena triggers and their sulfuric vortex triggers. which one resolves first?"
    verdict = verdict_of(ask, question, "en", "stack_order")
    assert verdict.text.startswith("Your opponent's Sulfuric Vortex trigger resolves first")


def test_strikes_damage_from_earlier_in_the_turn_stays_marked(ask):
    question = "I shock their Hill Giant, then attack with my Grizzly Bears and it blocks. What happens?"
    verdict = verdict_of(ask, question, "en", "strikes")
    assert verdict.text.startswith("Both creatures die.") and "[704.5g, 120.6]" in verdict.text
    plain = verdict_of(ask, "My Grizzly Bears blocks their Hill Giant. What happens?", "en", "strikes")
    assert plain.text.startswith("Grizzly Bears dies and Hill Giant survives.")


def test_until_leaves_answers_what_happens(ask):
    question = "i cast banisher priest targeting their thragtusk. they bolt the priest in response. what happens?"
    assert verdict_of(ask, question, "en", "until_leaves").text.startswith("The creature is never exiled")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("le hago unsummon a su thragtusk, ¿pasa algo?", "es", r"^Sí\. .*Thragtusk.*\[603\.6c\]"),
        ("I Swords their Thragtusk. Do they get a beast?", "en",
         r"^Yes\. Thragtusk's “leaves the battlefield” ability triggers.*3/3 green Beast"),
        ("I cast Control Magic on their Flametongue Kavu. Does its trigger happen?", "en",
         r"^No\. Flametongue Kavu's “enters” ability doesn't trigger.*\[603\.6a\]"),
    ],
)  # fmt: skip
def test_zone_trigger_leaves_and_control_change(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "zone_trigger").text)


def test_zone_trigger_must_not_fire_without_the_card_leaving(ask):
    _, verdict = ask("I control Thragtusk. Does it trigger when it attacks?")
    assert verdict is None or verdict.reasoner != "zone_trigger"


def test_stack_damage_what_happens_to_the_creature(ask):
    question = "le tiro bolt a sus grizzly bears y responde con giant growth. ¿qué pasa con los bears?"
    verdict = verdict_of(ask, question, "es", "stack_damage")
    assert re.search(r"^Grizzly Bears sobrevive: .*resistencia 5 y 3 de daño", verdict.text)


def test_undying_what_happens_when_it_dies_again(ask):
    question = (
        "mi geralf's messenger ya volvió una vez por undying y tiene el contador +1/+1. si me lo matan otra vez, "
        "¿qué pasa?"
    )
    assert verdict_of(ask, question, "es", "undying").text.startswith("No vuelve: resiliencia")


def test_mana_pool_what_happens_to_unspent_mana(ask):
    question = "en mi upkeep tapeo llanowar elves para sacar G, ¿qué pasa con ese maná si no lo gasto en el upkeep?"
    assert verdict_of(ask, question, "es", "mana_pool").text.startswith("El maná sin gastar no pasa")


def test_timing_too_late_after_lethal_damage(ask):
    question = "after combat damage my bears took lethal damage, can I giant growth it to save it?"
    verdict = verdict_of(ask, question, "en", "timing")
    assert verdict.text.startswith("No. Too late") and "704.3" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("le contrarresto el wurmcoil engine con counterspell, ¿qué pasa, saca igual los tokens?", "es",
         r"^Contrarrestado, Wurmcoil Engine va de la pila al cementerio"),
        ("I counterspell their Thragtusk. Do they gain 5 life?", "en", r"^No\. Countered, Thragtusk .*\[701\.6a\]"),
    ],
)  # fmt: skip
def test_zone_trigger_a_countered_permanent_spell_never_enters(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "zone_trigger").text)


def test_zone_trigger_robo_is_draw_not_steal(ask):
    _, verdict = ask("Lanzo Clone copiando mi Elvish Visionary. ¿Robo una carta?", "es")
    assert verdict is None or verdict.reasoner != "zone_trigger"


def test_trigger_count_life_lost(ask):
    question = (
        "I have Blood Artist plus 3 other creatures on the board and I cast wrath of god. how much life does my "
        "opponent lose from blood artist?"
    )
    verdict = verdict_of(ask, question, "en", "trigger_count")
    assert verdict.text.startswith("4 life: Blood Artist triggers 4 times")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("tengo kokusho en mesa y bajo otro kokusho, me quedo con el nuevo y el viejo va al cementerio. ¿cuánta vida "
         "pierde mi rival?", "es", r"^5: .*regla de leyendas"),
        ("I Murder my opponent's Kokusho. How much life do they lose?", "en", r"^5: Kokusho, the Evening Star's"),
    ],
)  # fmt: skip
def test_dies_trigger_life_lost_when_its_own_death_triggers_it(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "dies_trigger").text)


def test_dies_trigger_life_not_from_another_creatures_death(ask):
    _, verdict = ask("I cast Massacre Wurm and my opponent has three Llanowar Elves. How much life do they lose?")
    assert verdict is None or not verdict.text.startswith("2:")


def test_costs_a_plain_cost_increase(ask):
    verdict = verdict_of(ask, "their thalia is out. how much do i need to pay for a lightning bolt now?", "en", "costs")
    assert verdict.text.startswith("Lightning Bolt costs {1}{R} (2 mana)")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("este turno ya tiré 3 hechizos y ahora tiro grapeshot, todo a la cara. ¿cuánto daño le hago en total?", "es",
         r"^4 de daño: tormenta copia Grapeshot"),
        ("I cast two spells, then Grapeshot. How many copies?", "en", r"^2 copies: storm"),
        # an ordinal: the 4th spell has 3 before it
        ("grapeshot is the 4th spell i cast this turn. how much damage total can i throw at their face?", "en",
         r"^4 damage: storm copies Grapeshot once for each of the 3 spells"),
        ("grapeshot es mi quinto hechizo del turno, ¿cuánto daño hace en total?", "es", r"^5 de daño"),
    ],
)  # fmt: skip
def test_storm_counts(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "storm").text)


def test_source_gone_knows_a_cards_nickname(ask):
    question = (
        "ftk enters and i target their guy with the 4 dmg trigger. they bolt the ftk in response. does their guy "
        "still take 4?"
    )
    verdict = verdict_of(ask, question, "en", "source_gone")
    assert verdict.text.startswith("Yes. Flametongue Kavu's ability still resolves")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        # trample on a keyword line ("Flying, double strike, vigilance, trample, indestructible")
        ("ataco con zetalpa y me bloquea con deadly recluse. ¿cuánto daño le puedo meter al rival como máximo?", "es",
         r"6 de daño en total"),
        # "max i can trample over?" asks an amount; "wearing" puts the Equipment on it
        ("colossal dreadmaw wearing basilisk collar attacks, they double block with grizzly bears and craw wurm. max i "
         "can trample over to the player?", "en", r"^At most 4 damage tramples over.*1 → Grizzly Bears, 1 → Craw Wurm"),
    ],
)  # fmt: skip
def test_combat_keyword_lines_max_and_wearing(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "combat").text)


def test_loyalty_doubling_season_doubles_entering_counters_not_the_cost(ask):
    question = (
        "doubling season is out, i cast liliana of the veil and +1 her right away. how much loyalty does she have "
        "after the +1?"
    )
    verdict = verdict_of(ask, question, "en", "loyalty")
    assert verdict.text.startswith("Liliana of the Veil is left with 7 loyalty.") and "(6)" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("opp has walking ballista with 3 counters on it. i cast clone copying it, what do i get?", "en",
         r"^The copy is 0/0: .*Clone is put into its owner's graveyard"),
        ("su grizzly bears tiene giant growth este turno (5/5). si bajo phantasmal image copiándolo, ¿cuánto mide mi "
         "copia?", "es", r"^La copia es 2/2"),
    ],
)  # fmt: skip
def test_copies_size_and_a_zero_toughness_copy(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "copies").text)


def test_prevention_unpreventable_damage_and_its_source_gone(ask):
    base = "I attack with Vampire Nighthawk, it's unblocked, and my opponent casts Fog. I also control Questing Beast."
    verdict = verdict_of(ask, base + " Do I still gain life from lifelink?", "en", "prevention")
    assert verdict.text.startswith("Yes. Questing Beast makes that damage unpreventable") and "615.12" in verdict.text
    gone = verdict_of(ask, base + " They Murder the Questing Beast. Do I still gain life from lifelink?", "en")
    assert gone.text.startswith("No. Fog prevents that damage")


def test_combat_a_burn_spell_before_damage_counts_toward_lethal(ask):
    question = (
        "My Colossal Dreadmaw attacks and gets blocked by Siege Mastodon. I Shock the Siege Mastodon before damage. "
        "How much trample damage goes through to my opponent?"
    )
    verdict = verdict_of(ask, question, "en", "combat")
    assert verdict.text.startswith("At most 3 damage tramples over") and "(3 → Siege Mastodon)" in verdict.text


def test_stack_damage_a_second_bolt_by_its_short_name(ask):
    question = (
        "My opponent Lightning Bolts my Grizzly Bears and I respond with Giant Growth on it. They respond to my Giant "
        "Growth with a second Bolt. Do the Bears survive?"
    )
    assert verdict_of(ask, question, "en", "stack_damage").text.startswith("No. Grizzly Bears dies")


def test_legend_rule_after_stealing_the_other_players_legend(ask):
    question = (
        "The Thalia, Guardian of Thraben already out is my opponent's. I steal their Thalia with Control Magic. If I "
        "cast a second Thalia, can I keep both on the battlefield?"
    )
    assert verdict_of(ask, question, "en", "legend").text.startswith("No. You choose one of them to keep")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("Acabo de bajar un Llanowar Elves este turno. ¿Puedo girarlo ya para sacar maná?", "es", r"^No\."),
        ("Acabo de bajar un Llanowar Elves este turno. Tengo un Fervor en mesa. ¿Puedo girarlo ya para sacar maná?",
         "es", r"^Sí\. Llanowar Elves puede: Fervor da prisa"),
        ("Acabo de bajar un Llanowar Elves este turno. Mi rival tiene un Fervor en mesa. ¿Puedo girarlo ya?", "es",
         r"^No\. Llanowar Elves aún no puede: Fervor solo da prisa .*\[302\.6\]"),
    ],
)  # fmt: skip
def test_sickness_haste_from_a_card_counts_only_for_its_controller(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "sickness").text)


def test_split_second_allows_a_named_mana_ability(ask):
    base = "Opponent casts Sudden Shock targeting my Llanowar Elves. Can I sacrifice the Llanowar Elves to "
    altar = verdict_of(ask, base + "Ashnod's Altar in response?", "en", "timing")
    assert altar.text.startswith("Yes.") and "702.61b" in altar.text
    seer = verdict_of(ask, base + "my Viscera Seer in response?", "en", "timing")
    assert seer.text.startswith("No.") and "702.61a" in seer.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("felidar sovereign out, my upkeep, im at 41 so it triggers. opp shocks me in response, im at 39 now. what "
         "happens?", "en", r"^Felidar Sovereign's ability does nothing: .*at 39 life.*\[603\.4\]"),
        ("Felidar Sovereign triggers at 45 life; in response they bolt me to 42. Do I still win?", "en",
         r"^Yes\. Felidar Sovereign's ability still resolves"),
        ("felidar sovereign trigger on the stack, i'm at 41. opp bolts me in response, now 38. do i still win", "en",
         r"^No\. Felidar Sovereign's ability does nothing: .*at 38 life"),
        ("in my draw step howling mine triggers, opp taps it with icy in response. do i still get the extra card",
         "en", r"^No\. Howling Mine's ability does nothing"),
    ],
)  # fmt: skip
def test_intervening_if_is_checked_again_on_resolution(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "intervening_if").text)


def test_intervening_if_stays_out_of_an_unrelated_response(ask):
    _, verdict = ask("Mana Vault triggers in my draw step, but before it resolves I cast Murder on a creature. Can I?")
    assert verdict is None or verdict.reasoner != "intervening_if"


def test_zone_trigger_hushwing_gryff_stops_enters_triggers(ask):
    question = "el rival tiene hushwing gryff y yo bajo ravenous chupacabra. ¿qué pasa con el trigger de destruir?"
    verdict = verdict_of(ask, question, "es", "zone_trigger")
    assert "no se dispara" in verdict.text and "Hushwing Gryff" in verdict.text


def test_copies_a_clone_gets_the_enters_trigger(ask):
    question = "si hago clone copiando el ravenous chupacabra del rival, ¿me llevo el trigger de ETB y mato algo?"
    assert re.search(
        r"^Sí\. Clone entra ya como copia de Ravenous Chupacabra.*\[707\.5\]",
        verdict_of(ask, question, "es", "copies").text,
    )
    damage = "copio con clone el flametongue kavu del rival. ¿hago los 4 de daño?"  # the damage its trigger deals
    assert verdict_of(ask, damage, "es", "copies").text.startswith("Sí. Clone entra ya como copia de Flametongue Kavu")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("el rival tiene su thalia y yo bajo la mía. ¿se aplica la legend rule y alguien tiene que tirar una?", "es",
         r"^No\. Cada uno conserva el suyo"),
        ("yo tengo mi thalia y le pongo control magic a la thalia del rival. ¿qué pasa?", "es", r"^Tú eliges cuál conservas"),
    ],
)  # fmt: skip
def test_legend_rule_mine_and_theirs_in_spanish_chat(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "legend").text)


def test_countering_a_spanish_verb_made_of_counterspell(ask):
    verdict = verdict_of(ask, "¿puedo counterspellear el trigger de ETB de su ravenous chupacabra?", "es", "countering")
    assert verdict.text.startswith("No.") and "113.9" in verdict.text


def test_until_leaves_a_pronoun_for_the_exiler(ask):
    question = (
        "bajo banisher priest apuntando a su bicho y me lo matan con un shock en respuesta al trigger. ¿qué pasa con "
        "su bicho?"
    )
    assert verdict_of(ask, question, "es", "until_leaves").text.startswith("La criatura no se exilia nunca")


def test_targets_says_the_effect_asked_about_doesnt_happen_either(ask):
    question = (
        "i helix their viscera seer and they just sac it to itself in response. do i at least still get the 3 life?"
    )
    verdict = verdict_of(ask, question, "en", "targets")
    assert verdict.text.startswith("No. Lightning Helix doesn't resolve") and "“you gain 3 life”" in verdict.text


def test_combat_a_blocked_double_striker_whose_blocker_died(ask):
    question = (
        "fencing ace gets chump blocked by a 1/1 spirit token, the first strike hit kills the token. where does the "
        "regular damage go, to the player?"
    )
    verdict = verdict_of(ask, question, "en", "combat")
    assert verdict.text.startswith("Nowhere: Fencing Ace stays blocked") and "510.1c" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("me atacan con un 4/4. ¿puedo flashear ambush viper y bloquearlo con ella?", "es",
         r"^Sí\. Ambush Viper tiene destello, así que lánzala después de que se declaren los atacantes"),
        ("Mi rival ataca. La lanzo después de que se hayan declarado los bloqueadores. ¿Puedo lanzar Ambush Viper y "
         "bloquear con ella?", "es", r"^No\. Demasiado tarde"),
    ],
)  # fmt: skip
def test_timing_flash_in_a_blocker(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "timing").text)


def test_storm_copies_are_not_cast(ask):
    question = "storm count is 4 and i cast grapeshot with young pyromancer out. how many elementals do i get?"
    verdict = verdict_of(ask, question, "en", "storm")
    assert verdict.text.startswith("1 trigger of Young Pyromancer") and "707.10" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("opp has rest in peace out and my commander dies (well, gets exiled i guess). can i still put it in the "
         "command zone?", "en", r"^Yes\. .*\[903\.9a\]"),
        ("mi comandante es devuelto a la mano, ¿puedo mandarlo a la zona de mando?", "es", r"^Sí\. .*\[903\.9b\]"),
    ],
)  # fmt: skip
def test_command_zone(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "command_zone").text)


def test_targets_a_divided_spell_keeps_its_division(ask):
    question = (
        "forked bolt, 1 at their llanowar elves and 1 at their grizzly bears. they unsummon the elves in response. how "
        "much does the bears take, can i move the other point onto it?"
    )
    verdict = verdict_of(ask, question, "en", "targets")
    assert "The division was announced as it was cast" in verdict.text and "601.2d" in verdict.text


def test_a_yes_no_question_with_an_or_what_happens_tail(ask):
    question = (
        "i helix their viscera seer and they sac it in response. do i at least still get the 3 life or what happens?"
    )
    assert verdict_of(ask, question, "en", "targets").text.startswith("No. Lightning Helix doesn't resolve")


def test_combat_equipment_worn_after_a_parenthesis(ask):
    question = (
        "My Ghalta, Primal Hunger (12/12 trample) is wearing Basilisk Collar and gets blocked by Wall of Omens (0/4) "
        "and a Siege Mastodon. What's the most damage I can trample over to my opponent?"
    )
    assert verdict_of(ask, question, "en", "combat").text.startswith("At most 10 damage tramples over")


def test_legend_rule_a_copy_of_my_own_legend_while_the_opponent_has_one(ask):
    base = "My opponent and I each control a Kalitas, Traitor of Ghet. I copy my own Kalitas, Traitor of Ghet with "
    clone = verdict_of(ask, base + "Clone. Does the legend rule make one of us lose theirs?", "en", "legend")
    assert clone.text.startswith("Yes. You choose one of them to keep")
    spark = verdict_of(ask, base + "Spark Double. Does the legend rule make one of us lose theirs?", "en", "legend")
    assert spark.text.startswith("No.")


def test_mana_pool_a_keeper_of_one_color(ask):
    question = "Lanzo Dark Ritual en mi mantenimiento. Tengo Omnath, Locus of Mana. ¿Puedo guardarme el {B}{B}{B} para mi paso de robar?"
    verdict = verdict_of(ask, question, "es", "mana_pool")
    assert verdict.text.startswith("No.") and "solo evita que se vacíe el maná verde" in verdict.text
    _, kruphix = ask(question.replace("Omnath, Locus of Mana", "Kruphix, God of Horizons"), "es")
    assert kruphix is None or kruphix.reasoner != "mana_pool"


def test_replacement_an_unblocked_creature_that_connects(ask):
    question = (
        "I control Torbran, Thane of Red Fell and Furnace of Rath, and my Bloodbraid Elf (3 power) connects unblocked. "
        "Can I apply Torbran first so my opponent takes (3+2)x2 = 10?"
    )
    verdict = verdict_of(ask, question, "en", "replacement")
    assert verdict.text.startswith("No. Your opponent chooses") and "8 damage" in verdict.text


def test_combat_without_the_equipment(ask):
    question = (
        "My Ghalta, Primal Hunger (12/12 trample) is wearing Basilisk Collar and gets blocked by Wall of Omens (0/4). "
        "They double-block with a Siege Mastodon as well. Without the Basilisk Collar. What's the most damage I can "
        "trample over to my opponent?"
    )
    assert verdict_of(ask, question, "en", "combat").text.startswith("At most 3 damage tramples over")


def test_combat_a_parenthesised_pt_belongs_to_the_creature_before_it(ask):
    question = (
        "My Ghalta, Primal Hunger (12/12 trample) gets blocked by Wall of Omens (0/4) and a Siege Mastodon. What's the "
        "most damage I can trample over to my opponent?"
    )
    verdict = verdict_of(ask, question, "en", "combat")
    assert "(4 → Wall of Omens, 5 → Siege Mastodon)" in verdict.text


def test_life_totals_from_the_cards_damage_to_each_player(ask):
    verdict = verdict_of(ask, "1 vs 1, los dos estamos a 3 vidas y tiro earthquake con X=3. ¿quién gana?", "es")
    assert verdict.reasoner == "life_totals" and verdict.text.startswith("La partida termina en empate")
    # X said as "for 3", and a yes/no: "do I win?" is no, it's a draw
    win = verdict_of(ask, "we're both at 3 and i earthquake for 3. do i win since it's my spell?", "en")
    assert win.reasoner == "life_totals" and win.text.startswith("No. The game is a draw")


def test_replacement_undying_counters_and_the_size(ask):
    question = (
        "se muere mi young wolf y tengo winding constrictor en mesa. ¿con cuántos contadores vuelve y cuánto mide?"
    )
    verdict = verdict_of(ask, question, "es", "replacement")
    assert verdict.text.startswith("Recibe 2 contadores") and "Young Wolf queda como 3/3." in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("I attack with Vampire Nighthawk, unblocked. My opponent has Tainted Remedy. How much life do I gain?", "en",
         r"you lose 2 life instead\. \[614\.1a\]"),
        ("ataco con vampire nighthawk, no lo bloquean, y el rival tiene tainted remedy. ¿qué pasa con mi lifelink?",
         "es", r"pierdes 2 vidas en su lugar"),
    ],
)  # fmt: skip
def test_player_damage_lifelink_turned_into_a_loss(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "player_damage").text)


def test_exile_instead_a_creature_returned_without_being_cast(ask):
    question = "I Ephemerate my creature but my opponent has Containment Priest. Does it come back?"
    verdict = verdict_of(ask, question, "en", "exile_instead")
    assert verdict.text.startswith("No. It stays in exile") and "614.1a" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("tengo thragtusk en mesa, flasheo restoration angel y blinkeo al thragtusk. ¿cuánta vida gano y cuántas "
         "bestias saco?", "es", r"^Thragtusk deja el campo de batalla y vuelve a entrar.*“you gain 5 life\.”"),
        ("I Ephemerate my Thragtusk. What happens?", "en",
         r"^Thragtusk leaves the battlefield and enters it again, so both its abilities trigger"),
    ],
)  # fmt: skip
def test_zone_trigger_a_flickered_creature_triggers_both(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "zone_trigger").text)


def test_spell_copy_may_choose_new_targets(ask):
    verdict = verdict_of(ask, "they bolt my creature. can i twincast their bolt and send the copy at their face?")
    assert verdict.reasoner == "spell_copy" and verdict.text.startswith("Yes. Twincast lets you choose new targets")


def test_counter_war_how_does_it_play_out(ask):
    question = (
        "I bolt their grizzly bears, they counterspell the bolt, I negate the counterspell. nobody does anything else, "
        "how does it play out?"
    )
    assert verdict_of(ask, question, "en", "counter_war").text.startswith("Lightning Bolt resolves")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("i act of treason their thragtusk, swing with it, then sac it to my viscera seer. who gets the 3/3 beast, and "
         "where does the tusk go?", "en", r"^It goes to its owner's graveyard.*You do: the leaves-the-battlefield trigger of "
         r"Thragtusk is controlled by the player who controlled it when it left.*\[603\.3a\]"),
        ("le robo su thragtusk con act of treason y lo sacrifico a mi viscera seer. ¿quién se lleva la bestia?", "es",
         r"^Tú: la habilidad de dejar el campo.*de Thragtusk la controla quien la controlaba"),
    ],
)  # fmt: skip
def test_objects_a_stolen_creatures_leaves_trigger_is_the_thiefs(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "objects").text)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "pattern"),
    [
        ("el rival castea pyroclasm y en respuesta le doy protección del rojo a mi llanowar elves con mother of runes. "
         "¿sobrevive el elfo?", "es", "protection", r"^Sí\. Llanowar Elves no recibe daño de Pyroclasm"),
        ("my upkeep, i have phyrexian arena and opp has sulfuric vortex. which one resolves first?", "en",
         "stack_order", r"^Your opponent's Sulfuric Vortex trigger resolves first"),
        ("i act of treason their solemn simulacrum, swing, then sac it to ashnod's altar. who gets the draw from "
         "solemn?", "en", "objects", r"^You do: the dies trigger of Solemn Simulacrum .*so you get the card draw"),
        ("mi rival y yo tenemos cada uno un jace, the mind sculptor en mesa. ¿qué pasa por la regla de leyendas?", "es",
         "legend", r"^Cada uno conserva el suyo"),
        ("le hago act of treason al llanowar elves del rival, ¿lo puedo girar para maná este turno?", "es", "timing",
         r"^Sí\. .*Act of Treason.* le da prisa"),
        ("casteo rancor sobre mi llanowar elves y me lo matan con un shock en respuesta. ¿el rancor vuelve a mi mano?",
         "es", "targets", r"^No\. Rancor no se resuelve"),
    ],
)  # fmt: skip
def test_verdicts_l_faults(ask, question, lang, reasoner, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, reasoner).text)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "pattern"),
    [
        ("solo me queda un bicho sin girar, ¿puedo bloquear con él al boggart brute?", "es", "blocking",
         r"^No\. Una sola criatura no puede bloquear a Boggart Brute.*\[702\.111b\]"),
        ("¿puedo hacer flashback de deep analysis en el turno del rival, tipo en su end step?", "es", "timing",
         r"^No\. Deep Analysis es un conjuro.*retrospectiva.*\[307\.1\]"),
        ("Can I cast Wrath of God in my opponent's end step?", "en", "timing", r"^No\. Wrath of God is a sorcery"),
    ],
)  # fmt: skip
def test_menace_with_one_blocker_and_sorcery_timing(ask, question, lang, reasoner, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, reasoner).text)


def test_sorcery_timing_not_with_something_that_gives_flash(ask):
    question = "Con Leyline of Anticipation en mesa, ¿puedo lanzar Wrath of God en el paso final del rival?"
    _, verdict = ask(question, "es")
    assert verdict is None or not verdict.text.startswith("No.")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("el rival tiene blind obedience. si bajo sol ring, ¿puedo sacarle maná ese mismo turno?", "es",
         "No. Sol Ring entra al campo de batalla girado"),
        ("opp has authority of the consuls. i cast a goblin guide, can it attack this turn?", "en",
         "No. Goblin Guide enters the battlefield tapped"),
        ("I play Carrion Crow, can it block on my opponent's turn?", "en", "No. Carrion Crow enters the battlefield"),
    ],
)  # fmt: skip
def test_a_permanent_that_enters_tapped_cant_tap_attack_or_block(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "enters_tapped")
    assert verdict.text.startswith(start) and "107.5" in verdict.text


@pytest.mark.parametrize(
    "question",
    [
        # the effect is mine, and reaches only my opponents' permanents
        "i have blind obedience and play sol ring, can i tap it right away?",
        # an untap effect in play
        "opp has blind obedience, i have amulet of vigor and play sol ring. can i tap it for mana?",
    ],
)
def test_enters_tapped_needs_the_effect_to_reach_the_permanent(ask, question):
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != "enters_tapped"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("humility is out and i have glorious anthem. my creatures are 1/1 right?", "en", "No. The creature is 2/2"),
        ("el rival le pone lignify a mi tarmogoyf, que ahora es 4/5. ¿cuánto queda?", "es", "Tarmogoyf queda 0/4"),
        ("activo mutavault con glorious anthem en la mesa. ¿es 2/2 o 3/3?", "es", "Mutavault queda 3/3"),
        ("my centaur courser has two +1/+1 counters on it and opp hits it with turn to frog. what's its p/t now?",
         "en", "Centaur Courser is 3/3"),
        ("el rival le pone darksteel mutation a mi serra angel y yo tengo glorious anthem. ¿de qué tamaño queda?",
         "es", "Serra Angel queda 1/2"),
        ("opp turn to frogs my tarmogoyf, i respond with giant growth. how big is it?", "en", "Tarmogoyf is 4/4"),
    ],
)  # fmt: skip
def test_a_set_power_and_toughness_then_modifiers(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "pt_layers")
    assert verdict.text.startswith(start) and "613.4b" in verdict.text


def test_set_power_and_toughness_needs_one_setter_and_a_size_question(ask):
    _, verdict = ask("opp casts turn to frog on my tarmogoyf. can it still block a flier?")
    assert verdict is None or verdict.reasoner != "pt_layers"
    # the rival's anthem doesn't pump my creature
    verdict = verdict_of(ask, "opp has glorious anthem and turns my tarmogoyf into a frog with turn to frog. how big?")
    assert verdict.text.startswith("Tarmogoyf is 1/1")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("lili of the veil is at 5 loyalty. can i -6 her anyway and just let her die?", "en",
         "No. A −6 loyalty ability can't be activated with only 5 loyalty"),
        ("my garruk has 3 loyalty, can i -3 him?", "en", "Yes. It has 3 loyalty"),
        ("bajé ugin (7 de lealtad) este turno. ¿cuál es la X más alta que puedo usar en el -X?", "es",
         "La X más alta es 7"),
    ],
)  # fmt: skip
def test_a_negative_loyalty_cost_needs_that_much_loyalty(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "loyalty")
    assert verdict.text.startswith(start) and "606.6" in verdict.text


def test_trample_reads_who_swings_and_a_blocker_burned_before_damage(ask):
    # the attacker is the one after "I swing", though the blocker is named first; "3 dmg on it" is marked damage
    swung = verdict_of(
        ask,
        "bolted their ravenous baloth precombat (4/4 so it lived with 3 dmg on it). then i swing colossal dreadmaw and "
        "they block with the baloth. how much trample damage can i push through?",
        "en",
        "combat",
    )
    assert swung.text.startswith("At most 5 damage tramples over") and "1 → Ravenous Baloth" in swung.text
    # the blocker, called "el elfo", dies to the Bolt before damage: all of it goes to the player (702.19d)
    burned = verdict_of(
        ask,
        "ataco con colossal dreadmaw, me bloquea con un llanowar elves y yo le tiro lightning bolt al elfo antes del "
        "daño. ¿cuánto daño le hago al rival?",
        "es",
        "combat",
    )
    assert burned.text.startswith("Los 6 de daño") and "702.19d" in burned.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("mi vampire nighthawk ataca y me bloquean con dos serra angel. ¿puedo matar a los dos?", "es", "Sí. 2:"),
        ("my vampire nighthawk gets blocked by three grizzly bears. can i kill them all?", "en", "No. 2:"),
    ],
)  # fmt: skip
def test_can_a_deathtouch_attacker_kill_all_its_blockers(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "damage_split")
    assert verdict.text.startswith(start) and "702.2c" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("mi bob (dark confidant) revela un fireball en el mantenimiento. ¿cuánta vida pierdo?", "es",
         "Pierdes 1 vida(s)"),
        ("dark confidant flips a force of will, how much life do i lose?", "en", "You lose 5 life"),
    ],
)  # fmt: skip
def test_dark_confidant_loses_the_revealed_mana_value(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "mana_value").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("i sac a treasure for mana. can opp respond to that with a counterspell or something?", "en",
         "No. A Treasure's mana ability doesn't use the stack"),
        ("saco un tesoro para sacar maná. ¿el rival puede responder?", "es", "No. La habilidad de maná de un Tesoro"),
        ("i tap my llanowar elves for mana. can opp respond by bolting it?", "en",
         "No. Llanowar Elves's mana ability doesn't use the stack"),
    ],
)  # fmt: skip
def test_a_mana_ability_told_then_a_response_asked(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "mana_ability").text.startswith(start)


def test_a_mana_ability_without_a_response_asked_is_not_this_case(ask):
    _, verdict = ask("i tap my llanowar elves for mana. can i cast a 2-drop with it?")
    assert verdict is None or verdict.reasoner != "mana_ability"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("atraxa end step proliferate: can i put poison on opp and loyalty on my walker but skip the -1/-1 counters "
         "on my own guy?", "en", "Yes. Proliferate lets you choose"),
        ("al proliferar, ¿tengo que poner un contador a todo lo que tenga contadores?", "es", "No. Proliferar te deja"),
    ],
)  # fmt: skip
def test_proliferate_chooses(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "proliferate")
    assert verdict.text.startswith(start) and "701.34a" in verdict.text


def test_a_strip_mine_played_cant_be_countered(ask):
    verdict = verdict_of(ask, "opp plays bojuka bog as their land drop. can i counterspell it?", "en", "timing")
    assert verdict.text.startswith("No. Playing Bojuka Bog is a special action") and "305.1" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        # "two target …" in the Oracle text: several targets, it resolves for the one left
        ("hago ghostly flicker sobre mi mulldrifter y mi sol ring, y en respuesta me matan el mulldrifter. ¿el sol "
         "ring igual se exilia y vuelve?", "es", "Sí. Ghostly Flicker se resuelve igualmente"),
        # a divided spell: the other target doesn't get the share of the one that left
        ("i electrolyze, 1 at their birds and 1 at their llanowar elves. they sac the birds in response. does the elf "
         "take both damage now?", "en", "No. Electrolyze still resolves, but only for its legal targets"),
    ],
)  # fmt: skip
def test_several_targets_one_gone(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "targets")
    assert verdict.text.startswith(start) and "608.2b" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp bolts my face-down exalted angel. i flip it up in response, does it live?", "en",
         "Yes. Turning it face up is a special action"),
        ("el rival le tira un lightning bolt a mi exalted angel boca abajo; en respuesta la pongo boca arriba. ¿muere?",
         "es", "No. Ponerla boca arriba es una acción especial"),
    ],
)  # fmt: skip
def test_a_face_down_creature_turned_up_in_response_to_burn(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "timing")
    assert verdict.text.startswith(start) and "4/5" in verdict.text


def test_a_deathtouch_blocker_is_not_the_attacker_that_kills_all(ask):
    question = "My Hill Giant is double-blocked by two Llanowar Elves, one of them a Typhoid Rats. Can I kill both?"
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != "damage_split" or "Typhoid Rats divides" not in verdict.text


def test_shroud_given_by_equipment_stops_my_own_equip(ask):
    question = "my only creature has lightning greaves on it. can i equip sword of fire and ice to it too?"
    verdict = verdict_of(ask, question, "en", "targets")
    assert verdict.text.startswith("No. A permanent with shroud") and "702.18a" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("sneak attacked griselbrand in, then flashed in resto to blink it. do i still have to sac it at the end "
         "step?", "en", "No. Flickered, Griselbrand came back as a new object"),
        ("meto un griselbrand con sneak attack y luego le hago ephemerate. ¿lo tengo que sacrificar al final del "
         "turno?", "es", "No. Al parpadear, Griselbrand volvió como un objeto nuevo"),
    ],
)  # fmt: skip
def test_a_flickered_creature_escapes_a_delayed_sacrifice(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "delayed_blink")
    assert verdict.text.startswith(start) and "400.7" in verdict.text


def test_a_delayed_sacrifice_without_a_flicker_is_not_this_case(ask):
    _, verdict = ask("sneak attacked griselbrand in and attacked. do i have to sac it at the end step?")
    assert verdict is None or verdict.reasoner != "delayed_blink"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("can their shivan dragon block my baneslayer angel? both fly", "en",
         "No. Shivan Dragon can't block Baneslayer Angel: Baneslayer Angel has protection from dragons"),
        ("can my hypnotic specter block their white knight?", "en", "No. Hypnotic Specter can't block White Knight"),
        ("can my grizzly bears block their white knight?", "en", "Yes. Grizzly Bears can block White Knight"),
        ("¿puede mi llanowar elves bloquear a su kor firewalker?", "es",
         "Sí. Llanowar Elves puede bloquear a Kor Firewalker"),
    ],
)  # fmt: skip
def test_an_attacker_with_protection_and_its_would_be_blocker(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "blocking")
    assert verdict.text.startswith(start) and "702.16f" in verdict.text


def test_protection_given_in_the_question_is_not_read_as_the_cards(ask):
    question = "they give their white knight pro green with mother of runes. can my grizzly bears block it?"
    _, verdict = ask(question)
    assert verdict is None or not verdict.text.startswith("Yes. Grizzly Bears can block")


def test_protection_given_in_response_to_a_sweeper(ask):
    question = "opp casts wrath of god, i tap mom to give my best guy pro white in response. what happens to him?"
    verdict = verdict_of(ask, question, "en", "protection")
    assert verdict.text.startswith("Protection from white doesn't save your creature, which is destroyed anyway")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("bajo flametongue kavu y no hay más criaturas en la mesa. ¿tengo que hacerle los 4 a mi propio kavu?", "es",
         "Sí. La habilidad de entrar de Flametongue Kavu es obligatoria"),
        ("i cast flametongue kavu with no other creatures out. can i choose not to target it?", "en",
         "No. Flametongue Kavu's enters ability is mandatory"),
        ("i play ravenous chupacabra and there are no other creatures. do i have to destroy it?", "en",
         "No. Ravenous Chupacabra's enters ability can't target Ravenous Chupacabra itself"),
    ],
)  # fmt: skip
def test_a_mandatory_enters_target_with_no_other_creature(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "must_target")
    assert verdict.text.startswith(start) and "603.3d" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Tengo Panharmonicon y Soul Warden en el campo de batalla. Si mi rival juega una criatura, ¿gano 2 vidas?",
         "es", "Sí. La habilidad de Soul Warden se dispara 2 veces"),
        ("My opponent has Panharmonicon and I have Soul Warden. A creature enters. How much life do I gain?", "en",
         "Soul Warden's ability triggers only once"),
        ("I have two Panharmonicons and Soul Warden. A creature enters, how many times does Soul Warden trigger?",
         "en", "Soul Warden's ability triggers 3 times"),
    ],
)  # fmt: skip
def test_panharmonicon_adds_triggers_to_its_controllers_permanents(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "extra_triggers")
    assert verdict.text.startswith(start) and "603.2d" in verdict.text


def test_panharmonicon_and_a_land_entering(ask):
    """Lotus Cobra's landfall (an ability word before "Whenever") is read as a trigger: a land entering is neither an
    artifact nor a creature, so Panharmonicon adds nothing."""
    _, verdict = ask("I have Panharmonicon and Lotus Cobra. I play a land, how many times does Cobra trigger?")
    assert verdict is not None and verdict.reasoner == "extra_triggers"
    assert verdict.text.startswith("Once") and "603.2d" in verdict.text


def test_an_untargeted_spell_against_a_hexproof_card(ask):
    question = "Mi rival tiene un Slippery Bogle. ¿Puedo quitárselo con Council's Judgment?"
    verdict = verdict_of(ask, question, "es", "targets")
    assert verdict.text.startswith("Sí. Council's Judgment no hace objetivo")


def test_dies_triggers_after_an_exile_sweeper(ask):
    question = (
        "I control Blood Artist, Grizzly Bears and Llanowar Elves. My opponent casts a spell exiling all creatures. "
        "How many times does Blood Artist trigger?"
    )
    verdict = verdict_of(ask, question, "en", "trigger_count")
    assert verdict.text.startswith("None (0): exiled creatures") and "700.4" in verdict.text


def test_must_target_and_untargeted_spells_stay_in_their_lane(ask):
    # another creature is named: Flametongue Kavu has a target other than itself
    _, verdict = ask(
        "There are no creatures other than my Grizzly Bears. I cast Flametongue Kavu. Do I have to target it?"
    )
    assert verdict is None or verdict.reasoner != "must_target"
    # "does it survive?" is about toughness, not about targets
    _, verdict = ask("Does Thrun, the Last Troll survive Toxic Deluge for 3?")
    assert verdict is None or verdict.reasoner != "targets"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("i cast kozilek butcher of truth and opp counterspells it. do i still draw the 4 cards?", "en",
         "Yes. Kozilek, Butcher of Truth's “when you cast” ability triggers"),
        ("casteo bloodbraid elf y el rival lo counterea. ¿igual hago cascada?", "es", "Sí. Cascada se dispara"),
        ("lanzo hydroid krasis con X=5 y el rival me lo contrarresta con essence scatter. ¿robo algo?", "es",
         "Sí. La habilidad de «cuando lances» de Hydroid Krasis"),
    ],
)  # fmt: skip
def test_a_spells_own_cast_trigger_survives_the_counter(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "cast_trigger")
    assert verdict.text.startswith(start) and "113.7a" in verdict.text


def test_hydroid_krasis_half_x(ask):
    question = "lanzo hydroid krasis con X=5 y el rival me lo contrarresta con essence scatter. ¿robo algo?"
    assert "la mitad de X redondeada hacia abajo es 2" in verdict_of(ask, question, "es", "cast_trigger").text


def test_combat_a_legend_by_its_short_name_and_a_chump_block(ask):
    question = "zetalpa (4/8 double strike trample) gets chumped by a wind drake. max damage i can get to their face?"
    assert verdict_of(ask, question, "en", "combat").text.startswith("6 damage in all goes to the player")


def test_commander_tax_from_the_cards_mana_value(ask):
    question = "voy a lanzar a atraxa desde la zona de mando por tercera vez. ¿cuánto maná pago en total?"
    assert verdict_of(ask, question, "es", "commander_tax").text.startswith("8: su coste 4")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("¿Le puedo contrarrestar con Counterspell la habilidad de Evolving Wilds a mi rival cuando la activa?", "es",
         "No. Counterspell solo contrarresta hechizos", "countering"),
        # the card named as a verb after "le puedo hacer"
        ("el rival usa el -2 de liliana of the veil. ¿le puedo hacer counterspell a la habilidad?", "es",
         "No. Counterspell solo contrarresta hechizos", "countering"),
        ("el rival me tira diabolic edict y solo tengo mi darksteel myr. ¿lo tengo que sacrificar igual aunque sea "
         "indestructible?", "es", "Sí. Diabolic Edict obliga a sacrificar", "sacrifice"),
        ("opp casts diabolic edict, my only creature is darksteel colossus. does indestructible save it?", "en",
         "No. Diabolic Edict makes the player sacrifice", "sacrifice"),
        ("me tiran sudden shock al mogg fanatic. ¿lo puedo sacrificar en respuesta para hacer el 1 de daño?", "es",
         "No. Mientras Sudden Shock está en la pila", "timing"),
        ("¿el rival puede responder cuando sacrifico mi lotus petal para sacar maná?", "es",
         "No. La habilidad de maná de Lotus Petal no usa la pila", "mana_ability"),
        ("opp has thalia. if i pitch a blue card, does my force of will still cost zero mana?", "en",
         "No. You pay {1} more for Force of Will", "costs"),
    ],
)  # fmt: skip
def test_what_a_counter_an_edict_split_second_and_a_tax_allow(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_replacement_reads_a_swinging_attacker_after_a_folded_opp(ask):
    question = "opp has furnace of rath and swings a 3/3 at me. i cast healing salve to prevent 3 to myself. how much do i take?"
    verdict = verdict_of(ask, question, "en", "replacement")
    assert "0 damage is dealt" in verdict.text and "616.1" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("bajo un grizzly bears este turno, ¿puedo usarlo para tripular el smuggler's copter que tengo desde hace "
         "turnos?", "es", "Sí. El mareo de invocación solo impide"),
        ("can i tap creatures i just played this turn to convoke chord of calling?", "en",
         "Yes. Summoning sickness stops only"),
        ("turn 1 memnite into springleaf drum. can i tap the memnite i just played for the drum's mana?", "en",
         "Yes. Summoning sickness stops only"),
        ("casteo heart of kiran este turno y lo tripulo con un bicho que tengo de antes. ¿puede atacar ya?", "es",
         "No. Heart of Kiran llegó a tu control este turno"),
        ("i just played llanowar elves. can i tap it for mana?", "en", "No. Llanowar Elves can't use an ability"),
    ],
)  # fmt: skip
def test_summoning_sickness_and_tapping_for_another_cost(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "sickness")
    assert verdict.text.startswith(start) and "302.6" in verdict.text


def test_an_aura_on_a_flickered_creature_goes_to_the_graveyard(ask):
    question = "opp pacifism'd my goyf. if i flash in resto at the end of their turn and blink the goyf, does the pacifism come off?"
    verdict = verdict_of(ask, question, "en", "delayed_blink")
    assert (
        verdict.text.startswith("Yes. The creature comes back as a new object, so Pacifism")
        and "704.5m" in verdict.text
    )


def test_trample_when_one_of_two_blockers_is_sacrificed(ask):
    question = (
        "Mi rival ataca con Colossal Dreadmaw, lo bloqueo con Sakura-Tribe Elder y un Grizzly Bears y antes del daño "
        "solo sacrifico el Sakura-Tribe Elder. ¿Cuánto daño me hace?"
    )
    verdict = verdict_of(ask, question, "es", "combat")
    assert "4" in verdict.text.split(":")[0] and "Grizzly Bears" in verdict.text
    alone = verdict_of(
        ask,
        "Mi rival ataca con Colossal Dreadmaw, lo bloqueo con Sakura-Tribe Elder y antes del daño sacrifico el Elder. "
        "¿Me hace daño el Colossal Dreadmaw?",
        "es",
        "combat",
    )
    assert alone.text.startswith("Sí. Los 6 de daño")


def test_costs_a_pitched_spell_with_no_mana_left(ask):
    question = (
        "I control Thalia, Guardian of Thraben and I have no untapped lands. Can I still cast Force of Will by paying "
        "1 life and exiling a blue card?"
    )
    assert verdict_of(ask, question, "en", "costs").text.startswith("No. You pay {1} more for Force of Will")


def test_the_last_named_thief_decides_haste(ask):
    question = (
        "Robo con Control Magic los Llanowar Elves de mi rival durante mi turno. Los robo con Threaten. ¿Puedo "
        "girarlos para maná ese mismo turno?"
    )
    assert verdict_of(ask, question, "es", "timing").text.startswith("Sí.")


def test_a_loyalty_cost_within_reach_leaves_the_timing_to_606_3(ask):
    verdict = verdict_of(ask, "opp bolts my jace (3 loyalty). can i -1 him in response?", "en", "timing")
    assert verdict.text.startswith("No. A planeswalker's loyalty abilities can be activated only")


def test_a_land_trigger_can_be_countered_though_the_land_cant(ask):
    _, verdict = ask("opp plays bojuka bog, can i counter its trigger with stifle?")
    assert verdict is None or not verdict.text.startswith("No. Playing Bojuka Bog")


def test_life_totals_yes_no_openers(ask):
    both = verdict_of(ask, "we're both at 3 and i earthquake for 3. do we both lose?", "en", "life_totals")
    assert both.text.startswith("Yes. The game is a draw")


def test_new_reasoners_stay_out_of_nearby_questions(ask):
    # an edict with two creatures: the player picks which one, so indestructible is not what decides it
    _, verdict = ask(
        "Opp casts Diabolic Edict; I have Darksteel Myr and Grizzly Bears. Do I have to sacrifice the Myr?"
    )
    assert verdict is not None and verdict.text.startswith("No.") and "choose" in verdict.text
    assert "indestructible" not in verdict.text
    # a copy's combat damage is not its enters trigger
    _, verdict = ask("my clone copies their thragtusk. how much damage does it deal when it attacks?")
    assert verdict is None or verdict.reasoner != "copies"


def test_enters_tapped_says_nothing_about_the_next_turn(ask):
    _, verdict = ask("opp has blind obedience, i cast grizzly bears. can it attack next turn?")
    assert verdict is None or verdict.reasoner != "enters_tapped"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("4 player pod, i've taken 12 commander damage from edgar markov and 10 from rafiq. i'm still at 18 life. am "
         "i dead?", "en", "No. Commander damage counts per commander", "commander_damage"),
        ("llevo 21 de daño de comandante de atraxa y estoy a 15 vidas. ¿pierdo?", "es",
         "Sí. 21 de daño de combate del mismo comandante", "commander_damage"),
        ("ghalta primal hunger es mi comandante y ya le hizo 15 de daño de combate a un rival. hoy le pega sin "
         "bloquear, pierde?", "es", "Sí. 27 de daño de combate del mismo comandante", "commander_damage"),
        ("my commander ghalta primal hunger already dealt 8 commander damage to my opp. it attacks and isn't blocked, "
         "are they dead?", "en", "No. A player loses only after 21 or more combat damage from the same commander, "
         "and here it is 20.", "commander_damage"),
        ("opp bounced my edgar markov to my hand instead of the command zone. do i pay commander tax when i cast it "
         "from my hand?", "en", "No. The commander tax applies only", "commander_tax"),
        ("bloodbraid elf cascades into walking ballista. can i pick X and get some counters on it?", "en",
         "No. Cast without paying its mana cost, Walking Ballista's X can only be 0", "free_x"),
    ],
)  # fmt: skip
def test_commander_damage_tax_from_hand_and_a_free_x(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("can i use jace the mind sculptor's +2 and then his 0 in the same turn? I also have liliana of the veil out. "
         "Can i activate one of hers that turn too?", "en", "Yes. The limit is per permanent"),
        ("tengo a jace the mind sculptor y liliana of the veil, puedo usar una habilidad de lealtad de cada uno en el "
         "mismo turno?", "es", "Sí. El límite es por permanente"),
        ("can i +1 jace the mind sculptor and then -2 him in the same turn?", "en", "No. Once each turn"),
        ("With oath of teferi out. can i +1 chandra, torch of defiance and then -3 her in the same turn?", "en",
         "Yes. Oath of Teferi lets you activate the loyalty abilities of planeswalkers you control twice"),
    ],
)  # fmt: skip
def test_one_loyalty_activation_per_planeswalker_not_per_player(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "loyalty").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("i have a gladecover scout. can i giant growth it?", "en", "Yes. Hexproof only stops"),
        ("tengo un gladecover scout, le puedo tirar giant growth?", "es", "Sí. El antimaleficio solo impide"),
        ("opp has a gladecover scout, can i giant growth it?", "en", "No. Hexproof means your opponent's permanent"),
    ],
)
def test_hexproof_of_a_creature_the_asker_has(ask, question, lang, start):
    """ "I have"/"tengo" says whose it is; a spell's name of two words used as a verb ("giant growth it") aims it."""
    assert verdict_of(ask, question, lang, "targets").text.startswith(start)


def test_free_x_and_tax_from_hand_openers_follow_the_ask(ask):
    cast = "I cascade into Fireball with Bloodbraid Elf. Can I cast it, and what is X?"
    assert verdict_of(ask, cast, "en", "free_x").text.startswith("Yes. Cast without paying its mana cost")
    without = (
        "My commander got Unsummoned and I let it go to my hand instead of the command zone. Can I recast it from "
        "hand without paying commander tax?"
    )
    assert verdict_of(ask, without, "en", "commander_tax").text.startswith("Yes. The commander tax applies only")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("ataco con thragtusk, me lo bloquean y después de bloqueos le hago ephemerate para ganar otros 5. ¿sigue "
         "haciendo daño?", "es", "No. Al dejar el campo de batalla la criatura se retira del combate"),
        ("my grizzly bears is blocked; i blink it with ephemerate. does it still deal damage?", "en",
         "No. Leaving the battlefield removes the creature from combat"),
    ],
)  # fmt: skip
def test_a_flickered_combatant_leaves_combat(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "delayed_blink")
    assert verdict.text.startswith(start) and "506.4" in verdict.text


def test_blinking_the_blocker_is_not_the_attacker_leaving_combat(ask):
    _, verdict = ask(
        "my grizzly bears attacks and they block; i blink the blocker with ephemerate. does it still deal damage?"
    )
    assert verdict is None or verdict.reasoner != "delayed_blink"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("Controlo un Swamp y estoy a 3 vidas. ¿Puedo lanzar Snuff Out pagando 4 vidas en lugar de su coste de maná?",
         "es", "No. Con 3 vidas no puedes pagar 4 vidas", "pay_life"),
        ("i'm at 4, can i cast snuff out for free by paying life?", "en", "Yes. At 4 life you can pay 4 life", "pay_life"),
        ("Mi rival ataca con Ball Lightning y lo bloqueo con Kor Firewalker. ¿Cuánto daño me puede llegar como "
         "máximo?", "es", "Al jugador le pueden llegar como máximo 4 de daño", "combat"),
        ("My Craw Wurm with trample is blocked by two Grizzly Bears. Could I put 1 on each Bear and 4 on the player?",
         "en", "No. At most 2 damage tramples over", "combat"),
        ("My Craw Wurm with trample is blocked by two Grizzly Bears. Can I assign 2 to each bear and 2 to the player?",
         "en", "Yes. At most 2 damage tramples over", "combat"),
        ("my colossal dreadmaw (6/6 trample) gets blocked by grizzly bears, then they giant growth the bears before "
         "damage. how much tramples over?", "en", "At most 1 damage tramples over", "combat"),
        ("I have Counterbalance and my opponent casts Walking Ballista with X=2. I reveal my own Walking Ballista. Is "
         "the Ballista countered?", "en", "No. Walking Ballista has mana value 4 on the stack and the revealed "
         "Walking Ballista has mana value 0", "mana_value"),
        ("tengo counterbalance, mi rival lanza un lightning bolt y revelo un brainstorm. ¿se contrarresta?", "es",
         "Sí. Lightning Bolt tiene valor de maná 1", "mana_value"),
        ("glistener elf unblocked, i giant growth it. opp at 20 life, what happens to them exactly?", "en",
         "Glistener Elf has infect, so its 4 combat damage to the player gives them 4 poison counters", "player_damage"),
        ("mi glistener elf ataca y no la bloquean. ¿cuánta vida pierde mi rival?", "es", "0 vidas: Glistener Elf tiene "
         "infectar", "player_damage"),
        ("i tapped 3 lands for mana in my main phase then didnt use it. do i lose 3 life for mana burn?", "en",
         "No. There is no mana burn any more", "mana_pool"),
        ("can i dark ritual in my upkeep and hold the BBB until my draw step to cast whatever i draw?", "en",
         "No. Unspent mana doesn't carry over", "mana_pool"),
        ("Con Torpor Orb en mesa, si muere mi Solemn Simulacrum, ¿robo la carta?", "es", "Sí. Torpor Orb solo impide",
         "zone_trigger"),
        ("i have panharmonicon. my solemn simulacrum dies, do i get to draw two cards?", "en",
         "No. Panharmonicon adds triggers only for abilities that trigger because something enters", "zone_trigger"),
        ("felidar sovereign trigger on the stack, i'm at 41. opp bolts me in response. do i still win?", "en",
         "No. Felidar Sovereign's ability does nothing", "intervening_if"),
        ("humility is out. i giant growth my colossal dreadmaw. what's its power?", "en",
         "Its power is 4. Colossal Dreadmaw is 4/4", "pt_layers"),
        ("Tengo Doubling Season y activo el +1 de Liliana of the Veil. ¿Cuántos contadores de lealtad recibe?", "es",
         "1: el coste de lealtad pone exactamente 1", "loyalty"),
        ("Mi rival sacrificó su comandante a Fling y me hizo 8. ¿Eso cuenta para los 21 de daño de comandante?", "es",
         "No. Solo cuenta para los 21 el daño de combate", "commander_damage"),
        ("I clone their walking ballista with 4 counters. does my clone die?", "en",
         "Yes. As a 0/0 it is put into its owner's graveyard", "copies"),
        ("Le tiro Swords to Plowshares a un Grizzly Bears que ya tiene Giant Growth encima. ¿Cuánta vida gana mi "
         "rival?", "es", "Su controlador gana 5 vidas", "life_from_power"),
        ("I cast Swords to Plowshares on my opponent's Craw Wurm and they respond with Giant Growth on it. How much "
         "life do they gain?", "en", "Its controller gains 9 life", "life_from_power"),
    ],
)  # fmt: skip
def test_twelfth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_what_the_twelfth_round_reasoners_leave_alone(ask):
    # another card changes what infect damage does (Angel's Grace): not plain arithmetic
    _, verdict = ask(
        "Nico has 9 poison counters. Andres attacks with a Glistener Elf, and Nico casts Angel's Grace before damage "
        "is dealt. What happens?",
        "en",
    )
    assert verdict is None or verdict.reasoner != "player_damage"
    # a life total said after the burn is the one at resolution, not lowered again
    said = verdict_of(
        ask,
        "felidar sovereign trigger on the stack, i'm at 44. opp bolts me in response, now I'm at 41. do i still win?",
        "en",
        "intervening_if",
    )
    assert said.text.startswith("Yes.") and "41" in said.text
    # Torpor Orb still stops the enters ability
    _, entering = ask("Con Torpor Orb en mesa, si entra mi Solemn Simulacrum, ¿se dispara su habilidad?", "es")
    assert entering is not None and entering.text.startswith("No.")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("my goyf is 2/3 (only a creature and a land in all graveyards, no instants). opp bolts it. does it die?", "en",
         "No. Lightning Bolt is an instant, and as the final part of its resolution it is put into the graveyard",
         "lethal"),
        ("Solo hay una criatura, una tierra y un instantáneo en los cementerios. ¿Mi Tarmogoyf muere si le tiran un "
         "Lightning Bolt?", "es", "No. Lightning Bolt va al cementerio al terminar de resolverse, pero ya había un "
         "instantáneo", "lethal"),
        ("I control two Doubling Season and cast Ajani Goldmane. How many loyalty counters does it enter with?", "en",
         "Ajani Goldmane enters with 16 loyalty counters", "loyalty"),
        ("I control Doubling Season and my opponent controls Doubling Season. I cast Ajani Goldmane. How many loyalty "
         "counters does it enter with?", "en", "Ajani Goldmane enters with 8 loyalty counters", "loyalty"),
        ("My opponent casts Carnage Tyrant and I respond with Counterspell. Does the Tyrant still enter the "
         "battlefield?", "en", "Yes. You can cast Counterspell targeting Carnage Tyrant", "countering"),
        ("Lanzo Banefire con X=4 a mi oponente y él responde con Healing Salve para prevenir los próximos 3 daños que "
         "le hagan. ¿Cuánto daño recibe?", "es", "Banefire hace 1 de daño", "replacement"),
        ("I cast Banefire with X=6 and they Counterspell it. Is it countered?", "en",
         "No. You can cast Counterspell targeting Banefire", "countering"),
        ("Can Abrupt Decay destroy my opponent's Hangarback Walker that was cast with X=3?", "en",
         "Yes. Off the stack Hangarback Walker's X counts as 0, so its mana value is 0", "mana_value"),
        ("Could I counter a Hangarback Walker with Spell Snare while it was on the stack with X=1?", "en",
         "Yes. On the stack, with X = 1, Hangarback Walker has mana value 2", "mana_value"),
        ("Tengo Blood Artist y otras dos criaturas, y mi oponente tiene una criatura. Se resuelve Day of Judgment. "
         "¿Cuántas veces se dispara Blood Artist?", "es", "4 disparos", "trigger_count"),
        ("Wrath of God me mata mi Zulaport Cutthroat, otras tres criaturas mías y dos del rival. ¿Cuánta vida pierde "
         "mi rival?", "es", "4 vidas: Zulaport Cutthroat se dispara 4 veces", "trigger_count"),
        ("Can I target my opponent's Carnage Tyrant with Doom Blade?", "en", "No. Hexproof means", "targets"),
        ("I Threaten my opponent's Grizzly Bears, which is equipped with their Bonesplitter. Can I move the "
         "Bonesplitter onto one of my own creatures?", "en", "No. Only Bonesplitter's controller", "equip"),
        ("I Threaten my opponent's Grizzly Bears, which is equipped with their Bonesplitter. Could my opponent "
         "re-equip it to another of their creatures during my turn?", "en", "No. Bonesplitter's equip ability", "timing"),
        ("Acabo de jugar Llanowar Elves este turno. ¿Puedo usar su habilidad de maná?", "es", "No. Llanowar Elves no "
         "puede usar una habilidad", "sickness"),
    ],
)  # fmt: skip
def test_twelfth_round_reasoners_part_two(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_equip_left_alone_on_its_controllers_own_turn(ask):
    _, verdict = ask("Can I equip my Bonesplitter to my Grizzly Bears during my turn?", "en")
    assert verdict is None or verdict.reasoner != "equip"
    # "del rival" is the turn's, not the Equipment's: the timing decides
    _, turn = ask("¿puedo equipar el bonesplitter en el turno del rival, por ejemplo cuando declara atacantes?", "es")
    assert turn is not None and turn.reasoner == "timing"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("My Banisher Priest enters and I target my opponent's Tarmogoyf with its exile trigger. I only sac the "
         "Banisher Priest after its trigger has resolved. Does the Goyf come back?", "en",
         "Yes. Banisher Priest's ability already resolved and exiled the creature", "until_leaves"),
        ("snapcaster mage gives force of will flashback. can i flash it back by paying 1 life + exiling a blue card "
         "instead of its mana cost?", "en", "No. Flashback is itself an alternative cost", "alt_costs"),
        ("En mi upkeep se disparan mi Phyrexian Arena y el Sulfuric Vortex de mi rival. ¿Cuál se resuelve primero?",
         "es", "La habilidad de Sulfuric Vortex de tu oponente se resuelve primero", "stack_order"),
        ("me tiran Krosan Grip a mi Bonesplitter, puedo responder activando su equipar para moverlo a otra criatura?",
         "es", "No. Mientras Krosan Grip está en la pila", "timing"),
        ("opponent casts krosan grip on my basilisk collar. i have a face-down exalted angel (morph). can i flip it "
         "face up in response?", "en", "Yes. Split second on Krosan Grip doesn't stop mana abilities or special "
         "actions", "timing"),
    ],
)  # fmt: skip
def test_twelfth_round_reasoners_part_three(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_wither_damage_is_no_marked_damage_for_lethal(ask):
    _, verdict = ask("Mi Grizzly Bears tiene dos contadores +1/+1 y le lanzan Puncture Blast. ¿Sobrevive?", "es")
    assert verdict is None or verdict.reasoner != "lethal"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("if i play a second kokusho, the old one goes away from the legend rule. does that count as dying and drain "
         "them for 5?", "en", "Yes. The legend rule puts the one you don't keep into its owner's graveyard",
         "legend"),
        ("copio el thragtusk del rival con phantasmal image. ¿gano los 5 de vida?", "es", "Sí. Phantasmal Image entra "
         "ya como copia de Thragtusk", "copies"),
        ("¿la tormenta de grapeshot cuenta los hechizos que lanzó mi rival?", "es", "Sí. La tormenta de Grapeshot "
         "cuenta todos los hechizos", "storm"),
        ("does brain freeze storm count the spells my opponent cast this turn too or only mine?", "en",
         "Brain Freeze's storm counts every spell cast before it this turn, whoever cast it", "storm"),
        ("le pongo rancor a mi mutavault animado y pego. al final del turno deja de ser criatura, ¿qué pasa con el "
         "rancor?", "es", "Cuando Mutavault deja de ser una criatura, Rancor (encantar criatura)", "unattached"),
        ("jitte on my mutavault, turn ends and it's just a land again. does jitte stay on it?", "en",
         "No. When Mutavault stops being a creature, Umezawa's Jitte becomes unattached", "unattached"),
        ("el rival tiene Chalice of the Void en 0. ¿me counterea un walking ballista si lo juego con X=1?", "es",
         "No. Walking Ballista tiene valor de maná 2 en la pila", "mana_value"),
        ("¿puedo meter kitchen finks en mi mazo de commander mono verde? es híbrido, se puede pagar todo con verde",
         "es", "No. La identidad de color de Kitchen Finks es G, W", "color_identity"),
        ("can i run llanowar elves in my mono-green commander deck?", "en",
         "Yes. Llanowar Elves's color identity (G) fits", "color_identity"),
        ("le equipo basilisk collar a mi prodigal sorcerer. ¿con el ping de 1 mato cualquier criatura?", "es",
         "Sí. Con toque mortal, cualquier cantidad de daño distinta de 0 basta", "lethal"),
        ("if i act of treason their guy and then cloudshift it, do i get to keep it for good?", "en",
         "Yes. Cloudshift exiles it and returns it under your control as a new object", "delayed_blink"),
        ("le hago act of treason a su bicho y luego ephemerate, ¿me lo quedo para siempre?", "es",
         "No. Ephemerate la devuelve al campo de batalla bajo el control de su propietario", "delayed_blink"),
    ],
)  # fmt: skip
def test_twelfth_round_reasoners_part_four(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("does silver knight survive blocking typhoid rats? first strike vs deathtouch", "en",
         "Yes. Typhoid Rats dies and Silver Knight survives", "strikes"),
        ("en mi mantenimiento se disparan mi phyrexian arena y el sulfuric vortex del rival. ¿cuál se resuelve "
         "primero?", "es", "La habilidad de Sulfuric Vortex de tu oponente se resuelve primero", "stack_order"),
        ("le tiro path to exile a su wurmcoil engine. ¿le salen las fichas de wurm?", "es", "No. La habilidad de "
         "Wurmcoil Engine que se dispara al morir no se dispara", "dies_trigger"),
        ("felidar sovereign trigger on the stack and i'm at exactly 40. opp bolts me in response. do i still win?",
         "en", "No. Felidar Sovereign's ability does nothing", "intervening_if"),
        ("opp has torpor orb so i don't get thragtusk's 5 life. when thragtusk leaves the battlefield do i still get "
         "the 3/3 beast?", "en", "Yes. Torpor Orb stops only abilities that trigger because a creature enters",
         "zone_trigger"),
        ("si copio la thalia del rival con clone, ¿se muere alguna por la regla de leyendas?", "es",
         "No. Cada uno conserva el suyo", "legend"),
        ("tengo mi thalia y le robo la thalia al rival con control magic. ¿qué pasa? ¿quién decide cuál se queda?",
         "es", "Tú eliges cuál conservas", "legend"),
        ("opp has furnace of rath, i have urza's armor. they bolt my face. how much damage do i actually take?", "en",
         "You choose (you are the player being dealt the damage) the order of the effects, so 4 damage is dealt",
         "replacement"),
        ("im at 1 life. can i cast dismember for just {1} by paying life for both phyrexian symbols?", "en",
         "No. At 1 life you can't pay 4 life", "pay_life"),
        ("swiftspear out. i bolt something, then twincast my own bolt. how many prowess triggers do i get?", "en",
         "2: Monastery Swiftspear triggers once for each spell you cast", "cast_count"),
        ("opp bolts my face, i twincast it with young pyromancer out. how many tokens?", "en",
         "1: Young Pyromancer triggers once for each spell you cast (Twincast)", "cast_count"),
        ("i control magic their grizzly bears that's wearing their bonesplitter. does it stay equipped and keep the "
         "+2/+0?", "en", "Yes. Bonesplitter stays attached", "equip"),
        ("opp has Blood Moon out. can i still crack my polluted delta for an island?", "en",
         "No. With Blood Moon, Polluted Delta is a Mountain", "blood_moon"),
        ("el rival baja Blood Moon. ¿qué pasa con mi dryad arbor? ¿deja de ser criatura?", "es",
         "No. Con Blood Moon, Dryad Arbor es una Montaña", "blood_moon"),
        ("en commander (4 jugadores) hago mulligan dos veces. ¿con cuántas cartas me quedo?", "es",
         "6: tras el mulligan número 2", "mulligan"),
        ("1v1, i mulligan three times. how many cards do i actually keep?", "en",
         "4: after mulligan number 3", "mulligan"),
        ("Mi rival tiene 8 contadores de veneno. Ataco con Blighted Agent y antes del daño le lanzo Giant Growth. "
         "¿Pierde la partida?", "es", "Sí. Blighted Agent tiene infectar", "player_damage"),
    ],
)  # fmt: skip
def test_twelfth_round_reasoners_part_five(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_evoke_order_question_gets_no_yes(ask):
    verdict = verdict_of(
        ask, "when i evoke mulldrifter, which goes first, the sacrifice or the draw 2? who decides?", "en", "evoke"
    )
    assert not verdict.text.startswith("Yes")


def test_a_creature_that_loses_all_abilities_has_no_keyword(ask):
    verdict = verdict_of(ask, "I control Humility and Glorious Anthem. Does Serra Angel still have flying?", "en",
                         "loses_abilities")  # fmt: skip
    assert (
        verdict.text.startswith("No. With Humility, Serra Angel loses all its abilities") and "613.1f" in verdict.text
    )
    mine = verdict_of(
        ask, "Mi Grizzly Bears lleva equipado mi Bonesplitter y mi rival le lanza Control Magic. ¿Puedo moverlo a otra "
        "criatura mía?", "es", "equip",
    )  # fmt: skip
    assert mine.text.startswith("Sí. Bonesplitter sigue siendo tuyo")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("¿puedo girar mis tierras en la fase principal, guardar el maná y usarlo luego en el combate para un giant "
         "growth?", "es", "No. El maná sin gastar no pasa al siguiente paso", "mana_pool"),
        ("en mi turno tiro skullcrack a la cara del rival y después ataco. si el rival tira fog, ¿previene el daño de "
         "combate?", "es", "No. Skullcrack dice que este daño no puede prevenirse", "replacement"),
        ("el rival tiene 9 contadores de veneno. si activo contagion clasp para proliferar, ¿pierde?", "es",
         "Sí. Proliferar le da a ese jugador otro contador de veneno: pasa de 9 a 10", "proliferate"),
        ("¿puedo usar el +1 de garruk wildspeaker para enderezar tierras y después el -1 para sacar una bestia en el "
         "mismo turno?", "es", "No. Solo se puede activar una habilidad de lealtad", "timing"),
        ("can i play my land for the turn in response to a spell, like while opp's counterspell is still on the "
         "stack?", "en", "No. A land can be played only in a main phase", "timing"),
    ],
)  # fmt: skip
def test_twelfth_round_reasoners_part_six(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_phyrexian_life_and_poison_said_as_venenos(ask):
    life = verdict_of(ask, "si tiro dismember pagando solo 1 de maná, ¿cuánta vida pago?", "es", "pay_life")
    assert life.text.startswith("4 vidas") and "107.4f" in life.text
    poison = verdict_of(
        ask, "el rival tiene 9 venenos, activo mi contagion clasp y proliferar. ¿pierde ya?", "es", "proliferate"
    )
    assert poison.text.startswith("Sí.") and "9 a 10" in poison.text


def test_a_keyword_given_by_name_goes_to_that_creature(ask):
    given = verdict_of(
        ask, "Ataco con Typhoid Rats y mi oponente bloquea con Youthful Knight. Le doy first strike a mis Typhoid Rats "
        "antes del daño. ¿Muere el Knight?", "es", "strikes",
    )  # fmt: skip
    assert given.text.startswith("Sí. Mueren las dos criaturas")


def test_an_uncounterable_spell_deals_its_damage_anyway(ask):
    damage = verdict_of(
        ask, "Lanzo Banefire con X=5 a mi oponente y intenta contrarrestarlo con un Counterspell. ¿Cuánto daño recibe?",
        "es", "countering",
    )  # fmt: skip
    assert damage.text.startswith("5: Banefire no puede ser contrarrestado")
    _, countered = ask("I cast Banefire with X=4 and they Counterspell it. How much damage does it deal?", "en")
    assert countered is None or countered.reasoner != "countering"


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "start"),
    [
        # turning a face-down permanent face up is a special action: nobody can respond to it
        ("tengo exalted angel bocabajo como morph. si le doy la vuelta, mi rival puede responder a eso?", "es",
         "timing", "No. Poner boca arriba"),
        ("i have a face-down exalted angel. if i turn it face up, can my opponent respond?", "en", "timing",
         "No. Turning a face-down permanent face up"),
        # the Altar's only ability is a mana ability: no response to it
        ("le tiro swords a un bicho y mi rival en respuesta lo sacrifica a ashnod's altar. puedo responder a la "
         "habilidad del altar?", "es", "mana_ability", "No. La habilidad de maná"),
        ("can i respond to the ability of my opponent's Llanowar Elves?", "en", "mana_ability",
         "No. Llanowar Elves's mana ability"),
        # prowess sees the storm spell, not its copies
        ("swiftspear on board, i cast grapeshot with storm count 3. how many times does prowess trigger off the "
         "grapeshot?", "en", "storm", "1 trigger of Monastery Swiftspear"),
        # X divided evenly, rounded down
        ("fireball con X=3 repartido entre dos bichos, cuanto daño le hace a cada uno?", "es", "even_split",
         "1 a cada uno"),
        ("fireball with X=7 split between two of their creatures. how much damage does each one take?", "en",
         "even_split", "3 each"),
        # the tax alone when the commander's cost isn't given
        ("ya he lanzado a mi comandante tres veces desde la zona de mando. cuanto extra pago la cuarta vez?", "es",
         "commander_tax", "6 de más"),
        # control of the creature isn't control of the Equipment
        ("si mi rival me roba el bicho que tengo equipado, el equipo sigue siendo mio?", "es", "equip",
         "Sí. El equipo sigue siendo tuyo"),
        ("opp steals my creature with Control Magic while it wears my Bonesplitter. is the bonesplitter still mine?",
         "en", "equip", "Yes. Bonesplitter is still yours"),
        # Fling reads the sacrificed creature's last known power, pump included
        ("giant growth on my grizzly bears, then i sac it to fling. how much damage does fling do?", "en", "fling",
         "5: Fling uses Grizzly Bears's power"),
        ("I cast Fling sacrificing my Craw Wurm. How much damage?", "en", "fling", "6: Fling"),
        # "¿cómo se queda?" asks its size
        ("le tiro giant growth a mis grizzly bears y en respuesta mi rival le mete turn to frog. como se queda el "
         "bicho al final?", "es", "pt_layers", "Grizzly Bears queda 4/4"),
        # a replacement/prevention result said against the creature's toughness
        ("i cast healing salve on my 3/3 to prevent the next 3. opp bolts it with their dictate of the twin gods out. "
         "does my guy survive?", "en", "replacement", "Yes. The player being dealt the damage"),
        ("opp has dictate of the twin gods and bolts my grizzly bears. does it die?", "en", "replacement",
         "Yes. Lightning Bolt deals 6 damage"),
        # taken this turn, no card named for how
        ("en mi turno le robo un bicho a mi rival con un aura de robar criaturas. puedo atacar con el ese mismo "
         "turno?", "es", "timing", "No. La criatura está bajo tu control desde este turno"),
    ],
)  # fmt: skip
def test_thirteenth_round_reasoners(ask, question, lang, reasoner, start):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        ("fireball with X=7 at one creature. how much damage?", "even_split"),  # one target: nothing to divide
        ("my commander costs 4 and i cast it twice already. is commander tax mandatory?", "commander_tax"),
        ("i turn my face-down creature face up. what happens?", "timing"),
        ("I cast Fling. How much damage?", "fling"),  # nothing sacrificed named
    ],
)
def test_thirteenth_round_reasoners_stay_quiet(ask, question, reasoner):
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != reasoner


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "start"),
    [
        ("history of benalia chapter III trigger is on the stack. does the saga stay on the battlefield until it "
         "resolves?", "en", "saga", "Yes. History of Benalia stays on the battlefield"),
        ("el capítulo III de mi saga está en la pila. ¿se sacrifica la saga inmediatamente?", "es", "saga",
         "No. La Saga se queda"),
        ("can i cast an instant in the declare blockers step before they actually declare blocks?", "en", "timing",
         "No. Blockers are declared first thing"),
        ("¿puedo lanzar un instantáneo en el paso de declarar bloqueadores antes de que mi rival bloquee?", "es",
         "timing", "No. Los bloqueadores se declaran"),
        ("my bonecrusher is on an adventure in exile. can i cast the giant from there at the end of opp's turn?", "en",
         "timing", "No. Bonecrusher Giant is a creature spell"),
        ("can i cast grizzly bears in response to a bolt?", "en", "timing", "No. Grizzly Bears is a creature spell"),
        ("blood moon is in play and i drop urborg, tomb of yawgmoth. do all my lands become swamps?", "en",
         "blood_moon", "No. With Blood Moon"),
    ],
)  # fmt: skip
def test_thirteenth_round_sagas_steps_and_creature_timing(ask, question, lang, reasoner, start):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    "question",
    [
        "can i cast my snapcaster mage in response?",  # flash
        "I control Vedalken Orrery. Can I cast Grizzly Bears during my opponent's end step?",  # flash given
        "can i cast grizzly bears in my main phase?",  # its own time
    ],
)
def test_a_creature_with_flash_or_in_its_time_is_no_timing_no(ask, question):
    _, verdict = ask(question)
    assert verdict is None or not verdict.text.startswith("No. Grizzly Bears is a creature spell")
    assert verdict is None or "is a creature spell" not in verdict.text


@pytest.mark.parametrize(
    ("question", "start"),
    [
        # "pro white" in response: the white removal spell loses its target, so the creature survives
        ("opp casts Swords to Plowshares and i respond by tapping mother of runes to give my serra angel pro white. "
         "does the angel survive?", "Yes. Swords to Plowshares doesn't resolve"),
        # another color: Swords resolves, so it doesn't survive
        ("opp casts Swords to Plowshares on my serra angel and i respond by giving it pro green with mother of runes. "
         "does the angel survive?", "No. Swords to Plowshares resolves normally"),
    ],
)  # fmt: skip
def test_a_removal_spell_that_loses_its_target_answers_whether_the_creature_survives(ask, question, start):
    assert verdict_of(ask, question, "en", "targets").text.startswith(start)


def test_the_even_split_is_about_damage_not_mana(ask):
    _, verdict = ask("I cast Fireball with X=3 split between two creatures. How much mana do I pay in total?")
    assert verdict is None or verdict.reasoner != "even_split"


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "start"),
    [
        ("if i cast teferi's protection do my tokens die when they phase out", "en", "phasing", "No. Phasing out"),
        ("mi bicho con contadores queda fuera de fase, ¿conserva los contadores?", "es", "phasing", "Sí. Quedar"),
        ("already played my land this turn. light up the stage exiled a land, can i play it?", "en", "land_drop",
         "No. Your land for the turn"),
        ("le robé un bicho a mi rival con control magic y luego me lo matan. ¿va a mi cementerio?", "es",
         "owner_zone", "No. Va al cementerio"),
        ("me quedan 2 cartas en la biblioteca, ¿puedo dragar life from the loam (dragar 3) en vez de robar?", "es",
         "dredge", "No. Con 2 cartas"),
        ("my guy has two +1/+1 counters and gets a -1/-1 counter. how many counters are on it after", "en",
         "annihilate", "1: As a state-based action"),
        ("estoy a 1 vida, ¿puedo pagar un maná pirexiano con vida?", "es", "pay_life", "No. Con 1 vida"),
        ("felidar sovereign trigger goes on the stack at 41 life and opp bolts me in response. do i still win", "en",
         "intervening_if", "No. Felidar Sovereign's ability does nothing"),
        ("with omniscience out can i cast fireball for free with x=20?", "en", "free_x", "No. Cast without paying"),
        ("i giant growth my grizzly bears then fling it. how much damage does fling do?", "en", "fling", "5: Fling"),
        ("mi rival tiene unos grizzly bears con giant growth y yo bajo un clone copiándolos. ¿de cuánto es mi "
         "clone?", "es", "copies", "La copia es 2/2"),
        ("i wrath with blood artist + 4 other creatures on board. how many blood artist triggers do i get", "en",
         "trigger_count", "5 triggers"),
        ("me and my opp each control a copy of the same legendary creature. does the legend rule make one of them "
         "go?", "en", "legend", "No. Each of you keeps yours"),
        ("i giant growth my grizzly bears and it resolves, then opp turn to frogs it. what is it now?", "en",
         "pt_layers", "Grizzly Bears is 4/4"),
        ("tengo doubling season y hardened scales. si un efecto le pone un contador +1/+1 a mi bicho, ¿cuántos le "
         "pongo como mucho?", "es", "replacement", "Recibe como máximo 4 contadores"),
    ],
)  # fmt: skip
def test_thirteenth_round_verdicts_t(ask, question, lang, reasoner, start):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        ("my creature phases out. can it block?", "phasing"),  # neither leaving nor keeping asked
        ("I control Exploration and already played a land. Can I play another?", "land_drop"),  # another land drop
        ("my creature died. does it go to my graveyard?", "owner_zone"),  # nothing was stolen
        ("5 cards in my library, can i dredge life from the loam instead of drawing?", "dredge_too_few"),
    ],
)
def test_thirteenth_round_verdicts_t_quiet(ask, question, reasoner):
    _, verdict = ask(question)
    if reasoner == "dredge_too_few":
        assert verdict is not None and verdict.text.startswith("Yes.")
    else:
        assert verdict is None or verdict.reasoner != reasoner


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "start"),
    [
        # a pump spell cast with no creature named goes to the caster's own creature
        ("ataco con Boros Swiftblade y me lo bloquean con unos Grizzly Bears. Antes del daño le tiro un Giant "
         "Growth. ¿se muere mi Swiftblade?", "es", "strikes", "No. Muere Grizzly Bears"),
        ("opp bolts my darksteel myr. does it live?", "en", "survival", "Yes. Darksteel Myr survives"),
        # blinked with Panharmonicon out: its enters ability triggers once more per Panharmonicon
        ("le hago Cloudshift a mi Siege Rhino. Tengo dos Panharmonicon en mesa. ¿cuánta vida pierde el rival?", "es",
         "extra_triggers", "La habilidad de Siege Rhino se dispara 3 veces"),
        ("lanzo Fling sacrificando mi Craw Wurm. El wurm tenía un Giant Growth encima cuando lo sacrifiqué. ¿Cuánto "
         "daño hace?", "es", "fling", "9: Fling"),
    ],
)  # fmt: skip
def test_thirteenth_round_dialogues_p(ask, question, lang, reasoner, start):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "start"),
    [
        ("im at -3 life but i have platinum angel so im alive. if opp kills the angel do i lose on the spot?", "en",
         "cant_lose", "Yes. With Platinum Angel gone"),
        # Swords gives its controller 4 life first: at 1 life they don't lose; at -5 they still do
        ("Mi rival está a -3 vidas pero tiene Platinum Angel. Le tiro Swords to Plowshares al Ángel. ¿Pierde la "
         "partida?", "es", "cant_lose", "No. Swords to Plowshares le da primero vida"),
        ("im at -5 life with platinum angel. opp swords it. do i lose?", "en", "cant_lose", "Yes. With Platinum"),
        # a counterspell that loses one of its targets still counters the other: "is their spell still countered?"
        ("le tiro cryptic command: contrarrestar su hechizo y devolver su mogg fanatic a la mano. en respuesta "
         "sacrifica el fanatic para hacerme 1. ¿se contrarresta igual su hechizo?", "es", "targets", "Sí."),
    ],
)  # fmt: skip
def test_thirteenth_round_verdicts_o_p(ask, question, lang, reasoner, start):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_a_player_above_zero_is_no_cant_lose_question(ask):
    _, verdict = ask("i have platinum angel at 5 life. if opp kills it do i lose?")
    assert verdict is None or verdict.reasoner != "cant_lose"


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "start"),
    [
        # "block it with X": X blocks, the other creature attacks; protection from black and red, a green blocker
        ("Ataco con mi Paladin en-Vec. ¿Puede mi oponente bloquearlo con su Grizzly Bears?", "es", "blocking",
         "Sí. Grizzly Bears puede bloquear a Paladin en-Vec"),
        ("I attack with Paladin en-Vec. Can my opponent block it with Typhoid Rats?", "en", "blocking",
         "No. Typhoid Rats can't block Paladin en-Vec"),
        # a pump told before Fling, with the one creature: on it
        ("Lanzo Fling sacrificando mi Hill Giant y apuntando a mi oponente. ¿Cuánto daño hace si antes de lanzarlo le "
         "había dado un Giant Growth?", "es", "fling", "6: Fling"),
        # "you gain" is the Soul Warden's controller
        ("My opponent controls Soul Warden and casts Raise the Alarm. How much would I gain?", "en", "enters_count",
         "0: the “you gain” of Soul Warden is its controller"),
    ],
)  # fmt: skip
def test_thirteenth_round_dialogues_k(ask, question, lang, reasoner, start):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        # each player's Furnace of Rath doubles every damage event; an opponent's Doubling Season doesn't touch mine
        ("Controlo Furnace of Rath y le lanzo un Lightning Bolt a mi oponente. Mi oponente también tiene un Furnace "
         "of Rath. ¿Cuánto daño recibe?", "es", "Lightning Bolt hace 12 de daño"),
        ("I control Doubling Season and cast Raise the Alarm. My opponent also has a Doubling Season. How many tokens "
         "do I get?", "en", "You get 4 tokens"),
    ],
)  # fmt: skip
def test_a_second_copy_said_with_also_counts_only_for_effects_on_everyone(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "replacement").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("tengo un escudo de 'prevén los siguientes 3 daños' sobre mi bicho y le van a hacer daño dos fuentes a la "
         "vez. ¿elijo yo qué daño se previene?", "es", "Sí. Eliges tú"),
        # one shield, two sources: the shield's own rule (615.7), not the order of several effects (616.1)
        ("Le pongo un escudo de Healing Salve a mi criatura. Le hacen daño dos fuentes a la vez. ¿Quién elige qué "
         "daño se previene?", "es", "Eliges tú"),
        ("I cast Healing Salve on my creature and it is dealt damage by two sources at the same time. Who chooses "
         "which damage is prevented?", "en", "You choose, as the shielded player"),
        ("My opponent has a Healing Salve shield on their creature and it is dealt damage by two sources at the same "
         "time. Who chooses which damage is prevented?", "en", "The shielded player"),
    ],
)  # fmt: skip
def test_a_shield_hit_by_two_sources_at_once_is_the_shielded_ones_choice(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "shield").text.startswith(start)


def test_a_shield_and_a_doubler_is_still_the_replacement_order(ask):
    question = "opp has furnace of rath and bolts my serra angel. i respond with healing salve. who chooses the order?"
    assert verdict_of(ask, question, "en", "replacement").text.startswith(
        "You choose (you control the permanent being dealt the damage"
    )


def test_a_named_removal_spell_on_the_angel_is_removal(ask):
    question = "opp is at -3 life but has platinum angel. if i murder the angel, do they lose right away?"
    assert verdict_of(ask, question, "en", "cant_lose").text.startswith("Yes. With Platinum Angel gone")


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("que pasa si un bicho tiene un contador +1/+1 y uno -1/-1 al mismo tiempo", "es",
         r"^Como acción basada en estado.*se quitan por parejas.*cero contadores\. \[704\.5q\]"),
        ("what happens if my creature has two +1/+1 counters and gets a -1/-1 counter?", "en",
         r"^As a state-based action.*1 \+1/\+1 counter left"),
    ],
)  # fmt: skip
def test_annihilation_what_happens_to_counters_alone(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "annihilate").text)


def test_annihilation_what_happens_needs_no_card(ask):
    # a named creature and no -1/-1 card: not the counters-alone case
    _, verdict = ask("what happens if grizzly bears has a +1/+1 counter and a -1/-1 counter and i cast humility?")
    assert verdict is None or verdict.reasoner != "annihilate" or "Grizzly" in verdict.text


def test_layers_humility_cuanto_es(ask):
    verdict = verdict_of(
        ask, "con humility en mesa, mi grizzly bears que tiene un contador +1/+1 cuanto es?", "es", "pt_layers"
    )
    assert re.search(r"queda 2/2", verdict.text)


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("tengo blood artist y otros 3 bichos, no hay mas criaturas en mesa. mi rival tira wrath of god, cuantas veces "
         "se dispara blood artist?", "4"),
        ("tengo Blood Artist y 2 bichos mas, mi rival tiene 3 criaturas. le tiro wrath of god, cuantas veces se "
         "dispara el artista?", "6"),
    ],
)  # fmt: skip
def test_trigger_count_bichos(ask, question, count):
    assert verdict_of(ask, question, "es", "trigger_count").text.startswith(f"{count} disparos")


def test_dredge_spanish_object_pronoun(ask):
    verdict = verdict_of(
        ask,
        "tengo life from the loam en el cementerio y solo 2 cartas en la biblioteca, puedo dragarlo?",
        "es",
        "dredge",
    )
    assert verdict.text.startswith("No.") and "702.52b" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("can i bolt their paladin en-vec?", "en", "No. Paladin en-Vec has protection from red"),
        ("puedo tirarle un lightning bolt al paladin en-vec de mi rival?", "es", "No. Paladin en-Vec tiene protección"),
        ("can i swords their white knight?", "en", "Yes. Swords to Plowshares resolves normally"),
    ],
)  # fmt: skip
def test_targets_printed_protection(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "targets")
    assert verdict.text.startswith(start) and "702.16b" in verdict.text


def test_targets_printed_protection_only_for_what_is_targeted(ask):
    # the knight is the cost, not the target; Paladin en-Vec has two colors, Giant Growth is neither
    for question in ("can i sacrifice my white knight to fling?", "can i giant growth my paladin en-vec?"):
        _, verdict = ask(question)
        assert verdict is None or verdict.reasoner != "targets", question


@pytest.mark.parametrize(
    ("question", "lang", "pattern"),
    [
        ("im at 2, opp is at 2. i cast earthquake for X=2. who wins?", "en", r"^The game is a draw"),
        ("i'm at 5 and my opponent is at 3. i cast earthquake with x=4, who wins?", "en",
         r"^You win: your opponent ends at -1 life.*at 1\. \[704\.5a\]"),
        ("yo estoy a 2 y el rival a 6, tiro earthquake con X=3, quien gana?", "es", r"^Gana tu rival: quedas con -1"),
        ("estoy a 5 y el rival a 3, tiro earthquake con X=4. ¿gana alguien?", "es", r"^Sí\. Ganas tú"),
        ("i'm at 9 and opp is at 8, i earthquake for 3. who wins?", "en", r"^Nobody loses: you end at 6 life"),
        ("si mi rival y yo quedamos los dos a 0 vidas a la vez quien gana??", "es", r"^La partida termina en empate"),
    ],
)  # fmt: skip
def test_life_totals_each_player_own_total(ask, question, lang, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, "life_totals").text)


def test_who_asked_last_is_a_who_question():
    assert analyse("si quedamos los dos a 0 vidas a la vez quien gana??", "es").qtype is QType.WHO
    assert analyse("si quedamos los dos a 0 vidas a la vez, ¿pierdo?", "es").qtype is QType.YES_NO


def test_summoning_sickness_ese_mismo_turno(ask):
    verdict = verdict_of(
        ask, "bajo unos elfos de llanowar, los puedo girar para sacar mana ese mismo turno?", "es", "sickness"
    )
    assert verdict.text.startswith("No.") and "302.6" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Mi 2/2 con un +3/+3 hasta el final del turno bloquea y recibe 4 de daño. ¿Se muere al final del turno cuando "
         "se le acaba el +3/+3?", "es", "No. En el paso de limpieza"),
        ("my 2/2 has +3/+3 until end of turn and takes 4 damage, does it die at end of turn when that wears off?", "en",
         "No. In the cleanup step"),
    ],
)  # fmt: skip
def test_cleanup_pump_said_in_the_question(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "cleanup")
    assert verdict.text.startswith(start) and "514.2" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp fogs my attack with hypnotic specter. do they still discard", "en", "No. Fog prevents that damage"),
        ("mi rival lanza fog y ataco con hypnotic specter, ¿se dispara su habilidad?", "es", "No. Fog previene ese daño"),
    ],
)  # fmt: skip
def test_prevented_damage_triggers_nothing(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "prevention")
    assert verdict.text.startswith(start) and "603.2g" in verdict.text


def test_prevented_damage_trigger_needs_a_damage_trigger(ask):
    # Fog and a creature without an ability that triggers on damage: nothing for this path to say
    _, verdict = ask("opp fogs my attack with grizzly bears. does anything trigger?")
    assert verdict is None or "603.2g" not in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("quick one: can i pay the equip cost and attach my equipment to one of my opponent's creatures?", "en",
         "No. Equip attaches the Equipment only to a target creature you control"),
        ("¿puedo equipar mi bonesplitter a una criatura de mi rival?", "es", "No. Equipar anexa el equipo"),
    ],
)  # fmt: skip
def test_equip_only_your_own_creature(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "equip")
    assert verdict.text.startswith(start) and "702.6a" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("Tengo History of Benalia con 1 contador de historia y prolifero. ¿Se dispara el capítulo II?", "es", "Sí."),
        ("my history of benalia has 2 lore counters and i proliferate, does chapter I trigger again?", "en", "No."),
        ("my history of benalia has 2 lore counters and i proliferate, does chapter III trigger?", "en", "Yes."),
    ],
)  # fmt: skip
def test_saga_one_more_lore_counter(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "saga")
    assert verdict.text.startswith(start) and "714.2b" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "reasoner", "pattern"),
    [
        # the blocker bolted before damage, "bolt" in lower case: a trampler assigns it all to the player
        ("my colossal dreadmaw is blocked by grizzly bears and i bolt the bears before damage. how much damage does "
         "my opponent take?", "en", "combat", r"^All 6 damage of Colossal Dreadmaw.*\[702\.19d\]"),
        # Rancor worn by the attacker, said after it: +2/+0 and trample
        ("ataco con mi craw wurm, el rival bloquea con grizzly bears y yo le tiro un bolt al oso antes del daño. El "
         "wurm llevaba rancor. ¿le hago daño al rival?", "es", "combat", r"^Sí\. .*\b8\b.*\[702\.19d\]"),
        ("attacking with my craw wurm wearing rancor, opp blocks with serra angel. how much damage can i trample over "
         "to them?", "en", "combat", r"^At most 4 damage"),
    ],
)  # fmt: skip
def test_combat_worn_aura_and_blocker_removed(ask, question, lang, reasoner, pattern):
    assert re.search(pattern, verdict_of(ask, question, lang, reasoner).text)


def test_trampler_without_trample_still_blocked(ask):
    verdict = verdict_of(
        ask,
        "ataco con mi craw wurm, el rival bloquea con grizzly bears y yo le tiro un bolt al oso antes del daño. "
        "¿le hago daño al rival?",
        "es",
    )
    assert verdict.text.startswith("No.") and "702.19d" not in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("le puse pacifism a la serra angel del rival. en su turno le lanza shelter eligiendo azul. ¿puede atacar con "
         "ella ese turno?", "es", "No."),
        ("le puse pacifism a la serra angel del rival. en su turno le lanza shelter eligiendo blanco. ¿puede atacar "
         "con ella ese turno?", "es", "Sí."),
        ("i put pacifism on their serra angel and they cast gods willing choosing white. does pacifism fall off?", "en",
         "Yes. Pacifism is put into its owner's graveyard"),
    ],
)  # fmt: skip
def test_aura_and_a_chosen_protection_color(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "aura_protection")
    assert verdict.text.startswith(start) and "702.16c" in verdict.text


def test_counters_on_the_opponents_creature_skip_my_doublers(ask):
    single = verdict_of(
        ask, "i control hardened scales and cast battlegrowth on my opponent's grizzly bears. how many counters?"
    )
    assert single.text.startswith("It gets 1 +1/+1 counter")
    both = verdict_of(
        ask,
        "i control hardened scales and doubling season and cast battlegrowth on my grizzly bears. I target opp's "
        "creature. Do i still get the extra counters?",
    )
    assert both.text.startswith("No. It gets 1 +1/+1 counter") and "Doubling Season" in both.text
    mine = verdict_of(ask, "i control hardened scales and cast battlegrowth on my grizzly bears. how many counters?")
    assert mine.text.startswith("It gets 2 +1/+1 counters")


def test_strikes_a_keyword_said_by_a_word_of_the_name(ask):
    verdict = verdict_of(
        ask,
        "ataco con white knight y bloquea con un hill giant. Mi knight tuviera doble golpe contra el giant. ¿Muere el "
        "giant?",
        "es",
        "strikes",
    )
    assert verdict.text.startswith("Sí. Mueren las dos criaturas")


def test_strikes_no_fight_between_two_unblocked_attackers(ask):
    _, verdict = ask(
        "i'm attacking with questing beast and grizzly bears, both unblocked. how much damage does my opponent take?"
    )
    assert verdict is None or verdict.reasoner != "strikes"


def test_trigger_count_an_indestructible_one_of_those(ask):
    verdict = verdict_of(
        ask,
        "i wrath with my blood artist and 3 other creatures on the battlefield. One of those 3 is a Darksteel Myr. how "
        "many times does blood artist trigger?",
        "en",
        "trigger_count",
    )
    assert verdict.text.startswith("3 triggers")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("My Craw Wurm is blocked by two Grizzly Bears. Can I assign 1 damage to one Bear and 5 to the other?", "en",
         "Yes. Craw Wurm divides its 6 combat damage"),
        ("mi 4/4 es bloqueado por un 2/2 y un 3/3, ¿le puedo meter los 4 de daño al 3/3 y dejar vivo al 2/2?", "es",
         "Sí. 4/4 reparte sus 4 de daño"),
        ("My Craw Wurm is blocked by two Grizzly Bears. Can I assign 4 damage to one Bear and 5 to the other?", "en",
         "No."),
    ],
)  # fmt: skip
def test_combat_amounts_per_blocker(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "combat")
    assert verdict.text.startswith(start) and "510.1c" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("el rival y yo estamos a 1 vida y activo pestilence. Yo estuviera a 2. Gano?", "es", "Sí. Ganas tú"),
        ("we're both at 1 and i activate pestilence. what if i were at 2, do i win?", "en", "You win"),
        ("el rival y yo estamos a 1 vida y activo pestilence. ¿gana alguien?", "es", "No. La partida termina en empate"),
    ],
)  # fmt: skip
def test_life_totals_one_total_changed_after_both(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "life_totals").text.startswith(start)


def test_intervening_if_counts_life_gained_in_response(ask):
    verdict = verdict_of(
        ask,
        "im at exactly 40 life at the start of my upkeep with felidar sovereign out. trigger goes on the stack and opp "
        "bolts me in response. I respond to the bolt with healing salve for 3 life. Do i win?",
        "en",
        "intervening_if",
    )
    assert verdict.text.startswith("Yes.") and "at 40 life" in verdict.text
    short = verdict_of(
        ask, "im at 40 with felidar sovereign, trigger on the stack, opp bolts me in response, do i win?"
    )
    assert short.text.startswith("No.")


def test_an_untargeted_sweeper_kills_the_hexproof_creature(ask):
    verdict = verdict_of(
        ask, "My opponent controls Slippery Bogle. I cast Pyroclasm. Does that kill it?", "en", "targets"
    )
    assert verdict.text.startswith("Yes. Pyroclasm doesn't target")
    # not lethal: Pyroclasm's 2 against a bigger creature is not this path's to say
    _, big = ask("My opponent controls Thrun, the Last Troll. I cast Pyroclasm. Does that kill it?")
    assert big is None or big.reasoner != "targets"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("whats the mana value of an {X}{R} spell on the stack if i cast it with X=5", "en", "6: on the stack"),
        ("¿qué valor de maná tiene un hechizo {X}{X}{G} en el cementerio?", "es", "1: fuera de la pila"),
    ],
)  # fmt: skip
def test_mana_value_of_a_cost_written_in_the_question(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "mana_value")
    assert verdict.text.startswith(start) and "202.3e" in verdict.text and not verdict.cards


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("its my upkeep, i have a sulfuric vortex and opp has one too. Both vortexes are mine. whose trigger resolves "
         "first?", "en"),
        ("Es mi mantenimiento. Controlo Phyrexian Arena y Sulfuric Vortex, los dos son míos. ¿Cuál se resuelve primero?",
         "es"),
    ],
)  # fmt: skip
def test_stack_order_all_triggers_mine_i_choose(ask, question, lang):
    verdict = verdict_of(ask, question, lang, "stack_order")
    assert verdict.text.startswith(("You choose", "Eliges tú")) and "603.3b" in verdict.text


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("tiro Electrolyze repartiendo 1 de daño a cada uno de dos Grizzly Bears del rival, y en respuesta le da "
         "hexproof a uno con Blossoming Defense. ¿Cuánto daño le hace al otro oso?", "1: "),
        ("tiro Electrolyze repartiendo 1 de daño a cada uno de dos Grizzly Bears del rival, y en respuesta protege a los "
         "dos con Blossoming Defense. ¿Robo?", "No."),
    ],
)  # fmt: skip
def test_targets_divided_share_and_all_protected(ask, question, start):
    assert verdict_of(ask, question, "es", "targets").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("i control magic their guy that has their rancor on it. do i control the rancor now too?", "en",
         "No. Rancor stays under the control"),
        ("le robo su grizzly bears con control magic y tiene su rancor puesto. ¿controlo yo el rancor?", "es",
         "No. Rancor sigue bajo el control"),
        ("i control magic their creature that's wearing their bonespliter. does it stay equipped and keep the +2/+0?",
         "en", "Yes. The Equipment stays attached"),
    ],
)  # fmt: skip
def test_stolen_creature_keeps_its_attachments_and_their_controllers(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "equip").text.startswith(start)


def test_stolen_creature_aura_only_when_the_aura_is_asked_about(ask):
    _, verdict = ask("I cast Control Magic on their Grizzly Bears wearing Rancor. Do I control the Bears?")
    assert verdict is None or "303.4e" not in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("tengo noble hierarch y ataco con dos bichos, se dispara el exaltado?", "es", "No. El exaltado de Noble"),
        ("I control Noble Hierarch and attack with my Grizzly Bears alone. Does exalted trigger?", "en",
         "Yes. Noble Hierarch's exalted triggers"),
        ("I attack with Grizzly Bears and Llanowar Elves and control Rafiq of the Many. does exalted trigger?", "en",
         "No. Rafiq of the Many's exalted"),
    ],
)  # fmt: skip
def test_exalted_only_when_attacking_alone(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "exalted")
    assert verdict.text.startswith(start) and "702.83b" in verdict.text


def test_exalted_needs_the_number_of_attackers(ask):
    _, verdict = ask(
        "I attack with Grizzly Bears and my opponent blocks. I control Noble Hierarch, does exalted trigger?"
    )
    assert verdict is None or verdict.reasoner != "exalted"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("las copias de un hechizo cuentan como hechizos lanzados para la tormenta?", "es"),
        ("do storm copies count as spells cast for prowess?", "en"),
    ],
)
def test_copies_of_a_spell_are_not_cast(ask, question, lang):
    verdict = verdict_of(ask, question, lang, "storm")
    assert verdict.text.startswith("No.") and "707.10" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("cuantas veces por turno puedo activar habilidades de lealtad del mismo planeswalker", "es", "Una vez por turno"),
        ("can i +1 liliana of the veil and then -2 her the same turn?", "en", "No. Once each turn"),
        ("puedo usar el +1 de jace, the mind sculptor dos veces en mi turno?", "es", "No. Una vez por turno"),
    ],
)  # fmt: skip
def test_one_loyalty_activation_a_turn(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "loyalty")
    assert verdict.text.startswith(start) and "606.3" in verdict.text


def test_one_loyalty_activation_is_not_the_timing_question(ask):
    # when a loyalty ability may be activated is not how many times
    _, verdict = ask("can i activate garruk wildspeaker's loyalty ability on my opponent's turn?")
    assert verdict is None or "606.3" not in verdict.text or not verdict.text.startswith("Once")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp casts a 'target opponent loses 3 life' spell on me. can i use a prevent damage effect to stop it?", "en",
         "No. Losing life isn't damage"),
        ("mi rival me hace perder 2 vidas con un hechizo, puedo prevenirlo con un efecto de prevencion de daño?", "es",
         "No. Perder vida no es daño"),
        ("i have a prevent all damage effect up and opp makes me lose 2 life. do i still lose the life?", "en",
         "Yes. Losing life isn't damage"),
    ],
)  # fmt: skip
def test_prevention_does_not_stop_life_loss(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "life_loss")
    assert verdict.text.startswith(start) and "615.1" in verdict.text


def test_life_loss_is_quiet_when_damage_is_dealt(ask):
    _, verdict = ask("opp bolts me, can i prevent it with healing salve?")
    assert verdict is not None and verdict.reasoner != "life_loss"


@pytest.mark.parametrize(
    ("question", "lang", "start", "rule"),
    [
        ("can my creature with protection from red block a red creature?", "en", "Yes. Protection from red", "702.16f"),
        ("mi bicho con proteccion contra el negro puede bloquear a un bicho negro?", "es", "Sí. La protección", "702.16f"),
        ("i attack with grizzly bears, they block with a red 2/2, after blocks i give my bears protection from red. "
         "is it still blocked?", "en", "Yes. Protection given after blockers", "509.1h"),
        ("ataco con mi centaur courser y me bloquea su kalonian tusker. después del bloqueo le doy pro verde. "
         "¿se deshace el bloqueo y le pego al rival?", "es", "No. Darle protección", "509.1h"),
    ],
)  # fmt: skip
def test_protection_limits_what_blocks_it_not_what_it_blocks(ask, question, lang, start, rule):
    verdict = verdict_of(ask, question, lang, "protection_block")
    assert verdict.text.startswith(start) and rule in verdict.text


def test_protection_block_quiet_when_the_protected_creature_attacks(ask):
    _, verdict = ask("their knight with protection from black attacks, can my black creature block it?")
    assert verdict is None or verdict.reasoner != "protection_block"


@pytest.mark.parametrize(
    ("question", "lang", "start", "rule"),
    [
        ("im the monarch. if opp hits me with a burn spell do they become the monarch?", "en", "No. The monarch", "725.2"),
        ("soy el monarca y mi rival me ataca con un bicho sin bloquear, se convierte en monarca?", "es", "Sí.", "725.2"),
        ("Tengo la iniciativa y mi rival me pega con dos bichos a la vez en combate. ¿Se aventura dos veces?", "es",
         "No. La iniciativa", "726.2"),
    ],
)  # fmt: skip
def test_monarch_and_initiative_change_by_combat_damage(ask, question, lang, start, rule):
    verdict = verdict_of(ask, question, lang, "designations")
    assert verdict.text.startswith(start) and rule in verdict.text


def test_designations_quiet_without_the_kind_of_damage(ask):
    _, verdict = ask("im the monarch. does my opponent become the monarch?")
    assert verdict is None or verdict.reasoner != "designations"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp casts a creature, i counter it, they counter my counter. nobody does anything else. what happens?", "en",
         "The original spell resolves"),
        ("el rival lanza un bicho, se lo contrarresto y me contrarresta el contrahechizo. que pasa?", "es",
         "El hechizo original se resuelve"),
        ("i cast a spell, opp counters it, i counter their counter, they counter back. does my spell resolve?", "en",
         "No. The original spell is countered"),
    ],
)  # fmt: skip
def test_counter_war_told_without_card_names(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "counter_war")
    assert verdict.text.startswith(start) and "405.5" in verdict.text


def test_counter_war_needs_counter_as_a_verb(ask):
    _, verdict = ask("i put a +1/+1 counter on my bear, then a second counter. opp casts a spell. what happens?")
    assert verdict is None or verdict.reasoner != "counter_war"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("mi rival baja una tierra, le puedo tirar un contrahechizo a la tierra?", "es", "No. Jugar una tierra"),
        ("opp plays a land, can i respond before it hits the battlefield?", "en", "No. Playing a land"),
    ],
)
def test_a_land_play_does_not_use_the_stack(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "land_drop")
    assert verdict.text.startswith(start) and "505.6b" in verdict.text


def test_a_land_ability_uses_the_stack(ask):
    _, verdict = ask("can i stifle the landfall trigger when opp plays a land?")
    assert verdict is None or verdict.reasoner != "land_drop"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("mi hechizo tiene dos objetivos y uno se vuelve ilegal antes de resolverse, se resuelve igual?", "es",
         "Sí. El hechizo se resuelve igualmente"),
        ("my spell has two targets and one of them becomes illegal before it resolves. does it still resolve?", "en",
         "Yes. The spell still resolves"),
    ],
)  # fmt: skip
def test_one_target_said_to_become_illegal(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "targets")
    assert verdict.text.startswith(start) and "608.2b" in verdict.text


def test_no_longer_legal_all_targets_is_not_the_partial_case(ask):
    _, verdict = ask("my spell has two targets and both become illegal before it resolves. does it still resolve?")
    assert verdict is None or verdict.text.startswith("No.")


def test_a_setting_effect_on_a_described_creature(ask):
    verdict = verdict_of(
        ask,
        "le hago Giant Growth a mi bicho 2/2 y luego mi rival le tira Turn to Frog. ¿cómo queda?",
        "es",
        "pt_layers",
    )
    assert verdict.text.startswith("La criatura queda 4/4") and "613.4c" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        (
            "wey tengo Platinum Angel en mesa y estoy en -3 de vida. pierdo la partida?",
            "es",
            "No. Su controlador no pierde",
        ),
        ("i'm at -2 life with platinum angel out. do i lose?", "en", "No. Its controller doesn't lose"),
    ],
)
def test_cant_lose_keeps_a_player_at_negative_life_in_the_game(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "cant_lose")
    assert verdict.text.startswith(start) and "101.2" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("whats the max hand size and when do u have to discard", "en", "Seven: the maximum hand size"),
        ("cual es el tamaño maximo de mano?", "es", "Siete: el tamaño máximo"),
    ],
)
def test_the_maximum_hand_size(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "hand_size")
    assert verdict.text.startswith(start) and "402.2" in verdict.text


def test_no_maximum_hand_size_discards_nothing(ask):
    question = "oye si tengo Reliquary Tower y 10 cartas en la mano, tengo que descartar al final del turno?"
    assert verdict_of(ask, question, "es", "hand_size").text.startswith("No. Con Reliquary Tower")


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("tire Dark Ritual en mi mantenimiento, puedo usar ese mana en la fase principal?", "es"),
        ("i dark ritual in my upkeep, can i spend that mana in my main phase?", "en"),
    ],
)
def test_mana_made_in_one_step_is_gone_in_the_next(ask, question, lang):
    verdict = verdict_of(ask, question, lang, "mana_pool")
    assert verdict.text.startswith("No.") and "106.4" in verdict.text


def test_indestructible_legends_still_follow_the_legend_rule(ask):
    question = "i play a second avacyn, angel of hope. they're indestructible so can i keep both?"
    verdict = verdict_of(ask, question, "en", "legend")
    assert verdict.text.startswith("No. You choose one of them to keep") and "704.5j" in verdict.text


def test_paying_the_life_said_with_an_article(ask):
    question = "estoy a 1 vida, ¿puedo lanzar Gitaxian Probe pagando las 2 vidas del maná phyrexiano?"
    verdict = verdict_of(ask, question, "es", "pay_life")
    assert verdict.text.startswith("No.") and "119.4" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("mi rival lanza Grapeshot con storm 5 y ya tiene las copias en la pila. si le hago Counterspell al Grapeshot "
         "original, ¿se van también las copias?", "es", "No. Las copias se quedan en la pila"),
        ("i counter the original grapeshot, do the copies still resolve?", "en", "Yes. The copies stay"),
        ("las copias de grapeshot de la tormenta pueden ir a objetivos distintos?", "es", "Sí. Cada copia"),
    ],
)  # fmt: skip
def test_storm_copies_outlive_the_original_and_take_new_targets(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "storm")
    assert verdict.text.startswith(start) and "702.40a" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("con el cascada de Bloodbraid Elf puedo sacar un hechizo de valor de mana 4?", "es", "No. La cascada"),
        ("bloodbraid elf cascades into ancestral vision. can i actually cast it?", "en",
         "Yes. Ancestral Vision has no mana cost"),
        ("can bloodbraid elf cascade into a 3-drop?", "en", "Yes. A card (mana value 3)"),
        ("cuando hago cascade puedo decidir no lanzar la carta que sale?", "es", "Sí. Lanzar la carta es opcional"),
        ("do i have to cast the card i hit with cascade?", "en", "No. Casting the card is optional"),
    ],
)  # fmt: skip
def test_cascade_hits_only_lower_mana_values_and_is_optional(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "cascade")
    assert verdict.text.startswith(start) and "702.85a" in verdict.text


def test_cascade_into_an_x_creature_leaves_a_0_0(ask):
    question = "if i cascade into walking ballista off bloodbraid elf what's X? does it just die?"
    verdict = verdict_of(ask, question, "en", "free_x")
    assert verdict.text.startswith("Yes.") and "704.5f" in verdict.text and "107.3b" in verdict.text


def test_a_named_sagas_counters_are_lore_counters(ask):
    question = (
        "tengo The Eldest Reborn con 2 contadores y juego Contentious Plan para proliferar. se dispara el capitulo III?"
    )
    verdict = verdict_of(ask, question, "es", "saga")
    assert verdict.text.startswith("Sí.") and "714.2b" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "rule"),
    [
        ("muto Gemrazer encima de mis Grizzly Bears, que están en mesa desde el turno pasado. ¿puede atacar ya este "
         "turno?", "es", "Sí. Una criatura mutada", "730.2c"),
        ("i mutate onto a creature i cast this turn, can it attack?", "en", "No. A mutated creature", "730.2c"),
        ("Muto Gemrazer encima de un bicho mío y luego me lo matan. ¿Qué pasa con las cartas?", "es", "Todas las cartas",
         "730.3c"),
        ("lanzo gemrazer por su coste de mutar encima de mi bicho y me lo matan en respuesta. que pasa con gemrazer?",
         "es", "Si el objetivo ya no está", "702.140b"),
    ],
)  # fmt: skip
def test_a_mutated_creature_is_the_same_object(ask, question, lang, start, rule):
    verdict = verdict_of(ask, question, lang, "mutate")
    assert verdict.text.startswith(start) and rule in verdict.text


def test_mutate_needs_to_know_when_the_creature_came(ask):
    _, verdict = ask("i mutate gemrazer onto my grizzly bears, can it attack?")
    assert verdict is None or verdict.reasoner != "mutate"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("at the start of my upkeep both my trigger and my opponent's trigger go off. whose resolves first?", "en",
         "Your opponent's abilities resolve first"),
        ("en mi mantenimiento se disparan una habilidad mia y una de mi rival. cual se resuelve primero?", "es",
         "Las habilidades de tu oponente se resuelven primero"),
    ],
)  # fmt: skip
def test_apnap_from_one_trigger_of_each_player_said_together(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "stack_order")
    assert verdict.text.startswith(start) and "603.3b" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner", "rule"),
    [
        ("el daño de comandante cuenta si es daño que no es de combate?", "es", "No. Solo cuenta el daño de combate",
         "commander_damage", "903.10a"),
        ("if the damage from my deathtouch creature gets prevented, does the creature it was going to hit still die?",
         "en", "No. Damage that is prevented", "prevention", "615.6"),
        ("un bicho con 0 de fuerza que bloquea hace daño?", "es", "No. Una criatura con 0 de fuerza", "zero_power",
         "510.1a"),
        ("does damage on a creature carry over to the next turn?", "en", "No. Damage doesn't carry over", "cleanup",
         "514.2"),
    ],
)  # fmt: skip
def test_damage_that_is_never_dealt_or_never_kept(ask, question, lang, start, reasoner, rule):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start) and rule in verdict.text


def test_zero_power_quiet_when_pumped(ask):
    _, verdict = ask("my 0/4 wall gets +2/+0 and blocks. does it deal damage?")
    assert verdict is None or verdict.reasoner != "zero_power"


@pytest.mark.parametrize(
    ("question", "start", "rule"),
    [
        ("le tiro Anger of the Gods y mi rival en respuesta le da protección contra rojo a su bicho con Mother of Runes. "
         "¿sobrevive su bicho?", "Sí. La criatura no recibe daño de Anger of the Gods", "702.16e"),
        ("este turno ya lancé Stomp (el de Bonecrusher Giant) a la cara de mi rival. ahora tiro Anger of the Gods y él "
         "le da pro rojo a su bicho 3/3 con Mother of Runes. ¿se lo carga igual?", "Sí. Bonecrusher Giant", "615.12"),
    ],
)  # fmt: skip
def test_protection_given_to_an_unnamed_creature_against_a_sweeper(ask, question, start, rule):
    verdict = verdict_of(ask, question, "es", "protection")
    assert verdict.text.startswith(start) and rule in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "rule"),
    [
        ("mi rival ataca con Severed Legion (miedo). lo puedo bloquear con mi Ornithopter?", "es",
         "Sí. Ornithopter puede bloquear", "702.36b"),
        ("opp attacks with severed legion, can i block with grizzly bears?", "en", "No. Grizzly Bears can't block",
         "702.36b"),
        ("mi rival ataca con Bog Wraith y yo tengo una Watery Grave. lo puedo bloquear?", "es",
         "No. Bog Wraith no puede ser bloqueada", "702.14c"),
    ],
)  # fmt: skip
def test_fear_and_landwalk_read_from_the_attacker(ask, question, lang, start, rule):
    verdict = verdict_of(ask, question, lang, "evasion")
    assert verdict.text.startswith(start) and rule in verdict.text


def test_landwalk_needs_a_land_of_that_type(ask):
    _, verdict = ask("opp attacks with bog wraith, can i block it with grizzly bears?")
    assert verdict is None or verdict.reasoner != "evasion"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("tengo 5 artefactos en mesa cuanto me cuesta Thoughtcast?", "es", "1 de maná ({U}): Thoughtcast"),
        ("i control 2 artifacts, how much does thoughtcast cost?", "en", "3 mana ({2}{U}): Thoughtcast"),
    ],
)
def test_affinity_reduces_only_the_generic_cost(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "affinity")
    assert verdict.text.startswith(start) and "702.41a" in verdict.text


def test_trigger_count_after_someone_wraths(ask):
    question = (
        "board has my blood artist plus 5 other creatures (mine and opps). someone wraths. how many times does blood "
        "artist trigger?"
    )
    assert verdict_of(ask, question, "en", "trigger_count").text.startswith("6 triggers")


def test_intervening_if_with_damage_said_as_a_number(ask):
    question = (
        "empiezo mi mantenimiento con 41 vidas y Felidar Sovereign en mesa. con el trigger en la pila mi rival me hace "
        "2 de daño. ¿gano igual?"
    )
    verdict = verdict_of(ask, question, "es", "intervening_if")
    assert verdict.text.startswith("No.") and "39" in verdict.text and "603.4" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("my commander krenko gets bolted and i move it to the command zone. does my zulaport cutthroat trigger?", "en",
         "Yes. The commander dies"),
        ("en commander mi comandante muere y lo mando a la zona de mando. ¿se dispara igual mi Zulaport Cutthroat?",
         "es", "Sí. El comandante muere"),
    ],
)  # fmt: skip
def test_a_commander_dies_before_it_moves_to_the_command_zone(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "command_zone")
    assert verdict.text.startswith(start) and "903.9a" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("commander game, i control a guy i took with control magic and its owner just lost. what happens to the "
         "creature?", "en", "It leaves the game with its owner"),
        ("partida de commander a 4: un jugador concede con un hechizo suyo todavía en la pila. que pasa con ese "
         "hechizo??", "es", "Ese hechizo deja la partida"),
    ],
)  # fmt: skip
def test_what_a_player_owns_leaves_the_game_with_them(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "leaves_game")
    assert verdict.text.startswith(start) and "800.4a" in verdict.text


def test_leaving_the_game_needs_more_than_two_players(ask):
    _, verdict = ask("i lose the game, what happens?")
    assert verdict is None or verdict.reasoner != "leaves_game"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("opp has sigarda with hexproof, i have wrath of god. does wrath still kill her or does hexproof stop it?", "en",
         "Yes. Wrath of God doesn't target", "targets"),
        ("le bloqueo con un bicho y antes del daño mi rival mata a mi bloqueador con un removal. ¿su atacante (sin "
         "arrollar) me pega a mí entonces?", "es", "No. Sin arrollar", ""),
        ("i skullcrack opp precombat, then attack with a red 3/3 and they block with paladin en-vec (pro red). does my "
         "guy's damage kill the paladin now?", "en", "Yes. Paladin en-Vec dies", "strikes"),
        ("i cast a second thalia, guardian of thraben while my first one is out. do both die to the legend rule?", "en",
         "No. You choose one of them to keep", "legend"),
        ("if their creature has lifelink and i prevent all combat damage with a fog effect, do they still gain the "
         "life?", "en", "No. Damage that is prevented", "prevention"),
        ("si prevengo todo el daño de combate de este turno (tipo niebla), ¿eso también me salva de un rayo que me "
         "tiren durante el combate?", "es", "No. El efecto de niebla previene solo el daño de combate", "prevention"),
        ("two of my triggers go off at the same time, do i get to pick what order they go on the stack?", "en",
         "Yes. You choose", "stack_order"),  # it asks "do i get to": yes, then who
        ("si mi rival y yo llegamos a 0 vidas a la vez (con un efecto que hace daño a todos los jugadores), ¿quién "
         "gana?", "es", "La partida termina en empate", "life_totals"),
        ("mi bicho es un 2/2 con un contador +1/+1 (3/3 en total) y le ponen Frogify. ¿de cuánto queda?", "es",
         "La criatura queda 2/2", "pt_layers"),
        ("mi Grizzly Bears tiene un Giant Growth encima (5/5) y la sacrifico para lanzar Fling. ¿cuánto daño hace el "
         "fling?", "es", "5:", "fling"),
        ("sacrifico para Fling un bicho 2/2 que tiene tres contadores +1/+1. ¿cuánto daño hace?", "es", "5:", "fling"),
        ("¿cuántas cartas tiene que tener un mazo de commander?", "es", "100 cartas exactas", "deck_size"),
        ("cuantas copias de la misma carta puedo meter en un mazo de construido?", "es", "Cuatro como máximo",
         "deck_size"),
        ("commander damage question: if two different commanders hit me for 11 each, am i dead?", "en",
         "No. Commander damage counts per commander", "commander_damage"),
        ("can i peek at my opponent's face-down morph creature?", "en", "No. You may look only", "face_down"),
        ("si mi bicho boca abajo (morph) muere, ¿tengo que enseñarle a mi rival qué carta era?", "es",
         "Hay que mostrarla", "face_down"),
    ],
)  # fmt: skip
def test_fifteenth_round_common_confusions(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner or None).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("i have thalia, guardian of thraben out and my opp just played their own thalia. does one of them have to "
         "die?", "en", "No. Each of you keeps yours", "legend"),
        ("mi comandante es krenko, mob boss. ¿Cuál es su valor de maná mientras está en la pila?", "es", "4: el valor",
         "mana_value"),
        ("el rival me tira diabolic edict y tengo darksteel colossus y llanowar elves en mesa. ¿Pierdo el colossus?",
         "es", "No.", "sacrifice"),
    ],
)  # fmt: skip
def test_fifteenth_round_dialogue_first_turns(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "rule"),
    [
        ("opp has erebos out (not a creature atm). my lifelink guy hits them for 4. do i gain 4?", "en", "No. Erebos",
         "101.2"),
        ("with sulfuric vortex out does my lifelink still work?", "en", "No. Sulfuric Vortex replaces", "614.1a"),
        ("el rival tiene Leyline of Punishment y me curo con Healing Salve, ¿gano las 3 vidas?", "es", "No. ",
         "101.2"),
        ("I have Archfiend of Despair; do I gain life from my Vampire Nighthawk?", "en", "Yes. Archfiend", "101.2"),
    ],
)  # fmt: skip
def test_cant_gain_life_beats_life_gain(ask, question, lang, start, rule):
    verdict = verdict_of(ask, question, lang, "cant_gain")
    assert verdict.text.startswith(start) and rule in verdict.text
    # the damage is still dealt only where lifelink is what would gain the life
    assert ("still dealt" in verdict.text) == ("lifelink" in question and start.startswith("No"))


def test_cant_gain_quiet_when_whose_side_is_unsaid(ask):
    _, verdict = ask("Archfiend of Despair is on the battlefield. Do I gain life from my Vampire Nighthawk?")
    assert verdict is None or verdict.reasoner != "cant_gain"


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("I played Liliana of the Veil last turn and +1'd her, so she's at 4 loyalty. On opp's turn they swing at "
         "her with a 3/3 and I don't block. How much loyalty does she have left?", "en", "Liliana of the Veil is left "
         "with 1 loyalty"),
        ("mi liliana of the veil tiene 4 de lealtad y el rival la ataca con un bicho 5/5 sin bloqueo. ¿se va al "
         "cementerio?", "es", "Sí."),
        ("I cast Liliana of the Veil and +1. How much loyalty?", "en", "Liliana of the Veil is left with 4 loyalty"),
    ],
)  # fmt: skip
def test_loyalty_counts_a_said_loyalty_once_and_an_unblocked_attacker(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "loyalty")
    assert verdict.text.startswith(start)


def test_loyalty_once_per_turn_without_a_named_planeswalker(ask):
    verdict = verdict_of(
        ask, "¿puedo usar dos habilidades del mismo planeswalker en el mismo turno? tipo +1 y luego -2", "es", "loyalty"
    )
    assert verdict.text.startswith("No.") and "606.3" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("mi bicho tiene dos contadores +1/+1 y mi rival le pone uno -1/-1. ¿se quedan los tres contadores?", "es",
         "No."),
        ("my creature has two +1/+1 counters and gets a -1/-1 counter. does it keep all three counters?", "en", "No."),
        ("if my guy has a +1/+1 counter and gets a -1/-1 counter do they cancel out?", "en", "Yes."),
    ],
)  # fmt: skip
def test_counters_annihilate_when_asked_if_they_stay(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "annihilate")
    assert verdict.text.startswith(start) and "704.5q" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "rule"),
    [
        ("my guy with an equipment on it just died in combat. does the equipment go to the yard too?", "en",
         "No. The Equipment", "704.5n"),
        ("my creature with Bonesplitter got murdered. what happens to the bonesplitter?", "en", "Bonesplitter isn't",
         "704.5n"),
        ("mi bicho con un aura se muere, ¿el aura se queda en el campo?", "es", "No. El aura", "704.5m"),
        ("my grizzly bears with rancor died. does rancor go to the graveyard?", "en", "Yes. Rancor", "704.5m"),
    ],
)  # fmt: skip
def test_gear_left_behind_when_its_creature_dies(ask, question, lang, start, rule):
    verdict = verdict_of(ask, question, lang, "unattached")
    assert verdict.text.startswith(start) and rule in verdict.text


def test_rancor_whose_target_died_in_response_is_the_targets_reasoners(ask):
    verdict = verdict_of(
        ask,
        "so i cast rancor on my grizzly bears and opp responds with doom blade on the bears. what happens to rancor, "
        "do i at least get it back to my hand?",
        "en",
        "targets",
    )
    assert verdict.text.startswith("No. Rancor doesn't resolve")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("opp's only creature is a carnage tyrant. can i make them sac it with diabolic edict or does hexproof stop "
         "that?", "en", "Yes. Diabolic Edict targets the player"),
        ("their only creature is a slippery bogle. does hexproof protect it from diabolic edict?", "en", "No."),
        ("el único bicho del rival es un slippery bogle, ¿tiene que sacrificarlo si le tiro un diabolic edict?", "es",
         "Sí."),
    ],
)  # fmt: skip
def test_edict_gets_past_hexproof(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "sacrifice")
    assert verdict.text.startswith(start) and "702.11b" in verdict.text


def test_edict_hexproof_quiet_with_other_creatures(ask):
    _, verdict = ask(
        "they have a slippery bogle and grizzly bears. does hexproof protect the bogle from diabolic edict?"
    )
    assert verdict is None or verdict.reasoner != "sacrifice"


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("opp bolts my face and i reverberate the bolt. can my copy hit their creature instead or is it stuck on the "
         "same target?", "Yes. Reverberate"),
        ("i twincast their bolt. is my copy stuck on the same target?", "No. Twincast"),
    ],
)  # fmt: skip
def test_copy_may_take_new_targets(ask, question, start):
    verdict = verdict_of(ask, question, "en", "spell_copy")
    assert verdict.text.startswith(start) and "707.10c" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("I cast gemrazer for its mutate cost targeting my 2/2, opp bolts my 2/2 in response. is the gemrazer "
         "countered?", "en", "No."),
        ("muto gemrazer sobre mi bicho y el rival lo mata en respuesta. ¿entra gemrazer igual?", "es", "Sí."),
    ],
)  # fmt: skip
def test_mutating_spell_without_its_target_still_enters(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "mutate")
    assert verdict.text.startswith(start) and "702.140b" in verdict.text


def test_crewed_vehicle_cast_this_turn_cannot_attack(ask):
    verdict = verdict_of(
        ask,
        "cast smuggler's copter this turn and crewed it with my guy that's been out since last turn. can the copter "
        "attack?",
        "en",
        "sickness",
    )
    assert verdict.text.startswith("No. Smuggler's Copter") and "302.6" in verdict.text


def test_sickness_quiet_when_another_spell_was_cast_this_turn(ask):
    _, verdict = ask("I cast a Lightning Bolt this turn, can my Grizzly Bears attack?")
    assert verdict is None or verdict.reasoner != "sickness"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I attack with my lifelinker and opp casts a spell that prevents all combat damage this turn. do i still gain "
         "life?", "en"),
        ("ataco con mi bicho con vínculo vital y el rival tira una niebla. ¿gano vida?", "es"),
    ],
)  # fmt: skip
def test_fog_said_in_combat_means_no_lifelink(ask, question, lang):
    verdict = verdict_of(ask, question, lang, "prevention")
    assert verdict.text.startswith("No.") and "702.15b" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Jugando commander a cuatro le robé un bicho a Juan con un aura de robar el control. Juan acaba de perder la "
         "partida. ¿Me quedo el bicho?", "es"),
        ("4 player game, i stole a creature from tom with control magic. tom conceded. do i keep it?", "en"),
    ],
)  # fmt: skip
def test_stolen_creature_leaves_with_the_player_stolen_from(ask, question, lang):
    verdict = verdict_of(ask, question, lang, "leaves_game")
    assert verdict.text.startswith("No.") and "800.4a" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("bajo History of Benalia en mi turno 3 y saco el primer caballero. ¿cuándo me sale el segundo?", "es",
         "Al empezar tu siguiente fase principal"),
        ("when does chapter II of my saga trigger?", "en", "At the start of your next precombat main phase"),
    ],
)  # fmt: skip
def test_saga_next_chapter_comes_with_the_next_main_phase(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "saga")
    assert verdict.text.startswith(start) and "714.3c" in verdict.text


def test_commander_cast_from_hand_pays_no_tax(ask):
    verdict = verdict_of(
        ask,
        "en commander ya lancé a Krenko dos veces desde la zona de mando. Esta vez el rival me lo devolvió a la mano "
        "con Unsummon y lo lanzo desde la mano. ¿cuánto maná pago en total?",
        "es",
        "commander_tax",
    )
    assert verdict.text.startswith("4: ") and "903.8" in verdict.text


def test_commander_tax_names_the_legend_not_the_bounce_spell(ask):
    verdict = verdict_of(
        ask,
        "ya lancé a Krenko dos veces desde la zona de mando y el rival lo devolvió con Unsummon. si lo lanzo por "
        "tercera vez desde ahí, ¿cuánto maná pago en total?",
        "es",
        "commander_tax",
    )
    assert verdict.text.startswith("8: ")


def test_a_planeswalkers_zero_ability_said_in_response_is_too_late(ask):
    verdict = verdict_of(ask, "can he respond by using jace's 0 to draw before it takes the damage?", "en", "timing")
    assert verdict.text.startswith("No.") and "606.3" in verdict.text


def test_all_triggers_said_mine_by_full_name(ask):
    verdict = verdict_of(
        ask,
        "its my upkeep, i have a sulfuric vortex and opp has one too. Both Sulfuric Vortexes are mine. whose trigger "
        "resolves first?",
        "en",
        "stack_order",
    )
    assert verdict.text.startswith("You choose")


def test_equipment_on_the_opponents_creature_said_in_spanish_is_theirs(ask):
    verdict = verdict_of(
        ask,
        "mi rival tiene un grizzly bears con bonesplitter, le hago act of treason al oso. ¿Puedo mover el bonesplitter "
        "a uno de mis bichos?",
        "es",
        "equip",
    )
    assert verdict.text.startswith("No.") and "301.5d" in verdict.text


def test_a_vehicle_cast_this_turn_said_after_its_name(ask):
    verdict = verdict_of(
        ask,
        "Tripulo el smuggler's copter con un grizzly bears que acabo de bajar este turno. ¿El Smuggler's Copter puede "
        "atacar si tambien lo jugue este turno?",
        "es",
        "sickness",
    )
    assert verdict.text.startswith("No.")


@pytest.mark.parametrize(
    ("question", "start", "reasoner"),
    [
        ("opp blocks my colossal dreadmaw with grizzly bears. It had basilisk collar on it. how much trample damage "
         "can i push through to their face?", "At most 5 damage tramples over", "combat"),
        ("opp blocks my colossal dreadmaw with grizzly bears. It had basilisk collar on it. How much life do i gain "
         "then?", "Colossal Dreadmaw has lifelink and deals 6 damage", "strikes"),
        ("opp blocks my colossal dreadmaw with grizzly bears. my dreadmaw has basilisk collar. how much trample "
         "damage?", "At most 5 damage tramples over", "combat"),
    ],
)  # fmt: skip
def test_gear_said_with_has_or_it_had_goes_on_the_askers_creature(ask, question, start, reasoner):
    verdict = verdict_of(ask, question, "en", reasoner)
    assert verdict.text.startswith(start)


def test_when_does_the_stolen_creature_come_back(ask):
    verdict = verdict_of(
        ask, "i act of treason opp's sakura-tribe elder and i dont sac it. When does opp get it back?", "en", "control"
    )
    assert verdict.text.startswith("The creature goes back at the end of the turn") and "514.2" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("4-player game, I control Player B's creature with a steal effect. B concedes. what happens to the creature?",
         "en", "It leaves the game with its owner", "leaves_game"),
        ("le robo un bicho al rival en mi turno (sin darle prisa). ¿puedo usar su habilidad de {T} ya?", "es", "No.",
         "sickness"),
        ("si le hago daño al monarca con un hechizo de daño directo, ¿paso a ser yo el monarca?", "es", "No.",
         "designations"),
        ("¿qué pasa si mis bichos le hacen daño de combate al jugador que tiene la iniciativa?", "es",
         "El controlador de esas criaturas toma la iniciativa", "designations"),
        ("if I ninjutsu a ninja in, does its 'whenever this creature attacks' ability trigger?", "en", "No.",
         "attack_trigger"),
        ("si la cascada de bloodbraid elf me saca un conjuro, lo puedo lanzar aunque el elfo siga en la pila??", "es",
         "Sí.", "cascade"),
        ("mi rival tiene a teferi time raveler en mesa. puedo flashear un bicho en su paso final?", "es", "No.",
         "timing"),
        ("tengo un escudo de regeneración en mi bicho y el rival le tira un -4/-4 que lo deja a 0 de resistencia. ¿se "
         "salva?", "es", "No.", "survival"),
        ("kitchen finks already persisted back w/ a -1/-1 counter. if i put a +1/+1 counter on it, will it persist "
         "again next time it dies?", "en", "Yes.", "undying"),
        ("board: my blood artist + 2 other dudes on my side, opp has 2 creatures. opp casts wrath of god. how many "
         "blood artist triggers do i get?", "en", "5 triggers", "trigger_count"),
        ("me bloquean mi 5/5 con un 3/3 y un 2/2. ¿puedo meterle los 5 de daño al 3/3 y pasar del 2/2?", "es", "Sí.",
         "damage_split"),
        ("copio el token 4/4 de mi rival con Clone y luego me rebotan el Clone. ¿vuelve a mi mano?", "es", "Sí.",
         "token_gone"),
        ("opp o-rings my best creature. with the ETB trigger on the stack i destroy the oblivion ring. do i get my "
         "creature back?", "en", "No. The target is exiled for good: Oblivion Ring's", "until_leaves"),
        ("opp has blood moon, i have urborg tomb of yawgmoth. do my basic forests still tap for B?", "en", "No.",
         "blood_moon"),
    ],
)  # fmt: skip
def test_verdicts_ac_shapes(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start)


def test_a_token_still_ceases_to_exist_without_a_copier(ask):
    verdict = verdict_of(ask, "opp unsummons one of my soldier tokens. can i cast it again from my hand lol", "en")
    assert verdict.reasoner == "token_gone" and verdict.text.startswith("No.")


def test_ring_trick_quiet_when_the_ring_leaves_later(ask):
    _, verdict = ask("opp oblivion rings my creature and later i destroy the ring. do i get my creature back?")
    assert verdict is None or verdict.reasoner != "zone_trigger" or verdict.text.startswith("Yes.")


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("el rival tiene un carnage tyrant en mesa. ¿le puedo tirar path to exile?", "es"),
        ("opp has carnage tyrant on the battlefield. can i path it?", "en"),
    ],
)
def test_a_hexproof_creature_said_as_it_cannot_be_targeted(ask, question, lang):
    verdict = verdict_of(ask, question, lang, "targets")
    assert verdict.text.startswith("No.") and "702.11b" in verdict.text


def test_no_extra_tax_for_a_commander_cast_from_hand(ask):
    verdict = verdict_of(
        ask,
        "krenko mob boss is my commander and i already cast it from the command zone twice this game. It got bounced "
        "to my hand and i cast it from there. how much extra do i pay to cast it again?",
        "en",
        "commander_tax",
    )
    assert verdict.text.startswith("0: ")


def test_undying_said_again_in_spanish(ask):
    verdict = verdict_of(
        ask, "Se lo vuelvo a bolear, vuelve otra vez. le tiro un bolt al strangleroot geist de mi rival, vuelve?", "es"
    )
    assert verdict.reasoner == "undying" and verdict.text.startswith("No.")


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("they swing colossal dreadmaw at me and i block w/ glissa the traitor. do i take any trample dmg?",
         "No. Glissa, the Traitor deals its damage in the first-strike damage step"),
        ("my colossal dreadmaw is blocked by glissa the traitor. how much trample damage goes through?", "0: "),
        ("my colossal dreadmaw is blocked by grizzly bears. how much trample damage?", "At most 4 damage"),
    ],
)  # fmt: skip
def test_a_first_striking_blocker_that_kills_the_trampler_stops_all_its_damage(ask, question, start):
    verdict = verdict_of(ask, question, "en", "combat")
    assert verdict.text.startswith(start)


def test_equip_onto_a_creature_stolen_from_the_opponent(ask):
    verdict = verdict_of(
        ask,
        "Antes le robo su grizzly bears con act of treason. puedo equipar mi basilisk collar a un bicho de mi rival?",
        "es",
        "equip",
    )
    assert verdict.text.startswith("Sí.") and "702.6a" in verdict.text


def test_the_spell_responded_to_is_the_one_whose_target_left(ask):
    verdict = verdict_of(
        ask, "opp swords my dreadmaw in response to my giant growth, does the growth do anything?", "en", "targets"
    )
    assert verdict.text.startswith("No. Giant Growth doesn't resolve") and "608.2b" in verdict.text


def test_who_orders_replacement_effects_in_general_is_left_to_the_616_walkthrough(ask):
    """Without a card or a concrete event ("al mismo evento") the general answer walks through 616.1a–f."""
    _, verdict = ask("¿Quién elige el orden si dos efectos de reemplazo se aplican al mismo evento?", "es")
    assert verdict is None or verdict.reasoner != "replacement"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("mi 2/2 lleva hyena umbra y el rival le mete dismember. el totem armor lo salva?", "es",
         "No. La criatura muere igualmente", "survival"),
        ("my grizzly bears wears hyena umbra and opp casts murder on it. does it die?", "en",
         "No. Grizzly Bears survives: Hyena Umbra's umbra armor destroys the Aura instead", "survival"),
        ("tengo avacyn angel of hope, el rival tira toxic deluge pagando 7, ¿sobrevive avacyn?", "es",
         "Sí. Avacyn, Angel of Hope sobrevive: recibe -7/-7 y le queda resistencia 1", "survival"),
        ("opp has avacyn angel of hope. a creature already died this turn, so if i morbid tragic slip her does she "
         "die even though she's indestructible?", "en", "Yes. Avacyn, Angel of Hope dies anyway", "survival"),
        ("mi rival baja voice of all. puedo esperar a ver que color elige y en respuesta matarlo antes de que tenga "
         "la proteccion?", "es", "No. La elección de Voice of All se hace mientras entra", "as_enters"),
        ("opp casts phyrexian revoker. can i respond to the name choice by activating my pithing needle?", "en",
         "No. Phyrexian Revoker's choice is made as it enters", "as_enters"),
        ("mi mystic remora tiene 3 contadores de edad. en mi mantenimiento cuanto pago para quedarmela?", "es",
         "{4}: al comienzo de tu mantenimiento", "cumulative_upkeep"),
        ("una criatura que lanzo al quitarle el ultimo contador de suspender puede atacar ese turno?", "es",
         "Sí. La criatura se lanzó con suspender", "sickness"),
        ("can i move an equipment onto my unblocked guy after blockers are declared?", "en",
         "No. Equip can be activated only as a sorcery", "timing"),
        ("storm cuenta tambien los hechizos que lanzó mi rival este turno o solo los mios?", "es",
         "Tormenta cuenta todos los hechizos lanzados antes", "storm"),
        ("las copias que crea storm, ¿cuentan como hechizos lanzados para el prowess de mis bichos?", "es",
         "No. Una copia de un hechizo no se lanza", "storm"),
        ("with doubling season out does chandra's +1 put 2 loyalty counters on her?", "en",
         "No. The +1 puts exactly 1 loyalty counter", "loyalty"),
        ("con doubling season, el +1 de mi jace le pone 2 contadores de lealtad?", "es",
         "No. El +1 pone exactamente 1 contador de lealtad", "loyalty"),
        ("london mulligan, i mulled twice. how many cards do i bottom?", "en", "2: ", "mulligan"),
        ("mi grizzly bears tiene un contador +1/+1 y el rival le tira turn to frog. de cuanto se queda?", "es",
         "Grizzly Bears queda 2/2", "pt_layers"),
        ("cast rancor on my 2/2, opp bolts the 2/2 in response. does rancor go back to my hand?", "en",
         "No. Rancor doesn't resolve", "targets"),
        ("lanzo un aura sobre mi bicho y me lo matan en respuesta, ¿qué pasa con el aura?", "es",
         "El Aura no se resuelve", "targets"),
        ("¿puedo ponerle rancor a mi Argothian Enchantress? tiene hexproof", "es", "No. Un permanente con velo",
         "targets"),
        ("with leyline of sanctity out can opp bolt me?", "en", "No. Leyline of Sanctity gives you hexproof",
         "targets"),
        ("opp has leyline of sanctity out. can he bolt me?", "en",
         "Yes. Leyline of Sanctity gives hexproof only to its controller", "targets"),
        ("can i cast ballista for X=0 with hardened scales out so it enters as a 1/1?", "en",
         "No. It gets no counters (0)", "replacement"),
        ("i control hardened scales and opp controls doubling season. luminarch aspirant's trigger puts a +1/+1 "
         "counter on my grizzly bears. what's the most counters it can end up with?", "en", "It gets 2 +1/+1 counters",
         "replacement"),
        ("i cast skullcrack precombat then attack. opp fogs. is my combat damage prevented?", "en",
         "No. Skullcrack makes that damage unpreventable", "prevention"),
        ("con el capítulo III de history of benalia en la pila me destruyen la saga. ¿mis knights reciben el +2/+1?",
         "es", "Sí. La habilidad de History of Benalia", "source_gone"),
        ("mutée gemrazer encima de mis grizzly bears y me lo rebotan con unsummon, ¿qué vuelve a la mano?", "es",
         "Todas sus cartas vuelven a la mano", "mutate"),
        ("if i mutate gemrazer onto my flametongue kavu does the kavu's ETB trigger again?", "en",
         "No. A mutating creature spell doesn't enter the battlefield", "mutate"),
        ("opp's guy has had loxodon warhammer on it since last turn. i turn to frog it during combat. does it still "
         "have lifelink and trample?", "en", "No. Turn to Frog took the creature's abilities away after Loxodon",
         "loses_abilities"),
        ("le hago turn to frog a un bicho del rival y luego él le da volar con jump. ¿vuela?", "es",
         "Sí. Jump le da volar a la criatura después de que", "loses_abilities"),
        ("baja fiend hunter y el trigger de entrar apunta a mi criatura. si le meto un bolt al fiend hunter en "
         "respuesta, recupero mi bicho?", "es", "No. El objetivo se exilia para siempre", "until_leaves"),
        ("my kitchen finks already persisted so it has the -1/-1 counter. i put a +1/+1 counter on it with travel "
         "preparations. if it dies again does persist work?", "en", "Yes. It returns", "undying"),
        ("opp is at 8 poison. i giant growth my glistener elf and it connects unblocked. They chump it with a grizzly "
         "bears. The elf had trample. do they lose?", "en", "Yes. At most 2 damage tramples over", "combat"),
        ("my fencing ace attacks and gets blocked by serra angel. i giant growth the ace. does it survive combat?",
         "en", "Yes. Serra Angel dies and Fencing Ace survives", "strikes"),
        ("i have blood artist plus 3 other creatures and opp casts wrath of god. Opp loses 2 creatures to it too. how "
         "many times does blood artist trigger?", "en", "6 triggers", "trigger_count"),
        ("i have blood artist plus 3 other creatures and opp casts wrath of god. Who decides the order they go on the "
         "stack?", "en", "You choose: all of those triggers are yours", "stack_order"),
        ("opp bolts my grizzly bears and i respond with giant growth on it. They respond to the Giant Growth with a "
         "2nd bolt. does the bear survive?", "en", "No. Grizzly Bears dies", "stack_damage"),
        ("i'm at 40 life at the start of my upkeep with felidar sovereign. opp bolts me in response to the trigger. I "
         "healing salve myself back to 40 before it resolves. do i win?", "en",
         "Yes. Felidar Sovereign's ability still resolves", "intervening_if"),
    ],
)  # fmt: skip
def test_eighteenth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_a_said_x_or_paid_life_is_needed_to_say_a_minus_x_creature_survives(ask):
    _, verdict = ask("my avacyn, angel of hope vs toxic deluge, does it die?", "en")
    assert verdict is not None and verdict.text.startswith("Yes. Avacyn, Angel of Hope dies anyway")


def test_an_as_enters_choice_leaves_the_spell_itself_answerable(ask):
    _, verdict = ask("opp casts voice of all, can i counter it in response?", "en")
    assert verdict is None or verdict.reasoner != "as_enters"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("ataco con vampire nighthawk y el rival lo bloquea con su serra angel, cuantas vidas gano?", "es",
         "Vampire Nighthawk tiene vínculo vital y hace 2 de daño", "strikes"),
        ("lanzo think twice desde la mano y me lo contrarrestan, ¿vuelve al cementerio?", "es",
         "Sí. Think Twice va al cementerio de su propietario", "exile_instead"),
        ("can i tap sol ring for mana the turn i play it?", "en", "Yes. Sol Ring isn't a creature", "sickness"),
        ("i sacrifice my grizzly bears with two +1/+1 counters to fling. how much damage does fling deal?", "en",
         "4: Fling uses Grizzly Bears's power", "fling"),
        ("el rival le tira un lightning bolt a mi criatura y yo lo copio con twincast. ¿De quién es la copia?", "es",
         "Tuya: una copia de un hechizo", "spell_copy"),
    ],
)  # fmt: skip
def test_eighteenth_round_reasoners_part_two(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("they toxic deluge for 6. my indestructible 5/5 survives right?", "en", "No. The creature dies anyway",
         "survival"),
        ("I control platinum angel and I've taken 24 commander damage from the same commander. am I out?", "en",
         "No. Its controller doesn't lose while Platinum Angel", "cant_lose"),
        ("I giant growth my 2/2 and then fling it. does fling deal 2 or 5?", "en", "5: Fling uses the 2/2's power",
         "fling"),
        ("mi bicho 5/5 con vínculo vital le pega a un rival que está a 2 vidas. ¿gano 5 o 2?", "es",
         "La 5/5 no está bloqueada, así que hace 5", "player_damage"),
        ("en una partida de commander a 4, ¿el primer mulligan es gratis?", "es", "Sí. En una partida multijugador",
         "mulligan"),
        ("la criatura boca abajo (morph) de mi rival muere. ¿tiene que enseñar qué era?", "es", "Sí. Hay que mostrarla",
         "face_down"),
        ("guy across has leyline of sanctity. does my gary still drain him?", "en",
         "Yes. Gray Merchant of Asphodel doesn't target", "targets"),
        ("I'm on tymna/thrasios. over the game tymna has hit one opp for 12 and thrasios for 10. thats 22 commander "
         "damage so he's dead right?", "en", "No. Commander damage counts per commander", "commander_damage"),
        ("en commander si alguien ataca a otro jugador, ¿puedo bloquear yo con mis criaturas para echarle una mano?",
         "es", "No. Solo bloquea el jugador atacado", "blocking"),
        ("mi comandante es skithiryx. cuando pega con infectar, ¿ese daño cuenta también como daño de comandante?",
         "es", "Sí. Infectar cambia lo que el daño le hace al jugador", "commander_damage"),
        ("the monarch just conceded in the middle of my turn. who's the monarch now?", "en",
         "You are: when the monarch leaves the game", "designations"),
        ("el de enfrente me robó el bicho con control magic y ahora ha perdido la partida. ¿recupero mi criatura?",
         "es", "Sí. La recuperas", "leaves_game"),
        ("tengo el bicho de mi rival con control magic. si le hago ephemerate para repetir el ETB, ¿me lo quedo?",
         "es", "No. Ephemerate la devuelve", "delayed_blink"),
    ],
)  # fmt: skip
def test_eighteenth_round_reasoners_part_three(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("I have hardened scales and cast walking ballista with X=2. The doubling season is my opponent's though. "
         "Whats the max?", "en", "It gets 3 +1/+1 counters", "replacement"),
        ("i'm at exactly 45 life at the start of my upkeep with felidar sovereign out. I start the upkeep at 38 but "
         "gain enough life during the upkeep to get to 42. do i still win?", "en",
         "No. Felidar Sovereign's ability never triggers", "intervening_if"),
        ("i bolt opp's jace, the mind sculptor on my turn, it's on 3 loyalty. Jace was on 5. How much loyalty is left "
         "after the bolt?", "en", "Jace, the Mind Sculptor is left with 2 loyalty", "loyalty"),
        ("I bolt it during their upkeep. Jace was on 5. Can they plus it in response then?", "en",
         "No. A planeswalker's loyalty abilities can be activated only in a main phase", "timing"),
        ("i cast clone copying opp's walking ballista that has 4 +1/+1 counters. I have glorious anthem out. does my "
         "clone survive?", "en", "Yes. With Glorious Anthem it is a 1/1", "copies"),
    ],
)  # fmt: skip
def test_eighteenth_round_reasoners_part_four(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("opp has a creature with ward 2 and an x/1. i electrolyze 1 at each and don't pay the ward. does the x/1 "
         "still take its 1?", "en", "No. Electrolyze is countered", "ward"),
        ("opp's 3 drop has ward 2, i abrupt decay it and just dont pay. does it still get destroyed", "en",
         "Yes. Abrupt Decay resolves anyway", "ward"),
        ("opp is at 41 with felidar sovereign and the upkeep trigger goes on the stack. i bolt them in response, do "
         "they still win?", "en", "No. Felidar Sovereign's ability does nothing", "intervening_if"),
        ("rest in peace is out and i counterspell opp's spell. where does their spell go", "en",
         "It is exiled: Rest in Peace", "exile_instead"),
        ("con rest in peace en mesa me matan una criatura. a donde va?", "es", "Va al exilio", "exile_instead"),
        ("activo sneak attack para meter griselbrand y el rival tiene containment priest. que le pasa a griselbrand?",
         "es", "Se exilia:", "exile_instead"),
        ("opp attacks with white knight. is my vampire nighthawk allowed to block it?", "en",
         "No. Vampire Nighthawk can't block White Knight", "blocking"),
        ("birds of paradise is a flyer so it can only block other flyers right? or can it block grizzly bears", "en",
         "Yes. Birds of Paradise can block Grizzly Bears", "blocking"),
        ("tapped my llanowar elves for mana in opp's beginning of combat. can it still block this turn?", "en",
         "No. A tapped creature can't block", "tapped"),
        ("giant growthed my grizzly bears to block, it took 4 dmg. when the +3/+3 wears off at end of turn does it "
         "die to the damage?", "en", "No. In the cleanup step", "cleanup"),
        ("4/4 with double strike and trample gets blocked by a 2/2 with no first strike. total damage the defending "
         "player takes?", "en", "6 damage in all goes to the player", "combat"),
        ("nighthawk with giant growth on it (5/6) attacks, opp blocks with a 2/2. how much life do i gain", "en",
         "Vampire Nighthawk has lifelink and deals 5 damage", "strikes"),
        ("rafiq es mi comandante (no tengo otros exaltados) y ataca solo, no lo bloquean. cuanto daño de comandante "
         "le hago al rival?", "es", "Rafiq of the Many no está bloqueada y tiene dañar dos veces, así que hace 8", "player_damage"),
        ("i plow opps 5/5. who gains the 5 life, me or them?", "en", "Your opponent does", "its_controller"),
        ("ataco con vampire nighthawk, me bloquean con un 3/3 y el opp juega fog. que le pasa al 3/3 por el toque "
         "mortal?", "es", "Nada: sobrevive.", "prevention"),
        ("ataco a un planeswalker con 2 de lealtad con mi colossal dreadmaw y no lo bloquean. el daño que sobra pasa "
         "al jugador por arrollar?", "es", "No. Todo el daño de combate de", "player_damage"),
        ("my dreadmaw attacks their jace (3 loyalty), no blocks. does the extra trample damage hit the opponent?",
         "en", "No. All of Colossal Dreadmaw's combat damage goes to the planeswalker", "player_damage"),
        ("giro sol ring en mi fase principal y al final no uso el mana. pierdo vida por el mana que sobra?", "es",
         "No. Ya no existe la quemadura de maná", "mana_pool"),
        ("el opp le tira swords to plowshares a mi criatura y en respuesta la sacrifico con viscera seer. quien gana "
         "la vida?", "es", "Nadie.", "targets"),
        ("la isla que quiero devolver para daze ya esta girada. puedo usarla igual para el coste alternativo?", "es",
         "Sí. El coste de", "alt_costs"),
        ("el rival lanza grapeshot como su quinto hechizo del turno a mi cara y yo le stifleo el trigger de tormenta. "
         "cuanto daño me hace?", "es", "1 de daño, solo del Grapeshot original", "storm"),
        ("i tap prodigal pyromancer to ping their 1/1, they stifle the ability in response. does the ping still "
         "happen?", "en", "No. Prodigal Pyromancer's ability is countered", "ability_countered"),
        ("el rival activa polluted delta y le respondo con stifle. que pasa con la fetch y su tierra?", "es",
         "La habilidad de", "ability_countered"),
        ("i play flametongue kavu and its the only creature on the board. what does the etb do?", "en",
         "Flametongue Kavu's enters ability is mandatory", "must_target"),
        ("opp plays banisher priest targeting my creature and i shock the priest in response to the trigger. where "
         "does my creature end up?", "en", "The creature is never exiled", "until_leaves"),
        ("opp mana leaks my spell and i've got 3 untapped lands. can i just tap them when the leak resolves to pay "
         "the 3?", "en", "Yes. You choose whether to pay when Mana Leak resolves", "soft_counter"),
    ],
)  # fmt: skip
def test_nineteenth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_a_creature_size_said_after_its_pump_already_counts_it_and_a_chump_is_no_size(ask):
    _, verdict = ask(
        "opp chumps my dreadmaw with a 1/1 and then sacs the 1/1 before damage. do they take the full 6", "en"
    )
    assert verdict is not None and verdict.text.startswith("Yes. All 6 damage of Colossal Dreadmaw")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("opp turn to frogs my 2/2 that has two +1/+1 counters on it. what size is it now?", "en",
         "The creature is 3/3", "pt_layers"),
        ("el rival le tira giant growth a su propia criatura y en respuesta yo le lanzo vines of vastwood a esa "
         "criatura. su giant growth se queda sin objetivo?", "es", "Sí.", "targets"),
        ("what happens if i equip skullclamp to llanowar elves?", "en", "Llanowar Elves dies: with Skullclamp it is 2/0",
         "worn_toughness"),
        ("i twincast their bolt and they counter my copy. does it go to my graveyard?", "en", "No. It ceases to exist",
         "spell_copy"),
        ("i wrath with kalitas out, opp has 4 creatures. how many zombie tokens do i get?", "en", "4: Kalitas",
         "instead_tokens"),
        ("mi tarmogoyf es 2/3 (en los cementerios solo hay criaturas y tierras) y el opp le tira un bolt. que le pasa "
         "al goyf?", "es", "Lightning Bolt es un instantáneo", "lethal"),
        ("opp has thalia out. can i pitch force of will (1 life + exile a blue card) with all my lands tapped?", "en",
         "No. You pay {1} more for Force of Will", "costs"),
        ("opp has thalia out. with one untapped island, can i pitch force of will (1 life + exile a blue card)?", "en",
         "Yes. You pay {1} more for Force of Will", "costs"),
        ("el opp le tira swords to plowshares a mi serra angel. En respuesta le tiro un giant growth. ¿Cuántas vidas "
         "gano?", "es", "Su controlador gana 7 vidas", "life_from_power"),
        ("i beast within opp's evolving wilds. who gets the 3/3?", "en", "Your opponent does", "its_controller"),
        ("i beast within their serra angel that i stole with act of treason this turn. who gets the 3/3?", "en",
         "You do", "its_controller"),
        ("i beast within opp's evolving wilds. They crack it in response. who gets the 3/3?", "en", "Nobody.",
         "targets"),
        ("el rival me robó mi craw wurm con control magic. si le tiro swords to plowshares, ¿quién gana las 6 vidas?",
         "es", "El rival", "its_controller"),
        ("My opponent controls Thalia, Guardian of Thraben and I have no untapped lands. Can I still cast Force of "
         "Will by paying 1 life and exiling a blue card?", "en", "No. You pay {1} more", "costs"),
    ],
)  # fmt: skip
def test_nineteenth_round_reasoners_part_two(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("lanzo mulldrifter por evocar y ordeno los triggers para que el de sacrificar se resuelva primero. cuantas "
         "cartas robo?", "es", "2. Evocada", "evoke"),
        ("if i ping opp's bonecrusher giant with prodigal sorcerer does the giant deal 2 to me?", "en",
         "No. Bonecrusher Giant's ability triggers only when it becomes the target of a spell", "targeted_trigger"),
        ("can i stifle deathrite shaman's mana ability?", "en", "Yes. Deathrite Shaman's ability that adds mana also "
         "has a target", "mana_ability"),
        ("i cast divination and opp flashes in notion thief in response. who draws the 2 cards?", "en",
         "Your opponent does: Notion Thief", "draw_stolen"),
        ("tengo notion thief y mi rival lanza divination, quien roba las cartas?", "es", "Tú: Notion Thief",
         "draw_stolen"),
        ("split electrolyze 1 and 1 between a 1/1 and a 2/2, opp bounced the 1/1 in response. how much dmg does the "
         "2/2 take?", "en", "1: Electrolyze still resolves", "targets"),
        ("my river boa regenerates from the pyroclasm. is it still untapped to block?", "en",
         "No. Regenerating it taps it", "survival"),
        ("mi rival ataca con black knight, puedo bloquearlo con mi serra angel?", "es",
         "No. Serra Angel no puede bloquear a Black Knight: Black Knight tiene protección contra blanco", "blocking"),
        ("commander game. my commander krenko has already hit opp for 18 combat damage this game. they're at 25 life "
         "and i fling krenko at them. do they lose?", "en", "No. Only combat damage dealt by a commander counts",
         "commander_damage"),
    ],
)  # fmt: skip
def test_nineteenth_round_reasoners_part_three(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("if i clone opps thalia do we have to deal w the legend rule", "en", "No. Each of you keeps yours", "legend"),
        ("my opponent copies my Thalia with Phantasmal Image. does the legend rule kill one of them?", "en",
         "No. Each of you keeps yours", "legend"),
        ("I copy my own Thalia with Phantasmal Image. does the legend rule kill one of them?", "en",
         "Yes. You choose one", "legend"),
        ("finks has a +1/+1 counter on it so its 4/3. opp puts three -1/-1 counters on it at once and it dies. does "
         "persist bring it back", "en", "No. It doesn't return", "undying"),
        ("my kitchen finks came back from persist w the -1/-1 counter, then i put a +1/+1 counter on it. if it dies "
         "again does persist work again?", "en", "Yes. It returns", "undying"),
        ("con solemnity en juego muere mi kitchen finks y vuelve por persistir. si muere de nuevo, vuelve otra vez?",
         "es", "Sí. Vuelve", "undying"),
        ("i put mind control on opps grizzly bears in my first main phase. can i attack with it this turn", "en",
         "No. Grizzly Bears came under your control this turn", "timing"),
        ("le pongo Control Magic al bicho del rival, ¿tengo que esperar a mi próximo turno para atacar con él?", "es",
         "Sí. La criatura está bajo tu control desde este turno", "timing"),
        ("i cast a grizzly bears, do i have to wait a turn to attack?", "en", "Yes. Grizzly Bears can't attack",
         "sickness"),
        ("opp casts sudden shock on my grizzly bears, can i giant growth in response?", "en", "No. While Sudden Shock",
         "timing"),
        ("i have worship and a grizzly bears, im at 3 life and opp bolts me twice. what's my life total", "en",
         "You stay at 1", "life_floor"),
        ("i have worship and a creature, im at 2 life. opp casts sign in blood targeting me. am i dead?", "en",
         "Yes. Worship changes only damage", "life_floor"),
        ("i skullcrack opp then cast pyroclasm same turn. does their paladin en-vec die?", "en",
         "Yes. Skullcrack made damage unpreventable", "protection"),
        ("en respuesta al trigger de sower of temptation el rival lo mata. gano el control de la criatura igual?", "es",
         "No. La habilidad se resuelve igualmente, pero su efecto dura solo mientras", "source_gone"),
        ("lanzo staggershock desde la mano y me lo contrarrestan con counterspell. adonde va la carta?", "es",
         "Staggershock va al cementerio", "exile_instead"),
        ("unearthed dregscape zombie and opp unsummons it in combat. what happens to it", "en",
         "Dregscape Zombie is exiled", "exile_instead"),
        ("que pasa con una ficha de criatura si el rival la devuelve a mi mano?", "es", "La ficha deja de existir",
         "token_gone"),
        ("reanimo la kitchen finks del rival desde su cementerio con reanimate. gano yo las 2 vidas?", "es",
         "Sí. Reanimate pone", "etb_controller"),
        ("does murder kill darksteel myr?", "en", "No. Darksteel Myr survives", "survival"),
        ("They respond to the disfigure by giant growthing the myr. does Disfigure kill darksteel myr?", "en",
         "No. Darksteel Myr survives", "survival"),
        ("they giant growth their darksteel myr and i respond with disfigure. does it die?", "en",
         "Yes. Darksteel Myr dies anyway", "survival"),
        ("sin ningun efecto que me lo permita, ¿puedo jugar dos tierras en el mismo turno?", "es",
         "No. Normalmente un jugador solo puede jugar una tierra", "land_drop"),
        ("mi Vampire Nighthawk es bloqueado por unos Llanowar Elves 1/1. gano 2 vidas o solo 1?", "es",
         "Vampire Nighthawk tiene vínculo vital y hace 2", "strikes"),
    ],
)  # fmt: skip
def test_twentieth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    "question",
    [
        "I cast a Lightning Bolt this turn, can my Grizzly Bears attack?",  # a spell cast, not the creature
        "i have worship and a grizzly bears, im at 20 life and opp bolts me. what's my life total",  # no floor needed
        "i cast sower of temptation on their bears and it resolves. who controls the bears?",  # nothing removed
    ],
)
def test_twentieth_round_reasoners_stay_quiet(ask, question):
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner not in ("sickness", "life_floor", "source_gone")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("i cast staggershock from my hand and it resolves. where does it go?", "en",
         "Staggershock is exiled as it resolves (rebound)", "exile_instead"),
        ("lanzo Bloodbraid Elf y la cascada exilia primero una tierra, ¿puedo jugar esa tierra?", "es",
         "No. Cascada exilia cartas hasta exiliar una carta que no sea tierra", "cascade"),
        ("este turno lance 3 hechizos y luego un Grapeshot (que hizo 3 copias). ahora lanzo un segundo Grapeshot, "
         "cuantas copias hace?", "es", "4 copias", "storm"),
        ("el rival lanza stroke of genius con X=4 y yo le hago twincast eligiendome como objetivo. cuantas cartas "
         "robo con la copia?", "es", "La copia hace robar 4 cartas", "spell_copy"),
        ("hangarback walker with 2 +1/+1 counters, opp puts 3 -1/-1 counters on it at once. how many thopters do i "
         "get", "en", "2: Hangarback Walker dies in the same state-based action check", "annihilate"),
        ("river boa bloquea a una criatura con dañar primero, recibe daño letal y se regenera. hace su daño en el "
         "paso de daño normal?", "es", "No. River Boa sobrevive, pero regenerarse lo quita del combate", "survival"),
        ("si tengo que robar con la biblioteca vacia en mitad de un hechizo, ¿pierdo en ese mismo momento?", "es",
         "No. Un jugador que intenta robar", "empty_library"),
        ("ataco con Colossal Dreadmaw equipado con Basilisk Collar y me bloquea un angel de serra. cuanto daño puedo "
         "pasar al rival?", "es", "Al jugador le pueden llegar como máximo 5 de daño", "combat"),
        ("ataco con stampeding rhino y me lo bloquean horned turtle y grizzly bears a la vez. ¿le pasa algo de daño "
         "al jugador?", "es", "No. Al jugador no le llega ningún daño (0)", "combat"),
        ("ataco con Glistener Elf, nadie bloquea y le tiro crecimiento gigante. ¿cuantos contadores de veneno recibe "
         "el rival?", "es", "Glistener Elf tiene infectar, así que sus 4 de daño", "player_damage"),
    ],
)  # fmt: skip
def test_twentieth_round_reasoners_part_two(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("my craw wurm has rancor on it and they murder the wurm. does rancor come back to my hand?", "Yes. Rancor goes"),
        ("my creature has rancor on it and i cloudshift the creature. where does rancor end up", "Rancor goes back"),
        # in response to the Aura spell it never resolves: the targets reasoner's No
        ("i cast rancor on my craw wurm, they murder the wurm in response. does rancor come back to my hand?",
         "No. Rancor doesn't resolve"),
    ],
)  # fmt: skip
def test_an_aura_that_returns_itself_comes_back_only_from_the_battlefield(ask, question, start):
    assert verdict_of(ask, question).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "start", "reasoner"),
    [
        ("tengo doubling season y bajo jace beleren. Activo su +2. ¿Con cuántos se queda?",
         "A Jace Beleren le quedan 8", "loyalty"),
        ("they bolt my face, i counterspell the bolt, they counterspell my counterspell. I have a second "
         "counterspell for their counterspell. do i take the 3?", "No. Lightning Bolt is countered", "counter_war"),
        ("my boggart brute gets double blocked by two grizzly bears and i bolt one bear. does brute get to hit the "
         "player?", "No. It stays blocked", "player_damage"),
    ],
)  # fmt: skip
def test_twentieth_round_reasoners_part_three(ask, question, start, reasoner):
    lang = "es" if "¿" in question else "en"
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("tengo 4 criaturas en mesa y lanzo craterhoof behemoth. cuanto +X/+X reciben?", "es", "X es 5", "x_count"),
        ("el rival esta a 2 con worship y una sola criatura (no negra). tiro bolt a su cara, mantengo prioridad y le "
         "tiro doom blade a la criatura encima. se muere?", "es", "Sí. Worship solo funciona mientras", "life_floor"),
    ],
)  # fmt: skip
def test_twentieth_round_reasoners_part_four(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("mi oponente tiene leyline of sanctity. ¿puedo tirarle un lightning bolt a una criatura suya?", "es",
         "Sí. Leyline of Sanctity solo le da antimaleficio al jugador", "targets"),
        ("opp attacks me with serra angel. I mighty leap my Grizzly Bears in the declare attackers step, before "
         "blocks. Can my Grizzly Bears block it?", "en", "Yes. Grizzly Bears can block Serra Angel", "blocking"),
    ],
)  # fmt: skip
def test_twentieth_round_reasoners_part_five(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("mi criatura tiene el pacifism del rival. si le hago cloudshift, ¿qué pasa con el pacifism?", "es",
         "La criatura vuelve como un objeto nuevo, así que Pacifism no está", "delayed_blink"),
        ("mis kitchen finks ya volvieron con persist (tienen el -1/-1). si les hago cloudshift, ¿pueden volver a "
         "persistir?", "es", "Sí. Vuelve del parpadeo como un objeto nuevo", "undying"),
        ("i ephemerate my kitchen finks, does persist trigger?", "en", "No. It doesn't return", "undying"),
        ("i blink my kitchen finks that already persisted with cloudshift. can it persist again?", "en",
         "Yes. It comes back from the flicker as a new object", "undying"),
        ("if i blink my solemn simulacrum do i search again?", "en", "Yes. Solemn Simulacrum enters the battlefield "
         "again", "zone_trigger"),
        ("what happens if i ephemerate one of my soldier tokens", "en", "The token ceases to exist", "token_gone"),
        ("bajo una segunda thalia guardian of thraben. ¿puedo responder a la regla de leyendas sacrificando una a "
         "viscera seer?", "es", "No. La regla de leyendas es una acción basada en estado: no usa la pila", "legend"),
        ("copio con clone mi thalia, guardian of thraben, alguno de los dos va al cementerio por la regla de "
         "leyendas?", "es", "Sí. Tú eliges cuál conservas", "legend"),
        ("control magic on their creature in my first main phase. can it attack this turn?", "en",
         "No. The creature came under your control this turn", "timing"),
        ("they cast pacifism on my creature, i unsummon my creature in response. where does the pacifism end up?",
         "en", "Pacifism doesn't resolve", "targets"),
        ("after i declare blockers can opp move their bonesplitter onto the unblocked guy?", "en",
         "No. Bonesplitter's equip ability can be activated only as a sorcery", "timing"),
        ("¿si flasheo briarpack alpha después de que se declararon los bloqueos, puede bloquear?", "es",
         "No. Demasiado tarde", "timing"),
        ("el rival me tira murder a mi criatura y respondo con vines of vastwood sin kicker. ¿sobrevive?", "es",
         "Sí. Murder no se resuelve", "targets"),
        ("heroic intervention in response to wrath of god, do my creatures survive?", "en",
         "Yes. The creature survives: it has indestructible", "survival"),
        ("typhoid rats attacks their jace tms which is at 3 loyalty and goes unblocked. how much loyalty does jace "
         "have after?", "en", "Jace, the Mind Sculptor is left with 2 loyalty", "loyalty"),
        ("con doubling season en mesa, si uso el +1 de liliana of the veil ¿gana 2 de lealtad?", "es",
         "No. El +1 pone exactamente 1 contador", "loyalty"),
        ("ballista has 3 +1/+1 counters, opp casts black sun's zenith for 1. how many +1/+1 counters are left after "
         "sba?", "en", "Walking Ballista ends up a 2/2 with 2 +1/+1 counters", "annihilate"),
        ("mi hangarback walker tiene 2 contadores +1/+1 y el rival tira black sun's zenith con X=3. ¿cuántos thopters "
         "me da?", "es", "2: Hangarback Walker muere", "annihilate"),
        ("le robo una criatura al rival con act of treason y después le tiro path to exile. ¿quién busca la tierra "
         "básica?", "es", "Tú: Path to Exile", "its_controller"),
        ("hago fork al bolt del rival y el rival contrarresta su propio bolt con counterspell. ¿mi copia se resuelve "
         "igual?", "es", "Sí. La copia que crea Fork es un hechizo propio", "spell_copy"),
        ("el rival le tira giant growth a su criatura. ¿puedo hacer twincast y darle el +3/+3 a mi criatura?", "es",
         "Sí. Twincast te deja elegir nuevos objetivos", "spell_copy"),
        ("opp has thalia heretic cathar. so my goblin guide comes in tapped even tho it has haste?", "en",
         "Yes. Goblin Guide enters the battlefield tapped", "enters_tapped"),
    ],
)  # fmt: skip
def test_twenty_first_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("con torbran en mesa le tiro un bolt a la cara al rival, ¿cuánto daño le hace?", "es",
         "Lightning Bolt hace 5 de daño", "replacement"),
        ("tengo leyline of the void y hago el +1 de liliana of the veil. ¿a dónde va la carta que descarta el rival?",
         "es", "Va al exilio: Leyline of the Void", "exile_instead"),
        ("con kalitas en mesa mato un token de soldado del rival. ¿me da un zombie?", "es",
         "No. Kalitas, Traitor of Ghet solo reemplaza", "replacement"),
        ("with kalitas out i bolt their grizzly bears. do i get a zombie?", "en",
         "Yes. Kalitas, Traitor of Ghet's replacement applies", "replacement"),
        ("my phantasmal image is copying their best guy. what happens if i giant growth my own image?", "en",
         "Phantasmal Image is sacrificed and Giant Growth does nothing", "illusion"),
        ("mi rival lanza Sudden Shock a mi criatura, puedo responder con Giant Growth?", "es",
         "No. Mientras Sudden Shock", "timing"),
        ("tengo Noble Hierarch y ataco con dos criaturas. alguna recibe el +1/+1 de exaltado?", "es",
         "No. El exaltado de Noble Hierarch no se dispara", "exalted"),
        ("es mi tercer mantenimiento con Mystic Remora en juego. cuanto tengo que pagar para no sacrificarla?", "es",
         "{3}:", "cumulative_upkeep"),
        ("si en mi turno se disparan a la vez una habilidad mia y una de mi oponente, la mia se resuelve primero?",
         "es", "No. Las habilidades de tu oponente se resuelven primero", "stack_order"),
        ("tengo 4 artefactos y Frogmite me cuesta 0 por afinidad. su valor de mana es 0?", "es", "No. 4:",
         "mana_value"),
        ("si el unico objetivo de mi hechizo deja de ser legal, el hechizo se resuelve igual?", "es",
         "No. El hechizo no se resuelve", "targets"),
        ("si me sobra mana al final de una fase, pierdo vida?", "es", "No. Ya no existe la quemadura de maná",
         "mana_pool"),
        ("si pongo Ninja of the Deep Hours con ninjutsu, cuenta como que ataco para habilidades de 'cuando ataca'?",
         "es", "No. Una criatura que entra al campo de batalla atacando", "attack_trigger"),
        ("It's my opponent who controls the Concordant Crossroads, not me. can i tap llanowar elves for mana the turn "
         "i cast it?", "en", "Yes. Llanowar Elves can: Concordant Crossroads gives haste to all creatures",
         "sickness"),
        ("with vedalken orrery out, can i cast llanowar elves on my opponent's turn?", "en",
         "Yes. Vedalken Orrery lets you cast Llanowar Elves as though it had flash", "timing"),
        ("with vedalken orrery out, could i also play a forest on their turn?", "en", "No. A land can be played only",
         "timing"),
        ("opp has teferi time raveler out. can i still cycle cards on their turn?", "en",
         "Yes. Teferi, Time Raveler limits when its controller's opponents cast spells", "timing"),
        ("they stp my sakura-tribe elder and i giant growth it in response. How much life?", "en",
         "Its controller gains 4 life", "life_from_power"),
        ("estoy a 3 vidas, me tiran un lightning bolt y respondo con healing salve para ganar 3. pierdo?", "es",
         "No. Lo lanzaste en respuesta, así que se resuelve primero: ganas 3 vidas (subes a 6)", "life_response"),
        ("i'm at 3, opp bolts me. i wait for the bolt to resolve and go to 0. can i cast healing salve before i "
         "lose?", "en", "No. Too late", "life_response"),
        ("pierdo si mi biblioteca tiene 0 cartas pero nadie me hace robar?", "es", "No. No por sí sola",
         "empty_library"),
        ("puedo contrarrestar con Stifle la habilidad de evolving wilds cuando mi oponente la sacrifica?", "es",
         "Sí. La habilidad de Evolving Wilds queda contrarrestada", "ability_countered"),
        ("my colossal dreadmaw gets blocked by a grizzly bears. It's wearing basilisk collar. How much damage can i "
         "trample over to the player?", "en", "At most 5 damage tramples over", "combat"),
    ],
)  # fmt: skip
def test_twenty_first_round_reasoners_part_two(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    "question",
    [
        "i have had control magic on their bear for 3 turns. can it attack this turn?",  # taken on an earlier turn
        "i'm at 20, opp bolts me and i respond with healing salve gaining 3. do i lose?",  # said, but no turn on it
        "i control kalitas and rest in peace. opp's bear dies. do i get a zombie?",  # two replacements: they choose
    ],
)
def test_twenty_first_round_reasoners_stay_quiet(ask, question):
    _, verdict = ask(question)
    assert (
        verdict is None
        or verdict.reasoner not in ("timing", "sickness", "life_response", "replacement")
        or (not verdict.text.startswith(("No. The creature came", "Yes. Kalitas")))
    )


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("bloqueo Glistener Elf con Grizzly Bears. el daño que recibe el oso se quita al final del turno como daño "
         "normal?", "es", "No. El daño de Glistener Elf no se marca"),
        ("my bear blocked a glistener elf. does the damage go away at end of turn?", "en",
         "No. The damage from Glistener Elf isn't marked"),
        ("a wither creature hit my 3/3 for 2. is it still a 1/1 next turn?", "en",
         "Yes. The damage from a source with wither"),
    ],
)  # fmt: skip
def test_twenty_second_round_reasoners(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "infect").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("i have vigor and grizzly bears, opp casts pyroclasm. how many +1/+1 counters does my bears get", "en",
         "It gets 2 +1/+1 counters: Vigor prevents the 2 damage"),
        # the counters Vigor puts are one event, which Hardened Scales adds one to
        ("tengo vigor y hardened scales, el rival lanza pyroclasm. cuantos contadores +1/+1 recibe mi grizzly bears?",
         "es", "Recibe 3 contadores +1/+1"),
    ],
)  # fmt: skip
def test_twenty_second_round_damage_into_counters(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "replacement").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a hand or library: the replacement, whatever the spell's verb
        ("opp chaos warps my commander. does it have to get shuffled into my library or where can it go?", "en",
         "No. Its owner may put it into the command zone instead", "command_zone"),
        ("opp chaos warps my commander. does it have to get shuffled into my library?", "en",
         "No. Its owner may put it into the command zone instead", "command_zone"),
        # exiled and returned in one resolution: back before any state-based check
        ("ephemerate on my commander atraxa: does she come back to the battlefield or do i get to put her in the "
         "command zone?", "en", "It comes back to the battlefield: Ephemerate", "command_zone"),
        ("me tiran path to exile al comandante. si lo mando a la zona de mando pierdo la tierra basica?", "es",
         "No. Path to Exile ya se ha resuelto entero", "command_zone"),
        ("oblivion ring exilió mi comandante y yo lo pasé a la zona de mando. si despues destruyen el o-ring, donde "
         "termina mi comandante?", "es", "Se queda en la zona de mando", "command_zone"),
        ("el rival tiene rest in peace. si me matan el comandante queda exiliado para siempre y ya no lo puedo volver "
         "a lanzar?", "es", "No. Su propietario puede ponerlo en la zona de mando", "command_zone"),
        ("tengo el comandante del rival con mind control y se muere. quien decide si va a la zona de mando, yo o el?",
         "es", "Decide su propietario", "command_zone"),
        ("el rival dejo su comandante en el cementerio hace un par de turnos. le tiro reanimate, puede mandarlo a la "
         "zona de mando en respuesta?", "es", "No. Demasiado tarde", "command_zone"),
        ("opp swords my 5 power commander and i put it back in the command zone. do i still gain the 5 life?", "en",
         "Yes. Swords to Plowshares has already resolved in full", "command_zone"),
        # one death: one trigger, one life gained whatever the number of opponents
        ("zulaport cutthroat in a 4 player game, all 3 opps still alive. one of my creatures dies, how much life do i "
         "gain?", "en", "You gain 1 life: Zulaport Cutthroat triggers once", "trigger_count"),
        ("blasphemous act kills my blood artist and 5 other creatures. how many times does blood artist trigger?",
         "en", "6 triggers", "trigger_count"),
        ("i chaos warp opp's sol ring and they respond with heroic intervention. does the sol ring still get shuffled "
         "away?", "en", "No. Chaos Warp doesn't resolve", "targets"),
        # the clause asks what the removal gives, not the creature's dies trigger
        ("opp swords my blood artist and i sac it to ashnod's altar in response. do i still get the life from swords?",
         "en", "No. Swords to Plowshares doesn't resolve", "targets"),
        ("my upkeep, i have phyrexian arena and the guy across from me has sulfuric vortex. whose trigger resolves "
         "first?", "en", "Your opponent's Sulfuric Vortex trigger resolves first", "stack_order"),
        # who controls a stolen creature flickered: the flicker card's words
        ("le robé una criatura al rival con treachery y la blinkeo con restoration angel. quien la controla cuando "
         "vuelve?", "es", "Tú: Restoration Angel la exilia", "delayed_blink"),
        ("le robé una criatura al rival con control magic y le tiro ephemerate para repetir su etb. bajo el control de "
         "quien vuelve?", "es", "Su propietario: Ephemerate la devuelve", "delayed_blink"),
        ("le robo el solemn simulacrum al rival con threaten, ataco y muere en combate. quien roba la carta, yo o el?",
         "es", "Tú: la habilidad de morir de Solemn Simulacrum", "objects"),
        ("4 player game, opp stole my creature w control magic and then conceded. what happens to my creature?", "en",
         "You get it back", "leaves_game"),
        ("le doy proteccion contra rojo a mi comandante con gods willing y despues tiro blasphemous act. sobrevive?",
         "es", "Sí. La criatura no recibe daño de Blasphemous Act", "protection"),
        ("my carnage tyrant attacks and gets blocked by a grizzly bears. I had basilisk collar on it. how much can i "
         "trample over?", "en", "At most 6 damage tramples over", "combat"),
    ],
)  # fmt: skip
def test_twenty_second_round_commander_and_counts(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_the_life_swords_gives_a_named_commander_is_counted_elsewhere(ask):
    # the commander's card named: life_from_power says how much, not the command-zone reasoner
    _, verdict = ask("opp swords my commander prossh (5/5) and i put it back in the command zone. do i still gain "
                     "the 5 life?")  # fmt: skip
    assert verdict is not None and verdict.reasoner != "command_zone"


def test_infect_reasoner_leaves_poison_alone(ask):
    _, verdict = ask("glistener elf hit me for 2. do the poison counters go away at end of turn?")
    assert verdict is None or verdict.reasoner != "infect"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("my vampire nighthawk blocks their 5/5. i giant growth the hawk before damage. would i still gain anything "
         "if they fog in response?", "en", "No. Fog prevents that damage", "prevention"),
        ("mi youthful knight bloquea a unas typhoid rats y las ratas tambien tuvieran dañar primero. muere mi "
         "caballero?", "es", "Sí. Mueren las dos criaturas", "strikes"),
        ("estoy a 3 vidas, me tiran un lightning bolt. espero a que el bolt se resuelva y quedo en 0. no, mejor: en "
         "respuesta al bolt uso healing salve para prevenir 3. ¿con cuantas vidas me quedo?", "es", "3: Lo lanzaste "
         "en respuesta", "life_response"),
    ],
)  # fmt: skip
def test_twenty_first_round_reasoners_part_three(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_a_protection_the_removal_lacks_leaves_its_target_legal(ask):
    # protection from artifacts doesn't stop a black Doom Blade: the targets reasoner doesn't call it illegal
    question = ("Opponent Doom Blades my Grizzly Bears and I respond with Apostle's Blessing choosing protection from "
                "artifacts. Do the Bears survive?")  # fmt: skip
    _, verdict = ask(question)
    assert verdict is None or verdict.reasoner != "targets"
    black = question.replace("from artifacts", "from black")
    assert verdict_of(ask, black, "en", "targets").text.startswith("Yes. Doom Blade doesn't resolve")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # "¿puede…" after the comma, its opening "¿" kept
        ("ya se declararon los bloqueos. Si lanzo ahora Ambush Viper con destello, ¿puede bloquear?", "es",
         "No. Demasiado tarde", "timing"),
        # "mi vida llega a 0": a life total of 0 said with a verb
        ("tengo Platinum Angel en juego y mi vida llega a 0. ¿Pierdo la partida?", "es", "No. Su controlador no pierde",
         "cant_lose"),
        # Furnace of Rath: lethal assigned without it, then the excess doubled as it is dealt
        ("ataco con Colossal Dreadmaw (6/6 arrollar) con el Furnace of Rath en mesa y me bloquean con unos Llanowar "
         "Elves. cuanto daño le puede llegar como max al jugador?", "es", "10: Al jugador le pueden llegar como máximo 5",
         "combat"),
    ],
)  # fmt: skip
def test_twenty_second_round_timing_life_and_doubling(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start)
    if reasoner == "combat":
        assert "al jugador le llegan 10" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the kinds of spell a counterspell targets, against the spell's card types
        ("can i negate their grizzly bears?", "en", "No. Negate can target only a noncreature spell", "countering"),
        ("can i essence scatter their grizzly bears?", "en", "Yes. Essence Scatter counters target creature spell",
         "countering"),
        ("puedo contrarrestar un lightning bolt con negate?", "es",
         "Sí. Negate contrarresta un hechizo objetivo que no sea de criatura", "countering"),
        # a land is played, never cast: nothing to counter
        ("can i negate a dryad arbor?", "en", "No. Dryad Arbor is a land", "countering"),
        # an attack tax: per attacker, per copy; none for attacking a planeswalker
        ("tengo dos propagandas y mi rival me ataca con 3 criaturas. cuanto tiene que pagar?", "es", "12 de maná",
         "attack_tax"),
        ("i have ghostly prison, opp attacks my jace with 2 creatures. do they have to pay?", "en",
         "No. Ghostly Prison taxes only creatures attacking you", "attack_tax"),
        # two copies of an enters trigger: each triggers for each token
        ("tengo soul warden y mi oponente juega un grizzly bears. Bajo una segunda soul warden. Ya con las dos en mesa "
         "lanzo raise the alarm. ¿Cuantas vidas gano?", "es", "4 vidas", "enters_count"),
        # who divides an attacker's damage among its blockers
        ("my colossal dreadmaw gets double blocked by two grizzly bears. Who decides how the damage is split?", "en",
         "Colossal Dreadmaw's controller (the attacking player) decides", "combat"),
        # trample said in the creature's description: who dies is the fight's question
        ("me ataca con rampaging baloths (6/6 arrollar) y bloqueo con mi vampire nighthawk. ¿Se muere el Rampaging "
         "Baloths?", "es", "Sí. Mueren las dos criaturas", "strikes"),
    ],
)  # fmt: skip
def test_twenty_second_round_counters_taxes_and_fights(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_protection_from_a_color_prevents_combat_damage_in_a_fight(ask):
    verdict = verdict_of(ask, "my grizzly bears blocks their mirran crusader. does my bears die?", "en", "strikes")
    assert verdict.text.startswith("Yes. Grizzly Bears dies and Mirran Crusader survives") and "702.16e" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a bounce spell named by its Oracle text: the tokens cease to exist
        ("le tiro cyclonic rift con overload al rival que tiene 20 fichas de zombie. que pasa con las fichas?", "es",
         "La ficha deja de existir", "token_gone"),
        # partners: each commander's own casts
        ("juego thrasios y tymna de partners. a thrasios ya lo lancé 2 veces desde la zona de mando. tymna me cuesta "
         "{2} mas la primera vez?", "es", "No. Cada comandante tiene su propio impuesto", "commander_tax"),
        # the original countered, said in the asked sentence's condition
        ("el rival tira chaos warp a mi comandante, yo lo copio con twincast y apunto la copia a su criatura. si "
         "alguien contrarresta el chaos warp original, la copia se resuelve igual?", "es",
         "Sí. La copia que crea Twincast", "spell_copy"),
    ],
)  # fmt: skip
def test_twenty_second_round_tokens_and_partners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_a_base_toughness_set_after_the_damage_kills_before_the_cleanup(ask):
    question = ("Mi Grizzly Bears con Giant Growth (5/5) bloquea y recibe 4 de daño. Después del combate mi rival le "
                "lanza Turn to Frog. ¿Muere en el paso de limpieza cuando se acaba el Giant Growth?")  # fmt: skip
    assert verdict_of(ask, question, "es", "cleanup").text.startswith("Sí. Muere en cuanto se resuelve Turn to Frog")


def test_two_copies_of_an_or_another_creature_trigger_each_drain_once(ask):
    question = ("i have blood artist out and i Murder their creature. With two blood artists out, both aimed at them. "
                "How much life do they lose?")  # fmt: skip
    assert verdict_of(ask, question, "en", "dies_trigger").text.startswith("2: each of the 2 Blood Artist triggers")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # double strike unblocked: the total, said with the keyword and the amount in each step
        ("ataco con boros swiftblade y no lo bloquean, cuanto daño le hace al rival?", "es",
         "Boros Swiftblade no está bloqueada y tiene dañar dos veces, así que hace 2", "player_damage"),
        ("boros swiftblade is unblocked and i giant growth it. how much damage does it deal?", "en",
         "Boros Swiftblade isn't blocked and has double strike, so it deals 8", "player_damage"),
        # "they don't block", "no me lo bloquean": unblocked; infect gives poison, no life lost
        ("i attack with glistener elf and they don't block, does my opponent lose 1 life?", "en",
         "No. Glistener Elf has infect", "player_damage"),
        ("ataco con glistener elf y no me lo bloquean, el rival pierde 1 vida?", "es",
         "No. Glistener Elf tiene infectar", "player_damage"),
        # a second one of a legend said after it: "bajo otra"
        ("tengo una thalia, guardian of thraben en mesa y bajo otra, me quedo con las dos?", "es",
         "No. Tú eliges cuál conservas", "legend"),
        # removal asked by what it does, with the spell after "with"/"con"
        ("can i kill my opponent's carnage tyrant with a murder?", "en", "No. Hexproof means", "targets"),
        ("puedo matar el carnage tyrant del rival con un murder?", "es", "No. El antimaleficio", "targets"),
        # cascade never hits a second copy of itself: the same mana value
        ("lanzo bloodbraid elf, con la cascada puedo sacar otro bloodbraid elf?", "es",
         "No. La cascada de Bloodbraid Elf", "cascade"),
        # two of a card by a digit: "2 grizzly bears", each needing 1 with deathtouch
        ("attacking with colossal dreadmaw with deathtouch, they double block with 2 grizzly bears. how much can i "
         "trample over?", "en", "At most 4 damage tramples over to the player", "combat"),
        ("mi carnage tyrant lleva un basilisk collar y me lo bloquea un serra angel 4/4. cuanto daño le puedo pasar "
         "al rival?", "es", "Al jugador le pueden llegar como máximo 6 de daño", "combat"),
        ("ataco con craw wurm (6/4) y me bloquean con dos osos grizzly. ¿Quien decide como se reparte el daño del "
         "wurm entre los dos?", "es", "Decide el controlador de Craw Wurm (el jugador atacante)", "combat"),
        ("puedo lanzar ambush viper en el combate del rival despues de que declare atacantes y bloquear con ella?",
         "es", "Sí. Ambush Viper tiene destello", "timing"),
        ("how many cards can i have in my hand at end of turn?", "en", "Seven: the maximum hand size", "hand_size"),
        ("el daño que tiene una criatura se quita al final del turno?", "es", "Sí. El daño no pasa al turno siguiente",
         "cleanup"),
        ("can a creature i just played this turn block on my opponent's turn?", "en", "Yes. It can block", "sickness"),
        ("i have blood artist and 3 other creatures and my opp wraths. who gains the life from the triggers?", "en",
         "You do: Blood Artist's triggered ability", "trigger_controller"),
        ("my opponent has blood artist and i wrath, who gains the life?", "en", "Your opponent does", "trigger_controller"),
        # two creatures in combat: the spells on the one asked about
        ("mi oso grizzly bloquea su hill giant, le tiro crecimiento gigante y me responden con un shock al oso. "
         "sobrevive el oso?", "es", "No. Grizzly Bears muere", "stack_damage"),
    ],
)  # fmt: skip
def test_twenty_third_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    "question",
    [
        "my opponent has blood artist and i wrath, who chooses the order of the triggers?",  # another question
        "i have blood artist and 3 other creatures, who controls the wrath?",  # not what a trigger gives
    ],
)
def test_twenty_third_round_trigger_controller_declines(ask, question):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != "trigger_controller"


def test_twenty_third_round_combat_stays_undecided_when_the_creature_lives(ask):
    """Pumped out of the burn's reach, the blocker's fate is the combat damage still to come: no stack verdict."""
    _, verdict = ask(
        "my grizzly bears blocks their hill giant, they shock the bear and i respond with giant growth. does the bear "
        "survive?"
    )
    assert verdict is None or verdict.reasoner != "stack_damage"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("i already have my own thalia and i control magic their thalia. what happens?", "en",
         "You choose one of them to keep", "legend"),
        # what the ask is about is tokens, not that the dying creature is one
        ("i have leyline of the void out and i kill their wurmcoil engine. do they get the two wurm tokens?", "en",
         "No: Wurmcoil Engine's ability doesn't trigger", "replacement"),
        ("tengo leyline of the void y mato su wurmcoil engine, le salen las fichas?", "es",
         "No: la habilidad de Wurmcoil Engine no se dispara", "replacement"),
        ("tengo leyline of the void en mesa. cuando mueren las fichas de mi rival, mi blood artist dispara?", "es",
         "Sí: el efecto de reemplazo de Leyline of the Void no se aplica", "replacement"),
        ("si le tiro path to exile a su kitchen finks se dispara persist?", "es", "No. No vuelve", "undying"),
        # the asking clause after "but"
        ("they sudden shock my kitchen finks (fresh one, no counters). i know split second means i cant respond but "
         "does persist still bring it back?", "en", "Yes. It returns", "undying"),
        ("if i sneak attack in emrakul the aeons torn, do i still get the extra turn?", "en",
         "No. Emrakul, the Aeons Torn's \"when you cast this spell\" ability triggers only when", "not_cast"),
        ("si meto a kozilek, butcher of truth con show and tell robo las 4 cartas?", "es",
         "No. La habilidad «cuando lances este hechizo»", "not_cast"),
        ("le doy proteccion contra blanco con mother of runes a mi criatura que lleva ethereal armor. que pasa con el "
         "aura?", "es", "Ethereal Armor va al cementerio", "aura_protection"),
        ("i control 4 artifacts and opp has thalia out. how much mana do i actually pay for thoughtcast?", "en",
         "2 mana ({1}{U}): Thalia, Guardian of Thraben first makes Thoughtcast", "affinity"),
        ("i delve 7 cards for treasure cruise and pay just U. whats its mana value on the stack, like for their "
         "counterbalance flip?", "en", "8: the mana value of Treasure Cruise", "mana_value"),
        ("snapcaster targeting force of will in my yard. can i flash it back by pitching a blue card + 1 life instead "
         "of paying the 5 mana?", "en", "No. Flashback is itself an alternative cost", "alt_costs"),
        ("i play siege rhino and they path it while the etb trigger is on the stack. how much life does the opp "
         "lose?", "en", "3: Siege Rhino's ability still resolves", "source_gone"),
    ],
)  # fmt: skip
def test_twenty_third_round_more_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_third_round_a_cast_trigger_still_triggers_when_cast(ask):
    _, verdict = ask("if i hardcast emrakul, the aeons torn do i get the extra turn?")
    assert verdict is None or verdict.reasoner != "not_cast"


def test_twenty_third_round_lifelink_into_two_blockers(ask):
    question = (
        "my colossal dreadmaw is wearing a basilisk collar and they double block with 2 Grizzly Bears. How much life "
        "do i gain off that?"
    )
    assert verdict_of(ask, question, "en", "strikes").text.startswith("Colossal Dreadmaw has lifelink and deals 6")


def test_twenty_third_round_a_flash_blocker_is_a_timing_question(ask):
    question = (
        "Lanzo ambush viper en el turno de mi oponente. La lanzo despues de que ya se declararon los bloqueadores. "
        "Puede bloquear?"
    )
    assert verdict_of(ask, question, "es", "timing").text.startswith("No. Demasiado tarde")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the other player's creatures the wipe also kills, told in a sentence of their own
        ("i have blood artist + 3 other creatures and my opp wraths. They had 2 creatures out too. how many times "
         "does blood artist trigger?", "en", "6 triggers", "trigger_count"),
        # a correction told after the first telling wins: the Procession is the opponent's
        ("tengo anointed procession y lanzo raise the alarm. La Anointed Procession la controla mi rival y no yo. "
         "Cuantas fichas hago?", "es", "Obtienes 2 fichas", "replacement"),
        # Spore Frog sacrificed as it blocks: nothing tramples over
        ("bloqueo su colossal dreadmaw con una spore frog y la sacrifico. cuanto daño recibo?", "es",
         "Spore Frog previene todo el daño de combate de este turno", "combat"),
    ],
)  # fmt: skip
def test_twenty_third_round_follow_up_facts(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("i act of treason their kitchen finks, swing with it, then sac it to my viscera seer. persist brings it "
         "back, but who controls it after?", "en", "Its owner does: Kitchen Finks returns", "returns_to_owner"),
        ("le robo su geralf's messenger con act of treason y lo sacrifico. vuelve con undying, quien lo controla?",
         "es", "Su propietario: Geralf's Messenger vuelve", "returns_to_owner"),
        ("i attack with hellrider and 3 other creatures, all at my opponent. how much damage do the hellrider "
         "triggers deal?", "en", "4: Hellrider's ability triggers once for each creature that attacks",
         "attack_count"),
        ("ataco con 5 criaturas y tengo hellrider, cuanto daño hacen los disparos?", "es", "5: la habilidad de "
         "Hellrider se dispara una vez por cada criatura", "attack_count"),
    ],
)  # fmt: skip
def test_twenty_third_round_owner_and_attack_counts(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_third_round_a_sweeper_exiles_the_hexproof_creature(ask):
    verdict = verdict_of(
        ask,
        "they have a naked slippery bogle. what happens to it if i cast anger of the gods? it has hexproof",
        "en",
        "targets",
    )
    assert "Slippery Bogle is exiled" in verdict.text


def test_twenty_third_round_owner_needs_a_control_change(ask):
    _, verdict = ask("my kitchen finks dies and persist brings it back. who controls it?")
    assert verdict is None or verdict.reasoner != "returns_to_owner"


def test_twenty_third_round_a_dying_trigger_sees_every_death(ask):
    question = (
        "blood artist plus wrath of god with 5 other creatures out. does blood artist trigger for all of them even "
        "though it dies too?"
    )
    assert verdict_of(ask, question, "en", "trigger_count").text.startswith("Yes. Blood Artist triggers once for each")
    _, other = ask("does blood artist trigger when it is exiled by a wrath that exiles all creatures?")
    assert other is None or not other.text.startswith("Yes. Blood Artist triggers once for each")


def test_twenty_third_round_affinity_asked_as_how_much_is(ask):
    question = "opp has thalia, i got 4 artifacts. how much is thoughtcast"
    assert verdict_of(ask, question, "en", "affinity").text.startswith("2 mana ({1}{U}): Thalia, Guardian of Thraben")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("si acabo mi turno con 10 cartas en la mano cuantas tengo que descartar?", "es", "Descartas 3", "hand_size"),
        ("partida a 4: un jugador lanza lightning bolt a mi criatura y en respuesta concede. se resuelve el bolt "
         "igualmente?", "es", "No. Ese hechizo deja la partida con su propietario", "leaves_game"),
        ("does the mana i make in my upkeep last until my draw step?", "en", "No. Unspent mana doesn't carry over",
         "mana_pool"),
        ("en un mazo de commander puedo llevar dos copias de la misma carta que no sea tierra basica?", "es",
         "No. Una sola copia", "deck_size"),
        ("can i run five copies of a card in my standard deck?", "en", "No. Four at most", "deck_size"),
        ("puedo meter boros reckoner en mi mazo de commander de krenko, mob boss (mono rojo)?", "es",
         "No. La identidad de color de Boros Reckoner es R, W", "color_identity"),
        ("en la mesa de commander tanto yo como otro jugador tenemos atraxa, praetors' voice en el campo. alguno "
         "tiene que deshacerse de la suya por la regla de leyendas?", "es", "No. Cada uno conserva el suyo", "legend"),
        ("tengo mi atraxa, praetors' voice y le pongo control magic a la atraxa de otro jugador. tengo que quedarme "
         "solo con una?", "es", "Sí. Tú eliges cuál conservas", "legend"),
        ("my clone copying krenko just resolved. can i sac the original krenko to viscera seer before the legend rule "
         "takes it?", "en", "No. The legend rule is a state-based action", "legend"),
        ("ataco con ghalta y me bloquean tres fichas de soldado 1/1, cuanto daño le llega al jugador?", "es",
         "Al jugador le pueden llegar como máximo 9 de daño", "combat"),
        ("ataco con ghalta y me bloquean tres fichas de soldado 1/1. le quitan el arrollar antes del daño. cuanto "
         "daño le llega al jugador?", "es", "El jugador defensor recibe 0 de daño", "player_damage"),
        ("tengo zulaport cutthroat, somos 4 y sacrifico 3 fichas. cuanta vida gano?", "es", "Ganas 3 vidas",
         "trigger_count"),
        ("tengo zulaport cutthroat, somos 4 y lanzo wrath y mueren Zulaport Cutthroat y las 3 fichas. cuanta vida "
         "gano?", "es", "4 vidas", "trigger_count"),
        ("opponent has leyline of the void. my commander gets destroyed and i send it back to the command zone. do i "
         "get a blood artist trigger?", "en", "No: Blood Artist's ability doesn't trigger", "replacement"),
        ("act of treason on their grave titan and swing. who gets the 2 zombies from the attack trigger, me or them?",
         "en", "You do: you controlled Grave Titan when its ability triggered", "trigger_controller"),
        ("cast my commander from the command zone twice this game. then it got bounced, i let it go to my hand and "
         "recast it from hand. then it died and i put it in the command zone. whats the tax now?", "en", "4 extra",
         "commander_tax"),
        ("juego tymna y thrasios de partners. ya lance a tymna desde la zona de mando dos veces. ¿cuanto impuesto "
         "pago la primera vez que lanzo a thrasios?", "es", "0: Cada comandante tiene su propio impuesto",
         "commander_tax"),
        ("cackling counterpart on my commander. does the token copy deal commander damage?", "en",
         "No. Being a commander is an attribute of the card", "commander_damage"),
        ("me atacan con un comandante y tiro fog. ¿ese daño cuenta como daño de comandante?", "es",
         "No. Ese daño se previene", "commander_damage"),
        ("le tiro beast within a un permanente de mi rival y yo tengo parallel lives en mesa. ¿le salen 2 bestias?",
         "es", "No. Tu rival obtiene 1 ficha", "replacement"),
        ("strangleroot geist volvio con undying pero con doubling season le pusieron 2 contadores +1/+1. si muere "
         "otra vez, ¿vuelve?", "es", "No. No vuelve", "undying"),
        ("their creature has ward 2 and i bolt it but im tapped out. does the bolt still hit?", "en",
         "No. Lightning Bolt is countered", "ward"),
        ("me tiraron chaos warp al comandante. ¿tengo que barajarlo en la biblioteca si o si?", "es",
         "No. Su propietario puede ponerlo en la zona de mando", "command_zone"),
        ("lanzo rite of replication con kicker y mi rival lo copia con twincast. su copia tambien cuenta como "
         "kickeada?", "es", "Sí. La copia de", "spell_copy"),
        ("mi rival lanza krosan grip a mi sol ring. puedo girar sol ring en respuesta para sacar el mana?", "es",
         "Sí. Tiempo dividido", "timing"),
        ("en una partida a 4, un rival lanzo disrupt decorum y me incito las criaturas. en mi turno puedo atacarle a "
         "el con ellas?", "es", "No. No mientras pueda atacar a otro jugador", "goad"),
        ("in a 1v1 game my creature got goaded. can i attack the goader with it?", "en",
         "Yes. In a two-player game the goader is the only player", "goad"),
        ("en commander puedo atacar a dos rivales distintos en el mismo combate con criaturas diferentes?", "es",
         "Sí. Cada criatura atacante puede atacar a un oponente distinto", "multiplayer"),
        ("en multi si un jugador pierde en su propio turno, se acaba el turno ahi?", "es", "No. El turno no se acaba",
         "multiplayer"),
        ("use teferi's protection. ¿mis rivales pueden atacarme igual en su turno?", "es", "Sí. Teferi's Protection te da protección",
         "protection"),
    ],
)  # fmt: skip
def test_twenty_fourth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_fourth_round_a_doubler_on_my_side_still_doubles_my_own_beast(ask):
    verdict = verdict_of(ask, "i have parallel lives and i beast within my own land. how many beast tokens do i get?")
    assert verdict.text.startswith("You get 2 tokens")


def test_twenty_fourth_round_leyline_spares_its_controllers_creature(ask):
    question = "i have leyline of the void and blood artist. my creature dies, does blood artist trigger?"
    assert verdict_of(ask, question, "en", "replacement").text.startswith("Yes: Leyline of the Void's")


def test_twenty_fourth_round_a_card_that_allows_any_number_decides_itself(ask):
    _, verdict = ask("can i have 10 copies of relentless rats in my deck?")
    assert verdict is None or verdict.reasoner != "deck_size"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("i wrath of god with a progenitus on their side. what happens to progenitus?", "en",
         "Progenitus is shuffled into its owner's library instead of going to the graveyard", "shuffled_instead"),
        ("does darksteel colossus go to the graveyard if i sacrifice it?", "en", "No. Darksteel Colossus is shuffled",
         "shuffled_instead"),
        ("lanzo clone copiando mi solemn simulacrum. ¿busco una tierra basica?", "es",
         "Sí. Clone entra ya como copia de Solemn Simulacrum", "copies"),
        ("tengo guttersnipe. lanzo lightning bolt y luego reverberate copiando el bolt. ¿cuanto daño le hace "
         "guttersnipe a cada oponente?", "es", "4 de daño a cada oponente", "cast_count"),
        ("tengo grave pact y mi rival me mata 3 fichas 1/1 con pyroclasm. ¿cuantas criaturas tiene que sacrificar "
         "cada oponente?", "es", "3: Grave Pact se dispara una vez por cada criatura tuya", "trigger_count"),
        ("tengo dos dictate of erebos, somos 4 jugadores y muere una de mis criaturas. cuantas criaturas se sacrifican "
         "en total?", "es", "6: Dictate of Erebos", "trigger_count"),
        ("tengo dictate of erebos, somos 4 jugadores y muere una criatura. La criatura que muere es de un oponente. "
         "cuantas criaturas se sacrifican en total?", "es", "0: Dictate of Erebos solo se dispara", "trigger_count"),
    ],
)  # fmt: skip
def test_twenty_fourth_round_more_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_fourth_round_indestructible_stays_against_a_wrath(ask):
    verdict = verdict_of(ask, "i wrath with their blightsteel colossus out. what happens to it?", "en", "survival")
    assert verdict.text.startswith("Blightsteel Colossus survives")


def test_twenty_fourth_round_the_verdict_says_the_result_and_the_steps_the_arithmetic(ask):
    verdict = verdict_of(ask, "i have doubling season out and cast raise the alarm, how many soldier tokens do i get?")
    assert verdict.text.startswith("You get 4 tokens") and "→" not in verdict.text
    assert any("2 → 4 (Doubling Season: ×2)" in step.text for step in verdict.steps)


def test_twenty_fourth_round_an_unkicked_original_is_not_called_kicked(ask):
    question = (
        "My opponent casts Burst Lightning with kicker at my creature. I respond with Reverberate. They hadn't kicked "
        "it. Could I pay the kicker for my copy?"
    )
    _, verdict = ask(question)
    assert verdict is None or not verdict.text.startswith("Yes. The copy of Burst Lightning is kicked too")


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("My opponent controls doubling season out and cast raise the alarm, how many soldiers do i get?",
         "You get 2 tokens: Doubling Season doesn't apply"),
        ("i control doubling season and parallel lives and cast raise the alarm. My opp is the one controlling the "
         "parallel lives. how many soldier tokens do i get?", "You get 4 tokens"),
        ("i have two doubling season out. Its my opponent who casts raise the alarm. how many soldiers do they get?",
         "Your opponent gets 2 tokens"),
    ],
)  # fmt: skip
def test_twenty_fourth_round_whose_doubler_and_who_casts(ask, question, start):
    assert verdict_of(ask, question, "en", "replacement").text.startswith(start)


def test_twenty_fourth_round_the_caster_told_after_the_spell(ask):
    question = (
        "che, si tengo Parallel Lives y Doubling Season. El que lanza Raise the Alarm es mi rival. ¿cuántas fichas de "
        "soldado obtiene?"
    )
    assert verdict_of(ask, question, "es", "replacement").text.startswith("Tu rival obtiene 2 fichas")


def test_twenty_fourth_round_counters_left_after_annihilation(ask):
    question = "my creature has two +1/+1 counters and gets a -1/-1 counter. what counters are left on it?"
    assert verdict_of(ask, question, "en", "annihilate").text.startswith("1: As a state-based action")


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("I have two parallel lives. Cast raise the alarm. The second parallel lives is my opponent's. how many "
         "soldiers do i get?", "en", "You get 4 tokens"),
        ("Tengo dos Anointed Procession y lanzo Raise the Alarm. La segunda la controla mi rival. ¿Cuántas fichas de "
         "Soldado creo?", "es", "Obtienes 4 fichas"),
    ],
)  # fmt: skip
def test_twenty_fourth_round_one_copy_of_the_doubler_is_theirs(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "replacement").text.startswith(start)


def test_twenty_fourth_round_the_opponents_list_of_doublers(ask):
    question = (
        "mi rival tiene doubling season y hardened scales, yo lanzo walking ballista con x=2, cuantos contadores?"
    )
    verdict = verdict_of(ask, question, "es", "replacement")
    assert verdict.text.startswith("Recibe 2 contador(es) +1/+1") and "no se aplican" in verdict.text


def test_twenty_fourth_round_a_correction_that_the_asker_controls_both(ask):
    question = (
        "i control doubling season and parallel lives and cast raise the alarm. My opp is the one controlling the "
        "parallel lives. Its opp who casts the raise the alarm while i control both. how many soldier tokens do i get?"
    )
    assert verdict_of(ask, question, "en", "replacement").text.startswith(
        "Your opponent gets 2 tokens: Doubling Season and Parallel Lives don't apply"
    )


def test_twenty_fourth_round_the_opponents_soul_warden_gains_them_the_life(ask):
    question = (
        "Mi rival tiene Panharmonicon y Soul Warden en el campo de batalla. Si mi rival juega una criatura, ¿gano 2 "
        "vidas?"
    )
    verdict = verdict_of(ask, question, "es", "extra_triggers")
    assert verdict.text.startswith("No.") and "Esa vida la gana tu rival" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("my 3/3 is blocked by a 2/2 and i bolt the blocker before damage. is my creature still blocked?", "en",
         "Yes. An attacking creature that was blocked stays blocked"),
        ("ataco con boggart brute. Lo bloquean dos y antes del daño mato a uno. ¿Sigue bloqueado?", "es",
         "Sí. Una criatura atacante que fue bloqueada sigue bloqueada"),
        ("they block my bear with a 1/1 and sacrifice the blocker. does my bear become unblocked?", "en",
         "No. An attacking creature that was blocked stays blocked"),
    ],
)  # fmt: skip
def test_twenty_fourth_round_a_blocked_creature_stays_blocked(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "still_blocked").text.startswith(start)


def test_twenty_fourth_round_still_blocked_needs_a_blocker_removed(ask):
    _, verdict = ask("my 3/3 attacks and they block with a 2/2. is my creature still blocked if it has flying?")
    assert verdict is None or verdict.reasoner != "still_blocked"


def test_twenty_fourth_round_a_spell_cast_for_a_number_sets_x(ask):
    question = "hardened scales out, can i cast walking ballista for 0 and have it live as a 1/1?"
    assert verdict_of(ask, question, "en", "replacement").text.startswith("No. It gets no counters (0)")


def test_twenty_fourth_round_trample_said_and_denied_is_no_trample(ask):
    question = (
        "grave titan con basilisk collar ataca y lo bloquean un 1/1 y un 2/2 (no tiene arrollar). ¿cuanta vida gano "
        "por vinculo vital?"
    )
    assert verdict_of(ask, question, "es", "strikes").text.startswith("Grave Titan tiene vínculo vital y hace 6")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("lanzo electrolyze con los 2 de daño a una sola criatura y la sacrifican en respuesta. robo la carta igual?",
         "es", "No. Electrolyze no se resuelve", "targets"),
        ("i electrolyze 1 at their sakura-tribe elder and 1 at their face. they sac the elder in response. do i still "
         "draw?", "en", "Yes. Electrolyze still resolves", "targets"),
        ("i have blood artist and one other creature, opp has 2 creatures. someone casts wrath of god. how many times "
         "does blood artist trigger", "en", "4 triggers", "trigger_count"),
        ("si muere una ficha de criatura se dispara blood artist?", "es", "Sí. Una ficha que muere va del campo de "
         "batalla al cementerio", "token_gone"),
        ("en mi turno muere una criatura y los dos tenemos blood artist. que trigger se resuelve primero, el mio o el "
         "suyo?", "es", "La habilidad de Blood Artist de tu oponente se resuelve primero",
         "stack_order"),
        ("fencing ace with rancor on it attacks and they chump with grizzly bears. whats the max dmg i can get thru to "
         "their face", "en", "4 damage in all goes to the player", "combat"),
        ("mi baneslayer angel no esta bloqueada y le doy temur battle rage. cuanta vida gano?", "es",
         "Baneslayer Angel no está bloqueada y tiene dañar dos veces, así que hace 10",
         "player_damage"),
        ("mi 2/2 recibe 3 de daño de combate, puedo lanzar giant growth despues del daño para que no muera?", "es",
         "No. Demasiado tarde", "timing"),
        ("i flame slash their serra angel and they respond with healing salve (prevent 3) on it. does the angel "
         "survive?", "en", "Yes. Flame Slash deals 1 damage", "replacement"),
        ("opponent has leyline of the void and my darksteel colossus gets milled. who picks?", "en",
         "You choose, as the player whose card Darksteel Colossus is", "replacement"),
        ("le robo una criatura a mi rival con un efecto de ganar el control, puedo atacar con ella ese mismo turno si "
         "no tiene prisa?", "es", "No. La criatura está bajo tu control desde este turno", "timing"),
        ("they murder my hill giant and i giant growth it in response, does it live?", "en",
         "No. Hill Giant dies: the spells resolve last in, first out, and Murder destroys it", "stack_damage"),
        ("si acabo mi turno con 9 cartas cuantas descarto?", "es", "Descartas 2", "hand_size"),
        ("i control magic their bears, then they cast diabolic edict on me. can i sacrifice the bears?", "en",
         "Yes. You control it now", "sacrifice_stolen"),
        ("they control magic my bears, can i sacrifice it to my viscera seer?", "en",
         "No. While your opponent controls it you can't", "sacrifice_stolen"),
        ("le tiro doom blade a su llanowar elves y responde con blossoming defense. Respondo a la Blossoming Defense "
         "con otro doom blade. muere?", "es", "Sí. El segundo Doom Blade, lanzado en respuesta", "targets"),
        ("tengo parallel lives y lanzo secure the wastes con x=3. Lo copio con twincast. ¿Cuantas en total?", "es",
         "Obtienes 12 fichas en total", "replacement"),
        ("ataco con Craw Wurm sin arrollar, me bloquea con sakura-tribe elder y lo sacrifica antes del daño. cuanto "
         "daño recibe?", "es", "El jugador defensor recibe 0 de daño", "player_damage"),
        ("i murder their strangleroot geist. I murder it again next turn. Does it come back again?", "en",
         "No. It doesn't return", "undying"),
        ("ataco con drogskol reaver y no lo bloquean. ¿Cuantas cartas robo?", "es",
         "2: la habilidad de «siempre que ganes vida» de Drogskol Reaver se dispara dos veces", "lifegain_count"),
        ("estoy a 0 vidas pero tengo platinum angel. Me lo roba con control magic. ¿pierdo la partida?", "es",
         "Sí. Platinum Angel ahora impide perder a su nuevo controlador", "cant_lose"),
        ("ataco con knight of meadowgrain y me bloquean con deadly recluse que tiene toque mortal. muere mi "
         "caballero?", "es", "No. Muere Deadly Recluse y Knight of Meadowgrain sobrevive", "strikes"),
        ("me ataca con carnage tyrant que tiene arrollar, juego holy day. me llega algo de daño por el arrollar?", "es",
         "No. Carnage Tyrant hace 0 de daño", "replacement"),
        ("una criatura con volar puede bloquear a una que no vuela?", "es", "Sí. Volar solo limita", "evasion"),
        ("can a ground creature block a flier?", "en", "No. A creature with flying can't be blocked", "evasion"),
        ("que valor de mana tiene una ficha de soldado 1/1 de raise the alarm?", "es", "0: una ficha", "mana_value"),
        ("tengo bitterblossom y phyrexian arena, las dos se disparan en mi mantenimiento. puedo elegir en que orden se "
         "resuelven?", "es", "Sí. Eliges tú", "stack_order"),
        ("ataco con rampaging baloths (6/6 arrollar), me bloquean con wall of omens (0/4) y despues le tiro titanic "
         "growth. cuanto daño pasa al jugador?", "es", "Al jugador le pueden llegar como máximo 6 de daño", "combat"),
        ("opp attacks with fencing ace, i chump it with a 1/1 soldier token. token dies to the first strike damage. "
         "does the ace then hit me for 1 in the regular damage step?", "en", "No. It stays blocked", "still_blocked"),
        ("if i copy a spell with fork does young pyromancer give me a token for the copy too?", "en",
         "No. Young Pyromancer doesn't trigger for the copy", "cast_trigger"),
        ("i control magic their siege rhino. They disenchant the control magic. Who gets the Siege Rhino?", "en",
         "The creature goes back to the player who controlled it before", "control"),
        ("le robo su siege rhino con control magic y luego destruyen el control magic. de quien es el rhino?", "es",
         "La criatura vuelve al jugador que la controlaba antes", "control"),
        ("i play ravenous chupacabra and target their tarmogoyf with the etb, they unsummon the chupacabra in response. "
         "does goyf still die?", "en", "Yes. Ravenous Chupacabra's ability still resolves", "source_gone"),
        ("they swing with 3 guys, i cast fog. do i take any damage?", "en",
         "No. Fog prevents all combat damage that would be dealt this turn", "player_damage"),
        ("le puse pacifism al prodigal sorcerer del rival, puede bloquear?", "es",
         "No. Pacifism dice que la criatura encantada no puede bloquear", "aura_restricts"),
        ("le puse pacifism al prodigal sorcerer del rival. ¿puede seguir pingueando con la habilidad de tap?", "es",
         "Sí. Pacifism solo impide que la criatura encantada ataque o bloquee; no dice nada de sus habilidades", "aura_restricts"),
        ("i beast within their darksteel myr, do they still get the 3/3 beast token?", "en",
         "Yes. Darksteel Myr isn't destroyed, but Beast Within still resolves", "survival"),
        ("le tiro beast within a su darksteel myr, se destruye?", "es", "No. Darksteel Myr sobrevive", "survival"),
        ("tengo leyline of the void y le mato el grizzly bears con murder. a donde va?", "es", "Va al exilio",
         "exile_instead"),
    ],
)  # fmt: skip
def test_twenty_fifth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_fifth_round_no_rescue_when_the_damage_was_not_lethal(ask):
    _, verdict = ask("my 4/4 takes 3 damage, can i giant growth after damage so it survives?")
    assert verdict is None or verdict.reasoner != "timing"


def test_twenty_fifth_round_a_split_said_later_keeps_two_targets(ask):
    question = (
        "lanzo electrolyze con los 2 de daño a su grizzly bears y el rival responde con unsummon al oso. Lo hubiera "
        "repartido, 1 al oso y 1 a su cara. ¿Robo entonces?"
    )
    assert verdict_of(ask, question, "es", "targets").text.startswith("Sí.")


def test_twenty_fifth_round_an_aura_that_falls_off_restricts_nothing(ask):
    question = (
        "el rival le puso pacifism a mi grizzly bears. en mi turno le tiro gods willing y elijo blanco. ¿puedo atacar "
        "con él?"
    )
    _, verdict = ask(question, "es")
    assert verdict is None or verdict.reasoner != "aura_restricts"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("if i bolt their guy and they giant growth it in response does it die", "en",
         "No. Giant Growth was cast in response, so it resolves first", "stack_damage"),
        ("le tiro un shock a su criatura y me responde con giant growth, se muere?", "es",
         "No. Giant Growth se lanzó en respuesta", "stack_damage"),
        ("they giant growth their guy and i bolt it in response, does it die?", "en",
         "It depends on the creature's toughness: Lightning Bolt resolves first", "stack_damage"),
        ("tengo blood artist y mueren dos fichas, cuantas veces se dispara?", "es", "2 disparos", "trigger_count"),
        ("i have zulaport cutthroat and 3 of my tokens die. how much life do i gain?", "en", "3 life", "trigger_count"),
        ("bloqueo unos grizzly bears con mi white knight. le hacen daño al caballero?", "es",
         "No. Muere Grizzly Bears y White Knight sobrevive", "strikes"),
        ("my colossal dreadmaw attacks and gets blocked by vampire nighthawk, does dreadmaw die?", "en",
         "Yes. Both creatures die. Colossal Dreadmaw dies to deathtouch", "strikes"),
        ("Tengo un Platinum Angel en juego y me quedé en 0 vidas, ¿pierdo la partida?", "es", "No.", "cant_lose"),
        ("can i kill a white knight with doom blade?", "en", "No. White Knight has protection from black",
         "targets"),
        ("si hago mulligan por segunda vez cuantas cartas pongo en el fondo de la biblioteca?", "es", "2:",
         "mulligan"),
        ("i flashback a lightning bolt with snapcaster mage and it gets countered, where does it go?", "en",
         "Lightning Bolt is exiled", "exile_instead"),
        ("mi oponente le hace relampago a mis grizzly bears y yo respondo con giant growth. sobreviven los osos?", "es",
         "Sí. Grizzly Bears sobrevive: los hechizos se resuelven en orden inverso, así que Giant Growth se resuelve primero",
         "stack_damage"),
        ("if i clone their atraxa does the legend rule make one of them die?", "en", "No. Each of you keeps yours",
         "legend"),
        ("opp casts rite of replication kicked on their big guy. if i reverberate it and point it at my own creature "
         "do i get 5 tokens too", "en", "Yes. The copy of Rite of Replication is kicked too", "spell_copy"),
        ("tengo una 2/2 con 3 contadores +1/+1 y glorious anthem en mesa. si la sacrifico para fling cuanto daño hace?",
         "es", "6:", "fling"),
        ("mi unica criatura es avacyn. si me tiran diabolic edict tengo que sacrificarla aunque sea indestructible?",
         "es", "Sí. Diabolic Edict obliga", "sacrifice"),
        ("my opponent casts fog during combat, do i still gain life from my vampire nighthawk?", "en",
         "No. Fog prevents that damage", "prevention"),
        ("my commander has swiftfoot boots on it. does it survive a damnation?", "en", "No. Damnation doesn't target",
         "targets"),
        ("con grave pact, cuando muere una criatura mia, quien elige que criatura sacrifica cada rival? yo?", "es",
         "No. Cada jugador que tiene que sacrificar elige", "sacrifice"),
        ("i wrath with blood artist out. board is blood artist + 4 other creatures (2 mine 2 theirs). how much do i "
         "drain them for?", "en", "5 life", "trigger_count"),
        ("tengo teferi, time raveler y quiero bajar jace, the mind sculptor. tengo que sacrificar uno por la regla de "
         "leyendas?", "es", "No. Teferi, Time Raveler y Jace, the Mind Sculptor tienen nombres distintos", "legend"),
        ("spark double copying my thalia, do i have to ditch one for the legend rule?", "en",
         "No. The copy Spark Double makes isn't legendary", "legend"),
        ("me tiran bolt a mi criatura y respondo con vines of vastwood con kicker. se salva?", "es", "Sí.", "targets"),
        ("they slam carnage tyrant and i have counterspell up. if i fire it at the tyrant does the tyrant get "
         "countered?", "en", "No. You can cast Counterspell targeting Carnage Tyrant", "countering"),
        ("i cast my creature, they counterspell it, i counterspell their counterspell. does my creature resolve?", "en",
         "Yes. The original spell resolves", "counter_war"),
        ("opp casts wrath and i flash in brazen borrower in response. what happens to borrower?", "en",
         "Brazen Borrower // Petty Theft resolves first", "stack_order"),
        ("my archangel of thune has double strike from boros charm and goes unblocked. how many times does its "
         "lifegain trigger?", "en", "2: the “whenever you gain life” ability of Archangel of Thune triggers twice",
         "lifegain_count"),
        ("kokusho dies in a 4 player game, how much life do i gain", "en", "15 life: Kokusho, the Evening Star",
         "drain"),
        ("exsanguinate con x=4 en mesa de 4. cuanto gano?", "es", "12 vidas", "drain"),
        ("exsanguinate for 3 in a 3 player game, how much life does each opponent lose?", "en", "3 life each",
         "drain"),
        ("i cast a creature and they counterspell it. does it resolve?", "en",
         "No. The original spell is countered: Counterspell resolves first", "counter_war"),
        ("puedo contrarrestar con Stifle la habilidad -3 de chandra?", "es", "Sí. Stifle contrarresta una habilidad "
         "activada", "countering"),
        ("can i stifle the llanowar elves mana ability?", "en", "No. Stifle can't: a mana ability", "countering"),
        ("llego al final del turno con 9 cartas en la mano. Tengo reliquary tower en juego. Cuantas tengo que "
         "descartar?", "es", "0: Con Reliquary Tower no tienes tamaño máximo", "hand_size"),
        ("can my grizzly bears block their Giant Spider", "en", "Yes. Grizzly Bears can block Giant Spider",
         "evasion"),
        ("le pongo skullclamp a una ficha 1/1, cuantas cartas robo?", "es", "2: La 1/1 muere", "worn_toughness"),
        ("le hago path a su criatura y en respuesta la sacrifica al viscera seer. ¿busca igual su tierra basica?",
         "es", "No. Path to Exile no se resuelve", "targets"),
        ("me roban con act of treason la criatura que lleva mis swiftfoot boots. quien controla las botas ahora?",
         "es", "Tú: Swiftfoot Boots sigue bajo tu control", "equip"),
        ("i act of treason my opponent's blood artist and sac creatures to viscera seer. who gains the life, me or "
         "them?", "en", "You do: you controlled Blood Artist", "trigger_controller"),
        ("mesa de 4, tengo Blood Artist y otras 3 criaturas y tiro wrath of god. Los oponentes tienen 5 criaturas "
         "entre todos. ¿Cuantas veces se dispara?", "es", "9 disparos", "trigger_count"),
        ("kokusho dies in a 4 player game. One of them already lost earlier so its just 3 of us left. How much life "
         "do i gain", "en", "10 life", "drain"),
        ("does anyone get priority in the untap step?", "en", "No. No player receives priority during the untap step",
         "cleanup"),
        ("en el paso de enderezar alguien recibe prioridad?", "es", "No. Nadie recibe prioridad", "cleanup"),
        ("my grizzly bears have two +1/+1 counters and get a -1/-1 counter, what size is it", "en",
         "Grizzly Bears is 3/3: its printed 2/2", "pt_layers"),
        ("my grizzly bears got two -1/-1 counters on it but i have glorious anthem out. what size is it now", "en",
         "Grizzly Bears is 1/1", "pt_layers"),
        ("si mi criatura tiene vigilancia y ataca, puede bloquear en el turno del rival?", "es",
         "Sí. Atacar no gira a una criatura con vigilancia", "tapped"),
        ("my serra angel attacked this turn, can it block on my opponent's turn?", "en",
         "Yes. Attacking doesn't tap a creature with vigilance", "tapped"),
        ("i doom blade their bears and they sacrifice it in response, does it die?", "en",
         "Yes. It dies, but from being sacrificed", "targets"),
        ("le tiro doom blade a su criatura y responde con cloudshift, muere?", "es", "No. Doom Blade no se resuelve",
         "targets"),
        ("mi criatura tiene indestructible y le ponen -3/-3, muere?", "es",
         "La criatura muere si su resistencia es 3 o menos", "survival"),
        ("my indestructible 5/5 gets -3/-3, does it die?", "en", "No. The creature survives", "survival"),
        ("if i control two glorious anthems, how big is my 1/1 token?", "en", "The 1/1 is 3/3", "pt_layers"),
        ("si mi comandante muere, vuelve a mi mano?", "es", "No. Un comandante que muere va al cementerio",
         "command_zone"),
        ("cuantas cartas robo en mi primer turno si empiezo yo?", "es", "0: En una partida de dos jugadores",
         "mulligan"),
        ("in commander, does the player who goes first draw on their first turn?", "en", "Yes. In a multiplayer game",
         "mulligan"),
        ("tengo un serra angel, puede bloquear a un bicho con volar?", "es", "Sí. Serra Angel puede bloquearla",
         "blocking"),
        ("can my grizzly bears block a flier?", "en", "No. Grizzly Bears can't block it", "blocking"),
        ("my opponent has solemnity, does my walking ballista with x=2 die?", "en",
         "Yes. Walking Ballista enters with no counters", "replacement"),
        ("hay solemnity en mesa y juego walking ballista con x=3. ¿con cuantos contadores entra?", "es",
         "0: Walking Ballista entra sin contadores", "replacement"),
        ("i have anointed procession and doubling season, i make one treasure, how many do i get?", "en",
         "You get 4 tokens", "replacement"),
        ("con platinum angel en mesa, si tengo 0 vidas pierdo?", "es", "No.", "cant_lose"),
        ("le robo una criatura con act of treason, cuando acaba el turno vuelve a su dueño?", "es",
         "Sí. La criatura vuelve al final del turno", "control"),
        ("si copio un lightning bolt con fork, puedo elegir otro objetivo?", "es", "Sí. Fork te deja elegir",
         "spell_copy"),
        ("if i have two blood artists and one creature dies, how much life does my opponent lose?", "en", "2 life",
         "trigger_count"),
        ("tengo blood artist y muere una criatura del rival, cuanta vida pierde?", "es", "1 vida: Blood Artist se "
         "dispara una vez", "trigger_count"),
        ("opp casts wrath of god, can i regenerate my river boa?", "en", "No. River Boa is destroyed", "survival"),
        ("a mi 5/5 la bloquean un grizzly bears y un centaur courser, puedo matar a los dos?", "es",
         "Sí. La 5/5 reparte sus 5 de daño", "damage_split"),
        ("my 5/5 is blocked by grizzly bears and a 4/4, can i kill both?", "en", "No. The 5/5 divides its 5 damage",
         "damage_split"),
        ("mi centaur courser recibe un shock en mi turno y otro shock en el turno del rival, muere?", "es",
         "No. Centaur Courser sobrevive", "cleanup"),
        ("does a token count as a card?", "en", "No. A token isn't a card", "token_gone"),
        ("una ficha cuenta como carta?", "es", "No. Una ficha no es una carta", "token_gone"),
        ("i attack with three 2/2s and they don't block, how much damage do they take?", "en", "6 damage",
         "player_damage"),
        ("si mi oponente tiene 20 vidas y le ataco con 3 criaturas 2/2 sin bloquear, con cuanta vida queda?", "es",
         "Le quedan 14 vidas", "player_damage"),
        ("i attack with two grizzly bears and a hill giant unblocked, how much damage?", "en", "7 damage",
         "player_damage"),
        ("mi rival lanza un hechizo, puedo responder con una criatura?", "es",
         "No. Un hechizo de criatura solo se lanza en tu propia fase principal", "timing"),
        ("si bloqueo con dos criaturas a un atacante, quien elige como se reparte el daño?", "es",
         "Decide el controlador de la criatura atacante", "combat"),
    ],
)  # fmt: skip
def test_twenty_sixth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_sixth_round_a_pump_first_in_combat_is_not_read(ask):
    """A blocker may have damage marked already: the pump resolving first doesn't settle it."""
    _, verdict = ask("i bolt their blocker and they giant growth it in response, does it die?")
    assert verdict is None or verdict.reasoner != "stack_damage"


def test_twenty_sixth_round_the_trigger_dying_with_them_is_not_an_other_count(ask):
    """ "Blood Artist and two tokens die" is three deaths, itself included: not "2 triggers"."""
    _, verdict = ask("blood artist and two tokens die at the same time, how many times does it trigger?")
    assert verdict is None or not verdict.text.startswith("2 triggers")


def test_twenty_sixth_round_a_flashed_in_creature_is_caught_by_the_wrath_below_it(ask):
    verdict = verdict_of(
        ask,
        "opp casts wrath and i flash in brazen borrower in response. what happens to borrower?",
        "en",
        "stack_order",
    )
    assert "so it is destroyed along with the rest" in verdict.text


def test_twenty_sixth_round_the_opponents_anthem_doesnt_pump_my_fling(ask):
    verdict = verdict_of(ask, "opp has glorious anthem. i fling my grizzly bears, how much damage?", "en", "fling")
    assert verdict.text.startswith("2:")


def test_twenty_sixth_round_a_drain_needs_the_players_counted(ask):
    _, verdict = ask("kokusho dies, how much life do i gain?")
    assert verdict is None or verdict.reasoner != "drain"


def test_twenty_sixth_round_a_tapped_blocker_is_not_read_as_free_to_block(ask):
    _, verdict = ask("my grizzly bears is tapped, can it block their giant spider?")
    assert verdict is None or verdict.reasoner != "evasion"


def test_twenty_sixth_round_who_chooses_first_is_the_order_not_the_chooser(ask):
    _, verdict = ask("innocent blood en mesa de 4. ¿quién elige primero qué sacrificar?", "es")
    assert verdict is None or verdict.reasoner != "sacrifice"


def test_twenty_sixth_round_a_creature_without_vigilance_isnt_read_as_untapped(ask):
    _, verdict = ask("my grizzly bears attacked this turn, can it block on my opponent's turn?")
    assert verdict is None or verdict.reasoner != "tapped" or verdict.text.startswith("No")


def test_twenty_sixth_round_two_sizes_told_leave_the_size_unread(ask):
    _, verdict = ask("opp has a 3/3 and i have glorious anthem, how big is my 2/2?")
    assert verdict is None or verdict.reasoner != "pt_layers"


def test_twenty_sixth_round_the_blockers_deathtouch_is_not_the_tramplers(ask):
    _, verdict = ask("mi criatura con toque mortal bloquea a un 5/5 con arrollar, cuanto daño pasa al jugador?", "es")
    assert verdict is None or "Basta con 1 de daño" not in verdict.text


def test_twenty_sixth_round_a_bear_given_reach_is_not_read_as_grounded(ask):
    _, verdict = ask("if i give my grizzly bears reach can it block a flier?")
    assert verdict is None or not verdict.text.startswith("No.")


def test_twenty_sixth_round_a_creature_with_flash_may_respond(ask):
    _, verdict = ask("can i respond with a creature that has flash?")
    assert verdict is None or not verdict.text.startswith("No.")


def test_twenty_sixth_round_a_flickered_zero_zero_is_not_saved(ask):
    question = (
        "My opponent casts Murder on my Walking Ballista, which has 3 +1/+1 counters. I respond with Cloudshift on it. "
        "Does the Ballista survive?"
    )
    _, verdict = ask(question)
    assert verdict is None or not verdict.text.startswith("Yes.")


def test_twenty_sixth_round_the_burned_creature_is_the_one_named_after_the_spell(ask):
    verdict = verdict_of(ask, "if i bolt a 4/4 and then it blocks my 2/2, does it die?", "en", "strikes")
    assert "The 3 damage the 4/4 took earlier" in verdict.text


def test_twenty_sixth_round_a_pumped_blocker_or_the_same_turn_is_left_alone(ask):
    _, pumped = ask(
        "ataco con serra angel y me bloquean con dos grizzly bears. Le tiran giant growth a uno de los osos. "
        "Puedo matar a los dos?",
        "es",
    )
    assert pumped is None or pumped.reasoner != "damage_split"
    _, same = ask(
        "mi centaur courser se come un shock en mi turno y otro shock en el turno del rival. Los dos shocks son en el "
        "mismo turno. Muere?",
        "es",
    )
    assert same is None or same.reasoner != "cleanup"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("i cast cytoshape on my 1/1 with two +1/+1 counters making it a copy of their grizzly bears, how big is it?",
         "en", "It's a 4/4 Grizzly Bears", "copies"),
        ("with doubling season, if i activate a -2 loyalty ability does it remove 4?", "en",
         "No. The -2 removes exactly 2", "loyalty"),
        ("con doubling season, si uso el -3 de liliana of the veil, ¿le quito 6 contadores?", "es",
         "No. El -3 quita exactamente 3", "loyalty"),
        ("me tiran sudden shock a mi sakura-tribe elder. Si se dispara alguna habilidad mientras esta en la pila, "
         "¿esa sí va?", "es", "Sí. Las habilidades disparadas se siguen disparando", "timing"),
        ("fencing ace attacks, they chump with llanowar elves. elves die to the first strike damage — does the ace hit "
         "the player with its regular damage then?", "en", "No. It stays blocked", "still_blocked"),
        ("mi craw wurm es bloqueado por unos grizzly bears y le tiro lightning bolt a los bears antes del daño. a "
         "quien le hace daño mi wurm?", "es", "A nadie. Craw Wurm sigue bloqueada", "still_blocked"),
        ("y si es un colossal dreadmaw (arrollar) bloqueado por bears y mato a los bears con bolt antes del daño? "
         "cuanto daño le hace al jugador?", "es", "6: ", "still_blocked"),
        ("4 player game, me and the guy across from me both have thalia guardian of thraben out. does one of them "
         "have to go?", "en", "No. Each of you keeps yours", "legend"),
        ("i control krenko mob boss and i act of treason my opponent's krenko. legend rule kicks in — who chooses "
         "which krenko stays?", "en", "You choose one of them", "legend"),
        ("puedo tener jace beleren y jace the mind sculptor los dos en el campo de batalla?", "es",
         "Sí. Jace Beleren y Jace, the Mind Sculptor", "legend"),
        ("mi boggart brute tiene amenaza. el rival lo puede bloquear con tres criaturas a la vez?", "es",
         "Sí. Boggart Brute tiene amenaza", "blocking"),
        ("can one grizzly bears block my boggart brute?", "en", "No. Grizzly Bears alone can't block", "blocking"),
        ("mis typhoid rats atacan a la liliana of the veil del rival (3 de lealtad) y no las bloquean. el toque "
         "mortal mata a liliana?", "es", "No. A Liliana of the Veil", "loyalty"),
        ("ataco con craw wurm y el rival bloquea con glissa the traitor. mi wurm le llega a hacer daño a glissa?",
         "es", "No. Muere Craw Wurm", "strikes"),
        ("le robé una criatura a beto con control magic y beto la destruye con disenchant. quién controla ahora la "
         "criatura?", "es", "La criatura vuelve al jugador que la controlaba antes", "control"),
        ("ana has control magic on ben's serra angel. on ben's turn he act of treasons it back and swings with it. "
         "who controls the angel once the turn ends?", "en", "Ana controls it", "control"),
        ("finks came back from persist with the -1/-1 counter, then i battlegrowth it. if it dies later will it "
         "persist again?", "en", "Yes. It returns", "undying"),
        ("el rival tiene torpor orb. si muere mi kitchen finks vuelve con persistir?", "es", "Sí. Vuelve", "undying"),
        ("puedo matar un vampire nighthawk con doom blade?", "es", "No. Doom Blade solo puede",
         "target_legal"),
        ("can i naturalize a grizzly bears?", "en", "No. Naturalize can only target", "target_legal"),
        ("can i doom blade a grizzly bears?", "en", "Yes. Grizzly Bears fits", "target_legal"),
        ("can i negate a mulldrifter if they evoked it?", "en", "No. Negate can target only", "countering"),
        ("le tiro mana leak a un hechizo del oponente, quien paga los 3, yo o el?", "es",
         "El controlador del hechizo objetivo", "soft_counter"),
        ("i have grave pact and one of my creatures dies. do i get to pick which creature my opponent sacrifices or "
         "do they?", "en", "They do. Each player", "sacrifice"),
        ("el oponente copia mi lightning bolt con twincast. puedo contrarrestar la copia con counterspell?", "es",
         "Sí. La copia de un hechizo", "spell_copy"),
        ("opp act of treasons my serra angel and swings at me with it, i swords it. who gains the life, me or them?",
         "en", "Your opponent does", "its_controller"),
        ("i bolt their baneslayer angel twice, does it die?", "en", "Yes. Baneslayer Angel dies: 6 damage", "lethal"),
        ("le tiro un rayo (lightning bolt) a su baneslayer angel, muere?", "es", "No. Baneslayer Angel sobrevive", "lethal"),
        ("i shock and bolt their serra angel, does it survive?", "en", "No. Serra Angel dies: 5 damage", "lethal"),
        ("i bolt my opponent's face with furnace of rath out. With two furnaces. How much damage", "en",
         "Lightning Bolt deals 12 damage", "replacement"),
        ("mi comandante uril ya le hizo 15 de daño de comandante a un rival que tiene 30 vidas. Uril tiene un contador "
         "+1/+1 encima. si le pego otra vez sin bloquear, pierde?", "es", "Sí. 21 de daño", "commander_damage"),
        ("tengo ajani's pridemate y ataco con dos nighthawks. Además tengo hardened scales. cuantos contadores +1/+1 "
         "recibe el pridemate?", "es", "4: la habilidad de Ajani's Pridemate se dispara 2 veces", "lifegain_count"),
        ("i have 2 blood artists out and a creature dies. who picks the order the triggers go on the stack?", "en",
         "You choose", "stack_order"),
        ("lanzo wrath of god y mi rival responde con counterspell. Respondo a su counterspell con otro counterspell "
         "mio. Se destruyen las criaturas?", "es", "Sí. Wrath of God se resuelve", "counter_war"),
        ("lanzo wrath of god y mi rival responde con counterspell, se destruyen las criaturas?", "es",
         "No. Wrath of God queda contrarrestado", "counter_war"),
        ("opp has avacyn angel of hope and grizzly bears. i cast languish, does the bears die?", "en",
         "Yes. Grizzly Bears dies anyway", "survival"),
        ("opp has thalia. how much mana total do i need to cast burst lightning kicked?", "en",
         "Burst Lightning kicked costs {5}{R} (6 mana)", "costs"),
        ("my grizzly bears got blocked by a ground guy. if i jump it after blocks does it become unblocked?", "en",
         "No. Once blockers are declared", "still_blocked"),
        ("lanzo switcheroo sobre mi 1/1 y su 5/5 y en respuesta el sacrifica su 5/5. pierdo mi 1/1?", "es",
         "No. Switcheroo no intercambia nada", "targets"),
        ("el rival lanza fireball con x=3 y yo tengo counterbalance. si revelo una carta de valor de mana 4 se "
         "contrarresta?", "es", "Sí. Fireball tiene valor de maná 4", "mana_value"),
        ("mi 2/2 tiene dos contadores +1/+1 y el rival le tira turn to frog. de que tamaño se queda?", "es",
         "La criatura queda 3/3", "pt_layers"),
        ("4 player, i cast a second kokusho the evening star and keep the new one with the legend rule. how much "
         "life do i gain from the old one?", "en", "15 life", "drain"),
        ("opp casts grapeshot with storm 6. if i counterspell the grapeshot itself do the copies still hit me?", "en",
         "Yes. The copies stay on the stack", "storm"),
        ("i have 2 blood artists out and a creature dies. One of them is my opponents and its my turn. Which one "
         "resolves first?", "en", "Your opponent's Blood Artist trigger resolves first", "stack_order"),
        ("i attack w grizzly bears and they block with youthful knight. I giant growth it after blocks. does my bears "
         "get to deal damage?", "en", "Yes. Youthful Knight dies", "strikes"),
        ("i attack with hellrider and 2 other creatures. With a second hellrider attacking too. They kill one "
         "hellrider in response to the triggers. how much dmg do the hellrider triggers do?", "en", "8: each of the 2",
         "attack_count"),
        ("archangel of thune sin bloquear con dañar dos veces por boros charm. cuantas veces se dispara lo de ganar "
         "vida?", "es", "2: ", "lifegain_count"),
        ("ataco con drogskol reaver y no lo bloquean, cuantas vidas gano?", "es", "Drogskol Reaver no está bloqueada",
         "player_damage"),
        ("mato el blood artist de mi rival con swords to plowshares, se dispara su habilidad?", "es", "No. La habilidad",
         "dies_trigger"),
        ("mi craw wurm ataca y lo bloquean un hill giant y un grizzly bears. Bloquea tambien otro grizzly bears. "
         "¿Puedo matar a los tres?", "es", "No. Craw Wurm reparte sus 6", "damage_split"),
        ("opp has a walking ballista with 4 counters on it. if i clone it what do i end up with", "en",
         "As a 0/0 it is put into its owner's graveyard", "copies"),
        ("does summoning sickness stop a creature from blocking?", "en", "No. It can block", "sickness"),
        ("i blink my creature that has two +1/+1 counters with ephemerate, does it keep the counters?", "en",
         "No. Exiled and returned, it comes back as a new object", "new_object"),
        ("i cloudshift my creature that took 2 damage, is the damage still on it?", "en",
         "No. Exiled and returned", "new_object"),
        ("does deathtouch kill planeswalkers?", "en", "No. Deathtouch destroys only creatures", "loyalty"),
        ("lance mi comandante una vez, murio y lo mande a la zona de mando; lo lance otra vez, me lo contrarrestaron y "
         "volvio a la zona de mando. cuanto impuesto pago ahora?", "es", "4 de más ({4})", "commander_tax"),
        ("su flametongue kavu entra apuntando a mi grizzly bears, le meto stifle al disparo. muere mi oso?", "es",
         "No. La habilidad disparada de Flametongue Kavu queda contrarrestada", "ability_countered"),
        ("en mi mantenimiento se disparan phyrexian arena y dark confidant. Mi rival tiene un sulfuric vortex. ¿Cual "
         "se resuelve primero?", "es", "La habilidad de Sulfuric Vortex de tu oponente", "stack_order"),
    ],
)  # fmt: skip
def test_twenty_seventh_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_seventh_round_counters_on_the_original_are_not_copied(ask):
    verdict = verdict_of(
        ask, "i clone their grizzly bears with two +1/+1 counters, how big is my clone?", "en", "copies"
    )
    assert verdict.text.startswith("The copy is 2/2")


def test_twenty_seventh_round_a_lone_blocked_trampler_gets_its_worn_trample_from_combat(ask):
    """Rancor's trample on a blocked creature whose blocker was bolted: the combat reasoner's, never "0"."""
    verdict = verdict_of(
        ask,
        "ataco con mi craw wurm, el rival bloquea con grizzly bears y yo le tiro un bolt al oso antes del daño. El "
        "wurm llevaba rancor. ¿le hago daño al rival?",
        "es",
        "combat",
    )
    assert verdict.text.startswith("Sí.")


def test_twenty_seventh_round_a_target_that_fits_is_not_the_whole_question(ask):
    """A spell's target phrase is not read when the question asks something else about the cards."""
    for question in (
        "i act of treason their llanowar elves. can i tap it for mana this turn?",
        "¿Puedo usar Counterspell para contrarrestar la habilidad de Wall of Omens cuando entra?",
        "can i abrupt decay a walking ballista that was cast with x=5?",
    ):
        _, verdict = ask(question)
        assert verdict is None or verdict.reasoner != "target_legal", question


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("opp's only creature is a slippery bogle. can i kill it with diabolic edict even with hexproof?", "en",
         "Yes. Diabolic Edict targets the player", "sacrifice"),
        ("le di antimaleficio a mi criatura con Blossoming Defense. ¿puedo seguir poniéndole mi Rancor?", "es",
         "Sí. El antimaleficio solo impide", "targets"),
        ("lanzo Fireball con X=6 a 3 criaturas. en respuesta el oponente sacrifica una de ellas. ¿cuánto daño le hace "
         "a cada una de las otras dos?", "es", "3 a cada uno", "even_split"),
        ("lanzo prey upon con mi criatura contra una del rival y él mata la mía en respuesta. ¿su criatura recibe algo "
         "de daño?", "es", "No. No se hace daño", "targets"),
        ("if i have Panharmonicon and Tireless Tracker, do i get 2 clues when i play a land?", "en",
         "No. Tireless Tracker's ability triggers only once", "extra_triggers"),
        ("tengo panharmonicon y blood artist. cuando muere una criatura ¿blood artist se dispara dos veces?", "es",
         "No. La habilidad de Blood Artist se dispara una sola vez", "extra_triggers"),
        ("my commander krenko got murdered last turn and i just left it in the gy bc i forgot. can i move it to the "
         "command zone now?", "en", "No. Too late", "command_zone"),
        ("i cast wall of omens and while the etb draw trigger is on the stack i want to +2 jace. allowed?", "en",
         "No. A planeswalker's loyalty abilities", "timing"),
        ("gonna wrath at the end of opp's turn so they cant respond on mine. legal?", "en",
         "No. Wrath of God is a sorcery", "timing"),
        ("i wanna flash in ambush viper during declare blockers and block with it. legal?", "en", "No. Too late",
         "timing"),
        ("i had to draw from an empty library in my draw step. can i cast an instant in response before i lose?", "en",
         "No. State-based actions are checked before", "empty_library"),
        ("tengo Laboratory Maniac y la biblioteca vacía. si robo en mi paso de robar, ¿gano la partida?", "es",
         "Sí. Laboratory Maniac reemplaza el robo", "empty_library"),
        ("con humility en mesa juego wall of omens. ¿robo carta por su habilidad de entrar al campo?", "es",
         "No. Con Humility, Wall of Omens entra al campo de batalla sin habilidades", "loses_abilities"),
        ("tengo una criatura con custodia {2}. si yo mismo la hago objetivo con mi propio aura, ¿se dispara custodia?",
         "es", "No. La custodia solo se dispara", "ward"),
        ("tengo 5 artefactos en mesa, ¿Thoughtcast me sale gratis con afinidad?", "es", "No. 1 de maná ({U}): Thoughtcast",
         "affinity"),
        ("tarmogoyf wearing Rancor gets blocked by Sakura-Tribe Elder and they sac the elder before damage. does goyf "
         "still hit them?", "en", "Yes. Rancor gives Tarmogoyf trample", "still_blocked"),
        ("my Charging Monstrosaur (5/5 trample) gets blocked by a 2/2 and opp gives the blocker pro red with Mother of "
         "Runes. how much dmg can i trample over to the opp?", "en", "At most 3 damage tramples over", "combat"),
        ("flasheo Jin-Gitaxias, Core Augur en mi propio paso final. ¿robo las 7 cartas este turno?", "es",
         "No. La habilidad «al comienzo de» de Jin-Gitaxias", "step_began"),
        ("i have Near-Death Experience and im at 2 life at the start of my upkeep. if i crack Marsh Flats during the "
         "upkeep to go to 1, do i win?", "en", "No. Near-Death Experience's ability checks its condition", "step_began"),
        ("cuando hago mulligan cuantas cartas robo?", "es", "7: en cada mulligan", "mulligan"),
        ("hice mulligan a 6 y me quedo una leyline of the void en la mano, la puedo bajar gratis al empezar?", "es",
         "Sí. La mano que te quedas después de los mulligans", "mulligan"),
        ("se puede lanzar Ancestral Vision desde la mano pagandolo normal??", "es",
         "No. Ancestral Vision no tiene coste de maná", "unpayable"),
        ("encanto la criatura del rival con control magic. en su turno él le lanza act of treason. después del final "
         "del turno, ¿quién la controla?", "es", "Tú: el control de Act of Treason", "control"),
    ],
)  # fmt: skip
def test_twenty_eighth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_eighth_round_what_stays_unanswered(ask):
    """The new readings keep to their cases: a Leyline drawn later is cast normally; Ancestral Vision suspended is
    no unpayable-cost question; Panharmonicon still doubles an enters trigger."""
    assert verdict_of(
        ask, "i drew leyline of the void on turn 3, can i put it onto the battlefield for free?", "en", "mulligan"
    ).text.startswith("No.")
    _, suspended = ask("can i cast ancestral vision with suspend?", "en")
    assert suspended is None or suspended.reasoner != "unpayable"
    assert verdict_of(
        ask, "i have panharmonicon and mulldrifter enters, how many cards do i draw?", "en", "extra_triggers"
    ).text.startswith("4")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("mi oponente tiene una criatura 3/3 con custodia {2}. le tiro Pyroclasm y no pago la custodia. ¿recibe el "
         "daño?", "es", "Sí. Pyroclasm no hace objetivo", "ward"),
        ("lanzo Hangarback Walker con X=4. mientras está en el campo de batalla, ¿cuál es su valor de maná?", "es",
         "0: fuera de la pila", "mana_value"),
        ("¿Puedo contrarrestar con Stifle la habilidad activada de Prodigal Pyromancer?", "es",
         "Sí. La habilidad de Prodigal Pyromancer queda contrarrestada", "ability_countered"),
        ("I attack with Colossal Dreadmaw and my opponent blocks with Grizzly Bears. I kill the Bears with Lightning "
         "Bolt after blockers are declared, before damage. How much damage does my opponent take?", "en",
         "All 6 damage of Colossal Dreadmaw goes to the defending player", "combat"),
        ("Controlo Felidar Sovereign y empiezo mi mantenimiento con exactamente 39 vidas. durante el mantenimiento me "
         "lanzo Healing Salve y gano 3. ¿gano la partida?", "es", "No. La habilidad de Felidar Sovereign comprueba",
         "step_began"),
        ("My opponent controls Panharmonicon and I cast Mulldrifter. How many cards do I draw?", "en",
         "2 cards in all: Mulldrifter's ability triggers only once", "extra_triggers"),
    ],
)  # fmt: skip
def test_twenty_eighth_round_second_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_eighth_round_a_copy_with_its_own_size(ask):
    """Quicksilver Gargantuan's "except it's 7/7" is part of what it copies; the counters on the original aren't."""
    verdict = verdict_of(
        ask,
        "I cast Quicksilver Gargantuan copying my opponent's Grizzly Bears with two +1/+1 counters. How big is it?",
        "en",
        "copies",
    )
    assert verdict.text.startswith("The copy is 7/7")


def test_twenty_eighth_round_a_stolen_trigger_that_targets_an_opponent(ask):
    verdict = verdict_of(
        ask,
        "i Threaten opp's Thought-Knot Seer, swing, then sac it to Viscera Seer. who draws from its leaves the "
        "battlefield trigger?",
        "en",
        "objects",
    )
    assert verdict.text.startswith("Your opponent does")


def test_twenty_eighth_round_counts_said_in_spanish_and_the_last_count_said(ask):
    """ "¿cuánto miden después?" asks the size after the counters annihilate; of two target counts told, the later
    one (a follow-up's change) is the one Fireball divides by."""
    assert verdict_of(
        ask,
        "mis Grizzly Bears tienen cuatro contadores +1/+1. mi oponente juega Skinrender y les pone tres contadores "
        "-1/-1. ¿cuánto miden después?",
        "es",
        "annihilate",
    ).text.startswith("Grizzly Bears queda como 3/3")
    assert verdict_of(
        ask,
        "I cast Fireball with X=4 targeting two creatures. With three targets. How much damage does each one take?",
        "en",
        "even_split",
    ).text.startswith("1 each")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("lanzo skullcrack antes de combate. mi criatura roja es bloqueada por una criatura con protección contra el "
         "rojo. ¿le hace daño?", "es", "Sí. Skullcrack hizo que el daño no pueda prevenirse", "protection"),
        ("i have Fist of Suns. can i evoke Mulldrifter but pay WUBRG with fist instead of the 2U evoke cost?", "en",
         "No. The cost Fist of Suns offers", "alt_costs"),
        ("con Omniscience en mesa, ¿puedo lanzar el Mulldrifter por evocar sin pagar nada?", "es",
         "No. El coste que ofrece Omniscience", "alt_costs"),
    ],
)  # fmt: skip
def test_twenty_eighth_round_third_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("a mi criatura le lanzaron turn to frog y despues ovinize en el mismo turno. cuanto mide?", "es",
         "La criatura queda 0/1", "pt_layers"),
        ("my wall of omens got giant growth, then i twisted image it. what size is it?", "en", "7/3.", "pt_layers"),
        ("tengo soul warden y entran 3 fichas de criatura a la vez. cuantas vidas gano?", "es", "3 vidas", "enters_count"),
        ("tengo soul warden y lanzo secure the wastes con x=3. cuantas vidas gano?", "es", "3 vidas", "enters_count"),
        ("geralf's messenger already came back with undying (has the +1/+1 counter). if it dies again does undying "
         "bring it back?", "en", "No.", "undying"),
        ("my knight of meadowgrain is 3/3 thanks to crusade and took 2 dmg in combat. then opp destroys crusade. "
         "does the knight die?", "en", "Yes. Knight of Meadowgrain dies", "anthem"),
        ("i stole opp's grizzly bears with control magic and it died. does it go to my graveyard or theirs?", "en",
         "To your opponent's graveyard: they own it. It goes to its owner's graveyard", "owner_zone"),
        ("estamos los dos a 1 vida y mi oponente lanza un hechizo que hace 1 de daño a cada jugador. quien gana?",
         "es", "La partida termina en empate", "life_totals"),
        ("si los dos quedamos a 0 vidas al mismo tiempo gana alguien?", "es", "No. La partida termina en empate",
         "life_totals"),
        ("its my upkeep. my phyrexian arena and opps sulfuric vortex both trigger. which one resolves first?", "en",
         "Your opponent's Sulfuric Vortex trigger resolves first", "stack_order"),
        ("se disparan dos habilidades mias al mismo tiempo. quien decide en que orden van a la pila?", "es",
         "Eliges tú", "stack_order"),
        ("si destruyen la criatura despues de activar su habilidad, la habilidad se resuelve igual?", "es",
         "Sí. La habilidad se resuelve igualmente", "source_gone"),
        ("tengo kalitas, traitor of ghet y muere el solemn simulacrum del opp. el opp roba la carta de solemn?", "es",
         "No: la habilidad de", "replacement"),
        ("opp has leyline of sanctity so i cant bolt their face. can i still lightning bolt their planeswalker?", "en",
         "Yes. Leyline of Sanctity gives only the player hexproof", "targets"),
        ("opp's grizzly bears got giant growth this turn (5/5). if i clone it now is my clone a 5/5 too?", "en",
         "No. The copy is 2/2", "copies"),
        ("lanzo think twice con flashback desde el cementerio y me lo contrarrestan con counterspell. a q zona va la "
         "carta?", "es", "Think Twice se exilia", "exile_instead"),
        ("mi jace the mind sculptor esta en 3 de lealtad y le hacen lightning bolt. a donde va?", "es",
         "Jace, the Mind Sculptor se queda con 0 de lealtad", "loyalty"),
        ("newer player here - if i cast a sorcery, can i cast an instant on top of my own sorcery before my opponent "
         "gets to do anything?", "en", "Yes. A player who casts a spell", "timing"),
        ("1 card left in library, laboratory maniac on board, i cast brainstorm. do i win?", "en",
         "Yes. Laboratory Maniac replaces the draw", "empty_library"),
        ("i have 2 cards in my library and cast brainstorm. do i lose?", "en", "Yes. It draws the cards that are left",
         "empty_library"),
        ("i have thalia guardian of thraben, opp plays their own thalia. legend rule, does one of them die?", "en",
         "No. Each of you keeps yours", "legend"),
        ("cuando el rival juega una tierra le puedo responder con un instantaneo antes de q entre?", "es", "No.",
         "land_drop"),
    ],
)  # fmt: skip
def test_twenty_ninth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_ninth_round_what_stays_unanswered(ask):
    """The readings keep to their cases: a white anthem doesn't pump a green creature; a Brainstorm with cards enough
    left loses nobody the game; one setting effect alone still decides the size."""
    _, green = ask(
        "my grizzly bears is 3/3 thanks to crusade and took 2 damage. then opp destroys crusade. does it die?", "en"
    )
    assert green is None or green.reasoner != "anthem"
    _, enough = ask("i have 5 cards in my library and cast brainstorm. do i lose?", "en")
    assert enough is None or not enough.text.startswith("Yes. It draws the cards that are left")
    assert verdict_of(
        ask, "my grizzly bears got hit by turn to frog. how big is it?", "en", "pt_layers"
    ).text.startswith("Grizzly Bears is 1/1")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("My opponent's Grizzly Bears has two +1/+1 counters. I cast Clone copying it. The creature I copy is their "
         "Clone that is currently copying a Serra Angel. What is my Clone's power?", "en", "4: The copy is 4/4", "copies"),
        ("The other way round, my Typhoid Rats attack. Can his White Knight block them?", "en",
         "Yes. Protection from black only stops", "protection_block"),
        ("En Commander, la comandante de mi oponente, Kaalia of the Vast, me ha hecho 15 de daño de combate en un "
         "turno y 6 en otro. ¿Pierdo la partida?", "es", "Sí. 21 de daño de combate", "commander_damage"),
        ("My opponent casts Krosan Grip targeting my Mind Stone. Can I activate Mind Stone's draw ability in "
         "response?", "en", "No. While Krosan Grip is on the stack", "timing"),
        ("My opponent casts Krosan Grip targeting my Mind Stone. Can I tap Mind Stone for mana in response?", "en",
         "Yes. Split second", "timing"),
        ("Mi Grizzly Bears ataca a Jace, the Mind Sculptor, que tiene 3 contadores de lealtad, y no es bloqueada. "
         "¿Con cuántos contadores de lealtad se queda Jace?", "es", "A Jace, the Mind Sculptor le queda 1", "loyalty"),
        ("My Vampire Nighthawk is blocked by Giant Spider and my opponent cast Holy Day before damage. Does Giant "
         "Spider die?", "en", "No. Holy Day prevents all combat damage", "strikes"),
        ("I attack with Colossal Dreadmaw (6/6 trample) and my opponent blocks with Grizzly Bears. The Bears get "
         "killed by a Shock before combat damage. What's the most combat damage I can assign to my opponent?", "en",
         "All 6 damage of Colossal Dreadmaw goes to the defending player", "combat"),
        ("En un duelo de Brawl a dos jugadores hago mulligan dos veces. ¿Cuántas cartas pongo en el fondo de mi "
         "biblioteca?", "es", "1: pones en el fondo", "mulligan"),
        ("Mi oponente lanza Carnage Tyrant. Lanzo Counterspell con él como objetivo. ¿Lo contrarresta?", "es",
         "No. Puedes lanzar Counterspell", "countering"),
        ("tiene antimaleficio. Le pongo un rancor a mi propio slippery bogle. ¿Mi rival le puede tirar un bolt?", "es",
         "No. Eso es justo lo que impide el antimaleficio", "targets"),
    ],
)  # fmt: skip
def test_twenty_ninth_round_second_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_ninth_round_second_batch_keeps_to_its_cases(ask):
    """A Hill Giant whose blocker is killed before damage still deals nothing to the player (no trample); a two-player
    game outside Brawl counts every mulligan."""
    _, giant = ask(
        "I attack with Hill Giant and my opponent blocks with Grizzly Bears. The Bears get killed by a Shock before "
        "combat damage. How much damage does my opponent take?",
        "en",
    )
    assert giant is not None and "0" in giant.text.split(".")[0]
    assert verdict_of(
        ask, "En una partida a duelo hago mulligan dos veces. ¿Cuántas cartas pongo en el fondo?", "es", "mulligan"
    ).text.startswith("2:")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("puedo cambiar el objetivo de mi hechizo despues de lanzarlo si mi oponente le da antimaleficio a la "
         "criatura en respuesta?", "es", "No. Los objetivos de un hechizo se eligen al lanzarlo", "targets"),
        ("si me quedo a 0 vidas puedo responder con un instantaneo de ganar vida antes de perder la partida", "es",
         "No. Un jugador con 0 o menos vidas pierde", "life_response"),
        ("el daño de combate usa la pila? se puede responder cuando se asigna", "es",
         "No. Es una acción basada en el turno", "timing"),
        ("does declaring attackers use the stack?", "en", "No. That is a turn-based action", "timing"),
        ("I cast Lightning Bolt targeting my creature with ward {2} and don't pay. Is Bolt countered?", "en",
         "No. Ward triggers only when", "ward"),
    ],
)  # fmt: skip
def test_twenty_ninth_round_third_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_ninth_round_third_batch_keeps_to_its_cases(ask):
    """A triggered ability still uses the stack; a spell that changes targets is the card's own question; an
    opponent's spell at my warded creature is no "own" targeting."""
    assert verdict_of(ask, "does blood artist's trigger use the stack?", "en", "timing").text.startswith("Yes.")
    _, own = ask(
        "my opponent casts lightning bolt targeting my creature with ward {2} and doesn't pay. is it countered?", "en"
    )
    assert own is None or not own.text.startswith("No. Ward triggers only when")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("Mi oponente devuelve a mi mano con Unsummon una ficha de Soldado de Raise the Alarm. ¿Puedo lanzarla "
         "después?", "es", "No. La ficha deja de existir", "token_gone"),
        ("My opponent cast Ainok Tracker face down using morph. Am I allowed to look at the face-down creature?", "en",
         "No. You may look only at face-down cards you control", "face_down"),
        ("Mi oponente controla Thalia, Guardian of Thraben. Hay dos Thalia, una mía y otra suya. ¿Cuánto maná en "
         "total me cuesta lanzar Lightning Bolt?", "es", "Lightning Bolt cuesta {2}{R} (3 manás)", "costs"),
    ],
)  # fmt: skip
def test_twenty_ninth_round_fourth_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_ninth_round_partner_damage_does_not_add_up(ask):
    """15 one turn and 6 another from the same commander is 21; from its partner, it isn't."""
    _, partner = ask(
        "en commander el comandante del rival me pego 15 un turno y 6 otro turno. Los 6 eran de su otro comandante, "
        "tiene partner. ¿Pierdo?",
        "es",
    )
    assert partner is None or not partner.text.startswith("Sí.")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("Mi oponente tiene 8 contadores de veneno y le ataco con Glistener Elf, que no es bloqueado. Controlo "
         "Doubling Season. ¿Pierde la partida?", "es", "No. Glistener Elf tiene infectar", "player_damage"),
        ("My opponent sacrifices Mogg Fanatic to deal 1 damage to my Llanowar Elves. Can I save the Elves by killing "
         "the Fanatic in response?", "en", "No. Mogg Fanatic's ability still resolves", "source_gone"),
    ],
)  # fmt: skip
def test_twenty_ninth_round_fifth_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("doubling season out, i cast garruk wildspeaker. After i +1 him. what loyalty does he enter with?", "en",
         "7: Garruk Wildspeaker enters with 6 loyalty counters", "loyalty"),
        ("I control Doubling Season and cast Garruk Wildspeaker. I'd had two Doubling Seasons when he entered. How "
         "many loyalty counters does it enter with?", "en", "Garruk Wildspeaker enters with 12", "loyalty"),
        ("i clone their grizzly bears that has three +1/+1 counters on it. I clone their spark double thats copying "
         "their hill giant. what size is my clone?", "en", "The copy is 3/3", "copies"),
    ],
)  # fmt: skip
def test_twenty_ninth_round_sixth_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_twenty_ninth_round_two_pumps_poison_said_and_a_double_block(ask):
    """ "dos giant growth" pumps twice and "3 de veneno" counts; two identical blockers are three creatures fighting,
    which the two-creature arithmetic doesn't claim: the gang-block count does (round 30)."""
    assert verdict_of(
        ask,
        "ataco con glistener elf, no me lo bloquean y le pongo dos giant growth. Ya tenia 3 de veneno. Pierde?",
        "es",
        "player_damage",
    ).text.startswith("Sí. Glistener Elf tiene infectar, así que sus 7 de daño")
    _, gang = ask(
        "i attack with white knight, they double block it with two Grizzly Bears. does my knight survive?", "en"
    )
    # its 2 first-strike damage kills one 2/2 Bears; the other strikes back for 2
    assert gang is not None and gang.text.startswith("No. White Knight (2 power, first strike)"), gang


def test_twenty_ninth_round_the_askers_creature_by_a_word_of_its_name(ask):
    """ "my bears got turned into a frog …": one unnamed creature of the asker's, the setting effects' target."""
    assert verdict_of(
        ask,
        "my bears got turned into a frog with turn to frog and then ovinized, how big is it now?",
        "en",
        "pt_layers",
    ).text.startswith("The creature is 0/1")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("opp has a clone thats copying a mulldrifter. i cast my own clone and copy their clone. what does mine "
         "become?", "en", "Your Clone becomes a copy of Mulldrifter", "copies"),
        ("opp murders my creature, if i sac it to viscera seer in response does murder just fizzle?", "en",
         "Yes. Murder doesn't resolve", "targets"),
        ("my colossal dreadmaw (6/6 trample) gets blocked by a 3/3 that already took 2 from a shock this turn. how much "
         "can i trample over?", "en", "At most 5 damage tramples over", "combat"),
        ("ataco con Colossal Dreadmaw, me bloquea un Grizzly Bears y le tiran Giant Growth antes del daño. cuanto daño "
         "le paso al jugador con arrollar?", "es", "Al jugador le pueden llegar como máximo 1 de daño", "combat"),
        ("ataco con vampire nighthawk, me bloquea una 4/4 voladora y le lanzo ruthless instincts (+2/+2 y arrollar). "
         "cuanto daño le hago al oponente?", "es", "Al jugador le pueden llegar como máximo 3 de daño", "combat"),
        ("opp attacks, after blockers are declared i flash in ambush viper. can it block?", "en", "No. Too late",
         "timing"),
        # found asking a fresh make run: "still" between the subject and "block"
        ("after blockers are declared i flash in ambush viper. can it still block?", "en", "No. Too late", "timing"),
        ("el oponente me ataca, se declaran bloqueadoras y despues lanzo ambush viper con destello. puede bloquear?",
         "es", "No. Demasiado tarde", "timing"),
        ("opp overloads cyclonic rift at the end of my turn. does my commander really have to go back to my hand?", "en",
         "No. Its owner may put it into the command zone instead", "command_zone"),
        ("opp has drannith magistrate. can i still cast my commander from the command zone?", "en",
         "No. Drannith Magistrate lets its controller's opponents cast spells only from their hands", "command_zone"),
        ("opp casts oblivion ring targeting my craterhoof. with the etb trigger on the stack i naturalize the o-ring. "
         "does my hoof stay on the battlefield?", "en", "No. Oblivion Ring's ability still resolves", "source_gone"),
        ("i have platinum angel out and opp's commander has now hit me for 21 total. do i lose?", "en",
         "No. Its controller doesn't lose while Platinum Angel", "cant_lose"),
        ("My opponent controls Platinum Angel and my life total drops to 0. Do I lose the game?", "en",
         "Yes. Platinum Angel protects only its controller", "cant_lose"),
        ("opp plays blood moon. i have urborg, tomb of yawgmoth — do my nonbasic lands still tap for black because of "
         "urborg?", "en", "No. With Blood Moon, Urborg", "blood_moon"),
        ("4 player game and im going first. do i get to draw a card on my first turn or skip it like in 1v1?", "en",
         "Yes. In a multiplayer game", "mulligan"),
        ("mi comandante tiene 11 de fuerza y dañar dos veces y pega sin bloquear a un oponente con 40 vidas que no "
         "había recibido daño de comandante. ¿pierde la partida?", "es", "Sí. 22 de daño", "commander_damage"),
        ("En Commander, el comandante de mi oponente, Tymna the Weaver, me ha hecho 15 de daño de combate a lo largo "
         "de la partida. Ahora me ataca y me hace 6 más, y aún me quedan 25 vidas. ¿Pierdo la partida?", "es",
         "Sí. 21 de daño", "commander_damage"),
        ("mi comandante está en la zona de mando y no controlo ninguna otra criatura ni planeswalker legendario. "
         "¿puedo lanzar Kamahl's Druidic Vow?", "es", "No. Kamahl's Druidic Vow es legendario", "legend"),
        ("mi única criatura es mi comandante, equipado con Lightning Greaves (velo). el oponente tiene Grave Pact y "
         "muere una criatura suya. ¿tengo que sacrificar a mi comandante?", "es", "Sí. Grave Pact no hace objetivo",
         "sacrifice"),
        ("mi oponente tiene mind control sobre mi criatura. le lanzo act of treason para recuperarla este turno. quien "
         "la controla cuando termina el turno?", "es", "La controla tu oponente", "control"),
        ("lanzo brineborn cutthroat con destello, se dispara el prowess de monastery swiftspear?", "es",
         "No. La habilidad de", "cast_trigger"),
        ("i cast lightning bolt with monastery swiftspear out. does prowess trigger?", "en",
         "Yes. Monastery Swiftspear's ability triggers", "cast_trigger"),
    ],
)  # fmt: skip
def test_thirtieth_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirtieth_round_keeps_to_its_cases(ask):
    """My own Magistrate stops only my opponents; a one-on-one game still skips the first draw; my own Platinum Angel
    still keeps me in; a legendary sorcery with a legend under my control may be cast; a 2/2 is no count of two."""
    _, mine = ask("i have drannith magistrate out. can i still cast my commander from the command zone?", "en")
    assert mine is None or not mine.text.startswith("No.")
    assert verdict_of(ask, "im going first in a 1v1. do i draw on my first turn?", "en", "mulligan").text.startswith(
        "No."
    )
    assert verdict_of(
        ask, "I control Platinum Angel and my life total drops to 0. Do I lose the game?", "en", "cant_lose"
    ).text.startswith("No.")
    assert verdict_of(
        ask, "i control Thalia, Guardian of Thraben. can i cast Kamahl's Druidic Vow?", "en", "legend"
    ).text.startswith("Yes.")
    assert verdict_of(
        ask, "i cast grizzly bears with monastery swiftspear out. does prowess trigger?", "en", "cast_trigger"
    ).text.startswith("No.")
    # +1/+1 counters are not a countered spell: the kind of spell cast decides, not "countered"
    counters = verdict_of(
        ask, "My Monastery Swiftspear has two +1/+1 counters on it. I cast Lightning Bolt. Does prowess trigger?", "en"
    )
    assert counters.text.startswith("Yes. Monastery Swiftspear's ability triggers whenever"), counters.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("My opponent attacks with Serra Angel. Can my Grizzly Bears with reach block it?", "en",
         "Yes. Grizzly Bears can block Serra Angel", "blocking"),
        ("¿puedo lanzar Cyclonic Rift con sobrecarga en el paso final del turno del oponente?", "es",
         "Sí. Cyclonic Rift es un instantáneo", "timing"),
        ("hago ninjutsu con ninja of the deep hours despues de bloqueos. el oponente lo puede bloquear con otra "
         "criatura?", "es", "No. Ninjutsu devuelve a un atacante no bloqueado", "blocking"),
        ("el jugador de mi izquierda ataca a otro oponente. ¿puedo bloquear con mis criaturas para ayudarle?", "es",
         "No. Solo bloquea el jugador atacado", "blocking"),
        ("mi criatura tiene 4 contadores +1/+1 y el oponente le lanza torment of venom. cuantos contadores +1/+1 le "
         "quedan?", "es", "1: Como acción basada en estado", "annihilate"),
        ("i act of treason opp's best creature, attack with it, then sac it to my ashnod's altar. grave pact says "
         "'creature you control dies' — does it trigger?", "en", "Yes. The creature died while you controlled it",
         "sacrifice_stolen"),
    ],
)  # fmt: skip
def test_thirtieth_round_second_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirtieth_round_second_batch_keeps_to_its_cases(ask):
    """An instant in response to a mana ability is no "any time you have priority"; a Grizzly Bears without reach
    still can't block a flier."""
    _, mana = ask("can i cast lightning bolt in response to a mana ability?", "en")
    assert mana is None or mana.reasoner != "timing" or not mana.text.startswith("Yes. Lightning Bolt is an instant")
    assert verdict_of(
        ask, "My opponent attacks with Serra Angel. Can my Grizzly Bears block it?", "en", "blocking"
    ).text.startswith("No.")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("si me contrarrestan un hechizo me devuelven el mana?", "es", "No. Un hechizo contrarrestado no se resuelve",
         "countering"),
        ("para lanzar un conjuro la pila tiene que estar vacia, si o no?", "es", "Sí. Un conjuro solo se lanza",
         "timing"),
        ("si despues de bloquear me giran la criatura bloqueadora con un efecto, sigue bloqueando y hace daño?", "es",
         "Sí. Girar o enderezar una criatura ya declarada", "blocking"),
        ("mi Grizzly Bears tiene Giant Growth encima y el pibe baja un Clone copiandolo. de cuanta fuerza es el Clone?",
         "es", "2: La copia es 2/2", "copies"),
        ("I'm at 5 life with Worship and a creature. My opponent casts Exsanguinate with X=5. What's my life total?",
         "en", "0: Worship changes only damage", "life_floor"),
        ("Mi rival tiene Vedalken Orrery. ¿Puedo lanzar Llanowar Elves durante el paso final del turno de mi "
         "oponente?", "es", "No. Vedalken Orrery solo deja a su controlador", "timing"),
        ("Lanzo Swords to Plowshares sobre las Grizzly Bears de mi oponente y, en respuesta, él les lanza Giant "
         "Growth. ¿Cuánta vida gana?", "es", "Su controlador gana 5 vidas", "life_from_power"),
    ],
)  # fmt: skip
def test_thirtieth_round_third_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirtieth_round_third_batch_keeps_to_its_cases(ask):
    """An ability countered is ability_countered's case; my own Orrery still gives flash."""
    _, ability = ask("my opponent stifles my fetchland's ability. do i get my life back?", "en")
    assert ability is None or ability.reasoner != "countering"
    assert verdict_of(
        ask, "I have Vedalken Orrery. Can I cast Llanowar Elves during my opponent's end step?", "en", "timing"
    ).text.startswith("Yes.")


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("jodah lets me pay wubrg instead of the mana cost. im casting my 8 drop commander for the 2nd time from the "
         "command zone with jodah out — do i still have to pay the {2} tax on top of the wubrg?", "en",
         "Yes. The commander tax is an additional cost", "commander_tax"),
        ("with omniscience i cast my commander without paying its mana cost. do i avoid the commander tax?", "en",
         "No. The commander tax is an additional cost", "commander_tax"),
        ("partida de 4: le robé una criatura al jugador B con Control Magic y después yo pierdo la partida. ¿quién "
         "controla ahora esa criatura?", "es", "Vuelve a controlarla su propietario", "control"),
    ],
)  # fmt: skip
def test_thirtieth_round_fourth_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirtieth_round_the_named_creatures_a_wrath_kills(ask):
    """ "The only creatures are my Blood Artist and my two Grizzly Bears": Wrath of God kills the three named."""
    found = verdict_of(
        ask,
        "I cast Wrath of God. The only creatures on the battlefield are my Blood Artist and my two Grizzly Bears. How "
        "many times does Blood Artist trigger?",
        "en",
        "trigger_count",
    )
    assert found.text.startswith("3 triggers"), found.text


def test_thirtieth_round_the_aura_a_creature_was_stolen_with(ask):
    """ "i stole opps creature with mind control": the lower-case name after "stole … with" is the card, and the asker
    holds it, so after their Act of Treason ends the asker controls the creature again."""
    found = verdict_of(
        ask,
        "i stole opps creature with mind control, on their turn they act of treason it back and hit me with it. who "
        "controls it after their turn ends?",
        "en",
        "control",
    )
    assert found.text.startswith("You do"), found.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("My Fencing Ace attacks and gets blocked by two Typhoid Rats. I Giant Growth the Fencing Ace before damage. "
         "Does my Ace survive?", "en", "Yes. Fencing Ace (4 power, double strike) deals its first-strike damage first"),
        ("mi fencing ace ataca y la bloquean dos typhoid rats. sobrevive?", "es",
         "No. Fencing Ace (1 de fuerza, dañar dos veces) hace primero su daño"),
        ("my colossal dreadmaw is blocked by three grizzly bears. does it survive?", "en",
         "No. Colossal Dreadmaw (6 power) divides its damage among the 3 blockers"),
    ],
)  # fmt: skip
def test_thirtieth_round_one_attacker_against_several_of_one_blocker(ask, question, lang, start):
    """N copies of one blocker: a first striker kills what it can first; the rest strike back together (510.1c)."""
    assert verdict_of(ask, question, lang, "strikes").text.startswith(start)


def test_thirtieth_round_a_pumped_blocker_breaks_the_gang(ask):
    """Giant Growth on one of two Bears: the blockers are no longer alike, so the gang-block count stays out."""
    _, pumped = ask(
        "ataco con serra angel y me bloquean con dos grizzly bears. Le tiran crecimiento gigante a uno de los osos. "
        "¿Mi angel se muere?",
        "es",
    )
    assert pumped is None or pumped.reasoner != "strikes", pumped


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # "+1/+1 counters" are no countered spell
        ("if i ephemerate my creature with three +1/+1 counters on it, does it keep the counters when it comes back",
         "en", "No. Exiled and returned", "new_object"),
        ("can my opp respond to me saccing a creature to ashnods altar and kill it before i get the mana", "en",
         "No. Ashnod's Altar's mana ability doesn't use the stack", "mana_ability"),
        ("blood artist triggered, and in response opp exiles blood artist. does the drain still happen?", "en",
         "Yes. Blood Artist's ability still resolves", "source_gone"),
        ("opp has atraxa as their commander, if i clone their atraxa does one of us have to get rid of it because of "
         "the legend rule?", "en", "No. Each of you keeps yours", "legend"),
        ("tengo helm of the host equipado a mi comandante legendario, cuando sale la ficha copia tengo que sacrificar "
         "uno por la regla de leyendas", "es", "No. La copia que hace Helm of the Host no es legendaria", "legend"),
        ("clono a mi propio comandante legendario y me quedo con el clon por la regla de leyendas, el original cuenta "
         "como sacrificado?", "es", "No. Tú eliges cuál conservas", "legend"),
        ("en la liga yo y otro jugador tenemos en mesa el mismo legendario. podemos tenerlo los dos a la vez?", "es",
         "Sí. Cada uno conserva el suyo", "legend"),
        ("le hice 2 de daño a una 3/3 en mi turno. en el turno del oponente sigue con ese daño marcado?", "es",
         "No. El daño no pasa al turno siguiente", "cleanup"),
        ("puede brazen borrower bloquear a un 2/2 sin volar?", "es",
         "No. Brazen Borrower // Petty Theft solo puede bloquear criaturas con volar",
         "evasion"),
        ("can brazen borrower block serra angel?", "en", "Yes. Brazen Borrower // Petty Theft can block only", "evasion"),
        ("la giant spider puede bloquear a un serra angel", "es", "Sí.", None),
        ("can i flash in ambush viper after blockers are already declared and still have it block opps attacker", "en",
         "No. Too late", "timing"),
        ("muere mi hangarback walker con 3 contadores +1/+1 y tengo anointed procession. cuantos topteros creo", "es",
         "Obtienes 6 fichas", "replacement"),
        ("Commander game: I control Doubling Season and my Wurmcoil Engine dies. How many Wurm tokens do I get?", "en",
         "You get 4 tokens", "replacement"),
        ("mi 4/4 con embercleave ataca y la bloquea un 2/2 sin nada raro. cuanto daño le llega al rival en total en el "
         "combate", "es", "Al jugador le llegan 8 de daño en total", "combat"),
        ("ataco a un planeswalker con 5 de lealtad con una criatura de 3 de fuerza y no la bloquean. con cuanta lealtad "
         "queda?", "es", "Al planeswalker le quedan 2 contadores de lealtad", "loyalty"),
        ("i attack a planeswalker with 3 loyalty with a 4/4 and it isn't blocked. does the planeswalker die?", "en",
         "Yes. The planeswalker ends with 0 loyalty", "loyalty"),
        ("cuando lanzo den protector boca abajo por 3, cuánto vale su coste de maná convertido / valor de maná en la "
         "pila?", "es", "0: un hechizo o permanente boca abajo", "mana_value"),
        ("I cast giant growth on my creature and opp bolts it in response and it dies. does giant growth still resolve "
         "and do anything", "en", "No. Giant Growth doesn't resolve", "targets"),
        ("my turn, my doomed traveler and opps doomed traveler trade in combat. whose spirit trigger resolves first",
         "en", "Your opponent's Doomed Traveler trigger resolves first", "stack_order"),
        ("my face-down den protector gets targeted by shock, can i flip it up for its megamorph cost in response so it "
         "lives", "en", "Yes. Turning a face-down permanent face up is a special action", "timing"),
        ("can I play agadeem's awakening as my land for turn (the agadeem undercrypt side)", "en",
         "Yes. Agadeem's Awakening // Agadeem, the Undercrypt is a modal double-faced card", "land_drop"),
        ("I control Teysa Karlov and Blood Artist. My opponent's Grizzly Bears dies. How many times does Blood Artist "
         "trigger?", "en", "Blood Artist's ability triggers 2 times", "extra_triggers"),
        ("my opponent controls Teysa Karlov and I control the Blood Artist, my opponent's grizzly bears dies. how many "
         "times does blood artist trigger?", "en", "Blood Artist's ability triggers only once", "extra_triggers"),
        ("Controlo Teysa Karlov y muere mi Solemn Simulacrum. ¿Cuántas cartas puedo robar?", "es", "2 cartas en total",
         "extra_triggers"),
        ("oye, evoco Mulldrifter y se disparan el robar dos y el sacrificio al mismo tiempo. puedo elegir yo en que "
         "orden van a la pila?", "es", "Sí. Evocada", "evoke"),
        ("al empezar el paso final no hay criaturas y se dispara lo de sacrificar Pestilence. en respuesta bajo una "
         "criatura con destello. se sacrifica igual la pestilence?", "es", "No. La habilidad de Pestilence no hace nada",
         "intervening_if"),
        ("le robe una criatura al chileno con Control Magic y despues el pierde la partida de commander. me quedo con "
         "la criatura?", "es", "No. La criatura sale de la partida con su propietario", "control"),
        ("le robo un bicho al rival con threaten y le tiro ephemerate para quedármelo. quién lo controla cuando vuelve",
         "es", "Su propietario: Ephemerate lo devuelve", "returns_to_owner"),
        ("si le hago ephemerate a mi fiend hunter, la criatura del rival que tenía exiliada vuelve al campo?", "es",
         "Sí. Al salir Fiend Hunter del campo de batalla", "until_leaves"),
        ("Can my opponent Shock my Gladecover Scout?", "en", "No. That is exactly what hexproof stops", "targets"),
        ("Can their Grizzly Bears still block Gladecover Scout though?", "en",
         "Yes. Grizzly Bears can block Gladecover Scout", "evasion"),
        ("Ataco con Vampire Nighthawk. ¿Se gira al atacar?", "es", "Sí. Al declarar a", "tapped"),
        ("Ataco con Serra Angel. ¿Se gira al atacar?", "es", "No. Serra Angel tiene vigilancia",
         "tapped"),
        ("My Vampire Nighthawk attacks and isn't blocked. They Lightning Bolt it before damage. How much life do I "
         "gain?", "en", "0: Vampire Nighthawk dies to the burn before combat damage", "player_damage"),
        ("My Vampire Nighthawk attacks and isn't blocked. They Lightning Bolt it before damage. I respond to the Bolt "
         "with Moment of Heroism on it. How much life do I gain?", "en",
         "Vampire Nighthawk isn't blocked, so it deals 4 combat damage", "player_damage"),
    ],
)  # fmt: skip
def test_thirty_first_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirty_first_round_keeps_to_its_cases(ask):
    """A clone's "what do I end up with" after an "if" stays no yes/no question; Cloudshift keeps a stolen creature;
    a flicker with its trigger "in response" is the other question; Blood Artist killed still triggers."""
    found = verdict_of(ask, "opp has a walking ballista with 4 counters on it. if i clone it what do i end up with")
    assert not found.text.startswith(("Yes", "No")), found.text
    kept = verdict_of(ask, "i act of treason their titan and then cloudshift it. who controls it after?", "en")
    assert kept.text.startswith("You do"), kept.text
    died = verdict_of(ask, "opp kills my blood artist, does it trigger?", "en", "dies_trigger")
    assert died.text.startswith("Yes."), died.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("qué le pasa a The Eldest Reborn después de que se resuelve el capítulo III", "es",
         "The Eldest Reborn se sacrifica", "saga"),
        ("¿Puedo responder con un instantáneo al capítulo II de The Eldest Reborn antes de descartar?", "es",
         "Sí. Un capítulo de The Eldest Reborn es una habilidad disparada", "saga"),
        ("after i cast petty theft where does the brazen borrower card go, graveyard?", "en", "Into exile",
         "adventure"),
        ("me contrarrestan el stomp del bonecrusher giant, ¿a qué zona va la carta?", "es",
         "Al cementerio de su propietario", "adventure"),
        ("el rival le tira un shock a mi bonecrusher giant, ¿quién recibe los 2 de daño del disparo?", "es",
         "El rival que lanzó el hechizo: Bonecrusher Giant // Stomp hace 2 de daño", "target_punish"),
        ("Opp casts Fog during my attack. Does my Questing Beast still deal combat damage?", "en",
         "Yes. Questing Beast makes the combat damage", "player_damage"),
        ("opp has a face down morph (it was hooded hydra) and i clone it. what is my clone?", "en",
         "Clone becomes a face-up colorless 2/2 creature", "copies"),
        ("blood artist trigger targeting an opp, but that opp concedes with the trigger on the stack. do i still gain "
         "the 1 life", "en", "No. The ability doesn't resolve", "targets"),
        ("Tengo Anointed Procession. Robo el Wurmcoil Engine de mi oponente con Act of Treason y lo sacrifico con "
         "Viscera Seer. ¿Cuántas fichas creo?", "es", "Obtienes 4 fichas", "replacement"),
        ("Tengo Anointed Procession. El roba mi Wurmcoil y lo sacrifica. ¿Cuántas obtiene?", "es",
         "Tu rival obtiene 2 fichas", "replacement"),
        ("I control Grave Pact. My opponent steals MY Serra Angel and sacrifices it. Does Grave Pact trigger?", "en",
         "No. The creature died while your opponent controlled it", "sacrifice_stolen"),
        ("I control Kalitas, Traitor of Ghet and Doubling Season. My Grizzly Bears (a card) would die. How many Zombie "
         "tokens do I get?", "en", "0: Kalitas, Traitor of Ghet replaces only the death", "replacement"),
        ("I control Kalitas, Traitor of Ghet and Doubling Season. My opponent's Grizzly Bears would die. How many "
         "Zombie tokens do I get?", "en", "You get 2 tokens", "replacement"),
        ("Controlo Kalitas, Traitor of Ghet y Blood Artist. Muere una ficha de criatura de mi oponente. ¿Cuántos "
         "Zombies creo?", "es", "0: Kalitas, Traitor of Ghet solo reemplaza", "replacement"),
        ("si tengo un efecto q me deja jugar tierras adicionales, puedo jugar una tierra en el turno de otro jugador?",
         "es", "No. Una tierra solo se juega durante una fase principal de tu propio turno", "land_drop"),
        ("can i play a land on my opponent's turn?", "en", "No. A land is played only during a main phase", "land_drop"),
        ("how much damage does burst lightning do to face if i pay the kicker", "en",
         "4: Burst Lightning was kicked", "kicker"),
        ("cuanto daño hace burst lightning sin pagar el kicker?", "es", "2: sin pagar el estímulo", "kicker"),
        ("I control Panharmonicon and Soul Warden. My opponent casts Grizzly Bears. There's a Torpor Orb out too. How "
         "much life do I gain?", "en", "0: Torpor Orb stops creatures entering", "extra_triggers"),
        ("Tengo Soul Warden y hay un Torpor Orb en juego. Entra un Grizzly Bears. ¿Gano vida?", "es",
         "No. Torpor Orb impide", "extra_triggers"),
        ("I control Blood Artist. My opponent's Grizzly Bears gets Swords to Plowshares. How many times does Blood "
         "Artist trigger?", "en", "None (0): exiled creatures", "trigger_count"),
        ("Mi oponente me roba Zulaport Cutthroat con Act of Treason y lo sacrifica. ¿Quién gana la vida?", "es",
         "Tu rival: la habilidad de «cuando muere» de Zulaport Cutthroat", "sacrifice_stolen"),
        ("Mi oponente lanza Chaos Warp sobre mi Solemn Simulacrum. ¿Se dispara su habilidad de robar?", "es",
         "No. La habilidad de Solemn Simulacrum que se dispara al morir no se dispara", "dies_trigger"),
        ("Commander game: I've taken 15 combat damage from my opponent's commander. How much more combat damage from "
         "that commander makes me lose?", "en", "6 more", "commander_damage"),
        ("En Commander, mi comandante Kaalia of the Vast es exiliado por Swords to Plowshares. Lo exiliado es una ficha "
         "copia de Kaalia creada por Helm of the Host. ¿Puedo ponerlo en la zona de mando?", "es",
         "No. Una copia de un comandante no es un comandante", "command_zone"),
        ("Mi Borderland Marauder ataca y el rival bloquea con Elvish Warrior. ¿Muere el Elvish Warrior?", "es",
         "Sí. Mueren las dos criaturas", "strikes"),
        ("El Elvish Warrior del rival ataca y lo bloqueo con el Borderland Marauder. ¿Muere el Elvish Warrior?", "es",
         "No. Muere Borderland Marauder y Elvish Warrior sobrevive", "strikes"),
        ("opp cast rancor on their guy and i murdered the guy in response. does rancor go back to their hand or what",
         "en", "No. Rancor doesn't resolve", "targets"),
        ("me matan el bicho que lleva rancor, donde va el rancor?", "es", "Rancor vuelve a tu mano", "aura_returns"),
        ("opp bolts my chandra torch of defiance (4 loyalty), can i +1 in response so she survives", "en",
         "No. A planeswalker's loyalty abilities", "timing"),
        ("opp has furnace of rath, i have a prevention shield on my creature that prevents the next 3 dmg. opp shocks "
         "it. who chooses which effect applies first", "en", "You choose", "replacement"),
        ("4 player ffa, i have control magic on a guy from the player who just conceded. what happens to that "
         "creature", "en", "The creature leaves the game with its owner", "control"),
        ("si el rival juega fog, mi vampire nighthawk gana vida igual por vinculo vital?", "es",
         "No. El daño de combate se previene", "player_damage"),
        ("tengo thalia guardian of thraben y bajo otra thalia, con cuantas thalias me quedo", "es",
         "1: Tú eliges cuál conservas", "legend"),
        ("tengo teferi, time raveler en mesa. mi rival puede lanzar opt en mi paso final?", "es",
         "No. Teferi, Time Raveler hace que tus oponentes", "timing"),
        ("hice mulligan dos veces, con cuantas cartas al fondo de la biblioteca me quedo... o sea cuantas pongo abajo?",
         "es", "2: pones en el fondo", "mulligan"),
        ("en un multi de 4 ataco al jugador A, puede el jugador B bloquear con sus criaturas para ayudarle", "es",
         "No. Solo bloquea el jugador atacado", "blocking"),
        ("el oponente tiene Torpor Orb. si lanzo Mulldrifter por evocar, ¿se queda en el campo de batalla?", "es",
         "Sí. Mulldrifter se queda", "evoke"),
        ("Mi oponente exilia a mi Solemn Simulacrum, que no es comandante. ¿Puede ir a la zona de mando?", "es",
         "No. Solo un comandante puede moverse a la zona de mando", "command_zone"),
        ("I have cast my commander from the command zone twice already this game. It got Unsummoned and I kept it in "
         "my hand. It died after that and I moved it to the command zone. What's the tax next time?", "en",
         "4 extra ({4})", "commander_tax"),
        ("Commander game: I control Doubling Season and my Wurmcoil Engine dies. I also have Anointed Procession out. "
         "My opponent had stolen the Wurmcoil with Act of Treason and it died on their side. How many Wurm tokens are "
         "created?", "en", "Your opponent gets 2 tokens", "replacement"),
    ],
)  # fmt: skip
def test_thirty_first_round_second_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirty_first_round_an_adventure_cast_later_is_not_where_it_goes(ask):
    """ "can i cast brazen borrower from exile …?" asks when it may be cast: the where-it-goes reading stays out."""
    _, found = ask("after petty theft resolves can i cast brazen borrower from exile at the end of opps turn", "en")
    assert found is None or found.reasoner != "adventure", found


def test_thirty_first_round_the_real_commander_said_after_its_copy(ask):
    """ "Lo exiliado es una ficha copia de Kaalia … Es la Kaalia de verdad …": the real card, said last, may go."""
    found = verdict_of(
        ask,
        "En Commander, mi comandante Kaalia of the Vast es exiliado por Swords to Plowshares. Lo exiliado es una ficha "
        "copia de Kaalia creada por Helm of the Host. Es la Kaalia de verdad pero la controlaba mi oponente con Control "
        "Magic cuando fue exiliada. ¿Puedo ponerlo en la zona de mando?",
        "es",
        "command_zone",
    )
    assert found.text.startswith("Sí."), found.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("cuando me tiran hymn to tourach, quién elige las cartas que descarto, yo o el que lo lanza?", "es",
         "Nadie elige: Hymn to Tourach hace descartar las cartas al azar", "discard_choice"),
        ("le tiro mind rot a mi rival, quien elige las dos cartas que descarta, yo o el?", "es",
         "Las elige tu rival", "discard_choice"),
        ("opp casts Duress on me, who chooses what I discard", "en", "Your opponent chooses: Duress reveals your hand",
         "discard_choice"),
        ("opp casts thoughtseize on me, who picks the card?", "en", "Your opponent chooses", "discard_choice"),
        ("le tiro duress al rival, quien elige la carta?", "es", "Eliges tú: Duress revela la mano de tu rival",
         "discard_choice"),
        ("mi rival tiene propaganda, si ataco al otro jugador pago algo?", "es", "No. Propaganda solo cobra",
         "attack_tax"),
        ("tengo dos comandantes con partner, lancé a uno 3 veces. cuanto impuesto pago por el otro?", "es",
         "0: Cada comandante tiene su propio impuesto", "commander_tax"),
        ("¿puedo usar de comandante cualquier planeswalker legendario aunque NO diga que puede ser tu comandante?", "es",
         "No. Un planeswalker solo puede ser tu comandante", "commander_pick"),
        ("can Teferi, Temporal Archmage be my commander?", "en", "Yes. Teferi, Temporal Archmage says it can",
         "commander_pick"),
        ("can Grizzly Bears be my commander", "en", "No. Grizzly Bears isn't a legendary creature", "commander_pick"),
        ("mi comandante está en la zona de mando, no en mesa. ¿puedo lanzar Fierce Guardianship gratis?", "es",
         "No. Fierce Guardianship pregunta si controlas un comandante", "commander_pick"),
        ("mi comandante es mono rojo. ¿puedo meter en el mazo una carta con maná híbrido rojo/blanco?", "es",
         "No. Un símbolo híbrido rojo/blanco pone los dos colores", "color_identity"),
        ("en commander, ¿puedo llevar dos copias de la misma carta si no es tierra básica?", "es", "No. Una sola copia",
         "deck_size"),
        ("tengo dos comandantes con partner. al primero ya lo lancé 2 veces desde la zona de mando; ¿cuánto impuesto "
         "pago la primera vez que lance al otro?", "es", "0: Cada comandante tiene su propio impuesto", "commander_tax"),
        ("ya bajé mi tierra del turno, si lanzo growth spiral puedo poner otra tierra de la mano igualmente?", "es",
         "Sí. Growth Spiral pone la tierra en el campo de batalla", "land_drop"),
        ("puedo atacar directamente a una criatura del rival en vez de a él? quiero matarle el bicho", "es",
         "No. Las criaturas atacan a un jugador, a un planeswalker o a una batalla", "attack_what"),
        ("can my Grizzly Bears attack a creature with flying?", "en", "No. Creatures attack a player", "attack_what"),
        ("can my kor skyfisher block guardian of the guildpact", "en",
         "No. Kor Skyfisher can't block Guardian of the Guildpact", "blocking"),
        ("we both have a thalia out (mine and his) how much mana does my brainstorm cost now", "en",
         "Brainstorm costs {2}{U} (3 mana)", "costs"),
        ("con la thalia del rival en mesa, cuanto me cuesta electrickery con sobrecarga?", "es",
         "Electrickery cuesta {2}{R} (3 manás) así", "costs"),
        ("when i swords to plowshares opps 4/4 who gets the 4 life", "en", "Your opponent does", "its_controller"),
        ("ataqué con mis grizzly bears, puede bloquear en el turno del rival?", "es", "No. Al atacar se giró", "tapped"),
        ("if i attack with grizzly bears on my turn, is it able to block during my opponent's next turn?", "en",
         "No. Attacking tapped it", "tapped"),
        ("opp made 2 soldiers with raise the alarm, if i unsummon one of them what happens, do they get to replay it?",
         "en", "No. The token ceases to exist", "token_gone"),
        ("le puse pacifism a un bicho del rival y el lo devolvio a la mano con unsummon. q pasa con mi pacifism", "es",
         "Pacifism ya no está anexada a nada legal", "unattached"),
        ("ashnods altar, can opp kill my guy in response to me saccing it?", "en",
         "No. Sacrificing the creature is part of the cost of Ashnod's Altar's mana ability", "mana_ability"),
        ("Con un Phyrexian Altar, mi rival puede matar a mi criatura en respuesta a que la sacrifique?", "es",
         "No. Sacrificar la criatura es parte del coste", "mana_ability"),
        ("multi a 4: ana le robó a bruno un bicho con control magic y luego ana se rinde. quién controla ahora el bicho?",
         "es", "Vuelve a controlarla su propietario", "control"),
        ("en la mesa un rival se rindió. yo le había robado una criatura con un aura de control, ¿qué pasa con esa "
         "criatura?", "es", "La criatura sale de la partida con su propietario", "control"),
    ],
)  # fmt: skip
def test_thirty_second_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("can i pitch a force of will to my other force of will? like exile force #2 from hand as the blue card", "en",
         "Yes. Another copy of Force of Will", "pitch"),
        ("se puede pagar la force of will exiliando la misma force? o sea pagarla con ella misma jaja", "es",
         "No. Force of Will ya está en la pila", "pitch"),
        ("puedo lanzar force of negation gratis (exiliando carta azul) en mi propio turno?", "es",
         "No. El coste gratis de Force of Negation dice «si no es tu turno»", "pitch"),
        ("im at 1 life and opp bolts my face. can i pitch force of will (paying the 1 life) to counter it and stay alive",
         "en", "No. At 1 life you can pay 1 life", "pay_life"),
        ("si me contrarrestan un hechizo, ¿cuenta igual como lanzado para las cosas de 'siempre que lances un "
         "hechizo'?", "es", "Sí. El hechizo se lanzó", "cast_trigger"),
        ("mi compa tiene Ghostly Prison. si ataco a OTRO jugador de la mesa, ¿tengo que pagar {2} por cada criatura?",
         "es", "No. Ghostly Prison solo cobra", "attack_tax"),
        ("controlo Smothering Tithe y un rival lanza Harmonize (roba 3). ¿cuántas veces se dispara el Tithe?", "es",
         "3: Smothering Tithe se dispara una vez por cada carta robada", "draw_triggers"),
        ("si lanzo gnarlid colony con estimulo, que valor de mana tiene? 2 o 5?", "es", "2: el valor de maná",
         "mana_value"),
        ("controlo 4 artefactos y el rival tiene thalia. cuanto mana pago por myr enforcer?", "es", "3 de maná ({3})",
         "affinity"),
        ("le robé un bicho al rival con control magic. si le hago ghostly flicker, vuelve bajo mi control o bajo el del "
         "dueño?", "es", "Tú: Ghostly Flicker lo devuelve", "returns_to_owner"),
        ("tengo un isamaru, hound of konda en mesa y juego el segundo que tengo. q pasa?", "es", "Tú eliges cuál conservas",
         "legend"),
        ("el rival me quitó mis grizzly bears con mind control y luego se murieron. a qué cementerio van, al suyo?", "es",
         "Va al cementerio (o mano o biblioteca) de su propietario", "owner_zone"),
    ],
)  # fmt: skip
def test_thirty_second_round_second_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirty_second_round_keeps_to_its_cases(ask):
    """A creature with vigilance still blocks after attacking; protection from a quality the blocker lacks stops no
    block; a planeswalker that says it can be a commander can be one; "attack with a creature" is no attack on one."""
    vigilant = verdict_of(ask, "my serra angel attacked on my turn, can it block on my opponent's turn?", "en")
    assert vigilant.text.startswith("Yes"), vigilant.text
    elves = verdict_of(ask, "can my Llanowar Elves block a Black Knight?", "en")
    assert elves.text.startswith("Yes"), elves.text
    walker = verdict_of(ask, "can Jace, the Mind Sculptor be my commander?", "en", "commander_pick")
    assert walker.text.startswith("No."), walker.text
    found = verdict_of(ask, "can i attack with a creature the turn it comes in?", "en")
    assert found.reasoner != "attack_what", found.text
    cast = verdict_of(
        ask,
        "Lanzo ambush viper en el turno de mi oponente. La lanzo en el paso de declarar atacantes. Puede bloquear?",
        "es",
    )
    assert cast.reasoner != "tapped", cast.text
    turn = verdict_of(ask, "can i cast force of negation for free on my opponent's turn?", "en", "pitch")
    assert turn.text.startswith("Yes."), turn.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("¿Cuánto maná en total me cuesta Mystical Dispute si apunto a un hechizo azul de mi rival?", "es",
         "1 ({U}): Mystical Dispute cuesta {2} menos"),
        ("how much is mystical dispute against a Crackling Drake?", "en", "1 ({U}): Mystical Dispute costs {2} less"),
        ("¿Cuánto me cuesta Mystical Dispute si el hechizo es rojo?", "es", "3 ({2}{U}): Mystical Dispute solo cuesta"),
    ],
)  # fmt: skip
def test_thirty_second_round_a_discount_for_the_target_color(ask, question, lang, start):
    assert verdict_of(ask, question, lang, "costs").text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # Kalitas is the opponent's and the Rider is mine (said by its front name): Kalitas exiles it
        ("my opponent has Kalitas, Traitor of Ghet and kills my Murderous Rider. does my Rider still go to the bottom of my library?",
         "en", "No: Murderous Rider // Swift End's ability doesn't trigger", "replacement"),
        ("I control Torbran, Thane of Red Fell and Fiery Emancipation and Shock my opponent in the face. how much damage do they take?",
         "en", "Your opponent chooses (they are the player being dealt the damage) the order of the effects, so 8 damage", "replacement"),
        ("I have Korvold, Fae-Cursed King and Lurrus of the Dream-Den out and cast a second Lurrus. when one goes to the legend rule does Korvold trigger, since I sacrificed it?",
         "en", "No. The legend rule puts the one you don't keep into its owner's graveyard: that is not sacrificing it", "legend"),
        ("I have Chandra, Torch of Defiance and Chandra, Acolyte of Flame on the battlefield. isnt there a rule that you can only have one Chandra at a time?",
         "en", "No. Chandra, Torch of Defiance and Chandra, Acolyte of Flame have different names", "legend"),
        ("snapped back a lightning bolt and they counterspelled the flashback bolt. does it go back to my yard?",
         "en", "No. Lightning Bolt is exiled", "exile_instead"),
        ("castee Uro, Titan of Nature's Wrath con escape y me lo contrarrestan con Essence Scatter. se exilia como el flashback?",
         "es", "No. Uro", "exile_instead"),
        ("Atog is 1/2, i sac 4 artifacts to it, let the pumps resolve, then fling the Atog. how much damage does fling deal?",
         "en", "9: Fling uses Atog's power", "fling"),
        ("i put kenriths transformation on their arcbound ravager that has 3 counters on it. how big is the elk?",
         "en", "Arcbound Ravager is 6/6", "pt_layers"),
        ("my guy is wearing my own rancor and i give it protection from green with apostles blessing. what happens to the rancor?",
         "en", "Rancor is put into its owner's graveyard", "aura_protection"),
        ("estoy a 4 vidas, ¿puedo lanzar Dismember pagando 4 vidas?", "es",
         "Sí. Con 4 vidas puedes pagar 4 vidas (tu total de vida llega a esa cantidad), pero te quedas a 0 y pierdes", "pay_life"),
        ("opp has blood moon, i play temple of malady. does it enter tapped?", "en",
         "No. Temple of Malady enters untapped", "blood_moon"),
        ("my Kitchen Finks came back from persist with a -1/-1 counter. then I cast Travel Preparations on it. if it dies again does it come back?",
         "en", "Yes. It returns", "undying"),
        ("I control Yarok, the Desecrated and Panharmonicon, then cast Ravenous Chupacabra. how many times does the ETB trigger?",
         "en", "Ravenous Chupacabra's ability triggers 3 times", "extra_triggers"),
        ("ataco con 3 criaturas y quiero meter Embercleave con flash en el combate. cuanto mana pago?", "es",
         "3 ({1}{R}{R}): Embercleave cuesta {1} menos por cada criatura atacante", "costs"),
        ("if i cast snuff out for 4 life with thalia, guardian of thraben on the other side, do i still have to pay the extra 1?",
         "en", "Yes. You pay {1} more for Snuff Out", "costs"),
        ("with Goblin Electromancer out is Lightning Bolt free?", "en",
         "No. Goblin Electromancer makes Lightning Bolt cost {1} less, but", "costs"),
        ("goblin electromancer out, want to fireball one guy for 3. how much mana do i actually pay total", "en",
         "3 ({2}{R}): Goblin Electromancer makes Fireball cost {1} less", "costs"),
        ("can i exclude a carnage tyrant just to draw the card? it says it cant be countered", "en",
         "Yes. You can cast Exclude targeting Carnage Tyrant", "countering"),
        ("la única criatura de mi rival es un Slippery Bogle. ¿le puedo hacer Chainer's Edict aunque tenga antimaleficio?",
         "es", "Sí. Chainer's Edict hace objetivo al jugador", "sacrifice"),
        ("¿Doubling Season duplica los contadores de lealtad con los que entra mi Chandra, Torch of Defiance? En Arena entró con 8",
         "es", "Sí. Chandra, Torch of Defiance entra con 8 contadores de lealtad", "loyalty"),
        ("me and my opp both at 2 life, I cast Earthquake for X=2. do I lose because its my spell?", "en",
         "The game is a draw", "life_totals"),
        ("rival con Teferi, Time Raveler en mesa. en mi mantenimiento puedo tirar Opt?", "es", "No. Teferi", "timing"),
        ("juego Lurrus of the Dream-Den de compañero. puedo pagar los 3 y meterlo a la mano en el paso final del rival?",
         "es", "No. Poner tu compañero en la mano cuesta 3 de maná genérico ({3}) y es una acción especial", "timing"),
        ("can i rearrange the cards in my graveyard?", "en", "No. Each graveyard is a single face-up pile", "graveyard_order"),
        ("¿el rival puede mirar mi cementerio cuando quiera?", "es", "Sí. Cualquier jugador puede mirar", "graveyard_order"),
        ("tengo Bonecrusher Giant y el rival le tira Fatal Push. si le contrarresto el push igual le pega?", "es",
         "Sí. La habilidad de Bonecrusher Giant // Stomp se disparó", "target_punish"),
        ("my opponent has Leyline of the Void out and hits me with Mind Rot, I discard Darksteel Colossus. shouldnt the leyline player decide since its their card?",
         "en", "Not necessarily. Two replacement effects want to replace the same event (Leyline of the Void", "graveyard"),
        ("le robé una criatura al rival con un efecto de control y se muere. a qué cementerio va, al mío o al suyo?",
         "es", "Al cementerio de tu rival, que es su propietario.", "owner_zone"),
        ("si la criatura con mi aura se va del campo, q pasa con el aura?", "es", "El aura ya no está anexada", "unattached"),
        ("una criatura con mareo de invocacion puede bloquear?", "es", "Sí. Puede bloquear", "sickness"),
        ("tokens dont actually go to the graveyard right? so why did my Blood Artist trigger when my token died",
         "en", "A token that dies does go to its owner's graveyard", "token_gone"),
    ],
)  # fmt: skip
def test_thirty_third_round_reasoners(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirty_third_round_keeps_to_its_cases(ask):
    """Artifacts sacrificed to Atog are no target leaving; "in their own favor" makes no second legend; a flung
    creature whose target was flickered in response still fizzles Fling; Trinisphere still sets the floor over a
    reducer; "en Arena" is the client, not the card."""
    _, atog = ask("they bolt my Atog (1/2). how many artifacts do i need to sac in response to keep it alive?", "en")
    assert atog is None or atog.reasoner != "targets", atog.text
    favor = verdict_of(
        ask,
        "I control Torbran, Thane of Red Fell and Fiery Emancipation and Shock my opponent. assuming everyone orders "
        "things in their own favor, how much damage do they take?",
        "en",
    )
    assert favor.reasoner != "legend", favor.text
    fizzled = verdict_of(
        ask, "I fling my 5/5 at their blocker, they unsummon their guy in response. does fling do anything?", "en"
    )
    assert fizzled.text.startswith("No. Fling doesn't resolve"), fizzled.text
    floor = verdict_of(
        ask, "Trinisphere is out and I have Goblin Electromancer. How much mana do I pay for Divination?", "en"
    )
    assert floor.text.startswith("3 mana: Trinisphere"), floor.text
    frame, _ = ask(
        "En Arena mi Chandra, Torch of Defiance entró con 8 contadores con Doubling Season. ¿es correcto?", "es"
    )
    assert "Arena" not in [card.name for card in frame.cards], [card.name for card in frame.cards]
    land, _ = ask("I play Arena and tap it to fight: what does it do?", "en")
    assert "Arena" in [card.name for card in land.cards], [card.name for card in land.cards]


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("is Lotus Cobra's landfall mana a mana ability like tapping a land?", "en",
         "No. Lotus Cobra's ability adds mana, but it isn't a mana ability", "mana_ability"),
        ("can they respond to my lotus cobra trigger?", "en", "Yes. Lotus Cobra's ability adds mana", "mana_ability"),
        ("my opponent said they could respond to my Soul Warden trigger?? is that real?", "en",
         "Yes. A triggered ability goes on the stack", "timing"),
        ("si llevo 4 copias de una carta en el main puedo tener una quinta en el banquillo?", "es",
         "No. El límite de cuatro copias cuenta el mazo y el banquillo juntos", "deck_size"),
        ("cuando se elige el valor de X de un hechizo, al lanzarlo o al resolverse?", "es", "Al lanzarlo:", "timing"),
        ("si lanzo Walking Ballista con X=0 puedo responder antes de que se muera?", "es",
         "No. Walking Ballista entra con 0 contadores como 0/0", "zero_x"),
        ("con Collected Company me sale Walking Ballista. la puedo poner?", "es", "Sí. Puedes ponerla, pero", "zero_x"),
        ("I reanimate Hangarback Walker. how many counters does it get?", "en", "0: You can put Hangarback Walker", "zero_x"),
    ],
)  # fmt: skip
def test_thirty_third_round_second_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirty_third_round_second_batch_keeps_to_its_cases(ask):
    """A mana ability that triggers on tapping for mana is one; a fifth copy needs four already; a Ballista cast for
    X = 3 has its counters."""
    frame, reflected = ask(
        "I control Zendikar Resurgent and tap a Forest for mana: can they respond to the extra mana?", "en"
    )
    assert [card.name for card in frame.cards] == ["Zendikar Resurgent"]
    assert reflected is None or "isn't a mana ability" not in reflected.text, reflected.text
    _, fewer = ask("si llevo 2 copias en el main puedo tener otra copia en el banquillo?", "es")
    assert fewer is None or fewer.reasoner != "deck_size" or not fewer.text.startswith("No"), fewer.text
    _, big = ask("si lanzo Walking Ballista con X=3 puedo responder antes de que entre?", "es")
    assert big is None or big.reasoner != "zero_x", big.text
    # an X the card defines ("where X is …") is counted as the ability resolves, not chosen when it's cast
    _, counted = ask("when do you choose X for Craterhoof Behemoth's ability?", "en")
    assert counted is None or counted.reasoner != "timing", counted.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("graveyards have brainstorm, wasteland, dryad arbor, lotus petal and swords to plowshares. whats tarmogoyf's power",
         "en", "Tarmogoyf is 4/5: the cards in the graveyards have 4 card types (artifact, creature, instant, land)", "goyf"),
        ("En todos los cementerios hay solo dos cartas: una Ancient Den y un Lightning Bolt. ¿Cuál es la fuerza y la resistencia de mi Tarmogoyf?",
         "es", "Tarmogoyf es 3/4", "goyf"),
        ("Mi oponente lanza Krosan Grip sobre mi artefacto. ¿Puedo girar mis Llanowar Elves para obtener maná mientras Krosan Grip está en la pila?",
         "es", "Sí.", "timing"),
        ("we both put Griselbrand in off Show and Tell lol. legend rule kills one of them?", "en",
         "No. Each of you keeps yours", "legend"),
        ("i control torbran, thane of red fell and furnace of rath. my 3-power red creature hits an opponent unblocked. that's (3+2)x2 = 10 right?",
         "en", "No. Your opponent chooses", "replacement"),
        ("kaervek the merciless is my opponent's commander and his trigger has pinged me for like 23 total this game. am i dead to commander damage??",
         "en", "No. Only combat damage counts", "commander_damage"),
        ("someone chaos warped my animar, soul of elements. can i put him in the command zone instead of shuffling him into my library?",
         "en", "Yes. Its owner may put it into the command zone instead", "command_zone"),
        ("they put darksteel mutation on my narset, enlightened master. can i just move her to the command zone and recast her?",
         "en", "No. It stays on the battlefield", "command_zone"),
        ("meren of clan nel toth (2BG) has been cast from the command zone twice already. opponent has sphere of resistance out. how much total mana do i need to cast her again?",
         "en", "9: 8 with the commander tax, plus {1} from Sphere of Resistance", "commander_tax"),
        ("ghalta, primal hunger 12/12 trample wearing basilisk collar gets blocked by a 6/6. how much can i trample over to the player?",
         "en", "At most 11 damage tramples over", "combat"),
        ("Ghalta, Primal Hunger wearing Basilisk Collar gets blocked by a 5/5. arena let me put 1 damage on the blocker and 11 on my opponent. legit at a real table?",
         "en", "Yes. At most 11 damage tramples over", "combat"),
        ("un rival tiene Ghostly Prison y un planeswalker. ¿tengo que pagar los {2} por criatura si ataco solo a su planeswalker?",
         "es", "No.", "attack_tax"),
        ("Juego Mutavault como mi tierra del turno y pago {1} para convertirla en una criatura 2/2. ¿Puedo atacar con ella este turno?",
         "es", "No.", "sickness"),
        ("en el mantenimiento de mi oponente giro mis Llanowar Elves para agregar maná. ¿Pueden bloquear más tarde, en el combate?",
         "es", "No. Una criatura girada no puede bloquear", "tapped"),
        ("opp swords to plowshares my commander, i sac it to ashnod's altar in response. do i still gain the life from swords?",
         "en", "No. Swords to Plowshares doesn't resolve", "targets"),
    ],
)  # fmt: skip
def test_thirty_third_round_third_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirty_third_round_third_batch_keeps_to_its_cases(ask):
    """Humility sets Tarmogoyf's size (the layers reasoner's); "off the graveyards" tells no graveyard's cards; an Aura
    that only sits on the commander moves nothing, a removal that kills it does."""
    _, humbled = ask("goyf would be 4/5 off the graveyards but opp has humility. tarmogoyf's power?", "en")
    assert humbled is None or humbled.reasoner != "goyf", humbled.text
    _, killed = ask("they murder my narset, enlightened master. can i move her to the command zone?", "en")
    assert killed is not None and killed.text.startswith("Yes"), killed and killed.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("chalice of the void on 1. if i pay 2 life for mutagenic growth instead of mana does chalice still counter it?",
         "en", "Yes. Mutagenic Growth has mana value 1 on the stack", "mana_value"),
        ("opp has Chalice of the Void on 2. I want to cast my own Chalice for X=1. does his Chalice hit mine?", "en",
         "Yes. Chalice of the Void has mana value 2 on the stack", "mana_value"),
        ("he resolved Chalice of the Void with X=0. my Mox Sapphire gets countered if I cast it?", "en",
         "Yes. Mox Sapphire has mana value 0", "mana_value"),
        ("he Dazed my Infernal Tutor. can I crack Lion's Eye Diamond while Daze is resolving to pay the 1?", "en",
         "No. Lion's Eye Diamond can't be used then", "soft_counter"),
        ("4-player game. zulaport cutthroat makes each of my 3 opponents lose 1. how many times does exquisite blood trigger?",
         "en", "3 times: Exquisite Blood triggers whenever an opponent loses life", "drain"),
        ("I Reanimated HIS Griselbrand out of his yard. he taps Karakas targeting it - which hand does it go to?", "en",
         "To your opponent's hand: they own it.", "owner_zone"),
        ("si parpadeo a mi comandante, ¿se reinicia el daño de comandante que ya le había hecho a un rival?", "es",
         "No. El daño de comandante se cuenta por la carta del comandante", "commander_damage"),
        # a card cast as its Adventure is a spell of the Adventure's type; the creature half cast is a creature spell
        ("my opponent casts Petty Theft, the Adventure half of Brazen Borrower, on my creature. Can I counter it with Essence Scatter?",
         "en", "No. Essence Scatter can target only a creature spell", "countering"),
        ("my opponent flashes in Brazen Borrower. Can I counter it with Essence Scatter?", "en",
         "Yes. Essence Scatter counters target creature spell", "countering"),
    ],
)  # fmt: skip
def test_thirty_third_round_fourth_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirty_third_round_readings_found_by_make_run(ask):
    """A basic land typed in lower case counts for Tarmogoyf; "can I still cast it?" under Chalice is yes either way."""
    goyf = verdict_of(
        ask, "graveyards have a lightning bolt, a forest and a mox sapphire. how big is tarmogoyf?", "en", "goyf"
    )
    assert goyf.text.startswith("Tarmogoyf is 3/4"), goyf.text
    swords = verdict_of(
        ask, "opp has chalice of the void on 1, can i still cast swords to plowshares?", "en", "mana_value"
    )
    assert swords.text.startswith("Yes. You can cast it, but Swords to Plowshares has mana value 1"), swords.text
    bolt = verdict_of(ask, "Chalice of the Void on 2, can i cast lightning bolt?", "en", "mana_value")
    assert bolt.text.startswith("Yes. Lightning Bolt has mana value 1"), bolt.text
    # as a player types them: "whats my goyf at", "yards got a bolt"; "¿puedo tirar un bolt?"
    typed = verdict_of(ask, "yo whats my goyf at, yards got a bolt, a fetchland and a dryad arbor", "en", "goyf")
    assert typed.text.startswith("Tarmogoyf is 3/4"), typed.text
    tirar = verdict_of(
        ask, "el rival tiene chalice of the void en 1, puedo tirar un lightning bolt?", "es", "mana_value"
    )
    assert tirar.text.startswith("Sí. Puedes lanzarlo, pero"), tirar.text


def test_thirty_fourth_round_goyf_reads_an_absent_type(ask):
    """One type reader for Tarmogoyf (goyf and lethal): "no creatures" is not a creature in a graveyard."""
    goyf = verdict_of(
        ask, "graveyards have a lightning bolt and a forest, no creatures. how big is tarmogoyf?", "en", "goyf"
    )
    assert goyf.text.startswith("Tarmogoyf is 2/3"), goyf.text


@pytest.mark.parametrize(
    ("question", "start", "reasoner"),
    [
        ("I attack with seven creatures, how much does Embercleave cost?", "2 ({R}{R}): Embercleave costs", "costs"),
        ("Atog is 1/2, i sac seven artifacts to it, then fling the Atog. how much damage does fling deal?",
         "15: Fling uses Atog's power", "fling"),
    ],
)  # fmt: skip
def test_thirty_fourth_round_counts_read_every_count_word(ask, question, start, reasoner):
    """The count words beyond six ("seven") are read by the shared count group."""
    assert verdict_of(ask, question, "en", reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("I cast Grizzly Bears this turn. Can it attack next turn?", "en", "Yes. Grizzly Bears can then", "sickness"),
        ("I steal my opponent's Colossal Dreadmaw with Control Magic. Can it attack next turn?", "en",
         "Yes. Colossal Dreadmaw can then", "timing"),
        ("Le robo el Colossal Dreadmaw a mi rival con Act of Treason. ¿Puede atacar en mi siguiente turno?", "es",
         "No. Colossal Dreadmaw ya no estará bajo tu control", "timing"),
        # the steal said last is the one that holds
        ("During my main phase I enchant my opponent's Llanowar Elves with Control Magic. I take it with Act of "
         "Treason. I had used Control Magic after all. Could I tap the Llanowar Elves for mana on my next turn?", "en",
         "Yes. Llanowar Elves can then", "timing"),
        # a stolen Thragtusk that leaves: its trigger is the thief's, not an "enters" question
        ("I stole Thragtusk with Control Magic and my opponent bounces it with Unsummon. Who gets the Beast token?",
         "en", "You do: the leaves-the-battlefield trigger of Thragtusk is controlled by", "objects"),
        ("I stole Thragtusk with Control Magic and sacrificed it. Do I get the Beast?", "en",
         "Yes. You do: the leaves-the-battlefield trigger of Thragtusk", "objects"),
        ("le robé el thragtusk con control magic y le hacen unsummon. ¿Sigo recibiendo yo la bestia?", "es",
         "Sí. Tú: la habilidad de dejar el campo", "objects"),
        # the opponent took it from the asker: the leave trigger is theirs
        ("mi rival me roba el Thragtusk con Act of Treason y lo sacrifica, ¿quién se lleva la bestia?", "es",
         "Tu rival: el disparo de Thragtusk lo controla", "objects"),
        ("my opponent stole my Thragtusk with Act of Treason and sacrificed it. do i get the beast?", "en",
         "No. Your opponent: the trigger of Thragtusk", "objects"),
        # flying given to a menace attacker: the named ground blockers can't block it, however many
        ("Mi oponente ataca con Boggart Brute. Además tiene volar. ¿Puedo bloquearlo con 2 Grizzly Bears?", "es",
         "No. Grizzly Bears no puede bloquear a Boggart Brute", "blocking"),
    ],
)  # fmt: skip
def test_thirty_fourth_round_dialogue_verdicts(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirty_fourth_round_this_turn_still_sick(ask):
    """Asked about this turn, the creature cast or stolen this turn still can't attack."""
    verdict = verdict_of(ask, "I cast Grizzly Bears this turn. Can it attack?", "en", "sickness")
    assert verdict.text.startswith("No. Grizzly Bears can't attack"), verdict.text


def test_thirty_fourth_round_stolen_enters_stays_no(ask):
    """Only stolen, not gone: the "enters" ability still doesn't trigger."""
    verdict = verdict_of(ask, "I stole Thragtusk with Control Magic. Do I gain 5 life?", "en", "zone_trigger")
    assert verdict.text.startswith("No. Thragtusk's “enters” ability doesn't trigger"), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a planeswalker's targeted ability loses its target: nothing of it happens, the draw included
        ("I use the -3 of Teferi, Time Raveler on a creature of my opponent's and they sacrifice it in response. Do "
         "I still draw?", "en", "No. Teferi, Time Raveler's loyalty ability doesn't resolve", "targets"),
        ("uso el -3 de Teferi, Time Raveler sobre su criatura y la sacrifica en respuesta, ¿robo igual?", "es",
         "No. La habilidad de lealtad de Teferi, Time Raveler no se resuelve", "targets"),
        # one each of a legend: nobody loses one
        ("los dos jugadores tienen Teferi, Time Raveler en mesa. ¿se va alguno al cementerio?", "es",
         "No. Cada uno conserva el suyo", "legend"),
        # the ask after a comma, typed without an apostrophe
        ("my only creature is Gideon Blackblade on my turn and they cast Liliana's Triumph, doesnt indestructible "
         "keep it around?", "en", "No. Liliana's Triumph makes the player sacrifice", "sacrifice"),
        # "¿se evita…?" asks whether removing the source stops its ability
        ("mi rival destruye Elspeth Conquers Death con el capítulo III en la pila, ¿se evita que vuelva mi criatura?",
         "es", "No. La habilidad de Elspeth Conquers Death se resuelve igualmente", "source_gone"),
        # told from outside: "his" creature, "opp"'s Leyline
        ("his Cavalier of Night died while opp had Leyline of the Void out. does its dies trigger happen?", "en",
         "No: Cavalier of Night's ability doesn't trigger", "replacement"),
        # deathtouch and a planeswalker still on the battlefield with loyalty left
        ("a deathtouch creature hit the planeswalker for 4 and it is still there with 1 loyalty, shouldnt it be dead?",
         "en", "No. Deathtouch destroys only creatures", "loyalty"),
        # no window between assigning and dealing combat damage
        ("after combat damage is assigned but before it's dealt, can I Shock the attacker?", "en",
         "No. There is no window", "timing"),
        # damage from an earlier turn is gone
        ("Lovestruck Beast got 4 damage in combat last turn, now it takes a Shock. Does it die?", "en",
         "No. Lovestruck Beast survives", "cleanup"),
        # milled to zero: no loss until a draw
        ("my opponent got milled down to 0 cards by Maddening Cacophony. does he lose at once?", "en",
         "No. Not by itself", "empty_library"),
        # a companion named by its card, on the opponent's turn
        ("¿puedo pagar 3 para poner mi Lurrus of the Dream-Den en la mano durante el turno del rival?", "es",
         "No. Poner tu compañero en la mano cuesta 3 de maná genérico", "timing"),
        # "do I survive?" under Worship is yes
        ("I am at 3 life with Worship and a Grizzly Bears, and they cast Earthquake for 6. do i survive?", "en",
         "Yes. You stay at 1", "life_floor"),
        # 21 commander damage said with an ordinal, under Platinum Angel
        ("with Platinum Angel out I took my 22nd point of combat damage from one commander. am i eliminated?", "en",
         "No. Its controller doesn't lose while Platinum Angel", "cant_lose"),
        # a four-player game's first player draws
        ("en una mesa de cuatro, ¿roba el primer jugador en su primer turno?", "es", "Sí. En una partida multijugador",
         "mulligan"),
        # the spell's own removal is no target gone; a target gone is 0 life
        ("My opponent exiled my Wurmcoil Engine with Swords to Plowshares. How much life do I get?", "en",
         "Its controller gains 6 life", "life_from_power"),
        ("They cast Swords to Plowshares on my Wurmcoil Engine and I sacrifice it in response. How much life do I get?",
         "en", "0: Swords to Plowshares doesn't resolve", "targets"),
        # the graveyards told with "había", and a sentence adding to them
        ("En los cementerios había un Lightning Bolt y un Forest. Además hay un Bitterblossom. ¿Cuánto mide mi "
         "Tarmogoyf?", "es", "Tarmogoyf es 4/5", "goyf"),
        # "evoqué": evoke said in Spanish
        ("evoqué un Mulldrifter, ¿robo las cartas aunque se sacrifique?", "es", "Sí. Evocada", "evoke"),
        # one of three nonbasic lands asked about under Blood Moon
        ("el rival tiene Blood Moon y yo Urza's Tower, Urza's Mine y Urza's Power Plant. ¿La Tower da maná incoloro?",
         "es", "No. Con Blood Moon, Urza's Tower es una Montaña", "blood_moon"),
        # delve pays generic mana only
        ("I delve away my graveyard for Treasure Cruise, can the cards also pay its {U}?", "en",
         "No. Delve pays only generic mana", "costs"),
        # "without suspending it": suspend said as not used
        ("can I cast Ancestral Vision from my hand without suspending it?", "en",
         "No. Ancestral Vision has no mana cost", "unpayable"),
        # "why couldnt … block X with Y": the blocker after "with"
        ("why couldnt they block my Stonecoil Serpent with their Hydroid Krasis?", "en",
         "No. Hydroid Krasis can't block Stonecoil Serpent", "blocking"),
        # a prevention shield activated after the damage is too late
        ("me tiran un Shock, ¿puedo esperar a que resuelva y luego activar Circle of Protection: Red?", "es",
         "No. Ya es tarde", "protection"),
        # "can I tap it in response so he doesn't draw?": the intervening "if" fails, so yes
        ("Howling Mine triggers on my opponent's turn. can i tap it in response with Icy Manipulator so he doesn't "
         "draw the extra card?", "en", "Yes. Howling Mine's ability does nothing", "intervening_if"),
        # both players to 0 at once: a draw
        ("we are the last two players, both at 2 life, and I Earthquake for 2. who wins?", "en",
         "The game is a draw", "life_totals"),
        ("mi rival y yo quedamos con 0 vidas al mismo tiempo, ¿quién gana?", "es", "La partida termina en empate",
         "life_totals"),
        ("both at 1 and i ping everyone with Pestilence, who wins?", "en", "The game is a draw", "life_totals"),
        # "i kill it first, right?": the claim checked, not the other creature's fate
        ("I attack with Black Knight and they block with Vampire Nighthawk. first strike so i kill it first, right?",
         "en", "No. Black Knight dies and Vampire Nighthawk survives", "strikes"),
        # a stolen creature with an "enters" ability asked about attacking: the steal's question, not the trigger's
        ("si le robo el Thragtusk al rival con Act of Treason, ¿puede atacar en mi siguiente turno?", "es",
         "No. Thragtusk ya no estará bajo tu control", "timing"),
        # a keyword said in a later sentence isn't the blocker's
        ("I attack with Black Knight and my opponent blocks with Grizzly Bears. first strike means i kill it first, "
         "right?", "en", "Yes. Grizzly Bears dies and Black Knight survives", "strikes"),
    ],
)  # fmt: skip
def test_thirty_fourth_round_tuning_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_thirty_fourth_round_krasis_nickname(ask):
    """ "krasis" names Hydroid Krasis (the card nicknames file)."""
    krasis = verdict_of(ask, "what's the mv of krasis on the stack with x=5?", "en", "mana_value")
    assert krasis.text.startswith("7: on the stack X is the number chosen"), krasis.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # Brawl has no commander damage rule (903.12h); a stolen commander's combat damage still counts (903.10a)
        ("en brawl su Korvold, Fae-Cursed King ya me ha pegado 22 de daño de combate. ¿pierdo por daño de comandante?",
         "es", "No. Brawl no usa la regla de daño de comandante", "commander_damage"),
        ("me robaron el comandante con Control Magic y me pega con él, ¿ese daño cuenta como daño de comandante?",
         "es", "Sí. El daño de comandante es el daño de combate del comandante", "commander_damage"),
        # asked about commander damage itself, Fling needs no life total to be answered
        ("my Atraxa, Praetors' Voice has hit Dave for 18 combat damage. if I Fling her at him for 4, does he lose to "
         "commander damage?", "en", "No. Only combat damage dealt by a commander counts", "commander_damage"),
        # a Brawl commander may be a legendary planeswalker (903.12c)
        ("can i run Teferi, Time Raveler as my brawl commander?", "en",
         "Yes. Teferi, Time Raveler can be your Brawl commander", "commander_pick"),
        # flickered this turn: a new object (400.7), summoning sick (302.6)
        ("I flash in Restoration Angel and blink my Llanowar Elves. Can I tap the elves for mana this turn?", "en",
         "No. Llanowar Elves came back from exile as a new object", "sickness"),
        # the copy has the copied creature's leave trigger
        ("my Phantasmal Image copying Thragtusk gets targeted by Lightning Bolt and I sacrifice it. do I get the "
         "beast?", "en", "Yes. Phantasmal Image is sacrificed, and as a copy of Thragtusk", "illusion"),
        # a spell that adds mana is no mana ability (605.5b); a trigger on tapping for mana is one (605.4a)
        ("can my opponent respond to my Dark Ritual or is it a mana ability?", "en",
         "Yes. Dark Ritual is a spell", "mana_ability"),
        ("is dark ritual a mana ability?", "en", "No. Dark Ritual is a spell", "mana_ability"),
        ("I tap my land enchanted with Wild Growth. can my opponent Naturalize the Wild Growth in response?", "en",
         "No. Wild Growth's ability triggers on a land being tapped for mana", "mana_ability"),
        # "animar" is a Spanish verb here, not Animar, Soul of Elements
        ("con Blood Moon en mesa puedo animar mi Inkmoth Nexus?", "es", "No. Con Blood Moon, Inkmoth Nexus es una", "blood_moon"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "qtype"),
    [
        # a voice message with no "¿?" and no question word: yes/no, as Spanish tells it only by intonation
        ("le hago target a su comandante con Swords to Plowshares y en respuesta lo sacrifica gana la vida igual",
         "yes_no"),
        ("oye si mi biblioteca esta vacia y bajo Thassa's Oracle gano la partida", "yes_no"),
        ("oye puedo responder a una habilidad de mana tipo cuando el otro gira una tierra", "yes_no"),
        ("me pega con el o sea ese daño cuenta como daño de comandante contra mi", "yes_no"),
        # not when it asks something else: "X o Y", a question word, "explícame"
        ("el daño que le hice a una criatura se queda para el siguiente turno o se quita", "other"),
        ("el rival tira Wrath of God y yo respondo con Heroic Intervention que pasa", "what_happens"),
        ("explicame como funciona la pila con dos hechizos", "what_happens"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_spoken_spanish_yes_no(question, qtype):
    assert analyse(question, "es").qtype.value == qtype


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # copying one's own legend: not a friend's ("mi amigo dice…" is an argument, not an owner)
        ("Tengo Mayhem Devil y Thalia, Guardian of Thraben. Lanzo un Clone copiando a mi propia Thalia y por la "
         "regla de leyendas me quedé con una. Mi amigo dice que eso es sacrificar. ¿Dispara el Mayhem Devil?", "es", "No. La regla de leyendas pone", "legend"),
        ("tengo a Atraxa, Praetors' Voice y el otro la copia con Clone, ¿pierdo a mi Atraxa por la regla de leyendas?",
         "es", "No. Cada uno conserva el suyo", "legend"),
        # a mana ability under split second, the card called by one word of its name
        ("My opponent cast Krosan Grip targeting my Ashnod's Altar. Can I still sacrifice creatures to the Altar in "
         "response?", "en", "Yes. Split second on Krosan Grip", "timing"),
        ("el otro le hace target a mi Ashnod's Altar con Krosan Grip que tiene split second puedo sacrificar criaturas "
         "al altar en respuesta para sacar mana", "es", "Sí. Tiempo dividido (split second) de", "timing"),
        # a counterspell that can't be countered, cast last, counts as one link of the war
        ("I cast Wrath of God. My opponent cast Counterspell on it. I cast Negate on his Counterspell. Then he cast "
         "Dovin's Veto targeting my Negate. Did my Wrath resolve?", "en", "No. Wrath of God is countered", "counter_war"),
        # the tax told just before "Do I?"
        ("My commander was bounced to my hand and I cast it from my hand. My pod said I still owe the commander tax. "
         "Do I?", "en", "No. The commander tax applies only", "commander_tax"),
        # "plus four Spirit tokens" counted; the opponent's two creatures too
        ("I had Blood Artist plus four Spirit tokens from Lingering Souls, and my opponent had two creatures. I cast "
         "Wrath of God. How many times does Blood Artist trigger?", "en", "7 triggers", "trigger_count"),
        # protection in response to the Aura spell: it never enters (702.16b, 608.2b)
        ("My opponent cast Pacifism on my creature. I responded with Gods Willing naming white. What happens to the "
         "Pacifism?", "en", "Pacifism never enters", "aura_protection"),
        ("My creature wears my Rancor. I cast Gods Willing giving it protection from green and Rancor falls off. "
         "Does Rancor come back to my hand?", "en", "Yes. Rancor is put into its owner's graveyard", "aura_protection"),
        # stolen on my turn, told turn first; "nada que le dé prisa" is no haste
        ("en mi turno le robé una criatura a mi rival con un aura de control (nada que le dé prisa). ¿Puedo atacar "
         "con ella ese mismo turno?", "es", "No. La criatura está bajo tu control desde este turno", "timing"),
        # "does it hit him?" asks about the player
        ("I swung with a 5/5 (no trample). He blocked with a 1/1 and sacrificed it before damage. Does my 5/5 hit "
         "him?", "en", "No. It stays blocked", "combat"),
        ("Mi rival bajó Oblivion Ring y con la habilidad de entrar apuntó a mi criatura. En respuesta le destruí el "
         "O-Ring con Disenchant. ¿Qué pasó con mi criatura?", "es", "El objetivo se exilia para siempre", "until_leaves"),
        # the opponent who took it left: control ends, the owner has it back
        ("un rival me había robado mi comandante con Control Magic. Ese rival se rindió y se fue. ¿Qué pasa con mi "
         "comandante?", "es", "Vuelve a tu control", "control"),
        ("si un jugador se va de la partida y yo controlo una criatura que es suya me la quedo", "es",
         "No. Sale de la partida con su propietario", "leaves_game"),
        # the moment told before a bare "¿Se muere?"
        ("mi criatura 2/2 tenía un pump de +3/+3 hasta el final del turno y recibió 4 de daño. Cuando se acaba el pump "
         "al final del turno queda 2/2 con 4 de daño. ¿Se muere?", "es", "No. En el paso de limpieza", "cleanup"),
        # "was wearing" puts the Collar's deathtouch on the trampler
        ("My friend's Colossal Dreadmaw was wearing a Basilisk Collar and attacked me. I double-blocked with two 4/4s. "
         "How much could he trample over to me?", "en", "At most 4 damage tramples over", "combat"),
        ("si lanzo Fierce Guardianship gratis porque tengo comandante su valor de mana es cero", "es", "No. 3:",
         "mana_value"),
        ("oye puedo equipar Lightning Greaves a mi criatura en el turno del oponente", "es", "No. La habilidad de equipar",
         "timing"),
        ("tengo Anointed Procession y Doubling Season y me toca crear un Treasure cuantas fichas creo", "es",
         "Obtienes 4 fichas", "replacement"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_narrated_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


def test_thirty_fifth_round_a_pump_in_response_leaves_the_target_legal(ask):
    """Giant Growth in response to Twisted Image: the Wall is still a legal target, so no "doesn't resolve"."""
    question = (
        "I cast Twisted Image on my opponent's Wall of Omens to make it a 4/0 and kill it. He responded with Giant "
        "Growth on the Wall. What did the Wall end up as?"
    )
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != "targets", verdict.text


def test_thirty_fifth_round_a_creature_type_before_tokens_is_no_card(ask):
    frame, _ = ask("I have four Spirit tokens and Blood Artist. How many triggers if they all die?", "en")
    assert [card.name for card in frame.cards] == ["Blood Artist"]


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # Urza's lands: the bigger amount only with the other two land types; a land said destroyed doesn't count
        ("I have Urza's Tower, Urza's Mine and Urza's Power Plant out. How much does the Tower tap for?", "en",
         "3: Urza's Tower adds {C}{C}{C}", "tron"),
        ("I have Urza's Tower, Urza's Mine and Urza's Power Plant. He kills my Power Plant. What does the Tower make "
         "then?", "en", "1: Urza's Tower adds only {C}", "tron"),
        ("I have Urza's Tower, two Urza's Mines and Urza's Power Plant. How much from all four lands together?", "en",
         "9: together they add 9 colorless mana", "tron"),
        ("tengo Urza's Tower y Urza's Mine pero ninguna Power Plant. Bajo la Power Plant. ¿cuánto maná da la Tower?",
         "es", "3: Urza's Tower agrega {C}{C}{C}", "tron"),
        # protection from monocolored: a colorless source is not monocolored; a white Aura's ability is
        ("my Guardian of the Guildpact blocked his Myr Enforcer. does protection from monocolored stop the Enforcer's "
         "damage?", "en", "No. Guardian of the Guildpact has protection from monocolored, but Myr Enforcer is "
         "colorless", "quality_protection"),
        ("If my Guardian of the Guildpact blocks Gurmag Angler, does the Guardian take any combat damage?", "en",
         "No. Guardian of the Guildpact has protection from monocolored, and Gurmag Angler is monocolored",
         "quality_protection"),
        ("¿Puedo hacer objetivo a mi propio Guardian of the Guildpact con mi Journey to Nowhere?", "es",
         "No. Guardian of the Guildpact tiene protección contra lo monocolor", "quality_protection"),
        # the act told before a bare "¿puede?"; an edict targets the player; the source the ask names; lethal or not
        ("mi rival intentó exiliar a mi Guardian of the Guildpact con Journey to Nowhere. ¿puede?", "es",
         "No. Guardian of the Guildpact tiene protección contra lo monocolor", "quality_protection"),
        ("oye si mi rival tiene un guardian of the guildpact le puedo tirar un lightning bolt", "es",
         "No. Guardian of the Guildpact tiene protección contra lo monocolor", "quality_protection"),
        ("le lanzo Chainer's Edict y su única criatura es Guardian of the Guildpact. ¿la tiene que sacrificar aunque "
         "tenga protección contra monocolor?", "es", "Sí. Chainer's Edict hace sacrificar", "quality_protection"),
        ("If my Guardian of the Guildpact blocks his Dinrova Horror, does the Guardian die?", "en",
         "Yes. Guardian of the Guildpact has protection from monocolored, but Dinrova Horror is multicolored",
         "quality_protection"),
        # "I Counterspelled his Counterspell": the card's name as a verb is a counterspell cast
        ("he cast Counterspell on my Mulldrifter and I Counterspelled his Counterspell. Mulldrifter resolves, right?",
         "en", "Yes. The original spell resolves: with 2 counterspells", "counter_war"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_lands_and_qualities(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("2HG: when one of my creatures dies with Zulaport Cutthroat out, how much life does the other team lose?",
         "en", "2: Zulaport Cutthroat makes each opponent lose 1"),
        ("jugamos gigante de dos cabezas y empezamos nosotros. en el primer turno robamos los dos igual, no?", "es",
         "No. En Gigante de dos cabezas el equipo que juega primero"),
        # the team going second draws as usual
        ("in 2hg do we each draw a card on our first turn if we go second", "en",
         "Yes. In Two-Headed Giant only the team that plays first skips"),
        ("en 2HG nuestro equipo esta a 5 vidas. puedo lanzar Toxic Deluge con X=6??", "es",
         "No. Pagar vida usa el total de vida del equipo"),
        ("2HG: their Blighted Agent has given me 6 poison and my teammate 8. are we dead yet?", "en",
         "No. The team shares its poison counters: 14"),
        ("2HG: their Blighted Agent has given me 7 poison and my teammate 8. are we dead yet?", "en",
         "Yes. The team shares its poison counters: 15"),
        ("2HG: en nuestro mantenimiento se disparan mi Phyrexian Arena y la Bitterblossom de mi compañero. ¿tenemos que "
         "poner primero todos los míos y luego los suyos?", "es", "No. El equipo activo pone en la pila"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_two_headed_giant(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang, "two_headed")
    assert verdict.text.startswith(start), verdict.text


def test_thirty_fifth_round_two_headed_giant_only_when_said(ask):
    _, verdict = ask("when one of my creatures dies with Zulaport Cutthroat out, how much life do I gain?", "en")
    assert verdict is None or verdict.reasoner != "two_headed"


def test_thirty_fifth_round_a_spell_at_a_player_keeps_its_target(ask):
    """ "I Galvanic Blasted his face; he responded with Ancient Grudge on Frogmite": the player is still there."""
    question = (
        "I Galvanic Blasted his face with three artifacts. He responded with Ancient Grudge on my Frogmite. How much "
        "damage does he take?"
    )
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != "targets", verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a Ninja put onto the battlefield attacking never "attacked": no attack tax for it (508.4)
        ("mi rival tiene Propaganda. Pagué {2} para atacar con mi Ornithopter y activé el ninjutsu de Ninja of the "
         "Deep Hours. ¿Tengo que pagar otros {2} por el ninja?", "es", "No. El coste de Propaganda se paga al declarar",
         "attack_tax"),
        # "my opponent was at 2": a total told in the past
        ("I was at 3 life and my opponent was at 2. I cast Earthquake with X=3. Who wins?", "en",
         "The game is a draw", "life_totals"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_told_in_the_past(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I cast Rally the Peasants in combat, it resolved, then I flashed in Spellstutter Sprite. does the Sprite get "
         "+2/+0?", "en"),
        ("lancé Rally the Peasants y después bajé Spellstutter Sprite con destello, ¿tiene +2/+0?", "es"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_a_resolved_group_effect_skips_latecomers(ask, question, lang):
    """611.2c: the creatures Rally the Peasants affects are fixed as it resolves."""
    verdict = verdict_of(ask, question, lang, "locked_set")
    assert verdict.text.startswith("No."), verdict.text


def test_thirty_fifth_round_a_creature_already_there_is_no_latecomer(ask):
    _, verdict = ask("I cast Rally the Peasants with Spellstutter Sprite out. does the Sprite get +2/+0?", "en")
    assert verdict is None or verdict.reasoner != "locked_set"


@pytest.mark.parametrize(
    ("question", "start", "reasoner"),
    [
        # the caster concedes with a named spell on the stack: it leaves with its owner (800.4a)
        ("In a 4-player game Tom lightning bolts my face and then, with the bolt still on the stack, he concedes. do i "
         "still take the 3?", "No. That spell leaves the game with its owner", "leaves_game"),
        # a copy of the stolen commander is no commander (903.3), before "a stolen commander's damage counts"
        ("opp steals my commander with act of treason. It is a clone copying my commander that hit them. does that "
         "count as commander damage?", "No. Being a commander is an attribute of the card itself", "commander_damage"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_who_left_and_what_was_copied(ask, question, start, reasoner):
    verdict = verdict_of(ask, question, "en", reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # "todos" holds no "dos": Counterspell's 2 is not said, 5 is
        ("¿es cierto que todos los Counterspell tienen valor de maná 5?", "es", "mana_value:2"),
        # "opponent took 3 damage … he loses 2 life": no player left the game
        ("my opponent took 3 damage from my Grizzly Bears and he loses 2 life from Sign in Blood. what happens to my "
         "Grizzly Bears?", "en", "control"),
        # Pyroclasm doesn't target: no "can't target" answer
        ("¿si lanzan Pyroclasm le hace daño a mi Guardian of the Guildpact?", "es", "quality_protection:target"),
        # an edict with other creatures around: which one is sacrificed is the player's choice
        ("le lanzo Chainer's Edict a un rival con Guardian of the Guildpact y Grizzly Bears. ¿tiene que sacrificar el "
         "Guardian?", "es", "quality_protection"),
        # "her Frogmite" is a permanent, not the player: the fizzle reading stays
        ("I Galvanic Blast her Frogmite and she sacrifices it in response. does Galvanic Blast do anything?", "en",
         None),
        # "then I cast Giant Growth on my Grizzly Bears": the creature didn't arrive after the Rally
        ("I cast Rally the Peasants, then I cast Giant Growth on my Grizzly Bears. does the Bears get +2/+0?", "en",
         "locked_set"),
        # no tapping for mana told: Naturalize on Wild Growth can be cast in response to something else
        ("can my opponent Naturalize my Wild Growth in response to my Llanowar Elves spell?", "en", "mana_ability"),
        # blinked on the opponent's end step: by the asker's turn it is no longer sick
        ("I blinked my Llanowar Elves with Ephemerate on my opponent's end step. can I tap it for mana on my turn?",
         "en", "sickness"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_review_readings_that_stay_out(ask, question, lang, not_reasoner):
    """The review's counter-examples: each new reading stays out of a question it doesn't fit."""
    _, verdict = ask(question, lang)
    if not_reasoner is None:
        assert verdict is None or not verdict.text.startswith("Yes. Galvanic Blast"), verdict.text
    elif not_reasoner == "mana_value:2":
        assert verdict is not None and verdict.text.startswith("No. 2:"), verdict
    elif not_reasoner == "quality_protection:target":
        assert verdict is None or "objetivo" not in verdict.text, verdict.text
    else:
        assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "qtype"),
    [
        ("¿En qué paso se dispara Dark Confidant?", "when"),
        ("necesito saber la interaccion entre Blood Moon y Urza's Tower", "other"),
        ("dime si puedo bloquear con una criatura girada en commander", "yes_no"),
    ],
)
def test_thirty_fifth_round_review_question_types(question, qtype):
    assert analyse(question, "es").qtype.value == qtype


def test_thirty_fifth_round_review_counts_and_subjects(ask):
    """Poison counted without the format's name; the land asked about named first; "4 power" is no Power Plant."""
    poison = verdict_of(ask, "two-headed giant: me dieron 6 venenos y a mi compañero 8, ¿perdemos?", "es", "two_headed")
    assert poison.text.startswith("No. El equipo comparte sus contadores de veneno: 14"), poison.text
    tower = verdict_of(
        ask, "I have Urza's Tower, Urza's Mine and Urza's Power Plant. How much does the Tower tap for with the Mine "
        "and the Power Plant?", "en", "tron")  # fmt: skip
    assert tower.text.startswith("3: Urza's Tower adds"), tower.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # found asking as a player after the review
        ("in 2hg our team has 12 poison and my partner gets hit by 3 more infect damage, are we out?", "en",
         "Yes. The team shares its poison counters: 15", "two_headed"),
        ("oye cuanto mana da mi urza's tower si tengo la mine y la power plant", "es", "3: Urza's Tower agrega",
         "tron"),
        ("can i bolt a guardian of the guildpact", "en",
         "No. Guardian of the Guildpact has protection from monocolored, and Lightning Bolt is monocolored",
         "quality_protection"),
    ],
)  # fmt: skip
def test_thirty_fifth_round_asked_as_a_player(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


def test_thirty_fifth_round_a_card_acted_on_is_not_aimed(ask):
    """ "¿Puede sacrificar el Sprite?": the Sprite is what is sacrificed, not a spell aimed at the Guardian."""
    question = (
        "le lanzo Chainer's Edict y su única criatura es Guardian of the Guildpact. En respuesta lanza un Spellstutter "
        "Sprite con destello. ¿Puede sacrificar el Sprite?"
    )
    _, verdict = ask(question, "es")
    assert verdict is None or verdict.reasoner != "quality_protection", verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # an Aura put onto the battlefield isn't cast: the player it enters under picks what it enchants (303.4f)
        ("uso Flickerwisp para exiliar el Pacifism que mi rival me puso en mi criatura. cuando vuelve al final del "
         "turno, quien elige a que criatura se pega?", "es", "Su propietario: Pacifism no se lanza", "aura_enters"),
        ("I Sun Titan back my Pacifism from the graveyard. Can I put it on his hexproof creature?", "en",
         "Yes. Pacifism put onto the battlefield by Sun Titan isn't cast", "aura_enters"),
        ("Replenish returns my Rancor. who decides what it's attached to?", "en",
         "You, the player putting it onto the battlefield with Replenish", "aura_enters"),
        # the creature left with the Aura on it: the Aura went to the graveyard, no "who chooses"
        # blinked with Rancor and an Equipment: Rancor back to hand, the Equipment stays unattached (301.5c)
        ("I Ephemerate my creature that has Rancor and Lightning Greaves on it. what happens to the Rancor and the "
         "Greaves?", "en", "The creature comes back as a new object, so Rancor is attached to nothing", "delayed_blink"),
        ("I blinked my Grizzly Bears with Restoration Angel; it had Bonesplitter on it. What happens to the "
         "Bonesplitter?", "en", "Bonesplitter stays on the battlefield, unattached", "delayed_blink"),
        # moved to the command zone, the exiled commander is a new object the Priest can't bring back (400.7)
        ("opponent's Banisher Priest exiled my commander Edgar Markov. if I move Edgar to the command zone now, does "
         "he still come back when the Priest dies?", "en", "No. Once it moves to the command zone", "until_leaves"),
        # the stolen Thragtusk's leave trigger is the thief's: the token is theirs
        ("I cast Act of Treason on my opponent's Thragtusk, then sacrificed it to my Viscera Seer. who gets the 3/3 "
         "Beast?", "en", "You do: the leave", "objects"),
        # the split stays as announced (601.2d): the remaining Elf is dealt its 1
        ("I cast Electrolyze splitting the damage 1 and 1 between my opponent's two Llanowar Elves. In response he "
         "sacrificed one of them. What actually happens to the remaining elf?", "en",
         "The remaining target is dealt only its announced 1.", "targets"),
        # a claim that the first cast resolves first is wrong: last in, first out (405.5)
        ("I Shocked his Grizzly Bears. He responded with Giant Growth. I responded with Lightning Bolt. He argued "
         "Giant Growth should resolve first because he cast it before my Bolt. Is he right?", "en",
         "No. Lightning Bolt resolves first", "stack_order"),
        # first strike and deathtouch against three blockers: all three die before they deal damage
        ("I attack with Glissa, the Traitor and he blocks with three 2/2s. What happens?", "en",
         "Glissa, the Traitor can assign 1 damage to each blocker", "combat"),
        # the switch applies last (613.4d): 0/4 + 3/3 = 3/7, switched 7/3
        ("I cast Twisted Image on my opponent's Wall of Omens to make it a 4/0. He responded with Giant Growth on the "
         "Wall. What did the Wall end up as?", "en", "7/3.", "pt_layers"),
        ("My opponent has a Hydroid Krasis with X=6. I cast Phantasmal Image copying it. What did I actually get?",
         "en", "The copy is 0/0", "copies"),
        # an Equipment's bonus on top of a setting effect (613.4c)
        ("I +1 Oko targeting their Germ token that has Batterskull on it. whats the germ's power/toughness after?",
         "en", "The creature is 7/7", "pt_layers"),
        # Two-Headed Giant's first team skips its first draw (810.6); a commander cast from hand pays no tax (903.8)
        ("jugamos gigante de dos cabezas, ¿el equipo que empieza roba en el turno 1?", "es", "No. En Gigante de dos",
         "two_headed"),
        ("In Commander, I cast my commander from hand the first time. Do I pay the commander tax?", "en",
         "No. The commander tax applies only", "commander_tax"),
        ("commander side event: my commander costs {2}{U}{U} and I already cast it from the command zone twice this "
         "game. total mana for the 3rd cast?", "en", "8: its cost 4 plus a commander tax of 4", "commander_tax"),
    ],
)  # fmt: skip
def test_thirty_sixth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


def test_thirty_sixth_round_an_aura_that_left_with_its_creature_is_not_chosen_again(ask):
    """ "Flickerwisp exiles my creature enchanted with Pacifism": the Aura went to the graveyard (704.5m), nobody
    chooses what it enchants."""
    question = (
        "Flickerwisp exiles my creature enchanted with Pacifism. When it comes back, who chooses what Pacifism "
        "enchants?"
    )
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != "aura_enters", verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # kitchen-table readings: blockers must be untapped (509.1a), vigilance (702.20b), untap step (502.3)
        ("i tapped my grizzly bears to attack my sister. then on her turn she attacked me and i wanted to block with "
         "the bears but they were still sideways. dont they untap at the end of my turn so i can block?", "en",
         "No. Grizzly Bears stays tapped until its controller's next untap step", "untapped"),
        ("ataque con mi Serra Angel y mi primo dice q como ataco ya no puede bloquear en su turno. pero la carta dice "
         "vigilancia... ¿se queda enderezada y si puede bloquear?", "es", "Sí. Serra Angel tiene vigilancia", "untapped"),
        ("me atacaron con dos criaturas y solo tengo mi Giant Spider. ¿puedo bloquear a las dos con la araña?", "es",
         "No. Cada criatura bloqueadora bloquea a un solo atacante", "untapped"),
        ("mi Reassembling Skeleton esta en el cementerio. si lo regreso en el turno del otro justo antes de que me "
         "ataque, ¿me sirve para bloquear?", "es", "No. Reassembling Skeleton vuelve girada", "untapped"),
        # who attacks and who blocks, read from "attacks with"
        ("my uncle attacks with shivan dragon every turn. i have a giant spider, it doesnt fly tho. can it block the "
         "dragon?", "en", "Yes. Giant Spider can block Shivan Dragon", "blocking"),
        ("mi Vampire Nighthawk vuela y el man me ataca con un Grizzly Bears que no vuela. ¿puedo bloquear al oso con "
         "mi vampiro?", "es", "Sí. Vampire Nighthawk puede bloquear a Grizzly Bears", "blocking"),
        ("ataco con White Knight. puede bloquearlo el Vampire Nighthawk de mi oponente?", "es",
         "No. Vampire Nighthawk no puede bloquear a White Knight", "blocking"),
        # the draw that emptied the library is no attempt (704.5b); Laboratory Maniac wins instead (614.1a)
        ("i drew the last card of my deck in my draw step so my library is empty now. do i lose right now?", "en",
         "No. Not by itself", "empty_library"),
        ("mi hijo tenia Laboratory Maniac en la mesa y se le acabo la biblioteca. al robar en su turno con 0 cartas "
         "¿pierde o gana?", "es", "Gana: Laboratory Maniac", "empty_library"),
        # only the active player discards (514.1)
        ("al final de MI turno mi colega tenia 8 cartas en la mano. ¿tiene que descartarse una tambien?", "es",
         "No. Solo el jugador activo", "hand_size"),
        # one life gain event, one trigger (119.9)
        ("tengo Ajani's Pridemate y ataco con el Vampire Nighthawk, me entra sin bloquear y gano 2 vidas. ¿al "
         "Pridemate le pongo 2 contadores +1/+1 (uno por cada vida) o solo 1?", "es", "1: la habilidad",
         "lifegain_count"),
        ("i swords to plowshares'd my friends doomed traveler and he wants his spirit token. does he get it?", "en",
         "No. Doomed Traveler's “dies” ability doesn't trigger", "dies_trigger"),
        # commander damage is counted per commander (903.10a)
        ("en commander el comandante de juan me pego 12 y el de luis 10, total 22. ¿ya perdí por daño de comandante?",
         "es", "No. El daño de comandante se cuenta por comandante", "commander_damage"),
        ("my commander got murdered, do i put it back in my hand?", "en", "No. A commander that dies goes to",
         "command_zone"),
        ("i tapped all my forests in my main phase, then in combat i wanted to cast giant growth with it. my brother "
         "says the mana is gone. is it?", "en", "Yes. Unspent mana doesn't carry over", "mana_pool"),
        ("el turno pasado no baje tierra, ahora tengo 2 en la mano. ¿puedo jugar las dos este turno pa recuperar?",
         "es", "No. Normalmente un jugador solo puede jugar una tierra", "land_drop"),
        ("I cast Rampant Growth. Can I still play a land this turn?", "en", "Yes. Rampant Growth puts the land",
         "land_drop"),
        ("i shocked my dads llanowar elves and he cast giant growth on it after i cast shock. shock was first so the "
         "elf should die right?", "en", "No. Llanowar Elves survives", "stack_damage"),
        ("my cousin cast act of treason on my shivan dragon and hit me with it. does he keep my dragon now?", "en",
         "No. The creature goes back at the end of the turn", "control"),
        # colored mana symbols are paid only with that color (107.4a)
        ("got sol ring in my precon!! can i tap it to cast giant growth?", "en",
         "No. Sol Ring makes only colorless mana", "mana_color"),
        ("¿puedo usar el maná de mi Mountain para lanzar Giant Growth?", "es", "No. Mountain solo produce {R}",
         "mana_color"),
        ("friend put pacifism on my llanowar elves. can i still tap it for mana?", "en",
         "Yes. Pacifism only stops the enchanted creature from attacking or blocking", "aura_restricts"),
    ],
)  # fmt: skip
def test_thirty_sixth_round_kitchen_table_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("Le robo el Goblin Guide a mi rival con Treachery en mi turno. ¿Puedo atacar con él ya?", "es",
         "Sí. Goblin Guide tiene prisa", "timing"),
        ("They Krosan Grip my Lion's Eye Diamond. can I still crack it in response?", "en",
         "Yes. Split second on Krosan Grip doesn't stop mana abilities", "timing"),
        ("Tengo Eidolon of the Great Revel en mesa y mi rival castea Krosan Grip. ¿El Eidolon le hace igual los 2 de "
         "daño aunque tenga split second?", "es", "Sí. Las habilidades disparadas", "timing"),
        ("I flashed in Containment Priest in response to opp's Show and Tell. He puts Griselbrand in. what happens to "
         "Griselbrand?", "en", "It is exiled instead of entering", "not_cast"),
        ("Si meto a Emrakul, the Aeons Torn con Show and Tell, ¿me llevo el turno extra o eso solo va si la lanzo?",
         "es", "No. La habilidad «cuando lances este hechizo»", "not_cast"),
        ("opponent has T3feri out. can i still flash in containment priest on his end step?", "en",
         "No. Teferi, Time Raveler lets its controller's opponents", "timing"),
        ("I have Chalice of the Void on 2. Opp casts Brain Freeze as the 6th spell of the turn. How many of the storm "
         "copies does my Chalice counter?", "en", "None of the copies", "storm"),
        ("My opp cast 2 spells during my turn and I cast 6 spells myself before my storm spell. how many storm copies "
         "do I get?", "en", "8 copies", "storm"),
        ("I have a legendary land untapped and play a second copy of it. Can I tap the first one for mana before I "
         "have to put one in the graveyard?", "en", "No. The legend rule is a state-based action", "legend"),
        ("Me atacan con Mirran Crusader y no bloqueo. Me pega los 2 del primer golpe y recién ahí le activo Maze of "
         "Ith. ¿Me pega los otros 2 en el paso de daño normal?", "es", "No. El daño de dañar primero", "prevention"),
        ("En mi turno le hice 2 de daño con Shock al Hill Giant del rival, y en su turno le tiro otro Shock. Se muere "
         "porque ya suma 4?", "es", "No. Hill Giant sobrevive", "cleanup"),
        ("Si mi criatura ya fue declarada como bloqueadora y despues me la giran, igual hace su daño de combate?",
         "es", "Sí. Girar o enderezar una criatura", "blocking"),
    ],
)  # fmt: skip
def test_thirty_sixth_round_tournament_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    "question",
    [
        # Teferi's controller isn't locked; a spell cast earlier isn't what the mana pays for; a flicker keeps it;
        # Containment Priest put in by the same Show and Tell sees nothing enter after it
        "my opponent has Teferi, Time Raveler. can he flash in Spellstutter Sprite on my end step?",
        "i act of treason their llanowar elves. can i tap it for mana this turn?",
        "Show and Tell: él pone Containment Priest y yo pongo Griselbrand. ¿se me exilia el Griselbrand?",
    ],
)
def test_thirty_sixth_round_readings_that_stay_quiet(ask, question):
    _, verdict = ask(question, "es" if "él" in question else "en")
    assert (
        verdict is None
        or verdict.reasoner not in ("mana_color", "not_cast")
        and not verdict.text.startswith("No. Teferi")
    ), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # every counter removed: loyalty 0 (704.5i)
        ("Si sacrifico Vampire Hexmage apuntando al Oko de mi rival, ¿se muere el Oko?", "es",
         "Sí. Vampire Hexmage quita todos los contadores", "loyalty"),
        # the cascade trigger is its own ability on the stack (113.7a)
        ("opp casts Shardless Agent and I Stifle the cascade trigger. does the Agent itself still resolve or is it gone "
         "too?", "en", "Yes. Only the trigger is countered", "ability_countered"),
        # {C} is paid only with colorless mana (107.4c)
        ("Puedo pagar el {C} de Thought-Knot Seer con el mana de una Island?", "es", "No. Island solo produce {U}",
         "mana_color"),
        # blinked out of combat, and back untapped (110.5b)
        ("ataco con mis Grizzly Bears y despues de que el otro declara bloqueos le hago Cloudshift para salvarlos. "
         "Vuelven girados y siguen atacando?", "es", "No. Al dejar el campo de batalla la criatura se retira",
         "delayed_blink"),
    ],
)  # fmt: skip
def test_thirty_sixth_round_second_batch(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


def test_thirty_sixth_round_cleanup_discard_says_who_chooses(ask):
    verdict = verdict_of(
        ask, "end of my turn i had 9 cards in hand. how many do i have to discard and do i get to pick which ones?"
    )
    assert verdict.text.startswith("You discard 2") and "You choose which cards to discard." in verdict.text


def test_no_module_of_the_answer_stage_defines_a_name_twice():
    """A second module-level definition silently replaces the first for every reader in the module (a "_ASKS_DIES"
    appended for a new reading once hid the one the deathtouch reading used)."""
    import ast
    from collections import Counter
    from pathlib import Path

    import answer

    twice = {}
    for path in sorted(Path(answer.__file__).parent.rglob("*.py")):
        names: Counter[str] = Counter()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign):
                names.update(target.id for target in node.targets if isinstance(target, ast.Name))
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names[node.target.id] += 1
            elif isinstance(node, ast.FunctionDef | ast.ClassDef):
                names[node.name] += 1
        repeated = sorted(name for name, count in names.items() if count > 1)
        if repeated:
            twice[path.name] = repeated
    assert not twice, twice


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        # the reviewer's readings (round 36): a fetch land is played; a land play told uses the drop
        ("I played Evolving Wilds and cracked it for a Forest. Can I still play a land this turn?", "en", "No. "),
        ("I played a Forest this turn and then cast Rampant Growth. Can I still play a land?", "en", "No. "),
        # "only the generic part" for a spell with generic mana
        ("Can I use Sol Ring to help pay for Wrath of God?", "en", "Yes. Sol Ring makes only colorless mana"),
        ("I attacked with Grizzly Bears and it's still tapped. Will it untap during my next untap step?", "en",
         "Yes. "),
        ("Their commander hit me for 12 and now for 10. Am I dead?", "en", "Yes. 22 combat damage"),
        ("At the end of my turn he has 2, I have 9 cards in hand. How many do I discard?", "en", "You discard 2"),
    ],
)  # fmt: skip
def test_thirty_sixth_round_reviewed_readings(ask, question, lang, start):
    verdict = verdict_of(ask, question, lang)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "quiet"),
    [
        ("My opponent attacks me with two creatures and I have two Grizzly Bears. Can I block both?", "untapped"),
        ("Can my Reassembling Skeleton block?", "untapped"),
        ("He attacks me with a creature with menace. Can my Serra Angel block it by itself?", "untapped"),
        ("I tapped Sol Ring and cast a creature. Can my opponent cast Counterspell on it?", "mana_color"),
        ("Can I tap Cascade Bluffs to cast Lightning Bolt?", "mana_color"),
        ("I have Containment Priest on the battlefield and I cast Show and Tell, putting Omniscience onto the "
         "battlefield. What happens?", "not_cast"),
        ("Can my opponent enchant my hexproof Kitchen Finks with Pacifism?", "aura_enters"),
        ("I cast Act of Treason on my opponent's Shivan Dragon, then cast Control Magic on it. Do I keep it?",
         "control"),
        ("I Flickerwisp my own Bonesplitter. What happens to Bonesplitter?", "delayed_blink"),
        ("Typhoid Rats and Grizzly Bears double block my Craw Wurm. What happens?", "combat"),
        ("My opponent casts Word of Seizing. Does my Eidolon of the Great Revel still deal 2 damage to him?",
         "timing"),
        ("opp casts Shardless Agent and I Stifle the cascade trigger. Can I still counter Shardless Agent?",
         "ability_countered"),
    ],
)  # fmt: skip
def test_thirty_sixth_round_reviewed_readings_stay_quiet(ask, question, quiet):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != quiet, verdict.text


@pytest.mark.parametrize(
    ("question", "copies"),
    [
        (
            "I cast 5 spells this turn, including 2 instants, before my storm spell. How many storm copies do I get?",
            "5",
        ),
        ("Last turn I cast 4 spells. This turn I cast 2 spells and then my storm spell. How many copies?", "2"),
    ],
)
def test_thirty_sixth_round_storm_counts_only_this_turns_spells_once(ask, question, copies):
    verdict = verdict_of(ask, question, "en", "storm")
    assert verdict.text.startswith(f"{copies} copies"), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # unspent mana empties between steps (106.4), asked as "me queda flotando"
        ("si genero maná en mi mantenimiento y no lo gasto, me queda flotando para la fase principal?", "es",
         "No. El maná sin gastar", "mana_pool"),
        # the named owner of a stolen creature leaves the game: it leaves with them (800.4a)
        ("i've had bob's consecrated sphinx under control magic for a few turns. bob just got killed. what happens to "
         "the sphinx?", "en", "The creature leaves the game with its owner", "control"),
        # APNAP with players called by name: the active player's triggers go on the stack first (603.3b)
        ("en el turno de Ana, ella lanza Damnation. Ana tiene Zulaport Cutthroat y yo tengo Blood Artist. ¿qué "
         "disparos se resuelven primero, los suyos o los míos?", "es", "Tu Blood Artist se resuelve primero",
         "stack_order"),
        ("On Bob's turn he casts Wrath of God. Bob has Blood Artist and I have Zulaport Cutthroat. Whose trigger "
         "resolves first?", "en", "Your Zulaport Cutthroat trigger resolves first", "stack_order"),
    ],
)  # fmt: skip
def test_thirty_sixth_round_third_batch(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


def test_thirty_sixth_round_an_old_tapped_lander_has_untapped_since(ask):
    """Diregraf Ghoul enters tapped, but three turns later it has untapped: no "it can't block"."""
    _, verdict = ask("Diregraf Ghoul has been on the battlefield for three turns, can it block?", "en")
    assert verdict is None or verdict.reasoner != "enters_tapped", verdict.text
    fresh = verdict_of(ask, "I just played Diregraf Ghoul. Can it block this turn?", "en", "enters_tapped")
    assert fresh.text.startswith("No. Diregraf Ghoul enters the battlefield tapped"), fresh.text


def test_thirty_sixth_round_an_exchange_asked_as_still_getting_the_other(ask):
    """Switcheroo with one target gone exchanges nothing (701.12a): "do I still get the Giant?" is no."""
    question = (
        "I cast Switcheroo on my Grizzly Bears and his Hill Giant. In response he sacrifices the Hill Giant. Do I "
        "still get the Giant?"
    )
    assert verdict_of(ask, question, "en", "targets").text.startswith("No. Switcheroo exchanges nothing")


def test_thirty_sixth_round_a_friend_who_stole_gets_the_leave_trigger(ask):
    """ "my buddy stole my Thragtusk … who gets the beast": the thief, not the asker (603.3a)."""
    verdict = verdict_of(
        ask, "my buddy stole my thragtusk with act of treason and sacked it, who gets the beast", "en", "objects"
    )
    assert verdict.text.startswith("Your opponent: the trigger of Thragtusk"), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # an empty library alone loses nothing until a draw (704.5b)
        (
            "me he quedado sin cartas en la biblioteca pero no robo hasta mi siguiente turno. pierdo ya?",
            "es",
            "No. No por sí sola",
            "empty_library",
        ),
        # the command zone: a hand-or-command-zone either-or, abilities there (113.6)
        (
            "me han metido un Cyclonic Rift con sobrecarga al final de mi turno. mi comandante tiene que volver a la mano "
            "o puedo mandarlo a la zona de mando en vez de a la mano?",
            "es",
            "Sí. Su propietario puede ponerlo en la zona de mando",
            "command_zone",
        ),
        (
            "do my commander's static abilities work while it's in the command zone?",
            "en",
            "No: in the command zone its abilities don't work",
            "command_zone",
        ),
        # commander damage: to a planeswalker, prevented by protection, Platinum Angel (101.2)
        (
            "el daño de combate que un comandante le hace a mis planeswalkers cuenta para los 21 de daño de comandante?",
            "es",
            "No. Solo cuenta para los 21",
            "commander_damage",
        ),
        (
            "si juego Teferi's Protection y en su turno Pepe me ataca con su comandante, me cuenta el daño de comandante?",
            "es",
            "No. Ese daño se previene",
            "commander_damage",
        ),
        (
            "Tengo Platinum Angel en mesa y me acaban de meter el daño 21 con el mismo comandante. Pierdo?",
            "es",
            "No. Su controlador no pierde",
            "cant_lose",
        ),
        # only the attacked player blocks (802.4a)
        (
            "Pepe ataca a Laura con un dragon. A mi no me ataca nadie, puedo bloquear con mi criatura para ayudarla?",
            "es",
            "No. Solo bloquea el jugador atacado",
            "blocking",
        ),
        # Teysa with several deaths at once: per death
        (
            "vale, tengo Teysa Karlov y Blood Artist en mesa y en combate mueren 3 criaturas de los demas (ni Teysa ni el "
            "Artist). cuantas veces se dispara el Blood Artist?",
            "es",
            "6 disparos en total",
            "extra_triggers",
        ),
        # a stolen commander is a commander you control (903.3d)
        (
            "si le robo el comandante a otro con Act of Treason, puedo lanzar Deadly Rollick gratis? el mio esta en la "
            "zona de mando",
            "es",
            "Sí. Deadly Rollick solo pregunta si controlas un comandante",
            "commander_pick",
        ),
        ("ended my turn with 9 cards in hand, how many do i have to discard?", "en", "You discard 2", "hand_size"),
        # a cost that taps a creature isn't its {T} ability (302.6)
        (
            "acabo de bajar kor skyfisher este turno. puedo girarlo para pagar el flashback de prismatic strands o tiene "
            "mareo de invocacion?",
            "es",
            "Sí. El mareo de invocación solo impide",
            "sickness",
        ),
        (
            "si en mi turno gano el control de una criatura que el rival tenia en mesa desde hace mil turnos, puedo atacar "
            "con ella sin que tenga prisa?",
            "es",
            "No. La criatura no puede atacar",
            "sickness",
        ),
        # a flicker that returns it under your control keeps the stolen creature (400.7)
        (
            "act of treason on their gurmag angler, swung, then ghostly flickered the angler + one of my lands postcombat. "
            "do i keep the angler after the turn ends or does it go back?",
            "en",
            "Yes. Ghostly Flicker returns it to the battlefield under your control",
            "returns_to_owner",
        ),
        # the other copy killed in response: an intervening "if" fails (603.4)
        (
            "cast my 2nd faerie miscreant, trigger on the stack, opp electrickery'd the first one in response. do i still "
            "draw?",
            "en",
            "No. Faerie Miscreant's ability does nothing",
            "intervening_if",
        ),
        # the burn cast in response to the gain resolves first (405.5)
        (
            "estaba a 3 vidas, tire weather the storm y el rival me respondio con bolt a la cara. como la weather ya "
            "estaba en la pila, sobrevivo?",
            "es",
            "No. Lightning Bolt se lanzó en respuesta",
            "life_response",
        ),
        (
            "i'm at 3, opp bolts me and i respond with healing salve for 3. do i survive?",
            "en",
            "Yes. You cast it in response",
            "life_response",
        ),
        (
            "quedabamos 2 en la partida y un efecto nos deja a los dos a 0 vidas a la vez. empate o gana alguien?",
            "es",
            "Empate. La partida termina en empate",
            "life_totals",
        ),
        (
            "me ataca con Colossal Dreadmaw (6/6 arrollar) y bloqueo con Wall of Wood. El muro ya tenia 2 de daño de un "
            "Shock que me hizo antes en ese turno. cuanto daño me puede pasar como maximo?",
            "es",
            "Al jugador le pueden llegar como máximo 5 de daño",
            "combat",
        ),
        # Platinum Angel in a race to 0 (101.2); a life total told for "él" (704.5a)
        (
            "estamos los dos a 1 vida y activo Pestilence una vez. Yo tenia Platinum Angel en mesa. Quien gana?",
            "es",
            "Ganas tú: ambos jugadores quedan a 0 vidas",
            "life_totals",
        ),
        (
            "estamos los dos a 1 vida y activo Pestilence una vez. El estaba a 2. Quien gana?",
            "es",
            "Gana tu rival: quedas con 0 vidas",
            "life_totals",
        ),
        # the ability's target was blinked, not its source: 608.2b, not 113.7a
        (
            "opp played journey to nowhere targeting my kor skyfisher, i ephemerated the skyfisher in response. does the "
            "journey still exile it when the trigger resolves?",
            "en",
            "No. Journey to Nowhere's ability doesn't resolve",
            "source_gone",
        ),
        # a copy of a spell isn't cast (707.10); the claim asked with "does it?"
        (
            "chain lightning'd my opp, they paid RR and copied it back at my creature. they said their monastery "
            "swiftspear gets prowess off the copy. does it?",
            "en",
            "No. Monastery Swiftspear doesn't trigger",
            "cast_trigger",
        ),
        # Pestilence's condition false as the end step began (603.4)
        (
            "en mi paso final (ya empezado) active pestilence hasta matar todas las criaturas. tengo q sacrificar la "
            "pestilence este turno?",
            "es",
            "No. La habilidad de Pestilence comprueba su condición",
            "step_began",
        ),
        # of three affinity cards, the one asked about
        (
            "tengo 7 artefactos en mesa (frogmite, myr enforcer, tierras artefacto...), el thoughtcast me sale gratis no? o "
            "igual tengo q pagar la U",
            "es",
            "No. 1 de maná ({U})",
            "affinity",
        ),
        # Mentor of the Meek and two tokens: a trigger each, {1} each (603.2c)
        (
            "I control Mentor of the Meek and cast Raise the Alarm. How many cards can I draw?",
            "en",
            "Up to 2 cards",
            "enters_count",
        ),
        # the active player concedes in a multiplayer game: the turn goes on (800.4j)
        (
            "si el jugador activo concede en su primera fase principal, pasamos directamente al turno del siguiente?",
            "es",
            "No. El turno no se acaba ahí",
            "multiplayer",
        ),
        # "max total damage" asks an amount; the attacker's own trick gives double strike and trample
        (
            "atog was 7/8 after pumps, cast temur battle rage (ferocious so trample too), they chumped with faerie "
            "miscreant. max total damage to opp?",
            "en",
            "13 damage in all goes to the player",
            "combat",
        ),
        # responding to an equip activation: it uses the stack (602.2a)
        (
            "mi amigo activa el equipar de su Bonesplitter (que estaba sin equipar) sobre sus Grizzly Bears. puedo "
            "responder con Shock a los osos antes de que se equipe?",
            "es",
            "Sí. Equipar es una habilidad activada",
            "timing",
        ),
        # tapped before blockers: it can't block (509.1a)
        (
            "my turn, attacking with serra angel, he has giant spider. if i tap his spider with my icy manipulator AFTER i "
            "declare attackers, can it still block?",
            "en",
            "No. Giant Spider is tapped",
            "untapped",
        ),
        # an ability's target exiled in response (608.2b); the responder's own card is not the source
        (
            "bajo Gravedigger apuntando a mis Grizzly Bears del cementerio. mi amigo responde exiliando los osos con "
            "Scavenging Ooze. recupero algo?",
            "es",
            "No. La habilidad de Gravedigger no se resuelve",
            "source_gone",
        ),
        # lifelink gains come with the combat damage taken (510.2, 702.15b); first strike splits the steps
        (
            "im at 2 life. he attacks w hill giant and grizzly bears, i block the bears with my vampire nighthawk and take 3 "
            "from the giant. do i die?",
            "en",
            "No. You end at 1 life",
            "lifelink_race",
        ),
        # a sacrifice cost doesn't ask for untapped permanents (701.21a)
        (
            "gire mis 2 mountains para tirar un bolt y despues queria fireblast sacrificando esas mismas 2 montañas "
            "giradas. el rival me dijo q tienen q estar enderezadas. es asi?",
            "es",
            "No. Sacrificar no mira si",
            "sacrifice",
        ),
        (
            "i tapped my two mountains for a bolt, can i still sacrifice them to fireblast or do they have to be untapped?",
            "en",
            "Yes. Sacrificing doesn't care",
            "sacrifice",
        ),
        # the removed permanent is the source of the ability asked about: it still resolves (113.7a)
        (
            "Opp activates Fume Spitter targeting my Sakura-Tribe Elder, I sacrifice the Sakura-Tribe Elder in response. "
            "Do I still get the land?",
            "en",
            "Yes. Sakura-Tribe Elder's ability still resolves",
            "source_gone",
        ),
        # "robo" is drawing here, not stealing a commander (903.3d)
        (
            "Si robo Deadly Rollick y mi comandante está en la zona de mando, ¿puedo lanzarlo gratis?",
            "es",
            "No. Deadly Rollick pregunta si controlas un comandante",
            "commander_pick",
        ),
        (
            "Burn en la liga de Pauper: giré dos Mountains para lanzar un hechizo y después sacrifiqué esas mismas Mountains "
            "giradas para lanzar Fireblast. Mi rival dice que tenían que estar enderezadas. ¿Es legal?",
            "es",
            "Sí. Sacrificar no mira si",
            "sacrifice",
        ),
        # found typing as a player after the final runs: "i flickered it with ephemerate" is the Bolt's target gone
        # (608.2b), the spell asked about named in the question; "tengo 2 vidas" for the lifelink race
        (
            "my opponent bolted my grizzly bears and i flickered it with ephemerate in response, does the bolt still do "
            "damage to it?",
            "en",
            "No. Lightning Bolt doesn't resolve",
            "targets",
        ),
        (
            "tengo 2 vidas y me atacan con un hill giant y unos grizzly bears, bloqueo los osos con mi Vampire Nighthawk y "
            "recibo 3 del gigante, muero?",
            "es",
            "No. Quedas a 1 vida",
            "lifelink_race",
        ),
        (
            "i block with my vampire nighthawk and my friend's hill giant hits me for 3, im at 2 life, am i dead?",
            "en",
            "No. You end at 1 life",
            "lifelink_race",
        ),
        # Howling Mine tapped in the upkeep never triggers (603.4)
        (
            "his draw step, his howling mine triggers. I tap it during his upkeep. does he still get the extra card?",
            "en",
            "No. Howling Mine's ability doesn't trigger",
            "intervening_if",
        ),
    ],
)
def test_thirty_seventh_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # a countered flicker flickered nothing; a response to a spell asks about that spell
        (
            "my ephemerate got countered by spellstutter sprite. do i still get to rebound it next upkeep?",
            "en",
            "zone_trigger",
        ),
        (
            "played a mountain then searing blaze on opp + their kor skyfisher. they ephemerated the skyfisher in "
            "response. does the 3 to their face still happen?",
            "en",
            "zone_trigger",
        ),
        (
            "im at 2 life. he attacks w hill giant with first strike and grizzly bears, i block the bears with my vampire "
            "nighthawk and take 3 from the giant. do i die?",
            "en",
            "lifelink_race",
        ),
        # readings a reviewer found too broad: "robo" as drawing, lands tapped in the upkeep, a planeswalker attacked,
        # an earlier hit on a planeswalker, a creature tapped a turn ago, a two-player concession
        (
            "With Howling Mine on the battlefield, I tap two lands during my upkeep to cast Brainstorm. Do I still draw an "
            "extra card in my draw step?",
            "en",
            "intervening_if",
        ),
        (
            "He isn't attacking me, he's attacking my planeswalker with his Grizzly Bears. Can I block with my Llanowar "
            "Elves?",
            "en",
            "blocking",
        ),
        (
            "Opp's commander has trample. I blocked with a 2/2 and 5 went through to me. He also hit my planeswalker last "
            "turn. Does the 5 count as commander damage?",
            "en",
            "commander_damage",
        ),
        (
            "He tapped the Llanowar Elves for mana during my end step. On my next turn can the Llanowar Elves block my "
            "Grizzly Bears?",
            "en",
            "untapped",
        ),
        ("Mi rival concede en su turno, somos solo dos. ¿Pasamos al turno del siguiente jugador?", "es", "multiplayer"),
        (
            "Este turno robo primero y luego ataco con mi Grizzly Bears, que bajé el turno pasado. ¿Puede atacar?",
            "es",
            "sickness",
        ),
        ("Does Edgar Markov's eminence ability work while he's in the command zone?", "en", "command_zone"),
        # the tax is commander_tax's question
        (
            "si un efecto me deja lanzar mi comandante desde la zona de mando sin pagar su coste de mana, tengo que pagar "
            "el impuesto de comandante?",
            "es",
            "command_zone",
        ),
    ],
)
def test_thirty_seventh_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # what would have kept a creature from attacking doesn't remove it once declared (506.4a); tapping a blocker
        # doesn't either (506.4b)
        (
            "attacked w/ lovestruck beast while i had a 1/1 insect token. opp killed the token after attackers were "
            "declared. does the beast get pulled out of combat now?",
            "en",
            "No. Once a creature has been declared",
            "blocking",
        ),
        ("tap his spider after he blocks, is it still blocking?", "en", "Yes. Tapping or untapping", "blocking"),
        # one blocker blocks one attacker (509.1a)
        (
            "una criatura sin ninguna habilidad especial puede bloquear a dos atacantes a la vez?",
            "es",
            "No. Cada criatura bloqueadora bloquea a una sola",
            "blocking",
        ),
        # marked damage is gone in the cleanup step (514.2)
        (
            "i dealt 2 to opps 3/3 in my turn. on his turn is the damage still there so 1 more kills it?",
            "en",
            "No. Damage doesn't carry over",
            "cleanup",
        ),
        # the active player gets priority after a resolution (117.3b), said as "you" on the asker's main phase
        (
            "my main phase, opp flashed something in and it resolved. who gets priority now, me or them?",
            "en",
            "You do: the active player",
            "timing",
        ),
        (
            "on his turn i cast a shock and it resolved, who gets priority?",
            "en",
            "They do: the active player",
            "timing",
        ),
        # "the 2/2" said again is the blocker, not a second 2/2: first strike kills it before it deals damage
        (
            "my 3/3 first striker attacks and gets blocked by a 2/2. does the 2/2 still hit back?",
            "en",
            "No. 2/2 dies and 3/3 survives",
            "strikes",
        ),
        # a resolving spell is on the stack, not in the graveyard (608.2n)
        (
            "zenith flare with 5 cycling cards in my gy. does the flare count itself so its 6?",
            "en",
            "No. Zenith Flare doesn't count itself",
            "counts_itself",
        ),
        # the count told is X; the spell itself is on the stack (608.2n)
        (
            "zenith flare with 4 cycling cards in my graveyard, how much damage?",
            "en",
            "4: It counts the 4 already there",
            "counts_itself",
        ),
        # devotion from the named permanents' mana costs, hybrid symbols included (700.5)
        (
            "gary enters, i control lurrus of the dream-den and murderous rider. how much does opp lose",
            "en",
            "6: your opponent loses 6 life",
            "devotion",
        ),
        (
            "partida de 4, todos vivos. entra mi Gray Merchant of Asphodel y mi devoción al negro es 5 contando al "
            "propio Gary. ¿cuántas vidas gano?",
            "es",
            "15: cada uno de tus 3 oponentes",
            "devotion",
        ),
        (
            "tengo Heliod, Sun-Crowned y Archpriest of Iona en mesa. ¿puede atacar Heliod?",
            "es",
            "No. Tu devoción a blanco es 2",
            "devotion",
        ),
        # Hushbringer stops enters triggers: Uro's sacrifice never triggers (603.2)
        (
            "opp has hushbringer out and i hardcast uro off 3 lands. do i still have to sac uro?",
            "en",
            "No. Uro, Titan of Nature's Wrath's “enters” ability doesn't trigger",
            "zone_trigger",
        ),
        # an ability isn't a spell (113.9)
        (
            "opp cycled shark typhoon for X=4. can i mystical dispute it for U since its blue?",
            "en",
            "No. Mystical Dispute counters only spells",
            "spell_only",
        ),
        # the legend rule is per controller (704.5j); a copy of a spell isn't cast (707.10)
        (
            "si yo tengo un legendario y el weon de al lado baja otro con el mismo nombre, alguno se tiene que ir al "
            "cementerio?",
            "es",
            "No. Cada uno conserva el suyo",
            "legend",
        ),
        (
            "si copio un hechizo con algun efecto de copiar, la copia dispara las habilidades de cuando lanzas un hechizo?",
            "es",
            "No. Una copia de un hechizo no se lanza",
            "cast_trigger",
        ),
        # what a player who leaves owns leaves with them (800.4a)
        (
            "en una mesa de 4 de commander un weon se va (concede). sus permanentes se quedan en la mesa?",
            "es",
            "No. Sale de la partida con su propietario",
            "leaves_game",
        ),
        # a sorcery's timing (307.1), the own planeswalker (506.2), the draw step's draw (504.1)
        (
            "mi rival tiene un hechizo en la pila, puedo responderle con un conjuro?",
            "es",
            "No. Un conjuro solo se puede lanzar",
            "timing",
        ),
        ("puedo atacar a mi propio planeswalker? es pa un combo raro", "es", "No. Tus criaturas atacan", "attack_what"),
        (
            "puedo decidir no robar en mi paso de robar? tengo poca biblio",
            "es",
            "No. El robo de tu paso de robar",
            "empty_library",
        ),
        # "if you control a commander" means on the battlefield (903.3d)
        (
            "mi comandante esta en la zona de mando, puedo tirar Deflecting Swat gratis igual?",
            "es",
            "No. Deflecting Swat pregunta si controlas un comandante",
            "commander_pick",
        ),
        # Command Tower without a commander adds nothing (903.4f)
        (
            "armando un mazo casual de 60 sin comandante, la Command Tower me da mana igual?",
            "es",
            "No. Command Tower no produce ningún maná",
            "color_identity",
        ),
        # protection from monocolored doesn't stop a colorless blocker (702.16f)
        (
            "Guardian of the Guildpact tiene proteccion contra monocolor, mi Myr Enforcer lo puede bloquear? es "
            "artefacto incoloro",
            "es",
            "Sí. Myr Enforcer puede bloquear a Guardian of the Guildpact: la protección de Guardian of the Guildpact "
            "contra lo monocolor solo impide bloqueadoras con esa cualidad, y Myr Enforcer no la tiene (incoloro)",
            "blocking",
        ),
        # the burn typed as a verb stays marked (120.6); "swung with" says the attacker; "the dino" its type
        (
            "i shocked her serra angel in my first main phase, then swung with charging monstrosaur and she blocked "
            "with the angel. how much trample damage goes through to her?",
            "en",
            "At most 3 damage tramples over",
            "combat",
        ),
        (
            "i shocked her serra angel in my first main phase, then swung with charging monstrosaur and she blocked "
            "with the angel. The dino had deathtouch too. how much trample damage goes through to her?",
            "en",
            "At most 4 damage tramples over",
            "combat",
        ),
        # one partner commander's count, added (903.10a)
        (
            "Mi padre juega con dos comandantes con compañero, Tymna y Kraum. En esta partida Tymna me ha hecho 10 de "
            "daño de combate y Kraum 12. Kraum me pega 9 más. ¿He perdido por daño de comandante?",
            "es",
            "Sí. 21 de daño de combate",
            "commander_damage",
        ),
        # a family member's legend is another player's (704.5j)
        (
            "Mi hija tiene a su comandante Kathril en el campo y yo lanzo Clone copiándolo. ¿Uno de los dos se va al "
            "cementerio por la regla de leyendas?",
            "es",
            "No. Cada uno conserva el suyo",
            "legend",
        ),
        # a token's mana value is 0 (202.3a)
        (
            "tengo 4 gatos 2/2 de felidar retreat. si mi rival lanza extinction event y escoge par, se van mis tokens?",
            "es",
            "Sí. Una ficha que no es copia de nada",
            "mana_value",
        ),
        # overloaded, the spell targets nothing (702.96b)
        (
            "si casteo Cyclonic Rift con overload, el Carnage Tyrant del rival vuelve a la mano? tiene hexproof",
            "es",
            "Sí. Cyclonic Rift no hace objetivo",
            "targets",
        ),
        # a sacrifice cost takes tapped permanents (701.21a), asked without the claim
        (
            "weon, para Fireblast puedo sacrificar dos Mountain que ya gire para mana este turno?",
            "es",
            "Sí. Sacrificar no mira si un permanente está girado",
            "sacrifice",
        ),
        # the target's own trigger (Dream Trawler's) is not the one on the stack: the spell's target got hexproof
        (
            "le tire swift end a su dream trawler y en respuesta mi rival descarto una carta para darle antimaleficio. "
            "igual pierdo las 2 vidas?",
            "es",
            "No. Murderous Rider // Swift End no se resuelve",
            "targets",
        ),
        # the tax alone when the extra is asked (903.8)
        (
            "mom's commander kalamax keeps dying lol. she's already cast it from the command zone 3 times this game. "
            "how much extra does she pay to cast it from the command zone again?",
            "en",
            "6 extra ({6})",
            "commander_tax",
        ),
        # a copy of a spell isn't cast (707.10): "does the copy make another one?"
        (
            "my son has young pyromancer out and casts lightning strike at my face. He copies the Lightning Strike "
            "with reverberate. Does the copy make another one?",
            "en",
            "No. Young Pyromancer doesn't trigger for the copy",
            "cast_trigger",
        ),
        # the token maker cast enters too (603.2c)
        (
            "commander night, 4 of us. my son has impact tremors out and casts beetleback chief. how much damage does "
            "each of us take?",
            "en",
            "3 to each opponent: Beetleback Chief enters",
            "enters_count",
        ),
        # what the conceding player owns leaves with them, stolen or not (800.4a)
        (
            "my sister conceded the commander game. i had control magic on HER creature when she conceded. do i keep "
            "it?",
            "en",
            "No. It leaves the game with its owner",
            "leaves_game",
        ),
        # a cost reduction counts what the question says (601.2f)
        (
            "dad wants to cast blasphemous act. between the four of us there are 6 creatures out. how much mana does he "
            "need?",
            "en",
            "3 mana ({2}{R})",
            "affinity",
        ),
        # the reviewer's other cases, read right: Cyclonic Rift not overloaded targets (702.11b)
        (
            "Can I target a hexproof creature with Cyclonic Rift if I don't overload it?",
            "en",
            "No. Hexproof means",
            "targets",
        ),
        (
            "On his turn I cast my combat trick. After it resolves, who gets priority?",
            "en",
            "They do: the active player",
            "timing",
        ),
        (
            "Kraum, a 4/4 flyer, has hit me for 17 commander damage. If Kraum hits me for 4 more, do I lose?",
            "en",
            "Yes. 21 combat damage",
            "commander_damage",
        ),
        (
            "My commander costs {3}{G}{G} and I've cast it twice from the command zone. How much do I pay with the "
            "extra to cast it a third time?",
            "en",
            "9: its cost 5",
            "commander_tax",
        ),
        (
            "My son has Thalia, Guardian of Thraben out and casts a second Thalia. Does he have to put one in the "
            "graveyard?",
            "en",
            "Yes. You choose one of them to keep",
            "legend",
        ),
    ],
)
def test_thirty_eighth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # the attacker itself bounced: 506.4 removes it, not this reading
        (
            "i attacked with my bear, after blockers were declared he bounced it, is it still attacking?",
            "en",
            "blocking",
        ),
        # a count that isn't what the spell counts
        ("zenith flare with 4 cards in my graveyard, 2 with cycling, how much damage?", "en", "counts_itself"),
        # two creatures may block two attackers
        ("i have two creatures, can i block two attackers?", "en", "blocking"),
        # a spell cast is countered by Counterspell
        ("opp cast Lightning Bolt, can I Counterspell it?", "en", "spell_only"),
        # protection limits what blocks the protected creature, not what it blocks
        ("can Guardian of the Guildpact block my Grizzly Bears?", "en", "blocking"),
        # readings a reviewer found too broad: the opponent attacking my planeswalker, "my combat trick", a sorcery
        # in the second main phase, the asked attacker itself destroyed, two blockers, a discarded card counted, a
        # card (not the token) asked, the opponent's permanents, dredge, a commander in the command zone, two counts,
        # a P/T before the damage, the total asked, Cyclonic Rift not overloaded, Uro attacking, the son's own two
        # Thalias, the opponent's Impact Tremors, the opponent's Gray Merchant and a card in hand
        ("Can my opponent attack my planeswalker with his creatures?", "en", "attack_what"),
        ("Can I cast a sorcery after combat, in my second main phase?", "en", "timing"),
        (
            "My opponent destroyed my Grizzly Bears after attackers were declared. Is the Grizzly Bears still attacking?",
            "en",
            "blocking",
        ),
        ("Can my two creatures block both attackers at once?", "en", "blocking"),
        (
            "Si lanzo Worm Harvest con retrace descartando una tierra, ¿la tierra descartada se cuenta?",
            "es",
            "counts_itself",
        ),
        (
            "My opponent has a Zombie token and Grave Titan. Can Elspeth Conquers Death exile Grave Titan?",
            "en",
            "mana_value",
        ),
        ("Can I sacrifice my opponent's tapped creatures to Ashnod's Altar?", "en", "sacrifice"),
        ("Can I choose not to draw during my draw step and dredge instead?", "en", "empty_library"),
        (
            "My commander is in the command zone, so I have no commander on the battlefield. Does Command Tower still "
            "add mana?",
            "en",
            "color_identity",
        ),
        (
            "I control 3 creatures and my opponents control 5 creatures. How much mana do I pay for Blasphemous Act?",
            "en",
            "affinity",
        ),
        (
            "Opp has Hushbringer out. If I attack with Uro, Titan of Nature's Wrath, do I still have to sacrifice it?",
            "en",
            "zone_trigger",
        ),
        (
            "My opponent has Impact Tremors and I cast Beetleback Chief. How much damage does my opponent take?",
            "en",
            "enters_count",
        ),
        (
            "My opponent casts Gray Merchant of Asphodel. I control Lurrus of the Dream-Den. How much life do I lose?",
            "en",
            "devotion",
        ),
        (
            "Gray Merchant of Asphodel enters while Lurrus of the Dream-Den is in my hand. How much does my opponent "
            "lose?",
            "en",
            "devotion",
        ),
    ],
)
def test_thirty_eighth_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a flier blocking a flier; "X attacks, can my Y block it?" with both named before "block"
        ("my shivan dragon attacks, can his serra angel block it?", "en", "Yes. Serra Angel can block Shivan Dragon",
         "blocking"),
        ("guardian of the guildpact attacks, can my myr enforcer block it?", "en",
         "Yes. Myr Enforcer can block Guardian of the Guildpact", "blocking"),
        # protection from multicolored on a line with other keywords (Stonecoil Serpent), against a multicolored blocker
        ("can my escaped uro block opps stonecoil serpent?", "en", "No. Uro, Titan of Nature's Wrath can't block",
         "blocking"),
        # table talk spelled out ("first striker") no longer shifts where the keyword is read; "his guy" is theirs
        ("my 2/2 first striker blocks his 2/2, does his guy deal damage to mine?", "en",
         "No. Your 2/2 survives and the other one dies.", "strikes"),
        ("his 2/2 first striker blocks my 2/2, does my guy deal damage?", "en",
         "No. Your 2/2 dies and the other one survives.", "strikes"),
        # damage that can't be prevented goes through protection (615.12)
        ("attacked with questing beast, opp blocked with ripjaw raptor then gods willing pro green on the raptor. does "
         "the raptor survive?", "en", "No.", "strikes"),
        # APNAP with "we each have"
        ("we each have a Blood Artist and a creature dies, whose trigger resolves first?", "en",
         "The active player puts their triggered abilities on the stack first", "stack_order"),
        ("tengo gray merchant y un phyrexian obliterator, cuánto drena?", "es", "6: tu oponente pierde 6 vidas",
         "devotion"),
        # one target on the spell face (Stomp), one per mode (Heartless Act): the only target illegal, no resolution
        ("i stomped their 2/2 and they responded with gods willing naming red. does it still die?", "en",
         "No. Bonecrusher Giant // Stomp doesn't resolve", "targets"),
        ("i heartless act (destroy mode) their 1/2. they respond with cling to dust on a creature in my yard, gain 3, "
         "and heliod puts a +1/+1 counter on the 1/2. does it still die?", "en", "No. Heartless Act doesn't resolve",
         "targets"),
        ("ataque con 3 criaturas, cuanto maná total necesito para flashear el embercleave?", "es", "3 ({1}{R}{R})",
         "costs"),
        ("kroxa escaped, trigger resolving. do i pick which card opp discards or do they?", "en",
         "Your opponent chooses", "discard_choice"),
        # "A or B?": the outcome without yes or no
        ("tengo teferi time raveler y quiero bajar teferi master of time. se muere uno por la regla de leyendas o "
         "pueden estar los dos?", "es", "Teferi, Time Raveler y Teferi, Master of Time "
         "tienen nombres distintos", "legend"),
        ("i have teferi time raveler and cast teferi master of time, can both stay?", "en", "Yes. Teferi, Time Raveler "
         "and Teferi, Master of Time have different names", "legend"),
        ("ataque con el lovestruck beast teniendo el human 1/1, y el rival me mato el token despues de declarar "
         "atacantes. la bestia se va del combate?", "es", "No. Una vez declarada como atacante", "blocking"),
        ("my only 1/1 dies before blocks, is the beast removed from combat?", "en", "No. Once a creature has been "
         "declared", "blocking"),
        # affinity counted from the artifacts named, the spell the asking clause names
        ("Controlo dos Seat of the Synod y dos Frogmite. ¿Cuánto maná tengo que pagar para lanzar Myr Enforcer?", "es",
         "3 de maná ({3}): Myr Enforcer", "affinity"),
        ("I evoke Mulldrifter. With the sacrifice trigger on the stack I Ghostly Flicker it and a land. Does Mulldrifter "
         "stay on the battlefield?", "en", "Yes. Mulldrifter stays", "evoke"),
        # "oko'd": a short name made a verb; Gift of Growth's "Untap target creature. It gets +2/+2"
        ("my kicked baloth gorger (4/4 with three +1/+1 counters) gets oko'd with the +1 and turns into an elk. I respond "
         "with an unkicked gift of growth on it. what's its power/toughness now?", "en", "Baloth Gorger is 8/8",
         "pt_layers"),
        ("my 2/2 first striker blocks his 3/2. before damage he casts gift of growth on his creature. does mine survive?",
         "en", "No. 2/2 dies and 3/2 survives.", "strikes"),
        # "with the 2/2 knight token" is the blocker, not the champion's size
        ("can my opponent block my steel leaf champion with the 2/2 knight token from his history of benalia?", "en",
         "No. 2/2 can't block Steel Leaf Champion", "blocking"),
        ("ataco al Oko del rival con mi Fierce Witchstalker (4/4, arrollar) y lo bloquea con un 2/2. Antes del daño le "
         "tiro Shock al bloqueador y se muere. ¿Cuánto daño le puedo meter a Oko?", "es",
         "Los 4 de daño de Fierce Witchstalker van a Oko", "combat"),
        ("i scorching dragonfire my opponent's bonecrusher giant. do i take 2 from it?", "en",
         "Yes. Bonecrusher Giant deals 2 damage to you", "target_punish"),
        ("opp shocks my bonecrusher giant, do i take 2?", "en", "No. Bonecrusher Giant deals its 2 damage to your "
         "opponent", "target_punish"),
        ("le tiro Shock al Bonecrusher Giant del rival, ¿me hace los 2?", "es", "Sí. Bonecrusher Giant te hace 2 de daño",
         "target_punish"),
        ("I activate Domri, Anarch of Bolas's -2 so that my creature fights my opponent's Bonecrusher Giant. Do I take 2 "
         "damage from Bonecrusher Giant's trigger?", "en", "No. Bonecrusher Giant triggers only", "target_punish"),
        # "Choose one or more": several modes, several targets — the rest still resolves
        ("I cast Casualties of War on their Grizzly Bears and Sol Ring. They sacrifice the Grizzly Bears in response. Is "
         "Casualties of War countered?", "en", "No. Casualties of War still resolves", "targets"),
        # which of two same-size creatures is asked: "his", "mine" with "he blocks with his …"
        ("My 3/3 first striker blocks his 3/3. Does his survive?", "en", "No. Your 3/3 survives and the other one dies.",
         "strikes"),
        ("I attack with a 2/2 and he blocks with his 2/2 first striker. Does mine die?", "en",
         "Yes. Your 2/2 dies and the other one survives.", "strikes"),
        # "my opponent's 2/2" is not the asker's
        ("my opponent's 2/2 first striker blocks my 2/2 with deathtouch, does mine die?", "en",
         "Yes. Your 2/2 dies and the other one survives.", "strikes"),
        # ninjutsu before blockers: no unblocked attacker yet
        ("Soy nuevo con los ninjas: ¿puedo activar el ninjutsu en el paso de declarar atacantes, antes de que el rival "
         "declare bloqueadores?", "es", "No. El ninjutsu devuelve una criatura atacante no bloqueada", "timing"),
        # a draw per creature that dies, from a noncreature; exiled instead, none die
        ("tengo Liliana, Dreadhorde General y tres criaturas. Mi rival lanza Kaya's Wrath. ¿Cuántas cartas robo?", "es",
         "3: Kaya's Wrath destruye tus 3 criaturas", "trigger_count"),
        ("tengo Liliana, Dreadhorde General y tres criaturas. Mi rival lanza Urza's Ruinous Blast. ¿Cuántas cartas "
         "robo?", "es", "0: Urza's Ruinous Blast exilia tus criaturas", "trigger_count"),
        ("tenia la bendicion de la ciudad pero ahora tengo solo 7 permanentes, la pierdo?", "es",
         "No. Conservas la bendición de la ciudad", "ascend"),
        ("got the city's blessing last turn, now i only have 6 permanents. do i still have it?", "en",
         "Yes. You keep the city's blessing", "ascend"),
    ],
)  # fmt: skip
def test_thirty_ninth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # a win a card gives is not the empty library's loss
        ("library is empty, oracle etb on the stack, opp kills the oracle in response. do i still win?", "en",
         "empty_library"),
        # Cranial Plating's count on the flung creature is not read
        ("I control 5 artifacts, Cranial Plating is equipped to Frogmite. I cast Fling sacrificing Frogmite. How much "
         "damage does Fling deal?", "en", "fling"),
        # the creature asked about itself destroyed: 506.4 removes it
        ("My opponent destroyed my Grizzly Bears after attackers were declared. Is the Grizzly Bears still attacking?",
         "en", "blocking"),
        # a kicked pump gets more than its unkicked bonus
        ("my 2/2 first striker blocks his 3/2. before damage he casts a kicked gift of growth on his creature. does mine "
         "survive?", "en", "strikes"),
        # the power restriction is checked with the pump cast before blocks
        ("Before blocks he casts gift of growth on the knight. can my opponent block my steel leaf champion with the 2/2 "
         "knight token?", "en", "blocking"),
        # tokens among the creatures, and a blessing not yet got
        ("I have Liliana, Dreadhorde General and 3 creatures, two of them tokens. opp casts wrath of god. how many cards "
         "do I draw?", "en", "trigger_count"),
        ("i control 6 permanents, do i have the city's blessing?", "en", "ascend"),
        # readings a reviewer found too broad: a blessing never got, "choose one or more", a blocker that dies in
        # combat, the attacker itself killed before blocks, a spell aimed elsewhere than the Giant, another creature
        # flickered, the opponent's Liliana, an indestructible creature, artifacts in hand or destroyed, which of two
        # same-size creatures
        ("I don't have the city's blessing yet and I only have 8 permanents. Can I attack with Wayward Swordtooth?",
         "en", "ascend"),
        ("Before blocks, my opponent kills my Grizzly Bears. Is my Grizzly Bears removed from combat?", "en", "blocking"),
        ("Opponent has Bonecrusher Giant. I Lightning Bolt their Grizzly Bears. Do I take 2 damage from the Giant?", "en",
         "target_punish"),
        ("I evoke Mulldrifter and flicker my Wall of Omens with Ephemerate. Does Mulldrifter stay on the battlefield?",
         "en", "evoke"),
        ("I evoke Mulldrifter with the sacrifice trigger on the stack and flicker a Wall of Omens in response. Does "
         "Mulldrifter stay?", "en", "evoke"),
        ("My opponent controls Liliana, Dreadhorde General and three creatures. I cast Wrath of God. How many cards do I "
         "draw?", "en", "trigger_count"),
        ("I control Liliana, Dreadhorde General and 3 creatures, one of them is indestructible. Opponent casts Wrath of "
         "God. How many cards do I draw?", "en", "trigger_count"),
        ("I have two Frogmite in my hand and one Seat of the Synod on the battlefield. How much does Myr Enforcer cost "
         "me?", "en", "affinity"),
        ("My 2/2 first striker blocks his 2/2. Does the 2/2 without first strike die?", "en", "strikes"),
        # permanents counted without a card named: their mana symbols aren't read
        ("gary enters and i have 2 other black permanents with BB each, how much does opp lose?", "en", "devotion"),
        # a second ninjutsu asked, not whether the ninja can be blocked
        ("Jugada de ninjas: después de que mi rival declaró que no bloqueaba, metí a Ninja of the Deep Hours con "
         "ninjutsu. En ese mismo paso de declarar bloqueadores, ¿puedo activar el ninjutsu de Mistblade Shinobi "
         "regresando a mi mano al Ninja of the Deep Hours?", "es", "blocking"),
    ],
)  # fmt: skip
def test_thirty_ninth_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # mine and theirs of one legend: one each
        ("my thalia and his thalia, do we both keep ours?", "en", "Yes. Each of you keeps yours", "legend"),
        # a Saga whose last chapter left the stack countered is sacrificed, and that is a sacrifice
        ("history of benalia capitulo III en la pila y el rival me lo contrarresta con tale's end. se sacrifica igual "
         "la saga?", "es", "Sí. History of Benalia se sacrifica", "saga"),
        ("does mayhem devil trigger when my saga (eldest reborn) goes away after chapter III?", "en",
         "Yes. The Eldest Reborn is sacrificed", "saga"),
        # commander damage: partners apart, Platinum Angel keeps you in, noncombat damage from an ability
        ("con comandantes compañeros, el daño de comandante de los dos se suma pa llegar a 21?", "es",
         "No. El daño de combate de cada comandante se cuenta por separado", "commander_damage"),
        ("ya recibi 21 de daño de combate del mismo comandante pero controlo Platinum Angel. pierdo igual?", "es",
         "No. Su controlador no pierde mientras Platinum Angel", "cant_lose"),
        ("el daño que hace una habilidad de mi comandante (no de combate) suma pa los 21 de daño de comandante?", "es",
         "No. Solo cuenta el daño de combate", "commander_damage"),
        # a deck's size said, a planeswalker commander, reminder text, a stolen creature of a player who left
        ("puedo jugar brawl con un mazo de 61 cartas contando al comandante?", "es",
         "No. Un mazo de Brawl tiene exactamente 60 cartas", "deck_size"),
        ("arme un mazo de commander normal de 100 cartas con Teferi, Master of Time de comandante. es legal?", "es",
         "No. Teferi, Master of Time no es una carta de criatura", "commander_pick"),
        ("los simbolos de mana que salen en el texto recordatorio cuentan pa la identidad de color?", "es",
         "No. El texto recordatorio se ignora", "color_identity"),
        ("si un pata pierde y se va de la partida, las criaturas suyas que yo le habia robado se quedan conmigo?", "es",
         "No. Sale de la partida con su propietario", "leaves_game"),
        # escape: a blinked Uro didn't escape; Hushbringer stops the trigger, so it stays; an escaped one stays
        ("uro escaped last turn. i cast yorion and blink uro with it to get another etb. when uro comes back at the end "
         "step does it stay?", "en", "No. Uro, Titan of Nature's Wrath is sacrificed", "escaped"),
        ("hushbringer is on the battlefield (mine) and i hard cast uro from hand for 3. does uro just stay?", "en",
         "Yes. Uro, Titan of Nature's Wrath's “enters” ability doesn't trigger", "zone_trigger"),
        ("if i escape kroxa does it get sacrificed?", "en", "No. Kroxa, Titan of Death's Hunger stays", "escaped"),
        # a chapter that isn't the last, stifled: the Saga stays
        ("my opponent stifles the chapter ii trigger of history of benalia. is the saga sacrificed?", "en", "No.",
         "saga"),
        ("opponent has hushbringer. can i cast kroxa from my hand and not sacrifice it?", "en",
         "Yes. Kroxa, Titan of Death's Hunger's “enters” ability doesn't trigger", "zone_trigger"),
        ("can i play changeling outcast in my kaheera companion deck?", "en", "Yes. Changeling Outcast", "companion"),
        # "N combat damage" is the damage taken: lethal even to the pumped creature, it dies at once (704.5g)
        ("my grizzly bears got giant growthed and took 5 combat damage. does it die at end of turn when the pump wears "
         "off?", "en", "Yes. It dies, and right away rather than at end of turn", "cleanup"),
        # put onto the battlefield by Collected Company, never cast: it didn't escape
        ("uro entra con Collected Company. ¿se queda?", "es", "No. Uro, Titan of Nature's Wrath se sacrifica: "
         "Collected Company lo pone", "escaped"),
        ("escaped uro, opp absorbed it. where does uro go?", "en", "Uro, Titan of Nature's Wrath goes to its owner's "
         "graveyard", "exile_instead"),
        # own turn only: Fires of Invention beats flash, Lurrus gives nothing on their turn
        ("fires of invention on my side. opp attacks, can i flash in brazen borrower to block?", "en",
         "No. With Fires of Invention", "own_turn"),
        ("lurrus on the battlefield, spectral sailor in my yard. can i recast it from the graveyard at the end of opp's "
         "turn?", "en", "No. Lurrus of the Dream-Den lets you cast", "own_turn"),
        # companions, card by card; Yorion's deck size
        ("puedo jugar jegantha de compañero con 4 questing beast en el mazo?", "es",
         "No. Questing Beast ({2}{G}{G}, valor de maná 4) no cumple la condición", "companion"),
        ("quiero jugar lurrus de compañero, puedo tener mystical dispute en el mazo?", "es",
         "Sí. Mystical Dispute ({2}{U}, valor de maná 3) cumple la condición", "companion"),
        ("para jugar yorion de compañero en constructed normal, de cuantas cartas tiene que ser el mazo como minimo?",
         "es", "80 cartas como mínimo", "companion"),
        # a countered Adventure was never exiled; Glass Casket and an X creature; mutate's target gone, a bounce
        ("cast swift end on their planeswalker, they quench'd it and i didnt pay the 2. can i still cast murderous rider "
         "from exile later on?", "en", "No. A countered Swift End goes to its owner's graveyard", "countering"),
        ("el rival tiene un hydroid krasis 4/4 que jugo con X=4. mi glass casket lo puede exiliar si solo pilla coste 3 "
         "o menos?", "es", "Sí. Fuera de la pila la X de Hydroid Krasis cuenta como 0", "mana_value"),
        ("i cast gemrazer for its mutate cost onto my gilded goose, they shocked the goose in response. does gemrazer "
         "still destroy their witch's oven?", "en", "No. Gemrazer never mutates", "mutate"),
        ("tenia un bicho mutado con 3 cartas (goose abajo, shoreshark y gemrazer encima) y el rival le hace petty "
         "theft. cuantas cartas me vuelven a la mano??", "es", "3: cuando un permanente mutado", "mutate"),
        # Remand's "instead", and flashback's exile beating it
        ("i cast lightning bolt and he remands it. does the bolt go back to my hand?", "en",
         "Yes. Lightning Bolt goes back to its owner's hand", "counter_war"),
        ("i snap back a lightning bolt and flash it back, he remands it. does the bolt go back to my hand?", "en",
         "No. Lightning Bolt is exiled", "counter_war"),
        # Teferi, Time Raveler stops casting, not activating: the opponent cycles on my turn, I ping in response
        ("i have teferi time raveler out. can my opp cycle shark typhoon on my turn and make a shark??", "en",
         "Yes. Teferi, Time Raveler limits when", "timing"),
        # Death's Shadow follows the life total, paid life included
        ("tengo 12 vidas y lanzo Death's Shadow. Después rompo un Flooded Strand pagando 1 vida. ¿De qué tamaño "
         "queda?", "es", "Death's Shadow es 2/2", "life_size"),
        ("tengo 13 vidas y lanzo Death's Shadow. ¿se muere?", "es", "Sí. Death's Shadow es 0/0", "life_size"),
        # an Adventure card's deck mana value is the creature's
        ("can i play brazen borrower in a gyruda companion deck? petty theft costs 2 so its even right", "en",
         "No. Brazen Borrower // Petty Theft ({1}{U}{U}, mana value 3) breaks", "companion"),
        # "gets Doom Bladed": a spell's name made a passive verb names the card
        ("my commander has Snake Umbra on it and gets Doom Bladed. does it die?", "en", "No. The creature survives",
         "survival"),
    ],
)  # fmt: skip
def test_fortieth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # a land face played from the graveyard is a permission question, not the land drop
        ("my skyclave cleric got milled. with lurrus out can i play it from the graveyard as the land side (skyclave "
         "basilica) for my land drop?", "en", "land_drop"),
        # a Saga's reminder text is no sacrifice effect
        ("akroan war chapter II forced their questing beast and wicked wolf to attack. now chapter III resolves: which "
         "of those two die?", "en", "survival"),
        # the opponent's Fires of Invention; Lurrus with no graveyard cast; "the 99" of a Commander deck
        ("my opponent has fires of invention, can i flash in brazen borrower on their turn?", "en", "own_turn"),
        ("lurrus is out, can i cast spectral sailor from my hand on my opponent's turn?", "en", "own_turn"),
        ("can i play a 99 card deck in commander?", "en", "deck_size"),
        # paying {3} for a companion is not what a deck may hold; their Death's Shadow follows their life
        ("mi rival tiene Drannith Magistrate. ¿puedo pagar {3} para poner a mi compañero Lurrus of the Dream-Den en la "
         "mano y lanzarlo?", "es", "companion"),
        ("i'm at 8 life and my opponent's death's shadow attacks, how big is it?", "en", "life_size"),
        # readings the reviewer found too broad: another legality asked beside the commander, the opponent bound by
        # the asker's Fires, a spell from the hand with Lurrus out, the opponent's life, life gained, a sideboard, an opponent's companion, a Stifled Uro trigger, a recast Uro, a counterspell never
        # cast, a bounce aimed elsewhere, the counterspell itself asked, the color indicator, partners' damage to
        # a life total, a sideboard's size
        ("con Kenrith, the Returned King de comandante, ¿es legal tener dos copias de la misma carta?", "es",
         "commander_pick"),
        ("I control Fires of Invention. Can my opponent cast spells on their turn?", "en", "own_turn"),
        ("with lurrus out, on my opponent's turn my creature went to the graveyard, can i flash in brazen borrower "
         "from my hand?", "en", "own_turn"),
        ("opp is at 5 life and i'm at 14, does my death's shadow die?", "en", "life_size"),
        ("i'm at 12 life and gain 2 life, does my death's shadow die?", "en", "life_size"),
        ("can i have bonecrusher giant in my sideboard if my deck uses lurrus as companion?", "en", "companion"),
        ("can my opponent play lurrus as a companion if my deck has bonecrusher giant?", "en", "companion"),
        ("I hard cast Uro and in response to the sacrifice trigger I Stifle it. does uro stay?", "en", "escaped"),
        ("my uro escaped last turn, then it got bounced. i recast it this turn, does it stay?", "en", "escaped"),
        ("my opponent has counterspell in hand but doesn't cast it. i cast stomp, can i cast bonecrusher giant later "
         "from exile?", "en", "countering"),
        ("my mutated creature is 3 cards, i cast petty theft on my opponent's creature. how many cards do i have in "
         "hand?", "en", "mutate"),
        ("i remand my opponent's lightning bolt, does remand go back to my hand?", "en", "counter_war"),
        ("reminder text doesn't count for color identity, but does the color indicator count?", "en", "color_identity"),
        ("my two partner commanders each hit my opponent for 12, they were at 20 life. does the damage add up to kill "
         "them?", "en", "commander_damage"),
        ("with my 60-card deck, can i play a sideboard of 20 cards?", "en", "deck_size"),
        # "does Kroxa die?" to a removal spell is not its sacrifice trigger
        ("he escaped Kroxa and the opponent Fatal Pushed it, no revolt that turn. does Kroxa die?", "en", "escaped"),
    ],
)  # fmt: skip
def test_fortieth_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a static ability that works past a life total: checked all the time, "10 or less" includes 10 (611.3a)
        ("my opponent is at 10 life, does my bloodghast have haste?", "en", "Yes. Bloodghast's ability applies now",
         "life_threshold"),
        ("i'm at 29 life, does serra ascendant have flying?", "en", "No. Serra Ascendant's ability doesn't apply now",
         "life_threshold"),
        ("tengo 30 vidas, ¿mi serra ascendant vuela?", "es", "Sí. La habilidad de Serra Ascendant se aplica ahora",
         "life_threshold"),
        # an Adventure half in Spanish chat after an article; a countered Adventure isn't exiled (715.3d)
        ("mi rival me lanza un counterspell al stomp, ¿puedo lanzar el gigante desde el exilio luego?", "es",
         "No. Stomp contrarrestado va al cementerio", "countering"),
        # a commander deck of 60 with the commander named
        ("my commander is kenrith, is a 60 card deck legal?", "en", "No. Exactly 100 cards", "deck_size"),
        # the legend rule per controller, the opponent said as "opp has"
        ("opp has jace tms out. i just resolved my own jace tms. do both stay on the battlefield?", "en",
         "Yes. Each of you keeps yours", "legend"),
        ("i clone kat's atraxa. does either of us have to bin one because of the legend rule?", "en",
         "No. Each of you keeps yours", "legend"),
        ("Lanzo Rite of Replication con estímulo (kicker) sobre mi comandante Krenko, Mob Boss. ¿me quedo con las "
         "cinco fichas?", "es", "No. Tú eliges cuál conservas", "legend"),
        # "totally free" under Thalia; Remand's draw still happens against an uncounterable spell
        ("thalia is on their side. can i still force of will totally free by pitching a blue card?", "en",
         "No. You pay {1} more for Force of Will", "costs"),
        ("remanded their abrupt decay just to cantrip. do i still draw the card even tho decay cant be countered?",
         "en", "Yes. You can cast Remand targeting Abrupt Decay", "countering"),
        # Leyline of the Void exiles a nontoken Wurmcoil: no tokens at all; "how many tokens" asks for the count
        ("opp has leyline of the void. they killed my wurmcoil engine. how many wurm tokens do i get?", "en",
         "None (0): because of Leyline of the Void", "replacement"),
        # a reanimated Uro didn't escape
        ("uro got entombed so i just reanimated it instead of escaping. do i get to keep the 6/6?", "en",
         "No. Uro, Titan of Nature's Wrath is sacrificed", "escaped"),
        # X counted as the trigger resolves, one creature killed in response
        ("bajo el craterhoof con 4 criaturas mas en mesa y con el trigger en la pila el otro me mata una en respuesta. "
         "cuanto es la X?", "es", "X es 4", "x_count"),
        # a dying token does go to the graveyard: the dies trigger sees it
        ("clamped one of my young pyromancer elemental tokens (1/1 so it just dies). tokens dont really go to the "
         "graveyard tho so do i still draw 2?", "en", "Yes. A token that dies does go", "token_gone"),
        # a stolen creature leaves with its owner; APNAP on the active player's turn; an empty library alone
        ("le robé un bicho al de la izquierda con un efecto de control y ahora el pibe concede. ¿Se va también el bicho "
         "que yo controlo?", "es", "Sí. Sale de la partida con su propietario", "leaves_game"),
        ("en mi turno, una habilidad mía y otra del de enfrente se disparan juntas a la vez. ¿La mía va primero?", "es",
         "No. Las habilidades de tu oponente se resuelven primero", "stack_order"),
        ("me han molido la biblioteca entera en el turno del rival. ¿Pierdo ya mismo?", "es", "No. No por sí sola",
         "empty_library"),
        # the rest of a destroy-and-token spell against an indestructible creature the question doesn't name
        ("le tiro Pongify a una criatura indestructible del rival. ¿se lleva igualmente el Simio 3/3?", "es",
         "Sí. La criatura no se destruye, pero Pongify se resuelve igualmente", "survival"),
        # the command zone: too late a turn later; Drannith Magistrate whoever casts; "if you control a commander"
        ("me exiliaron el comandante y no lo mandé a la zona de mando en ese momento. Un turno después, ¿lo puedo "
         "pasar a la zona de mando?", "es", "No. Demasiado tarde", "command_zone"),
        ("tengo Drannith Magistrate en mesa. El pibe de al lado quiere lanzar su comandante desde la zona de mando, "
         "¿puede?", "es", "No. Drannith Magistrate", "command_zone"),
        ("i have drannith magistrate out, can i cast my commander from the command zone?", "en",
         "Yes. Drannith Magistrate stops only its controller's opponents", "command_zone"),
        ("mi comandante está en la zona de mando y no hay ningún otro comandante en el campo. ¿Puedo lanzar Deflecting "
         "Swat gratis?", "es", "No. Deflecting Swat pregunta si controlas un comandante", "commander_pick"),
        # Blood Moon: what a nonbasic land taps for, Mountains for Fireblast, still nonbasic for Price of Progress
        ("blood moon just hit the table. what does my dryad arbor tap for now, and is it still a creature?", "en",
         "With Blood Moon, Dryad Arbor is a Mountain", "blood_moon"),
        ("i have my own blood moon out and only duals like underground sea. can i fireblast by sacking two of them?",
         "en", "Yes. With Blood Moon, every nonbasic land is a Mountain", "blood_moon"),
        ("tengo blood moon y solo tierras dobles, ¿puedo pagar fireblast sacrificando dos de ellas?", "es",
         "Sí. Con Blood Moon, cada tierra no básica es una Montaña", "blood_moon"),
        ("el opp tiene 4 tierras no basicas y hay blood moon. si le tiro price of progress cuanto daño le hago?", "es",
         "8: Blood Moon cambia sus tipos de tierra", "blood_moon"),
        # a trigger exists apart from its source, even when what it does is countering
        ("opp has chalice on 1, i cast sol ring and in response to the trigger i destroy the chalice. does the trigger "
         "still counter my sol ring?", "en", "Yes. Chalice of the Void's ability still resolves", "source_gone"),
        # Chalice's number in words, an X spell's mana value on the stack, an Adventure half by its own cost
        ("opp has chalice of the void on FOUR. i cast walking ballista with x=2. does the chalice counter it?", "en",
         "Yes. Walking Ballista has mana value 4 on the stack", "mana_value"),
        ("tengo chalice en 2 y mi rival lanza stomp, se contrarresta?", "es", "Sí. Stomp tiene valor de maná 2",
         "mana_value"),
        # a tapped blocker still deals damage; paying more life than one has; protection from a creature type
        ("goblin guide attacks, i block with my animated mishras factory and then tap the factory to pump it. does my "
         "factory still deal its damage?", "en", "Yes. Tapping or untapping a creature already declared", "blocking"),
        ("at 5 life facing a board of big dudes. can i cast toxic deluge paying X=6 life?", "en",
         "No. At 5 life you can't pay 6 life", "pay_life"),
        ("can i exert glorybringer to hit their baneslayer angel?", "en",
         "No. Baneslayer Angel has protection from Dragons", "targets"),
        # attackers listed one by one; a blocker removed by a named spell before damage
        ("swing with hellrider, goblin guide and two elemental tokens at their face. how much damage do the hellrider "
         "triggers do?", "en", "4: Hellrider's ability triggers once", "attack_count"),
        # who chooses first when every player chooses (101.4)
        ("illo tiro show and tell en mi turno, quien elige primero lo q mete, yo o el otro?", "es", "Tú eliges primero",
         "choice_order"),
        # a pitched card's color from its mana cost
        ("puedo pitchear el mox sapphire pa pagar el force of will? es azul no?", "es", "No. Mox Sapphire es incolora",
         "pitch_color"),
        ("can i pitch brainstorm to force of will?", "en", "Yes. Brainstorm is blue", "pitch_color"),
        # a draw limit after the player's first draw of the turn
        ("i have narset, parter of veils out. opp drew for turn then cast brainstorm. how many cards does he draw off "
         "it?", "en", "0: Narset, Parter of Veils", "draw_limit"),
        # Pithing Needle stops what isn't a mana ability; a blinked creature is summoning sick
        ("opp named my black lotus with pithing needle. can i still sac the lotus for 3 mana?", "en",
         "Yes. Pithing Needle stops only activated abilities that aren't mana abilities", "needle"),
        ("they named my mother of runes with pithing needle, can i still tap it?", "en", "No. Pithing Needle stops",
         "needle"),
        ("i cloudshift my llanowar elves after tapping it for mana, can i tap it again this turn?", "en",
         "No. Llanowar Elves comes back untapped", "blink_tap"),
        # Blood Moon leaves granted abilities; an Elk has no shuffle-instead left
        ("el rival tiene Blood Moon y yo tengo Chromatic Lantern. ¿mis tierras no básicas siguen dando maná de "
         "cualquier color?", "es", "Sí. Blood Moon solo quita las habilidades del propio texto", "blood_moon"),
        ("i +1'd oko on their tinkered blightsteel colossus, then dismembered the elk. where does the blightsteel end "
         "up?", "en", "To the graveyard: Oko, Thief of Crowns took away all", "loses_abilities"),
        # dying at the same time as the others: the dies trigger sees them all
        ("tengo Blood Artist y tres criaturas más, y el rival tira Wrath of God. El Blood Artist se muere a la vez que "
         "los otros, ¿dispara igual por todos?", "es", "Sí. Blood Artist se dispara una vez por cada criatura",
         "trigger_count"),
        # a propaganda held by a player named by name, another player attacked
        ("kat has propaganda out. i'm attacking jun with 3 creatures — do i have to pay anything?", "en",
         "No. Propaganda taxes only creatures attacking its controller", "attack_tax"),
    ],
)  # fmt: skip
def test_forty_first_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # a life total that moves, or the opponent's Serra Ascendant with nothing said of their life
        ("opp at 12, i bolt them, does bloodghast have haste?", "en", "life_threshold"),
        ("my opponent has serra ascendant and is at 35 life, does it fly?", "en", "life_threshold"),
        # a card merely beside the pitch spell is not the card pitched; another card changes colors
        ("does thalia tax force of will if i pitch it? or is the pitch still free", "en", "pitch_color"),
        ("my snapcaster gave flashback to the force of will in my graveyard: may i pitch a blue card for it?", "en",
         "pitch_color"),
        # Narset's limit binds only its controller's opponents
        ("i have narset, parter of veils and i drew for turn, then brainstorm, how many do i draw?", "en",
         "draw_limit"),
        # Containment Priest before Reanimate resolves: the target is still in the graveyard
        ("reanimate on griselbrand, opp flashes in containment priest in response so grisel gets exiled instead. how "
         "much life do i lose?", "en", "targets"),
        # naming a card for the Needle is not what its abilities do
        ("Mi rival tiene a Nissa, Vastwood Seer. Con Pithing Needle puedo nombrar Nissa, Sage Animist para que no pueda "
         "usar las habilidades de lealtad?", "es", "needle"),
        # a blinked creature with haste said
        ("i flicker my llanowar elves, it has haste from my fervor. can i tap it again?", "en", "blink_tap"),
    ],
)  # fmt: skip
def test_forty_first_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # an independent reviewer's readings of this round's code that were too broad, each now left to others
        ("Can Baneslayer Angel block my opponent's Glorybringer?", "en", "targets"),
        ("Opponent has Blood Moon and I have Chromatic Lantern. Does Ancient Tomb still tap for two colorless?", "en",
         "blood_moon"),
        ("Blood Moon is out. Does Chromatic Lantern stop my nonbasic lands from becoming Mountains?", "en",
         "blood_moon"),
        ("Opponent has Blood Moon. Can I cast Fireblast from my graveyard by sacrificing two Mountains?", "en",
         "blood_moon"),
        ("Can Bloodghast block if my opponent is on 8 life?", "en", "life_threshold"),
        ("Does my Serra Ascendant still have lifelink when I'm on 20 life?", "en", "life_threshold"),
        ("My opponent has Pithing Needle naming a different card. Can I crack my Polluted Delta?", "en", "needle"),
        ("I blinked my Birds of Paradise with Ephemerate during my opponent's end step. Can I tap it again for mana on "
         "my turn?", "en", "blink_tap"),
        ("I have Spirit of the Labyrinth. After my draw step I cast Brainstorm. How many cards do I put back?", "en",
         "draw_limit"),
        ("Blood Moon is out. I have 2 nonbasic lands and my opponent has 4. How much damage does Price of Progress deal "
         "to my opponent?", "en", "blood_moon"),
        ("It's my own turn. Can I pitch Llanowar Elves to Force of Vigor?", "en", "pitch_color"),
        ("Can I pitch Transguild Courier to Force of Will?", "en", "pitch_color"),
        ("Can I exile Snapcaster Mage from my graveyard to pay for Force of Will?", "en", "pitch_color"),
        ("I have Vedalken Orrery and cast Eureka on my opponent's turn. Who puts first?", "en", "choice_order"),
        ("Four-player Commander. I stole a creature from the guy on my left with Control Magic, then the player on my "
         "right conceded. Does the creature leave the game too?", "en", "leaves_game"),
        ("My opponent is at 11 and shocks in a Steam Vents untapped. Does my Bloodghast have haste?", "en",
         "life_threshold"),
    ],
)  # fmt: skip
def test_forty_first_round_review_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the reviewer's cases that keep a verdict, now the right one
        ("If I destroy Chalice of the Void with its trigger on the stack, does that stop it from countering my Sol "
         "Ring?", "en", "No. Chalice of the Void's ability still resolves", "source_gone"),
        ("I control Drannith Magistrate. My opponent cast Swords to Plowshares on it; in response, can I cast my "
         "commander from the command zone?", "en", "Yes. Drannith Magistrate stops only", "command_zone"),
        ("Kat has Ghostly Prison. If I attack directly with 3 creatures, how much do I pay?", "en", "6 mana",
         "attack_tax"),
        ("I attack with Hellrider, 2/2 Zombie token and 3/3 Angel token. How much damage does Hellrider deal?", "en",
         "3: Hellrider's ability triggers once", "attack_count"),
    ],
)  # fmt: skip
def test_forty_first_round_review_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("my opponent needled my black lotus. can i still sacrifice it for mana?", "en",
         "Yes. Pithing Needle stops only activated abilities that aren't mana abilities", "needle"),
        ("i named teferi, time raveler with my pithing needle, so i can flash things in on his turn now right?", "en",
         "No. Pithing Needle stops only activated abilities; Teferi, Time Raveler's restriction", "needle"),
        ("¿puedo pagar Daze devolviendo mi Tropical Island girada? no es una isla básica", "es",
         "Sí. El coste de Daze solo pide devolver o sacrificar el permanente", "alt_costs"),
        ("their tarmogoyf wears sword of fire and ice. can i bounce it with jace, the mind sculptor's -1?", "en",
         "No. Sword of Fire and Ice gives Tarmogoyf protection from blue", "targets"),
        ("my murderous redcap came back with persist. how much damage does its enters ability deal now?", "en",
         "1: Murderous Redcap came back with persist", "undying"),
        ("i mana drain a force of will they cast by pitching a card. how much mana do i get next main phase?", "en",
         "5: Mana Drain adds {C} equal to Force of Will's mana value", "mana_value"),
        ("mi mirran crusader con umezawa's jitte no es bloqueado. cuantos contadores gana la jitte?", "es",
         "4: Mirran Crusader tiene dañar dos veces", "strike_triggers"),
        ("tengo un mirran crusader con umezawa's jitte y no me lo bloquean. ¿cuántos contadores pone la jitte?", "es",
         "4: Mirran Crusader tiene dañar dos veces", "strike_triggers"),
        ("opp has sword of fire and ice on their goyf. can i -1 my jace tms to bounce it?", "en",
         "No. Sword of Fire and Ice gives Tarmogoyf protection from blue", "targets"),
        ("my fencing ace carries sword of fire and ice and goes unblocked. how many cards do i draw?", "en",
         "2: Fencing Ace has double strike", "strike_triggers"),
        ("they flashed in a rabid bite on my creature... no wait: i cast domri's ambush and they bounce my creature "
         "in response. does it still deal damage to their creature?", "en",
         "No. Domri's Ambush still resolves for its legal target", "targets"),
        ("i cast swift end on their creature and it gets hexproof in response, so it fizzles. do i still lose 2 "
         "life?", "en", "No. Murderous Rider // Swift End doesn't resolve", "targets"),
        ("opp on teferi, time raveler. can i cycle my shark typhoon during their end step?", "en",
         "Yes. Teferi, Time Raveler limits when", "timing"),
        ("torpor orb's cousin hushbringer is out and i cast uro from my hand without escape, does uro stay on the "
         "battlefield?", "en", "Yes. Uro, Titan of Nature's Wrath's “enters” ability doesn't trigger", "zone_trigger"),
        ("winota put my tajic onto the battlefield tapped and attacking. does tajic's mentor go off?", "en",
         "No. A creature put onto the battlefield attacking was never declared", "attack_trigger"),
        ("elijo par con extinction event y el rival tiene fichas de shark typhoon 4/4. ¿se van?", "es",
         "Sí. Una ficha que no es copia de nada no tiene coste de maná", "mana_value"),
        ("i have torbran out and my mayhem devil pings my opponent. how much damage does the ping deal?", "en",
         "Mayhem Devil deals 3 damage", "replacement"),
        ("i mutate gemrazer onto my creature and they kill it in response. does gemrazer still destroy their "
         "artifact?", "en", "No. Gemrazer never mutates", "mutate"),
        ("i play a land with lotus cobra out and they shock the cobra in response to its trigger. do i still get "
         "the mana?", "en", "Yes. Lotus Cobra's ability still resolves", "source_gone"),
        ("my opponent uses teferi, time raveler's -3 on my bonecrusher giant. does the giant's trigger deal 2 to "
         "them?", "en", "No. Bonecrusher Giant's ability triggers only when it becomes the target of a spell",
         "targeted_trigger"),
        ("my hydroid krasis for x=7 gets countered. do i still draw and how many?", "en",
         "3: Hydroid Krasis's “when you cast” ability", "cast_trigger"),
        ("i control mayhem devil and my opponent sacrifices their evolving wilds. do i get a ping?", "en",
         "Yes. Sacrificing Evolving Wilds to pay its own ability's cost is a sacrifice", "sacrifice_trigger"),
        ("casteo uro desde la mano, sin escapar. ¿gano igual las 3 vidas y robo antes de sacrificarlo?", "es",
         "Sí. Las dos habilidades de Uro, Titan of Nature's Wrath al entrar", "escaped"),
        ("el rival tiene narset, parter of veils y ya robé en mi paso de robo. si lanzo opt, ¿robo la carta?", "es",
         "No. Narset, Parter of Veils solo deja", "draw_limit"),
        ("en brawl el comandante del rival ya me hizo 23 de daño de combate, ¿pierdo?", "es",
         "No. Brawl no usa la regla de daño de comandante", "commander_damage"),
        ("in brawl can i run two copies of the same nonbasic card?", "en", "No. One copy", "deck_size"),
        ("how many cards does a brawl deck have?", "en", "A Brawl deck has exactly 60 cards", "deck_size"),
        ("my spell has two targets and one of them became illegal. does it still resolve?", "en",
         "Yes.", "targets"),
        ("el rival tiene Teferi, Time Raveler. En su turno quiero ciclar Shark Typhoon. ¿Puedo?", "es",
         "Sí. Teferi, Time Raveler limita", "timing"),
        ("I cast Gideon Blackblade this turn. He's a creature on my turn, so can he attack right away?", "en",
         "No. Gideon Blackblade can't attack", "sickness"),
        ("mi biblioteca está vacía y mi Thassa's Oracle entra; no tengo más permanentes azules. ¿gano?", "es",
         "Sí. Tu devoción a azul es 2", "devotion"),
        ("I have Edgewall Innkeeper and Collected Company puts a Bonecrusher Giant onto the battlefield. Do I draw?",
         "en", "No. Collected Company puts Bonecrusher Giant onto the battlefield without casting it", "not_cast"),
        ("can chapter I of elspeth conquers death exile their emeria, shattered skyclave? the front side costs 7",
         "en", "No. On the battlefield a modal double-faced permanent has only the characteristics of its face-up",
         "mana_value"),
        # Obosh's odd mana value read from the Adventure's cost on the stack (2, even), the creature's on the
        # battlefield (3, odd)
        ("tengo obosh en mesa y le tiro stomp a la cara al rival. le hace 4 no?", "es",
         "No. Stomp hace 2 de daño: su valor de maná al hacer el daño es 2, que es par", "replacement"),
        ("I have Obosh, the Preypiercer and my Bonecrusher Giant attacks unblocked. How much damage does it deal?",
         "en", "Bonecrusher Giant // Stomp deals 8 damage", "replacement"),
        ("i have edgewall innkeeper and cast stomp, the adventure of my bonecrusher giant. do i draw?", "en",
         "No. Edgewall Innkeeper's ability triggers only when you cast a creature spell, and Stomp is not one",
         "cast_trigger"),
        ("my opponent's Etali, Primal Storm attacks me and I block with Solemn Simulacrum, then I sacrifice the "
         "Solemn to my Viscera Seer before damage. Does Etali deal damage to me?", "en",
         "No. Etali, Primal Storm stays blocked", "still_blocked"),
    ],
)  # fmt: skip
def test_forty_second_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # a count before a sentence break is no second copy of a legend
        ("I attack with Questing Beast and they block with a 3/3. After blocks I shrink the blocker to power 2. "
         "Questing Beast is unblocked now?", "en", "legend"),
        # Korvold watches only its controller's sacrifices: whose sacrifice it was isn't said here
        ("korvold is out and someone cracks evolving wilds. does korvold trigger?", "en", "sacrifice_trigger"),
        # an enters trigger of a permanent only destroyed, never said to enter, is not waiting on the stack; the
        # madness question isn't about the opponent's sorcery's timing
        ("opp krosan grips my isochron scepter. can i use deathrite shaman's first ability while grip is on the "
         "stack?", "en", "source_gone"),
        ("el rival me tira thoughtseize en su turno y descarto mi big game hunter. puedo lanzarlo por locura?", "es",
         "timing"),
        # a watcher of casting, but the card was cast after all
        ("I have Edgewall Innkeeper and I hard cast Bonecrusher Giant after Collected Company. Do I draw?", "en",
         "not_cast"),
    ],
)  # fmt: skip
def test_forty_second_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # an independent reviewer's readings of this round's code that were too broad, each now left to others
        ("In Brawl my commander has 22 power and blocks their 5/5. Is the 5/5 dead?", "en", "commander_damage"),
        ("In Brawl, I'm at 20 life and my opponent's commander hits me for 24 combat damage. Do I lose?", "en",
         "commander_damage"),
        ("My opponent Pithing Needled my Teferi, Time Raveler. Can I still cast instants on their turn?", "en",
         "needle"),
        ("I ninjutsu Ninja of the Deep Hours in, returning my unblocked Goblin Guide. Does the Ninja's draw trigger "
         "work when it deals damage?", "en", "attack_trigger"),
        ("Mayhem Devil is in my graveyard. If I crack my Evolving Wilds, does Mayhem Devil trigger?", "en",
         "sacrifice_trigger"),
        ("With Young Pyromancer out I cast Reanimate on Griselbrand. Do I get a token?", "en", "not_cast"),
        ("With Edgewall Innkeeper out, I cast Bonecrusher Giant from exile after its adventure resolved. Do I draw a "
         "card?", "en", "not_cast"),
        ("I have Obosh, the Preypiercer. I cast Fireball with X=3 targeting my opponent, how much damage?", "en",
         "replacement"),
        ("Their Tarmogoyf is equipped with Sword of Fire and Ice. Can I Lightning Bolt my opponent's face instead?",
         "en", "targets"),
        ("Can I target their Emeria, Shattered Skyclave with Abrupt Decay?", "en", "mana_value"),
        ("My Murderous Redcap came back with persist while I control Glorious Anthem. How much damage does it deal "
         "when it enters?", "en", "undying"),
        ("My opponent has Narset, Parter of Veils and I already drew for the turn. I cast Uro from my hand, do I "
         "still draw a card?", "en", "escaped"),
        ("I have T3feri out and my opponent is on 3 life. Can I flash in Brazen Borrower on his end step?", "en",
         "timing"),
        ("I control a Fencing Ace and an Umezawa's Jitte on my other creature, both unblocked. How many counters?",
         "en", "strike_triggers"),
        ("If I cast Lightning Bolt on Tarmogoyf with an instant in my graveyard which one does it kill", "en",
         "lethal"),
    ],
)  # fmt: skip
def test_forty_second_round_review_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the reviewer's cases that keep a verdict, now the right one
        ("I have Torbran, Thane of Red Fell out and attack with Hellrider. How much damage does Hellrider's trigger "
         "deal?", "en", "Hellrider deals 3 damage", "replacement"),
        ("My opponent has Teferi, Time Raveler. On his turn I cycle Street Wraith, and in response can I Brainstorm?",
         "en", "No. Teferi, Time Raveler lets its controller's opponents cast spells only", "timing"),
        ("With Edgewall Innkeeper out, I cast Bonecrusher Giant from exile after its adventure resolved. Do I draw "
         "a card?", "en", "Yes. Edgewall Innkeeper's ability triggers whenever you cast a creature spell",
         "cast_trigger"),
    ],
)  # fmt: skip
def test_forty_second_round_review_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("my murderous redcap came back with persist, how much does it ping for now?", "en", "1: Murderous Redcap",
         "undying"),
        ("my thassa's oracle is entering with 3 cards left in my library and devotion 2, do i win?", "en",
         "No. Your devotion is 2, as you say.", "devotion"),
        ("ball lightning got blocked by a hill giant, i terror the giant before damage. does it trample all 6 over?",
         "en", "Yes. Ball Lightning stays blocked, but it has trample", "still_blocked"),
        ("my Carnage Tyrant attacks his Teferi, Hero of Dominaria and he chumps with a 2/2, then bounces the 2/2 "
         "before damage. How much hits teferi?", "en", "7: All 7 damage of Carnage Tyrant goes to Teferi",
         "still_blocked"),
        ("fireball x=6 split between their serra angel and their face. they unsummoned the angel in response. how "
         "much does the face take now?", "en", "6: Fireball's damage is divided as it resolves", "targets"),
        ("rolling thunder X=6: 3 a su kor skyfisher y 3 a la cara. responde con ephemerate en el skyfisher. cuanto "
         "le llega a la cara?", "es", "3: Rolling Thunder se resuelve igualmente", "targets"),
        ("on 2 life. can i flashback deep analysis? it says pay 3 life", "en", "No. At 2 life you can't pay 3 life",
         "pay_life"),
        ('paid 2WW to flip my morph exalted angel, opp tried to bolt it "in response" while it was still a 2/2. is '
         "that a thing?", "en", "No. Turning a face-down creature face up is a special action", "face_down"),
        ("flashed back call of the herd and they counterspell it. can i flash it back again next turn?", "en",
         "No. Call of the Herd is exiled", "exile_instead"),
        ("i have astral slide and lightning rift, opp cycles barren moor. they say they pick what order the "
         "triggers go on the stack. who decides, me or them?", "en", "You choose", "stack_order"),
        ("lord of atlantis gives my merfolk islandwalk. opp has no basic islands, only a tropical island. can they "
         "block it?", "en", "No. The creature with islandwalk can't be blocked", "evasion"),
        ("if i icy their howling mine during their upkeep, do they still get the extra card in their draw step?",
         "en", "No. Howling Mine's ability doesn't trigger", "intervening_if"),
        ("my negator got blocked by blastoderm, took 5 and died. do i still have to sac permanents?", "en",
         "Yes. Phyrexian Negator's ability triggers on the damage itself", "damage_trigger"),
        ("su-chi died in combat and i got the 4 colourless. can i hold it and use it in my second main phase?",
         "en", "No. Unspent mana doesn't keep", "mana_empties"),
        ("control magic'd my mates serra angel this turn. it has vigilance so can it swing straight away?", "en",
         "No. Serra Angel came under your control this turn", "timing"),
        ("al inicio del paso final no hay criaturas y se dispara el sacrificio de Pestilence. En respuesta flasheo "
         "Spellstutter Sprite. Se sacrifica igual?", "es", "No. La habilidad de Pestilence no hace nada",
         "intervening_if"),
        ("ataco con Kor Skyfisher y antes del daño le tiro Ephemerate. Vuelve atacando?", "es",
         "No. Al dejar el campo de batalla la criatura se retira del combate", "delayed_blink"),
        ("pumpeo Atog sacrificando 4 artefactos (queda 9/10) y lo sacrifico para Fling. Hace 9?", "es", "Sí. 9:",
         "fling"),
        ("Guardian of the Guildpact tiene proteccion contra monocolor. Me lo puede bloquear un Ornithopter?", "es",
         "Sí. Ornithopter puede bloquear a Guardian of the Guildpact", "blocking"),
        ("el rival tiene Blood Moon y mi unica tierra con tipo Swamp es Watery Grave. Puedo lanzar Snuff Out pagando "
         "4 vidas?", "es", "No. Con Blood Moon en juego, Watery Grave es solo una Montaña", "blood_moon"),
        ("me bloquean el atacante, mato al bloqueador con Lightning Bolt y quiero hacer ninjutsu con Ninja of the "
         "Deep Hours devolviendo ese atacante. Se puede?", "es", "No. Ninjutsu devuelve una criatura atacante no "
         "bloqueada", "ninjutsu"),
        ("para jugar Lurrus of the Dream-Den de compañero, puedo tener Walking Ballista en el main?", "es",
         "Sí. Walking Ballista ({X}{X}, valor de maná 0)", "companion"),
        ("puedo tener 4 copias de una carta en el main y otras 2 en el banquillo?", "es",
         "No. El límite de cuatro copias cuenta el mazo y el banquillo juntos: son 6", "deck_size"),
        ("opp has Hushbringer out. if i cast Ravenous Chupacabra does the destroy trigger still happen?", "en",
         "No. Hushbringer stops creatures entering", "extra_triggers"),
        ("tengo Mayhem Devil y mi rival lanza Village Rites sacrificando una criatura. ¿el daño del Devil se "
         "resuelve antes que Village Rites?", "es", "Sí. El sacrificio de Village Rites se paga mientras se lanza",
         "sacrifice_trigger"),
        ("tengo Mayhem Devil y mi rival lanza Liliana's Triumph. ¿el Devil hace daño antes de que termine?", "es",
         "No. El sacrificio ocurre mientras Liliana's Triumph se resuelve", "sacrifice_trigger"),
        ("mi Brazen Borrower esta exiliado de aventura y mi rival bajó Drannith Magistrate. ¿puedo lanzar el "
         "Borrower desde el exilio?", "es", "No. Drannith Magistrate solo deja", "command_zone"),
        ("i'm on 2 life. he attacks with a 3/3 and a 2/2, I block the 2/2 with Vampire Nighthawk and take the 3 "
         "from the other one. The unblocked 3/3 has first strike. does the lifelink keep me alive?", "en",
         "No. The creature hitting you has first strike", "lifelink_race"),
        ("the edinburgh lad just Fatal Pushed my Bonecrusher Giant. does he still take the 2 from the giant?", "en",
         "Yes. Fatal Push targets Bonecrusher Giant", "targeted_trigger"),
        ("the edinburgh lad just used Ravenous Chupacabra on my Bonecrusher Giant. does he still take the 2?", "en",
         "No. Bonecrusher Giant's ability triggers only when it becomes the target of a spell", "targeted_trigger"),
        ("opp's Heliod, Sun-Crowned is a creature. It already took 3 damage in combat this turn and then i Grasp of "
         "Darkness it. does my Grasp of Darkness kill it?", "en",
         "No. Heliod, Sun-Crowned survives: it gets -4/-4 and keeps toughness 1, so the damage", "survival"),
        ("lackey connects, i drop siege-gang commander off the trigger. does it still make its tokens even tho i "
         "didnt cast it?", "en", "Yes. Siege-Gang Commander's enters ability triggers", "not_cast"),
        ("blocked their hurloon minotaur with my animated mishras factory then tapped the factory. opp reckons "
         "tapped blockers dont deal damage?? does my factory still hit it", "en", "Yes. Tapping or untapping",
         "blocking"),
        ("le tiro chainer's edict al rival, yo elijo cual criatura sacrifica no?", "es", "No. Cada jugador",
         "sacrifice"),
        ("el rival es monarca por palace sentinels. si le hago fling a la cara con mi criatura, me vuelvo monarca?",
         "es", "No. El monarca solo cambia con daño de combate", "designations"),
        ('contra affinity, puedo elegir "incoloro" con prismatic strands?', "es", "No. Cuando Prismatic Strands",
         "choose_color"),
        ("cast 3 spells this turn then brain freeze at my opp. how many cards does he mill", "en", "12 cards",
         "storm"),
        ("tengo Chalice of the Void con 0 contadores y el rival lanza Gitaxian Probe pagando 2 vidas. Dice que el "
         "Chalice se lo come, es asi?", "es", "No. Gitaxian Probe tiene valor de maná 1", "mana_value"),
        ("opp swords my juzam, i giant growth it in response (panic lol). how much life do i get off the swords",
         "en", "Its controller gains 8 life", "life_from_power"),
    ],
)  # fmt: skip
def test_forty_third_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # a morph turned face up in response to a spell is the timing reasoner's yes, not "nothing to respond to"
        ("my face-down exalted angel (morphed) gets bolted. can i unmorph it in response?", "en", "face_down"),
        # an enters trigger not asked about: Path to Exile's land, Sneak Attack's sacrifice
        ("they path my stoneforge mystic and i ephemerate it in response. does path still exile it?", "en",
         "not_cast"),
        ("sneak attack a guy in, then later flash in resto and blink him. do i still have to sac him at end of "
         "turn?", "en", "not_cast"),
        # the sacrifice outlet is no attacker
        ("they swing a 6/6 with no trample at me, i chump with a 1/1 token then sac the token to viscera seer "
         "before damage. how much damage do i take", "en", "still_blocked"),
        # a counterspell aimed at the Giant's Adventure, and a spell aimed at another creature, don't target the Giant
        ("opp cancels my stomp (bonecrusher giant adventure). can I still cast the giant later from exile?", "en",
         "targeted_trigger"),
        # a leaving trigger under Torpor Orb
        ("opp has torpor orb. when thragtusk leaves the battlefield do i still get the 3/3 beast?", "en",
         "extra_triggers"),
        # Act of Treason gives haste
        ("i act of treason their llanowar elves. can i tap it for mana this turn?", "en", "sickness"),
    ],
)  # fmt: skip
def test_forty_third_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # an independent reviewer's readings of this round's code that were too broad, each now left to others
        ("I'm at 3 life. I block with my Vampire Nighthawk on his 3/3 first striker and take 3 from his Hill Giant. "
         "Am I still alive?", "en", "lifelink_race"),
        ("I'm at 2 life. I block his Craw Wurm with my Drogskol Reaver, which has double strike, and I take 6 from "
         "his other unblocked guy. Do I survive?", "en", "lifelink_race"),
        ("My devotion to blue would be 2 without Thassa's Oracle itself, and I have 3 cards left in my library. Do I "
         "win when the Oracle enters?", "en", "devotion"),
        ("I run 10 copies of Relentless Rats in the main deck and 3 more in the sideboard, is that allowed?", "en",
         "deck_size"),
        ("Tengo 18 copias de Island en el main y otras 4 en el banquillo, ¿es legal?", "es", "deck_size"),
        ("I attack with two creatures and they block one of them. Can I ninjutsu in Ninja of the Deep Hours by "
         "returning the other one?", "en", "ninjutsu"),
        ("My Ninja of the Deep Hours got blocked by a 1/1. Does it still kill the blocker?", "en", "ninjutsu"),
        ("With Painter's Servant I pick blue, are my colorless artifacts blue now?", "en", "choose_color"),
        ("I control Korvold, Fae-Cursed King. My opponent casts Village Rites sacrificing a creature. Does my "
         "Korvold trigger resolve before Village Rites?", "en", "sacrifice_trigger"),
        ("Pestilence triggers at end step because my Snapcaster Mage died. In response opp casts Shock at me. Is "
         "Pestilence sacrificed?", "en", "intervening_if"),
        ("I have Leyline Tyrant out. I made 5 red mana in my upkeep, can I keep it and use it next turn?", "en",
         "mana_empties"),
        ("I unmorph my face-down Den Protector. Can my opponent respond to the flip trigger and exile the card in my "
         "graveyard?", "en", "face_down"),
        ("My Craw Wurm doesn't have trample. It's blocked by Grizzly Bears and I Swords to Plowshares the bears "
         "before damage. Does it hit the player?", "en", "still_blocked"),
        ("I attack with Lord of Atlantis and my opponent controls Tropical Island. Can he block my Lord?", "en",
         "evasion"),
        ("Opp has Blood Moon. Watery Grave isn't my only Swamp, I also have a basic Swamp. Can I cast Snuff Out for "
         "4 life?", "en", "blood_moon"),
        ("I took 4 from his unblocked guy, and my Phyrexian Negator blocked his Craw Wurm and died. How many "
         "permanents do I still have to sacrifice?", "en", "damage_trigger"),
        ("I cast Fling sacrificing my Grizzly Bears, does it do 2 damage to each of his creatures?", "en", "fling"),
        ("el rival tiene Drannith Magistrate, ¿puedo jugar tierras desde mi cementerio con Crucible of Worlds?",
         "es", "command_zone"),
    ],
)  # fmt: skip
def test_forty_third_round_review_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("I cast Brain Freeze after 3 other spells. How many cards are left in his library if he had 10?", "en",
         "3 copies", "storm"),
        ("I cast Fireball with X=6 split between their Serra Angel, their Grizzly Bears and their face. They "
         "sacrifice the angel in response. How much damage does their face take?", "en", "Fireball still resolves",
         "targets"),
        ("Opp casts Innocent Blood. Do I get to pick which of my creatures I sacrifice?", "en",
         "Each player who has to sacrifice chooses", "sacrifice"),
        # answers typed as a player would on the fresh clone
        ("tengo 3 de vida y le pago 4 a snuff out, puedo?", "es", "No. Con 3 vidas no puedes pagar 4 vidas", "pay_life"),
        ("my opp thinks they can bolt my morph in response to me flipping it?? is that right", "en",
         "No. Turning a face-down creature face up is a special action", "face_down"),
    ],
)  # fmt: skip
def test_forty_third_round_review_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a spell without the word "target" never makes the Giant a target (it was left alone last round, now read)
        ("Opp Pyroclasmed my Bonecrusher Giant, does he still take the 2?", "en",
         "No. Pyroclasm doesn't use the word “target”", "targeted_trigger"),
        ("mi rival lanzó Wrath of God y murió mi Bonecrusher Giant, ¿le hace 2?", "es",
         "No. Wrath of God no usa la palabra «objetivo»", "targeted_trigger"),
        ("i played ravenous chupacabra and targeted their bonecrusher giant with the ETB. do i take the 2 damage?",
         "en", "No. Bonecrusher Giant's ability triggers only when it becomes the target of a spell",
         "targeted_trigger"),
        ("opp has t3feri out. can i still animate mutavault on their turn to block, or is that sorcery speed now?",
         "en", "Yes. Teferi, Time Raveler limits when", "timing"),
        ("recien baje heritage druid y dos elvish visionary este turno, puedo girar los tres para sacar GGG o tienen "
         "mareo?", "es", "Sí. El mareo de invocación solo impide", "sickness"),
        ("sneak attacked emrakul, the aeons torn in at the start of combat. do i still get the extra turn from it?",
         "en", "No. Emrakul, the Aeons Torn's", "not_cast"),
        ("can you concede while a spell is on the stack, like before it resolves?", "en",
         "Yes. A player can concede the game at any time", "leaves_game"),
        ("weird one: we both hit 0 life at the same time. who wins the game?", "en", "The game is a draw",
         "life_totals"),
        ("i won game 1. for game 2 do i get to pick play or draw or does my opponent?", "en",
         "In a match of several games, the loser of the previous game chooses who takes the first turn (play or "
         "draw): you won the last game, so your opponent chooses", "mulligan"),
        ("perdi la primera partida, elijo yo si empiezo en la segunda?", "es", "Sí. En un match", "mulligan"),
        ("can my opp respond to me playing a land? like with the land on the stack?", "en",
         "No. Playing a land is a special action", "land_drop"),
        ("Una carta con X en su coste, estando en el cementerio, cuenta la X como 0 para su valor de mana?", "es",
         "Sí. En cualquier zona que no sea la pila", "mana_value"),
        ("Si al rival se le acaba la biblioteca (0 cartas) pero todavia no tiene que robar, pierde ya?", "es",
         "No.", "empty_library"),
        ("A mi comandante lo exiliaron hace dos turnos y me olvide de pasarlo a la zona de mando. Puedo moverlo "
         "ahora?", "es", "No. Demasiado tarde", "command_zone"),
        ("Durante mi turno, puedo tener mas de siete cartas en la mano?", "es",
         "Sí. Durante el turno un jugador puede tener cualquier número de cartas", "hand_size"),
        ("storm turn: dark ritual, dark ritual, LED, brainstorm, infernal tutor, then tendrils at the opp. how much "
         "life do they lose total?", "en", "12 life: storm copies Tendrils of Agony once for each of the 5 spells",
         "storm"),
        ("gane vida, el trigger de heliod apuntando a mi ajani's pridemate y el rival me rebota heliod con petty "
         "theft en respuesta. igual le pongo el contador al pridemate?", "es", "Sí. La habilidad de Heliod",
         "source_gone"),
        ("opp has ensnaring bridge and exactly 2 cards in hand. can my thalia (2 power) attack?", "en",
         "Yes. Ensnaring Bridge stops only a creature whose power is greater", "hand_gate"),
        ("opp has ensnaring bridge and 1 card in hand. can my 3/3 attack?", "en",
         "No. Ensnaring Bridge stops a creature whose power is greater", "hand_gate"),
        ("thalia is out and i have 7 cards in my yard. if i delve all 7 for treasure cruise how much actual mana do "
         "i pay?", "en", "2 mana ({1}{U}): Thalia, Guardian of Thraben makes Treasure Cruise cost {8}{U}", "costs"),
        ("me tiraron anger of the gods y el cauldron familiar se murio... o no? puede volver despues sacrificando "
         "una food?", "es", "No. Anger of the Gods exilia en vez de eso", "exile_instead"),
        ("im on exactly 7 life with griselbrand out. if i pay 7 do i get to draw the seven first and maybe find "
         "lifegain, or do i just die?", "en", "No. At 7 life you can pay 7 life, but it leaves you at 0", "pay_life"),
        ("stage copied my dark depths. opp says legend rule means the stage has to go to the yard cos its the newer "
         "one, so no marit lage. thats right aye?", "en", "No. You choose one of them to keep", "legend"),
        ("they've got Thalia, Guardian of Thraben out. how much total mana do I need for a Lightning Bolt?", "en",
         "Lightning Bolt costs {1}{R} (2 mana)", "costs"),
        ("I flash in Snapcaster Mage, target the Lightning Bolt in my graveyard and flash it back at their face. "
         "Once the Bolt resolves, does it get exiled instead of going back to my graveyard?", "en",
         "Yes. Lightning Bolt is exiled", "exile_instead"),
        ("I'm on 10 life with Death's Shadow out and nothing else pumping it. what's its power right now?", "en",
         "3: Death's Shadow is 3/3", "life_size"),
        ("I'm on 10 life with Death's Shadow out. I gain life back up to 13. Does it just die?", "en",
         "Yes. Death's Shadow is 0/0 with your life at 13", "life_size"),
        ("I cast Thoughtseize, my opponent responds with Stubborn Denial. Their only creature is a 2/2 Scavenging "
         "Ooze. Can I pay {1} to keep my Thoughtseize?", "en", "Yes. Stubborn Denial's controller has no creature",
         "soft_counter"),
        ("I cast Thoughtseize, they Stubborn Denial it with their 4/5 Tarmogoyf out. Can I pay {1} to keep my "
         "Thoughtseize?", "en", "No. Stubborn Denial's ferocious applies", "soft_counter"),
        ("con Collected Company, ¿puedo poner en el campo de batalla una Kitchen Finks que está entre las seis de "
         "arriba?", "es", "Sí. Kitchen Finks ({1}{G/W}{G/W}) tiene valor de maná 3", "mana_value"),
        ("collected company hits a primeval titan, can i put it in?", "en",
         "No. Primeval Titan ({4}{G}{G}) has mana value 6", "mana_value"),
        ("new to historic brawl on the server: can Nissa, Who Shakes the World be my commander even though she's a "
         "planeswalker?", "en", "Yes. Nissa, Who Shakes the World can be your Brawl commander", "commander_pick"),
        ("can Nissa, Who Shakes the World be my commander in regular 100-card Commander?", "en",
         "No. Nissa, Who Shakes the World isn't a legendary creature", "commander_pick"),
        ("Evoco Mulldrifter y, con el trigger de sacrificar en la pila, le tiro Ephemerate. Se queda el Mulldrifter "
         "en el campo?", "es", "Sí. Mulldrifter se queda", "evoke"),
        ("puedo lanzar Hydroblast apuntando al Rancor (verde) que el rival tiene en la pila, aunque no haga nada? Es "
         "solo para disparar prowess.", "es", "Sí. Hydroblast hace objetivo a cualquier hechizo o permanente",
         "color_checked"),
        ("does pyroblast counter my counterspell?", "en", "Yes. Counterspell is blue", "color_checked"),
        ("does hydroblast counter their counterspell?", "en", "No. Counterspell isn't red", "color_checked"),
        ("opponent has Rest in Peace out and Fatal Pushes my Strangleroot Geist. Does undying bring it back?", "en",
         "No: Strangleroot Geist's ability doesn't trigger", "replacement"),
        ("el rival me quelleo un supreme verdict en mi turno. en su turno le mato el queller con lightning strike. "
         "puedo lanzar el verdict ahi aunque sea conjuro?", "es", "Sí. La habilidad de Spell Queller deja lanzar",
         "cast_during"),
        ("can i cast bloodbraid elf on my opponent's turn?", "en", "No. Bloodbraid Elf is a creature spell", "timing"),
        ("winota put tajic in, he came in attacking. does his mentor trigger since he's attacking?", "en",
         "No. A creature put onto the battlefield attacking was never declared", "attack_trigger"),
        ("can pyroblast target a green creature spell?", "en", "Yes. Pyroblast targets any spell or permanent",
         "color_checked"),
        ("puedo apuntar hydroblast a un hechizo verde?", "es", "Sí. Hydroblast hace objetivo a cualquier hechizo",
         "color_checked"),
        ("el Hydroblast lo puedo apuntar a un Counterspell o solo a hechizos rojos?", "es",
         "Sí. Hydroblast hace objetivo a cualquier hechizo o permanente", "color_checked"),
        ("tengo 3 bridge from below en el cementerio y sacrifico la narcomoeba para el flashback de cabal therapy. "
         "cuantos zombies me hago?", "es", "3: cada una de las 3 copias de Bridge from Below", "graveyard_copies"),
        ("opp's gideon blackblade is at 5 loyalty, on their turn i stomp it. he prevents damage on his own turn but "
         "stomp says it cant be prevented. what's gideon's loyalty after?", "en",
         "Gideon Blackblade is left with 3 loyalty. [120.3c] Stomp's damage can't be prevented", "loyalty"),
        ("if i put batterskull in with stoneforge's ability instead of casting it, do i still get the germ?", "en",
         "Yes. Living weapon is an enters-the-battlefield trigger", "not_cast"),
        ("opponent has Chalice of the Void with 1 charge counter on it. The chalice had 2 counters. If I cast "
         "Thoughtseize does it get countered?", "en", "No. Thoughtseize has mana value 1 on the stack, not 2",
         "mana_value"),
        ("ephemerate on my commander atraxa: does she come back to the battlefield or do i get to put her in the "
         "command zone?", "en", "It comes back to the battlefield", "command_zone"),
        ("jugamos Historic Brawl, somos cuatro en la misma mesa. ¿con cuántas vidas empieza cada uno?", "es",
         "30: en una partida de Brawl multijugador", "starting_life"),
        ("we play brawl 1v1, what's the starting life?", "en", "25: in a two-player Brawl game", "starting_life"),
        ("what's the starting life in commander?", "en", "40: in Commander", "starting_life"),
        ("in 2HG how much life do we start with?", "en", "30: in Two-Headed Giant", "starting_life"),
        ("mi comandante Niv-Mizzet, Parun vuelve a mi mano por un Unsummon del rival. El rival me lo roba con Agent "
         "of Treachery. ¿Puedo mandarlo a la zona de mando?", "es", "No. Se queda en el campo de batalla",
         "command_zone"),
        ("my commander got stolen. can i move it to the command zone?", "en",
         "No. Gaining control of your commander doesn't move it", "command_zone"),
        # taken, then destroyed: it left the battlefield, so the command zone is open to it
        ("they stole my commander with control magic, then i destroyed it. can i put it in the command zone?", "en",
         "Yes. Its owner may put it into the command zone", "command_zone"),
        ("Opp has Ensnaring Bridge and 2 cards in hand, plus a 5/5 blocker. Can my Grizzly Bears attack?", "en",
         "Yes. Ensnaring Bridge stops only a creature whose power is greater", "hand_gate"),
        ("Tengo Thalia, Guardian of Thraben y juego otra Thalia. Mi amigo dice que no tiene que ir al cementerio la "
         "más nueva, ¿es verdad?", "es", "Sí. Tú eliges cuál conservas", "legend"),
    ],
)  # fmt: skip
def test_forty_fourth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # a question not about the punishment is left alone
        ("Opp cast Pyroclasm. Does my Bonecrusher Giant survive?", "en", "targeted_trigger"),
        # the gate counts its controller's hand, not the asker's
        ("opp has ensnaring bridge and i have 2 cards in hand. can my 3/3 attack?", "en", "hand_gate"),
        # X asked without a zone
        ("does X count as 0?", "en", "mana_value"),
        # holding more than seven at the end of the turn is the discard question
        ("can i hold more than 7 cards at the end of my turn?", "en", "hand_size"),
        ("can I have more than seven cards in my library at the start?", "en", "hand_size"),
        # a trigger named by the sacrifice it will make is no target gone
        ("Evoco Mulldrifter y, con el trigger de sacrificar en la pila, le tiro Ephemerate. Se queda el Mulldrifter "
         "en el campo?", "es", "targets"),
        # "turno" is not Emrakul's "turn": the question asks about attacking under Humility
        ("Hay un Humility en mesa. Yo meto Emrakul con Sneak Attack. ¿Puede atacar este turno o Humility le saca la "
         "prisa también?", "es", "not_cast"),
        # the asker's own prowess is no ability aimed at
        ("puedo lanzar Hydroblast apuntando al Rancor que el rival tiene en la pila? Es solo para disparar prowess.",
         "es", "countering"),
        # one Bridge: nothing to multiply
        ("i have bridge from below in my yard and sac a creature. how many zombies?", "en", "graveyard_copies"),
        # Brawl without the number of players told
        ("how much life do we start with in brawl?", "en", "starting_life"),
        # Spell Queller still on the battlefield: its leaving trigger, the one time to cast the card, hasn't come
        ("the Queller exiled my sorcery. It's their turn; can I cast my sorcery now?", "en", "cast_during"),
        # Death's Shadow's size follows its controller's life: its printed 13/13 plus a -5/-5 isn't its size
        ("I'm at 12 life with Death's Shadow. I pay life for a 2 mana Dismember. how big is it?", "en", "pt_layers"),
        # an independent reviewer's readings of this round's code that were too broad, each now left to others
        ("In Commander, if I start my turn at 3 life and my opponent has Sulfuric Vortex, what happens?", "en",
         "starting_life"),
        ("I have three Bridge from Below in my graveyard and my opponent's Grizzly Bears dies. How many Zombie tokens?",
         "en", "graveyard_copies"),
        ("three bridge from below in my yard, I sacrifice two creatures to Carrion Feeder at once, how many zombies?",
         "en", "graveyard_copies"),
        ("Does Pyroblast counter the +2 of Jace, the Mind Sculptor?", "en", "color_checked"),
        ("When Ancestral Vision comes off suspend, does Pyroblast counter it?", "en", "color_checked"),
        ("I control Ensnaring Bridge with 2 cards in hand and I pump my Grizzly Bears with Giant Growth. Can it still "
         "attack?", "en", "hand_gate"),
        ("My opponent casts Anger of the Gods. Does it deal 3 damage to Bonecrusher Giant?", "en", "targeted_trigger"),
        ("Mi rival lanza Pyroclasm, ¿le hace 2 de daño a mi Bonecrusher Giant?", "es", "targeted_trigger"),
        ("Opponent casts Anger of the Gods, I respond by sacrificing Cauldron Familiar. Can it return later with a "
         "Food?", "en", "exile_instead"),
        ("I'm on 10 life with Death's Shadow out. I get hit by a 3/3 and take 3. Size?", "en", "life_size"),
        ("I cast Thoughtseize, they Stubborn Denial it. They control a 4/4 Tarmogoyf, but I kill it in response. Can I "
         "pay 1?", "en", "soft_counter"),
        ("I lost game 1 but my opponent conceded game 2. Who picks play or draw for game 3?", "en", "mulligan"),
        ("Evoco Mulldrifter y con el trigger en la pila, a mi otra criatura le tiro Ephemerate. ¿Se queda "
         "Mulldrifter?", "es", "evoke"),
    ],
)  # fmt: skip
def test_forty_fourth_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the fresh-clone answers left open last round
        ("opp pyroclasms, my bonecrusher dies, does he eat the 2?", "en", "No. Pyroclasm doesn't use the word",
         "targeted_trigger"),
        ("can a t3feri stop me from animating my mutavault on their turn?", "en",
         "No. Teferi, Time Raveler limits when its controller's opponents cast spells", "timing"),
        ("can teferi, time raveler stop me from casting opt on their turn?", "en",
         "Yes. Teferi, Time Raveler lets its controller's opponents cast spells only", "timing"),
        ("el rival activa el -3 de teferi time raveler sobre mi copter. puedo responder con un brainstorm?", "es",
         "No. Teferi", "timing"),
        ("opp has 2 cards in hand and ensnaring bridge, my 4/4 can attack?", "en", "No. Ensnaring Bridge stops",
         "hand_gate"),
        ("perdi la primera, me toca elegir si empiezo en la segunda?", "es", "Sí. En un match de varias partidas",
         "mulligan"),
        ("gane la primera, me toca elegir si empiezo en la segunda?", "es", "No. En un match de varias partidas",
         "mulligan"),
        # the target sacrificed, not the source: the trigger's only target is gone (608.2b)
        ("sword of fire and ice pega, apunto los 2 de daño a su sakura-tribe elder y el rival lo sacrifica en "
         "respuesta. robo la carta igual?", "es", "No. La habilidad de", "source_gone"),
        ("karn liberated -3 on opp's wurmcoil engine. do they still get the two wurm tokens?", "en",
         "No. Wurmcoil Engine's “dies” ability doesn't trigger", "dies_trigger"),
        ("opp has griselbrand, i phantasmal image it. legend rule — who has to bin theirs?", "en", "Neither of you.",
         "legend"),
        ("both of us have a thalia, guardian of thraben out. does one of them have to go?", "en",
         "No. Each of you keeps yours", "legend"),
        ("opp has heliod sun-crowned and a thalia, nothing else. can my ravenous chupacabra etb target heliod?", "en",
         "No. Their devotion is only 2", "devotion"),
        ("if i exile my creature with +1/+1 counters and it comes back, does it keep the counters?", "en",
         "No. Exiled and returned", "new_object"),
        ("si un oponente controla una criatura que es carta mía y esa criatura muere, ¿va a su cementerio?", "es",
         "No. A tu cementerio", "owner_zone"),
        ("si un hechizo tiene dos objetivos y uno deja de ser legal antes de que se resuelva, ¿se resuelve igual?",
         "es", "Sí. El hechizo se resuelve igualmente", "targets"),
        ("si lanzo un Aura y su objetivo deja de ser legal antes de que se resuelva, ¿entra igual al campo de "
         "batalla?", "es", "No. El Aura no se resuelve", "targets"),
        ("si tengo que robar con la biblioteca vacía a mitad de la resolución de un hechizo, ¿pierdo en ese mismo "
         "instante?", "es", "No.", "empty_library"),
        ("una criatura con defensor, ¿puede bloquear?", "es", "Sí. Defensor solo impide", "blocking"),
        ("can my wall of omens block?", "en", "Yes. Defender only stops", "blocking"),
        ("me ataca un Gurmag Angler 5/5 sin arrollar, lo bloqueo con Sakura-Tribe Elder y antes del daño sacrifico "
         "el Elder para buscar tierra. ¿Me pega los 5 a mí?", "es", "No. Sigue bloqueada", "combat"),
        ("jace the mind sculptor, i brainstormed (the 0) this turn. can i also -1 to bounce their guy same turn?",
         "en", "No. Once each turn", "loyalty"),
        ("can i -1 jace, the mind sculptor the same turn he came down?", "en", "Yes. Jace, the Mind Sculptor can use",
         "loyalty"),
        ("can i +1 teferi, hero of dominaria the same turn i cast him?", "en", "Yes. Teferi, Hero of Dominaria can use",
         "loyalty"),
        ("sneak attacked emrakul the aeons torn in. opp reckons i dont get the extra turn cause i didnt cast it. is "
         "he right??", "en", "Yes. They're right. Emrakul", "claims/not_cast"),
        ("meti emrakul, the aeons torn con sneak attack. el rival dice que no me toca el turno extra. ¿tiene razón?",
         "es", "Sí. Tiene razón.", "claims/not_cast"),
        ("i sneak attacked emrakul, the aeons torn in. my opponent says i get the extra turn. is that right?", "en",
         "No. They're wrong.", "claims/not_cast"),
        ("el juez dice que no me toca el turno extra si meto emrakul, the aeons torn con sneak attack. ¿tiene razón?",
         "es", "Sí. Tiene razón.", "claims/not_cast"),
        ("if i shock his bonecrusher giant do i really take 2 off it", "en", "Yes. Bonecrusher Giant deals 2",
         "target_punish"),
        ("bob flipped a force of will in my upkeep lol. how much do i lose", "en", "You lose 5 life", "mana_value"),
        ("bob flipped a brazen borrower in my upkeep. how much do i lose", "en", "You lose 3 life", "mana_value"),
        ("snapcaster mage le da flashback a mi brainstorm. ¿lo lanzo pagando solo {U}?", "es", "Sí. ",
         "granted_flashback"),
        ("oigan, ¿puedo darle retrospectiva a Living End con Snapcaster Mage y lanzarla desde el cementerio?", "es",
         "No. Living End no tiene coste de maná", "granted_flashback"),
        ("snapcaster mage on my lightning bolt, can i flash it back for {1}{R}?", "en", "No. Snapcaster Mage gives",
         "granted_flashback"),
        ("opp started with leyline of sanctity. can i thoughtseize them?", "en",
         "No. Leyline of Sanctity gives your opponent hexproof", "targets"),
        ("my opponent has true-name nemesis naming me. can i target it with oko, thief of crowns's +1?", "en",
         "No. True-Name Nemesis has protection from you", "targets"),
        ("can i use mishra's workshop mana to activate walking ballista's ability?", "en",
         "No. Mishra's Workshop's mana can be spent only to cast spells", "restricted_mana"),
        ("can i use ancient ziggurat mana to cast tarmogoyf?", "en", "Yes. Ancient Ziggurat's mana", "restricted_mana"),
        ("my only legendary thing is karn liberated. does mox amber tap for mana off him?", "en", "No. Mox Amber adds",
         "choose_color"),
        ("el rival tiene blood moon. juego lotus field, tengo q sacrificar 2 tierras igual?", "es",
         "No. Con ", "blood_moon"),
        ("we play brawl. his commander has hit me for 22 combat damage over the game and i'm on 9. am i dead?", "en",
         "No. Brawl games don't use the commander damage rule", "commander_damage"),
        ("lancé fertile footsteps y se resolvió. ¿luego puedo lanzar el beanstalk giant desde el exilio?", "es",
         "Sí.", "adventure"),
    ],
)  # fmt: skip
def test_forty_fifth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # a sweeper targets nothing: protection from a player doesn't stop it
        ("opp's true-name nemesis named me, can i wrath of god it away?", "en", "targets"),
        # the Adventure's timing on the opponent's turn is the timing reasoner's
        ("after petty theft resolves can i cast brazen borrower from exile at the end of opps turn", "en", "adventure"),
        # "one of our" Thalias with no second one said: no legend rule reading
        ("my thalia, guardian of thraben and his grizzly bears: does one of them have to go?", "en", "legend"),
    ],
)  # fmt: skip
def test_forty_fifth_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "wrong"),
    [
        # the review's over-broad readings: each of these once got the verdict shown, which is wrong
        ("both of us have a thalia, guardian of thraben out. who pays extra for noncreature spells?", "en",
         "Neither of you"),
        ("opp attacks with three creatures and i'm the defender. can one of my creatures block all three?", "en",
         "Yes. Defender only"),
        ("can my wall of omens block a creature with protection from white?", "en", "Yes"),
        ("i have wall of omens. opp says it can block though it can't attack, is he right?", "en", "No. They're wrong"),
        ("i have t3feri out. opp used a fetchland in my end step, can i cast opt in response?", "en", "No. Teferi"),
        ("can teferi, time raveler stop me from casting an instant in my main phase when the stack is empty?", "en",
         "Yes"),
        ("can i use mishra's workshop mana to cast a spell with crew in it, like smuggler's copter?", "en", "No"),
        ("can i use ancient ziggurat mana to cycle archfiend of ifnir?", "en", "Yes"),
        ("i flash in snapcaster mage for {1}{U} targeting my lightning bolt, can i cast the bolt this turn?", "en",
         "No. Snapcaster Mage gives"),
        ("opp used karn liberated -3 on my land. later my wurmcoil engine died in combat blocking his guy. do i get "
         "the tokens?", "en", "No. Wurmcoil"),
        ("1v1 brawl. his commander has hit me for 26 combat damage total and i never gained life. am i dead?", "en",
         "No. Brawl"),
        ("opp's true-name nemesis named me. can i make him sacrifice it with liliana of the veil's -2?", "en",
         "No. True-Name Nemesis has protection"),
        ("my leyline of sanctity is out. can i thoughtseize them?", "en", "No. Leyline"),
        ("opp has heliod, sun-crowned and a thalia, guardian of thraben, nothing else. can my anguished unmaking "
         "target heliod?", "en", "No. Their devotion"),
        ("petty theft didn't resolve because its target got sacrificed. can i still cast brazen borrower from exile?",
         "en", "Yes"),
        ("if i bounce my rogue refiner and it comes back next turn, do i keep my energy counters?", "en",
         "No. Exiled and returned"),
        ("el rival controla una criatura que es carta mía. si sacrifica una tierra suya, ¿va a su cementerio?", "es",
         "No. A tu cementerio"),
        ("i won the first die roll, do i get to choose play or draw?", "en", "No. In a match"),
        ("i attacked with a 5/5 without trample, he blocked with a 1/1 and sacrificed it before damage. does my 5/5 "
         "deal any damage?", "en", "Yes"),
        ("i already used jace, the mind sculptor's +2. can i -1 him too on the same turn he came down?", "en", "Yes"),
        ("i control karn liberated and my commander, a green legendary elf. can mox amber tap for green?", "en",
         "No. Mox Amber"),
        ("opp has ensnaring bridge and 3 cards in hand, the biggest power i can still attack with?", "en", "No"),
        ("si tengo que robar con la biblioteca vacía en mi paso de robo, ¿pierdo de inmediato?", "es", "No"),
        # the tuning regression of the same change: "still blocked so I take nothing?" is yes
        ("opp attacks me with a 6/6 no trample, i chump with a 1/1 and then sac the 1/1 to viscera seer before "
         "damage. is his creature still blocked so i take nothing", "en", "No"),
    ],
)  # fmt: skip
def test_forty_fifth_round_review_misreadings(ask, question, lang, wrong):
    _, verdict = ask(question, lang)
    assert verdict is None or not verdict.text.startswith(wrong), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("opp swords my griselbrand. in response can i activate recurring nightmare, saccing the griselbrand, to "
         "bring back something else?", "en", "No. Recurring Nightmare's ability can be activated only as a sorcery",
         "timing"),
        ("opp has grafdigger's cage, can i flashback my faithless looting?", "en", "No. Grafdigger's Cage says",
         "cast_lock"),
        ("en Modern, ¿puedo escapar a Kroxa, Titan of Death's Hunger desde mi cementerio si el rival tiene "
         "Grafdigger's Cage?", "es", "No. ", "cast_lock"),
        ("opp has grafdigger's cage, can i unearth my priest of gix?", "en", "Yes. Grafdigger's Cage stops only",
         "cast_lock"),
        ("opp has drannith magistrate, can i flashback my think twice?", "en", "No. Drannith Magistrate lets",
         "cast_lock"),
        ("le hice mana drain al nexus of fate del rival. el nexus vuelve a su biblioteca en vez de ir al "
         "cementerio?", "es", "Sí. ", "shuffled_instead"),
        ("lurrus of the dream-den is my companion. when exactly may i pay 3 to move it to my hand?", "en",
         "Putting your companion into your hand", "timing"),
        ("cube draft, can i run yorion as my companion? how many cards does my deck need", "en", "Yes. 60 cards",
         "companion"),
        ("in modern, can yorion, sky nomad be my companion if my deck has 60 cards?", "en", "No. 80 cards",
         "companion"),
        ("on exactly 7 life i pay 7 for griselbrand hoping to draw into something with lifelink. what happens?", "en",
         "At 7 life you can pay 7 life, but it leaves you at 0", "pay_life"),
        ("i'm at 7 and activate griselbrand, do i lose before drawing?", "en", "Yes. At 7 life", "pay_life"),
        ("we run brawl. his commander has hit me for 22 combat damage over the game and i'm on 9. am i dead?", "en",
         "No. Brawl games", "commander_damage"),
        # the final fresh clone's open answers
        ("opp's heliod, sun-crowned and 1 thalia are all he has, can my murderous rider's swift end hit heliod?",
         "en", "No. Their devotion is only 2", "devotion"),
        ("i'm at 4 life and pay 4 for toxic deluge, what happens?", "en",
         "At 4 life you can pay 4 life, but it leaves you at 0", "pay_life"),
        ("i'm at 3 life, can i pay 4 for toxic deluge?", "en", "No. At 3 life you can't pay 4 life", "pay_life"),
    ],
)  # fmt: skip
def test_forty_fifth_round_later_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # equip targets only the creature the Equipment moves to: the wearer's shroud doesn't matter
        ("tengo Lightning Greaves equipada a mi criatura A, que por eso tiene velo (shroud). ¿Puedo pagar equipar {0} "
         "para pasársela a mi criatura B?", "es", "Sí. Equipar solo hace objetivo", "targets"),
        ("my bonesplitter is on my hexproof slippery bogle, can i move it to my llanowar elves?", "en",
         "Yes. Equip targets only", "targets"),
        # an ability that acts only if both targets are still legal does nothing when one is gone
        ("goblin welder targeting my mox sapphire and my wurmcoil engine in the yard. opp scavenging ooze'd the "
         "wurmcoil in response. so it just does nothing and i keep the mox?", "en", "Yes. Goblin Welder's ability",
         "targets"),
        # colorless permanents survive an effect on colored ones; a colored one goes by its mana value
        ("el rival hace ugin -3. se quedan mis moxen (mox sapphire y eso) en la mesa?", "es",
         "Sí. Mox Sapphire es incoloro", "colored_only"),
        ("opp casts all is dust, do i have to sacrifice my mox sapphire?", "en", "No. Mox Sapphire is colorless",
         "colored_only"),
        ("ugin -4, does my tarmogoyf stay?", "en", "No. Tarmogoyf is colored and its mana value is 2", "colored_only"),
        ("ugin -1, does my tarmogoyf stay?", "en", "Yes. Tarmogoyf's mana value is 2, more than 1", "colored_only"),
        # Animate Dead's -1/-0 counts for Swords to Plowshares
        ("opp animate dead-ed my griselbrand outta my yard. i swords to plowshares it. how much life do they gain?",
         "en", "Its controller gains 6 life", "life_from_power"),
        # locks by card type
        ("tengo grand abolisher. en mi turno el rival puede sacrificar su evolving wilds para buscar tierra?", "es",
         "Sí. Evolving Wilds es una tierra", "ability_lock"),
        ("hay un Cursed Totem en mesa. ¿puedo seguir sacrificando criaturas con Ashnod's Altar? ¿y con Viscera Seer?",
         "es", "Sí. Ashnod's Altar es un artefacto", "ability_lock"),
        ("opp has null rod out, can i tap my mox sapphire for mana?", "en", "No. Mox Sapphire is an artifact",
         "ability_lock"),
        ("opp has grand abolisher, can i activate my mother of runes on his turn?", "en",
         "No. Mother of Runes is a creature", "ability_lock"),
        ("opp has grand abolisher, can i activate my mother of runes on my turn?", "en",
         "Yes. Grand Abolisher binds only", "ability_lock"),
        ("i have linvala keeper of silence, can i tap my llanowar elves for mana?", "en",
         "Yes. Linvala, Keeper of Silence binds only", "ability_lock"),
        # a deathtouch attacker whose damage Maze of Ith prevents kills nothing
        ("opp attacks w a deathtouch guy, i block with my 5/5 and then maze of ith their attacker. does my blocker "
         "die?", "en", "No. Maze of Ith prevents", "prevention"),
        ("opp attacks w a deathtouch guy, i block with my 5/5 and then maze of ith their attacker. does my blocker "
         "survive?", "en", "Yes. Maze of Ith prevents", "prevention"),
        # "respond by shocking the bears": the gerund names Shock
        ("after blocks i giant growth my grizzly bears and they respond by shocking the bears. what happens", "en",
         "Grizzly Bears dies", "stack_damage"),
        # a card copying a token is a card
        ("my clone is copying a beast token. if it gets bounced with unsummon, does it cease to exist?", "en",
         "No. Clone is a card", "token_gone"),
        ("my beast token gets bounced with unsummon, does it cease to exist?", "en", "Yes. The token ceases",
         "token_gone"),
    ],
)  # fmt: skip
def test_forty_sixth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # the lock's type list doesn't decide a spell's casting, nor a card the opponent holds
        ("opp has cursed totem, can i cast lightning bolt?", "en", "ability_lock"),
        ("with damping matrix out can i tap my llanowar elves for mana?", "en", "ability_lock"),
        # whose Greaves: the equip reasoner's
        ("my opponent has lightning greaves on his creature. can i move it to my creature?", "en", "targets"),
        # whether Welder may be activated at all is not what its targets do
        ("can i activate goblin welder in response to a removal spell?", "en", "targets"),
        # Ugin's +2 is damage: color doesn't matter
        ("opp ugin +2 my wurmcoil engine, does it survive?", "en", "colored_only"),
        # Ugin's loyalty isn't what "does my tarmogoyf stay?" asks
        ("ugin -4, does my tarmogoyf stay?", "en", "loyalty"),
    ],
)  # fmt: skip
def test_forty_sixth_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # "krosan gripped": the doubled consonant before the ending still names the spell
        ("opp krosan gripped my azorius signet. can i at least tap it for mana in response or does split second stop "
         "that?", "en", "Yes. Split second", "timing"),
        # the goader is the only player left: it must attack him
        ("4 player game, opp cast disrupt decorum on his turn goading all my creatures. by my turn the other two are "
         "dead so it's just me and him. do my goaded creatures still have to attack him?", "en", "Yes. ", "goad"),
        # "am I safe?" asks the other way round from "does it work?"
        ("tengo mi bicho con hexproof, si el rival tira cyclonic rift con overload estoy a salvo no?", "es",
         "No. Cyclonic Rift no hace objetivo", "targets"),
        # the devotion said as a number
        ("opp's devotion to white is only 3 atm. can i murder his heliod, sun-crowned?", "en",
         "No. Their devotion is 3, less than 5", "devotion"),
        # a stolen creature goes with its owner who conceded or scooped
        ("tengo una criatura del rival robada con treachery y el rival concedio. que pasa con la criatura, me la "
         "quedo?", "es", "Sale de la partida con su propietario", "leaves_game"),
        ("4 player pod: streamer has control magic on another player's lovestruck beast and that player scoops. does "
         "the streamer keep the beast?", "en", "No. It leaves the game", "leaves_game"),
        # "ram through'd": a longer name made a verb with an apostrophe
        ("ram through'd with my 5/5 trampler at opp's 2/2, and in response he bounced my 5/5. does the 2/2 still take "
         "damage?", "en", "No. Ram Through still resolves", "targets"),
        # a card saying the legend rule doesn't apply
        ("i have mirror gallery and two copies of thalia, guardian of thraben. can i keep both?", "en",
         "Yes. Mirror Gallery says", "legend"),
        # the attack restriction lost after attackers were declared
        ("attacked with lovestruck beast (had a 1/1 out), then opp shocked my 1/1 before blocks. does the beast stay "
         "in combat?", "en", "Yes. Once a creature has been declared", "blocking"),
        ("declaré el ataque con Lovestruck Beast teniendo una ficha 1/1, y antes de bloqueadores me mataron la 1/1 "
         "con Shock. ¿La Beast sale del combate?", "es", "No. Una vez declarada", "blocking"),
        # escape countered, in Spanish chat
        ("escape a uro y me lo counterearon. vuelve al cementerio? un amigo dice q se exilia como el flashback", "es",
         "Sí. ", "exile_instead"),
        # Lurrus's permanent-spell permission and an Adventure cast from the graveyard
        ("con lurrus en mesa, puedo castear el profane insight del foulmire knight desde el cementerio?", "es",
         "No. Lanzado como aventura", "adventure"),
        ("innkeeper out. if i cast stomp (the adventure side of bonecrusher) do i draw off innkeeper?", "en", "No. ",
         "cast_trigger"),
        # "narset" is Parter of Veils
        ("opp has narset out. my turn, i already drew in my draw step, now i cast chart a course precombat. how many "
         "cards do i actually draw off it?", "en", "0: ", "draw_limit"),
        # cost reductions: attackers said with "swinging", the greatest power said
        ("swinging with 3 creatures, how much mana do i actually need to flash in embercleave?", "en",
         "3 ({1}{R}{R})", "costs"),
        ("my biggest creature has 5 power, how much does the great henge cost?", "en", "4 mana ({2}{G}{G})",
         "affinity"),
        ("mi criatura mas grande tiene fuerza 4. cuanto me sale el great henge?", "es", "5 de maná ({3}{G}{G})",
         "affinity"),
        # "el otro tiene Avacyn" is the other player, not a second Avacyn
        ("En Commander pago 8 vidas con Toxic Deluge (X = 8) y el otro tiene Avacyn, Angel of Hope, que les da "
         "indestructible a todos. ¿Se muere Avacyn?", "es", "Sí. ", "survival"),
        # protection from white, the spell aimed with "le puedo tirar"
        ("Che, me atacan con Stormbreath Dragon. ¿Le puedo tirar Swords to Plowshares?", "es",
         "No. Stormbreath Dragon tiene protección", "targets"),
        # a land played this turn taps for mana; an animated manland played this turn can't attack
        ("jugué un bosque este turno, ¿puedo girarlo para maná?", "es", "Sí. La tierra no es una criatura", "sickness"),
        ("el compa jugó Mutavault este turno y la activa para atacar con ella. ¿puede?", "es", "No. ", "sickness"),
        # a verbless yes/no, and Fling's damage isn't the commander's combat damage
        ("his commander is questing beast and it's hit me for 18 combat damage this game. now he flings it at me. dead "
         "to commander damage?", "en", "No. Only combat damage", "commander_damage"),
        ("viewer building mono-green commander, can kitchen finks go in?", "en", "No. Kitchen Finks's color identity",
         "color_identity"),
        # sorcery time under Teferi, Time Raveler
        ("opp has teferi, time raveler. can i cast heartless act in my own main phase with an empty stack?", "en",
         "Yes. Teferi, Time Raveler lets", "timing"),
        ("el rival tiene a Teferi, Time Raveler. ¿el compa puede tirar Heartless Act en su propia fase principal con "
         "la pila vacía?", "es", "Sí. ", "timing"),
        ("el rival tiene a Teferi, Time Raveler. en respuesta a un hechizo del rival, ¿el compa puede tirar Heartless "
         "Act en su propia fase principal con la pila vacía?", "es", "No. ", "timing"),
        # delve pays the generic part only, one card for each {1}
        ("streamer has 7 cards in his yard and casts treasure cruise. how much actual mana does he pay?", "en",
         "1 mana ({U})", "affinity"),
        ("tengo 10 cartas en el cementerio, cuanto me sale gurmag angler?", "es", "1 de maná ({B})", "affinity"),
    ],
)  # fmt: skip
def test_forty_sixth_round_later_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "wrong"),
    [
        # readings that must not spread: a land isn't summoning sick, a non-counted legend rule isn't exempted
        ("i played a forest this turn, can i tap it for mana?", "en", "No. The creature"),
        ("el compa jugó Mutavault este turno y la activa para atacar con ella. la bajó el turno pasado y hasta ahorita "
         "la activa. ¿puede?", "es", "No. La criatura"),
        ("opp has teferi, time raveler. can i cast heartless act in response to his spell in my main phase?", "en",
         "Yes"),
        ("la única criatura de mi rival es un Slippery Bogle. ¿le puedo hacer Chainer's Edict aunque tenga "
         "antimaleficio?", "es", "No"),
        # the review's over-broad readings: each once got the verdict shown, which is wrong
        ("playing commander with kenrith. if thragtusk goes in the graveyard from my hand when i discard it, do i get "
         "a beast token?", "en", "Yes"),
        ("his paladin en-vec blocks my grizzly bears. can i give it +3/+3 with brute force?", "en", "No"),
        ("¿le puedo tirar lightning bolt al rival en la cara? tiene un paladin en-vec", "es", "No"),
        ("opponent has cursed totem. can i use ninjutsu on ninja of the deep hours?", "en", "No"),
        ("el rival tiene cursed totem. ¿puedo bloquear con mi mother of runes?", "es", "No"),
        ("opp has cursed totem. can i tap my llanowar elves to convoke chord of calling?", "en", "No"),
        ("cursed totem is out. can i sacrifice my viscera seer to ashnod's altar?", "en", "No"),
        ("cursed totem is out. can i equip my llanowar elves with skullclamp?", "en", "No"),
        ("cursed totem is out. can i tap my animated mutavault for mana?", "en", "Yes"),
        ("so i can't use ashnod's altar with cursed totem out?", "en", "Yes"),
        ("i control sakashima of a thousand faces. my opponent controls two thalias. can he keep both?", "en", "Yes"),
        ("ugin −x for 3, does my dryad arbor stay?", "en", "Yes"),
        ("my tarmogoyf has a −1/−1 counter. ugin −x for 4, does tarmogoyf survive?", "en", "Yes"),
        ("ugin está a 8 de lealtad y hago menos 2. ¿se exilia mi thragtusk?", "es", "Sí"),
        ("i have lurrus of the dream-den. can i cast stomp from bonecrusher giant in my hand?", "en", "No"),
        ("my devotion to white is only 2. can i murder his heliod, sun-crowned?", "en", "No. Their devotion"),
        ("opponent has teferi, time raveler. can i cast swords to plowshares during his main phase with the stack "
         "empty?", "en", "Yes"),
        ("my opponent swung with 3 creatures at me. how much does my embercleave cost?", "en", "3 ({1}{R}{R})"),
        ("my opponent's biggest creature has 6 power and mine has 2. how much does the great henge cost?", "en",
         "{1}{G}{G}"),
        ("can i move my swiftfoot boots to my other creature during combat?", "en", "Yes"),
        ("goblin welder targeting his mox sapphire and an artifact in his graveyard. in response, he sacrifices a "
         "different artifact. so it does nothing?", "en", "Yes. Goblin Welder's ability"),
        ("my elf is wearing rancor. i swords his griselbrand. how much life does he gain?", "en",
         "Its controller gains 9"),
        ("jugué una tierra este turno que entró girada, ¿puedo girarla?", "es", "Sí"),
        ("mi ficha es exiliada hasta que banishing light deje el campo. ¿vuelve o desaparece?", "es", "Sí"),
        ("Library of Alexandria: do I still need exactly seven cards in hand when the ability resolves?", "en", "Yes"),
        # tuning-dialogue regressions of this round: a later X said wins; a block asked isn't an attack
        ("Ugin -X por 3: X es 2. ¿se van la Narset, Parter of Veils del rival?", "es", "Sí"),
        ("lanzo ambush viper en el turno de mi oponente. la lanzo en el paso de declarar atacantes. puede bloquear?",
         "es", "No"),
        # the fresh clone's: a creature sacrificed is none of Welder's artifact targets
        ("i sac my viscera seer in response to my own goblin welder ability targeting my wurmcoil, does welder still "
         "work?", "en", "No. Goblin Welder's ability"),
    ],
)  # fmt: skip
def test_forty_sixth_round_review_misreadings(ask, question, lang, wrong):
    _, verdict = ask(question, lang)
    assert verdict is None or not verdict.text.startswith(wrong), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # "target creature you control" can't choose a creature the opponent took, nor the reverse
        ("my opponent stole my Serra Angel with Control Magic. can I give it protection from blue with my Mother of "
         "Runes?", "en", "No. Mother of Runes can only target", "target_legal"),
        ("can I use Mother of Runes on my opponent's Serra Angel?", "en", "No. Mother of Runes can only target",
         "target_legal"),
        # a target phrase without a controller allows the asker's own
        ("can I swords to plowshares my own creature?", "en", "Yes. Swords to Plowshares targets", "target_legal"),
        # a life-gain trigger comes after state-based actions, unlike lifelink
        ("im at 2, I block with my Exalted Angel and take 3 from the other attacker. am i fine?", "en",
         "No. Exalted Angel gains you life with a triggered ability", "lifelink_race"),
        # a generic reduction can't touch colored mana
        ("with Helm of Awakening out does Lightning Bolt become free?", "en", "No. Helm of Awakening makes",
         "costs"),
        # "put into your graveyard from your library" only from the library
        ("discarded Gaea's Blessing to Wild Mongrel, does it trigger?", "en", "No. Gaea's Blessing's ability",
         "from_library"),
        ("glimpse the unthinkable milled my narcomoeba, does it trigger?", "en", "Yes. Narcomoeba's ability",
         "from_library"),
        # Lure's block requirement, and a flier that can't be blocked by a ground creature
        ("I put Lure on my Craw Wurm, does his Serra Angel have to block it?", "en", "Yes. Lure makes every creature",
         "lure"),
        ("I put Lure on my Serra Angel, does his Grizzly Bears have to block it?", "en",
         "No. Serra Angel has flying", "lure"),
        # Spell Blast's X is the spell's mana value on the stack
        ("my opponent casts Fireball with X=4. what X do I need for Spell Blast?", "en", "X = 5:", "mana_value"),
        # threshold doesn't count the spell being cast
        ("6 cards in my graveyard and I cast Cabal Ritual. does the Ritual itself count toward threshold?", "en",
         "No. Cabal Ritual doesn't count itself", "counts_itself"),
        # Krenko's X counts Krenko, and a token doubler doubles the result
        ("krenko mob boss and 2 goblin tokens, i tap krenko. how many tokens?", "en", "3:", "x_count"),
        ("krenko mob boss, 2 goblin tokens and anointed procession. i tap krenko. how many tokens?", "en", "6:",
         "x_count"),
        # "both A and B" is one of each; Ballista's activated counter, not its X
        ("I activate Walking Ballista's ability with both Hardened Scales and Doubling Season out. how many "
         "counters?", "en", "It gets 4 +1/+1 counters at most", "replacement"),
        # a card put onto the battlefield is never a spell
        ("I put Thalia, Guardian of Thraben into play with Aether Vial. can my opponent Counterspell it?", "en",
         "No. Aether Vial puts", "not_cast"),
        # Null Rod stops an artifact's mana ability, asked as "still gives mana"
        ("si el rival baja Null Rod, ¿mi Sol Ring sigue dando maná? total es habilidad de maná no??", "es",
         "No. Sol Ring es un artefacto", "ability_lock"),
        # a blocker tapped after blocks keeps blocking, asked as an either/or in Spanish
        ("bloqueo con Mishra's Factory y despues de bloquear la tapeo. sigue bloqueando o sale del combate?", "es",
         "Sí. Girar o enderezar", "blocking"),
        # a concession ends the control effects of the player who conceded
        ("4 player game. the guy who Control Magic'd my Serra Angel just conceded. what happens to my angel?", "en",
         "You get it back", "leaves_game"),
        ("le robé una criatura a la Meli con Control Magic y ella acaba de perder. ¿me quedo con la criatura?", "es",
         "No. Sale de la partida con su propietario", "leaves_game"),
        # two players each with the same legend keep both
        ("en la mesa dos jugamos con el mismo comandante legendario. ¿podemos tener los dos en mesa?", "es",
         "Sí. Cada uno conserva el suyo", "legend"),
        # a claim and a bare "does he" tag: the claim is what is asked
        ("i swords his Serra Angel and he sacs it to Goblin Bombardment in response. he's saying he still gets 4 "
         "life off my swords?? does he", "en", "No. Swords to Plowshares doesn't resolve", "targets"),
        # Stifle on the storm trigger leaves the original; a counterspell on the original leaves the copies
        ("I cast Tendrils of Agony with 8 spells before it this turn and they Stifle the storm trigger. how much life "
         "do they lose?", "en", "2 life, from the original", "storm"),
        ("I cast Tendrils of Agony with 8 spells before it this turn and they Counterspell the original. how much "
         "life do they lose?", "en", "16 life", "storm"),
        # a basic land type's color must be in the commander's identity (903.5d), named or said by its types
        ("my commander deck is mono green, can I play Taiga in it?", "en", "No. Taiga has the basic land type(s) Mountain Forest",
         "color_identity"),
        ("mazo mono verde en commander, ¿puedo meter una dual que es Montaña Bosque?", "es",
         "No. Esa tierra tiene el tipo o los tipos de tierra básica Montaña Bosque", "color_identity"),
        # Red Elemental Blast's permanent mode needs a blue one; Pyroblast's checks the color only as it resolves
        ("can I red elemental blast his tarmogoyf just to trigger my young pyromancer?", "en",
         "No. Red Elemental Blast can only target", "target_legal"),
        ("can I pyroblast his tarmogoyf just to trigger my young pyromancer?", "en",
         "Yes. Pyroblast targets any spell or permanent", "color_checked"),
        # the review's cases: echo's first upkeep, Lure on the opponent's flier, Clone-free possessives
        ("I just cast Avalanche Riders this turn, do I have to pay echo on my next upkeep?", "en",
         "Yes. Echo triggers at the beginning of your first upkeep", "echo"),
        ("My opponent put Lure on his Serra Angel, does my Grizzly Bears have to block it?", "en",
         "No. Serra Angel has flying", "lure"),
        ("blood moon resolved with my dryad arbor out. is it only a mountain now or does it stay a creature?",
         "en", "No. With Blood Moon, Dryad Arbor is a Mountain and loses", "blood_moon"),
        ("mono green commander deck, can I play Murmuring Bosk?", "en", "No. Murmuring Bosk's color identity",
         "color_identity"),
        # two different attack taxes add up per attacker
        ("one opp has both propaganda and ghostly prison. i swing 3 creatures at him. how much do i pay?", "en",
         "12 mana: Propaganda + Ghostly Prison", "attack_tax"),
        # Blood Artist dying beside another creature sees both deaths
        ("I control Blood Artist and Grizzly Bears. I cast Pyroclasm and both Blood Artist and the Bears die. How "
         "much life does my opponent lose?", "en", "2: Blood Artist and the other creature die", "dies_trigger"),
        # echo is paid in one upkeep only
        ("I paid echo on Avalanche Riders last upkeep. do I have to pay the echo again this upkeep?", "en",
         "No. Echo triggers only in the first upkeep", "echo"),
        # Blood Moon's Dryad Arbor asked "still a creature or a Mountain?"
        ("blood moon resolved with my dryad arbor out. does it stay a creature or is it only a mountain?", "en",
         "Yes. With Blood Moon, Dryad Arbor is a Mountain and loses", "blood_moon"),
    ],
)  # fmt: skip
def test_forty_seventh_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # Aether Vial's charge counters are no Chalice
        ("I have Aether Vial on 2 and cast Counterspell, does the Vial counter it?", "en", "mana_value"),
        # Pyroblast's other mode targets any permanent: not a counterspell that only counters spells
        ("can I Pyroblast my opponent's Tarmogoyf just to trigger my Young Pyromancer?", "en", "countering"),
        # a legal target by controller is another reasoner's question
        ("can i give my Serra Angel protection with Mother of Runes?", "en", "target_legal"),
        # who controls the lured creature isn't said: not read
        ("does Lure make creatures block?", "en", "lure"),
        # echo again after the control changed: it does trigger again
        ("my opponent stole my Avalanche Riders. do they have to pay the echo again?", "en", "echo"),
        ("I paid echo on Avalanche Riders, then bounced it with Unsummon and recast it. do I pay echo again?", "en",
         "echo"),
        # a restriction the requirement can't override, and a second target of another kind
        ("I put Lure on my Craw Wurm, does his Bloodghast have to block it?", "en", "lure"),
        ("can I domri's ambush my opponent's Serra Angel?", "en", "target_legal"),
        # exiled instead, never milled into the graveyard
        ("my opponent has Leyline of the Void and I mill my Narcomoeba with Glimpse the Unthinkable, does it trigger?",
         "en", "from_library"),
        # cast after all: a spell on the stack
        ("I have Aether Vial on 2 but I cast Thalia, Guardian of Thraben anyway. can my opponent Counterspell it?",
         "en", "not_cast"),
        # the Krenko count said with Krenko in it, and tokens with more deaths
        ("I control 5 goblins including Krenko, Mob Boss. I tap Krenko. how many tokens?", "en", "x_count"),
        ("I cast Pyroclasm and both Blood Artist and my 3 goblin tokens die. how much life does my opponent lose?",
         "en", "dies_trigger"),
        # two opponents' taxes, one attacked
        ("one opp has propaganda and the other opp has ghostly prison. i attack only the propaganda player with 3 "
         "creatures. how much do i pay?", "en", "attack_tax"),
    ],
)  # fmt: skip
def test_forty_seventh_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


def test_forty_seventh_round_two_colour_devotion_in_spanish(ask):
    """A god of two colors answered in Spanish names both colors (the key for "green and blue" was missing)."""
    verdict = verdict_of(ask, "tengo a Heliod, Sun-Crowned y a Thalia, ¿cuánta devoción al blanco tengo?", "es")
    assert "blanco" in verdict.text, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # "Any player may activate this ability": the opponent's card, activated by the asker (602.2)
        ("my opponent has Ifh-Bíff Efreet. can I pay {G} and activate it myself?", "en", "Yes. Ifh-Bíff Efreet says",
         "any_player"),
        ("el rival tiene Lethal Vapors en mesa, ¿puedo activarlo yo para destruirlo?", "es", "Sí. Lethal Vapors dice",
         "any_player"),
        # life lost and gained back inside one resolution: state-based actions wait (704.3)
        ("i'm at 3 life and one spell makes me lose 5 life and then gain 6 life, all in the same spell. am i still "
         "alive?", "en", "Yes. You go from 3 to -2 and then to 4", "mid_resolution"),
        ("estoy a 1 vida y una habilidad me hace perder 2 vidas y luego ganar 3, en la misma habilidad. ¿pierdo?",
         "es", "No. Pasas de 1 a -1 y luego a 2", "mid_resolution"),
        # a counterspell aimed at an uncounterable one, named second: the life still comes
        ("they cast Dovin's Veto and I answer with Absorb targeting it. do I at least gain the life?", "en", "Yes.",
         "countering"),
        # "comes back" from the graveyard against a "can't enter" card
        ("opponent controls Kunoros, Hound of Athreos. my Arclight Phoenix trigger resolves, does it come back?", "en",
         "No. Kunoros, Hound of Athreos says", "cant_enter"),
        # "mi A y su B": the asker's and the opponent's triggers, on the opponent's turn (603.3b)
        ("en el mantenimiento de mi rival se disparan mi Black Vise y su Ivory Tower, ¿cuál se resuelve primero?",
         "es", "Tu Black Vise se resuelve primero", "stack_order"),
        # a card the asker played is the asker's; cards drawn earlier in the turn count for Narset
        ("on my turn my opponent cast Hieroglyphic Illumination and drew 2, then i played Narset, Parter of Veils. "
         "later he casts Opt, does he draw?", "en", "No. Narset, Parter of Veils", "draw_limit"),
        # Rhonas's pump said as used on the attacker: +2/+0 before the trample math
        ("I pump my Ambush Viper with Rhonas the Indomitable and attack, a 4/4 blocks. how much tramples over?", "en",
         "At most 3 damage tramples over", "combat"),
        # Atog's sacrifices said in Spanish
        ("le sacrifico 2 artefactos a mi Atog y después lo tiro con Fling, ¿cuánto daño hace?", "es", "5:", "fling"),
        # Kalitas dying in the same sweep still makes its zombies; one of the creatures a token
        ("tengo Kalitas, Traitor of Ghet y lanzo Wrath of God, se muere Kalitas también. mi rival tiene 4 criaturas "
         "que no son fichas. ¿cuántos zombis tengo?", "es", "4:", "instead_tokens"),
        ("I have Kalitas, Traitor of Ghet and cast Wrath of God; my opponent has 4 creatures, one of them was a token. "
         "how many zombies?", "en", "3:", "instead_tokens"),
        # most attackers a tax lets through
        ("I have Ghostly Prison. my opponent has 7 untapped lands and 5 creatures, how many can attack me?", "en",
         "3: Ghostly Prison makes each creature attacking you cost {2}", "attack_tax"),
        # both taxes of the asker count, and the mana is the attacking opponent's, not the asker's lands
        ("I have Ghostly Prison and Propaganda. my opponent has 8 untapped lands and 5 creatures, how many can attack "
         "me?", "en", "2: Ghostly Prison + Propaganda", "attack_tax"),
        ("I have Ghostly Prison and 3 lands. my opponent has 7 untapped lands and 5 creatures, how many can attack "
         "me?", "en", "3:", "attack_tax"),
        # "eligiendo" is choosing
        ("¿puedo lanzar Prismatic Strands eligiendo incoloro contra los Myr Enforcer?", "es", "No. Cuando Prismatic",
         "choose_color"),
        # a number word in capitals before the card's name
        ("tengo TRES Furnace of Rath y le tiro Lightning Bolt al rival, ¿cuánto daño le hace?", "es",
         "Lightning Bolt hace 24 de daño", "replacement"),
    ],
)  # fmt: skip
def test_forty_eighth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # "too" said of a legend that dies, not of a second one
        ("I cast Wrath of God and Kalitas, Traitor of Ghet dies too. how many zombies do I get?", "en", "legend"),
        # never at 0: nothing for the mid-resolution reading to say
        ("i'm at 10 life and a spell makes me lose 3 life and then gain 2, all in the same spell. am i still alive?",
         "en", "mid_resolution"),
        # the asker's own card: no "any player" permission is needed or asked
        ("I control Ifh-Bíff Efreet. can I activate it?", "en", "any_player"),
        # aimed at another card: what the ability can hit is another question (it hits only fliers)
        ("my opponent has Ifh-Bíff Efreet. can I ping his Grizzly Bears with it?", "en", "any_player"),
    ],
)  # fmt: skip
def test_forty_eighth_round_misreadings_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # life paid is no damage: the damage floor doesn't hold the player at 1
        ("I have Worship and a creature, I'm at 4 life and cast Toxic Deluge paying 4 life. do I lose?", "en",
         "Yes. Worship changes only damage, and paying life is no damage", "life_floor"),
        # a stolen creature's upkeep damage "to you": the thief takes it
        ("I took my opponent's Juzám Djinn with Control Magic. who takes the damage from its upkeep trigger?", "en",
         "You do: you controlled Juzám Djinn", "trigger_controller"),
        # "¿me ahorro el impuesto?" from the hand: yes
        ("mi comandante ya salió 3 veces de la zona de mando; ahora está en mi mano por un rebote y lo lanzo desde la "
         "mano, ¿me ahorro el impuesto de comandante?", "es", "Sí.", "commander_tax"),
        # Mana Drain on an X spell: X as chosen, not the extra {1} per target
        ("I Mana Drain a Fireball with X=4 aimed at two targets. how much colorless mana do I get?", "en", "5:",
         "mana_value"),
        # the companion's {3} is a special action: nothing to answer
        ("my opponent pays 3 to put his companion into his hand. can I counter that?", "en", "No. Paying {3}",
         "timing"),
        # the exiler gone before its trigger resolves: never exiled
        ("I cast Banishing Light on his Grizzly Bears and he destroys my Banishing Light in response to its trigger. is "
         "the Bears gone for good?", "en", "No. The creature is never exiled", "until_leaves"),
        # Torbran adds 2 to the asker's red source's damage to the opponent
        ("I have Torbran, Thane of Red Fell and Bonecrusher Giant. my opponent targets the Giant with Murder. how "
         "much damage does the Giant's trigger deal?", "en", "4:", "target_punish"),
        # protection from multicolored listed after other keywords
        ("can I Assassin's Trophy my opponent's Stonecoil Serpent?", "en",
         "No. Stonecoil Serpent has protection from multicolored", "quality_protection"),
        # "hit the battlefield" asked of a creature Containment Priest exiles instead
        ("I have Containment Priest and my opponent casts Reanimate on Griselbrand. does Griselbrand hit the "
         "battlefield?", "en", "No. It is exiled", "exile_instead"),
        # "does it stay in exile?" is no question of entering: no "No" opens it
        ("I have Containment Priest and my opponent casts Reanimate on Griselbrand. does Griselbrand stay in exile?",
         "en", "It is exiled", "exile_instead"),
    ],
)  # fmt: skip
def test_forty_eighth_round_second_batch(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # the Priest arrives after the creature entered: no replacement to apply
        ("my opponent's Reanimate put Griselbrand onto the battlefield. if I flash in Containment Priest after "
         "Reanimate resolved, does Griselbrand stay?", "en", "exile_instead"),
        ("my opponent's Reanimate put Griselbrand onto the battlefield. if I flash in Containment Priest after "
         "Reanimate resolved, does Griselbrand stay?", "en", "not_cast"),
        # the companion cast is a spell like any other; "draw a card" said of a spell to come is no card drawn;
        # more life than the total can't be paid (119.4), and Platinum Angel keeps the player in at 0
        ("my opponent casts his companion Lurrus of the Dream-Den from his hand. can I counter it?", "en", "timing"),
        ("I have Narset, Parter of Veils. if my opponent casts Opt to scry 1 and draw a card during my turn, does he "
         "draw?", "en", "draw_limit"),
        ("I have Worship and a creature, I'm at 4 life and cast Toxic Deluge paying 5 life. do I lose?", "en",
         "life_floor"),
        ("I have Worship, Platinum Angel and a creature. I'm at 3 life and cast Toxic Deluge paying 3 life. do I "
         "lose?", "en", "life_floor"),
        # how many counters arrive is a counter replacement's question
        ("tengo Winding Constrictor y bajo Channeler Initiate, su trigger le pone los tres contadores -1/-1 a ella "
         "misma. ¿se muere?", "es", "annihilate"),
    ],
)  # fmt: skip
def test_forty_eighth_round_second_batch_left_alone(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # "does Negate counter it?" of the counterspell cast last: yes, it resolves first (and the count is 2, not 3)
        ("I cast Counterspell on my opponent's sorcery and they respond with Negate targeting my Counterspell. Does "
         "Negate counter it?", "en", "Yes. The original spell resolves: with 2 counterspells", "counter_war"),
        # the uncounterable spell asked about still does what it does
        ("i dovin's veto their wrath of god, they counterspell my veto. does veto still counter the wrath?", "en",
         "Yes. You can cast Counterspell targeting Dovin's Veto", "countering"),
    ],
)  # fmt: skip
def test_forty_eighth_round_third_batch(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


def test_forty_eighth_round_any_player_declines_under_a_lock(ask):
    """Flailing Manticore's "any player may activate" under Lost in Thought: whether anyone can is the lock's."""
    _, verdict = ask("my Flailing Manticore is enchanted by Lost in Thought. can my opponent activate its ability?")
    assert verdict is None or verdict.reasoner != "any_player", verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a bare noun phrase asked with a question mark
        ("four of us playing brawl tonight. starting life total?", "en", "30: in a multiplayer Brawl game",
         "starting_life"),
        # the size said a sentence before "is it legal?", a format word between "deck" and "has"
        ("my brawl deck has 59 cards. is it legal?", "en", "No. A Brawl deck", "deck_size"),
        ("en brawl a dos jugadores hice mulligan una vez, ¿cuántas cartas van al fondo?", "es", "0: pones", "mulligan"),
        ("kitchen table commander, four players. I mulligan my seven once and then mull again. how many go "
         "on the bottom?", "en", "1: you put one card", "mulligan"),
        # card-free stack order: the first one cast resolves last
        ("I cast a sorcery-speed nothing... ok: I cast an instant, they respond with one, I respond again. "
         "does my first one resolve first?", "en", "No. The stack resolves from the top", "stack_order"),
        ("me dan dos turnos extra, uno después del otro. ¿juego primero el del efecto que se resolvió primero?",
         "es", "No. Los turnos extra", "stack_order"),
        ("they Aether Vial a Thalia, Guardian of Thraben in during combat. can I Mana Leak her?", "en",
         "No. Aether Vial puts Thalia", "not_cast"),
        ("¿cuánto cuesta sacar a Lurrus of the Dream-Den del compañero a la mano? ¿y lo puedo hacer en el turno "
         "del otro?", "es", "No. Poner tu compañero en la mano cuesta 3", "timing"),
        ("I Snapcaster Mage my Ponder during the opponent's end step. can I cast it there?", "en",
         "No. Flashback from Snapcaster Mage changes only where", "granted_flashback"),
        ("attackers are declared, blocks are done: can I move Cranial Plating to my unblocked creature?", "en",
         "Yes. Cranial Plating's equip ability is sorcery-speed only, but its separate “{B}{B}", "timing"),
        ("the guy across played a land and I wanted to counterspell it, is that a thing?", "en",
         "No. Playing a land is a special action", "land_drop"),
        ("mi Krenko, Mob Boss ataca y lo bloquea Glissa, the Traitor. ¿Krenko alcanza a hacerle daño?", "es",
         "No.", "strikes"),
        ("Chalice of the Void con 2 contadores en mesa. Tiro el Petty Theft de mi Brazen Borrower. "
         "¿el cáliz me lo contrarresta?", "es", "Sí. Petty Theft tiene valor de maná 2", "mana_value"),
        ("Chalice of the Void on 0. my Lotus Bloom comes off suspend next turn. does the chalice get it?", "en",
         "Yes. Lotus Bloom has mana value 0", "mana_value"),
        ("they cast Force of Will for its alternative cost. can I counter it with Mental Misstep?", "en",
         "No. Force of Will has mana value 5", "mana_value"),
        ("can I Mental Misstep their Lightning Bolt?", "en", "Yes. Lightning Bolt has mana value 1", "mana_value"),
        ("can my Mishra's Workshop mana pay for a creature's activated ability?", "en",
         "No. Mishra's Workshop's mana can be spent only to cast artifact spells, not to activate abilities",
         "restricted_mana"),
        ("Blood Moon is out. how much mana does my Ancient Tomb give me?", "en", "1: With Blood Moon, Ancient Tomb",
         "blood_moon"),
        ("they bolt me with Lightning Helix; I flash in Dualcaster Mage and copy it back at them. who gains the 3 "
         "life from the copy?", "en", "You do: the copy is yours", "spell_copy"),
        ("how many cards from my graveyard must I exile to escape Uro, Titan of Nature's Wrath?", "en",
         "5: Uro, Titan of Nature's Wrath's escape cost exiles 5 other cards", "escaped"),
        # the trigger's condition is an artifact or creature entering; "basic land card" is its effect
        ("Panharmonicon is out and I cast Solemn Simulacrum. do I search for two lands?", "en",
         "Yes. Solemn Simulacrum's ability triggers 2 times", "extra_triggers"),
        ("Wrath of God on the stack, they respond with Heroic Intervention. does Sigarda, Host of Herons die?",
         "en", "No. The creature survives", "survival"),
        ("Diabolic Edict targets me and I answer with Heroic Intervention. does my only creature die?", "en",
         "Yes.", None),
        ("four-player game: I had Control Magic on Ana's Craterhoof Behemoth and she conceded. do I keep it?", "en",
         "No. It leaves the game with its owner", "leaves_game"),
        ("tengo Death's Shadow y estoy a 5. Pago 2 vidas y quedo en 3, después me curan hasta 13. ¿se muere?", "es",
         "Sí. Death's Shadow es 0/0 con tu vida en 13", "life_size"),
        ("I hold Ensnaring Bridge and 2 cards in hand. can their Tarmogoyf, a 4/5 right now, attack me?", "en",
         "No. Ensnaring Bridge stops a creature whose power is greater", "hand_gate"),
        # commander damage told over "last turn and this turn"; the asker's Platinum Angel keeps them in
        ("multiplayer commander: their commander Uril, the Miststalker hit me for 12 last turn and 9 this turn, "
         "all combat. am I out?", "en", "Yes. 21 combat damage from the same commander", "commander_damage"),
        ("multiplayer commander: their commander Uril, the Miststalker hit me for 12 last turn and 9 this turn, "
         "all combat, but I control Platinum Angel. am I out?", "en", "No. Platinum Angel says you can't lose",
         "commander_damage"),
        ("the basic land Solemn Simulacrum fetches, does it come in tapped?", "en",
         "Yes. Solemn Simulacrum puts the land onto the battlefield tapped", "enters_tapped"),
    ],
)  # fmt: skip
def test_forty_ninth_round_verdicts(ask, question, lang, start, reasoner):
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(start), verdict.text


@pytest.mark.parametrize(
    "question",
    [
        # Tireless Tracker's landfall is no artifact or creature entering: it still triggers once, not twice
        "Panharmonicon out, a land enters: does Tireless Tracker give me two clues?",
        # a Bonesplitter has no attach ability of its own: equip only, at sorcery speed
        "after blockers can I move Bonesplitter to my unblocked creature?",
    ],
)
def test_forty_ninth_round_the_narrower_cases_stay_no(ask, question):
    _, verdict = ask(question, "en")
    assert verdict is not None and verdict.text.startswith("No."), verdict and verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "not_reasoner"),
    [
        # the independent review's near misses: each reading stays out of a question it doesn't answer
        ("I cast a spell and my opponent responds with an instant. Does the second spell resolve before the first "
         "one?", "en", "stack_order"),
        ("they cast a spell, i respond with an instant, can they respond before the first one resolves?", "en",
         "stack_order"),
        ("My deck has 60 cards and my friend's deck has 55 cards. Is his deck legal?", "en", "deck_size"),
        ("My deck has 62 cards. Can I use my opponent's graveyard for delve?", "en", "deck_size"),
        ("My opponent put Thalia, Guardian of Thraben onto the battlefield with Aether Vial. I have Mana Leak in "
         "hand. Does Mana Leak cost me more mana now?", "en", "not_cast"),
        ("el rival jugó una tierra y después lanzó una criatura, ¿la puedo contrarrestar?", "es", "timing"),
        ("In my second main phase after combat I cast Snapcaster Mage targeting Ponder. Can I cast Ponder now?",
         "en", "granted_flashback"),
        ("With Blood Moon out, how much mana do I have if I control Mishra's Workshop and two basic Mountains?",
         "en", "blood_moon"),
        ("Opponent cast Mental Misstep on my Lightning Bolt. Can I pay 1 to stop Mental Misstep from countering "
         "it?", "en", "mana_value"),
        ("I cast Lightning Helix, they respond and copy it with Dualcaster Mage. Who gains the life from the copy?",
         "en", "spell_copy"),
        ("They cast Lightning Helix and I copy it with Dualcaster Mage. Who gains the life from the original?",
         "en", "spell_copy"),
        ("I escaped Uro, Titan of Nature's Wrath by exiling five other cards. How much life do I gain?", "en",
         "escaped"),
        ("I cast Solemn Simulacrum and fetch a land. Does Solemn Simulacrum itself come in tapped?", "en",
         "enters_tapped"),
        ("In commander I control Platinum Angel. Their commander hit me for 5, do I lose 5 life?", "en",
         "commander_damage"),
        ("4 player game, I have Control Magic on daves Craterhoof Behemoth, then tom got mad and he just scooped. "
         "Does the Craterhoof leave the game?", "en", "leaves_game"),
        ("Opponent has Ensnaring Bridge and 2 cards in hand. Can my Tarmogoyf attack into their 4/4?", "en",
         "hand_gate"),
        ("I control Jace, Vryn's Prodigy and cast Thassa's Oracle. In response to the trigger, opp kills Jace. I have "
         "2 cards in library. Do I win?", "en", "devotion"),
    ],
)  # fmt: skip
def test_forty_ninth_round_review_near_misses(ask, question, lang, not_reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != not_reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        ("I mulliganed once and then my opponent took another mulligan. How many go to the bottom of my library?", "en",
         "1: you put one card"),
        ("I'm at 8 life with Death's Shadow. My opponent heals to 20. Does my Death's Shadow die?", "en",
         "No. Death's Shadow is 5/5"),
        ("I cast two extra turn spells in one turn. Do I take the first one first?", "en", "No. Extra turns"),
        ("Can my opponent move his Cranial Plating during my turn?", "en", "Yes. Cranial Plating's equip ability"),
        ("Can I equip Cranial Plating by paying its equip cost after blockers are declared?", "en",
         "No. Cranial Plating's equip ability can be activated only as a sorcery"),
        ("jugamos brawl entre cuatro, ¿vida inicial?", "es", "30: en una partida de Brawl multijugador"),
        # the hand's count told again for the same player: the last one counts
        ("My opponent had Ensnaring Bridge out and 2 cards in hand; I had 5. Then he'd drawn up to 4 cards in "
         "hand. Can my 4/5 Tarmogoyf attack?", "en", "Yes. Ensnaring Bridge stops only"),
        ("after blocks can I pay equip {1} on Cranial Plating to move it to my unblocked creature?", "en",
         "No. Cranial Plating's equip ability can be activated only as a sorcery"),
        # Thassa's Oracle gone with its trigger waiting: X counts the devotion left without it
        ("library is down to 2 cards. i cast Thassa's Oracle, my only blue permanent, and opp kills it with Murder "
         "in response. is that a win for me?", "en", "No. Your devotion to blue is 0"),
        ("my library is empty. I cast Thassa's Oracle and they Murder it with the ETB on the stack. do I win?", "en",
         "Yes. Your devotion to blue is 0"),
        # the second review: library cards exiled are no removal of the Oracle; "no other blue permanents" is none
        ("I cast Thassa's Oracle and in response to the ETB trigger I cast Tainted Pact exiling cards until I have 1 "
         "card left in library. Do I win?", "en", "Yes. Your devotion to blue is 2"),
        ("I cast Thassa's Oracle with no other blue permanents and opp kills it in response to the trigger. 3 cards "
         "in library. Do I win?", "en", "No. Your devotion to blue is 0"),
        ("¿La tierra que busca Solemn Simulacrum entra girada?", "es", "Sí. Solemn Simulacrum pone la tierra"),
    ],
)  # fmt: skip
def test_forty_ninth_round_review_mends(ask, question, lang, start):
    _, verdict = ask(question, lang)
    assert verdict is not None and verdict.text.startswith(start), verdict and verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the dies trigger asked about, of two that could be; the command zone told, not asked
        ("Cian has Rest in Peace out. my commander Meren of Clan Nel Toth just got Murdered and I'm putting her "
         "back in the command zone. does my Midnight Reaper still trigger off her?", "en",
         "No: Midnight Reaper's ability doesn't trigger", "replacement"),
        # Platinum Angel stops losing the game, not losing life
        ("I control Platinum Angel and I'm at 3 life. opponent hits me with a Lava Spike, do I lose 3 life?", "en",
         "Yes. The life is still lost", "cant_lose"),
        ("tengo Platinum Angel y estoy a 2. me hacen Lightning Bolt, pierdo las 3 vidas?", "es",
         "Sí. Las vidas se pierden igual", "cant_lose"),
        # a spell cast after the land is what can be countered
        ("I played a Forest and then cast Tarmogoyf, can my opponent counter it?", "en",
         "Yes. Tarmogoyf can be countered", "countering"),
        ("baja una tierra y despues lanza una criatura. ¿puedo contrarrestarla?", "es",
         "Sí. El hechizo se puede contrarrestar", "countering"),
        ("mi rival jugó una tierra. ¿la puedo contrarrestar?", "es", "No. Jugar una tierra es una acción especial",
         "land_drop"),
        # Sigarda: an opponent's edict can't make its controller sacrifice
        ("I have Sigarda, Host of Herons, my lone creature; the opponent fires Diabolic Edict at me. must I sacrifice her?",
         "en", "No. Sigarda, Host of Herons says", "sacrifice"),
    ],
)  # fmt: skip
def test_fiftieth_round_left_open_mends(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    "question",
    [
        "they cast Sudden Shock on my guy, can I counter it?",  # split second: nothing can be cast in response
        "opp casts carnage tyrant, can i counterspell it?",  # can't be countered
        "Tarmogoyf already resolved, can I still counter it?",  # past the stack
    ],
)
def test_fiftieth_round_plain_countering_stays_out(ask, question):
    _, verdict = ask(question, "en")
    assert verdict is None or not verdict.text.startswith("Yes. Tarmogoyf can be countered"), verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the burn spell is in the graveyard before state-based actions look: one more card type
        ("only a sorcery and a land in the graveyards, so their goyf is 2/3. i shock it. dead?", "en",
         "No. Shock is an instant", "lethal"),
        # an outcome asked without an auxiliary is a yes/no question
        ("i dismember their adanto vanguard and they pay 4 life for indestructible in response. still dies?", "en",
         "Yes. Adanto Vanguard dies anyway", "survival"),
        ("they put ward {2} on it and i'm tapped out when i target it. my spell just gets countered?", "en", "Yes.",
         "ward"),
        # an ability that adds mana but targets is no mana ability under split second
        ("krosan grip on the stack. can i tap deathrite shaman to exile a land for mana?", "en",
         "No. Deathrite Shaman's ability adds mana but has a target", "timing"),
        ("with Krosan Grip on the stack, may I still tap Llanowar Elves for mana?", "en", "Yes. Split second", "timing"),
        # Chalice's trigger countered, or never triggered by a copy
        ("chalice on 2, i cast mana leak and stifle the chalice trigger. does the mana leak resolve?", "en",
         "Yes. Chalice of the Void's trigger is what would counter Mana Leak", "ability_countered"),
        ("chalice on 1 and i fork their bolt. does chalice counter my copy?", "en",
         "No. Chalice of the Void doesn't counter the copy", "cast_trigger"),
        # a clone of an escaped Uro didn't escape itself
        ("i copy my escaped uro with spark double. do i sacrifice the double?", "en",
         "Yes. Spark Double is sacrificed", "escaped"),
        # the card's own replacement under Leyline: its owner chooses
        ("they have Leyline of the Void and edict my Darksteel Colossus with Diabolic Edict. where does it go?", "en",
         "Two replacement effects want to replace the same event", "graveyard"),
        ("i swords their creature and they respond with Mother of Runes, dandole pro blanco. que pasa con mi swords?",
         "es", "Swords to Plowshares no se resuelve", "targets"),
        ("tengo Kalitas y le mato con Fatal Push un token 2/2 al rival, me llevo el zombie?", "es", "No.",
         "replacement"),
        ("i have Kalitas and they have Rest in Peace. I bolt their guy. who decides which applies?", "en",
         "Your opponent chooses", "replacement"),
        ("Teferi, Time Raveler on their side. can I cast Opt on their end step?", "en", "No. Teferi, Time Raveler",
         "timing"),
        ("Teferi, Time Raveler on their side. can I cycle Censor on their end step?", "en",
         "Yes. Teferi, Time Raveler limits when", "timing"),
        # a trigger without "may" must be done; one with "may" can be skipped
        ("my Kor Skyfisher enters. can I just not return anything?", "en", "No. Kor Skyfisher's triggered ability "
         "doesn't say \"may\"", "mandatory"),
        ("my Elvish Visionary enters, do I have to draw?", "en", "Yes. Elvish Visionary's triggered ability", "mandatory"),
        # a keyword's cost read from the card
        ("what does Chainer's Edict's flashback cost?", "en", "7 mana ({5}{B}{B}): Chainer's Edict's flashback cost",
         "keyword_cost"),
        ("how much is it to kick Rite of Replication?", "en", "9 mana: Rite of Replication's kicker cost {5}",
         "keyword_cost"),
        ("un efecto me deja jugar tierras desde arriba de mi biblioteca, ¿las puedo jugar en el turno del rival?",
         "es", "No. Una tierra solo se juega", "land_drop"),
        ("My commander Rafiq of the Many hit him for 15 combat damage, died, and I recast it; now it hits for 6 more. Is he "
         "dead or did it reset?", "en", "Yes. That player has taken 21", "commander_damage"),
        ("Ensnaring Bridge out and 3 cards in my hand; then I play a land, so only 2 cards left. can their 3/3 "
         "attack?", "en", "No. Ensnaring Bridge stops", "hand_gate"),
        ("they have Thalia, Guardian of Thraben. how much does my Tarmogoyf cost?", "en",
         "2 mana ({1}{G}): Thalia, Guardian of Thraben makes only noncreature spells cost more", "costs"),
        ("they cast Terminus for its miracle cost. does my Darksteel Colossus survive?", "en",
         "No. Darksteel Colossus goes to the bottom of its owner's library", "survival"),
        ("jugamos brawl de a dos y después los cuatro juntos. ¿con cuántas vidas empezamos?", "es", "30:",
         "starting_life"),
        ("I Aether Vial in my Tarmogoyf and they have Chalice of the Void on 2. does the chalice counter it?", "en",
         "No. Aether Vial puts Tarmogoyf onto the battlefield", "not_cast"),
        ("how many Tarmogoyf can I have in my deck?", "en", "Four at most", "deck_size"),
        ("can i Lightning Bolt a planeswalker directly?", "en", "Yes. Lightning Bolt deals its damage to \"any "
         "target\"", "target_legal"),
        ("I attack with 2 the player who doesn't have Ghostly Prison. how much do I pay?", "en", "0: Ghostly Prison",
         "attack_tax"),
    ],
)  # fmt: skip
def test_fiftieth_round_verdicts(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        ("Thalia, Guardian of Thraben is out. how much does Chainer's Edict's flashback cost?", "keyword_cost"),
        ("how many Relentless Rats can I have in my deck?", "deck_size"),
        ("can i Lightning Bolt a planeswalker with hexproof?", "target_legal"),
        ("my Uro escaped. does it stay?", "mandatory"),  # escape's own reading, not the may/must one
        ("my commander dies while Cian's Rest in Peace is out; is the command zone still an option?", "replacement"),
    ],
)
def test_fiftieth_round_readings_stay_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


def test_a_may_trigger_can_be_declined(ask):
    verdict = verdict_of(ask, "Solemn Simulacrum enters. do I have to search for a land?", "en", "mandatory")
    assert verdict.text.startswith('No. Solemn Simulacrum\'s triggered ability says "may"')


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("I overload Cyclonic Rift. does it bounce my own permanents too?", "en",
         "No. Overloaded, Cyclonic Rift affects \"each nonland permanent you don't control\"", "overloaded"),
        ("narset on their side, i already drew for turn. i cycle censor. what happens?", "en",
         "The card is still discarded (that's cycling's cost), but you draw nothing.", "draw_limit"),
        ("narset on their side and i drew for the turn already. i cycle censor. do i draw?", "en", "No. Narset",
         "draw_limit"),
        # Groundswell's landfall bonus after a land drop, and the poison total asked
        ("opp is on 4 poison. I played a land this turn, swing with Blighted Agent and Groundswell it. how many "
         "poison counters does he end on?", "en", "9: Blighted Agent has infect", "player_damage"),
    ],
)  # fmt: skip
def test_fiftieth_round_second_batch(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        # the first review of round 50: each case a reading read too widely
        ("My opponent played a land and then cast a creature. Can I counter the land?", "en", "No. Playing a land"),
        ("My opponent has Teferi, Time Raveler. Can I counter their spell?", "en", "No. Teferi, Time Raveler"),
        ("I have Sigarda, Host of Herons. I cast Diabolic Edict targeting my opponent, do they have to sacrifice a "
         "creature?", "en", "Yes. Sigarda, Host of Herons stops only"),
        ("I control Sigarda, Host of Herons and I cast Innocent Blood. Do I have to sacrifice a creature?", "en",
         "Yes."),
        ("Chulane, Teller of Tales: when I cast a creature, do I have to draw a card?", "en", "Yes."),
        ("Prophetic Flamespeaker deals combat damage. Do I have to exile the top card?", "en", "Yes."),
        ("I escaped Uro, Titan of Nature's Wrath last turn and now I cast Spark Double as a copy of Uro. Does my "
         "original Uro have to be sacrificed when the copy enters?", "en", "No."),
        ("Chalice of the Void on 1. Opponent casts Lightning Bolt, I copy it with Fork. Does Chalice counter their "
         "Bolt?", "en", "Yes."),
        ("Ensnaring Bridge on my side and I have 2 cards in hand. My library has only 1 card left. Can my 2/2 "
         "attack?", "en", "Yes."),
        ("He's at 12 life, my commander dealt 15 commander damage to him and then got bounced and recast. Is he dead "
         "or did it reset?", "en", "No."),
        ("Can I Lightning Bolt an artifact creature?", "en", "Yes."),
        ("Opp has Ghostly Prison. I attack him with 3 and the other player with 2, how much do I pay?", "en",
         "6 mana"),
        ("Opponent casts Terminus. Does my indestructible Tarmogoyf die?", "en", "No. The creature doesn't die"),
        ("they cast Terminus. does my Darksteel Colossus die?", "en", "No. Darksteel Colossus doesn't die"),
        # the tuning regressions of the first batch
        ("with their Leyline of the Void out, I sac my Darksteel Colossus to an Altar. may I pick the shuffle?", "en",
         "Yes. Two replacement effects"),
        ("tengo Kalitas, Traitor of Ghet y mato el comandante del rival, que lo manda a la zona de mando. ¿me llevo "
         "la ficha de Zombie?", "es", "Sí."),
        ("con el Rest in Peace del rival me destruyen a Meren of Clan Nel Toth, mi comandante. ¿se puede ir a la "
         "zona de mando?", "es", "Sí."),
    ],
)  # fmt: skip
def test_fiftieth_round_review_mends(ask, question, lang, start):
    _, verdict = ask(question, lang)
    assert verdict is not None and verdict.text.startswith(start), verdict and verdict.text


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        ("Chalice of the Void on 1, I cast Lightning Bolt and Stifle the Chalice trigger. Does the Bolt resolve?",
         "ability_countered"),  # Stifle at the Chalice's value is countered first
        ("Kor Skyfisher entered the battlefield. Do I have to return Kor Skyfisher itself?", "mandatory"),
        ("How much damage does Mizzium Mortars deal with overload?", "keyword_cost"),
        ("I cast Angel's Grace at 3 life, then my opponent hits me with Lava Axe for 5. Do I lose 5 life?",
         "cant_lose"),
        ("How many copies of Sol Ring can I play in Vintage?", "deck_size"),
        ("How much does it cost to cast Stomp with Thalia, Guardian of Thraben out?", "costs"),
        ("Chalice of the Void on 1, opponent casts a one drop creature. Can I still counter it?", "countering"),
        ("He played a Forest and then cast a creature spell, can I counter the Forest?", "countering"),
    ],
)  # fmt: skip
def test_fiftieth_round_review_stays_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


def test_a_question_word_keeps_an_outcome_open():
    from answer.analysis import QType, question_type

    assert question_type("my bears blocks his giant. what dies?", "en") is not QType.YES_NO
    assert question_type("i bolt it. still dies?", "en") is QType.YES_NO


@pytest.mark.parametrize(
    ("question", "lang", "start"),
    [
        # the second review of round 50
        ("My opponent overloaded Cyclonic Rift at the end of my turn. Does it bounce my permanents?", "en", "Yes."),
        ("Can I Lightning Bolt an artifact that isn't a creature?", "en", "No."),
        ("My opponent played a Mountain, then cast Stone Rain on my land. Can I counter the Stone Rain to save my "
         "land?", "en", "Yes. Stone Rain can be countered"),
        ("My opponent has Ghostly Prison. I attack with 3 creatures at the other player. How much do I pay?", "en",
         "0: Ghostly Prison"),
        ("Chalice of the Void is on 1. I cast Mana Leak and Stifle the Chalice trigger. Does Mana Leak resolve?",
         "en", "Yes. Mana Leak has mana value 2, not 1"),
        ("I haven't played a land this turn. I cast Groundswell on my Grizzly Bears and attack, unblocked. How much "
         "damage?", "en", "Grizzly Bears isn't blocked, so it deals 4"),
        ("I control Rest in Peace. My opponent's Blightsteel Colossus dies. Can I choose to exile it instead of "
         "shuffling it?", "en", "Not necessarily."),
    ],
)  # fmt: skip
def test_fiftieth_round_second_review_mends(ask, question, lang, start):
    _, verdict = ask(question, lang)
    assert verdict is not None and verdict.text.startswith(start), verdict and verdict.text


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        ("My opponent has Teferi, Time Raveler. Can I counter their spell by sacrificing a Wizard to my Voidmage "
         "Prodigy?", "timing"),
        ("I control Narset, Parter of Veils. My opponent drew for his turn. In his main phase I cycle Censor. What "
         "happens?", "draw_limit"),
    ],
)  # fmt: skip
def test_fiftieth_round_second_review_stays_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


def test_a_mandatory_trigger_in_spanish_quotes_its_english_text(ask):
    """The effect is official English text: quoted and labelled, so the Spanish answer stays framed in Spanish."""
    verdict = verdict_of(ask, "entra mi Kor Skyfisher. ¿puedo no devolver ningún permanente?", "es", "mandatory")
    assert "(«return a permanent you control to its owner's hand», texto oficial en inglés)" in verdict.text


def test_a_keyword_costs_english_rest_is_quoted_in_spanish(ask):
    """The non-mana part of a printed cost ("Pay 3 life") is official English text: quoted and labelled."""
    verdict = verdict_of(ask, "¿cuánto cuesta el flashback de Deep Analysis?", "es", "keyword_cost")
    assert "{1}{U} + «pay 3 life» (texto oficial en inglés)" in verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a size said by a pronoun is the named creature's, not another creature's
        ("my Pelakka Wurm wears Gorgon Flail, so it's 8/8 with deathtouch and trample. a Wall of Roots (0/5) blocks. "
         "how much damage reaches the player?", "en", "At most 7 damage tramples over", "combat"),
        # the attacker named first by the verb after it, the first striker with deathtouch blocking it
        ("mi Titanic Bulvox 7/4 con arrollar ataca y Glissa, the Traitor lo bloquea. ¿le llega algo de daño al "
         "rival?", "es", "No. Glissa, the Traitor hace su daño", "combat"),
        # a planeswalker gone before damage: its unblocked attacker deals nothing, trample or not
        ("both Knight of Meadowgrain and Garruk's Horde attack Kiora, the Crashing Wave, no blocks. first strike "
         "damage kills Kiora. does the Horde's trample damage go to the player?", "en",
         "No. Garruk's Horde still attacks, but once Kiora, the Crashing Wave has left combat", "combat"),
        # the doubled amount is the answer to "how much"
        ("Dictate of the Twin Gods is out; my Thundering Tanadon (5/4 trample) is blocked by a 2/2. how much damage "
         "does the player take?", "en", "6: At most 3 damage tramples over", "combat"),
        # "como ya …" opens a since-clause: a yes/no question
        ("ataco con Rampaging Baloths y me bloquea Centaur Courser; le tiro Searing Spear al centauro. como ya no hay "
         "bloqueador, ¿van los 6 al jugador?", "es", "Sí. Los 6 de daño de Rampaging Baloths van al jugador", "combat"),
        # a fight: deathtouch destroys whatever the damage, fight damage too
        ("I cast Prey Upon: my Typhoid Rats fights their Baloth Null. does the Baloth die?", "en",
         "Yes. Baloth Null is destroyed", "fight"),
        # menace is checked only as blockers are declared
        ("Boggart Brute got blocked by two goblins and I shocked one. since menace needs two blockers does Brute "
         "become unblocked?", "en", "No. An attacking creature that was blocked stays blocked", "still_blocked"),
        # an anthem for the others gone, the damage marked earlier is lethal
        ("my Watchwolf took 3 damage while my Benalish Marshal was out; then they Doom Blade the Marshal. does the "
         "Watchwolf die?", "en", "Yes. Watchwolf dies", "anthem"),
        # wither's damage is -1/-1 counters: persist doesn't return it
        ("Kitchen Finks blocks Boggart Ram-Gang and dies. does it persist back?", "en", "No. It doesn't return",
         "undying"),
        ("Kitchen Finks blocks Colossal Dreadmaw and dies. does it come back with persist?", "en", "Yes. It returns",
         "undying"),  # no wither: the first death, no -1/-1 counter on it
        # Equipment under protection from artifacts stays on the battlefield
        ("my creature carries Vulshok Morningstar and I give it protection from artifacts with Apostle's Blessing. "
         "does the Morningstar go to the graveyard?", "en", "No. Vulshok Morningstar becomes unattached", "aura_protection"),
        # an X spell and its copy: the total
        ("Banefire with X=4 at their face, then I Reverberate it at their face too. total damage?", "en",
         "8 in total: the original and the copy deal 4 each.", "spell_copy"),
        # marked damage against a toughness a -N/-N lowers
        ("mi 4/4 ya tiene 2 de daño marcado y le dan -2/-2 hasta el final del turno. ¿se muere?", "es",
         "Sí. La 4/4 muere: su resistencia queda en 2", "lethal"),
        # an unblocked attacker at a planeswalker deals its damage to the planeswalker only
        ("ataco al planeswalker del rival con una 3/3 y no la bloquean. ¿el rival pierde vida también?", "es",
         "No. Todo el daño de combate de la 3/3 va al planeswalker", "player_damage"),
        # "oppo" is the opponent; "get to draw" asks the draw
        ("oppo controls Narset, Parter of Veils. I already drew for the turn and then cast Opt. do I get to draw "
         "from it?", "en", "No. Narset, Parter of Veils lets that player draw only one card", "draw_limit"),
        # an either-or asked about the legend rule: the first alternative answered
        ("tengo a Niv-Mizzet Reborn y bajo Spark Double copiándolo. ¿conservo los dos o tengo que sacrificar uno?", "es",
         "Sí. La copia que hace", "legend"),
        # a delayed flicker of a stolen creature: back under its owner's control, a new object
        ("took their guy with Claim the Firstborn, then cast Otherworldly Journey on it. when it returns, is it "
         "mine or theirs?", "en", "Its owner: Otherworldly Journey returns it", "returns_to_owner"),
        # an alternative cost the commander tax is added to
        ("The Ur-Dragon is my commander and I've cast it once from the command zone. I have Fist of Suns. how much "
         "to cast it again?", "en", "7: Fist of Suns's alternative cost", "commander_tax"),
        # lifelink gives the life to the creature's controller
        ("I Act of Treason their Vampire Nighthawk and attack. who gains the lifelink life?", "en",
         "You do: lifelink makes the creature's controller gain that life", "its_controller"),
        ("el rival me roba Vampire Nighthawk con Act of Treason y me ataca. ¿quién gana la vida?", "es",
         "Tu oponente: el vínculo vital", "its_controller"),
        # a token copy is its creator's
        ("opponent casts Heat Shimmer targeting my Serra Angel. who controls the token?", "en",
         "Your opponent does: the player who creates a token owns it", "its_controller"),
        # Spanish slang for "kills it"
        ("Hand of Silumgar ataca y la bloquea Darksteel Gargoyle. ¿el toque mortal se la carga?", "es",
         "No. Darksteel Gargoyle sobrevive", "survival"),
    ],
)  # fmt: skip
def test_fifty_first_round_verdicts(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        # blocked: a planeswalker gone doesn't change what a blocked creature deals
        ("Garruk's Horde attacks Kiora, the Crashing Wave and a Centaur Courser blocks; I bolt Kiora. does the Horde "
         "trample over?", "fight"),
        # a fight answered in response: the targets decide first
        ("I cast Prey Upon with Typhoid Rats on their Baloth Null and in response they kill the Rats. does the Baloth "
         "die?", "fight"),
        # Cackling Counterpart copies only its caster's own creature: no copy of theirs to give anyone
        ("I cast Cackling Counterpart on my opponent's Serra Angel. who controls the token?", "its_controller"),
        # an Equipment named with an Aura in the question: the Aura's reading
        ("Doom Blade on my guy wearing Bonesplitter: does Bonesplitter stay?", "aura_protection"),
    ],
)  # fmt: skip
def test_fifty_first_round_near_misses_stay_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


def test_the_fetched_land_reading_skips_a_card_that_fetches_nothing(ask):
    """A land question naming only a card that puts no land onto the battlefield: no reading, and no crash."""
    _, verdict = ask("does the land I get from Llanowar Elves come into play tapped?", "en")
    assert verdict is None or verdict.reasoner != "enters_tapped"


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a blocker removed: blocks were declared, so "no blockers remain" is no "no blocks"
        ("Colossal Dreadmaw attacks and I block with Grizzly Bears. They bolt my bears, so no blockers remain. How "
         "much damage do I take?", "en", "All 6 damage of Colossal Dreadmaw goes to the defending player", "combat"),
        # an unblocked attacker at a planeswalker the question names
        ("I attack their Jace Beleren with Hill Giant, unblocked. Does the excess damage go to the opponent?", "en",
         "No. All of Hill Giant's combat damage goes to the planeswalker", "player_damage"),
        # damage said twice is one amount; damage from last turn is gone
        ("My 4/4 took 2 damage, so it has 2 damage marked. Then they give it -1/-1 until end of turn. Does it die?",
         "en", "No. The 4/4 survives: its toughness is now 3", "lethal"),
        ("Last turn my Hill Giant took 2 damage. On my turn they give it -2/-2 until end of turn. Does it die?", "en",
         "No. Hill Giant survives", "lethal"),
        # a bare "already drew"
        ("My oppo has Narset, Parter of Veils. It's my turn and I already drew. If I cast Brainstorm do I get to "
         "draw?", "en", "No. Narset, Parter of Veils", "draw_limit"),
        # a plain yes/no with "both" in it is not an either-or
        ("Mirror Gallery is out and I play another Isamaru, Hound of Konda. Do both Isamarus die?", "en",
         "No. Mirror Gallery says the legend rule doesn't apply", "legend"),
        ("Mirror Gallery is out and I play another Isamaru, Hound of Konda. Does one die or do I keep both?", "en",
         "No. Mirror Gallery", "legend"),
        # "does it stay equipped?" asks the attachment
        ("My Grizzly Bears is equipped with Bonesplitter and gets protection from artifacts. Does it stay equipped?",
         "en", "No. Bonesplitter becomes unattached", "aura_protection"),
    ],
)  # fmt: skip
def test_fifty_first_round_review_mends(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        # another creature attacks the player: the planeswalker gone isn't its question
        ("I attack the player with Colossal Dreadmaw and Grizzly Bears attacks their Jace Beleren, no blocks. I bolt "
         "Jace and it dies. Does Colossal Dreadmaw deal damage to the player?", "combat"),
        # the planeswalker destroyed by the damage itself was never removed before damage
        ("I attack their Jace Beleren with Colossal Dreadmaw, no blocks. Will the damage destroy Jace?", "combat"),
        ("I attack their planeswalker with Grizzly Bears and my opponent with Hill Giant, both unblocked. Does my "
         "opponent take 3 damage?", "player_damage"),
        # both fighters asked, the deathtoucher's own fate asked, a removal spell in the story
        ("I cast Prey Upon: my Gifted Aetherborn fights their Grizzly Bears. Do both creatures die?", "fight"),
        ("I cast Prey Upon: my Gifted Aetherborn fights their Grizzly Bears. Does the Grizzly Bears kill my "
         "Aetherborn?", "fight"),
        ("I cast Prey Upon targeting my Typhoid Rats and their Colossal Dreadmaw. With Prey Upon on the stack they "
         "Shock my Rats. Does the Dreadmaw still die?", "fight"),
        # "Creatures you control": the opponent's creature, and several damage amounts
        ("I control Benalish Marshal. My opponent's Grizzly Bears took 2 damage. Does their Grizzly Bears die?",
         "anthem"),
        ("I have a Benalish Marshal. My Benalish Marshal took 1 damage and my Grizzly Bears took 3 damage. Does the "
         "Grizzly Bears die?", "anthem"),
        # the wither creature isn't the one it fought; a +1/+1 counter against wither's counters
        ("I attack with Boggart Ram-Gang and Hill Giant. They block the Hill Giant with Kitchen Finks and it dies. "
         "Does Kitchen Finks come back with persist?", "fight"),
        ("Kitchen Finks, carrying one +1/+1 counter, blocks their Boggart Ram-Gang. Does Finks come back with "
         "persist?", "undying"),
        # the protection is another creature's
        ("My Grizzly Bears equipped with Bonesplitter blocks their Hill Giant, which has protection from artifacts. "
         "Does the Bonesplitter fall off?", "aura_protection"),
    ],
)  # fmt: skip
def test_fifty_first_round_review_stays_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


def test_a_copy_aimed_elsewhere_is_no_total(ask):
    """The copy of an X spell aimed at another target: each deals X to its own target, no total to one player."""
    verdict = verdict_of(
        ask,
        "I cast Banefire X=3 on their Hill Giant and Reverberate it, with the copy targeting their face. How much "
        "damage does the opponent take in total?",
        "en",
        "spell_copy",
    )
    assert "in total" not in verdict.text


@pytest.mark.parametrize(
    "question",
    ["como hay que ordenar los disparos si mueren dos criaturas a la vez", "como tengo que pagar el coste alternativo"],
)
def test_an_unaccented_how_stays_a_how_question(question):
    from answer.analysis import QType, analyse

    assert analyse(question, "es", []).qtype is not QType.YES_NO


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the creature said at the planeswalker, another at the player
        ("I attack Jace, Architect of Thought with Colossal Dreadmaw and attack the player with Grizzly Bears. No "
         "blocks. They kill Jace in response. Does Dreadmaw's damage go to the player?", "en",
         "No. Colossal Dreadmaw still attacks", "combat"),
        # "before damage" is the removal's time, not the damage that removed it
        ("Ataco a su Jace, Architect of Thought con Colossal Dreadmaw, sin bloqueos. Mi rival exilia a Jace antes del "
         "daño. ¿El daño le llega al jugador?", "es", "No. Colossal Dreadmaw sigue atacando", "combat"),
        # the opponent casts the steal: their creature now, their life
        ("My opponent casts Act of Treason on my Vampire Nighthawk and attacks me with it. Who gains the life from "
         "lifelink?", "en", "Your opponent does", "its_controller"),
        ("Mi rival lanzó Act of Treason sobre mi Vampire Nighthawk y me atacó con él. ¿Quién gana la vida?", "es",
         "Tu oponente:", "its_controller"),
        # "on my opponent's turn I cast": the asker's spell
        ("On my opponent's turn I cast Heat Shimmer on his Serra Angel. Who controls the token?", "en", "You do",
         "its_controller"),
    ],
)  # fmt: skip
def test_fifty_first_round_second_review_mends(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        ("My opponent stole my Grizzly Bears with Act of Treason and attacked; I blocked with my Vampire Nighthawk. Who "
         "gains the life?", "its_controller"),
        ("Opponent cast Act of Treason on my Vampire Nighthawk and swung at me. Who loses life?", "its_controller"),
        ("I cast Heat Shimmer on their Serra Angel, then my opponent casts Beast Within on the token. Who gets the "
         "Beast token?", "its_controller"),
        ("My opponent controls Fist of Suns. My commander is The Ur-Dragon, I cast it twice before from the command "
         "zone. How much to cast it now?", "commander_tax"),
        ("I have Fist of Suns and my opponent has Sphere of Resistance. My commander The Ur-Dragon was cast twice "
         "before from the command zone. How much now?", "commander_tax"),
        ("My Grizzly Bears equipped with Bonesplitter is blocked by a creature with protection from artifacts. Does "
         "Bonesplitter fall off?", "aura_protection"),
    ],
)  # fmt: skip
def test_fifty_first_round_second_review_stays_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a fight without deathtouch: each deals its power to the other, lethal against toughness
        ("I cast Prey Upon: my Grizzly Bears fights their Hill Giant. does the giant die?", "en",
         "No. Hill Giant survives", "fight"),
        ("Prey Upon, my Craw Wurm fights their Grizzly Bears, do the bears die?", "en", "Yes. Grizzly Bears dies",
         "fight"),
        ("I cast Prey Upon: my Typhoid Rats fights their Colossal Dreadmaw. do the Rats die?", "en",
         "Yes. Typhoid Rats dies", "fight"),
        # indestructible: neither lethal damage nor deathtouch destroys it
        ("I Prey Upon with my Grizzly Bears targeting their Darksteel Myr. does the Darksteel Myr die?", "en",
         "No. Darksteel Myr survives", "fight"),
        # a Spanish question without "¿": the asked part is after the comma, the deathtoucher named before it
        ("le tiro prey upon con mis typhoid rats a su baloth null, se muere el baloth?", "es",
         "Sí. Baloth Null se destruye", "fight"),
        # an Equipment on a fighter counted once, its text no other factor; "it gets blocked by": "it" is the attacker
        ("Hill Giant has Bonesplitter on it so its 5/3, it gets blocked by Grizzly Bears. does it die?", "en",
         "No. Grizzly Bears dies and Hill Giant survives", "strikes"),
        ("my Hill Giant with Bonesplitter attacks and gets blocked by Craw Wurm. does the wurm die?", "en",
         "Yes. Both creatures die", "strikes"),
        ("Grizzly Bears attacks and gets blocked by Hill Giant. does it die?", "en",
         "Yes. Grizzly Bears dies and Hill Giant survives", "strikes"),
        # persist's "return it" is no flicker: Cloudshift returns the stolen creature under its caster's control
        ("I Act of Treason their Kitchen Finks, then I Cloudshift it. who controls the Finks now?", "en",
         "You do: Cloudshift", "delayed_blink"),
        # the exiler killed with its trigger told on the stack before the spell; a claim asked "¿es así posta?"
        ("el rival baja Fiend Hunter y con el trigger en la pila yo le meto un Lightning Bolt al Hunter. dice que mi "
         "Tarmogoyf se queda exiliado para siempre, ¿es así posta?", "es", "Sí. El objetivo se exilia para siempre",
         "until_leaves"),
        # "can I Stifle …?" asks whether it can be countered: yes
        ("can I Stifle my opponent's Polluted Delta activation so they don't get a land?", "en",
         "Yes. Polluted Delta's ability is countered", "ability_countered"),
        # a land or mana creature targeted: its mana ability can be activated in response
        ("my opponent Wastelands my Underground Sea. In response can I tap it for mana?", "en",
         "Yes. With the removal on the stack you get priority", "mana_ability"),
        ("me tiran un Lightning Bolt a mis Llanowar Elves, ¿puedo girarlos por maná en respuesta?", "es",
         "Sí. Con la remoción en la pila recibes prioridad", "mana_ability"),
        # Harm's Way redirects the next 2: the rest reaches the player; Pariah takes it all
        ("opponent Lightning Bolts me and I answer with Harm's Way on the Bolt, sending 2 at their Mother of Runes. "
         "How much damage do I take?", "en", "1: Harm's Way is a redirection effect", "replacement"),
        ("I control Pariah on my Darksteel Myr. If they hit me with a Lightning Bolt, do I lose life?", "en",
         "No. Pariah is a redirection effect", "replacement"),
        # the other fighter named again after the keyword: the keyword stays with the one it follows
        ("my Thalia, Guardian of Thraben attacks and Kitchen Finks blocks. Thalia strikes first for 2 and Finks dies. "
         "Does Thalia survive?", "en", "Yes. Kitchen Finks dies and Thalia, Guardian of Thraben survives", "strikes"),
        # a steal told with the card as their (or my) verb
        ("they Treachery'd my Griselbrand and I Swords to Plowshares it. Who gains the life?", "en",
         "Your opponent does", "its_controller"),
        ("I Treachery'd their Griselbrand and then Swords to Plowshares it. Who gains the life?", "en", "You do",
         "its_controller"),
        # unearth exiles it instead of letting it die; phasing moves no permanent; a lost ability or a token can't return
        ("I unearthed my Dregscape Zombie and sacrificed it to Viscera Seer. Does Blood Artist trigger?", "en",
         "No. Dregscape Zombie came back with unearth", "dies_trigger"),
        ("Teferi's Protection with my Thragtusk on the battlefield: it phases out. Do I get the Beast token?", "en",
         "No. Phasing doesn't move a permanent", "zone_trigger"),
        ("they Turn to Frog my Kitchen Finks and then Lightning Bolt it. Does it come back with persist?", "en",
         "No. Persist can't return it", "undying"),
        ("the Kiki-Jiki, Mirror Breaker copy of my Kitchen Finks is sacrificed at end of turn. does persist return "
         "the token?", "en", "No. Persist can't return it", "undying"),
        # a token copy entering under Blind Obedience: the copy, not the card making it
        ("my opponent has Blind Obedience. I use Kiki-Jiki, Mirror Breaker to copy Pestermite; can the hasty token "
         "attack?", "en", "No. Pestermite enters the battlefield tapped", "enters_tapped"),
        # Reanimate under Containment Priest still costs the life
        ("opponent has Containment Priest and I Reanimate Griselbrand. What happens?", "en",
         "It is exiled", "exile_instead"),
        # a table of four: the last player in turn order has theirs resolve first
        ("four-player game, Ana's turn, seating Ana -> Ben -> Cy -> Dee, Wrath of God resolves; everybody has a "
         "Blood Artist out. Which player's triggers resolve first?", "en", "Dee's resolve first", "stack_order"),
        # Krosan Grip on Oblivion Ring: the leaves trigger still returns the card
        ("their Oblivion Ring has my Griselbrand and I Krosan Grip the Ring. What happens to Griselbrand?", "en",
         "It comes back", "timing"),
        # the sideboard's size, the first mulligan of a multiplayer game, a bounced land drop
        ("how many cards can a sideboard have in legacy?", "en", "15:", "deck_size"),
        ("commander pod of four, I take my first mulligan: how many cards go to the bottom?", "en", "0:",
         "mulligan"),
        ("jugué mi Underground Sea y después de jugar mi tierra la devuelvo con Kor Skyfisher. ¿la puedo volver a "
         "jugar?", "es", "No. Ya jugaste tu tierra del turno", "land_drop"),
        # a bounce spell named as the removal of an Aura's creature
        ("my opponent casts Snap on my creature enchanted with Rancor. Does Rancor come back to my hand?", "en",
         "Yes. Rancor goes back to your hand", "aura_returns"),
        # the monarch hit on their turn: they draw
        ("I'm the monarch from Thorn of the Black Rose; on their turn their 2/2 deals combat damage to me. Who draws "
         "at end of turn?", "en", "Your opponent does", "designations"),
        # any spell for "Counter target spell"; a Pyroblast at a blue Counterspell counts in the war
        ("can I Counterspell a Lightning Bolt?", "en", "Yes. Counterspell counters target spell", "countering"),
        ("I cast Murder, they Counterspell it and I Pyroblast their Counterspell. Does Murder resolve?", "en",
         "Yes. Murder resolves", "counter_war"),
        # an attacker's power told after the attack; a board's total count with the trigger among them
        ("my opponent attacks me with a 3-power creature and I flash in Dictate of the Twin Gods. How much damage "
         "do I take?", "en", "The source deals 6 damage", "replacement"),
        ("I cast Wrath of God with 4 creatures on the battlefield, one of them is my Blood Artist. How many times does "
         "Blood Artist trigger?", "en", "4 triggers", "trigger_count"),
        # a commander's identity decides the color Command Tower makes; "target tapped creature"
        ("my commander is Atla Palani, Nest Tender. Can Command Tower make blue mana?", "en", "No. Command Tower",
         "color_identity"),
        ("can Royal Assassin destroy an untapped creature?", "en", "No. Royal Assassin's ability can target only a "
         "tapped creature", "target_legal"),
        # the cast trigger asked after its spell was countered: it still happens, its token said
        ("I cast Lightning Bolt with Young Pyromancer on the battlefield, they Daze it and I don't pay. What happens "
         "to the Young Pyromancer trigger?", "en", "Young Pyromancer's ability still happens", "cast_trigger"),
        # "el otro tiene": the other player's card
        ("el otro tiene Notion Thief y lanzo Brainstorm. ¿quién roba las cartas?", "es", "El rival", "draw_stolen"),
    ],
)  # fmt: skip
def test_fifty_second_round_verdicts(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        # a fight with a size told or another card named: not the printed sizes
        ("I cast Prey Upon: my Grizzly Bears, now a 4/4, fights their Hill Giant. does the giant die?", "fight"),
        ("I cast Prey Upon: my Grizzly Bears fights their Hill Giant while I control Glorious Anthem. Does the giant "
         "die?", "fight"),
        # an attacker at a planeswalker: its damage is not the player's sum
        ("I attack my opponent with Hill Giant and their Jace Beleren with Grizzly Bears, no blocks. how much life does "
         "my opponent lose?", "player_damage"),
        # their steal: my Cloudshift can't target it, and the card Flicker found by the verb is no flicker of theirs
        ("My opponent casts Act of Treason on my Serra Angel and attacks me with it. I flicker it with Cloudshift. Who "
         "controls it when it comes back?", "delayed_blink"),
        ("My opponent casts Act of Treason on my Serra Angel and attacks me with it. I flicker it with Cloudshift. Who "
         "controls it when it comes back?", "returns_to_owner"),
        # Daze's cost returns an Island: no counterspell target; Mental Misstep's mana value condition
        ("to pay for Daze can I return an Island I already tapped for mana?", "countering"),
        ("can I Mental Misstep a Force of Will?", "countering"),
        # a Hydroblast at a blue Counterspell does nothing: the war's every-other count doesn't hold
        ("I cast Murder, they Counterspell it and I Hydroblast their Counterspell. Does Murder resolve?",
         "counter_war"),
        # the redirect verb is no card; a Krosan Grip asked about itself
        ("can I bolt my opponent and redirect the damage to their Jace, the Mind Sculptor?", "replacement"),
        # a mana ability asked while Pithing-like text is absent but no removal is on the stack: not a response
        ("can I tap my Underground Sea for mana during my upkeep?", "mana_ability"),
    ],
)  # fmt: skip
def test_fifty_second_round_near_misses_stay_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        # a fight spell that pumps or exiles, protection, infect, damage already marked: not power against toughness
        ("I cast Epic Confrontation, my Grizzly Bears fights their Hill Giant. Does my Grizzly Bears die?", "fight"),
        ("I cast Unnatural Aggression: my Craw Wurm fights their Serra Angel. Does Serra Angel die?", "fight"),
        ("Prey Upon: my Serra Angel fights their Black Knight. Does Black Knight die?", "fight"),
        ("I Prey Upon with my Glistener Elf targeting their Darksteel Myr. Does the Darksteel Myr die?", "fight"),
        ("their Hill Giant already has 2 damage marked on it. I Prey Upon it with my Grizzly Bears. Does Hill Giant "
         "die?", "fight"),
        # an Aura granting protection is no size: the plain combat reading stays out
        ("My Grizzly Bears enchanted with Spectra Ward blocks their Craw Wurm. Does my Grizzly Bears die?", "strikes"),
        # a mana ability can't be Stifled
        ("Can I stifle their Lotus Petal when they tap and sacrifice it for mana?", "ability_countered"),
        # summoning sick, already tapped, mana wanted next turn, a sorcery to cast with it
        ("They Bolt my Llanowar Elves that I cast this turn. Can I tap it for mana in response?", "mana_ability"),
        ("They Lightning Bolt my tapped Birds of Paradise. Can I tap it for mana in response?", "mana_ability"),
        ("My opponent casts Stone Rain on my Underground Sea. Can I tap it for mana in response and use it next turn?",
         "mana_ability"),
        ("They Wasteland my Underground Sea. Can I tap it for mana in response and cast Thoughtseize with it?",
         "mana_ability"),
        # Pariah on their creature; Harm's Way at a planeswalker's damage, another source chosen, two of them, theirs
        ("My opponent has Pariah on his Grizzly Bears. If he attacks me with a 5/5, do I lose life?", "replacement"),
        ("My Pariah's Shield isn't attached to anything right now. If they Lava Axe me, do I lose life?", "replacement"),
        ("They Lava Axe my Jace Beleren and I respond with Harm's Way choosing the Lava Axe. How much damage do I take?",
         "replacement"),
        ("They Lava Axe me. I respond with Harm's Way but choose their Craw Wurm as the source instead. How much Lava "
         "Axe damage do I take?", "replacement"),
        ("They Lava Axe me, I cast two Harm's Way choosing the Lava Axe. How much damage do I take?", "replacement"),
        ("They Lava Axe me. My opponent then casts Harm's Way choosing their own Lava Axe. How much damage do I take?",
         "replacement"),
        # unearth with another creature dying
        ("I unearth my Dregscape Zombie and attack. Then my Grizzly Bears dies in combat. Does my Blood Artist trigger "
         "for the Bears?", "dies_trigger"),
        # Teferi's Protection cast last turn, another removal now
        # a steal of abilities aimed elsewhere; the token copy gone and the card itself dying
        # not every player has the trigger; which go on the stack first
        ("4-player game, it's Tom's turn, seating Dave -> Priya -> Tom -> Sam. Only Dave and Sam have a Blood Artist, "
         "everyone else has none. A creature dies: whose Blood Artist trigger resolves first?", "stack_order"),
        ("Dave's turn, seating Dave -> Priya -> Tom -> Sam, everybody has a Blood Artist out. Whose triggers go on the "
         "stack first?", "stack_order"),
        # Krosan Grip in response to the Ring's own enters trigger: the until_leaves reading
        ("They cast Oblivion Ring targeting my Griselbrand. In response I Krosan Grip the O-Ring. What happens to "
         "Griselbrand?", "timing"),
        # a sideboard's minimum
        ("How many cards does my sideboard need to have at minimum?", "deck_size"),
        # Rest in Peace exiles the Aura; the monarchy taken back; a permanent or an ability is no spell
        ("They Swords to Plowshares my Grizzly Bears enchanted with Rancor while they control Rest in Peace. Does "
         "Rancor return to my hand?", "aura_returns"),
        ("I'm the monarch. My opponent deals combat damage to me with a 1/1 on their turn, and then I deal combat "
         "damage to them on my next turn. Who draws at my end step?", "designations"),
        ("Can I Counterspell their Tarmogoyf that's already on the battlefield?", "countering"),
        ("Can I Counterspell their Llanowar Elves activation?", "countering"),
    ],
)  # fmt: skip
def test_fifty_second_round_review_stays_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("I cast Dregscape Zombie from my hand normally and sac it to Viscera Seer. Does Blood Artist trigger? I plan "
         "to unearth it later.", "en", "Yes. Blood Artist's “dies” ability triggers", "dies_trigger"),
        ("Last turn I cast Teferi's Protection. Now my opponent Swords to Plowshares my Thragtusk. Do I get the Beast "
         "token?", "en", "Yes. Thragtusk's “leaves the battlefield” ability triggers", "zone_trigger"),
        ("I Turn to Frog their Grizzly Bears, and later that turn my Strangleroot Geist dies in combat. Does undying "
         "bring my Geist back?", "en", "Yes. It returns", "undying"),
        ("Last turn I used Kiki-Jiki, Mirror Breaker to copy my Kitchen Finks (the copy is gone now). Today my real "
         "Kitchen Finks dies. Does persist bring it back?", "en", "Yes. It returns", "undying"),
        # the ordinal mulligans said and another one after
        ("After my first mulligan I took another one. How many cards do I put on the bottom?", "en", "2:", "mulligan"),
        ("In a 4-player Commander game I take my first mulligan, then my second mulligan too. So how many cards do I "
         "place at the bottom?", "en", "1:", "mulligan"),
        # Rampant Growth after the land drop puts a land, it doesn't play one
        ("Después de jugar mi tierra del turno, ¿puedo poner otra en el campo con Rampant Growth?", "es",
         "Sí. Rampant Growth pone la tierra", "land_drop"),
        # a Siege's protector is an opponent; the old planeswalker redirection is gone
        ("¿Puedo elegirme a mí mismo como protector de mi asedio?", "es", "No. El protector de un Asedio", "battle"),
        ("Can I bolt the player and then redirect the damage to his Jace? still a thing?", "en",
         "No. Damage dealt to a player can no longer be redirected", "target_legal"),
        # a Fog cast after combat damage prevents nothing
        ("my Typhoid Rats blocks their Craw Wurm. After combat damage is dealt they cast Fog. Does the Wurm die?",
         "en", "Yes. Both creatures die", "strikes"),
        # a stolen creature bounced goes to its owner's hand; "¿a qué cementerio va, al mío?" is no
        ("I Act of Treason my opponent's Wall of Omens and then Snap it. Does it go to my hand?", "en",
         "No. It goes to its owner's hand", "objects"),
        ("le robé el kor skyfisher al rival con threaten y lo sacrifiqué. ¿a qué cementerio termina yendo, al "
         "mío?", "es", "No.", "owner_zone"),
    ],
)  # fmt: skip
def test_fifty_second_round_review_mends(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


def test_a_negated_claim_keeps_the_tag_as_the_clause():
    """ "… no se muere, ¿es así posta?" asks whether the claim is right; its "no" must not become the verdict."""
    from answer.analysis import asking_clause

    assert asking_clause("me dice que mi goyf queda exiliado para siempre, ¿es asi posta?") == (
        "me dice que mi goyf queda exiliado para siempre"
    )
    assert asking_clause("me dice que si le tiro bolt a su goyf no se muere, ¿es asi posta?") == "es asi posta"


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        # two attackers' powers; the board count beside the opponent's creatures; another mana source
        ("My opponent attacks me with a 4-power creature and a 2-power creature, unblocked. I control Dictate of the "
         "Twin Gods. How much damage do I take?", "replacement"),
        ("I have 6 creatures on board, one of them is my Blood Artist, and my opponent has 3 creatures. I cast Wrath "
         "of God. How many times does Blood Artist trigger?", "trigger_count"),
        ("My commander is Atla Palani, Nest Tender. Can Command Tower tap for blue mana if I control Chromatic "
         "Lantern?", "color_identity"),
        # a tapped target fits: hexproof and the rest may still decide
        ("Can Royal Assassin kill my opponent's tapped creature with hexproof?", "target_legal"),
        # the trigger Stifled, or the spell not the asker's
        ("I cast Lightning Bolt with Young Pyromancer out, and they Stifle the Young Pyromancer trigger. What happens "
         "to the trigger?", "cast_trigger"),
        ("My opponent casts Lightning Bolt and I counter it. What happens to my Young Pyromancer's ability?",
         "cast_trigger"),
        # the damage before a Holy Day was first-strike damage only
        ("My 3/3 first strike attacks and is blocked by their 4/4. They cast Holy Day after combat damage from the "
         "first-strike step. Does my creature die?", "strikes"),
        # nothing stolen: my card goes to my graveyard
        ("My opponent's Lightning Bolt kills my Grizzly Bears. Does it go to my graveyard?", "objects"),
        # the opponent's Siege; blocking is no attack on the battle
        ("My opponent cast a Siege. Can they choose me as its protector?", "battle"),
        ("Can the protector block when I attack the battle?", "battle"),
        # a card that changes a spell's target is no old redirection rule
        ("Can I use Misdirection to redirect their Lightning Bolt from my face to their planeswalker?",
         "target_legal"),
        # Rampant Growth on the opponent's turn
        ("After my land drop, can I put a land onto the battlefield with Rampant Growth during my opponent's turn?",
         "land_drop"),
        # Gratuitous Violence doubles only its controller's creatures
        ("my opponent attacks me with a 4-power creature and I flash in Gratuitous Violence. How much damage do I "
         "take?", "replacement"),
        # the opponent's Clone: Mulldrifter's own trigger, read by evoke
        ("I evoke Mulldrifter while my opponent has a Clone on the battlefield. Do I draw 2 cards before sacrificing "
         "it?", "copies"),
    ],
)  # fmt: skip
def test_fifty_second_round_second_review_stays_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a Clone's copy is a card, not a token: persist returns it
        ("mi Clone copia a Kitchen Finks y se muere sin contadores. ¿vuelve con persistir?", "es", "Sí. Vuelve",
         "undying"),
        # the opponent's ordinal is not mine; "they Bolt … and I cast Harm's Way" is mine
        ("I took my first mulligan and my opponent took a second mulligan. How many cards do I keep?", "en", "6:",
         "mulligan"),
        ("They Bolt my face and I cast Harm's Way choosing the Bolt. How much damage do I take?", "en", "1:",
         "replacement"),
        # whose graveyard, asked either-or: the owner's, no yes or no
        ("Robé con Control Magic el Tarmogoyf de mi rival y murió. ¿A qué cementerio va, al de él o al mío?", "es",
         "Al cementerio de tu rival", "owner_zone"),
    ],
)  # fmt: skip
def test_fifty_second_round_second_review_mends(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a dual land's nickname; mana tapped "for a Brainstorm" is mana for an instant
        ("opp wastelands my trop. in response can i tap it for a brainstorm?", "en", "Yes. With the removal on the "
         "stack", "mana_ability"),
        ("me tiran wasteland a la volc, ¿puedo girarla en respuesta para un brainstorm?", "es", "Sí. Con la remoción",
         "mana_ability"),
        # "target tapped creature" asked with a kill verb and no "can"; said tapped, it kills
        ("royal assassin mata una criatura sin girar?", "es", "No. La habilidad de Royal Assassin solo puede",
         "target_legal"),
        ("can royal assassin kill their tapped bear?", "en", "Yes. Royal Assassin's ability targets a tapped",
         "target_legal"),
        # deathtouch and trample into a blocker whose size the card doesn't fix; three blockers told by count
        ("my Craw Wurm wears Basilisk Collar and has trample from Kessig Wolf Run. they block with Tarmogoyf and a "
         "Wall of Omens. how much damage can trample over?", "en", "At most 4 damage", "combat"),
        ("ataco con un Craw Wurm que tiene arrollar y me bloquean tres bichos 1/1. cuánto daño le llega al jugador?",
         "es", "Al jugador le pueden llegar como máximo 3", "combat"),
        # the legend rule: the stealer chooses; the second one's enters trigger still happens
        ("opponent has Thalia, Guardian of Thraben and steals my Thalia with Sower of Temptation. who picks which "
         "Thalia stays?", "en", "Your opponent chooses", "legend"),
        ("I flash in a second Vendilion Clique and the legend rule bins the first one. does the new one's enters "
         "trigger still resolve?", "en", "Yes. Vendilion Clique's enters-the-battlefield ability", "legend"),
        # a land play and a creature put in by Aether Vial are no spells
        ("can i counter a land that my opponent just played?", "en", "No. Playing a land", "land_drop"),
        ("my opponent puts a creature in with Aether Vial. can I Counterspell the creature?", "en",
         "No. Aether Vial puts the creature onto the battlefield without casting it", "not_cast"),
        # leaves-the-battlefield read through "como no muere"; Liliana's nickname
        ("me exilian a Thragtusk con Path to Exile. como no muere, ¿me dan igual la ficha?", "es", "Sí.",
         "zone_trigger"),
        ("la Lili de mi rival hace el -2 y solo tengo a Geist of Saint Traft con antimaleficio. ¿lo sacrifico?", "es",
         "Sí.", "sacrifice"),
        # a creature sacrificed as a cost is gone before anyone responds
        ("my opponent casts Fling sacrificing Craw Wurm. can I Lightning Bolt the Wurm in response?", "en",
         "No. The creature is sacrificed as a cost", "cost_paid"),
        # summoning sickness and abilities without {T}
        ("I gained control of Walking Ballista this turn with Control Magic. can I activate it to ping?", "en",
         "Yes. Summoning sickness stops only", "sickness"),
        ("I cast Prodigal Sorcerer this turn. can I use its ping ability right away?", "en", "No.", "sickness"),
        # a modifier that adds asked with yes/no; indestructible Gideon under -5/-5
        ("tengo Hardened Scales y muere Arcbound Worker con un contador, lo muevo con modular a Arcbound Ravager. "
         "¿Hardened Scales le suma uno?", "es", "Sí. Recibe 2", "replacement"),
        ("en mi turno mi Gideon Blackblade (4/4 indestructible) recibe Dismember. ¿no le pasa nada?", "es", "No.",
         "survival"),
        ("they cast Claustrophobia on my Grizzly Bears and I give it protección de azul with Giver of Runes. ¿se cae "
         "el aura?", "es", "Sí.", "aura_protection"),
        # who orders replacements for the opponent's creature
        ("I control Kalitas, Traitor of Ghet and they control Rest in Peace. I Lightning Bolt their Dark Confidant. "
         "who decides which replacement applies?", "en", "Your opponent chooses", "replacement"),
        # Counterspell at an activation; paying life with Phyrexian mana; a hybrid cost typed
        ("el rival activa Pestilence, le tiro Counterspell a esa activación?", "es", "No.", "spell_only"),
        ("tengo 1 vida, ¿puedo pagar el maná pirexiano con 2 vidas?", "es", "No. Con 1 vida", "pay_life"),
        ("what is the mana value of a card that costs {2/R}{2/R}?", "en", "4:", "mana_value"),
        # a drawn game; every player choosing at once
        ("our game 1 ended in a draw. who chooses who plays first in game 2?", "en", "The same player",
         "mulligan"),
        ("if every player chooses a card at the same time, who chooses first?", "en", "The active player",
         "choice_order"),
        # Fog against unpreventable damage, asked negated; storm copies after Force of Will; persist on each side
        ("attacking with Questing Beast, they cast Fog. so Fog does nothing, right?", "en", "Yes.", "replacement"),
        ("I cast Grapeshot with storm 4 and they Force of Will the original. do the copies get countered too?", "en",
         "No. The copies stay", "storm"),
        ("my turn, Supreme Verdict kills a Kitchen Finks on each side. whose persist trigger resolves first?", "en",
         "Your opponent's Kitchen Finks trigger resolves first", "stack_order"),
        # Pithing Needle on a card whose only mana ability targets; Phyrexian Revoker stops mana abilities
        ("my opponent names Deathrite Shaman with Pithing Needle. i can still tap it for mana, right?", "en", "No.",
         "needle"),
        ("opponent has Phyrexian Revoker naming Lotus Petal. can I still sacrifice my Petal for mana?", "en",
         "No. Phyrexian Revoker stops every", "needle"),
        ("opp names my Birds of Paradise with Pithing Needle, I can still tap it for mana?", "en", "Yes. Pithing Needle",
         "needle"),
        ("I cast Arcbound Ravager this turn, can I use its ability right away?", "en", "Yes. Summoning sickness",
         "sickness"),
        # a copy of "enters with four counters"; lifelink through a first-striking deathtouch blocker
        ("I Clone their Kalonian Hydra that has 8 counters. how big is my Clone?", "en", "The copy is 4/4", "copies"),
        ("my Wurmcoil Engine is blocked by Glissa, the Traitor. do I gain life from its lifelink?", "en", "No.",
         "strikes"),
        ("my Vampire Nighthawk blocks their Craw Wurm, do I gain life?", "en", "Yes. Vampire Nighthawk has lifelink",
         "strikes"),
        # a commander given double strike by a named spell hits twice; its hexproof isn't what is asked
        ("mi comandante Uril, the Miststalker ya le hizo 12 de daño de comandante a un rival. ataca, no lo bloquean y "
         "le tiro Temur Battle Rage. ¿pierde por daño de comandante?", "es", "Sí. 22", "commander_damage"),
        # Narset told as the asker's ("juego con"); a Sword's triggers counted once per damage step
        ("juego con Narset, Parter of Veils. en el turno de mi rival, que ya robó en su paso de robo, lanza Treasure "
         "Cruise. ¿cuántas roba?", "es", "0:", "draw_limit"),
        ("Mirran Crusader wearing Sword of Fire and Ice attacks unblocked, and I aim the sword triggers at their face. "
         "how much damage do they take in total?", "en", "12:", "player_damage"),
        # a chump blocker sacrificed after blocks
        ("i chump block their Tarmogoyf with a Lingering Souls token then sac the token to Viscera Seer. does Goyf "
         "hit me?", "en", "No. Tarmogoyf stays blocked", "still_blocked"),
    ],
)  # fmt: skip
def test_fifty_third_round_verdicts(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "reasoner"),
    [
        # tapped "for a blocker" is no mana; a tapped creature with protection may survive
        ("opp wastelands my trop. in response can i tap it for a blocker?", "mana_ability"),
        ("does Royal Assassin kill their tapped bear with protection from black?", "target_legal"),
        # the creature said to be cast after the Vial ticks; Counterspell aimed at the spell, the trigger its purpose
        ("can I counterspell the creature my opponent casts after Aether Vial gets a counter?", "countering"),
        # the spell with the sacrifice cost countered itself, not the creature
        ("my opponent casts Fling. can I counterspell the Fling in response?", "cost_paid"),
        # another permanent just played, not the pinger; echo asked of a stolen creature, no enters trigger
        ("my prodigal sorcerer is an old printing. my friend just played a planeswalker, can my sorcerer ping it "
         "directly?", "sickness"),
        ("le robé un Karmic Guide con Control Magic hace rato. ¿en mi mantenimiento me toca pagar el eco?",
         "zone_trigger"),
        # one of the metalcraft artifacts destroyed, not the Blast's target
        ("I cast Galvanic Blast at their face with three artifacts out, and in response they destroy one of my "
         "artifacts. how much damage does it deal?", "targets"),
        # the copied counters with a counter doubler beside: the replacement reading counts them
        ("I Clone their Kalonian Hydra. how big is my Clone if it also gets the extra counter from Hardened Scales?",
         "copies"),
    ],
)  # fmt: skip
def test_fifty_third_round_near_misses_stay_out(ask, question, reasoner):
    _, verdict = ask(question, "en")
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the target of a sacrifice-cost spell, or another creature, can be answered; only the sacrificed one can't
        ("Opponent casts Bone Splinters sacrificing a Goblin Guide and targets my Tarmogoyf. Can I bounce my Tarmogoyf "
         "in response?", "en", "cost_paid"),
        ("my opponent casts Village Rites sacrificing a Llanowar Elves. can I kill his other creature in response?",
         "en", "cost_paid"),
        # the creature said to be cast while the Vial is out; a land the Revoker can't name
        ("my opponent casts a creature while Aether Vial is on the battlefield. can I Counterspell the creature?",
         "en", "countering"),
        ("Phyrexian Revoker naming Wasteland: can they still tap the Wasteland for mana?", "en", "needle"),
        # Royal Assassin cast this turn, already tapped, or its target sacrificed first
        ("mi rival acaba de bajar Royal Assassin este turno, ¿mata a mi criatura girada?", "es", "target_legal"),
        ("does Royal Assassin kill my tapped creature if I sacrifice that creature in response?", "en", "target_legal"),
        # Gideon Blackblade is a creature with indestructible only on its controller's turn
        ("Does my Gideon Blackblade survive my opponent's Toxic Deluge?", "en", "survival"),
        ("On my opponent's turn he casts Hero's Downfall on my Gideon Blackblade. Does Gideon survive?", "en", "survival"),
        # the legend rule with one copy each after a steal
        ("My opponent stole my Thalia, Guardian of Thraben with Control Magic and I cast another Thalia, Guardian of "
         "Thraben. who chooses which one goes?", "en", "legend_they"),
        # mana for a creature spell isn't mana for an instant in response
        ("They Lightning Bolt my Llanowar Elves. Can I tap it for a Grizzly Bears in response?", "en", "mana_ability"),
        # the needle named in a Spanish question without "¿": whether it may be activated, not whether it resolves
        ("el rival tiene Pithing Needle nombrando Wasteland, puedo sacrificarla igual", "es", "source_gone"),
        # second review: "activa" as an adjective; a land played named beside a spell countered; another card used
        ("el rival tiene activa una Rest in Peace, puedo contrarrestar su Lightning Bolt con Counterspell", "es",
         "spell_only"),
        ("con la habilidad de Thalia activa, puedo contrarrestar el Lightning Bolt de mi rival con Counterspell?", "es",
         "spell_only"),
        ("Can I counter a creature spell cast with mana from a land that my opponent played this turn?", "en",
         "land_drop"),
        ("my opponent just cast Walking Ballista, can I use my Swords to Plowshares on it?", "en", "sickness"),
    ],
)  # fmt: skip
def test_fifty_third_round_review_stays_out(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    if reasoner == "legend_they":
        assert verdict is None or "Your opponent chooses" not in verdict.text, verdict.text
        return
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the asker's own lifelinker, not the attacker's; a first-striking lifelinker against a first striker
        ("My Vampire Nighthawk blocks their Knight of Meadowgrain. Do I gain life?", "en",
         "Yes. Vampire Nighthawk has lifelink and deals 2", "strikes"),
        # Royal Assassin at a named tapped creature, a Rancor beside it
        ("Does Royal Assassin kill my tapped Llanowar Elves?", "en", "Yes. Royal Assassin's ability", "target_legal"),
        ("does Royal Assassin kill their tapped Grizzly Bears with Rancor on it?", "en", "Yes.", "target_legal"),
        # the sacrificed creature answered in a Spanish question without "¿"
        ("el rival lanza Fling sacrificando un Craw Wurm, puedo matarlo en respuesta con Lightning Bolt?", "es",
         "No. La criatura se sacrifica como coste", "cost_paid"),
        # second review: "puede igual" is the ability's (its source killed), not the asker's act; a drawn game said
        # "had a draw"; haste for a {T} ability; two lands aren't a life total
        ("activo Prodigal Sorcerer apuntando a su Llanowar Elves y el rival lo mata en respuesta, pero puede igual "
         "hacer el daño?", "es", "Sí. La habilidad", "source_gone"),
        ("we had a draw in game 2 and I had chosen to play. who chooses who plays first in game 3?", "en",
         "The same player", "mulligan"),
        ("just cast Kiki-Jiki, Mirror Breaker, can I activate it this turn?", "en", "Yes. Kiki-Jiki, Mirror Breaker "
         "has haste, so its abilities", "sickness"),
        ("estoy a 20 vidas y si tengo 2 tierras, ¿puedo pagar 4 vidas por Dismember?", "es", "Sí. Con 20 vidas",
         "pay_life"),
        # "sacar maná" is tapping for mana; "a creature" put in by the Vial
        ("mi rival tiene Phyrexian Revoker nombrando mis Birds of Paradise, ¿puedo sacar maná igual?", "es",
         "No. Phyrexian Revoker", "needle"),
        ("my opponent puts a creature in with Aether Vial. can I Counterspell a creature put in that way?", "en",
         "No. Aether Vial puts the creature onto the battlefield", "not_cast"),
        # life totals said after the payment
        ("¿puedo pagar las 4 vidas de Snuff Out si tengo 5?", "es", "Sí. Con 5 vidas", "pay_life"),
        ("Can I pay 4 life for Snuff Out at 4 life?", "en", "Yes. At 4 life", "pay_life"),
    ],
)  # fmt: skip
def test_fifty_third_round_review_mends(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # Pithing Needle on a card with both kinds of ability: the asked use picks one; "does it stop me from"
        ("Does Pithing Needle naming Wasteland stop me from sacrificing it?", "en",
         "Yes. Pithing Needle stops Wasteland's ability with a sacrifice in its cost", "needle"),
        ("opp needled my wasteland, can i still tap it for mana?", "en", "Yes. Pithing Needle stops only", "needle"),
        ("le nombraron mi wasteland con pithing needle, puedo sacrificarla para romper su tierra?", "es",
         "No. Pithing Needle impide la habilidad de Wasteland", "needle"),
        # which names may be chosen
        ("Can I cast Pithing Needle naming Teferi, Time Raveler?", "en", "Yes. Pithing Needle names a card", "needle"),
        ("can my opponent name Wasteland with Phyrexian Revoker?", "en", "No. Phyrexian Revoker asks for a nonland",
         "needle"),
        # a creature of unknown size in a fight: who dies depends on it, no Yes/No
        ("they attack with Craw Wurm, if I block with Tarmogoyf does it die?", "en",
         "It depends on Tarmogoyf's size when combat damage is dealt", "strikes"),
        ("mi rival ataca con Tarmogoyf y bloqueo con Craw Wurm, se muere el goyf?", "es",
         "Depende del tamaño de Tarmogoyf", "strikes"),
        ("they attack with a 4/5 Tarmogoyf, I block with Craw Wurm, does the goyf die?", "en", "Yes. Both creatures die",
         "strikes"),
        # the end-step sacrifice a card sets up for what it puts in
        ("If I Kiki-Jiki copy Restoration Angel, is the token sacrificed at end of turn?", "en",
         "Yes. Kiki-Jiki, Mirror Breaker sets up a delayed triggered ability that sacrifices the token copy",
         "delayed_sacrifice"),
        ("kiki copy of pestermite, do i keep it?", "en", "No. Kiki-Jiki", "delayed_sacrifice"),
        ("I sneak attack in Griselbrand, do I have to sacrifice it at end of turn?", "en", "Yes. Sneak Attack",
         "delayed_sacrifice"),
        # a creature put in, countered with no counterspell card named, or asked without a verb
        ("can I counterspell the Emrakul they put in with Show and Tell?", "en",
         "No. Show and Tell puts the creature onto the battlefield without casting it", "not_cast"),
        ("Counterspell on a creature put in with Show and Tell?", "en", "No. Show and Tell puts the creature", "not_cast"),
        ("puedo contrarrestar el bicho que metió con Sneak Attack?", "es", "No.", "not_cast"),
        # Royal Assassin at an attacker: tapped by attacking, unless it has vigilance
        ("they attack me with Craw Wurm, can my Royal Assassin kill it?", "en", "Yes. Attacking tapped Craw Wurm",
         "target_legal"),
        ("opp attacks with Serra Angel, can Royal Assassin destroy it?", "en", "No. Serra Angel has vigilance",
         "target_legal"),
        # a Clone of a creature that "enters with" counters gets them (707.5); a number asked that isn't it
        ("If I Clone my Spike Feeder, how many counters does the Clone get?", "en",
         "2: the counters on Spike Feeder aren't copied", "copies"),
        ("I clone Servant of the Scale, does my clone get a +1/+1 counter?", "en", "Yes. The counters on Servant",
         "copies"),
        ("if I Clone Spike Feeder does it enter with three counters?", "en", "No. The counters on Spike Feeder",
         "copies"),
        # the asker's own Narset doesn't limit the asker's draws
        ("my Narset, Parter of Veils is out and I cast Brainstorm, how many cards do I draw?", "en",
         "3: Narset, Parter of Veils limits only its controller's opponents", "draw_limit"),
        # the reason the asker gives isn't the ask; a "can I … or must I …" asks the may
        ("swinging with Questing Beast, opp uses Maze of Ith on it. will the Beast still deal its 4 since it says "
         "combat damage can't be prevented?", "en", "Yes. Questing Beast says this damage can't be prevented",
         "replacement"),
        ("me rebotaron el comandante a la mano. puedo moverlo a la zona de mando o tengo que quedarmelo en la mano?",
         "es", "Sí. Su propietario puede ponerlo en la zona de mando", "command_zone"),
        # who chooses when the asker kills one of the opponent's creatures
        ("I have Kalitas, Traitor of Ghet and he has Rest in Peace. I kill one of his nontoken creatures, who decides "
         "which applies?", "en", "Your opponent chooses", "replacement"),
        # control "for as long as" the Saga remains ends when it is sacrificed
        ("they took my commander with chapter I of The Akroan War. when the saga is sacrificed after chapter III, do I "
         "get my commander back?", "en", "Yes. The control The Akroan War gave", "saga"),
        # an alternative sacrifice cost is paid before anyone can respond; a loyalty cost stays paid when countered
        ("opp Fireblasts me saccing two Mountains. can I respond by blowing up one of the mountains so it fizzles?",
         "en", "No. Sacrificing two Mountains is Fireblast's alternative cost", "cost_paid"),
        ("Liliana, the Last Hope on 3 loyalty, I -2 her and opp Disallows the ability. does Lili go back up to 3?",
         "en", "No. Countering the ability doesn't undo its cost: the loyalty counters", "refund"),
        # "… right? or can I …": the unmarked last question is the ask
        ("opp Krosan Grips my Ashnod's Altar. split second so I can't do anything right? or can I at least sac my "
         "dudes for mana in response", "en", "Yes. Split second on Krosan Grip doesn't stop mana abilities", "timing"),
        # a taken creature with ward is the asker's now: their own spell doesn't trigger it
        ("I Act of Treason their creature that has ward {1}. it's mine till end of turn now - if I Titanic Growth it do "
         "I have to pay ward again?", "en", "No. Ward triggers only when", "ward"),
        # a loyalty ability that adds mana is no mana ability
        ("el rival activa el +1 de Chandra, Torch of Defiance para agregar RR. le puedo meter Disallow? el dice que es "
         "habilidad de mana", "es", "Sí. La habilidad de Chandra, Torch of Defiance que agrega maná", "mana_ability"),
        ("can I Stifle the +1 mana ability of Chandra, Torch of Defiance?", "en", "Yes. Stifle counters an activated",
         "countering"),
        # a spell's name as the removal verb on Fiend Hunter
        ("opp plays Fiend Hunter targeting my creature, in response to the ETB I Chain Lightning the Hunter and it "
         "dies. is my guy gone for good now?", "en", "Yes. The target is exiled for good", "until_leaves"),
        # the loyalty a planeswalker's copy enters with
        ("Spark Double copying my Nissa, Who Shakes the World (5 loyalty). what loyalty does the Double come in with?",
         "en", "6: Spark Double's copy of Nissa", "copies"),
        # a double block where one blocker can't block a flier
        ("opp swings Sky Terror (flying + menace). my Arboreal Grazer (reach) and my Llanowar Elves are open, could I "
         "double block it with both?", "en", "No. Llanowar Elves can't block Sky Terror", "blocking"),
        # a planeswalker's loyalty ability the turn it arrives
        ("Agent of Treachery resolves and i take the opponent's Nissa, Who Shakes the World. can i +1 her straight "
         "away this turn or do walkers have summoning sickness??", "en", "Yes. Summoning sickness only stops",
         "sickness"),
        ("Mi rival me contrarresta la habilidad 0 de Chandra, Acolyte of Flame con Tale's End. Puedo activar otra "
         "habilidad de lealtad de Chandra este turno?", "es", "No. Solo se puede activar una habilidad de lealtad",
         "sickness"),
        # "él tiene X y yo bajo el mío": one each
        ("él tiene Teferi, Time Raveler y yo bajo el mío. ¿regla de leyendas, se muere alguno?", "es",
         "No. Cada uno conserva el suyo", "legend"),
        # a nontoken dies trigger on a creature that dies with the others
        ("opp casts Kaya's Wrath. I have Midnight Reaper, two other nontoken creatures and a zombie token. how many "
         "cards do i draw off reaper?", "en", "3: Kaya's Wrath destroys the creatures at once", "trigger_count"),
        # the payment a trigger offers is the choice of the player it names
        ("el rival tiene Smothering Tithe. cuando robo una carta, quien decide si se pagan los 2, yo o el?", "es",
         "Tú.", "soft_counter"),
        ("my opponent has Rhystic Study, who decides whether the 1 gets paid when I cast a spell?", "en",
         "You do. Rhystic Study offers the payment", "soft_counter"),
        # turning a morph face up under split second, said "darlo vuelta"
        ("tengo un morph boca abajo (es un Exalted Angel) y el rival le tira Sudden Shock. con split second puedo "
         "darlo vuelta igual pagando 2WW??", "es", "Sí.", "timing"),
        # an "until" exile of a card from the hand, its source killed before the trigger resolves
        ("el rival mete Kitesail Freebooter y con su trigger de entrada en la pila le meto un Shock y muere. igual me "
         "va a quitar una carta de la mano?", "es", "No. No se exilia ninguna carta", "until_leaves"),
        # Torbran's "or a permanent an opponent controls": their creature too
        ("I have Torbran, Thane of Red Fell and I Lightning Bolt their Grizzly Bears. how much damage does it take?",
         "en", "Lightning Bolt deals 5 damage", "replacement"),
        # a leaves-the-battlefield watcher sees an exile; Solemnity kept undying's counter off; a token copy dies
        ("I've got The Ozolith out and he Declaration in Stones my Pelt Collector with 3 +1/+1 counters. it's exiled "
         "not dead — does the Ozolith still get the counters?", "en", "Yes. The Ozolith triggers when a creature leaves",
         "dies_trigger"),
        ("running Solemnity in my Geralf's Messenger deck. messenger dies, undying brings it back but solemnity stops "
         "the +1/+1 counter... so when it dies AGAIN does it come back again?", "en", "Yes. It returns", "undying"),
        ("I make a token copy of Wurmcoil Engine with Helm of the Host. if the token dies, do I get the wurms?", "en",
         "Yes. Wurmcoil Engine's “dies” ability triggers", "dies_trigger"),
        # a change of control keeps the counters
        ("le robo su Scavenging Ooze con Act of Treason y le pongo 3 contadores. cuando se lo devuelvo al final del "
         "turno, ¿se queda con los contadores?", "es", "Sí.", "control"),
        ("I Threaten my opponent's creature that carries two +1/+1 counters. Does it keep the counters?", "en",
         "Yes. A change of control isn't a change of zone", "control"),
        # a trampler attacking a planeswalker: none of the excess to the player
        ("Carnage Tyrant attacking his Teferi, Time Raveler (4 loyalty). he chumps with a 2/2. with trample how much of "
         "the excess can I push onto him, the player?", "en", "0: At most 5 damage tramples over", "combat"),
        # a sacrifice cost modified by a replacement is still paid
        ("opp has Kalitas, Traitor of Ghet. if I sac one of my nontoken creatures to Ashnod's Altar, Kalitas exiles it "
         "instead. do I even get my 2 colourless or did the sacrifice fail?", "en", "Yes. The sacrifice still happens",
         "cost_paid"),
        # Darksteel Colossus sacrificed: its own replacement shuffles it away; "I'm fine?" asks whether it survives
        ("opp casts Innocent Blood and my only creature is Darksteel Colossus. indestructible so I'm fine yeah?", "en",
         "No. Innocent Blood makes the player sacrifice a creature", "sacrifice"),
        ("opp casts Innocent Blood and my only creature is Darksteel Colossus. what happens?", "en",
         "Darksteel Colossus is sacrificed anyway", "survival"),
        # "must I keep only one?" asks a loss
        ("mi comandante es Atraxa, Praetors' Voice. si juego Spark Double copiándola, ¿tengo que quedarme solo con "
         "una?", "es", "No.", "legend"),
        # a shield on the opponent: they choose which damage it prevents
        ("opp cast Healing Salve on himself (prevent the next 3) before combat dmg. I swing Vampire Nighthawk + a 3/3 "
         "and both connect. who picks which damage the shield eats?", "en", "Your opponent chooses", "shield"),
        # reviewers' near misses answered the other way
        ("si me nombran Wasteland con Pithing Needle, ¿puedo sacarle maná igual?", "es", "Sí.", "needle"),
        ("Questing Beast can't be chump blocked by 2 power guys right? or can a 2/2 block it", "en",
         "No. 2/2 can't block Questing Beast", "blocking"),
        ("Spark Double copying my Spike Feeder, how many counters does it get?", "en",
         "3: the counters on Spike Feeder aren't copied", "copies"),
        ("Chandra, Torch of Defiance's first ability got Stifled. Can I activate her -3 this turn?", "en",
         "No. Only one loyalty ability of Chandra, Torch of Defiance", "sickness"),
        ("I already used Liliana of the Veil's +1. Can I use her -2 this turn too?", "en",
         "No. Only one loyalty ability of Liliana of the Veil can be activated each turn, and one was already",
         "sickness"),
    ],
)  # fmt: skip
def test_fifty_fourth_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # a mixed card's use not told: neither ability picked
        ("they named my wasteland with pithing needle, can I still use it?", "en", "needle"),
        # blinked before the end step: a new object, which delayed_blink answers
        ("I sneak attack in Griselbrand and blink it with Ephemerate, do I have to sacrifice it at end of turn?", "en",
         "delayed_sacrifice"),
        # reviewers' near misses of this round's readings, each left to others
        ("I Through the Breach Griselbrand during my opponent's end step, does it get sacrificed that same end step?",
         "en", "delayed_sacrifice"),
        ("I Clone the token Kiki-Jiki, Mirror Breaker made, does my Clone get sacrificed at end of turn?", "en",
         "delayed_sacrifice"),
        ("Ornithopter attacks, I block with Tarmogoyf, does goyf die?", "en", "strikes"),
        ("Serra Avatar blocks Craw Wurm, I'm at 20 life, does my Avatar die?", "en", "strikes"),
        ("I cast Royal Assassin on my turn, then they attack me with Craw Wurm on theirs, can Royal Assassin kill it?",
         "en", "target_legal"),
        ("If I Clone my Jace, the Mind Sculptor, what loyalty would it have?", "en", "copies"),
        ("Spark Double copying Jace, the Mind Sculptor gets hit by a 3/3: how much loyalty is lost?", "en", "copies"),
        ("My Narset, Parter of Veils is out but opp has Spirit of the Labyrinth; I cast Brainstorm in my main phase, "
         "how many do I draw?", "en", "draw_limit"),
        ("The Akroan War stole my Craw Wurm and chapter III killed it, do I get it back?", "en", "saga"),
        ("Opp has Torbran, Thane of Red Fell, I Lightning Bolt his Grizzly Bears, how much damage?", "en",
         "replacement"),
        ("I control Kalitas, Traitor of Ghet and sac my own creature to Ashnod's Altar, do I still get the mana?", "en",
         "cost_paid"),
        ("opp has Chandra, Torch of Defiance out. Can I Stifle his Birds of Paradise mana ability?", "en",
         "mana_ability"),
        ("Can I activate Liliana of the Veil's -2 right away in response to my opponent's spell?", "en", "sickness"),
        ("I have The Chain Veil. Teferi, Hero of Dominaria's +1 got Stifled. Can I activate another of his abilities "
         "this turn?", "en", "sickness"),
        ("Threaten on their creature with ward 2, I control it now. My opponent targets it with Lightning Bolt, does "
         "ward trigger for them?", "en", "ward"),
        ("The Ozolith out, they exile my Grizzly Bears that has no counters on it. Does The Ozolith trigger?", "en",
         "dies_trigger"),
        ("I have The Ozolith; my opponent's creature with +1/+1 counters gets exiled by my Path to Exile, does The "
         "Ozolith trigger?", "en", "dies_trigger"),
        ("I control 3 nontoken creatures including Midnight Reaper, Wrath of God resolves, how many cards do I draw?",
         "en", "trigger_count"),
        ("My opponent controls Midnight Reaper; I have 3 nontoken creatures and my Wrath of God kills everything. How "
         "many cards do I draw?", "en", "trigger_count"),
        ("I have 2 Midnight Reapers and 2 other nontoken creatures, opponent casts Wrath of God. How many cards do I "
         "draw?", "en", "trigger_count"),
        ("tengo Rhystic Study y lanzo un hechizo, ¿quién decide si se paga el 1?", "es", "soft_counter"),
    ],
)  # fmt: skip
def test_fifty_fourth_round_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # Torpor Orb and Hushbringer stop what the entering trigger would do, said as its effect
        ("my opponent has Torpor Orb, if I cast Ravenous Chupacabra do I still destroy one of their creatures?", "en",
         "No. Torpor Orb stops creatures entering the battlefield", "extra_triggers"),
        ("el rival tiene Hushbringer, si devuelvo mi Cauldron Familiar sacrificando una Food, ¿le quito 1 vida igual?",
         "es", "No. Hushbringer impide", "extra_triggers"),
        # a leaves trigger under Torpor Orb: it left, so it triggers
        ("Torpor Orb is on the battlefield and my Thragtusk gets exiled by Path to Exile. Do I get the 3/3 Beast?",
         "en", "Yes. Torpor Orb stops only abilities that trigger because a creature enters", "zone_trigger"),
        # prevented damage said in Spanish with words between "daño" and "prevenido"
        ("si el daño de mi criatura con vínculo vital queda prevenido, ¿gano vida igual?", "es", "No.", "prevention"),
        # card-free rules questions the stated fact decides
        ("with an intervening if trigger, if the condition isn't true anymore when it resolves... wait, is false "
         "then, does the ability still do anything?", "en", "No. An intervening “if”", "rule_facts"),
        ("if the intervening if condition is not true when the event happens, does the ability even trigger?", "en",
         "No. An intervening “if” is checked when the trigger event occurs", "rule_facts"),
        ("una habilidad con cláusula si intercalada: si la condición ya no se cumple al resolverse, ¿hace algo?", "es",
         "No. Una cláusula «si» intercalada se comprueba otra vez", "rule_facts"),
        # Melira: "¿vuelve sin contador?" asks whether it returns
        ("Tengo Melira, Sylvok Outcast y Kitchen Finks; si sacrifico a Finks, ¿regresa sin contador -1/-1 cada vez?",
         "es", "Sí. Vuelve", "undying"),
        ("damage can't be prevented this turn. does protection from red still prevent damage from a red source?",
         "en", "No. Damage that can't be prevented", "rule_facts"),
        ("if damage can't be prevented, does my creature with protection from black take damage from a black "
         "creature?", "en", "Yes. Damage that can't be prevented", "rule_facts"),
        ("¿puede el mismo efecto de reemplazo volver a aplicarse al mismo evento una segunda vez?", "es",
         "No. Un efecto de reemplazo tiene una sola oportunidad", "rule_facts"),
        ("a creature has a +1/+1 and a -1/-1 counter, can I respond before they cancel out?", "en",
         "No. The +1/+1 and -1/-1 counters are removed in pairs", "rule_facts"),
        ("¿exiliar una criatura cuenta como morir para las habilidades de cuando muera?", "es",
         "No. Una criatura muere solo", "rule_facts"),
        ("un rival se rindió con su hechizo todavía en la pila, ¿su hechizo se resuelve?", "es",
         "No. Cuando un jugador abandona la partida", "rule_facts"),
        ("I'm at 2 life with a gain life spell on the stack and they respond with 4 damage to me. does my spell "
         "resolve?", "en", "No. The damage resolves first", "rule_facts"),
        ("estoy a 6 vidas con un hechizo de ganar vida en la pila y me responden con 3 de daño, ¿se resuelve?", "es",
         "Sí. El daño se resuelve primero pero te deja", "rule_facts"),
        # who orders two replacement effects, said in the answer's opening
        ("I control Kalitas, Traitor of Ghet and Rest in Peace is out. I kill opp's best creature, who picks which "
         "one applies?", "en", "Your opponent chooses", "replacement"),
        ("tengo Torbran, Thane of Red Fell y el rival tiene Circle of Protection: Red; le tiro Lightning Bolt a la "
         "cara, ¿quién elige el orden?", "es", "Tu rival elige", "replacement"),
        # Melira: persist again and again
        ("tengo Melira, Sylvok Outcast; mis Kitchen Finks regresaron por persistir hace un rato. si los sacrifico de "
         "nuevo, ¿regresan?", "es", "Sí. Vuelve", "undying"),
        ("Melira, Sylvok Outcast is out and my Kitchen Finks dies, does it come back with persist?", "en",
         "Yes. It returns", "undying"),
        # counters on a permanent are not a countered spell
        ("my geralf's messenger came back with undying, so it carries a +1/+1 counter. yawgmoth, thran physician puts "
         "two -1/-1 counters on it one at a time and it dies. does undying return it?", "en", "Yes. It returns",
         "undying"),
        # Phantasmal Image sacrifices itself when targeted: it dies
        ("my Phantasmal Image copying Wurmcoil Engine is targeted by Swords to Plowshares. do I get the Wurm tokens?",
         "en", "Yes. Wurmcoil Engine's “dies” ability triggers: sacrificed", "dies_trigger"),
        # Kalitas: "non token" is no token; a token said in a follow-up is
        ("got kalitas out, murder their (non token) creature. do i get a zombie?", "en",
         "Yes. Kalitas, Traitor of Ghet's replacement applies", "replacement"),
        ("tengo kalitas y mato una criatura no ficha del rival, ¿me dan la ficha de zombie?", "es",
         "Sí. El reemplazo de Kalitas", "replacement"),
        ("got kalitas out, murder their (non token) creature. It's one of their tokens i murder. do i get a zombie",
         "en", "No. Kalitas, Traitor of Ghet replaces only the death of a nontoken creature", "replacement"),
        # the choice between two exile replacements told
        ("I have Kalitas, Traitor of Ghet and my opponent has Rest in Peace. I murder their nontoken creature and they "
         "choose Rest in Peace to apply. Do I get a Zombie?", "en", "No. The creature is exiled by Rest in Peace",
         "replacement"),
        # Teferi, Time Raveler doesn't stop a sacrifice-cost ability
        ("opp has Teferi, Time Raveler. on his turn, can I sacrifice a Food to return Cauldron Familiar?", "en",
         "Yes. Teferi, Time Raveler limits when", "timing"),
    ],
)  # fmt: skip
def test_fifty_fifth_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the question names cards: rule_facts reads only card-free questions
        ("does exiling my Blood Artist count as it dying?", "en", "rule_facts"),
        # responding to the ability that puts the -1/-1 counter, not to the counters cancelling
        ("opp activates an ability to put a -1/-1 counter on my creature with a +1/+1 counter. can i respond?", "en",
         "rule_facts"),
        # the asker's own spell aimed at a player who left
        ("my opponent conceded with my spell targeting him on the stack. does my spell resolve?", "en", "rule_facts"),
        # no damage number said
        ("I'm at 1 life with a life gain spell on the stack and opp responds with a burn spell, does mine resolve?",
         "en", "rule_facts"),
        # protection's blocking, not its damage prevention
        ("damage can't be prevented this turn. may my pro-red guy block their red attacker?", "en", "rule_facts"),
        # Heliod's triggers, not Kalitas's replacement nor devotion
        ("Tengo Heliod, Sun-Crowned y ataco con Murderous Rider y Kalitas, Traitor of Ghet, con vínculo vital. ¿Cuántas "
         "veces se dispara Heliod?", "es", "replacement"),
        ("Tengo Heliod, Sun-Crowned y ataco con Murderous Rider y Kalitas, Traitor of Ghet, con vínculo vital. ¿Cuántas "
         "veces se dispara Heliod?", "es", "devotion"),
        # a countered spell's sacrificed creature: still refund's question
        ("my Fling got countered, do i get my creature back?", "en", "undying"),
        # Teferi and a spell with a sacrifice cost: still a spell
        ("opp has Teferi, Time Raveler. on his turn can I cast Village Rites sacrificing a creature?", "en",
         "rule_facts"),
    ],
)  # fmt: skip
def test_fifty_fifth_round_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the first reviewer's wrong answers of this round's readings, mended
        ("is an ability with an intervening if removed from the stack if the condition isn't true on resolution?",
         "en", "Yes. An intervening “if”", "rule_facts"),
        ("phantasmal image copying solemn simulacrum and my opponent casts merciless eviction exiling all creatures, "
         "do i draw a card?", "en", "No. Solemn Simulacrum's “dies” ability doesn't trigger", "dies_trigger"),
        ("kitchen finks already has a -1/-1 counter from persist, then i play melira, sylvok outcast. when finks dies "
         "does it come back?", "en", "No. It doesn't return", "undying"),
        ("tengo melira, sylvok outcast, la kitchen finks de mi rival muere por segunda vez, ¿vuelve?", "es",
         "No. No vuelve", "undying"),
        ("i'm at 20 life, my opponent is at 3 and casts a gain life spell, i respond with 3 damage to him, does his "
         "spell resolve?", "en", "No. The damage resolves first; at 0 or less life your opponent", "rule_facts"),
        ("torpor orb in play, thragtusk dies, do i get the beast token?", "en", "Yes. Torpor Orb stops only",
         "zone_trigger"),
        ("hushbringer on the battlefield, thragtusk gets exiled with path to exile, do i get the beast?", "en",
         "Yes. Hushbringer stops abilities that trigger because a creature enters or dies", "zone_trigger"),
        # the second reviewer's
        ("i have melira, but my kitchen finks had persisted earlier, before melira landed, and still carries its -1/-1 "
         "counter. when it dies now, will it return?", "en", "No. It doesn't return", "undying"),
        ("tengo melira en mesa; la kitchen finks de mi rival ya murió una vez y volvió. si muere otra vez, ¿vuelve de "
         "nuevo?", "es", "No. No vuelve", "undying"),
        ("settle the wreckage exiles my attacking phantasmal image copying blood artist, does blood artist trigger?",
         "en", "No.", "dies_trigger"),
    ],
)  # fmt: skip
def test_fifty_fifth_round_review_mends(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the first reviewer's near misses: each a question rule_facts must leave alone
        ("my creature died and later its card got exiled from my graveyard, does that still count as dying?", "en",
         "rule_facts"),
        ("i'm at 2 life with a life gain spell on the stack, opp responds with 3 damage to my creature, does my spell "
         "still resolve?", "en", "rule_facts"),
        ("estoy a 3 vidas, tengo un hechizo de ganar vida en la pila y el rival responde con 4 de daño a mi criatura, "
         "¿se resuelve mi hechizo?", "es", "rule_facts"),
        ("i'm at 3 life and my lifegain spell is on the stack, opp responds with 5 damage to my planeswalker, does my "
         "spell resolve?", "en", "rule_facts"),
        ("tengo dos efectos de reemplazo iguales de dos cartas distintas, ¿el mismo efecto de reemplazo se aplica dos "
         "veces?", "es", "rule_facts"),
        ("mi criatura tiene un contador +1/+1, el rival activa una habilidad que le pone un -1/-1, ¿puedo responder a "
         "esa habilidad antes de que se anulen?", "es", "rule_facts"),
        ("en una partida de 4, el jugador 2 se rinde y el jugador 3 tiene su hechizo en la pila apuntándome, ¿su "
         "hechizo se resuelve?", "es", "rule_facts"),
        ("does the same replacement effect apply again the next time the event happens, like on my next draw?", "en",
         "rule_facts"),
        # the second reviewer's
        ("if i control two permanents with the same replacement effect, does it apply twice?", "en", "rule_facts"),
        ("si tengo dos permanentes con el mismo efecto de reemplazo, ¿se aplica dos veces?", "es", "rule_facts"),
        ("el jugador A se rinde mientras el jugador B tiene su hechizo en la pila, ¿se resuelve el hechizo de B?", "es",
         "rule_facts"),
        ("¿una habilidad disparada con cláusula si intercalada se puede responder si la condición ya no se cumple?",
         "es", "rule_facts"),
        ("si el daño no puede prevenirse, ¿protección contra rojo evita que me hagan objetivo con hechizos rojos?",
         "es", "rule_facts"),
    ],
)  # fmt: skip
def test_fifty_fifth_round_review_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the legend rule with a copier said as "copio": per controller
        ("mi rival controla a Kalitas, Traitor of Ghet y yo lo copio con una Phantasmal Image. ¿pierdo la Image por la "
         "regla de leyendas?", "es", "No. Cada uno conserva el suyo", "legend"),
        # a hybrid blocker against protection from monocolored is multicolored
        ("el rival me ataca con guardian of the guildpact, ¿lo puedo bloquear con mi kitchen finks?", "es",
         "Sí.", "blocking"),
        # protection given to the blocker, the attacker a red card by name
        ("before blockers i use mother of runes to give my wall pro red. can my wall block their mayhem devil?", "en",
         "Yes. Protection from red only stops", "protection_block"),
        # two creatures told only by their size, and "do both die?"
        ("my 1/1 with deathtouch blocks their 1/1 with double strike. do both of them die?", "en",
         "No. Your 1/1 dies and the other one survives", "strikes"),
        # damage dealt earlier in the turn to the blocker counts toward lethal for trample
        ("i dealt 3 damage to a 5/5 in my first main phase. now my 4/4 trampler attacks and that 5/5 blocks. how much "
         "tramples over?", "en", "At most 2 damage", "combat"),
        # a creature tapped for its ability isn't a blocker
        ("carnage tyrant attacks and is blocked by a 2/2, then they tap mother of runes to give the 2/2 pro green. how "
         "much goes through to them?", "en", "At most 5 damage", "combat"),
        # an Equipment attached after the fact: its bonus counts
        ("questing beast gets blocked by a 3/3 and i flash embercleave onto the questing beast. how much damage does "
         "my opponent take?", "en", "9 damage", "combat"),
        # sacrificing the artifact is its mana ability's cost
        ("krosan grip targets my chromatic sphere. can i still sacrifice chromatic sphere for mana in response?", "en",
         "Yes. Split second", "timing"),
        # an either-or answered by its first alternative
        ("my village rites got countered by counterspell. is the creature i sacrificed gone, or does it come back?",
         "en", "Yes. Countering it doesn't undo its costs", "refund"),
        # a copier of any nonland permanent copies a planeswalker with its printed loyalty
        ("clever impersonator copies my opponent's teferi, hero of dominaria, who is at 6. how many loyalty counters "
         "does my copy enter with?", "en", "4:", "copies"),
        # a stolen creature died under the thief's control: "a creature you control" doesn't see it
        ("my opponent stole my bear with act of treason, then sacrificed the bear to village rites. does my zulaport "
         "cutthroat trigger?", "en", "No. Zulaport Cutthroat triggers only for a creature you control", "dies_trigger"),
        # Blood Moon and a shockland asked as "untapped"
        ("blood moon is out. if i play breeding pool without paying life, does it enter untapped?", "en",
         "Yes. Breeding Pool enters untapped", "blood_moon"),
        # the chooser first, then the amount
        ("conclave mentor and my opponent's primal vigor: i put a +1/+1 counter on my creature. who picks the order "
         "of the two effects?", "en", "You choose, as the affected player", "replacement"),
        # rule facts: the template intervening if, unpreventable damage and a shield, both players at 0
        ("a trigger reads 'whenever x, if y, z'. y stops being true before it resolves. does z still happen?", "en",
         "No. An intervening “if”", "rule_facts"),
        ("i have a shield that will prevent the next 4 damage and my opponent deals me 3 damage that can't be "
         "prevented. is my shield used up?", "en", "No. Damage that can't be prevented", "rule_facts"),
        ("un hechizo nos deja a mi rival y a mí en 0 vidas al mismo tiempo. ¿gana alguno de los dos?", "es",
         "No. Cuando todos los jugadores", "rule_facts"),
        # responding before hexproof arrives
        ("my opponent activates equip for swiftfoot boots on his general. in response can i cast swords to plowshares "
         "on the general?", "en", "Yes. Swiftfoot Boots gives hexproof only once", "granted_later"),
        # the sacrificed creature's power told, and a copy that isn't the sacrificed creature
        ("i cast fling sacrificing a creature with 6 power, then copy the fling with dualcaster mage. how much "
         "damage does the copy deal?", "en", "6:", "fling"),
        # ward paid no more: countered; the ward trigger countered: the spell resolves
        ("my opponent's creature has ward {3} and i have no mana left when i target it with swords to plowshares, "
         "swords just gets countered?", "en", "Yes. Swords to Plowshares is countered", "ward"),
        ("i target a creature with ward {2} with swords to plowshares and stifle the ward trigger. does swords "
         "resolve?", "en", "Yes. Stifle counters ward's triggered ability", "ward"),
        # a commander destroyed dies before it goes to the command zone
        ("my commander got hit by swift end and i have blood artist. once i've moved my general into the command zone, "
         "is blood artist triggered?", "en", "Yes. The commander dies", "command_zone"),
        # a free cast from a card's own text: X is 0
        ("torrential gearhulk lets me cast secure the wastes from my graveyard. how many warriors do i make?", "en",
         "0: Cast without paying its mana cost", "free_x"),
        # a copy of the instant made by an enters trigger isn't cast
        ("with young pyromancer out i cast lightning strike, then flash in dualcaster mage to copy it. how many "
         "elemental tokens do i get?", "en", "1:", "cast_count"),
        # "otras dos criaturas que no son fichas"
        ("tengo Midnight Reaper, otras dos criaturas que no son fichas y tres fichas. el rival lanza Kaya's Wrath. "
         "¿cuántas cartas robo?", "es", "3:", "trigger_count"),
        # a copy of a permanent spell isn't "created"
        ("anointed procession is out and i copy my creature spell with lithoform engine. how many tokens do i get?",
         "en", "1: A copy of a permanent spell", "replacement"),
        # a named copier copying the card that adds triggers
        ("i control teysa karlov, a spark double copying teysa karlov, and zulaport cutthroat. i sacrifice a token. "
         "how many times does zulaport trigger?", "en", "Zulaport Cutthroat's ability triggers 3 times", "extra_triggers"),
        # a triggered ability can be countered by a card that counters them
        ("my opponent's cauldron familiar comes back. can i tale's end its enters trigger?", "en",
         "Yes. Cauldron Familiar's triggered ability waits on the stack", "ability_countered"),
        # a spell's group pump doesn't reach tokens made after it resolved
        ("i resolve rally the peasants and then cast raise the alarm. do the new soldiers get the +2/+0?", "en",
         "No. Rally the Peasants's effect applies only", "locked_set"),
    ],
)  # fmt: skip
def test_fifty_sixth_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the asker equipping in response: a timing question, not granted_later's
        ("opp casts murder on my guy. can i equip swiftfoot boots to him in response?", "en", "granted_later"),
        # the boots already on: hexproof is there
        ("his commander already has swiftfoot boots equipped. can i swords it?", "en", "granted_later"),
        # Blood Artist sees any creature die, stolen or not
        ("my opponent stole my bear with act of treason, then sacrificed the bear to village rites. does my blood artist "
         "trigger?", "en", "rule_facts"),
        # sacrificing a creature that taps for mana isn't its mana ability
        ("opponent casts sudden shock at my llanowar elves. can i sacrifice the llanowar elves to viscera seer in "
         "response?", "en", "rule_facts"),
        # a draw in multiplayer isn't read by the two-player fact
        ("four of us play commander and two players drop to zero life simultaneously. does the game end in a draw?", "en",
         "rule_facts"),
        # protection and unpreventable damage: the protection fact, not the shield one
        ("damage that can't be prevented hits my creature with protection from red and a prevention shield. is the "
         "shield used up?", "en", "rule_facts"),
    ],
)  # fmt: skip
def test_fifty_sixth_round_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the reviewers' wrong answers of this round's readings, mended
        ("the turn before i hit their 5/5 for 3. now my 6/6 with trample attacks into it and it blocks. how much "
         "damage tramples over?", "en", "At most 1 damage", "combat"),
        ("a sower of temptation took my guy, i killed the sower and got my guy back, and later it died. does my "
         "zulaport cutthroat trigger?", "en", "Yes.", "dies_trigger"),
        ("my opponent stole my creature with act of treason, then sacrificed that creature to his viscera seer. does my midnight "
         "reaper trigger?", "en", "No. Midnight Reaper triggers only for a creature you control", "dies_trigger"),
        ("my commander got exiled by path to exile. blood artist is out, if i move the commander to the command "
         "zone does blood artist trigger?", "en", "No. The commander doesn't die", "command_zone"),
        ("their creature has ward {1}. i cast lightning bolt on it and pay the 1, bolt just resolves?", "en",
         "Yes. The ward cost was paid", "ward"),
        ("the opponent puts a +1/+1 counter on his creature, with his primal vigor and his hardened scales out. who "
         "picks the order?", "en", "Your opponent chooses", "replacement"),
        ("una habilidad dice 'cuando X, si Y, Z' y Y deja de ser cierto antes de que se resuelva. ¿sucede Z?", "es",
         "No. Una cláusula «si» intercalada", "rule_facts"),
        ("with young pyromancer out i cast fling and copy it with dualcaster mage. how many elementals do i get?",
         "en", "1:", "cast_count"),
        # a shield said as "preventing the next N damage"
        ("i've got an effect preventing the next 2 damage to me and take 4 damage that can't be prevented. does the "
         "effect stay intact?", "en", "Yes. Damage that can't be prevented", "rule_facts"),
        # the tuning run's: Stifle said earlier is no sweeper, and "does ward do anything?" asks whether it stops it
        ("i had stifled the ward trigger before. now wrath of god: does ward do anything against it?", "en",
         "No. Wrath of God doesn't target", "ward"),
    ],
)  # fmt: skip
def test_fifty_sixth_round_review_mends(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the reviewers' near misses: each a question the new readings must leave alone
        ("ataco con grizzly bears y le doy protección contra el verde con gods willing, ¿me lo puede bloquear su "
         "kitchen finks?", "es", "protection_block"),
        ("torrential gearhulk is on my battlefield and i cast secure the wastes from my hand for x=3. how many "
         "warriors do i get?", "en", "free_x"),
        ("my opponent's commander wears swiftfoot boots and he pays equip to move them to another creature. can i "
         "swords his commander in response?", "en", "granted_later"),
        ("si tengo mother of runes y me tiran un lightning bolt a mi criatura, ¿puedo responder dándole protección "
         "contra el rojo?", "es", "granted_later"),
        ("with young pyromancer out i cast fling and copy it with dualcaster mage. how many elementals do i get?",
         "en", "fling"),
        # a mana ability asked after a cast trigger: the trigger reading stays out
        ("someone casts ulamog, the ceaseless hunger. can i stifle sol ring when he taps it for mana?", "en",
         "ability_countered"),
    ],
)  # fmt: skip
def test_fifty_sixth_round_review_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # an unnamed creature with protection fighting a named creature of that color
        ("my dude has pro red and blocks their mayhem devil. does my dude survive?", "en",
         "Yes. The creature takes no damage from Mayhem Devil", "protection"),
        # a shield of N on the asker against attackers told by size
        ("a prevent the next 3 damage shield is on me and two unblocked 2/2s connect. how much damage do i actually "
         "take?", "en", "1: the shield prevents 3 of the 4", "shield"),
        ("tengo un escudo que previene los siguientes 4 de daño y me pegan un 3/3 y un 2/2 sin bloquear. ¿cuánto daño "
         "recibo?", "es", "1:", "shield"),
        # the opponent's creature said as "… al pana" / "a mi oponente"
        ("con kalitas en mesa le mato el murderous redcap al pana. ¿vuelve con persistir?", "es", "No:",
         "replacement"),
        # "(no ficha)" denies a token
        ("tengo leyline of the void y le hago murder a una criatura (no ficha) del rival, que tiene blood artist. "
         "¿se dispara su blood artist?", "es", "No:", "replacement"),
        # "blocks w/" names the blocker; equipment on the attacker gives it deathtouch
        ("my ghalta wears basilisk collar and swings, opp blocks w/ darksteel colossus. how much tramples over?", "en",
         "At most 11 damage tramples over", "combat"),
        # a named blocker's own size said again is no second blocker
        ("i attack with rampaging baloths and he blocks with siege rhino. i bolt the rhino first (it lives, it's a "
         "4/5). how much trample damage reaches him?", "en", "At most 4", "combat"),
        # one of two blockers told by size removed by its description
        ("my 7/7 trampler is blocked by a 2/2 zombie token and a 4/4 beast token. they sac the beast before damage. "
         "how much tramples over?", "en", "At most 5", "combat"),
        ("ataco con Ghalta, Primal Hunger y me lo bloquean con un 1/1. le meto un removal al bloqueador y lo mato. "
         "¿cuánto daño le entra al jugador?", "es", "Los 12 de daño", "combat"),
        # a double striker with trample whose lone blocker survives the first step
        ("zetalpa, primal dawn is blocked by silklash spider. how much trample damage gets through in all?", "en",
         "1 damage in all goes to the player", "combat"),
        # equipment put on the creature called by a part of its name
        ("i swing watchwolf, they block with grizzly bears, then i cast embercleave and attach it to the wolf (4/4 "
         "double strike trample). total damage to them?", "en", "6 damage in all", "combat"),
        # a toughness told as a number
        ("they cast toxic deluge for 6, i answer with heroic intervention. my biggest creature has toughness 5. do "
         "my creatures live?", "en", "No.", "survival"),
        # the commander left in the graveyard can't be moved later
        ("can i leave my commander in the graveyard when it dies and move it to the command zone next turn?", "en",
         "No. Too late", "command_zone"),
        # four seats in turn order "A then B then C then D"
        ("four players, turn order A then B then C then D and it's A's turn. a wrath gives every player one death "
         "trigger. whose trigger resolves first?", "en", "D's resolve first", "stack_order"),
        ("cuando se disparan a la vez varias habilidades mías, ¿elijo yo el orden en que van a la pila?", "es",
         "Sí. Eliges tú", "stack_order"),
        # a copy of a legend: keeping both is the legend rule's question
        ("i clone my avacyn, angel of hope. they're both indestructible, so i keep both right?", "en", "No.",
         "legend"),
        # "etb" read as "enters the battlefield"
        ("i cast a second omnath, locus of creation and put the new one in the yard for the legend rule. do i draw "
         "from its etb?", "en", "Yes.", "legend"),
        # a persisted creature is a new object, out of combat
        ("kitchen finks blocks white knight, dies to first strike and persists back. will it deal combat damage in "
         "the regular step?", "en", "No. The creature that came back is a new object", "undying"),
        # the life told after the burn in Spanish
        ("el rival tiene felidar sovereign y está en 41; en su mantenimiento le respondo al disparo con lightning "
         "bolt y queda en 38. ¿gana?", "es", "No.", "intervening_if"),
        # the block told before a pronoun-only ask
        ("ataco con baneslayer angel y el rival la quiere bloquear con su glorybringer. ¿puede bloquearla?", "es",
         "No. Glorybringer no puede bloquear", "blocking"),
        # Spanish first-strike kill of the only blocker
        ("mi Boros Swiftblade (dañar dos veces) está bloqueada por una ficha 1/1; en el primer paso de daño la mato. "
         "en el segundo paso le hago 1 al jugador, ¿no?", "es", "No. Boros Swiftblade sigue bloqueada", "combat"),
        # a color chosen for Gods Willing
        ("they cast wrath of god, i respond with gods willing on my guy choosing white. does my guy live?", "en",
         "No. Protection from white doesn't save", "protection"),
        # two warded targets of one spell
        ("my spell targets two of their creatures and each has ward {2}. how much do i have to pay in total?", "en",
         "4:", "ward"),
        # a token sacrificed can't be reanimated
        ("sacrifiqué una ficha con ashnod's altar. ¿la puedo devolver con animate dead?", "es",
         "No. La ficha deja de existir", "token_gone"),
        # double strike given after the first-strike step
        ("my serra angel is blocked by youthful knight; after first strike damage i give her double strike with temur "
         "battle rage. does she deal damage twice?", "en", "No. It deals its combat damage once", "strike_change"),
        # Rite of Replication aimed at a legend
        ("lanzo rite of replication con kicker haciendo objetivo a mi Ghalta, Primal Hunger. ¿con cuántos me quedo?",
         "es", "1:", "legend"),
        # a non-legendary copy maker that is a legend itself
        ("my commander is ghalta wearing helm of the host. when the token shows up, must i bin one of the two "
         "ghaltas?", "en", "No. The copy Helm of the Host makes", "legend"),
        ("mi comandante es ghalta y tiene helm of the host. al crearse la ficha, ¿tengo que perder uno por la regla "
         "de leyendas?", "es", "No. La copia que hace Helm of the Host", "legend"),
        # exalted and double strike for attacking alone
        ("my rafiq of the many has dealt 14 commander damage to him. rafiq attacks alone and isn't blocked, no other "
         "exalted. does he lose?", "en", "Yes.", "commander_damage"),
        # Kalitas's Zombie doubled by Parallel Lives
        ("i have kalitas and parallel lives and murder my opponent's creature. do i get my zombie?", "en",
         "Yes. Kalitas, Traitor of Ghet's replacement applies", "replacement"),
    ],
)  # fmt: skip
def test_fifty_seventh_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the source asked about, not the protected creature
        ("my guy with pro red blocks their mayhem devil, does their devil survive?", "en", "protection"),
        # a count of triggers with the legend rule isn't "how many stay"
        ("i have falkenrath noble and cast rite of replication with kicker on my ghalta, primal hunger. how many "
         "times does falkenrath noble trigger?", "en", "legend"),
    ],
)  # fmt: skip
def test_fifty_seventh_round_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


def test_fifty_seventh_round_the_biggest_toughness_that_survives_decides_nothing(ask):
    """ "la resistencia más alta es 5" against -3/-3: the biggest lives, the others may not, so no yes or no."""
    _, verdict = ask("el rival paga 3 por toxic deluge y en respuesta lanzo heroic intervention. ¿se salvan mis "
                     "criaturas? la resistencia más alta es 5", "es")  # fmt: skip
    assert verdict is not None and not verdict.text.startswith(("Sí", "No")), verdict.text


def test_fifty_seventh_round_the_zombie_count_with_a_doubler(ask):
    _, verdict = ask("i have kalitas and parallel lives and murder my opponent's creature. do i get my zombie?", "en")
    assert verdict is not None and "that makes 2 of them" in verdict.text, verdict and verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the reviewers' regressions and wrong answers, mended
        ("i attack with my colossal dreadmaw, they block w/ a grizzly bears and a 2/2 wolf token. i bolt the bears. "
         "how much tramples over?", "en", "At most 4", "combat"),
        ("mi ghalta ataca y lo bloquean un serra angel y una ficha de ángel 4/4. ¿cuánto daño arrollo?", "es",
         "Al jugador le pueden llegar como máximo 4", "combat"),
        ("tengo felidar sovereign, estoy a 40 al empezar mi mantenimiento y en respuesta al disparo me hacen 2 de daño "
         "y mi vida queda en 38, ¿gano?", "es", "No.", "intervening_if"),
        ("my opponent's serra angel is blocked by my 2/2. after first strike damage he gives her double strike with "
         "temur battle rage. does she hit twice?", "en", "No.", "strike_change"),
        ("my serra angel is blocked by a 2/2 with first strike. after first strike damage i give her double strike "
         "with temur battle rage, does she hit twice?", "en", "No.", "strike_change"),
        ("i have a 3/3 double striker blocked by a 2/2, the first strike hit kills the blocker, how much damage does "
         "the player take?", "en", "0:", "combat"),
        ("zetalpa, primal dawn is blocked by a 0/10. how much trample damage gets through?", "en",
         "No damage gets through", "combat"),
        ("cuando se muere mi kitchen finks tengo que devolverlo con persistir?", "es", "Sí.", "undying"),
    ],
)  # fmt: skip
def test_fifty_seventh_round_review_mends(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the reviewers' near misses: each a question the new readings must leave alone
        ("if i leave my commander in the graveyard and later it gets exiled by bojuka bog, may i put it into the "
         "command zone at that point?", "en", "command_zone_too_late"),
        ("prevent the next 2 on me, they swing a 3/3 plus a 2/2 and i block the 3/3 with my 2/2, how much do i "
         "take?", "en", "shield"),
        ("prevent the next 3 is on me and an unblocked 3/3 with double strike hits me. how much do i take?", "en",
         "shield"),
        ("i attack with watchwolf and grizzly bears. they block the bears with a 2/2 and let the wolf through. then "
         "embercleave comes in, equipped to the wolf (4/4 double strike trample). how much damage does the player "
         "take?", "en", "combat"),
        ("two creatures of mine each have ward {1} and i target both with my spell. how much do i pay?", "en", "ward"),
        ("rite of replication con kicker haciendo objetivo a ghalta, primal hunger de mi rival. ¿con cuántos ghaltas "
         "me quedo?", "es", "legend"),
    ],
)  # fmt: skip
def test_fifty_seventh_round_review_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    if reasoner == "command_zone_too_late":  # the commander's own later move is read, but not as "too late"
        assert verdict is None or not verdict.text.startswith("No. Too late"), verdict.text
        return
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # a shield on the opponent the asker attacks (615.7)
        ("my opponent cast a spell to prevent the next 4 damage to him this turn and then i attack with two unblocked "
         "3/3s. how much does he take?", "en", "2:", "shield"),
        ("el rival se pone un escudo que previene los siguientes 3 de daño y le ataco con un 2/2 y un 4/4 sin "
         "bloquear, ¿cuánto daño recibe?", "es", "3:", "shield"),
        ("my opponent put a healing salve shield for 3 on himself, then i swing 2 unblocked 2/2s at him. how much "
         "gets thru?", "en", "1:", "shield"),
        # one of two blockers burned or removed before damage; damage marked on the second one
        ("ataco con ghalta y me bloquean con un 2/2 y un 3/3, antes del daño le tiro un shock al 2/2, ¿cuánto le "
         "llega al rival?", "es", "Al jugador le pueden llegar como máximo 9", "combat"),
        ("i attack with ghalta, they double block with a 2/2 and a 3/3, and i shock the 3/3 before damage. how much "
         "tramples over?", "en", "At most 9", "combat"),
        ("i attack with ghalta, they block with a 2/2 and a 4/4, i murder the 4/4 before damage. how much tramples "
         "over?", "en", "At most 10", "combat"),
        # the reviewers' regressions, mended: a size said again after "also a", a conditional removal, both blockers
        ("i attack with a 4/5 and they block with their tarmogoyf, also a 4/5. does tarmogoyf die?", "en", "No.",
         "strikes"),
        ("ghalta is blocked by grizzly bears and a serra angel. i fatal push the serra angel before damage (no "
         "revolt). how much tramples over?", "en", "At most 6", "combat"),
        ("i attack with ghalta, they block with a 2/2 and a 3/3. i bolt the 3/3 and shock the 2/2 before damage. how "
         "much tramples over?", "en", "All 12", "combat"),
        ("ataco con Ghalta y me bloquean con una ficha 1/1; antes del daño le tiro Fatal Push a la ficha. ¿cuánto le "
         "hace Ghalta al rival?", "es", "Los 12 de daño", "combat"),
        ("my craw wurm is blocked by a 2/2 and i bolt the 2/2 before damage. how much damage does it deal?", "en",
         "0:", "still_blocked"),
        # the dying creature's controller picks between Kalitas and Rest in Peace (616.1)
        ("kalitas and rest in peace are both mine and opp's creature dies. i just pick kalitas and get my zombie, "
         "yeah?", "en", "No.", "replacement"),
        ("commander de cuatro: durante mi mantenimiento disparan al mismo tiempo una habilidad mía y una del jugador "
         "de mi izquierda. ¿cuál se resuelve primero?", "es", "Las habilidades de tu oponente", "stack_order"),
        ("se acaba de morir el comandante del rival. ¿le puedo tirar Reanimate en respuesta antes que lo mande a la "
         "zona de mando?", "es", "No.", "command_zone"),
        ("el rival le tira Murder a mi Sakura-Tribe Elder y lo sacrifico en respuesta. ¿igual busco la tierra?", "es",
         "Sí.", "source_gone"),
        ("arc trail: 2 at their dark confidant and 1 at their mother of runes. they tap mother to give the confidant "
         "pro red. does the confidant die?", "en", "No.", "protection"),
        ("i block a 7/7 with glissa, the traitor. does the 7/7 deal any damage to glissa?", "en", "No.", "strikes"),
        ("i block a 7/7 with glissa, the traitor. does the 7/7 die?", "en", "Yes.", "strikes"),
        ("mi rival controla Leyline of the Void. sacrifico mi Cauldron Familiar (la carta, no una ficha). ¿se "
         "dispara mi Zulaport Cutthroat?", "es", "No", "replacement"),
        ("tengo Anointed Procession y el man de al lado tiene Parallel Lives. lanzo Secure the Wastes con X=3, "
         "¿cuántas fichas obtengo?", "es", "Obtienes 6", "replacement"),
        ("i cast pacifism on their creature; in response mother of runes gives it protection from white. so my "
         "pacifism just goes to the graveyard?", "en", "Yes.", "aura_protection"),
        ("their only creature is their commander and it wears lightning greaves. does diabolic edict still get "
         "it?", "en", "Yes.", "sacrifice"),
        ("opp sacrifices a creature to viscera seer. can i exile the creature in response so he can't sacrifice "
         "it?", "en", "No.", "cost_paid"),
        ("i fling a 5 power creature at their 4/4, and the 4/4 gets a giant growth in response. does it still die?",
         "en", "No.", "stack_damage"),
        ("typhoid rats attacks, i block with drudge skeletons and regenerate it before damage. does the skeleton "
         "survive?", "en", "Yes.", "survival"),
        ("i cast ravenous chupacabra targeting their creature and they respond with flicker of fate on it. does the "
         "trigger still destroy it?", "en", "No.", "source_gone"),
        ("dromoka's command: counter on my creature and it fights theirs. they give theirs hexproof in response. "
         "does mine still get the counter?", "en", "Yes.", "targets"),
        ("tengo un Urza, Lord High Artificer y bajo otro. ¿igual me dan el Construct aunque uno se vaya por la regla "
         "de leyendas?", "es", "Sí.", "legend"),
        ("furnace of rath and torbran, thane of red fell are mine and i bolt the face of the guy next to me. how "
         "much does he take?", "en", "Your opponent chooses", "replacement"),
        ("i clone their animated mutavault. is my clone a 2/2 creature?", "en", "No.", "pt_layers"),
        ("flasheo una Restoration Angel, ¿le puedo blinkear el Thragtusk del man para robárselo?", "es", "No.",
         "target_legal"),
        ("Secure the Wastes con X=3, tengo Anointed Procession y la Parallel Lives es del man de al lado y no mía. "
         "¿cuántas fichas me salen?", "es", "Obtienes 6", "replacement"),
    ],
)  # fmt: skip
def test_fifty_eighth_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # a Bolt that doesn't kill the lone 4/4 blocker: still blocked, but not with no blocker left
        ("my craw wurm is blocked by a 4/4 and i bolt the 4/4 before damage. how much damage does it deal to the "
         "player?", "en", "still_blocked"),
        # "commander night" is the format, not a commander flickered
        ("commander night at the pub. my mate flickerwisps my 4/4 angel token. does my token come back at the next "
         "end step?", "en", "command_zone"),
        # the creature asked about has no protection: the protected one's answer isn't its answer
        ("arc trail: 2 at their dark confidant and 1 at their mother of runes. they tap mother to give the confidant "
         "pro red. does the mother still die?", "en", "protection"),
        # Ashnod's Altar: a mana ability, said by its own reasoner
        ("can my opp respond to me sacrificing a creature to ashnod's altar and kill it before the mana?", "en",
         "cost_paid"),
        # Spider Umbra's totem armor: whether the Bogle dies isn't "Pyroclasm doesn't target"
        ("their slippery bogle wears spider umbra. does pyroclasm kill it even with hexproof?", "en", "targets"),
        # the reviewers' near misses: a shield the asker put on themself, a conditional removal, a copy's own
        # ability, an edict against a player with hexproof
        ("i cast mending hands on myself for 4 and then i attack my opponent with a 5/5 unblocked. how much does he "
         "take?", "en", "shield"),
        ("opp animates mishra's factory and i clone it. can i then pay 1 to animate my copy into a 2/2?", "en",
         "pt_layers_copy"),
        ("opp has leyline of sanctity and his only creature has hexproof. does diabolic edict still get it?", "en",
         "sacrifice"),
    ],
)  # fmt: skip
def test_fifty_eighth_round_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    if reasoner == "pt_layers_copy":  # the copy's size may be read, but not "the copy is a land"
        assert verdict is None or "copiable values" not in verdict.text, verdict.text
        return
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # Kalitas: the dying creature its own controller's, or the asker's under the opponent's Kalitas
        ("my opponent controls kalitas and rest in peace. i lightning bolt his own grizzly bears, does he make a "
         "zombie?", "en", "No. Kalitas, Traitor of Ghet doesn't apply", "replacement"),
        ("el rival tiene kalitas en mesa y yo sacrifico mi propio bicho, ¿el rival se saca un zombie?", "es",
         "Sí. El reemplazo de Kalitas", "replacement"),
        # a Mana Leak the player can't pay counters outright; "le meto Negate" is a counterspell cast
        ("they helix me, i counterspell the helix, they mana leak my counterspell. no lands untapped, i can't pay. "
         "does the helix resolve?", "en", "Yes. Lightning Helix resolves: with 2", "counter_war"),
        ("mi rival lanza Wrath of God, respondo con Counterspell, él tira Force of Will a mi Counterspell y yo le "
         "meto Negate al Force. ¿se contrarresta el Wrath?", "es", "Sí. Wrath of God queda contrarrestado: con 3",
         "counter_war"),
        # the opponent's Zulaport looks back at the stolen creature's controller: the asker
        ("i threaten my opponent's serra angel, swing, then sac it to viscera seer. does my opponent's zulaport "
         "cutthroat trigger?", "en", "No. Zulaport Cutthroat triggers only for a creature its controller controls",
         "dies_trigger"),
        # "del de al lado": the opponent's legend, one each
        ("copio con Clone la Atraxa, Praetors' Voice del de al lado. ¿por la regla de leyendas alguna se va al "
         "cementerio?", "es", "No. Cada uno conserva el suyo", "legend"),
        # the counters annihilate first; the Walker killed later counts what is left
        ("my hangarback walker has three +1/+1 counters, they black sun's zenith for x=1 and then later doom blade "
         "it. how many thopters?", "en", "2: as a state-based action", "annihilate"),
        # Melira: persist returns it clean, every time
        ("with melira out i sac kitchen finks, it persists. does it come back with the -1/-1 counter?", "en",
         "No. It returns without it", "undying"),
        ("melira en mesa, sacrifico la glen elendra archmage y vuelve por persistir. ¿vuelve sin el contador -1/-1?",
         "es", "Sí. Vuelve", "undying"),
        # "i'm on exactly 40" is the life total the intervening if reads
        ("my upkeep, i'm on exactly 40 and felidar sovereign triggers. they shock me in response. do i win?", "en",
         "No. Felidar Sovereign's ability does nothing", "intervening_if"),
        # the targeted creature sacrificed as an instant's cost in response
        ("they fatal push my grizzly bears. in response can i cast village rites sacrificing the bears?", "en",
         "Yes. You can cast or activate Village Rites in response", "sac_response"),
        ("me tiran Fatal Push a mis grizzly bears y en respuesta lanzo Village Rites sacrificándolos. ¿robo igual "
         "las 2 cartas?", "es", "Sí. Village Rites se resuelve con normalidad", "sac_response"),
        # the first alternative of "can I …, or do I have to …?" is asked
        ("my 5/5 got double-blocked: a 2/2 and a 4/4. can i put 1 on the 2/2 and 4 on the 4/4, or do i have to "
         "kill one of them first?", "en", "Yes. Any split works", "damage_split"),
        # "dos voladores 3/3": two blockers of that size
        ("ataco con Vampire Nighthawk con Rancor (4/3) y me bloquean con dos voladores 3/3. ¿cuánto daño llega al "
         "jugador?", "es", "Al jugador le pueden llegar como máximo 2", "combat"),
        # the legend rule puts into the graveyard: no sacrifice
        ("does the legend rule count as sacrificing the one i don't keep?", "en",
         "No. The legend rule is a state-based action", "legend"),
        # a trigger on the stack keeps its controller when the source is stolen in response
        ("the upkeep trigger of their creature is on the stack and in response i steal the creature. do i control "
         "that trigger?", "en", "No. A triggered ability on the stack is controlled", "trigger_controller"),
        # Pariah and a Healing Salve on the asker: the asker orders them
        ("pariah is on my 2/2 and i healing salved myself for the next 3. they bolt my face. can i choose for the "
         "salve to apply first?", "en", "Yes. You choose: the damage would be dealt to you", "replacement"),
        # Absorb named in Spanish chat, against an uncounterable spell
        ("le tiro Abrupt Decay a su Gilded Goose y me responde con Absorb apuntando al decay. ¿me lo contrarresta?",
         "es", "No. Puedes lanzar Absorb", "countering"),
        # the Witness's trigger resolves without it
        ("bajo Eternal Witness y con el disparo en la pila le tiran Swords to Plowshares a la witness. ¿igual puedo "
         "recuperar una carta?", "es", "Sí. La habilidad de", "source_gone"),
        # Stifle can't stop a commander going to the command zone
        ("can my opponent stifle my commander going to the command zone after it dies?", "en",
         "No. Stifle can't stop it", "ability_countered"),
        # a countered commander still counts for the tax
        ("my commander got countered when i cast it from the command zone, so it went back to the command zone. do i "
         "pay the extra 2 next time?", "en", "Yes. It was cast from the command zone", "commander_tax"),
        # a colour reducer beside the tax
        ("my commander costs {2}{G} and i've cast it twice from the command zone before. with emerald medallion out "
         "how much do i pay?", "en", "6: Emerald Medallion", "commander_tax"),
        # Krenko's X told as a total, two doublers
        ("tengo Krenko, Mob Boss y una ficha de trasgo, o sea 2 trasgos, con Anointed Procession y Parallel Lives. "
         "¿cuántas fichas hace Krenko?", "es", "8:", "x_count"),
        # the moving card's own replacement counts though it is no longer on the battlefield
        ("with my leyline of the void out, my opponent sacrifices his blightsteel colossus. who picks exile or "
         "shuffle?", "en", "Your opponent chooses", "replacement"),
        # a pump before blockers against Questing Beast's restriction
        ("they attack with questing beast and i have a 2/4. before blockers i give it +2/+0. can my 2/4 block the "
         "questing beast?", "en", "Yes. The 2/4 can block Questing Beast", "blocking"),
        # a creature put onto the battlefield attacking can be blocked
        ("winota, joiner of forces triggers and puts a human onto the battlefield tapped and attacking. can my "
         "opponent block that human?", "en", "Yes. It can be blocked", "attack_trigger"),
        # Heartfire Immolator's power when sacrificed
        ("i sac my heartfire immolator (a 3/3) targeting their creature and with that on the stack i cast opt for "
         "prowess. how much damage does it deal?", "en", "3: Heartfire Immolator was sacrificed", "fling"),
        # a Giant Growth in response leaves the Bolt's target legal
        ("they bolt my scavenging ooze, a 2/2 with no counters, and i giant growth it in response. does the ooze "
         "live?", "en", "Yes. Scavenging Ooze survives", "stack_damage"),
        # persist after a removal in response
        ("they path my kitchen finks with no counters and in response i sacrifice finks to viscera seer. does finks come "
         "back?", "en", "Yes. It returns", "undying"),
        # a stolen persist creature returns to its owner
        ("my opponent act of treasoned my kitchen finks and sacrificed it to his viscera seer with no counters on it. "
         "who gets finks back?", "en", "Its owner does", "returns_to_owner"),
        # Kiki-Jiki's "copy of target nonlegendary creature" is no legend exception for a Clone of it
        ("mi comandante es kiki-jiki, mirror breaker y lo copio con clone. ¿mando uno al cementerio?", "es",
         "Sí. Tú eliges cuál conservas", "legend"),
        # "my 2nd one" of a legend
        ("i have questing beast out and cast my 2nd one. can i keep the new one?", "en",
         "Yes. You choose one of them to keep", "legend"),
        # a Healing Salve shield covers a 1-power deathtouch creature
        ("typhoid rats attacks and i block with my kitchen finks, which has a healing salve shield for 3. does "
         "deathtouch kill the finks?", "en", "No. Healing Salve prevents that damage", "prevention"),
        # "your graveyard" is the controller's
        ("i stole my opponent's sheoldred, whispering one with control magic. on my upkeep, my graveyard or his?",
         "en", "Your own graveyard", "trigger_controller"),
        # Melira on a persist creature's first death
        ("tengo melira y kitchen finks en mesa, finks muere por primera vez, ¿vuelve con un contador -1/-1?", "es",
         "No. Vuelve sin él", "undying"),
        # review: a dies trigger can be stifled; only the move to the command zone can't
        ("their commander kokusho, the evening star dies. can i stifle the dies trigger?", "en", "Yes.",
         "ability_countered"),
        # review: a copy of a creature that isn't legendary isn't legendary
        ("kiki-jiki, mirror breaker copies my pestermite. is the token legendary?", "en",
         "No. The copy isn't legendary", "legend"),
        # a stifled persist trigger returns nothing
        ("their glen elendra archmage died without counters and persist triggered. if i stifle that trigger does it "
         "stay in the graveyard?", "en", "Yes. The countered trigger leaves the stack", "ability_countered"),
        # life paid in response counts against the intervening if
        ("i'm on exactly 40 with felidar sovereign's upkeep trigger on the stack and i pay 4 life for dismember in "
         "response. do i win?", "en", "No. Felidar Sovereign's ability does nothing", "intervening_if"),
        # review: a removal that isn't a steal leaves the opponent's Zulaport to trigger
        ("le meto un Murder a la Serra Angel del rival, ¿se dispara el Zulaport Cutthroat del rival?", "es", "Sí.",
         "dies_trigger"),
        # review: the pump on the attacker isn't the blocker's
        ("the opponent gives questing beast +2/+0 before blockers. can my 2/2 block it?", "en", "No.", "blocking"),
        # review: a green reducer beside a red commander changes nothing
        ("my commander krenko, mob boss costs {2}{R}{R} and i cast it twice before. i have emerald medallion. how much "
         "now?", "en", "8:", "commander_tax"),
        # review: sacrificed in response to the exile, persist returns it
        ("le tiran path to exile a mi kitchen finks sin ningún contador y en respuesta la sacrifico al viscera "
         "seer, ¿vuelve?", "es", "Sí. Vuelve", "undying"),
        # review: damage told in Spanish against Felidar's intervening if
        ("tengo justo 40 vidas, se dispara Felidar Sovereign y en respuesta me hacen 2 de daño con shock, ¿gano?",
         "es", "No.", "intervening_if"),
        # review: the trigger said after "en la pila"
        ("está en la pila el disparo de mantenimiento de su criatura y en respuesta le robo la criatura, ¿controlo "
         "yo el disparo?", "es", "No. Una habilidad disparada en la pila", "trigger_controller"),
        # review: a stolen persist creature comes back under its owner's control
        ("i stole their kitchen finks with act of treason and sacrificed it. does it come back under my control?",
         "en", "No. Its owner does", "returns_to_owner"),
        # last read: the card exiled from the graveyard before the persist trigger resolves
        ("i bolted their kitchen finks and then exiled it from their graveyard with scavenging ooze in response to the "
         "persist trigger. does finks come back?", "en", "No. It doesn't return: the card left the graveyard",
         "undying"),
        # fresh-clone check: "sac them", and the removal named in the purpose ("so the push fizzles")
        ("my two bears get fatal pushed, well one of them. can i sac them to viscera seer in response so the push "
         "fizzles?", "en", "Yes. You can cast or activate Viscera Seer", "sac_response"),
        # fresh-clone check: "su propio bicho" is the opponent's creature, not a second legend
        ("tengo kalitas en mesa y el rival sacrifica su propio bicho a un altar, ¿me llevo un zombie?", "es",
         "Sí. El reemplazo de Kalitas", "replacement"),
        # review: Heartfire's own power, not its target's size
        ("i sac heartfire immolator to deal damage to their 3/3. how much damage does it deal?", "en", "2:", "fling"),
    ],
)  # fmt: skip
def test_fifty_ninth_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the asker's removal and the opponent sacrificing in response: what the removal gives is the targets'
        ("i swords their blood artist and in response they sac it to their viscera seer. do i still get anything?",
         "en", "sac_response"),
        # a sorcery-speed outlet can't answer the removal
        ("they doom blade my grizzly bears. in response can i activate recurring nightmare sacrificing the bears?",
         "en", "sac_response"),
        # re-run: the asker's removal in response to the opponent saccing it is no sacrifice of the asker's
        ("can i shock their creature in response to them saccing it to ashnod's altar so they get no mana?", "en",
         "sac_response"),
        # a Mana Leak that was paid is no counter
        ("they bolt me, i mana leak the bolt and they pay the 3. does the bolt resolve?", "en", "counter_war"),
        # a trigger whose source was stolen before it triggered is the thief's: not the "on the stack" reading
        ("i control magic their creature before their upkeep. who controls its upkeep trigger?", "en",
         "trigger_controller"),
        # a ninjutsu creature is unblocked: blocking's reading, not this one
        ("i ninjutsu in ninja of the deep hours. can they block it?", "en", "attack_trigger"),
        # review: blocking with the creature that came in attacking, later, is not whether it can be blocked
        ("winota put a human onto the battlefield tapped and attacking on my turn. on their next turn can i block "
         "with that human?", "en", "attack_trigger"),
        # review: the opponent took the asker's Sheoldred: "your" is the opponent
        ("opp stole my sheoldred, whispering one with control magic. on his upkeep does he return a creature from my "
         "graveyard or his?", "en", "trigger_controller"),
        # review: a Healing Salve on the creature, not on the asker, isn't the asker's to order with Pariah
        ("i have pariah on my grizzly bears and i cast healing salve on the bears. they bolt me. can i choose for the "
         "salve to apply first?", "en", "replacement_shield_first"),
        # review: a Mana Leak paid
        ("they bolt me, i mana leak it, i'm not tapped out and they pay the 3. does the bolt resolve?", "en",
         "counter_war"),
    ],
)  # fmt: skip
def test_fifty_ninth_round_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    if reasoner == "replacement_shield_first":  # another replacement reading may answer, not "you choose … first"
        assert verdict is None or "Apply Healing Salve first" not in verdict.text, verdict.text
        return
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the pronoun before the verb ("lo sacrifico") and a removal for "target nonblack creature"
        ("me tiran doom blade al bicho; en respuesta lo sacrifico al viscera seer, ¿puedo hacerlo?", "es",
         "Sí. Puedes lanzar o activar Viscera Seer", "sac_response"),
        # the ask as a tag after the situation
        ("opp doom blades my bear, in response i sac it to my viscera seer, can i?", "en",
         "Yes. You can cast or activate Viscera Seer", "sac_response"),
        # a Mana Leak paid for counters nothing
        ("opponent mana leaks my creature spell and i pay the 3. does my spell get countered?", "en",
         "No. \"Unless its controller pays\"", "soft_counter"),
        ("me contrarrestan con mana leak y pago los 3, ¿igual se contrarresta?", "es", "No. «A menos que",
         "soft_counter"),
        # "who drains?": the stolen Zulaport's trigger is the thief's
        ("i took their zulaport cutthroat with control magic, then sacrificed my own creature. who drains?", "en",
         "You do: you controlled Zulaport Cutthroat", "trigger_controller"),
        # two words after "¿" when the first asks who
        ("con control magic le robé el zulaport cutthroat al rival y sacrifico una criatura mía, ¿quién drena?", "es",
         "Tú: controlabas Zulaport Cutthroat", "trigger_controller"),
        # the asker's Melira doesn't stop the counter on the opponent's Finks
        ("melira is on my side and the opponent's kitchen finks dies. will it return with a -1/-1 counter?", "en",
         "Yes. It returns with one", "undying"),
        # the legend rule doesn't destroy
        ("two thalias under my control, the legend rule applies: does indestructible save the second one?", "en",
         "No. The legend rule doesn't destroy anything", "legend"),
        # exiled, not dead: no Kalitas token
        ("my opponent controls kalitas. i cast path to exile on my own creature. does my opponent get a zombie?",
         "en", "No. Path to Exile takes the creature off the battlefield", "instead_tokens"),
        # a pump and a shrink both "until end of turn" end together
        ("they dismember my thragtusk, i respond with giant growth. when the growth wears off at end of turn, doesnt "
         "the thragtusk die?", "en", "No. In the cleanup step", "cleanup"),
        # a ritual can't be cast while the counterspell resolves
        ("opp mana leaks my spell. while mana leak is resolving, can i cast dark ritual to pay for it?", "en",
         "No. The payment is made in the middle of Mana Leak's resolution", "soft_counter"),
        # less than the amount asked
        ("they mana leak me and i only have two lands. can i pay 2 so it resolves?", "en",
         "No. Mana Leak asks for {3}", "soft_counter"),
        # a copy of the commander, and a commander's ability damage
        ("my spark double is a copy of my commander atraxa, praetors' voice. does its combat damage add up toward "
         "the 21?", "en", "No.", "commander_damage"),
        ("mi comandante es kaervek the merciless y con su habilidad le hago 5 a un rival, ¿suma como daño de "
         "comandante?", "es", "No.", "commander_damage"),
        # the steal told first with no subject
        ("threaten on a buddy's creature, swung, then sacrificed it to my carrion feeder. he has zulaport cutthroat. "
         "does his zulaport trigger?", "en", "No.", "dies_trigger"),
        # the attacking Torbran, both replacements: the opponent chooses the smaller
        ("i have torbran and fiery emancipation, torbran attacks and isn't blocked. how much does my opponent take?",
         "en", "Your opponent chooses", "replacement"),
        # the opponent gets the Orchard's Spirit, doubled by their own Procession
        ("i tap forbidden orchard targeting my opponent, who has anointed procession. does the procession double that "
         "spirit?", "en", "Yes. Your opponent gets 2 tokens", "replacement"),
        # a first-strike deathtouch blocker: the bigger attacker never deals its damage
        ("i attack with a 7/7 and they block with a 1/1 that has first strike and deathtouch. does my 7/7 survive?",
         "en", "No.", "strikes"),
        # Fling named as the verb
        ("they murder my craw wurm, so in response i fling it at their face. how much damage does fling do?", "en",
         "6:", "fling"),
        # APNAP with "so does the player to my left"
        ("my turn, i cast wrath. i control blood artist and so does the player to my left. does my blood artist "
         "trigger resolve first?", "en", "No.", "stack_order"),
        # both of a divided spell's targets gone
        ("i electrolyze two of their llanowar elves, 1 each, and they unsummon both of them in response. do i still "
         "draw?", "en", "No.", "targets"),
        # Ghalta as commander with the creatures' total power told
        ("ghalta is my commander; i cast it from the command zone twice before. my creatures have total power "
         "10. how much mana do i pay now?", "en", "6:", "commander_tax"),
        # a size told for a creature named by its size
        ("i put embercleave on my 3/3 (now 4/4 with double strike and trample) and a 2/2 blocks. how much damage "
         "can reach the player at most?", "en", "6 damage in all", "combat"),
        # Butcher of Malakir counts the deaths
        ("i have butcher of malakir and my three 1/1 tokens die to a sweeper. how many creatures does each "
         "opponent sacrifice?", "en", "3:", "trigger_count"),
        # the opponent's anthem on their first striker
        ("i attack with hill giant, they block with youthful knight. they control glorious anthem. does my giant "
         "die?", "en", "Yes.", "strikes"),
        # equipment stays on a stolen creature
        ("i act of treason their serra angel that has loxodon warhammer attached. does it still have the +3/+0 when "
         "i attack?", "en", "Yes.", "equip"),
        # the thief doesn't choose for the owner's commander
        ("i control magic'd their commander. if it dies under my control, is it my choice to send it to the command "
         "zone?", "en", "No. Its owner decides", "command_zone"),
        # three -1/-1 counters at once on an undying creature with its +1/+1 counter
        ("my geralf's messenger already came back with undying and has its +1/+1 counter. skinrender puts three "
         "-1/-1 counters on it. does it return again?", "en", "No.", "undying"),
        # "sí o qué" as a yes/no
        ("con furnace of rath en mesa me tiran un shock a mi grizzly bears, ¿se muere sí o qué?", "es", "Sí.",
         "replacement"),
        # the asker's creature dealt the damage: the asker picks the order
        ("opp has furnace of rath and shocks my hill giant, i respond with healing salve. do i choose the order?",
         "en", "Yes. You choose (you control the permanent", "replacement"),
        # review: the payment refused, made with "tap … and pay", and offered short beside a mana creature
        ("el rival me hace mana leak y decido que no pago, ¿se contrarresta mi hechizo?", "es", "Sí.", "soft_counter"),
        ("they mana leak my wrath of god, i tap three lands and pay. does the wrath resolve?", "en", "Yes.",
         "soft_counter"),
        ("mana leak targets my llanowar elves and i have just 2 lands open. can i pay only 2?", "en", "No.",
         "soft_counter"),
        # review: shuffled away, not dead, under the opponent's Kalitas
        ("the opponent controls kalitas and chaos warps my grizzly bears. do they get a zombie token?", "en", "No.",
         "instead_tokens"),
        # review: a divided spell's whole amount on the one target that is gone
        ("i electrolyze for 2 damage to a grizzly bears and it gets protection from red in response. do i still "
         "draw?", "en", "No.", "targets"),
        # review: a commander's activated ability's damage is no combat damage
        ("kumano, master yamabushi is my commander. does its activated ability damage count as commander damage?",
         "en", "No.", "commander_damage"),
        # review: Spanish wordings of the attacking Torbran and the Orchard
        ("tengo torbran, thane of red fell y fiery emancipation; ataco con torbran y no lo bloquean. ¿cuánto daño "
         "recibe el rival?", "es", "Tu oponente elige", "replacement"),
        ("giro forbidden orchard apuntando a mi rival, que tiene anointed procession. ¿cuántas fichas le salen?", "es",
         "Tu rival obtiene 2 fichas", "replacement"),
        # fresh clone: the mana of a sacrifice outlet used in response
        ("opp casts doom blade on my tarmogoyf; in response i sac the goyf to ashnod's altar. do i still get the "
         "mana?", "en", "Yes. Ashnod's Altar", "sac_response"),
        ("me tiran murder al bicho y en respuesta lo sacrifico con el ashnod's altar, ¿me dan el maná igual?", "es",
         "Sí.", "sac_response"),
        # re-run: the share of the other target still dealt ("al otro le llega"), not moved onto it
        ("tiro electrolyze repartido 1 y 1 entre dos bichos suyos; en respuesta sacrifica uno. ¿al otro le llega su "
         "daño igual?", "es", "Sí.", "targets"),
        # re-run: a size told after the Equipment already counts it
        ("my 2/2 with loxodon warhammer (now 5/2 with trample and lifelink) is blocked by their 2/2. how much life "
         "will i get?", "en", "At most 3 damage tramples over", "combat"),
        # review: the removal cast at the creature, the sacrifice asked without "in response"
        ("the opponent casts doom blade on my grizzly bears, can i sacrifice the bears to carrion feeder?", "en",
         "Yes. You can cast or activate Carrion Feeder", "sac_response"),
    ],
)  # fmt: skip
def test_sixtieth_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the payment said impossible or asked: whether it can be paid, not what paying does
        ("they mana leak my spell and i can't pay the 3. is my spell countered?", "en", "soft_counter_paid"),
        # the asker's own Melira on the asker's own Finks: no counter (melira_clean), not "with one"
        ("melira is on my side and my kitchen finks dies. will it return with a -1/-1 counter?", "en",
         "undying_with_one"),
        # a creature destroyed dies, and Kalitas exiles it
        ("my opponent controls kalitas. i cast murder on my own creature. does my opponent get a zombie?", "en",
         "instead_tokens"),
        # re-run: Veil of Summer makes the spell uncounterable: not a payment question
        ("opp quenched my uro, i responded with veil of summer. i don't pay the 2, does quench counter uro?", "en",
         "soft_counter"),
        # review: Doom Blade can't target a black creature at all
        ("they doom blade my zulaport cutthroat and in response i sac it to my viscera seer. can i?", "en",
         "sac_response"),
    ],
)  # fmt: skip
def test_sixtieth_round_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    if reasoner == "soft_counter_paid":  # "can't pay" is no payment made
        assert verdict is None or "the payment was made" not in verdict.text, verdict.text
        return
    if reasoner == "undying_with_one":
        assert verdict is None or "It returns with one" not in verdict.text, verdict.text
        return
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # "i block his …": the asker's creature is the blocker, and the anthem goes on it
        ("i control glorious anthem and a grizzly bears. i block his hill giant with the bears. does my bears survive?",
         "en", "No. Both creatures die", "strikes"),
        # Grave Pact beside Butcher of Malakir: one death, two edicts
        ("with grave pact and butcher of malakir in play i sacrifice a creature. how many creatures does the "
         "opponent have to sacrifice?", "en", "2: Grave Pact and Butcher of Malakir each trigger", "trigger_count"),
        ("grave pact and butcher of malakir on my side, and i sac the butcher itself. how many does each opponent "
         "sacrifice?", "en", "2:", "trigger_count"),
        # an exile removal: no death for Kalitas to replace, nor for Blood Artist to see
        ("the opponent has kalitas, traitor of ghet and a grizzly bears; my blood artist is out. i swords the bears. "
         "does my blood artist trigger?", "en", "No. Blood Artist's “dies” ability", "dies_trigger"),
        # the payment refused, then "can it still resolve?"
        ("opponent mana leaks my spell and i decline to pay. can my spell still resolve?", "en", "No.",
         "soft_counter"),
        ("me tiran mana leak y decido no pagar, ¿mi hechizo se resuelve igual?", "es", "No.", "soft_counter"),
        # a card put onto the battlefield pays no cost
        ("can i sneak attack ghalta, primal hunger into play without 12 power on my board?", "en", "Yes. Sneak Attack",
         "not_cast"),
        ("if i sneak attack in ghalta, primal hunger, do i need 12 power among my creatures?", "en", "No.",
         "not_cast"),
        # a mana ability as the sacrifice outlet
        ("they bolt my llanowar elves and in response i sac the elves to ashnod's altar. do i still get the mana?",
         "en", "Yes. Ashnod's Altar's ability is a mana ability", "sac_response"),
        ("le tiran bolt a mi llanowar elves y en respuesta lo sacrifico al ashnod's altar, ¿igual recibo el maná?",
         "es", "Sí. La habilidad de", "sac_response"),
        ("they bolt my grizzly bears, in response i sac the bears to viscera seer. do i still get to scry?", "en",
         "Yes. Viscera Seer's ability resolves", "sac_response"),
        # an enters trigger aimed at the creature, not a spell
        ("their ravenous chupacabra trigger targets my bears. can i sac the bears to ashnod's altar in response?",
         "en", "Yes.", "sac_response"),
        # the Aura keeps its controller when the creature changes hands
        ("my opponent put pacifism on my grizzly bears and i take the bears with act of treason. who controls the "
         "aura now?", "en", "Pacifism's controller doesn't change", "control"),
        # the keyword's own counter, not the other keyword's
        ("geralf's messenger dies. will undying bring it back with a -1/-1 counter?", "en",
         "No. It comes back with a +1/+1 counter", "undying"),
        ("kitchen finks just died the first time. will it return with a -1/-1 counter?", "en", "Yes.", "undying"),
        # Vizier of Remedies makes persist's one counter none
        ("vizier of remedies is on my side and my kitchen finks dies. does it return with a -1/-1 counter?", "en",
         "No. It returns without it", "undying"),
        # the owner chooses after a thief sacrificed the commander
        ("mi rival me robó el comandante con control magic y después lo sacrificó. ¿puedo decidir yo mandarlo a la "
         "zona de mando?", "es", "Sí.", "command_zone"),
        # a commander the asker holds "for now" is another player's: its owner chooses
        ("i attack him with his own commander. if it dies while i have it, do i decide if it goes to the command "
         "zone?", "en", "No. Its owner decides", "command_zone"),
        # review: the asker's Grave Pact beside the opponent's Butcher: only the asker's card sees the asker's creature
        ("my grave pact and my opponent's butcher of malakir are out. i sacrifice a creature. how many does my "
         "opponent sacrifice?", "en", "1: Grave Pact triggers", "trigger_count"),
        # review and re-run: a reduction beside an increase (the increase first, then generic mana taken off)
        ("opponent has thalia, guardian of thraben and i have baral, chief of compliance. does mana leak cost just "
         "u?", "en", "No. Thalia, Guardian of Thraben adds {1} first", "costs"),
        ("opp has thalia out and i have goblin electromancer. how much is lightning bolt now?", "en", "1 ({R})",
         "costs"),
        # final read: Spanish "fuerza" for power, "por 6" for Fling's amount, an Aura asked by its name
        ("si cuelo a ghalta, primal hunger con sneak attack, ¿hace falta tener 12 de fuerza en mesa?", "es", "No.",
         "not_cast"),
        ("mi comandante lleva 18 de daño de comandante a mi rival, que está a 20. le tiro fling con el comandante por "
         "6. ¿pierde?", "es", "No.", "commander_damage"),
        ("el rival encanta su bicho con rancor y yo me lo llevo con act of treason. ¿quién controla el rancor?", "es",
         "El controlador de", "control"),
        # review: "while i control it" of the asker's own commander, and the thief asked about
        ("my commander wears a skullclamp. if it dies while i control it, do i decide if it goes to the command "
         "zone?", "en", "Yes.", "command_zone"),
        ("el rival me quita el comandante con act of treason y después lo sacrifica. ¿decide él si va a la zona de "
         "mando?", "es", "No.", "command_zone"),
        # review: the token killed, asked with the "¿…, sí o qué?" tag inside
        ("tengo kalitas y con murder le mato una ficha a mi amigo, ¿el zombi es para mí, sí o qué?", "es", "No.",
         "instead_tokens"),
        # which goes on the stack first: the active player's
        ("on my opponent's turn my blood artist and his blood artist trigger together. whose goes on the stack "
         "first?", "en", "Your opponent's (the active player's) goes on the stack first", "stack_order"),
        # a copied "unless pays" counterspell asks twice
        ("opponent casts mana leak at my spell and twincasts the leak. how much must i pay in total?", "en", "6:",
         "soft_counter"),
        # Torbran adds 2 to its controller's red creature's combat damage
        ("torbran, thane of red fell is on my side and i attack with goblin guide; they block with a 2/4. does the "
         "blocker die?", "en", "Yes. Both creatures die", "strikes"),
        ("opp controls torbran, thane of red fell. his goblin guide attacks and my 2/5 blocks. does my 2/5 die?",
         "en", "No. Goblin Guide dies", "strikes"),
        # deathtouch and trample with the blockers counted
        ("my 8/8 with deathtouch and trample is triple blocked. how much damage can trample over at most?", "en",
         "5 at most", "combat"),
        # who orders two prevention effects on the asker's creature
        ("two prevention effects apply to damage dealt to my creature. do i choose which applies first?", "en",
         "Yes.", "replacement"),
        # priority after a spell resolves goes to the active player
        ("es el turno de mi amigo y se resuelve mi instantáneo. ¿recibo yo la prioridad primero?", "es", "No.",
         "timing"),
        # a player's trigger leaves with them
        ("en una partida de cuatro un jugador concede con un disparo suyo en la pila. ¿se resuelve ese disparo?",
         "es", "No.", "leaves_game"),
        # a cost reduction takes only generic mana
        ("with baral, chief of compliance out, does counterspell cost just U?", "en", "No.", "costs"),
        ("with baral, chief of compliance out, does mana leak cost just U?", "en", "Yes.", "costs"),
        # the Aura's own trigger brings it back
        ("i animate treetop village, put rancor on it and attack. in cleanup the village stops being a creature. "
         "does rancor go back to my hand?", "en", "Yes.", "unattached"),
        # combat damage to a planeswalker isn't commander damage
        ("my commander edgar markov attacks a planeswalker and deals 4 to it. does that count as commander damage?",
         "en", "No.", "commander_damage"),
        # the asker's Kalitas and a killed opponent's creature
        ("kalitas, traitor of ghet is mine and i murder my opponent's nontoken creature. do i get the zombie?", "en",
         "Yes.", "replacement"),
        ("tengo kalitas y le destruyo con doom blade una criatura que no es ficha a mi amigo. el zombi me lo quedo yo, "
         "¿sí o qué?", "es", "Sí.", "instead_tokens"),
        # Stifle on a triggered ability, asked with "ability"
        ("can i stifle thragtusk's ability when it enters?", "en", "Yes.", "ability_countered"),
        # the removal's own resource after its target was sacrificed ("sacrifiqué")
        ("me tiran path to exile al sakura-tribe elder y lo sacrifiqué en respuesta. ¿igual busco la tierra del "
         "path?", "es", "No.", "targets"),
        # an exalted bonus stays with the creature returned by ninjutsu
        ("my lone 1/1 attacks, two exalted triggers resolve, it isn't blocked and i ninjutsu in ninja of the deep "
         "hours. does the ninja have the exalted bonus?", "en", "No. The Ninja doesn't get it", "ninjutsu"),
        # ward on each of two targets, the opponent said as "playing against a deck"
        ("playing against a deck whose two creatures each have ward {3}. one spell targets both. how much extra do i "
         "pay?", "en", "6:", "ward"),
        # a delayed "next end step" trigger made during an end step waits for the next turn's
        ("during the opponent's end step i sneak attack in a griselbrand. must i sacrifice it in this same end step?",
         "en", "No. Not in this one", "delayed_sacrifice"),
        # a fetch land played and cracked: two lands enter
        ("tireless tracker is out and i play evolving wilds, then crack it for a forest. how many clues do i get?",
         "en", "2:", "landfall"),
        # Fling's damage isn't commander damage, told with its amount
        ("my commander hit him for 18 commander damage already. he's at 20 life. i fling my commander at him for "
         "6. is he dead?", "en", "No.", "commander_damage"),
    ],
)  # fmt: skip
def test_sixty_first_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # the asker's own Blood Artist trigger, its target the player who left
        ("my blood artist trigger targets an opponent who concedes with it on the stack. do i gain the life?", "en",
         "leaves_game"),
        # the commander hit the player as well as a planeswalker
        ("their commander tramples 4 over to me and also hit my planeswalker last turn. does the 4 count as "
         "commander damage?", "en", "commander_damage"),
        # choosing a replacement, not the order of two
        ("i control rest in peace and the opponent's blightsteel colossus dies. can i choose to exile it?", "en",
         "replacement_i_choose"),
        # a ", can i pay later?" after refusing is whether it can still be paid
        ("they mana leak my spell and i don't pay, can i pay later?", "en", "soft_counter_unpaid"),
        # review: the copy aimed at another target
        ("i twincast my opponent's mana leak, targeting his own leak. how much do i pay in all?", "en",
         "soft_counter"),
        # review: the landfall creature arrived after the fetch land was played, or the land was played last turn
        ("i play evolving wilds, then cast tireless tracker, then crack the wilds. how many clues?", "en", "landfall"),
        ("i played evolving wilds last turn; now tireless tracker is out and i crack it. how many clues?", "en",
         "landfall"),
    ],
)  # fmt: skip
def test_sixty_first_round_left_alone(ask, question, lang, reasoner):
    _, verdict = ask(question, lang)
    if reasoner == "replacement_i_choose":
        assert verdict is None or not verdict.text.startswith(("Yes. You choose", "No. Your opponent chooses")), (
            verdict.text
        )
        return
    if reasoner == "soft_counter_unpaid":
        assert verdict is None or "unpaid, the spell is countered" not in verdict.text, verdict.text
        return
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("my 4/4 trample (no double strike) is blocked by a 2/7. how much tramples over?", "en", "No damage (0)", "combat"),
        ("my opponent has thalia, guardian of thraben and i have goblin electromancer. what does my lightning bolt cost?", "en", "1 ({R})", "costs"),
        ("pongo rancor en mi bicho robado por act of treason del rival, ¿quién controla el rancor?", "es", "El controlador de", "control"),
        ("my opponent controls kalitas, traitor of ghet and i kill his llanowar elves with lightning bolt. do i get the zombie?", "en", "No.", "replacement"),
        ("my opponent has kalitas, traitor of ghet. i bolt my own llanowar elves, do i get the zombie?", "en", "No.", "replacement"),
        ("kalitas, traitor of ghet es del rival; le mato su llanowar elves con un lightning bolt, ¿me quedo yo el zombi?", "es", "No.", "replacement"),
        ("i have krenko, mob boss and 2 other goblins. i activate krenko, how many goblins do i make?", "en", "3:", "x_count"),
        ("with my torbran, thane of red fell out, my llanowar elves attacks unblocked. how much damage does it deal?", "en", "Llanowar Elves isn't blocked, so it deals 1", "player_damage"),
        ("my torbran, thane of red fell is out. my monastery swiftspear and goblin guide attack unblocked, how much damage?", "en", "7 damage", "player_damage"),
        ("my opponent has torbran, thane of red fell and my goblin guide attacks unblocked. how much damage does he take?", "en", "Goblin Guide isn't blocked, so it deals 2", "player_damage"),
        ("i cast counterspell targeting the mana leak my opponent cast on my tarmogoyf. does my tarmogoyf resolve?", "en", "Yes.", "counter_war"),
        ("my opponent counterspells my tarmogoyf and i respond with negate on his counterspell. is my tarmogoyf countered?", "en", "No.", "counter_war"),
        ("i cast natural order sacrificing a llanowar elves and get ghalta, primal hunger. do i have to pay ghalta's cost?", "en", "No.", "not_cast"),
        ("can i stifle the static ability of my opponent's glorious anthem?", "en", "No.", "countering"),
        ("my opponent shocks me twice with my healing salve in hand. can i prevent both with one healing salve?", "en", "No.", "shield"),
        ("i have baral, chief of compliance and cast treasure cruise delving 5 cards. how much mana do i pay?", "en", "2 ({1}{U})", "costs"),
        ("Pregunta: mi criatura tiene custodia {2}. Si mi rival lanza un hechizo que destruye todas las criaturas, ¿tiene que pagar los 2 por la custodia?", "es", "No.", "ward"),
        ("Mi rival hizo objetivo a mi criatura con un hechizo y en respuesta le di custodia a la criatura. ¿Se dispara la custodia?", "es", "No.", "ward"),
        ("opp targets two of my creatures with one spell, both have ward {1}. how much does opp need to pay all up so their spell isn't countered?", "en", "2:", "ward"),
        ("commander pod, someone cast a \"counter target spell unless its controller pays {3}\" on my big spell. im tapped out but my mate across the table has mana up and wants to pay it for me. can he?", "en", "No.", "soft_counter"),
        ("Me tiraron Power Sink con X=3 a mi hechizo y solo tengo 2 tierras sin girar. ¿Puedo pagar los 2 que tengo y que no me lo contrarresten?", "es", "No.", "soft_counter"),
        ("opponent cast a split second spell to blow up my mana rock. can i still tap the rock for mana in response before it goes?", "en", "Yes.", "timing"),
        ("i had two geist of saint traft out thanks to mirror gallery. opp krosan gripped the gallery. do i have to ditch one geist now?", "en", "Yes.", "legend"),
        ("mi comandante es krenko y mi pana lo copia con clone. ¿alguno tiene que mandar un krenko al cementerio por la regla de leyendas?", "es", "No.", "legend"),
        ("threatened my opponent's geralf's messenger, swung with it, then sacked it to viscera seer. undying brings it back - does it come back on my side of the table?", "en", "No.", "returns_to_owner"),
        ("i stole opp's murderous redcap with sower of temptation, then sacked it to my carrion feeder. persist brings it back. when its ETB damage goes on the stack, who picks the target, me or him?", "en", "Its owner", "returns_to_owner"),
        ("opp flung a 4/4 at my face. i reverberate the fling - do i have to sac a creature of my own for my copy?", "en", "No.", "spell_copy"),
        ("i bolted their creature and in response they cast fling sacrificing that same creature. can i respond before the sac happens so my bolt still kills it?", "en", "No.", "sac_response"),
        ("oiga jefe, lanzo Fling sacrificando mi Gurmag Angler pa pegarle 5 a la cara. el rival dice q en respuesta me puede matar el Angler para q Fling haga 0. usted qué dice, puede hacer eso?", "es", "No.", "sac_response"),
        ("tío, tengo Felidar Sovereign y en mi mantenimiento estoy en 40 justos. se dispara la habilidad y en respuesta un colega me tira un Shock a la cara. gano la partida igual?", "es", "No.", "intervening_if"),
        ("oiga, mi rival juega Journey to Nowhere y con el disparo de exiliar apuntando a mi criatura yo le devuelvo el Journey a la mano con Echoing Truth. mi criatura vuelve en algún momento?", "es", "No.", "until_leaves"),
        ("una duda, tíos: mi comandante tiene fuerza 7 y dañar dos veces, y entra sin bloquear. cuánto daño de comandante le he hecho a ese jugador?", "es", "14:", "commander_damage"),
        ("jefe, tengo dos Akrasan Squire y ataco solo con uno de ellos. con cuánta fuerza pega?", "es", "3:", "exalted"),
        ("mi pana tiene circle of protection: red y maná libre. le tiro skullcrack a la cara. ¿puede prevenir el daño?", "es", "No.", "prevention"),
        ("mi pana tiene rhystic study. si pago el 1 cuando lanzo algo, ¿él roba igual?", "es", "No.", "soft_counter"),
        ("quick one: their first striker already dealt its first-strike damage, and after that i gave my blocker first strike with a trick. reckon my guy still gets to deal its damage in the regular damage step?", "en", "Yes.", "strike_change"),
        ("Mi rival tiene un Hill Giant con dos contadores +1/+1 y Glorious Anthem, así que es 6/6. Bajo Phantasmal Image copiándolo. ¿De qué tamaño queda mi Image?", "es", "La copia es 3/3", "copies"),
        ("opp syncopates my spell and i can't pay the 2. where does my spell go?", "en", "It's exiled", "soft_counter"),
        ("ataco con gurmag angler y mi pana bloquea con typhoid rats. se me pasó y lanzo moment's peace ya después de que se hizo el daño de combate, ¿se salva mi gurmag?", "es", "No.", "prevention"),
    ],
)  # fmt: skip
def test_sixty_second_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "said", "reasoner"),
    [
        ("mi rival tiene torbran, thane of red fell y ataca con goblin guide sin bloquear. ¿cuánto daño recibo?", "es", "hace 4", "player_damage"),
        ("opp controls goblin electromancer and thalia, guardian of thraben. what does my lightning bolt cost?", "en", "Lightning Bolt costs {1}{R}", "costs"),
        ("my murderous redcap got stolen by opp's threaten and they sacked it. when it persists back, who chooses the target for the damage?", "en", "You do", "returns_to_owner"),
        ("my commander has 7 power, no double strike, and goes unblocked. how much commander damage does it deal?", "en", "7:", "commander_damage"),
        ("mi bicho tiene custodia 2 y el rival tira un hechizo que destruye todas las criaturas. ¿mi bicho se salva por la custodia?", "es", "No.", "ward"),
        ("tengo krenko, mob boss y 4 fichas de goblin, y mi rival tiene parallel lives. ¿cuántos goblins hago?", "es", "5:", "x_count"),
        ("my torbran, thane of red fell and my goblin guide attack and opp doesn't block. how much damage?", "en", "8 damage", "player_damage"),
        ("torbran, thane of red fell is sitting on my side of the table; goblin guide and llanowar elves of mine attack unblocked. total damage?", "en", "5 damage", "player_damage"),
        ("i fling my gurmag angler at the face of my opponent; they say they'll bolt the angler in response so fling does 0. can they?", "en", "No.", "sac_response"),
        ("i bolt opp's goblin guide and in response they fling it at me. can i respond before the sacrifice so my bolt kills it?", "en", "No.", "sac_response"),
        ("my 2/2 with no deathtouch blocks their 4/4. does their 4/4 die?", "en", "No.", "strikes"),
        ("opp casts mana leak on my ponder, i counterspell the mana leak. does ponder resolve?", "en", "Yes.", "counter_war"),
        ("mi rival le tira mana leak a mi tarmogoyf y yo le respondo con counterspell al mana leak. ¿se resuelve mi tarmogoyf?", "es", "Sí.", "counter_war"),
        ("reckon my tarmogoyf resolves if i force of will the mana leak opp pointed at it?", "en", "Yes.", "counter_war"),
        ("mi rival tiene un clone copiando mi kalitas, traitor of ghet. ¿tengo que sacrificar el mío?", "es", "No.", "legend"),
        ("me tiran power sink con x=4 y solo tengo 3 tierras. ¿pago 3 y se resuelve?", "es", "No.", "soft_counter"),
        ("tengo a baral, chief of compliance y lanzo treasure cruise exiliando 6 cartas del cementerio con delve. ¿cuánto maná pago?", "es", "1 ({U})", "costs"),
        # the fresh clone's own question: the opponent's Electromancer reduces nothing of mine
        ("con thalia, guardian of thraben de mi lado, el rival baja un goblin electromancer. ¿qué me cuesta mi "
         "lightning bolt?", "es", "{1}{R}", "costs"),
        # the final run's one tuning loss: two increasers (Thalia and Sphere of Resistance) both add to the cost
        ("mi rival controla thalia y una sphere of resistance. ¿cuánto maná pago en total por un lightning bolt?",
         "es", "{2}{R}", "costs"),
    ],
)  # fmt: skip
def test_sixty_second_round_review_mends(ask, question, lang, said, reasoner):
    """The reviews' regressions and wrong answers of the new code: the reading that decides each, mended."""
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(said) or f" {said}" in verdict.text.split("[")[0], verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        ("opp casts a spell without split second at my bear. may i respond with a giant growth?", "en", "timing"),
        ("el rival lanza un hechizo sin tiempo dividido contra mi criatura. ¿puedo responder con giant growth?", "es", "timing"),
        ("¿puedo lanzar un hechizo con tiempo dividido en respuesta al lightning bolt de mi rival?", "es", "timing"),
        ("i cast fling sacrificing my gurmag angler, targeting their face; in response they bolt my llanowar elves. does fling still deal 5?", "en", "sac_response"),
        ("el turno pasado journey to nowhere exilió mi criatura con su habilidad. ahora le devuelvo el journey a la mano con echoing truth. ¿vuelve mi criatura?", "es", "until_leaves"),
        ("opp shocks me twice and i cast two healing salves on myself first. can i prevent all of it?", "en", "shield"),
        ("opp has circle of protection: red and mana open. i'm holding skullcrack but i bolt them first. can they prevent the bolt?", "en", "prevention"),
        ("i have two akrasan squire and attack alone with a 3/3 token. how much power does the token have?", "en", "exalted"),
        ("mi comandante tiene fuerza 4, le tiro un giant growth y pega sin bloquear. ¿cuánto daño de comandante le hago?", "es", "commander_damage"),
        ("opp syncopates my spell and i can't pay. where does syncopate itself go?", "en", "soft_counter"),
        # the re-run's one tuning loss: the other player doesn't pay the asker's own Rhystic Study, "must I draw?"
        ("el de al lado lanza un hechizo y no paga el 1 de mi rhystic study. ¿estoy obligado a robar?", "es",
         "soft_counter"),
    ],
)  # fmt: skip
def test_sixty_second_round_left_alone(ask, question, lang, reasoner):
    """Near misses the new readings must leave to others: no split second said, a second shield, Skullcrack in hand."""
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        ("opp swords my krenko in response to its ability. how many goblins do i get if i had 3 goblin tokens?", "en", "3:", "x_count"),
        ("activo a krenko con 2 fichas de trasgo y mi rival lo exilia en respuesta con path. ¿cuántas fichas creo?", "es", "2:", "x_count"),
        ("krenko plus 2 goblin tokens out, i tap krenko and they bolt a token in response. how many goblins do i make?", "en", "2:", "x_count"),
        ("can i stifle the legend rule?", "en", "No.", "ability_countered"),
        ("tengo un clone y un glorious anthem. copio un grizzly bears. ¿de qué tamaño queda mi clone?", "es", "3/3:", "copies"),
        ("embercleave on my 3/3 trample, blocked by a 2/2. how much damage does the player take?", "en", "6 damage", "combat"),
        ("opp cast mana leak on my spell, i counter the mana leak with counterspell, they counterspell my counterspell. does my original spell resolve?", "en", "No.", "counter_war"),
        ("mi rival me tira mana leak a mi hechizo, le respondo con counterspell al mana leak y él me tira otro counterspell. ¿se resuelve mi hechizo original?", "es", "No.", "counter_war"),
        ("i play oblivion ring targeting their goyf, in response they bounce the o-ring. what happens to goyf?", "en", "The target is exiled for good", "until_leaves"),
        ("opp casts a spell and my rhystic study triggers. can another opponent pay the 1 for him?", "en", "No.", "soft_counter"),
        ("mi rival lanza un hechizo con mi smothering tithe en mesa, ¿puede otro jugador pagar los 2 por él?", "es", "No.", "soft_counter"),
        ("they exalted-attack with their one creature and i stifle the exalted trigger. does it get the +1/+1?", "en", "No.", "ability_countered"),
        ("opp attacks alone with a noble hierarch out, can i stifle the exalted trigger?", "en", "Yes.", "ability_countered"),
        ("el man tiene leyline of the void y me mata strangleroot geist con un removal. me regresa con el +1/+1?", "es", "No", "replacement"),
        ("saco sakashima copiando a mi comandante legendario. se va uno pal cementerio por la regla de leyenda?", "es", "No.", "legend"),
        ("parce, si copio mi comandante legendario con cackling counterpart, toca botar uno de los dos?", "es", "Sí.", "legend"),
        ("no pago el X de syncopate. mi hechizo va al cementerio?", "es", "No.", "soft_counter"),
        ("mi bicho tiene custodia 2 y le equipo el colossus hammer. tengo que pagar la custodia?", "es", "No.", "ward"),
        ("pauper: no hay criaturas, se dispara el sacrificio de la Pestilence y yo en respuesta flasheo una Ambush Viper. ¿me quedo con la Pestilence?", "es", "Sí.", "intervening_if"),
        ("i control mox opal and one other artifact, then play a second mox opal. can i tap the first opal for mana before i have to ditch one to the legend rule?", "en", "No.", "legend"),
        ("me bolteán el young pyromancer, respondo con blossoming defense y el otro en respuesta me tira otro bolt al pyro. ¿sobrevive el pyromancer?", "es", "No.", "targets"),
        ("uso el -2 de liliana of the veil contra el chango que tiene bob y goyf. ¿quién elige?", "es", "Elige él.", "sacrifice"),
        ("plating on my vault skirge, i control 5 artifacts counting both. skirge connects. how much life do i gain?", "en", "Vault Skirge isn't blocked, so it deals 6", "player_damage"),
        ("gurmag gets chumped, i vapor snag their blocker. does my angler hit face?", "en", "No.", "player_damage"),
        ("oiga estoy a 2 vidas, me deja pagar gut shot con las 2 vidas?", "es", "Sí.", "pay_life"),
        ("mi bicho lleva rancor y para esquivar un removal verde le doy protección contra el verde con giver of runes. se me cae el rancor?", "es", "Sí.", "aura_protection"),
        ("i cast champion of the parish with mana from cavern of souls naming human. opp casts counterspell on it. does it resolve?", "en", "Yes. You can cast Counterspell targeting Champion of the Parish", "countering"),
        ("lanzo gatekeeper pateado y el pata solo tiene un bicho indestructible. ¿lo tiene que sacrificar?", "es", "Sí.", "sacrifice"),
        ("tengo fangren marauder y lanzo shatterstorm: se destruyen 3 artefactos. ¿cuánta vida gano?", "es", "15:", "dies_trigger"),
        ("tengo torbran y dictate of the twin gods. le tiro skewer the critics al rival. ¿cuánto daño le hago?", "es", "Tu oponente elige", "replacement"),
        ("modern at the shop in brissy. i arc trail, 2 at their bob and 1 at their birds. they apostle's blessing the bob for pro red in response. does the birds still cop the 1 and die?", "en", "Yes.", "targets"),
        ("paid 4 life to dismember their goyf and they respond with vines of vastwood on it. spell fizzles yeah but is that 4 life just gone for good mate?", "en", "Yes.", "targets"),
        ("i bolt my own thunderbreak regent with my own bolt. does my opponent take 3 from the regent trigger?", "en", "No.", "opponent_target"),
        ("lanzo gatekeeper of malakir sin pagar el kicker y el pata tiene un bicho indestructible. ¿lo tiene que sacrificar?", "es", "No.", "sacrifice"),
        ("arvo game, i sudden shock their burnished hart and they've got 3 lands up. reckon they can pay 3 and sac the hart for lands in response?", "en", "No.", "timing"),
        ("meren's been killed twice and gone back to the command zone both times. how much mana all up to cast her a third time?", "en", "8:", "commander_tax"),
        ("le meto journey to nowhere al ulamog's crusher del chango; mientras el trigger espera en la pila, él rompe el journey con un disenchant. ¿qué onda con el crusher?", "es", "El objetivo se exilia para siempre", "until_leaves"),
        ("heaps of stuff in my yard. whats the least mana i need for murderous cut?", "en", "1 mana ({B})", "affinity"),
        ("torneo de pauper: mi cementerio tiene apenas 5 cosas y quiero robar 3 con cruise. ¿con cuántas tierras enderezadas me alcanza?", "es", "3 de maná", "affinity"),
    ],
)  # fmt: skip
def test_sixty_third_round_readings(ask, question, lang, start, reasoner):
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "said", "reasoner"),
    [
        ("activo a krenko con 4 fichas de goblin y el rival le tira swords a mi krenko en respuesta. ¿cuántas fichas creo?", "es", "4:", "x_count"),
        ("activo krenko teniendo 3 goblins aparte y el rival responde matándolo con fatal push. ¿cuántos goblins hago?", "es", "3:", "x_count"),
        ("i activate krenko with 2 goblin tokens and they swords one token in response. how many tokens?", "en", "2:", "x_count"),
        ("opp cast mana leak on my spell and i counterspell their mana leak. does my original spell resolve?", "en", "Yes.", "counter_war"),
        ("they mana leak my ponder and i pay the 3. is it countered?", "en", "No.", "soft_counter"),
        ("two-headed giant: opp dazes my spell. can my teammate pay the 1?", "en", "No.", "soft_counter"),
        ("can i pay for my own smothering tithe trigger when my opponent draws?", "en", "No.", "soft_counter"),
        ("juego two-headed giant y mi rival roba con mi smothering tithe en mesa. ¿puede pagar el 2 su compañero?", "es", "No.", "soft_counter"),
        ("me tiran dissipate a mi hechizo. ¿va al cementerio?", "es", "No.", "soft_counter"),
        ("they dissipate my spell. graveyard or exile?", "en", "It's exiled", "soft_counter"),
        ("i have fangren marauder and cast shatterstorm on 3 artifacts. how much life do i gain?", "en", "15:", "dies_trigger"),
        ("stifle al trigger de prowess de mi monastery swiftspear. ¿se queda 1/2?", "es", "Sí.", "ability_countered"),
        ("¿se puede stiflear el daño de combate?", "es", "No.", "ability_countered"),
        ("i have 0 cards in library and must draw. can i stifle the loss?", "en", "No.", "ability_countered"),
        ("can tale's end counter a prowess trigger?", "en", "Yes.", "ability_countered"),
        ("they bolt my grizzly bears, i cast vines of vastwood kicked on it, and they respond with a second bolt on it. do the bears survive?", "en", "No.", "targets"),
        ("i have two glorious anthems and clone a grizzly bears. what size is my clone?", "en", "4/4:", "copies"),
        ("tengo honor of the pure y copio un savannah lions con clone. ¿de qué tamaño queda?", "es", "3/2:", "copies"),
        ("thalia, guardian of thraben is on my side; i cast sakashima the impostor as a copy of her. legend rule: do i lose one?", "en", "No.", "legend"),
        ("no hay criaturas en el campo y se dispara el trigger de mi pestilence; en respuesta flasheo una criatura. ¿me quedo con la pestilence?", "es", "Sí.", "intervening_if"),
        ("i cast a kicked burst lightning at their creature and they sacrifice it in response. do i get my mana back?", "en", "No.", "targets"),
        ("their bonesplitter on his 1/1 attacks and i don't block. how much damage do i take?", "en", "The 1/1 isn't blocked, so it deals 3", "player_damage"),
        ("embercleave on my 3/3, unblocked. how much damage?", "en", "The 3/3 isn't blocked and has double strike, so it deals 8", "player_damage"),
        ("i have sakashima out and two glissas (the real one and a clone copying it). if they kill sakashima do i lose one?", "en", "Yes.", "legend"),
        # the final run's one tuning loss, right before by accident: a token copy of Hangarback Walker makes no Thopter
        ("i clone my hangarback walker with 2 counters on it. how many thopters does the clone give me?", "en", "0:",
         "copies"),
        # the fresh clone's own question: the response told before the removal spell ("responde exiliando …")
        ("tengo krenko y 2 fichas de goblin, activo y mi rival responde exiliando a krenko con path. ¿cuántas fichas "
         "saco?", "es", "2:", "x_count"),
    ],
)  # fmt: skip
def test_sixty_third_round_review_mends(ask, question, lang, said, reasoner):
    """The reviews' wrong answers of the new readings and the nearby ones they found: the reading that decides each."""
    verdict = verdict_of(ask, question, lang, reasoner)
    assert verdict.text.startswith(said) or f" {said}" in verdict.text.split("[")[0], verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        ("cavern of souls naming human is in play but i cast champion of the parish paying with another land, not the cavern. they counterspell it. does it resolve?", "en", "countering"),
        ("tengo fangren marauder y se descartan 2 artefactos de la mano. ¿cuánta vida gano?", "es", "dies_trigger"),
        ("they have two creatures with exalted, attack with a lone 2/2 and i stifle one exalted trigger. how much damage?", "en", "ability_countered"),
        ("activo krenko con 3 fichas y en respuesta creo 2 goblins más con un hechizo. ¿cuántas fichas hago?", "es", "x_count"),
        ("krenko with 4 goblin tokens, opp pyroclasms in response killing all 4 tokens. how many do i make?", "en", "x_count"),
        ("i cast ponder, they mana leak it, i mana leak their mana leak and they pay 3. does my original spell resolve?", "en", "soft_counter"),
    ],
)  # fmt: skip
def test_sixty_third_round_left_alone(ask, question, lang, reasoner):
    """Near misses the new readings must leave to others: a second exalted, goblins made or swept in response,
    cards discarded, the Cavern not paying, a payment in a counter war."""
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != reasoner, verdict.text


@pytest.mark.parametrize(
    ("question", "lang", "start", "reasoner"),
    [
        # the protection given after the spell, told without "in response", asked whether the spell still does its part
        ("le tiro path to exile a su cartel aristocrat y el rival sacrifica otro bicho para darle protección del blanco. "
         "¿igual busca la tierra básica?", "es", "No.", "targets"),
        ("i path their cartel aristocrat and they sac a dude to give it pro white. do they still get the land?", "en",
         "No.", "targets"),
        # flickered in Spanish ("la flickea"); "untap up to two lands" is no second target
        ("le tiro Snap a su Spellstutter Sprite y el rival en respuesta la flickea con Ghostly Flicker. ¿igual me "
         "desenderezo las dos tierras del Snap?", "es", "No.", "targets"),
        # a watcher of nontoken creatures: a token dies (named, or by the card that made it), a creature card dies
        ("got midnight reaper out and one of my lingering souls spirits gets pinged. do i draw off the reaper?", "en",
         "No.", "dies_trigger"),
        ("tengo midnight reaper y me matan una ficha de soldado. ¿robo una carta?", "es", "No.", "dies_trigger"),
        ("my grim haruspex is out and a zombie token of mine dies. do i draw?", "en", "No.", "dies_trigger"),
        ("midnight reaper out and my grizzly bears dies. do i draw?", "en", "Yes.", "dies_trigger"),
        ("my opponent has midnight reaper and i kill their grizzly bears. do they draw?", "en", "Yes.", "dies_trigger"),
        ("i have midnight reaper and i kill their grizzly bears. do i draw?", "en", "No.", "dies_trigger"),
        # "creature or planeswalker" watchers, and the life asked without the word "life"
        ("edh, someone damnations. i had cruel celebrant plus 3 other creatures. how much does each opponent lose?",
         "en", "4 life", "trigger_count"),
        ("tengo cruel celebrant y 2 criaturas más, me tiran un wrath. ¿cuánto pierde cada rival?", "es", "3 vidas",
         "trigger_count"),
        # X told as "paying 2 for x"; a self-pumping cast watcher's size after a storm spell
        ("winding constrictor and corpsejack menace both on my side, i slam endless one paying 2 for x. how big can it "
         "come in?", "en", "It gets 6", "replacement"),
        ("tengo kiln fiend y tiro grapeshot con storm 3. ¿cuánto de fuerza tiene el fiend después?", "es",
         "Kiln Fiend queda 4/2", "storm"),
        # the attacker's new size told by a word of its name: "so the bears are a 3/3 double strike trample now"
        ("flashed in embercleave on my grizzly bears mid combat, they'd blocked with an elvish mystic. so the bears "
         "are a 3/3 double strike trample now. whats the most dmg i can push to their face total across both hits?",
         "en", "5 damage in all", "combat"),
        # an opening "since" clause ("como …,") and "cuando se resuelve … igual …?" ask yes or no
        ("en el modern le tiro combust a su bicho azul y el tío responde con gods willing eligiendo rojo. como combust "
         "no se puede contrarrestar y el daño no se puede prevenir, le hace los 5 igualmente?", "es", "No.", "targets"),
        ("en commander le tiro chaos warp a la criatura de un compa y responde con ephemerate a esa misma criatura. "
         "cuando se resuelve el chaos warp igual revela la de arriba de su biblioteca?", "es", "No.", "targets"),
        # a damage cap (Divine Presence) in the order the affected player picks; doublers of "your" tokens only
        ("tengo divine presence en mesa y un compa me puso curse of bloodletting. ahora me tira lava axe (5). cuánto "
         "daño me llevo?", "es", "Tú eliges", "replacement"),
        ("commander: yo tengo primal vigor y anointed procession en mesa. el pata de al lado baja su hornet queen. "
         "¿cuántos insectos le salen a él?", "es", "Tu rival obtiene 8", "replacement"),
        # "dies or is put into exile" sees the exile that replaced the death
        ("rest in peace is out and my creature with kaya's ghostform gets murdered. does it come back?", "en", "Yes.",
         "replacement"),
        # modular counts the +1/+1 counters it died with
        ("my arcbound ravager has 2 +1/+1 counters. opp skinrenders it (three -1/-1 counters). when it dies how many "
         "counters can modular move?", "en", "2:", "annihilate"),
        # a pump said of "my guy"; both blockers killed
        ("their 2/4 blocks my 3/3. before damage i shock the blocker (so it has 2 damage on it) and rush of adrenaline "
         "my guy (+2/+1 and trample). most i can trample over onto them?", "en", "At most 3", "combat"),
        ("ataco con zacama (9/9 arrollar). me bloquean con dos criaturas 3/3. antes del daño uso dos veces la habilidad "
         "de {2}{R} de zacama y mato a los dos bloqueadores. ¿cuánto daño le pega zacama al jugador?", "es", "Los 9",
         "combat"),
        # a shield smaller than the deathtouch creature's power; the creature's own deathtouch, unsaid
        ("my 5/5 blocks their pitiless gorgon (2/2 deathtouch). i tap samite healer to prevent 1 of the damage to my "
         "5/5. does my 5/5 live?", "en", "No.", "prevention"),
        ("my 5/5 blocks their pitiless gorgon and i prevent 1 with samite healer. does my 5/5 die?", "en", "Yes.",
         "prevention"),
        ("mi 4/4 bloquea a su typhoid rats y le pongo healing salve para prevenir 3. ¿se muere mi 4/4?", "es", "No.",
         "prevention"),
        # the seats told in turn order: APNAP from the active player, the last seat holding a trigger resolves first
        ("4 player free-for-all. turn order is me, jess, tom, kel. on my turn one of jess's creatures dies. i've got "
         "poison-tip archer, tom has falkenrath noble and kel has deathgreeter. whose trigger resolves first?", "en",
         "Kel's Deathgreeter", "stack_order"),
        ("mesa de 4, orden de turno: yo, ana, leo, bea. en el turno de leo muere una criatura. yo tengo blood artist y "
         "ana tiene zulaport cutthroat. ¿cuál se resuelve primero?", "es", "Primero se resuelve el disparo de Zulaport",
         "stack_order"),
        # removed from combat: the stealing Aura destroyed, or phased out
        ("i confiscated their creature last turn and attacked with it today. after blocks they nature's claim my "
         "confiscate. does it still deal its combat damage to them?", "en", "No.", "out_of_combat"),
        ("their 5/5 is attacking me. on their turn i use teferi, master of time's -3 on it. what happens to the "
         "attack?", "en", "It is removed from combat", "out_of_combat"),
        ("ataco con la criatura que le robé con control magic y el rival destruye el control magic antes del daño. "
         "¿hace daño igual?", "es", "No.", "out_of_combat"),
        # a targeted "mana" ability countered by a card named in the ask
        ("el rival gira su deathrite shaman exiliando una tierra de un cementerio pa sacar maná. ¿le puedo meter "
         "trickbind a esa habilidad?", "es", "Sí.", "mana_ability"),
        # "if you cast it": a token copy or a reanimated card was never cast
        ("helm of the host equipado en mi zacama. al inicio del combate sale la ficha copia. ¿se me enderezan todas "
         "las tierras por el trigger de zacama?", "es", "No.", "not_cast"),
        ("i reanimate zacama with animate dead. do i untap my lands?", "en", "No.", "not_cast"),
        # a permanent that shields the asker's whole side: indestructible, or protection from the sweeper's color
        ("commander night, i've got darksteel forge and a pile of rocks. they overload vandalblast. do i lose any "
         "artifacts?", "en", "No.", "survival"),
        ("tengo darksteel forge y el rival tira shatterstorm. ¿sobreviven mis artefactos?", "es", "Sí.", "survival"),
        ("got akroma's memorial out in commander. bloke across the table casts anger of the gods. do my creatures "
         "make it?", "en", "Yes.", "survival"),
        ("got akroma's memorial out. he casts damnation. does memorial still save my team?", "en", "No.", "survival"),
        # emerge: the sacrificed creature's mana value off the generic part
        ("modern at the shop: i want to emerge elder deep-fiend by saccing my 3 drop. how much mana do i actually "
         "pay?", "en", "4:", "keyword_cost"),
        # (round 50 kept the printed emerge cost out of this question; the reduction is now read: Tarmogoyf is 2)
        ("How much do I pay for Elder Deep-Fiend's emerge if I sacrifice a Tarmogoyf?", "en", "5:", "keyword_cost"),
        ("quiero lanzar elder deep-fiend con emerger sacrificando mi thragtusk (valor de maná 5). cuánto maná tengo que "
         "pagar?", "es", "2:", "keyword_cost"),
        # made legendary: the legend rule needs the same name and both legendary
        ("el de enfrente tiene leyline of singularity (todo es legendario). bajo goblin instigator y crea su ficha de "
         "goblin. ¿la regla de leyendas me obliga a mandar uno al cementerio?", "es", "No.", "legend"),
        ("tengo mi sol ring y le robo el sol ring a otro jugador con in bolas's clutches (el robado se vuelve "
         "legendario). ¿mando uno al cementerio?", "es", "No.", "legend"),
        ("leyline of singularity is out and i cast a second grizzly bears. do i lose one?", "en", "Yes.", "legend"),
        # taken during the opponent's turn: held since before the asker's turn began
        ("en el end step de mi rival le robo su noble hierarch con vedalken shackles. en mi turno ya lo "
         "puedo girar pa sacar maná?", "es", "Sí.", "timing"),
        # the planeswalker kept by the legend rule is a new object: its loyalty abilities are fresh this turn
        ("usé el +1 de mi nissa, who shakes the world. después bajo la segunda nissa que tenía en mano y me quedo con "
         "la nueva por la regla de leyendas. ¿puedo usar el +1 de la nueva este mismo turno?", "es", "Sí.", "loyalty"),
        ("i used jace's +2 and then resolved another jace; the legend rule left me the newer. can i activate the new "
         "one this turn?", "en", "Yes.", "loyalty"),
        # first strike taken away after the first-strike damage step: no second hit (702.7c)
        ("my 2/2 kor is wearing maul of the skyclaves (4/4 flying first strike), their 2/5 with reach blocks. first "
         "strike damage goes through, then they broken wings the maul. does my kor get to hit again in the regular "
         "damage step?", "en", "No.", "strikes"),
        # X targets: one gone, the spell resolves for the rest, and "for each … exiled this way" counts them
        ("le tiro curse of the swine con X=3 a tres bichos del mismo pata. en respuesta él sacrifica uno de esos tres "
         "a su phyrexian altar pa sacar maná. al final ¿cuántos jabalíes 2/2 le salen?", "es", "2:", "targets"),
        # damage replaced by counters is never dealt: no lifelink
        ("tengo delaying shield en mesa y un compa me pega con su vampire cutthroat (1/1 vínculo vital) sin bloquear. "
         "él gana 1 vida igual?", "es", "No.", "prevention"),
        # "becomes blocked" triggers once, however many creatures block (509.3c)
        ("ataco con frontline devastator (afflict 2) y el otro me lo bloquea con dos criaturas. cuántas vidas pierde "
         "por el afligir?", "es", "2:", "blocked_once"),
        ("i attack with sensei golden-tail and they double block it. does bushido trigger twice?", "en", "No.",
         "blocked_once"),
        # a claim told before "¿tiene razón?": the fetch sacrificed as its cost doesn't come back
        ("un pibe rompió una polluted delta (pagó la vida y la sacrificó) y yo le respondí con stifle a la habilidad. "
         "él dice que como se contrarrestó \"no pasó nada\" y la fetch le vuelve al campo. ¿tiene razón?", "es",
         "No.", "refund"),
        # a power-restricted target pumped past the limit in response: illegal on resolution
        ("bajo enthralling victor y apunto el disparo a su bicho 2/2. en respuesta él le tira mutagenic growth y se "
         "pone 4/4. me lo robo igualmente hasta final de turno?", "es", "No. La habilidad", "targets"),
        # Two-Headed Giant: a teammate's exalted sees only its controller's creatures
        ("en el 2hg de la tienda ataco yo solo con un bicho y mi compañero no ataca con nada. él tiene un noble "
         "hierarch: se dispara su exaltado pa mi bicho?", "es", "No. El exaltado", "exalted"),
    ],
)  # fmt: skip
def test_sixty_fourth_round_readings(ask, question, lang, start, reasoner):
    """This round's readings, each on the wording it was written for."""
    assert verdict_of(ask, question, lang, reasoner).text.startswith(start)


@pytest.mark.parametrize(
    ("question", "lang", "said", "reasoner"),
    [
        ("i path their cartel aristocrat and they sac a creature to give it protection from black. do they still get "
         "the land?", "en", "Yes.", "targets"),
        ("le tiro un Path to Exile a su Giver of Runes y el rival activa Mother of Runes dándole protección del blanco, "
         "¿igual busca la tierra?", "es", "No.", "targets"),
        ("opp paths my tarmogoyf, i ephemerate it. do i still get a basic?", "en", "No.", "targets"),
        ("curse of the swine for 3 on three of his guys, he sacs two of them in response. how many boars", "en", "1:",
         "targets"),
        ("cruel celebrant out and my opponent's creature dies. do they lose life?", "en", "No.", "dies_trigger"),
        ("I have Zulaport Cutthroat and my Jace, the Mind Sculptor dies. does each opponent lose 1?", "en", "No.",
         "dies_trigger"),
        ("tengo a Midnight Reaper y muere mi Llanowar Elves, ¿robo carta?", "es", "Sí.", "dies_trigger"),
        ("i ephemerate my zacama. do my lands untap?", "en", "No.", "not_cast"),
        ("i reanimate dread cacodemon. does it destroy their creatures?", "en", "No.", "not_cast"),
        # (round 43 kept the "when you cast" reading out of this one; "if you cast it from your hand" is read now)
        ("I Sneak Attack in Dread Cacodemon. Does it still destroy all their creatures even though I didn't cast it?",
         "en", "No.", "not_cast"),
        ("quiero emerger wretched gryff sacrificando una ficha de 1/1. cuánto maná pago?", "es", "6:", "keyword_cost"),
        ("my first striker dealt its damage in the first strike step, then they removed first strike from it. does it "
         "hit again in the regular damage step?", "en", "No.", "strikes"),
        ("they have delaying shield and i hit them with vampire nighthawk unblocked. do i gain life?", "en", "No.",
         "prevention"),
        ("my frontline devastator (afflict 2) gets double blocked. does he lose 4?", "en", "No.", "blocked_once"),
        ("me quedo con la nueva Liliana por la regla de leyendas después de usar la vieja. ¿puedo usar su habilidad?",
         "es", "Sí.", "loyalty"),
        ("i dominate their tarmogoyf during their end step. can i attack with it on my turn?", "en", "Yes.",
         "timing"),
        ("le meten 3 contadores -1/-1 con Skinrender a mi Hangarback Walker que tiene 2 contadores +1/+1, ¿cuántos "
         "tópteros?", "es", "2:", "annihilate"),
    ],
)  # fmt: skip
def test_sixty_fourth_round_review_mends(ask, question, lang, said, reasoner):
    """The reviews' wrong answers of the new readings, each with the reading that now decides it."""
    assert verdict_of(ask, question, lang, reasoner).text.startswith(said)


@pytest.mark.parametrize(
    ("question", "lang", "reasoner"),
    [
        # a spell that targets only spells loses no target when a creature dies
        ("lanzo stubborn denial con mi bicho 4/4 en mesa y en respuesta me lo matan. ¿se contrarresta el hechizo sin "
         "opción de pagar?", "es", "targets"),
        # a token and a creature card dying together: one of them is seen
        ("midnight reaper out, a goblin token and my grizzly bears die to a pyroclasm. do i draw?", "en",
         "dies_trigger"),
        ("i attack with my grizzly bears enchanted by control magic, does it deal damage?", "en", "out_of_combat"),
        ("i cast zacama from my hand. do i untap my lands?", "en", "not_cast"),
        ("on my turn i steal their llanowar elves with vedalken shackles. can i tap it for mana immediately?", "en",
         "timing"),
        # "el otro bloquea con Thalia": the other player, not another Thalia
        ("che, ataco con Fencing Ace (1/1 doble golpe) y el otro bloquea con Thalia. como Thalia tiene first strike y "
         "yo doble golpe, quien se muere?", "es", "legend"),
        ("i cast zacama from my graveyard with yawgmoth's will. do my lands untap?", "en", "not_cast"),
        ("i have two forests and leyline of singularity is out. do i lose one?", "en", "legend"),
    ],
)  # fmt: skip
def test_sixty_fourth_round_left_alone(ask, question, lang, reasoner):
    """Near misses the round's readings must leave to others."""
    _, verdict = ask(question, lang)
    assert verdict is None or verdict.reasoner != reasoner, verdict.text
