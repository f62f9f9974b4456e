/**
 * The look of every form field outside the survey: label, hint, error, and the control's box (native or
 * react-aria; invalid either way through `aria-invalid` or `data-invalid`). The survey's own inputs stay apart.
 */
export const fieldLabelClass = "font-medium text-slate-800 dark:text-slate-100";
export const fieldHintClass = "text-sm text-slate-600 dark:text-slate-300";
export const fieldErrorClass = "text-sm font-medium text-red-700 dark:text-red-400";
export const fieldControlClass =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-200 aria-invalid:border-red-600 data-[invalid]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
export const checkboxClass = "size-5 cursor-pointer rounded border-slate-400 accent-brand-600";
