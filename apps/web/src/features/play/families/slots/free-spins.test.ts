import { describe, expect, it } from 'vitest';
import { countFreeRound, freeSpinsAfter, initialFreeSpins, slotsBet } from './free-spins';

describe('free spins in the slot client', () => {
  it('offers the session’s spins, and none when it has none left', () => {
    expect(initialFreeSpins({ freeSpins: { left: 20, stake: '0.10' } })).toEqual({ left: 20, stake: '0.10' });
    expect(initialFreeSpins({ freeSpins: { left: 0, stake: '0.10' } })).toBeNull();
    expect(initialFreeSpins({ freeSpins: null })).toBeNull();
    expect(initialFreeSpins({})).toBeNull();
  });

  it('counts each free round once and runs out at zero', () => {
    let counted: ReadonlySet<string> = new Set();
    counted = countFreeRound(counted, { id: 'a', isFree: true });
    counted = countFreeRound(counted, { id: 'a', isFree: true });
    counted = countFreeRound(counted, { id: 'b' });
    counted = countFreeRound(counted, null);
    expect(counted.size).toBe(1);
    expect(freeSpinsAfter({ left: 2, stake: '0.10' }, counted.size)).toEqual({ left: 1, stake: '0.10' });
    expect(freeSpinsAfter({ left: 2, stake: '0.10' }, 2)).toBeNull();
    expect(freeSpinsAfter(null, 0)).toBeNull();
  });

  it('sends a free bet only while the player uses spins and has one', () => {
    const free = { left: 3, stake: '0.10' };
    expect(slotsBet('0.05', true, free)).toEqual({ family: 'slots', coinValue: '0.05', free: true });
    expect(slotsBet('0.05', false, free)).toEqual({ family: 'slots', coinValue: '0.05' });
    expect(slotsBet('0.05', true, null)).toEqual({ family: 'slots', coinValue: '0.05' });
  });
});
