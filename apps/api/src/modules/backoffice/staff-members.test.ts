import type { TStaffMember } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/http';
import { codeAt, enrolStaff, staffClient, STAFF_PASSWORD, tokenOfLink, useStaffTestApp, type StaffTestApp } from '../../../test/staff';

describe('staff members', () => {
  let t: StaffTestApp;
  useStaffTestApp((started) => {
    t = started;
  });

  it('an administrator invites a member, who enrols through the link; an e-mail is taken once whatever its case', async () => {
    const admin = await enrolStaff(t, 'administrator');
    const email = uniqueEmail('compliance');
    const invited = await admin.client.post('/staff', { email, role: 'compliance' });
    expect(invited.statusCode).toBe(201);
    const { id, enrolmentUrl } = invited.json<{ id: string; enrolmentUrl: string }>();
    expect(enrolmentUrl).toMatch(/^http:\/\/localhost:4100\/enrol#/);
    expect((await admin.client.post('/staff', { email: email.toUpperCase(), role: 'support' })).statusCode).toBe(409);
    expect((await admin.client.post('/staff', { email, role: 'owner' })).json().errors[0].field).toBe('role');

    const list = (await admin.client.get('/staff')).json<{ items: TStaffMember[] }>().items;
    expect(list.find((m) => m.id === id)).toMatchObject({ email, role: 'compliance', status: 'invited' });

    const browser = staffClient(t);
    const token = tokenOfLink(enrolmentUrl);
    const { totpSecret } = (await browser.post('/enrolment/start', { token })).json<{ totpSecret: string }>();
    const done = await browser.post('/enrolment/complete', { token, password: STAFF_PASSWORD, code: await codeAt(t, totpSecret) });
    expect(done.json()).toMatchObject({ id, role: 'compliance' });
    const after = (await admin.client.get('/staff')).json<{ items: TStaffMember[] }>().items;
    expect(after.find((m) => m.id === id)?.status).toBe('active');
  });

  it('disabling a member ends their sessions and their sign-ins; nobody disables themselves', async () => {
    const admin = await enrolStaff(t, 'administrator');
    const member = await enrolStaff(t, 'payments');
    expect((await member.client.get('/me')).statusCode).toBe(200);

    expect((await admin.client.post(`/staff/${admin.id}/disable`)).statusCode).toBe(422);
    expect((await admin.client.post(`/staff/${crypto.randomUUID()}/disable`)).statusCode).toBe(404);
    expect((await admin.client.post('/staff/not-an-id/disable')).statusCode).toBe(400);
    expect((await admin.client.post(`/staff/${member.id}/disable`)).statusCode).toBe(204);

    expect((await member.client.get('/me')).statusCode).toBe(401);
    t.clock.advance(30_000);
    const again = await staffClient(t).post('/session', {
      email: member.email,
      password: STAFF_PASSWORD,
      code: await codeAt(t, member.secret),
    });
    expect(again.statusCode).toBe(401);
    const list = (await admin.client.get('/staff')).json<{ items: TStaffMember[] }>().items;
    expect(list.find((m) => m.id === member.id)?.status).toBe('disabled');
  });
});
