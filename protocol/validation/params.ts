import type { z } from 'zod';

/**
 * Turns a schema failure into the protocol's `Server.Validation` detail: field path -> translation
 * key, first error per field only (spec section 5). Schemas give spec keys as custom messages; plain
 * length and presence failures map to the spec's generic keys.
 */
export function validationDetail(error: z.ZodError): Record<string, string> {
  const detail: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (field in detail) continue;
    detail[field] = keyForIssue(issue);
  }
  return detail;
}

const KEY_PATTERN = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_{}]+)+$/;

function keyForIssue(issue: z.core.$ZodIssue): string {
  if (KEY_PATTERN.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'registration.quick.errors.required' : 'validation.type';
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
