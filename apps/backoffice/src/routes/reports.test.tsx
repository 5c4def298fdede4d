import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, SUPPORT } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';
import {
  GAME_REPORT,
  MISMATCHED_LIABILITIES,
  PAYMENT_REPORT,
  PLAYER_REPORT,
  RECONCILED_LIABILITIES,
  REPORTS_MEMBER,
} from '../../test/report-fixtures';

const ME = { 'GET /staff-api/v1/me': { status: 200, body: REPORTS_MEMBER } };
const REPORTS = {
  ...ME,
  'GET /staff-api/v1/reports/games': { status: 200, body: GAME_REPORT },
  'GET /staff-api/v1/reports/payments': { status: 200, body: PAYMENT_REPORT },
  'GET /staff-api/v1/reports/players': { status: 200, body: PLAYER_REPORT },
};
const MARCH = '/reports?from=2025-03-01&to=2025-03-03&currency=EUR';

/** The cells of the row whose first cell is `first`, as text. */
function rowOf(table: HTMLElement, first: string): string[] {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.firstElementChild?.textContent === first);
  if (!row) throw new Error(`no row ${first}`);
  return [...row.children].map((cell) => cell.textContent ?? '');
}

describe('the reports page', () => {
  it('shows the games report with each day, the range total per currency, and a negative GGR in red', async () => {
    const api = fakeStaffApi(REPORTS);
    renderConsole(MARCH);

    const byDay = await screen.findByRole('region', { name: 'By day' });
    expect(rowOf(byDay, '2025-03-02')).toEqual([
      '2025-03-02',
      '4',
      '50.00 EUR',
      '75.50 EUR',
      '-25.50 EUR',
      '5.00 EUR',
      '-30.50 EUR',
      '5.00 EUR',
    ]);
    expect(rowOf(byDay, 'Total EUR')).toEqual([
      'Total EUR',
      '4',
      '150.00 EUR',
      '135.50 EUR',
      '14.50 EUR',
      '5.00 EUR',
      '9.50 EUR',
      '5.00 EUR',
    ]);
    const negative = within(byDay).getAllByText('-25.50')[0]!.closest('td')!;
    expect(negative.className).toContain('text-danger');

    const byGame = screen.getByRole('region', { name: 'By game' });
    expect(rowOf(byGame, '2025-03-02').slice(0, 4)).toEqual(['2025-03-02', 'Sweet Bonanzavs20', 'Pragmatic', '4']);
    expect(api.callsTo('GET', '/staff-api/v1/reports/games').map((c) => c.search)).toEqual(['?from=2025-03-01&to=2025-03-03&currency=EUR']);
  });

  it('draws GGR per day of the range for each currency, with a name, next to the table of its numbers', async () => {
    fakeStaffApi(REPORTS);
    renderConsole(MARCH);
    const chart = await screen.findByRole('img', { name: 'GGR and NGR per day, EUR' });
    // Three days in the range, one with no play: three bars, the second below zero.
    const bars = chart.querySelectorAll('[data-chart-bar]');
    expect(bars).toHaveLength(3);
    expect(bars[1]!.getAttribute('class')).toContain('fill-danger');
  });

  it("links each report's CSV file to the same route with the page's filters", async () => {
    fakeStaffApi(REPORTS);
    const { router } = renderConsole(MARCH);
    const user = userEvent.setup();

    const games = await screen.findByRole('link', { name: 'Export CSV' });
    expect(games.getAttribute('href')).toBe('/staff-api/v1/reports/games?from=2025-03-01&to=2025-03-03&currency=EUR&format=csv');
    expect(games.hasAttribute('download')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    await screen.findByRole('region', { name: 'By day' });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/staff-api/v1/reports/payments?from=2025-03-01&to=2025-03-03&currency=EUR&format=csv',
    );

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-02-01');
    await user.selectOptions(screen.getByLabelText('Currency'), '');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        '/staff-api/v1/reports/payments?from=2025-02-01&to=2025-03-03&format=csv',
      ),
    );
    expect(router.state.location.search).toBe('?report=payments&from=2025-02-01&to=2025-03-03');
  });

  it('refuses an end date before the start date under the field, and asks the API nothing for it', async () => {
    const api = fakeStaffApi(REPORTS);
    renderConsole(MARCH);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'By day' });

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    expect(api.callsTo('GET', '/staff-api/v1/reports/games')).toHaveLength(1);
  });

  it('shows active and new players per day in a chart of one bar per day and in the table, with the range total', async () => {
    fakeStaffApi(REPORTS);
    renderConsole(`${MARCH}&report=players`);
    const chart = await screen.findByRole('img', { name: 'Active and new players per day' });
    expect(chart.querySelectorAll('[data-chart-bar]')).toHaveLength(3);
    const table = screen.getByRole('region', { name: 'By day' });
    expect(rowOf(table, 'Whole range')).toEqual(['Whole range', '4', '3']);
  });

  it('warns when the liabilities do not agree with the ledger, naming the currency, and asks for the end of the last day', async () => {
    const api = fakeStaffApi({ ...ME, 'GET /staff-api/v1/reports/liabilities': { status: 200, body: MISMATCHED_LIABILITIES } });
    renderConsole('/reports?from=2025-03-01&to=2025-03-03&report=liabilities');

    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('The liabilities do not agree with the ledger');
    expect(warning.textContent).toContain('BTC');
    expect(warning.textContent).not.toContain('EUR');
    const table = screen.getByRole('region', { name: 'By currency' });
    expect(rowOf(table, 'BTC')[4]).toBe('Mismatch');
    expect(rowOf(table, 'EUR')[4]).toBe('Yes');
    expect(api.callsTo('GET', '/staff-api/v1/reports/liabilities').map((c) => c.search)).toEqual([
      `?${new URLSearchParams({ at: '2025-03-03T23:59:59.999Z' })}`,
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/staff-api/v1/reports/liabilities?at=2025-03-03T23%3A59%3A59.999Z&format=csv',
    );
  });

  it('says so when every currency agrees with the ledger, without a warning', async () => {
    fakeStaffApi({ ...ME, 'GET /staff-api/v1/reports/liabilities': { status: 200, body: RECONCILED_LIABILITIES } });
    renderConsole('/reports?from=2025-03-01&to=2025-03-03&report=liabilities');
    expect((await screen.findByText('Every currency agrees with the ledger.')).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is in the menu of a member with reports.read', async () => {
    fakeStaffApi(ME);
    renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/reports');
  });

  it('is closed to a member without reports.read, and asks the API nothing for it', async () => {
    const api = fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: SUPPORT } });
    renderConsole('/reports');
    expect((await screen.findByRole('alert')).textContent).toContain('Your role does not include this page.');
    expect(api.calls.filter((c) => c.path.startsWith('/staff-api/v1/reports'))).toEqual([]);
  });
});
