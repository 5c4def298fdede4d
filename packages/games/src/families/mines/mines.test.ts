import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import {
  checkMinesAction,
  minesFamily,
  minesMultiplier,
  minesView,
  survivalOdds,
  type MinesAction,
  type MinesConfig,
  type MinesState,
} from './mines';
import { minesStrategyMath } from './rtp';

const config: MinesConfig = { rtpBasisPoints: 9_700, limits: { minBet: 10n, maxBet: 10_000n } };
const open = (mines: number, floats: number[], amount = 1_000n) => minesFamily.open(config, { amount, mines }, new FloatSource(floats));
const act = (state: MinesState, ...actions: MinesAction[]) => actions.reduce((s, action) => minesFamily.act!(config, s, action), state);
const reveal = (tile: number): MinesAction => ({ kind: 'reveal', tile });
const cashOut: MinesAction = { kind: 'cashOut' };
const boardOf = (state: MinesState) => (state.steps[0]?.kind === 'board' ? state.steps[0].mines : []);

/** How the platform stores a round: JSON, with the bigint amounts as strings. */
const store = (state: MinesState) =>
  JSON.stringify(state, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
function restore(json: string): MinesState {
  const parsed = JSON.parse(json) as MinesState & { stake: string; win: string };
  return { ...parsed, stake: BigInt(parsed.stake), win: BigInt(parsed.win) };
}

describe('mines outcome mapping', () => {
  it('draws each mine with one float over the tiles still free', () => {
    // 25 tiles: floor(0.5 × 25) = 12 → tile 12; then 24 left, index 12 is tile 13; then 23 left, index 11 is tile 11.
    expect(boardOf(open(3, [0.5, 0.5, 0.5]))).toEqual([12, 13, 11]);
    expect(boardOf(open(2, [0, 0]))).toEqual([0, 1]);
    expect(boardOf(open(2, [1 - 2 ** -32, 1 - 2 ** -32]))).toEqual([24, 23]);
    expect(boardOf(open(24, Array<number>(24).fill(0)))).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  it('needs one float a mine', () => {
    for (const mines of [1, 7, 24]) {
      const floats = new FloatSource(Array<number>(mines).fill(0.42));
      minesFamily.open(config, { amount: 10n, mines }, floats);
      expect([minesFamily.maxFloats(config, { amount: 10n, mines }), floats.used]).toEqual([mines, mines]);
    }
  });

  it('stands at 97 % × C(25, k) / C(25 − m, k), rounded down to four decimals', () => {
    expect(minesMultiplier(config, 3, 1)).toBe(11_022); // 0.97 × 25 / 22 = 1.10227…
    expect(minesMultiplier(config, 3, 2)).toBe(12_597); // 0.97 × 300 / 231 = 1.25974…
    expect(minesMultiplier(config, 24, 1)).toBe(242_500); // 0.97 × 25
    expect(minesMultiplier(config, 1, 24)).toBe(242_500); // 0.97 × C(25, 24) / C(24, 24)
    expect(minesMultiplier(config, 12, 13)).toBe(50_442_910_000); // 0.97 × 5,200,300
  });
});

describe('mines rounds', () => {
  const started = open(3, [0.5, 0.5, 0.5]); // mines on 11, 12 and 13

  it('opens safe tiles, growing the multiplier, and cashes out rounding the win down', () => {
    const twoSafe = act(started, reveal(0), reveal(24));
    expect(twoSafe).toEqual({
      stake: 1_000n,
      win: 0n,
      steps: [
        { kind: 'board', mines: [12, 13, 11] },
        { kind: 'reveal', tile: 0, isMine: false, multiplier: 1.1022 },
        { kind: 'reveal', tile: 24, isMine: false, multiplier: 1.2597 },
      ],
      isFinished: false,
    });
    const cashed = act(twoSafe, cashOut);
    expect([cashed.win, cashed.isFinished, cashed.steps.at(-1)]).toEqual([1_259n, true, { kind: 'cashOut', multiplier: 1.2597 }]);
  });

  it('loses the round on a mine and takes nothing more', () => {
    const lost = act(started, reveal(0), reveal(13));
    expect([lost.win, lost.isFinished, lost.steps.at(-1)]).toEqual([0n, true, { kind: 'reveal', tile: 13, isMine: true, multiplier: 0 }]);
    expect(checkMinesAction(lost, reveal(1))).toBe('This round is over.');
    expect(() => act(lost, cashOut)).toThrow('This round is over.');
  });

  it('cashes out by itself when every safe tile is open', () => {
    const lastSafe = act(open(24, Array<number>(24).fill(0), 100n), reveal(24));
    expect([lastSafe.win, lastSafe.isFinished, lastSafe.steps.slice(1)]).toEqual([
      2_425n,
      true,
      [
        { kind: 'reveal', tile: 24, isMine: false, multiplier: 24.25 },
        { kind: 'cashOut', multiplier: 24.25 },
      ],
    ]);
  });

  it('resumes from the state the platform stored', () => {
    const stored = store(act(started, reveal(0)));
    const resumed = act(restore(stored), reveal(24), cashOut);
    expect(resumed).toEqual(act(started, reveal(0), reveal(24), cashOut));
    expect(resumed.win).toBe(1_259n);
  });

  it('says why an action is not possible', () => {
    expect(checkMinesAction(started, cashOut)).toBe('Open at least one tile before cashing out.');
    expect(checkMinesAction(started, reveal(25))).toBe('Pick a tile on the board.');
    expect(checkMinesAction(started, reveal(1.5))).toBe('Pick a tile on the board.');
    expect(checkMinesAction(started, { kind: 'jump' } as unknown as MinesAction)).toBe('Pick a tile on the board.');
    expect(checkMinesAction(act(started, reveal(4)), reveal(4))).toBe('That tile is already open.');
    expect(checkMinesAction(act(started, reveal(4)), cashOut)).toBeNull();
  });

  it('shows the player the mines only once the round is finished', () => {
    expect(minesView(config, started)).toEqual({ mineCount: 3, opened: [], multiplier: null, nextMultiplier: 1.1022, mines: null });
    expect(minesView(config, act(started, reveal(0)))).toEqual({
      mineCount: 3,
      opened: [0],
      multiplier: 1.1022,
      nextMultiplier: 1.2597,
      mines: null,
    });
    expect(minesView(config, act(started, reveal(0), reveal(12)))).toEqual({
      mineCount: 3,
      opened: [0, 12],
      multiplier: 0,
      nextMultiplier: null,
      mines: [12, 13, 11],
    });
  });

  it('takes 1 to 24 mines and a stake within the limits', () => {
    const check = (mines: number, amount = 100n) => minesFamily.checkBet(config, { amount, mines });
    expect([check(1), check(24)]).toEqual([null, null]);
    expect([check(0), check(25), check(2.5)]).toEqual(Array(3).fill('Choose from 1 to 24 mines.'));
    expect(check(3, 9n)).toBe('The stake is below the minimum for this game.');
    expect(check(3, 10_001n)).toBe('The stake is above the maximum for this game.');
  });
});

describe('mines RTP', () => {
  it('returns 96.9918 % to 97 % for every strategy of mines and tiles before cashing out', () => {
    const strategies = minesStrategyMath(config);
    expect(strategies).toHaveLength(300); // Σ over m = 1..24 of 25 − m
    const byRtp = [...strategies].sort((a, b) => a.rtp - b.rtp);
    expect(byRtp[0]).toMatchObject({ mines: 2, safe: 2, multiplier: 11_501, rtp: (11_501 * 253) / (10_000 * 300) });
    expect(byRtp.at(-1)!.rtp).toBe(0.97);
  });

  it('matches the engine played on every board of 1, 2 and 3 mines, opening tiles 0, 1, 2, … in turn', () => {
    for (const mines of [1, 2, 3]) {
      const boards: number[][] = [[]];
      for (let draw = 0; draw < mines; draw += 1) {
        const free = 25 - draw;
        boards.splice(
          0,
          boards.length,
          ...boards.flatMap((floats) => Array.from({ length: free }, (_, i) => [...floats, (i + 0.5) / free])),
        );
      }
      const stake = 10_000n; // a win is then the multiplier in ten-thousandths, exactly
      const paid = new Map<number, bigint>();
      const survived = new Map<number, number>();
      for (const floats of boards) {
        let state = minesFamily.open(config, { amount: stake, mines }, new FloatSource(floats));
        for (let tile = 0; !state.isFinished; tile += 1) {
          state = act(state, reveal(tile));
          // Cash out here on a copy (the last safe tile cashes out by itself), then play on.
          const settled = state.isFinished ? state : act(state, cashOut);
          if (settled.win === 0n) continue;
          const safe = tile + 1;
          paid.set(safe, (paid.get(safe) ?? 0n) + settled.win);
          survived.set(safe, (survived.get(safe) ?? 0) + 1);
        }
      }
      for (let safe = 1; safe <= 25 - mines; safe += 1) {
        const { ways, of } = survivalOdds(mines, safe);
        expect(BigInt(survived.get(safe)!) * of).toBe(BigInt(boards.length) * ways);
        expect(paid.get(safe)).toBe(BigInt(minesMultiplier(config, mines, safe) * survived.get(safe)!));
      }
    }
  });
});
