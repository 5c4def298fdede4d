import type { FastifyInstance } from 'fastify';
import type { Mail } from '../../lib/mailer';
import { linkMail, noticeMail, utcMinute } from '../../lib/mail-text';
import { getAccount } from '../auth';

// What a player is told of their withdrawals and of the guards around them (docs/decisions/035-guarded-withdrawals.md).

/** Sends a mail to a player's address after the answer, so the player never waits for SMTP. */
export type PlayerMailer = (userId: string, compose: (to: string) => Mail) => void;

export const playerMailerOf =
  (app: FastifyInstance): PlayerMailer =>
  (userId, compose) =>
    app.background.run('mail: withdrawals', async () => {
      const account = await getAccount(app.database.db, userId);
      if (account) await app.mailer.send(compose(account.email));
    });

type Requested = { amount: string; currency: string; destination: string; at: Date };
const IF_NOT_YOU = 'If it was not you, change your password at once and turn on two-factor sign-in.';
const described = (w: Requested) => `${w.amount} ${w.currency} to ${w.destination}, asked at ${utcMinute(w.at)}`;

/** Every request is mailed; one without a second factor carries the link that sends it on. */
export function withdrawalRequestedMail(to: string, w: Requested, confirm?: { link: string; by: Date }): Mail {
  if (!confirm) {
    return noticeMail(to, 'Withdrawal requested', [
      `A withdrawal was requested from your account: ${described(w)}. It was confirmed with your two-factor code.`,
      `${IF_NOT_YOU} A pending withdrawal can be cancelled from your transaction history.`,
    ]);
  }
  return linkMail(
    to,
    'Confirm your withdrawal',
    [
      `A withdrawal was requested from your account: ${described(w)}. To send it on, open this link:`,
      `Until then the money is set aside. If the link is not opened by ${utcMinute(confirm.by)}, the request is cancelled and the money goes back to your balance.`,
      `${IF_NOT_YOU} Do not open the link.`,
    ],
    confirm.link,
    'Confirm the withdrawal',
  );
}

export function addressAddedMail(to: string, added: { currency: string; address: string; usableAt: Date }): Mail {
  return noticeMail(to, 'New withdrawal address', [
    `A ${added.currency} address was added to your withdrawal allow-list: ${added.address}.`,
    `It can be used for withdrawals from ${utcMinute(added.usableAt)}. Until then you can remove it from the withdrawal addresses in your wallet.`,
    IF_NOT_YOU,
  ]);
}

export function allowListOffMail(to: string, offFrom: Date): Mail {
  return noticeMail(to, 'Your withdrawal allow-list is being switched off', [
    `Someone signed in to your account asked to switch off the allow-list of withdrawal addresses. From ${utcMinute(offFrom)} crypto withdrawals can go to any address.`,
    'Until then you can switch it back on under Withdrawal addresses in your wallet, and nothing changes.',
    IF_NOT_YOU,
  ]);
}
