"""Cards as evidence in the extractive answer: the named cards' Oracle text and best-matching rulings, dated and
verified; rulings whose wording or rule the current CR has replaced are flagged (the CR wins); Spanish answers
frame them in Spanish and name cards "Relámpago (Lightning Bolt)" when the Spanish name is known."""

from __future__ import annotations

import asyncio

import pytest

from answer import reasoners
from answer.analysis import analyse
from answer.extractive import AbstainPolicy, ExtractiveComposer, _spanish_names, card_label
from answer.rulings import _rows, ruling_item, superseded
from answer.verify import verify_citations
from evaluation.framing import framing_problems
from index.cards import CardMatcher
from index.query import plan_query
from index.searcher import Hit, SearchResult
from ingest.models import Card, Ruling
from ingest.ruleid import RuleId

TRIBAL = (
    "The card types that can appear on cards in a graveyard are artifact, creature, enchantment, instant, land, "
    "planeswalker, sorcery, and tribal. Legendary, basic, and snow are supertypes, not card types."
)


@pytest.mark.parametrize(
    ("text", "kind", "source"),
    [
        (TRIBAL, "wording", "Tribal (Obsolete)"),
        ("Its converted mana cost is 0.", "wording", "Converted Mana Cost (Obsolete)"),
        (
            "Yurlok’s middle ability is similar to the “mana burn” rule from years past.",
            "rules",
            "Mana Burn (Obsolete)",
        ),
        (
            "You may order blockers: the damage assignment order is chosen.",
            "rules",
            "Damage Assignment Order (Obsolete)",
        ),
        ("Combat damage is put on the stack, so you can sacrifice it.", "rules", "510.2"),
        ("Each time a creature is put into a graveyard from play, check it.", "wording", "403.5"),
        ("If you play a spell with flash, it resolves later.", "wording", "Play"),
    ],
)
def test_superseded_wording_is_found_with_the_cr_text_that_replaces_it(card_store, text, kind, source):
    found = superseded(text, card_store)
    assert found is not None and (found.kind, found.source) == (kind, source)
    if found.rule is not None:
        assert found.quote in card_store.rules[found.rule].text
    else:
        assert found.quote in card_store.glossary_entry(source).definition


@pytest.mark.parametrize(
    "text",
    [
        "Acclaimed Contender’s ability won’t trigger if you don’t control another Knight after it enters the battlefield.",
        "Once you announce it, it’s too late for anyone to interrupt you by trying to remove the creature.",
        "Planeswalkers will enter the battlefield with double the normal amount of loyalty counters.",
        "After you choose a card, all cards with that name are removed from the game in progress.",
    ],
)
def test_current_wording_is_not_flagged(card_store, text):
    # the current CR itself still says "enters the battlefield"; "interrupt you" is a verb, not the old card type
    assert superseded(text, card_store) is None


def test_every_table_entry_quotes_the_loaded_cr_verbatim(card_store):
    for row in _rows():
        where, _, name = row.source.partition(":")
        if where == "rule":
            assert row.quote in card_store.rules[RuleId.parse(name)].text, row.source
        else:
            entry = card_store.glossary_entry(name)
            assert entry is not None and row.quote in entry.definition, row.source


def test_ruling_item_carries_the_hint_in_the_answer_language(card_store):
    english = ruling_item(Ruling("2018-12-07", TRIBAL), card_store, "en")
    spanish = ruling_item(Ruling("2018-12-07", TRIBAL), card_store, "es")
    assert english.superseded_by == spanish.superseded_by == "Tribal (Obsolete)"
    assert "the CR wins" in english.superseded_hint and "Kindreds" in english.superseded_hint
    assert "mandan las Reglas Completas" in spanish.superseded_hint
    assert ruling_item(Ruling("2020-01-01", "It deals 3 damage."), card_store, "en").superseded_hint is None


def _compose(store, question: str, lang: str, rulings: dict[str, list[Ruling]]):
    matcher = CardMatcher.from_store(store)
    plan = plan_query(question, store.glossary, lang, matcher.find(question))
    result = SearchResult(plan, [Hit(RuleId.parse("308.3"), 1.0, ("lexical",))], 1.0, {}, rulings)
    return ExtractiveComposer(store, AbstainPolicy(0.0, 0.0)).compose(question, result, lang)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_answer_quotes_oracle_text_and_dated_rulings_as_verified_citations(card_store, lang):
    goyf = card_store.card("Tarmogoyf")
    question = {
        "en": "Does Tarmogoyf count tribal cards in graveyards?",
        "es": "¿Tarmogoyf cuenta las cartas tribales de los cementerios?",
    }[lang]
    composed = _compose(card_store, question, lang, {"Tarmogoyf": list(goyf.rulings)})
    kinds = {(q.kind, q.card, q.date) for q in composed.citations if q.kind != "rule"}
    dates = {r.date for r in goyf.rulings}
    assert ("oracle", "Tarmogoyf", None) in kinds
    assert any(kind == "ruling" and date in dates for kind, _, date in kinds)
    valid, rejected = verify_citations(
        composed.citations, card_store, [rid for rid, _ in composed.evidence], ["Tarmogoyf"]
    )
    assert rejected == [] and len(valid) >= 3
    block = next(p for p in composed.answer.split("\n\n") if "Tarmogoyf" in p and ("Oracle" in p))
    if lang == "en":
        assert block.startswith("The cards, from their Oracle text and rulings:")
        assert "- Oracle text of Tarmogoyf: “Tarmogoyf's power" in block
        assert "Ruling of 2018-12-07: “" in block
    else:
        assert block.startswith("Las cartas: texto Oracle y resoluciones (texto oficial en inglés):")
        assert "- Texto Oracle de Tarmogoyf: “" in block and "Resolución del 2018-12-07: “" in block
        assert framing_problems(block) == []


def test_each_oracle_line_is_its_own_quote(card_store):
    """Thalia's two abilities are two quotes, not “First strike Noncreature spells cost {1} more to cast.”"""
    composed = _compose(card_store, "Does Thalia, Guardian of Thraben tax my own spells?", "en", {})
    assert "“First strike” “Noncreature spells cost {1} more to cast.”" in composed.answer
    assert "First strike Noncreature" not in composed.answer


def test_a_superseded_ruling_is_flagged_in_the_answer(card_store):
    ruling = Ruling("2018-12-07", TRIBAL)
    composed = _compose(card_store, "Does Tarmogoyf count tribal cards?", "en", {"Tarmogoyf": [ruling]})
    assert f"Ruling of 2018-12-07: “{TRIBAL}”\n  Older wording: this ruling says “tribal”" in composed.answer
    spanish = _compose(card_store, "¿Tarmogoyf cuenta las cartas tribales?", "es", {"Tarmogoyf": [ruling]})
    assert "Redacción antigua: esta resolución dice «tribal»" in spanish.answer
    assert all(framing_problems(p) == [] for p in spanish.answer.split("\n\n") if "Resolución del" in p)


def test_a_rule_that_replaces_a_ruling_is_cited_and_verified(card_store):
    ruling = Ruling("2004-10-04", "Combat damage is put on the stack, so you can sacrifice it afterwards.")
    composed = _compose(card_store, "Can Tarmogoyf be sacrificed after damage?", "en", {"Tarmogoyf": [ruling]})
    cited = [q for q in composed.citations if q.rule == RuleId.parse("510.2")]
    assert cited and cited[0].quote == "This turn-based action doesn’t use the stack."
    valid, rejected = verify_citations(cited, card_store, [rid for rid, _ in composed.evidence], ["Tarmogoyf"])
    assert valid == cited and rejected == []
    assert "predates a rules change" in composed.answer and "rule 510.2" in composed.answer


def test_spanish_names_label_the_first_mention_and_leave_quotes_alone():
    bolt = Card("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", names_es=("Relámpago",))
    texts = _spanish_names(
        ["Lightning Bolt no se resuelve.", "«Lightning Bolt deals 3 damage» — Lightning Bolt, Lightning Bolts"], [bolt]
    )
    assert texts == [
        "Relámpago (Lightning Bolt) no se resuelve.",
        "«Lightning Bolt deals 3 damage» — Relámpago, Lightning Bolts",
    ]


def test_card_label_uses_the_spanish_name_only_in_spanish():
    bolt = Card("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", names_es=("Relámpago",))
    assert card_label(bolt, "es") == "Relámpago (Lightning Bolt)"
    assert card_label(bolt, "en") == "Lightning Bolt"
    assert card_label(Card("Clone", ""), "es") == "Clone"


@pytest.fixture(scope="module")
def small_judge(small_searcher):
    from app.core.config import Settings
    from app.main import build_judge

    return build_judge(small_searcher, Settings(answer_threshold=0.0, vocabulary_threshold=0.0))


def test_spanish_answer_names_the_card_by_its_spanish_name(small_judge):
    """The fixture card file (MTGJSON shape) has Lightning Bolt's Spanish name: the question may use it alone,
    and the Spanish answer names the card "Relámpago (Lightning Bolt)"."""
    question = "Mi oponente sacrificó la criatura en respuesta a mi Relámpago. ¿Qué pasa?"
    response = asyncio.run(small_judge.ask(question, "es", "extractive"))
    assert [card.name for card in response.cards] == ["Lightning Bolt"]
    assert response.cards[0].names_es == ["Relámpago"]
    assert "Relámpago (Lightning Bolt)" in response.verdict
    # named once with both names; after that, the answer's own words use the Spanish name alone
    assert response.steps and "Lightning Bolt" not in " ".join(step.text for step in response.steps)
    assert any("Relámpago" in step.text for step in response.steps)
    assert "- Texto Oracle de Relámpago (Lightning Bolt): “Lightning Bolt deals 3 damage to any target.”" in (
        response.answer
    )
    oracle = [c for c in response.citations if c.kind == "oracle"]
    assert oracle and oracle[0].card == "Lightning Bolt" and oracle[0].quote in response.cards[0].oracle_text
    english = asyncio.run(
        small_judge.ask("My opponent sacrificed the creature in response to my Lightning Bolt.", "en")
    )
    assert "Relámpago" not in english.answer


def test_api_rulings_are_the_ranked_ones_with_dates(small_judge):
    response = asyncio.run(small_judge.ask("Does Fire // Ice's Fire target one or two targets?", "en", "extractive"))
    card = next(c for c in response.cards if c.name == "Fire // Ice")
    assert [(r.date, r.text) for r in card.rulings] == [("2020-08-07", "Fire targets one or two targets.")]
    assert card.rulings[0].superseded_hint is None
    ruling = [c for c in response.citations if c.kind == "ruling"]
    assert [(c.card, c.date, c.quote) for c in ruling] == [
        ("Fire // Ice", "2020-08-07", "Fire targets one or two targets.")
    ]
    assert "Ruling of 2020-08-07: “Fire targets one or two targets.”" in response.answer


def test_a_card_known_only_from_cr_examples_adds_no_empty_card_section(card_store):
    composer = ExtractiveComposer(card_store, AbstainPolicy(0.0, 0.0))
    result = SearchResult(plan_query("x", {}, "en"), [], 0.0, {}, {})
    composed = _compose(card_store, "Does Tarmogoyf count?", "en", {})
    assert composer._cards_block([Card("Sorin’s Thirst", "")], result, set(), "en", composed) == ""


def test_the_llm_sees_rulings_dated_with_the_superseded_note(card_store):
    from answer.llm.composer import Context, LLMComposer
    from answer.llm.prompts import load_prompts

    goyf = card_store.card("Tarmogoyf")
    composer = LLMComposer(None, load_prompts("v2"), card_store)  # type: ignore[arg-type]
    messages = composer.messages("Does Tarmogoyf count tribal?", "en", [], Context(cards=(goyf,)))
    user = messages[-1]["content"]
    assert "(2018-12-07) The card types that can appear on cards in a graveyard" in user
    assert "[Older wording: this ruling says “tribal”" in user and "the CR wins.]" in user


def _compose_weak(store, question: str, lang: str):
    """Evidence too weak to answer on (the dense score under the policy's threshold, no glossary or intent)."""
    matcher = CardMatcher.from_store(store)
    plan = plan_query(question, {}, lang, matcher.find(question))
    plan.intents = []
    result = SearchResult(plan, [Hit(RuleId.parse("701.19c"), 0.1, ("dense",))], 0.1, {}, {})
    return ExtractiveComposer(store, AbstainPolicy(0.9, 0.9)).compose(question, result, lang)


def test_weak_evidence_is_answered_when_cards_and_a_game_event_are_named(card_store):
    question = "Si le lanzo Lightning Bolt a Tarmogoyf con dos tipos de carta en los cementerios, ¿muere?"
    frame = analyse(question, "es", [m.card for m in CardMatcher.from_store(card_store).find(question)])
    assert reasoners.run(frame, card_store) is None  # answered for the cards and the event, not for a reasoner
    assert _compose_weak(card_store, question, "es").answered
    # no card and nothing a reasoner reads: still a refusal
    assert not _compose_weak(card_store, "¿Cuál es la mejor ilustración de este año?", "es").answered
    # cards but no game event, and no reasoner: a refusal
    assert not _compose_weak(card_store, "Is Tarmogoyf pretty?", "en").answered


@pytest.mark.parametrize(
    "question",
    [
        "Lightning Bolt y Tarmogoyf: ¿cuánta vida pierdo?",  # life
        "Lightning Bolt sobre mi Tarmogoyf. ¿De qué tamaño queda?",  # size
        "How big is Tarmogoyf after I Lightning Bolt my own face?",
        "mi tarmogoyf se pumpeó +2/+2 y le tiran lightning bolt, ¿cuánto queda?",  # a pump is a size change
        "I reveal Lightning Bolt with Tarmogoyf out, what now?",
        "Si matan a mi Tarmogoyf con Lightning Bolt, ¿qué pasa?",  # a kill
    ],
)
def test_life_size_and_card_moves_are_game_events(card_store, question):
    lang = "es" if "¿" in question else "en"
    assert _compose_weak(card_store, question, lang).answered
