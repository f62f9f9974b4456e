/** La página del catálogo y la vista previa de encuestas. */
export default {
  marketplace: {
    eyebrow: "Catálogo de encuestas",
    title: "Elija las encuestas que llenan sus clientes",
    intro:
      "Cada encuesta tiene su propio enlace para enviar a sus clientes. Paga una tarifa por enlace en cada período de suscripción; se renueva automáticamente hasta que la cancele.",
    manageLinks: "Administrar sus enlaces",
    pricesFailed: "No pudimos cargar los precios. Vuelva a cargar la página en un momento.",
    retry: "Intentar de nuevo",
    loadingPrices: "Cargando precios",
    pricesHeading: "Precios de {{product}}",
    collectsHeading: "Qué les pregunta a sus clientes",
    screens_one: "{{count}} pantalla",
    screens_other: "{{count}} pantallas",
    preview: "Vista previa",
    previewLabel: "Vista previa de la encuesta {{survey}}",
    buy: "Comprar",
    buyLabel: "Comprar un enlace de encuesta {{survey}}",
    termsNote:
      "Una tarifa por enlace en cada período de suscripción, cobrada a su tarjeta y renovada automáticamente. Cancele la suscripción de un enlace cuando quiera en Configuración de pagos; el enlace sigue activo hasta el final del período pagado.",
  },
  sandbox: {
    title: "Modo de prueba — sin cargos reales",
    body: "Los pagos en este sitio usan solo tarjetas de prueba. No se mueve dinero ni se cobra a ninguna tarjeta real.",
  },
  preview: {
    label: "Vista previa de la encuesta",
    title: "Vista previa: encuesta {{survey}}",
    notice: "Esto es lo que ven sus clientes. Nada de lo que escriba aquí se guarda ni se envía.",
    back: "Volver al catálogo",
    buy: "Comprar esta encuesta",
    screenList: "Todas las pantallas de esta encuesta",
    goToScreen: "Pantalla {{number}}: {{title}}",
  },
};
