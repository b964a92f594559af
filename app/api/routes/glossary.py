from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Query

from app.api.deps import JudgeDep
from app.schemas import ErrorOut, GlossaryList, GlossaryOut
from ingest.lexicon import fold
from ingest.models import GlossaryEntry

router = APIRouter(prefix="/v1/glossary", tags=["glossary"])


def _out(entry: GlossaryEntry) -> GlossaryOut:
    return GlossaryOut(term=entry.term, definition=entry.definition, references=[str(r) for r in entry.references])


@router.get("", response_model=GlossaryList)
def find_terms(
    judge: JudgeDep, q: Annotated[str, Query(max_length=200)] = "", limit: Annotated[int, Query(ge=1, le=100)] = 20
) -> GlossaryList:
    """Glossary terms containing `q` (accents and case ignored); terms starting with it first."""
    needle = fold(q.strip())
    entries = judge.searcher.store.glossary.values()
    matches = [e for e in entries if needle in fold(e.term)]
    matches.sort(key=lambda e: (not fold(e.term).startswith(needle), e.term))
    return GlossaryList(results=[_out(e) for e in matches[:limit]], rules_version=judge.rules_version)


@router.get("/{term}", response_model=GlossaryOut, responses={404: {"model": ErrorOut}})
def get_term(term: str, judge: JudgeDep) -> GlossaryOut:
    entry = judge.searcher.store.glossary_entry(term)
    if entry is None:
        raise HTTPException(404, f"no glossary term {term[:60]!r}; try GET /v1/glossary?q=")
    return _out(entry)
