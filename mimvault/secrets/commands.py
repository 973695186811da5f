"""Credentials given to a program on its command line.

A shell line says which of its words is a password by the program's own grammar, not
by a word near it: ``curl -u user:PASS``, ``redis-cli -a PASS``, ``net use Z: \\\\srv\\share
PASS /user:me``, ``PGPASSWORD=PASS pg_dump …``. So the words of each command are read
against a registry of programs — the options that take a secret, whether the secret
follows the user name after a separator, the positional argument that holds it — and any
long option whose own name names a secret (``--db-password X``, ``--api-token=X``).

    scan_commands("redis-cli -h cache-01 -a Mengyao#1972")  -> [Finding("password", …)]

The same reading covers the calls in code that join a Wi-Fi network (``WiFi.begin(ssid, pass)``) or
load a wallet's private key (``Account.from_key('…')``), and a
value printed into a command that stores what it reads (``printf 'X' | vercel env add NAME``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import pattern_cache
from ._finding import Finding
from .benign import is_placeholder, is_reference
from .tokens import key_name_kind, random_looking


# program -> option -> how its value holds the secret: "" the whole value, else the
# separator after which the secret follows the user name ("user:PASS", "user%PASS")
_OPTIONS: dict[str, dict[str, str]] = {
    "curl": {"-u": ":", "--user": ":", "-U": ":", "--proxy-user": ":"},
    "wget": {"--password": "", "--http-password": "", "--ftp-password": "", "--proxy-password": ""},
    "redis-cli": {"-a": "", "--pass": "", "--user-pass": ""},
    # a subcommand's own options ("docker run -p 8080:80" publishes a port)
    "docker login": {"-p": "", "--password": ""},
    "podman login": {"-p": "", "--password": ""},
    "nerdctl login": {"-p": "", "--password": ""},
    "buildah login": {"-p": "", "--password": ""},
    "skopeo login": {"-p": "", "--password": ""},
    "oc login": {"-p": "", "--password": ""},
    "az login": {"-p": "", "--password": ""},
    "helm registry": {"--password": ""},
    "helm repo": {"--password": ""},
    "smbclient": {"-U": "%", "--user": "%"},
    "rpcclient": {"-U": "%"},
    "lftp": {"-u": ","},
    "sshpass": {"-p": ""},
    "sqlcmd": {"-P": ""},
    "bcp": {"-P": ""},
    "mongo": {"-p": "", "--password": ""},
    "mongosh": {"-p": "", "--password": ""},
    "mongodump": {"-p": "", "--password": ""},
    "mongorestore": {"-p": "", "--password": ""},
    "ldapsearch": {"-w": ""},
    "ldapmodify": {"-w": ""},
    "ldapadd": {"-w": ""},
    "ipmitool": {"-P": ""},
    "mosquitto_pub": {"-P": ""},
    "mosquitto_sub": {"-P": ""},
    "unzip": {"-P": ""},
    "zip": {"-P": ""},
    "keytool": {"-storepass": "", "-keypass": "", "-srcstorepass": "", "-deststorepass": ""},
    "jarsigner": {"-storepass": "", "-keypass": ""},
    "openssl": {"-k": "", "-pass": "pass:", "-passin": "pass:", "-passout": "pass:"},
    "gpg": {"--passphrase": ""},
    "influx": {"-password": "", "--password": ""},
    "snmpwalk": {"-A": "", "-X": ""},
    "snmpget": {"-A": "", "-X": ""},
    "rclone": {"--pass": ""},
}
# programs whose secret may be glued to its option: "mysql -pS3cret", "7z a -pS3cret"
_GLUED: dict[str, tuple[str, ...]] = {
    "mysql": ("-p",), "mysqldump": ("-p",), "mysqladmin": ("-p",), "mariadb": ("-p",), "mariadb-dump": ("-p",),
    "7z": ("-p",), "7za": ("-p",), "7zz": ("-p",), "rar": ("-p",), "unrar": ("-p",), "sqlcmd": ("-P",),
}  # fmt: skip
# shells' own ways of setting a variable: fish `set -gx NAME value`, Windows `setx NAME value`, csh `setenv NAME value`
_SETTERS = frozenset({"set", "setx", "setenv"})
# the word that opens each program name's command line: a registry lookup needs it
# programs that join a Wi-Fi network, with the argument that is its password
_WIFI = frozenset({"networksetup", "nmcli", "wpa_passphrase"})
# commands that store what they read on standard input as a secret: "printf 'X' | vercel env add NAME"
_STDIN_STORES = frozenset({"vercel env add", "gh secret set", "wrangler secret put", "docker secret create", "netlify env:set",
                           "fly secrets import", "flyctl secrets import", "supabase secrets set", "firebase functions:secrets:set"})  # fmt: skip
_PRINTERS = frozenset({"printf", "echo"})
_PROGRAMS = frozenset([*(p.split()[0] for p in _OPTIONS), *_GLUED, "net", "htpasswd", "rabbitmqctl", "sqlplus", *_SETTERS, *_WIFI,
                       *(p.split()[0] for p in _STDIN_STORES)])  # fmt: skip
# a text worth reading as commands: a program's name as a word, or a long option named for a secret
_ANY_COMMAND = pattern_cache.compile(
    r"(?<![\w-])(?:" + "|".join(sorted((re.escape(p) for p in _PROGRAMS), key=lambda p: (-len(p), p))) + r")(?![\w-])|(?<![\w-])--?[\w-]*(?:pass|secret|token|key)",
    re.I,
)
# words that pass a command on, so the program is the word after them
_RUNNERS = frozenset({"sudo", "env", "exec", "time", "nohup", "command", "doas", "npx", "xargs", "watch"})
# a word of a command line: quoted, or up to a space (offsets kept, quotes stripped later)
_WORD = pattern_cache.compile(r"""'[^'\n]*'|"[^"\n]*"|[^\s'"]+(?:(?:'[^'\n]*'|"[^"\n]*")[^\s'"]*)*""")
_ENV_PREFIX = pattern_cache.compile(r"(?P<key>[A-Za-z_][A-Za-z0-9_]*)=(?P<v>.+)")
# a long option named for a secret: --password, --db-password, --api-token, --client-secret
_SECRET_OPTION = pattern_cache.compile(
    r"--?(?:[a-z0-9]+-)*(?:password|passwd|pass|passphrase|secret|token|api-key|apikey|access-key|secret-key|auth-token|client-secret)",
    re.I,
)
_NOT_SECRET_OPTION = pattern_cache.compile(r"-(?:file|path|stdin|env|prompt|command|cmd|fd|id|name|length|url|type)$", re.I)
_LINE_START = pattern_cache.compile(r"^[ \t]*(?:[$%#>❯➜»][ \t]+|PS [^>\n]*>[ \t]*|\w+@[\w.-]+(?::[^$#\n]*)?[$#][ \t]*)?")
_PROGRAM_WORD = pattern_cache.compile(r"(?:\.{0,2}/)?[a-z][a-z0-9_.+/-]*")  # pg_dump, ./run.sh (not words of prose)
_SEPARATORS = frozenset({"|", "||", "&&", ";", "&"})


# calls in code that join a Wi-Fi network, the password their second argument: Arduino's
# WiFi.begin(ssid, pass) and WiFiMulti.addAP, MicroPython's WLAN(…).connect(ssid, key),
# CircuitPython's wifi.radio.connect(ssid, password)
_STRING = r"""(?:'[^'\n]{1,128}'|"[^"\n]{1,128}")"""
_WIFI_CALL = pattern_cache.compile(
    rf"""\b(?:WiFi\.begin|[Ww]i[Ff]i[Mm]ulti\.addAP|wifi\.radio\.connect|(?P<obj>\w+)\.connect)\(\s*{_STRING}\s*,\s*(?P<v>{_STRING})\s*[,)]"""
)


# calls of the wallet libraries that load a private key from hex: web3.py's Account.from_key /
# w3.eth.account.from_key / brownie's accounts.add, web3.js privateKeyToAccount, ethers' new Wallet(…)
_KEY_CALL = pattern_cache.compile(
    r"""\b(?:accounts\.add|(?:Account|account)\.from_key|privateKeyToAccount|(?:new\s+)?(?:ethers\.)?Wallet|Wallet\.fromPrivateKey|PrivateKey\.from_hex)\(\s*(?P<q>['"])(?:0x)?(?P<v>[0-9a-fA-F]{64})(?P=q)"""
)


# an API client made with an account's id and its secret, both written in ("Client("AC…", "3c56…")",
# "Auth(key_id, secret)"): the second string, when it is a random key, is the secret
_CLIENT_PAIR = pattern_cache.compile(
    r"""\b\w*(?:Client|Auth|Credentials|Session|Api|API)\(\s*(?:\w+\s*=\s*)?(?P<q1>['"])[A-Za-z0-9_.@:-]{6,64}(?P=q1)\s*,\s*(?:\w+\s*=\s*)?(?P<q>['"])(?P<v>[A-Za-z0-9_+/=-]{20,128})(?P=q)"""
)


def scan_calls(text: str) -> Iterator[Finding]:
    if "(" not in text:
        return
    for m in _KEY_CALL.finditer(text):
        yield Finding("private_key", m.start("v"), m.end("v"), 0.95)
    for m in _CLIENT_PAIR.finditer(text):
        if random_looking(m.group("v"), 20) and not is_placeholder(m.group("v")):
            yield Finding("api_key", m.start("v"), m.end("v"), 0.85)
    if not re.search(r"wifi|wlan", text, re.I):
        return
    for m in _WIFI_CALL.finditer(text):
        if m.group("obj") and not re.search(rf"\b{re.escape(m.group('obj'))}\s*=\s*(?:network\.)?WLAN\(", text):
            continue  # "db.connect('host', 'name')": only an object made as a WLAN joins a network
        yield from _value(text, m.start("v"), m.end("v"), kind="wifi_password")


# a phone's lock screen typed over adb: the screen woken (keyevent 26 power, 82 menu, 224 wake-up), then the
# text typed in is what unlocks it
_ADB_TYPED = pattern_cache.compile(r"\badb(?:[ \t]+-[sdet](?:[ \t]+\S+)?)*[ \t]+shell[ \t]+input[ \t]+text[ \t]+(?P<q>['\"]?)(?P<v>[^\s'\"]{4,64})(?P=q)")
_ADB_WAKE = pattern_cache.compile(r"\binput[ \t]+keyevent[ \t]+(?:26|82|224|KEYCODE_(?:POWER|MENU|WAKEUP))\b|unlock|解锁|锁屏", re.I)


def scan_commands(text: str) -> Iterator[Finding]:
    yield from scan_calls(text)
    if "input" in text and "adb" in text:
        for m in _ADB_TYPED.finditer(text):
            if _ADB_WAKE.search(text, 0, m.start()) and not is_placeholder(m.group("v")):
                yield Finding("pin" if m.group("v").isdigit() else "password", m.start("v"), m.end("v"), 0.85)
    if not _ANY_COMMAND.search(text):
        return
    pos = 0
    for line in text.splitlines(keepends=True):
        yield from _line(text, pos, pos + len(line.rstrip("\r\n")))
        pos += len(line)


def _line(text: str, start: int, end: int) -> Iterator[Finding]:
    at = _LINE_START.match(text, start, end)
    words = [(m.start(), m.end()) for m in _WORD.finditer(text, at.end() if at else start, end)]
    command: list[tuple[int, int]] = []
    piped: list[tuple[int, int]] = []  # the command before a "|": what it prints, the next one reads
    for a, b in words:
        word = text[a:b]
        if word.startswith("#") or word in _SEPARATORS:
            yield from _command(text, command)
            piped = command if word == "|" else []
            command = []
            if word.startswith("#"):
                return  # a comment ends the command line
            continue
        if piped and not command:
            yield from _printed_into_store(text, piped, words, a)
        command.append((a, b))
    yield from _command(text, command)


def _printed_into_store(text: str, printer: list[tuple[int, int]], words: list[tuple[int, int]], at: int) -> Iterator[Finding]:
    """"printf 'X' | vercel env add NAME": a value printed into a command that stores what it reads."""
    if not printer or _program_of(text[printer[0][0] : printer[0][1]]) not in _PRINTERS:
        return
    values = [w for w in printer[1:] if not text[w[0]].startswith("-")]
    following = [text[a:b] for a, b in words if a >= at][:4]
    stores = any(" ".join(following[:n]) in _STDIN_STORES for n in (3, 4))
    if len(values) == 1 and stores:
        yield from _value(text, *values[0], kind="api_key")


def _command(text: str, words: list[tuple[int, int]]) -> Iterator[Finding]:
    """One command: leading VAR=value settings, then the program and its arguments."""
    i = 0
    while i < len(words):
        word = text[words[i][0] : words[i][1]]
        setting = _ENV_PREFIX.fullmatch(word)
        if setting is None:
            break
        after = text[words[i + 1][0] : words[i + 1][1]] if i + 1 < len(words) else ""
        if _PROGRAM_WORD.fullmatch(after) and key_name_kind(setting.group("key")):
            # "PGPASSWORD=… pg_dump": a password handed to the program in its environment
            yield from _value(text, words[i][0] + setting.start("v"), words[i][1])
        i += 1
    while i < len(words) and text[words[i][0] : words[i][1]] in _RUNNERS:
        i += 1
    if i >= len(words):
        return
    # a program named inside a sentence is where its command starts ("ran mysql -u root -p…")
    i = next((j for j in range(i, len(words)) if _program_of(text[words[j][0] : words[j][1]]) in _PROGRAMS), i)
    program = _program_of(text[words[i][0] : words[i][1]])
    args = words[i + 1 :]
    options = _OPTIONS.get(program, {})
    if args and f"{program} {text[args[0][0] : args[0][1]]}" in _OPTIONS:
        options = _OPTIONS[f"{program} {text[args[0][0] : args[0][1]]}"]
    glued = _GLUED.get(program, ())
    if program not in _PROGRAMS and not any(_SECRET_OPTION.match(text[a:b]) for a, b in args):
        return
    for n, (a, b) in enumerate(args):
        word = text[a:b]
        name, eq, _ = word.partition("=")
        if word in options or (eq and name in options):
            sep = options[name if eq else word]
            if eq:
                yield from _value(text, a + len(name) + 1, b, sep)
            elif n + 1 < len(args):
                yield from _value(text, *args[n + 1], sep)
            continue
        if any(word.startswith(g) and len(word) > len(g) and not word.startswith("--") for g in glued):
            yield from _value(text, a + 2, b)  # "-pS3cret"
            continue
        if _SECRET_OPTION.fullmatch(name) and not _NOT_SECRET_OPTION.search(name):
            if eq:
                yield from _value(text, a + len(name) + 1, b)
            elif n + 1 < len(args) and not text[args[n + 1][0]].startswith("-"):
                yield from _value(text, *args[n + 1])
    yield from _positional(text, program, args)


def _program_of(word: str) -> str:
    """A command's program name: "/usr/bin/mysql" and "MYSQL.EXE" are mysql."""
    return word.rsplit("/", 1)[-1].lower().removesuffix(".exe")


def _positional(text: str, program: str, args: list[tuple[int, int]]) -> Iterator[Finding]:
    """Programs that take the password as a plain argument."""
    words = [text[a:b] for a, b in args]
    plain = [n for n, w in enumerate(words) if not w.startswith(("-", "/"))]
    if program in _SETTERS and len(plain) >= 2 and plain[1] == plain[0] + 1 and (program != "set" or any(w.startswith("-") for w in words[: plain[0]])):
        # (fish's set exports with a flag; "set secret santa names" is English)
        if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", words[plain[0]]) and key_name_kind(words[plain[0]]):
            yield from _value(text, *args[plain[1]])  # "set -gx TILL_EXPORT_PASS 'Gravel+9289'"
    elif program == "net" and words[:1] and words[0].lower() == "use":
        # net use Z: \\server\share PASS /user:DOMAIN\me — the word after the share
        share = next((n for n, w in enumerate(words) if w.startswith("\\\\")), None)
        if share is not None and share + 1 < len(words) and not words[share + 1].startswith(("/", "*")):
            yield from _value(text, *args[share + 1])
    elif program == "htpasswd" and any(w.startswith("-") and "b" in w for w in words):
        if len(plain) >= 3:  # htpasswd -b FILE USER PASS
            yield from _value(text, *args[plain[2]])
    elif program == "rabbitmqctl" and words[:1] and words[0] in ("add_user", "change_password") and len(words) >= 3:
        yield from _value(text, *args[2])
    elif program == "networksetup" and "-setairportnetwork" in words:
        # networksetup -setairportnetwork en0 SSID PASSWORD
        after = words.index("-setairportnetwork")
        if after + 3 < len(words):
            yield from _value(text, *args[after + 3], kind="wifi_password")
    elif program == "nmcli" and "password" in words[:-1]:
        yield from _value(text, *args[words.index("password") + 1], kind="wifi_password")  # nmcli dev wifi connect SSID password PASS
    elif program == "wpa_passphrase" and len(plain) >= 2:
        yield from _value(text, *args[plain[1]], kind="wifi_password")  # wpa_passphrase SSID PASS
    elif program == "sqlplus" and plain:
        # sqlplus user/PASS@db
        word = words[plain[0]]
        m = re.fullmatch(r"[\w.$#-]+/(?P<v>[^@\s/]+)(?:@\S+)?", word)
        if m:
            yield from _value(text, args[plain[0]][0] + m.start("v"), args[plain[0]][0] + m.end("v"))


def _value(text: str, start: int, end: int, sep: str = "", kind: str = "password") -> Iterator[Finding]:
    """The secret in ``text[start:end]`` (quotes stripped; after ``sep`` when the value
    is "user<sep>PASS", or "pass:PASS" for openssl)."""
    value = text[start:end]
    if sep:
        if sep == "pass:":
            if not value.startswith(sep):
                return
            start += len(sep)
        else:
            cut = value.find(sep)
            if cut < 0:
                return  # "curl -u user": the password is asked for
            start += cut + 1
        value = text[start:end]
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        start, end, value = start + 1, end - 1, value[1:-1]
    if len(value) < 3 or value.startswith(("$", "%", "`", "@", "<", "env:", "file:", "fd:", "stdin")) or value == "-":
        return  # a variable, a file or a prompt holds it, not the line
    if is_placeholder(value) or is_reference(value) or re.fullmatch(r"\*+|x+|X+|\.+", value):
        return
    yield Finding(kind, start, end, 0.85)
