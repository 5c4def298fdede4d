import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// BIP84's test-vector account key and the same mnemonic's XRP account (the sandbox's, see sandbox-keys.ts).
const BTC_XPUB = 'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V';
const XRP_ADDRESS = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';

describe('crypto deposit configuration', () => {
  it('defaults confirmations and block times, and takes overrides per chain', () => {
    const defaults = loadConfig({});
    expect(defaults.cryptoConfirmations).toEqual({ BTC: 2, ETH: 12, LTC: 6, DOG: 6, USDT: 12, TRX: 20, XRP: 1, BCH: 6 });
    expect(defaults.sandboxBlockSeconds.BTC).toBe(5);
    expect([defaults.cryptoXpubs, defaults.cryptoXrpAddress]).toEqual([null, null]);
    const set = loadConfig({
      CRYPTO_CONFIRMATIONS: 'BTC:1, ETH:3',
      SANDBOX_BLOCK_SECONDS: '2,BTC:30',
      CRYPTO_XPUBS: `BTC:${BTC_XPUB}`,
      CRYPTO_XRP_ADDRESS: XRP_ADDRESS,
    });
    expect(set.cryptoConfirmations).toMatchObject({ BTC: 1, ETH: 3, LTC: 6 });
    expect(set.sandboxBlockSeconds).toMatchObject({ BTC: 30, ETH: 2 });
    expect(set.cryptoXpubs).toEqual({ BTC: BTC_XPUB });
  });

  it('refuses malformed values at start, naming the variable but never echoing a key', () => {
    for (const [env, reason] of [
      [{ CRYPTO_XPUBS: 'EUR:xpub123' }, /CRYPTO_XPUBS: entry 1 must start with a crypto currency code/],
      [{ CRYPTO_XPUBS: 'BTC:not a key' }, /CRYPTO_XPUBS: the BTC entry must be an extended public key/],
      [{ CRYPTO_XPUBS: `BTC:${BTC_XPUB},BTC:${BTC_XPUB}` }, /names a currency twice/],
      [{ CRYPTO_XRP_ADDRESS: 'xrp-account' }, /CRYPTO_XRP_ADDRESS: must be a classic XRP address/],
      [{ CRYPTO_CONFIRMATIONS: 'BTC:0' }, /at least 1 confirmation/],
      [{ SANDBOX_BLOCK_SECONDS: 'fast' }, /SANDBOX_BLOCK_SECONDS/],
      [{ SANDBOX_BLOCK_SECONDS: '5,EUR:1' }, /crypto currency codes/],
    ] as const) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(reason);
    }
    expect(() => loadConfig({ CRYPTO_XPUBS: 'BTC:not a key' })).not.toThrow(/not a key/);
  });
});
