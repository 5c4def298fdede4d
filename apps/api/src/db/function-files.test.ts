import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/app';
import { openDatabaseOfMigrationsOnly, rowsOf } from '../../test/migrations';
import type { Database, Db } from './client';
import { applyFunctionFiles, FUNCTIONS_FOLDER, readFunctionFiles, type FunctionFile } from './function-files';

// Each SQL function's definition lives in its file under functions/, applied after the migrations whenever the
// file changed (docs/decisions/001-foundation.md).

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');
/** The last migration that defined a function: every later definition is a function file. */
const LAST_DEFINING = '0029_bonus_ends_with_its_rounds';

const journalTags = () =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map(
    (e) => e.tag,
  );

/** The functions of the public schema (an extension's aside), by name, with how many signatures each has. */
async function liveFunctions(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf(
    await db.execute(sql`
      SELECT p.proname AS name, count(*)::int AS signatures FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      GROUP BY p.proname`),
  );
  return new Map(rows.map((r) => [String(r.name), Number(r.signatures)]));
}

const definitionOf = async (db: Db, name: string) =>
  rowsOf(await db.execute(sql`SELECT pg_get_functiondef(p.oid) AS def FROM pg_proc p WHERE p.proname = ${name}`)).map((r) => String(r.def));

class Undo extends Error {}

/**
 * The functions whose live definition is not what their file creates: each file is run in a transaction that is
 * rolled back, and PostgreSQL's own rendering of the function (arguments, result, attributes, body) compared
 * before and after. Also any function without a file, or with more than one signature.
 */
async function functionsUnlikeFiles(db: Db, files: FunctionFile[]): Promise<string[]> {
  const live = await liveFunctions(db);
  const unlike = [...live].filter(([name, signatures]) => signatures !== 1 || !files.some((f) => f.name === name)).map(([name]) => name);
  for (const f of files) {
    const before = await definitionOf(db, f.name);
    let after: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(f.text));
        after = await definitionOf(tx as unknown as Db, f.name);
        throw new Undo();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Undo)) throw err;
      });
    if (before.length !== 1 || JSON.stringify(after) !== JSON.stringify(before)) unlike.push(f.name);
  }
  return [...new Set(unlike)].sort();
}

const appliedChecksums = async (db: Db) =>
  new Map(rowsOf(await db.execute(sql`SELECT file, checksum FROM drizzle.sql_function_files`)).map((r) => [r.file, r.checksum]));

/** A copy of the function files to change, removed after the test file. */
function useFunctionsCopy() {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'casino-functions-'));
    cpSync(FUNCTIONS_FOLDER, dir, { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    folder: () => dir,
    write: (file: string, text: string) => writeFileSync(path.join(dir, file), text),
  };
}

describe('SQL function files', () => {
  it('hold every function: no migration since they came defines one', () => {
    const tags = journalTags();
    const last = tags.indexOf(LAST_DEFINING);
    expect(last).toBeGreaterThan(0);
    const defining = tags
      .slice(last + 1)
      .filter((tag) => /CREATE\s+(OR\s+REPLACE\s+)?FUNCTION/i.test(readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8')));
    expect(defining).toEqual([]);
  });

  describe('in a migrated database', () => {
    let db: Db;
    useTestDatabase((database) => {
      db = database.db;
    });

    it('has each function exactly as its file defines it, and nothing else', async () => {
      const files = readFunctionFiles();
      expect(files.length).toBeGreaterThan(0);
      expect([...(await liveFunctions(db)).keys()].sort()).toEqual(files.map((f) => f.name));
      expect(await functionsUnlikeFiles(db, files)).toEqual([]);
      expect(await appliedChecksums(db)).toEqual(new Map(files.map((f) => [f.file, f.checksum])));
    });
  });

  describe('when a file changes', () => {
    let database: Database;
    useTestDatabase((opened) => {
      database = opened;
    });
    const copy = useFunctionsCopy();
    const contribution = async () => Number(rowsOf(await database.db.execute(sql`SELECT wagering_contribution(300, 10) AS c`))[0]!.c);

    it('applies that file once on the next start, and no other', async () => {
      const { db } = database;
      const original = readFileSync(path.join(FUNCTIONS_FOLDER, 'wagering_contribution.sql'), 'utf8');
      const changed = original.replace('coalesce(p_percent, 0), 100)', 'coalesce(p_percent, 0), 50)');
      expect(changed).not.toBe(original);
      copy.write('wagering_contribution.sql', changed);
      expect(await contribution()).toBe(30);

      expect(await applyFunctionFiles(db, copy.folder())).toEqual(['wagering_contribution.sql']);
      expect(await contribution()).toBe(60);
      const changedChecksum = readFunctionFiles(copy.folder()).find((f) => f.file === 'wagering_contribution.sql')!.checksum;
      expect((await appliedChecksums(db)).get('wagering_contribution.sql')).toBe(changedChecksum);
      expect(await applyFunctionFiles(db, copy.folder())).toEqual([]);
      // The comparison sees the function no longer matching the repository's file.
      expect(await functionsUnlikeFiles(db, readFunctionFiles())).toEqual(['wagering_contribution']);

      // The next start with the repository's files puts it back.
      await database.migrate();
      expect(await contribution()).toBe(30);
      expect(await functionsUnlikeFiles(db, readFunctionFiles())).toEqual([]);
      expect(await applyFunctionFiles(db)).toEqual([]);
    });
  });

  describe('applied together', () => {
    let db: Db;
    useTestDatabase((database) => {
      db = database.db;
    });
    const copy = useFunctionsCopy();

    it('checks bodies once every file is in, so a function may call one whose file comes after it', async () => {
      // SQL-language bodies are checked when created; this one calls a function created after it.
      copy.write(
        'a_doubled_share.sql',
        'CREATE OR REPLACE FUNCTION a_doubled_share(p numeric) RETURNS numeric LANGUAGE sql AS $$ SELECT 2 * b_share(p) $$;\n',
      );
      copy.write('b_share.sql', 'CREATE OR REPLACE FUNCTION b_share(p numeric) RETURNS numeric LANGUAGE sql AS $$ SELECT div(p, 4) $$;\n');
      expect(await applyFunctionFiles(db, copy.folder())).toEqual(['a_doubled_share.sql', 'b_share.sql']);
      expect(rowsOf(await db.execute(sql`SELECT a_doubled_share(100) AS v`))[0]!.v).toBe('50');
    });

    it('replaces a function whose file changes its arguments, dropping the old ones', async () => {
      copy.write(
        'a_doubled_share.sql',
        'CREATE OR REPLACE FUNCTION a_doubled_share(p numeric) RETURNS numeric LANGUAGE sql AS $$ SELECT 2 * b_share(p, 5) $$;\n',
      );
      copy.write(
        'b_share.sql',
        'CREATE OR REPLACE FUNCTION b_share(p numeric, q numeric) RETURNS numeric LANGUAGE sql AS $$ SELECT div(p, q) $$;\n',
      );
      expect(await applyFunctionFiles(db, copy.folder())).toEqual(['a_doubled_share.sql', 'b_share.sql']);
      const args = rowsOf(
        await db.execute(sql`SELECT pg_get_function_identity_arguments(p.oid) AS args FROM pg_proc p WHERE p.proname = 'b_share'`),
      );
      expect(args.map((r) => r.args)).toEqual(['p numeric, q numeric']);
      expect(rowsOf(await db.execute(sql`SELECT a_doubled_share(100) AS v`))[0]!.v).toBe('40');
    });

    it('refuses a body that calls no existing function, or a file named for another function, and records neither', async () => {
      copy.write(
        'c_broken.sql',
        'CREATE OR REPLACE FUNCTION c_broken() RETURNS numeric LANGUAGE sql AS $$ SELECT no_such_function() $$;\n',
      );
      await expect(applyFunctionFiles(db, copy.folder())).rejects.toThrow();
      rmSync(path.join(copy.folder(), 'c_broken.sql'));
      copy.write('d_misnamed.sql', 'CREATE OR REPLACE FUNCTION d_other() RETURNS integer LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END $$;\n');
      await expect(applyFunctionFiles(db, copy.folder())).rejects.toThrow('must leave exactly one function d_misnamed; there are 0');
      const applied = await appliedChecksums(db);
      expect(applied.has('c_broken.sql') || applied.has('d_misnamed.sql')).toBe(false);
      expect((await liveFunctions(db)).has('c_broken')).toBe(false);
    });
  });
});

describe('a database from before the function files', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openDatabaseOfMigrationsOnly());
  });
  afterAll(() => drop());

  it('takes them on its next start: wallet_api_call takes one jsonb argument, and every function is its file', async () => {
    const { db } = database;
    const signatures = async () =>
      rowsOf(
        await db.execute(sql`SELECT pg_get_function_identity_arguments(p.oid) AS args FROM pg_proc p WHERE p.proname = 'wallet_api_call'`),
      ).map((r) => r.args);
    expect(await signatures()).toEqual([expect.stringContaining('p_bonus_first boolean')]);
    await database.migrate();
    expect(await signatures()).toEqual(['p_call jsonb']);
    expect(await functionsUnlikeFiles(db, readFunctionFiles())).toEqual([]);
  });
});
