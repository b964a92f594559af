# The README's two commands: `make run` (set up and serve on the bundled defaults) and `make test`.
PYTHON ?= python3.11
VENV ?= .venv
BIN := $(VENV)/bin
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: setup model run test check bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip

$(BIN)/.installed: $(BIN)/python pyproject.toml
	# torch first, pinned: an unpinned torch would pull a multi-GB CUDA build
	$(BIN)/pip install torch==2.13.0
	$(BIN)/pip install -e '.[dev]'
	touch $@

setup: $(BIN)/.installed model

model: $(BIN)/.installed
	$(BIN)/judge build-model

run: setup
	$(BIN)/judge ingest
	$(BIN)/judge index
	$(BIN)/judge serve

test: setup
	$(BIN)/pytest

check: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/pytest

bench: setup
	$(BIN)/judge bench search

clean:
	rm -rf var models
