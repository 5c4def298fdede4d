import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/** A bad operator file stops the start, in the same words as a bad environment variable. */
export class ConfigFileError extends Error {
  constructor(variable: string, file: string, problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${variable} (${file}): ${p}`).join('\n')}`);
    this.name = 'ConfigFileError';
  }
}

/** `[3].code`, `liveChat.scriptUrl`: where in the file a problem is. */
export function pathOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the file';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

/**
 * Reads an operator's JSON file named by `variable` and checks it against `schema`, listing every
 * problem at once. Only called while the API starts.
 */
export function readJsonConfigFile<S extends z.ZodType>(variable: string, file: string, schema: S): z.output<S> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigFileError(variable, file, [`cannot read the file (${code})`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ConfigFileError(variable, file, [`not valid JSON: ${(err as Error).message}`]);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigFileError(
      variable,
      file,
      parsed.error.issues.map((i) => `${pathOf(i.path)}: ${i.message}`),
    );
  }
  return parsed.data;
}
