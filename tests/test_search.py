"""Search on real vaults: Tantivy on disk, a real (tiny) model2vec model built here,
hand edits, filters, Chinese, a damaged or deleted index, the CLI."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import numpy as np
import pytest
from conftest import git, run_mim

from mimvault.api import Vault

GROUPS = {
    "family": ["children", "kids", "daughter", "son", "child"],
    "place": ["tokyo", "japan", "osaka", "kyoto"],
    "drink": ["tea", "coffee", "matcha"],
    "music": ["music", "piano", "violin", "concert"],
}


def build_tiny_model(folder: Path, seed: int = 0, dims: int = 16) -> Path:
    """A real model2vec StaticModel with a word-level vocabulary: words of a group get
    nearby vectors, so meaning can be tested without any downloaded model."""
    from model2vec import StaticModel
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers

    words = ["[PAD]", "[UNK]"] + [w for group in GROUPS.values() for w in group] + ["have", "two", "my", "i", "live"]
    vocab = {w: i for i, w in enumerate(words)}
    tokenizer = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
    tokenizer.normalizer = normalizers.Lowercase()
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    rng = np.random.default_rng(seed)
    centres = {name: rng.normal(size=dims) for name in GROUPS}
    vectors = np.zeros((len(words), dims), dtype=np.float32)
    for name, group in GROUPS.items():
        for word in group:
            vectors[vocab[word]] = centres[name] + 0.1 * rng.normal(size=dims)
    StaticModel(vectors, tokenizer, normalize=True).save_pretrained(str(folder))
    return folder


@pytest.fixture
def tiny_model(tmp_path_factory) -> Path:
    return build_tiny_model(tmp_path_factory.mktemp("model") / "tiny")


def ids(result) -> list[str]:
    return [h["id"] for h in result.hits]


def remember(vault, text, **kw):
    kw.setdefault("type", "fact")
    return vault.remember(text, **kw).id


def test_chinese_and_english_queries_find_their_memories(vault):
    tokyo = remember(vault, "我现在住在东京", subject="user", predicate="lives_in", object="东京")
    paint = remember(vault, "I love painting landscapes", type="preference")
    assert ids(vault.search("住在东京")) == [tokyo]
    assert ids(vault.search("住在哪里")) == [tokyo]  # the pair 住在 matches; 哪里 need not
    assert ids(vault.search("paintings")) == [paint]  # English stemming
    assert ids(vault.search("东京 painting")) and set(ids(vault.search("东京 painting"))) == {tokyo, paint}
    assert vault.search("zebra").hits == []


def test_irregular_forms_find_their_base_in_any_case(vault):
    went = remember(vault, "We WENT to Osaka with the Children", type="event")
    other = remember(vault, "The Wentworth hotel was nice", type="event")  # not a whole word: kept
    assert ids(vault.search("go to Osaka")) == [went]
    assert ids(vault.search("child")) == [went]
    assert ids(vault.search("went")) == [went]  # the query is mapped the same way
    assert ids(vault.search("wentworth")) == [other]


def test_filters_by_kind_type_state_and_time(vault):
    old = remember(vault, "I live in Osaka", subject="user", predicate="lives_in", object="Osaka", time="2019")
    new = vault.supersede(old, object="Kyoto", text="I live in Kyoto now", time="2024").id
    pref = remember(vault, "I live for good coffee", type="preference", state="pending_review")
    assert set(ids(vault.search("live"))) == {new, pref}  # superseded is out by default
    assert old in ids(vault.search("live", include_inactive=True))
    assert ids(vault.search("live", types=["preference"])) == [pref]
    assert ids(vault.search("live", states=["pending_review"])) == [pref]
    assert ids(vault.search("live", states=["superseded"])) == [old]
    assert ids(vault.search("live", since="2023", types=["fact"])) == [new]
    assert ids(vault.search("live", until="2020-06", include_inactive=True, types=["fact"])) == [old]
    evidence = vault.search("Kyoto", kinds=["evidence"])
    assert evidence.hits and all(h["kind"] == "evidence" for h in evidence.hits)


def test_secret_references_are_never_searchable(vault):
    receipt = vault.capture("my bank password is Tr0ub4dor&3xq and I live in Lisbon", extractor="none")
    (ref,) = receipt.details["secret_refs"]
    found = vault.search("bank password", kinds=["memory", "evidence", "issue"])
    assert ref["id"] not in ids(found)
    index_dir = vault.root / ".mimvault" / "cache"
    blob = b"".join(p.read_bytes() for p in index_dir.rglob("*") if p.is_file())
    assert b"Tr0ub4dor" not in blob


def test_hand_edits_are_caught_up_without_a_daemon(vault):
    memory = remember(vault, "I play the violin")
    path = vault.root / vault.path_of(memory)
    path.write_text(path.read_text().replace("I play the violin", "I play the cello"))
    assert ids(vault.search("cello")) == [memory]
    assert vault.search("violin").hits == []
    path.unlink()
    assert vault.search("cello").hits == []


def test_an_invalid_file_keeps_its_last_good_version_searchable(vault, mim):
    memory = remember(vault, "I collect vinyl records")
    vault.search("vinyl")
    path = vault.root / vault.path_of(memory)
    broken = path.read_text().replace("type: fact", "type: [broken")
    path.write_text(broken)
    assert ids(vault.search("vinyl")) == [memory]
    assert path.read_text() == broken  # never modified
    assert "not valid YAML" in mim("doctor", expect=1).stdout


def test_deleting_the_cache_loses_nothing(vault):
    memory = remember(vault, "My sister lives in Vienna", type="relationship")
    before = vault.search("Vienna").hits
    vault.close()
    shutil.rmtree(vault.root / ".mimvault" / "cache")
    fresh = Vault.open(vault.root)
    assert [h["id"] for h in fresh.search("Vienna").hits] == [h["id"] for h in before] == [memory]
    fresh.close()


def test_a_catalog_rebuilt_in_bulk_keeps_every_lookup(vault, monkeypatch):
    """A rebuild from nothing inserts first and builds the catalog's indexes after (forced
    here with a low threshold): every lookup still works and no index is missing."""
    import mimvault.storage.catalog as catalog_module

    memory = remember(vault, "My sister lives in Vienna", type="relationship")
    remember(vault, "I like green tea", type="preference")
    monkeypatch.setattr(catalog_module, "BULK_AT", 1)
    vault.reindex(catalog=True)
    names = {row[0] for row in vault.catalog.con.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {statement.split()[2] for statement in catalog_module._INDEXES} <= names
    assert vault.get(memory).id == memory
    assert ids(vault.search("Vienna")) == [memory]
    remember(vault, "I moved to Graz", type="fact")  # and the next write is an ordinary one
    assert len(vault.catalog.con.execute("SELECT 1 FROM objects WHERE kind = 'memory'").fetchall()) == 3


def test_a_catalog_rebuilt_by_worker_processes_matches_one_built_here(vault, monkeypatch):
    """A big vault's catalog is rebuilt by worker processes, with the next files read
    ahead (forced here with low thresholds): the same rows as a rebuild in this process,
    a hand-typed secret and a broken file included."""
    import mimvault.storage.catalog as catalog_module

    for n in range(12):
        remember(vault, f"I like tea number {n}", type="preference")
    typed = vault.root / vault.path_of(remember(vault, "My locker code is on paper", type="fact"))
    typed.write_text(typed.read_text() + "\npassword: Hunter2-Sunset#2019\n")
    (typed.parent / "mem_broken.md").write_text("---\nid: [unclosed\n---\nnot yaml\n")

    def rows() -> list[tuple]:
        vault.reindex(catalog=True)
        return vault.catalog.con.execute("SELECT path, id, kind, problem, secrets, data FROM objects ORDER BY path").fetchall()

    here = rows()
    monkeypatch.setattr(catalog_module, "PARALLEL_AT", 2)
    monkeypatch.setattr(catalog_module._ReadAhead, "LEAD", 1)
    monkeypatch.setattr(catalog_module, "CHUNK_FILES", 3)
    assert rows() == here
    assert [r for r in here if r[3]] and [r for r in here if r[4]]  # the broken file and the secret are in it


def test_a_catalog_another_process_is_writing_is_waited_for_then_reported_never_discarded(vault, monkeypatch):
    """While another process writes the catalog (a `mim reindex --all` holds it for as
    long as it reads the files), a command that must update it waits, then says so in
    one line — it does not take the busy file for a damaged one and delete it."""
    import sqlite3

    import mimvault.storage.catalog as catalog_module
    from mimvault.errors import VaultBusyError

    memory = remember(vault, "I like green tea")
    vault.refresh()
    path = vault.root / vault.path_of(memory)
    path.write_text(path.read_text() + "\nAlso matcha.\n")  # an edit the next refresh must catalogue
    other = sqlite3.connect(vault.catalog.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # the other process's write
    monkeypatch.setattr(catalog_module, "BUSY_TIMEOUT_S", 0.2)
    fresh = Vault.open(vault.root)
    with pytest.raises(VaultBusyError, match=r"^\.mimvault/cache/catalog\.sqlite3: another mim process"):
        fresh.refresh()
    other.rollback()
    other.close()
    assert fresh.catalog.path.exists()
    fresh.refresh()
    assert "matcha" in fresh.catalog.get(memory).data
    fresh.close()


def test_a_command_waits_for_another_process_rebuilding_the_catalog(vault, monkeypatch):
    """While `mim reindex --all` in another process rebuilds the catalog (its rebuild lock
    and the catalog's write lock held), a command that must refresh the catalog waits
    for it to end, then goes on — it does not report the vault busy after SQLite's
    time-out."""
    import subprocess
    import sys
    import time

    import mimvault.storage.catalog as catalog_module

    memory = remember(vault, "I like green tea")
    vault.refresh()
    path = vault.root / vault.path_of(memory)
    path.write_text(path.read_text() + "\nAlso matcha.\n")
    rebuilding = (
        "import sqlite3, sys, time; from pathlib import Path; from mimvault.storage.lock import VaultLock;"
        f"lock = VaultLock(Path({str(vault.root / '.mimvault/cache/rebuild.lock')!r})); lock.acquire();"
        f"con = sqlite3.connect({str(vault.catalog.path)!r}, isolation_level=None); con.execute('BEGIN IMMEDIATE');"
        "print('rebuilding', flush=True); time.sleep(1.5); con.rollback(); lock.release()"
    )
    other = subprocess.Popen([sys.executable, "-c", rebuilding], stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "rebuilding"
        monkeypatch.setattr(catalog_module, "BUSY_TIMEOUT_S", 0.2)  # SQLite alone would give up at once
        fresh = Vault.open(vault.root)
        waits: list[str] = []

        class Bar:
            def __init__(self, total, label):
                waits.append(label)

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return None

            def update(self, n):
                return None

        started = time.monotonic()
        fresh.refresh(progress=Bar)
        assert time.monotonic() - started > 0.8
        assert waits and waits[0].startswith(f"Waiting for a catalog rebuild (pid {other.pid} ")
        assert "matcha" in fresh.catalog.get(memory).data
        fresh.close()
    finally:
        other.wait(timeout=30)
        other.stdout.close()


def test_a_damaged_index_is_rebuilt_not_trusted(vault):
    memory = remember(vault, "I run marathons")
    vault.search("marathons")
    vault.close()
    tantivy_dir = vault.root / ".mimvault" / "cache" / "index" / "tantivy" / "object"
    (tantivy_dir / "meta.json").write_text("{ not json")
    fresh = Vault.open(vault.root)
    result = fresh.search("marathons")
    assert ids(result) == [memory] and any("rebuilt" in n for n in result.notices)
    fresh.close()


def test_a_kill_during_an_index_write_is_detected_and_rebuilt(vault):
    memory = remember(vault, "I grow tomatoes")
    run_mim("--vault", str(vault.root), "search", "tomatoes")  # builds the index
    path = vault.root / vault.path_of(memory)
    path.write_text(path.read_text().replace("I grow tomatoes", "I grow basil"))  # to be indexed by the next search
    killed = run_mim("--vault", str(vault.root), "search", "basil", check=False, env={"MIMVAULT_FAULT": "index-write"})
    assert killed.returncode == -9  # SIGKILL after the full-text write, before the manifest says so
    done = json.loads(run_mim("--vault", str(vault.root), "search", "basil", "--json").stdout)
    assert [h["id"] for h in done["hits"]] == [memory]
    assert any("the last index write did not finish" in n for n in done["notices"])
    assert json.loads(run_mim("--vault", str(vault.root), "search", "tomatoes", "--json").stdout)["hits"] == []


def test_meaning_finds_what_words_miss(vault, tiny_model):
    vault.close()
    os.environ["MIMVAULT_EMBED_MODEL"] = str(tiny_model)
    try:
        v = Vault.open(vault.root)
        kids = remember(v, "I have two children", type="profile")
        remember(v, "I drink matcha every day", type="preference")
        hybrid = v.search("kids")
        assert ids(hybrid)[:1] == [kids]
        assert hybrid.hits[0]["score"] > 0
        assert v.search("kids", semantic=False).hits == []  # words alone cannot
        assert v.model_info()["identity"].startswith("tiny@")
        rows = (v.root / ".mimvault" / "cache" / "index" / "rows.bin").stat().st_size
        assert rows > 0
        from mimvault.doctor import check_vault

        said = " ".join(f.reason for f in check_vault(v))
        assert "model tiny@" in said and "first vector pass: float32" in said  # a small vault: one product
        v.close()
    finally:
        del os.environ["MIMVAULT_EMBED_MODEL"]


def test_a_query_is_embedded_as_model2vec_embeds_it(tiny_model):
    """The short path for one query gives model2vec's own vector, unknown words and all."""
    from mimvault.serving.index.embed import Embedder

    model = Embedder(tiny_model)
    for text in ("I like tea", "piano and COFFEE at the concert", "matcha matcha violin", "tea 咖啡 zzz"):
        assert np.allclose(model.encode_query(text), model.encode([text])[0], atol=1e-6)
    assert not np.any(model.encode_query("nothing known here"))


def test_vector_search_returns_the_exact_nearest_rows(tmp_path):
    """The int8 first pass may only narrow the search, never change its answer: on
    clustered near-duplicates (the hard case for quantisation) the top rows are the
    float32 brute force's, best first, with filters, dead rows and a second thread."""
    from mimvault.serving.index.vectors import INT8_AT, KINDS, VectorStore

    rng = np.random.default_rng(5)
    n, dims = INT8_AT + 5000, 32
    centres = rng.normal(size=(40, dims))
    matrix = centres[rng.integers(0, 40, n)] + rng.normal(scale=0.02, size=(n, dims))
    matrix = (matrix / np.linalg.norm(matrix, axis=1, keepdims=True)).astype(np.float32)
    types = rng.choice(["fact", "preference"], n)
    store = VectorStore(tmp_path)
    store.reset("test-model", dims)
    store.append([(f"mem_{i:026d}", str(types[i]), "confirmed", 0, 0, KINDS["memory"]) for i in range(n)], matrix)
    store.kill({f"mem_{i:026d}" for i in range(0, n, 7)})
    assert store.consistent("test-model") and not store.consistent("another-model")
    alive = np.arange(n) % 7 != 0
    for q in range(20):
        query = centres[q % 40] + rng.normal(scale=0.3, size=dims)
        query = (query / np.linalg.norm(query)).astype(np.float32)
        wanted = "fact" if q % 2 else None
        keep = alive & ((types == wanted) if wanted else True)
        brute = np.where(keep, matrix @ query, -np.inf)
        mask_of = (lambda rows: rows["type"] == b"fact") if wanted else (lambda rows: rows["live"] == 1)
        hits = store.search(query, mask_of, 50)
        rows = [int(h.id[4:]) for h in hits]
        assert all(keep[rows])  # nothing dead, nothing filtered out
        # the brute force's 50 best scores, each from the row reported (float32 ties may swap)
        assert np.allclose([h.score for h in hits], np.sort(brute)[::-1][:50], atol=1e-6)
        assert np.allclose(brute[rows], [h.score for h in hits], atol=1e-6)


def test_vector_search_finds_rows_their_int8_score_understates(tmp_path):
    """Rows built so that int8 rounding ranks them below ten others that are really
    worse: the ten true best must still come back, found through the error bound."""
    from mimvault.serving.index.vectors import INT8_AT, KINDS, VectorStore

    dims = 16
    understated = []  # score ~0.3 on the query's axis; a spike of 0.85-0.95 sets the int8 step,
    for spike in np.linspace(0.85, 0.95, 4000):  # and the score sits 0.45 of a step above a grid point
        step = spike / 127
        score = (np.floor(0.3 / step) + 0.45) * step
        if 0.3 <= score <= 0.301 and len(understated) < 10:
            understated.append([score, spike, np.sqrt(1 - score**2 - spike**2)] + [0.0] * (dims - 3))
    assert len(understated) == 10
    exact = [[0.2995] + [np.sqrt((1 - 0.2995**2) / (dims - 1))] * (dims - 1)] * 10  # int8 holds these exactly
    filler = np.eye(dims)[np.arange(INT8_AT) % (dims - 1) + 1]  # scoring 0
    matrix = np.array(filler.tolist() + exact + understated, dtype=np.float32)
    store = VectorStore(tmp_path)
    store.reset("m", dims)
    store.append([(f"mem_{i:05d}", "fact", "confirmed", 0, 0, KINDS["memory"]) for i in range(len(matrix))], matrix)
    hits = store.search(np.eye(dims, dtype=np.float32)[0], lambda rows: rows["live"] == 1, 10)
    assert sorted(int(h.id[4:]) for h in hits) == list(range(INT8_AT + 10, INT8_AT + 20))
    assert min(h.score for h in hits) >= 0.3


def _narrow_store(folder: Path, matrix: np.ndarray, types: list[str] | None = None):
    """A vector store of these rows (one object each), its narrow head fitted."""
    from mimvault.serving.index.vectors import KINDS, VectorStore

    store = VectorStore(folder)
    store.reset("m", matrix.shape[1])
    types = types or ["fact"] * len(matrix)
    store.append([(f"mem_{i:06d}", types[i], "confirmed", 0, 0, KINDS["memory"]) for i in range(len(matrix))], matrix)
    store.refit()
    return store


def _assert_exact(store, matrix: np.ndarray, query: np.ndarray, k: int, keep: np.ndarray | None = None, mask_of=None):
    """The store's top ``k`` are the float32 brute force's, each from the row reported."""
    keep = np.ones(len(matrix), dtype=bool) if keep is None else keep
    brute = np.where(keep, matrix @ query, -np.inf)
    hits = store.search(query, mask_of or (lambda rows: rows["live"] == 1), k)
    rows = [int(h.id[4:]) for h in hits]
    assert all(keep[rows])
    assert np.allclose([h.score for h in hits], np.sort(brute)[::-1][:k], atol=1e-6)
    assert np.allclose(brute[rows], [h.score for h in hits], atol=1e-6)
    return rows


def test_the_narrow_pass_stays_exact_as_rows_are_added_killed_and_compacted(tmp_path):
    """On vectors that lie near a few directions the narrow head is kept; through appends
    (its rows follow), dead rows, a filter and a compaction (fitted again) every search
    still returns the brute force's top rows."""
    from mimvault.serving.index.vectors import INT8_AT, KINDS

    rng = np.random.default_rng(11)
    dims, n = 32, INT8_AT + 6000  # a fifth die: still above INT8_AT after compaction
    basis = np.linalg.qr(rng.normal(size=(dims, 6)))[0].T  # six directions hold nearly everything
    centres = rng.normal(size=(100, 6)) @ basis

    def rows(count: int) -> np.ndarray:
        m = centres[rng.integers(0, 100, count)] + rng.normal(scale=0.01, size=(count, dims))
        return (m / np.linalg.norm(m, axis=1, keepdims=True)).astype(np.float32)

    matrix = rows(n)
    types = [str(t) for t in rng.choice(["fact", "preference"], n)]
    store = _narrow_store(tmp_path, matrix, types)
    assert store.head_path.exists() and store.meta()["fitted"] == n

    def queries():
        for q in range(8):
            query = centres[q] + rng.normal(scale=0.2, size=dims)
            yield (query / np.linalg.norm(query)).astype(np.float32)

    later = rows(500)
    store.append([(f"mem_{n + i:06d}", "fact", "confirmed", 0, 0, KINDS["memory"]) for i in range(500)], later)
    matrix = np.vstack([matrix, later])
    types += ["fact"] * 500
    store.kill({f"mem_{i:06d}" for i in range(0, len(matrix), 5)})
    alive = np.arange(len(matrix)) % 5 != 0
    facts = alive & (np.array(types) == "fact")
    for query in queries():
        assert store.search(query, lambda r: r["live"] == 1, 1) and store.start(query, lambda r: r["live"] == 1, 5).bounds is not None
        _assert_exact(store, matrix, query, 40, alive)
        _assert_exact(store, matrix, query, 40, facts, lambda r: r["type"] == b"fact")
    store.compact()
    assert store.head_path.exists() and store.meta()["fitted"] == int(alive.sum())
    for query in queries():
        _assert_exact(store, matrix, query, 40, alive)


def test_the_narrow_pass_finds_rows_whose_score_lies_outside_the_head(tmp_path):
    """Ten rows score highest only through a direction the head leaves out (its tail):
    by their head alone they rank below hundreds of others. The bound on the tail must
    keep them."""
    from mimvault.serving.index.vectors import INT8_AT

    rng = np.random.default_rng(3)
    dims = 32
    bulk = np.zeros((INT8_AT + 500, dims))
    bulk[:, :8] = rng.normal(size=(len(bulk), 8))  # the head: eight directions of nearly everything
    special = np.zeros((10, dims))
    special[:, 0], special[:, 8] = 0.6, 0.8  # strong along dimension 8, which only these rows use
    special[:, 1] = np.linspace(0.0, 0.05, 10)
    matrix = np.vstack([bulk, special])
    matrix = (matrix / np.linalg.norm(matrix, axis=1, keepdims=True)).astype(np.float32)
    store = _narrow_store(tmp_path, matrix)
    assert store.head_path.exists()
    query = np.zeros(dims, dtype=np.float32)
    query[0], query[8] = 0.6, 0.8
    head_only = matrix[:, :8] @ query[:8]
    assert (head_only > head_only[-1]).sum() > 100  # by the head alone they are far down
    rows = _assert_exact(store, matrix, query, 10)
    assert sorted(rows) == list(range(len(bulk), len(matrix)))


def test_rows_the_narrow_pass_cannot_set_aside_are_narrowed_by_int8_estimates(tmp_path, monkeypatch):
    """When the bound sets too few rows aside (near-duplicates tied at the floor, or a
    head kept on vectors it does not suit), the int8 estimates narrow what is left —
    picked out of the file when they are few, in a whole pass when they are many — and
    the answer stays the brute force's."""
    from mimvault.serving.index import prune, vectors
    from mimvault.serving.index.vectors import INT8_AT

    rng = np.random.default_rng(4)
    monkeypatch.setattr(prune, "KEEP_SHARE", 1.0)  # kept whatever the trial finds
    even = rng.normal(size=(INT8_AT + 100, 32))  # the bound sets almost nothing aside
    even = (even / np.linalg.norm(even, axis=1, keepdims=True)).astype(np.float32)
    low = np.zeros((INT8_AT + 100, 32))
    low[:, :6] = rng.normal(size=(len(low), 6))
    low[:, 6:] = rng.normal(scale=0.05, size=(len(low), 26))
    low = (low / np.linalg.norm(low, axis=1, keepdims=True)).astype(np.float32)
    passes = []
    original = vectors.int8_products
    monkeypatch.setattr(vectors, "int8_products", lambda q, m: passes.append(len(m)) or original(q, m))
    for name, matrix, left_at in (("even", even, vectors.EXACT_AT), ("low", low, 5)):  # "low" leaves 0-31 rows
        monkeypatch.setattr(vectors, "EXACT_AT", left_at)
        store = _narrow_store(tmp_path / name, matrix)
        assert store.first_pass() == "narrow"
        passes.clear()
        for row in (1, 2, 3):
            _assert_exact(store, matrix, matrix[row], 30)
        assert passes, name  # the int8 estimates were used
        whole = sum(1 for m in passes if m >= len(matrix) // 8)  # a whole pass is shared out in chunks of 16k
        assert (whole > 0) == (name == "even"), (name, passes)


def test_the_narrow_pass_is_not_kept_where_it_would_not_pay(tmp_path):
    """On vectors spread evenly over every direction the bound sets few rows aside: no
    head is kept (the fit is recorded, so it is not tried again at once), and searches
    go through the int8 pass, exact as ever. A head file cut short or with a damaged
    header is not trusted either, and rows whose head is damaged are scored exactly."""
    from mimvault.serving.index.vectors import INT8_AT, KINDS

    rng = np.random.default_rng(8)
    matrix = rng.normal(size=(INT8_AT + 100, 32))
    matrix = (matrix / np.linalg.norm(matrix, axis=1, keepdims=True)).astype(np.float32)
    store = _narrow_store(tmp_path / "even", matrix)
    assert not store.head_path.exists() and store.meta()["fitted"] == len(matrix)
    _assert_exact(store, matrix, matrix[7], 20)

    low = np.zeros((INT8_AT + 100, 32), dtype=np.float32)
    low[:, :4] = rng.normal(size=(len(low), 4))
    low /= np.linalg.norm(low, axis=1, keepdims=True)
    store = _narrow_store(tmp_path / "low", low)
    assert store.head_path.exists()
    with store.head_path.open("r+b") as out:  # as if a write was cut short
        out.truncate(store.head_path.stat().st_size - 6)
    store = type(store)(store.folder)
    assert store.start(low[3], lambda r: r["live"] == 1, 5).bounds is None
    _assert_exact(store, low, low[3], 20)
    store.append([(f"mem_{len(low):06d}", "fact", "confirmed", 0, 0, KINDS["memory"])], low[3:4])  # fitted anew
    assert store.start(low[3], lambda r: r["live"] == 1, 5).bounds is not None
    with store.head_path.open("r+b") as out:  # damaged rows: whatever they bound, they are scored
        out.seek(store.head_path.stat().st_size - 4 * 8 * 50)
        out.write(np.full(8 * 50, np.nan, dtype=np.float32).tobytes())
    store = type(store)(store.folder)
    assert store.start(low[3], lambda r: r["live"] == 1, 5).bounds is not None
    for row in (len(low) - 10, 3):
        _assert_exact(store, np.vstack([low, low[3:4]]), low[row], 20)
    with store.head_path.open("r+b") as out:  # a damaged header
        out.write(np.array([np.nan, 8, 4], dtype=np.float32).tobytes())
    store = type(store)(store.folder)
    assert store.start(low[3], lambda r: r["live"] == 1, 5).bounds is None
    _assert_exact(store, np.vstack([low, low[3:4]]), low[3], 20)  # the copy of row 3 is among them


def test_vector_search_while_another_process_is_appending(tmp_path):
    """A writer appends vectors before their rows (rows.bin last): a search in between
    answers from the rows it has, for the float32 and the int8 path alike."""
    from mimvault.serving.index.vectors import INT8_AT, KINDS, VectorStore

    rng = np.random.default_rng(9)
    for n in (50, INT8_AT + 10):
        matrix = rng.normal(size=(n, 8)).astype(np.float32)
        matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
        folder = tmp_path / str(n)
        store = VectorStore(folder)
        store.reset("m", 8)
        store.append([(f"mem_{i}", "fact", "confirmed", 0, 0, KINDS["memory"]) for i in range(n)], matrix)
        before = store.search(matrix[3], lambda rows: rows["live"] == 1, 5)
        with (folder / "vectors.f32").open("ab") as out:  # half an append: vectors, no rows yet
            out.write(matrix[:7].tobytes())
        with (folder / "vectors.i8").open("ab") as out:
            out.write(np.zeros((7, 8), dtype=np.int8).tobytes())
        assert store.search(matrix[3], lambda rows: rows["live"] == 1, 5) == before
        assert before[0].id == "mem_3"


def test_a_rebuild_embedding_in_worker_processes_finds_by_meaning(vault, tiny_model, monkeypatch):
    """A big vault's index rebuild reads and embeds the objects in worker processes while
    this one builds the full-text index (forced here with a low threshold): every object
    gets its vector once."""
    import mimvault.serving.index as search_index

    vault.set_config("search.model", str(tiny_model))
    kids = remember(vault, "I have two children", type="profile")
    for word in ("tea", "piano", "osaka", "violin", "coffee"):
        remember(vault, f"I like {word}", type="preference")
    monkeypatch.setattr(search_index, "PARALLEL_INDEX_AT", 2)
    report = vault.reindex()
    assert report["embedded"] == report["indexed"] == 12  # six memories, each with its evidence
    assert ids(vault.search("kids"))[:1] == [kids]
    live, rows = vault.index.vectors.count()
    assert live == rows == 12  # one row each (one-line texts), nothing embedded twice


def test_a_vault_whose_vectors_allow_it_is_searched_through_the_narrow_pass(vault, tiny_model, monkeypatch):
    """Wired end to end (the thresholds lowered so that a small vault qualifies): a
    rebuild fits the narrow head, `mim doctor` names the pass, a capture's rows join it,
    and every search ranks exactly as the int8 pass does."""
    from mimvault.doctor import check_vault
    from mimvault.serving.index import prune, vectors

    vault.set_config("search.model", str(tiny_model))
    for word in ("tea", "piano", "osaka", "violin", "coffee", "matcha", "concert", "children"):
        remember(vault, f"I like {word}", type="preference")
        remember(vault, f"My friend plays {word} on Sundays")
    monkeypatch.setattr(vectors, "INT8_AT", 10)
    monkeypatch.setattr(vectors, "VECTOR_DEPTH", 4)
    monkeypatch.setattr(prune, "KEEP_SHARE", 1.0)  # kept whatever the trial finds
    vault.reindex()
    store = vault.index.vectors
    assert store.first_pass() == "narrow"
    assert "first vector pass: narrow" in " ".join(f.reason for f in check_vault(vault))
    remember(vault, "I like oolong tea", type="preference")
    assert store.first_pass() == "narrow"  # the new rows joined the head

    def ranked():
        return [[(h["id"], h["score"]) for h in vault.search(q, kinds=["memory", "evidence"]).hits]
                for q in ("kids", "tea", "music on Sunday", "a friend in osaka")]  # fmt: skip

    narrow = ranked()
    assert any(narrow)
    store.head_path.unlink()
    assert store.first_pass() == "int8"
    assert ranked() == narrow


def test_reindex_all_in_one_pass_leaves_the_index_a_rebuild_from_the_catalog_makes(vault, tiny_model, monkeypatch):
    """`mim reindex --all` reads each file once: the catalog's worker processes (forced
    here with low thresholds) also make the index entries and vectors. The index it
    leaves is the one a rebuild from the catalog makes: the same objects at the same
    versions, each embedded once, the same hits; a broken file and one holding a typed
    secret stay out of it."""
    import mimvault.storage.catalog as catalog_module

    vault.set_config("search.model", str(tiny_model))
    kids = remember(vault, "I have two children", type="profile")
    for word in ("tea", "piano", "osaka", "violin", "coffee", "chess", "sailing"):
        remember(vault, f"I like {word}", type="preference")
    chat = vault.capture("Anna: we booked the cabin by the lake\nBen: I will bring the canoe paddles", extractor="none")
    typed = vault.root / vault.path_of(remember(vault, "My locker code is on paper", type="fact"))
    typed.write_text(typed.read_text() + "\npassword: Hunter2-Sunset#2019\n")
    (typed.parent / "mem_broken.md").write_text("---\nid: [unclosed\n---\nnot yaml\n")

    def index_state() -> tuple:
        manifest = sorted(vault.index.manifest.execute("SELECT id, path, digest, vector_digest FROM objects"))
        found = [ids(vault.search(q, kinds=("memory", "evidence"))) for q in ("kids", "tea", "canoe paddles")]
        return manifest, vault.index.vectors.count(), found

    vault.reindex()
    from_catalog = index_state()
    monkeypatch.setattr(catalog_module, "PARALLEL_AT", 2)
    monkeypatch.setattr(catalog_module, "CHUNK_FILES", 3)
    monkeypatch.setattr(catalog_module._ReadAhead, "LEAD", 1)
    report = vault.reindex(catalog=True)
    assert index_state() == from_catalog
    manifest, (live, rows), found = from_catalog
    assert report["embedded"] == report["indexed"] == len(manifest) == 18  # 9 memories, 9 pieces of evidence
    assert all(digest == vector_digest for _, _, digest, vector_digest in manifest)
    assert live == rows == 18 + 1  # the chat's two lines are two passages
    assert kids in found[0][:2] and chat.id in found[2]  # the memory, or its evidence, first
    assert typed.name not in {path.rsplit("/", 1)[-1] for _, path, _, _ in manifest}


def test_another_model_rebuilds_the_vectors_instead_of_mixing(vault, tiny_model, tmp_path):
    other = build_tiny_model(tmp_path / "other", seed=7)
    config = vault.root / ".mimvault" / "config.yaml"
    vault.set_config("search.model", str(tiny_model))
    remember(vault, "I have two children", type="profile")
    vault.search("kids")
    meta = vault.root / ".mimvault" / "cache" / "index" / "vectors.json"
    first = json.loads(meta.read_text())["model"]
    vault.set_config("search.model", str(other))
    assert "model: " + str(other) in config.read_text() and "# Search" in config.read_text()
    assert "Mim-Op: config" in git(vault.root, "log", "-1", "--format=%B")
    reopened = Vault.open(vault.root)
    assert ids(reopened.search("kids"))
    second = json.loads(meta.read_text())["model"]
    assert first != second and second.startswith("other@")
    reopened.close()


def test_model_resolution_order_and_the_hf_cache(vault, tiny_model, tmp_path, monkeypatch):
    from mimvault.serving.index.embed import resolve_model

    assert resolve_model(vault.root, None).path is None and "words only" in resolve_model(vault.root, None).notice
    hub = tmp_path / "hub" / "models--minishlab--potion-base-8M" / "snapshots" / "abc123"
    shutil.copytree(tiny_model, hub)
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hub"))
    assert resolve_model(vault.root, None).source == "cache"
    monkeypatch.setenv("MIMVAULT_EMBED_MODEL", str(tiny_model))
    assert resolve_model(vault.root, None).source == "env"
    assert resolve_model(vault.root, str(tiny_model)).source == "config"
    missing = resolve_model(vault.root, "models/nope")
    assert missing.path is None and "models/nope" in missing.notice


def test_cli_search_reindex_and_model(vault, mim, mim_json):
    remember(vault, "I moved to Lisbon in 2021", subject="user", predicate="lives_in", object="Lisbon")
    out = mim("search", "Lisbon").stdout
    assert "lives_in Lisbon" in out and "> I moved to Lisbon in 2021" in out and "memories/fact/" in out
    assert mim("search", "nothing-like-this", expect=1).stderr.strip() == "no matches"
    data = mim_json("search", "Lisbon", "--evidence")
    assert {h["kind"] for h in data["hits"]} == {"memory", "evidence"}
    assert mim_json("reindex")["indexed"] >= 2
    assert "words only" in mim("model", "show").stdout
    assert "--since" in mim("search", "x", "--since", "someday", expect=2).stderr
    assert "query" in mim("search", "  ", expect=2).stderr
    distill = mim("model", "distill", "--from", str(vault.root), expect=2)
    assert "sentence-transformers" in distill.stderr


def test_a_catalog_an_older_mimvault_wrote_is_rebuilt_with_todays_keys(vault):
    """Keys change when mimvault learns to tell two statements alike (臺中 and 台中 are one
    home): a catalog stamped by the version before is rebuilt, not read with stale keys."""
    import sqlite3

    from mimvault.statement_keys import memory_key
    from mimvault.storage.catalog import SCHEMA_VERSION

    home = remember(vault, "我住在臺中", subject="user", predicate="lives_in", object="臺中")
    vault.refresh()
    key = memory_key("fact", "user", "lives_in", "台中", "我住在台中")
    assert vault.catalog.with_key(key, ["confirmed", "pending_review", "inferred"]) == [home]
    vault.close()
    old = sqlite3.connect(vault.root / ".mimvault/cache/catalog.sqlite3", isolation_level=None)
    old.execute("UPDATE objects SET key = 'fact|user|lives_in|臺中' WHERE id = ?", (home,))  # as the version before keyed it
    old.execute(f"PRAGMA user_version={SCHEMA_VERSION - 1}")
    old.close()
    fresh = Vault.open(vault.root)
    fresh.refresh()
    assert fresh.catalog.with_key(key, ["confirmed", "pending_review", "inferred"]) == [home]
    fresh.close()
