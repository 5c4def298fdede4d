import type { TCurrencyCode } from '@casino/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Background } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { Mail, Mailer } from '../../lib/mailer';
import type { RegisterChecks } from '../responsible-gaming';

/**
 * What another module does when a player signs up, inside the sign-up's transaction (the player and its effects
 * commit together or not at all). Modules add theirs to `app.signUpSteps` at start, so auth depends on none of them.
 */
export type SignUpStep = (tx: Db, player: { userId: string; currency: TCurrencyCode }, now: Date) => Promise<void>;

/** What the auth services work with; built once from the app. */
export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock: Clock;
  background: Background;
  signUpSteps: readonly SignUpStep[];
  /** The national self-exclusion registers, asked at registration and sign-in. */
  registerChecks: RegisterChecks;
};

export const authDepsOf = (app: FastifyInstance): AuthDeps => ({
  db: app.database.db,
  config: app.config,
  mailer: app.mailer,
  log: app.log,
  clock: app.clock,
  background: app.background,
  signUpSteps: app.signUpSteps,
  registerChecks: app.registerChecks,
});

/** Hands a mail over after the answer, so the player never waits for SMTP. */
export function sendInBackground(deps: AuthDeps, mail: Mail): void {
  deps.background.run(`mail: ${mail.subject}`, () => deps.mailer.send(mail));
}
