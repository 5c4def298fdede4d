import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The JSON in `file` (relative to `cwd`), or undefined after saying why it cannot be read. */
export function readJsonFile(file: string, io: { out(line: string): void; cwd: string }): { json: unknown } | undefined {
  try {
    return { json: JSON.parse(readFileSync(path.resolve(io.cwd, file), 'utf8')) };
  } catch (err) {
    io.out(`Cannot read ${file}: ${(err as Error).message}`);
    return undefined;
  }
}
