import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A fresh DATA_DIR for a benchmark whose thumbnails/ folder points at a cache kept between runs.
 * Drawing 5,000 thumbnails takes a minute or more and has nothing to do with what the benchmarks
 * measure; the art depends only on the feed, so the cache is keyed by the feed's text.
 */
export function createBenchDataDir(feedText: string): { dir: string; remove(): void } {
  const key = createHash('sha256').update(feedText).digest('hex').slice(0, 16);
  const cache = path.join(tmpdir(), 'casino-bench-thumbnails', key);
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-bench-'));
  symlinkSync(cache, path.join(dir, 'thumbnails'), 'dir');
  // rm does not follow the link: the cache stays.
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
