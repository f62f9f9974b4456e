/** The first-run agent dashboard. */
export default {
  dashboard: {
    eyebrow: "Dashboard",
    greeting: "Welcome, {{name}}",
    intro:
      "Send your clients one short survey before you meet. You'll walk in already knowing their medications, doctors, pharmacy and what matters to them.",
    ctaTitle: "Start with your first survey",
    ctaBody:
      "Pick a ready-made survey for Medicare, ACA or life insurance. It takes about two minutes to set up, and the link is yours to share right away.",
    cta: "Create your first survey",
    howTitle: "How it works",
    steps: {
      choose: {
        title: "Choose a survey",
        body: "Medicare, ACA, life, an AEP update or a Scope of Appointment on its own, in English and Spanish.",
      },
      share: {
        title: "Share your link",
        body: "Text it, email it, print its QR code or put it on your splash page. Clients fill it in on their own phone.",
      },
      see: {
        title: "See submissions",
        body: "Answers arrive in your Submission Center, and the bell at the top tells you the moment one comes in.",
      },
    },
    step: "Step {{n}}",
    shortcutsTitle: "Around your account",
    shortcuts: {
      submissions: { title: "Submission Center", body: "Every completed survey, ready to review or archive." },
      splash: { title: "Splash Pages", body: "A simple page with your photo, your links and your reviews." },
      settings: { title: "Personal Information", body: "Your name, contact details and signature." },
      resources: { title: "Resources", body: "Guides and tips for getting clients to respond." },
    },
  },
};
