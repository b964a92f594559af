"""`judge eval`, `judge load`: bad input is refused in a second, before anything is built or loaded."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.conftest import ROOT


def judge(*args: str, data_dir) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JUDGE_DATA_DIR": str(data_dir)}
    return subprocess.run(
        [sys.executable, "-m", "app.cli", *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120
    )


def test_eval_with_a_missing_set_fails_before_building_anything(tmp_path):
    result = judge("eval", "--set", str(tmp_path / "missing.yaml"), data_dir=tmp_path / "var")
    assert result.returncode == 2
    assert result.stderr.startswith("judge: error: ") and "missing.yaml" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "var").exists()


def test_eval_with_a_broken_yaml_set_is_one_line(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("questions: [ {id: 1, question: 'unclosed\n", encoding="utf-8")
    result = judge("eval", "--set", str(broken), data_dir=tmp_path / "var")
    assert result.returncode == 2 and "not YAML" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "var").exists()


def test_eval_of_a_set_without_gold_is_one_line(tmp_path):
    result = judge("eval", "--set", "evaluation/sets/offtopic.yaml", data_dir=tmp_path / "var")
    assert result.returncode == 2 and "no question has gold rule ids" in result.stderr
    assert "Traceback" not in result.stderr and not (tmp_path / "var").exists()


def test_eval_with_bad_cutoffs_is_refused(tmp_path):
    result = judge("eval", "--set", "evaluation/sets/es_questions.yaml", "--k", "1,five", data_dir=tmp_path / "var")
    assert result.returncode == 2 and "--k takes whole numbers" in result.stderr


def test_load_refuses_a_non_loopback_target(tmp_path):
    result = judge("load", "--url", "http://10.1.2.3:8000", "--seconds", "1", data_dir=tmp_path / "var")
    assert result.returncode == 2 and "only loopback" in result.stderr
