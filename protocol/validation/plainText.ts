import { ValidationKey } from './keys';

// Control characters (NUL, escapes) and invisible format characters (bidi overrides such as
// U+202E, zero-width joiners, BOM) let one string display as another; no form field needs them.
// Tab and line breaks stay allowed for multi-line text (replies, form data).
const UNSAFE = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;

/** The spec key when a text holds characters no form field accepts, else null. */
export function checkPlainText(value: string): string | null {
  return UNSAFE.test(value) ? ValidationKey.invalid : null;
}

/**
 * Every string in a params object (nested objects and arrays included) checked with
 * checkPlainText: field path -> key for the first bad one per field. Fields named in `skip`
 * (free-form payloads such as a base64 document) are left alone.
 */
export function plainTextErrors(
  params: unknown,
  skip: ReadonlySet<string> = new Set(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (skip.has(path)) return;
    if (typeof value === 'string') {
      const key = checkPlainText(value);
      if (key && !(path in errors)) errors[path || '_'] = key;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i)));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(params, '');
  return errors;
}
