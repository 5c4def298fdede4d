import { ZPlayRoundResponse, type TPlayBet, type TPlayRound } from '@casino/contracts';
import { checkCrapsAction, crapsFamily, type CrapsAction, type CrapsBet, type CrapsState, type CrapsStep } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { arrangeDice, CANYON_CONFIG, type EngineOpen } from '../../../test/craps';
import { fundedPlayer, launch, roundOf, walletBetsOf } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

const CANYON = 'copperfox:CrapsCanyon';
const cents = (major: string) => BigInt(major.replace('.', ''));
const major = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

type CrapsRound = Extract<TPlayRound, { family: 'craps' }>;
type Decision = { kind: 'roll' } | { kind: 'odds'; amount: string } | { kind: 'come'; bet: 'come' | 'dontCome'; amount: string };
type Roll = Extract<CrapsStep, { kind: 'roll' }>;

const LINE: TPlayBet = { family: 'craps', line: 'pass', amount: '5.00' };
const ENGINE_LINE: CrapsBet = { line: 'pass', amount: 500n, field: 0n, place: {}, hardways: {} };
const toEngine = (decision: Decision): CrapsAction =>
  decision.kind === 'roll' ? decision : { ...decision, amount: cents(decision.amount) };
const rollsOf = (steps: readonly { kind: string }[]) => steps.filter((step): step is Roll => step.kind === 'roll');
const isComePoint = (name: string) => /^(come|dontCome)\d+$/.test(name);

/**
 * The engine's round after the come-out and `script`, and that round rolled to its end; null when the
 * script is not legal on these dice (the come-out settled the round, or a decision is refused).
 */
function simulate(open: EngineOpen, script: Decision[]) {
  let state: CrapsState = open(ENGINE_LINE);
  for (const decision of script) {
    if (checkCrapsAction(CANYON_CONFIG, state, toEngine(decision)) !== null) return null;
    state = crapsFamily.act!(CANYON_CONFIG, state, toEngine(decision));
  }
  let final = state;
  while (!final.isFinished) final = crapsFamily.act!(CANYON_CONFIG, final, { kind: 'roll' });
  return { state, final, rolls: rollsOf(final.steps) };
}

/** The engine's rolls as the API shows them (amounts in major units). */
const shown = (rolls: Roll[]) =>
  rolls.map((roll) => ({
    kind: 'roll',
    dice: roll.dice,
    point: roll.point,
    results: roll.results.map((result) => ({ ...result, paid: major(result.paid) })),
    ...(roll.come ? { come: Object.fromEntries(Object.entries(roll.come).map(([name, amount]) => [name, major(amount)])) } : {}),
  }));

describe('craps rounds: come and don’t come', { timeout: 120_000 }, () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;

  /** A new player whose seeds roll the wanted dice within a few rounds (arrangeDice), those rounds played. */
  async function playerWithDice(funding: bigint, wanted: (open: EngineOpen) => boolean) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const player = await fundedPlayer(t.app, db(), funding);
      const play = await launch(player.game, CANYON, false);
      await play.session();
      const open = await arrangeDice(db(), player.user.id, play, wanted);
      if (open) return { player, play, open };
    }
    throw new Error('none of 8 players rolled the wanted dice in their first rounds');
  }

  /** A real player on Craps Canyon whose next round rolls dice `wanted` accepts; every earlier round played out. */
  async function arranged(funding: bigint, wanted: (open: EngineOpen) => boolean) {
    const { player, play, open } = await playerWithDice(funding, wanted);
    const before = await realBalance(player.user.id);
    const send = async (res: Promise<{ statusCode: number; json(): unknown }>) => {
      const answer = await res;
      expect(answer.statusCode, JSON.stringify(answer.json())).toBe(200);
      return roundOf(ZPlayRoundResponse.parse(answer.json()).round, 'craps');
    };
    const opened = await send(play.open(LINE));
    const act = Object.assign((decision: Decision) => send(play.act(opened.id, decision)), {
      /** The answer as it comes, for a refusal. */
      raw: async (decision: Decision) => {
        const res = await play.act(opened.id, decision);
        return { statusCode: res.statusCode, json: () => res.json<{ message: string }>() };
      },
    });
    const rollToEnd = async (round: CrapsRound) => {
      while (round.status === 'open') round = await act({ kind: 'roll' });
      return round;
    };
    return { player, play, open, before, opened, act, rollToEnd };
  }

  /** The round settled as the engine settles it: same rolls, same win; the wallet moved by exactly that; the ledger sound. */
  async function expectSettledAsEngine(round: CrapsRound, engine: CrapsState, playerId: string, before: bigint) {
    expect(round.status).toBe('settled');
    expect(rollsOf(round.steps)).toEqual(shown(rollsOf(engine.steps)));
    expect([cents(round.stake), cents(round.win)]).toEqual([engine.stake, engine.win]);
    expect(await realBalance(playerId)).toBe(before - engine.stake + engine.win);
    expect(cents(round.balanceAfter!)).toBe(before - engine.stake + engine.win);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  }

  it('pays a come bet made on its come point; the come bet and odds are numbered raises, all closed at settlement', async () => {
    const script: Decision[] = [{ kind: 'come', bet: 'come', amount: '5.00' }, { kind: 'roll' }, { kind: 'odds', amount: '10.00' }];
    const { player, open, before, opened, act, rollToEnd } = await arranged(1_000_000n, (open) => {
      const run = simulate(open, script);
      const travelled = run && Object.keys(rollsOf(run.state.steps).at(-1)!.come ?? {}).some(isComePoint);
      return !!travelled && run.rolls.some((roll) => roll.results.some((r) => isComePoint(r.bet) && r.outcome === 'win'));
    });
    let round = opened;
    for (const decision of script) round = await act(decision);
    expect(round.steps.at(-1)).toEqual({ kind: 'odds', amount: '10.00' });
    expect(Object.values(rollsOf(round.steps).at(-1)!.come!)).toEqual(['5.00']);
    expect([round.status, round.stake]).toEqual(['open', '20.00']);
    expect(await realBalance(player.user.id)).toBe(before - 2_000n);
    round = await rollToEnd(round);
    const run = simulate(open, script)!;
    await expectSettledAsEngine(round, run.final, player.user.id, before);
    const comeResult = rollsOf(round.steps)
      .flatMap((roll) => roll.results)
      .find((r) => isComePoint(r.bet))!;
    expect(comeResult).toMatchObject({ outcome: 'win', paid: '10.00' });
    expect((await walletBetsOf(db(), round.id)).map(({ uuid, amount, isSettled }) => [uuid, amount, isSettled])).toEqual([
      ['<id>:bet', 500n, true],
      ['<id>:raise', 500n, true],
      ['<id>:raise:2', 1_000n, true],
    ]);
  });

  it('loses a come bet on its come point, with the line, to the seven-out', async () => {
    const script: Decision[] = [{ kind: 'come', bet: 'come', amount: '5.00' }, { kind: 'roll' }];
    const { player, open, before, opened, act, rollToEnd } = await arranged(1_000_000n, (open) => {
      const run = simulate(open, script);
      if (!run || !Object.keys(rollsOf(run.state.steps).at(-1)!.come ?? {}).some(isComePoint)) return false;
      const last = run.rolls.at(-1)!;
      // The seven-out decides the line and the come point together (a line won earlier leaves the come bet alone).
      return (
        last.dice[0] + last.dice[1] === 7 && last.results.some((r) => isComePoint(r.bet)) && last.results.some((r) => r.bet === 'line')
      );
    });
    let round = opened;
    for (const decision of script) round = await act(decision);
    round = await rollToEnd(round);
    await expectSettledAsEngine(round, simulate(open, script)!.final, player.user.id, before);
    const last = rollsOf(round.steps).at(-1)!;
    expect(last.results.map((r) => [isComePoint(r.bet) ? 'come point' : r.bet, r.outcome, r.paid])).toEqual([
      ['come point', 'lose', '0.00'],
      ['line', 'lose', '0.00'],
    ]);
    expect(round.win).toBe('0.00');
  });

  it('returns a don’t come bet on a 12 (bar 12) and plays the round on', async () => {
    const script: Decision[] = [{ kind: 'come', bet: 'dontCome', amount: '7.00' }, { kind: 'roll' }];
    const { player, open, before, opened, act, rollToEnd } = await arranged(1_000_000n, (open) => {
      const run = simulate(open, script);
      return (
        !!run &&
        rollsOf(run.state.steps)
          .at(-1)!
          .results.some((r) => r.bet === 'dontCome' && r.outcome === 'push')
      );
    });
    let round = opened;
    for (const decision of script) round = await act(decision);
    const pushed = rollsOf(round.steps).at(-1)!;
    expect([pushed.dice[0] + pushed.dice[1], pushed.results]).toEqual([12, [{ bet: 'dontCome', outcome: 'push', paid: '7.00' }]]);
    expect(round.status).toBe('open');
    expect(await realBalance(player.user.id)).toBe(before - 500n - 700n);
    round = await rollToEnd(round);
    await expectSettledAsEngine(round, simulate(open, script)!.final, player.user.id, before);
  });

  it('keeps the round open after the line is decided until the travelling come bet is, taking no new bets meanwhile', async () => {
    const script: Decision[] = [{ kind: 'come', bet: 'come', amount: '5.00' }, { kind: 'roll' }];
    const { player, open, before, opened, act } = await arranged(1_000_000n, (open) => {
      const run = simulate(open, script);
      if (!run || !Object.keys(rollsOf(run.state.steps).at(-1)!.come ?? {}).some(isComePoint)) return false;
      const lineRoll = run.rolls.findIndex((roll) => roll.results.some((r) => r.bet === 'line'));
      return lineRoll < run.rolls.length - 1;
    });
    let round = opened;
    for (const decision of script) round = await act(decision);
    while (!rollsOf(round.steps).some((roll) => roll.results.some((r) => r.bet === 'line'))) round = await act({ kind: 'roll' });
    const lineDecided = rollsOf(round.steps).at(-1)!;
    expect([round.status, lineDecided.point, Object.keys(lineDecided.come ?? {}).filter(isComePoint)]).toEqual([
      'open',
      null,
      [expect.any(String)],
    ]);
    const refused = async (decision: Decision) => {
      const res = await act.raw(decision);
      return [res.statusCode, res.json().message];
    };
    expect(await refused({ kind: 'come', bet: 'come', amount: '5.00' })).toEqual([
      400,
      'Come and don’t come bets go down once a point is set.',
    ]);
    expect(await refused({ kind: 'odds', amount: '5.00' })).toEqual([400, 'Odds go behind the line once a point is set.']);
    while (round.status === 'open') round = await act({ kind: 'roll' });
    await expectSettledAsEngine(round, simulate(open, script)!.final, player.user.id, before);
    expect(
      rollsOf(round.steps)
        .at(-1)!
        .results.map((r) => isComePoint(r.bet)),
    ).toEqual([true]);
  });

  it('refuses a come bet the wallet does not cover with a 409 and a bad one with a 400, the round kept as it was', async () => {
    // Dice that set a point on the come-out, so the round is open and takes come bets.
    const { player, before, opened, act } = await arranged(
      4_000n,
      (open) => simulate(open, [{ kind: 'come', bet: 'come', amount: '5.00' }]) !== null,
    );
    expect(before).toBeGreaterThanOrEqual(500n);
    const balance = before - 500n;
    const refused = async (decision: object) => {
      const res = await act.raw(decision as Decision);
      return [res.statusCode, res.json().message];
    };
    const uncovered = await refused({ kind: 'come', bet: 'come', amount: major(balance + 100n) });
    expect(uncovered[0]).toBe(409);
    expect(await refused({ kind: 'come', bet: 'dontCome', amount: '0.50' })).toEqual([
      400,
      'The don’t come bet is below the minimum for this game.',
    ]);
    expect(await refused({ kind: 'come', bet: 'come', amount: '1000.01' })).toEqual([
      400,
      'The come bet is above the maximum for this game.',
    ]);
    expect((await refused({ kind: 'come', bet: 'pass', amount: '1.00' }))[0]).toBe(400);
    const malformed = await act.raw({ kind: 'come', bet: 'come', amount: 'lots' });
    expect([malformed.statusCode, JSON.stringify(malformed.json()).includes('amount')]).toEqual([400, true]);
    expect(await realBalance(player.user.id)).toBe(balance);

    const covered = await act({ kind: 'come', bet: 'come', amount: major(balance) });
    expect([covered.status, covered.stake]).toEqual(['open', major(500n + balance)]);
    expect(await refused({ kind: 'come', bet: 'come', amount: '1.00' })).toEqual([400, 'The come bet is already down for the next roll.']);
    expect(await realBalance(player.user.id)).toBe(0n);
    expect((await walletBetsOf(db(), opened.id)).map(({ uuid, amount }) => [uuid, amount])).toEqual([
      ['<id>:bet', 500n],
      ['<id>:raise', balance],
    ]);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });
});
