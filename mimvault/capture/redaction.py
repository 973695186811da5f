"""What capture does with a secret: redact the input (``[REDACTED:password]``) before
the evidence is built, and propose a secret reference — a label and a hint that help
find the secret in the user's password manager, checked so that they cannot help
rebuild it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import pattern_cache
from ..secrets import Finding, category_of, redact, scan
from ..secrets.hints import hint_problems
from ..secrets.labels import kind_label


@dataclass
class Proposal:
    """A secret reference to propose for one finding (the secret itself is not kept)."""

    kind: str
    category: str
    label: str
    hint: str


@dataclass
class Redaction:
    text: str  # the input with every secret replaced by [REDACTED:kind]
    findings: list[Finding]
    proposals: list[Proposal]

    @property
    def kinds(self) -> list[str]:
        return [f.kind for f in self.findings]


_TRIGGER_WORD = pattern_cache.compile(
    r"pass(?:word|wd|code|phrase)|pwd|\bpw\b|\bpin\b|code|key|token|secret|seed|phrase|mnemonic|answer|card|"
    r"密码|密碼|口令|验证码|密钥|私钥|助记词|恢复|密保|卡号|令牌",
    re.IGNORECASE,
)
_TRAILING = pattern_cache.compile(r"(?:\s*(?:is now|is still|is|was|are|changed to|set to|=|:|：|->|是|为|还是|改成了?|设为)\s*)+$", re.IGNORECASE)
_LEADING = pattern_cache.compile(
    r"^(?:\s*(?:(?:remind me|note to self|hey|um+|uh+|okay|ok|so|and|the|my|our|a|an|here'?s|this is)\b|"
    r"我的|帮我存一下|帮我记一下|记一下|备忘|今天|[-–—:：,，/])\s*)+",
    re.IGNORECASE,
)


def redact_for_capture(text: str, source: str, when: str) -> Redaction:
    """Redact ``text`` and propose a reference for each durable secret in it."""
    findings = scan(text)
    redacted, _ = redact(text, findings)
    proposals = []
    shift = 0  # where each finding's marker starts in the redacted text
    for finding in findings:
        marker_start = finding.start + shift
        shift += len(f"[REDACTED:{finding.kind}]") - (finding.end - finding.start)
        category = category_of(finding.kind)
        if category is None:
            continue  # a one-time code: nothing to look up later
        # The label is cut from the redacted text only, so it can never quote a secret.
        label = _label(redacted[:marker_start])
        if not label or hint_problems(label, text[finding.start : finding.end]):
            label = kind_label(finding.kind)
        proposals.append(Proposal(finding.kind, category, label, f"mentioned in {source} on {when}"))
    return Redaction(redacted, findings, proposals)


def _label(before: str) -> str:
    """A few words naming what the secret belongs to: "bank password", "支付宝登录密码"."""
    clause = re.split(r"[\n。！？!?;；]|\.\s|，|,|\[REDACTED:[a-z_]+\]|\band\b|和|以及", before)[-1]
    clause = _TRAILING.sub("", clause)
    triggers = list(_TRIGGER_WORD.finditer(clause))
    if triggers:
        last = triggers[-1]
        head = clause[: last.end()]
        words = head.split()
        head = " ".join(words[-4:]) if len(words) > 1 else head
        if re.search(r"[\u3400-\u9fff]", head):
            head = head[-16:]
        clause = head
    clause = _LEADING.sub("", clause).strip(" -:：,，'\"")
    return clause[:60]
