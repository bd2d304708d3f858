import { describe, expect, it } from 'vitest';
import { coverage } from '../../scripts/calls';
import { catalogue } from '../../protocol/calls';

describe('npm run calls coverage', () => {
  it('counts handled calls by area and lists the missing and unknown ones', () => {
    const c = coverage(
      new Map([
        ['ping', () => 0],
        ['joinGame', () => 0],
        ['noSuchCall', () => 0],
      ]),
    );
    expect(c.total).toBe(catalogue.size);
    expect(c.handled).toBe(2);
    expect(c.byArea.get('session')?.handled).toBe(1);
    expect(c.byArea.get('games')?.handled).toBe(1);
    expect(c.missing).not.toContain('session.ping');
    expect(c.missing).toContain('session.login');
    expect(c.missing).toHaveLength(catalogue.size - 2);
    expect(c.unknown).toEqual(['noSuchCall']);
  });
  it('an empty table handles nothing', () => expect(coverage(new Map()).handled).toBe(0));
});
