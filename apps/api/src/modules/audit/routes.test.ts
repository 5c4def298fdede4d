import type { TAuditEntry } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/http';
import { enrolStaff, useStaffTestApp, type StaffTestApp } from '../../../test/staff';
import { executeOperatorCommand } from '../../operator/commands';
import { verifyAuditChain } from './service';

// The trail as the console reads it: staff actions recorded with who, from where and what changed, newest first,
// a page at a time or as a CSV file, to audit.read only; operator commands recorded as such.

describe('audit trail routes', () => {
  let t: StaffTestApp;
  useStaffTestApp((started) => {
    t = started;
  });

  it('shows each staff action and operator command, pages back, exports CSV, and only to audit.read', async () => {
    const admin = await enrolStaff(t, 'administrator');
    const email = uniqueEmail('support');
    const invited = (await admin.client.post('/staff', { email, role: 'support' })).json<{ id: string }>();

    const page = (await admin.client.get('/audit?limit=1')).json<{ items: TAuditEntry[]; nextBefore: number | null }>();
    expect(page.items).toEqual([
      expect.objectContaining({
        actor: admin.email,
        action: 'staff.invite',
        target: `staff:${invited.id}`,
        after: { email, role: 'support' },
      }),
    ]);
    expect(page.items[0]!.ip).toMatch(/\d/);
    const older = (await admin.client.get(`/audit?before=${page.nextBefore}`)).json<{ items: TAuditEntry[] }>();
    expect(older.items[0]).toMatchObject({ actor: admin.email, action: 'staff.enrol', target: `staff:${admin.id}` });

    const csv = await admin.client.get('/audit?format=csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body.split('\r\n')[0]).toBe('seq,at,actor,actorId,ip,action,target,before,after,prevHash,hash');
    expect(csv.body).toContain(`staff.invite,staff:${invited.id}`);

    expect((await admin.client.get('/audit?limit=500')).statusCode).toBe(400);
    const support = await enrolStaff(t, 'support');
    expect((await support.client.get('/audit')).statusCode).toBe(403);
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ isIntact: true });
  });
});

describe('audit trail of operator commands', () => {
  let t: StaffTestApp;
  useStaffTestApp((started) => {
    t = started;
  });

  it('records a command with its input, as the operator command; a refused one changes nothing and is not recorded', async () => {
    const email = uniqueEmail('first-admin');
    const parts = async () => ({ mailer: t.app.mailer, registerChecks: t.app.registerChecks });
    const context = { db: t.database.db, config: t.app.config, clock: t.clock, parts };
    await executeOperatorCommand(context, 'staff-bootstrap', { email });
    await expect(executeOperatorCommand(context, 'staff-bootstrap', { email: uniqueEmail('second') })).rejects.toThrow(
      'An administrator already exists',
    );
    const reader = await enrolStaff(t, 'compliance');
    const { items } = (await reader.client.get('/audit')).json<{ items: TAuditEntry[] }>();
    expect(items.filter((e) => e.action === 'operator.staff-bootstrap')).toEqual([
      expect.objectContaining({ actor: 'operator command', ip: null, after: { email } }),
    ]);
  });
});
