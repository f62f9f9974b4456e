export type TColorMode = "light" | "dark";
export const COLOR_MODE_KEY = "planready-color-mode";

/** Runs in <head> before the first paint, so the remembered mode never flashes the wrong colours. */
export const colorModeScript = `try{if(localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)})==="dark")document.documentElement.classList.add("dark")}catch(e){}`;

export function readColorMode(): TColorMode {
  try {
    return localStorage.getItem(COLOR_MODE_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

export function writeColorMode(mode: TColorMode) {
  try {
    localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Private browsing may refuse storage; the mode still applies for this page.
  }
  document.documentElement.classList.toggle("dark", mode === "dark");
}
