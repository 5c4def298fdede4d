// Builds the game client (/play/{token}) outside Next.js: React and the client's own code, bundled by
// esbuild into content-hashed ES modules, one chunk per game family, plus a stylesheet from globals.css.
// `npm run build -w apps/web` runs it after `next build`; the development server watches with it.
// docs/decisions/014-game-client-outside-next.md
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { context, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { MANIFEST_FILE, PLAY_CLIENT_DEV_DIR, PLAY_CLIENT_DIR, type PlayManifest } from './manifest';
import { buildStylesheet } from './styles';
import { clientTexts } from './texts';

const WEB = path.resolve(import.meta.dirname, '..');
const PLAY_SOURCES = path.join(WEB, 'src/features/play');
/** The families' site-only modules: recall.ts, played-round.ts, the verifier's and what they share (see withoutSiteParts). */
const SITE_ONLY =
  /[\\/]families[\\/](?:[a-z-]+[\\/])?(?:recall|recall-steps|played-round|played-round-kit|verify|verifier|verifier-inputs)\.tsx?$/;
const FAMILY_SCREEN = /^src\/features\/play\/families\/([a-z-]+)\/index\.tsx$/;

function bundleOptions(outdir: string, isProduction: boolean): BuildOptions {
  return {
    absWorkingDir: WEB,
    entryPoints: { entry: path.join(PLAY_SOURCES, 'entry.tsx') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: isProduction,
    sourcemap: !isProduction,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    write: true,
    logLevel: 'warning',
    // The client's own code and the helpers it shares with the site decide which texts it carries.
    plugins: [clientTexts([PLAY_SOURCES, path.join(WEB, 'src/lib')], SITE_ONLY), withoutSiteParts()],
  };
}

/**
 * Each family's entry also names what only the site uses: its round recall (the game history), how /provably-fair
 * checks a played round and verifies seeds. The game client shows none of them, so those modules, and the engines
 * and texts they bring, stay out of its chunks: it gets modules of the same names, each undefined.
 */
function withoutSiteParts(): Plugin {
  return {
    name: 'play-client-without-site-parts',
    setup(build) {
      build.onLoad({ filter: SITE_ONLY }, async (args) => {
        const names = [...(await readFile(args.path, 'utf8')).matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)].map((m) => m[1]);
        return { contents: names.map((name) => `export const ${name} = undefined;`).join('\n'), loader: 'js' };
      });
    },
  };
}

/** The chunks `file` imports statically, and theirs. */
function staticImports(metafile: Metafile, file: string, seen = new Set<string>()): string[] {
  for (const { path: imported, kind } of metafile.outputs[file]?.imports ?? []) {
    if (kind !== 'import-statement' || seen.has(imported)) continue;
    seen.add(imported);
    staticImports(metafile, imported, seen);
  }
  return [...seen];
}

function manifestOf(metafile: Metafile, outdir: string, stylesheet: string, fonts: string[]): PlayManifest {
  const name = (output: string) => path.relative(outdir, path.resolve(WEB, output));
  const outputs = Object.keys(metafile.outputs).filter((output) => output.endsWith('.js'));
  const entry = outputs.find((output) => metafile.outputs[output]!.entryPoint === 'src/features/play/entry.tsx');
  if (!entry) throw new Error('the game client build made no entry');
  const preload = staticImports(metafile, entry);
  const families: Record<string, string[]> = {};
  for (const output of outputs) {
    const family = FAMILY_SCREEN.exec(metafile.outputs[output]!.entryPoint ?? '')?.[1];
    if (family) families[family] = [output, ...staticImports(metafile, output).filter((file) => !preload.includes(file))].map(name);
  }
  return {
    entry: name(entry),
    preload: preload.map(name),
    stylesheet,
    families,
    // Every output: the scripts, and their source maps in development.
    files: [...Object.keys(metafile.outputs).map(name), stylesheet, ...fonts],
  };
}

/** After each bundle: the stylesheet (the classes may have changed with the code) and the manifest. */
function finishing(outdir: string, isProduction: boolean, onDone: (manifest: PlayManifest) => void): Plugin {
  return {
    name: 'play-client-manifest',
    setup(build) {
      build.onEnd(async ({ metafile, errors }) => {
        if (errors.length > 0 || !metafile) return;
        const stylesheet = await buildStylesheet({
          globalsCss: path.join(WEB, 'src/app/globals.css'),
          sources: [
            { base: PLAY_SOURCES, pattern: '**/*' },
            // The page's own markup (the body's classes).
            { base: path.join(WEB, 'server'), pattern: 'play-page.ts' },
          ],
          minify: isProduction,
        });
        await writeFile(path.join(outdir, stylesheet.name), stylesheet.css);
        for (const [font, content] of stylesheet.fonts) await writeFile(path.join(outdir, font), content);
        const manifest = manifestOf(metafile, outdir, stylesheet.name, [...stylesheet.fonts.keys()]);
        await writeFile(path.join(outdir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
        onDone(manifest);
      });
    },
  };
}

/** The production build, into a fresh apps/web/.play-client. */
export async function buildPlayClient(outdir = PLAY_CLIENT_DIR): Promise<PlayManifest> {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  let manifest: PlayManifest | undefined;
  const options = bundleOptions(outdir, true);
  const ctx = await context({ ...options, plugins: [...options.plugins!, finishing(outdir, true, (m) => (manifest = m))] });
  try {
    const result = await ctx.rebuild();
    if (result.errors.length > 0 || !manifest) throw new Error('the game client did not build');
    return manifest;
  } finally {
    await ctx.dispose();
  }
}

/** Development: rebuilt on every change to its sources; the server reads the newest manifest. */
export async function watchPlayClient(outdir = PLAY_CLIENT_DEV_DIR): Promise<() => Promise<void>> {
  await mkdir(outdir, { recursive: true });
  const options = bundleOptions(outdir, false);
  const ctx = await context({ ...options, plugins: [...options.plugins!, finishing(outdir, false, () => {})] });
  await ctx.watch();
  return () => ctx.dispose();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = Date.now();
  const manifest = await buildPlayClient();
  console.log(
    `Game client built in ${Date.now() - started} ms: ${manifest.files.length} files in ${path.relative(process.cwd(), PLAY_CLIENT_DIR)}`,
  );
}
