import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where verification files are kept; a cloud bucket can stand in for the local directory. */
export type DocumentStorage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
};

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** 128 random bits: nothing of the player's file name reaches the disk. */
export const createStorageKey = (): string => randomBytes(16).toString('hex');

function checkKey(key: string): string {
  // Keys are ours, but a key that is not one must never become a path.
  if (!KEY_PATTERN.test(key)) throw new Error('invalid document storage key');
  return key;
}

/** Files in one private directory (owner-only permissions), named by their key. */
export function createLocalDocumentStorage(dir: string): DocumentStorage {
  let ready: Promise<unknown> | undefined;
  const fileOf = (key: string) => path.join(dir, checkKey(key));
  return {
    async put(key, data) {
      const file = fileOf(key);
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      await writeFile(file, data, { flag: 'wx', mode: 0o600 });
    },
    get: (key) => readFile(fileOf(key)),
    delete: (key) => rm(fileOf(key), { force: true }),
  };
}
