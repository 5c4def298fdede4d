import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@casino/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeStaffApi, SIGNED_OUT } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

const START = 'POST /staff-api/v1/enrolment/start';
const COMPLETE = 'POST /staff-api/v1/enrolment/complete';
const ENROLMENT = {
  email: ADMIN.email,
  role: ADMIN.role,
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUri: 'otpauth://totp/Casino%20console:ada%40casino.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Casino%20console',
};

async function fillForm(password: string, repeat: string, code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
  await user.type(screen.getByLabelText('Code from the app'), code);
  await user.click(screen.getByRole('button', { name: 'Finish and sign in' }));
}

describe('enrolment from the one-time link', () => {
  it('shows the authenticator secret as a QR code and as text, then signs the member in and goes home', async () => {
    const api = fakeStaffApi({
      'GET /staff-api/v1/me': SIGNED_OUT,
      [START]: { status: 200, body: ENROLMENT },
      [COMPLETE]: { status: 200, body: ADMIN },
    });
    const { router } = renderConsole('/enrol#tok_123');

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByLabelText('Authenticator key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByText('For ada@casino.test, role Administrator.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff-api/v1/enrolment/start').map((c) => c.body)).toEqual([{ token: 'tok_123' }]);

    await fillForm('correct horse battery', 'correct horse battery', '123456');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const [complete] = api.callsTo('POST', '/staff-api/v1/enrolment/complete');
    expect(complete?.body).toEqual({ token: 'tok_123', password: 'correct horse battery', code: '123456' });
    expect(complete?.headers.get(CLIENT_HEADER)).toBe(CLIENT_HEADER_VALUE);
    expect(screen.getAllByText(ADMIN.email).length).toBeGreaterThan(0);
  });

  it("shows the API's reason for a wrong code, keeps the member on the form and clears the code", async () => {
    fakeStaffApi({
      [START]: { status: 200, body: ENROLMENT },
      [COMPLETE]: { status: 400, body: { message: 'That code is not the one your app shows. Check the clock of your phone.' } },
    });
    renderConsole('/enrol#tok_123');
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });

    await fillForm('correct horse battery', 'correct horse battery', '000000');

    expect((await screen.findByRole('alert')).textContent).toContain('That code is not the one your app shows.');
    expect((screen.getByLabelText('Code from the app') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Finish and sign in' })).toBeTruthy();
  });

  it('checks the password before asking the API: at least 12 characters, typed the same twice, and a 6-digit code', async () => {
    const api = fakeStaffApi({ [START]: { status: 200, body: ENROLMENT } });
    renderConsole('/enrol#tok_123');
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });

    await fillForm('too short', 'different one', '12a');

    expect(await screen.findByText('Use at least 12 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords differ.')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff-api/v1/enrolment/complete')).toEqual([]);
  });

  it("says a used or expired link cannot be used, with the API's reason, and offers no form", async () => {
    fakeStaffApi({ [START]: { status: 410, body: { message: 'This enrolment link has already been used.' } } });
    renderConsole('/enrol#tok_used');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This enrolment link cannot be used');
    expect(alert.textContent).toContain('This enrolment link has already been used.');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('asks for the whole link when the token is missing, without calling the API', async () => {
    const api = fakeStaffApi({});
    renderConsole('/enrol');
    expect((await screen.findByRole('alert')).textContent).toContain('The link is incomplete');
    expect(api.calls).toEqual([]);
  });
});
