import type en from "../../en/shell/dashboard";

export default {
  dashboard: {
    eyebrow: "Panel",
    greeting: "Bienvenido, {{name}}",
    intro:
      "Envíe a sus clientes una encuesta breve antes de reunirse. Llegará sabiendo ya sus medicamentos, médicos, farmacia y lo que les importa.",
    ctaTitle: "Empiece con su primera encuesta",
    ctaBody:
      "Elija una encuesta lista para Medicare, ACA o seguro de vida. Se configura en unos dos minutos y el enlace es suyo para compartir de inmediato.",
    cta: "Cree su primera encuesta",
    howTitle: "Cómo funciona",
    steps: {
      choose: {
        title: "Elija una encuesta",
        body: "Medicare, ACA, vida, una actualización de AEP o solo un Alcance de la Cita, en inglés y español.",
      },
      share: {
        title: "Comparta su enlace",
        body: "Envíelo por mensaje o correo, imprima su código QR o póngalo en su página de presentación. Sus clientes lo llenan en su propio teléfono.",
      },
      see: {
        title: "Vea las respuestas",
        body: "Las respuestas llegan a su Centro de respuestas y la campana de arriba le avisa en cuanto llega una.",
      },
    },
    step: "Paso {{n}}",
    shortcutsTitle: "Su cuenta",
    shortcuts: {
      submissions: { title: "Centro de respuestas", body: "Cada encuesta completada, lista para revisar o archivar." },
      splash: { title: "Páginas de presentación", body: "Una página sencilla con su foto, sus enlaces y sus reseñas." },
      settings: { title: "Información personal", body: "Su nombre, datos de contacto y firma." },
      resources: { title: "Recursos", body: "Guías y consejos para que sus clientes respondan." },
    },
  },
} satisfies typeof en;
