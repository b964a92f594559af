"""Turn the CR file, rule pages and card files into one rule store."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ingest.align import align_page
from ingest.cards import cards_in_examples, load_card_files
from ingest.cr import parse_cr_file
from ingest.errors import InputFormatError
from ingest.glossary_page import parse_glossary_page
from ingest.models import Card, RuleBook, Translation
from ingest.spanish_page import parse_spanish_page
from ingest.store import write_store
from ingest.textfile import read_lines

Progress = Callable[[str], None]


@dataclass
class IngestReport:
    book: RuleBook
    translations: list[Translation] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    cards_date: str = ""
    warnings: list[str] = field(default_factory=list)


def page_kind(path: Path) -> str:
    """'es' for a Spanish rule page, 'glossary' for an English rules glossary page."""
    first = next((line.strip() for line in read_lines(path) if line.strip()), "")
    if first.startswith("Regla"):
        return "es"
    if first == "Rules glossary":
        return "glossary"
    raise InputFormatError(
        f"unknown page format: expected 'Regla N · Título' or 'Rules glossary', found {first[:50]!r}", path, 1
    )


def ingest(
    cr_path: Path,
    pages: Iterable[Path] = (),
    card_files: Iterable[Path] = (),
    progress: Progress = lambda _step: None,
) -> IngestReport:
    """Parse everything first; nothing is written until all inputs are known to be good."""
    progress(f"parsing {cr_path.name}")
    book = parse_cr_file(cr_path)
    report = IngestReport(book)
    rules = book.by_id()
    for page in sorted(pages):
        progress(f"parsing {page.name}")
        if page_kind(page) == "es":
            alignment = align_page(parse_spanish_page(page), book)
            report.translations += alignment.translations()
            report.warnings += alignment.report()
        else:
            for rule in parse_glossary_page(page).rules:
                official = rules.get(rule.id)
                if official is None:
                    report.warnings.append(
                        f"{page}:{rule.line}: {rule.id} is not in the CR of {book.edition.effective}"
                    )
                elif (official.text, official.examples) != (rule.text, rule.examples):
                    report.warnings.append(f"{page}:{rule.line}: {rule.id} differs from the CR text; the CR wins")
    progress("collecting card names")
    report.cards = cards_in_examples(book)
    card_files = list(card_files)
    if card_files:
        progress(f"reading {', '.join(p.name for p in card_files)}")
        cards, report.cards_date = load_card_files(card_files)
        report.cards += cards
    return report


def build_store(
    out: Path,
    cr_path: Path,
    pages: Iterable[Path] = (),
    card_files: Iterable[Path] = (),
    progress: Progress = lambda _step: None,
) -> IngestReport:
    report = ingest(cr_path, pages, card_files, progress)
    progress(f"writing {out.name}")
    write_store(out, report.book, report.translations, report.cards, report.cards_date)
    return report
