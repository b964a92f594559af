from ingest.lexicon import fold
from ingest.talk import search_terms, spelled_out


def test_table_talk_is_spelled_out_as_rules_words():
    said = spelled_out(fold("If I sac my creature in response to opp's Bolt, does it fizzle? W/ the ETB on the stack"))
    assert "sacrifice my creature" in said
    assert "opponent's bolt" in said
    assert "with the enters the battlefield" in said
    assert spelled_out("Sacced it, then saccing another") == "sacrificed it, then sacrificing another"


def test_only_whole_words_are_table_talk():
    assert spelled_out("a sack of sacred oppression") == "a sack of sacred oppression"
    assert spelled_out("q pasa si lo sacrifico xq sí") == "que pasa si lo sacrifico porque sí"


def test_filler_stays_out_of_the_search_terms():
    assert search_terms(fold("opp sacs a creature, SBAs?")) == ["state-based actions", "sacrifices"]


def test_keyword_holders_are_creatures_with_the_keyword():
    said = spelled_out("my 3/3 double striker gets chump blocked by a first-striker; flyers too")
    assert said == (
        "my 3/3 creature with double strike gets blocked by a creature with first strike; creature with flying too"
    )
    assert spelled_out("I chumped, then chump-blocking again") == "I blocked, then blocking again"
    assert spelled_out("a chumpy striker") == "a chumpy striker"
    # spelled out for the reading, but not searched: "creature with trample" outranks the sub-rule asked about
    assert search_terms(fold("does the trampler hit me for everything, or the double striker")) == []
