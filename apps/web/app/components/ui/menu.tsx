import { Check } from "lucide-react";
import type { ReactNode } from "react";
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
} from "react-aria-components";

export { MenuTrigger } from "react-aria-components";

/** A dropdown menu in a popover. Arrow keys move, Escape closes, focus returns to the trigger. */
export function Menu<T extends object>({ className = "", ...props }: AriaMenuProps<T> & { className?: string }) {
  return (
    <Popover
      placement="bottom end"
      offset={8}
      className="min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl outline-none dark:border-slate-700 dark:bg-slate-900"
    >
      <AriaMenu {...props} className={`outline-none ${className}`} />
    </Popover>
  );
}

/** A menu row at least 44px tall; in a selectable section it shows a check when selected. */
export function MenuItem({
  children,
  className = "",
  ...props
}: Omit<AriaMenuItemProps, "children" | "className"> & { children: ReactNode; className?: string }) {
  const textValue = props.textValue ?? (typeof children === "string" ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      {...(textValue ? { textValue } : {})}
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-900 dark:text-slate-100 dark:data-[focused]:bg-slate-800 dark:data-[focused]:text-white ${className}`}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {children}
          {selectionMode !== "none" && isSelected ? (
            <Check aria-hidden className="ml-auto size-4 text-brand-600 dark:text-brand-300" />
          ) : null}
        </>
      )}
    </AriaMenuItem>
  );
}

/** A group of menu items with a visible heading. */
export function MenuSection<T extends object>({
  title,
  children,
  ...props
}: Omit<AriaMenuSectionProps<T>, "children"> & { title?: string; children: ReactNode }) {
  return (
    <AriaMenuSection {...props}>
      {title ? (
        <Header className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{title}</Header>
      ) : null}
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className="my-1.5 border-t border-slate-200 dark:border-slate-700" />;
}
