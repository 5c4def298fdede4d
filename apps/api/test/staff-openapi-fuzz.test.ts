import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API_PREFIX } from '../src/staff-app';
import { listOperations, type Operation } from './fuzz/openapi-operations';
import { createProber, type Probe } from './fuzz/probes';
import { CLIENT_HEADERS, randomIp } from './http';
import { createSeededRandom } from './seeded-random';
import { createStaffTestApp, insertActiveMember, sessionOf, type StaffTestApp } from './staff';

// The staff interface's own OpenAPI document walked with the public fuzz test's probes, as an administrator (who
// gets past every permission to the input checks): a staff route added later is fuzzed without touching this file.

/** The staff interface has at least this many operations: a document that lost them must not pass. */
const MIN_OPERATIONS = 35;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_207);
/** The staff cookie broken, in place of the administrator's: the session plugin must refuse it, not fail. */
const BAD_STAFF_COOKIES = ['%00', 'A'.repeat(64), 'a'.repeat(5_000), '=;;='];

describe('the staff interface, every operation sent bad input', () => {
  const random = createSeededRandom(SEED);
  const { probesOf } = createProber(random);
  let t: StaffTestApp;
  let documentsDir: string;
  let operations: Operation[];
  let administrator: string;
  let staffCookie = '';

  beforeAll(async () => {
    documentsDir = await mkdtemp(path.join(tmpdir(), 'casino-staff-fuzz-'));
    t = await createStaffTestApp({ DOCUMENTS_DIR: documentsDir });
    administrator = await insertActiveMember(t, 'administrator');
    const doc = await t.staff.inject({ method: 'GET', url: `${STAFF_API_PREFIX}/docs/json`, cookies: { staff_sid: await liveCookie() } });
    operations = listOperations(doc.json<OpenAPIV3.Document>());
  });
  afterAll(async () => {
    await t.close();
    await rm(documentsDir, { recursive: true, force: true });
  });

  /** The administrator's session; a new one when a probe signed them out. */
  async function liveCookie(): Promise<string> {
    const me = await t.staff.inject({ method: 'GET', url: `${STAFF_API_PREFIX}/me`, cookies: { staff_sid: staffCookie } });
    if (staffCookie && me.statusCode === 200) return staffCookie;
    staffCookie = await sessionOf(t, administrator);
    return staffCookie;
  }

  it(`finds at least ${MIN_OPERATIONS} operations in the document`, () => {
    expect(operations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
  });

  it('answers no bad input with a 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const signedOut: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const probes: (Probe & { cookie?: string })[] = probesOf(operation);
      const plain = probes[0]!;
      probes.push(
        ...BAD_STAFF_COOKIES.map((cookie) => ({
          ...plain,
          headers: (plain.payload ? { 'content-type': 'application/json' } : {}) as Record<string, string>,
          label: `staff cookie ${cookie.slice(0, 10)}`,
          cookie,
        })),
      );
      for (const probe of probes) {
        const res = await t.staff.inject({
          method: operation.method,
          url: probe.url,
          payload: probe.payload,
          headers: { ...CLIENT_HEADERS, ...probe.headers },
          cookies: { staff_sid: probe.cookie ?? (await liveCookie()) },
          remoteAddress: randomIp(),
        });
        sent++;
        if (res.statusCode === 401 && !probe.cookie) signedOut.push(`${operation.method} ${operation.path} ${probe.label}`);
        if (res.statusCode >= 500)
          failures.push(`${operation.method} ${operation.path} ${probe.label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    console.info(`Staff OpenAPI fuzz (seed ${SEED}): ${operations.length} operations, ${sent} requests, ${failures.length} answered 5xx`);
    expect(failures.join('\n')).toBe('');
    // Probes reach the routes' own checks: only the broken staff cookies (and the operator channel, which takes
    // its token and no cookie) are turned away as signed out.
    expect(signedOut.filter((line) => !line.includes('/operator/'))).toEqual([]);
  });
});
