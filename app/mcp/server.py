"""The judge as MCP tools, built with the official SDK. The tools call the same engine (Judge.ask, Judge.search),
lookups (answer/lookups.py) and request limits (app/core/limits.py) as the REST routes, and return the same
plain dataclasses, so a field added to an answer reaches MCP clients too (with its JSON schema)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field
from starlette.concurrency import run_in_threadpool

from answer import lookups
from answer.engine import Judge
from answer.followup import Turn, check_history
from answer.lookups import CardDetail, GlossaryMatches, RuleDetail
from answer.results import AnswerResult, SearchResults
from app.core.config import Settings
from app.core.error_lang import localize
from app.core.errors import NotReadyError
from app.core.limits import checked_text, in_time
from app.schemas import HistoryTurn
from index.lang import language_of
from ingest.errors import JudgeError

INSTRUCTIONS = (
    "A Magic: The Gathering rules judge over the Comprehensive Rules (CR), in English and Spanish. "
    "Use ask_judge for a rules question: its citations are verified (every rule id exists in the loaded CR "
    "edition and every quote is verbatim). Use lookup_rule to read a rule by id, search_rules to find rules, "
    "glossary for CR glossary terms and lookup_card for a card's Oracle text and rulings."
)

Lang = Literal["auto", "en", "es"]
LANG = Field(description="Language of the question/answer: auto-detected by default.")
READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)


@contextmanager
def _as_tool_errors(text: str = "", lang: Lang = "auto") -> Iterator[None]:
    """User-facing failures become MCP tool errors carrying the message the HTTP API gives, in the language
    of the call (MCP requests carry no Accept-Language): the `lang` given, else the language of the text the
    tool was given ("¿…?" or a Spanish card name), else English."""
    try:
        yield
    except (JudgeError, NotReadyError) as err:
        language = lang if lang != "auto" else (language_of(text) or "en")
        raise ToolError(localize(str(err), language)) from None


def create_server(current_judge: Callable[[], Judge], settings: Settings) -> MCPServer:
    """`current_judge` is called per tool call, so an index reloaded over HTTP is picked up at once."""
    server: MCPServer = MCPServer("mtg-judge", title="MTG Rules Judge", instructions=INSTRUCTIONS, version="0.1.0")

    @server.tool(annotations=READ_ONLY)
    async def ask_judge(
        question: Annotated[str, Field(description="The rules question, in English or Spanish.")],
        lang: Annotated[Lang, LANG] = "auto",
        history: Annotated[
            list[HistoryTurn],
            Field(description="Earlier turns of the conversation, most recent last, for follow-up questions."),
        ] = [],  # noqa: B006 - the SDK builds the tool schema from this signature; never mutated
    ) -> AnswerResult:
        """Answer a Magic rules question with verified Comprehensive Rules citations.

        `verdict` is the first paragraph (what happens), `steps` the cited reasoning, `answer` the whole text;
        `citations` are verified quotes (rule id, verbatim text, language); `answered` is false when the
        question is not about Magic rules or the evidence is weak; `rules_version` is the CR edition used.
        With `history`, a follow-up ("and with two of them?") is answered in context; `context` says what
        was carried over."""
        with _as_tool_errors(question, lang):
            text = checked_text(question, "question", settings)
            turns = check_history(
                [Turn(turn.question, turn.answer) for turn in history],
                settings.max_history_turns,
                settings.max_history_chars,
            )
            return await in_time("answer", settings, current_judge().ask(text, lang, "auto", turns))

    @server.tool(annotations=READ_ONLY)
    async def search_rules(
        query: Annotated[str, Field(description="Search text, English or Spanish.")],
        k: Annotated[int, Field(ge=1, le=50, description="How many rules to return.")] = 10,
        lang: Annotated[Lang, LANG] = "auto",
    ) -> SearchResults:
        """Rules ranked by hybrid search (dense + lexical + glossary + explicit rule ids), with their text."""
        with _as_tool_errors(query, lang):
            text = checked_text(query, "query", settings)
            return await in_time("search", settings, run_in_threadpool(current_judge().search, text, k, lang))

    @server.tool(annotations=READ_ONLY)
    async def lookup_rule(
        rule_id: Annotated[str, Field(description="A CR rule id such as 608, 608.2 or 608.2b.")],
    ) -> RuleDetail:
        """One rule: text, examples, parent, children, references and its Spanish text where present."""
        with _as_tool_errors():
            judge = current_judge()
            return lookups.rule(judge.searcher.store, rule_id, judge.rules_version)

    @server.tool(annotations=READ_ONLY)
    async def glossary(
        term: Annotated[str, Field(description="A CR glossary term, e.g. 'trample' or 'replacement effect'.")],
    ) -> GlossaryMatches:
        """The CR glossary entry for a term; when no term is exactly that, the terms containing it."""
        with _as_tool_errors(term):
            judge = current_judge()
            store = judge.searcher.store
            try:
                return GlossaryMatches([lookups.glossary_term(store, term)], judge.rules_version)
            except lookups.NotFound:
                matches = lookups.glossary_search(store, term, 20, judge.rules_version) if term.strip() else None
                if not matches or not matches.results:
                    raise
                return matches

    @server.tool(annotations=READ_ONLY)
    async def lookup_card(
        name: Annotated[str, Field(description="The card's name, a face's name or its Spanish printed name.")],
    ) -> CardDetail:
        """A card's Oracle text (cost, type line, P/T or loyalty, faces) and its dated rulings; a misspelt
        name gets the closest card (`match` says "fuzzy").

        Rulings can predate the current Comprehensive Rules; where they disagree, the CR wins."""
        with _as_tool_errors(name):
            searcher = current_judge().searcher
            return lookups.card(searcher.store, searcher.cards, name)

    return server


def serve_stdio(judge: Judge, settings: Settings) -> None:
    """Serve the tools over stdin/stdout until the client closes them (stdout carries only protocol)."""
    create_server(lambda: judge, settings).run("stdio")
