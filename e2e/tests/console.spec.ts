import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signUpByApi } from '../support/auth';
import { enrolmentLinkIn, enrolThroughLink, openConsole, openFromMenu, rowWithCell } from '../support/console';
import { passDepositLimitChoice } from '../support/deposit';
import { setDailyLimitThatRefusesADeposit } from '../support/deposit-limit';
import { linkWith, type Mailbox } from '../support/mailbox';
import { expect, testWithStack, uniqueEmail } from '../support/fixtures';
import { CLIENT_HEADERS } from '../support/http';
import { euroCents, gameFrame, waitForGame } from '../support/play';

// The operator's console from the first administrator's enrolment to the audit trail, on the staff listener of one
// stack (each stack costs time): withdrawals above 25 EUR need two people's approval.
const test = testWithStack('console', { STAFF_FOUR_EYES_WITHDRAWAL_EUR: '25' });

// A real 1×1 PNG: the server decides the type from the bytes.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const STAFF_PASSWORD = 'four eyes see more 2026';

const cents = (amount: number) => (amount / 100).toFixed(2);

/** Invites a member on the Staff page and answers the one-time link it shows. */
async function invite(page: Page, email: string, role: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`${email} is invited.`)).toBeVisible();
  const link = await page.getByLabel('Enrolment link').inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  return enrolmentLinkIn(link);
}

/** The player's first steps on the site: a proof of address, then a limit that refuses a deposit and is raised at once. */
async function uploadProofAndRaiseRefusingLimit(page: Page) {
  await page.goto('/profile/document');
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'utility-bill.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('button', { name: 'Upload' }).click();
  const uploaded = page.getByRole('region', { name: 'Uploaded documents' });
  await expect(uploaded.getByRole('listitem').filter({ hasText: 'utility-bill.png' })).toContainText('Pending review');

  // A limit raised right after it refused a deposit: a strong sign of harm, which opens a safer-gambling case.
  const { daily, field } = await setDailyLimitThatRefusesADeposit(page);
  await field.fill('500');
  await daily.getByRole('button', { name: 'Change limit' }).click();
  const review = page.getByRole('region', { name: 'Please review your limits' });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'I have read this' }).click();
  await expect(review).toHaveCount(0);
}

/** The player's own BTC deposit address, as the deposit dialog shows it (the dialog adds a BTC wallet first). */
async function showBtcAddress(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await passDepositLimitChoice(dialog);
  await dialog.getByLabel('Currency').selectOption('BTC');
  await dialog.getByLabel('Amount', { exact: true }).fill('0.002');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const address = (await dialog.getByText(/^bc1q[02-9ac-hj-np-z]{38}$/).textContent())!;
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return address;
}

/** One real-money spin of Lucky Lanterns: answers its stake and win in cents. */
async function playOneSpin(page: Page): Promise<{ stake: number; win: number }> {
  await page.goto('/game/lucky-lanterns');
  await waitForGame(page);
  const slot = gameFrame(page);
  await expect(slot.getByText('Real money')).toBeVisible();
  const stake = euroCents(await slot.getByTestId('play-stake').innerText());
  await slot.getByRole('button', { name: 'Spin' }).click();
  const result = slot.getByTestId('slot-result');
  await expect(result).toBeVisible({ timeout: 120_000 });
  const text = await result.innerText();
  return { stake, win: /^(You won|Returned)/.test(text) ? euroCents(text) : 0 };
}

/** A withdrawal the player asks for and confirms by the link mailed to them: then it is in the operator's queue. */
async function requestWithdrawal(page: Page, mailbox: Mailbox, email: string, amount: string) {
  const form = page.getByRole('region', { name: 'Withdraw', exact: true });
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText(`Withdrawal of €${amount}.00 set aside.`)).toBeVisible();
  const mail = await mailbox.waitFor(email, /^Confirm your withdrawal$/, 20_000, `${amount}.00 EUR`);
  await page.goto(linkWith(mail, 'confirmWithdrawalToken'));
  await expect(page.getByText(`Your withdrawal of €${amount}.00 is confirmed.`)).toBeVisible();
  await page.goto('/profile/my-wallet');
}

/** Approves a withdrawal from the queue through its confirmation; `body` is what the dialog says this approval does. */
async function approveWithdrawal(page: Page, label: string, body: string, outcome: string) {
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(body);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(outcome)).toBeVisible();
}

const withdrawalRow = (page: Page, amount: string) =>
  page
    .getByRole('region', { name: 'Withdrawals' })
    .getByRole('row')
    .filter({ hasText: `${amount} EUR` });

/** Each column's value of the CSV line whose `column` is `value`. */
function csvRow(csv: string, column: string, value: string): Record<string, string> {
  const [header, ...lines] = csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  const at = header!.indexOf(column);
  const line = lines.find((cells) => cells[at] === value);
  if (!line) throw new Error(`no row with ${column}=${value} in:\n${csv}`);
  return Object.fromEntries(header!.map((name, i) => [name, line[i]!]));
}

const hasAuditRow = (trail: Locator, actor: string, action: string) =>
  expect(
    rowWithCell(trail, action)
      .filter({ has: trail.page().getByRole('cell', { name: actor, exact: true }) })
      .first(),
  ).toBeVisible();

test('the operator’s console: enrolment with TOTP, a player found by address, four-eyes withdrawals, a KYC decision, a case, a coupon, the day’s GGR and the audit trail', async ({
  page,
  browser,
  stack,
  mailbox,
}, testInfo) => {
  test.slow();
  const admin = uniqueEmail('admin', testInfo.project.name);
  const payer = uniqueEmail('payer', testInfo.project.name);
  const checker = uniqueEmail('checker', testInfo.project.name);
  const player = uniqueEmail('pat', testInfo.project.name);

  // The first administrator: the bootstrap command, run beside the running API, prints the one-time link.
  const printed = await stack.runOperatorCommand('staff:bootstrap', [admin]);
  expect(printed).toContain(`Administrator ${admin} invited.`);
  const { context: adminContext, page: desk } = await openConsole(browser, stack);
  await enrolThroughLink(desk, enrolmentLinkIn(printed), admin, STAFF_PASSWORD);
  // The link works once.
  const { context: strangerContext, page: stranger } = await openConsole(browser, stack);
  await stranger.goto(enrolmentLinkIn(printed));
  await expect(stranger.getByText('This enrolment link cannot be used')).toBeVisible();
  await strangerContext.close();

  // Two payments members, each enrolling on a browser of their own.
  await openFromMenu(desk, 'Staff', 'Staff');
  const payerLink = await invite(desk, payer, 'Payments');
  const checkerLink = await invite(desk, checker, 'Payments');
  const { context: payerContext, page: payerPage } = await openConsole(browser, stack);
  await enrolThroughLink(payerPage, payerLink, payer, STAFF_PASSWORD);
  const { context: checkerContext, page: checkerPage } = await openConsole(browser, stack);
  await enrolThroughLink(checkerPage, checkerLink, checker, STAFF_PASSWORD);
  const staffTable = desk.getByRole('region', { name: 'Staff members' });
  await desk.reload();
  await expect(rowWithCell(staffTable, payer)).toContainText('Active');
  await expect(rowWithCell(staffTable, checker)).toContainText('Active');
  // A payments member's menu has no Staff page.
  await expect(payerPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // The player signs up, sends a proof of address and shows a sign of harm.
  await signUpByApi(page, { fullName: 'Pat Player', email: player, password: 'counting house 1871' });
  await page.goto('/');
  await uploadProofAndRaiseRefusingLimit(page);

  // The player opens a BTC deposit address; the administrator finds them by it, reads their page and leaves a note.
  const address = await showBtcAddress(page);
  const note = 'Called support about a BTC deposit; goodwill credit agreed.';
  await openFromMenu(desk, 'Players', 'Players');
  await desk.getByLabel('Search players').fill(address);
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  const found = rowWithCell(desk.getByRole('region', { name: 'Players found' }), player);
  await expect(found).toContainText('Crypto address');
  await found.getByRole('link', { name: 'Pat Player' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: player })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Deposits and withdrawals' })).toContainText(address);
  await expect(desk.getByRole('region', { name: 'Documents' })).toContainText('utility-bill.png');
  const playerId = new URL(desk.url()).pathname.split('/').pop()!;
  await expect(desk.getByRole('region', { name: 'Profile' })).toContainText(playerId);
  const notes = desk.getByRole('form', { name: 'Add a note' });
  await notes.getByLabel('Note').fill(note);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(desk.getByRole('region', { name: 'Notes' })).toContainText(note);

  // The administrator credits the player 100 EUR.
  await openFromMenu(desk, 'Adjustments', 'Adjustments');
  const adjustment = desk.getByRole('form', { name: 'New adjustment' });
  await adjustment.getByLabel('Player id').fill(playerId);
  await adjustment.getByLabel('Amount').fill('100');
  await adjustment.getByLabel('Reason').fill('Goodwill credit after a support call');
  await adjustment.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(adjustment).toContainText(`Applied: 100.00 EUR for ${player}.`);

  // A real-money round, then two withdrawals: 20 EUR, the smallest (one approval), and 30 EUR (two).
  const round = await playOneSpin(page);
  await page.goto('/profile/my-wallet');
  await requestWithdrawal(page, mailbox, player, '20');
  await requestWithdrawal(page, mailbox, player, '30');

  await openFromMenu(payerPage, 'Payments', 'Payments');
  await expect(payerPage.getByText("Above 25.00 EUR a withdrawal needs two people's approval.")).toBeVisible();
  await expect(withdrawalRow(payerPage, '20.00')).toContainText('One approval pays it');
  await expect(withdrawalRow(payerPage, '30.00')).toContainText('Needs two approvals');
  await approveWithdrawal(
    payerPage,
    `Approve withdrawal of 20.00 EUR for ${player}`,
    'The held money is paid out to the player now.',
    '20.00 EUR paid out.',
  );
  await approveWithdrawal(
    payerPage,
    `Approve withdrawal of 30.00 EUR for ${player}`,
    'yours is the first',
    'First approval recorded for 30.00 EUR: another member must approve it.',
  );
  // The first approver cannot give the second: the console offers no button, and the API refuses it.
  await expect(withdrawalRow(payerPage, '30.00')).toContainText('You approved: awaiting second approval by someone else');
  await expect(payerPage.getByRole('button', { name: `Approve withdrawal of 30.00 EUR for ${player}` })).toHaveCount(0);
  const [second] = await stack.query<{ id: string }>(
    "SELECT w.id FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE u.email = $1 AND w.status = 'pending'",
    [player],
  );
  const refused = await payerPage.request.post(`/staff-api/v1/payments/withdrawals/${second!.id}/approve`, {
    headers: CLIENT_HEADERS,
    data: {},
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('You gave the first approval: a second staff member must approve this withdrawal.');

  await openFromMenu(checkerPage, 'Payments', 'Payments');
  await expect(withdrawalRow(checkerPage, '30.00')).toContainText(`First approval by ${payer}: second needed`);
  await approveWithdrawal(
    checkerPage,
    `Approve withdrawal of 30.00 EUR for ${player}`,
    'The held money is paid out to the player now.',
    '30.00 EUR paid out.',
  );
  await expect(checkerPage.getByText('No withdrawal is waiting.')).toBeVisible();

  await page.goto('/profile/my-wallet/transaction-history?type=withdraw&kind=fiat');
  const history = page.getByRole('region', { name: 'Withdrawals, Fiat' });
  await expect(history.getByText('Completed').filter({ visible: true })).toHaveCount(2);
  await expect(history.getByText('Pending').filter({ visible: true })).toHaveCount(0);

  // The proof of address, rejected with the reason the player reads.
  const reason = 'The bill is older than three months: please send one from the last three months.';
  await openFromMenu(desk, 'KYC documents', 'KYC documents');
  await desk.getByRole('link', { name: `Open utility-bill.png of ${player}` }).click();
  await expect(desk.getByRole('heading', { name: 'Proof of address' })).toBeVisible();
  await desk.getByLabel('Reason shown to the player').fill(reason);
  await desk.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(desk.getByRole('main')).toContainText('Rejected');
  await expect(desk.getByRole('main')).toContainText(reason);
  await page.goto('/profile/document');
  const proof = page.getByRole('region', { name: 'Uploaded documents' }).getByRole('listitem').filter({ hasText: 'utility-bill.png' });
  await expect(proof).toContainText('Rejected');
  await expect(proof).toContainText('Why it was not accepted');
  await expect(proof).toContainText(reason);

  // The safer-gambling case the raised limit opened: a message to the player, then the case closed.
  const message = 'We saw you raise your deposit limit right after it stopped a deposit. Can we help you set one that fits?';
  const outcome = 'Player answered; limits reviewed together.';
  await openFromMenu(desk, 'Safer gambling', 'Safer-gambling cases');
  await desk.getByRole('region', { name: 'Safer-gambling cases' }).getByRole('link', { name: player }).click();
  await expect(desk.getByRole('main')).toContainText('Limit raised after a refusal');
  const messageForm = desk.getByRole('form', { name: 'Message the player' });
  await messageForm.getByLabel('Message', { exact: true }).fill(message);
  await messageForm.getByRole('button', { name: 'Send message' }).click();
  await expect(desk.getByRole('main')).toContainText(message);
  await page.goto('/profile/safer-gambling');
  await expect(page.getByText(message)).toBeVisible();
  const closeForm = desk.getByRole('form', { name: 'Close the case' });
  await closeForm.getByLabel('Outcome').fill(outcome);
  await closeForm.getByRole('button', { name: 'Close case' }).click();
  await expect(desk.getByText(`Closed: ${outcome}`, { exact: true })).toBeVisible();

  // A bonus code for the next newsletter: 20 free spins redeemed on their own, 500 uses, one per player.
  const code = String(Date.now()).slice(-9);
  await openFromMenu(desk, 'Bonuses', 'Bonuses');
  const couponForm = desk.getByRole('form', { name: 'Create a coupon' });
  await couponForm.getByLabel('Code').fill(code);
  await couponForm.getByLabel('Name').fill('Newsletter spins');
  await couponForm.getByLabel('Kind').selectOption({ label: 'Redemption' });
  await couponForm.getByLabel('Free spins').fill('20');
  await couponForm.getByLabel('Uses', { exact: true }).fill('500');
  await couponForm.getByRole('button', { name: 'Create coupon' }).click();
  await expect(desk.getByText(`${code} is created.`)).toBeVisible();
  const coupon = desk.getByRole('region', { name: 'Coupons list' }).getByRole('row').filter({ hasText: code });
  await expect(coupon).toContainText('20 free spins');
  await expect(coupon).toContainText('Active');

  // The day's GGR: the round's stake minus its win, on screen and in the exported file.
  const ggr = cents(round.stake - round.win);
  await openFromMenu(desk, 'Reports', 'Reports');
  const byGame = desk.getByRole('region', { name: 'By game' });
  const gameRow = byGame.getByRole('row').filter({ hasText: 'Lucky Lanterns' });
  await expect(gameRow.getByRole('cell').nth(3)).toHaveText('1');
  await expect(gameRow.getByRole('cell').nth(4)).toHaveText(`${cents(round.stake)} EUR`);
  await expect(gameRow.getByRole('cell').nth(6)).toHaveText(`${ggr} EUR`);
  const download = desk.waitForEvent('download');
  await desk.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csvRow(csv, 'gameName', 'Lucky Lanterns')).toMatchObject({
    day: new Date().toISOString().slice(0, 10),
    currency: 'EUR',
    rounds: '1',
    bets: cents(round.stake),
    wins: cents(round.win),
    ggr,
  });

  // Every one of those actions in the audit trail, with who did it.
  await openFromMenu(desk, 'Audit trail', 'Audit trail');
  const trail = desk.getByRole('region', { name: 'Audit trail entries' });
  for (const [actor, action] of [
    ['operator command', 'operator.staff-bootstrap'],
    [admin, 'staff.enrol'],
    [admin, 'staff.invite'],
    [admin, 'player.note.add'],
    [payer, 'staff.enrol'],
    [checker, 'staff.enrol'],
    [admin, 'adjustment.apply'],
    [payer, 'withdrawal.approve'],
    [payer, 'withdrawal.approve-first'],
    [checker, 'withdrawal.approve'],
    [admin, 'document.reject'],
    [admin, 'safer-gambling.case.interaction'],
    [admin, 'safer-gambling.case.close'],
    [admin, 'coupon.create'],
  ] as const) {
    await hasAuditRow(trail, actor, action);
  }
  await expect(rowWithCell(trail, 'staff.invite')).toHaveCount(2);

  // At 390 px, on the administrator's session: the menu sits behind a button, and a wide table scrolls in its frame.
  const phone = await openConsole(browser, stack, {
    storageState: await adminContext.storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await phone.page.goto('/');
  const menu = phone.page.getByRole('navigation', { name: 'Console' });
  await expect(menu).toBeHidden();
  await phone.page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Audit trail' }).click();
  await expect(menu).toBeHidden();
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const phoneTrail = phone.page.getByRole('region', { name: 'Audit trail entries' });
  await expect(phoneTrail).toBeVisible();
  const widths = await phoneTrail.evaluate((frame) => {
    frame.scrollLeft = 200;
    return { frame: frame.clientWidth, table: frame.scrollWidth, scrolled: frame.scrollLeft, page: document.documentElement.scrollWidth };
  });
  expect(widths.table).toBeGreaterThan(widths.frame);
  expect(widths.scrolled).toBeGreaterThan(0);
  expect(widths.page).toBeLessThanOrEqual(390);
  await Promise.all([adminContext, payerContext, checkerContext, phone.context].map((context) => context.close()));
});
