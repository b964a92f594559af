from __future__ import annotations

from fastapi import APIRouter, HTTPException

from app.api.deps import JudgeDep
from app.schemas import ErrorOut, RuleOut
from ingest.ruleid import RuleId, RuleIdError

router = APIRouter(prefix="/v1/rules", tags=["rules"])


@router.get("/{rule_id}", response_model=RuleOut, responses={404: {"model": ErrorOut}, 422: {"model": ErrorOut}})
def get_rule(rule_id: str, judge: JudgeDep) -> RuleOut:
    """One rule with its examples, parent, children, references and translations."""
    try:
        parsed = RuleId.parse_canonical(rule_id)
    except RuleIdError:
        raise HTTPException(422, f"not a rule id: {rule_id[:40]!r} (expected e.g. 608, 608.2 or 608.2b)") from None
    store = judge.searcher.store
    rule = store.get(parsed)
    if rule is None:
        raise HTTPException(404, f"rule {parsed} is not in the Comprehensive Rules of {store.edition.effective}")
    translations = {
        lang: {"text": tr.text, "title": tr.title, "examples": list(tr.examples)}
        for (rid, lang), tr in store.translations.items()
        if rid == parsed
    }
    return RuleOut(
        id=str(rule.id),
        kind=rule.kind.value,
        title=rule.title,
        text=rule.text,
        examples=list(rule.examples),
        parent=str(rule.parent) if rule.parent else None,
        children=[str(c) for c in store.children.get(parsed, [])],
        references=[str(r) for r in rule.references],
        translations=translations,
        section_title=store.section_title(parsed),
        titles={lang: store.title(parsed, lang) for lang in ("en", "es")},
        rules_version=judge.rules_version,
    )
