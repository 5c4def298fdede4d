import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PAYOUT_ONLY_REFUSAL } from './session';

const REFUSAL = {
  description: `A payout-only session (a self-excluded player) on a route it may not use: "${PAYOUT_ONLY_REFUSAL}"`,
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

/**
 * Whether a payout-only session can be refused here: the route looks the session up (it answers 401
 * without one, or its config says `findsPlayer`) and does not let such a session through.
 */
function refusesPayoutOnly(route: Parameters<SwaggerTransform>[0]['route'], response: Record<string, unknown>): boolean {
  if (route.config?.payoutOnly) return false;
  return '401' in response || route.config?.findsPlayer === true;
}

/**
 * The OpenAPI document's transform: the zod schemas as JSON schemas, and the payout-only 403 on every
 * operation that gives it. The refusal comes from the session plugin, not the routes, so it is listed here
 * once rather than in each route's schema; an operation that already lists a 403 keeps its schema.
 */
export const documentTransform: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const response = output.schema.response as Record<string, Record<string, unknown>> | undefined;
  if (!response || !refusesPayoutOnly(input.route, response)) return output;
  const forbidden = response['403'] ? { ...response['403'], description: REFUSAL.description } : REFUSAL;
  return { ...output, schema: { ...output.schema, response: { ...response, 403: forbidden } } };
};
