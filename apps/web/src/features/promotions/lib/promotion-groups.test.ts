import { describe, expect, it } from 'vitest';
import { playerPromotion } from './fixtures';
import { groupPromotions } from './promotion-groups';

describe('groupPromotions', () => {
  it('splits active, pending and finished, keeping the order', () => {
    const list = [
      playerPromotion({ id: 'a', status: 'pending' }),
      playerPromotion({ id: 'b', status: 'active' }),
      playerPromotion({ id: 'c', status: 'expired' }),
      playerPromotion({ id: 'd', status: 'completed' }),
      playerPromotion({ id: 'e', status: 'forfeited' }),
      playerPromotion({ id: 'f', status: 'rejected' }),
      playerPromotion({ id: 'g', status: 'pending' }),
    ];
    const groups = groupPromotions(list);
    expect(groups.active.map((p) => p.id)).toEqual(['b']);
    expect(groups.pending.map((p) => p.id)).toEqual(['a', 'g']);
    expect(groups.finished.map((p) => p.id)).toEqual(['c', 'd', 'e', 'f']);
  });
});
