"""LoCoMo retrieval in one run: plain BM25 next to mimvault's words-only and hybrid search.

    python bench/locomo_compare.py                  # the development conversations in ../shared
    python bench/locomo_compare.py --out locomo-run # keep the corpus, runs and scores

Converts the corpus with ../shared/bench/locomo/locomo.py, runs the shared plain-BM25
provider and ``bench/locomo_provider.py`` in both modes, and prints the shared scorer's
tables (recall@5, recall@10, MRR, p50/p95 latency per query) for all questions and by
category.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
LOCOMO = HERE.parent.parent / "shared" / "bench" / "locomo"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, help="keep everything here (default: a temporary folder)")
    parser.add_argument("--model", help="model2vec folder for the hybrid run (default: the provider's)")
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp(prefix="mim-locomo-"))
    out.mkdir(parents=True, exist_ok=True)
    corpus = out / "corpus"
    subprocess.run([sys.executable, str(LOCOMO / "locomo.py"), "--out", str(corpus)], check=True)
    docs, queries = corpus / "docs", corpus / "queries.json"
    runs = {"bm25": [str(LOCOMO / "providers" / "bm25_tantivy.py")]}
    for mode in ("lexical", "hybrid"):
        command = [str(HERE / "locomo_provider.py"), "--mode", mode]
        if args.model and mode == "hybrid":
            command += ["--model", args.model]
        runs[f"mimvault-{mode}"] = command
    for name, command in runs.items():
        print(f"running {name} …", file=sys.stderr)
        subprocess.run(
            [sys.executable, *command, "--corpus", str(docs), "--queries", str(queries), "--out", str(out / f"{name}.jsonl")],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    score = [sys.executable, str(LOCOMO / "score.py"), "--queries", str(queries), "--docs", str(docs), "--by-category"]
    for name in runs:
        score += ["--run", f"{name}={out / (name + '.jsonl')}"]
    subprocess.run(score, check=True)


if __name__ == "__main__":
    main()
