import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

type Texts = Record<string, unknown>;

async function sourceFiles(dir: string, exclude?: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !exclude?.test(file));
}

/**
 * The top-level sections of the texts that `code` names in a key literal ('play.retry',
 * `fairness.outcome.${…}`), wherever the literal stands (a t() argument, one side of a ternary).
 */
export function sectionsNamed(texts: Texts, code: string): string[] {
  return Object.keys(texts).filter((section) => new RegExp(`['"\`]${section}\\.`).test(code));
}

/**
 * Only the texts the client's code can ask for: the site's other sections stay out of the bundle, and so do
 * those of the files `exclude` names (code left out of the client).
 */
export async function textsFor(texts: Texts, sourceDirs: string[], exclude?: RegExp): Promise<Texts> {
  const files = (await Promise.all(sourceDirs.map((dir) => sourceFiles(dir, exclude)))).flat();
  const code = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
  return Object.fromEntries(sectionsNamed(texts, code).map((section) => [section, texts[section]]));
}

/** Serves the locale files (src/locales/en/site.json and common.json) cut down to what `sourceDirs` name. */
export function clientTexts(sourceDirs: string[], exclude?: RegExp): Plugin {
  return {
    name: 'play-client-texts',
    setup(build) {
      build.onLoad({ filter: /[\\/]locales[\\/]en[\\/](common|site)\.json$/ }, async (args) => {
        const texts = JSON.parse(await readFile(args.path, 'utf8')) as Texts;
        return { contents: JSON.stringify(await textsFor(texts, sourceDirs, exclude)), loader: 'json' };
      });
    },
  };
}
