import 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** The signed-in player, set by the auth module's session guard. */
    player?: { id: string; sessionId: string };
  }
  interface FastifyContextConfig {
    /** false for routes called by third parties (webhooks) rather than our web client. */
    csrf?: boolean;
  }
}
