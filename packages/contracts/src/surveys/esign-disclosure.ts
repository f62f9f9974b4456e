import type { TSurveyLocale } from "./content.ts";

/**
 * The disclosure a client reads before signing electronically (the U.S. ESIGN Act: consent to electronic records
 * and signatures, the right to paper, how to withdraw). Versioned like the consent texts: a consent record keeps the
 * version shown (`esign_disclosure_version`), and the signing certificate of the submission's PDF prints its words.
 */
export type TEsignDisclosure = { version: string; locale: TSurveyLocale; title: string; paragraphs: readonly string[] };

const en: TEsignDisclosure = {
  version: "esign-2026-11",
  locale: "en",
  title: "Signing electronically",
  paragraphs: [
    "By signing on this screen you agree to use an electronic signature and to receive this form electronically. Your electronic signature has the same effect as signing on paper.",
    "You may ask your agent for a paper copy of this form, or ask to sign on paper instead, at no cost. You may withdraw your consent to electronic signing at any time by telling your agent; that does not undo a signature already given.",
    "To view and keep this form you need a device with a web browser. Your agent can send you a copy.",
  ],
};

const es: TEsignDisclosure = {
  version: "esign-2026-11",
  locale: "es",
  title: "Firma electrónica",
  paragraphs: [
    "Al firmar en esta pantalla, usted acepta usar una firma electrónica y recibir este formulario de forma electrónica. Su firma electrónica tiene el mismo efecto que firmar en papel.",
    "Puede pedirle a su agente una copia en papel de este formulario, o firmar en papel, sin costo. Puede retirar su consentimiento a la firma electrónica en cualquier momento avisando a su agente; eso no anula una firma ya dada.",
    "Para ver y guardar este formulario necesita un dispositivo con un navegador web. Su agente puede enviarle una copia.",
  ],
};

export const esignDisclosures: readonly TEsignDisclosure[] = [en, es];

/** The version new signatures show. */
export const currentEsignDisclosureVersion = "esign-2026-11";

/** The disclosure of a version and language, or null when none was published. */
export function esignDisclosureFor(version: string, locale: TSurveyLocale): TEsignDisclosure | null {
  return esignDisclosures.find((d) => d.version === version && d.locale === locale) ?? null;
}
