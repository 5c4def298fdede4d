import { CRAPS_FLOATS, CRAPS_TITLES, crapsFamily, FloatSource, generateFloats, type CrapsBet, type CrapsState } from '@casino/games';
import { and, eq, isNull } from 'drizzle-orm';
import type { TPlayBet } from '@casino/contracts';
import type { Db } from '../src/db/client';
import { fairSeedPairs } from '../src/db/schema/gameplay';
import type { PlayAnswer } from './play';

// Craps rounds with known dice: the test reads the player's active seed pair where the platform keeps it,
// finds the first nonce whose dice play out as it needs (the engine rolls them, as the fairness check later
// does), and plays ordinary rounds up to it: real rounds, nothing arranged.

export const CANYON_CONFIG = CRAPS_TITLES.CrapsCanyon.config;

type Play = {
  open(bet: TPlayBet): Promise<{ statusCode: number; json<T = PlayAnswer>(): T }>;
  act(roundId: string, action: object): Promise<{ statusCode: number; json<T = PlayAnswer>(): T }>;
};

/** Opens the round a nonce rolls, with this bet, as the engine does. */
export type EngineOpen = (bet: CrapsBet) => CrapsState;

/** A filler round: the smallest pass line bet, rolled to its end. */
async function playThrough(play: Play) {
  const opened = await play.open({ family: 'craps', line: 'pass', amount: '1.00' });
  if (opened.statusCode !== 200) throw new Error(`a filler round did not open: ${opened.statusCode} ${JSON.stringify(opened.json())}`);
  let { round } = opened.json<PlayAnswer>();
  while (round.status === 'open') {
    const res = await play.act(round.id, { kind: 'roll' });
    if (res.statusCode !== 200) throw new Error(`a filler round failed: ${res.statusCode}`);
    round = res.json<PlayAnswer>().round;
  }
}

/**
 * Filler rounds one player may play: opening rounds is limited per address (240 a minute), and every test running
 * at once opens from the same one, so a test that needs rarer dice takes another player (other seeds) instead.
 */
const MAX_FILLERS = 100;

/**
 * Plays filler rounds until the next round's dice are what `wanted` accepts; answers that round's engine opener, or
 * undefined (nothing played) when the player's seeds do not roll them within MAX_FILLERS rounds.
 */
export async function arrangeDice(
  db: Db,
  playerId: string,
  play: Play,
  wanted: (open: EngineOpen) => boolean,
): Promise<EngineOpen | undefined> {
  const [pair] = await db
    .select()
    .from(fairSeedPairs)
    .where(and(eq(fairSeedPairs.playerId, playerId), isNull(fairSeedPairs.revealedAt)));
  if (!pair) throw new Error('the player has no active seed pair yet');
  for (let nonce = pair.nonce; nonce <= pair.nonce + MAX_FILLERS; nonce += 1) {
    const floats = await generateFloats({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce }, CRAPS_FLOATS);
    const open: EngineOpen = (bet) => crapsFamily.open(CANYON_CONFIG, bet, new FloatSource(floats));
    if (!wanted(open)) continue;
    for (let filler = pair.nonce; filler < nonce; filler += 1) await playThrough(play);
    return open;
  }
  return undefined;
}
