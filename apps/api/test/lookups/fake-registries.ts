import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for both public registries on 127.0.0.1 (random port), answering in their real formats:
 *
 * - NLM Clinical Tables RxTerms, GET /api/rxterms/v3/search?terms=…&ef=STRENGTHS_AND_FORMS,RXCUIS&maxList=…:
 *   `[total, [DISPLAY_NAME…], { STRENGTHS_AND_FORMS: [[…]], RXCUIS: [[…]] }, [[DISPLAY_NAME]…]]`, and
 *   `[0, [], null, []]` when nothing matches.
 * - NPPES NPI Registry 2.1, GET /api/?version=2.1&…: `{ result_count, results: [...] }`, or
 *   `{ Errors: [{ description, field, number }] }` (HTTP 200) when the criteria are not enough.
 */

export type FakeDrug = { display: string; strengths: string[]; rxcuis: string[] };

export type FakeNpiRecord = {
  number: string;
  enumeration_type: "NPI-1" | "NPI-2";
  basic: Record<string, string>;
  addresses: Record<string, string>[];
  taxonomies: { code: string; taxonomy_group: string; desc: string; state: string | null; license: string | null; primary: boolean }[];
};

export type RecordedRequest = { path: string; query: URLSearchParams };

export type FakeRegistries = {
  url: string;
  requests: RecordedRequest[];
  drugs: FakeDrug[];
  providers: FakeNpiRecord[];
  /** The next requests, one each: answer with this HTTP status, never answer (hang), or answer something else. */
  failNext(...failures: ({ status: number } | "hang" | { body: string })[]): void;
  close(): Promise<void>;
};

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The registries' name matching: exact (case-insensitive), or a prefix when the criterion ends with `*`. */
function nameMatches(criterion: string | null, value: string | undefined): boolean {
  if (criterion === null) return true;
  const wanted = criterion.toLowerCase();
  const actual = (value ?? "").toLowerCase();
  return wanted.endsWith("*") ? actual.startsWith(wanted.slice(0, -1)) : actual === wanted;
}

/** Starts the fake on 127.0.0.1, on `port` (0: any free port). */
export async function startFakeRegistries(port = 0): Promise<FakeRegistries> {
  const requests: RecordedRequest[] = [];
  const drugs: FakeDrug[] = [];
  const providers: FakeNpiRecord[] = [];
  const failures: ({ status: number } | "hang" | { body: string })[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  const rxterms = (query: URLSearchParams) => {
    const terms = words(query.get("terms") ?? "");
    const max = Number(query.get("maxList") ?? 7);
    const found = drugs.filter((d) => terms.every((t) => words(d.display).some((w) => w.startsWith(t))));
    const shown = found.slice(0, max);
    if (shown.length === 0) return [0, [], null, []];
    const extra = query.get("ef")?.split(",") ?? [];
    return [
      found.length,
      shown.map((d) => d.display),
      {
        ...(extra.includes("STRENGTHS_AND_FORMS") ? { STRENGTHS_AND_FORMS: shown.map((d) => d.strengths) } : {}),
        ...(extra.includes("RXCUIS") ? { RXCUIS: shown.map((d) => d.rxcuis) } : {}),
      },
      shown.map((d) => [d.display]),
    ];
  };

  const nppes = (query: URLSearchParams) => {
    if (query.get("version") !== "2.1") return { Errors: [{ description: "Unsupported Version", field: "version", number: "10" }] };
    const searchable = ["first_name", "last_name", "organization_name", "postal_code", "taxonomy_description", "number", "city"];
    if (!searchable.some((name) => query.get(name))) {
      return { Errors: [{ description: "No valid search criteria provided", field: "generic", number: "04" }] };
    }
    const postal = query.get("postal_code");
    const found = providers.filter((p) => {
      const location = p.addresses.find((a) => a.address_purpose === "LOCATION");
      return (
        (!query.get("enumeration_type") || p.enumeration_type === query.get("enumeration_type")) &&
        nameMatches(query.get("first_name"), p.basic.first_name) &&
        nameMatches(query.get("last_name"), p.basic.last_name) &&
        nameMatches(query.get("organization_name"), p.basic.organization_name) &&
        (!query.get("taxonomy_description") ||
          p.taxonomies.some((t) => t.desc.toLowerCase().includes(query.get("taxonomy_description")!.toLowerCase()))) &&
        (!query.get("state") || location?.state === query.get("state")) &&
        (!postal || nameMatches(postal.endsWith("*") ? postal : `${postal}*`, location?.postal_code))
      );
    });
    const limit = Math.min(Number(query.get("limit") ?? 10), 200);
    const results = found.slice(0, limit);
    return { result_count: results.length, results };
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake-registries");
    requests.push({ path: url.pathname, query: url.searchParams });
    const failure = failures.shift();
    if (failure === "hang") return; // never answers; the client's timeout has to end it
    if (failure && "status" in failure) return send(res, failure.status, { error: "Injected failure" });
    if (failure) {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(failure.body);
    }
    if (url.pathname === "/api/rxterms/v3/search") return send(res, 200, rxterms(url.searchParams));
    if (url.pathname === "/api/" || url.pathname === "/api") return send(res, 200, nppes(url.searchParams));
    return send(res, 404, { error: "Not found" });
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    drugs,
    providers,
    failNext: (...next) => void failures.push(...next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const location = (address_1: string, city: string, state: string, postal_code: string, telephone_number: string) => ({
  country_code: "US",
  country_name: "United States",
  address_purpose: "LOCATION",
  address_type: "DOM",
  address_1,
  address_2: "",
  city,
  state,
  postal_code,
  telephone_number,
  fax_number: "",
});
const mailing = (state: string) => ({ ...location("PO BOX 100", "ANYTOWN", state, "999990000", ""), address_purpose: "MAILING" });
const taxonomy = (code: string, desc: string, primary = true) => ({ code, taxonomy_group: "", desc, state: null, license: null, primary });

/**
 * SAMPLE records shaped like the registry's, for the scenarios the tests need: invented names, streets named Sample,
 * Example or Demo, 555-01xx phone numbers, and NPIs from the `100000` prefix, below the range NPPES has issued.
 */
export const sampleRecords = {
  doctor: (over: {
    first: string;
    last: string;
    npi: string;
    zip?: string;
    state?: string;
    city?: string;
    middle?: string;
    specialty?: { code: string; desc: string };
  }): FakeNpiRecord => ({
    number: over.npi,
    enumeration_type: "NPI-1",
    basic: {
      first_name: over.first.toUpperCase(),
      last_name: over.last.toUpperCase(),
      ...(over.middle ? { middle_name: over.middle.toUpperCase() } : {}),
      credential: "M.D.",
      sex: "F",
      sole_proprietor: "NO",
      enumeration_date: "2008-05-14",
      last_updated: "2021-07-09",
      status: "A",
      name_prefix: "Dr.",
    },
    addresses: [
      mailing(over.state ?? "FL"),
      location("2401 W SAMPLE BLVD STE 200", over.city ?? "TAMPA", over.state ?? "FL", over.zip ?? "336091234", "8135550142"),
    ],
    taxonomies: over.specialty
      ? [taxonomy(over.specialty.code, over.specialty.desc)]
      : [taxonomy("207Q00000X", "Family Medicine", false), taxonomy("207RC0000X", "Cardiovascular Disease", true)],
  }),
  pharmacy: (over: {
    name: string;
    npi: string;
    zip: string;
    mailOrder?: boolean;
    street?: string;
    city?: string;
    state?: string;
    phone?: string;
  }): FakeNpiRecord => ({
    number: over.npi,
    enumeration_type: "NPI-2",
    basic: { organization_name: over.name.toUpperCase(), organizational_subpart: "YES", status: "A", last_updated: "2023-01-04" },
    addresses: [
      location(
        over.street ?? "100 NW EXAMPLE AVE",
        over.city ?? "ST. PETERSBURG",
        over.state ?? "FL",
        over.zip,
        over.phone ?? "727-555-0190",
      ),
      mailing(over.state ?? "FL"),
    ],
    taxonomies: over.mailOrder
      ? [taxonomy("3336C0003X", "Pharmacy, Community/Retail Pharmacy", false), taxonomy("3336M0002X", "Pharmacy, Mail Order Pharmacy")]
      : [taxonomy("3336C0003X", "Pharmacy, Community/Retail Pharmacy")],
  }),
  hospital: (over: { name: string; npi: string; taxonomyCode?: string; zip?: string; city?: string; state?: string }): FakeNpiRecord => ({
    number: over.npi,
    enumeration_type: "NPI-2",
    basic: { organization_name: over.name.toUpperCase(), status: "A" },
    addresses: [location("1 DEMO MEDICAL PLZ", over.city ?? "PITTSBURGH", over.state ?? "PA", over.zip ?? "152121000", "4125550177")],
    taxonomies: [taxonomy(over.taxonomyCode ?? "282N00000X", "General Acute Care Hospital")],
  }),
};
