"""All settings in one place (environment variables with the JUDGE_ prefix)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parents[2]
BUNDLED_CR = PROJECT_ROOT / "data" / "cr" / "MagicCompRules_20260619.txt"
BUNDLED_PAGES = PROJECT_ROOT / "data" / "pages"
DEFAULT_MODEL_DIR = PROJECT_ROOT / "models" / "multilingual-e5-small"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="JUDGE_", extra="ignore")

    cr_path: Path = Field(BUNDLED_CR, description="Official CR text file to ingest.")
    pages_dir: Path = Field(
        BUNDLED_PAGES, description="Folder of rule pages (Spanish / rules glossary) ingested with the CR."
    )
    cards_path: Path | None = Field(None, description="Optional Scryfall oracle-cards or MTGJSON AtomicCards file.")
    data_dir: Path = Field(PROJECT_ROOT / "var", description="Where the rule store and index are built.")
    embed_model: str = Field(
        str(DEFAULT_MODEL_DIR),
        description="Sentence-transformers model: a folder, or a hub name where a hub is reachable.",
    )
    embed_batch_size: int = Field(16, ge=1, le=512)
    torch_threads: int = Field(2, ge=1, le=64)
    host: str = Field("127.0.0.1", description="Address `judge serve` binds to.")
    port: int = Field(8000, ge=1, le=65535)
    cors_origins: list[str] = Field(
        default_factory=list, description="Origins allowed to call the API from a browser (JSON list); none by default."
    )
    max_question_chars: int = Field(2000, ge=10, le=20000, description="Longer questions get a 422.")
    answer_threshold: float = Field(
        0.87,
        ge=0.0,
        le=1.0,
        description="Top dense cosine at which a question with no MTG vocabulary is still answered.",
    )
    vocabulary_threshold: float = Field(
        0.80, ge=0.0, le=1.0, description="Top dense cosine below which even a question with MTG vocabulary abstains."
    )

    @property
    def store_path(self) -> Path:
        return self.data_dir / "rules.sqlite"

    @property
    def index_dir(self) -> Path:
        return self.data_dir / "index"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
