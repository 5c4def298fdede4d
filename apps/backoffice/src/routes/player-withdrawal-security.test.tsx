import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ID, playerApi } from '../../test/player-api';
import { SUPPORT } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

describe("a player's withdrawal security in the console", () => {
  it('shows what guards the withdrawals: second factor, hold, allow-list with its addresses, security events, confirmations', async () => {
    playerApi(SUPPORT);
    renderConsole(`/players/${ID}`);
    const section = await screen.findByRole('region', { name: 'Withdrawal security' });
    expect(await within(section).findByText('On since 2026-03-09 10:05:00 UTC')).toBeTruthy();
    expect(within(section).getByText('A code from the authenticator app with each request')).toBeTruthy();
    expect(within(section).getByText("Until 2026-03-10 10:05:00 UTC: the player's two-factor sign-in was turned on.")).toBeTruthy();
    expect(within(section).getByText('On, switching off at 2026-03-11 08:00:00 UTC')).toBeTruthy();

    const addresses = within(section).getByRole('list', { name: 'Allow-listed addresses' });
    expect(
      within(addresses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'XRP rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY (tag 42)Added 2026-03-01 09:00:00 UTCusable since 2026-03-02 09:00:00 UTC',
      'BTC bc1qnewaddressAdded 2026-03-09 10:06:00 UTCusable from 2026-03-10 10:06:00 UTC',
    ]);
    const events = within(section).getByRole('list', { name: 'Security events' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Two-factor sign-in turned on2026-03-09 10:05:00 UTC',
      'Sign-in from a new browser2026-03-09 10:00:00 UTC · 203.0.113.7 · Firefox on Linux',
    ]);

    // The player's withdrawals say how each was confirmed, or that it still waits for the player.
    const payments = screen.getByRole('region', { name: 'Deposits and withdrawals' });
    expect(
      await within(payments).findByText("Waiting for the player's e-mail confirmation: the link lapses at 2026-03-09 11:00:00 UTC"),
    ).toBeTruthy();
    expect(within(payments).getByText('Confirmed with a code from the authenticator app')).toBeTruthy();
  });
});
