import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order with the longest files moved to the front of their project. On a fresh clone (CI)
 * it has no durations from an earlier run and starts the largest files first; the route sweeps are
 * the smallest browser files (three lines each) and the longest (about 95 s each), so they started
 * last and one lane ran the last sweep alone for a minute and a half.
 */
const RUN_FIRST = [
  '/tests/browser/routes/',
  // The other files of a minute and a half or more (measured 2026-11-28), longest first, so no
  // lane is left running one of them alone at the end.
  '/tests/browser/checkout/guestCheckout.test.ts',
  '/tests/browser/admin/operatorConsole.test.ts',
  '/tests/browser/fairness/verifyEverywhere.test.ts',
  '/tests/server/app/playersOperator.test.ts',
  '/tests/server/app/operatorStore.test.ts',
  '/tests/server/app/responsibleGamingOperator.test.ts',
];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = RUN_FIRST.findIndex((part) => file.moduleId.includes(part));
      return at === -1 ? RUN_FIRST.length : at;
    };
    // Stable: files of one rank (the sweeps, the rest) keep Vitest's order.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
