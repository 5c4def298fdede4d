import { randomUUID } from 'node:crypto';
import type { TSaferGamblingCase, TSaferGamblingCaseQueue } from '@casino/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { HttpError } from '../src/lib/errors';
import { registerErrorHandler } from '../src/lib/error-handler';
import { getAccount } from '../src/modules/auth';
import { issueGameSession } from '../src/modules/game-wallet';
import { answerRealityCheck, staffSaferGamblingRoutes } from '../src/modules/responsible-gaming';
import type { TestApp } from './app';
import { gameWalletOf } from './app';
import { CLIENT_HEADERS } from './http';
import { walletBet } from './harm';
import { OPERATOR } from './wallet-api';

// Safer-gambling cases in tests: the staff routes on an instance built as the staff app's (zod, the error handler),
// sharing the player app's database and clock, with the signed-in member set as the staff app's access check sets it.

export type TestStaff = { id: string; email: string };

export const newStaff = (): TestStaff => ({ id: randomUUID(), email: `staff-${randomUUID().slice(0, 8)}@example.com` });

/** The routes under /staff-api/v1; `as(member)` picks who the next requests come from (null: nobody signed in). */
export async function startCaseRoutes(t: TestApp) {
  let member: TestStaff | null = null;
  const permissions = new Map<string, unknown>();
  const app: FastifyInstance = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorate('database', t.database);
  app.decorate('clock', t.clock);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    (request as unknown as { staff: TestStaff | null }).staff = member;
  });
  app.addHook('onRoute', (route) => void permissions.set(route.url, (route.config as { permission?: string } | undefined)?.permission));
  await app.register(staffSaferGamblingRoutes, {
    prefix: '/staff-api/v1',
    accountOf: getAccount,
    selfExclusionSteps: t.app.selfExclusionSteps,
  });
  await app.ready();
  const url = (path: string) => `/staff-api/v1/safer-gambling${path}`;
  return {
    app,
    permissions,
    as: (m: TestStaff | null) => void (member = m),
    get: (path: string) => app.inject({ method: 'GET', url: url(path) }),
    post: (path: string, payload?: unknown) =>
      app.inject({ method: 'POST', url: url(path), payload: payload as object, headers: CLIENT_HEADERS }),
  };
}
export type CaseRoutes = Awaited<ReturnType<typeof startCaseRoutes>>;

export async function queueOf(routes: CaseRoutes, status = ''): Promise<TSaferGamblingCaseQueue> {
  const res = await routes.get(`/cases${status && `?status=${status}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSaferGamblingCaseQueue>();
}

export async function caseOf(routes: CaseRoutes, id: string): Promise<TSaferGamblingCase> {
  const res = await routes.get(`/cases/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSaferGamblingCase>();
}

/** A game session of ours for the player, as a real-money launch issues it, to bet through the wallet API later. */
export async function gameSessionOf(db: Db, clock: Clock, playerId: string): Promise<string> {
  const { token } = await issueGameSession(
    db,
    { playerId, gameCode: 'acme:golden-reels', currency: 'EUR', operatorId: OPERATOR },
    clock.now(),
  );
  return token;
}

/** One real-money bet of 1.00 EUR through the wallet API on that session: the call's status (OK, USER_DISABLED…). */
export async function betOnce(app: App, db: Db, clock: Clock, playerId: string, token: string): Promise<string> {
  // These tests move days ahead: a reality check waits, and the player answers it as the game frame lets them.
  await answerRealityCheck(db, 'continue', { playerId, now: clock.now() }).catch((err: unknown) => {
    if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
  });
  const call = walletBet(playerId, token, 100n);
  return (await gameWalletOf(app).placeBet(db, call, clock.now())).status;
}
