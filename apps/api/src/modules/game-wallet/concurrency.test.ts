import type { TWalletApiResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollbackOf, winOf, type SandboxAggregator, type WalletBody } from '../../../test/sandbox-aggregator';
import { createSeededRandom } from '../../../test/seeded-random';
import { newGamePlayer, startWalletApi, walletApiMovements, type GamePlayer } from '../../../test/wallet-api';
import { checkLedger, listPlayerBalances } from '../wallet';

// Thousands of wallet calls at once from the sandbox aggregator, as a busy aggregator sends them: many
// rounds of one player in flight together, replays (some at the same moment as the original), the same
// uuid with another amount, rollbacks before, after and racing their bets, wins before their bets, and
// a burst of bets that would overdraw. Afterwards the answers, the ledger and the balances must agree.

const PLAYERS = 50;
const FUNDING = 20_000n;
/** The acceptance figure on PostgreSQL; embedded PGlite has one connection, so it runs a fifth of it as a smoke test. */
const MIN_CALLS = process.env.TEST_DATABASE_URL ? 5_000 : 1_000;
const IN_FLIGHT = 48;
/** Chances per bet, win or rollback of a copy: about 15 % and 5 % of all calls. */
const REPLAY_SHARE = 0.2;
const OTHER_AMOUNT_SHARE = 0.08;

type MoneyCall = 'bet' | 'win' | 'rollback';
type Copy = 'replay' | 'replay-together' | 'other-amount' | 'other-amount-together';
type Step = { call: MoneyCall | 'end-round'; body: WalletBody; copies: Copy[] };
type Script = { kind: string; steps: (Step | Step[])[] };
type Sent = { call: Step['call']; body: WalletBody; copy: Copy | 'original'; httpStatus: number; answer: TWalletApiResponse };

describe('seamless wallet under concurrency', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  beforeAll(async () => {
    api = await startWalletApi();
    // Timeouts are not under test here: on a busy machine a call may wait long for its turn.
    aggregator = api.sandbox({ timeoutMs: 120_000 });
  });
  afterAll(() => api.close());

  it(
    `stays exact under ${MIN_CALLS}+ calls for ${PLAYERS} players with replays, conflicting amounts, reordering and overdrafts`,
    { timeout: 180_000 },
    async () => {
      const seed = Date.now() % 2 ** 31;
      const rnd = createSeededRandom(seed);
      const players: GamePlayer[] = [];
      for (let i = 0; i < PLAYERS; i++) players.push(await newGamePlayer(api.database.db, api.clock, { funding: FUNDING }));

      // What each script sends is drawn up front from the seed; only the interleaving is left to the run.
      const copiesFor = (call: MoneyCall): Copy[] => {
        const copies: Copy[] = [];
        if (rnd.chance(REPLAY_SHARE)) copies.push(rnd.chance(0.5) ? 'replay-together' : 'replay');
        if (call !== 'rollback' && rnd.chance(OTHER_AMOUNT_SHARE)) copies.push(rnd.chance(0.5) ? 'other-amount-together' : 'other-amount');
        return copies;
      };
      const step = (call: Step['call'], body: WalletBody): Step => ({ call, body, copies: call === 'end-round' ? [] : copiesFor(call) });
      const amount = () => String(rnd.int(50, 900));
      const endOf = (p: GamePlayer, bet: WalletBody) => step('end-round', { ...p.call, round_id: bet.round_id });

      function drawScript(p: GamePlayer): Script {
        const bet = p.bet(amount());
        const roll = rnd.next();
        // A rollback after the win finds the bet settled; a second rollback (another uuid) gives nothing back.
        const lateRollback = rnd.chance(0.3) ? [step('rollback', rollbackOf(bet))] : [];
        if (roll < 0.34) {
          return {
            kind: 'win',
            steps: [step('bet', bet), step('win', winOf(bet, String(rnd.int(1, 1800)))), ...lateRollback, endOf(p, bet)],
          };
        }
        if (roll < 0.5) return { kind: 'loss', steps: [step('bet', bet), step('win', winOf(bet, '0', undefined, { round_closed: true }))] };
        if (roll < 0.64) return { kind: 'rollback-after', steps: [step('bet', bet), step('rollback', rollbackOf(bet)), ...lateRollback] };
        if (roll < 0.74) return { kind: 'rollback-before', steps: [step('rollback', rollbackOf(bet)), step('bet', bet)] };
        if (roll < 0.84) return { kind: 'race', steps: [[step('bet', bet), step('rollback', rollbackOf(bet))]] };
        if (roll < 0.92) {
          return {
            kind: 'win-before-bet',
            steps: [step('win', winOf(bet, amount())), step('bet', bet), step('win', winOf(bet, amount()))],
          };
        }
        const second = p.bet(amount(), { round_id: bet.round_id });
        const late = p.bet(amount(), { round_id: bet.round_id });
        return {
          kind: 'closed-round',
          steps: [step('bet', bet), step('bet', second), step('win', winOf(second, amount())), endOf(p, bet), step('bet', late)],
        };
      }
      const planned = (script: Script) => script.steps.flat().reduce((n, s) => n + 1 + s.copies.length, 0);

      const scripts: Script[] = [];
      let calls = 0;
      while (calls < MIN_CALLS) {
        const script = drawScript(rnd.pick(players));
        scripts.push(script);
        calls += planned(script);
      }
      // Halfway through, every player's burst of bets worth far more than they hold.
      const bursts = players.map((p): Script => ({
        kind: 'overdraw',
        steps: [Array.from({ length: 5 }, () => step('bet', p.bet(String(FUNDING))))],
      }));
      scripts.splice(scripts.length / 2, 0, ...bursts);

      const sent: Sent[] = [];
      const deliver = { bet: aggregator.bet, win: aggregator.win, rollback: aggregator.rollback, 'end-round': aggregator.endRound };
      async function send(call: Step['call'], body: WalletBody, copy: Sent['copy']) {
        const { httpStatus, body: answer } = await deliver[call](body);
        sent.push({ call, body, copy, httpStatus, answer });
      }
      async function run({ call, body, copies }: Step) {
        const copyOf = (copy: Copy) =>
          send(call, copy.startsWith('replay') ? body : { ...body, amount: String(BigInt(body.amount as string) + 1n) }, copy);
        await Promise.all([send(call, body, 'original'), ...copies.filter((c) => c.endsWith('together')).map(copyOf)]);
        await Promise.all(copies.filter((c) => !c.endsWith('together')).map(copyOf));
      }
      const queue = [...scripts];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          for (let script = queue.shift(); script; script = queue.shift()) {
            for (const s of script.steps) await (Array.isArray(s) ? Promise.all(s.map(run)) : run(s));
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;

      const byStatus = new Map<string, number>();
      for (const s of sent) byStatus.set(s.answer.status, (byStatus.get(s.answer.status) ?? 0) + 1);
      const copies = (prefix: string) => sent.filter((s) => s.copy.startsWith(prefix)).length;
      console.log(
        `[wallet API concurrency, ${api.database.kind}, seed ${seed}] ${sent.length} calls in ${seconds.toFixed(1)} s ` +
          `(${(sent.length / seconds).toFixed(0)}/s, ${IN_FLIGHT} in flight), ${copies('replay')} replays, ${copies('other-amount')} other amounts: ` +
          [...byStatus].map(([status, n]) => `${status} ${n}`).join(', '),
      );
      expect(sent.length).toBeGreaterThanOrEqual(MIN_CALLS);
      expect(copies('replay') / sent.length).toBeGreaterThan(0.12);
      expect(copies('other-amount') / sent.length).toBeGreaterThan(0.035);
      expect(
        sent.filter((s) => s.httpStatus !== 200 || s.answer.status === 'UNKNOWN'),
        `seed ${seed}`,
      ).toEqual([]);
      for (const status of [
        'NOT_ENOUGH_MONEY',
        'TRANSACTION_ROLLED_BACK',
        'TRANSACTION_ALREADY_SETTLED',
        'DUPLICATE_TRANSACTION',
        'TRANSACTION_DOES_NOT_EXIST',
        'ROUND_CLOSED',
      ]) {
        expect(byStatus.get(status), status).toBeGreaterThan(0);
      }

      // Per uuid: every answer that is not DUPLICATE_TRANSACTION is one stored answer to one fingerprint;
      // the duplicates are exactly the calls with another fingerprint.
      const fingerprint = (s: Sent) =>
        JSON.stringify([
          s.call,
          s.body.player_id,
          s.body.currency,
          s.body.amount ?? null,
          s.body.round_id,
          s.body.reference_transaction_uuid ?? null,
          s.body.game_code,
        ]);
      const byUuid = new Map<string, Sent[]>();
      for (const s of sent)
        if (s.call !== 'end-round')
          byUuid.set(s.body.transaction_uuid as string, [...(byUuid.get(s.body.transaction_uuid as string) ?? []), s]);
      const accepted = new Map<string, Sent>();
      for (const [uuid, all] of byUuid) {
        const answered = all.filter((s) => s.answer.status !== 'DUPLICATE_TRANSACTION');
        expect(answered.length, `${uuid} (seed ${seed})`).toBeGreaterThan(0);
        const first = answered[0]!;
        for (const s of answered) {
          expect([fingerprint(s), s.answer.status, s.answer.transaction_id, s.answer.balance], `${uuid} (seed ${seed})`).toEqual([
            fingerprint(first),
            first.answer.status,
            first.answer.transaction_id,
            first.answer.balance,
          ]);
        }
        for (const s of all.filter((d) => d.answer.status === 'DUPLICATE_TRANSACTION'))
          expect(fingerprint(s), uuid).not.toBe(fingerprint(first));
        expect(first.answer.transaction_id === null, `${uuid} ${first.answer.status}`).toBe(first.answer.status !== 'OK');
        accepted.set(uuid, first);
      }

      // A bet whose rollback was sent first never takes money; a win sent before its bet is never paid.
      for (const script of scripts.filter((s) => s.kind === 'rollback-before')) {
        const bet = (script.steps[1] as Step).body;
        expect(accepted.get(bet.transaction_uuid as string)?.answer.status, `seed ${seed}`).toBe('TRANSACTION_ROLLED_BACK');
      }
      for (const script of scripts.filter((s) => s.kind === 'win-before-bet')) {
        expect(accepted.get((script.steps[0] as Step).body.transaction_uuid as string)?.answer.status).toBe('TRANSACTION_DOES_NOT_EXIST');
      }

      // What the answers say moved: the OK bets not rolled back, the OK wins; each at its accepted amount.
      const ok = [...accepted.values()].filter((s) => s.answer.status === 'OK');
      const refunded = new Set(ok.filter((s) => s.call === 'rollback').map((s) => s.body.reference_transaction_uuid as string));
      const okBets = ok.filter((s) => s.call === 'bet');
      const okWins = ok.filter((s) => s.call === 'win' && s.body.amount !== '0');
      const expected = new Map(players.map((p) => [p.playerId, FUNDING]));
      const add = (player: unknown, amount: bigint) => expected.set(player as string, expected.get(player as string)! + amount);
      for (const bet of okBets)
        if (!refunded.has(bet.body.transaction_uuid as string)) add(bet.body.player_id, -BigInt(bet.body.amount as string));
      for (const win of okWins) add(win.body.player_id, BigInt(win.body.amount as string));
      for (const p of players) {
        const real = (await listPlayerBalances(api.database.db, p.playerId, 'EUR')).get('EUR')?.real;
        expect(real, `${p.playerId} (seed ${seed})`).toBe(expected.get(p.playerId));
      }

      // The ledger moved each of them exactly once, and nothing else.
      const movements = await walletApiMovements(api.database.db);
      const refunds = okBets.filter((b) => refunded.has(b.body.transaction_uuid as string));
      expect(refunds.length).toBeGreaterThan(0);
      expect(movements.length, `seed ${seed}`).toBe(okBets.length + okWins.length + refunds.length);
      expect(new Set(movements.map((m) => m.key)).size).toBe(movements.length);
      const amountOf = (uuid: string) => accepted.get(uuid)!.body.amount;
      for (const m of movements) {
        const uuid = m.key.slice(m.key.indexOf(':') + 1);
        expect(m.amount, `${m.kind} ${uuid}`).toBe(amountOf(m.kind === 'rollback' ? m.reference! : uuid));
      }
      const rollbacksPerBet = new Map<string, number>();
      for (const m of movements.filter((r) => r.kind === 'rollback'))
        rollbacksPerBet.set(m.reference!, (rollbacksPerBet.get(m.reference!) ?? 0) + 1);
      expect(Math.max(...rollbacksPerBet.values())).toBe(1);

      const check = await checkLedger(api.database.db);
      expect(check, `seed ${seed}`).toMatchObject({ isSound: true, negativePlayerBalances: [], balanceMismatches: [], badTransfers: [] });
    },
  );
});
