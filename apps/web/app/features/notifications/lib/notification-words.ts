import { renderNotification, type TRenderedNotification } from "@planready/contracts/notification-messages";
import type { TNotification } from "@planready/contracts/notifications";
import type { TFunction } from "../../../i18n/translator";

/**
 * A notification's title, text and action words in the page's language: the `items` of the `notifications`
 * catalog (contracts' `notificationMessages`, shared with the emails) through the page's i18next `t`. An
 * announcement keeps its author's words.
 */
export function notificationWords(n: TNotification, t: TFunction<"notifications">): TRenderedNotification {
  return renderNotification(n, (key, values) => t(`items.${key}`, values ?? {}));
}
