import { describe, expect, it } from 'vitest';
import { createCryptoWallets } from './crypto-wallets';
import { SANDBOX_ACCOUNT_XPUBS, SANDBOX_XRP_OPERATOR_ADDRESS } from './sandbox-keys';

const BTC_XPUB = SANDBOX_ACCOUNT_XPUBS.BTC;

describe('the operator crypto wallets', () => {
  it('parses keys when the app starts: a private or damaged key stops it', () => {
    const config = { paymentsSandbox: false, cryptoXrpAddress: null };
    const damaged = `${BTC_XPUB.slice(0, -1)}${BTC_XPUB.endsWith('a') ? 'b' : 'a'}`;
    expect(() => createCryptoWallets({ ...config, cryptoXpubs: { BTC: damaged } })).toThrow(/CRYPTO_XPUBS: the BTC key is refused/);
    const wallets = createCryptoWallets({ ...config, cryptoXpubs: { BTC: BTC_XPUB } });
    expect([wallets.accepts('BTC'), wallets.accepts('ETH'), wallets.accepts('XRP')]).toEqual([true, false, false]);
    // BIP84's test vector: the first receive address of this account key.
    expect(wallets.addressAt('BTC', 0)).toEqual({ address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', destinationTag: null });
    const none = createCryptoWallets({ ...config, cryptoXpubs: null });
    expect(none.accepts('BTC')).toBe(false);
    const sandbox = createCryptoWallets({ paymentsSandbox: true, cryptoXpubs: null, cryptoXrpAddress: null });
    expect(sandbox.addressAt('XRP', 5)).toEqual({ address: SANDBOX_XRP_OPERATOR_ADDRESS, destinationTag: 100_005 });
  });
});
