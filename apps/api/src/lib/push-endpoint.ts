// Which push services this server sends to. A subscription's endpoint is an address a browser hands over, so anyone
// signed in could name an address inside the server's own network (a cloud metadata service, a database, an admin
// page) and have the server POST there. An endpoint is taken only when its host is a name (not an IP address) that
// resolves only to public addresses, and, with PUSH_ENDPOINT_HOSTS, is one of the listed push services. The same check
// runs again before every send, and the request goes to the very address that passed, so a name that now resolves
// somewhere else (DNS rebinding) is not followed. See docs/security.md.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Config } from '../config.ts';
import { addressRange } from './ip-ranges.ts';

/** Resolves a host name to its addresses (node:dns lookup, as a connection would); tests give their own. */
export type ResolveHost = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export const resolveWithDns: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

export interface EndpointPolicy {
  /** PUSH_ENDPOINT_HOSTS: when not empty, the only hosts (with their subdomains) a subscription may name. */
  hosts: readonly string[];
  /** PUSH_ALLOW_LOOPBACK (tests only): a push service on this machine, over http too. */
  allowLoopback: boolean;
}

export const endpointPolicy = (config: Pick<Config, 'PUSH_ENDPOINT_HOSTS' | 'PUSH_ALLOW_LOOPBACK'>): EndpointPolicy => ({
  hosts: config.PUSH_ENDPOINT_HOSTS,
  allowLoopback: config.PUSH_ALLOW_LOOPBACK,
});

/**
 * Why an endpoint is refused: not https (or not a URL at all), an IP address for a host, a host off the allow-list,
 * a name leading to a private or reserved address, or a name that does not resolve (which may pass later).
 */
export type EndpointRefusal = 'invalid' | 'ip_literal' | 'host_not_listed' | 'private_address' | 'unresolved';

export class PushEndpointRefused extends Error {
  constructor(
    readonly reason: EndpointRefusal,
    detail: string,
  ) {
    super(`push endpoint refused (${reason}): ${detail}`);
    this.name = 'PushEndpointRefused';
  }
}

/** An endpoint that passed: where to send, and the address to connect to. */
export interface CheckedEndpoint {
  url: URL;
  /** The host name as sent in Host and TLS SNI, without brackets or a trailing dot. */
  hostname: string;
  address: string;
  family: 4 | 6;
}

const listed = (hostname: string, hosts: readonly string[]) =>
  hosts.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));

/** Checks an endpoint against the policy, resolving its name; throws PushEndpointRefused. */
export async function checkPushEndpoint(endpoint: string, policy: EndpointPolicy, resolve: ResolveHost): Promise<CheckedEndpoint> {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new PushEndpointRefused('invalid', 'not an https address');
  }
  // Plain http only ever reaches a stand-in on this machine (checked below, once the addresses are known).
  if (url.protocol === 'http:' && !policy.allowLoopback) throw new PushEndpointRefused('invalid', 'not https');
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) {
    // The URL parser has already turned 0x7f.1, 2130706433 and the like into a dotted address.
    if (!(policy.allowLoopback && addressRange(hostname) === 'loopback')) throw new PushEndpointRefused('ip_literal', hostname);
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    if (policy.hosts.length > 0 && !listed(hostname, policy.hosts)) throw new PushEndpointRefused('host_not_listed', hostname);
    try {
      addresses = [...(await resolve(hostname))];
    } catch (error) {
      addresses = [];
      if (url.protocol === 'https:') throw new PushEndpointRefused('unresolved', `${hostname}: ${(error as Error).message}`);
    }
    // Plain http that cannot be shown to stay on this machine is simply not a push service address.
    if (addresses.length === 0) throw new PushEndpointRefused(url.protocol === 'https:' ? 'unresolved' : 'invalid', hostname);
  }
  // Every address the name has must pass, not only the first: a connection may be made to any of them.
  const ranges = addresses.map((a) => addressRange(a.address));
  const allowed = (range: string) => range === 'public' || (policy.allowLoopback && range === 'loopback');
  const refused = ranges.findIndex((range) => !allowed(range));
  if (refused >= 0) throw new PushEndpointRefused('private_address', `${hostname} -> ${addresses[refused]!.address} (${ranges[refused]})`);
  if (url.protocol === 'http:' && ranges.some((range) => range !== 'loopback')) throw new PushEndpointRefused('invalid', 'not https');
  const first = addresses[0]!;
  return { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
}
