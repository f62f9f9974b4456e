import { submissionWords } from "@planready/contracts/submission-words";
import type en from "../en/signing";

/** El espacio `signing`: Firma de documentos (/settings/agent-signing), la parte del agente del alcance de la cita. */
export default {
  meta: {
    agentSigning: {
      title: "Firma de documentos",
      description: "Sus datos y su firma para la parte del agente en los formularios de alcance de la cita de sus clientes.",
    },
  },
  page: {
    title: "Firma de documentos",
    intro:
      "Sus datos y su firma para la parte del agente del alcance de la cita. Cada vez que guarda se conserva una versión nueva; los formularios que ya firmó conservan la versión con la que se firmaron.",
    loading: "Cargando sus datos de firma",
    loadFailed: "No pudimos cargar sus datos de firma.",
    retry: "Intentar de nuevo",
    current: "Guardado: versión {{version}}, {{time}}.",
    none: "Todavía no ha guardado sus datos de firma.",
  },
  form: {
    details: "Sus datos en el formulario",
    name: "Nombre",
    nameHint: "Como aparece en su licencia.",
    npn: "NPN (número nacional de productor)",
    npnHint: "Solo dígitos, hasta 10, como lo da el NIPR.",
    phone: "Teléfono",
    agency: "Agencia (opcional)",
    planTypes: "Tipos de plan para los que está autorizado",
    planTypesHint: "Los productos del alcance de la cita que puede presentar.",
    signature: "Su firma",
    method: "¿Cómo firma?",
    draw: "Dibujar mi firma",
    type: "Escribir mi nombre",
    padLabel: "Firma",
    padHint: "Firme en el recuadro con el dedo o el ratón.",
    pad: { placeholder: "Firme aquí", drawn: "Firma dibujada.", empty: "Aún sin firmar.", clear: "Borrar" },
    savedDrawing: "Su firma guardada",
    redraw: "Dibujar una firma nueva",
    keepSaved: "Conservar la firma guardada",
    typedPreview: "Su nombre escrito es su firma:",
    typedEmpty: "Escriba su nombre arriba.",
    autoApply: "Aplicar mi firma guardada automáticamente a los nuevos alcances de la cita",
    autoApplyHint:
      "Cuando un cliente de uno de sus enlaces firma un alcance de la cita, su parte se firma en ese momento con estos datos. Si no, usted firma cada uno desde el envío.",
    save: "Guardar",
    saving: "Guardando…",
    saved: "Guardado como versión {{version}}.",
    saveFailed: "No pudimos guardar sus datos de firma.",
    fixErrors: "Corrija los campos marcados abajo.",
  },
  errors: {
    name: "Escriba su nombre.",
    npn: "Escriba su NPN: solo dígitos, hasta 10, sin empezar por 0.",
    phone: "Escriba un número de teléfono de EE. UU. de 10 dígitos.",
    agency: "Use como máximo 200 caracteres.",
    plan_types: "Elija al menos un tipo de plan.",
    signature: "Dibuje su firma en el recuadro o elija «Escribir mi nombre».",
  },
  products: submissionWords.es.choices.soaProduct,
} satisfies typeof en;
