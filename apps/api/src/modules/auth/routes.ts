import {
  ZCaptchaChallenge,
  ZChangePasswordRequest,
  ZConfirmAccountRequest,
  ZErrorResponse as E,
  ZForgotPasswordRequest,
  ZIsAuthenticatedResponse,
  ZMessageResponse,
  ZRegistrationRequest,
  ZResetPasswordRequest,
  ZSecondFactorChallenge,
  ZSecondFactorRequest,
  ZSessionUser,
  ZSignInRequest,
  ZValidateEmailRequest,
  ZValidateEmailResponse,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCountryAllowed } from '../geo';
import type { SessionClient } from '../sessions';
import { createCaptchaChallenge } from './captcha';
import { confirmEmail, resendConfirmation } from './confirmation-service';
import { authDepsOf } from './deps';
import { changePassword, requestPasswordReset, resetPassword } from './password-service';
import { authStatus, checkEmail, completeSignIn, register, signIn, signOut } from './service';
import { confirmTwoFactorOff } from './two-factor';
import { SignInLockedError } from './sign-in-throttle';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['user'];

const clientOf = (request: FastifyRequest): SessionClient => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/** /user-service/api/v1 (docs/product.md, API): sign-up, sign-in, sessions, e-mail confirmation, passwords. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDepsOf(app);

  app.addHook('onError', async (_request, reply, err) => {
    if (err instanceof SignInLockedError) reply.header('retry-after', String(err.retryAfterSeconds));
  });

  app.get(
    '/captcha/challenge',
    { config: perMinute(30), schema: { tags, response: { 200: ZCaptchaChallenge, 429: E } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(app.config, app.clock.now());
    },
  );

  app.post(
    '/registration/validate',
    {
      config: perMinute(30),
      schema: { tags, body: ZValidateEmailRequest, response: { 200: ZValidateEmailResponse, 400: E, 429: E } },
    },
    async (request) => ({ email_status: await checkEmail(deps, request.body.email) }),
  );

  app.post(
    '/registration',
    {
      config: perMinute(10),
      schema: { tags, body: ZRegistrationRequest, response: { 201: ZSessionUser, 400: E, 403: E, 409: E, 422: E, 429: E } },
    },
    async (request, reply) => {
      // Players from restricted countries get no account, whatever the browser shows them.
      const { isoCode } = assertCountryAllowed(request, 'Registration');
      const { user, token, device } = await register(deps, request.body, clientOf(request), isoCode);
      return reply.setSessionCookie(token).setDeviceCookie(device).code(201).send(user);
    },
  );

  app.post(
    '/signin',
    {
      config: { ...perMinute(30), payoutOnly: true },
      // 202: the password was right and the account has a second factor, whose code /signin/second-factor takes.
      schema: { tags, body: ZSignInRequest, response: { 200: ZSessionUser, 202: ZSecondFactorChallenge, 400: E, 401: E, 403: E, 429: E } },
    },
    async (request, reply) => {
      const client = { ...clientOf(request), deviceCookie: request.deviceCookie() };
      const outcome = await signIn(deps, request.body, client, await request.findPlayer());
      if ('challenge' in outcome) return reply.code(202).send(outcome);
      reply.setSessionCookie(outcome.token).setDeviceCookie(outcome.device);
      return outcome.user;
    },
  );

  app.post(
    '/signin/second-factor',
    {
      config: { ...perMinute(30), payoutOnly: true },
      schema: { tags, body: ZSecondFactorRequest, response: { 200: ZSessionUser, 400: E, 401: E, 403: E, 429: E } },
    },
    async (request, reply) => {
      const client = { ...clientOf(request), deviceCookie: request.deviceCookie() };
      const { user, token, device } = await completeSignIn(deps, request.body, client, await request.findPlayer());
      reply.setSessionCookie(token).setDeviceCookie(device);
      return user;
    },
  );

  app.post(
    '/two-factor/disable/confirm',
    { config: perMinute(10), schema: { tags, body: ZConfirmAccountRequest, response: { 200: ZMessageResponse, 400: E, 422: E, 429: E } } },
    async (request) => confirmTwoFactorOff(deps, request.body.token),
  );

  app.delete(
    '/signout',
    { config: { payoutOnly: true }, preHandler: app.requirePlayer, schema: { tags, response: { 204: z.null(), 401: E } } },
    async (request, reply) => {
      await signOut(deps, request.player!);
      return reply.clearSessionCookie().code(204).send(null);
    },
  );

  app.post(
    '/isAuthenticated',
    { config: { payoutOnly: true }, schema: { tags, response: { 200: ZIsAuthenticatedResponse } } },
    async (request, reply) => {
      const player = await request.findPlayer();
      // A cookie that no longer opens a session is dropped, so the browser stops sending it.
      if (!player && request.hasSessionCookie()) reply.clearSessionCookie();
      return authStatus(deps, player);
    },
  );

  app.post(
    '/forgot-password',
    { config: perMinute(5), schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZMessageResponse, 400: E, 429: E } } },
    async (request) => requestPasswordReset(deps, request.body.email),
  );

  app.post(
    '/account/reset-password',
    {
      config: perMinute(10),
      schema: { tags, body: ZResetPasswordRequest, response: { 200: ZMessageResponse, 400: E, 422: E, 429: E } },
    },
    async (request, reply) => {
      const { answer, device } = await resetPassword(deps, request.body);
      reply.setDeviceCookie(device);
      return answer;
    },
  );

  app.post(
    '/account/confirm',
    { config: perMinute(30), schema: { tags, body: ZConfirmAccountRequest, response: { 200: ZMessageResponse, 400: E, 429: E } } },
    async (request) => confirmEmail(deps, request.body.token),
  );

  app.post(
    '/account/resend',
    { config: perMinute(5), preHandler: app.requirePlayer, schema: { tags, response: { 200: ZMessageResponse, 401: E, 409: E, 429: E } } },
    async (request) => resendConfirmation(deps, request.player!),
  );

  app.post(
    '/change-password',
    {
      config: perMinute(10),
      preHandler: app.requirePlayer,
      schema: { tags, body: ZChangePasswordRequest, response: { 200: ZMessageResponse, 400: E, 401: E, 422: E, 429: E } },
    },
    async (request, reply) => {
      const { answer, device } = await changePassword(deps, request.player!, request.body);
      reply.setDeviceCookie(device);
      return answer;
    },
  );
};
