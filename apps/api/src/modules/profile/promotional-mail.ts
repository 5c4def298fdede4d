import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { getAccount } from '../auth';
import { checkPlayerRegister, isSelfExcluded, type RegisterChecks } from '../responsible-gaming';
import { listOptedInPlayerIds, findProfile } from './repo';
import { unsubscribeLink } from './unsubscribe';

// Promotional mail: the one gate every such mail passes, and the operator's send to every player who passes it.
// Transactional mail (confirmation, password reset) does not come here.

export type PromotionalMailDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'unsubscribeSecret'>;
  mailer: Mailer;
  checks: RegisterChecks;
  clock: Clock;
};

export type MailGate = { may: true } | { may: false; reason: string };

/**
 * Whether a promotional mail may go to the player now: they opted in; their market's national register, asked now
 * for marketing, clears them; and they are not self-excluded on any of their accounts nor held by a register. A
 * register that cannot answer means no mail. The site has no time-outs or harm markers stored yet; when it has,
 * they are read here.
 */
export async function mayReceivePromotionalMail(deps: PromotionalMailDeps, playerId: string): Promise<MailGate> {
  const now = deps.clock.now();
  if (!(await findProfile(deps.db, playerId))?.receiveEmailPromo) return { may: false, reason: 'not opted in' };
  const outcome = await checkPlayerRegister(deps.checks, deps.db, playerId, now, 'marketing');
  if (outcome?.status === 'excluded') return { may: false, reason: `found in the ${outcome.register} register` };
  if (outcome?.status === 'unchecked') return { may: false, reason: `the ${outcome.register} register could not be checked` };
  if (await isSelfExcluded(deps.db, playerId, now)) return { may: false, reason: 'self-excluded' };
  return { may: true };
}

export type PromotionalMail = { subject: string; text: string };
export type PromotionalSend = { sent: string[]; held: { playerId: string; reason: string }[] };

/** Sends the mail, with the player's own unsubscribe link, to every opted-in player who passes the gate, one by one. */
export async function sendPromotionalMail(deps: PromotionalMailDeps, mail: PromotionalMail): Promise<PromotionalSend> {
  const result: PromotionalSend = { sent: [], held: [] };
  for (const playerId of await listOptedInPlayerIds(deps.db)) {
    const gate = await mayReceivePromotionalMail(deps, playerId);
    const account = gate.may ? await getAccount(deps.db, playerId) : undefined;
    if (!gate.may || !account) {
      result.held.push({ playerId, reason: gate.may ? 'no account' : gate.reason });
      continue;
    }
    const link = unsubscribeLink(deps.config, playerId);
    await deps.mailer.send({
      to: account.email,
      subject: mail.subject,
      text: `${mail.text.trimEnd()}\n\nYou get this mail because you chose to receive promotions. To stop them: ${link}\n`,
    });
    result.sent.push(playerId);
  }
  return result;
}
