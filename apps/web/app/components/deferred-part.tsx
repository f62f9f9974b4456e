import { lazy, Suspense, useEffect, type ComponentType } from "react";

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

type TOptions = {
  /**
   * A selector for an element around the part (outside it, rendered with the page). A click inside it before the
   * part's code has arrived fetches the code at once, and is given again to the same element once the part is
   * hydrated: a press on a not-yet-hydrated button (the footer's language switch) is not lost.
   */
  region?: string;
  /** At most this many ms of waiting for the browser to be idle. */
  timeout?: number;
};

/**
 * A part of the page that is server-rendered as usual but whose code the browser fetches only once the page has
 * loaded and is idle (the footer, notices that are usually absent): it is not among the scripts a page's first
 * load downloads and runs. Until its code arrives, React leaves the server's HTML of the part in place (a Suspense
 * boundary still to hydrate), so nothing moves or disappears; then it hydrates it. The server loads the code when
 * it starts and renders the part synchronously; once loaded, the browser also renders it synchronously (a page
 * reached by client-side navigation). Decision 025 has the figures.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { region, timeout = 2000 }: TOptions = {},
): ComponentType<P> {
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

  // In the browser: a press inside the region before the part is hydrated brings its code now, and is replayed.
  let hydrated = false;
  let onHydrated: () => void = () => {};
  const whenHydrated = new Promise<void>((resolve) => (onHydrated = resolve));
  let onPressed: () => void = () => {};
  const pressed = new Promise<void>((resolve) => (onPressed = resolve));
  let listening = false;
  // Called when the part first renders in the browser (hydrating the server's HTML), not for parts never shown.
  const listen = () => {
    if (listening || hydrated || loaded || !region || import.meta.env.SSR) return;
    listening = true;
    const capture = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (hydrated || !target?.closest(region)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      onPressed();
      void whenHydrated.then(() => (target as HTMLElement).click());
    };
    document.addEventListener("click", capture, true);
    void whenHydrated.then(() => document.removeEventListener("click", capture, true));
  };

  const Part = lazy(() => {
    if (loaded) {
      const component = loaded;
      // A thenable that calls back at once: React.lazy then renders the part without suspending.
      // oxlint-disable-next-line unicorn/no-thenable
      return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) } as Promise<{
        default: ComponentType<P>;
      }>;
    }
    if (import.meta.env.SSR) return fetchCode().then((component) => ({ default: component }));
    // A chunk that cannot be fetched (a deploy replaced it) leaves the part out rather than fail the page.
    return Promise.race([afterLoadIdle(timeout), pressed])
      .then(fetchCode)
      .then(
        (component) => ({ default: component }),
        () => ({ default: () => null }),
      );
  });
  function Hydrated() {
    useEffect(() => {
      hydrated = true;
      onHydrated();
    }, []);
    return null;
  }
  return function DeferredPart(props: P) {
    listen();
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Hydrated />
      </Suspense>
    );
  };
}
