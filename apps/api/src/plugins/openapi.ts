import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { AuthMode } from "./auth.ts";

/**
 * Who may call a route (its config.auth) as OpenAPI security: a session cookie, the survey token, the token of a
 * link sent for signature, or nobody.
 */
const securityOf: Record<AuthMode, FastifySchema["security"]> = {
  public: [],
  user: [{ session: [] }],
  survey: [{ surveyToken: [] }],
  signature: [{ signingToken: [] }],
  // Staff routes are left out of the public document (their schemas say `hide`): a session, of a staff member.
  staff: [{ session: [] }],
  apiKey: [{ apiKey: [] }],
};

/** The OpenAPI description is generated from the routes' zod schemas and readable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "PlanReady API",
        version: "1.0.0",
        description: "Errors are RFC 9457 application/problem+json with a stable `code` and `requestId`.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "planready.session_token" },
          surveyToken: {
            type: "http",
            scheme: "bearer",
            description: "The survey token POST /api/responses returned: it opens that one response and nothing else.",
          },
          apiKey: {
            type: "http",
            scheme: "bearer",
            description:
              "A public API key (`pr_…`, made on the Integrations → Public API page and shown once): it acts as the user " +
              "who made it, within its scopes (submissions:read, links:read, webhooks:write). Rate-limited per key.",
          },
          signingToken: {
            type: "http",
            scheme: "bearer",
            description:
              "The token of a link sent for signature (POST /api/responses/{id}/signature-request): it records one " +
              "consent on that response and reads only what the signing screen shows, until it expires or is replaced.",
          },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const mode = input.route.config?.auth;
      return mode ? { ...transformed, schema: { ...transformed.schema, security: securityOf[mode] } } : transformed;
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });
}
