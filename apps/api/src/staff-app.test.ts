import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../test/http';
import { staffClient, useStaffTestApp, type StaffTestApp } from '../test/staff';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789abcdef';

describe('the staff listener', () => {
  const consoleDir = mkdtempSync(path.join(tmpdir(), 'casino-console-'));
  mkdirSync(path.join(consoleDir, 'assets'));
  writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(path.join(consoleDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(path.join(consoleDir, '..', 'secret.txt'), 'not for browsers');
  afterAll(() => {
    rmSync(consoleDir, { recursive: true, force: true });
    rmSync(path.join(consoleDir, '..', 'secret.txt'), { force: true });
  });

  let t: StaffTestApp;
  useStaffTestApp(
    (started) => {
      t = started;
    },
    { STAFF_ALLOWED_IPS: '10.20.0.0/16, 203.0.113.7', STAFF_CONSOLE_DIR: consoleDir },
    { operatorToken: OPERATOR_TOKEN },
  );

  it('turns away every other address with 403 when STAFF_ALLOWED_IPS is set', async () => {
    const inside = staffClient(t, '10.20.3.4');
    expect((await inside.get('/me')).statusCode).toBe(401);
    for (const ip of ['10.21.0.1', '198.51.100.1']) {
      const outside = staffClient(t, ip);
      expect((await outside.get('/me')).statusCode).toBe(403);
      expect((await outside.post('/session', { email: 'a@example.com', password: 'x', code: '000000' })).statusCode).toBe(403);
      expect((await t.staff.inject({ url: '/', remoteAddress: ip })).statusCode).toBe(403);
    }
    expect((await staffClient(t, '203.0.113.7').get('/me')).statusCode).toBe(401);
    expect((await staffClient(t, '::ffff:203.0.113.7').get('/me')).statusCode).toBe(401);
  });

  it('serves the console: its files, index.html for its pages, a 404 for a missing file or API path', async () => {
    const page = await t.staff.inject({ url: '/players/42', remoteAddress: '10.20.0.9' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const asset = await t.staff.inject({ url: '/assets/app-1a2b.js', remoteAddress: '10.20.0.9' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/missing.js', '/staff-api/v1/nothing', '/..%2fsecret.txt', '/%2e%2e/secret.txt']) {
      expect((await t.staff.inject({ url, remoteAddress: '10.20.0.9' })).statusCode, url).toBe(404);
    }
  });

  // The allow-list leaves loopback out: the channel is for this machine whatever the list says.
  it('runs operator commands only for this machine with the operator token', async () => {
    const call = (remoteAddress: string, authorization?: string) =>
      t.staff.inject({
        method: 'POST',
        url: '/staff-api/v1/operator/staff-bootstrap',
        remoteAddress,
        headers: authorization ? { authorization } : {},
        payload: { email: 'not an e-mail' },
      });
    expect((await call('10.20.0.9', `Bearer ${OPERATOR_TOKEN}`)).statusCode).toBe(403);
    expect((await call('127.0.0.1')).statusCode).toBe(401);
    expect((await call('127.0.0.1', 'Bearer wrong')).statusCode).toBe(401);
    const ok = await call('127.0.0.1', `Bearer ${OPERATOR_TOKEN}`);
    expect(ok.statusCode).toBe(400);
    expect(ok.json().message).toMatch(/e-mail/);
    const unknown = await t.staff.inject({
      method: 'POST',
      url: '/staff-api/v1/operator/format-disk',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, ...CLIENT_HEADERS },
      payload: {},
    });
    expect(unknown.statusCode).toBe(400);
  });
});
