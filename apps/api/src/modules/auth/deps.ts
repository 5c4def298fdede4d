import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mail, Mailer } from '../../lib/mailer';

/** What the auth services work with; built once from the app. */
export type AuthDeps = { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger; clock: Clock };

export const authDepsOf = (app: FastifyInstance): AuthDeps => ({
  db: app.database.db,
  config: app.config,
  mailer: app.mailer,
  log: app.log,
  clock: app.clock,
});

/**
 * Hands a mail over without making the player wait for SMTP. It also keeps answer times the same
 * whether or not a mail goes out (forgot-password must not reveal which e-mails have accounts).
 */
export function sendInBackground(deps: AuthDeps, mail: Mail): void {
  deps.mailer.send(mail).catch((err: unknown) => deps.log.error({ err, subject: mail.subject }, 'mail delivery failed'));
}
