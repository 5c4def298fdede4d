import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

export type Stylesheet = {
  /** The stylesheet's file name (content-hashed). */
  name: string;
  css: string;
  /** The font files it names: file name (content-hashed) → content. */
  fonts: Map<string, Buffer>;
};

const hashOf = (content: string | Buffer) => createHash('sha256').update(content).digest('base64url').slice(0, 10);

/**
 * The game client's stylesheet, from the site's own globals.css (theme, fonts, base styles) with the
 * utilities the given sources use: only those, so it stays a few kilobytes. The fonts globals.css
 * names are written beside it under hashed names.
 */
export async function buildStylesheet({
  globalsCss,
  sources,
  minify,
}: {
  globalsCss: string;
  sources: { base: string; pattern: string }[];
  minify: boolean;
}): Promise<Stylesheet> {
  const base = path.dirname(globalsCss);
  const compiler = await compile(await readFile(globalsCss, 'utf8'), { base, onDependency: () => {} });
  // Scanned here rather than where globals.css stands: the site's other pages' classes stay out.
  const scanner = new Scanner({ sources: sources.map((s) => ({ ...s, negated: false })) });
  const built = compiler.build(scanner.scan());

  const fonts = new Map<string, Buffer>();
  const renamed = new Map<string, string>();
  for (const [, , file] of built.matchAll(/url\((['"]?)(\.\/[^'")]+)\1\)/g)) {
    if (renamed.has(file!)) continue;
    const content = await readFile(path.join(base, file!));
    const { name, ext } = path.parse(file!);
    const hashed = `${name}-${hashOf(content)}${ext}`;
    fonts.set(hashed, content);
    renamed.set(file!, hashed);
  }
  // The stylesheet and its fonts are served from the same folder: relative names resolve there.
  const withFonts = built.replace(
    /url\((['"]?)(\.\/[^'")]+)\1\)/g,
    (_, quote: string, file: string) => `url(${quote}${renamed.get(file)}${quote})`,
  );
  const css = minify ? optimize(withFonts, { minify: true }).code : withFonts;
  return { name: `play-${hashOf(css)}.css`, css, fonts };
}
