"""Every shipped question set loads with the loader `judge eval` uses for it, so a set written in another shape fails
here, not halfway through an evaluation run."""

import pytest

from evaluation import SETS
from evaluation.dialogues import load_dialogues
from evaluation.evaluate import load_question_set
from evaluation.verdicts import load_verdict_items

#: the dialogue sets, not their stand-alone companions ("dialogues_d_even.yaml": the later turns written whole)
DIALOGUE_SETS = sorted(p for p in SETS.rglob("dialogues*.yaml") if not p.stem.endswith("_even"))
OTHER_SETS = sorted(p for p in SETS.rglob("*.yaml") if not p.name.startswith("dialogues"))  # retrieval sets too
#: the verdict sets: every other set but the public retrieval examples (an `examples:` list without verdict regexes)
VERDICT_SETS = [p for p in OTHER_SETS if p.parent.name != "public"]


@pytest.mark.parametrize("path", DIALOGUE_SETS, ids=lambda p: p.name)
def test_a_dialogue_set_loads(path):
    assert load_dialogues(path)


@pytest.mark.parametrize("path", VERDICT_SETS, ids=lambda p: p.name)
def test_a_verdict_set_loads(path):
    items, skipped = load_verdict_items([path])  # a retrieval set's items have no verdict regexes: skipped
    assert items or skipped


@pytest.mark.parametrize("path", OTHER_SETS, ids=lambda p: p.name)
def test_a_set_loads_as_a_retrieval_question_set(path):
    assert load_question_set(path)


def test_the_sets_are_found():
    assert len(DIALOGUE_SETS) > 50 and len(VERDICT_SETS) > 200
