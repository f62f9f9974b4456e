/**
 * The end-to-end run's stand-in for the public registries (NLM RxTerms and the NPPES NPI Registry): the same local
 * fake the API tests use (apps/api/test/lookups/fake-registries.ts), answering in the registries' formats, on
 * FAKE_REGISTRIES_PORT. Started by playwright.config.ts as a web server; the app under test is pointed at it
 * (LOOKUPS_NLM_BASE_URL, LOOKUPS_NPPES_BASE_URL), so no survey spec depends on the internet.
 *
 * Every record below is a SAMPLE, invented for the tests: streets named Sample, phone numbers 555-01xx, NPIs from
 * the `100000` prefix (below the range NPPES has issued). The RxCUIs are RxNorm's, as RxTerms would answer them.
 */
import { sampleRecords, startFakeRegistries } from "../apps/api/test/lookups/fake-registries.ts";

const port = Number(process.env.FAKE_REGISTRIES_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("Set FAKE_REGISTRIES_PORT.");

const fake = await startFakeRegistries(port);

fake.drugs.push(
  {
    display: "Lisinopril (Oral Pill)",
    strengths: ["2.5 mg Tab", "5 mg Tab", "10 mg Tab", "20 mg Tab", "40 mg Tab"],
    rxcuis: ["311353", "311354", "314076", "314077", "197884"],
  },
  { display: "Metformin (Oral Pill)", strengths: ["500 mg Tab", "850 mg Tab", "1000 mg Tab"], rxcuis: ["861007", "861004", "861010"] },
);

fake.providers.push(
  // CVS near 33602: the Tampa store first, then another in the ZIP code's area.
  sampleRecords.pharmacy({
    name: "CVS Pharmacy",
    npi: "1000001010",
    street: "2401 W SAMPLE BLVD",
    city: "TAMPA",
    zip: "336021234",
    phone: "813-555-0100",
  }),
  sampleRecords.pharmacy({
    name: "CVS Pharmacy",
    npi: "1000001028",
    street: "88 SAMPLE PLAZA DR",
    city: "TAMPA",
    zip: "33606",
    phone: "813-555-0101",
  }),
  // A mail-order pharmacy far away: found by name from any ZIP code.
  sampleRecords.pharmacy({
    name: "Caremark Sample Mail Service Pharmacy",
    npi: "1000001036",
    street: "9501 E SAMPLE RD",
    city: "SCOTTSDALE",
    state: "AZ",
    zip: "85260",
    phone: "480-555-0102",
    mailOrder: true,
  }),
  sampleRecords.doctor({
    first: "Alicia",
    last: "Moreno",
    npi: "1000002018",
    zip: "33606",
    specialty: { code: "207R00000X", desc: "Internal Medicine" },
  }),
  sampleRecords.doctor({
    first: "John",
    last: "Smith",
    npi: "1000002026",
    zip: "33609",
    specialty: { code: "207Q00000X", desc: "Family Medicine" },
  }),
  sampleRecords.hospital({ name: "Bayshore Sample General Hospital", npi: "1000003016", city: "TAMPA", state: "FL", zip: "336061000" }),
);

console.log(`Fake registries listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
