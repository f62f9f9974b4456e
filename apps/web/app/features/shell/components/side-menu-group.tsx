import { isNavItemActive } from "@planready/contracts/layout";
import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { useLocation } from "react-router";
import type { NavGroup } from "../lib/nav-items";

/**
 * A titled group of menu links. Heading groups (BULK SEND) are a plain label; the others fold, and open by
 * themselves when one of their pages is current so the highlighted item is never hidden.
 */
export function SideMenuGroup({ group, children }: { group: NavGroup; children: ReactNode }) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const listId = useId();
  const containsCurrent = group.items.some((item) => isNavItemActive(item.href, location.pathname, location.search));
  const [state, setState] = useState({ open: containsCurrent || group.id === "submissionCenter", containsCurrent });
  // Adjusting state while rendering (React's pattern for "when a prop changes"): reopen on arriving at a child page.
  if (state.containsCurrent !== containsCurrent) setState({ open: state.open || containsCurrent, containsCurrent });
  const open = state.open;
  const setOpen = (update: (value: boolean) => boolean) => setState((s) => ({ ...s, open: update(s.open) }));

  if (group.heading) {
    return (
      <div className="mt-2">
        <p id={listId} className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-600 dark:text-slate-400">
          {t(`sideMenu.${group.label}`)}
        </p>
        <ul aria-labelledby={listId} className="flex flex-col gap-1">
          {children}
        </ul>
      </div>
    );
  }

  const Icon = group.icon;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-left font-medium text-slate-700 hover:bg-slate-200/70 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        {Icon ? <Icon aria-hidden className="size-5 shrink-0" /> : null}
        <span className="flex-1">{t(`sideMenu.${group.label}`)}</span>
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-1">
        {children}
      </ul>
    </div>
  );
}
