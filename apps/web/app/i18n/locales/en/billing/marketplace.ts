/** The marketplace page and the survey preview. */
export default {
  marketplace: {
    eyebrow: "Survey Marketplace",
    title: "Choose the surveys your clients fill in",
    intro:
      "Each survey gets its own link to send to clients. You pay one fee per link for each subscription period; it renews automatically until you cancel it.",
    manageLinks: "Manage your links",
    pricesFailed: "We couldn't load the prices right now. Please reload the page in a moment.",
    retry: "Try again",
    loadingPrices: "Loading prices",
    pricesHeading: "Prices for {{product}}",
    collectsHeading: "What it asks your clients",
    screens_one: "{{count}} screen",
    screens_other: "{{count}} screens",
    preview: "Preview",
    previewLabel: "Preview the {{survey}} survey",
    buy: "Buy",
    buyLabel: "Buy a {{survey}} survey link",
    termsNote:
      "One fee per link per subscription period, charged to your card and renewed automatically. Cancel a link's subscription any time in Payment Settings; the link stays active until the end of the period you paid for.",
  },
  sandbox: {
    title: "Test mode — no real charges",
    body: "Payments on this site use test cards only. No money moves and no real card is charged.",
  },
  preview: {
    label: "Survey preview",
    title: "Preview: {{survey}} survey",
    notice: "This is what your clients see. Nothing you enter here is saved or sent.",
    back: "Back to the marketplace",
    buy: "Buy this survey",
    screenList: "Every screen of this survey",
    goToScreen: "Screen {{number}}: {{title}}",
  },
};
