import type en from "../en/onboarding";

export default {
  agencyTitle: "Configure su agencia",
  agentTitle: "Configure su cuenta",
  stepOf: "Paso {{current}} de {{total}}",
  back: "Atrás",
  next: "Siguiente",
  skip: "Omitir",
  loading: "Cargando",
  fillAllFields: "Complete todos los campos",
  saveFailed: "No pudimos guardar su respuesta. Vuelva a intentarlo.",
  loadFailed: "No pudimos cargar su agencia. Vuelva a cargar la página.",
  agency: {
    name: {
      heading: "¿Cómo se llama su agencia?",
      hint: "Si trabaja por cuenta propia, escriba su propio nombre.",
      label: "Nombre de la organización",
    },
    address: {
      heading: "¿Cuál es la dirección de su agencia?",
      street: "Dirección",
      apt: "Apartamento o suite n.º (opcional)",
      city: "Ciudad",
      state: "Estado",
      zip: "Código postal",
      invalid: {
        state: "Escriba un estado de EE. UU., como TX o Texas",
        zip: "Escriba un código postal de 5 dígitos, o ZIP+4 como 78701-1234",
      },
    },
    discount: {
      heading: "¿Tiene un código promocional?",
      hint: "Si recibió un código promocional, agréguelo aquí. Se aplicará cuando se suscriba.",
      label: "Código promocional",
      add: "Agregar",
      replace: "Reemplazar",
      cancel: "Cancelar",
      checking: "Verificando el código promocional",
      applied: "Código promocional aplicado:",
      invalid: "Código de descuento no válido",
    },
  },
  agent: {
    name: {
      heading: "¿Cómo se llama?",
      first: "Nombre",
      last: "Apellido",
    },
    terms: {
      heading: "Términos del servicio",
      agreementLabel: "Contrato de software como servicio, versión {{version}}",
      onBehalf:
        "Al marcar la casilla, firma y acepta este contrato en nombre de su agencia o, si se suscribe como agente individual, en su propio nombre.",
      sign: "Acepto y firmo como",
      noName: "el titular de la cuenta",
    },
    finished: {
      heading: "{{name}}, ¡ya casi termina!",
      headingNoName: "¡Ya casi termina!",
      body: "Cree su primer enlace de encuesta y envíelo a un cliente. Sus respuestas le estarán esperando antes de la reunión.",
      create: "Crear su primera encuesta",
      skip: "Omitir por ahora",
    },
  },
} satisfies typeof en;
