import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';

// TESTS ONLY. The BIP39 test mnemonic ("abandon" x11 + "about", no passphrase) whose keys the BIPs' test vectors and
// the sandbox chain use: its private keys are public knowledge.
const MNEMONIC = `${'abandon '.repeat(11)}about`;
const master = HDKey.fromMasterSeed(pbkdf2Sync(MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'));

/** The key pair at `path` (such as m/84'/0'/0'/0/0). */
export function testKeyAt(path: string): { publicKey: Uint8Array; secretKey: Uint8Array } {
  const key = master.derive(path);
  return { publicKey: key.publicKey!, secretKey: key.privateKey! };
}
