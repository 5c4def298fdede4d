// npm run vectors:write -w packages/proofs: rewrites the fixed test vectors (only after a deliberate change of format).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildVectors, VECTORS_FILE } from './vectors';

writeFileSync(VECTORS_FILE, `${JSON.stringify(buildVectors(), null, 2)}\n`);
console.log(`wrote ${fileURLToPath(VECTORS_FILE)}`);
