import { VIRTUAL_SPORTS_TITLES, type VirtualSportsConfig, type VirtualSportsEvent, type VirtualSportsTitleKey } from '@casino/games';
import type { Db } from '../../../db/client';
import type { GameWallet } from '../../game-wallet';
import { payDemoWin } from '../launches-repo';
import { payScheduledWin } from '../round-money';
import { toStoredJson, updateRound, type RoundRow } from '../rounds-repo';
import { boardOf, payoutOf, type Selection } from './events';
import { findDueEvents, findEventById, findOpenBetsOfPlayer, lockOpenBets, markEventSettled, type VirtualEventRow } from './repo';

// Settling an ended event: every open bet on it wins what the engine pays for the drawn result (stake
// included) or nothing, through the wallet (demo: the launch's credits), and records the event as drawn.
// Whoever settles (the instance leading the schedule, or a request reading the title after the event)
// marks the event first: a second settler finds it marked and moves nothing. The wallet's win carries the
// bet's uuid besides, so no retry can pay twice.

/** A virtual sports bet as stored on its game round (`amount` a decimal string of minor units; odds in hundredths). */
export type StoredVirtualBet = {
  amount: string;
  eventId: number;
  eventNumber: number;
  market: string;
  pick: string;
  odds: number;
  placeOdds: number | null;
};

export const virtualBetOf = (row: RoundRow) => row.bet as StoredVirtualBet;

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((handle) => work(handle as unknown as Db));

type Drawn = { config: VirtualSportsConfig; event: VirtualSportsEvent; board: Selection[] };

async function settleBet(tx: Db, wallet: GameWallet, { config, event, board }: Drawn, bet: RoundRow, now: Date) {
  const stored = virtualBetOf(bet);
  const win = payoutOf(config, event, { amount: bet.stake, market: stored.market, pick: stored.pick }, board);
  let balanceAfter: bigint;
  let winEurCents: bigint | null = null;
  if (bet.isDemo) balanceAfter = await payDemoWin(tx, bet.launchId, win);
  else ({ balanceAfter, winEurCents } = await payScheduledWin(tx, wallet, bet, win, now));
  await updateRound(tx, bet.id, { steps: toStoredJson([{ event }]), status: 'settled', win, winEurCents, balanceAfter, settledAt: now });
}

/** Settles one ended event in a transaction of its own; false when it was already settled. */
export async function settleEvent(
  db: Db,
  wallet: GameWallet,
  config: VirtualSportsConfig,
  row: VirtualEventRow,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await markEventSettled(tx, row.id, now))) return false;
    const event = row.result as VirtualSportsEvent;
    const drawn = { config, event, board: boardOf(config, event) };
    for (const bet of await lockOpenBets(tx, row.id)) await settleBet(tx, wallet, drawn, bet, now);
    return true;
  });
}

/** Settles every ended event of the title not settled yet; answers how many this call settled. */
export async function settleDueEvents(
  db: Db,
  wallet: GameWallet,
  gameKey: string,
  config: VirtualSportsConfig,
  now: Date,
): Promise<number> {
  let settled = 0;
  for (const row of await findDueEvents(db, gameKey, now)) if (await settleEvent(db, wallet, config, row, now)) settled += 1;
  return settled;
}

/**
 * Settles the events the player's open bets wait on once they have ended: the bet history shows a bet
 * settled when its event is over, whichever instance (if any) drives the schedule.
 */
export async function settleEndedBetsOf(db: Db, wallet: GameWallet, playerId: string, now: Date): Promise<void> {
  for (const bet of await findOpenBetsOfPlayer(db, playerId)) {
    const config = VIRTUAL_SPORTS_TITLES[bet.gameKey as VirtualSportsTitleKey]?.config;
    const event = await findEventById(db, virtualBetOf(bet).eventId);
    if (config && event && event.settledAt === null && event.endsAt <= now) await settleEvent(db, wallet, config, event, now);
  }
}
