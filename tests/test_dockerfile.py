"""The image, `make run`/`make test` and the lock files agree: same pins, same torch build, same build steps.
(deploy/smoke.sh builds and runs the image itself; it needs a container engine, so it is not part of `make test`.)"""

from __future__ import annotations

import fnmatch
import re
import tomllib

from packaging.requirements import Requirement

from tests.conftest import ROOT

DOCKERFILE = (ROOT / "Dockerfile").read_text(encoding="utf-8")
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
LOCKS = ("serve", "build", "dev")


def pins(name: str) -> dict[str, str]:
    text = (ROOT / "requirements" / f"{name}.txt").read_text(encoding="utf-8")
    return {m[1].lower().replace("_", "-"): m[2] for m in re.finditer(r"^([A-Za-z0-9._-]+)==(\S+)", text, re.M)}


def run_commands(text: str) -> list[str]:
    joined = re.sub(r"\\\n\s*", " ", text)
    return [part.strip() for line in joined.splitlines() if line.startswith("RUN ") for part in line[4:].split("&&")]


def build_arg(name: str) -> str:
    values = set(re.findall(rf"^ARG {name}=(.*)$", DOCKERFILE, re.M))
    assert len(values) == 1, values  # every stage declares the same default
    return values.pop()


def test_locks_pin_the_same_versions_and_nest():
    serve, build, dev = (pins(name) for name in LOCKS)
    assert serve.keys() <= build.keys() <= dev.keys()
    for name, version in serve.items() | build.items():
        assert dev[name] == version, name


def test_locks_are_current_with_pyproject():
    groups = {
        "serve": PYPROJECT["project"]["dependencies"],
        "build": PYPROJECT["project"]["optional-dependencies"]["build"],
        "dev": PYPROJECT["project"]["optional-dependencies"]["dev"],
    }
    for lock in LOCKS:
        locked = pins(lock)
        wanted = (
            groups["serve"] + (groups["build"] if lock != "serve" else []) + (groups["dev"] if lock == "dev" else [])
        )
        for spec in map(Requirement, wanted):
            name = spec.name.lower().replace("_", "-")
            assert name in locked, f"{name} missing from requirements/{lock}.txt: run `make lock`"
            assert spec.specifier.contains(locked[name].split("+")[0], prereleases=True), (lock, name)


def test_torch_is_the_cpu_build_everywhere():
    torch = f"torch=={pins('dev')['torch']}"
    assert torch.endswith("+cpu") and pins("build")["torch"] == pins("dev")["torch"]
    # serving embeds with ONNX Runtime: the final stage has no torch, transformers or sentence-transformers
    assert not {"torch", "transformers", "sentence-transformers"} & set(pins("serve"))
    assert build_arg("TORCH") == torch
    index = build_arg("TORCH_INDEX_URL")
    assert index == "https://download.pytorch.org/whl/cpu"
    assert f"TORCH_INDEX_URL ?= {index}" in MAKEFILE
    assert (
        "$(BIN)/pip install --no-deps --extra-index-url $(TORCH_INDEX_URL) $$(grep '^torch==' requirements/dev.txt)"
        in MAKEFILE
    )


def test_image_installs_the_locks_and_builds_like_the_makefile():
    docker = run_commands(DOCKERFILE)
    assert "pip install -r /tmp/serve.txt" in docker and "pip install -r /tmp/build.txt" in docker
    assert "$(BIN)/pip install -r requirements/dev.txt" in MAKEFILE
    for step in ("judge build-model", "judge ingest", "judge index"):
        assert any(command == step or command.startswith(f"{step} ") for command in docker), step
        assert f"$(BIN)/{step}" in MAKEFILE, step
    assert docker.index("judge build-model") < docker.index("judge index")


def test_image_runs_the_service_as_the_makefile_does():
    final = DOCKERFILE.rsplit("\nFROM ", 1)[1]
    assert 'ENTRYPOINT ["judge", "serve"]' in final and "$(BIN)/judge serve" in MAKEFILE
    assert "USER judge" in final and "/readyz" in final
    healthcheck = final[final.index("HEALTHCHECK") :]
    assert "JUDGE_PORT" in healthcheck and ":8000/" not in healthcheck
    assert "COPY --from=build" in final and "requirements/build.txt" not in final  # build tools stay behind


def included(path: str) -> bool:
    """Whether .dockerignore sends PATH to the build (last matching pattern wins)."""
    keep = True
    for line in (ROOT / ".dockerignore").read_text().splitlines():
        pattern = line.strip()
        if not pattern or pattern.startswith("#"):
            continue
        negated, pattern = pattern.startswith("!"), pattern.lstrip("!").rstrip("/")
        if fnmatch.fnmatch(path, pattern) or path.startswith(pattern + "/"):
            keep = negated
    return keep


def test_build_context_leaves_out_venvs_data_and_models():
    for path in (".venv/bin/python", "var/rules.sqlite", "models/multilingual-e5-small/model.safetensors", ".git/HEAD"):
        assert not included(path), path
    for path in ("app/cli.py", "requirements/serve.txt", "wheels/README.md", "data/cr/MagicCompRules_20260619.txt"):
        assert included(path), path


def test_readme_gives_the_image_commands_and_the_two_commands():
    docker = README[README.index("## Docker") :].split("\n## ")[0]
    assert "docker build" in docker and "docker run" in docker and "untested" not in docker
    assert "make run" in README and "make test" in README
    assert (ROOT / ".ci" / "run").read_text().strip().endswith("make test")
