import { randomBytes } from 'node:crypto';
import { isCurrencyCode, type TCurrencyCode } from '@casino/contracts';
import { z } from 'zod';

// A launch: the casino asked for a game URL for one player (or for demo play), and the page at that URL plays
// under it. Kept in memory: the sandbox forgets its launches when it stops, as a real one's would expire.

const identifier = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces');

/** POST /v1/launch, as the casino sends it. */
export const ZLaunchRequest = z
  .object({
    operator_id: identifier(32),
    game_code: identifier(100),
    currency: z.string().refine(isCurrencyCode, 'must be a currency code the casino uses, such as EUR'),
    lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en or pt-BR'),
    demo: z.boolean(),
    player_id: z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a player id (lower-case UUID)')
      .optional(),
    session_token: identifier(200).optional(),
  })
  .superRefine((body, ctx) => {
    for (const field of ['player_id', 'session_token'] as const) {
      if (body.demo && body[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'must be absent for demo play' });
      if (!body.demo && body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required for real money' });
    }
  });
export type TLaunchRequest = z.infer<typeof ZLaunchRequest>;

export type RoundStatus = 'open' | 'settled';

export type Round = {
  roundId: string;
  betUuid: string;
  /** Minor units. */
  stake: bigint;
  win: bigint;
  status: RoundStatus;
};

type LaunchCommon = { id: string; gameCode: string; currency: TCurrencyCode; lang: string; rounds: Round[] };
export type Launch =
  (LaunchCommon & { demo: true; demoBalance: bigint }) | (LaunchCommon & { demo: false; playerId: string; sessionToken: string });

/** A launch under a new unguessable id: the id is all a game page needs to move the player's money. */
export function newLaunch(request: TLaunchRequest, demoCredits: bigint): Launch {
  const id = randomBytes(24).toString('base64url');
  const common = { id, gameCode: request.game_code, currency: request.currency as TCurrencyCode, lang: request.lang, rounds: [] };
  return request.demo
    ? { ...common, demo: true, demoBalance: demoCredits }
    : { ...common, demo: false, playerId: request.player_id!, sessionToken: request.session_token! };
}

export function createLaunches() {
  const launches = new Map<string, Launch>();
  return {
    keep: (launch: Launch) => void launches.set(launch.id, launch),
    find: (id: string): Launch | undefined => launches.get(id),
  };
}

export type Launches = ReturnType<typeof createLaunches>;
