"""Text typed without capitals ("new manager is doug", "first day at ridgeline done"):
which lower-case words are names.

A word is taken for a name only in a place a name goes (after "my boss", before "and i
met"), and only when it is no common English word: the 2,048 words of the BIP39 list
(common English by design; shipped with the ``mnemonic`` package), the function words
and chat forms below, and their inflections. "doug", "siobhan", "ridgeline" are names;
"great", "leaving", "office" are not.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .. import pattern_cache

_MORE_COMMON = """
a an the and or but nor so yet if then than that this these those there here where when while what which who whom whose
why how all any some each every both either neither none no not only own same other such very too also just even still
i me my mine we us our ours you your yours he him his she her hers it its they them their theirs myself yourself
himself herself itself ourselves themselves am is are was were be been being have has had having do does did doing
done will would shall should can could may might must ought im ive id ill youre youve theyre theyve weve were isnt
arent wasnt werent dont doesnt didnt wont wouldnt cant couldnt shouldnt havent hasnt hadnt lets thats whats heres
theres u ur r ya yall pls plz thx ty tho thru w wo bc cuz coz idk imo imho tbh btw lol lmao omg ok okay yeah yep nope yes yup nah alright
hi hey hello bye thanks thank please sorry oh ah um uh hmm wow yay ugh haha hehe
about above across after again against along among around at before behind below beneath beside between beyond by
down during except for from in inside into like near of off on onto out outside over past since through throughout
till to toward towards under underneath until up upon with within without via per
today tonight tomorrow yesterday now later soon ago already always never often sometimes usually really actually
finally officially basically literally honestly seriously totally maybe perhaps probably definitely kinda sorta
new old good bad best worst better worse big small little long short high low great nice cool fine awesome amazing
terrible awful horrible happy sad busy free sick tired ready sure done leaving staying moving working going coming
back away home work job boss manager team office company place city town house apartment flat room day week month year
mom mum dad mum mother father sister brother wife husband boyfriend girlfriend partner friend friends kid kids baby
people guy guys girl man woman someone something anyone anything everyone everything nobody nothing thing things stuff
lot lots bit first last next second third one two three four five six seven eight nine ten hundred
officially currently recently apparently obviously clearly super pretty quite rather almost nearly exactly
ever many most less least though although unless anyway anymore somewhere everywhere nowhere lately suddenly gonna wanna gotta
"""


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    words = set(_MORE_COMMON.split())
    try:
        from mnemonic import Mnemonic

        words |= set(Mnemonic("english").wordlist)
    except Exception:  # pragma: no cover - the package is a dependency
        pass
    return frozenset(words)


_INFLECTION = pattern_cache.compile(r"(?:'s|’s|s|es|ed|d|ing|ly|er|est)$")


# frequent verbs the common-word list leaves out: their irregular pasts are no names
_FREQUENT_VERBS = frozenset("get go take see think buy send meet eat sit lose pay hear break fight read let set cut".split())


# English words borrowed with their accents, which no name is
_ACCENTED_WORDS = frozenset(
    "café cafés fiancé fiancée fiancés fiancées naïve résumé résumés cliché clichés façade décor soirée purée sauté touché "
    "protégé protégée entrée entrées crème brûlée jalapeño jalapeños piñata señor señora über déjà rosé frappé "
    "blasé passé exposé outré née".split()
)


def looks_like_name(word: str) -> bool:
    """A lower-case word that is no common English word, nor an inflection of one."""
    w = word.strip().lower()
    if not re.fullmatch(r"[a-zß-öø-ÿĀ-ſ][a-zß-öø-ÿĀ-ſ'’-]{1,24}", w) or w.endswith(("ing", "ly", "ness", "tion")):
        return False
    if not w.isascii():
        return w not in _ACCENTED_WORDS  # "tomás", "siobhán": accented letters belong to names, not to common English words
    if re.search(r"(?:n['’]t|['’](?:ve|ll|re|d|m))$", w):
        return False  # a contraction: "Haven't talked in a bit"
    common = common_words()
    if w in common:
        return False
    from .english import verb_forms  # lazily: the verb table loads on first use

    if any(f.tag in ("VBD", "VBN") and f.lemma != w and (f.lemma in common or f.lemma in _FREQUENT_VERBS) for f in verb_forms(w)):
        return False  # an irregular past of a common verb: "got", "went", "took"
    stem = _INFLECTION.sub("", w)
    if stem == w:
        return True  # no ending taken off: "sam" is no form of "same"
    return not (stem in common or stem + "e" in common or (len(stem) > 2 and stem[-1] == stem[-2] and stem[:-1] in common))


def is_common_word(word: str) -> bool:
    """A word of the common-English list, or a plural or past form of one ("Keys", "Van",
    "Boxes") — not a name that merely ends like a form ("Chongqing", "Reading" aside)."""
    w = word.strip().lower()
    common = common_words()
    if w in common:
        return True
    for ending in ("es", "s", "ed", "d"):
        if w.endswith(ending) and w[: -len(ending)] in common:
            return True
    return False


def casual(text: str) -> bool:
    """Typed without case: no capital letter, or all in capitals ("WE TIED THE KNOT")."""
    letters = re.findall(r"[A-Za-z]", text)
    if not letters:
        return False
    upper = sum(ch.isupper() for ch in letters)
    if upper == 0:
        return True
    # shouting is words in capitals; a few acronyms in Chinese ("在一家 CRO 做 CRA") are not
    words = re.findall(r"[A-Za-z]+", text)
    return upper == len(letters) and len(letters) >= 6 and (len(words) >= 3 or any(len(w) > 5 for w in words))
