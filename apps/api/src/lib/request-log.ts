import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Clock } from './clock';

/**
 * Fastify's per-request log lines, replaced by one line written when the answer has gone: at error
 * for a 5xx or a failed response, at warn when it took `slowRequestMs` or longer, at info for a 4xx
 * (refusals are worth seeing, as before), and at debug for every other answer, so a busy API at info
 * writes only what needs a look. The request id comes with the request's logger; the request's fields
 * go through the logger's serializers, which mask tokens in the path. Time is read from `clock`.
 * The app decorates requests with `receivedAt`.
 */
export class RequestLog extends LogController {
  readonly #clock: Clock;
  readonly #slowRequestMs: number;

  constructor({ clock, slowRequestMs }: { clock: Clock; slowRequestMs: number }) {
    super();
    this.#clock = clock;
    this.#slowRequestMs = slowRequestMs;
  }

  override incomingRequest(request: FastifyRequest) {
    request.receivedAt = this.#clock.now().getTime();
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = request.receivedAt ? this.#clock.now().getTime() - request.receivedAt : reply.elapsedTime;
    const status = reply.statusCode;
    const slow = responseTime >= this.#slowRequestMs;
    const level = error || status >= 500 ? 'error' : slow ? 'warn' : status >= 400 ? 'info' : 'debug';
    // A level below the logger's is a no-op in pino: the fields are never serialized.
    request.log[level](
      { req: request, res: reply, responseTime, ...(error && { err: error }) },
      error ? 'request errored' : slow ? 'slow request' : 'request completed',
    );
  }
}
