import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * React's `lazy`, which renders at once (without suspending) once its module is here, e.g. fetched before the page
 * hydrates (lib/before-hydration.ts): a server-rendered screen inside it then hydrates as it is, instead of being
 * replaced by its fallback when something above it updates before its code arrived.
 */
// oxlint-disable-next-line typescript/no-explicit-any -- the constraint of React's own lazy()
export function preloadableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): { Component: LazyExoticComponent<T>; preload: () => Promise<{ default: T }> } {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // A thenable that calls back at once: React's lazy then resolves within the same render (never awaited).
  const now = (module: { default: T }) => {
    const thenable = {
      // oxlint-disable-next-line unicorn/no-thenable
      then: (resolve: (value: { default: T }) => void) => resolve(module),
    };
    return thenable as unknown as Promise<{ default: T }>;
  };
  const Component = lazy(() => (loaded ? now(loaded) : preload()));
  return { Component, preload };
}
