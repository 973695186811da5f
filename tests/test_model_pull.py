"""`mim model pull` against a real local HTTP server that serves a tiny model2vec model
in the Hugging Face Hub's file layout (``HF_ENDPOINT``): the real huggingface_hub client,
the real cache, verification, the vault's config, and search by meaning afterwards."""

from __future__ import annotations

import hashlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from conftest import git, run_mim
from test_search import build_tiny_model

COMMIT = "0123456789abcdef0123456789abcdef01234567"


class LocalHub:
    """``/{owner}/{model}/resolve/{revision}/{file}`` as the Hub answers it: the commit
    in X-Repo-Commit, the file's digest in ETag (sha256 for the large file, the Git blob
    hash for small ones), 401 with RepoNotFound for a model it does not have."""

    def __init__(self, models: dict[str, Path]):
        self.models = models
        self.tamper: set[str] = set()  # files served with other bytes than their digest says
        self.requests: list[tuple[str, str]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_HEAD(self):
                self._answer(body=False)

            def do_GET(self):
                self._answer(body=True)

            def _answer(self, body: bool):
                outer.requests.append((self.command, self.path))
                parts = self.path.split("?")[0].strip("/").split("/")
                repo = "/".join(parts[:2])
                if len(parts) < 5 or parts[2] != "resolve" or repo not in outer.models:
                    return self._error(401, "RepoNotFound")
                if parts[3] not in ("main", COMMIT):
                    return self._error(404, "RevisionNotFound")
                file = outer.models[repo] / "/".join(parts[4:])
                if not file.is_file():
                    return self._error(404, "EntryNotFound")
                data = file.read_bytes()
                if file.suffix == ".safetensors":
                    etag = hashlib.sha256(data).hexdigest()
                else:
                    etag = hashlib.sha1(f"blob {len(data)}\0".encode() + data).hexdigest()  # noqa: S324
                if file.name in outer.tamper:
                    data = data[:-1] + bytes([data[-1] ^ 1])
                self.send_response(200)
                self.send_header("X-Repo-Commit", COMMIT)
                self.send_header("ETag", f'"{etag}"')
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                if body:
                    self.wfile.write(data)

            def _error(self, status: int, code: str):
                self.send_response(status)
                self.send_header("X-Error-Code", code)
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def hub(tmp_path_factory):
    model = build_tiny_model(tmp_path_factory.mktemp("served") / "tiny-m2v")
    server = LocalHub({"minishlab/potion-multilingual-128M": model, "someone/tiny-m2v": model})
    yield server
    server.close()


@pytest.fixture
def home(tmp_path):
    """A vault and this machine's Hugging Face cache, with the Hub at the local server."""
    root = tmp_path / "vault"
    run_mim("init", str(root))
    return root


def pull_env(hub: LocalHub, hf_home: Path) -> dict:
    return {"HF_ENDPOINT": hub.url, "HF_HOME": str(hf_home), "HF_HUB_OFFLINE": "0", "HF_HUB_DISABLE_TELEMETRY": "1"}


def test_pull_downloads_verifies_and_search_then_works_by_meaning(hub, home, tmp_path):
    env = pull_env(hub, tmp_path / "hf")
    run_mim("--vault", str(home), "remember", "I have two children", "--type", "fact", env=env)
    assert json.loads(run_mim("--vault", str(home), "search", "kids", "--json", env=env).stdout)["hits"] == []

    done = run_mim("--vault", str(home), "model", "pull", "--json", env=env)
    result = json.loads(done.stdout)
    assert result["name"] == "minishlab/potion-multilingual-128M" and result["revision"] == COMMIT
    assert result["verified"] == {"config.json": "git blob sha1", "model.safetensors": "sha256",
                                  "tokenizer.json": "git blob sha1"}  # fmt: skip
    assert result["dims"] == 16 and Path(result["path"]).is_relative_to(tmp_path / "hf")
    assert {path.split("/")[-1] for _, path in hub.requests} == {"config.json", "model.safetensors", "tokenizer.json"}
    # the vault names the model, not this machine's path to it, and the change is a commit
    assert "model: minishlab/potion-multilingual-128M" in (home / ".mimvault" / "config.yaml").read_text()
    assert "search.model" in git(home, "log", "-1", "--format=%s")

    shown = json.loads(run_mim("--vault", str(home), "model", "show", "--json", env=env).stdout)
    assert shown["source"] == "config" and shown["path"] == result["path"]
    hits = json.loads(run_mim("--vault", str(home), "search", "kids", "--json", env=env).stdout)
    assert [h["title"] for h in hits["hits"] if h["kind"] == "memory"] == ["I have two children"]  # no word in common


def test_a_file_that_fails_its_digest_is_removed_and_nothing_changes(hub, home, tmp_path):
    env = pull_env(hub, tmp_path / "hf")
    hub.tamper.add("model.safetensors")
    before = git(home, "rev-parse", "HEAD")
    done = run_mim("--vault", str(home), "model", "pull", env=env, check=False)
    assert done.returncode == 1 and len(done.stderr.strip().splitlines()) == 1
    assert "model.safetensors" in done.stderr and "sha256" in done.stderr and "Traceback" not in done.stderr
    assert git(home, "rev-parse", "HEAD") == before
    assert not list((tmp_path / "hf").rglob("model.safetensors"))  # no broken model left to be found later
    shown = json.loads(run_mim("--vault", str(home), "model", "show", "--json", env=env).stdout)
    assert shown["path"] is None and "mim model pull" in shown["notice"]

    hub.tamper.clear()  # the next try succeeds
    assert run_mim("--vault", str(home), "model", "pull", "--json", env=env).returncode == 0


def test_an_unknown_model_or_a_non_hub_name_is_one_clear_line(hub, home, tmp_path):
    env = pull_env(hub, tmp_path / "hf")
    before = git(home, "rev-parse", "HEAD")
    for args, expected in ((["nobody/none"], "no such model"), (["../etc"], "NAME"),
                           (["someone/tiny-m2v", "--revision", "v9"], "--revision")):  # fmt: skip
        done = run_mim("--vault", str(home), "model", "pull", *args, env=env, check=False)
        assert done.returncode == 1 and expected in done.stderr and "Traceback" not in done.stderr, done.stderr
        assert len(done.stderr.strip().splitlines()) == 1
    assert git(home, "rev-parse", "HEAD") == before


def test_another_device_is_told_to_pull_the_model_its_vault_names(hub, home, tmp_path):
    run_mim("--vault", str(home), "model", "pull", "someone/tiny-m2v", env=pull_env(hub, tmp_path / "hf"))
    other_machine = {"HF_HOME": str(tmp_path / "elsewhere"), "HF_HUB_OFFLINE": "1"}
    shown = json.loads(run_mim("--vault", str(home), "model", "show", "--json", env=other_machine).stdout)
    assert shown["path"] is None and "mim model pull someone/tiny-m2v" in shown["notice"]
    doctor = run_mim("--vault", str(home), "doctor", env=other_machine, check=False)
    assert "mim model pull someone/tiny-m2v" in doctor.stdout + doctor.stderr
    hits = json.loads(run_mim("--vault", str(home), "search", "anything", "--json", env=other_machine).stdout)
    assert hits["hits"] == []  # words only, and no download was attempted (offline)


def test_a_new_vault_says_how_to_search_by_meaning(tmp_path):
    done = run_mim("init", str(tmp_path / "fresh"))
    assert "mim model pull" in done.stdout + done.stderr
