import type en from "../../en/shell/meta";

export default {
  meta: {
    home: {
      title: "PlanReady — encuestas de admisión de clientes para agentes de seguros",
      description:
        "Envíe a sus clientes de Medicare, ACA y seguro de vida un solo enlace de encuesta. Reciba sus medicamentos, médicos, farmacia y un Alcance de la Cita firmado antes de reunirse.",
    },
    dashboard: { title: "Panel", description: "Su panel de PlanReady." },
    about: {
      title: "Quiénes somos",
      description: "PlanReady ayuda a agentes y agencias de seguros independientes a prepararse para cada cita.",
    },
    demo: { title: "Agendar una demostración", description: "Conozca PlanReady en un recorrido de 20 minutos con nuestro equipo." },
    troubleshoot: {
      title: "Solución de problemas",
      description: "Qué hacer cuando un enlace de encuesta de PlanReady no abre o no se envía.",
    },
    fulfillment: {
      title: "Política de cumplimiento",
      description: "Cómo se entregan, renuevan, cancelan y reembolsan las suscripciones de PlanReady.",
    },
    privacy: {
      title: "Política de privacidad",
      description: "Qué recopila PlanReady mediante los enlaces de encuesta, quién puede verlo y cuánto tiempo lo guardamos.",
    },
    terms: { title: "Términos del servicio", description: "El Contrato de Software como Servicio de PlanReady." },
    resources: { title: "Recursos", description: "Guías, plantillas y consejos para agentes que usan enlaces de encuesta de PlanReady." },
  },
} satisfies typeof en;
