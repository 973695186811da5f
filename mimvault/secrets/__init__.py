"""Secret detection for personal text in English, Chinese and mixed.

    scan(text) -> [Finding(kind, start, end, confidence)]   # offsets, never values
    redact(text) -> (text with [REDACTED:kind], findings)

Detectors, one job each: ``natural`` (credentials in words), ``tokens`` (keys and tokens
with a shape), ``wallets`` (wallet keys by their checksums), ``commands`` (a password given to a program on its command line), ``records`` (what a
format's schema makes secret: a JWK's private member, an authenticator export's seed), ``answers`` (answers to security questions), ``seeds`` (BIP39 phrases), ``cards`` (card numbers), ``spelled`` (a password
spelled out unit by unit, wherever it stands). ``benign`` holds the
placeholders and references that are not secrets; ``ocr`` joins the labels a photo's text
recognition split before the detectors read them. Nothing here prints, logs or raises
with a secret's text: a Finding carries a kind and a span only.
"""

from __future__ import annotations

import hashlib
import re
from collections import OrderedDict
from contextlib import suppress
from functools import lru_cache

from .. import pattern_cache
from ._finding import Finding
from .benign import allowed_line, ciphertext_spans, digest_spans, image_spans, is_public_value
from .encoded import text_blobs

__all__ = ["Finding", "KIND_CATEGORY", "detect", "has_secret", "redact", "safe_repr", "scan", "scan_file"]

MIN_CONFIDENCE = 0.5
_GENERIC_KINDS = {"api_key", "password"}

# A finding's kind -> the category of the secret reference proposed for it (None: no
# reference — a one-time code is dead in minutes, there is nothing to look up later).
KIND_CATEGORY: dict[str, str | None] = {
    "password": "password",
    "wifi_password": "wifi",
    "pin": "pin",
    "otp": None,
    "recovery_code": "recovery_code",
    "totp_secret": "totp_seed",
    "security_answer": "security_answer",
    "seed_phrase": "seed_phrase",
    "private_key": "private_key",
    "card_number": "payment_card",
    "iban": "bank_account",
    "connection_string": "password",
}


def category_of(kind: str) -> str | None:
    return KIND_CATEGORY.get(kind, "api_key")


@lru_cache(maxsize=1)
def _detectors() -> tuple:
    # imported on first use (`mim --help` never scans); an import statement in scan()
    # itself cost 11 µs a call, 5 % of a file's scan
    from .cards import scan_cards, scan_ibans, scan_spoken_cards
    from .commands import scan_commands
    from .answers import scan_answers
    from .natural import scan_natural, scan_otps, scan_recovery_blocks, scan_totp_seeds
    from .records import scan_records
    from .seeds import scan_seeds
    from .spelled import scan_spelled
    from .tokens import scan_tokens
    from .wallets import scan_wallets

    return (
        scan_tokens, scan_natural, scan_seeds, scan_cards, scan_otps, scan_recovery_blocks, scan_totp_seeds, scan_wallets,
        scan_spoken_cards, scan_answers, scan_ibans, scan_spelled, scan_commands, scan_records, _encoded,
    )  # fmt: skip


def _encoded(text: str) -> list[Finding]:
    """A secret carried inside a hex or base64 blob whose bytes are text (``encoded.py``): the
    blob is the secret's span — what is written, and what must not reach disk."""
    out = []
    for start, end, decoded in text_blobs(text):
        inner = scan(decoded)
        if inner:
            out.append(Finding(inner[0].kind, start, end, 0.9))
    return out


_OWN_MARKER = pattern_cache.compile(r"\[REDACTED:[a-z_]+\]")
_AFTER_MARKER = pattern_cache.compile(r"[\s\"'“”‘’」』）)\]—–\-,，.。:：;；!！?？]{0,4}")
# a caption file's timing lines (WebVTT, SRT: "00:01:15.900 --> 00:01:19.100", an SRT cue's number
# before it) and the blank lines around them: the cues are one speaker's sentence, cut by time only
_CAPTION_TIMING = pattern_cache.compile(
    r"\n[ \t]*(?:\n[ \t]*)*(?:\d{1,5}[ \t]*\n[ \t]*)?(?:\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{3}[ \t]*-->[ \t]*(?:\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{3}[^\n]*\n"
)
# a caption's voice tag, "<v Mum>" (WebVTT): the speaker of the cue, read as a chat's "Mum: " (same length)
_VOICE_TAG = pattern_cache.compile(r"<v(?:\.[\w.-]+)?[ \t]+(?P<who>[^<>\n]{1,24})>")
_FULL_WIDTH = pattern_cache.compile(r"[０-９][０-９\u3000]")
_TO_HALF_WIDTH = {0xFF10 + i: 0x30 + i for i in range(10)} | {0x3000: 0x20}
# how long the value is, said between its word and it ("密码，六位，八五九二九六", "the PIN, four digits, 4377"),
# and a speaker's trailing off between words read out ("the code is... five... six..."): both blanked
# (same length) so the value reads as said straight after its word
_STATED_LENGTH = pattern_cache.compile(
    r"[,，、]\s*(?:[一二两三四五六七八九十]|\d{1,2})\s*位(?:数)?(?:的|数字|数)?\s*[,，:：]\s*(?=[\d零〇一二两三四五六七八九幺拐洞])"
    r"|,\s*(?:four|five|six|seven|eight|\d)[- ]digits?(?:\s+long)?\s*[,:]\s*(?=\d|(?:zero|one|two|three|four|five|six|seven|eight|nine|oh)\b)",
    re.I,
)
_TRAILING_OFF = pattern_cache.compile(
    r"(?<=[A-Za-z])(?:\.{2,3}|…)(?=\s+[A-Za-z0-9])"
    r"|(?<=[\d零〇一二两三四五六七八九幺拐洞])(?:\.{2,3}|…{1,2})(?=[\d零〇一二两三四五六七八九幺拐洞])"  # "密码是五…零…七…": said digit by digit
)
_SPOKEN_FILLER = pattern_cache.compile(r"[,，][ \t]*(?:(?i:like|you know|i mean|um+|uh+|erm?)|[嗯呃]+|那个|就是)[ \t]*[,，]")


_READ: OrderedDict[tuple[bytes, float], tuple[Finding, ...]] = OrderedDict()
_READ_MAX = 2048


def scan(text: str, min_confidence: float = MIN_CONFIDENCE) -> list[Finding]:
    """Every secret in ``text``, merged where spans overlap, in order of position.

    A text whose labels a photo's text recognition split ("Resp onse:", "密 码：") is read with
    those labels joined (``ocr.repaired``) — and as written for seed phrases, whose characters
    set apart by blanks may spell a label by chance.

    A capture reads the same text several times (a memory's title as a field, inside the
    derived fields, in its file before the gate and at it): the last readings are kept, by a
    digest of the text — never the text, which may hold the secret."""
    key = (hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=20).digest(), min_confidence)
    if (known := _READ.get(key)) is not None:
        with suppress(KeyError):  # (another thread may have dropped it meanwhile: it stays read)
            _READ.move_to_end(key)
        return list(known)
    findings = _scan_readings(text, min_confidence)
    _READ[key] = tuple(findings)
    with suppress(KeyError):
        while len(_READ) > _READ_MAX:
            _READ.popitem(last=False)
    return findings


def _scan_readings(text: str, min_confidence: float) -> list[Finding]:
    from .ocr import repaired

    fixed = repaired(text)
    if fixed is None:
        return _scan(text, min_confidence)
    joined, offsets = fixed
    findings = [Finding(f.kind, offsets[f.start], offsets[f.end - 1] + 1, f.confidence) for f in _scan(joined, min_confidence)]
    return _merged(findings + [f for f in _scan(text, min_confidence) if f.kind == "seed_phrase"])


def _scan(text: str, min_confidence: float) -> list[Finding]:
    """``scan`` of one reading of ``text``. mimvault's own redaction markers are blanked first
    (same length, so offsets hold): "[REDACTED:pin]" is what is left of a secret, and its "pin"
    is no trigger word."""
    markers: list[tuple[int, int]] = []  # where each of mimvault's own redaction markers stands
    if "[REDACTED:" in text:
        markers = [m.span() for m in _OWN_MARKER.finditer(text)]
        text = _OWN_MARKER.sub(lambda m: "*" * len(m.group()), text)
    if _FULL_WIDTH.search(text):
        text = text.translate(_TO_HALF_WIDTH)  # "６２９２　２３１４": full-width digits and spaces read as ASCII (one for one: offsets hold)
    if "-->" in text:
        # (same length: offsets hold; the cue's text stays on a line of its own, as it is shown)
        text = _CAPTION_TIMING.sub(lambda m: "\n" + " " * (len(m.group()) - 1), text)
    if "<v" in text:
        text = _VOICE_TAG.sub(lambda m: " " * (m.start("who") - m.start() - 1) + m.group("who") + ": ", text)
    for said in (_STATED_LENGTH, _TRAILING_OFF):
        if said.search(text):
            text = said.sub(lambda m: " " * len(m.group()), text)
    if _SPOKEN_FILLER.search(text):
        # a hesitation set off by commas ("the door code is, like, two seven…", "门禁密码，嗯，三六零七"):
        # blanked (same length: offsets hold), so the value reads as said straight after its word
        text = _SPOKEN_FILLER.sub(lambda m: " " * len(m.group()), text)
    raw = [
        f
        for detector in _detectors()
        for f in detector(text)
        if f.confidence >= min_confidence and f.end > f.start and not allowed_line(text, f.start)
    ]
    if raw and markers:
        # the marker stands where the value stood: what follows it is the sentence going on, no value
        # ("密保答案是 [REDACTED:security_answer]”——原文来自…": a capture never fails on its own derived text)
        # …and what stands right before it is the words that led to the value, not one ("填的是 [REDACTED:…]")
        raw = [f for f in raw if not any(
            (end <= f.start and _AFTER_MARKER.fullmatch(text, end, f.start)) or (f.end <= start and not text[f.end : start].strip(" \t\"'“‘"))
            for start, end in markers)]
    if raw:
        raw = _not_public(text, raw)
    return _merged(raw)


_MASKED_BEFORE = pattern_cache.compile(r"\w ?(?:\*{3,}|•{3,}|●{3,}) ?$")  # "158****3393", "186 **** 0550"


def _not_public(text: str, findings: list[Finding]) -> list[Finding]:
    """Drop what is public by its structure, whichever detector took it for a secret: a
    digest (``integrity="sha384-…"``, ``sha256:…``) and the public half of a key pair
    (Stripe ``pk_live_``, Mapbox ``pk.``, a reCAPTCHA site key)."""
    digests = digest_spans(text) + ciphertext_spans(text) + image_spans(text)
    kept = []
    for f in findings:
        if any(s <= f.start and f.end <= e for s, e in digests):
            continue
        if _MASKED_BEFORE.search(text, max(0, f.start - 12), f.start):
            continue  # "sent to 158****3393": the visible end of a masked number, shown because it is safe to
        if is_public_value(text[f.start : f.end], text[max(0, f.start - 60) : f.start]):
            continue
        kept.append(f)
    return kept


def scan_file(text: str) -> list[Finding]:
    """``scan`` for a vault file: the text, and its front-matter fields read together (a
    ``predicate`` naming a credential makes its ``object`` a secret: ``fields.py``)."""
    findings = scan(text)
    if text.startswith(("---", "\ufeff---")) and ("predicate:" in text):
        from .fields import scan_fields

        structured = [f for f in scan_fields(text) if not allowed_line(text, f.start)]
        if structured:
            return _merged([*findings, *structured])
    return findings


def _merged(raw: list[Finding]) -> list[Finding]:
    merged: list[Finding] = []
    for f in sorted(raw, key=lambda f: (f.start, -f.end)):
        if merged and f.start < merged[-1].end:
            last = merged[-1]
            # the surer finding names the kind; on a tie, the specific kind beats a generic one
            best = max((last, f), key=lambda x: (x.confidence, x.kind not in _GENERIC_KINDS))
            merged[-1] = Finding(best.kind, last.start, max(last.end, f.end), max(last.confidence, f.confidence))
        else:
            merged.append(f)
    return merged


def has_secret(text: str) -> bool:
    return bool(scan(text))


def redact(text: str, findings: list[Finding] | None = None) -> tuple[str, list[Finding]]:
    """``text`` with each secret replaced by ``[REDACTED:kind]``, and the findings."""
    findings = scan(text) if findings is None else findings
    out, pos = [], 0
    for f in findings:
        out.append(text[pos : f.start])
        out.append(f"[REDACTED:{f.kind}]")
        pos = f.end
    out.append(text[pos:])
    return "".join(out), findings


def detect(text: str) -> dict:
    """The benchmark runner's contract: ``{"secret": bool, "spans": [[start, end], ...]}``."""
    findings = scan(text)
    return {"secret": bool(findings), "spans": [[f.start, f.end] for f in findings]}


def safe_repr(value: object, width: int = 60) -> str:
    """``repr`` for messages: short, and never a secret — nor anything shaped like one."""
    from .natural import strong_password_like
    from .tokens import random_looking

    text = str(value)
    if scan(text) or any(strong_password_like(t) or random_looking(t) for t in re.split(r"[\s/\\]+", text) if t):
        return "(a value that looks like a secret)"
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"
