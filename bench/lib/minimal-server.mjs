/**
 * The baseline of the write-path benchmarks: the least a Fastify + pg server can do for the same requests, as a
 * bench child process (DATABASE_URL, PORT, POOL_SIZE). No framework features beyond routing and JSON.
 *   PUT /api/surveyContents/:type/:id — the survey token's look-up (the product's own query), an idempotency row
 *     and an upsert of the answers (tables bench_idempotency and bench_answers, created here).
 *   GET /api/auth/me — the session cookie's look-up: session, identity and app user in one query.
 */
import { createHash } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
pool.on("error", () => {});
await pool.query(`
  create table if not exists bench_idempotency (content_id uuid not null, client_rev bigint not null, primary key (content_id, client_rev));
  create table if not exists bench_answers (content_id uuid primary key, data jsonb not null, client_rev bigint not null);
`);

const app = Fastify({ logger: false });
app.get("/ready", async () => ({ ok: true }));

app.put("/api/surveyContents/:type/:id", async (request, reply) => {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
  if (!token) return reply.status(401).send({ code: "UNAUTHENTICATED" });
  const hash = createHash("sha256").update(token, "utf8").digest("hex");
  const { rows } = await pool.query(
    `select r.id as "responseId", c.id as "contentId", r.link_id as "linkId", r.org_id as "orgId", r.survey_type as "surveyType"
     from survey_responses r join survey_contents c on c.response_id = r.id where r.token_hash = $1`,
    [hash],
  );
  const access = rows[0];
  if (!access) return reply.status(401).send({ code: "UNAUTHENTICATED" });
  if (access.contentId !== request.params.id) return reply.status(404).send({ code: "NOT_FOUND" });
  const { client_rev, ...answers } = request.body;
  await pool.query("insert into bench_idempotency (content_id, client_rev) values ($1, $2) on conflict do nothing", [
    access.contentId,
    client_rev,
  ]);
  const { rows: stored } = await pool.query(
    `insert into bench_answers as a (content_id, data, client_rev) values ($1, $2, $3)
     on conflict (content_id) do update set data = a.data || excluded.data, client_rev = greatest(a.client_rev, excluded.client_rev)
     returning data, client_rev`,
    [access.contentId, answers, client_rev],
  );
  return { id: access.contentId, ...stored[0].data, client_rev: Number(stored[0].client_rev), stale: false };
});

/** better-auth's session cookie: `<token>.<signature>`; the token is what the session row stores. */
app.get("/api/auth/me", async (request, reply) => {
  const raw = /(?:^|;\s*)planready\.session_token=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
  const token = raw ? decodeURIComponent(raw).split(".")[0] : null;
  if (!token) return reply.status(204).send();
  const { rows } = await pool.query(
    `select u.* from auth_session s join users u on u.auth_id = s.user_id where s.token = $1 and s.expires_at > now()`,
    [token],
  );
  if (!rows[0]) return reply.status(204).send();
  reply.header("cache-control", "no-store");
  return rows[0];
});

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.once("SIGTERM", async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
