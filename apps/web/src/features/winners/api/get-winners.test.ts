import { describe, expect, it } from 'vitest';
import { winnersUrl } from './get-winners';

describe('winners rail address', () => {
  it('asks in the player’s currency, and leaves a visitor’s to the server (EUR)', () => {
    expect(winnersUrl('latest', null)).toBe('/game-aggregator-service/api/v1/winners/latest');
    expect(winnersUrl('top', 'USD')).toBe('/game-aggregator-service/api/v1/winners/top?currency=USD');
  });
});
