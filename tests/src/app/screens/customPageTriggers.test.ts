import { describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { triggerPath, type TriggerContext } from '../../../../src/app/screens/customPageTriggers';
import { sanitizeHtml } from '../../../../src/format/sanitizeHtml';

function trigger(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHtml(html);
  return holder.firstElementChild!;
}

const open = { gameInstanceId: 7, gameId: 102, gameStatus: 'OPEN', gameRule: 'regularGame' } as GameInstance;
const context = (over: Partial<TriggerContext> = {}): TriggerContext => ({
  loggedIn: false,
  games: [open],
  instantKind: (gameId) => (gameId === 601 ? 'scratchcard' : undefined),
  ...over,
});

describe('one-click triggers in custom pages', () => {
  it('keep their data attributes through the sanitizer, and nothing that runs', () => {
    const link = trigger(
      '<a href="/checkout?gid=102" data-one-click-buy="102" data-auto-launch="true" onclick="x()">Buy</a>',
    );
    expect(link.getAttribute('data-one-click-buy')).toBe('102');
    expect(link.getAttribute('data-auto-launch')).toBe('true');
    expect(link.hasAttribute('onclick')).toBe(false);
  });

  it('send a visitor to the one-click checkout of the game', () => {
    expect(triggerPath(trigger('<a data-one-click-buy="102">Buy</a>'), context())).toBe('/checkout?gid=102');
  });

  it("send a player to the game's open instance in the picker, and nowhere when none is open", () => {
    const buy = trigger('<a data-one-click-buy="102">Buy</a>');
    expect(triggerPath(buy, context({ loggedIn: true }))).toBe('/pick?id=7');
    expect(triggerPath(buy, context({ loggedIn: true, games: [] }))).toBeNull();
  });

  it("open an instant game on its kind's page, and ignore one the site does not sell", () => {
    expect(triggerPath(trigger('<a data-instant-one-click-buy="601">Play</a>'), context())).toBe(
      '/scratchcard?gid=601',
    );
    expect(triggerPath(trigger('<a data-instant-one-click-buy="999">Play</a>'), context())).toBeNull();
  });

  it('ignore ids that are not plain positive numbers', () => {
    for (const bad of ['0', '-1', '1e3', '102; x', ''])
      expect(triggerPath(trigger(`<a data-one-click-buy="${bad}">Buy</a>`), context())).toBeNull();
  });
});
