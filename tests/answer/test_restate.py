import pytest

from answer.restate import answer_opener, restated


@pytest.mark.parametrize(
    ("question", "yes", "no"),
    [
        ("Bloqueo a un Colossal Dreadmaw con mis Typhoid Rats. ¿Muere el Dreadmaw?", "Sí, muere.", "No, no muere."),
        ("¿Puede atacar una criatura con prisa?", "Sí, puede atacar.", "No, no puede atacar."),
        ("Si no declaro atacantes, ¿se saltan algunos pasos?", "Sí, se saltan.", "No, no se saltan."),
        # the player's first person becomes "you" (tú), their "me" becomes "te"
        ("¿Puedo lanzarlo en respuesta?", "Sí, puedes lanzarlo.", "No, no puedes lanzarlo."),
        ("¿Me hace daño?", "Sí, te hace daño.", "No, no te hace daño."),
        ("¿Gano vida?", "Sí, ganas vida.", "No, no ganas vida."),
        ("¿Tengo que sacrificarla?", "Sí, tienes que sacrificarla.", "No, no tienes que sacrificarla."),
    ],
)
def test_a_spanish_yes_no_answer_repeats_the_question_verb(question, yes, no):
    assert answer_opener(question, negative=False) == yes
    assert answer_opener(question, negative=True) == no


@pytest.mark.parametrize(
    "question",
    [
        "¿Las habilidades de maná usan la pila?",  # the subject comes first: no verb to repeat
        "¿Qué pasa con el Pacifism?",
        "¿Es?",  # a verb that says nothing alone
        "¿Criatura muere?",
    ],
)
def test_questions_that_do_not_open_with_a_verb_keep_the_bare_opener(question):
    assert restated(question) is None
    assert answer_opener(question, negative=False) is None
