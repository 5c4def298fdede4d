import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOC, ID, PLAYERS, SAFER, SEARCH, SESSION, WRITER, playerApi } from '../../test/player-api';
import { fakeStaffApi, SUPPORT, type Call } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

describe('players in the console', () => {
  it('searches from the Players menu entry, keeps the search in the address and links each player to their page', async () => {
    const api = fakeStaffApi({
      'GET /staff-api/v1/me': { status: 200, body: SUPPORT },
      [`GET ${PLAYERS}`]: (call: Call) => ({ status: 200, body: call.search === '?q=robin' ? SEARCH : { items: [] } }),
    });
    const { router } = renderConsole('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Players' }));

    // Too short: said before any call.
    await user.type(await screen.findByLabelText('Search players'), 'r');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type between 2 and 200 characters.')).toBeTruthy();
    expect(api.callsTo('GET', PLAYERS)).toEqual([]);

    await user.type(screen.getByLabelText('Search players'), 'obin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('region', { name: 'Players found' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'E-mail', 'Country', 'Matched by']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Robin ExampleActive', 'robin@example.com', 'MT', 'Name']);
    expect(router.state.location.search).toBe('?q=robin');

    await user.click(within(table).getByRole('link', { name: 'Robin Example' }));
    expect(router.state.location.pathname).toBe(`/players/${ID}`);
  });

  it('says when nobody matches, and shows the API refusal', async () => {
    fakeStaffApi({
      'GET /staff-api/v1/me': { status: 200, body: SUPPORT },
      [`GET ${PLAYERS}`]: (call: Call) =>
        call.search === '?q=nobody'
          ? { status: 200, body: { items: [] } }
          : { status: 400, body: { message: 'Type at most 200 characters.' } },
    });
    const first = renderConsole('/players?q=nobody');
    expect(await screen.findByText('No player matches “nobody”.')).toBeTruthy();
    first.unmount();
    renderConsole('/players?q=refused');
    expect((await screen.findByRole('alert')).textContent).toBe('Type at most 200 characters.');
  });

  it("shows the player's page in named regions: profile, documents, balances with postings, payments, rounds with recall, safer gambling", async () => {
    const api = playerApi(SUPPORT);
    renderConsole(`/players/${ID}`);
    const user = userEvent.setup();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('robin@example.com');

    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Valletta', { exact: false })).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'passport.png' }).getAttribute('href')).toBe(`/kyc/${DOC}`);
    expect(within(documents).getByText('Reason given to the player: Blurred.')).toBeTruthy();

    const balances = await screen.findByRole('region', { name: 'Balances' });
    const eur = await within(balances).findByRole('group', { name: /EUR/ });
    expect(within(eur).getByText('49.00 EUR')).toBeTruthy();
    const postings = within(eur).getByRole('list', { name: 'Postings' });
    expect(
      within(postings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Bet · Real money-1.00 EUR2026-03-09 10:00:00 UTC',
      'Deposit · Real money50.00 EUR2026-03-09 10:00:00 UTC',
      'Older postings',
    ]);
    await user.click(within(postings).getByRole('button', { name: 'Older postings' }));
    expect(await within(postings).findByText('Adjustment · Real money')).toBeTruthy();
    expect(api.callsTo('GET', `${PLAYERS}/${ID}/postings`).map((c) => c.search)).toEqual(['?currency=EUR&before=10']);

    const payments = await screen.findByRole('region', { name: 'Deposits and withdrawals' });
    expect(await within(payments).findByText('f00d:1')).toBeTruthy();
    expect(within(payments).getByText('bc1qexample')).toBeTruthy();

    const rounds = screen.getByRole('region', { name: 'Rounds' });
    await user.click(await within(rounds).findByRole('button', { name: 'Show recall' }));
    expect(await within(rounds).findByText('seed-7')).toBeTruthy();
    expect(within(rounds).getByLabelText('Round details').textContent).toContain('"roll": 9912');

    const safer = screen.getByRole('region', { name: 'Safer gambling' });
    expect(await within(safer).findByText(/100.00 EUR/)).toBeTruthy();
    expect(within(safer).getByRole('link', { name: "Open the player's safer-gambling case" }).getAttribute('href')).toBe(
      `/cases/${SAFER.openCaseId}`,
    );

    // A member without players.write reads, but is offered no change.
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(await within(sessions).findByText('Firefox on Linux')).toBeTruthy();
    expect(within(sessions).queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a note' })).toBeNull();
  });

  it('revokes a session after confirming, and adds a note', async () => {
    const api = playerApi(WRITER);
    renderConsole(`/players/${ID}`);
    const user = userEvent.setup();
    const sessions = await screen.findByRole('region', { name: 'Sessions' });

    await user.click(await within(sessions).findByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `${PLAYERS}/${ID}/sessions/${SESSION}/revoke`)).toEqual([]);
    await user.click(within(sessions).getByRole('button', { name: 'Revoke' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await within(sessions).findByText('No live sessions.')).toBeTruthy();
    expect(api.callsTo('POST', `${PLAYERS}/${ID}/sessions/${SESSION}/revoke`)).toHaveLength(1);

    const notes = screen.getByRole('region', { name: 'Notes' });
    const form = within(notes).getByRole('form', { name: 'Add a note' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Write the note.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Note'), 'Asked about a withdrawal.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Asked about a withdrawal.')).toBeTruthy();
    expect(api.callsTo('POST', `${PLAYERS}/${ID}/notes`).map((c) => c.body)).toEqual([{ text: 'Asked about a withdrawal.' }]);
  });

  it('shows the API refusal for an unknown player', async () => {
    fakeStaffApi({
      'GET /staff-api/v1/me': { status: 200, body: SUPPORT },
      [`GET ${PLAYERS}/${ID}`]: { status: 404, body: { message: 'There is no player with this id.' } },
    });
    renderConsole(`/players/${ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no player with this id.');
  });
});
