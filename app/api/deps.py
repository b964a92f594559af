"""Typed dependencies: routes receive settings and the loaded judge, never globals."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from app.core.config import Settings, get_settings
from app.core.errors import NotReadyError
from app.engine import Judge


def get_judge(request: Request) -> Judge:
    judge = getattr(request.app.state, "judge", None)
    if judge is None:
        raise NotReadyError("the rules index is not loaded yet")
    return judge


SettingsDep = Annotated[Settings, Depends(get_settings)]
JudgeDep = Annotated[Judge, Depends(get_judge)]
