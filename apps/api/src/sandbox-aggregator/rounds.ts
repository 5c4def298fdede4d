import { randomUUID } from 'node:crypto';
import type { TWalletApiStatus } from '@casino/contracts';
import { flipCoin, payoutOf, type Outcome } from './coin-flip';
import type { Launch, Round } from './launches';
import type { Lifecycle } from './lifecycle';
import { DeliveryFailed } from './wallet-client';
import type { WalletOperations } from './wallet-operations';

// A round of Coin Flip: the stake is taken (by the casino's wallet, or from the demo credits), the coin is
// flipped, and the player is answered at once; the win is paid by a timer later, whether or not the page is
// still open, as an aggregator settles rounds after the player has left.

export type RoundsOptions = { wallet: WalletOperations; lifecycle: Lifecycle; settleDelayMs: number };

export type PlayedRound = { round: Round; outcome: Outcome; balance: bigint | null };
export type RoundRefused = { httpStatus: number; error: TWalletApiStatus; message: string };

/** What the player is told when the casino refuses a bet. */
const REFUSALS: Partial<Record<TWalletApiStatus, string>> = {
  NOT_ENOUGH_MONEY: 'Not enough money for this stake.',
  LIMIT_REACHED: 'A limit on this account does not allow this bet.',
  BET_NOT_ALLOWED: 'This stake is not allowed.',
  USER_DISABLED: 'This account cannot play at the moment.',
  TOKEN_EXPIRED: 'The game session has ended: open the game again from the casino.',
  INVALID_TOKEN: 'The game session has ended: open the game again from the casino.',
  ROUND_CLOSED: 'This round is already closed.',
};

/** Rounds listed by the game's state, newest first: enough for the page, bounded for a long session. */
const ROUNDS_KEPT = 50;

export function createRounds({ wallet, lifecycle, settleDelayMs }: RoundsOptions) {
  function remember(launch: Launch, round: Round) {
    launch.rounds.unshift(round);
    launch.rounds.splice(ROUNDS_KEPT);
  }

  async function playDemo(launch: Launch & { demo: true }, stake: bigint): Promise<PlayedRound | RoundRefused> {
    if (stake > launch.demoBalance) return { httpStatus: 409, error: 'NOT_ENOUGH_MONEY', message: REFUSALS.NOT_ENOUGH_MONEY! };
    const outcome = flipCoin();
    const round: Round = { roundId: randomUUID(), betUuid: randomUUID(), stake, win: payoutOf(outcome, stake), status: 'open' };
    launch.demoBalance -= stake;
    remember(launch, round);
    lifecycle.run('a demo round', async () => {
      await lifecycle.pause(settleDelayMs, 'settle');
      launch.demoBalance += round.win;
      round.status = 'settled';
    });
    return { round, outcome, balance: launch.demoBalance };
  }

  async function playReal(launch: Launch & { demo: false }, stake: bigint): Promise<PlayedRound | RoundRefused> {
    const outcome = flipCoin();
    const round: Round = { roundId: randomUUID(), betUuid: randomUUID(), stake, win: payoutOf(outcome, stake), status: 'open' };
    let answer;
    try {
      answer = await wallet.bet(launch, round);
    } catch (error) {
      if (!(error instanceof DeliveryFailed)) throw error;
      return { httpStatus: 502, error: 'UNKNOWN', message: 'The casino did not answer: the bet is being cancelled. Please try again.' };
    }
    if (answer.status !== 'OK') {
      return {
        httpStatus: 409,
        error: answer.status,
        message: REFUSALS[answer.status] ?? `The casino refused the bet (${answer.status}).`,
      };
    }
    remember(launch, round);
    lifecycle.run("a round's settlement", async () => {
      await lifecycle.pause(settleDelayMs, 'settle');
      await wallet.settle(launch, round);
    });
    return { round, outcome, balance: answer.balance === null ? null : BigInt(answer.balance) };
  }

  return {
    play: (launch: Launch, stake: bigint) => (launch.demo ? playDemo(launch, stake) : playReal(launch, stake)),
  };
}

export type Rounds = ReturnType<typeof createRounds>;
