import { describe, expect, it } from 'vitest';
import { expectStartRefused } from '../../../test/app';
import { useTempDir } from '../../../test/temp-dir';
import { loadJackpotSettings } from './config';

const VALID = {
  name: 'Grand Jackpot',
  contributionBasisPoints: 100,
  winChanceOneIn: 1_000_000,
  families: ['slots'],
  titles: ['EmberDice'],
  pools: [{ currency: 'EUR', seed: '100000', cap: '10000000' }],
};

describe('jackpot settings file', () => {
  const { writeJson } = useTempDir('jackpot-settings-');

  it('reads the shipped file: every slot takes part, a pool per listed currency', () => {
    const settings = loadJackpotSettings(new URL('../../../data/jackpots.json', import.meta.url).pathname);
    expect(settings.titles.has('LuckyLanterns')).toBe(true);
    expect(settings.titles.has('LunarRoulette')).toBe(false);
    expect([...settings.pools.keys()]).toEqual(['EUR', 'USD']);
  });

  it('takes families and single titles, amounts as exact minor units', async () => {
    const settings = loadJackpotSettings(await writeJson('valid.json', VALID));
    expect(settings.titles.has('EmberDice')).toBe(true);
    expect(settings.titles.has('JazzAgeJackpots')).toBe(true);
    expect(settings.pools.get('EUR')).toEqual({ currency: 'EUR', seed: 100_000n, cap: 10_000_000n });
    expect(settings.contributionBasisPoints).toBe(100n);
  });

  it.each([
    [{ titles: ['NoSuchGame'] }, /titles: unknown title NoSuchGame/],
    [{ titles: ['OrbitRush'] }, /OrbitRush is a crash title/],
    [{ families: ['crash'] }, /families\[0\]/],
    [{ contributionBasisPoints: 600 }, /contributionBasisPoints: 600 is more than \w+ keeps of a stake/],
    [{ contributionBasisPoints: 0 }, /contributionBasisPoints/],
    [{ winChanceOneIn: 0 }, /winChanceOneIn/],
    [{ pools: [{ currency: 'EUR', seed: '100', cap: '99' }] }, /pools\[0\]\.cap: must be at least the seed/],
    [{ pools: [{ currency: 'EUR', seed: '1.5', cap: '99' }] }, /pools\[0\]\.seed: must be a whole number of minor units/],
    [{ pools: [{ currency: 'XXX', seed: '1', cap: '2' }] }, /pools\[0\]\.currency: must be a supported currency/],
    [
      {
        pools: [
          { currency: 'EUR', seed: '1', cap: '2' },
          { currency: 'EUR', seed: '1', cap: '2' },
        ],
      },
      /pools\[1\]\.currency: EUR has a pool already/,
    ],
    [{ payout: 'all' }, /Unrecognized key/i],
  ])('refuses %j', async (change, reason) => {
    const file = await writeJson('bad.json', { ...VALID, ...change });
    expect(() => loadJackpotSettings(file)).toThrow(reason);
  });

  it('stops the API from starting', async () => {
    const file = await writeJson('start.json', { ...VALID, titles: ['NoSuchGame'] });
    await expectStartRefused({ JACKPOTS_FILE: file }, /JACKPOTS_FILE .*unknown title NoSuchGame/);
  });
});
