import type { TEligiblePromotions } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { dismiss, isDismissed, noDepositOffer } from './no-deposit-offer';

const event = (displayName: string, id: string, spins: number) => ({
  info: { displayName, eventName: displayName.replace(' ', '_') },
  promotions: [
    {
      config: {
        id,
        freeSpins: { configs: [{ totalSpins: spins }], games: [{ imageId: 'lunarforge:LuckyLanterns', provider: 'LunarForge' }] },
        cashBonus: { maximumBonus: '0.00', currency: 'EUR', percentage: 0 },
        depositRange: { minimumEur: '0.00', maximumEur: '0.00' },
      },
    },
  ],
});

describe('the no-deposit offer', () => {
  it('is the NO DEPOSIT event’s promotion, whatever comes before it', () => {
    const eligible: TEligiblePromotions = {
      eligible: true,
      events: [event('1st deposit', 'welcome-1', 100), event('NO DEPOSIT', 'g-1', 20)],
    };
    expect(noDepositOffer(eligible)).toEqual({
      id: 'g-1',
      spins: 20,
      game: { imageId: 'lunarforge:LuckyLanterns', provider: 'LunarForge' },
    });
  });

  it('is absent without the event, or without spins', () => {
    expect(noDepositOffer(undefined)).toBeUndefined();
    expect(noDepositOffer({ eligible: true, events: [event('1st deposit', 'welcome-1', 100)] })).toBeUndefined();
    expect(noDepositOffer({ eligible: true, events: [event('NO DEPOSIT', 'g-1', 0)] })).toBeUndefined();
  });

  it('remembers a dismissal per offer, and survives a storage that refuses', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(isDismissed(storage, 'g-1')).toBe(false);
    dismiss(storage, 'g-1');
    expect([isDismissed(storage, 'g-1'), isDismissed(storage, 'g-2')]).toEqual([true, false]);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => dismiss(refusing, 'g-1')).not.toThrow();
    expect(isDismissed(refusing, 'g-1')).toBe(false);
  });
});
