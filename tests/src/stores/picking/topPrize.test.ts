import { describe, expect, it, vi } from 'vitest';
import { TopPrize } from '../../../../src/stores/picking/TopPrize';
import { FakeTransport } from '../../fakes/FakeTransport';

const item = { imageUrl: '', name: 'City break', description: '', sponsorText: '', detailsText: '' };

describe("the pick page's top (bonobo) prize", () => {
  it("asks getBonoboPayout for the open draw and keeps the amount and the best rank's item", async () => {
    const transport = new FakeTransport().respond('getBonoboPayout', {
      bonoboPayout: 2500,
      bonoboItem: { prizeItem: item },
    });
    const prize = new TopPrize({ transport });
    await prize.load(101, 7);
    expect(transport.calls.find((c) => c.name === 'getBonoboPayout')?.params).toEqual({
      gameId: 101,
      gameInstanceId: 7,
    });
    expect(prize.amount).toBe(2500);
    expect(prize.itemName).toBe('City break');
  });

  it('asks once per draw, and again for another draw', async () => {
    const transport = new FakeTransport().respond('getBonoboPayout', (p: { gameInstanceId: number }) => ({
      bonoboPayout: p.gameInstanceId * 10,
    }));
    const prize = new TopPrize({ transport });
    await prize.load(101, 7);
    await prize.load(101, 7);
    await prize.load(101, 8);
    expect(transport.callNames().filter((n) => n === 'getBonoboPayout')).toHaveLength(2);
    expect(prize.amount).toBe(80);
    expect(prize.itemName).toBeNull();
  });

  it('shows nothing when the server refuses (an unknown game)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const transport = new FakeTransport().fault('getBonoboPayout', 'Server.Validation');
    const prize = new TopPrize({ transport });
    await prize.load(999, 1);
    expect(prize.amount).toBe(0);
    expect(prize.itemName).toBeNull();
  });
});
