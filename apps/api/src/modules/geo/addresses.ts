import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Addresses that never identify where a visitor is: private, shared, loopback, link-local and unspecified. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/**
 * The address in its plain form: without an IPv6 zone ("fe80::1%eth0") and with an IPv4-mapped IPv6
 * address ("::ffff:10.0.0.1", what a dual-stack socket reports) as IPv4. Undefined for anything else.
 */
export function normalizeAddress(ip: string): string | undefined {
  const address = (ip ?? '').trim().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped && isIPv4(mapped) ? mapped : address;
}

/** True for an address on the public internet (a normalized one, see normalizeAddress). */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !NON_PUBLIC.check(address, 'ipv4');
  if (isIPv6(address)) return !NON_PUBLIC.check(address, 'ipv6');
  return false;
}
