import { describe, expect, it } from 'vitest';
import { CRAPS_TITLES } from './titles';
import { findTitle, provenRtp } from '../../titles/index';
import { maxWin } from '../../titles/max-win';

// The stated return enumerates every roll of up to 100 for each title: seconds on a busy machine.
describe('the craps titles', { timeout: 60_000 }, () => {
  it('are registered with the catalogue stakes', () => {
    expect(findTitle('CrapsCanyon')).toBe(CRAPS_TITLES.CrapsCanyon);
    expect(findTitle('LongshipDice')).toBe(CRAPS_TITLES.LongshipDice);
    for (const title of Object.values(CRAPS_TITLES)) expect(title.config.limits).toEqual({ minBet: 100n, maxBet: 100_000n });
  });

  it('state the lower line bet’s exact return, pass, rounded down', () => {
    for (const title of Object.values(CRAPS_TITLES)) expect([title.rtp, provenRtp(title)]).toEqual(['98.58', '98.58']);
  });

  it('win at most every bet at the largest stake at its top pay', () => {
    const max = 100_000n;
    // Line 2, odds 5× at 6:5 (11 back), field 4 (3 to one on 12), place 14/5 ×2 + 12/5 ×2 + 13/6 ×2, hardways 8 ×2 + 10 ×2.
    const place = 2n * (max + (max * 9n) / 5n) + 2n * (max + (max * 7n) / 5n) + 2n * (max + (max * 7n) / 6n);
    // Come and don't come before each of the 99 rolls after the come-out: one of each pair wins, 2 back.
    const come = 99n * 2n * max;
    expect(maxWin(CRAPS_TITLES.CrapsCanyon)).toBe(2n * max + 11n * max + 4n * max + place + 36n * max + come);
    // 2× odds: 4 at 2:1 is 6 back; field 3.
    expect(maxWin(CRAPS_TITLES.LongshipDice)).toBe(2n * max + 6n * max + 3n * max + place + 36n * max + come);
  });
});
