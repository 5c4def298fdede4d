import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeStaffApi, SIGNED_OUT } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

const SESSION = 'POST /staff-api/v1/session';

async function signIn(code = '123456') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), ADMIN.email);
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.type(screen.getByLabelText('Authenticator code'), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in', () => {
  it('signs in with password and code, then opens the page the member had asked for', async () => {
    const api = fakeStaffApi({
      'GET /staff-api/v1/me': SIGNED_OUT,
      [SESSION]: { status: 200, body: ADMIN },
      'GET /staff-api/v1/audit': { status: 200, body: { items: [], nextBefore: null } },
    });
    const { router } = renderConsole('/audit');
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/audit');
    expect(api.callsTo('POST', '/staff-api/v1/session').map((c) => c.body)).toEqual([
      { email: ADMIN.email, password: 'correct horse battery', code: '123456' },
    ]);
  });

  it("shows a refusal inline with the API's words and stays on the form", async () => {
    fakeStaffApi({ 'GET /staff-api/v1/me': SIGNED_OUT, [SESSION]: { status: 401, body: { message: 'Wrong e-mail, password or code.' } } });
    const { router } = renderConsole('/sign-in');
    await signIn();

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail, password or code.');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect((screen.getByLabelText('Authenticator code') as HTMLInputElement).value).toBe('');
  });

  it("says too many attempts, with the API's message, when the API answers 429", async () => {
    fakeStaffApi({ 'GET /staff-api/v1/me': SIGNED_OUT, [SESSION]: { status: 429, body: { message: 'Try again in 15 minutes.' } } });
    renderConsole('/sign-in');
    await signIn();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts…');
    expect(alert.textContent).toContain('Try again in 15 minutes.');
  });

  it('signs out from home, back to the sign-in screen', async () => {
    const api = fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: ADMIN }, 'DELETE /staff-api/v1/session': { status: 204 } });
    const { router } = renderConsole('/');
    expect(await screen.findByText('Signed in as')).toBeTruthy();

    const [, homeButton] = screen.getAllByRole('button', { name: 'Sign out' });
    await userEvent.setup().click(homeButton!);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(api.callsTo('DELETE', '/staff-api/v1/session')).toHaveLength(1);
  });
});
