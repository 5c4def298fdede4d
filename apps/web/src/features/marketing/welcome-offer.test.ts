import { describe, expect, it } from 'vitest';
import { FIRST, SECOND } from '@/lib/welcome-offer-fixtures';
import { bandLabel } from './welcome-offer';

describe('bandLabel', () => {
  it('names each band of a deposit with several by its upper bound, the last by the one before', () => {
    expect(FIRST.tiers.map((_, i) => bandLabel(FIRST, i))).toEqual([
      { key: 'depositUpTo', amount: '16' },
      { key: 'depositUpTo', amount: '50' },
      { key: 'depositUpTo', amount: '100' },
      { key: 'depositOver', amount: '100' },
    ]);
  });

  it('says nothing of the only band of a deposit', () => {
    expect(bandLabel(SECOND, 0)).toBeNull();
  });
});
