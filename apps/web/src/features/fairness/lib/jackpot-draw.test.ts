import { createHmac } from 'node:crypto';
import type { TPlayRound } from '@casino/contracts';
import { FloatSource, generateFloats, hashServerSeed, SLOT_TITLES, slotsFamily } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { checkPlayedRound } from './check-played-round';
import { recomputeJackpotDraw } from './jackpot-draw';

const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'jackpot-seed', nonce: 11 };
const slot = SLOT_TITLES[0]!;

/** The draw's float computed here with Node's HMAC: the first four bytes of digest round 1,000,000. */
const nodeJackpotFloat = () =>
  createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:1000000`).digest().readUInt32BE(0) / 2 ** 32;

/** A settled slot round of these seeds as the API answers it, with the jackpot fields given. */
async function slotRound(jackpot: Pick<TPlayRound, 'jackpotDraw' | 'jackpotWin'>): Promise<TPlayRound> {
  const bet = { coinValue: slot.coinValues[0]! };
  const state = slotsFamily.open(slot, bet, new FloatSource(await generateFloats(seeds, slotsFamily.maxFloats(slot, bet))));
  return {
    family: 'slots',
    bet: { coinValue: '0.01' },
    steps: state.steps,
    id: '00000000-0000-4000-8000-000000000002',
    status: 'settled',
    currency: 'EUR',
    stake: '0.10',
    win: '0.00',
    balanceAfter: '99.90',
    fairness: { ...seeds, serverSeedHash: await hashServerSeed(seeds.serverSeed) },
    createdAt: '2026-11-27T10:00:00.000Z',
    settledAt: '2026-11-27T10:00:00.000Z',
    ...jackpot,
  } as unknown as TPlayRound;
}

describe('recomputeJackpotDraw', () => {
  it('reads the float of digest round 1,000,000 and wins when floor(float × N) = 0', async () => {
    const float = nodeJackpotFloat();
    const hit = Math.floor(1 / float); // the largest N this float still wins
    expect(await recomputeJackpotDraw(seeds, 1)).toEqual({ float, chanceOneIn: 1, isWin: true });
    expect(await recomputeJackpotDraw(seeds, hit)).toEqual({ float, chanceOneIn: hit, isWin: true });
    expect(await recomputeJackpotDraw(seeds, hit + 1)).toEqual({ float, chanceOneIn: hit + 1, isWin: false });
  });
});

describe('checkPlayedRound with a jackpot draw', () => {
  it('shows the draw and matches a round whose jackpot won exactly when the draw did', async () => {
    const float = nodeJackpotFloat();
    const won = await checkPlayedRound(await slotRound({ jackpotDraw: { chanceOneIn: 1 }, jackpotWin: '1000.00' }), slot.key);
    expect(won).toEqual({ isHashMatch: true, isDrawMatch: true, jackpot: { float, chanceOneIn: 1, isWin: true } });
    const lost = await checkPlayedRound(await slotRound({ jackpotDraw: { chanceOneIn: 2_000_000 } }), slot.key);
    expect(lost).toEqual({ isHashMatch: true, isDrawMatch: true, jackpot: { float, chanceOneIn: 2_000_000, isWin: false } });
  });

  it('refuses a round whose stored jackpot disagrees with its draw', async () => {
    expect((await checkPlayedRound(await slotRound({ jackpotDraw: { chanceOneIn: 1 } }), slot.key))?.isDrawMatch).toBe(false);
    const claimed = await slotRound({ jackpotDraw: { chanceOneIn: 2_000_000 }, jackpotWin: '5.00' });
    expect((await checkPlayedRound(claimed, slot.key))?.isDrawMatch).toBe(false);
  });

  it('shows no draw for a round that took part in none', async () => {
    expect(await checkPlayedRound(await slotRound({}), slot.key)).toEqual({ isHashMatch: true, isDrawMatch: true });
  });
});
