import { describe, expect, it } from 'vitest';
import { toPercent } from '../../shared/rational';
import { videoPokerMath } from './rtp';
import { findTitle, provenRtp } from '../../titles/index';
import { maxWin } from '../../titles/max-win';
import { VIDEO_POKER_TITLES } from './titles';

describe('the video poker titles', () => {
  it('are registered with the catalogue stakes', () => {
    expect(Object.keys(VIDEO_POKER_TITLES)).toEqual(['JacksOrBetterDeluxe', 'DeucesWildVelvet', 'BonusPokerCopper', 'AcesAndFaces']);
    for (const [key, title] of Object.entries(VIDEO_POKER_TITLES)) {
      expect(title.config.limits, key).toEqual({ minBet: 10n, maxBet: 5_000n });
      expect(findTitle(key), key).toBe(title);
    }
  });

  // Every deal of every title held optimally: a few seconds each, more on a loaded machine.
  it('state the exact optimal-play return rounded down, which no title exceeds 100 % with', () => {
    const exact = Object.values(VIDEO_POKER_TITLES).map((title) => toPercent(videoPokerMath(title.config).rtp, 6));
    expect(exact).toEqual(['99.543904', '99.728295', '99.165973', '99.255452']);
    expect(Object.values(VIDEO_POKER_TITLES).map((title) => [title.rtp, provenRtp(title)])).toEqual([
      ['99.54', '99.54'],
      ['99.72', '99.72'],
      ['99.16', '99.16'],
      ['99.25', '99.25'],
    ]);
  }, 60_000);

  it('win at most the natural royal flush at the largest stake', () => {
    for (const title of Object.values(VIDEO_POKER_TITLES)) expect(maxWin(title)).toBe(800n * 5_000n);
  });
});
