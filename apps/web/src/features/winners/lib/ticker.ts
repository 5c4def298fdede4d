/** Fewer wins than this do not fill a wide screen: they stand still instead of looping with a gap. */
export const MIN_TICKER_WINS = 8;
/** Seconds each win takes to pass: slow enough to read an amount and a game. */
export const SECONDS_PER_WIN = 5;

/** How long one loop of the moving rail lasts in seconds, or null when the wins are too few to move. */
export function tickerSeconds(winCount: number): number | null {
  return winCount >= MIN_TICKER_WINS ? winCount * SECONDS_PER_WIN : null;
}
