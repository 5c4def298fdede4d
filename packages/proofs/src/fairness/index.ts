// A played round recomputed from its revealed seeds with the game engines (`@casino/proofs/fairness`): apart from the
// liabilities' verifier, so a page that checks a proof of liabilities loads no engine.
export type { PlainJson } from './plain-json';
export { FLOATS_SHOWN, verifyRound, type RoundToVerify, type VerifiedRound } from './verify-round';
