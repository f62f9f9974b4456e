export default {
  appName: "PlanReady",
  poweredBy: "Powered by PlanReady",
  loading: "Loading",
  notFound: {
    title: "Page not found",
    body: "We could not find the page you were looking for. It may have moved, or the address may have a typo.",
    home: "Go to the home page",
    surveyLink: "If someone sent you a link to a survey, please contact the agent who sent it.",
    troubleshoot: "Trouble opening your survey? See our help page",
    dashboard: "Go to your dashboard",
  },
  maintenance: {
    title: "Our site is currently under maintenance. Check back again soon!",
  },
  error: {
    title: "Something went wrong",
    body: "Please try again. If it keeps happening, contact support and mention this code:",
    retry: "Try again",
  },
  /** Words for each error code of a failed call (lib/problem-message.ts); NETWORK: the server could not be reached. */
  errors: {
    codes: {
      NETWORK: "We could not reach the server. Check your connection and try again.",
      VALIDATION_FAILED: "Some of the information is not valid. Please check it and try again.",
      UNAUTHENTICATED: "Your session has ended. Please log in again.",
      FORBIDDEN: "You do not have access to this. If you think you should, ask your agency's admin.",
      NOT_FOUND: "We could not find what you were looking for. It may have been removed.",
      METHOD_NOT_ALLOWED: "This action is not available here. Please reload the page and try again.",
      CONFLICT: "This could not be done because it clashes with something already saved. Please reload the page and check.",
      RATE_LIMITED: "Too many attempts. Please wait a minute and try again.",
      PAYLOAD_TOO_LARGE: "This is too large to send. Please choose a smaller file or shorten the text.",
      INVALID_DISCOUNT_CODE: "Invalid discount code",
      DISCOUNT_CODE_USED: "Your agency has already used this code. It applies once per agency.",
      PAYMENT_REQUIRED: "Access is temporarily restricted due to failed payment attempts. Please update your payment information.",
      PAYMENT_CUSTOMER_MISSING: "Your agency's payment account is not ready yet. Please try again in a minute.",
      PAYMENT_PROVIDER_UNAVAILABLE: "The payment service is not reachable right now. Please try again in a few minutes.",
      WEAK_PASSWORD: "This password is too easy to guess. Choose a stronger one, such as a short phrase.",
      INVALID_CREDENTIALS: "Incorrect email or password.",
      EMAIL_ALREADY_REGISTERED: "This email address is already registered. Log in instead, or use another email address.",
      INVALID_TOKEN: "This link is invalid or has expired.",
      SURVEY_ALREADY_SUBMITTED:
        "Your survey was already sent to your agent, so it can no longer be changed here. If something needs fixing, please tell your agent.",
      SURVEY_SESSION_EXPIRED:
        "For your privacy, this survey closed after a long time without changes. Please open your agent's link again to start over, or ask your agent for help.",
      SURVEY_EMPTY: "Please answer at least one question before sending your survey.",
      SURVEY_LINK_BUSY: "Many people are starting this survey right now. Please wait a few minutes and try again.",
      MAINTENANCE: "Our site is currently under maintenance. Check back again soon!",
      SERVICE_UNAVAILABLE: "We are very busy right now. Please try again in a moment.",
      INTERNAL: "Something went wrong on our side. Please try again in a moment.",
    },
  },
};
