#!/usr/bin/env python3
"""Trust benchmark: replay annotated life stories through the `mim` CLI and score the vault.

    python bench/trust_bench.py --split dev            # default split
    python bench/trust_bench.py --split test           # score ONCE, at the end of the work
    python bench/trust_bench.py --split all --jobs 3 --json /tmp/trust.json
    python bench/trust_bench.py --only en_maya --keep /tmp/trust-vaults

The corpus is bench/trust/{dev,test}/*.json (schema: bench/trust/README.md). The scorer only
talks to the `mim` command line and reads the vault's files; it never imports mimvault.
Python 3.11, stdlib + PyYAML.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zlib
from concurrent.futures import ThreadPoolExecutor
from datetime import date, datetime, timedelta
from pathlib import Path

import yaml

# --------------------------------------------------------------------------------------
# Matching tables: edit these, not the code below.
# --------------------------------------------------------------------------------------

# A memory belongs to a changing slot when its predicate (lower-cased) is listed here.
SLOT_PREDICATES = {
    "lives_in": ["lives_in", "moved_to", "home", "city", "residence", "location"],
    "employer": ["employer", "works_at", "joined", "company", "workplace"],
    "job": ["job", "job_title", "occupation", "works_as", "title", "role", "position"],
    "manager": ["manager", "direct_manager", "boss", "reports_to", "supervisor"],
    "partner_status": ["partner", "spouse", "partner_status", "relationship", "relationship_status",
                       "girlfriend", "boyfriend", "fiancee", "fiance", "wife", "husband",
                       "married", "engaged", "marriage"],
    # preference:<topic>: predicate listed here (or memory type `preference`), plus a `topic`
    # field equal to the topic or evidence from one of the slot's value lines.
    "preference": ["instruction", "prefers", "preference"],
}
# Slots whose memories must have the user as subject.
USER_SUBJECT_SLOTS = {"lives_in", "employer", "job"}
# Slots whose values are also matched in the memory's title/body/predicate/event_type
# (not only in `object`).
TEXT_MATCH_SLOTS = {"partner_status", "preference"}
# Slots where a confirmed value that was never the user's (matches no value, no past
# value, no contradiction entity) is wrong: a trip city, a company only interviewed at.
NEVER_USER_SLOTS = {"lives_in", "employer"}

# Predicates that make a memory part of a contradiction's subject ("about" it).
CONTRADICTION_PREDICATES = {
    "left_employer": ["left_employer", "left", "quit", "resigned", "left_company", "former_employer"],
    "studied": ["studied", "school", "major", "education", "degree", "university", "graduated",
                "studied_at", "alma_mater"],
    "met_partner": ["met", "met_partner", "first_met", "met_at", "how_we_met"],
    "birthplace": ["birthplace", "born_in", "born", "hometown", "place_of_birth", "birth"],
    "graduated": ["graduated", "graduation", "graduated_from", "degree", "education"],
}

# Identity slots: duplicates are counted among live, non-event memories with these predicates.
IDENTITY_PREDICATES = {
    "name": ["name", "full_name", "chinese_name", "english_name", "called", "nickname"],
    "birthday": ["birthday", "birth_date", "date_of_birth", "born_on", "dob"],
    "birthplace": ["birthplace", "born_in", "hometown", "place_of_birth"],
}

USER_SUBJECTS = {"", "user", "me", "i", "self", "我", "the user"}
# "Current" = a live state with no valid_to (and not superseded_by).
LIVE_STATES = {"captured", "extracted", "inferred", "pending_review", "confirmed"}
# Memory types a trap line may legitimately produce as confirmed memories.
TRAP_ALLOWED_TYPES = {
    "opinion": {"opinion", "emotion"},
    "emotion": {"emotion", "opinion"},
    "hypothetical": {"opinion", "emotion"},
    "question": {"opinion", "emotion"},
    "negation": {"opinion", "emotion"},
    "other_person": None,   # judged by subject: see other_person rule
    "pleasantry": set(),    # nothing at all
    "injection": set(),     # nothing at all
    "secret": None,         # judged by the secret value
}
# Time granularity ranks (finer = smaller).
RANK = {"second": 0, "minute": 0, "hour": 0, "day": 0, "week": 1, "month": 2, "quarter": 3,
        "season": 3, "year": 4}
ANNOTATED_RANK = {"day": 0, "week": 1, "month": 2, "season": 3, "year": 4, "rough": 2}
TIME_SLACK_DAYS = 7

ROOT = Path(__file__).resolve().parent
CORPUS = ROOT / "trust"
TIMEOUT = 120  # seconds for one mim command

# --------------------------------------------------------------------------------------
# mim CLI
# --------------------------------------------------------------------------------------

_VAULT_OPT: dict[str, bool] = {}


def _sub_has_vault(sub: str) -> bool:
    """Does `mim SUB` take --vault itself? (Otherwise it is a group option.)"""
    if sub not in _VAULT_OPT:
        try:
            out = subprocess.run(["mim", sub, "--help"], capture_output=True, text=True, timeout=60).stdout
        except Exception:
            out = ""
        _VAULT_OPT[sub] = bool(re.search(r"^\s*--vault\b", out, re.M))
    return _VAULT_OPT[sub]


def mim(sub: str, vault: str | None, args: list[str]) -> subprocess.CompletedProcess:
    if vault is None:
        argv = ["mim", sub, *args]
    elif _sub_has_vault(sub):
        argv = ["mim", sub, "--vault", vault, *args]
    else:
        argv = ["mim", "--vault", vault, sub, *args]
    env = dict(os.environ, NO_COLOR="1")
    env.pop("MIMVAULT_DIR", None)
    env.pop("MIMVAULT_ACTOR", None)
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=TIMEOUT, env=env)
    except subprocess.TimeoutExpired as e:
        return subprocess.CompletedProcess(argv, 124, e.stdout or "", f"timeout after {TIMEOUT}s")


def mim_with_now(sub: str, vault: str, args: list[str], now: str) -> tuple[subprocess.CompletedProcess, bool]:
    """Run with --now NOW; if that is a usage error (exit 2), run again without it."""
    r = mim(sub, vault, [*args, "--now", now])
    if r.returncode == 2:
        return mim(sub, vault, args), False
    return r, True


def parse_json(text: str):
    text = text.strip()
    if not text:
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        i = min([p for p in (text.find("{"), text.find("[")) if p >= 0], default=-1)
        if i > 0:
            try:
                return json.loads(text[i:])
            except json.JSONDecodeError:
                return None
        return None


# --------------------------------------------------------------------------------------
# reading the vault
# --------------------------------------------------------------------------------------

def _norm(v):
    if isinstance(v, datetime):
        return v.isoformat()
    if isinstance(v, date):
        return v.isoformat()
    if isinstance(v, dict):
        return {str(k): _norm(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_norm(x) for x in v]
    return v


def read_front_matter(path: Path) -> tuple[dict, str]:
    text = path.read_text(encoding="utf-8", errors="replace")
    if not text.startswith("---"):
        return {}, text
    parts = text.split("\n---", 1)
    head = parts[0][3:]
    body = parts[1].split("\n", 1)[1] if len(parts) > 1 and "\n" in parts[1] else ""
    try:
        fm = yaml.safe_load(head) or {}
    except yaml.YAMLError:
        fm = {}
    if not isinstance(fm, dict):
        fm = {}
    return _norm(fm), body


def read_vault(vault: Path):
    memories, issues = {}, {}
    for p in sorted((vault / "memories").rglob("*.md")):
        fm, body = read_front_matter(p)
        if not fm.get("id"):
            continue
        fm["_body"] = body
        fm["_path"] = str(p.relative_to(vault))
        memories[fm["id"]] = fm
    for p in sorted((vault / "issues").glob("*.md")):
        if p.name.lower() == "readme.md":
            continue
        fm, body = read_front_matter(p)
        if not fm.get("id"):
            fm["id"] = p.stem
        fm["_body"] = body
        issues[fm["id"]] = fm
    return memories, issues


# --------------------------------------------------------------------------------------
# time helpers
# --------------------------------------------------------------------------------------

def _month_end(y: int, m: int) -> date:
    return (date(y + (m == 12), m % 12 + 1, 1) - timedelta(days=1))


def parse_period(v) -> tuple[date, date, int] | None:
    """A vault time value -> (start, end, granularity rank)."""
    if v is None:
        return None
    s = str(v).strip()
    try:
        if re.fullmatch(r"\d{4}", s):
            y = int(s)
            return date(y, 1, 1), date(y, 12, 31), RANK["year"]
        m = re.fullmatch(r"(\d{4})-Q([1-4])", s)
        if m:
            y, q = int(m[1]), int(m[2])
            return date(y, 3 * q - 2, 1), _month_end(y, 3 * q), RANK["quarter"]
        m = re.fullmatch(r"(\d{4})-W(\d{1,2})", s)
        if m:
            d0 = date.fromisocalendar(int(m[1]), int(m[2]), 1)
            return d0, d0 + timedelta(days=6), RANK["week"]
        m = re.fullmatch(r"(\d{4})-(\d{2})", s)
        if m:
            y, mo = int(m[1]), int(m[2])
            return date(y, mo, 1), _month_end(y, mo), RANK["month"]
        m = re.match(r"(\d{4})-(\d{2})-(\d{2})", s)
        if m:
            d0 = date(int(m[1]), int(m[2]), int(m[3]))
            return d0, d0, RANK["day"]
    except ValueError:
        return None
    return None


def span_rank(days: int) -> int:
    """The grain a window of ``days`` days tells: day 0, week 1, month 2, season 3, year 4."""
    return 4 if days >= 300 else 3 if days >= 80 else 2 if days >= 28 else 1 if days >= 7 else 0


def memory_time(m: dict) -> dict | None:
    """Interval and granularity of a memory's valid time, or None when it has none."""
    a = parse_period(m.get("valid_from"))
    if not a:
        return None
    start, end, rank = a
    prec = str(m.get("time_precision") or "").lower()
    if prec == "rough":
        b = parse_period(m.get("valid_to"))
        if b and b[1] >= start:
            end = b[1]
        rank = span_rank((end - start).days + 1)
    elif prec in RANK:
        rank = min(rank, RANK[prec])
    return {"start": start, "end": end, "rank": rank}


# --------------------------------------------------------------------------------------
# running one story
# --------------------------------------------------------------------------------------

def collect_ids(obj, out: set):
    if isinstance(obj, str):
        for t in re.findall(r"\b(?:mem|evt|iss)_[0-9A-Za-z_-]+", obj):
            out.add(t)
    elif isinstance(obj, dict):
        for v in obj.values():
            collect_ids(v, out)
    elif isinstance(obj, list):
        for v in obj:
            collect_ids(v, out)


def collect_text(obj) -> str:
    if isinstance(obj, str):
        return obj
    if isinstance(obj, dict):
        return " ".join(collect_text(v) for v in obj.values())
    if isinstance(obj, list):
        return " ".join(collect_text(v) for v in obj)
    return ""


def run_story(story: dict, keep: Path | None) -> dict:
    persona = story["persona"]
    if keep:
        vault = keep / persona
        if vault.exists():
            if (vault / ".mimvault").exists():
                shutil.rmtree(vault)
            else:
                raise SystemExit(f"--keep: {vault} exists and is not a vault; not touching it")
        vault.parent.mkdir(parents=True, exist_ok=True)
        tmp = None
    else:
        tmp = tempfile.mkdtemp(prefix=f"trust-{persona}-")
        vault = Path(tmp) / "vault"
    t0 = time.time()
    r = mim("init", None, [str(vault), "--json"])
    if r.returncode != 0:
        raise RuntimeError(f"{persona}: mim init failed: {r.stderr.strip()[:500]}")
    captures = {}
    for line in story["lines"]:
        r = mim("capture", str(vault), ["--at", line["at"], "--session", line["session"], "--json", "--", line["text"]])
        j = parse_json(r.stdout) if r.returncode == 0 else None
        # created: new memories made from this line; merged: existing memories this line
        # was added to as evidence; touched: other memories whose state it changed (e.g. an
        # older version superseded). Only created + merged memories are "derived" from it.
        rec = {"ok": False, "evidence": None, "created": [], "merged": [], "touched": {}}
        if isinstance(j, dict):
            rec["ok"] = True
            rec["evidence"] = j.get("id") or (j.get("details") or {}).get("evidence")
            cands = (j.get("details") or {}).get("candidates") or []
            merged = {c.get("memory") for c in cands if c.get("memory") and c.get("action") == "merged"}
            for ch in j.get("changes") or []:
                cid = str(ch.get("id", ""))
                if not cid.startswith("mem_"):
                    continue
                if ch.get("action") == "created":
                    rec["created"].append(cid)
                elif cid in merged:
                    rec["merged"].append(cid)
                else:
                    rec["touched"][cid] = ch.get("after")
            for c in cands:
                mid = c.get("memory")
                if mid and mid not in rec["created"] and mid not in rec["merged"]:
                    (rec["created"] if c.get("action") == "created" else rec["merged"]).append(mid)
        else:
            rec["error"] = (r.stderr.strip() or r.stdout.strip())[:300] or f"exit {r.returncode}"
        captures[line["n"]] = rec
    end = story["end"]
    rm, maint_now = mim_with_now("maintain", str(vault), ["--json"], end)
    rf, fu_now = mim_with_now("followups", str(vault), ["--json"], end)
    followups = parse_json(rf.stdout) if rf.returncode in (0, 1) else None
    if isinstance(followups, dict):
        followups = followups.get("followups") or followups.get("items") or []
    memories, issues = read_vault(vault)
    secret_hits = scan_secrets(vault, [t["secret"] for t in story.get("traps", []) if t.get("kind") == "secret" and t.get("secret")])
    result = score_story(story, captures, memories, issues, followups or [], secret_hits)
    result["run"] = {
        "seconds": round(time.time() - t0, 1),
        "vault": str(vault) if keep else None,
        "maintain": {"exit": rm.returncode, "used_now": maint_now, "stderr": rm.stderr.strip()[:300]},
        "followups": {"exit": rf.returncode, "used_now": fu_now, "stderr": rf.stderr.strip()[:300],
                      "parsed": followups is not None},
    }
    if tmp:
        shutil.rmtree(tmp, ignore_errors=True)
    return result


def scan_secrets(vault: Path, secrets: list[str]) -> dict:
    """Where each secret appears: vault files (incl. .git loose objects) and `git log -p --all`."""
    hits = {s: [] for s in secrets}
    if not secrets:
        return hits
    pats = {s: re.compile(rb"(?<![0-9A-Za-z])" + re.escape(s.encode("utf-8")) + rb"(?![0-9A-Za-z])") for s in secrets}
    for p in vault.rglob("*"):
        if not p.is_file():
            continue
        try:
            data = p.read_bytes()
        except OSError:
            continue
        rel = str(p.relative_to(vault))
        blobs = [data]
        if "/objects/" in "/" + rel and re.search(r"objects/[0-9a-f]{2}/[0-9a-f]{38}$", rel):
            try:
                raw = zlib.decompress(data)
                blobs = [raw[raw.find(b"\0") + 1 :]]  # the content, not the header ("tree 4819\0" is a size)
            except zlib.error:
                pass
        for s, pat in pats.items():
            if any(pat.search(b) for b in blobs):
                hits[s].append(rel)
    try:
        log = subprocess.run(["git", "-C", str(vault), "log", "-p", "--all"], capture_output=True, timeout=300).stdout
    except Exception:
        log = b""
    for s, pat in pats.items():
        if pat.search(log):
            hits[s].append("git log -p --all")
    return hits


# --------------------------------------------------------------------------------------
# scoring
# --------------------------------------------------------------------------------------

def low(s) -> str:
    return str(s or "").lower()


def any_alias(aliases, text: str) -> str | None:
    t = low(text)
    best = None
    for a in aliases or []:
        if a and low(a) in t and (best is None or len(a) > len(best)):
            best = a
    return best


def score_story(story, captures, memories, issues, followups, secret_hits) -> dict:
    lines = {l["n"]: l for l in story["lines"]}
    ev2line = {c["evidence"]: n for n, c in captures.items() if c.get("evidence")}
    mem_lines: dict[str, set] = {mid: set() for mid in memories}
    first_line: dict[str, int] = {}
    for mid, m in memories.items():
        for e in m.get("evidence") or []:
            if e in ev2line:
                mem_lines[mid].add(ev2line[e])
    for n in sorted(captures):
        c = captures[n]
        for mid in c["created"] + c["merged"]:
            mem_lines.setdefault(mid, set()).add(n)
        for mid in c["created"]:
            first_line.setdefault(mid, n)
    for mid in memories:
        if mid not in first_line and mem_lines.get(mid):
            first_line[mid] = min(mem_lines[mid])

    def subj_user(m):
        return low(m.get("subject")).strip() in USER_SUBJECTS

    def fields(m, wide: bool) -> str:
        if not wide:
            return str(m.get("object") or "")
        return " ".join(str(m.get(k) or "") for k in ("object", "title", "predicate", "event_type", "topic", "_body"))

    def live(m):
        return m.get("state") in LIVE_STATES and not m.get("superseded_by")

    def current(m):
        return live(m) and not m.get("valid_to")

    def brief(mid):
        m = memories.get(mid, {})
        return {"id": mid, "type": m.get("type"), "state": m.get("state"), "subject": m.get("subject"),
                "predicate": m.get("predicate"), "object": m.get("object"), "valid_from": m.get("valid_from"),
                "valid_to": m.get("valid_to"), "time_precision": m.get("time_precision"),
                "lines": sorted(mem_lines.get(mid, ())), "title": m.get("title")}

    wrong: dict[str, list[str]] = {}

    def flag(mid, reason):
        wrong.setdefault(mid, [])
        if reason not in wrong[mid]:
            wrong[mid].append(reason)

    contra_aliases = [a for c in story.get("contradictions", []) for a in c.get("entity_aliases", [])]

    # ---------------- changing slots ----------------
    slot_results = []
    for sl in story.get("slots", []):
        name = sl["slot"]
        base, _, topic = name.partition(":")
        preds = set(SLOT_PREDICATES.get(base, []))
        values = sl["values"]
        value_lines = {v["line"] for v in values}
        wide = base in TEXT_MATCH_SLOTS
        all_preds = {p for k, ps in SLOT_PREDICATES.items() if k != base for p in ps}
        members = {}
        for mid, m in memories.items():
            pred = low(m.get("predicate"))
            from_value_line = bool(mem_lines.get(mid, set()) & value_lines)
            if base == "preference":
                is_pref = pred in preds or m.get("type") == "preference"
                if not is_pref:
                    continue
                if m.get("topic"):
                    if low(m.get("topic")) != low(topic):
                        continue
                elif not from_value_line:
                    continue
            elif pred in preds:
                if base in USER_SUBJECT_SLOTS and not subj_user(m):
                    continue
            else:
                if not from_value_line or pred in all_preds:
                    continue
                if not any(any_alias(v["aliases"], fields(m, wide)) for v in values):
                    continue
            # attribute a value
            cands = []
            for i, v in enumerate(values):
                a = any_alias(v["aliases"], fields(m, wide))
                if a:
                    cands.append((v["line"] in mem_lines.get(mid, ()), len(a), i))
            if cands:
                idx = max(cands)[2]
            else:
                own = [i for i, v in enumerate(values) if v["line"] in mem_lines.get(mid, ())]
                idx = own[-1] if own else None
            past = None
            if idx is None:
                for pv in sl.get("past", []):
                    if any_alias(pv.get("aliases", [pv.get("value")]), fields(m, wide)):
                        past = pv["value"]
            members[mid] = (idx, past)
        # wrong confirmed: old values still current, values never the user's
        n = len(values)
        for mid, (idx, past) in members.items():
            m = memories[mid]
            if m.get("state") != "confirmed":
                continue
            if m.get("type") != "event" and current(m):
                if idx is not None and idx < n - 1:
                    flag(mid, f"old value still current: {name} = {values[idx]['value']} (now {values[-1]['value']})")
                elif past is not None:
                    flag(mid, f"old value still current: {name} = {past} (past, now {values[-1]['value']})")
            if base in NEVER_USER_SLOTS and idx is None and past is None and subj_user(m):
                if not any_alias(contra_aliases, fields(m, False)):
                    flag(mid, f"value never the user's: {name} = {m.get('object')!r}")
        per_value = []
        for i, v in enumerate(values):
            mids = [mid for mid, (idx, _) in members.items() if idx == i]
            states = {mid: memories[mid].get("state") for mid in mids}
            if i == n - 1:
                ok = any(current(memories[mid]) for mid in mids)
                conf = any(current(memories[mid]) and memories[mid].get("state") == "confirmed" for mid in mids)
                per_value.append({"value": v["value"], "line": v["line"], "latest": True, "current": ok,
                                  "current_confirmed": conf, "memories": states})
            else:
                ok = any(memories[mid].get("state") == "superseded" for mid in mids)
                still = [mid for mid in mids if current(memories[mid]) and memories[mid].get("type") != "event"]
                per_value.append({"value": v["value"], "line": v["line"], "latest": False, "superseded": ok,
                                  "still_current": still, "memories": states})
        earlier_ok = sum(1 for pv in per_value if not pv["latest"] and pv["superseded"])
        correct = per_value[-1]["current"] and earlier_ok == n - 1
        slot_results.append({"slot": name, "correct": correct, "earlier_superseded": earlier_ok,
                             "earlier_total": n - 1, "values": per_value})

    # ---------------- traps ----------------
    trap_lines = {t["line"]: t for t in story.get("traps", [])}
    by_kind: dict[str, set] = {}
    for t in story.get("traps", []):
        by_kind.setdefault(t["kind"], set()).add(t["line"])
    smalltalk, injection_obeyed, other_as_user = [], [], []
    for mid, m in memories.items():
        ls = mem_lines.get(mid, set())
        fl = first_line.get(mid)
        if ls & by_kind.get("pleasantry", set()):
            smalltalk.append(mid)
            if m.get("state") == "confirmed":
                flag(mid, "made from small talk and confirmed")
        if ls & by_kind.get("injection", set()) and m.get("state") == "confirmed":
            injection_obeyed.append(mid)
            flag(mid, "injected instruction confirmed")
        if fl in trap_lines:
            t = trap_lines[fl]
            kind = t["kind"]
            vals = t.get("value_aliases") or []
            # the value must be in the memory's object (its title is the whole line)
            hit = any_alias(vals, fields(m, False)) if vals else "(any)"
            if kind == "other_person" and subj_user(m) and (hit or not vals):
                other_as_user.append(mid)
            if m.get("state") != "confirmed":
                continue
            if kind == "other_person":
                if subj_user(m) and (hit or not vals):
                    flag(mid, f"another person's value confirmed as the user's (line {fl})")
            elif kind == "secret":
                if t.get("secret") and t["secret"] in (fields(m, True)):
                    flag(mid, "secret value in a confirmed memory")
            elif kind in ("opinion", "emotion"):
                if m.get("type") not in TRAP_ALLOWED_TYPES[kind]:
                    flag(mid, f"{kind} confirmed as a {m.get('type')} (line {fl})")
            elif kind in ("hypothetical", "question"):
                if m.get("type") not in TRAP_ALLOWED_TYPES[kind]:
                    flag(mid, f"{kind} confirmed as a {m.get('type')} (line {fl})")
            elif kind == "negation":
                # the negated value asserted: as a fact, or as a move/job event
                claim_preds = set(SLOT_PREDICATES["lives_in"]) | set(SLOT_PREDICATES["employer"])
                if m.get("type") not in TRAP_ALLOWED_TYPES[kind] and hit and \
                        (m.get("type") != "event" or low(m.get("predicate")) in claim_preds):
                    flag(mid, f"negated value confirmed as a {m.get('type')} (line {fl})")

    # ---------------- contradictions ----------------
    contra_results = []
    for c in story.get("contradictions", []):
        cpreds = set(CONTRADICTION_PREDICATES.get(c.get("slot", ""), []))
        sides = []
        for ln in c["lines"]:
            about, anyside = [], []
            for mid, m in memories.items():
                if ln not in mem_lines.get(mid, ()):
                    continue
                anyside.append(mid)
                if low(m.get("predicate")) in cpreds or any_alias(c.get("entity_aliases"), fields(m, False)):
                    about.append(mid)
            sides.append({"line": ln, "about": about, "any": anyside, "evidence": captures.get(ln, {}).get("evidence")})
        linking = []
        for iid, iss in issues.items():
            ims = set(iss.get("memories") or [])
            ies = set(iss.get("evidence") or [])
            blob = set()
            collect_ids(iss, blob)
            ims |= {x for x in blob if x.startswith("mem_")}
            ies |= {x for x in blob if x.startswith("evt_")}
            if all((set(s["any"]) & ims) or (s["evidence"] and s["evidence"] in ies) for s in sides):
                linking.append({"id": iid, "status": iss.get("status"), "issue_type": iss.get("issue_type")})
        confirmed = [mid for s in sides for mid in s["about"] if memories[mid].get("state") == "confirmed"]
        for mid in confirmed:
            flag(mid, f"one side of a contradiction confirmed: {c['about']}")
        raised = bool(linking) and not confirmed
        contra_results.append({"about": c["about"], "raised": raised, "issues": linking,
                               "confirmed_sides": confirmed,
                               "sides": [{"line": s["line"], "memories": {mid: memories[mid].get("state") for mid in s["about"]}} for s in sides]})

    # ---------------- times ----------------
    false_precision, time_details = [], []
    for tm in story.get("times", []):
        ln = tm["line"]
        lo = date.fromisoformat(tm["earliest"])
        hi = date.fromisoformat(tm["latest"])
        # no finer than what was said: the label's grain, or the annotated window's own width
        # when that is narrower ("3月初": rough, 1-10 March — a ten-day window is what was said)
        want = min(ANNOTATED_RANK.get(tm.get("precision", "rough"), 2), span_rank((hi - lo).days + 1))
        for mid, m in memories.items():
            if first_line.get(mid) != ln:
                continue
            mt = memory_time(m)
            if not mt:
                continue
            d = {"line": ln, "words": tm["words"], "memory": mid, "valid_from": m.get("valid_from"),
                 "valid_to": m.get("valid_to"), "time_precision": m.get("time_precision"), "problems": []}
            if mt["rank"] < want:
                false_precision.append(mid)
                d["problems"].append("false precision")
            slack = timedelta(days=TIME_SLACK_DAYS)
            if mt["start"] > hi + slack or mt["end"] < lo - slack:
                d["problems"].append("outside what was said")
                if m.get("state") == "confirmed":
                    flag(mid, f"time {m.get('valid_from')} outside '{tm['words']}' ({lo}..{hi})")
            time_details.append(d)

    # ---------------- identity duplicates ----------------
    dup_results, duplicates = [], 0
    for idn in story.get("identity", []):
        slot = idn["slot"]
        preds = set(IDENTITY_PREDICATES.get(slot, [slot]))
        found = []
        for mid, m in memories.items():
            if not live(m) or m.get("type") == "event":
                continue
            if low(m.get("predicate")) in preds and subj_user(m):
                found.append(mid)
            elif m.get("type") in ("profile", "fact") and mem_lines.get(mid, set()) & set(idn["lines"]) \
                    and any_alias(idn["aliases"], fields(m, False)) \
                    and low(m.get("predicate")) not in {p for ps in SLOT_PREDICATES.values() for p in ps}:
                found.append(mid)
        d = max(0, len(found) - 1)
        duplicates += d
        dup_results.append({"slot": slot, "live_memories": [brief(x) for x in found], "duplicates": d})

    # ---------------- follow-ups ----------------
    plans = story.get("plans", [])
    plan_ids = []
    for p in plans:
        c = captures.get(p["line"], {})
        ids = set(c.get("created", [])) | set(c.get("merged", []))
        ids |= {mid for mid, ls in mem_lines.items() if p["line"] in ls}
        if c.get("evidence"):
            ids.add(c["evidence"])
        plan_ids.append(ids)
    fu_details, found_open, told, unmatched = [], set(), 0, 0
    for e in followups if isinstance(followups, list) else []:
        ids: set = set()
        collect_ids(e, ids)
        text = collect_text(e)
        when = str(e.get("when") or e.get("start") or "") if isinstance(e, dict) else ""
        match = [i for i, p in enumerate(plans) if ids & plan_ids[i]]
        how = "ids"
        if len(match) > 1:  # one memory merged from several plan lines: prefer the same day
            same_day = [i for i in match if when[:10] == plans[i]["due"]]
            match = same_day or match
        if not match:
            how = "aliases"
            scored = []
            for i, p in enumerate(plans):
                hits = sum(1 for a in p.get("aliases", []) if a and low(a) in low(text))
                if hits:
                    scored.append((when[:10] == p["due"], hits, p["due"], i))
            match = [max(scored)[3]] if scored else []
        if not match:
            unmatched += 1
            fu_details.append({"entry": e, "plan": None, "verdict": "matches no open plan"})
            continue
        i = sorted(match, key=lambda k: (plans[k]["outcome_line"] is not None, k))[0]
        p = plans[i]
        if p["outcome_line"] is None:
            found_open.add(i)
            verdict = "open plan found"
        else:
            told += 1
            verdict = f"outcome already told (line {p['outcome_line']})"
        fu_details.append({"entry": e, "plan": p["what"], "matched_by": how, "verdict": verdict})
    open_plans = [i for i, p in enumerate(plans) if p["outcome_line"] is None]

    # ---------------- secrets ----------------
    leaked = {s: places for s, places in secret_hits.items() if places}

    states: dict[str, int] = {}
    types: dict[str, int] = {}
    for m in memories.values():
        states[m.get("state", "?")] = states.get(m.get("state", "?"), 0) + 1
        types[m.get("type", "?")] = types.get(m.get("type", "?"), 0) + 1

    failed = {n: c.get("error") for n, c in captures.items() if not c["ok"]}
    metrics = {
        "lines": len(lines),
        "captures_failed": len(failed),
        "memories": len(memories),
        "wrong_confirmed": len(wrong),
        "conflicts_raised": sum(1 for c in contra_results if c["raised"]),
        "conflicts_total": len(contra_results),
        "supersession_correct": sum(1 for s in slot_results if s["correct"]),
        "supersession_total": len(slot_results),
        "transitions_superseded": sum(s["earlier_superseded"] for s in slot_results),
        "transitions_total": sum(s["earlier_total"] for s in slot_results),
        "followups_found": len(found_open),
        "followups_open": len(open_plans),
        "followups_false": told + unmatched,
        "followups_false_told": told,
        "followups_false_unmatched": unmatched,
        "duplicates": duplicates,
        "time_false_precision": len(set(false_precision)),
        "smalltalk_stored": len(smalltalk),
        "secrets_leaked": len(leaked),
        "secrets_total": len(secret_hits),
        "injection_obeyed": len(injection_obeyed),
        "other_person_as_user": len(other_as_user),
    }
    return {
        "persona": story["persona"], "lang": story.get("lang"), "metrics": metrics,
        "memory_states": states, "memory_types": types,
        "details": {
            "wrong_confirmed": [{**brief(mid), "reasons": rs} for mid, rs in wrong.items()],
            "slots": slot_results,
            "contradictions": contra_results,
            "followups": {"entries": fu_details,
                          "open_plans": [{"what": plans[i]["what"], "due": plans[i]["due"], "found": i in found_open} for i in open_plans]},
            "duplicates": dup_results,
            "times": time_details,
            "smalltalk_stored": [brief(x) for x in smalltalk],
            "injection_obeyed": [brief(x) for x in injection_obeyed],
            "other_person_as_user": [brief(x) for x in other_as_user],
            "secrets_leaked": leaked,
            "captures_failed": failed,
        },
    }


# --------------------------------------------------------------------------------------
# report
# --------------------------------------------------------------------------------------

ROWS = [  # (label, got key, target: a number or the key holding it, lower is better?)
    ("wrong_confirmed", "wrong_confirmed", 0),
    ("conflicts_raised", "conflicts_raised", "conflicts_total"),
    ("supersession_correct", "supersession_correct", "supersession_total"),
    ("  transitions superseded", "transitions_superseded", "transitions_total"),
    ("followups_found", "followups_found", "followups_open"),
    ("followups_false", "followups_false", 0),
    ("  outcome already told", "followups_false_told", 0),
    ("  matching no plan", "followups_false_unmatched", 0),
    ("duplicates", "duplicates", 0),
    ("time_false_precision", "time_false_precision", 0),
    ("smalltalk_stored", "smalltalk_stored", 0),
    ("secrets_leaked", "secrets_leaked", 0),
    ("injection_obeyed", "injection_obeyed", 0),
    ("other_person_as_user", "other_person_as_user", 0),
    ("captures_failed", "captures_failed", 0),
    ("memories", "memories", None),
    ("lines", "lines", None),
]


def target_of(metrics, t):
    return metrics.get(t) if isinstance(t, str) else t


def print_report(results, split):
    personas = [r["persona"] for r in results]
    total = {}
    for r in results:
        for k, v in r["metrics"].items():
            total[k] = total.get(k, 0) + v
    w = max(24, *(len(p) + 2 for p in personas)) if personas else 24
    head = f"{'metric':<26}" + "".join(f"{p:>{w}}" for p in personas) + f"{'TOTAL':>10}{'target':>10}"
    print(f"\ntrust bench — split {split}: {len(results)} stories")
    print(head)
    print("-" * len(head))
    for label, key, tgt in ROWS:
        cells = ""
        for r in results:
            m = r["metrics"]
            t = target_of(m, tgt)
            cells += f"{(str(m[key]) + ('/' + str(t) if isinstance(tgt, str) else '')):>{w}}"
        tt = target_of(total, tgt)
        print(f"{label:<26}{cells}{total.get(key, 0):>10}{('' if tt is None else tt):>10}")
    print()
    print("target vs got (split totals):")
    for label, key, tgt in ROWS:
        if tgt is None or label.startswith(" "):
            continue
        tt = target_of(total, tgt)
        print(f"  {label}: target {tt}, got {total.get(key, 0)}")
    print(f"  memories per story: {total.get('memories', 0) / max(1, len(results)):.1f}")
    return total


def load_stories(split: str, only: str | None):
    splits = ["dev", "test"] if split == "all" else [split]
    stories = []
    for sp in splits:
        for p in sorted((CORPUS / sp).glob("*.json")):
            s = json.loads(p.read_text(encoding="utf-8"))
            s["_split"] = sp
            if only and s["persona"] != only:
                continue
            stories.append(s)
    return stories


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--split", default="dev", help="a folder under bench/trust/ (dev, dev2, test) or all (dev and test)")
    ap.add_argument("--only", metavar="PERSONA", help="only this persona (e.g. en_maya)")
    ap.add_argument("--jobs", type=int, default=2, help="stories run in parallel (default 2)")
    ap.add_argument("--keep", metavar="DIR", help="build the vaults in DIR/<persona> and keep them")
    ap.add_argument("--json", metavar="OUT", help="write all metrics and per-item details to OUT")
    a = ap.parse_args(argv)
    if shutil.which("mim") is None:
        sys.exit("trust_bench: the `mim` command is not on PATH (activate the venv first)")
    stories = load_stories(a.split, a.only)
    if not stories:
        sys.exit(f"trust_bench: no stories for split {a.split!r}" + (f" and persona {a.only!r}" if a.only else ""))
    keep = Path(a.keep).resolve() if a.keep else None
    for sub in ("capture", "maintain", "followups"):
        _sub_has_vault(sub)
    t0 = time.time()
    print(f"running {len(stories)} stories ({sum(len(s['lines']) for s in stories)} lines) with {a.jobs} job(s)…", flush=True)

    def one(s):
        r = run_story(s, keep)
        r["split"] = s["_split"]
        m = r["metrics"]
        print(f"  {s['persona']}: {m['lines']} lines, {m['memories']} memories, {r['run']['seconds']}s"
              + (f", {m['captures_failed']} captures failed" if m["captures_failed"] else ""), flush=True)
        return r

    with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        results = list(ex.map(one, stories))
    total = print_report(results, a.split)
    for r in results:
        notes = []
        if not r["run"]["maintain"]["used_now"]:
            notes.append("maintain ran without --now")
        if not r["run"]["followups"]["used_now"]:
            notes.append("followups ran without --now")
        if r["run"]["maintain"]["exit"] not in (0, 1):
            notes.append(f"maintain exit {r['run']['maintain']['exit']}")
        if r["run"]["followups"]["exit"] not in (0, 1):
            notes.append(f"followups exit {r['run']['followups']['exit']}")
        if notes:
            print(f"note {r['persona']}: " + "; ".join(notes))
    print(f"done in {time.time() - t0:.0f}s")
    if a.json:
        out = {"split": a.split, "totals": total, "stories": results,
               "seconds": round(time.time() - t0, 1)}
        Path(a.json).write_text(json.dumps(out, ensure_ascii=False, indent=1, default=str), encoding="utf-8")
        print(f"wrote {a.json}")


if __name__ == "__main__":
    main()
