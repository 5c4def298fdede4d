// The harness's own account of one player's money, built only from what the harness did and was told was done:
// deposits credited, bonuses granted, stakes, wins and rollbacks acknowledged, withdrawals held, paid and returned.
// It follows the rules the product documents (decisions 009, 021, 022, 023) with its own arithmetic, never reading a
// balance from the casino, so the casino's balances and ledger can be held against it afterwards.

export type SpendOrder = 'real-first' | 'bonus-first';

/** The bonus terms of the promotions file the API runs with, in EUR minor units. */
export type Terms = {
  spendOrder: SpendOrder;
  /** The most a round may stake while a bonus is active; null: no maximum. */
  maximumBet: bigint | null;
  multiplier: number;
  /** Percent of a bonus-funded stake that counts towards wagering, per game family; a family left out counts 0. */
  contribution: Partial<Record<string, number>>;
  /** Per deposit number, the tiers by the deposit's worth (inclusive bound; null: no bound). */
  welcome: { depositNumber: number; tiers: { upTo: bigint | null; percent: number }[] }[];
  minimumDeposit: bigint;
  maximumBonus: bigint;
};

/** One ledger movement the model expects: exactly one transfer under `source` and `key`, of `kind` and `amount`. */
export type ExpectedTransfer = { source: string; key: string; kind: string; amount: bigint };

export type GrantStatus = 'active' | 'completed' | 'forfeited';
type Grant = { id: string; amount: bigint; requirement: bigint; wagered: bigint; status: GrantStatus };
type Round = { staked: bigint; bonusStaked: bigint; grant: Grant | null };

export type StakeVerdict = { status: 'OK' | 'NOT_ENOUGH_MONEY' | 'BET_NOT_ALLOWED'; realPart: bigint; bonusPart: bigint };

const GAME_SOURCE = 'wallet-api';
const PAYMENTS_SOURCE = 'payments';
const PROMOTIONS_SOURCE = 'promotions';

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

export class PlayerModel {
  real = 0n;
  bonus = 0n;
  held = 0n;
  depositsCredited = 0;
  grant: Grant | null = null;
  readonly expected: ExpectedTransfer[] = [];
  private readonly rounds = new Map<string, Round>();

  constructor(readonly terms: Terms) {}

  get playable(): bigint {
    return this.real + this.bonus;
  }

  private expect(source: string, key: string, kind: string, amount: bigint) {
    if (amount > 0n) this.expected.push({ source, key, kind, amount });
  }

  private roundOf(key: string): Round {
    let round = this.rounds.get(key);
    if (!round) this.rounds.set(key, (round = { staked: 0n, bonusStaked: 0n, grant: null }));
    return round;
  }

  /** A deposit the gateway's notice credited: real money, under the deposit's ledger key. */
  credit(gateway: string, depositId: string, amount: bigint) {
    this.real += amount;
    this.depositsCredited += 1;
    this.expect(`gateway:${gateway}`, `deposit:${depositId}`, 'deposit', amount);
  }

  /** What the welcome offer grants on the player's `depositNumber`-th deposit of `amount` (EUR). */
  welcomeBonusOf(depositNumber: number, amount: bigint): bigint {
    if (amount < this.terms.minimumDeposit) return 0n;
    const tier = this.terms.welcome.find((d) => d.depositNumber === depositNumber)?.tiers.find((t) => t.upTo === null || amount <= t.upTo);
    return tier ? min((amount * BigInt(tier.percent)) / 100n, this.terms.maximumBonus) : 0n;
  }

  /** The bonus of deposit `depositId`, seen active with the id `grantId`. */
  grantBonus(depositId: string, grantId: string, amount: bigint) {
    this.grant = { id: grantId, amount, requirement: amount * BigInt(this.terms.multiplier), wagered: 0n, status: 'active' };
    this.bonus += amount;
    this.expect(PROMOTIONS_SOURCE, `deposit-bonus:${depositId}`, 'bonus', amount);
  }

  /** Whether a stake of `amount` in round `roundKey` (undefined: a new round) would be taken, and from which money (decision 023). */
  judgeStake(roundKey: string | undefined, amount: bigint): StakeVerdict {
    const round = roundKey === undefined ? { staked: 0n } : this.roundOf(roundKey);
    const isActive = this.grant?.status === 'active';
    if (isActive && this.terms.maximumBet !== null && round.staked + amount > this.terms.maximumBet) {
      return { status: 'BET_NOT_ALLOWED', realPart: 0n, bonusPart: 0n };
    }
    const bonusPart = this.terms.spendOrder === 'bonus-first' ? min(amount, max(this.bonus, 0n)) : max(amount - max(this.real, 0n), 0n);
    const realPart = amount - bonusPart;
    if (bonusPart > this.bonus || realPart > this.real) return { status: 'NOT_ENOUGH_MONEY', realPart: 0n, bonusPart: 0n };
    return { status: 'OK', realPart, bonusPart };
  }

  /** A stake the casino took: split as judged, wagering counted, and the bonus converted once its requirement is met. */
  stake(ledgerKey: string, roundKey: string, amount: bigint, family: string): StakeVerdict {
    const verdict = this.judgeStake(roundKey, amount);
    const { realPart, bonusPart } = verdict;
    const round = this.roundOf(roundKey);
    this.real -= realPart;
    this.bonus -= bonusPart;
    this.expect(GAME_SOURCE, ledgerKey, 'bet', realPart);
    this.expect(GAME_SOURCE, `${ledgerKey}:bonus`, 'bet', bonusPart);
    round.staked += amount;
    round.bonusStaked += bonusPart;
    const grant = this.grant;
    if (bonusPart > 0n && grant?.status === 'active') {
      round.grant = grant;
      grant.wagered += (bonusPart * BigInt(this.terms.contribution[family] ?? 0)) / 100n;
      if (grant.wagered >= grant.requirement) {
        this.expect(PROMOTIONS_SOURCE, `bonus-conversion:${grant.id}`, 'bonus_conversion', this.bonus);
        this.real += this.bonus;
        this.bonus = 0n;
        grant.status = 'completed';
      }
    }
    return verdict;
  }

  /**
   * Where a bonus-funded share goes: to bonus money while the round's bonus is active, to real money once it
   * completed, nowhere (the house keeps it) once it was forfeited.
   */
  private pay(ledgerKey: string, kind: string, realPart: bigint, bonusShare: bigint, round: Round) {
    const status = round.grant?.status ?? 'completed';
    const toBonus = status === 'active' ? bonusShare : 0n;
    const toReal = realPart + (status === 'completed' ? bonusShare : 0n);
    this.real += toReal;
    this.bonus += toBonus;
    this.expect(GAME_SOURCE, ledgerKey, kind, toReal);
    this.expect(GAME_SOURCE, `${ledgerKey}:bonus`, kind, toBonus);
  }

  /** A win the casino paid on round `roundKey`: its bonus share in proportion to the round's bonus stakes. */
  win(ledgerKey: string, roundKey: string, amount: bigint) {
    const round = this.roundOf(roundKey);
    const share = round.staked > 0n && round.bonusStaked > 0n ? (amount * min(round.bonusStaked, round.staked)) / round.staked : 0n;
    this.pay(ledgerKey, 'win', amount - share, share, round);
  }

  /** A rollback the casino made of a bet that took `bet`: each part back where it came from. */
  rollback(ledgerKey: string, roundKey: string, bet: { realPart: bigint; bonusPart: bigint }) {
    const round = this.roundOf(roundKey);
    this.pay(ledgerKey, 'rollback', bet.realPart, bet.bonusPart, round);
    round.staked = max(round.staked - bet.realPart - bet.bonusPart, 0n);
    round.bonusStaked = min(max(round.bonusStaked - bet.bonusPart, 0n), round.staked);
  }

  /** Whether a withdrawal of `amount` may be asked for: the real money must cover it. */
  canWithdraw(amount: bigint): boolean {
    return amount <= this.real;
  }

  /** A withdrawal request the casino recorded: an active bonus forfeited first (the request carries the consent), then the hold. */
  hold(withdrawalId: string, amount: bigint) {
    const grant = this.grant;
    if (grant?.status === 'active') {
      this.expect(PROMOTIONS_SOURCE, `bonus-forfeit:${grant.id}`, 'bonus_forfeit', this.bonus);
      this.bonus = 0n;
      grant.status = 'forfeited';
    }
    this.real -= amount;
    this.held += amount;
    this.expect(PAYMENTS_SOURCE, `withdrawal:${withdrawalId}:hold`, 'hold', amount);
  }

  /** A held withdrawal cancelled by the player or rejected by the operator: back to real money. */
  release(withdrawalId: string, amount: bigint) {
    this.held -= amount;
    this.real += amount;
    this.expect(PAYMENTS_SOURCE, `withdrawal:${withdrawalId}:release`, 'release', amount);
  }

  /** A held withdrawal the operator approved: paid out through the gateway's clearing account. */
  payOut(withdrawalId: string, amount: bigint) {
    this.held -= amount;
    this.expect(PAYMENTS_SOURCE, `withdrawal:${withdrawalId}:pay`, 'withdrawal', amount);
  }
}

/** The ledger's movements against the model's: what is missing, what is there twice or unexplained, what differs. */
export function compareTransfers(expected: ExpectedTransfer[], actual: ExpectedTransfer[]): string[] {
  const problems: string[] = [];
  const keyOf = (t: ExpectedTransfer) => `${t.source} ${t.key}`;
  const actualByKey = new Map<string, ExpectedTransfer[]>();
  for (const t of actual) actualByKey.set(keyOf(t), [...(actualByKey.get(keyOf(t)) ?? []), t]);
  const expectedKeys = new Map<string, number>();
  for (const t of expected) {
    const key = keyOf(t);
    expectedKeys.set(key, (expectedKeys.get(key) ?? 0) + 1);
    const found = actualByKey.get(key) ?? [];
    if (found.length === 0) problems.push(`lost: ${key} (${t.kind} ${t.amount}) is not in the ledger`);
    else if (found[0]!.amount !== t.amount || found[0]!.kind !== t.kind) {
      problems.push(`differs: ${key} is ${found[0]!.kind} ${found[0]!.amount} in the ledger, ${t.kind} ${t.amount} in the model`);
    }
  }
  for (const [key, found] of actualByKey) {
    const wanted = expectedKeys.get(key) ?? 0;
    if (wanted === 0)
      problems.push(`unexplained: ${key} (${found.map((t) => `${t.kind} ${t.amount}`).join(', ')}) matches no acknowledged operation`);
    else if (found.length > wanted) problems.push(`applied ${found.length} times: ${key}`);
    else if (wanted > 1) problems.push(`acknowledged ${wanted} times under one key: ${key}`);
  }
  return problems;
}
