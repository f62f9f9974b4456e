import { buildLoginUrl } from "@planready/contracts/auth";
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useUser } from "./user-provider";

/**
 * Protected content (docs/product.md#protected-pages): once the session has loaded, no user or an error sends the visitor to
 * /api/auth/login with returnTo holding path, query and hash. Until then, and while redirecting, the
 * placeholder (empty by default) is shown.
 */
export function RequireUser({
  children,
  placeholder = null,
  errorPlaceholder = placeholder,
  returnTo,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
  errorPlaceholder?: ReactNode;
  returnTo?: string;
}) {
  const { user, error, isLoading } = useUser();
  const location = useLocation();
  const mustSignIn = !isLoading && (!user || !!error);

  useEffect(() => {
    if (!mustSignIn) return;
    const target = returnTo
      ? `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`
      : buildLoginUrl({ pathname: location.pathname, search: location.search, hash: window.location.hash });
    window.location.assign(target);
  }, [mustSignIn, returnTo, location.pathname, location.search]);

  if (isLoading || !user) return <>{placeholder}</>;
  if (error) return <>{errorPlaceholder}</>;
  return <>{children}</>;
}
