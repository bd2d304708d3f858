import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configPathFrom, loadConfig, parseConfig } from '../../../server/config/loader';

const minimal = () => ({
  currencies: [{ id: 'USD', title: 'US Dollar', decimalPlaces: 2 }],
  sites: [
    {
      memberId: 1,
      siteName: 'Test',
      siteUrl: 'http://localhost',
      theme: 'blue-theme',
      template: 'classic',
      defaultLanguage: 'en_US',
      defaultCountry: 'US',
      languages: [{ languageId: 'en_US', name: 'English' }],
      currencies: ['USD'],
    },
  ],
});

function problemsOf(json: unknown): string[] {
  try {
    parseConfig('ops.json', JSON.stringify(json));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('operator config loader', () => {
  it('loads the demo config: three sites (one per theme), the draw games, a raffle, a free game and a tournament', () => {
    const config = loadConfig('config/demo.json');
    expect(config.sites.map((s) => [s.memberId, s.siteName, s.theme, s.defaultLanguage])).toEqual([
      [1, 'Drawhall Demo', 'blue-theme', 'en_US'],
      [2, 'Lucky Cartoon', 'cartoon-theme', 'es_ES'],
      [3, 'Sweet Blue Lotto', 'sweet-blue-theme', 'en_US'],
    ]);
    expect(config.sites[2]!.brand).toEqual({ primary: '#0e7490', accent: '#db2777' });
    const mega = config.gameTypes.find((g) => g.title === 'Mega 6/49')!;
    expect([mega.pickSize, mega.ballRange, mega.secondSet, mega.schedule]).toEqual([
      6,
      49,
      { pickSize: 1, ballRange: 10 },
      { type: 'every', minutes: 10 },
    ]);
    expect(config.gameTypes.find((g) => g.title === 'Fast 5/35')!.schedule).toEqual({
      type: 'every',
      minutes: 1,
    });
    expect(config.gameTypes.some((g) => g.rule === 'raffleGame')).toBe(true);
    expect(config.gameTypes.some((g) => g.costMinor === 0)).toBe(true);
    expect(config.gameTypes.some((g) => g.tournament)).toBe(true);
    expect(config.seed.players.find((p) => p.username === 'demo')).toMatchObject({
      memberId: 1,
      password: 'demo1234',
    });
  });

  it('fills defaults: slim threshold 4, session limits 30 min and 24 h', () => {
    const config = parseConfig('ops.json', JSON.stringify(minimal()));
    expect(config.sites[0].slimGamesThreshold).toBe(4);
    expect(config.sessions).toEqual({ idleMinutes: 30, absoluteHours: 24 });
  });

  it('reports each problem as file: field.path: reason', () => {
    const bad = minimal() as Record<string, unknown> & ReturnType<typeof minimal>;
    (bad.sites[0] as Record<string, unknown>).theme = 'red-theme';
    (bad.sites[0] as Record<string, unknown>).siteUrl = 'not a url';
    const problems = problemsOf(bad);
    expect(problems).toContainEqual(expect.stringMatching(/^ops\.json: sites\.0\.theme: .*blue-theme/));
    expect(problems).toContainEqual(expect.stringMatching(/^ops\.json: sites\.0\.siteUrl: /));
  });

  it('names a misspelt key as the field', () => {
    const bad = minimal();
    (bad.sites[0] as Record<string, unknown>).pinRequried = true;
    expect(problemsOf(bad)).toEqual(['ops.json: sites.0.pinRequried: unknown field']);
  });

  it('checks references between sites, currencies and game types', () => {
    const bad = minimal();
    bad.sites[0].currencies = ['GBP'];
    expect(problemsOf(bad)).toEqual(['ops.json: sites.0.currencies.0: unknown currency GBP']);
  });

  it('refuses decimal places that disagree with the protocol currency table', () => {
    const bad = minimal();
    bad.currencies[0].decimalPlaces = 0;
    expect(problemsOf(bad)).toEqual([
      'ops.json: currencies.0.decimalPlaces: USD has 2 decimal places in the protocol',
    ]);
  });

  it('refuses a game type offered by a site that does not serve its currency', () => {
    const bad = {
      ...minimal(),
      currencies: [...minimal().currencies, { id: 'EUR', title: 'Euro', decimalPlaces: 2 }],
      gameTypes: [
        {
          gameId: 1,
          rule: 'regularGame',
          title: 'T',
          titleShort: 'T',
          pickSize: 3,
          ballRange: 10,
          costMinor: 100,
          currency: 'EUR',
          payoutPercentage: 50,
          ranks: [{ rankNumber: 1, prizeMinor: 100 }],
          schedule: { type: 'every', minutes: 5 },
          memberIds: [1],
        },
      ],
    };
    expect(problemsOf(bad)).toEqual(['ops.json: gameTypes.0.memberIds.0: site 1 does not serve EUR']);
  });

  it('reports unreadable files and invalid JSON with the file name', () => {
    expect(() => loadConfig('/nonexistent/drawhall.json')).toThrow(
      /^\/nonexistent\/drawhall\.json: \(file\): cannot read/,
    );
    const dir = mkdtempSync(join(tmpdir(), 'drawhall-config-'));
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ "sites": ');
    expect(() => loadConfig(file)).toThrow(
      new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: \\(root\\): invalid JSON`),
    );
  });

  it('takes the path from the option, else DRAWHALL_CONFIG, else the demo', () => {
    expect(configPathFrom('a.json', { DRAWHALL_CONFIG: 'b.json' })).toBe('a.json');
    expect(configPathFrom(undefined, { DRAWHALL_CONFIG: 'b.json' })).toBe('b.json');
    expect(configPathFrom(undefined, {})).toBe('config/demo.json');
  });
});
