import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { createClient } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';
import { DE_ADDRESS, GB_ADDRESS, registerEventsOf, restrictedCountriesWithoutGb, uniqueAddress } from '../../../test/registers';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp';
import { insertSandboxEntry } from '../responsible-gaming';
import { sendPromotionalMail, type PromotionalMailDeps } from './promotional-mail';
import { unsubscribeLink } from './unsubscribe';

// The one gate of promotional mail and the operator's send through it, over real SMTP, with the sandbox registers the
// app starts. A register that cannot answer is in responsible-gaming/registers/register-failures.test.ts.

describe('promotional mail', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  useTestApp(
    (started) => (t = started),
    () => ({ SMTP_URL: smtp.url, RESTRICTED_COUNTRIES_FILE: restrictedCountriesWithoutGb() }),
  );

  const player = async (ip: string, opts: { optIn: boolean; fullName?: string }) => {
    const client = createClient(t.app, { ip });
    const signed = await signUpPlayer(t.app, { client, email: uniqueAddress('promo'), fullName: opts.fullName });
    if (opts.optIn) expect((await signed.profile.put('/profile/receive-email')).json()).toMatchObject({ receiveEmailPromo: true });
    return signed;
  };

  it('goes to opted-in players who pass the gate, with their unsubscribe link, and to nobody a register lists, excluded or not opted in', async () => {
    const british = await player(GB_ADDRESS, { optIn: true });
    const listed = await player(GB_ADDRESS, { optIn: true });
    const german = await player(DE_ADDRESS, { optIn: true });
    const optedOut = await player(DE_ADDRESS, { optIn: false });
    // Opted in on one account; the same person (name and date of birth) self-excludes on another.
    const excluded = await player(DE_ADDRESS, { optIn: true, fullName: 'Sam Twofold' });
    const samePerson = await player(DE_ADDRESS, { optIn: false, fullName: 'Sam Twofold' });
    for (const account of [excluded, samePerson]) {
      const saved = await account.profile.put('/profile', {
        dateOfBirth: Date.UTC(1985, 4, 2) / 1000,
        receiveEmailPromo: account === excluded,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await samePerson.profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' })).statusCode).toBe(200);
    // Listed after registering: only the check before the mail can find it.
    await insertSandboxEntry(t.database.db, { register: 'gamstop', email: listed.email, addedAt: t.clock.now() });

    const deps: PromotionalMailDeps = {
      db: t.database.db,
      config: t.app.config,
      mailer: t.app.mailer,
      checks: t.app.registerChecks,
      clock: t.clock,
    };
    const result = await sendPromotionalMail(deps, { subject: 'Winter spins', text: 'Fifty free spins this weekend.\n' });

    expect(result.sent.sort()).toEqual([british.user.id, german.user.id].sort());
    expect(result.held.sort((a, b) => a.playerId.localeCompare(b.playerId))).toEqual(
      [
        { playerId: listed.user.id, reason: 'found in the gamstop register' },
        { playerId: excluded.user.id, reason: 'self-excluded' },
      ].sort((a, b) => a.playerId.localeCompare(b.playerId)),
    );
    for (const receiver of [british, german]) {
      const mail = await smtp.waitForMail((m) => m.to.includes(receiver.email) && m.subject === 'Winter spins');
      expect(mail.text).toContain('Fifty free spins this weekend.');
      expect(mail.text).toContain(unsubscribeLink(t.app.config, receiver.user.id));
    }
    for (const other of [listed, optedOut, excluded, samePerson])
      expect(smtp.mailsTo(other.email).filter((m) => m.subject === 'Winter spins')).toEqual([]);
    // The hit found before the mail is on the listed player's record, and holds them as self-excluded.
    expect((await registerEventsOf(t, listed.user.id)).at(-1)).toMatchObject({ actor: 'register', action: 'register_hit' });
    expect((await listed.profile.get('/profile')).statusCode).toBe(401);
  });
});
