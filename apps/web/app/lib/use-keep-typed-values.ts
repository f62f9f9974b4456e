import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Text typed or autofilled before hydration lives only in the DOM: the next render of a controlled input
 * would put the server's value back. On mount, each named input whose value differs from the one the server
 * rendered hands it to its setter. Runs as a layout effect, before any re-render can overwrite it.
 */
export function useKeepTypedValues(formRef: RefObject<HTMLFormElement | null>, setters: Record<string, (value: string) => void>) {
  const settersRef = useRef(setters);
  useLayoutEffect(() => {
    for (const element of formRef.current?.elements ?? []) {
      if (!(element instanceof HTMLInputElement)) continue;
      const set = settersRef.current[element.name];
      if (set && element.value !== element.defaultValue) set(element.value);
    }
  }, [formRef]);
}
