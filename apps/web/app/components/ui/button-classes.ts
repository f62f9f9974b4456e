/**
 * The buttons' looks, shared by the react-aria buttons (button.tsx, icon-button.tsx) and the native ones
 * (native-button.tsx); this module imports nothing, so a page can style an element as a button without a component.
 */

/** The five button variants (docs/product.md#look-and-feel). */
export type ButtonVariant = "primary" | "secondary" | "tertiary" | "ghost" | "quaternary";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 font-medium transition-colors outline-none focus-visible:ring-4 focus-visible:ring-brand-300 disabled:cursor-not-allowed disabled:opacity-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 cursor-pointer";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800 data-[pressed]:bg-brand-800",
  secondary:
    "border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50 dark:bg-transparent dark:text-brand-200 dark:hover:bg-brand-900",
  tertiary: "bg-brand-100 text-brand-800 hover:bg-brand-200 dark:bg-brand-900 dark:text-brand-100",
  ghost: "bg-transparent text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800",
  quaternary: "bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
};

const sizes: Record<ButtonSize, string> = { md: "text-base", lg: "min-h-12 px-6 text-lg" };

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** A square 44×44 button holding only an icon. */
export const iconButtonClasses =
  "relative inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-300 active:bg-slate-200 data-[pressed]:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800 dark:active:bg-slate-700 dark:data-[pressed]:bg-slate-700";
