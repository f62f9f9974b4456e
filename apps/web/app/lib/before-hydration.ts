import type { Translator } from "../i18n/translator";

/**
 * Work a page's modules ask the browser entry to finish before it hydrates (entry.client.tsx), given the page's
 * i18n instance: e.g. the code and strings of a survey screen rendered on the server, so it hydrates as it is.
 * Registered while the route modules load (they load before the entry runs); each is given a few seconds at most.
 */
type TTask = (instance: Translator) => Promise<unknown>;

const KEY = Symbol.for("planready.before-hydration");
const tasks = (): TTask[] => ((globalThis as Record<symbol, TTask[] | undefined>)[KEY] ??= []);

export function beforeHydration(task: TTask): void {
  if (typeof document !== "undefined") tasks().push(task);
}

/** Runs what was registered; never fails, and never waits more than `timeoutMs`. */
export async function runBeforeHydration(instance: Translator, timeoutMs = 4000): Promise<void> {
  const pending = tasks()
    .splice(0)
    .map((task) => task(instance).catch(() => undefined));
  if (!pending.length) return;
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
