import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default; on the loaded 2-core machine CI shares, a lazy
// page chunk or a chain of effects can take longer than that. A wait ends as soon as what it waits
// for is there, so the longer limit costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5_000 });
