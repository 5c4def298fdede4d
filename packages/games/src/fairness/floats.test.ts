import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FloatSource } from './float-source';
import { bytesToFloat, generateFloats, hashServerSeed, webCryptoHmac, type HmacSha256 } from './floats';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('provably fair floats', () => {
  it('reads four bytes, most significant first', () => {
    expect(bytesToFloat([0x80, 0, 0, 0])).toBe(0.5);
    expect(bytesToFloat([0, 0x80, 0, 0])).toBe(0.5 / 256);
    expect(bytesToFloat([0xff, 0xff, 0xff, 0xff])).toBe(1 - 2 ** -32);
    expect(bytesToFloat([0, 0, 0, 0])).toBe(0);
  });

  it('computes HMAC-SHA256 as RFC 4231 test case 2 gives it', async () => {
    const digest = await webCryptoHmac('Jefe', 'what do ya want for nothing?');
    expect(hex(digest)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('keys the HMAC with the server seed over clientSeed:nonce:round, eight floats per digest', async () => {
    const calls: [string, string][] = [];
    const recording: HmacSha256 = async (key, message) => {
      calls.push([key, message]);
      return webCryptoHmac(key, message);
    };
    const seeds = { serverSeed: 'server-seed', clientSeed: 'client', nonce: 7 };
    const floats = await generateFloats(seeds, 10, recording);
    expect(calls).toEqual([
      ['server-seed', 'client:7:0'],
      ['server-seed', 'client:7:1'],
    ]);
    // The same floats from Node's own HMAC, byte by byte.
    const digests = [0, 1].map((round) => createHmac('sha256', 'server-seed').update(`client:7:${round}`).digest());
    const expected = [...digests[0]!.subarray(0, 32), ...digests[1]!.subarray(0, 8)];
    expect(floats).toEqual(Array.from({ length: 10 }, (_, i) => bytesToFloat(expected.slice(i * 4, i * 4 + 4))));
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
  });

  it('shows the server seed as its SHA-256 in hex', async () => {
    expect(await hashServerSeed('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });
});

describe('FloatSource', () => {
  it('hands out floats in order and refuses to invent more', () => {
    const source = new FloatSource([0.1, 0.99]);
    expect(source.nextInt(10)).toBe(1);
    expect(source.next()).toBe(0.99);
    expect(source.used).toBe(2);
    expect(() => source.next()).toThrow(/more than the 2 floats/);
  });
});
