# The README's two commands: `make run` (set up and serve on the bundled defaults) and `make test`.
PYTHON ?= python3.11
VENV ?= .venv
BIN := $(VENV)/bin
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: setup model browser run test test-fast lint check bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip

$(BIN)/.installed: $(BIN)/python pyproject.toml
	# torch first, pinned: an unpinned torch would pull a multi-GB CUDA build
	$(BIN)/pip install torch==2.13.0
	$(BIN)/pip install -e '.[dev]'
	touch $@

setup: $(BIN)/.installed model

# Debian's Chromium for the widget's browser test (Playwright drives it; nothing is downloaded by Playwright)
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && $$SUDO apt-get install -y -q chromium; }

model: $(BIN)/.installed
	$(BIN)/judge build-model

run: setup
	$(BIN)/judge ingest
	$(BIN)/judge index
	$(BIN)/judge serve

# lint, format check and types first: they fail in seconds, the tests take minutes
lint: $(BIN)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: setup browser lint
	$(BIN)/pytest

# the tier a developer runs on every change: no full-CR index, no browser
test-fast: setup lint
	$(BIN)/pytest -m "not slow"

check: test

bench: setup
	$(BIN)/judge bench search

clean:
	rm -rf var models
