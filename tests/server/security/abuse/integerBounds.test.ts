// Finding (issue 36): getFilteredGames with filter.memberId 2147483648 or filter.gameId 2**40
// reached the database and answered Server.Processing. The schema now bounds them at the edge
// (tests/protocol/integerBounds.test.ts walks every call); here the wire answers Validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRig, type Rig } from '../../rpc/support/playersRig';

describe('integers past the database columns are refused at the edge', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  it.each([
    ['getFilteredGames', { filter: { memberId: 2 ** 31 } }],
    ['getFilteredGames', { filter: { memberId: 1, gameId: 2 ** 40 } }],
    ['getGameTypes', { filter: { memberId: 1, firstResult: 2 ** 31 } }],
    ['getGameTypeInstances', { memberId: 1, gameId: 102, firstResult: 2 ** 33 }],
  ])('%s %j answers Server.Validation', async (call, params) => {
    expect(await rig.fault(call, params)).toMatchObject({ code: 'Server.Validation' });
  });
});
