import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every page of the product. Areas not built yet have no route, so their links reach the real not-found page.
 * The survey pages stand outside the session layout (TanStack Query and the user): see routes/_session.tsx.
 */
export default [
  layout("routes/_session.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("demo", "routes/demo.tsx"),
    route("troubleshoot", "routes/troubleshoot.tsx"),
    route("fulfillment", "routes/fulfillment.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("resources", "routes/resources.tsx"),
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("logout", "routes/logout.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("onboarding/agency", "routes/onboarding.agency.tsx"),
    route("onboarding/agent", "routes/onboarding.agent.tsx"),
    // Joining an agency through an invite email's link.
    route("invite/:inviteId", "routes/invite.tsx"),
    // The bulk-send areas' onboarding (their own frames, guarded by the server's state) and the partner's welcome.
    route("crm/onboarding/:step", "routes/crm.onboarding.tsx"),
    route("connecturedrx/onboarding/:step", "routes/connecturedrx.onboarding.tsx"),
    route("connecturedrx/welcome", "routes/connecturedrx.welcome.tsx"),
    layout("routes/_app.tsx", [
      route("dashboard", "routes/dashboard.tsx"),
      // Billing (decision 006): the marketplace and buying a link, the checkout's return page, the sandbox
      // provider's own pages, Payment Settings and the resolution page (reachable while locked).
      route("marketplace", "routes/marketplace.tsx"),
      route("marketplace/buy", "routes/marketplace.buy.tsx"),
      route("marketplace/payment", "routes/marketplace.payment.tsx"),
      route("preview/:surveyType", "routes/survey-preview.tsx"),
      route("sandbox/checkout/:checkoutId", "routes/sandbox.checkout.tsx"),
      route("sandbox/payment-method", "routes/sandbox.payment-method.tsx"),
      route("settings/payment-settings", "routes/settings.payment-settings.tsx"),
      // Account settings: the index of the sections the role may use, and the user's and the agency's own pages.
      route("settings", "routes/settings.tsx"),
      route("settings/personal-info", "routes/settings.personal-info.tsx"),
      route("settings/agency-info", "routes/settings.agency-info.tsx"),
      route("settings/support", "routes/settings.support.tsx"),
      // Managing links: the list, editing one link, the QR codes.
      route("marketplace/links", "routes/marketplace.links.tsx"),
      route("marketplace/links/:linkId", "routes/marketplace.links.link.tsx"),
      route("settings/qr-codes", "routes/settings.qr-codes.tsx"),
      route("settings/notification-permissions", "routes/settings.notification-permissions.tsx"),
      // Users: members, roles, invites, removal (the audit log is its own tab).
      route("settings/user-management", "routes/settings.user-management.tsx"),
      route("settings/user-management/audit-log", "routes/settings.user-management.audit-log.tsx"),
      route("settings/agent-signing", "routes/settings.agent-signing.tsx"),
      route("stripe/resolution", "routes/stripe.resolution.tsx"),
      // Submission center: the list and its archive (?archive=true), one submission.
      route("submissions", "routes/submissions.tsx"),
      route("submissions/:responseId", "routes/submissions.response.tsx"),
      // The agent's page: the builder with its live preview, sharing, and referral counts.
      route("splash-pages", "routes/splash-pages.tsx"),
      // Integrations: the catalog and each partner's page (webhooks and the public API have pages of their own).
      route("integrations", "routes/integrations.tsx"),
      route("integrations/:integrationId", "routes/integrations.integration.tsx"),
      // The agent's reviews: read, show or hide consented testimonials, reply privately.
      route("splash-pages/reviews", "routes/splash-pages.reviews.tsx"),
      // Integrations: outgoing webhooks and the public API's keys (static paths, beside the catalog's pages).
      route("integrations/webhooks", "routes/integrations.webhooks.tsx"),
      route("integrations/public-api", "routes/integrations.public-api.tsx"),
      // The bulk-send areas' settings (sender, templates, send hours, links).
      route("crm/settings", "routes/crm.settings.tsx"),
      route("connecturedrx/settings", "routes/connecturedrx.settings.tsx"),
      // Bulk send areas: the CRM area's and the ConnectureDRX partner area's homes (tabs: the book of business…).
      route("crm/home", "routes/crm.home.tsx"),
      route("connecturedrx/home", "routes/connecturedrx.home.tsx"),
      route("connecturedrx/book-of-business", "routes/connecturedrx.book-of-business.tsx"),
    ]),
    // The staff console (bare layout): a page that does not exist to anyone but the product's staff.
    route("internal", "routes/internal.tsx", [
      index("routes/internal._index.tsx"),
      route("maintenance", "routes/internal.maintenance.tsx"),
      route("announcements", "routes/internal.announcements.tsx"),
      route("orgs", "routes/internal.orgs.tsx"),
      route("orgs/:orgId", "routes/internal.orgs.org.tsx"),
      route("support", "routes/internal.support.tsx"),
      route("support/:messageId", "routes/internal.support.message.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  route("survey/:surveyResponseId", "routes/survey-response.tsx"),
  // A link an agent sent for a signature: only the signing screen of one submission.
  route("sign/:token", "routes/sign.tsx"),
  // A client's own link from a bulk send: opens their survey on the agent's link.
  route("r/:token", "routes/recipient-link.tsx"),
  // An email's unsubscribe link (one-click's page): public, in the reader's language, outside the session.
  route("unsubscribe/:token", "routes/unsubscribe.tsx"),
  // An agent's public page (plain HTML, no app script): who they are and their survey links.
  route("splash/:splashUrl", "routes/splash.tsx"),
  route(":linkUrl", "routes/survey-link.tsx"),
] satisfies RouteConfig;
