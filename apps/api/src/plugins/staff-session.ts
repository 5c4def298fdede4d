import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveStaffSession, type StaffMember } from '../modules/backoffice';

/**
 * The staff cookie, apart from the player's: its own name, SameSite=Strict, and a lifetime of
 * STAFF_SESSION_ABSOLUTE_HOURS (idle expiry is checked on the server). Routes read `request.staff`, set by the
 * staff access check, and the reply sets or clears the cookie.
 */
export const staffSessionPlugin = fp(
  async (app) => {
    const { config, clock } = app;
    const { db } = app.database;
    // `__Host-` makes the browser insist on Secure, Path=/ and no Domain.
    const cookieName = config.isProduction ? '__Host-staff_sid' : 'staff_sid';
    const cookieOptions = { httpOnly: true, sameSite: 'strict', path: '/', secure: config.isProduction } as const;

    app.decorateRequest('staff', null);
    app.decorateRequest('findStaff', async function (this: FastifyRequest): Promise<StaffMember | null> {
      if (this.staff) return this.staff;
      const token = this.cookies[cookieName];
      this.staff = token ? await resolveStaffSession(db, config, token, clock.now()) : null;
      return this.staff;
    });
    app.decorateReply('setStaffCookie', function (this: FastifyReply, token: string) {
      return this.setCookie(cookieName, token, { ...cookieOptions, maxAge: Math.floor(config.staffSessionAbsoluteMs / 1000) });
    });
    app.decorateReply('clearStaffCookie', function (this: FastifyReply) {
      return this.clearCookie(cookieName, cookieOptions);
    });
  },
  { name: 'staff-session', dependencies: ['@fastify/cookie'] },
);
