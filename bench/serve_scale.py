"""Serving at scale: ``context`` latency, an MCP round trip, and what share of served items
is confirmed on a LoCoMo-derived vault.

    python bench/serve_scale.py                         # 10k and 100k, model from ../shared/models
    python bench/serve_scale.py --sizes 10000 --no-locomo

- context p50/p95: ``Vault.context(task)`` over 200 varied tasks on synthetic vaults of
  10k and 100k memories (``vault_scale.build_vault``), English model2vec model for the
  hybrid search, access log on (appended each time, committed every 20), catching up
  with the files at most every 2 s — exactly as ``mim mcp`` runs it. DESIGN §8 budget:
  p50 <= 30 ms at 100k.
- MCP round trip: ``mim mcp`` started as a subprocess on the 10k vault, driven by the
  SDK's stdio client; wall time of 50 ``get_context`` calls (p50/p95).
- LoCoMo: the development conversations (../shared/bench/locomo) captured turn by turn
  through ``Vault.capture`` with the rules extractor (the first speaker of each
  conversation is "the user", the other's turns are evidence only), then ``context`` for
  every question; the share of served memory items that are confirmed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent.parent / "shared"
sys.path.insert(0, str(HERE))

from search_scale import timed  # noqa: E402
from vault_scale import build_vault, git_identity, percentiles  # noqa: E402

from mimvault.api import Vault  # noqa: E402

TASKS = [
    "Plan a weekend trip to Osaka with my family",
    "What should I cook for dinner tonight?",
    "Write an email to my manager about the python project",
    "Recommend some music for the garden party",
    "帮我安排下周去东京的行程",
    "给我推荐一本书",
    "Help me prepare for a job interview",
    "What do I like to drink in the morning, tea or coffee?",
    "Where have I visited recently?",
    "我周末想去爬山，有什么建议",
]


def context_latency(root: Path, model: str | None) -> dict:
    if model:
        os.environ["MIMVAULT_EMBED_MODEL"] = model
    vault = Vault.open(root, actor="agent:bench")
    vault.catch_up_every = 2.0  # as `mim mcp` runs
    vault.context("warm up", budget=1200)  # builds the catalog and the index the first time
    rng = random.Random(5)
    tasks = iter([rng.choice(TASKS) + f" ({i})" for i in range(200)])
    samples = timed(lambda: vault.context(next(tasks), budget=1200), 200)
    items = len(vault.context(TASKS[0], budget=1200).served)
    vault.close()
    return {**percentiles(samples), "items_served_example": items}


def mcp_round_trip(root: Path, model: str | None, calls: int = 50) -> dict:
    from mcp.client.session import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    env = {**os.environ, **({"MIMVAULT_EMBED_MODEL": model} if model else {})}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "mimvault.cli", "--vault", str(root), "mcp", "--agent", "bench"], env=env
    )

    async def main() -> list[float]:
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                await session.call_tool("get_context", {"task": "warm up"})
                out = []
                for i in range(calls):
                    t0 = time.perf_counter()
                    result = await session.call_tool("get_context", {"task": TASKS[i % len(TASKS)]})
                    out.append(time.perf_counter() - t0)
                    assert not result.is_error, result
                return out

    return percentiles(asyncio.run(main()))


def locomo_share(base: Path) -> dict:
    """Capture the LoCoMo dev conversations and serve a context per question."""
    sys.path.insert(0, str(SHARED / "bench" / "locomo"))
    out = base / "locomo-corpus"
    import subprocess

    subprocess.run([sys.executable, str(SHARED / "bench" / "locomo" / "locomo.py"), "--out", str(out)], check=True,
                   stdout=subprocess.DEVNULL)  # fmt: skip
    docs = sorted((out / "docs").glob("*.md"))
    queries = json.loads((out / "queries.json").read_text())
    queries = queries["queries"] if isinstance(queries, dict) else queries
    vaults: dict[str, Vault] = {}
    captured = 0
    for doc in docs:
        conversation = doc.stem.rsplit("-s", 1)[0]  # locomo-c00-s01 -> locomo-c00
        text = doc.read_text(encoding="utf-8")
        when = _session_time(text)
        if conversation not in vaults:
            vaults[conversation], _ = Vault.init(base / "locomo" / conversation, now=lambda w=when: w)
        vault = vaults[conversation]
        turns = re.findall(r"^- \*\*(.+?):\*\* (.+)$", text, flags=re.M)
        user = turns[0][0] if turns else None
        for speaker, words in turns:
            vault.now = lambda w=when: w
            vault.capture(words if speaker == user else f"{speaker}: {words}", mentioned_at=when,
                          session=doc.stem, extractor="rules" if speaker == user else "none")  # fmt: skip
            captured += 1
    served = confirmed = 0
    states: dict[str, int] = {}
    for q in queries:
        conversation = q["id"].rsplit("-q", 1)[0]
        vault = vaults.get(conversation)
        if vault is None:
            continue
        vault.now = lambda: datetime.now(timezone.utc)
        ctx = vault.context(q["query"], budget=1200)
        for slot in ctx.to_json()["slots"].values():
            for item in slot:
                if item.get("kind") != "memory":
                    continue
                served += 1
                confirmed += item["state"] == "confirmed"
                states[item["state"]] = states.get(item["state"], 0) + 1
    return {
        "conversations": len(vaults),
        "turns_captured": captured,
        "questions": len(queries),
        "items_served": served,
        "confirmed_share": round(confirmed / served, 3) if served else None,
        "states": states,
    }


def _session_time(text: str) -> datetime:
    m = re.search(r"(\d{1,2}:\d{2}\s*[ap]m) on (\d{1,2} \w+, \d{4})", text)
    if m:
        try:
            return datetime.strptime(f"{m.group(2)} {m.group(1).replace(' ', '')}", "%d %B, %Y %I:%M%p").replace(tzinfo=timezone.utc)
        except ValueError:
            pass
    return datetime(2023, 1, 1, tzinfo=timezone.utc)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="*", default=[10_000, 100_000], help="vault sizes (none: LoCoMo only)")
    parser.add_argument("--model", default=str(SHARED / "models" / "m2v-minilm-256"))
    parser.add_argument("--keep", type=Path, help="build the vaults under this folder and keep them")
    parser.add_argument("--no-locomo", action="store_true")
    args = parser.parse_args()
    git_identity()
    model = args.model if Path(args.model).is_dir() else None
    base = args.keep or Path(tempfile.mkdtemp(prefix="mim-serve-bench-"))
    base.mkdir(parents=True, exist_ok=True)
    result: dict = {"model": model, "context": [], "mcp": None, "locomo": None}
    for n in args.sizes:
        root = base / f"vault-{n}"
        if not root.exists():
            build_vault(root, n)
        row = {"memories": n, **context_latency(root, model)}
        result["context"].append(row)
        print(json.dumps(row), file=sys.stderr)
        if result["mcp"] is None:
            result["mcp"] = {"memories": n, **mcp_round_trip(root, model)}
            print(json.dumps(result["mcp"]), file=sys.stderr)
    if not args.no_locomo:
        result["locomo"] = locomo_share(base)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
