"""Governance: what becomes of a candidate, conflicts and questions, answers, decay,
the timeline and the periodic jobs (seed 000 §10–12).

    planner      write-time governance of candidates (threshold, keep-best, habits, classes)
    governor     conflicts raised or settled inside a write; answers -> versions
    conflicts    which memories contradict (pure)
    questions    what to ask about a conflict, a change, a stale memory (EN/ZH)
    review       the review queue; answers given in words
    decay        weights, staleness, category-protected capacity
    timeline     the life timeline, its gaps, follow-ups
    maintenance  `mim maintain`: the daily/weekly/monthly jobs and their report
"""
