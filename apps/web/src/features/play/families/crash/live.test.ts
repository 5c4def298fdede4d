import type { TCrashRound, TCrashState } from '@casino/contracts';
import { multiplierAt } from '@casino/games';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  CASH_OUTS_SHOWN,
  cashOutWinAt,
  curvePath,
  curvePoint,
  isOwnAutoCashOut,
  RECENT_SHOWN,
  secondsToRise,
  shownHundredths,
  vehicleAt,
  withCashOut,
} from './live';

const HASH = 'a'.repeat(64);
const risesAt = '2026-01-01T00:00:07.000Z';
const rises = Date.parse(risesAt);
const round = (over: Partial<TCrashRound> = {}): TCrashRound => ({
  number: 5,
  phase: 'betting',
  bettingAt: '2026-01-01T00:00:00.000Z',
  risesAt,
  multiplier: '1.00',
  crash: null,
  hash: null,
  previousHash: HASH,
  ...over,
});
const bet = {
  roundId: crypto.randomUUID(),
  roundNumber: 5,
  stake: '2.00',
  autoCashOut: '1.50',
  cashedOutAt: null,
  win: '0.00',
  status: 'open' as const,
};
const state = (over: Partial<TCrashState> = {}): TCrashState => ({
  round: round(),
  chain: { terminatingHash: HASH, salt: 'salt', length: 10_000, saltBlock: { chain: 'BTC', height: 900_006, url: null } },
  bet: null,
  balance: '10.00',
  totals: { staked: '0.00', won: '0.00' },
  recent: [],
  ...over,
});

describe('shownHundredths', () => {
  it('follows the shared curve from risesAt while rising', () => {
    const rising = round({ phase: 'rising' });
    expect(shownHundredths(rising, rises)).toBe(100);
    expect(shownHundredths(rising, rises + 11_553)).toBe(multiplierAt(11_553));
    expect(shownHundredths(rising, rises + 20_000)).toBe(multiplierAt(20_000));
  });

  it('never shows less than the server announced (a local clock behind the server)', () => {
    expect(shownHundredths(round({ phase: 'rising', multiplier: '3.10' }), rises + 1000)).toBe(310);
  });

  it('shows 1.00 while betting and the bust once busted', () => {
    expect(shownHundredths(round(), rises + 50_000)).toBe(100);
    expect(shownHundredths(round({ phase: 'busted', multiplier: '4.21', crash: '4.21', hash: HASH }), rises + 99_000)).toBe(421);
  });
});

describe('applyEvent', () => {
  it('raises the multiplier with ticks of the current round only, never lowering it', () => {
    const rising = state({ round: round({ phase: 'rising', multiplier: '1.20' }) });
    expect(applyEvent(rising, { type: 'tick', gameKey: 'g', number: 5, multiplier: '1.35' }).round.multiplier).toBe('1.35');
    expect(applyEvent(rising, { type: 'tick', gameKey: 'g', number: 5, multiplier: '1.10' }).round.multiplier).toBe('1.20');
    expect(applyEvent(rising, { type: 'tick', gameKey: 'g', number: 4, multiplier: '9.00' })).toBe(rising);
    expect(applyEvent(state(), { type: 'tick', gameKey: 'g', number: 5, multiplier: '1.35' }).round.multiplier).toBe('1.00');
  });

  it('adds a bust to the front of the strip once, and keeps the strip short', () => {
    const recent = Array.from({ length: RECENT_SHOWN }, (_, i) => ({ number: 4 - i, crash: '1.50', hash: HASH }));
    const busted = round({ phase: 'busted', multiplier: '2.00', crash: '2.00', hash: HASH });
    const after = applyEvent(state({ round: round({ phase: 'rising' }), recent }), { type: 'busted', gameKey: 'g', round: busted });
    expect(after.round).toEqual(busted);
    expect(after.recent).toHaveLength(RECENT_SHOWN);
    expect(after.recent[0]).toEqual({ number: 5, crash: '2.00', hash: HASH });
    expect(applyEvent(after, { type: 'busted', gameKey: 'g', round: busted }).recent).toEqual(after.recent);
  });

  it('opens the next round and drops the bet of the round before', () => {
    const next = round({ number: 6 });
    const after = applyEvent(state({ round: round({ phase: 'busted', crash: '1.00', hash: HASH }), bet }), {
      type: 'betting',
      gameKey: 'g',
      round: next,
    });
    expect(after.round).toEqual(next);
    expect(after.bet).toBeNull();
  });

  it('ignores a late rising event of an older round', () => {
    const current = state({ round: round({ number: 6 }) });
    expect(applyEvent(current, { type: 'rising', gameKey: 'g', round: round({ phase: 'rising' }) })).toBe(current);
  });
});

describe('helpers', () => {
  it('counts the betting phase down in whole seconds', () => {
    expect(secondsToRise(round(), rises - 6_200)).toBe(7);
    expect(secondsToRise(round(), rises - 1)).toBe(1);
    expect(secondsToRise(round(), rises + 5)).toBe(0);
  });

  it('pays a cash-out rounded down to the minor unit', () => {
    expect(cashOutWinAt('2.00', 237, 'EUR')).toBe('4.74');
    expect(cashOutWinAt('0.33', 150, 'EUR')).toBe('0.49');
  });

  it('recognises an automatic cash-out at or past the bet target', () => {
    expect(isOwnAutoCashOut(bet, { type: 'cashOut', gameKey: 'g', number: 5, multiplier: '1.50' })).toBe(true);
    expect(isOwnAutoCashOut(bet, { type: 'cashOut', gameKey: 'g', number: 5, multiplier: '1.49' })).toBe(false);
    expect(isOwnAutoCashOut(bet, { type: 'cashOut', gameKey: 'g', number: 6, multiplier: '1.50' })).toBe(false);
    expect(isOwnAutoCashOut({ ...bet, autoCashOut: null }, { type: 'cashOut', gameKey: 'g', number: 5, multiplier: '9.00' })).toBe(false);
  });

  it('draws the curve inside its box, ending at the top for the current multiplier', () => {
    const path = curvePath(500);
    expect(path.startsWith('M0.0,60.0')).toBe(true);
    expect(path.endsWith('100.0,4.0')).toBe(true);
  });

  it('places a multiplier on the curve where the curve passes it: the start at the bottom left, the top at the right', () => {
    expect(curvePoint(100, 500)).toEqual({ x: 0, y: 60 });
    expect(curvePoint(500, 500)).toEqual({ x: 100, y: 4 });
    // Half the time of the rise to ×4.00 is ×2.00 (the multiplier grows exponentially).
    const half = curvePoint(200, 400);
    expect(half.x).toBeCloseTo(50, 9);
    expect(curvePath(400, 2)).toContain(`50.0,${half.y.toFixed(1)}`);
  });

  it('rides the vehicle on the tip of the curve, pointed along it: level at the start, climbing more steeply as the multiplier grows', () => {
    expect(vehicleAt(100)).toEqual({ x: 0, y: 60, turn: 45 });
    expect(vehicleAt(500)).toMatchObject(curvePoint(500, 500));
    const turns = [110, 150, 300, 1000, 10_000].map((shown) => vehicleAt(shown).turn);
    expect(turns).toEqual([...turns].sort((a, b) => b - a));
    expect(new Set(turns).size).toBe(turns.length);
    for (const turn of turns) expect(Math.abs(turn)).toBeLessThanOrEqual(45);
  });
});

describe("a round's cash-outs", () => {
  const cashOut = (number: number, multiplier: string) => ({ type: 'cashOut' as const, gameKey: 'k', number, multiplier });

  it('collects the cash-outs of a round in order, and starts again with the next round', () => {
    let outs = withCashOut({ number: 0, multipliers: [] }, cashOut(5, '1.20'));
    outs = withCashOut(outs, cashOut(5, '1.75'));
    expect(outs).toEqual({ number: 5, multipliers: ['1.20', '1.75'] });
    expect(withCashOut(outs, cashOut(6, '1.10'))).toEqual({ number: 6, multipliers: ['1.10'] });
  });

  it('drops a late cash-out of an earlier round, and keeps only the latest ones', () => {
    const outs = { number: 6, multipliers: ['1.10'] };
    expect(withCashOut(outs, cashOut(5, '3.00'))).toBe(outs);
    let many = outs;
    for (let i = 0; i < CASH_OUTS_SHOWN + 5; i += 1) many = withCashOut(many, cashOut(6, `2.${String(i).padStart(2, '0')}`));
    expect(many.multipliers).toHaveLength(CASH_OUTS_SHOWN);
    expect(many.multipliers.at(-1)).toBe(`2.${CASH_OUTS_SHOWN + 4}`);
  });
});
