"""What a detector reports: a kind and a span — never the secret's text."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Finding:
    """A secret's kind and position in a text. It holds offsets, never the value, so
    printing, logging or raising one cannot leak what it points at."""

    kind: str
    start: int
    end: int
    confidence: float

    def line(self, text: str) -> int:
        """1-based line of the finding in ``text``."""
        return text.count("\n", 0, self.start) + 1

    def to_json(self) -> dict:
        return {"kind": self.kind, "start": self.start, "end": self.end, "confidence": round(self.confidence, 2)}
