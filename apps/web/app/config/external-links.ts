/** Addresses outside the app that the footer and content pages link to. */
export const externalLinks = {
  serverStatus: "https://status.planready.app",
  community: "https://www.facebook.com/groups/planready-agents",
  facebook: "https://www.facebook.com/planready",
  linkedin: "https://www.linkedin.com/company/planready",
  youtube: "https://www.youtube.com/@planready",
  demoEmail: "demo@planready.app",
  supportEmail: "support@planready.app",
  privacyEmail: "privacy@planready.app",
} as const;
