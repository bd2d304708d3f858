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

export interface AddressSuggestion {
  address: string;
  city: string;
  province: string;
}

/**
 * A small shipped look-up table for getAddressByPostalCode (demo data; an operator would plug a
 * postal-address service in here). Keys are COUNTRY:normalised code.
 */
const ADDRESSES: ReadonlyMap<string, AddressSuggestion[]> = new Map([
  ['US:10001', [{ address: '', city: 'New York', province: 'NY' }]],
  ['US:90210', [{ address: '', city: 'Beverly Hills', province: 'CA' }]],
  ['US:60601', [{ address: '', city: 'Chicago', province: 'IL' }]],
  ['CA:M5V3L9', [{ address: '301 Front St W', city: 'Toronto', province: 'ON' }]],
  ['GB:SW1A1AA', [{ address: 'Buckingham Palace', city: 'London', province: '' }]],
  ['GB:EC1A1BB', [{ address: '', city: 'London', province: '' }]],
  ['ES:28013', [{ address: 'Puerta del Sol', city: 'Madrid', province: 'MD' }]],
  ['ES:08001', [{ address: '', city: 'Barcelona', province: 'CT' }]],
]);

export function normalisePostalCode(postalCode: string): string {
  return postalCode.replace(/[\s-]/g, '').toUpperCase();
}

export function addressesFor(country: string, postalCode: string): AddressSuggestion[] {
  return ADDRESSES.get(`${country}:${normalisePostalCode(postalCode)}`) ?? [];
}
