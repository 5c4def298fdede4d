import { slotStake, type Title } from '@casino/games';
import type { Db } from '../../db/client';
import { slotStakeCapOf } from '../responsible-gaming';
import type { PlayContext } from './play-context';

// The game shows the player only the stakes their market lets them place: a real-money slot's coin values above the
// player's slot stake cap (responsible-gaming/slot-stake-cap.ts) are left out of its view and its maximum bet. The
// wallet refuses a larger stake whatever the client sends.

export async function titleWithinStakeCap(db: Db, ctx: Pick<PlayContext, 'launch' | 'title' | 'currency'>, now: Date): Promise<Title> {
  const { launch, title, currency } = ctx;
  if (launch.isDemo || title.family !== 'slots') return title;
  const cap = await slotStakeCapOf(db, launch.playerId!, currency, now);
  if (!cap) return title;
  const stakeOf = (coinValue: bigint) => slotStake(title.config, { coinValue });
  const allowed = title.config.coinValues.filter((value) => stakeOf(value) <= cap.minor);
  // None fits: the smallest stays so the game still draws, and its stake is refused with the cap's sentence.
  const coinValues = allowed.length > 0 ? allowed : title.config.coinValues.slice(0, 1);
  return { ...title, config: { ...title.config, coinValues, maxStake: stakeOf(coinValues.at(-1)!) } };
}
