import { ZAuditPage, ZErrorResponse as E } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCsv, type CsvColumn } from '../../lib/csv';
import type { AuditRow } from './repo';
import { listAuditEntries } from './service';

const config = { permission: 'audit.read' as const };
/** What one CSV file holds at most: the newest rows, with `before` to page further back. */
const CSV_ROWS = 10_000;

const ZAuditQuery = z.object({
  before: z.coerce.number().int().min(1, { error: 'before is a row number, 1 or more.' }).optional(),
  limit: z.coerce.number().int().min(1).max(200, { error: 'limit is at most 200.' }).default(50),
  format: z.enum(['json', 'csv'], { error: 'format is json or csv.' }).default('json'),
});

const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));
const COLUMNS: CsvColumn<AuditRow>[] = [
  'seq',
  { header: 'at', value: (r) => r.at.toISOString() },
  'actor',
  { header: 'actorId', value: (r) => r.actorId },
  'ip',
  'action',
  'target',
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
  'prevHash',
  'hash',
];

const entryOf = (row: AuditRow) => ({ ...row, at: row.at.toISOString() });

/** The audit trail for the console (audit.read): newest first a page at a time, or a CSV file of it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/audit',
    { config, schema: { querystring: ZAuditQuery, response: { 200: z.union([ZAuditPage, z.string()]), 400: E, 401: E, 403: E } } },
    async (request, reply) => {
      const { before, limit, format } = request.query;
      if (format === 'json') {
        const page = await listAuditEntries(db, { before, limit });
        return { items: page.items.map(entryOf), nextBefore: page.nextBefore };
      }
      const { items } = await listAuditEntries(db, { before, limit: CSV_ROWS });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-trail-${app.clock.now().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(toCsv(items, COLUMNS));
    },
  );
};
