/** The public landing page. */
export default {
  home: {
    eyebrow: "For Medicare, ACA and life insurance agents",
    title: "Be PlanReady before every client meeting",
    lead: "Send one survey link. Your clients share their prescriptions, doctors, pharmacy, coverage and a signed Scope of Appointment from their own phone, in English or Spanish. You walk in with the quote half done.",
    ctaPrimary: "Create your account",
    ctaSecondary: "Set up a demo",
    ctaNote: "Set up in minutes. Cancel any link from your account.",
    preview: {
      label: "Example of a client survey on a phone",
      greeting: "Hi Dorothy!",
      question: "Which pharmacy do you use most?",
      options: ["Walgreens on Main St", "CVS Pharmacy", "Mail order"],
      progress: "Question 9 of 25",
      toast: "New submission",
      toastBody: "Dorothy Miller completed your Medicare survey.",
    },
    howTitle: "How it works",
    howLead: "Three steps from sign-up to your first completed survey.",
    steps: [
      {
        title: "Choose a survey",
        body: "Pick a ready-made survey for Medicare, ACA or life insurance, an AEP update, or a Scope of Appointment on its own.",
      },
      {
        title: "Share your link",
        body: "Text it, email it, print the QR code or put it on your splash page. Clients answer on any phone, tablet or computer.",
      },
      { title: "See submissions", body: "Every answer lands in your Submission Center, and you're notified the moment a client finishes." },
    ],
    linesTitle: "Built for the lines you sell",
    lines: [
      {
        title: "Medicare",
        body: "Current coverage, prescriptions and dosages, preferred pharmacies, doctors and hospitals, and a signed Scope of Appointment.",
      },
      {
        title: "ACA",
        body: "Household members, who needs coverage, income and health information, with the consent your marketplace work requires.",
      },
      {
        title: "Life",
        body: "Date of birth, income, tobacco use, health conditions, medications and the coverage your client wants, before the first call.",
      },
    ],
    featuresTitle: "Everything a busy agent needs, nothing they don't",
    features: [
      { title: "English and Spanish", body: "Clients choose their language on every survey." },
      { title: "Easy for seniors", body: "Large text, big buttons and one question at a time." },
      { title: "Private by design", body: "Only the agent whose link was used sees the answers." },
      { title: "Splash pages and reviews", body: "One page with your photo, your links and what clients say." },
      { title: "Bulk send", body: "Reach your book of business through CRM and ConnectureDRX." },
      { title: "Agency accounts", body: "Add your agents under one agency and one bill." },
    ],
    finalTitle: "Get your first link out today",
    finalBody: "Create your account, choose a survey and send it to a client before your next appointment.",
    finalCta: "Sign up",
  },
};
