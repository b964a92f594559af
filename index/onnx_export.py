"""Export a sentence-transformers folder (BERT → mean pooling → normalize) to ONNX, checked against it.

Build-time only (`judge build-model`): needs torch, transformers, sentence-transformers and onnx. The
exported graph takes input_ids and attention_mask and returns the normalised sentence embedding, so the
serving process needs only onnxruntime and tokenizers (index/onnx_embedder.py).
"""

from __future__ import annotations

import json
import shutil
import warnings
from pathlib import Path

import numpy as np

from index.onnx_embedder import EXPORT_DIR, GRAPHS
from ingest.errors import JudgeError

#: the export must reproduce sentence-transformers' vectors this closely on every sample
MIN_COSINE = 0.9999
_ALIGN = 65536  # bytes: a multiple of any page size, so every tensor can be mapped
#: English, Spanish, a card name, a long passage (truncated at the model's limit): what the index embeds
SAMPLES = [
    "If the spell or ability specifies targets, it checks whether the targets are still legal.",
    "¿Qué pasa si el objetivo de mi hechizo se vuelve ilegal?",
    "Si dos o más efectos de reemplazo intentan modificar la forma en que un evento afecta a un objeto…",
    "Doubling Season",
    "608.2b If the spell or ability specifies targets, it checks whether the targets are still legal. " * 40,
]


class ExportError(JudgeError):
    pass


def export_onnx(model_dir: Path, int8: bool = False) -> dict[str, float]:
    """Write `<model_dir>/onnx/model.onnx` (and model_int8.onnx with `int8`); return each graph's worst cosine.

    The fp32 graph must match sentence-transformers within MIN_COSINE or nothing is written; the int8
    graph is an approximation and its figure is only reported.
    """
    staging = model_dir / (EXPORT_DIR + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    try:
        reference = _reference_vectors(model_dir)
        traced = staging / "traced.onnx"
        _export_graph(model_dir, traced)
        if int8:
            quantized = staging / "quantized.onnx"
            _quantize(traced, quantized)
            _save_mappable(quantized, staging / GRAPHS["onnx-int8"])
            quantized.unlink()
        _save_mappable(traced, staging / GRAPHS["onnx"])
        traced.unlink()
        cosines = {runtime: _worst_cosine(model_dir, staging, runtime, reference) for runtime in _written(staging)}
        if cosines["onnx"] < MIN_COSINE:
            raise ExportError(f"ONNX export differs from sentence-transformers: cosine {cosines['onnx']:.6f}")
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    final, old = model_dir / EXPORT_DIR, model_dir / (EXPORT_DIR + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if final.exists():
        final.rename(old)
    staging.rename(final)
    shutil.rmtree(old, ignore_errors=True)
    return cosines


def _save_mappable(source: Path, out: Path) -> None:
    """Re-save with the weights in `<out>.data` at page-aligned offsets, which onnxruntime maps instead of copying.

    Only the pages a query touches become resident: most of the 250k-row word embedding table never is,
    which keeps the serving process small.
    """
    import onnx
    from onnx.external_data_helper import set_external_data

    model = onnx.load(str(source))
    data_name = out.name + ".data"
    with (out.parent / data_name).open("wb") as data:
        for tensor in model.graph.initializer:
            if len(tensor.raw_data) < 1024:
                continue
            data.write(b"\0" * (-data.tell() % _ALIGN))
            offset = data.tell()
            data.write(tensor.raw_data)
            set_external_data(tensor, data_name, offset, len(tensor.raw_data))
            tensor.ClearField("raw_data")
            tensor.data_location = onnx.TensorProto.EXTERNAL
    onnx.save_model(model, str(out))


def _quantize(source: Path, out: Path) -> None:
    """Dynamic int8 weights (activations quantized per call): about 4× smaller, cosine ≈ 0.98 to fp32."""
    import logging

    from onnxruntime.quantization import QuantType, quantize_dynamic

    quiet = logging.getLogger().level
    logging.getLogger().setLevel(logging.ERROR)  # a hint about pre-processing that does not apply here
    try:
        quantize_dynamic(source, out, weight_type=QuantType.QInt8)
    finally:
        logging.getLogger().setLevel(quiet)


def _written(staging: Path) -> list[str]:
    return [runtime for runtime, name in GRAPHS.items() if (staging / name).exists()]


def _reference_vectors(model_dir: Path) -> dict[str, np.ndarray]:
    from index.embedder import SentenceTransformerEmbedder

    reference = SentenceTransformerEmbedder(str(model_dir))
    return {"query": reference.embed_queries(SAMPLES), "passage": reference.embed_passages(SAMPLES)}


def _worst_cosine(model_dir: Path, staging: Path, runtime: str, reference: dict[str, np.ndarray]) -> float:
    from index.onnx_embedder import OnnxEmbedder

    embedder = OnnxEmbedder(model_dir, runtime, export_dir=staging)
    queries = (embedder.embed_queries(SAMPLES) * reference["query"]).sum(axis=1)
    passages = (embedder.embed_passages(SAMPLES) * reference["passage"]).sum(axis=1)
    return float(min(queries.min(), passages.min()))


def _export_graph(model_dir: Path, out: Path) -> None:
    import torch
    from transformers import AutoModel

    config = json.loads((model_dir / "modules.json").read_text(encoding="utf-8"))
    pooling = json.loads((model_dir / "1_Pooling" / "config.json").read_text(encoding="utf-8"))
    kinds = [module["type"].rsplit(".", 1)[-1] for module in config]
    if kinds != ["Transformer", "Pooling", "Normalize"] or not pooling.get("pooling_mode_mean_tokens"):
        raise ExportError(f"{model_dir}: only Transformer → mean Pooling → Normalize models are exported, not {kinds}")

    class SentenceEmbedding(torch.nn.Module):
        """The sentence-transformers pipeline as one traced graph."""

        def __init__(self, bert: torch.nn.Module):
            super().__init__()
            self.bert = bert

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            tokens = self.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(tokens.dtype)
            pooled = (tokens * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1e-9)
            return torch.nn.functional.normalize(pooled, p=2, dim=1)

    model = SentenceEmbedding(AutoModel.from_pretrained(str(model_dir)).eval())
    example = (torch.ones(2, 8, dtype=torch.long), torch.ones(2, 8, dtype=torch.long))
    with warnings.catch_warnings(), torch.no_grad():
        warnings.simplefilter("ignore")
        # the TorchScript exporter (dynamo=False) needs only the onnx package, not onnxscript
        torch.onnx.export(
            model,
            example,
            str(out),
            input_names=["input_ids", "attention_mask"],
            output_names=["sentence_embedding"],
            dynamic_axes={
                "input_ids": {0: "batch", 1: "tokens"},
                "attention_mask": {0: "batch", 1: "tokens"},
                "sentence_embedding": {0: "batch"},
            },
            opset_version=17,
            dynamo=False,
        )
