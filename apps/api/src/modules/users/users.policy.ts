import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../core/actor.ts";

/** A user reads and edits only themself (identified by auth id). */
export function assertSelf(actor: Actor, authId: string): void {
  if (actor.auth_id !== authId) throw new AppError("FORBIDDEN", "You can only read and change your own account.");
}
