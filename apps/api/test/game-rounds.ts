import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { gameLaunches } from '../src/db/schema/gameplay';
import { takeNextFloats } from '../src/modules/gameplay';
import { insertRound, type RoundRow } from '../src/modules/gameplay/rounds-repo';

// Stored rounds for history and winners tests, written through the gameplay module's round insert, with
// the player's real seed pair and nonce. (The round service that plays them lands with the game platform.)

export type TestRound = {
  /** null with isDemo: a visitor's demo round. */
  playerId: string | null;
  gameKey: 'EmberDice' | 'LunarRoulette' | 'RubyRoulette' | 'LuckyLanterns';
  currency?: string;
  isDemo?: boolean;
  /** Minor units. */
  stake: bigint;
  win: bigint;
  winEurCents?: bigint | null;
  balanceAfter?: bigint | null;
  createdAt: Date;
  /** Settled a second after it was placed unless `status` is open. */
  status?: 'open' | 'settled';
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function play(round: TestRound) {
  const amount = round.stake.toString();
  if (round.gameKey === 'EmberDice') {
    const isWin = round.win > 0n;
    return {
      family: 'dice',
      bet: { amount, direction: 'over', target: 5000 },
      steps: [{ roll: isWin ? 7712 : 1234, direction: 'over', target: 5000, multiplier: 1.98, isWin }],
    };
  }
  return {
    family: 'roulette',
    bet: { spots: [{ kind: 'red', amount }] },
    steps: [{ pocket: round.win > 0n ? 3 : 2, colour: round.win > 0n ? 'red' : 'black', wins: [round.win.toString()] }],
  };
}

export async function insertTestRound(db: Db, round: TestRound): Promise<RoundRow> {
  const isDemo = round.isDemo ?? false;
  const currency = round.currency ?? 'EUR';
  const [launch] = await db
    .insert(gameLaunches)
    .values({
      tokenHash: hex(32),
      playerId: round.playerId,
      gameKey: round.gameKey,
      currency,
      isDemo,
      demoBalance: isDemo ? 100_000n : null,
      idleMs: 4 * 3_600_000,
      expiresAt: new Date(round.createdAt.getTime() + 4 * 3_600_000),
      createdAt: round.createdAt,
    })
    .returning({ id: gameLaunches.id });
  const seeds =
    isDemo || !round.playerId
      ? { seedPairId: null, serverSeedHash: hex(32), clientSeed: hex(16), nonce: 0 }
      : await takeNextFloats(db, round.playerId, 1, round.createdAt);
  const status = round.status ?? 'settled';
  const isSettled = status === 'settled';
  return insertRound(db, {
    id: randomUUID(),
    launchId: launch!.id,
    requestId: randomUUID(),
    playerId: round.playerId,
    gameKey: round.gameKey,
    currency,
    isDemo,
    status,
    stake: round.stake,
    win: isSettled ? round.win : 0n,
    winEurCents: isSettled ? (round.winEurCents === undefined ? (currency === 'EUR' ? round.win : null) : round.winEurCents) : null,
    balanceAfter: round.balanceAfter ?? null,
    ...play(round),
    seedPairId: seeds.seedPairId,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    createdAt: round.createdAt,
    settledAt: isSettled ? new Date(round.createdAt.getTime() + 1000) : null,
  });
}
