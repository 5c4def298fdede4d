import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ArtIcon } from '../icon';

/** The parts of an Iconify JSON set this package reads (icons.json of @iconify-json/*). */
type IconifySet = {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
};

const SET_FILE = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');

let cached: IconifySet | undefined;

/** Fluent Emoji Flat as the pinned package ships it. */
export function iconSet(): IconifySet {
  cached ??= JSON.parse(readFileSync(SET_FILE, 'utf8')) as IconifySet;
  return cached;
}

export const hasIcon = (name: string): boolean => Object.hasOwn(iconSet().icons, name);

/**
 * An icon of the set, its ids (a few icons clip with one) prefixed by its name: icons of different shapes that
 * use the same id can then sit on one page or in one SVG without one drawing through the other's clip.
 */
export function iconOf(name: string): ArtIcon {
  const set = iconSet();
  const icon = set.icons[name];
  if (!icon || !Object.hasOwn(set.icons, name)) throw new Error(`Fluent Emoji Flat has no icon "${name}"`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const body = icon.body.replace(/\bid="([^"]+)"/g, `id="${name}-$1"`).replace(/(url\(#|href="#)([^)"]+)/g, `$1${name}-$2`);
  return { body, viewBox: `0 0 ${width} ${height}` };
}
