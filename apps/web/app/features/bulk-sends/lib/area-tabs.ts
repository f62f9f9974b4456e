import { beforeHydration } from "../../../lib/before-hydration";
import { preloadableLazy } from "../../../lib/preloadable-lazy";

/**
 * The area home's Sends and Settings tabs, loaded with their tab: the home's first load stays the book's (the
 * signed-in pages' JavaScript budget). A page opened on one of them (`?tab=sends`) fetches its code before it
 * hydrates, so the server's HTML hydrates as it is and answers the first tap.
 */
export const SendsTab = preloadableLazy(() => import("../components/sends-tab.lazy"));
export const SettingsTab = preloadableLazy(() => import("../components/settings-tab.lazy"));

beforeHydration(async () => {
  const tab = new URLSearchParams(window.location.search).get("tab");
  if (tab === "sends") await SendsTab.preload();
  if (tab === "settings") await SettingsTab.preload();
});
