import { describe, expect, it } from 'vitest';
import type { InitResult } from '../../../../protocol/calls/session';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';
import { game } from '../../fakes/fixtures';

describe("the lobby's game titles", () => {
  it("show the site's translation for the player's language (init's gameTitles), in every snapshot", () => {
    const transport = new FakeTransport();
    const root = new RootStore({ transport, memberId: 2 });
    root.configuration.applyInit(
      {
        configuration: { gameTitles: { '101': 'Mega 6/49 Lotería' } },
        currencies: [],
      } as unknown as InitResult,
      0,
    );
    root.lobby.replaceAll([
      game({ gameInstanceId: 1, gameId: 101, gameTitle: 'Mega 6/49', timeStamp: 1 }),
      game({ gameInstanceId: 2, gameId: 102, gameTitle: 'Fast 5/35', timeStamp: 1 }),
    ]);
    transport.push({
      topic: 'lobby.2',
      seq: 1,
      event: 'gamesBatch',
      data: {
        games: [game({ gameInstanceId: 1, gameId: 101, gameTitle: 'Mega 6/49', timeStamp: 2 })],
        removed: [],
      },
    });
    expect(root.lobby.games.get(1)?.gameTitle).toBe('Mega 6/49 Lotería');
    expect(root.lobby.games.get(2)?.gameTitle).toBe('Fast 5/35');
  });
});
