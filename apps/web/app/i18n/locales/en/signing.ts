import { submissionWords } from "@planready/contracts/submission-words";

/** The `signing` namespace: Document Signing (/settings/agent-signing), the agent's part of the Scope of Appointment. */
export default {
  meta: {
    agentSigning: {
      title: "Document Signing",
      description: "Your details and signature for the agent's part of your clients' Scope of Appointment forms.",
    },
  },
  page: {
    title: "Document Signing",
    intro:
      "Your details and signature for the agent's part of the Scope of Appointment. Each save is kept as a new version; forms you already signed keep the version they were signed with.",
    loading: "Loading your signing details",
    loadFailed: "We couldn't load your signing details.",
    retry: "Try again",
    current: "Saved: version {{version}}, {{time}}.",
    none: "You have not saved signing details yet.",
  },
  form: {
    details: "Your details on the form",
    name: "Name",
    nameHint: "As it appears on your license.",
    npn: "NPN (National Producer Number)",
    npnHint: "Digits only, up to 10, as the NIPR gives it.",
    phone: "Phone",
    agency: "Agency (optional)",
    planTypes: "Plan types you are appointed for",
    planTypesHint: "The Scope of Appointment's products you may discuss.",
    signature: "Your signature",
    method: "How do you sign?",
    draw: "Draw my signature",
    type: "Type my name",
    padLabel: "Signature",
    padHint: "Sign in the box with your finger or mouse.",
    pad: { placeholder: "Sign here", drawn: "Signature drawn.", empty: "Not signed yet.", clear: "Clear" },
    savedDrawing: "Your saved signature",
    redraw: "Draw a new signature",
    keepSaved: "Keep the saved signature",
    typedPreview: "Your typed name is your signature:",
    typedEmpty: "Type your name above.",
    autoApply: "Apply my saved signature to new Scopes of Appointment automatically",
    autoApplyHint:
      "When a client of one of your links signs a Scope of Appointment, your part is signed at once with these details. Otherwise you sign each one from the submission.",
    save: "Save",
    saving: "Saving…",
    saved: "Saved as version {{version}}.",
    saveFailed: "We couldn't save your signing details.",
    fixErrors: "Please correct the fields marked below.",
  },
  errors: {
    name: "Enter your name.",
    npn: "Enter your NPN: digits only, up to 10, not starting with 0.",
    phone: "Enter a 10-digit US phone number.",
    agency: "Use at most 200 characters.",
    plan_types: "Choose at least one plan type.",
    signature: "Draw your signature in the box, or choose “Type my name”.",
  },
  /** The SOA's product groups, as the submission's words name them. */
  products: submissionWords.en.choices.soaProduct,
};
