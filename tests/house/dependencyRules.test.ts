import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// `npm run check` runs these rules over the real tree; this proves they can fail: a fixture house
// with a four-file circle and a domain module importing its composition root.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
const fixtures = resolve(import.meta.dirname, 'fixtures');

interface Violation {
  rule: string;
  from: string;
  to: string;
  cycle: string[];
}

async function violationsIn(paths: string[]): Promise<Violation[]> {
  const result = await cruise(paths, {
    ...config.options,
    tsConfig: undefined,
    ruleSet: { forbidden: config.forbidden },
    baseDir: fixtures,
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    cycle: (v.cycle ?? []).map((step) => step.name),
  }));
}

describe('the dependency rules of npm run check', () => {
  it('fail on an import circle of type-only imports', async () => {
    const violations = await violationsIn(['src']);
    const circle = violations.find((v) => v.rule === 'no-circular');
    expect(circle?.from).toBe('src/stores/first.ts');
    expect([...(circle?.cycle ?? [])].sort()).toEqual(
      ['first', 'fourth', 'second', 'third'].map((name) => `src/stores/${name}.ts`),
    );
  });

  it('fail on a domain module that imports the composition root', async () => {
    const violations = await violationsIn(['server']);
    expect(violations).toContainEqual(
      expect.objectContaining({
        rule: 'domain-below-composition-root',
        from: 'server/domain/leaksUpward.ts',
        to: 'server/services.ts',
      }),
    );
  });
});
