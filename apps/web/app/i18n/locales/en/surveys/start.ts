/** The start screen (features/surveys/components/start-panel.tsx): what the server renders on the agent's link. */
export default {
  start: {
    title: "Hello! {{agent}} has a few questions for you",
    titleNoAgent: "Hello! Your agent has a few questions for you",
    why: "Your answers help {{agent}} get ready for your meeting and find coverage that fits you.",
    whyNoAgent: "Your answers help your agent get ready for your meeting and find coverage that fits you.",
    expectTitle: "What to expect",
    expect: {
      medicare: [
        "It takes about 10 to 15 minutes.",
        "We'll ask about you, your health coverage, your medicines, your pharmacy, and your doctors and hospitals.",
        "It helps to have your Medicare card and your medicine bottles or list nearby.",
        "Your answers are saved as you go. You can stop and come back to this link on this phone.",
      ],
      aca: [
        "It takes about 10 minutes.",
        "We'll ask about you, the people in your household, your income, and your health.",
        "It helps to have everyone's birth dates and an estimate of this year's household income nearby.",
        "Your answers are saved as you go. You can stop and come back to this link on this phone.",
      ],
      life: [
        "It takes about 10 minutes.",
        "We'll ask about you, your health and medicines, and the coverage you want.",
        "It helps to have your medicine bottles or list nearby.",
        "Your answers are saved as you go. You can stop and come back to this link on this phone.",
      ],
      scopeOnly: [
        "It takes about 2 minutes.",
        "You'll choose the types of plans you want to talk about and sign a short form (the Scope of Appointment).",
        "Signing does not enroll you in any plan.",
      ],
      acaConsentOnly: [
        "It takes about 2 minutes.",
        "You'll read and sign a short consent so {{agent}} can help you with Marketplace coverage.",
        "You can take back your consent at any time.",
      ],
    },
    privacy: "Your information is private. Only {{agent}} sees your answers.",
    resumeNotice: "Welcome back! You started this survey on this phone. You can continue where you left off.",
    start: "Start",
    starting: "Starting…",
    continue: "Continue where you left off",
    startOver: "Start over",
    offline: "You're offline. Please connect to the internet to start your survey.",
    failed: "We couldn't start your survey. Please try again in a moment.",
    unavailable: "This survey link is no longer available. Please ask your agent for a new one.",
  },
};
