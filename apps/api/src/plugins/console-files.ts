import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The file under `dir` a URL path names, or null for a path that leaves it or names no file. */
async function fileOf(dir: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(dir, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(dir + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/**
 * What the staff listener answers for a path no route has: under `apiPrefix`, a JSON 404; any other GET or HEAD,
 * when the console is built (`dir` exists), its file, or index.html, since the console routes in the browser.
 * Built assets (hashed names under assets/) are cached for good; index.html never is, so a new build shows at once.
 */
export function registerConsoleFiles(app: FastifyInstance, { dir, apiPrefix }: { dir: string; apiPrefix: string }) {
  const root = path.resolve(dir);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });

  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) }, async (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || urlPath.startsWith(apiPrefix) || !existsSync(path.join(root, 'index.html'))) return notFound(request, reply);
    const found = await fileOf(root, urlPath);
    // A missing file (a name with an extension) is a 404; any other path is one of the console's pages.
    if (!found && path.posix.extname(urlPath)) return notFound(request, reply);
    const file = found ?? path.join(root, 'index.html');
    const isAsset = file.startsWith(path.join(root, 'assets') + path.sep);
    reply
      .header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
      .type(TYPES[path.extname(file)] ?? 'application/octet-stream');
    return reply.send(await readFile(file));
  });
}
