import type { TPlayBet } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantOf, grantTestBonus } from '../../../test/bonus';
import { paySkrillDeposit, startSkrillDeposit } from '../../../test/e-wallet-deposits';
import { chooseNoDepositLimit } from '../../../test/payments';
import { gameClientOf, launch } from '../../../test/play';
import { profileClientOf, signIn, signUp } from '../../../test/players';
import { rollbackOf, winOf } from '../../../test/sandbox-aggregator';
import { GAME, gamePlayerOf, OPERATOR, startWalletApi } from '../../../test/wallet-api';
import { openWithdrawalLinkOf } from '../../../test/withdrawals';
import { toMinorUnits } from '../../lib/money';
import { decideWithdrawal } from '../payments';
import { checkLedger, getPlayerBalances } from '../wallet';
import { getGameReport, getLiabilityReport, getPaymentReport, getPlayerReport, reportPeriod } from '.';

// A month of play seeded through the product's own paths (sign-ups, e-wallet deposits paid by the sandbox gateway's
// notice, our games through the play API, an aggregator's rounds through the signed wallet API, a bonus, withdrawals
// paid by the operator), with the test's own record of what each round staked and paid. The reports must give back
// exactly those figures, and the liabilities what the ledger holds for players.

const DAY_MS = 86_400_000;
const DAYS = 30;
// Every STEP-th day is a day of play: PostgreSQL plays ten of them, the embedded PGlite five.
const STEP = inject('templateDatabaseUrl') ? 3 : 6;
const DICE = 'emberoak:EmberDice';
const PLINKO = 'copperfox:PlinkoPrairie';
const SCRATCH = 'lunarforge:CometScratch';
const BETS: Record<string, (amount: string) => TPlayBet> = {
  [DICE]: (amount) => ({ family: 'dice', amount, direction: 'under', target: 5_000 }),
  [PLINKO]: (amount) => ({ family: 'plinko', amount, rows: 8, risk: 'low' }),
  [SCRATCH]: (amount) => ({ family: 'scratch', amount }),
};
const eur = (major: string) => toMinorUnits(major, 'EUR');
const shown = (minor: bigint) => {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** What the test did, as it did it. */
type Round = {
  day: string;
  game: string;
  operator: string;
  player: string;
  realStake: bigint;
  bonusStake: bigint;
  realWin: bigint;
  bonusWin: bigint;
};
type Money = { day: string; amount: bigint };

describe('reports over a seeded month of play', () => {
  let t: Awaited<ReturnType<typeof startWalletApi>>;
  const rounds: Round[] = [];
  const deposits: Money[] = [];
  const withdrawalsPaid: Money[] = [];
  const conversions: Money[] = [];
  const signUps: string[] = [];
  let bonusGiven = 0n;
  let firstDay = '';
  let midMonth = new Date(0);

  const db = () => t.database.db;
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);

  type Player = Awaited<ReturnType<typeof signUp>> & { id: string };
  async function newPlayer(): Promise<Player> {
    const player = await signUp(t.app);
    signUps.push(dayOf(t.clock.now()));
    await chooseNoDepositLimit(profileClientOf(t.app, player.client));
    return { ...player, id: player.user.id };
  }

  /** A fresh sign-in each day of play: a new session, whose reality check is an hour away. */
  async function signInToday(player: Player) {
    const res = await signIn(t.app, player.client, player.email, player.password);
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return { profile: profileClientOf(t.app, player.client), game: gameClientOf(t.app, player.client) };
  }

  /** A withdrawal to Skrill, sent on to the operator by the link mailed with it, as a player without a second factor does. */
  async function withdraw(player: Player, profile: ReturnType<typeof profileClientOf>, amount: string) {
    const asked = await profile.post('/profile/skrill/withdraw', { amount, currency: 'EUR' });
    expect(asked.statusCode, asked.body).toBe(201);
    const pending = await openWithdrawalLinkOf(t.app, db(), player.email);
    expect(pending).toMatchObject({ id: asked.json<{ id: string }>().id, status: 'pending' });
    return pending.id;
  }

  async function deposit(player: Player, amount: bigint) {
    const id = await startSkrillDeposit(t, player.id, amount);
    expect(await paySkrillDeposit(t, id, amount)).toBe('credited');
    deposits.push({ day: dayOf(t.clock.now()), amount });
  }

  /** Rounds of our own games, real money or bonus money as the balances before and the bonus after say. */
  async function playStudio(player: Player, game: ReturnType<typeof gameClientOf>, gameId: string, stakes: string[], grantId?: string) {
    const play = await launch(game, gameId, false);
    for (const stake of stakes) {
      const before = await getPlayerBalances(db(), player.id, 'EUR');
      const res = await play.open(BETS[gameId]!(stake));
      expect(res.statusCode, res.body).toBe(200);
      const { round } = res.json<{ round: { stake: string; win: string; jackpotWin?: string; status: string } }>();
      expect(round.status).toBe('settled');
      const win = eur(round.win) + eur(round.jackpotWin ?? '0');
      // Real money first: a stake is bonus money only once real money is gone (this test never splits one).
      const isBonusStake = before.real === 0n;
      const grantDone = grantId !== undefined && (await grantOf(db(), grantId)).status === 'completed';
      if (isBonusStake && grantDone && (await getPlayerBalances(db(), player.id, 'EUR')).real > win) {
        // This round's stake met the wagering: the bonus became real money, and the round's win was paid as real money.
        conversions.push({ day: dayOf(t.clock.now()), amount: (await getPlayerBalances(db(), player.id, 'EUR')).real - win });
      }
      rounds.push({
        day: dayOf(t.clock.now()),
        game: gameId.split(':')[1]!,
        operator: 'studio',
        player: player.id,
        realStake: isBonusStake ? 0n : eur(round.stake),
        bonusStake: isBonusStake ? eur(round.stake) : 0n,
        realWin: isBonusStake && !grantDone ? 0n : win,
        bonusWin: isBonusStake && !grantDone ? win : 0n,
      });
    }
  }

  /** An aggregator's round: a bet, then its win (or its rollback), signed and sent over HTTP. */
  async function playAggregator(player: Player, stake: bigint, win: bigint | 'rollback') {
    const gamer = await gamePlayerOf(db(), t.clock, player.id, { gameCode: GAME, operatorId: OPERATOR });
    const sandbox = t.sandbox();
    const bet = gamer.bet(String(stake));
    expect((await sandbox.bet(bet)).body.status).toBe('OK');
    if (win === 'rollback') {
      expect((await sandbox.rollback(rollbackOf(bet))).body.status).toBe('OK');
    } else {
      expect((await sandbox.win(winOf(bet, String(win), undefined, { round_closed: true }))).body.status).toBe('OK');
    }
    const paid = win === 'rollback' ? 0n : win;
    rounds.push({
      day: dayOf(t.clock.now()),
      game: GAME,
      operator: OPERATOR,
      player: player.id,
      realStake: win === 'rollback' ? 0n : stake,
      bonusStake: 0n,
      realWin: paid,
      bonusWin: 0n,
    });
  }

  beforeAll(async () => {
    t = await startWalletApi();
    const start = new Date(Date.parse(`${dayOf(new Date(t.clock.now().getTime() + DAY_MS))}T09:00:00.000Z`));
    firstDay = dayOf(start);
    const players: Player[] = [];
    let bonusPlayer: { player: Player; grantId: string } | undefined;
    const pending: { id: string; amount: bigint }[] = [];

    for (let d = 0; d < DAYS; d += 1) {
      t.clock.set(new Date(start.getTime() + d * DAY_MS + players.length * 60_000));
      const today = dayOf(t.clock.now());
      if (d === 0 || d === 1 || d === 7) players.push(await newPlayer());
      if (d === 4) {
        const player = await newPlayer();
        const grant = await grantTestBonus(db(), { userId: player.id, bonus: 2_000n, requirement: 400n, now: t.clock.now() });
        bonusGiven += 2_000n;
        bonusPlayer = { player, grantId: grant.id };
      }
      // Just before day 15 began: the moment the liabilities are asked for again at the end.
      if (d === 15) midMonth = new Date(t.clock.now().getTime() - 1);
      // The operator pays the withdrawals asked for yesterday.
      for (const w of pending.splice(0)) {
        expect(await decideWithdrawal(db(), w.id, { kind: 'approve' }, t.clock.now())).toMatchObject({ status: 'completed' });
        withdrawalsPaid.push({ day: today, amount: w.amount });
      }
      if (d % STEP !== 0 && d !== 4) continue;

      for (const [i, player] of players.entries()) {
        const { profile, game } = await signInToday(player);
        if (!rounds.some((r) => r.player === player.id)) await deposit(player, 5_000n + BigInt(i) * 1_000n);
        if (d >= 12 && d < 12 + STEP) await deposit(player, 2_000n);
        await playStudio(player, game, i % 2 === 0 ? DICE : PLINKO, ['1.00', '0.50']);
        await playAggregator(player, 150n + BigInt(d), d === 9 && i === 0 ? 'rollback' : BigInt((d * 37 + i * 91) % 400));
        if (d >= 18 && i < 2 && withdrawalsPaid.length + pending.length < 2) {
          pending.push({ id: await withdraw(player, profile, '20.00'), amount: 2_000n });
        }
      }
      if (bonusPlayer) {
        const { game } = await signInToday(bonusPlayer.player);
        await playStudio(bonusPlayer.player, game, SCRATCH, ['0.50', '0.50'], bonusPlayer.grantId);
      }
    }
    // A withdrawal asked for on the last day stays held: still the player's money.
    const last = players[2]!;
    const { profile } = await signInToday(last);
    await withdraw(last, profile, '20.00');
    expect(conversions.length, 'the bonus met its wagering during the month').toBe(1);
  }, 240_000);
  afterAll(() => t?.close());

  const period = () => reportPeriod({ from: firstDay, to: dayOf(new Date(Date.parse(firstDay) + (DAYS - 1) * DAY_MS)) });
  const sum = <T>(items: T[], value: (item: T) => bigint) => items.reduce((total, item) => total + value(item), 0n);
  const ggrOf = (rs: Round[]) => sum(rs, (r) => r.realStake + r.bonusStake - r.realWin - r.bonusWin);

  it('gives each day and game its bets, wins and GGR as the rounds staked and paid them', async () => {
    const report = await getGameReport(db(), period());
    const groups = new Map<string, Round[]>();
    for (const r of rounds) groups.set(`${r.day} ${r.game}`, [...(groups.get(`${r.day} ${r.game}`) ?? []), r]);
    const expected = [...groups.values()].map((rs) => ({
      day: rs[0]!.day,
      currency: 'EUR',
      operator: rs[0]!.operator,
      game: rs[0]!.game,
      rounds: rs.length,
      bets: shown(sum(rs, (r) => r.realStake + r.bonusStake)),
      realBets: shown(sum(rs, (r) => r.realStake)),
      bonusBets: shown(sum(rs, (r) => r.bonusStake)),
      wins: shown(sum(rs, (r) => r.realWin + r.bonusWin)),
      ggr: shown(ggrOf(rs)),
      bonusCost: shown(sum(rs, (r) => r.bonusStake - r.bonusWin)),
      ngr: shown(sum(rs, (r) => r.realStake - r.realWin)),
    }));
    expect(report.rows.length).toBe(expected.length);
    expect(report.rows).toEqual(expect.arrayContaining(expected.map((e) => expect.objectContaining(e))));
    // Our games are named from the catalogue; the aggregator's unknown game by its code and operator.
    expect(report.rows.find((r) => r.game.endsWith('EmberDice'))).toMatchObject({ provider: expect.any(String), gameName: 'Ember Dice' });
    expect(report.rows.find((r) => r.game === GAME)).toMatchObject({ provider: OPERATOR, gameName: GAME });

    const converted = sum(conversions, (c) => c.amount);
    const ggr = ggrOf(rounds);
    const bonusCost = sum(rounds, (r) => r.bonusStake - r.bonusWin) + converted;
    const [total] = report.totals;
    expect(report.totals).toHaveLength(1);
    expect(total).toMatchObject({ currency: 'EUR', ggr: shown(ggr), bonusConversions: shown(converted), bonusCost: shown(bonusCost) });
    expect(total!.ngr).toBe(shown(ggr - bonusCost));
    // The bonus cost is the bonus given less what the player still holds of it; NGR what real money earned.
    const bonusLeft = (await getPlayerBalances(db(), rounds.find((r) => r.game === 'CometScratch')!.player, 'EUR')).bonus;
    expect(total!.bonusCost).toBe(shown(bonusGiven - bonusLeft));
    for (const day of report.days) {
      const rs = rounds.filter((r) => r.day === day.day);
      expect(day, day.day).toMatchObject({
        ggr: shown(ggrOf(rs)),
        bonusConversions: shown(
          sum(
            conversions.filter((c) => c.day === day.day),
            (c) => c.amount,
          ),
        ),
      });
    }
  });

  it('gives the deposits credited and the withdrawals paid per day', async () => {
    const report = await getPaymentReport(db(), period());
    const days = [...new Set([...deposits, ...withdrawalsPaid].map((m) => m.day))].sort();
    expect(report.rows).toEqual(
      days.map((day) => {
        const ins = deposits.filter((m) => m.day === day);
        const outs = withdrawalsPaid.filter((m) => m.day === day);
        const [amountIn, amountOut] = [sum(ins, (m) => m.amount), sum(outs, (m) => m.amount)];
        return {
          day,
          currency: 'EUR',
          deposits: ins.length,
          depositAmount: shown(amountIn),
          withdrawals: outs.length,
          withdrawalAmount: shown(amountOut),
          net: shown(amountIn - amountOut),
        };
      }),
    );
    expect(withdrawalsPaid).toHaveLength(2);
  });

  it('counts the players active (a real-money stake) and new each day', async () => {
    const report = await getPlayerReport(db(), period());
    expect(report.rows).toHaveLength(DAYS);
    for (const row of report.rows) {
      const active = new Set(rounds.filter((r) => r.day === row.day && r.realStake > 0n).map((r) => r.player));
      // The rolled-back bet took real money when it was placed: its player was active that day.
      const rolledBack = rounds.filter((r) => r.day === row.day && r.operator === OPERATOR && r.realStake === 0n).map((r) => r.player);
      for (const player of rolledBack) active.add(player);
      expect(row, row.day).toEqual({ day: row.day, activePlayers: active.size, newPlayers: signUps.filter((d) => d === row.day).length });
    }
    expect(report.totals.newPlayers).toBe(signUps.length);
  });

  it('answers liabilities equal to the ledger check and to what the month left with the players', async () => {
    const check = await checkLedger(db());
    expect(check.isSound).toBe(true);
    const report = await getLiabilityReport(db(), t.clock.now());
    expect(report).toMatchObject({ isLedgerSound: true, isReconciled: true });
    const eurCheck = check.currencies.find((c) => c.currency === 'EUR')!;
    // Money in, less money paid out, plus bonus given, less what the games kept.
    const expected = sum(deposits, (m) => m.amount) - sum(withdrawalsPaid, (m) => m.amount) + bonusGiven - ggrOf(rounds);
    expect(report.rows).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        total: shown(expected),
        ledgerCheckTotal: shown(eurCheck.playerTotal),
        movedSince: '0.00',
        held: '20.00',
      }),
    ]);

    // Half-way through, too: what the ledger held then, plus what moved since, is today's proven figure.
    const then = await getLiabilityReport(db(), midMonth);
    const before = (items: Money[]) =>
      sum(
        items.filter((m) => m.day < dayOf(midMonth)),
        (m) => m.amount,
      );
    const played = rounds.filter((r) => r.day < dayOf(midMonth));
    expect(then).toMatchObject({ isReconciled: true });
    expect(then.rows[0]!.total).toBe(shown(before(deposits) - before(withdrawalsPaid) + bonusGiven - ggrOf(played)));
  });
});
