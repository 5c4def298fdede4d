import { findTitle, provenRtp, slotMath, toPercent, type Title } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { convertFromEurCeil } from '../../lib/money';
import { engineBet } from './engine-bets';
import { gameView } from './game-view';
import { engineOf, limitsOf, sessionLimits, titleInCurrency } from './title-play';

const USD_RATE = '1.1012';
const toUsd = (cents: bigint) => convertFromEurCeil(cents, USD_RATE, 'USD');
const slots = (title: Title) => title as Extract<Title, { family: 'slots' }>;

describe('a title in the session’s currency', () => {
  it('converts slot coin values (rounded up), keeps the stake limits spanning them, and keeps the exact RTP', () => {
    const eur = slots(findTitle('LuckyLanterns')!);
    const usd = slots(titleInCurrency(eur, toUsd));
    expect(usd.config.coinValues.slice(0, 3)).toEqual([2n, 3n, 4n]); // 1.1012, 2.2024, 3.3036 cents, rounded up
    expect([usd.config.minStake, usd.config.maxStake]).toEqual([20n, usd.config.coinValues.at(-1)! * 10n]);
    expect(toPercent(slotMath(usd.config).rtp, 2)).toBe(provenRtp(eur));
    const view = gameView(usd, 'USD');
    expect(view.family === 'slots' && view.coinValues[0]).toBe('0.02');
  });

  it('converts table limits and states the largest win at the largest stake', () => {
    const dice = titleInCurrency(findTitle('EmberDice')!, toUsd);
    // 500 EUR → 550.60 USD; the best multiplier is 98 % × 10001 / 2 = ×4900.49.
    expect(limitsOf(dice)).toEqual({ minBet: 12n, maxBet: 55_060n, maxWin: (55_060n * 49_004_900n) / 10_000n });
    const roulette = findTitle('LunarRoulette')!;
    // 1,000 EUR a spin, 50 EUR a number. Best pocket 2: its straight, four splits, street and two trios take
    // 18 × 50 EUR and return 8 × 36 × 50; the last 100 EUR on a corner return 9 × 100: 15,300 EUR.
    expect(sessionLimits(roulette, 'EUR')).toEqual({ minBet: '0.10', maxBet: '1000.00', maxWin: '15300.00' });
  });

  it('states a slot’s largest win as the best round its strips can really play, at the largest coin', () => {
    const eur = findTitle('LuckyLanterns')!;
    // 54,348.4 × the €100 stake: five scatters on the paid spin, then 100 free spins at ×2 (retriggers reach the
    // cap). The bound shown before, every line at the top pay on every spin, claimed 235,572 × (€23,557,200).
    expect(sessionLimits(eur, 'EUR')).toEqual({ minBet: '0.10', maxBet: '100.00', maxWin: '5434840.00' });
    // The same round at the largest USD coin, 11.02 (10 lines: 110.20 a spin).
    expect(limitsOf(titleInCurrency(eur, toUsd))).toEqual({ minBet: 20n, maxBet: 11_020n, maxWin: 598_919_368n });
  });

  it('names a coin value the game does not offer in the session’s currency', () => {
    const usd = titleInCurrency(findTitle('LuckyLanterns')!, toUsd);
    expect(() => engineBet(usd, { family: 'slots', coinValue: '0.01' }, 'USD')).toThrow(
      /^Choose one of this game's coin values: 0\.02, 0\.03/,
    );
    expect(engineBet(usd, { family: 'slots', coinValue: '0.02' }, 'USD')).toEqual({ coinValue: 2n });
  });

  it('gives a crash title its cap and betting phase, and no round engine: its bets go to the live round', () => {
    const crash = titleInCurrency(findTitle('OrbitRush')!, toUsd);
    expect(gameView(crash, 'USD')).toEqual({ family: 'crash', maxMultiplier: 100_000, bettingMs: 7_000 });
    // 500 EUR → 550.60 USD at ×1,000. 1.00 EUR → 1.11 USD moves up to 2.00: below 1,000 cents a crash stake is whole
    // dollars, where every cash-out pays to the cent.
    expect(sessionLimits(crash, 'USD')).toEqual({ minBet: '2.00', maxBet: '550.60', maxWin: '550600.00' });
    expect(() => engineOf(crash)).toThrow("This game's bets go to its live round.");
    expect(engineOf(findTitle('EmberDice')!).open).toBeTypeOf('function');
  });
});
