import type { TRestrictedCountries } from '@casino/contracts';
import { z } from 'zod';
import type { Config } from '../../config';
import { isCountryCode } from '../../lib/countries';
import { ConfigFileError, readJsonConfigFile } from '../../lib/config-file';

const VARIABLE = 'RESTRICTED_COUNTRIES_FILE';

/** The operator's file: one entry per country, with an optional note on why (kept on the server). */
const ZRestrictedCountriesFile = z.array(
  z.strictObject({
    code: z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a code such as "US"') }),
    reason: z.string().optional(),
  }),
  { error: 'must be a list of entries such as { "code": "US" }' },
);

/**
 * Reads and checks the restricted-countries file: every code must be an ISO 3166-1 alpha-2 code,
 * listed once. Returns the codes in alphabetical order.
 */
export function loadRestrictedCountries(file: string): string[] {
  const entries = readJsonConfigFile(VARIABLE, file, ZRestrictedCountriesFile);
  const codes = entries.map((e) => e.code);
  const problems: string[] = [];
  const unknown = codes.filter((code) => !isCountryCode(code));
  if (unknown.length > 0) {
    problems.push(`unknown country codes ${unknown.join(', ')} (use upper-case ISO 3166-1 alpha-2 codes such as US)`);
  }
  const repeated = [...new Set(codes.filter((code, i) => codes.indexOf(code) !== i))];
  if (repeated.length > 0) problems.push(`listed more than once: ${repeated.join(', ')}`);
  if (problems.length > 0) throw new ConfigFileError(VARIABLE, file, problems);
  return [...codes].sort();
}

type RestrictedCountriesConfig = Pick<Config, 'restrictedCountriesFile'>;

// The file is read once per process: a changed list takes effect on the next start.
const loaded = new Map<string, ReadonlySet<string>>();

function restrictedCodes(config: RestrictedCountriesConfig): ReadonlySet<string> {
  const file = config.restrictedCountriesFile;
  let codes = loaded.get(file);
  if (!codes) {
    codes = new Set(loadRestrictedCountries(file));
    loaded.set(file, codes);
  }
  return codes;
}

/** The static file's body: `[{ code: 'AU' }, ...]`. Throws a configuration error for a bad file. */
export function listRestrictedCountries(config: RestrictedCountriesConfig): TRestrictedCountries {
  return [...restrictedCodes(config)].map((code) => ({ code }));
}

/**
 * True when players from the country may not use the site. Case-insensitive, so a lower-case code
 * from a lookup can never slip past the block.
 */
export function isRestrictedCountry(config: RestrictedCountriesConfig, code: string): boolean {
  return restrictedCodes(config).has(code.trim().toUpperCase());
}
