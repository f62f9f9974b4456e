import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { useUser } from "./user-provider";
import { authLinkClass } from "./auth-card";

/** Tells an already signed-in visitor so, with a way onward, instead of silently redirecting them. */
export function SignedInNotice({ message, linkLabel, to }: { message: (email: string) => string; linkLabel: string; to: string }) {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Alert tone="info">
      <p>{message(user.email)}</p>
      {/* A document navigation: the destination's guards read the session fresh. */}
      <Link to={to} reloadDocument className={authLinkClass}>
        {linkLabel}
      </Link>
    </Alert>
  );
}
