/** The look of the native inputs and selects of the submission pages (the design system's text field, unwrapped). */
export const inputClass =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-200 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 aria-invalid:border-red-600";
export const labelClass = "font-medium text-slate-800 dark:text-slate-100";
export const hintClass = "text-sm text-slate-600 dark:text-slate-300";
export const checkboxClass = "size-5 cursor-pointer rounded border-slate-400 accent-brand-600";
export const errorClass = "text-sm font-medium text-red-700 dark:text-red-400";
