import { createContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (entry.server.tsx reads it from the
 * request the API's web plugin hands over): every inline script the page writes carries it, or the browser refuses
 * to run it (docs/decisions/019-headers-and-content-security.md). In the browser there is none: scripts React adds
 * after hydration are the app's own files.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/** The request header the API puts the nonce in (apps/api/src/plugins/security-headers.ts CSP_NONCE_HEADER). */
export const CSP_NONCE_HEADER = "x-planready-csp-nonce";
