/** Survey buttons: at least 56px tall, full width on phones, in the link's theme colours (themeCssVariables). */
const base =
  "inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-xl px-6 text-lg font-semibold sm:w-auto sm:min-w-40 cursor-pointer disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--survey-outline)]";

export const primaryButton = `${base} bg-[var(--survey-primary)] text-white hover:bg-[var(--survey-hover)]`;
export const secondaryButton = `${base} border-2 border-[var(--survey-primary)] bg-white text-[var(--survey-primary)] hover:bg-[var(--survey-light)]`;
/** A link-looking button, still 44px tall. */
export const textButton =
  "inline-flex min-h-11 items-center rounded-lg px-2 text-lg font-semibold text-[var(--survey-primary)] underline underline-offset-4 cursor-pointer hover:text-[var(--survey-hover)] focus-visible:outline-3 focus-visible:outline-[var(--survey-outline)]";
