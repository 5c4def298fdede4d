// The public proof of liabilities (docs/decisions/033-proof-of-liabilities.md): the published roots, and a player's
// inclusion proof checked in the browser.
export { LiabilitiesScope } from './components/liabilities-scope';
export { ProofOfLiabilities } from './components/proof-of-liabilities';
export { TreeFormat } from './components/tree-format';
