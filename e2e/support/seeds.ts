import { FloatSource, generateFloats, SLOT_TITLES, slotsFamily, slotStake } from '@casino/games';
import type { Stack } from './stack';

export type SeedPair = { serverSeed: string; clientSeed: string; nonce: number };

/**
 * The player's seed pair in use, read where the API keeps it: the player's next round is played at its
 * nonce. A test knows from it what that round deals, as the provably fair page lets a player check after.
 */
export async function activeSeedPair(stack: Stack, email: string): Promise<SeedPair> {
  const [seeds] = await stack.query<SeedPair>(
    `SELECT p.server_seed AS "serverSeed", p.client_seed AS "clientSeed", p.nonce FROM fair_seed_pairs p
     JOIN users u ON u.id = p.player_id WHERE u.email = $1 AND p.revealed_at IS NULL`,
    [email],
  );
  if (!seeds) throw new Error(`no seed pair in use for ${email}`);
  return seeds;
}

/** The floats a round at `nonce` of this pair draws from: `count` of them, as the game family asks. */
export async function floatsAt(seeds: SeedPair, nonce: number, count: number): Promise<FloatSource> {
  return new FloatSource(await generateFloats({ ...seeds, nonce }, count));
}

/**
 * The first of the pair's next `count` rounds whose spin of slot `titleKey` wins, staking `stake` (minor units)
 * at the coin value that makes it, as a free spin plays (stake ÷ the slot's stake per coin): how many rounds come
 * before it (0: the next one wins) and what it wins in minor units, as the API's engine spins it. Null if none wins.
 */
export async function firstWinningSpin(
  seeds: SeedPair,
  titleKey: string,
  stake: bigint,
  count: number,
): Promise<{ spinsBefore: number; win: bigint } | null> {
  const config = SLOT_TITLES.find((title) => title.key === titleKey);
  if (!config) throw new Error(`no slot ${titleKey}`);
  const bet = { coinValue: stake / slotStake(config, { coinValue: 1n }) };
  for (let spinsBefore = 0; spinsBefore < count; spinsBefore += 1) {
    const floats = await floatsAt(seeds, seeds.nonce + spinsBefore, slotsFamily.maxFloats(config, bet));
    const { win } = slotsFamily.open(config, bet, floats);
    if (win > 0n) return { spinsBefore, win };
  }
  return null;
}
