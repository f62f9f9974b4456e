/**
 * What a client does on a server-rendered survey screen before its script has taken over (decision 022, addendum:
 * taps before hydration). The page's HTML carries a small inline script (`EARLY_INPUT_CAPTURE`, written by
 * lib/paint-first.server.ts) that, until React has hydrated:
 *
 * - holds every form submission (Next, Enter in a field) instead of letting the browser send the form, and every
 *   click on a button that is not a form's submit button (Back, "Add", a choice's own button);
 * - notes every field the client changed (typed text, a choice, a box ticked): the browser shows the change at once,
 *   but React's state does not know it, and React keeps the DOM's value when it hydrates;
 * - marks a held form `aria-busy` (its Next button looks busy) and asks for the page's scripts at once.
 *
 * Once the screen has hydrated, `replayEarlyInput()` (called by the screen's frame, components/screen-layout.tsx)
 * hands the changed fields to React as the change events React listens to, then repeats the held submissions and
 * clicks, in order, on the elements that are still on the page: the answer is saved through the survey's save queue
 * like any other, and the screen moves.
 */

type THeld = { t: "submit"; el: HTMLFormElement; by: HTMLElement | null } | { t: "click"; el: HTMLElement };
type TEarlyInput = { q: THeld[]; f: Element[]; off: boolean; react?: boolean; used?: boolean; onUse?: boolean; go?: () => void };

/** The global the inline script and `replayEarlyInput` share. */
export const EARLY_INPUT_GLOBAL = "__planreadyEarlyInput";

/**
 * The inline script (ES5, no `<` so it cannot end its `<script>`). It holds submissions and clicks until React
 * starts hydrating (`handOverToReact`, entry.client.tsx: from then on React itself hydrates the target of an event
 * at once and handles it), and notes changed fields until the replay has started (`off`): React keeps a value typed
 * while it hydrates without being told of it. `go` (run the page's scripts now) is set by the paint-first loader,
 * which also sets `onUse` when the page hydrates on the client's first use, and `used` once they have used it.
 */
export const EARLY_INPUT_CAPTURE =
  `(function(w,d){if(w.${EARLY_INPUT_GLOBAL})return;var s=w.${EARLY_INPUT_GLOBAL}={q:[],f:[],off:false};` +
  `function live(){return !s.off&&!s.react&&d.documentElement.getAttribute("data-hydrated")!=="true"}` +
  `function go(){s.used=true;if(s.go)s.go()}` +
  `d.addEventListener("submit",function(e){if(!live())return;var f=e.target;e.preventDefault();` +
  `s.q.push({t:"submit",el:f,by:e.submitter||null});if(f.setAttribute)f.setAttribute("aria-busy","true");go()},true);` +
  `d.addEventListener("click",function(e){if(!live())return;var t=e.target,b=t&&t.closest?t.closest("button"):null;` +
  `if(!b||b.disabled||(b.type==="submit"&&b.form))return;e.preventDefault();s.q.push({t:"click",el:b});go()},true);` +
  `function field(e){if(s.off)return;var t=e.target;` +
  `if(t&&(t.tagName==="INPUT"||t.tagName==="TEXTAREA"||t.tagName==="SELECT")&&s.f.indexOf(t)===-1)s.f.push(t);go()}` +
  `d.addEventListener("input",field,true);d.addEventListener("change",field,true)})(window,document);`;

const held = (): TEarlyInput | undefined => (window as unknown as Record<string, TEarlyInput | undefined>)[EARLY_INPUT_GLOBAL];

/** React is about to hydrate the page (entry.client.tsx): it handles the clicks and submissions from now on. */
export function handOverToReact(): void {
  const state = held();
  if (state) state.react = true;
}

/**
 * Whether the page waits for the client's first tap, key or focus before its deferred work (a survey screen in the
 * server's HTML, hydrated on use, that nobody has touched yet: e.g. hydrated at once for answers kept on the device).
 */
export function waitingForFirstUse(): boolean {
  const state = typeof window === "undefined" ? undefined : held();
  return state?.onUse === true && state.used !== true;
}

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * A field the client changed before hydration, told to React: React's value tracker (the `value` / `checked` it
 * last saw) is set back to what React rendered, so the change event it listens to finds the client's value new.
 */
function handToReact(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const wanted = field.checked;
    // A radio button left by a choice of another one of its group is handled by that one's click.
    if (wanted === field.defaultChecked || (field.type === "radio" && !wanted)) return;
    field.checked = !wanted;
    field.click();
    return;
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const typed = field.value;
    if (typed === field.defaultValue) return;
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, "value");
    if (!descriptor?.set) return;
    const { selectionStart, selectionEnd } = field;
    // Through the element's own setter (React's tracker learns the rendered value), then the DOM's (it does not).
    field.value = field.defaultValue;
    // oxlint-disable-next-line typescript/unbound-method -- the DOM's own setter, called on this element
    Reflect.apply(descriptor.set, field, [typed]);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    if (document.activeElement === field && selectionStart !== null) {
      try {
        field.setSelectionRange(selectionStart, selectionEnd);
      } catch {
        // Some input types (email, number) have no selection.
      }
    }
  }
}

/**
 * Replays what the client did before the page hydrated (see above). Runs once per page; later calls do nothing.
 * Two taps on the same Next (the client tapped again because nothing seemed to happen) move the screen once.
 */
export async function replayEarlyInput(): Promise<void> {
  if (typeof window === "undefined") return;
  const state = held();
  if (!state || state.off) return;
  state.off = true;
  const fields = state.f.splice(0);
  const actions = state.q.splice(0).filter((action, index, all) => all.findIndex((other) => other.el === action.el) === index);
  for (const action of actions) if (action.t === "submit") action.el.removeAttribute("aria-busy");
  for (const field of fields) if (field.isConnected) handToReact(field);
  if (!actions.length) return;
  // React renders the answers handed to it before the screen checks them on Next.
  await nextTask();
  for (const action of actions) {
    if (!action.el.isConnected) continue;
    if (action.t === "click") {
      action.el.click();
    } else {
      const submitter = action.by instanceof HTMLButtonElement && action.by.isConnected && action.by.form === action.el ? action.by : null;
      action.el.requestSubmit(submitter);
    }
    await nextTask();
  }
}
