import type en from "../../en/surveys/start";

/** The start screen (features/surveys/components/start-panel.tsx): what the server renders on the agent's link. */
export default {
  start: {
    title: "¡Hola! {{agent}} tiene unas preguntas para usted",
    titleNoAgent: "¡Hola! Su agente tiene unas preguntas para usted",
    why: "Sus respuestas ayudan a {{agent}} a prepararse para su cita y a encontrar la cobertura adecuada para usted.",
    whyNoAgent: "Sus respuestas ayudan a su agente a prepararse para su cita y a encontrar la cobertura adecuada para usted.",
    expectTitle: "Qué esperar",
    expect: {
      medicare: [
        "Toma unos 10 a 15 minutos.",
        "Le preguntaremos sobre usted, su cobertura médica, sus medicamentos, su farmacia y sus médicos y hospitales.",
        "Le ayudará tener a mano su tarjeta de Medicare y los frascos o la lista de sus medicamentos.",
        "Sus respuestas se guardan a medida que avanza. Puede detenerse y volver a este enlace en este teléfono.",
      ],
      aca: [
        "Toma unos 10 minutos.",
        "Le preguntaremos sobre usted, las personas de su hogar, sus ingresos y su salud.",
        "Le ayudará tener a mano las fechas de nacimiento de todos y un cálculo de los ingresos del hogar de este año.",
        "Sus respuestas se guardan a medida que avanza. Puede detenerse y volver a este enlace en este teléfono.",
      ],
      life: [
        "Toma unos 10 minutos.",
        "Le preguntaremos sobre usted, su salud y sus medicamentos, y la cobertura que desea.",
        "Le ayudará tener a mano los frascos o la lista de sus medicamentos.",
        "Sus respuestas se guardan a medida que avanza. Puede detenerse y volver a este enlace en este teléfono.",
      ],
      scopeOnly: [
        "Toma unos 2 minutos.",
        "Elegirá los tipos de planes de los que desea hablar y firmará un formulario breve (el Alcance de la cita).",
        "Firmar no lo inscribe en ningún plan.",
      ],
      acaConsentOnly: [
        "Toma unos 2 minutos.",
        "Leerá y firmará un consentimiento breve para que {{agent}} pueda ayudarle con la cobertura del Mercado de seguros.",
        "Puede retirar su consentimiento en cualquier momento.",
      ],
    },
    privacy: "Su información es privada. Solo {{agent}} ve sus respuestas.",
    resumeNotice: "¡Bienvenido de nuevo! Usted comenzó esta encuesta en este teléfono. Puede continuar donde la dejó.",
    start: "Comenzar",
    starting: "Comenzando…",
    continue: "Continuar donde la dejé",
    startOver: "Empezar de nuevo",
    offline: "No tiene conexión. Conéctese a internet para comenzar su encuesta.",
    failed: "No pudimos comenzar su encuesta. Inténtelo de nuevo en un momento.",
    unavailable: "Este enlace de encuesta ya no está disponible. Pídale uno nuevo a su agente, por favor.",
  },
} satisfies typeof en;
