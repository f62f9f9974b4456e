/** Page titles and descriptions (browser tab and social sharing). */
export default {
  meta: {
    home: {
      title: "PlanReady — client intake surveys for insurance agents",
      description:
        "Send Medicare, ACA and life insurance clients one survey link. Get their prescriptions, doctors, pharmacy and a signed Scope of Appointment before you meet.",
    },
    dashboard: { title: "Dashboard", description: "Your PlanReady dashboard." },
    about: {
      title: "About us",
      description: "PlanReady helps independent insurance agents and agencies prepare for every client meeting.",
    },
    demo: { title: "Set up a demo", description: "See PlanReady in a 20-minute walkthrough with our team." },
    troubleshoot: { title: "Troubleshooting", description: "What to do when a PlanReady survey link won't open or won't submit." },
    fulfillment: {
      title: "Fulfillment policy",
      description: "How PlanReady subscriptions are delivered, renewed, cancelled and refunded.",
    },
    privacy: {
      title: "Privacy policy",
      description: "What PlanReady collects through survey links, who can see it and how long we keep it.",
    },
    terms: { title: "Terms of Service", description: "The PlanReady Software as a Service Agreement." },
    resources: { title: "Resources", description: "Guides, templates and tips for agents using PlanReady survey links." },
  },
};
