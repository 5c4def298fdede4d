import { describe, expect, it } from 'vitest';
import { toPercent } from '../../shared/rational';
import { threeCardMath } from './rtp';
import { findTitle, provenRtp } from '../../titles/index';
import { maxWin } from '../../titles/max-win';
import { THREE_CARD_TITLES } from './titles';

describe('the three card poker titles', () => {
  const title = THREE_CARD_TITLES.ThreeCardShowdown;

  it('are registered with the catalogue stakes for both bets', () => {
    expect(findTitle('ThreeCardShowdown')).toBe(title);
    expect(title.config.limits).toEqual({ minBet: 100n, maxBet: 50_000n });
  });

  it('state the lower bet’s exact return rounded down: ante and play under optimal play, per unit of the ante', () => {
    const math = threeCardMath(title.config);
    expect([toPercent(math.antePlayRtp, 4), toPercent(math.pairPlusRtp, 4)]).toEqual(['96.6270', '97.6833']);
    expect([title.rtp, provenRtp(title)]).toEqual(['96.62', '96.62']);
  });

  it('win at most a played straight flush beating the dealer with pair plus, both bets at the largest stake', () => {
    // Ante and play back twice (4 antes), ante bonus 5, pair plus 40 to one with its stake.
    expect(maxWin(title)).toBe(50_000n * 9n + 50_000n * 41n);
  });
});
