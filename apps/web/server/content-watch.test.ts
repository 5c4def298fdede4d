import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentWatch } from './content-watch';

/** An API stand-in answering each path with its current ETag, or 304 to a request that already has it. */
async function startApi(etags: Record<string, string>) {
  const seen: { path: string; ifNoneMatch: string | undefined }[] = [];
  const server = createServer((req, res) => {
    const etag = etags[req.url ?? ''];
    seen.push({ path: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] });
    if (!etag) return void res.writeHead(503).end();
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { etag, 'content-type': 'application/json' }).end('{"games":[]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: new URL(`http://127.0.0.1:${port}`), seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

let stop: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('createContentWatch', () => {
  it('reports a change once when an answer gets a new ETag, and revalidates with the one it knows', async () => {
    const etags: Record<string, string> = { '/catalogue': '"a"', '/config': '"x"' };
    const api = await startApi(etags);
    stop = api.close;
    let changes = 0;
    const watch = createContentWatch({ apiUrl: api.url, paths: ['/catalogue', '/config'], onChange: () => changes++ });

    await watch.check();
    await watch.check();
    expect(changes).toBe(0);
    expect(api.seen.filter((s) => s.path === '/catalogue').map((s) => s.ifNoneMatch)).toEqual([undefined, '"a"']);

    etags['/catalogue'] = '"b"';
    etags['/config'] = '"y"';
    await watch.check();
    expect(changes).toBe(1);
    await watch.check();
    expect(changes).toBe(1);
  });

  it('sees no change while the API does not answer, and none when it answers again unchanged', async () => {
    const etags: Record<string, string> = { '/catalogue': '"a"' };
    const api = await startApi(etags);
    stop = api.close;
    let changes = 0;
    const watch = createContentWatch({ apiUrl: api.url, paths: ['/catalogue'], onChange: () => changes++ });
    await watch.check();
    delete etags['/catalogue'];
    await watch.check();
    etags['/catalogue'] = '"a"';
    await watch.check();
    expect(changes).toBe(0);
    etags['/catalogue'] = '"c"';
    await watch.check();
    expect(changes).toBe(1);
  });
});
