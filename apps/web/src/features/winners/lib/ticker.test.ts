import { describe, expect, it } from 'vitest';
import { MIN_TICKER_WINS, SECONDS_PER_WIN, tickerSeconds } from './ticker';

describe('the moving wins rail', () => {
  it('stands still while the wins are too few to fill a screen', () => {
    expect(tickerSeconds(0)).toBeNull();
    expect(tickerSeconds(MIN_TICKER_WINS - 1)).toBeNull();
  });

  it('keeps the same pace however many wins it loops through', () => {
    const few = tickerSeconds(MIN_TICKER_WINS)!;
    const many = tickerSeconds(MIN_TICKER_WINS * 3)!;
    expect(few / MIN_TICKER_WINS).toBe(SECONDS_PER_WIN);
    expect(many / few).toBe(3);
  });
});
