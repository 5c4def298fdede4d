import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToFloat, generateFloats } from './floats';
import { isJackpotWin, JACKPOT_DIGEST_ROUND, jackpotFloat } from './jackpot-draw';

describe('jackpot draw', () => {
  const seeds = { serverSeed: 'server-seed', clientSeed: 'client', nonce: 3 };

  it('reads the first float of its own digest round, apart from the floats the game draws', async () => {
    const digest = createHmac('sha256', seeds.serverSeed).update(`client:3:${JACKPOT_DIGEST_ROUND}`).digest();
    const float = await jackpotFloat(seeds);
    expect(float).toBe(bytesToFloat(digest.subarray(0, 4)));
    expect(await generateFloats(seeds, 64)).not.toContain(float);
  });

  it('wins in the lowest 1/oneIn of the floats', () => {
    expect(isJackpotWin(0, 1_000_000)).toBe(true);
    expect(isJackpotWin(0.999_999 / 1_000_000, 1_000_000)).toBe(true);
    expect(isJackpotWin(1 / 1_000_000, 1_000_000)).toBe(false);
    expect(isJackpotWin(0.999, 1)).toBe(true);
    expect(isJackpotWin(0.5, 2)).toBe(false);
    expect(() => isJackpotWin(0.5, 0)).toThrow(/1 in 1 to 2\^32/);
    expect(() => isJackpotWin(0.5, 1.5)).toThrow();
  });
});
