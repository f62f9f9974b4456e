import { notificationMessages } from "@planready/contracts/notification-messages";
import type en from "../en/notifications";

export default {
  /** The top bar's bell. */
  bell: {
    label: "Notificaciones",
    unread_one: "Notificaciones, {{count}} sin leer",
    unread_other: "Notificaciones, {{count}} sin leer",
  },
  /** The drawer the bell opens ('Your notifications'). */
  drawer: {
    title: "Sus notificaciones",
    count_one: "{{count}} sin leer",
    count_other: "{{count}} sin leer",
    close: "Cerrar",
    preferences: "Preferencias de notificaciones",
    unread: "Sin leer",
    emptyTitle: "Está al día",
    emptyBody: "Le avisaremos aquí cuando un cliente complete una encuesta, deje una reseña o envíe una referencia.",
    loadError: "No pudimos cargar sus notificaciones. Inténtelo de nuevo en un momento.",
    retry: "Reintentar",
    markAllRead: "Marcar todas como leídas",
    markRead: "Marcar como leída",
    markUnread: "Marcar como no leída",
    newTab: "(se abre en una pestaña nueva)",
  },
  /** The words of each notification type (announcements carry their own): one catalog with the emails, in contracts. */
  items: notificationMessages.es,
  meta: {
    permissions: {
      title: "Preferencias de notificaciones",
      description: "Elija qué notificaciones recibe también por correo electrónico.",
    },
  },
  permissions: {
    title: "Preferencias de notificaciones",
    intro: "Todas las notificaciones aparecen bajo la campana en la parte superior de la página. Elija cuáles recibe también por correo.",
    emailHeading: "Enviarme un correo cuando…",
    saved: "Guardado: {{type}}.",
    loadError: "No pudimos cargar sus preferencias. Inténtelo de nuevo en un momento.",
    saveError: "No pudimos guardar ese cambio. Inténtelo de nuevo.",
    retry: "Reintentar",
    privacy: "Los correos dicen qué pasó y enlazan a PlanReady. Las respuestas de sus clientes nunca se envían por correo.",
  },
  types: {
    survey_submitted: { label: "Un cliente envía una encuesta", description: "Un correo por envío, con un enlace." },
    review_received: { label: "Un cliente deja una reseña", description: "Con un enlace a la reseña." },
    referral_received: { label: "Alguien envía una referencia", description: "Cuando llega una referencia por su página de presentación." },
    payment_failed: { label: "Un pago falla", description: "Para que actualice su tarjeta antes de que se pause el acceso." },
    webhook_disabled: { label: "Se desactiva un endpoint de webhook", description: "Cuando deja de responder, para que pueda corregirlo." },
    announcement: { label: "Anuncios de su agencia", description: "Noticias que los administradores de su agencia envían al equipo." },
  },
} satisfies typeof en;
