import type { TWithdrawal } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/mail';
import { createOpaqueToken } from '../src/lib/tokens';
import { CONFIRM_LINK_TTL_MS, GUARD_WAIT_MS } from '../src/modules/payments/withdrawal-guard';
import { confirmWithdrawalByLink, requestWithdrawal, type WithdrawalRequest } from '../src/modules/payments/withdrawal-service';
import type { TestClock } from './clock';
import { createClient, type Client } from './http';
import { signIn } from './players';

/** A request made through the service and confirmed by its link, as by a player without a second factor: pending. */
export async function requestConfirmedWithdrawal(db: Db, request: WithdrawalRequest, now: Date): Promise<TWithdrawal> {
  const token = createOpaqueToken();
  await requestWithdrawal(db, request, now, undefined, { kind: 'email', token, confirmBy: new Date(now.getTime() + CONFIRM_LINK_TTL_MS) });
  return confirmWithdrawalByLink(db, token, now);
}

/** The token of the newest withdrawal link mailed to `email`. */
export async function withdrawalLinkTokenOf(app: App, db: Db, email: string): Promise<string> {
  await app.background.idle();
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  const token = /[?&]confirmWithdrawalToken=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no withdrawal link was mailed to ${email}`);
  return token;
}

/** Opens the newest withdrawal link mailed to `email`, as the player would: the request goes to the operator's queue. */
export async function openWithdrawalLinkOf(app: App, db: Db, email: string): Promise<TWithdrawal> {
  const res = await createClient(app).post('/withdrawal/confirm', { token: await withdrawalLinkTokenOf(app, db, email) });
  if (res.statusCode !== 200) throw new Error(`withdrawal not confirmed: ${res.statusCode} ${res.body}`);
  return res.json<TWithdrawal>();
}

/** Puts `address` on the player's allow-list and moves the clock past its 24 h wait. */
export async function allowWithdrawalAddress(
  profile: Client,
  clock: TestClock,
  currency: string,
  address: string,
  destinationTag?: number,
) {
  const res = await profile.post('/profile/withdrawal-addresses', { currency, address, destinationTag });
  if (res.statusCode !== 201) throw new Error(`address not added: ${res.statusCode} ${res.body}`);
  clock.advance(GUARD_WAIT_MS);
}

/**
 * Puts `addresses` on the player's allow-list and waits out their 24 h, as allowWithdrawalAddress does; the wait
 * outlasts the player's session, so they then sign in again in the same browser (`account`, whose cookies `profile`
 * takes).
 */
export async function allowWithdrawalAddressesAndSignIn(
  app: App,
  clock: TestClock,
  player: { email: string; password: string; account: Client; profile: Client },
  addresses: { currency: string; address: string; destinationTag?: number }[],
) {
  for (const { currency, address, destinationTag } of addresses) {
    const res = await player.profile.post('/profile/withdrawal-addresses', { currency, address, destinationTag });
    if (res.statusCode !== 201) throw new Error(`address not added: ${res.statusCode} ${res.body}`);
  }
  clock.advance(GUARD_WAIT_MS);
  const res = await signIn(app, player.account, player.email, player.password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  Object.assign(player.profile.cookies, player.account.cookies);
}
