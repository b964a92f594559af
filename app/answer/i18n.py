"""Framing text of answers in English and Spanish: the only words the extractive composer writes itself."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "short": "Short answer",
        "rules": "The rules",
        "parent": "Part of {rule}",
        "example": "Example",
        "says": "Rule {rule} says: “{quote}”",
        "stack_title": "How the stack resolves this, step by step",
        "replacement_title": "Applying the replacement/prevention effects, step by step",
        "abstain": (
            "I can only answer questions about the Magic: The Gathering Comprehensive Rules, and I couldn't find "
            "rules that decide this question. Try naming the cards, the zone or the game action involved."
        ),
        "closest": "Closest rules",
        "lookup": "Rule {rule}",
        "edition": "Comprehensive Rules, {edition} edition.",
        "step.405.5": "The last object put on the stack resolves first, once all players pass in succession.",
        "step.608.2a": "A triggered ability with an intervening “if” clause checks its condition again.",
        "step.608.2b": "Targets are checked: if every target is now illegal, it doesn't resolve.",
        "step.608.2c": "Otherwise its instructions are followed in the order written.",
        "step.608.2g": "A spell cast during resolution goes on the stack; no one gets priority until resolution ends.",
        "step.608.2h": "Information the effect needs is read once, as the effect is applied (last known information if the object left).",
        "step.608.2m": "Once it starts to resolve, it finishes even if it leaves the stack.",
        "step.608.2n": "Last, an instant or sorcery goes to its owner's graveyard; an ability just ceases to exist.",
        "step.608.2p": "Then abilities that trigger on its resolution trigger.",
        "step.608.3a": "A permanent spell without targets becomes a permanent on the battlefield.",
        "step.608.3b": "A permanent spell with a target (an Aura) checks that target first.",
        "step.608.3e": "If it can't be put onto the battlefield, it goes to its owner's graveyard.",
        "step.113.7a": "An ability on the stack no longer depends on its source.",
        "step.603.3b": "Triggered abilities are put on the stack in APNAP order, each player ordering their own.",
        "step.117.3b": "After resolution, the active player receives priority.",
        "step.616.1": "The affected object's controller (or the affected player) chooses one effect to apply; simultaneous choices go in APNAP order.",
        "step.616.1a": "First, a self-replacement effect must be chosen if there is one.",
        "step.616.1b": "Next, an effect that changes who controls the object as it enters.",
        "step.616.1c": "Next, an effect that makes it enter as a copy.",
        "step.616.1d": "Next, an effect that makes it enter with its back face up.",
        "step.616.1e": "Otherwise any applicable effect may be chosen.",
        "step.616.1f": "After applying one, repeat with the effects that now apply, until none is left.",
        "step.616.1g": "An effect on an event contained in another (entering while being created) is chosen only after the outer one.",
        "step.614.5": "A replacement effect gets only one chance to affect an event.",
        "step.614.6": "The replaced event never happens; the modified event may trigger abilities.",
        "step.615.1": "Prevention effects apply like replacement effects, as the event happens.",
    },
    "es": {
        "short": "Respuesta breve",
        "rules": "Las reglas",
        "parent": "Parte de {rule}",
        "example": "Ejemplo",
        "says": "La regla {rule} dice: «{quote}»",
        "stack_title": "Cómo se resuelve la pila, paso a paso",
        "replacement_title": "Cómo se aplican los efectos de reemplazo y prevención, paso a paso",
        "abstain": (
            "Solo puedo responder preguntas sobre las Reglas Completas de Magic: The Gathering y no encontré "
            "reglas que decidan esta pregunta. Prueba a nombrar las cartas, la zona o la acción de juego."
        ),
        "closest": "Reglas más cercanas",
        "lookup": "Regla {rule}",
        "edition": "Reglas Completas, edición del {edition}.",
        "step.405.5": "Lo último que se puso en la pila se resuelve primero, cuando todos los jugadores pasan seguidos.",
        "step.608.2a": "Una habilidad disparada con cláusula «si» intercalada vuelve a comprobar la condición.",
        "step.608.2b": "Se comprueban los objetivos: si todos son ilegales, no se resuelve.",
        "step.608.2c": "Si no, se siguen sus instrucciones en el orden en que están escritas.",
        "step.608.2g": "Un hechizo lanzado durante la resolución va a la pila; nadie recibe prioridad hasta que termine.",
        "step.608.2h": "La información que necesita el efecto se lee una sola vez, al aplicarlo (última información conocida si el objeto se fue).",
        "step.608.2m": "Una vez que empieza a resolverse, termina aunque abandone la pila.",
        "step.608.2n": "Al final, un instantáneo o conjuro va al cementerio de su propietario; una habilidad deja de existir.",
        "step.608.2p": "Después se disparan las habilidades que se disparan al resolverse.",
        "step.608.3a": "Un hechizo de permanente sin objetivos se convierte en un permanente en el campo de batalla.",
        "step.608.3b": "Un hechizo de permanente con objetivo (un Aura) comprueba primero ese objetivo.",
        "step.608.3e": "Si no puede ponerse en el campo de batalla, va al cementerio de su propietario.",
        "step.113.7a": "Una habilidad en la pila ya no depende de su fuente.",
        "step.603.3b": "Las habilidades disparadas van a la pila en orden APNAP; cada jugador ordena las suyas.",
        "step.117.3b": "Tras la resolución, el jugador activo recibe la prioridad.",
        "step.616.1": "El controlador del objeto afectado (o el jugador afectado) elige un efecto que aplicar; las elecciones simultáneas van en orden APNAP.",
        "step.616.1a": "Primero se debe elegir un efecto de autorreemplazo, si lo hay.",
        "step.616.1b": "Después, un efecto que cambia quién controla el objeto al entrar.",
        "step.616.1c": "Después, un efecto que lo hace entrar como copia.",
        "step.616.1d": "Después, un efecto que lo hace entrar con el dorso boca arriba.",
        "step.616.1e": "Si no, se puede elegir cualquier efecto aplicable.",
        "step.616.1f": "Tras aplicar uno, se repite con los efectos que ahora se apliquen, hasta que no quede ninguno.",
        "step.616.1g": "Un efecto sobre un evento contenido en otro (entrar al ser creado) solo se elige después del exterior.",
        "step.614.5": "Un efecto de reemplazo solo tiene una oportunidad de afectar a un evento.",
        "step.614.6": "El evento reemplazado nunca ocurre; el evento modificado puede disparar habilidades.",
        "step.615.1": "Los efectos de prevención se aplican como los de reemplazo, a medida que ocurre el evento.",
    },
}


def t(lang: str, key: str, **values: str) -> str:
    return STRINGS[lang][key].format(**values)
