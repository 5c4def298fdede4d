import type { TCrashEvent, TCrashPlayerBet, TCrashRound, TCrashState } from '@casino/contracts';
import { cashOutWin, multiplierAt } from '@casino/games';
import { toDecimal, toMinor } from '../../lib/decimal';

/** How many busts the strip shows. */
export const RECENT_SHOWN = 12;

/** A multiplier in hundredths as the API writes it: 237 → "2.37". */
export const multiplierText = (hundredths: number) => (hundredths / 100).toFixed(2);

/** The API's "2.37" in hundredths (237). */
export const hundredthsOf = (multiplier: string) => Math.round(Number(multiplier) * 100);

/**
 * Applies one pushed event to what the screen knows. Events of another round number than the current one
 * are stale (a late tick of the round before), except a new round opening, which replaces it.
 */
export function applyEvent(state: TCrashState, event: TCrashEvent): TCrashState {
  const { round } = state;
  switch (event.type) {
    case 'betting':
      return { ...state, round: event.round, bet: state.bet?.roundNumber === event.round.number ? state.bet : null };
    case 'rising':
      return event.round.number >= round.number ? { ...state, round: event.round } : state;
    case 'tick':
    case 'cashOut':
      if (event.number !== round.number || round.phase !== 'rising') return state;
      // Ticks only ever raise the multiplier: one arriving late must not move it back.
      return hundredthsOf(event.multiplier) > hundredthsOf(round.multiplier)
        ? { ...state, round: { ...round, multiplier: event.multiplier } }
        : state;
    case 'busted': {
      if (event.round.number < round.number) return state;
      const { number, crash, hash } = event.round;
      const isNew = crash !== null && hash !== null && !state.recent.some((bust) => bust.number === number);
      const recent = isNew ? [{ number, crash, hash }, ...state.recent].slice(0, RECENT_SHOWN) : state.recent;
      return { ...state, round: event.round, recent };
    }
  }
}

/**
 * The multiplier to draw at `nowMs`: while rising, the shared curve from the round's `risesAt` (the one the
 * server pays at), never below what the server last announced, so a late local clock still shows its number.
 */
export function shownHundredths(round: TCrashRound, nowMs: number): number {
  const announced = hundredthsOf(round.multiplier);
  if (round.phase !== 'rising') return round.phase === 'busted' && round.crash ? hundredthsOf(round.crash) : announced;
  return Math.max(announced, multiplierAt(nowMs - Date.parse(round.risesAt)));
}

/** Whole seconds left in the betting phase (0 once it has ended). */
export const secondsToRise = (round: TCrashRound, nowMs: number) => Math.max(0, Math.ceil((Date.parse(round.risesAt) - nowMs) / 1000));

/**
 * Where multiplier `hundredths` sits on the curve drawn up to `shown`, in its 100 × 60 box: time across (a multiplier
 * grows exponentially with time, so its logarithm is its time), the multiplier up, scaled so `shown` is at the top.
 */
export function curvePoint(hundredths: number, shown: number): { x: number; y: number } {
  const top = Math.max(200, shown);
  const span = Math.log(shown / 100);
  return { x: span > 0 ? (100 * Math.log(hundredths / 100)) / span : 0, y: 60 - ((hundredths - 100) / (top - 100)) * 56 };
}

/**
 * Where the vehicle rides: the curve's tip, and the turn (degrees, clockwise) that points a rocket drawn heading up
 * and to the right (45°) along the curve there.
 */
export function vehicleAt(shown: number): { x: number; y: number; turn: number } {
  const tip = curvePoint(shown, shown);
  const behind = curvePoint(Math.max(100, shown * 0.95), shown);
  const heading = (Math.atan2(behind.y - tip.y, tip.x - behind.x) * 180) / Math.PI;
  return { ...tip, turn: Math.round(45 - (tip.x === behind.x ? 0 : heading)) };
}

/** The curve drawn so far as an SVG path in a 100 × 60 box: time across, the multiplier up, scaled to fit. */
export function curvePath(hundredths: number, points = 32): string {
  const span = Math.log(hundredths / 100);
  const coords: string[] = [];
  for (let i = 0; i <= points; i += 1) {
    const { y } = curvePoint(100 * Math.exp((span * i) / points), hundredths);
    coords.push(`${((100 * i) / points).toFixed(1)},${y.toFixed(1)}`);
  }
  return `M${coords.join(' L')}`;
}

/** How many of a round's cash-outs the screen keeps: the latest ones. */
export const CASH_OUTS_SHOWN = 20;

/** The cash-outs pushed for one round (every player's, ours too), oldest first. */
export type RoundCashOuts = { number: number; multipliers: string[] };

/** Adds a pushed cash-out: a newer round's first one starts the list again; a late one of an older round is dropped. */
export function withCashOut(current: RoundCashOuts, event: Extract<TCrashEvent, { type: 'cashOut' }>): RoundCashOuts {
  if (event.number < current.number) return current;
  const earlier = event.number === current.number ? current.multipliers : [];
  return { number: event.number, multipliers: [...earlier, event.multiplier].slice(-CASH_OUTS_SHOWN) };
}

/** A cash-out the leader announced at (or past) this bet's automatic target in its round: most likely this bet's. */
export const isOwnAutoCashOut = (bet: TCrashPlayerBet, event: Extract<TCrashEvent, { type: 'cashOut' }>) =>
  bet.autoCashOut !== null && event.number === bet.roundNumber && hundredthsOf(event.multiplier) >= hundredthsOf(bet.autoCashOut);

/** What a cash-out at `hundredths` would pay for `stake`, rounded down to the currency's minor unit as the server pays. */
export const cashOutWinAt = (stake: string, hundredths: number, currency: string) =>
  toDecimal(cashOutWin(toMinor(stake, currency), hundredths), currency);
