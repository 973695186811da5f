"""BIP39 seed phrases, English and Chinese, also inside a sentence or a numbered list.

A run of 12+ word-list words is a seed phrase when a standard-length window of it has a
valid BIP39 checksum and wallet context is near (or the run is 18+ words long), or when
strong context names it a seed phrase outright (a mistyped phrase is still a secret).
Word lists and prose that merely use BIP39 words — shopping lists, vocabulary, ordinary
Chinese sentences, which are almost all made of common characters — fail those tests.
"""

from __future__ import annotations

import hashlib
import importlib.util
import re
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from ._finding import Finding
from .. import pattern_cache

_CONTEXT = pattern_cache.compile(
    r"seed|mnemonic|recovery (?:phrase|words?)|backup (?:phrase|words)|secret (?:recovery )?phrase|wallet|ledger|"
    r"trezor|metamask|phantom|electrum|exodus|bip-?39|bitcoin|ethereum|crypto|\b(?:12|24|twelve|twenty-four) words|"
    r"imtoken|tokenpocket|trust ?wallet|coinbase|binance|okx|bitget|bitkeep|safepal|keystone|ellipal|tangem|bitbox|"
    r"coldcard|sparrow|blue ?wallet|rabby|rainbow|solflare|keplr|sui wallet|ton ?keeper|argent|zengo|"
    r"助记|冷錢包|硬件钱包|硬件錢包|"
    r"助记词|助記詞|钱包|錢包|恢复短语|恢復短語|恢复词|种子|種子|私钥|备份词|冷钱包",
    re.IGNORECASE,
)
# a context word denied ("这是随便抽的，不是钱包的词", "not my wallet words"): it names no phrase here
_DENIED = pattern_cache.compile(r"(?:不是|并非|並非|\bnot (?:a |an |the |my |from (?:a |my |the )?)?|\bno )$", re.IGNORECASE)
# Weaker words: enough only for a phrase whose checksum holds ("the words are …").
_WEAK_CONTEXT = pattern_cache.compile(
    r"\bwords?\b|\bphrase\b|\brestore\b|\brecover|\bback ?up\b|keep (?:it |them )?safe|备份|備份|词|詞|恢复|恢復|按[^，。\s]{0,4}?顺序|"
    # the count said after reading them out: "that's twelve"
    r"(?:\b(?:that|makes|all)|['’]s)\s+(?:twelve|twenty-four|eighteen|12|24|18)\b|"
    r"(?:一共|总共|總共|共)\s*(?:twelve|twenty-four|eighteen|12|24|18|十二|二十四|十八)\s*(?:个|個|words)?|"
    # read out to someone: "我念: …", "read them out"
    r"我念|念给你|念給你|\bread (?:them |it )?(?:out|back)\b|"
    # a backup in metal: "stamped on the steel plate", "engraved on the capsule"
    r"\b(?:stamped|engraved|punched|etched)\b|\b(?:steel|metal|titanium) (?:plate|card|capsule|backup)|钢板",
    re.IGNORECASE,
)
_STANDARD_LENGTHS = (24, 21, 18, 15, 12)


@lru_cache(maxsize=None)
def wordlist(language: str) -> dict[str, int]:
    """word -> index for a BIP39 list shipped by the ``mnemonic`` package (read, not imported)."""
    spec = importlib.util.find_spec("mnemonic")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the mnemonic package is not installed")
    path = Path(list(spec.submodule_search_locations)[0]) / "wordlist" / f"{language}.txt"
    words = path.read_text(encoding="utf-8").split()
    return {word: index for index, word in enumerate(words)}


def checksum_ok(indices: list[int]) -> bool:
    """Whether word indices carry a valid BIP39 checksum."""
    bits = "".join(f"{i:011b}" for i in indices)
    checksum_bits = len(bits) // 33
    entropy_bits = len(bits) - checksum_bits
    entropy = int(bits[:entropy_bits], 2).to_bytes(entropy_bits // 8, "big")
    digest = int.from_bytes(hashlib.sha256(entropy).digest()[:1], "big") >> (8 - checksum_bits)
    return digest == int(bits[entropy_bits:], 2)


def _valid_windows(indices: list[int]) -> list[list[int]]:
    return [indices[i : i + n] for n in _STANDARD_LENGTHS for i in range(0, len(indices) - n + 1) if checksum_ok(indices[i : i + n])]


def _test_vector(indices: list[int]) -> bool:
    """A published test vector ("abandon … about", "legal winner thank year …", "zoo … wrong"):
    its entropy is one byte repeated — public by construction, no wallet's secret."""
    bits = "".join(f"{i:011b}" for i in indices)
    entropy = bits[: len(bits) - len(bits) // 33]
    return len({entropy[i : i + 8] for i in range(0, len(entropy), 8)}) == 1


def scan_seeds(text: str) -> Iterator[Finding]:
    if "\u20e3" in text or "\U0001f51f" in text:
        text = _KEYCAP.sub(_as_number_mark, text)  # "1️⃣ 盘⏎2️⃣ 抑…🔟 绳": a list numbered in keycap emoji
    lesson = _A_LESSON.search(text) and not _A_WALLET.search(text)
    for found in (*_english(text), *_chinese(text)):
        if lesson:
            continue  # "英语听写 第6单元⏎seed⏎penalty…", "三年级生字表": words to learn, whatever their checksum
        words = re.findall(r"[A-Za-z]+|[\u3400-\u9fff]", _MARKUP.sub(" ", text[found.start : found.end]))
        if words and max(words.count(w) for w in set(words)) * 2 > len(words):
            continue  # "test test … test junk": a phrase of one word is a development chain's public default
        yield found


# a list of words set as schoolwork, not a wallet's: dictation, spelling, vocabulary, characters to learn
_A_LESSON = pattern_cache.compile(r"听写|默写|生字|单词表|词汇表|\b(?:dictation|spelling (?:list|test|words)|vocab(?:ulary)?(?: list| test)?)\b", re.I)
_A_WALLET = pattern_cache.compile(r"助记词|助記詞|恢复词|钱包|錢包|私钥|\b(?:seed|recovery|backup)\s+(?:phrase|words)\b|\b(?:mnemonic|wallet|metamask|ledger|trezor)\b", re.I)


# a keycap emoji ("1️⃣" is the digit, a variation selector and the keycap mark; "🔟" one character),
# read as the number it shows in as many characters, so every offset holds
_KEYCAP = pattern_cache.compile("(\\d)\ufe0f?\u20e3|\U0001f51f[ \t]?")


def _as_number_mark(m: re.Match[str]) -> str:
    if m.group(1) is None:  # (🔟 and the blank after it make room for "10")
        return "10" if len(m.group(0)) == 2 else "#"
    return (m.group(1) + ". ")[: len(m.group(0))]


# A numbered item: "1. slow", "1)shallow", "#1 word", "1、居", "(1) 居" — the number and the word.
_NUMBERED_LATIN = pattern_cache.compile(r"(?<![\w.#])[#(第]?(\d{1,2})\s?(?:个|個|位)?[ \t]*[.):：、|-]?\)?[ \t]*([A-Za-z]+)\b")
_NUMBERED_HAN = pattern_cache.compile(
    r"(?<![\w.#])[#(第]?(\d{1,2})\s?(?:个|個|位)?[ \t]*[.):：、|-]?\)?[ \t]*([\u3400-\u9fff])(?![\u3400-\u9fff])"
)


# the same items numbered in words: "1st short, 2nd beach", "One: slam. Two: cement.", "第一个：免，第二个：北"
_ORDINAL_LATIN = pattern_cache.compile(r"(?<![\w.#])(\d{1,2})(?:st|nd|rd|th)\b[ \t]*[.):：-]?[ \t]*([A-Za-z]+)\b")
_EN_NUMBERS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen "
    "nineteen twenty twenty-one twenty-two twenty-three twenty-four"
).split()
_EN_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth "
    "sixteenth seventeenth eighteenth nineteenth twentieth twenty-first twenty-second twenty-third twenty-fourth"
).split()
_NUMBER_OF_WORD = {w: n for words in (_EN_NUMBERS, _EN_ORDINALS) for n, w in enumerate(words, start=1)}
_WORD_NUMBERED = pattern_cache.compile(
    r"(?<![\w-])(" + "|".join(sorted(map(re.escape, _NUMBER_OF_WORD), key=len, reverse=True)) + r")(?:[ \t]+word)?[ \t]*[:：.),，][ \t]*([A-Za-z]+)\b", re.I  # (read out: "One, flag. Two, replace.")
)
# read out: "Number one is input. Number two is snow.", "word three: favorite"
_NUMBER_IS_WORD = pattern_cache.compile(
    r"(?<![\w-])(?:number|word|no\.)[ \t]+(" + "|".join(sorted(map(re.escape, _NUMBER_OF_WORD), key=len, reverse=True)) + r")[ \t]*(?:[:：.)=]|\bis\b|\bwas\b)[ \t]*([A-Za-z]+)\b", re.I
)
_ZH_NUMERAL_ITEM = pattern_cache.compile(r"第?([一二两三四五六七八九十]{1,3})(?:个|個|位)?[ \t]*[：:、.．][ \t]*([\u3400-\u9fff])(?![\u3400-\u9fff])")
_ZH_NUMERALS = {c: n for n, c in enumerate("一二三四五六七八九", start=1)} | {"两": 2}


def _zh_number(numeral: str) -> int:
    """一…二十四 as a number (0: not one)."""
    if "十" not in numeral:
        return _ZH_NUMERALS.get(numeral, 0) if len(numeral) == 1 else 0
    tens, _, ones = numeral.partition("十")
    return (_ZH_NUMERALS.get(tens, 0) if tens else 1) * 10 + (_ZH_NUMERALS.get(ones, 0) if ones else 0)


def _items(text: str, pattern: re.Pattern[str]) -> Iterator[tuple[int, str, int, int]]:
    """(number, word, start, end) of each numbered item, in digits or in words."""
    for m in pattern.finditer(text):
        yield int(m.group(1)), m.group(2), m.start(), m.end()
    if pattern is _NUMBERED_LATIN:
        for m in _ORDINAL_LATIN.finditer(text):
            yield int(m.group(1)), m.group(2), m.start(), m.end()
        for m in (*_WORD_NUMBERED.finditer(text), *_NUMBER_IS_WORD.finditer(text)):
            yield _NUMBER_OF_WORD[m.group(1).lower()], m.group(2), m.start(), m.end()
    else:
        for m in _ZH_NUMERAL_ITEM.finditer(text):
            yield _zh_number(m.group(1)), m.group(2), m.start(), m.end()


def _numbered(text: str, pattern: re.Pattern[str], lists: tuple[dict[str, int], ...]) -> Finding | None:
    """A phrase written as numbered items, in whatever layout — one per line, inline, or in
    columns read down ("1. slow   4. around   7. letter"), numbered in words too ("One: slam.",
    "第一个：免"): the numbers give the order, so the words are put back in it before the checksum is tried."""
    items: dict[int, tuple[str, int, int]] = {}
    def known(word: str) -> bool:
        return any(word in table for table in lists)

    for number, word, start, end in _items(text, pattern):
        word = word.lower()
        # a number of the list beats one of the text around it ("5 Jan" in a note's date line)
        if 1 <= number <= 24 and (number not in items or (not known(items[number][0]) and known(word))):
            items[number] = (word, start, end)
    n = next((n for n in _STANDARD_LENGTHS if all(i in items for i in range(1, n + 1))), 0)
    if not n:
        return None
    chosen = [items[i] for i in range(1, n + 1)]
    for table in lists:
        if all(word in table for word, _, _ in chosen):
            start, end = min(s for _, s, _ in chosen), max(e for _, _, e in chosen)
            indices = [table[word] for word, _, _ in chosen]
            found = _decide(text, start, end, indices)
            if found:
                return found
            if checksum_ok(indices):
                # numbered 1…n in wallet order, with a checksum that holds: a phrase
                # written down as a list, whatever is around it
                return Finding("seed_phrase", start, end, 0.9)
    return None


def _decide(text: str, start: int, end: int, indices: list[int], contiguous: bool = False, strays_ok: bool = True) -> Finding | None:
    if len(indices) < 12:
        return None
    window = text[max(0, start - 160) : min(len(text), end + 80)]
    windows = _valid_windows(indices)
    if windows and all(_test_vector(w) for w in windows):
        return None
    valid = bool(windows)
    # without a label that names a phrase, the run itself must be one (a list of 14 or 17
    # words has a valid 12-word window one time in four); an English sentence may add a
    # word or two of its own at either end ("make sure — … — that's 21 words")
    whole = any(len(w) >= len(indices) - (4 if strays_ok else 0) for w in windows)
    # a weak word counts only around the phrase: "名词" inside Chinese prose says nothing
    around = text[max(0, start - 160) : start] + "\n" + text[end : end + 80]
    # words run together: a context word inside the run is prose about phrases
    # ("中文助记词表里全是常用字"), not a label on one
    near = around if contiguous else window
    context = any(not _DENIED.search(near, max(0, m.start() - 8), m.start()) for m in _CONTEXT.finditer(near))
    # words run together (Chinese prose is made of list characters) need strong context
    if valid and (context or (whole and not contiguous and (_WEAK_CONTEXT.search(around) or len(indices) >= 18 or _laid_out(text, start, end)))):
        return Finding("seed_phrase", start, end, 0.97)
    if context and not contiguous:
        return Finding("seed_phrase", start, end, 0.8)
    if context and contiguous and valid:
        return Finding("seed_phrase", start, end, 0.9)
    if contiguous and valid and whole and _count_told(text[max(0, start - 40) : start], len(indices)):
        return Finding("seed_phrase", start, end, 0.9)  # "那十二个字我念给你：继医悟型…": as many characters as said, a checksum that holds
    return None


_COUNT_TOLD = pattern_cache.compile(r"(十二|十五|十八|二十一|二十四|12|15|18|21|24)\s*个\s*(?:字|词|汉字|助记词)")
_COUNT_VALUE = {"十二": 12, "十五": 15, "十八": 18, "二十一": 21, "二十四": 24}


def _count_told(before: str, n: int) -> bool:
    """Whether the words before a run say how many characters it has — exactly ``n``."""
    return any(_COUNT_VALUE.get(m.group(1), int(m.group(1)) if m.group(1).isdigit() else 0) == n for m in _COUNT_TOLD.finditer(before))


def _laid_out(text: str, start: int, end: int) -> bool:
    """The words fill their lines, nothing else on them but a list's bullets ("Untitled note⏎⏎horn rally come …",
    a photo of a slip: "举 声 看 秀⏎形 天 偷 征⏎…"): a phrase written down, not prose — with
    a checksum that holds, one in sixteen random word runs."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    return not re.search(r"[^\s\[\]()“”\"'：:\-*•·]", _MARKUP.sub("", text[line_start:start])) and not re.search(r"[^\s\[\]()“”\"'.。]", text[end:line_end])


def _longest_run(flags: list[bool]) -> int:
    best = run = 0
    for flag in flags:
        run = run + 1 if flag else 0
        best = max(best, run)
    return best


# a word, not a markup command's name ("\\item", "<li>" hold list words: "item" is one)
_LATIN_WORD = pattern_cache.compile(r"(?<![\\A-Za-z])(?<!<)(?<!</)[A-Za-z]+")
_MARKUP = pattern_cache.compile(r"\\[A-Za-z]+\*?|</?[A-Za-z]+[^<>\n]{0,40}>")


# a steel plate's four letters a word: BIP39 words are unique by their first four ("STOO COPP RECY …")
_FOUR_LETTERS = pattern_cache.compile(r"(?<![A-Za-z])[A-Z]{3,4}(?![A-Za-z])(?:[ \t,]+[A-Z]{3,4}(?![A-Za-z])){11,23}")


@lru_cache(maxsize=1)
def _by_prefix() -> dict[str, int]:
    words = wordlist("english")
    return {w[:4]: i for w, i in words.items()}


def _prefixes(text: str) -> Iterator[Finding]:
    prefixes = _by_prefix()
    for m in _FOUR_LETTERS.finditer(text):
        tokens = m.group(0).lower().replace(",", " ").split()
        if all(t in prefixes for t in tokens):
            indices = [prefixes[t] for t in tokens]
            if len(indices) in _STANDARD_LENGTHS and checksum_ok(indices) and not _test_vector(indices):
                yield Finding("seed_phrase", m.start(), m.end(), 0.9)


def _english(text: str) -> Iterator[Finding]:
    if _FOUR_LETTERS.search(text):
        yield from _prefixes(text)
    words = wordlist("english")
    # 1 per list word (a list's "and" before its last word, and its item marks, are neither)
    # ("Number one is input.": "number one is" marks the item, as "1." would)
    marks = [(m.start(), m.start(2)) for m in _NUMBER_IS_WORD.finditer(text)]
    worded = list(_WORD_NUMBERED.finditer(text))
    if {1, 2, 3} <= {_NUMBER_OF_WORD[m.group(1).lower()] for m in worded}:
        marks += [(m.start(), m.start(2)) for m in worded]  # items numbered in words ("One, flag. Two, …"), not "six" of a phrase
    tokens = [m for m in _LATIN_WORD.finditer(text) if not _item_mark(text, m) and not any(a <= m.start() < b for a, b in marks)]
    listed = bytes(words.__contains__(m.group(0).lower()) for m in tokens if m.group(0).lower() != "and")
    if b"\x01" * 12 not in listed:
        return  # no 12 list words in a row, whatever lies between them
    if re.search(r"\d", text) or _WORD_NUMBERED.search(text) or marks:
        numbered = _numbered(text, _NUMBERED_LATIN, (words,))
        if numbered:
            yield numbered
    run: list[re.Match[str]] = []
    for m in tokens + [None]:  # type: ignore[operator]
        if m is not None and run and m.group(0).lower() == "and" and _separator(text[run[-1].end() : m.start()]):
            continue  # "…, puppy and indoor": the list's "and" joins its last word (the gap after it is checked)
        gap_ok = m is not None and run and _separator(text[run[-1].end() : m.start()])
        if m is not None and m.group(0).lower() in words and (not run or gap_ok):
            run.append(m)
            continue
        if len(run) >= 12:
            run = _after_label_line(text, run, lambda w: (w.start(), w.end()))
            # a label's own list words before its colon ("STEEL PLATE: DECEMBER CHAPTER …"): the phrase starts after
            after_colon = next((i for i in range(len(run) - 1, 0, -1) if ":" in text[run[i - 1].end() : run[i].start()]), None)
            if after_colon is not None and len(run) - after_colon >= 12:
                run = run[after_colon:]
            found = _decide(text, run[0].start(), run[-1].end(), [words[w.group(0).lower()] for w in run]) or _window_of(text, run, words)
            if found:
                yield found
        run = [m] if m is not None and m.group(0).lower() in words else []


def _window_of(text: str, run: list[re.Match[str]], words: dict[str, int]) -> Finding | None:
    """A phrase inside a longer run of list words, decided on its own words: "nurse … indoor"
    written one a line, a list line of other list words just below it ("- collect fuchsias")."""
    if len(run) > 30:
        return None
    indices = [words[w.group(0).lower()] for w in run]
    for length in _STANDARD_LENGTHS:
        for i in range(len(run) - length + 1):
            if length < len(run) and checksum_ok(indices[i : i + length]):
                found = _decide(text, run[i].start(), run[i + length - 1].end(), indices[i : i + length])
                if found:
                    return found
    return None


# the last word of a list said as a list is said: "…, puppy and indoor"
_LIST_AND = pattern_cache.compile(r"\s*,?\s*(?:and|&)\s+")


# a list's own marks between the words: "No.1 capital  No.2 yellow", "i. inform⏎ii. alone" (the checksum decides)
# and Chinese numerals: "一、always⏎二、shed", "（三）race"
_LIST_MARKS = pattern_cache.compile(
    r"\bNo\.?\s*\d{1,2}\b|(?m:^)[ \t]*[ivxlc]{1,6}[.)](?=\s)|(?m:^)[ \t]*[(（]?第?[一二三四五六七八九十]{1,3}[、.．:：)）]", re.IGNORECASE
)


def _item_mark(text: str, word: re.Match[str]) -> bool:
    """Whether a word is an item's mark, not a word of the list: "No" of "No.1", "ii" of "ii. alone"."""
    w = word.group(0)
    if w.lower() in ("st", "nd", "rd", "th") and word.start() and text[word.start() - 1].isdigit():
        return True  # "1st short": the ordinal's ending
    if w.lower() in _NUMBER_OF_WORD and re.match(r"[ \t]*[:：.)]", text[word.end() : word.end() + 3]) and text[word.start() - 1 : word.start()] != "-":
        return True  # "One: slam.": a number said as a word, marking the item
    if w.lower() == "no":
        return bool(re.match(r"\.?\s*\d{1,2}\b", text[word.end() : word.end() + 5]))
    return bool(re.fullmatch(r"[ivxlc]{1,6}", w, re.IGNORECASE)) and text[word.end() : word.end() + 1] in ".)" and not text[text.rfind("\n", 0, word.start()) + 1 : word.start()].strip()


def _separator(gap: str) -> bool:
    if _LIST_AND.fullmatch(gap):
        return True
    if "o" in gap or "i" in gap or "v" in gap or "x" in gap or "I" in gap or "V" in gap or "X" in gap or "N" in gap or "\n" in gap:
        gap = _LIST_MARKS.sub(" ", gap)
    # spaces, commas, slashes, dashes, newlines, list numbering ("2. ", "3)")
    # (JSON arrays and quoted lists too: quotes and brackets; padded columns: long runs of spaces)
    if len(gap) > 8 and (len(gap) > 40 or gap.count("\n") > 1):
        return False
    # — any marks between the words, the checksum decides: arrows ("wait → impact → …"), 【】, quotes
    return not re.search(r"[A-Za-z\u3400-\u9fff]", _MARKUP.sub(" ", gap) if ("\\" in gap or "<" in gap) else gap)


# (numbers in circles and brackets too: "①魏 ②隐 …", "⑴ 魏")
# (arrows, range labels and bracketed numbers too: "净 → 居", "5-8：把 镜", "[2] 疯")
# (a bracket opens a number, "(1) 居", or an aside that ends the run, "…要（按箭头顺序…")
# (a colon only after a number, "5-8：把", "3: 居" — after a word it ends a label: "记一下：的三欧")
_HAN_GAP = pattern_cache.compile(r"(?:[\s,，、;；/|｜·.\d)）\[\]【】→>\u2460-\u249b\u3251-\u325f\u32b1-\u32bf-]|(?<=\d)[:：]|[(（](?=\s*\d)){0,10}")
# a character wrapped on its own ("【矿】 【录】", '["矿", "录", …]'), as a wallet app or a JSON list shows it
_WRAPPED_HAN = pattern_cache.compile(r"[【「『“\"‘'\[［〔〈《(（]\s*(?P<c>[\u3400-\u9fff])\s*[】」』”\"’'\]］〕〉》)）]")  # (the checksum decides)


# each character's reading written after it, for someone who reads pinyin better: "绿(lǜ) 启(qǐ) …"
_PINYIN_NOTE = pattern_cache.compile(r"(?<=[\u3400-\u9fff])[ \t]?[(（][a-zA-Zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜüêńňǹḿ]{1,7}[1-5]?[)）]")


def _chinese(text: str) -> Iterator[Finding]:
    simplified, traditional = wordlist("chinese_simplified"), wordlist("chinese_traditional")
    if "(" in text or "（" in text:
        text = _PINYIN_NOTE.sub(lambda m: " " * len(m.group()), text)  # (same length: offsets hold)
    han = re.findall(r"[\u3400-\u9fff]", text)
    if len(han) < 12:
        return
    if (re.search(r"\d", text) or _ZH_NUMERAL_ITEM.search(text)) and sum(c in simplified or c in traditional for c in han) >= 12:
        numbered = _numbered(text, _NUMBERED_HAN, (simplified, traditional))
        if numbered:
            yield numbered
    wrapped = _wrapped_run(text, simplified, traditional)
    if wrapped:
        yield wrapped
        return
    if _longest_run([c in simplified or c in traditional for c in han]) < 12:
        return
    chars = [(m.start(), m.group(0)) for m in re.finditer(r"[\u3400-\u9fff]", text)]
    run: list[tuple[int, str]] = []
    gaps: list[str] = []
    for item in chars + [(-1, "")]:
        pos, ch = item
        in_list = ch in simplified or ch in traditional
        if ch and in_list and (not run or _HAN_GAP.fullmatch(text[run[-1][0] + 1 : pos])):
            if run:
                gaps.append(text[run[-1][0] + 1 : pos])
            run.append((pos, ch))
            continue
        if len(run) >= 12:
            found = _chinese_run(text, run, gaps, simplified, traditional)
            if found:
                yield found
        run, gaps = ([(pos, ch)] if ch and in_list else []), []


# a label inside a run of list characters ("助记词是烂洞暂课…": 助, 记, 词, 是 are list words too)
_LABEL_IN_RUN = pattern_cache.compile(r"(?:助记词|助記詞|恢复短语|恢復短語|恢复词|备份词|种子词|種子詞)(?:是|为|為|[:：])?")


def _after_label_line(text: str, run: list, span) -> list:
    """A run whose first line holds a few list words of a label ("Untitled note⏎⏎horn rally …",
    "纸条上写着⏎举 声 看 秀⏎…") starts on the next line, where the phrase is."""
    for i in range(1, len(run)):
        if "\n" in text[span(run[i - 1])[1] : span(run[i])[0]]:
            if i == 1 and _alone_on_line(text, *span(run[0])):
                return run  # one word per line: the first line is the phrase's first word
            breaks = [k for k in range(i + 1, len(run)) if "\n" in text[span(run[k - 1])[1] : span(run[k])[0]]]
            second_row = (breaks[0] if breaks else len(run)) - i
            if second_row == i and _line_opens_with(text, span(run[0])[0]):
                return run  # a first line of list words as long as the next ("fan weasel crumble⏎cart debate dinner"): the grid's first row
            return run[i:] if i < 12 and len(run) - i >= 12 else run
    return run


def _line_opens_with(text: str, start: int) -> bool:
    return not _MARKUP.sub("", text[text.rfind("\n", 0, start) + 1 : start]).strip(" \t-*•.)0123456789")


def _alone_on_line(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return not _MARKUP.sub("", text[line_start:start]).strip(" \t-*•.)0123456789") and not text[end : len(text) if line_end < 0 else line_end].strip()


def _wrapped_run(text: str, simplified: dict[str, int], traditional: dict[str, int]) -> Finding | None:
    """Twelve or more list characters each wrapped in its own brackets or quotes, set apart only
    by spaces or commas: a phrase when the whole run passes the checksum."""
    groups: list[list[re.Match[str]]] = []
    for m in _WRAPPED_HAN.finditer(text):
        if groups and re.fullmatch(r"[\s,，、;；]*", text[groups[-1][-1].end() : m.start()]):
            groups[-1].append(m)
        else:
            groups.append([m])
    for group in groups:
        letters = [m.group("c") for m in group]
        if len(letters) < 12:
            continue
        table = simplified if all(c in simplified for c in letters) else traditional
        if not all(c in table for c in letters):
            continue
        if _whole_phrase([table[c] for c in letters]):
            return Finding("seed_phrase", group[0].start(), group[-1].end(), 0.9)
    return None


def _chinese_run(text, run, gaps, simplified, traditional) -> Finding | None:
    trimmed = _after_label_line(text, run, lambda r: (r[0], r[0] + 1))
    if trimmed is not run:
        gaps = gaps[len(run) - len(trimmed) :]
        run = trimmed
    labels = list(_LABEL_IN_RUN.finditer(text, run[0][0], run[-1][0] + 1))
    if labels:  # the phrase starts after the last one
        label = labels[-1]
        keep = [i for i, (pos, _) in enumerate(run) if pos >= label.end()]
        if len(keep) < 12:
            return None
        run, gaps = run[keep[0] :], gaps[keep[0] :]
    letters = [ch for _, ch in run]
    table = simplified if all(c in simplified for c in letters) else traditional
    if not all(c in table for c in letters):
        # the two scripts' lists side by side ("繁体 … ⑫怒⏎- [ ] 换 LINE"): the phrase is the stretch
        # of one list's characters, the words around it are of the other script
        return next(filter(None, (
            _chinese_run(text, run[i:j], gaps[i : j - 1], simplified, traditional)
            for i, j in _one_list_stretches(letters, simplified, traditional) if (i, j) != (0, len(run))
        )), None)  # fmt: skip
    contiguous = sum(1 for g in gaps if g == "") > len(gaps) // 2
    if contiguous and any(g.strip() and g.strip() in "，。；！？,.;!?" for g in gaps):
        # characters run together across a sentence's comma ("我说就是钱包的备份，谁要都不能给") are prose:
        # a phrase written unspaced has no punctuation inside — each clause is read on its own
        cut = [i + 1 for i, g in enumerate(gaps) if g.strip() and g.strip() in "，。；！？,.;!?"]
        pieces = zip([0, *cut], [*cut, len(run)])
        return next(filter(None, (_chinese_run(text, run[a:b], gaps[a : b - 1], simplified, traditional) for a, b in pieces if b - a >= 12)), None)
    found = _decide(text, run[0][0], run[-1][0] + 1, [table[c] for c in letters], contiguous, strays_ok=False)
    if found is None and gaps and all(g.strip(" ,，、-·/|→>") == "" and g for g in gaps):
        # every character set apart ("the characters are 污 折 怨 …"): no prose is written so; the
        # whole run a valid phrase by its checksum is one, whatever the words around it
        if _whole_phrase([table[c] for c in letters]):
            found = Finding("seed_phrase", run[0][0], run[-1][0] + 1, 0.85)
    if found is None and any(g.strip() == "" and g for g in gaps):
        found = _even_blocks(run, gaps, table)
    if found is None:
        found = _same_separator(run, gaps, table)
    return found


def _one_list_stretches(letters: list[str], *tables: dict[str, int]) -> Iterator[tuple[int, int]]:
    """The longest stretches (start, end) of 12 or more characters that are all in one of ``tables``."""
    for table in tables:
        start = None
        for i, ch in enumerate([*letters, ""]):
            if ch in table:
                start = i if start is None else start
                continue
            if start is not None and i - start >= 12:
                yield start, i
            start = None


def _same_separator(run: list[tuple[int, str]], gaps: list[str], table: dict[str, int]) -> Finding | None:
    """Inside a longer run, the stretch of characters each set apart by the same mark ("你记好，枪·架·插·…·扬，
    就这么多", "估，袭，堡，…，离，就这么多"): a phrase of a standard length when its checksum holds — the words
    around it are set apart otherwise, or not at all."""
    i = 0
    while i < len(gaps):
        mark, j = gaps[i], i
        if mark and len(mark) <= 2 and (mark.strip() or (i == 0 and mark in (" ", "\u3000"))):  # (a blank too, from the run's start: "肉 静 续 … 辟，你记到本子上")
            while j < len(gaps) and gaps[j] == mark:
                j += 1
            # characters i … j are joined by the one mark: the phrase is a window of them of a standard length
            for n in _STANDARD_LENGTHS:
                for start in range(i, j - n + 2):
                    window = run[start : start + n]
                    if _whole_phrase([table[c] for _, c in window]):
                        return Finding("seed_phrase", window[0][0], window[-1][0] + 1, 0.85)
        i = max(j, i + 1)
    return None


def _even_blocks(run: list[tuple[int, str]], gaps: list[str], table: dict[str, int]) -> Finding | None:
    """A phrase written in blocks of the same size set apart by the same blank ("调创睛 校讲皱
    盾酱策 …", "催　昆　…　覆 别删": a word of prose after it, set apart otherwise): the longest
    stretch of such blocks, a phrase when its checksum holds. Prose keeps no such measure."""
    blocks: list[list[int]] = [[0]]
    apart: list[str] = []  # the blank before each block after the first
    for i, gap in enumerate(gaps, start=1):
        if gap == "":
            blocks[-1].append(i)
        elif gap.strip(" \t\u3000") == "":
            blocks.append([i])
            apart.append(gap)
        else:
            return None
    best: list[list[int]] = []
    for first in range(len(blocks)):
        size = len(blocks[first])
        last = first
        while last + 1 < len(blocks) and len(blocks[last + 1]) == size and (last == first or apart[last] == apart[first]):
            last += 1
        stretch = blocks[first : last + 1]
        # the stretch, or it less one block of prose at an end ("… 损破战 别丢了": 别丢了 too is list words)
        for kept in (stretch, stretch[:-1], stretch[1:]):
            chars = size * len(kept)
            # four-character blocks are idioms too ("一帆风顺 万事如意 …"): they need a longer phrase
            if (size <= 3 and chars >= 12 or size == 4 and chars >= 18) and len(kept) > len(best):
                letters = [run[i][1] for block in kept for i in block]
                if _whole_phrase([table[c] for c in letters]):
                    best = kept
    if not best:
        return None
    return Finding("seed_phrase", run[best[0][0]][0], run[best[-1][-1]][0] + 1, 0.85)


def _whole_phrase(indices: list[int]) -> bool:
    """Whether the whole run is one valid phrase by its checksum (and not a published test vector)."""
    windows = _valid_windows(indices)
    return any(len(w) == len(indices) for w in windows) and not all(_test_vector(w) for w in windows)
