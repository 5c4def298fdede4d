import { randomUUID } from 'node:crypto';
import { ZWalletApiResponse, type TWalletApiResponse } from '@casino/contracts';
import type { Lifecycle } from './lifecycle';
import type { Launch, Round } from './launches';
import type { LedgerEntry, MoneyCall, ReplayMismatch } from './ledger';
import type { Log } from './log';
import { betWinRetries, DeliveryFailed, doublingPauses, type RetryPolicy, type WalletCall, type WalletClient } from './wallet-client';

// What the aggregator asks of the casino's wallet, with the delivery rules a real aggregator follows: bets and
// wins are sent up to four times a second apart; a bet still unanswered is rolled back, with doubling pauses until
// the rollback is answered; a win still unanswered is queued and delivered again with growing pauses while the
// process lives. Every acknowledged money call is written to the ledger.

export type WalletOperationsOptions = {
  client: WalletClient;
  lifecycle: Lifecycle;
  log: Log;
  /** The pause between attempts of a bet or win, and the first of the doubling ones. */
  retryDelayMs: number;
  /** The longest pause of a rollback or a queued win. */
  maxBackoffMs: number;
  /** Send every money call a second time after its answer and compare the answers. */
  replay: boolean;
};

/** A delivery answered with the wallet API's body (an answer without one counts as no answer). */
type Answer = { body: TWalletApiResponse; attempts: number };

export function createWalletOperations({ client, lifecycle, log, retryDelayMs, maxBackoffMs, replay }: WalletOperationsOptions) {
  const entries: LedgerEntry[] = [];
  const mismatches: ReplayMismatch[] = [];

  const betWin = betWinRetries(retryDelayMs);
  const backoff = doublingPauses(retryDelayMs, maxBackoffMs);
  const untilAnswered: RetryPolicy = (retry) => (lifecycle.isAbandoned() ? undefined : backoff(retry));

  async function call(type: WalletCall, body: Record<string, unknown>, retries: RetryPolicy): Promise<Answer> {
    const delivery = await client.deliver(type, body, retries);
    const parsed = ZWalletApiResponse.safeParse(delivery.body);
    // A 4xx page from something in front of the casino says nothing about the money: as good as no answer.
    if (!parsed.success) throw new DeliveryFailed(type, delivery.attempts, `HTTP ${delivery.httpStatus} without a wallet answer`);
    return { body: parsed.data, attempts: delivery.attempts };
  }

  /** One bet, win or rollback, recorded once answered, and replayed when asked to. */
  async function moneyCall(type: MoneyCall, body: Record<string, unknown>, retries: RetryPolicy): Promise<Answer> {
    const answer = await call(type, body, retries);
    const entry: LedgerEntry = {
      type,
      transactionUuid: String(body.transaction_uuid),
      referenceTransactionUuid: typeof body.reference_transaction_uuid === 'string' ? body.reference_transaction_uuid : null,
      roundId: String(body.round_id),
      playerId: String(body.player_id),
      currency: String(body.currency),
      amount: String(body.amount),
      status: answer.body.status,
      transactionId: answer.body.transaction_id,
      balance: answer.body.balance,
      attempts: answer.attempts,
    };
    entries.push(entry);
    if (replay) entry.replay = await replayOf(type, body, answer.body);
    return answer;
  }

  async function replayOf(type: MoneyCall, body: Record<string, unknown>, first: TWalletApiResponse): Promise<LedgerEntry['replay']> {
    let second: TWalletApiResponse;
    try {
      second = (await call(type, body, betWin)).body;
    } catch (error) {
      log('warn', 'replay got no answer', { type, transactionUuid: body.transaction_uuid, problem: (error as Error).message });
      return 'unanswered';
    }
    const seen = (a: TWalletApiResponse) => ({ status: a.status, balance: a.balance, transactionId: a.transaction_id });
    const [before, after] = [seen(first), seen(second)];
    if (JSON.stringify(before) === JSON.stringify(after)) return 'matched';
    const mismatch = { type, transactionUuid: String(body.transaction_uuid), first: before, second: after };
    mismatches.push(mismatch);
    log('error', 'a replay was answered differently from its first delivery', mismatch);
    return 'mismatched';
  }

  const fieldsOf = (launch: Launch & { demo: false }) => ({
    player_id: launch.playerId,
    game_code: launch.gameCode,
    currency: launch.currency,
  });

  /** Rolls back an unanswered bet until the casino answers, in the background. */
  function rollBack(launch: Launch & { demo: false }, round: Round): void {
    const body = {
      ...fieldsOf(launch),
      round_id: round.roundId,
      round_closed: true,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: round.betUuid,
      amount: round.stake.toString(),
    };
    lifecycle.run('a rollback', async () => {
      try {
        const { body: answer } = await moneyCall('rollback', body, untilAnswered);
        if (answer.status !== 'OK') log('error', 'the casino refused a rollback', { roundId: round.roundId, status: answer.status });
      } catch (error) {
        log('error', 'a rollback was given up at shutdown', { roundId: round.roundId, problem: (error as Error).message });
      }
    });
  }

  return {
    authenticate: (launch: Launch & { demo: false }) =>
      call('authenticate', { ...fieldsOf(launch), session_token: launch.sessionToken }, () => undefined),
    balance: (launch: Launch & { demo: false }) =>
      call('balance', { ...fieldsOf(launch), session_token: launch.sessionToken }, () => undefined),

    /** The round's bet. Without an answer after its retries it is rolled back and DeliveryFailed is thrown. */
    async bet(launch: Launch & { demo: false }, round: Round): Promise<TWalletApiResponse> {
      const body = {
        ...fieldsOf(launch),
        session_token: launch.sessionToken,
        round_id: round.roundId,
        round_closed: false,
        transaction_uuid: round.betUuid,
        amount: round.stake.toString(),
      };
      try {
        return (await moneyCall('bet', body, betWin)).body;
      } catch (error) {
        if (error instanceof DeliveryFailed) rollBack(launch, round);
        throw error;
      }
    },

    /** The round's win (0 for a loss), closing it; redelivered under the same uuid until the casino answers. */
    async settle(launch: Launch & { demo: false }, round: Round): Promise<void> {
      const body = {
        ...fieldsOf(launch),
        round_id: round.roundId,
        round_closed: true,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: round.betUuid,
        amount: round.win.toString(),
      };
      for (let requeued = 0; ; requeued++) {
        try {
          const { body: answer } = await moneyCall('win', body, betWin);
          if (answer.status === 'OK') round.status = 'settled';
          else log('error', 'the casino refused a win', { roundId: round.roundId, status: answer.status });
          return;
        } catch (error) {
          if (!(error instanceof DeliveryFailed)) throw error;
          if (lifecycle.isAbandoned()) {
            log('error', 'a win was still undelivered at shutdown', { roundId: round.roundId, transactionUuid: body.transaction_uuid });
            return;
          }
          log('warn', 'a win is queued for another delivery', { roundId: round.roundId, problem: error.message });
          await lifecycle.pause(backoff(requeued) ?? maxBackoffMs, 'backoff');
        }
      }
    },

    ledger: (): readonly LedgerEntry[] => entries,
    replayMismatches: (): readonly ReplayMismatch[] => mismatches,
  };
}

export type WalletOperations = ReturnType<typeof createWalletOperations>;
