import type en from "../en/common";

export default {
  appName: "PlanReady",
  poweredBy: "Con la tecnología de PlanReady",
  loading: "Cargando",
  notFound: {
    title: "Página no encontrada",
    body: "No pudimos encontrar la página que busca. Puede que se haya movido o que la dirección tenga un error.",
    home: "Ir a la página de inicio",
    surveyLink: "Si alguien le envió un enlace a una encuesta, comuníquese con el agente que se lo envió.",
    troubleshoot: "¿Problemas para abrir su encuesta? Vea nuestra página de ayuda",
    dashboard: "Ir a su panel",
  },
  maintenance: {
    title: "Nuestro sitio está en mantenimiento. ¡Vuelva a visitarnos pronto!",
  },
  error: {
    title: "Algo salió mal",
    body: "Inténtelo de nuevo. Si sigue ocurriendo, comuníquese con soporte e indique este código:",
    retry: "Intentar de nuevo",
  },
  errors: {
    codes: {
      NETWORK: "No pudimos comunicarnos con el servidor. Revise su conexión y vuelva a intentarlo.",
      VALIDATION_FAILED: "Parte de la información no es válida. Revísela y vuelva a intentarlo, por favor.",
      UNAUTHENTICATED: "Su sesión terminó. Inicie sesión de nuevo, por favor.",
      FORBIDDEN: "No tiene acceso a esto. Si cree que debería tenerlo, consulte al administrador de su agencia.",
      NOT_FOUND: "No encontramos lo que buscaba. Es posible que se haya eliminado.",
      METHOD_NOT_ALLOWED: "Esta acción no está disponible aquí. Vuelva a cargar la página e inténtelo de nuevo, por favor.",
      CONFLICT: "No se pudo hacer porque choca con algo que ya está guardado. Vuelva a cargar la página y revíselo, por favor.",
      RATE_LIMITED: "Demasiados intentos. Espere un minuto y vuelva a intentarlo.",
      PAYLOAD_TOO_LARGE: "Es demasiado grande para enviarlo. Elija un archivo más pequeño o acorte el texto, por favor.",
      INVALID_DISCOUNT_CODE: "Código de descuento no válido",
      DISCOUNT_CODE_USED: "Su agencia ya usó este código. Se aplica una sola vez por agencia.",
      PAYMENT_REQUIRED:
        "El acceso está restringido temporalmente por intentos de pago fallidos. Actualice su información de pago, por favor.",
      PAYMENT_CUSTOMER_MISSING: "La cuenta de pagos de su agencia todavía no está lista. Vuelva a intentarlo en un minuto, por favor.",
      PAYMENT_PROVIDER_UNAVAILABLE:
        "El servicio de pagos no está disponible en este momento. Vuelva a intentarlo en unos minutos, por favor.",
      WEAK_PASSWORD: "Esta contraseña es demasiado fácil de adivinar. Elija una más segura, por ejemplo una frase corta.",
      INVALID_CREDENTIALS: "Correo electrónico o contraseña incorrectos.",
      EMAIL_ALREADY_REGISTERED: "Este correo electrónico ya está registrado. Inicie sesión o use otro correo electrónico.",
      INVALID_TOKEN: "Este enlace no es válido o ya venció.",
      LOGO_URL_NOT_ALLOWED: "El logotipo debe ser una imagen subida aquí. Suba el archivo de la imagen en lugar de enlazarlo.",
      ANNOUNCEMENT_URL_NOT_ALLOWED: "Un anuncio solo puede enlazar a una página de PlanReady, como /dashboard.",
      SURVEY_ALREADY_SUBMITTED:
        "Su encuesta ya se envió a su agente, así que ya no se puede cambiar aquí. Si algo debe corregirse, dígaselo a su agente.",
      SURVEY_SESSION_EXPIRED:
        "Por su privacidad, esta encuesta se cerró después de mucho tiempo sin cambios. Abra de nuevo el enlace de su agente para empezar otra vez, o pida ayuda a su agente.",
      SURVEY_EMPTY: "Responda al menos una pregunta antes de enviar su encuesta.",
      SURVEY_LINK_BUSY: "Muchas personas están empezando esta encuesta ahora mismo. Espere unos minutos y vuelva a intentarlo.",
      INVITE_LIMIT_REACHED: "Su agencia ya envió todas las invitaciones permitidas por hoy. Vuelva a intentarlo mañana.",
      INVITE_OTHER_ORGANISATION: "Usted inició sesión en otra agencia, así que no se aceptó esta invitación.",
      ROLE_NOT_ALLOWED: "No puede dar un rol superior al suyo ni cambiar a alguien con un rol superior al suyo.",
      LAST_ADMIN: "El último Admin de la agencia no se puede quitar ni cambiar de rol. Primero haga Admin a otra persona.",
      HANDOVER_REQUIRED: "Elija a un miembro que se haga cargo de los enlaces de esta persona.",
      AGENT_SIGNING_REQUIRED: "Primero guarde sus datos de firma en Firma de documentos y luego firme la parte del agente.",
      INTEGRATION_NOT_AVAILABLE:
        "Esta integración aún no está configurada en este servidor. Pida a quien administra PlanReady para su agencia que la agregue.",
      INTEGRATION_NOT_CONNECTED: "Primero conecte esta integración: guarde sus credenciales y vuelva a intentarlo.",
      INTEGRATION_CREDENTIALS_MISSING: "Complete todas las credenciales que necesita esta integración y guarde.",
      REVIEW_NOT_YET: "Primero envíe su encuesta. Después podrá contarnos cómo le fue.",
      REVIEW_ALREADY_LEFT: "Gracias, su opinión ya fue enviada. Solo se puede enviar una vez.",
      REVIEW_NOT_PUBLISHABLE: "Este cliente no autorizó publicar sus palabras, así que esta reseña no se puede mostrar en su página.",
      REVIEW_NO_EMAIL: "Este cliente no dio un correo electrónico en su encuesta, así que no se puede enviar una respuesta.",
      RECIPIENT_LINK_USED: "Esta encuesta ya fue enviada. ¡Gracias! Su agente tiene sus respuestas.",
      WEBHOOK_URL_NOT_ALLOWED:
        "Esta dirección no puede recibir webhooks. Use una dirección pública https:// (no una red privada o interna).",
      API_KEY_SCOPE_MISSING: "Esta clave de API no tiene el permiso que esto necesita. Cree una clave con ese alcance.",
      SUPPRESSION_RECIPIENT_REQUEST:
        "Esta persona se dio de baja por sí misma, así que solo ella puede deshacerlo: respondiendo START a un mensaje de texto o en su página para darse de baja.",
      MAINTENANCE: "Nuestro sitio está en mantenimiento. ¡Vuelva a visitarnos pronto!",
      SERVICE_UNAVAILABLE: "En este momento tenemos mucha demanda. Vuelva a intentarlo en un momento, por favor.",
      INTERNAL: "Algo salió mal de nuestra parte. Vuelva a intentarlo en un momento, por favor.",
    },
  },
} satisfies typeof en;
