import 'fastify';
import type { TStaffRole } from '@casino/contracts';

// The staff app sets the signed-in member on each request before a staff route runs (plugins/staff-access.ts). The
// same declaration as the staff app's own, so the two merge.
declare module 'fastify' {
  interface FastifyRequest {
    staff: { id: string; email: string; role: TStaffRole; sessionId: string } | null;
  }
}
