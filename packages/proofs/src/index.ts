export { FORMAT_VERSION, MAX_SUM } from './liabilities/encoding';
export {
  readInclusionProof,
  readPublishedRoot,
  type InclusionProof,
  type ProofLeaf,
  type ProofStep,
  type PublishedRoot,
} from './liabilities/proof-format';
export { verifyInclusion, type Verdict } from './liabilities/verify';
