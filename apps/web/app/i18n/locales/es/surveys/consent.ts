/**
 * The `consent` part of the surveys namespace: the signing form around the Scope of Appointment and the ACA
 * consent. The consent texts themselves (what is signed, hashed and versioned) live in the contracts
 * (consent-text-soa.ts, consent-text-aca.ts), in both languages.
 */
export default {
  consent: {
    soaIntro: "Las reglas de Medicare piden que su agente acuerde con usted por escrito lo que cubrirá la reunión. Lea, elija y firme.",
    acaIntro: "Antes de que su agente pueda ayudarle con la cobertura del Mercado, necesita su permiso. Lea y firme.",
    products: "Productos que desea hablar",
    productsHint: "Elija al menos uno.",
    productsRequired: "Elija al menos un producto para hablar.",
    statements: "Lea con atención",
    signerRole: "¿Quién firma?",
    soaRoles: { beneficiary: "Soy la persona con Medicare", representative: "Soy su representante autorizado" },
    acaRoles: { beneficiary: "Soy la persona que solicita cobertura", representative: "Soy su representante autorizado" },
    beneficiaryName: "Nombre completo de la persona por quien firma",
    beneficiaryNameRequired: "Escriba el nombre de la persona por quien firma.",
    relationship: "Su parentesco o relación con esa persona",
    relationshipHint: "Por ejemplo: hija, hijo, cónyuge, poder notarial.",
    relationshipRequired: "Escriba su relación con esa persona.",
    signerName: "Su nombre completo",
    signerNameRequired: "Escriba su nombre completo.",
    signature: {
      label: "Su firma",
      method: "¿Cómo desea firmar?",
      draw: "Dibujar mi firma",
      drawHint: "Con el dedo o el ratón, en un recuadro.",
      type: "Escribir mi nombre en su lugar",
      typeHint: "Si no puede dibujar: su nombre completo de arriba es su firma.",
      hint: "Firme en el recuadro con el dedo o el ratón.",
      placeholder: "Firme aquí",
      drawn: "Firma dibujada.",
      empty: "Todavía no ha firmado.",
      clear: "Borrar",
      required: "Dibuje su firma en el recuadro, o elija «Escribir mi nombre en su lugar».",
      typedEmpty: "Escriba su nombre completo arriba.",
      typedMeaning: "Al seleccionar Firmar, su nombre escrito es su firma, igual que si firmara a mano.",
    },
    missing: { consumerName: "su nombre", other: "sin indicar" },
    date: "Fecha",
    sign: "Firmar",
    errors: "Antes de firmar:",
    continueWithout: "Continuar sin firmar",
    signed: {
      heading: "Firmado",
      body: "{{name}} firmó este formulario el {{date}}.",
      products: "Productos para hablar",
      signer: "Firmado por",
      asRepresentative: "{{name}}, {{relationship}} de {{beneficiary}}",
      typedName: "Nombre escrito",
      typedSignature: "Firmado escribiendo su nombre.",
      signatureOf: "Firma de {{name}}",
      final: "Un formulario firmado no se puede cambiar. Para cambiarlo, hable con su agente.",
      offline: "Su firma se guarda en este dispositivo y se enviará en cuanto vuelva a tener conexión.",
    },
  },
  /** La página que abre un enlace enviado para firmar (/sign/{token}): solo la pantalla para firmar. */
  signingLink: {
    sent: "Gracias. Su firma se envió a {{agent}}. Ya puede cerrar esta página.",
    failed: "Su firma no se guardó. Revise su conexión y vuelva a firmar.",
    used: "Este enlace ya se usó para firmar.",
    invalid: {
      title: "Este enlace para firmar ya no funciona",
      body: "Tiene más de 7 días o su agente le envió uno más reciente. Pida a su agente un enlace nuevo.",
    },
    declined: {
      title: "No firmó",
      body: "No se firmó nada. {{agent}} verá que el formulario no está firmado.",
      later: "Si cambia de opinión, vuelva a abrir este enlace antes del {{date}}.",
      back: "Volver y firmar",
    },
  },
};
