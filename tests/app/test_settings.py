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


@pytest.mark.parametrize("variable", ["JUDGE_MCP_API_KEY", "JUDGE_ADMIN_API_KEY", "JUDGE_LLM_API_KEY"])
@pytest.mark.parametrize("blank", ["", "   "])
def test_a_blank_key_is_no_key(monkeypatch, variable, blank):
    """A blank line in an env file must not switch /mcp on without auth or make the admin key empty."""
    monkeypatch.setenv(variable, blank)
    settings = Settings()
    assert getattr(settings, variable.removeprefix("JUDGE_").lower()) is None
    assert not settings.mcp_http_enabled


def test_a_real_key_is_kept(monkeypatch):
    monkeypatch.setenv("JUDGE_MCP_API_KEY", "s3cret")
    settings = Settings()
    assert settings.mcp_api_key is not None and settings.mcp_api_key.get_secret_value() == "s3cret"
    assert settings.mcp_http_enabled
