import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A migrated embedded database folder of the test's own, copied from the one the global setup made: the copy
 * saves the ~4 s of initdb a new PGlite folder costs. Into `dir` (created if missing), else a new temp folder.
 */
export function copyEmbeddedTemplate(dir = mkdtempSync(path.join(tmpdir(), 'casino-embedded-'))): string {
  cpSync(inject('embeddedTemplateDir'), dir, { recursive: true });
  return dir;
}
