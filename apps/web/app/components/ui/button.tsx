import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from "react-aria-components";
import { LoaderCircle } from "lucide-react";
import { useHydrated } from "../../lib/use-hydrated";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

export { buttonClasses, type ButtonSize, type ButtonVariant };

export type ButtonProps = Omit<AriaButtonProps, "className"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Shows a spinner and disables the button while work is in flight. */
  isLoading?: boolean;
};

/**
 * A submit button stays disabled until hydration: before it, the browser would submit the form itself and
 * send the fields to the server instead of letting the page handle them.
 */
export function Button({
  variant = "primary",
  size = "md",
  className = "",
  isLoading = false,
  isDisabled,
  children,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const waitingForHydration = props.type === "submit" && !hydrated;
  return (
    <AriaButton {...props} isDisabled={isDisabled || isLoading || waitingForHydration} className={buttonClasses(variant, size, className)}>
      {(renderProps) => (
        <>
          {isLoading ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : null}
          {typeof children === "function" ? children(renderProps) : children}
        </>
      )}
    </AriaButton>
  );
}

export type ButtonLinkProps = Omit<AriaLinkProps, "className"> & { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = "primary", size = "md", className = "", ...props }: ButtonLinkProps) {
  return <AriaLink {...props} className={buttonClasses(variant, size, className)} />;
}
