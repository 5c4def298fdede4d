import { Agent, request, type IncomingHttpHeaders } from 'node:http';

// One client's connections: keep-alive, from a loopback address of its own. The stack believes the balancer's
// X-Forwarded-For, so each player arrives from its own address, as players do, and per-address rate limits count
// each player apart.

export type HttpAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

/** A request that got no HTTP answer: the connection was refused, reset, or timed out. `kind` names which. */
export class NoAnswer extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

export type HttpClient = ReturnType<typeof createHttpClient>;

export type HttpRequest = { method?: string; headers?: Record<string, string>; body?: string };

export function createHttpClient({
  localAddress,
  timeoutMs = 30_000,
  maxSockets = 4,
}: { localAddress?: string; timeoutMs?: number; maxSockets?: number } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets, ...(localAddress ? { localAddress } : {}) });

  function send(url: string, { method = 'GET', headers = {}, body }: HttpRequest = {}): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
      const req = request(url, { method, agent, headers: { ...headers, ...length } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', (err: NodeJS.ErrnoException) => reject(new NoAnswer(err.code ?? 'ECONNRESET', err.message)));
      });
      req.setTimeout(timeoutMs, () => req.destroy(new NoAnswer('timeout', `no answer within ${timeoutMs} ms`)));
      req.on('error', (err: NodeJS.ErrnoException) =>
        reject(err instanceof NoAnswer ? err : new NoAnswer(err.code ?? 'error', err.message)),
      );
      req.end(body);
    });
  }

  return { send, close: () => agent.destroy() };
}
