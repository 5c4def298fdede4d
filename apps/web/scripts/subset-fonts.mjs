// Writes the site's self-hosted font files (src/app/fonts/) from the Inter variable font of the
// @fontsource-variable/inter package: the Latin subset every page uses, and the bitcoin sign (₿,
// U+20BF, which is not in the Latin subset) alone in a tiny file that a browser fetches only for a
// page that shows it. The weight axis keeps 400-900, the weights the site's styles use.
//
//   node apps/web/scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const FILES = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));
const OUT = path.join(import.meta.dirname, '../src/app/fonts');
const WEIGHTS = { wght: { min: 400, max: 900 } };

/** The Latin subset's ranges, as the package's own @font-face declares them. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

const text = (ranges) =>
  ranges.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

async function write(source, chars, name) {
  const font = await subsetFont(readFileSync(path.join(FILES, 'files', source)), chars, { targetFormat: 'woff2', variationAxes: WEIGHTS });
  writeFileSync(path.join(OUT, name), font);
  console.log(`${name}: ${font.length} bytes`);
}

await write('inter-latin-wght-normal.woff2', text(LATIN), 'inter-latin.woff2');
await write('inter-latin-ext-wght-normal.woff2', '\u20bf', 'inter-bitcoin-sign.woff2');
