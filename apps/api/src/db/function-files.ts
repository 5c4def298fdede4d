import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

// The SQL functions' current definitions, one file each in functions/ named for its function, applied after the
// schema migrations (docs/decisions/001-foundation.md): a file whose checksum differs from the one recorded is
// applied again, once per database, as Flyway applies its repeatable migrations. A function's history is its file's.

export const FUNCTIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export type FunctionFile = { file: string; name: string; text: string; checksum: string };

/** The function files in name order, each with the sha256 of its text. */
export function readFunctionFiles(folder = FUNCTIONS_FOLDER): FunctionFile[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      return { file, name: file.slice(0, -'.sql'.length), text, checksum: createHash('sha256').update(text).digest('hex') };
    });
}

/** Where each file's applied checksum is kept: beside the migrations' own table. */
const CHECKSUMS = 'drizzle.sql_function_files';

/** Taken for the transaction, so two instances starting at once apply the files one after the other. */
const APPLY_LOCK = 7_351_244_018;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

type Fn = { oid: string; signature: string; validator: string };

/** The functions of the public schema named `name`: oid, name with argument types, and their language's validator. */
async function functionsNamed(tx: Db, name: string): Promise<Fn[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      SELECT p.oid::bigint::text AS oid, p.oid::regprocedure::text AS signature, l.lanvalidator::regproc::text AS validator
      FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
      WHERE p.pronamespace = 'public'::regnamespace AND p.proname = ${name}`),
  );
  return rows.map((r) => ({ oid: String(r.oid), signature: String(r.signature), validator: String(r.validator) }));
}

/**
 * Applies the files that are new or changed since they were last applied here, in one transaction, and answers
 * their names. A file defines one function, named as the file, and is the only definition of that name: when it
 * changes the arguments, the function it creates replaces the one with the old arguments, which is dropped, so a
 * changed signature needs no migration that names the old one. Bodies are checked once every file is in (as pg_dump
 * restores functions), so a SQL-language function may call one whose file sorts after it.
 */
export async function applyFunctionFiles(db: Db, folder = FUNCTIONS_FOLDER): Promise<string[]> {
  const files = readFunctionFiles(folder);
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${APPLY_LOCK})`));
    await tx.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS drizzle`));
    await tx.execute(
      sql.raw(`CREATE TABLE IF NOT EXISTS ${CHECKSUMS} (file text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL)`),
    );
    const applied = new Map(rowsOf(await tx.execute(sql.raw(`SELECT file, checksum FROM ${CHECKSUMS}`))).map((r) => [r.file, r.checksum]));
    const changed = files.filter((f) => applied.get(f.file) !== f.checksum);
    if (changed.length === 0) return [];

    await tx.execute(sql`SET LOCAL check_function_bodies = off`);
    const defined: Fn[] = [];
    for (const f of changed) {
      const before = new Set((await functionsNamed(tx, f.name)).map((fn) => fn.oid));
      await tx.execute(sql.raw(f.text));
      const after = await functionsNamed(tx, f.name);
      const created = after.filter((fn) => !before.has(fn.oid));
      // A new oid is the function with its new arguments; without one the file replaced the function in place.
      const [fn] = created.length === 1 ? created : after.length === 1 ? after : [];
      if (!fn) throw new Error(`Function file ${f.file} must leave exactly one function ${f.name}; there are ${after.length}`);
      for (const old of after) if (old.oid !== fn.oid) await tx.execute(sql.raw(`DROP FUNCTION ${old.signature}`));
      defined.push(fn);
    }
    await tx.execute(sql`SET LOCAL check_function_bodies = on`);
    // Each language's own check, now that every function a body may call exists.
    for (const fn of defined) if (fn.validator !== '-') await tx.execute(sql.raw(`SELECT ${fn.validator}(${Number(fn.oid)})`));
    for (const f of changed) {
      await tx.execute(
        sql`INSERT INTO ${sql.raw(CHECKSUMS)} (file, checksum, applied_at) VALUES (${f.file}, ${f.checksum}, now())
            ON CONFLICT (file) DO UPDATE SET checksum = excluded.checksum, applied_at = excluded.applied_at`,
      );
    }
    return changed.map((f) => f.file);
  });
}
