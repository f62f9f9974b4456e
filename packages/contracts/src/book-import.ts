import {
  bookRejectingProblems,
  type TBookConsentChannel,
  type TBookConsentSource,
  type TBookField,
  type TBookLanguage,
  type TBookMapping,
  type TBookPlanType,
  type TBookRowProblem,
} from "./book-rules.ts";
import { normalizeEmail, normalizeUsPhone } from "./compliance.ts";

/**
 * Reading an agent's client list: a CSV file or a spreadsheet's CSV export (docs/decisions/036-book-of-business-import.md).
 * Pure functions shared by the page (mapping, preview) and the import job (every row), so both say the same thing.
 */

export type TCsvDelimiter = "," | ";" | "\t";

/** The file's delimiter: whichever of comma, semicolon and tab occurs most in its first line outside quotes. */
export function detectDelimiter(text: string): TCsvDelimiter {
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && (ch === "," || ch === ";" || ch === "\t")) counts[ch]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","] && counts["\t"] > counts[";"]) return "\t";
  return ",";
}

/**
 * RFC 4180 with what spreadsheets add: a UTF-8 byte-order mark, `;` or tab delimiters, CRLF / LF / CR line ends,
 * quoted fields with doubled quotes and line breaks inside. Blank lines are skipped. Returns every record, the
 * header first.
 */
export function parseCsv(text: string, delimiter: TCsvDelimiter = detectDelimiter(text)): string[][] {
  const records: string[][] = [];
  const d = delimiter.charCodeAt(0);
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let record: string[] = [];
  let blank = true;
  while (i <= n) {
    // One field.
    let value: string;
    if (text.charCodeAt(i) === 34 /* " */) {
      let out = "";
      let from = ++i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q === -1) {
          out += text.slice(from);
          i = n;
          break;
        }
        if (text.charCodeAt(q + 1) === 34) {
          out += text.slice(from, q + 1);
          i = from = q + 2;
          continue;
        }
        out += text.slice(from, q);
        i = q + 1;
        break;
      }
      // Anything between the closing quote and the delimiter is kept as typed (lenient, like spreadsheets).
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === d || c === 10 || c === 13) break;
        j++;
      }
      value = j > i ? out + text.slice(i, j) : out;
      i = j;
      blank = false;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === d || c === 10 || c === 13) break;
        j++;
      }
      value = text.slice(i, j);
      if (value !== "") blank = false;
      i = j;
    }
    record.push(value);
    const c = text.charCodeAt(i);
    if (c === d) {
      i++;
      blank = false;
      continue;
    }
    // End of the record (a line end or the end of the text).
    if (!blank) records.push(record);
    record = [];
    blank = true;
    if (c === 13 && text.charCodeAt(i + 1) === 10) i += 2;
    else i++;
    if (i >= n) break;
  }
  return records;
}

// ── Field rules ────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Five digits from `33101`, `33101-1234` or `331011234`; a spreadsheet that read a New England ZIP as a number lost
 * its leading zeros (`2134` → `02134`). Null otherwise.
 */
export function normalizeZip(value: string): string | null {
  const v = value.trim();
  let m = /^(\d{5})(?:-?\d{4})?$/.exec(v);
  if (m) return m[1]!;
  m = /^(\d{3,4})(?:\.0+)?$/.exec(v);
  return m ? m[1]!.padStart(5, "0") : null;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  ene: 1,
  abr: 4,
  ago: 8,
  dic: 12,
};

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A two-digit year: in the past century when it would otherwise be in the future (birth dates, consent dates). */
function fullYear(yy: string, today: Date): number {
  if (yy.length === 4) return Number(yy);
  const y = Number(yy);
  const century = Math.floor(today.getUTCFullYear() / 100) * 100;
  return century + y > today.getUTCFullYear() ? century - 100 + y : century + y;
}

/**
 * `YYYY-MM-DD` from the forms spreadsheets and people use: an Excel serial day number (`21982`, days since
 * 1899-12-30, the 1900 system), ISO `1960-03-07` (a time after it is ignored), US `3/7/1960`, `03-07-1960`,
 * `3/7/60`, `1960/03/07`, `March 7, 1960`, `Mar 7 1960`, `7-Mar-1960`. Null when it is none of them or no real day.
 */
export function parseDate(value: string, today = new Date()): string | null {
  const v = value.trim();
  if (v === "") return null;
  let m = /^(\d{1,6})(?:\.\d+)?$/.exec(v);
  if (m) {
    const serial = Number(m[1]);
    if (serial < 1 || serial > 2_958_465) return null;
    const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
    return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(v);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:\s.*)?$/.exec(v);
  if (m) return isoDate(fullYear(m[3]!, today), Number(m[1]), Number(m[2]));
  m = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(v);
  if (m) {
    const month = MONTHS[m[1]!.toLowerCase().slice(0, m[1]!.toLowerCase().startsWith("sept") ? 4 : 3)];
    return month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
  }
  m = /^(\d{1,2})[-\s]([a-z]{3,9})[-\s,]+(\d{2}|\d{4})$/i.exec(v);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase().slice(0, 3)];
    return month ? isoDate(fullYear(m[3]!, today), month, Number(m[1])) : null;
  }
  return null;
}

const todayIso = (today: Date) => today.toISOString().slice(0, 10);

const PLAN_WORDS: [RegExp, TBookPlanType][] = [
  [
    /^(ma|mapd|ma-?pd|medicare[\s_-]*advantage(?:[\s_-]*and[\s_-]*cost)?|advantage|c-?snp|d-?snp|snp|part[\s_-]*c|hmo|ppo)$/,
    "medicare_advantage",
  ],
  [/^(ms|med[\s_-]*supp?|medigap|medicare[\s_-]*supplement|supplement|plan[\s_-]*[a-n])$/, "medicare_supplement"],
  [/^(pdp|part[\s_-]*d|drug[\s_-]*plan|prescription[\s_-]*drug[\s_-]*plan)$/, "part_d"],
  [/^(aca|obamacare|marketplace|under[\s_-]*65|u65|individual|health[\s_-]*insurance|major[\s_-]*medical)$/, "aca"],
  [/^(life|final[\s_-]*expense|term[\s_-]*life|whole[\s_-]*life|iul|universal[\s_-]*life)$/, "life"],
  [/^(dental|vision|hearing|dvh|dental[\s_-]*vision[\s_-]*hearing|dental[\s,/&_-]*vision)$/, "dental_vision_hearing"],
  [/^other$/, "other"],
];

/** The plan type from a spreadsheet's words (`MAPD`, `Med Supp`, `PDP`, `Final expense`…); null when unknown. */
export function parsePlanType(value: string): TBookPlanType | null {
  const v = value.trim().toLowerCase();
  for (const [pattern, plan] of PLAN_WORDS) if (pattern.test(v)) return plan;
  return null;
}

export function parseLanguage(value: string): TBookLanguage {
  return /^(es|sp|spa|spanish|espa[ñn]ol)$/i.test(value.trim()) ? "es" : "en";
}

const YES = /^(y|yes|true|1|x|si|sí|opt[\s_-]*in|opted[\s_-]*in|consented|ok)$/i;

/** The channels named in one cell: `email`, `sms`/`text`, `email; sms`, `both`, `all`; yes-words for a single-channel column. */
export function parseConsentChannels(value: string): TBookConsentChannel[] {
  const v = value.trim().toLowerCase();
  if (v === "") return [];
  if (/^(both|all|email\s*(and|&|\+)\s*(sms|text))$/.test(v)) return ["email", "sms"];
  const out = new Set<TBookConsentChannel>();
  for (const part of v.split(/[\s,;/|+&]+/)) {
    if (/^(e-?mail|mail)$/.test(part)) out.add("email");
    if (/^(sms|text|texts|texting|mobile|cell)$/.test(part)) out.add("sms");
  }
  return [...out].toSorted();
}

/** Where the consent came from; words it does not know are kept as `other`. */
export function parseConsentSource(value: string): TBookConsentSource | null {
  const v = value.trim().toLowerCase();
  if (v === "") return null;
  if (/written|signed|paper|form\b|soa|scope/.test(v)) return /web|online/.test(v) ? "web_form" : "written";
  if (/verbal|phone|call|recorded/.test(v)) return "verbal";
  if (/web|online|website|internet|landing/.test(v)) return "web_form";
  if (/enroll|application|app\b/.test(v)) return "enrollment_application";
  return "other";
}

// ── Columns ────────────────────────────────────────────────────────────────────────────────────────────────────
const HEADER_WORDS: [TBookField, RegExp][] = [
  ["first_name", /^(first|first[\s_-]*name|given[\s_-]*name|fname|nombre)$/],
  ["last_name", /^(last|last[\s_-]*name|surname|family[\s_-]*name|lname|apellido|apellidos)$/],
  ["full_name", /^(name|full[\s_-]*name|client[\s_-]*name|client|member[\s_-]*name|contact[\s_-]*name)$/],
  ["email", /^(e-?mail|e-?mail[\s_-]*address|email[\s_-]*1|correo|correo[\s_-]*electr[oó]nico)$/],
  ["phone", /^(phone|phone[\s_-]*number|mobile|mobile[\s_-]*phone|cell|cell[\s_-]*phone|telephone|tel|primary[\s_-]*phone|tel[eé]fono)$/],
  ["zip", /^(zip|zip[\s_-]*code|zipcode|postal[\s_-]*code|postcode|c[oó]digo[\s_-]*postal)$/],
  ["birth_date", /^(dob|d\.o\.b\.?|birth[\s_-]*date|date[\s_-]*of[\s_-]*birth|birthday|birthdate|fecha[\s_-]*de[\s_-]*nacimiento)$/],
  ["plan_type", /^(plan|plan[\s_-]*type|product|product[\s_-]*type|coverage|line[\s_-]*of[\s_-]*business|tipo[\s_-]*de[\s_-]*plan)$/],
  ["language", /^(language|preferred[\s_-]*language|lang|idioma)$/],
  ["consent_email", /^(email[\s_-]*consent|consent[\s_-]*email|email[\s_-]*opt[\s_-]*in|ok[\s_-]*to[\s_-]*email)$/],
  [
    "consent_sms",
    /^(sms[\s_-]*consent|consent[\s_-]*sms|text[\s_-]*consent|sms[\s_-]*opt[\s_-]*in|text[\s_-]*opt[\s_-]*in|ok[\s_-]*to[\s_-]*text)$/,
  ],
  ["consent_channels", /^(consent|consent[\s_-]*channels?|contact[\s_-]*consent|permission|opt[\s_-]*in|channels?)$/],
  ["consent_source", /^(consent[\s_-]*source|source[\s_-]*of[\s_-]*consent|how[\s_-]*consented|source)$/],
  ["consent_date", /^(consent[\s_-]*date|date[\s_-]*of[\s_-]*consent|consented[\s_-]*on|opt[\s_-]*in[\s_-]*date)$/],
];

/**
 * The mapping offered for a file's headers: the agent's remembered mapping where its column is in this file, then
 * the usual header words (English and Spanish) for the fields still free. Each column is used once.
 */
export function suggestMapping(headers: readonly string[], remembered: TBookMapping = {}): TBookMapping {
  const mapping: TBookMapping = {};
  const used = new Set<string>();
  for (const [field, header] of Object.entries(remembered) as [TBookField, string][]) {
    if (header && headers.includes(header) && !used.has(header)) {
      mapping[field] = header;
      used.add(header);
    }
  }
  for (const [field, pattern] of HEADER_WORDS) {
    if (mapping[field]) continue;
    const header = headers.find((h) => !used.has(h) && pattern.test(h.trim().toLowerCase()));
    if (header !== undefined) {
      mapping[field] = header;
      used.add(header);
    }
  }
  if (mapping.full_name && (mapping.first_name || mapping.last_name)) {
    used.delete(mapping.full_name);
    delete mapping.full_name;
  }
  return mapping;
}

/** A client as one row of the file says it, normalised. */
export type TBookRowClient = {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  zip: string | null;
  birth_date: string | null;
  plan_type: TBookPlanType | null;
  language: TBookLanguage;
  /** Empty unless the row names a channel with a source and a date (and the address for it). */
  consent_channels: TBookConsentChannel[];
  consent_source: TBookConsentSource | null;
  consent_date: string | null;
};

export type TBookRowResult = {
  /** Null when the row is rejected. */
  client: TBookRowClient | null;
  problems: { field: TBookField | null; problem: TBookRowProblem }[];
};

/** Column positions of the mapped fields (-1: not in the file). */
export type TBookColumns = Record<TBookField, number>;

export function mappingColumns(headers: readonly string[], mapping: TBookMapping): TBookColumns {
  const columns = {} as TBookColumns;
  for (const field of Object.keys(HEADER_FIELD_ORDER) as TBookField[]) {
    const header = mapping[field];
    columns[field] = header === undefined ? -1 : headers.indexOf(header);
  }
  return columns;
}
const HEADER_FIELD_ORDER: Record<TBookField, true> = {
  first_name: true,
  last_name: true,
  full_name: true,
  email: true,
  phone: true,
  zip: true,
  birth_date: true,
  plan_type: true,
  language: true,
  consent_email: true,
  consent_sms: true,
  consent_channels: true,
  consent_source: true,
  consent_date: true,
};

function splitFullName(value: string): [string, string] {
  const v = value.trim().replace(/\s+/g, " ");
  const comma = v.indexOf(",");
  if (comma > 0) return [v.slice(comma + 1).trim(), v.slice(0, comma).trim()];
  const space = v.lastIndexOf(" ");
  return space > 0 ? [v.slice(0, space), v.slice(space + 1)] : [v, ""];
}

/**
 * One data row checked field by field: the client to import, and every problem with its field. A row is rejected
 * (client null) without a name, without any way to reach the client, or with an email or phone that is not one;
 * a bad ZIP, date or plan type only drops that field. Consent counts only with a channel, its source and its date,
 * and only for a channel whose address the row has: otherwise the client is imported but not sendable.
 */
export function validateBookRow(cells: readonly string[], columns: TBookColumns, today = new Date()): TBookRowResult {
  const problems: TBookRowResult["problems"] = [];
  const cell = (field: TBookField) => {
    const i = columns[field];
    return i < 0 ? "" : (cells[i] ?? "").trim();
  };
  let first = cell("first_name").slice(0, 100);
  let last = cell("last_name").slice(0, 100);
  if (!first && !last && cell("full_name")) [first, last] = splitFullName(cell("full_name").slice(0, 200));
  if (!first && last) [first, last] = [last, ""];
  if (!first) problems.push({ field: null, problem: "missing_name" });

  const emailText = cell("email");
  const email = emailText ? normalizeEmail(emailText) : null;
  if (emailText && !email) problems.push({ field: "email", problem: "invalid_email" });
  const phoneText = cell("phone");
  const phone = phoneText ? normalizeUsPhone(phoneText) : null;
  if (phoneText && !phone) problems.push({ field: "phone", problem: "invalid_phone" });
  if (!emailText && !phoneText) problems.push({ field: null, problem: "missing_contact" });

  const zipText = cell("zip");
  const zip = zipText ? normalizeZip(zipText) : null;
  if (zipText && !zip) problems.push({ field: "zip", problem: "invalid_zip" });

  const birthText = cell("birth_date");
  let birth = birthText ? parseDate(birthText, today) : null;
  if (birth && (birth < "1900-01-01" || birth > todayIso(today))) birth = null;
  if (birthText && !birth) problems.push({ field: "birth_date", problem: "invalid_birth_date" });

  const planText = cell("plan_type");
  const plan = planText ? parsePlanType(planText) : null;
  if (planText && !plan) problems.push({ field: "plan_type", problem: "unknown_plan_type" });

  const channels = new Set<TBookConsentChannel>(parseConsentChannels(cell("consent_channels")));
  if (YES.test(cell("consent_email"))) channels.add("email");
  if (YES.test(cell("consent_sms"))) channels.add("sms");
  const source = parseConsentSource(cell("consent_source"));
  const consentText = cell("consent_date");
  let consentDate = consentText ? parseDate(consentText, today) : null;
  if (consentDate && (consentDate < "1990-01-01" || consentDate > todayIso(today))) consentDate = null;
  if (consentText && !consentDate) problems.push({ field: "consent_date", problem: "invalid_consent_date" });
  if (channels.has("email") && !email) {
    channels.delete("email");
    if (!emailText) problems.push({ field: "consent_email", problem: "consent_without_address" });
  }
  if (channels.has("sms") && !phone) {
    channels.delete("sms");
    if (!phoneText) problems.push({ field: "consent_sms", problem: "consent_without_address" });
  }
  if (channels.size > 0 && (!source || !consentDate)) {
    channels.clear();
    problems.push({ field: source ? "consent_date" : "consent_source", problem: "incomplete_consent" });
  }

  const rejected = problems.some((p) => bookRejectingProblems.includes(p.problem));
  return {
    client: rejected
      ? null
      : {
          first_name: first,
          last_name: last,
          email,
          phone,
          zip,
          birth_date: birth,
          plan_type: plan,
          language: parseLanguage(cell("language")),
          consent_channels: [...channels].toSorted(),
          consent_source: channels.size ? source : null,
          consent_date: channels.size ? consentDate : null,
        },
    problems,
  };
}

/**
 * The keys two rows of one agent's book are the same person by: the same first name with the same email or the same
 * phone, or the same full name with the same birth date. A first name is part of each key because couples and
 * families often share a phone or an email and are still two clients.
 */
export function bookDuplicateKeys(c: Pick<TBookRowClient, "email" | "phone" | "first_name" | "last_name" | "birth_date">): string[] {
  const first = c.first_name.trim().toLowerCase();
  const keys: string[] = [];
  if (c.email) keys.push(`e:${first}|${c.email}`);
  if (c.phone) keys.push(`p:${first}|${c.phone}`);
  if (c.birth_date) keys.push(`n:${first}|${c.last_name.trim().toLowerCase()}|${c.birth_date}`);
  return keys;
}

/**
 * A later row of the same person: its values replace the earlier's, its empty fields keep them, and the channels it
 * consents to are added (with its source and date).
 */
export function mergeBookClients(earlier: TBookRowClient, later: TBookRowClient): TBookRowClient {
  const consent = later.consent_channels.length > 0;
  return {
    first_name: later.first_name || earlier.first_name,
    last_name: later.last_name || earlier.last_name,
    email: later.email ?? earlier.email,
    phone: later.phone ?? earlier.phone,
    zip: later.zip ?? earlier.zip,
    birth_date: later.birth_date ?? earlier.birth_date,
    plan_type: later.plan_type ?? earlier.plan_type,
    language: later.language === "es" ? "es" : earlier.language,
    consent_channels: [...new Set([...earlier.consent_channels, ...later.consent_channels])].toSorted(),
    consent_source: consent ? later.consent_source : earlier.consent_source,
    consent_date: consent ? later.consent_date : earlier.consent_date,
  };
}

/** Splits a file's text into upload chunks of at most `size` characters, each ending at a line end when it can. */
export function chunkText(text: string, size = 512 * 1024): string[] {
  const chunks: string[] = [];
  let from = 0;
  while (from < text.length) {
    let to = Math.min(from + size, text.length);
    if (to < text.length) {
      const nl = text.lastIndexOf("\n", to - 1);
      if (nl >= from) to = nl + 1;
      else if (/[\uD800-\uDBFF]/.test(text[to - 1]!)) to--;
    }
    chunks.push(text.slice(from, to));
    from = to;
  }
  return chunks;
}
