import { afterEach } from 'vitest';
import { takePageErrors } from './pageErrors';

// A test passes only if no page it opened threw or logged an error it did not expect.
afterEach(() => {
  const errors = takePageErrors();
  if (errors.length) throw new Error(`The page reported ${errors.length} error(s):\n${errors.join('\n')}`);
});
