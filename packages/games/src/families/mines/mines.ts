import type { GameFamily, RoundState } from '../../family';
import type { Payout } from '../../shared/rounding';
import { checkStake, MULTIPLIER_SCALE, winAt, type StakeLimits } from '../../shared/stakes';

/**
 * Mines on a 5×5 board, tiles 0–24 row by row. The mines are drawn as Stake draws them: one float
 * per mine picks among the tiles still free (a Fisher–Yates draw). After k safe tiles the round
 * stands at RTP × C(25, k) / C(25 − mines, k), rounded down to four decimals: the inverse of the
 * chance of surviving k picks, so cashing out after any k returns the RTP.
 */
export const TILES = 25;
export const MAX_MINES = TILES - 1;

/** rtpBasisPoints: the RTP in hundredths of a percent (9700 is 97.00 %). */
export type MinesConfig = { rtpBasisPoints: number; limits: StakeLimits };
export type MinesBet = { amount: bigint; mines: number };
export type MinesAction = { kind: 'reveal'; tile: number } | { kind: 'cashOut' };

/**
 * The board step comes first and holds the mines, so the stored state is all a later `act` needs.
 * A player may see it only once the round is finished (`minesView`). Multipliers are decimals:
 * where the round stands after the step (0 once a mine is hit).
 */
export type MinesStep =
  | { kind: 'board'; mines: number[] }
  | { kind: 'reveal'; tile: number; isMine: boolean; multiplier: number }
  | { kind: 'cashOut'; multiplier: number };

export type MinesState = RoundState<MinesStep>;

function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The multiplier in ten-thousandths after `safe` safe tiles with `mines` mines on the board. */
export function minesMultiplier(config: MinesConfig, mines: number, safe: number): number {
  return Number((BigInt(config.rtpBasisPoints) * choose(TILES, safe)) / choose(TILES - mines, safe));
}

/** The chance of `safe` safe tiles in a row: C(25 − mines, k) / C(25, k), as exact integers. */
export function survivalOdds(mines: number, safe: number): { ways: bigint; of: bigint } {
  return { ways: choose(TILES - mines, safe), of: choose(TILES, safe) };
}

function boardOf(state: MinesState): number[] {
  const board = state.steps[0];
  if (board?.kind !== 'board') throw new Error('a mines round starts with its board');
  return board.mines;
}

const openedTiles = (state: MinesState) => state.steps.flatMap((step) => (step.kind === 'reveal' ? [step.tile] : []));

/** Why the player cannot do this now (a sentence for the player), or null. */
export function checkMinesAction(state: MinesState, action: MinesAction): string | null {
  if (state.isFinished) return 'This round is over.';
  if (action.kind === 'cashOut') return openedTiles(state).length > 0 ? null : 'Open at least one tile before cashing out.';
  if (action.kind !== 'reveal' || !Number.isInteger(action.tile) || action.tile < 0 || action.tile >= TILES)
    return 'Pick a tile on the board.';
  return openedTiles(state).includes(action.tile) ? 'That tile is already open.' : null;
}

function cashOut(state: MinesState, steps: MinesStep[], multiplier: number): MinesState {
  const decimal = multiplier / MULTIPLIER_SCALE;
  return { ...state, win: winAt(state.stake, multiplier), steps: [...steps, { kind: 'cashOut', multiplier: decimal }], isFinished: true };
}

/** Each cash-out a round with this many mines can take, after 1 to every safe tile: its chance and multiplier. */
export function* minesCashOuts(config: MinesConfig, mines: number): Generator<Payout[]> {
  for (let safe = 1; safe <= TILES - mines; safe += 1) {
    const { ways, of } = survivalOdds(mines, safe);
    yield [{ chance: Number(ways) / Number(of), num: minesMultiplier(config, mines, safe), den: MULTIPLIER_SCALE }];
  }
}

export const minesFamily: GameFamily<MinesConfig, MinesBet, MinesStep, MinesAction> = {
  id: 'mines',

  checkBet(config, bet) {
    if (!Number.isInteger(bet.mines) || bet.mines < 1 || bet.mines > MAX_MINES) return `Choose from 1 to ${MAX_MINES} mines.`;
    return checkStake(config.limits, bet.amount);
  },

  maxFloats: (_config, bet) => bet.mines,

  open(_config, bet, floats) {
    const free = Array.from({ length: TILES }, (_, tile) => tile);
    const mines = Array.from({ length: bet.mines }, () => free.splice(floats.nextInt(free.length), 1)[0]!);
    return { stake: bet.amount, win: 0n, steps: [{ kind: 'board', mines }], isFinished: false };
  },

  act(config, state, action) {
    const refusal = checkMinesAction(state, action);
    if (refusal) throw new Error(refusal);
    const mines = boardOf(state);
    const safe = openedTiles(state).length;
    if (action.kind === 'cashOut') return cashOut(state, state.steps, minesMultiplier(config, mines.length, safe));

    if (mines.includes(action.tile)) {
      return {
        ...state,
        win: 0n,
        steps: [...state.steps, { kind: 'reveal', tile: action.tile, isMine: true, multiplier: 0 }],
        isFinished: true,
      };
    }
    const multiplier = minesMultiplier(config, mines.length, safe + 1);
    const steps: MinesStep[] = [
      ...state.steps,
      { kind: 'reveal', tile: action.tile, isMine: false, multiplier: multiplier / MULTIPLIER_SCALE },
    ];
    // The last safe tile leaves nothing to risk: the round cashes out by itself.
    return safe + 1 === TILES - mines.length ? cashOut(state, steps, multiplier) : { ...state, steps };
  },
};

/**
 * What the player may see of a round: the tiles opened, where the round stands (null before the
 * first tile), what the next safe tile would make it, and the mines only once it is finished.
 */
export function minesView(config: MinesConfig, state: MinesState) {
  const mines = boardOf(state);
  const opened = openedTiles(state);
  const last = state.steps.at(-1)!;
  return {
    mineCount: mines.length,
    opened,
    multiplier: last.kind === 'board' ? null : last.multiplier,
    nextMultiplier: state.isFinished ? null : minesMultiplier(config, mines.length, opened.length + 1) / MULTIPLIER_SCALE,
    mines: state.isFinished ? mines : null,
  };
}
