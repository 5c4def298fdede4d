import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import { insertPlayers } from '../../../test/wallet';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { resolveSession, startSession } from './service';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const config = { sessionIdleMs: 60 * 60_000, sessionAbsoluteMs: 24 * 3_600_000 };

describe('session storage', () => {
  let database: Database;
  useTestDatabase((created) => {
    database = created;
  });

  it('stores only the hash of the token, with the trimmed user agent, the IP and both lifetimes', async () => {
    const [player] = await insertPlayers(database.db, 1);
    const now = new Date('2030-05-01T08:00:00Z');
    const token = await startSession(database.db, config, player!, { ip: '10.9.8.7', userAgent: `Mozilla/5.0 ${'x'.repeat(600)}` }, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, player!));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ tokenHash: sha256(token), ip: '10.9.8.7', createdAt: now, lastSeenAt: now, revokedAt: null });
    expect(row!.userAgent).toHaveLength(512);
    expect(row!.expiresAt).toEqual(new Date('2030-05-02T08:00:00Z'));
    expect(await resolveSession(database.db, config, token, now)).toEqual({ id: player, sessionId: row!.id, payoutOnly: false });
  });

  it('opens nothing for a token of the wrong length', async () => {
    for (const token of ['', 'short', 'x'.repeat(129)]) expect(await resolveSession(database.db, config, token, new Date())).toBeNull();
  });
});
