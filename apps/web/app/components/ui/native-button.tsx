import { LoaderCircle } from "lucide-react";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { isDocumentHref } from "../../lib/document-href";
import { buttonClasses, iconButtonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

/**
 * Native versions of Button, ButtonLink and IconButton (same looks, same props for what they share) for the
 * signed-in shell and the first screen of its pages: a `<button>` already has everything those need — keyboard
 * activation, focus, its disabled state, its accessible name — so they need not bring react-aria's press and focus
 * hooks (15 KB gzipped) into every page's first load (bench/dashboard-js.mjs). Use the react-aria ones (button.tsx,
 * icon-button.tsx) inside react-aria components: a trigger of a react-aria menu, popover or dialog, or a slot.
 */
type NativeButtonBase = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "disabled" | "onClick"> & {
  className?: string;
  isDisabled?: boolean;
  /** Called on activation by pointer, Enter or Space, as the native `click` is. */
  onPress?: () => void;
};

export type NativeButtonProps = NativeButtonBase & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while work is in flight. */
  isLoading?: boolean;
};

/**
 * A submit button stays disabled until hydration: before it, the browser would submit the form itself and send
 * the fields to the server instead of letting the page handle them.
 */
export function NativeButton({
  variant = "primary",
  size = "md",
  className = "",
  isLoading = false,
  isDisabled,
  onPress,
  type = "button",
  children,
  ...props
}: NativeButtonProps) {
  const hydrated = useHydrated();
  const disabled = isDisabled || isLoading || (type === "submit" && !hydrated);
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      data-disabled={disabled || undefined}
      onClick={onPress ? () => onPress() : undefined}
      className={buttonClasses(variant, size, className)}
    >
      {isLoading ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : null}
      {children}
    </button>
  );
}

export type NativeButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> & {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A link that looks like a button (navigation, not an action); in-app addresses navigate without a reload. */
export function NativeButtonLink({ href, variant = "primary", size = "md", className = "", children, ...props }: NativeButtonLinkProps) {
  const classes = buttonClasses(variant, size, className);
  // The server's endpoints and other origins are whole-page navigations: a plain link.
  if (isDocumentHref(href))
    return (
      <a {...props} href={href} className={classes}>
        {children}
      </a>
    );
  return (
    <Link {...props} to={href} className={classes}>
      {children}
    </Link>
  );
}

export type NativeIconButtonProps = Omit<NativeButtonBase, "aria-label"> & {
  /** Required: an icon alone has no accessible name. */
  "aria-label": string;
};

/** A square 44×44 button holding only an icon (menu, bell, close), like IconButton. */
export function NativeIconButton({ className = "", isDisabled, onPress, type = "button", ...props }: NativeIconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      onClick={onPress ? () => onPress() : undefined}
      className={`${iconButtonClasses} ${className}`}
    />
  );
}
