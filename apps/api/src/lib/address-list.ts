import { BlockList, isIP } from 'node:net';

/** An IPv4 address as Node reports it on a dual-stack socket (::ffff:203.0.113.7) is matched as the IPv4 address. */
const unmapped = (address: string) =>
  address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** A matcher for addresses and CIDR ranges ("203.0.113.7", "10.0.0.0/8", "2001:db8::/32"), checked by config.ts. */
export function createAddressList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(unmapped(address), isIP(unmapped(address)) === 6 ? 'ipv6' : 'ipv4');
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = unmapped(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/** 127.0.0.0/8 and ::1, mapped or not. */
export const isLoopback = createAddressList(['127.0.0.0/8', '::1']);
