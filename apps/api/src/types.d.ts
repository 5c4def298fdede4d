import 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
  interface FastifyContextConfig {
    /** false for routes called by third parties (webhooks) rather than our web client. */
    csrf?: boolean;
  }
}
