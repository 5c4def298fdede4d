import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../../config';
import { problemsOf, RatesRefusedError, ZRatesFile, type TRateTable } from './rates-validation';

/** Rates as a provider quotes them: units of each currency per 1 EUR, as exact decimal strings. */
export type RatesQuote = { quotedAt: Date; rates: TRateTable };

/**
 * Where rates come from. A market-data vendor would get its own adapter beside the file one; the
 * service validates whatever a provider returns before anything is written.
 */
export type RatesProvider = { name: string; fetchRates(): Promise<RatesQuote> };

/**
 * The rates file that ships with the product: the table is filled from it on a fresh database. Found from
 * the repository's root, which the source and the built API (dist/server.js) agree on.
 */
export const SHIPPED_RATES_FILE = path.join(ROOT_DIR, 'apps/api/rates/rates.json');

/** Fits currency_rates.source (varchar 64). */
export function ratesSourceName(filePath: string): string {
  return `file:${path.basename(filePath)}`.slice(0, 64);
}

/** Reads a rates file as JSON; a file that cannot be read or parsed is refused, naming the file. */
export async function readRatesFile(filePath: string): Promise<unknown> {
  const name = ratesSourceName(filePath);
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message;
    throw new RatesRefusedError(name, [`cannot read ${filePath}: ${reason}`]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new RatesRefusedError(name, [`${filePath} is not valid JSON: ${(err as Error).message}`]);
  }
}

/** A rates file's content, already read (the operator's command sends it); anything wrong in it is refused with every problem. */
export function createContentRatesProvider(filePath: string, content: unknown): RatesProvider {
  const name = ratesSourceName(filePath);
  return {
    name,
    async fetchRates() {
      const parsed = ZRatesFile.safeParse(content);
      if (!parsed.success) throw new RatesRefusedError(name, problemsOf(parsed.error));
      return { quotedAt: new Date(parsed.data.quotedAt), rates: parsed.data.rates };
    },
  };
}

/** Reads and checks a rates file; a file that is unreadable or wrong in any way is refused with every problem. */
export function createFileRatesProvider(filePath: string): RatesProvider {
  const name = ratesSourceName(filePath);
  return { name, fetchRates: async () => createContentRatesProvider(filePath, await readRatesFile(filePath)).fetchRates() };
}

export function createShippedRatesProvider(): RatesProvider {
  return createFileRatesProvider(SHIPPED_RATES_FILE);
}
