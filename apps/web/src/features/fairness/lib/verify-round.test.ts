import { createHash, createHmac } from 'node:crypto';
import { SLOT_TITLES } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { FLOATS_SHOWN, verifyRound } from './verify-round';

const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'verifier', nonce: 3 };

/** The floats of the seeds, computed here with Node's HMAC rather than the package's WebCrypto one. */
function nodeFloats(count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const digest = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${round}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) floats.push(digest.readUInt32BE(i) / 2 ** 32);
  }
  return floats;
}

describe('verifyRound', () => {
  it('shows the SHA-256 of the server seed and the first floats', async () => {
    const round = await verifyRound(seeds, { family: 'dice' });
    expect(round.serverSeedHash).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    expect(round.floats).toEqual(nodeFloats(1));
  });

  it('maps the first float onto a dice roll and a roulette pocket', async () => {
    const [float] = nodeFloats(1);
    expect((await verifyRound(seeds, { family: 'dice' })).outcome).toEqual({ family: 'dice', roll: Math.floor(float! * 10_001) });
    expect((await verifyRound(seeds, { family: 'roulette' })).outcome).toMatchObject({ pocket: Math.floor(float! * 37) });
  });

  it('drops the plinko ball one float per row', async () => {
    const floats = nodeFloats(12);
    const path = floats.map((f) => (f < 0.5 ? 'left' : 'right'));
    const round = await verifyRound(seeds, { family: 'plinko', rows: 12, risk: 'high' });
    expect(round.floats).toEqual(floats.slice(0, FLOATS_SHOWN));
    expect(round.outcome).toMatchObject({ family: 'plinko', path, slot: path.filter((d) => d === 'right').length });
  });

  it("shows a slot's window as symbol names, row by row, one float per reel stop", async () => {
    const title = SLOT_TITLES[0]!;
    const floats = nodeFloats(5);
    const name = (id: string) => title.symbols.find((symbol) => symbol.id === id)!.name;
    const expected = [0, 1, 2].map((row) =>
      title.reels.map((strip, reel) => name(strip[(Math.floor(floats[reel]! * strip.length) + row) % strip.length]!)),
    );
    const round = await verifyRound(seeds, { family: 'slots', titleKey: title.key });
    expect(round.outcome).toMatchObject({ family: 'slots', window: expected });
  });

  it('adds the jackpot draw when a chance is given, and none otherwise', async () => {
    const digest = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:1000000`).digest();
    const float = digest.readUInt32BE(0) / 2 ** 32;
    expect((await verifyRound(seeds, { family: 'dice' }, 1)).jackpot).toEqual({ float, chanceOneIn: 1, isWin: true });
    expect((await verifyRound(seeds, { family: 'dice' }, 2 ** 32)).jackpot).toEqual({
      float,
      chanceOneIn: 2 ** 32,
      isWin: float < 2 ** -32,
    });
    expect(await verifyRound(seeds, { family: 'dice' })).not.toHaveProperty('jackpot');
  });
});
