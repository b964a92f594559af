"""Word lists in one place: the function words each stage leaves out, and the word pattern of folded text.

The lists differ on purpose (each was tuned where it is used: sentence choice, the lexical query, ranking a
card's rulings, telling card names from prose); changing one moves that stage's measured figures.
"""

from __future__ import annotations

import re

#: the words of folded text (lower case, no accents): "603.2a" is "603", "2a"
WORD_RE = re.compile(r"[a-z0-9]+")

#: left out of the stems that pick the sentences of a rule answering a question (answer.text)
STOPWORDS = set(
    "a an and are as at be but by can could do does for from had has have how i if in into is it its may me my "
    "no not of on or so such than that the their them then there these they this those to was what when where which "
    "while who will with would you your one any each rule rules example see "
    "el la los las un una unos unas de del que y o en es son se su sus al lo le les por para con sin si no mi mis tu "
    "como cuando donde quien cual esta este esto ese esa eso pero mas ya hay puede puedo regla reglas ejemplo vease".split()
)

#: left out of the lexical (FTS5) query (index.lexical)
QUERY_STOPWORDS = set(
    "a an and are as at be by can do does for from has have how i if in into is it its me my of on or so that the "
    "their them then there these they this to was what when where which who will with would you your "
    "el la los las un una de del que y o en es se su al lo por para con si qué cómo mi".split()
)

#: left out when ranking a card's rulings against the question (index.oracle)
RULING_STOPWORDS = set(
    "a an the and or of to in on at by for from with without is are was were be been it its this that these those "
    "if then than as can could would will do does did not no you your they their them he she his her i my me we "
    "our what which who when whenever how why where there any each all some one two get gets has have had may "
    "so such only also just into onto up out card cards player players".split()
)

#: words that open questions and sentences: capitalised there, they say nothing about being a card name
FUNCTION_WORDS = set(
    "a an the and or but if when whenever while as at by for from in into of on onto to with without is are was "
    "were be been do does did can could will would should may might must shall what which who whom whose why how "
    "where there then than that this these those it its i you he she we they my your his her our their me him us "
    "them not no yes all any each every some one two three other another such so also only just even still after "
    "before during until since because though although about against between through up down out over under again "
    "once here both either neither more most less least very too same new first last next".split()
)


def one_line(text: str, width: int) -> str:
    """The text on one line (runs of white space folded), at most `width` characters; "…" marks a cut."""
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
