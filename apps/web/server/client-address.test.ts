import { describe, expect, it } from 'vitest';
import { clientAddress, readTrustedProxies } from './client-address';

const nobody = readTrustedProxies(undefined);
const loadBalancer = readTrustedProxies('10.0.0.5, 192.168.0.0/16, fd00::/8');

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '8.8.8.8', nobody)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '8.8.8.8, 1.1.1.1', nobody)).toBe('127.0.0.1');
    expect(clientAddress('::ffff:203.0.113.9', undefined, nobody)).toBe('203.0.113.9');
    expect(clientAddress('fe80::1%eth0', undefined, nobody)).toBe('fe80::1');
  });

  it('behind a trusted proxy, is the right-most address that is not one of ours', () => {
    expect(clientAddress('10.0.0.5', '8.8.8.8', loadBalancer)).toBe('8.8.8.8');
    // What the visitor sent comes first; the proxy appended what it saw.
    expect(clientAddress('10.0.0.5', '1.1.1.1, 8.8.8.8', loadBalancer)).toBe('8.8.8.8');
    // Several trusted hops, by address and by range, IPv4 and IPv6.
    expect(clientAddress('::ffff:10.0.0.5', '1.1.1.1, 2001:db8::7, 192.168.3.4', loadBalancer)).toBe('2001:db8::7');
    expect(clientAddress('fd12::1', ['1.1.1.1', '8.8.8.8'], loadBalancer)).toBe('8.8.8.8');
  });

  it('stops at the trusted hop when what it passed on is no address', () => {
    for (const header of ['', 'unknown', 'a'.repeat(70), '8.8.8.8, not-an-address', '8.8.8.8.8']) {
      expect(clientAddress('10.0.0.5', header, loadBalancer), header).toBe('10.0.0.5');
    }
    expect(clientAddress('10.0.0.5', 'junk, 8.8.8.8', loadBalancer)).toBe('8.8.8.8');
    expect(clientAddress('10.0.0.5', undefined, loadBalancer)).toBe('10.0.0.5');
  });

  it('has no address for a connection without one', () => {
    expect(clientAddress(undefined, '8.8.8.8', loadBalancer)).toBeUndefined();
  });
});

describe('readTrustedProxies', () => {
  it('takes addresses and CIDR ranges', () => {
    const trusted = readTrustedProxies(' 127.0.0.1 ,::1,10.0.0.0/8 ');
    expect(trusted.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(trusted.check('::1', 'ipv6')).toBe(true);
    expect(trusted.check('10.200.0.1', 'ipv4')).toBe(true);
    expect(trusted.check('127.0.0.2', 'ipv4')).toBe(false);
  });

  it('stops the start with the entry it cannot read', () => {
    for (const entry of ['localhost', '10.0.0.0/33', '::/129', '10.0.0.0/', '1.2.3', '10.0.0.0/8/8']) {
      expect(() => readTrustedProxies(`127.0.0.1,${entry}`), entry).toThrow(`WEB_TRUSTED_PROXIES: "${entry}" is neither`);
    }
  });
});
