import { useState } from "react";
import { useEmailRegistrations } from "../api/get-email-registrations";
import { EmailRegisteredDialog } from "./email-registered-dialog";

const DISMISSED_KEY = "planready-email-registered-dismissed";

function wasDismissed(email: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === email;
  } catch {
    return false;
  }
}

/**
 * On the agency Name step: opens 'Email Already Registered' when the signed-in email also exists
 * under the other sign-in method. Once the person proceeds, it stays closed for the rest of the browser
 * session, so going Back to this step does not ask again.
 */
export function EmailRegisteredCheck({ email }: { email: string }) {
  const registrations = useEmailRegistrations(email);
  const [dismissed, setDismissed] = useState(() => typeof window !== "undefined" && wasDismissed(email));
  const proceed = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, email);
    } catch {
      // Storage refused (private browsing): the dialog is still closed for this page.
    }
  };
  return <EmailRegisteredDialog isOpen={!!registrations.data?.exists && !dismissed} onProceed={proceed} />;
}
