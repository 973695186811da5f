"""What makes two memories the same statement, what makes them about the same thing, and
which things have one value at a time: the slot registry.

    memory_key(...)  the same statement: keep-best merging joins them into one memory
    topic_of(...)    the same topic: two memories that can contradict each other
    slot_of(...)     the slot a memory fills (lives_in, employer, partner, pref:code_language…)

Slots (one registry for the rules, the LLM extractor and governance alike):

- **single-valued** — a subject has one value at a time: where they live, their employer,
  job title, direct manager, name, birthday, birthplace; a newer value is a *change*;
- **staged** — the partner: girlfriend/boyfriend -> fiancé(e) -> spouse; a later stage
  with the same person is a change, not a contradiction;
- **preference topics** — a "from now on" rule is about something (the language of code
  examples, of replies, their length…): a newer rule on the same topic replaces the older;
- **once-events** — born, studied, met the partner, joined or left a given employer: two
  incompatible versions of the same once-event are a question for the user.

Pure and at the bottom of the package: the catalog stores the keys as indexed columns,
and governance compares them.
"""

from __future__ import annotations

import re

from .chinese_script import mandarin

# Events that happen once — per employer (joined, left) or once in a life (studied, met
# the partner, graduated): two versions of one of them that cannot both hold disagree.
ONCE_EVENTS = frozenset(
    {"left_company", "joined_company", "move", "graduation", "education", "met_partner", "birth", "marriage", "divorce"}
)
# Once-events of a person's life as a whole, whatever their object ("studied architecture
# at Edinburgh" and "a graphic design degree in Glasgow" are two versions of one).
LIFE_ONCE_EVENTS = frozenset({"education", "met_partner", "graduation"})
# Single-valued slots: one current value per subject.
SINGLE_VALUED = frozenset(
    {"lives_in", "employer", "job", "manager", "partner", "name", "birthday", "birthplace", "hometown", "nationality",
     "relationship_status", "school"}
)  # fmt: skip
# The partner's stages, in order: "partner" covers girlfriend, boyfriend, partner.
PARTNER_STAGES = {"partner": 1, "fiance": 2, "spouse": 3, "separated": 4, "divorced": 5}
# Relations with one holder at a time: their slot is the relation, the person its value.
SINGLE_RELATIONS = {"manager": "manager", "partner": "partner", "fiance": "partner", "spouse": "partner", "separated": "partner", "divorced": "partner"}
# Slots that are who one is: a second, different value is a question, never a change.
IDENTITY_SLOTS = frozenset({"name", "birthday", "birthplace"})
_COMPANY_WORDS = frozenset(
    {"inc", "ltd", "llc", "corp", "corporation", "co", "gmbh", "ag", "plc", "sa", "limited", "group", "holdings",
     "company", "technologies", "technology", "tech", "labs", "lab", "studio", "studios", "digital", "media",
     "software", "systems", "solutions", "networks", "network", "mobility", "the"}
)  # fmt: skip
_ZH_COMPANY_SUFFIX = re.compile(r"(?:有限公司|股份|公司|集团|科技|网络|技术|信息|软件|传媒|工作室)+$")


def slot_of(memory_type: str, predicate: str | None, topic: str | None = None) -> str | None:
    """The slot a memory fills, or None (a memory that takes no slot)."""
    if not predicate:
        return None
    if memory_type == "relationship":
        return SINGLE_RELATIONS.get(predicate)
    if memory_type == "preference" and predicate in ("instruction", "prefers") and topic and topic != "alias":
        return f"pref:{topic}"
    if memory_type in ("fact", "profile"):
        return predicate
    return None


def topic_of(
    memory_type: str,
    subject: str | None,
    predicate: str | None,
    obj: str | None,
    event_type: str | None,
    topic: str | None = None,
) -> str | None:
    """What two memories must share to be able to disagree (a catalog column, indexed)."""
    who = norm_words(subject or "user")
    slot = slot_of(memory_type, predicate, topic)
    if memory_type == "relationship":
        if slot:
            return f"val|{who}|{slot}"
        return f"rel|{norm_words(obj)}" if obj else None
    if memory_type == "event":
        if event_type in LIFE_ONCE_EVENTS:
            return f"evt|{event_type}|{who}"
        if event_type in ONCE_EVENTS and obj:
            return f"evt|{event_type}|{topic or entity_key(obj)}"  # topic: the entity as the vault knows it
        return None
    if slot:
        return f"val|{who}|{slot}"
    return None


def entity_key(value: str | None) -> str:
    """One employer (or place) however it is written: "Acme Media", "Acme", "ACME Inc." and
    "蓝鲸网络"/"蓝鲸" each have one key — the first distinctive word."""
    text = (value or "").strip()
    if re.search(r"[\u3400-\u9fff]", text) and re.search(r"[A-Za-z]{2,}", text):
        # a name in two scripts is keyed by the one it opens with: "Elk Coffee 麋鹿咖啡" is Elk, as
        # "Elk" is; "山野 Roastery" is 山野
        latin_first = bool(re.match(r"[A-Za-z]", text))
        text = re.sub(r"[\u3400-\u9fff]+" if latin_first else r"[A-Za-z][\w&.'’ -]*", " ", text).strip()
    if re.search(r"[\u3400-\u9fff]", text):
        text = mandarin(text)  # "台積電" is 台积电
        stripped = _ZH_COMPANY_SUFFIX.sub("", text.replace(" ", ""))
        return stripped or text
    words = [w for w in norm_words(text).split() if w not in _COMPANY_WORDS]
    return words[0] if words else norm_words(text)


def memory_key(memory_type: str, subject: str | None, predicate: str | None, obj: str | None, text: str, topic: str | None = None) -> str:
    """What makes two memories the same statement: keep-best merging joins them into one.
    A rule is about its topic: "reply in English" and "docs in English" are two rules."""
    if predicate and obj:
        value = entity_key(obj) if predicate in ("employer", "left_employer") else norm_words(obj)
        about = f"|{topic}" if memory_type == "preference" and topic and topic != "alias" else ""
        return f"{memory_type}|{norm_words(subject or 'user')}|{predicate}|{value}{about}"
    return f"{memory_type}|text|{norm_words(text)}"


def norm_words(value: str | None) -> str:
    """Lower-cased words only, Chinese in simplified characters: "New York!" and "new york" are
    the same object, and so are "臺中" and "台中"."""
    return re.sub(r"[\W_]+", " ", mandarin(value or "").lower()).strip()
