"""LoCoMo retrieval provider for mimvault (the contract in ../shared/bench/locomo/README.md).

    python bench/locomo_provider.py --corpus DOCS --queries QUERIES.json --out RUN.jsonl \
        [--k 10] [--mode hybrid|lexical] [--model PATH]

Builds a real vault in a temporary folder: every session document becomes an evidence
file through ``Vault.capture`` (source ``import``, the document id as its session, no
extraction), one Git commit each, exactly as a user's import would. Each question then
goes through ``Vault.search`` — mimvault's own query path, including the catch-up scan
every command does — over evidence, and each hit maps back to its document through the
evidence's session. ``latency_ms`` is the wall time of that call.

The model defaults to ``MIMVAULT_EMBED_MODEL``, else ../shared/models/m2v-minilm-256 if
present; ``--mode lexical`` searches by words only.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent.parent / "shared"
sys.path.insert(0, str(SHARED / "bench" / "locomo" / "providers"))

from common import cli  # noqa: E402  (the shared harness: corpus, queries, timing, output)

from mimvault.api import Vault  # noqa: E402


class MimvaultProvider:
    def __init__(self, mode: str, model: str | None):
        self.name = f"mimvault-{mode}"
        self.mode = mode
        self.model = model
        self.tmp = tempfile.TemporaryDirectory(prefix="mim-locomo-")
        self.vault: Vault | None = None
        self.doc_of: dict[str, str] = {}

    def index(self, docs: list[tuple[str, str]]) -> None:
        if self.model:
            os.environ["MIMVAULT_EMBED_MODEL"] = self.model
        vault, _ = Vault.init(Path(self.tmp.name) / "vault")
        for doc_id, body in docs:
            receipt = vault.capture(body, source_type="import", session=doc_id, extractor="none")
            self.doc_of[receipt.id] = doc_id
        vault.search("warm up", kinds=("evidence",), semantic=self.mode == "hybrid")  # builds the index
        self.vault = vault

    def search(self, query: str, k: int) -> list[str]:
        assert self.vault is not None
        result = self.vault.search(query, kinds=("evidence",), limit=k, semantic=self.mode == "hybrid")
        ranked = []
        for hit in result.hits:
            doc = self.doc_of.get(hit["id"])
            if doc and doc not in ranked:
                ranked.append(doc)
        return ranked

    def describe(self) -> dict:
        assert self.vault is not None
        status = self.vault.index.status()
        return {"method": f"mimvault Vault.search over evidence ({self.mode})", "index": status}


def main() -> None:
    def factory(args: argparse.Namespace):
        model = args.model or os.environ.get("MIMVAULT_EMBED_MODEL")
        default = SHARED / "models" / "m2v-minilm-256"
        if model is None and default.is_dir():
            model = str(default)
        return lambda: MimvaultProvider(args.mode, model if args.mode == "hybrid" else None)

    def add_args(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--mode", choices=["hybrid", "lexical"], default="hybrid")
        parser.add_argument("--model", help="a model2vec folder for --mode hybrid")

    started = time.perf_counter()
    cli(factory, add_args, __doc__)
    print(f"total {time.perf_counter() - started:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
