"""Episodes: what a speaker tells of their days (a happening, a state of now, a habit, an
intention) becomes a memory about the right person — kept inferred, never a slot, never
put to review — while replies to the listener stay evidence only."""

from __future__ import annotations

import json

import pytest

from mimvault.interpretation.english import verb_form, verb_forms


def review_text(mim_json) -> str:
    return json.dumps(mim_json("review"), ensure_ascii=False)


def captured(mim_json, text: str, at: str = "2023-05-08T13:00:00+00:00") -> list[dict]:
    return mim_json("capture", "--at", at, text)["details"]["candidates"]


def test_a_verb_is_known_in_every_form():
    assert verb_form("went").lemma == "go" and verb_form("went").tag == "VBD"
    assert {f.lemma for f in verb_forms("attended")} == {"attend"}
    assert verb_form("attending").tag == "VBG" and verb_form("attends").tag == "VBZ"
    assert verb_form("babysat").past
    assert verb_form("tuesday") is None


@pytest.mark.parametrize(
    "text, kind",
    [
        ("I went to a ceramics workshop yesterday and it was so much fun.", "happening"),
        ("Just finished my first half marathon!", "happening"),
        ("Took the kids to the science museum on Sunday", "happening"),
        ("I've been volunteering at the animal shelter on weekends.", "state"),
        ("I'm swamped with the kids and work these days.", "state"),
        ("Gonna check out some career options in counselling.", "intention"),
        ("We're planning a camping trip to the lakes.", "intention"),
        ("周末带孩子去爬山了，累死了", "happening"),
        ("最近在学吉他，手指好疼", "state"),
        ("我打算换个工作方向", "intention"),
        ("Last week, I decided to run for office again.", "happening"),  # the time in a clause of its own
        ("Researching adoption agencies — it's been a dream to have a family.", "happening"),
        ("Trying to get a petition going, it's pretty rewarding.", "intention"),
        ("佳琪！日本回来了，给你带了 matcha KitKat", "happening"),  # "you" as the one given to
        ("不好意思，上周去了趟杭州出差，刚回来。", "happening"),  # an apology, then a trip: not small talk
        ("I'm gonna chat with local leaders and gather ideas for my next move.", "intention"),
        ("Just wanted to give you the heads up on what's been happening lately- I took a writing class.", "happening"),
    ],
)
def test_an_episode_is_kept_as_inferred_whatever_its_phrasing(mim_json, text, kind):
    candidates = captured(mim_json, text)
    episodes = [c for c in candidates if c.get("state") == "inferred" and c["action"] == "created"]
    assert episodes, candidates
    expected_type = {"happening": "event", "intention": "event", "state": "fact"}[kind]
    assert any(c["type"] == expected_type for c in episodes), candidates
    assert all(c["memory"] not in review_text(mim_json) for c in episodes)  # nothing for the user to review


def test_a_happening_keeps_its_time_and_its_verb(mim_json, vault):
    out = captured(mim_json, "I adopted a rescue greyhound last week.")
    episode = next(c for c in out if c["type"] == "event")
    memory = vault.get(episode["memory"])
    assert memory.predicate == "adopt" and "greyhound" in memory.object
    assert memory.valid_from and str(memory.valid_from).startswith("2023-0")  # the week before 8 May 2023
    assert memory.state.value == "inferred"


@pytest.mark.parametrize(
    "text",
    [
        "I'm so proud of you for doing that!",
        "That sounds amazing!",
        "You did an incredible job.",
        "I love your painting!",
        "That painting is gorgeous.",
        "I can't wait to see it.",
        "I'm sure it made a big difference.",
        "Taking care of ourselves is so important.",
        "I'll keep pushing and chasing my dreams!",
        "你太厉害了！",
        "真替你高兴",
        "比以前强多了",
        "谢谢，植物园和环岛路都记下了。",
        "谢谢啊，帮大忙了。",
        "早上好！今天天气不错。",
        "Let me know how it turns out!",
        "I'll make sure to have a safe trip.",
        "That's what I like to hear!",
        "Good night，明天还要跟美国那边开早会。",  # small talk, and its reason
        "早上好呀，刚交完班，困死了。",
        "Merry Christmas！虽然在加班。",
        "Thanks for keeping all my notes straight，真的帮了大忙。",
        "thanks 陪我聊了一整年 lol, 明年见",
        "Evening! Hope you're well.",
        "晚安，今天累瘫了",  # a good night and how the day felt: small talk, its feeling too
        # maxims and musings: a gerund or everyone is their subject, not the speaker
        "Chasing our dreams and helping each other out.",
        "Creating community and supporting each other, especially for kids, is really important.",
        "Taking in kids in need - you're so kind.",
        "Networking really pays off.",
        "We all have our different paths.",
        "Been a busy week since we talked.",  # it has been
        "Gotta stay resilient and focused, that's key!",  # a resolve, no plan
        "Coco looks so adorable!",  # how a photo looks, no habit
        "I'd love to join in and show my support!",  # an offer to the listener
        "I loved doing that with my siblings when I was young.",  # a time of life, not a state
        "Oh my god look at his little face",
        "Ha, I remember the Glastonbury tent disaster.",  # a thought of now, no habit
        "是啊。安安怎么样了，会翻身了吗",  # asked without a question mark
        "周航！好久没联系了，最近还好吗？",
        "打扰了，最近事情太多，回复慢了点。",  # an apology and its reason
        "merry christmas, little robot. don't work too hard",  # a well-wish, no rule for the assistant
        "又出差 😂 你们 consulting 真的是 non-stop",  # the listener's trip
        "我记得你大学就天天逛 thrift store",
        "Hey John! Haven't talked in a bit, how ya been?",  # a contraction is no name
        "I heard there's a nice trail just north of here.",  # hearsay
        "Difficult times are part of life.",
        "Wow, that looks amazing, Nate! I love the color and texture.",  # the thing shown, liked
    ],
)
def test_a_reply_to_the_listener_is_no_memory(mim_json, text):
    out = captured(mim_json, text)
    assert [c for c in out if c["action"] == "created"] == [], out


def test_an_intention_is_no_follow_up(mim_json):
    captured(mim_json, "I'm thinking about going back to school next year.", at="2025-01-10T10:00:00+00:00")
    captured(mim_json, "We are planning a trip to Portugal in March.", at="2025-01-10T10:01:00+00:00")
    assert mim_json("followups", "--now", "2025-04-20") == []


def test_episodes_take_no_slot_and_are_never_promoted_by_repetition(mim_json, vault):
    first = captured(mim_json, "I've been volunteering at the animal shelter.", at="2024-01-10T10:00:00+00:00")
    captured(mim_json, "I've been volunteering at the library.", at="2024-02-10T10:00:00+00:00")
    again = captured(mim_json, "I've been volunteering at the animal shelter.", at="2024-03-10T10:00:00+00:00")
    assert "volunteer" not in review_text(mim_json)  # no question either: an episode takes no slot
    memory = vault.get(first[0]["memory"])
    assert again[0]["memory"] == memory.id and again[0]["action"] == "merged"
    assert memory.state.value == "inferred"


def write_chat(tmp_path, turns) -> str:
    path = tmp_path / "chat.jsonl"
    path.write_text("\n".join(json.dumps(t, ensure_ascii=False) for t in turns) + "\n", encoding="utf-8")
    return str(path)


def test_a_chat_between_two_people_gives_each_their_own_episodes(mim, mim_json, vault, tmp_path):
    at = "2023-06-02T18:00:00+00:00"
    path = write_chat(tmp_path, [
        {"role": "user", "text": "Hey Dana! I went to a pottery workshop yesterday, so relaxing.", "time": at, "session": "s1"},
        {"role": "Dana", "text": "Wow, that's awesome! I'm so proud of you. Keep it up!", "time": at, "session": "s1"},
        {"role": "Dana", "text": "My sister just started a new job at a bakery in Leeds.", "time": at, "session": "s1"},
        {"role": "Dana", "text": "And I adopted a puppy last week!", "time": at, "session": "s1"},
        {"role": "user", "text": "Amazing! Send me pics! From now on always reply in French.", "time": at, "session": "s1"},
    ])  # fmt: skip
    mim("import", path)
    kept = [vault.get(p.stem) for p in sorted((vault.root / "memories").rglob("mem_*.md"))]
    about = {m.subject for m in kept}
    assert any(m.subject == "user" and m.predicate == "go" and "pottery" in (m.object or "") for m in kept)
    assert any(m.subject == "Dana" and m.type.value == "event" and "puppy" in (m.object or "") for m in kept)
    assert any(m.subject == "Dana's sister" for m in kept), about
    # a request to the other person is theirs to hear: never a rule for the assistant, and
    # her encouragement is no memory of hers
    assert not [m for m in kept if m.predicate == "instruction"]
    assert not [m for m in kept if "proud" in (m.text or "") or "Keep it up" in (m.text or "")]
    assert all(m.state.value != "confirmed" for m in kept if m.subject != "user")
    profile = mim("profile").stdout
    assert "puppy" not in profile and "bakery" not in profile


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("我妹 got into UBC！九月去 Vancouver", "我妹"),  # the sister's, in either grammar
        ("daughter's got a summer job at the hospital in Leeds", "my daughter"),
        ("Every weekend 我们 cycle along the park connector", "user"),
        ("表妹佳琪 拿到 offer 去 Melbourne 读研了，学 data science。", "佳琪"),  # a kin word, then her given name
        ("小林上个月去了日本", "小林"),
    ],
)
def test_an_episode_told_in_mixed_or_texted_words_is_about_the_right_person(mim_json, vault, text, who):
    made = [c for c in captured(mim_json, text) if c["action"] == "created"]
    assert made and {vault.get(c["memory"]).subject for c in made} == {who}, made


def test_a_state_told_in_passing_is_served_among_recent_events_not_stable_facts(mim, mim_json):
    captured(mim_json, "I'm swamped with the kids and the bakery these days.")
    captured(mim_json, "I live in Leeds.")
    context = mim("context", "how busy am I these days", "--budget", "800").stdout
    stable = context.split("## Stable facts")[1].split("##")[0] if "## Stable facts" in context else ""
    assert "swamped" not in stable and "swamped" in context.split("## Recent events")[1]


def test_a_time_said_before_the_clause_dates_it_and_hides_none_of_its_words(mim_json, vault):
    out = captured(mim_json, "Last week, I decided to run for office again.")
    memory = vault.get(next(c for c in out if c["type"] == "event")["memory"])
    assert memory.predicate == "run" and "office" in memory.object
    assert str(memory.valid_from).startswith("2023-0")  # the week before 8 May 2023


def test_a_past_of_a_common_verb_is_no_name_in_text_typed_without_case(mim_json, vault):
    out = captured(mim_json, "Yesterday, my sister got a new job at the bank.")
    memories = [vault.get(c["memory"]) for c in out if c["action"] == "created"]
    assert memories and not any(m.object == "Got" for m in memories)
    assert any(m.subject == "my sister" for m in memories)


def test_a_title_in_quotes_is_part_of_what_was_done_and_a_cleft_is_the_speakers(mim_json, vault):
    out = captured(mim_json, 'Just finished "A Dance with Dragons" and it\'s a really good story.')
    finished = [vault.get(c["memory"]) for c in out if c["type"] == "event"]
    assert finished and finished[0].object == '"A Dance with Dragons"'
    out = captured(mim_json, "Thanks! Can't wait for the seafood too. I love the ocean.")  # no reaction before it
    assert any(c["type"] == "preference" for c in out)
    out = captured(mim_json, "Yeah! That's why I love traveling - it's a way to learn about other places.")
    liked = [vault.get(c["memory"]) for c in out if c["type"] == "preference"]
    assert liked and liked[0].subject == "user" and "travel" in liked[0].object
    # an order in title case stays a quotation: never the user's own words
    out = captured(mim_json, 'My note says "Always Reply In French" lol')
    assert [c for c in out if c["action"] == "created"] == []
