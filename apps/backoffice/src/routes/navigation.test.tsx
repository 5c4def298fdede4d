import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeStaffApi, SIGNED_OUT, SUPPORT } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

const EMPTY_TRAIL = { status: 200, body: { items: [], nextBefore: null } };

async function menuLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the signed-in frame', () => {
  it("lists only the pages the member's permissions allow", async () => {
    fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: SUPPORT } });
    renderConsole('/');
    expect(await menuLinks()).toEqual(['Home', 'Players', 'Audit trail']);
  });

  it('leaves the Players entry out for a member without players.read', async () => {
    fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: { ...SUPPORT, permissions: ['audit.read'] } } });
    renderConsole('/');
    expect(await menuLinks()).toEqual(['Home', 'Audit trail']);
  });

  it('lists every page for an administrator', async () => {
    fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: ADMIN }, 'GET /staff-api/v1/audit': EMPTY_TRAIL });
    renderConsole('/');
    expect(await menuLinks()).toEqual(['Home', 'Players', 'Staff', 'Audit trail']);
  });

  it('tells a member who types the address of a page outside their role that it is not theirs, and asks the API nothing for it', async () => {
    const api = fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: SUPPORT } });
    renderConsole('/staff');
    expect((await screen.findByRole('alert')).textContent).toContain('Your role does not include this page.');
    expect(api.callsTo('GET', '/staff-api/v1/staff')).toEqual([]);
  });

  it('opens the menu from the menu button on a phone and closes it on a choice', async () => {
    fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: SUPPORT }, 'GET /staff-api/v1/audit': EMPTY_TRAIL });
    const { router } = renderConsole('/');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Audit trail' }));

    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/audit');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends a visitor with no session to sign in', async () => {
    fakeStaffApi({ 'GET /staff-api/v1/me': SIGNED_OUT });
    const { router } = renderConsole('/audit');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('sends the member to sign in when a call answers 401 because the session has ended', async () => {
    fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: ADMIN }, 'GET /staff-api/v1/audit': SIGNED_OUT });
    const { router } = renderConsole('/audit');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
