from __future__ import annotations

from dataclasses import asdict

from fastapi import APIRouter

from answer import lookups
from app.api.deps import JudgeDep
from app.schemas import ErrorOut, RuleOut

router = APIRouter(prefix="/v1/rules", tags=["rules"])


@router.get("/{rule_id}", response_model=RuleOut, responses={404: {"model": ErrorOut}, 422: {"model": ErrorOut}})
def get_rule(rule_id: str, judge: JudgeDep) -> RuleOut:
    """One rule with its examples, parent, children, references and translations."""
    return RuleOut.model_validate(asdict(lookups.rule(judge.searcher.store, rule_id, judge.rules_version)))
