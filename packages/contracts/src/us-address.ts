/**
 * US postal addresses (the agency's address): the states, DC, the territories and the military "states" by their
 * two-letter postal codes, and the ZIP code's shape. Typed names ("Texas", "texas") are accepted and kept as the code.
 */
export const usStates = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  AS: "American Samoa",
  GU: "Guam",
  MP: "Northern Mariana Islands",
  PR: "Puerto Rico",
  VI: "U.S. Virgin Islands",
  AA: "Armed Forces Americas",
  AE: "Armed Forces Europe",
  AP: "Armed Forces Pacific",
} as const;
export type TUsStateCode = keyof typeof usStates;

const byName = new Map<string, TUsStateCode>(
  Object.entries(usStates).map(([code, name]) => [name.toLowerCase().replace(/[^a-z]/g, ""), code as TUsStateCode]),
);

/** The postal code of a state typed as its code or its name, in any case; null when it is neither. */
export function usStateCode(value: string): TUsStateCode | null {
  const typed = value.trim();
  const upper = typed.toUpperCase();
  if (upper in usStates) return upper as TUsStateCode;
  return byName.get(typed.toLowerCase().replace(/[^a-z]/g, "")) ?? null;
}

/** A ZIP code: five digits, or ZIP+4 (12345-6789). */
export const US_ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

export function isUsZip(value: string): boolean {
  return US_ZIP_PATTERN.test(value.trim());
}
