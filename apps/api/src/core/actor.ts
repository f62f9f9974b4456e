import type { users } from "../db/schema.ts";

/**
 * The signed-in user a request acts as: their `users` row, loaded once per request by `plugins/auth.ts`. Every
 * module receives it under this name and checks what it may do in its own `<domain>.policy.ts`; only the users
 * module reads and writes the rows themselves.
 */
export type Actor = typeof users.$inferSelect;
