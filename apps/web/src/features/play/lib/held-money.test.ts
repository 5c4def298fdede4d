import { describe, expect, it } from 'vitest';
import { stakeTaken } from './held-money';

describe('the money shown while a round is presented', () => {
  const before = { currency: 'EUR', balance: '20.00', totals: { staked: '1.00', won: '0.40' } };

  it('shows the stake taken and nothing of the win', () => {
    // The server answered a €0.10 drop that paid €5.60: balance 25.50, totals 1.10 staked, 6.00 won.
    expect(stakeTaken(before, { totals: { staked: '1.10', won: '6.00' } })).toEqual({
      balance: '19.90',
      totals: { staked: '1.10', won: '0.40' },
    });
  });

  it('moves nothing for a round that staked none of the balance (a free spin)', () => {
    expect(stakeTaken(before, { totals: { staked: '1.00', won: '0.90' } })).toEqual({
      balance: '20.00',
      totals: { staked: '1.00', won: '0.40' },
    });
  });
});
