import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from "react-aria-components";
import { LoaderCircle } from "lucide-react";
import { useHydrated } from "../../lib/use-hydrated";

/** The five button variants (docs/product.md#look-and-feel). */
export type ButtonVariant = "primary" | "secondary" | "tertiary" | "ghost" | "quaternary";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 font-medium transition-colors outline-none focus-visible:ring-4 focus-visible:ring-brand-300 disabled:cursor-not-allowed disabled:opacity-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 cursor-pointer";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 data-[pressed]:bg-brand-800",
  secondary:
    "border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50 dark:bg-transparent dark:text-brand-200 dark:hover:bg-brand-900",
  tertiary: "bg-brand-100 text-brand-800 hover:bg-brand-200 dark:bg-brand-900 dark:text-brand-100",
  ghost: "bg-transparent text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800",
  quaternary: "bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
};

const sizes: Record<ButtonSize, string> = { md: "text-base", lg: "min-h-12 px-6 text-lg" };

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

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
