"""Credentials said in words, in English and Chinese: passwords, PINs and door codes,
one-time codes, recovery codes, TOTP seeds, security answers, Wi-Fi passwords, keys
named in a sentence — including values spelled out in a voice transcript
("capital l u n a one nine …", "九四五八二二").

A trigger phrase ("password", "验证码", "door code", …) is followed, on its line, by an
optional qualifier ("for the bank app", "写在小票上了"), a connector ("is", "：", "是",
"changed to", …) and the value. Talk *about* credentials ("I forgot my password",
"密码已存入 1Password", "the password is on the sticker") has no value there, or one
that is a word of reference rather than a secret, and yields nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._finding import Finding
from .benign import is_placeholder
from .tokens import entropy, random_looking

_I = re.IGNORECASE

# kind -> trigger pattern, run only when one of its needles is in the lowercased text.
# Where triggers overlap, the longest wins ("支付密码" over "密码").
TRIGGERS: list[tuple[str, tuple[str, ...], str]] = [
    ("recovery_code", ('recovery', 'backup', 'rescue', 'restore', 'emergency', 'scratch'), r"\b(?:recovery|backup|rescue|restore|emergency|scratch)[ -](?:codes?|keys?)\b"),
    ("recovery_code", ('恢复', '备用', '備用', '备份', '救援'), r"恢复(?:密钥|密碼|码|碼|代码)|备用(?:验证码|码|代码)|備用(?:驗證碼|碼)|备份码|救援码"),
    ("totp_secret", ('totp', '2fa', 'mfa', 'two', 'authenticator', 'otp'), r"\b(?:totp|2fa|mfa|two[- ]factor|authenticator|otp)\b[^\n:：]{0,24}?\b(?:seed|secret(?: key)?|setup key|key)\b"),
    ("totp_secret", ('验证', '驗證', '验证器', '口令', 'mfa', '2fa', 'totp'), r"(?:两步验证|二次验证|双重验证|兩步驗證|身份验证器|谷歌验证器|动态口令|MFA|2FA|TOTP)[^\n：:]{0,12}?(?:密钥|秘钥|種子|种子|secret|key)"),
    ("otp", ('code',), r"\b(?:verification|security|sign[- ]?in|log[- ]?in|login|auth(?:entication)?|2fa|two[- ]factor|one[- ]time|sms|text|access|otp)[ -]?codes?\b"),
    ("otp", ('otp', 'authenticator'), r"\botps?\b|\b(?:google |microsoft )?authenticator(?: app)?(?: (?:shows|says|code))?"),
    ("otp", ('code',), r"\bcode\b(?=[^\n.。]{0,30}\b(?:texted|sent|received|got|is|was)\b)"),
    ("otp", ('验证码', '驗證碼', '校验码', '动态', '短信码', '确认码'), r"验证码|驗證碼|校验码|动态码|动态密码|短信码|确认码"),
    ("pin", ('code',), r"\b(?:door|gate|garage|alarm|disarm|arm|safe|lockbox|lock|keypad|building|entry|unlock|padlock|locker|front door|lock ?screen)(?:[ -]\w+)?[ -]codes?\b"),
    ("pin", ('pin', 'passcode'), r"\b(?:sim |atm |card |bank |phone |debit )?pin(?:[ -]?code| number)?\b|\bpasscode\b"),
    ("pin", ('密码', 'pin', '码'), r"(?:支付|交易|取款|锁屏|解锁|开机锁|门禁卡?|门锁|保险柜|保险箱|密码锁|车库|指纹锁)(?:的)?(?:密码|PIN|pin|码)|PIN码|pin码"),
    ("card_code", ('cvv', 'cvc', 'cvn', 'csc', 'security code', '安全码'), r"\b(?:cvv2?|cvc2?|cvn|csc|card security code)\b|安全码"),
    ("password", ('wi',), r"\bwi-?fi\b[^\n:：,，]{0,20}?\b(?:password|pass|key|pw|passphrase)\b|wi-?fi ?(?:的)?密码"),
    ("password", ('pass', 'pwd', 'pw', 'p/w'), r"\b(?:pass(?:word|wd|phrase)s?|pwd|pw|p/w)\b|\bpass\b(?=\s*[:=：])"),
    ("combination", ('combination', 'combo', '密码锁'), r"\b(?:combination|combo)(?: lock)?\b|密码锁的?密码"),
    ("password", ('密码', '密碼', '口令'), r"密码|密碼|口令"),
    ("api_key", ('key', 'token', 'secret'), r"\b(?:api[ -]?key|access[ -]?key|secret[ -]?key|private[ -]?key|auth(?:orization)? token|access token|bearer token|app secret|client secret|token|secret|key)s?\b"),
    ("api_key", ('私钥', '私鑰', '密钥', '秘钥', '密鑰', '令牌'), r"私钥|私鑰|密钥|秘钥|密鑰|令牌"),
]
_TRIGGERS = [(kind, needles, re.compile(pattern, _I)) for kind, needles, pattern in TRIGGERS]

# Words before a trigger that make it about something else ("zip code", "public key").
_NOT_A_SECRET_BEFORE = re.compile(
    r"(?:\b(?:zip|postal|post|area|country|promo|promotion|discount|coupon|product|error|status|qr|bar|source|"
    r"dress|colou?r|region|currency|airport|course|class|tracking|confirmation|booking|reference|order|invite|"
    r"invitation|referral|gift|voucher|public|reset|forgot|forgotten|country|tax|sort|routing|swift|iban|friend|"
    r"share|sharing|room|game|seat|member|membership|loyalty|club|ticket|event|meeting|table|student|employee)\s*$)"
    r"|[:/@=.]$",  # inside a URL or an identifier (user:password@host)
    _I,
)
# Words right after a trigger that make it a compound about credentials, not one.
_COMPOUND_AFTER = re.compile(
    r"(?:\s*(?:manager|policy|policies|hint|reset|resets|strength|rules?|requirements?|protected|protection|field|pad|"
    r"prompt|attempts?|changes?|expired|expiry|expiration|login|sharing|generator|vault|book|store|less|"
    r"ask|box|input)\b)|提示|管理器|管理|策略|规则|强度|错误|重置|找回|修改|忘|已|又|设置好|存到|存在|"
    r"贴在|放在|问|在哪|是多少|是什么|不要|别|保护|输错|过期|框",
    _I,
)

_CONNECTOR = (
    r"(?:(?:\b(?:is|was|are)\b(?:\s+(?:now|still|currently|set to|changed to))?|\bchanged to\b|\bset to\b|\bnow\b|"
    r"=|:|：|->|→|=>|—{1,2}|–|\b-\b|是|为|為|还是|還是|(?:改成|改为|改為|换成|设为|設為|设成|变成|變成)了?))"
)
_WITH_CONNECTOR = re.compile(
    rf"^(?P<qual>[^\n。！？；;,，]{{0,48}}?)\s*{_CONNECTOR}(?:\s*[:：])?\s*(?P<rest>.*)$",
    re.S | _I,
)
# A qualifier that moves on to another field ("… and my username is x") gives x to that field.
_OTHER_FIELD = re.compile(
    r"(?:\b(?:and|&|but|then|also|plus)\b|[/、])[^,，]*?\b(?:user ?name|login|account|e-?mail|id)\s*$"
    r"|(?:用户名|账号|帐号|账户|邮箱)\s*$",
    _I,
)

_VALUE_TOKEN = re.compile(r"""^["'“‘`]?(?P<v>[^\s，。；、！？（）()「」【】《》"'“”‘’`<>|]+)""")
_DIGITS = re.compile(r"^(?P<v>\d{3,4}(?:[ -]\d{2,4}){1,3}(?!\d)|\d{4,10}(?!\d)|\d(?:[ -]\d){3,7}(?![\d-]))")
_CJK_DIGITS = re.compile(r"^(?P<v>[零〇一二三四五六七八九两兩幺]{4,})")
_CODE = r"(?:[A-Za-z0-9]{3,8}(?:-[A-Za-z0-9]{3,8}){1,8}|\d{4}\s\d{4}|[A-Za-z0-9]{8,16})"
_CODES = re.compile(rf"^(?P<v>{_CODE}(?:[ \t,，/]+{_CODE})*)")
_BASE32 = re.compile(r"^(?P<v>(?:[A-Za-z2-7]{4}[ -]?){3,}[A-Za-z2-7]{4,}|[A-Za-z2-7]{16,})(?![A-Za-z0-9])")

_NUMBER_WORDS = "zero oh one two three four five six seven eight nine ten eleven twelve".split()
_SPELL_WORDS = set(_NUMBER_WORDS) | set(
    "capital cap uppercase upper lowercase lower small big dollar sign at ampersand and hash pound star asterisk "
    "exclamation mark point dot period dash hyphen underscore percent plus equals slash backslash question tilde "
    "caret space colon semicolon comma".split()
)
_SPELL_SYMBOL_WORDS = _SPELL_WORDS - set(_NUMBER_WORDS)

# Values that are words about the credential, not the credential.
_STOP = set(
    """
    a an the my your his her our their its this that these those it same different new old one another
    in on at to for of from with by under behind inside into onto written stored saved kept taped stuck posted
    and or but so if then than because while also too very just still not no yes now here there below above
    attached missing empty blank set ready updated sent expired wrong incorrect correct right strong weak long
    short secure insecure simple easy hard complex required needed protected reset changed same unknown
    somewhere something anything nothing ask asking unchanged fine ok okay please see check use using what
    which who where when how why again always never usually maybe probably still too also
    """.split()
)
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def scan_natural(text: str) -> Iterator[Finding]:
    for kind, start, end in _triggers(text):
        if _NOT_A_SECRET_BEFORE.search(text[max(0, start - 20) : start]) or text[end : end + 1] == "@":
            continue
        yield from _value_after(text, kind, start, end)
    yield from _security_answers(text)
    yield from _wifi_qr(text)
    yield from _credential_rows(text)
    yield from _codes_before_trigger(text)
    yield from _login_pairs(text)


_TRIGGER_NEEDLES = sorted({needle for _, needles, _ in _TRIGGERS for needle in needles})


def _triggers(text: str) -> list[tuple[str, int, int]]:
    lowered = text.lower()
    present = {needle for needle in _TRIGGER_NEEDLES if needle in lowered}  # one pass over the needles
    if not present:
        return []
    found = [
        (m.start(), -(m.end() - m.start()), kind, m.end())
        for kind, needles, rx in _TRIGGERS
        if not present.isdisjoint(needles)
        for m in rx.finditer(text)
    ]
    kept: list[tuple[str, int, int]] = []
    covered_until = -1
    for start, negative_length, kind, end in sorted(found):
        if end <= covered_until:
            continue  # inside a longer trigger already kept
        kept.append((kind, start, end))
        covered_until = max(covered_until, end)
    return kept


def _value_after(text: str, kind: str, start: int, end: int) -> Iterator[Finding]:
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    rest = text[end:line_end]
    if _COMPOUND_AFTER.match(rest) and not re.match(r"\s*(?:[:：=]|is\b|是)", rest):
        return
    m = _WITH_CONNECTOR.match(rest)
    if m and not _OTHER_FIELD.search(m.group("qual")):
        offset = end + m.start("rest")
        found = _parse(text, kind, offset, m.group("rest"), connected=True)
        if found:
            yield found
            return
    # No connector: the value follows the trigger directly ("password haoyun3874", "验证码56149986").
    lead = len(rest) - len(rest.lstrip(" \t:：-"))
    direct = rest[lead:]
    if not direct and kind == "recovery_code":  # codes on the following lines
        direct, lead = text[line_end + 1 :], line_end + 1 - end
    found = _parse(text, kind, end + lead, direct, connected=False)
    if found:
        yield found
    elif kind in ("password", "pin"):
        # "the password is on the router, it's wk98#Lmn2": a strong password later in the sentence
        sentence = re.split(r"[.!?。！？\n]\s", rest + " ", maxsplit=1)[0][:100]
        for token in re.finditer(r"[^\s,，;；()（）'\"“”]+", sentence):
            if strong_password_like(token.group(0).rstrip(".")):
                yield Finding("password", end + token.start(), end + token.start() + len(token.group(0).rstrip(".")), 0.7)
                break


def _parse(text: str, kind: str, offset: int, rest: str, connected: bool) -> Finding | None:
    """The value at the start of ``rest`` (which begins at ``offset`` in ``text``)."""
    if kind == "combination":
        m = re.match(r"(?P<v>\d{1,3}(?:\s*[-–/ ]\s*\d{1,3}){2,5})(?!\d)", rest)
        return Finding("pin", offset, offset + m.end("v"), 0.85) if m else None
    if kind == "card_code":
        m = re.match(r"(?P<v>\d{3,4})(?!\d)", rest)
        return Finding("pin", offset, offset + m.end("v"), 0.85) if m else None
    if kind in ("pin", "otp"):
        spelled = _spelled(rest, digits_only=True)
        if spelled:
            return Finding(kind, offset, offset + spelled, 0.9)
        for rx in (_CJK_DIGITS, _DIGITS):
            m = rx.match(rest)
            if m:
                if _looks_like_time_or_year(m.group("v"), rest[m.end() :]):
                    return None
                return Finding(kind, offset, offset + m.end("v"), 0.9)
        if kind == "pin" and connected:  # a passcode may hold letters too
            return _password(text, "pin", offset, rest, connected)
        return None
    if kind == "recovery_code":
        m = _CODES.match(rest)
        if m and re.search(r"\d", m.group("v")):
            stop = offset + m.end("v")
            # further lines of codes
            tail = rest[m.end() :]
            for line in tail.split("\n")[1:] if tail.startswith("\n") or tail.strip() == "" else []:
                more = _CODES.fullmatch(line.strip()) if line.strip() else None
                if not more:
                    break
                stop = offset + m.end() + tail.find(line) + len(line.rstrip())
            return Finding(kind, offset, stop, 0.9)
        return None
    if kind == "totp_secret":
        m = _BASE32.match(rest)
        if m and re.search(r"[2-7]", m.group("v")) and re.search(r"[A-Za-z]", m.group("v")):
            return Finding(kind, offset, offset + m.end("v"), 0.9)
        return None
    if kind == "api_key":
        m = _VALUE_TOKEN.match(rest)
        if m:
            value = m.group("v").rstrip(".,;:")
            if not is_placeholder(value) and (random_looking(value, 16) or _letters_and_digits(value)):
                return Finding(kind, offset + m.start("v"), offset + m.start("v") + len(value), 0.9)
        return None
    return _password(text, kind, offset, rest, connected)


def _letters_and_digits(value: str) -> bool:
    # a generated key of letters and digits only (many vendors' format; also hex)
    return (
        len(value) >= 20
        and bool(re.fullmatch(r"[A-Za-z0-9_-]+", value))
        and bool(re.search(r"\d", value))
        and bool(re.search(r"[A-Za-z]", value))
        and entropy(value) >= 3.3
    )


def _password(text: str, kind: str, offset: int, rest: str, connected: bool) -> Finding | None:
    spelled = _spelled(rest, digits_only=False)
    if spelled:
        return Finding(kind, offset, offset + spelled, 0.9)
    m = _CJK_DIGITS.match(rest)
    if m:
        return Finding("pin", offset, offset + m.end("v"), 0.85)
    phrase = _passphrase(rest) if connected else 0
    if phrase:
        return Finding(kind, offset, offset + phrase, 0.8)
    m = _VALUE_TOKEN.match(rest)
    if not m:
        return None
    value = m.group("v")
    while value and value[-1] in ".,;:。，；：" and not (len(value) > 1 and value[-2] in ".,;:"):
        value = value[:-1]
    start = offset + m.start("v")
    if not value or _CJK.search(value) or is_placeholder(value) or value.lower() in _STOP:
        return None
    after = rest[m.end("v") :]
    if after.startswith("(") or value.startswith(("http://", "https://", "www.")):
        return None  # code (getpass.getpass("…")) or a link
    if "@" in value and re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", value):
        return None  # an e-mail address is the account, not the secret
    credential_like = bool(re.search(r"\d", value)) or bool(re.search(r"[^\w.-]", value)) or (
        len(value) >= 6 and value != value.lower() and value != value.upper()
    )
    if not connected and not credential_like:
        return None
    if len(value) < 4 and not re.fullmatch(r"\d{3}", value):
        return None
    confidence = 0.95 if credential_like else 0.75
    if kind == "pin" and re.fullmatch(r"\d{4,8}", value):
        return Finding("pin", start, start + len(value), confidence)
    return Finding("password" if kind != "pin" else "pin", start, start + len(value), confidence)


def _spelled(rest: str, digits_only: bool) -> int:
    """Length of a spelled-out value at the start of ``rest`` (0 if none): digit words for
    codes; letters, digit words and symbol words for passwords (a voice transcript)."""
    pos, count, symbols, end = 0, 0, 0, 0
    for m in re.finditer(r"\S+", rest):
        if rest[pos : m.start()].strip():
            break
        word = m.group(0).lower().strip(",.")
        if word in _NUMBER_WORDS or (
            not digits_only and (word in _SPELL_WORDS or (len(word) == 1 and word.isalpha()))
        ):
            count += 1
            symbols += word in _SPELL_SYMBOL_WORDS or len(word) == 1
            end = m.end()
            pos = m.end()
            continue
        break
    if digits_only:
        return end if count >= 4 else 0
    return end if count >= 4 and (symbols >= 1 or count >= 6) else 0


def _passphrase(rest: str) -> int:
    """Length of a passphrase of 3+ plain words ("correct horse battery staple"), else 0."""
    words = list(re.finditer(r"[A-Za-z]{3,}", rest))
    run_end, count, pos = 0, 0, 0
    for m in words:
        if rest[pos : m.start()].strip() or m.group(0).lower() in _STOP - {"correct", "right"}:
            break
        count += 1
        run_end = pos = m.end()
    return run_end if count >= 3 else 0


def _looks_like_time_or_year(value: str, after: str) -> bool:
    return bool(re.fullmatch(r"(?:19|20)\d\d", value) and re.match(r"\s*(?:年|-\d|/\d)", after))


# --- security answers ---------------------------------------------------------------

_SECURITY_CONTEXT = re.compile(
    r"security (?:question|answer|q)\b|secret question|challenge question|密保|安全问题|安全問題|密码保护问题", _I
)
_QUESTION = (
    r"(?:first (?:pet|car|school|job|teacher|kiss|concert)|pet'?s name|mother'?s maiden name|maiden name|"
    r"city (?:where|you were born|of birth)[^:：\n]{0,40}|favou?rite (?:teacher|food|book|movie|team|color|colour)|"
    r"elementary school|high school|childhood (?:street|friend|nickname)|street you grew up on|"
    r"小时候住的街道|最喜欢的老师|第一只宠物|母亲的姓名?|出生(?:的)?城市|小学(?:名称|的名字)?|童年好友)"
)
_ANSWER = re.compile(
    rf"(?:(?:->|→|=>|——|—|–|\s-\s|\bA\s*[:：]|\banswers?\s*(?:is\s*|[:：])|答案\s*[:：是为]?|答\s*[:：])"
    rf"|{_QUESTION}\s*[:：])\s*(?P<v>[^\n()（）,，。;；|]{{1,40}})",
    _I,
)


def _security_answers(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    maybe_context = any(n in lowered for n in ("security", "secret q", "challenge", "密保", "安全问", "安全問", "密码保护"))
    context = _SECURITY_CONTEXT.search(text) if maybe_context else None
    if not context and not (re.search(r"\b(?:Q|A)\s*[:：]|答案", text) and re.search(_QUESTION, text, _I)):
        return
    for m in _ANSWER.finditer(text):
        value = m.group("v").strip()
        if not value or value.lower() in _STOP or is_placeholder(value) or _SECURITY_CONTEXT.search(value):
            continue
        if re.match(_QUESTION, value, _I):
            continue  # the question itself, not its answer
        start = m.start("v") + (len(m.group("v")) - len(m.group("v").lstrip()))
        yield Finding("security_answer", start, start + len(value), 0.85)


# --- Wi-Fi QR codes and credential tables -------------------------------------------

_WIFI_QR = re.compile(r"WIFI:[^\n]*?\bP:(?P<v>(?:\\;|[^;\n])+)", _I)


def _wifi_qr(text: str) -> Iterator[Finding]:
    for m in _WIFI_QR.finditer(text) if "wifi:" in text.lower() else ():
        if not is_placeholder(m.group("v")):
            yield Finding("wifi_password", m.start("v"), m.end("v"), 0.95)


def strong_password_like(value: str) -> bool:
    """A standalone token shaped like a human-made strong password (letters, digits, symbols)."""
    if not 8 <= len(value) <= 64 or re.search(r"[\s/:]", value) or "@" in value and "." in value.split("@")[-1]:
        return False
    return bool(re.search(r"[A-Za-z]", value) and re.search(r"\d", value) and re.search(r"[!#$%^&*?+=~]", value))


def _credential_rows(text: str) -> Iterator[Finding]:
    # | site | user | password | rows, "site / user / password" lines.
    if "|" not in text and "\t" not in text and " / " not in text:
        return
    pos = 0
    for line in text.split("\n"):
        cells = [c for c in re.split(r"\s*\|\s*|\t+|\s+/\s+", line.strip().strip("|")) if c]
        if len(cells) >= 3:
            for cell in cells[1:]:
                cell = cell.strip()
                if strong_password_like(cell):
                    start = pos + line.find(cell)
                    yield Finding("password", start, start + len(cell), 0.75)
        pos += len(line) + 1


# --- one-time codes stated before their name (SMS) and login/password pairs -----------

_CODE_FIRST = re.compile(
    r"(?<![\d-])(?:[A-Z]-)?(?P<v>\d{4,8})(?!\d)\s*(?:is your|is the|是您的|为您的|是你的|是)[^\n.。!！]{0,30}?"
    r"(?:verification|security|login|sign-?in|one-time|authentication|access|2fa|otp)?\s*(?:code|otp|passcode|pin|"
    r"验证码|校验码|动态码|动态密码|确认码)",
    _I,
)


_CODE_FIRST_NEEDLES = ("code", "otp", "pin", "passcode", "验证码", "校验码", "动态", "确认码")


def _codes_before_trigger(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    if not any(needle in lowered for needle in _CODE_FIRST_NEEDLES):
        return
    for m in _CODE_FIRST.finditer(text):
        yield Finding("otp", m.start("v"), m.end("v"), 0.9)


_LOGIN_PAIR = re.compile(
    r"\b(?:login|log-in|sign-?in|account|user(?:name)?|credentials?)\b\s*[:：=]?\s*[^\s/|,，]{2,64}\s*(?:/|\||,|，)\s*"
    r"(?P<v>[^\s/|,，]{4,64})|(?:账号|帐号|用户名)\s*[:：]?\s*[^\s/|,，]{2,64}\s*(?:/|\||,|，)\s*(?P<z>[^\s/|,，]{4,64})",
    _I,
)


_LOGIN_NEEDLES = ("login", "log-in", "sign", "account", "user", "credential", "账号", "帐号", "用户名")


# Where a login pair can start, in the lowercased text: every match of _LOGIN_PAIR
# starts with one of these (and none starts inside another).
_LOGIN_WORD = re.compile(r"login|log-in|sign-?in|account|user|credential|账号|帐号|用户名")


def _login_pairs(text: str) -> Iterator[Finding]:
    # "login: jsmith82 / Sunset#2019", "账号 abc / Pass#123": the second half is the password.
    lowered = text.lower()
    if not any(needle in lowered for needle in _LOGIN_NEEDLES):
        return
    for m in _login_matches(text, lowered):
        group = "v" if m.group("v") else "z"
        value = m.group(group)
        if not is_placeholder(value) and (strong_password_like(value) or (_credential_ish(value) and len(value) >= 6)):
            yield Finding("password", m.start(group), m.end(group), 0.8)


def _login_matches(text: str, lowered: str) -> Iterator[re.Match[str]]:
    """``_LOGIN_PAIR.finditer(text)``, faster ("user" is in every memory's front matter,
    and the case-insensitive pattern is slow to scan): it is tried only where a keyword
    starts, found in the lowercased text — unless lowercasing moved offsets ("İ"), or
    the text holds a letter the pattern takes for an ASCII one that lowercasing does
    not turn into it (long s, dotless i)."""
    if len(lowered) != len(text) or "ſ" in text or "ı" in text:
        yield from _LOGIN_PAIR.finditer(text)
        return
    end = 0
    for word in _LOGIN_WORD.finditer(lowered):
        if word.start() < end:
            continue
        m = _LOGIN_PAIR.match(text, word.start())
        if m:
            end = m.end()
            yield m


def _credential_ish(value: str) -> bool:
    return bool(re.search(r"\d", value) and re.search(r"[A-Za-z]", value) and not re.fullmatch(r"[a-z]+\d{1,2}", value))
