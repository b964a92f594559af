"""`judge`: the command line, one module per command group. Library errors (one base class, JudgeError)
become one-line messages and exit code 2 here, at the edge."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from app.cli import cards, index, mcp, rules, service, tools
from app.core.config import get_settings
from ingest.errors import JudgeError

EXIT_USAGE = 2


def main(argv: Sequence[str] | None = None) -> int:
    # nothing is downloaded from a model hub unless the environment says otherwise (HF_HUB_OFFLINE=0);
    # set here, at the edge, before any command imports the hub client (serve's workers inherit it)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    parser = build_parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "run"):
        parser.print_help()
        return EXIT_USAGE
    try:
        return int(args.run(args, get_settings()) or 0)
    except JudgeError as err:
        print(f"judge: error: {err}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        print("judge: interrupted", file=sys.stderr)
        return 130


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="judge", description="Magic: The Gathering rules judge.")
    commands = parser.add_subparsers(title="commands")
    for group in (rules, cards, index, tools, service, mcp):
        group.register(commands)
    return parser
