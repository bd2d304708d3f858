/** Minor units as money in the currency, for operators (two decimals unless the currency says otherwise). */
export function formatMinor(minor: number, currency: string, language: string): string {
  try {
    const format = new Intl.NumberFormat(language.replace('_', '-'), { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`; // a house code (FPP, ...) Intl does not know
  }
}
