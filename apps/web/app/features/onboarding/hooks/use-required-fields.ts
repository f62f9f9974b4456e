import { useId, useState } from "react";
import type { KeyboardEvent } from "react-aria-components";

/**
 * Next stays disabled while a required field is empty, and 'Please fill out all fields' is shown.
 * A disabled button cannot explain itself, so the message appears (and is announced) as soon as the person
 * leaves a required field empty or presses Enter in a required field of an incomplete form.
 */
export function useRequiredFields(values: readonly string[]) {
  const [attempted, setAttempted] = useState(false);
  const messageId = useId();
  const complete = values.every((value) => value.trim().length > 0);
  const showMissing = attempted && !complete;
  return {
    complete,
    showMissing,
    messageId,
    /** Props for a required field: flags it when left empty, and points at the message while it is missing. */
    fieldProps: (value: string) => ({
      onBlur: () => {
        if (!value.trim()) setAttempted(true);
      },
      isInvalid: showMissing && !value.trim(),
      "aria-describedby": showMissing && !value.trim() ? messageId : undefined,
      // Enter cannot submit while Next is disabled, so it shows why instead.
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === "Enter" && !complete) setAttempted(true);
      },
    }),
  };
}
