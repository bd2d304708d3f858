import { describe, expect, it } from 'vitest';
import { playerQueryOf } from '../../../../src/admin/pages/PlayersPage';

describe("the Players page's filters in the URL", () => {
  it('reads every filter as searchPlayers takes it', () => {
    const query = playerQueryOf(
      new URLSearchParams(
        'q=ann&site=2&status=banned&verified=no&segment=A1&country=de&from=2030-01-01&to=2030-01-31&currency=eur&min=10&max=20.5&offset=25',
      ),
    );
    expect(query).toEqual({
      query: 'ann',
      siteId: 2,
      status: 'banned',
      verified: false,
      segment: 'A1',
      country: 'DE',
      registeredFrom: Date.UTC(2030, 0, 1),
      registeredTo: Date.UTC(2030, 1, 1),
      minBalance: 1000,
      maxBalance: 2050,
      currency: 'EUR',
      offset: 25,
    });
  });

  it('leaves out what is not a filter, and the currency without a balance range', () => {
    const query = playerQueryOf(
      new URLSearchParams('status=gone&country=DEU&from=31/01/2030&currency=USD&min=ten&max=1.234'),
    );
    expect(query).toEqual({
      query: '',
      siteId: undefined,
      status: undefined,
      verified: undefined,
      segment: undefined,
      country: undefined,
      registeredFrom: undefined,
      registeredTo: undefined,
      minBalance: undefined,
      maxBalance: undefined,
      currency: undefined,
      offset: 0,
    });
  });
});
