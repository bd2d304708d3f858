import { afterEach, beforeAll } from 'vitest';
import { takePageErrors } from './pageErrors';

// A test passes only if no page it opened threw or logged an error it did not expect.
afterEach(() => {
  const errors = takePageErrors();
  if (errors.length) throw new Error(`The page reported ${errors.length} error(s):\n${errors.join('\n')}`);
});

// Test files share this module within a worker (isolate: false): what an earlier file's pages
// reported after its last test (their server closing under them) is that file's, not this one's.
beforeAll(() => void takePageErrors());
