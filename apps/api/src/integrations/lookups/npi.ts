/**
 * Whether a string is a well-formed NPI: ten digits whose last is the Luhn check digit computed, as the NPI
 * standard requires, over the card-issuer prefix 80840 followed by the first nine digits.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^[12]\d{9}$/.test(npi)) return false;
  const digits = `80840${npi}`.split("").map(Number);
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let digit = digits[i]!;
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
