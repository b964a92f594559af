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
