"""All settings in one place (environment variables with the JUDGE_ prefix)."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parents[2]
BUNDLED_CR = PROJECT_ROOT / "data" / "cr" / "MagicCompRules_20260619.txt"
BUNDLED_PAGES = PROJECT_ROOT / "data" / "pages"
BUNDLED_CARDS = PROJECT_ROOT / "data" / "cards" / "AtomicCards-mtgdb-2021.json.gz"
BUNDLED_VECTORS = PROJECT_ROOT / "data" / "vectors"
DEFAULT_MODEL_DIR = PROJECT_ROOT / "models" / "multilingual-e5-small"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="JUDGE_", extra="ignore")

    cr_path: Path = Field(BUNDLED_CR, description="Official CR text file to ingest.")
    pages_dir: Path = Field(
        BUNDLED_PAGES, description="Folder of rule pages (Spanish / rules glossary) ingested with the CR."
    )
    cards_path: Path | None = Field(
        BUNDLED_CARDS, description="Scryfall oracle-cards or MTGJSON AtomicCards file ingested with the CR."
    )
    cards_scryfall_url: str = Field(
        "https://api.scryfall.com/bulk-data",
        description="Scryfall's bulk-data index: `judge cards update` fetches its oracle_cards and rulings files.",
    )
    cards_mtgjson_url: str = Field(
        "https://mtgjson.com/api/v5/AtomicCards.json.gz",
        description="MTGJSON's AtomicCards file for `judge cards update --source mtgjson`.",
    )
    data_dir: Path = Field(PROJECT_ROOT / "var", description="Where the rule store and index are built.")
    vectors_dir: Path = Field(
        BUNDLED_VECTORS,
        description="Passage vectors shipped with the project (`judge index --export-vectors`): an index build "
        "takes a chunk's vector from there when its model, runtime and text match, instead of embedding it.",
    )
    embed_model: str = Field(
        str(DEFAULT_MODEL_DIR),
        description="Sentence-transformers model: a folder, or a hub name where a hub is reachable.",
    )
    embed_runtime: Literal["auto", "onnx", "onnx-int8", "sentence-transformers"] = Field(
        "auto", description="auto: ONNX Runtime when the model folder has an export (`judge build-model`), else torch."
    )
    embed_batch_size: int = Field(16, ge=1, le=512)
    embed_threads: int = Field(
        default_factory=lambda: os.cpu_count() or 1, ge=1, le=64, description="Intra-op threads of the embedder."
    )
    query_batch_size: int = Field(
        16, ge=1, le=256, description="Concurrent query embeddings batched into one forward pass."
    )
    query_batch_wait_ms: float = Field(
        0.0, ge=0, le=100, description="How long a batch waits for company; 0: what queued while the last one ran."
    )
    verdict_semantic: bool = Field(
        False,
        description="Rank the general verdict's candidate sentences by e5 similarity too (off: no gain measured, "
        "and up to a few hundred ms per request until sentence vectors are cached).",
    )
    host: str = Field("127.0.0.1", description="Address `judge serve` binds to.")
    port: int = Field(8000, ge=1, le=65535)
    cors_origins: list[str] = Field(
        default_factory=list, description="Origins allowed to call the API from a browser (JSON list); none by default."
    )
    max_question_chars: int = Field(2000, ge=10, le=20000, description="Longer questions get a 422.")
    max_history_turns: int = Field(6, ge=0, le=50, description="More earlier turns in `history` get a 422.")
    max_history_chars: int = Field(
        8000, ge=0, le=100_000, description="A longer `history` (questions and answers together) gets a 413."
    )
    answer_threshold: float = Field(
        0.87,
        ge=0.0,
        le=1.0,
        description="Top dense cosine at which a question with no MTG vocabulary is still answered.",
    )
    vocabulary_threshold: float = Field(
        0.80, ge=0.0, le=1.0, description="Top dense cosine below which even a question with MTG vocabulary abstains."
    )

    max_body_bytes: int = Field(65_536, ge=1024, le=10_000_000, description="Larger request bodies get 413.")
    rate_limit_per_minute: float = Field(
        120.0, ge=0, description="Sustained requests per minute per client on /v1/; 0 turns the limiter off."
    )
    rate_limit_burst: int = Field(30, ge=1, le=10_000, description="Requests a client may send at once.")
    trust_forwarded_for: bool = Field(
        False, description="Identify clients by X-Forwarded-For (only behind a trusted proxy)."
    )
    trusted_proxies: list[str] = Field(
        default_factory=lambda: ["127.0.0.1", "::1"],
        description="Proxy addresses or networks (JSON list) whose X-Forwarded-For entries are believed.",
    )
    keep_alive_s: float = Field(
        5.0,
        gt=0,
        le=300,
        description="Idle connections, and requests whose headers take longer, are closed after this.",
    )
    max_connections: int | None = Field(
        1000, ge=1, description="Concurrent connections uvicorn accepts before answering 503."
    )
    request_timeout_s: float = Field(30.0, gt=0, le=600, description="An ask or search taking longer answers 503.")
    admin_api_key: SecretStr | None = Field(
        None, description="Key for POST /v1/admin/reload (X-API-Key header); unset disables admin."
    )
    mcp_enabled: bool = Field(
        False, description="Serve the MCP tools at /mcp without a key (a set JUDGE_MCP_API_KEY also turns /mcp on)."
    )
    mcp_api_key: SecretStr | None = Field(
        None, description="Bearer key MCP clients must send to /mcp (Authorization: Bearer ...)."
    )
    log_level: str = Field("INFO", description="Log level of `judge serve` (JSON lines on stderr).")
    log_questions: bool = Field(False, description="Include question text in INFO logs.")
    llm_base_url: str | None = Field(
        None, description="OpenAI-compatible API base, e.g. http://localhost:11434/v1 (Ollama). Unset: no LLM."
    )
    llm_model: str | None = Field(None, description="Model name sent to the LLM server.")
    llm_api_key: SecretStr | None = Field(None, description="Bearer token for the LLM server, if it needs one.")
    llm_timeout_s: float = Field(
        20.0, gt=0, le=300, description="Total time the LLM gets per answer; past it the extractive answer is returned."
    )
    llm_max_tokens: int = Field(600, ge=16, le=8192, description="Answer length asked for, and enforced.")
    llm_max_reply_bytes: int = Field(
        65_536, ge=1024, le=10_000_000, description="A longer LLM reply is cut off and the extractive answer used."
    )
    llm_breaker_failures: int = Field(
        3, ge=1, le=100, description="Consecutive LLM failures that open the circuit breaker."
    )
    llm_breaker_cooldown_s: float = Field(30.0, ge=0, le=3600, description="How long an open breaker skips the LLM.")
    prompts_version: str = Field(
        "v2", description="Folder under prompts/ with the prompt set (v2: reasoner findings and cards in the evidence)."
    )

    @field_validator("admin_api_key", "mcp_api_key", "llm_api_key", mode="after")
    @classmethod
    def _blank_key_is_unset(cls, key: SecretStr | None) -> SecretStr | None:
        """`JUDGE_MCP_API_KEY=` (empty, e.g. a blank line in an env file) means no key, not the empty key:
        otherwise /mcp would be on and open to anyone, and the admin key trivially guessable."""
        return key if key is not None and key.get_secret_value().strip() else None

    @property
    def llm_enabled(self) -> bool:
        return bool(self.llm_base_url and self.llm_model)

    @property
    def mcp_http_enabled(self) -> bool:
        return self.mcp_enabled or self.mcp_api_key is not None

    @property
    def store_path(self) -> Path:
        return self.data_dir / "rules.sqlite"

    @property
    def cards_download_dir(self) -> Path:
        return self.data_dir / "cards"

    @property
    def index_dir(self) -> Path:
        return self.data_dir / "index"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
