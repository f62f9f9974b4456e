/** The look of each section of a partner's page. */
export const sectionClass =
  "flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900";
export const sectionTitleClass = "text-xl font-semibold text-slate-900 dark:text-white";
