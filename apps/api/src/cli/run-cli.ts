import { ConfigError, loadConfig, type Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { UsageError } from "./cli-args.ts";
import { connectCliDatabase } from "./cli-database.ts";

/** Exit codes of sysexits.h: the shell (and scripts) can tell a typo from a failure. */
export const EXIT = { ok: 0, failure: 1, usage: 64, config: 78 } as const;

/**
 * Runs an operator command: parse the arguments (usage on error), read the configuration, connect, run, and
 * always disconnect. Sets process.exitCode rather than exiting, so the embedded PostgreSQL stops cleanly.
 */
export async function runCli<C extends { action: string }>(options: {
  argv: string[];
  usage: string;
  parse: (argv: string[]) => C;
  run: (db: Db, command: Exclude<C, { action: "help" }>, print: (line: string) => void, config: Config) => Promise<void>;
}): Promise<number> {
  const print = (line: string) => console.log(line);
  const note = (line: string) => console.error(line);
  let command: C;
  try {
    command = options.parse(options.argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    note(`${error.message}\n\n${options.usage}`);
    return EXIT.usage;
  }
  if (command.action === "help") {
    print(options.usage);
    return EXIT.ok;
  }

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    note(error.message);
    return EXIT.config;
  }

  let connection;
  try {
    connection = await connectCliDatabase(config, note);
  } catch (error) {
    note(`Cannot reach the database: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failure;
  }
  try {
    await options.run(connection.db, command as Exclude<C, { action: "help" }>, print, config);
    return EXIT.ok;
  } catch (error) {
    if ((error as { code?: string }).code === "42P01") {
      note("This database has no PlanReady tables yet. Start the server once (npm run dev or npm start): it applies the migrations.");
    } else if (error instanceof UsageError) {
      note(error.message);
    } else {
      note(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return EXIT.failure;
  } finally {
    await connection.close();
  }
}
