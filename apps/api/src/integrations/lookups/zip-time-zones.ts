import { zipTable, type ZipTable } from "./zip-table.ts";

/**
 * The IANA time zone a US ZIP code lies in, from the ZIP table's state and county (the rules and their sources:
 * apps/api/data/zip/README.md "Time zones"). A state in one zone maps whole; a state split between two zones maps
 * by county, and a county split in two by the zone of its county seat, except the ZIP codes named below. Territories
 * are not in the table and map by their ZIP ranges.
 */

const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";
const MOUNTAIN = "America/Denver";
const PACIFIC = "America/Los_Angeles";

/** States wholly in one zone (Arizona keeps standard time all year: America/Phoenix; Hawaii likewise). */
const STATE_ZONES: Record<string, string> = {
  CT: EASTERN,
  DC: EASTERN,
  DE: EASTERN,
  GA: EASTERN,
  MA: EASTERN,
  MD: EASTERN,
  ME: EASTERN,
  NC: EASTERN,
  NH: EASTERN,
  NJ: EASTERN,
  NY: EASTERN,
  OH: EASTERN,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  VA: EASTERN,
  VT: EASTERN,
  WV: EASTERN,
  AL: CENTRAL,
  AR: CENTRAL,
  IA: CENTRAL,
  IL: CENTRAL,
  LA: CENTRAL,
  MN: CENTRAL,
  MO: CENTRAL,
  MS: CENTRAL,
  OK: CENTRAL,
  WI: CENTRAL,
  CO: MOUNTAIN,
  MT: MOUNTAIN,
  NM: MOUNTAIN,
  UT: MOUNTAIN,
  WY: MOUNTAIN,
  CA: PACIFIC,
  WA: PACIFIC,
  AZ: "America/Phoenix",
  HI: "Pacific/Honolulu",
  AK: "America/Anchorage",
  MH: "Pacific/Majuro",
};

/** Split states: the zone of most of the state, and the counties in the other zone(s). */
const SPLIT_STATES: Record<string, { zone: string; counties: Record<string, string> }> = {
  MI: {
    zone: "America/Detroit",
    counties: byZone({ "America/Menominee": ["Gogebic", "Iron", "Dickinson", "Menominee"] }),
  },
  IN: {
    zone: "America/Indiana/Indianapolis",
    counties: byZone({
      [CENTRAL]: ["Lake", "Porter", "LaPorte", "Newton", "Jasper", "Gibson", "Posey", "Vanderburgh", "Warrick", "Spencer"],
      "America/Indiana/Knox": ["Starke"],
      "America/Indiana/Tell_City": ["Perry"],
    }),
  },
  KY: {
    zone: EASTERN,
    counties: byZone({
      [CENTRAL]: [
        "Adair",
        "Allen",
        "Ballard",
        "Barren",
        "Breckinridge",
        "Butler",
        "Caldwell",
        "Calloway",
        "Carlisle",
        "Christian",
        "Clinton",
        "Crittenden",
        "Cumberland",
        "Daviess",
        "Edmonson",
        "Fulton",
        "Graves",
        "Grayson",
        "Green",
        "Hancock",
        "Hart",
        "Henderson",
        "Hickman",
        "Hopkins",
        "Livingston",
        "Logan",
        "Lyon",
        "Marshall",
        "McCracken",
        "McLean",
        "Metcalfe",
        "Monroe",
        "Muhlenberg",
        "Ohio",
        "Russell",
        "Simpson",
        "Todd",
        "Trigg",
        "Union",
        "Warren",
        "Webster",
      ],
    }),
  },
  TN: {
    zone: CENTRAL,
    counties: byZone({
      [EASTERN]: [
        "Anderson",
        "Blount",
        "Bradley",
        "Campbell",
        "Carter",
        "Claiborne",
        "Cocke",
        "Grainger",
        "Greene",
        "Hamblen",
        "Hamilton",
        "Hancock",
        "Hawkins",
        "Jefferson",
        "Johnson",
        "Knox",
        "Loudon",
        "McMinn",
        "Meigs",
        "Monroe",
        "Morgan",
        "Polk",
        "Rhea",
        "Roane",
        "Scott",
        "Sevier",
        "Sullivan",
        "Unicoi",
        "Union",
        "Washington",
      ],
    }),
  },
  FL: {
    zone: EASTERN,
    counties: byZone({
      [CENTRAL]: ["Escambia", "Santa Rosa", "Okaloosa", "Walton", "Holmes", "Washington", "Bay", "Jackson", "Calhoun", "Gulf"],
    }),
  },
  TX: { zone: CENTRAL, counties: byZone({ [MOUNTAIN]: ["El Paso", "Hudspeth"] }) },
  KS: { zone: CENTRAL, counties: byZone({ [MOUNTAIN]: ["Sherman", "Wallace", "Greeley", "Hamilton"] }) },
  NE: {
    zone: CENTRAL,
    counties: byZone({
      [MOUNTAIN]: [
        "Arthur",
        "Banner",
        "Box Butte",
        "Chase",
        "Cheyenne",
        "Dawes",
        "Deuel",
        "Dundy",
        "Garden",
        "Grant",
        "Hooker",
        "Keith",
        "Kimball",
        "Morrill",
        "Perkins",
        "Scotts Bluff",
        "Sheridan",
        "Sioux",
      ],
    }),
  },
  ND: {
    zone: CENTRAL,
    counties: byZone({
      [MOUNTAIN]: ["Adams", "Billings", "Bowman", "Dunn", "Golden Valley", "Grant", "Hettinger", "Slope", "Stark"],
    }),
  },
  SD: {
    zone: CENTRAL,
    counties: byZone({
      [MOUNTAIN]: [
        "Bennett",
        "Butte",
        "Corson",
        "Custer",
        "Dewey",
        "Fall River",
        "Haakon",
        "Harding",
        "Jackson",
        "Lawrence",
        "Meade",
        "Oglala Lakota",
        "Shannon",
        "Pennington",
        "Perkins",
        "Stanley",
        "Ziebach",
      ],
    }),
  },
  ID: {
    zone: "America/Boise",
    counties: byZone({
      [PACIFIC]: ["Benewah", "Bonner", "Boundary", "Clearwater", "Idaho", "Kootenai", "Latah", "Lewis", "Nez Perce", "Shoshone"],
    }),
  },
  OR: { zone: PACIFIC, counties: byZone({ "America/Boise": ["Malheur"] }) },
  NV: { zone: PACIFIC, counties: {} },
};

/** ZIP codes in another zone than their county's (the county is split, and its seat is in the other zone). */
const ZIP_ZONES: Record<string, string> = {
  // Gulf County, Florida: Port St. Joe, south of the Intracoastal Waterway, keeps Eastern time.
  "32456": EASTERN,
  "32457": EASTERN,
  // Idaho County: Warren, south of the Salmon River, is on Mountain time.
  "83671": "America/Boise",
  // West Wendover, Nevada (Elko County) keeps Mountain time with Wendover, Utah.
  "89883": MOUNTAIN,
  // The Navajo Nation keeps daylight saving time inside Arizona: its towns' ZIP codes read Mountain time with DST.
  // For anyone else sharing one (a Hopi village keeps Arizona time) that clock is the stricter one, never a laxer one.
  ...Object.fromEntries(
    [
      "86503",
      "86505",
      "86507",
      "86510",
      "86511",
      "86514",
      "86515",
      "86520",
      "86535",
      "86538",
      "86540",
      "86545",
      "86547",
      "86556",
      "86033",
      "86044",
      "86045",
      "86053",
      "86054",
    ].map((zip) => [zip, MOUNTAIN]),
  ),
  // Adak and Atka, west of 169°30′ W: Hawaii–Aleutian time.
  "99546": "America/Adak",
  "99547": "America/Adak",
};

/** Territories (not in the ZIP table): their ZIP ranges, first match wins. */
const TERRITORY_RANGES: ReadonlyArray<[from: string, to: string, zone: string]> = [
  ["00600", "00799", "America/Puerto_Rico"], // Puerto Rico
  ["00800", "00899", "America/Puerto_Rico"], // US Virgin Islands (America/St_Thomas is the same zone)
  ["00900", "00999", "America/Puerto_Rico"], // Puerto Rico
  ["96799", "96799", "Pacific/Pago_Pago"], // American Samoa
  ["96910", "96932", "Pacific/Guam"], // Guam
  ["96939", "96940", "Pacific/Palau"], // Palau
  ["96941", "96941", "Pacific/Pohnpei"], // Micronesia: Pohnpei
  ["96942", "96943", "Pacific/Chuuk"], // Micronesia: Chuuk, Yap
  ["96944", "96944", "Pacific/Kosrae"], // Micronesia: Kosrae
  ["96950", "96952", "Pacific/Guam"], // Northern Mariana Islands (Pacific/Saipan is the same zone)
  ["96960", "96970", "Pacific/Majuro"], // Marshall Islands
];

function byZone(groups: Record<string, string[]>): Record<string, string> {
  const counties: Record<string, string> = {};
  for (const [zone, names] of Object.entries(groups)) for (const name of names) counties[countyKey(name)] = zone;
  return counties;
}

/** "St. Joseph", "Saint Joseph County", "Aleutians West (CA)" → one spelling to compare. */
function countyKey(county: string): string {
  return county
    .toLowerCase()
    .replace(/\(ca\)|census area|city and borough|borough|municipality|\bcounty\b/g, "")
    .replace(/\bst\.?\s/g, "saint ")
    .replace(/[^a-z]/g, "");
}

/** The zone of a place given its state (USPS code) and county, or null for a state this table does not know. */
export function timeZoneForPlace(state: string, county: string): string | null {
  const whole = STATE_ZONES[state];
  if (whole) return whole;
  const split = SPLIT_STATES[state];
  if (!split) return null;
  return split.counties[countyKey(county)] ?? split.zone;
}

/**
 * The IANA zone of a ZIP code, or null when it is not a US ZIP code we can place. A ZIP code missing from the table
 * (a new one) takes the zone of the nearest listed ZIP code with the same first three digits (one sorting centre).
 */
export function timeZoneForZip(zip: string, table: ZipTable = zipTable()): string | null {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(zip.trim());
  if (!match) return null;
  const five = match[1]!;
  const override = ZIP_ZONES[five];
  if (override) return override;
  for (const [from, to, zone] of TERRITORY_RANGES) if (five >= from && five <= to) return zone;
  const place = table.find(five) ?? nearestInPrefix(table, five);
  return place ? timeZoneForPlace(place.state, place.county) : null;
}

function nearestInPrefix(table: ZipTable, zip: string) {
  const n = Number(zip);
  const prefix = zip.slice(0, 3);
  for (let step = 1; step < 100; step++) {
    for (const candidate of [n - step, n + step]) {
      const code = String(candidate).padStart(5, "0");
      if (code.slice(0, 3) !== prefix) continue;
      const place = table.find(code);
      if (place) return place;
    }
  }
  return null;
}
