import {
  isCurrencyCode,
  ZBetHistoryResponse,
  ZBetRecall,
  ZErrorResponse as E,
  ZStaffPlayer,
  ZStaffPlayerBalances,
  ZStaffPlayerNoteRequest,
  ZStaffPlayerNotes,
  ZStaffPlayerParams,
  ZStaffPlayerPayments,
  ZStaffPlayerSaferGambling,
  ZStaffPlayerSearch,
  ZStaffPlayerSearchQuery,
  ZStaffPlayerSessionParams,
  ZStaffPlayerSessions,
  ZStaffPlayerWithdrawalSecurity,
  ZStaffPostingPage,
  ZStaffPostingsQuery,
  ZStaffRoundParams,
  ZStaffRoundsQuery,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { readBetHistory, readBetRecall } from '../gameplay';
import { getStaffPlayerPayments } from '../payments';
import { getStaffPlayerSaferGambling } from '../responsible-gaming';
import { getStaffPlayerBalances, listPlayerPostings } from '../wallet';
import { addStaffPlayerNote, listStaffPlayerNotes } from './notes';
import { getStaffPlayer, playerOrThrow } from './player';
import { searchPlayers } from './search';
import { listStaffPlayerSessions, revokeStaffPlayerSession } from './sessions';
import { staffActorOf } from './staff-actor';
import { getStaffPlayerWithdrawalSecurity } from './withdrawal-security';

const tags = ['staff players'];
const read = { permission: 'players.read' as const };
const write = { permission: 'players.write' as const };
const errors = { 400: E, 401: E, 403: E, 404: E };

/**
 * The player search and the player's page under the staff app's prefix (/staff-api/v1): reads need players.read,
 * ending a session and adding a note players.write. Every route of one player answers 404 for an unknown id.
 */
export const staffPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => {
    // A player's personal and money details: never kept by a browser or a proxy.
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/players',
    { config: read, schema: { tags, querystring: ZStaffPlayerSearchQuery, response: { 200: ZStaffPlayerSearch, 400: E, 401: E, 403: E } } },
    async (request) => ({ items: await searchPlayers(db, request.query.q, app.clock.now()) }),
  );

  app.get(
    '/players/:playerId',
    { config: read, schema: { tags, params: ZStaffPlayerParams, response: { 200: ZStaffPlayer, ...errors } } },
    async (request) => getStaffPlayer(db, request.params.playerId, app.clock.now()),
  );

  app.get(
    '/players/:playerId/balances',
    { config: read, schema: { tags, params: ZStaffPlayerParams, response: { 200: ZStaffPlayerBalances, ...errors } } },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      return getStaffPlayerBalances(db, request.params.playerId);
    },
  );

  app.get(
    '/players/:playerId/postings',
    {
      config: read,
      schema: { tags, params: ZStaffPlayerParams, querystring: ZStaffPostingsQuery, response: { 200: ZStaffPostingPage, ...errors } },
    },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      const { currency, before } = request.query;
      if (!isCurrencyCode(currency)) throw badRequest(`${currency} is not a currency this site knows.`, 'currency');
      return listPlayerPostings(db, request.params.playerId, currency, before ? { before: BigInt(before) } : {});
    },
  );

  app.get(
    '/players/:playerId/payments',
    { config: read, schema: { tags, params: ZStaffPlayerParams, response: { 200: ZStaffPlayerPayments, ...errors } } },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      return getStaffPlayerPayments(db, request.params.playerId);
    },
  );

  app.get(
    '/players/:playerId/withdrawal-security',
    { config: read, schema: { tags, params: ZStaffPlayerParams, response: { 200: ZStaffPlayerWithdrawalSecurity, ...errors } } },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      return getStaffPlayerWithdrawalSecurity(db, request.params.playerId, app.clock.now());
    },
  );

  app.get(
    '/players/:playerId/rounds',
    {
      config: read,
      schema: { tags, params: ZStaffPlayerParams, querystring: ZStaffRoundsQuery, response: { 200: ZBetHistoryResponse, ...errors } },
    },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      return readBetHistory(db, request.params.playerId, request.query);
    },
  );

  app.get(
    '/players/:playerId/rounds/:roundId',
    { config: read, schema: { tags, params: ZStaffRoundParams, response: { 200: ZBetRecall, ...errors } } },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      return readBetRecall(db, request.params.playerId, request.params.roundId);
    },
  );

  app.get(
    '/players/:playerId/safer-gambling',
    { config: read, schema: { tags, params: ZStaffPlayerParams, response: { 200: ZStaffPlayerSaferGambling, ...errors } } },
    async (request) => {
      const player = await playerOrThrow(db, request.params.playerId);
      const currency = isCurrencyCode(player.currency) ? player.currency : 'EUR';
      return getStaffPlayerSaferGambling(db, player.id, currency, app.clock.now());
    },
  );

  app.get(
    '/players/:playerId/sessions',
    { config: read, schema: { tags, params: ZStaffPlayerParams, response: { 200: ZStaffPlayerSessions, ...errors } } },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      return listStaffPlayerSessions(db, app.config, request.params.playerId, app.clock.now());
    },
  );

  app.post(
    '/players/:playerId/sessions/:sessionId/revoke',
    { config: write, schema: { tags, params: ZStaffPlayerSessionParams, response: { 200: ZStaffPlayerSessions, ...errors } } },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      const { playerId, sessionId } = request.params;
      return revokeStaffPlayerSession(
        db,
        { config: app.config, clock: app.clock, log: request.log },
        staffActorOf(request),
        playerId,
        sessionId,
      );
    },
  );

  app.get(
    '/players/:playerId/notes',
    { config: read, schema: { tags, params: ZStaffPlayerParams, response: { 200: ZStaffPlayerNotes, ...errors } } },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      return listStaffPlayerNotes(db, request.params.playerId);
    },
  );

  app.post(
    '/players/:playerId/notes',
    {
      config: write,
      schema: { tags, params: ZStaffPlayerParams, body: ZStaffPlayerNoteRequest, response: { 200: ZStaffPlayerNotes, ...errors } },
    },
    async (request) => {
      await playerOrThrow(db, request.params.playerId);
      return addStaffPlayerNote(
        db,
        { clock: app.clock, log: request.log },
        staffActorOf(request),
        request.params.playerId,
        request.body.text,
      );
    },
  );
};
