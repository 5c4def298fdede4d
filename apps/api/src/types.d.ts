import 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Background } from './lib/background';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { Redis } from 'ioredis';
import type { RoutePermission, StaffMember } from './modules/backoffice';
import type { SignUpStep } from './modules/auth';
import type { CrashLive, VirtualSportsLive } from './modules/gameplay';
import type { PaymentsLive } from './modules/payments';
import type { PromotionsLive } from './modules/promotions';
import type { RegisterChecks, SelfExclusionStep } from './modules/responsible-gaming';
import type { Player } from './modules/sessions';
import type { StaffRoute } from './plugins/staff-access';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    clock: Clock;
    /** The Redis connection of REDIS_URL (rate-limit counters), shared by the staff app; null without one. */
    redis: Redis | null;
    /** The staff app only: every route with the permission it declares (plugins/staff-access.ts). */
    staffRoutes: StaffRoute[];
    /** Work started by a request that runs after its answer (see lib/background.ts). */
    background: Background;
    /** What other modules do inside a sign-up's transaction; they add their steps at start (modules/auth/deps.ts). */
    signUpSteps: SignUpStep[];
    /** What other modules do inside the transaction that starts a self-exclusion (gameplay ends open rounds). */
    selfExclusionSteps: SelfExclusionStep[];
    /** The national self-exclusion registers and what the site knows of a player for them (decision 028). */
    registerChecks: RegisterChecks;
    /** onRequest/preHandler hook of the session plugin: 401 unless the request has a live session; sets `request.player`. */
    requirePlayer(request: FastifyRequest): Promise<void>;
    /** Live crash rounds: their event bus and the runner that ticks them. */
    crash: CrashLive;
    /** Virtual sports events: the runner that drives their schedule, and each title's configuration. */
    virtualSports: VirtualSportsLive;
    /** Payment gateways and the sender of the sandbox gateways' notices. */
    payments: PaymentsLive;
    /** The bonus engine's runs over completed deposits. */
    promotions: PromotionsLive;
  }
  interface FastifyRequest {
    /** When the request arrived, by the app's clock (milliseconds), for the request log. */
    receivedAt: number;
    /** The signed-in player, once `app.requirePlayer` or `findPlayer()` has found them. */
    player: Player | null;
    /**
     * The signed-in player, or null for a visitor or a dead session. Never throws for either; throws 403
     * for a payout-only session on a route that does not allow one (`config.payoutOnly`).
     */
    findPlayer(): Promise<Player | null>;
    /** The staff app only: the signed-in staff member, once the access check or `findStaff()` has found them. */
    staff: StaffMember | null;
    /** The staff app only: the member behind the staff cookie, or null. */
    findStaff(): Promise<StaffMember | null>;
    /** True when the request carries a session cookie, live or not. */
    hasSessionCookie(): boolean;
    /** The device cookie's value as sent, unchecked (the auth module reads it against the account). */
    deviceCookie(): string | undefined;
  }
  interface FastifyReply {
    setSessionCookie(token: string): FastifyReply;
    clearSessionCookie(): FastifyReply;
    setStaffCookie(token: string): FastifyReply;
    clearStaffCookie(): FastifyReply;
    setDeviceCookie(cookie: { value: string; maxAgeSeconds: number }): FastifyReply;
  }
  interface FastifyContextConfig {
    /** false for routes called by third parties (webhooks) rather than our web client. */
    csrf?: boolean;
    /** true for the routes a payout-only session (a self-excluded player) may call: balances and withdrawals. */
    payoutOnly?: boolean;
    /** true for public routes that still look up a signed-in player: the document lists their payout-only 403. */
    findsPlayer?: boolean;
    /** Staff routes: what the route asks of its caller (modules/backoffice/permissions.ts); required on each. */
    permission?: RoutePermission;
  }
}
