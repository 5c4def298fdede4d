// npm run art:build: writes src/generated/ from the tables (slot symbols, the tiles' scenes, the table games' icons) and the pinned
// Fluent Emoji Flat package. The files are committed; art-modules.test.ts fails when they are out of date.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sceneIconNames } from '../scenes/family-scenes';
import { SLOT_SYMBOL_ICONS } from '../slots/symbol-icons';
import { TABLE_ICONS } from '../tables/table-icons';
import { artModules } from './art-modules';

for (const { file, source } of await artModules({ slots: SLOT_SYMBOL_ICONS, sceneIcons: sceneIconNames(), tableIcons: TABLE_ICONS })) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
