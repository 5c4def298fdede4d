import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { compareTransfers, PlayerModel } from '../harness/model';
import { formatReport } from '../harness/report';
import { DEFAULT_OPTIONS, runHarness } from '../harness/run';
import { startHarnessStack } from '../harness/stack';
import { readTerms, writeHarnessPromotions } from '../harness/terms';

// The fault harness's short run (decision 039; the full one is `npm run harness`): the production-shaped stack, a few
// players for 40 seconds while every fault is injected once, then every check. It prints the same report.

test.describe('the fault harness, a short run', () => {
  let stack: Awaited<ReturnType<typeof startHarnessStack>> | undefined;
  let stateDir = '';
  const stackFailures: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stateDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-harness-'));
    stack = await startHarnessStack(stateDir, { say: () => undefined, onFailure: (message) => void stackFailures.push(message) });
  });

  test.afterAll(async () => {
    await stack?.stop();
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  });

  test('players deposit, play both ways, bonus and withdraw through every fault; nothing is lost or applied twice', async () => {
    test.setTimeout(120_000);
    const report = await runHarness(stack!, { ...DEFAULT_OPTIONS, seconds: 40, players: 6, thinkMs: 300, say: () => undefined });
    console.log(formatReport(report));
    expect(stackFailures).toEqual([]);
    expect(report.failures).toEqual([]);
    expect(report.faults.map((f) => f.fault)).toEqual([...DEFAULT_OPTIONS.faults]);
    // Every kind of operation took place, so every check had something to hold against.
    const done = new Map(report.stats.ops().map(([kind, counts]) => [kind, counts.acknowledged]));
    for (const kind of ['sign-up', 'card payment', 'in-house round', 'wallet bet', 'wallet win', 'wallet rollback', 'withdrawal request']) {
      expect(done.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
    expect(report.money.bonuses.granted).toBeGreaterThan(0);
  });
});

test.describe('the fault harness’s checks', () => {
  const terms = (() => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-terms-'));
    try {
      return readTerms(writeHarnessPromotions(path.join(dir, 'promotions.json')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();

  test('the model follows the bonus rules: bonus staked first, wins shared, converted once wagered, forfeited by a withdrawal', () => {
    const player = new PlayerModel(terms);
    player.credit('vegapay', 'd1', 5_000n);
    expect(player.welcomeBonusOf(1, 5_000n)).toBe(1_000n);
    player.grantBonus('d1', 'g1', 1_000n);
    // 3.00 staked from the bonus, wagering 3.00 of 10.00; a win of 6.00 returns wholly to bonus money.
    player.stake('studio:r1:bet', 'studio:r1', 300n, 'dice');
    player.win('studio:r1:win', 'studio:r1', 600n);
    expect([player.real, player.bonus]).toEqual([5_000n, 1_300n]);
    // Roulette counts half: 4.00 staked adds 2.00. Then 5.00 of dice completes the 10.00 and converts what is left.
    player.stake('studio:r2:bet', 'studio:r2', 400n, 'roulette');
    expect(player.grant?.wagered).toBe(500n);
    player.stake('studio:r3:bet', 'studio:r3', 500n, 'dice');
    expect([player.real, player.bonus, player.grant?.status]).toEqual([5_400n, 0n, 'completed']);
    // The converted bonus's share of a later win goes to real money.
    player.win('studio:r3:win', 'studio:r3', 1_000n);
    expect(player.real).toBe(6_400n);
    expect(player.expected.find((t) => t.key === 'bonus-conversion:g1')?.amount).toBe(400n);

    // Another player withdraws with a bonus active: the bonus is forfeited, and a round it funded pays its share to nobody.
    const other = new PlayerModel(terms);
    other.credit('vegapay', 'd2', 5_000n);
    other.grantBonus('d2', 'g2', 1_000n);
    other.stake('wallet-bet', 'wallet:r4', 200n, 'aggregator');
    expect([other.bonus, other.grant?.wagered]).toEqual([800n, 0n]);
    other.hold('w1', 2_000n);
    expect([other.real, other.bonus, other.held, other.grant?.status]).toEqual([3_000n, 0n, 2_000n, 'forfeited']);
    other.win('wallet-win', 'wallet:r4', 400n);
    expect([other.real, other.bonus]).toEqual([3_000n, 0n]);
    expect(other.expected.map((t) => `${t.kind} ${t.key} ${t.amount}`)).toEqual([
      'deposit deposit:d2 5000',
      'bonus deposit-bonus:d2 1000',
      'bet wallet-bet:bonus 200',
      'bonus_forfeit bonus-forfeit:g2 800',
      'hold withdrawal:w1:hold 2000',
    ]);
  });

  test('the ledger comparison names a lost movement, one applied twice, one unexplained and one of another amount', () => {
    const t = (key: string, amount: bigint) => ({ source: 'wallet-api', key, kind: 'bet', amount });
    expect(compareTransfers([t('a', 1n), t('b', 2n)], [t('a', 1n), t('b', 2n)])).toEqual([]);
    expect(compareTransfers([t('a', 1n), t('b', 2n), t('c', 3n)], [t('a', 1n), t('a', 1n), t('b', 5n), t('d', 4n)])).toEqual([
      'differs: wallet-api b is bet 5 in the ledger, bet 2 in the model',
      'lost: wallet-api c (bet 3) is not in the ledger',
      'applied 2 times: wallet-api a',
      'unexplained: wallet-api d (bet 4) matches no acknowledged operation',
    ]);
  });
});
