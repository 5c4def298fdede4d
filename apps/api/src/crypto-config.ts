import { CRYPTO_CURRENCIES } from '@casino/contracts';
import { z } from 'zod';

// The crypto deposit variables of config.ts (which reads them): their formats and defaults.

type CryptoCode = (typeof CRYPTO_CURRENCIES)[number];
const isCryptoCode = (code: string): code is CryptoCode => (CRYPTO_CURRENCIES as readonly string[]).includes(code);

/** "BTC:value,ETH:value" → one value per crypto currency, each matching `pattern`; a currency named once. */
function currencyList(what: string, pattern: RegExp, describe: string) {
  return z.string().transform((v, ctx) => {
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)
      .map((e) => [e.slice(0, Math.max(0, e.indexOf(':'))).trim(), e.slice(e.indexOf(':') + 1).trim()] as const);
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!entries.length) return refuse(`must be CURRENCY:${what} entries separated by commas`);
    for (const [i, [code, value]] of entries.entries()) {
      // Entries are named by position: a malformed one must not echo a key into a log.
      if (!isCryptoCode(code)) return refuse(`entry ${i + 1} must start with a crypto currency code (${CRYPTO_CURRENCIES.join(', ')})`);
      if (!pattern.test(value)) return refuse(`the ${code} entry must be ${describe}`);
    }
    if (new Set(entries.map(([c]) => c)).size !== entries.length) return refuse('names a currency twice');
    return Object.fromEntries(entries) as Partial<Record<CryptoCode, string>>;
  });
}

export const ZCryptoEnv = z.object({
  // The operator's account-level extended public keys ("BTC:xpub...,ETH:xpub..."); the payments module
  // parses each at start and refuses a private, malformed or wrong-depth key. XRP has one account instead.
  CRYPTO_XPUBS: currencyList('xpub', /^[1-9A-HJ-NP-Za-km-z]{100,120}$/, 'an extended public key in base58')
    .refine((m) => !('XRP' in m), 'XRP has no extended key: set CRYPTO_XRP_ADDRESS')
    .optional(),
  CRYPTO_XRP_ADDRESS: z
    .string()
    .regex(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/, 'must be a classic XRP address starting with r')
    .optional(),
  // Confirmations a deposit waits for, per chain, over the defaults ("BTC:1,ETH:3").
  CRYPTO_CONFIRMATIONS: currencyList('count', /^\d{1,4}$/, 'a whole number of confirmations from 1')
    .refine((m) => Object.values(m).every((n) => Number(n) >= 1), 'a deposit waits for at least 1 confirmation')
    .optional(),
  // The sandbox chain's block time: seconds for every chain, then per-chain exceptions ("5" or "5,BTC:30").
  SANDBOX_BLOCK_SECONDS: z
    .string()
    .regex(/^\d{1,5}(,[A-Z]{3,4}:\d{1,5})*$/, 'must be seconds per block, then optional CURRENCY:seconds such as 5,BTC:30')
    .transform((v) => {
      const [all, ...rest] = v.split(',');
      return { all: Number(all), perChain: Object.fromEntries(rest.map((e) => e.split(':')).map(([c, n]) => [c!, Number(n)])) };
    })
    .refine(
      (s) => [s.all, ...Object.values(s.perChain)].every((n) => n >= 1) && Object.keys(s.perChain).every(isCryptoCode),
      'needs crypto currency codes and at least 1 second per block',
    )
    .optional(),
});

/** Confirmations before a deposit counts: more on chains with cheap blocks and frequent reorgs, one on XRP's final ledger. */
const DEFAULT_CONFIRMATIONS: Record<CryptoCode, number> = { BTC: 2, LTC: 6, DOG: 6, BCH: 6, ETH: 12, USDT: 12, TRX: 20, XRP: 1 };
const DEFAULT_BLOCK_SECONDS = 5;

export function cryptoConfigOf(e: z.infer<typeof ZCryptoEnv>) {
  const perCurrency = (value: (c: CryptoCode) => number) =>
    Object.fromEntries(CRYPTO_CURRENCIES.map((c) => [c, value(c)])) as Record<CryptoCode, number>;
  return {
    // Unset: the sandbox's published test keys stand in while the sandbox is on; otherwise no crypto deposits.
    cryptoXpubs: e.CRYPTO_XPUBS ?? null,
    cryptoXrpAddress: e.CRYPTO_XRP_ADDRESS ?? null,
    cryptoConfirmations: perCurrency((c) => Number(e.CRYPTO_CONFIRMATIONS?.[c] ?? DEFAULT_CONFIRMATIONS[c])),
    sandboxBlockSeconds: perCurrency((c) => e.SANDBOX_BLOCK_SECONDS?.perChain[c] ?? e.SANDBOX_BLOCK_SECONDS?.all ?? DEFAULT_BLOCK_SECONDS),
  };
}
