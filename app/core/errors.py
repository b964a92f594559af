"""One JSON error shape for every failure: {"detail": "..."} with the right status code."""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from answer.lookups import Malformed, NotFound
from app.core.error_lang import error_language, localize, validation_detail
from ingest.errors import JudgeError


class NotReadyError(Exception):
    """The index is not loaded (yet): 503."""


class RequestRefused(JudgeError):
    """A request the service will not serve as asked, with its HTTP status (the MCP tools report the message)."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


def status_of(err: JudgeError) -> int:
    """The HTTP status for a user-facing error raised below the routes."""
    if isinstance(err, RequestRefused):
        return err.status
    if isinstance(err, NotFound):
        return 404
    return 422 if isinstance(err, Malformed) else 500


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        detail = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
        detail = localize(detail, error_language(request.headers))
        return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        lang = error_language(request.headers)
        if any(error.get("type") == "json_invalid" for error in errors):
            return JSONResponse({"detail": localize("the request body is not valid JSON", lang)}, status_code=400)
        return JSONResponse({"detail": validation_detail(errors, lang)}, status_code=422)

    @app.exception_handler(JudgeError)
    async def judge_error(request: Request, exc: JudgeError) -> JSONResponse:
        status = status_of(exc)
        if status == 500:
            return await unexpected(request, exc)
        return JSONResponse({"detail": localize(str(exc), error_language(request.headers))}, status_code=status)

    @app.exception_handler(NotReadyError)
    async def not_ready(request: Request, exc: NotReadyError) -> JSONResponse:
        detail = localize(str(exc) or "the rules index is not loaded yet", error_language(request.headers))
        return JSONResponse({"detail": detail}, status_code=503)

    @app.exception_handler(Exception)
    async def unexpected(request: Request, _exc: Exception) -> JSONResponse:
        # logged by RequestContextMiddleware, which still knows the request id
        detail = localize("internal error; the request was logged", error_language(request.headers))
        return JSONResponse({"detail": detail}, status_code=500)
