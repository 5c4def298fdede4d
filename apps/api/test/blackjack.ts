import { BLACKJACK_MAX_CARDS, BLACKJACK_TITLES, blackjackFamily, FloatSource, generateFloats, type BlackjackState } from '@casino/games';
import { and, eq, isNull } from 'drizzle-orm';
import type { TPlayBet } from '@casino/contracts';
import type { Db } from '../src/db/client';
import { fairSeedPairs } from '../src/db/schema/gameplay';
import { hashToken } from '../src/lib/tokens';
import { findLaunch } from '../src/modules/gameplay/launches-repo';
import type { PlayAnswer } from './play';

// Blackjack rounds with a known deal: the test reads the player's active seed pair where the platform keeps
// it, finds the first nonce whose shoe deals what it needs (so it knows every card that round will deal, as
// the fairness check later does), and plays ordinary rounds up to it: real rounds, nothing arranged.

const config = BLACKJACK_TITLES.VelvetBlackjack.config;

type Play = {
  open(bet: TPlayBet): Promise<{ statusCode: number; json<T = PlayAnswer>(): T }>;
  act(roundId: string, action: object): Promise<{ statusCode: number; json<T = PlayAnswer>(): T }>;
  elsewhere(): Play;
};

/** Filler rounds played from one address: well under the 240 rounds a minute one address may open. */
const FILLERS_PER_ADDRESS = 100;

async function activePair(db: Db, playerId: string) {
  const [pair] = await db
    .select()
    .from(fairSeedPairs)
    .where(and(eq(fairSeedPairs.playerId, playerId), isNull(fairSeedPairs.revealedAt)));
  if (!pair) throw new Error('the player has no active seed pair yet');
  return pair;
}

/** A demo launch's seeds (the launch is found by its token's hash, as the platform finds it). */
async function demoSeeds(db: Db, launchToken: string) {
  const launch = await findLaunch(db, hashToken(launchToken));
  if (!launch) throw new Error('no such demo launch');
  return { serverSeed: launch.demoServerSeed!, clientSeed: launch.demoClientSeed!, nonce: launch.demoNonce! };
}

/** The round the given nonce deals, as the engine opens it: what the API must answer. */
async function dealAt(pair: { serverSeed: string; clientSeed: string }, nonce: number, amount: bigint): Promise<BlackjackState> {
  const floats = await generateFloats({ ...pair, nonce }, BLACKJACK_MAX_CARDS);
  return blackjackFamily.open(config, { amount }, new FloatSource(floats));
}

/** The shoe's first cards: player, dealer up, player, dealer hole, then the draws. */
export const shoeOf = (state: BlackjackState) => (state.steps[0] as { cards: string[] }).cards;

/** Plays a round out the shortest way: declines insurance, stands on every hand. */
async function playThrough(play: Play, amount: string) {
  const opened = await play.open({ family: 'blackjack', amount });
  if (opened.statusCode !== 200) throw new Error(`a filler round was refused: ${opened.statusCode} ${JSON.stringify(opened.json())}`);
  let { round } = opened.json<PlayAnswer>();
  while (round.status === 'open') {
    const table = round.steps.at(-1) as { allowed: string[] };
    const action = table.allowed.includes('insurance') ? { kind: 'insurance', take: false } : { kind: 'stand' };
    const res = await play.act(round.id, action);
    if (res.statusCode !== 200) throw new Error(`a filler round failed: ${res.statusCode}`);
    round = res.json<PlayAnswer>().round;
  }
}

/**
 * Plays rounds of `amount` until the next round deals what `wanted` accepts (the shoe's first cards); answers
 * that round as the engine deals it. A demo launch reads its own seeds.
 */
export async function arrangeDeal(
  db: Db,
  seeds: { playerId: string } | { launchToken: string },
  play: Play,
  amount: string,
  wanted: (cards: string[]) => boolean,
): Promise<BlackjackState> {
  const pair = 'playerId' in seeds ? await activePair(db, seeds.playerId) : await demoSeeds(db, seeds.launchToken);
  const minor = BigInt(amount.replace('.', ''));
  for (let nonce = pair.nonce; nonce < pair.nonce + 400; nonce += 1) {
    const deal = await dealAt(pair, nonce, minor);
    if (!wanted(shoeOf(deal))) continue;
    let filling = play;
    for (let filler = pair.nonce; filler < nonce; filler += 1) {
      if (filler > pair.nonce && (filler - pair.nonce) % FILLERS_PER_ADDRESS === 0) filling = filling.elsewhere();
      await playThrough(filling, amount);
    }
    return deal;
  }
  throw new Error('no round in 400 dealt the wanted cards');
}

/** The engine's round after the same decisions, to compare with the API's answer. */
export function playOut(deal: BlackjackState, actions: Parameters<NonNullable<typeof blackjackFamily.act>>[2][]): BlackjackState {
  return actions.reduce((state, action) => blackjackFamily.act!(config, state, action), deal);
}
