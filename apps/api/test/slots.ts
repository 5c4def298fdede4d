import { FloatSource, generateFloats, SLOT_TITLES, slotsFamily } from '@casino/games';
import { and, eq, isNull } from 'drizzle-orm';
import type { TPlayBet } from '@casino/contracts';
import type { Db } from '../src/db/client';
import { fairSeedPairs } from '../src/db/schema/gameplay';
import type { TestApp } from './app';

// Slot spins with a known outcome: the test reads the player's active seed pair where the platform keeps it,
// finds the first nonce whose spin wins (the engine spins it, as the fairness check later does), and plays
// ordinary paid spins up to it: real rounds, nothing arranged.

type Play = { open(bet: TPlayBet): Promise<{ statusCode: number; body: string }> };

/**
 * Plays paid spins at `coinValue` (EUR, "0.01") on the slot `titleKey` until the player's next spin at that coin
 * wins; answers what it wins in cents. The player needs the EUR for the paid spins. Each spin is followed by the
 * minimum slot cycle on the test clock, so the next one (the winner too) is taken.
 */
export async function arrangeSlotWin(
  t: Pick<TestApp, 'app' | 'clock'>,
  db: Db,
  playerId: string,
  play: Play,
  titleKey: string,
  coinValue: string,
): Promise<bigint> {
  const config = SLOT_TITLES.find((title) => title.key === titleKey);
  if (!config) throw new Error(`no slot ${titleKey}`);
  const [pair] = await db
    .select()
    .from(fairSeedPairs)
    .where(and(eq(fairSeedPairs.playerId, playerId), isNull(fairSeedPairs.revealedAt)));
  if (!pair) throw new Error('the player has no active seed pair yet');
  const bet = { coinValue: BigInt(coinValue.replace('.', '')) };
  for (let nonce = pair.nonce; nonce < pair.nonce + 200; nonce += 1) {
    const floats = await generateFloats(
      { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce },
      slotsFamily.maxFloats(config, bet),
    );
    const { win } = slotsFamily.open(config, bet, new FloatSource(floats));
    if (win === 0n) continue;
    for (let filler = pair.nonce; filler < nonce; filler += 1) {
      const res = await play.open({ family: 'slots', coinValue });
      if (res.statusCode !== 200) throw new Error(`a filler spin failed: ${res.statusCode} ${res.body}`);
      t.clock.advance(t.app.config.slotMinCycleMs);
    }
    return win;
  }
  throw new Error('no spin in 200 wins');
}
