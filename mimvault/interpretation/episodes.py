"""Episodes: what a speaker tells of their days — a happening, a state of now, a habit,
an intention — read from a clause's subject, verb and tense, for the clauses no slot
frame took.

    read(clause, claim, times)  -> Candidate | None

The slot frames (``rules.py``) know the few statements governance compares — where one
lives, works, whom one married. Most of a life is told otherwise: "went to a support
group yesterday", "I've been volunteering at the shelter", "周末带孩子去爬山了". A frame
per phrasing would never end; this reads the clause's grammar instead:

- **who**: the first person (I, we, "X and I", a dropped subject before a verb in the
  past or in -ing, 我/我们 or none in Chinese), or someone of theirs ("my sister", a name
  before its verb); anything else (it, that, you) tells no episode of anyone's life;
- **the verb** in any form, by its lemma and tense (``english.py``: every verb of an
  English lexicon), after auxiliaries and adverbs; in Chinese, the aspect and modal
  markers around it (了, 过, 在, 打算…) rather than the verb itself;
- **what kind**: a past verb or a perfect is a *happening*; be + -ing, "have been", a
  state (be + adjective or place, have + thing) is a state of *now*; a present simple
  verb is a *habit* (a routine: promoted only on repeated evidence, as habits are); will,
  gonna, plan to, 打算, 准备 is an *intention* (a plan without its day: no follow-up);
- **worth keeping**: the rest of the clause must name something (a word that is not a
  pronoun, an article or an evaluation), and say nothing of the listener: "I love your
  painting", "I'm so proud of you", "thanks for that" are reactions, not a life.

An episode is the speaker's word about an ordinary day: it is kept ``inferred`` (searchable,
served with its label), never confirmed on its own and never put to the user for review
(``Candidate.episodic``); it takes no slot, so it never supersedes or contradicts anything.
Modes other than a plain assertion or a plan (questions, wishes, negations, quotations,
pleasantries) tell no episode: the claim analysis decided that before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from .. import pattern_cache
from ..timeparse import TimeReading
from .candidate import Candidate
from .claims import Claim
from .clauses import Clause
from .casing import looks_like_name
from .english import VerbForm, is_adjective, verb_form, verb_forms
from .lexicon import CJK, EN_EVALUATIVE, EN_FUNCTION_WORDS, EN_PHATIC_VERBS, EN_RELATIONS, ZH_EVALUATIVE

_I = re.IGNORECASE
_WORD = pattern_cache.compile(r"[A-Za-z0-9][A-Za-z0-9'’&.-]*[A-Za-z0-9]|[A-Za-z0-9]")
_HAS_CJK = pattern_cache.compile(f"[{CJK}]")

# words that open a clause without being its subject ("so", "oh", "by the way")
_DISCOURSE = frozenset(
    "so and but also plus well oh ah yeah yes yep yup actually anyway anyways btw honestly lately recently now then "
    "ok okay alright right hey hi wow omg guess what by the way speaking of which on another note update news".split()
)  # fmt: skip
_SELF = {"i": None, "i'm": "be", "im": "be", "i've": "have", "ive": "have", "i'd": "would", "i'll": "will", "we": None,
         "we're": "be", "we've": "have", "we'd": "would", "we'll": "will", "me": None}  # fmt: skip
_POSSESSIVE = frozenset({"my", "our"})
_BE = frozenset({"am", "is", "are", "was", "were", "be", "been", "being", "'m", "'s", "'re"})
_HAVE = frozenset({"have", "has", "had", "'ve"})
_DO = frozenset({"do", "does", "did"})
_FUTURE = frozenset({"will", "'ll", "shall", "gonna", "wanna", "gotta"})
_UNREAL = frozenset({"would", "could", "might", "should", "may", "must", "can", "'d", "ought"})
_NEGATIONS = frozenset({"not", "never", "no", "nothing", "nobody", "neither", "nor"})
# verbs whose infinitive after them is what the speaker means to do ("plan to", "hoping to")
_INTEND = frozenset({"plan", "intend", "hope", "want", "aim", "mean", "decide", "try", "prepare", "need", "expect", "consider", "think"})
# verbs of carrying on: the verb after them says what goes on ("keep practising")
_ASPECTUAL = frozenset({"keep", "continue", "stay", "carry"})
# efforts without an object in the world ("pushing", "believing", "fighting on"): resolve, not events
_EFFORT = frozenset({"push", "believe", "fight", "move", "strive", "hustle", "grind", "hope", "dream", "chase", "shine",
                     "rock", "smile", "learn", "grow", "improve", "support", "encourage", "motivate", "inspire", "plug"})  # fmt: skip
# what opens a verb's object or complement ("Finished the race", "Went to Rome", "Moved in")
_OPENS_OBJECT = frozenset("the a an my our his her their this that some to in into on at with for from up out off back home over".split())
# where one is or goes: never a stance ("off to Lisbon", "back home", "out with friends")
_PARTICLES = frozenset({"off", "away", "back", "home", "out", "in", "at", "on", "up", "over", "down", "around", "abroad"})
_TIME_DETERMINERS = frozenset({"every", "each", "this", "that", "last", "next", "one", "most", "some"})
# whom a request is for: a base form before these is an imperative, not a dropped "I"
_REQUEST_TARGETS = frozenset({"me", "us", "you", "it", "them", "him", "her", "yourself", "yourselves", "'em"})
# promises said in reply: "I'll make sure to…", "I'll let you know", "I'll have a blast"
_PROMISED = frozenset({"make", "let", "keep", "reach", "check", "look", "tune", "try", "have", "give", "do", "see", "stay",
                       "take", "be", "get", "think", "remember", "send", "show", "tell"})  # fmt: skip
# feelings toward what one is about to do: "excited to", "eager to"
_EAGER = frozenset({"excited", "eager", "keen", "ready", "thrilled", "stoked", "pumped", "psyched", "determined"})
# verbs of undertaking: told in the past, what follows them happened ("chose to go", "managed to finish")
_UNDERTAKE = frozenset({"decide", "choose", "start", "begin", "manage", "learn", "agree", "volunteer", "offer", "try"})
# what a gerund subject does in a generic statement ("seeing them happy makes my day")
_GENERIC_VERBS = frozenset({"helps", "makes", "gives", "brings", "keeps", "means", "feels", "takes", "lets", "warms", "shows", "teaches",
                            "reminds", "helped", "made", "gave", "brought", "kept", "meant", "reminded", "taught", "showed"})  # fmt: skip
_PLANNING = frozenset({"plan", "prepare", "organize", "organise", "arrange", "consider"})
# an intention to hold an attitude ("gotta stay focused", "want to savor it"): a resolve, not a plan
_RESOLVE = frozenset({"stay", "remain", "be", "focus", "savor", "savour", "cherish", "treasure", "embrace", "appreciate", "value",
                      "remember", "trust", "believe", "smile", "shine", "push", "strive", "hustle", "grind", "rock"})  # fmt: skip
# what a reply offers to do with the listener ("I'd love to join in", "I'd love to help in any way I can")
_OFFERED = frozenset({"join", "help", "support", "come", "hear", "chat", "catch", "visit", "cheer", "meet"})
# verbs of knowing and thinking: in the present they tell a thought, never a habit
_MENTAL = frozenset({"remember", "recall", "forget", "know", "think", "guess", "bet", "suppose", "reckon", "wonder", "doubt",
                     "imagine", "realize", "realise", "understand", "believe", "mean", "see", "hear"})  # fmt: skip
# verbs of how something seems ("looks adorable", "sounds like fun")
_PERCEPTION = frozenset({"look", "seem", "sound", "smell", "taste", "appear"})
# what follows a contracted "is" after a noun ("my son's ok", "mum's back home")
_STATES_AFTER_IS = frozenset({"ok", "okay", "fine", "back", "home", "here", "there", "away", "off", "out", "in", "not", "doing"})
# whom a maxim is about: "helping each other out", "pushing ourselves" — everyone, not a deed of the speaker's
_EVERYONE = frozenset({"each", "one", "ourselves", "others", "everyone", "everybody", "people"})
# what an expletive "(it's) been a …" measures: "Been a busy week", "Been a long road"
_SPELLS = frozenset({"while", "minute", "moment", "day", "days", "week", "weeks", "month", "months", "year", "years", "time",
                     "road", "ride", "journey", "rollercoaster", "roller", "coaster", "age", "ages", "bit", "morning", "night"})  # fmt: skip
# verbs with little meaning of their own: they need something named after them
_LIGHT = frozenset({"be", "have", "do", "get", "go", "make", "take", "come", "put", "keep", "let", "give", "say", "tell",
                    "see", "look", "feel", "find", "thing", "stay", "start", "begin", "end", "finish", "try", "use", "work",
                    "play", "spend", "run", "happen", "manage", "turn", "show", "watch", "check", "need", "want", "know"})  # fmt: skip
_ADDRESSEE = frozenset({"you", "your", "yours", "yourself", "ya", "u", "ur", "you're", "you've", "you'll", "you'd"})
_SUBJECTS_OTHER = frozenset({"it", "it's", "its", "that", "that's", "this", "these", "those", "there", "there's", "here",
                             "here's", "what", "which", "who", "they", "they're", "he", "she", "he's", "she's", "you",
                             "everything", "everyone", "nothing", "something", "someone", "people", "one", "let's", "lets"} | _ADDRESSEE)  # fmt: skip
_ADVERB = frozenset({"just", "also", "still", "even", "already", "finally", "recently", "actually", "totally", "really",
                     "always", "often", "usually", "sometimes", "ever", "now", "currently", "lately", "so", "too", "kinda",
                     "pretty", "super", "definitely", "probably", "maybe", "literally", "officially", "only", "almost",
                     "basically", "seriously", "truly", "all", "both", "again", "once", "then", "soon", "originally"})  # fmt: skip
_HEDGES = frozenset({"probably", "maybe", "perhaps"})
_FINITE_TAGS = ("VBD", "VBZ", "VB")

# Chinese: the speaker, the listener, and the markers of aspect and intention
_ZH_SELF = pattern_cache.compile(r"^(?:我们|咱们|我)")
_ZH_OTHER_START = pattern_cache.compile(r"^(?:你|您|他|她|它|这|那|哪|谁|大家|人家|别人)")
_ZH_LISTENER = pattern_cache.compile(r"你|您")
_ZH_INTENTION = pattern_cache.compile(r"打算|准备|计划|要去|要把|想要|决定|将要|下(?:周|个?月|星期|礼拜|次|半年)|明(?:天|年|早|晚)|后天|过几天|过阵子|改天|回头")
_ZH_ONGOING = pattern_cache.compile(r"正在|在(?=[\u4e00-\u9fff]{2})|一直(?:在|都)?|这(?:段时间|阵子|几天|周)|最近|着(?![急迷])")
# what is done again and again: a habit ("天天加班", "每周都去游泳")
_ZH_HABITUAL = pattern_cache.compile(r"(?<![今昨明前后每])天天|每天|每晚|每周|每个?月|经常|常常|总是|老是|平时|一般都|通常")
_ZH_HAPPENED = pattern_cache.compile(r"了|过(?![来去年])|刚刚?(?!开始|才)|昨天|前天|上(?:周|个?月|星期|礼拜|次|回)|去年|前年|那天|当时")
# a 了 after a degree says how much, not that something happened: "强多了", "太客气了", "累死了"
_ZH_DEGREE = pattern_cache.compile(r"(?:太[^了，,]{1,3}|多|死|极|坏|透|够|得多|很多)了")
_ZH_PARTICLES = pattern_cache.compile(r"[了过着呢吧啊呀嘛哦哈的得地]|我们|咱们|你们|我|你")


def read(
    clause: Clause, claim: Claim, times: list[TimeReading], times_of: Callable[[str], list[TimeReading]] | None = None
) -> Candidate | None:
    """The episode ``clause`` tells, or None (``times``: the times said in it; ``times_of``
    reads them in another wording of the clause)."""
    if clause.quoted:
        return None
    if claim.mode == "question" or (clause.asks and claim.mode == "assertion"):
        # "FYI, I finished another pottery project - want to see a pic?": the question is
        # the last clause; a statement before it is told all the same
        if _asks_itself(clause):
            return None
        claim = replace(claim, mode="assertion")
    if claim.mode == "negated" and _CANT_WAIT.search(clause.text):
        claim = replace(claim, mode="plan")  # "can't wait to start my new job": eager, not denied
    if claim.mode not in ("assertion", "plan", "hypothetical"):
        return None
    if _HAS_CJK.search(clause.text):
        if claim.mode == "hypothetical":
            return None
        episode = _chinese(clause, claim, times)
        if episode is None and _mostly_latin(clause.text) and not _ZH_LISTENER.search(clause.text):
            # "Every weekend 我们 cycle along the park connector": English grammar, a Chinese word
            # or two in it — read as English, the pronouns in their English form
            english = _ZH_PRONOUNS.sub(lambda m: f" {_ZH_PRONOUN_EN[m.group(0)]} ", clause.text)
            episode = _english(replace(clause, text=english), claim, times_of(english) if times_of else [])
            if episode is not None:
                update = {"text": clause.text.strip().rstrip("。.!！")[:500]}
                if episode.subject == "user" and re.match(f"^我[{CJK}]{{1,3}}$", claim.subject or ""):
                    update["subject"] = claim.subject  # "我妹 got into UBC": the sister's
                episode = episode.model_copy(update=update)
        return episode
    told = _TELLING.match(clause.text)
    if told and told.end() < len(clause.text):
        # "wanted to let you know that I'm running for office again": what is told
        clause = replace(clause, text=clause.text[told.end() :], first=True)
    episode = _english(clause, claim, times)
    if episode is None and claim.mode == "assertion":
        # "It's been tough going since I lost my job": a clause of the speaker's inside it
        inner = _EMBEDDED.search(clause.text)
        if inner:
            episode = _english(replace(clause, text=clause.text[inner.start("who") :], first=False), claim, times)
            if episode is not None and inner.group("when") and (episode.type == "fact" or episode.habit or episode.predicate in _TIME_MARKING):
                episode = None  # "since I was a kid", "since we last spoke": a time, not what happened
    if claim.mode == "hypothetical":
        # "thinking about going back to school": an intention weighed, not a fact; a
        # condition or a wish ("if…", "I'd…", "I wish…") reads as no episode at all
        if episode is None or episode.event_type != "intention":
            return None
        return episode.model_copy(update={"doubt": "considered, not decided", "confidence": 0.45})
    return episode


# --- English -------------------------------------------------------------------------------

# "(I) wanted to let you know (that)", "just to tell you", "guess what": the telling, before what is told
_TELLING = pattern_cache.compile(
    r"^\s*(?:(?:i\s+)?(?:just\s+)?(?:wanted|want|had|have|gotta|got|need)\s+to\s+(?:let you know|tell you|share(?: with you)?|say|update you|"
    r"give you (?:a quick |an )?update)|(?:just\s+)?(?:letting you know|wanted you to know|fyi|guess what|quick update|news flash|"
    r"big news|update))\b[\s,:!-]*(?:that\s+|about\s+)?",
    _I,
)
# a clause of the speaker's after a conjunction, inside a clause about something else
_EMBEDDED = pattern_cache.compile(
    r"\b(?:(?P<when>since|when|after|before|until|once|as soon as|ever since)|because|and|but|so|that|which|where)\s+(?P<who>(?:i|we)(?:['’](?:ve|m|re))?\s)",
    _I,
)
# what a when-clause of a conversation or a life stage marks: a time, not an event to keep
_TIME_MARKING = frozenset({"be", "speak", "talk", "chat", "catch", "see", "meet", "hear", "last"})
_CANT_WAIT = pattern_cache.compile(r"\b(?:can['’]?t|cannot) wait to\b", _I)
_QUESTION_OPENING = pattern_cache.compile(
    r"^\s*(?:(?:so|and|but|oh|hey|also|btw)[\s,]+)*(?:what|why|how|when|where|who|which|whose|do|does|did|is|are|was|were|have|has|"
    r"can|could|would|will|should|shall|may|any|anything|want|wanna|got|ever|you)\b",
    _I,
)


def _asks_itself(clause: Clause) -> bool:
    """Whether ``clause`` is the asking part of its sentence: its last clause, or one
    opening like a question."""
    tail = clause.sentence_text.rstrip(" ?？!！.。")
    return tail.endswith(clause.text.strip().rstrip(" ?？!！.。")) or bool(_QUESTION_OPENING.match(clause.text))


def _english(clause: Clause, claim: Claim, times: list[TimeReading]) -> Candidate | None:
    text = clause.text.replace("’", "'")
    words = [(m.group(0), m.start()) for m in _WORD.finditer(text)]
    lowered = [w.lower() for w, _ in words]
    spans = [(t.start, t.stop) for t in times]
    i = 0
    def timed(k: int) -> bool:
        return k < len(words) and any(a <= words[k][1] < b for a, b in spans)

    while i < len(lowered) and (lowered[i] in _DISCOURSE or timed(i) or (lowered[i] in _TIME_DETERMINERS and timed(i + 1))):
        i += 1  # "so", "oh", "yesterday", "every weekend": before the subject
    shown = _presented(words, lowered, i)
    if shown is not None:
        return Candidate(type="fact", text=clause.text.strip().rstrip(".!")[:500], subject="user", confidence=0.6,
                         importance=0.45, mode="assertion", episodic=True)  # fmt: skip
    universal = lowered[i : i + 2] in (["we", "all"], ["we're", "all"]) or lowered[i : i + 3] == ["all", "of", "us"]
    subject, i = _english_subject(words, lowered, i, clause.first, _following(clause))
    if subject is None:
        return None
    if subject == "_pastime":
        gerund = _gerund_phrase(words, lowered, i)
        return Candidate(type="preference", text=clause.text.strip().rstrip(".!")[:500], subject="user", predicate="habit",
                         object=gerund, confidence=0.6, importance=0.45, habit=True, mode="assertion")  # fmt: skip
    reading = _english_predicate(lowered, i)
    if reading is None:
        return None
    kind, lemma, after, hedged = reading
    if universal and kind in ("state", "habit"):
        return None  # "We all have our own paths", "we're all imperfect": everyone, not the speaker's life
    if kind == "intention" and lemma in _RESOLVE and _promise(words, lowered, after, times):
        return None  # "Gotta stay resilient and focused", "I want to savor all the good vibes": a resolve
    if lemma == "hear" and lowered[after : after + 1] and lowered[after] not in ("back", "from"):
        return None  # "I heard there's a nice trail", "I've heard it's inspiring": hearsay, not a deed
    if kind == "habit" and lemma in _MENTAL:
        return None  # "I remember the Glastonbury tent disaster": a thought of now, no habit
    if lemma in _PERCEPTION and after < len(lowered) and (is_adjective(lowered[after]) or lowered[after] in _ADVERB or lowered[after] == "like"):
        return None  # "Coco looks so adorable", "sounds like fun": how something seems now, no habit
    if lemma == "look_forward_to" and lowered[after : after + 1] == ["more"]:
        return None  # "Looking forward to more happy years": a wish for more of the same, no plan
    if kind == "state" and lemma == "be" and subject != "user" and not subject.lower().startswith(("my ", "our ")):
        return None  # "Yoga is a great way to relax": a capitalised word before "is" is rarely someone
    if kind == "intention" and lemma in _PROMISED | _OFFERED and any(w in ("will", "'ll", "would") for w in lowered[:after]) and _promise(words, lowered, after, times):
        return None  # "I'll make sure to have a safe trip", "I'd love to join in": a reply's promise or offer
    rest = [w for w in lowered[after:]]
    if any(w in _ADDRESSEE for w in rest):
        return None  # "I love your painting", "I'm so proud of you": about the listener
    named = [w for (w, at), low in zip(words[after:], rest) if low not in EN_FUNCTION_WORDS and low not in EN_EVALUATIVE
             and not any(a <= at < b for a, b in spans) and not low.isdigit()]  # fmt: skip
    if lemma in EN_PHATIC_VERBS or (not named and (lemma in _LIGHT or kind in ("state", "habit"))):
        return None  # "I know, right", "I had a great time", "I'm good": nothing of a life named
    complement = _complement(text, words, after, times)
    return _episode(kind, subject, lemma, complement, clause, claim, times, hedged)


def _following(clause: Clause) -> list[list[str]]:
    """The pieces of the clause's sentence after it (split at commas and dashes), as lowered words."""
    at = clause.sentence_text.find(clause.text)
    rest = clause.sentence_text[at + len(clause.text) :] if at >= 0 else ""
    # "Volunteering and making a difference- it's so heartwarming": a dash inside the clause too
    pieces = _PIECE_BREAK.split(clause.text.replace("’", "'"))[1:] + _PIECE_BREAK.split(rest.replace("’", "'"))
    return [words for piece in pieces if (words := [m.group(0).lower() for m in _WORD.finditer(piece)])]


_PIECE_BREAK = pattern_cache.compile(r"[,，;]|\s[-–—]\s?|(?<=\w)[-–—]\s")


def _evaluated_after(pieces: list[list[str]]) -> bool:
    """A piece after a gerund's goes on with its predicate, or gives a verdict on it:
    "…, especially for kids, is really important", "… - it's so heartwarming", "… - you're so kind"."""
    for piece in pieces:
        head = [w for w in piece if w not in _ADVERB]
        if not head:
            continue
        if head[0] in ("is", "are", "was", "does", "do", "you're") or head[0] in _GENERIC_VERBS:
            return True
        if head[0] in ("it's", "that's") and len(head) > 1:
            return head[1] in EN_EVALUATIVE or head[1].endswith("warming")
    return False


def _verb_next(lowered: list[str], j: int) -> bool:
    """The next word but adverbs is a verb agreeing with one thing: what came before is its subject."""
    while j < len(lowered) and lowered[j] in _ADVERB:
        j += 1
    return j < len(lowered) and lowered[j].endswith("s") and any(f.tag == "VBZ" for f in verb_forms(lowered[j]))


def _english_subject(words: list[tuple[str, int]], lowered: list[str], i: int, first: bool,
                     following: list[list[str]] = ()) -> tuple[str | None, int]:  # fmt: skip
    """Who the clause is about, and where its predicate starts (``following``: the words of
    the sentence after the clause, in pieces)."""
    if i >= len(lowered):
        return None, i
    head = lowered[i]
    if head in _SELF:
        if head == "me" and not (i + 2 < len(lowered) and lowered[i + 1] == "and"):
            return None, i  # "me too": no clause of its own
        if head == "me":  # "me and my husband went…"
            j = _after_noun_phrase(lowered, i + 2)
            return ("user", j) if j is not None else (None, i)
        if _SELF[head]:
            lowered[i] = _SELF[head]  # "i'm" -> the auxiliary it carries
            return "user", i
        return "user", i + 1
    # "John and I", "my husband and I"
    for j in range(i + 1, min(i + 6, len(lowered) - 1)):
        if lowered[j] == "and" and lowered[j + 1] in ("i", "we"):
            return "user", j + 2
    kin = head[:-2] if head.endswith("'s") else head
    if kin in EN_RELATIONS and EN_RELATIONS[kin] not in ("manager", "doctor", "therapist") and i + 1 < len(lowered):
        # "daughter's got a summer job", "mum retired last year": the speaker's own, as texted
        if head.endswith("'s") and lowered[i + 1] in ("got", "been", "gone", "just", "finally", "started", "moved"):
            lowered[i] = "has"
            return f"my {kin}", i
        if _is_finite(lowered[i + 1]) or lowered[i + 1] in _ADVERB:
            return f"my {kin}", i + 1
    if head == "my" and i + 1 < len(lowered) and lowered[i + 1] in ("god", "gosh", "goodness", "lord", "word", "bad"):
        return None, i  # "Oh my god look at his little face": an exclamation
    if head in _POSSESSIVE:  # "my sister just started…", "our dog got sick"
        for k in range(i + 1, min(i + 4, len(lowered) - 1)):
            if lowered[k].endswith("'s") and (lowered[k + 1] in _STATES_AFTER_IS or is_adjective(lowered[k + 1]) or lowered[k + 1] in _ADVERB):
                # "my son's ok", "our dog's still sick": the "'s" is "is"
                subject = " ".join([*(w for w, _ in words[i:k]), words[k][0][:-2]])
                lowered[k] = "is"
                return subject, k
        j = _after_noun_phrase(lowered, i + 1)
        if j is not None and j > i + 1:
            return " ".join(w for w, _ in words[i:j]), j
        return None, i
    if head in _SUBJECTS_OTHER or head.split("'")[0] in _SUBJECTS_OTHER:
        return None, i  # "it'll", "that'd", "there's"
    be = next((k for k in range(i + 1, min(i + 4, len(lowered))) if lowered[k] in ("is", "was", "'s")), None)
    if be is not None and be + 2 < len(lowered) and lowered[be + 1] == "my" and not (words[i][0][0].isupper() and looks_like_name(head)):
        if lowered[be + 2] not in EN_RELATIONS and head not in EN_RELATIONS:
            return "_pastime", i  # "Dance is my stress fix", "pottery is my happy place": the speaker's
    if first:  # a dropped subject: "Went to the beach", "Heading to the gym", "Just finished my thesis"
        j = i
        while j < len(lowered) and lowered[j] in _ADVERB:
            j += 1
        if j < len(lowered) and lowered[j] == "been":
            spell = next((w for w in lowered[j + 1 : j + 5] if not is_adjective(w) and w not in ("a", "an", "quite", "such", "so", "pretty", "really")), None)
            if lowered[j + 1 : j + 2] in (["a"], ["an"], ["quite"], ["such"], ["ages"], ["forever"]) and (spell in _SPELLS or spell is None):
                return None, i  # "Been a busy week since we talked", "Been a long road": it has been
            lowered.insert(j, "have")  # "been on levothyroxine 2 yrs": the perfect, its subject dropped
            words.insert(j, ("have", words[j][1]))
            return "user", i
        if j < len(lowered) and (lowered[j] in ("gonna", "gotta", "wanna") or any(f.tag in ("VBD", "VBG") for f in verb_forms(lowered[j]))):
            gerund_subject = lowered[j].endswith("ing") and (
                any(w in _BE or w in _UNREAL or w in _GENERIC_VERBS or w in _DO for w in lowered[j + 1 :])
                or (_evaluated_after(following) and not any(f.lemma in _INTEND for f in verb_forms(lowered[j])))
                or any(w in _EVERYONE for w in lowered[j + 1 :])  # "Chasing our dreams and helping each other out"
                or _verb_next(lowered, j + 1)  # "Networking really pays off"
            )
            if gerund_subject:
                # "Taking care of ourselves is so important": a gerund is the subject, a view of
                # the world; "Painting helps me unwind", "Dancing is my escape": the speaker's pastime
                return ("_pastime" if _tells_of_me(lowered, j + 1) else None), i
            if lowered[j] in EN_EVALUATIVE:
                return None, i  # "Excited for the future!", "Stoked about it": a feeling, not a deed
            forms = verb_forms(lowered[j])
            if any(f.tag == "VB" for f in forms) and j + 1 < len(lowered) and lowered[j + 1] in _REQUEST_TARGETS:
                return None, i  # "Let me know", "Tell me more", "Put it on my list": a request
            if is_adjective(lowered[j]) and j + 1 < len(lowered) and lowered[j + 1] not in _OPENS_OBJECT and lowered[j + 1] not in _ADVERB:
                return None, i  # "Mixed emotions", "Tired but happy": an adjective before its noun, not a deed
            if lowered[j + 1 : j + 2] in (["it"], ["you"], ["that"], ["this"]) and all(
                w in EN_FUNCTION_WORDS or looks_like_name(w) for w in lowered[j + 2 :]
            ):
                return None, i  # "Got it, Nate", "Loved it!", "Nailed it": an answer, not a deed
            if not is_adjective(lowered[j]) or any(f.tag == "VBD" for f in forms):
                return "user", i
    word = words[i][0]
    if word[0].isupper() and i + 1 < len(lowered) and looks_like_name(head) and not verb_forms(head) and not is_adjective(head):
        # a name before its verb: "Sarah got a new job", "Aunt May moved…"
        j = i + 1
        while j < len(words) and words[j][0][0].isupper() and j - i < 3:
            j += 1
        # a name's verb agrees with one person: "Sarah got", "Tom works", "Mia's moving"
        # (a base form after a capitalised word is no sign of a name: "Farewell lunch at…")
        if j < len(lowered) and (lowered[j] in _BE | _HAVE | _DO | _FUTURE | _UNREAL or any(f.tag in ("VBD", "VBZ") for f in verb_forms(lowered[j]))):
            return " ".join(w for w, _ in words[i:j]), j
        return None, i
    return None, i


_PRESENTATIVE = frozenset({"here's", "heres", "here", "this", "these", "meet", "check"})
_SHOWN = frozenset({"photo", "pic", "picture", "pics", "photos", "pictures", "shot", "snap", "peek", "look", "video", "clip"})


def _presented(words: list[tuple[str, int]], lowered: list[str], i: int) -> str | None:
    """What the speaker shows of theirs: "here's a pic of my horse painting", "this is our
    new puppy", "meet my garden" — the thing, or None."""
    if i >= len(lowered) or lowered[i] not in _PRESENTATIVE:
        return None
    j = i + 1
    if lowered[i] in ("here", "this", "these") and j < len(lowered) and lowered[j] in ("is", "are", "'s"):
        j += 1
    elif lowered[i] == "check" and j < len(lowered) and lowered[j] == "out":
        j += 1
    if j < len(lowered) and lowered[j] in ("a", "an", "the", "some") and j + 2 < len(lowered) and lowered[j + 1] in _SHOWN and lowered[j + 2] == "of":
        j += 3
    if j + 1 < len(lowered) and lowered[j] in _POSSESSIVE and lowered[j + 1] not in EN_FUNCTION_WORDS:
        return " ".join(w for w, _ in words[j : j + 4])
    return None


def _tells_of_me(lowered: list[str], j: int) -> bool:
    """After a gerund subject, a predicate about the speaker: "helps me unwind", "is my
    escape", "keeps me sane" (not "warms my heart", a feeling of the moment)."""
    verb = next((k for k in range(j, len(lowered)) if lowered[k] in _BE or lowered[k] in _GENERIC_VERBS), None)
    if verb is None or verb + 1 >= len(lowered):
        return False
    after = lowered[verb + 1]
    if lowered[verb] in _BE:
        return after in ("my", "mine") or (after in ("one", "kind", "part") and "my" in lowered[verb + 2 : verb + 5])
    return after in ("me", "us") and lowered[verb] in ("helps", "keeps", "lets", "makes", "gives")


def _gerund_phrase(words: list[tuple[str, int]], lowered: list[str], i: int) -> str:
    """The gerund that is a clause's subject, with its object: "painting landscapes"."""
    j = i + 1
    while j < len(lowered) and not (lowered[j] in _BE or lowered[j] in _UNREAL or lowered[j] in _GENERIC_VERBS) and j - i < 6:
        j += 1
    return " ".join(w for w, _ in words[i:j]).lower()


def _after_noun_phrase(lowered: list[str], j: int) -> int | None:
    """Where a short noun phrase ("sister", "little brother", "kids") ends: at the verb."""
    auxiliaries = _BE | _HAVE | _FUTURE | _UNREAL | _DO
    for k in range(j, min(j + 5, len(lowered))):
        if k > j and (_is_finite(lowered[k]) or lowered[k] in auxiliaries or lowered[k] in _ADVERB):
            if lowered[k] not in auxiliaries and k + 1 < len(lowered) and lowered[k + 1] in auxiliaries:
                continue  # "my online clothing store has been…": a noun that could be a verb, before the verb
            if lowered[k] not in auxiliaries and lowered[k] not in _ADVERB and not lowered[k - 1].endswith("s") and all(
                f.tag == "VB" for f in verb_forms(lowered[k])
            ):
                continue  # "my own journey of…": a base form agrees with no one thing, so it is a noun here
            return k
    return None


def _is_finite(word: str) -> bool:
    return word in _BE | _HAVE | _DO | _FUTURE | _UNREAL or any(f.tag in _FINITE_TAGS for f in verb_forms(word))


def _english_predicate(lowered: list[str], i: int) -> tuple[str, str, int, bool] | None:
    """(kind, lemma, where the rest starts, hedged) for the verb chain at ``i``: kind is
    happening, state, habit or intention; None for a negated, unreal or empty one."""
    kind: str | None = None
    hedged = False
    be = have = False
    n = len(lowered)
    while i < n:
        w = lowered[i]
        if w in ("can't", "cannot") and i + 2 < n and lowered[i + 1] == "wait" and lowered[i + 2] == "to":
            kind, i = "intention", i + 3  # "can't wait to start my new job"
            continue
        if w in _NEGATIONS or w.endswith("n't"):
            return None
        if w in _HEDGES:
            hedged = True
        elif w in _ADVERB:
            pass
        elif w in _FUTURE:
            kind, be = "intention", False  # "I'm gonna chat with…": the base form after it is the verb
        elif w in _UNREAL:
            # "I'd love to …" is a wish to do it; "I could …", "we might …" tell nothing
            if w in ("would", "'d") and i + 2 < n and lowered[i + 1] in ("love", "like") and lowered[i + 2] == "to":
                kind, i = "intention", i + 3
                continue
            return None
        elif w == "going" and i + 1 < n and lowered[i + 1] == "to" and (be or kind is None):
            kind, i = "intention", i + 2
            continue
        elif w == "used" and i + 1 < n and lowered[i + 1] == "to":
            kind, i = "happening", i + 2
            continue
        elif w in _BE:
            be = True
        elif w in _HAVE:
            if i + 1 < n and (lowered[i + 1] == "to" or lowered[i + 1 : i + 3] == ["got", "to"]):  # "have to", "have got to"
                kind, i = "intention", i + (3 if lowered[i + 1] == "got" else 2)
                continue
            if i + 1 < n and (verb_form(lowered[i + 1]) or lowered[i + 1] in _BE or lowered[i + 1] in _ADVERB):
                have = True
            elif w == "had":
                return kind or "happening", "have", i + 1, hedged  # "I had a quiet weekend", "we had a barbecue"
            else:
                return "state", "have", i + 1, hedged  # "I have two kids", "we have a dog now"
        elif w in _DO:
            if i + 1 < n and verb_form(lowered[i + 1]):
                kind = kind or ("happening" if w == "did" else None)
            else:
                return (kind or ("happening" if w == "did" else "habit")), "do", i + 1, hedged  # "did my first 10k"
        elif w == "to" and kind == "intention":
            pass
        else:
            forms = verb_forms(w)
            if not forms and "-" in w:  # "color-codes", "re-did": the verb is the last part
                head, _, last = w.rpartition("-")
                forms = tuple(VerbForm(f"{head}-{f.lemma}", f.tag) for f in verb_forms(last))
            if be and not any(f.tag in ("VBG", "VBN") for f in forms):
                forms = ()  # after be, a word that is no -ing or participle is an adjective ("keen", "free")
            if not forms:
                if be and w in _EAGER and i + 1 < n and lowered[i + 1] == "to" and kind is None:
                    kind, i, be = "intention", i + 2, False  # "I'm eager to try aerial yoga"
                    continue
                if be and kind != "intention" and (is_adjective(w) or w in ("in", "at", "on", "into", "from", "a", "an", "the", "back", "home", "off", "out", "away")):
                    if is_adjective(w) and w not in _PARTICLES and (w in EN_EVALUATIVE or _opens_clause(lowered, i + 1)):
                        return None  # "I'm sure it helped", "I'm glad I went", "I'm ready to…": a stance, not a state
                    return "state", "be", i, hedged  # "I'm swamped…", "we're in Lisbon", "I'm a fan of…"
                return None
            form = _reading(forms, be, have)
            if form.lemma in _PLANNING and form.tag == "VBG" and be:
                return "intention", form.lemma, i + 1, hedged  # "we're planning a camping trip"
            if form.lemma == "look" and form.tag == "VBG" and lowered[i + 1 : i + 3] == ["forward", "to"]:
                kind, i, be = "intention", i + 3, False  # "looking forward to the concert"
                if i < n and not verb_forms(lowered[i]):
                    return kind, "look_forward_to", i, hedged
                continue
            if be and form.tag == "VBN" and w in EN_EVALUATIVE:
                if w in _EAGER and i + 1 < n and lowered[i + 1] == "to":
                    kind, i, be = "intention", i + 2, False  # "I'm excited to mentor new dancers"
                    continue
                return None  # "we're so excited about…", "I'm stressed": a feeling (the emotion frames' to read)
            if form.past and form.lemma in _UNDERTAKE and i + 1 < n and lowered[i + 1] == "to":
                kind, i, be, have = kind or "happening", i + 2, False, False  # "chose to go to networking events", "started to paint"
                continue
            if be and form.tag == "VBN" and form.lemma not in _INTEND and kind != "intention":
                return "state", form.lemma, i + 1, hedged  # "I'm involved in…", "we're moved in"
            if form.lemma in _INTEND and i + 1 < n and lowered[i + 1] in ("to", "on", "of", "about"):
                kind, i, be, have = "intention", i + 2, False, False  # "planning to…", "thinking of…", "hoping to…"
                continue
            if form.lemma in _ASPECTUAL and i + 1 < n and lowered[i + 1] not in ("to",):
                j = i + 1 + (lowered[i + 1] == "on")
                inner = next((f for f in verb_forms(lowered[j]) if f.tag == "VBG"), None) if j < n else None
                if inner is not None:
                    if inner.lemma in _LIGHT or inner.lemma in _EFFORT:
                        return None  # "I'll keep pushing", "keep going and chase my dreams": resolve, not a life
                    return kind or "state", inner.lemma, j + 1, hedged  # "I keep practising piano"
            if form.lemma == "get" and i + 1 < n and any(f.tag == "VBN" for f in verb_forms(lowered[i + 1])):
                inner = next(f for f in verb_forms(lowered[i + 1]) if f.tag == "VBN")  # "got married", "got promoted"
                return kind or "happening", inner.lemma, i + 2, hedged
            if kind is None:  # an intention keeps its kind: "we're going to be moving…"
                if form.tag == "VBG" and be:
                    kind = "state"  # "I'm taking a pottery class": going on now
                elif form.tag == "VBG" and have:
                    kind = "state"  # "I've been volunteering"
                elif form.past or have:
                    kind = "happening"
                elif form.tag == "VBG":
                    kind = "happening"  # a dropped subject: "Heading out to the lake"
                elif form.lemma in _INTEND:
                    return None  # "I want my kids to learn that", "we need a bigger floor": a wish, no episode
                else:
                    kind = "habit"
            return kind, form.lemma, i + 1, hedged
        i += 1
    if be and kind is None:
        return None
    return None


def _promise(words: list[tuple[str, int]], lowered: list[str], after: int, times: list[TimeReading]) -> bool:
    """An intention with a light verb and nothing particular after it — no name, no time,
    no place: the promise a reply makes, not a plan of a life."""
    if times:
        return False
    return not any(w[0].isupper() and looks_like_name(w.lower()) for w, _ in words[after:])


def _opens_clause(lowered: list[str], j: int) -> bool:
    """A clause or an infinitive follows: what came before was a stance on it."""
    return j < len(lowered) and (lowered[j] in ("to", "that", "i", "i'm", "it", "it's", "we", "we're", "you", "they", "he", "she", "this", "how", "what")
                                 or lowered[j] in _SELF)  # fmt: skip


def _reading(forms, be: bool, have: bool):
    """The verb form a chain selects: -ing after be, a participle after have or be."""
    wanted = ("VBG", "VBN") if be else ("VBN", "VBD") if have else ("VBD", "VBZ", "VBG", "VB", "VBN")
    for tag in wanted:
        for f in forms:
            if f.tag == tag:
                return f
    return forms[0]


def _complement(text: str, words: list[tuple[str, int]], after: int, times: list[TimeReading]) -> str | None:
    if after >= len(words):
        return None
    at = words[after][1]
    rest = text[at - 1 if at and text[at - 1] in "\"“「'" else at :]  # a title keeps its opening mark
    for t in sorted(times, key=lambda t: -len(t.raw)):
        rest = rest.replace(t.raw, " ")
    rest = re.sub(r"\s+", " ", rest).strip(" ,;:-!.?")
    rest = re.sub(r"\s+(?:too|lol|haha+|as well)$", "", rest, flags=_I)
    return rest[:120] or None


# --- Chinese -------------------------------------------------------------------------------


_ZH_PRONOUN_EN = {"我们": "we", "咱们": "we", "我": "I", "他们": "they", "她们": "they", "他": "he", "她": "she", "你": "you", "您": "you"}
# a pronoun standing alone between English words ("我 prefer small"), not the first
# character of a word ("我妹", "我妈": someone of the speaker's)
_ZH_PRONOUNS = pattern_cache.compile(f"(?:我们|咱们|他们|她们|我|他|她|你|您)(?![{CJK}])")


def _mostly_latin(text: str) -> bool:
    return len(re.findall(r"[A-Za-z]", text)) > 2 * len(re.findall(f"[{CJK}]", text))


_ZH_PRONOUN_START = pattern_cache.compile(r"^(?:他|她|它|你|您|这|那)")
# a question without its mark: "安安怎么样了", "会翻身了吗"
_ZH_ASKS = pattern_cache.compile(r"怎么样|怎么了|为什么|为啥|咋样|干嘛呢|[吗嘛么][\s?？~～]*$")
# "you" as a subject: opening the sentence or a piece of it, not after a verb ("给你带了")
_ZH_YOU_SUBJECT = pattern_cache.compile(rf"(?:^|[^{CJK}A-Za-z0-9])(?:你们|您|你)(?!的)")
# the speaker's knowing or thinking of the listener: "我记得你…", "我觉得你…"
_ZH_RECALLS_YOU = pattern_cache.compile(r"^我(?:还|也|一直|就)?(?:记得|觉得|以为|知道|猜|感觉|相信|听说)(?:你|您)")


def _chinese(clause: Clause, claim: Claim, times: list[TimeReading]) -> Candidate | None:
    text = clause.text.strip()
    core = re.sub(r"^(?:对了|话说|其实|然后|还有|另外|顺便说一下|顺便|嗯|哦|诶|啊|哈+|好吧|说起来)[\s,，]*", "", text)
    if _ZH_ASKS.search(core):
        return None  # "安安怎么样了", "会翻身了吗": asked, not told
    if claim.subject == "user":
        if _ZH_OTHER_START.match(core) or (_ZH_LISTENER.search(core) and not _ZH_SELF.match(core)):
            return None  # "你太厉害了", "替你高兴": the listener's, a reaction
        if _ZH_RECALLS_YOU.match(core):
            return None  # "我记得你大学就天天逛 thrift store": what the speaker knows of the listener
        if not _ZH_SELF.match(core) and _ZH_YOU_SUBJECT.search(clause.sentence_text) and "我" not in clause.sentence_text:
            return None  # "又出差 😂 你们 consulting 真的是 non-stop": no subject, in a sentence about the listener
        subject = "user"
    elif re.match(f"^我[{CJK}]{{1,3}}$", claim.subject or "") and (core.startswith(claim.subject) or not _ZH_OTHER_START.match(core)):
        subject = claim.subject  # "我姐最近换了工作", "我妈腰不好，去年做过手术": the sister's, the mother's
    elif claim.subject not in (None, "other", "thing", "_topic") and claim.subject in core[:12] and not _ZH_PRONOUN_START.match(claim.subject):
        subject = claim.subject  # "表妹佳琪 拿到 offer 去 Melbourne 读研了": hers, by her name
    else:
        return None
    bare = core
    for t in times:
        bare = bare.replace(t.raw, "")
    if ZH_EVALUATIVE.fullmatch(re.sub(r"[\s,，!！。~～]+", "", _ZH_SELF.sub("", bare))):
        return None  # "太好了", "累死了": a reaction or a feeling, no episode
    content = _ZH_PARTICLES.sub("", re.sub(r"[^\w]", "", bare))
    named = len(re.findall(f"[{CJK}]", content)) + 2 * len(re.findall(r"[A-Za-z]{2,}", bare))
    happened = _ZH_HAPPENED.search(_ZH_DEGREE.sub("", core))
    if named < (2 if happened and "了" in core else 3):
        return None  # nothing named beside the markers ("招到了" names what was done)
    if claim.mode == "plan" or _ZH_INTENTION.search(core):
        kind = "intention"
    elif _ZH_HABITUAL.search(core):
        kind = "habit"
    elif happened:
        kind = "happening"
    elif _ZH_ONGOING.search(core):
        kind = "state"
    else:
        return None  # no aspect told: a description, not an episode
    return _episode(kind, subject, None, None, clause, claim, times, hedged=bool(re.search("可能|好像|大概|应该", core)))


# --- the candidate ---------------------------------------------------------------------------------


def _episode(
    kind: str, subject: str, lemma: str | None, complement: str | None, clause: Clause, claim: Claim,
    times: list[TimeReading], hedged: bool,
) -> Candidate:
    said = clause.text.strip().rstrip("。.!！")
    time_words = next((t.raw for t in times if t.kind != "unresolved"), None)  # "since I lost my job" dates nothing
    predicate = re.sub(r"[^a-z0-9]+", "_", lemma).strip("_") if lemma else None
    if kind == "habit":
        return Candidate(type="preference", text=said[:500], subject=subject[:80], predicate="habit",
                         object=(f"{lemma} {complement}" if lemma and complement else complement or said)[:200],
                         confidence=0.6, importance=0.45, habit=True, mode="assertion")  # fmt: skip
    return Candidate(
        type="fact" if kind == "state" else "event",
        text=said[:500],
        subject=subject[:80],
        predicate=predicate if kind != "state" else None,
        object=complement if kind != "state" else None,
        event_type={"happening": "happening", "intention": "intention"}.get(kind),
        time=time_words[:80] if time_words and kind != "state" else None,
        confidence=0.45 if hedged else 0.6,
        importance=0.45,
        mode="plan" if kind == "intention" else "assertion",
        doubt="hedged" if hedged else None,
        episodic=True,
    )
