import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";

export type IconButtonProps = Omit<AriaButtonProps, "className" | "aria-label"> & {
  /** Required: an icon alone has no accessible name. */
  "aria-label": string;
  className?: string;
};

/**
 * A square 44×44 button holding only an icon (menu, bell, close). Separate from Button so its size and colours
 * are not fighting the text-button padding.
 */
export function IconButton({ className = "", ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      className={`relative inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-300 data-[pressed]:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[pressed]:bg-slate-700 ${className}`}
    />
  );
}
