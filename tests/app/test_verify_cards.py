"""Card citations are verified like rule quotes: the card is named, the text is verbatim, the date is right."""

from __future__ import annotations

import pytest

from answer.quote import Quote
from answer.verify import verify_citations
from ingest.ruleid import RuleId
from ingest.store import RuleStore

GIANT = "Bonecrusher Giant // Stomp"
RULING = "Bonecrusher Giant’s ability resolves before the spell that caused it to trigger."


@pytest.fixture(scope="module")
def store(fixture_store):
    return RuleStore(fixture_store)


@pytest.mark.parametrize(
    ("quote", "reason"),
    [
        (Quote(None, None, "Damage can't be prevented this turn.", "en", "oracle", GIANT), None),
        (Quote(None, None, RULING, "en", "ruling", GIANT, "2019-10-04"), None),
        (Quote(None, None, RULING, "en", "ruling", GIANT, "2020-01-01"), "ruling on"),
        (Quote(None, None, "Damage can be prevented.", "en", "oracle", GIANT), "not verbatim Oracle text"),
        (Quote(None, None, "Lightning Bolt deals 3 damage", "en", "oracle", "Lightning Bolt"), "not named"),
        (Quote(None, None, "anything", "en", "oracle", "No Such Card"), "no loaded card"),
        (Quote(None, None, "Damage", "en", "flavor", GIANT), "unknown citation kind"),
        (Quote(RuleId.parse("608.2b"), None, "whatever", "en"), "was not part of the evidence"),
    ],
)
def test_card_citations(store, quote, reason):
    valid, rejected = verify_citations([quote], store, [], [GIANT])
    if reason is None:
        assert valid == [quote] and rejected == []
    else:
        assert valid == [] and reason in rejected[0].reason
