"""Answering: question → verified, cited answer (extractive or LLM). Returns plain data; app/ renders it."""
