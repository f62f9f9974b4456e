import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI description is generated from the routes' zod schemas and readable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "PlanReady API",
        version: "1.0.0",
        description: "Errors are RFC 9457 application/problem+json with a stable `code` and `requestId`.",
      },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "planready.session_token" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });
}
