import { ZPlayRound } from '@casino/contracts';
import { FloatSource, minesFamily, slotsFamily, SLOT_TITLES, TABLE_TITLES } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { toPlayRound } from './round-view';
import { toStoredJson, type RoundRow } from './rounds-repo';

const at = new Date('2026-11-23T12:00:00.000Z');
const rowOf = (change: Partial<RoundRow>): RoundRow => ({
  id: '7f0c1c52-3a57-4f1e-9b7a-2b0d1e8c4a11',
  launchId: 1,
  requestId: '0b6f8a1e-6d7c-4a55-8c1e-3f2a9d4b7c60',
  playerId: null,
  gameKey: 'x',
  family: 'dice',
  currency: 'EUR',
  isDemo: true,
  status: 'settled',
  stake: 100n,
  raises: 0,
  win: 0n,
  winEurCents: null,
  jackpotWin: 0n,
  jackpotChanceOneIn: null,
  balanceAfter: null,
  bet: {},
  steps: [],
  seedPairId: null,
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'client',
  nonce: 3,
  createdAt: at,
  settledAt: at,
  ...change,
});

const diceRow = (change: Partial<RoundRow>) => rowOf(change);

describe('a stored round as the client sees it', () => {
  it('gives slot amounts as decimals of the round’s currency', () => {
    const title = SLOT_TITLES[0]!;
    const state = slotsFamily.open(title, { coinValue: 5n }, new FloatSource(Array.from({ length: 505 }, (_, i) => (i * 0.37) % 1)));
    const row = rowOf({
      family: 'slots',
      currency: 'USD',
      stake: state.stake,
      win: state.win,
      balanceAfter: 123_456n,
      bet: toStoredJson({ coinValue: 5n }),
      steps: toStoredJson(state.steps),
    });
    const round = ZPlayRound.parse(toPlayRound(row, { serverSeed: null }));
    expect(round).toMatchObject({ family: 'slots', bet: { coinValue: '0.05' }, stake: '0.50', balanceAfter: '1234.56', currency: 'USD' });
    if (round.family !== 'slots') throw new Error('slots');
    expect(round.steps[0]!.total).toBe((Number(state.steps[0]!.total) / 100).toFixed(2));
  });

  it('hides the mines until the round is settled, then shows the board', () => {
    const config = TABLE_TITLES.LighthouseMines.config;
    const opened = minesFamily.open(config, { amount: 100n, mines: 3 }, new FloatSource([0.1, 0.2, 0.3]));
    const mines = (opened.steps[0] as { mines: number[] }).mines;
    const safeTile = [...Array(25).keys()].find((tile) => !mines.includes(tile))!;
    const revealed = minesFamily.act!(config, opened, { kind: 'reveal', tile: safeTile });
    const open = toPlayRound(
      rowOf({ family: 'mines', status: 'open', settledAt: null, bet: toStoredJson({ amount: 100n, mines: 3 }), steps: revealed.steps }),
      {
        serverSeed: null,
      },
    );
    expect(ZPlayRound.parse(open).steps).toEqual([{ kind: 'reveal', tile: safeTile, isMine: false, multiplier: expect.any(Number) }]);
    expect(JSON.stringify(open)).not.toContain('"board"');
    const settled = toPlayRound(rowOf({ family: 'mines', bet: toStoredJson({ amount: 100n, mines: 3 }), steps: revealed.steps }), {
      serverSeed: 'b'.repeat(64),
    });
    expect(settled.steps[0]).toEqual({ kind: 'board', mines });
    expect(settled.fairness).toEqual({ serverSeedHash: 'a'.repeat(64), serverSeed: 'b'.repeat(64), clientSeed: 'client', nonce: 3 });
    expect(settled.bet).toEqual({ amount: '1.00', mines: 3 });
  });

  it("gives a crash bet its target and cash-out as multipliers, and its live round's bust once known", () => {
    const row = rowOf({
      family: 'crash',
      bet: toStoredJson({ amount: '250', autoCashOut: 150, crashRoundId: 9, roundNumber: 42 }),
      steps: toStoredJson([{ cashedOutAt: 150 }]),
      stake: 250n,
      win: 375n,
    });
    const bust = { crash: '3.07', hash: 'c'.repeat(64), terminatingHash: 'd'.repeat(64), maxMultiplier: 100_000 };
    const round = ZPlayRound.parse(toPlayRound(row, { serverSeed: bust.hash, crashBust: bust }));
    if (round.family !== 'crash') throw new Error('not a crash round');
    expect(round.bet).toEqual({ amount: '2.50', autoCashOut: '1.50', roundNumber: 42 });
    expect(round.steps).toEqual([{ cashedOutAt: '1.50', bust }]);
    expect(round.fairness.serverSeed).toBe(bust.hash);
    // Caught by the bust, before the round is known to have busted: no hash, no crash.
    const lost = ZPlayRound.parse(toPlayRound({ ...row, steps: toStoredJson([{ cashedOutAt: null }]) }, { serverSeed: null }));
    expect(lost.family === 'crash' && lost.steps).toEqual([{ cashedOutAt: null, bust: null }]);
  });

  it('names the jackpot draw a round took part in, and what it won, and nothing for a round that drew none', () => {
    const rowOf = (change: Partial<RoundRow>) => diceRow({ bet: { amount: '100', direction: 'under', target: 5000 }, ...change });
    const drew = toPlayRound(rowOf({ isDemo: false, win: 50n, jackpotWin: 123_456n, jackpotChanceOneIn: 2_000_000 }), { serverSeed: null });
    expect(drew).toMatchObject({ win: '0.50', jackpotWin: '1234.56', jackpotDraw: { chanceOneIn: 2_000_000 } });
    expect(ZPlayRound.parse(drew)).toMatchObject({ jackpotDraw: { chanceOneIn: 2_000_000 } });
    const lost = toPlayRound(rowOf({ isDemo: false, jackpotChanceOneIn: 4 }), { serverSeed: null });
    expect(lost.jackpotDraw).toEqual({ chanceOneIn: 4 });
    expect(lost.jackpotWin).toBeUndefined();
    const none = toPlayRound(rowOf({}), { serverSeed: null });
    expect(none).not.toHaveProperty('jackpotDraw');
  });
});
