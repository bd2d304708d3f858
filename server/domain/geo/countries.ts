import { COUNTRIES } from '../../../protocol/countries';
import type { NamedCode } from '../../../protocol/types';

// The list lives in protocol/ so the client's registration forms offer exactly these countries.
export { COUNTRIES };

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

export function countryByCode(code: string): NamedCode | null {
  return byCode.get(code) ?? null;
}
