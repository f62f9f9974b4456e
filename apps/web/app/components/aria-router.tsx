import type { ReactNode } from "react";
import { RouterProvider } from "react-aria-components";
import { useHref, useNavigate, type NavigateOptions } from "react-router";
import { isDocumentHref } from "../lib/document-href";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Lets react-aria links and menu items navigate through React Router (client-side) instead of reloading the
 * page. Links to /api/* still do a full navigation because they carry reloadDocument-style hrefs handled by
 * the browser (see `isDocumentHref`).
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider
      navigate={(to, options) => {
        if (isDocumentHref(to)) window.location.assign(to);
        else void navigate(to, options);
      }}
      // react-aria calls this hook itself while rendering its links, as its router integration documents.
      // oxlint-disable-next-line react/hooks
      useHref={useHref}
    >
      {children}
    </RouterProvider>
  );
}
