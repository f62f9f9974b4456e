import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { iconButtonClasses } from "./button-classes";

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
  return <AriaButton {...props} className={`${iconButtonClasses} ${className}`} />;
}
