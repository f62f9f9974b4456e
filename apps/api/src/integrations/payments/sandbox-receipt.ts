import type { SandboxCustomerRow, SandboxInvoiceRow } from "./sandbox-store.ts";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

const day = (date: Date) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" }).format(date);

const statusWords: Record<SandboxInvoiceRow["status"], string> = {
  draft: "Draft",
  open: "Payment due",
  paid: "Paid",
  void: "Void",
  uncollectible: "Uncollectible",
};

/**
 * A printable receipt of a sandbox invoice (the browser's Print saves it as PDF; `?print=true` opens that dialog).
 * It says plainly that no real charge was made. It names no person: only the plan, the amounts and the card's last
 * four digits.
 */
export function renderSandboxReceipt(invoice: SandboxInvoiceRow, customer: SandboxCustomerRow | undefined): string {
  const rows: [string, string][] = [
    ["Receipt number", invoice.number],
    ["Status", statusWords[invoice.status]],
    ["Issued", day(invoice.created_at)],
    ...(invoice.paid_at ? ([["Paid on", day(invoice.paid_at)]] as [string, string][]) : []),
    ["Service period", `${day(invoice.period_start)} – ${day(invoice.period_end)}`],
    ["Description", invoice.description ?? "Survey link subscription"],
    ["Amount due", money(invoice.amount_due, invoice.currency)],
    ["Amount paid", money(invoice.amount_paid, invoice.currency)],
    ["Payment attempts", String(invoice.attempt_count)],
    ...(customer?.card_last4
      ? ([["Card", `${(customer.card_brand ?? "card").toUpperCase()} ending in ${customer.card_last4}`]] as [string, string][])
      : []),
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt ${escape(invoice.number)} · PlanReady</title>
<style>
  body { font-family: system-ui, sans-serif; color: #0f172a; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  .note { background: #fef3c7; border: 1px solid #f59e0b; padding: 0.75rem 1rem; border-radius: 0.5rem; }
  table { width: 100%; border-collapse: collapse; margin-top: 1.5rem; }
  th, td { text-align: left; padding: 0.5rem 0; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
  th { width: 40%; font-weight: 600; }
  button { margin-top: 1.5rem; font: inherit; padding: 0.5rem 1rem; min-height: 44px; }
  @media print { button, .screen-only { display: none; } }
</style>
</head>
<body>
<h1>PlanReady receipt</h1>
<p class="note" role="note"><strong>Sandbox:</strong> no real charge was made. This receipt comes from the built-in test payment provider.</p>
<table>
${rows.map(([label, value]) => `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`).join("\n")}
</table>
<button type="button" id="print">Print or save as PDF</button>
<script>
  document.getElementById("print").addEventListener("click", () => window.print());
  if (new URLSearchParams(location.search).get("print") === "true") window.addEventListener("load", () => window.print());
</script>
</body>
</html>
`;
}
