import type { ReactNode } from "react";

export type BillingColumn = { label: string; align?: "right"; labelHidden?: boolean };

/**
 * The frame of Payment Settings' tables (subscriptions, invoices). From the `sm` breakpoint up, a table with a
 * caption for screen readers and the header row; on a phone each row is a card of labelled values (`BillingCell`),
 * so nothing scrolls sideways and every action stays in reach. `children` are the body's rows (`billingRowClass`).
 */
export function BillingTable({ caption, columns, children }: { caption: string; columns: readonly BillingColumn[]; children: ReactNode }) {
  return (
    <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:dark:border-slate-700">
      <table className="block w-full text-left text-sm sm:table sm:min-w-[44rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-slate-700 sm:table-header-group dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-3 font-semibold ${column.align === "right" ? "text-right" : ""}`}>
                {column.labelHidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 sm:table-row-group sm:divide-y sm:divide-slate-200 sm:dark:divide-slate-700">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A body row: a bordered card on a phone, a table row from `sm` up. */
export const billingRowClass =
  "block rounded-xl border border-slate-200 py-2 text-slate-800 sm:table-row sm:rounded-none sm:border-0 sm:py-0 dark:border-slate-700 dark:text-slate-200";

type BillingCellProps = {
  /** The column's name, shown above the value on a phone (the header row names it from `sm` up). */
  label: string;
  /** The row's header cell (`<th scope="row">`): the thing the row is about. */
  rowHeader?: boolean;
  align?: "right";
  className?: string;
  children: ReactNode;
};

/** One value of a row: its label above it on a phone; a plain cell from `sm` up. */
export function BillingCell({ label, rowHeader = false, align, className = "", children }: BillingCellProps) {
  const Cell = rowHeader ? "th" : "td";
  return (
    <Cell
      {...(rowHeader ? { scope: "row" } : {})}
      className={`block px-4 py-1.5 sm:table-cell sm:py-3 ${align === "right" ? "sm:text-right" : ""} ${className}`}
    >
      <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase sm:hidden dark:text-slate-400">{label}</span>
      {children}
    </Cell>
  );
}
