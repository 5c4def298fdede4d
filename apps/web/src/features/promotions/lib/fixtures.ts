import type { TPlayerPromotion } from '@casino/contracts';

/** A player's promotion as the API sends it; tests change what they look at. */
export function playerPromotion(change: Partial<TPlayerPromotion> = {}): TPlayerPromotion {
  return {
    id: 'p1',
    accepted: true,
    status: 'active',
    source: 'deposit',
    displayName: '1st deposit',
    currency: 'EUR',
    bonusAmount: '100.00',
    bonusBalance: null,
    freeSpins: 100,
    freeSpinsGame: null,
    wageringRequirement: '3500.00',
    wagered: '0.00',
    spendOrder: 'real-first',
    maximumBet: '5.00',
    expiresAt: '2026-12-27T12:00:00.000Z',
    createdAt: '2026-11-27T12:00:00.000Z',
    ...change,
  };
}
