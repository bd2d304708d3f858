import type { z } from 'zod';

/**
 * Turns a schema failure into the protocol's `Server.Validation` detail: field path -> translation
 * key, first error per field only (spec section 5). Schemas give spec keys as custom messages; plain
 * length and presence failures map to the spec's generic keys.
 */
export function validationDetail(error: z.ZodError, input?: unknown): Record<string, string> {
  const detail: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (field in detail) continue;
    detail[field] = keyForIssue(issue, input === undefined ? NOT_GIVEN : valueAt(input, issue.path));
  }
  return detail;
}

const NOT_GIVEN = Symbol('not given');

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path)
    v = typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/**
 * Zod 4 leaves the input out of issues, so a missing field is told apart from a wrong type by the
 * value at the issue's path when the caller passes the input, else by zod's default message.
 */
function isMissing(issue: z.core.$ZodIssue, value: unknown): boolean {
  if (value !== NOT_GIVEN) return value === undefined || value === null;
  return issue.input === undefined && /received (undefined|null)$/.test(issue.message);
}

const KEY_PATTERN = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_{}]+)+$/;

function keyForIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if (KEY_PATTERN.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue, value) ? 'registration.quick.errors.required' : 'validation.type';
    case 'too_small':
      if (issue.origin === 'string') return `validation.minlength.${issue.minimum}`;
      return 'registration.quick.errors.required';
    case 'too_big':
      if (issue.origin === 'string') return `validation.maxlength.${issue.maximum}`;
      return 'validation.toobig';
    default:
      return 'validation.invalid';
  }
}
