/** The number of minor digits of a currency (2 for a house code Intl does not know, as formatMinor). */
function digitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount an operator typed ("-12.50", "3") in minor units, or null when it is not a signed
 * decimal with at most the currency's minor digits. Parsed as text, never through a float.
 */
export function toMinor(text: string, currency: string): number | null {
  const digits = digitsOf(currency);
  const match = /^\s*([+-]?)(\d{1,13})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return sign === '-' ? -minor : minor;
}
