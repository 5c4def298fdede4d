import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The operator channel's token: written by the API at each start, readable only by the user it runs as; whoever
// can read it may run operator commands through the running API.

const fileOf = (dataDir: string) => path.join(dataDir, 'operator-token');

export function writeOperatorToken(dataDir: string, token: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = fileOf(dataDir);
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  // The mode applies only to a new file: an earlier start's file keeps its own otherwise.
  chmodSync(file, 0o600);
}

export function readOperatorToken(dataDir: string): string | null {
  try {
    return readFileSync(fileOf(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Removes the file at shutdown, unless another API has written its own since. */
export function removeOperatorToken(dataDir: string, token: string): void {
  if (readOperatorToken(dataDir) === token) rmSync(fileOf(dataDir), { force: true });
}
