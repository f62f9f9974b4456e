import type { ReactNode } from "react";

export type BillingColumn = { label: string; align?: "right"; labelHidden?: boolean };

/**
 * The frame of Payment Settings' tables (subscriptions, invoices): scrolls sideways on a phone rather than squeeze
 * its columns, with a caption for screen readers and the header row; `children` are the body's rows.
 */
export function BillingTable({ caption, columns, children }: { caption: string; columns: readonly BillingColumn[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-3 font-semibold ${column.align === "right" ? "text-right" : ""}`}>
                {column.labelHidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </div>
  );
}
