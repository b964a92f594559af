"""Every setting is documented, and unsafe values are refused."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.core.config import Settings
from tests.conftest import ROOT


def test_every_setting_is_in_the_readme():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [name for name in Settings.model_fields if f"JUDGE_{name.upper()}" not in readme]
    assert missing == []


@pytest.mark.parametrize(
    ("field", "value"), [("port", 0), ("max_question_chars", 5), ("rate_limit_burst", 0), ("llm_timeout_s", 0)]
)
def test_unsafe_values_are_refused(field, value):
    with pytest.raises(ValidationError):
        Settings(**{field: value})


def test_environment_overrides_defaults(monkeypatch):
    monkeypatch.setenv("JUDGE_PORT", "9123")
    monkeypatch.setenv("JUDGE_CORS_ORIGINS", '["https://shop.example"]')
    settings = Settings()
    assert settings.port == 9123 and settings.cors_origins == ["https://shop.example"]
    assert not settings.llm_enabled
