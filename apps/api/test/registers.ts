import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { saferGamblingEvents } from '../src/db/schema/responsible-gaming';
import type { TestApp } from './app';
import type { Client } from './http';

// What the national-register tests share: addresses geo places in each market, the sentences, the record's lines.

export const GB_ADDRESS = '212.58.244.20';
export const SE_ADDRESS = '195.67.199.18';
export const DE_ADDRESS = '194.25.2.129';

const GAMSTOP = 'GAMSTOP, the national online self-exclusion scheme of Great Britain';
export const SPELPAUS = "Spelpaus.se, Sweden's national self-exclusion register";
export const GAMSTOP_HIT = `You are registered with ${GAMSTOP}: while that self-exclusion lasts you cannot play or deposit here. You can see your balances and withdraw.`;
export const uncheckedMessage = (register = GAMSTOP) =>
  `We could not check your details with ${register} yet, so you cannot play or deposit for now. Please sign in again in a few minutes; if this goes on, contact support.`;

const SHIPPED = fileURLToPath(new URL('../data/restricted-countries.json', import.meta.url));

/**
 * The shipped restricted countries without Great Britain, written once: the footer licence keeps British players out,
 * while these tests play an operator licensed there (the uk profile).
 */
export function restrictedCountriesWithoutGb(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-restricted-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'restricted-countries.json');
  const entries = JSON.parse(readFileSync(SHIPPED, 'utf8')) as { code: string }[];
  writeFileSync(file, JSON.stringify(entries.filter((e) => e.code !== 'GB')));
  return file;
}

/** The record's lines written by or about a national register, oldest first. */
export const registerEventsOf = async (t: Pick<TestApp, 'database'>, userId: string) =>
  (
    await t.database.db.select().from(saferGamblingEvents).where(eq(saferGamblingEvents.userId, userId)).orderBy(saferGamblingEvents.id)
  ).filter((r) => r.action.startsWith('register_'));

/** A card deposit: a refused player gets 403 with the sentence; a cleared one goes on to the deposit's other checks. */
export const tryDeposit = (profile: Client) => profile.post('/profile/vegapay/deposit', { amount: '20.00', currency: 'EUR' });

export const uniqueAddress = (name: string) => `${name}.${Math.random().toString(36).slice(2, 10)}@example.com`;
