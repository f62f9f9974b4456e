/** Fulfillment and privacy policies, and the frame of the Terms of Service page. */
export default {
  fulfillment: {
    eyebrow: "Policies",
    title: "Fulfillment Policy",
    updated: "November 21, 2026",
    intro:
      "This policy explains how PlanReady subscriptions are delivered, billed, renewed, cancelled and refunded. It follows the Software as a Service Agreement you accept when you sign up; if the two ever differ, the Agreement governs.",
    sections: [
      {
        heading: "What you buy",
        body: [
          "PlanReady is an online service. You subscribe to survey links, each one a unique web address that your clients use to send you their information. Nothing is shipped.",
          "A link is available as soon as it has been created and its first fee has been paid. You can share it and receive submissions right away.",
        ],
      },
      {
        heading: "Fees and billing",
        body: [],
        items: [
          "One fee is charged per link per subscription period, at the price shown when you buy the link, plus any applicable taxes.",
          "Depending on the plan, a period is a month or a year; some plans offer an annual term paid monthly.",
          "Subscriptions renew automatically and each renewal is charged to the credit card on file until you cancel the link.",
          "Promo codes apply to the plan and period stated with the code.",
        ],
      },
      {
        heading: "Cancelling",
        body: [
          "You can cancel any link at any time from Payment Settings in your account. Cancellation takes effect at the end of the link's current period: the link keeps working until then and no further fees are charged for it.",
          "You may also end your agreement with us entirely by giving 30 days' written notice through our support channel.",
        ],
      },
      {
        heading: "Refunds",
        body: [],
        items: [
          "Fees already paid are not refundable, including for the unused part of a period after you cancel.",
          "If PlanReady does not work as described and we cannot fix the problem within 30 days of your report, you may cancel the affected link and we will refund the prepaid fees for the rest of its period.",
          "If we stop offering the service, we will give you 90 days' notice and refund prepaid fees for the time after the service ends.",
          "Duplicate charges and billing errors are always refunded in full. Tell us within 60 days of the charge.",
        ],
      },
      {
        heading: "Failed payments",
        body: [
          "If a renewal charge fails, we try again and let you know in the app. After three failed attempts, access to your account is paused until you update your payment method. Your links, surveys and submissions are kept safe while access is paused.",
        ],
      },
      {
        heading: "Contact",
        body: ["Questions about a charge or a refund? Email {{email}} with your agency name and the date of the charge."],
      },
    ],
  },
  privacy: {
    eyebrow: "Policies",
    title: "Privacy Policy",
    updated: "November 21, 2026",
    intro:
      "PlanReady collects information on behalf of insurance agents so they can prepare for appointments with their clients. This policy explains what we collect, who can see it, and the choices you have.",
    sections: [
      {
        heading: "Information clients give through a survey link",
        body: ["When you fill in a survey sent by your agent, we store the answers you give. Depending on the survey, this can include:"],
        items: [
          "Your name, email address, phone number, home address and date of birth",
          "Your current health coverage and Medicare plan",
          "Prescriptions and dosages, preferred pharmacies, doctors and hospitals",
          "For ACA surveys: household members, income and health information, and your consent",
          "For life insurance surveys: income, tobacco use, health conditions and the coverage you want",
          "Your signature on a Scope of Appointment or consent form, and anything you write in free-text answers",
        ],
      },
      {
        heading: "Information about agents and agencies",
        body: [
          "For agent accounts we store your name, email, agency name and address, the links you create and your settings. Card payments are handled by our payment processor; we never store full card numbers.",
          "We also keep basic technical records, such as the time of a request and the browser used, to keep the service secure and working. We use only the cookies needed to keep you signed in and to remember your language and color preferences; we do not use advertising cookies.",
        ],
      },
      {
        heading: "Who can see survey answers",
        body: [
          "Answers given through an agent's link are visible only to that agent. They are not shown to other agents, to other agencies, or to the public.",
          "A small number of PlanReady staff can access data when needed to run and support the service, for example to fix a problem you report, and are bound by confidentiality.",
        ],
      },
      {
        heading: "What we never do",
        body: [],
        items: [
          "We do not sell personal information, and we do not share it for advertising.",
          "We do not use survey answers to market to clients ourselves.",
          "We do not disclose data to anyone else unless the law requires it, and where lawful we tell the agent first.",
        ],
      },
      {
        heading: "Service providers",
        body: [
          "We use carefully chosen providers for hosting, email delivery and payments. They process data only on our instructions and under contracts that require them to protect it.",
        ],
      },
      {
        heading: "How long we keep information",
        body: [
          "Survey answers are kept while the agent's account is active so the agent can refer back to them. When an agent's agreement ends, we delete or de-identify their clients' survey data within 90 days, unless the law requires us to keep it longer. Backups are overwritten within a further 30 days.",
        ],
      },
      {
        heading: "Security",
        body: [
          "Data is encrypted in transit, access is limited to the people who need it, and every request is checked so an agent can reach only their own data.",
        ],
      },
      {
        heading: "Your choices",
        body: [
          "Clients: to see, correct or delete your answers, contact the agent who sent you the link, or email us and we will work with your agent to help.",
          "Agents: you can correct your account details in Account Settings, and ask us for a copy or deletion of your data at any time.",
          "PlanReady is not intended for children under 13, and we do not knowingly collect their information.",
        ],
      },
      {
        heading: "Changes and contact",
        body: [
          "If we change this policy in a way that matters, we will update the date above and tell agents in the app before the change takes effect.",
          "Questions or requests: email {{email}}.",
        ],
      },
    ],
  },
  terms: {
    eyebrow: "Policies",
    title: "Terms of Service",
    intro:
      "These are the terms on which PlanReady provides its service to agencies and agents. You accept them when you create your account.",
    version: "Version {{version}}",
    englishOnly: "The agreement is provided in English. The English version is the legally binding one.",
    contents: "Contents",
  },
};
