"""ONNX Runtime embedder for a model folder that `judge build-model` exported: no torch at serve time.

The graph (see index/onnx_export.py) is the sentence-transformers model end to end: BERT, mean pooling
over the attention mask, L2 normalisation. Tokenizing uses tokenizer.json through `tokenizers`, and the
prompts and truncation length are read from the sentence-transformers config files, so the vectors are
the ones sentence-transformers computes (cosine ≥ 0.9999, checked at export and in a test).
"""

from __future__ import annotations

import json
import threading
from pathlib import Path

import numpy as np

from index.embedder import EmbedderError, model_fingerprint

EXPORT_DIR = "onnx"
#: runtime name → graph file under EXPORT_DIR
GRAPHS = {"onnx": "model.onnx", "onnx-int8": "model_int8.onnx"}


def export_path(model_dir: Path, runtime: str = "onnx") -> Path:
    return model_dir / EXPORT_DIR / GRAPHS[runtime]


class OnnxEmbedder:
    def __init__(
        self,
        model_dir: Path,
        runtime: str = "onnx",
        threads: int = 2,
        batch_size: int = 16,
        export_dir: Path | None = None,
    ):
        import onnxruntime as ort
        from tokenizers import Tokenizer

        graph = (export_dir or model_dir / EXPORT_DIR) / GRAPHS[runtime]
        if not graph.exists():
            flag = " --int8" if runtime == "onnx-int8" else ""
            raise EmbedderError(f"no ONNX export at {graph}; run `judge build-model{flag}`")
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.log_severity_level = 3
        try:
            self._session = ort.InferenceSession(str(graph), options, providers=["CPUExecutionProvider"])
        except Exception as err:  # noqa: BLE001 - onnxruntime raises its own untyped errors
            raise EmbedderError(f"cannot load ONNX model {graph}: {err}") from None
        self._tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(
            _read_json(model_dir / "sentence_bert_config.json").get("max_seq_length", 512)
        )
        self._pad_id = self._tokenizer.token_to_id(_read_json(model_dir / "special_tokens_map.json")["pad_token"])
        prompts = _read_json(model_dir / "config_sentence_transformers.json").get("prompts") or {}
        self._query_prompt = prompts.get("query", "")
        self._passage_prompt = prompts.get("passage", "")
        self.model_id = model_fingerprint(model_dir, str(model_dir))
        self.runtime = runtime
        self.dim = int(self._session.get_outputs()[0].shape[-1])
        self.batch_size = batch_size
        self._lock = threading.Lock()

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self._encode([self._query_prompt + t for t in texts])

    def embed_passages(self, texts: list[str], progress: bool = False) -> np.ndarray:
        return self._encode([self._passage_prompt + t for t in texts])

    def _encode(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        encodings = self._tokenizer.encode_batch(texts)
        # similar lengths in one batch waste less padding
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        with self._lock:
            for start in range(0, len(order), self.batch_size):
                rows = order[start : start + self.batch_size]
                width = max(len(encodings[i].ids) for i in rows)
                ids = np.full((len(rows), width), self._pad_id, dtype=np.int64)
                mask = np.zeros((len(rows), width), dtype=np.int64)
                for row, i in enumerate(rows):
                    length = len(encodings[i].ids)
                    ids[row, :length] = encodings[i].ids
                    mask[row, :length] = 1
                out[rows] = self._session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
        return out


def _read_json(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError, UnicodeDecodeError) as err:
        raise EmbedderError(f"cannot read {path}: {err}") from None
