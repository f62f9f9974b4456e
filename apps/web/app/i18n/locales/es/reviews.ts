import type en from "../en/reviews";

/** El espacio `reviews`: las reseñas del agente (/splash-pages/reviews) y su enlace de reseñas de Google. */
export default {
  meta: {
    reviews: {
      title: "Reseñas",
      description: "Lo que dijeron sus clientes después de sus encuestas, y qué testimonios muestra su página.",
    },
  },
  page: {
    title: "Reseñas",
    intro:
      "Lo que dijeron sus clientes después de sus encuestas. Muestre en su página de presentación los testimonios que sus autores aceptaron publicar; sus palabras nunca se editan. Solo usted ve sus reseñas.",
    toSplashPages: "Volver a Páginas de presentación",
    loading: "Cargando sus reseñas",
    loadFailed: "No pudimos cargar sus reseñas.",
    retry: "Intentar de nuevo",
    empty: "Aún no hay reseñas. Cuando un cliente envía una encuesta, se le invita a contar cómo le fue.",
    listLabel: "Sus reseñas, de la más reciente a la más antigua",
  },
  summary: { reviews: "Reseñas", average: "Puntuación media (0–10)", shown: "Mostradas en su página" },
  charts: {
    title: "Puntuaciones",
    distribution: "Cuántos clientes dieron cada puntuación",
    trend: "Puntuación media por mes",
    noScores: "Aún no hay puntuaciones.",
    score: "Puntuación",
    reviews: "Reseñas",
    month: "Mes",
    average: "Media",
  },
  card: {
    aClient: "Un cliente",
    score: "{{score}} / 10",
    link: "enlace {{url}}",
    noWords: "Sin testimonio escrito.",
    consented: "Aceptó publicar estas palabras con su nombre y la inicial de su apellido.",
    notConsented: "No aceptó publicarlo: solo usted lo lee.",
    scoreOnly: "Solo una puntuación.",
    showOnPage: "Mostrar en mi página de presentación",
    showFailed: "No se pudo cambiar. Inténtelo de nuevo.",
  },
  reply: {
    open: "Responder en privado por correo",
    label: "Su respuesta",
    hint: "Se envía por correo a la dirección que el cliente dio en su encuesta. Nunca se publica.",
    send: "Enviar respuesta",
    cancel: "Cancelar",
    empty: "Primero escriba una respuesta.",
    failed: "No se pudo enviar su respuesta. Inténtelo de nuevo.",
    sent: "Respuesta enviada.",
    sentTitle: "Sus respuestas",
    noEmail: "Este cliente no dio un correo electrónico, así que no puede responder aquí.",
  },
  google: {
    title: "Enlace de reseñas de Google",
    intro:
      "A cada cliente se le ofrece este enlace después de su encuesta, sea cual sea la puntuación que dio. Pegue el enlace que le da su Perfil de Empresa de Google para pedir reseñas.",
    label: "Su enlace de reseñas de Google",
    hint: "Por ejemplo https://g.page/r/…/review. Déjelo vacío para no ofrecer ninguno.",
    save: "Guardar enlace",
    saved: "Enlace guardado.",
    removed: "Enlace quitado.",
    invalid:
      "Este no es un enlace de reseñas de Google. Copie el enlace de su Perfil de Empresa de Google (empieza por https://g.page/ o https://www.google.com/).",
    saveFailed: "No se pudo guardar el enlace. Inténtelo de nuevo.",
    loadFailed: "No pudimos cargar su enlace de reseñas de Google.",
  },
} satisfies typeof en;
