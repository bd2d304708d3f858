/**
 * A whole count in the reader's language ("1,000,000" / "1.000.000"). The site's language ids are
 * written en_US; Intl wants en-US, and an id it does not know falls back to plain digits.
 */
export function displayCount(count: number, language: string): string {
  try {
    return new Intl.NumberFormat(language.replace('_', '-'), { maximumFractionDigits: 0 }).format(count);
  } catch {
    return String(count);
  }
}
