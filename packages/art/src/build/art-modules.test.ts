import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sceneIconNames } from '../scenes/family-scenes';
import { SLOT_SYMBOL_ICONS } from '../slots/symbol-icons';
import { TABLE_ICONS } from '../tables/table-icons';
import { artModules, fileOf, GENERATED_DIR, SLOTS_DIR, TABLES_DIR } from './art-modules';
import { iconOf } from './icon-set';

const tables = { slots: SLOT_SYMBOL_ICONS, sceneIcons: sceneIconNames(), tableIcons: TABLE_ICONS };

describe('generated art', () => {
  it('is committed as the generator writes it now (run npm run art:build after changing a table)', async () => {
    const modules = await artModules(tables);
    for (const { file, source } of modules) expect(readFileSync(file, 'utf8'), path.relative(GENERATED_DIR, file)).toBe(source);
    // No file left behind by a title or table that is gone.
    const written = new Set(modules.map(({ file }) => file));
    const onDisk = [
      ...readdirSync(SLOTS_DIR).map((name) => path.join(SLOTS_DIR, name)),
      ...readdirSync(TABLES_DIR).map((name) => path.join(TABLES_DIR, name)),
      ...readdirSync(GENERATED_DIR).map((name) => path.join(GENERATED_DIR, name)),
    ];
    expect(onDisk.filter((file) => file !== SLOTS_DIR && file !== TABLES_DIR && !written.has(file))).toEqual([]);
  });

  it("bundles in a title's file only that title's icons", async () => {
    const modules = await artModules(tables);
    const bodies = (names: Iterable<string>) => new Set([...names].map((name) => iconOf(name).body));
    for (const [key, icons] of Object.entries(SLOT_SYMBOL_ICONS)) {
      const source = modules.find(({ file }) => file === path.join(SLOTS_DIR, `${fileOf(key)}.ts`))!.source;
      const own = bodies(Object.values(icons));
      const inFile = [...source.matchAll(/body:\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]!);
      expect(inFile.length, key).toBe(own.size);
      for (const body of inFile) expect(own.has(body), key).toBe(true);
    }
  });

  it('loads each title through a dynamic import of its own file', async () => {
    const { SLOT_ART_LOADERS } = await import('../generated/slots/index');
    expect(Object.keys(SLOT_ART_LOADERS)).toEqual(Object.keys(SLOT_SYMBOL_ICONS));
    const art = (await SLOT_ART_LOADERS.CherryCabaret!()).default;
    expect(art.C).toEqual(iconOf('cherries'));
    expect(Object.keys(art).sort()).toEqual(Object.keys(SLOT_SYMBOL_ICONS.CherryCabaret!).sort());
  });
});

describe('icons of the set', () => {
  it('scope the ids of an icon that clips, so two such icons in one SVG keep their own clips', () => {
    const icon = iconOf('airplane-arrival');
    const ids = [...icon.body.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(id.startsWith('airplane-arrival-')).toBe(true);
      expect(icon.body).toContain(`url(#${id})`);
    }
    expect(icon.viewBox).toBe('0 0 32 32');
  });

  it('refuses a name the set does not have', () => {
    expect(() => iconOf('no-such-icon')).toThrow(/no icon "no-such-icon"/);
    expect(() => iconOf('constructor')).toThrow();
  });
});
