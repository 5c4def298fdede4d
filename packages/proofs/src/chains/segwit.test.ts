import { describe, expect, it } from 'vitest';
import { toHex } from './codecs';
import { decodeSegwit, encodeSegwitV0 } from './segwit';

/** The output script an address pays to: OP_0 or OP_1..OP_16, then a push of the program. */
function scriptPubKey(address: string): string | null {
  const decoded = decodeSegwit(address);
  if (!decoded) return null;
  const op = decoded.version === 0 ? 0 : 0x50 + decoded.version;
  return toHex(Uint8Array.of(op, decoded.program.length, ...decoded.program));
}

describe('segwit addresses (BIP173 and BIP350 test vectors)', () => {
  it.each([
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
    [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
    ],
    [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
    ],
    ['BC1SW50QGDZ25J', '6002751e'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
    [
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    [
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    ],
  ])('decodes %s to its output script', (address, script) => {
    expect(scriptPubKey(address)).toBe(script);
  });

  it.each([
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'invalid checksum'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'v1 with a bech32 checksum'],
    ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'v2 with a bech32 checksum'],
    ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'v16 with a bech32 checksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'v0 with a bech32m checksum'],
    ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'v0 with a bech32m checksum'],
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'invalid character in checksum'],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'invalid witness version'],
    ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'invalid witness version'],
    ['bc1pw5dgrnzv', 'program of 1 byte'],
    ['bc1rw5uspcuh', 'program too short'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'program of 41 bytes'],
    ['bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', 'program too long'],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'v0 program of 16 bytes'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'mixed case'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'zero padding of more than 4 bits'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'zero padding of more than 4 bits'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'non-zero padding'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'non-zero padding'],
    ['bc1gmk9yu', 'empty data section'],
    // Valid under BIP173, refused since BIP350 moved versions 1..16 to bech32m.
    ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', 'v1 in bech32 (BIP173 era)'],
    ['BC1SW50QA3JX3S', 'v16 in bech32 (BIP173 era)'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj', 'v2 in bech32 (BIP173 era)'],
  ])('refuses %s (%s)', (address) => {
    expect(decodeSegwit(address)).toBeNull();
  });

  it('keeps the human-readable part, so the caller can tell networks apart', () => {
    expect(decodeSegwit('tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty')?.hrp).toBe('tc');
    expect(decodeSegwit('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')?.hrp).toBe('bc');
  });

  it('encodes a v0 key hash back to the same address', () => {
    const decoded = decodeSegwit('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')!;
    expect(encodeSegwitV0('bc', decoded.program)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  });
});
