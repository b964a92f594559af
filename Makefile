# The README's two commands: `make run` (set up and serve on the bundled defaults) and `make test`.
PYTHON ?= python3.11
VENV ?= .venv
BIN := $(VENV)/bin
# PyPI's Linux torch is the multi-GB CUDA build; the lock pins PyTorch's CPU build, from this index
TORCH_INDEX_URL ?= https://download.pytorch.org/whl/cpu
# where `make lock` finds torch (e.g. LOCK_TORCH="--find-links DIR" for a folder holding the CPU wheel)
LOCK_TORCH ?= --extra-index-url $(TORCH_INDEX_URL)
LOCK := $(BIN)/uv pip compile pyproject.toml --quiet --python-version 3.11 --python-platform x86_64-manylinux_2_28 $(LOCK_TORCH) $(UPGRADE)
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: setup model browser run test test-fast lint check bench lock clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip

# the pinned lock (requirements/dev.txt): torch first from TORCH_INDEX_URL, then the rest from PyPI
$(BIN)/.installed: $(BIN)/python pyproject.toml requirements/dev.txt
	$(BIN)/pip install --no-deps --extra-index-url $(TORCH_INDEX_URL) $$(grep '^torch==' requirements/dev.txt)
	$(BIN)/pip install -r requirements/dev.txt
	$(BIN)/pip install --no-deps -e .
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

# Re-resolve the locks from pyproject.toml (keeps current pins where they still fit; UPGRADE=--upgrade for newest):
# dev.txt = everything (make run/test), build.txt and serve.txt = the image's builder and final stages, same pins.
lock:  # after `make setup` (uv is a dev dependency)
	$(LOCK) --all-extras -o requirements/dev.txt
	$(LOCK) --extra build -c requirements/dev.txt -o requirements/build.txt
	$(LOCK) -c requirements/dev.txt -o requirements/serve.txt

clean:
	rm -rf var models
