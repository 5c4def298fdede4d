import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { setBetLimit, setBetLimitLocked, usdGamePlayer } from '../../../test/bet-limits';
import { rowsOf } from '../../../test/migrations';
import { paySkrillDeposit, startSkrillDeposit } from '../../../test/e-wallet-deposits';
import { winOf } from '../../../test/sandbox-aggregator';
import { newGamePlayer, startWalletApi } from '../../../test/wallet-api';
import { checkLedger } from '../wallet';
import { setLimit } from './limits';

// 50 players race bets in two currencies and deposits against their loss, wager and deposit limits while half of them
// lower their wager limit mid-race: every bet accepted kept the stakes counted, itself included, within the wager limit
// in force when it was accepted (a lowering does not undo earlier bets), the loss and deposit limits are never passed,
// and the ledger stays sound. Deposits, bets and limit changes all take the player's one lock.

const PLAYERS = 50;
const BETS = 12;
const WAGER = 6_000n;
const LOWERED_WAGER = 3_000n;
const LOSS = 4_000n;
const DEPOSIT_LIMIT = 10_000n;
const DEPOSITS = 3;

/**
 * Each of the player's bets with the wager they brought the player to, in the order the bets were accepted (a
 * player's bets are written one at a time under their safer-gambling lock, so ledger ids are that order): all stakes
 * up to and including the bet, each currency's total in EUR rounded up, as the limit counts them.
 */
async function wagerAfterEachBet(db: Db, playerId: string): Promise<{ id: bigint; wagered: bigint }[]> {
  const rows = rowsOf(
    await db.execute(sql`
      SELECT b.id::text AS id, (
        SELECT sum(currency_convert_minor(s.total, s.currency, 'EUR', true)) FROM (
          SELECT t.currency, sum(t.amount) AS total FROM ledger_transfers t
          WHERE t.user_id = b.user_id AND t.kind = 'bet' AND t.id <= b.id GROUP BY t.currency) s
      )::text AS wagered
      FROM ledger_transfers b WHERE b.user_id = ${playerId}::uuid AND b.kind = 'bet' ORDER BY b.id`),
  );
  return rows.map((r) => ({ id: BigInt(r.id as string), wagered: BigInt(r.wagered as string) }));
}

/** The player's loss now, in EUR: stakes rounded up less wins rounded down, each currency's totals converted. */
async function lossOf(db: Db, playerId: string, since: Date): Promise<bigint> {
  const [row] = rowsOf(
    await db.execute(sql`
      SELECT (coalesce(sum(currency_convert_minor(t.staked, t.currency, 'EUR', true)), 0)
        - coalesce(sum(currency_convert_minor(t.returned, t.currency, 'EUR', false)), 0))::text AS loss
      FROM ledger_play_totals(${playerId}::uuid, ${since.toISOString()}::timestamptz, 'infinity') t`),
  );
  return BigInt(row!.loss as string);
}

describe('safer gambling limits under racing bets', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let db: Db;
  beforeAll(async () => {
    api = await startWalletApi();
    db = api.database.db;
  });
  afterAll(() => api.close());

  it(
    'never lets racing bets in EUR and USD and deposits pass a loss, wager or deposit limit in force when each was accepted',
    { timeout: 60_000 },
    async () => {
      const aggregator = api.sandbox();
      const start = api.clock.now();
      const players = await Promise.all(
        Array.from({ length: PLAYERS }, async () => {
          const eur = await newGamePlayer(db, api.clock, { funding: 100_000n });
          const usd = await usdGamePlayer(db, api.clock, eur.playerId);
          await setBetLimit(db, eur.playerId, 'wager_24h', WAGER, start);
          await setBetLimit(db, eur.playerId, 'loss_24h', LOSS, start);
          await setLimit(db, { limit: 'deposit_24h', value: '100.00' }, { playerId: eur.playerId, currency: 'EUR', now: start });
          return { eur, usd };
        }),
      );
      /** Per lowered player, the last bet id before the lowering: every later bet met the lowered limit. */
      const loweredAfter = new Map<string, bigint>();
      const statuses = new Map<string, string[]>(players.map(({ eur }) => [eur.playerId, []]));
      /** Per player, the deposits started (and paid at once): any three of 40.00 to 50.00 pass the 100.00 limit. */
      const deposited = new Map<string, bigint>(players.map(({ eur }) => [eur.playerId, 0n]));
      let depositsRefused = 0;
      const deposit = async (playerId: string, amount: bigint) => {
        const started = await startSkrillDeposit(api, playerId, amount).catch((err: unknown) => {
          expect(err).toMatchObject({ statusCode: 409 });
          depositsRefused += 1;
          return null;
        });
        if (!started) return;
        deposited.set(playerId, deposited.get(playerId)! + amount);
        expect(await paySkrillDeposit(api, started, amount)).toBe('credited');
      };
      const lower = async (playerId: string) =>
        loweredAfter.set(playerId, await setBetLimitLocked(db, playerId, 'wager_24h', LOWERED_WAGER, api.clock.now()));
      await Promise.all(
        players.flatMap(({ eur, usd }, i) => [
          // Half the players lower their wager limit while their bets are in flight: a quarter as the race starts, so
          // bets are sure to be checked against the lowered value, and a quarter after their third bet, below what
          // some may have used by then.
          ...(i % 4 === 0 ? [lower(eur.playerId)] : []),
          ...Array.from({ length: DEPOSITS }, (_, d) => deposit(eur.playerId, BigInt(4_000 + ((i + d) % 3) * 500))),
          ...Array.from({ length: BETS }, async (_, b) => {
            const p = b % 2 === 0 ? eur : usd;
            const bet = p.bet(String(300 + ((i + b) % 7) * 50));
            const placed = await aggregator.bet(bet);
            statuses.get(eur.playerId)!.push(placed.body.status);
            // Some bets win back part of their stake, which the loss limit counts.
            if (placed.body.status === 'OK' && b % 3 === 0) {
              await aggregator.win(winOf(bet, '100'));
            }
            if (i % 4 === 2 && b === 2) await lower(eur.playerId);
          }),
        ]),
      );
      expect(loweredAfter.size).toBe(PLAYERS / 2);
      let acceptedAfterLowering = 0;
      for (const { eur } of players) {
        const lowering = loweredAfter.get(eur.playerId);
        for (const { id, wagered } of await wagerAfterEachBet(db, eur.playerId)) {
          const lowered = lowering !== undefined && id > lowering;
          if (lowered) acceptedAfterLowering += 1;
          expect({ id, wagered }).toEqual({ id, wagered: wagered <= (lowered ? LOWERED_WAGER : WAGER) ? wagered : 'over the limit' });
        }
        // The loss limit never changes, and wins only lower a loss: it ends within the limit, by no amount over.
        expect(await lossOf(db, eur.playerId, new Date(start.getTime() - 86_400_000))).toBeLessThanOrEqual(LOSS);
        expect(deposited.get(eur.playerId)).toBeLessThanOrEqual(DEPOSIT_LIMIT);
        // The limits were met: twelve stakes of 3.00 to 6.00 lose more than 40.00, so each player had a bet refused.
        expect(statuses.get(eur.playerId)).toContain('LIMIT_REACHED');
        expect(statuses.get(eur.playerId)!.every((s) => s === 'OK' || s === 'LIMIT_REACHED')).toBe(true);
      }
      // The lowered limit was put to work: bets were accepted after it, each within it.
      expect(acceptedAfterLowering).toBeGreaterThan(0);
      expect(depositsRefused).toBeGreaterThan(0);
      expect(await checkLedger(db)).toMatchObject({ isSound: true });
    },
  );
});
