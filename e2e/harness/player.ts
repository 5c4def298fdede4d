import { randomUUID } from 'node:crypto';
import type { Challenge } from 'altcha-lib';
import { signWebhook } from '../../apps/api/src/modules/payments/webhook-signature';
import { solveChallengeOf } from '../support/http';
import { bodyOf, createBrowser, type Browser } from './browser';
import type { HttpAnswer } from './http-client';
import type { Journal } from './journal';
import { PlayerModel, type Terms } from './model';
import { cents, major } from './money';
import type { Random } from './random';
import { Unresolved, type Requests } from './requests';
import type { StackAccess } from './stack-access';

// A player of the run, through the site's load balancer as a browser: signs up, deposits by card through the sandbox
// gateway, withdraws, and is checked against its model. Its operations run one after another, as one person's do, so
// the model sees them in the order the casino applied them.

export const USER = '/user-service/api/v1';
export const PROFILE = '/profile-service/api/v1';
export const GAME = '/game-aggregator-service/api/v1';

export type PlayerContext = {
  requests: Requests;
  journal: Journal;
  access: StackAccess;
  terms: Terms;
};

type DepositStatus = 'pending' | 'completed' | 'failed' | 'held';
type Deposit = { id: string; amount: bigint; gateway: string; status: DepositStatus };
type WithdrawalStatus = 'unconfirmed' | 'pending' | 'completed' | 'rejected' | 'cancelled';
type Withdrawal = { id: string; amount: bigint; status: WithdrawalStatus; linkToken: string | null };
export type Listed = { id: string; amount: string; status: string };

/** Where a decision leaves a withdrawal, and what it does to the money. */
const DECIDED: Partial<Record<WithdrawalStatus, 'release' | 'payOut'>> = { cancelled: 'release', rejected: 'release', completed: 'payOut' };

export class HarnessPlayer {
  readonly email: string;
  readonly password = 'Fault-Tolerant-Ledger-42';
  id = '';
  readonly browser: Browser;
  readonly model: PlayerModel;
  readonly deposits: Deposit[] = [];
  readonly withdrawals = new Map<string, Withdrawal>();
  private walletToken: string | null = null;

  constructor(
    private readonly ctx: PlayerContext,
    readonly index: number,
    readonly isBonusPlayer: boolean,
    siteUrl: string,
    localAddress: string,
    readonly random: Random,
    { timeoutMs = 30_000 } = {},
  ) {
    this.email = `harness-${index < 0 ? 'probe' : index}-${randomUUID().slice(0, 8)}@example.com`;
    this.browser = createBrowser(siteUrl, localAddress, { timeoutMs });
    this.model = new PlayerModel(ctx.terms);
  }

  /** No deposit waits for its gateway's notice: the model knows every credit the casino made. */
  get isSettled(): boolean {
    return this.deposits.every((d) => d.status !== 'pending');
  }

  private untilAnswered(kind: string, send: () => Promise<HttpAnswer>) {
    return this.ctx.requests.untilAnswered(kind, send);
  }

  /** A refusal or an answer the model did not expect. */
  disagree(what: string, detail: string) {
    this.ctx.journal.fail('an answer disagreed with the model', `${this.email} ${what}: ${detail}`);
  }

  /** A balance the casino reported with an answer, against the model's (real plus bonus, what a game may stake). */
  checkPlayable(what: string, reported: string | null) {
    if (!this.isSettled || reported === null) return;
    if (cents(reported) !== this.model.playable) this.disagree(what, `balance ${reported}, the model ${major(this.model.playable)}`);
  }

  private async captcha(): Promise<string> {
    const answer = await this.untilAnswered('captcha', () => this.browser.get(`${USER}/captcha/challenge`));
    if (answer.status !== 200) throw new Error(`captcha challenge: ${answer.status} ${answer.text}`);
    return solveChallengeOf(bodyOf<Challenge>(answer));
  }

  /**
   * Signs up. Registration has no key: when its answer is lost, a retry that finds the e-mail taken means the first
   * attempt made the account, and the player signs in to it.
   */
  async signUp() {
    const end = Date.now() + this.ctx.requests.deadlineMs;
    const op = this.ctx.requests.begin('sign-up');
    for (let retry = 0; ; retry += 1) {
      const captcha = await this.captcha();
      const outcome = await op.send(() =>
        this.browser.post(`${USER}/registration`, {
          email: this.email,
          password: this.password,
          fullName: `Harness Player ${this.index}`,
          terms: true,
          language: 'en',
          currency: 'EUR',
          captcha,
        }),
      );
      if (outcome.answer?.status === 201) return void (this.id = bodyOf<{ id: string }>(outcome.answer).id);
      if (outcome.answer?.status === 409) return this.signIn();
      if (outcome.answer) throw new Error(`sign-up refused: ${outcome.answer.status} ${outcome.answer.text}`);
      if (Date.now() > end) {
        op.unresolved();
        throw new Unresolved(`sign-up of ${this.email} got no answer: ${outcome.error}`);
      }
      await this.ctx.requests.backoff(retry);
    }
  }

  private async signIn() {
    const captcha = await this.captcha();
    const answer = await this.untilAnswered('sign-in', () =>
      this.browser.post(`${USER}/signin`, { email: this.email, password: this.password, captcha }),
    );
    if (answer.status !== 200) throw new Error(`sign-in refused: ${answer.status} ${answer.text}`);
    this.id = bodyOf<{ id: string }>(answer).id;
  }

  /** What every card deposit needs first: the deposit-limit choice the market asks for, and the profile's details. */
  async fillPaymentDetails() {
    const choice = await this.untilAnswered('profile details', () =>
      this.browser.post(`${PROFILE}/profile/safer-gambling/no-deposit-limit`),
    );
    if (choice.status >= 400 && choice.status !== 409) throw new Error(`deposit-limit choice: ${choice.status} ${choice.text}`);
    const details = await this.untilAnswered('profile details', () =>
      this.browser.put(`${PROFILE}/profile`, {
        country: 'mt',
        state: 'Malta',
        city: 'Valletta',
        address: 'Republic Street 1',
        zipCode: 'VLT 1111',
        phoneNumber: '21234567',
        dialingCode: '356',
        gender: 'Female',
        dateOfBirth: Math.floor(Date.UTC(1990, 4, 1) / 1000),
        receiveEmailPromo: false,
      }),
    );
    if (details.status !== 200) throw new Error(`profile details: ${details.status} ${details.text}`);
  }

  /** The game session the harness, as the sandbox aggregator, plays this player's wallet rounds under. */
  async walletSession(gameCode: string): Promise<string> {
    this.walletToken ??= await this.ctx.access.issueGameSession(this.id, gameCode);
    return this.walletToken;
  }

  /**
   * A card deposit through the sandbox gateway's page, as a browser pays it, then followed until the gateway's signed
   * notice settled it. `declined`: a test card the gateway declines (its notice fails the deposit, nothing is credited).
   */
  async deposit(amount: bigint, { acceptBonus = false, declined = false } = {}) {
    const choice = acceptBonus ? { acceptBonus: true } : { declineBonus: true };
    // A start whose answer is lost leaves a pending deposit nobody pays: it never moves money.
    const start = await this.untilAnswered('deposit start', () =>
      this.browser.post(`${PROFILE}/profile/vegapay/deposit`, { amount: major(amount), currency: 'EUR', ...choice }),
    );
    if (start.status !== 200) return this.disagree(`deposit of ${major(amount)}`, `refused: ${start.status} ${start.text}`);
    const page = new URL(bodyOf<{ redirectUrl: string }>(start).redirectUrl).pathname;
    const [, , , gateway = '', id = ''] = page.split('/');
    const deposit: Deposit = { id, amount, gateway, status: 'pending' };
    this.deposits.push(deposit);
    const cardNumber = declined ? '4000 0000 0000 0002' : '4242 4242 4242 4242';
    // The page takes a card once: sent again after a lost answer, it says the payment was processed (409).
    const paid = await this.untilAnswered('card payment', () =>
      this.browser.request('POST', page, { form: { cardNumber, expiry: '12/40', cvc: '123', holder: 'Harness Player', action: 'pay' } }),
    );
    if (paid.status !== 303 && paid.status !== 409) return this.disagree(`card payment ${id}`, `${paid.status} ${paid.text.slice(0, 200)}`);
    await this.followDeposit(deposit, Date.now() + this.ctx.requests.deadlineMs);
    if (declined && deposit.status === 'completed') this.disagree(`deposit ${id}`, 'a declined card was credited');
    if (acceptBonus && deposit.status === 'completed') await this.awaitBonus(deposit);
  }

  /** Reads the deposit's status (what the gateway's return page reads) until it settled or `deadline` passed. */
  async followDeposit(deposit: Deposit, deadline: number) {
    for (let retry = 0; deposit.status === 'pending'; retry += 1) {
      const answer = await this.untilAnswered('deposit status', () => this.browser.get(`${PROFILE}/profile/payment/deposit/${deposit.id}`));
      if (answer.status !== 200) throw new Error(`deposit ${deposit.id}: ${answer.status} ${answer.text}`);
      const { status, gateway } = bodyOf<{ status: DepositStatus; gateway: string }>(answer);
      if (status === 'completed') this.model.credit(gateway, deposit.id, deposit.amount);
      if (status === 'held') this.disagree(`deposit ${deposit.id}`, 'held for review: the notice disagreed with the payment');
      deposit.status = status;
      if (status !== 'pending' || Date.now() > deadline) return;
      await this.ctx.requests.backoff(retry);
    }
  }

  /** Follows every deposit still waiting for its notice, until `deadline`. */
  async settleDeposits(deadline: number) {
    for (const deposit of this.deposits) await this.followDeposit(deposit, deadline);
  }

  /**
   * The welcome bonus of a deposit that accepted it, once the promotions tick granted it: the model adds what the
   * operator's terms give, and the harness plays no further until it is there, since bonus money changes every split.
   */
  private async awaitBonus(deposit: Deposit) {
    const expected = this.model.welcomeBonusOf(this.model.depositsCredited, deposit.amount);
    if (expected === 0n) return;
    const end = Date.now() + this.ctx.requests.deadlineMs;
    for (let retry = 0; ; retry += 1) {
      const answer = await this.untilAnswered('bonus status', () => this.browser.get(`${PROFILE}/profile/promotion`));
      const granted = bodyOf<{ id: string; status: string; bonusAmount: string }[]>(answer).find((p) => p.status === 'active');
      if (granted) {
        if (cents(granted.bonusAmount) !== expected)
          this.disagree('welcome bonus', `${granted.bonusAmount} granted, the terms give ${major(expected)}`);
        return this.model.grantBonus(deposit.id, granted.id, expected);
      }
      if (Date.now() > end) throw new Unresolved(`the welcome bonus of deposit ${deposit.id} was not granted`);
      await this.ctx.requests.backoff(retry);
    }
  }

  /** The player's funds as the site shows them, against the model: real money and bonus money. */
  async checkFunds() {
    if (!this.isSettled) return;
    const answer = await this.untilAnswered('funds', () => this.browser.get(`${PROFILE}/profile/currency`));
    const fund = bodyOf<{ currency: string; totalMoney: string; totalBonus: string }[]>(answer).find((f) => f.currency === 'EUR');
    const [real, bonus] = [cents(fund?.totalMoney ?? '0'), cents(fund?.totalBonus ?? '0')];
    if (real !== this.model.real || bonus !== this.model.bonus) {
      this.ctx.journal.fail(
        'a balance differs from the model',
        `${this.email} on the site: real ${major(real)} bonus ${major(bonus)}, the model ${major(this.model.real)} and ${major(this.model.bonus)}`,
      );
    }
  }

  /**
   * The gateway's notice of a credited deposit sent again, as gateways repeat themselves: the casino must answer that
   * it had it already, and credit nothing.
   */
  async replayNotice() {
    const credited = this.deposits.filter((d) => d.status === 'completed');
    if (credited.length === 0) return;
    const deposit = this.random.pick(credited);
    const notice = {
      type: 'payment.succeeded',
      data: { paymentId: deposit.id, reference: `sbx_${randomUUID()}`, amount: major(deposit.amount), currency: 'EUR' },
    };
    const answer = await this.untilAnswered('notice replay', () => {
      const headers = signWebhook(this.ctx.access.sandboxSecret, `evt_${deposit.id}`, new Date(), JSON.stringify(notice));
      return this.browser.request('POST', `/payments/webhooks/${deposit.gateway}`, { json: notice, headers });
    });
    const outcome = answer.status === 200 ? bodyOf<{ outcome: string }>(answer).outcome : `HTTP ${answer.status}`;
    if (outcome !== 'duplicate') this.disagree(`notice of deposit ${deposit.id} sent again`, `answered ${outcome}, not duplicate`);
  }

  /**
   * The player's withdrawals as their money history lists them: the unpaid ones under their own id, the paid ones
   * as the ledger's movements (under the movement's id).
   */
  async listWithdrawals(): Promise<Listed[]> {
    const answer = await this.untilAnswered('withdrawal list', () => this.browser.get(`${PROFILE}/profile/fiat/withdraw`));
    if (answer.status !== 200) throw new Error(`withdrawal list: ${answer.status} ${answer.text}`);
    return bodyOf<{ items: Listed[] }>(answer).items;
  }

  /** Where a withdrawal stands in the money history: a paid one is no longer listed under its own id. */
  private async statusOf(withdrawal: Withdrawal): Promise<string> {
    return (await this.listWithdrawals()).find((w) => w.id === withdrawal.id)?.status ?? 'completed';
  }

  /**
   * Asks for a withdrawal (an active bonus forfeited with consent), then goes on as a player or the operator would:
   * cancels it, or confirms it by the mailed link and has the operator approve or reject it, or leaves it waiting.
   */
  async withdraw() {
    const amount = 2_000n + BigInt(this.random.int(0, 5)) * 100n;
    if (!this.model.canWithdraw(amount)) return;
    const withdrawal = await this.requestWithdrawal(amount);
    if (!withdrawal) return;
    withdrawal.linkToken = await this.mailedLink(withdrawal);
    const next = this.random.weighted({ cancel: 3, approve: 4, reject: 2, 'cancel confirmed': 1, leave: 1 });
    if (next === 'leave') return;
    if (next === 'cancel') return void (await this.decide('withdrawal cancel', withdrawal, 'cancelled', () => this.cancelOf(withdrawal)));
    if (!withdrawal.linkToken) return;
    const token = withdrawal.linkToken;
    const confirmed = await this.decide('withdrawal confirm', withdrawal, 'pending', () =>
      this.browser.post(`${USER}/withdrawal/confirm`, { token }),
    );
    if (!confirmed) return;
    if (next === 'cancel confirmed') await this.decide('withdrawal cancel', withdrawal, 'cancelled', () => this.cancelOf(withdrawal));
    else if (next === 'approve') {
      await this.decide('withdrawal approve', withdrawal, 'completed', () =>
        this.ctx.access.operatorOnce('withdrawal-approve', { id: withdrawal.id }),
      );
    } else {
      await this.decide('withdrawal reject', withdrawal, 'rejected', () =>
        this.ctx.access.operatorOnce('withdrawal-reject', { id: withdrawal.id, reason: 'Rejected by the fault harness' }),
      );
    }
  }

  private cancelOf(withdrawal: Withdrawal) {
    return this.browser.delete(`${PROFILE}/profile/withdrawal/${withdrawal.id}`);
  }

  /**
   * A withdrawal request has no key: when its answer is lost, the money history says whether it was recorded, and
   * only a request not there is sent again.
   */
  private async requestWithdrawal(amount: bigint): Promise<Withdrawal | null> {
    const known = new Set((await this.listWithdrawals()).map((w) => w.id));
    const end = Date.now() + this.ctx.requests.deadlineMs;
    const op = this.ctx.requests.begin('withdrawal request');
    for (let retry = 0; ; retry += 1) {
      const outcome = await op.send(() =>
        this.browser.post(`${PROFILE}/profile/skrill/withdraw`, { amount: major(amount), currency: 'EUR', forfeitBonus: true }),
      );
      if (outcome.answer?.status === 201) return this.held(bodyOf<{ id: string }>(outcome.answer).id, amount);
      if (outcome.answer) {
        this.disagree(`withdrawal of ${major(amount)}`, `refused: ${outcome.answer.status} ${outcome.answer.text}`);
        return null;
      }
      const recorded = (await this.listWithdrawals()).find((w) => !known.has(w.id));
      if (recorded) {
        op.appliedUnanswered();
        return this.held(recorded.id, cents(recorded.amount));
      }
      if (Date.now() > end) {
        op.unresolved();
        throw new Unresolved(`withdrawal request of ${this.email} got no answer: ${outcome.error}`);
      }
      await this.ctx.requests.backoff(retry);
    }
  }

  private held(id: string, amount: bigint): Withdrawal {
    this.model.hold(id, amount);
    const withdrawal: Withdrawal = { id, amount, status: 'unconfirmed', linkToken: null };
    this.withdrawals.set(id, withdrawal);
    return withdrawal;
  }

  /** The link mailed for `withdrawal` (the first one not yet known): the player has no second factor. */
  private async mailedLink(withdrawal: Withdrawal): Promise<string | null> {
    const known = new Set([...this.withdrawals.values()].map((w) => w.linkToken));
    const end = Date.now() + this.ctx.requests.deadlineMs;
    for (let retry = 0; Date.now() < end; retry += 1) {
      const fresh = (await this.ctx.access.withdrawalLinkTokens(this.email)).find((token) => !known.has(token));
      if (fresh) return fresh;
      await this.ctx.requests.backoff(retry);
    }
    // Not a money check: the request stays held, and its link lapses after an hour and returns the money.
    this.ctx.journal.note('a withdrawal link never reached the mailbox', `${this.email} withdrawal ${withdrawal.id}`);
    return null;
  }

  /**
   * A decision on a withdrawal (the player's cancel or confirm, the operator's approval or rejection), sent once: when
   * its answer is lost, the money history says whether it was made, and only one not made is sent again.
   */
  private async decide(kind: string, withdrawal: Withdrawal, to: WithdrawalStatus, send: () => Promise<HttpAnswer>): Promise<boolean> {
    const end = Date.now() + this.ctx.requests.deadlineMs;
    const op = this.ctx.requests.begin(kind);
    for (let retry = 0; ; retry += 1) {
      const outcome = await op.send(send);
      if (outcome.answer) {
        type Decided = { id?: string; status?: string };
        const body = bodyOf<Decided & { result?: Decided }>(outcome.answer);
        const { id, status } = body.result ?? body;
        // The withdrawal decided must be this one (a mailed link names none: the answer does).
        if (outcome.answer.status === 200 && status === to && id === withdrawal.id) return this.decided(withdrawal, to);
        // A market may forbid a player's cancellation (decision 035): refused, nothing changed.
        if (outcome.answer.status === 403 && to === 'cancelled') return false;
        this.disagree(`${kind} ${withdrawal.id}`, `answered ${outcome.answer.status} ${outcome.answer.text}`);
        return false;
      }
      if ((await this.statusOf(withdrawal)) === to) {
        op.appliedUnanswered();
        return this.decided(withdrawal, to);
      }
      if (Date.now() > end) {
        op.unresolved();
        throw new Unresolved(`${kind} of ${withdrawal.id} got no answer: ${outcome.error}`);
      }
      await this.ctx.requests.backoff(retry);
    }
  }

  private decided(withdrawal: Withdrawal, to: WithdrawalStatus): true {
    const movement = DECIDED[to];
    if (movement) this.model[movement](withdrawal.id, withdrawal.amount);
    withdrawal.status = to;
    return true;
  }

  close() {
    this.browser.close();
  }
}
