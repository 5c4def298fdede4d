import 'server-only';
import type { z } from 'zod';

/**
 * GET a JSON answer from the API on the web server itself (server rendering, the proxy), checked
 * against its contract. API_URL is read per call so one build serves any deployment.
 */
export async function fetchApiJson<T>(path: string, schema: z.ZodType<T>, timeoutMs: number): Promise<T> {
  const res = await fetch(new URL(path, process.env.API_URL ?? 'http://127.0.0.1:4000'), {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return schema.parse(await res.json());
}
