"""Secrets given as the reply in a conversation: one turn asks for (or tells of) a credential, the
next turn opens with it.

A transcript, a chat log or an IRC log names who speaks on each line, in many layouts
("[21:16] <Farida> 3783, it's on the dock", "发言人2 00:02:39：哦，那个啊，是飞鸽。",
"[02:18.398 --> 02:24.069]  Caller: Oh, um, that would be Sony Ericsson K750i.",
"[2025-08-02 16:43] Vivian 李: 505834，你在转账吗？"). Read as turns, the pair is plain: a turn
that names a credential — a PIN asked for, a security question put, a one-time code said to
have come — and the turn after it whose first words are a value of that credential's shape. A
security answer needs the question put — a security question named and asked, or one of the
standard ones (a turn that only talks about security questions gives nothing away); a code or a PIN needs digits of a code's length.

    scan_turns("[21:09] <Ilze> anyone know the SIM PIN?\\n[21:16] <Farida> 3783, on the dock")
        -> [Finding("pin", …"3783"…)]
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import pattern_cache
from ._finding import Finding
from .answers import QUESTION as SECURITY_QUESTION
from .benign import is_placeholder

_I = re.IGNORECASE

# who speaks, at the head of a line: a time or a caption's timing in brackets, then "<nick>", or a
# name (with a time after it) and a colon
_TURN = pattern_cache.compile(
    r"(?m)^[ \t]*(?:\[[^\]\n]{1,40}\][ \t]*|\d{1,2}:\d{2}(?::\d{2})?[ \t]+)?"
    r"(?:<(?P<nick>[^<>\n]{1,24})>|(?P<name>[^\s:：<>\[\]#][^:：\n]{0,24}?)(?:[ \t]+\d{1,2}:\d{2}(?::\d{2})?)?[ \t]*[:：])"
    r"[ \t]*(?P<body>[^\n]*)$"
)
# what a turn names, by kind: a one-time code said to have come or asked for, a PIN, a security question
_OTP = pattern_cache.compile(r"\botp\b|one[- ]time (?:code|password|pin)|verification code|security code|\b(?:sms|login|auth) code|验证码|驗證碼|动态码|校验码", _I)
_PIN = pattern_cache.compile(r"\bpin\b|\bpasscode\b|(?:door|gate|alarm|safe|lock|keypad|entry) code|取款密码|支付密码|银行卡密码|(?:卡|取钱|取款)(?:的)?(?:时候)?密码|门禁码", _I)
_ASKED_QUESTION = pattern_cache.compile(
    r"security question|secret question|memorable (?:word|answer)|安全问题|密保问题|密保|验证问题|请回答|answer to your", _I
)
# what a reply opens with before its value: hums, a yes, "that would be", "是", "it's"
_OPENING = pattern_cache.compile(
    r"(?:(?:oh|um+|uh+|erm?|hmm+|ah|yes|yeah|yep|sure|ok(?:ay)?|right|well|哦|噢|嗯+|呃|啊|那个啊?|对|是的|就是)[,，.…!！]*\s*)*"
    r"(?:(?:that would be|that'd be|that's|that is|it's|it is|it was|it should be|should be|是|就是)\s*)?",
    _I,
)
_CODE = pattern_cache.compile(r"(?<![\w-])\d{4,8}(?![\w-])")
_ANSWER = pattern_cache.compile(r"[^\s,，。.!！?？;；、()（）\"“”]+(?:[ \t][^\s,，。.!！?？;；、()（）\"“”]+){0,3}")


# a line's label that names a field or a question, not a speaker ("问：", "A:", "NOTE:", "密保问题1：")
_FIELD_LABEL = pattern_cache.compile(r"[问答QA]|(?-i:[A-Z]{2,})(?:;[^:]*)?|.*(?:问题|question|答案|answer).*", _I)
# a reply that asks, refuses or names the question back: no answer in it
_NO_ANSWER = pattern_cache.compile(r"^(?:what|which|sorry|i don't|i do not|no\b|不知道|忘了)|[?？吗呢]$|那题|这题|问题|什么|哪", _I)


def _speaker(turn: re.Match[str]) -> str:
    return (turn.group("nick") or turn.group("name") or "").strip()


def scan_turns(text: str) -> Iterator[Finding]:
    turns = list(_TURN.finditer(text))
    if len(turns) < 2:
        return
    for before, reply in zip(turns, turns[1:]):
        asked = before.group("body")
        if text.count("\n", before.end(), reply.start()) > 2:
            continue  # turns far apart: no pair
        body_at = reply.start("body")
        lead = _OPENING.match(text, body_at, reply.end("body"))
        at = lead.end() if lead else body_at
        if _OTP.search(asked) or _PIN.search(asked):
            code = _CODE.match(text, at)
            if code:
                yield Finding("otp" if _OTP.search(asked) else "pin", code.start(), code.end(), 0.85)
            continue
        if _ASKED_QUESTION.search(asked) and (SECURITY_QUESTION.search(asked) or re.search(r"[?？]\s*$", asked)) \
                and _speaker(before) != _speaker(reply) and not _FIELD_LABEL.fullmatch(_speaker(reply)):
            answer = _ANSWER.match(text, at, reply.end("body"))
            if answer and not is_placeholder(answer.group()) and not _NO_ANSWER.search(answer.group()):
                yield Finding("security_answer", answer.start(), answer.end(), 0.8)
