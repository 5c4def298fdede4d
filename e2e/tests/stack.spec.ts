import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startStack } from '../../scripts/lib/stack-start.mjs';
import { signIn, signOut, signUp, expectSignedIn } from '../support/auth';
import { queryDatabase } from '../support/database';
import { completeProfile, openDeposit } from '../support/deposit';
import { uniqueEmail, waitingForTheApp } from '../support/fixtures';
import { euroCents, formatEuro, gameFrame, waitForGame } from '../support/play';
import { layoutPorts, STACK_THUMBNAILS_DIR, writePromotionsWithoutNoDeposit } from '../support/stack';

// `npm run stack`'s layout, started as the script starts it (scripts/lib/stack-start.mjs): HAProxy in front of two web
// and two API processes, which share a PostgreSQL primary with its streaming replica and Redis. The player only ever
// sees the load balancer's address, and HAProxy sends their requests to one process and the next in turn.

let stack: Awaited<ReturnType<typeof startStack>> | undefined;
let stateDir = '';

test.beforeAll(async () => {
  // Ten processes started on two cores: most of the time is PostgreSQL's initdb and Next.js's start.
  test.setTimeout(150_000);
  stateDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-stack-'));
  const ports = await layoutPorts();
  stack = await startStack({
    stateDir,
    ports,
    publicUrl: `http://127.0.0.1:${ports.site}`,
    // CI's Redis when there is one (a channel of this run's own); the stack's own otherwise.
    redisUrl: process.env.TEST_REDIS_URL,
    apiEnv: {
      CAPTCHA_MAX_NUMBER: '2000',
      LOG_LEVEL: 'warn',
      THUMBNAILS_DIR: STACK_THUMBNAILS_DIR,
      CRASH_EVENTS_CHANNEL: `casino:crash:e2e-stack:${randomBytes(6).toString('hex')}`,
      // Without the sign-up offer's popup, as every browser test's stack.
      PROMOTIONS_FILE: writePromotionsWithoutNoDeposit(path.join(stateDir, 'promotions.json')),
    },
    say: () => undefined,
  });
});

test.afterAll(async () => {
  await stack?.stop();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

test('through the load balancer a player signs up, signs in again, deposits by card and plays a real-money spin', async ({
  page,
}, testInfo) => {
  const site = stack!.publicUrl;
  waitingForTheApp(page);
  const email = uniqueEmail('stack', testInfo.project.name);
  const password = 'balanced between two';
  await page.goto(`${site}/`);
  await signUp(page, { fullName: 'Grace Balancer', email, password });
  await signOut(page, testInfo, 'Grace');
  await signIn(page, email, password);
  await expectSignedIn(page);

  const dialog = await openDeposit(page);
  await dialog.getByLabel('Amount', { exact: true }).fill('30');
  // No bonus: the balance is the deposit alone, whenever the API's promotions tick comes.
  await dialog
    .getByRole('group', { name: 'Bonus for this deposit' })
    .getByRole('radio', { name: /No bonus/ })
    .check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /Credit card/ }).click();
  await completeProfile(page, 'MT');
  await dialog.getByRole('button', { name: /Diamond/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${site}/payments/sandbox/vegapay/[0-9a-f-]{36}$`));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay 30.00 EUR' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your deposit of €30.00 has been credited.' })).toBeVisible();

  await page.goto(`${site}/game/lucky-lanterns`);
  await waitForGame(page);
  const slot = gameFrame(page);
  await expect(slot.getByText('Real money')).toBeVisible();
  await expect(slot.getByTestId('play-balance')).toHaveText('€30.00');
  const stake = euroCents(await slot.getByTestId('play-stake').innerText());
  await slot.getByRole('button', { name: 'Spin' }).click();
  const result = slot.getByTestId('slot-result');
  await expect(result).toBeVisible();
  const text = await result.innerText();
  const balance = 3_000 - stake + (/^(You won|Returned)/.test(text) ? euroCents(text) : 0);
  await expect(slot.getByTestId('play-balance')).toHaveText(formatEuro(balance));
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText(formatEuro(balance));

  // The money is on the primary, and the replica streams it: where the reports read.
  const owed = `SELECT a.balance::text AS balance FROM ledger_accounts a JOIN users u ON u.id = a.user_id
    WHERE u.email = $1 AND a.kind = 'player_real' AND a.currency = 'EUR'`;
  const balanceOn = async (url: string) =>
    Number((await queryDatabase<{ balance: string }>({ DATABASE_URL: url }, owed, [email]))[0]?.balance);
  expect(await balanceOn(stack!.databaseUrl)).toBe(balance);
  await expect.poll(() => balanceOn(stack!.replicaUrl)).toBe(balance);

  // Every web and API process took part: HAProxy's count of the sessions each served.
  const [header, ...rows] = (await (await fetch(`${stack!.statsUrl}/;csv`)).text()).replace(/^# /, '').trim().split('\n');
  const column = (name: string) => header!.split(',').indexOf(name);
  const served = Object.fromEntries(
    rows.map((row) => row.split(',')).map((row) => [`${row[column('pxname')]}/${row[column('svname')]}`, Number(row[column('stot')])]),
  );
  for (const server of ['web/web1', 'web/web2', 'api/api1', 'api/api2']) expect(served[server], server).toBeGreaterThan(0);
});
