import type en from "../../en/shell/home";

export default {
  home: {
    eyebrow: "Para agentes de seguros de Medicare, ACA y vida",
    title: "Llegue PlanReady a cada cita con sus clientes",
    lead: "Envíe un solo enlace de encuesta. Sus clientes comparten sus medicamentos, médicos, farmacia, cobertura y un Alcance de la Cita firmado desde su propio teléfono, en inglés o español. Usted llega con la cotización casi lista.",
    ctaPrimary: "Cree su cuenta",
    ctaSecondary: "Agendar una demostración",
    ctaNote: "Se configura en minutos. Cancele cualquier enlace desde su cuenta.",
    preview: {
      label: "Ejemplo de una encuesta para clientes en un teléfono",
      greeting: "¡Hola, Dorothy!",
      question: "¿Qué farmacia usa con más frecuencia?",
      options: ["Walgreens en Main St", "CVS Pharmacy", "Por correo"],
      progress: "Pregunta 9 de 25",
      toast: "Nueva respuesta",
      toastBody: "Dorothy Miller completó su encuesta de Medicare.",
    },
    howTitle: "Cómo funciona",
    howLead: "Tres pasos desde el registro hasta su primera encuesta completada.",
    steps: [
      {
        title: "Elija una encuesta",
        body: "Elija una encuesta lista para Medicare, ACA o seguro de vida, una actualización de AEP o solo un Alcance de la Cita.",
      },
      {
        title: "Comparta su enlace",
        body: "Envíelo por mensaje o correo, imprima el código QR o póngalo en su página de presentación. Sus clientes responden desde cualquier teléfono, tableta o computadora.",
      },
      { title: "Vea las respuestas", body: "Cada respuesta llega a su Centro de respuestas y se le avisa en cuanto un cliente termina." },
    ],
    linesTitle: "Hecho para los seguros que usted vende",
    lines: [
      {
        title: "Medicare",
        body: "Cobertura actual, medicamentos y dosis, farmacias, médicos y hospitales preferidos, y un Alcance de la Cita firmado.",
      },
      {
        title: "ACA",
        body: "Miembros del hogar, quién necesita cobertura, ingresos e información de salud, con el consentimiento que exige su trabajo en el mercado de seguros.",
      },
      {
        title: "Vida",
        body: "Fecha de nacimiento, ingresos, consumo de tabaco, condiciones de salud, medicamentos y la cobertura que su cliente desea, antes de la primera llamada.",
      },
    ],
    featuresTitle: "Todo lo que un agente ocupado necesita, y nada más",
    features: [
      { title: "Inglés y español", body: "Sus clientes eligen su idioma en cada encuesta." },
      { title: "Fácil para personas mayores", body: "Letra grande, botones grandes y una pregunta a la vez." },
      { title: "Privado por diseño", body: "Solo el agente cuyo enlace se usó ve las respuestas." },
      { title: "Páginas de presentación y reseñas", body: "Una página con su foto, sus enlaces y lo que dicen sus clientes." },
      { title: "Envío masivo", body: "Llegue a su cartera de clientes mediante CRM y ConnectureDRX." },
      { title: "Cuentas de agencia", body: "Agregue a sus agentes bajo una agencia y una sola factura." },
    ],
    finalTitle: "Envíe su primer enlace hoy",
    finalBody: "Cree su cuenta, elija una encuesta y envíela a un cliente antes de su próxima cita.",
    finalCta: "Registrarse",
  },
} satisfies typeof en;
