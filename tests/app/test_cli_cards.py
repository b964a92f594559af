"""`judge cards update` against a bulk-data server on loopback, and `judge cards status`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.conftest import ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "cards"


class BulkServer:
    """Serves path → (status, body, declared length); a declared length above the body is a cut download."""

    def __init__(self):
        self.routes: dict[str, tuple[int, bytes, int | None]] = {}
        routes = self.routes

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 - http.server's name
                status, body, length = routes.get(self.path, (404, b"not found", None))
                self.send_response(status)
                self.send_header("Content-Length", str(length if length is not None else len(body)))
                self.end_headers()
                self.wfile.write(body)
                self.wfile.flush()
                self.close_connection = True

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def scryfall(self, oracle: bytes | None = None, declared: int | None = None) -> None:
        index = {
            "object": "list",
            "data": [
                {"type": "oracle_cards", "download_uri": f"{self.url}/oracle.json"},
                {"type": "rulings", "download_uri": f"{self.url}/rulings.json"},
            ],
        }
        self.routes["/bulk-data"] = (200, json.dumps(index).encode(), None)
        body = oracle if oracle is not None else (FIXTURES / "scryfall-oracle-cards.json").read_bytes()
        self.routes["/oracle.json"] = (200, body, declared)
        self.routes["/rulings.json"] = (200, (FIXTURES / "scryfall-rulings.json").read_bytes(), None)


@pytest.fixture()
def server():
    bulk = BulkServer()
    yield bulk
    bulk.server.shutdown()
    bulk.server.server_close()


@pytest.fixture()
def data_dir(tmp_path):
    result = judge("ingest", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    return tmp_path


def judge(*args: str, data_dir: Path, server: BulkServer | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JUDGE_DATA_DIR": str(data_dir)}
    env.pop("JUDGE_CARDS_PATH", None)
    if server is not None:
        env |= {
            "JUDGE_CARDS_SCRYFALL_URL": f"{server.url}/bulk-data",
            "JUDGE_CARDS_MTGJSON_URL": f"{server.url}/atomic",
        }
    return subprocess.run([sys.executable, "-m", "app.cli", *args], capture_output=True, text=True, env=env, cwd=ROOT)


def store_card(data_dir: Path, name: str):
    from ingest.store import RuleStore

    return RuleStore(data_dir / "rules.sqlite").card(name)


def test_scryfall_update_swaps_in_cards_and_joined_rulings(server, data_dir):
    server.scryfall()
    result = judge("cards", "update", data_dir=data_dir, server=server)
    assert result.returncode == 0, result.stderr
    assert "downloaded 3 cards dated 2026-06-19 from scryfall" in result.stdout
    card = store_card(data_dir, "Fixture Newcard")
    assert card.rulings[0].text == "The life gain is a triggered ability." and card.rulings[0].date == "2026-06-19"
    assert store_card(data_dir, "Stomp").name == "Bonecrusher Giant // Stomp"
    assert store_card(data_dir, "Tarmogoyf") is None  # the bundled data is replaced, not merged
    status = judge("cards", "status", data_dir=data_dir)
    assert "3 cards, 2 rulings, dated 2026-06-19" in status.stdout and "oracle-cards.json" in status.stdout
    # a later plain `judge ingest` keeps reading the downloaded data
    assert judge("ingest", data_dir=data_dir).returncode == 0
    assert store_card(data_dir, "Fixture Newcard") is not None


def test_mtgjson_update_keeps_spanish_names(server, data_dir):
    server.routes["/atomic"] = (200, (FIXTURES / "mtgjson-AtomicCards.json.gz").read_bytes(), None)
    result = judge("cards", "update", "--source", "mtgjson", data_dir=data_dir, server=server)
    assert result.returncode == 0, result.stderr
    assert store_card(data_dir, "Relámpago").name == "Lightning Bolt"
    assert store_card(data_dir, "hielo").name == "Fire // Ice"
    assert store_card(data_dir, "Fire // Ice").faces == ("Fire", "Ice")


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        (lambda s: s.scryfall(declared=5000), "truncated"),
        (lambda s: s.scryfall(oracle=b'[{"object": "card", "name": "Cut'), "not valid"),
        (lambda s: s.scryfall(oracle=b'{"object": "error"}'), "not valid"),
        (lambda s: s.routes.update({"/bulk-data": (500, b"oops", None)}), "HTTP 500"),
        (lambda s: s.routes.update({"/bulk-data": (200, b'{"data": []}', None)}), "no oracle_cards"),
    ],
)
def test_failed_or_partial_download_keeps_the_old_data(server, data_dir, setup, message):
    setup(server)
    store = data_dir / "rules.sqlite"
    before = store.read_bytes()
    result = judge("cards", "update", data_dir=data_dir, server=server)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    last = result.stderr.strip().splitlines()[-1]
    assert (
        last.startswith("judge: error: card update failed") and message in last and "previous card data is kept" in last
    )
    assert store.read_bytes() == before
    assert not (data_dir / "cards" / "current").exists()
    assert [p for p in (data_dir / "cards").iterdir()] == []
