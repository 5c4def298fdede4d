import { BlockList, isIP } from 'node:net';

/**
 * The client's address as this server can know it (docs/decisions/004-client-address-trust.md):
 * the peer that opened the connection, unless that peer is one of our own proxies
 * (WEB_TRUSTED_PROXIES); then the address that proxy appended to X-Forwarded-For, and so on
 * leftwards while the hops are trusted. What a visitor typed into the header sits left of the
 * first untrusted hop and is never reached.
 */

/** WEB_TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated. Empty: no proxy is trusted. */
export function readTrustedProxies(value: string | undefined): BlockList {
  const trusted = new BlockList();
  for (const entry of (value ?? '').split(',').map((s) => s.trim())) {
    if (!entry) continue;
    const [, address = '', prefix] = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry) ?? [];
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (!family || (bits !== undefined && bits > (family === 4 ? 32 : 128))) {
      throw new Error(`WEB_TRUSTED_PROXIES: "${entry}" is neither an IP address nor a CIDR range such as 10.0.0.0/8`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, bits, type);
  }
  return trusted;
}

/**
 * An address in its plain form: no IPv6 zone, and an IPv4 client of a dual-stack socket
 * ("::ffff:1.2.3.4") as IPv4. Undefined for anything that is not an IP address.
 */
function plainAddress(value: string): string | undefined {
  const address = value.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  return isIP(plain) ? plain : undefined;
}

/** True for a peer (a socket's remote address) that is one of our own proxies. */
export function isTrustedProxy(peer: string | undefined, trusted: BlockList): boolean {
  const address = plainAddress(peer ?? '');
  return address !== undefined && trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** `peer` is the socket's remote address, `forwardedFor` the request's X-Forwarded-For. */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string | undefined {
  let address = plainAddress(peer ?? '');
  const hops = [forwardedFor ?? []].flat().join(',').split(',').reverse();
  for (const hop of hops) {
    if (!isTrustedProxy(address, trusted)) break;
    // A trusted proxy that wrote no address leaves itself as the client: nothing left of it is its word.
    const forwarded = plainAddress(hop);
    if (!forwarded) break;
    address = forwarded;
  }
  return address;
}
