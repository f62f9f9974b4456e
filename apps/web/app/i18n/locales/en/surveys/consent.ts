/**
 * The `consent` part of the surveys namespace: the signing form around the Scope of Appointment and the ACA
 * consent. The consent texts themselves (what is signed, hashed and versioned) live in the contracts
 * (consent-text-soa.ts, consent-text-aca.ts), in both languages.
 */
export default {
  consent: {
    soaIntro: "Medicare rules ask your agent to agree with you in writing what your meeting will cover. Please read, choose and sign.",
    acaIntro: "Before your agent can help you with Marketplace coverage, they need your permission. Please read and sign.",
    products: "Products you want to discuss",
    productsHint: "Choose at least one.",
    productsRequired: "Choose at least one product to discuss.",
    statements: "Please read",
    signerRole: "Who is signing?",
    soaRoles: { beneficiary: "I am the person with Medicare", representative: "I am their authorized representative" },
    acaRoles: { beneficiary: "I am the person applying for coverage", representative: "I am their authorized representative" },
    beneficiaryName: "Full name of the person you are signing for",
    beneficiaryNameRequired: "Enter the name of the person you are signing for.",
    relationship: "Your relationship to them",
    relationshipHint: "For example: daughter, son, spouse, power of attorney.",
    relationshipRequired: "Enter your relationship to them.",
    signerName: "Your full name",
    signerNameRequired: "Enter your full name.",
    signature: {
      label: "Your signature",
      method: "How would you like to sign?",
      draw: "Draw my signature",
      drawHint: "With your finger or mouse, in a box.",
      type: "Type my name instead",
      typeHint: "If you can't draw: your full name above is your signature.",
      hint: "Sign in the box with your finger or mouse.",
      placeholder: "Sign here",
      drawn: "Signature drawn.",
      empty: "Not signed yet.",
      clear: "Clear",
      required: "Draw your signature in the box, or choose “Type my name instead”.",
      typedEmpty: "Type your full name above.",
      typedMeaning: "Selecting Sign makes your typed name your signature, just like signing by hand.",
    },
    missing: { consumerName: "your name", other: "not given" },
    date: "Date",
    sign: "Sign",
    errors: "Before signing, please:",
    continueWithout: "Continue without signing",
    signed: {
      heading: "Signed",
      body: "{{name}} signed this form on {{date}}.",
      products: "Products to discuss",
      signer: "Signed by",
      asRepresentative: "{{name}}, {{relationship}} of {{beneficiary}}",
      typedName: "Typed name",
      typedSignature: "Signed by typing their name.",
      signatureOf: "Signature of {{name}}",
      final: "A signed form cannot be changed. To change it, talk to your agent.",
      offline: "Your signature is kept on this device and will be sent as soon as you are back online.",
    },
  },
  /** The page a link sent for signature opens (/sign/{token}): only the signing screen. */
  signingLink: {
    sent: "Thank you. Your signature was sent to {{agent}}. You can close this page.",
    failed: "Your signature was not saved. Please check your connection and sign again.",
    used: "This link was already used to sign.",
    invalid: {
      title: "This link to sign no longer works",
      body: "It is more than 7 days old, or your agent sent you a newer one. Please ask your agent for a new link.",
    },
    declined: {
      title: "You did not sign",
      body: "Nothing was signed. {{agent}} will see that the form is not signed.",
      later: "If you change your mind, open this link again before {{date}}.",
      back: "Go back and sign",
    },
  },
};
