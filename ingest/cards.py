"""Card data: Scryfall "oracle cards" + "rulings" bulk files, MTGJSON AtomicCards, and card names in CR examples.

One name normaliser (`fold_name`) serves the store's lookups and the question matcher alike.
"""

from __future__ import annotations

import gzip
import json
import lzma
import re
import unicodedata
import zlib
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import IO, Any

from ingest.errors import InputFormatError
from ingest.models import Card, RuleBook, Ruling
from ingest.ruleid import RuleId
from ingest.textfile import read_lines

#: curated Spanish printed names for card data without MTGJSON foreignData (see its header and SOURCES.md)
SPANISH_NAMES_PATH = Path(__file__).parent / "data" / "card_names_es.tsv"
_APOSTROPHES = set("'’‘`´ʼ")
_LIGATURES = {"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "đ": "d", "ł": "l"}


def fold_with_offsets(text: str) -> tuple[str, list[int]]:
    """`fold_name` of text plus, for each output character, the index of the input character it came from."""
    out: list[str] = []
    offsets: list[int] = []
    for i, ch in enumerate(text):
        if ch in _APOSTROPHES:
            continue
        lower = ch.lower()
        for part in _LIGATURES.get(lower) or unicodedata.normalize("NFKD", lower):
            if unicodedata.combining(part):
                continue
            if not part.isalnum():
                if not out or out[-1] == " ":
                    continue
                part = " "
            out.append(part)
            offsets.append(i)
    if out and out[-1] == " ":
        out.pop()
        offsets.pop()
    return "".join(out), offsets


def fold_name(text: str) -> str:
    """Card-name key: lower case, no accents, no apostrophes, any other punctuation a single space.
    "Kiki-Jiki, Mirror Breaker" → "kiki jiki mirror breaker"; "Umezawa’s Jitte" → "umezawas jitte"."""
    return fold_with_offsets(text)[0]


#: "Sorin’s Thirst is a black instant", "Clone says …", "Doubling Season has an ability…".
_EXAMPLE_CARD_RE = re.compile(
    r"(?P<name>[A-Z][\w’'\-]*(?:,? (?:(?:of|the|to|from|in|and|a|an|de|la|el|with|for)\s)*[A-Z][\w’'\-]*)*)"
    r"(?= (?:says|has|is an?|reads|can|enters|would|deals|was|are|have)\b|’s ability)"
)
_NOT_CARDS = {
    "A",
    "An",
    "The",
    "It",
    "If",
    "That",
    "This",
    "Each",
    "One",
    "Another",
    "Its",
    "They",
    "You",
    "Your",
    "Then",
    "Player",
    "Player A",
    "Player B",
    "Player C",
    "Player D",
    "Alice",
    "Bob",
    "Carl",
    "However",
    "When",
    "Whenever",
    "Both",
    "All",
    "No",
    "Neither",
    "Example",
    "Other",
    "Some",
    "There",
    "What",
    "As",
    "For",
    "Since",
    "While",
    "Because",
    "Later",
    "Now",
    "Although",
    "Which",
    "First",
    "Once",
    "Even",
    "After",
    "Lands",
    "Adventure",
}


def load_card_files(paths: Iterable[Path]) -> tuple[list[Card], str]:
    """Read card files together, so that a Scryfall `rulings` file joins the oracle cards by `oracle_id`.
    Returns the cards and the data's date (the file's own date, else its newest ruling or release)."""
    paths = list(paths)
    cards: list[tuple[Card, str | None]] = []
    stamped: list[str] = []
    dates: list[str] = []
    rulings: dict[str, list[Ruling]] = {}
    for path in paths:
        data = read_json(path)
        if isinstance(data, list) and data and all(isinstance(x, dict) and x.get("object") == "ruling" for x in data):
            for i, item in enumerate(data):
                oracle_id, text = item.get("oracle_id"), item.get("comment")
                if not isinstance(oracle_id, str) or not isinstance(text, str):
                    raise InputFormatError(f"ruling {i}: no oracle_id or comment", path)
                rulings.setdefault(oracle_id, []).append(Ruling(str(item.get("published_at", "")), text))
        elif isinstance(data, list):
            cards += _scryfall_cards(data, path)
            dates += [str(x["released_at"]) for x in data if isinstance(x, dict) and x.get("released_at")]
        elif isinstance(data, dict) and isinstance(data.get("data"), dict):
            cards += [(card, None) for card in _mtgjson_cards(data["data"], path)]
            meta = data.get("meta")
            if isinstance(meta, dict) and isinstance(meta.get("date"), str):
                stamped.append(meta["date"])
        else:
            raise InputFormatError(
                "expected a Scryfall oracle-cards or rulings list, or an MTGJSON AtomicCards object", path
            )
    if rulings and not cards:
        raise InputFormatError("a Scryfall rulings file needs its oracle-cards file beside it")
    joined = []
    for card, oracle_id in cards:
        extra = rulings.get(oracle_id or "", [])
        if extra:
            card = replace(card, rulings=tuple(dict.fromkeys(card.rulings + tuple(extra))))
        joined.append(card)
    if not joined:
        raise InputFormatError("no cards in this file", paths[0] if paths else None)
    dates += [r.date for card in joined for r in card.rulings]
    return with_spanish_names(joined, spanish_name_table()), max(stamped or dates, default="")


def with_spanish_names(cards: list[Card], table: dict[str, tuple[str, ...]]) -> list[Card]:
    """Give a card the table's Spanish names when the card data has none for it; names the data has
    (MTGJSON foreignData, on any file's copy of the card) win. The one place the table joins the cards."""
    named = {fold_name(card.name) for card in cards if card.names_es}
    result = []
    for card in cards:
        key = fold_name(card.name)
        if key in table and key not in named:
            card = replace(card, names_es=table[key])
        result.append(card)
    return result


@lru_cache(maxsize=1)
def spanish_name_table(path: Path = SPANISH_NAMES_PATH) -> dict[str, tuple[str, ...]]:
    """Folded English card name → Spanish printed names: the whole name first, then each face's name for a
    multi-face card ("Acechador de secretos // Aberración insectil", as MTGJSON's foreignData gives them)."""
    table: dict[str, tuple[str, ...]] = {}
    for number, line in enumerate(read_lines(path), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = [part.strip() for part in line.split("\t")]
        if len(parts) != 2 or not all(parts):
            raise InputFormatError("expected 'English name<TAB>Spanish name'", path, number)
        english, spanish = parts
        if fold_name(english) in table:
            raise InputFormatError(f"{english!r} is listed twice", path, number)
        faces = spanish.split(" // ")
        table[fold_name(english)] = (spanish, *faces) if len(faces) > 1 else (spanish,)
    return table


def load_card_file(path: Path) -> list[Card]:
    return load_card_files([path])[0]


def read_json(path: Path) -> Any:
    """Parse .json, .json.gz or .json.xz; a missing, corrupt or truncated file is one InputFormatError."""
    opener: Callable[..., IO[bytes]] = {".gz": gzip.open, ".xz": lzma.open}.get(path.suffix, open)  # type: ignore[assignment]
    try:
        with opener(path, "rb") as handle:
            raw = handle.read()
    except FileNotFoundError:
        raise InputFormatError("file not found", path) from None
    except (OSError, EOFError, lzma.LZMAError, zlib.error) as err:
        raise InputFormatError(f"corrupt or truncated compressed file ({err})", path) from None
    try:
        return json.loads(raw)
    except UnicodeDecodeError as err:
        raise InputFormatError(f"not UTF-8 JSON ({err.reason} at byte {err.start})", path) from None
    except json.JSONDecodeError as err:
        raise InputFormatError(f"not a JSON card file (truncated or corrupt): {err.msg}", path, err.lineno) from None


def _text(value: Any, where: str, path: Path, key: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str | int | float):
        raise InputFormatError(f"{where}: {key!r} should be text", path)
    return str(value)


def _scryfall_cards(items: list[Any], path: Path) -> list[tuple[Card, str | None]]:
    result = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise InputFormatError(f"item {i} is not a card object", path)
        if item.get("object", "card") != "card":
            continue
        name = item.get("name")
        if not isinstance(name, str) or not name.strip():
            raise InputFormatError(f"item {i}: a Scryfall card without a name", path)
        where = f"card {name!r}"
        faces = item.get("card_faces") or []
        if not isinstance(faces, list) or not all(isinstance(f, dict) for f in faces):
            raise InputFormatError(f"{where}: 'card_faces' should be a list of objects", path)
        first = faces[0] if faces else item

        def joined(key: str, sep: str, item=item, faces=faces, where=where) -> str:
            if item.get(key) or not faces:
                return _text(item.get(key), where, path, key)
            parts = [_text(f.get(key), where, path, key) for f in faces]
            # a double-faced card's back has no mana cost: "{U}", not "{U} // "
            return sep.join(p for p in parts if p) if key == "mana_cost" else sep.join(parts)

        rulings = tuple(
            Ruling(
                str(r.get("published_at", r.get("date", ""))),
                _text(r.get("comment", r.get("text")), where, path, "rulings"),
            )
            for r in item.get("rulings", [])
            if isinstance(r, dict)
        )
        card = Card(
            name,
            joined("oracle_text", "\n//\n"),
            rulings,
            (),
            path.name,
            mana_cost=joined("mana_cost", " // "),
            type_line=joined("type_line", " // "),
            power=_optional(item.get("power", first.get("power"))),
            toughness=_optional(item.get("toughness", first.get("toughness"))),
            loyalty=_optional(item.get("loyalty", first.get("loyalty"))),
            faces=tuple(_text(f.get("name"), where, path, "name") for f in faces),
            names_es=tuple(
                x["printed_name"] for x in [item] if item.get("lang") == "es" and isinstance(x.get("printed_name"), str)
            ),
        )
        oracle_id = item.get("oracle_id")
        result.append((card, oracle_id if isinstance(oracle_id, str) else None))
    return result


def _optional(value: Any) -> str | None:
    return None if value is None else str(value)


_SPLIT_KEY_RE = re.compile(r"^(?P<face>.+?) \((?P<whole>[^()]+/[^()]+)\)$")


def _mtgjson_cards(data: dict[str, Any], path: Path) -> list[Card]:
    """MTGJSON AtomicCards: `{name: [face, ...]}`. Real MTGJSON keys a multi-face card "A // B" with one entry
    per face (`faceName`); the bundled Gatherer conversion keys each face alone, linked by `otherPart`
    ("Fire (Fire/Ice)", or "Delver of Secrets" ↔ "Insectile Aberration"): those are joined into one card."""
    faces: dict[str, dict[str, Any]] = {}
    multi: dict[str, list[dict[str, Any]]] = {}
    for key, entries in data.items():
        if not isinstance(entries, list) or not entries or not all(isinstance(e, dict) for e in entries):
            raise InputFormatError(f"MTGJSON entry {key!r} should be a non-empty list of face objects", path)
        named = [e for e in entries if e.get("faceName")]
        if named:
            seen: dict[str, dict[str, Any]] = {}
            for entry in named:
                seen.setdefault(str(entry["faceName"]), entry)
            multi[key] = list(seen.values())
        else:
            faces[key] = entries[0]
    cards = [_mtgjson_card(name, entries, path) for name, entries in multi.items()]
    done: set[str] = set()
    for key, face in faces.items():
        if key in done:
            continue
        other = face.get("otherPart")
        if not isinstance(other, str):
            other = ""
        pair = faces.get(other) if other else None
        text = str(face.get("text") or "")
        if pair is None or pair.get("otherPart") != key or "Partner with" in text:
            done.add(key)
            cards.append(_mtgjson_card(key.replace("//", " // ").replace("  ", " "), [face], path))
            continue
        done |= {key, other}
        front, back = sorted([(key, face), (other, pair)], key=_face_order)
        split = _SPLIT_KEY_RE.match(key)
        names = [_SPLIT_KEY_RE.sub(r"\g<face>", front[0]), _SPLIT_KEY_RE.sub(r"\g<face>", back[0])]
        if split:
            order = split["whole"].split("/")
            names.sort(key=lambda n: order.index(n) if n in order else len(order))
            if names[0] != _SPLIT_KEY_RE.sub(r"\g<face>", front[0]):
                front, back = back, front
        entries = [dict(front[1], faceName=names[0]), dict(back[1], faceName=names[1])]
        cards.append(_mtgjson_card(" // ".join(names), entries, path))
    return cards


def _face_order(item: tuple[str, dict[str, Any]]) -> tuple[int, int, int, str]:
    """Front face first: the back of a double-faced card has no mana cost, an Adventure is the second half,
    a flip card's flipped half is the legendary one."""
    _key, face = item
    type_line = str(face.get("type") or "")
    return (not face.get("manaCost"), "Adventure" in type_line, type_line.startswith("Legendary"), _key)


def _mtgjson_card(name: str, entries: list[dict[str, Any]], path: Path) -> Card:
    where = f"MTGJSON entry {name!r}"
    first = entries[0]
    rulings: list[Ruling] = []
    names_es: list[str] = []
    for entry in entries:
        raw = entry.get("rulings") or []
        if not isinstance(raw, list):
            raise InputFormatError(f"{where}: 'rulings' should be a list", path)
        for ruling in raw:
            if not isinstance(ruling, dict) or not isinstance(ruling.get("text"), str):
                raise InputFormatError(f"{where}: a ruling without text", path)
            rulings.append(Ruling(str(ruling.get("date", "")), ruling["text"]))
        for foreign in entry.get("foreignData") or []:
            if isinstance(foreign, dict) and foreign.get("language") == "Spanish":
                for key in ("name", "faceName"):
                    if isinstance(foreign.get(key), str) and foreign[key] not in names_es:
                        names_es.append(foreign[key])
    multi = len(entries) > 1
    return Card(
        name,
        "\n//\n".join(_text(e.get("text"), where, path, "text") for e in entries),
        tuple(dict.fromkeys(rulings)),
        (),
        path.name,
        mana_cost=" // ".join(c for c in (_text(e.get("manaCost"), where, path, "manaCost") for e in entries) if c),
        type_line=" // ".join(_text(e.get("type"), where, path, "type") for e in entries),
        power=_optional(first.get("power")),
        toughness=_optional(first.get("toughness")),
        loyalty=_optional(first.get("loyalty")),
        faces=tuple(str(e["faceName"]) for e in entries)
        if multi
        else tuple(n for n in name.split(" // ") if " // " in name),
        names_es=tuple(names_es),
    )


def cards_in_examples(book: RuleBook) -> list[Card]:
    """Card names that CR examples use, each with the rules whose examples mention it."""
    mentions: dict[str, list[RuleId]] = {}
    for rule in book.rules:
        for example in rule.examples:
            for match in _EXAMPLE_CARD_RE.finditer(example):
                name = match["name"].strip()
                if name in _NOT_CARDS or name.split()[0] in _NOT_CARDS or len(name) < 4 or name.endswith("’s"):
                    continue
                rules = mentions.setdefault(name, [])
                if rule.id not in rules:
                    rules.append(rule.id)
    return [Card(name, "", (), tuple(rules), source="cr-examples") for name, rules in sorted(mentions.items())]
