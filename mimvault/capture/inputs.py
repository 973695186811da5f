"""Inputs as they come in: decoded (UTF-8, else GB18030), made encodable, checked (empty,
binary, too large: one line, nothing written)."""

from __future__ import annotations

import re

from .. import pattern_cache
from ..errors import InvalidValueError

MAX_CAPTURE_BYTES = 1_000_000  # larger inputs are files: `mim import` cuts them into entries
# Turns from these roles are the assistant's words, not the person's: not evidence.
MACHINE_ROLES = {"assistant", "system", "tool", "function", "model", "ai", "bot"}


def decode_input(data: bytes, name: str = "standard input") -> str:
    """Bytes a user typed or piped in, as text: UTF-8, else GB18030; binary is refused."""
    if b"\0" in data:
        raise InvalidValueError(f"{name}: binary data (it holds NUL bytes), not text")
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise InvalidValueError(f"{name}: not UTF-8 or GB18030 text")


_LONE_SURROGATE = pattern_cache.compile("[\ud800-\udfff]")
# A terminal's formatting (colours, cursor moves, window titles): ESC [ … final byte, ESC ] … BEL or ESC \
# (not the 8-bit CSI, U+009B: in UTF-8 text no terminal reads it so, and the letter after it may be a word's —
# it is shown as its picture with the other controls)
_TERMINAL_SEQUENCE = pattern_cache.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]")
# Every other control character but tab and line breaks (C0, DEL, C1).
_CONTROL = pattern_cache.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def encodable(text: str) -> str:
    """``text`` as mimvault stores and shows it: each lone surrogate (what a ``"\\ud800"``
    JSON escape or an undecodable command-line byte becomes) replaced by U+FFFD, so that it
    can be written as UTF-8; a terminal's formatting sequences (colours pasted from a
    console) removed, as they are no words; every other control character shown as its
    picture (BEL as "␇", ESC as "␛"), so nothing rings, moves the cursor or hides text in
    a title, an object or a terminal, and nothing said is dropped."""
    if text.isascii() and text.isprintable():
        return text
    text = _LONE_SURROGATE.sub("\ufffd", text)
    if _CONTROL.search(text):
        text = _TERMINAL_SEQUENCE.sub("", text)
        text = _CONTROL.sub(_picture, text)
    return text


def _picture(match: re.Match[str]) -> str:
    code = ord(match.group(0))
    return chr(0x2400 + code) if code < 0x20 else "\u2421" if code == 0x7F else "\ufffd"


def check_input(text: str, name: str = "text") -> str:
    """The input as it will be stored (``encodable``), or ``InvalidValueError``."""
    if isinstance(text, str) and "\0" in text:
        raise InvalidValueError(f"{name}: binary data (it holds NUL bytes), not text")
    text = encodable(text) if isinstance(text, str) else text
    if not text or not text.strip():
        raise InvalidValueError(f"{name}: nothing to capture (the input is empty)")
    size = len(text.encode("utf-8", errors="surrogatepass"))
    if size > MAX_CAPTURE_BYTES:
        raise InvalidValueError(
            f"{name}: {size / 1e6:.1f} MB is more than one capture takes ({MAX_CAPTURE_BYTES / 1e6:.0f} MB); "
            "save it to a file and run `mim import FILE`, which cuts it into entries"
        )
    return text
