"""The index manifest: which CR edition, which model and which runtime produced these vectors."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from ingest.errors import JudgeError

FORMAT_VERSION = 1


class IndexLoadError(JudgeError):
    """An index that cannot be used: missing, corrupt, or built with another model."""


@dataclass(frozen=True)
class Manifest:
    format_version: int
    cr_effective: str
    cr_sha256: str
    model_id: str
    dim: int
    chunk_count: int
    chunks_sha256: str
    built_at: str
    build_seconds: float
    embedded: int
    reused: int
    #: manifests written before runtimes were recorded came from sentence-transformers
    runtime: str = "sentence-transformers"

    def write(self, path: Path) -> None:
        path.write_text(json.dumps(asdict(self), indent=2) + "\n", encoding="utf-8")

    @classmethod
    def read(cls, path: Path) -> Manifest:
        if not path.exists():
            raise IndexLoadError(f"no index at {path.parent}; run `judge index`")
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            manifest = cls(**data)
        except (json.JSONDecodeError, TypeError, UnicodeDecodeError) as err:
            raise IndexLoadError(f"corrupt index manifest {path}: {err}") from None
        if manifest.format_version != FORMAT_VERSION:
            raise IndexLoadError(
                f"index format {manifest.format_version} != {FORMAT_VERSION}; rebuild with `judge index`"
            )
        return manifest

    def check_model(self, model_id: str, dim: int, runtime: str) -> None:
        if (self.model_id, self.dim) != (model_id, dim):
            raise IndexLoadError(
                f"index was built with model {self.model_id} (dim {self.dim}) but the configured model is "
                f"{model_id} (dim {dim}); rebuild with `judge index` or set JUDGE_EMBED_MODEL to the index's model"
            )
        if self.runtime != runtime:
            raise IndexLoadError(
                f"index was built with the {self.runtime} runtime but the configured runtime is {runtime}; "
                f"rebuild with `judge index` or set JUDGE_EMBED_RUNTIME={self.runtime}"
            )
