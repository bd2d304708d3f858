export { isValidPostalCode } from '../../../protocol/postalCodes';

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
