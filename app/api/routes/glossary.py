from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from answer import lookups
from answer.lookups import GlossaryItem, GlossaryMatches
from app.api.deps import JudgeDep
from app.schemas import ErrorOut

router = APIRouter(prefix="/v1/glossary", tags=["glossary"])


@router.get("", response_model=GlossaryMatches)
def find_terms(
    judge: JudgeDep, q: Annotated[str, Query(max_length=200)] = "", limit: Annotated[int, Query(ge=1, le=100)] = 20
) -> GlossaryMatches:
    """Glossary terms containing `q` (accents and case ignored); terms starting with it first."""
    return lookups.glossary_search(judge.searcher.store, q, limit, judge.rules_version)


@router.get("/{term}", response_model=GlossaryItem, responses={404: {"model": ErrorOut}})
def get_term(term: str, judge: JudgeDep) -> GlossaryItem:
    return lookups.glossary_term(judge.searcher.store, term)
