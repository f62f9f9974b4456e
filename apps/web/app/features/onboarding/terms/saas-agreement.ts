/**
 * The Software as a Service Agreement (docs/product.md#service-agreement).
 * Stored once: the agent onboarding Terms step and the public /terms page both render it, and the version is
 * what a user accepts. The agreement is kept in English only: the English text is the binding one.
 * Change the version whenever the text changes in substance.
 */
export const SAAS_AGREEMENT_VERSION = "2026-11-21";
export const SAAS_AGREEMENT_TITLE = "Software as a Service Agreement";

export type TAgreementSection = { id: string; title: string; paragraphs: readonly string[] };

export const saasAgreementIntro: readonly string[] = [
  "This Software as a Service Agreement (the “Agreement”) is entered into between PlanReady (“Provider”, “we” or “us”) and the agency or individual agent who subscribes to the Services (“Subscriber” or “you”). It governs your access to and use of the Services. By ticking the signature box, or by using the Services, you accept this Agreement on behalf of the agency you represent or, if you subscribe as an individual, on your own behalf.",
];

export const saasAgreementSections: readonly TAgreementSection[] = [
  {
    id: "definitions",
    title: "1. Definitions",
    paragraphs: [
      "1.1 “Services” means Provider's hosted software for insurance professionals, including client-facing survey links, the submission center, splash pages, integrations and related features, as made available through the Website from time to time.",
      "1.2 “Website” means the Provider website and web application through which the Services are offered and managed.",
      "1.3 “Agency Subscriber” means an insurance agency or other organisation that subscribes to the Services and may authorize agents to use them under its account.",
      "1.4 “Agent Subscriber” means an individual insurance agent who subscribes to the Services in their own name.",
      "1.5 “Authorized User” means an agent whom an Agency Subscriber authorizes to use the Services under the Agency Subscriber's account. “Subscriber” means an Agency Subscriber or an Agent Subscriber, as applicable.",
      "1.6 “Link” means a unique survey link created through the Services that a Subscriber or Authorized User sends to clients and prospects to collect information.",
      "1.7 “Subscription Period” means the billing period (monthly or annual) selected for a Link at the time of purchase.",
      "1.8 “Client Data” means all information submitted by clients or prospects through a Link, including any health, prescription, provider and contact information.",
      "1.9 “Fees” means the amounts payable for the Services as set out on the Website at the time of purchase.",
    ],
  },
  {
    id: "services",
    title: "2. Services",
    paragraphs: [
      "2.1 Subject to this Agreement and payment of the Fees, Provider grants Subscriber a non-exclusive, non-transferable, non-sublicensable right during the Term to access and use the Services for Subscriber's internal business purposes.",
      "2.2 Each Link is subscribed to separately. Client Data collected through an agent's Link is visible only to that agent, and is not visible to other agents or to the Agency Subscriber, except where the law requires otherwise.",
      "2.3 Provider may improve, modify or replace features of the Services from time to time, provided that it does not materially reduce the core functionality of a Link during a paid Subscription Period.",
      "2.4 Provider will use commercially reasonable efforts to keep the Services available, excluding planned maintenance announced on the Website and events beyond its reasonable control.",
    ],
  },
  {
    id: "restrictions",
    title: "3. Restrictions",
    paragraphs: [
      "3.1 Links may not be shared between agencies. A Link may be used only by the Subscriber, or the Authorized User, to whom it was issued.",
      "3.2 Subscriber will not, and will not allow anyone to: (a) resell, sublicense, rent or lend the Services; (b) copy, modify, reverse engineer or attempt to obtain the source code of the Services; (c) use the Services to send unsolicited communications or to collect information unlawfully; (d) interfere with the security or operation of the Services; or (e) use the Services in breach of any applicable law, including insurance marketing rules, telemarketing and consumer-protection laws, and privacy laws.",
      "3.3 Subscriber is responsible for the acts and omissions of its Authorized Users as if they were its own, and for keeping account credentials confidential.",
    ],
  },
  {
    id: "delivery",
    title: "4. Delivery",
    paragraphs: [
      "4.1 The Services are delivered electronically through the Website. No physical goods are delivered.",
      "4.2 A Link becomes available once it has been created and its first Fee has been paid. Subscriber is responsible for the internet access and devices needed to use the Services.",
    ],
  },
  {
    id: "fees",
    title: "5. Fees and Payment",
    paragraphs: [
      "5.1 One Fee is payable for each Link for each Subscription Period, at the price shown on the Website when the Link is purchased, plus any applicable taxes.",
      "5.2 Subscriptions renew automatically. Subscriber authorizes Provider and its payment processor to charge the Fee for each renewal to the credit card on file, without further authorization, until the Link is cancelled in accordance with Section 8.",
      "5.3 Subscriber must keep valid payment information on file. Amounts not paid when due bear interest at 1.5% per month, or the maximum rate permitted by law if lower, from the due date until paid.",
      "5.4 If any amount remains delinquent for 30 days after Provider notifies Subscriber of the delinquency, Provider may suspend the affected Links or terminate this Agreement. Access is restored promptly once all overdue amounts are paid.",
      "5.5 Except as stated in Section 9, Fees are non-refundable.",
    ],
  },
  {
    id: "confidentiality",
    title: "6. Confidentiality",
    paragraphs: [
      "6.1 “Confidential Information” means non-public information disclosed by one party to the other that is marked confidential or that a reasonable person would understand to be confidential. Client Data is Subscriber's Confidential Information.",
      "6.2 The receiving party will use the disclosing party's Confidential Information only to perform or exercise its rights under this Agreement, will protect it with at least reasonable care, and will disclose it only to personnel and service providers who need to know it and are bound by similar obligations.",
      "6.3 These obligations do not apply to information that is or becomes public through no fault of the receiving party, was known to it without restriction, is independently developed, or is rightfully received from a third party. A party may disclose Confidential Information when required by law, after giving the other party prompt notice where lawful.",
    ],
  },
  {
    id: "intellectual-property",
    title: "7. Intellectual Property",
    paragraphs: [
      "7.1 Provider and its licensors own all rights in the Services, the Website and the survey content supplied by Provider. No rights are granted except those expressly stated in this Agreement.",
      "7.2 Subscriber owns Client Data and the logos, images and other materials it uploads. Subscriber grants Provider a limited licence to host, process and display them solely to provide and support the Services.",
      "7.3 Provider may use suggestions and feedback about the Services without obligation to Subscriber.",
    ],
  },
  {
    id: "term-and-termination",
    title: "8. Term and Termination",
    paragraphs: [
      "8.1 This Agreement begins on the date Subscriber accepts it and continues for an initial term of one year. It then renews automatically for successive one-year terms unless either party gives notice of non-renewal at least 90 days before the end of the current term (together, the “Term”).",
      "8.2 Subscriber may cancel an individual Link at any time through the Website. Cancellation takes effect at the end of the Link's current Subscription Period, and no further Fees are charged for that Link.",
      "8.3 Subscriber may terminate this Agreement for any reason by giving Provider 30 days' written notice.",
      "8.4 Either party may terminate this Agreement if the other party materially breaches it and does not cure the breach within 10 days after receiving written notice describing it.",
      "8.5 Provider may stop offering the Services by giving Subscriber 90 days' notice, and will refund any prepaid Fees for the period after the Services end.",
      "8.6 When this Agreement ends, Subscriber's right to use the Services ends. Subscriber should export any Client Data it needs before that date; afterwards Provider will delete or de-identify Client Data in accordance with its data-retention practices and the law. Sections 5.3, 6, 7, 9.3, 10, 11 and 13 survive termination.",
    ],
  },
  {
    id: "warranties",
    title: "9. Warranties",
    paragraphs: [
      "9.1 Provider warrants that the Services will perform materially as described on the Website. If they do not, Subscriber must notify Provider, and Provider will have 30 days to correct the non-conformity. If Provider cannot correct it within that time, Subscriber may cancel the affected Link and receive a refund of the prepaid Fees for the remainder of its Subscription Period. This is Subscriber's sole remedy for breach of this warranty.",
      "9.2 Subscriber warrants that it and its Authorized Users hold the licences required to sell the insurance products they market, that they have a lawful basis to collect Client Data, and that they will use the Services in compliance with applicable law.",
      "9.3 EXCEPT AS EXPRESSLY STATED IN THIS SECTION, THE SERVICES ARE PROVIDED “AS IS” AND PROVIDER DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT. Provider does not give insurance, legal or medical advice, and Subscriber remains responsible for its recommendations to clients.",
    ],
  },
  {
    id: "limitation-of-liability",
    title: "10. Limitation of Liability",
    paragraphs: [
      "10.1 NEITHER PARTY WILL BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOST PROFITS, REVENUE OR DATA, EVEN IF ADVISED OF THEIR POSSIBILITY.",
      "10.2 EACH PARTY'S TOTAL LIABILITY ARISING OUT OF OR RELATING TO THIS AGREEMENT WILL NOT EXCEED THE FEES PAID BY SUBSCRIBER TO PROVIDER IN THE 6 MONTHS BEFORE THE EVENT GIVING RISE TO THE CLAIM.",
      "10.3 These limits do not apply to Subscriber's payment obligations, to a party's indemnification obligations, or to liability that cannot be limited by law.",
    ],
  },
  {
    id: "indemnification",
    title: "11. Indemnification",
    paragraphs: [
      "11.1 Provider will defend Subscriber against any third-party claim that the Services infringe that party's intellectual property rights, and pay the damages finally awarded, except to the extent the claim arises from Subscriber's content or from use of the Services in breach of this Agreement.",
      "11.2 Subscriber will defend Provider against any third-party claim arising from Client Data, from Subscriber's or its Authorized Users' use of the Services in breach of this Agreement or the law, or from Subscriber's dealings with its clients, and pay the damages finally awarded.",
      "11.3 The indemnified party must notify the indemnifying party promptly of the claim, give it control of the defence and settlement, and provide reasonable cooperation. No settlement may impose an obligation on the indemnified party without its consent.",
    ],
  },
  {
    id: "notices",
    title: "12. Notices",
    paragraphs: [
      "12.1 Provider may give notices to Subscriber by email to the address of the account, or through the Website. Subscriber may give notices to Provider through the support channel on the Website.",
      "12.2 Notices are effective when received, or one business day after an email is sent if no delivery failure is reported.",
    ],
  },
  {
    id: "general",
    title: "13. General",
    paragraphs: [
      "13.1 Amendments. Provider may amend this Agreement by giving Subscriber at least 30 days' notice before the amendment takes effect. If Subscriber does not agree, it may cancel its Links before that date; continued use of the Services after that date is acceptance of the amendment.",
      "13.2 Electronic acceptance. Acceptance by ticking the signature box has the same effect as a handwritten signature. Provider records the date and time of acceptance.",
      "13.3 Assignment. Neither party may assign this Agreement without the other's consent, except to a successor in a merger or sale of substantially all of its business.",
      "13.4 Force majeure. Neither party is liable for delays caused by events beyond its reasonable control, other than payment obligations.",
      "13.5 Relationship. The parties are independent contractors. There are no third-party beneficiaries of this Agreement.",
      "13.6 Governing law. This Agreement is governed by the laws of the United States and of the state in which Provider has its principal place of business, without regard to conflict-of-laws rules.",
      "13.7 Entire agreement. This Agreement is the entire agreement between the parties about its subject and supersedes all prior agreements. If any provision is unenforceable, the rest remains in effect. A failure to enforce a provision is not a waiver.",
    ],
  },
];
