// npm run vectors:write:rounds -w packages/proofs: rewrites the fixed round vectors (only after a deliberate
// change of an engine or of the outcome's format: every verifier of played rounds is held to them).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildRoundVectors, ROUND_VECTORS_FILE } from './vectors';

// Formatted as the repository's files are, so the check of formatting passes on it as written.
const file = fileURLToPath(ROUND_VECTORS_FILE);
writeFileSync(file, await format(JSON.stringify(await buildRoundVectors()), { ...(await resolveConfig(file)), filepath: file }));
console.log(`wrote ${file}`);
