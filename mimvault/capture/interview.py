"""``mim init --interview``: the backbone questions of seed 000 §17, one at a time.

First the trunk, not every branch: the life timeline, core relations, lasting
preferences, the current state. Every question can be skipped; every answer is kept
as the user's own evidence (``user_form``). An answer to a direct question ("Where do
you live now?") becomes a confirmed memory in the user's words; a free answer ("Who is
in your family?") goes through the extractor and its memories wait in the review queue
like any other candidates.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Question:
    key: str
    axis: str  # timeline | relations | preferences | current
    en: str
    zh: str
    type: str | None = None  # a direct answer becomes a memory of this type…
    predicate: str | None = None  # …about this predicate; None: a free answer, extracted

    def text(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


QUESTIONS = (
    Question("name", "current", "What should I call you?", "我该怎么称呼你？", "profile", "name"),
    Question("lives_in", "timeline", "Where do you live now?", "你现在住在哪个城市？", "fact", "lives_in"),
    Question("job", "current", "What do you do for a living?", "你现在做什么工作？", "fact", "job"),
    Question("employer", "current", "Where do you work (company or organisation)?", "你在哪家公司或单位工作？", "fact", "employer"),
    Question("moves", "timeline", "Where have you lived before, and roughly when did you move?", "你以前住过哪些地方？大概什么时候搬的？"),
    Question("work_history", "timeline", "What were your earlier jobs, roughly when?", "你以前做过哪些工作？大概什么时候？"),
    Question("education", "timeline", "Where and what did you study?", "你在哪里读书、学的什么？"),
    Question("family", "relations", "Who is in your close family? (e.g. my wife Anna, my son Leo)", "你的家人有哪些？（例如：我老婆叫小雨，我儿子叫乐乐）"),
    Question("people", "relations", "Who are the people that matter most to you, at work or as friends?", "工作和生活中对你最重要的人有哪些？"),
    Question("learning", "preferences", "How do you like to learn new things?", "你喜欢怎样学习新东西？", "preference", "learning_style"),
    Question("communication", "preferences", "How should an assistant talk to you (length, tone, language)?", "你希望助手怎样和你沟通（长短、语气、语言）？", "preference", "communication_style"),
    Question("decisions", "preferences", "How do you make decisions, and how much risk do you like?", "你做决定的方式是怎样的？愿意承担多大风险？", "preference", "decision_style"),
    Question("goal", "current", "What are you working towards right now?", "你现在最主要的目标是什么？", "fact", "goal"),
    Question("constraints", "current", "What pressures or constraints should I keep in mind?", "目前有哪些压力或限制需要我记住？", "fact", "constraint"),
)
BY_KEY = {q.key: q for q in QUESTIONS}


def statement(question: Question, answer: str, lang: str) -> str:
    """The memory's text for a direct answer, in the user's words."""
    label = {
        "name": ("My name is", "我叫"),
        "lives_in": ("I live in", "我住在"),
        "job": ("I work as", "我的工作是"),
        "employer": ("I work at", "我在"),
        "learning": ("How I like to learn:", "我喜欢的学习方式："),
        "communication": ("How to talk to me:", "和我沟通的方式："),
        "decisions": ("How I decide:", "我做决定的方式："),
        "goal": ("My current goal:", "我现在的目标："),
        "constraints": ("Keep in mind:", "需要记住的限制："),
    }[question.key]
    zh = lang == "zh"
    if question.key == "employer" and zh:
        return f"我在{answer}工作"
    return f"{label[1]}{answer}" if zh else f"{label[0]} {answer}"
