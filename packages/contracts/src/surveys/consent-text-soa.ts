import type { TConsentText } from "./consent-text-shape.ts";

/**
 * Scope of Appointment, after the CMS Scope of Sales Appointment Confirmation Form: the five product groups with
 * their descriptions, the statements, the beneficiary or representative signature and the agent's part.
 */
const en: TConsentText = {
  kind: "soa",
  version: "soa-2025-01",
  locale: "en",
  title: "Scope of Sales Appointment Confirmation Form",
  paragraphs: [
    "The Centers for Medicare & Medicaid Services (CMS) requires agents to document the scope of a marketing appointment before any sales meeting, so that you and the agent agree on what will be discussed.",
    "All information on this form is confidential. It should be completed by each person with Medicare, or by their authorized representative.",
    "Please choose the type of product(s) you want the agent to discuss.",
  ],
  products: [
    {
      id: "part_d",
      label: "Stand-alone Medicare Prescription Drug Plans (Part D)",
      descriptions: [
        "Medicare Prescription Drug Plan (PDP): a stand-alone drug plan that adds prescription drug coverage to Original Medicare, some Medicare Cost Plans, some Medicare Private Fee-for-Service Plans and Medicare Medical Savings Account Plans.",
      ],
    },
    {
      id: "medicare_advantage_and_cost",
      label: "Medicare Advantage Plans (Part C) and Cost Plans",
      descriptions: [
        "Medicare Health Maintenance Organization (HMO): a Medicare Advantage Plan that provides all Original Medicare Part A and Part B coverage and sometimes Part D prescription drug coverage. In most HMOs you can only get care from the plan's network doctors and hospitals, except in emergencies.",
        "Medicare Preferred Provider Organization (PPO) Plan: a Medicare Advantage Plan that provides all Original Medicare Part A and Part B coverage and sometimes Part D prescription drug coverage. PPOs have network doctors and hospitals, but you can also use out-of-network providers, usually at a higher cost.",
        "Medicare Private Fee-for-Service (PFFS) Plan: a Medicare Advantage Plan in which you may go to any Medicare-approved doctor, hospital or provider that accepts the plan's payment, terms and conditions and agrees to treat you; not all providers will. If the plan has a network, you can see any network provider who has agreed to always treat plan members; you will usually pay more out of network.",
        "Medicare Special Needs Plan (SNP): a Medicare Advantage Plan with benefits designed for people with special health care needs, for example people who have both Medicare and Medicaid, live in a nursing home, or have certain chronic medical conditions.",
        "Medicare Medical Savings Account (MSA) Plan: a high-deductible health plan combined with a bank account. The plan deposits money from Medicare into the account, which you can use to pay medical expenses until your deductible is met.",
        "Medicare Cost Plan: you can go to providers in and out of the plan's network. Services outside the network are paid under Original Medicare, and you pay the Medicare coinsurance and deductibles.",
      ],
    },
    {
      id: "dental_vision_hearing",
      label: "Dental/Vision/Hearing Products",
      descriptions: [
        "Plans offering additional benefits for people who want to cover dental, vision or hearing needs. These plans are not affiliated or connected with Medicare.",
      ],
    },
    {
      id: "hospital_indemnity",
      label: "Hospital Indemnity Products",
      descriptions: [
        "Plans offering additional benefits, paid to you based on your use of medical care, sometimes used to help with copays and coinsurance. These plans are not affiliated or connected with Medicare.",
      ],
    },
    {
      id: "medicare_supplement",
      label: "Medicare Supplement (Medigap) Products",
      descriptions: [
        "Plans that supplement Original Medicare by helping pay out-of-pocket costs Original Medicare does not pay, such as deductibles, coinsurance and copayments. These plans are not affiliated or connected with Medicare.",
      ],
    },
  ],
  statements: [
    {
      id: "agreement",
      text: "By signing this form, you agree to a meeting with a sales agent to discuss the types of products you chose above.",
    },
    {
      id: "scope_limited",
      text: "Only the products you chose will be discussed. To discuss other products, you would complete a new form.",
    },
    {
      id: "not_federal",
      text: "The person who will discuss the products is employed or contracted by a Medicare plan or an insurance agency. They are not a federal employee, do not work for the federal government and are not connected with it.",
    },
    { id: "compensation", text: "This person may be paid based on your enrollment in a plan." },
    {
      id: "no_obligation",
      text: "Signing this form does NOT obligate you to enroll in a plan, does NOT enroll you in a Medicare plan, and does NOT affect your current or future Medicare enrollment status.",
    },
    {
      id: "signature_not_required",
      text: "You do not have to sign this form to receive information about Medicare or about these products.",
    },
  ],
  signature: [
    "Beneficiary or Authorized Representative Signature and Signature Date.",
    "If you are the authorized representative, please sign and print your name and your relationship to the beneficiary.",
  ],
  agentFields: [
    { key: "agent_name", label: "Agent Name" },
    { key: "agent_phone", label: "Agent Phone" },
    { key: "beneficiary_phone", label: "Beneficiary Phone (Optional)" },
    { key: "beneficiary_address", label: "Beneficiary Address (Optional)" },
    { key: "initial_contact_method", label: "Initial Method of Contact (indicate if the beneficiary was a walk-in)" },
    { key: "plans_represented", label: "Plan(s) the agent represented during this meeting" },
    { key: "appointment_completed_date", label: "Date Appointment Completed" },
    { key: "agent_signature", label: "Agent's Signature" },
    {
      key: "late_soa_explanation",
      label:
        "If the form was signed by the beneficiary at the time of the appointment, explain why the scope was not documented before the meeting",
    },
  ],
};

const es: TConsentText = {
  kind: "soa",
  version: "soa-2025-01",
  locale: "es",
  title: "Formulario de confirmación del alcance de la cita de ventas",
  paragraphs: [
    "Los Centros de Servicios de Medicare y Medicaid (CMS) exigen que los agentes documenten el alcance de una cita de mercadeo antes de cualquier reunión de ventas, para que usted y el agente estén de acuerdo sobre lo que se hablará.",
    "Toda la información de este formulario es confidencial. Debe completarla cada persona con Medicare, o su representante autorizado.",
    "Elija el tipo de producto(s) que desea que el agente le presente.",
  ],
  products: [
    {
      id: "part_d",
      label: "Planes independientes de medicamentos recetados de Medicare (Parte D)",
      descriptions: [
        "Plan de medicamentos recetados de Medicare (PDP): un plan independiente que agrega cobertura de medicamentos recetados a Medicare Original, a algunos planes de costo de Medicare, a algunos planes privados de pago por servicio de Medicare y a los planes de cuenta de ahorros médicos de Medicare.",
      ],
    },
    {
      id: "medicare_advantage_and_cost",
      label: "Planes Medicare Advantage (Parte C) y planes de costo",
      descriptions: [
        "Organización para el mantenimiento de la salud (HMO) de Medicare: un plan Medicare Advantage que ofrece toda la cobertura de la Parte A y la Parte B de Medicare Original y, a veces, cobertura de medicamentos recetados de la Parte D. En la mayoría de las HMO solo puede recibir atención de los médicos y hospitales de la red del plan, salvo en emergencias.",
        "Plan de organización de proveedores preferidos (PPO) de Medicare: un plan Medicare Advantage que ofrece toda la cobertura de la Parte A y la Parte B de Medicare Original y, a veces, cobertura de medicamentos recetados de la Parte D. Las PPO tienen médicos y hospitales de la red, pero también puede usar proveedores fuera de la red, generalmente a un costo mayor.",
        "Plan privado de pago por servicio (PFFS) de Medicare: un plan Medicare Advantage en el que puede acudir a cualquier médico, hospital o proveedor aprobado por Medicare que acepte el pago, los términos y las condiciones del plan y acepte atenderle; no todos lo hacen. Si el plan tiene una red, puede ver a cualquier proveedor de la red que haya aceptado atender siempre a los miembros del plan; fuera de la red generalmente pagará más.",
        "Plan para necesidades especiales (SNP) de Medicare: un plan Medicare Advantage con beneficios diseñados para personas con necesidades especiales de salud, por ejemplo, personas que tienen Medicare y Medicaid, que viven en un hogar de ancianos o que tienen ciertas enfermedades crónicas.",
        "Plan de cuenta de ahorros médicos (MSA) de Medicare: un plan de salud con deducible alto combinado con una cuenta bancaria. El plan deposita dinero de Medicare en la cuenta, que puede usar para pagar gastos médicos hasta alcanzar su deducible.",
        "Plan de costo de Medicare: puede acudir a proveedores dentro y fuera de la red del plan. Los servicios fuera de la red se pagan bajo Medicare Original, y usted paga el coseguro y los deducibles de Medicare.",
      ],
    },
    {
      id: "dental_vision_hearing",
      label: "Productos dentales, de visión y de audición",
      descriptions: [
        "Planes que ofrecen beneficios adicionales para quienes desean cubrir necesidades dentales, de visión o de audición. Estos planes no están afiliados ni conectados con Medicare.",
      ],
    },
    {
      id: "hospital_indemnity",
      label: "Productos de indemnización hospitalaria",
      descriptions: [
        "Planes que ofrecen beneficios adicionales, pagados a usted según su uso de atención médica, que a veces se usan para ayudar con copagos y coseguros. Estos planes no están afiliados ni conectados con Medicare.",
      ],
    },
    {
      id: "medicare_supplement",
      label: "Productos de Medicare Supplement (Medigap)",
      descriptions: [
        "Planes que complementan Medicare Original al ayudar a pagar los costos de bolsillo que Medicare Original no paga, como deducibles, coseguros y copagos. Estos planes no están afiliados ni conectados con Medicare.",
      ],
    },
  ],
  statements: [
    {
      id: "agreement",
      text: "Al firmar este formulario, usted acepta reunirse con un agente de ventas para hablar de los tipos de productos que eligió arriba.",
    },
    {
      id: "scope_limited",
      text: "Solo se hablará de los productos que usted eligió. Para hablar de otros productos, completaría un formulario nuevo.",
    },
    {
      id: "not_federal",
      text: "La persona que le presentará los productos es empleada o contratista de un plan de Medicare o de una agencia de seguros. No es empleada federal, no trabaja para el gobierno federal y no está conectada con él.",
    },
    { id: "compensation", text: "Es posible que a esta persona se le pague según su inscripción en un plan." },
    {
      id: "no_obligation",
      text: "Firmar este formulario NO le obliga a inscribirse en un plan, NO le inscribe en un plan de Medicare y NO afecta su estado de inscripción actual ni futuro en Medicare.",
    },
    {
      id: "signature_not_required",
      text: "No tiene que firmar este formulario para recibir información sobre Medicare o sobre estos productos.",
    },
  ],
  signature: [
    "Firma y fecha de firma del beneficiario o del representante autorizado.",
    "Si usted es el representante autorizado, firme y escriba su nombre y su relación con el beneficiario.",
  ],
  agentFields: [
    { key: "agent_name", label: "Nombre del agente" },
    { key: "agent_phone", label: "Teléfono del agente" },
    { key: "beneficiary_phone", label: "Teléfono del beneficiario (opcional)" },
    { key: "beneficiary_address", label: "Dirección del beneficiario (opcional)" },
    { key: "initial_contact_method", label: "Método de contacto inicial (indique si el beneficiario llegó sin cita)" },
    { key: "plans_represented", label: "Plan(es) que el agente representó en esta reunión" },
    { key: "appointment_completed_date", label: "Fecha en que se completó la cita" },
    { key: "agent_signature", label: "Firma del agente" },
    {
      key: "late_soa_explanation",
      label:
        "Si el beneficiario firmó el formulario en el momento de la cita, explique por qué no se documentó el alcance antes de la reunión",
    },
  ],
};

/**
 * 2026-11: the client sees their agent's details filled from the survey link (or no box at all) instead of the
 * empty agent's part, the signing lines read as sentences, and the hash covers the words as the client read them.
 */
const en202611: TConsentText = {
  ...en,
  version: "soa-2026-11",
  filled: true,
  signature: [
    "Please sign below, as the person with Medicare or as their authorized representative.",
    "If you are the authorized representative, give your name and your relationship to the beneficiary.",
  ],
  agentDetails: {
    title: "Your agent",
    lines: [
      { key: "agent_name", label: "Agent name" },
      { key: "agency_name", label: "Agency" },
    ],
  },
};

const es202611: TConsentText = {
  ...es,
  version: "soa-2026-11",
  filled: true,
  signature: [
    "Firme abajo, como la persona con Medicare o como su representante autorizado.",
    "Si usted es el representante autorizado, indique su nombre y su relación con el beneficiario.",
  ],
  agentDetails: {
    title: "Su agente",
    lines: [
      { key: "agent_name", label: "Nombre del agente" },
      { key: "agency_name", label: "Agencia" },
    ],
  },
};

export const soaTexts: readonly TConsentText[] = [en, es, en202611, es202611];
