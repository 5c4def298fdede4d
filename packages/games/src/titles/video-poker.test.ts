import { describe, expect, it } from 'vitest';
import { findTitle } from './index';
import { VIDEO_POKER_TITLES } from './video-poker';

describe('the video poker titles', () => {
  it('take the catalogue stakes and are not offered until the platform plays the family', () => {
    expect(Object.keys(VIDEO_POKER_TITLES)).toEqual(['JacksOrBetterDeluxe', 'DeucesWildVelvet', 'BonusPokerCopper', 'AcesAndFaces']);
    for (const [key, title] of Object.entries(VIDEO_POKER_TITLES)) {
      expect(title.config.limits, key).toEqual({ minBet: 10n, maxBet: 5_000n });
      expect(findTitle(key), key).toBeUndefined();
    }
  });
});
