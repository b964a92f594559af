"""`judge ingest`, `judge diff`, `judge rule`: the rule store and what is in it."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from tqdm import tqdm

from app.cli.common import CommandError, card_files, open_store, rule_json
from app.core.config import Settings
from ingest.cr import parse_cr_file
from ingest.diff import diff_books
from ingest.pipeline import build_store
from ingest.ruleid import RuleId, RuleKind
from ingest.store import RuleStore
from ingest.titles import spanish_titles
from ingest.words import one_line


def register(commands: argparse._SubParsersAction) -> None:
    ingest = commands.add_parser("ingest", help="build the rule store from the CR, rule pages and card files")
    ingest.add_argument("--cr", type=Path, help="CR text file (default: the bundled edition)")
    ingest.add_argument(
        "--page", type=Path, action="append", default=None, help="a rule page (repeatable; default: data/pages/*.txt)"
    )
    ingest.add_argument("--no-pages", action="store_true", help="ingest the CR alone")
    ingest.add_argument(
        "--cards",
        type=Path,
        action="append",
        default=None,
        help="card file: Scryfall oracle-cards / rulings or MTGJSON AtomicCards, .json/.gz/.xz (repeatable; "
        "default: $JUDGE_CARDS_PATH, else the last `judge cards update`, else the bundled file)",
    )
    ingest.add_argument("--no-cards", action="store_true", help="ingest no card file")
    ingest.add_argument("--out", type=Path, help="store path (default: $JUDGE_DATA_DIR/rules.sqlite)")
    ingest.set_defaults(run=_cmd_ingest)

    diff = commands.add_parser("diff", help="rules added, removed and changed between two CR editions")
    diff.add_argument("old", type=Path)
    diff.add_argument("new", type=Path)
    diff.add_argument("--json", action="store_true")
    diff.set_defaults(run=_cmd_diff)

    rule = commands.add_parser("rule", help="show one rule with its parents, children, examples and translations")
    rule.add_argument("rule_id")
    rule.add_argument("--json", action="store_true")
    rule.set_defaults(run=_cmd_rule)


def _cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    cr_path = args.cr or settings.cr_path
    pages = [] if args.no_pages else (args.page if args.page is not None else sorted(settings.pages_dir.glob("*.txt")))
    cards = [] if args.no_cards else (args.cards if args.cards is not None else card_files(settings))
    out = args.out or settings.store_path
    started = time.perf_counter()
    with tqdm(total=3 + len(pages) + len(cards), unit="step", file=sys.stderr, leave=False) as bar:

        def progress(step: str) -> None:
            bar.set_description(step)
            bar.update(1)

        report = build_store(out, cr_path, pages, cards, progress)
    book = report.book
    counts = {kind: sum(1 for r in book.rules if r.kind.value == kind) for kind in ("section", "rule", "subrule")}
    print(f"CR effective {book.edition.effective} from {cr_path}")
    print(
        f"  {counts['section']} sections, {counts['rule']} rules, {counts['subrule']} sub-rules, {len(book.glossary)} glossary terms"
    )
    numbered = counts["rule"] + counts["subrule"]
    spanish = len({t.rule for t in report.translations if t.lang == "es"})
    titled = [r.id for r in book.rules if r.kind is RuleKind.SECTION or r.title]
    print(
        f"  Spanish text for {spanish} of {numbered} rules and sub-rules ({len(pages)} page(s)); "
        f"Spanish titles for {sum(1 for rid in titled if rid in spanish_titles())} of {len(titled)} "
        "sections and titled rules"
    )
    stats = RuleStore(out).card_stats
    print(
        f"  {stats.cards} cards with {stats.rulings} rulings from {len(cards)} card file(s)"
        f"{' dated ' + stats.date if stats.date else ''}; {stats.example_cards} cards named in CR examples"
    )
    for warning in report.warnings:
        print(f"  warning: {warning}")
    print(f"wrote {out} in {time.perf_counter() - started:.1f}s")
    return 0


def _cmd_diff(args: argparse.Namespace, _settings: Settings) -> int:
    old, new = parse_cr_file(args.old), parse_cr_file(args.new)
    diff = diff_books(old, new)
    if args.json:
        print(
            json.dumps(
                {
                    "old": old.edition.effective.isoformat(),
                    "new": new.edition.effective.isoformat(),
                    "added": [rule_json(r) for r in diff.added],
                    "removed": [rule_json(r) for r in diff.removed],
                    "changed": [{"rule": str(b.id), "old": a.text, "new": b.text} for a, b in diff.changed],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    print(
        f"CR {old.edition.effective} → {new.edition.effective}: "
        f"{len(diff.added)} added, {len(diff.removed)} removed, {len(diff.changed)} changed"
    )
    for title, rules in (("Added", diff.added), ("Removed", diff.removed)):
        print(f"\n{title}:")
        for rule in rules:
            print(f"  {rule.id}  {one_line(rule.text, 100)}")
    print("\nChanged:")
    for _before, after in diff.changed:
        print(f"  {after.id}  {one_line(after.text, 100)}")
    return 0


def _cmd_rule(args: argparse.Namespace, settings: Settings) -> int:
    rule_id = RuleId.parse(args.rule_id)
    store = open_store(settings)
    rule = store.get(rule_id)
    if rule is None:
        raise CommandError(f"rule {rule_id} is not in the CR of {store.edition.effective}")
    chain = [store.rules[a] for a in reversed(rule_id.ancestors()) if a in store.rules]
    children = [store.rules[c] for c in store.children.get(rule_id, [])]
    spanish = store.translation(rule_id, "es")
    if args.json:
        payload = rule_json(rule) | {
            "edition": store.edition.effective.isoformat(),
            "parents": [rule_json(r) for r in chain],
            "children": [str(c.id) for c in children],
            "translations": {"es": {"text": spanish.text, "title": spanish.title, "examples": list(spanish.examples)}}
            if spanish
            else {},
        }
        print(json.dumps(payload, ensure_ascii=False, indent=2))
        return 0
    for ancestor in chain:
        print(f"{ancestor.id}. {ancestor.title or one_line(ancestor.text, 100)}")
    print(f"\n{rule.id}{'. ' + rule.title if rule.title else ''}  (CR {store.edition.effective})")
    print(rule.text)
    for example in rule.examples:
        print(f"  Example: {example}")
    if rule.references:
        print(f"See also: {', '.join(str(r) for r in rule.references)}")
    if children:
        print("Sub-rules:")
        for child in children:
            print(f"  {child.id}  {one_line(child.text, 100)}")
    if spanish:
        print(f"\nEspañol ({spanish.source}):\n{spanish.text}")
        for example in spanish.examples:
            print(f"  Ejemplo: {example}")
    return 0
