"""No Docker engine runs here, so the image is untested; this keeps its commands the same as the Makefile's."""

from __future__ import annotations

import re

from tests.conftest import ROOT

DOCKERFILE = (ROOT / "Dockerfile").read_text(encoding="utf-8")
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")


def run_commands(text: str) -> list[str]:
    joined = re.sub(r"\\\n\s*", " ", text)
    commands = []
    for line in joined.splitlines():
        if line.startswith("RUN "):
            commands += [part.strip() for part in line[4:].split("&&")]
    return commands


def test_dockerfile_installs_and_builds_like_the_makefile():
    docker = run_commands(DOCKERFILE)
    assert "pip install torch==2.13.0" in docker
    assert docker.index("pip install torch==2.13.0") < docker.index("pip install -e .")
    assert "$(BIN)/pip install torch==2.13.0" in MAKEFILE
    for step in ("judge build-model", "judge ingest", "judge index"):
        assert any(command.endswith(step) or f"{step} " in command or command == step for command in docker), step
        assert f"$(BIN)/{step}" in MAKEFILE, step


def test_dockerfile_runs_the_service_as_the_makefile_does():
    assert 'ENTRYPOINT ["judge", "serve"]' in DOCKERFILE
    assert "$(BIN)/judge serve" in MAKEFILE
    assert "USER judge" in DOCKERFILE and "HEALTHCHECK" in DOCKERFILE and "/readyz" in DOCKERFILE
    assert DOCKERFILE.count("FROM ") >= 2


def test_readme_says_the_image_is_untested_and_names_the_two_commands():
    assert "untested here" in README
    assert "make run" in README and "make test" in README
    assert (ROOT / ".ci" / "run").read_text().strip().endswith("make test")
