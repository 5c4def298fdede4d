import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const NEXT_DIR = fileURLToPath(new URL('../../apps/web/.next', import.meta.url));
/** The game client's build (apps/web/play-client/build.ts), served at /_play/. */
const PLAY_CLIENT_DIR = fileURLToPath(new URL('../../apps/web/.play-client', import.meta.url));

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(NEXT_DIR, file), 'utf8')) as T;

/** The app directory entry ("/(public)/page") that serves a route ("/"), from the build's route list. */
function appEntryOf(route: string): string {
  const routes = readJson<Record<string, string>>('app-path-routes-manifest.json');
  const entry = Object.keys(routes).find((key) => routes[key] === route && key.endsWith('/page'));
  if (!entry) throw new Error(`no page for ${route} in the build`);
  return entry;
}

/**
 * The JavaScript a route's HTML makes the browser load, as the build records it: the framework's own
 * files (build-manifest.json's rootMainFiles) and the chunks of every layout, boundary and the page
 * itself (entryJSFiles of the page's client reference manifest). Code behind next/dynamic or a
 * dynamic import() is not in it: that loads when it is first rendered.
 */
export function firstLoadFiles(route: string): string[] {
  const entry = appEntryOf(route);
  const manifestFile = path.join('server/app', `${entry}_client-reference-manifest.js`);
  // The manifest is a script that assigns to globalThis.__RSC_MANIFEST; it runs against a stand-in.
  const scope: { __RSC_MANIFEST: Record<string, { entryJSFiles: Record<string, string[]> }> } = { __RSC_MANIFEST: {} };
  new Function('globalThis', readFileSync(path.join(NEXT_DIR, manifestFile), 'utf8'))(scope);
  const manifest = scope.__RSC_MANIFEST[entry];
  if (!manifest) throw new Error(`${manifestFile} does not describe ${entry}`);
  const { rootMainFiles } = readJson<{ rootMainFiles: string[] }>('build-manifest.json');
  return [...new Set([...rootMainFiles, ...Object.values(manifest.entryJSFiles).flat()])];
}

/** A file of the build (a path as the manifests give it, "static/chunks/…"). */
export const readBuildFile = (file: string): Buffer => readFileSync(path.join(NEXT_DIR, file));

/** Every JavaScript chunk the build made for the browser. */
export function allChunkFiles(): string[] {
  return readdirSync(path.join(NEXT_DIR, 'static/chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `static/chunks/${name}`);
}

/** Size on the wire with gzip (level 9, as a server compressing static files would send it). */
export const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

type PlayManifest = { entry: string; preload: string[]; families: Record<string, string[]> };

/**
 * The game client's files a title of `family` loads, as its build recorded them: the entry and its
 * static imports (in the page), then the family's screen (fetched once the session names the family).
 */
export function playClientFiles(family: string): Buffer[] {
  const manifest = JSON.parse(readFileSync(path.join(PLAY_CLIENT_DIR, 'manifest.json'), 'utf8')) as PlayManifest;
  const screen = manifest.families[family];
  if (!screen) throw new Error(`the game client build has no ${family} screen`);
  return [manifest.entry, ...manifest.preload, ...screen].map((file) => readFileSync(path.join(PLAY_CLIENT_DIR, file)));
}
