import buy from "./billing/buy";
import catalogue from "./billing/catalogue";
import checkout from "./billing/checkout";
import marketplace from "./billing/marketplace";
import settings from "./billing/settings";

/** El espacio `billing`: el catálogo y la vista previa, la compra de un enlace, el pago y la configuración de pagos. */
export default {
  ...catalogue,
  ...marketplace,
  ...buy,
  ...checkout,
  ...settings,
  meta: {
    marketplace: { title: "Catálogo de encuestas", description: "Elija las encuestas que llenan sus clientes y compre sus enlaces." },
    buy: { title: "Crear un enlace de encuesta", description: "Elija una encuesta, nombre su enlace y pague." },
    preview: { title: "Vista previa de la encuesta", description: "Recorra una encuesta como la ven sus clientes." },
    payment: { title: "Su pago", description: "El resultado de su pago." },
    checkout: { title: "Pago (modo de prueba)", description: "Pague su enlace de encuesta con una tarjeta de prueba." },
    paymentSettings: { title: "Configuración de pagos", description: "Su tarjeta, suscripciones y facturas." },
    resolution: { title: "Actualizar la información de pago", description: "Actualice su tarjeta para que su cuenta siga funcionando." },
    sandboxCard: { title: "Actualice su tarjeta (modo de prueba)", description: "Guarde una tarjeta de prueba como método de pago." },
  },
};
