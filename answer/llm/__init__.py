"""The optional LLM composer: an OpenAI-compatible client, versioned prompts and a circuit breaker."""
