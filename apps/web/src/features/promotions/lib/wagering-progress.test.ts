import { describe, expect, it } from 'vitest';
import { isPositive, percentOf, remainingOf } from './decimal';
import { wageringProgress } from './wagering-progress';

describe('wageringProgress', () => {
  it('is empty before any stake and shows the whole requirement as left', () => {
    expect(wageringProgress({ wagered: '0.00', wageringRequirement: '3500.00' })).toEqual({
      percent: 0,
      wagered: '0.00',
      requirement: '3500.00',
      remaining: '3500.00',
      isMet: false,
    });
  });

  it('rounds down, so the bar is full only when the requirement is met', () => {
    expect(wageringProgress({ wagered: '1750.00', wageringRequirement: '3500.00' }).percent).toBe(50);
    expect(wageringProgress({ wagered: '3499.99', wageringRequirement: '3500.00' })).toMatchObject({
      percent: 99,
      remaining: '0.01',
      isMet: false,
    });
    expect(wageringProgress({ wagered: '3500.00', wageringRequirement: '3500.00' })).toMatchObject({
      percent: 100,
      remaining: '0.00',
      isMet: true,
    });
  });

  it('never passes 100 % nor shows a negative amount left', () => {
    expect(wageringProgress({ wagered: '4000.00', wageringRequirement: '3500.00' })).toMatchObject({ percent: 100, remaining: '0.00' });
  });

  it('counts a bonus without a requirement as met', () => {
    expect(wageringProgress({ wagered: '0', wageringRequirement: '0' })).toMatchObject({ percent: 100, isMet: true });
  });

  it('keeps every decimal of a crypto amount', () => {
    const progress = wageringProgress({ wagered: '0.000000000000000001', wageringRequirement: '0.000000000000000003' });
    expect(progress).toMatchObject({ percent: 33, remaining: '0.000000000000000002' });
  });

  it('reads amounts of different scales', () => {
    expect(percentOf('1.5', '3.000')).toBe(50);
    expect(remainingOf('10', '2.25')).toBe('7.75');
  });

  it('counts an unreadable amount as no progress', () => {
    expect(percentOf('abc', '10')).toBe(0);
    expect(percentOf('-1', '10')).toBe(0);
    expect(remainingOf('10', 'x')).toBe('0');
  });
});

describe('isPositive', () => {
  it('is true for an amount above zero only', () => {
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('')).toBe(false);
  });
});
