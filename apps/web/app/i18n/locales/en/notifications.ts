import { notificationMessages } from "@planready/contracts/notification-messages";

/** The `notifications` namespace: the bell, its drawer and the notifications' words (every signed-in page), and
 * Notification Preferences (which notifications also arrive by email). */
export default {
  /** The top bar's bell. */
  bell: {
    label: "Notifications",
    unread_one: "Notifications, {{count}} unread",
    unread_other: "Notifications, {{count}} unread",
  },
  /** The drawer the bell opens ('Your notifications'). */
  drawer: {
    title: "Your notifications",
    count_one: "{{count}} unread",
    count_other: "{{count}} unread",
    close: "Close",
    preferences: "Notification preferences",
    unread: "Unread",
    emptyTitle: "You're all caught up",
    emptyBody: "We'll let you know here when a client completes a survey, leaves a review or sends a referral.",
    loadError: "We couldn't load your notifications. Please try again in a moment.",
    retry: "Try again",
    markAllRead: "Mark all as read",
    markRead: "Mark as read",
    markUnread: "Mark as unread",
    newTab: "(opens in a new tab)",
  },
  /** The words of each notification type (announcements carry their own): one catalog with the emails, in contracts. */
  items: notificationMessages.en,
  meta: {
    permissions: {
      title: "Notification Preferences",
      description: "Choose which notifications you also get by email.",
    },
  },
  permissions: {
    title: "Notification Preferences",
    intro: "Every notification appears under the bell at the top of the page. Choose which ones you also get by email.",
    emailHeading: "Email me when…",
    saved: "Saved: {{type}}.",
    loadError: "We couldn't load your preferences. Please try again in a moment.",
    saveError: "We couldn't save that change. Please try again.",
    retry: "Try again",
    privacy: "Emails say what happened and link to PlanReady. Your clients' answers are never sent by email.",
  },
  types: {
    survey_submitted: { label: "A client submits a survey", description: "One email per submission, with a link to it." },
    review_received: { label: "A client leaves a review", description: "With a link to the review." },
    referral_received: { label: "Someone sends a referral", description: "When a referral comes in through your splash page." },
    payment_failed: { label: "A payment fails", description: "So you can update your card before access is paused." },
    webhook_disabled: { label: "A webhook endpoint is turned off", description: "When it stops answering, so you can fix it." },
    announcement: { label: "Announcements from your agency", description: "News your agency's admins send to the team." },
  },
};
