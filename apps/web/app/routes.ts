import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every page of the product. Areas not built yet have no route, so their links reach the real not-found page.
 */
export default [
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
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("onboarding/agency", "routes/onboarding.agency.tsx"),
  route("onboarding/agent", "routes/onboarding.agent.tsx"),
  layout("routes/_app.tsx", [route("dashboard", "routes/dashboard.tsx")]),
  route("survey/:surveyResponseId", "routes/survey-response.tsx"),
  route(":linkUrl", "routes/survey-link.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
