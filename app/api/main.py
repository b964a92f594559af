"""Wires the routers; nothing else."""

from fastapi import APIRouter

from app.api.routes import admin, ask, cards, glossary, health, rules, search, web

api_router = APIRouter()
for module in (ask, search, rules, glossary, cards, health, admin, web):
    api_router.include_router(module.router)
