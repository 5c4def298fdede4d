import { CURRENCY_CODES as currencies } from '@casino/contracts';
import { checkRounding, paidMinimum, TITLES } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { readAmount, toDecimal } from './decimal';
import { openingBet, openingStakeOf, roundingNotice } from './opening-bet';

const ROUNDED = new Set(['dice', 'mines', 'plinko', 'lottery', 'cardDuel', 'crash', 'craps']);
const titles = Object.entries(TITLES).filter(([, title]) => ROUNDED.has(title.family));
const game = (key: string) => ({
  id: `studio:${key}`,
  name: key,
  provider: 'Studio',
  family: TITLES[key]!.family,
  rtp: '',
  volatility: 'low' as const,
  slug: key,
  backdrop: null,
});

// A currency's minimum is the title's EUR minimum converted at the day's rate, moved up to the first stake some
// bet is paid in full at (paidMinimum). Rounding depends on minor units alone, so every minimum the server can
// state in any currency at any rate is one of these.
const ROUNDING_FREE = 1_000n;
function minimaOf(key: string): bigint[] {
  const minima: bigint[] = [];
  for (let converted = 1n; converted <= ROUNDING_FREE; converted = minima.at(-1)! + 1n) minima.push(paidMinimum(TITLES[key]!, converted));
  return minima;
}

describe('the bet a game screen opens with', () => {
  it.each(titles.map(([key]) => key))(
    '%s: is taken at the opening stake in every currency, whatever its minimum',
    (key) => {
      const title = TITLES[key]!;
      const minima = minimaOf(key);
      // Each minimum in a currency of its own, in turn: every currency and every minimum are tried.
      minima.forEach((min, i) => {
        const currency = currencies[i % currencies.length]!;
        const minBet = toDecimal(min, currency);
        const stake = readAmount(
          openingStakeOf({ game: game(key), currency, limits: { minBet, maxBet: '1000000', maxWin: '0' } }),
          currency,
        )!;
        expect(stake).toBeGreaterThanOrEqual(min);
        const bet = openingBet(title, stake);
        if (bet !== null) expect(checkRounding(title, bet), `${key} at ${toDecimal(stake, currency)} ${currency}`).toBeNull();
      });
    },
    30_000,
  );

  it('opens dice on its default target at the first stake that target is paid in full', () => {
    const session = { game: game('EmberDice'), currency: 'EUR', limits: { minBet: '0.10', maxBet: '100.00', maxWin: '0' } };
    const stake = openingStakeOf(session);
    expect(readAmount(stake, 'EUR')).toBeGreaterThan(10n);
    expect(roundingNotice(session, stake, (amount) => openingBet(TITLES.EmberDice!, amount))).toBeNull();
  });

  it('says before the bet when a stake and choice would be refused, in the words the server refuses it with', () => {
    const session = { game: game('EmberDice'), currency: 'EUR' };
    const nearlyCertain = (amount: bigint) => ({ amount, direction: 'under', target: 9000 });
    expect(roundingNotice(session, '0.10', nearlyCertain)).toBe(checkRounding(TITLES.EmberDice!, nearlyCertain(10n)));
    expect(roundingNotice(session, '0.10', nearlyCertain)).toMatch(/raise the stake/);
    expect(roundingNotice(session, '10.00', nearlyCertain)).toBeNull();
    // A stake that is no amount is the stake field's to flag.
    expect(roundingNotice(session, 'abc', nearlyCertain)).toBeNull();
  });
});
