"""Card lookups: one card by name (exact, else the closest name), and a name search."""

from __future__ import annotations

import re
from dataclasses import asdict
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query, Request
from fastapi.responses import JSONResponse

from answer.rulings import ruling_item
from app.api.deps import JudgeDep
from app.core.error_lang import error_language, localize
from app.schemas import CardHit, CardList, CardNotFound, CardOut, ErrorOut, RulingOut
from ingest.cards import fold_name
from ingest.models import Card
from ingest.store import RuleStore

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


def _out(card: Card, match: str, store: RuleStore, lang: str) -> CardOut:
    """The card with its rulings; a ruling that uses wording the current CR has replaced carries a hint."""
    return CardOut(
        name=card.name,
        mana_cost=card.mana_cost,
        type_line=card.type_line,
        oracle_text=card.oracle_text,
        power=card.power,
        toughness=card.toughness,
        loyalty=card.loyalty,
        faces=list(card.faces),
        names_es=list(card.names_es),
        rulings=[RulingOut.model_validate(asdict(ruling_item(r, store, lang))) for r in card.rulings],
        rules=[str(r) for r in card.rules],
        source=card.source,
        match=match,
    )


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
    response_model=CardOut,
    responses={404: {"model": CardNotFound}, 422: {"model": ErrorOut}},
)
def get_card(name: str, judge: JudgeDep, request: Request) -> CardOut | JSONResponse:
    """One card with its Oracle text and dated rulings, by name, face name, Spanish name or nickname;
    a misspelt name gets the closest card, an unknown one 404 with suggestions."""
    _checked(name)
    store = judge.searcher.store
    lang = error_language(request.headers)
    card = store.card(name)
    if card is not None:
        return _out(card, "exact", store, lang)
    card = judge.searcher.cards.resolve(name)
    if card is not None:
        return _out(card, "fuzzy", store, lang)
    return JSONResponse(
        status_code=404,
        content={
            "detail": localize(f"no card named {name[:60]!r} in the loaded card data", lang),
            "suggestions": judge.searcher.cards.suggest(name, 5),
        },
    )
