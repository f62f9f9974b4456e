/** Every path the app links to, in one typed map. */
export const paths = {
  home: "/",
  about: "/about",
  demo: "/demo",
  troubleshoot: "/troubleshoot",
  fulfillment: "/fulfillment",
  privacy: "/privacy",
  terms: "/terms",
  resources: "/resources",
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  apiLogin: "/api/auth/login",
  /** Signing out is a POST to apiLogout (lib/sign-out.ts); a GET of it shows the sign-out page, `logout`. */
  apiLogout: "/api/auth/logout",
  logout: "/logout",
  dashboard: "/dashboard",
  submissions: "/submissions",
  archive: "/submissions?archive=true",
  /** One submission: everything the client entered, the consent evidence, corrections. */
  submission: (responseId: string) => `/submissions/${encodeURIComponent(responseId)}`,
  marketplace: "/marketplace",
  marketplacePayment: "/marketplace/payment",
  /** Buying a link: the survey type and duration may be chosen ahead (from the marketplace's cards). */
  marketplaceBuy: (surveyType?: string, duration?: string) => {
    const query = new URLSearchParams();
    if (surveyType) query.set("surveyType", surveyType);
    if (duration) query.set("duration", duration);
    const search = query.toString();
    return search ? `/marketplace/buy?${search}` : "/marketplace/buy";
  },
  /** The organisation's links (the link-management pages). */
  marketplaceLinks: "/marketplace/links",
  /** Editing one link: names, address, logo, theme, stakeholders and deliveries. */
  marketplaceLink: (linkId: string) => `/marketplace/links/${encodeURIComponent(linkId)}`,
  /** A survey type walked through read-only, as a client would see it. */
  surveyPreview: (surveyType: string) => `/preview/${encodeURIComponent(surveyType)}`,
  sandboxCheckout: (checkoutId: string) => `/sandbox/checkout/${encodeURIComponent(checkoutId)}`,
  sandboxPaymentMethod: "/sandbox/payment-method",
  splashPages: "/splash-pages",
  /** The agent's reviews; `?review=<id>` opens one (the review notification's 'See review'). */
  splashReviews: "/splash-pages/reviews",
  integrations: "/integrations",
  connectureHome: "/connecturedrx/home",
  crmHome: "/crm/home",
  settings: {
    /** The index of the sections the signed-in role may use. */
    overview: "/settings",
    personalInfo: "/settings/personal-info",
    agencyInfo: "/settings/agency-info",
    users: "/settings/user-management",
    /** The agency's audit log, a tab of Users. */
    auditLog: "/settings/user-management/audit-log",
    paymentSettings: "/settings/payment-settings",
    notificationPermissions: "/settings/notification-permissions",
    agentSigning: "/settings/agent-signing",
    qrCodes: "/settings/qr-codes",
    /** The QR code page showing one link's code only. */
    qrCode: (linkId: string) => `/settings/qr-codes?linkId=${encodeURIComponent(linkId)}`,
    connecture: "/connecturedrx/settings",
    crm: "/crm/settings",
    support: "/settings/support",
  },
  stripeResolution: "/stripe/resolution",
  /** The staff console (the product's own staff only; a page that does not exist to anyone else). */
  internal: {
    home: "/internal",
    maintenance: "/internal/maintenance",
    announcements: "/internal/announcements",
    orgs: "/internal/orgs",
    org: (orgId: string) => `/internal/orgs/${encodeURIComponent(orgId)}`,
    support: "/internal/support",
    supportClosed: "/internal/support?status=closed",
    supportMessage: (id: string) => `/internal/support/${encodeURIComponent(id)}`,
  },
  /** The page an invite email links to (its token in the query). */
  invite: (inviteId: string) => `/invite/${encodeURIComponent(inviteId)}`,
  onboardingAgency: (step: "Name" | "Address" | "Discount") => `/onboarding/agency?step=${step}`,
  onboardingAgent: (step: "Name" | "Terms" | "Finished") => `/onboarding/agent?step=${step}`,
} as const;
