"""Commands start fast: a search or a context never loads what it does not use — the time
parser's rule tables, numpy (no model), GitPython, the extractors (issue: speed of thought)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

_PROBE = """
import json, sys
from mimvault.cli import cli
try:
    cli.main(sys.argv[1:], standalone_mode=False)
except SystemExit:
    pass
heavy = ("mimvault.timeparse._english", "mimvault.timeparse._chinese", "numpy", "git",
         "mimvault.interpretation.rules", "mimvault.capture.importers")
print(json.dumps([m for m in heavy if m in sys.modules]), file=sys.stderr)
"""


@pytest.mark.parametrize("command", [["search", "tokyo"], ["context", "plan another trip to Tokyo"]])
def test_reading_commands_load_no_time_parser_numpy_git_or_extractor(vault, command):
    vault.remember("I went to Tokyo in May with my sister", type="event")
    vault.search("tokyo")  # the index exists, as it does from the second command on
    done = subprocess.run([sys.executable, "-c", _PROBE, "--vault", str(vault.root), *command],
                          capture_output=True, text=True)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Tokyo" in done.stdout  # it did answer
    assert json.loads(done.stderr.strip().splitlines()[-1]) == []
