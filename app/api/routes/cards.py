"""Card lookups: one card by name (exact, else the closest name), and a name search."""

from __future__ import annotations

import re
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query, Request
from fastapi.responses import JSONResponse

from answer import lookups
from answer.lookups import CardDetail
from app.api.deps import JudgeDep
from app.core.error_lang import error_language, localize
from app.schemas import CardHit, CardList, CardNotFound, ErrorOut
from ingest.cards import fold_name

router = APIRouter(prefix="/v1/cards", tags=["cards"])

#: the longest real card name is ~140 characters ("Who // What // When // Where // Why" is 34)
_MAX_NAME = 150
_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f]")


def _checked(name: str) -> str:
    """A plausible card name, or 422: empty, too long, control characters, no letter or digit at all."""
    if len(name) > _MAX_NAME:
        raise HTTPException(422, f"a card name is at most {_MAX_NAME} characters")
    if _CONTROL_RE.search(name) or not fold_name(name):
        raise HTTPException(422, "not a card name: give letters or digits, no control characters")
    return name


@router.get("", response_model=CardList, responses={422: {"model": ErrorOut}})
def find_cards(
    judge: JudgeDep,
    q: Annotated[str, Query(min_length=1, max_length=_MAX_NAME)],
    limit: Annotated[int, Query(ge=1, le=50)] = 10,
) -> CardList:
    """Card names matching `q`: prefix and word matches first, then close spellings; Spanish names where the
    card data has them."""
    _checked(q)
    store = judge.searcher.store
    cards = [store.card(name) for name in judge.searcher.cards.suggest(q, limit)]
    return CardList(
        results=[CardHit(name=c.name, mana_cost=c.mana_cost, type_line=c.type_line) for c in cards if c is not None]
    )


@router.get(
    "/{name:path}",
    response_model=CardDetail,
    responses={404: {"model": CardNotFound}, 422: {"model": ErrorOut}},
)
def get_card(name: str, judge: JudgeDep, request: Request) -> CardDetail | JSONResponse:
    """One card with its Oracle text and dated rulings, by name, face name, Spanish name or nickname;
    a misspelt name gets the closest card, an unknown one 404 with suggestions. The rulings' superseded-wording
    hints and the error texts follow Accept-Language."""
    _checked(name)
    lang = error_language(request.headers)
    try:
        return lookups.card(judge.searcher.store, judge.searcher.cards, name, lang)
    except lookups.CardNotFound as err:
        return JSONResponse(
            status_code=404, content={"detail": localize(str(err), lang), "suggestions": err.suggestions}
        )
