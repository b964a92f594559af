"""`judge ask` answers like /v1/ask: with the configured LLM when there is one, verified citations either way."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from evaluation.serving import LiveServer
from tests.app.llm.fake_openai import FakeOpenAI
from tests.conftest import ROOT

QUESTION = "Two replacement effects apply to the same event. Who chooses which one applies first?"


@pytest.fixture()
def cli_env(small_cli_env):
    return {**small_cli_env, "JUDGE_ANSWER_THRESHOLD": "0"}


def judge_ask(env, *args):
    return subprocess.run(
        [sys.executable, "-m", "app.cli", "ask", QUESTION, *args], capture_output=True, text=True, env=env, cwd=ROOT
    )


@pytest.mark.slow
def test_judge_ask_uses_the_configured_llm(cli_env):
    fake = FakeOpenAI().then(content="The affected object's controller chooses [616.1]; not [999.9].")
    with LiveServer(fake.app) as server:
        env = {**cli_env, "JUDGE_LLM_BASE_URL": f"{server.url}/v1", "JUDGE_LLM_MODEL": "scripted"}
        result = judge_ask(env, "--json")
    assert result.returncode == 0, result.stderr
    body = json.loads(result.stdout)
    assert body["composer"] == "llm" and [c["rule"] for c in body["citations"]] == ["616.1"]
    assert "999.9" not in body["answer"] and len(fake.requests) == 1


@pytest.mark.slow
def test_judge_ask_without_llm_is_extractive(cli_env):
    result = judge_ask(cli_env)
    assert result.returncode == 0, result.stderr
    first = result.stdout.split("\n\n", 1)[0]
    assert "[616.1" in first and "[extractive, CR 2026-06-19" in result.stdout


def test_judge_ask_in_spanish_labels_its_output_in_spanish(cli_env):
    result = subprocess.run(
        [sys.executable, "-m", "app.cli", "ask", "¿Quién elige el orden de dos efectos de reemplazo?"],
        capture_output=True,
        text=True,
        env=cli_env,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    assert "Citas (verificadas): " in result.stdout and "verified" not in result.stdout
    assert "[extractiva, RC 2026-06-19, " in result.stdout and "extractive" not in result.stdout


@pytest.mark.slow
def test_judge_ask_follow_up_keeps_a_conversation_file(cli_env, tmp_path):
    conversation = tmp_path / "conversation.json"
    first = judge_ask(cli_env, "--follow-up", str(conversation))
    assert first.returncode == 0, first.stderr
    assert [turn["question"] for turn in json.loads(conversation.read_text())] == [QUESTION]
    second = subprocess.run(
        [sys.executable, "-m", "app.cli", "ask", "En ese caso, ¿y si son tres?", "--follow-up", str(conversation)],
        capture_output=True,
        text=True,
        env=cli_env,
        cwd=ROOT,
    )
    assert second.returncode == 0, second.stderr
    # a Spanish follow-up is answered in Spanish, its situation carried from the English turn
    assert "[pregunta de seguimiento, entendida como: Two replacement effects apply to the same event." in second.stdout
    turns = json.loads(conversation.read_text())
    assert [turn["question"] for turn in turns] == [QUESTION, "En ese caso, ¿y si son tres?"]
    assert all(len(turn["answer"]) <= 600 for turn in turns)


@pytest.mark.parametrize(
    "content",
    ["{not json", '{"question": "q"}', '[{"answer": "a"}]', '[{"question": "\\u0007"}]', '[{"question": 5}]', "[null]"],
)
def test_judge_ask_follow_up_refuses_a_bad_file_in_one_line(cli_env, tmp_path, content):
    conversation = tmp_path / "conversation.json"
    conversation.write_text(content)
    result = judge_ask(cli_env, "--follow-up", str(conversation))
    assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
    assert str(conversation) in result.stderr or "history" in result.stderr
