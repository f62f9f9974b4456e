/** Public content pages: about, demo, troubleshooting, resources. */
export default {
  content: {
    updated: "Last updated {{date}}",
    onThisPage: "On this page",
    contactTitle: "Still have questions?",
    contactBody: "Email us at <mail>{{email}}</mail> and a person will answer within one business day.",
  },
  about: {
    eyebrow: "About us",
    title: "We help agents spend their time on advice, not paperwork",
    intro:
      "PlanReady started with a simple observation: the first half of most Medicare, ACA and life appointments is spent collecting the same facts. Medications, doctors, pharmacies, household details. Clients can share those at their own pace, before the meeting, if it's easy enough.",
    sections: [
      {
        heading: "What we build",
        body: [
          "Short, friendly client surveys that agents send as a link. Clients answer one question at a time on their own phone, in English or Spanish. Agents see every submission in one place and walk into the appointment prepared.",
        ],
      },
      {
        heading: "Who we build for",
        body: [
          "Independent agents, agencies with a team of producers, and the clients they serve, many of whom are turning 65 and using a smartphone for something this important for the first time.",
        ],
      },
      {
        heading: "What we believe",
        body: [],
        items: [
          "Your clients' information belongs to you and them. Data collected through your link is visible only to you, and we never sell it.",
          "Simple beats clever. If a 78-year-old can't finish a survey without calling you, we haven't done our job.",
          "Fair pricing. One fee per link per period, no setup fees, and you can cancel a link from your account.",
        ],
      },
    ],
  },
  demo: {
    eyebrow: "Set up a demo",
    title: "See PlanReady with your own book of business in mind",
    intro:
      "A demo is a 20-minute video call with someone from our team. Send us an email and we'll reply within one business day with times that suit you.",
    emailCta: "Email {{email}}",
    emailSubject: "PlanReady demo request",
    emailBody:
      "Hi PlanReady team,%0D%0A%0D%0AI'd like to set up a demo.%0D%0A%0D%0AName:%0D%0AAgency:%0D%0ANumber of agents:%0D%0ALines of business (Medicare, ACA, life):%0D%0AGood days and times (with time zone):%0D%0A",
    includeTitle: "What to include in your email",
    include: [
      "Your name and your agency's name",
      "How many agents would use PlanReady",
      "The lines you sell: Medicare, ACA, life or a mix",
      "Two or three days and times that work for you, with your time zone",
      "Any tools you already use, such as a CRM or ConnectureDRX",
    ],
    expectTitle: "What to expect",
    expect: [
      {
        title: "A reply within one business day",
        body: "We'll confirm a time and send a video-call link. A phone call works too if you prefer.",
      },
      {
        title: "A walkthrough built around you",
        body: "We create a survey link live, fill it in as a client would, and show you the submission arriving.",
      },
      { title: "Your questions answered", body: "Pricing, agency accounts, compliance and integrations. Bring anything you want to ask." },
      { title: "No pressure", body: "There's no obligation. If PlanReady isn't a fit, we'll tell you." },
    ],
  },
  troubleshoot: {
    eyebrow: "Troubleshooting",
    title: "Survey link won't open? Let's fix it",
    intro:
      "Most problems with a survey link are solved in a minute with one of the steps below. Try them in order. Your answers are saved as you go, so you won't lose your place.",
    sections: [
      {
        heading: "The link doesn't open or shows an error",
        body: [],
        items: [
          "Check that you have the whole link. Links in text messages sometimes get cut off. Ask your agent to send it again if it looks short.",
          "If you see “Page not found”, the link may have been mistyped or replaced. Ask your agent for a new link.",
          "Open the link in your phone's web browser rather than inside another app. In Facebook, Messenger or email apps, tap the three dots or the share icon and choose “Open in browser”.",
          "Check your internet connection. Try switching between Wi-Fi and mobile data.",
        ],
      },
      {
        heading: "The page looks wrong or buttons don't respond",
        body: [],
        items: [
          "Update your browser. PlanReady works with recent versions of Safari, Chrome, Edge, Firefox and Samsung Internet.",
          "Try a different browser, or a private (incognito) window.",
          "Turn off ad blockers or content blockers for this page.",
          "Restart your phone and open the link again.",
        ],
      },
      {
        heading: "Tips by device",
        body: [],
        items: [
          "iPhone and iPad: use Safari. To make text bigger, tap the “aA” button in the address bar.",
          "Android: use Chrome or Samsung Internet. Pinch with two fingers to zoom in.",
          "Computer: any up-to-date browser works. Hold Ctrl (or ⌘ on a Mac) and press + to make text bigger.",
        ],
      },
      {
        heading: "I made a mistake in my answers",
        body: [
          "Use the Back button at the bottom of the survey to return to any question and change your answer. If you already finished, tell your agent; they can correct it with you at your appointment.",
        ],
      },
      {
        heading: "Still stuck?",
        body: [
          "Clients: contact the agent who sent you the link. They can send a new link or go through the questions with you by phone.",
          "Agents: email {{email}} with the link, the device and browser your client used, and what they saw. We'll help the same day.",
        ],
      },
    ],
  },
  resources: {
    eyebrow: "Resources",
    title: "Guides for getting clients to respond",
    intro: "Practical, ready-to-use material for sending survey links and getting them completed.",
    sections: [
      {
        heading: "Getting started",
        body: [],
        items: [
          "Create your first survey from the Survey Marketplace. Pick the survey type that matches the appointment.",
          "Send the link to yourself first and fill it in, so you know what your clients will see.",
          "Turn on notifications so you know the moment a client finishes.",
        ],
      },
      {
        heading: "A text message that gets answers",
        body: [
          "“Hi {first name}, it's {your name}. Before we meet on {day}, please take 10 minutes to fill in this short form about your doctors and prescriptions. It helps me find the best plan for you: {link}”",
          "Send it two or three days before the appointment, and a short reminder the day before.",
        ],
      },
      {
        heading: "Helping older clients finish",
        body: [],
        items: [
          "Tell them it's one question at a time and their answers are saved as they go.",
          "Suggest they have their medication bottles nearby; it makes the prescriptions step much faster.",
          "Offer to go through it together on the phone. Many clients prefer that the first time.",
          "If a link won't open, send them our troubleshooting page.",
        ],
      },
      {
        heading: "Scope of Appointment",
        body: [
          "Medicare surveys can include a Scope of Appointment that your client signs as part of the survey. It's stored with the submission. Follow your carriers' and CMS's current rules on timing and content for your appointments.",
        ],
      },
    ],
    troubleshootLink: "Troubleshooting for clients",
    demoLink: "Set up a demo",
  },
};
