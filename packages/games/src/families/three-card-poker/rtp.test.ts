import { describe, expect, it } from 'vitest';
import { ratio, toPercent } from '../../shared/rational';
import { THREE_CARD_TITLES } from './titles';
import { PLAY_FROM_VALUE } from './hands';
import { threeCardMath } from './rtp';

const config = THREE_CARD_TITLES.ThreeCardShowdown.config;

describe('three card poker math', () => {
  const math = threeCardMath(config);

  it('counts the 22,100 hands of each kind', () => {
    expect(math.handCounts).toEqual({ straightFlush: 48, threeOfAKind: 52, straight: 720, flush: 1_096, pair: 3_744, highCard: 16_440 });
  });

  it('proves optimal play is to play from Q-6-4 up and fold below it', () => {
    expect(math.weakestPlayed).toBe(PLAY_FROM_VALUE);
    expect(math.strongestFolded).toBeLessThan(PLAY_FROM_VALUE);
    expect(toPercent(math.playRate, 4)).toBe('67.4208');
  });

  it('returns 96.6270 % of the ante on ante and play (house edge 3.37 %), 97.985 % of all wagered', () => {
    expect(toPercent(math.antePlayRtp, 6)).toBe('96.627019');
    expect(toPercent(math.antePlayRtpPerWagered, 3)).toBe('97.985');
  });

  it('returns 97.6833 % on pair plus, the closed form over the 22,100 hands', () => {
    const returned = 48 * 41 + 52 * 31 + 720 * 7 + 1_096 * 5 + 3_744 * 2;
    expect(math.pairPlusRtp).toEqual(ratio(returned, 22_100));
    expect(toPercent(math.pairPlusRtp, 6)).toBe('97.683258');
  });

  it('returns less with a meaner ante bonus, so the bonus is counted', () => {
    expect(toPercent(threeCardMath({ ...config, anteBonus: {} }).antePlayRtp, 6) < '96.627019').toBe(true);
  });
});
