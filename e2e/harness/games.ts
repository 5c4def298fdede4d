import { randomUUID } from 'node:crypto';
import { bodyOf } from './browser';
import type { Journal, WalletAnswer } from './journal';
import type { StakeVerdict } from './model';
import { cents, major } from './money';
import { GAME, type HarnessPlayer } from './player';
import type { Requests } from './requests';
import { SANDBOX_AGGREGATOR } from './stack-access';
import type { WalletApi } from './wallet-api';

// Real-money rounds, both ways money moves for games: our own titles through the site's play API (the round service
// stakes and pays in-process), and the sandbox aggregator's game through the wallet API, where the harness is the
// aggregator: replays, rollbacks before their bet, wins before theirs.

/** The imported game of the sandbox aggregator (apps/api/data/sandbox-aggregator-games.json). */
export const AGGREGATOR_GAME = 'sandbox-aggregator:coin-flip';

/** Titles without the slots' pacing: a round is one request that stakes and settles. */
const TITLES = [
  {
    id: 'emberoak:EmberDice',
    family: 'dice',
    bet: (amount: string, pick: number) => ({ family: 'dice', amount, direction: pick < 0.5 ? 'under' : 'over', target: 5_000 }),
  },
  {
    id: 'lunarforge:LunarRoulette',
    family: 'roulette',
    bet: (amount: string, pick: number) => ({ family: 'roulette', spots: [{ kind: pick < 0.5 ? 'red' : 'black', amount }] }),
  },
] as const;

type PlayedRound = { id: string; stake: string; win: string; balanceAfter: string | null };

export type GameContext = { requests: Requests; journal: Journal; wallet: WalletApi; isDoubling: { pending: boolean } };

const launches = new WeakMap<HarnessPlayer, Map<string, string>>();

/** The launch of `title` for the player (once; again after its session expired), as the lobby launches it. */
async function launchOf(player: HarnessPlayer, ctx: GameContext, titleId: string): Promise<string> {
  const own = launches.get(player) ?? new Map<string, string>();
  launches.set(player, own);
  const known = own.get(titleId);
  if (known) return known;
  const body = { id: titleId, gameName: titleId, demo: false, lang: 'en', launchId: titleId, imageId: titleId, platform: 'desktop' };
  const answer = await ctx.requests.untilAnswered('game launch', () =>
    player.browser.post(`${GAME}/game`, { ...body, provider: titleId.split(':')[0], category: 'table' }),
  );
  if (answer.status !== 200) throw new Error(`launch of ${titleId}: ${answer.status} ${answer.text}`);
  const token = bodyOf<{ url: string }>(answer).url.replace(/^.*\/play\//, '');
  own.set(titleId, token);
  return token;
}

/** Refusals of the play API, by the wallet's answer they stand for. */
const REFUSED: Record<Exclude<StakeVerdict['status'], 'OK'>, RegExp> = {
  NOT_ENOUGH_MONEY: /Not enough money/,
  BET_NOT_ALLOWED: /maximum stake/,
};

/**
 * One round of an in-house title through the site. The request id makes it idempotent: resent after a lost answer
 * (and once more at the end) it must answer the round it opened, moving nothing.
 */
export async function playInHouseRound(player: HarnessPlayer, ctx: GameContext) {
  const title = player.random.pick(TITLES);
  const token = await launchOf(player, ctx, title.id);
  const amount = BigInt(player.random.int(1, 6)) * 50n;
  const bet = title.bet(major(amount), player.random.next());
  const requestId = randomUUID();
  const verdict = player.model.judgeStake(undefined, amount);
  const path = `${GAME}/play/${token}/rounds`;
  const send = () => player.browser.post(path, { requestId, bet });
  const answer = await ctx.requests.untilAnswered('in-house round', send);
  if (answer.status === 410) return void launches.get(player)?.delete(title.id);
  if (answer.status !== 200) {
    const expected = verdict.status === 'OK' ? null : REFUSED[verdict.status];
    if (answer.status !== 409 || !expected?.test(answer.text)) {
      player.disagree(`${title.id} round of ${major(amount)}`, `answered ${answer.status} ${answer.text}; the model: ${verdict.status}`);
    }
    return;
  }
  const { round } = bodyOf<{ round: PlayedRound }>(answer);
  if (verdict.status !== 'OK') player.disagree(`${title.id} round ${round.id}`, `taken; the model: ${verdict.status}`);
  const roundKey = `studio:${round.id}`;
  player.model.stake(`studio:${round.id}:bet`, roundKey, cents(round.stake), title.family);
  const win = cents(round.win);
  if (win > 0n) player.model.win(`studio:${round.id}:win`, roundKey, win);
  player.checkPlayable(`round ${round.id}`, round.balanceAfter);

  const first = JSON.stringify(round);
  const resend = async () => {
    const again = await ctx.requests.untilAnswered('in-house round replay', send);
    return again.status === 200 ? JSON.stringify(bodyOf<{ round: PlayedRound }>(again).round) : `HTTP ${again.status} ${again.text}`;
  };
  ctx.journal.rounds.push({ roundId: round.id, first, resend });
  // A replay on purpose now and then, while the faults are still being injected.
  if (player.random.next() < 0.1) ctx.journal.compare(`round ${round.id}`, first, await resend());
  if (ctx.isDoubling.pending) {
    ctx.isDoubling.pending = false;
    // The broken client: the same bet again under a new request id, and not told to the model.
    await ctx.requests.untilAnswered('in-house round (doubled)', () => player.browser.post(path, { requestId: randomUUID(), bet }));
  }
}

type WalletScenario = 'plain' | 'replayed' | 'rolled back' | 'rollback first' | 'win first';

/**
 * One round of the sandbox aggregator's game on the wallet API, the harness being the aggregator. The scenarios are
 * what aggregators do: a bet and its win; the same calls replayed; a bet rolled back; a rollback that overtook its bet
 * (a tombstone refuses the bet when it comes); a win that overtook its bet (refused for good under its uuid).
 */
export async function playWalletRound(player: HarnessPlayer, ctx: GameContext) {
  const { wallet } = ctx;
  const token = await player.walletSession(AGGREGATOR_GAME);
  const roundId = `harness-${randomUUID()}`;
  const roundKey = `wallet:${roundId}`;
  const base = { player_id: player.id, game_code: AGGREGATOR_GAME, currency: 'EUR', round_id: roundId };
  const amount = BigInt(player.random.int(1, 8)) * 50n;
  const betUuid = `bet-${randomUUID()}`;
  const bet = { ...base, session_token: token, transaction_uuid: betUuid, amount: String(amount), round_closed: false };
  const keyOf = (uuid: string) => `${SANDBOX_AGGREGATOR}:${uuid}`;
  const expect = (what: string, answer: WalletAnswer, status: string) => {
    if (answer.status !== status) player.disagree(`wallet ${what} in ${roundId}`, `answered ${answer.status}; the model: ${status}`);
    // The wallet API's amounts are minor units.
    player.checkPlayable(`wallet ${what} in ${roundId}`, answer.balance === null ? null : major(BigInt(answer.balance)));
  };

  const placeBet = async (): Promise<StakeVerdict | null> => {
    const verdict = player.model.judgeStake(roundKey, amount);
    const answer = await wallet.send('bet', bet);
    if (answer.status === 'OK') {
      const taken = player.model.stake(keyOf(betUuid), roundKey, amount, 'aggregator');
      expect('bet', answer, verdict.status);
      return taken;
    }
    expect('bet', answer, verdict.status);
    return null;
  };
  const payWin = async (uuid = `win-${randomUUID()}`) => {
    const win = (amount * BigInt(player.random.pick([0, 1, 2, 2, 4]))) / 2n;
    const fields = { ...base, transaction_uuid: uuid, reference_transaction_uuid: betUuid, amount: String(win), round_closed: true };
    const answer = await wallet.send('win', fields);
    if (answer.status === 'OK') player.model.win(keyOf(uuid), roundKey, win);
    expect('win', answer, 'OK');
    return fields;
  };
  const rollbackFields = (uuid: string) => ({
    ...base,
    transaction_uuid: uuid,
    reference_transaction_uuid: betUuid,
    amount: String(amount),
    round_closed: true,
  });

  const scenario = player.random.weighted<WalletScenario>({ plain: 5, replayed: 2, 'rolled back': 2, 'rollback first': 2, 'win first': 1 });
  switch (scenario) {
    case 'plain': {
      if (await placeBet()) await payWin();
      return;
    }
    case 'replayed': {
      const taken = await placeBet();
      await wallet.replay('bet', bet);
      if (taken) await wallet.replay('win', await payWin());
      return;
    }
    case 'rolled back': {
      const taken = await placeBet();
      if (!taken) return;
      const uuid = `rollback-${randomUUID()}`;
      const fields = rollbackFields(uuid);
      const answer = await wallet.send('rollback', fields);
      if (answer.status === 'OK') player.model.rollback(keyOf(uuid), roundKey, taken);
      expect('rollback', answer, 'OK');
      await wallet.replay('rollback', fields);
      return;
    }
    case 'rollback first': {
      const fields = rollbackFields(`rollback-${randomUUID()}`);
      expect('rollback before its bet', await wallet.send('rollback', fields), 'OK');
      expect('bet after its rollback', await wallet.send('bet', bet), 'TRANSACTION_ROLLED_BACK');
      await wallet.replay('rollback', fields);
      await wallet.replay('bet', bet);
      return;
    }
    case 'win first': {
      const early = {
        ...base,
        transaction_uuid: `win-${randomUUID()}`,
        reference_transaction_uuid: betUuid,
        amount: String(amount),
        round_closed: false,
      };
      expect('win before its bet', await wallet.send('win', early), 'TRANSACTION_DOES_NOT_EXIST');
      if (await placeBet()) await payWin();
      await wallet.replay('win', early);
      return;
    }
  }
}
