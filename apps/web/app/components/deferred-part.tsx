import { lazy, Suspense, type ComponentType } from "react";

/** Resolves once the page has loaded and the browser is idle (after `timeout` ms at the latest). */
function afterLoadIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

/**
 * A part of the page that is server-rendered as usual but whose code the browser fetches only once the page has
 * loaded and is idle (the footer, notices that are usually absent): it is not among the scripts a page's first
 * load downloads and runs. Until its code arrives, React leaves the server's HTML of the part in place (a Suspense
 * boundary still to hydrate), so nothing moves or disappears; then it hydrates it. The server loads the code when
 * it starts and renders the part synchronously; once loaded, the browser also renders it synchronously (a page
 * reached by client-side navigation). Decision 025 has the figures.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, timeout = 2000): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  if (import.meta.env.SSR) void fetchCode().catch(() => {});
  const Part = lazy(() => {
    // A thenable that calls back at once: React.lazy then renders the part without suspending.
    if (loaded) {
      const component = loaded;
      return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) } as Promise<{
        default: ComponentType<P>;
      }>;
    }
    if (import.meta.env.SSR) return fetchCode().then((component) => ({ default: component }));
    // A chunk that cannot be fetched (a deploy replaced it) leaves the part out rather than fail the page.
    return afterLoadIdle(timeout)
      .then(fetchCode)
      .then(
        (component) => ({ default: component }),
        () => ({ default: () => null }),
      );
  });
  return function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
