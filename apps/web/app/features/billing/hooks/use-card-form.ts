import { useRef, useState } from "react";
import { cardIssues, cardPayload, emptyCardForm, formatCardNumber } from "../lib/card-input";

/**
 * A sandbox card form (checkout, new payment method): what is typed, its problems (expiry judged against when the
 * page opened, so a render never changes the answer), and `check` for the submit: it shows the problems and, when
 * there are any, puts the focus on the first one.
 */
export function useCardForm() {
  const [form, setForm] = useState(emptyCardForm);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [now] = useState(() => new Date());
  const issues = cardIssues(form, now);
  const invalid = Object.keys(issues).length > 0;
  return {
    form,
    setForm,
    issues,
    formRef,
    /** Problems are shown once the person has tried to send the card. */
    showIssues: submitted,
    /** The summary under the form ("fix the card"): after a try, while anything is wrong. */
    showFixCard: submitted && invalid,
    /** The card to send, or null when it has problems (the first one then takes the focus). */
    check: (): ReturnType<typeof cardPayload> | null => {
      setSubmitted(true);
      if (!invalid) return cardPayload(form);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[data-invalid] input")?.focus());
      return null;
    },
    /** A test card chosen from the list fills the number. */
    fillTestCard: (number: string) => setForm((before) => ({ ...before, number: formatCardNumber(number) })),
  };
}
