// Shared by the server's checks and the one-click checkout, which a visitor fills in before login
// (checkPostalCode needs a session).

/** Postal code shapes by country; countries not listed accept 2 to 10 letters, digits, spaces or dashes. */
const FORMATS: ReadonlyMap<string, RegExp> = new Map([
  ['US', /^\d{5}(-\d{4})?$/],
  ['CA', /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i],
  ['GB', /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i],
  ['ES', /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/],
  ['DE', /^\d{5}$/],
  ['FR', /^\d{5}$/],
  ['IT', /^\d{5}$/],
  ['MX', /^\d{5}$/],
  ['AU', /^\d{4}$/],
  ['NL', /^\d{4} ?[A-Z]{2}$/i],
]);
const ANY = /^[A-Za-z0-9 -]{2,10}$/;

export function isValidPostalCode(country: string, postalCode: string): boolean {
  return (FORMATS.get(country) ?? ANY).test(postalCode.trim());
}
