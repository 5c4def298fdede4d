import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** A temp folder for the test file's lifetime, and a writer of JSON (or raw text) files in it. */
export function useTempDir(prefix: string) {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return {
    /** Where a file of that name in the folder would be (it need not exist). */
    fileIn: (name: string) => path.join(dir, name),
    async writeJson(name: string, content: unknown): Promise<string> {
      const file = path.join(dir, name);
      await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
      return file;
    },
  };
}
