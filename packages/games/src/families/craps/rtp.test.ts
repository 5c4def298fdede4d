import { describe, expect, it } from 'vitest';
import { add, ratio, toNumber, toPercent } from '../../shared/rational';
import { CRAPS_TITLES } from './titles';
import { MAX_ROLLS, tableOf, type CrapsConfig, type Table } from './craps';
import { comeRtpFrom, crapsLineRtp, crapsMath, lineRtpFrom, UNLIMITED_DONT_PASS_RTP, UNLIMITED_PASS_RTP } from './rtp';

const percents = (config: CrapsConfig) => Object.fromEntries(crapsMath(config).map(({ bet, rtp }) => [bet, toPercent(rtp, 4)]));

// Each title's math enumerates every roll of up to 100 through the engine, some seconds on a busy machine.
describe('craps math', { timeout: 60_000 }, () => {
  it('has the closed forms: pass wins 244/495 of its rounds (98.5859 %), don’t pass bar 12 returns 98.6364 %', () => {
    // Pass: 8/36 naturals, then per point p with w ways: (w/36) × w/(w + 6).
    const points = [3, 4, 5, 5, 4, 3].map((w) => ratio(w * w, 36 * (w + 6)));
    const passWins = points.reduce(add, ratio(8, 36));
    expect(passWins).toEqual(ratio(244, 495));
    expect(UNLIMITED_PASS_RTP).toEqual(ratio(488, 495));
    expect([toPercent(UNLIMITED_PASS_RTP, 4), toPercent(UNLIMITED_DONT_PASS_RTP, 4)]).toEqual(['98.5859', '98.6364']);
    // Published house edges: pass 1.414 %, don't pass 1.364 % (3/220).
    expect(UNLIMITED_DONT_PASS_RTP).toEqual(ratio(217, 220));
  });

  it('enumerates the engine’s rolls to the same line returns, the roll limit moving them by less than 10^-12', () => {
    for (const { config } of Object.values(CRAPS_TITLES)) {
      const math = Object.fromEntries(crapsMath(config).map(({ bet, rtp }) => [bet, rtp]));
      expect(Math.abs(toNumber(math.pass!) - toNumber(UNLIMITED_PASS_RTP))).toBeLessThan(1e-12);
      expect(Math.abs(toNumber(math.dontPass!) - toNumber(UNLIMITED_DONT_PASS_RTP))).toBeLessThan(1e-12);
      expect(toPercent(crapsLineRtp(config), 2)).toBe('98.59');
    }
  });

  it('gives every bet its own exact return, per unit staked', () => {
    expect(percents(CRAPS_TITLES.CrapsCanyon.config)).toEqual({
      pass: '98.5859',
      dontPass: '98.6364',
      passOdds: '100.0000',
      dontPassOdds: '100.0000',
      come: '98.5859',
      dontCome: '98.6364',
      field: '97.2222',
      place4: '95.7005',
      place5: '97.3179',
      place6: '98.9470',
      place8: '98.9470',
      place9: '97.3179',
      place10: '95.7005',
      hard4: '92.8342',
      hard6: '93.6822',
      hard8: '93.6822',
      hard10: '92.8342',
    });
    // The field paying 2 on 12 returns 17/18 (published edge 5.56 %); paying 3, 35/36 (2.78 %).
    const field = (config: CrapsConfig) => crapsMath(config).find((m) => m.bet === 'field')!.rtp;
    expect([field(CRAPS_TITLES.CrapsCanyon.config), field(CRAPS_TITLES.LongshipDice.config)]).toEqual([ratio(35, 36), ratio(17, 18)]);
  });

  it('gives a come bet exactly a pass line bet’s return, and don’t come don’t pass’s, from any roll on', () => {
    const config = CRAPS_TITLES.LongshipDice.config;
    const opened = (line: 'pass' | 'dontPass', point: 4 | 6 | 9 | 10, rolls: number, bets: Table['bets'] = {}): Table => {
      const table = tableOf({ line, amount: 500n, field: 0n, place: {}, hardways: {} });
      return { ...table, point, rolls, bets: { ...table.bets, ...bets } };
    };
    // Whatever the line, its point, the bets already up and how many rolls are left, a come bet put down
    // now returns what a line bet made with as many rolls left returns: the same fraction.
    const tables = [
      opened('pass', 4, 1),
      opened('dontPass', 9, 37, { odds: 1000n, place6: 600n, come8: 500n }),
      opened('pass', 10, MAX_ROLLS - 3, { dontCome5: 500n, hard10: 100n }),
    ];
    const point6 = opened('pass', 6, 1);
    expect(crapsMath(config).find((m) => m.bet === 'come')!.rtp).toEqual(comeRtpFrom(config, 'come', point6));
    expect(crapsMath(config).find((m) => m.bet === 'dontCome')!.rtp).toEqual(comeRtpFrom(config, 'dontCome', point6));
    for (const table of tables) {
      expect(comeRtpFrom(config, 'come', table)).toEqual(lineRtpFrom(config, 'pass', table.rolls));
      expect(comeRtpFrom(config, 'dontCome', table)).toEqual(lineRtpFrom(config, 'dontPass', table.rolls));
    }
    // Put down on the first roll after the come-out, the roll limit moves them from the closed forms by less than 10^-12.
    const math = Object.fromEntries(crapsMath(config).map(({ bet, rtp }) => [bet, rtp]));
    expect(math.come).toEqual(lineRtpFrom(config, 'pass', 1));
    expect(Math.abs(toNumber(math.come!) - toNumber(UNLIMITED_PASS_RTP))).toBeLessThan(1e-12);
    expect(Math.abs(toNumber(math.dontCome!) - toNumber(UNLIMITED_DONT_PASS_RTP))).toBeLessThan(1e-12);
    // Late in a round the last roll returns more come bets undecided, so the return moves towards 1.
    expect(toNumber(lineRtpFrom(config, 'pass', MAX_ROLLS - 3))).toBeGreaterThan(toNumber(math.come!));
  });
});
