// What kind of network an IP address belongs to: this machine (loopback), a private or reserved network, or the
// public internet. ipaddr.js knows the IANA special-purpose ranges; an IPv4-mapped IPv6 address is judged as the IPv4
// address it carries.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * 'public' for an address on the public internet; otherwise the special range it is in ('loopback', 'private',
 * 'linkLocal', 'carrierGradeNat', 'reserved', 'multicast', 'uniqueLocal', ...), or 'invalid' for no address at all.
 */
export function addressRange(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  // A zone index (fe80::1%eth0) names an interface of this machine: never a public address.
  if (!isIP(bare) || bare.includes('%')) return 'invalid';
  const ip = ipaddr.process(bare);
  const range = ip.range();
  if (range !== 'unicast') return range;
  // IANA hands out global IPv6 unicast from 2000::/3 only; anything else left over (::a00:1, IPv4-compatible) is not
  // an address a public service has.
  if (ip.kind() === 'ipv6' && !ip.match(ipaddr.parse('2000::'), 3)) return 'reserved';
  return 'public';
}

export const isPublicAddress = (address: string): boolean => addressRange(address) === 'public';

/** True for 127.0.0.0/8, ::1 and ::ffff:127.x.x.x: a client on this very machine. */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && addressRange(address) === 'loopback';
