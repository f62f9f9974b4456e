import type en from "../../en/shell/legal";

export default {
  fulfillment: {
    eyebrow: "Políticas",
    title: "Política de cumplimiento",
    updated: "21 de noviembre de 2026",
    intro:
      "Esta política explica cómo se entregan, facturan, renuevan, cancelan y reembolsan las suscripciones de PlanReady. Sigue el Contrato de Software como Servicio que usted acepta al registrarse; si alguna vez difieren, prevalece el Contrato.",
    sections: [
      {
        heading: "Lo que usted compra",
        body: [
          "PlanReady es un servicio en línea. Usted se suscribe a enlaces de encuesta, cada uno una dirección web única que sus clientes usan para enviarle su información. No se envía nada físico.",
          "Un enlace está disponible en cuanto se crea y se paga su primera tarifa. Puede compartirlo y recibir respuestas de inmediato.",
        ],
      },
      {
        heading: "Tarifas y facturación",
        body: [],
        items: [
          "Se cobra una tarifa por enlace por período de suscripción, al precio mostrado cuando compra el enlace, más los impuestos aplicables.",
          "Según el plan, un período es un mes o un año; algunos planes ofrecen un plazo anual pagado mensualmente.",
          "Las suscripciones se renuevan automáticamente y cada renovación se cobra a la tarjeta de crédito registrada hasta que cancele el enlace.",
          "Los códigos promocionales se aplican al plan y al período indicados con el código.",
        ],
      },
      {
        heading: "Cancelación",
        body: [
          "Puede cancelar cualquier enlace en cualquier momento desde Configuración de pagos en su cuenta. La cancelación entra en vigor al final del período actual del enlace: el enlace sigue funcionando hasta entonces y no se cobran más tarifas por él.",
          "También puede terminar por completo su contrato con nosotros con un aviso por escrito de 30 días a través de nuestro canal de soporte.",
        ],
      },
      {
        heading: "Reembolsos",
        body: [],
        items: [
          "Las tarifas ya pagadas no son reembolsables, incluida la parte no usada de un período después de cancelar.",
          "Si PlanReady no funciona como se describe y no podemos resolver el problema dentro de los 30 días siguientes a su reporte, puede cancelar el enlace afectado y le reembolsaremos las tarifas pagadas por adelantado por el resto de su período.",
          "Si dejamos de ofrecer el servicio, le avisaremos con 90 días de anticipación y le reembolsaremos las tarifas pagadas por adelantado por el tiempo posterior al fin del servicio.",
          "Los cargos duplicados y los errores de facturación siempre se reembolsan por completo. Avísenos dentro de los 60 días posteriores al cargo.",
        ],
      },
      {
        heading: "Pagos fallidos",
        body: [
          "Si falla un cargo de renovación, lo intentamos de nuevo y le avisamos en la aplicación. Después de tres intentos fallidos, el acceso a su cuenta se pausa hasta que actualice su método de pago. Sus enlaces, encuestas y respuestas se conservan mientras el acceso está pausado.",
        ],
      },
      {
        heading: "Contacto",
        body: ["¿Preguntas sobre un cargo o un reembolso? Escriba a {{email}} con el nombre de su agencia y la fecha del cargo."],
      },
    ],
  },
  privacy: {
    eyebrow: "Políticas",
    title: "Política de privacidad",
    updated: "21 de noviembre de 2026",
    intro:
      "PlanReady recopila información en nombre de agentes de seguros para que puedan prepararse para sus citas con clientes. Esta política explica qué recopilamos, quién puede verlo y qué opciones tiene usted.",
    sections: [
      {
        heading: "Información que dan los clientes mediante un enlace de encuesta",
        body: ["Cuando llena una encuesta enviada por su agente, guardamos las respuestas que da. Según la encuesta, puede incluir:"],
        items: [
          "Su nombre, correo electrónico, teléfono, domicilio y fecha de nacimiento",
          "Su cobertura de salud actual y su plan de Medicare",
          "Medicamentos y dosis, farmacias, médicos y hospitales preferidos",
          "En encuestas de ACA: miembros del hogar, ingresos, información de salud y su consentimiento",
          "En encuestas de seguro de vida: ingresos, consumo de tabaco, condiciones de salud y la cobertura que desea",
          "Su firma en un Alcance de la Cita o formulario de consentimiento, y todo lo que escriba en respuestas de texto libre",
        ],
      },
      {
        heading: "Información sobre agentes y agencias",
        body: [
          "Para las cuentas de agente guardamos su nombre, correo electrónico, nombre y dirección de la agencia, los enlaces que crea y su configuración. Los pagos con tarjeta los procesa nuestro procesador de pagos; nunca guardamos números de tarjeta completos.",
          "También guardamos registros técnicos básicos, como la hora de una solicitud y el navegador usado, para mantener el servicio seguro y en funcionamiento. Solo usamos las cookies necesarias para mantener su sesión iniciada y recordar su idioma y preferencias de color; no usamos cookies publicitarias.",
        ],
      },
      {
        heading: "Quién puede ver las respuestas",
        body: [
          "Las respuestas dadas mediante el enlace de un agente solo las ve ese agente. No se muestran a otros agentes, a otras agencias ni al público.",
          "Un pequeño número de empleados de PlanReady puede acceder a los datos cuando es necesario para operar y dar soporte al servicio, por ejemplo para resolver un problema que usted reporte, y está obligado a la confidencialidad.",
        ],
      },
      {
        heading: "Lo que nunca hacemos",
        body: [],
        items: [
          "No vendemos información personal ni la compartimos con fines publicitarios.",
          "No usamos las respuestas de las encuestas para ofrecer productos a los clientes por nuestra cuenta.",
          "No revelamos datos a nadie más salvo que la ley lo exija y, cuando la ley lo permite, avisamos primero al agente.",
        ],
      },
      {
        heading: "Proveedores de servicios",
        body: [
          "Usamos proveedores cuidadosamente elegidos para el alojamiento, el envío de correos y los pagos. Solo procesan datos según nuestras instrucciones y bajo contratos que les obligan a protegerlos.",
        ],
      },
      {
        heading: "Cuánto tiempo guardamos la información",
        body: [
          "Las respuestas se guardan mientras la cuenta del agente esté activa para que pueda consultarlas. Cuando termina el contrato de un agente, eliminamos o desidentificamos los datos de las encuestas de sus clientes dentro de 90 días, salvo que la ley nos exija conservarlos más tiempo. Las copias de seguridad se sobrescriben en un plazo adicional de 30 días.",
        ],
      },
      {
        heading: "Seguridad",
        body: [
          "Los datos se cifran en tránsito, el acceso se limita a las personas que lo necesitan y cada solicitud se verifica para que un agente solo pueda llegar a sus propios datos.",
        ],
      },
      {
        heading: "Sus opciones",
        body: [
          "Clientes: para ver, corregir o eliminar sus respuestas, comuníquense con el agente que les envió el enlace, o escríbannos y trabajaremos con su agente para ayudarles.",
          "Agentes: pueden corregir los datos de su cuenta en Configuración de la cuenta y pedirnos en cualquier momento una copia o la eliminación de sus datos.",
          "PlanReady no está dirigido a menores de 13 años y no recopilamos su información a sabiendas.",
        ],
      },
      {
        heading: "Cambios y contacto",
        body: [
          "Si cambiamos esta política de forma importante, actualizaremos la fecha de arriba y avisaremos a los agentes en la aplicación antes de que el cambio entre en vigor.",
          "Preguntas o solicitudes: escriba a {{email}}.",
        ],
      },
    ],
  },
  terms: {
    eyebrow: "Políticas",
    title: "Términos del servicio",
    intro: "Estos son los términos con los que PlanReady presta su servicio a agencias y agentes. Usted los acepta al crear su cuenta.",
    version: "Versión {{version}}",
    englishOnly: "El contrato se ofrece en inglés. La versión en inglés es la que tiene validez legal.",
    contents: "Contenido",
  },
} satisfies typeof en;
