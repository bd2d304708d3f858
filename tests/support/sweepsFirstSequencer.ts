import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order with a few files moved to the front of their project. On a fresh clone (CI) it
 * has no durations from an earlier run and starts the largest files first; the route sweeps are
 * the smallest browser files (three lines each) and the longest (about 95 s each), so they started
 * last and one lane ran the last sweep alone for a minute and a half.
 */
const RUN_FIRST = ['/tests/browser/routes/'];

export default class SweepsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => RUN_FIRST.some((part) => file.moduleId.includes(part));
    // Stable: the moved files keep their order, and so do the rest.
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}
