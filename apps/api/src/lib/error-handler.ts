import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

/** One place that turns failures into `{message, errors}` bodies; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body',
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({ message: err.message, errors: err.errors });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again later.' });
    }
    if (!request.raw.complete) {
      // Refused before the body was all read (too large, bad JSON): Fastify would close the connection while
      // the client is still sending, and the reset that follows can erase this answer before the client (the
      // web server's proxy) reads it (RFC 9112 §9.6). The rest of the body is read and dropped instead.
      reply.removeHeader('connection');
      request.raw.resume();
    }
    // Framework 4xx (bad JSON, body too large, rate limit, unsupported media type): keep the status, plain message.
    return reply.code(status).send({ message: err.message });
  });
}
