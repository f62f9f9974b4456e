import { BulkSendSettingsPage } from "./bulk-send-settings-page";

/** The area home's Settings tab (the page's heading is the home's), loaded only when shown. */
export default function SettingsTab() {
  return <BulkSendSettingsPage heading={false} />;
}
