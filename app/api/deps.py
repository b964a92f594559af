"""Typed dependencies: routes receive settings and the loaded judge, never globals."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, Request

from answer.engine import Judge
from app.core.config import Settings
from app.core.errors import NotReadyError


def get_judge(request: Request) -> Judge:
    return loaded_judge(request.app)


def loaded_judge(app: FastAPI) -> Judge:
    """The judge the app serves right now (swapped by an index reload)."""
    judge = getattr(app.state, "judge", None)
    if judge is None:
        raise NotReadyError("the rules index is not loaded yet")
    return judge


def get_app_settings(request: Request) -> Settings:
    """The settings the app was created with (create_app keeps them on app.state)."""
    return request.app.state.settings


def reject_unknown_query(request: Request) -> None:
    """A query parameter the route does not declare is a client mistake: 422 instead of silence."""
    route = request.scope.get("route")
    dependant = getattr(route, "dependant", None)
    if dependant is None:
        return
    allowed = _query_names(dependant)
    unknown = sorted(set(request.query_params) - allowed)
    if unknown:
        raise HTTPException(422, f"unknown query parameter(s): {', '.join(u[:40] for u in unknown[:5])}")


def _query_names(dependant) -> set[str]:
    names = {param.alias for param in dependant.query_params}
    for sub in dependant.dependencies:
        names |= _query_names(sub)
    return names


SettingsDep = Annotated[Settings, Depends(get_app_settings)]
JudgeDep = Annotated[Judge, Depends(get_judge)]
