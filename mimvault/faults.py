"""Fault injection for crash tests: die at a named point, as if killed.

``MIMVAULT_FAULT=<point>`` makes the process SIGKILL itself when it reaches that point,
so tests can prove that a kill anywhere in an operation leaves no half-written file and
no partial commit. Unset (always, in real use), it costs one dictionary look-up.
"""

from __future__ import annotations

import os
import signal


def fault_point(name: str) -> None:
    if os.environ.get("MIMVAULT_FAULT") == name:
        os.kill(os.getpid(), signal.SIGKILL)
