import {
  isCurrencyCode,
  type TCrashBetRequest,
  type TCrashChainsResponse,
  type TCrashCashOutRequest,
  type TCrashPlayerBet,
  type TCrashState,
  type TCurrencyCode,
  type TSaltBlock,
} from '@casino/contracts';
import { checkCrashBet, checkRounding, CRASH_TITLES, paidMinimum, type CrashTitle } from '@casino/games';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { toMajorUnits, toMinorUnits } from '../../../lib/money';
import type { GameWallet } from '../../game-wallet';
import { eurCentsConverter } from '../../games';
import type { LaunchRow } from '../launches-repo';
import { findRoundByRequest, sumLaunchRounds, type RoundRow } from '../rounds-repo';
import { betOwnerOf, findOpenBet, insertScheduledBet, launchBalance, type ScheduledBetLaunch } from '../scheduled-bets';
import type { CrashLiveBus } from './live-bus';
import { findBet, findChain, findLatestRound, findRecentBusts, listSeededChains, type ChainRow, type CrashRoundRow } from './repo';
import { crashRoundView, fromMultiplierText, multiplierNow, phaseAt, toMultiplierText } from './schedule';
import { SEEDING_CHAIN, type Seeding } from './seeding';
import { crashBetOf, settleCrashBet, type StoredCrashBet } from './settle';

// A player's side of a live crash round: the state the game client draws, a bet in the betting phase and a
// cash-out while it rises, at the server's multiplier of the moment the request is handled. Each request is
// one transaction with its wallet call, so a refusal anywhere changes nothing.

/** How many busts the client lists. */
const RECENT_BUSTS = 20;
/** How many chains the public list shows: every title's in play and next, and some before. */
const LISTED_CHAINS = 40;

export type CrashContext = ScheduledBetLaunch & { title: CrashTitle; seeding: Seeding };

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((handle) => work(handle as unknown as Db));

/** A launch of a crash title, its limits in the launch's currency: 404 for a launch of another family. */
export async function crashContextOf(
  db: Db,
  token: string,
  launch: LaunchRow,
  live: { seeding: Seeding; wallet: GameWallet },
): Promise<CrashContext> {
  const { seeding, wallet } = live;
  const stated = (CRASH_TITLES as Readonly<Record<string, CrashTitle>>)[launch.gameKey];
  if (!stated || !isCurrencyCode(launch.currency)) throw notFound('This game has no live crash rounds.');
  const convert = await eurCentsConverter(db, launch.currency);
  // Crash stakes below 1,000 minor units go in whole hundreds of them (rounding.ts in games): the minimum too.
  const limits = { minBet: paidMinimum(stated, convert(stated.config.limits.minBet)), maxBet: convert(stated.config.limits.maxBet) };
  return { token, launch, currency: launch.currency, title: { ...stated, config: { ...stated.config, limits } }, seeding, wallet };
}

function betView(row: RoundRow, currency: TCurrencyCode): TCrashPlayerBet {
  const bet = crashBetOf(row);
  const step = (row.steps as { cashedOutAt: number | null }[])[0];
  return {
    roundId: row.id,
    roundNumber: bet.roundNumber,
    stake: toMajorUnits(row.stake, currency),
    autoCashOut: bet.autoCashOut === null ? null : toMultiplierText(bet.autoCashOut),
    cashedOutAt: step?.cashedOutAt == null ? null : toMultiplierText(step.cashedOutAt),
    win: toMajorUnits(row.win, currency),
    status: row.status,
  };
}

async function liveRound(tx: Db, gameKey: string): Promise<CrashRoundRow> {
  const round = await findLatestRound(tx, gameKey);
  if (!round) throw conflict('The first round opens once the block that gives its chain its salt is mined: try again in a moment.');
  return round;
}

/** A chain's salt block, where anyone can read it on the watched chain; null for a chain from before salt blocks. */
function saltBlockOf(chain: ChainRow, seeding: Seeding): TSaltBlock | null {
  if (chain.saltChain === null || chain.saltHeight === null) return null;
  const url = seeding.chain && chain.saltChain === SEEDING_CHAIN ? seeding.chain.blockUrl(SEEDING_CHAIN, chain.saltHeight) : null;
  return { chain: chain.saltChain, height: chain.saltHeight, url };
}

/** GET /crash/chains: the latest chains of every crash title, each from its commitment on, the salt once fixed. */
export async function listCrashChains(db: Db, seeding: Seeding): Promise<TCrashChainsResponse> {
  const chains = await listSeededChains(db, LISTED_CHAINS);
  return {
    chains: chains.map((chain) => ({
      gameKey: chain.gameKey,
      terminatingHash: chain.terminatingHash,
      length: chain.length,
      committedAt: chain.createdAt.toISOString(),
      saltBlock: saltBlockOf(chain, seeding)!,
      salt: chain.salt,
      saltFixedAt: chain.saltFixedAt?.toISOString() ?? null,
    })),
  };
}

/** GET /play/{token}/crash: the live round, the chain, the player's bet in it, the balance, this launch's totals and the latest busts. */
export async function getCrashState(db: Db, ctx: CrashContext, now: Date): Promise<TCrashState> {
  const round = await liveRound(db, ctx.launch.gameKey);
  const chain = await findChain(db, round.chainId);
  const bet = await findBet(db, round.id, betOwnerOf(ctx.launch));
  const recent = await findRecentBusts(db, ctx.launch.gameKey, now, RECENT_BUSTS);
  const { staked, won } = await sumLaunchRounds(db, ctx.launch.id);
  return {
    round: crashRoundView(round, now),
    // A chain with a round has its salt.
    chain: { terminatingHash: chain.terminatingHash, salt: chain.salt!, length: chain.length, saltBlock: saltBlockOf(chain, ctx.seeding) },
    bet: bet ? betView(bet, ctx.currency) : null,
    balance: toMajorUnits(await launchBalance(db, ctx), ctx.currency),
    totals: { staked: toMajorUnits(staked, ctx.currency), won: toMajorUnits(won, ctx.currency) },
    recent: recent.map((r) => ({ number: r.number, crash: toMultiplierText(r.crash), hash: r.hash })),
  };
}

/** POST /play/{token}/crash/bets: one bet per round, in its betting phase. A resent requestId answers the first. */
export async function placeCrashBet(db: Db, ctx: CrashContext, request: TCrashBetRequest, now: Date): Promise<TCrashState> {
  const { launch, title, currency } = ctx;
  await inTransaction(db, async (tx) => {
    if (await findRoundByRequest(tx, launch.id, request.requestId)) return;
    const bet = {
      amount: toMinorUnits(request.amount, currency),
      autoCashOut: request.autoCashOut === null ? null : fromMultiplierText(request.autoCashOut),
    };
    const refusal = checkCrashBet(title.config, bet) ?? checkRounding(title, bet);
    if (refusal) throw badRequest(refusal, refusal.includes('cash-out') ? 'autoCashOut' : 'amount');
    const round = await liveRound(tx, launch.gameKey);
    if (phaseAt(round, now) !== 'betting') throw conflict('This round is no longer taking bets: bet in the next one.');
    if (await findOpenBet(tx, launch)) throw conflict('You already have a bet in this round.');
    const chain = await findChain(tx, round.chainId);
    const stored: StoredCrashBet = {
      amount: bet.amount.toString(),
      autoCashOut: bet.autoCashOut,
      crashRoundId: round.id,
      roundNumber: round.number,
    };
    await insertScheduledBet(
      tx,
      ctx,
      {
        requestId: request.requestId,
        family: 'crash',
        stake: bet.amount,
        bet: stored,
        // The round's commitment: its predecessor's hash is SHA-256 of its own, public before it starts.
        fairness: { serverSeedHash: round.previousHash, clientSeed: chain.salt!, nonce: round.number },
      },
      now,
    );
  });
  return getCrashState(db, ctx, now);
}

/**
 * POST /play/{token}/crash/cash-out: while the round rises, the bet is paid at the server's multiplier now
 * (its automatic target instead when the curve has passed it: that cash-out came first). After the bust,
 * or for a bet already settled, a 409 and nothing moves.
 */
export async function cashOutCrashBet(
  db: Db,
  bus: CrashLiveBus,
  ctx: CrashContext,
  request: TCrashCashOutRequest,
  now: Date,
): Promise<TCrashState> {
  const { launch } = ctx;
  const paid = await inTransaction(db, async (tx) => {
    const round = await liveRound(tx, launch.gameKey);
    if (round.number !== request.roundNumber) throw conflict('That round is over.');
    const phase = phaseAt(round, now);
    if (phase === 'betting') throw conflict('The round has not started rising yet.');
    if (phase === 'busted') throw conflict('Too late: the round has busted.');
    const row = await findBet(tx, round.id, betOwnerOf(launch), true);
    if (!row) throw notFound('You have no bet in this round.');
    if (row.status === 'settled') throw conflict('This bet is already cashed out.');
    const now100 = multiplierNow(round, now);
    const target = crashBetOf(row).autoCashOut;
    const multiplier = target !== null && target <= now100 ? target : now100;
    await settleCrashBet(tx, ctx.wallet, row, multiplier, now);
    return { number: round.number, multiplier };
  });
  await bus.publish({ type: 'cashOut', gameKey: launch.gameKey, number: paid.number, multiplier: toMultiplierText(paid.multiplier) });
  return getCrashState(db, ctx, now);
}
