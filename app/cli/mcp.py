"""`judge mcp`: the judge's tools for AI assistants over the Model Context Protocol, on stdin/stdout."""

from __future__ import annotations

import argparse

from app.cli.common import open_searcher
from app.core.config import Settings


def register(commands: argparse._SubParsersAction) -> None:
    mcp = commands.add_parser(
        "mcp", help="serve the judge as MCP tools over stdio (for desktop AI assistants; /mcp serves HTTP)"
    )
    mcp.set_defaults(run=_cmd_mcp)


def _cmd_mcp(_args: argparse.Namespace, settings: Settings) -> int:
    from app.core.logging import configure_logging
    from app.main import build_judge
    from app.mcp.server import serve_stdio

    configure_logging(settings.log_level)  # JSON lines on stderr: stdout carries only the protocol
    serve_stdio(build_judge(open_searcher(settings), settings), settings)
    return 0
