import type { GameFamily, RoundState } from '../../family';
import { checkStake, type StakeLimits } from '../../shared/stakes';
import { HARDWAYS, POINTS, type CrapsHardway, type CrapsPoint } from './points';
import { comeOrder, comeOutcome, isComeBet, type ComeBetName, type ComeSide } from './come';

/**
 * Craps, one shooter sequence per round. The player stakes pass or don't pass (and may add a field bet,
 * place bets and hardways) and rolls the come-out; a natural or craps settles the round at once, a point
 * keeps it open: the player rolls again until the point or a seven settles the line bet. After the point
 * is set the player may take (pass) or lay (don't pass) odds once, and before any roll while the point is
 * on put down a come or don't come bet (come.ts); each raises the round's stake. When the line bet is
 * decided, the place bets and hardways still up are returned, but come bets still travelling keep the round
 * open: it rolls on, with no point and no new bets, until the last of them is decided.
 *
 * Every die the round can use is drawn when it opens: one float per die, MAX_ROLLS rolls, so a decision
 * never draws new floats. A round still undecided after MAX_ROLLS rolls ends with every bet still up
 * returned: without come bets less than one round in 10^12; a come bet moved to its point late can keep a
 * round rolling until a seven, so with come bets at most (5/6)^99, about one in 7 × 10^7 (no seven in 99 rolls). The exact math
 * (rtp.ts) counts that end too: a come bet returns exactly what a pass line bet with as many rolls left does.
 */
export const MAX_ROLLS = 100;
export const CRAPS_FLOATS = 2 * MAX_ROLLS;

export { HARDWAYS, POINTS, type CrapsHardway, type CrapsPoint } from './points';

/** A pay to one as a fraction: [7, 6] pays 7 for every 6 staked, the stake returned besides. */
export type Pay = readonly [number, number];

export type CrapsConfig = {
  limits: StakeLimits;
  /** The most odds behind the line, as a multiple of the line bet, by point (3-4-5×: 3 on 4 and 10, 4 on 5 and 9, 5 on 6 and 8). */
  oddsMultiple: Readonly<Record<CrapsPoint, number>>;
  /** The field wins on 2, 3, 4, 9, 10, 11, 12: even money but on 2 and 12, which pay these. */
  field: { two: number; twelve: number };
  place: Readonly<Record<CrapsPoint, Pay>>;
  hardways: Readonly<Record<CrapsHardway, Pay>>;
};

export type CrapsLine = 'pass' | 'dontPass';
/** Every amount 0 is no such bet. */
export type CrapsBet = {
  line: CrapsLine;
  amount: bigint;
  field: bigint;
  place: Partial<Record<CrapsPoint, bigint>>;
  hardways: Partial<Record<CrapsHardway, bigint>>;
};
export type CrapsAction = { kind: 'roll' } | { kind: 'odds'; amount: bigint } | { kind: 'come'; bet: ComeSide; amount: bigint };

/** A bet's name in results: 'line', 'odds', 'field', 'place6', 'hard8', 'come' (in the box), 'dontCome9' (on its point). */
export type CrapsBetName = 'line' | 'odds' | 'field' | `place${CrapsPoint}` | `hard${CrapsHardway}` | ComeBetName;
/** What a bet did: won (paid with its stake), lost, or returned (its stake back). */
export type CrapsResult = { bet: CrapsBetName; outcome: 'win' | 'lose' | 'push'; paid: bigint };

/**
 * 'dice' comes first and holds every face the round can use, so the stored state is all `act` needs; a
 * player may see it only once the round is finished. 'bets' is what the round opened with; each 'roll' the
 * two faces, the point after it (null: off), the bets it settled and, while any is up, the come bets
 * after it ('come': a bet in the box moves to its come point); 'odds' the odds taken or laid; 'come' a
 * come or don't come bet put down. A round's last roll also returns the bets still up ('push').
 */
export type CrapsStep =
  | { kind: 'dice'; faces: number[] }
  | {
      kind: 'bets';
      line: CrapsLine;
      amount: bigint;
      field: bigint;
      place: Partial<Record<CrapsPoint, bigint>>;
      hardways: Partial<Record<CrapsHardway, bigint>>;
    }
  | {
      kind: 'roll';
      dice: [number, number];
      point: number | null;
      results: CrapsResult[];
      come?: Partial<Record<ComeBetName, bigint>>;
    }
  | { kind: 'odds'; amount: bigint }
  | { kind: 'come'; bet: ComeSide; amount: bigint };

export type CrapsState = RoundState<CrapsStep>;

const isPoint = (n: number): n is CrapsPoint => (POINTS as readonly number[]).includes(n);

/** Bets still up between rolls, and the point (null on the come-out). Amounts in minor units. */
export type Table = {
  line: CrapsLine;
  point: CrapsPoint | null;
  rolls: number;
  bets: Partial<Record<CrapsBetName, bigint>>;
};

/** stake + stake × pay, the winnings rounded down to the minor unit. */
const paidAt = (stake: bigint, [num, den]: Pay) => stake + (stake * BigInt(num)) / BigInt(den);

/** True odds of the point against the seven, and the inverse for laying. */
const TRUE_ODDS: Record<CrapsPoint, Pay> = { 4: [2, 1], 10: [2, 1], 5: [3, 2], 9: [3, 2], 6: [6, 5], 8: [6, 5] };
export const oddsPay = (line: CrapsLine, point: CrapsPoint): Pay => {
  const [num, den] = TRUE_ODDS[point];
  return line === 'pass' ? [num, den] : [den, num];
};

/** The line bet on this roll: null while undecided. Don't pass pushes a come-out 12 (bar 12). */
function lineOutcome(table: Table, total: number): CrapsResult['outcome'] | null {
  const passWins =
    table.point === null
      ? total === 7 || total === 11
        ? true
        : total <= 3 || total === 12
          ? false
          : null
      : total === table.point
        ? true
        : total === 7
          ? false
          : null;
  if (passWins === null) return null;
  if (table.line === 'pass') return passWins ? 'win' : 'lose';
  if (table.point === null && total === 12) return 'push';
  return passWins ? 'lose' : 'win';
}

/** What one bet does on this roll (null: it stays up). */
function betOutcome(
  config: CrapsConfig,
  table: Table,
  name: CrapsBetName,
  a: number,
  b: number,
): { outcome: 'win' | 'lose'; pay: Pay } | null {
  const total = a + b;
  if (name === 'field') {
    if (total >= 5 && total <= 8) return { outcome: 'lose', pay: [0, 1] };
    return { outcome: 'win', pay: [total === 2 ? config.field.two : total === 12 ? config.field.twelve : 1, 1] };
  }
  if (name.startsWith('place')) {
    const n = Number(name.slice(5)) as CrapsPoint;
    return total === n ? { outcome: 'win', pay: config.place[n] } : total === 7 ? { outcome: 'lose', pay: [0, 1] } : null;
  }
  if (name.startsWith('hard')) {
    const n = Number(name.slice(4)) as CrapsHardway;
    if (total === n && a === b) return { outcome: 'win', pay: config.hardways[n] };
    return total === 7 || total === n ? { outcome: 'lose', pay: [0, 1] } : null;
  }
  return null;
}

const resultOf = (bet: CrapsBetName, outcome: CrapsResult['outcome'], stake: bigint, pay: Pay): CrapsResult => ({
  bet,
  outcome,
  paid: outcome === 'win' ? paidAt(stake, pay) : outcome === 'push' ? stake : 0n,
});

/**
 * One roll of the two faces against the table: what it settles, the table after it, and whether the round
 * is over (the line bet decided, or the last roll a round may use). The exact math runs this same function.
 */
export function rollOnce(
  config: CrapsConfig,
  table: Table,
  a: number,
  b: number,
): { table: Table; results: CrapsResult[]; isOver: boolean } {
  const total = a + b;
  const results: CrapsResult[] = [];
  const bets = { ...table.bets };
  for (const name of Object.keys(bets) as CrapsBetName[]) {
    if (name === 'line' || name === 'odds' || isComeBet(name)) continue;
    const settled = betOutcome(config, table, name, a, b);
    if (!settled) continue;
    results.push(resultOf(name, settled.outcome, bets[name]!, settled.pay));
    delete bets[name];
  }
  for (const name of comeOrder((Object.keys(bets) as CrapsBetName[]).filter(isComeBet))) {
    const come = comeOutcome(name, total);
    if (!come) continue;
    const stake = bets[name]!;
    delete bets[name];
    if ('travel' in come) bets[come.travel] = stake;
    else results.push(resultOf(name, come.outcome, stake, [1, 1]));
  }
  const line = bets.line === undefined ? null : lineOutcome(table, total);
  const rolls = table.rolls + 1;
  if (line !== null) {
    results.push(resultOf('line', line, bets.line!, [1, 1]));
    if (bets.odds !== undefined) results.push(resultOf('odds', line, bets.odds, oddsPay(table.line, table.point!)));
    delete bets.line;
    delete bets.odds;
  }
  const isLineUp = bets.line !== undefined;
  const isComeUp = Object.keys(bets).some(isComeBet);
  const isOver = (!isLineUp && !isComeUp) || rolls >= MAX_ROLLS;
  // The line decided: everything but the come bets comes down, returned, as at the round's end.
  for (const name of Object.keys(bets) as CrapsBetName[]) {
    if (!isOver && (isLineUp || isComeBet(name))) continue;
    results.push({ bet: name, outcome: 'push', paid: bets[name]! });
    delete bets[name];
  }
  const point = !isLineUp || isOver ? null : table.point === null && isPoint(total) ? total : table.point;
  return { table: { line: table.line, point, rolls, bets }, results, isOver };
}

/** The bets a round opens with, by name (amounts 0 left out). */
export function tableOf(bet: CrapsBet): Table {
  const bets: Table['bets'] = { line: bet.amount };
  if (bet.field > 0n) bets.field = bet.field;
  for (const n of POINTS) if ((bet.place[n] ?? 0n) > 0n) bets[`place${n}`] = bet.place[n]!;
  for (const n of HARDWAYS) if ((bet.hardways[n] ?? 0n) > 0n) bets[`hard${n}`] = bet.hardways[n]!;
  return { line: bet.line, point: null, rolls: 0, bets };
}

const REFUSALS: Record<string, string> = {
  'The stake is below the minimum for this game.': 'below the minimum for this game',
  'The stake is above the maximum for this game.': 'above the maximum for this game',
};

/** Why the bet is not allowed (a sentence naming the bet) and which field it is; null when it is. */
export function checkCrapsBet(config: CrapsConfig, bet: CrapsBet): { field: string; message: string } | null {
  if (bet.line !== 'pass' && bet.line !== 'dontPass') return { field: 'line', message: 'Bet on pass or on don\u2019t pass.' };
  const check = (field: string, label: string, amount: bigint | undefined, optional: boolean) => {
    if (optional && (amount === undefined || amount === 0n)) return null;
    const refusal = checkStake(config.limits, amount as bigint);
    return refusal ? { field, message: `The ${label} bet is ${REFUSALS[refusal] ?? 'not allowed'}.` } : null;
  };
  const lineLabel = bet.line === 'pass' ? 'pass line' : 'don\u2019t pass';
  const checks = [
    () => check('amount', lineLabel, bet.amount, false),
    () => check('field', 'field', bet.field, true),
    ...Object.keys(bet.place ?? {}).map((key) => () => {
      if (!isPoint(Number(key))) return { field: `place.${key}`, message: 'Place bets go on 4, 5, 6, 8, 9 or 10.' };
      return check(`place.${key}`, `place ${key}`, bet.place[Number(key) as CrapsPoint], true);
    }),
    ...Object.keys(bet.hardways ?? {}).map((key) => () => {
      if (!(HARDWAYS as readonly number[]).includes(Number(key)))
        return { field: `hardways.${key}`, message: 'Hardways are 4, 6, 8 and 10.' };
      return check(`hardways.${key}`, `hard ${key}`, bet.hardways[Number(key) as CrapsHardway], true);
    }),
  ];
  for (const run of checks) {
    const refusal = run();
    if (refusal) return refusal;
  }
  return null;
}

/** The table as the stored steps leave it (stored rounds hold amounts as decimal strings). */
export function tableFromSteps(steps: readonly CrapsStep[]): Table {
  const opened = steps[1];
  if (opened?.kind !== 'bets') throw new Error('a craps round opens with its bets');
  const amounts = (record: Partial<Record<number, bigint>>) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, BigInt(value as bigint)]));
  let table = tableOf({
    line: opened.line,
    amount: BigInt(opened.amount),
    field: BigInt(opened.field),
    place: amounts(opened.place),
    hardways: amounts(opened.hardways),
  });
  for (const step of steps.slice(2)) {
    if (step.kind === 'odds') table = { ...table, bets: { ...table.bets, odds: BigInt(step.amount) } };
    if (step.kind === 'come') table = { ...table, bets: { ...table.bets, [step.bet]: BigInt(step.amount) } };
    if (step.kind === 'roll') {
      const bets = { ...table.bets };
      for (const result of step.results) delete bets[result.bet];
      for (const name of Object.keys(bets)) if (isComeBet(name)) delete bets[name];
      for (const [name, amount] of Object.entries(step.come ?? {})) bets[name as ComeBetName] = BigInt(amount);
      table = { line: table.line, point: step.point as CrapsPoint | null, rolls: table.rolls + 1, bets };
    }
  }
  return table;
}

/** The most odds the player may take or lay now (0 before a point). */
export function maxOdds(config: CrapsConfig, table: Table): bigint {
  if (table.point === null || table.bets.line === undefined) return 0n;
  return table.bets.line * BigInt(config.oddsMultiple[table.point]);
}

/** Why the player cannot take this decision now (a sentence for the player), or null. */
export function checkCrapsAction(config: CrapsConfig, state: CrapsState, action: CrapsAction): string | null {
  if (state.isFinished) return 'This round is over.';
  if (action?.kind === 'roll') return null;
  if (action?.kind === 'come') return checkComeBet(config, tableFromSteps(state.steps), action);
  if (action?.kind !== 'odds') return 'Roll the dice, take odds behind the line, or bet come or don\u2019t come.';
  const table = tableFromSteps(state.steps);
  if (table.point === null) return 'Odds go behind the line once a point is set.';
  if (table.bets.odds !== undefined) return 'The odds are already on this point.';
  if (typeof action.amount !== 'bigint' || action.amount <= 0n) return 'The odds bet must be more than zero.';
  const most = maxOdds(config, table);
  if (action.amount > most) return `The odds bet is above the most this table allows (${config.oddsMultiple[table.point]}× the line bet).`;
  return null;
}

/** Why this come or don't come bet cannot go down now, or null. */
function checkComeBet(config: CrapsConfig, table: Table, action: { bet: ComeSide; amount: bigint }): string | null {
  if (action.bet !== 'come' && action.bet !== 'dontCome') return 'Bet come or don\u2019t come.';
  const label = action.bet === 'come' ? 'come' : 'don\u2019t come';
  if (table.point === null || table.bets.line === undefined) return 'Come and don\u2019t come bets go down once a point is set.';
  if (table.bets[action.bet] !== undefined) return `The ${label} bet is already down for the next roll.`;
  const refusal = checkStake(config.limits, action.amount);
  return refusal ? `The ${label} bet is ${REFUSALS[refusal] ?? 'not allowed'}.` : null;
}

function facesOf(state: CrapsState): number[] {
  const first = state.steps[0];
  if (first?.kind !== 'dice') throw new Error('a craps round starts with its dice');
  return first.faces;
}

const paidIn = (results: CrapsResult[]) => results.reduce((sum, r) => sum + BigInt(r.paid), 0n);

/** Rolls the next two faces of the round's dice onto the state's table. */
function roll(config: CrapsConfig, state: CrapsState, table: Table): CrapsState {
  const faces = facesOf(state);
  const a = faces[2 * table.rolls]!;
  const b = faces[2 * table.rolls + 1]!;
  const next = rollOnce(config, table, a, b);
  const come = Object.fromEntries(Object.entries(next.table.bets).filter(([name]) => isComeBet(name)));
  const step: CrapsStep = { kind: 'roll', dice: [a, b], point: next.table.point, results: next.results };
  // Only while a come bet is up, so rounds without one keep the steps they always had.
  const steps: CrapsStep[] = [...state.steps, Object.keys(come).length > 0 ? { ...step, come } : step];
  // The win is what every roll paid, read from the steps: a stored open round keeps no running win.
  const win = steps.reduce((sum, step) => sum + (step.kind === 'roll' ? paidIn(step.results) : 0n), 0n);
  return { stake: state.stake, win, steps, isFinished: next.isOver };
}

export const crapsFamily: GameFamily<CrapsConfig, CrapsBet, CrapsStep, CrapsAction> = {
  id: 'craps',

  checkBet: (config, bet) => checkCrapsBet(config, bet)?.message ?? null,

  maxFloats: () => CRAPS_FLOATS,

  /** Stakes every bet and rolls the come-out. */
  open(config, bet, floats) {
    const faces = Array.from({ length: CRAPS_FLOATS }, () => 1 + floats.nextInt(6));
    const table = tableOf(bet);
    const stake = Object.values(table.bets).reduce((sum, amount) => sum + amount, 0n);
    const opened: CrapsState = {
      stake,
      win: 0n,
      steps: [
        { kind: 'dice', faces },
        { kind: 'bets', line: bet.line, amount: bet.amount, field: bet.field, place: { ...bet.place }, hardways: { ...bet.hardways } },
      ],
      isFinished: false,
    };
    return roll(config, opened, table);
  },

  /** Roll: the next roll. Odds, come, don't come: raise the stake by the bet (the platform takes it through the wallet); no roll. */
  act(config, state, action) {
    const refusal = checkCrapsAction(config, state, action);
    if (refusal) throw new Error(refusal);
    const table = tableFromSteps(state.steps);
    if (action.kind === 'odds')
      return { ...state, stake: state.stake + action.amount, steps: [...state.steps, { kind: 'odds', amount: action.amount }] };
    if (action.kind === 'come') {
      const step: CrapsStep = { kind: 'come', bet: action.bet, amount: action.amount };
      return { ...state, stake: state.stake + action.amount, steps: [...state.steps, step] };
    }
    return roll(config, state, table);
  },
};

/** Whether the round's stake was raised by odds (its settlement closes that wallet bet too). */
export const crapsHasOdds = (steps: readonly CrapsStep[]) => steps.some((step) => step.kind === 'odds');
