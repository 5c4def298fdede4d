import {
  ZErrorResponse as E,
  ZLiabilityProofs,
  ZLiabilitySnapshotParams,
  ZProofOfLiabilities,
  ZReserveAttestation,
  ZReserveParams,
  type TReserveAttestation,
} from '@casino/contracts';
import { reserveRatio } from '@casino/proofs/reserves';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { playerProofs, publishedRoot } from './proofs';
import { listSnapshots } from './repo';
import { findReserves, listReserveTotals } from './reserves-repo';

const tags = ['proof-of-liabilities'];
/** The history shown: a month of daily snapshots. */
const SNAPSHOTS_SHOWN = 30;

/**
 * /profile-service/api/v1/proof-of-liabilities: the published roots (public), and a signed-in player's inclusion
 * proofs for a snapshot.
 */
export const liabilityProofRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const publicLimit = { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/proof-of-liabilities',
    { config: publicLimit, schema: { tags, response: { 200: ZProofOfLiabilities, 429: E } } },
    async (_request, reply) => {
      // A snapshot taken on demand shows at once.
      reply.header('cache-control', 'no-cache');
      const snapshots = await listSnapshots(db, SNAPSHOTS_SHOWN);
      const reserves = await listReserveTotals(
        db,
        snapshots.map((s) => s.id),
      );
      return {
        snapshots: snapshots.map((s) => ({
          id: s.id,
          takenAt: s.takenAt.toISOString(),
          roots: s.roots.map((root) => publishedRoot(s, root)),
          reserves: reserves
            .filter((r) => r.snapshotId === s.id)
            .map((r) => ({
              currency: r.currency,
              blockHeight: r.blockHeight,
              total: r.total.toString(),
              ratio: reserveRatio(r.total, s.roots.find((root) => root.currency === r.currency)?.total ?? 0n),
            })),
        })),
      };
    },
  );

  app.get(
    '/proof-of-liabilities/:snapshotId/reserves/:currency',
    { config: publicLimit, schema: { tags, params: ZReserveParams, response: { 200: ZReserveAttestation, 400: E, 404: E, 429: E } } },
    async (request, reply) => {
      const { snapshotId, currency } = request.params;
      const found = await findReserves(db, snapshotId, currency);
      if (!found) throw notFound(`No ${currency} reserves were published with snapshot ${snapshotId}.`);
      // Published once, never changed.
      reply.header('cache-control', 'public, max-age=3600');
      return found.attestation as TReserveAttestation;
    },
  );

  app.get(
    '/proof-of-liabilities/:snapshotId/proofs',
    {
      onRequest: app.requirePlayer,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, params: ZLiabilitySnapshotParams, response: { 200: ZLiabilityProofs, 400: E, 401: E, 404: E, 429: E } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { snapshotId } = request.params;
      const proofs = await playerProofs(db, snapshotId, request.player!.id);
      if (!proofs) throw notFound(`There is no snapshot ${snapshotId}.`);
      return { snapshotId, proofs };
    },
  );
};
