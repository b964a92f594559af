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
        # a subject first: its verb, not the subject's article, noun or adjective
        ("¿El jugador activo recibe prioridad primero?", "Sí, recibe prioridad.", "No, no recibe prioridad."),
        ("¿Las criaturas encantadas pierden sus habilidades?", "Sí, pierden.", "No, no pierden."),
        ("¿El Pacifism se va al cementerio?", "Sí, se va.", "No, no se va."),
        ("¿Las habilidades de maná usan la pila?", "Sí, usan la pila.", "No, no usan la pila."),
        ("¿Las devuelvo a la mano?", "Sí, las devuelves.", "No, no las devuelves."),
        ("¿Va a persistir otra vez?", "Sí, va a persistir.", "No, no va a persistir."),
        ("¿Se contrarresta igualmente el Tarmogoyf?", "Sí, se contrarresta.", "No, no se contrarresta."),
        ("mi rival le tira Lightning Bolt a mis Grizzly Bears, sobreviven?", "Sí, sobreviven.", "No, no sobreviven."),
    ],
)
def test_a_spanish_yes_no_answer_repeats_the_question_verb(question, yes, no):
    assert answer_opener(question, negative=False) == yes
    assert answer_opener(question, negative=True) == no


@pytest.mark.parametrize(
    "question",
    [
        "¿Qué pasa con el Pacifism?",
        "¿Es?",  # a verb that says nothing alone
        "¿La copia del clon?",  # "copia" after an article is the noun
        "¿Gano 2 vidas?",  # "No, no ganas" would deny more than the amount
        "¿Sobrevive o muere?",
        "¿Las criaturas que vuelven a cambiar de fase disparan habilidades?",  # a verb in a relative clause
    ],
)
def test_questions_without_a_verb_to_repeat_keep_the_bare_opener(question):
    assert restated(question) is None
    assert answer_opener(question, negative=False) is None


def test_a_first_person_clitic_on_the_infinitive_becomes_second_person():
    assert restated("¿Puedo guardarme el maná?") == "puedes guardarte"


def test_the_players_own_subject_after_the_verb_is_you():
    """ "¿me quedo yo el zombi?": the answer addresses the player, "te quedas tú", not "te quedas yo"."""
    assert restated("¿me quedo yo el zombi?") == "te quedas tú"
