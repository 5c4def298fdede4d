import {
  ZErrorResponse as E,
  ZStaffGameReport,
  ZStaffLiabilitiesQuery,
  ZStaffLiabilityReport,
  ZStaffPaymentReport,
  ZStaffPlayerReport,
  ZStaffReportQuery,
} from '@casino/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAME_COLUMNS, LIABILITY_COLUMNS, PAYMENT_COLUMNS, PLAYER_COLUMNS } from './csv-columns';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { getGameReport } from './game-report';
import { getLiabilityReport } from './liability-report';
import { getPaymentReport } from './payment-report';
import { reportPeriod } from './period';
import { getPlayerReport } from './player-report';

const tags = ['staff reports'];
const config = { permission: 'reports.read' as const };
const errors = { 400: E, 401: E, 403: E };

/** The rows as a CSV file named for the report and its dates. */
function sendCsv<T>(reply: FastifyReply, name: string, rows: readonly T[], columns: readonly CsvColumn<T>[]) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(toCsv(rows, columns));
}

/**
 * The operator's reports, under the staff app's prefix (/staff-api/v1): each answers JSON, or with `format=csv` its rows
 * as a file. The staff app checks each route's permission; these only read.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The replica when one is configured: a report's long scans never hold up the primary, and a moment's lag is no harm.
  const db = app.database.replica;
  const json = <T extends z.ZodType>(schema: T) => ({ 200: z.union([schema, z.string()]), ...errors });

  app.get(
    '/reports/games',
    { config, schema: { tags, querystring: ZStaffReportQuery, response: json(ZStaffGameReport) } },
    async (request, reply) => {
      const report = await getGameReport(db, reportPeriod(request.query));
      if (request.query.format !== 'csv') return report;
      return sendCsv(reply, `games-${report.from}-${report.to}`, report.rows, GAME_COLUMNS);
    },
  );

  app.get(
    '/reports/payments',
    { config, schema: { tags, querystring: ZStaffReportQuery, response: json(ZStaffPaymentReport) } },
    async (request, reply) => {
      const report = await getPaymentReport(db, reportPeriod(request.query));
      if (request.query.format !== 'csv') return report;
      return sendCsv(reply, `payments-${report.from}-${report.to}`, report.rows, PAYMENT_COLUMNS);
    },
  );

  app.get(
    '/reports/players',
    { config, schema: { tags, querystring: ZStaffReportQuery, response: json(ZStaffPlayerReport) } },
    async (request, reply) => {
      const report = await getPlayerReport(db, reportPeriod(request.query));
      if (request.query.format !== 'csv') return report;
      return sendCsv(reply, `players-${report.from}-${report.to}`, report.rows, PLAYER_COLUMNS);
    },
  );

  app.get(
    '/reports/liabilities',
    { config, schema: { tags, querystring: ZStaffLiabilitiesQuery, response: json(ZStaffLiabilityReport) } },
    async (request, reply) => {
      const at = request.query.at === undefined ? app.clock.now() : new Date(request.query.at);
      const report = await getLiabilityReport(db, at, request.query.currency);
      if (request.query.format !== 'csv') return report;
      return sendCsv(reply, `liabilities-${report.at.slice(0, 19).replaceAll(':', '')}`, report.rows, LIABILITY_COLUMNS);
    },
  );
};
