"""Reading and rewriting front matter: nothing of the user's is lost or reformatted."""

from __future__ import annotations

import contextlib
from datetime import date, datetime, timezone

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mimvault.errors import DocumentError
from mimvault.storage.files import parse_document, render_document, rewrite_document

KEY = st.text(
    alphabet=st.characters(whitelist_categories=("Ll", "Lu", "Lo"), min_codepoint=65, max_codepoint=0x9FFF),
    min_size=1,
    max_size=10,
).filter(lambda k: k not in ("state", "y", "n", "yes", "no", "on", "off", "true", "false", "null"))
SCALAR_TEXT = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp"), blacklist_characters="\x85\ufeff"),
    max_size=30,
)
VALUE = st.one_of(
    SCALAR_TEXT,
    st.integers(-10**6, 10**6),
    st.booleans(),
    st.lists(SCALAR_TEXT, max_size=4),
    st.sampled_from(["东京", "我现在住在东京", "2025-04", "yes", "0123", "a: b", "# not a comment", "- dash"]),
)
BODY = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\x85\u2028\u2029\ufeff"), max_size=200)


def _pyyaml_writer(meta: dict, body: str) -> str:
    # Another tool's style: indentless lists, its own quoting choices.
    fm = yaml.safe_dump(meta, allow_unicode=True, sort_keys=False, default_flow_style=False, width=10**6)
    return f"---\n{fm}---\n{body}"


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(
    meta=st.dictionaries(KEY, VALUE, min_size=1, max_size=8),
    body=BODY,
    writer=st.sampled_from([render_document, _pyyaml_writer]),
    new_state=st.sampled_from(["confirmed", "superseded", "待定", "yes"]),
)
def test_rewriting_one_key_keeps_everything_else(meta, body, writer, new_state):
    original = writer(meta, body)
    doc = parse_document(original, "memories/fact/mem_x.md")
    assert doc.meta == meta
    assert doc.body == body

    rewritten = rewrite_document(doc, {"state": new_state})
    again = parse_document(rewritten, "memories/fact/mem_x.md")

    assert again.meta == {**meta, "state": new_state}
    assert list(again.meta) == [*meta, "state"]  # order kept, the new key appended
    assert again.body == body  # byte-identical body
    kept_lines = doc.fm.splitlines()
    assert again.fm.splitlines()[: len(kept_lines)] == kept_lines  # untouched lines untouched
    for value in meta.values():
        if isinstance(value, str) and any("\u4e00" <= ch <= "\u9fff" for ch in value):
            # CJK written as itself, not escaped (YAML may still quote the value: "0'一:" is written '0''一:')
            assert all(ch in rewritten for ch in value if "\u4e00" <= ch <= "\u9fff")


@settings(max_examples=100)
@given(meta=st.dictionaries(KEY, VALUE, min_size=2, max_size=8), body=BODY)
def test_changing_and_removing_existing_keys(meta, body):
    doc = parse_document(render_document(meta, body), "x.md")
    first, *rest = list(meta)
    changed = rewrite_document(doc, {first: ["新", "values"]}, removals=rest[:1])
    again = parse_document(changed, "x.md")
    expected = {k: v for k, v in meta.items() if k not in rest[:1]}
    expected[first] = ["新", "values"]
    assert again.meta == expected
    assert list(again.meta) == list(expected)
    assert again.body == body


def test_comments_quotes_and_obsidian_empty_values_survive():
    original = (
        "---\n"
        "id: mem_1  # my note\n"
        'title: "Home"\n'
        "# a comment line of mine\n"
        "tags:\n"
        "  - home\n"
        "  - 东京\n"
        "mood:\n"
        "when: ~\n"
        "state: pending_review # waiting\n"
        "---\n"
        "我现在住在东京。\n"
        "\n"
        "Evidence: [[evt_1]]\n"
    )
    doc = parse_document(original, "x.md")
    out = rewrite_document(doc, {"state": "confirmed", "updated": datetime(2026, 11, 29, 12, tzinfo=timezone.utc)})
    assert out == original.replace("state: pending_review # waiting", "state: confirmed # waiting").replace(
        "---\n我", "updated: 2026-11-29T12:00:00Z\n---\n我"
    )


def test_new_keys_go_after_their_neighbour_in_file_order():
    doc = parse_document("---\nid: mem_1\nstate: confirmed\nupdated: 2026-01-01\nmine: 1\n---\n", "x.md")
    out = rewrite_document(doc, {"last_confirmed": "2026-02-02"}, order=("id", "state", "updated", "last_confirmed"))
    assert out.splitlines()[1:6] == ["id: mem_1", "state: confirmed", "updated: 2026-01-01", "last_confirmed: '2026-02-02'", "mine: 1"]


def test_strings_yaml_would_misread_are_quoted():
    doc = parse_document(render_document({"a": "yes", "b": "0123", "c": "0o17", "d": "null", "e": "2025-04-01"}, ""), "x.md")
    assert doc.meta == {"a": "yes", "b": "0123", "c": "0o17", "d": "null", "e": "2025-04-01"}


def test_windows_line_endings_and_bom_are_kept():
    original = "\ufeff---\r\nid: mem_1\r\nstate: inferred\r\n---\r\nbody line\r\n"
    doc = parse_document(original.encode("utf-8"), "x.md")
    assert doc.meta == {"id": "mem_1", "state": "inferred"}
    out = rewrite_document(doc, {"state": "confirmed"})
    assert out == original.replace("inferred", "confirmed")


def test_a_one_line_flow_mapping_is_rewritten_in_block_style():
    doc = parse_document("---\n{id: mem_1, state: inferred, extra: 我}\n---\nbody\n", "x.md")
    out = rewrite_document(doc, {"state": "confirmed"})
    assert parse_document(out, "x.md").meta == {"id": "mem_1", "state": "confirmed", "extra": "我"}
    assert out.endswith("---\nbody\n")


def test_multiline_values_are_written_as_blocks_and_read_back():
    out = render_document({"question": "第一行\nsecond line"}, "")
    assert "question: |-\n  第一行\n  second line\n" in out
    assert parse_document(out, "x.md").meta["question"] == "第一行\nsecond line"


@pytest.mark.parametrize(
    ("raw", "line", "reason"),
    [
        (b"no front matter\n", 1, "no front matter"),
        (b"---\nid: mem_1\nbody without a closing fence\n", 1, "not closed"),
        (b"---\nid: mem_1\ntitle: [unclosed\n---\n", 4, "not valid YAML"),
        (b"---\nid: mem_1\n  bad: indent\n---\n", 3, "not valid YAML"),
        (b"---\n- a\n- b\n---\n", 2, "must be a mapping"),
        (b"---\nid: mem_1\ntitle: caf\xe9\n---\n", 3, "not UTF-8"),
    ],
)
def test_unreadable_files_name_the_line_and_reason(raw, line, reason):
    with pytest.raises(DocumentError) as exc:
        parse_document(raw, "memories/fact/mem_1.md")
    assert exc.value.path == "memories/fact/mem_1.md"
    assert exc.value.line == line
    assert reason in exc.value.reason


_SCALARS = st.one_of(
    st.text(alphabet=st.sampled_from(list("abcXYZ019_-. :#'\"/@年月住在东京，。\t!&*[]{},?|>%`~=<\\\u00a0\u2028😀")), max_size=12),
    st.sampled_from(["yes", "No", "null", "~", "0123", "1e3", "2026-04", "2026-04-01", "on", "1_000", "-", "mem_01ABC"]),
    st.integers(-10**6, 10**6),
    st.booleans(),
    st.none(),
    st.datetimes(min_value=datetime(1900, 1, 1), max_value=datetime(2200, 1, 1)).map(
        lambda d: d.replace(microsecond=0, tzinfo=timezone.utc)
    ),
)


@settings(max_examples=400, deadline=None)
@given(key=st.sampled_from(["id", "title", "object", "地点", "a b", "on", "x:y"]), value=st.one_of(_SCALARS, st.lists(_SCALARS, min_size=1, max_size=3)), indented=st.booleans())
def test_the_fast_yaml_writer_agrees_with_pyyaml(key, value, indented):
    from mimvault.storage.files import _fast_block, _yaml_block

    fast = _fast_block(key, value, indented)
    if fast is not None:  # the fast path may decline; when it answers, it must be PyYAML's answer
        assert fast == _yaml_block(key, value, indented)


_FM_VALUES = st.one_of(
    _SCALARS,
    st.lists(_SCALARS, max_size=3),
    st.text(alphabet=st.sampled_from(list("ab '#:-\"\\[]{}&*!|>%@`,?\n年")), max_size=8),
)


@settings(max_examples=400, deadline=None)
@given(
    fields=st.dictionaries(st.sampled_from(["id", "title", "tags", "on", "a-b", "x_1", "When"]), _FM_VALUES, max_size=5),
    comment=st.booleans(),
)
def test_the_fast_front_matter_reader_agrees_with_pyyaml(fields, comment):
    from mimvault.storage.files import _yaml_block, dump_key, fast_load

    text = "".join(dump_key(k, v) if k != "When" else _yaml_block(k, v, False) for k, v in fields.items())
    if comment:
        text = "# a note\n" + text
    fast = fast_load(text)
    if fast is not None:  # it may decline; when it answers, it answers as PyYAML does
        assert fast == (yaml.load(text, Loader=yaml.CSafeLoader) or {})


@pytest.mark.parametrize(
    "fm",
    ["a: b\n  c\n", "a: 'it''s'\n", "a: \"q\\n\"\n", "a: [1, 2]\n", "a:\n  b: c\n", "a: x # c\n", "a: yes\n",
     "a: 0x10\n", "a: 1_000\n", "a: .5\n", "a: 2024-01-01 10:00:00 +08:00\n", "a:\n- x\n- 'y'\n", "a: &x b\n"],
)
def test_the_fast_reader_declines_or_agrees_on_tricky_yaml(fm):
    from mimvault.storage.files import fast_load

    fast = fast_load(fm)
    assert fast is None or fast == yaml.load(fm, Loader=yaml.CSafeLoader)


@st.composite
def _timestamps(draw) -> str:
    """Timestamps in the forms YAML knows, now and then with a non-ASCII digit or a day
    that does not exist."""
    day = draw(st.dates(min_value=date(1, 1, 1), max_value=date(9999, 12, 31)))
    text = f"{day.year:04d}-{day.month:02d}-{day.day:02d}"
    if draw(st.booleans()):
        moment = draw(st.times())
        hour = f"{moment.hour:02d}" if draw(st.booleans()) else str(moment.hour)
        text += draw(st.sampled_from(["T", "t", " ", "  "])) + f"{hour}:{moment.minute:02d}:{moment.second:02d}"
        text += draw(st.sampled_from(["", ".5", ".25", f".{moment.microsecond:06d}", ".123456789", "."]))
        text += draw(st.sampled_from(["", "Z", " Z", "+08:00", "-05:00", "-5", "+14:30", "-03:30", "+99"]))
    if draw(st.integers(0, 9)) == 0:
        text = text.replace("0", draw(st.sampled_from(["٠", "０"])), 1)  # digits YAML does not read as numbers
    if draw(st.integers(0, 9)) == 0:
        text = text[:8] + "31" + text[10:]  # 31 February, 31 April …
    return text


@settings(max_examples=600, deadline=None)
@given(value=st.one_of(_timestamps(), st.from_regex(r"[-+]?[0-9]{1,6}(\.[0-9]{0,4})?", fullmatch=True)))
def test_the_fast_reader_reads_numbers_and_times_as_pyyaml_does(value):
    """Dates, times with their zones, integers and decimals: the fast reader's value is
    PyYAML's, or it declines; where PyYAML refuses the value, the fast reader refuses it
    too or leaves it to PyYAML."""
    from mimvault.storage.files import fast_load

    text = f"a: {value}\n"
    try:
        expected = yaml.load(text, Loader=yaml.CSafeLoader)
    except ValueError:  # a date that does not exist: refused, or left to PyYAML
        with contextlib.suppress(ValueError):
            assert fast_load(text) is None
        return
    fast = fast_load(text)
    assert fast is None or repr(fast) == repr(expected)  # the same value, type and time zone
