"""Card data: a user-supplied Scryfall "oracle cards" / MTGJSON AtomicCards file, and card names in CR examples."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from ingest.errors import InputFormatError
from ingest.models import Card, RuleBook
from ingest.ruleid import RuleId

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


def load_card_file(path: Path) -> list[Card]:
    """Read Scryfall oracle-cards JSON (a list) or MTGJSON AtomicCards (`{"data": {name: [faces]}}`)."""
    try:
        data = json.loads(path.read_bytes())
    except FileNotFoundError:
        raise InputFormatError("file not found", path) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        line = getattr(err, "lineno", None)
        raise InputFormatError(f"not a JSON card file: {err}", path, line) from None
    if isinstance(data, list):
        return [
            _scryfall_card(item, path)
            for item in data
            if isinstance(item, dict) and item.get("object", "card") == "card"
        ]
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        return [_mtgjson_card(name, faces, path) for name, faces in data["data"].items()]
    raise InputFormatError("expected a Scryfall oracle-cards list or an MTGJSON AtomicCards object", path)


def _scryfall_card(item: dict[str, Any], path: Path) -> Card:
    if "name" not in item:
        raise InputFormatError("a Scryfall card without a name", path)
    faces = item.get("card_faces") or []
    text = item.get("oracle_text") or "\n//\n".join(face.get("oracle_text", "") for face in faces)
    rulings = tuple(r.get("comment", "") for r in item.get("rulings", []) if isinstance(r, dict))
    return Card(item["name"], text, rulings, (), source=str(path))


def _mtgjson_card(name: str, faces: Any, path: Path) -> Card:
    if not isinstance(faces, list) or not faces:
        raise InputFormatError(f"MTGJSON entry {name!r} has no faces", path)
    text = "\n//\n".join(face.get("text", "") for face in faces)
    rulings = tuple(r.get("text", "") for r in faces[0].get("rulings", []) if isinstance(r, dict))
    return Card(name, text, rulings, (), source=str(path))


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
