from __future__ import annotations

from fastapi import APIRouter

from answer import lookups
from answer.lookups import RuleDetail
from app.api.deps import JudgeDep
from app.schemas import ErrorOut

router = APIRouter(prefix="/v1/rules", tags=["rules"])


@router.get("/{rule_id}", response_model=RuleDetail, responses={404: {"model": ErrorOut}, 422: {"model": ErrorOut}})
def get_rule(rule_id: str, judge: JudgeDep) -> RuleDetail:
    """One rule with its examples, parent, children, references and translations."""
    return lookups.rule(judge.searcher.store, rule_id, judge.rules_version)
