"""`judge serve --workers N` runs N worker processes, each with its own judge, behind one port."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import time

import httpx
import pytest

from tests.conftest import ROOT


@pytest.fixture()
def serve_env(small_cli_env):
    return {**small_cli_env, "JUDGE_EMBED_THREADS": "1"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.slow
def test_two_workers_each_load_the_judge_and_answer(serve_env):
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "serve", "--workers", "2", "--port", str(port)],
        env=serve_env,
        cwd=ROOT,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 180
        while True:
            assert server.poll() is None, server.stderr.read()
            try:
                if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=5).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert time.monotonic() < deadline, "the workers never became ready"
            time.sleep(0.5)
        answer = httpx.get(f"http://127.0.0.1:{port}/v1/search", params={"q": "replacement effects"}, timeout=30)
        assert answer.status_code == 200 and answer.json()["results"]
    finally:
        server.send_signal(signal.SIGINT)
        _, stderr = server.communicate(timeout=60)
    lines = [json.loads(line) for line in stderr.splitlines() if line.startswith("{")]
    workers = {line["msg"] for line in lines if line["msg"].startswith("Started server process")}
    loaded = [line for line in lines if line["msg"].startswith("loaded CR")]
    assert len(workers) == 2 and len(loaded) == 2, stderr


def test_workers_out_of_range_is_a_one_line_error(serve_env):
    result = subprocess.run(
        [sys.executable, "-m", "app.cli", "serve", "--workers", "0"],
        env=serve_env,
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2 and "--workers must be between 1 and 32" in result.stderr
    assert "Traceback" not in result.stderr
