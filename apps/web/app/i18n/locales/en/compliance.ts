/**
 * The `compliance` namespace: the public unsubscribe page (/unsubscribe/{token}) and the agency's do-not-contact list
 * (the suppression list panel of the bulk-send settings).
 */
export default {
  meta: {
    unsubscribe: { title: "Unsubscribe", description: "Choose whether to keep receiving emails about your insurance survey." },
  },
  unsubscribe: {
    heading: "Unsubscribe from emails",
    question: "Stop receiving emails from {{agency}}?",
    questionNoName: "Stop receiving emails from your insurance agent?",
    explain:
      "You will get no more survey invitations or reminders by email from them. Messages you asked for, such as a copy of your answers, may still come.",
    button: "Unsubscribe",
    working: "Saving…",
    done: "You are unsubscribed. {{agency}} will not email you again.",
    doneNoName: "You are unsubscribed. Your insurance agent will not email you again.",
    undoHint: "Unsubscribed by mistake?",
    undo: "Subscribe again",
    resubscribed: "You are subscribed again. You can unsubscribe from any email we send you.",
    failed: "We could not save your choice. Please try again.",
    invalid: {
      title: "This unsubscribe link does not work",
      body: "It may have been copied only in part. Open the link again from the latest email you received, or reply to that email and ask not to be contacted.",
    },
  },
  suppressions: {
    title: "Do-not-contact list",
    intro:
      "People on this list receive no bulk email or text from anyone in your agency. Replies such as STOP and unsubscribe clicks are added at once; you can also add someone who asked you by phone or in person.",
    loading: "Loading the list",
    loadFailed: "We couldn't load the list.",
    retry: "Try again",
    empty: "No one is on the list yet.",
    noMatch: "No one on the list matches.",
    more: "Show more",
    filter: { legend: "Show", all: "All", email: "Email", sms: "Text messages" },
    search: { label: "Search by email or phone", placeholder: "name@example.com or 555-201-0000" },
    columns: { address: "Email or phone", channel: "Channel", how: "How", added: "Added", actions: "Actions" },
    channel: { email: "Email", sms: "Text" },
    source: {
      sms_keyword: "Replied {{keyword}}",
      sms_keywordPlain: "Replied to opt out",
      email_one_click: "Unsubscribed from their mail app",
      unsubscribe_page: "Unsubscribed on the unsubscribe page",
      agency: "Added by {{name}}",
      agencyFormer: "Added by a former member",
      provider: "Reported by the provider",
    },
    reason: { opted_out: "Opted out", undeliverable: "Address does not work", complaint: "Reported as spam" },
    note: "Note: {{note}}",
    recipientOnly: "Only the person can undo this",
    remove: "Remove",
    removeLabel: "Remove {{address}} from the list",
    removed: "{{address}} was removed from the list.",
    removeFailed: "We couldn't remove it.",
    add: {
      title: "Add someone",
      channel: "Channel",
      address: "Email or phone number",
      addressHint: "A US phone number, or an email address, as you have it.",
      note: "Note (optional)",
      noteHint: "For your agency: how they asked, for instance by phone.",
      submit: "Add to the list",
      adding: "Adding…",
      added: "{{address}} is on the list: no bulk message will reach them.",
      failed: "We couldn't add it.",
    },
  },
};
