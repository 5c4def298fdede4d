import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectStartRefused } from '../../../test/app';
import { useTempDir } from '../../../test/temp-dir';
import { loadPromotionSettings } from './config';
import { wageringRulesOf } from './wagering';

const SHIPPED = new URL('../../../data/promotions.json', import.meta.url).pathname;
const VALID = JSON.parse(readFileSync(SHIPPED, 'utf8')) as { welcome: { deposits: object[] }; wagering: object; freeSpins: object };

describe('promotions file', () => {
  const { writeJson } = useTempDir('promotion-settings-');

  it('reads the shipped file: the welcome offer of docs/product.md, 35× wagering, a 5 EUR maximum bet', () => {
    const settings = loadPromotionSettings(SHIPPED, 1000n);
    expect(settings.welcome.maximumBonusEurCents).toBe(800_000n);
    expect(settings.welcome.minimumDepositEurCents).toBe(1000n);
    expect(
      settings.welcome.deposits.map((d) => [d.depositNumber, d.tiers.map((t) => [t.upToEurCents, t.bonusPercent, t.freeSpins])]),
    ).toEqual([
      [
        1,
        [
          [1600n, 50, 100],
          [5000n, 125, 125],
          [10_000n, 200, 150],
          [null, 200, 150],
        ],
      ],
      [2, [[null, 150, 100]]],
      [3, [[null, 100, 100]]],
      [4, [[null, 100, 100]]],
      [5, [[null, 200, 100]]],
    ]);
    expect(settings.wagering).toMatchObject({ multiplier: 35, maximumBetEurCents: 500n, validityDays: 30, spendOrder: 'real-first' });
    expect(settings.wagering.contributionPercent).toMatchObject({ slots: 100, blackjack: 0 });
    expect(settings.freeSpins).toEqual({ games: ['LuckyLanterns'], spinValueEurCents: 10n, validityDays: 7 });
    expect(settings.noDeposit).toEqual({
      displayName: 'NO DEPOSIT',
      freeSpins: 20,
      validityDays: 7,
      winUnlock: { depositAmountEurCents: 2_000n, extraBonusPercent: 100 },
    });
    expect(settings.loyaltyLevels.map((l) => [l.level, l.name, l.minimumWageredEurCents])).toEqual([
      [1, 'Bronze', 0n],
      [2, 'Silver', 100_000n],
      [3, 'Gold', 1_000_000n],
      [4, 'Platinum', 5_000_000n],
      [5, 'Diamond', 25_000_000n],
    ]);
  });

  it('counts a game family the file leaves out at 0 %', async () => {
    const file = await writeJson('partial.json', { ...VALID, wagering: { ...VALID.wagering, contributionPercent: { slots: 100 } } });
    expect(loadPromotionSettings(file, 1000n).wagering.contributionPercent).toMatchObject({ slots: 100, roulette: 0, crash: 0 });
  });

  it('spends real money first unless the file says bonus-first', async () => {
    const { spendOrder: _order, ...wagering } = VALID.wagering as Record<string, unknown>;
    const omitted = await writeJson('no-order.json', { ...VALID, wagering });
    expect(loadPromotionSettings(omitted, 1000n).wagering.spendOrder).toBe('real-first');
    const bonusFirst = await writeJson('bonus-first.json', { ...VALID, wagering: { ...wagering, spendOrder: 'bonus-first' } });
    expect(loadPromotionSettings(bonusFirst, 1000n).wagering.spendOrder).toBe('bonus-first');
    expect(wageringRulesOf(loadPromotionSettings(bonusFirst, 1000n)).isBonusFirst).toBe(true);
    expect(wageringRulesOf(loadPromotionSettings(omitted, 1000n)).isBonusFirst).toBe(false);
  });

  const deposit = (tiers: object[], depositNumber = 1) => ({ depositNumber, displayName: 'First', eventName: 'DEPOSIT_1', tiers });
  const tier = (id: string, upToEur: string | null) => ({ id, upToEur, bonusPercent: 100, freeSpins: 10 });
  const withDeposits = (...deposits: object[]) => ({ ...VALID, welcome: { maximumBonusEur: '8000', deposits } });

  it.each([
    ['an unknown key', { bonusEngine: 'v2' }, /the file: Unrecognized key: "bonusEngine"/],
    [
      'a bonus cap as a number and no deposits',
      { welcome: { maximumBonusEur: 8000, deposits: [] } },
      /welcome\.maximumBonusEur: .*[\s\S]*welcome\.deposits: must list at least one/,
    ],
    [
      'an unknown spend order',
      { wagering: { ...VALID.wagering, spendOrder: 'bonus-last' } },
      /wagering\.spendOrder: must be "real-first" or "bonus-first"/,
    ],
    ['a spend order in other words', { wagering: { ...VALID.wagering, spendOrder: 'BONUS_FIRST' } }, /wagering\.spendOrder/],
    ['a negative multiplier', { wagering: { ...VALID.wagering, multiplier: -1 } }, /wagering\.multiplier/],
    [
      'a maximum bet in tenths of a cent',
      { wagering: { ...VALID.wagering, maximumBetEur: '5.001' } },
      /wagering\.maximumBetEur: must be an amount in EUR/,
    ],
    [
      'an unknown game family',
      { wagering: { ...VALID.wagering, contributionPercent: { slots: 100, poker: 5 } } },
      /wagering\.contributionPercent/,
    ],
    [
      'no slots contribution',
      { wagering: { ...VALID.wagering, contributionPercent: { roulette: 10 } } },
      /contributionPercent\.slots: must be set/,
    ],
    [
      'an unknown free-spins game',
      { freeSpins: { games: ['NoSuchSlot'], spinValueEur: '0.10', validityDays: 7 } },
      /freeSpins\.games\[0\]: unknown title NoSuchSlot/,
    ],
    [
      'free spins on a table game',
      { freeSpins: { games: ['LunarRoulette'], spinValueEur: '0.10', validityDays: 7 } },
      /LunarRoulette is not a slot/,
    ],
    [
      'a spin worth nothing',
      { freeSpins: { games: ['LuckyLanterns'], spinValueEur: '0', validityDays: 7 } },
      /freeSpins\.spinValueEur: must be more than 0/,
    ],
    ['a no-deposit offer without spins', { noDeposit: { freeSpins: 0, validityDays: 7 } }, /noDeposit\.freeSpins/],
    [
      'a win unlock for a deposit of nothing',
      { noDeposit: { freeSpins: 20, validityDays: 7, winUnlock: { depositAmountEur: '0', extraBonusPercent: 100 } } },
      /noDeposit\.winUnlock\.depositAmountEur: must be more than 0/,
    ],
    [
      'an unbounded tier before another',
      withDeposits(deposit([tier('a', null), tier('b', '50')])),
      /tiers\[0\]\.upToEur: only the last tier may be unbounded/,
    ],
    ['tiers out of order', withDeposits(deposit([tier('a', '50'), tier('b', '16')])), /tiers\[1\]\.upToEur: must be above the tier before/],
    [
      'a deposit number and a tier id used twice',
      withDeposits(deposit([tier('a', '16')]), deposit([tier('a', null)])),
      /deposits\[1\]\.depositNumber: deposit 1 has an offer already[\s\S]*tiers\[0\]\.id: a is used twice/,
    ],
    ['a 6th deposit', withDeposits(deposit([tier('a', null)], 6)), /deposits\[0\]\.depositNumber/],
    ['a fractional percent', withDeposits(deposit([{ ...tier('a', null), bonusPercent: 12.5 }])), /tiers\[0\]\.bonusPercent/],
    ['no loyalty levels', { loyaltyLevels: [] }, /loyaltyLevels: must list at least one level/],
    [
      'a first loyalty level above 0',
      { loyaltyLevels: [{ name: 'Bronze', minimumWageredEur: '10' }] },
      /loyaltyLevels\[0\]\.minimumWageredEur: the first level must start at "0"/,
    ],
    [
      'loyalty levels out of order, a name used twice',
      {
        loyaltyLevels: [
          { name: 'Bronze', minimumWageredEur: '0' },
          { name: 'Gold', minimumWageredEur: '10000' },
          { name: 'Gold', minimumWageredEur: '1000' },
        ],
      },
      /loyaltyLevels\[2\]\.minimumWageredEur: must be above the level before[\s\S]*loyaltyLevels\[2\]\.name: Gold is used twice/,
    ],
    [
      'a loyalty amount as a number',
      { loyaltyLevels: [{ name: 'Bronze', minimumWageredEur: 0 }] },
      /loyaltyLevels\[0\]\.minimumWageredEur/,
    ],
  ])('refuses %s, saying where', async (_label, change, reason) => {
    const file = await writeJson('bad.json', { ...VALID, ...change });
    expect(() => loadPromotionSettings(file, 1000n)).toThrow(reason);
  });

  it('lists every problem at once', async () => {
    const file = await writeJson('many.json', { ...VALID, wagering: { ...VALID.wagering, multiplier: 'x', validityDays: 0 }, extra: 1 });
    expect(() => loadPromotionSettings(file, 1000n)).toThrow(
      /extra[\s\S]*wagering\.multiplier[\s\S]*wagering\.validityDays|wagering\.multiplier[\s\S]*wagering\.validityDays[\s\S]*extra/,
    );
  });

  it('stops the API from starting', async () => {
    const file = await writeJson('start.json', { ...VALID, freeSpins: { games: ['NoSuchSlot'], spinValueEur: '0.10', validityDays: 7 } });
    await expectStartRefused({ PROMOTIONS_FILE: file }, /PROMOTIONS_FILE .*unknown title NoSuchSlot/);
  });
});
