"""Chinese written in traditional characters or in Cantonese is read as the simplified
Mandarin the rules know, and what is kept stays in the user's own characters."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mimvault.chinese_script import mandarin
from mimvault.interpretation import get_extractor

REF = datetime(2024, 5, 1, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("我而家係 registered nurse 喇", "我现在是 registered nurse 了"),
        ("轉咗工去 HSBC", "转了工去 HSBC"),
        ("我們的關係很好", "我们的关系很好"),  # 係 of 關係 is no Cantonese 是
        ("唔，好吧", "唔，好吧"),  # a hum, not 不
        ("我唔係佢老細", "我不是他老板"),
        ("I moved to Leeds", "I moved to Leeds"),
    ],
)
def test_traditional_and_cantonese_read_as_simplified_mandarin(text, reading):
    assert mandarin(text) == reading


@given(st.text(alphabet=st.sampled_from("喺咗嘅係關邊度而家返工唔喇臺灣後發髮乾淨著我你他 aZ1，")))
def test_a_reading_keeps_every_offset(text):
    assert len(mandarin(text)) == len(text)


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("我搬咗去臺中喇", "lives_in", "臺中"),
        ("我而家係 registered nurse 喇", "job", "registered nurse"),
        ("我的 supervisor 現在是林佩君", "manager", "林佩君"),
    ],
)
def test_what_is_read_is_kept_in_the_users_own_characters(text, predicate, value):
    found = [c for c in get_extractor("rules").extract(text, ref=REF) if c.predicate == predicate]
    assert [c.object for c in found] == [value]
    assert found[0].text in text
