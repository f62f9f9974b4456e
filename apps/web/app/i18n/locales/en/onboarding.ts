/** Agency and agent onboarding (docs/product.md#accounts-and-onboarding). */
export default {
  agencyTitle: "Set up your agency",
  agentTitle: "Set up your account",
  stepOf: "Step {{current}} of {{total}}",
  back: "Back",
  next: "Next",
  skip: "Skip",
  loading: "Loading",
  fillAllFields: "Please fill out all fields",
  saveFailed: "We could not save your answer. Please try again.",
  loadFailed: "We could not load your agency. Please reload the page.",
  agency: {
    name: {
      heading: "What is the name of your agency?",
      hint: "If you're a sole proprietor, put your own name.",
      label: "Organization name",
    },
    address: {
      heading: "What's your agency's address?",
      street: "Street address",
      apt: "Apt or Suite # (optional)",
      city: "City",
      state: "State",
      zip: "ZIP Code",
      invalid: { state: "Enter a US state, such as TX or Texas", zip: "Enter a 5-digit ZIP code, or ZIP+4 such as 78701-1234" },
    },
    discount: {
      heading: "Do you have a promo code?",
      hint: "If you received a promo code, add it here. It will be applied when you subscribe.",
      label: "Promo code",
      add: "Add",
      replace: "Replace",
      cancel: "Cancel",
      checking: "Checking the promo code",
      applied: "Promo code applied:",
      invalid: "Invalid discount code",
    },
  },
  agent: {
    name: {
      heading: "What's your name?",
      first: "First Name",
      last: "Last Name",
    },
    terms: {
      heading: "Terms of Service",
      agreementLabel: "Software as a Service Agreement, version {{version}}",
      onBehalf:
        "By ticking the box below, you sign and accept this agreement on behalf of your agency or, if you subscribe as an individual agent, on your own behalf.",
      sign: "I agree and sign as",
      noName: "the account holder",
    },
    finished: {
      heading: "{{name}}, you're almost finished!",
      headingNoName: "You're almost finished!",
      body: "Create your first survey link and send it to a client. Their answers will be waiting for you before your meeting.",
      create: "Create your first survey",
      skip: "Skip for now",
    },
  },
};
