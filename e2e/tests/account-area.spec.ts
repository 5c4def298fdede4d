import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectSignedIn, expectSignedOut, isPhone, signIn, signUp, submitSignUp } from '../support/auth';
import { expectRedBorder } from '../support/fields';
import { BOTH_WIDTHS, expect, test, uniqueEmail, waitingForTheApp } from '../support/fixtures';

// A real 1×1 PNG: the server decides the type from the bytes.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The sidebar entry highlighted on this page: the sidebar on desktop, the slide-in menu on phones. */
async function expectSidebarEntry(page: Page, testInfo: TestInfo, name: string) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toHaveCount(0);
  } else {
    await expect(page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
}

async function openSection(page: Page, name: string, path: RegExp) {
  const sections = page.getByRole('navigation', { name: 'Profile sections' });
  await sections.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(sections.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}

const toast = (page: Page, text: string | RegExp): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });

test(
  'a player fills the profile, changes the password, ends a session, uploads a document and self-excludes',
  BOTH_WIDTHS,
  async ({ page, browser, stack }, testInfo) => {
    const email = uniqueEmail('mary', testInfo.project.name);
    const password = 'analytical engine 1843';
    const newPassword = 'difference engine 1822';

    await page.goto('/');
    await signUp(page, { fullName: 'Mary Somerville', email, password });

    // --- The account layout and My Account -------------------------------------------------------
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Mary Somerville');
    await expect(page.getByTestId('account-balance')).toHaveText('€0.00');
    await expectSidebarEntry(page, testInfo, 'My Account');
    await expect(
      page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'My Account', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    // Every section tab is whole on screen, on a phone too: none hides past the edge.
    const sectionTabs = page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link');
    await expect(sectionTabs).toHaveCount(5);
    const screenWidth = page.viewportSize()!.width;
    for (const tab of await sectionTabs.all()) {
      const box = await tab.boundingBox();
      expect(box, await tab.innerText()).not.toBeNull();
      expect(box!.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, await tab.innerText()).toBeLessThanOrEqual(screenWidth);
    }

    // The language selector offers English (the only language), on phones in the slide-in menu.
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open account menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Account menu' });
      await expect(menu.getByLabel('Language')).toHaveValue('en');
      await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
      await menu.getByRole('button', { name: 'Close' }).click();
    } else {
      await page.getByRole('button', { name: 'Account options' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
      await page.keyboard.press('Escape');
    }

    // Names and e-mail come from the account and cannot be edited here.
    await expect(page.getByLabel('First name')).toHaveValue('Mary');
    await expect(page.getByLabel('Last name')).toHaveValue('Somerville');
    const emailField = page.getByLabel('Email', { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).not.toBeEditable();
    await expect(page.getByText('Not verified')).toBeVisible();

    // A new player's details are all empty and editable.
    const nickName = page.getByLabel('Nickname');
    const gender = page.getByLabel('Gender');
    const birthDate = page.getByLabel('Date of birth');
    const country = page.getByLabel('Country', { exact: true });
    const phone = page.getByLabel('Phone', { exact: true });
    const address2 = page.getByLabel('Address 2');
    for (const field of [nickName, birthDate, phone, address2]) await expect(field).toBeEditable();
    await expect(birthDate).toHaveValue('');

    // The date picker stops 18 years ago; a later date is refused with a clear message.
    const maxDate = await birthDate.getAttribute('max');
    expect(maxDate).toMatch(new RegExp(`^${new Date().getFullYear() - 18}-\\d{2}-\\d{2}$`));
    await nickName.fill('mary');
    await gender.selectOption('Female');
    await birthDate.fill(`${new Date().getFullYear() - 10}-01-01`);
    await expect(country.locator('option[value="GB"]')).toHaveText('United Kingdom');
    await country.selectOption('GB');
    await page.getByLabel('State').fill('Greater London');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('Zip code').fill('SW1A 1AA');
    await page.getByLabel('Address', { exact: true }).fill('1 Science Road');
    await phone.fill('+44 7400 123456');
    await expect(phone).toHaveValue('+44 7400 123456');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(birthDate).toHaveAccessibleDescription('You must be at least 18 years old to play.');
    await expect(toast(page, 'Profile saved')).toHaveCount(0);

    await birthDate.fill('1990-05-17');
    await expect(birthDate).toHaveAccessibleDescription('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile saved')).toBeVisible();

    // After a reload the saved fields are read-only; the one left empty can still be filled.
    await page.reload();
    await expect(nickName).toHaveValue('mary');
    await expect(nickName).not.toBeEditable();
    await expect(gender).toHaveValue('Female');
    await expect(gender).toBeDisabled();
    await expect(birthDate).toHaveValue('1990-05-17');
    await expect(birthDate).not.toBeEditable();
    await expect(country).toHaveValue('GB');
    await expect(country).toBeDisabled();
    await expect(page.getByLabel('City')).toHaveValue('London');
    await expect(page.getByLabel('City')).not.toBeEditable();
    await expect(phone).toHaveValue('+44 7400 123456');
    await expect(phone).not.toBeEditable();
    await expect(address2).toHaveValue('');
    await expect(address2).toBeEditable();

    // Receive Promos flips once the server agrees, and says so.
    const promos = page.getByRole('switch', { name: 'Receive Promos' });
    await expect(promos).toHaveAttribute('aria-checked', 'false');
    await promos.click();
    await expect(toast(page, 'You are subscribed')).toBeVisible();
    await expect(promos).toHaveAttribute('aria-checked', 'true');
    await promos.click();
    await expect(toast(page, 'You are unsubscribed')).toBeVisible();
    await expect(promos).toHaveAttribute('aria-checked', 'false');

    // --- Privacy: the password ---------------------------------------------------------------------
    await openSection(page, 'Privacy', /\/profile\/privacy$/);
    await expectSidebarEntry(page, testInfo, 'My Account');
    const oldField = page.getByLabel('Current password');
    const newField = page.getByLabel('New password', { exact: true });
    const confirmField = page.getByLabel('Confirm new password');
    const changeButton = page.getByRole('button', { name: 'Change password' });

    await oldField.fill(password);
    await newField.fill(newPassword);
    await confirmField.fill(`${newPassword}!`);
    await changeButton.click();
    await expect(confirmField).toHaveAccessibleDescription('The new passwords do not match.');
    await expect(confirmField).toBeFocused();
    await expectRedBorder(confirmField);

    await oldField.fill('not my password');
    await confirmField.fill(newPassword);
    await changeButton.click();
    // The server's reason shows under the field it concerns (and in a toast).
    await expect(oldField).toHaveAccessibleDescription('Current password is incorrect');
    await expect(toast(page, 'Your password was not changed.')).toContainText('Current password is incorrect');

    await oldField.fill(password);
    await changeButton.click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    await expect(oldField).toHaveValue('');

    // --- Privacy: the sessions ---------------------------------------------------------------------
    const sessions = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toContainText('This device');
    await expect(sessions.first().getByRole('button', { name: 'Sign out' })).toHaveCount(0);

    // A second browser signs in with the new password.
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    const otherContext = await browser.newContext({ baseURL: stack.webUrl, viewport, isMobile, hasTouch });
    otherContext.on('page', waitingForTheApp);
    try {
      const otherPage = await otherContext.newPage();
      await otherPage.goto('/');
      await signIn(otherPage, email, newPassword);
      await expectSignedIn(otherPage);

      await page.reload();
      await expect(sessions).toHaveCount(2);
      const current = sessions.filter({ hasText: 'This device' });
      const other = sessions.filter({ hasNotText: 'This device' });
      await expect(current).toHaveCount(1);
      await expect(other).toContainText('IP address');
      await expect(other).toContainText('Last active');
      await other.getByRole('button', { name: 'Sign out' }).click();
      await expect(toast(page, 'That device has been signed out.')).toBeVisible();
      await expect(sessions).toHaveCount(1);
      await expect(sessions.first()).toContainText('This device');

      // The other browser has lost its session.
      await otherPage.reload();
      await expectSignedOut(otherPage);
    } finally {
      await otherContext.close();
    }

    // --- Documents -----------------------------------------------------------------------------------
    await openSection(page, 'Documents', /\/profile\/document$/);
    await expectSidebarEntry(page, testInfo, 'Documents');
    const identity = page.getByRole('region', { name: 'Identity' });
    const proof = page.getByRole('region', { name: 'Proof of address' });
    const uploaded = page.getByRole('region', { name: 'Uploaded documents' });
    await expect(identity).toContainText('Not submitted');
    await expect(proof).toContainText('Not submitted');
    await expect(uploaded).toContainText('You have not uploaded any documents yet.');

    const fileInput = page.getByLabel('File', { exact: true });
    const uploadButton = page.getByRole('button', { name: 'Upload' });
    await expect(fileInput).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');

    // Checked in the browser first: type and size.
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(proof.getByRole('alert')).toHaveText('Please choose a JPG, PNG or PDF file.');
    await expect(uploadButton).toBeDisabled();
    await fileInput.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) });
    await expect(proof.getByRole('alert')).toHaveText('The file is larger than 10 MB. Please choose a smaller file.');
    await expect(uploadButton).toBeDisabled();

    // The server looks at the bytes: a text file named .png is refused with its reason.
    await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect(proof.getByRole('alert')).toHaveCount(0);
    await uploadButton.click();
    await expect(proof.getByRole('alert')).toHaveText('Only JPEG, PNG or PDF files are accepted.');
    await expect(uploaded).toContainText('You have not uploaded any documents yet.');

    // A real picture goes through and waits for review.
    await fileInput.setInputFiles({ name: 'utility-bill.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await uploadButton.click();
    await expect(toast(page, 'Your document has been uploaded and is waiting for review.')).toBeVisible();
    const document = uploaded.getByRole('listitem').filter({ hasText: 'utility-bill.png' });
    await expect(document).toContainText('Pending review');
    await expect(document).toContainText(`${PNG_1X1.length} B`);
    await expect(proof).toContainText('Pending review');
    await expect(identity).toContainText('Not submitted');

    // --- Self-exclusion ------------------------------------------------------------------------------
    await openSection(page, 'Self-exclusion', /\/profile\/self-exclusion$/);
    await expectSidebarEntry(page, testInfo, 'My Account');
    await expect(page.getByRole('heading', { level: 1, name: 'Self-exclusion' })).toBeVisible();
    await expect(page.getByText('You are signed out on every device at once.')).toBeVisible();
    await expect(page.getByText(/you can still sign in to see your balance and withdraw it\./)).toBeVisible();
    // The periods of the player's market profile (this machine's address is placed in Malta).
    for (const period of ['6 months', '1 year', '5 years', 'Indefinitely']) {
      await expect(page.getByRole('radio', { name: period })).toBeVisible();
    }
    const excludeButton = page.getByRole('button', { name: /^Exclude me/ });
    await expect(excludeButton).toBeDisabled();
    await page.getByRole('radio', { name: '6 months' }).check();
    await expect(excludeButton).toHaveText('Exclude me for 6 months');

    // Cancel changes nothing.
    await excludeButton.click();
    const confirmation = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirmation).toContainText('Exclude yourself for 6 months?');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile\/self-exclusion$/);

    // Approve: signed out at once and back on the home page, told until when.
    await excludeButton.click();
    await confirmation.getByRole('button', { name: 'Approve' }).click();
    // The toast first: it closes by itself after 5 s, which the checks after it can outlast on a busy machine.
    await expect(toast(page, /You are excluded until .+\. You have been signed out\./)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(page);

    // Signing in again opens only the payout page: the end date, the balance and the withdrawal form, nothing to play or deposit.
    await signIn(page, email, newPassword);
    const payout = page.getByRole('main');
    await expect(payout.getByRole('heading', { level: 1, name: 'Your balance and withdrawals' })).toBeVisible();
    await expect(
      payout.getByText(/You have excluded yourself from playing on this site until \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC\./),
    ).toBeVisible();
    await expect(payout.getByRole('region', { name: 'Your balances' })).toContainText(/EUR\s*€0\.00/);
    await expect(payout.getByRole('button', { name: /withdraw/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /deposit/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /play/i })).toHaveCount(0);
    await page.goto('/profile/my-wallet');
    await expect(payout.getByRole('heading', { level: 1, name: 'Your balance and withdrawals' })).toBeVisible();
    await payout.getByRole('button', { name: 'Sign out' }).click();
    await expect(payout.getByRole('heading', { level: 1, name: 'Your balance and withdrawals' })).toHaveCount(0);
    await expectSignedOut(page);

    // Nor can she open another account with an alias of the same mailbox: it reads as any taken address.
    const signUpDialog = await submitSignUp(page, { fullName: 'Mary Somerville', email: email.replace('@', '+again@'), password });
    await expect(toast(page, 'User with same email exists')).toBeVisible();
    await signUpDialog.getByRole('button', { name: 'Close' }).click();
    await expect(signUpDialog).toHaveCount(0);
    await expectSignedOut(page);
  },
);
