import { z } from 'zod';
import type { WalletApiOperator } from './config';

// The game aggregators' variables of config.ts (which reads them): where each aggregator takes launches
// (decision 037). An aggregator is a wallet-API operator: its id must have secrets in WALLET_API_SECRETS.

/** "operatorA=https://launch.example/,operatorB=http://127.0.0.1:4700" → the launch API's base URL per operator. */
function parseAggregators(value: string): { operatorId: string; url: string }[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, i) => {
      const eq = entry.indexOf('=');
      const operatorId = eq < 0 ? '' : entry.slice(0, eq).trim();
      const url = eq < 0 ? '' : entry.slice(eq + 1).trim();
      if (!operatorId || !/^https?:\/\/[^/\s]+/.test(url)) throw new Error(`entry ${i + 1} must be operatorId=https://launch.example`);
      return { operatorId, url: url.replace(/\/+$/, '') };
    });
  if (new Set(entries.map((e) => e.operatorId)).size !== entries.length) throw new Error('names an aggregator twice');
  return entries;
}

export const ZAggregatorsEnv = z.object({
  GAME_AGGREGATORS: z
    .string()
    .transform((v, ctx) => {
      try {
        return parseAggregators(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  // An aggregator that has not given a game URL in this time has failed the launch: the player may try again.
  AGGREGATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
});

type AggregatorsEnv = z.infer<typeof ZAggregatorsEnv>;

/** An aggregator we launch games with: its launch API, and the secret our launch requests are signed with. */
export type GameAggregator = { operatorId: string; url: string; secret: string };

export function aggregatorsConfigOf(e: AggregatorsEnv, operators: WalletApiOperator[]) {
  const gameAggregators: GameAggregator[] = (e.GAME_AGGREGATORS ?? []).map(({ operatorId, url }) => {
    const operator = operators.find((o) => o.operatorId === operatorId);
    // Its wallet calls could not be checked, so no game of it could move money.
    if (!operator) throw new Error(`Invalid configuration:\n  - GAME_AGGREGATORS: ${operatorId} has no secret in WALLET_API_SECRETS`);
    // The first secret listed signs: the one a rotation introduces goes first once the aggregator checks it.
    return { operatorId, url, secret: operator.secrets[0]! };
  });
  return { gameAggregators, aggregatorTimeoutMs: e.AGGREGATOR_TIMEOUT_MS };
}
