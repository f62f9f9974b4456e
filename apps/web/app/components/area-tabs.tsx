import type { ReactNode } from "react";
import { Link } from "react-router";

export type TAreaTab = { id: string; label: string; content: ReactNode };

/**
 * The tab bar of an area's home page (`?tab=<id>`; the first tab when the address names none or an unknown one). Tabs
 * are links, so each has its own address and the browser's back button moves between them; other query parameters
 * belong to the tab they were set on and are dropped when moving.
 */
export function AreaTabs({ tabs, current, label }: { tabs: readonly TAreaTab[]; current: string | null; label: string }) {
  const active = tabs.find((tab) => tab.id === current) ?? tabs[0];
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={label} className="-mx-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
        <ul className="flex min-w-max gap-1 px-1">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <Link
                to={`?tab=${encodeURIComponent(tab.id)}`}
                aria-current={tab.id === active?.id ? "page" : undefined}
                className="inline-flex min-h-11 items-center border-b-2 border-transparent px-4 font-medium text-slate-600 hover:text-slate-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-800 dark:text-slate-300 dark:hover:text-white dark:aria-[current=page]:text-brand-200"
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {active ? <div>{active.content}</div> : null}
    </div>
  );
}
