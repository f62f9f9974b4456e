import { ZLink, ZLinkIdParams, ZUploadLogoRequest } from "@planready/contracts/links";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { LOGO_PUBLIC_PATH, readLogoFile } from "./link-logo.files.ts";
import { deleteLinkLogo, uploadLinkLogo } from "./link-logo.service.ts";
import type { AppDeps } from "../../core/deps.ts";

/** A 1 MB image is about 1.37 MB as base64: room for that and the JSON around it; the service checks the real size. */
const LOGO_BODY_LIMIT = 1.5 * 1024 * 1024;

/** Uploading and removing a link's logo, and serving the uploaded files to the survey pages. */
export async function linkLogoRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["links"];

  r.post(
    "/api/links/:id/logo",
    {
      config: { auth: "user", permission: "links:manage", rateLimit: { max: 30, timeWindow: "1 minute" } },
      bodyLimit: LOGO_BODY_LIMIT,
      schema: {
        tags,
        summary: "Upload a link's logo: PNG, JPEG or WebP as a base64 data URL, at most 1 MB (SVG is refused; 413 when larger)",
        params: ZLinkIdParams,
        body: ZUploadLogoRequest,
        response: { 200: ZLink },
      },
    },
    async (request) => uploadLinkLogo(deps, await app.requireActor(request), request.params.id, request.body),
  );

  r.delete(
    "/api/links/:id/logo",
    {
      config: { auth: "user", permission: "links:manage" },
      schema: { tags, summary: "Remove a link's logo", params: ZLinkIdParams, response: { 200: ZLink } },
    },
    async (request) => deleteLinkLogo(deps, await app.requireActor(request), request.params.id),
  );

  // Public: survey pages show the logo to anyone with the link. Each upload gets a new name, so a year of caching
  // is safe; the bytes were checked to be PNG, JPEG or WebP when uploaded and are sent with that type only.
  r.get(
    `${LOGO_PUBLIC_PATH}:name`,
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ name: z.string().max(120) }) } },
    async (request, reply) => {
      const file = await readLogoFile(deps.storage, request.params.name);
      if (!file) throw new AppError("NOT_FOUND", "No file at this address.");
      return reply
        .header("content-type", file.type)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(file.bytes);
    },
  );
}
