"""Prompt v2 carries the reasoner's findings and the named cards; v1 stays as it was."""

from __future__ import annotations

from answer.llm.prompts import load_prompts


def test_v2_puts_cards_and_findings_in_the_evidence_and_asks_for_the_verdict_first():
    prompts = load_prompts("v2")
    messages = prompts.messages(
        "¿Qué pasa?",
        "es",
        "2026-06-19",
        [("608.2b", "Resolving", "If the spell or ability specifies targets, …")],
        findings=["Lightning Bolt no se resuelve [608.2b]", "Comprueba sus objetivos [608.2b]"],
        cards=[("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", ["A ruling."])],
    )
    user = messages[1]["content"]
    assert (
        user.index("[608.2b] Resolving")
        < user.index("Lightning Bolt: Lightning Bolt deals 3")
        < user.index("- Lightning Bolt no se resuelve [608.2b]")
    )
    assert "- A ruling." in user and user.index("QUESTION-") < user.index("Primer párrafo: el veredicto")
    assert "first paragraph is the verdict" in messages[0]["content"]


def test_v1_ignores_findings_and_cards():
    user = load_prompts("v1").messages(
        "q", "en", "2026-06-19", [("608.2b", None, "text")], findings=["finding"], cards=[("C", "o", [])]
    )
    assert "finding" not in user[1]["content"] and "C: o" not in user[1]["content"]
