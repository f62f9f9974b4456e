import type { TConsentText } from "./consent-text-shape.ts";

/**
 * ACA consent, after the CMS model consent for Marketplace agents and brokers: the consumer, the agent and
 * agency, the scope and purpose, how the information is used, how long the consent lasts and how to revoke it.
 */
const en: TConsentText = {
  kind: "aca_consent",
  version: "aca-2025-01",
  locale: "en",
  title: "Consent to Marketplace Agent or Broker Assistance",
  paragraphs: [],
  products: [],
  statements: [
    {
      id: "consumer_and_agent",
      text: "I, {consumer_name}, give my permission to {agent_name} of {agency_name} (my agent) to act as the agent or broker for me and my household, if applicable, to help me with health coverage through the Health Insurance Marketplace.",
    },
    {
      id: "scope",
      text: "My agent may help me: search for an existing Marketplace application; apply for Marketplace coverage and find out whether I qualify for financial help, such as premium tax credits and cost-sharing reductions, or for Medicaid or CHIP; enroll in a Marketplace health plan; maintain my Marketplace account and enrollment over time, including reporting changes and renewing; and answer questions from the Marketplace about my application.",
    },
    {
      id: "purpose",
      text: "I authorize my agent to view and use the information I give, in writing, electronically or by phone, only for these purposes.",
    },
    {
      id: "use_of_information",
      text: "My agent will not use or share my personal information for any other purpose, and will keep it private and secure when collecting, storing and using it. I do not have to share personal or health information beyond what the application requires.",
    },
    { id: "accuracy", text: "The information I provide for my Marketplace application will be true to the best of my knowledge." },
    { id: "duration", text: "This consent stays in effect until I revoke it." },
    {
      id: "revoke",
      text: "I can revoke or change this consent at any time by telling my agent, {agent_name} of {agency_name}, in writing or by phone.",
    },
  ],
  signature: [
    "Consumer or authorized representative signature and date.",
    "If you are an authorized representative, print your name and your relationship to the consumer.",
  ],
  agentFields: [],
};

const es: TConsentText = {
  kind: "aca_consent",
  version: "aca-2025-01",
  locale: "es",
  title: "Consentimiento para recibir ayuda de un agente o corredor del Mercado",
  paragraphs: [],
  products: [],
  statements: [
    {
      id: "consumer_and_agent",
      text: "Yo, {consumer_name}, autorizo a {agent_name} de {agency_name} (mi agente) a actuar como agente o corredor para mí y mi hogar, si corresponde, para ayudarme con cobertura de salud a través del Mercado de Seguros Médicos.",
    },
    {
      id: "scope",
      text: "Mi agente puede ayudarme a: buscar una solicitud existente del Mercado; solicitar cobertura del Mercado y saber si califico para ayuda financiera, como créditos fiscales para la prima y reducciones de costos compartidos, o para Medicaid o CHIP; inscribirme en un plan de salud del Mercado; mantener mi cuenta y mi inscripción del Mercado con el tiempo, incluido informar cambios y renovar; y responder preguntas del Mercado sobre mi solicitud.",
    },
    {
      id: "purpose",
      text: "Autorizo a mi agente a ver y usar la información que le dé, por escrito, por medios electrónicos o por teléfono, solo para estos fines.",
    },
    {
      id: "use_of_information",
      text: "Mi agente no usará ni compartirá mi información personal para ningún otro fin, y la mantendrá privada y segura al recopilarla, guardarla y usarla. No tengo que compartir información personal o de salud más allá de lo que exige la solicitud.",
    },
    { id: "accuracy", text: "La información que dé para mi solicitud del Mercado será verdadera según mi leal saber y entender." },
    { id: "duration", text: "Este consentimiento sigue vigente hasta que yo lo revoque." },
    {
      id: "revoke",
      text: "Puedo revocar o cambiar este consentimiento en cualquier momento avisando a mi agente, {agent_name} de {agency_name}, por escrito o por teléfono.",
    },
  ],
  signature: [
    "Firma y fecha del consumidor o del representante autorizado.",
    "Si usted es un representante autorizado, escriba su nombre y su relación con el consumidor.",
  ],
  agentFields: [],
};

/**
 * 2026-11: the consent names the consumer and the agent in whole sentences whatever the link gives (`{agent}`), the
 * signing lines read as sentences, and the hash covers the words as the client read them (names filled in).
 */
const en202611: TConsentText = {
  ...en,
  version: "aca-2026-11",
  filled: true,
  agentReference: { nameAndAgency: "{agent_name} of {agency_name}", fallback: "the agent who sent me this form" },
  statements: en.statements.map((statement) =>
    statement.id === "consumer_and_agent"
      ? {
          ...statement,
          text: "I, {consumer_name}, give my permission to {agent} (my agent) to act as the agent or broker for me and my household, if applicable, to help me with health coverage through the Health Insurance Marketplace.",
        }
      : statement.id === "revoke"
        ? { ...statement, text: "I can revoke or change this consent at any time by telling my agent, {agent}, in writing or by phone." }
        : statement,
  ),
  signature: [
    "Please sign below, as the consumer or as their authorized representative.",
    "If you are an authorized representative, give your name and your relationship to the consumer.",
  ],
};

const es202611: TConsentText = {
  ...es,
  version: "aca-2026-11",
  filled: true,
  agentReference: { nameAndAgency: "{agent_name} de {agency_name}", fallback: "el agente que me envió este formulario" },
  statements: es.statements.map((statement) =>
    statement.id === "consumer_and_agent"
      ? {
          ...statement,
          text: "Yo, {consumer_name}, autorizo a {agent} (mi agente) a actuar como agente o corredor para mí y mi hogar, si corresponde, para ayudarme con cobertura de salud a través del Mercado de Seguros Médicos.",
        }
      : statement.id === "revoke"
        ? {
            ...statement,
            text: "Puedo revocar o cambiar este consentimiento en cualquier momento avisando a mi agente, {agent}, por escrito o por teléfono.",
          }
        : statement,
  ),
  signature: [
    "Firme abajo, como el consumidor o como su representante autorizado.",
    "Si usted es un representante autorizado, indique su nombre y su relación con el consumidor.",
  ],
};

export const acaConsentTexts: readonly TConsentText[] = [en, es, en202611, es202611];
