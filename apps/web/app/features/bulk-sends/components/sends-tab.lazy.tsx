import { SendsPanel } from "./sends-panel";

/** The area home's Sends tab, loaded only when shown: the home's first load stays the book's. */
export default function SendsTab() {
  return <SendsPanel />;
}
