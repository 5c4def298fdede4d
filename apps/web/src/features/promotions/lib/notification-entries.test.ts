import { describe, expect, it } from 'vitest';
import { playerPromotion } from './fixtures';
import { MAX_NAMED_ENTRIES, PENDING_PROMOTIONS_PATH, notificationEntries, pendingCount } from './notification-entries';

const pending = (id: string, displayName: string) => playerPromotion({ id, displayName, status: 'pending', accepted: false });

describe('notificationEntries', () => {
  it('says there is nothing new, without a link, when nothing is pending', () => {
    expect(notificationEntries(undefined)).toEqual([{ key: 'none', labelKey: 'notifications.none' }]);
    expect(notificationEntries([playerPromotion({ status: 'active' }), playerPromotion({ id: 'p2', status: 'expired' })])).toEqual([
      { key: 'none', labelKey: 'notifications.none' },
    ]);
  });

  it('leaves the "nothing new" line out when the bell shows another notice', () => {
    expect(notificationEntries([], { hasOtherNotice: true })).toEqual([]);
    expect(notificationEntries([pending('a', 'Spring code')], { hasOtherNotice: true })).toHaveLength(1);
  });

  it('names each pending promotion and leads to the pending page', () => {
    const entries = notificationEntries([pending('a', '2nd deposit'), playerPromotion({ id: 'b' }), pending('c', 'Spring code')]);
    expect(entries).toEqual([
      { key: 'a', labelKey: 'notifications.pendingPromotion', vars: { name: '2nd deposit' }, href: PENDING_PROMOTIONS_PATH },
      { key: 'c', labelKey: 'notifications.pendingPromotion', vars: { name: 'Spring code' }, href: PENDING_PROMOTIONS_PATH },
    ]);
  });

  it('counts the rest in one entry past the first few', () => {
    const list = Array.from({ length: MAX_NAMED_ENTRIES + 2 }, (_, i) => pending(`p${i}`, `Offer ${i}`));
    const entries = notificationEntries(list);
    expect(entries).toHaveLength(MAX_NAMED_ENTRIES + 1);
    expect(entries.at(-1)).toEqual({
      key: 'more',
      labelKey: 'notifications.morePending',
      vars: { count: 2 },
      href: PENDING_PROMOTIONS_PATH,
    });
    expect(entries.every((e) => e.href === PENDING_PROMOTIONS_PATH)).toBe(true);
  });

  it('counts the pending promotions', () => {
    expect(pendingCount(undefined)).toBe(0);
    expect(pendingCount([pending('a', 'A'), playerPromotion(), pending('b', 'B')])).toBe(2);
  });
});
