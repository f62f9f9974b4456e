import buy from "./billing/buy";
import catalogue from "./billing/catalogue";
import checkout from "./billing/checkout";
import marketplace from "./billing/marketplace";
import settings from "./billing/settings";

/**
 * The `billing` namespace: the marketplace and survey preview, buying a link, the checkout and its return page,
 * Payment Settings and the payment-method pages. One file per area, each owning its own top-level keys.
 */
export default {
  ...catalogue,
  ...marketplace,
  ...buy,
  ...checkout,
  ...settings,
  meta: {
    marketplace: { title: "Survey Marketplace", description: "Choose the surveys your clients fill in, and buy their links." },
    buy: { title: "Create a survey link", description: "Choose a survey, name its link and pay." },
    preview: { title: "Survey preview", description: "Walk through a survey as your clients see it." },
    payment: { title: "Your payment", description: "The result of your payment." },
    checkout: { title: "Checkout (test mode)", description: "Pay for your survey link with a test card." },
    paymentSettings: { title: "Payment Settings", description: "Your card, subscriptions and invoices." },
    resolution: { title: "Update payment information", description: "Update your card to keep your account working." },
    sandboxCard: { title: "Update your card (test mode)", description: "Save a test card as your payment method." },
  },
};
