"""`judge cards status` and `judge cards update`: which card data is loaded, and fetching the current one.

An update downloads into a temporary folder beside the old data, parses it completely, then swaps it in
with one rename and rebuilds the rule store; any failure leaves the old data and store in place.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from datetime import UTC, datetime
from pathlib import Path

import httpx
from tqdm import tqdm

from app.cli.common import CommandError, card_files, open_store
from app.core.config import Settings
from ingest.cards import load_card_files
from ingest.errors import InputFormatError
from ingest.pipeline import build_store

KEEP_DOWNLOADS = 2
_TIMEOUT = httpx.Timeout(30.0, read=120.0)


def register(commands: argparse._SubParsersAction) -> None:
    cards = commands.add_parser("cards", help="the card data: status, or fetch the current Oracle text and rulings")
    actions = cards.add_subparsers(title="actions")
    status = actions.add_parser("status", help="source, date and counts of the loaded card data")
    status.set_defaults(run=_cmd_status)
    update = actions.add_parser("update", help="download current card data, validate it, swap it in atomically")
    update.add_argument(
        "--source",
        choices=["scryfall", "mtgjson"],
        default="scryfall",
        help="scryfall: bulk oracle_cards + rulings; mtgjson: AtomicCards.json.gz (with Spanish names)",
    )
    update.set_defaults(run=_cmd_update)
    cards.set_defaults(run=lambda _args, _settings: cards.print_help() or 2)


def _cmd_status(_args: argparse.Namespace, settings: Settings) -> int:
    store = open_store(settings)
    stats = store.card_stats
    files = card_files(settings)
    print(f"card data in {store.path}: {stats.cards} cards, {stats.rulings} rulings, dated {stats.date or 'unknown'}")
    print(f"  from {', '.join(stats.sources) or 'no card file'}; {stats.example_cards} cards named in CR examples")
    print(f"  next ingest reads: {', '.join(str(f) for f in files) or 'no card file'}")
    return 0


def _cmd_update(args: argparse.Namespace, settings: Settings) -> int:
    root = settings.cards_download_dir
    root.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    tmp = root / f".download-{args.source}-{stamp}-{os.getpid()}"
    tmp.mkdir()
    try:
        with httpx.Client(timeout=_TIMEOUT, follow_redirects=True) as client:
            files = (
                _download_scryfall(client, settings, tmp)
                if args.source == "scryfall"
                else [_download(client, settings.cards_mtgjson_url, tmp / "AtomicCards.json.gz")]
            )
        print(f"validating {', '.join(f.name for f in files)}", file=sys.stderr)
        cards, date = load_card_files(files)
        final = root / f"{args.source}-{stamp}"
        os.replace(tmp, final)
    except (httpx.HTTPError, OSError) as err:
        shutil.rmtree(tmp, ignore_errors=True)
        raise CommandError(f"card update failed ({_why(err)}); the previous card data is kept") from None
    except InputFormatError as err:
        shutil.rmtree(tmp, ignore_errors=True)
        raise CommandError(
            f"card update failed: downloaded data is not valid ({err}); the previous card data is kept"
        ) from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _activate(root, final)
    print(f"downloaded {len(cards)} cards dated {date or 'unknown'} from {args.source} into {final}")
    build_store(settings.store_path, settings.cr_path, sorted(settings.pages_dir.glob("*.txt")), card_files(settings))
    print(f"rebuilt {settings.store_path}; run `judge index` and reload the server (POST /v1/admin/reload) to serve it")
    return 0


def _download_scryfall(client: httpx.Client, settings: Settings, folder: Path) -> list[Path]:
    """Scryfall's bulk-data index names the current oracle_cards and rulings files."""
    response = client.get(settings.cards_scryfall_url)
    response.raise_for_status()
    try:
        entries = {item["type"]: item["download_uri"] for item in response.json()["data"]}
        wanted = [entries["oracle_cards"], entries["rulings"]]
    except (ValueError, KeyError, TypeError):
        raise httpx.DecodingError("the bulk-data index has no oracle_cards and rulings entries") from None
    return [
        _download(client, url, folder / name)
        for url, name in zip(wanted, ("oracle-cards.json", "rulings.json"), strict=True)
    ]


def _download(client: httpx.Client, url: str, path: Path) -> Path:
    """Stream to disk with a progress bar; a body shorter than its Content-Length is an error."""
    with client.stream("GET", url) as response:
        response.raise_for_status()
        expected = int(response.headers.get("content-length") or 0) or None
        received = 0
        with (
            path.open("wb") as handle,
            tqdm(total=expected, unit="B", unit_scale=True, file=sys.stderr, leave=False, desc=path.name) as bar,
        ):
            try:
                for chunk in response.iter_bytes():
                    handle.write(chunk)
                    received += len(chunk)
                    bar.update(len(chunk))
            except httpx.RemoteProtocolError as err:
                raise httpx.ReadError(f"{path.name}: truncated download ({err})") from None
    if expected is not None and received < expected:
        raise httpx.ReadError(f"{path.name}: truncated download, {received} of {expected} bytes")
    return path


def _activate(root: Path, folder: Path) -> None:
    """Point `current` at the new download with one atomic rename; keep the previous one."""
    link = root / "current"
    tmp_link = root / f".current.{os.getpid()}"
    tmp_link.unlink(missing_ok=True)
    tmp_link.symlink_to(folder.name)
    os.replace(tmp_link, link)
    downloads = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".") and p.name != "current")
    for old in downloads[:-KEEP_DOWNLOADS]:
        if old.resolve() != folder.resolve():
            shutil.rmtree(old, ignore_errors=True)


def _why(err: Exception) -> str:
    if isinstance(err, httpx.HTTPStatusError):
        return f"HTTP {err.response.status_code} from {err.request.url}"
    return str(err) or type(err).__name__
