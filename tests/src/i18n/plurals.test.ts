import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { readCatalogueSync } from '../../../server/config/locales';

// Issue 32: "Buy 1 lines". A string that counts something takes the count's plural form, so every
// catalogue string with {{count}} is a _one/_other pair, except those whose words do not change
// with the count (listed, with why).
const COUNT_NEUTRAL = new Set([
  'payout.ranksPaid', // "Ranks paid: 3"
  'pick.plays', // "Lines: 2 of 10 ..."
  'pick.multi.more', // "This draw and 3 more"
  'drawText.drawn', // "Balls drawn (2 of 6):"
  'fairness.prizeLeft', // "$5: 3 of 10 left"
  'design.betType.direct', // a bet type's name: "Direct 2"
  'design.betType.perm',
  'instantScenes.wordsCompleted', // "Words completed: 1 of 3"
  'lobby.liveGames.button', // "Live games (1)"
  'payout.plusSeats', // "+ entries to X: 1"
  'playout.prizesDrawn', // "Prizes drawn: 1 of 3"
  'playout.draw.morePlays', // "+1 more"
  'bingo.buyAgain', // "Buy 4 again"
  'instant.buyPack', // "Buy 5" (a pack; one ticket has its own key)
  'checkout.pick.yourLines', // "Your lines (1)"
  'checkout.draws.monthly', // a month holds several draws
  'checkout.draws.monthlySummary',
  'pick.instructions', // older keys under the _one/_other pairs of the same name
  'pick.instructions2nd',
  'gameOver.plays',
]);

function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix.slice(0, -1), value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, `${prefix}${k}.`));
}

describe.each(['en_US', 'es_ES'])('plurals in %s', (language) => {
  const catalogue = readCatalogueSync(language);
  const all = strings(catalogue);

  it('every string with a {{count}} is a plural pair or count-neutral', () => {
    const single = all
      .filter(([key, text]) => text.includes('{{count}}') && !/_(one|other|zero|few|many)$/.test(key))
      .map(([key]) => key)
      .filter((key) => !COUNT_NEUTRAL.has(key));
    expect(single).toEqual([]);
  });

  it('picks the singular for one and the plural for more', async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: language.replace('_', '-'),
      resources: { [language.replace('_', '-')]: { translation: catalogue } },
    });
    const one = t.t('pick.join', { count: 1 });
    const two = t.t('pick.join', { count: 2 });
    expect(one).not.toBe(two);
    expect(one).toMatch(/1 l[ií]nea?\b|1 line\b/);
    expect(t.t('bingo.buy', { count: 1, amount: '$0.50' })).toMatch(/1 (card|cartón) /);
  });
});
