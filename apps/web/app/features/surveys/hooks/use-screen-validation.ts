import { useState } from "react";

export type TErrors = Record<string, string | null | undefined | false>;

/**
 * Errors appear once the client tries Next (not while they type), then follow each change; a refused Next moves
 * the focus to the first invalid control, whose error is read out with it (aria-describedby).
 */
export function useScreenValidation(validate: () => TErrors) {
  const [attempted, setAttempted] = useState(false);
  const errors: Record<string, string | undefined> = {};
  if (attempted) for (const [key, message] of Object.entries(validate())) if (message) errors[key] = message;

  /** Call from Next: true when every answer is fine. */
  function check(): boolean {
    setAttempted(true);
    const ok = Object.values(validate()).every((message) => !message);
    if (!ok) {
      window.setTimeout(() => {
        const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
        const target = invalid?.matches("fieldset") ? invalid.querySelector<HTMLElement>("input, select, textarea") : invalid;
        target?.focus();
      }, 0);
    }
    return ok;
  }
  return { errors, check };
}
