import { describe, expect, it } from 'vitest';
import { orderForViewer } from './get-jackpots';

const pool = (currency: string) => ({ id: `jackpot-${currency.toLowerCase()}`, name: 'Grand Jackpot', amount: '1000.00', currency });

describe('jackpot order', () => {
  it('puts the viewer’s currency first and keeps the rest as the API lists them', () => {
    expect(orderForViewer([pool('EUR'), pool('USD'), pool('CAD')], 'USD').map((j) => j.currency)).toEqual(['USD', 'EUR', 'CAD']);
    expect(orderForViewer([pool('EUR'), pool('USD')], 'BTC').map((j) => j.currency)).toEqual(['EUR', 'USD']);
    expect(orderForViewer([], 'EUR')).toEqual([]);
  });
});
