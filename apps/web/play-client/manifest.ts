import path from 'node:path';

/** What the game client's build wrote, for the web server to put in the page and to serve. */
export type PlayManifest = {
  /** The module the page runs. */
  entry: string;
  /** Chunks the entry imports statically: the page preloads them beside it. */
  preload: string[];
  stylesheet: string;
  /** Per family, the chunks its screen adds, fetched when a title of that family opens. */
  families: Record<string, string[]>;
  /** Every file the server may answer (scripts, stylesheet, fonts). */
  files: string[];
};

export const MANIFEST_FILE = 'manifest.json';
/** Where the browser fetches the client's files; outside /play/ so no name can be taken for a token. */
export const PLAY_ASSET_PREFIX = '/_play/';

const WEB = path.resolve(import.meta.dirname, '..');
/** The production build (npm run build) and the development server's own, kept apart. */
export const PLAY_CLIENT_DIR = path.join(WEB, '.play-client');
export const PLAY_CLIENT_DEV_DIR = path.join(WEB, '.play-client-dev');

/** The files a first visit to /play/{token} runs: the entry and its static imports. */
export const firstLoadScripts = (manifest: PlayManifest): string[] => [manifest.entry, ...manifest.preload];
