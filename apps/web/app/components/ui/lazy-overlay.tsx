import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

/**
 * An overlay (drawer, dialog) whose code is loaded when it first opens rather than with the page: most pages show
 * one only on demand, and react-aria's modal machinery is a good part of their JavaScript. Once the page is loaded
 * and idle the code is fetched anyway, so opening it is still immediate. Closed, it renders nothing, as before.
 */
export function lazyOverlay<P extends { isOpen: boolean }>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Overlay = lazy(load);
  let preloading = false;
  function preload() {
    if (preloading) return;
    preloading = true;
    const run = () => {
      const fetchCode = () => {
        load().catch(() => {
          preloading = false;
        });
      };
      if ("requestIdleCallback" in window) requestIdleCallback(fetchCode, { timeout: 5000 });
      else setTimeout(fetchCode, 1000);
    };
    if (document.readyState === "complete") run();
    else window.addEventListener("load", run, { once: true });
  }
  return function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(props.isOpen);
    if (props.isOpen && !opened) setOpened(true);
    useEffect(preload, []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}
