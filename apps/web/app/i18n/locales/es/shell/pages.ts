import type en from "../../en/shell/pages";

export default {
  content: {
    updated: "Última actualización: {{date}}",
    onThisPage: "En esta página",
    contactTitle: "¿Tiene más preguntas?",
    contactBody: "Escríbanos a <mail>{{email}}</mail> y una persona le responderá en un día hábil.",
  },
  about: {
    eyebrow: "Quiénes somos",
    title: "Ayudamos a los agentes a dedicar su tiempo a asesorar, no al papeleo",
    intro:
      "PlanReady nació de una observación sencilla: la primera mitad de la mayoría de las citas de Medicare, ACA y seguro de vida se dedica a reunir los mismos datos. Medicamentos, médicos, farmacias, datos del hogar. Los clientes pueden compartirlos a su propio ritmo, antes de la cita, si es lo bastante fácil.",
    sections: [
      {
        heading: "Lo que hacemos",
        body: [
          "Encuestas breves y amables que los agentes envían como un enlace. Los clientes responden una pregunta a la vez en su propio teléfono, en inglés o español. Los agentes ven cada respuesta en un solo lugar y llegan preparados a la cita.",
        ],
      },
      {
        heading: "Para quién lo hacemos",
        body: [
          "Agentes independientes, agencias con un equipo de productores y los clientes a quienes atienden; muchos de ellos cumplen 65 años y usan un teléfono inteligente para algo tan importante por primera vez.",
        ],
      },
      {
        heading: "En qué creemos",
        body: [],
        items: [
          "La información de sus clientes les pertenece a usted y a ellos. Los datos recopilados con su enlace solo los ve usted, y nunca los vendemos.",
          "Lo sencillo gana. Si una persona de 78 años no puede terminar una encuesta sin llamarle, no hemos hecho bien nuestro trabajo.",
          "Precios justos. Una tarifa por enlace por período, sin cargos de configuración, y puede cancelar un enlace desde su cuenta.",
        ],
      },
    ],
  },
  demo: {
    eyebrow: "Agendar una demostración",
    title: "Conozca PlanReady pensando en su propia cartera de clientes",
    intro:
      "Una demostración es una videollamada de 20 minutos con alguien de nuestro equipo. Envíenos un correo y le responderemos en un día hábil con horarios que le convengan.",
    emailCta: "Escribir a {{email}}",
    emailSubject: "Solicitud de demostración de PlanReady",
    emailBody:
      "Hola, equipo de PlanReady:%0D%0A%0D%0AMe gustaría agendar una demostración.%0D%0A%0D%0ANombre:%0D%0AAgencia:%0D%0ANúmero de agentes:%0D%0ALíneas de seguro (Medicare, ACA, vida):%0D%0ADías y horarios convenientes (con zona horaria):%0D%0A",
    includeTitle: "Qué incluir en su correo",
    include: [
      "Su nombre y el nombre de su agencia",
      "Cuántos agentes usarían PlanReady",
      "Los seguros que vende: Medicare, ACA, vida o varios",
      "Dos o tres días y horarios que le funcionen, con su zona horaria",
      "Las herramientas que ya usa, como un CRM o ConnectureDRX",
    ],
    expectTitle: "Qué esperar",
    expect: [
      {
        title: "Una respuesta en un día hábil",
        body: "Confirmaremos un horario y le enviaremos un enlace de videollamada. También podemos hacerlo por teléfono si lo prefiere.",
      },
      {
        title: "Un recorrido a su medida",
        body: "Creamos un enlace de encuesta en vivo, lo llenamos como lo haría un cliente y le mostramos cómo llega la respuesta.",
      },
      {
        title: "Respuestas a sus preguntas",
        body: "Precios, cuentas de agencia, cumplimiento normativo e integraciones. Traiga todo lo que quiera preguntar.",
      },
      { title: "Sin presión", body: "No hay ningún compromiso. Si PlanReady no es para usted, se lo diremos." },
    ],
  },
  troubleshoot: {
    eyebrow: "Solución de problemas",
    title: "¿El enlace de la encuesta no abre? Vamos a resolverlo",
    intro:
      "La mayoría de los problemas con un enlace de encuesta se resuelven en un minuto con uno de estos pasos. Pruébelos en orden. Sus respuestas se guardan a medida que avanza, así que no perderá su lugar.",
    sections: [
      {
        heading: "El enlace no abre o muestra un error",
        body: [],
        items: [
          "Verifique que tiene el enlace completo. Los enlaces en mensajes de texto a veces se cortan. Pida a su agente que se lo envíe de nuevo si parece corto.",
          "Si ve “Página no encontrada”, es posible que el enlace esté mal escrito o haya sido reemplazado. Pida a su agente un enlace nuevo.",
          "Abra el enlace en el navegador de su teléfono y no dentro de otra aplicación. En Facebook, Messenger o aplicaciones de correo, toque los tres puntos o el ícono de compartir y elija “Abrir en el navegador”.",
          "Revise su conexión a internet. Pruebe cambiar entre Wi-Fi y datos móviles.",
        ],
      },
      {
        heading: "La página se ve mal o los botones no responden",
        body: [],
        items: [
          "Actualice su navegador. PlanReady funciona con versiones recientes de Safari, Chrome, Edge, Firefox y Samsung Internet.",
          "Pruebe con otro navegador o con una ventana privada (incógnito).",
          "Desactive los bloqueadores de anuncios o de contenido para esta página.",
          "Reinicie su teléfono y abra el enlace de nuevo.",
        ],
      },
      {
        heading: "Consejos según el dispositivo",
        body: [],
        items: [
          "iPhone y iPad: use Safari. Para agrandar el texto, toque el botón “aA” en la barra de direcciones.",
          "Android: use Chrome o Samsung Internet. Separe dos dedos sobre la pantalla para acercar.",
          "Computadora: cualquier navegador actualizado funciona. Mantenga presionada la tecla Ctrl (o ⌘ en una Mac) y presione + para agrandar el texto.",
        ],
      },
      {
        heading: "Me equivoqué en mis respuestas",
        body: [
          "Use el botón Atrás al final de la encuesta para volver a cualquier pregunta y cambiar su respuesta. Si ya terminó, avísele a su agente; puede corregirlo con usted en su cita.",
        ],
      },
      {
        heading: "¿Sigue sin funcionar?",
        body: [
          "Clientes: comuníquense con el agente que les envió el enlace. Puede enviarles un enlace nuevo o repasar las preguntas con ustedes por teléfono.",
          "Agentes: escriban a {{email}} con el enlace, el dispositivo y el navegador que usó su cliente, y lo que vio. Les ayudaremos el mismo día.",
        ],
      },
    ],
  },
  resources: {
    eyebrow: "Recursos",
    title: "Guías para que sus clientes respondan",
    intro: "Material práctico y listo para usar al enviar enlaces de encuesta y lograr que se completen.",
    sections: [
      {
        heading: "Primeros pasos",
        body: [],
        items: [
          "Cree su primera encuesta desde el Catálogo de encuestas. Elija el tipo de encuesta que corresponda a la cita.",
          "Envíese el enlace primero y llénelo usted, para saber lo que verán sus clientes.",
          "Active las notificaciones para saber en cuanto un cliente termine.",
        ],
      },
      {
        heading: "Un mensaje de texto que consigue respuestas",
        body: [
          "“Hola, {nombre}, soy {su nombre}. Antes de nuestra cita del {día}, por favor tómese 10 minutos para llenar este breve formulario sobre sus médicos y medicamentos. Me ayuda a encontrar el mejor plan para usted: {enlace}”",
          "Envíelo dos o tres días antes de la cita y un breve recordatorio el día anterior.",
        ],
      },
      {
        heading: "Cómo ayudar a clientes mayores a terminar",
        body: [],
        items: [
          "Dígales que es una pregunta a la vez y que sus respuestas se guardan a medida que avanzan.",
          "Sugiérales tener a mano los frascos de sus medicamentos; el paso de medicamentos será mucho más rápido.",
          "Ofrezca llenarla juntos por teléfono. Muchos clientes lo prefieren la primera vez.",
          "Si un enlace no abre, envíeles nuestra página de solución de problemas.",
        ],
      },
      {
        heading: "Alcance de la Cita",
        body: [
          "Las encuestas de Medicare pueden incluir un Alcance de la Cita que su cliente firma como parte de la encuesta. Se guarda con la respuesta. Siga las reglas vigentes de sus aseguradoras y de CMS sobre los plazos y el contenido de sus citas.",
        ],
      },
    ],
    troubleshootLink: "Solución de problemas para clientes",
    demoLink: "Agendar una demostración",
  },
} satisfies typeof en;
