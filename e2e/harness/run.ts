import { watchBalancer, type BalancerEvent } from './balancer';
import { FAULTS, planFaults, runFaults, type Fault, type FaultResult } from './faults';
import { playInHouseRound, playWalletRound, type GameContext } from './games';
import { createJournal, type Journal } from './journal';
import { HarnessPlayer, type PlayerContext } from './player';
import { createRandom } from './random';
import { createRequests, Unresolved, type Requests } from './requests';
import { openStackAccess, SANDBOX_AGGREGATOR, type HarnessStack, type StackAccess } from './stack-access';
import { createStats, type Stats } from './stats';
import { readTerms, SHIPPED_PROMOTIONS } from './terms';
import { checkLedgerSound, replayEverything, verifyPlayers } from './verify';
import { createWalletApi, type WalletApi } from './wallet-api';

// The fault harness (decision 039): many players through a started stack for a while, the faults injected meanwhile,
// then every check. Bounded: each operation has a deadline, and the run ends at its duration plus what is needed to
// settle the last operations.

export type HarnessOptions = {
  seconds: number;
  players: number;
  /** One player in this many takes the welcome bonus on their first deposit. */
  bonusEvery: number;
  /** A player's pause between operations, drawn up to this. */
  thinkMs: number;
  seed: number;
  faults: readonly Fault[];
  /** The longest the site may take to serve again after a fault. */
  recoveryBoundMs: number;
  /** The longest one operation may stay unanswered. */
  deadlineMs: number;
  /** Breaks the run on purpose, to show the checks catch it: the model off by a cent, or a round applied twice. */
  sabotage?: 'model' | 'double';
  say: (line: string) => void;
};

export const DEFAULT_OPTIONS: Omit<HarnessOptions, 'say'> = {
  seconds: 180,
  players: 40,
  bonusEvery: 3,
  thinkMs: 200,
  seed: 1,
  faults: FAULTS,
  recoveryBoundMs: 30_000,
  deadlineMs: 90_000,
};

export type HarnessReport = {
  options: Omit<HarnessOptions, 'say'>;
  players: number;
  seconds: number;
  faults: FaultResult[];
  stats: Stats;
  replays: { compared: number; differed: number };
  walletTransactions: number;
  rounds: number;
  failures: [string, string[]][];
  notes: [string, string[]][];
  /** HAProxy taking a web or API process out of its backend and putting it back. */
  balancer: BalancerEvent[];
  /** Requests of the load that failed outside every fault's window, by error. */
  failedOutsideFaults: [string, number][];
  /** Seconds each phase took after the load: settling the last deposits, sending everything again, the checks. */
  phases: { settle: number; replay: number; verify: number };
  money: ReturnType<typeof moneyOf>;
};

/** What the players' money did, by the model: the figures behind the checks. */
function moneyOf(players: readonly HarnessPlayer[]) {
  const deposits = players.flatMap((p) => p.deposits);
  const withdrawals = players.flatMap((p) => [...p.withdrawals.values()]);
  const grants = players.flatMap((p) => (p.model.grant ? [p.model.grant.status] : []));
  const count = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;
  return {
    deposits: { credited: count(deposits, (d) => d.status === 'completed'), declined: count(deposits, (d) => d.status === 'failed') },
    bonuses: {
      granted: grants.length,
      completed: count(grants, (g) => g === 'completed'),
      forfeited: count(grants, (g) => g === 'forfeited'),
    },
    withdrawals: {
      paid: count(withdrawals, (w) => w.status === 'completed'),
      returned: count(withdrawals, (w) => w.status === 'cancelled' || w.status === 'rejected'),
      waiting: count(withdrawals, (w) => w.status === 'unconfirmed' || w.status === 'pending'),
    },
  };
}

/** The stack's processes (scripts/lib/stack-start.mjs names them so). */
const PROCESSES = ['postgres-primary', 'postgres-replica', 'redis', 'api-1', 'api-2', 'sandbox-aggregator', 'haproxy', 'web-1', 'web-2'];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each player's own loopback address: the site counts per-address limits per player, as it would per person. */
const addressOf = (i: number) => `127.10.${Math.floor(i / 250)}.${(i % 250) + 2}`;

/** One player's part of the run: an account, a first deposit, then operations until `until`, one at a time. */
async function drive(player: HarnessPlayer, games: GameContext, startAt: number, until: number, thinkMs: number) {
  await pause(Math.max(0, startAt - Date.now()));
  await player.signUp();
  await player.fillPaymentDetails();
  await player.deposit(5_000n, { acceptBonus: player.isBonusPlayer });
  while (Date.now() < until) {
    await pause(player.random.int(0, thinkMs));
    if (!player.isSettled) {
      await player.settleDeposits(Date.now());
      continue;
    }
    const { model } = player;
    const canDeposit = player.deposits.length < 12;
    const op = player.random.weighted({
      'in-house round': 30,
      'wallet round': 30,
      funds: 5,
      deposit: canDeposit ? (model.playable < 1_000n ? 60 : 3) : 0,
      // Rarely enough that confirming the mailed links stays under the site's limit of 10 a minute per address.
      withdrawal: model.real >= 2_500n ? 1 : 0,
      'notice replay': 2,
    });
    if (op === 'in-house round') await playInHouseRound(player, games);
    else if (op === 'wallet round') await playWalletRound(player, games);
    else if (op === 'funds') await player.checkFunds();
    else if (op === 'deposit') await player.deposit(BigInt(player.random.int(3, 8)) * 1_000n, { declined: player.random.next() < 0.15 });
    else if (op === 'withdrawal') await player.withdraw();
    else await player.replayNotice();
  }
}

export async function runHarness(stack: HarnessStack, options: HarnessOptions): Promise<HarnessReport> {
  const stats = createStats();
  const journal = createJournal();
  const requests = createRequests(stats, { deadlineMs: options.deadlineMs });
  const access = openStackAccess(stack, { deadlineMs: options.deadlineMs });
  const terms = readTerms(access.promotionsFile ?? SHIPPED_PROMOTIONS, access.minimumPromotionEur);
  const wallet = createWalletApi({ url: stack.apiUrl, operatorId: SANDBOX_AGGREGATOR, secret: access.walletSecret, requests, journal });
  const isDoubling = { pending: options.sabotage === 'double' };
  const context: PlayerContext = { requests, journal, access, terms };
  const games: GameContext = { requests, journal, wallet, isDoubling };

  // The probe: a player of its own, whose funds say whether the site serves (web server, API and primary).
  // Its requests give up after 5 s: a site that takes longer is not serving.
  const probe = new HarnessPlayer(context, -1, false, stack.publicUrl, '127.9.0.2', createRandom(options.seed), { timeoutMs: 5_000 });
  const players = Array.from(
    { length: options.players },
    (_, i) =>
      new HarnessPlayer(context, i, i % options.bonusEvery === 0, stack.publicUrl, addressOf(i), createRandom(options.seed * 7_919 + i)),
  );
  try {
    return await run(stack, options, { stats, journal, requests, access, wallet, games, probe, players });
  } finally {
    for (const player of [...players, probe]) player.close();
    wallet.close();
    await access.close();
  }
}

/** What a run uses, made (and closed) by runHarness. */
type Parts = {
  stats: Stats;
  journal: Journal;
  requests: Requests;
  access: StackAccess;
  wallet: WalletApi;
  games: GameContext;
  probe: HarnessPlayer;
  players: HarnessPlayer[];
};

async function run(stack: HarnessStack, options: HarnessOptions, parts: Parts): Promise<HarnessReport> {
  const { say, ...settings } = options;
  const { stats, journal, requests, access, wallet, games, probe, players } = parts;
  await probe.signUp();
  const durationMs = options.seconds * 1_000;
  const start = Date.now();
  const until = start + durationMs;
  say(`${players.length} players for ${options.seconds} s, faults: ${options.faults.join(', ')}`);

  // Every process of the stack now; only those a fault replaced on purpose may be other ones at the end.
  const expected = new Map(PROCESSES.map((name) => [name, stack.childOf(name)]));
  const balancer = watchBalancer(stack.statsUrl, start);
  const faults = runFaults({
    plan: planFaults(options.faults, durationMs),
    start,
    stack,
    access,
    probe: probe.browser,
    stats,
    journal,
    boundMs: options.recoveryBoundMs,
    replaced: (name) => expected.set(name, stack.childOf(name)),
    say,
  });
  // Players start over the first tenth of the run (at most 8 s), as sign-ups arrive, not all in one instant.
  const stagger = Math.min(8_000, durationMs / 10) / Math.max(1, players.length);
  const driven = players.map((player, i) =>
    drive(player, games, start + i * stagger, until, options.thinkMs).catch((err: unknown) => {
      const check = err instanceof Unresolved ? 'an operation got no answer within its deadline' : 'a player stopped on an error';
      journal.fail(check, `${player.email}: ${(err as Error).stack ?? String(err)}`);
    }),
  );
  const faultResults = await faults;
  await Promise.all(driven);
  const loadEnd = Date.now();
  const { isAllUp, events: balancerEvents } = await balancer.stop(options.recoveryBoundMs);
  if (!isAllUp)
    journal.fail(
      'the site did not serve again in time',
      `a process was still out of the balancer ${options.recoveryBoundMs / 1000} s after the load`,
    );
  say(`load done at ${((Date.now() - start) / 1000).toFixed(1)} s; settling and checking`);

  const active = players.filter((p) => p.id);
  const phase = { settle: 0, replay: 0, verify: 0 };
  let phaseStart = Date.now();
  const lap = () => {
    const took = (Date.now() - phaseStart) / 1_000;
    phaseStart = Date.now();
    return took;
  };
  const settleBy = Date.now() + options.deadlineMs;
  for (const player of active) await player.settleDeposits(settleBy);
  for (const player of active) {
    if (!player.isSettled) journal.fail('a deposit was never settled', `${player.email}: a paid deposit still pending`);
  }
  phase.settle = lap();
  await replayEverything(journal, wallet);
  phase.replay = lap();
  if (options.sabotage === 'model') {
    const victim = active.find((p) => p.model.depositsCredited > 0);
    if (victim) victim.model.real += 1n;
  }
  for (const [name, child] of expected) {
    if (child && stack.childOf(name) !== child) journal.fail('a stack process exited on its own', `${name} was started again by the stack`);
  }
  await checkLedgerSound(access, requests, journal);
  await verifyPlayers(active, access, requests, journal);
  phase.verify = lap();

  return {
    options: settings,
    players: active.length,
    seconds: (Date.now() - start) / 1_000,
    faults: faultResults,
    stats,
    replays: journal.replays,
    walletTransactions: journal.wallet.size,
    rounds: journal.rounds.length,
    failures: journal.failures(),
    notes: journal.notes(),
    phases: { settle: phase.settle, replay: phase.replay, verify: phase.verify },
    balancer: balancerEvents,
    failedOutsideFaults: stats.failedOutsideFaults(start, loadEnd),
    money: moneyOf(active),
  };
}
