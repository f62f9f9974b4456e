import {
  ZBookClientPage,
  ZBookClientParams,
  ZBookImportChunkParams,
  ZBookImportChunkRequest,
  ZBookImportParams,
  ZBookImportProblemsResponse,
  ZBookImportResponse,
  ZBookImportsResponse,
  ZBookListQuery,
  ZBookMappingResponse,
  ZStartBookImportRequest,
} from "@planready/contracts/book";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import {
  getBookImport,
  getBookImportProblems,
  getBookMapping,
  listBookClients,
  listBookImports,
  putBookImportChunk,
  removeBookClient,
  startBookImport,
} from "./book.service.ts";

const own = { auth: "user", permission: "book:own" } as const;

/** The book of business: only the agent who imported a book reads it (docs/decisions/036-book-of-business-import.md). */
export async function bookRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["book"];

  r.get(
    "/api/book/clients",
    {
      config: own,
      schema: {
        tags,
        summary: "Your own clients, filtered (status of the latest send, plan type, ZIP, birthday month, name), one page at a time",
        querystring: ZBookListQuery,
        response: { 200: ZBookClientPage },
      },
    },
    async (request) => listBookClients(deps.db, await app.requireActor(request), request.query),
  );

  r.delete(
    "/api/book/clients/:id",
    {
      config: own,
      schema: {
        tags,
        summary: "Remove one of your clients from your book; past sends keep their counts and the client's answers stay",
        params: ZBookClientParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeBookClient(deps.db, await app.requireActor(request), auditOrigin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/api/book/mapping",
    { config: own, schema: { tags, summary: "The column mapping of your last import", response: { 200: ZBookMappingResponse } } },
    async (request) => ({ mapping: await getBookMapping(deps.db, await app.requireActor(request)) }),
  );

  r.get(
    "/api/book/imports",
    { config: own, schema: { tags, summary: "Your latest imports, newest first", response: { 200: ZBookImportsResponse } } },
    async (request) => ({ imports: await listBookImports(deps.db, await app.requireActor(request)) }),
  );

  r.post(
    "/api/book/imports",
    {
      config: own,
      schema: {
        tags,
        summary: "Start an import: the file's chunks follow; the mapping is remembered for your next file",
        body: ZStartBookImportRequest,
        response: { 201: ZBookImportResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ import: await startBookImport(deps.db, await app.requireActor(request), auditOrigin(request), request.body) }),
  );

  r.put(
    "/api/book/imports/:id/chunks/:seq",
    {
      config: own,
      // A chunk is at most BOOK_CHUNK_CHARS characters, which JSON escaping may make a few times longer in bytes.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: "Upload one chunk of the file (in any order, again if it failed); the last one queues the import job",
        params: ZBookImportChunkParams,
        body: ZBookImportChunkRequest,
        response: { 200: ZBookImportResponse },
      },
    },
    async (request) => ({
      import: await putBookImportChunk(deps, await app.requireActor(request), request.params.id, request.params.seq, request.body.content),
    }),
  );

  r.get(
    "/api/book/imports/:id",
    {
      config: own,
      schema: { tags, summary: "An import's state and progress", params: ZBookImportParams, response: { 200: ZBookImportResponse } },
    },
    async (request) => ({ import: await getBookImport(deps.db, await app.requireActor(request), request.params.id) }),
  );

  r.get(
    "/api/book/imports/:id/problems",
    {
      config: own,
      schema: {
        tags,
        summary: "Why rows of an import were rejected or fields dropped, by row",
        params: ZBookImportParams,
        response: { 200: ZBookImportProblemsResponse },
      },
    },
    async (request) => ({ problems: await getBookImportProblems(deps.db, await app.requireActor(request), request.params.id) }),
  );
}
