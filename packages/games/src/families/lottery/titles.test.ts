import { describe, expect, it } from 'vitest';
import { lotteryMath } from './rtp';
import { toPercent } from '../../shared/rational';
import { findTitle, provenRtp } from '../../titles/index';
import { LOTTERY_TITLES } from './titles';
import { maxWin } from '../../titles/max-win';

const exactPerPicks = (key: keyof typeof LOTTERY_TITLES) =>
  Object.fromEntries(lotteryMath(LOTTERY_TITLES[key].config).map(({ picks, rtp }) => [picks, toPercent(rtp, 5)]));

describe('the lottery titles', () => {
  it('are registered with the catalogue stakes, each table a pay for every number of hits', () => {
    expect(Object.keys(LOTTERY_TITLES)).toEqual(['NightOwlKeno', 'StormLotto', 'PearlDiverBingo', 'ForestKeno']);
    for (const [key, title] of Object.entries(LOTTERY_TITLES)) {
      expect(findTitle(key), key).toBe(title);
      for (const [picks, pays] of Object.entries(title.config.pays)) expect(pays, `${key} ${picks}`).toHaveLength(Number(picks) + 1);
    }
    expect(Object.keys(LOTTERY_TITLES.NightOwlKeno.config.pays)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(Object.keys(LOTTERY_TITLES.ForestKeno.config.pays)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('return at least the stated RTP, and within 0.05 pp of it, whatever the number of picks', () => {
    expect(exactPerPicks('NightOwlKeno')).toEqual({
      1: '95.00000',
      2: '95.00000',
      3: '95.00101',
      4: '94.99863',
      5: '94.99672',
      6: '95.00356',
      7: '94.99794',
      8: '95.00023',
      9: '95.00337',
      10: '94.99856',
    });
    expect(exactPerPicks('ForestKeno')).toEqual({
      1: '95.10000',
      2: '95.09615',
      3: '95.10121',
      4: '95.10039',
      5: '95.09520',
      6: '95.10026',
      7: '95.10154',
      8: '95.10038',
      9: '95.10205',
      10: '95.10154',
    });
    expect(exactPerPicks('StormLotto')).toEqual({ 6: '94.50056' });
    expect(exactPerPicks('PearlDiverBingo')).toEqual({ 24: '95.19978' });
    for (const [key, title] of Object.entries(LOTTERY_TITLES)) {
      for (const { picks, rtp } of lotteryMath(title.config)) {
        const gap = Number(toPercent(rtp, 5)) - Number(title.rtp);
        expect(gap >= 0 && gap < 0.05, `${key} ${picks}`).toBe(true);
      }
      expect(provenRtp(title), key).toBe(title.rtp);
    }
  });

  it('win at most the top prize at the largest stake', () => {
    expect(Object.values(LOTTERY_TITLES).map((title) => maxWin(title))).toEqual([
      10_000n * 2_000n,
      100_000n * 2_000n,
      10_000n * 2_000n,
      8_000n * 2_000n,
    ]);
  });
});
