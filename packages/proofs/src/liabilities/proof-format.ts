// The published root of a currency's tree and a player's inclusion proof, as JSON: amounts are integer strings in
// the currency's minor units, hashes lowercase hex. Read from anywhere (a download, a paste), so every field is checked.

import { FORMAT_VERSION } from './encoding';

/** What the casino publishes per currency and snapshot. */
export type PublishedRoot = {
  currency: string;
  snapshotAt: string;
  /** SHA-256 of the root node, hex. */
  hash: string;
  /** The root's sum: everything the casino owes its players in this currency, in minor units. */
  total: string;
  /** The tree's height: it has 2^depth leaves, padding included. */
  depth: number;
};

/** A sibling on the way from a leaf to the root, lowest first. */
export type ProofStep = { hash: string; sum: string };

/** One of the player's leaves: where it sits, what it holds, its secret nonce and its path to the root. */
export type ProofLeaf = { index: number; value: string; nonce: string; path: ProofStep[] };

export type InclusionProof = {
  version: typeof FORMAT_VERSION;
  playerId: string;
  /** The player's balance at the snapshot, split over `leaves`. */
  balance: string;
  root: PublishedRoot;
  leaves: ProofLeaf[];
};

const HASH = /^[0-9a-f]{64}$/;
const INTEGER = /^-?[0-9]+$/;

type Read<T> = { value: T; problems: [] } | { value?: undefined; problems: string[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readRoot(v: unknown, where: string, problems: string[]): PublishedRoot | undefined {
  if (!isObject(v)) return void problems.push(`${where} is not an object`);
  const before = problems.length;
  if (typeof v.currency !== 'string' || v.currency === '') problems.push(`${where}.currency is missing`);
  if (typeof v.snapshotAt !== 'string' || Number.isNaN(Date.parse(v.snapshotAt))) problems.push(`${where}.snapshotAt is not a time`);
  if (typeof v.hash !== 'string' || !HASH.test(v.hash)) problems.push(`${where}.hash is not 64 hex digits`);
  if (typeof v.total !== 'string' || !INTEGER.test(v.total)) problems.push(`${where}.total is not an integer string`);
  if (!Number.isInteger(v.depth) || (v.depth as number) < 1 || (v.depth as number) > 40) problems.push(`${where}.depth is not 1 to 40`);
  return problems.length === before ? (v as PublishedRoot) : undefined;
}

function readLeaf(v: unknown, where: string, problems: string[]) {
  if (!isObject(v)) return void problems.push(`${where} is not an object`);
  if (!Number.isSafeInteger(v.index) || (v.index as number) < 0) problems.push(`${where}.index is not a position`);
  if (typeof v.value !== 'string' || !INTEGER.test(v.value)) problems.push(`${where}.value is not an integer string`);
  if (typeof v.nonce !== 'string' || !HASH.test(v.nonce)) problems.push(`${where}.nonce is not 64 hex digits`);
  if (!Array.isArray(v.path)) return void problems.push(`${where}.path is not a list`);
  v.path.forEach((step, i) => {
    if (!isObject(step) || typeof step.hash !== 'string' || !HASH.test(step.hash))
      problems.push(`${where}.path[${i}].hash is not 64 hex digits`);
    else if (typeof step.sum !== 'string' || !INTEGER.test(step.sum)) problems.push(`${where}.path[${i}].sum is not an integer string`);
  });
}

/** A published root read from JSON, or what is wrong with it. */
export function readPublishedRoot(v: unknown): Read<PublishedRoot> {
  const problems: string[] = [];
  const root = readRoot(v, 'root', problems);
  return root ? { value: root, problems: [] } : { problems };
}

/** An inclusion proof read from JSON, or every problem with its shape (its sums are checked by `verifyInclusion`). */
export function readInclusionProof(v: unknown): Read<InclusionProof> {
  if (!isObject(v)) return { problems: ['the proof is not a JSON object'] };
  const problems: string[] = [];
  if (v.version !== FORMAT_VERSION) problems.push(`version is not ${FORMAT_VERSION}`);
  if (typeof v.playerId !== 'string' || v.playerId === '') problems.push('playerId is missing');
  if (typeof v.balance !== 'string' || !INTEGER.test(v.balance)) problems.push('balance is not an integer string');
  readRoot(v.root, 'root', problems);
  if (!Array.isArray(v.leaves) || v.leaves.length === 0) problems.push('leaves is not a list of at least one leaf');
  else v.leaves.forEach((leaf, i) => readLeaf(leaf, `leaves[${i}]`, problems));
  return problems.length === 0 ? { value: v as InclusionProof, problems: [] } : { problems };
}
