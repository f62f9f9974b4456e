/**
 * The end-to-end run's mail server: a local SMTP server (the npm smtp-server package) that the app under test sends
 * every email to (SMTP_URL). Each message is written as it arrived — envelope and raw MIME — to one JSON file in
 * SMTP_SINK_DIR, where the tests read it (fixtures/mail.ts). Started by playwright.config.ts as a web server.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.SMTP_SINK_PORT);
const dir = process.env.SMTP_SINK_DIR;
if (!Number.isInteger(port) || !dir) throw new Error("Set SMTP_SINK_PORT and SMTP_SINK_DIR.");
mkdirSync(dir, { recursive: true });

let sequence = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", callback);
    stream.on("end", () => {
      const message = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        received_at: new Date().toISOString(),
        raw: Buffer.concat(chunks).toString("utf8"),
      };
      // Written whole under a temporary name, then renamed: a reader never sees half a message.
      const name = `${Date.now()}-${String(++sequence).padStart(6, "0")}`;
      writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify(message));
      renameSync(path.join(dir, `${name}.tmp`), path.join(dir, `${name}.json`));
      callback();
    });
  },
});

server.on("error", (error) => console.error("smtp sink:", error.message));
server.listen(port, "127.0.0.1", () => console.log(`smtp sink listening on 127.0.0.1:${port}, writing to ${dir}`));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.close(() => process.exit(0)));
